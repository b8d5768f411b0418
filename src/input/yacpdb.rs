//! YACPDB entries (the YAML documents of yacpdb.org, format described in
//! olive-gui's `yacpdb-entry.md`): read into Popeye's problem language, so
//! that the ordinary parser checks them, and written from a problem.
//!
//! Read: `authors`, `source`, `award`, `algebraic` (white, black),
//! `stipulation`, `options` (Popeye options and conditions), `twins`, and
//! `solution`, whose keys (battle play) or lines (help play) become
//! `intended` lines for `mansuba verify`; `algebraic`'s `neutral` men too.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};
use serde_norway::Value;

use super::lang::{Language, lookup};
use super::spec::{ProblemSpec, TwinChange};
use super::vocab;

/// Why an entry could not be read.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("YACPDB entry {entry}: {what}")]
pub struct YacpdbError {
    /// The entry's place among the file's documents, from 1.
    pub entry: usize,
    /// What is wrong.
    pub what: String,
}

/// Every entry of a YAML file as a Popeye input text (English), one
/// problem per entry.
pub fn to_popeye(yaml: &str) -> Result<String, YacpdbError> {
    check_nesting(yaml)?;
    let mut out = String::new();
    for (i, doc) in serde_norway::Deserializer::from_str(yaml).enumerate() {
        let entry = i + 1;
        let bad = |what: String| YacpdbError { entry, what };
        let v = Value::deserialize(doc).map_err(|e| bad(e.to_string()))?;
        if v.is_null() {
            continue;
        }
        out.push_str(&entry_text(&v).map_err(bad)?);
    }
    if out.is_empty() {
        return Err(YacpdbError {
            entry: 1,
            what: "no entry in the file".into(),
        });
    }
    Ok(out)
}

/// The deepest nesting of `[` and `{` an entry may have: real entries
/// nest 3 deep; the YAML reader takes minutes over 200,000 (quadratic
/// before its own recursion limit is hit).
const MAX_NESTING: usize = 64;

fn check_nesting(yaml: &str) -> Result<(), YacpdbError> {
    let mut depth = 0usize;
    let mut quote: Option<char> = None;
    for (line, text) in yaml.lines().enumerate() {
        for c in text.chars() {
            match (quote, c) {
                (Some(q), _) if c == q => quote = None,
                (Some(_), _) => {}
                (None, '"' | '\'') => quote = Some(c),
                (None, '[' | '{') => {
                    depth += 1;
                    if depth > MAX_NESTING {
                        return Err(YacpdbError {
                            entry: 1,
                            what: format!("line {}: nested deeper than {MAX_NESTING} levels", line + 1),
                        });
                    }
                }
                (None, ']' | '}') => depth = depth.saturating_sub(1),
                _ => {}
            }
        }
    }
    Ok(())
}

/// A text field as one line of Popeye input: a line break or other
/// control character in it would start a command of its own.
fn one_line(s: &str) -> String {
    s.chars()
        .map(|c| if c.is_control() { ' ' } else { c })
        .collect::<String>()
        .trim()
        .to_string()
}

/// A field that is one word of Popeye input (a stipulation, a piece, a
/// rule set): anything more would be read as further commands.
fn one_word(field: &str, s: &str) -> Result<String, String> {
    let t = s.trim();
    if t.is_empty() || t.chars().any(|c| c.is_whitespace() || c.is_control()) {
        return Err(format!("{field} `{}` is not one word", one_line(t)));
    }
    Ok(t.to_string())
}

fn text(v: &Value) -> Option<String> {
    match v {
        Value::String(s) => Some(s.clone()),
        Value::Number(n) => Some(n.to_string()),
        Value::Bool(b) => Some(b.to_string()),
        _ => None,
    }
}

fn list(v: Option<&Value>) -> Vec<String> {
    match v {
        Some(Value::Sequence(items)) => items.iter().filter_map(text).collect(),
        Some(other) => text(other).into_iter().collect(),
        None => Vec::new(),
    }
}

