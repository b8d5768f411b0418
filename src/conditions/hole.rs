//! Hole (Popeye's `Hole`, French `Trou`, German `Loch`): the squares
//! given are not part of the board: no man stands on, passes over or
//! observes across them, as over the board's edge. They are holes from
//! the diagram on (HaanerChess's holes, made at the start), drawn blank
//! in the diagram and not named in the caption, as Popeye draws and
//! omits them (`conditions.c`: "depicted in diagram").

use super::{Condition, FastPaths, SetupView};
use crate::geometry::Square;
use crate::rules::Rules;

/// Hole.
#[derive(Clone, Debug, Default)]
pub struct Hole {
    /// The holes.
    pub squares: Vec<Square>,
}

impl Condition for Hole {
    fn id(&self) -> &'static str {
        "Hole"
    }

    /// The walks, the tables and the cell verdicts read a hole as the
    /// board's edge, and make changes nothing; only the orthodox pruning
    /// (paths to a square, intelligent mode) assumes a whole board.
    fn keeps(&self) -> FastPaths {
        FastPaths {
            orthodox_pruning: false,
            ..FastPaths::ALL
        }
    }

    fn holes(&self) -> &[Square] {
        &self.squares
    }

    fn setup_errors(&self, rules: &Rules, view: &SetupView) -> Vec<String> {
        (self.squares.iter())
            .filter(|&&sq| (view.occupied)(sq))
            .map(|&sq| format!("a man stands on the hole {}", rules.geometry().name(sq)))
            .collect()
    }
}
