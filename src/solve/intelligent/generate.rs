//! The targets of intelligent mode: partial final positions that every
//! position reaching the goal in time contains.
//!
//! A target names some men of the diagram with the square and form
//! (promoted or not) each stands on at the end, the men of the side that
//! suffers the goal that are captured by then (stalemate only), and the
//! squares that are empty at the end (lines of checks, guards and pins).
//! The generator builds them from the king outwards: the square of the
//! king that suffers the goal, then what closes each of its flights (a man
//! of its own standing there, or a man of the other side guarding it), for
//! mate the check, for stalemate what stops every man of the king's side
//! (men of its own on its squares, a pin) until each of them stands
//! somewhere or is captured.
//!
//! What matters is that nothing is lost: every final position `F` that the
//! goal allows and the moves can reach holds every man of at least one
//! target where the target puts it, and its reserved squares are empty in
//! `F`. The generator keeps to that by branching, at every obligation, over
//! every way `F` can meet it (its own man, at its own square), and by
//! leaving out only what `F` cannot have. For stalemate, where an
//! obligation can be met at no cost by men that stay where they are, it is
//! left open instead of being branched on: a target that says less is met
//! by more positions, so this loses nothing, and the search's test is a
//! little weaker for it.
//! Everything a target does not say (the unparried check of a mate, the
//! check a stalemate must not be, en passant) is for the goal test at the
//! end of the search.

use std::collections::HashMap;
use std::hash::{Hash, Hasher};
use std::sync::OnceLock;
use std::sync::atomic::{AtomicBool, AtomicI64, AtomicUsize, Ordering};

use rayon::prelude::*;

use crate::solve::reach::{
    INF, KING_STEPS, Man, PAWN_FORMS, Tables, at, chebyshev, file, rank, squares, table_index, tables,
};

/// No man (an empty square, a man without a target).
pub(super) const NONE: u8 = u8::MAX;

/// A man of the diagram: its side (0 White, 1 Black), what it is, where it
/// starts. Its index in the list is its identity for the whole search.
#[derive(Clone, Copy, Debug)]
pub(super) struct Unit {
    pub(super) side: usize,
    pub(super) man: Man,
    pub(super) origin: u8,
    /// Squares a castling takes it to from its origin (a king, or a rook,
    /// with the right), or [`NONE`].
    pub(super) castles: [u8; 2],
}

impl Unit {
    /// Fewest moves for this man, now `cur` on `from`, to stand on `to` as
    /// `form`: [`distance`], where a castling from its origin counts one
    /// move for the king and none for the rook (the king's move carries
    /// it), so that the men's moves added up never exceed the moves made.
    pub(super) fn distance(&self, t: &Tables, cur: Man, from: usize, form: Man, to: usize) -> u8 {
        let mut d = distance(t, self.side, cur, from, form, to);
        if from == self.origin as usize && cur == self.man {
            let step = u8::from(self.man == Man::King);
            for &dest in self.castles.iter().filter(|&&d| d != NONE) {
                d = d.min(step.saturating_add(distance(t, self.side, cur, dest as usize, form, to)));
            }
        }
        d
    }
}

/// A partial final position.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub(super) struct Target {
    /// (man, form, square), by man.
    pub(super) men: Vec<(u8, Man, u8)>,
    /// Men captured by the end (a bit per man).
    pub(super) doomed: u64,
    /// Squares empty at the end.
    pub(super) reserved: u64,
    /// Mate: a checker that attacks the king with no square between (a
    /// leaper, or a rider next to it): it makes the last move, so it can
    /// stand on its square before only if it leaves and comes back.
    pub(super) last_mover: u8,
}

/// What the targets are for.
#[derive(Clone, Copy, Debug)]
pub(super) struct Spec {
    /// Mate, else stalemate.
    pub(super) mate: bool,
    /// The side whose move reaches the goal.
    pub(super) goal_side: usize,
    /// Moves of each side in the whole line.
    pub(super) budget: [u8; 2],
}

