# The CLI test cases (included by CMakeLists.txt). The tool runs in tests/data,
# so file arguments are names there; STDIN takes a full path.
# Expected solutions come from outside the solver: the Wikipedia "Sudoku"
# article's puzzle and its printed solution (format_wiki*.txt), and that
# solution with a deadly rectangle opened (format_two_solutions.txt: r4c6,
# r4c9, r5c6, r5c9 blank, so the only two solutions are the original and the
# one with 1 and 3 swapped in those cells, ALT_SOLUTION).
set(D "${SUDOKU_CLI_DATA}")
set(WIKI_SOLUTION "534678912672195348198342567859761423426853791713924856961537284287419635345286179")
set(ALT_SOLUTION "534678912672195348198342567859763421426851793713924856961537284287419635345286179")
set(CELL_HINT "\\(a cell is 1-9, or one of \\. 0 _ \\* for a blank\\)")

# ---- help, version, usage errors ----------------------------------------------
sudoku_cli_test(NAME "--version prints the project version" ARGS --version
  EXIT 0 STDOUT "^${PROJECT_VERSION}\n$" STDERR_EMPTY)
sudoku_cli_test(NAME "--licenses prints the licences and exits 0" ARGS --licenses
  EXIT 0 STDOUT "^sudoku \\(the command-line tool\\): its licence.*Copyright \\(c\\) 2026 the Sudoku authors" STDERR_EMPTY)
add_test(NAME "cli: --licenses carries the notice of everything the tool ships"
  COMMAND ${CMAKE_COMMAND} "-DSUDOKU=$<TARGET_FILE:sudoku>" -DKIND=cli -P "${PROJECT_SOURCE_DIR}/cmake/CheckNotices.cmake")
sudoku_cli_test(NAME "--help lists every subcommand" ARGS --help
  EXIT 0 STDOUT "solve.*check.*format.*bench" STDERR_EMPTY)
foreach(cmd solve check format bench)
  sudoku_cli_test(NAME "${cmd} --help prints its usage" ARGS ${cmd} --help
    EXIT 0 STDOUT "Usage: .*${cmd}" STDERR_EMPTY)
endforeach()
sudoku_cli_test(NAME "no subcommand is a usage error" ARGS ""
  EXIT 2 STDERR "A subcommand is required" STDOUT_LINES 0)
sudoku_cli_test(NAME "an unknown subcommand is a usage error" ARGS frobnicate
  EXIT 2 STDERR "frobnicate")
sudoku_cli_test(NAME "an unknown option is a usage error" ARGS solve --frobnicate format_wiki.txt
  EXIT 2 STDERR "--frobnicate" STDOUT_LINES 0)
sudoku_cli_test(NAME "solve --limit needs --count" ARGS solve --limit 3 format_wiki.txt
  EXIT 2 STDERR "--limit requires --count")
sudoku_cli_test(NAME "solve --all needs a positive number" ARGS solve --all 0 format_wiki.txt
  EXIT 2 STDERR "--all")
sudoku_cli_test(NAME "format --to rejects an unknown form" ARGS format --to xml format_wiki.txt
  EXIT 2 STDERR "--to")
sudoku_cli_test(NAME "bench --limit accepts only 1 or 2" ARGS bench --limit 3 corpus_top1465.txt
  EXIT 2 STDERR "--limit")
sudoku_cli_test(NAME "bench needs a file" ARGS bench
  EXIT 2 STDERR "FILE is required")

# ---- solve: inputs -------------------------------------------------------------
sudoku_cli_test(NAME "solve prints the solution of a file" ARGS solve format_wiki.txt
  EXIT 0 STDOUT_FILE "${D}/format_wiki_solution.txt" STDERR_EMPTY)
sudoku_cli_test(NAME "solve reads standard input without a file" ARGS solve STDIN "${D}/format_wiki.txt"
  EXIT 0 STDOUT_FILE "${D}/format_wiki_solution.txt" STDERR_EMPTY)
sudoku_cli_test(NAME "solve reads standard input for -" ARGS solve format_wiki.txt - STDIN "${D}/format_two_solutions.txt"
  EXIT 1 STDOUT "^${WIKI_SOLUTION}\nmultiple solutions \\(at least 2\\)\n$")
