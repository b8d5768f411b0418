//! The conditions mansuba knows, found by Popeye's English name (the
//! vocabulary's id): which variant words each takes and how it is built.
//! The parser reads the variants from here and `problem` builds the
//! conditions through it; a name not listed is "not supported".

use std::sync::Arc;

use super::{
    Adapter, Andernach, Annan, AnnanType, AntiCirce, Bgl, Bicolores, Breton, Cast, Checkless, Choice, Circe, CirceRule,
    Condition, DangerCirce, Disparate, EdgeMover, Eiffel, Functionary, Ghosts, Grid, Haaner, Hole, Immun, Isardam,
    Kobul, Koeko, LeseMajeste, Lortap, Madrasi, MagicSquares, MakeTake, MarsCirce, Masand, Messigny, Mummer, NoCapture,
    Occupied, Patrol, Rebirth, RebirthSquares, RebornWalk, Sat, Sentinelles, SideChange, SingleBox, SingleBoxType,
    SuperGuards, TakeMake, Wormholes,
};
use crate::input::ConditionSpec;
use crate::piece::Color;
use crate::rules::Rules;

/// Builds a condition from its words under the rules.
pub type Build = fn(&ConditionSpec, &Rules) -> Result<Arc<dyn Condition>, String>;

/// A condition's entry.
pub struct Entry {
    /// Popeye's English name (the vocabulary's id).
    pub id: &'static str,
    /// Variant words it accepts (the vocabulary's ids).
    pub variants: &'static [&'static str],
    /// Variant words of which exactly one must be given (SingleBox's
    /// types); empty when none is required.
    pub one_of: &'static [&'static str],
    /// Builds it from its words under the rules.
    pub build: Build,
    /// Conditions it cannot be combined with, as Popeye refuses them (the
    /// same restricted side for two mummers).
    pub excludes: &'static [&'static str],
    /// Conditions Popeye combines with it but mansuba does not yet (two
    /// Circe rebirth rules at once): refused as "not supported"; `["*"]`:
    /// every other condition.
    pub not_yet_with: &'static [&'static str],
    /// What Popeye writes between the name and each variant in the
    /// caption (`SingleBox    Type1`, `Madrasi RexInclusive`).
    pub caption_gap: &'static str,
}

fn mummer(spec: &ConditionSpec, _: &Rules) -> Result<Arc<dyn Condition>, String> {
    // Popeye's strictness words are read so that they are refused by name.
    if let Some(v) = spec.variants.first() {
        let word = if *v == "exact" { "Exact" } else { "Ultra" };
        return Err(format!("not supported: {} {word}", spec.name));
    }
    Ok(Arc::new(Mummer::from_id(spec.name).expect("a mummer's id")))
}

fn checkless(_: &ConditionSpec, _: &Rules) -> Result<Arc<dyn Condition>, String> {
    Ok(Arc::new(Checkless))
}

fn andernach(_: &ConditionSpec, _: &Rules) -> Result<Arc<dyn Condition>, String> {
    Ok(Arc::new(Andernach {
        on: SideChange::Captures,
    }))
}

fn antiandernach(_: &ConditionSpec, _: &Rules) -> Result<Arc<dyn Condition>, String> {
    Ok(Arc::new(Andernach {
        on: SideChange::NonCaptures,
    }))
}

fn take_make(spec: &ConditionSpec, _: &Rules) -> Result<Arc<dyn Condition>, String> {
    if spec.variants.contains(&"Absolute") {
        return Err(format!("not supported: {} Absolute", spec.name));
    }
    Ok(Arc::new(TakeMake))
}

fn make_take(_: &ConditionSpec, _: &Rules) -> Result<Arc<dyn Condition>, String> {
    Ok(Arc::new(MakeTake))
}

/// The conditions Make&TakeChess is built with (checked against Popeye
/// together): Circe's rebirths of the man taken and the mummers (with
/// Disparate, random positions show Popeye's check and legality to
/// differ in ways not yet understood: refused).
const MAKE_TAKE_WITH: &[&str] = &[
    "Circe",
    "MirrorCirce",
    "FileCirce",
    "AntipodeanCirce",
    "BlackMaximummer",
    "WhiteMaximummer",
];

fn sat(spec: &ConditionSpec, _: &Rules) -> Result<Arc<dyn Condition>, String> {
    let mut max = Vec::new();
    for n in &spec.numbers {
        // Popeye names the limit in its caption by a Roman numeral up to
        // VIII.
        match n.parse::<u32>() {
            Ok(v) if v <= 8 => max.push(v + 1),
            _ => return Err(format!("not supported: {} {n} (more than 8 flights)", spec.name)),
        }
    }
    let white = max.first().copied().unwrap_or(1);
    let black = max.get(1).copied().unwrap_or(white);
    Ok(Arc::new(Sat {
        max: [white, black],
        strict: spec.name == "StrictSAT",
    }))
}

/// The conditions SAT is built with (checked against Popeye together).
const SAT_WITH: &[&str] = &["Circe", "AndernachChess"];

/// How many numbers the condition takes after its name (`SAT 3 2`).
pub fn takes_numbers(id: &str) -> usize {
    match id {
        "SAT" | "StrictSAT" | "BGL" => 2,
        _ => 0,
    }
}

/// Is `word` one of the condition's numbers? SAT's: digits; BGL's: a
/// word Popeye's number reader starts on (digits, `.`, `,`, `-`).
pub fn is_number(id: &str, word: &str) -> bool {
    match id {
        "BGL" => word.starts_with(|c: char| "0123456789.,-".contains(c)),
        _ => !word.is_empty() && word.bytes().all(|b| b.is_ascii_digit()),
    }
}

/// What Popeye writes after the name for the numbers: SAT's limits as
/// Roman numerals, Black's after a slash where it differs (`SAT III/IV`).
pub fn caption_numbers(c: &ConditionSpec) -> String {
    const ROMAN: [&str; 9] = ["", "I", "II", "III", "IV", "V", "VI", "VII", "VIII"];
    let roman = |n: &String| ROMAN[n.parse::<usize>().unwrap_or(0).min(8)];
    match (c.name, c.numbers.as_slice()) {
        ("SAT" | "StrictSAT", [w, rest @ ..]) => {
            let b = rest.first().unwrap_or(w);
            let mut text = format!(" {}", roman(w));
            if roman(b) != roman(w) {
                text.push_str(&format!("/{}", roman(b)));
            }
            text
        }
        ("BGL", [w, rest @ ..]) => {
            let w = bgl_number(w).unwrap_or(None);
            match rest.first() {
                Some(b) => format!(" {}/{}", bgl_text(w), bgl_text(bgl_number(b).unwrap_or(None))),
                None => format!(" {}", bgl_text(w)),
            }
        }
        _ => String::new(),
    }
}

/// A BGL number as Popeye reads it (`ReadBGLNumber`), in hundredths:
/// `None` for no limit (`-`, or a form it does not read, such as three
/// decimals), an error beyond 32 bits.
fn bgl_number(word: &str) -> Result<Option<i32>, String> {
    let text: String = word
        .chars()
        .take_while(|c| "0123456789.,-".contains(*c))
        .map(|c| if c == ',' { '.' } else { c })
        .collect();
    if text == "-" || text.len() > 11 {
        return Ok(None);
    }
    let (whole, decimals) = match text.split_once('.') {
        Some((w, d)) if !d.contains('.') && d.len() <= 2 => (w.to_string(), d.to_string()),
        Some(_) => return Ok(None),
        None => (text.clone(), String::new()),
    };
    let digits = format!("{whole}{decimals:0<2}");
    match digits.parse::<i64>() {
        Ok(v) if i32::try_from(v).is_ok() => Ok(Some(v as i32)),
        Ok(_) => Err(format!("not supported: BGL {word} (too large)")),
        Err(_) => Ok(None),
    }
}

