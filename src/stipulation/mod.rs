//! What the composer asks: a small data type and its parser.
//!
//! `[exact-][ser-|pser-][reci-][h|s|r|semi-r|hs|hr][(GOAL)]GOAL N[.5]` in
//! Popeye's spelling, GOAL one of `#` (mate), `=` (stalemate), `+`
//! (check), `x` (capture), `00` (castling), `ep` (en passant), `z`SQUARE
//! (target), `#=` (mate or stalemate), `==`, `!=`, `%`, `~`, `##`, `##!`
//! (docs/LANGUAGE.md).

use nom::{
    IResult, Parser,
    branch::alt,
    bytes::complete::{tag, tag_no_case},
    character::complete::{char, digit1, satisfy},
    combinator::{opt, value},
    sequence::delimited,
};

pub mod structured;

/// The end the play aims at.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Goal {
    /// `#`
    Mate,
    /// `=`
    Stalemate,
    /// `+`
    Check,
    /// `x`: the last move captures.
    Capture,
    /// `00`: the last move castles.
    Castling,
    /// `ep`: the last move takes en passant.
    EnPassant,
    /// `z` and a square: the last move ends on that square (0-based file
    /// and rank; whether the board has it is checked with the position).
    Target {
        /// 0 = file `a`.
        file: u8,
        /// 0 = rank `1`.
        rank: u8,
    },
    /// `#=`: mate or stalemate.
    MateOrStalemate,
    /// `==`: both sides stalemated (the side to move not in check).
    DoubleStalemate,
    /// `!=`: the side that moved stalemates itself (the side to move not
    /// in check).
    AutoStalemate,
    /// `%`: material won (Popeye's Steingewinn): the last move takes a
    /// man; only a condition that brings men back could tell it from `x`.
    Steingewinn,
    /// `~`: any move.
    Any,
    /// `##`: both sides mated: the goal move exposes the mover's own king,
    /// both kings are in check and neither side has a legal move (taking
    /// the other king would be one); the mover must have had a legal move
    /// before it.
    DoubleMate,
    /// `##!`: as `##`, made by a side already mated.
    CounterMate,
    /// `dia`: a proof game, from the game array to the diagram (the men
    /// on their squares; whose move it is and castling rights aside).
    Proof,
    /// `a=>b`: from the position given first to the one given after the
    /// stipulation.
    AToB,
}

impl Goal {
    /// `dia` or `a=>b`: the goal is a position.
    pub fn is_proof(self) -> bool {
        matches!(self, Goal::Proof | Goal::AToB)
    }
}

/// Who plays towards the goal against whom.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Play {
    /// White forces the goal against every defence.
    Direct,
    /// Both sides cooperate; Black starts.
    Help,
    /// White forces Black to reach the goal.
    SelfPlay,
    /// Self play in which either side must reach the goal when it can.
    Reflex,
    /// `semi-r`: reflex play in which only the defender is bound to reach
    /// the goal when it can; the attacker may, but that is no solution.
    SemiReflex,
    /// `hs`: help play up to the last move of White, after which Black is
    /// forced to reach the goal (a selfplay move to end).
    HelpSelf,
    /// `hr`: help play up to the last move of White, after which Black
    /// must reach the goal; either side reaches it whenever it can.
    HelpReflex,
}

impl Play {
    /// Help play, or help play with a self or reflex end (`h`, `hs`, `hr`).
    pub fn is_help(self) -> bool {
        matches!(self, Play::Help | Play::HelpSelf | Play::HelpReflex)
    }
}

/// A stipulation.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Stipulation {
    /// Direct, help, self or reflex.
    pub play: Play,
    /// Series play (`ser-`): one side makes all its moves in a row.
    pub series: bool,
    /// Parry series (`pser-`, with `series`): the other side answers each
    /// check of the series side with a move of its own.
    pub parry: bool,
    /// The goal.
    pub goal: Goal,
    /// Number of moves (full moves of the side that starts; for `h#n.5`
    /// the whole moves after the first half-move).
    pub moves: u32,
    /// `.5`: an extra half-move (help play).
    pub half: bool,
    /// `exact-`: no shorter solutions.
    pub exact: bool,
    /// `reci-h`: reciprocal help play; Black's own goal in one move at the
    /// end (`reci-h(=)#3`: stalemate; `reci-h#2`: the same as `goal`).
    pub reci: Option<Goal>,
    /// Read from a structured stipulation (`sstipulation`): how it was
    /// written and what the fields above do not say.
    pub structured: Option<Box<Structured>>,
}

