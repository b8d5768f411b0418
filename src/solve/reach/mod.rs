//! Could a help or series line still end in mate (or stalemate) in the
//! moves left? A necessary condition for orthodox chess, after the idea of
//! Popeye's intelligent mode: in the final position the lone king of the
//! side that suffers the goal stands on a square `k` it can walk to in
//! time; for mate `k` is attacked, and every flight square of `k` is
//! attacked by the other side or occupied by one of the king's own men.
//! Each man needs some number of moves to stand on a square, and the moves
//! of each side add up. When no choice of squares fits both sides' moves
//! left, no line from here reaches the goal and the search drops it.
//!
//! Every relaxation below only lets more positions pass, never fewer, so no
//! solution is lost: moves and attacks are counted on an empty board (a
//! real board can only block), pawns may always capture, a pawn may
//! promote to any of Q R B N, each man stands on one square at the end, a
//! side's men need at most its moves left (spare moves are allowed), and
//! nothing is said about pins, interpositions or which move checks. The
//! test is off (always "possible") outside plain orthodox chess, while
//! castling is still possible (a castling moves two men at once), and for
//! goals other than mate and stalemate.

use std::sync::OnceLock;

mod child_stops;
mod one_move;

use crate::geometry::Square;
use crate::piece::Color;
use crate::position::Position;
use crate::stipulation::Goal;

pub(super) const INF: u8 = u8::MAX;

/// Most men of one side the one-move count takes (more: the general one).
const MAX_MEN: usize = 32;

/// The orthodox men, as indices into the tables.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(super) enum Man {
    King = 0,
    Queen = 1,
    Rook = 2,
    Bishop = 3,
    Knight = 4,
    Pawn = 5,
}

impl Man {
    /// The men by their index.
    pub(super) const ALL: [Man; 6] = [Man::King, Man::Queen, Man::Rook, Man::Bishop, Man::Knight, Man::Pawn];

    /// The orthodox man a kind of the rule set is, if it is one.
    pub(super) fn of(pos: &Position, kind: crate::piece::Kind) -> Option<Man> {
        Man::named(&pos.rules().piece_type(kind).name)
    }

    /// The orthodox man whose moves a kind makes: a royal form's piece too
    /// (for the order of moves; the counts take only the men themselves).
    pub(super) fn moving_as(pos: &Position, kind: crate::piece::Kind) -> Option<Man> {
        Man::named(pos.rules().piece_type(kind).walk_name())
    }

    fn named(name: &str) -> Option<Man> {
        match name {
            "king" => Some(Man::King),
            "queen" => Some(Man::Queen),
            "rook" => Some(Man::Rook),
            "bishop" => Some(Man::Bishop),
            "knight" => Some(Man::Knight),
            "pawn" => Some(Man::Pawn),
            _ => None,
        }
    }
}

/// What a pawn may stand on a square as: itself or a promoted man.
pub(super) const PAWN_FORMS: [Man; 5] = [Man::Queen, Man::Rook, Man::Bishop, Man::Knight, Man::Pawn];

/// Empty-board move counts and attacks on the 8x8 board, squares numbered
/// `rank * 8 + file`. Built once.
pub(super) struct Tables {
    /// `dist[man][from][to]` for the men other than the pawn.
    pub(super) dist: Vec<[[u8; 64]; 64]>,
    /// `attack[man][sq]` for the men other than the pawn.
    pub(super) attack: [[u64; 64]; 5],
    /// `pawn_attack[colour][sq]`.
    pub(super) pawn_attack: [[u64; 64]; 2],
    /// `pawn_cost[colour][from][form][to]`: a pawn's fewest moves to stand
    /// on `to` as `form` (itself or a promoted man).
    pub(super) pawn_cost: Vec<Vec<[[u8; 64]; 6]>>,
    /// `pawn_any[colour][from][to]`: the cheapest form.
    pawn_any: Vec<[[u8; 64]; 64]>,
    /// Per man (pawns: `5 + colour`) and square: every `(to, form, moves)`
    /// it can end on, fewest moves first.
    pub(super) ends: Vec<Vec<(u8, u8, u8)>>,
    /// Per square: every square, nearest (king steps) first.
    nearest: Vec<[u8; 64]>,
    /// Per man (pawns: `5 + colour`) and square: the squares it can stand
    /// on within `k` moves, in any form, for `k` below [`NEAR`].
    within: Vec<[u64; NEAR]>,
}

/// Moves left for which [`Tables::within`] answers.
const NEAR: usize = 8;

pub(super) fn file(sq: usize) -> i32 {
    (sq % 8) as i32
}

pub(super) fn rank(sq: usize) -> i32 {
    (sq / 8) as i32
}

pub(super) fn at(f: i32, r: i32) -> Option<usize> {
    ((0..8).contains(&f) && (0..8).contains(&r)).then(|| (r * 8 + f) as usize)
}

pub(super) const KING_STEPS: [(i32, i32); 8] = [(1, 0), (-1, 0), (0, 1), (0, -1), (1, 1), (1, -1), (-1, 1), (-1, -1)];
pub(super) const KNIGHT_LEAPS: [(i32, i32); 8] =
    [(1, 2), (2, 1), (2, -1), (1, -2), (-1, -2), (-2, -1), (-2, 1), (-1, 2)];

/// Of the stalemated side's `men`: pawns that could push, and pieces with
/// more open sides than `moves`.
fn stop_counts(men: &[(Man, u8)], own: u64, occupied: u64, ahead: i32, moves: u32) -> (u32, u32) {
    let (mut pawns, mut pieces) = (0u32, 0u32);
    for &(man, sq) in men {
        let sq = sq as usize;
        let out = ways_out(man, sq, own, occupied, ahead);
        match man {
            Man::Pawn => pawns += u32::from(out != 0),
            _ => pieces += u32::from(out.count_ones() > moves),
        }
    }
    (pawns, pieces)
}

/// The squares next to a man of the stalemated side that would be ways
/// out for it when free: a piece's open sides, a pawn's square in front.
fn side_squares(man: Man, sq: usize, ahead: i32) -> u64 {
    let t = tables();
    match man {
        Man::King => 0,
        Man::Pawn => {
            let front = sq as i32 + ahead;
            if (0..64).contains(&front) { 1 << front } else { 0 }
        }
        Man::Knight => t.attack[Man::Knight as usize][sq],
        _ => t.attack[Man::King as usize][sq] & t.attack[man as usize][sq],
    }
}

/// Its ways out now: for a piece the side squares its own side does not
/// hold, for a pawn the square in front when empty.
fn ways_out(man: Man, sq: usize, own: u64, occupied: u64, ahead: i32) -> u64 {
    let sides = side_squares(man, sq, ahead);
    if man == Man::Pawn {
        sides & !occupied
    } else {
        sides & !own
    }
}

/// Squares a man reaches in one move on an empty board (= what it attacks).
fn one_move(man: Man, sq: usize) -> u64 {
    let (f, r) = (file(sq), rank(sq));
    let mut bits = 0u64;
    let leap = |steps: &[(i32, i32)], bits: &mut u64| {
        for &(df, dr) in steps {
            if let Some(t) = at(f + df, r + dr) {
                *bits |= 1 << t;
            }
        }
    };
    let ride = |dirs: &[(i32, i32)], bits: &mut u64| {
        for &(df, dr) in dirs {
            let (mut x, mut y) = (f + df, r + dr);
            while let Some(t) = at(x, y) {
                *bits |= 1 << t;
                x += df;
                y += dr;
            }
        }
    };
    match man {
        Man::King => leap(&KING_STEPS, &mut bits),
        Man::Knight => leap(&KNIGHT_LEAPS, &mut bits),
        Man::Rook => ride(&KING_STEPS[..4], &mut bits),
        Man::Bishop => ride(&KING_STEPS[4..], &mut bits),
        Man::Queen => ride(&KING_STEPS, &mut bits),
        Man::Pawn => unreachable!("pawn moves depend on the colour"),
    }
    bits
}

fn forward(color: usize) -> i32 {
    if color == 0 { 1 } else { -1 }
}

