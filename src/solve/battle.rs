//! Direct, self and reflex play: the attacker forces the goal against every
//! defence. One search answers "can the attacker force it in k moves?";
//! the printer walks the solution tree Popeye's way (keys, threats,
//! variations, tries and refutations).

use std::sync::atomic::{AtomicBool, AtomicU8, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};

use super::battle_table::{BattleTable, Entry, Hint};
use super::goal;
use super::node_map::NodeMap;
use super::notation::move_text;
use super::popeye_order;
use super::stop::Stop;
use crate::geometry::Square;
use crate::input::Language;
use crate::movegen::{CheckProbe, Legality, Spoiled, StandingProbe};
use crate::position::{Move, MoveKind, Position};
use crate::problem::Problem;
use crate::stipulation::Goal;

/// NonTrivial m n: a defence is trivial when the attacker then forces the
/// goal in n + this many moves.
const NONTRIVIAL_SLACK: u32 = 1;

/// Defences generated afresh that the standing probe tries when neither
/// killer will do.
const STANDING_TRIES: usize = 4;

/// Who must reach the goal.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mode {
    /// The attacker reaches it (`#n`, `=n`, `+n`).
    Direct,
    /// The defender is forced to reach it (`s#n`).
    SelfPlay,
    /// Self play in which either side must reach it when it can (`r#n`).
    Reflex,
}

/// One phase of battle play and the options that shape its output.
#[derive(Clone, Copy, Debug)]
pub struct BattlePlay {
    /// Direct, self or reflex.
    pub mode: Mode,
    /// The goal.
    pub goal: Goal,
    /// Moves of the attacker.
    pub moves: u32,
    /// Print threats and variations.
    pub variations: bool,
    /// Print refuted tries.
    pub tries: bool,
    /// Most refutations a try may have.
    pub max_refutations: usize,
    /// Look for threats (off with NoThreat).
    pub threats: bool,
    /// Print variations shorter than the threat.
    pub short_variations: bool,
    /// Print the defender's early goal moves in self and reflex play.
    pub mates_in_1: bool,
    /// `exact-`: the goal only at the last move.
    pub exact: bool,
    /// Option Threat n: threats of at most n moves.
    pub max_threat: Option<u32>,
    /// Option Quodlibet (self play): the attacker may also reach the goal
    /// himself.
    pub quodlibet: bool,
    /// Option MaxFlightsquares n: an attacker's move (not the last) that
    /// leaves the defending king more than n moves fails.
    pub max_flights: Option<u32>,
    /// Option NonTrivial m n: along a line the defender may have at most m
    /// non-trivial defences besides the main one; a defence is trivial when
    /// the attacker then forces the goal within n moves.
    pub nontrivial: Option<(u32, u32)>,
    /// Option KeepMatingPiece: a line in which the side that must give mate
    /// keeps only royal pieces is given up (it can never mate).
    pub keep_mating: bool,
    /// Reflex play: the attacker too must reach the goal where it can
    /// (`r`; in `semi-r` only the defender must).
    pub attacker_bound: bool,
    /// StartMoveNumber / UpToMoveNumber: the first moves searched.
    pub first_moves: super::FirstMoves,
}

struct Search<'a> {
    problem: &'a Problem,
    play: BattlePlay,
    /// `(hash, budget)` of an attacker-to-move or defender-to-move position
    /// (the hash holds the side to move): whether the attacker wins, and
    /// the move that decided it.
    table: &'a BattleTable,
    /// Per moves left: the defence that last refuted and the attacker's
    /// move that last won, tried first at the next node of that depth.
    killers: Vec<Killers>,
    /// PostKeyPlay: defences that refute are written with `refutes.`.
    post_key: bool,
    /// Bytes of the thread's share of `--maxmem` (`pass_memo` takes a
    /// quarter; the shared table has its own part, see [`new_table`]).
    bytes: usize,
    stop: Stop,
    /// The stop flag was seen: this search's results are not to be trusted.
    interrupted: bool,
    /// NonTrivial: extra non-trivial defences still allowed on this line
    /// (part of every table key, since results depend on it).
    nontrivial_left: u32,
    /// The defence that refuted at the defender's node just searched.
    refuted_by: Option<Move>,
    /// Room for the moves of one man (`is_plain_pseudo_move`).
    scratch: Vec<Move>,
    /// NonTrivial: what the pass found per position (hash).
    /// (Open addressing on cache lines, prefetched with the table: as a
    /// general hash map its probes were a twelfth of 0262.)
    pass_memo: NodeMap<PassMemo>,
    /// Check test for the moves of direct play's last move.
    probe: CheckProbe,
    /// The flight that last stopped a mate after an attacker's move.
    escape: goal::Spoiler,
    /// Whether the defender's killer still refutes, for the moves of self
    /// play's last move.
    standing: StandingProbe,
    /// The defence the standing probe last stood with.
    standing_move: Option<Move>,
    /// A second probe, for another quiet defence: an attacker's move must
    /// spoil both to be tried (0262: 7.4 of 38 moves per node were made
    /// with one probe).
    second: StandingProbe,
    /// The defence the second probe last stood with, and whether it is
    /// ready for the node at hand.
    second_move: Option<Move>,
    second_ready: bool,
    /// While the defender answers a move of self play's last move: what
    /// that move may have spoiled of the probe's defence.
    standing_hint: Option<Spoiled>,
    /// A helper of another thread's search (see [`search_first_moves`]);
    /// what it writes is dropped.
    helper: bool,
    /// Tries the attacker's moves the killer leaves in the reverse order:
    /// a helper against the search it helps, and every other thread's
    /// own searches, so that two threads in the same subtree (a first
    /// move's helper, or two first moves that transpose) meet in the
    /// middle of a node's moves instead of searching them one after the
    /// other. The defender's moves keep their order, the likeliest
    /// refutations first (reversed too, 0066 took 45 s at 2 threads
    /// instead of 28).
    reversed: bool,
    nodes: u64,
}

/// How deep a search an entry stands for (`tag`: its key's), for the
/// table's replacement: the budget of a defender's node, the largest
/// budget known of an attacker's.
fn worth(entry: &Entry, tag: u32) -> u8 {
    match tag & 0xFFFF {
        ALL_BUDGETS => entry
            .fail_below
            .max(if entry.win_from == u8::MAX { 0 } else { entry.win_from }),
        budget => budget.min(u8::MAX as u32) as u8,
    }
}

/// What a defender's node learnt of its defences for NonTrivial.
struct NonTrivialPass {
    /// The allowance to restore when the node is left.
    saved: u32,
    /// The non-trivial defences (`None`: no pass was needed).
    defences: Option<Vec<Move>>,
    /// The defender has a legal move.
    any_legal: bool,
}

impl PassMemo {
    /// A free slot's filler.
    const NONE: PassMemo = PassMemo {
        found: [None; MEMO_MOVES],
        count: 0,
        complete: false,
        any_legal: false,
    };
}

/// Non-trivial defences a memo keeps (more: the pass is not kept).
const MEMO_MOVES: usize = 3;

/// What a NonTrivial pass found at a position: the non-trivial defences
/// (the first few), how many, whether every defence was judged (else the
/// pass stopped at one too many), and whether the defender can move.
#[derive(Clone, Copy)]
struct PassMemo {
    found: [Option<Move>; MEMO_MOVES],
    count: u8,
    complete: bool,
    any_legal: bool,
}

#[derive(Clone, Copy, Default)]
struct Killers {
    refutation: Option<Move>,
    /// Self play's last move: the answer to a check that last refuted,
    /// kept apart from the quiet refutation (0262: the quiet killer
    /// refuted 38% of the checks, 94% of the other moves).
    check_refutation: Option<Move>,
    win: Option<Move>,
    /// NonTrivial: the last non-trivial defences found, newest first.
    nontrivial: [Option<Move>; 2],
}

