# Where emsdk-setup.sh puts third-party sources and builds: a per-user cache
# outside the checkout, so a fresh clone reuses them.
if(DEFINED ENV{SUDOKU_DEPS_DIR})
  set(_deps "$ENV{SUDOKU_DEPS_DIR}")
elseif(DEFINED ENV{XDG_CACHE_HOME})
  set(_deps "$ENV{XDG_CACHE_HOME}/sudoku-deps")
else()
  set(_deps "$ENV{HOME}/.cache/sudoku-deps")
endif()
set(SUDOKU_DEPS_DIR "${_deps}" CACHE PATH "Third-party sources and builds (made by emsdk-setup.sh)")
# Catch2 v3 unpacked from Debian's package into the cache.
list(APPEND CMAKE_PREFIX_PATH "${SUDOKU_DEPS_DIR}/catch2/usr")

# nlohmann-json is header-only (Debian's nlohmann-json3-dev). Emscripten's
# toolchain hides the host's packages, and adding /usr/include would pull in
# the host's libc headers, so the web build sees only the library's own
# folder, through a private include directory.
function(sudoku_find_nlohmann_json)
  if(TARGET nlohmann_json::nlohmann_json)
    return()
  endif()
  if(NOT EMSCRIPTEN)
    find_package(nlohmann_json 3 REQUIRED)
    return()
  endif()
  find_path(NLOHMANN_JSON_DIR nlohmann/json.hpp PATHS /usr/include NO_CMAKE_FIND_ROOT_PATH REQUIRED)
  set(inc "${PROJECT_BINARY_DIR}/third_party_include")
  file(MAKE_DIRECTORY "${inc}")
  file(CREATE_LINK "${NLOHMANN_JSON_DIR}/nlohmann" "${inc}/nlohmann" SYMBOLIC)
  add_library(nlohmann_json::nlohmann_json INTERFACE IMPORTED GLOBAL)
  target_include_directories(nlohmann_json::nlohmann_json SYSTEM INTERFACE "${inc}")
endfunction()
