# The notices file a build ships: the licence text of the project and of
# every third-party library or data set it carries, gathered at build time
# from the sources the build used (the project's LICENSE, the ImGui and SDL2
# sources under SUDOKU_DEPS_DIR, Debian's copyright files under
# /usr/share/doc for the packaged libraries and the font, Emscripten's own
# tree for the runtime it links into the .wasm and .js).
#
# As a module:
#   sudoku_notices(<output> <title> <part>...)
# adds a build rule writing <output>; parts, in the order written:
#   sudoku      the project's LICENSE (MIT)
#   imgui       Dear ImGui (MIT)                 SUDOKU_IMGUI_DIR/LICENSE.txt
#   sdl2        SDL2 (zlib)                      SUDOKU_SDL2_DIR/share/licenses/SDL2/LICENSE.txt
#   inter       the Inter font (SIL OFL 1.1)     SUDOKU_INTER_COPYRIGHT
#   json        nlohmann-json (MIT)              SUDOKU_JSON_COPYRIGHT
#   cli11       CLI11 (BSD 3-clause)             SUDOKU_CLI11_COPYRIGHT
#   stb         stb_image and stb_image_write    SUDOKU_STB_COPYRIGHT
#               (MIT, or public domain)
#   exif        libexif (LGPL-2.1+)              SUDOKU_EXIF_COPYRIGHT
#   emscripten  Emscripten's runtime and musl libc (MIT), in every .wasm/.js
#   puzzles     the puzzle collections the site serves (text below)
#   photos      the photo dataset the digit reader was trained on (CC-BY-4.0, text below)
# A part whose source is missing stops the build with its name and path.
#
# As a script (the build rule runs it):
#   cmake -DOUTPUT=f -DTITLE=t -DPARTS=a,b -DSOURCE_<part>=path... -P Notices.cmake
# cmake/CheckNotices.cmake checks a written file names every part.

