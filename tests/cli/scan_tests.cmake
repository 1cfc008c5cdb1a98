# `sudoku scan` cases (included by CMakeLists.txt). The pictures are in
# tests/data/scan (see its README for their origin); expected lines are the
# photos' own labels from the Sudoku dataset v2, not the tool's output.
set(SCAN_IMAGE1 "...7...8..9...31....68.5.7..2.6...49...2...5...8.4...7...9...3.37......61.5..4...")
set(SCAN_IMAGE113 "5.9....2.2...3...5...59.4..4.7..3.....84..7......8.14236517.28.89.6253.1.........")
# mixed_image165.jpg: a half-done puzzle, every empty cell filled in by hand;
# its labels: the printed givens (images/image165.dat) and the handwritten
# digits that mixed/image165.dat adds.
set(SCAN_MIXED165 "83...79......32....97.6......8...1..7263.8549..5...8......4.75....28......36...14")
set(SCAN_MIXED165_PLAYER "..245..616519..4874..8.132534.596.72....1....91.724.362691.3..8174..569358..792..")
# app_selected.png: the 21st puzzle of tests/data/corpus_top1465.txt drawn as
# an app shows it (src/bench/render_screenshots.py's render()).
set(SCAN_APP_SELECTED "12.4.........8...37....6...........8.....2.45..59...6..1...4.9..7....8..96..1..2.")
# no_frame.png: the 22nd puzzle of the same file, drawn without an outer frame.
set(SCAN_NO_FRAME "5.4....6.....21...3........27..9...8...5...3...........1....7.96..4...........2..")
# transparent.png: the 23rd puzzle of the same file, black on transparent
# pixels whose colour is black.
set(SCAN_TRANSPARENT ".2.41.....8...7.3..........7.5....6....18....3...........6..4.16....5.........2..")
# exif_sideways.jpg: the 24th puzzle of the same file without its last four
# givens (so it has several solutions and the reader's own turning, which
# looks for a turn with one solution, cannot right it), stored on its side
# with an EXIF Orientation of 6 (shown turned a quarter clockwise).
set(SCAN_EXIF_SIDEWAYS ".2.8....51.....93............84..2......1........6....61.....7...................")
# in_progress.png: the 25th puzzle of the same file, with 15 of its empty
# cells filled with their solution's digits in blue, as an app draws the
# digits a player typed.
set(SCAN_IN_PROGRESS "52...6.........7.13...........4..8..6......5...........418.........3..2...87.....")
set(SCAN_IN_PROGRESS_PLAYER "..7....8...6....3.....8...2....5.....8...1....5...8...9......7...5.....8.........")
# app_pencil_marks.png: the same puzzle in this app's screenshot, every
# empty cell's candidates pencilled and each 5 among them highlighted.
set(SCAN_APP_PENCIL "52...6.........7.13...........4..8..6......5...........418.........3..2...87.....")
# Its r5c8 (a 3) the classifier takes for handwriting more than for print.
set(SCAN_IMAGE72 ".719.2.5.......79...9.67....28......94.....31......52....65.3...15.......6.3.198.")
set(SCAN_IMAGE24 ".....9...2...83.45.78.....31..8.793..895............7....964...427..8.69......184")

sudoku_cli_test(NAME "scan --help prints its usage" ARGS scan --help
  EXIT 0 STDOUT "Usage: .*scan.*--debug" STDERR_EMPTY)
sudoku_cli_test(NAME "scan needs a picture" ARGS scan
  EXIT 2 STDERR "IMAGE is required" STDOUT_LINES 0)
sudoku_cli_test(NAME "scan reads a photo of a newspaper puzzle" ARGS scan scan/image1.jpg
  EXIT 0 STDOUT "^${SCAN_IMAGE1}\n$" STDERR_EMPTY)
sudoku_cli_test(NAME "scan prints one line per picture, in order" ARGS scan scan/image113.jpg scan/image24.jpg scan/image1.jpg
  EXIT 0 STDOUT "^${SCAN_IMAGE113}\n${SCAN_IMAGE24}\n${SCAN_IMAGE1}\n$" STDERR_EMPTY)
