//! What the parser reads: a problem as written, with the place of every
//! part, before it is checked against a rule set (shakmaty's `Setup`
//! before `Position`).

use super::lang::Language;
use super::lexer::Span;
use crate::piece::Color;
use crate::stipulation::Stipulation;

/// A square as typed: 0-based file and rank, not yet checked against a board.
/// Ordered rank by rank from the top (a8, b8, ... h1), Popeye's order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct SquareSpec {
    /// 0 = `a`.
    pub file: u8,
    /// 0 = rank `1`.
    pub rank: u8,
}

impl Ord for SquareSpec {
    fn cmp(&self, other: &Self) -> std::cmp::Ordering {
        other.rank.cmp(&self.rank).then(self.file.cmp(&other.file))
    }
}

impl PartialOrd for SquareSpec {
    fn partial_cmp(&self, other: &Self) -> Option<std::cmp::Ordering> {
        Some(self.cmp(other))
    }
}

impl std::fmt::Display for SquareSpec {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}{}", (b'a' + self.file) as char, self.rank as u32 + 1)
    }
}

/// The piece attributes mansuba reads, as a set (Popeye's others are
/// refused at the word).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Attributes(u8);

impl Attributes {
    /// None.
    pub const NONE: Attributes = Attributes(0);
    /// Royal: the man is its side's king.
    pub const ROYAL: Attributes = Attributes(1);
    /// Chameleon: after each of its moves the man changes walk, Q to S to
    /// B to R to Q.
    pub const CHAMELEON: Attributes = Attributes(2);
    /// Functionary: the man moves and observes only while an enemy man
    /// observes it.
    pub const FUNCTIONARY: Attributes = Attributes(4);
    /// Uncapturable: no man may capture it.
    pub const UNCAPTURABLE: Attributes = Attributes(8);
    /// HalfNeutral: after each of its moves the man turns neutral, or
    /// from neutral to the side that moved it.
    pub const HALF_NEUTRAL: Attributes = Attributes(16);
    /// Neutral: the man is both sides' (Popeye's two colour flags set).
    /// A colour rather than an attribute in the language (`neutral Sd4`),
    /// it stays apart from [`Attributes::KNOWN`]; such a man's `color`
    /// is White by convention.
    pub const NEUTRAL: Attributes = Attributes(128);
    /// Each attribute with its Popeye id (`input::vocab::PIECE_SPECS`), in
    /// Popeye's order of flags: the order it writes them in.
    pub const KNOWN: [(&'static str, Attributes); 5] = [
        ("Royal", Self::ROYAL),
        ("Chameleon", Self::CHAMELEON),
        ("Functionary", Self::FUNCTIONARY),
        ("HalfNeutral", Self::HALF_NEUTRAL),
        ("Uncapturable", Self::UNCAPTURABLE),
    ];

    /// The attribute of a Popeye id, if mansuba reads it.
    pub fn by_id(id: &str) -> Option<Attributes> {
        Self::KNOWN.iter().find(|(i, _)| *i == id).map(|(_, a)| *a)
    }

    /// The attributes that make a man's kind a form of its piece: all
    /// but Neutral, which is its side.
    pub fn of_form(self) -> Attributes {
        self.without(Attributes::NEUTRAL)
    }

    /// Has none?
    pub fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// Has all of `other`?
    pub fn contains(self, other: Attributes) -> bool {
        self.0 & other.0 == other.0
    }

    /// Both sets.
    pub fn with(self, other: Attributes) -> Attributes {
        Attributes(self.0 | other.0)
    }

    /// This set without `other`.
    pub fn without(self, other: Attributes) -> Attributes {
        Attributes(self.0 & !other.0)
    }

    /// The Popeye ids of the attributes, in Popeye's order.
    pub fn ids(self) -> impl Iterator<Item = &'static str> {
        Self::KNOWN
            .into_iter()
            .filter(move |(_, a)| self.contains(*a))
            .map(|(i, _)| i)
    }
}

/// A piece as typed: colour, Popeye piece id (English name), square.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PieceSpec {
    /// Its colour.
    pub color: Color,
    /// Popeye's English piece name (`King`, `Grasshopper`).
    pub piece: &'static str,
    /// Its square.
    pub square: SquareSpec,
    /// Its attributes (Popeye's `royal` applies to the piece token right
    /// after it only, the others to all pieces of their colour group).
    pub attrs: Attributes,
    /// Where it was written.
    pub span: Span,
}