/// What a structured stipulation adds to the play it is lowered onto.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Structured {
    /// The side named: Popeye writes it before the text.
    pub named_white: bool,
    /// The text as typed, spaces taken out (Popeye's caption).
    pub text: String,
    /// The side that plays White's part of the play above (`h#2`
    /// started by White: Black).
    pub role_white: bool,
    /// Help play that ends in a branch of battle play rather than a goal.
    pub nested: Option<Nested>,
    /// Battle play from the defender's first move (Popeye's option
    /// PostKeyPlay).
    pub post_key: bool,
}

/// A branch of battle play at the end of help play (`3h[3a[#]d]h`,
/// `6hh[/2da[#]{!+}]`): solved where the help play may end, by the side
/// to move there.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Nested {
    /// `a` first (the side to move attacks), else `d` first.
    pub attack_first: bool,
    /// Half-moves of the branch.
    pub length: u32,
    /// Its leaf.
    pub goal: Goal,
    /// The leaf follows the attacking moves (`3a[#]d`: direct play),
    /// else the defending ones (`2ad[#]`: self play).
    pub goal_after_attack: bool,
    /// `/`: its moves are not written.
    pub hidden: bool,
    /// `{!+}`: the defender may not be in check before its move.
    pub not_in_check: bool,
    /// `>`: the help play ends where the branch is solved.
    pub ends_help: bool,
    /// The help play may also end before its first move (a fork after
    /// the second `h`, not exact).
    pub at_start: bool,
}

/// Most moves a stipulation may ask for.
pub const MAX_MOVES: u32 = 999;

/// Why a stipulation could not be read.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum StipulationError {
    /// Not of the form `[exact-][ser-][h|s|r]GOAL N[.5]`.
    #[error("expected a stipulation such as #2, h#3, h#2.5, s#2, r#2, =3, ser-h#4, exact-#3")]
    Syntax,
    /// A goal or play Popeye has but mansuba does not.
    #[error("not supported: stipulation {0}")]
    Unsupported(String),
    /// Zero moves, too many, or `.5` where it has no meaning.
    #[error("{0}")]
    Length(String),
    /// A structured stipulation that cannot be read.
    #[error("{0}")]
    Structure(String),
}

pub(crate) fn goal(i: &str) -> IResult<&str, Goal> {
    alt((
        value(Goal::CounterMate, tag("##!")),
        value(Goal::DoubleMate, tag("##")),
        value(Goal::MateOrStalemate, tag("#=")),
        value(Goal::Mate, char('#')),
        value(Goal::DoubleStalemate, tag("==")),
        value(Goal::AutoStalemate, tag("!=")),
        value(Goal::Stalemate, char('=')),
        value(Goal::Steingewinn, char('%')),
        value(Goal::Any, char('~')),
        value(Goal::Check, char('+')),
        value(Goal::Capture, tag_no_case("x")),
        value(Goal::Castling, tag("00")),
        value(Goal::EnPassant, tag_no_case("ep")),
        target,
    ))
    .parse(i)
}

/// `z` and a square of one file letter and one rank digit (`zd6`): the
/// moves follow at once, so a rank of two digits could not be told from
/// them.
fn target(i: &str) -> IResult<&str, Goal> {
    let (i, _) = tag_no_case("z").parse(i)?;
    let (i, file) = satisfy(|c| c.is_ascii_alphabetic()).parse(i)?;
    let (i, rank) = satisfy(|c| ('1'..='9').contains(&c)).parse(i)?;
    let file = file.to_ascii_lowercase() as u8 - b'a';
    let rank = rank as u8 - b'1';
    Ok((i, Goal::Target { file, rank }))
}

fn play(i: &str) -> IResult<&str, Play> {
    alt((
        value(Play::SemiReflex, tag_no_case("semi-r")),
        value(Play::HelpSelf, tag_no_case("hs")),
        value(Play::HelpReflex, tag_no_case("hr")),
        value(Play::Help, tag_no_case("h")),
        value(Play::SelfPlay, tag_no_case("s")),
        value(Play::Reflex, tag_no_case("r")),
    ))
    .parse(i)
}

