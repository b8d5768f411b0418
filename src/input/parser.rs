//! Popeye's problem language: commands read token by token, keywords
//! looked up by unique prefix in the tables of the problem's language. The
//! small grammars inside tokens (piece tokens, square lists, stipulations)
//! are nom parsers.
//!
//! Parsing never stops at the first error: every error of a problem is
//! recorded with its place, the parser skips to the next command, and one
//! bad problem does not stop the others of the file.

use nom::{
    IResult, Parser,
    character::complete::{satisfy, u8 as nom_u8},
    combinator::verify,
    multi::many1,
};

use super::diagnostic::Diagnostic;
use super::lang::{Language, LookupError, lookup};
use super::lexer::{Lexer, Span, Token};
use super::spec::{Attributes, ConditionSpec, OptionSpec, PieceSpec, ProblemSpec, SquareSpec, TwinChange, TwinSpec};
use super::vocab::{self, Word};
use crate::piece::Color;
use crate::stipulation::Stipulation;

/// One problem of a file: what could be read, and every error found.
#[derive(Clone, Debug)]
pub struct ParsedProblem {
    /// The problem as far as it could be read.
    pub spec: ProblemSpec,
    /// Errors, in file order. Empty for a good problem.
    pub errors: Vec<Diagnostic>,
}

/// Options and the arguments they take.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Arity {
    None,
    Number,
    TwoNumbers,
    OptionalNumber,
    Squares,
    Colours,
}

/// Options mansuba reads, with their arguments. Popeye's other options
/// are reported as not supported.
const OPTION_ARITY: &[(&str, Arity)] = &[
    ("Defence", Arity::Number),
    ("SetPlay", Arity::None),
    ("WhiteToPlay", Arity::None),
    ("Variations", Arity::None),
    ("MoveNumbers", Arity::None),
    ("StartMoveNumber", Arity::Number),
    ("NoWk", Arity::None),
    ("Duplex", Arity::None),
    ("NoBk", Arity::None),
    ("Threat", Arity::Number),
    ("NoThreat", Arity::None),
    ("Try", Arity::None),
    ("MaxSolutions", Arity::Number),
    ("MaxFlightsquares", Arity::Number),
    ("NonTrivial", Arity::TwoNumbers),
    ("KeepMatingPiece", Arity::None),
    ("EnPassant", Arity::Squares),
    ("NoBoard", Arity::None),
    ("NoShortVariations", Arity::None),
    ("HalfDuplex", Arity::None),
    ("PostKeyPlay", Arity::None),
    ("Intelligent", Arity::OptionalNumber),
    ("MaxTime", Arity::Number),
    ("NoCastling", Arity::Squares),
    ("Quodlibet", Arity::None),
    ("StopOnShortSolutions", Arity::None),
    ("CastlingMutuallyExclusive", Arity::Squares),
    ("NullMoves", Arity::None),
    ("UpToMoveNumber", Arity::Number),
    ("MatesIn1", Arity::None),
    ("KingExchangeUsed", Arity::Colours),
];

/// Reads every problem of a file.
pub fn parse(src: &str) -> Vec<ParsedProblem> {
    let mut lx = Lexer::new(src);
    let mut out = Vec::new();
    'file: while let Some(first) = lx.next_token() {
        let language = Language::ALL
            .into_iter()
            .find(|&l| lookup(&vocab::COMMANDS[..1], l, first.text).is_ok_and(|w| w.id == "BeginProblem"));
        // After an EndProblem Popeye reads no further: what follows is
        // free text (notes on the solution), unless another problem begins.
        if language.is_none() && !out.is_empty() {
            break;
        }
        let Some(language) = language else {
            let mut spec = ProblemSpec::new(Language::English, first.span);
            spec.span = first.span;
            let d = Diagnostic::new(
                first.span,
                format!("`{}` does not begin a problem", printable(first.text)),
            )
            .expected("BeginProblem (French DebutProbleme, German AnfangProblem)");
            out.push(ParsedProblem { spec, errors: vec![d] });
            // Skip to the end of this problem, if any, and go on.
            while let Some(t) = lx.next_token() {
                if Language::ALL
                    .into_iter()
                    .any(|l| lookup(vocab::END_TOKENS, l, t.text).is_ok())
                {
                    continue 'file;
                }
            }
            break;
        };
        loop {
            let mut p = ProblemParser::new(&mut lx, language, first.span);
            let end = p.run();
            let ParsedProblem { spec, errors } = p.finish();
            out.push(ParsedProblem { spec, errors });
            match end {
                ProblemEnd::NextProblem => continue,
                ProblemEnd::EndProblem => continue 'file,
                ProblemEnd::EndOfInput => break 'file,
            }
        }
    }
    if out.is_empty() {
        let d = Diagnostic::new(lx.end_span(), "the input holds no problem").expected("BeginProblem");
        out.push(ParsedProblem {
            spec: ProblemSpec::new(Language::English, lx.end_span()),
            errors: vec![d],
        });
    }
    out
}

/// Replaces control characters so that junk input prints readably.
fn printable(s: &str) -> String {
    s.chars().map(|c| if c.is_control() { '\u{fffd}' } else { c }).collect()
}