/// Fewest moves for a man now `cur` on `from` to stand on `to` as `form`,
/// on an empty board (pawns may always capture), or [`INF`].
#[inline]
fn distance(t: &Tables, side: usize, cur: Man, from: usize, form: Man, to: usize) -> u8 {
    if cur == Man::Pawn {
        t.pawn_cost[side][from][form as usize][to]
    } else if cur == form {
        t.dist[form as usize][from][to]
    } else {
        INF
    }
}

/// The squares strictly between two squares on a line, else 0.
fn between() -> &'static [[u64; 64]; 64] {
    static BETWEEN: OnceLock<Box<[[u64; 64]; 64]>> = OnceLock::new();
    BETWEEN.get_or_init(|| {
        let mut b = Box::new([[0u64; 64]; 64]);
        for from in 0..64 {
            for &(df, dr) in &KING_STEPS {
                let mut line = 0u64;
                let (mut f, mut r) = (file(from) + df, rank(from) + dr);
                while let Some(to) = at(f, r) {
                    b[from][to] = line;
                    line |= 1 << to;
                    f += df;
                    r += dr;
                }
            }
        }
        b
    })
}

/// Does `form` of `side` on `s` attack `f` on an empty board? The squares
/// between that must then be empty.
pub(in crate::solve) fn attack(t: &Tables, form: Man, side: usize, s: usize, f: usize) -> Option<u64> {
    match form {
        Man::Pawn => (t.pawn_attack[side][s] >> f & 1 != 0).then_some(0),
        Man::King | Man::Knight => (t.attack[form as usize][s] >> f & 1 != 0).then_some(0),
        _ => (t.attack[form as usize][s] >> f & 1 != 0).then(|| between()[s][f]),
    }
}

/// A man on `sq` on a line through its king on `k`: the riders that could
/// pin it there, and the squares beyond it, nearest first.
fn pin_line(k: usize, sq: usize) -> (&'static [Man], impl Iterator<Item = usize>) {
    let orth = file(k) == file(sq) || rank(k) == rank(sq);
    let riders: &[Man] = if orth {
        &[Man::Queen, Man::Rook]
    } else {
        &[Man::Queen, Man::Bishop]
    };
    let (df, dr) = ((file(sq) - file(k)).signum(), (rank(sq) - rank(k)).signum());
    let beyond = (1..).map_while(move |i| at(file(sq) + i * df, rank(sq) + i * dr));
    (riders, beyond)
}

/// Squares from which `form` of `side` attacks `f` on an empty board.
fn attackers(t: &Tables, form: Man, side: usize, f: usize) -> u64 {
    match form {
        Man::Pawn => t.pawn_attack[1 - side][f],
        _ => t.attack[form as usize][f],
    }
}

/// The forms a man can stand in at the end.
fn forms(man: Man) -> &'static [Man] {
    match man {
        Man::Pawn => &PAWN_FORMS,
        Man::King => &[Man::King],
        Man::Queen => &[Man::Queen],
        Man::Rook => &[Man::Rook],
        Man::Bishop => &[Man::Bishop],
        Man::Knight => &[Man::Knight],
    }
}

/// What a target still has to meet.
#[derive(Clone, Copy, Debug)]
enum Ob {
    /// Mate: the king is attacked.
    Check,
    /// The king's flight is closed.
    Flight(u8),
    /// A man of the king's side stands here (a stopped piece's square).
    Held(u8),
    /// Some man stands here (in front of a stopped pawn).
    Front(u8),
}

