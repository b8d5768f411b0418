//! Popeye's structured stipulations (`sstipulation white 3h[3a[#]d]h`):
//! the play as a tree of branches, read whole into [`Expr`] so that an
//! error or an unsupported form is named exactly, then lowered by
//! [`lower`] onto the plays mansuba solves.
//!
//! The language (Popeye's py-engl.txt, "sstipulation"): a branch is
//! `[>][/][-][min:]max` and its half-move letters (`s`; `a` `d`; `d` `a`;
//! `h` `h`), each letter followed by its forks and leaves in brackets
//! (`[#]`, `[1a[#]d]`), a condition on the right to move (`?+?`) before
//! the second letter, and constraints in braces (`{!+}`); leaves are
//! goals; `!`, `&`, `|` and parentheses combine them.

use nom::{
    IResult, Parser,
    branch::alt,
    bytes::complete::tag,
    character::complete::{char, digit1, one_of},
    combinator::{map, opt},
    multi::many0,
    sequence::{delimited, preceded},
};

use super::{Goal, Nested, Play, Stipulation, StipulationError, Structured};

/// An expression of leaves and branches.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Expr {
    /// A goal tested where the play arrives.
    Leaf(Goal),
    /// A goal mansuba does not know (`a=>b`, `dia`, `ct` ...): its text.
    Unknown(String),
    /// A branch of play.
    Branch(Box<Branch>),
    /// `!`
    Not(Box<Expr>),
    /// `&`
    And(Box<Expr>, Box<Expr>),
    /// `|`
    Or(Box<Expr>, Box<Expr>),
}

/// The letters of a branch: which moves it alternates.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Letters {
    /// `s`: series moves.
    Series,
    /// `a` then `d`: attack and defence, the attack first.
    AttackDefence,
    /// `d` then `a`.
    DefenceAttack,
    /// `h` `h`: help moves of both sides.
    Help,
}

/// What follows one letter of a branch.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct After {
    /// Forks and leaves (`[#]`, `[1a[#]d]`), in their order.
    pub forks: Vec<Expr>,
    /// Constraints (`{!+}`).
    pub constraints: Vec<Expr>,
    /// `?+?` written before this letter.
    pub only_in_check: bool,
}

/// A branch: its length in half-moves and its letters.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Branch {
    /// `>`: the containing branch ends where this one is solved.
    pub ends_outer: bool,
    /// `/`: its moves are not written.
    pub hidden: bool,
    /// `-`: the other side moves first.
    pub flip: bool,
    /// `min:`, the least length.
    pub min: Option<u32>,
    /// The greatest length, in half-moves.
    pub max: u32,
    /// Which moves it alternates.
    pub letters: Letters,
    /// What follows the first letter and the second (series: one letter).
    pub after: [After; 2],
}

/// Most half-moves a branch may have.
pub const MAX_PLIES: u32 = 1999;

fn number(i: &str) -> IResult<&str, u32> {
    map(digit1, |d: &str| d.parse::<u32>().unwrap_or(u32::MAX)).parse(i)
}

fn leaf(i: &str) -> IResult<&str, Expr> {
    // Goals mansuba knows first, then the rest of Popeye's goal words up
    // to a bracket or an operator, named when refused.
    let known = map(super::goal, Expr::Leaf);
    let unknown = map(
        nom::bytes::complete::take_while1(|c: char| !"[]{}()&|".contains(c)),
        |s: &str| Expr::Unknown(s.to_string()),
    );
    alt((known, unknown)).parse(i)
}

fn after(i: &str) -> IResult<&str, After> {
    let (i, items) = many0(alt((
        map(delimited(char('['), expr, char(']')), |e| (true, e)),
        map(delimited(char('{'), expr, char('}')), |e| (false, e)),
    )))
    .parse(i)?;
    let mut a = After::default();
    for (fork, e) in items {
        if fork {
            a.forks.push(e);
        } else {
            a.constraints.push(e);
        }
    }
    Ok((i, a))
}

