//! The conditions mansuba knows, found by Popeye's English name (the
//! vocabulary's id): which variant words each takes and how it is built.
//! The parser reads the variants from here and `problem` builds the
//! conditions through it; a name not listed is "not supported".

use std::sync::Arc;

use super::{Checkless, Condition, Madrasi, Mummer, SingleBox, SingleBoxType};
use crate::input::ConditionSpec;
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
    /// What Popeye writes between the name and each variant in the
    /// caption (`SingleBox    Type1`, `Madrasi RexInclusive`).
    pub caption_gap: &'static str,
}

fn mummer(spec: &ConditionSpec, _: &Rules) -> Result<Arc<dyn Condition>, String> {
    Ok(Arc::new(Mummer::from_id(spec.name).expect("a mummer's id")))
}

fn checkless(_: &ConditionSpec, _: &Rules) -> Result<Arc<dyn Condition>, String> {
    Ok(Arc::new(Checkless))
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

const WHITE_MUMMERS: &[&str] = &["WhiteMaximummer", "WhiteMinimummer", "WhiteMustCapture"];
const BLACK_MUMMERS: &[&str] = &["BlackMaximummer", "BlackMinimummer", "BlackMustCapture"];

const fn plain(id: &'static str, build: Build, excludes: &'static [&'static str]) -> Entry {
    Entry {
        id,
        variants: &[],
        one_of: &[],
        build,
        excludes,
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
        caption_gap: "    ",
    },
    plain("ChecklessChess", checkless, &[]),
    Entry {
        id: "Madrasi",
        variants: &["RexInclusive"],
        one_of: &[],
        build: madrasi,
        excludes: &[],
        caption_gap: " ",
    },
    plain("BlackMaximummer", mummer, BLACK_MUMMERS),
    plain("WhiteMaximummer", mummer, WHITE_MUMMERS),
    plain("BlackMinimummer", mummer, BLACK_MUMMERS),
    plain("WhiteMinimummer", mummer, WHITE_MUMMERS),
    plain("BlackMustCapture", mummer, BLACK_MUMMERS),
    plain("WhiteMustCapture", mummer, WHITE_MUMMERS),
];

/// The entry of a condition, if mansuba knows it.
pub fn find(id: &str) -> Option<&'static Entry> {
    REGISTRY.iter().find(|e| e.id == id)
}
