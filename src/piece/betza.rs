//! A nom grammar for walks: a subset of Betza's notation plus two
//! extensions (ranges with a minimum, and bent two-leg riders). The full
//! reference is `docs/PIECES.md`.
//!
//! ```text
//! walk   := group+
//! group  := mods body range? ("-" body range?)?
//! mods   := ("m" | "c" | "f" | "b" | "l" | "r" | "v" | "s" | "i" | "n" | "g" digit? | "p" | "e" | "x")*
//! body   := LETTER LETTER? | "(" num "," num ")"     a doubled letter is a rider
//! range  := num                                       rider of at most num steps (0 = unbounded)
//!         | "{" num? "," num? "}"                     rider of min..max steps
//! ```

use nom::{
    IResult, Parser,
    branch::alt,
    bytes::complete::tag,
    character::complete::{char, digit1, one_of, satisfy},
    combinator::{map_res, opt},
    multi::many0,
    sequence::{delimited, separated_pair},
};

use super::walk::{Atom, DirFilter, Mode, Shape, Walk};

/// A walk notation that could not be read.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("walk `{notation}`, at column {column}: {message}")]
pub struct WalkError {
    /// The whole notation.
    pub notation: String,
    /// 1-based column of the problem.
    pub column: usize,
    /// What was wrong.
    pub message: String,
}

/// A body's base vectors, each with whether it is already a rider.
type Base = Vec<((u8, u8), bool)>;

#[derive(Clone, Copy, Default)]
struct Range {
    min: u8,
    max: Option<u8>,
}

struct Leg {
    base: Base,
    range: Option<Range>,
}

struct Group {
    mods: Vec<char>,
    first: Leg,
    second: Option<Leg>,
}

fn letter_base(c: char) -> Base {
    let leap = |a, b| vec![((a, b), false)];
    match c {
        'W' => leap(1, 0),
        'F' => leap(1, 1),
        'D' => leap(2, 0),
        'N' => leap(2, 1),
        'A' => leap(2, 2),
        'H' => leap(3, 0),
        'C' | 'L' => leap(3, 1),
        'Z' => leap(3, 2),
        'G' => leap(3, 3),
        'K' => vec![((1, 0), false), ((1, 1), false)],
        'R' => vec![((1, 0), true)],
        'B' => vec![((1, 1), true)],
        'Q' => vec![((1, 0), true), ((1, 1), true)],
        _ => unreachable!("letter set of `letter_body`"),
    }
}

fn number(i: &str) -> IResult<&str, u8> {
    map_res(digit1, str::parse::<u8>).parse(i)
}

fn letter_body(i: &str) -> IResult<&str, Base> {
    let (rest, c) = one_of("WFDNAHCLZGKRBQ").parse(i)?;
    let (rest, twice) = opt(char(c)).parse(rest)?;
    let mut base = letter_base(c);
    if twice.is_some() {
        for b in &mut base {
            b.1 = true;
        }
    }
    Ok((rest, base))
}

fn vector_body(i: &str) -> IResult<&str, Base> {
    let (rest, (a, b)) = delimited(char('('), separated_pair(number, char(','), number), char(')')).parse(i)?;
    let (a, b) = if a >= b { (a, b) } else { (b, a) };
    Ok((rest, vec![((a, b), false)]))
}

fn range(i: &str) -> IResult<&str, Range> {
    let limit = |n: u8| Range {
        min: 1,
        max: (n != 0).then_some(n),
    };
    alt((
        number.map(limit),
        delimited(
            char('{'),
            separated_pair(opt(number), char(','), opt(number)),
            char('}'),
        )
        .map(|(min, max)| Range {
            min: min.unwrap_or(1),
            max,
        }),
    ))
    .parse(i)
}

fn leg(i: &str) -> IResult<&str, Leg> {
    let (rest, base) = alt((letter_body, vector_body)).parse(i)?;
    let (rest, range) = opt(range).parse(rest)?;
    Ok((rest, Leg { base, range }))
}

fn group(i: &str) -> IResult<&str, Group> {
    let (rest, mods) = many0(satisfy(|c| "mcfblrvsingpex".contains(c) || c.is_ascii_digit())).parse(i)?;
    let (rest, first) = leg(rest)?;
    let (rest, second) = opt(tag("-").and(leg).map(|(_, l)| l)).parse(rest)?;
    Ok((rest, Group { mods, first, second }))
}

