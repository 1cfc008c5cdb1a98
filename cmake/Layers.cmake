# Include roots per layer, so an #include names its layer ("core/grid.h",
# "app/model/game.h") and a wrong-way include fails to compile.
#
# Each layer gets its own folder of symbolic links under the build tree
# (build/layers/<layer>/core -> src/core, build/layers/<layer>/app/model ->
# src/app/model, ...). A target sees the roots of what it links, and nothing
# else: sudoku_core's root holds only core/, so "app/model/game.h" cannot be
# found from the core; the model's root holds only app/model/, so the model
# cannot reach app/platform/.
#
#   sudoku_layer(<target> <path under src/> [PUBLIC|PRIVATE])
function(sudoku_layer target path)
  set(scope PUBLIC)
  if(ARGC GREATER 2)
    set(scope ${ARGV2})
  endif()
  string(MAKE_C_IDENTIFIER "${path}" id)
  set(root "${PROJECT_BINARY_DIR}/layers/${id}")
  get_filename_component(parent "${root}/${path}" DIRECTORY)
  file(MAKE_DIRECTORY "${parent}")
  if(NOT EXISTS "${root}/${path}")
    file(CREATE_LINK "${PROJECT_SOURCE_DIR}/src/${path}" "${root}/${path}" SYMBOLIC)
  endif()
  target_include_directories(${target} ${scope} "${root}")
endfunction()
