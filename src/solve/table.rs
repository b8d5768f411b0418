//! A set of solved sub-searches shared by all threads. What it stores is a
//! pure function of the position and the moves left, so sharing it changes
//! the speed, never the result.

use std::sync::Mutex;
use std::sync::atomic::{AtomicU64, AtomicUsize, Ordering};

use crossbeam_epoch::{self as epoch, Atomic, Guard, Owned};

const SHARDS: usize = 64;

/// Keys `(position hash, moves left)` known to have no solution.
///
/// Each key is folded into one non-zero `u64` and kept in open addressing:
/// a probe reads one cache line of eight keys, where a general hash set
/// reads its control bytes and then the key (two cache misses; the probe
/// was the largest single cost of long help play).
///
/// Probes take no lock: with two threads, a lock's cache line passing
/// between the cores made a probe twice as dear. Writers lock their shard;
/// a table a shard outgrows is freed once no probe can still be reading it
/// (epoch-based reclamation). A probe that reads the outgrown table misses
/// the newest keys, which costs a search, never a wrong answer: every key
/// ever written is a dead end.
pub struct DeadEnds {
    /// Per shard, its writers' lock and the number of keys it holds.
    shards: Vec<Mutex<Shard>>,
    /// Per shard, the table probes read.
    views: Views<Table>,
    /// Bytes a shard's tables may take, outgrown table included.
    shard_bytes: usize,
}

/// Keys in one cache line.
const BUCKET: usize = 8;

/// Eight keys on one cache line: aligned, so that a probe and its
/// prefetch touch one line (a `Vec<u64>` from the allocator starts 16
/// bytes into a line, and most buckets straddled two).
#[repr(C, align(64))]
struct Bucket([AtomicU64; BUCKET]);

/// A power-of-two array of buckets of keys (0 = empty), at most half full.
struct Table {
    buckets: Box<[Bucket]>,
}

/// A shard's key count, on its own cache line so that two threads writing
/// two shards do not share one.
#[derive(Default)]
#[repr(align(64))]
struct Shard {
    len: usize,
}

/// The bucket a key's probe starts at, of `n` (a power of two).
fn home(key: u64, n: usize) -> usize {
    (key as usize / BUCKET) & (n - 1)
}

impl Table {
    fn new(buckets: usize) -> Table {
        // SAFETY: all-zero bytes are a valid `[AtomicU64; 8]` (empty slots);
        // zeroed memory comes from the system's zero pages, not written
        // under the shard's lock.
        let buckets = unsafe { Box::<[Bucket]>::new_zeroed_slice(buckets).assume_init() };
        Table { buckets }
    }

    fn slots(&self) -> usize {
        self.buckets.len() * BUCKET
    }

    /// One pass at most: a probe racing a clear and refill of the table
    /// could see slots of two generations and no empty one.
    fn contains(&self, key: u64) -> bool {
        let n = self.buckets.len();
        let h = home(key, n);
        for b in (0..n).map(|i| (h + i) & (n - 1)) {
            for k in &self.buckets[b].0 {
                match k.load(Ordering::Relaxed) {
                    k if k == key => return true,
                    0 => return false,
                    _ => {}
                }
            }
        }
        false
    }

    /// Linear probing from the start of the key's bucket, as `contains`
    /// reads; whether the key is new. Only its shard's lock holder writes.
    fn place(&self, key: u64) -> bool {
        let n = self.buckets.len();
        let mut b = home(key, n);
        loop {
            for slot in &self.buckets[b].0 {
                match slot.load(Ordering::Relaxed) {
                    0 => {
                        slot.store(key, Ordering::Relaxed);
                        return true;
                    }
                    k if k == key => return false,
                    _ => {}
                }
            }
            b = (b + 1) & (n - 1);
        }
    }

    fn keys(&self) -> impl Iterator<Item = u64> + '_ {
        self.buckets
            .iter()
            .flat_map(|b| b.0.iter().map(|k| k.load(Ordering::Relaxed)))
            .filter(|&k| k != 0)
    }

    fn clear(&self) {
        for k in self.buckets.iter().flat_map(|b| b.0.iter()) {
            k.store(0, Ordering::Relaxed);
        }
    }
}

/// Per shard, the table probes read (none while the shard is empty): a
/// table is published whole and an outgrown one freed once no probe can
/// still be reading it (epoch-based reclamation). Shared by the dead
/// ends and battle play's table.
pub(super) struct Views<T>(Vec<Atomic<T>>);

impl<T> Views<T> {
    pub(super) fn new(shards: usize) -> Views<T> {
        Views((0..shards).map(|_| Atomic::null()).collect())
    }