string(REPLACE "." "[.]" SCAN_IMAGE72_EXACT "${SCAN_IMAGE72}")
sudoku_cli_test(NAME "scan reads a printed given taken half for handwriting as a given when nothing is handwritten" ARGS scan scan/image72.jpg
  EXIT 0 STDOUT "^${SCAN_IMAGE72_EXACT}\n$" STDERR_EMPTY)
sudoku_cli_test(NAME "scan reads a photo shown turned on a plain margin, as a screenshot of a chat shows one" ARGS scan scan/on_margin.jpg
  EXIT 0 STDOUT "^${SCAN_IMAGE1}\n$" STDERR_EMPTY)
sudoku_cli_test(NAME "scan exits 1 for a picture without a grid, and reads the others" ARGS scan scan/no_grid.png scan/image1.jpg
  EXIT 1 STDOUT "^${SCAN_IMAGE1}\n$" STDERR "scan/no_grid.png: no Sudoku grid found")
sudoku_cli_test(NAME "scan exits 2 for a file that is not a picture" ARGS scan scan/not_an_image.jpg scan/image1.jpg
  EXIT 2 STDOUT "^${SCAN_IMAGE1}\n$" STDERR "scan/not_an_image.jpg: not a JPEG or PNG picture")
sudoku_cli_test(NAME "scan exits 2 for a picture cut short" ARGS scan scan/truncated.jpg
  EXIT 2 STDOUT_LINES 0 STDERR "scan/truncated.jpg: .*cut short")
sudoku_cli_test(NAME "scan exits 2 for a missing file, and 2 beats 1" ARGS scan scan/no_such.jpg scan/no_grid.png
  EXIT 2 STDOUT_LINES 0 STDERR "scan/no_such.jpg: cannot read the file.*scan/no_grid.png: no Sudoku grid")
sudoku_cli_test(NAME "scan refuses a picture of too many pixels before decoding it" ARGS scan scan/huge_header.png
  EXIT 2 STDOUT_LINES 0 STDERR "scan/huge_header.png: the picture is too large to read \\(20000 x 20000 pixels")
sudoku_cli_test(NAME "scan says a PNG too large for the decoder is too large, and a damaged header damaged" ARGS scan scan/huge_header_60000.png scan/damaged_header.png
  EXIT 2 STDOUT_LINES 0
  STDERR "scan/huge_header_60000.png: the picture is too large to read \\(60000 x 60000 pixels.*scan/damaged_header.png: a PNG picture whose header is damaged")
sudoku_cli_test(NAME "scan --debug writes the straightened grid and still prints the line" ARGS scan scan/image1.jpg --debug "${CMAKE_CURRENT_BINARY_DIR}/scan-debug"
  EXIT 0 STDOUT "^${SCAN_IMAGE1}\n$" STDERR_EMPTY)
if(UNIX)
  # The text beside the picture: each inked cell's box, ink, reading and classes.
  add_test(NAME "cli: scan --debug writes what was read in each cell beside the picture"
    COMMAND sh -c "rm -rf \"$1\" && \"$0\" scan scan/image72.jpg --debug \"$1\" > /dev/null && cat \"$1/image72.txt\""
            "$<TARGET_FILE:sudoku>" "${CMAKE_CURRENT_BINARY_DIR}/scan-debug-text"
    WORKING_DIRECTORY "${D}")
  set_tests_properties("cli: scan --debug writes what was read in each cell beside the picture" PROPERTIES
    PASS_REGULAR_EXPRESSION "(^|\n)r1c2 x [0-9]+-[0-9]+ y [0-9]+-[0-9]+ ink [0-9]+ others [0-9]+: given 7 \\(1\\.00\\); printed 7 1\\.00\n.*(^|\n)r5c8 x [0-9]+-[0-9]+ y [0-9]+-[0-9]+ ink [0-9]+ others 0: given 3 \\(0\\.[0-9][0-9], doubtful\\); printed 3 0\\.[0-9][0-9] handwritten 3 0\\.[0-9][0-9]\n")
endif()
sudoku_cli_test(NAME "scan --debug into a folder that cannot be made exits 2" ARGS scan scan/image1.jpg --debug /proc/no/such/folder
  EXIT 2 STDOUT "^${SCAN_IMAGE1}\n$" STDERR "cannot write /proc/no/such/folder/image1.png")
