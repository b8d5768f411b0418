//! KobulKings (Popeye's `KobulKings`, German `KobulKoenige`;
//! `conditions/kobul.c`): when a man is taken, its side's royal man takes
//! on its walk, a royal one (`[b7=rR]`), or the king's where a pawn was
//! taken (`[a2=K]`). Both sides' kings are Kobul kings (Popeye's
//! one-sided variants are not read).

use super::{Condition, FastPaths};
use crate::geometry::Square;
use crate::piece::{Kind, Piece};
use crate::position::{Move, Position};

/// KobulKings.
#[derive(Clone, Debug)]
pub struct Kobul {
    /// Per kind: the kind a royal man becomes when a man of it is taken.
    pub royal_form: Vec<Kind>,
}

impl Condition for Kobul {
    fn id(&self) -> &'static str {
        "KobulKings"
    }

    /// Only make does more: a royal man changes walk after a capture.
    /// Popeye tries mating moves in its plain order (`twin.c` turns its
    /// mating-move generator off; found on random positions too).
    fn keeps(&self) -> FastPaths {
        FastPaths {
            popeye_mating_order: false,
            ..FastPaths::EFFECTS_AFTER_MOVE
        }
    }

    /// Alone for now (the registry keeps the others away).
    fn after_move_order(&self) -> Option<u8> {
        Some(50)
    }

    fn after_move(&self, pos: &mut Position, _mv: Move, captured: Option<(Piece, Square)>) {
        let Some((man, _)) = captured else { return };
        let &[royal] = pos.royals(man.color()) else {
            return;
        };
        let Some(king) = pos.piece_at(royal) else { return };
        let form = self.royal_form[man.kind().0 as usize];
        if king.kind() != form {
            pos.replace_man(royal, king.with_kind(form));
        }
    }
}
