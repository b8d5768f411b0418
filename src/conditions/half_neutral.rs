//! Half-neutral men (Popeye's attribute `HalfNeutral`, German
//! `HalbNeutral`): a man of one colour becomes neutral after each of its
//! moves, and a neutral one becomes the moving side's (Popeye's
//! `pieces/attributes/neutral/half.c`). While neutral it is a neutral man
//! in every respect (`conditions/neutral.rs`). Written as Popeye writes
//! the change after the move: `=nh` to neutral, `=wh` (`=bh`) back to a
//! side, `h` whatever the language.

use super::{Condition, FastPaths};
use crate::geometry::Square;
use crate::piece::Piece;
use crate::position::{Move, Position};

/// The half-neutral men, by kind (their forms).
#[derive(Clone, Copy, Debug)]
pub struct HalfNeutral {
    /// The half-neutral kinds, a bit per kind.
    pub kinds: u64,
}

impl Condition for HalfNeutral {
    fn id(&self) -> &'static str {
        "HalfNeutral"
    }

    /// A change of side after the move, nothing else.
    fn keeps(&self) -> FastPaths {
        FastPaths::EFFECTS_AFTER_MOVE
    }

    /// After HaanerChess's hole, before the rebirths and changes of side
    /// (Popeye's recolorer comes there in its move play: a capture by a
    /// half-neutral man under Circe is written `hnLf8*e7=nh[+nhnTa1]`).
    fn after_move_order(&self) -> Option<u8> {
        Some(7)
    }

    fn after_move(&self, pos: &mut Position, mv: Move, _captured: Option<(Piece, Square)>) {
        let at = pos.mover_square(mv.to);
        let Some(man) = pos.piece_at(at) else {
            return;
        };
        if self.kinds >> man.kind().0 & 1 == 0 {
            return;
        }
        let after = if man.is_neutral() {
            Piece::new(pos.side_to_move(), man.kind())
        } else {
            Piece::neutral(man.kind())
        };
        pos.replace_man(at, after);
    }
}