struct Gen<'a> {
    t: &'static Tables,
    units: &'a [Unit],
    mate: bool,
    g: usize,
    v: usize,
    budget: [u8; 2],
    used: [u8; 2],
    /// Per square: the man the target puts there.
    at: [u8; 64],
    form: Vec<Man>,
    sq: Vec<u8>,
    placed: u64,
    doomed: u64,
    occ: u64,
    reserved: u64,
    /// Squares no man of the goal side may stand on (a stopped pawn's
    /// captures).
    no_g: u64,
    /// The suffering king's square.
    k: usize,
    /// The checker that must move last, or [`NONE`].
    last_mover: u8,
    /// Mate by a single check: the checker.
    single: Option<usize>,
    /// Per side: its men (a bit per man).
    men_of: [u64; 2],
    queue: Vec<Ob>,
    /// The targets listed, by a hash of each.
    seen: HashMap<u64, Vec<u32>>,
    out: Vec<Target>,
    /// The budget of the whole generation: a position with many men can
    /// branch for long and list little, and then the plain search runs.
    shared: &'a Shared,
    /// Steps taken since the last count against the budget.
    steps: u64,
    /// Steps after which the rest of a piece of work is cut up for the
    /// other threads.
    piece_steps: u64,
    /// Steps taken in this piece of work.
    work: u64,
    /// Cutting: every step from here on is left as a piece of its own.
    cutting: bool,
    /// The pieces cut, in the order the work would have done them.
    pieces: Vec<Piece<'a>>,
}

/// Some of the work, kept for any thread to do, or a target found while
/// cutting. (As the generator stands a target is never found while
/// cutting, since `finish` emits before it calls `run`; the order would
/// hold if that changed.)
enum Piece<'a> {
    Run(Box<Gen<'a>>, usize),
    Found(Target),
}

/// Steps of a piece after which the rest of it is cut into pieces for
/// the other threads (a few milliseconds): one king square can hold most
/// of the work (0090: 61 of 84 ms), and one branch of it can too (0084:
/// 300 of 600 ms two obligations deep).
pub(super) const PIECE_STEPS: u64 = 20_000;

impl Piece<'_> {
    /// The targets of this piece, in the order of a single thread.
    fn work(self) -> Vec<Target> {
        match self {
            Piece::Found(target) => vec![target],
            Piece::Run(mut state, qi) => {
                state.run(qi);
                // The steps short of a batch: pieces are many and small.
                state.count_steps(state.steps);
                if !state.cutting {
                    return state.out;
                }
                let pieces = std::mem::take(&mut state.pieces);
                let mut out = state.out;
                let rest: Vec<Vec<Target>> = pieces.into_par_iter().with_max_len(1).map(Piece::work).collect();
                out.extend(rest.into_iter().flatten());
                out
            }
        }
    }
}

/// How much the generator may do before it gives up (the plain search
/// then runs): obligations worked on, targets listed.
#[derive(Clone, Copy, Debug)]
pub(in crate::solve) struct Effort {
    pub(super) steps: i64,
    pub(super) targets: usize,
}

/// The targets, or `None` when there would be more than `effort` allows.
pub(super) fn generate(units: &[Unit], king: usize, spec: Spec, effort: Effort) -> Option<Vec<Target>> {
    let piece_steps = (rayon::current_num_threads() > 1).then_some(PIECE_STEPS);
    generate_in_pieces(units, king, spec, effort, piece_steps)
}

