# cmake -DFILE=<notices file> -DKIND=site|cli -P CheckNotices.cmake
# cmake -DSUDOKU=<the sudoku tool> -DKIND=cli -P CheckNotices.cmake
#
# Fails unless FILE (or what `sudoku --licenses` prints) carries the licence notice of everything that KIND
# ships (written by cmake/Notices.cmake): for each, its name, its copyright
# holder and a sentence of its licence text, so a part left out or a
# licence text that came out empty is caught. The lists here are the
# distributor's own record of what ships, kept apart from the generator's
# on purpose; a library added to the site or the CLI is added here too.
#   site: the project (MIT), Dear ImGui (MIT), SDL2 (zlib), Inter (SIL OFL
#         1.1), nlohmann-json (MIT), Emscripten's runtime and musl (MIT),
#         the puzzle collections, the photo dataset the digit reader was
#         trained on (CC-BY-4.0); Catch2 and playwright are test-only.
#   cli:  the project (MIT), CLI11 (BSD 3-clause), stb_image and
#         stb_image_write (MIT or public domain), libexif (LGPL-2.1+), the photo dataset
#         (CC-BY-4.0, `sudoku scan`'s weights). nlohmann-json is not
#         linked into the CLI.
cmake_minimum_required(VERSION 3.25)

set(project_marks "Sudoku (this program)" "Copyright (c) 2026 the Sudoku authors"
    "Permission is hereby granted, free of charge")
set(site_marks
    "Dear ImGui" "Omar Cornut" "The above copyright notice and this permission notice"
    "SDL2" "Sam Lantinga" "This software is provided 'as-is'"
    "Inter" "The Inter Project Authors" "SIL OPEN FONT LICENSE Version 1.1"
    "may be sold by itself"
    "nlohmann-json" "Niels Lohmann"
    "Emscripten" "The Emscripten Authors" "musl libc" "Rich Felker"
    "Puzzle collections" "Sudoku Exchange puzzle bank" "Gordon Royle" "top 1465" "New Sudoku Players' Forum"
    "Sudoku dataset (photos)" "Baptiste Wicht" "Creative Commons Attribution 4.0")
set(cli_marks
    "CLI11" "University of Cincinnati" "Redistribution and use in source and binary forms"
    "Neither the name of the University"
    "stb_image" "Sean Barrett"
    "libexif" "Dan Fandrich" "GNU Lesser General Public"
    "Sudoku dataset (photos)" "Baptiste Wicht" "Creative Commons Attribution 4.0")

if(SUDOKU)
  execute_process(COMMAND "${SUDOKU}" --licenses OUTPUT_VARIABLE text RESULT_VARIABLE code)
  if(NOT code EQUAL 0)
    message(FATAL_ERROR "check-notices: `sudoku --licenses` exited ${code}")
  endif()
  set(FILE "sudoku --licenses")
elseif(EXISTS "${FILE}")
  file(READ "${FILE}" text)
else()
  message(FATAL_ERROR "check-notices: ${FILE} not found")
endif()
if(KIND STREQUAL "site")
  set(marks ${project_marks} ${site_marks})
elseif(KIND STREQUAL "cli")
  set(marks ${project_marks} ${cli_marks})
else()
  message(FATAL_ERROR "check-notices: KIND must be site or cli")
endif()
set(missing "")
foreach(mark IN LISTS marks)
  string(FIND "${text}" "${mark}" at)
  if(at EQUAL -1)
    string(APPEND missing "\n  ${mark}")
  endif()
endforeach()
if(missing)
  message(FATAL_ERROR "check-notices: ${FILE} lacks:${missing}")
endif()
message(STATUS "check-notices: ${FILE} names everything the ${KIND} ships")
