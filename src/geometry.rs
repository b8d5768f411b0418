//! Board geometry chosen at run time: a rectangle of files x ranks, holes
//! cut out of it, and named extra squares outside it (Tamerlane's citadels).
//!
//! Squares are indices into a *mailbox*: the rectangle surrounded by `pad`
//! rows and files of off-board cells on every side (Popeye's slack squares,
//! sized at run time). A step of at most `pad` in either coordinate from an
//! on-board square therefore always lands inside the array, on a cell that is
//! either on the board or marked off it, so leaps never wrap and no step needs
//! a bounds check. Extra squares live inside the padding.

use std::fmt;

/// Largest number of files or ranks a board may have.
pub const MAX_SIDE: u8 = 16;

/// A square: an index into the mailbox of one [`Geometry`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Square(pub u16);

impl Square {
    /// The index of this square in the mailbox.
    #[inline]
    pub fn index(self) -> usize {
        self.0 as usize
    }

    /// The square `delta` mailbox cells away. Only meaningful when the
    /// result stays inside the mailbox, which the padding guarantees for
    /// steps no longer than `pad` from a square of the board.
    #[inline]
    pub fn offset(self, delta: i16) -> Square {
        Square((self.0 as i16 + delta) as u16)
    }
}

/// File and rank of a square, 0-based from White's lower left corner.
/// Extra squares have coordinates outside `0..files` / `0..ranks`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Coord {
    /// 0 = file `a`.
    pub file: i8,
    /// 0 = rank `1`.
    pub rank: i8,
}

impl Coord {
    /// A coordinate from 0-based file and rank.
    pub const fn new(file: i8, rank: i8) -> Coord {
        Coord { file, rank }
    }
}

/// A named square outside the rectangle.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ExtraSquare {
    /// The name a composer types for it (lower case).
    pub name: String,
    /// Where it stands relative to the rectangle.
    pub coord: Coord,
}

/// Why a geometry could not be built.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum GeometryError {
    /// Files or ranks outside `1..=MAX_SIDE`.
    #[error("a board has 1 to {MAX_SIDE} files and ranks, not {files}x{ranks}")]
    Size {
        /// Requested files.
        files: u8,
        /// Requested ranks.
        ranks: u8,
    },
    /// An extra square inside the rectangle, on another extra square, or
    /// more than two cells away from it.
    #[error("extra square {0} must lie just outside the board, on a cell of its own")]
    BadExtra(String),
    /// A hole outside the rectangle.
    #[error("hole {0:?} is not on the board")]
    BadHole(Coord),
}

/// The shape of a board; built once per rule set.
#[derive(Clone, Debug)]
pub struct Geometry {
    files: u8,
    ranks: u8,
    pad: u8,
    width: u16,
    height: u16,
    /// Per mailbox cell: the dense index of the square, or `u16::MAX` off the board.
    dense: Vec<u16>,
    /// Per dense index: the mailbox square.
    squares: Vec<Square>,
    extras: Vec<ExtraSquare>,
}

/// Padding needed so that extra squares up to this far outside still have
/// room for a king step around them.
const EXTRA_REACH: u8 = 2;

impl Geometry {
    /// A plain rectangle. `max_leap` is the longest coordinate of any leap
    /// a piece of the rule set makes; it sizes the padding.
    pub fn rect(files: u8, ranks: u8, max_leap: u8) -> Result<Geometry, GeometryError> {
        Geometry::build(files, ranks, max_leap, Vec::new(), &[])
    }