/// [`generate`], a piece of work cut up after `piece_steps`, if given.
/// The targets and their order do not depend on it.
pub(super) fn generate_in_pieces(
    units: &[Unit],
    king: usize,
    spec: Spec,
    effort: Effort,
    piece_steps: Option<u64>,
) -> Option<Vec<Target>> {
    let t = tables();
    let g = spec.goal_side;
    let k0 = units[king].origin as usize;
    let shared = Shared {
        steps: AtomicI64::new(effort.steps),
        targets: AtomicUsize::new(0),
        limit: effort.targets,
        over: AtomicBool::new(false),
    };
    // Each square of the king is a piece of work; a long piece is cut up
    // as it goes, and the pieces are joined in the order one thread would
    // have found their targets.
    let piece_steps = piece_steps.unwrap_or(u64::MAX);
    let squares_of_king: Vec<Piece> = (0..64)
        .filter_map(|k| {
            let c = units[king].distance(t, Man::King, k0, Man::King, k);
            if c > spec.budget[1 - g] {
                return None;
            }
            let mut state = Gen {
                t,
                units,
                mate: spec.mate,
                g,
                v: 1 - g,
                budget: spec.budget,
                used: [0; 2],
                at: [NONE; 64],
                form: units.iter().map(|u| u.man).collect(),
                sq: units.iter().map(|u| u.origin).collect(),
                placed: 0,
                doomed: 0,
                occ: 0,
                reserved: 0,
                no_g: 0,
                k,
                last_mover: NONE,
                single: None,
                men_of: [0, 1].map(|side| {
                    units
                        .iter()
                        .enumerate()
                        .filter(|(_, u)| u.side == side)
                        .fold(0, |bits, (id, _)| bits | 1 << id)
                }),
                queue: Vec::new(),
                seen: HashMap::new(),
                out: Vec::new(),
                shared: &shared,
                steps: 0,
                piece_steps,
                work: 0,
                cutting: false,
                pieces: Vec::new(),
            };
            state.put(king, Man::King, k, c);
            if spec.mate {
                state.queue.push(Ob::Check);
            }
            for f in squares(t.attack[Man::King as usize][k]) {
                state.queue.push(Ob::Flight(f as u8));
            }
            Some(Piece::Run(Box::new(state), 0))
        })
        .collect();
    let per_piece: Vec<Vec<Target>> = squares_of_king
        .into_par_iter()
        .with_max_len(1)
        .map(Piece::work)
        .collect();
    if shared.over.load(Ordering::Relaxed) {
        return None;
    }
    if piece_steps == u64::MAX {
        // Uncut: each king square lists a target once, and the king's
        // square tells their targets apart.
        return Some(per_piece.into_iter().flatten().collect());
    }
    // Each piece lists a target once; two pieces can list the same.
    let mut seen: HashMap<u64, Vec<u32>> = HashMap::new();
    let mut out = Vec::new();
    for target in per_piece.into_iter().flatten() {
        let same = seen.entry(target_hash(&target)).or_default();
        if same.iter().all(|&i| out[i as usize] != target) {
            same.push(out.len() as u32);
            out.push(target);
        }
    }
    Some(out)
}

fn target_hash(target: &Target) -> u64 {
    let mut h = std::collections::hash_map::DefaultHasher::new();
    target.hash(&mut h);
    h.finish()
}

/// What the threads of one generation share: the steps and targets left
/// before it gives up.
struct Shared {
    steps: AtomicI64,
    targets: AtomicUsize,
    limit: usize,
    over: AtomicBool,
}

/// Steps a thread takes before it counts them against [`Shared::steps`].
const STEP_BATCH: u64 = 4096;

impl<'a> Gen<'a> {
    /// The men of a side not yet given a place or a capture.
    fn open_men(&self, side: usize) -> impl Iterator<Item = usize> + use<> {
        squares(self.men_of[side] & !(self.placed | self.doomed))
    }

    fn placed_men(&self, side: usize) -> impl Iterator<Item = usize> + use<> {
        squares(self.men_of[side] & self.placed)
    }

    fn put(&mut self, id: usize, form: Man, s: usize, cost: u8) {
        self.at[s] = id as u8;
        self.form[id] = form;
        self.sq[id] = s as u8;
        self.placed |= 1 << id;
        self.occ |= 1 << s;
        self.used[self.units[id].side] += cost;
    }

    fn take(&mut self, id: usize, s: usize, cost: u8) {
        self.at[s] = NONE;
        self.placed &= !(1 << id);
        self.occ &= !(1 << s);
        self.used[self.units[id].side] -= cost;
    }

    /// The squares on lines through the king a flight's guard may cross:
    /// for mate the king's own (it is not there once it steps aside).
    fn transparent(&self) -> u64 {
        if self.mate { 1 << self.k } else { 0 }
    }

    /// Can `id` stand on `s` as `form`: its cost, if it fits the budget and
    /// what is placed.
    fn fits(&self, id: usize, form: Man, s: usize) -> Option<u8> {
        let u = &self.units[id];
        let c = u.distance(self.t, u.man, u.origin as usize, form, s);
        self.fits_at(id, form, s, c)
    }

