//! Isardam (the same word in French and German): a move is illegal if,
//! after it, some man is observed by an enemy man of its own kind (the
//! geometry of Madrasi's paralysis, read for every man of both sides;
//! kings only with `RexInclusive`). As in Popeye (`conditions/isardam.c`):
//!
//! * Type A, the default: a man checks only where its capture of the king
//!   would itself leave no such observation (Popeye validates observation
//!   by playing the capture);
//! * Type B: check is orthodox;
//! * the observations are geometry alone, as Madrasi's: a pawn that may
//!   be taken en passant is observed by the pawn that may take it, but
//!   not after the capture of a king that Type A plays to judge a check
//!   (that capture leaves no en-passant square).

use super::{Condition, FastPaths};
use crate::geometry::Square;
use crate::piece::{Color, Piece};
use crate::position::{Position, kind_bit};

/// Isardam.
#[derive(Clone, Copy, Debug, Default)]
pub struct Isardam {
    /// Kings are observed too.
    pub rex_inclusive: bool,
    /// Type B: check is orthodox.
    pub type_b: bool,
}

impl Isardam {
    /// On the board `cell` reads, is the man on one of `men` observed by
    /// an enemy man of its kind?
    fn any_observed(
        &self,
        pos: &Position,
        cell: impl Fn(Square) -> u8 + Copy,
        mut men: impl Iterator<Item = Square>,
        ep: bool,
    ) -> bool {
        let rules = pos.rules();
        men.any(|sq| {
            let code = cell(sq);
            let Some(man) = Piece::from_cell(code) else {
                return false;
            };
            if !self.rex_inclusive && rules.is_royal(man.kind()) {
                return false;
            }
            // Not narrowed to the kinds the enemy has on the board: in
            // Type A's played capture a promoted pawn may be one more.
            let enemy = !man.color();
            let mask = kind_bit(code);
            // A pawn that may be taken en passant is observed by the pawn
            // that may take it (Popeye's example isardam 017).
            pos.observed_by_walk(sq, enemy, mask, cell)
                || ep
                    && pos.ep_victim() == Some(sq)
                    && pos
                        .ep_square()
                        .is_some_and(|e| pos.observed_by_walk(e, enemy, mask, cell))
        })
    }

    /// Every man on the board, both sides.
    fn men(pos: &Position) -> impl Iterator<Item = Square> + '_ {
        Color::ALL.iter().flat_map(|&c| pos.pieces(c).iter().copied())
    }
}

impl Condition for Isardam {
    fn id(&self) -> &'static str {
        "Isardam"
    }

    /// Moves and make are orthodox; legality reads the whole board, and
    /// under Type A so does a check.
    fn keeps(&self) -> FastPaths {
        FastPaths {
            plain_moves: true,
            move_by_move: true,
            table_observation: self.type_b,
            plain_make: true,
            // It only forbids moves.
            proof_bound: true,
            ..FastPaths::NONE
        }
    }

    fn illegal_after(&self, pos: &Position, _mover: Color) -> bool {
        self.any_observed(pos, |s| pos.cell(s), Self::men(pos), true)
    }

    fn observation_counts(&self, pos: &Position, from: Square, target: Square, _by: Color) -> bool {
        if self.type_b {
            return true;
        }
        // The capture played on a copy of the cells: the observer on the
        // target (a pawn as any piece it may promote to there: Popeye's
        // isardam 014, where each promotion on e8 would be observed), its
        // square empty.
        let rules = pos.rules();
        let Some(observer) = pos.piece_at(from) else {
            return false;
        };
        let promotions = rules.promotions_of(observer.kind());
        let arrivals: Vec<Piece> = if rules.is_pawn(observer.kind())
            && rules.is_promotion_square(target, observer.color())
            && !promotions.is_empty()
        {
            promotions.iter().map(|&k| Piece::new(observer.color(), k)).collect()
        } else {
            vec![observer]
        };
        arrivals.into_iter().any(|arriving| {
            let cell = |s: Square| {
                if s == target {
                    arriving.code()
                } else if s == from {
                    rules.vacant(s)
                } else {
                    pos.cell(s)
                }
            };
            // The men after the capture: the observer on the target, the
            // man taken gone.
            let men = Self::men(pos)
                .filter(|&s| s != target)
                .map(|s| if s == from { target } else { s });
            !self.any_observed(pos, cell, men, false)
        })
    }
}
