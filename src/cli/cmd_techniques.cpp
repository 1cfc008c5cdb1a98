// cmd_techniques.cpp - `sudoku techniques`: the technique table and the guide.
//
//   sudoku techniques               one line per technique:
//                                   key TAB name TAB tier TAB difficulty TAB yes|no
//                                   (the last: whether it can be practised,
//                                   `sudoku generate --technique KEY`)
//   sudoku techniques KEY           its guide entry (logic/guide.h)
//   sudoku techniques KEY --example its example board, which `sudoku hint`
//                                   reads back: an 81-character line or a
//                                   pencil-mark grid
// An unknown key is a usage error (exit 2) naming it.
#include <CLI/CLI.hpp>
#include <cstdio>
#include <memory>
#include <string>

#include "cli/commands.h"
#include "core/generator.h"
#include "core/logic/guide.h"

namespace sudoku::cli {

namespace {

struct TechniquesOptions {
  std::string key;
  bool example = false;
};

void run_techniques(const TechniquesOptions& o, CommandContext& ctx) {
  if (o.key.empty()) {
    if (o.example) {
      ctx.err << "sudoku techniques: --example needs a technique key, e.g. sudoku techniques x-wing --example\n";
      ctx.fail(kExitUsage);
      return;
    }
    for (int i = 0; i < logic::kTechniqueCount; ++i) {
      const auto t = static_cast<logic::Technique>(i);
      char difficulty[16];
      std::snprintf(difficulty, sizeof difficulty, "%.1f", logic::technique_difficulty(t));
      ctx.out << logic::technique_key(t) << '\t' << logic::technique_name(t) << '\t' << logic::technique_tier(t) << '\t'
              << difficulty << '\t' << (can_practise(t) ? "yes" : "no") << '\n';
    }
    return;
  }
  const std::optional<logic::Technique> t = logic::technique_by_key(o.key);
  if (!t) {
    ctx.err << "sudoku techniques: unknown technique '" << o.key
            << "' (run `sudoku techniques` for the keys, e.g. x-wing, skyscraper, ur1)\n";
    ctx.fail(kExitUsage);
    return;
  }
  const std::optional<logic::GuideEntry> entry = logic::guide_entry(*t);
  if (!entry) {
    ctx.err << "sudoku techniques: the guide has no entry for '" << o.key << "'\n";
    ctx.fail(kExitUsage);
    return;
  }
  if (o.example) {
    if (entry->example.empty()) {
      ctx.err << "sudoku techniques: the guide has no example board for '" << o.key << "' yet\n";
      ctx.fail(kExitPuzzle);
      return;
    }
    ctx.out << entry->example;
    if (!entry->example.empty() && entry->example.back() != '\n') ctx.out << '\n';
    return;
  }
  ctx.out << logic::guide_text(*t);
}

}  // namespace

void add_techniques_command(CLI::App& app, CommandContext& ctx) {
  auto opts = std::make_shared<TechniquesOptions>();
  CLI::App* sub = app.add_subcommand("techniques",
                                     "List the techniques (key, name, tier, difficulty, can be practised), or "
                                     "print one technique's guide entry or example board");
  sub->add_option("KEY", opts->key, "A technique's key as listed, e.g. x-wing: print its guide entry");
  sub->add_flag("--example", opts->example,
                "Print the technique's example board instead (`sudoku hint` gives that technique first)");
  sub->callback([opts, &ctx] { run_techniques(*opts, ctx); });
}

}  // namespace sudoku::cli
