//! The mummers (Popeye's names BlackMaximummer, WhiteMaximummer,
//! BlackMinimummer, WhiteMinimummer, BlackMustCapture, WhiteMustCapture):
//! of its legal moves, the restricted side may play only those that
//! measure most. Popeye measures a move's length as the square of the
//! distance between its squares (castling: 16 on the king's side, 25 on
//! the queen's), Minimummer prefers the shortest, MustCapture measures a
//! capture 1 and any other move 0.
//!
//! Only the choice among legal moves changes: what observes, checks and
//! mates is as in orthodox chess (Popeye's king capture and immobility
//! tests skip the mummer), so the condition keeps every shortcut that
//! judges one move alone and none that picks a move without the list.

use super::{Condition, FastPaths};
use crate::piece::Color;
use crate::position::{Move, MoveKind, Position};

/// What a mummer prefers.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Measure {
    /// The longest moves (Maximummer).
    Longest,
    /// The shortest moves (Minimummer).
    Shortest,
    /// Captures (MustCapture).
    Capture,
}

/// A mummer of one side.
#[derive(Clone, Debug)]
pub struct Mummer {
    id: &'static str,
    /// The side restricted.
    pub side: Color,
    /// What it prefers.
    pub measure: Measure,
}

impl Mummer {
    /// The mummer of a registry id (`BlackMaximummer` ...).
    pub fn from_id(id: &'static str) -> Option<Mummer> {
        let (side, rest) = if let Some(r) = id.strip_prefix("White") {
            (Color::White, r)
        } else {
            (Color::Black, id.strip_prefix("Black")?)
        };
        let measure = match rest {
            "Maximummer" => Measure::Longest,
            "Minimummer" => Measure::Shortest,
            "MustCapture" => Measure::Capture,
            _ => return None,
        };
        Some(Mummer { id, side, measure })
    }

    /// Popeye's length of a move: the square of the distance its man
    /// travels; castling 16 (king's side) or 25 (queen's side).
    pub fn length(pos: &Position, mv: Move) -> u32 {
        let rules = pos.rules();
        if let MoveKind::Castling(i) = mv.kind {
            let c = &rules.set().castling[i as usize];
            return if c.rook_from > c.king_from { 16 } else { 25 };
        }
        let g = rules.geometry();
        let (a, b) = (g.coord(mv.from), g.coord(mv.to));
        let (df, dr) = ((a.file - b.file) as i32, (a.rank - b.rank) as i32);
        (df * df + dr * dr) as u32
    }

    /// The move's measure: the higher, the more preferred.
    fn measure(&self, pos: &Position, mv: Move) -> u32 {
        match self.measure {
            Measure::Longest => Self::length(pos, mv),
            Measure::Shortest => u32::MAX - Self::length(pos, mv),
            Measure::Capture => u32::from(
                pos.capture_square(mv)
                    .and_then(|sq| pos.piece_at(sq))
                    .is_some_and(|p| p.color() != pos.side_to_move()),
            ),
        }
    }
}

impl Condition for Mummer {
    fn id(&self) -> &'static str {
        self.id
    }

    fn keeps(&self) -> FastPaths {
        FastPaths {
            move_by_move: false,
            orthodox_pruning: false,
            ..FastPaths::ALL
        }
    }

    fn filter_legal(&self, pos: &Position, moves: &mut Vec<Move>) {
        if pos.side_to_move() != self.side || moves.len() < 2 {
            return;
        }
        let best = moves.iter().map(|&mv| self.measure(pos, mv)).max().unwrap_or(0);
        moves.retain(|&mv| self.measure(pos, mv) == best);
    }
}
