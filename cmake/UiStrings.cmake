# The UI's strings: one table (src/app/strings/en.tsv) read by the C++ and
# by the page's scripts.
#
# The table: one string a line, its id (lower case, digits and '_'), a tab,
# its English text; '#' starts a comment line, blank lines are skipped. A
# {name} in a text is filled in by the code (ui_format in C++, t(id, {name})
# in JavaScript). A translation is another table with the same ids.
#
#   sudoku_ui_strings(TABLE <tsv> HEADER <h> SCRIPT <js>)
# writes, at configure time (again whenever the table changes):
#  - HEADER: `enum class Ui` with one value per id (hint_close -> kHintClose)
#    and the texts as a constexpr array, read by ui_text(Ui);
#  - SCRIPT: window.sudokuText, the texts by id, for web/a11y.js.
#
#   sudoku_read_ui_strings(<tsv> <ids-var> <texts-var>)
# reads a table into two lists (the texts with ';' as "@SEMICOLON@");
# fails, naming the line, on a line it cannot read or an id given twice.

function(sudoku_read_ui_strings table ids_var texts_var)
  file(READ "${table}" content)
  # CMake lists split at ';' and pair up square brackets: keep both out.
  string(REPLACE ";" "@SEMICOLON@" content "${content}")
  string(REPLACE "[" "@LBRACKET@" content "${content}")
  string(REPLACE "]" "@RBRACKET@" content "${content}")
  string(REPLACE "\n" ";" lines "${content}")
  set(ids "")
  set(texts "")
  set(number 0)
  foreach(line IN LISTS lines)
    math(EXPR number "${number} + 1")
    if(line STREQUAL "" OR line MATCHES "^#")
      continue()
    endif()
    if(NOT line MATCHES "^([a-z][a-z0-9_]*)\t([^\t]+)$")
      message(FATAL_ERROR "${table}:${number}: expected an id (a-z, 0-9, _), one tab and a text; got: ${line}")
    endif()
    set(id "${CMAKE_MATCH_1}")
    set(text "${CMAKE_MATCH_2}")
    if(id IN_LIST ids)
      message(FATAL_ERROR "${table}:${number}: the id '${id}' is given twice")
    endif()
    list(APPEND ids "${id}")
    string(REPLACE "@LBRACKET@" "[" text "${text}")
    string(REPLACE "@RBRACKET@" "]" text "${text}")
    list(APPEND texts "${text}")
  endforeach()
  set(${ids_var} "${ids}" PARENT_SCOPE)
  set(${texts_var} "${texts}" PARENT_SCOPE)
endfunction()

# hint_close -> kHintClose
function(sudoku_ui_string_enum id out_var)
  string(REPLACE "_" ";" parts "${id}")
  set(name "k")
  foreach(part IN LISTS parts)
    string(SUBSTRING "${part}" 0 1 first)
    string(SUBSTRING "${part}" 1 -1 rest)
    string(TOUPPER "${first}" first)
    string(APPEND name "${first}${rest}")
  endforeach()
  set(${out_var} "${name}" PARENT_SCOPE)
endfunction()

function(sudoku_ui_strings)
  cmake_parse_arguments(arg "" "TABLE;HEADER;SCRIPT" "" ${ARGN})
  set_property(DIRECTORY APPEND PROPERTY CMAKE_CONFIGURE_DEPENDS "${arg_TABLE}" "${CMAKE_CURRENT_FUNCTION_LIST_FILE}")
  sudoku_read_ui_strings("${arg_TABLE}" ids texts)
  file(RELATIVE_PATH source "${PROJECT_SOURCE_DIR}" "${arg_TABLE}")
  set(enum "")
  set(array "")
  set(object "")
  list(LENGTH ids count)
  math(EXPR last "${count} - 1")
  foreach(i RANGE ${last})
    list(GET ids ${i} id)
    list(GET texts ${i} text)
    string(REPLACE "@SEMICOLON@" ";" text "${text}")
    # The same escapes for a C++ and a JavaScript string literal.
    string(REPLACE "\\" "\\\\" text "${text}")
    string(REPLACE "\"" "\\\"" text "${text}")
    sudoku_ui_string_enum("${id}" name)
    string(APPEND enum "  ${name},\n")
    string(APPEND array "    \"${text}\",\n")
    string(APPEND object "    ${id}: \"${text}\",\n")
  endforeach()
  set(header "// Generated from ${source} by cmake/UiStrings.cmake; do not edit.
#pragma once

#include <cstddef>

namespace sudoku::app {

/// The UI's strings, one per row of the table (its id hint_close is kHintClose).
enum class Ui : unsigned short {
${enum}};

inline constexpr std::size_t kUiStringCount = ${count};

/// The texts, in the order of Ui.
inline constexpr const char* kUiTexts[kUiStringCount] = {
${array}};

}  // namespace sudoku::app
")
  set(script "// ui-strings.js - the UI's strings by id (generated from ${source}
// by cmake/UiStrings.cmake; do not edit). web/a11y.js reads them through
// window.sudokuText.t(id, {name: value}), which fills in each {name}.
(function () {
  'use strict';
  const texts = Object.freeze({
${object}  });
  window.sudokuText = Object.freeze({
    texts,
    t: (id, values) => {
      const text = texts[id];
      if (text === undefined) throw new Error('ui-strings.js: no string ' + id);
      return values ? text.replace(/\\{([a-z_]+)\\}/g, (m, name) => (name in values ? String(values[name]) : m)) : text;
    },
  });
})();
")
  # Written only when changed, so nothing rebuilds for an unchanged table.
  foreach(out IN ITEMS HEADER SCRIPT)
    if(out STREQUAL "HEADER")
      set(content "${header}")
    else()
      set(content "${script}")
    endif()
    file(WRITE "${arg_${out}}.tmp" "${content}")
    file(COPY_FILE "${arg_${out}}.tmp" "${arg_${out}}" ONLY_IF_DIFFERENT)
    file(REMOVE "${arg_${out}}.tmp")
  endforeach()
endfunction()
