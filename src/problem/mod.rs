//! From a problem as written ([`ProblemSpec`]) to a problem that can be
//! solved ([`Problem`]): the rule set with the problem's fairy pieces, the
//! diagram checked against the board, the stipulation as Popeye reads it
//! (options such as WhiteToPlay applied), and every twin worked out.

mod setup;
mod twin;

pub use setup::{Man, Setup, is_royal_walk};
pub use twin::{Twin, color_letter, neutral_letter, side_letter};

use std::sync::Arc;

use crate::input::{Attributes, ConditionSpec, Diagnostic, Language, OptionSpec, ProblemSpec, Span, Texts, vocab};
use crate::piece::{Color, Kind, Piece, PieceType, catalogue};
use crate::position::Position;
use crate::rules::{self, Rules};
use crate::stipulation::{Play, Stipulation};

/// A problem ready to be solved or printed.
#[derive(Clone, Debug)]
pub struct Problem {
    /// Language of input and output.
    pub language: Language,
    /// Header texts.
    pub texts: Texts,
    /// Rules, fairy pieces of the problem included.
    pub rules: Arc<Rules>,
    /// Popeye piece name of each kind of `rules`, by kind index.
    pub piece_names: Vec<&'static str>,
    /// The attributes of each kind, by kind index: a kind with attributes
    /// is a form of the piece `piece_names` names (`PieceType::form`).
    pub kind_attrs: Vec<Attributes>,
    /// The diagram.
    pub setup: Setup,
    /// `a=>b`: the position play starts from (the diagram is the target).
    pub atob_start: Option<Setup>,
    /// The stipulation as solved (after WhiteToPlay).
    pub stipulation: Stipulation,
    /// Conditions.
    pub conditions: Vec<ConditionSpec>,
    /// Options.
    pub options: Vec<OptionSpec>,
    /// Lines Popeye prints before the header ("... not applicable - ignored").
    pub notices: Vec<String>,
    /// `zeroposition`: the diagram itself is not solved.
    pub zero_position: bool,
    /// Twins, in order; empty when the problem has none.
    pub twins: Vec<Twin>,
    /// Some man of the diagram or a twin is neutral.
    pub neutrals: bool,
    /// How help and series play are searched: a setting of mansuba's, not
    /// of the problem language.
    pub search: Search,
}

/// How help and series play are searched.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Search {
    /// Intelligent mode where it applies (docs/INTELLIGENT.md), else the
    /// plain search.
    #[default]
    Auto,
    /// The plain search only: slower, the same solutions (to cross-check).
    Plain,
}

impl Problem {
    /// Builds a position of this problem's rules from a setup. White to
    /// move; castling rights where king and rook stand on their squares
    /// (Popeye's convention), unless option NoCastling says otherwise.
    pub fn position(&self, setup: &Setup) -> Position {
        let mut pos = Position::empty(self.rules.clone());
        let g = self.rules.geometry();
        for &(sq, man) in setup.ghosts() {
            let kind = self.kind_of_man(man).expect("validated piece");
            let square = g.parse_square(&sq.to_string()).expect("validated square");
            pos.bury(square, Piece::new(man.color, kind));
        }
        for (sq, man) in setup.iter() {
            let kind = self.kind_of_man(man).expect("validated piece");
            let square = g.parse_square(&sq.to_string()).expect("validated square");
            pos.put(
                square,
                if man.neutral() {
                    Piece::neutral(kind)
                } else {
                    Piece::new(man.color, kind)
                },
            );
        }
        // Holes (condition Hole) are off the board from the start.
        for sq in self.rules.conditions().holes() {
            pos.make_hole(sq);
        }
        // Popeye's flags: a king on its square, a castling's rook on its
        // square; a right where both stand.
        let mut flags = 0u16;
        for (i, c) in self.rules.set().castling.iter().enumerate() {
            for color in Color::ALL {
                // A king or rook with attributes (a half-neutral king)
                // castles as the piece it is a form of; a neutral one for
                // the side whose square it stands on (REGRESSIONS
                // 4_69_to_4_71 #5: 0-0 with a neutral rook).
                let on = |file: u8, want: Option<Kind>| {
                    self.rules
                        .home_square(color, file)
                        .and_then(|s| pos.piece_at(s))
                        .is_some_and(|p| {
                            p.belongs_to(color)
                                && want.is_some_and(|w| {
                                    self.piece_names[p.kind().0 as usize] == self.piece_names[w.0 as usize]
                                })
                        })
                };
                if on(c.king_from, self.kind_of("King")) {
                    flags |= 1 << color.index();
                }
                if on(c.rook_from, self.rules.castling_partner()) {
                    flags |= (Rules::castling_bit(i, color) as u16) << 8;
                }
            }
        }
        let mut rights = 0;
        for (i, _) in self.rules.set().castling.iter().enumerate() {
            for color in Color::ALL {
                let bit = Rules::castling_bit(i, color);
                if flags & (1 << color.index()) != 0 && (flags >> 8) as u8 & bit != 0 {
                    rights |= bit;
                }
            }
        }
        pos.set_castling_rights(rights);
        pos.set_castle_flags(flags);
        for o in self.options.iter().filter(|o| o.name == "KingExchangeUsed") {
            for c in &o.args {
                pos.set_exchange_used(if c == "White" { Color::White } else { Color::Black }, true);
            }
        }
        // A condition's counters may start from the diagram (StrictSAT:
        // a king in check there).
        if let Some(c) = self.rules.conditions().diagram_counters(&pos) {
            pos.set_counters(c);
        }
        pos
    }

