//! Eiffel chess (Popeye's `EiffelChess`, French `EchecsEiffel`, German
//! `EiffelSchach`): a man observed by an enemy man of the kind next in
//! the cycle pawn, queen, rook, bishop, knight, pawn is paralysed: a pawn
//! by a queen, a queen by a rook, a rook by a bishop, a bishop by a
//! knight, a knight by a pawn. A paralysed man neither moves nor
//! observes (so it gives no check), though it may be taken. Kings and
//! fairy men are never paralysed and paralyse nothing.
//!
//! As Madrasi, paralysis is read from the geometry of observation alone
//! (Popeye's `eiffel_is_piece_observed` asks for the observation's
//! geometry): the paralyser need not be free itself. Unlike Madrasi, a
//! pawn that may be taken en passant is not paralysed by the pawn that may
//! take it: no pawn paralyses a pawn.

use super::{Condition, FastPaths};
use crate::geometry::Square;
use crate::piece::{Color, Kind};
use crate::position::{Move, Position};
use crate::rules::Rules;

/// Eiffel chess.
#[derive(Clone, Debug)]
pub struct Eiffel {
    /// Per kind: the kinds that paralyse it, a bit per kind.
    paralysers: Vec<u64>,
}

impl Eiffel {
    /// Eiffel chess for the men of `rules`, read by their walks.
    pub fn new(rules: &Rules) -> Eiffel {
        let walk = |k: usize| rules.piece_type(Kind(k as u8)).walk_name();
        let kinds = rules.kind_count();
        let with_walk = |name: &str| (0..kinds).filter(|&k| walk(k) == name).fold(0u64, |m, k| m | 1 << k);
        let paralysers = (0..kinds)
            .map(|k| match walk(k) {
                "pawn" => with_walk("queen"),
                "queen" => with_walk("rook"),
                "rook" => with_walk("bishop"),
                "bishop" => with_walk("knight"),
                "knight" => with_walk("pawn"),
                _ => 0,
            })
            .collect();
        Eiffel { paralysers }
    }

    /// Is the man on `sq` paralysed?
    pub fn paralysed(&self, pos: &Position, sq: Square) -> bool {
        let Some(man) = pos.piece_at(sq) else {
            return false;
        };
        let enemy = !man.color();
        let mask = self.paralysers[man.kind().0 as usize] & pos.kinds_present(enemy);
        mask != 0 && pos.observed_by_walk(sq, enemy, mask, |s| pos.cell(s))
    }
}

impl Condition for Eiffel {
    fn id(&self) -> &'static str {
        "EiffelChess"
    }

    /// As Madrasi: any move may paralyse or free a man anywhere, legality
    /// is still the royal's safety, and Popeye's mating moves come in its
    /// plain order (its `twin.c`).
    fn keeps(&self) -> FastPaths {
        FastPaths::ROYAL_SAFETY
    }

    fn rewrite_moves(&self, pos: &Position, moves: &mut Vec<Move>) {
        super::drop_moves_of(moves, |from| self.paralysed(pos, from));
    }

    fn observation_counts(&self, pos: &Position, from: Square, _target: Square, _by: Color) -> bool {
        !self.paralysed(pos, from)
    }
}
