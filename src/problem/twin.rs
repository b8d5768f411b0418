//! Twins: each one the diagram (or, `continued`, the previous twin) with
//! its changes applied, and the label line Popeye prints for it
//! (`b) bQf8-->g5  `, `+c) -sDh2  `).

use super::{Man, Problem, Setup, piece_letters};
use crate::input::{ConditionSpec, Diagnostic, Language, ProblemSpec, SquareSpec, TwinChange, vocab};
use crate::piece::Color;
use crate::stipulation::Stipulation;

/// One twin, ready to solve.
#[derive(Clone, Debug)]
pub struct Twin {
    /// The line Popeye prints before solving it (`a) `, `b) bQf8-->g5  `).
    pub label: String,
    /// The position.
    pub setup: Setup,
    /// Its stipulation.
    pub stipulation: Stipulation,
    /// Its conditions.
    pub conditions: Vec<ConditionSpec>,
    /// Remarks printed before its label.
    pub remarks: Vec<String>,
}

/// The twins of a problem, `a)` first. Empty when the problem has none.
pub(super) fn build_twins(p: &Problem, spec: &ProblemSpec) -> Result<Vec<Twin>, Vec<Diagnostic>> {
    if spec.twins.is_empty() {
        return Ok(Vec::new());
    }
    let (files, ranks) = (p.rules.geometry().files(), p.rules.geometry().ranks());
    let original = Twin {
        label: String::new(),
        setup: p.setup.clone(),
        stipulation: p.stipulation.clone(),
        conditions: p.conditions.clone(),
        remarks: Vec::new(),
    };
    let mut out: Vec<Twin> = Vec::new();
    if !spec.zero_position {
        out.push(Twin {
            label: label(0, false),
            ..original.clone()
        });
    }
    let mut errors = Vec::new();
    for t in &spec.twins {
        let mut twin = if t.continued {
            out.last().cloned().unwrap_or_else(|| original.clone())
        } else {
            original.clone()
        };
        twin.remarks = t.remarks.clone();
        let mut text = label(out.len(), t.continued);
        for (i, change) in t.changes.iter().enumerate() {
            let (before, after) = (&t.changes[..i], &t.changes[i + 1..]);
            match apply(&mut twin, change, (before, after), p.language, files, ranks) {
                Ok(item) if item.is_empty() => {}
                Ok(item) => {
                    text.push_str(&item);
                    text.push_str("  ");
                }
                Err(message) => errors.push(Diagnostic::new(t.span, message)),
            }
        }
        twin.label = text;
        // Each twin's position is checked as the diagram's is: kings,
        // citadels, and men from its own box (SingleBox).
        let rules = if twin.conditions == p.conditions {
            Ok(p.rules.clone())
        } else {
            p.under_conditions(&twin.conditions).map(|u| u.rules)
        };
        match rules {
            Ok(rules) => {
                let royal = super::royal_errors(&rules, &twin.setup, p.language);
                let boxed = super::box_errors(&rules, &twin.setup, &p.piece_names, p.language);
                for e in royal.into_iter().chain(boxed) {
                    errors.push(Diagnostic::new(t.span, e));
                }
            }
            Err(e) => errors.push(Diagnostic::new(t.span, e)),
        }
        out.push(twin);
    }
    if errors.is_empty() { Ok(out) } else { Err(errors) }
}

/// `a) `, ..., `z) `, then `z1) `, `z2) `, ...; `+` before a continued twin.
fn label(index: usize, continued: bool) -> String {
    let plus = if continued { "+" } else { "" };
    if index <= 25 {
        format!("{plus}{}) ", (b'a' + index as u8) as char)
    } else {
        format!("{plus}z{}) ", index - 25)
    }
}

/// Colour letter of the output language: first letter of the colour's name.
pub fn color_letter(lang: Language, c: Color) -> char {
    lang.spelling(&vocab::COLORS[c.index()])
        .chars()
        .next()
        .unwrap_or('?')
        .to_ascii_lowercase()
}

