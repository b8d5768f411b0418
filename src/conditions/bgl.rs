//! BGL (Popeye's `BGL`, in all three languages): each side has a budget
//! of distance (`BGL 4.5 6`: White's 4.5, Black's 6; `-` for none; one
//! number: a budget both sides spend together). A move costs the
//! distance between its squares, `sqrt(files² + ranks²)` in hundredths
//! rounded (a knight's 2.24, castling the king's 2), and is legal only
//! while the mover's budget covers it; so is a capture that checks. As in
//! Popeye (`conditions/bgl.c`), the budgets after each move of a side
//! with one are written after it: ` (4.5/3.76)`, ` (3.76)` for a shared
//! one.
//!
//! The budget spent is kept in the position's counters (White's, Black's;
//! a shared budget in White's), so that two lines reaching one board
//! with different budgets left are different positions.

use super::{Condition, FastPaths};
use crate::geometry::Square;
use crate::piece::Color;
use crate::position::{Move, NULL_SQUARE, Position};

/// BGL.
#[derive(Clone, Copy, Debug)]
pub struct Bgl {
    /// White's and Black's budgets in hundredths; `None`: no limit.
    pub budget: [Option<i32>; 2],
    /// One budget for both sides (a single number given).
    pub global: bool,
}

/// The cost of a step of `df` files and `dr` ranks: Popeye's table, the
/// distance in hundredths rounded.
fn cost(df: i32, dr: i32) -> i32 {
    let d = f64::from(df * df + dr * dr).sqrt();
    (d * 100.0).round() as i32
}

impl Bgl {
    /// Which counter holds `side`'s spending.
    fn counter(&self, side: Color) -> usize {
        if self.global { 0 } else { side.index() }
    }

    /// What `side` has left, `None` without a limit.
    fn left(&self, pos: &Position, side: Color) -> Option<i32> {
        let budget = self.budget[side.index()]?;
        Some(budget - pos.counters()[self.counter(side)])
    }

    /// The cost of going from `from` to `to`.
    fn distance(&self, pos: &Position, from: Square, to: Square) -> i32 {
        let g = pos.rules().geometry();
        let (a, b) = (g.coord(from), g.coord(to));
        cost(i32::from(b.file - a.file), i32::from(b.rank - a.rank))
    }

    /// May `side` still go from `from` to `to`?
    fn affords(&self, pos: &Position, side: Color, from: Square, to: Square) -> bool {
        self.left(pos, side)
            .is_none_or(|left| self.distance(pos, from, to) <= left)
    }
}

impl Condition for Bgl {
    fn id(&self) -> &'static str {
        "BGL"
    }

    /// The moves and what checks depend on the budgets left, which the
    /// tables and cells do not know; a move spends from a budget.
    fn keeps(&self) -> FastPaths {
        FastPaths::SAFETY_MOVE_BY_MOVE
    }

    fn after_move_order(&self) -> Option<u8> {
        Some(0)
    }

    fn after_move(&self, pos: &mut Position, mv: Move, _captured: Option<(crate::piece::Piece, Square)>) {
        // (The side to move is still the mover's here.)
        let side = pos.side_to_move();
        if self.budget[side.index()].is_none() || mv.from == NULL_SQUARE {
            return;
        }
        let i = self.counter(side);
        let spent = pos.counters()[i] + self.distance(pos, mv.from, mv.to);
        pos.set_counter(i, spent);
    }

    fn rewrite_moves(&self, pos: &Position, moves: &mut Vec<Move>) {
        let side = pos.side_to_move();
        if self.budget[side.index()].is_some() {
            moves.retain(|m| m.from == NULL_SQUARE || self.affords(pos, side, m.from, m.to));
        }
    }

    /// Castling costs the king's way (2): it is filtered too.
    fn rewrites_castling(&self) -> bool {
        true
    }

    fn observation_counts(&self, pos: &Position, from: Square, target: Square, by: Color) -> bool {
        self.affords(pos, by, from, target)
    }

    fn move_text_end(&self, before: &Position, after: &Position) -> Option<String> {
        if before.counters() == after.counters() {
            return None;
        }
        let left = |side: Color| self.left(after, side);
        let text = super::registry::bgl_text;
        Some(if self.global {
            format!(" ({})", text(left(Color::White)))
        } else {
            format!(" ({}/{})", text(left(Color::White)), text(left(Color::Black)))
        })
    }
}
