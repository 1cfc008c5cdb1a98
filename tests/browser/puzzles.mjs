// puzzles.mjs - the puzzles the browser tests share, each once, with where it
// comes from. A test file imports the ones it plays under its own names.

/// Wikipedia's example puzzle and its solution (independent of our solver).
export const WIKI_PUZZLE = '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';
export const WIKI_SOLUTION = '534678912672195348198342567859761423426853791713924856961537284287419635345286179';

/// A second puzzle to switch to, with one solution.
export const OTHER = '..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..';

/// A harder puzzle whose solve needs more than singles (top1465 #1).
export const HARD = '4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........';

/// forum_hardest_1905, rated 10.3 by this engine: its path has a dozen
/// forcing chains and starts with a nested forcing net
/// (tests/data/solver_forum_hardest_1905.txt).
export const HARDEST = '98.7..6..7.5.6..8...45.8...57.9...3...2..............735.6....8....1..6.......39.';

/// A board whose first hints, with no marks, need candidates.
export const NEEDS_CANDIDATES = '..7.9...6.8.1.5..763.........1.8...9.6.....8.8...5.6.........124..2.8.3.9...4.7..';

/// A solved grid with a deadly rectangle left open (r1c4, r1c5, r4c4, r4c5:
/// 6 and 7 either way round): two solutions, no logic can decide it.
export const TWO_SOLUTIONS = '534..8912672195348198342567859..1423426853791713924856961537284287419635345286179';
