# SUDOKU_SANITIZE=ON (the `asan` preset) builds every target with
# AddressSanitizer + UndefinedBehaviorSanitizer, and any finding aborts.
option(SUDOKU_SANITIZE "Build with AddressSanitizer and UndefinedBehaviorSanitizer" OFF)
if(SUDOKU_SANITIZE)
  add_compile_options(-fsanitize=address,undefined -fno-sanitize-recover=all -fno-omit-frame-pointer)
  add_link_options(-fsanitize=address,undefined -fno-sanitize-recover=all)
endif()