sudoku_cli_test(NAME "solve reads several files in order" ARGS solve format_wiki.txt format_mixed.txt format_wiki.txt
  EXIT 0 STDOUT "^(${WIKI_SOLUTION}\n)(${WIKI_SOLUTION}\n)(${WIKI_SOLUTION}\n)(${WIKI_SOLUTION}\n)(${WIKI_SOLUTION}\n)(${WIKI_SOLUTION}\n)(${WIKI_SOLUTION}\n)$"
  STDERR_EMPTY)
sudoku_cli_test(NAME "solve reads a HoDoKu pencil-mark grid" ARGS solve format_marks_hodoku.txt
  EXIT 0 STDOUT_FILE "${D}/format_wiki_solution.txt" STDERR_EMPTY)
sudoku_cli_test(NAME "solve reads a file of rated puzzles" ARGS solve corpus_se_rated.txt
  EXIT 0 STDOUT_LINES 100 STDOUT "^([1-9]+\n)+$" STDERR_EMPTY)

# ---- solve: outcomes and options ----------------------------------------------
sudoku_cli_test(NAME "solve --pretty prints the grid" ARGS solve --pretty format_wiki.txt
  EXIT 0 STDOUT_FILE "${D}/format_wiki_solution_pretty.txt" STDERR_EMPTY)
sudoku_cli_test(NAME "solve says no solution and exits 1" ARGS solve format_no_solution.txt
  EXIT 1 STDOUT "^no solution\n$" STDERR_EMPTY)
sudoku_cli_test(NAME "solve says multiple solutions and exits 1" ARGS solve format_two_solutions.txt
  EXIT 1 STDOUT "^multiple solutions \\(at least 2\\)\n$" STDERR_EMPTY)
sudoku_cli_test(NAME "solve names clashing givens and exits 1" ARGS solve format_conflict.txt
  EXIT 1 STDOUT "^invalid: r1c1 and r1c7 are both 5\n$" STDERR_EMPTY)
sudoku_cli_test(NAME "solve goes on after a bad puzzle" ARGS solve format_conflict.txt format_wiki.txt
  EXIT 1 STDOUT "^invalid: r1c1 and r1c7 are both 5\n${WIKI_SOLUTION}\n$")
sudoku_cli_test(NAME "solve --count counts one solution" ARGS solve --count format_wiki.txt
  EXIT 0 STDOUT "^1\n$" STDERR_EMPTY)
sudoku_cli_test(NAME "solve --count counts two solutions" ARGS solve --count format_two_solutions.txt
  EXIT 1 STDOUT "^2\n$")
sudoku_cli_test(NAME "solve --count stops at --limit" ARGS solve --count --limit 5 format_empty_grid.txt
  EXIT 1 STDOUT "^5\\+\n$")
sudoku_cli_test(NAME "solve --count says 0 for no solution" ARGS solve --count format_no_solution.txt
  EXIT 1 STDOUT "^0\n$")
sudoku_cli_test(NAME "solve --all lists both solutions" ARGS solve --all 5 format_two_solutions.txt
  EXIT 1 STDOUT "^(${WIKI_SOLUTION}\n${ALT_SOLUTION}|${ALT_SOLUTION}\n${WIKI_SOLUTION})\n$")
sudoku_cli_test(NAME "solve --all 1 lists one solution but exits 1 for two" ARGS solve --all 1 format_two_solutions.txt
  EXIT 1 STDOUT "^(${WIKI_SOLUTION}|${ALT_SOLUTION})\n$")
sudoku_cli_test(NAME "solve --all separates puzzles by a blank line" ARGS solve --all 3 format_wiki.txt format_no_solution.txt
  EXIT 1 STDOUT "^${WIKI_SOLUTION}\n\nno solution\n$")
sudoku_cli_test(NAME "solve --all lists a unique solution and exits 0" ARGS solve --all 3 format_wiki.txt
  EXIT 0 STDOUT "^${WIKI_SOLUTION}\n$")

