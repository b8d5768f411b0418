//! Functionary men (Popeye's attribute `Functionary`, French
//! `Fonctionnaire`, German `Beamtet`) and FunctionaryChess
//! (`BeamtenSchach`: every man, kings included): a functionary man moves,
//! and observes (so checks), only while an enemy man observes it. That
//! enemy man's observation is its walk's alone, whether it is at work
//! or not: Popeye's `conditions/beamten.c` asks it with the observer's
//! validation, which the functionaries do not instrument (its example
//! beamten 002 mates with a rook that an idle queen keeps at work).

use super::{Condition, FastPaths};
use crate::geometry::Square;
use crate::piece::Color;
use crate::position::{Move, Position};

/// The functionary men, by kind.
#[derive(Clone, Copy, Debug)]
pub struct Functionary {
    /// Popeye's id: `FunctionaryChess` for the condition, `Functionary`
    /// for men with the attribute.
    pub id: &'static str,
    /// The kinds that are functionary, a bit per kind.
    pub kinds: u64,
}

impl Functionary {
    /// Is the man on `sq` a functionary that no enemy man observes?
    fn idle(&self, pos: &Position, sq: Square) -> bool {
        let Some(man) = pos.piece_at(sq) else {
            return false;
        };
        if self.kinds >> man.kind().0 & 1 == 0 {
            return false;
        }
        let enemy: Color = !man.color();
        !pos.attacked_on(sq, enemy, pos.kinds_present(enemy), |s| pos.cell(s), |_| true)
    }
}

impl Condition for Functionary {
    fn id(&self) -> &'static str {
        self.id
    }

    /// Any move may set a functionary to work or idle anywhere: the
    /// cells and the tables no longer tell. Legality is still the
    /// royal's safety, with observation by the men at work.
    fn keeps(&self) -> FastPaths {
        FastPaths::ROYAL_SAFETY
    }

    fn rewrite_moves(&self, pos: &Position, moves: &mut Vec<Move>) {
        super::drop_moves_of(moves, |from| self.idle(pos, from));
    }

    fn observation_counts(&self, pos: &Position, from: Square, _target: Square, _by: Color) -> bool {
        !self.idle(pos, from)
    }
}
