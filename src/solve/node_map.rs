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
    #[cfg(test)]
    pub(super) fn len(&self) -> usize {
        self.len
    }

    /// Where the probe for a key starts, of `n` slots (any count: a
    /// bounded map takes all the room it is given).
    fn home(hash: u64, tag: u32, n: usize) -> usize {
        let mixed = hash ^ (u64::from(tag) + 1).wrapping_mul(0x9E37_79B9_7F4A_7C15);
        ((u128::from(mixed) * n as u128) >> 64) as usize
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
            i = if i + 1 == n { 0 } else { i + 1 };
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
    fn get_or_insert(&mut self, hash: u64, tag: u32, value: V) -> &mut V {
        if 4 * (self.len + 1) > 3 * self.slots.len() {
            self.grow(usize::MAX);
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

    /// [`Self::get_or_insert`] within `bytes` of slots. A full map puts a
    /// new key in place of the one of lower `worth` of the two slots at
    /// the key's home (an entry that cost a deep search is kept over a
    /// shallow one; the newest gets in), or, where those are
    /// free, does not keep it (`None`). Emptying a full map instead threw
    /// away a long selfmate's whole iterative deepening (0262 under
    /// `--maxmem 256M` ran for minutes).
    pub(super) fn get_or_insert_bounded(
        &mut self,
        hash: u64,
        tag: u32,
        value: V,
        bytes: usize,
        worth: impl Fn(&V, u32) -> u32,
    ) -> Option<&mut V> {
        // Growing holds the old slots (half the new) for a while.
        let room = (bytes / 3 * 2 / std::mem::size_of::<Slot<V>>()).max(64);
        if 4 * (self.len + 1) > 3 * self.slots.len() && self.slots.len() < room {
            self.grow(room);
        }
        if 4 * (self.len + 1) <= 3 * self.slots.len() {
            return Some(self.get_or_insert(hash, tag, value));
        }
        let i = self.find(hash, tag);
        if self.slots[i].used {
            return Some(&mut self.slots[i].value);
        }
        let n = self.slots.len();
        let home = Self::home(hash, tag, n);
        // A probe passes over taken slots only, so a taken slot keeps every
        // other key's run intact whoever holds it; a free one stays free
        // (and a free home ends the key's own probe there).
        if !self.slots[home].used {
            return None;
        }
        let victim = [home, if home + 1 == n { 0 } else { home + 1 }]
            .into_iter()
            .filter(|&j| self.slots[j].used)
            .min_by_key(|&j| worth(&self.slots[j].value, self.slots[j].tag))?;
        let s = &mut self.slots[victim];
        *s = Slot {
            hash,
            tag,
            used: true,
            value,
        };
        Some(&mut s.value)
    }

    /// Doubles the slots, to at most `most` (at least 64).
    fn grow(&mut self, most: usize) {
        let n = (self.slots.len() * 2).clamp(64, most.max(64));
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
    /// across many growths.
    #[test]
    fn node_map_keeps_what_a_hash_map_keeps() {
        let mut map = NodeMap::new(0u32);
        let mut truth = std::collections::HashMap::new();
        let mut next = crate::solve::xorshift(0x9E37_79B9_7F4A_7C15);
        for i in 0..300_000u32 {
            // Few hashes, several tags each, and hashes that agree in their
            // low bits (the same home) but differ above.
            let (hash, tag) = (next(20_000) << (i % 3 * 20), next(5) as u32);
            if next(2) == 0 {
                *map.get_or_insert(hash, tag, 0) += 1;
                *truth.entry((hash, tag)).or_insert(0) += 1;
            }
            assert_eq!(map.get(hash, tag), truth.get(&(hash, tag)), "{hash} {tag}");
        }
        assert_eq!(map.len(), truth.len());
        let mut bounded = NodeMap::new(0u64);
        for i in 0..200_000u64 {
            let (hash, tag) = (next(1 << 40), (i % 3) as u32);
            let value = hash ^ u64::from(tag);
            if let Some(v) = bounded.get_or_insert_bounded(hash, tag, 0, 1500 * 32, |_, t| t) {
                *v = value;
                assert_eq!(bounded.get(hash, tag), Some(&value), "a key just kept is found");
            }
            // Whatever is found under a key is that key's value.
            let (h, t) = (next(1 << 40), (i % 3) as u32);
            assert!(bounded.get(h, t).is_none_or(|&v| v == h ^ u64::from(t)));
        }
        assert_eq!(bounded.slots.len(), 1000, "the map takes its room and no more");
        assert_eq!(bounded.len(), 750);
        assert_eq!(std::mem::size_of::<Slot<u32>>(), 32);
        for (&(hash, tag), v) in &truth {
            assert_eq!(map.get(hash, tag), Some(v));
        }
    }
}