# ---- read errors ---------------------------------------------------------------
sudoku_cli_test(NAME "a short line is a read error naming puzzle and line" ARGS solve format_short_line.txt
  EXIT 2 STDERR "^format_short_line.txt: puzzle 3 \\(line 12\\): 79 cells, expected 81\n$"
  STDOUT "^${WIKI_SOLUTION}\n${WIKI_SOLUTION}\ninvalid: puzzle 3 \\(line 12\\): 79 cells, expected 81\n${WIKI_SOLUTION}\n$")
sudoku_cli_test(NAME "a stray character is a read error naming line and column" ARGS check format_bad_char.txt
  EXIT 2 STDERR "^format_bad_char.txt: puzzle 1 \\(line 7, column 3\\): unexpected 'q' ${CELL_HINT}\n$")
sudoku_cli_test(NAME "a collection's heading lines of a number and words are skipped, from a file or standard input"
  ARGS solve format_headed.txt - STDIN "${D}/format_headed.txt"
  EXIT 0 STDOUT "^${WIKI_SOLUTION}\n${WIKI_SOLUTION}\n$" STDERR_EMPTY)
sudoku_cli_test(NAME "sudokuwiki.org's 162-character board and its S9B link are read" ARGS solve format_sudokuwiki.txt
  EXIT 0 STDOUT "^${WIKI_SOLUTION}\n187423569492756138356189247539647821764218953218935674843592716975361482621874395\n$" STDERR_EMPTY)
sudoku_cli_test(NAME "a missing file is a read error" ARGS solve no_such_file.txt
  EXIT 2 STDERR "^no_such_file.txt: cannot open" STDOUT_LINES 0)
sudoku_cli_test(NAME "a path through a file names the file and why it cannot be opened" ARGS check format_wiki.txt/x
  EXIT 2 STDERR "^format_wiki.txt/x: cannot open \\(Not a directory\\)\n$" STDOUT_LINES 0)
sudoku_cli_test(NAME "a directory is named as one and reading goes on" ARGS solve . format_wiki.txt
  EXIT 2 STDERR "^\\.: is a directory\n$" STDOUT "^${WIKI_SOLUTION}\n$")
foreach(cmd solve check format)
  sudoku_cli_test(NAME "${cmd} names a directory argument" ARGS ${cmd} "${D}"
    EXIT 2 STDERR "^${D}: is a directory\n$" STDOUT_LINES 0)
endforeach()
sudoku_cli_test(NAME "a directory on standard input is a read error saying why" ARGS check STDIN "${D}"
  EXIT 2 STDERR "^<stdin>: read error \\(Is a directory\\)\n$" STDOUT_LINES 0)
if(EXISTS "/proc/self/mem")
  # Opens, but its first read fails (EIO): the one unreadable file even root has.
  sudoku_cli_test(NAME "a file whose reading fails names the file and why" ARGS solve format_wiki.txt /proc/self/mem
    EXIT 2 STDERR "^/proc/self/mem: read error \\(Input/output error\\)\n$" STDOUT "^${WIKI_SOLUTION}\n$")
endif()
sudoku_cli_test(NAME "empty standard input is a read error" ARGS solve
  EXIT 2 STDERR "^<stdin>: empty input\n$" STDOUT_LINES 0)
sudoku_cli_test(NAME "a read error beats a puzzle error in the exit code" ARGS solve format_no_solution.txt no_such_file.txt
  EXIT 2 STDOUT "^no solution\n$")

# ---- check -------------------------------------------------------------------
sudoku_cli_test(NAME "check reports each outcome" ARGS check format_wiki.txt format_no_solution.txt format_two_solutions.txt format_conflict.txt
  EXIT 1 STDOUT "^unique\nno solution\nmultiple solutions \\(at least 2\\)\ninvalid: r1c1 and r1c7 are both 5\n$" STDERR_EMPTY)
sudoku_cli_test(NAME "check exits 0 when every puzzle is unique" ARGS check corpus_17_clue.txt
  EXIT 0 STDOUT_LINES 500 STDOUT "^(unique\n)+$" STDERR_EMPTY)
sudoku_cli_test(NAME "check --quiet --summary counts outcomes" ARGS check --quiet --summary format_mixed.txt format_two_solutions.txt corpus_serg_multiple.txt
  EXIT 1 STDOUT "^106 puzzles: 5 unique, 0 no solution, 101 multiple solutions, 0 invalid, 0 unreadable\n$")