type Parts<'a> = (
    Option<&'a str>,
    Option<&'a str>,
    Option<&'a str>,
    Option<Play>,
    Option<Goal>,
    Goal,
    &'a str,
    Option<&'a str>,
);

fn parts(i: &str) -> IResult<&str, Parts<'_>> {
    (
        opt(tag_no_case("exact-")),
        opt(alt((tag_no_case("ser-"), tag_no_case("pser-")))),
        opt(tag_no_case("reci-")),
        opt(play),
        opt(delimited(char('('), goal, char(')'))),
        goal,
        digit1,
        half,
    )
        .parse(i)
}

/// `[exact-][ser-|pser-][h](dia|a=>b)N[.5]`: a proof game is help play of
/// its own kind (no `h`), or series play, direct or followed by the other
/// side's move (`ser-h`).
fn proof_parts(i: &str) -> IResult<&str, ProofParts<'_>> {
    (
        opt(tag_no_case("exact-")),
        opt(alt((tag_no_case("ser-"), tag_no_case("pser-")))),
        opt(tag_no_case("h")),
        alt((
            value(Goal::Proof, tag_no_case("dia")),
            value(Goal::AToB, tag_no_case("a=>b")),
        )),
        digit1,
        half,
    )
        .parse(i)
}

type ProofParts<'a> = (
    Option<&'a str>,
    Option<&'a str>,
    Option<&'a str>,
    Goal,
    &'a str,
    Option<&'a str>,
);

/// `.5`, or `.0`, which Popeye reads as nothing (its examples write
/// `dia3.0`).
fn half(i: &str) -> IResult<&str, Option<&str>> {
    opt(alt((tag(".5"), tag(".0"))))
        .map(|h| h.filter(|h| *h == ".5"))
        .parse(i)
}

impl Stipulation {
    /// Reads a stipulation (case-insensitive; the number may follow after
    /// spaces: `# 2`).
    pub fn parse(text: &str) -> Result<Stipulation, StipulationError> {
        let compact: String = text.split_whitespace().collect();
        if let Ok(("", (exact, series, help, goal, digits, half))) = proof_parts(&compact)
            && (series.is_some() || help.is_none())
        {
            let parry = series.is_some_and(|s| s.eq_ignore_ascii_case("pser-"));
            let mut s = Stipulation::proof(exact.is_some(), series.is_some(), goal, digits, half.is_some())?;
            s.parry = parry;
            if help.is_some() {
                s.play = Play::Help;
            }
            return Ok(s);
        }
        let (rest, (exact, series, reci, play, own_goal, goal, digits, half)) =
            parts(&compact).map_err(|_| unsupported_or_syntax(&compact))?;
        if !rest.is_empty() {
            return Err(unsupported_or_syntax(&compact));
        }
        let moves = moves_of(digits)?;
        let play = play.unwrap_or(Play::Direct);
        let half = half.is_some();
        let parry = series.is_some_and(|s| s.eq_ignore_ascii_case("pser-"));
        let series = series.is_some();
        if half && (!play.is_help() || series) {
            return Err(StipulationError::Length("`.5` belongs to help play (h#n.5)".into()));
        }
        if moves == 0 && !half {
            return Err(StipulationError::Length("a stipulation needs at least one move".into()));
        }
        if moves == 0 && matches!(play, Play::HelpSelf | Play::HelpReflex) {
            return Err(StipulationError::Length(
                "hs and hr need a help move before the end: at least 1 (hs#1, hs#1.5)".into(),
            ));
        }
        if series && matches!(play, Play::HelpSelf | Play::HelpReflex | Play::SemiReflex) {
            return Err(StipulationError::Unsupported(compact));
        }
        // Reciprocal play is help play only, of whole moves: Popeye's
        // examples have no `reci-h#n.5`, nor series or other plays.
        let reci = match (reci.is_some(), own_goal) {
            (false, None) => None,
            (true, own) if play == Play::Help && !series && !half => Some(own.unwrap_or(goal)),
            _ => return Err(StipulationError::Unsupported(compact)),
        };
        // A double mate's goal move is a move of its own kind (it exposes
        // the mover's king), made where the help and series searches make
        // their last move; battle play does not have it, nor `reci-h`'s end.
        let double_mate = [Some(goal), reci]
            .iter()
            .any(|g| matches!(g, Some(Goal::DoubleMate | Goal::CounterMate)));
        if double_mate && (reci.is_some() || !(play == Play::Help || (series && play == Play::Direct))) {
            return Err(StipulationError::Unsupported(compact));
        }
        Ok(Stipulation {
            play,
            series,
            parry,
            goal,
            moves,
            half,
            exact: exact.is_some(),
            reci,
            structured: None,
        })
    }

