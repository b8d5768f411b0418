//! Proof games (`dia`, `a=>b`): the position to reach, whether a position
//! is it, and a lower bound of the moves each side still needs to get
//! there, by which the help and series searches leave out what cannot
//! arrive in time (docs/PROOF-GAMES.md).
//!
//! The bound: every man of the target must be brought to its square by a
//! man of its side, a different one each, so a side needs at least, summed
//! over its target men, the fewest moves any of its men needs on an empty
//! board to stand there in that form (a pawn by its own moves and
//! promotion, a capture for each file it changes); a castling is the
//! king's move, and its rook's ride to its square is free. And each man of the
//! other side that the target lacks must be taken, by a move of this side.
//! Obstacles only make paths longer, so the bound never exceeds the truth.
//!
//! Two refinements keep it tight. A pawn the target has on its own
//! second rank, standing there, never moves (no pawn comes back there):
//! such pawns are walls the paths go round, and a king never steps where
//! the other side's such pawns guard. And a man that stands on a
//! target square in the target's form, taken for another target, leaves
//! its square to be filled by another man, a move at least: it costs one
//! more there. (Each such square is refilled once, and charged once, by
//! the target its man was taken for.)

use super::reach::{INF, KING_STEPS, KNIGHT_LEAPS, Man, at, file, rank};
use crate::geometry::Square;
use crate::piece::{Color, Kind, Piece};
use crate::position::{Move, MoveKind, Position};

/// The position to reach.
#[derive(Clone, Debug)]
pub struct Target {
    /// Its men, by side (colour index).
    men: [Vec<TargetMan>; 2],
    /// The orthodox man each kind of the rule set is, by kind index, where
    /// the bound knows its moves.
    kinds: Vec<Option<Man>>,
    /// The bound holds: the orthodox board, no neutral man, and no
    /// condition but those that only forbid (`FastPaths::proof_bound`).
    bounded: bool,
    /// A pawn of each side: the fewest moves to reach its last rank from
    /// each square (promotion into a man the bound does not know).
    to_last_rank: [[u8; 64]; 2],
    /// The pawns that never move, and who stands there.
    walls: Vec<(Square, Piece)>,
    /// The target's squares of each side's men (dense bits).
    homes: [u64; 2],
    /// Every man takes on the square it arrives on (no locust).
    captures_on_arrival: bool,
    /// Fewest moves round the walls.
    paths: Box<Paths>,
    /// Each side's king: fewest moves round the walls and the squares the
    /// other side's walls guard.
    king: Box<[[[u8; 64]; 64]; 2]>,
    /// Each side's castlings: the right's bit, and the dense squares the
    /// king and the rook leave and reach.
    castlings: [Vec<(u8, [usize; 4])>; 2],
}

/// Fewest moves on a board whose only men are walls, squares numbered
/// `rank * 8 + file`.
#[derive(Clone, Debug)]
struct Paths {
    /// `dist[man][from][to]` for the men other than the pawn.
    dist: Vec<[[u8; 64]; 64]>,
    /// `pawn[colour][from][form][to]`: a pawn's fewest moves to stand on
    /// `to` as `form` (itself or a promoted man).
    pawn: Vec<Vec<[[u8; 64]; 6]>>,
}

#[derive(Clone, Copy, Debug)]
struct TargetMan {
    square: Square,
    dense: usize,
    piece: Piece,
    man: Option<Man>,
}

