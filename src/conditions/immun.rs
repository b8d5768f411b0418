//! Immun chess (Popeye's `ImmunChess`, French `Immun`, German
//! `Immunschach`) and its one-word relatives `MirrorImmunChess`,
//! `FileImmunChess`, `MirrorFileImmunChess` and
//! `ImmuneHorizontalSymmetry`: a man may be taken only if its Circe
//! rebirth square would be empty after the capture; nobody is reborn.
//! A man standing on its own rebirth square is immune. Kings are taken
//! (so checked) as in orthodox chess unless `RexInclusive` makes them
//! immune too: a king whose rebirth square is occupied is not in check.
//!
//! Popeye runs it as Circe whose reborn man is not placed and whose
//! occupied rebirth square forbids the capture (`immune.c`); the squares
//! are Circe's ([`RebirthSquares`]).

use super::circe::RebirthSquares;
use super::{Condition, FastPaths};
use crate::geometry::Square;
use crate::piece::{Color, EMPTY};
use crate::position::{Move, Position};

/// Immun chess with one rebirth rule.
#[derive(Clone, Debug)]
pub struct Immun {
    squares: RebirthSquares,
    /// Kings are immune too.
    rex_inclusive: bool,
}

impl Immun {
    /// Immun chess of these squares.
    pub fn new(squares: RebirthSquares, rex_inclusive: bool) -> Immun {
        Immun { squares, rex_inclusive }
    }

    /// May the man on `taken` be captured by the man leaving `from` for
    /// `to` (`to` differs from `taken` en passant)?
    fn may_take(&self, pos: &Position, from: Square, taken: Square, to: Square) -> bool {
        let Some(victim) = pos.piece_at(taken) else {
            return true;
        };
        let rules = pos.rules();
        if !self.rex_inclusive && rules.is_royal(victim.kind()) {
            return true;
        }
        let sq = self.squares.square(rules, victim, victim.color(), taken);
        // The board after the capture: `from` and `taken` emptied, `to`
        // taken by the capturer.
        sq != to && (sq == from || sq == taken || pos.cell(sq) == EMPTY)
    }
}

impl Condition for Immun {
    fn id(&self) -> &'static str {
        match (self.squares.rebirth(), self.squares.mirror()) {
            (super::Rebirth::File, false) => "FileImmunChess",
            (super::Rebirth::File, true) => "MirrorFileImmunChess",
            (super::Rebirth::HorizontalSymmetry, _) => "ImmuneHorizontalSymmetry",
            (_, true) => "MirrorImmunChess",
            _ => "ImmunChess",
        }
    }

    /// Captures are filtered and observation is a capture that would be
    /// legal; legality stays the king's safety and make is orthodox.
    /// Popeye's mating moves come from its mating-move generator unless
    /// the kings are immune too (its `twin.c`).
    fn keeps(&self) -> FastPaths {
        FastPaths {
            popeye_mating_order: !self.rex_inclusive,
            ..FastPaths::ROYAL_SAFETY
        }
    }

    fn rewrite_moves(&self, pos: &Position, moves: &mut Vec<Move>) {
        moves.retain(|&mv| {
            pos.capture_square(mv)
                .is_none_or(|taken| self.may_take(pos, mv.from, taken, mv.to))
        });
    }

    fn observation_counts(&self, pos: &Position, from: Square, target: Square, _by: Color) -> bool {
        self.may_take(pos, from, target, target)
    }
}
