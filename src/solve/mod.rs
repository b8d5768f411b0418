//! Solving a problem and writing Popeye's output for it: the twins, the
//! phases of each twin (set play, play, duplex), and the footer.

pub mod battle;
mod battle_table;
mod fairy_order;
mod goal;
pub mod help;
mod intelligent;
mod nested;
mod node_map;
mod notation;
mod popeye_order;
mod popeye_targets;
mod proof;
mod reach;
mod stalemate;
pub mod stats;
pub mod stop;
mod table;
pub use stop::{cancel_all, set_time_limit};
pub use table::set_memory_budget;

use crate::input::Language;
use crate::output::{write_header, write_twin_label};
use crate::piece::Color;
use crate::position::Position;
use crate::problem::{Problem, Setup};
use crate::stipulation::{Goal, Play, Stipulation};

use battle::{BattlePlay, Mode};
use help::{HelpEnd, LinePlay, SeriesEnd};

/// What solving printed: the output and the messages Popeye writes to
/// standard error (illegal positions).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Solved {
    /// Popeye's standard output.
    pub stdout: String,
    /// Messages for standard error.
    pub stderr: Vec<String>,
    /// Solutions found, per twin (the diagram alone: one entry): keys in
    /// direct, self and reflex play, lines in help and series play; set
    /// play not counted.
    pub solutions: Vec<usize>,
    /// MaxSolutions, StopOnShortSolutions or MaxTime cut the output.
    pub partial: bool,
    /// MaxTime (or Ctrl-C) stopped the search: the output holds what was
    /// found before.
    pub timed_out: bool,
    /// Popeye refuses the position of a twin or phase (a king missing
    /// where the play needs it, the side to play can capture the king):
    /// the message is in `stderr` and the twin is not solved.
    pub refused: bool,
    /// The solutions found filled their share of the memory budget and
    /// the search stopped: the output holds what was found.
    pub memory_full: bool,
}

/// Why a problem is not solved.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("not supported yet: {0}")]
pub struct NotYet(pub String);

/// Plies up to which a search runs on the caller's threads: their stacks
/// (2 MiB for rayon's and Rust's threads) hold searches this deep with
/// room to spare.
const SHALLOW_PLIES: u32 = 120;

/// Stack of each thread of the pool deep searches run on. A ply of the
/// deepest search (help play, about 1.6 KiB a ply) uses far less than
/// the 128 KiB this leaves for each of the 2,000 plies of the longest
/// stipulation the reader accepts (999 moves); the memory is reserved,
/// not used, until a search goes that deep.
const DEEP_STACK: usize = 256 << 20;

/// Solves every twin of a problem and writes the whole output.
///
/// A long stipulation (`h#700`) recurses a ply deeper per move: it is
/// solved on a pool of threads with large stacks, so that no length the
/// reader accepts overflows a stack.
pub fn solve(problem: &Problem) -> Result<Solved, NotYet> {
    let deepest = std::iter::once(&problem.stipulation)
        .chain(problem.twins.iter().map(|t| &t.stipulation))
        .map(Stipulation::plies)
        .max()
        .unwrap_or(0);
    if deepest <= SHALLOW_PLIES {
        return solve_here(problem);
    }
    match deep_pool() {
        Some(pool) => pool.install(|| solve_here(problem)),
        None => Err(NotYet(format!(
            "a search {deepest} plies deep (no thread with a large enough stack could be started)"
        ))),
    }
}

/// The pool for deep searches, as many threads as the caller's pool has,
/// built on first use.
fn deep_pool() -> Option<&'static rayon::ThreadPool> {
    static POOL: std::sync::OnceLock<Option<rayon::ThreadPool>> = std::sync::OnceLock::new();
    POOL.get_or_init(|| {
        rayon::ThreadPoolBuilder::new()
            .num_threads(rayon::current_num_threads())
            .stack_size(DEEP_STACK)
            .thread_name(|i| format!("mansuba-deep-{i}"))
            .build()
            .ok()
    })
    .as_ref()
}