impl Killers {
    /// The refutation to try first, among answers to a check or not.
    fn refutation_for(&self, in_check: bool) -> Option<Move> {
        if in_check {
            self.check_refutation
        } else {
            self.refutation
        }
    }

    fn refutation_slot(&mut self, in_check: bool) -> &mut Option<Move> {
        if in_check {
            &mut self.check_refutation
        } else {
            &mut self.refutation
        }
    }
}

/// The budget field of an attacker's key that covers all budgets (budgets
/// themselves stay below it).
const ALL_BUDGETS: u32 = 0xFFFF;

/// Puts `first`, then `second`, at the front of `moves` when they are in it.
/// The order moves are tried in changes what is searched, never a result.
/// How many it put there.
fn move_to_front(moves: &mut [Move], first: Option<Move>, second: Option<Move>) -> usize {
    let mut at = 0;
    for m in [first, second].into_iter().flatten() {
        if let Some(i) = moves[at..].iter().position(|&x| x == m) {
            moves[at..=at + i].rotate_right(1);
            at += 1;
        }
    }
    at
}

impl Drop for Search<'_> {
    fn drop(&mut self) {
        super::stats::add(self.nodes, 0);
    }
}

/// A phase's table, in all the memory (the threads share it).
fn new_table(play: &BattlePlay) -> BattleTable {
    let bytes = super::table::memory_share(1);
    // NonTrivial's memos take a quarter, one per thread.
    BattleTable::within(if play.nontrivial.is_some() {
        bytes / 4 * 3
    } else {
        bytes
    })
}

/// Counts a phase's table for the statistics.
fn count_table(table: &BattleTable) {
    super::stats::add(0, table.len() as u64);
}

/// The text of one phase: every key and try with its tree, in the order of
/// the first moves; searched in parallel, printed in a fixed order.
/// The tree of keys and tries, and how many keys it has.
/// The text, the number of keys, and whether option MaxSolutions cut it.
pub fn solve(problem: &Problem, pos: &Position, play: BattlePlay, stop: &Stop) -> (String, usize, bool) {
    let mut root = pos.clone();
    let mut moves = play.first_moves.select(root.legal_moves());
    // Keys and tries are written in the order Popeye tries them (in #1
    // with its mating move generator's).
    let mates = play.moves == 1 && play.mode == Mode::Direct && goal::needs_check(play.goal);
    popeye_order::sort_as_tried(&root, &mut moves, mates);
    if play.mode == Mode::Reflex && play.attacker_bound {
        // Bound to reach the goal at once, the attacker fails: Popeye
        // writes those moves with `?!?` and nothing else.
        let forced: Vec<String> = moves
            .iter()
            .filter_map(|&mv| {
                let text = move_text(problem, &root, mv);
                root.make(mv);
                let reached = goal::reached(&mut root, play.goal);
                let marks = goal::marks(&root, play.goal);
                root.unmake();
                reached.then(|| format!("\n{}{text}{marks} ?!?", prefix(0)))
            })
            .collect();
        if !forced.is_empty() {
            return (forced.concat(), 0, false);
        }
    }
    let table = new_table(&play);
    let blocks = search_first_moves(problem, pos, play, stop, &table, &moves);
    count_table(&table);
    // A key's line is marked ` !` (a try's ` ?`), before any threat.
    let is_key = |b: &String| b.trim_start().lines().next().is_some_and(|l| l.contains(" !"));
    let keys = blocks.iter().filter(|b| is_key(b)).count();
    // MaxSolutions n: Popeye stops once it has written n keys, and says
    // the solution is partial even when none was left to find.
    if let Some(max) = super::number_arg(problem, "MaxSolutions", 0)
        && keys >= max
    {
        let mut found = 0;
        let kept: Vec<&String> = blocks
            .iter()
            .take_while(|b| {
                let more = found < max;
                found += usize::from(is_key(b));
                more
            })
            .collect();
        return (kept.into_iter().map(String::as_str).collect(), max, true);
    }
    (blocks.concat(), keys, false)
}

/// The blocks of the first moves, in their order. Each thread takes the
/// next first move not yet taken; a thread that finds none left helps
/// with one still being searched, one with the fewest helpers: it
/// searches the same move in another order (see [`Search::reversed`]), and
/// what it finds reaches the other thread through the shared table. The
/// first to finish the proof gives the answer and stops the others (a
/// long selfmate's one key is most of its time); a helper then writes the
/// tree too, its text dropped, to fill the table for the writer. A first
/// move whose search was cut by MaxTime is left out: its tree could be
/// wrong.
fn search_first_moves(
    problem: &Problem,
    pos: &Position,
    play: BattlePlay,
    stop: &Stop,
    table: &BattleTable,
    moves: &[Move],
) -> Vec<String> {
    let next = AtomicUsize::new(0);
    let races: Vec<Race> = moves.iter().map(|_| Race::default()).collect();
    let blocks: Vec<Mutex<Option<String>>> = moves.iter().map(|_| Mutex::new(None)).collect();
    let worker = |w: usize| {
        while !stop.hit() {
            let i = next.fetch_add(1, Ordering::Relaxed);
            if let Some(&mv) = moves.get(i) {
                let mut s = Search::new(problem, play, false, stop.clone(), table);
                // 0263 (s#25): two first moves that transpose took 31 s
                // on both threads at once, in the same order.
                s.reversed = w % 2 == 1;
                races[i].reversed.store(s.reversed, Ordering::Relaxed);
                let block = s.root_move(&mut pos.clone(), mv, &races[i]);
                if !s.interrupted {
                    *blocks[i].lock().expect("a block's lock") = Some(block);
                }
                races[i].over.store(true, Ordering::Relaxed);
                continue;
            }
            let Some(j) = (0..moves.len())
                .filter(|&j| races[j].needs_help())
                .min_by_key(|&j| races[j].helpers.load(Ordering::Relaxed))
            else {
                return;
            };
            races[j].helpers.fetch_add(1, Ordering::Relaxed);
            let mut s = Search::new(problem, play, false, stop.or(races[j].over.clone()), table);
            s.helper = true;
            s.reversed = !races[j].reversed.load(Ordering::Relaxed);
            s.root_move(&mut pos.clone(), moves[j], &races[j]);
            if !s.interrupted {
                // Done before the search it helps: nothing left to find.
                races[j].helped.store(true, Ordering::Relaxed);
            }
        }
    };
    rayon::scope(|scope| {
        for w in 0..rayon::current_num_threads() {
            scope.spawn(move |_| worker(w));
        }
    });
    blocks
        .into_iter()
        .filter_map(|b| b.into_inner().expect("a block's lock"))
        .collect()
}

/// The searches of one first move: its own and its helpers'.
#[derive(Default)]
struct Race {
    /// Raised once `solves` is set.
    known: Arc<AtomicBool>,
    /// The first proof's result: 0 while unknown, 1 the move fails, 2 it
    /// solves.
    solves: AtomicU8,
    /// Raised when the move's own search is over.
    over: Arc<AtomicBool>,
    /// A helper went through the whole search.
    helped: AtomicBool,
    /// The move's own search is reversed (see [`Search::reversed`]).
    reversed: AtomicBool,
    helpers: AtomicUsize,
}

impl Race {
    /// Records a proof's result; the first one stays (they agree).
    fn publish(&self, solves: bool) {
        let code = 1 + u8::from(solves);
        let _ = self
            .solves
            .compare_exchange(0, code, Ordering::Release, Ordering::Relaxed);
        self.known.store(true, Ordering::Release);
    }

    /// The proof's result, once known.
    fn solves(&self) -> Option<bool> {
        match self.solves.load(Ordering::Acquire) {
            0 => None,
            code => Some(code == 2),
        }
    }