enum ProblemEnd {
    EndProblem,
    NextProblem,
    EndOfInput,
}

struct ProblemParser<'a, 'b> {
    lx: &'b mut Lexer<'a>,
    lang: Language,
    spec: ProblemSpec,
    errors: Vec<Diagnostic>,
    /// After an error: skip tokens until the next command.
    recovering: bool,
    /// Inside a twin: commands now add twin changes.
    zero_position: bool,
    /// Piece words of the rule set a `Rules` command chose, read before
    /// Popeye's table.
    rule_words: Vec<(&'static str, &'static Word)>,
}

/// What a token in command position is.
enum CommandWord {
    Command(&'static Word),
    End(&'static Word),
}

/// Condition variants followed by a list of walks (April's walks, KoeKo
/// Neighbour's contact walk), squares and numbers (GridChess's own grids)
/// or a number (Sentinelles' bounds), none of them built yet. (Circe
/// Chameleon's own sequence is refused where it is written.)
const ARGUMENT_VARIANTS: &[&str] = &[
    "April",
    "Neighbour",
    "Orthogonal",
    "Irregular",
    "GridLine",
    "MaximumBlack",
    "MaximumWhite",
    "MaximumTotal",
];

impl<'a, 'b> ProblemParser<'a, 'b> {
    fn new(lx: &'b mut Lexer<'a>, lang: Language, span: Span) -> Self {
        ProblemParser {
            lx,
            lang,
            spec: ProblemSpec::new(lang, span),
            errors: Vec::new(),
            recovering: false,
            zero_position: false,
            rule_words: Vec::new(),
        }
    }

    fn finish(mut self) -> ParsedProblem {
        if self.zero_position && self.spec.twins.is_empty() {
            let span = self.spec.span;
            self.error(Diagnostic::new(span, "zeroposition without a twin").expected("twin after zeroposition"));
        }
        self.spec.zero_position = self.zero_position;
        ParsedProblem {
            spec: self.spec,
            errors: self.errors,
        }
    }

    fn error(&mut self, d: Diagnostic) {
        self.errors.push(d);
        self.recovering = true;
    }

    fn command_word(&self, token: &str) -> Result<CommandWord, LookupError> {
        if let Ok(w) = lookup(vocab::END_TOKENS, self.lang, token) {
            return Ok(CommandWord::End(w));
        }
        lookup(&vocab::COMMANDS[1..], self.lang, token).map(CommandWord::Command)
    }

    fn is_command(&self, token: &str) -> bool {
        self.command_word(token).is_ok()
    }

    /// Reads commands up to the end of the problem.
    fn run(&mut self) -> ProblemEnd {
        loop {
            let Some(t) = self.lx.next_token() else {
                let span = self.lx.end_span();
                self.errors.push(
                    Diagnostic::new(span, "the input ends before the problem does")
                        .expected("EndProblem or NextProblem"),
                );
                return ProblemEnd::EndOfInput;
            };
            match self.command_word(t.text) {
                Ok(CommandWord::End(w)) => {
                    return if w.id == "NextProblem" {
                        ProblemEnd::NextProblem
                    } else {
                        ProblemEnd::EndProblem
                    };
                }
                Ok(CommandWord::Command(w)) => {
                    self.recovering = false;
                    self.command(w, t);
                }
                Err(e) if !self.recovering => {
                    let d = match e {
                        LookupError::Ambiguous(names) => Diagnostic::new(
                            t.span,
                            format!("`{}` is ambiguous: {}", printable(t.text), names.join(", ")),
                        ),
                        LookupError::Unknown => {
                            Diagnostic::new(t.span, format!("unknown command `{}`", printable(t.text)))
                        }
                    };
                    self.error(d.expected(self.command_list()));
                }
                Err(_) => {}
            }
        }
    }

    fn command_list(&self) -> String {
        let names: Vec<&str> = [
            "Remark",
            "Author",
            "Origin",
            "Title",
            "Pieces",
            "Stipulation",
            "Condition",
            "Option",
            "Twin",
        ]
        .iter()
        .filter_map(|id| {
            vocab::COMMANDS
                .iter()
                .find(|w| w.id == *id)
                .map(|w| self.lang.spelling(w))
        })
        .collect();
        format!(
            "a command ({}, ...) or {}",
            names.join(", "),
            self.lang.spelling(&vocab::END_TOKENS[0])
        )
    }

    fn command(&mut self, w: &'static Word, t: Token<'a>) {
        match w.id {
            "Remark" | "Author" | "Origin" | "Title" | "Award" | "Intended" => {
                let line = self.lx.rest_of_line().text.to_string();
                let texts = &mut self.spec.texts;
                match w.id {
                    // After a twin, a remark is the twin's (Popeye prints
                    // it before the twin's label).
                    "Remark" => match self.spec.twins.last_mut() {
                        Some(twin) => twin.remarks.push(line),
                        None => texts.remarks.push(line),
                    },
                    "Intended" => texts.intended.push(line),
                    "Author" => texts.authors.push(line),
                    "Origin" => texts.origins.push(line),
                    "Title" => texts.titles.push(line),
                    _ => texts.awards.push(line),
                }
            }
            "Pieces" => {
                let pieces = self.piece_list(t.span);
                self.spec.pieces.extend(pieces);
            }
            "Stipulation" => {
                if let Some((s, text, span)) = self.stipulation(t.span) {
                    // Popeye keeps the position so far as the start, and
                    // the men written next make the target.
                    if s.goal == crate::stipulation::Goal::AToB && self.spec.atob_start.is_none() {
                        self.spec.atob_start = Some(std::mem::take(&mut self.spec.pieces));
                    }
                    self.spec.stipulation = Some((s, span));
                    self.spec.stipulation_text = text;
                }
            }
            "SStipulation" => {
                if let Some((s, text, span)) = self.structured_stipulation(t.span) {
                    self.spec.stipulation = Some((s, span));
                    self.spec.stipulation_text = text;
                }
            }
            "Condition" => {
                let c = self.conditions(t.span);
                self.spec.conditions.extend(c);
            }
            "Option" => self.options(t.span),
            "Forsyth" => self.forsyth(t.span),
            "Twin" | "ZeroPosition" => self.twin(w, t.span),
            "Rules" => self.rules(t.span),
            _ => {
                let rest = self.lx.rest_of_line();
                let _ = rest;
                self.error(Diagnostic::new(
                    t.span,
                    format!("not supported: {}", self.lang.spelling(w)),
                ));
            }
        }
    }

    // ---- pieces -------------------------------------------------------

    fn color_word(&self, token: &str) -> Option<&'static Word> {
        lookup(vocab::COLORS, self.lang, token).ok()
    }

    fn piece_code(&self, code: &str) -> Option<&'static Word> {
        let c = code.to_lowercase();
        let rule_set = self.rule_words.iter().map(|(_, w)| *w);
        rule_set
            .chain(vocab::PIECES[2..].iter())
            .find(|w| self.lang.spelling(w).to_lowercase() == c)
    }