/// The letter of a neutral man, before its piece's (`nSd4`).
pub fn neutral_letter(lang: Language) -> char {
    lang.spelling(&vocab::COLORS[2])
        .chars()
        .next()
        .unwrap_or('?')
        .to_ascii_lowercase()
}

/// The letter a man's side is written with: its colour's, or the neutral
/// letter for a neutral man (`wSd4`, `nSd4`).
pub fn side_letter(lang: Language, color: Color, neutral: bool) -> char {
    if neutral {
        neutral_letter(lang)
    } else {
        color_letter(lang, color)
    }
}

fn piece_at(setup: &Setup, sq: SquareSpec, lang: Language) -> Result<(Man, String), String> {
    let man = setup.get(sq).ok_or_else(|| format!("no piece on {sq}"))?;
    Ok((man, format!("{}{sq}", man_text(lang, man))))
}

/// A man as Popeye's twin lines write it: colour letter, attribute
/// letters, piece letters (`wrQ`).
fn man_text(lang: Language, man: Man) -> String {
    format!(
        "{}{}{}",
        side_letter(lang, man.color, man.neutral()),
        super::attribute_letters(lang, man.attrs),
        piece_letters(lang, man.name)
    )
}

fn twinning_word(lang: Language, id: &str) -> &'static str {
    vocab::TWINNINGS
        .iter()
        .find(|w| w.id == id)
        .map_or("", |w| lang.spelling(w))
}

/// Does one of these changes remove the man on `sq` (add one there)?
fn removes(changes: &[TwinChange], sq: SquareSpec) -> bool {
    (changes.iter()).any(|c| matches!(c, TwinChange::Remove(squares) if squares.contains(&sq)))
}

fn adds(changes: &[TwinChange], sq: SquareSpec) -> bool {
    (changes.iter()).any(|c| matches!(c, TwinChange::Add(pieces) if pieces.iter().any(|p| p.square == sq)))
}