fn solve_here(problem: &Problem) -> Result<Solved, NotYet> {
    // NullMoves is solved in help play; elsewhere a search without the
    // passes would answer another question, so it is refused.
    let help_only = |s: &Stipulation| s.play == Play::Help && !s.series;
    if problem.has_option("NullMoves")
        && !(help_only(&problem.stipulation) && problem.twins.iter().all(|t| help_only(&t.stipulation)))
    {
        return Err(NotYet("option NullMoves outside help play".into()));
    }
    let series_help_self = |s: &Stipulation| s.series && matches!(s.play, Play::HelpSelf | Play::HelpReflex);
    if series_help_self(&problem.stipulation) || problem.twins.iter().any(|t| series_help_self(&t.stipulation)) {
        return Err(NotYet("stipulations ser-hs and ser-hr".into()));
    }
    let mut solved = Solved::default();
    let out = &mut solved.stdout;
    write_header(problem, out);
    if problem.zero_position {
        out.push('\n');
        out.push_str(if problem.language == Language::German {
            "NullStellung"
        } else {
            "zeroposition"
        });
        out.push_str("\n\n");
    }
    let max_time = number_arg(problem, "MaxTime", 0);
    let deadline = stop::Deadline::start(stop::limit_for(max_time));
    let stop = deadline.stop();
    let mut partial = false;
    if problem.twins.is_empty() {
        partial |= solve_twin(problem, &problem.setup, &problem.stipulation, stop, &mut solved);
    } else {
        for twin in &problem.twins {
            write_twin_label(twin, &mut solved.stdout);
            let stipulation = effective(problem, &twin.stipulation);
            // A twin with conditions of its own is solved under them.
            let under;
            let problem = if twin.conditions == problem.conditions {
                problem
            } else {
                under = problem.under_conditions(&twin.conditions).map_err(NotYet)?;
                &under
            };
            partial |= solve_twin(problem, &twin.setup, &stipulation, stop, &mut solved);
        }
    }
    solved.timed_out = deadline.expired();
    partial |= solved.timed_out;
    solved.partial = partial;
    let out = &mut solved.stdout;
    if partial {
        out.push_str(partial_word(problem.language));
    } else {
        out.push('\n');
        out.push_str(finished_word(problem.language));
    }
    out.push_str("\n\n\n");
    Ok(solved)
}

/// The solution part of an output: every line that holds a move number
/// (`1.`, `1...`), a `but` or a `threat:`, trailing blanks dropped, in
/// order. Board, captions and twin labels are left out.
pub fn solution_lines(text: &str) -> Vec<String> {
    text.lines()
        .map(str::trim_end)
        .filter(|l| {
            let t = l.trim_start();
            let digits = t.chars().take_while(char::is_ascii_digit).count();
            digits > 0 && t[digits..].starts_with('.') || t.starts_with("but") || t.starts_with("threat:")
        })
        .map(String::from)
        .collect()
}

fn finished_word(lang: Language) -> &'static str {
    match lang {
        Language::English => "solution finished.",
        Language::French => "solution terminee.",
        Language::German => "Loesung beendet.",
    }
}

fn partial_word(lang: Language) -> &'static str {
    match lang {
        Language::English => "Partial solution",
        Language::French => "solution partielle",
        Language::German => "Partielle Loesung",
    }
}

/// A twin's stipulation with WhiteToPlay applied as for the diagram.
fn effective(problem: &Problem, s: &Stipulation) -> Stipulation {
    if problem.has_option("WhiteToPlay")
        && s.play == Play::Help
        && !s.goal.is_proof()
        && !s.series
        && !s.half
        && s.reci.is_none()
        && s.moves >= 1
        && s.structured.is_none()
    {
        Stipulation {
            moves: s.moves - 1,
            half: true,
            ..s.clone()
        }
    } else {
        s.clone()
    }
}

