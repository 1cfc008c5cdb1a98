# SUDOKU_SANITIZE=ON (the `asan` preset) builds the project's own targets
# with AddressSanitizer + UndefinedBehaviorSanitizer; any finding aborts.
# Applied per target by sudoku_target() (Project.cmake), never globally.
option(SUDOKU_SANITIZE "Build with AddressSanitizer and UndefinedBehaviorSanitizer" OFF)

function(sudoku_set_sanitizers target)
  if(SUDOKU_SANITIZE)
    target_compile_options(${target} PRIVATE -fsanitize=address,undefined -fno-sanitize-recover=all -fno-omit-frame-pointer)
    target_link_options(${target} PUBLIC -fsanitize=address,undefined -fno-sanitize-recover=all)
  endif()
endfunction()