fn branch(i: &str) -> IResult<&str, Expr> {
    let (i, ends_outer) = opt(char('>')).parse(i)?;
    let (i, hidden) = opt(char('/')).parse(i)?;
    let (i, flip) = opt(char('-')).parse(i)?;
    let (i, first) = number(i)?;
    let (i, second) = opt(preceded(char(':'), number)).parse(i)?;
    let (min, max) = match second {
        Some(max) => (Some(first), max),
        None => (None, first),
    };
    let (i, l1) = one_of("sadhSADH").parse(i)?;
    let (i, a1) = after(i)?;
    let l1 = l1.to_ascii_lowercase();
    let (i, letters, a2) = if l1 == 's' {
        (i, Letters::Series, After::default())
    } else {
        let (i, in_check) = opt(tag("?+?")).parse(i)?;
        let want = match l1 {
            'a' => 'd',
            'd' => 'a',
            _ => 'h',
        };
        let (i, _) = alt((char(want), char(want.to_ascii_uppercase()))).parse(i)?;
        let (i, mut a2) = after(i)?;
        a2.only_in_check = in_check.is_some();
        let letters = match l1 {
            'a' => Letters::AttackDefence,
            'd' => Letters::DefenceAttack,
            _ => Letters::Help,
        };
        (i, letters, a2)
    };
    let b = Branch {
        ends_outer: ends_outer.is_some(),
        hidden: hidden.is_some(),
        flip: flip.is_some(),
        min,
        max,
        letters,
        after: [a1, a2],
    };
    Ok((i, Expr::Branch(Box::new(b))))
}

fn operand(i: &str) -> IResult<&str, Expr> {
    alt((
        map(preceded(char('!'), operand), |e| Expr::Not(Box::new(e))),
        delimited(char('('), expr, char(')')),
        branch,
        leaf,
    ))
    .parse(i)
}

fn expr(i: &str) -> IResult<&str, Expr> {
    let (mut i, mut e) = operand(i)?;
    // Left to right, as Popeye evaluates them.
    while let Ok((rest, (op, rhs))) = (one_of("&|"), operand).parse(i) {
        e = if op == '&' {
            Expr::And(Box::new(e), Box::new(rhs))
        } else {
            Expr::Or(Box::new(e), Box::new(rhs))
        };
        i = rest;
    }
    Ok((i, e))
}

/// Reads the structure (spaces already taken out): the whole text must be
/// one expression.
pub fn parse(compact: &str) -> Result<Expr, StipulationError> {
    match expr(compact) {
        Ok(("", e)) => {
            check_lengths(&e)?;
            Ok(e)
        }
        Ok((rest, _)) => Err(StipulationError::Structure(format!(
            "cannot read `{rest}` of structured stipulation `{compact}`"
        ))),
        Err(_) => Err(StipulationError::Structure(format!(
            "cannot read structured stipulation `{compact}`"
        ))),
    }
}

fn check_lengths(e: &Expr) -> Result<(), StipulationError> {
    match e {
        Expr::Leaf(_) | Expr::Unknown(_) => Ok(()),
        Expr::Not(a) => check_lengths(a),
        Expr::And(a, b) | Expr::Or(a, b) => check_lengths(a).and(check_lengths(b)),
        Expr::Branch(b) => {
            if b.max > MAX_PLIES || b.min.is_some_and(|m| m > b.max) {
                return Err(StipulationError::Length(format!(
                    "a branch of at most {MAX_PLIES} half-moves, its least length no greater than its greatest"
                )));
            }
            for a in &b.after {
                for x in a.forks.iter().chain(&a.constraints) {
                    check_lengths(x)?;
                }
            }
            Ok(())
        }
    }
}

