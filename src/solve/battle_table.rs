//! Battle play's table of solved nodes, shared by all the threads of one
//! phase. What an entry says (the attacker wins with `win_from` moves or
//! more, fails with fewer than `fail_below`) is a pure function of the
//! node's key, so a thread may use what another found: sharing changes
//! the speed, never the result. The move an entry keeps is a hint for
//! the order of moves only.
//!
//! Built as help play's dead ends ([`super::table::DeadEnds`]): shards
//! whose writers take the shard's lock and whose probes take none, tables
//! replaced when outgrown and freed once no probe can read them. A slot
//! is two words written one after the other, the key mixed into the
//! first (`key ^ data`): a probe that reads a slot half written sees a
//! key that is not its own and misses, which costs a search, never a
//! wrong answer.

use std::sync::Mutex;
use std::sync::atomic::{AtomicU64, Ordering};

use crossbeam_epoch as epoch;

use super::table::{Views, prefetch_line};
use crate::position::Move;

const SHARDS: usize = 64;

/// What is known of a node: the attacker fails with fewer than
/// `fail_below` moves and wins with `win_from` or more, and the move that
/// decided it (the attacker's winning move or the defender's refutation).
/// An attacker's node has one entry for all its budgets (with iterative
/// deepening a win in k moves is a win in more, a failure in k a failure
/// in fewer); any other node one entry per budget, asked only about it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Entry {
    pub fail_below: u8,
    pub win_from: u8,
    /// How deep a search the entry stands for, for replacement.
    pub worth: u8,
    pub hint: Hint,
}

/// A move kept as its squares and promotion: enough to find it again among
/// a position's moves (SingleBox's latent promotions are left out: the
/// first move with the same squares is taken, an order hint only).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub(super) struct Hint(u32);

impl Hint {
    pub const NONE: Hint = Hint(0);

    pub fn of(m: Move) -> Hint {
        let promotion = m.promotion.map_or(0, |k| u32::from(k.0) + 1) & 0x7F;
        Hint(1 << 27 | u32::from(m.from.0 & 0x3FF) | u32::from(m.to.0 & 0x3FF) << 10 | promotion << 20)
    }

    /// The first of `moves` the hint stands for.
    pub fn find(self, moves: &[Move]) -> Option<Move> {
        if self == Hint::NONE {
            return None;
        }
        moves.iter().copied().find(|&m| Hint::of(m) == self)
    }
}

impl Entry {
    pub const UNKNOWN: Entry = Entry {
        fail_below: 0,
        win_from: u8::MAX,
        worth: 0,
        hint: Hint::NONE,
    };

    /// The result at `budget`, if known.
    pub fn known(&self, budget: u32) -> Option<bool> {
        let b = budget.min(u8::MAX as u32 - 1) as u8;
        if b < self.fail_below {
            Some(false)
        } else if b >= self.win_from {
            Some(true)
        } else {
            None
        }
    }

    /// Adds the result at `budget` and the move that decided it.
    pub fn learn(&mut self, budget: u32, wins: bool, decided_by: Option<Move>) {
        let b = budget.min(u8::MAX as u32 - 1) as u8;
        if wins {
            self.win_from = self.win_from.min(b);
        } else {
            self.fail_below = self.fail_below.max(b + 1);
        }
        if let Some(m) = decided_by {
            self.hint = Hint::of(m);
        }
    }

    fn pack(self) -> u64 {
        u64::from(self.fail_below)
            | u64::from(self.win_from) << 8
            | u64::from(self.worth) << 16
            | u64::from(self.hint.0) << 24
    }

    fn unpack(data: u64) -> Entry {
        Entry {
            fail_below: data as u8,
            win_from: (data >> 8) as u8,
            worth: (data >> 16) as u8,
            hint: Hint((data >> 24) as u32 & 0x0FFF_FFFF),
        }
    }
}

/// One slot: `key ^ data` and `data`; both 0 when free.
#[derive(Default)]
struct Slot {
    check: AtomicU64,
    data: AtomicU64,
}

/// Four slots on one cache line.
#[repr(C, align(64))]
#[derive(Default)]
struct Line([Slot; 4]);

/// A shard's slots, a power of two of them, probed linearly.
struct Table {
    lines: Box<[Line]>,
}

