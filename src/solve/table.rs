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

    /// Records a dead end; a shard is emptied when the memory budget is
    /// spent.
    pub fn insert(&self, key: (u64, u32)) {
        if let Ok(mut s) = self.shard(key).lock() {
            if admit(s.len()) {
                released(s.len());
                s.clear();
            }
            s.insert(key);
        }
    }
}

impl Drop for DeadEnds {
    fn drop(&mut self) {
        for s in &self.shards {
            if let Ok(s) = s.lock() {
                released(s.len());
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

/// Entries all tables together may hold; set from `--maxmem`.
static CAPACITY: AtomicUsize = AtomicUsize::new(DEFAULT_MEMORY / ENTRY_BYTES);
/// Entries all tables hold now.
static HELD: AtomicUsize = AtomicUsize::new(0);

/// Table memory when `--maxmem` is not given: 1 GiB.
pub const DEFAULT_MEMORY: usize = 1 << 30;

/// Sets the memory all transposition tables together may use. Smaller
/// tables make solving slower, never different: a table only caches
/// results that are pure functions of (position, moves left).
pub fn set_memory_budget(bytes: usize) {
    CAPACITY.store((bytes / ENTRY_BYTES).max(1024), Ordering::Relaxed);
}

/// Counts an entry about to be inserted into a table now holding `len`
/// entries; `true` when the budget is spent, in which case the caller
/// clears that table (and must call [`released`] with its length).
pub fn admit(len: usize) -> bool {
    let held = HELD.fetch_add(1, Ordering::Relaxed) + 1;
    held > CAPACITY.load(Ordering::Relaxed) && len > 0
}

/// A table of `len` entries was cleared or dropped.
pub fn released(len: usize) {
    HELD.fetch_sub(len.min(HELD.load(Ordering::Relaxed)), Ordering::Relaxed);
}