/// A pawn's moves on an empty board, captures always allowed.
fn pawn_moves(color: usize, sq: usize) -> u64 {
    let (f, r, d) = (file(sq), rank(sq), forward(color));
    let mut bits = 0u64;
    for (df, dr) in [(0, d), (-1, d), (1, d)] {
        if let Some(t) = at(f + df, r + dr) {
            bits |= 1 << t;
        }
    }
    let second = if color == 0 { 1 } else { 6 };
    if r == second {
        bits |= 1 << at(f, r + 2 * d).expect("a double step stays on the board");
    }
    bits
}

fn pawn_attacks(color: usize, sq: usize) -> u64 {
    let (f, r, d) = (file(sq), rank(sq), forward(color));
    let mut bits = 0u64;
    for df in [-1, 1] {
        if let Some(t) = at(f + df, r + d) {
            bits |= 1 << t;
        }
    }
    bits
}

pub(super) fn squares(mut bits: u64) -> impl Iterator<Item = usize> {
    std::iter::from_fn(move || {
        (bits != 0).then(|| {
            let t = bits.trailing_zeros() as usize;
            bits &= bits - 1;
            t
        })
    })
}

/// Fewest moves for a man that starts on `from` as `start` (a pawn of
/// `color`) to stand on each square in each form (index into the men):
/// breadth first over (square, form), a pawn becoming any of Q R B N on
/// its last rank.
fn costs(attack: &[[u64; 64]; 5], color: usize, from: usize, start: Man) -> [[u8; 64]; 6] {
    let last = if color == 0 { 7 } else { 0 };
    let mut cost = [[INF; 64]; 6];
    let mut queue = std::collections::VecDeque::new();
    cost[start as usize][from] = 0;
    queue.push_back((from, start));
    while let Some((s, form)) = queue.pop_front() {
        let c = cost[form as usize][s] + 1;
        let mut visit = |t: usize, f: Man| {
            if cost[f as usize][t] == INF {
                cost[f as usize][t] = c;
                queue.push_back((t, f));
            }
        };
        if form == Man::Pawn {
            for t in squares(pawn_moves(color, s)) {
                if rank(t) == last {
                    for &f in &PAWN_FORMS[..4] {
                        visit(t, f);
                    }
                } else {
                    visit(t, Man::Pawn);
                }
            }
        } else {
            for t in squares(attack[form as usize][s]) {
                visit(t, form);
            }
        }
    }
    cost
}

pub(super) fn tables() -> &'static Tables {
    static TABLES: OnceLock<Tables> = OnceLock::new();
    TABLES.get_or_init(|| {
        let men = [Man::King, Man::Queen, Man::Rook, Man::Bishop, Man::Knight];
        let mut attack = [[0u64; 64]; 5];
        for man in men {
            for (sq, a) in attack[man as usize].iter_mut().enumerate() {
                *a = one_move(man, sq);
            }
        }
        let dist: Vec<[[u8; 64]; 64]> = men
            .iter()
            .map(|&man| std::array::from_fn(|from| costs(&attack, 0, from, man)[man as usize]))
            .collect();
        let mut pawn_attack = [[0u64; 64]; 2];
        for (color, row) in pawn_attack.iter_mut().enumerate() {
            for (sq, a) in row.iter_mut().enumerate() {
                *a = pawn_attacks(color, sq);
            }
        }
        // `pawn_cost[colour][from][form][to]`.
        let pawn_cost: Vec<Vec<[[u8; 64]; 6]>> = (0..2)
            .map(|color| (0..64).map(|from| costs(&attack, color, from, Man::Pawn)).collect())
            .collect();
        let mut pawn_any = vec![[[INF; 64]; 64]; 2];
        for color in 0..2 {
            for from in 0..64 {
                for to in 0..64 {
                    pawn_any[color][from][to] = PAWN_FORMS
                        .iter()
                        .map(|&f| pawn_cost[color][from][f as usize][to])
                        .min()
                        .unwrap_or(INF);
                }
            }
        }
        let mut ends = Vec::new();
        for index in 0..7 {
            for from in 0..64 {
                let mut list = Vec::new();
                if index < 5 {
                    for (to, &c) in dist[index][from].iter().enumerate() {
                        if c != INF {
                            list.push((to as u8, index as u8, c));
                        }
                    }
                } else {
                    for form in PAWN_FORMS {
                        for (to, &c) in pawn_cost[index - 5][from][form as usize].iter().enumerate() {
                            if c != INF {
                                list.push((to as u8, form as u8, c));
                            }
                        }
                    }
                }
                list.sort_by_key(|e| e.2);
                ends.push(list);
            }
        }
        let nearest = (0..64)
            .map(|from| {
                let mut order: [u8; 64] = std::array::from_fn(|sq| sq as u8);
                order.sort_by_key(|&sq| chebyshev(from, sq as usize));
                order
            })
            .collect();
        let within = (0..7 * 64)
            .map(|i| {
                let (index, from) = (i / 64, i % 64);
                let mut near = [0u64; NEAR];
                for to in 0..64 {
                    let c = if index < 5 {
                        dist[index][from][to]
                    } else {
                        pawn_any[index - 5][from][to]
                    };
                    for squares in near.iter_mut().skip(c as usize) {
                        *squares |= 1 << to;
                    }
                }
                near
            })
            .collect();
        Tables {
            dist,
            attack,
            pawn_attack,
            pawn_cost,
            pawn_any,
            ends,
            nearest,
            within,
        }
    })
}

pub(super) fn chebyshev(a: usize, b: usize) -> u8 {
    (file(a) - file(b)).abs().max((rank(a) - rank(b)).abs()) as u8
}

/// A man of the king's side: man, colour, square.
type Blocker = (Man, usize, usize);

/// The fewest moves any of the king's men needs to stand on a square, up
/// to a budget: from [`Tables::within`] in one pass over the men when the
/// budget is below [`NEAR`], else man by man.
struct BlockReach<'a> {
    blockers: &'a [Blocker],
    /// Squares one of them can stand on within `k` moves.
    within: Option<[u64; NEAR]>,
    budget: u8,
}

