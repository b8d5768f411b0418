//! LeseMajeste (the same word in Popeye's three languages): a diagram in
//! which the side to play checks the other king is legal, and that king
//! may not be taken; the side plays another move. Only the diagram can
//! hold such a check, as every move still leaves its own king safe.
//! Popeye has no rule of its own for it: it leaves out the test of the
//! diagram's check and forbids taking the king (`solving/selfcheck_guard.c`,
//! `king_capture_avoiders_avoid_opponent` in `solving/machinery/twin.c`),
//! and tries mating moves in its plain order.

use super::{Condition, FastPaths};
use crate::position::{Move, Position};

/// LeseMajeste.
#[derive(Clone, Copy, Debug)]
pub struct LeseMajeste;

impl Condition for LeseMajeste {
    fn id(&self) -> &'static str {
        "LeseMajeste"
    }

    /// The moves lose the captures of a king; the orthodox pruning counts
    /// on them not being there at all.
    fn keeps(&self) -> FastPaths {
        FastPaths {
            plain_moves: false,
            orthodox_pruning: false,
            popeye_mating_order: false,
            ..FastPaths::ALL
        }
    }

    fn rewrite_moves(&self, pos: &Position, moves: &mut Vec<Move>) {
        let them = pos.royals(!pos.side_to_move());
        if them.iter().any(|&r| pos.is_attacked(r, pos.side_to_move())) {
            moves.retain(|&mv| pos.capture_square(mv).is_none_or(|s| !them.contains(&s)));
        }
    }

    fn allows_check_in_diagram(&self) -> bool {
        true
    }
}