/// Reads a walk.
pub fn parse_walk(notation: &str) -> Result<Walk, WalkError> {
    let err = |rest: &str, message: &str| WalkError {
        notation: notation.to_string(),
        column: notation.len() - rest.len() + 1,
        message: message.to_string(),
    };
    let mut atoms = Vec::new();
    let mut groups = 0usize;
    let mut rest = notation;
    if rest.is_empty() {
        return Err(err(rest, "empty walk"));
    }
    while !rest.is_empty() {
        let (next, g) = group(rest).map_err(|_| {
            err(
                rest,
                "expected modifiers (m c f b l r v s i n g p e x) and a leg (W F D N A H C L Z G K R B Q or (a,b))",
            )
        })?;
        let index = u8::try_from(groups).map_err(|_| err(rest, "too many groups"))?;
        atoms.extend(group_atoms(&g, index).map_err(|m| err(rest, &m))?);
        groups += 1;
        rest = next;
    }
    Ok(Walk {
        atoms,
        notation: notation.to_string(),
    })
}

fn mode_and_dirs(mods: &[char]) -> (Mode, Vec<DirFilter>) {
    let (m, c) = (mods.contains(&'m'), mods.contains(&'c'));
    let mode = match (m, c) {
        (true, false) => Mode::Move,
        (false, true) => Mode::Capture,
        _ => Mode::Any,
    };
    let dir_letters: Vec<char> = mods.iter().copied().filter(|c| "fblrvs".contains(*c)).collect();
    let mut dirs = Vec::new();
    let mut k = 0;
    while k < dir_letters.len() {
        let c = dir_letters[k];
        let fwd = match c {
            'f' => Some(true),
            'b' => Some(false),
            _ => None,
        };
        match c {
            'v' => {
                dirs.push(DirFilter {
                    forward: Some(true),
                    right: None,
                });
                dirs.push(DirFilter {
                    forward: Some(false),
                    right: None,
                });
            }
            's' => {
                dirs.push(DirFilter {
                    forward: None,
                    right: Some(true),
                });
                dirs.push(DirFilter {
                    forward: None,
                    right: Some(false),
                });
            }
            'l' | 'r' => dirs.push(DirFilter {
                forward: None,
                right: Some(c == 'r'),
            }),
            _ => {
                // `f`/`b` directly followed by `l`/`r` name one quadrant.
                if let Some(&n) = dir_letters.get(k + 1).filter(|n| **n == 'l' || **n == 'r') {
                    dirs.push(DirFilter {
                        forward: fwd,
                        right: Some(n == 'r'),
                    });
                    k += 1;
                } else {
                    dirs.push(DirFilter {
                        forward: fwd,
                        right: None,
                    });
                }
            }
        }
        k += 1;
    }
    (mode, dirs)
}

/// The hop a group's modifiers ask for: `(hurdles, landing distance)`,
/// `None` for no hop. `g` lands just behind the hurdle (`g2`, `g3`: that
/// many squares behind), `p` anywhere behind it; doubled, over two.
fn hop_of(mods: &[char]) -> Result<Option<(u8, Option<u8>)>, String> {
    let mut hurdles = 0u8;
    let mut kind = None;
    let mut land = 1u8;
    for (k, &c) in mods.iter().enumerate() {
        if c.is_ascii_digit() {
            if k == 0 || mods[k - 1] != 'g' || c == '0' {
                return Err("a digit among the modifiers follows `g` (`g2`: land two squares behind)".into());
            }
            land = c as u8 - b'0';
        } else if c == 'g' || c == 'p' {
            if kind.is_some_and(|k| k != c) {
                return Err("`g` and `p` do not combine".into());
            }
            kind = Some(c);
            hurdles += 1;
        }
    }
    if hurdles > 2 {
        return Err("a hop passes one or two hurdles".into());
    }
    Ok(kind.map(|k| (hurdles, (k == 'g').then_some(land))))
}