    // ---- rules (mansuba's extension) ---------------------------------------

    /// `Rules NAME`: the rule set, which must come before the position
    /// because it decides what piece codes and squares mean.
    fn rules(&mut self, at: Span) {
        let Some(t) = self.lx.next_token() else {
            self.error(Diagnostic::new(at, "rules without a rule set").expected(self.rule_set_list()));
            return;
        };
        let w = match lookup(vocab::RULE_SETS, self.lang, t.text) {
            Ok(w) => w,
            Err(LookupError::Ambiguous(names)) => {
                let d = Diagnostic::new(
                    t.span,
                    format!("`{}` is ambiguous: {}", printable(t.text), names.join(", ")),
                );
                self.error(d);
                return;
            }
            Err(LookupError::Unknown) => {
                let d = Diagnostic::new(t.span, format!("unknown rule set `{}`", printable(t.text)))
                    .expected(self.rule_set_list());
                self.error(d);
                return;
            }
        };
        if self.spec.rules.is_some() {
            self.error(Diagnostic::new(t.span, "a second rules command").expected("one rule set per problem"));
            return;
        }
        if !self.spec.pieces.is_empty() {
            self.error(
                Diagnostic::new(at, "rules after the position").expected("the rules command before pieces and forsyth"),
            );
            return;
        }
        self.rule_words = vocab::rule_set_pieces(w.id);
        self.spec.rules = Some((w.id.to_string(), t.span));
    }

    fn rule_set_list(&self) -> String {
        let names: Vec<&str> = vocab::RULE_SETS.iter().map(|w| self.lang.spelling(w)).collect();
        format!("a rule set: {}", names.join(", "))
    }

    /// Reads `[colour] piece-token...` groups up to the next command.
    fn piece_list(&mut self, start: Span) -> Vec<PieceSpec> {
        let mut color: Option<Color> = None;
        let mut out = Vec::new();
        let mut read_any = false;
        // Popeye reads attributes between a colour and its first piece
        // token; Royal then applies to that token alone.
        let mut after_color = false;
        // (Royal for the next token only, the others for the group.)
        let (mut group, mut royal) = (Attributes::NONE, false);
        while let Some(t) = self.lx.peek() {
            if let Some(pieces) = self.try_piece_token(t, color) {
                self.lx.next_token();
                read_any = true;
                match pieces {
                    Ok(p) => {
                        let attrs = if royal { group.with(Attributes::ROYAL) } else { group };
                        out.extend(p.into_iter().map(|p| PieceSpec { attrs, ..p }))
                    }
                    Err(d) => self.errors.push(d),
                }
                (after_color, royal) = (false, false);
                continue;
            }
            if let Some(w) = self.color_word(t.text) {
                self.lx.next_token();
                (after_color, group, royal) = (true, Attributes::NONE, false);
                match w.id {
                    "White" => color = Some(Color::White),
                    "Black" => color = Some(Color::Black),
                    "Neutral" => (color, group) = (Some(Color::White), Attributes::NEUTRAL),
                    _ => self.errors.push(Diagnostic::new(
                        t.span,
                        format!("not supported: {} pieces", self.lang.spelling(w)),
                    )),
                }
                continue;
            }
            if let Ok(w) = lookup(vocab::PIECE_SPECS, self.lang, t.text) {
                self.lx.next_token();
                if !after_color {
                    self.errors.push(
                        Diagnostic::new(
                            t.span,
                            format!("piece attribute {} after pieces", self.lang.spelling(w)),
                        )
                        .expected("attributes between a colour and its pieces, e.g. `white royal Qd1`"),
                    );
                } else if w.id == "Royal" {
                    royal = true;
                } else if let Some(a) = Attributes::by_id(w.id) {
                    group = group.with(a);
                } else {
                    self.errors.push(Diagnostic::new(
                        t.span,
                        format!("not supported: piece attribute {}", self.lang.spelling(w)),
                    ));
                }
                continue;
            }
            if self.is_command(t.text) {
                break;
            }
            // Neither piece, colour nor command: the most helpful reading is
            // a bad piece token.
            self.lx.next_token();
            read_any = true;
            self.errors.push(self.bad_piece_token(t));
        }
        if !read_any {
            self.errors.push(
                Diagnostic::new(start, "a piece list without pieces")
                    .expected("a colour and pieces, e.g. `white Ka1 Qd1`"),
            );
        }
        out
    }

