//! ChecklessChess (Popeye's ChecklessChess, French SansEchecs, German
//! OhneSchach): a move that gives check is legal only if it mates.
//!
//! The rule is recursive: whether the checked side has a move is asked
//! under the same rule, so a check that could be answered only by
//! checks that do not mate is mate. Popeye stops that recursion deep
//! down and takes the move at the bottom as illegal; here the bound is
//! [`MAX_DEPTH`] nested tests, far beyond what a problem reaches.

use std::cell::Cell;

use super::{Condition, FastPaths};
use crate::piece::Color;
use crate::position::{Move, Position};

/// Nested "is this check a mate?" tests before a move is taken as illegal.
pub const MAX_DEPTH: u32 = 32;

thread_local! {
    static DEPTH: Cell<u32> = const { Cell::new(0) };
}

/// ChecklessChess.
#[derive(Clone, Copy, Debug, Default)]
pub struct Checkless;

impl Condition for Checkless {
    fn id(&self) -> &'static str {
        "ChecklessChess"
    }

    /// Observation, moves and make are orthodox; only legality reads more
    /// than the mover's royal, so the cells cannot judge a move. Popeye
    /// tries mating moves in its plain order here (its example
    /// exklohne/023: 2.Rc3-c4# before 2.Rc6-c4#).
    fn keeps(&self) -> FastPaths {
        FastPaths {
            royal_safety_only: false,
            cell_verdicts: false,
            orthodox_pruning: false,
            popeye_mating_order: false,
            ..FastPaths::ALL
        }
    }

    fn searches_legality(&self) -> bool {
        true
    }

    fn illegal_after_searching(&self, pos: &mut Position, _mover: Color) -> bool {
        if !pos.in_check() {
            return false;
        }
        let depth = DEPTH.get();
        if depth >= MAX_DEPTH {
            return true;
        }
        DEPTH.set(depth + 1);
        let answered = pos.has_legal_move_knowing_check(true);
        DEPTH.set(depth);
        answered
    }

    /// Check is observation, which the condition leaves alone.
    fn check_from_cells(&self, _pos: &Position, _mv: Move) -> bool {
        true
    }
}