if(CMAKE_SCRIPT_MODE_FILE)
  cmake_minimum_required(VERSION 3.25)  # policies of this project, also when run with -P
  set(_rule "------------------------------------------------------------------------------")

  # The text of the standalone "License: <name>" paragraph of a Debian
  # copyright file (machine-readable format 1.0), de-indented, " ." lines as
  # blank lines; and the Copyright field of its "Files: *" paragraph.
  function(_debian_license file name out_text out_copyright)
    file(READ "${file}" all)
    string(REPLACE "\r" "" all "${all}")
    string(REGEX MATCH "\nLicense: ${name}\n( [^\n]*\n)+" text "${all}")
    if(text STREQUAL "")
      message(FATAL_ERROR "notices: no 'License: ${name}' text in ${file}")
    endif()
    # Keeps the first line's "\n" so every line starts after one (CMake's
    # REGEX REPLACE would match "^" again after each match).
    string(REGEX REPLACE "^\nLicense: [^\n]*" "" text "${text}")
    string(REPLACE "\n .\n" "\n\n" text "${text}")
    string(REPLACE "\n .\n" "\n\n" text "${text}")
    string(REPLACE "\n " "\n" text "${text}")
    string(STRIP "${text}" text)
    # The "Files: *" paragraph (fields may start on the next line).
    string(REGEX MATCH "(^|\n)Files:[ \n]*\\*\n([^\n]+\n)+" files "${all}")
    string(REGEX MATCH "\nCopyright:[^\n]*\n?( [^\n]*\n)*" copyright "${files}")
    string(REGEX REPLACE "^\nCopyright:[ \n]*" "" copyright "${copyright}")
    string(REGEX REPLACE "\n[ ]+" "\n" copyright "${copyright}")
    string(STRIP "${copyright}" copyright)
    if(copyright STREQUAL "")
      message(FATAL_ERROR "notices: no Copyright field for 'Files: *' in ${file}")
    endif()
    set(${out_text} "${text}" PARENT_SCOPE)
    set(${out_copyright} "Copyright ${copyright}" PARENT_SCOPE)
  endfunction()

  function(_read file out)
    if(NOT EXISTS "${file}")
      message(FATAL_ERROR "notices: ${file} not found (run ./emsdk-setup.sh)")
    endif()
    file(READ "${file}" text)
    string(REPLACE "\r" "" text "${text}")
    string(STRIP "${text}" text)
    set(${out} "${text}" PARENT_SCOPE)
  endfunction()

  string(REPLACE "," ";" parts "${PARTS}")
  set(index "")
  set(body "")
  foreach(part IN LISTS parts)
    set(src "${SOURCE_${part}}")
    if(NOT src STREQUAL "" AND NOT EXISTS "${src}")
      message(FATAL_ERROR "notices: the source of part '${part}' is missing: ${src} (run ./emsdk-setup.sh)")
    endif()
    if(part STREQUAL "sudoku")
      set(name "Sudoku (this program)")
      set(what "this program's own code")
      set(licence "MIT License")
      _read("${src}" text)
    elseif(part STREQUAL "imgui")
      set(name "Dear ImGui")
      set(what "the user interface library, https://github.com/ocornut/imgui")
      set(licence "MIT License")
      _read("${src}" text)
    elseif(part STREQUAL "sdl2")
      set(name "SDL2 (Simple DirectMedia Layer)")
      set(what "window, input and GL context, https://libsdl.org")
      set(licence "zlib License")
      _read("${src}" text)
    elseif(part STREQUAL "inter")
      set(name "Inter")
      set(what "the UI font (a subset of Inter Medium), https://github.com/rsms/inter")
      set(licence "SIL Open Font License 1.1")
      _debian_license("${src}" "OFL-1.1" ofl copyright)
      set(text "${copyright}\n\nThis Font Software is licensed under the SIL Open Font License, Version 1.1.\n\nSIL OPEN FONT LICENSE Version 1.1 - 26 February 2007\n\n${ofl}")
    elseif(part STREQUAL "json")
      set(name "JSON for Modern C++ (nlohmann-json)")
      set(what "saved games, https://github.com/nlohmann/json")
      set(licence "MIT License")
      _debian_license("${src}" "Expat" mit copyright)
      set(text "${copyright}\n\n${mit}")
    elseif(part STREQUAL "cli11")
      set(name "CLI11")
      set(what "command-line parsing, https://github.com/CLIUtils/CLI11")
      set(licence "BSD 3-Clause License")
      _debian_license("${src}" "BSD-3-clause" bsd copyright)
      set(text "${copyright}\n\n${bsd}")
    elseif(part STREQUAL "stb")
      set(name "stb_image and stb_image_write")
      set(what "reading JPEG and PNG pictures and writing PNG (sudoku scan), https://github.com/nothings/stb")
      set(licence "MIT License (or public domain, at the user's choice)")
      _debian_license("${src}" "Expat" mit copyright)
      set(text "${copyright}\n\n${mit}")
    elseif(part STREQUAL "exif")
      set(name "libexif")
      set(what "reading a photo's EXIF orientation (sudoku scan; linked as a shared library), https://libexif.github.io")
      set(licence "GNU Lesser General Public License 2.1 or later")
      _debian_license("${src}" "LGPL-2[.]1[+]" lgpl copyright)
      set(text "${copyright}\n\n${lgpl}")
    elseif(part STREQUAL "emscripten")
      set(name "Emscripten runtime and musl libc")
      set(what "the JavaScript glue and C library compiled into the .js and .wasm files, https://emscripten.org, https://musl.libc.org")
      set(licence "MIT License")
      if(EXISTS "${EMSCRIPTEN_ROOT}/LICENSE")
        _read("${EMSCRIPTEN_ROOT}/LICENSE" emscripten)
      else()
        _debian_license("${src}" "Expat" mit copyright)
        set(emscripten "Emscripten: ${copyright}\n\n${mit}")
      endif()
      _read("${EMSCRIPTEN_ROOT}/system/lib/libc/musl/COPYRIGHT" musl)
      # The MIT licence block of musl's COPYRIGHT, between its two rules.
      string(REGEX MATCH "\n-+\n(.*)\n-+\n" musl_mit "${musl}")
      string(REGEX REPLACE "^\n-+\n|\n-+\n$" "" musl_mit "${musl_mit}")
      if(musl_mit STREQUAL "")
        message(FATAL_ERROR "notices: no licence block in ${EMSCRIPTEN_ROOT}/system/lib/libc/musl/COPYRIGHT")
      endif()
      set(text "${emscripten}\n\nmusl libc:\n\n${musl_mit}")
    elseif(part STREQUAL "puzzles")
      set(name "Puzzle collections")
      set(what "the puzzles the site serves")
      set(licence "see below")
      set(text [=[puzzles.txt (the app's new games) holds puzzles made by this program's
generator (`sudoku generate`), under this program's licence above, and
puzzles from the Sudoku Exchange puzzle bank (generated with QQWing, rated
with Sukaku Explainer), which its publishers placed in the public domain.
practice.txt (the practice bank) holds only puzzles made by this program's
generator (`sudoku generate --technique`), under this program's licence.

bench-17_clue.txt, bench-top1465.txt and bench-forum_hardest_1905.txt (read
only by the solver benchmark page, bench.html) are 300-puzzle slices of
public benchmark lists, credited here to their compilers:
  - 17_clue: the collection of 17-clue puzzles by Gordon Royle (University
    of Western Australia), as distributed with the tdoku benchmarks
    (https://github.com/t-dillon/tdoku);
  - top1465: the "top 1465" list of hard puzzles (magictour.free.fr);
  - forum_hardest_1905: the "hardest" list of the New Sudoku Players' Forum
    (forum.enjoysudoku.com).]=])
    elseif(part STREQUAL "photos")
      set(name "Sudoku dataset (photos)")
      set(what "the photos the photo reader's digit classifier was trained on")
      set(licence "CC-BY-4.0")
      set(text [=[The photo reader's digit classifier (its weights, in the photo reader's
module) was trained on the training photos of the Sudoku dataset v2 and its
"mixed" version (the same puzzles filled in by hand), by Baptiste Wicht and
Jean Hennebert, https://github.com/wichtounet/sudoku_dataset, licensed
under the Creative Commons Attribution 4.0 International licence
(https://creativecommons.org/licenses/by/4.0/). The weights were made from
those photos (src/vision/train/train.py); no photo is shipped. Reference:
B. Wicht, J. Hennebert, "Camera-based Sudoku recognition with deep belief
network", SoCPaR 2014.]=])
    else()
      message(FATAL_ERROR "notices: unknown part '${part}'")
    endif()
    string(APPEND index "  - ${name}: ${licence}\n")
    string(APPEND body "\n${_rule}\n${name}\n${what}\nLicence: ${licence}\n${_rule}\n\n${text}\n")
  endforeach()

  file(WRITE "${OUTPUT}.tmp"
    "${TITLE}\n\n"
    "This is the licence of this program and the notices of everything it\n"
    "ships: each part's licence text follows, in the order of this list.\n\n"
    "${index}${body}")
  file(COPY_FILE "${OUTPUT}.tmp" "${OUTPUT}" ONLY_IF_DIFFERENT)
  file(REMOVE "${OUTPUT}.tmp")
  return()
endif()

set(SUDOKU_NOTICES_SCRIPT "${CMAKE_CURRENT_LIST_FILE}")
set(SUDOKU_INTER_COPYRIGHT "/usr/share/doc/fonts-inter/copyright" CACHE FILEPATH
    "Debian copyright file of the UI font (its licence goes into the notices)")
set(SUDOKU_JSON_COPYRIGHT "/usr/share/doc/nlohmann-json3-dev/copyright" CACHE FILEPATH
    "Debian copyright file of nlohmann-json")
set(SUDOKU_CLI11_COPYRIGHT "/usr/share/doc/libcli11-dev/copyright" CACHE FILEPATH "Debian copyright file of CLI11")
set(SUDOKU_STB_COPYRIGHT "/usr/share/doc/libstb-dev/copyright" CACHE FILEPATH "Debian copyright file of stb")
set(SUDOKU_EXIF_COPYRIGHT "/usr/share/doc/libexif-dev/copyright" CACHE FILEPATH "Debian copyright file of libexif")
set(SUDOKU_EMSCRIPTEN_COPYRIGHT "/usr/share/doc/emscripten/copyright" CACHE FILEPATH
    "Debian copyright file of Emscripten (used when its tree has no LICENSE)")

function(sudoku_notices output title)
  set(parts "")
  set(defines "")
  set(depends "${SUDOKU_NOTICES_SCRIPT}")
  foreach(part IN LISTS ARGN)
    if(part STREQUAL "sudoku")
      set(src "${PROJECT_SOURCE_DIR}/LICENSE")
    elseif(part STREQUAL "imgui")
      set(src "${SUDOKU_IMGUI_DIR}/LICENSE.txt")
    elseif(part STREQUAL "sdl2")
      set(src "${SUDOKU_SDL2_DIR}/share/licenses/SDL2/LICENSE.txt")
    elseif(part STREQUAL "inter")
      set(src "${SUDOKU_INTER_COPYRIGHT}")
    elseif(part STREQUAL "json")
      set(src "${SUDOKU_JSON_COPYRIGHT}")
    elseif(part STREQUAL "cli11")
      set(src "${SUDOKU_CLI11_COPYRIGHT}")
    elseif(part STREQUAL "stb")
      set(src "${SUDOKU_STB_COPYRIGHT}")
    elseif(part STREQUAL "exif")
      set(src "${SUDOKU_EXIF_COPYRIGHT}")
    elseif(part STREQUAL "emscripten")
      set(src "${SUDOKU_EMSCRIPTEN_COPYRIGHT}")
      list(APPEND defines "-DEMSCRIPTEN_ROOT=${EMSCRIPTEN_ROOT_PATH}")
    else()
      set(src "")
    endif()
    if(NOT src STREQUAL "")
      if(NOT EXISTS "${src}")
        message(FATAL_ERROR "notices: the licence of '${part}' is missing: ${src} (run ./emsdk-setup.sh)")
      endif()
      list(APPEND depends "${src}")
    endif()
    list(APPEND defines "-DSOURCE_${part}=${src}")
    string(APPEND parts ",${part}")
  endforeach()
  string(SUBSTRING "${parts}" 1 -1 parts)
  add_custom_command(OUTPUT "${output}"
    COMMAND "${CMAKE_COMMAND}" "-DOUTPUT=${output}" "-DTITLE=${title}" "-DPARTS=${parts}" ${defines}
            -P "${SUDOKU_NOTICES_SCRIPT}"
    DEPENDS ${depends}
    COMMENT "Gathering the licence notices into ${output}"
    VERBATIM)
endfunction()