    /// A proof game: help play (`dia4`, `a=>b5.5`) or series play
    /// (`ser-dia9`).
    fn proof(exact: bool, series: bool, goal: Goal, digits: &str, half: bool) -> Result<Stipulation, StipulationError> {
        let moves = moves_of(digits)?;
        if half && series {
            return Err(StipulationError::Length("`.5` belongs to help play (dia3.5)".into()));
        }
        if moves == 0 && !half {
            return Err(StipulationError::Length("a stipulation needs at least one move".into()));
        }
        let play = if series { Play::Direct } else { Play::Help };
        Ok(Stipulation {
            series,
            ..Stipulation::plain(play, goal, moves, half, exact)
        })
    }

    /// A stipulation of one play towards one goal: not series play, not
    /// reciprocal, not structured.
    pub(crate) fn plain(play: Play, goal: Goal, moves: u32, half: bool, exact: bool) -> Stipulation {
        Stipulation {
            play,
            series: false,
            parry: false,
            goal,
            moves,
            half,
            exact,
            reci: None,
            structured: None,
        }
    }

    /// Total half-moves of the play.
    pub fn plies(&self) -> u32 {
        match (self.play, self.series) {
            (Play::Help | Play::HelpSelf | Play::HelpReflex, false) => 2 * self.moves + self.half as u32,
            (_, false) => 2 * self.moves - 1,
            (Play::Direct, true) => self.moves,
            (_, true) => self.moves + 1,
        }
    }
}

/// The number of moves as written, at most [`MAX_MOVES`].
fn moves_of(digits: &str) -> Result<u32, StipulationError> {
    digits
        .parse()
        .ok()
        .filter(|n| *n <= MAX_MOVES)
        .ok_or_else(|| StipulationError::Length(format!("at most {MAX_MOVES} moves")))
}

/// Popeye's stipulations that mansuba does not solve get their own message.
fn unsupported_or_syntax(text: &str) -> StipulationError {
    let lower = text.to_ascii_lowercase();
    let known_prefix = ["reci-", "phser", "exact-ser", "intro-"];
    let known_goal = ["##", "ct", "<>", "c8", "k", "dia", "a=>b", "+=", "!#"];
    let rest = lower
        .trim_start_matches("exact-")
        .trim_start_matches("ser-")
        .trim_start_matches("pser-");
    let rest = rest.trim_start_matches(['h', 's', 'r']);
    let unexact = lower.trim_start_matches("exact-");
    // Popeye's intro moves (`2->ser-#3`: two series moves first).
    let digits = unexact.trim_start_matches(|c: char| c.is_ascii_digit());
    let intro = digits.len() < unexact.len() && digits.starts_with("->");
    if intro || known_prefix.iter().any(|p| unexact.starts_with(p)) || known_goal.iter().any(|g| rest.starts_with(g)) {
        StipulationError::Unsupported(text.to_string())
    } else {
        StipulationError::Syntax
    }
}

impl std::fmt::Display for Stipulation {
    /// Popeye's spelling (lower case). `exact-` is left out of one-move
    /// stipulations, where it changes nothing (Popeye prints `exact-#1` as `#1`).
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        if let Some(s) = &self.structured {
            return f.write_str(&s.text);
        }
        if self.exact && (self.moves != 1 || self.half) {
            f.write_str("exact-")?;
        }
        if self.series {
            f.write_str(if self.parry { "pser-" } else { "ser-" })?;
        }
        f.write_str(match self.play {
            // A proof game names no play but a series' help end.
            Play::Help if self.goal.is_proof() && self.series => "h",
            _ if self.goal.is_proof() => "",
            Play::Direct => "",
            Play::Help if self.reci.is_some() => "reci-h",
            Play::Help => "h",
            Play::SelfPlay => "s",
            Play::Reflex => "r",
            Play::SemiReflex => "semi-r",
            Play::HelpSelf => "hs",
            Play::HelpReflex => "hr",
        })?;
        // Popeye writes the reciprocal goal in parentheses only where it
        // differs (`reci-h(=)#3`, `reci-h#1`).
        if let Some(own) = self.reci.filter(|&own| own != self.goal) {
            write!(f, "({own})")?;
        }
        write!(f, "{}", self.goal)?;
        write!(f, "{}", self.moves)?;
        if self.half {
            f.write_str(".5")?;
        }
        Ok(())
    }
}

