//! Bicolores (the same word in Popeye's three languages): a square is
//! observed by a side when a man of either side observes it, so a king is
//! in check from its own men as from the enemy's (a man may not move so
//! that one of its own side's men attacks its king). Captures are
//! orthodox: a man takes only enemy men.
//!
//! Popeye tries each observation with the other side when the side asked
//! fails (`bicolores_try_both_sides`); here the other side's men are the
//! condition's own observers.

use super::{Condition, FastPaths};
use crate::geometry::Square;
use crate::piece::Color;
use crate::position::Position;

/// Bicolores.
#[derive(Clone, Copy, Debug, Default)]
pub struct Bicolores;

impl Condition for Bicolores {
    fn id(&self) -> &'static str {
        "Bicolores"
    }

    /// The tables, the pins and the cells no longer tell check; legality
    /// is the royal's safety. Popeye's mating moves come in its plain
    /// order (its `twin.c`).
    fn keeps(&self) -> FastPaths {
        FastPaths::ROYAL_SAFETY
    }

    fn observes(&self, pos: &Position, target: Square, by: Color) -> bool {
        let other = !by;
        let mask = pos.kinds_present(other);
        pos.attacked_on(target, other, mask, |s: Square| pos.cell(s), |from| from != target)
    }
}
