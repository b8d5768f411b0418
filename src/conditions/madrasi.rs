//! Madrasi (Popeye's Madrasi, the same word in French and German): a man
//! observed by an enemy man of its own kind is paralysed: it neither
//! moves nor observes (so it gives no check), though it may be taken.
//! Kings are never paralysed unless the variant `RexInclusive` says so.
//!
//! Paralysis is read from the geometry of observation alone, as Popeye
//! reads it (`madrasi_is_piece_observed_by_walk`): the observer need not
//! be free itself, so two like men facing each other paralyse each other.
//! A pawn that may be taken en passant is observed by the enemy pawn that
//! may take it.

use super::{Condition, FastPaths};
use crate::geometry::Square;
use crate::piece::Color;
use crate::position::{Move, Position, kind_bit};

/// Madrasi.
#[derive(Clone, Copy, Debug, Default)]
pub struct Madrasi {
    /// Kings are paralysed too.
    pub rex_inclusive: bool,
}

impl Madrasi {
    /// Is the man on `sq` paralysed?
    pub fn paralysed(&self, pos: &Position, sq: Square) -> bool {
        let Some(man) = pos.piece_at(sq) else {
            return false;
        };
        if !self.rex_inclusive && pos.rules().is_royal(man.kind()) {
            return false;
        }
        let enemy = !man.color();
        let mask = kind_bit(man.code()) & pos.kinds_present(enemy);
        if mask == 0 {
            return false;
        }
        let cell = |s| pos.cell(s);
        if pos.observed_by_walk(sq, enemy, mask, cell) {
            return true;
        }
        // A pawn that may be taken en passant is observed by the pawn
        // that may take it (Popeye's ep paralysis).
        pos.ep_square()
            .is_some_and(|ep| pos.ep_victim() == Some(sq) && pos.observed_by_walk(ep, enemy, mask, cell))
    }
}

impl Condition for Madrasi {
    fn id(&self) -> &'static str {
        "Madrasi"
    }

    /// Any move may paralyse or free a man anywhere: the cells alone, a
    /// man's own moves and the attack tables no longer tell. Legality is
    /// still the royal's safety, with observation as the condition reads
    /// it. Popeye's mating moves come in its plain order (its example
    /// madrasi/001).
    fn keeps(&self) -> FastPaths {
        // It only forbids moves.
        FastPaths {
            proof_bound: true,
            ..FastPaths::ROYAL_SAFETY
        }
    }

    fn rewrite_moves(&self, pos: &Position, moves: &mut Vec<Move>) {
        super::drop_moves_of(moves, |from| self.paralysed(pos, from));
    }

    fn observation_counts(&self, pos: &Position, from: Square, _target: Square, _by: Color) -> bool {
        !self.paralysed(pos, from)
    }
}
