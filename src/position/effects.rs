//! The move-effect journal: changes a move makes beyond its man's own
//! move (a latent pawn promoted, a waiting pawn aged, the pawn of pawns
//! sent home, and the effects of conditions). Each is written as it is
//! applied, `unmake` replays the move's entries backwards, and the
//! notation reads them.

use super::{Position, Slot};
use crate::geometry::Square;
use crate::piece::Piece;

/// One change of the board, with what undoing it needs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Effect {
    /// The man on `sq` became another (kind or colour): `before` stood
    /// there, in slot `slot` of its side's list.
    Replaced {
        /// Where.
        sq: Square,
        /// The man before.
        before: Piece,
        /// The man after.
        after: Piece,
        /// `before`'s slots in the lists.
        slot: Slot,
    },
    /// `piece` was taken off `sq` (from slot `slot`).
    Removed {
        /// Where.
        sq: Square,
        /// The man removed.
        piece: Piece,
        /// Its slots in the lists.
        slot: Slot,
    },
    /// `piece` was put on the empty `sq`.
    Added {
        /// Where.
        sq: Square,
        /// The man added.
        piece: Piece,
    },
    /// The man on `from` went to the empty `to`.
    Moved {
        /// From.
        from: Square,
        /// To.
        to: Square,
    },
    /// The empty `sq` became a hole (HaanerChess): no man may stand on
    /// it or pass it.
    Blocked {
        /// Where.
        sq: Square,
    },
    /// A man captured on `sq` joined the ghosts waiting to come back (the
    /// last of [`Position::ghosts`]).
    GhostRemembered {
        /// Where it waits.
        sq: Square,
        /// The man.
        piece: Piece,
    },
    /// The ghost `index` of [`Position::ghosts`] left the list (it came
    /// back, or a newer one took its square's place).
    GhostForgotten {
        /// Its place in the list.
        index: u8,
        /// Where it waited.
        sq: Square,
        /// The man.
        piece: Piece,
    },
    /// A condition's counter `index` changed (see
    /// [`Position::counters`]); it was `before`.
    Counter {
        /// Which.
        index: u8,
        /// Its value before.
        before: i32,
    },
    /// Popeye's castling flags changed (see [`Position::castle_flags`]);
    /// they were `before`.
    CastleFlags {
        /// The flags before.
        before: u16,
    },
}

/// Where the man that arrived on `to` stands after `effects` (a man taken
/// off and put back elsewhere, as an AntiCirce rebirth does, or moved on).
pub fn follow_man(effects: &[Effect], to: Square) -> Square {
    let mut at = to;
    let mut lifted = false;
    for e in effects {
        match *e {
            Effect::Removed { sq, .. } if sq == at => lifted = true,
            Effect::Added { sq, .. } if lifted => {
                at = sq;
                lifted = false;
            }
            Effect::Moved { from, to } if from == at => at = to,
            _ => {}
        }
    }
    at
}

impl Position {
    /// Inside the conditions' `after_move`: where the man of the move
    /// being made, which arrived on `to`, stands after the effects so far.
    pub fn mover_square(&self, to: Square) -> Square {
        follow_man(&self.effects[self.move_mark as usize..], to)
    }

    /// Inside the conditions' `after_move`: the man of the move being
    /// made as it moved (a pawn before its promotion).
    pub fn moved_as(&self) -> Option<Piece> {
        self.moved_as
    }

    /// Inside the conditions' `after_move`: the effects of the move being
    /// made so far.
    pub fn move_effects(&self) -> &[Effect] {
        &self.effects[self.move_mark as usize..]
    }

    /// Replaces the man on `sq` by `after` (journaled).
    pub fn replace_man(&mut self, sq: Square, after: Piece) {
        let (before, slot) = self.take(sq);
        if before.same_side(after) {
            self.restore(sq, after, slot);
        } else {
            self.put(sq, after);
        }
        self.effects.push(Effect::Replaced {
            sq,
            before,
            after,
            slot,
        });
    }

    /// Makes the empty `sq` a hole (journaled).
    pub fn block_square(&mut self, sq: Square) {
        debug_assert_eq!(self.cells[sq.index()], crate::piece::EMPTY);
        self.make_hole(sq);
        self.effects.push(Effect::Blocked { sq });
    }

    /// Makes the empty `sq` a hole, unjournaled: before play (condition
    /// Hole, part of the diagram), or for `block_square`, which journals.
    pub fn make_hole(&mut self, sq: Square) {
        if self.cells[sq.index()] == crate::piece::EMPTY {
            self.cells[sq.index()] = crate::piece::OFF;
            self.hash ^= self.rules.keys().hole(self.rules.geometry().dense(sq));
        }
    }

    /// The men captured that wait to come back, oldest first (GhostChess,
    /// HauntedChess).
    pub fn ghosts(&self) -> &[(Square, Piece)] {
        &self.ghosts
    }

    /// Adds a ghost to wait on `sq` before play (a diagram's underworld),
    /// unjournaled.
    pub fn bury(&mut self, sq: Square, piece: Piece) {
        self.hash ^= self.ghost_key(self.ghosts.len(), sq, piece);
        self.ghosts.push((sq, piece));
    }

    /// Adds a ghost to wait on `sq` (journaled).
    pub fn remember_ghost(&mut self, sq: Square, piece: Piece) {
        self.hash ^= self.ghost_key(self.ghosts.len(), sq, piece);
        self.ghosts.push((sq, piece));
        self.effects.push(Effect::GhostRemembered { sq, piece });
    }