# ---- format ------------------------------------------------------------------
sudoku_cli_test(NAME "format --to line reads every form" ARGS format --to line format_mixed.txt
  EXIT 0 STDOUT_FILE "${D}/format_mixed_lines.txt" STDERR_EMPTY)
# The HoDoKu grid's one-digit groups are placed digits: the givens, and the
# cells the givens leave one candidate (r5c5, r5c6, r7c6..r7c9, r8c8..r8c9).
sudoku_cli_test(NAME "format writes lines by default, pencil marks as placed digits" ARGS format STDIN "${D}/format_marks_hodoku.txt"
  EXIT 0 STDOUT "^53\\.\\.7\\.\\.\\.\\.6\\.\\.195\\.\\.\\.\\.98\\.\\.\\.\\.6\\.8\\.\\.\\.6\\.\\.\\.34\\.\\.853\\.\\.17\\.\\.\\.2\\.\\.\\.6\\.6\\.\\.\\.7284\\.\\.\\.419\\.35\\.\\.\\.\\.8\\.\\.79\n$")
sudoku_cli_test(NAME "format --to grid writes the pretty grid" ARGS format --to grid format_wiki_solution.txt
  EXIT 0 STDOUT_FILE "${D}/format_wiki_solution_pretty.txt")
sudoku_cli_test(NAME "format round trip through grids" ARGS format --to grid format_mixed.txt PIPE format --to line
  EXIT 0 STDOUT_FILE "${D}/format_mixed_lines.txt")
sudoku_cli_test(NAME "format round trip through pencil marks" ARGS format --to pm corpus_top1465.txt PIPE format --to line
  EXIT 0 STDOUT_LINES 147 STDOUT "^([1-9.]+\n)+$")
sudoku_cli_test(NAME "pencil marks keep the solution" ARGS format --to pm format_two_solutions.txt format_wiki.txt PIPE solve --all 2
  EXIT 1 STDOUT "\n\n${WIKI_SOLUTION}\n$")
# The two-solution grid's marks with r4c6 narrowed to 1 (hand-edited from
# `format --to pm format_two_solutions.txt`): only the Wikipedia solution fits.
sudoku_cli_test(NAME "solve --all lists only the solutions the pencil marks allow" ARGS solve --all 5 format_two_solutions_narrowed_pm.txt
  EXIT 0 STDOUT "^${WIKI_SOLUTION}\n$")
sudoku_cli_test(NAME "format --to pm writes the HoDoKu example's marks" ARGS format --to pm format_marks_hodoku.txt PIPE format --to pm
  EXIT 0 STDOUT "^\\+-+\\+-+\\+-+\\+\n\\| 5 +3 +124 +\\| 26 ")
sudoku_cli_test(NAME "format reports read errors and exits 2" ARGS format format_short_line.txt
  EXIT 2 STDERR "puzzle 3 \\(line 12\\): 79 cells, expected 81" STDOUT_LINES 3)

# ---- bench ----------------------------------------------------------------------
sudoku_cli_test(NAME "bench runs on a file" ARGS bench --min-seconds 0.01 corpus_top1465.txt
  EXIT 0 STDOUT "corpus_top1465")
sudoku_cli_test(NAME "bench --csv prints a header" ARGS bench --csv --limit 2 --min-seconds 0.01 corpus_top1465.txt
  EXIT 0 STDOUT ",")

# ---- generate -------------------------------------------------------------------
# What each puzzle is (unique, at its level, symmetric, minimal) is checked by
# the unit tests; here the options, the output form, and that `rate` and
# `check` agree with what was asked.
set(LINE "[1-9.]+")
sudoku_cli_test(NAME "generate --help prints its usage" ARGS generate --help
  EXIT 0 STDOUT "Usage: .*generate.*--level.*--technique.*--symmetry.*--daily" STDERR_EMPTY)
sudoku_cli_test(NAME "generate prints one 81-character line per puzzle" ARGS generate --level easy -n 3 --seed 5
  EXIT 0 STDOUT_LINES 3 STDOUT "^(${LINE}\n)+$" STDERR_EMPTY)
