//! AndernachChess and AntiAndernachChess (Popeye's words; French
//! EchecsAndernach, German AndernachSchach): after a capture (Andernach)
//! or after a move that takes nothing (AntiAndernach) the man that moved
//! changes colour, unless it is royal. A pawn promoting by the move
//! changes colour as the piece it became; castling moves the king, which
//! keeps its colour.
//!
//! The change is part of the move: a move after which the mover's king
//! is attacked (by the man that just changed sides, say) is illegal, and
//! goals are judged after it. Popeye writes the change after the move,
//! `=` and its colour's initial (`Th3*c3=w`).

use super::{Condition, FastPaths};
use crate::geometry::Square;
use crate::piece::Piece;
use crate::position::{Move, MoveKind, Position};

/// Which moves change the mover's colour.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SideChange {
    /// Captures (AndernachChess).
    Captures,
    /// Moves that take nothing (AntiAndernachChess).
    NonCaptures,
}

/// AndernachChess or AntiAndernachChess.
#[derive(Clone, Copy, Debug)]
pub struct Andernach {
    /// Which moves change colour.
    pub on: SideChange,
}

impl Condition for Andernach {
    fn id(&self) -> &'static str {
        match self.on {
            SideChange::Captures => "AndernachChess",
            SideChange::NonCaptures => "AntiAndernachChess",
        }
    }

    /// Moves, observation and legality (the king's safety after the whole
    /// move) are orthodox; only make does more, so its verdicts cannot be
    /// read from the cells, and the orthodox pruning does not know the
    /// change.
    fn keeps(&self) -> FastPaths {
        FastPaths::EFFECTS_AFTER_MOVE
    }

    fn after_move_order(&self) -> Option<u8> {
        Some(20)
    }

    fn after_move(&self, pos: &mut Position, mv: Move, captured: Option<(Piece, Square)>) {
        if matches!(mv.kind, MoveKind::Castling(_)) || captured.is_some() != (self.on == SideChange::Captures) {
            return;
        }
        // Where the man stands after the effects before this one (an
        // AntiCirce rebirth comes first in Popeye).
        let at = pos.mover_square(mv.to);
        let Some(man) = pos.piece_at(at) else {
            return;
        };
        if pos.rules().is_royal(man.kind()) {
            return;
        }
        pos.replace_man(at, Piece::new(!man.color(), man.kind()));
    }
}
