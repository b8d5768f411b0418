//! Help and series play: every line of moves that reaches the goal, one
//! output line each. Dead ends are remembered in a table keyed by position
//! and moves left, so transpositions are searched once.

use std::collections::HashMap;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};

use rayon::prelude::*;

use super::battle::JudgeTable;
use super::goal;
use super::intelligent::{self, Budget, Intelligent, Tracker};
use super::nested;
use super::notation::move_text;
use super::proof;
use super::reach::{self, Reach, Scratch};
use super::stalemate;
use super::stop::Stop;
use super::table::DeadEnds;
use super::{popeye_order, popeye_targets};
use crate::movegen::{CheckProbe, Legality};
use crate::piece::Color;
use crate::position::{Move, NULL_SQUARE, Position};
use crate::problem::Problem;
use crate::stipulation::{Goal, Nested};

/// How the last move of a series line reaches the goal.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SeriesEnd {
    /// The series side's last move reaches it (`ser-#`, `ser-=`, `ser-+`).
    Direct,
    /// The other side then reaches it in one move (`ser-h#`).
    Help,
    /// The other side is then forced to reach it (`ser-s#`).
    SelfPlay,
    /// The other side must reach it, at once whenever it can, and the
    /// series side may never be able to (`ser-r#`).
    Reflex,
}

/// One phase of help or series play.
#[derive(Clone, Copy, Debug)]
pub struct LinePlay {
    /// The goal.
    pub goal: Goal,
    /// Help play: half-moves in all. Series: moves of the series side.
    pub length: u32,
    /// `None` for help play.
    pub series: Option<SeriesEnd>,
    /// No short solutions.
    pub exact: bool,
    /// For help play, the side whose move reaches the goal.
    pub mating: Color,
    /// StartMoveNumber / UpToMoveNumber: the first moves searched.
    pub first_moves: super::FirstMoves,
    /// Option NullMoves: help play only, either side may pass (not out of
    /// check); Popeye writes the pass as ` ...`.
    pub null_moves: bool,
    /// How help play ends (series play: always [`HelpEnd::Goal`]).
    pub end: HelpEnd,
    /// Parry series (`pser-`): the other side answers each check of the
    /// series side, with any of its moves, instead of passing.
    pub parry: bool,
    /// Reciprocal help play (`reci-h`): where the help play may end, the
    /// other side must also be able to reach this goal of its own in one
    /// move; its moves that do are lines too, after the help play's.
    pub reci: Option<Goal>,
    /// Option KeepMatingPiece: a line ends where the side that is to reach
    /// the goal has no man left but its royals (Popeye's `keepmating.c`,
    /// after every move of the line).
    pub keep_mating: bool,
}

impl LinePlay {
    /// The side whose move reaches the goal.
    fn goal_side(&self) -> Color {
        let own = match self.series {
            Some(end) => end == SeriesEnd::Direct,
            None => self.end == HelpEnd::Goal,
        };
        if own { self.mating } else { !self.mating }
    }
}

/// How help play ends after `mating`'s last help move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum HelpEnd {
    /// That move reaches the goal (`h#`).
    Goal,
    /// The other side is then forced to reach it: every move of it does,
    /// as at the end of `ser-s#` (`hs#`).
    SelfPlay,
    /// The other side must then reach it, and reaches it at once whenever
    /// it can; `mating` may never be able to reach it (`hr#`).
    Reflex,
    /// A branch of battle play is then solved by the other side
    /// (structured stipulations: `3h[3a[#]d]h`).
    Nested(Nested),
}

/// Moves left at a first move's node from which its children are
/// searched in parallel (fewer: too little work to share).
const SPLIT_LEFT: u32 = 3;

/// Fewer first moves than this per thread: their children are searched in
/// parallel too. (With many first moves, sharing them out keeps the
/// threads busy already: splitting all of them measured no faster.)
const SPLIT_FIRST_MOVES: usize = 4;

/// A pass (option NullMoves).
const PASS: Move = Move::normal(NULL_SQUARE, NULL_SQUARE);

/// A found line: each move's side and text (check marks included).
pub type Line = Vec<(Color, String)>;

/// A found line with its moves' places in Popeye's move order and its
/// final position (the hash, and the place of that position among
/// Popeye's intelligent mode's targets, see [`popeye_targets::target_key`]).
struct Found {
    order: Vec<u64>,
    target: Vec<u32>,
    end: u64,
    line: Line,
}

/// What the found lines of one phase may take. With option MaxSolutions
/// n only the first n lines in Popeye's order are shown, so each search
/// keeps its first n (the first n of all are among them); and the lines
/// kept, all threads together, count against the memory budget: past it
/// the search stops, with what it found.
struct Kept {
    at_most: Option<usize>,
    bytes: AtomicUsize,
    limit: usize,
    full: Arc<AtomicBool>,
}

impl Kept {
    fn new(problem: &Problem, play: LinePlay) -> Kept {
        // `Intelligent n` and `reci-h` choose or order lines otherwise
        // than by the key the lines are cut by.
        let cut = per_target_limit(problem).is_none() && play.reci.is_none();
        Kept {
            at_most: super::number_arg(problem, "MaxSolutions", 0).filter(|_| cut),
            bytes: AtomicUsize::new(0),
            limit: super::table::memory_share(SOLUTION_SHARE).max(SOLUTION_FLOOR),
            full: Arc::new(AtomicBool::new(false)),
        }
    }
}

/// The solutions kept may take a quarter of the memory budget, beside
/// the tables' budget, and never less than [`SOLUTION_FLOOR`]: a small
/// `--maxmem` makes the tables slower, never the output different, and
/// problems with many solutions (the suite's 0261) need more than a
/// quarter of 1 MiB.
const SOLUTION_SHARE: usize = 4;
const SOLUTION_FLOOR: usize = 16 << 20;

/// Bytes a found line takes, about.
fn footprint(f: &Found) -> usize {
    std::mem::size_of::<Found>()
        + 8 * f.order.capacity()
        + 4 * f.target.capacity()
        + f.line.capacity() * std::mem::size_of::<(Color, String)>()
        + f.line.iter().map(|(_, t)| t.capacity()).sum::<usize>()
}

/// Popeye's order of found lines: shorter lines first, then (intelligent
/// mode) target by target, then move by move as it tries them.
fn popeye_line_order(a: &Found, b: &Found) -> std::cmp::Ordering {
    (a.order.len(), &a.target, &a.order).cmp(&(b.order.len(), &b.target, &b.order))
}

