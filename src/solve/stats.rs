//! Search statistics for `mansuba bench`: nodes visited and table entries,
//! summed over all threads. Each search adds its own counts once, when it
//! ends, so the hot path touches no shared counter.

use std::sync::atomic::{AtomicU64, Ordering};

static NODES: AtomicU64 = AtomicU64::new(0);
static ENTRIES: AtomicU64 = AtomicU64::new(0);

/// Counts of one solve.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Stats {
    /// Positions searched (help and series nodes, attacker and defender
    /// nodes of battle play).
    pub nodes: u64,
    /// Entries the transposition tables held when their searches ended.
    pub table_entries: u64,
}

/// Zeroes the counters (before a measured solve; one at a time).
pub fn reset() {
    NODES.store(0, Ordering::Relaxed);
    ENTRIES.store(0, Ordering::Relaxed);
}

/// The counts since [`reset`].
pub fn read() -> Stats {
    Stats {
        nodes: NODES.load(Ordering::Relaxed),
        table_entries: ENTRIES.load(Ordering::Relaxed),
    }
}

/// Adds a finished search's counts.
pub(crate) fn add(nodes: u64, entries: u64) {
    NODES.fetch_add(nodes, Ordering::Relaxed);
    ENTRIES.fetch_add(entries, Ordering::Relaxed);
}
