# Every Emscripten setting of the project, one function per kind of target.
# Included only when building with Emscripten (emcmake / the `web` preset).

# Code that is not hot is optimised for size: the first download is what a
# player waits for.
function(sudoku_wasm_optimise_for_size target)
  target_compile_options(${target} PRIVATE $<$<CONFIG:Release>:-Oz>)
endfunction()

# Code that only the page's module links (ImGui, the app's model, views and
# platform): optimised for size and compiled for link-time optimisation, so
# that the page's link optimises it as one program, without RTTI or
# exceptions (the app uses neither: its JSON is read with the non-throwing
# parse; src/bench/README.md, "The web app in Chromium").
function(sudoku_wasm_page_code target)
  sudoku_wasm_optimise_for_size(${target})
  target_compile_options(${target} PRIVATE $<$<CONFIG:Release>:-flto> -fno-rtti -fno-exceptions)
endfunction()

# WebAssembly SIMD (the solver's vectorised steps; node 20 and Chromium run it).
function(sudoku_wasm_simd target)
  target_compile_options(${target} PRIVATE -msimd128)
endfunction()

# Settings shared by every module the project links.
# No eval or new Function in the JavaScript glue: the page's Content-Security-Policy
# allows no 'unsafe-eval' (index.html).
set(_sudoku_wasm_common -sALLOW_MEMORY_GROWTH=1 -sDISABLE_EXCEPTION_CATCHING=1 -sDYNAMIC_EXECUTION=0)

# The app: WebGL 2 only and no automatic WebGL extensions (the app uses WebGL
# 2 core only, and enabling every extension at context creation cost ~60 ms
# of start-up on a software renderer, measured in headless Chromium with
# SwiftShader); no file system, emmalloc, a small fixed stack. Glue the page
# does not need left out of its JavaScript: the fallback for browsers
# without TextDecoder (WebGL 2 browsers have it), deferred fullscreen and
# pointer-lock requests (the app makes none), GL_VERSION and extension
# strings rewritten into OpenGL ES form (ImGui asks GL_MAJOR_VERSION), errno
# set from JavaScript. Library code the page never reaches is wrapped
# (-Wl,--wrap) with the stand-ins in src/app/platform/ (imgui_*.cpp, sdl_*.cpp,
# no_fullscreen_pointer_lock.cpp), each of which says what it leaves out. The
# GL state ImGui's renderer saves every frame is answered in the page
# (gl_state_shadow.cpp: the same calls wrapped), not by the GPU process.
function(sudoku_wasm_app target)
  target_link_options(${target} PRIVATE $<$<CONFIG:Release>:-Oz -flto> ${_sudoku_wasm_common}
    -sMIN_WEBGL_VERSION=2 -sMAX_WEBGL_VERSION=2
    -sGL_SUPPORT_AUTOMATIC_ENABLE_EXTENSIONS=0 -sGL_SUPPORT_SIMPLE_ENABLE_EXTENSIONS=0
    -sENVIRONMENT=web -sMODULARIZE=0 -sMALLOC=emmalloc -sFILESYSTEM=0 -sSUPPORT_LONGJMP=0
    -sEXPORTED_RUNTIME_METHODS=[ccall,UTF8ToString] -sEXPORTED_FUNCTIONS=[_main,_malloc,_free]
    -sTOTAL_STACK=1048576 -sINITIAL_MEMORY=33554432 -sGL_TRACK_ERRORS=0
    -sTEXTDECODER=2 -sHTML5_SUPPORT_DEFERRING_USER_SENSITIVE_REQUESTS=0 -sGL_EMULATE_GLES_VERSION_STRING_FORMAT=0
    -sGL_EXTENSIONS_IN_PREFIXED_FORMAT=0 -sSUPPORT_ERRNO=0
    "-sINCOMING_MODULE_JS_API=[canvas,instantiateWasm,locateFile,print,printErr,onAbort,onRuntimeInitialized]"
    -Wl,--wrap=_ZN11ImFontAtlas14AddFontDefaultEPK12ImFontConfig
    -Wl,--wrap=_ZN5ImGui15TempInputScalarERK6ImRectjPKciPvS4_PKvS7_
    -Wl,--wrap=SDL_ConvertSurface -Wl,--wrap=SDL_ConvertSurfaceFormat
    -Wl,--wrap=SDL_GameControllerOpen -Wl,--wrap=SDL_GameControllerGetButton -Wl,--wrap=SDL_GameControllerGetAxis
    -Wl,--wrap=Emscripten_CreateWindowFramebuffer -Wl,--wrap=Emscripten_UpdateWindowFramebuffer
    -Wl,--wrap=Emscripten_DestroyWindowFramebuffer -Wl,--wrap=SDL_GestureAddTouch -Wl,--wrap=SDL_GestureDelTouch
    -Wl,--wrap=SDL_GestureProcessEvent -Wl,--wrap=SDL_GestureQuit
    -Wl,--wrap=emscripten_set_fullscreenchange_callback_on_thread -Wl,--wrap=emscripten_request_fullscreen_strategy
    -Wl,--wrap=emscripten_exit_fullscreen -Wl,--wrap=emscripten_set_pointerlockchange_callback_on_thread
    -Wl,--wrap=emscripten_request_pointerlock -Wl,--wrap=emscripten_exit_pointerlock
    -Wl,--wrap=emscripten_set_window_title -Wl,--wrap=emscripten_get_screen_size
    -Wl,--wrap=glGetIntegerv -Wl,--wrap=glScissor -Wl,--wrap=glBlendFunc -Wl,--wrap=glBlendFuncSeparate
    -Wl,--wrap=glBlendEquation -Wl,--wrap=glBlendEquationSeparate
    -sBINARYEN_EXTRA_PASSES=--converge)