impl<'a> BlockReach<'a> {
    fn new(t: &Tables, blockers: &'a [Blocker], budget: u8) -> BlockReach<'a> {
        let within = ((budget as usize) < NEAR).then(|| {
            let mut near = [0u64; NEAR];
            for &(man, color, from) in blockers {
                let theirs = &t.within[table_index(man, color) * 64 + from];
                for k in 0..=budget as usize {
                    near[k] |= theirs[k];
                }
            }
            near
        });
        BlockReach {
            blockers,
            within,
            budget,
        }
    }

    /// The fewest moves, or a number above the budget.
    fn cheapest(&self, t: &Tables, sq: usize) -> u8 {
        match &self.within {
            Some(near) => (0..=self.budget)
                .find(|&k| near[k as usize] >> sq & 1 != 0)
                .unwrap_or(INF),
            None => self.blockers.iter().map(|b| block_cost(t, b, sq)).min().unwrap_or(INF),
        }
    }
}

/// A man's index into the per-man tables (`ends`, `within`): pawns have
/// one per colour.
pub(super) fn table_index(man: Man, color: usize) -> usize {
    if man == Man::Pawn { 5 + color } else { man as usize }
}

/// Moves for a man of the king's side to stand on `to`, in any form.
fn block_cost(t: &Tables, &(man, color, from): &Blocker, to: usize) -> u8 {
    if man == Man::Pawn {
        t.pawn_any[color][from][to]
    } else {
        t.dist[man as usize][from][to]
    }
}

/// Whether a goal of `pos` is one the orthodox counts can judge (mate or
/// stalemate, plain orthodox chess, promotions to Q R B N only): whether
/// it is mate, and the orthodox man of each kind of the rule set.
pub(super) fn orthodox_men(pos: &Position, goal: Goal) -> Option<(bool, Vec<Option<Man>>)> {
    let rules = pos.rules();
    if rules.set().name != "orthodox" || !rules.conditions().is_empty() {
        return None;
    }
    let mate = match goal {
        Goal::Mate => true,
        Goal::Stalemate => false,
        _ => return None,
    };
    let men: Vec<Option<Man>> = (0..rules.kind_count())
        .map(|k| Man::of(pos, crate::piece::Kind(k as u8)))
        .collect();
    let promotions_orthodox = rules.promotion_kinds().iter().all(|k| {
        matches!(
            men[k.0 as usize],
            Some(Man::Queen | Man::Rook | Man::Bishop | Man::Knight)
        )
    });
    promotions_orthodox.then_some((mate, men))
}

/// The test, set up once per problem phase.
#[derive(Clone, Debug)]
pub struct Reach {
    /// The side whose move reaches the goal.
    mating: Color,
    mate: bool,
    /// Per kind index: the orthodox man, if the kind is one.
    men: Vec<Option<Man>>,
    /// Option NullMoves: a side may pass.
    passes: bool,
    /// The shortcuts for one move left: the short count for a mating side
    /// with at most one move, the bound on what one move of the stalemated
    /// side can stop (off only to check them against the general counts).
    shortcuts: bool,
}

/// Mating sides kept per moves left: in help play the men of one side
/// take a few dozen arrangements over a node's grandchildren, and the
/// same ones come back under its next child.
const SIDE_SLOTS: usize = 64;

/// Working memory of one search thread.
#[derive(Default)]
pub struct Scratch {
    /// Per moves left to the mating side, `SIDE_SLOTS` slots chosen by a
    /// hash of the men: what its men can do.
    sides: Vec<MatingSide>,
    /// The mating side's men of the position tested.
    men: Vec<(Man, usize)>,
    /// The other side's men other than the king.
    blockers: Vec<Blocker>,
}

/// What the mating side's men can do with its moves left, and the attack
/// masks it can end with around each king square, worked out when first
/// asked. Kept while the men and the moves stay the same: in help play a
/// node and its children after the other side's moves share it.
#[derive(Default)]
struct MatingSide {
    /// For which test (mating colour, mate, shortcuts); the moves are the
    /// slot's index.
    key: Option<(Color, bool, bool)>,
    men: Vec<(Man, usize)>,
    /// Options of the men: attacks, moves needed, square.
    opts: Vec<(u64, u8, u8)>,
    /// Per man: its options' range and whether it is the king.
    ranges: Vec<(usize, usize, bool)>,
    /// What men other than the king can attack, and what any can.
    reach_check: u64,
    reach_any: u64,
    /// King squares whose masks are in `masks`, at `spans[k]`.
    done: u64,
    spans: Vec<(u32, u32)>,
    /// Attack masks around a king square the mating side can end with.
    masks: Vec<u16>,
}

impl Reach {
    /// The test for `goal` reached by a move of `mating`, or `None` where
    /// it does not apply (another rule set or board, a condition, fairy
    /// men among the promotions, a goal other than mate or stalemate).
    pub fn new(pos: &Position, goal: Goal, mating: Color) -> Option<Reach> {
        let (mate, men) = orthodox_men(pos, goal)?;
        tables();
        Some(Reach {
            mating,
            mate,
            men,
            passes: false,
            shortcuts: true,
        })
    }

    /// The test when either side may pass (option NullMoves).
    pub fn with_null_moves(self, passes: bool) -> Reach {
        Reach { passes, ..self }
    }

    /// The man on `sq` and its square number: the board's dense index,
    /// `rank * 8 + file` on the orthodox board.
    fn man_at(&self, pos: &Position, sq: Square) -> Option<(Man, usize)> {
        let piece = pos.piece_at(sq)?;
        let man = (*self.men.get(piece.kind().0 as usize)?)?;
        Some((man, pos.rules().geometry().dense(sq)))
    }

    /// The man that stands on `mv`'s arrival square: the promoted one, or
    /// `man` that moves.
    fn after(&self, mv: crate::position::Move, man: Man) -> Man {
        match mv.promotion {
            Some(k) => self.men.get(k.0 as usize).copied().flatten().unwrap_or(Man::Queen),
            None => man,
        }
    }

    /// Can the goal still be reached with at most `mating_moves` moves of
    /// the mating side (its last one reaching the goal) and `other_moves`
    /// of the other side? `false` only when it surely cannot.
    pub fn possible(&self, pos: &Position, mating_moves: u32, other_moves: u32, scratch: &mut Scratch) -> bool {
        if pos.castling_rights() != 0 {
            return true;
        }
        let other = !self.mating;
        let (ko, oc) = (self.mating.index(), other.index());
        let royals = pos.royals(other);
        if royals.len() != 1 {
            return true;
        }
        let Some((Man::King, king)) = self.man_at(pos, royals[0]) else {
            return true;
        };
        let t = tables();
        let wb = mating_moves.min(60) as u8;
        let bb = other_moves.min(60) as u8;
        if !self.mate && !self.men_can_be_stopped(pos, mating_moves, other_moves) {
            return false;
        }

        let Scratch { sides, men, blockers } = scratch;
        men.clear();
        let mut hash = 0u64;
        for &sq in pos.pieces(self.mating) {
            let Some(man) = self.man_at(pos, sq) else {
                return true;
            };
            men.push(man);
            hash = (hash ^ (man.0 as u64 * 64 + man.1 as u64)).wrapping_mul(0x9E37_79B9_7F4A_7C15);
        }
        let slot = wb as usize * SIDE_SLOTS + (hash >> 58) as usize % SIDE_SLOTS;
        if sides.len() <= slot {
            sides.resize_with((wb as usize + 1) * SIDE_SLOTS, MatingSide::default);
        }
        let side = &mut sides[slot];
        let key = Some((self.mating, self.mate, self.shortcuts));
        if side.key != key || side.men != *men {
            side.key = key;
            side.fill(men, ko, wb);
        }
        let (reach_check, reach_any) = (side.reach_check, side.reach_any);
        blockers.clear();
        for &sq in pos.pieces(other) {
            let Some((man, from)) = self.man_at(pos, sq) else {
                return true;
            };
            if from != king {
                blockers.push((man, oc, from));
            }
        }

        // Read when a king square first needs it: mates often have none.
        let mut near = None;
        // Nearest squares first: where the goal is still possible, a square
        // that fits is found sooner.
        'square: for &k in &t.nearest[king] {
            let k = k as usize;
            let kc = chebyshev(king, k);
            if kc > bb {
                break;
            }
            if self.mate && reach_check >> k & 1 == 0 {
                continue;
            }
            let near = near.get_or_insert_with(|| BlockReach::new(t, blockers, bb));
            let budget = bb - kc;
            let ring = Ring::new(k);
            // Quick test: flights no man can ever attack need blockers.
            let mut need = 0u32;
            for f in ring.flights() {
                if reach_any >> f & 1 == 0 {
                    let cheapest = near.cheapest(t, f);
                    if cheapest > budget {
                        continue 'square;
                    }
                    need += cheapest as u32;
                }
            }
            if need > budget as u32 {
                continue;
            }
            if side.done >> k & 1 == 0 {
                let start = side.masks.len() as u32;
                self.attack_masks(&ring, wb, &side.opts, &side.ranges, &mut side.masks);
                side.spans[k] = (start, side.masks.len() as u32);
                side.done |= 1 << k;
            }
            let (start, end) = side.spans[k];
            if self.completes(&ring, budget, near, &side.masks[start as usize..end as usize]) {
                return true;
            }
        }
        false
    }

    /// Stalemate: can every man of the stalemated side that could move now
    /// be stopped in time?
    ///
    /// A pawn that could push, and at the end has not moved, is not taken
    /// and is not pinned, needs a man standing in front of it; the first
    /// man to land there comes by a move that captures nothing and is not a
    /// move of one of its side's pawns (those cannot reach the square in
    /// front of an unmoved pawn of their own without capturing). So each
    /// such pawn takes a move of its own: its first move, the capture of
    /// it, or that first landing, all different moves; or a pin, by a rider
    /// of the other side, one rider per pin (riders now and pawns near
    /// enough to promote).
    ///
    /// A piece with more open sides (squares next to it along its lines,
    /// or its leaps, not held by its own side) than its side has moves
    /// cannot be walled in where it stands: it must move, be taken or be
    /// pinned, again one move or rider each. A move of such a piece may
    /// also be a pawn's first landing, hence the sum's bound.
    fn men_can_be_stopped(&self, pos: &Position, mating_moves: u32, other_moves: u32) -> bool {
        let Some(stoppers) = Stoppers::of(self, pos, mating_moves) else {
            return true;
        };
        let Stoppers {
            men,
            n,
            own,
            occupied,
            riders,
            ahead,
        } = stoppers;
        let other = !self.mating;
        let men = &men[..n];
        let (m, d) = (mating_moves, other_moves);
        if stoppers.counts_fail(m, d) {
            return false;
        }
        // One move each left, the stalemated side's first: the counts must
        // fit, with no move of its own left, after one of its moves (or
        // after a pass).
        if d != 1 || m != 1 || pos.side_to_move() != other {
            return true;
        }
        let geometry = pos.rules().geometry();
        let (sides, out) = one_move::ways(men, own, occupied, ahead);
        let board = one_move::OneMove {
            men,
            own,
            occupied,
            ahead,
            ep: pos.ep_square().map_or(0, |sq| 1 << geometry.dense(sq)),
            sides: &sides[..men.len()],
            out: &out[..men.len()],
        };
        self.one_move_stops(&board, m, riders)
    }