impl std::fmt::Display for Goal {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match *self {
            Goal::Mate => f.write_str("#")?,
            Goal::Stalemate => f.write_str("=")?,
            Goal::Check => f.write_str("+")?,
            Goal::Capture => f.write_str("x")?,
            Goal::Castling => f.write_str("00")?,
            Goal::EnPassant => f.write_str("ep")?,
            Goal::Target { file, rank } => write!(f, "z{}{}", (b'a' + file) as char, rank + 1)?,
            Goal::MateOrStalemate => f.write_str("#=")?,
            Goal::DoubleStalemate => f.write_str("==")?,
            Goal::AutoStalemate => f.write_str("!=")?,
            Goal::Steingewinn => f.write_str("%")?,
            Goal::Any => f.write_str("~")?,
            Goal::DoubleMate => f.write_str("##")?,
            Goal::CounterMate => f.write_str("##!")?,
            Goal::Proof => f.write_str("dia")?,
            Goal::AToB => f.write_str("a=>b")?,
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_proof_games() {
        let s = Stipulation::parse("dia3.5").unwrap();
        assert_eq!(
            (s.play, s.series, s.goal, s.moves, s.half),
            (Play::Help, false, Goal::Proof, 3, true)
        );
        assert_eq!(s.plies(), 7);
        assert_eq!(Stipulation::parse("dia 4").unwrap().to_string(), "dia4");
        assert_eq!(Stipulation::parse("dia3.0").unwrap().to_string(), "dia3");
        assert_eq!(Stipulation::parse("exact-dia4").unwrap().to_string(), "exact-dia4");
        let s = Stipulation::parse("ser-dia9").unwrap();
        assert_eq!((s.play, s.series, s.plies()), (Play::Direct, true, 9));
        let s = Stipulation::parse("ser-hdia2").unwrap();
        assert_eq!(
            (s.play, s.series, s.plies(), s.to_string().as_str()),
            (Play::Help, true, 3, "ser-hdia2")
        );
        let s = Stipulation::parse("pser-a=>b28").unwrap();
        assert_eq!(
            (s.goal, s.parry, s.to_string().as_str()),
            (Goal::AToB, true, "pser-a=>b28")
        );
        assert_eq!(Stipulation::parse("A=>B5.5").unwrap().to_string(), "a=>b5.5");
        assert!(matches!(
            Stipulation::parse("ser-dia3.5"),
            Err(StipulationError::Length(_))
        ));
        assert!(matches!(Stipulation::parse("dia0"), Err(StipulationError::Length(_))));
        assert!(matches!(
            Stipulation::parse("dia99999999999"),
            Err(StipulationError::Length(_))
        ));
        assert!(matches!(
            Stipulation::parse("hdia4"),
            Err(StipulationError::Unsupported(_))
        ));
        assert!(matches!(
            Stipulation::parse("phser-dia1"),
            Err(StipulationError::Unsupported(_))
        ));
        assert!(Stipulation::parse("dia").is_err());
    }

    #[test]
    fn reads_popeye_spellings() {
        let s = Stipulation::parse("h#2.5").unwrap();
        assert_eq!((s.play, s.goal, s.moves, s.half), (Play::Help, Goal::Mate, 2, true));
        assert_eq!(s.plies(), 5);
        assert_eq!(Stipulation::parse("#2").unwrap().plies(), 3);
        assert_eq!(Stipulation::parse("h#0.5").unwrap().plies(), 1);
        assert_eq!(Stipulation::parse("ser-h#3").unwrap().plies(), 4);
        assert_eq!(Stipulation::parse("ser-#6").unwrap().plies(), 6);
        assert!(Stipulation::parse("exact-s#2").unwrap().exact);
        assert_eq!(Stipulation::parse("# 2").unwrap().to_string(), "#2");
        assert_eq!(Stipulation::parse("H=3").unwrap().to_string(), "h=3");
        assert_eq!(Stipulation::parse("ser-=4").unwrap().to_string(), "ser-=4");
    }

