//! A diagram as a map from squares to pieces named the Popeye way: what
//! twins transform before a position is built.

use std::collections::BTreeMap;

use crate::input::{Attributes, SquareSpec};
use crate::piece::Color;

/// A man of a diagram: colour, Popeye piece name, attributes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Man {
    /// Its side.
    pub color: Color,
    /// Popeye's English piece name (`King`, `Grasshopper`).
    pub name: &'static str,
    /// Its attributes (Royal only where the walk is not royal already).
    pub attrs: Attributes,
}

impl Man {
    /// A man without attributes.
    pub fn plain(color: Color, name: &'static str) -> Man {
        Man {
            color,
            name,
            attrs: Attributes::NONE,
        }
    }

    /// A man as written, attribute Royal dropped where the walk is royal
    /// already (Popeye never writes it for a king).
    pub fn new(color: Color, name: &'static str, attrs: Attributes) -> Man {
        let attrs = if is_royal_walk(name) {
            attrs.without(Attributes::ROYAL)
        } else {
            attrs
        };
        // A neutral man's colour is White by convention.
        let color = if attrs.contains(Attributes::NEUTRAL) {
            Color::White
        } else {
            color
        };
        Man { color, name, attrs }
    }

    /// Is it neutral (both sides')?
    pub fn neutral(&self) -> bool {
        self.attrs.contains(Attributes::NEUTRAL)
    }

    /// Does it belong to `color` (its own, or neutral)?
    pub fn belongs_to(&self, color: Color) -> bool {
        self.neutral() || self.color == color
    }

    /// Is it royal by attribute?
    pub fn royal(&self) -> bool {
        self.attrs.contains(Attributes::ROYAL)
    }
}

/// Is a man of this Popeye piece name royal by its walk: the king,
/// Poseidon, Sting (Popeye's `is_king`)?
pub fn is_royal_walk(name: &str) -> bool {
    name == "King" || crate::piece::catalogue::is_royal(name)
}

/// Pieces by square, in Popeye's square order (a8 .. h1).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Setup {
    pieces: BTreeMap<SquareSpec, Man>,
    /// The men the diagram sends to the underworld (GhostChess,
    /// HauntedChess: a second man written on a square), oldest first.
    ghosts: Vec<(SquareSpec, Man)>,
}

impl Setup {
    /// The piece on a square.
    pub fn get(&self, sq: SquareSpec) -> Option<Man> {
        self.pieces.get(&sq).copied()
    }

    /// Puts a piece, replacing what stood there.
    pub fn put(&mut self, sq: SquareSpec, man: Man) {
        self.pieces.insert(sq, man);
    }

    /// Sends a man to the underworld: a ghost waiting on `sq`.
    pub fn bury(&mut self, sq: SquareSpec, man: Man) {
        self.ghosts.push((sq, man));
    }

    /// The ghosts waiting, oldest first.
    pub fn ghosts(&self) -> &[(SquareSpec, Man)] {
        &self.ghosts
    }

    /// Removes and returns the piece on a square.
    pub fn remove(&mut self, sq: SquareSpec) -> Option<Man> {
        self.pieces.remove(&sq)
    }

    /// Every piece, a8 first.
    pub fn iter(&self) -> impl Iterator<Item = (SquareSpec, Man)> + '_ {
        self.pieces.iter().map(|(s, p)| (*s, *p))
    }

    /// How many pieces of a colour (neutral ones not counted).
    pub fn count(&self, color: Color) -> usize {
        self.pieces
            .values()
            .filter(|m| m.color == color && !m.neutral())
            .count()
    }

    /// How many neutral pieces.
    pub fn count_neutral(&self) -> usize {
        self.pieces.values().filter(|m| m.neutral()).count()
    }

    /// Moves every piece by a square map; `None` from the map (a piece
    /// leaving the board) aborts and returns the square it stood on.
    pub fn remap(&mut self, f: impl Fn(SquareSpec) -> Option<SquareSpec>) -> Result<(), SquareSpec> {
        let mut out = BTreeMap::new();
        for (sq, p) in &self.pieces {
            out.insert(f(*sq).ok_or(*sq)?, *p);
        }
        let mut ghosts = Vec::new();
        for &(sq, p) in &self.ghosts {
            ghosts.push((f(sq).ok_or(sq)?, p));
        }
        self.pieces = out;
        self.ghosts = ghosts;
        Ok(())
    }

    /// Swaps the colours of all pieces.
    pub fn swap_colors(&mut self) {
        let ghosts = self.ghosts.iter_mut().map(|(_, m)| m);
        for m in self.pieces.values_mut().chain(ghosts).filter(|m| !m.neutral()) {
            m.color = !m.color;
        }
    }

    /// Replaces every piece named `from` by one named `to`, attributes
    /// kept.
    pub fn substitute(&mut self, from: &str, to: &'static str) {
        for m in self.pieces.values_mut().chain(self.ghosts.iter_mut().map(|(_, m)| m)) {
            if m.name == from {
                *m = Man::new(m.color, to, m.attrs);
            }
        }
    }
}