    /// `Some` when the token is a piece code followed by squares (the code
    /// is one letter when the token's length is odd, two when even, as in
    /// Popeye; with ranks above 9 both splits are tried).
    fn try_piece_token(&self, t: Token<'a>, color: Option<Color>) -> Option<Result<Vec<PieceSpec>, Diagnostic>> {
        let text = t.text;
        for code_len in [1usize, 2] {
            if !text.is_char_boundary(code_len) || text.len() <= code_len {
                continue;
            }
            let (code, rest) = text.split_at(code_len);
            let Some(piece) = self.piece_code(code) else {
                continue;
            };
            let Ok(squares) = square_list(rest) else {
                continue;
            };
            let Some(color) = color else {
                return Some(Err(
                    Diagnostic::new(t.span, "a piece before any colour").expected("white or black first")
                ));
            };
            return Some(Ok(squares
                .into_iter()
                .map(|square| PieceSpec {
                    color,
                    piece: piece.id,
                    square,
                    attrs: Attributes::NONE,
                    span: t.span,
                })
                .collect()));
        }
        None
    }

    fn bad_piece_token(&self, t: Token<'a>) -> Diagnostic {
        let text = printable(t.text);
        // Find the longest tail that reads as squares: what stands before it
        // is the unknown code.
        for code_len in [1usize, 2] {
            if t.text.is_char_boundary(code_len) && t.text.len() > code_len && square_list(&t.text[code_len..]).is_ok()
            {
                return Diagnostic::new(t.span, format!("unknown piece `{}` in `{text}`", &t.text[..code_len]))
                    .expected(format!(
                        "a piece code of the {:?} table (e.g. {})",
                        self.lang,
                        self.example_pieces()
                    ));
            }
        }
        Diagnostic::new(t.span, format!("`{text}` is not a piece, a colour or a command"))
            .expected("a piece code and squares, e.g. Ka1 or Sb1g1")
    }

    fn example_pieces(&self) -> String {
        vocab::PIECES[2..8]
            .iter()
            .map(|w| self.lang.spelling(w).to_uppercase())
            .collect::<Vec<_>>()
            .join(" ")
    }

    // ---- stipulation ----------------------------------------------------

    fn stipulation(&mut self, at: Span) -> Option<(Stipulation, String, Span)> {
        let Some(t) = self.lx.next_token() else {
            self.error(Diagnostic::new(at, "a stipulation command without a stipulation").expected("e.g. #2"));
            return None;
        };
        let mut text = t.text.to_string();
        let mut span = t.span;
        // `# 2`: the number may be a token of its own.
        if !text.chars().last().is_some_and(|c| c.is_ascii_digit())
            && let Some(n) = self
                .lx
                .peek()
                .filter(|n| n.text.chars().all(|c| c.is_ascii_digit() || c == '.'))
        {
            self.lx.next_token();
            text.push_str(n.text);
            span.len = n.span.offset + n.span.len - span.offset;
        }
        match Stipulation::parse(&text) {
            Ok(s) => Some((s, text, span)),
            Err(e) => {
                self.error(Diagnostic::new(span, e.to_string()));
                None
            }
        }
    }

    /// `sstipulation white 3h[3a[#]d]h`: the side that moves first, then
    /// the structure, the rest of the line (it may hold spaces).
    fn structured_stipulation(&mut self, at: Span) -> Option<(Stipulation, String, Span)> {
        let side = self.lx.next_token();
        let white = match side.and_then(|t| self.color_word(t.text)).map(|w| w.id) {
            Some("White") => true,
            Some("Black") => false,
            _ => {
                let place = side.map_or(at, |t| t.span);
                self.error(
                    Diagnostic::new(place, "a structured stipulation starts with the side to move")
                        .expected("white or black, e.g. `sstipulation white 3a[#]d`"),
                );
                return None;
            }
        };
        let rest = self.lx.rest_of_line();
        let text: String = rest.text.split_whitespace().collect();
        match crate::stipulation::structured::lower(white, &text) {
            Ok(s) => Some((s, text, rest.span)),
            Err(e) => {
                self.error(Diagnostic::new(rest.span, e.to_string()));
                None
            }
        }
    }

    // ---- conditions -----------------------------------------------------

