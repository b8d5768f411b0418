//! HaanerChess (Popeye's `HaanerChess`, French `Haan`, German
//! `HaanerSchach`): every square a man leaves becomes a hole for the
//! rest of the play: no man may stand on it or pass over it. As in Popeye
//! (`conditions/haan.c`): both the king's and the rook's squares of a
//! castling, and the square of a pawn taken en passant; a square left and
//! refilled in the same move (a rebirth) stays a square.

use super::{Condition, FastPaths};
use crate::geometry::Square;
use crate::piece::{EMPTY, Piece};
use crate::position::{Move, MoveKind, Position};

/// HaanerChess.
#[derive(Clone, Copy, Debug, Default)]
pub struct Haaner;

impl Condition for Haaner {
    fn id(&self) -> &'static str {
        "HaanerChess"
    }

    /// Moves, observation and legality read holes as squares off the
    /// board, as they read the board's edge; only make does more.
    fn keeps(&self) -> FastPaths {
        FastPaths::EFFECTS_AFTER_MOVE
    }

    fn after_move_order(&self) -> Option<u8> {
        // Before the rebirths (Popeye's hole inserter comes early in its
        // move play).
        Some(5)
    }

    fn after_move(&self, pos: &mut Position, mv: Move, captured: Option<(Piece, Square)>) {
        let mut left = vec![mv.from];
        if let MoveKind::Castling(i) = mv.kind {
            left.push(pos.rules().castling_rook_squares(i, pos.side_to_move()).0);
        }
        if matches!(mv.kind, MoveKind::EnPassant | MoveKind::TakeMakeEp)
            && let Some((_, sq)) = captured
        {
            left.push(sq);
        }
        for sq in left {
            if pos.cell(sq) == EMPTY {
                pos.block_square(sq);
            }
        }
    }
}
