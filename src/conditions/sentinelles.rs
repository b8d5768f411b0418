//! Sentinelles (the same word in Popeye's three languages): a man other
//! than a pawn leaves a pawn of its side (`PionAdvers`: of the other side)
//! on the square it moved from, written `Kf2-e1[+wPf2]`, unless that
//! square is on the first or last rank, or the side already has 8 pawns,
//! or both sides 16 together (Popeye's defaults; `sentinelles.c`). A
//! promoting pawn is a pawn and leaves none; a castling king's square is
//! on the first rank.

use super::{Condition, FastPaths};
use crate::geometry::Square;
use crate::piece::{Color, EMPTY, Kind, Piece};
use crate::position::{Move, MoveKind, Position};

/// Sentinelles.
#[derive(Clone, Copy, Debug)]
pub struct Sentinelles {
    /// The pawn left is the other side's.
    pub adverse: bool,
    /// The rule set's pawn.
    pub pawn: Kind,
}

/// Popeye's default bounds: pawns of a side, of both.
const MAX_SIDE: usize = 8;
const MAX_TOTAL: usize = 16;

impl Condition for Sentinelles {
    fn id(&self) -> &'static str {
        "Sentinelles"
    }

    /// Only make does more: a pawn appears where the man stood. Popeye's
    /// mating moves come in its plain order (found on random positions:
    /// `Re6-e8[+wPe6] #` before `f7-f8=Q #`).
    fn keeps(&self) -> FastPaths {
        FastPaths {
            popeye_mating_order: false,
            ..FastPaths::EFFECTS_AFTER_MOVE
        }
    }

    fn after_move_order(&self) -> Option<u8> {
        Some(20)
    }

    fn after_move(&self, pos: &mut Position, mv: Move, _captured: Option<(Piece, Square)>) {
        let rules = pos.rules();
        let from = mv.from;
        let Some(man) = pos.piece_at(mv.to) else {
            return;
        };
        // A move with a promotion is a pawn's, but a chameleon's change
        // (which the move carries as its promotion too).
        let chameleon = rules.piece_type(man.kind()).name.contains(crate::piece::FORM_WORDS[1]);
        if (mv.promotion.is_some() && !chameleon)
            || rules.is_pawn(man.kind())
            || matches!(mv.kind, MoveKind::Exchange | MoveKind::KingExchange)
            || rules.is_promotion_square(from, Color::White)
            || rules.is_promotion_square(from, Color::Black)
            || pos.cell(from) != EMPTY
        {
            return;
        }
        let mover = pos.side_to_move();
        let side = if self.adverse { !mover } else { mover };
        let pawns = |c: Color| {
            pos.pieces(c)
                .iter()
                .filter(|&&s| pos.piece_at(s).is_some_and(|p| p.kind() == self.pawn))
                .count()
        };
        let (own, total) = (pawns(side), pawns(Color::White) + pawns(Color::Black));
        if own < MAX_SIDE && total < MAX_TOTAL {
            pos.add_man(from, Piece::new(side, self.pawn));
        }
    }
}