/// A BGL number as Popeye writes it: `-` for none, `4`, `4.5`, `4.45`.
pub fn bgl_text(value: Option<i32>) -> String {
    match value {
        None => "-".into(),
        Some(v) if v % 100 == 0 => format!("{}", v / 100),
        Some(v) if v % 10 == 0 => format!("{}.{}", v / 100, (v % 100) / 10),
        Some(v) => format!("{}.{:02}", v / 100, v % 100),
    }
}

fn bgl(spec: &ConditionSpec, rules: &Rules) -> Result<Arc<dyn Condition>, String> {
    if rules.set().name != "orthodox" {
        return Err(format!("not supported: BGL in the {} rule set", rules.set().name));
    }
    let white = match spec.numbers.first() {
        Some(w) => bgl_number(w)?,
        None => None,
    };
    let (black, global) = match spec.numbers.get(1) {
        Some(b) => (bgl_number(b)?, false),
        None => (white, spec.numbers.len() == 1),
    };
    Ok(Arc::new(Bgl {
        budget: [white, black],
        global,
    }))
}

fn disparate(_: &ConditionSpec, _: &Rules) -> Result<Arc<dyn Condition>, String> {
    Ok(Arc::new(Disparate))
}

/// The conditions Disparate is built with (checked against Popeye
/// together): none yet.
const DISPARATE_WITH: &[&str] = &[];

/// The conditions BGL is built with (checked against Popeye together).
const BGL_WITH: &[&str] = &["Madrasi"];

fn isardam(spec: &ConditionSpec, _: &Rules) -> Result<Arc<dyn Condition>, String> {
    Ok(Arc::new(Isardam {
        rex_inclusive: spec.variants.contains(&"RexInclusive"),
        type_b: spec.variants.contains(&"TypeB"),
    }))
}

fn breton(spec: &ConditionSpec, _: &Rules) -> Result<Arc<dyn Condition>, String> {
    Ok(Arc::new(Breton {
        adverse: spec.variants.contains(&"Adverse"),
        chromatic: spec.variants.contains(&"Chromatic"),
        popeye: spec.variants.contains(&"PY"),
    }))
}

fn koeko(_: &ConditionSpec, _: &Rules) -> Result<Arc<dyn Condition>, String> {
    Ok(Arc::new(Koeko))
}

fn grid(spec: &ConditionSpec, _: &Rules) -> Result<Arc<dyn Condition>, String> {
    if let Some(v) = spec.variants.first() {
        return Err(format!("not supported: {} {v}", spec.name));
    }
    Ok(Arc::new(Grid))
}

/// The conditions given a list of squares right after their name.
const WITH_SQUARES: &[&str] = &["Hole", "MagicSquares", "Wormholes"];

/// Does the condition take a list of squares (`Hole d7d8`)?
pub fn takes_squares(id: &str) -> bool {
    WITH_SQUARES.contains(&id)
}

/// Are the two conditions not built together yet? Either entry may name
/// the other in `not_yet_with` (MarsCirce lists the conditions it is not
/// combined with yet, whichever comes first), or refuse every other
/// (`["*"]`). And by variant: MagicSquares Type 2 turns a man before the
/// rebirths, and Popeye's AntiCirce then reads a side of its own for the
/// rebirth square (BEISPIEL anticir 057): not built.
pub fn not_yet_together(spec: &ConditionSpec, other: &ConditionSpec) -> bool {
    // Parrain is checked alone: the conditions that read observation
    // would have to see in their checks the man the capture tested
    // brings back (Popeye's KoeKo counts it for contact: REGRESSIONS
    // 4_47_to_4_49 #7).
    let refuses = |a: &ConditionSpec, b: &ConditionSpec| {
        is_parrain(a)
            || is_underworld(a)
            || find(a.name).is_some_and(|e| e.not_yet_with == ["*"] || e.not_yet_with.contains(&b.name))
    };
    // MagicSquares Type 2 and Immun beside a Circe: the order of the
    // change of sides and the rebirth, two rebirth rules.
    let beside_circes =
        |c: &ConditionSpec| (c.name == "MagicSquares" && c.variants.contains(&"Type2")) || IMMUNS.contains(&c.name);
    // A rebirth square the capturer chooses rides in the move's latent,
    // which Take&Make's makes and SingleBox's promotions write anew.
    let clobbers = |a: &ConditionSpec, b: &ConditionSpec| {
        chooses_rebirth(a) && matches!(b.name, "Take&MakeChess" | "SingleBox" | "Make&TakeChess")
    };
    let only_with = |a: &ConditionSpec, b: &ConditionSpec| {
        (a.name == "Make&TakeChess" && !MAKE_TAKE_WITH.contains(&b.name))
            || (matches!(a.name, "SAT" | "StrictSAT") && !SAT_WITH.contains(&b.name))
            || (a.name == "BGL" && !BGL_WITH.contains(&b.name))
            || (a.name == "Disparate" && !DISPARATE_WITH.contains(&b.name))
    };
    refuses(spec, other)
        || refuses(other, spec)
        || only_with(spec, other)
        || only_with(other, spec)
        || clobbers(spec, other)
        || clobbers(other, spec)
        || (beside_circes(spec) && CIRCES.contains(&other.name))
        || (beside_circes(other) && CIRCES.contains(&spec.name))
}

/// Is the condition a Circe whose man taken comes back after the next
/// move (ParrainCirce, ContraParrain, `Circe Parrain`)?
pub fn is_parrain(c: &ConditionSpec) -> bool {
    circe_words(c, &["Parrain", "ContraParrain"])
}

/// Is the condition a Circe whose men wait under squares (`Volcanic`,
/// `Parachute`)? Checked alone, as Parrain: the other conditions would
/// have to see them.
pub fn is_underworld(c: &ConditionSpec) -> bool {
    CIRCES.contains(&c.name) && circe_words(c, &["Volcanic", "Parachute"])
}

/// Does the capturer choose the rebirth square (SuperCirce, CageCirce,
/// CirceTake&Make, AntiSuperCirce, their variant words)?
fn chooses_rebirth(c: &ConditionSpec) -> bool {
    CIRCES.contains(&c.name) && (c.name == "AntiSuperCirce" || circe_words(c, &["Super", "Cage", "Take&Make"]))
}

/// Does the Circe condition name one of `words`, itself or in its
/// variants?
fn circe_words(c: &ConditionSpec, words: &[&str]) -> bool {
    circe_implied(c.name)
        .unwrap_or(&[])
        .iter()
        .chain(&c.variants)
        .any(|v| words.contains(v))
}

/// Is the condition named in the caption? Not Hole: its squares are
/// drawn (Popeye: "depicted in diagram").
pub fn named_in_caption(id: &str) -> bool {
    id != "Hole"
}

/// The squares of `spec` on the board of `rules`; one off the board is
/// refused by name.
fn squares_of(spec: &ConditionSpec, rules: &Rules) -> Result<Vec<crate::geometry::Square>, String> {
    let g = rules.geometry();
    (spec.squares.iter())
        .map(|s| {
            g.parse_square(&s.to_string())
                .ok_or_else(|| format!("{}: the square {s} is not on the board", spec.name))
        })
        .collect()
}

