//! The order of Popeye's intelligent mode's solutions. Popeye solves help
//! and series play there target by target (a final position it has
//! built), and builds its targets (`optimisations/intelligent/`) by
//! placing, in turn:
//! * the mated king, on the squares from a1 to h8;
//! * the checker: the mating side's men in the order of their diagram
//!   squares (a1 to h8), each on the squares from a1 to h8, a pawn
//!   unpromoted before it promotes (its promotions in Popeye's order);
//!   double checks after the single ones, by the battery's rear man
//!   (`mate/generate_checking_moves.c`, `generate_doublechecking_moves.c`);
//! * the guards: the mating side's king first, then its other men in the
//!   order of their diagram squares, each on the squares from a1 to h8; a
//!   further guard is tried before the guards so far are taken as all
//!   (`guard_flights.c`);
//! * the blocks: the king's flights from the last of its directions to the
//!   first, each blocked by the mated side's men in the order of their
//!   diagram squares (`block_flights.c`).
//!
//! Where White is mated, all of this happens on the board turned upside
//! down (see [`popeye_order::key_mirrored`]). Popeye's other choices (pins,
//! interceptions) are not modelled: lines that agree on all of the above
//! keep Popeye's move order. Suite cases 0185, 0191 (king squares), 0387,
//! 0396 (checkers), 0212 (batteries), 0261 (the mating king), 0327
//! (guards), 0412 (blocks).

use super::popeye_order::{self, QUEEN_DIRS};
use super::reach::{Man, tables};
use crate::geometry::{Coord, Square};
use crate::piece::Color;
use crate::position::{Move, NULL_SQUARE, Position};

/// Where Popeye lists the final position of `line` (moves from `start`,
/// passes as null moves) among its targets, `mated`'s king being mated or
/// stalemated there: smaller is listed first.
pub fn target_key(start: &Position, line: &[Move], mated: Color) -> Vec<u32> {
    let Some(end) = End::reached(start, line, mated) else {
        return Vec::new();
    };
    let mut key = vec![end.place(end.king)];
    end.push_checkers(&mut key, line);
    end.push_guards(&mut key);
    end.push_blocks(&mut key);
    key
}

/// A line's final position, with where its men came from.
struct End<'a> {
    start: &'a Position,
    pos: Position,
    /// Per colour: (square now, diagram square).
    men: [Vec<(Square, Square)>; 2],
    mated: Color,
    king: Square,
    /// `pos` without the mated side's men: the board Popeye's guards and
    /// blocks are chosen on.
    open: Position,
    /// The men checking the king.
    checking: Vec<Square>,
}

