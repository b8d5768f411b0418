//! SuperGuards (Popeye's `SuperGuards`, French `Supergardes`, German
//! `SuperDeckungen`): a man observed by a man of its own side (guarded)
//! cannot be captured, and a guarded king cannot be checked. Whether the
//! victim is guarded is read before the capture, with the capturer still
//! on its square (Popeye's `superguards.c` filters the moves generated),
//! from the geometry of observation alone. An empty square is "guarded"
//! for the side that does not observe it, as Popeye reads it: a king may
//! castle over a square its enemy observes where its own men observe it
//! too.

use super::patrol::{guarded_by, supported};
use super::{Condition, FastPaths};
use crate::geometry::Square;
use crate::piece::Color;
use crate::position::{Move, Position};

/// SuperGuards.
#[derive(Clone, Copy, Debug, Default)]
pub struct SuperGuards;

impl Condition for SuperGuards {
    fn id(&self) -> &'static str {
        "SuperGuards"
    }

    /// Which men may be taken depends on men anywhere: legality is the
    /// royal's safety with the condition's observation, and Popeye's
    /// mating moves come in its plain order (its `twin.c`).
    fn keeps(&self) -> FastPaths {
        FastPaths::ROYAL_SAFETY
    }

    fn rewrite_moves(&self, pos: &Position, moves: &mut Vec<Move>) {
        moves.retain(|&mv| pos.capture_square(mv).is_none_or(|sq| !supported(pos, sq)));
    }

    fn observation_counts(&self, pos: &Position, _from: Square, target: Square, by: Color) -> bool {
        !guarded_by(pos, target, !by)
    }
}
