//! A set of solved sub-searches shared by all threads. What it stores is a
//! pure function of the position and the moves left, so sharing it changes
//! the speed, never the result.

use std::collections::HashSet;
use std::hash::{BuildHasherDefault, Hasher};
use std::sync::Mutex;

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

    /// Records a dead end.
    pub fn insert(&self, key: (u64, u32)) {
        if let Ok(mut s) = self.shard(key).lock() {
            s.insert(key);
        }
    }
}

impl Default for DeadEnds {
    fn default() -> Self {
        DeadEnds::new()
    }
}