sudoku_cli_test(NAME "generate --rate adds score, level and hardest technique" ARGS generate --level hard -n 2 --rate
  EXIT 0 STDOUT "^(${LINE} [0-9]\\.[0-9] Hard [a-z0-9+-]+\n)(${LINE} [0-9]\\.[0-9] Hard [a-z0-9+-]+\n)$" STDERR_EMPTY)
foreach(level Easy Medium Hard Expert)
  string(TOLOWER ${level} arg)
  sudoku_cli_test(NAME "generate --level ${arg}: rate says ${level}" ARGS generate --level ${arg} -n 3 --seed 11 --symmetry rot180
    PIPE rate EXIT 0 STDOUT "^(${LINE} [0-9]\\.[0-9] ${level} [a-z0-9+-]+\n)(${LINE} [0-9.]+ ${level} [a-z0-9+-]+\n)(${LINE} [0-9.]+ ${level} [a-z0-9+-]+\n)$")
endforeach()
sudoku_cli_test(NAME "generate --level extreme: rate says Extreme" ARGS generate --level EXTREME --seed 3
  PIPE rate EXIT 0 STDOUT "^${LINE} [0-9]+\\.[0-9] Extreme [a-z0-9+-]+\n$")
set(SINGLE "(Full House|Hidden Single|Naked Single)\t[^\n]*\n")
sudoku_cli_test(NAME "generate --technique: the steps are singles, then the technique" ARGS generate --technique skyscraper --seed 4
  PIPE steps EXIT 0 STDOUT "^(${SINGLE})+Skyscraper\t[^\n]*\n")
sudoku_cli_test(NAME "generate --technique --strict-tries 0: the steps meet the technique" ARGS generate --technique xy-chain --seed 2 --strict-tries 0
  PIPE steps EXIT 0 STDOUT "\nXY-Chain\t")
sudoku_cli_test(NAME "generate --strict-tries wants a whole number" ARGS generate --technique xy-chain --strict-tries -1
  EXIT 2 STDERR "--strict-tries: '-1' is not a whole number from 0 to 1,000,000,000" STDOUT_LINES 0)
sudoku_cli_test(NAME "generate --technique --rate adds the rating" ARGS generate --technique x-wing -n 2 --seed 6 --rate
  EXIT 0 STDOUT "^(${LINE} [0-9]\\.[0-9] [A-Z][a-z]+ [a-z0-9+-]+\n)(${LINE} [0-9]\\.[0-9] [A-Z][a-z]+ [a-z0-9+-]+\n)$" STDERR_EMPTY)
sudoku_cli_test(NAME "generate --minimal --symmetry: check finds every puzzle unique" ARGS generate --minimal --symmetry diagonal --level medium -n 3
  PIPE check EXIT 0)
sudoku_cli_test(NAME "generate --asymmetric still works" ARGS generate --asymmetric --level easy
  EXIT 0 STDOUT_LINES 1 STDERR_EMPTY)
sudoku_cli_test(NAME "generate --daily prints the puzzle of the day" ARGS generate --daily 2024-01-01 --rate
  EXIT 0 STDOUT "^${LINE} [0-9]\\.[0-9] Easy [a-z0-9+-]+\n$" STDERR_EMPTY)
sudoku_cli_test(NAME "generate names an unknown level" ARGS generate --level impossible
  EXIT 2 STDERR "unknown level 'impossible' \\(use easy, medium, hard, expert or extreme\\)" STDOUT_LINES 0)
sudoku_cli_test(NAME "generate names an unknown technique" ARGS generate --technique foo
  EXIT 2 STDERR "--technique: unknown technique 'foo'" STDOUT_LINES 0)
sudoku_cli_test(NAME "generate refuses a family for --technique" ARGS generate --technique hidden-single
  EXIT 2 STDERR "'hidden-single' names 2 techniques; give one" STDOUT_LINES 0)
sudoku_cli_test(NAME "generate refuses a technique with a level" ARGS generate --technique x-wing --level easy
  EXIT 2 STDERR "give a level or a technique to practise, not both" STDOUT_LINES 0)
