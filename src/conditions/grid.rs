//! GridChess (Popeye's `GridChess`, French `Grille`, German
//! `Gitterschach`): the board is cut into 2x2 cells, and a move must
//! leave its cell (a man may not stay inside its own); observation too
//! is only across a grid line, so a man does not check a king in its own
//! cell. As Popeye (`conditions/grid.c`): castling is judged by the king's
//! squares like any move, and the diagram draws the grid. Popeye's
//! shifted, orthogonal and irregular grids are refused by name.

use super::{Condition, FastPaths};
use crate::geometry::Square;
use crate::piece::Color;
use crate::position::{Move, Position};

/// GridChess on the regular grid of 2x2 cells.
#[derive(Clone, Copy, Debug, Default)]
pub struct Grid;

impl Grid {
    /// The cell of `sq`.
    fn cell_of(pos: &Position, sq: Square) -> (i8, i8) {
        let c = pos.rules().geometry().coord(sq);
        (c.file.div_euclid(2), c.rank.div_euclid(2))
    }

    /// Do `a` and `b` lie in different cells?
    fn crosses(pos: &Position, a: Square, b: Square) -> bool {
        Self::cell_of(pos, a) != Self::cell_of(pos, b)
    }
}

impl Condition for Grid {
    fn id(&self) -> &'static str {
        "GridChess"
    }

    /// Moves are filtered and observation vetoed; legality stays the
    /// king's safety and make is orthodox.
    fn keeps(&self) -> FastPaths {
        // It only forbids moves.
        FastPaths {
            proof_bound: true,
            ..FastPaths::MOVES_AND_OBSERVATION
        }
    }

    fn draws_grid(&self) -> bool {
        true
    }

    fn rewrite_moves(&self, pos: &Position, moves: &mut Vec<Move>) {
        moves.retain(|m| Self::crosses(pos, m.from, m.to));
    }

    fn observation_counts(&self, pos: &Position, from: Square, target: Square, _by: Color) -> bool {
        Self::crosses(pos, from, target)
    }
}
