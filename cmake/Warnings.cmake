# Warnings for our own targets (never for fetched sources). Errors only when
# SUDOKU_WARNINGS_AS_ERRORS is on (the presets and CI turn it on); off by
# default so that a plain `cmake -S . -B build` with any supported compiler
# just builds.
option(SUDOKU_WARNINGS_AS_ERRORS "Treat compiler warnings in the project's own code as errors" OFF)

function(sudoku_set_warnings target)
  target_compile_options(${target} PRIVATE
    -Wall -Wextra -Wpedantic -Wshadow -Wconversion -Wno-sign-conversion
    -Wnon-virtual-dtor -Wold-style-cast -Wcast-align -Woverloaded-virtual
    -Wnull-dereference -Wdouble-promotion -Wimplicit-fallthrough)
  if(CMAKE_CXX_COMPILER_ID STREQUAL "GNU")
    # GCC 12 reports false positives inside libstdc++ at -O2/-O3: -Wrestrict
    # and -Wstringop-overflow in std::string (GCC bugs 105329, 105651),
    # -Wnull-dereference in iterators and streambuf.
    target_compile_options(${target} PRIVATE -Wno-restrict -Wno-stringop-overflow -Wno-null-dereference)
  endif()
  if(SUDOKU_WARNINGS_AS_ERRORS)
    target_compile_options(${target} PRIVATE -Werror)
  endif()
endfunction()

# Everything one of the project's own targets gets: warnings and, in the
# sanitizer build, the sanitizers (cmake/Sanitizers.cmake).
function(sudoku_target_defaults target)
  sudoku_set_warnings(${target})
  sudoku_set_sanitizers(${target})
endfunction()