fn hole(spec: &ConditionSpec, rules: &Rules) -> Result<Arc<dyn Condition>, String> {
    Ok(Arc::new(Hole {
        squares: squares_of(spec, rules)?,
    }))
}

/// DangerCirce: Circe's classic squares.
fn danger_circe(spec: &ConditionSpec, rules: &Rules) -> Result<Arc<dyn Condition>, String> {
    let squares = RebirthSquares::new(spec.name, Rebirth::Classic, false, rules)?;
    Ok(Arc::new(DangerCirce::new(squares)))
}

fn magic_squares(spec: &ConditionSpec, rules: &Rules) -> Result<Arc<dyn Condition>, String> {
    Ok(Arc::new(MagicSquares {
        squares: squares_of(spec, rules)?,
        type2: spec.variants.contains(&"Type2"),
    }))
}

fn wormholes(spec: &ConditionSpec, rules: &Rules) -> Result<Arc<dyn Condition>, String> {
    let mut squares = squares_of(spec, rules)?;
    let g = rules.geometry();
    squares.sort_by_key(|&s| (g.coord(s).rank, g.coord(s).file));
    squares.dedup();
    Ok(Arc::new(Wormholes { squares }))
}

fn haaner(_: &ConditionSpec, _: &Rules) -> Result<Arc<dyn Condition>, String> {
    Ok(Arc::new(Haaner))
}

fn annan(spec: &ConditionSpec, _: &Rules) -> Result<Arc<dyn Condition>, String> {
    let kind = match spec.variants.iter().copied().find(|v| v.starts_with("Type")) {
        Some("TypeB") => AnnanType::B,
        Some("TypeC") => AnnanType::C,
        Some("TypeD") => AnnanType::D,
        _ => AnnanType::A,
    };
    Ok(Arc::new(Annan { kind }))
}

fn nocapture(spec: &ConditionSpec, _: &Rules) -> Result<Arc<dyn Condition>, String> {
    let sides = match spec.name {
        "NoWhiteCapture" => [true, false],
        "NoBlackCapture" => [false, true],
        _ => [true, true],
    };
    Ok(Arc::new(NoCapture {
        id: spec.name,
        sides,
        victims: 0,
    }))
}

fn madrasi(spec: &ConditionSpec, _: &Rules) -> Result<Arc<dyn Condition>, String> {
    Ok(Arc::new(Madrasi {
        rex_inclusive: spec.variants.contains(&"RexInclusive"),
    }))
}

fn singlebox(spec: &ConditionSpec, rules: &Rules) -> Result<Arc<dyn Condition>, String> {
    let kind = match spec.variants.iter().copied().find(|v| v.starts_with("Type")) {
        Some("Type1") => SingleBoxType::Type1,
        Some("Type2") => SingleBoxType::Type2,
        _ => SingleBoxType::Type3,
    };
    let mut sb = SingleBox::new(kind, rules);
    if spec.variants.contains(&"UnlikeBishops") {
        sb = sb.with_unlike_bishops(rules);
    }
    Ok(Arc::new(sb))
}

/// Popeye's variant words after `Circe` (`ParseCirceVariants`), all read
/// so that the ones not built yet are named in the refusal.
const CIRCE_VARIANTS: &[&str] = &[
    "RexInclusive",
    "RexExclusive",
    "Mirror",
    "Assassin",
    "Diametral",
    "VerticalMirror",
    "Clone",
    "Einstein",
    "ReversalEinstein",
    "Chameleon",
    "Turncoats",
    "Couscous",
    "LastMove",
    "Equipollents",
    "Parrain",
    "ContraParrain",
    "Cage",
    "Rank",
    "File",
    "Symmetry",
    "CaptureSquare",
    "VerticalSymmetry",
    "HorizontalSymmetry",
    "Diagram",
    "PWC",
    "Antipodes",
    "Super",
    "Take&Make",
    "April",
    "Frischauf",
    "Calvet",
    "Cheylan",
    "Strict",
    "Relaxed",
    "Volcanic",
    "Parachute",
    "WaitCapture",
];

/// The variant words of the Circe conditions named by one word
/// (`MirrorCirce`, `FileCirce` ...): Popeye reads RexInclusive after them.
const REX_VARIANTS: &[&str] = &["RexInclusive"];

/// One rebirth rule at a time (Popeye merges `Circe MirrorCirce` into one
/// and runs Circe and AntiCirce together; mansuba does neither yet).
const CIRCES: &[&str] = &[
    "Circe",
    "MirrorCirce",
    "FileCirce",
    "MirrorFileCirce",
    "HorizontalSymmetryCirce",
    "VerticalSymmetryCirce",
    "SymmetryCirce",
    "PWC",
    "AntipodeanCirce",
    "EquipollentsCirce",
    "DiametralCirce",
    "VerticalMirrorCirce",
    "RankCirce",
    "CirceClone",
    "MirrorCirceClone",
    "ChameleonCirce",
    "CouscousCirce",
    "MirrorCouscousCirce",
    "CirceTurncoats",
    "CirceDoubleAgents",
    "ParrainCirce",
    "ContraParrain",
    "SuperCirce",
    "CageCirce",
    "CirceTake&Make",
    "AntiCirce",
    "MirrorAntiCirce",
    "FileAntiCirce",
    "MirrorFileAntiCirce",
    "AntiSuperCirce",
    "SymmetryAntiCirce",
    // Not built together yet with MarsCirce, whose captures from the
    // rebirth square a second rebirth rule would have to meet.
    "MarsCirce",
];

/// The order in which Popeye writes Circe's variant words in the caption
/// (`append_circe_variants`).
const CIRCE_CAPTION_ORDER: &[&str] = &[
    "PWC",
    "Symmetry",
    "VerticalSymmetry",
    "HorizontalSymmetry",
    "Diagram",
    "Cage",
    "Rank",
    "File",
    "Couscous",
    "Antipodes",
    "Take&Make",
    "Super",
    "CaptureSquare",
    "April",
    "Equipollents",
    "ContraParrain",
    "Parrain",
    "WaitCapture",
    "Mirror",
    "Assassin",
    "Strict",
    "Relaxed",
    "Parachute",
    "Volcanic",
    "Diametral",
    "VerticalMirror",
    "Clone",
    "Einstein",
    "ReversalEinstein",
    "Chameleon",
    "Turncoats",
    "Frischauf",
    "Cheylan",
    "RexInclusive",
];

