//! Patrol chess (Popeye's `Patrouille`, German `PatrouilleSchach`) and
//! UltraPatrol (`UltraPatrol`, French and German `UltraPatrouille`): a man
//! captures, and so checks, only while a man of its own side observes
//! it (it is "supported"). Under UltraPatrol an unsupported man does not
//! move at all. The king is a man like the others here: it captures only
//! when supported, so two kings may stand side by side when neither is.
//!
//! Support is observation's geometry alone, as in Popeye
//! (`is_square_observed_general(..., EVALUATE(observer))`): the
//! supporter need not be supported itself.

use super::{Condition, FastPaths};
use crate::geometry::Square;
use crate::piece::Color;
use crate::position::{Move, Position};

/// Does a man of the side of the man on `sq` observe it (Patrol's and
/// Lortap's support)? False on an empty square.
pub(super) fn supported(pos: &Position, sq: Square) -> bool {
    pos.piece_at(sq).is_some_and(|man| guarded_by(pos, sq, man.color()))
}

/// Does a man of `side` other than the one on `sq` observe `sq`, by the
/// geometry of observation alone?
pub(super) fn guarded_by(pos: &Position, sq: Square, side: Color) -> bool {
    let mask = pos.kinds_present(side);
    pos.attacked_on(sq, side, mask, |s: Square| pos.cell(s), |from| from != sq)
}

/// Patrol chess, or UltraPatrol.
#[derive(Clone, Copy, Debug)]
pub struct Patrol {
    /// UltraPatrol: an unsupported man neither moves nor captures.
    pub ultra: bool,
}

impl Condition for Patrol {
    fn id(&self) -> &'static str {
        if self.ultra { "UltraPatrol" } else { "Patrouille" }
    }

    /// Whether a man may capture depends on men anywhere: legality is
    /// still the royal's safety, with observation as the condition reads
    /// it. Popeye's mating moves come in its plain order (its `twin.c`).
    fn keeps(&self) -> FastPaths {
        // It only forbids moves.
        FastPaths {
            proof_bound: true,
            ..FastPaths::ROYAL_SAFETY
        }
    }

    fn rewrite_moves(&self, pos: &Position, moves: &mut Vec<Move>) {
        if self.ultra {
            super::drop_moves_of(moves, |from| !supported(pos, from));
        } else {
            moves.retain(|&mv| pos.capture_square(mv).is_none() || supported(pos, mv.from));
        }
    }

    fn observation_counts(&self, pos: &Position, from: Square, _target: Square, _by: Color) -> bool {
        supported(pos, from)
    }
}