endfunction()

# A program run by node with direct access to the host's files.
function(sudoku_wasm_node_program target)
  target_link_options(${target} PRIVATE ${_sudoku_wasm_common} -sNODERAWFS=1 -sEXIT_RUNTIME=1 -sENVIRONMENT=node)
endfunction()

# A module a page loads on demand: sudoku_wasm_web_module(target EXPORT_NAME
# <factory> FUNCTIONS <_c_function>... [RUNTIME <method>...] [ENVIRONMENT <env>]).
function(sudoku_wasm_web_module target)
  cmake_parse_arguments(M "" "EXPORT_NAME;ENVIRONMENT" "FUNCTIONS;RUNTIME" ${ARGN})
  if(NOT M_ENVIRONMENT)
    set(M_ENVIRONMENT web)
  endif()
  list(JOIN M_FUNCTIONS "," functions)
  list(JOIN M_RUNTIME "," runtime)
  target_link_options(${target} PRIVATE ${_sudoku_wasm_common} -sENVIRONMENT=${M_ENVIRONMENT} -sMODULARIZE=1
    -sEXPORT_NAME=${M_EXPORT_NAME} -sEXPORTED_FUNCTIONS=[${functions}] -sEXPORTED_RUNTIME_METHODS=[${runtime}])
endfunction()

# A module a Web Worker runs (the engine worker): no main, its message loop
# in `pre_js` (after cmake/worker_instantiate.pre.js, which fetches the
# module), the C functions it calls exported. The default malloc
# (dlmalloc) and stack: the logic engine allocates often and recurses.
#   sudoku_wasm_worker(<target> <pre_js> FUNCTIONS <_c_function>...)
function(sudoku_wasm_worker target pre_js)
  cmake_parse_arguments(M "" "" "FUNCTIONS" ${ARGN})
  list(JOIN M_FUNCTIONS "," functions)
  target_link_options(${target} PRIVATE $<$<CONFIG:Release>:-O3> ${_sudoku_wasm_common} -sENVIRONMENT=worker
    -sMODULARIZE=0 -sFILESYSTEM=0 -sSUPPORT_LONGJMP=0 --no-entry
    "--pre-js=${PROJECT_SOURCE_DIR}/cmake/worker_instantiate.pre.js" "--pre-js=${pre_js}"
    -sEXPORTED_FUNCTIONS=[${functions},_malloc,_free] -sEXPORTED_RUNTIME_METHODS=[])
  set_property(TARGET ${target} APPEND PROPERTY LINK_DEPENDS "${PROJECT_SOURCE_DIR}/cmake/worker_instantiate.pre.js" "${pre_js}")
endfunction()

# A Web Worker's module: the calling folder's main.cpp and worker.pre.js,
# written as OUTPUT.js and OUTPUT.wasm, compiled in the include-root layer
# LAYER against LIBRARY; FUNCTIONS are the C functions its script calls.
function(sudoku_worker_module target)
  cmake_parse_arguments(M "" "OUTPUT;LAYER;LIBRARY" "FUNCTIONS" ${ARGN})
  add_executable(${target} main.cpp)
  set_target_properties(${target} PROPERTIES OUTPUT_NAME "${M_OUTPUT}" SUFFIX ".js")
  sudoku_layer(${target} ${M_LAYER} PRIVATE)
  target_link_libraries(${target} PRIVATE ${M_LIBRARY})
  sudoku_target_defaults(${target})
  sudoku_wasm_worker(${target} "${CMAKE_CURRENT_SOURCE_DIR}/worker.pre.js" FUNCTIONS ${M_FUNCTIONS})
endfunction()

# The core in the browser: optimised for size, except the exact solver (the
# hot path of the benchmark and of every uniqueness check) and the logic
# engine's techniques, which keep the build's -O3. The logic engine runs only
# in the engine worker, which loads after the page's first frame: at -O3 it
# rates a path about twice as fast (the hardest puzzles' median 113 -> 48-85
# ms) for 29 KB gzip more in the worker's module. step.cpp (names, technique
# lists) is used by the page's module and stays small. (-Os must not appear
# on an -O3 file's command line at all: emcc then also turns off inlining,
# whatever -O flag comes after it.)
function(sudoku_wasm_core target sources)
  sudoku_wasm_simd(${target})
  list(FILTER sources EXCLUDE REGEX "/solver[^/]*\\.cpp$|/logic/(techniques|engine|trace|rating)[^/]*\\.cpp$")
  set_source_files_properties(${sources} PROPERTIES COMPILE_OPTIONS "$<$<CONFIG:Release>:-Os>")
endfunction()