struct Search<'a> {
    problem: &'a Problem,
    kept: &'a Kept,
    play: LinePlay,
    dead: &'a DeadEnds,
    stop: &'a Stop,
    /// Moves of the line being searched (null moves of series play left
    /// out); rendered as text only when the line is a solution.
    stack: Vec<Move>,
    /// Solutions, each with its moves' places in Popeye's move order.
    found: Vec<Found>,
    /// Popeye's move order as this search reports it (see [`order_key`]).
    order_key: fn(&Position, Move) -> u64,
    /// With option Intelligent, the side to be mated: the lines are then
    /// ordered by where Popeye's intelligent mode builds their final
    /// positions (see [`popeye_targets::target_key`]).
    targets_of: Option<Color>,
    nodes: u64,
    /// The mate-in-time test, where it applies.
    reach: Option<&'a Reach>,
    scratch: Scratch,
    /// Check test for the moves of a goal's last move.
    probe: CheckProbe,
    /// The reply that spoiled the last stalemate tried.
    spoiler: goal::Spoiler,
    /// `ser-s#`, `hs#`: the other side's last two moves that showed it was
    /// not forced to the goal (the latest first), and room for looking
    /// them up.
    escape: [Option<Move>; 2],
    killer_scratch: Vec<Move>,
    /// Whether a first move's children are searched in parallel.
    split: bool,
    /// Intelligent mode: the targets, and where the men stand.
    intel: Option<&'a Intelligent>,
    tracker: Option<Tracker>,
    /// The nested branch's table and solver, where help play ends in one.
    judged: Option<&'a JudgeTable>,
    nested: Option<nested::Solver<'a>>,
    /// A proof game's target: its test and its bound.
    proof: Option<&'a proof::Target>,
}

impl Drop for Search<'_> {
    fn drop(&mut self) {
        super::stats::add(self.nodes, 0);
    }
}

/// The lines of a phase.
pub struct Solutions {
    /// In Popeye's order.
    pub lines: Vec<Line>,
    /// Option `Intelligent n` left lines out.
    pub partial: bool,
    /// The search stopped: the lines filled their share of the memory
    /// budget.
    pub memory_full: bool,
}

/// Every solution, in Popeye's order. With option StopOnShortSolutions
/// the lengths are solved one by one, shortest first, as Popeye does, up
/// to the first that has solutions: the longer ones need not be searched.
pub fn solve(
    problem: &Problem,
    pos: &Position,
    play: LinePlay,
    stop: &Stop,
    proof: Option<&proof::Target>,
) -> Solutions {
    if play.exact || !problem.has_option("StopOnShortSolutions") {
        return solve_length(problem, pos, play, stop, proof);
    }
    // Help play ends with the same side's move at every length.
    let step = if play.series.is_some() { 1 } else { 2 };
    let at_start = matches!(play.end, HelpEnd::Nested(n) if n.at_start) && play.length.is_multiple_of(2);
    let shortest = match play.series {
        Some(_) => 1,
        None if at_start => 0,
        None => 2 - play.length % 2,
    };
    for length in (shortest..play.length).step_by(step) {
        let found = solve_length(
            problem,
            pos,
            LinePlay {
                length,
                exact: true,
                ..play
            },
            stop,
            proof,
        );
        if !found.lines.is_empty() || stop.hit() {
            return found;
        }
    }
    solve_length(problem, pos, LinePlay { exact: true, ..play }, stop, proof)
}

/// Every solution of one phase, in Popeye's order. The first moves are
/// searched in parallel; the result does not depend on the thread count.
fn solve_length(
    problem: &Problem,
    pos: &Position,
    play: LinePlay,
    stop: &Stop,
    proof: Option<&proof::Target>,
) -> Solutions {
    let kept = Kept::new(problem, play);
    let stop = &stop.or(kept.full.clone());
    let kept = &kept;
    let mut root = pos.clone();
    let last =
        play.length == 1 && play.series.is_none() && play.end == HelpEnd::Goal && root.side_to_move() == play.mating;
    // A goal move that exposes the mover's king (`h##0.5`, `h##!0.5`) is
    // no legal move: the root's moves are then the goal's candidates.
    let mut moves = if last && goal::exposes_mover(play.goal) {
        goal::exposing_moves(&mut root, play.goal)
    } else {
        root.legal_moves()
    };
    add_pass(play, &root, &mut moves, last && goal::needs_check(play.goal));
    // A nested branch after no help move at all (`1hh[2da[#]]`).
    if play.length == 0 {
        moves.clear();
    }
    let moves = play.first_moves.select(moves);
    if bound_at_root(&mut root, play) {
        return Solutions {
            lines: Vec::new(),
            partial: false,
            memory_full: false,
        };
    }
    // A nested branch's battle table shares the dead ends' memory.
    let judged = match play.end {
        HelpEnd::Nested(n) => Some(nested::table(n, super::table::memory_share(1) / 8 * 3)),
        _ => None,
    };
    let dead = if judged.is_some() {
        DeadEnds::sharing(2)
    } else {
        DeadEnds::new()
    };
    let judged = judged.as_ref();
    let intel = intelligent_for(problem, pos, play);
    let reach = if intel.is_some() { None } else { reach_for(pos, play) };
    // Few first moves for the threads: their children are shared out too.
    let threads = rayon::current_num_threads();
    let split = threads > 1 && moves.len() < SPLIT_FIRST_MOVES * threads;
    let per_move: Vec<Vec<Found>> = moves
        .par_iter()
        .map(|&mv| {
            let mut p = pos.clone();
            let mut s = Search::new(problem, play, &dead, stop, reach.as_ref(), kept);
            s.split = split;
            s.judged = judged;
            s.intel = intel.as_ref();
            s.tracker = intel.as_ref().map(Intelligent::tracker);
            s.proof = proof;
            match play.series {
                None => s.help_move(&mut p, mv, play.length, &Legality::ALL, false),
                Some(end) => s.series_move(&mut p, mv, play.length, end, &Legality::ALL),
            };
            std::mem::take(&mut s.found)
        })
        .collect();
    super::stats::add(0, dead.len() as u64);
    let mut lines: Vec<Found> = per_move.into_iter().flatten().collect();
    // `reci-h`: the play may end at the start too (`reci-h#1`, or short).
    if let Some(own) = play.reci
        && root.side_to_move() != play.mating
        && (play.length == 2 || !play.exact)
    {
        let mut s = Search::new(problem, play, &dead, stop, reach.as_ref(), kept);
        s.reci_end(&mut root, own);
        lines.append(&mut s.found);
    }
    // The nested branch may be solved before the first help move; a
    // hidden one would make a line without moves, which is left out
    // (Popeye 4.104 crashes there).
    if matches!(play.end, HelpEnd::Nested(n) if n.at_start && !n.hidden) && play.length.is_multiple_of(2) {
        let mut s = Search::new(problem, play, &dead, stop, reach.as_ref(), kept);
        s.judged = judged;
        if s.nested_solved(&mut root) {
            s.record(&root);
        }
        lines.append(&mut s.found);
    }
    // Popeye's order: shorter lines first, then (intelligent mode) target
    // by target, then move by move as it tries them.
    lines.sort_by(popeye_line_order);
    let full = kept.full.load(Ordering::Relaxed);
    let partial = limit_per_final_position(problem, &mut lines);
    Solutions {
        lines: lines.into_iter().map(|f| f.line).collect(),
        partial,
        memory_full: full,
    }
}

