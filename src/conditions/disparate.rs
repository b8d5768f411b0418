//! Disparate (the same word in Popeye's three languages): a man of the
//! walk the other side has just moved neither moves nor observes (so does
//! not check). As in Popeye (`conditions/disparate.c`): the walk is that
//! of the man as it left its square (a pawn that promoted is a pawn), only
//! the other side's last move binds (a series' own earlier move does not,
//! nor the dummy move of a threat), and the diagram binds nothing.
//!
//! The walk moved and its side are kept in the position's first counter
//! (kind + 1, Black's shifted by 256; zero for none), so that one board
//! reached by other last moves is another position.

use super::{Condition, FastPaths};
use crate::geometry::Square;
use crate::piece::{Color, Kind, Piece};
use crate::position::{Move, NULL_SQUARE, Position};

/// Disparate.
#[derive(Clone, Copy, Debug)]
pub struct Disparate;

impl Disparate {
    /// The walk `side` may not move with: the other side's last mover's.
    fn barred(&self, pos: &Position, side: Color) -> Option<Kind> {
        let c = pos.counters()[0];
        let (mover, kind) = (if c >= 256 { Color::Black } else { Color::White }, c % 256);
        (kind != 0 && mover != side).then(|| Kind((kind - 1) as u8))
    }

    /// May the man of `side` on `from` neither move nor observe here?
    fn man_frozen(&self, pos: &Position, from: Square, side: Color) -> bool {
        let (Some(barred), Some(man)) = (self.barred(pos, side), pos.piece_at(from)) else {
            return false;
        };
        let rules = pos.rules();
        rules.piece_type(man.kind()).walk_name() == rules.piece_type(barred).walk_name()
    }
}

impl Condition for Disparate {
    fn id(&self) -> &'static str {
        "Disparate"
    }

    /// Whether a man moves or observes depends on the last move; the
    /// position keeps it after each move.
    fn keeps(&self) -> FastPaths {
        FastPaths::SAFETY_MOVE_BY_MOVE
    }

    fn after_move_order(&self) -> Option<u8> {
        Some(0)
    }

    fn after_move(&self, pos: &mut Position, mv: Move, _captured: Option<(Piece, Square)>) {
        if mv.from == NULL_SQUARE {
            return;
        }
        let Some(man) = pos.moved_as() else { return };
        let side = pos.side_to_move();
        let value = i32::from(man.kind().0) + 1 + if side == Color::Black { 256 } else { 0 };
        pos.set_counter(0, value);
    }

    fn rewrite_moves(&self, pos: &Position, moves: &mut Vec<Move>) {
        let side = pos.side_to_move();
        if self.barred(pos, side).is_some() {
            super::drop_moves_of(moves, |from| from != NULL_SQUARE && self.man_frozen(pos, from, side));
        }
    }

    /// Castling is the king's move: barred after the other side's king
    /// moved.
    fn rewrites_castling(&self) -> bool {
        true
    }

    /// Popeye reads the move of the ply its observation test hangs from:
    /// the move just made when the side to move is asked whether it
    /// checks the mover's king (a legality test), none while a castling
    /// is generated (so the castling king's squares are observed by every
    /// man), and the observer's own move otherwise.
    fn observation_counts(&self, pos: &Position, from: Square, _target: Square, by: Color) -> bool {
        by != pos.side_to_move() || !self.man_frozen(pos, from, by)
    }
}