/// One phase: who moves first, and what is searched.
#[derive(Clone, Copy, Debug)]
enum Phase {
    Line {
        play: LinePlay,
        first: Color,
        numbered: Color,
        /// The set play of `h#n.5`: it skips White's first move, which
        /// Popeye writes `1...  ...`, numbering the rest from 2.
        elided: bool,
    },
    Battle {
        play: BattlePlay,
        first: Color,
        kind: BattleKind,
    },
}

/// Which part of battle play a phase writes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum BattleKind {
    /// Keys and tries.
    Play,
    /// The defender's moves in the diagram.
    SetPlay,
    /// The play after a key taken as played (PostKeyPlay).
    PostKey,
}

fn phases(problem: &Problem, s: &Stipulation) -> Vec<Phase> {
    if s.goal.is_proof() {
        let first = problem.proof_first(s);
        let sides = if problem.has_option("HalfDuplex") {
            vec![!first]
        } else if problem.has_option("Duplex") {
            vec![first, !first]
        } else {
            vec![first]
        };
        return sides
            .into_iter()
            .flat_map(|side| proof_phases(problem, s, side))
            .collect();
    }
    let duplex = problem.has_option("Duplex");
    let half_duplex = problem.has_option("HalfDuplex");
    let colours: Vec<Color> = if half_duplex {
        vec![Color::Black]
    } else if duplex {
        vec![Color::White, Color::Black]
    } else {
        vec![Color::White]
    };
    let set_play = problem.has_option("SetPlay");
    // A structured stipulation says which side plays White's part.
    let colours: Vec<Color> = match &s.structured {
        Some(st) => {
            let role = if st.role_white { Color::White } else { Color::Black };
            if half_duplex {
                vec![!role]
            } else if duplex {
                vec![role, !role]
            } else {
                vec![role]
            }
        }
        None => colours,
    };
    let nested = s.structured.as_ref().and_then(|st| st.nested);
    let post_key = problem.has_option("PostKeyPlay") || s.structured.as_ref().is_some_and(|st| st.post_key);
    let mut out = Vec::new();
    for white in colours {
        // `white` plays White's role of the stipulation.
        let black = !white;
        match (s.play, s.series) {
            (Play::Help | Play::HelpSelf | Play::HelpReflex, false) => {
                // `hs`, `hr`: the help play stops before the other side's
                // last move.
                let end = match (s.play, nested) {
                    (_, Some(n)) => HelpEnd::Nested(n),
                    (Play::HelpSelf, _) => HelpEnd::SelfPlay,
                    (Play::HelpReflex, _) => HelpEnd::Reflex,
                    _ => HelpEnd::Goal,
                };
                let plies = s.plies() - u32::from(matches!(end, HelpEnd::SelfPlay | HelpEnd::Reflex));
                let first_of = |plies: u32| {
                    if plies.is_multiple_of(2) { black } else { white }
                };
                let line = |length| LinePlay {
                    goal: s.goal,
                    length,
                    series: None,
                    exact: s.exact,
                    mating: white,
                    first_moves: FirstMoves::of(problem),
                    null_moves: problem.has_option("NullMoves"),
                    end,
                    parry: false,
                    reci: s.reci,
                    keep_mating: problem.has_option("KeepMatingPiece"),
                };
                // Popeye numbers the moves of the side that starts the
                // whole-move form: Black in `h#`, White in `hs#`.
                let numbered = match &s.structured {
                    // Popeye numbers the moves of the side named (`black
                    // -5h[#]h`: `1...` and White's move first).
                    Some(st) => {
                        let named = if st.named_white { Color::White } else { Color::Black };
                        let role = if st.role_white { Color::White } else { Color::Black };
                        if white == role { named } else { !named }
                    }
                    None if end == HelpEnd::Goal => black,
                    None => white,
                };
                if set_play && plies > 1 {
                    out.push(Phase::Line {
                        play: line(plies - 1),
                        first: first_of(plies - 1),
                        numbered,
                        elided: matches!(end, HelpEnd::Goal | HelpEnd::Nested(_)) && !plies.is_multiple_of(2),
                    });
                }
                out.push(Phase::Line {
                    play: line(plies),
                    first: first_of(plies),
                    numbered,
                    elided: false,
                });
            }
            (play, true) => {
                let (end, side) = match play {
                    Play::Help => (SeriesEnd::Help, black),
                    Play::SelfPlay => (SeriesEnd::SelfPlay, white),
                    Play::Reflex => (SeriesEnd::Reflex, white),
                    Play::Direct => (SeriesEnd::Direct, white),
                    // Refused by `solve` (and the parser).
                    Play::HelpSelf | Play::HelpReflex | Play::SemiReflex => continue,
                };
                // Set play of ser-s#: the other side's moves that reach the
                // goal at once, as Popeye writes them (`1...b3*a2 #`).
                if set_play && play == Play::SelfPlay {
                    out.push(Phase::Line {
                        play: LinePlay {
                            goal: s.goal,
                            length: 1,
                            series: None,
                            exact: false,
                            mating: black,
                            first_moves: FirstMoves::of(problem),
                            null_moves: false,
                            end: HelpEnd::Goal,
                            parry: false,
                            reci: None,
                            keep_mating: problem.has_option("KeepMatingPiece"),
                        },
                        first: black,
                        numbered: white,
                        elided: false,
                    });
                }
                let play = LinePlay {
                    goal: s.goal,
                    length: s.moves,
                    series: Some(end),
                    exact: s.exact,
                    mating: side,
                    first_moves: FirstMoves::of(problem),
                    null_moves: false,
                    end: HelpEnd::Goal,
                    parry: s.parry,
                    reci: None,
                    keep_mating: problem.has_option("KeepMatingPiece"),
                };
                out.push(Phase::Line {
                    play,
                    first: side,
                    numbered: side,
                    elided: false,
                });
            }
            (play, false) => {
                let mode = match play {
                    Play::SelfPlay => Mode::SelfPlay,
                    Play::Reflex | Play::SemiReflex => Mode::Reflex,
                    _ => Mode::Direct,
                };
                let max_refutations = number_arg(problem, "Defence", 0).unwrap_or(1);
                let play = BattlePlay {
                    mode,
                    goal: s.goal,
                    moves: s.moves,
                    variations: problem.has_option("Variations") || set_play || post_key,
                    // Popeye's Defence n shows tries as Try does (both
                    // set its `soltout` flag; Try is Defence 1).
                    tries: problem.has_option("Try") || problem.has_option("Defence"),
                    max_refutations,
                    threats: !problem.has_option("NoThreat"),
                    short_variations: !problem.has_option("NoShortVariations"),
                    mates_in_1: problem.has_option("MatesIn1"),
                    exact: s.exact,
                    max_threat: number_arg(problem, "Threat", 0),
                    quodlibet: problem.has_option("Quodlibet"),
                    max_flights: number_arg(problem, "MaxFlightsquares", 0),
                    nontrivial: number_arg(problem, "NonTrivial", 0).zip(number_arg(problem, "NonTrivial", 1)),
                    keep_mating: problem.has_option("KeepMatingPiece"),
                    attacker_bound: play == Play::Reflex,
                    first_moves: FirstMoves::of(problem),
                };
                if post_key {
                    out.push(Phase::Battle {
                        play,
                        first: black,
                        kind: BattleKind::PostKey,
                    });
                    continue;
                }
                if set_play {
                    out.push(Phase::Battle {
                        play,
                        first: black,
                        kind: BattleKind::SetPlay,
                    });
                }
                out.push(Phase::Battle {
                    play,
                    first: white,
                    kind: BattleKind::Play,
                });
            }
        }
    }
    out
}