    /// Shard `i`'s current table, if it has one, for as long as `guard`.
    pub(super) fn get<'g>(&self, i: usize, guard: &'g Guard) -> Option<&'g T> {
        let table = self.0[i].load(Ordering::Acquire, guard);
        // SAFETY: a published table was fully built before its release
        // store, and an outgrown one is destroyed only after every guard
        // pinned before its replacement is gone, `guard` among them.
        unsafe { table.as_ref() }
    }

    /// Publishes `table` for shard `i`; the caller holds the shard's
    /// writers' lock (only its holder replaces a table).
    pub(super) fn replace<'g>(&self, i: usize, table: T, guard: &'g Guard) -> &'g T {
        let current = self.0[i].load(Ordering::Acquire, guard);
        let new = Owned::new(table).into_shared(guard);
        self.0[i].store(new, Ordering::Release);
        if !current.is_null() {
            // SAFETY: `current` is unreachable from now on; probes that
            // loaded it hold guards, which the deferred drop waits for.
            unsafe { guard.defer_destroy(current) };
            // Hand it to the collector now, not when this thread's bag
            // of deferred drops is full: it is a large block.
            guard.flush();
        }
        // SAFETY: just published from an owned table, and freed only
        // after `guard`.
        unsafe { new.deref() }
    }
}

impl<T> Drop for Views<T> {
    fn drop(&mut self) {
        for view in self.0.drain(..) {
            // SAFETY: `&mut self`: no probe is running, and each current
            // table is owned by its view alone (outgrown ones were handed
            // to the collector).
            drop(unsafe { view.try_into_owned() });
        }
    }
}

/// The top bits choose the shard, the low ones the slot.
fn shard_index(key: u64) -> usize {
    (key >> 58) as usize % SHARDS
}

/// A hint to the processor to load the line at `address`; an address is
/// never read through, so a stale one costs nothing but the hint.
#[cfg(target_arch = "x86_64")]
pub(super) fn prefetch_line(address: usize) {
    use std::arch::x86_64::{_MM_HINT_T0, _mm_prefetch};
    // SAFETY: SSE is part of every x86_64 target, and a prefetch reads
    // nothing: it cannot fault, whatever the address.
    unsafe { _mm_prefetch::<_MM_HINT_T0>(address as *const i8) };
}

#[cfg(not(target_arch = "x86_64"))]
pub(super) fn prefetch_line(_address: usize) {}

/// The key of `(hash, left)`: the moves left mixed into the hash, never 0.
fn fold(key: (u64, u32)) -> u64 {
    let k = key.0 ^ (key.1 as u64 + 1).wrapping_mul(0x9E37_79B9_7F4A_7C15);
    k.max(1)
}

impl DeadEnds {
    /// An empty table within the memory budget (three quarters of it:
    /// help play has no other table).
    pub fn new() -> DeadEnds {
        DeadEnds::sharing(1)
    }

    /// A table that takes a `parts`-th of what [`DeadEnds::new`] does,
    /// beside other tables of the same search.
    pub fn sharing(parts: usize) -> DeadEnds {
        DeadEnds::within(BUDGET.load(Ordering::Relaxed) / 4 * 3 / parts.max(1))
    }

    /// An empty table within `bytes`, outgrown tables included. Checked by
    /// each shard on its own, so no counter is shared between threads.
    /// (It was a count of entries reckoned at 40 bytes each, half the
    /// budget: 0087 under `--maxmem 256M` used 77 MB of it and emptied
    /// its table again and again.)
    fn within(bytes: usize) -> DeadEnds {
        DeadEnds {
            shards: (0..SHARDS).map(|_| Mutex::new(Shard::default())).collect(),
            views: Views::new(SHARDS),
            shard_bytes: bytes / SHARDS,
        }
    }

    /// Bytes of the current tables.
    #[cfg(test)]
    fn bytes(&self) -> usize {
        let guard = epoch::pin();
        (0..SHARDS)
            .filter_map(|i| self.views.get(i, &guard))
            .map(|t| std::mem::size_of_val(&*t.buckets))
            .sum()
    }

    /// Starts loading the cache lines `contains` will read first for these
    /// keys, so that a search can ask for its children's lines before it
    /// gets there. (One pin for the lot, not one per key: 0121 3% faster.)
    pub fn prefetch_all(&self, keys: impl IntoIterator<Item = (u64, u32)>) {
        let guard = epoch::pin();
        for key in keys {
            let k = fold(key);
            if let Some(t) = self.views.get(shard_index(k), &guard) {
                prefetch_line(&t.buckets[home(k, t.buckets.len())] as *const Bucket as usize);
            }
        }
    }

    /// Is this key known to be a dead end?
    pub fn contains(&self, key: (u64, u32)) -> bool {
        let k = fold(key);
        let guard = epoch::pin();
        self.views.get(shard_index(k), &guard).is_some_and(|t| t.contains(k))
    }

    /// Entries held now.
    pub fn len(&self) -> usize {
        self.shards.iter().map(|s| s.lock().map_or(0, |s| s.len)).sum()
    }

