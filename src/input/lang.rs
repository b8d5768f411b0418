//! The three input languages and keyword look-up by unique prefix.

use super::vocab::Word;

/// An input (and output) language, chosen by a problem's first word.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Language {
    /// `BeginProblem`
    English,
    /// `DebutProbleme`
    French,
    /// `AnfangProblem`
    German,
}

impl Language {
    /// All three, in the order tried for a problem's first word.
    pub const ALL: [Language; 3] = [Language::English, Language::French, Language::German];

    /// A word's spelling in this language.
    pub fn spelling(self, w: &Word) -> &'static str {
        match self {
            Language::English => w.en,
            Language::French => w.fr,
            Language::German => w.de,
        }
    }
}

/// Why a word was not found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LookupError {
    /// No entry starts with it.
    Unknown,
    /// Several entries start with it; their spellings.
    Ambiguous(Vec<&'static str>),
}

/// Finds `token` in `table` for `lang`: case-insensitive, an exact match
/// wins, otherwise the one entry it is a prefix of.
pub fn lookup(table: &'static [Word], lang: Language, token: &str) -> Result<&'static Word, LookupError> {
    let t = token.to_lowercase();
    if t.is_empty() {
        return Err(LookupError::Unknown);
    }
    let spelled = |w: &&'static Word| lang.spelling(w).to_lowercase();
    if let Some(w) = table.iter().find(|w| !lang.spelling(w).is_empty() && spelled(w) == t) {
        return Ok(w);
    }
    let hits: Vec<&'static Word> = table
        .iter()
        .filter(|w| !lang.spelling(w).is_empty() && spelled(w).starts_with(&t))
        .collect();
    match hits.as_slice() {
        [] => Err(LookupError::Unknown),
        [one] => Ok(one),
        many => {
            let mut names: Vec<&'static str> = many.iter().map(|w| lang.spelling(w)).collect();
            names.dedup();
            if names.len() == 1 {
                Ok(many[0])
            } else {
                Err(LookupError::Ambiguous(names))
            }
        }
    }
}