/// Reads a structured stipulation and lowers it onto a play mansuba
/// solves: the classic ones it names otherwise (`5s[#]` is `ser-#5`), and
/// help play ending in a branch of battle play. Any other form is "not
/// supported", named.
pub fn lower(named_white: bool, compact: &str) -> Result<Stipulation, StipulationError> {
    let e = parse(compact)?;
    let unsupported = || StipulationError::Structure(format!("not supported: sstipulation {compact}"));
    let Expr::Branch(b) = &e else { return Err(unsupported()) };
    if b.max == 0 || b.hidden || b.ends_outer || b.after.iter().any(|a| !a.constraints.is_empty() || a.only_in_check) {
        return Err(unsupported());
    }
    let start_white = named_white != b.flip;
    let structured = |role_white: bool, nested: Option<Nested>| {
        Some(Box::new(Structured {
            named_white,
            text: compact.to_string(),
            role_white,
            nested,
            post_key: false,
        }))
    };
    let base = Stipulation::plain;
    let fork = only_fork(b).ok_or_else(unsupported)?;
    match (b.letters, fork) {
        (Letters::Help, (letter, fork)) => {
            // The fork follows the first `h` (odd lengths) or the second
            // (even): the longest play of that parity within the branch.
            let longest = if (b.max % 2 == 1) == (letter == 0) {
                b.max
            } else {
                b.max - 1
            };
            // A least length keeps the shorter plays out: all but the
            // longest (`exact-`), or none; others are not solved.
            let shortest = if letter == 0 { 1 } else { 2 };
            let exact = match b.min {
                None => false,
                Some(m) if m > longest => return Err(unsupported()),
                Some(m) if m + 2 > longest => true,
                Some(m) if m <= shortest => false,
                Some(_) => return Err(unsupported()),
            };
            let (moves, half) = (longest / 2, longest % 2 == 1);
            // The play may end before the first move (a fork after the
            // second `h`), unless a least length says otherwise.
            let at_start = !half && b.min.is_none_or(|m| m == 0);
            // White's part is the last help move's side.
            let role_white = if half { start_white } else { !start_white };
            match fork {
                Expr::Leaf(goal) if longest >= 1 => {
                    let mut s = base(Play::Help, *goal, moves, half, exact);
                    s.structured = structured(role_white, None);
                    Ok(s)
                }
                Expr::Branch(n) => {
                    let nested = nested(n, at_start).ok_or_else(unsupported)?;
                    let mut s = base(Play::Help, nested.goal, moves, half, exact);
                    s.structured = structured(role_white, Some(nested));
                    Ok(s)
                }
                _ => Err(unsupported()),
            }
        }
        (Letters::Series, (_, fork)) => {
            let exact = least_length(b.min, b.max, 1, 1).ok_or_else(unsupported)?;
            let (play, goal) = match fork {
                Expr::Leaf(goal) => (Play::Direct, *goal),
                // `ser-h#`: the other side's single move to the goal,
                // help move or attack (`1h[#]h`, `1a[#]d`).
                Expr::Branch(n)
                    if matches!(n.letters, Letters::Help | Letters::AttackDefence)
                        && n.max == 1
                        && !n.hidden
                        && !n.flip
                        && !n.ends_outer
                        && n.min.is_none()
                        && n.after.iter().all(|a| a.constraints.is_empty() && !a.only_in_check)
                        && matches!(only_fork(n), Some((0, Expr::Leaf(_)))) =>
                {
                    let Some((_, Expr::Leaf(goal))) = only_fork(n) else {
                        unreachable!()
                    };
                    (Play::Help, *goal)
                }
                _ => return Err(unsupported()),
            };
            let mut s = base(play, goal, b.max, false, exact);
            s.series = true;
            // `ser-h#`: the series side plays Black's part.
            s.structured = structured(start_white == (play == Play::Direct), None);
            Ok(s)
        }
        // `3a[#]d`: direct play; `4ad[#]`: self play.
        (Letters::AttackDefence, (letter, Expr::Leaf(goal))) if (b.max % 2 == 1) == (letter == 0) => {
            let exact = least_length(b.min, b.max, if letter == 0 { 1 } else { 2 }, 2).ok_or_else(unsupported)?;
            let (play, moves) = if letter == 0 {
                (Play::Direct, b.max.div_ceil(2))
            } else {
                (Play::SelfPlay, b.max / 2)
            };
            let mut s = base(play, *goal, moves, false, exact);
            s.structured = structured(start_white, None);
            Ok(s)
        }
        // `-6da[#]`, `-5d[#]a`: the named side attacks after the other
        // side's first move, Popeye's option PostKeyPlay of `#4`, `s#3`.
        (Letters::DefenceAttack, (letter, Expr::Leaf(goal))) if b.flip && b.min.is_none() => {
            let (play, moves) = match (letter, b.max % 2) {
                (1, 0) => (Play::Direct, b.max / 2 + 1),
                (0, 1) => (Play::SelfPlay, b.max.div_ceil(2)),
                _ => return Err(unsupported()),
            };
            let mut s = base(play, *goal, moves, false, false);
            s.structured = structured(named_white, None);
            if let Some(st) = s.structured.as_mut() {
                st.post_key = true;
            }
            Ok(s)
        }
        _ => Err(unsupported()),
    }
}