/// A proof game's phases, `first` to move (Duplex: either side). Help
/// play counts half-moves from the side that starts, which Popeye numbers;
/// series play is that side's, in `ser-h` followed by the other side's
/// move, which alone is the set play (option SetPlay).
fn proof_phases(problem: &Problem, s: &Stipulation, first: Color) -> Vec<Phase> {
    let plies = s.plies();
    let (length, series, mating) = match (s.series, s.play) {
        (true, Play::Help) => (s.moves, Some(SeriesEnd::Help), first),
        (true, _) => (s.moves, Some(SeriesEnd::Direct), first),
        (false, _) => (plies, None, if plies % 2 == 1 { first } else { !first }),
    };
    let line = |length, series, mating| LinePlay {
        goal: s.goal,
        length,
        series,
        exact: s.exact,
        mating,
        first_moves: FirstMoves::of(problem),
        null_moves: false,
        end: HelpEnd::Goal,
        parry: s.parry,
        reci: None,
        keep_mating: false,
    };
    // WhiteToPlay in `dia` makes it help play of a half-move less, which
    // Popeye numbers as `h#n.5`: `1...e2-e4 2.e7-e5 Sg1-f3`.
    let numbered = if s.goal == Goal::Proof && series.is_none() && problem.has_option("WhiteToPlay") {
        !first
    } else {
        first
    };
    let mut out = Vec::new();
    if series == Some(SeriesEnd::Help) && problem.has_option("SetPlay") {
        out.push(Phase::Line {
            play: line(1, None, !first),
            first: !first,
            numbered: first,
            elided: false,
        });
    }
    // Help play of a half-move more than whole moves: its set play leaves
    // out the first half-move.
    if series.is_none() && problem.has_option("SetPlay") && plies % 2 == 1 && plies > 1 {
        out.push(Phase::Line {
            play: line(plies - 1, None, mating),
            first: !first,
            numbered,
            elided: false,
        });
    }
    out.push(Phase::Line {
        play: line(length, series, mating),
        first,
        numbered,
        elided: false,
    });
    out
}