/// `hr#`, `ser-r#`: the side that may never reach the goal is to move
/// and can: it must, so the play has no solution (as
/// [`Search::bound_to_reach`] judges the later nodes).
fn bound_at_root(root: &mut Position, play: LinePlay) -> bool {
    let reflex = play.end == HelpEnd::Reflex || play.series == Some(SeriesEnd::Reflex);
    reflex
        && root.side_to_move() == play.mating
        && !goal::reaching_moves(root, play.goal, &mut goal::Spoiler::default(), true).is_empty()
}

/// Option `Intelligent n`: Popeye's intelligent mode shows at most `n`
/// solutions per final position it aims at, the first it finds, and
/// calls the solution partial where a position had `n`. Here every final
/// position (all its men) is such a target, per length; Popeye places
/// only the men the goal needs, so where men not needed end on other
/// squares it may group solutions that are apart here
/// (docs/INTELLIGENT.md). `true` when a position had `n`.
fn limit_per_final_position(problem: &Problem, lines: &mut Vec<Found>) -> bool {
    let Some(n) = per_target_limit(problem) else {
        return false;
    };
    let mut seen: HashMap<(usize, u64), usize> = HashMap::new();
    lines.retain(|f| {
        let count = seen.entry((f.order.len(), f.end)).or_default();
        *count += 1;
        *count <= n
    });
    seen.values().any(|&count| count >= n)
}

/// The `n` of option `Intelligent n`, if given (and not 0).
fn per_target_limit(problem: &Problem) -> Option<usize> {
    super::number_arg(problem, "Intelligent", 0).filter(|&n: &usize| n > 0)
}

/// The move order the lines are reported in: Popeye's, and with option
/// `Intelligent n` where White is the side to be mated, Popeye's on the
/// board turned upside down, since its intelligent mode searches there
/// (and the first `n` lines found are the ones it shows).
fn order_key(problem: &Problem, play: LinePlay) -> fn(&Position, Move) -> u64 {
    if per_target_limit(problem).is_some() && mated_side(play) == Color::White {
        popeye_order::key_mirrored
    } else {
        popeye_order::key
    }
}

/// The side whose king the play mates or stalemates.
fn mated_side(play: LinePlay) -> Color {
    match play.series {
        None if play.end != HelpEnd::Goal => play.mating,
        None | Some(SeriesEnd::Direct) => !play.mating,
        Some(SeriesEnd::Help | SeriesEnd::SelfPlay | SeriesEnd::Reflex) => play.mating,
    }
}

/// Asks the dead-end table about the child after `mv` before it is played,
/// where the child's hash is sure without the move (`key`: the child's
/// key, see [`Search::child_key`]). `None`: a known dead end, passed over
/// unplayed (no legality test, no make and unmake); else whether the table
/// was asked.
fn probe_child(dead: &DeadEnds, pos: &Position, mv: Move, left: u32, key: impl FnOnce() -> u64) -> Option<bool> {
    let probed = left > 1 && pos.hash_guess_is_exact(mv);
    if probed && dead.contains((key(), left - 1)) {
        return None;
    }
    Some(probed)
}

/// Option NullMoves: a pass, tried first as Popeye does, unless the side is
/// in check (a pass would leave it standing) or the move must give check
/// (a pass cannot).
fn add_pass(play: LinePlay, pos: &Position, moves: &mut Vec<Move>, must_check: bool) {
    if play.null_moves && !must_check && !pos.in_check() {
        moves.insert(0, PASS);
    }
}

/// Intelligent mode for this play, where it applies: help play, `ser-h#`
/// and direct series play towards mate or stalemate in orthodox chess,
/// without passes. It finds the plain search's solutions, so it is tried
/// whether or not option Intelligent asks for it; asked, its generator may
/// take longer before it gives up (docs/INTELLIGENT.md).
fn intelligent_for(problem: &Problem, pos: &Position, play: LinePlay) -> Option<Intelligent> {
    if play.null_moves
        || play.goal.is_proof()
        || play.parry
        || play.reci.is_some()
        || play.end != HelpEnd::Goal
        || problem.search == crate::problem::Search::Plain
    {
        return None;
    }
    let effort = if problem.has_option("Intelligent") {
        intelligent::ASKED
    } else {
        intelligent::UNASKED
    };
    let budget = match play.series {
        None => {
            let (goal_moves, other_moves) = reach::help_budgets(play.length, pos.side_to_move(), play.mating);
            Budget {
                goal_side: play.mating,
                goal_moves,
                other_moves,
            }
        }
        Some(SeriesEnd::Help) => Budget {
            goal_side: !play.mating,
            goal_moves: 1,
            other_moves: play.length,
        },
        Some(SeriesEnd::Direct) => Budget {
            goal_side: play.mating,
            goal_moves: play.length,
            other_moves: 0,
        },
        Some(SeriesEnd::SelfPlay | SeriesEnd::Reflex) => return None,
    };
    Intelligent::new(pos, play.goal, budget, effort)
}

