# run_cli_test.cmake - runs `sudoku` once and checks what it did.
#
#   cmake -DSUDOKU=<exe> -DARGS=<list> [-DPIPE=<list>] [-DSTDIN=<file>]
#         [-DEXPECT_EXIT=<n>] [-DEXPECT_STDOUT=<regex>] [-DEXPECT_STDOUT_FILE=<file>]
#         [-DEXPECT_STDOUT_LINES=<n>] [-DEXPECT_STDERR=<regex>]
#         [-DEXPECT_STDERR_EMPTY=TRUE] -P run_cli_test.cmake
#
# ARGS are the arguments of `sudoku`; PIPE, when given, runs a second
# `sudoku` with the first one's standard output as its standard input (the
# exit code checked is then the second one's, and the first must exit 0).
# STDIN feeds a file to the first command (otherwise it reads an empty input).
# Regexes are CMake regexes matched anywhere; EXPECT_STDOUT_FILE must equal
# the output byte for byte. Fails (exits non-zero) with a report on mismatch.

if(NOT SUDOKU)
  message(FATAL_ERROR "SUDOKU (the executable) is not set")
endif()

set(_input_file "${STDIN}")
if(NOT _input_file)
  if(CMAKE_HOST_WIN32)
    set(_input_file "NUL")
  else()
    set(_input_file "/dev/null")
  endif()
endif()

if(PIPE)
  execute_process(
    COMMAND "${SUDOKU}" ${ARGS}
    COMMAND "${SUDOKU}" ${PIPE}
    INPUT_FILE "${_input_file}"
    OUTPUT_VARIABLE _out ERROR_VARIABLE _err
    RESULTS_VARIABLE _codes)
  list(GET _codes 0 _first)
  list(GET _codes 1 _code)
  if(NOT _first EQUAL 0)
    message(FATAL_ERROR "first command `sudoku ${ARGS}` exited ${_first}\nstderr:\n${_err}")
  endif()
else()
  execute_process(
    COMMAND "${SUDOKU}" ${ARGS}
    INPUT_FILE "${_input_file}"
    OUTPUT_VARIABLE _out ERROR_VARIABLE _err
    RESULT_VARIABLE _code)
endif()

set(_failures "")
if(NOT "${EXPECT_EXIT}" STREQUAL "" AND NOT "${_code}" STREQUAL "${EXPECT_EXIT}")
  string(APPEND _failures "exit code ${_code}, expected ${EXPECT_EXIT}\n")
endif()
if(NOT "${EXPECT_STDOUT}" STREQUAL "" AND NOT _out MATCHES "${EXPECT_STDOUT}")
  string(APPEND _failures "stdout does not match /${EXPECT_STDOUT}/\n")
endif()
if(EXPECT_STDOUT_FILE)
  file(READ "${EXPECT_STDOUT_FILE}" _want)
  if(NOT _out STREQUAL _want)
    string(APPEND _failures "stdout differs from ${EXPECT_STDOUT_FILE}:\n${_want}\n")
  endif()
endif()
if(NOT "${EXPECT_STDOUT_LINES}" STREQUAL "")
  string(REGEX MATCHALL "\n" _newlines "${_out}")
  list(LENGTH _newlines _lines)
  if(NOT _lines EQUAL EXPECT_STDOUT_LINES)
    string(APPEND _failures "stdout has ${_lines} lines, expected ${EXPECT_STDOUT_LINES}\n")
  endif()
endif()
if(NOT "${EXPECT_STDERR}" STREQUAL "" AND NOT _err MATCHES "${EXPECT_STDERR}")
  string(APPEND _failures "stderr does not match /${EXPECT_STDERR}/\n")
endif()
if(EXPECT_STDERR_EMPTY AND NOT _err STREQUAL "")
  string(APPEND _failures "stderr is not empty\n")
endif()

if(_failures)
  message(FATAL_ERROR "sudoku ${ARGS} ${PIPE}\n${_failures}--- stdout:\n${_out}--- stderr:\n${_err}")
endif()