    fn needs_help(&self) -> bool {
        !self.over.load(Ordering::Relaxed) && !self.helped.load(Ordering::Relaxed)
    }
}

/// PostKeyPlay: the key counts as played; the defender moves first and the
/// play after the key is written, without a key line.
pub fn solve_post_key(problem: &Problem, pos: &Position, play: BattlePlay, stop: &Stop) -> String {
    let table = new_table(&play);
    let mut s = Search::new(problem, play, true, stop.clone(), &table);
    let mut p = pos.clone();
    // The key taken as played gave check: Popeye writes its mark alone.
    let mut out = String::from(if p.in_check() { "\n +\n" } else { "\n" });
    s.write_after_attack(&mut p, play.moves.saturating_sub(1), 0, &[], &mut out);
    if s.interrupted {
        out.truncate(1);
    }
    drop(s);
    count_table(&table);
    out
}

/// Battle play decided from positions another search reaches (a
/// structured stipulation's branch at the end of help play): its table,
/// one per phase, shared by the threads.
pub struct JudgeTable {
    play: BattlePlay,
    table: BattleTable,
}

impl JudgeTable {
    /// For `mode` towards `goal` within `moves` attacker moves, taking
    /// `bytes` at most.
    pub fn new(mode: Mode, goal: Goal, moves: u32, bytes: usize) -> JudgeTable {
        let play = BattlePlay {
            mode,
            goal,
            moves,
            variations: false,
            tries: false,
            max_refutations: 1,
            threats: false,
            short_variations: false,
            mates_in_1: false,
            exact: false,
            max_threat: None,
            quodlibet: false,
            max_flights: None,
            nontrivial: None,
            keep_mating: false,
            attacker_bound: false,
            first_moves: super::FirstMoves::ALL,
        };
        JudgeTable {
            play,
            table: BattleTable::within(bytes),
        }
    }
}

/// One thread's judge of battle play from given positions.
pub struct Judge<'a> {
    search: Search<'a>,
}

impl<'a> Judge<'a> {
    /// A judge reading and filling `table`.
    pub fn new(problem: &'a Problem, table: &'a JudgeTable, stop: &Stop) -> Judge<'a> {
        Judge {
            search: Search::new(problem, table.play, false, stop.clone(), &table.table),
        }
    }

    /// Can the attacker, to move, force the goal within `moves` moves?
    pub fn attack(&mut self, pos: &mut Position, moves: u32) -> bool {
        self.search.attack(pos, moves)
    }

    /// After an attacker's move, `moves` attacker moves to come: does the
    /// attacker win against every defence?
    pub fn defend(&mut self, pos: &mut Position, moves: u32) -> bool {
        self.search.defend(pos, moves)
    }
}

/// Set play: the defender moves first.
pub fn solve_set_play(problem: &Problem, pos: &Position, play: BattlePlay, stop: &Stop) -> String {
    let table = new_table(&play);
    let mut s = Search::new(problem, play, false, stop.clone(), &table);
    let mut p = pos.clone();
    let mut out = String::new();
    if play.mode == Mode::Reflex && s.write_forced_defences(&mut p, 1, 0, &mut out) {
        return out;
    }
    let r = play.moves.saturating_sub(1);
    let defences = s.in_order(&mut p, false);
    // Self play: a defence that reaches the goal at once is set play in
    // s#1 (suite case 0346 and Popeye's output for mixed defences), and in
    // longer plays only where every defence does (0353's s#2, and any
    // length under BlackMaximummer where the one longest move mates:
    // Popeye's example maxi/001), or where MatesIn1 asks for it; not where
    // some other defence does not (0295's s#3, and Popeye's output for
    // an s#2 with mixed defences).
    let every_defence_reaches = play.moves > 1
        && !play.mates_in_1
        && !defences.is_empty()
        && defences.iter().all(|&d| {
            p.make(d);
            let reached = s.defender_reached(&mut p);
            p.unmake();
            reached
        });
    for d in defences {
        let text = move_text(problem, &p, d);
        let done = out.len();
        p.make(d);
        let reached = s.defender_reached(&mut p);
        if reached && play.moves > 1 && !play.mates_in_1 && !every_defence_reaches {
            p.unmake();
            continue;
        }
        let len = if reached {
            Some(0)
        } else if r >= 1 {
            s.solve_len(&mut p, r)
        } else {
            None
        };
        if let Some(len) = len {
            let mut line = format!("\n{}{text}", prefix(1));
            line.push_str(&marks(&mut p, reached, play.goal));
            out.push_str(&line);
            if !reached {
                s.write_continuations(&mut p, len, 2, &mut out);
            }
        }
        p.unmake();
        if s.interrupted {
            out.truncate(done);
            break;
        }
    }
    out
}

/// Indentation and number of a move at a depth of the tree.
fn prefix(depth: u32) -> String {
    let number = depth / 2 + 1;
    let digits = number.to_string().len();
    let indent = (4 * depth as usize).max(1) + 3 - digits;
    format!(
        "{}{number}.{}",
        " ".repeat(indent),
        if depth % 2 == 1 { ".." } else { "" }
    )
}

/// Check or goal mark of the move just made.
fn marks(pos: &mut Position, reached: bool, goal: Goal) -> String {
    if reached {
        goal::marks(pos, goal)
    } else if pos.in_check() {
        " +".into()
    } else {
        String::new()
    }
}

fn word(lang: Language, english: &'static str) -> &'static str {
    match (lang, english) {
        (Language::German, "threat:") => " Drohung:",
        (Language::German, "zugzwang.") => " Zugzwang.",
        (Language::German, "but") => "Aber",
        (Language::French, "threat:") => " menace:",
        (Language::French, "zugzwang.") => " blocus.",
        (Language::French, "but") => "mais",
        (_, "threat:") => " threat:",
        (_, "zugzwang.") => " zugzwang.",
        _ => "but",
    }
}

impl<'a> Search<'a> {
    fn new(problem: &'a Problem, play: BattlePlay, post_key: bool, stop: Stop, table: &'a BattleTable) -> Search<'a> {
        Search {
            problem,
            play,
            table,
            killers: Vec::new(),
            post_key,
            bytes: super::table::memory_share(rayon::current_num_threads()),
            stop,
            interrupted: false,
            nontrivial_left: play.nontrivial.map_or(0, |(m, _)| m),
            refuted_by: None,
            scratch: Vec::with_capacity(32),
            pass_memo: NodeMap::new(PassMemo::NONE),
            probe: CheckProbe::default(),
            escape: goal::Spoiler::default(),
            standing: StandingProbe::default(),
            standing_move: None,
            second: StandingProbe::default(),
            second_move: None,
            second_ready: false,
            standing_hint: None,
            helper: false,
            reversed: false,
            nodes: 0,
        }
    }
}