    /// [`Gen::fits`] with the cost known.
    fn fits_at(&self, id: usize, form: Man, s: usize, c: u8) -> Option<u8> {
        if (self.occ | self.reserved) >> s & 1 != 0 {
            return None;
        }
        let u = &self.units[id];
        if c == INF || self.used[u.side].saturating_add(c) > self.budget[u.side] {
            return None;
        }
        if u.side == self.g {
            if self.no_g >> s & 1 != 0 {
                return None;
            }
            // The kings never stand side by side.
            if form == Man::King && chebyshev(s, self.k) < 2 {
                return None;
            }
            // A stalemated king is not in check.
            if !self.mate
                && let Some(b) = attack(self.t, form, self.g, s, self.k)
                && b & self.occ == 0
                && b & !self.reserved == 0
            {
                return None;
            }
        }
        Some(c)
    }

    /// Counts `steps` against the generation's budget.
    fn count_steps(&self, steps: u64) {
        if self.shared.steps.fetch_sub(steps as i64, Ordering::Relaxed) <= steps as i64 {
            self.shared.over.store(true, Ordering::Relaxed);
        }
    }

    /// The state as it is, for a piece of work of its own from here.
    fn piece(&self) -> Gen<'a> {
        Gen {
            form: self.form.clone(),
            sq: self.sq.clone(),
            queue: self.queue.clone(),
            seen: HashMap::new(),
            out: Vec::new(),
            steps: 0,
            work: 0,
            cutting: false,
            pieces: Vec::new(),
            ..*self
        }
    }

    fn run(&mut self, qi: usize) {
        // A step left for a piece of its own is counted there.
        self.work += 1;
        if self.work > self.piece_steps {
            self.cutting = true;
        }
        if self.cutting {
            let piece = self.piece();
            self.pieces.push(Piece::Run(Box::new(piece), qi));
            return;
        }
        self.steps += 1;
        if self.steps == STEP_BATCH {
            self.steps = 0;
            self.count_steps(STEP_BATCH);
        }
        if self.shared.over.load(Ordering::Relaxed) {
            return;
        }
        match self.queue.get(qi).copied() {
            None => self.finish(),
            Some(Ob::Check) => self.check(qi + 1),
            Some(Ob::Flight(f)) => self.flight(f as usize, qi + 1),
            Some(Ob::Held(s)) => self.held(s as usize, qi + 1),
            Some(Ob::Front(s)) => self.front(s as usize, qi + 1),
        }
    }

    /// Places a man of the goal side with the line it must keep open, and
    /// goes on.
    fn with_guard(&mut self, id: usize, form: Man, s: usize, cost: u8, line: u64, next: usize) {
        let add = line & !self.reserved;
        self.reserved |= add;
        self.put(id, form, s, cost);
        self.run(next);
        self.take(id, s, cost);
        self.reserved &= !add;
    }

    /// Mate: a man of the goal side gives check, or two do. The last move
    /// of the line is the goal side's and makes the check, so a checker
    /// with no square between it and the king (a leaper, or a rider next
    /// to it) is the man that moved last: one that ends on its own square
    /// has left it and come back, and two such checkers cannot both be.
    /// A single check must not be parried: see [`Gen::parried`].
    fn check(&mut self, next: usize) {
        for (id, form, s, c, line) in self.checkers(0) {
            self.last_mover = if line == 0 { id as u8 } else { NONE };
            let add = line & !self.reserved;
            self.reserved |= add;
            self.put(id, form, s, c);
            self.single = Some(id);
            self.run(next);
            self.single = None;
            for (id2, form2, s2, c2, line2) in self.checkers(id + 1) {
                if line == 0 && line2 == 0 {
                    continue;
                }
                let first = self.last_mover;
                if line2 == 0 {
                    self.last_mover = id2 as u8;
                }
                self.with_guard(id2, form2, s2, c2, line2, next);
                self.last_mover = first;
            }
            self.take(id, s, c);
            self.reserved &= !add;
            self.last_mover = NONE;
        }
    }

    /// The ways an open man of the goal side from `first_id` on can give
    /// check: man, form, square, cost, the line between.
    fn checkers(&self, first_id: usize) -> Vec<(usize, Man, usize, u8, u64)> {
        let (t, g, k) = (self.t, self.g, self.k);
        let mut out = Vec::new();
        for id in self.open_men(g).filter(|&id| id >= first_id) {
            let u = self.units[id];
            if u.man == Man::King {
                continue;
            }
            for &form in forms(u.man) {
                for s in squares(attackers(t, form, g, k)) {
                    let Some(line) = attack(t, form, g, s, k) else { continue };
                    if line & self.occ != 0 {
                        continue;
                    }
                    let Some(mut c) = self.fits(id, form, s) else { continue };
                    if c == 0 && line == 0 {
                        // Back on its square with no line to open: out and
                        // back in (a pawn never comes back).
                        c = if form == Man::Pawn { INF } else { 2 };
                        if c == INF || self.used[g].saturating_add(c) > self.budget[g] {
                            continue;
                        }
                    }
                    out.push((id, form, s, c, line));
                }
            }
        }
        out
    }

    /// A single check by `checker` that a man of the king's side placed
    /// here surely parries in every position holding the target: it takes
    /// the checker or steps between along squares that stay empty, and no
    /// man of the goal side can pin it. (A second checker would make the
    /// parry useless; double checks are targets of their own.)
    fn parried(&self, checker: usize) -> bool {
        let (t, v, k) = (self.t, self.v, self.k);
        let s = self.sq[checker] as usize;
        let Some(line) = attack(t, self.form[checker], self.g, s, k) else {
            return false;
        };
        let stops = line | 1 << s;
        self.placed_men(v).any(|id| {
            let (form, from) = (self.form[id], self.sq[id] as usize);
            form != Man::King && self.reaches(form, from, s, line, stops) && !self.may_be_pinned(from)
        })
    }

    /// Can a man of the king's side, `form` on `from`, move onto one of
    /// `stops` (the checker on `s`, the line between) in every position
    /// holding the target?
    fn reaches(&self, form: Man, from: usize, s: usize, line: u64, stops: u64) -> bool {
        let t = self.t;
        match form {
            Man::Pawn => {
                let (ahead, start) = if self.v == 0 { (8i32, 1) } else { (-8i32, 6) };
                let front = (from as i32 + ahead) as usize;
                let takes = t.pawn_attack[self.v][from] >> s & 1 != 0;
                let pushes = line >> front & 1 != 0;
                let doubles = rank(from) == start
                    && self.reserved >> front & 1 != 0
                    && line >> (front as i32 + ahead) as usize & 1 != 0;
                takes || pushes || doubles
            }
            Man::Knight | Man::King => t.attack[form as usize][from] & stops != 0,
            _ => squares(t.attack[form as usize][from] & stops).any(|q| between()[from][q] & !self.reserved == 0),
        }
    }

    /// Could a man of the king's side on `sq` be pinned to its king in a
    /// position holding the target?
    fn may_be_pinned(&self, sq: usize) -> bool {
        let (t, k) = (self.t, self.k);
        if t.attack[Man::Queen as usize][k] >> sq & 1 == 0 || between()[k][sq] & self.occ != 0 {
            return false;
        }
        let (riders, beyond) = pin_line(k, sq);
        for p in beyond {
            if self.occ >> p & 1 != 0 {
                let on = self.at[p] as usize;
                return self.units[on].side == self.g && riders.contains(&self.form[on]);
            }
            if self
                .open_men(self.g)
                .any(|id| riders.iter().any(|&form| self.fits(id, form, p).is_some()))
            {
                return true;
            }
        }
        false
    }

    /// A flight of the king is closed: a man of its own stands there, or a
    /// man of the goal side guards it.
    fn flight(&mut self, f: usize, next: usize) {
        let (t, g, v) = (self.t, self.g, self.v);
        let on_f = self.at[f];
        if on_f != NONE && self.units[on_f as usize].side == v {
            return self.run(next);
        }
        let through = self.transparent();
        for id in self.placed_men(g) {
            if attack(t, self.form[id], g, self.sq[id] as usize, f).is_some_and(|b| b & !through & self.occ == 0) {
                return self.run(next);
            }
        }
        // Stalemate: met at no cost by men staying where they are, left
        // open (every man of the king's side gets its place later anyway).
        if !self.mate && self.free_flight(f) {
            return self.run(next);
        }
        if on_f == NONE && self.reserved >> f & 1 == 0 {
            for id in self.open_men(v) {
                for &form in forms(self.units[id].man) {
                    if let Some(c) = self.fits(id, form, f) {
                        self.place_own(id, form, f, c, next);
                    }
                }
            }
        }
        for id in self.open_men(g) {
            for &form in forms(self.units[id].man) {
                for s in squares(attackers(t, form, g, f)) {
                    if s == self.k {
                        continue;
                    }
                    let Some(line) = attack(t, form, g, s, f) else { continue };
                    let line = line & !through;
                    if line & self.occ != 0 {
                        continue;
                    }
                    if let Some(c) = self.fits(id, form, s) {
                        self.with_guard(id, form, s, c, line, next);
                    }
                }
            }
        }
    }

    /// Could men staying where they are close flight `f`?
    fn free_flight(&self, f: usize) -> bool {
        let (t, g) = (self.t, self.g);
        let through = self.transparent();
        let stays = |id: usize| (self.occ | self.reserved) >> self.units[id].origin & 1 == 0;
        (self.at[f] == NONE
            && self.reserved >> f & 1 == 0
            && self.open_men(self.v).any(|id| self.units[id].origin as usize == f))
            || self.open_men(g).any(|id| {
                let u = self.units[id];
                stays(id) && attack(t, u.man, g, u.origin as usize, f).is_some_and(|b| b & !through & self.occ == 0)
            })
    }

    /// Stalemate: a man of the king's side stands on `s`.
    fn held(&mut self, s: usize, next: usize) {
        let on = self.at[s];
        if on != NONE {
            if self.units[on as usize].side == self.v {
                self.run(next);
            }
            return;
        }
        if self.reserved >> s & 1 != 0 {
            return;
        }
        for id in self.open_men(self.v) {
            for &form in forms(self.units[id].man) {
                if let Some(c) = self.fits(id, form, s) {
                    self.place_own(id, form, s, c, next);
                }
            }
        }
    }

    /// Stalemate: some man stands on `s`, in front of a stopped pawn.
    fn front(&mut self, s: usize, next: usize) {
        if self.at[s] != NONE {
            return self.run(next);
        }
        if self.reserved >> s & 1 != 0 {
            return;
        }
        if self.open_men(self.g).any(|id| self.units[id].origin as usize == s) {
            return self.run(next);
        }
        for id in self.open_men(self.v) {
            for &form in forms(self.units[id].man) {
                if let Some(c) = self.fits(id, form, s) {
                    self.place_own(id, form, s, c, next);
                }
            }
        }
        for id in self.open_men(self.g) {
            for &form in forms(self.units[id].man) {
                if let Some(c) = self.fits(id, form, s) {
                    self.put(id, form, s, c);
                    self.run(next);
                    self.take(id, s, c);
                }
            }
        }
    }

    /// Places a man of the king's side; for stalemate it must then be
    /// stopped, by its neighbours or by a pin.
    fn place_own(&mut self, id: usize, form: Man, s: usize, cost: u8, next: usize) {
        self.put(id, form, s, cost);
        if self.mate {
            self.run(next);
        } else {
            self.stop(form, s, next);
        }
        self.take(id, s, cost);
    }

    /// The ways a man of the stalemated side on `s` has no move.
    fn stop(&mut self, form: Man, s: usize, next: usize) {
        let t = self.t;
        let v = self.v;
        let queued = self.queue.len();
        // Not pinned: every move is blocked.
        match form {
            Man::Pawn => {
                let captures = t.pawn_attack[v][s];
                let theirs = self.occupied_by(self.g);
                if captures & theirs == 0 {
                    let old = self.no_g;
                    self.no_g |= captures;
                    let front = if v == 0 { s + 8 } else { s - 8 };
                    self.queue.push(Ob::Front(front as u8));
                    self.run(next);
                    self.queue.truncate(queued);
                    self.no_g = old;
                }
            }
            _ => {
                let steps = match form {
                    Man::Knight => t.attack[Man::Knight as usize][s],
                    Man::Queen | Man::King => t.attack[Man::King as usize][s],
                    _ => t.attack[Man::King as usize][s] & t.attack[form as usize][s],
                };
                for q in squares(steps) {
                    self.queue.push(Ob::Held(q as u8));
                }
                self.run(next);
                self.queue.truncate(queued);
            }
        }
        // Pinned to its king along a line it cannot move on.
        let k = self.k;
        let b = between();
        let orth = file(k) == file(s) || rank(k) == rank(s);
        let aligned = t.attack[Man::Queen as usize][k] >> s & 1 != 0;
        let pinnable = match form {
            Man::Knight | Man::Pawn => true,
            Man::Bishop => orth,
            Man::Rook => !orth,
            _ => false,
        };
        if !aligned || !pinnable || b[k][s] & self.occ != 0 {
            return;
        }
        let (riders, beyond) = pin_line(k, s);
        for p in beyond {
            let line = b[k][s] | b[s][p];
            if self.occ >> p & 1 != 0 {
                let on = self.at[p] as usize;
                if self.units[on].side == self.g && riders.contains(&self.form[on]) {
                    let add = line & !self.reserved;
                    self.reserved |= add;
                    self.run(next);
                    self.reserved &= !add;
                }
                break;
            }
            for id in self.open_men(self.g) {
                for &form in riders {
                    if let Some(c) = self.fits(id, form, p) {
                        self.with_guard(id, form, p, c, line, next);
                    }
                }
            }
        }
    }

    fn occupied_by(&self, side: usize) -> u64 {
        self.placed_men(side).fold(0, |bits, id| bits | 1 << self.sq[id])
    }

    /// Every obligation is met. Mate: a target. Stalemate: each man of the
    /// king's side still open is captured or stands stopped somewhere.
    fn finish(&mut self) {
        if !self.mate
            && let Some(id) = self.open_men(self.v).next()
        {
            if self.doomed.count_ones() < u32::from(self.budget[self.g]) {
                self.doomed |= 1 << id;
                self.finish();
                self.doomed &= !(1 << id);
            }
            let next = self.queue.len();
            let u = self.units[id];
            if u.castles != [NONE; 2] {
                for &form in forms(u.man) {
                    for s in 0..64 {
                        if let Some(c) = self.fits(id, form, s) {
                            self.place_own(id, form, s, c, next);
                        }
                    }
                }
                return;
            }
            let room = self.budget[self.v] - self.used[self.v];
            // Every square and form it can end on, cheapest first.
            for &(s, form, c) in &self.t.ends[table_index(u.man, u.side) * 64 + u.origin as usize] {
                if c > room {
                    break;
                }
                let form = Man::ALL[form as usize];
                if let Some(c) = self.fits_at(id, form, s as usize, c) {
                    self.place_own(id, form, s as usize, c, next);
                }
            }
            return;
        }
        self.emit();
    }

    fn emit(&mut self) {
        if let Some(checker) = self.single
            && self.parried(checker)
        {
            return;
        }
        let men = (0..self.units.len())
            .filter(|&id| self.placed >> id & 1 != 0)
            .map(|id| (id as u8, self.form[id], self.sq[id]))
            .collect();
        let target = Target {
            men,
            doomed: self.doomed,
            reserved: self.reserved,
            last_mover: self.last_mover,
        };
        if self.cutting {
            self.pieces.push(Piece::Found(target));
        } else {
            let same = self.seen.entry(target_hash(&target)).or_default();
            if same.iter().any(|&i| self.out[i as usize] == target) {
                return;
            }
            same.push(self.out.len() as u32);
            self.out.push(target);
        }
        // Counted once per piece that lists it: with threads the generator
        // may give up a little sooner, on the same targets.
        if self.shared.targets.fetch_add(1, Ordering::Relaxed) >= self.shared.limit {
            self.shared.over.store(true, Ordering::Relaxed);
        }
    }
}