/// Options StartMoveNumber n and UpToMoveNumber n: only the first moves
/// numbered n.. or ..n (from 1, in the order mansuba generates them) are
/// searched, so a long problem can be split or resumed by hand.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct FirstMoves {
    start: u32,
    up_to: u32,
}

impl FirstMoves {
    /// Every first move.
    pub const ALL: FirstMoves = FirstMoves {
        start: 1,
        up_to: u32::MAX,
    };

    fn of(problem: &Problem) -> FirstMoves {
        FirstMoves {
            start: number_arg(problem, "StartMoveNumber", 0).unwrap_or(1),
            up_to: number_arg(problem, "UpToMoveNumber", 0).unwrap_or(u32::MAX),
        }
    }

    /// The first moves in range, in their order.
    pub fn select(self, moves: Vec<crate::position::Move>) -> Vec<crate::position::Move> {
        moves
            .into_iter()
            .zip(1..)
            .filter(|&(_, n)| n >= self.start && n <= self.up_to)
            .map(|(m, _)| m)
            .collect()
    }
}

/// The `i`-th argument of an option, as a number.
fn number_arg<T: std::str::FromStr>(problem: &Problem, option: &str, i: usize) -> Option<T> {
    problem
        .options
        .iter()
        .find(|o| o.name == option)
        .and_then(|o| o.args.get(i)?.parse().ok())
}

