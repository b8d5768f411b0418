//! AntiCirce (Popeye's `AntiCirce`, `MirrorAntiCirce`, `FileAntiCirce`,
//! `MirrorFileAntiCirce`): after a capture the capturing man is reborn on
//! its own rebirth square (Circe's squares read for the capturer, the
//! capture square standing for where it was taken; a pawn promoting by
//! the capture is reborn as the promoted piece). As in Popeye:
//!
//! * the king is reborn too (RexInclusive is AntiCirce's default;
//!   `RexExclusive` lets it capture as in orthodox chess);
//! * a capture whose rebirth square is occupied is illegal (Strict);
//! * a capture on the rebirth square itself leaves the capturer there
//!   (Calvet, the default); under `Cheylan` such a capture is illegal.
//!
//! A check is a capture of the king that would be legal: a man whose
//! capture of the king would be illegal does not check (so kings may
//! stand side by side when neither's rebirth square is free).

use super::circe::RebirthSquares;
use super::{Condition, FastPaths};
use crate::geometry::Square;
use crate::piece::{Color, EMPTY, Piece};
use crate::position::{Move, Position};

/// AntiCirce with one rebirth rule.
#[derive(Clone, Debug)]
pub struct AntiCirce {
    squares: RebirthSquares,
    /// A capture on the rebirth square is illegal (else the man stays).
    cheylan: bool,
    /// Kings are reborn like other men.
    rex_inclusive: bool,
}

impl AntiCirce {
    /// AntiCirce of these squares under `rules`.
    pub fn new(squares: RebirthSquares, cheylan: bool, rex_inclusive: bool) -> AntiCirce {
        AntiCirce {
            squares,
            cheylan,
            rex_inclusive,
        }
    }

    /// Where `capturer`, leaving `from`, goes after capturing on `taken`
    /// and arriving on `to` (elsewhere for a locust, whose rebirth square
    /// Popeye counts from the capture: `Lc2*e4-f5[wLf5->e8]`): `Some(to)`
    /// to stay, `Some(sq)` to be reborn, `None` where the capture is
    /// illegal.
    fn landing(&self, pos: &Position, capturer: Piece, from: Square, (taken, to): (Square, Square)) -> Option<Square> {
        let rules = pos.rules();
        if !self.rex_inclusive && rules.is_royal(capturer.kind()) {
            return Some(to);
        }
        // (Not yet with neutral men: `conditions::WITH_NEUTRALS`.)
        let sq = self.squares.square(rules, capturer, capturer.color(), taken);
        if sq == to {
            return (!self.cheylan).then_some(to);
        }
        (sq == from || pos.cell(sq) == EMPTY).then_some(sq)
    }

    /// May the man on `from` capture on `to` (with any of its promotions
    /// there)?
    fn may_capture(&self, pos: &Position, from: Square, to: Square) -> bool {
        let Some(man) = pos.piece_at(from) else {
            return false;
        };
        let rules = pos.rules();
        if rules.is_pawn(man.kind()) && rules.is_promotion_square(to, man.color()) {
            let kinds = rules.promotions_of(man.kind());
            if !kinds.is_empty() {
                return kinds
                    .iter()
                    .any(|&k| self.landing(pos, man.with_kind(k), from, (to, to)).is_some());
            }
        }
        self.landing(pos, man, from, (to, to)).is_some()
    }
}

impl Condition for AntiCirce {
    fn id(&self) -> &'static str {
        match (self.squares.rebirth(), self.squares.mirror()) {
            (super::Rebirth::File, false) => "FileAntiCirce",
            (super::Rebirth::File, true) => "MirrorFileAntiCirce",
            (_, true) => "MirrorAntiCirce",
            _ => "AntiCirce",
        }
    }

    /// Captures are filtered (an occupied rebirth square forbids one) and
    /// observation is a capture that would be legal; legality stays the
    /// king's safety after the whole move. A capturer reborn elsewhere may
    /// check from there, which the orthodox mating-move generator does
    /// not foresee.
    fn keeps(&self) -> FastPaths {
        FastPaths {
            royal_safety_only: true,
            move_by_move: true,
            ..FastPaths::NONE
        }
    }

    fn rewrite_moves(&self, pos: &Position, moves: &mut Vec<Move>) {
        moves.retain(|mv| {
            let Some(taken) = pos.capture_square(*mv) else {
                return true;
            };
            let man = pos.piece_at(mv.from).expect("a mover");
            let arriving = mv.promotion.map_or(man, |k| man.with_kind(k));
            self.landing(pos, arriving, mv.from, (taken, mv.to)).is_some()
        });
    }

    fn after_move_order(&self) -> Option<u8> {
        Some(10)
    }

    fn after_move(&self, pos: &mut Position, mv: Move, captured: Option<(Piece, Square)>) {
        if captured.is_none() {
            return;
        }
        let Some(man) = pos.piece_at(mv.to) else {
            return;
        };
        if !self.rex_inclusive && pos.rules().is_royal(man.kind()) {
            return;
        }
        // The move itself was filtered: the square is free or the man's
        // own. A man reborn where it captured (Calvet) is still taken off
        // and put back, as Popeye does and writes (`[wSb1->b1]`).
        let taken = captured.map_or(mv.to, |(_, sq)| sq);
        let Some(sq) = self.landing(pos, man, mv.from, (taken, mv.to)) else {
            return;
        };
        pos.remove_man(mv.to);
        pos.add_man(sq, man);
    }

    fn observation_counts(&self, pos: &Position, from: Square, target: Square, _by: Color) -> bool {
        self.may_capture(pos, from, target)
    }
}
