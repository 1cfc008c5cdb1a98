// session_fixture.h - what the session tests share: a session on a memory
// host and a local engine, a host opened with a link, running frames until
// the engine has answered, the snapshot as JSON.
#pragma once

#include <catch2/catch_test_macros.hpp>
#include <nlohmann/json.hpp>
#include <string>
#include <string_view>
#include <utility>

#include "app/model/engine_link.h"
#include "app/model/session.h"
#include "core/format.h"
#include "core/generator.h"
#include "memory_host.h"

namespace sudoku::app::test {

/// A session with the host and the engine it runs on, for one test:
///
///   auto&& [host, engine, s] = SessionFixture(host_with_link(kPuzzle));
///   auto&& [host, engine, s] = SessionFixture<CountingLink>(host_with_link(kPuzzle));
///
/// The host given (a page's storage, its link) is the session's from its
/// start; the engine is a `Link` (a LocalLink unless named); the three live
/// as long as the names do.
template <class Link = LocalLink>
struct SessionFixture {
  MemoryHost host;
  Link engine;
  Session session;
  explicit SessionFixture(MemoryHost h = {}) : host(std::move(h)), session(host, engine) {}
  SessionFixture(const SessionFixture&) = delete;
  SessionFixture& operator=(const SessionFixture&) = delete;
};

/// A session and its engine on a host that outlives them (a page reloaded,
/// a host set up first):
///
///   auto&& [engine, s] = SessionOn(host);
struct SessionOn {
  LocalLink engine;
  Session session;
  explicit SessionOn(MemoryHost& host) : session(host, engine) {}
  SessionOn(const SessionOn&) = delete;
  SessionOn& operator=(const SessionOn&) = delete;
};

/// Two tabs of the app on one host (one storage): `a` opens first, then `b`,
/// which plays from then on while `a` follows (read-only once it hears of
/// it, see hear()):
///
///   auto&& [host, engine_a, engine_b, a, b] = TwoTabs(host_with_link(kPuzzle));
struct TwoTabs {
  MemoryHost host;
  LocalLink engine_a, engine_b;
  Session a, b;
  explicit TwoTabs(MemoryHost h = {}) : host(std::move(h)), a(host, engine_a), b(host, engine_b) {}
  TwoTabs(const TwoTabs&) = delete;
  TwoTabs& operator=(const TwoTabs&) = delete;
};

/// A player's move in `s`: `digit` typed into `cell`, then a frame, in
/// which the session saves the game (as another tab will hear).
inline void play_and_save(Session& s, int cell, int digit) {
  s.select(cell);
  s.input_digit(digit);
  s.update();
}

/// The browser's storage event: another tab wrote `key`, and `s` hears the
/// value the host's storage holds now.
inline void hear(Session& s, const MemoryHost& host, const std::string& key) {
  s.on_storage_changed(key, host.storage.at(key));
}

/// A host whose page was opened with a link to `puzzle`.
inline MemoryHost host_with_link(std::string_view puzzle) {
  MemoryHost host;
  host.fragment = std::string(puzzle);
  return host;
}

/// Runs frames until the engine has answered everything (at least one, at
/// most `frames`).
inline void settle(Session& s, EngineLink& engine, int frames = 10000) {
  for (int i = 0; i < frames && (engine.busy() || i == 0); ++i) s.update();
}

/// Asks for a hint and runs frames until the engine has answered; the hint
/// must be shown.
inline void request_hint_shown(Session& s, EngineLink& engine) {
  s.request_hint();
  settle(s, engine);
  REQUIRE(s.game().hint().shown());
}

/// The generator's practice puzzle for `t` made from `seed`, as a line.
inline std::string practice_puzzle(logic::Technique t, std::uint64_t seed) {
  GenerateOptions o;
  o.technique = t;
  o.seed = seed;
  const Generated made = generate(o);
  REQUIRE(made.status == GenerateStatus::kOk);
  return to_line(made.puzzle);
}

/// The session's automation snapshot (window.sudokuApp.state()).
inline nlohmann::json state(const Session& s) { return nlohmann::json::parse(s.state_json()); }

}  // namespace sudoku::app::test