/// A shard's writers' lock and its count of keys, on a line of its own.
#[derive(Default)]
#[repr(align(64))]
struct Shard {
    len: usize,
}

impl Table {
    fn new(lines: usize) -> Table {
        // SAFETY: all-zero bytes are valid atomics, and zero is a free slot;
        // zeroed memory comes from the system's zero pages.
        let lines = unsafe { Box::<[Line]>::new_zeroed_slice(lines).assume_init() };
        Table { lines }
    }

    fn slots(&self) -> usize {
        self.lines.len() * 4
    }

    fn slot(&self, i: usize) -> &Slot {
        &self.lines[i / 4].0[i % 4]
    }

    fn home(&self, key: u64) -> usize {
        key as usize & (self.slots() - 1)
    }

    /// The entry of `key`, reading slots until a free one.
    fn get(&self, key: u64) -> Option<Entry> {
        self.find(key).and_then(|(_, entry)| entry)
    }

    /// The slot holding `key`, or the free one where it would go (`None`:
    /// the table is full).
    fn find(&self, key: u64) -> Option<(usize, Option<Entry>)> {
        let n = self.slots();
        let mut i = self.home(key);
        for _ in 0..n {
            let s = self.slot(i);
            let check = s.check.load(Ordering::Relaxed);
            let data = s.data.load(Ordering::Relaxed);
            if check ^ data == key {
                return Some((i, Some(Entry::unpack(data))));
            }
            if check == 0 && data == 0 {
                return Some((i, None));
            }
            i = (i + 1) & (n - 1);
        }
        None
    }

    /// Data first: a probe between the two stores sees a foreign key.
    fn write(&self, i: usize, key: u64, entry: Entry) {
        let s = self.slot(i);
        let data = entry.pack();
        s.data.store(data, Ordering::Relaxed);
        s.check.store(key ^ data, Ordering::Relaxed);
    }

    fn entries(&self) -> impl Iterator<Item = (u64, Entry)> + '_ {
        self.lines.iter().flat_map(|l| l.0.iter()).filter_map(|s| {
            let data = s.data.load(Ordering::Relaxed);
            let check = s.check.load(Ordering::Relaxed);
            (check != 0 || data != 0).then(|| (check ^ data, Entry::unpack(data)))
        })
    }
}

/// The top bits choose the shard, the low ones the slot.
fn shard_index(key: u64) -> usize {
    (key >> 58) as usize % SHARDS
}

/// The key of `(hash, tag)`, never 0.
fn fold(hash: u64, tag: u32) -> u64 {
    let k = hash ^ (u64::from(tag) + 1).wrapping_mul(0x9E37_79B9_7F4A_7C15);
    k.max(1)
}

/// The shared table.
pub(super) struct BattleTable {
    shards: Vec<Mutex<Shard>>,
    views: Views<Table>,
    /// Slots a shard's table may have: its share of the memory, with room
    /// for the outgrown table while the grown one fills.
    most_slots: usize,
}

impl BattleTable {
    /// An empty table within `bytes`.
    pub fn within(bytes: usize) -> BattleTable {
        let shard_bytes = bytes / SHARDS;
        // A power of two, as the probes mask their index.
        let fit = (shard_bytes / 3 * 2 / std::mem::size_of::<Slot>()).max(64);
        let most_slots = 1 << fit.ilog2();
        BattleTable {
            shards: (0..SHARDS).map(|_| Mutex::new(Shard::default())).collect(),
            views: Views::new(SHARDS),
            most_slots,
        }
    }

    /// What is known of `(hash, tag)`.
    pub fn get(&self, hash: u64, tag: u32) -> Option<Entry> {
        let k = fold(hash, tag);
        let guard = epoch::pin();
        self.views.get(shard_index(k), &guard).and_then(|t| t.get(k))
    }

    /// Starts loading the line where the key's probe starts.
    pub fn prefetch(&self, hash: u64, tag: u32) {
        let k = fold(hash, tag);
        let guard = epoch::pin();
        if let Some(t) = self.views.get(shard_index(k), &guard) {
            prefetch_line(t.slot(t.home(k)) as *const Slot as usize);
        }
    }

    /// Keys held.
    pub fn len(&self) -> usize {
        self.shards.iter().map(|s| s.lock().map_or(0, |s| s.len)).sum()
    }