    /// A rectangle with holes and named extra squares.
    pub fn build(
        files: u8,
        ranks: u8,
        max_leap: u8,
        extras: Vec<ExtraSquare>,
        holes: &[Coord],
    ) -> Result<Geometry, GeometryError> {
        if !(1..=MAX_SIDE).contains(&files) || !(1..=MAX_SIDE).contains(&ranks) {
            return Err(GeometryError::Size { files, ranks });
        }
        let pad = max_leap.max(1) + if extras.is_empty() { 0 } else { EXTRA_REACH };
        let width = files as u16 + 2 * pad as u16;
        let height = ranks as u16 + 2 * pad as u16;
        let mut dense = vec![u16::MAX; (width * height) as usize];
        let mut squares = Vec::new();
        let inside = |c: Coord| c.file >= 0 && c.rank >= 0 && (c.file as u8) < files && (c.rank as u8) < ranks;
        for h in holes {
            if !inside(*h) {
                return Err(GeometryError::BadHole(*h));
            }
        }
        let mailbox = |c: Coord| ((c.rank as i32 + pad as i32) * width as i32 + c.file as i32 + pad as i32) as usize;
        // Dense order is rank by rank from a1, then the extras: the same
        // order on every machine, so hashes and square lists are stable.
        for rank in 0..ranks as i8 {
            for file in 0..files as i8 {
                let c = Coord::new(file, rank);
                if holes.contains(&c) {
                    continue;
                }
                let m = mailbox(c);
                dense[m] = squares.len() as u16;
                squares.push(Square(m as u16));
            }
        }
        for e in &extras {
            let c = e.coord;
            let dist_out = (-(c.file as i32))
                .max(c.file as i32 - files as i32 + 1)
                .max(-(c.rank as i32))
                .max(c.rank as i32 - ranks as i32 + 1);
            if inside(c) || dist_out > EXTRA_REACH as i32 {
                return Err(GeometryError::BadExtra(e.name.clone()));
            }
            let m = mailbox(c);
            if dense[m] != u16::MAX {
                return Err(GeometryError::BadExtra(e.name.clone()));
            }
            dense[m] = squares.len() as u16;
            squares.push(Square(m as u16));
        }
        Ok(Geometry {
            files,
            ranks,
            pad,
            width,
            height,
            dense,
            squares,
            extras,
        })
    }

    /// Number of files.
    pub fn files(&self) -> u8 {
        self.files
    }

    /// Number of ranks.
    pub fn ranks(&self) -> u8 {
        self.ranks
    }

    /// Cells in the mailbox (the length of a board array).
    pub fn mailbox_len(&self) -> usize {
        self.dense.len()
    }

    /// Number of squares of the board, extras included.
    pub fn square_count(&self) -> usize {
        self.squares.len()
    }

    /// Every square of the board, rank by rank from a1, then the extras.
    pub fn squares(&self) -> &[Square] {
        &self.squares
    }

    /// The named extra squares.
    pub fn extras(&self) -> &[ExtraSquare] {
        &self.extras
    }

    /// Is this mailbox cell a square of the board?
    #[inline]
    pub fn is_on(&self, sq: Square) -> bool {
        self.dense[sq.index()] != u16::MAX
    }

    /// Is this square one of the named extras?
    pub fn is_extra(&self, sq: Square) -> bool {
        let c = self.coord(sq);
        c.file < 0 || c.rank < 0 || c.file as u8 >= self.files || c.rank as u8 >= self.ranks
    }

    /// Dense index `0..square_count()` of a board square.
    #[inline]
    pub fn dense(&self, sq: Square) -> usize {
        self.dense[sq.index()] as usize
    }

    /// Mailbox offset of a step by `(dx, dy)`.
    #[inline]
    pub fn delta(&self, dx: i8, dy: i8) -> i16 {
        dy as i16 * self.width as i16 + dx as i16
    }

    /// Largest step in either coordinate that stays inside the mailbox.
    pub fn pad(&self) -> u8 {
        self.pad
    }

    /// The mailbox cell at a coordinate, if it is a square of the board.
    pub fn square(&self, c: Coord) -> Option<Square> {
        let f = c.file as i32 + self.pad as i32;
        let r = c.rank as i32 + self.pad as i32;
        if f < 0 || r < 0 || f >= self.width as i32 || r >= self.height as i32 {
            return None;
        }
        let sq = Square((r * self.width as i32 + f) as u16);
        self.is_on(sq).then_some(sq)
    }

    /// File and rank of a mailbox cell.
    pub fn coord(&self, sq: Square) -> Coord {
        let f = (sq.0 % self.width) as i32 - self.pad as i32;
        let r = (sq.0 / self.width) as i32 - self.pad as i32;
        Coord::new(f as i8, r as i8)
    }

    /// The rank of a square counted from the side of `white`'s first
    /// rank (0-based) or of Black's when `white` is false.
    pub fn relative_rank(&self, sq: Square, white: bool) -> i8 {
        let r = self.coord(sq).rank;
        if white { r } else { self.ranks as i8 - 1 - r }
    }