impl Search<'_> {
    // ---- the search ----------------------------------------------------

    /// The table key of a position with `left` moves to come: NonTrivial's
    /// allowance is part of it.
    fn key(&self, pos: &Position, left: u32) -> (u64, u32) {
        (pos.hash(), left | (self.nontrivial_left << 16))
    }

    /// The key of an attacker's node: one for all budgets where iterative
    /// deepening makes the result grow with the budget.
    fn attack_key(&self, pos: &Position, budget: u32) -> (u64, u32) {
        if self.play.mode != Mode::Reflex && !self.play.exact {
            (pos.hash(), ALL_BUDGETS | (self.nontrivial_left << 16))
        } else {
            self.key(pos, budget)
        }
    }

    /// What the table knows of a node at `budget`.
    fn known(&self, key: (u64, u32), budget: u32) -> Option<bool> {
        self.table.get(key.0, key.1).and_then(|e| e.known(budget))
    }

    /// KeepMatingPiece: has the side that must mate lost every piece that
    /// could?
    /// `attacker_to_move` says whose turn it is.
    fn mating_side_bare(&self, pos: &Position, attacker_to_move: bool) -> bool {
        if !self.play.keep_mating {
            return false;
        }
        let side = if (self.play.mode == Mode::Direct) == attacker_to_move {
            pos.side_to_move()
        } else {
            !pos.side_to_move()
        };
        !super::has_mating_man(pos, side)
    }

    /// NonTrivial at a defender's node with `left` attacker moves to come:
    /// `None` when the defender has too many non-trivial defences (the
    /// attacker's move fails), else the allowance to restore afterwards
    /// (the node's extra non-trivial defences are taken from it).
    fn nontrivial_enter(&mut self, pos: &mut Position, left: u32) -> Option<u32> {
        self.nontrivial_pass(pos, left).map(|pass| pass.saved)
    }

    /// [`Self::nontrivial_enter`], keeping what the pass learnt: the
    /// non-trivial defences and whether the defender can move at all
    /// (`defences` is `None` where no pass was needed).
    fn nontrivial_pass(&mut self, pos: &mut Position, left: u32) -> Option<NonTrivialPass> {
        let saved = self.nontrivial_left;
        let no_pass = NonTrivialPass {
            saved,
            defences: None,
            any_legal: false,
        };
        let Some((_, n)) = self.play.nontrivial else {
            return Some(no_pass);
        };
        if left <= n {
            return Some(no_pass);
        }
        let allowed = saved + 1;
        // The pass reads the position only, not the moves left: iterative
        // deepening meets the same defender's node at every depth.
        let key = pos.hash();
        if let Some(memo) = self.pass_memo.get(key, 0) {
            if memo.count as u32 > allowed {
                return None;
            }
            if memo.complete {
                self.nontrivial_left = allowed - memo.count as u32;
                return Some(NonTrivialPass {
                    saved,
                    defences: Some(memo.found.iter().flatten().copied().collect()),
                    any_legal: memo.any_legal,
                });
            }
        }
        let mut nontrivial = Vec::new();
        let mut any_legal = false;
        // Most attacker's moves fail here, by the same few defences as
        // before: those are tried before the defender's moves are
        // generated, and a node with too many of them ends at once.
        let killers = self.killers_at(left).nontrivial;
        let mut tried = [None; 2];
        for (slot, k) in killers.into_iter().enumerate() {
            let Some(k) = k else { continue };
            if !pos.is_plain_pseudo_move(k, &mut self.scratch) || !pos.make_if_safe(k) {
                continue;
            }
            tried[slot] = Some(k);
            any_legal = true;
            if self.count_if_nontrivial(pos, k, left, &mut nontrivial) > allowed {
                self.memo_pass(key, &nontrivial, false, any_legal);
                return None;
            }
        }
        let (moves, legality) = self.candidates(pos);
        for d in moves {
            if tried.contains(&Some(d)) || !pos.make_if_legal(&legality, d) {
                continue;
            }
            any_legal = true;
            if self.count_if_nontrivial(pos, d, left, &mut nontrivial) > allowed {
                self.memo_pass(key, &nontrivial, false, any_legal);
                return None;
            }
        }
        self.memo_pass(key, &nontrivial, true, any_legal);
        // As Popeye: a node without non-trivial defences adds one to the
        // allowance below it.
        self.nontrivial_left = allowed - nontrivial.len() as u32;
        Some(NonTrivialPass {
            saved,
            defences: Some(nontrivial),
            any_legal,
        })
    }

    /// Keeps what a NonTrivial pass found at a position (`complete`: every
    /// defence was judged), within a share of the memory budget.
    fn memo_pass(&mut self, key: u64, nontrivial: &[Move], complete: bool, any_legal: bool) {
        if self.interrupted || (complete && nontrivial.len() > MEMO_MOVES) {
            return;
        }
        let mut found = [None; MEMO_MOVES];
        for (slot, &d) in found.iter_mut().zip(nontrivial) {
            *slot = Some(d);
        }
        let count = nontrivial.len().min(u8::MAX as usize) as u8;
        if let Some(memo) = self
            .pass_memo
            .get_or_insert_bounded(key, 0, PassMemo::NONE, self.bytes / 4, |_, _| 0)
        {
            *memo = PassMemo {
                found,
                count,
                complete,
                any_legal,
            };
        }
    }

    /// MaxFlightsquares: does the defending king (to move) have more moves
    /// than allowed?
    fn too_many_flights(&self, pos: &mut Position) -> bool {
        let Some(max) = self.play.max_flights else {
            return false;
        };
        let royals = pos.royals(pos.side_to_move()).to_vec();
        let flights = pos.legal_moves().iter().filter(|m| royals.contains(&m.from)).count();
        flights > max as usize
    }

    /// Records a result, within the thread's share of the memory.
    fn remember(&mut self, key: (u64, u32), budget: u32, wins: bool, decided_by: Option<Move>) {
        if self.interrupted {
            return;
        }
        self.table.update(key.0, key.1, |entry| {
            entry.learn(budget, wins, decided_by);
            entry.worth = worth(entry, key.1);
        });
    }

    /// After the defence `d` just made (taken back here): adds it to
    /// `nontrivial` and to the depth's killers when the attacker then has
    /// no short win (NonTrivial's n + 1 moves); the count so far.
    fn count_if_nontrivial(&mut self, pos: &mut Position, d: Move, left: u32, nontrivial: &mut Vec<Move>) -> u32 {
        let n = self.play.nontrivial.map_or(0, |(_, n)| n);
        let trivial = self.defender_reached(pos) || self.attack(pos, n + NONTRIVIAL_SLACK);
        pos.unmake();
        if !trivial {
            nontrivial.push(d);
            let slots = &mut self.killers_at(left).nontrivial;
            if !slots.contains(&Some(d)) {
                slots[1] = slots[0];
                slots[0] = Some(d);
            }
        }
        nontrivial.len() as u32
    }

    /// The killer moves of a depth.
    fn killers_at(&mut self, left: u32) -> &mut Killers {
        let i = left as usize;
        if self.killers.len() <= i {
            self.killers.resize(i + 1, Killers::default());
        }
        &mut self.killers[i]
    }

    /// The move that decided this position one move shallower (iterative
    /// deepening searched it just before).
    fn shallower_hint(&self, pos: &Position, left: u32) -> Hint {
        // The defender's nodes after the attacker's last move are never
        // stored: a probe for them would only miss.
        if left <= 1 {
            return Hint::NONE;
        }
        let (hash, tag) = self.key(pos, left - 1);
        self.table.get(hash, tag).map_or(Hint::NONE, |e| e.hint)
    }

    /// Can the attacker (to move) force the goal within `budget` moves?
    fn attack(&mut self, pos: &mut Position, budget: u32) -> bool {
        if budget == 0 {
            return false;
        }
        self.nodes += 1;
        if self.stop.hit() {
            self.interrupted = true;
            return false;
        }
        if self.mating_side_bare(pos, true) {
            return false;
        }
        let key = self.attack_key(pos, budget);
        if let Some(r) = self.known(key, budget) {
            return r;
        }
        // Iterative deepening: most positions of a long problem fall to a
        // short mate, found far more cheaply than by a full-depth search.
        if budget > 1 && self.play.mode != Mode::Reflex && !self.play.exact && self.attack(pos, budget - 1) {
            self.remember(key, budget, true, None);
            return true;
        }
        let (mut moves, legality) = self.candidates(pos);
        let killer = self.killers_at(budget).win;
        let front = move_to_front(&mut moves, killer, None);
        if self.reversed {
            moves[front..].reverse();
        }
        let mut result = false;
        let mut winner = None;
        if self.play.mode == Mode::Reflex && self.attacker_must_reach(pos, &moves) {
            result = false;
        } else {
            // The last move of direct play must reach the goal itself.
            let last = budget == 1 && self.play.mode == Mode::Direct && goal::needs_check(self.play.goal);
            if last {
                self.probe.prepare(pos);
            }
            // The last move of self play fails wherever the defender's
            // killer stays a legal move that gives no check (so no mate).
            let standing = budget == 1
                && self.play.mode == Mode::SelfPlay
                && !self.play.quodlibet
                && goal::needs_check(self.play.goal)
                && self.prepare_standing(pos);
            // The children's table lines load while the first are searched.
            if budget >= 2 {
                for &mv in &moves {
                    self.prefetch_defence(pos, mv, budget - 1);
                }
            }
            for &mv in &moves {
                let check = if last { self.probe.gives_check(pos, mv) } else { None };
                if check == Some(false) {
                    continue;
                }
                let mut spoiled = None;
                if standing {
                    spoiled = self.standing.spoiled_by(pos, mv);
                    if spoiled == Some(Spoiled::NONE)
                        || (self.second_ready && self.second.spoiled_by(pos, mv) == Some(Spoiled::NONE))
                    {
                        continue;
                    }
                }
                if !pos.make_if_legal(&legality, mv) {
                    continue;
                }
                self.standing_hint = spoiled;
                let ok = if check == Some(true) {
                    // What `defend` would do after the last move, without
                    // asking again whether it checks.
                    self.nodes += 1;
                    goal::reached_knowing_check(pos, self.play.goal, true, &mut self.escape)
                } else {
                    self.defend(pos, budget - 1)
                };
                self.standing_hint = None;
                pos.unmake();
                if ok {
                    result = true;
                    winner = Some(mv);
                    self.killers_at(budget).win = winner;
                    break;
                }
            }
        }
        self.remember(key, budget, result, winner);
        result
    }

    /// Starts loading the table line of the defender's node after `mv`
    /// (and NonTrivial's memo of it).
    fn prefetch_defence(&self, pos: &Position, mv: Move, left: u32) {
        let (_, tag) = self.key(pos, left);
        let hash = pos.hash_guess(mv);
        self.table.prefetch(hash, tag);
        if self.play.nontrivial.is_some() {
            self.pass_memo.prefetch(hash, 0);
        }
    }

    /// Readies the standing probe with a quiet defence: the killer, else
    /// the last one the probe stood with, else one of the first few
    /// defences generated; and the second probe with another one, of
    /// another man where there is one.
    fn prepare_standing(&mut self, pos: &mut Position) -> bool {
        self.second_ready = false;
        let killer = self.killers_at(0).refutation;
        let last = self.standing_move.filter(|&m| Some(m) != killer);
        let last_second = self.second_move.filter(|&m| Some(m) != killer && Some(m) != last);
        let known = [killer, last, last_second];
        let mut first = None;
        for k in known.into_iter().flatten() {
            if self.ready_with(pos, k, first) {
                first = first.or(Some(k));
                if self.second_ready {
                    return true;
                }
            }
        }
        if pos.in_check() {
            return first.is_some();
        }
        pos.make_null();
        let (moves, _) = pos.candidate_moves();
        pos.unmake_null();
        let royals = pos.royals(!pos.side_to_move());
        let mut fresh: Vec<Move> = moves
            .iter()
            .filter(|m| !royals.contains(&m.from) && !known.contains(&Some(**m)))
            .take(STANDING_TRIES)
            .copied()
            .collect();
        // Another man's move first for the second probe: one man's moves
        // are spoiled together. A king's move stands against most checks.
        if let Some(f) = first {
            fresh.sort_by_key(|m| m.from == f.from);
        }
        let kings = moves
            .iter()
            .filter(|m| royals.contains(&m.from) && !known.contains(&Some(**m)));
        fresh.splice(0..0, kings.take(STANDING_TRIES).copied());
        for k in fresh {
            if self.ready_with(pos, k, first) {
                first = first.or(Some(k));
                if self.second_ready {
                    return true;
                }
            }
        }
        first.is_some()
    }

    /// Readies the first probe with `k` (`first`: none yet), else the
    /// second with a defence other than the first's; whether it took.
    fn ready_with(&mut self, pos: &mut Position, k: Move, first: Option<Move>) -> bool {
        match first {
            None => {
                let ok = self.standing.prepare(pos, k, &mut self.scratch);
                if ok {
                    self.standing_move = Some(k);
                }
                ok
            }
            Some(f) if f != k => {
                let ok = self.second.prepare(pos, k, &mut self.scratch);
                if ok {
                    self.second_move = Some(k);
                    self.second_ready = true;
                }
                ok
            }
            Some(_) => false,
        }
    }

    /// Reflex play: an attacker able to reach the goal against the defender
    /// must do so, which loses (not in `semi-r`, where it need not).
    fn attacker_must_reach(&mut self, pos: &mut Position, moves: &[Move]) -> bool {
        self.play.attacker_bound
            && moves.iter().any(|&mv| {
                pos.make(mv);
                let r = goal::reached(pos, self.play.goal);
                pos.unmake();
                r
            })
    }

    /// After an attacker's move, with `left` attacker moves to come: does
    /// the attacker win against every defence?
    fn defend(&mut self, pos: &mut Position, left: u32) -> bool {
        self.nodes += 1;
        // After the last move of direct play only the goal test is left,
        // in self play the defender's goal moves: cheaper than a table entry.
        if left == 0 {
            return match self.play.mode {
                Mode::Direct => self.attacker_reached(pos),
                _ => {
                    let result = self.defend_uncached(pos, 0);
                    self.refuted_by = None;
                    result
                }
            };
        }
        let key = self.key(pos, left);
        if let Some(r) = self.known(key, left) {
            return r;
        }
        self.refuted_by = None;
        let result = self.defend_uncached(pos, left);
        let refutation = self.refuted_by.take();
        self.remember(key, left, result, refutation);
        result
    }

    fn defend_uncached(&mut self, pos: &mut Position, left: u32) -> bool {
        if self.attacker_reached(pos) {
            return !self.play.exact || left == 0;
        }
        if self.threat_too_long(pos, left) {
            return false;
        }
        if left >= 1 && (self.mating_side_bare(pos, false) || self.too_many_flights(pos)) {
            return false;
        }
        let Some(pass) = self.nontrivial_pass(pos, left) else {
            return false;
        };
        let result = match pass.defences {
            // After a trivial defence the attacker forces the goal within
            // n + 1 moves, so within `left` (n < left): only the
            // non-trivial ones are left to refute. Not so where a shorter
            // win is no win (`exact-`) or where the defender must reach the
            // goal when he can (reflex).
            Some(defences) if !self.play.exact && self.play.mode != Mode::Reflex => {
                if defences.is_empty() {
                    pass.any_legal
                } else {
                    self.all_defences_fail(pos, left, false, defences, &Legality::ALL, |s, pos| s.attack(pos, left))
                }
            }
            _ => self.defend_moves(pos, left),
        };
        self.nontrivial_left = pass.saved;
        result
    }

    /// Has the attacker's move just made reached the goal (direct play, and
    /// self play with Quodlibet)?
    fn attacker_reached(&mut self, pos: &mut Position) -> bool {
        (self.play.mode == Mode::Direct || (self.play.quodlibet && self.play.mode == Mode::SelfPlay))
            && goal::reached_with(pos, self.play.goal, &mut self.escape)
    }

    fn defend_moves(&mut self, pos: &mut Position, left: u32) -> bool {
        let goal = self.play.goal;
        match self.play.mode {
            Mode::Direct => {
                if left == 0 {
                    return false;
                }
                let wins = |s: &mut Self, pos: &mut Position| s.attack(pos, left);
                if left == 1 && self.killer_refutes_first(pos, left, wins) {
                    return false;
                }
                let (moves, legality) = self.ordered_defences(pos, left, false);
                self.all_defences_fail(pos, left, false, moves, &legality, wins)
            }
            Mode::SelfPlay | Mode::Reflex => {
                let exact = self.play.exact;
                let wins = |s: &mut Self, pos: &mut Position| {
                    if goal::reached(pos, goal) {
                        !exact || left == 0
                    } else {
                        s.attack(pos, left)
                    }
                };
                // At the last move no hint comes before the killer: tried
                // before the other moves are generated, it usually refutes.
                // The standing probes' quiet defences come next.
                let in_check = left == 0 && self.play.mode == Mode::SelfPlay && pos.in_check();
                if left == 0 && self.play.mode == Mode::SelfPlay {
                    let killer = self.killers_at(left).refutation_for(in_check);
                    // The probes' defences are quiet moves: no answers to a check.
                    let standing = if in_check {
                        [None, None]
                    } else {
                        [self.standing_move, self.second_move]
                    };
                    let tries = [killer, standing[0], standing[1]];
                    for (i, k) in tries.into_iter().enumerate() {
                        if !tries[..i].contains(&k) && self.killer_refutes(pos, left, k, wins) {
                            return false;
                        }
                    }
                    // A check the killer does not answer is answered by a
                    // flight more often than not: the royal's moves alone
                    // are generated first. (0066, s#6: 3.6 of White's 6.7
                    // million checks at its last move per 20 s got past
                    // the killer, each generating some 26 defences.)
                    if in_check
                        && goal::needs_check(goal)
                        && let Some(flight) = pos.quiet_royal_move(&mut self.scratch)
                    {
                        self.refuted_by = Some(flight);
                        *self.killers_at(left).refutation_slot(true) = Some(flight);
                        return false;
                    }
                } else if left == 1 && self.play.mode == Mode::SelfPlay && self.killer_refutes_first(pos, left, wins) {
                    return false;
                }
                let (moves, legality) = self.ordered_defences(pos, left, in_check);
                // Reflex: a defender able to reach the goal must; `exact-`
                // wants it at the end only.
                if self.play.mode == Mode::Reflex && self.defender_can_reach(pos, &moves) {
                    return !self.play.exact || left == 0;
                }
                self.all_defences_fail(pos, left, in_check, moves, &legality, wins)
            }
        }
    }

    /// The defender's moves, the likeliest refutations first: the one that
    /// refuted here with a move less to come, then the last one at this
    /// depth. Reflex play reads them all before trying one, so gets them
    /// legal already; otherwise a refutation found early spares the
    /// legality test of the rest. `in_check`: the killer among answers to
    /// a check (see [`Killers::check_refutation`]).
    fn ordered_defences(&mut self, pos: &mut Position, left: u32, in_check: bool) -> (Vec<Move>, Legality) {
        let (mut moves, legality) = self.candidates(pos);
        let hint = self.shallower_hint(pos, left).find(&moves);
        let killer = self.killers_at(left).refutation_for(in_check);
        move_to_front(&mut moves, hint, killer);
        (moves, legality)
    }

    /// The moves of the side to move for the search, with how to tell
    /// them legal (see [`Self::ordered_defences`]).
    fn candidates(&self, pos: &mut Position) -> (Vec<Move>, Legality) {
        if self.play.mode == Mode::Reflex {
            (pos.legal_moves(), Legality::ALL)
        } else {
            pos.candidate_moves()
        }
    }

    /// One move from the end, where no table line holds a hint: does the
    /// depth's killer, tried before the defences are generated, refute?
    /// It nearly always does (0066: in 3.10 of 3.11 million nodes).
    fn killer_refutes_first(
        &mut self,
        pos: &mut Position,
        left: u32,
        wins: impl FnMut(&mut Self, &mut Position) -> bool,
    ) -> bool {
        let killer = self.killers_at(left).refutation;
        self.killer_refutes(pos, left, killer, wins)
    }

    /// Is `killer`, a defence remembered from elsewhere, a legal defence
    /// here that refutes (`wins` judges the position after it)?
    fn killer_refutes(
        &mut self,
        pos: &mut Position,
        left: u32,
        killer: Option<Move>,
        mut wins: impl FnMut(&mut Self, &mut Position) -> bool,
    ) -> bool {
        let Some(k) = killer else {
            return false;
        };
        // What the standing probe knows of this defence after the
        // attacker's move spares part of the tests.
        let hint = self
            .standing_hint
            .filter(|_| left == 0 && self.standing.refutation() == Some(k))
            .unwrap_or(Spoiled::ALL);
        if hint.path && !pos.is_plain_pseudo_move(k, &mut self.scratch) {
            return false;
        }
        // A legal defence that gives no check reaches no goal that needs
        // one: told without making it.
        if left == 0 && goal::needs_check(self.play.goal) {
            let verdict = match (hint.legal, hint.quiet) {
                (false, _) => pos.gives_check_quick(k).map(|check| (true, check)),
                (true, false) => pos.is_legal_quick(k).map(|legal| (legal, false)),
                (true, true) => pos.legal_and_check_quick(k),
            };
            match verdict {
                Some((false, _)) => return false,
                Some((true, false)) => {
                    self.refuted_by = Some(k);
                    return true;
                }
                _ => {}
            }
        }
        if !pos.make_if_safe(k) {
            return false;
        }
        let ok = wins(self, pos);
        pos.unmake();
        if !ok {
            self.refuted_by = Some(k);
        }
        !ok
    }

    /// Does the defender have a legal move, and does the attacker win after
    /// every one (`wins` judges the position after one)? A refutation is
    /// kept for the table and the killers (`in_check`: as an answer to a
    /// check).
    fn all_defences_fail(
        &mut self,
        pos: &mut Position,
        left: u32,
        in_check: bool,
        moves: Vec<Move>,
        legality: &Legality,
        mut wins: impl FnMut(&mut Self, &mut Position) -> bool,
    ) -> bool {
        let mut any = false;
        for d in moves {
            if !pos.make_if_legal(legality, d) {
                continue;
            }
            any = true;
            let ok = wins(self, pos);
            pos.unmake();
            if !ok {
                self.refuted_by = Some(d);
                *self.killers_at(left).refutation_slot(in_check) = Some(d);
                return false;
            }
        }
        any
    }

    /// Option Threat n (Popeye's max threat length): with more than n
    /// attacker moves to come, an attacker's move that neither reaches the
    /// goal, nor checks, nor threatens to force it within n moves fails,
    /// at every level of the play.
    fn threat_too_long(&mut self, pos: &mut Position, left: u32) -> bool {
        let Some(t) = self.play.max_threat else {
            return false;
        };
        if left <= t || pos.in_check() || goal::reached(pos, self.play.goal) {
            return false;
        }
        pos.make_dummy();
        let threatens = self.attack(pos, t);
        pos.unmake_null();
        !threatens
    }

    fn defender_can_reach(&mut self, pos: &mut Position, moves: &[Move]) -> bool {
        moves.iter().any(|&d| {
            pos.make(d);
            let r = goal::reached(pos, self.play.goal);
            pos.unmake();
            r
        })
    }

    /// Has the defender's move just made reached the goal (self and reflex
    /// play)?
    fn defender_reached(&mut self, pos: &mut Position) -> bool {
        self.play.mode != Mode::Direct && goal::reached(pos, self.play.goal)
    }

    /// Fewest attacker moves, at most `max`, that force the goal.
    /// (`exact-`: only `max` itself, the goal may come at the end only.)
    fn solve_len(&mut self, pos: &mut Position, max: u32) -> Option<u32> {
        if self.play.exact {
            return (max >= 1 && self.attack(pos, max)).then_some(max);
        }
        (1..=max).find(|&k| self.attack(pos, k))
    }

    /// Attacker moves that force the goal in exactly `len` moves.
    fn solving_moves(&mut self, pos: &mut Position, len: u32) -> Vec<Move> {
        let moves = self.in_order(pos, len == 1 && self.play.mode == Mode::Direct);
        if self.play.mode == Mode::Reflex && self.attacker_must_reach(pos, &moves) {
            return Vec::new();
        }
        moves
            .into_iter()
            .filter(|&mv| {
                pos.make(mv);
                let ok = self.defend(pos, len - 1);
                pos.unmake();
                ok
            })
            .collect()
    }

    // ---- the printer ---------------------------------------------------

    /// One first move: a key (`!`), a try (`?`) or nothing; its proof may
    /// come from a helper (see [`search_first_moves`]).
    fn root_move(&mut self, pos: &mut Position, mv: Move, race: &Race) -> String {
        let n = self.play.moves;
        let text = move_text(self.problem, pos, mv);
        pos.make(mv);
        let solves = self.race_to_prove(pos, n - 1, race);
        let mut refutations = Vec::new();
        if !solves && self.play.tries && n >= 1 {
            refutations = self.refutations(pos, n - 1);
        }
        let is_try = !solves && !refutations.is_empty() && refutations.len() <= self.play.max_refutations;
        let mut out = String::new();
        if solves || is_try {
            let reached = self.attacker_reached(pos);
            let mut line = format!("\n{}{text}{}", prefix(0), marks(pos, reached, self.play.goal));
            line.push_str(if solves { " !" } else { " ?" });
            out.push_str(&line);
            if !reached {
                self.write_after_attack(pos, n - 1, 0, &refutations, &mut out);
            }
            if is_try {
                out.push_str(&format!("\n    {}", word(self.problem.language, "but")));
                for d in refutations {
                    let t = move_text(self.problem, pos, d);
                    pos.make(d);
                    let reached = self.defender_reached(pos);
                    let m = marks(pos, reached, self.play.goal);
                    out.push_str(&format!("\n{}{t}{m} !", prefix(1)));
                    // A reflex refutation: the attacker, bound to reach
                    // the goal, reaches it at once; Popeye writes those
                    // moves with `?!?` (BEISPIEL magic 007).
                    if self.play.mode == Mode::Reflex && self.play.attacker_bound && !reached {
                        out.push_str(&self.forced_goal_moves(pos, prefix(2)));
                    }
                    pos.unmake();
                }
            }
            out.push('\n');
        }
        pos.unmake();
        out
    }

    /// The attacker's moves that reach the goal at once, each written
    /// with `?!?` after `indent`, in the order Popeye tries them.
    fn forced_goal_moves(&mut self, pos: &mut Position, indent: String) -> String {
        let mut out = String::new();
        for mv in self.in_order(pos, true) {
            let text = move_text(self.problem, pos, mv);
            pos.make(mv);
            if goal::reached(pos, self.play.goal) {
                out.push_str(&format!("\n{indent}{text}{} ?!?", goal::marks(pos, self.play.goal)));
            }
            pos.unmake();
        }
        out
    }

    /// The legal moves in the order the printer takes them: Popeye's (for
    /// moves that are to reach a mate or check, `goal`, its mating move
    /// generator's), or reversed for a helper (which writes nothing that
    /// is kept).
    fn in_order(&self, pos: &mut Position, goal: bool) -> Vec<Move> {
        let mut moves = pos.legal_moves();
        if self.helper {
            moves.reverse();
        } else {
            popeye_order::sort_as_tried(pos, &mut moves, goal && goal::needs_check(self.play.goal));
        }
        moves
    }

    /// [`Self::defend`], stopped when a helper proves it first.
    fn race_to_prove(&mut self, pos: &mut Position, left: u32, race: &Race) -> bool {
        let until = self.stop.or(race.known.clone());
        let outer = std::mem::replace(&mut self.stop, until);
        let solves = self.defend(pos, left);
        self.stop = outer;
        if !self.interrupted {
            race.publish(solves);
            return solves;
        }
        match race.solves() {
            Some(solves) if !self.stop.hit() => {
                self.interrupted = false;
                solves
            }
            _ => false,
        }
    }

    /// Defences after which the attacker cannot force the goal in `left`.
    fn refutations(&mut self, pos: &mut Position, left: u32) -> Vec<Move> {
        let moves = self.in_order(pos, false);
        let mut out = Vec::new();
        for d in moves {
            pos.make(d);
            // `exact-`: a defender reaching the goal early refutes.
            let ok = if self.defender_reached(pos) {
                !self.play.exact || left == 0
            } else {
                self.attack(pos, left)
            };
            pos.unmake();
            if !ok {
                out.push(d);
                if out.len() > self.play.max_refutations {
                    break;
                }
            }
        }
        out
    }

    /// After an attacker's move at `depth` (defender to move, `left`
    /// attacker moves to come): the threat or zugzwang mark on the same
    /// line, the threat's tree, and the variations.
    fn write_after_attack(&mut self, pos: &mut Position, left: u32, depth: u32, refuted: &[Move], out: &mut String) {
        if !self.play.variations {
            return;
        }
        // The node's NonTrivial allowance holds for the play written below it.
        let saved = self.nontrivial_enter(pos, left).unwrap_or(self.nontrivial_left);
        self.write_after_attack_within(pos, left, depth, refuted, out);
        self.nontrivial_left = saved;
    }

    fn write_after_attack_within(
        &mut self,
        pos: &mut Position,
        left: u32,
        depth: u32,
        refuted: &[Move],
        out: &mut String,
    ) {
        let in_check = pos.in_check();
        // Self and reflex play: when every defence reaches the goal at once,
        // they are written as at the last move, without threat or zugzwang.
        // Reflex play: a defender able to reach the goal must, so only those
        // moves are written.
        if self.write_forced_defences(pos, left, depth, out) {
            return;
        }
        let mut threat: Option<(u32, Vec<Move>)> = None;
        // Where each threat move's man starts its move proper
        // (`Conditions::move_start`), read where the threat is made.
        let mut threat_starts: Vec<Square> = Vec::new();
        if left >= 1 && !in_check && self.play.threats {
            pos.make_dummy();
            let max = self.play.max_threat.map_or(left, |m| m.min(left));
            if let Some(t) = self.solve_len(pos, max) {
                let moves = self.solving_moves(pos, t);
                let conditions = pos.rules().conditions();
                threat_starts = moves.iter().map(|&m| conditions.move_start(pos, m)).collect();
                threat = Some((t, moves));
            }
            let lang = self.problem.language;
            match &threat {
                Some(_) => out.push_str(word(lang, "threat:")),
                None => out.push_str(word(lang, "zugzwang.")),
            }
            if let Some((t, moves)) = &threat {
                for &m in moves {
                    self.write_attacker_move(pos, m, *t, depth + 2, out);
                }
            }
            pos.unmake_null();
        }
        for d in self.in_order(pos, false) {
            if refuted.contains(&d) {
                continue;
            }
            let text = move_text(self.problem, pos, d);
            pos.make(d);
            let reached = self.defender_reached(pos);
            let len = if reached { Some(0) } else { self.solve_len(pos, left) };
            if len.is_none() && self.post_key && depth == 0 {
                let refutes = if self.problem.language == Language::German {
                    "Widerlegt."
                } else {
                    "refutes."
                };
                out.push_str(&format!(
                    "\n{}{text}{}",
                    prefix(depth + 1),
                    marks(pos, false, self.play.goal)
                ));
                out.push_str(&format!("\n{}{refutes}", " ".repeat(4 * (depth as usize + 2))));
                pos.unmake();
                continue;
            }
            let show = match (&threat, len) {
                (_, None) => false,
                (None, _) => true,
                // A defence answered faster than the threat is no defence.
                (Some((t, _)), Some(l)) if l < *t => false,
                (Some((t, moves)), Some(_)) => {
                    // Shown when it defeats the threat: some threat move no
                    // longer works.
                    let t = *t;
                    let moves = moves.clone();
                    // Shown unless every threat move still works. A threat
                    // move is known by what it does, as Popeye knows it
                    // (its table of relevant effects): the man leaving its
                    // square for another, with its promotions, whichever
                    // man that now is (an Andernach queen taking the
                    // threatening pawn's place, 1...Qc1*d2=w 2.Qd2-d4#).
                    let legal = pos.legal_moves();
                    let rules = pos.rules_arc().clone();
                    let conditions = rules.conditions();
                    !moves.iter().zip(&threat_starts).all(|(&m, &start)| {
                        let same: Vec<Move> = legal
                            .iter()
                            .copied()
                            .filter(|&l| same_threat(l, m) && conditions.move_start(pos, l) == start)
                            .collect();
                        same.into_iter().any(|l| {
                            pos.make(l);
                            let ok = self.defend(pos, t - 1);
                            pos.unmake();
                            ok
                        })
                    })
                }
            };
            // A defender reaching the goal before the last round (s#, r#) is
            // shown only with option MatesIn1.
            if reached && left > 0 && !self.play.mates_in_1 {
                pos.unmake();
                continue;
            }
            let short = len.is_some_and(|l| l < left) && !reached;
            if show && (!short || self.play.short_variations) {
                out.push_str(&format!(
                    "\n{}{text}{}",
                    prefix(depth + 1),
                    marks(pos, reached, self.play.goal)
                ));
                if let Some(l) = len.filter(|_| !reached) {
                    self.write_continuations(pos, l, depth + 2, out);
                }
            }
            pos.unmake();
        }
    }

    /// Writes the defences when the defender is bound to reach the goal now
    /// (self play: every defence does; reflex play: some defence does, and
    /// those are the ones written). Returns whether it wrote them.
    fn write_forced_defences(&mut self, pos: &mut Position, left: u32, depth: u32, out: &mut String) -> bool {
        if self.play.mode == Mode::Direct || (left == 0 && self.play.mode == Mode::SelfPlay) {
            return false;
        }
        let moves = self.in_order(pos, true);
        let reaching: Vec<Move> = moves
            .iter()
            .copied()
            .filter(|&d| {
                pos.make(d);
                let r = goal::reached(pos, self.play.goal);
                pos.unmake();
                r
            })
            .collect();
        let forced = match self.play.mode {
            Mode::Reflex => !reaching.is_empty(),
            _ => !moves.is_empty() && reaching.len() == moves.len(),
        };
        if forced {
            for d in reaching {
                let text = move_text(self.problem, pos, d);
                pos.make(d);
                let marks = goal::marks(pos, self.play.goal);
                pos.unmake();
                out.push_str(&format!("\n{}{text}{marks}", prefix(depth + 1)));
            }
        }
        forced
    }

    /// Every attacker move that forces the goal in `len` moves, with its tree.
    fn write_continuations(&mut self, pos: &mut Position, len: u32, depth: u32, out: &mut String) {
        for m in self.solving_moves(pos, len) {
            self.write_attacker_move(pos, m, len, depth, out);
        }
    }

    fn write_attacker_move(&mut self, pos: &mut Position, m: Move, len: u32, depth: u32, out: &mut String) {
        let text = move_text(self.problem, pos, m);
        pos.make(m);
        let reached = self.attacker_reached(pos);
        out.push_str(&format!(
            "\n{}{text}{}",
            prefix(depth),
            marks(pos, reached, self.play.goal)
        ));
        if !reached {
            self.write_after_attack(pos, len - 1, depth, &[], out);
        }
        pos.unmake();
    }
}

