//! A search thread's map from a node's key `(position hash, tag)` to a
//! small value, in open addressing with slots that never straddle a cache
//! line: a probe of a table far larger than the caches reads one line,
//! where a general hash map reads its control bytes and then the entry
//! (two misses; battle play's table was a sixth of a long selfmate).

/// One slot: the full key, whether it is taken, the value.
#[derive(Clone, Copy)]
#[repr(C, align(32))]
struct Slot<V> {
    hash: u64,
    tag: u32,
    used: bool,
    value: V,
}

/// The map; grows to stay at most three quarters full (probes run on
/// along the line, so a longer run costs little).
pub(super) struct NodeMap<V: Copy> {
    slots: Vec<Slot<V>>,
    len: usize,
    empty: Slot<V>,
}

impl<V: Copy> NodeMap<V> {
    /// An empty map whose free slots hold `filler` (never read as a value).
    pub(super) fn new(filler: V) -> NodeMap<V> {
        NodeMap {
            slots: Vec::new(),
            len: 0,
            empty: Slot {
                hash: 0,
                tag: 0,
                used: false,
                value: filler,
            },
        }
    }

    /// Keys held.
    pub(super) fn len(&self) -> usize {
        self.len
    }

    /// Forgets every key, keeping the memory.
    pub(super) fn clear(&mut self) {
        self.slots.fill(self.empty);
        self.len = 0;
    }

    /// Where the probe for a key starts, of `n` slots (a power of two).
    fn home(hash: u64, tag: u32, n: usize) -> usize {
        (hash ^ (u64::from(tag) + 1).wrapping_mul(0x9E37_79B9_7F4A_7C15)) as usize & (n - 1)
    }

    /// The slot holding the key, or the free one where it would go.
    fn find(&self, hash: u64, tag: u32) -> usize {
        let n = self.slots.len();
        let mut i = Self::home(hash, tag, n);
        loop {
            let s = &self.slots[i];
            if !s.used || (s.hash == hash && s.tag == tag) {
                return i;
            }
            i = (i + 1) & (n - 1);
        }
    }

    /// Starts loading the line where the key's probe starts: a search
    /// about to ask for it does something else meanwhile.
    pub(super) fn prefetch(&self, hash: u64, tag: u32) {
        if !self.slots.is_empty() {
            let i = Self::home(hash, tag, self.slots.len());
            super::table::prefetch_line(self.slots.as_ptr() as usize + i * std::mem::size_of::<Slot<V>>());
        }
    }

    /// The value of a key, if held.
    pub(super) fn get(&self, hash: u64, tag: u32) -> Option<&V> {
        if self.slots.is_empty() {
            return None;
        }
        let s = &self.slots[self.find(hash, tag)];
        s.used.then_some(&s.value)
    }

    /// The value of a key, first set to `value` if the key is new.
    pub(super) fn get_or_insert(&mut self, hash: u64, tag: u32, value: V) -> &mut V {
        if 4 * (self.len + 1) > 3 * self.slots.len() {
            self.grow();
        }
        let i = self.find(hash, tag);
        let s = &mut self.slots[i];
        if !s.used {
            *s = Slot {
                hash,
                tag,
                used: true,
                value,
            };
            self.len += 1;
        }
        &mut s.value
    }

    fn grow(&mut self) {
        let n = (self.slots.len() * 2).max(64);
        let old = std::mem::replace(&mut self.slots, vec![self.empty; n]);
        for s in old.into_iter().filter(|s| s.used) {
            let i = self.find(s.hash, s.tag);
            self.slots[i] = s;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Against a `HashMap`: every key inserted, updated or asked for,
    /// across many growths and a clear.
    #[test]
    fn node_map_keeps_what_a_hash_map_keeps() {
        let mut map = NodeMap::new(0u32);
        let mut truth = std::collections::HashMap::new();
        let mut next = crate::solve::xorshift(0x9E37_79B9_7F4A_7C15);
        for i in 0..300_000u32 {
            // Few hashes, several tags each, and hashes that agree in their
            // low bits (the same home) but differ above.
            let (hash, tag) = (next(20_000) << (i % 3 * 20), next(5) as u32);
            if i == 150_000 {
                map.clear();
                truth.clear();
            }
            if next(2) == 0 {
                *map.get_or_insert(hash, tag, 0) += 1;
                *truth.entry((hash, tag)).or_insert(0) += 1;
            }
            assert_eq!(map.get(hash, tag), truth.get(&(hash, tag)), "{hash} {tag}");
        }
        assert_eq!(map.len(), truth.len());
        assert_eq!(std::mem::size_of::<Slot<u32>>(), 32);
        for (&(hash, tag), v) in &truth {
            assert_eq!(map.get(hash, tag), Some(v));
        }
    }
}