fn entry_text(v: &Value) -> Result<String, String> {
    let get = |k: &str| v.get(k);
    let mut s = String::from("BeginProblem\n");
    for a in list(get("authors")) {
        s.push_str(&format!("Author {}\n", one_line(&a)));
    }
    if let Some(src) = get("source") {
        let mut parts: Vec<String> = ["name", "volume", "issue", "problemid"]
            .iter()
            .filter_map(|k| src.get(*k).and_then(text))
            .collect();
        if let Some(year) = src.get("date").and_then(|d| d.get("year")).and_then(text) {
            parts.push(year);
        }
        if !parts.is_empty() {
            s.push_str(&format!("Origin {}\n", one_line(&parts.join(" "))));
        }
    }
    if let Some(d) = get("award").and_then(|a| a.get("distinction")).and_then(text) {
        s.push_str(&format!("Award {}\n", one_line(&d)));
    }
    if let Some(r) = get("rules").and_then(text) {
        s.push_str(&format!("Rules {}\n", one_word("rules", &r)?));
    }
    let alg = get("algebraic").ok_or("no algebraic (the position)")?;
    s.push_str("Pieces");
    for colour in ["white", "black", "neutral"] {
        let pieces = list(alg.get(colour))
            .iter()
            .map(|p| one_word("piece", p))
            .collect::<Result<Vec<_>, _>>()?;
        if !pieces.is_empty() {
            s.push_str(&format!(" {colour} {}", pieces.join(" ")));
        }
    }
    s.push('\n');
    let stip = get("stipulation").and_then(text).ok_or("no stipulation")?;
    s.push_str(&format!("Stipulation {}\n", one_word("stipulation", &stip)?));
    for o in list(get("options")) {
        let o = one_line(&o);
        // An entry's options mix Popeye's options and conditions.
        let first = o.split_whitespace().next().unwrap_or("");
        let is_option = lookup(vocab::OPTIONS, Language::English, first).is_ok();
        s.push_str(&format!("{} {o}\n", if is_option { "Option" } else { "Condition" }));
    }
    if let Some(Value::Mapping(twins)) = get("twins") {
        let mut labelled: Vec<(String, String)> =
            twins.iter().filter_map(|(k, v)| Some((text(k)?, text(v)?))).collect();
        labelled.sort();
        if labelled.first().is_some_and(|(l, _)| l == "a") {
            s.push_str("ZeroPosition\n");
        }
        for (_, t) in labelled {
            s.push_str(&format!("Twin {}\n", one_line(&t)));
        }
    }
    if let Some(sol) = get("solution").and_then(text) {
        for line in intended(&sol) {
            s.push_str(&format!("Intended {line}\n"));
        }
    }
    s.push_str("EndProblem\n");
    Ok(s)
}

/// The keys (lines `1.X ... !`) of a battle-play solution, or the lines of
/// a help-play one; comments in braces dropped.
fn intended(solution: &str) -> Vec<String> {
    let clean: Vec<String> = solution
        .lines()
        .map(|l| {
            let mut out = String::new();
            let mut depth = 0;
            for c in l.chars() {
                match c {
                    '{' => depth += 1,
                    '}' => depth -= 1,
                    _ if depth == 0 => out.push(c),
                    _ => {}
                }
            }
            out.trim().to_string()
        })
        .filter(|l| !l.is_empty())
        .collect();
    let keys: Vec<String> = clean
        .iter()
        .filter(|l| l.starts_with("1.") && !l.starts_with("1...") && l.contains('!'))
        .map(|l| l.split_whitespace().next().unwrap_or("").to_string())
        .collect();
    if !keys.is_empty() {
        return keys;
    }
    clean
        .into_iter()
        .filter(|l| l.starts_with("1.") || l.starts_with("1..."))
        .collect()
}

/// A YACPDB entry written from a problem as read.
#[derive(Serialize)]
struct Entry {
    /// mansuba's extension: the rule set, when not orthodox.
    #[serde(skip_serializing_if = "Option::is_none")]
    rules: Option<String>,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    authors: Vec<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    source: Option<Source>,
    #[serde(skip_serializing_if = "Option::is_none")]
    award: Option<Award>,
    algebraic: Algebraic,
    stipulation: String,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    options: Vec<String>,
    #[serde(skip_serializing_if = "BTreeMap::is_empty")]
    twins: BTreeMap<String, String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    solution: Option<String>,
}

#[derive(Serialize)]
struct Source {
    name: String,
}

#[derive(Serialize)]
struct Award {
    distinction: String,
}

#[derive(Serialize)]
struct Algebraic {
    white: Vec<String>,
    black: Vec<String>,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    neutral: Vec<String>,
}

