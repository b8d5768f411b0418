//! A diagram as a map from squares to pieces named the Popeye way: what
//! twins transform before a position is built.

use std::collections::BTreeMap;

use crate::input::SquareSpec;
use crate::piece::Color;

/// Pieces by square, in Popeye's square order (a8 .. h1).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Setup {
    pieces: BTreeMap<SquareSpec, (Color, &'static str)>,
}

impl Setup {
    /// The piece on a square.
    pub fn get(&self, sq: SquareSpec) -> Option<(Color, &'static str)> {
        self.pieces.get(&sq).copied()
    }

    /// Puts a piece, replacing what stood there.
    pub fn put(&mut self, sq: SquareSpec, color: Color, name: &'static str) {
        self.pieces.insert(sq, (color, name));
    }

    /// Removes and returns the piece on a square.
    pub fn remove(&mut self, sq: SquareSpec) -> Option<(Color, &'static str)> {
        self.pieces.remove(&sq)
    }

    /// Every piece, a8 first.
    pub fn iter(&self) -> impl Iterator<Item = (SquareSpec, (Color, &'static str))> + '_ {
        self.pieces.iter().map(|(s, p)| (*s, *p))
    }

    /// How many pieces of a colour.
    pub fn count(&self, color: Color) -> usize {
        self.pieces.values().filter(|(c, _)| *c == color).count()
    }

    /// Moves every piece by a square map; `None` from the map (a piece
    /// leaving the board) aborts and returns the square it stood on.
    pub fn remap(&mut self, f: impl Fn(SquareSpec) -> Option<SquareSpec>) -> Result<(), SquareSpec> {
        let mut out = BTreeMap::new();
        for (sq, p) in &self.pieces {
            out.insert(f(*sq).ok_or(*sq)?, *p);
        }
        self.pieces = out;
        Ok(())
    }

    /// Swaps the colours of all pieces.
    pub fn swap_colors(&mut self) {
        for (c, _) in self.pieces.values_mut() {
            *c = !*c;
        }
    }

    /// Replaces every piece named `from` by one named `to`.
    pub fn substitute(&mut self, from: &str, to: &'static str) {
        for (_, n) in self.pieces.values_mut() {
            if *n == from {
                *n = to;
            }
        }
    }
}