/// The mate-in-time test for this play: help play and `ser-h#` (the side
/// that does not play the series mates), and direct series play.
fn reach_for(pos: &Position, play: LinePlay) -> Option<Reach> {
    if play.end != HelpEnd::Goal || play.parry {
        return None;
    }
    let mating = match play.series {
        None | Some(SeriesEnd::Direct) => play.mating,
        Some(SeriesEnd::Help) => !play.mating,
        Some(SeriesEnd::SelfPlay | SeriesEnd::Reflex) => return None,
    };
    Reach::new(pos, play.goal, mating).map(|r| r.with_null_moves(play.null_moves))
}

impl<'a> Search<'a> {
    fn new(
        problem: &'a Problem,
        play: LinePlay,
        dead: &'a DeadEnds,
        stop: &'a Stop,
        reach: Option<&'a Reach>,
        kept: &'a Kept,
    ) -> Search<'a> {
        Search {
            problem,
            kept,
            play,
            dead,
            stop,
            stack: Vec::new(),
            found: Vec::new(),
            order_key: order_key(problem, play),
            targets_of: (problem.has_option("Intelligent") && play.end == HelpEnd::Goal && !play.parry)
                .then(|| mated_side(play)),
            nodes: 0,
            reach,
            scratch: Scratch::default(),
            escape: [None, None],
            killer_scratch: Vec::new(),
            probe: CheckProbe::default(),
            spoiler: goal::Spoiler::default(),
            split: false,
            intel: None,
            tracker: None,
            judged: None,
            nested: None,
            proof: None,
        }
    }

    /// The dead-end key of the child after `mv` (not yet made), as far as
    /// [`Position::hash_guess`] knows it.
    fn child_key(&self, pos: &Position, mv: Move) -> u64 {
        let ident = match (self.intel, &self.tracker) {
            (Some(intel), Some(tracker)) => tracker.ident_after(intel, pos, mv),
            _ => 0,
        };
        pos.hash_guess(mv) ^ ident
    }

    /// The dead-end table's key for a node: in intelligent mode where the
    /// men stand counts too (the targets name men).
    fn key(&self, pos: &Position, left: u32) -> (u64, u32) {
        let ident = self.tracker.as_ref().map_or(0, Tracker::ident);
        (pos.hash() ^ ident, left)
    }

    /// Intelligent mode: follows `mv` if a target can still be reached
    /// after it with `left` moves of each side (by colour index).
    fn enter(&mut self, pos: &Position, mv: Move, left: [u32; 2]) -> bool {
        match (self.intel, self.tracker.as_mut()) {
            (Some(intel), Some(tracker)) => tracker.enter(intel, pos, mv, left),
            _ => true,
        }
    }

    fn leave(&mut self) {
        if let (Some(intel), Some(tracker)) = (self.intel, self.tracker.as_mut()) {
            tracker.leave(intel);
        }
    }

    /// Moves of each side (by colour index) left after a help move with
    /// `left` half-moves to go before it.
    fn help_left(&self, mover: Color, left: u32) -> [u32; 2] {
        let (mating, other) = reach::help_budgets(left - 1, !mover, self.play.mating);
        Budget {
            goal_side: self.play.mating,
            goal_moves: mating,
            other_moves: other,
        }
        .per_colour()
    }

    /// Can the goal still be reached with these moves left? (`true` where
    /// the test does not apply.)
    fn may_reach(&mut self, pos: &Position, mating_moves: u32, other_moves: u32) -> bool {
        if let Some(target) = self.proof {
            let mut moves = [other_moves; 2];
            moves[self.play.goal_side().index()] = mating_moves;
            // In help play the node before this one was tested (but the
            // root); series play passes or parries in between.
            let after_checked = self.play.series.is_none() && self.stack.len() > 1;
            return target.possible(pos, moves, after_checked);
        }
        match self.reach {
            Some(r) => r.possible(pos, mating_moves, other_moves, &mut self.scratch),
            None => true,
        }
    }

    /// Popeye's order of a line's last move, the goal's: a mate or check
    /// comes from its mating move generator, where it uses one, in help
    /// and series play (intelligent mode aside, which orders by target).
    fn last_order_key(&self, pos: &Position, mv: Move) -> u64 {
        // Popeye's self and reflex ends are defences, which its generator
        // never makes.
        let goal_end = (self.play.series).map_or(self.play.end == HelpEnd::Goal, |e| {
            matches!(e, SeriesEnd::Direct | SeriesEnd::Help)
        });
        let goal_move = goal_end && goal::needs_check(self.play.goal) && self.targets_of.is_none();
        if goal_move {
            popeye_order::key_as_goal(pos, mv)
        } else {
            (self.order_key)(pos, mv)
        }
    }

    fn push_move(&mut self, _pos: &Position, mv: Move) {
        self.stack.push(mv);
    }

    /// Records the current line as a solution: goes back to its start in a
    /// copy of the position and writes every move with its check mark, the
    /// last one with the goal's mark.
    fn record_at(&mut self, pos: &Position, last_made: bool) {
        let mut p = pos.clone();
        let played: Vec<Move> = p.moves_played().collect();
        // Plies to take back: the stack's moves and the null moves between them.
        // In help play every pass is a move of the line (NullMoves).
        let help = self.play.series.is_none();
        let mut back = 0;
        let mut seen = 0;
        let target = self.stack.len() - usize::from(!last_made);
        while seen < target {
            let mv = played[played.len() - 1 - back];
            back += 1;
            if help || mv.from != NULL_SQUARE {
                seen += 1;
            }
        }
        for i in 0..back {
            if played[played.len() - 1 - i].from == NULL_SQUARE {
                p.unmake_null();
            } else {
                p.unmake();
            }
        }
        let mut whole = played[played.len() - back..].to_vec();
        if !last_made {
            whole.extend(self.stack.last());
        }
        let target = self
            .targets_of
            .map_or(Vec::new(), |c| popeye_targets::target_key(&p, &whole, c));
        let mut line = Line::new();
        let mut order = Vec::new();
        for (i, &mv) in played[played.len() - back..].iter().enumerate() {
            if mv.from == NULL_SQUARE {
                if help {
                    order.push((self.order_key)(&p, mv));
                    line.push((p.side_to_move(), " ...".into()));
                }
                p.make_null();
                continue;
            }
            order.push(if i + 1 == back && last_made {
                self.last_order_key(&p, mv)
            } else {
                (self.order_key)(&p, mv)
            });
            let mut text = move_text(self.problem, &p, mv);
            let side = p.side_to_move();
            p.make(mv);
            if (i + 1 < back || !last_made) && p.in_check() {
                text.push_str(" +");
            }
            line.push((side, text));
        }
        if !last_made {
            let mv = *self.stack.last().expect("a move to record");
            order.push(self.last_order_key(&p, mv));
            let text = move_text(self.problem, &p, mv);
            line.push((p.side_to_move(), text));
            p.make(mv);
        }
        match self.play.end {
            // The branch's moves follow; the last help move is not the goal's.
            HelpEnd::Nested(_) => {
                if let Some(last) = line.last_mut()
                    && p.in_check()
                {
                    last.1.push_str(" +");
                }
            }
            _ => {
                if let Some(last) = line.last_mut() {
                    last.1.push_str(&goal::marks(&p, self.play.goal));
                }
            }
        }
        let found = Found {
            order,
            target,
            end: p.hash(),
            line,
        };
        match self.play.end {
            HelpEnd::Nested(n) if !n.hidden => self.keep_nested(found, &mut p),
            _ => self.keep(found),
        }
    }

    /// Keeps a found line (with its share of the memory budget).
    fn keep(&mut self, found: Found) {
        let bytes = footprint(&found) + self.kept.bytes.fetch_add(footprint(&found), Ordering::Relaxed);
        self.found.push(found);
        if bytes > self.kept.limit {
            self.kept.full.store(true, Ordering::Relaxed);
        }
        self.cut_found();
    }

    /// MaxSolutions n: once this search holds many more than n lines, it
    /// keeps its first n.
    fn cut_found(&mut self) {
        let Some(n) = self.kept.at_most else { return };
        if self.found.len() < 2 * n + 64 {
            return;
        }
        self.found.sort_by(popeye_line_order);
        let freed: usize = self.found[n..].iter().map(footprint).sum();
        self.found.truncate(n);
        self.kept.bytes.fetch_sub(freed, Ordering::Relaxed);
    }

    /// A help line followed by the lines of the nested branch solved at
    /// its end (`pos`: the position there). The branch is numbered from
    /// 1 again, its first side's moves, as Popeye writes battle play,
    /// unless it is a single move or a defence and its answer (`1a[x]d`,
    /// `2da[#]`), which Popeye writes on as help moves.
    fn keep_nested(&mut self, help: Found, pos: &mut Position) {
        let (HelpEnd::Nested(n), Some(table)) = (self.play.end, self.judged) else {
            return;
        };
        let branch = nested::Solver::new(self.problem, n, table, self.stop).lines(self.problem, pos);
        for (i, tail) in branch.into_iter().enumerate() {
            let mut f = Found {
                order: help.order.clone(),
                target: help.target.clone(),
                end: help.end,
                line: help.line.clone(),
            };
            f.order.push(i as u64);
            match f.line.last_mut() {
                Some(last) if n.length > if n.attack_first { 1 } else { 2 } => {
                    let first = tail[0].0;
                    last.1.push(' ');
                    last.1.push_str(&format_line(&tail, first, false));
                }
                _ => f.line.extend(tail),
            }
            self.keep(f);
        }
    }

    /// Is the nested branch solved here (where the help play may end)?
    fn nested_solved(&mut self, pos: &mut Position) -> bool {
        let (HelpEnd::Nested(n), Some(table)) = (self.play.end, self.judged) else {
            return false;
        };
        let (problem, stop) = (self.problem, self.stop);
        self.nested
            .get_or_insert_with(|| nested::Solver::new(problem, n, table, stop))
            .solved(pos)
    }

    /// Has the move just made reached the goal?
    fn goal_reached(&mut self, pos: &mut Position) -> bool {
        match self.proof {
            Some(target) => target.reached(pos),
            None => goal::reached_with(pos, self.play.goal, &mut self.spoiler),
        }
    }

    /// Records the current line; the last move of the stack has been made.
    fn record(&mut self, pos: &Position) {
        self.record_at(pos, true);
    }

    // ---- help play -----------------------------------------------------

    /// Plays `mv` when legal (`legality`), and searches on.
    /// `probed`: the dead-end table was asked about the position after
    /// `mv` just before.
    fn help_move(&mut self, pos: &mut Position, mv: Move, left: u32, legality: &Legality, probed: bool) -> bool {
        let goal_side = self.play.mating;
        let mover = pos.side_to_move();
        let pass = mv.from == NULL_SQUARE;
        if !pass && !self.enter(pos, mv, self.help_left(mover, left)) {
            return false;
        }
        if pass {
            pos.make_dummy();
        } else if !pos.make_if_legal(legality, mv) {
            self.leave();
            return false;
        }
        self.nodes += 1;
        self.push_move(pos, mv);
        let mut found = false;
        // Reciprocal play ends only through `reci_end`, one move earlier.
        let may_end = mover == goal_side && (left == 1 || !self.play.exact) && self.play.reci.is_none();
        if let HelpEnd::Nested(n) = self.play.end {
            // Play goes on where the branch is solved, unless it says
            // otherwise (`>`), also where the line is too short to end
            // (`3:3h[>1a[x]d]h`).
            let fork = mover == goal_side && self.play.reci.is_none();
            let solved = fork && (may_end || n.ends_help) && self.nested_solved(pos);
            if solved && may_end {
                self.record(pos);
                found = true;
            }
            if left > 1 && !(solved && n.ends_help) {
                found |= self.help(pos, left - 1, probed);
            }
        } else if self.play.end == HelpEnd::SelfPlay {
            // `hs`: where the other side is forced to the goal the line
            // ends; where it is not, the help play goes on.
            if may_end && self.final_forced(pos) {
                found = true;
            } else if left > 1 {
                found = self.help(pos, left - 1, probed);
            }
        } else if self.play.end == HelpEnd::Reflex && mover == goal_side {
            // `hr`: where the other side can reach the goal it must, and
            // the play ends, a solution only at its end (or short).
            if self.other_side_reaches(pos) {
                found = may_end && self.final_reflex(pos);
            } else if left > 1 {
                found = self.help(pos, left - 1, probed);
            }
        } else if may_end && self.goal_reached(pos) {
            self.record(pos);
            found = true;
        } else if left > 1 {
            found = self.help(pos, left - 1, probed);
        }
        if pass {
            pos.unmake_null();
        } else {
            pos.unmake();
            self.leave();
        }
        self.stack.pop();
        found
    }

    fn help(&mut self, pos: &mut Position, left: u32, probed: bool) -> bool {
        if self.goal_side_bare(pos) || self.bound_to_reach(pos) {
            return false;
        }
        let key = self.key(pos, left);
        // The table before the reach test, at every depth: a probe reads one
        // cache line, and an entry spares the test's full count (session 6:
        // 0236 14.4 -> 11.3 s, 0073 5.4 -> 3.7 s, 0090 11.8 -> 13.4 s;
        // with the old hash set the test came first one move before the end).
        // (A second probe right after the parent's would find the same.)
        if self.stop.hit() || (!probed && self.dead.contains(key)) {
            return false;
        }
        let (mating, other) = reach::help_budgets(left, pos.side_to_move(), self.play.mating);
        // Towards stalemate, the mating side to move and one move each to
        // come after it: the children's one-move counts (in `help_moves`)
        // reject most such nodes at less cost than the full test, which
        // comes after them (0121: the full test let 1.2 of 1.9 million
        // nodes through, whose children then nearly all failed).
        let after_children = self.play.goal == Goal::Stalemate && (mating, other) == (2, 1);
        if !after_children && !self.may_reach(pos, mating, other) {
            self.dead.insert(key);
            return false;
        }
        let found = match self.play.reci {
            Some(own) if pos.side_to_move() != self.play.mating && left.is_multiple_of(2) => {
                let mut found = (left == 2 || !self.play.exact) && self.reci_end(pos, own);
                if left > 2 {
                    found |= self.help_moves(pos, left, after_children.then_some((mating, other)));
                }
                found
            }
            _ => self.help_moves(pos, left, after_children.then_some((mating, other))),
        };
        // An interrupted search proves nothing.
        if !found && !self.stop.hit() {
            self.dead.insert(key);
        }
        found
    }

    /// Every move of a help node; `true` if a solution was found.
    /// `reach_test`: the moves left for the reach test still to be made,
    /// after the children's stalemate counts.
    fn help_moves(&mut self, pos: &mut Position, left: u32, reach_test: Option<(u32, u32)>) -> bool {
        let mut found = false;
        // The goal's last move: a goal needing check skips the quiet moves.
        let last_move = left == 1 && pos.side_to_move() == self.play.mating && self.play.end == HelpEnd::Goal;
        let last = last_move && goal::needs_check(self.play.goal);
        // Legality is tested only for the moves tried: at the goal's last
        // move most are skipped before.
        let (mut moves, legality) = if last_move && goal::exposes_mover(self.play.goal) {
            (goal::exposing_moves(pos, self.play.goal), Legality::ALL)
        } else {
            pos.candidate_moves()
        };
        if last_move && self.play.goal == Goal::Stalemate && (self.reach.is_some() || self.intel.is_some()) {
            stalemate::keep_candidates(pos, &mut moves);
        }
        add_pass(self.play, pos, &mut moves, last);
        if last {
            self.probe.prepare(pos);
        }
        // A proof game: a side's last move brings a man home.
        if let Some(target) = self.proof {
            let (mating, other) = reach::help_budgets(left, pos.side_to_move(), self.play.mating);
            let own = if pos.side_to_move() == self.play.mating {
                mating
            } else {
                other
            };
            if own == 1 {
                let replies = (left - 1).div_ceil(2);
                moves.retain(|&mv| target.may_be_last(pos, mv, replies));
            }
        }
        // Towards stalemate: children the stalemate counts would reject
        // are dropped unplayed (0121: 4.2 of 7.9 million children in
        // which the stalemated side makes its last move).
        if let Some(reach) = self.reach
            && left > 1
            && self.play.goal == Goal::Stalemate
        {
            let stops = reach.child_stops(pos, left - 1, !self.play.exact);
            moves.retain(|&mv| !stops.rejects(reach, pos, mv));
        }
        if let Some((mating, other)) = reach_test
            && (moves.is_empty() || !self.may_reach(pos, mating, other))
        {
            return false;
        }
        // Every child's dead-end line starts loading at once; the loads
        // overlap, and the first children are searched meanwhile.
        // The first children's hashes are kept for the table test below.
        let mut guesses = [0u64; 64];
        if left > 1 {
            let keys = moves
                .iter()
                .enumerate()
                .filter(|(_, mv)| mv.from != NULL_SQUARE)
                .map(|(i, &mv)| {
                    let guess = self.child_key(pos, mv);
                    if let Some(kept) = guesses.get_mut(i) {
                        *kept = guess;
                    }
                    (guess, left - 1)
                });
            self.dead.prefetch_all(keys);
        }
        if self.split && self.stack.len() == 1 && left >= SPLIT_LEFT {
            return self.split_children(pos, left, &moves, &legality, &guesses);
        }
        for (i, &mv) in moves.iter().enumerate() {
            if last && self.probe.gives_check(pos, mv) == Some(false) {
                continue;
            }
            let key = || guesses.get(i).copied().unwrap_or_else(|| self.child_key(pos, mv));
            let Some(probed) = probe_child(self.dead, pos, mv, left, key) else {
                continue;
            };
            found |= self.help_move(pos, mv, left, &legality, probed);
        }
        found
    }

    /// The children of a first move searched in parallel, each by a search
    /// of its own sharing the dead ends: a problem with few first moves, or
    /// one first move holding most of the work, keeps every thread busy.
    /// The lines are sorted at the end, so the order does not depend on
    /// which thread finds what.
    fn split_children(
        &mut self,
        pos: &Position,
        left: u32,
        moves: &[Move],
        legality: &Legality,
        guesses: &[u64],
    ) -> bool {
        let (problem, play, dead, stop, reach, stack, kept) = (
            self.problem,
            self.play,
            self.dead,
            self.stop,
            self.reach,
            &self.stack,
            self.kept,
        );
        let (intel, tracker, judged, proof) = (self.intel, &self.tracker, self.judged, self.proof);
        let per_child: Vec<(bool, Vec<Found>)> = moves
            .par_iter()
            .enumerate()
            .map_init(
                // One search per share of the children, not per child: its
                // scratch keeps what the reach test worked out.
                || {
                    let mut s = Search::new(problem, play, dead, stop, reach, kept);
                    s.intel = intel;
                    s.tracker = tracker.clone();
                    s.judged = judged;
                    s.proof = proof;
                    s
                },
                |s, (i, &mv)| {
                    let key = || guesses.get(i).copied().unwrap_or_else(|| s.child_key(pos, mv));
                    let Some(probed) = probe_child(dead, pos, mv, left, key) else {
                        return (false, Vec::new());
                    };
                    s.stack.clone_from(stack);
                    let mut p = pos.clone();
                    let found = s.help_move(&mut p, mv, left, legality, probed);
                    (found, std::mem::take(&mut s.found))
                },
            )
            .collect();
        let mut found = false;
        for (child_found, lines) in per_child {
            found |= child_found;
            self.found.extend(lines);
        }
        self.cut_found();
        found
    }

    // ---- series play ---------------------------------------------------

    /// Plays `mv` when legal (`legality`), and searches on.
    fn series_move(&mut self, pos: &mut Position, mv: Move, left: u32, end: SeriesEnd, legality: &Legality) -> bool {
        let mut after = [0; 2];
        after[pos.side_to_move().index()] = left - 1;
        after[1 - pos.side_to_move().index()] = u32::from(end == SeriesEnd::Help);
        if !self.enter(pos, mv, after) {
            return false;
        }
        if !pos.make_if_legal(legality, mv) {
            self.leave();
            return false;
        }
        self.nodes += 1;
        self.push_move(pos, mv);
        let mut found = false;
        let may_end = left == 1 || !self.play.exact;
        match end {
            SeriesEnd::Direct => {
                if may_end && self.goal_reached(pos) {
                    self.record(pos);
                    found = true;
                } else if left > 1 && self.may_go_on(pos) {
                    found = self.series_continue(pos, left - 1, end);
                }
            }
            SeriesEnd::Reflex => {
                // The other side must reach the goal where it can: the
                // play ends there.
                if self.other_side_reaches(pos) {
                    found = may_end && self.final_reflex(pos);
                } else if left > 1 && self.may_go_on(pos) {
                    found = self.series_continue(pos, left - 1, end);
                }
            }
            SeriesEnd::Help | SeriesEnd::SelfPlay => {
                let go_on = self.may_go_on(pos);
                if may_end {
                    found |= if end == SeriesEnd::Help {
                        self.final_help(pos)
                    } else {
                        self.final_forced(pos)
                    };
                }
                if left > 1 && go_on {
                    found |= self.series_continue(pos, left - 1, end);
                }
            }
        }
        pos.unmake();
        self.leave();
        self.stack.pop();
        found
    }

    /// After a move of the series side: the series goes on unless it gave
    /// check, which only a parry series (`pser-`) lets the other side answer.
    fn may_go_on(&self, pos: &Position) -> bool {
        self.play.parry || !pos.in_check()
    }

    /// The other side passes, or in a parry series answers a check with
    /// each of its moves; the series side moves again. Where the other
    /// side is the opponent (`pser-#`, `pser-s#`, `pser-r#`) the series
    /// must go on after every answer, each giving lines of its own (as
    /// Popeye's Meinking `pser-s#7` shows: 1.Qe8-e5 + with both parries,
    /// and no line where a parry not shown would refute); in `pser-h#`
    /// any answer may help.
    fn series_continue(&mut self, pos: &mut Position, left: u32, end: SeriesEnd) -> bool {
        if pos.in_check() {
            let every = end != SeriesEnd::Help;
            let before = self.found.len();
            let mut found = false;
            for mv in pos.legal_moves() {
                pos.make(mv);
                self.nodes += 1;
                self.push_move(pos, mv);
                let ok = self.series_node(pos, left, end);
                self.stack.pop();
                pos.unmake();
                found |= ok;
                if every && !ok {
                    self.found.truncate(before);
                    return false;
                }
            }
            return found;
        }
        pos.make_null();
        let found = self.series_node(pos, left, end);
        pos.unmake_null();
        found
    }

    /// KeepMatingPiece: has the side that is to reach the goal no man left
    /// but its royals?
    /// As Popeye's filter: after a move (not at the start), not in `reci-h`
    /// (where both sides have a goal), counting men of any walk but the
    /// king's.
    fn goal_side_bare(&self, pos: &Position) -> bool {
        // (Not at a nested branch's end, whose goal either side may reach.)
        self.play.keep_mating
            && self.play.reci.is_none()
            && !matches!(self.play.end, HelpEnd::Nested(_))
            && !self.stack.is_empty()
            && !super::has_mating_man(pos, self.play.goal_side())
    }

    /// The series side to move with `left` moves.
    fn series_node(&mut self, pos: &mut Position, left: u32, end: SeriesEnd) -> bool {
        if self.goal_side_bare(pos) {
            return false;
        }
        let key = self.key(pos, left);
        let mut found = false;
        if !self.stop.hit() && !self.dead.contains(key) {
            // The series side has `left` moves; in `ser-h#` the other side then mates in one.
            // A parry series: the other side may answer each move.
            let parries = if self.play.parry { left } else { 0 };
            let possible = match end {
                SeriesEnd::Help => self.may_reach(pos, 1 + parries, left),
                SeriesEnd::Direct => self.may_reach(pos, left, parries),
                SeriesEnd::SelfPlay => true,
                SeriesEnd::Reflex => !self.bound_to_reach(pos),
            };
            if possible {
                let (mut moves, legality) = pos.candidate_moves();
                // A proof game: the series' last move brings a man home,
                // unless the other side's move (`ser-h`) takes it there.
                if let Some(target) = self.proof.filter(|_| left == 1 && !self.play.parry) {
                    let replies = u32::from(end == SeriesEnd::Help);
                    moves.retain(|&mv| target.may_be_last(pos, mv, replies));
                }
                for mv in moves {
                    found |= self.series_move(pos, mv, left, end, &legality);
                }
                // `ser-##`: the goal moves that expose the series side's
                // king only end the series, as the last move of `ser-h#`.
                if end == SeriesEnd::Direct && goal::exposes_mover(self.play.goal) && (left == 1 || !self.play.exact) {
                    found |= self.final_help(pos);
                }
            }
            if !found && !self.stop.hit() {
                self.dead.insert(key);
            }
        }
        found
    }

    /// `reci-h`, the other side to move: where it can reach its own goal
    /// in one move, and the help play can end in two (its move, then the
    /// goal side's), both are solutions: the help play's lines first,
    /// then its own goal moves, as Popeye writes them.
    fn reci_end(&mut self, pos: &mut Position, own: Goal) -> bool {
        let own_moves = goal::reaching_moves(pos, own, &mut self.spoiler, false);
        if own_moves.is_empty() {
            return false;
        }
        let before = self.found.len();
        for mv in pos.legal_moves() {
            pos.make(mv);
            self.push_move(pos, mv);
            // The goal side's last move, as at the end of `ser-h#`.
            self.final_help(pos);
            self.stack.pop();
            pos.unmake();
        }
        if self.found.len() == before {
            return false;
        }
        let goal = std::mem::replace(&mut self.play.goal, own);
        for mv in own_moves {
            self.push_move(pos, mv);
            self.record_at(pos, false);
            self.stack.pop();
            // After the help play's lines of the same start: Popeye's
            // order puts them first whatever the moves.
            if let Some(f) = self.found.last_mut() {
                let last = f.order.len() - 1;
                f.order.insert(last, u64::MAX);
            }
        }
        self.play.goal = goal;
        true
    }

    /// `ser-h#`: the other side reaches the goal in one move (and
    /// `ser-##`'s last move, by the series side).
    fn final_help(&mut self, pos: &mut Position) -> bool {
        let mut found = false;
        let needs_check = goal::needs_check(self.play.goal);
        let (moves, legality) = if goal::exposes_mover(self.play.goal) {
            (goal::exposing_moves(pos, self.play.goal), Legality::ALL)
        } else {
            pos.candidate_moves()
        };
        if needs_check {
            self.probe.prepare(pos);
        }
        for mv in moves {
            if needs_check && self.probe.gives_check(pos, mv) == Some(false) {
                continue;
            }
            if !self.enter(pos, mv, [0, 0]) {
                continue;
            }
            if !pos.make_if_legal(&legality, mv) {
                self.leave();
                continue;
            }
            self.push_move(pos, mv);
            if self.goal_reached(pos) {
                self.record(pos);
                found = true;
            }
            pos.unmake();
            self.leave();
            self.stack.pop();
        }
        found
    }

    /// Is a move of the other side that lately kept it from being forced
    /// to the goal a legal move here that does so again?
    fn killer_escapes(&mut self, pos: &mut Position) -> bool {
        let [first, second] = self.escape;
        if first.is_some_and(|k| self.escapes_by(pos, k)) {
            return true;
        }
        // The other one: one man's moves are often blocked together.
        if second.is_some_and(|k| self.escapes_by(pos, k)) {
            self.escape = [second, first];
            return true;
        }
        false
    }

    /// Is `k` a legal move of the side to move that does not reach the goal?
    fn escapes_by(&mut self, pos: &mut Position, k: Move) -> bool {
        if !pos.is_plain_pseudo_move(k, &mut self.killer_scratch) {
            return false;
        }
        if goal::needs_check(self.play.goal) {
            match pos.legal_and_check_quick(k) {
                Some((false, _)) => return false,
                Some((true, false)) => return true,
                _ => {}
            }
        }
        if !pos.make_if_safe(k) {
            return false;
        }
        let reached = goal::reached_with(pos, self.play.goal, &mut self.spoiler);
        pos.unmake();
        !reached
    }

    /// Reflex play (`hr`, `ser-r`), the series or last help side to move:
    /// a move of it that reaches the goal must be played, and loses.
    fn bound_to_reach(&mut self, pos: &mut Position) -> bool {
        let reflex = self.play.end == HelpEnd::Reflex || self.play.series == Some(SeriesEnd::Reflex);
        reflex && pos.side_to_move() == self.play.mating && !self.reaching_moves(pos, true).is_empty()
    }

    /// Can the side to move reach the goal at once?
    fn other_side_reaches(&mut self, pos: &mut Position) -> bool {
        !self.reaching_moves(pos, true).is_empty()
    }

    /// The side to move's legal moves that reach the goal (`first_only`:
    /// up to the first).
    fn reaching_moves(&mut self, pos: &mut Position, first_only: bool) -> Vec<Move> {
        goal::reaching_moves(pos, self.play.goal, &mut self.spoiler, first_only)
    }

    /// `hr#` and `ser-r#` at their end: each move of the other side that
    /// reaches the goal ends a solution.
    fn final_reflex(&mut self, pos: &mut Position) -> bool {
        let reaching = self.reaching_moves(pos, false);
        for &mv in &reaching {
            self.push_move(pos, mv);
            self.record_at(pos, false);
            self.stack.pop();
        }
        !reaching.is_empty()
    }

    /// `ser-s#` and `hs#`: every move of the other side reaches the goal.
    fn final_forced(&mut self, pos: &mut Position) -> bool {
        // Most positions fail by a move that failed the last one too, told
        // before the moves are generated (popeye-refs 05, pser-s#8, on 2
        // threads: 47 -> 19 s).
        if self.killer_escapes(pos) {
            return false;
        }
        let moves = pos.legal_moves();
        if moves.is_empty() {
            return false;
        }
        for &mv in &moves {
            pos.make(mv);
            let ok = goal::reached_with(pos, self.play.goal, &mut self.spoiler);
            pos.unmake();
            if !ok {
                if self.escape[0] != Some(mv) {
                    self.escape = [Some(mv), self.escape[0]];
                }
                return false;
            }
        }
        for mv in moves {
            self.push_move(pos, mv);
            self.record_at(pos, false);
            self.stack.pop();
        }
        true
    }
}

/// Writes a line the way Popeye does: `  1.e2-e4 e7-e5   2.Qd1-h5 ...`;
/// moves of `numbered` carry numbers; a line starting with the other side
/// begins `  1...`. `elided`: the line follows a first move written apart
/// (`  1...  ...`), so its numbers start at 2.
pub fn format_line(line: &Line, numbered: Color, elided: bool) -> String {
    let mut s = String::new();
    let mut n = u32::from(elided);
    for (i, (side, text)) in line.iter().enumerate() {
        if i == 0 && *side != numbered {
            s.push_str("  1...");
            n = 1;
        } else if *side == numbered {
            n += 1;
            if i > 0 {
                s.push(' ');
            }
            s.push_str(&format!("{n:>3}."));
        } else {
            s.push(' ');
        }
        s.push_str(text);
    }
    s
}
