//! BlackEdgeMover and WhiteEdgeMover (Popeye's names; French
//! `NoirBordCoup`, `BlancBordCoup`; German `SchwarzerRandzueger`,
//! `WeisserRandzueger`): every move of the side ends on an edge square of
//! the board, and its men observe (so check) only on edge squares.
//! Popeye filters the side's moves by their arrival and checks the
//! geometry of its observations the same way (`edgemover.c`).

use super::{Condition, FastPaths};
use crate::geometry::Square;
use crate::piece::Color;
use crate::position::{Move, Position};

/// An edge mover.
#[derive(Clone, Copy, Debug)]
pub struct EdgeMover {
    /// The side whose moves end on the edge.
    pub side: Color,
}

impl Condition for EdgeMover {
    fn id(&self) -> &'static str {
        match self.side {
            Color::White => "WhiteEdgeMover",
            Color::Black => "BlackEdgeMover",
        }
    }

    /// Moves are filtered and observation is vetoed off the edge; legality
    /// is still the royal's safety, move by move. Popeye keeps its
    /// mating-move generator (its `twin.c` does not switch it off).
    fn keeps(&self) -> FastPaths {
        FastPaths {
            popeye_mating_order: true,
            ..FastPaths::MOVES_AND_OBSERVATION
        }
    }

    fn rewrite_moves(&self, pos: &Position, moves: &mut Vec<Move>) {
        if pos.side_to_move() == self.side {
            let rules = pos.rules();
            moves.retain(|mv| rules.on_edge(mv.to));
        }
    }

    fn observation_counts(&self, pos: &Position, _from: Square, target: Square, by: Color) -> bool {
        by != self.side || pos.rules().on_edge(target)
    }

    /// Off the edge the king cannot take back a king stepping next to it.
    fn mates_by_king_contact(&self, mated: Color) -> bool {
        mated == self.side
    }
}