    /// The square's name: `a1`, `l8`, `k10`, or an extra square's name.
    pub fn name(&self, sq: Square) -> SquareName<'_> {
        SquareName { geometry: self, sq }
    }

    /// Reads a square name (case-insensitive): file letter and rank number,
    /// or the name of an extra square.
    pub fn parse_square(&self, text: &str) -> Option<Square> {
        let lower = text.to_ascii_lowercase();
        if let Some(e) = self.extras.iter().find(|e| e.name == lower) {
            return self.square(e.coord);
        }
        let mut chars = lower.chars();
        let file = chars.next()?;
        if !file.is_ascii_lowercase() {
            return None;
        }
        let digits = chars.as_str();
        if digits.is_empty()
            || digits.len() > 2
            || !digits.bytes().all(|b| b.is_ascii_digit())
            || digits.starts_with('0')
        {
            return None;
        }
        let rank: u8 = digits.parse().ok()?;
        let f = file as u8 - b'a';
        if f >= self.files || rank == 0 || rank > self.ranks {
            return None;
        }
        self.square(Coord::new(f as i8, rank as i8 - 1))
    }
}

/// Display helper returned by [`Geometry::name`].
pub struct SquareName<'a> {
    geometry: &'a Geometry,
    sq: Square,
}

impl fmt::Display for SquareName<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let g = self.geometry;
        let c = g.coord(self.sq);
        if let Some(e) = g.extras.iter().find(|e| e.coord == c) {
            return f.write_str(&e.name);
        }
        write!(f, "{}{}", (b'a' + c.file as u8) as char, c.rank + 1)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_round_trip_on_every_board_shape() {
        for (files, ranks) in [(8, 8), (12, 8), (11, 10), (1, 1), (16, 16)] {
            let g = Geometry::rect(files, ranks, 3).unwrap();
            assert_eq!(g.square_count(), files as usize * ranks as usize);
            for &sq in g.squares() {
                let name = g.name(sq).to_string();
                assert_eq!(g.parse_square(&name), Some(sq), "{name}");
            }
        }
        let g = Geometry::rect(11, 10, 3).unwrap();
        assert!(g.parse_square("k10").is_some());
        assert!(g.parse_square("l1").is_none());
        assert!(g.parse_square("a11").is_none());
        assert!(g.parse_square("a0").is_none());
        assert!(g.parse_square("a01").is_none());
    }

    #[test]
    fn leaps_from_the_edge_land_off_the_board() {
        let g = Geometry::rect(8, 8, 2).unwrap();
        let h1 = g.parse_square("h1").unwrap();
        // Knight leap (2,1) from h1 would wrap to a3 on a plain 64-array.
        assert!(!g.is_on(h1.offset(g.delta(2, 1))));
        assert!(!g.is_on(h1.offset(g.delta(1, -2))));
        assert_eq!(g.name(h1.offset(g.delta(-2, 1))).to_string(), "f2");
    }

    #[test]
    fn extras_and_holes() {
        let extras = vec![
            ExtraSquare {
                name: "wcitadel".into(),
                coord: Coord::new(11, 1),
            },
            ExtraSquare {
                name: "bcitadel".into(),
                coord: Coord::new(-1, 8),
            },
        ];
        let g = Geometry::build(11, 10, 3, extras, &[Coord::new(0, 0)]).unwrap();
        assert_eq!(g.square_count(), 110 - 1 + 2);
        let wc = g.parse_square("WCitadel").unwrap();
        assert!(g.is_extra(wc));
        assert_eq!(g.name(wc).to_string(), "wcitadel");
        // k2 is next to White's citadel
        assert_eq!(g.parse_square("k2").unwrap().offset(g.delta(1, 0)), wc);
        assert!(g.parse_square("a1").is_none(), "a1 is a hole");
        let bad = vec![ExtraSquare {
            name: "x".into(),
            coord: Coord::new(3, 3),
        }];
        assert!(Geometry::build(8, 8, 2, bad, &[]).is_err());
        assert!(Geometry::rect(17, 8, 2).is_err());
        assert!(Geometry::rect(0, 8, 2).is_err());
    }
}
