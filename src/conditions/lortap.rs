//! Lortap (Popeye's `Lortap`, French and German `Elliuortap`), Patrol
//! reversed: a man observed by a man of its own side (supported) neither
//! captures nor checks; its other moves are free. Support is the
//! geometry of observation alone, as in Popeye.

use super::patrol::supported;
use super::{Condition, FastPaths};
use crate::geometry::Square;
use crate::piece::Color;
use crate::position::{Move, Position};

/// Lortap.
#[derive(Clone, Copy, Debug, Default)]
pub struct Lortap;

impl Condition for Lortap {
    fn id(&self) -> &'static str {
        "Lortap"
    }

    /// As Patrol: the captures depend on men anywhere, legality is the
    /// royal's safety, Popeye's mating moves its plain order.
    fn keeps(&self) -> FastPaths {
        FastPaths::ROYAL_SAFETY
    }

    fn rewrite_moves(&self, pos: &Position, moves: &mut Vec<Move>) {
        moves.retain(|&mv| pos.capture_square(mv).is_none() || !supported(pos, mv.from));
    }

    fn observation_counts(&self, pos: &Position, from: Square, _target: Square, _by: Color) -> bool {
        !supported(pos, from)
    }
}
