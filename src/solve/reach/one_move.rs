//! The stalemate counts' last step: the stalemated side to move, one move
//! left to each side. Every move of its men is tried on bitboards, a
//! move's effect on the men's ways out worked out from the squares it
//! leaves and lands on. Shared by the test of a made position and the
//! test of a child before its move is made ([`super::child_stops`]), so
//! that a child the made test would reject is dropped unplayed (0121:
//! 3.5 of the 3.6 million positions with one move each left failed here
//! after they were made).

use super::{KING_STEPS, MEN, Man, PAWN_FORMS, Reach, at, file, rank, side_squares, squares, tables, ways_out};

/// The stalemated side's men and the board, as the counts see them.
pub(super) struct OneMove<'a> {
    /// Its men and their squares (numbered `rank * 8 + file`).
    pub men: &'a [(Man, u8)],
    /// Squares its men hold.
    pub own: u64,
    /// Squares either side holds.
    pub occupied: u64,
    /// Square-number step of its pawns.
    pub ahead: i32,
    /// Per man: the squares next to it that are its ways out when empty
    /// (a pawn: the square in front), and those that are now.
    pub sides: &'a [u64],
    pub out: &'a [u64],
    /// The square an en-passant capture lands on, as a bit (or 0).
    pub ep: u64,
}

/// Per man: its side squares and its ways out now (see [`OneMove`]).
pub(super) fn ways(men: &[(Man, u8)], own: u64, occupied: u64, ahead: i32) -> ([u64; MEN], [u64; MEN]) {
    let (mut sides, mut out) = ([0u64; MEN], [0u64; MEN]);
    for (i, &(man, sq)) in men.iter().enumerate() {
        sides[i] = side_squares(man, sq as usize, ahead);
        out[i] = ways_out(man, sq as usize, own, occupied, ahead);
    }
    (sides, out)
}

/// The squares besides `b.own` whose occupancy the one-move count of `b`
/// reads: the stalemated side's pawns' fronts and capture squares and
/// the fronts of the squares they may move to, and its riders' lines up
/// to the first man. A piece's ways out and a leaper's moves depend on
/// its own side's squares only.
pub(super) fn reads(b: &OneMove) -> u64 {
    let t = tables();
    let mut reads = b.own;
    for &(man, sq) in b.men {
        let sq = sq as usize;
        reads |= match man {
            Man::Pawn => {
                let color = usize::from(b.ahead < 0);
                // Up to three squares ahead (a double step's front), and
                // the captures' squares and their fronts.
                let mut ahead = 0u64;
                for k in 1..=3 {
                    let front = sq as i32 + k * b.ahead;
                    if (0..64).contains(&front) {
                        ahead |= 1 << front;
                    }
                }
                let captures = t.pawn_attack[color][sq];
                let fronts = if b.ahead > 0 { captures << 8 } else { captures >> 8 };
                ahead | captures | fronts
            }
            _ => ride(sq, b.occupied, man),
        };
    }
    reads
}

/// Squares along each line ([`KING_STEPS`]: the rook's four, then the
/// bishop's) from each square: `[line][sq]`.
fn rays() -> &'static [[u64; 64]; 8] {
    static RAYS: std::sync::OnceLock<[[u64; 64]; 8]> = std::sync::OnceLock::new();
    RAYS.get_or_init(|| {
        let mut rays = [[0u64; 64]; 8];
        for (line, &(df, dr)) in KING_STEPS.iter().enumerate() {
            for (sq, ray) in rays[line].iter_mut().enumerate() {
                let (mut f, mut r) = (file(sq) + df, rank(sq) + dr);
                while let Some(t) = at(f, r) {
                    *ray |= 1 << t;
                    f += df;
                    r += dr;
                }
            }
        }
        rays
    })
}

/// The squares `man` on `sq` reaches along its lines, up to and including
/// the first occupied square (none for a leaper or a pawn).
fn ride(sq: usize, occupied: u64, man: Man) -> u64 {
    let lines = match man {
        Man::Rook => 0..4,
        Man::Bishop => 4..8,
        Man::Queen => 0..8,
        _ => 0..0,
    };
    let rays = rays();
    let mut reach = 0u64;
    for line in lines {
        let ray = rays[line][sq];
        let blockers = ray & occupied;
        reach |= if blockers == 0 {
            ray
        } else {
            // Steps of +1, +8, +9, +7 raise the square number: the first
            // blocker is the lowest; the others the highest.
            let (df, dr) = KING_STEPS[line];
            let up = dr > 0 || (dr == 0 && df > 0);
            let first = if up {
                blockers.trailing_zeros() as usize
            } else {
                63 - blockers.leading_zeros() as usize
            };
            ray & !rays[line][first]
        };
    }
    reach
}