    fn conditions(&mut self, at: Span) -> Vec<ConditionSpec> {
        let mut out = Vec::new();
        while let Some(t) = self.lx.peek() {
            // Popeye reads its extra conditions where no other matches.
            let found = match lookup(vocab::CONDITIONS, self.lang, t.text) {
                Err(LookupError::Unknown) => lookup(vocab::EXTRA_CONDITIONS, self.lang, t.text),
                other => other,
            };
            let w = match found {
                Ok(w) => w,
                Err(LookupError::Ambiguous(names)) if !self.is_command(t.text) => {
                    self.lx.next_token();
                    self.error(Diagnostic::new(
                        t.span,
                        format!("condition `{}` is ambiguous: {}", printable(t.text), names.join(", ")),
                    ));
                    break;
                }
                Err(_) => break,
            };
            self.lx.next_token();
            // The conditions mansuba solves, with their variant words,
            // are the registry's.
            let Some(entry) = crate::conditions::registry::find(w.id) else {
                self.error(Diagnostic::new(
                    t.span,
                    format!("not supported: condition {}", self.lang.spelling(w)),
                ));
                return out;
            };
            // A condition on squares: their list, one word, right after
            // the name (`Hole d7d8`, `MagicSquares e6f7 Type2`).
            let mut squares = Vec::new();
            if crate::conditions::registry::takes_squares(w.id) {
                let list = self.lx.peek().filter(|v| !self.is_command(v.text));
                match list.map(|v| (v, square_list(v.text))) {
                    Some((_, Ok(v))) => {
                        self.lx.next_token();
                        squares = v;
                    }
                    other => {
                        let at = other.map_or(t.span, |(v, _)| v.span);
                        self.error(
                            Diagnostic::new(at, format!("{} needs its squares", self.lang.spelling(w)))
                                .expected("a list of squares written together, e.g. d7d8"),
                        );
                        return out;
                    }
                }
            }
            // A condition with numbers: up to its count of them; Popeye
            // reads a word that is none as the next thing on the line.
            let mut numbers = Vec::new();
            while numbers.len() < crate::conditions::registry::takes_numbers(w.id) {
                let Some(n) = self
                    .lx
                    .peek()
                    .filter(|v| crate::conditions::registry::is_number(w.id, v.text))
                else {
                    break;
                };
                self.lx.next_token();
                numbers.push(n.text.to_string());
            }
            let mut chosen = Vec::new();
            while let Some(v) = self.lx.peek() {
                // Popeye takes a unique prefix (`rexincl`).
                let word = v.text.to_ascii_lowercase();
                let mut matches: Vec<&vocab::Word> = vocab::CONDITION_VARIANTS
                    .iter()
                    .filter(|x| entry.variants.contains(&x.id))
                    .filter(|x| !word.is_empty() && self.lang.spelling(x).to_ascii_lowercase().starts_with(&word))
                    .collect();
                // A word in two of Popeye's tables (Cheylan: AntiCirce's
                // and Circe's) is one word.
                matches.sort_by_key(|x| x.id);
                matches.dedup_by_key(|x| x.id);
                let exact = matches
                    .iter()
                    .find(|x| self.lang.spelling(x).eq_ignore_ascii_case(v.text));
                let hit = exact
                    .copied()
                    .or(if matches.len() == 1 { Some(matches[0]) } else { None });
                match hit {
                    // Their arguments (walks) would be read as conditions:
                    // refused here, where they are written.
                    Some(x) if ARGUMENT_VARIANTS.contains(&x.id) => {
                        self.error(Diagnostic::new(
                            v.span,
                            format!("not supported: {} {}", self.lang.spelling(w), self.lang.spelling(x)),
                        ));
                        return out;
                    }
                    Some(x) => {
                        self.lx.next_token();
                        chosen.push(x.id);
                    }
                    None => break,
                }
            }
            // Popeye's default chameleon sequence is built, not one of
            // the composer's (`ChameleonCirce S L T D`).
            if (w.id == "ChameleonCirce" || chosen.contains(&"Chameleon"))
                && let Some(v) = self.lx.peek().filter(|v| self.piece_code(v.text).is_some())
            {
                self.error(Diagnostic::new(
                    v.span,
                    format!(
                        "not supported: {} with a chameleon sequence of its own",
                        self.lang.spelling(w)
                    ),
                ));
                return out;
            }
            let types = chosen.iter().filter(|v| entry.one_of.contains(v)).count();
            if !entry.one_of.is_empty() && types != 1 {
                let names: Vec<&str> = vocab::CONDITION_VARIANTS
                    .iter()
                    .filter(|x| entry.one_of.contains(&x.id))
                    .map(|x| self.lang.spelling(x))
                    .collect();
                self.error(
                    Diagnostic::new(
                        t.span,
                        format!("{} needs exactly one of its types", self.lang.spelling(w)),
                    )
                    .expected(names.join(", ")),
                );
                return out;
            }
            out.push(ConditionSpec {
                name: w.id,
                variants: chosen,
                squares,
                numbers,
                span: t.span,
            });
        }
        if out.is_empty() && !self.recovering {
            self.error(
                Diagnostic::new(at, "a condition command without a condition")
                    .expected("a condition, e.g. SingleBox Type1"),
            );
        }
        out
    }