# The half-done puzzle's lines matched exactly ('.' as itself, not any character).
string(REPLACE "." "[.]" SCAN_MIXED165_EXACT "${SCAN_MIXED165}")
string(REPLACE "." "[.]" SCAN_MIXED165_PLAYER_EXACT "${SCAN_MIXED165_PLAYER}")
sudoku_cli_test(NAME "scan reads a half-done puzzle's printed givens, its handwritten digits as blanks" ARGS scan scan/mixed_image165.jpg
  EXIT 0 STDOUT "^${SCAN_MIXED165_EXACT}\n$" STDERR_EMPTY)
sudoku_cli_test(NAME "scan --player prints the handwritten digits after the givens" ARGS scan --player scan/mixed_image165.jpg scan/image1.jpg
  EXIT 0 STDOUT "^${SCAN_MIXED165_EXACT} ${SCAN_MIXED165_PLAYER_EXACT}\n${SCAN_IMAGE1} [.]+\n$" STDERR_EMPTY)
string(REPLACE "." "[.]" SCAN_APP_SELECTED_EXACT "${SCAN_APP_SELECTED}")
sudoku_cli_test(NAME "scan reads an app's screenshot: selected cells, a highlighted row and box, pencil marks" ARGS scan scan/app_selected.png
  EXIT 0 STDOUT "^${SCAN_APP_SELECTED_EXACT}\n$" STDERR_EMPTY)
string(REPLACE "." "[.]" SCAN_NO_FRAME_EXACT "${SCAN_NO_FRAME}")
sudoku_cli_test(NAME "scan reads a grid drawn without an outer frame" ARGS scan scan/no_frame.png
  EXIT 0 STDOUT "^${SCAN_NO_FRAME_EXACT}\n$" STDERR_EMPTY)
string(REPLACE "." "[.]" SCAN_TRANSPARENT_EXACT "${SCAN_TRANSPARENT}")
sudoku_cli_test(NAME "scan reads a transparent PNG as on white paper" ARGS scan scan/transparent.png
  EXIT 0 STDOUT "^${SCAN_TRANSPARENT_EXACT}\n$" STDERR_EMPTY)
string(REPLACE "." "[.]" SCAN_EXIF_SIDEWAYS_EXACT "${SCAN_EXIF_SIDEWAYS}")
sudoku_cli_test(NAME "scan turns a JPEG as its EXIF orientation says before reading it" ARGS scan scan/exif_sideways.jpg
  EXIT 0 STDOUT "^${SCAN_EXIF_SIDEWAYS_EXACT}\n$" STDERR "scan/exif_sideways.jpg: the reading has several solutions")
sudoku_cli_test(NAME "scan says a grid too small to read surely is small" ARGS scan scan/tiny.png
  EXIT 0 STDOUT_LINES 1 STDERR "scan/tiny.png: the reading has .*scan/tiny.png: the grid is only 1[01][0-9] pixels across; .*a closer or larger picture reads better")
sudoku_cli_test(NAME "scan flips and turns a JPEG whose EXIF orientation is 7 (mirrored, on its side)" ARGS scan scan/exif_transverse.jpg
  EXIT 0 STDOUT "^${SCAN_EXIF_SIDEWAYS_EXACT}\n$" STDERR "scan/exif_transverse.jpg: the reading has several solutions")
string(REPLACE "." "[.]" SCAN_IN_PROGRESS_EXACT "${SCAN_IN_PROGRESS} ${SCAN_IN_PROGRESS_PLAYER}")
sudoku_cli_test(NAME "scan reads a game in progress: the digits typed in another colour are the player's, not givens" ARGS scan --player scan/in_progress.png
  EXIT 0 STDOUT "^${SCAN_IN_PROGRESS_EXACT}\n$" STDERR_EMPTY)
string(REPLACE "." "[.]" SCAN_APP_PENCIL_EXACT "${SCAN_APP_PENCIL}")
string(REPEAT "[.]" 81 SCAN_NO_PLAYER_EXACT)
sudoku_cli_test(NAME "scan --player reads an app's pencilled candidates, a highlighted one among them, as no player's digits" ARGS scan --player scan/app_pencil_marks.png
  EXIT 0 STDOUT "^${SCAN_APP_PENCIL_EXACT} ${SCAN_NO_PLAYER_EXACT}\n$" STDERR_EMPTY)
