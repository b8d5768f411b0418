//! SAT (the same word in Popeye's three languages): a king is in check
//! when it has a flight, a square its walk reaches (empty or the other
//! side's, not the other king's) where it would not be observed, the king
//! lifted from its square. `SAT N` (`SAT N M`: White's N, Black's M)
//! lets a king have N flights unchecked (N - 1 while it is observed on
//! its square) as Popeye has it (`conditions/sat.c`): with no number the
//! count of flights alone tells, with numbers a king the other side does
//! not observe gets one flight fewer, a limit Popeye applies to both
//! sides once either has a number. Popeye then avoids taking a king (its
//! king-capture avoiders): a king observed on its square may stand there,
//! and the move taking it is no move. Observation of other men stays the
//! walks'.
//!
//! StrictSAT (`sat.c`'s strict tester): a side whose king has once been
//! observed, in the diagram or after any move, is in check whenever its
//! king is not observed, and by its count of flights while it is (one
//! flight fewer allowed). The mark is kept in the position's counters,
//! set after every move.

use super::{Condition, FastPaths};
use crate::geometry::Square;
use crate::piece::{Color, EMPTY, Piece};
use crate::position::{Move, Position};

/// SAT and its counted forms.
#[derive(Clone, Copy, Debug)]
pub struct Sat {
    /// Popeye's `SAT_max_nr_allowed_flights`, White's and Black's: the
    /// number given plus one, 1 without a number.
    pub max: [u32; 2],
    /// StrictSAT: a side whose king has once been observed (in the
    /// diagram or after a move) is in check whenever its king is not
    /// observed; observed, by its flights. Each side's mark is its
    /// position counter.
    pub strict: bool,
}

impl Sat {
    /// Is the royal man of `side` that stands on `king` (on the board
    /// `cell` reads) in check?
    fn checked(&self, pos: &Position, cell: &dyn Fn(Square) -> u8, king: Square, side: Color) -> bool {
        let Some(man) = Piece::from_cell(cell(king)) else {
            return false;
        };
        let by = !side;
        let mask = pos.kinds_present(by);
        let observed = |target: Square, cell: &dyn Fn(Square) -> u8| pos.attacked_on(target, by, mask, cell, |_| true);
        let mut max = self.max[side.index()];
        let fewer = if self.strict {
            pos.counters()[side.index()] != 0
        } else {
            self.max.iter().any(|&m| m > 1)
        };
        if fewer && !observed(king, cell) {
            max -= 1;
        }
        if max == 0 {
            return true;
        }
        let mut steps = Vec::new();
        pos.moves_on(king, man.kind(), side, cell, &mut steps);
        let lifted = |s: Square| if s == king { pos.rules().vacant(s) } else { cell(s) };
        let enemy_kings = pos.royals(by);
        let mut flights = 0;
        let mut last = None;
        for m in steps {
            if last == Some(m.to) {
                continue;
            }
            last = Some(m.to);
            let free = cell(m.to) == EMPTY || Piece::from_cell(cell(m.to)).is_some_and(|p| p.color() == by);
            if free && !enemy_kings.contains(&m.to) && !observed(m.to, &lifted) {
                flights += 1;
                if flights >= max {
                    return true;
                }
            }
        }
        false
    }
}

impl Sat {
    /// Is the king of `side` observed the orthodox way?
    fn observed(&self, pos: &Position, side: Color) -> bool {
        let by = !side;
        (pos.royals(side).iter()).any(|&k| pos.attacked_on(k, by, pos.kinds_present(by), |s| pos.cell(s), |_| true))
    }
}

impl Condition for Sat {
    fn id(&self) -> &'static str {
        if self.strict { "StrictSAT" } else { "SAT" }
    }

    fn diagram_counters(&self, pos: &Position) -> Option<[i32; 2]> {
        self.strict
            .then(|| [Color::White, Color::Black].map(|c| i32::from(self.observed(pos, c))))
    }

    fn after_move_order(&self) -> Option<u8> {
        // After every other change of the board.
        self.strict.then_some(u8::MAX)
    }

    fn after_move(&self, pos: &mut Position, _mv: Move, _captured: Option<(Piece, Square)>) {
        for side in [Color::White, Color::Black] {
            if pos.counters()[side.index()] == 0 && self.observed(pos, side) {
                pos.set_counter(side.index(), 1);
            }
        }
    }

    /// Check is a count of flights, which neither the tables nor the cells
    /// tell; legality is still the king's safety, move by move, and make
    /// is orthodox. A king's capture is taken from the moves.
    fn keeps(&self) -> FastPaths {
        FastPaths {
            plain_make: !self.strict,
            ..FastPaths::MOVES_AND_OBSERVATION
        }
    }

    /// Castled, the king's flights depend on where the rook went.
    fn judges_castling_after(&self) -> bool {
        true
    }

    fn rewrite_moves(&self, pos: &Position, moves: &mut Vec<Move>) {
        let them = pos.royals(!pos.side_to_move());
        moves.retain(|&mv| pos.capture_square(mv).is_none_or(|s| !them.contains(&s)));
    }

    fn observation_counts(&self, _pos: &Position, _from: Square, _target: Square, _by: Color) -> bool {
        false
    }

    /// A king is "observed" when it is in check by SAT's count; an empty
    /// square (one a castling king passes) when the king would be, moved
    /// there; any other man as the walks observe it.
    fn observes(&self, pos: &Position, target: Square, by: Color) -> bool {
        let side = !by;
        match pos.piece_at(target) {
            Some(p) if p.color() == side && pos.royals(side).contains(&target) => {
                self.checked(pos, &|s| pos.cell(s), target, side)
            }
            Some(_) => pos.attacked_on(target, by, pos.kinds_present(by), |s| pos.cell(s), |_| true),
            None => match pos.royals(side) {
                &[king] => {
                    let cell = pos.cells_with_man_moved(king, target);
                    self.checked(pos, &cell, target, side)
                }
                _ => pos.attacked_on(target, by, pos.kinds_present(by), |s| pos.cell(s), |_| true),
            },
        }
    }
}
