//! CASTChess (Popeye's `CASTChess`, French `CASTEchecs`, German
//! `CASTSchach`): a man that could capture on more than one square
//! captures on none; under the variant `Inverse` a man captures only when
//! it could capture on more than one square. A check is such a capture of
//! the king: a man that attacks the king and something else gives no
//! check (Inverse: a man attacking the king alone gives none).
//!
//! As Popeye counts (`cast.c`): the man's own pseudo-legal captures,
//! generated without the condition, a pawn's promotions on one square
//! counted once; and the condition binds check only (Popeye instruments
//! check validation, not observation): a square a castling king passes is
//! attacked as in orthodox chess.

use super::{Condition, FastPaths};
use crate::geometry::Square;
use crate::piece::Color;
use crate::position::{Move, Position};

/// CASTChess, or its inverse.
#[derive(Clone, Copy, Debug)]
pub struct Cast {
    /// Captures only by men with several.
    pub inverse: bool,
}

impl Cast {
    /// May a man that could capture on `count` squares capture?
    fn captures(&self, count: usize) -> bool {
        if self.inverse { count > 1 } else { count <= 1 }
    }
}

impl Condition for Cast {
    fn id(&self) -> &'static str {
        "CASTChess"
    }

    /// Which men may capture depends on their other captures: the tables
    /// and cells no longer tell check; legality is the royal's safety.
    /// Popeye's mating moves come in its plain order (its `twin.c`).
    fn keeps(&self) -> FastPaths {
        FastPaths::ROYAL_SAFETY
    }

    fn rewrite_moves(&self, pos: &Position, moves: &mut Vec<Move>) {
        let us = pos.side_to_move();
        let mut last: Option<(Square, bool)> = None;
        moves.retain(|&mv| {
            if pos.capture_square(mv).is_none() {
                return true;
            }
            match last {
                Some((from, ok)) if from == mv.from => ok,
                _ => {
                    let ok = self.captures(pos.capture_squares_of(mv.from, us));
                    last = Some((mv.from, ok));
                    ok
                }
            }
        });
    }

    fn observation_counts(&self, pos: &Position, from: Square, target: Square, by: Color) -> bool {
        let royal = pos
            .piece_at(target)
            .is_some_and(|m| m.color() != by && pos.rules().is_royal(m.kind()));
        !royal || self.captures(pos.capture_squares_of(from, by))
    }
}
