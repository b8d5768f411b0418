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
        if self.max.iter().any(|&m| m > 1) && !observed(king, cell) {
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

impl Condition for Sat {
    fn id(&self) -> &'static str {
        "SAT"
    }

    /// Check is a count of flights, which neither the tables nor the cells
    /// tell; legality is still the king's safety, move by move, and make
    /// is orthodox. A king's capture is taken from the moves.
    fn keeps(&self) -> FastPaths {
        FastPaths {
            royal_safety_only: true,
            move_by_move: true,
            plain_make: true,
            ..FastPaths::NONE
        }
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