    /// Records a dead end; a shard's table is emptied when the memory
    /// budget is spent, and replaced by one twice its size to stay at most
    /// half full.
    pub fn insert(&self, key: (u64, u32)) {
        let k = fold(key);
        let i = shard_index(k);
        let Ok(mut s) = self.shards[i].lock() else { return };
        let guard = epoch::pin();
        let mut table = self.views.get(i, &guard);
        let slots = table.map_or(0, Table::slots);
        let buckets = slots / BUCKET;
        let bigger = (buckets * 2).max(4);
        // The bigger table and the outgrown one live together for a while.
        let room = (bigger + buckets) * std::mem::size_of::<Bucket>() <= self.shard_bytes;
        if let Some(t) = table
            && 2 * (s.len + 1) > slots
            && !room
        {
            // No room to grow: the shard starts again in the same table.
            t.clear();
            s.len = 0;
        }
        if 2 * (s.len + 1) > slots {
            let grown = Table::new(bigger);
            if let Some(old) = table {
                for key in old.keys() {
                    grown.place(key);
                }
            }
            table = Some(self.views.replace(i, grown, &guard));
        }
        if table.is_some_and(|t| t.place(k)) {
            s.len += 1;
        }
    }
}

impl Default for DeadEnds {
    fn default() -> Self {
        DeadEnds::new()
    }
}

/// Table memory when `--maxmem` is not given: 1 GiB.
pub const DEFAULT_MEMORY: usize = 1 << 30;

/// The least budget: a thousand entries of a few dozen bytes.
const LEAST_MEMORY: usize = 40 * 1024;

/// The bytes all tables together may take; set from `--maxmem`.
static BUDGET: AtomicUsize = AtomicUsize::new(DEFAULT_MEMORY);

/// Sets the memory all transposition tables together may use. Smaller
/// tables make solving slower, never different: a table only caches
/// results that are pure functions of (position, moves left).
pub fn set_memory_budget(bytes: usize) {
    BUDGET.store(bytes.max(LEAST_MEMORY), Ordering::Relaxed);
}

/// Bytes one of `parts` searches' tables may take (battle play: one per
/// thread). Help play's dead ends and battle play's tables never live at
/// the same time.
pub fn memory_share(parts: usize) -> usize {
    BUDGET.load(Ordering::Relaxed) / parts.max(1)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every inserted key is found after the shards grow many times, and
    /// keys never inserted are not (checked against a `HashSet`).
    #[test]
    fn dead_ends_keep_what_was_inserted() {
        let dead = DeadEnds::new();
        let mut truth = std::collections::HashSet::new();
        let mut next = crate::solve::xorshift(0x2545_F491_4F6C_DD1D);
        for i in 0..200_000u32 {
            // Few distinct hashes with several `left` each, and repeats.
            let key = (next(50_000), i % 7);
            dead.insert(key);
            truth.insert(key);
        }
        assert_eq!(dead.len(), truth.len());
        for h in 0..50_000u64 {
            for left in 0..8 {
                assert_eq!(dead.contains((h, left)), truth.contains(&(h, left)), "{h} {left}");
            }
        }
    }

    /// A small table keeps to its bytes, starting again where it has no
    /// room to grow, and still finds the key inserted last.
    #[test]
    fn dead_ends_keep_to_their_bytes() {
        let bytes = 256 * 1024;
        let dead = DeadEnds::within(bytes);
        let mut next = crate::solve::xorshift(0x9E37_79B9_7F4A_7C15);
        let mut most = 0;
        for _ in 0..300_000 {
            let key = (next(u64::MAX), 3);
            dead.insert(key);
            assert!(dead.contains(key));
            most = most.max(dead.bytes());
        }
        // The current tables: at most two thirds of the bytes (the outgrown
        // one takes the rest while it lives), and more than a third (the
        // largest power of two that fits is used).
        assert!(most <= bytes / 3 * 2 && most > bytes / 3, "{most}");
        assert!(dead.len() < 300_000);
    }

    /// Four threads insert and probe at once while the shards grow: a
    /// probe finds no key that was never inserted, and every key is found
    /// once all are in (outgrown tables are read, then freed, safely).
    #[test]
    fn dead_ends_shared_by_threads() {
        let dead = DeadEnds::new();
        std::thread::scope(|scope| {
            for t in 0..4u64 {
                let dead = &dead;
                scope.spawn(move || {
                    for i in 0..50_000u64 {
                        let mine = (i * 8 + t) * 0x9E37_79B9;
                        dead.insert((mine, 1));
                        assert!(dead.contains((mine, 1)) || dead.len() == 0);
                        // Multipliers 4 to 7 mod 8 are never inserted by anyone.
                        assert!(!dead.contains((((i * 8 + t + 4) * 0x9E37_79B9) | 1, 1)));
                    }
                });
            }
        });
        assert_eq!(dead.len(), 200_000);
        for k in 0..400_000u64 {
            assert_eq!(dead.contains((k * 0x9E37_79B9, 1)), k % 8 < 4, "{k}");
        }
    }
}