impl Target {
    /// The target is `target`'s men; play starts from `start`; both are
    /// built under the rules the proof game is played under.
    pub fn new(target: &Position, start: &Position) -> Target {
        let rules = target.rules();
        let g = rules.geometry();
        let kinds: Vec<Option<Man>> = (0..rules.kind_count())
            .map(|k| Man::of(target, Kind(k as u8)))
            .collect();
        let conditions_allow = rules.conditions().fast().proof_bound;
        // A neutral man is both sides' (the counts would not tell).
        let neutral = [target, start].iter().any(|p| {
            Color::ALL.iter().any(|&c| {
                p.pieces(c)
                    .iter()
                    .any(|&sq| p.piece_at(sq).is_some_and(Piece::is_neutral))
            })
        });
        let bounded =
            rules.set().name == "orthodox" && g.files() == 8 && g.ranks() == 8 && conditions_allow && !neutral;
        let men = Color::ALL.map(|c| {
            target
                .pieces(c)
                .iter()
                .filter_map(|&square| {
                    let piece = target.piece_at(square)?;
                    Some(TargetMan {
                        square,
                        dense: g.dense(square),
                        piece,
                        man: kinds[piece.kind().0 as usize],
                    })
                })
                .collect()
        });
        let walls = if bounded {
            walls(start, &men, &kinds)
        } else {
            Vec::new()
        };
        let wall_bits = walls.iter().fold(0u64, |b, &(sq, _)| b | 1 << g.dense(sq));
        let paths = Box::new(Paths::new(if bounded { wall_bits } else { 0 }));
        let mut to_last_rank = [[INF; 64]; 2];
        for (color, row) in to_last_rank.iter_mut().enumerate() {
            let last = if color == 0 { 56 } else { 0 };
            for (from, cost) in row.iter_mut().enumerate() {
                *cost = (last..last + 8)
                    .map(|p| paths.pawn[color][from][Man::Queen as usize][p])
                    .min()
                    .unwrap_or(INF);
            }
        }
        let homes = if bounded {
            men.each_ref().map(|m| m.iter().fold(0u64, |b, t| b | 1 << t.dense))
        } else {
            [0; 2]
        };
        // Every man takes where it arrives (no locust): a man taken by the
        // last move was taken on a target square.
        let men_known = |p: &Position| {
            Color::ALL.iter().all(|&c| {
                p.pieces(c)
                    .iter()
                    .all(|&sq| p.piece_at(sq).is_none_or(|m| kinds[m.kind().0 as usize].is_some()))
            })
        };
        let captures_on_arrival = men_known(target)
            && men_known(start)
            && rules.promotion_kinds().iter().all(|k| kinds[k.0 as usize].is_some());
        let mut king = Box::new([[[INF; 64]; 64]; 2]);
        for (c, table) in king.iter_mut().enumerate() {
            // (Under Madrasi, Patrol, Isardam or KoeKo a pawn's guard may
            // not count: only where observation is the tables' own.)
            let guarded = walls
                .iter()
                .filter(|(_, p)| p.color().index() != c && rules.conditions().fast().table_observation)
                .fold(0u64, |b, &(sq, p)| b | pawn_guards(p.color().index(), g.dense(sq)));
            for (from, row) in table.iter_mut().enumerate() {
                *row = costs(wall_bits | guarded, 0, from, Man::King)[Man::King as usize];
            }
        }
        let castlings = Color::ALL.map(|c| {
            let home = |file: u8| rules.home_square(c, file).map(|sq| g.dense(sq));
            (rules.set().castling.iter().enumerate())
                .filter_map(|(i, r)| {
                    let squares = [
                        home(r.king_from)?,
                        home(r.king_to)?,
                        home(r.rook_from)?,
                        home(r.rook_to)?,
                    ];
                    Some((crate::rules::Rules::castling_bit(i, c), squares))
                })
                .collect()
        });
        Target {
            men,
            kinds,
            bounded,
            to_last_rank,
            walls,
            homes,
            captures_on_arrival,
            paths,
            king,
            castlings,
        }
    }

    /// Does `pos` hold the target's men, on their squares, and no others?
    pub fn reached(&self, pos: &Position) -> bool {
        Color::ALL.iter().all(|&c| {
            let men = &self.men[c.index()];
            pos.pieces(c).len() == men.len() && men.iter().all(|t| pos.piece_at(t.square) == Some(t.piece))
        })
    }

    /// May `mv` be its side's last move, with `replies` moves of the other
    /// side to come after it? Without a reply the man stays where it goes,
    /// which must be a target square of its side (the king's square for a
    /// castling); with one, the other side may take it there instead, and
    /// stay.
    pub fn may_be_last(&self, pos: &Position, mv: Move, replies: u32) -> bool {
        let side = pos.side_to_move().index();
        let homes = match replies {
            0 => self.homes[side],
            // A double step may be taken en passant, on the square passed.
            1 if self.captures_on_arrival && mv.kind != MoveKind::DoubleStep => self.homes[0] | self.homes[1],
            _ => return true,
        };
        !self.bounded || homes >> pos.rules().geometry().dense(mv.to) & 1 != 0
    }