/// A condition with its variant words (`SingleBox Type1`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ConditionSpec {
    /// Popeye's English condition name.
    pub name: &'static str,
    /// Popeye's English variant names, in order.
    pub variants: Vec<&'static str>,
    /// The squares it is given (`MagicSquares e6f7`, `Hole d7d8`), as
    /// written.
    pub squares: Vec<SquareSpec>,
    /// The numbers it is given (`SAT 3 2`, `BGL 4.5 -`), as written.
    pub numbers: Vec<String>,
    /// Where the condition's name was written.
    pub span: Span,
}

/// An option with its arguments.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OptionSpec {
    /// Popeye's English option name.
    pub name: &'static str,
    /// Arguments as typed (numbers, squares).
    pub args: Vec<String>,
    /// Where the option was written.
    pub span: Span,
}

/// One change a twin makes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TwinChange {
    /// Move the piece on `from` to `to` (a piece there is replaced).
    Move {
        /// From.
        from: SquareSpec,
        /// To.
        to: SquareSpec,
    },
    /// Swap two pieces.
    Exchange {
        /// One square.
        a: SquareSpec,
        /// The other.
        b: SquareSpec,
    },
    /// Remove the pieces on these squares.
    Remove(Vec<SquareSpec>),
    /// Add pieces.
    Add(Vec<PieceSpec>),
    /// Replace every piece of one kind by another (both colours).
    Substitute {
        /// Popeye piece id replaced.
        from: &'static str,
        /// Popeye piece id put instead.
        to: &'static str,
    },
    /// Rotate the board by 90, 180 or 270 degrees (counter-clockwise as Popeye).
    Rotate(u16),
    /// Mirror the board: `a1<-->h1`, `a1<-->a8`, `a1<-->h8`, `h1<-->a8`.
    Mirror(&'static str),
    /// Shift every piece by the vector from one square to another.
    Shift {
        /// From.
        from: SquareSpec,
        /// To.
        to: SquareSpec,
    },
    /// A new stipulation.
    Stipulation(Stipulation),
    /// New conditions (replacing the old ones).
    Condition(Vec<ConditionSpec>),
    /// Swap the colours of all pieces.
    PolishType,
}

/// One twin: its changes, and whether it builds on the previous twin
/// (`continued`) rather than on the original position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TwinSpec {
    /// Builds on the previous twin.
    pub continued: bool,
    /// The changes, in order.
    pub changes: Vec<TwinChange>,
    /// `remark` lines written after the twin command: Popeye prints them
    /// before the twin's label.
    pub remarks: Vec<String>,
    /// Where the twin command was written.
    pub span: Span,
}

/// Text lines of the header.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Texts {
    /// `author` lines.
    pub authors: Vec<String>,
    /// `origin` lines.
    pub origins: Vec<String>,
    /// `title` lines.
    pub titles: Vec<String>,
    /// `award` lines.
    pub awards: Vec<String>,
    /// `remark` lines.
    pub remarks: Vec<String>,
    /// `intended` lines (mansuba's extension): the solution the composer
    /// intends, for `mansuba verify`; never printed.
    pub intended: Vec<String>,
}

/// A problem as read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ProblemSpec {
    /// Language of its keywords (and of its output).
    pub language: Language,
    /// Where the problem starts.
    pub span: Span,
    /// Rule set named by the `Rules` extension, if any.
    pub rules: Option<(String, Span)>,
    /// Header texts.
    pub texts: Texts,
    /// The pieces, in the order written.
    pub pieces: Vec<PieceSpec>,
    /// `a=>b`: the pieces written before the stipulation, the position
    /// play starts from (`pieces` are then the ones after it, the target).
    pub atob_start: Option<Vec<PieceSpec>>,
    /// The stipulation and where it was written.
    pub stipulation: Option<(Stipulation, Span)>,
    /// The stipulation as typed (Popeye echoes some spellings).
    pub stipulation_text: String,
    /// Conditions.
    pub conditions: Vec<ConditionSpec>,
    /// Options.
    pub options: Vec<OptionSpec>,
    /// Twins, in order.
    pub twins: Vec<TwinSpec>,
    /// `zeroposition`: the position as given is not itself solved.
    pub zero_position: bool,
}

impl ProblemSpec {
    /// An empty problem in a language.
    pub fn new(language: Language, span: Span) -> ProblemSpec {
        ProblemSpec {
            language,
            span,
            rules: None,
            texts: Texts::default(),
            pieces: Vec::new(),
            atob_start: None,
            stipulation: None,
            stipulation_text: String::new(),
            conditions: Vec::new(),
            options: Vec::new(),
            twins: Vec::new(),
            zero_position: false,
        }
    }

    /// Is this option given?
    pub fn has_option(&self, name: &str) -> bool {
        self.options.iter().any(|o| o.name == name)
    }
}