/// The YAML document of a problem (English piece codes, Popeye's option and
/// twin syntax); `solution` is the solver's solution lines, if given.
pub fn to_yaml(spec: &ProblemSpec, solution: Option<&[String]>) -> String {
    let code = |id: &str| {
        vocab::piece_word(id)
            .map(|w| w.en.to_uppercase())
            .unwrap_or_else(|| "?".into())
    };
    // The men of one side, or (`None`) the neutral ones.
    let pieces = |side: Option<crate::piece::Color>| {
        let mut v: Vec<_> = spec
            .pieces
            .iter()
            .filter(|p| match side {
                None => p.attrs.contains(crate::input::Attributes::NEUTRAL),
                Some(c) => !p.attrs.contains(crate::input::Attributes::NEUTRAL) && p.color == c,
            })
            .map(|p| format!("{}{}", code(p.piece), p.square))
            .collect();
        // Kings first, as YACPDB lists them.
        v.sort_by_key(|p| !p.starts_with('K'));
        v
    };
    let english =
        |table: &'static [vocab::Word], id: &'static str| table.iter().find(|w| w.id == id).map_or(id, |w| w.en);
    let mut options: Vec<String> = spec
        .options
        .iter()
        .map(|o| {
            std::iter::once(english(vocab::OPTIONS, o.name).to_string())
                .chain(o.args.clone())
                .collect::<Vec<_>>()
                .join(" ")
        })
        .collect();
    options.extend(spec.conditions.iter().map(|c| {
        // A condition's squares right after its name, written together.
        let squares: String = c.squares.iter().map(|s| s.to_string()).collect();
        std::iter::once(english(vocab::CONDITIONS, c.name).to_string())
            .chain((!squares.is_empty()).then_some(squares))
            .chain(
                c.variants
                    .iter()
                    .map(|v| english(vocab::CONDITION_VARIANTS, v).to_string()),
            )
            .collect::<Vec<_>>()
            .join(" ")
    }));
    let first = if spec.zero_position { b'a' } else { b'b' };
    let twins = spec
        .twins
        .iter()
        .enumerate()
        .map(|(i, t)| {
            let changes: Vec<String> = t.changes.iter().map(|c| twin_text(c, &code)).collect();
            let prefix = if t.continued { "Continued " } else { "" };
            (
                ((first + i as u8) as char).to_string(),
                format!("{prefix}{}", changes.join(" ")),
            )
        })
        .collect();
    let entry = Entry {
        rules: spec.rules.as_ref().map(|(r, _)| r.clone()),
        authors: spec.texts.authors.clone(),
        source: spec.texts.origins.first().map(|o| Source { name: o.clone() }),
        award: spec.texts.awards.first().map(|a| Award { distinction: a.clone() }),
        algebraic: Algebraic {
            white: pieces(Some(crate::piece::Color::White)),
            black: pieces(Some(crate::piece::Color::Black)),
            neutral: pieces(None),
        },
        stipulation: spec.stipulation_text.clone(),
        options,
        twins,
        solution: solution.map(|lines| {
            let mut s = lines.join("\n");
            s.push('\n');
            s
        }),
    };
    let mut out = String::from("---\n");
    out.push_str(&serde_norway::to_string(&entry).expect("an entry serialises"));
    out
}

fn twin_text(c: &TwinChange, code: &dyn Fn(&str) -> String) -> String {
    match c {
        TwinChange::Move { from, to } => format!("Move {from} {to}"),
        TwinChange::Exchange { a, b } => format!("Exchange {a} {b}"),
        TwinChange::Remove(v) => format!(
            "Remove {}",
            v.iter().map(ToString::to_string).collect::<Vec<_>>().join(" ")
        ),
        TwinChange::Add(v) => format!(
            "Add {}",
            v.iter()
                .map(|p| format!(
                    "{} {}{}",
                    if p.attrs.contains(crate::input::Attributes::NEUTRAL) {
                        "neutral"
                    } else if p.color == crate::piece::Color::White {
                        "white"
                    } else {
                        "black"
                    },
                    code(p.piece),
                    p.square
                ))
                .collect::<Vec<_>>()
                .join(" ")
        ),
        TwinChange::Substitute { from, to } => format!("Substitute {} {}", code(from), code(to)),
        TwinChange::Rotate(n) => format!("Rotate {n}"),
        TwinChange::Mirror(m) => format!(
            "Mirror {}",
            vocab::TWIN_ARGS.iter().find(|w| w.id == *m).map_or(*m, |w| w.en)
        ),
        TwinChange::Shift { from, to } => format!("Shift {from} {to}"),
        TwinChange::Stipulation(s) => format!("Stipulation {s}"),
        TwinChange::Condition(cs) => format!(
            "Condition {}",
            cs.iter()
                .map(|c| std::iter::once(c.name.to_string())
                    .chain((!c.squares.is_empty()).then(|| c.squares.iter().map(|s| s.to_string()).collect()))
                    .chain(c.variants.iter().map(|v| v.to_string()))
                    .collect::<Vec<_>>()
                    .join(" "))
                .collect::<Vec<_>>()
                .join(" ")
        ),
        TwinChange::PolishType => "PolishType".into(),
    }
}