/// Solves one twin; `true` when the output is partial.
fn solve_twin(problem: &Problem, setup: &Setup, s: &Stipulation, stop: &stop::Stop, solved: &mut Solved) -> bool {
    // Popeye's intelligent mode takes a few conditions only; under any
    // other it says so and solves nothing (its `verify_position`).
    if problem.has_option("Intelligent")
        && problem
            .conditions
            .iter()
            .any(|c| !INTELLIGENT_CONDITIONS.contains(&c.name))
    {
        solved.stdout.push_str(intelligent_restricted_message(problem.language));
        return false;
    }
    let mut partial = false;
    let mut found = 0;
    // A proof game's target is the twin's diagram.
    let proof =
        (s.goal.is_proof()).then(|| proof::Target::new(&problem.position(setup), &proof_start(problem, Color::White)));
    // Popeye says so once per twin and solves on (its `twin.c`), unless
    // option NoWk or NoBk says the king is missing on purpose.
    let diagram = problem.position(setup);
    // (In `a=>b` the position play starts from too.)
    let start = problem.atob_start.as_ref().map(|s| problem.position(s));
    let none =
        |color: Color| diagram.royals(color).is_empty() || start.as_ref().is_some_and(|p| p.royals(color).is_empty());
    let missing = |color: Color, option: &str| none(color) && !problem.has_option(option);
    let king_missing = missing(Color::White, "NoWk") || missing(Color::Black, "NoBk");
    if king_missing {
        solved.stderr.push(missing_king_message(problem.language).into());
    }
    for phase in phases(problem, s) {
        let first = match phase {
            Phase::Line { first, .. } | Phase::Battle { first, .. } => first,
        };
        let pos = match &proof {
            Some(_) => proof_start(problem, first),
            None => phase_position(problem, setup, first),
        };
        if pos.royal_attacked(!first)
            && !pos.rules().conditions().allows_check_in_diagram()
            && (!pos.rules().has(crate::rules::SpecialRule::SeveralRoyals) || pos.royals(!first).len() < 2)
        {
            solved.stderr.push(king_capture_message(problem.language).into());
            solved.refused = true;
            continue;
        }
        if let Some(victim) = needs_king(&phase)
            && pos.royals(victim).is_empty()
        {
            if !king_missing {
                solved.stderr.push(missing_king_message(problem.language).into());
            }
            solved.refused = true;
            solved.stdout.push('\n');
            continue;
        }
        let out = &mut solved.stdout;
        match phase {
            Phase::Line {
                play, numbered, elided, ..
            } => {
                let help::Solutions {
                    mut lines,
                    partial: per_target,
                    memory_full,
                } = help::solve(problem, &pos, play, stop, proof.as_ref());
                if memory_full {
                    solved.stderr.push(memory_full_message().into());
                    solved.memory_full = true;
                }
                partial |= per_target | memory_full | limit_lines(problem, play, &mut lines);
                found += lines.len();
                for (i, line) in lines.iter().enumerate() {
                    // `reci-h#1`: the other side's own goal moves, made
                    // from the diagram, are a block of their own, after a
                    // blank line (Popeye's regression 4_47_to_4_49).
                    if play.reci.is_some() && line.len() == 1 && i > 0 && lines[i - 1].len() == 2 {
                        out.push('\n');
                    }
                    out.push('\n');
                    if elided {
                        out.push_str("  1...  ...");
                    }
                    out.push_str(&help::format_line(line, numbered, elided));
                }
            }
            Phase::Battle {
                play,
                kind: BattleKind::SetPlay,
                ..
            } => out.push_str(&battle::solve_set_play(problem, &pos, play, stop)),
            Phase::Battle {
                play,
                kind: BattleKind::PostKey,
                ..
            } => out.push_str(&battle::solve_post_key(problem, &pos, play, stop)),
            Phase::Battle { play, .. } => {
                let (text, keys, cut) = battle::solve(problem, &pos, play, stop);
                found += keys;
                partial |= cut;
                out.push_str(&text);
            }
        }
        // The end of a phase ends its last line too; "Partial solution"
        // then follows directly.
        out.push('\n');
    }
    solved.solutions.push(found);
    partial
}