    /// The exact count for one king square, the mating side's half: the
    /// squares of the ring its men can attack together within `wb` moves,
    /// each man on one square, appended to `out` (the other side's half is
    /// [`Reach::completes`]).
    fn attack_masks(
        &self,
        ring: &Ring,
        wb: u8,
        opts: &[(u64, u8, u8)],
        ranges: &[(usize, usize, bool)],
        out: &mut Vec<u16>,
    ) {
        let k = ring.square[KING_BIT];
        // The squares of the ring a man attacks from `to` (attack set `a`),
        // or none where it may not stand.
        // The squares an attack may count on: for stalemate the flights.
        let counted = if self.mate {
            ring.flight_squares | 1 << k
        } else {
            ring.flight_squares
        };
        let mask_of = |a: u64, to: u8, is_king: bool| {
            if a & counted == 0 {
                return 0;
            }
            // Kings never stand next to each other.
            if is_king && chebyshev(to as usize, k) <= 1 {
                return 0;
            }
            let mask = ring.mask(a);
            // Only the mate needs the king's square attacked (by a man
            // other than the king); for stalemate that bit says nothing.
            if is_king || !self.mate {
                mask & !(1 << KING_BIT)
            } else {
                mask
            }
        };

        let mut best = [INF; 512];
        let mut active = Masks::new();
        if wb <= 1 && ranges.len() <= MAX_MEN && self.shortcuts {
            self.one_move_masks(ranges, opts, wb, &mask_of, &mut best, &mut active);
            return self.keep_usable(&best, &active, wb, out);
        }
        best[0] = 0;
        active.push(0);
        let mut piece = [INF; 512];
        let mut touched = Masks::new();
        for &(start, end, is_king) in ranges {
            for &(a, c, to) in &opts[start..end] {
                let mask = mask_of(a, to, is_king);
                if mask != 0 && c < piece[mask] {
                    if piece[mask] == INF {
                        touched.push(mask);
                    }
                    piece[mask] = c;
                }
            }
            if touched.is_empty() {
                continue;
            }
            // A mask inside another of the same man that costs no more is
            // never the better choice.
            // (A dropped mask's cost is cleared at once: what it dominates,
            // the undominated masks above it dominate too.)
            touched.retain(|all, pm| {
                let (pm, c) = (pm as usize, piece[pm as usize]);
                let dominated = all.iter().any(|&o| {
                    let o = o as usize;
                    o != pm && o & pm == pm && piece[o] <= c
                });
                if dominated {
                    piece[pm] = INF;
                }
                !dominated
            });
            // The costs before this man, so that it is used once.
            let len = active.len();
            let mut before = [0u8; 512];
            for i in 0..len {
                before[i] = best[active[i] as usize];
            }
            for i in 0..len {
                let m = active[i] as usize;
                for &pm in touched.iter() {
                    let pm = pm as usize;
                    let c = before[i] + piece[pm];
                    let nm = m | pm;
                    if c <= wb && c < best[nm] {
                        if best[nm] == INF {
                            active.push(nm);
                        }
                        best[nm] = c;
                    }
                }
            }
            for &pm in touched.iter() {
                piece[pm as usize] = INF;
            }
            touched.clear();
        }
        self.keep_usable(&best, &active, wb, out);
    }

    /// The attack masks the mating side may end with when it has at most
    /// one move (`wb` <= 1): all its men where they stand, or all but one
    /// where they stand and that one after its move. Only these matter:
    /// a mask inside another is never easier to complete. Entered in
    /// `best` (cost) and `active`.
    fn one_move_masks(
        &self,
        ranges: &[(usize, usize, bool)],
        opts: &[(u64, u8, u8)],
        wb: u8,
        mask_of: &impl Fn(u64, u8, bool) -> usize,
        best: &mut [u8; 512],
        active: &mut Masks,
    ) {
        let mut enter = |mask: usize, c: u8| {
            if c < best[mask] {
                if best[mask] == INF {
                    active.push(mask);
                }
                best[mask] = c;
            }
        };
        let mut still = [0usize; MAX_MEN];
        let men = ranges.len();
        for (j, &(start, end, is_king)) in ranges.iter().enumerate() {
            for &(a, c, to) in &opts[start..end] {
                if c == 0 {
                    still[j] |= mask_of(a, to, is_king);
                }
            }
        }
        let all = still[..men].iter().fold(0, |m, &x| m | x);
        enter(all, 0);
        if wb == 0 {
            return;
        }
        // `before[j]`: the men before j where they stand; `after` those past it.
        let mut before = [0usize; MAX_MEN];
        for j in 1..men {
            before[j] = before[j - 1] | still[j - 1];
        }
        let mut after = 0usize;
        for j in (0..men).rev() {
            let (start, end, is_king) = ranges[j];
            let others = before[j] | after;
            for &(a, c, to) in &opts[start..end] {
                if c == 1 {
                    enter(others | mask_of(a, to, is_king), 1);
                }
            }
            after |= still[j];
        }
    }

    /// Appends to `out` the masks of `active` the mating side can end with
    /// in `wb` moves (costs in `best`); for mate only those with the king's
    /// square. Distinct masks leave distinct flights to block.
    fn keep_usable(&self, best: &[u8; 512], active: &Masks, wb: u8, out: &mut Vec<u16>) {
        let king = if self.mate { 1 << KING_BIT } else { 0 };
        out.extend(active.iter().filter(|&&w| best[w as usize] <= wb && w & king == king));
    }

    /// Does one of the mating side's attack `masks` leave flights the
    /// king's side can block within `budget`?
    fn completes(&self, ring: &Ring, budget: u8, near: &BlockReach, masks: &[u16]) -> bool {
        let t = tables();
        let flights = ring.on & !(1 << KING_BIT);
        // Blocks: a flight occupied by a man of the king's side.
        let mut cheapest = [INF; 9];
        for i in bits(flights) {
            cheapest[i] = near.cheapest(t, ring.square[i]);
        }
        let blockers = near.blockers;
        // Flights no man can block in time, and those that take a move.
        let (mut late, mut costly) = (0usize, 0usize);
        for i in bits(flights) {
            late |= usize::from(cheapest[i] > budget) << i;
            costly |= usize::from(cheapest[i] > 0) << i;
        }
        masks.iter().any(|&w| {
            let need = flights & !w as usize;
            if need & late != 0 || (need & costly).count_ones() > budget as u32 {
                return false;
            }
            let lower: u32 = bits(need).map(|i| cheapest[i] as u32).sum();
            lower <= budget as u32 && blockable(t, ring, need, budget, blockers)
        })
    }
}

impl MatingSide {
    /// Every square and form each of `men` may end on within `wb` moves;
    /// no king square's masks yet.
    fn fill(&mut self, men: &[(Man, usize)], ko: usize, wb: u8) {
        let t = tables();
        self.men.clear();
        self.men.extend_from_slice(men);
        self.opts.clear();
        self.ranges.clear();
        self.masks.clear();
        self.spans.resize(64, (0, 0));
        self.done = 0;
        self.reach_check = 0;
        self.reach_any = 0;
        for &(man, from) in men {
            let start = self.opts.len();
            let index = table_index(man, ko);
            for &(to, form, c) in &t.ends[index * 64 + from] {
                if c > wb {
                    break;
                }
                let a = if form == Man::Pawn as u8 {
                    t.pawn_attack[ko][to as usize]
                } else {
                    t.attack[form as usize][to as usize]
                };
                self.opts.push((a, c, to));
            }
            let is_king = man == Man::King;
            for &(a, _, _) in &self.opts[start..] {
                self.reach_any |= a;
                if !is_king {
                    self.reach_check |= a;
                }
            }
            self.ranges.push((start, self.opts.len(), is_king));
        }
    }
}

