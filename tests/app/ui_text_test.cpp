// The UI's strings: the table's texts by id, and {name} filled in.
#include "app/model/ui_text.h"

#include <catch2/catch_test_macros.hpp>
#include <string>

#include "app/model/session.h"

namespace sudoku::app {

TEST_CASE("ui_text gives the table's text of an id", "[app]") {
  CHECK(std::string(ui_text(Ui::kToolUndo)) == "Undo");
  CHECK(std::string(ui_text(Ui::kMenuCopyPuzzle)) == "Copy puzzle (81 characters)");
}

TEST_CASE("ui_format fills in each {name} and leaves the rest of the text as written", "[app]") {
  CHECK(ui_format(ui_text(Ui::kFinishBest), {{"level", "Hard"}, {"best", "4:05"}, {"median", "5:10"}}) ==
        "Hard: best 4:05, median 5:10.");
  CHECK(ui_format(ui_text(Ui::kFinishHints), {{"mistakes", 0}, {"hints", 12}}) == "Hints 12, mistakes 0");
  // A value no {name} asks for is ignored; a {name} without a value stays.
  CHECK(ui_format(ui_text(Ui::kFinishNewGame), {{"level", "Expert"}, {"other", "x"}}) == "New Expert game");
  CHECK(ui_format(ui_text(Ui::kFinishNewGame), {}) == "New {level} game");
}

TEST_CASE("ui_format takes each kind of value, a part of a text and a negative number too", "[app]") {
  const std::string level = "Medium";
  const std::string_view part = std::string_view("Extreme and more").substr(0, 7);
  CHECK(ui_format(ui_text(Ui::kFinishNewGame), {{"level", level}}) == "New Medium game");
  CHECK(ui_format(ui_text(Ui::kFinishNewGame), {{"level", part}}) == "New Extreme game");
  CHECK(ui_format(ui_text(Ui::kFinishNewGame), {{"level", std::string("Hard")}}) == "New Hard game");
  CHECK(ui_format(ui_text(Ui::kFinishStreak), {{"streak", -3}, {"best", 2147483647}}) ==
        "Day streak -3 (best 2147483647)");
  // A value is put in as it is: a {name} inside it is not filled in again.
  CHECK(ui_format(ui_text(Ui::kErrIn), {{"what", "{problem}"}, {"problem", "x"}}) == "{problem}: x");
}

TEST_CASE("the levels' names come from the table", "[app]") {
  CHECK(level_name(0) == ui_text(Ui::kLevelEasy));
  CHECK(level_name(4) == "Extreme");
  CHECK(level_name(5).empty());
  CHECK(std::string(kLevelTexts[5]) == "Custom");
}

}  // namespace sudoku::app