/// A condition as Popeye's caption names it: the id of the name it
/// writes and its variant ids in the order it writes them. Popeye keeps
/// the Circe family as one condition with variants, so `MirrorCirce` is
/// written `Circe Mirror` (German `Circe Spiegel`).
pub fn caption(spec: &ConditionSpec) -> (&'static str, Vec<&'static str>) {
    let circe = circe_implied(spec.name);
    let (family, implied): (&str, &[&str]) = match spec.name {
        _ if let Some(implied) = circe => ("Circe", implied),
        "MirrorAntiCirce" => ("AntiCirce", &["Mirror"]),
        "FileAntiCirce" => ("AntiCirce", &["File"]),
        "MirrorFileAntiCirce" => ("AntiCirce", &["File", "Mirror"]),
        "AntiSuperCirce" => ("AntiCirce", &["Super"]),
        "SymmetryAntiCirce" => ("AntiCirce", &["Symmetry"]),
        "AntiCirce" => ("AntiCirce", &[]),
        "MarsCirce" => ("MarsCirce", &[]),
        "ImmunChess" => ("ImmunChess", &[]),
        "MirrorImmunChess" => ("ImmunChess", &["Mirror"]),
        "FileImmunChess" => ("ImmunChess", &["File"]),
        "MirrorFileImmunChess" => ("ImmunChess", &["File", "Mirror"]),
        "ImmuneHorizontalSymmetry" => ("ImmunChess", &["HorizontalSymmetry"]),
        // Type 2 only, then the squares (written by the caption line).
        "MagicSquares" => {
            return (
                "MagicSquares",
                spec.variants
                    .iter()
                    .copied()
                    .filter(|v| *v == "Type2")
                    .take(1)
                    .collect(),
            );
        }
        // Popeye writes Breton's words in one order, each once.
        "Breton" => {
            let words = ["Adverse", "Chromatic", "PY"];
            return (
                "Breton",
                words.into_iter().filter(|w| spec.variants.contains(w)).collect(),
            );
        }
        _ => return (spec.name, spec.variants.clone()),
    };
    // ContraParrain reads the square for the other side: Popeye's caption
    // names the Mirror it implies.
    let given = |w: &&str| implied.contains(w) || spec.variants.contains(w);
    let contra = given(&"ContraParrain");
    let mut words: Vec<&str> = CIRCE_CAPTION_ORDER
        .iter()
        .copied()
        .filter(|w| given(w) || (contra && *w == "Mirror"))
        .collect();
    // Popeye writes the kings' rule only where it is not the family's
    // default: AntiCirce and MarsCirce include them.
    if family == "AntiCirce" || family == "MarsCirce" {
        words.retain(|w| *w != "RexInclusive");
        if spec.variants.contains(&"RexExclusive") && !spec.variants.contains(&"RexInclusive") {
            words.push("RexExclusive");
        }
    }
    (family, words)
}

/// The variant words a one-word Circe name stands for (`SymmetryCirce`
/// is `Circe Symmetry`); `None` for another condition.
fn circe_implied(name: &str) -> Option<&'static [&'static str]> {
    Some(match name {
        "Circe" => &[],
        "MirrorCirce" => &["Mirror"],
        "FileCirce" => &["File"],
        "MirrorFileCirce" => &["File", "Mirror"],
        "HorizontalSymmetryCirce" => &["HorizontalSymmetry"],
        "VerticalSymmetryCirce" => &["VerticalSymmetry"],
        "SymmetryCirce" => &["Symmetry"],
        "PWC" => &["PWC"],
        "AntipodeanCirce" => &["Antipodes"],
        "EquipollentsCirce" => &["Equipollents"],
        "DiametralCirce" => &["Diametral"],
        "VerticalMirrorCirce" => &["VerticalMirror"],
        "RankCirce" => &["Rank"],
        "CirceClone" => &["Clone"],
        "MirrorCirceClone" => &["Mirror", "Clone"],
        "ChameleonCirce" => &["Chameleon"],
        "CouscousCirce" => &["Couscous"],
        "MirrorCouscousCirce" => &["Couscous", "Mirror"],
        "CirceTurncoats" => &["Turncoats"],
        "CirceDoubleAgents" => &["Mirror", "Turncoats"],
        "ParrainCirce" => &["Parrain"],
        // Popeye's ContraParrain reads the square for the other side too,
        // and its caption says so.
        "ContraParrain" => &["ContraParrain"],
        "SuperCirce" => &["Super"],
        "CageCirce" => &["Cage"],
        "CirceTake&Make" => &["Take&Make"],
        _ => return None,
    })
}

/// Circe and its one-word relatives: the rebirth rule from the name and
/// the variant words (Popeye's `ParseCirceVariants`: one rule for the
/// square, one adapter, one for the reborn walk, one side overrider);
/// the variants not built yet are refused by name.
fn circe(spec: &ConditionSpec, rules: &Rules) -> Result<Arc<dyn Condition>, String> {
    let implied = circe_implied(spec.name).unwrap_or(&[]);
    let (mut rebirth, mut mirror, mut adapter) = (None, false, Adapter::None);
    let mut rule = CirceRule {
        reborn: RebornWalk::Same,
        couscous: false,
        turncoats: false,
        occupied: Occupied::Vanish,
        last_move: false,
        choice: None,
    };
    let set_walk = |rule: &mut CirceRule, walk: RebornWalk| -> bool {
        let free = rule.reborn == RebornWalk::Same;
        rule.reborn = walk;
        free
    };
    for &v in implied.iter().chain(&spec.variants) {
        let square = match v {
            "Parrain" | "ContraParrain" => Some(Rebirth::Equipollents),
            _ => square_rule(v),
        };
        // Popeye refuses a second rule of one sort ("nonsense
        // combination"); so does mansuba, in its words.
        let clash = || format!("not supported: {} {v} with another variant of its sort", spec.name);
        let choice = match v {
            "Super" => Some(Choice::Super),
            "Cage" => Some(Choice::Cage),
            "Take&Make" => Some(Choice::TakeMake),
            _ => None,
        };
        if let Some(choice) = choice {
            // A chosen square is a square rule of its own.
            if rebirth.is_some() || rule.choice.replace(choice).is_some() {
                return Err(clash());
            }
            continue;
        }
        if let Some(sq) = square {
            if rule.choice.is_some() {
                return Err(clash());
            }
            rule.last_move |= matches!(v, "Parrain" | "ContraParrain");
            if v == "ContraParrain" && std::mem::replace(&mut mirror, true) {
                return Err(clash());
            }
            if rebirth.replace(sq).is_some() || (sq == Rebirth::Rank && (mirror || adapter != Adapter::None)) {
                return Err(clash());
            }
            continue;
        }
        let ok = match v {
            // Popeye's defaults: kings are not reborn, a man whose rebirth
            // square is occupied vanishes.
            "RexExclusive" => true,
            // The last word for an occupied square wins, as in Popeye.
            _ if occupied_word(v).is_some() => {
                rule.occupied = occupied_word(v).unwrap_or(rule.occupied);
                true
            }
            "Mirror" => !std::mem::replace(&mut mirror, true) && rebirth != Some(Rebirth::Rank),
            "Diametral" | "VerticalMirror" => {
                let free = adapter == Adapter::None && rebirth != Some(Rebirth::Rank);
                adapter = if v == "Diametral" {
                    Adapter::Diametral
                } else {
                    Adapter::VerticalMirror
                };
                free
            }
            "Clone" => set_walk(&mut rule, RebornWalk::Clone),
            "Chameleon" => set_walk(&mut rule, RebornWalk::Map(walk_map(rules, CHAMELEON))),
            "Einstein" => set_walk(&mut rule, RebornWalk::Map(walk_map(rules, EINSTEIN_DOWN))),
            "ReversalEinstein" => set_walk(&mut rule, RebornWalk::Map(walk_map(rules, EINSTEIN_UP))),
            "Turncoats" => {
                rule.turncoats = true;
                true
            }
            "Couscous" => {
                rule.couscous = true;
                true
            }
            _ => return Err(format!("not supported: {} {v}", spec.name)),
        };
        if !ok {
            return Err(clash());
        }
    }
    // A chosen square beside Parrain's wait, a turncoat's test of its
    // cage, or adapters of a square not ruled: not read yet.
    if let Some(choice) = rule.choice {
        let word = match choice {
            Choice::Super => "Super",
            Choice::Cage => "Cage",
            Choice::TakeMake => "Take&Make",
        };
        if rule.last_move || rule.turncoats || mirror || adapter != Adapter::None || waits_under(&rule) {
            return Err(format!(
                "not supported: {} {word} with the variants given beside it",
                spec.name
            ));
        }
    }
    // Parrain's man and one under a square would share the waiting list.
    if rule.last_move && waits_under(&rule) {
        return Err(format!(
            "not supported: {} Parrain with Volcanic or Parachute",
            spec.name
        ));
    }
    // Strict beside Parrain would forbid the moves that bring the man
    // back onto a taken square, castling too: not read yet.
    if rule.last_move && rule.occupied == Occupied::Strict {
        return Err(format!("not supported: {} Parrain with Strict", spec.name));
    }
    let squares =
        RebirthSquares::new(spec.name, rebirth.unwrap_or(Rebirth::Classic), mirror, rules)?.with_adapter(adapter);
    Ok(Arc::new(Circe::new(spec.name, squares, rule)))
}