    /// Could the target still be reached with at most `moves` moves of each
    /// side (by colour index)? `false` only when it surely cannot.
    /// `after_checked`: the position before the last move passed this
    /// test, so where that move took nothing only its side can fail now
    /// (the other kept its men and its moves).
    pub fn possible(&self, pos: &Position, moves: [u32; 2], after_checked: bool) -> bool {
        if !self.bounded {
            return true;
        }
        if self.walls.iter().any(|&(sq, p)| pos.piece_at(sq) != Some(p)) {
            return false;
        }
        let mover = !pos.side_to_move();
        match pos.last_move() {
            Some((_, false)) if after_checked => self.fits(pos, mover, moves[mover.index()]),
            _ => Color::ALL.iter().all(|&c| self.fits(pos, c, moves[c.index()])),
        }
    }

    /// Can `side` bring its target men home with `limit` moves?
    fn fits(&self, pos: &Position, side: Color, limit: u32) -> bool {
        let (c, o) = (side.index(), (!side).index());
        let mine = pos.pieces(side);
        // Men are never added, only taken: `side` takes the other side's
        // men the target lacks, each with a move of its own.
        let Some(captures) = pos.pieces(!side).len().checked_sub(self.men[o].len()) else {
            return false;
        };
        if mine.len() < self.men[c].len() || captures as u32 > limit {
            return false;
        }
        let g = pos.rules().geometry();
        // The men standing on a target square of theirs: taken elsewhere
        // they cost one more.
        let mut placed = 0u64;
        for t in &self.men[c] {
            if pos.piece_at(t.square) == Some(t.piece) {
                placed |= 1 << t.dense;
            }
        }
        if self.men[c].iter().all(|t| placed >> t.dense & 1 != 0) || mine.len() > MAX_MEN {
            return true;
        }
        let mut a = Assignment::new();
        for &sq in mine {
            if let Some(p) = pos.piece_at(sq) {
                a.men[a.n_men] = (p, g.dense(sq));
                a.n_men += 1;
            }
        }
        for t in self.men[c].iter().filter(|t| placed >> t.dense & 1 == 0) {
            if a.n_rows == MAX_TARGETS {
                break;
            }
            let row = &mut a.rows[a.n_rows];
            for (m, &(p, from)) in a.men[..a.n_men].iter().enumerate() {
                let cost = self
                    .cost_castling(pos, c, p, from, t)
                    .saturating_add((placed >> from & 1) as u8);
                // A pawn changes files only by taking.
                let takes = match (self.kinds[p.kind().0 as usize], t.man) {
                    (Some(Man::Pawn), Some(Man::Pawn)) => (file(from) - file(t.dense)).unsigned_abs() as u8,
                    _ => 0,
                };
                row.cost[m] = cost;
                row.takes[m] = takes;
                row.min = row.min.min(cost);
            }
            if row.min == INF {
                return false;
            }
            a.n_rows += 1;
        }
        // Most constrained first: the dearest targets decide soonest.
        a.rows[..a.n_rows].sort_by_key(|r| std::cmp::Reverse(r.min));
        let mut rest = 0u32;
        for i in (0..a.n_rows).rev() {
            rest += u32::from(a.rows[i].min);
            a.rest[i] = rest;
        }
        if rest > limit {
            return false;
        }
        a.budget = ASSIGNMENT_BUDGET;
        a.search(0, 0, 0, limit, captures as u32)
    }

    /// [`Target::cost`], where a castling may help: it counts as the king's
    /// move (`1 +` its way on from its castled square), and takes the rook
    /// to its square for nothing.
    fn cost_castling(&self, pos: &Position, color: usize, p: Piece, from: usize, t: &TargetMan) -> u8 {
        let mut cost = self.cost(color, p, from, t);
        let man = self.kinds[p.kind().0 as usize];
        if cost == 0 || p.kind() != t.piece.kind() || !matches!(man, Some(Man::King | Man::Rook)) {
            return cost;
        }
        for &(bit, [king_from, king_to, rook_from, rook_to]) in &self.castlings[color] {
            if pos.castling_rights() & bit == 0 {
                continue;
            }
            if man == Some(Man::King) && from == king_from {
                cost = cost.min(self.king[color][king_to][t.dense].saturating_add(1));
            } else if man == Some(Man::Rook) && from == rook_from {
                cost = cost.min(self.paths.dist[Man::Rook as usize][rook_to][t.dense]);
            }
        }
        cost
    }