    /// The kind of a Popeye piece name in this problem's rules.
    pub fn kind_of(&self, popeye_name: &str) -> Option<Kind> {
        kind_named(&self.piece_names, &self.kind_attrs, popeye_name, Attributes::NONE)
    }

    /// The kind of a man of the diagram (a form for its attributes).
    pub fn kind_of_man(&self, man: Man) -> Option<Kind> {
        kind_named(&self.piece_names, &self.kind_attrs, man.name, man.attrs.of_form())
    }

    /// The attributes of a kind's men (written `rQ`, `cS`).
    pub fn attributes(&self, kind: Kind) -> Attributes {
        self.kind_attrs[kind.0 as usize]
    }

    /// Is this option given?
    pub fn has_option(&self, name: &str) -> bool {
        self.options.iter().any(|o| o.name == name)
    }

    /// The side that starts a proof game: White in `dia` and in direct
    /// series play; in `a=>b` (help play, `ser-h`) Black, White with
    /// option WhiteToPlay.
    pub fn proof_first(&self, s: &Stipulation) -> Color {
        let direct_series = s.series && s.play == Play::Direct;
        let black = s.goal == crate::stipulation::Goal::AToB && !direct_series;
        // In `a=>b` WhiteToPlay changes the colours (a parry series
        // ignores it).
        let swap = s.goal == crate::stipulation::Goal::AToB && !s.parry && self.has_option("WhiteToPlay");
        if black != swap { Color::Black } else { Color::White }
    }
}

