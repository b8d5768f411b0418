//! Help play towards stalemate: the moves whose child position the
//! stalemate counts of [`Reach::possible`] reject, told before the move is
//! made. The child's counts are worked out from the node's men and the
//! move's squares, a few bit operations per move instead of legality,
//! make, hash, table probe and unmake: in long help-stalemates most
//! children fail there (0121, h=5: 4.2 of the 7.9 million positions in
//! which the stalemated side was to make its last move).

use super::one_move::OneMove;
use super::{MEN, Man, Reach, Stoppers, help_budgets, rider, side_squares, too_many_to_stop};
use crate::position::{Move, MoveKind, NULL_SQUARE, Position};
use std::cell::Cell;

/// A node's stalemated men and its children's budgets.
pub struct ChildStops {
    /// The node's men as the counts see them; `None` where the counts do
    /// not apply (mate, castling rights, a king not alone as royal or not
    /// orthodox, men not orthodox or too many) or no move can fail them.
    node: Option<Stoppers>,
    /// Per man, the squares that are its ways out when free (a piece's
    /// open sides, a pawn's front).
    sides: [u64; MEN],
    /// The children's moves left: mating side, stalemated side.
    m: u32,
    d: u32,
    /// The children take the one-move shortcut.
    shortcut: bool,
    /// A child may itself be the stalemate, a solution when the play is
    /// not exact: the one-move count, which judges the moves still to
    /// come, must not drop it.
    goal_early: bool,
    /// The node's counts: pawns that could push, pieces with more open
    /// sides than `d`, men with a way out.
    pawns: u32,
    pieces: u32,
    mobile: u32,
    /// Squares in front of the stalemated side's pawns, empty ones and
    /// ones the mating side holds: a quiet move of the mating side changes
    /// the counts only there.
    empty_fronts: u64,
    held_fronts: u64,
    /// Per man, its ways out now.
    out: [u64; MEN],
    /// With the shortcut: the squares the stalemated side's one-move
    /// count reads besides its own men's (see [`super::one_move::reads`]).
    /// A quiet move of the mating side touching none of them leaves the
    /// count as it is at the node, worked out once per budget.
    reads: u64,
    /// The node's one-move count per budget `m + riders` (index: the
    /// child's riders less the node's, plus one): whether some move
    /// stops enough men, once known.
    at_node: [Cell<Option<bool>>; 3],
}

impl Reach {
    /// The counts for the children of `pos`, each with `left` half-moves
    /// of help play left.
    /// `early_goals`: a line may reach the goal before its last move (play
    /// not exact).
    pub fn child_stops(&self, pos: &Position, left: u32, early_goals: bool) -> ChildStops {
        let mover = pos.side_to_move();
        let (m, d) = help_budgets(left, !mover, self.mating);
        let other = !self.mating;
        let mut stops = ChildStops {
            node: None,
            sides: [0; MEN],
            m,
            d,
            shortcut: self.shortcuts && d == 1 && m == 1 && mover == self.mating,
            goal_early: early_goals && mover == self.mating,
            pawns: 0,
            pieces: 0,
            mobile: 0,
            empty_fronts: 0,
            held_fronts: 0,
            out: [0; MEN],
            reads: !0,
            at_node: Default::default(),
        };
        let applies = !self.mate
            && pos.castling_rights() == 0
            && pos.royals(other).len() == 1
            && matches!(self.man_at(pos, pos.royals(other)[0]), Some((Man::King, _)));
        let Some(s) = applies.then(|| Stoppers::of(self, pos, m)).flatten() else {
            return stops;
        };
        // Per man: its side squares and whether it is held (no way out).
        let mut held = [false; MEN];
        for (i, &(man, sq)) in s.men[..s.n].iter().enumerate() {
            let sides = side_squares(man, sq as usize, s.ahead);
            stops.sides[i] = sides;
            let out = if man == Man::Pawn {
                stops.empty_fronts |= sides & !s.occupied;
                stops.held_fronts |= sides & s.occupied & !s.own;
                stops.pawns += u32::from(sides & !s.occupied != 0);
                sides & !s.occupied
            } else {
                stops.pieces += u32::from((sides & !s.own).count_ones() > d);
                sides & !s.own
            };
            stops.mobile += u32::from(out != 0);
            stops.out[i] = out;
            held[i] = out == 0;
        }
        if mover == other {
            // A move of the stalemated side frees at most itself and the
            // men next to the square it leaves, and may take one rider:
            // where even that keeps the counts within the budget, no move
            // can fail them (most nodes before its last move in 0073).
            let frees = (0..s.n)
                .map(|i| {
                    let at = 1u64 << s.men[i].1;
                    (0..s.n)
                        .filter(|&j| j != i && held[j] && stops.sides[j] & at != 0)
                        .count() as u32
                })
                .max()
                .unwrap_or(0);
            // (+1 for the mover, and a taken rider lowers the budget by 1.)
            if stops.mobile + frees + 1 < d + m + s.riders {
                return stops;
            }
        }
        if stops.shortcut {
            stops.reads = super::one_move::reads(&stops.node_board(&s));
        }
        stops.node = Some(s);
        stops
    }
}

