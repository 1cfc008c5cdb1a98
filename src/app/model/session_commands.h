// session_commands.h - the session's commands by name, for the page's DOM
// mirror (web/a11y.js, through the platform's sudoku_command export; any
// argument over Host::kMaxInputBytes is refused with a message), and a
// cheap fingerprint of what the automation snapshot reports.
//
// Every command a player gives with the mouse has a name here, so a
// keyboard or screen-reader player reaches all of it through real HTML
// buttons. Arguments are text (the page sends strings):
//
//   select | toggle_selected | extend_selection  <cell 0..80>
//   move <rows> <cols> [extend]       select_all     clear_selection
//   digit <0..9>    mark <1..9>    clear    undo    redo    fill_candidates
//   mode normal|pencil|corner|centre|colour    pause on|off    restart
//   answer yes|no   (the question of confirmation())   previous (game)
//   open_set_aside | copy_set_aside <index 0..2>   (a game set aside)
//   entry            (enter your own puzzle)   start   (play the entered one)
//   hint    hint_button    apply_hint    dismiss_hint
//   hint_list open|close               show_listed_hint <index>
//   menu_opened      new_game <0..4 | easy..extreme>
//   practise <technique key, e.g. x-wing>    practise_hint    daily
//   cancel_generation
//   copy_puzzle      copy_share_link [progress]      paste <text>
//   share_progress off|on   (the Menu's "Link with my progress")
//   read_photo       (open the page's photo reader)
//   page_card open|close   (a card of the page over the board: the photo reader's, the text box)
//   load_failed textbox|photo <why>   (that part of the page could not load)
//   photo_opened     (the photo reader opened: its last failure is not said)
//   photo <81 of 1-9 or .> [<81 of 0/1: doubtful>]   (the reader's reading)
//   player_digits <81 of 1-9 or .>   (the photo's handwritten digits, once played)
//   solve logic|search    solve_play    solve_step <+-n>    solve_seek <n>
//   solve_end        solve_close       solve_speed <events per second | max>
//   setting <name>=<value>    (a Settings field: true/false, theme
//                              light/dark, hint_techniques <list>)
//   dismiss_notice   preferences       (the system's preferences changed)
//   share_image      help open|close   about open|close   stats open|close
//   guide open|close|list   guide_page <technique key>   guide_step <+-n>
//   practise_guide   (the guide page's "Practise this technique")
//   finish close|new|share   (the finish panel)   continue_here   (another tab played)
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "app/model/session.h"

namespace sudoku::app {

/// Runs the command `name` with `argument` on `session`. Answers "" when it
/// was run (whether or not it changed anything, as with a key press), else
/// why not: "unknown command 'x'", "command 'digit': 'x' is not a digit
/// 0..9", or a setting's own error (an unknown technique list).
std::string run_command(Session& session, std::string_view name, std::string_view argument);

/// The names run_command knows, in the order of the table above.
std::vector<std::string_view> command_names();

/// A hash of everything Session::state_json reports except the view's
/// geometry and the frame times: equal fingerprints mean an equal snapshot.
/// Cheap (no JSON, no allocation beyond the hint's strings): the platform
/// computes it every frame and tells the page only when it changes.
std::uint64_t state_fingerprint(const Session& session);

}  // namespace sudoku::app