/// Are two moves the same threat, as Popeye compares them: the same
/// departure, arrival and promotions (whatever man makes it), and under
/// Take&Make the same square of capture; a plain capture, a step and a
/// double step are alike. (Under MarsCirce the square the man starts its
/// move proper from must agree too, `Conditions::move_start`: 2.Sc1-e2
/// leaves c1, 2.Sc1-g1*e2 leaves g1.)
fn same_threat(a: Move, b: Move) -> bool {
    let plain = |k: MoveKind| {
        if matches!(k, MoveKind::DoubleStep | MoveKind::EnPassant) {
            MoveKind::Normal
        } else {
            k
        }
    };
    a.from == b.from
        && a.to == b.to
        && a.promotion == b.promotion
        && a.latent.unmarked() == b.latent.unmarked()
        && plain(a.kind) == plain(b.kind)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::solve::{BattleKind, Phase, phase_position, phases, solution_lines};

    /// A helper that proves a first move before the move's own search
    /// does (the other way the race can end) changes no block: the own
    /// search, stopped at once, takes the helper's result, which the
    /// helper reached with its moves in the reverse order. The blocks of
    /// searches alone are checked against Popeye's output first.
    #[test]
    fn a_helpers_proof_gives_the_same_blocks() {
        for name in ["0057-ep-1", "0065-ep-10", "0294-selfref-1", "0296-selfref-4"] {
            let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/problems/orthodox/");
            let src = std::fs::read_to_string(format!("{dir}{name}.inp")).unwrap();
            let popeye = std::fs::read_to_string(format!("{dir}{name}.popeye")).unwrap();
            let parsed = crate::input::parse(&src);
            let problem = crate::problem::validate(&parsed[0].spec).unwrap();
            let Some(Phase::Battle { play, first, .. }) =
                phases(&problem, &problem.stipulation).into_iter().find(|p| {
                    matches!(
                        p,
                        Phase::Battle {
                            kind: BattleKind::Play,
                            ..
                        }
                    )
                })
            else {
                panic!("{name}: no battle play");
            };
            let pos = phase_position(&problem, &problem.setup, first);
            let stop = Stop::never();
            let (mut alone, mut helped, mut keys) = (String::new(), String::new(), 0);
            for mv in pos.clone().legal_moves() {
                let table = new_table(&play);
                let mut s = Search::new(&problem, play, false, stop.clone(), &table);
                alone.push_str(&s.root_move(&mut pos.clone(), mv, &Race::default()));
                let race = Race::default();
                let mut h = Search::new(&problem, play, false, stop.clone(), &table);
                h.helper = true;
                h.reversed = true;
                h.root_move(&mut pos.clone(), mv, &race);
                assert!(!h.interrupted && race.known.load(Ordering::Relaxed));
                // A table of its own: the proof cannot come from the
                // helper's entries.
                let own = new_table(&play);
                let mut s = Search::new(&problem, play, false, stop.clone(), &own);
                let block = s.root_move(&mut pos.clone(), mv, &race);
                assert!(!s.interrupted);
                let key = block.trim_start().lines().next().is_some_and(|l| l.contains(" !"));
                assert_eq!(race.solves(), Some(key), "{name}");
                keys += usize::from(key);
                helped.push_str(&block);
            }
            assert!(keys >= 1, "{name}");
            let sorted = |text: &str| {
                let mut lines = solution_lines(text);
                lines.sort();
                lines
            };
            // Popeye's solution comes after the diagram (its header may
            // hold a line such as "1. Preis").
            let solution = &popeye[popeye.rfind("+---a").expect("a diagram")..];
            assert_eq!(sorted(&alone), sorted(solution), "{name}: alone against Popeye");
            assert_eq!(helped, alone, "{name}: helped against alone");
        }
    }

    #[test]
    fn prefixes_as_popeye() {
        assert_eq!(prefix(0), "   1.");
        assert_eq!(prefix(1), "      1...");
        assert_eq!(prefix(2), "          2.");
        assert_eq!(prefix(3), "              2...");
        assert_eq!(prefix(18).len(), 73 + 3);
    }
}