    // ---- options --------------------------------------------------------

    fn options(&mut self, at: Span) {
        let mut any = false;
        while let Some(t) = self.lx.peek() {
            let w = match lookup(vocab::OPTIONS, self.lang, t.text) {
                Ok(w) => w,
                Err(LookupError::Ambiguous(names)) if !self.is_command(t.text) => {
                    self.lx.next_token();
                    self.error(Diagnostic::new(
                        t.span,
                        format!("option `{}` is ambiguous: {}", printable(t.text), names.join(", ")),
                    ));
                    return;
                }
                Err(_) if !any => {
                    if !self.is_command(t.text) {
                        self.lx.next_token();
                        self.error(Diagnostic::new(
                            t.span,
                            format!("unknown option `{}`", printable(t.text)),
                        ));
                    }
                    break;
                }
                Err(_) => break,
            };
            self.lx.next_token();
            any = true;
            let Some(&(_, arity)) = OPTION_ARITY.iter().find(|(id, _)| *id == w.id) else {
                self.error(Diagnostic::new(
                    t.span,
                    format!("not supported: option {}", self.lang.spelling(w)),
                ));
                return;
            };
            let mut args = Vec::new();
            let numbers = match arity {
                Arity::None | Arity::Squares | Arity::Colours => 0,
                Arity::OptionalNumber => self.lx.peek().is_some_and(|n| n.text.parse::<u32>().is_ok()) as usize,
                Arity::Number => 1,
                Arity::TwoNumbers => 2,
            };
            for _ in 0..numbers {
                match self.lx.peek().filter(|n| n.text.parse::<u32>().is_ok()) {
                    Some(n) => {
                        self.lx.next_token();
                        args.push(n.text.to_string());
                    }
                    None => {
                        self.error(
                            Diagnostic::new(t.span, format!("option {} needs a number", self.lang.spelling(w)))
                                .expected("a whole number"),
                        );
                        return;
                    }
                }
            }
            if arity == Arity::Colours {
                while let Some(w) = self.lx.peek().and_then(|n| self.color_word(n.text)) {
                    self.lx.next_token();
                    args.push(w.id.to_string());
                }
                if args.is_empty() {
                    self.error(
                        Diagnostic::new(t.span, format!("option {} needs a colour", self.lang.spelling(w)))
                            .expected("white, black or both"),
                    );
                    return;
                }
            }
            if arity == Arity::Squares {
                while let Some(n) = self.lx.peek() {
                    match square_list(n.text) {
                        Ok(sq) if !self.is_command(n.text) || lookup(vocab::OPTIONS, self.lang, n.text).is_err() => {
                            self.lx.next_token();
                            args.extend(sq.iter().map(SquareSpec::to_string));
                        }
                        _ => break,
                    }
                }
            }
            self.spec.options.push(OptionSpec {
                name: w.id,
                args,
                span: t.span,
            });
        }
        if !any && !self.recovering {
            self.error(Diagnostic::new(at, "an option command without an option").expected("an option, e.g. Try"));
        }
    }

    // ---- forsyth --------------------------------------------------------

    fn forsyth(&mut self, at: Span) {
        let Some(t) = self.lx.next_token() else {
            self.error(Diagnostic::new(at, "forsyth without a position").expected("a board in Forsyth notation"));
            return;
        };
        let board = match &self.spec.rules {
            Some((name, _)) if name != "orthodox" => crate::rules::by_name(name).map(|set| {
                let letters = set
                    .roster
                    .iter()
                    .filter_map(|p| {
                        let id = self.rule_words.iter().find(|(r, _)| *r == p.name)?.1.id;
                        Some((p.letter.to_string(), id))
                    })
                    .collect();
                ForsythBoard {
                    files: set.files as usize,
                    ranks: set.ranks as usize,
                    letters,
                }
            }),
            _ => None,
        };
        let board = board.unwrap_or_else(|| ForsythBoard {
            files: 8,
            ranks: 8,
            letters: vocab::PIECES[2..]
                .iter()
                .map(|w| (self.lang.spelling(w).to_lowercase(), w.id))
                .collect(),
        });
        match forsyth_pieces(t.text, &board) {
            Ok(pieces) => self
                .spec
                .pieces
                .extend(pieces.into_iter().map(|(color, piece, square, attrs)| PieceSpec {
                    color,
                    piece,
                    square,
                    attrs,
                    span: t.span,
                })),
            Err(m) => self.error(Diagnostic::new(t.span, m).expected("ranks from 8 to 1, digits for empty squares")),
        }
    }

    // ---- twins ----------------------------------------------------------