    /// Fewest moves for the man `p` on `from` to stand on `t`'s square as
    /// `t`'s man, on an empty board.
    fn cost(&self, color: usize, p: Piece, from: usize, t: &TargetMan) -> u8 {
        let paths = &self.paths;
        let man = self.kinds[p.kind().0 as usize];
        match (man, t.man) {
            (Some(Man::King), Some(Man::King)) if p.kind() == t.piece.kind() => self.king[color][from][t.dense],
            (Some(Man::Pawn), Some(to)) => paths.pawn[color][from][to as usize][t.dense],
            (Some(m), Some(to)) if m == to && p.kind() == t.piece.kind() => paths.dist[m as usize][from][t.dense],
            // A pawn promotes into a man the bound does not know at the
            // earliest on its last rank.
            (Some(Man::Pawn), None) => self.to_last_rank[color][from],
            // A man the bound does not know may become another (a fairy
            // pawn promotes, a chameleon changes): a move, unless it stands
            // there.
            (None, _) => u8::from(from != t.dense || p.kind() != t.piece.kind()),
            _ if p.kind() == t.piece.kind() => u8::from(from != t.dense),
            _ => INF,
        }
    }
}

/// The squares a pawn of `color` on `sq` guards.
fn pawn_guards(color: usize, sq: usize) -> u64 {
    let d = if color == 0 { 1 } else { -1 };
    [-1, 1]
        .iter()
        .filter_map(|&df| at(file(sq) + df, rank(sq) + d))
        .fold(0, |b, t| b | 1 << t)
}

/// The target's pawns on their own second rank, unless a pawn of that
/// side stands on its first rank in `start` (it could come up behind).
fn walls(start: &Position, men: &[Vec<TargetMan>; 2], kinds: &[Option<Man>]) -> Vec<(Square, Piece)> {
    let g = start.rules().geometry();
    let mut out = Vec::new();
    for c in Color::ALL {
        let pawn = |sq: &Square| {
            start
                .piece_at(*sq)
                .is_some_and(|p| p.color() == c && kinds[p.kind().0 as usize] == Some(Man::Pawn))
        };
        let first = if c == Color::White { 0 } else { 7 };
        if start.pieces(c).iter().any(|sq| pawn(sq) && rank(g.dense(*sq)) == first) {
            continue;
        }
        let second = if c == Color::White { 1 } else { 6 };
        for t in &men[c.index()] {
            if t.man == Some(Man::Pawn) && rank(t.dense) == second {
                out.push((t.square, t.piece));
            }
        }
    }
    out
}

impl Paths {
    /// Breadth first from every square, for every man, round `walls`.
    fn new(walls: u64) -> Paths {
        let men = [Man::King, Man::Queen, Man::Rook, Man::Bishop, Man::Knight];
        let dist = men
            .iter()
            .map(|&man| std::array::from_fn(|from| costs(walls, 0, from, man)[man as usize]))
            .collect();
        let pawn = (0..2)
            .map(|color| (0..64).map(|from| costs(walls, color, from, Man::Pawn)).collect())
            .collect();
        Paths { dist, pawn }
    }
}

/// Squares `man` (a pawn of `color`, captures allowed) reaches in one move
/// from `sq` with only `walls` on the board.
fn one_move(walls: u64, color: usize, man: Man, sq: usize) -> u64 {
    let (f, r) = (file(sq), rank(sq));
    let mut bits = 0u64;
    let free = |t: usize| walls >> t & 1 == 0;
    let mut leap = |steps: &[(i32, i32)]| {
        for &(df, dr) in steps {
            if let Some(t) = at(f + df, r + dr).filter(|&t| free(t)) {
                bits |= 1 << t;
            }
        }
    };
    match man {
        Man::King => leap(&KING_STEPS),
        Man::Knight => leap(&KNIGHT_LEAPS),
        Man::Pawn => {
            let d = if color == 0 { 1 } else { -1 };
            leap(&[(0, d), (-1, d), (1, d)]);
            let second = if color == 0 { 1 } else { 6 };
            let over = at(f, r + d).filter(|&t| free(t));
            if r == second && over.is_some() {
                leap(&[(0, 2 * d)]);
            }
        }
        Man::Rook | Man::Bishop | Man::Queen => {
            let dirs = match man {
                Man::Rook => &KING_STEPS[..4],
                Man::Bishop => &KING_STEPS[4..],
                _ => &KING_STEPS[..],
            };
            for &(df, dr) in dirs {
                let (mut x, mut y) = (f + df, r + dr);
                while let Some(t) = at(x, y).filter(|&t| free(t)) {
                    bits |= 1 << t;
                    x += df;
                    y += dr;
                }
            }
        }
    }
    bits
}

