//! A set of solved sub-searches shared by all threads. What it stores is a
//! pure function of the position and the moves left, so sharing it changes
//! the speed, never the result.

use std::collections::HashSet;
use std::hash::{BuildHasherDefault, Hasher};
use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};

const SHARDS: usize = 64;

/// Zobrist keys are already random: hashing them again is wasted time.
#[derive(Default)]
pub struct KeyHasher(u64);

impl Hasher for KeyHasher {
    fn finish(&self) -> u64 {
        self.0
    }
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 = self.0.rotate_left(8) ^ b as u64;
        }
    }
    fn write_u64(&mut self, n: u64) {
        self.0 ^= n;
    }
    fn write_u32(&mut self, n: u32) {
        self.0 = self.0.rotate_left(7) ^ n as u64;
    }
}

/// A hash set of Zobrist-keyed entries.
pub type KeySet = HashSet<(u64, u32), BuildHasherDefault<KeyHasher>>;

/// Keys `(position hash, moves left)` known to have no solution.
pub struct DeadEnds {
    shards: Vec<Mutex<KeySet>>,
}

impl DeadEnds {
    /// An empty table.
    pub fn new() -> DeadEnds {
        DeadEnds {
            shards: (0..SHARDS).map(|_| Mutex::new(KeySet::default())).collect(),
        }
    }

    fn shard(&self, key: (u64, u32)) -> &Mutex<KeySet> {
        &self.shards[(key.0 as usize ^ key.1 as usize) % SHARDS]
    }

    /// Is this key known to be a dead end?
    pub fn contains(&self, key: (u64, u32)) -> bool {
        self.shard(key).lock().map(|s| s.contains(&key)).unwrap_or(false)
    }

    /// Entries held now.
    pub fn len(&self) -> usize {
        self.shards.iter().map(|s| s.lock().map_or(0, |s| s.len())).sum()
    }

    /// Records a dead end; a shard is emptied when the memory budget is
    /// spent.
    pub fn insert(&self, key: (u64, u32)) {
        if let Ok(mut s) = self.shard(key).lock() {
            if s.len() >= table_cap(SHARDS) {
                s.clear();
            }
            s.insert(key);
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

/// The most entries one of `parts` tables sharing the budget may hold
/// (half the budget goes to help play's dead ends, half to the battle
/// tables of the threads). Checked by each table against its own length,
/// so no counter is shared between threads.
pub fn table_cap(parts: usize) -> usize {
    (CAPACITY.load(Ordering::Relaxed) / 2 / parts.max(1)).max(16)
}
