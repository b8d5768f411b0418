//! KoeKo (Popeye's `KoeKo`, French `Koeko`): a move is legal only if the
//! man that moved ends in contact with another man, on a square a king's
//! step away (Kontakt-Koeko). As in Popeye (`conditions/koeko/koeko.c`):
//!
//! * every man a move moves is judged where it ends: the king and the rook
//!   of a castling both, a man after the effects of other conditions (a
//!   Circe rebirth may give the contact);
//! * observation is validated by playing the capture: a man checks only
//!   where, having taken the king, it would stand in contact;
//! * Popeye's `Neighbour` variant (contact by another walk) is refused by
//!   name where it is written.

use super::{Condition, FastPaths};
use crate::geometry::Square;
use crate::piece::{Color, EMPTY, OFF};
use crate::position::{MoveKind, Position, follow_man};

/// The king's steps.
const STEPS: [(i8, i8); 8] = [(1, 0), (1, 1), (0, 1), (-1, 1), (-1, 0), (-1, -1), (0, -1), (1, -1)];

/// KoeKo.
#[derive(Clone, Copy, Debug, Default)]
pub struct Koeko;

impl Koeko {
    /// On the board `cell` reads, does a man on `sq` touch another?
    fn contact(pos: &Position, sq: Square, cell: impl Fn(Square) -> u8) -> bool {
        let g = pos.rules().geometry();
        STEPS.iter().any(|&(dx, dy)| {
            let c = cell(sq.offset(g.delta(dx, dy)));
            c != EMPTY && c != OFF
        })
    }
}

impl Condition for Koeko {
    fn id(&self) -> &'static str {
        "KoeKo"
    }

    /// Moves and make are orthodox; legality and check read the men
    /// around the arrival.
    fn keeps(&self) -> FastPaths {
        FastPaths {
            plain_moves: true,
            move_by_move: true,
            plain_make: true,
            // It only forbids moves.
            proof_bound: true,
            ..FastPaths::NONE
        }
    }

    fn illegal_after(&self, pos: &Position, mover: Color) -> bool {
        let Some((mv, _)) = pos.last_move() else {
            return false;
        };
        let later = pos.last_effects().1;
        let cell = |s: Square| pos.cell(s);
        if !Self::contact(pos, follow_man(later, mv.to), cell) {
            return true;
        }
        if let MoveKind::Castling(i) = mv.kind {
            let (_, rook_to) = pos.rules().castling_rook_squares(i, mover);
            return !Self::contact(pos, follow_man(later, rook_to), cell);
        }
        false
    }

    fn observation_counts(&self, pos: &Position, from: Square, target: Square, _by: Color) -> bool {
        let rules = pos.rules();
        Self::contact(pos, target, |s| if s == from { rules.vacant(s) } else { pos.cell(s) })
    }
}
