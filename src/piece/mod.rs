//! Colours, piece kinds and their walks.

pub mod betza;
pub mod catalogue;
pub mod walk;

use std::ops::Not;

pub use walk::{Atom, DirFilter, Mode, Shape, Walk};

/// A side.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Color {
    /// Moves first in the orthodox game, up the board.
    White = 0,
    /// Moves down the board.
    Black = 1,
}

impl Color {
    /// Both colours, White first.
    pub const ALL: [Color; 2] = [Color::White, Color::Black];

    /// 0 for White, 1 for Black.
    #[inline]
    pub fn index(self) -> usize {
        self as usize
    }
}

impl Not for Color {
    type Output = Color;
    #[inline]
    fn not(self) -> Color {
        match self {
            Color::White => Color::Black,
            Color::Black => Color::White,
        }
    }
}

/// A piece kind: an index into a rule set's roster.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Kind(pub u8);

/// Most kinds a rule set may have (the code of a piece must fit in 7 bits).
pub const MAX_KINDS: usize = 62;

/// A coloured piece, packed the way board cells store it:
/// `1 + kind + 64 * colour`, so that 0 can mean "empty"; a neutral man
/// (both sides', Popeye's both colour flags) is `128 + 1 + kind`. The two
/// high bits are the man's side class: 0 White, 1 Black, 2 neutral, and
/// 3 only in [`OFF`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Piece(u8);

/// Board cell value of an empty square.
pub const EMPTY: u8 = 0;
/// Board cell value of a mailbox cell that is not a square.
pub const OFF: u8 = 0xFF;
/// The bit of a neutral man's cell value.
pub const NEUTRAL: u8 = 128;

/// Per side class of a cell (its two high bits: White, Black, neutral,
/// off the board), a bit set where `color` may take a man there.
#[inline(always)]
pub const fn takes_classes(color: Color) -> u8 {
    match color {
        Color::White => 0b0110,
        Color::Black => 0b0101,
    }
}

/// Per side class of a cell, a bit set where the man there acts for
/// `color` (moves, attacks): its own and the neutral ones.
#[inline(always)]
pub const fn acts_classes(color: Color) -> u8 {
    match color {
        Color::White => 0b0101,
        Color::Black => 0b0110,
    }
}

/// Does the class mask `classes` ([`takes_classes`], [`acts_classes`])
/// hold the man of this non-empty cell?
#[inline(always)]
pub const fn in_classes(cell: u8, classes: u8) -> bool {
    (classes >> (cell >> 6)) & 1 != 0
}

impl Piece {
    /// A piece of this colour and kind.
    #[inline]
    pub fn new(color: Color, kind: Kind) -> Piece {
        Piece(1 + kind.0 + 64 * color as u8)
    }

    /// Reads a board cell; `None` for empty and off-board cells.
    #[inline]
    pub fn from_cell(cell: u8) -> Option<Piece> {
        (cell != EMPTY && cell != OFF).then_some(Piece(cell))
    }

    /// The value stored in a board cell.
    #[inline]
    pub fn code(self) -> u8 {
        self.0
    }

    /// A neutral man of this kind: either side's, as the side moving
    /// wants it (moved by it, taken by it, attacking its enemy's royal).
    #[inline]
    pub fn neutral(kind: Kind) -> Piece {
        Piece(NEUTRAL + 1 + kind.0)
    }

    /// Is it neutral?
    #[inline]
    pub fn is_neutral(self) -> bool {
        self.0 & NEUTRAL != 0
    }

    /// May `color` move it (and does it attack for `color`): its own man
    /// or a neutral one.
    #[inline]
    pub fn belongs_to(self, color: Color) -> bool {
        self.is_neutral() || self.color() == color
    }

    /// A man of the same side (or neutral) and another kind: what a
    /// promotion or a change of walk leaves on the square.
    #[inline]
    pub fn with_kind(self, kind: Kind) -> Piece {
        Piece((self.0 & !63) + 1 + kind.0)
    }