    #[test]
    fn reads_the_goals_of_popeyes_examples() {
        // Stipulations of Popeye's BEISPIEL and TESTS files.
        for (text, play, goal, moves, half) in [
            ("ser-sx7", Play::SelfPlay, Goal::Capture, 7, false),
            ("ser-h002", Play::Help, Goal::Castling, 2, false),
            ("h001.5", Play::Help, Goal::Castling, 1, true),
            ("hep1", Play::Help, Goal::EnPassant, 1, false),
            ("sep1", Play::SelfPlay, Goal::EnPassant, 1, false),
            ("ser-szh33", Play::SelfPlay, Goal::Target { file: 7, rank: 2 }, 3, false),
            ("zd63", Play::Direct, Goal::Target { file: 3, rank: 5 }, 3, false),
            ("#=2", Play::Direct, Goal::MateOrStalemate, 2, false),
            ("hs#3", Play::HelpSelf, Goal::Mate, 3, false),
            ("exact-hr#2", Play::HelpReflex, Goal::Mate, 2, false),
            ("ser-r+3", Play::Reflex, Goal::Check, 3, false),
            ("semi-r#2", Play::SemiReflex, Goal::Mate, 2, false),
            ("semi-r+2", Play::SemiReflex, Goal::Check, 2, false),
            ("pser-s#7", Play::SelfPlay, Goal::Mate, 7, false),
            ("reci-h#1", Play::Help, Goal::Mate, 1, false),
            ("reci-h(=)#3", Play::Help, Goal::Mate, 3, false),
            ("reci-h(#)=2", Play::Help, Goal::Stalemate, 2, false),
            ("h==3", Play::Help, Goal::DoubleStalemate, 3, false),
            ("ser-s==6", Play::SelfPlay, Goal::DoubleStalemate, 6, false),
            ("h==2.5", Play::Help, Goal::DoubleStalemate, 2, true),
            ("!=1", Play::Direct, Goal::AutoStalemate, 1, false),
            ("ser-%4", Play::Direct, Goal::Steingewinn, 4, false),
            ("h%1", Play::Help, Goal::Steingewinn, 1, false),
            ("~1", Play::Direct, Goal::Any, 1, false),
            ("h##2", Play::Help, Goal::DoubleMate, 2, false),
            ("h##!2", Play::Help, Goal::CounterMate, 2, false),
            ("ser-h##!2", Play::Help, Goal::CounterMate, 2, false),
            ("ser-##2", Play::Direct, Goal::DoubleMate, 2, false),
        ] {
            let s = Stipulation::parse(text).unwrap();
            assert_eq!((s.play, s.goal, s.moves, s.half), (play, goal, moves, half), "{text}");
            assert_eq!(s.to_string(), text);
        }
        assert_eq!(Stipulation::parse("hs#3").unwrap().plies(), 6);
        assert_eq!(Stipulation::parse("hs#2.5").unwrap().plies(), 5);
    }

    #[test]
    fn rejects_with_reasons() {
        for (bad, words) in [
            ("#0", "at least one move"),
            ("#99999999999", "at most 999"),
            ("#", "expected a stipulation"),
            ("2", "expected a stipulation"),
            ("h#", "expected a stipulation"),
            ("#2.5", "belongs to help play"),
            ("hs#0.5", "at least 1"),
            ("hr#0.5", "at least 1"),
            ("ser-hs#2", "not supported: stipulation ser-hs#2"),
            ("zd", "expected"),
            ("ser-hr#2", "not supported: stipulation ser-hr#2"),
            ("exact-phser-#2", "not supported: stipulation exact-phser-#2"),
            ("z#2", "expected"),
            ("##1", "not supported: stipulation ##1"),
            ("s##!2", "not supported"),
            ("hs##2", "not supported"),
            ("ser-s##3", "not supported"),
            ("ser-semi-r#2", "not supported"),
            ("reci-h#2.5", "not supported"),
            ("reci-h##2", "not supported"),
            ("reci-h(##)#2", "not supported"),
            ("reci-s#2", "not supported"),
            ("h(=)#2", "not supported"),
            ("#2x", "expected"),
            ("", "expected"),
        ] {
            let e = Stipulation::parse(bad).unwrap_err().to_string();
            assert!(e.contains(words), "{bad}: {e}");
        }
    }
}