    fn twin(&mut self, w: &'static Word, at: Span) {
        if w.id == "ZeroPosition" {
            if !self.spec.twins.is_empty() || self.zero_position {
                self.error(Diagnostic::new(at, "zeroposition comes before the first twin"));
            }
            self.zero_position = true;
            // `zeroposition` may be followed by the first twin's changes
            // directly, or by `twin`.
            if self.lx.peek().is_some_and(|t| self.is_command(t.text)) {
                return;
            }
        }
        let mut twin = TwinSpec {
            continued: false,
            changes: Vec::new(),
            remarks: Vec::new(),
            span: at,
        };
        while let Some(t) = self.lx.peek() {
            let Ok(kind) = lookup(vocab::TWINNINGS, self.lang, t.text) else {
                break;
            };
            // `stipulation` and `condition` are twinnings and commands:
            // inside a twin they are twinnings.
            self.lx.next_token();
            match self.twin_change(kind, t) {
                Some(c) => twin.changes.push(c),
                None if kind.id == "Continued" => {
                    if !twin.changes.is_empty() {
                        self.error(Diagnostic::new(t.span, "continued comes first in a twin"));
                    }
                    twin.continued = true;
                }
                None => {
                    if self.recovering {
                        break;
                    }
                }
            }
        }
        if twin.changes.is_empty() && !self.recovering {
            self.error(Diagnostic::new(at, "a twin without changes").expected(
                "move, exchange, remove, add, substitute, rotate, mirror, shift, stipulation, condition or polishtype",
            ));
            return;
        }
        self.spec.twins.push(twin);
    }

    fn square_arg(&mut self, what: &str, at: Span) -> Option<SquareSpec> {
        match self.lx.next_token() {
            Some(t) => match square_list(t.text) {
                Ok(v) if v.len() == 1 => Some(v[0]),
                _ => {
                    self.error(
                        Diagnostic::new(t.span, format!("`{}` is not a square", printable(t.text)))
                            .expected(what.to_string()),
                    );
                    None
                }
            },
            None => {
                self.error(Diagnostic::new(at, "the input ends in a twin").expected(what.to_string()));
                None
            }
        }
    }

    /// Squares of a two-square twinning: `d1 d2` or glued `d1d2`.
    fn two_squares(&mut self, at: Span) -> Option<(SquareSpec, SquareSpec)> {
        if let Some(t) = self.lx.peek()
            && let Ok(v) = square_list(t.text)
            && v.len() == 2
        {
            self.lx.next_token();
            return Some((v[0], v[1]));
        }
        let a = self.square_arg("a square", at)?;
        let b = self.square_arg("a second square", at)?;
        Some((a, b))
    }

    fn twin_change(&mut self, kind: &'static Word, t: Token<'a>) -> Option<TwinChange> {
        let at = t.span;
        match kind.id {
            "Continued" => None,
            "Move" => self.two_squares(at).map(|(from, to)| TwinChange::Move { from, to }),
            "Exchange" => self.two_squares(at).map(|(a, b)| TwinChange::Exchange { a, b }),
            "Shift" => self.two_squares(at).map(|(from, to)| TwinChange::Shift { from, to }),
            "Remove" => {
                let mut squares = Vec::new();
                while let Some(n) = self.lx.peek() {
                    match square_list(n.text) {
                        Ok(v) => {
                            self.lx.next_token();
                            squares.extend(v);
                        }
                        Err(_) => break,
                    }
                }
                if squares.is_empty() {
                    self.error(Diagnostic::new(at, "remove needs a square").expected("a square"));
                    return None;
                }
                Some(TwinChange::Remove(squares))
            }
            "Add" => {
                let pieces = self.piece_list(at);
                Some(TwinChange::Add(pieces))
            }
            "Substitute" => {
                let mut codes = Vec::new();
                for _ in 0..2 {
                    match self.lx.next_token() {
                        Some(c) => match self.piece_code(c.text) {
                            Some(p) => codes.push(p.id),
                            None => {
                                self.error(
                                    Diagnostic::new(c.span, format!("unknown piece `{}`", printable(c.text)))
                                        .expected("a piece code"),
                                );
                                return None;
                            }
                        },
                        None => {
                            self.error(Diagnostic::new(at, "substitute needs two pieces").expected("two piece codes"));
                            return None;
                        }
                    }
                }
                Some(TwinChange::Substitute {
                    from: codes[0],
                    to: codes[1],
                })
            }
            "Rotate" => match self.lx.next_token() {
                Some(n) if matches!(n.text, "90" | "180" | "270") => {
                    Some(TwinChange::Rotate(n.text.parse().unwrap_or(90)))
                }
                Some(n) => {
                    self.error(
                        Diagnostic::new(n.span, format!("cannot rotate by `{}`", printable(n.text)))
                            .expected("90, 180 or 270"),
                    );
                    None
                }
                None => {
                    self.error(Diagnostic::new(at, "rotate needs an angle").expected("90, 180 or 270"));
                    None
                }
            },
            "Mirror" => match self.lx.next_token() {
                Some(n) => match vocab::TWIN_ARGS
                    .iter()
                    .find(|w| self.lang.spelling(w).eq_ignore_ascii_case(n.text))
                {
                    Some(w) => Some(TwinChange::Mirror(w.id)),
                    None => {
                        self.error(
                            Diagnostic::new(n.span, format!("cannot mirror by `{}`", printable(n.text)))
                                .expected("a1<-->h1, a1<-->a8, a1<-->h8 or a8<-->h1"),
                        );
                        None
                    }
                },
                None => {
                    self.error(
                        Diagnostic::new(at, "mirror needs an axis")
                            .expected("a1<-->h1, a1<-->a8, a1<-->h8 or a8<-->h1"),
                    );
                    None
                }
            },
            "Stipulation" => self.stipulation(at).map(|(s, _, _)| TwinChange::Stipulation(s)),
            "SStipulation" => self
                .structured_stipulation(at)
                .map(|(s, _, _)| TwinChange::Stipulation(s)),
            "Condition" => {
                let c = self.conditions(at);
                (!c.is_empty()).then_some(TwinChange::Condition(c))
            }
            "PolishType" => Some(TwinChange::PolishType),
            _ => {
                self.error(Diagnostic::new(
                    at,
                    format!("not supported: twinning {}", self.lang.spelling(kind)),
                ));
                None
            }
        }
    }
}

