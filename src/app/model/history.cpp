#include "app/model/history.h"

#include <utility>

namespace sudoku::app {

namespace {
struct KindNames {
  ActionKind kind;
  const char* key;
};
constexpr KindNames kKindNames[kActionKinds] = {
    {ActionKind::kPlace, "place"},   {ActionKind::kClear, "clear"},         {ActionKind::kMark, "mark"},
    {ActionKind::kColour, "colour"}, {ActionKind::kFillCandidates, "fill"}, {ActionKind::kHint, "hint"},
    {ActionKind::kGiven, "given"},
};
}  // namespace

const char* action_key(ActionKind kind) {
  for (const auto& k : kKindNames) {
    if (k.kind == kind) return k.key;
  }
  return nullptr;
}

std::optional<ActionKind> action_kind_from_key(std::string_view key) {
  for (const auto& k : kKindNames) {
    if (key == k.key) return k.kind;
  }
  return std::nullopt;
}

void History::push(Action action) {
  if (action.changes.empty()) return;
  actions_.resize(position_);
  actions_.push_back(std::move(action));
  position_ = actions_.size();
}

const Action* History::undo() {
  if (!can_undo()) return nullptr;
  --position_;
  return &actions_[position_];
}

const Action* History::redo() {
  if (!can_redo()) return nullptr;
  return &actions_[position_++];
}

const Action* History::peek_undo() const { return can_undo() ? &actions_[position_ - 1] : nullptr; }
const Action* History::peek_redo() const { return can_redo() ? &actions_[position_] : nullptr; }

void History::clear() {
  actions_.clear();
  position_ = 0;
}

void History::assign(std::vector<Action> actions, std::size_t position) {
  actions_ = std::move(actions);
  position_ = position <= actions_.size() ? position : actions_.size();
}

}  // namespace sudoku::app