/// Where a man of the stalemated side on `sq` may move (pseudo-legal:
/// its king may step into check, a pinned man may move).
pub(super) fn targets(man: Man, sq: usize, b: &OneMove) -> u64 {
    let t = tables();
    let free = !b.own;
    match man {
        Man::King | Man::Knight => t.attack[man as usize][sq] & free,
        Man::Rook | Man::Bishop | Man::Queen => ride(sq, b.occupied, man) & free,
        Man::Pawn => {
            let color = usize::from(b.ahead < 0);
            let front = sq as i32 + b.ahead;
            let mut to = 0u64;
            if (0..64).contains(&front) && b.occupied >> front & 1 == 0 {
                to |= 1 << front;
                let start = if b.ahead > 0 { 1 } else { 6 };
                let second = front + b.ahead;
                if rank(sq) == start && b.occupied >> second & 1 == 0 {
                    to |= 1 << second;
                }
            }
            to | t.pawn_attack[color][sq] & (b.occupied & !b.own | b.ep)
        }
    }
}

impl Reach {
    /// With one move left to each side, the stalemated side's first (and
    /// `m` the mating side's, 1): can one of its moves leave at most
    /// `m + riders` of its men with a way out? `false` only when none can.
    pub(super) fn one_move_stops(&self, b: &OneMove, m: u32, riders: u32) -> bool {
        let (men, sides, out) = (b.men, b.sides, b.out);
        let budget = m + riders;
        // Per square: the men whose one way out it is (`single`); per
        // man's square: the held men next to it, freed when it leaves
        // (`freed`).
        let mut single = [0u8; 64];
        let mut freed = [0u8; 64];
        let (mut mobile, mut max_single) = (0u32, 0u8);
        for (&o, &side) in out.iter().zip(sides) {
            mobile += u32::from(o != 0);
            if o.count_ones() == 1 {
                let sq = o.trailing_zeros() as usize;
                single[sq] += 1;
                max_single = max_single.max(single[sq]);
            }
            if o == 0 {
                for sq in squares(side) {
                    freed[sq] += 1;
                }
            }
        }
        // One move stops at most the man that makes it and the men whose
        // one way out is the square it lands on.
        if self.shortcuts && mobile > budget + 1 + u32::from(max_single) {
            return false;
        }
        if self.passes && mobile <= budget {
            return true;
        }
        if !self.shortcuts {
            return self.some_move_within(b, budget);
        }
        let max_single = i32::from(max_single);
        for (i, &(man, from)) in men.iter().enumerate() {
            let from = from as usize;
            // The others with a way out once the man has left (the held
            // men next to its square freed), before it lands: the landing
            // must close the one way out of `least` of them.
            let others = mobile - u32::from(out[i] != 0) + u32::from(freed[from]);
            let least = others as i32 - budget as i32;
            if least > max_single {
                continue;
            }
            let vacated = 1u64 << from;
            for to in squares(targets(man, from, b)) {
                if (single[to] as i32) < least {
                    continue;
                }
                let landed = 1u64 << to;
                let closed = if single[to] == 0 {
                    0
                } else {
                    (0..men.len())
                        .filter(|&j| j != i && out[j] == landed && sides[j] & vacated == 0)
                        .count() as u32
                };
                let (own, occupied) = (b.own & !vacated | landed, b.occupied & !vacated | landed);
                let held = |after: Man| ways_out(after, to, own, occupied, b.ahead) == 0;
                if others - closed < budget
                    || forms(man, to, b.ahead).iter().any(|&after| held(after)) && others - closed <= budget
                {
                    return true;
                }
            }
        }
        false
    }

    /// The general count behind the shortcuts of [`Reach::one_move_stops`]:
    /// every move, every man counted after it.
    fn some_move_within(&self, b: &OneMove, budget: u32) -> bool {
        let (men, sides, out) = (b.men, b.sides, b.out);
        for (i, &(man, from)) in men.iter().enumerate() {
            let vacated = 1u64 << from;
            for to in squares(targets(man, from as usize, b)) {
                let landed = 1u64 << to;
                let (own, occupied) = (b.own & !vacated | landed, b.occupied & !vacated | landed);
                // The others: the move closes the square it lands on and
                // opens the one it leaves.
                let others = (0..men.len())
                    .filter(|&j| j != i && (out[j] & !landed != 0 || sides[j] & vacated != 0))
                    .count() as u32;
                for &after in forms(man, to, b.ahead) {
                    let mover = u32::from(ways_out(after, to, own, occupied, b.ahead) != 0);
                    if others + mover <= budget {
                        return true;
                    }
                }
            }
        }
        false
    }
}

/// What `man` may stand on `to` as after its move: a pawn on its last
/// rank as any of Q R B N.
fn forms(man: Man, to: usize, ahead: i32) -> &'static [Man] {
    const MEN: [Man; 6] = [Man::King, Man::Queen, Man::Rook, Man::Bishop, Man::Knight, Man::Pawn];
    if man == Man::Pawn && !(0..64).contains(&(to as i32 + ahead)) {
        &PAWN_FORMS[..4]
    } else {
        &MEN[man as usize..=man as usize]
    }
}