/// What a variant word says of an occupied rebirth square (Circe and
/// AntiCirce read the same words).
fn occupied_word(v: &str) -> Option<Occupied> {
    match v {
        "Relaxed" => Some(Occupied::Vanish),
        "Strict" => Some(Occupied::Strict),
        "Volcanic" => Some(Occupied::Volcanic),
        "Parachute" => Some(Occupied::Parachute),
        _ => None,
    }
}

/// Does a man wait under a square (Volcanic, Parachute)?
fn waits_under(rule: &CirceRule) -> bool {
    matches!(rule.occupied, Occupied::Volcanic | Occupied::Parachute)
}

/// The rebirth square rule a variant word of Circe and AntiCirce names.
fn square_rule(v: &str) -> Option<Rebirth> {
    Some(match v {
        "File" => Rebirth::File,
        "HorizontalSymmetry" => Rebirth::HorizontalSymmetry,
        "VerticalSymmetry" => Rebirth::VerticalSymmetry,
        "Symmetry" => Rebirth::Symmetry,
        "PWC" => Rebirth::Pwc,
        "Antipodes" => Rebirth::Antipodes,
        "Equipollents" => Rebirth::Equipollents,
        "CaptureSquare" => Rebirth::CaptureSquare,
        "Rank" => Rebirth::Rank,
        _ => return None,
    })
}

/// Popeye's default chameleon sequence: knight, bishop, rook, queen,
/// knight again.
const CHAMELEON: &[(&str, &str)] = &[
    ("knight", "bishop"),
    ("bishop", "rook"),
    ("rook", "queen"),
    ("queen", "knight"),
];

/// Einstein's step down: queen, rook, bishop, knight, pawn.
const EINSTEIN_DOWN: &[(&str, &str)] = &[
    ("queen", "rook"),
    ("rook", "bishop"),
    ("bishop", "knight"),
    ("knight", "pawn"),
];

/// Einstein's step up: pawn, knight, bishop, rook, queen.
const EINSTEIN_UP: &[(&str, &str)] = &[
    ("pawn", "knight"),
    ("knight", "bishop"),
    ("bishop", "rook"),
    ("rook", "queen"),
];

/// Per kind of the rules, the kind `steps` turns it into (itself where
/// none names it): the orthodox pieces by name.
fn walk_map(rules: &Rules, steps: &[(&str, &str)]) -> Vec<crate::piece::Kind> {
    (0..rules.kind_count() as u8)
        .map(crate::piece::Kind)
        .map(|k| {
            let name = &rules.piece_type(k).name;
            steps
                .iter()
                .find(|(from, _)| from == name)
                .and_then(|(_, to)| kind_named(rules, to))
                .unwrap_or(k)
        })
        .collect()
}

/// Reads a variant word that changes the rebirth square of the Circe
/// rebirth rules (`Mirror`, and `File` or `HorizontalSymmetry` over the
/// classic squares); false for any other word.
fn rebirth_word(v: &str, rebirth: &mut Rebirth, mirror: &mut bool) -> bool {
    match v {
        "Mirror" => *mirror = true,
        "File" if *rebirth == Rebirth::Classic => *rebirth = Rebirth::File,
        "HorizontalSymmetry" if *rebirth == Rebirth::Classic => *rebirth = Rebirth::HorizontalSymmetry,
        _ => return false,
    }
    true
}

/// AntiCirce and its one-word relatives: the rebirth rule as Circe's
/// (a rule for the square, one adapter, or a square the capturer
/// chooses), Calvet or Cheylan, Strict or Relaxed, the kings included
/// unless `RexExclusive`.
fn anticirce(spec: &ConditionSpec, rules: &Rules) -> Result<Arc<dyn Condition>, String> {
    let implied: &[&str] = match spec.name {
        "MirrorAntiCirce" => &["Mirror"],
        "FileAntiCirce" => &["File"],
        "MirrorFileAntiCirce" => &["File", "Mirror"],
        "AntiSuperCirce" => &["Super"],
        "SymmetryAntiCirce" => &["Symmetry"],
        _ => &[],
    };
    let (mut rebirth, mut mirror, mut adapter, mut choice) = (None, false, Adapter::None, None);
    let (mut cheylan, mut rex, mut occupied) = (false, true, Occupied::Strict);
    for &v in implied.iter().chain(&spec.variants) {
        let clash = || format!("not supported: {} {v} with another variant of its sort", spec.name);
        if let Some(sq) = square_rule(v) {
            if choice.is_some() || rebirth.replace(sq).is_some() {
                return Err(clash());
            }
            continue;
        }
        match v {
            // Popeye's defaults: Strict (an occupied rebirth square
            // forbids the capture), Calvet.
            "Calvet" => {}
            // The last word for an occupied square wins, as in Popeye.
            _ if occupied_word(v).is_some() => occupied = occupied_word(v).unwrap_or(occupied),
            "Cheylan" => cheylan = true,
            "RexInclusive" => rex = true,
            "RexExclusive" => rex = false,
            "Mirror" => mirror = true,
            "Diametral" | "VerticalMirror" if adapter == Adapter::None => {
                adapter = if v == "Diametral" {
                    Adapter::Diametral
                } else {
                    Adapter::VerticalMirror
                };
            }
            "Super" if choice.is_none() && rebirth.is_none() => choice = Some(Choice::Super),
            // (Cage: the test of a check would play the king's capture
            // with its cages; not built.)
            "Super" | "Diametral" | "VerticalMirror" => return Err(clash()),
            _ => return Err(format!("not supported: {} {v}", spec.name)),
        }
    }
    let rebirth = rebirth.unwrap_or(Rebirth::Classic);
    if rebirth == Rebirth::Rank && (mirror || adapter != Adapter::None) {
        return Err(format!(
            "not supported: {} Rank with another variant of its sort",
            spec.name
        ));
    }
    let under = matches!(occupied, Occupied::Volcanic | Occupied::Parachute);
    if choice.is_some() && (mirror || adapter != Adapter::None || under) {
        return Err(format!(
            "not supported: {} with a chosen square and a rule for it",
            spec.name
        ));
    }
    let squares = RebirthSquares::new(spec.name, rebirth, mirror, rules)?.with_adapter(adapter);
    Ok(Arc::new(
        AntiCirce::new(spec.name, squares, cheylan, rex).with_rule(occupied, choice),
    ))
}