/// Whether a least length makes a play of lengths `shortest`, ... `max`
/// (by `step`: two in battle play, one in series) exact: `None` where it
/// leaves more than one length but not all.
fn least_length(min: Option<u32>, max: u32, shortest: u32, step: u32) -> Option<bool> {
    match min {
        None => Some(false),
        Some(m) if m + step > max => Some(true),
        Some(m) if m <= shortest => Some(false),
        Some(_) => None,
    }
}

/// The one fork of a branch, and the letter (0 or 1) it follows.
fn only_fork(b: &Branch) -> Option<(usize, &Expr)> {
    let mut forks = b
        .after
        .iter()
        .enumerate()
        .flat_map(|(i, a)| a.forks.iter().map(move |f| (i, f)));
    let one = forks.next()?;
    forks.next().is_none().then_some(one)
}

/// A branch of battle play that ends help play, as the help search
/// solves it: one goal, after the attacking or the defending moves, and
/// at most the constraint that the defender is not in check.
fn nested(n: &Branch, at_start: bool) -> Option<Nested> {
    let attack_first = match n.letters {
        Letters::AttackDefence => true,
        Letters::DefenceAttack => false,
        _ => return None,
    };
    if n.flip || n.min.is_some() || n.max == 0 || n.after.iter().any(|a| a.only_in_check) {
        return None;
    }
    let (letter, Expr::Leaf(goal)) = only_fork(n)? else {
        return None;
    };
    let goal_after_attack = (letter == 0) == attack_first;
    // The leaf must come after the branch's last move.
    let last_is_attack = (n.max % 2 == 1) == attack_first;
    if goal_after_attack != last_is_attack {
        return None;
    }
    // `{!+}` is solved where the branch has one defence, its first move.
    let not_check = Expr::Not(Box::new(Expr::Leaf(Goal::Check)));
    let constraints: Vec<&Expr> = n.after.iter().flat_map(|a| &a.constraints).collect();
    if constraints.iter().any(|c| **c != not_check) || (!constraints.is_empty() && (attack_first || n.max > 2)) {
        return None;
    }
    Some(Nested {
        attack_first,
        length: n.max,
        goal: *goal,
        goal_after_attack,
        hidden: n.hidden,
        not_in_check: !constraints.is_empty(),
        ends_help: n.ends_outer,
        at_start,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn branch_of(e: &Expr) -> &Branch {
        match e {
            Expr::Branch(b) => b,
            other => panic!("not a branch: {other:?}"),
        }
    }

    #[test]
    fn reads_the_forms_of_popeyes_examples() {
        // Every shape of structured stipulation in Popeye's example files.
        for text in [
            "6hh[/2da[#]{!+}]",
            "3h[3a[#]d]h",
            "4hh[2da[#]]",
            "-5h[/1d[x]a{!+}]h",
            "13h[1h[#]h]?+?h",
            "10:12hh[#]",
            "3a[#]d|4hh[#]",
            "1a[!x&#]d",
            "13h[00]?+?h",
            "8s[1a[/1d[+]a{!+}]d]",
            "4hh[1s[1s[#]]{+}]",
            "3s[1s[-1s[+]]{x}]",
            "3h[3a[>1a[#]d]d{!1a[#]d}]h",
            "4a[#=]d[#=]",
            "3h[>1a[x]d]h{!1a[x]d}",
            "1a[za7]d",
            "15a[a=>b]d",
            "4h{!x}h[x]",
            "4h[=]h[#]",
            "3a[#]d&-4hh[#]&4ad[#]&-4hh[=]",
            "2hh[2hh[#]&1h[#]h]",
            "9s[-1d[x]a]",
            "1h[-14hh[#]]h",
            "3h[9a[#]d]h",
        ] {
            assert!(parse(text).is_ok(), "{text}: {:?}", parse(text));
        }
    }

    #[test]
    fn reads_the_parts() {
        let e = parse("-5h[/1d[x]a{!+}]h").unwrap();
        let b = branch_of(&e);
        assert!(b.flip && !b.hidden && b.max == 5 && b.letters == Letters::Help);
        let inner = branch_of(&b.after[0].forks[0]);
        assert!(inner.hidden && inner.max == 1 && inner.letters == Letters::DefenceAttack);
        assert_eq!(inner.after[0].forks, vec![Expr::Leaf(Goal::Capture)]);
        assert_eq!(
            inner.after[1].constraints,
            vec![Expr::Not(Box::new(Expr::Leaf(Goal::Check)))]
        );
        let e = parse("7h[#]?+?h").unwrap();
        assert!(branch_of(&e).after[1].only_in_check);
        let e = parse("4:4hh[#]").unwrap();
        assert_eq!((branch_of(&e).min, branch_of(&e).max), (Some(4), 4));
        assert_eq!(
            parse("1a[a=>b]d")
                .map(|e| branch_of(&e).after[0].forks.clone())
                .unwrap(),
            vec![Expr::Unknown("a=>b".into())]
        );
    }

    #[test]
    fn lowers_onto_the_classic_plays() {
        let l = |t: &str| lower(true, t);
        let s = l("4hh[#]").unwrap();
        assert_eq!((s.play, s.moves, s.half, s.exact), (Play::Help, 2, false, false));
        // White starts, so Black plays White's part.
        assert!(!s.structured.as_ref().unwrap().role_white);
        let s = l("5h[=]h").unwrap();
        assert_eq!((s.moves, s.half, s.goal), (2, true, Goal::Stalemate));
        assert!(l("4:4hh[#]").unwrap().exact);
        let s = l("5s[#]").unwrap();
        assert!(s.series && s.play == Play::Direct && s.moves == 5);
        let s = l("2s[1a[x]d]").unwrap();
        assert!(s.series && s.play == Play::Help && s.goal == Goal::Capture);
        assert_eq!(
            (l("3a[#]d").unwrap().play, l("3a[#]d").unwrap().moves),
            (Play::Direct, 2)
        );
        assert_eq!(
            (l("4ad[#]").unwrap().play, l("4ad[#]").unwrap().moves),
            (Play::SelfPlay, 2)
        );
        assert!(l("5:5a[#]d").unwrap().exact && !l("1:5a[#]d").unwrap().exact);
        let s = l("-6da[#]").unwrap();
        assert!(s.structured.as_ref().unwrap().post_key && s.moves == 4);
        let n = l("6hh[/2da[#]{!+}]").unwrap().structured.unwrap().nested.unwrap();
        assert!(n.hidden && n.not_in_check && n.at_start && !n.attack_first && n.goal_after_attack);
        let n = l("1:4hh[2da[#]]").unwrap().structured.unwrap().nested.unwrap();
        assert!(
            !n.at_start,
            "a least length of 1 keeps the play from ending before a move"
        );
        let n = l("3h[>1a[x]d]h").unwrap().structured.unwrap().nested.unwrap();
        assert!(n.ends_help && n.attack_first && !n.at_start);
    }

    #[test]
    fn refuses_what_it_does_not_solve() {
        for text in [
            "0h[#]h",
            "0ad[#]",
            "4:4h[#]h",
            "2:3s[#]",
            "3:5a[#]d",
            "10:12hh[#]",
            "3h[3a[#]d{!+}]h",
            "4hh[4da[#]{!+}]",
            "1a[!#]d",
            "3a[#]d|4hh[#]",
            "4h[=]h[#]",
            "7h[1ad[#]]h",
            "1d[#]a",
        ] {
            let e = lower(true, text).unwrap_err().to_string();
            assert!(e.contains("not supported: sstipulation"), "{text}: {e}");
        }
    }

    #[test]
    fn refuses_with_the_place() {
        for (bad, words) in [
            ("3h[#]", "cannot read"),
            ("3a[#]d]", "cannot read `]`"),
            ("3x[#]", "cannot read"),
            ("99999hh[#]", "at most"),
            ("5:3hh[#]", "least length"),
            ("", "cannot read"),
        ] {
            let e = parse(bad).unwrap_err().to_string();
            assert!(e.contains(words), "{bad}: {e}");
        }
    }
}