/// Can distinct men of the king's side stand on every flight of `need`
/// (bits of the ring) within `budget` moves together?
fn blockable(t: &Tables, ring: &Ring, need: usize, budget: u8, blockers: &[Blocker]) -> bool {
    let mut cost = [INF; 512];
    cost[0] = 0;
    let mut reached = Masks::new();
    reached.push(0);
    let mut choices = [(0usize, 0u8); 8];
    for b in blockers {
        let mut count = 0;
        for i in bits(need) {
            let c = block_cost(t, b, ring.square[i]);
            if c <= budget {
                choices[count] = (1 << i, c);
                count += 1;
            }
        }
        if count == 0 {
            continue;
        }
        let before = cost;
        for j in 0..reached.len() {
            let m = reached[j] as usize;
            for &(bit, c) in &choices[..count] {
                let nc = before[m] + c;
                if m & bit == 0 && nc <= budget && nc < cost[m | bit] {
                    if cost[m | bit] == INF {
                        if m | bit == need {
                            return true;
                        }
                        reached.push(m | bit);
                    }
                    cost[m | bit] = nc;
                }
            }
        }
    }
    need == 0
}

/// The bit of the king's square in a [`Ring`] mask.
const KING_BIT: usize = 4;

/// A king's square and the squares around it as bits of a 3x3 mask: bit
/// `(dr + 1) * 3 + (df + 1)` for the square `df` files and `dr` ranks
/// away (the king's square is [`KING_BIT`]); off-board bits stay clear.
struct Ring {
    square: [usize; 9],
    /// The bits of squares on the board.
    on: usize,
    /// Where the ring's three ranks start in a bitboard shifted left once.
    rows: [(bool, u32); 3],
    file: u32,
    /// The flights as a bitboard.
    flight_squares: u64,
}

impl Ring {
    fn new(k: usize) -> Ring {
        let (f, r) = (file(k), rank(k));
        let mut square = [0; 9];
        let mut on = 0;
        let mut rows = [(false, 0); 3];
        let mut flight_squares = 0u64;
        for dr in -1..=1 {
            let rr = r + dr;
            rows[(dr + 1) as usize] = ((0..8).contains(&rr), (rr.max(0) * 8) as u32);
            for df in -1..=1 {
                if let Some(s) = at(f + df, rr) {
                    let i = ((dr + 1) * 3 + df + 1) as usize;
                    square[i] = s;
                    on |= 1 << i;
                    if i != KING_BIT {
                        flight_squares |= 1 << s;
                    }
                }
            }
        }
        Ring {
            square,
            on,
            rows,
            file: f as u32,
            flight_squares,
        }
    }

    /// The flights: the ring's squares on the board but the king's.
    fn flights(&self) -> impl Iterator<Item = usize> + '_ {
        bits(self.on & !(1 << KING_BIT)).map(|i| self.square[i])
    }

    /// The ring's squares in `a` (a bitboard), as a mask.
    fn mask(&self, a: u64) -> usize {
        let mut mask = 0;
        for (i, &(on, shift)) in self.rows.iter().enumerate() {
            if on {
                // Shifted left once, a rank's files f-1, f, f+1 are bits f..f+2.
                let row = ((a >> shift) & 0xFF) << 1;
                mask |= ((row >> self.file) & 7) << (3 * i);
            }
        }
        mask as usize
    }
}

/// The set bits of a mask.
fn bits(mut mask: usize) -> impl Iterator<Item = usize> {
    std::iter::from_fn(move || {
        (mask != 0).then(|| {
            let i = mask.trailing_zeros() as usize;
            mask &= mask - 1;
            i
        })
    })
}

/// Distinct masks over at most nine squares, kept without allocating.
struct Masks {
    items: [u16; 512],
    len: usize,
}

impl Masks {
    fn new() -> Masks {
        Masks {
            items: [0; 512],
            len: 0,
        }
    }

    fn push(&mut self, mask: usize) {
        self.items[self.len] = mask as u16;
        self.len += 1;
    }

    fn clear(&mut self) {
        self.len = 0;
    }

    /// Keeps the masks for which `keep(masks, mask)` holds, in order;
    /// `masks` is the list as it stands while being compacted.
    fn retain(&mut self, mut keep: impl FnMut(&[u16], u16) -> bool) {
        let len = self.len;
        let mut kept = 0;
        for i in 0..len {
            let mask = self.items[i];
            if keep(&self.items[..len], mask) {
                self.items[kept] = mask;
                kept += 1;
            }
        }
        self.len = kept;
    }
}

impl std::ops::Deref for Masks {
    type Target = [u16];
    fn deref(&self) -> &[u16] {
        &self.items[..self.len]
    }
}

/// Most men of one side the stalemate counts take (more: no count).
const MEN: usize = 16;

/// The stalemated side's men as the stalemate counts see them, and the
/// mating side's riders that could pin them.
#[derive(Clone, Copy)]
struct Stoppers {
    /// Men of the stalemated side (its king too: it has no ways out here)
    /// and their squares.
    men: [(Man, u8); MEN],
    n: usize,
    /// Squares its men hold.
    own: u64,
    /// Squares either side holds.
    occupied: u64,
    /// Riders of the mating side, and its pawns that can promote in time.
    riders: u32,
    /// Square-number step of the stalemated side's pawns.
    ahead: i32,
}

impl Stoppers {
    /// `None` where a man is not orthodox or there are too many.
    fn of(reach: &Reach, pos: &Position, mating_moves: u32) -> Option<Stoppers> {
        let geometry = pos.rules().geometry();
        let other = !reach.mating;
        let mut occupied = 0u64;
        let mut riders = 0u32;
        for &sq in pos.pieces(reach.mating) {
            occupied |= 1 << geometry.dense(sq);
            if let Some((man, from)) = reach.man_at(pos, sq) {
                riders += rider(man, from, reach.mating, mating_moves);
            }
        }
        let mut s = Stoppers {
            men: [(Man::King, 0); MEN],
            n: 0,
            own: 0,
            occupied: 0,
            riders,
            ahead: if other == Color::White { 8 } else { -8 },
        };
        for &sq in pos.pieces(other) {
            s.own |= 1 << geometry.dense(sq);
            if let Some((man, sq)) = reach.man_at(pos, sq) {
                if s.n == MEN {
                    return None;
                }
                s.men[s.n] = (man, sq as u8);
                s.n += 1;
            }
        }
        s.occupied = occupied | s.own;
        Some(s)
    }

    /// Pawns that could push and pieces with more open sides than `d`
    /// are more than `m` moves of the mating side, `d` of the stalemated
    /// side and the riders' pins can stop.
    fn counts_fail(&self, m: u32, d: u32) -> bool {
        let (pawns, pieces) = stop_counts(&self.men[..self.n], self.own, self.occupied, self.ahead, d);
        too_many_to_stop(pawns, pieces, m, d, self.riders)
    }
}

/// Pawns that could push (`pawns`) and pieces with more open sides than
/// `d` (`pieces`): more than `m` moves of the mating side, `d` of the
/// stalemated side and the riders' pins can stop? A move of such a piece
/// may also be a pawn's first landing, hence the sum's bound.
fn too_many_to_stop(pawns: u32, pieces: u32, m: u32, d: u32, riders: u32) -> bool {
    pawns > d + m + riders || pieces > d + m + riders || pawns + pieces > 2 * d + m + riders
}

/// 1 for a man of the mating side that could pin: a rider, or a pawn that
/// can promote within `moves`.
fn rider(man: Man, sq: usize, color: Color, moves: u32) -> u32 {
    match man {
        Man::Queen | Man::Rook | Man::Bishop => 1,
        Man::Pawn => {
            let r = rank(sq);
            let to_go = if color == Color::White { 7 - r } else { r };
            let start = if color == Color::White { 1 } else { 6 };
            u32::from((to_go - i32::from(r == start)) as u32 <= moves)
        }
        _ => 0,
    }
}