/// Fewest moves for a man that starts on `from` as `start` (a pawn of
/// `color`) to stand on each square in each form: a pawn becomes any of
/// Q R B N on its last rank.
fn costs(walls: u64, color: usize, from: usize, start: Man) -> [[u8; 64]; 6] {
    const PROMOTED_OR_NOT: [Man; 5] = [Man::Queen, Man::Rook, Man::Bishop, Man::Knight, Man::Pawn];
    let last = if color == 0 { 7 } else { 0 };
    let mut cost = [[INF; 64]; 6];
    let mut queue = std::collections::VecDeque::new();
    cost[start as usize][from] = 0;
    queue.push_back((from, start));
    while let Some((s, form)) = queue.pop_front() {
        let c = cost[form as usize][s] + 1;
        let mut bits = one_move(walls, color, form, s);
        while bits != 0 {
            let t = bits.trailing_zeros() as usize;
            bits &= bits - 1;
            // (A pawn may also stay one there: SingleBox's latent pawns.)
            let forms: &[Man] = if form == Man::Pawn && rank(t) == last {
                &PROMOTED_OR_NOT
            } else {
                std::slice::from_ref(&form)
            };
            for &f in forms {
                if cost[f as usize][t] == INF {
                    cost[f as usize][t] = c;
                    queue.push_back((t, f));
                }
            }
        }
    }
    cost
}

/// Men of a side the assignment search takes at most, and targets (more:
/// the rest are left out, which only makes the bound lower).
const MAX_MEN: usize = 32;
const MAX_TARGETS: usize = 16;

/// Nodes the assignment search may visit before it answers "possible".
const ASSIGNMENT_BUDGET: u32 = 4096;

/// One target's costs, by man.
#[derive(Clone, Copy)]
struct Row {
    cost: [u8; MAX_MEN],
    /// Captures the man makes on the way (a pawn's file changes).
    takes: [u8; MAX_MEN],
    min: u8,
}

const EMPTY_ROW: Row = Row {
    cost: [INF; MAX_MEN],
    takes: [0; MAX_MEN],
    min: INF,
};

/// The targets of a side not yet reached, each to get a man of its own:
/// is there a choice within the moves left whose pawns take no more men
/// than there are to take? (On the stack: it is built at every node.)
struct Assignment {
    men: [(Piece, usize); MAX_MEN],
    n_men: usize,
    rows: [Row; MAX_TARGETS],
    n_rows: usize,
    /// `rest[i]`: the cheapest costs of rows `i..`, summed.
    rest: [u32; MAX_TARGETS + 1],
    budget: u32,
}

impl Assignment {
    fn new() -> Assignment {
        Assignment {
            men: [(Piece::new(Color::White, Kind(0)), 0); MAX_MEN],
            n_men: 0,
            rows: [EMPTY_ROW; MAX_TARGETS],
            n_rows: 0,
            rest: [0; MAX_TARGETS + 1],
            budget: 0,
        }
    }

    fn search(&mut self, i: usize, used: u32, moves: u32, limit: u32, takes_left: u32) -> bool {
        if i == self.n_rows {
            return true;
        }
        if self.budget == 0 {
            return true;
        }
        self.budget -= 1;
        for m in 0..self.n_men {
            let (cost, takes) = (self.rows[i].cost[m], self.rows[i].takes[m]);
            if used >> m & 1 != 0 || cost == INF || u32::from(takes) > takes_left {
                continue;
            }
            let moves = moves + u32::from(cost);
            if moves + self.rest[i + 1] > limit {
                continue;
            }
            if self.search(i + 1, used | 1 << m, moves, limit, takes_left - u32::from(takes)) {
                return true;
            }
        }
        false
    }
}