    /// Changes the entry of `(hash, tag)` (`Entry::UNKNOWN` if new) by
    /// `update`. A shard at its most slots puts a new key in place of the
    /// one of lower worth of the two slots at the key's home (a deep
    /// search's entry is kept over a shallow one), or, where those are
    /// free, does not keep it.
    pub fn update(&self, hash: u64, tag: u32, update: impl FnOnce(&mut Entry)) {
        let k = fold(hash, tag);
        let i = shard_index(k);
        let Ok(mut s) = self.shards[i].lock() else { return };
        let guard = epoch::pin();
        let mut table = self.views.get(i, &guard);
        let slots = table.map_or(0, Table::slots);
        if 4 * (s.len + 1) > 3 * slots && slots < self.most_slots {
            let grown = Table::new((slots * 2).clamp(64, self.most_slots) / 4);
            let mut len = 0;
            if let Some(old) = table {
                for (key, entry) in old.entries() {
                    if let Some((j, None)) = grown.find(key) {
                        grown.write(j, key, entry);
                        len += 1;
                    }
                }
            }
            s.len = len;
            table = Some(self.views.replace(i, grown, &guard));
        }
        let Some(t) = table else { return };
        let full = 4 * (s.len + 1) > 3 * t.slots();
        let Some((j, old)) = t.find(k) else { return };
        if let Some(mut e) = old {
            update(&mut e);
            t.write(j, k, e);
            return;
        }
        let mut e = Entry::UNKNOWN;
        update(&mut e);
        if !full {
            t.write(j, k, e);
            s.len += 1;
            return;
        }
        let home = t.home(k);
        let next = (home + 1) & (t.slots() - 1);
        let worth = |j: usize| {
            let s = t.slot(j);
            let data = s.data.load(Ordering::Relaxed);
            (s.check.load(Ordering::Relaxed) != 0 || data != 0).then(|| Entry::unpack(data).worth)
        };
        // A probe passes over taken slots only, so a taken slot keeps every
        // other key's run intact whoever holds it; a free one stays free.
        let victim = [home, next].into_iter().filter_map(|j| worth(j).map(|w| (w, j))).min();
        if let Some((_, j)) = victim.filter(|_| worth(home).is_some()) {
            t.write(j, k, e);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::geometry::Square;
    use crate::piece::Kind;

    /// Against a `HashMap`: every key updated or asked for, across many
    /// growths; a bounded table keeps only true entries.
    #[test]
    fn battle_table_keeps_what_a_hash_map_keeps() {
        let table = BattleTable::within(1 << 30);
        let mut truth = std::collections::HashMap::new();
        let mut next = crate::solve::xorshift(0x9E37_79B9_7F4A_7C15);
        for i in 0..300_000u32 {
            let (hash, tag) = (next(20_000) << (i % 3 * 20), next(5) as u32);
            if next(2) == 0 {
                let b = next(200) as u8;
                table.update(hash, tag, |e| e.fail_below = e.fail_below.max(b));
                let t = truth.entry((hash, tag)).or_insert(0u8);
                *t = (*t).max(b);
            }
            assert_eq!(
                table.get(hash, tag).map(|e| e.fail_below),
                truth.get(&(hash, tag)).copied()
            );
        }
        assert_eq!(table.len(), truth.len());
        let small = BattleTable::within(64 * 3000);
        for _ in 0..100_000 {
            let (hash, tag) = (next(1 << 40), next(3) as u32);
            let value = (hash % 250) as u8;
            small.update(hash, tag, |e| {
                e.win_from = value;
                e.worth = value;
            });
            let (h, t) = (next(1 << 40), next(3) as u32);
            assert!(small.get(h, t).is_none_or(|e| e.win_from == (h % 250) as u8));
        }
        assert!(small.len() <= SHARDS * 64, "each shard within its 64 slots");
    }

    #[test]
    fn entries_and_hints_pack() {
        let m = Move {
            promotion: Some(Kind(5)),
            ..Move::normal(Square(1000), Square(3))
        };
        let e = Entry {
            fail_below: 7,
            win_from: 255,
            worth: 9,
            hint: Hint::of(m),
        };
        assert_eq!(Entry::unpack(e.pack()), e);
        assert_eq!(Hint::of(m).find(&[Move::normal(Square(1000), Square(3)), m]), Some(m));
        assert_eq!(Hint::NONE.find(&[m]), None);
    }
}