/// Applies one change of a twin; `(before, after)` are the twin's other
/// changes. Popeye writes a man removed and another added on its square
/// in one twin as the addition alone, without `+` (`wRd3`: its twinning
/// writer looks for the removal's square among the twin's additions).
fn apply(
    twin: &mut Twin,
    change: &TwinChange,
    (before, after): (&[TwinChange], &[TwinChange]),
    lang: Language,
    files: u8,
    ranks: u8,
) -> Result<String, String> {
    let on_board = |s: SquareSpec| s.file < files && s.rank < ranks;
    let s = &mut twin.setup;
    match change {
        TwinChange::Move { from, to } => {
            if !on_board(*to) {
                return Err(format!("square {to} is not on the board"));
            }
            let (man, shown) = piece_at(s, *from, lang)?;
            // A man moved onto another removes it, and Popeye says so
            // first (`-wPb3  wPa3-->b3`, its regression 4_67_to_4_69).
            let taken = match piece_at(s, *to, lang) {
                Ok((_, gone)) if from != to => format!("-{gone}  "),
                _ => String::new(),
            };
            s.remove(*from);
            s.put(*to, man);
            Ok(format!("{taken}{shown}-->{to}"))
        }
        TwinChange::Exchange { a, b } => {
            let (ma, sa) = piece_at(s, *a, lang)?;
            let (mb, sb) = piece_at(s, *b, lang)?;
            s.put(*a, mb);
            s.put(*b, ma);
            Ok(format!("{sa}<-->{sb}"))
        }
        TwinChange::Remove(squares) => {
            let mut items = Vec::new();
            for sq in squares {
                let (_, shown) = piece_at(s, *sq, lang)?;
                s.remove(*sq);
                if !adds(after, *sq) {
                    items.push(format!("-{shown}"));
                }
            }
            Ok(items.join("  "))
        }
        TwinChange::Add(pieces) => {
            let mut items = Vec::new();
            for p in pieces {
                if !on_board(p.square) {
                    return Err(format!("square {} is not on the board", p.square));
                }
                // Adding onto an occupied square replaces the piece, and
                // Popeye then writes no `+`.
                let plus = if s.get(p.square).is_some() || removes(before, p.square) {
                    ""
                } else {
                    "+"
                };
                let man = Man::new(p.color, p.piece, p.attrs);
                s.put(p.square, man);
                items.push(format!("{plus}{}{}", man_text(lang, man), p.square));
            }
            Ok(items.join("  "))
        }
        TwinChange::Substitute { from, to } => {
            s.substitute(from, to);
            Ok(format!("{} ==> {}", piece_letters(lang, from), piece_letters(lang, to)))
        }
        TwinChange::Rotate(angle) => {
            if files != ranks {
                return Err("only a square board can be rotated".into());
            }
            let n = files - 1;
            let angle = *angle;
            s.remap(|q| {
                Some(match angle {
                    90 => SquareSpec {
                        file: n - q.rank,
                        rank: q.file,
                    },
                    180 => SquareSpec {
                        file: n - q.file,
                        rank: n - q.rank,
                    },
                    _ => SquareSpec {
                        file: q.rank,
                        rank: n - q.file,
                    },
                })
            })
            .map_err(|sq| format!("{sq} cannot be rotated"))?;
            Ok(format!("{} {angle}", twinning_word(lang, "Rotate")))
        }
        TwinChange::Mirror(axis) => {
            let (fm, rm) = (files - 1, ranks - 1);
            let square = files == ranks;
            let axis = *axis;
            if !square && (axis == "MirrorA1H8" || axis == "MirrorA8H1") {
                return Err("only a square board can be mirrored on a diagonal".into());
            }
            s.remap(|q| {
                Some(match axis {
                    "MirrorA1H1" => SquareSpec {
                        file: fm - q.file,
                        rank: q.rank,
                    },
                    "MirrorA1A8" => SquareSpec {
                        file: q.file,
                        rank: rm - q.rank,
                    },
                    "MirrorA1H8" => SquareSpec {
                        file: q.rank,
                        rank: q.file,
                    },
                    _ => SquareSpec {
                        file: rm - q.rank,
                        rank: fm - q.file,
                    },
                })
            })
            .map_err(|sq| format!("{sq} cannot be mirrored"))?;
            let shown = vocab::TWIN_ARGS
                .iter()
                .find(|w| w.id == axis)
                .map_or("", |w| lang.spelling(w));
            Ok(format!("{} {shown}", twinning_word(lang, "Mirror")))
        }
        TwinChange::Shift { from, to } => {
            let (df, dr) = (to.file as i32 - from.file as i32, to.rank as i32 - from.rank as i32);
            s.remap(|q| {
                let (f, r) = (q.file as i32 + df, q.rank as i32 + dr);
                (f >= 0 && r >= 0 && f < files as i32 && r < ranks as i32).then_some(SquareSpec {
                    file: f as u8,
                    rank: r as u8,
                })
            })
            .map_err(|sq| format!("shift moves the piece on {sq} off the board"))?;
            Ok(format!("{} {from} ==> {to}", twinning_word(lang, "Shift")))
        }
        TwinChange::Stipulation(st) => {
            super::target_on_board(st, files, ranks)?;
            twin.stipulation = st.clone();
            // A structured stipulation after its side, as in the caption.
            Ok(match &st.structured {
                Some(x) => format!(
                    "{} {st}",
                    lang.spelling(&crate::input::vocab::COLORS[usize::from(!x.named_white)])
                ),
                None => st.to_string(),
            })
        }
        TwinChange::Condition(conds) => {
            twin.conditions = conds.clone();
            let lines: Vec<String> = (super::conditions_in_popeye_order(conds).into_iter())
                .map(|c| super::condition_line(lang, c))
                .collect();
            Ok(lines.join("\n   "))
        }
        TwinChange::PolishType => {
            s.swap_colors();
            Ok(twinning_word(lang, "PolishType").to_string())
        }
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn labels() {
        assert_eq!(super::label(0, false), "a) ");
        assert_eq!(super::label(2, true), "+c) ");
        assert_eq!(super::label(25, false), "z) ");
        assert_eq!(super::label(26, false), "z1) ");
        assert_eq!(super::label(131, false), "z106) ");
    }
}
