//! NoCapture (Popeye's `NoCapture`, French `SansPrises`, German
//! `Ohneschlag`) and its one-sided forms `NoWhiteCapture` and
//! `NoBlackCapture`: the side (or both) makes no capture. Observation is
//! untouched: a man still checks where it could capture, as in Popeye,
//! which removes the captures from the moves generated and from nothing
//! else (`conditions/nocapture.c`).
//!
//! Men with attribute Uncapturable are the same rule on the men taken:
//! no capture of them is a move, and they are still observed
//! (`pieces/attributes/uncapturable.c`).

use super::{Condition, FastPaths};
use crate::piece::Color;
use crate::position::{Move, Position};

/// NoCapture, for one side or both.
#[derive(Clone, Copy, Debug)]
pub struct NoCapture {
    /// Popeye's id: `NoCapture`, `NoWhiteCapture` or `NoBlackCapture`.
    pub id: &'static str,
    /// The sides that make no capture, by colour index.
    pub sides: [bool; 2],
    /// The kinds no man may capture, a bit per kind.
    pub victims: u64,
}

impl NoCapture {
    /// The rule of the men with attribute Uncapturable, of these kinds.
    pub fn of_kinds(kinds: u64) -> NoCapture {
        NoCapture {
            id: "Uncapturable",
            sides: [false, false],
            victims: kinds,
        }
    }
}

impl Condition for NoCapture {
    fn id(&self) -> &'static str {
        self.id
    }

    /// The moves lose their captures; everything else is orthodox, but the
    /// orthodox pruning counts on captures.
    fn keeps(&self) -> FastPaths {
        FastPaths {
            plain_moves: false,
            orthodox_pruning: false,
            ..FastPaths::ALL
        }
    }

    fn rewrite_moves(&self, pos: &Position, moves: &mut Vec<Move>) {
        let side: Color = pos.side_to_move();
        if self.sides[side.index()] {
            moves.retain(|&mv| pos.capture_square(mv).is_none());
        } else if self.victims != 0 {
            moves.retain(|&mv| {
                pos.capture_square(mv)
                    .and_then(|s| pos.piece_at(s))
                    .is_none_or(|p| self.victims >> p.kind().0 & 1 == 0)
            });
        }
    }
}
