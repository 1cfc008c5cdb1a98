// guide.h - a guide to every technique: what its pattern is, why it works,
// how to spot it, and an example board.
//
// One entry per row of the technique table, found by the technique's key
// (technique_key), so the table of techniques stays the one place that says
// which techniques exist; a unit test checks that every row has an entry,
// that each text is at least 300 characters, and that each example's first
// hint (logic::next_step with every technique) is its technique.
//
// The text is plain prose for players: no notation beyond the one the hints
// use (r3c5, box 5, "the 7s"). The example is either an 81-character line
// (the givens, every candidate open) or a pencil-mark grid as
// to_pencil_marks writes it (format.h reads both); for the techniques only
// the rating uses, it is the example of the hint technique that finds the
// same deductions (`shown_by`).
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "core/logic/step.h"

namespace sudoku::logic {

/// One technique's page of the guide.
struct GuideEntry {
  /// The technique's key (technique_key).
  std::string_view key;
  /// What the pattern is: the cells and candidates that make it.
  std::string_view what;
  /// Why the deduction is sound.
  std::string_view why;
  /// How to look for it on a board.
  std::string_view spot;
  /// A board (see above) whose first hint is this technique, or, for a
  /// technique the hints do not use, the board of `shown_by`; empty where
  /// none has been found yet (the guide_test lists which).
  std::string_view example;
  /// For a technique only the rating uses: the key of the hint technique
  /// that finds the same deductions (its example is shown); empty otherwise.
  std::string_view shown_by = {};
};

/// The guide's entry for `t`, or nullopt for the kinds that are not
/// techniques (kCount and after).
std::optional<GuideEntry> guide_entry(Technique t);

/// The entry as text for a reader: the technique's name, tier and
/// difficulty on one line, then "What it is", "Why it works" and "How to
/// spot it", each a heading and a paragraph.
std::string guide_text(Technique t);

}  // namespace sudoku::logic