/// MaxSolutions and StopOnShortSolutions; `true` when they cut the output.
fn limit_lines(problem: &Problem, play: LinePlay, lines: &mut Vec<help::Line>) -> bool {
    // Popeye finds short solutions first: shorter lines come first. A
    // `reci-h` line of the other side's own goal is one move shorter than
    // the help play's lines it belongs with, and follows them.
    let length = |l: &help::Line| {
        if play.reci.is_some() {
            l.len() + l.len() % 2
        } else {
            l.len()
        }
    };
    lines.sort_by_key(length);
    let mut partial = false;
    if problem.has_option("StopOnShortSolutions") {
        let full = match play.series {
            None | Some(SeriesEnd::Direct) => play.length as usize,
            Some(_) => play.length as usize + 1,
        };
        if let Some(shortest) = lines.iter().map(length).min().filter(|&l| l < full) {
            lines.retain(|l| length(l) == shortest);
            partial = true;
        }
    }
    let max: Option<usize> = number_arg(problem, "MaxSolutions", 0);
    if let Some(max) = max
        && lines.len() >= max
    {
        lines.truncate(max);
        partial = true;
    }
    partial
}

/// The side that must keep its king for the phase to make sense: the one
/// to be mated.
fn needs_king(phase: &Phase) -> Option<Color> {
    match phase {
        Phase::Battle {
            play,
            first,
            kind: BattleKind::Play,
        } if play.goal == Goal::Mate && play.mode == Mode::Direct => Some(!*first),
        _ => None,
    }
}

/// KeepMatingPiece: has `side` a man that could mate, one of any walk
/// but the king's (Popeye's `keepmating.c` counts walks, a royal queen
/// among them)?
pub(crate) fn has_mating_man(pos: &Position, side: Color) -> bool {
    let rules = pos.rules();
    (pos.pieces(side).iter()).any(|&sq| {
        pos.piece_at(sq)
            .is_some_and(|m| rules.piece_type(m.kind()).walk_name() != "king")
    })
}

/// The conditions Popeye's intelligent mode takes
/// (`does_condition_allow_intelligent`), as mansuba names them.
const INTELLIGENT_CONDITIONS: &[&str] = &[
    "BichromChess",
    "MonochromChess",
    "GridChess",
    "BlackEdgeMover",
    "WhiteEdgeMover",
    "NoCapture",
    "NoWhiteCapture",
    "NoBlackCapture",
    "HaanerChess",
    "BlackMaximummer",
    "WhiteMaximummer",
    "BlackMinimummer",
    "WhiteMinimummer",
    "Hole",
    "BlackMustCapture",
    "WhiteMustCapture",
    "BlackFollowMyLeader",
    "WhiteFollowMyLeader",
    "WhiteForcedSquare",
    "WhiteConsequentForcedSquare",
    "BlackForcedSquare",
    "BlackConsequentForcedSquare",
    "PromOnly",
    "WhitePromSquares",
    "BlackPromSquares",
    "NoWhitePromotion",
    "NoBlackPromotion",
    "BlackUltraSchachZwang",
    "WhiteUltraSchachZwang",
    "AlphabeticChess",
    "LosingChess",
    "WhiteAlphabeticChess",
    "BlackAlphabeticChess",
    "LastCapture",
    "NoIProm",
];

fn intelligent_restricted_message(lang: Language) -> &'static str {
    match lang {
        Language::English => {
            "Intelligent Mode only with h#/=, ser-#/= and ser-h#/=, with a limited set of fairy conditions and without fairy pieces.\n"
        }
        Language::French => {
            "mode intelligent seulement avec h#/=, ser-#/= et ser-h#/=, facultativement avec certaines conditions, et sans pieces feeriques.\n"
        }
        Language::German => {
            "Intelligent Modus nur im h#/=, ser-#/= und ser-h#/=, wenigen Maerchenbedingungen und keinen Maerchensteinen.\n"
        }
    }
}

fn king_capture_message(lang: Language) -> &'static str {
    match lang {
        Language::English => "the side to play can capture the king",
        Language::French => "le camp au trait peut prendre le roi",
        Language::German => "Die am Zug befindliche Partei kann den Koenig schlagen",
    }
}

/// mansuba's own message (Popeye has no such limit): English only.
fn memory_full_message() -> &'static str {
    "the solutions found fill their share of the memory budget (a quarter of --maxmem, at least 16 MiB): the search stopped"
}

