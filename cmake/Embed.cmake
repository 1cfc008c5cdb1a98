# Embedding files into the binary at build time.
#
# As a script (cmake -P): writes INPUT as a C++ byte array named SYMBOL into
# OUTPUT, with `extern` so the const array keeps external linkage:
#   cmake -DINPUT=f -DOUTPUT=f.cpp -DSYMBOL=name -P Embed.cmake
# As a module: sudoku_embed(target SYMBOL file) adds the generated source.
if(CMAKE_SCRIPT_MODE_FILE)
  file(READ "${INPUT}" hex HEX)
  string(LENGTH "${hex}" hex_len)
  math(EXPR size "${hex_len} / 2")
  string(REGEX REPLACE "([0-9a-f][0-9a-f])" "0x\\1," bytes "${hex}")
  string(REGEX REPLACE "(0x..,0x..,0x..,0x..,0x..,0x..,0x..,0x..,0x..,0x..,0x..,0x..,0x..,0x..,0x..,0x..,)" "\\1\n" bytes "${bytes}")
  file(WRITE "${OUTPUT}.tmp"
    "// Generated from ${INPUT} by cmake/Embed.cmake; do not edit.\n"
    "#include <cstddef>\n"
    "extern const unsigned char ${SYMBOL}[];\nextern const std::size_t ${SYMBOL}_size;\n"
    "const unsigned char ${SYMBOL}[] = {\n${bytes}0x00};\n"
    "const std::size_t ${SYMBOL}_size = ${size};\n")
  file(COPY_FILE "${OUTPUT}.tmp" "${OUTPUT}" ONLY_IF_DIFFERENT)
  file(REMOVE "${OUTPUT}.tmp")
  return()
endif()

set(SUDOKU_EMBED_SCRIPT "${CMAKE_CURRENT_LIST_FILE}")
function(sudoku_embed target symbol input)
  set(out "${CMAKE_CURRENT_BINARY_DIR}/embedded/${symbol}.cpp")
  add_custom_command(OUTPUT "${out}"
    COMMAND "${CMAKE_COMMAND}" -DINPUT=${input} -DOUTPUT=${out} -DSYMBOL=${symbol} -P "${SUDOKU_EMBED_SCRIPT}"
    DEPENDS "${input}" "${SUDOKU_EMBED_SCRIPT}"
    COMMENT "Embedding ${symbol}")
  target_sources(${target} PRIVATE "${out}")
endfunction()