/// Moves left for the mating side and the other side when `left` half-moves
/// of help play remain with `to_move` to move; the mating side moves last.
pub fn help_budgets(left: u32, to_move: Color, mating: Color) -> (u32, u32) {
    if to_move == mating {
        (left.div_ceil(2), left / 2)
    } else {
        (left / 2, left.div_ceil(2))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::position::MoveKind;
    use crate::solve::xorshift;

    fn orthodox_rules() -> std::sync::Arc<crate::rules::Rules> {
        std::sync::Arc::new(crate::rules::Rules::new(crate::rules::orthodox()).unwrap())
    }

    #[test]
    fn distances_on_an_empty_board() {
        let t = tables();
        let sq = |name: &str| {
            let b = name.as_bytes();
            (b[1] - b'1') as usize * 8 + (b[0] - b'a') as usize
        };
        assert_eq!(t.dist[Man::King as usize][sq("a1")][sq("h8")], 7);
        assert_eq!(t.dist[Man::Knight as usize][sq("a1")][sq("b2")], 4);
        assert_eq!(t.dist[Man::Bishop as usize][sq("a1")][sq("a2")], INF);
        assert_eq!(t.dist[Man::Bishop as usize][sq("a1")][sq("c1")], 2);
        assert_eq!(t.dist[Man::Rook as usize][sq("a1")][sq("h8")], 2);
        assert_eq!(t.dist[Man::Queen as usize][sq("a1")][sq("b3")], 2);
        let cost = |color: usize, from: &str, form: Man, to: &str| {
            let (to, form) = (sq(to) as u8, form as u8);
            t.ends[(5 + color) * 64 + sq(from)]
                .iter()
                .find(|e| e.0 == to && e.1 == form)
                .map_or(INF, |e| e.2)
        };
        // e2-e4, e4-e5, e5-e6, e6-e7, e7-e8=Q.
        let white = |form, to| cost(0, "e2", form, to);
        assert_eq!(white(Man::Pawn, "e4"), 1);
        assert_eq!(white(Man::Queen, "e8"), 5);
        assert_eq!(white(Man::Queen, "a4"), 6);
        assert_eq!(white(Man::Knight, "f6"), 6);
        assert_eq!(white(Man::Pawn, "e1"), INF);
        // A capture on the way: e2xd3.
        assert_eq!(white(Man::Pawn, "d3"), 1);
        let black = |form, to| cost(1, "b7", form, to);
        assert_eq!(black(Man::Pawn, "b5"), 1);
        assert_eq!(black(Man::Rook, "a1"), 5);
    }

    fn test_at(fen: &str, goal: Goal, mating_moves: u32, other_moves: u32) -> bool {
        let rules = orthodox_rules();
        let pos = Position::from_fen(rules, fen).unwrap();
        let reach = Reach::new(&pos, goal, Color::White).expect("orthodox chess");
        reach.possible(&pos, mating_moves, other_moves, &mut Scratch::default())
    }

    #[test]
    fn a_mate_in_time_passes() {
        // 1.Ka8-b8 Rh1-h8 # (flights a8 c8 by the rook, a7 b7 c7 by the king).
        assert!(test_at("k7/8/1K6/8/8/8/8/7R b - - 0 1", Goal::Mate, 1, 1));
        // The same king and rook, more moves: still possible.
        assert!(test_at("k7/8/1K6/8/8/8/8/7R b - - 0 1", Goal::Mate, 3, 3));
    }

    #[test]
    fn a_lone_knight_cannot_mate_in_one() {
        // The white king on h1 is too far to help; a knight guards at most
        // two squares around a king on a8, a7, b7 or b8, where check and
        // at least three flights need guarding.
        assert!(!test_at("k7/8/8/8/8/8/7N/7K b - - 0 1", Goal::Mate, 1, 1));
        // With a7, b7 and b8 blocked by Black's own men, Nd5-c7 is enough.
        assert!(test_at("kb6/pp6/8/3N4/8/8/8/7K b - - 0 1", Goal::Mate, 1, 1));
    }

    /// The squares within reach, read for all the king's men at once,
    /// say what the fewest moves of any one of them say.
    #[test]
    fn block_reach_agrees_with_the_costs() {
        let t = tables();
        let mut next = xorshift(0x5851_f42d_4c95_7f2d);
        let forms = [Man::King, Man::Queen, Man::Rook, Man::Bishop, Man::Knight, Man::Pawn];
        for _ in 0..2000 {
            let blockers: Vec<Blocker> = (0..next(4))
                .map(|_| (forms[next(6) as usize], next(2) as usize, 8 + next(48) as usize))
                .collect();
            let budget = next(10) as u8;
            let near = BlockReach::new(t, &blockers, budget);
            for sq in 0..64 {
                let truth = blockers.iter().map(|b| block_cost(t, b, sq)).min().unwrap_or(INF);
                let told = near.cheapest(t, sq);
                assert_eq!(
                    truth.min(budget + 1),
                    told.min(budget + 1),
                    "{blockers:?} {budget} {sq}"
                );
            }
        }
    }

    #[test]
    fn castling_rights_switch_the_test_off() {
        assert!(test_at("k7/8/8/8/8/8/7N/4K2R b K - 0 1", Goal::Mate, 1, 1));
    }

    /// Does a help line of `plies` half-moves, White's last, reach the goal?
    fn help_reaches(pos: &mut Position, goal: Goal, plies: u32) -> bool {
        for mv in pos.legal_moves() {
            pos.make(mv);
            let done = if plies == 1 {
                crate::solve::goal::reached(pos, goal)
            } else {
                help_reaches(pos, goal, plies - 1)
            };
            pos.unmake();
            if done {
                return true;
            }
        }
        false
    }

    /// The position of a board of FEN letters (`' '` empty), `side` to
    /// move, if the other side is not in check.
    fn from_board(rules: &std::sync::Arc<crate::rules::Rules>, board: &[char; 64], side: Color) -> Option<Position> {
        let mut pos = Position::empty(rules.clone());
        for (sq, &man) in board.iter().enumerate() {
            if man != ' ' {
                let color = if man.is_ascii_uppercase() {
                    Color::White
                } else {
                    Color::Black
                };
                let kind = rules.kind_by_letter(man).expect("an orthodox letter");
                pos.put(rules.geometry().squares()[sq], crate::piece::Piece::new(color, kind));
            }
        }
        pos.set_side_to_move(side);
        (!pos.royal_attacked(!side)).then_some(pos)
    }

    /// A random legal position, Black to move: both kings, then a few men.
    fn random_position(
        rules: &std::sync::Arc<crate::rules::Rules>,
        next: &mut impl FnMut(u64) -> u64,
    ) -> Option<Position> {
        let mut board = [' '; 64];
        let wk = next(64) as usize;
        let bk = next(64) as usize;
        if chebyshev(wk, bk) <= 1 {
            return None;
        }
        board[wk] = 'K';
        board[bk] = 'k';
        let men = ['Q', 'R', 'R', 'B', 'N', 'P', 'P', 'q', 'r', 'b', 'n', 'p', 'p', 'p'];
        for _ in 0..2 + next(6) {
            let sq = next(64) as usize;
            let man = men[next(men.len() as u64) as usize];
            if board[sq] != ' ' || (man.eq_ignore_ascii_case(&'p') && (rank(sq) == 0 || rank(sq) == 7)) {
                continue;
            }
            board[sq] = man;
        }
        from_board(rules, &board, Color::Black)
    }

    /// What a scratch keeps of the mating side (its men's ends, the masks
    /// per king square) answers as working everything out afresh: the
    /// children of a position share the mating side's men and moves, so
    /// they take the kept values, with budgets mixed between the calls.
    #[test]
    fn kept_masks_answer_as_fresh_ones() {
        let rules = orthodox_rules();
        let mut next = xorshift(0x9e37_79b9_7f4a_7c15_u64);
        let mut kept = Scratch::default();
        let (mut calls, mut rejected) = (0u32, 0u32);
        for _ in 0..1500 {
            let Some(mut pos) = random_position(&rules, &mut next) else {
                continue;
            };
            for goal in [Goal::Mate, Goal::Stalemate] {
                let reach = Reach::new(&pos, goal, Color::White).expect("orthodox chess");
                for mv in pos.legal_moves() {
                    pos.make(mv);
                    for (wb, bb) in [(1, 0), (2, 1), (1, 1), (3, 2), (2, 2)] {
                        let fresh = reach.possible(&pos, wb, bb, &mut Scratch::default());
                        assert_eq!(
                            reach.possible(&pos, wb, bb, &mut kept),
                            fresh,
                            "{goal:?} {wb} {bb}: {}",
                            pos.to_fen()
                        );
                        calls += 1;
                        rejected += u32::from(!fresh);
                    }
                    pos.unmake();
                }
            }
        }
        assert!(calls >= 20_000 && rejected >= calls / 10, "{calls} {rejected}");
    }

    /// Exhaustive search on random positions is the oracle: wherever a help
    /// line reaches mate or stalemate, the test must say "possible".
    #[test]
    fn never_rejects_a_reachable_goal() {
        let rules = orthodox_rules();
        let mut next = xorshift(0x2545_f491_4f6c_dd1d_u64);
        let mut reachable = [0u32; 2];
        let mut rejected = 0u32;
        let mut scratch = Scratch::default();
        for round in 0..6000 {
            let Some(mut pos) = random_position(&rules, &mut next) else {
                continue;
            };
            // Black-White (h#1) everywhere, Black-White-Black-White (h#2) on every tenth.
            let plies = if round % 10 == 0 { 4 } else { 2 };
            for (i, goal) in [Goal::Mate, Goal::Stalemate].into_iter().enumerate() {
                let reach = Reach::new(&pos, goal, Color::White).expect("orthodox chess");
                let possible = reach.possible(&pos, plies / 2, plies / 2, &mut scratch);
                if help_reaches(&mut pos, goal, plies) {
                    reachable[i] += 1;
                    assert!(possible, "{goal:?} in {plies} plies rejected: {}", pos.to_fen());
                } else if !possible {
                    rejected += 1;
                }
            }
        }
        // The oracle found enough goals to mean something, and the test
        // does reject most positions where none is reachable.
        assert!(reachable[0] >= 50 && reachable[1] >= 10, "{reachable:?}");
        assert!(rejected >= 3000, "{rejected}");
    }

    /// The one-move count against the general one, on random positions
    /// with many men (mate and stalemate, either side to move).
    #[test]
    fn the_shortcuts_agree_with_the_general_count() {
        let rules = orthodox_rules();
        let mut next = xorshift(0x6a09_e667_f3bc_c908_u64);
        let mut scratch = Scratch::default();
        let mut seen = [0u32; 2];
        for _ in 0..4000 {
            let mut board = [' '; 64];
            let (wk, bk) = (next(64) as usize, next(64) as usize);
            if chebyshev(wk, bk) <= 1 {
                continue;
            }
            board[wk] = 'K';
            board[bk] = 'k';
            let men = ['Q', 'R', 'B', 'N', 'P', 'P', 'q', 'r', 'b', 'n', 'p', 'p'];
            for _ in 0..4 + next(14) {
                let sq = next(64) as usize;
                let man = men[next(men.len() as u64) as usize];
                if board[sq] == ' ' && !(man.eq_ignore_ascii_case(&'p') && (rank(sq) == 0 || rank(sq) == 7)) {
                    board[sq] = man;
                }
            }
            let side = if next(2) == 0 { Color::White } else { Color::Black };
            let Some(pos) = from_board(&rules, &board, side) else {
                continue;
            };
            for goal in [Goal::Mate, Goal::Stalemate] {
                let fast = Reach::new(&pos, goal, Color::White).expect("orthodox chess");
                let general = without_shortcuts(&fast);
                for (mating, other) in [(0, 0), (0, 1), (1, 0), (1, 1), (1, 2), (1, 3)] {
                    let a = fast.possible(&pos, mating, other, &mut scratch);
                    let b = general.possible(&pos, mating, other, &mut scratch);
                    assert_eq!(a, b, "{goal:?} {mating} {other}: {}", pos.to_fen());
                    seen[usize::from(a)] += 1;
                }
            }
        }
        assert!(seen[0] > 5000 && seen[1] > 5000, "{seen:?}");
    }

    /// The bound on what one move of the stalemated side can stop against
    /// the count after each of its moves, on positions where Black's men
    /// stand packed in a corner (pieces with one way out or none, some
    /// sharing it), Black to move, one move each left.
    #[test]
    fn the_one_move_bound_agrees_with_the_count_after_each_move() {
        let rules = orthodox_rules();
        let mut next = xorshift(0xbb67_ae85_84ca_a73b_u64);
        let mut scratch = Scratch::default();
        let mut seen = [0u32; 2];
        for _ in 0..100_000 {
            let mut board = [' '; 64];
            board[56] = 'k';
            // Black's men fill most of the 4x4 corner block around a8.
            for r in 4..8 {
                for f in 0..4 {
                    let sq = r * 8 + f;
                    if sq != 56 && next(8) != 0 {
                        board[sq] = ['r', 'b', 'n', 'q', 'p', 'p'][next(6) as usize];
                    }
                }
            }
            // White: the king and up to four men away from the corner.
            let wk = [7, 15, 23, 6][next(4) as usize];
            board[wk] = 'K';
            for _ in 0..1 + next(4) {
                let sq = next(32) as usize;
                if board[sq] == ' ' && rank(sq) > 0 {
                    board[sq] = ['Q', 'R', 'B', 'N', 'P'][next(5) as usize];
                }
            }
            let Some(pos) = from_board(&rules, &board, Color::Black) else {
                continue;
            };
            let fast = Reach::new(&pos, Goal::Stalemate, Color::White).expect("orthodox chess");
            let general = without_shortcuts(&fast);
            let a = fast.possible(&pos, 1, 1, &mut scratch);
            assert_eq!(a, general.possible(&pos, 1, 1, &mut scratch), "{}", pos.to_fen());
            seen[usize::from(a)] += 1;
        }
        assert!(seen[0] > 10_000 && seen[1] > 100, "{seen:?}");
    }

    /// The same test counting every case the general way.
    fn without_shortcuts(fast: &Reach) -> Reach {
        Reach {
            shortcuts: false,
            ..fast.clone()
        }
    }

    /// A random position for stalemates: the lone black king with many
    /// pawns and a few pieces, White with little, `side` to move.
    fn random_stalemate_position(
        rules: &std::sync::Arc<crate::rules::Rules>,
        next: &mut impl FnMut(u64) -> u64,
        side: Color,
    ) -> Option<Position> {
        let mut board = [' '; 64];
        // The black king near an edge, where stalemates live.
        let bk = [0, 7, 56, 63, 1, 8, 6, 15, 48, 57, 55, 62, 3, 4, 24, 31, 59, 60][next(18) as usize];
        let wk = next(64) as usize;
        if chebyshev(wk, bk) <= 1 {
            return None;
        }
        board[wk] = 'K';
        board[bk] = 'k';
        let place = |board: &mut [char; 64], man: char, sq: usize| {
            let ok = board[sq] == ' ' && !(man.eq_ignore_ascii_case(&'p') && (rank(sq) == 0 || rank(sq) == 7));
            if ok {
                board[sq] = man;
            }
            ok
        };
        // Black pawns, most of them with a man in front.
        for _ in 0..1 + next(5) {
            let sq = 8 + next(48) as usize;
            if place(&mut board, 'p', sq) && next(4) != 0 {
                let blocker = ['P', 'P', 'B', 'N', 'b', 'n', 'p'][next(7) as usize];
                place(&mut board, blocker, sq - 8);
            }
        }
        // Now and then a black piece, best in a corner.
        if next(3) == 0 {
            let sq = [0, 7, 56, 63, next(64) as usize][next(5) as usize];
            place(&mut board, ['b', 'n', 'r', 'q'][next(4) as usize], sq);
        }
        // White: one or two pieces.
        for _ in 0..1 + next(2) {
            let sq = next(64) as usize;
            place(&mut board, ['Q', 'R', 'B', 'N', 'P'][next(5) as usize], sq);
        }
        from_board(rules, &board, side)
    }

    /// The stalemate counts (pawns that could push, pieces with open sides)
    /// and the last-move filter against exhaustive search on positions
    /// made for stalemates: a help-stalemate in one or two moves that
    /// exists is never rejected, and no stalemating last move is dropped.
    #[test]
    fn never_rejects_a_reachable_stalemate() {
        let rules = orthodox_rules();
        let mut next = xorshift(0x9e37_79b9_7f4a_7c15_u64);
        let mut scratch = Scratch::default();
        let (mut reachable, mut rejected, mut last_moves, mut dropped) = (0u32, 0u32, 0u32, 0u32);
        for round in 0..4000 {
            let Some(mut pos) = random_stalemate_position(&rules, &mut next, Color::Black) else {
                continue;
            };
            let plies = if round % 4 == 0 { 4 } else { 2 };
            let reach = Reach::new(&pos, Goal::Stalemate, Color::White).expect("orthodox chess");
            let possible = reach.possible(&pos, plies / 2, plies / 2, &mut scratch);
            if help_reaches(&mut pos, Goal::Stalemate, plies) {
                reachable += 1;
                assert!(possible, "h={} rejected: {}", plies / 2, pos.to_fen());
            } else if !possible {
                rejected += 1;
            }
            // White to play the last move.
            for _ in 0..4 {
                let Some(mut pos) = random_stalemate_position(&rules, &mut next, Color::White) else {
                    continue;
                };
                let all = pos.legal_moves();
                let mut kept = all.clone();
                crate::solve::stalemate::keep_candidates(&mut pos, &mut kept);
                dropped += (all.len() - kept.len()) as u32;
                for mv in all {
                    pos.make(mv);
                    let stalemate = crate::solve::goal::reached(&mut pos, Goal::Stalemate);
                    pos.unmake();
                    if stalemate {
                        last_moves += 1;
                        assert!(kept.contains(&mv), "stalemating {mv:?} dropped: {}", pos.to_fen());
                    }
                }
            }
        }
        assert!(reachable >= 100 && last_moves >= 150, "{reachable} {last_moves}");
        assert!(rejected >= 1000 && dropped >= 10_000, "{rejected} {dropped}");
    }

    /// The counts of a child worked out before its move is made agree with
    /// the counts of the made move, for either side's moves and 1 to 4
    /// half-moves left after it (with one move left to each side, the
    /// stalemated side's moves are tried); where a line may end early, a
    /// child they reject is no stalemate.
    #[test]
    fn child_counts_agree_with_the_made_move() {
        let rules = orthodox_rules();
        let mut next = xorshift(0x5851_f42d_4c95_7f2d);
        let (mut rejected, mut kept) = (0u32, 0u32);
        // The double steps first, with one move each to come after them.
        let mut built = double_step_positions(&rules);
        // Se4-d6 stalemates Black at once (a short solution of h=2).
        built.push(Position::from_fen(rules.clone(), "krb5/rb1p4/p1p5/K1N5/4N3/8/8/8 w - - 0 1").unwrap());
        let double_steps = built.into_iter().map(|pos| (pos, 2));
        let random = (0..6000).filter_map(|round| {
            let side = if round % 2 == 0 { Color::White } else { Color::Black };
            let pos = random_stalemate_position(&rules, &mut next, side)?;
            Some((pos, 1 + (round / 2 % 4) as u32))
        });
        for (mut pos, left) in double_steps.chain(random) {
            let reach = Reach::new(&pos, Goal::Stalemate, Color::White).expect("orthodox chess");
            let stops = reach.child_stops(&pos, left, false);
            // Where a line may reach the goal before its end, a child that
            // is the goal is kept.
            let early = reach.child_stops(&pos, left, true);
            for mv in pos.legal_moves() {
                let rejects = stops.rejects(&reach, &pos, mv);
                let rejects_early = early.rejects(&reach, &pos, mv);
                pos.make(mv);
                let (m, d) = help_budgets(left, pos.side_to_move(), Color::White);
                let truth = !reach.men_can_be_stopped(&pos, m, d);
                if matches!(mv.kind, MoveKind::Normal | MoveKind::DoubleStep) {
                    assert_eq!(rejects, truth, "{mv:?} with {left} left: {}", pos.to_fen());
                } else {
                    assert!(!rejects || truth, "{mv:?}: {}", pos.to_fen());
                }
                if rejects_early {
                    assert!(
                        !crate::solve::goal::reached(&mut pos, Goal::Stalemate),
                        "{}",
                        pos.to_fen()
                    );
                }
                if rejects {
                    rejected += 1;
                } else {
                    kept += 1;
                }
                pos.unmake();
            }
        }
        assert!(rejected >= 3000 && kept >= 20_000, "{rejected} {kept}");
    }

    /// White to move, a pawn on its second rank with a black pawn next to
    /// its double step's square: every file, either side.
    fn double_step_positions(rules: &std::sync::Arc<crate::rules::Rules>) -> Vec<Position> {
        let mut starts = Vec::new();
        for f in 0..8usize {
            for g in [f.wrapping_sub(1), f + 1].into_iter().filter(|&g| g < 8) {
                let mut board = [' '; 64];
                board[8 + f] = 'P';
                board[24 + g] = 'p';
                board[if f < 4 { 7 } else { 0 }] = 'K';
                board[if g < 4 { 63 } else { 56 }] = 'k';
                starts.extend(from_board(rules, &board, Color::White));
            }
        }
        assert_eq!(starts.len(), 14);
        // Only the en-passant capture b4xa3 leaves Black one man with a way
        // out: it closes the knight's one, a3.
        let fen = "7k/8/8/8/1p6/2p5/P1Np4/1n1K4 w - - 0 1";
        starts.push(Position::from_fen(rules.clone(), fen).expect("a legal position"));
        starts
    }

    /// The stalemated side's moves as the one-move count tries them are
    /// its pseudo-legal moves, en-passant captures included: checked after
    /// every legal move of the other side in positions made for stalemates.
    #[test]
    fn one_move_targets_are_the_pseudo_moves() {
        let rules = orthodox_rules();
        let mut next = xorshift(0x2545_f491_4f6c_dd1d);
        let (mut positions, mut en_passant) = (0u32, 0u32);
        // Every white double step next to a black pawn, then random positions.
        let mut starts = double_step_positions(&rules);
        for _ in 0..3000 {
            starts.extend(random_stalemate_position(&rules, &mut next, Color::White));
        }
        for mut pos in starts {
            let reach = Reach::new(&pos, Goal::Stalemate, Color::White).expect("orthodox chess");
            for mv in pos.legal_moves() {
                pos.make(mv);
                let geometry = pos.rules().geometry();
                let s = Stoppers::of(&reach, &pos, 1).expect("few men");
                let (sides, out) = one_move::ways(&s.men[..s.n], s.own, s.occupied, s.ahead);
                let board = one_move::OneMove {
                    men: &s.men[..s.n],
                    own: s.own,
                    occupied: s.occupied,
                    ahead: s.ahead,
                    ep: pos.ep_square().map_or(0, |sq| 1 << geometry.dense(sq)),
                    sides: &sides[..s.n],
                    out: &out[..s.n],
                };
                let mut pseudo = Vec::new();
                pos.pseudo_moves(&mut pseudo);
                for &(man, sq) in board.men {
                    let moves = pseudo
                        .iter()
                        .filter(|m| geometry.dense(m.from) == sq as usize)
                        .fold(0u64, |bits, m| bits | 1 << geometry.dense(m.to));
                    let targets = one_move::targets(man, sq as usize, &board);
                    assert_eq!(targets, moves, "{man:?} on {sq}: {}", pos.to_fen());
                }
                positions += 1;
                en_passant += u32::from(pseudo.iter().any(|m| m.kind == MoveKind::EnPassant));
                pos.unmake();
            }
        }
        assert!(positions >= 20_000 && en_passant >= 15, "{positions} {en_passant}");
    }

    #[test]
    fn budgets_end_with_the_mating_side() {
        assert_eq!(help_budgets(1, Color::White, Color::White), (1, 0));
        assert_eq!(help_budgets(4, Color::Black, Color::White), (2, 2));
        assert_eq!(help_budgets(5, Color::White, Color::White), (3, 2));
        assert_eq!(help_budgets(3, Color::Black, Color::White), (1, 2));
    }
}
