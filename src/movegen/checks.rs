//! "Does this move give check?" for every move of one node: the lines and
//! leaps to the enemy royal are marked once on a board-sized array, then
//! each move is judged by two reads. A move of the first man on one of
//! those lines, where it may uncover a rider of ours or move along the
//! line, is made on the cells instead ([`Position::gives_check_quick`]).

use crate::piece::{OFF, Piece};
use crate::position::{Move, MoveKind, Position, kind_bit};

/// Marks a square on a ride line from the royal (kind bits use the others).
const ON_LINE: u64 = 1 << 63;

/// A searcher's reusable probe: per mailbox square, the kinds that would
/// check from there, and whether the square is on a ride line.
#[derive(Default)]
pub struct CheckProbe {
    kinds_at: Vec<u64>,
    touched: Vec<usize>,
    /// The position prepared for (its hash), if any.
    ready: Option<u64>,
}

impl CheckProbe {
    /// Reads the position for the moves of the side to move; false (and
    /// the probe unused) where only the cell test is exact: several enemy
    /// royals, a condition that changes what observes the royal or what a
    /// move changes beyond its own squares (a Circe rebirth may block the
    /// line), special moves, or attackers other than leapers and plain
    /// riders.
    pub fn prepare(&mut self, pos: &Position) -> bool {
        for &i in &self.touched {
            self.kinds_at[i] = 0;
        }
        self.touched.clear();
        self.ready = None;
        let us = pos.side_to_move();
        let t = pos.rules().tables().attacks(us);
        let royals = pos.royals(!us);
        if royals.len() != 1
            || !t.is_simple()
            || pos.rules().has_special_moves()
            || !pos.rules().conditions().fast().plain_make
            || !pos.rules().conditions().observes_as_tables(pos.rules(), royals[0], us)
        {
            return false;
        }
        if self.kinds_at.len() < pos.mailbox_len() {
            self.kinds_at.resize(pos.mailbox_len(), 0);
        }
        let royal = royals[0];
        let mut mark = |i: usize, bits: u64| {
            if self.kinds_at[i] == 0 {
                self.touched.push(i);
            }
            self.kinds_at[i] |= bits;
        };
        for &(off, kinds) in &t.leaps {
            mark(royal.offset(off).index(), kinds);
        }
        for ray in &t.rays {
            let mut s = royal;
            let mut d = 0u8;
            // Our man that blocks the line first, while what stands behind
            // it is not known yet.
            let mut blocker = None;
            loop {
                s = s.offset(ray.step);
                let c = pos.cell(s);
                if c == OFF {
                    break;
                }
                d += 1;
                match blocker {
                    None => {
                        mark(s.index(), if d >= ray.min { ray.kinds } else { 0 });
                        if let Some(man) = Piece::from_cell(c) {
                            // Behind an enemy man nothing of ours is uncovered.
                            if man.color() != us {
                                break;
                            }
                            // A man that may move along the line (a rider of
                            // it, a pawn that may promote to one) is judged
                            // by making its moves.
                            if ray.kinds & kind_bit(c) != 0 || pos.rules().is_pawn(man.kind()) {
                                mark(s.index(), ON_LINE);
                                break;
                            }
                            blocker = Some(s.index());
                        }
                    }
                    Some(first) => {
                        if let Some(man) = Piece::from_cell(c) {
                            // Our rider behind it: moving the blocker off
                            // the line may check.
                            if man.color() == us && ray.kinds & kind_bit(c) != 0 && d >= ray.min {
                                mark(first, ON_LINE);
                            }
                            break;
                        }
                    }
                }
                if d == ray.max {
                    break;
                }
            }
        }
        self.ready = Some(pos.hash());
        true
    }

    /// Would `mv` give check in the position prepared for? `None` where
    /// [`Position::gives_check_quick`] cannot tell either.
    pub fn gives_check(&self, pos: &mut Position, mv: Move) -> Option<bool> {
        if self.ready != Some(pos.hash())
            || !matches!(mv.kind, MoveKind::Normal | MoveKind::DoubleStep)
            || !mv.latent.is_none()
            || self.kinds_at[mv.from.index()] & ON_LINE != 0
        {
            return pos.gives_check_quick(mv);
        }
        let code = match mv.promotion {
            Some(k) => Piece::new(pos.side_to_move(), k).code(),
            None => pos.cell(mv.from),
        };
        Some(self.kinds_at[mv.to.index()] & kind_bit(code) != 0)
    }
}
