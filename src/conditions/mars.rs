//! MarsCirce (the same word in French and German): a man captures only
//! from its own rebirth square, Circe's square of the capturer where it
//! stands, lifted from its square first; it moves without capturing as
//! usual. As in Popeye (`conditions/marscirce/marscirce.c`):
//!
//! * the rebirth square must be empty, or be the man's own square;
//! * kings too capture from theirs (RexInclusive is the default); under
//!   `RexExclusive` a king makes no capture and observes nothing (Popeye
//!   at times lets it capture from a square left over from the man it
//!   examined before: not modelled);
//! * the rebirth squares are Circe's, or mirrored (`Mirror`); the rules
//!   that read a capture square (`File` ...) are refused by the registry;
//! * a man observes (checks) only as it would capture: from its rebirth
//!   square, its own square vacated;
//! * a capture is written with the rebirth square between its departure
//!   and its capture square, `Db1-d8*d5`, unless the man stands on it;
//! * Popeye generates a man's captures after its other moves, so it
//!   tries them first.
//!
//! The move itself is the plain capture from the man's square: the board
//! after it is the orthodox one.

use super::circe::RebirthSquares;
use super::{Condition, FastPaths};
use crate::geometry::Square;
use crate::piece::{Color, EMPTY, Piece};
use crate::position::{Position, kind_bit};

/// MarsCirce with one rebirth rule.
#[derive(Clone, Debug)]
pub struct MarsCirce {
    squares: RebirthSquares,
    /// Kings capture from their rebirth squares (else not at all).
    rex_inclusive: bool,
}

impl MarsCirce {
    /// MarsCirce of these squares.
    pub fn new(squares: RebirthSquares, rex_inclusive: bool) -> MarsCirce {
        MarsCirce { squares, rex_inclusive }
    }

    /// Where `man`, standing on `from`, captures from: its rebirth square
    /// when that is free or its own; `None` when it captures nothing.
    fn origin(&self, pos: &Position, man: Piece, from: Square) -> Option<Square> {
        let rules = pos.rules();
        if !self.rex_inclusive && rules.is_royal(man.kind()) {
            return None;
        }
        // (Not yet with neutral men: `conditions::WITH_NEUTRALS`.)
        let sq = self.squares.square(rules, man, man.color(), from);
        (sq == from || pos.cell(sq) == EMPTY).then_some(sq)
    }
}

impl Condition for MarsCirce {
    fn id(&self) -> &'static str {
        "MarsCirce"
    }

    /// Captures are made from other squares than the man's and men
    /// observe from there: the walks' moves, the attack tables and the
    /// cells' verdicts no longer tell. A move's legality is still its
    /// king's safety, judged move by move, and the make is orthodox.
    fn keeps(&self) -> FastPaths {
        FastPaths::MOVES_AND_OBSERVATION
    }

    fn relocates_captures(&self) -> bool {
        true
    }

    fn capture_origin(&self, pos: &Position, from: Square) -> Option<Square> {
        let man = pos.piece_at(from)?;
        self.origin(pos, man, from)
    }

    /// The tables find the men that observe from their own squares; one
    /// counts only when that square is its rebirth square.
    fn observation_counts(&self, pos: &Position, from: Square, _target: Square, _by: Color) -> bool {
        pos.piece_at(from)
            .is_some_and(|man| self.origin(pos, man, from) == Some(from))
    }

    /// The men that observe from their rebirth squares, elsewhere.
    fn observes(&self, pos: &Position, target: Square, by: Color) -> bool {
        pos.pieces(by).iter().any(|&from| {
            let Some(man) = pos.piece_at(from) else {
                return false;
            };
            let Some(origin) = self.origin(pos, man, from) else {
                return false;
            };
            if origin == from || origin == target {
                return false;
            }
            let cell = pos.cells_with_man_moved(from, origin);
            pos.attacked_on(target, by, kind_bit(man.code()), cell, |s| s == origin)
        })
    }
}