    /// Takes the ghost `index` out of the list (journaled).
    pub fn forget_ghost(&mut self, index: usize) {
        let (sq, piece) = self.ghosts[index];
        self.rehash_ghosts(|g| {
            g.remove(index);
        });
        self.effects.push(Effect::GhostForgotten {
            index: index as u8,
            sq,
            piece,
        });
    }

    /// A ghost's share of the hash: its man and square, and its place in
    /// the list, as the order tells which of two ghosts of a square comes
    /// back first.
    pub(super) fn ghost_key(&self, index: usize, sq: Square, piece: Piece) -> u64 {
        let keys = self.rules.keys();
        keys.piece(piece.code(), self.rules.geometry().dense(sq))
            .rotate_left(7 + (index as u32 % 50))
    }

    /// Changes the list of ghosts, their share of the hash with it.
    fn rehash_ghosts(&mut self, change: impl FnOnce(&mut Vec<(Square, Piece)>)) {
        let mut ghosts = std::mem::take(&mut self.ghosts);
        for (i, &(sq, p)) in ghosts.iter().enumerate() {
            self.hash ^= self.ghost_key(i, sq, p);
        }
        change(&mut ghosts);
        for (i, &(sq, p)) in ghosts.iter().enumerate() {
            self.hash ^= self.ghost_key(i, sq, p);
        }
        self.ghosts = ghosts;
    }

    /// The conditions' counters (BGL's budget spent), zero in the
    /// diagram.
    pub fn counters(&self) -> [i32; 2] {
        self.counters
    }

    /// The hash share of counter `index` holding `value` (none for zero,
    /// so that the diagram's hash is the board's).
    pub(super) fn counter_key(index: usize, value: i32) -> u64 {
        if value == 0 {
            return 0;
        }
        // SplitMix64's finaliser: distinct values, well spread.
        let mut z = (value as u32 as u64) << 1 | index as u64;
        z = z.wrapping_add(0x9E37_79B9_7F4A_7C15);
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// Sets the counters (set-up, not journaled).
    pub fn set_counters(&mut self, values: [i32; 2]) {
        for (i, &v) in values.iter().enumerate() {
            self.hash ^= Self::counter_key(i, self.counters[i]) ^ Self::counter_key(i, v);
        }
        self.counters = values;
    }

    /// Sets counter `index` to `value` (journaled).
    pub fn set_counter(&mut self, index: usize, value: i32) {
        let before = self.counters[index];
        self.hash ^= Self::counter_key(index, before) ^ Self::counter_key(index, value);
        self.counters[index] = value;
        self.effects.push(Effect::Counter {
            index: index as u8,
            before,
        });
    }

    /// Takes the man off `sq` (journaled).
    pub fn remove_man(&mut self, sq: Square) {
        let (piece, slot) = self.take(sq);
        self.effects.push(Effect::Removed { sq, piece, slot });
    }

    /// Puts `piece` on the empty `sq` (journaled).
    pub fn add_man(&mut self, sq: Square, piece: Piece) {
        self.put(sq, piece);
        self.effects.push(Effect::Added { sq, piece });
    }

    /// Moves the man on `from` to the empty `to` (journaled).
    pub fn move_man(&mut self, from: Square, to: Square) {
        self.relocate(from, to);
        self.effects.push(Effect::Moved { from, to });
    }

    /// Undoes the journal's entries past its first `len`, last first.
    /// Each undo finds the lists as its entry left them, so the men go
    /// back into their old slots. Inlined: most moves have no entry.
    #[inline(always)]
    pub(super) fn revert_effects(&mut self, len: usize) {
        if self.effects.len() > len {
            self.revert_entries(len);
        }
    }

    #[inline(never)]
    fn revert_entries(&mut self, len: usize) {
        while self.effects.len() > len {
            match self.effects.pop().expect("an entry past len") {
                Effect::Replaced {
                    sq,
                    before,
                    after,
                    slot,
                } => {
                    if before.same_side(after) {
                        let (_, s) = self.take(sq);
                        self.restore(sq, before, s);
                    } else {
                        // `after` was appended to its side's list: last there.
                        self.take(sq);
                        self.restore(sq, before, slot);
                    }
                }
                Effect::Removed { sq, piece, slot } => self.restore(sq, piece, slot),
                Effect::Added { sq, .. } => {
                    self.take(sq);
                }
                Effect::Moved { from, to } => self.relocate(to, from),
                Effect::Blocked { sq } => {
                    self.cells[sq.index()] = crate::piece::EMPTY;
                    self.hash ^= self.rules.keys().hole(self.rules.geometry().dense(sq));
                }
                Effect::CastleFlags { before } => self.castle_flags = before,
                Effect::Counter { index, before } => {
                    let i = index as usize;
                    self.hash ^= Self::counter_key(i, self.counters[i]) ^ Self::counter_key(i, before);
                    self.counters[i] = before;
                }
                Effect::GhostRemembered { .. } => {
                    let (sq, piece) = self.ghosts.pop().expect("a ghost remembered");
                    self.hash ^= self.ghost_key(self.ghosts.len(), sq, piece);
                }
                Effect::GhostForgotten { index, sq, piece } => {
                    self.rehash_ghosts(|g| g.insert(index as usize, (sq, piece)));
                }
            }
        }
    }

    /// The journal entries of the last move made: those applied before
    /// its man moved, and those after.
    pub fn last_effects(&self) -> (&[Effect], &[Effect]) {
        match self.history.last() {
            Some(u) => {
                let (pre, mid) = (u.journal.0 as usize, u.journal.1 as usize);
                (&self.effects[pre..mid], &self.effects[mid..])
            }
            None => (&[], &[]),
        }
    }
}