impl<'a> End<'a> {
    fn reached(start: &'a Position, line: &[Move], mated: Color) -> Option<End<'a>> {
        let mut pos = start.clone();
        let mut men = Color::ALL.map(|c| pos.pieces(c).iter().map(|&s| (s, s)).collect::<Vec<_>>());
        for &mv in line {
            if mv.from == NULL_SQUARE {
                pos.make_null();
                continue;
            }
            let mover = pos.side_to_move();
            pos.make(mv);
            follow(&mut men, &pos, mover, mv);
        }
        let king = *pos.royals(mated).first()?;
        let mut open = pos.clone();
        for &s in &pos.pieces(mated).to_vec() {
            open.take(s);
        }
        let mut attacker = pos.clone();
        if attacker.side_to_move() == mated {
            attacker.make_null();
        }
        let checking = attacker
            .candidate_moves()
            .0
            .iter()
            .filter(|m| m.to == king)
            .map(|m| m.from)
            .collect();
        Some(End {
            start,
            pos,
            men,
            mated,
            king,
            open,
            checking,
        })
    }

    /// A square's number from a1 to h8, on the board Popeye searches.
    fn place(&self, sq: Square) -> u32 {
        let g = self.pos.rules().geometry();
        let c = self.seen(g.coord(sq));
        c.rank as u32 * g.files() as u32 + c.file as u32
    }

    /// A coordinate as Popeye sees it (turned upside down where White is
    /// mated), and back.
    fn seen(&self, c: Coord) -> Coord {
        if self.mated == Color::White {
            let ranks = self.pos.rules().geometry().ranks() as i8;
            Coord {
                file: c.file,
                rank: ranks - 1 - c.rank,
            }
        } else {
            c
        }
    }

    /// The man on `now`: its diagram square, whether it has promoted since,
    /// its square now and what it promoted to.
    fn identity(&self, now: Square) -> [u32; 4] {
        let origin = self.men.iter().flatten().find(|m| m.0 == now).map_or(now, |m| m.1);
        let was = self.start.piece_at(origin).map(|q| q.kind());
        let is = self.pos.piece_at(now).map(|q| q.kind());
        let promoted = was != is;
        let promotion = match is {
            Some(k) if promoted => popeye_order::kind_rank(&self.pos, k),
            _ => 0,
        };
        [self.place(origin), u32::from(promoted), self.place(now), promotion]
    }

    /// Single checks before double checks; a double check by its rear man,
    /// the one that did not move last.
    fn push_checkers(&self, key: &mut Vec<u32>, line: &[Move]) {
        let last_to = line.iter().rev().find(|m| m.from != NULL_SQUARE).map(|m| m.to);
        let mut checkers: Vec<(bool, [u32; 4])> = self
            .checking
            .iter()
            .map(|&s| (Some(s) == last_to, self.identity(s)))
            .collect();
        checkers.sort_unstable();
        checkers.dedup();
        key.push(u32::from(checkers.len() > 1));
        key.extend(checkers.into_iter().flat_map(|(_, c)| c));
    }

    /// The men other than the checkers that guard a square next to the
    /// king, the king first; the end of the guards after every guard.
    fn push_guards(&self, key: &mut Vec<u32>) {
        let mating = !self.mated;
        let around: Vec<Square> = QUEEN_DIRS.iter().filter_map(|&d| self.step(self.king, d)).collect();
        let mut guards: Vec<[u32; 4]> = (self.pos.pieces(mating).iter())
            .filter(|s| !self.checking.contains(s))
            .filter(|&&s| around.iter().any(|&f| guards(&self.open, s, f)))
            .map(|&s| {
                let mut id = self.identity(s);
                id[0] = if self.pos.royals(mating).contains(&s) {
                    0
                } else {
                    id[0] + 1
                };
                id
            })
            .collect();
        guards.sort_unstable();
        key.extend(guards.into_iter().flatten());
        key.push(u32::MAX);
    }

    /// The men of the mated side on the flights that need a block: where
    /// the king would stand unattacked with none of them on the board
    /// (Popeye plans the blocks before it places them).
    fn push_blocks(&self, key: &mut Vec<u32>) {
        let mut board = self.open.clone();
        let royal = self.pos.piece_at(self.king).expect("the king stands");
        for &d in QUEEN_DIRS.iter().rev() {
            let Some(flight) = self.step(self.king, d) else {
                continue;
            };
            if self.pos.piece_at(flight).is_none_or(|m| m.color() != self.mated) {
                continue;
            }
            board.put(flight, royal);
            let needs_block = !board.is_attacked(flight, !self.mated);
            board.take(flight);
            if needs_block {
                key.extend(self.identity(flight));
            }
        }
    }

    /// The square one step `d` (as Popeye sees the board) from `sq`.
    fn step(&self, sq: Square, (df, dr): (i8, i8)) -> Option<Square> {
        let g = self.pos.rules().geometry();
        let c = self.seen(g.coord(sq));
        g.square(self.seen(Coord {
            file: c.file + df,
            rank: c.rank + dr,
        }))
    }
}

/// Follows the men through `mv` of `mover`, just made in `pos`. (Not
/// intelligent mode's `Tracker`: that one exists only where the targets
/// were listed, on 8x8, and the lines are ordered on any board.)
fn follow(men: &mut [Vec<(Square, Square)>; 2], pos: &Position, mover: Color, mv: Move) {
    let mine = &mut men[mover.index()];
    if let Some(m) = mine.iter_mut().find(|m| m.0 == mv.from) {
        m.0 = mv.to;
    }
    // Castling's rook: the one man of the mover off its square.
    let now = pos.pieces(mover);
    let arrived: Vec<Square> = now
        .iter()
        .filter(|s| !mine.iter().any(|m| m.0 == **s))
        .copied()
        .collect();
    for (m, &to) in mine.iter_mut().filter(|m| !now.contains(&m.0)).zip(&arrived) {
        m.0 = to;
    }
    let theirs = pos.pieces(!mover);
    men[(!mover).index()].retain(|m| theirs.contains(&m.0));
}

/// Does the orthodox man on `from` guard `to` (empty or not) in `pos`?
/// (Intelligent mode's attack test: orthodox men on the 8x8 board.)
fn guards(pos: &Position, from: Square, to: Square) -> bool {
    let g = pos.rules().geometry();
    let Some(piece) = pos.piece_at(from) else {
        return false;
    };
    let Some(form) = Man::of(pos, piece.kind()).filter(|_| g.files() == 8 && g.ranks() == 8) else {
        return false;
    };
    let occupied = (Color::ALL.iter())
        .flat_map(|&c| pos.pieces(c))
        .fold(0u64, |b, &s| b | 1 << g.dense(s));
    super::intelligent::attack(tables(), form, piece.color().index(), g.dense(from), g.dense(to))
        .is_some_and(|between| between & occupied == 0)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{Rules, orthodox};

    fn position(fen: &str) -> Position {
        let rules = std::sync::Arc::new(Rules::new(orthodox()).unwrap());
        Position::from_fen(rules, fen).unwrap()
    }

    /// The legal move of `pos` from `from` to `to` (square names).
    fn find(pos: &mut Position, from: &str, to: &str) -> Move {
        let g = pos.rules().geometry();
        let (f, t) = (g.parse_square(from).unwrap(), g.parse_square(to).unwrap());
        pos.legal_moves()
            .into_iter()
            .find(|m| m.from == f && m.to == t)
            .unwrap()
    }

    /// A pass in [`key_of`]'s lines.
    const P: (&str, &str) = ("-", "-");

    /// The key of the line `moves` (pairs of square names, or passes)
    /// from `fen`.
    fn key_of(fen: &str, moves: &[(&str, &str)], mated: Color) -> Vec<u32> {
        let start = position(fen);
        let mut p = start.clone();
        let line: Vec<Move> = moves
            .iter()
            .map(|&(a, b)| {
                if (a, b) == P {
                    p.make_null();
                    return Move::normal(NULL_SQUARE, NULL_SQUARE);
                }
                let m = find(&mut p, a, b);
                p.make(m);
                m
            })
            .collect();
        target_key(&start, &line, mated)
    }

    /// Suite case 0387 (h#1, option Intelligent): Popeye lists
    /// 1.Kb7-a8 Sd5-b6 # before 1.Kb7-a8 Sd5-c7 #, the checker's square
    /// b6 coming before c7 from a1 to h8, though its plain move order
    /// tries Sd5-c7 first.
    #[test]
    fn the_checkers_square_orders_lines_of_one_king_square() {
        let fen = "1r6/pk6/8/3N4/4P3/8/8/7K b - - 0 1";
        let b6 = key_of(fen, &[("b7", "a8"), ("d5", "b6")], Color::Black);
        let c7 = key_of(fen, &[("b7", "a8"), ("d5", "c7")], Color::Black);
        assert!(b6 < c7);
    }

    /// As in suite case 0412 (h#7, option Intelligent): two lines end on
    /// the same squares, the rook from b2 blocking d1 in one and f1 in
    /// the other. Popeye blocks the flight of the later direction (d1,
    /// west) first, with the black man of the lower diagram square (b2),
    /// so the line where the b2 rook ends on d1 comes first.
    #[test]
    fn blocks_follow_the_flights_from_the_last_direction() {
        let fen = "7K/8/8/8/8/1r6/1r5R/N3k3 b - - 0 1";
        let b2_to_f1 = [
            ("b2", "f2"),
            P,
            ("f2", "f1"),
            P,
            ("b3", "b1"),
            P,
            ("b1", "d1"),
            ("a1", "c2"),
        ];
        let b2_to_d1 = [
            ("b2", "b1"),
            P,
            ("b1", "d1"),
            P,
            ("b3", "f3"),
            P,
            ("f3", "f1"),
            ("a1", "c2"),
        ];
        let first = key_of(fen, &b2_to_d1, Color::Black);
        let second = key_of(fen, &b2_to_f1, Color::Black);
        assert!(first < second);
    }
}