fn group_atoms(g: &Group, index: u8) -> Result<Vec<Atom>, String> {
    let (mode, dirs) = mode_and_dirs(&g.mods);
    // A locust only captures.
    let mode = if g.mods.contains(&'x') { Mode::Capture } else { mode };
    let lame = g.mods.contains(&'n');
    let hop = hop_of(&g.mods)?;
    let initial = g.mods.contains(&'i');
    let mut atoms = Vec::new();
    for &(vector, rider) in &g.first.base {
        let rider = rider || g.first.range.is_some();
        let range = g.first.range.unwrap_or(Range { min: 1, max: None });
        if range.max.is_some_and(|m| m < range.min) || range.min == 0 {
            return Err("a range needs 1 <= min <= max".into());
        }
        let shape = if let Some(second) = &g.second {
            if rider {
                return Err("the first leg of a bent walk is a single step".into());
            }
            if second.base.len() != 1 {
                return Err("the second leg of a bent walk has one base vector".into());
            }
            let r = second.range.unwrap_or(Range {
                min: 1,
                max: if second.base[0].1 { None } else { Some(1) },
            });
            Shape::Bent {
                then: second.base[0].0,
                min: r.min,
                max: r.max,
            }
        } else if g.mods.contains(&'x') {
            if g.first.range.is_some() || hop.is_some() || lame || g.mods.contains(&'e') {
                return Err("`x` (locust) takes no range and no other shape".into());
            }
            Shape::Locust { far: rider }
        } else if g.mods.contains(&'e') {
            if !rider || g.first.range.is_some() || hop.is_some() || lame {
                return Err("`e` (to or from the edge) applies to plain riders".into());
            }
            Shape::EdgeRide
        } else if let Some((hurdles, land)) = hop {
            if g.first.range.is_some() || lame {
                return Err("a hop (`g`, `p`) takes no range and is not lame".into());
            }
            Shape::Hop {
                far: rider,
                hurdles,
                land,
            }
        } else if rider {
            Shape::Ride {
                min: range.min,
                max: range.max,
            }
        } else {
            let straight = vector.1 == 0 || vector.0 == vector.1;
            if lame && !(straight && vector.0 > 1) {
                return Err("`n` (lame) applies to straight leaps longer than one step".into());
            }
            Shape::Leap { lame }
        };
        atoms.push(Atom {
            vector,
            shape,
            mode,
            dirs: dirs.clone(),
            initial,
            group: index,
        });
    }
    Ok(atoms)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn count(n: &str) -> usize {
        Walk::parse(n).unwrap().atoms.iter().map(|a| a.vectors().len()).sum()
    }

    #[test]
    fn direction_counts_by_hand() {
        // King: 4 orthogonal + 4 diagonal.
        assert_eq!(count("K"), 8);
        assert_eq!(count("N"), 8);
        // Pawn: one forward step, two forward diagonal captures.
        assert_eq!(count("fmW"), 1);
        assert_eq!(count("fcF"), 2);
        // Narrow forward knight moves only.
        assert_eq!(count("fN"), 2);
        assert_eq!(count("flF"), 1);
        assert_eq!(count("vW"), 2);
        assert_eq!(count("sW"), 2);
        assert_eq!(count("Q"), 8);
        assert_eq!(count("(4,1)"), 8);
    }

    #[test]
    fn shapes() {
        let w = Walk::parse("ifmnD").unwrap();
        let a = &w.atoms[0];
        assert!(a.initial);
        assert_eq!(a.mode, Mode::Move);
        assert_eq!(a.shape, Shape::Leap { lame: true });
        assert_eq!(
            Walk::parse("B{2,}").unwrap().atoms[0].shape,
            Shape::Ride { min: 2, max: None }
        );
        assert_eq!(
            Walk::parse("NN").unwrap().atoms[0].shape,
            Shape::Ride { min: 1, max: None }
        );
        assert_eq!(
            Walk::parse("W3").unwrap().atoms[0].shape,
            Shape::Ride { min: 1, max: Some(3) }
        );
        assert_eq!(Walk::parse("gQ").unwrap().atoms.len(), 2);
        let hop = |n: &str| Walk::parse(n).unwrap().atoms[0].shape.clone();
        let shape = |far, hurdles, land| Shape::Hop { far, hurdles, land };
        assert_eq!(hop("gQ"), shape(true, 1, Some(1)));
        assert_eq!(hop("gK"), shape(false, 1, Some(1)));
        assert_eq!(hop("pK"), shape(false, 1, None));
        assert_eq!(hop("ppQ"), shape(true, 2, None));
        assert_eq!(hop("ggQ"), shape(true, 2, Some(1)));
        assert_eq!(hop("g3Q"), shape(true, 1, Some(3)));
        assert_eq!(hop("cpNN"), shape(true, 1, None));
        assert_eq!(
            Walk::parse("F-R{3,}").unwrap().atoms[0].shape,
            Shape::Bent {
                then: (1, 0),
                min: 3,
                max: None
            }
        );
        assert_eq!(Walk::parse("RF").unwrap().atoms.len(), 2);
    }

    #[test]
    fn errors_name_the_column() {
        for (bad, col) in [
            ("", 1),
            ("X", 1),
            ("RX", 2),
            ("gpQ", 1),
            ("gggQ", 1),
            ("2Q", 1),
            ("gR3", 1),
            ("nN", 1),
            ("R{3,2}", 1),
            ("R-F", 1),
            ("(1,", 1),
        ] {
            let e = Walk::parse(bad).unwrap_err();
            assert_eq!(e.column, col, "{bad}: {e}");
        }
    }

    #[test]
    fn bent_continuations_go_outward() {
        let mut c = Atom::bent_continuations((1, 1), (1, 0));
        c.sort();
        assert_eq!(c, vec![(0, 1), (1, 0)]);
    }
}