    /// Of the same side as `other` (both neutral, or both of one colour)?
    #[inline]
    pub fn same_side(self, other: Piece) -> bool {
        self.0 >> 6 == other.0 >> 6
    }

    /// Its colour; White for a neutral man, whose side depends on who
    /// asks (see [`Piece::belongs_to`]).
    #[inline]
    pub fn color(self) -> Color {
        if self.0 & 64 != 0 { Color::Black } else { Color::White }
    }

    /// Its kind.
    #[inline]
    pub fn kind(self) -> Kind {
        Kind((self.0 & 63) - 1)
    }
}

/// One entry of a rule set's roster.
#[derive(Clone, Debug)]
pub struct PieceType {
    /// English name, lower case (`knight`, `ferz`).
    pub name: String,
    /// FEN letter, lower case (`n`); upper case is White. `'\0'`: none
    /// (written in piece lists only).
    pub letter: char,
    /// How it moves.
    pub walk: Walk,
    /// Its capture or mate ends the game. A property of the piece in a rule
    /// set, not of the walk: the Mann and the King walk alike.
    pub royal: bool,
    /// Follows the rule set's pawn rules (promotion, en passant, double step).
    pub pawn: bool,
    /// Roster names of the kinds this pawn promotes to, in order
    /// (Tamerlane's pawn of X: one; a royal pawn: the royal forms of the
    /// rule set's list); empty: the rule set's promotion list.
    pub promotes_to: Vec<String>,
    /// Roster name of the kind a man of this kind is after each of its
    /// moves (a chameleon's next walk); `None`: it stays.
    pub becomes: Option<String>,
    /// Popeye's Orphan: no walk of its own; it moves and observes as any
    /// enemy man that observes it (directly, or through a chain of
    /// orphans of alternating colours).
    pub orphan: bool,
}

impl PieceType {
    /// A roster entry from a walk notation known to be valid.
    pub fn new(name: &str, letter: char, walk: &str) -> Result<PieceType, betza::WalkError> {
        Ok(PieceType {
            name: name.into(),
            letter,
            walk: Walk::parse(walk)?,
            royal: false,
            pawn: false,
            promotes_to: Vec::new(),
            becomes: None,
            orphan: false,
        })
    }

    /// A piece that never moves and attacks nothing (a pawn waiting on
    /// its last rank in modern Courier chess).
    pub fn inert(name: &str, letter: char) -> PieceType {
        PieceType {
            name: name.into(),
            letter,
            walk: Walk {
                atoms: Vec::new(),
                notation: "-".into(),
            },
            royal: false,
            pawn: false,
            promotes_to: Vec::new(),
            becomes: None,
            orphan: false,
        }
    }

    /// Marks the piece royal.
    pub fn royal(mut self) -> PieceType {
        self.royal = true;
        self
    }

    /// Marks the piece as an orphan (see [`PieceType::orphan`]).
    pub fn orphan(mut self) -> PieceType {
        self.orphan = true;
        self
    }

    /// Marks the piece as a pawn.
    pub fn pawn(mut self) -> PieceType {
        self.pawn = true;
        self
    }

    /// A form of this piece: a kind of its own for men with attributes
    /// (Popeye's Royal, Chameleon), named with `prefix` (words of
    /// [`FORM_WORDS`]) before the piece's name, without a FEN letter.
    pub fn form(&self, prefix: &str, royal: bool) -> PieceType {
        PieceType {
            name: format!("{prefix}{}", self.name),
            letter: '\0',
            royal: royal || self.royal,
            ..self.clone()
        }
    }

    /// The name of the piece whose moves this kind makes: its own, or a
    /// form's piece's.
    pub fn walk_name(&self) -> &str {
        let mut name = self.name.as_str();
        for w in FORM_WORDS {
            name = name.strip_prefix(w).unwrap_or(name);
        }
        name
    }
}

/// The words a form's name starts with, in this order
/// ([`PieceType::form`]).
pub const FORM_WORDS: [&str; 5] = ["royal ", "chameleon ", "functionary ", "uncapturable ", "half-neutral "];