/// MarsCirce: Circe's rebirth squares (mirrored with `Mirror`), the
/// kings included unless `RexExclusive`.
fn marscirce(spec: &ConditionSpec, rules: &Rules) -> Result<Arc<dyn Condition>, String> {
    let (mut mirror, mut rex) = (false, true);
    for &v in &spec.variants {
        match v {
            // Popeye's default (and only) rule for an occupied square.
            "Strict" => {}
            "RexInclusive" => rex = true,
            "RexExclusive" => rex = false,
            "Mirror" => mirror = true,
            // File and the other rules that read the capture square are
            // not built: Popeye reads for them a capture square that a
            // capture from the rebirth square does not have yet.
            _ => return Err(format!("not supported: {} {v}", spec.name)),
        }
    }
    let squares = RebirthSquares::new(spec.name, Rebirth::Classic, mirror, rules)?;
    Ok(Arc::new(MarsCirce::new(squares, rex)))
}

/// The kind of this roster name, if the rules have it.
fn kind_named(rules: &Rules, name: &str) -> Option<crate::piece::Kind> {
    (0..rules.kind_count() as u8)
        .map(crate::piece::Kind)
        .find(|&k| rules.piece_type(k).name == name)
}

/// Per kind, the form a condition turns a man of it into: `fixed`'s
/// kind where it names one, else the form named `word` + its piece; a
/// man of another form has none yet and is refused.
fn forms_by_kind(
    spec: &ConditionSpec,
    rules: &Rules,
    word: &str,
    fixed: impl Fn(crate::piece::Kind) -> Option<crate::piece::Kind>,
) -> Result<Vec<crate::piece::Kind>, String> {
    (0..rules.kind_count() as u8)
        .map(crate::piece::Kind)
        .map(|k| {
            let t = rules.piece_type(k);
            fixed(k)
                .or_else(|| {
                    let formed = crate::piece::FORM_WORDS.iter().any(|w| t.name.starts_with(w));
                    (!formed)
                        .then(|| kind_named(rules, &format!("{word}{}", t.name)))
                        .flatten()
                })
                .ok_or_else(|| format!("not supported: {} with a {}", spec.name, t.name))
        })
        .collect()
}

/// The attribute of the form a condition turns men into, and the pieces
/// it never turns (GhostChess's uncapturable ghosts, KobulKings' royal
/// kings); `problem` adds these forms to the rules.
pub fn form_attribute(id: &str) -> Option<(crate::input::Attributes, &'static [&'static str])> {
    match id {
        "GhostChess" => Some((crate::input::Attributes::UNCAPTURABLE, &["King"])),
        "KobulKings" => Some((crate::input::Attributes::ROYAL, &["King", "Pawn"])),
        _ => None,
    }
}

/// Does the condition keep ghosts (GhostChess, HauntedChess)? Its caption
/// names Uncapturable, and a diagram may send a man to the underworld.
pub fn keeps_ghosts(id: &str) -> bool {
    matches!(id, "GhostChess" | "HauntedChess")
}

/// GhostChess and HauntedChess. A GhostChess ghost takes the
/// uncapturable form of its piece (`problem` adds one for every piece
/// the problem uses); a man of another form has none yet and is refused.
fn ghosts(spec: &ConditionSpec, rules: &Rules) -> Result<Arc<dyn Condition>, String> {
    let haunted = spec.name == "HauntedChess";
    let uncapturable = if haunted {
        Vec::new()
    } else {
        let word = crate::piece::FORM_WORDS[3];
        forms_by_kind(spec, rules, word, |k| {
            (rules.piece_type(k).name.starts_with(word) || rules.is_royal(k)).then_some(k)
        })?
    };
    Ok(Arc::new(Ghosts { haunted, uncapturable }))
}

/// KobulKings: the royal form of each kind's walk, the king's for a pawn
/// (`problem` adds a royal form of every piece the problem uses); a man
/// of another form has none yet and is refused.
fn kobul(spec: &ConditionSpec, rules: &Rules) -> Result<Arc<dyn Condition>, String> {
    let king = (0..rules.kind_count() as u8)
        .map(crate::piece::Kind)
        .find(|&k| rules.piece_type(k).walk_name() == "king" && rules.is_royal(k))
        .ok_or_else(|| format!("not supported: {} without a king", spec.name))?;
    // Any pawn, a Berolina pawn too, as Popeye's `is_pawn`.
    let royal_form = forms_by_kind(spec, rules, crate::piece::FORM_WORDS[0], |k| {
        if rules.is_pawn(k) {
            Some(king)
        } else {
            rules.is_royal(k).then_some(k)
        }
    })?;
    Ok(Arc::new(Kobul { royal_form }))
}

/// Sentinelles with its own or the other side's pawns; the bounds, the
/// neutral and Berolina pawns and ParaSentinelles are refused by name.
fn sentinelles(spec: &ConditionSpec, rules: &Rules) -> Result<Arc<dyn Condition>, String> {
    let mut adverse = false;
    for &v in &spec.variants {
        match v {
            "PionPropre" => adverse = false,
            "PionAdvers" => adverse = true,
            _ => return Err(format!("not supported: {} {v}", spec.name)),
        }
    }
    let pawn = (0..rules.kind_count() as u8)
        .map(crate::piece::Kind)
        .find(|&k| rules.is_pawn(k) && rules.piece_type(k).walk_name() == "pawn")
        .ok_or_else(|| format!("not supported: {} without a pawn in the rules", spec.name))?;
    Ok(Arc::new(Sentinelles { adverse, pawn }))
}

/// Immun chess and its one-word relatives: the rebirth rule from the
/// name and Circe's variant words; the variants not built yet are
/// refused by name.
fn immun(spec: &ConditionSpec, rules: &Rules) -> Result<Arc<dyn Condition>, String> {
    let (mut rebirth, mut mirror) = match spec.name {
        "MirrorImmunChess" => (Rebirth::Classic, true),
        "FileImmunChess" => (Rebirth::File, false),
        "MirrorFileImmunChess" => (Rebirth::File, true),
        "ImmuneHorizontalSymmetry" => (Rebirth::HorizontalSymmetry, false),
        _ => (Rebirth::Classic, false),
    };
    let mut rex = false;
    for &v in &spec.variants {
        match v {
            // Popeye's defaults for Immun: kings are not immune, an
            // occupied rebirth square forbids the capture.
            "RexExclusive" | "Strict" => {}
            "RexInclusive" => rex = true,
            _ if rebirth_word(v, &mut rebirth, &mut mirror) => {}
            _ => return Err(format!("not supported: {} {v}", spec.name)),
        }
    }
    let squares = RebirthSquares::new(spec.name, rebirth, mirror, rules)?;
    Ok(Arc::new(Immun::new(squares, rex)))
}

/// The conditions that change who observes what, or with which walk: a
/// condition that reads observation itself (Patrol's support, Eiffel's
/// paralysis, Immun's rebirth squares) is not combined with them yet.
const OBSERVATION_CHANGERS: &[&str] = &[
    "AnnanChess",
    "Bicolores",
    "EiffelChess",
    "FunctionaryChess",
    "GridChess",
    "Isardam",
    "KoeKo",
    "Lortap",
    "Madrasi",
    "MarsCirce",
    "Patrouille",
    "SingleBox",
    "SuperGuards",
    "Take&MakeChess",
    "UltraPatrol",
    "Wormholes",
    "ImmunChess",
    "MirrorImmunChess",
    "FileImmunChess",
    "MirrorFileImmunChess",
    "ImmuneHorizontalSymmetry",
];