sudoku_cli_test(NAME "generate refuses a technique only the rating uses" ARGS generate --technique nishio
  EXIT 2 STDERR "cannot practise 'nishio': only the rating uses it, never a hint" STDOUT_LINES 0)
sudoku_cli_test(NAME "generate names an unknown symmetry" ARGS generate --symmetry spiral
  EXIT 2 STDERR "unknown symmetry 'spiral' \\(use none, rot180, diagonal or mirror\\)" STDOUT_LINES 0)
sudoku_cli_test(NAME "generate refuses --asymmetric with a symmetry" ARGS generate --asymmetric --symmetry rot180
  EXIT 2 STDERR "--asymmetric contradicts --symmetry rot180" STDOUT_LINES 0)
sudoku_cli_test(NAME "generate --daily names a day the month lacks" ARGS generate --daily 2023-02-29
  EXIT 2 STDERR "--daily 2023-02-29: February 2023 has 28 days" STDOUT_LINES 0)
sudoku_cli_test(NAME "generate --daily wants YYYY-MM-DD" ARGS generate --daily 2023-2-3
  EXIT 2 STDERR "--daily: '2023-2-3' is not a date YYYY-MM-DD" STDOUT_LINES 0)
sudoku_cli_test(NAME "generate --daily takes no level" ARGS generate --daily 2024-01-01 --level easy
  EXIT 2 STDERR "excludes" STDOUT_LINES 0)
sudoku_cli_test(NAME "generate says when --max-tries runs out" ARGS generate --technique forcing-net --max-tries 2
  EXIT 1 STDERR "no forcing-net puzzle found in 2 attempts \\(raise --max-tries\\)" STDOUT_LINES 0)

sudoku_cli_test(NAME "bench ends with the peak memory" ARGS bench --min-seconds 0.01 corpus_top1465.txt
  EXIT 0 STDOUT "\\(limit 1\\)\npeak memory: [0-9]+\\.[0-9] MB \\(peak resident set\\)\n$" STDERR_EMPTY)
sudoku_cli_test(NAME "bench --csv ends each row with the peak memory in KB" ARGS bench --csv --min-seconds 0.01 corpus_top1465.txt
  EXIT 0 STDOUT "^file,puzzles,puzzles_per_s,us_per_puzzle,guesses_per_puzzle,peak_memory_kb\ncorpus_top1465\\.txt,147,[0-9.]+,[0-9.]+,[0-9.]+,[1-9][0-9]*\n$"
  STDERR_EMPTY)

# ---- progress bar (standard error, only when it is a terminal; SUDOKU_PROGRESS=1 forces it) ----
sudoku_cli_test(NAME "check --summary shows no progress when standard error is not a terminal"
  ARGS check --quiet --summary corpus_17_clue.txt
  EXIT 0 STDOUT "^500 puzzles: 500 unique, 0 no solution, 0 multiple solutions, 0 invalid, 0 unreadable\n$" STDERR_EMPTY)
sudoku_cli_test(NAME "check --summary draws a progress bar when asked"
  ARGS check --quiet --summary corpus_17_clue.txt
  EXIT 0 STDOUT "^500 puzzles: 500 unique, 0 no solution, 0 multiple solutions, 0 invalid, 0 unreadable\n$"
  STDERR "^\rcorpus_17_clue\\.txt \\[[#-]+\\] +[0-9]+%  [0-9,]+ puzzles")
sudoku_cli_test(NAME "bench draws a progress bar for each stage when asked"
  ARGS bench --min-seconds 0.01 corpus_top1465.txt
  EXIT 0 STDOUT "^corpus_top1465\\.txt: 147 puzzles, .*\npeak memory"
  STDERR "corpus_top1465\\.txt checking \\[.*corpus_top1465\\.txt timing \\[")
sudoku_cli_test(NAME "rate names no technique for a grid already solved" ARGS rate format_wiki_solution.txt
  EXIT 0 STDOUT "^534678912[0-9]+ 0\\.0 Easy solved\n$")
sudoku_cli_test(NAME "rate draws a progress bar when asked" ARGS rate format_wiki.txt
  EXIT 0 STDOUT "^53\\.\\.7.* [0-9]+\\.[0-9] [A-Za-z]+ [a-z-]+\n$" STDERR "^\rformat_wiki\\.txt \\[#+\\] 100%  1 puzzles")
