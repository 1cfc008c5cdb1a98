// guide_file.h - the guide (logic/guide.h) as one text file, which the app
// fetches when a player first opens it (the site's guide.txt) so that its
// text is never part of the page's first load.
//
// Grammar: UTF-8 text, one technique per line, in the technique table's
// order; lines that are empty or start with '#' are comments. A technique's
// line has exactly ten fields separated by tabs:
//
//   key  name  tier  difficulty  practise  shown_by  what  why  spot  example
//
// tier is 1..5; difficulty a decimal such as "3.2"; practise "yes" or "no"
// (can_practise, generator.h); shown_by a key or empty (guide.h); what, why
// and spot the entry's paragraphs (no tabs or line breaks); example the
// example board with its line breaks written as '/'. The reader takes every
// byte as untrusted: a line that does not have this shape is skipped, and
// reading stops after kMaxGuideBytes.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace sudoku {

inline constexpr std::size_t kMaxGuideBytes = 512 * 1024;

/// One technique's page as the app shows it.
struct GuidePage {
  std::string key;
  std::string name;
  int tier = 0;
  std::string difficulty;  ///< as written, e.g. "3.2"
  bool practise = false;
  std::string shown_by;
  std::string what;
  std::string why;
  std::string spot;
  /// The example board with its line breaks restored (format.h reads it).
  std::string example;
};

/// The whole guide in the grammar above (every technique of the table).
std::string write_guide_file();

/// The pages of a guide file, in its order; malformed lines are skipped.
std::vector<GuidePage> read_guide_file(std::string_view text);

}  // namespace sudoku