/// Immun chess under its names.
const IMMUNS: &[&str] = &[
    "ImmunChess",
    "MirrorImmunChess",
    "FileImmunChess",
    "MirrorFileImmunChess",
    "ImmuneHorizontalSymmetry",
];

/// A condition that reads observation itself, not combined yet with
/// those that change it.
const fn observing(id: &'static str, build: Build, excludes: &'static [&'static str]) -> Entry {
    Entry {
        id,
        variants: &[],
        one_of: &[],
        build,
        excludes,
        not_yet_with: OBSERVATION_CHANGERS,
        caption_gap: " ",
    }
}

/// An edge mover: its observation's geometry would bind the observation
/// that paralyses or supports (Popeye checks that geometry there too),
/// which those conditions do not read yet.
const fn edge_mover(id: &'static str, build: Build) -> Entry {
    Entry {
        id,
        variants: &[],
        one_of: &[],
        build,
        excludes: &[],
        not_yet_with: &[
            "Madrasi",
            "Isardam",
            "EiffelChess",
            "Patrouille",
            "UltraPatrol",
            "Lortap",
            "SuperGuards",
            "Bicolores",
        ],
        caption_gap: " ",
    }
}

/// GhostChess or HauntedChess, checked alone: where the ghost comes back
/// beside the other conditions' effects is not read yet.
const fn ghosts_entry(id: &'static str) -> Entry {
    Entry {
        id,
        variants: &[],
        one_of: &[],
        build: ghosts,
        excludes: &[],
        not_yet_with: &["*"],
        caption_gap: " ",
    }
}

const fn immun_word(id: &'static str) -> Entry {
    Entry {
        id,
        variants: CIRCE_VARIANTS,
        one_of: &[],
        build: immun,
        excludes: &[],
        // Nor with a second rebirth rule (`not_yet_together`).
        not_yet_with: OBSERVATION_CHANGERS,
        caption_gap: " ",
    }
}

/// What MarsCirce is not combined with yet: the conditions that change
/// observation, moves or their squares in ways its captures from the
/// rebirth square would have to meet (the Circes name it in `CIRCES`).
const MARS_NOT_YET: &[&str] = &[
    "Take&MakeChess",
    "Isardam",
    "Madrasi",
    "KoeKo",
    "GridChess",
    "AndernachChess",
    "AntiAndernachChess",
    "SingleBox",
    "WhiteMaximummer",
    "WhiteMinimummer",
    "WhiteMustCapture",
    "BlackMaximummer",
    "BlackMinimummer",
    "BlackMustCapture",
];

const WHITE_MUMMERS: &[&str] = &["WhiteMaximummer", "WhiteMinimummer", "WhiteMustCapture"];
const BLACK_MUMMERS: &[&str] = &["BlackMaximummer", "BlackMinimummer", "BlackMustCapture"];

const fn plain(id: &'static str, build: Build, excludes: &'static [&'static str]) -> Entry {
    Entry {
        id,
        variants: &[],
        one_of: &[],
        build,
        excludes,
        not_yet_with: &[],
        caption_gap: " ",
    }
}

/// A mummer: Popeye's strictness words `Exact` and `Ultra` are read after
/// it (and refused: not built yet).
const fn mummer_entry(id: &'static str, excludes: &'static [&'static str]) -> Entry {
    Entry {
        id,
        variants: &["exact", "ultra"],
        one_of: &[],
        build: mummer,
        excludes,
        not_yet_with: &[],
        caption_gap: " ",
    }
}

const fn anticirce_word(id: &'static str) -> Entry {
    Entry {
        id,
        variants: CIRCE_VARIANTS,
        one_of: &[],
        build: anticirce,
        excludes: &[],
        not_yet_with: CIRCES,
        caption_gap: " ",
    }
}

const fn circe_word(id: &'static str) -> Entry {
    Entry {
        id,
        variants: REX_VARIANTS,
        one_of: &[],
        build: circe,
        excludes: &[],
        not_yet_with: CIRCES,
        caption_gap: " ",
    }
}

/// Every condition mansuba solves.
pub static REGISTRY: &[Entry] = &[
    Entry {
        id: "SingleBox",
        variants: &["Type1", "Type2", "Type3", "UnlikeBishops"],
        one_of: &["Type1", "Type2", "Type3"],
        build: singlebox,
        excludes: &[],
        not_yet_with: &[],
        caption_gap: "    ",
    },
    plain("ChecklessChess", checkless, &[]),
    Entry {
        id: "Take&MakeChess",
        variants: &["Absolute"],
        one_of: &[],
        build: take_make,
        excludes: &[],
        not_yet_with: &[],
        caption_gap: " ",
    },
    plain("Make&TakeChess", make_take, &[]),
    plain("SAT", sat, &[]),
    plain("StrictSAT", sat, &[]),
    plain("BGL", bgl, &[]),
    plain("Disparate", disparate, &[]),
    Entry {
        id: "Isardam",
        variants: &["TypeA", "TypeB", "RexInclusive"],
        one_of: &[],
        build: isardam,
        // Popeye refuses two of its paralysing conditions together
        // ("Isardam and Madrasi/Eiffel not allowed").
        excludes: &["Madrasi", "EiffelChess"],
        not_yet_with: &[],
        caption_gap: " ",
    },
    Entry {
        id: "KoeKo",
        variants: &["Neighbour"],
        one_of: &[],
        build: koeko,
        excludes: &[],
        not_yet_with: &[],
        caption_gap: " ",
    },
    Entry {
        id: "GridChess",
        variants: &[
            "VerticalShift",
            "HorizontalShift",
            "DiagonalShift",
            "Orthogonal",
            "Irregular",
            "GridLine",
        ],
        one_of: &[],
        build: grid,
        excludes: &[],
        not_yet_with: &[],
        caption_gap: " ",
    },
    plain("HaanerChess", haaner, &[]),
    Entry {
        id: "MarsCirce",
        variants: CIRCE_VARIANTS,
        one_of: &[],
        build: marscirce,
        excludes: &[],
        not_yet_with: MARS_NOT_YET,
        caption_gap: " ",
    },
    plain("AndernachChess", andernach, &[]),
    plain("NoCapture", nocapture, &[]),
    Entry {
        id: "FunctionaryChess",
        variants: &[],
        one_of: &[],
        build: |_, _| {
            Ok(Arc::new(Functionary {
                id: "FunctionaryChess",
                kinds: u64::MAX,
            }))
        },
        excludes: &[],
        // Whether an enemy observes a functionary is read from the walks
        // and squares the men have, not yet from these conditions'.
        not_yet_with: &["MarsCirce", "AnnanChess"],
        caption_gap: " ",
    },
    plain(
        "Masand",
        |_, _| Ok(Arc::new(Masand { generalised: false })),
        &["MasandGeneralised"],
    ),
    plain(
        "MasandGeneralised",
        |_, _| Ok(Arc::new(Masand { generalised: true })),
        &["Masand"],
    ),
    plain("NoWhiteCapture", nocapture, &[]),
    plain("NoBlackCapture", nocapture, &[]),
    plain("AntiAndernachChess", antiandernach, &[]),
    Entry {
        id: "AnnanChess",
        variants: &["TypeA", "TypeB", "TypeC", "TypeD"],
        // Type A where none is given, as in Popeye.
        one_of: &[],
        build: annan,
        excludes: &[],
        // Each of these reads men by their own walks still.
        not_yet_with: &[
            "MarsCirce",
            "SingleBox",
            "Take&MakeChess",
            "KoeKo",
            "AndernachChess",
            "AntiAndernachChess",
        ],
        caption_gap: "    ",
    },
    Entry {
        id: "Madrasi",
        variants: &["RexInclusive"],
        one_of: &[],
        build: madrasi,
        excludes: &["Isardam", "EiffelChess"],
        not_yet_with: &[],
        caption_gap: " ",
    },
    Entry {
        id: "Circe",
        variants: CIRCE_VARIANTS,
        one_of: &[],
        build: circe,
        excludes: &[],
        not_yet_with: CIRCES,
        caption_gap: " ",
    },
    circe_word("MirrorCirce"),
    circe_word("FileCirce"),
    circe_word("MirrorFileCirce"),
    circe_word("HorizontalSymmetryCirce"),
    circe_word("VerticalSymmetryCirce"),
    circe_word("SymmetryCirce"),
    circe_word("PWC"),
    circe_word("AntipodeanCirce"),
    circe_word("EquipollentsCirce"),
    circe_word("DiametralCirce"),
    circe_word("VerticalMirrorCirce"),
    circe_word("RankCirce"),
    circe_word("CirceClone"),
    circe_word("MirrorCirceClone"),
    circe_word("ChameleonCirce"),
    circe_word("CouscousCirce"),
    circe_word("MirrorCouscousCirce"),
    circe_word("CirceTurncoats"),
    circe_word("CirceDoubleAgents"),
    circe_word("ParrainCirce"),
    circe_word("ContraParrain"),
    circe_word("SuperCirce"),
    circe_word("CageCirce"),
    circe_word("CirceTake&Make"),
    anticirce_word("AntiCirce"),
    anticirce_word("MirrorAntiCirce"),
    anticirce_word("FileAntiCirce"),
    anticirce_word("MirrorFileAntiCirce"),
    anticirce_word("AntiSuperCirce"),
    anticirce_word("SymmetryAntiCirce"),
    Entry {
        id: "Breton",
        variants: &["Adverse", "Chromatic", "PY"],
        one_of: &[],
        build: breton,
        excludes: &[],
        // Checked alone: which men a capture may choose depends on where
        // the other conditions' effects leave them.
        not_yet_with: &["*"],
        caption_gap: " ",
    },
    plain("Hole", hole, &[]),
    Entry {
        id: "DangerCirce",
        variants: &[],
        one_of: &[],
        build: danger_circe,
        excludes: &[],
        // Checked alone: whether a man is in danger reads every other
        // condition's observation.
        not_yet_with: &["*"],
        caption_gap: " ",
    },
    Entry {
        id: "Wormholes",
        variants: &[],
        one_of: &[],
        build: wormholes,
        excludes: &[],
        // Checked alone: where a man arrives decides the others' effects.
        not_yet_with: &["*"],
        caption_gap: " ",
    },
    Entry {
        id: "MagicSquares",
        variants: &["Type1", "Type2"],
        one_of: &[],
        build: magic_squares,
        excludes: &[],
        not_yet_with: &[],
        caption_gap: " ",
    },
    observing("Patrouille", |_, _| Ok(Arc::new(Patrol { ultra: false })), &[]),
    observing("UltraPatrol", |_, _| Ok(Arc::new(Patrol { ultra: true })), &[]),
    observing("Lortap", |_, _| Ok(Arc::new(Lortap)), &[]),
    observing("SuperGuards", |_, _| Ok(Arc::new(SuperGuards)), &[]),
    // Popeye refuses two paralysing conditions together.
    observing(
        "EiffelChess",
        |_, rules| Ok(Arc::new(Eiffel::new(rules))),
        &["Madrasi", "Isardam"],
    ),
    Entry {
        id: "Bicolores",
        variants: &[],
        one_of: &[],
        build: |_, _| Ok(Arc::new(Bicolores)),
        excludes: &[],
        // Checked alone: every observation a condition reads would be
        // tried for both sides.
        not_yet_with: &["*"],
        caption_gap: " ",
    },
    edge_mover("WhiteEdgeMover", |_, _| Ok(Arc::new(EdgeMover { side: Color::White }))),
    edge_mover("BlackEdgeMover", |_, _| Ok(Arc::new(EdgeMover { side: Color::Black }))),
    Entry {
        id: "MessignyChess",
        variants: &["RexInclusive", "RexExclusive"],
        one_of: &[],
        build: |spec, _| {
            Ok(Arc::new(Messigny {
                rex_inclusive: !spec.variants.contains(&"RexExclusive"),
            }))
        },
        excludes: &[],
        // Checked alone: which men are of a kind, and what an exchange
        // does beside another condition's effects, is not read yet.
        not_yet_with: &["*"],
        caption_gap: " ",
    },
    Entry {
        id: "CASTChess",
        variants: &["Inverse"],
        one_of: &[],
        build: |spec, _| {
            Ok(Arc::new(Cast {
                inverse: spec.variants.contains(&"Inverse"),
            }))
        },
        excludes: &[],
        // Checked alone: the captures counted are the walks' own.
        not_yet_with: &["*"],
        caption_gap: " ",
    },
    Entry {
        id: "LeseMajeste",
        variants: &[],
        one_of: &[],
        build: |_, _| Ok(Arc::new(LeseMajeste)),
        excludes: &[],
        // Checked alone: the conditions that change what checks are not
        // read beside it yet.
        not_yet_with: &["*"],
        caption_gap: " ",
    },
    Entry {
        id: "KobulKings",
        variants: &[],
        one_of: &[],
        build: kobul,
        excludes: &[],
        // Checked alone: where the king changes beside the other
        // conditions' effects is not read yet.
        not_yet_with: &["*"],
        caption_gap: " ",
    },
    ghosts_entry("GhostChess"),
    ghosts_entry("HauntedChess"),
    Entry {
        id: "Sentinelles",
        variants: &[
            "PionPropre",
            "PionAdvers",
            "PionNeutre",
            "MaximumBlack",
            "MaximumWhite",
            "MaximumTotal",
            "ParaSentinelles",
            "Berolina",
        ],
        one_of: &[],
        build: sentinelles,
        excludes: &[],
        // Checked alone: where the pawn appears beside the other
        // conditions' effects is not read yet.
        not_yet_with: &["*"],
        caption_gap: "  ",
    },
    immun_word("ImmunChess"),
    immun_word("MirrorImmunChess"),
    immun_word("FileImmunChess"),
    immun_word("MirrorFileImmunChess"),
    immun_word("ImmuneHorizontalSymmetry"),
    mummer_entry("BlackMaximummer", BLACK_MUMMERS),
    mummer_entry("WhiteMaximummer", WHITE_MUMMERS),
    mummer_entry("BlackMinimummer", BLACK_MUMMERS),
    mummer_entry("WhiteMinimummer", WHITE_MUMMERS),
    mummer_entry("BlackMustCapture", BLACK_MUMMERS),
    mummer_entry("WhiteMustCapture", WHITE_MUMMERS),
];

/// The entry of a condition, if mansuba knows it.
pub fn find(id: &str) -> Option<&'static Entry> {
    REGISTRY.iter().find(|e| e.id == id)
}