sudoku_cli_test(NAME "logic-bench draws a progress bar per stage when asked" ARGS logic-bench --limit 2 corpus_se_rated.txt
  EXIT 0 STDERR "tiers 1-1 \\[.*tiers 1-4 \\[.*rated path \\[.*soundness \\[")
set_tests_properties(
  "cli: check --summary draws a progress bar when asked"
  "cli: bench draws a progress bar for each stage when asked"
  "cli: rate draws a progress bar when asked"
  "cli: logic-bench draws a progress bar per stage when asked"
  PROPERTIES ENVIRONMENT "SUDOKU_PROGRESS=1")

# ---- output that cannot be written, files that cannot be read, numbers out of range ----
# Through sh: the test redirects the tool's standard output itself.
if(UNIX AND EXISTS "/dev/full")
  add_test(NAME "cli: output to a full disk exits 2 with a message"
    COMMAND sh -c "\"$0\" solve format_wiki.txt > /dev/full; echo \"exit $?\"" "$<TARGET_FILE:sudoku>"
    WORKING_DIRECTORY "${D}")
  set_tests_properties("cli: output to a full disk exits 2 with a message" PROPERTIES
    PASS_REGULAR_EXPRESSION "sudoku: could not write the output \\(No space left on device\\)\nexit 2\n")
endif()
if(UNIX)
  add_test(NAME "cli: a closed standard output exits 2 with a message"
    COMMAND sh -c "\"$0\" generate --seed 5 >&-; echo \"exit $?\"" "$<TARGET_FILE:sudoku>"
    WORKING_DIRECTORY "${D}")
  set_tests_properties("cli: a closed standard output exits 2 with a message" PROPERTIES
    PASS_REGULAR_EXPRESSION "sudoku: could not write the output \\(Bad file descriptor\\)\nexit 2\n")
  # A reader that stops early (head): no message, as with SIGPIPE's default.
  add_test(NAME "cli: a reader that goes away early gets no message"
    COMMAND sh -c "\"$0\" format --to pm corpus_17_clue.txt 2> \"$1\" | head -c 10 > /dev/null; echo \"stderr [$(cat \"$1\")]\""
      "$<TARGET_FILE:sudoku>" "${CMAKE_CURRENT_BINARY_DIR}/early-reader.err"
    WORKING_DIRECTORY "${D}")
  set_tests_properties("cli: a reader that goes away early gets no message" PROPERTIES
    PASS_REGULAR_EXPRESSION "^stderr \\[\\]\n$")
endif()
sudoku_cli_test(NAME "logic-bench on a directory says so" ARGS logic-bench .
  EXIT 2 STDERR "^sudoku logic-bench: \\.: is a directory\n$" STDOUT_LINES 0)
sudoku_cli_test(NAME "logic-bench on a missing file says why" ARGS logic-bench no_such_file.txt
  EXIT 2 STDERR "^sudoku logic-bench: no_such_file.txt: cannot open \\(No such file or directory\\)\n$" STDOUT_LINES 0)
sudoku_cli_test(NAME "logic-bench on a file with no puzzles says so" ARGS logic-bench format_wiki_solution_pretty.txt
  EXIT 2 STDERR "no puzzles" STDOUT_LINES 0)
sudoku_cli_test(NAME "generate --seed refuses a negative seed in words" ARGS generate --seed -1
  EXIT 2 STDERR "--seed: '-1' is not a whole number from 0 to 18,446,744,073,709,551,615" STDOUT_LINES 0)
sudoku_cli_test(NAME "generate --seed refuses a seed past the largest" ARGS generate --seed 18446744073709551616
  EXIT 2 STDERR "is not a whole number from 0 to 18,446,744,073,709,551,615" STDOUT_LINES 0)
sudoku_cli_test(NAME "generate --seed with --count may not run past the largest seed"
  ARGS generate --seed 18446744073709551615 -n 2
  EXIT 2 STDERR "runs past the largest seed" STDOUT_LINES 0)
