//! Neutral men (Popeye's `neutral Sd4`): both sides' at once, as Popeye
//! has them (both colour flags set). The side to move moves them and may
//! take them; they attack both royals, so a move that leaves its own
//! royal attacked by a neutral man is no move. A neutral pawn goes up the
//! board when White moves it, down when Black does, and promotes to a
//! neutral man. The move generator and the attack test read this from
//! the cells (a neutral man's cell value, `Piece::neutral`): this
//! "condition" only declares the shortcuts that stay exact with such men
//! on the board, and is added by the problem wherever one stands.

use std::sync::Arc;

use super::{Condition, FastPaths};
use crate::piece::Color;
use crate::position::Position;

/// The conditions checked against Popeye with neutral men on the board
/// (the rest are refused with them).
pub const WITH_CONDITIONS: &[&str] = &[
    "Circe",
    "MirrorCirce",
    "FileCirce",
    "BlackMaximummer",
    "WhiteMaximummer",
    "KoeKo",
    "Breton",
    "BGL",
    "Disparate",
];

/// Is the condition of `spec` checked against Popeye with neutral men on
/// the board? Breton's `Chromatic` is not: a neutral man chosen would
/// change sides.
pub fn accepts_neutrals(spec: &crate::input::ConditionSpec) -> bool {
    WITH_CONDITIONS.contains(&spec.name) && !(spec.name == "Breton" && spec.variants.contains(&"Chromatic"))
}

/// The Circe conditions among [`WITH_CONDITIONS`]: Popeye's condition
/// flag `circe`, under which it drops its mating-move generator where
/// neutral men stand (its `solving/machinery/twin.c`).
const CIRCES: &[&str] = &["Circe", "MirrorCirce", "FileCirce"];

/// The shortcuts' declaration of neutral men.
#[derive(Clone, Copy, Debug)]
pub struct Neutral {
    /// Popeye's mating moves come from its mating-move generator.
    mating_order: bool,
}

impl Neutral {
    /// Neutral men beside these conditions.
    pub fn beside(conditions: &[Arc<dyn Condition>]) -> Neutral {
        Neutral {
            mating_order: !conditions.iter().any(|c| CIRCES.contains(&c.id())),
        }
    }
}

impl Condition for Neutral {
    fn id(&self) -> &'static str {
        "Neutral"
    }

    /// The walks and the tables still tell moves and observation; but a
    /// man may be pinned and pinner, checker and movable at once, so no
    /// cell verdict, pin or check-answer shortcut holds, nor the orthodox
    /// pruning built on two separate sides. Popeye keeps its mating-move
    /// generator (a neutral king's moves in it are its captures, in the
    /// same order), so its order of mating moves stays, but for Circe.
    fn keeps(&self) -> FastPaths {
        FastPaths {
            plain_moves: true,
            move_by_move: true,
            table_observation: true,
            popeye_mating_order: self.mating_order,
            ..FastPaths::NONE
        }
    }

    /// A side may not take its own king: a neutral royal is the mover's
    /// too. (Only a goal move that lets the mover's royal be attacked,
    /// `##` and `##!`, can leave it capturable; Popeye then forbids the
    /// capture, its `own_king_capture_avoider`.)
    fn illegal_after(&self, pos: &Position, _mover: Color) -> bool {
        pos.last_capture()
            .is_some_and(|(man, _)| man.is_neutral() && pos.rules().is_royal(man.kind()))
    }
}