// ---- token grammars (nom) ---------------------------------------------

fn square(i: &str) -> IResult<&str, SquareSpec> {
    let (i, f) = satisfy(|c| c.is_ascii_alphabetic()).parse(i)?;
    let (i, r) = verify(nom_u8, |r: &u8| (1..=99).contains(r)).parse(i)?;
    Ok((
        i,
        SquareSpec {
            file: f.to_ascii_lowercase() as u8 - b'a',
            rank: r - 1,
        },
    ))
}

/// A token that is not a list of squares.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct NotSquares;

/// One or more squares glued together: `c4e6`. Leading zeros are refused.
pub fn square_list(text: &str) -> Result<Vec<SquareSpec>, NotSquares> {
    if text.contains("0")
        && text
            .split(|c: char| c.is_ascii_alphabetic())
            .any(|d| d.starts_with('0'))
    {
        return Err(NotSquares);
    }
    match many1(square).parse(text) {
        Ok(("", v)) => Ok(v),
        _ => Err(NotSquares),
    }
}

/// The board a forsyth is read for, and its piece codes (lower case).
struct ForsythBoard {
    files: usize,
    ranks: usize,
    letters: Vec<(String, &'static str)>,
}

/// Reads a Forsyth board the way Popeye does: squares are filled from the
/// top left rightwards and downwards, a number (one or more digits) skips
/// that many squares even across ranks, `/` is optional and ignored, and
/// `.xy` gives a two-letter piece code; the squares after the last one
/// described are empty. Under a rule set other than
/// orthodox the codes are the rule set's FEN letters, so a
/// Fairy-Stockfish board reads unchanged.
type ForsythMan = (Color, &'static str, SquareSpec, Attributes);

fn forsyth_pieces(text: &str, board: &ForsythBoard) -> Result<Vec<ForsythMan>, String> {
    let mut out = Vec::new();
    let mut index: usize = 0;
    let squares = board.files * board.ranks;
    let chars: Vec<char> = text.chars().collect();
    let code_of = |code: &str| {
        let c = code.to_lowercase();
        board.letters.iter().find(|(l, _)| *l == c).map(|(_, id)| *id)
    };
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        if c == '/' {
            i += 1;
            continue;
        }
        if c.is_ascii_digit() {
            let mut n: usize = 0;
            while i < chars.len() && chars[i].is_ascii_digit() {
                n = n.saturating_mul(10).saturating_add(chars[i] as usize - '0' as usize);
                i += 1;
            }
            index = index.saturating_add(n);
            continue;
        }
        // Popeye's colour prefixes: `=` neutral, `+` white, `-` black
        // (then the letter's case is not read).
        let prefix = match c {
            '=' => Some((Color::White, Attributes::NEUTRAL)),
            '+' => Some((Color::White, Attributes::NONE)),
            '-' => Some((Color::Black, Attributes::NONE)),
            _ => None,
        };
        if prefix.is_some() {
            i += 1;
        }
        let Some(&c) = chars.get(i) else {
            return Err(format!("forsyth `{}` ends with a colour sign", printable(text)));
        };
        let (code, upper, len) = if c == '.' {
            let code: String = chars.get(i + 1..i + 3).map(|s| s.iter().collect()).unwrap_or_default();
            (code, chars.get(i + 1).is_some_and(|c| c.is_uppercase()), 3)
        } else {
            (c.to_string(), c.is_uppercase(), 1)
        };
        let piece = code_of(&code).ok_or_else(|| format!("forsyth: unknown piece `{}`", printable(&code)))?;
        if index >= squares {
            return Err(format!(
                "forsyth `{}` describes more than {squares} squares",
                printable(text)
            ));
        }
        let (color, attrs) = prefix.unwrap_or(if upper {
            (Color::White, Attributes::NONE)
        } else {
            (Color::Black, Attributes::NONE)
        });
        out.push((
            color,
            piece,
            SquareSpec {
                file: (index % board.files) as u8,
                rank: (board.ranks - 1 - index / board.files) as u8,
            },
            attrs,
        ));
        index += 1;
        i += len;
    }
    // Squares left undescribed stay empty, as Popeye leaves them
    // (`k1K5/p7/1P6`: three ranks).
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn square_lists() {
        assert_eq!(square_list("c4e6").unwrap().len(), 2);
        assert_eq!(square_list("k10").unwrap()[0], SquareSpec { file: 10, rank: 9 });
        assert!(square_list("a0").is_err());
        assert!(square_list("a01").is_err());
        assert!(square_list("4e6").is_err());
        assert!(square_list("").is_err());
    }
}
