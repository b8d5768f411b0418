//! Masand (Popeye's `Masand`, the same word in French and German): a
//! move whose man checks the enemy king turns every other man that man
//! observes, of either side, to the other side; kings excepted. Read from
//! Popeye's `conditions/masand.c`: the man is taken where it stands after
//! the move's other effects, it must be one of the men giving check, and
//! the men turned are written in the order of the squares from a1 to h8
//! (`Tf3-f2[f1=w][f4=w]`).
//!
//! MasandGeneralised: every man of the side that checks and observes the
//! king does so, in the order of their squares, each man turned once.

use super::{Condition, FastPaths};
use crate::geometry::Square;
use crate::piece::Piece;
use crate::position::{Move, MoveKind, Position};

/// Masand, or MasandGeneralised.
#[derive(Clone, Copy, Debug, Default)]
pub struct Masand {
    /// Every checking man turns the men it observes, not only the mover.
    pub generalised: bool,
}

impl Masand {
    /// The squares from a1 to h8.
    fn squares(pos: &Position) -> Vec<Square> {
        let g = pos.rules().geometry();
        let mut all = g.squares().to_vec();
        all.sort_by_key(|&s| (g.coord(s).rank, g.coord(s).file));
        all
    }

    /// Turns the men (royals and the men in `done` aside) that the man on
    /// `at` observes, each in turn, a1 first; records them in `done`.
    fn turn_observed(pos: &mut Position, at: Square, done: &mut Vec<Square>) {
        let Some(man) = pos.piece_at(at) else {
            return;
        };
        for s in Self::squares(pos) {
            let turns = s != at
                && !done.contains(&s)
                && pos.piece_at(s).is_some_and(|p| !pos.rules().is_royal(p.kind()))
                && pos.observes_as(at, s, man.color(), man.kind(), &|q| pos.cell(q));
            if turns {
                let p = pos.piece_at(s).expect("a man on the square");
                pos.replace_man(s, Piece::new(!p.color(), p.kind()));
                done.push(s);
            }
        }
    }

    /// Does the man on `at` observe a royal of the other side?
    fn checks_from(pos: &Position, at: Square) -> bool {
        pos.piece_at(at).is_some_and(|man| {
            (pos.royals(!man.color()).iter())
                .any(|&k| pos.observes_as(at, k, man.color(), man.kind(), &|q| pos.cell(q)))
        })
    }
}

impl Condition for Masand {
    fn id(&self) -> &'static str {
        if self.generalised {
            "MasandGeneralised"
        } else {
            "Masand"
        }
    }

    /// Moves, observation and legality are orthodox; only make does more.
    fn keeps(&self) -> FastPaths {
        FastPaths::EFFECTS_AFTER_MOVE
    }

    fn after_move_order(&self) -> Option<u8> {
        Some(40)
    }

    fn after_move(&self, pos: &mut Position, mv: Move, _captured: Option<(Piece, Square)>) {
        if matches!(mv.kind, MoveKind::Castling(_)) {
            return;
        }
        let us = pos.side_to_move();
        if !pos.royal_attacked(!us) {
            return;
        }
        let mut done = Vec::new();
        if !self.generalised {
            let at = pos.mover_square(mv.to);
            if Self::checks_from(pos, at) {
                Self::turn_observed(pos, at, &mut done);
            }
            return;
        }
        for at in Self::squares(pos) {
            if pos.piece_at(at).is_some_and(|p| p.color() == us) && Self::checks_from(pos, at) {
                Self::turn_observed(pos, at, &mut done);
            }
        }
    }
}