/// The kind of a piece name with attributes.
fn kind_named(names: &[&'static str], kind_attrs: &[Attributes], name: &str, attrs: Attributes) -> Option<Kind> {
    (0..names.len())
        .find(|&i| names[i] == name && kind_attrs[i] == attrs)
        .map(|i| Kind(i as u8))
}

/// Checks a parsed problem and builds it. Every error is returned.
pub fn validate(spec: &ProblemSpec) -> Result<Problem, Vec<Diagnostic>> {
    let mut errors = Vec::new();
    let lang = spec.language;
    let rule_set = match &spec.rules {
        None => rules::orthodox(),
        Some((name, span)) => match rules::by_name(name) {
            Some(r) => r,
            None => {
                errors.push(if vocab::RULE_SETS.iter().any(|w| w.id == name) {
                    Diagnostic::new(*span, format!("not supported: rules {name}"))
                } else {
                    Diagnostic::new(*span, format!("unknown rule set `{name}`")).expected(rules::NAMES.join(", "))
                });
                rules::orthodox()
            }
        },
    };
    // Every man the problem uses, the diagram's and the twins'.
    let man = |p: &crate::input::PieceSpec| (Man::new(p.color, p.piece, p.attrs), p.span);
    let start = spec.atob_start.iter().flatten();
    let mut used: Vec<(Man, Span)> = spec.pieces.iter().chain(start).map(man).collect();
    for t in &spec.twins {
        for c in &t.changes {
            match c {
                crate::input::TwinChange::Add(ps) => used.extend(ps.iter().map(man)),
                crate::input::TwinChange::Substitute { from, to } => {
                    // A man substituted keeps its attributes.
                    let kept: Vec<Attributes> = (used.iter())
                        .filter(|(m, _)| m.name == *from && !m.attrs.is_empty())
                        .map(|(m, _)| m.attrs)
                        .collect();
                    used.push((Man::plain(Color::White, from), t.span));
                    used.push((Man::plain(Color::White, to), t.span));
                    for attrs in kept {
                        used.push((Man::new(Color::White, to, attrs), t.span));
                    }
                }
                _ => {}
            }
        }
    }
    // Conditions that turn a man into a form of its piece: GhostChess
    // brings each man taken back uncapturable, KobulKings gives a king
    // the walk of a man taken from its side, royal. Every piece the
    // problem uses, and the orthodox ones, gets the form.
    let twin_conditions = spec.twins.iter().flat_map(|t| &t.changes).flat_map(|c| match c {
        crate::input::TwinChange::Condition(conds) => conds.as_slice(),
        _ => &[],
    });
    let mut wanted: Vec<(Attributes, &[&str])> = Vec::new();
    for c in spec.conditions.iter().chain(twin_conditions) {
        if let Some(f) = crate::conditions::registry::form_attribute(c.name)
            && !wanted.contains(&f)
        {
            wanted.push(f);
        }
    }
    for (attr, not) in wanted {
        let orthodox = ["Queen", "Rook", "Bishop", "Knight", "Pawn"].map(|n| (Man::plain(Color::White, n), spec.span));
        let mut forms: Vec<(Man, Span)> = Vec::new();
        for &(m, span) in used.iter().chain(&orthodox) {
            let form = Man::new(m.color, m.name, m.attrs.with(attr));
            let pawn = attr == Attributes::ROYAL && catalogue::is_pawn(m.name);
            if !not.contains(&m.name)
                && !pawn
                && !forms.iter().any(|(f, _)| f.name == form.name && f.attrs == form.attrs)
            {
                forms.push((form, span));
            }
        }
        used.extend(forms);
    }
    let neutrals = used.iter().any(|(m, _)| m.neutral());
    if let Some((_, span)) = used.iter().find(|(m, _)| m.neutral())
        && rule_set.name != "orthodox"
    {
        errors.push(Diagnostic::new(
            *span,
            format!("not supported: neutral pieces under rules {}", rule_set.name),
        ));
    }
    let (set, piece_names, kind_attrs) = roster_for(rule_set, &used, lang, &mut errors);
    let rules = match Rules::new(set) {
        Ok(r) => match with_conditions(r, &spec.conditions, neutrals) {
            Ok(r) => Arc::new(r),
            Err((span, e)) => {
                errors.push(Diagnostic::new(span, e));
                return Err(errors);
            }
        },
        Err(e) => {
            errors.push(Diagnostic::new(spec.span, format!("the rule set cannot be built: {e}")));
            return Err(errors);
        }
    };
    let mut notices = Vec::new();
    let underworld = (spec.conditions.iter()).any(|c| crate::conditions::registry::keeps_ghosts(c.name));
    let setup = build_setup(&spec.pieces, &rules, underworld, lang, &mut errors, &mut notices);
    let atob_start = (spec.atob_start.as_ref())
        .map(|pieces| build_setup(pieces, &rules, underworld, lang, &mut errors, &mut notices));
    let Some((stipulation, _)) = spec.stipulation.clone() else {
        errors.push(
            Diagnostic::new(spec.span, "no stipulation").expected("a stipulation command, e.g. `stipulation #2`"),
        );
        return Err(errors);
    };
    let (files, ranks) = (rules.geometry().files(), rules.geometry().ranks());
    if let (Err(e), Some((_, span))) = (target_on_board(&stipulation, files, ranks), &spec.stipulation) {
        errors.push(Diagnostic::new(*span, e));
    }
    let stipulation = apply_white_to_play(spec, stipulation, lang, &mut notices);
    // Popeye refuses material won beside Parrain ("PercentAndParrain"):
    // the man taken comes back only after the next move. Material under
    // the board (Volcanic, Parachute): not worked out.
    if stipulation.goal == crate::stipulation::Goal::Steingewinn {
        use crate::conditions::registry::{is_parrain, is_underworld};
        for c in &spec.conditions {
            let why = if is_parrain(c) {
                "not supported: the goal % with Parrain (Popeye refuses them together)"
            } else if is_underworld(c) {
                "not supported: the goal % with Volcanic or Parachute"
            } else {
                continue;
            };
            errors.push(Diagnostic::new(c.span, why));
            break;
        }
    }
    for e in royal_errors(&rules, &setup, lang) {
        errors.push(Diagnostic::new(spec.span, e));
    }
    for e in box_errors(&rules, &setup, &piece_names, lang) {
        errors.push(Diagnostic::new(spec.span, e));
    }
    let mut problem = Problem {
        language: lang,
        texts: spec.texts.clone(),
        rules,
        piece_names,
        kind_attrs,
        setup,
        atob_start,
        stipulation,
        conditions: spec.conditions.clone(),
        options: spec.options.clone(),
        notices,
        zero_position: spec.zero_position,
        twins: Vec::new(),
        neutrals,
        search: Search::Auto,
    };
    match twin::build_twins(&problem, spec) {
        Ok(t) => problem.twins = t,
        Err(e) => errors.extend(e),
    }
    if errors.is_empty() { Ok(problem) } else { Err(errors) }
}

/// The diagram of `pieces`, each checked: on the board, a citadel's own
/// king only in it, one man a square (under GhostChess and HauntedChess
/// the one before goes to the underworld, with Popeye's notice).
fn build_setup(
    pieces: &[crate::input::PieceSpec],
    rules: &Rules,
    underworld: bool,
    lang: Language,
    errors: &mut Vec<Diagnostic>,
    notices: &mut Vec<String>,
) -> Setup {
    let (files, ranks) = (rules.geometry().files(), rules.geometry().ranks());
    let mut setup = Setup::default();
    for p in pieces {
        // Squares beyond the rectangle are the rule set's named extra
        // squares (Tamerlane's citadels l2 and z9).
        let extra = rules.geometry().extras().iter().any(|e| e.name == p.square.to_string());
        if (p.square.file >= files || p.square.rank >= ranks) && !extra {
            errors.push(
                Diagnostic::new(p.span, format!("square {} is not on the board", p.square))
                    .expected(format!("a square of the {files}x{ranks} board")),
            );
            continue;
        }
        if extra {
            // Only an adventitious king stands in a citadel, its own.
            let g = rules.geometry();
            let owner = g
                .parse_square(&p.square.to_string())
                .and_then(|sq| rules.citadels().iter().find(|(c, _)| *c == sq).map(|(_, o)| *o));
            let own = rules.own_citadel_royal().map(|k| rules.piece_type(k).name.clone());
            let piece_name = vocab::rule_set_pieces(&rules.set().name)
                .iter()
                .find(|(_, w)| w.id == p.piece)
                .map(|(r, _)| r.to_string());
            if owner.is_some() && (owner != Some(p.color) || piece_name != own) {
                errors.push(Diagnostic::new(
                    p.span,
                    format!("{} is a citadel: only an adventitious king stands in its own", p.square),
                ));
                continue;
            }
        }
        if let Some(there) = setup.get(p.square)
            && underworld
        {
            // Popeye sends the man there to the underworld, where under
            // these conditions it waits as a ghost.
            setup.bury(p.square, there);
            let word = vocab::OUTPUT.iter().find(|w| w.id == "OverwritePiece");
            notices.push(format!(
                "{}{}",
                p.square,
                word.map_or("", |w| lang.spelling(w).trim_end())
            ));
        } else if let Some(there) = setup.get(p.square) {
            let what = piece_word(lang, there.name);
            errors.push(Diagnostic::new(
                p.span,
                format!(
                    "two pieces on {}: a {} {what} stands there already",
                    p.square,
                    color_word(lang, there.color)
                ),
            ));
            continue;
        }
        setup.put(p.square, Man::new(p.color, p.piece, p.attrs));
    }
    setup
}

/// Too many kings of a side, or a man in a citadel that is not the
/// adventitious king of its owner: the checks a twin's position needs as
/// much as the diagram's.
fn royal_errors(rules: &Rules, setup: &Setup, lang: Language) -> Vec<String> {
    let mut out = Vec::new();
    if let Some(max) = rules.set().max_royals {
        for color in Color::ALL {
            let mine = || setup.iter().filter(move |(_, m)| m.belongs_to(color));
            let kings = mine().filter(|(_, m)| m.name == "King").count();
            let royals = mine().filter(|(_, m)| m.royal() || is_royal_walk(m.name)).count();
            if kings > max as usize {
                out.push(format!(
                    "{} has {kings} kings; only {max} allowed",
                    color_word(lang, color)
                ));
            } else if royals > max as usize {
                out.push(format!(
                    "{} has {royals} royal men (kings and men with attribute Royal); only {max} allowed",
                    color_word(lang, color)
                ));
            }
        }
    }
    let g = rules.geometry();
    let own = rules.own_citadel_royal().map(|k| rules.piece_type(k).name.clone());
    for (sq, Man { color, name: piece, .. }) in setup.iter() {
        let owner = g
            .parse_square(&sq.to_string())
            .and_then(|at| rules.citadels().iter().find(|(c, _)| *c == at).map(|(_, o)| *o));
        let name = vocab::rule_set_pieces(&rules.set().name)
            .iter()
            .find(|(_, w)| w.id == piece)
            .map(|(r, _)| r.to_string());
        if owner.is_some() && (owner != Some(color) || name != own) {
            out.push(format!(
                "{sq} is a citadel: only an adventitious king stands in its own"
            ));
        }
    }
    out
}

/// The conditions' set-up checks (SingleBox: a diagram that cannot be
/// built from one box), one message each.
fn box_errors(rules: &Rules, setup: &Setup, piece_names: &[&'static str], lang: Language) -> Vec<String> {
    let conditions = rules.conditions();
    if conditions.is_empty() {
        return Vec::new();
    }
    let count = |color: Color, kind: Kind| {
        let name = piece_names[kind.0 as usize];
        setup.iter().filter(|(_, m)| m.color == color && m.name == name).count()
    };
    let letters = |kind: Kind| piece_letters(lang, piece_names[kind.0 as usize]);
    let color_word = |color: Color| color_word(lang, color).to_string();
    let g = rules.geometry();
    let occupied = |sq: crate::geometry::Square| setup.iter().any(|(s, _)| g.parse_square(&s.to_string()) == Some(sq));
    let view = crate::conditions::SetupView {
        count: &count,
        letters: &letters,
        color_word: &color_word,
        occupied: &occupied,
    };
    conditions.setup_errors(rules, &view)
}

impl Problem {
    /// The problem as solved under other conditions (a twin's: Popeye's
    /// `twin condition` replaces every condition of the problem).
    /// (The rule set is built again from its data, which built once.)
    pub fn under_conditions(&self, conditions: &[ConditionSpec]) -> Result<Problem, String> {
        let rules = Rules::new(self.rules.set().clone()).map_err(|e| e.to_string())?;
        Ok(Problem {
            rules: Arc::new(with_conditions(rules, conditions, self.neutrals).map_err(|(_, e)| e)?),
            conditions: conditions.to_vec(),
            ..self.clone()
        })
    }
}

/// A target square (goal `z`) must be a square of the board.
fn target_on_board(s: &Stipulation, files: u8, ranks: u8) -> Result<(), String> {
    match s.goal {
        crate::stipulation::Goal::Target { file, rank } if file >= files || rank >= ranks => Err(format!(
            "the target square {}{} of stipulation {s} is not on the board",
            (b'a' + file) as char,
            rank + 1
        )),
        _ => Ok(()),
    }
}

/// The rules under the problem's conditions, each built through the
/// registry (the parser has let only registered ones through); a
/// combination Popeye refuses is an error at the second condition. A
/// condition given again replaces the first (Popeye's conditions are
/// flags, their variants set anew).
fn with_conditions(rules: Rules, conditions: &[ConditionSpec], neutrals: bool) -> Result<Rules, (Span, String)> {
    // The attributes whose rule is a condition's, on the kinds of their
    // forms.
    let forms = |word: &str| {
        (rules.set().roster.iter().enumerate())
            .filter(|(_, p)| p.name.contains(word))
            .fold(0u64, |m, (k, _)| m | 1 << k)
    };
    // Half-neutral men turn neutral.
    let half_neutrals = forms(crate::piece::FORM_WORDS[4]);
    let neutrals = neutrals || half_neutrals != 0;
    let mut built: Vec<(&str, Arc<dyn crate::conditions::Condition>)> = Vec::new();
    for (i, spec) in conditions.iter().enumerate() {
        let entry = crate::conditions::registry::find(spec.name)
            .ok_or_else(|| (spec.span, format!("not supported: condition {}", spec.name)))?;
        if neutrals && !crate::conditions::accepts_neutrals(spec) {
            return Err((
                spec.span,
                format!("not supported: condition {} with neutral pieces", spec.name),
            ));
        }
        if let Some(other) = (conditions[..i].iter()).find(|o| o.name != spec.name && entry.excludes.contains(&o.name))
        {
            return Err((
                spec.span,
                format!("conditions {} and {} cannot be combined", other.name, spec.name),
            ));
        }
        if let Some(other) = (conditions[..i].iter())
            .find(|o| o.name != spec.name && crate::conditions::registry::not_yet_together(spec, o))
        {
            return Err((
                spec.span,
                format!("not supported: conditions {} and {} together", other.name, spec.name),
            ));
        }
        let condition = (entry.build)(spec, &rules).map_err(|e| (spec.span, e))?;
        match built.iter_mut().find(|(name, _)| *name == spec.name) {
            Some(slot) => slot.1 = condition,
            None => built.push((spec.name, condition)),
        }
    }
    let mut list: Vec<Arc<dyn crate::conditions::Condition>> = built.into_iter().map(|(_, c)| c).collect();
    // Functionary (FunctionaryChess covers every kind; the two together
    // filter the same moves), Uncapturable, HalfNeutral.
    let functionaries = forms(crate::piece::FORM_WORDS[2]);
    if functionaries != 0 {
        list.push(Arc::new(crate::conditions::Functionary {
            id: "Functionary",
            kinds: functionaries,
        }));
    }
    let uncapturable = forms(crate::piece::FORM_WORDS[3]);
    if uncapturable != 0 {
        list.push(Arc::new(crate::conditions::NoCapture::of_kinds(uncapturable)));
    }
    if half_neutrals != 0 {
        list.push(Arc::new(crate::conditions::HalfNeutral { kinds: half_neutrals }));
    }
    if neutrals {
        list.push(Arc::new(crate::conditions::Neutral::beside(&list)));
    }
    Ok(rules.with_conditions(crate::conditions::Conditions::new(list)))
}

/// WhiteToPlay shortens a help stipulation of whole moves by a half move
/// (`h#3` becomes `h#2.5`); elsewhere Popeye ignores it with a notice.
fn apply_white_to_play(spec: &ProblemSpec, s: Stipulation, lang: Language, notices: &mut Vec<String>) -> Stipulation {
    // In `a=>b` the colours change (`Problem::proof_first`), but in a
    // parry series.
    if !spec.has_option("WhiteToPlay") || (s.goal == crate::stipulation::Goal::AToB && !s.parry) {
        return s;
    }
    // Popeye shortens a series proof game by a move (`ser-dia2`: `ser-dia1`).
    if s.goal.is_proof() && s.series && !s.parry && s.moves >= 2 {
        return Stipulation {
            moves: s.moves - 1,
            ..s
        };
    }
    // A structured stipulation names the side that starts.
    if s.play == Play::Help && !s.series && !s.half && s.reci.is_none() && s.moves >= 1 && s.structured.is_none() {
        return Stipulation {
            moves: s.moves - 1,
            half: true,
            ..s
        };
    }
    let name = vocab::OPTIONS
        .iter()
        .find(|w| w.id == "WhiteToPlay")
        .map_or("WhiteToPlay", |w| lang.spelling(w));
    notices.push(not_applicable(lang, name));
    s
}

/// Popeye's "... not applicable - ignored" notice.
pub(crate) fn not_applicable(lang: Language, name: &str) -> String {
    match lang {
        Language::English => format!("{name} not applicable - ignored"),
        Language::French => format!("{name} pas applicable - ignore"),
        Language::German => format!("{name} nicht anwendbar - ignoriert"),
    }
}

/// The rule set's roster plus the fairy pieces the problem uses and the
/// forms of its men with attributes; the Popeye name and the attributes
/// of every kind.
fn roster_for(
    mut set: rules::RuleSet,
    used: &[(Man, Span)],
    lang: Language,
    errors: &mut Vec<Diagnostic>,
) -> (rules::RuleSet, Vec<&'static str>, Vec<Attributes>) {
    let own = vocab::rule_set_pieces(&set.name);
    let mut names: Vec<&'static str> = set
        .roster
        .iter()
        .map(|p| match own.iter().find(|(r, _)| *r == p.name) {
            Some((_, w)) => w.id,
            None => vocab::PIECES
                .iter()
                .find(|w| w.id.eq_ignore_ascii_case(&p.name))
                .map_or("", |w| w.id),
        })
        .collect();
    let mut free_letters = ('a'..='z')
        .filter(|l| !set.roster.iter().any(|p| p.letter == *l))
        .collect::<Vec<_>>()
        .into_iter();
    let mut reported: Vec<&str> = Vec::new();
    for &(Man { name, .. }, span) in used {
        if names.contains(&name) || reported.contains(&name) {
            continue;
        }
        let Some(walk) = catalogue::fairy_walk(name) else {
            let shown = vocab::PIECES
                .iter()
                .find(|w| w.id == name)
                .map_or(name, |w| lang.spelling(w));
            errors.push(Diagnostic::new(
                span,
                format!("not supported: piece {name} ({})", shown.to_uppercase()),
            ));
            reported.push(name);
            continue;
        };
        let Some(letter) = free_letters.next() else {
            errors.push(Diagnostic::new(span, "too many kinds of piece in one problem"));
            continue;
        };
        let piece = match walk {
            "-" => Ok(PieceType::inert(&name.to_ascii_lowercase(), letter)),
            "orphan" => Ok(PieceType::inert(&name.to_ascii_lowercase(), letter).orphan()),
            _ if catalogue::is_royal(name) => {
                PieceType::new(&name.to_ascii_lowercase(), letter, walk).map(PieceType::royal)
            }
            _ if catalogue::is_pawn(name) => {
                PieceType::new(&name.to_ascii_lowercase(), letter, walk).map(PieceType::pawn)
            }
            _ => PieceType::new(&name.to_ascii_lowercase(), letter, walk),
        };
        match piece {
            Ok(p) => {
                // Popeye promotes pawns to the fairy pieces of the problem
                // too, but never to a Dummy, a royal one or a pawn.
                if !set.pawns.promotion.is_empty() && walk != "-" && !p.royal && !p.pawn {
                    set.pawns.promotion.push(p.name.clone());
                }
                set.roster.push(p);
                names.push(name);
            }
            Err(e) => errors.push(Diagnostic::new(span, e.to_string())),
        }
    }
    let kind_attrs = add_forms(&mut set, &mut names, used);
    (set, names, kind_attrs)
}

/// Popeye's chameleon sequence: the piece a chameleon of this piece
/// becomes after a move (Q, S, B, R in turn; the others stay).
fn chameleon_next(name: &str) -> Option<&'static str> {
    match name {
        "Queen" => Some("Knight"),
        "Knight" => Some("Bishop"),
        "Bishop" => Some("Rook"),
        "Rook" => Some("Queen"),
        _ => None,
    }
}

/// The words that start the name of a form with these attributes.
fn form_prefix(attrs: Attributes) -> String {
    let mut prefix = String::new();
    if attrs.contains(Attributes::ROYAL) {
        prefix.push_str(crate::piece::FORM_WORDS[0]);
    }
    if attrs.contains(Attributes::CHAMELEON) {
        prefix.push_str(crate::piece::FORM_WORDS[1]);
    }
    if attrs.contains(Attributes::FUNCTIONARY) {
        prefix.push_str(crate::piece::FORM_WORDS[2]);
    }
    if attrs.contains(Attributes::UNCAPTURABLE) {
        prefix.push_str(crate::piece::FORM_WORDS[3]);
    }
    if attrs.contains(Attributes::HALF_NEUTRAL) {
        prefix.push_str(crate::piece::FORM_WORDS[4]);
    }
    prefix
}

/// Adds a form (a kind of its own, without a FEN letter:
/// `PieceType::form`) for each piece with attributes a man has, and the
/// forms these lead to, as Popeye's men keep their attributes: a royal
/// pawn promotes to royal forms (`b1=rQ`), a chameleon to the next
/// chameleon form after each move (`cSg1-h3=cB`). Where chameleons stand,
/// every other pawn may promote to a chameleon too (`b8=Q=c`, after
/// `b8=Q`), as in Popeye. Returns the attributes of every kind.
fn add_forms(set: &mut rules::RuleSet, names: &mut Vec<&'static str>, used: &[(Man, Span)]) -> Vec<Attributes> {
    let mut kind_attrs = vec![Attributes::NONE; set.roster.len()];
    let popeye_name = |set: &rules::RuleSet, names: &[&'static str], roster_name: &str| {
        (set.roster.iter().position(|p| p.name == roster_name)).map(|k| names[k])
    };
    let mut wanted: Vec<(&'static str, Attributes)> = Vec::new();
    for (m, _) in used.iter().filter(|(m, _)| !m.attrs.of_form().is_empty()) {
        if !wanted.contains(&(m.name, m.attrs.of_form())) {
            wanted.push((m.name, m.attrs.of_form()));
        }
    }
    let chameleons = wanted.iter().any(|(_, a)| a.contains(Attributes::CHAMELEON));
    if chameleons {
        for n in &set.pawns.promotion {
            if let Some(name) = popeye_name(set, names, n).filter(|n| chameleon_next(n).is_some()) {
                wanted.push((name, Attributes::CHAMELEON));
            }
        }
    }
    let mut i = 0;
    while i < wanted.len() {
        let (name, attrs) = wanted[i];
        i += 1;
        if kind_named(names, &kind_attrs, name, attrs).is_some() {
            continue;
        }
        let Some(base) = kind_named(names, &kind_attrs, name, Attributes::NONE) else {
            continue;
        };
        let prefix = form_prefix(attrs);
        let mut form = set.roster[base.0 as usize].form(&prefix, attrs.contains(Attributes::ROYAL));
        if attrs.contains(Attributes::CHAMELEON)
            && let Some(next) = chameleon_next(name)
            && let Some(k) = kind_named(names, &kind_attrs, next, Attributes::NONE)
        {
            form.becomes = Some(format!("{prefix}{}", set.roster[k.0 as usize].name));
            wanted.push((next, attrs));
        }
        if form.pawn {
            let list = if form.promotes_to.is_empty() {
                set.pawns.promotion.clone()
            } else {
                form.promotes_to.clone()
            };
            form.promotes_to = list.iter().map(|n| format!("{prefix}{n}")).collect();
            for n in &list {
                if let Some(promoted) = popeye_name(set, names, n) {
                    wanted.push((promoted, attrs));
                }
            }
        }
        set.roster.push(form);
        names.push(name);
        kind_attrs.push(attrs);
    }
    if chameleons {
        // The other pawns: each promotion to a piece of the sequence, then
        // to its chameleon form.
        let forms: Vec<String> = set.roster.iter().map(|p| p.name.clone()).collect();
        for (piece, attrs) in set.roster.iter_mut().zip(&kind_attrs) {
            if !piece.pawn || !attrs.is_empty() {
                continue;
            }
            let list = if piece.promotes_to.is_empty() {
                set.pawns.promotion.clone()
            } else {
                piece.promotes_to.clone()
            };
            let mut with = Vec::new();
            for n in list {
                let chameleon = format!("{}{n}", crate::piece::FORM_WORDS[1]);
                with.push(n);
                if forms.contains(&chameleon) {
                    with.push(chameleon);
                }
            }
            piece.promotes_to = with;
        }
    }
    kind_attrs
}

/// The letters Popeye writes before a man's piece letters for its
/// attributes: the capitals of each attribute's name, lower case (`r` for
/// Royal, `k` for Koeniglich).
pub fn attribute_letters(lang: Language, attrs: Attributes) -> String {
    let mut out = String::new();
    for id in attrs.ids() {
        if let Some(w) = vocab::PIECE_SPECS.iter().find(|w| w.id == id) {
            out.extend(
                lang.spelling(w)
                    .chars()
                    .filter(char::is_ascii_uppercase)
                    .map(|c| c.to_ascii_lowercase()),
            );
        }
    }
    out
}

/// A colour in the output language ("white", "Weiss").
pub(crate) fn color_word(lang: Language, c: Color) -> &'static str {
    lang.spelling(&vocab::COLORS[c.index()])
}

/// The piece code of a Popeye piece name, upper case, in a language.
pub fn piece_letters(lang: Language, name: &str) -> String {
    vocab::piece_word(name).map_or_else(|| "?".into(), |w| lang.spelling(w).to_uppercase())
}

fn piece_word(lang: Language, name: &str) -> String {
    piece_letters(lang, name)
}

/// The conditions as Popeye lists them in the caption: in the order of
/// its table of conditions (the vocabulary's), each once (the last given);
/// a condition Popeye keeps as a variant of another (`CirceDoubleAgents`
/// is Circe's Mirror and Turncoats) at that other's place.
pub fn conditions_in_popeye_order(conditions: &[ConditionSpec]) -> Vec<&ConditionSpec> {
    let rank = |c: &ConditionSpec| {
        let (family, _) = crate::conditions::registry::caption(c);
        vocab::CONDITIONS.iter().position(|w| w.id == family)
    };
    let mut out: Vec<&ConditionSpec> = Vec::new();
    for c in conditions.iter().rev() {
        if !crate::conditions::registry::named_in_caption(c.name) {
            continue;
        }
        if !out.iter().any(|o| o.name == c.name) {
            out.push(c);
        }
    }
    out.sort_by_key(|c| rank(c));
    out
}

/// A condition as Popeye writes it in the caption: name, the condition's
/// gap, variant (`SingleBox    Type1`, `Madrasi RexInclusive`).
pub fn condition_line(lang: Language, c: &ConditionSpec) -> String {
    let (name, variants) = crate::conditions::registry::caption(c);
    let mut line = vocab::CONDITIONS
        .iter()
        .find(|w| w.id == name)
        .map_or(name, |w| lang.spelling(w))
        .to_string();
    let gap = crate::conditions::registry::find(c.name).map_or("    ", |e| e.caption_gap);
    for v in &variants {
        let shown = vocab::CONDITION_VARIANTS
            .iter()
            .find(|w| w.id == *v)
            .map_or(*v, |w| lang.spelling(w));
        line.push_str(gap);
        line.push_str(shown);
    }
    line.push_str(&crate::conditions::registry::caption_numbers(c));
    // Its squares, a1 first (Popeye's order of squares).
    let mut squares = c.squares.clone();
    squares.sort_by_key(|s| (s.rank, s.file));
    squares.dedup();
    for s in squares {
        line.push(' ');
        line.push_str(&s.to_string());
    }
    line
}