impl ChildStops {
    /// Might the child, with `mobile` men that have a way out, be itself
    /// the stalemate the line is after? In a stalemate every man with a
    /// way out is pinned, each by a rider of its own.
    fn may_be_goal(&self, mobile: u32, riders: u32) -> bool {
        self.goal_early && mobile <= riders
    }

    /// The node's board as the one-move count sees it.
    fn node_board<'a>(&'a self, s: &'a Stoppers) -> OneMove<'a> {
        OneMove {
            men: &s.men[..s.n],
            own: s.own,
            occupied: s.occupied,
            ahead: s.ahead,
            ep: 0,
            sides: &self.sides[..s.n],
            out: &self.out[..s.n],
        }
    }

    /// Does the stalemate test surely reject the position after `mv`
    /// (pseudo-legal in `pos`)? `false` where unsure. Such a child is not
    /// a stalemate either: more of its men have a way out than there are
    /// riders to pin them.
    pub fn rejects(&self, reach: &Reach, pos: &Position, mv: Move) -> bool {
        let Some(node) = &self.node else {
            return false;
        };
        if !matches!(mv.kind, MoveKind::Normal | MoveKind::DoubleStep) || mv.from == NULL_SQUARE {
            return false;
        }
        let geometry = pos.rules().geometry();
        let (from, to) = (geometry.dense(mv.from), geometry.dense(mv.to));
        let (vacated, landed) = (1u64 << from, 1u64 << to);
        let Some((man, _)) = reach.man_at(pos, mv.from) else {
            return false;
        };
        let after = reach.after(mv, man);
        let (m, d) = (self.m, self.d);
        let stalemated_moves = pos.side_to_move() != reach.mating;
        let riders = if stalemated_moves {
            // It may take a rider.
            let taken = reach
                .man_at(pos, mv.to)
                .map_or(0, |(victim, sq)| rider(victim, sq, reach.mating, m));
            node.riders - taken
        } else {
            node.riders + rider(after, to, reach.mating, m) - rider(man, from, reach.mating, m)
        };
        if !stalemated_moves && node.own & landed == 0 {
            // A quiet move of the mating side: only pawns' fronts change.
            let change = u32::from(self.held_fronts & vacated != 0);
            let blocked = u32::from(self.empty_fronts & landed != 0);
            if too_many_to_stop(self.pawns + change - blocked, self.pieces, m, d, riders) {
                return true;
            }
            if !self.shortcut {
                return false;
            }
            // (After a double step an en-passant capture may be a move
            // the node does not have.)
            if (vacated | landed) & self.reads == 0 && mv.kind == MoveKind::Normal {
                if self.may_be_goal(self.mobile, riders) {
                    return false;
                }
                let slot = (riders + 1)
                    .checked_sub(node.riders)
                    .and_then(|i| self.at_node.get(i as usize));
                if let Some(slot) = slot {
                    let stops = slot.get().unwrap_or_else(|| {
                        let stops = reach.one_move_stops(&self.node_board(node), m, riders);
                        slot.set(Some(stops));
                        stops
                    });
                    return !stops;
                }
            }
        }
        let occupied = node.occupied & !vacated | landed;
        // The stalemated side's squares after the move (a man of it on
        // `to` is taken by the mating side's move).
        let own = if stalemated_moves {
            node.own & !vacated | landed
        } else {
            node.own & !landed
        };
        let (mut pawns, mut pieces) = (0u32, 0u32);
        let mut men = [(Man::King, 0u8); MEN];
        let (mut sides, mut out) = ([0u64; MEN], [0u64; MEN]);
        let mut n = 0;
        for (&(man, sq), &side) in node.men[..node.n].iter().zip(&self.sides) {
            let (man, side, sq) = match (sq as usize == from, sq as usize == to) {
                (true, _) => (after, side_squares(after, to, node.ahead), to as u8),
                (_, true) => continue,
                _ => (man, side, sq),
            };
            let o = if man == Man::Pawn {
                pawns += u32::from(side & !occupied != 0);
                side & !occupied
            } else {
                pieces += u32::from((side & !own).count_ones() > d);
                side & !own
            };
            (men[n], sides[n], out[n]) = ((man, sq), side, o);
            n += 1;
        }
        if too_many_to_stop(pawns, pieces, m, d, riders) {
            return true;
        }
        // The child's last step: its side to move is the stalemated one,
        // with one move left to each side.
        if !self.shortcut {
            return false;
        }
        if self.may_be_goal(out[..n].iter().filter(|&&o| o != 0).count() as u32, riders) {
            return false;
        }
        let board = OneMove {
            men: &men[..n],
            own,
            occupied,
            ahead: node.ahead,
            // A double step's square passed over.
            ep: if mv.kind == MoveKind::DoubleStep {
                1 << ((from + to) / 2)
            } else {
                0
            },
            sides: &sides[..n],
            out: &out[..n],
        };
        !reach.one_move_stops(&board, m, riders)
    }
}
