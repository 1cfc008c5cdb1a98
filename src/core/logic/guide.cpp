// guide.cpp - the guide's entries (see guide.h), one per technique key.
//
// Index: [SECTION] Tier 1, [SECTION] Tier 2, [SECTION] Tier 3,
// [SECTION] Tier 4, [SECTION] Tier 5, [SECTION] Rating only,
// [SECTION] Lookup.
#include "core/logic/guide.h"

#include <array>
#include <cstdio>

#include "core/logic/step.h"

namespace sudoku::logic {
namespace {

// Examples are boards found by the hints themselves: puzzles of the
// project's test collections and generated practice puzzles, taken just
// before their path's first step of the technique (as a pencil-mark grid
// where earlier steps had removed candidates).
constexpr GuideEntry kGuide[] = {
    // -------------------------------------------------------------------
    // [SECTION] Tier 1
    // -------------------------------------------------------------------
    {"placed-digit",
     "A placed digit still listed as a candidate somewhere in its own row, column or box. It is the bookkeeping "
     "rule behind every other step: once a digit is written into a cell, that digit can go nowhere else in the "
     "three units the cell belongs to.",
     "Each row, column and box holds every digit exactly once. A digit already placed in a unit has used up "
     "that unit's one place for it, so any pencil mark of the same digit among its twenty peers is false.",
     "After placing a digit, sweep its row, its column and its box and rub out that digit's pencil marks. The "
     "app does this for you when automatic pencil marks are on; with your own marks, a hint points out a mark "
     "you forgot.",
     R"(+-------------------+----------------+-------------------+
| 5    3     1245   | 26    7   2468 | 1489   1249  248  |
| 6    247   247    | 1     9   5    | 3478   234   2478 |
| 12   9     8      | 23    34  24   | 13457  6     247  |
+-------------------+----------------+-------------------+
| 8    125   1259   | 579   6   147  | 4579   2459  3    |
| 4    25    2569   | 8     5   3    | 579    259   1    |
| 7    15    1359   | 59    2   14   | 4589   459   6    |
+-------------------+----------------+-------------------+
| 139  6     134579 | 357   35  7    | 2      8     4    |
| 23   278   237    | 4     1   9    | 36     3     5    |
| 123  1245  12345  | 2356  8   26   | 1346   7     9    |
+-------------------+----------------+-------------------+
)"},
    {"full-house",
     "A row, column or box with exactly one empty cell left. Eight of its nine digits are placed, so the last "
     "cell takes the one digit that is missing.",
     "A unit must hold all nine digits. With eight placed there is only one digit still owed and only one "
     "cell to receive it, so no other choice is possible and nothing else on the board needs to be looked at.",
     "Look for a unit that is nearly full: count the empty cells of each row, column and box. Full houses "
     "appear mostly near the end of a puzzle, and each one you fill often leaves another unit with one gap.",
     "952416837436782915718539426384625179175943268269178354827364.9.69385..4.541297683"},
    {"hidden-single-box",
     "A digit that has only one possible cell left inside a box. The cell may still have other candidates, "
     "but the digit itself is hidden there: every other cell of the box is either filled or sees that digit in "
     "its row or column.",
     "The box must contain the digit somewhere. When the placed copies of that digit in the neighbouring rows "
     "and columns rule out every other empty cell of the box, the one cell left must hold it.",
     "Pick a digit and a box that lacks it. Follow the rows and columns of the digit's placed copies across "
     "the box: they cross off cells. If a single empty cell survives, place the digit. Scanning digit by digit "
     "is the quickest way to start any puzzle.",
     "95241683743678291571853942638462517917594326826917835482736..9.69385..4.541297683"},
    {"hidden-single-line",
     "A digit that has only one possible cell left in a row or a column. The other empty cells of the line "
     "are ruled out for that digit by copies of it in their columns (or rows) and boxes.",
     "The line must hold the digit once. Every other empty cell of the line already sees that digit in one "
     "of its other units, so it cannot take it, and the only cell remaining must.",
     "Choose a row or column with few empty cells and ask, for each missing digit, which of those cells could "
     "take it. Lines are harder to scan than boxes because the blocking digits are spread across three boxes, "
     "so try boxes first and lines next.",
     "..2.1.8..4.......57..5.9..6.846.517..........2.91.83.4.2.....9.....5......12.76.."},
    {"naked-single",
     "A cell with only one candidate left. Its row, column and box together already contain the eight other "
     "digits, so only one digit can be written there.",
     "A cell must hold some digit from 1 to 9, and a digit placed anywhere among its peers cannot be "
     "repeated. When eight digits are excluded that way, the ninth is the only value the cell can take.",
     "Look at cells in crowded areas, where a row, a column and a box cross many placed digits, and count "
     "the digits they see. With pencil marks, any cell showing a single small digit is a naked single.",
     "..2.1.8..4.......57..5.9..6.846.517.1........2.91.83.4.2.....9.....5......12.76.."},
    // -------------------------------------------------------------------
    // [SECTION] Tier 2
    // -------------------------------------------------------------------
    {"pointing",
     "Inside one box, every candidate of a digit lies in the same row (or the same column). The digit is "
     "locked into that line within the box, and it can be removed from the rest of that line outside the box.",
     "The box needs the digit once, and all its places are on one line, so whichever cell gets it, that line's "
     "digit is inside the box. The line holds each digit only once, so its cells in the other two boxes cannot "
     "have it.",
     "For each box, look at where a digit's pencil marks sit. If they form a short row or column segment of "
     "two or three cells, follow that line out of the box and cross the digit off there.",
     "..2.1.8..4.......57..5.9..63846.517.1........2.91783.4.2.....9.....5......12.76.."},
    {"claiming",
     "In one row (or column), every candidate of a digit lies inside the same box. The line claims the digit "
     "for that box, so the digit can be removed from the other cells of the box that are not on the line.",
     "The line needs the digit once and can only put it in the cells it shares with the box. Whichever of them "
     "takes it, the box has its copy on that line, so the box's other six cells cannot hold the digit.",
     "Scan a row or column for a digit whose marks all fall within one three-cell segment. Then look at the "
     "box that segment belongs to and remove the digit from its cells off the line.",
     "53.79...268.1.2.93..283.....459613.8..85.36..163.78.593...19....2.68..3.8..3.7..4"},
    {"naked-pair",
     "Two cells of one unit whose candidates are the same two digits and nothing else, for instance both "
     "showing 3 and 7. Those two digits can be removed from every other cell of that unit.",
     "Each of the two cells must take one of the two digits, so between them they use both. Whatever order "
     "they end up in, the 3 and the 7 of that unit are in these cells, and no other cell of the unit can hold "
     "either digit.",
     "Look for cells with exactly two pencil marks and find another cell with the same two in the same row, "
     "column or box. If the two cells share a box and a line, the elimination works in both units.",
     "47.318.52....25.145214.638.2.5..7431.3.142.65.145.382..5...419818765924394...1576"},
    {"hidden-pair",
     "Two digits that, within one unit, can only go in the same two cells. Those cells may show other "
     "candidates too, but they are hidden: the two digits own the two cells, so every other candidate in them "
     "can be removed.",
     "The unit needs both digits and offers each of them only these two cells. So one cell takes one digit and "
     "the other takes the other, and neither cell has room for any third digit.",
     "Count, for each digit missing from a unit, how many cells can take it. When two digits are each limited "
     "to the same two cells, clear the other pencil marks from those cells; this often turns them into a "
     "naked pair that helps elsewhere.",
     "...293......5.7......4.6...896321547143759628275648391781935264634872159952164783"},
    {"naked-triple",
     "Three cells of one unit whose candidates, taken together, are only three digits, for example 1 and 4, "
     "4 and 8, and 1 and 8. A cell need not show all three. Those digits can be removed from the unit's other "
     "cells.",
     "Three cells need three different digits and only three are available to them, so the three digits are "
     "used up by these cells. No other cell in the unit can take any of them.",
     "In a unit with several cells of two or three candidates, look for three whose marks combined make just "
     "three digits. Triples are easy to miss because no cell has to show all three digits.",
     "125374698346819..7798652314........3.1.....6.8.........37946.8.48.531.76..128743."},
    {"hidden-triple",
     "Three digits that, within one unit, can only go in the same three cells. The cells may show other "
     "digits too; those other candidates can be removed, leaving only the three digits there.",
     "The unit must place all three digits, and these three cells are the only ones offered to them. Three "
     "digits fill three cells, so the cells have no room left for anything else.",
     "For a unit, list where each missing digit can go. If three digits together use only three cells, wipe "
     "every other digit from those cells. They are rarer than pairs and show best when most cells of the unit "
     "are full of pencil marks.",
     R"(+----------------+----------------+--------------+
| 59    7    3   | 6    589   158 | 2    19   4  |
| 4     1    569 | 3    57    2   | 59   8    67 |
| 2     69   8   | 459  14    157 | 159  36   37 |
+----------------+----------------+--------------+
| 1     5    2   | 49   46    3   | 8    7    69 |
| 3     689  7   | 2    589   58  | 4    69   1  |
| 89    4    69  | 789  1689  178 | 3    2    5  |
+----------------+----------------+--------------+
| 5789  89   15  | 578  37    4   | 6    139  2  |
| 6     3    4   | 1    2     9   | 7    5    8  |
| 5789  2    159 | 578  358   6   | 19   4    39 |
+----------------+----------------+--------------+
)"},
    {"naked-quad",
     "Four cells of one unit whose candidates, together, are only four digits. Those four digits can be "
     "removed from the other cells of the unit.",
     "Four cells need four different digits and have only four to choose from, so those digits are all used "
     "within the four cells. Any other cell of the unit that shows one of them is wrong.",
     "Quads show in units with many empty cells. Look for four cells whose marks come from the same small set "
     "of four digits; a useful check is that the other empty cells of the unit then form a hidden set of the "
     "remaining digits.",
     R"(+----------------+--------------+-----------+
| 8    4   9     | 2   5    6   | 1   7  3  |
| 37   1   5     | 4   37   9   | 8   2  6  |
| 2    6   37    | 8   17   137 | 9   5  4  |
+----------------+--------------+-----------+
| 156  9   24    | 16  8    14  | 25  3  7  |
| 56   23  23468 | 36  379  47  | 25  1  89 |
| 13   7   38    | 5   139  2   | 6   4  89 |
+----------------+--------------+-----------+
| 4    35  13    | 9   6    15  | 7   8  2  |
| 9    25  12    | 7   4    8   | 3   6  15 |
| 67   8   67    | 13  2    135 | 4   9  15 |
+----------------+--------------+-----------+
)"},
    {"hidden-quad",
     "Four digits that, within one unit, can only go in the same four cells. The other candidates of those "
     "four cells can be removed.",
     "The unit needs all four digits and offers them only these four cells. Four digits use up four cells, "
     "so no other digit can sit in any of them.",
     "Hidden quads are hard to see directly. In a unit with many empty cells, note the cells each missing "
     "digit can use and look for four digits confined to four cells, or spot the complementary naked set among "
     "the other cells.",
     "4.3...67.7.....35.856...1.96328..4155876142939.....7863.512.8.72...4.5311..5.39.."},
    // -------------------------------------------------------------------
    // [SECTION] Tier 3
    // -------------------------------------------------------------------
    {"x-wing",
     "One digit in two rows, where in each of those rows it can only go in the same two columns. The four "
     "cells form a rectangle. The digit can be removed from the rest of those two columns. The same works with "
     "columns and rows swapped.",
     "Each of the two rows must place the digit in one of its two cells. Either it goes on one diagonal of "
     "the rectangle or on the other; both ways each of the two columns gets the digit in one of these rows. So "
     "those columns have their copy already and their other cells cannot take it.",
     "Pick a digit and look for rows where it has exactly two places. If two such rows have their places in "
     "the same two columns, you have an X-Wing. Try the same with columns.",
     "2.317.4894..3.8..18..4.2..57856.1.946..9..8.73927841569.85.761212.8.95735.721.948"},
    {"swordfish",
     "The X-Wing with three lines: one digit in three rows, where its candidates in those rows all fall into "
     "the same three columns. The digit can be removed from the rest of those three columns. Rows and columns "
     "may swap roles.",
     "The three rows must each place the digit, in three different columns, and all their places lie in the "
     "three columns. So the three columns get their copies from these rows and cannot take the digit "
     "anywhere else.",
     "Look at a digit with two or three places in several rows. If three of those rows use only three columns "
     "between them (not every row needs all three), remove the digit from the rest of those columns.",
     "23.8.1..6..5..61.3..1.9..8.31......9..41.963.9......17.2.93...11..6..3..5.3217.68"},
    {"xy-wing",
     "Three cells with two candidates each: a pivot XY and two pincers XZ and YZ, where each pincer sees the "
     "pivot. Z can be removed from every cell that sees both pincers.",
     "If the pivot is X, the pincer XZ must be Z. If the pivot is Y, the pincer YZ must be Z. The pivot is one "
     "or the other, so at least one pincer holds Z, and a cell that sees both pincers cannot.",
     "Start from a cell with two candidates and look among its peers for two other two-candidate cells, each "
     "sharing one digit with the pivot and sharing their other digit with each other. Then look where the two "
     "pincers' units cross.",
     ".8.63.9.....298.6469.41..38861952347259374816743186..99...63..252..41693..6.29.8."},
    {"xyz-wing",
     "Like the XY-Wing, but the pivot holds three candidates XYZ, and the pincers XZ and YZ both see it. Z can "
     "be removed from cells that see all three cells.",
     "Whatever the pivot becomes, Z lands in one of the three cells: if the pivot is X, one pincer is Z; if Y, "
     "the other is; and if the pivot is Z itself, Z is there. A cell seeing all three cannot be Z.",
     "Look for a three-candidate cell with two two-candidate cells among its peers that each repeat two of its "
     "digits and share the third. The cells that can lose Z are usually in the pivot's box, next to it.",
     ".9.....3.5.1.734.9.732..615...9.75....9.5.....573.4.9.935..12786187..354742.3.961"},
    {"ur1",
     "A Unique Rectangle of type 1: four cells at the corners of a rectangle spread over exactly two boxes, "
     "three of them showing only the same two candidates and the fourth showing those two and more. The two "
     "digits can be removed from the fourth cell.",
     "If the fourth cell also took one of the two digits, the four cells would hold the pair in a pattern "
     "that can be swapped, giving a second solution. A proper puzzle has only one solution, so the fourth "
     "cell must hold one of its other candidates.",
     "Look for two cells with the same pair in one box, and the same pair again in the same rows or columns in "
     "another box. This deduction relies on the puzzle having one solution, so it is used only then.",
     ".4.6.915..25417.686.13.5.4.4..2.15.9.5.9.481...97586.4..48.6..586.542.915.21.3486"},
    {"ur2",
     "A Unique Rectangle of type 2: four cells in two rows, two columns and two boxes, all showing the same "
     "two candidates; two of them on one side show exactly one extra candidate, the same digit in both. That "
     "extra digit can be removed from every cell that sees both of them.",
     "If neither of the two cells held the extra digit, all four would be left with the same pair, a "
     "swappable pattern that would give the puzzle two solutions. So one of them holds the extra digit, and "
     "any cell seeing both cannot.",
     "Look for a rectangle of a pair over two boxes where two corners in one row, column or box carry the same "
     "third candidate. Then remove that digit from their common peers.",
     R"(+--------------+----------+--------------+
| 3   8    5   | 7   1  2 | 6    4    9  |
| 9   167  167 | 3   5  4 | 27   128  28 |
| 2   147  147 | 6   9  8 | 357  13   35 |
+--------------+----------+--------------+
| 4   19   8   | 12  3  5 | 29   6    7  |
| 6   2    3   | 9   8  7 | 1    5    4  |
| 7   5    19  | 12  4  6 | 8    239  23 |
+--------------+----------+--------------+
| 58  67   67  | 4   2  3 | 59   89   1  |
| 58  49   49  | 58  7  1 | 23   23   6  |
| 1   3    2   | 58  6  9 | 4    7    58 |
+--------------+----------+--------------+
)"},
    {"ur4",
     "A Unique Rectangle of type 4: a rectangle of a pair over two boxes in which two corners on one side carry "
     "extra candidates, and one digit of the pair can only go in those two corners within their shared unit. "
     "The other digit of the pair can be removed from both corners.",
     "One of the two corners must take the locked digit. If either of them also took the other digit of the "
     "pair, the rectangle would end up with both digits in swappable positions, which a puzzle with one "
     "solution cannot have.",
     "After finding a rectangle of the same two candidates with two extra-laden corners side by side, check "
     "the row, column or box those corners share: if one of the pair's digits appears nowhere else there, the "
     "other digit goes.",
     ".8.63.9.....298.6469.41..38861952347259374816743186..991..63..252..41693..6.29.8."},
    {"ur3",
     "A Unique Rectangle of type 3: a rectangle of a pair over two boxes whose two extra-laden corners share a "
     "unit, and whose extra candidates form a naked set with other cells of that unit. The set's digits can "
     "be removed from the rest of the unit.",
     "At least one of the two corners must hold an extra digit, or the rectangle would allow two solutions. "
     "Together the two corners then act like one cell holding their extra digits, and with the other cells "
     "they lock those digits as a naked pair or triple does.",
     "When a rectangle's two roof corners carry extras, treat them as one cell showing only the extras and "
     "look for a naked pair or triple that includes it in their row, column or box.",
     "84..5.673.7.864.922.6.7.4......9..6.96.518.24.2..36...6.2.4.83.1346892577...2..46"},
    {"unique-loop",
     "A Unique Rectangle stretched into a closed loop of six, eight or more cells that all hold the same two "
     "candidates, each cell sharing a row, column or box with the next, and every row, column and box the "
     "loop enters holding exactly two of its cells. One or two cells carry extra candidates, and the same "
     "four types as for rectangles follow: the lone extra cell loses the pair (type 1), the shared extra "
     "digit leaves cells that see every extra cell (type 2), the extras form a naked set (type 3), or a loop "
     "digit locked in the two extra cells' unit removes the other digit from both (type 4).",
     "If every loop cell held only the two digits, they could be swapped all the way round the loop: each "
     "unit the loop touches holds two loop cells of opposite digits, so the swapped grid is still valid, and "
     "the puzzle would have two solutions. In a puzzle with one solution, the extra candidates cannot all be "
     "false, and each type draws its conclusion from that.",
     "Follow a two-digit pair from a cell that holds only that pair: jump to another cell with the pair in a "
     "different kind of unit each time (row, then column or box), and come back to the start after an even "
     "number of cells, never putting three loop cells in one unit. Then look at the loop's cells that hold "
     "more than the pair.",
     R"(+------------+----------------+-------------+
| 4   1   23 | 3569  56  7    | 269  8   26 |
| 23  7   5  | 369   8   36   | 269  4   1  |
| 6   8   9  | 1     2   4    | 7    3   5  |
+------------+----------------+-------------+
| 8   9   4  | 256   3   26   | 1    56  7  |
| 7   23  1  | 4     56  9    | 8    56  23 |
| 5   23  6  | 8     7   1    | 23   9   4  |
+------------+----------------+-------------+
| 23  4   7  | 236   9   5    | 36   1   8  |
| 9   5   28 | 236   1   2368 | 4    7   36 |
| 1   6   38 | 7     4   38   | 5    2   9  |
+------------+----------------+-------------+
)"},
    {"jellyfish",
     "The X-Wing with four lines: one digit confined, in four rows, to the same four columns (or the other way "
     "round). The digit can be removed from the rest of those four columns.",
     "Four rows must each place the digit, and all of their places lie in four columns, one copy per column. "
     "Those four columns therefore get their copies from these rows, and none of their other cells can take "
     "the digit.",
     "Jellyfish are rare and come late in hard puzzles. Pick a digit still open in many places and look for "
     "four rows whose candidates, all together, use only four columns, then check the same for columns.",
     R"(+---------------+--------------+------------------+
| 3     7    2  | 146  18  468 | 145   9     45   |
| 9     4    18 | 2    5   7   | 18    3     6    |
| 18    6    5  | 14   3   9   | 7     2     48   |
+---------------+--------------+------------------+
| 145   128  6  | 3    7   245 | 9     458   1458 |
| 1458  128  7  | 45   9   245 | 3     6     1458 |
| 45    9    3  | 8    6   1   | 2     45    7    |
+---------------+--------------+------------------+
| 6     15   4  | 9    18  3   | 58    7     2    |
| 7     158  9  | 156  2   568 | 4568  1458  3    |
| 2     3    18 | 7    4   568 | 56    15    9    |
+---------------+--------------+------------------+
)"},
    {"wxyz-wing",
     "Four cells, in a row or column and a box that cross, that together hold exactly four digits, where for "
     "every digit but one, Z, the cells holding it all see one another. Z can be removed from cells that see "
     "every cell of the pattern holding Z.",
     "Four cells with four digits between them form an almost locked set. Every digit except Z is restricted "
     "to cells that see each other, so at most one copy of each fits, and the count only works if Z lands in "
     "one of the pattern's cells. A cell that sees all of them cannot be Z.",
     "Look around a cell with several candidates for two-candidate cells in its row, column or box whose "
     "digits add up to four in total. Find the one digit the cells do not all see each other on, and its "
     "common peers.",
     ".58346.9..3.879.5.7.9.5.8.3621...3.549751368258362..199.2...5..8.....1.431..6.92."},
    {"vwxyz-wing",
     "Five cells that together hold exactly five digits; every digit but one, Z, sits only in cells that all "
     "see one another. Z can be removed from any cell that sees every cell of the pattern holding Z.",
     "Five cells need five different digits. The digits other than Z can each be used at most once, since "
     "their cells see each other, so Z must fill one of the cells. A cell that sees every place of Z in the "
     "pattern cannot hold Z.",
     "It is the big sibling of the WXYZ-Wing and is found the same way: a group of cells around one box and "
     "line crossing, five cells and five digits, with one digit whose places are not all in one unit.",
     "3416978528..435..16..281..3287563914594172..81368495274.8356.7996.718..57..924.86"},
    {"uvwxyz-wing",
     "Five cells of one row, column or box that hold six digits between them (an almost locked set), and "
     "one more cell outside them with just two candidates, X and Z, both among the six. Every cell of the "
     "five that holds X sees the two-candidate cell. Z can be removed from any cell that sees every Z of the "
     "five and the two-candidate cell.",
     "Five cells with six digits are one digit short of being locked. If the two-candidate cell is not X, it "
     "is Z; if it is X, no cell of the five can be X (they all see it), so the five hold the other five "
     "digits, Z among them. Either way Z is in the pattern, and a cell seeing all its places cannot be Z.",
     "Look in a unit with many open cells for five of them whose candidates add up to only six digits. Then "
     "find a two-candidate cell elsewhere that sees every copy of one of its digits in the five; its other "
     "digit is Z. Check the cells that see all the Z places.",
     R"(+----------------+-----------------+---------------+
| 3     57  47   | 1    469    269 | 257  26   8   |
| 467   9   2    | 45   456    8   | 3    1    67  |
| 8     56  1    | 7    3      26  | 25   9    4   |
+----------------+-----------------+---------------+
| 79    1   78   | 489  4789   3   | 6    5    2   |
| 5679  2   5678 | 589  15689  17  | 89   4    3   |
| 569   4   3    | 2    5689   69  | 89   7    1   |
+----------------+-----------------+---------------+
| 2     8   56   | 39   79     4   | 1    36   567 |
| 457   3   9    | 6    12     17  | 247  8    57  |
| 1     67  467  | 38   278    5   | 247  236  9   |
+----------------+-----------------+---------------+
)"},
    {"tuvwxyz-wing",
     "The largest of the wings: six cells of one row, column or box holding seven digits between them, and a "
     "cell outside them with two candidates, X and Z, both among the seven, where every X of the six sees "
     "that cell. Z can be removed from every cell that sees all the Zs of the pattern.",
     "Six cells with seven digits need all but one of those digits. If the two-candidate cell is X, X is shut "
     "out of the six, which then hold the other six digits, Z included; if it is not X, it is Z itself. So Z "
     "is somewhere in the pattern, and a cell that sees every place of Z in it cannot be Z.",
     "It is found like the UVWXYZ-Wing with one cell more: in a nearly empty row, column or box, take six "
     "cells that together miss only two digits, and look for a two-candidate cell outside that sees every "
     "copy of one of its digits among them.",
     R"(+----------------+-------------------+-------------+
| 27    9    5   | 17   13      8    | 23   4  6   |
| 67    3    1   | 567  4       2    | 59   8  79  |
| 4     8    267 | 56   3569    359  | 235  1  27  |
+----------------+-------------------+-------------+
| 1     7    3   | 9    28      6    | 24   5  248 |
| 258   25   9   | 3    7       4    | 1    6  28  |
| 28    6    4   | 58   258     1    | 7    9  3   |
+----------------+-------------------+-------------+
| 236   124  268 | 168  13689   39   | 469  7  5   |
| 3567  15   678 | 4    135689  3579 | 69   2  19  |
| 9     145  67  | 2    156     57   | 8    3  14  |
+----------------+-------------------+-------------+
)"},
    {"skyscraper",
     "One digit with exactly two places in each of two rows, where one end of each row is in the same column "
     "(the base) and the other ends are not (the tops). The digit can be removed from cells that see both "
     "tops. Columns may take the role of rows.",
     "The two base cells share a column, so at most one of them holds the digit. In the row whose base cell "
     "is empty of it, the top must hold the digit. So at least one top holds it, and a cell seeing both tops "
     "cannot.",
     "For a digit, mark the rows where it has just two places. Two such rows lined up in one column but not in "
     "the other make a skyscraper; look at the cells in the tops' boxes and lines that see both tops.",
     "78.15.43.9.34781..4.1.32.7.23.78.91.17.....836983152475.78.139484..937.1319.47.2."},
    {"2-string-kite",
     "One digit with exactly two places in a row and exactly two in a column, where one end of the row and one "
     "end of the column sit in the same box. The digit can be removed from the cell that sees both far ends.",
     "The two ends inside the box cannot both hold the digit. If the row's box end is empty of it, the row's "
     "far end holds it; if the column's box end is empty of it, the column's far end does. One far end holds "
     "the digit, so the cell seeing both does not.",
     "Pick a digit with two places in some row and two in some column. If one place of each falls in one box "
     "(in different cells), check the cell at the crossing of the other two ends' row and column.",
     "364217985571968324982...1762.71..5.861.8.274.4.8.7.2.17.....81212678.45.84.5216.7"},
    {"empty-rectangle",
     "In one box, a digit's candidates all lie on one row and one column of the box (an L or cross shape). "
     "Together with a column (or row) elsewhere where the digit has exactly two places, one of them in line "
     "with the box, it removes the digit from one cell.",
     "The box must put the digit on its row or its column. The outside line has two places: if the end in line "
     "with the box holds the digit, its far end does not and the box's line through it is cut, so the digit "
     "lands on the box's other line. Either way the target cell, seen by both, is empty of it.",
     "Look for a box where a digit's marks, apart from a cross of one row and one column, are gone. Then look "
     "for a line with two places of that digit that reaches the box's row or column.",
     "98.7.16..7......8...6.5....6....4..3.2.........95...6.1.76...5...891..7.......1.."},
    {"w-wing",
     "Two cells showing the same two candidates X and Y that do not see each other, joined by a line in which "
     "X can only go in two places, one seeing each cell. Y can be removed from cells that see both of the two "
     "cells.",
     "The line must place X in one of its two places. That cell's neighbour in the pattern then cannot be X and "
     "must be Y. So at least one of the two pair cells is Y, and a cell seeing both cannot be Y.",
     "Find two matching two-candidate cells far apart, then look for a row, column or box where one of their "
     "digits has exactly two places, one in a unit with each cell.",
     "6923481753572198644..567932..94.65.3..69.32....38.16..964132758.756.432.23.7.54.6"},
    {"remote-pair",
     "A chain of cells that all show the same two candidates, each seeing the next. Cells at an even distance "
     "along the chain take the same digit, cells at an odd distance the other. A cell that sees two chain cells "
     "of opposite parity loses both digits.",
     "Neighbouring chain cells see each other, so they cannot be equal, and with only two digits they "
     "alternate. Two chain cells an odd number of steps apart hold one digit each, so a cell seeing both sees "
     "both digits.",
     "Look for several two-candidate cells with the same pair, linked by rows, columns or boxes. Number them "
     "along the chain and look for a cell that sees an odd-numbered and an even-numbered one.",
     "642....3..59.364121.32.496.3.....5264916253..526378149.645932.1215..7.9393.1.2.54"},
    {"finned-x-wing",
     "An X-Wing with a fin: in one of the two rows the digit has extra places, all in one box with a corner of "
     "the rectangle. The digit can be removed from cells of the X-Wing's columns that also sit in the fin's "
     "box. With the corner missing it is called sashimi.",
     "Either a fin cell holds the digit, and then the rest of the fin's box cannot; or none does, and the "
     "pattern is a plain X-Wing that clears the columns. The cells that lie in both places lose the digit "
     "either way.",
     "When an X-Wing almost works but one row has an extra candidate or two next to a corner, look at the "
     "column cells of the rectangle in that same box: they are the ones to clear.",
     "98.7..6....5.9..7......4...8...7..3..57.....2..31......3..5..8....2..3.6.....14.."},
    {"finned-swordfish",
     "A Swordfish with a fin: one of the three base lines has extra places of the digit, all in the box of one "
     "of its pattern cells. Cover cells in that box lose the digit.",
     "If a fin cell holds the digit, its box's other cells do not. If none does, the three lines form a plain "
     "Swordfish, which clears its cover lines. A cell that is in the fin's box and on a cover line loses the "
     "digit in both cases.",
     "Look for a near-Swordfish where one row's extra candidates cluster in one box, then check the cells of "
     "that box on the three cover columns (or rows).",
     "....25.1...28.14..1..3.7.8242.5.63.8.3.....2...923.1..265...8317..1532.6.1.682..."},
    {"finned-jellyfish",
     "A Jellyfish with a fin: four base lines confine the digit to four cover lines, except for extra places in "
     "one box. The cells of the cover lines inside that box lose the digit.",
     "Either a fin holds the digit and its box is closed to other copies, or no fin does and the pattern is a "
     "full Jellyfish that clears the four cover lines. Only the cells in both regions are sure to lose it.",
     "These are rare. When you find four rows that nearly confine a digit to four columns, see whether the "
     "stray candidates all sit in one box together with a pattern cell.",
     R"(+---------------+----------------+-------------+
| 239  8    1   | 29   5     6   | 4    7  39  |
| 239  679  369 | 4    2789  89  | 239  5  1   |
| 5    79   4   | 279  3     1   | 29   8  6   |
+---------------+----------------+-------------+
| 6    1    38  | 237  27    4   | 5    9  78  |
| 4    2    89  | 6    79    5   | 38   1  378 |
| 39   5    7   | 1    89    389 | 6    2  4   |
+---------------+----------------+-------------+
| 8    369  69  | 5    1     39  | 7    4  2   |
| 1    39   2   | 389  4     7   | 89   6  5   |
| 7    4    5   | 89   6     2   | 1    3  89  |
+---------------+----------------+-------------+
)"},
    {"simple-colors",
     "Single-digit colouring: follow one digit's strong links (units where it has exactly two places) and "
     "colour the cells alternately in two colours. Either all cells of one colour hold the digit, or all of the "
     "other. A cell seeing both colours loses it; a colour that meets itself in one unit is false.",
     "In a strong link exactly one end holds the digit, so along a chain of them the two colours alternate "
     "between true and false, and one colour is wholly true. A cell that sees both colours sees the digit "
     "either way. If two cells of one colour share a unit, that colour cannot be the true one.",
     "Choose a digit with many two-place units. Colour one end blue and its partner green, and keep going. Then "
     "check for a cell that sees both colours, and for two cells of one colour in the same unit.",
     R"(+-------------+-------------+-----------------+
| 2    3   8  | 9  5    14  | 6     17    147 |
| 59   7   6  | 8  14   3   | 149   459   2   |
| 59   4   1  | 6  7    2   | 8     3     59  |
+-------------+-------------+-----------------+
| 67   5   3  | 4  169  8   | 179   2     179 |
| 146  12  9  | 7  26   15  | 3     145   8   |
| 147  8   27 | 3  129  159 | 479   6     459 |
+-------------+-------------+-----------------+
| 8    6   5  | 1  49   7   | 2     49    3   |
| 3    12  27 | 5  8    49  | 1479  1479  6   |
| 17   9   4  | 2  3    6   | 5     8     17  |
+-------------+-------------+-----------------+
)"},
    {"ur6",
     "A Unique Rectangle of type 6: a rectangle of a pair over two boxes in which two opposite corners (no "
     "row or column in common) carry extra candidates and the other two show only the pair, and in the "
     "rectangle's two rows and two columns one digit of the pair appears nowhere but in its four corners. "
     "That digit can be removed from the two corners with extras.",
     "Each of the two rows needs the digit in one of its two corners, and each of the two columns too, so "
     "the digit takes two opposite corners: the pair with extras or the pair without. On the corners with "
     "extras it would leave the other two corners only the pair's other digit, and the four cells would "
     "hold the pair in a swappable pattern: two solutions. So it takes the corners that show only the pair.",
     "After finding a rectangle whose two extra-laden corners sit on a diagonal, check the rectangle's rows "
     "and columns for one of the pair's digits: if it shows up in the four corners only, it goes from the "
     "two corners with extras.",
     R"(+---------------------+-----------------+-----------------+
| 5     89     89     | 6     1   3     | 47    247  27   |
| 16    2      16     | 45    47  457   | 9     8    3    |
| 3     47     47     | 89    2   89    | 1     6    5    |
+---------------------+-----------------+-----------------+
| 68    1      34568  | 458   9   45678 | 3578  27   278  |
| 289   4589   24589  | 3     47  14578 | 578   19   6    |
| 7     35689  35689  | 1258  56  12568 | 358   19   4    |
+---------------------+-----------------+-----------------+
| 169   3679   13679  | 149   8   1469  | 2     5    179  |
| 4     5689   12589  | 7     56  12569 | 68    3    189  |
| 1289  56789  125789 | 1259  3   12569 | 4678  47   1789 |
+---------------------+-----------------+-----------------+
)"},
    {"hidden-rectangle",
     "A Hidden Rectangle: four cells in two rows, two columns and two boxes, all showing the same two "
     "candidates, with one corner showing only the pair (or two opposite corners doing so). Look at the row "
     "and the column through the corner opposite it: if one digit of the pair appears in them only within "
     "the rectangle, the other digit of the pair can be removed from that opposite corner.",
     "Were the opposite corner the pair's other digit, the first digit would have to go in the rectangle's "
     "other cell of its row and the other cell of its column. The corner that shows only the pair sees both "
     "of those, so it would be the other digit too, and the four cells would hold the pair in a swappable "
     "pattern: two solutions.",
     "Start from a cell with only two candidates and look for the same pair in a rectangle over two boxes. "
     "Then check the row and column through the far corner for one digit of the pair: when it appears there "
     "only inside the rectangle (a strong link in each), the other digit leaves the far corner.",
     R"(+----------------+-----------------+----------------+
| 5     367  4   | 678   2     67  | 1   689   3689 |
| 189   67   189 | 4678  1467  3   | 5   68    2    |
| 2     36   18  | 5     16    9   | 7   4     368  |
+----------------+-----------------+----------------+
| 489   5    6   | 27    3     47  | 29  78    1    |
| 1489  189  7   | 26    5     16  | 29  3     48   |
| 14    2    3   | 9     8     147 | 6   5     47   |
+----------------+-----------------+----------------+
| 6     489  289 | 1     479   5   | 3   279   79   |
| 7     19   129 | 3     69    8   | 4   1269  5    |
| 3     149  5   | 467   4679  2   | 8   1679  679  |
+----------------+-----------------+----------------+
)"},
    {"bug+1",
     "Bivalue Universal Grave plus one: every empty cell shows exactly two candidates except one cell with "
     "three. That cell must take the digit that appears three times in its row, column and box.",
     "A board where every empty cell has two candidates and every digit appears twice in each unit has at "
     "least two solutions. The one cell with three candidates is the only way out: its digit that would "
     "otherwise break the 'twice per unit' count must be the one placed there.",
     "It shows late, when the board is full of pairs. If only one cell has three candidates, count each of its "
     "digits in its row: the one appearing three times is the answer. It relies on the puzzle having one "
     "solution.",
     "869..5.1.15398.26.472316859.16.9...5384752691.9563148.62154.97.537.6914.9481..5.6"},
    {"multi-colors",
     "Colouring with two chains of one digit: colour each chain of strong links (units where the digit has "
     "exactly two places) in two colours of its own, as for Simple Colors. In each chain one colour holds the "
     "digit. Type 1: a cell of one chain's colour sees a cell of the other chain's colour, so a cell seeing "
     "both of the two remaining colours loses the digit. Type 2: one colour sees both colours of the other "
     "chain, so every cell of that colour loses it.",
     "Two cells that see each other cannot both hold the digit, so two colours with such a pair are not both "
     "true; then in one of the chains the other colour is the true one, and a cell that sees a cell of each "
     "of those two other colours sees the digit either way. A colour that sees both colours of another chain "
     "would, if true, leave that chain with no true colour, which cannot be.",
     "After Simple Colors finds nothing on a digit, colour every chain of its strong links: say blue and green "
     "for one chain, orange and purple for the next. Look for a cell of one chain that sees a cell of another, "
     "then for a cell seeing the two colours left; and for one colour touching both colours of another chain.",
     R"(+---------------+------------+--------------+
| 238  89   29  | 6   4    1 | 39    7    5 |
| 36   369  7   | 8   2    5 | 1     39   4 |
| 5    1    4   | 9   7    3 | 28    28   6 |
+---------------+------------+--------------+
| 7    4    58  | 35  358  9 | 26    26   1 |
| 68   568  1   | 7   58   2 | 49    49   3 |
| 23   39   29  | 1   6    4 | 7     5    8 |
+---------------+------------+--------------+
| 9    58   3   | 2   1    6 | 458   48   7 |
| 1    2    568 | 4   35   7 | 3568  368  9 |
| 4    7    56  | 35  9    8 | 356   1    2 |
+---------------+------------+--------------+
)"},
    // -------------------------------------------------------------------
    // [SECTION] Tier 4
    // -------------------------------------------------------------------
    {"x-chain",
     "A chain on one digit that alternates strong links (a unit where the digit has exactly two places) and "
     "weak links (two cells that see each other), starting and ending with a strong link. A cell that sees both "
     "ends loses the digit.",
     "Along a strong link, if one end is not the digit, the other is. Following the chain, if the first end is "
     "not the digit then the last end is. So at least one of the two ends holds it, and any cell seeing both "
     "cannot.",
     "Skyscrapers, kites and empty rectangles are short X-Chains. For longer ones, draw a digit's two-place "
     "units as links and look for a path with an odd number of links, strong at both ends, whose ends share "
     "peers.",
     R"(+-----------------+---------------+--------------+
| 569  1      2   | 569  568  4   | 369  7   368 |
| 569  579    579 | 3    568  1   | 4    89  2   |
| 8    3      4   | 2    7    69  | 69   5   1   |
+-----------------+---------------+--------------+
| 59   25789  579 | 1    3    569 | 267  4   568 |
| 4    5789   6   | 89   2    59  | 379  1   358 |
| 1    2589   3   | 689  4    7   | 29   89  568 |
+-----------------+---------------+--------------+
| 3    59     59  | 4    1    2   | 8    6   7   |
| 2    6      1   | 7    9    8   | 5    3   4   |
| 7    4      8   | 56   56   3   | 1    2   9   |
+-----------------+---------------+--------------+
)"},
    {"xy-chain",
     "A chain of two-candidate cells, each seeing the next, where neighbouring cells share a digit and the "
     "chain starts and ends on the same digit Z. A cell that sees both ends loses Z.",
     "If the first cell is not Z it is its other digit, which forces the next cell to its other digit, and so "
     "on down the chain, until the last cell is Z. So one end is Z, and a cell seeing both cannot be.",
     "Start from a two-candidate cell with digit Z, hop through peers that share the digit you are leaving, "
     "and stop at a cell whose remaining digit is Z. An XY-Wing is the three-cell case.",
     "6291587347516349284837295615.......73...9...28.......6136972485978465213245381679"},
    {"aic",
     "An alternating inference chain: candidates linked alternately by strong links (one of the two must be "
     "true) and weak links (not both can be true), through cells and units and across digits. If it starts "
     "and ends with a strong link, any candidate that sees both ends is false.",
     "Walk the chain assuming the first candidate false: each strong link makes the next one true, each weak "
     "link the next one false, and so on to the end, which is then true. So one end is true. A candidate in "
     "conflict with both ends cannot be.",
     "AICs generalise X- and XY-Chains. Use cells with two candidates (two digits, one must be true) and units "
     "with two places of a digit as strong links, and search for a short chain whose ends see a common "
     "candidate.",
     "143582967678149532592367184216...7457896543214352718969.1.....836......98.......3"},
    {"als-xz",
     "Two almost locked sets (groups of N cells in one unit holding N+1 digits) that share a restricted common "
     "digit X, whose cells in the two sets all see each other. For another common digit Z, cells that see all "
     "Z cells of both sets lose Z.",
     "X can be in at most one of the two sets. The set without X is left with N digits for N cells, a locked "
     "set that must use Z. So Z is in one set or the other, and a cell seeing all their Z places is not Z.",
     "Look for two small groups of cells, each with one more digit than cells, such as a two-candidate cell and "
     "a pair of cells with three digits. Find their shared digits, one locked between them, the other to "
     "eliminate.",
     R"(+---------------+-------------+---------------+
| 2    156  689 | 7   4    15 | 19  568  3    |
| 159  4    569 | 2   8    3  | 7   16   569  |
| 18   7    3   | 9   6    15 | 4   2    58   |
+---------------+-------------+---------------+
| 6    8    1   | 4   3    9  | 5   7    2    |
| 4    2    59  | 8   157  67 | 19  3    69   |
| 3    59   7   | 56  15   2  | 8   169  4    |
+---------------+-------------+---------------+
| 59   3    2   | 1   579  8  | 6   4    79   |
| 189  16   4   | 3   579  67 | 2   59   5789 |
| 7    569  689 | 56  2    4  | 3   589  1    |
+---------------+-------------+---------------+
)"},
    {"als-xy-wing",
     "Three almost locked sets A, B and C: A and C share a restricted digit X, B and C share another restricted "
     "digit Y, and A and B both hold a digit Z. Cells that see every Z of A and B lose Z.",
     "C cannot hold both X and Y, since it has only one spare digit. If X is not in C, it is in A, locking A "
     "to its other digits including Z; if Y is not in C, the same holds for B. So A or B contains Z.",
     "It is an XY-Wing made of groups: C is the pivot, A and B the pincers. It shows in hard puzzles once "
     "subsets and wings are spent; start from a small pivot set and look for pincers sharing one digit with "
     "it.",
     R"(+----------------+------------------+--------------+
| 59    7    3   | 6     1589  158  | 2    19   4  |
| 4     1    569 | 3     579   2    | 59   8    67 |
| 2     69   8   | 459   1457  1457 | 159  36   37 |
+----------------+------------------+--------------+
| 1     5    2   | 49    46    3    | 8    7    69 |
| 3     689  7   | 2     589   58   | 4    69   1  |
| 89    4    69  | 789   1689  178  | 3    2    5  |
+----------------+------------------+--------------+
| 5789  89   159 | 4578  357   457  | 6    139  2  |
| 6     3    4   | 1     2     9    | 7    5    8  |
| 5789  2    159 | 578   358   6    | 19   4    39 |
+----------------+------------------+--------------+
)"},
    {"sue-de-coq",
     "Where a box meets a row (or column), two or three empty cells hold a set of digits that, with a cell set "
     "from the rest of the row and one from the rest of the box, forms two locked groups. Digits locked in the "
     "row part leave the rest of the row, those in the box part the rest of the box.",
     "The intersection cells need more digits than they have cells, and the extra ones must come from a "
     "two-candidate set in the line and one in the box that share nothing. Each side's digits are then used up "
     "in its unit.",
     "Look at a box-line intersection with two or three empty cells holding four or five digits. Find a cell in "
     "the line and a cell in the box, each with two of those digits, with no digit in common.",
     "3948567121..937645765142893.1.2.853.23.5149..5..3.9.......2.387..378...98...93..."},
    // -------------------------------------------------------------------
    // [SECTION] Tier 5
    // -------------------------------------------------------------------
    {"contradiction-chain",
     "Assume a candidate is true and follow what it forces: singles, and what each forced digit rules out. If "
     "the chain reaches an impossibility, a cell with no candidate left or a unit with nowhere for a digit, the "
     "assumption was false and the candidate is removed.",
     "A true candidate can never lead to a contradiction by sound steps, since the solution itself satisfies "
     "every rule. A candidate whose consequences break a rule therefore cannot be part of the solution.",
     "This is a last resort for very hard puzzles, after every pattern has failed. Pick a candidate in a "
     "crowded cell, follow its consequences carefully, and stop as soon as something breaks.",
     R"(+----------------+----------------+--------------+
| 3    4789  5   | 2489  6    478 | 1    27  289 |
| 29   6     78  | 3     5    1   | 29   4   78  |
| 249  4789  1   | 2489  249  478 | 3    5   6   |
+----------------+----------------+--------------+
| 149  5     349 | 12    7    346 | 246  8   234 |
| 6    78    38  | 5     24   9   | 24   37  1   |
| 14   2     347 | 146   8    346 | 56   9   357 |
+----------------+----------------+--------------+
| 7    49    2   | 469   1    5   | 8    36  349 |
| 8    3     6   | 7     49   2   | 459  1   459 |
| 5    1     49  | 4689  3    468 | 7    26  249 |
+----------------+----------------+--------------+
)"},
    {"cell-forcing-chain",
     "Take a cell with few candidates and follow each candidate in turn as if it were true. If every one of them "
     "forces the same result, a digit somewhere or a candidate removed, that result is true.",
     "The cell must hold one of its candidates. If each possibility leads to the same conclusion, the "
     "conclusion follows whichever is right, without knowing which one that is.",
     "Use it when nothing simpler works. Choose a two-candidate cell, follow both branches a few steps, and "
     "compare: a cell that gets the same digit, or loses the same candidate, on both sides is settled.",
     R"(+-------------------+---------------------+----------------------+
| 1     278    3    | 2457   258    6     | 2457    2478   9     |
| 4     5      789  | 1237   12389  1279  | 2367    23678  678   |
| 2689  26789  789  | 23457  23589  24579 | 23457   1      4578  |
+-------------------+---------------------+----------------------+
| 2389  1      489  | 246    7      249   | 346     5      468   |
| 359   3479   6    | 8      159    1459  | 1347    347    2     |
| 258   2478   4578 | 12456  1256   3     | 9       4678   14678 |
+-------------------+---------------------+----------------------+
| 356   346    2    | 9      1356   157   | 8       467    14567 |
| 7     3689   1589 | 12356  4      125   | 1256    269    156   |
| 569   469    1459 | 12567  1256   8     | 124567  24679  3     |
+-------------------+---------------------+----------------------+
)"},
    {"unit-forcing-chain",
     "Take a digit in a unit where it has few places and follow each place in turn as if it held the digit. If "
     "all of them force the same result, that result is true.",
     "The unit must place the digit in one of those cells. When every choice leads to the same conclusion, "
     "the conclusion holds whichever cell is right.",
     "Choose a unit where a digit has two or three places and follow each branch. Look for a candidate that is "
     "removed in every branch, or a cell given the same digit, and apply it.",
     R"(+------------------+----------------------+------------------------+
| 9    18     1234 | 7       6      128   | 5      234     1234    |
| 7    1346   1234 | 134     5      9     | 1346   8       2346    |
| 126  13468  5    | 1348    1238   12348 | 13469  34679   34679   |
+------------------+----------------------+------------------------+
| 4    5      6    | 139     1239   7     | 8      239     1239    |
| 3    7      12   | 189     4      128   | 169    2569    12569   |
| 12   9      8    | 6       123    5     | 7      234     134     |
+------------------+----------------------+------------------------+
| 156  2      1347 | 134589  13789  1348  | 3469   345679  345789  |
| 8    134    9    | 1345    137    6     | 2      3457    3457    |
| 56   346    347  | 2       3789   348   | 3469   1       3456789 |
+------------------+----------------------+------------------------+
)"},
    {"forcing-net",
     "A forcing chain whose branches grow into nets: each assumption is followed with every step it enables, "
     "including the consequences of several forced results together, until a contradiction or a common "
     "result is reached.",
     "The same reasoning as a forcing chain: a candidate whose consequences break a rule is false, and a "
     "result forced by every possibility is true. Nets only follow more consequences at once.",
     "Nets are for the hardest puzzles and are impractical by hand. The app offers them so that a hint always "
     "exists; when you meet one, the puzzle is beyond the usual patterns.",
     "98.7..6..7.5.......4..5....3..8..9......2..1......13.42...8..93.7....2....92...6."},
    // -------------------------------------------------------------------
    // [SECTION] Rating only
    // -------------------------------------------------------------------
    {"forcing-chain-cycle",
     "Sudoku Explainer's forcing chains and cycles: a chain of implications on one or more digits that, taken "
     "around a loop or from both values of a candidate, shows a candidate true or false. The rating uses it; "
     "the hints show the same deductions as AICs.",
     "If assuming a candidate true and assuming it false both lead to the same result, the result holds. A "
     "closed loop of alternating links fixes every weak link in it, so candidates that see both ends of a weak "
     "link can go.",
     "Hints never name it: the app shows these deductions as X-Chains, XY-Chains or AICs. It is listed so that "
     "a puzzle's rating, which follows Sudoku Explainer, can name its hardest step.",
     "", "aic"},
    {"direct-pointing",
     "Pointing used for one purpose only: to find a hidden single. Inside one box a digit can go only in cells "
     "of a single row (or column); in another box that the same line crosses, once the line's cells are ruled "
     "out, the digit has one cell left. The rating uses it; the hints show the pointing and then the single.",
     "Whichever of the first box's cells gets the digit, that row or column has its copy of the digit inside "
     "this box, so the digit cannot appear anywhere else along the line. The other box must still hold the "
     "digit, and only one of its cells is left for it.",
     "Look for a box where a digit's candidates sit in a line, follow the line into the neighbouring boxes of "
     "the same band or stack, and count the places left for the digit there. Sudoku Explainer rates it 1.7 "
     "because no candidate needs to be written: the line is only imagined blocked.",
     "", "pointing"},
    {"direct-claiming",
     "Claiming used to find a hidden single. In one row (or column) a digit can go only in cells that all lie "
     "in the same box; in another row (or column) through that box, with the box's cells ruled out, the digit "
     "has only one place left. The rating uses it; the hints show the claiming and then the single.",
     "The first line must get its digit somewhere in those cells, so the box's copy of the digit is in that "
     "line and the digit cannot go in the box's other lines. The parallel line still needs the digit, and "
     "only one of its cells outside the box can take it.",
     "Find a line where a digit is squeezed into one box, then check the parallel lines through that box for "
     "the digit having a single place outside it. Sudoku Explainer rates it 1.9, a little above Direct "
     "Pointing, because the blocked cells are a piece of a box, not of a line.",
     "", "claiming"},
    {"direct-hidden-pair",
     "A hidden pair that at once gives a hidden single: in a row, column or box two digits can each go only in "
     "the same two cells, and a third digit of that unit could go in one of those cells and in just one other. "
     "The rating uses it; the hints show the hidden pair and then the single.",
     "The two cells must hold exactly those two digits, one each, so no other digit can go in either of them. "
     "The third digit loses its place in the pair's cell, and the unit still needs it, so it goes in the one "
     "cell left for it.",
     "Look in a unit for two digits that have exactly two places, the same two; then look for a digit whose "
     "only other place in that unit is one cell. Sudoku Explainer rates it 2.0, below the naked single, "
     "because it places a digit without writing any candidates.",
     "", "hidden-pair"},
    {"direct-hidden-triple",
     "A hidden triple that at once gives a hidden single: in a row, column or box three digits can go only in "
     "the same three cells (each in two or three of them), and another digit of the unit has only one place "
     "left outside those cells. The rating uses it; the hints show the hidden triple and then the single.",
     "The three cells must hold exactly those three digits, so any other digit is ruled out of them. The "
     "fourth digit is still owed to the unit, and with the three cells taken from it only one cell can "
     "receive it.",
     "Look in a unit with several empty cells for three digits that between them fit only three cells, then "
     "for a fourth digit whose places, apart from those three cells, come down to a single cell. Sudoku "
     "Explainer rates it 2.5 because three digits and three cells have to be kept in mind at once.",
     "", "hidden-triple"},
    {"nishio",
     "A Nishio forcing chain: assume one candidate true and follow its consequences on all digits, singles and "
     "locked sets, until a contradiction shows that it is false. The rating uses it; the hints show such steps "
     "as contradiction chains.",
     "A candidate of the solution never leads to a contradiction, so one that does is not in the solution and "
     "can be removed.",
     "Hints name this a contradiction chain. It is listed so that a puzzle's rating, which follows Sudoku "
     "Explainer, can name its hardest step; by hand, try it on a candidate whose removal would open up many "
     "singles.",
     "", "contradiction-chain"},
    {"multiple-forcing-chain",
     "Sudoku Explainer's multiple forcing chains: every candidate of a cell, or every place of a digit in a "
     "unit, is followed as an assumption, and a result they all force is applied. The rating uses it; the "
     "hints show cell and unit forcing chains instead.",
     "The cell must take one of its candidates, and the unit must place the digit in one of its cells. A "
     "result forced by every one of them is true whichever holds.",
     "Hints name these cell or unit forcing chains. They are listed so that a puzzle's rating, which follows "
     "Sudoku Explainer, can name the hardest step it needs.",
     "", "cell-forcing-chain"},
    {"dynamic-forcing-chain",
     "Sudoku Explainer's dynamic forcing chains: forcing chains in which every consequence of an assumption is "
     "kept and used, so that a later step may rest on several earlier ones. The rating uses it; the hints show "
     "such steps as forcing nets.",
     "It is the reasoning of a forcing chain with a fuller memory: a candidate whose consequences break a rule "
     "is false, and a result forced by every possibility is true.",
     "Puzzles that need it are among the hardest published. Hints name these steps forcing nets; the entry "
     "exists so that a puzzle's rating, which follows Sudoku Explainer, can name its hardest step.",
     "", "forcing-net"},
    {"dynamic-forcing-chain-plus",
     "Sudoku Explainer's dynamic forcing chains (+): dynamic forcing chains that, when their links run out "
     "inside an assumption, also use pointing and claiming, pairs and X-Wings there. The rating uses it; the "
     "hints show such steps as forcing nets.",
     "Inside an assumption the grid is a sudoku like any other: a pattern found there holds as long as the "
     "assumption does, and its eliminations carry the chain on.",
     "Puzzles that need it are among the hardest published. Hints name these steps forcing nets; the entry "
     "exists so that a puzzle's rating, which follows Sudoku Explainer, can name its hardest step.",
     "", "forcing-net"},
    {"strong-links-2",
     "Two strong links on one digit (units where the digit has exactly two places) joined by a weak link: the "
     "Skyscraper, the 2-String Kite and the Empty Rectangle are its shapes. Sudoku Explainer rates them "
     "together; the hints name each shape.",
     "One end of the joining weak link is not the digit, which makes the far end of its strong link the digit. "
     "So one of the two outer ends holds it, and a cell that sees both cannot.",
     "Look for a digit with two places in two units whose inner ends see each other; then check the cells that "
     "see both outer ends. The guide's Skyscraper page shows one.",
     "", "skyscraper"},
    {"strong-links-3",
     "Three strong links on one digit joined by two weak links, an X-Chain of six cells. Sudoku Explainer rates "
     "them as one rule; the hints name the step an X-Chain or a Finned fish by its shape.",
     "Each strong link has the digit at one end. Following the chain from a false first end forces the last "
     "end true, so one of the outer ends holds the digit and a cell seeing both cannot.",
     "Find three units where a digit has exactly two places, linked end to end by cells that see each other, "
     "and look for a cell seeing both free ends. The guide's X-Chain page shows one.",
     "", "x-chain"},
    {"strong-links-4",
     "Four strong links on one digit joined by three weak links, an X-Chain of eight cells. Sudoku Explainer "
     "rates them as one rule; the hints name the step an X-Chain by its shape.",
     "As with every X-Chain: if one outer end is not the digit, the links force the other outer end to be it, "
     "so a cell that sees both ends cannot hold the digit.",
     "Such chains are long and best found by drawing a digit's two-place units as links and looking for a path "
     "of four of them. The guide's X-Chain page shows a chain of this kind.",
     "", "x-chain"},
};

}  // namespace

// -------------------------------------------------------------------------
// [SECTION] Lookup
// -------------------------------------------------------------------------

std::optional<GuideEntry> guide_entry(Technique t) {
  if (static_cast<int>(t) >= kTechniqueCount) return std::nullopt;
  const std::string_view key = technique_key(t);
  for (const GuideEntry& e : kGuide) {
    if (e.key == key) {
      GuideEntry entry = e;
      if (!e.shown_by.empty()) {
        for (const GuideEntry& s : kGuide) {
          if (s.key == e.shown_by) entry.example = s.example;
        }
      }
      return entry;
    }
  }
  return std::nullopt;
}

std::string guide_text(Technique t) {
  const std::optional<GuideEntry> e = guide_entry(t);
  if (!e) return {};
  char difficulty[16];
  std::snprintf(difficulty, sizeof difficulty, "%.1f", technique_difficulty(t));
  std::string text(technique_name(t));
  text += " (tier " + std::to_string(technique_tier(t)) + ", difficulty " + difficulty + ")\n\n";
  text += "What it is\n";
  text += e->what;
  text += "\n\nWhy it works\n";
  text += e->why;
  text += "\n\nHow to spot it\n";
  text += e->spot;
  text += '\n';
  if (!e->shown_by.empty()) {
    if (const std::optional<Technique> s = technique_by_key(e->shown_by)) {
      text += "\nThe hints show it as ";
      text += technique_name(*s);
      text += "; its example is that technique's.\n";
    }
  }
  return text;
}

}  // namespace sudoku::logic
