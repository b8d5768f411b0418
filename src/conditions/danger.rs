//! DangerCirce (Popeye's `DangerCirce`, the same in French and German): a
//! man that stands observed by the other side may also move to its own
//! Circe rebirth square, taking what stands there if it is the other
//! side's (Popeye's `conditions/danger_circe.c`). Observed means by the
//! men's walks, without these moves; the moves give check all the same:
//! a king on the rebirth square of an observed man is in check from it
//! (Popeye tests check by playing the moves).

use super::circe::RebirthSquares;
use super::{Condition, FastPaths};
use crate::geometry::Square;
use crate::piece::{Color, EMPTY, Piece};
use crate::position::{Latent, Move, Position};

/// DangerCirce, with Circe's squares.
#[derive(Clone, Debug)]
pub struct DangerCirce {
    squares: RebirthSquares,
}

impl DangerCirce {
    /// DangerCirce of these squares.
    pub fn new(squares: RebirthSquares) -> DangerCirce {
        DangerCirce { squares }
    }

    /// The square `man` on `from` may go to, if it is in danger there:
    /// its rebirth square, unless that is its own or holds a man of its
    /// side.
    fn escape(&self, pos: &Position, man: Piece, from: Square) -> Option<Square> {
        let to = self.squares.square(pos.rules(), man, man.color(), from);
        if to == from {
            return None;
        }
        let free = match pos.piece_at(to) {
            None => pos.cell(to) == EMPTY,
            Some(there) => there.color() != man.color(),
        };
        (free && pos.observed_by_men(from, !man.color())).then_some(to)
    }
}

impl Condition for DangerCirce {
    fn id(&self) -> &'static str {
        "DangerCirce"
    }

    /// Moves are added and observe: the walks' moves and the attack
    /// tables no longer tell. Legality is still the king's safety, move
    /// by move, and make is orthodox.
    fn keeps(&self) -> FastPaths {
        FastPaths::MOVES_AND_OBSERVATION
    }

    /// Each man in danger may go to its rebirth square; Popeye generates
    /// that move beside the walk's, even where the walk has it too (so a
    /// solution may be written twice), before the man's others: it is
    /// tried last.
    fn rewrite_moves(&self, pos: &Position, moves: &mut Vec<Move>) {
        let us = pos.side_to_move();
        for &from in pos.pieces(us) {
            let Some(man) = pos.piece_at(from) else {
                continue;
            };
            if let Some(to) = self.escape(pos, man, from) {
                moves.push(Move {
                    latent: Latent::escape(),
                    ..Move::normal(from, to)
                });
            }
        }
    }

    /// A man in danger observes its rebirth square.
    fn observes(&self, pos: &Position, target: Square, by: Color) -> bool {
        pos.pieces(by).iter().any(|&from| {
            pos.piece_at(from)
                .is_some_and(|man| self.escape(pos, man, from) == Some(target))
        })
    }
}
