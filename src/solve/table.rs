//! A set of solved sub-searches shared by all threads. What it stores is a
//! pure function of the position and the moves left, so sharing it changes
//! the speed, never the result.

use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};

const SHARDS: usize = 64;

/// Keys `(position hash, moves left)` known to have no solution.
///
/// Each key is folded into one non-zero `u64` and kept in open addressing:
/// a probe reads one cache line of eight keys, where a general hash set
/// reads its control bytes and then the key (two cache misses; the probe
/// was the largest single cost of long help play).
pub struct DeadEnds {
    shards: Vec<Mutex<Shard>>,
    /// Per shard, its buckets' address and count as last published by an
    /// insert, read without the lock to prefetch (possibly stale: a stale
    /// prefetch only warms a useless line).
    views: Vec<(AtomicUsize, AtomicUsize)>,
}

/// Keys in one cache line.
const BUCKET: usize = 8;

/// Eight keys on one cache line: aligned, so that a probe and its
/// prefetch touch one line (a `Vec<u64>` from the allocator starts 16
/// bytes into a line, and most buckets straddled two).
#[derive(Clone, Copy, Default)]
#[repr(C, align(64))]
struct Bucket([u64; BUCKET]);

/// One shard: a power-of-two array of buckets of keys (0 = empty), at
/// most half full.
#[derive(Default)]
struct Shard {
    buckets: Vec<Bucket>,
    len: usize,
}

/// The bucket a key's probe starts at, of `n` (a power of two).
fn home(key: u64, n: usize) -> usize {
    (key as usize / BUCKET) & (n - 1)
}

impl Shard {
    fn contains(&self, key: u64) -> bool {
        let n = self.buckets.len();
        if n == 0 {
            return false;
        }
        let mut b = home(key, n);
        loop {
            for &k in &self.buckets[b].0 {
                if k == key {
                    return true;
                }
                if k == 0 {
                    return false;
                }
            }
            b = (b + 1) & (n - 1);
        }
    }

    /// Adds `key`, growing to keep the array at most half full.
    fn insert(&mut self, key: u64) {
        if 2 * (self.len + 1) > self.buckets.len() * BUCKET {
            let old = std::mem::take(&mut self.buckets);
            self.buckets = vec![Bucket::default(); (old.len() * 2).max(4)];
            self.len = 0;
            for k in old.iter().flat_map(|b| b.0).filter(|&k| k != 0) {
                self.place(k);
            }
        }
        self.place(key);
    }

    /// Linear probing from the start of the key's bucket, as `contains`
    /// reads.
    fn place(&mut self, key: u64) {
        let n = self.buckets.len();
        let mut b = home(key, n);
        loop {
            for slot in &mut self.buckets[b].0 {
                match *slot {
                    0 => {
                        *slot = key;
                        self.len += 1;
                        return;
                    }
                    k if k == key => return,
                    _ => {}
                }
            }
            b = (b + 1) & (n - 1);
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
    /// An empty table.
    pub fn new() -> DeadEnds {
        DeadEnds {
            shards: (0..SHARDS).map(|_| Mutex::new(Shard::default())).collect(),
            views: (0..SHARDS)
                .map(|_| (AtomicUsize::new(0), AtomicUsize::new(0)))
                .collect(),
        }
    }

    fn shard(&self, key: u64) -> &Mutex<Shard> {
        &self.shards[shard_index(key)]
    }

    /// Starts loading the cache line `contains(key)` will read first, so
    /// that a search can ask for a child's line before it gets there.
    pub fn prefetch(&self, key: (u64, u32)) {
        let k = fold(key);
        let (address, count) = &self.views[shard_index(k)];
        let n = count.load(Ordering::Relaxed);
        if n != 0 {
            prefetch_line(address.load(Ordering::Relaxed) + home(k, n) * std::mem::size_of::<Bucket>());
        }
    }

    /// Is this key known to be a dead end?
    pub fn contains(&self, key: (u64, u32)) -> bool {
        let k = fold(key);
        self.shard(k).lock().map(|s| s.contains(k)).unwrap_or(false)
    }

    /// Entries held now.
    pub fn len(&self) -> usize {
        self.shards.iter().map(|s| s.lock().map_or(0, |s| s.len)).sum()
    }

    /// Records a dead end; a shard is emptied when the memory budget is
    /// spent.
    pub fn insert(&self, key: (u64, u32)) {
        let k = fold(key);
        if let Ok(mut s) = self.shard(k).lock() {
            if s.len >= table_cap(SHARDS) {
                s.buckets.fill(Bucket::default());
                s.len = 0;
            }
            let before = s.buckets.as_ptr();
            s.insert(k);
            if s.buckets.as_ptr() != before {
                let (address, count) = &self.views[shard_index(k)];
                address.store(s.buckets.as_ptr() as usize, Ordering::Relaxed);
                count.store(s.buckets.len(), Ordering::Relaxed);
            }
        }
    }
}

impl Default for DeadEnds {
    fn default() -> Self {
        DeadEnds::new()
    }
}

/// Bytes one table entry is reckoned to take (key, value, the hash table's
/// control byte and spare capacity).
pub const ENTRY_BYTES: usize = 40;

/// Table memory when `--maxmem` is not given: 1 GiB.
pub const DEFAULT_MEMORY: usize = 1 << 30;

/// Entries all tables together may hold; set from `--maxmem`.
static CAPACITY: AtomicUsize = AtomicUsize::new(DEFAULT_MEMORY / ENTRY_BYTES);

/// Sets the memory all transposition tables together may use. Smaller
/// tables make solving slower, never different: a table only caches
/// results that are pure functions of (position, moves left).
pub fn set_memory_budget(bytes: usize) {
    CAPACITY.store((bytes / ENTRY_BYTES).max(1024), Ordering::Relaxed);
}

/// The most entries one of `parts` shards of help play's dead-end table
/// may hold (entries reckoned at [`ENTRY_BYTES`], half the budget).
/// Checked by each shard against its own length, so no counter is shared
/// between threads.
pub fn table_cap(parts: usize) -> usize {
    (CAPACITY.load(Ordering::Relaxed) / 2 / parts.max(1)).max(16)
}

/// Bytes one of `parts` searches' tables may take (battle play: one per
/// thread). Help play's dead ends and battle play's tables never live at
/// the same time.
pub fn memory_share(parts: usize) -> usize {
    CAPACITY.load(Ordering::Relaxed) * ENTRY_BYTES / parts.max(1)
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
}