sudoku_cli_test(NAME "generate --count 0 is refused in words, not with a 300-digit bound" ARGS generate -n 0
  EXIT 2 STDERR "--count: '0' is not a whole number from 1 to 10,000,000\n" STDOUT_LINES 0)
sudoku_cli_test(NAME "bench --min-seconds is bounded" ARGS bench --min-seconds 1e9 corpus_top1465.txt
  EXIT 2 STDERR "--min-seconds: '1e9' is not a number of seconds from 0.001 to 3600" STDOUT_LINES 0)
sudoku_cli_test(NAME "bench --min-seconds 0 is refused in words" ARGS bench --min-seconds 0 corpus_top1465.txt
  EXIT 2 STDERR "'0' is not a number of seconds from 0.001 to 3600" STDOUT_LINES 0)

# ---- the app's puzzle collection ------------------------------------------------
add_test(NAME "cli: rate puts every puzzle of web/puzzles.txt at its line's level"
  COMMAND ${CMAKE_COMMAND} "-DSUDOKU=$<TARGET_FILE:sudoku>" "-DCOLLECTION=${PROJECT_SOURCE_DIR}/web/puzzles.txt"
    "-DWORK=${CMAKE_CURRENT_BINARY_DIR}/collection" -P "${CMAKE_CURRENT_SOURCE_DIR}/check_collection.cmake")

# ---- techniques: the table and the guide ------------------------------------
set(TAB "\t")
sudoku_cli_test(NAME "techniques lists key, name, tier, difficulty and whether it can be practised" ARGS techniques
  EXIT 0 STDOUT "^placed-digit${TAB}Placed Digit${TAB}1${TAB}0.0${TAB}no\nfull-house${TAB}Full House${TAB}1${TAB}1.0${TAB}no\n.*\nx-wing${TAB}X-Wing${TAB}3${TAB}3.2${TAB}yes\n.*\nforcing-net${TAB}Forcing Net \\(nested\\)${TAB}5${TAB}9.5${TAB}no\n"
  STDERR_EMPTY)
sudoku_cli_test(NAME "techniques KEY prints the guide entry" ARGS techniques x-wing
  EXIT 0 STDOUT "^X-Wing \\(tier 3, difficulty 3.2\\)\n\nWhat it is\n.*\n\nWhy it works\n.*\n\nHow to spot it\n" STDERR_EMPTY)
sudoku_cli_test(NAME "techniques names an unknown key" ARGS techniques x-wingz
  EXIT 2 STDERR "unknown technique 'x-wingz'" STDOUT_LINES 0)
sudoku_cli_test(NAME "techniques --example needs a key" ARGS techniques --example
  EXIT 2 STDERR "--example needs a technique key" STDOUT_LINES 0)
# "key:name" (the name as hint prints it, regex-quoted).
foreach(pair "full-house:Full House" "pointing:Locked Candidates Type 1 \\(Pointing\\)" "x-wing:X-Wing"
             "skyscraper:Skyscraper" "ur1:Uniqueness Test 1" "unique-loop:Unique Loop" "uvwxyz-wing:UVWXYZ-Wing"
             "tuvwxyz-wing:TUVWXYZ-Wing" "xy-chain:XY-Chain" "aic:AIC")
  string(REPLACE ":" ";" parts "${pair}")
  list(GET parts 0 key)
  list(GET parts 1 name)
  sudoku_cli_test(NAME "techniques ${key} --example: its first hint is that technique" ARGS techniques ${key} --example
    PIPE hint EXIT 0 STDOUT "^${name}${TAB}[^\n]*\n$" STDERR_EMPTY)
endforeach()

# ---- other programs' files ------------------------------------------------------
sudoku_cli_test(NAME "solve reads HoDoKu library lines, not their type and digit fields" ARGS solve format_hodoku_library.txt
  EXIT 0 STDOUT "^${WIKI_SOLUTION}\n${WIKI_SOLUTION}\n$" STDERR_EMPTY)
sudoku_cli_test(NAME "solve reads a SadMan .sdk file's puzzle and skips its saved state" ARGS solve format_sadman_state.sdk
  EXIT 0 STDOUT "^${WIKI_SOLUTION}\n$" STDERR_EMPTY)