fn missing_king_message(lang: Language) -> &'static str {
    match lang {
        Language::English => "both sides need a king",
        Language::French => "il faut un roi de chaque couleur",
        Language::German => "Es fehlt ein weisser oder schwarzer Koenig",
    }
}

/// The position of a phase: the setup, the side to move, and en passant
/// if option EnPassant names the last move (`g7g6g5`: from, over, to).
fn phase_position(problem: &Problem, setup: &Setup, first: Color) -> Position {
    let mut pos = problem.position(setup);
    pos.set_side_to_move(first);
    apply_options(problem, &mut pos);
    pos
}

/// Where a proof game starts: the game array (`dia`), or the position
/// given before the stipulation (`a=>b`).
fn proof_start(problem: &Problem, first: Color) -> Position {
    let mut pos = match &problem.atob_start {
        Some(start) => problem.position(start),
        None => Position::start(problem.rules.clone()),
    };
    pos.set_side_to_move(first);
    apply_options(problem, &mut pos);
    pos
}

/// The options that shape a diagram's position: EnPassant, NoCastling,
/// CastlingMutuallyExclusive.
pub fn apply_options(problem: &Problem, pos: &mut Position) {
    if let Some(o) = problem.options.iter().find(|o| o.name == "EnPassant")
        && o.args.len() >= 3
    {
        let g = problem.rules.geometry();
        let sq = |t: &String| g.parse_square(t);
        if let (Some(over), Some(to)) = (sq(&o.args[1]), sq(&o.args[2])) {
            pos.set_ep(Some((over, to)));
        }
    }
    for o in problem.options.iter().filter(|o| o.name == "NoCastling") {
        let g = problem.rules.geometry();
        let mut rights = pos.castling_rights();
        let mut flags = pos.castle_flags();
        for (i, c) in problem.rules.set().castling.iter().enumerate() {
            for color in Color::ALL {
                let home = |f: u8| problem.rules.home_square(color, f).map(|s| g.name(s).to_string());
                let named = |f: u8| home(f).is_some_and(|n| o.args.contains(&n));
                let bit = crate::rules::Rules::castling_bit(i, color);
                if named(c.king_from) || named(c.rook_from) {
                    rights &= !bit;
                }
                // Popeye's flags: the king's square takes the king's, the
                // rook's square the rook's.
                if named(c.king_from) {
                    flags &= !(1 << color.index());
                }
                if named(c.rook_from) {
                    flags &= !((bit as u16) << 8);
                }
            }
        }
        pos.set_castling_rights(rights);
        pos.set_castle_flags(flags);
    }
    // Each `CastlingMutuallyExclusive` of the option line adds its pairs.
    for o in problem.options.iter().filter(|o| o.name == "CastlingMutuallyExclusive") {
        // Each pair names a white and a black rook's square: `a1h8`.
        let bit_of = |name: &[String]| castling_bit_of_rook(problem, &name.concat());
        for pair in o.args.chunks(2) {
            if let (Some(a), Some(b)) = (bit_of(&pair[..1]), bit_of(&pair[1..])) {
                pos.link_castlings(a, b);
            }
        }
    }
}

/// The castling right of the rook standing at home on `square`.
fn castling_bit_of_rook(problem: &Problem, square: &str) -> Option<u8> {
    let g = problem.rules.geometry();
    let sq = g.parse_square(square)?;
    problem.rules.set().castling.iter().enumerate().find_map(|(i, c)| {
        Color::ALL
            .into_iter()
            .find(|&color| problem.rules.home_square(color, c.rook_from) == Some(sq))
            .map(|color| crate::rules::Rules::castling_bit(i, color))
    })
}

/// A reproducible random source for tests: `next(n)` is in `0..n`.
#[cfg(test)]
pub(crate) fn xorshift(mut seed: u64) -> impl FnMut(u64) -> u64 {
    move |n| {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        seed % n
    }
}
