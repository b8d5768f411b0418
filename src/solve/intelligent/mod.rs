//! Intelligent mode (option Intelligent): help and series play towards
//! mate or stalemate in orthodox chess, searched against the final
//! positions that could end it.
//!
//! Before the search, [`generate`] lists targets: partial final positions
//! (men on squares, men captured, squares empty) such that every position
//! reaching the goal in time holds one of them. The search then carries,
//! at every node, the targets that can still be reached: each man a
//! target places needs its fewest moves (on an empty board) to get there,
//! the moves of each side add up; a man a target places is never captured;
//! each man it captures costs the other side a move; each man standing on
//! a square it empties must move or be captured. A node without a target
//! left is dropped, so the search reaches every solution and visits only
//! lines that can still end in one. Popeye's intelligent mode works from
//! the same idea, searching once per final position; here one search keeps
//! the list, so a line shared by many final positions is searched once.
//!
//! Which man is which matters (a target names men), so the search follows
//! every man of the diagram through its moves (`Tracker`), and the
//! dead-end table's keys include where each man stands.

mod generate;

use crate::piece::Color;
use crate::position::{Move, MoveKind, Position};
use crate::stipulation::Goal;
use generate::Effort;
pub(in crate::solve) use generate::attack;
use generate::{NONE, Spec, Target, Unit};

use super::reach::{INF, Man, Tables, orthodox_men, tables};

/// What the generator may do when option Intelligent asks for the mode
/// (about a second; the suite's largest need is 15 million steps and
/// 203,003 targets, 0150) and when it is tried unasked (a few hundredths
/// of a second: where listing costs more, the plain search is about as
/// fast anyway).
pub(super) const ASKED: Effort = Effort {
    steps: 30_000_000,
    targets: 400_000,
};
pub(super) const UNASKED: Effort = Effort {
    steps: 2_000_000,
    targets: 50_000,
};

/// "This man has no target square" in [`Intelligent::want`].
const NO_WANT: u16 = u16::MAX;

/// A target still reachable at a node, with what it needs there.
#[derive(Clone, Copy, Debug)]
struct Entry {
    target: u32,
    /// Moves the placed men of each side (by colour index) still need.
    need: [u8; 2],
    /// Men to be captured still on the board.
    doomed: u8,
    /// Men standing on squares to be emptied.
    in_way: u8,
}

/// The targets of one phase and what the search needs of them.
pub(super) struct Intelligent {
    units: Vec<Unit>,
    /// Per kind index of the rule set: the orthodox man.
    men: Vec<Option<Man>>,
    /// The side whose move reaches the goal (colour index).
    goal_side: usize,
    /// Per target, per man: its `form << 8 | square`, or [`NO_WANT`].
    want: Vec<u16>,
    /// Per target: the men captured, the squares emptied.
    masks: Vec<(u64, u64)>,
    /// Per target: the checker that moves last, or [`NONE`].
    last_mover: Vec<u8>,
    root: Vec<Entry>,
    /// Per man and square: a key for where the man stands.
    zobrist: Vec<u64>,
}

/// The moves each side makes in a whole line.
#[derive(Clone, Copy, Debug)]
pub(super) struct Budget {
    pub(super) goal_side: Color,
    pub(super) goal_moves: u32,
    pub(super) other_moves: u32,
}

impl Budget {
    /// Per colour index.
    pub(super) fn per_colour(self) -> [u32; 2] {
        let mut b = [0; 2];
        b[self.goal_side.index()] = self.goal_moves;
        b[1 - self.goal_side.index()] = self.other_moves;
        b
    }
}

impl Intelligent {
    /// The targets for `goal` with these moves, or `None` where intelligent
    /// mode does not apply (another rule set, a condition, fairy men, a
    /// goal other than mate and stalemate, more than 64 men) or listing
    /// them would take more than `effort`.
    pub(super) fn new(pos: &Position, goal: Goal, budget: Budget, effort: Effort) -> Option<Intelligent> {
        let d = Diagram::new(pos, goal, budget)?;
        let targets = generate::generate(&d.units, d.king, d.spec, effort)?;
        Some(Intelligent::with_targets(d.units, d.men, d.spec, &targets))
    }
}

/// What the targets are made from.
struct Diagram {
    /// The men of the diagram.
    units: Vec<Unit>,
    /// Per piece kind: the orthodox man it is.
    men: Vec<Option<Man>>,
    /// The suffering king's index in `units`.
    king: usize,
    spec: Spec,
}

impl Diagram {
    fn new(pos: &Position, goal: Goal, budget: Budget) -> Option<Diagram> {
        let (mate, men) = orthodox_men(pos, goal)?;
        let rules = pos.rules();
        let g = rules.geometry();
        let mut units = Vec::new();
        let mut king = None;
        let victim = !budget.goal_side;
        for colour in Color::ALL {
            for &sq in pos.pieces(colour) {
                let piece = pos.piece_at(sq)?;
                let man = (*men.get(piece.kind().0 as usize)?)?;
                if colour == victim && man == Man::King {
                    if king.is_some() {
                        return None;
                    }
                    king = Some(units.len());
                }
                units.push(Unit {
                    side: colour.index(),
                    man,
                    origin: g.dense(sq) as u8,
                    castles: [NONE; 2],
                });
            }
        }
        let king = king?;
        // Castlings still allowed: where each takes its king and rook.
        for (i, _) in rules.set().castling.iter().enumerate() {
            for colour in Color::ALL {
                if pos.castling_rights() & crate::rules::Rules::castling_bit(i, colour) == 0 {
                    continue;
                }
                let rule = &rules.set().castling[i];
                let home = |file| rules.home_square(colour, file).map(|sq| g.dense(sq) as u8);
                let (Some(king_from), Some(king_to), Some(rook_from), Some(rook_to)) = (
                    home(rule.king_from),
                    home(rule.king_to),
                    home(rule.rook_from),
                    home(rule.rook_to),
                ) else {
                    return None;
                };
                for (from, to) in [(king_from, king_to), (rook_from, rook_to)] {
                    let unit = units
                        .iter_mut()
                        .find(|u| u.origin == from && u.side == colour.index())?;
                    let slot = unit.castles.iter_mut().find(|d| **d == NONE)?;
                    *slot = to;
                }
            }
        }
        if units.len() > 64 || pos.royals(victim).len() != 1 {
            return None;
        }
        let per = budget.per_colour();
        let spec = Spec {
            mate,
            goal_side: budget.goal_side.index(),
            budget: [per[0].min(60) as u8, per[1].min(60) as u8],
        };
        Some(Diagram { units, men, king, spec })
    }
}

impl Intelligent {
    fn with_targets(units: Vec<Unit>, men: Vec<Option<Man>>, spec: Spec, targets: &[Target]) -> Intelligent {
        let t = tables();
        let n = units.len();
        let occupied = units.iter().fold(0u64, |bits, u| bits | 1 << u.origin);
        let mut want = vec![NO_WANT; targets.len() * n];
        let mut masks = Vec::with_capacity(targets.len());
        let last_mover = targets.iter().map(|t| t.last_mover).collect();
        let mut root = Vec::with_capacity(targets.len());
        for (i, target) in targets.iter().enumerate() {
            let mut need = [0u32; 2];
            for &(id, form, sq) in &target.men {
                let u = &units[id as usize];
                want[i * n + id as usize] = (form as u16) << 8 | sq as u16;
                need[u.side] += u32::from(u.distance(t, u.man, u.origin as usize, form, sq as usize));
            }
            masks.push((target.doomed, target.reserved));
            if need[0] <= u32::from(spec.budget[0]) && need[1] <= u32::from(spec.budget[1]) {
                root.push(Entry {
                    target: i as u32,
                    need: [need[0] as u8, need[1] as u8],
                    doomed: target.doomed.count_ones() as u8,
                    in_way: (occupied & target.reserved).count_ones() as u8,
                });
            }
        }
        let mut seed = 0x2545_F491_4F6C_DD1Du64;
        let zobrist = (0..64 * 64)
            .map(|_| {
                seed ^= seed << 13;
                seed ^= seed >> 7;
                seed ^= seed << 17;
                seed
            })
            .collect();
        Intelligent {
            units,
            men,
            goal_side: spec.goal_side,
            want,
            masks,
            last_mover,
            root,
            zobrist,
        }
    }

    /// The tracker for a search from the position the targets were made
    /// for.
    pub(super) fn tracker(&self) -> Tracker {
        let mut id_at = [NONE; 64];
        let mut ident = 0;
        for (id, u) in self.units.iter().enumerate() {
            id_at[u.origin as usize] = id as u8;
            ident ^= self.zobrist[id * 64 + u.origin as usize];
        }
        Tracker {
            id_at,
            form: self.units.iter().map(|u| u.man).collect(),
            square: self.units.iter().map(|u| u.origin).collect(),
            ident,
            levels: Vec::new(),
            depth: 0,
            changes: Vec::new(),
        }
    }
}

/// What a move does to the men.
#[derive(Clone, Copy, Debug)]
struct Change {
    id: u8,
    from: u8,
    to: u8,
    was: Man,
    now: Man,
    captured: u8,
    capture_sq: u8,
    /// A double step: the next move may take en passant.
    double_step: bool,
    /// A castling's rook, or [`NONE`], and its squares.
    rook: u8,
    rook_from: u8,
    rook_to: u8,
    /// Castlings still allowed before the move (each can empty two
    /// squares at once).
    castlings: u8,
}

/// Where each man of the diagram stands along the line searched, and the
/// targets still reachable at each node of it. One per search thread.
#[derive(Clone)]
pub(super) struct Tracker {
    /// Per square: the man on it.
    id_at: [u8; 64],
    /// Per man: its form and square now.
    form: Vec<Man>,
    square: Vec<u8>,
    /// Key of where the men stand (for the dead-end table).
    ident: u64,
    /// Per depth below the root: the targets still reachable (a pool
    /// reused; the root's are [`Intelligent::root`]).
    levels: Vec<Vec<Entry>>,
    depth: usize,
    changes: Vec<Change>,
}

impl Tracker {
    /// The key part for where the men stand.
    pub(super) fn ident(&self) -> u64 {
        self.ident
    }

    fn change(&self, intel: &Intelligent, pos: &Position, mv: Move) -> Change {
        let g = pos.rules().geometry();
        let (from, to) = (g.dense(mv.from), g.dense(mv.to));
        let id = self.id_at[from];
        debug_assert!(id != NONE, "a tracked man on the move's square");
        let was = self.form[id as usize];
        let now = match mv.promotion {
            Some(k) => intel.men[k.0 as usize].unwrap_or(Man::Queen),
            None => was,
        };
        // En passant takes the pawn beside the arrival square.
        let capture_sq = if mv.kind == MoveKind::EnPassant {
            from / 8 * 8 + to % 8
        } else {
            to
        };
        let (mut rook, mut rook_from, mut rook_to) = (NONE, 0, 0);
        if let MoveKind::Castling(i) = mv.kind {
            let (a, b) = pos.rules().castling_rook_squares(i, pos.side_to_move());
            (rook_from, rook_to) = (g.dense(a) as u8, g.dense(b) as u8);
            rook = self.id_at[rook_from as usize];
        }
        let rights = pos.castling_rights();
        Change {
            id,
            from: from as u8,
            to: to as u8,
            was,
            now,
            captured: self.id_at[capture_sq],
            capture_sq: capture_sq as u8,
            double_step: mv.kind == MoveKind::DoubleStep,
            rook,
            rook_from,
            rook_to,
            castlings: u8::from(rights & 0x0F != 0) + u8::from(rights & 0xF0 != 0),
        }
    }

    /// The key part for where the men stand after `mv` (not yet made).
    pub(super) fn ident_after(&self, intel: &Intelligent, pos: &Position, mv: Move) -> u64 {
        let g = pos.rules().geometry();
        let (from, to) = (g.dense(mv.from), g.dense(mv.to));
        let z = &intel.zobrist;
        let moved = |id: u8, from: usize, to: usize| z[id as usize * 64 + from] ^ z[id as usize * 64 + to];
        let mut ident = self.ident ^ moved(self.id_at[from], from, to);
        let capture_sq = match mv.kind {
            MoveKind::EnPassant => from / 8 * 8 + to % 8,
            MoveKind::Castling(i) => {
                let (a, b) = pos.rules().castling_rook_squares(i, pos.side_to_move());
                let (rook_from, rook_to) = (g.dense(a), g.dense(b));
                return ident ^ moved(self.id_at[rook_from], rook_from, rook_to);
            }
            _ => to,
        };
        let captured = self.id_at[capture_sq];
        if captured != NONE {
            ident ^= z[captured as usize * 64 + capture_sq];
        }
        ident
    }

    /// Follows `mv` (not yet made in `pos`) if some target can still be
    /// reached after it with `left` moves of each side (by colour index);
    /// `false`, and nothing changed, if none can.
    pub(super) fn enter(&mut self, intel: &Intelligent, pos: &Position, mv: Move, left: [u32; 2]) -> bool {
        let c = self.change(intel, pos, mv);
        if self.levels.len() == self.depth {
            self.levels.push(Vec::new());
        }
        let (parents, children) = self.levels.split_at_mut(self.depth);
        let parent = match self.depth {
            0 => &intel.root,
            d => &parents[d - 1],
        };
        let child = &mut children[0];
        child.clear();
        filter(intel, tables(), &c, parent, child, left, (&self.form, &self.square));
        if child.is_empty() {
            return false;
        }
        let z = &intel.zobrist;
        if c.captured != NONE {
            self.id_at[c.capture_sq as usize] = NONE;
            self.ident ^= z[c.captured as usize * 64 + c.capture_sq as usize];
        }
        self.relocate(z, c.id, c.from, c.to);
        self.form[c.id as usize] = c.now;
        if c.rook != NONE {
            self.relocate(z, c.rook, c.rook_from, c.rook_to);
        }
        self.changes.push(c);
        self.depth += 1;
        true
    }

    /// Takes back the last move entered.
    pub(super) fn leave(&mut self, intel: &Intelligent) {
        let c = self.changes.pop().expect("a move to take back");
        let z = &intel.zobrist;
        if c.rook != NONE {
            self.relocate(z, c.rook, c.rook_to, c.rook_from);
        }
        self.relocate(z, c.id, c.to, c.from);
        self.form[c.id as usize] = c.was;
        if c.captured != NONE {
            self.id_at[c.capture_sq as usize] = c.captured;
            self.ident ^= z[c.captured as usize * 64 + c.capture_sq as usize];
        }
        self.depth -= 1;
    }

    /// Moves man `id` from `from` to `to` in the books.
    fn relocate(&mut self, z: &[u64], id: u8, from: u8, to: u8) {
        let man = id as usize;
        self.id_at[from as usize] = NONE;
        self.id_at[to as usize] = id;
        self.square[man] = to;
        self.ident ^= z[man * 64 + from as usize] ^ z[man * 64 + to as usize];
    }
}

/// The entries of `parent` still reachable after change `c`, into `child`;
/// `men`: every man's form and square before the change.
fn filter(
    intel: &Intelligent,
    t: &Tables,
    c: &Change,
    parent: &[Entry],
    child: &mut Vec<Entry>,
    left: [u32; 2],
    men: (&[Man], &[u8]),
) {
    let n = intel.units.len();
    let unit = &intel.units[c.id as usize];
    let side = unit.side;
    let goal_moves = left[intel.goal_side];
    // Each move empties one square, but taking en passant empties two: the
    // double step before it was counted when it was made, except the one
    // just made.
    let clearing_moves = left[0] + left[1] + u32::from(c.double_step) + u32::from(c.castlings);
    let captured = c.captured != NONE;
    let bit = |mask: u64, sq: u8| (mask >> sq & 1) as i32;
    for e in parent {
        let base = e.target as usize * n;
        if captured && intel.want[base + c.captured as usize] != NO_WANT {
            continue;
        }
        let mut need = e.need;
        let w = intel.want[base + c.id as usize];
        if w != NO_WANT {
            let (form, sq) = (Man::ALL[(w >> 8) as usize], (w & 0xFF) as usize);
            let before = unit.distance(t, c.was, c.from as usize, form, sq);
            let after = unit.distance(t, c.now, c.to as usize, form, sq);
            if after == INF {
                continue;
            }
            need[side] = (u32::from(need[side]) - u32::from(before) + u32::from(after)).min(u32::from(u8::MAX)) as u8;
        }
        if c.rook != NONE {
            let w = intel.want[base + c.rook as usize];
            if w != NO_WANT {
                let (form, sq) = (Man::ALL[(w >> 8) as usize], (w & 0xFF) as usize);
                let rook = &intel.units[c.rook as usize];
                let before = rook.distance(t, Man::Rook, c.rook_from as usize, form, sq);
                let after = rook.distance(t, Man::Rook, c.rook_to as usize, form, sq);
                if after == INF {
                    continue;
                }
                need[side] =
                    (u32::from(need[side]) - u32::from(before) + u32::from(after)).min(u32::from(u8::MAX)) as u8;
            }
        }
        if u32::from(need[side]) > left[side] || u32::from(need[1 - side]) > left[1 - side] {
            continue;
        }
        // A checker that must move last, on its square with moves of its
        // side still to come: out and back in. (Not when it has just
        // arrived: the goal may be reached now, before the last move.)
        let last = intel.last_mover[e.target as usize];
        if last != NONE && last != c.id && goal_moves > 0 {
            let (form, sq) = (men.0[last as usize], men.1[last as usize]);
            let w = intel.want[base + last as usize];
            if w == (form as u16) << 8 | sq as u16 {
                let again = if form == Man::Pawn { INF } else { 2 };
                if u32::from(need[intel.goal_side]) + u32::from(again) > goal_moves {
                    continue;
                }
            }
        }
        let (doomed, reserved) = intel.masks[e.target as usize];
        let doomed_left = e.doomed - u8::from(captured && doomed >> c.captured & 1 != 0);
        if u32::from(doomed_left) > goal_moves {
            continue;
        }
        // The square left empties; the square arrived on fills unless it
        // held the man captured; an en-passant victim's square empties.
        let mut in_way = i32::from(e.in_way) - bit(reserved, c.from);
        if !captured || c.capture_sq != c.to {
            in_way += bit(reserved, c.to);
        }
        if captured && c.capture_sq != c.to {
            in_way -= bit(reserved, c.capture_sq);
        }
        if c.rook != NONE {
            in_way += bit(reserved, c.rook_to) - bit(reserved, c.rook_from);
        }
        if in_way as u32 > clearing_moves {
            continue;
        }
        child.push(Entry {
            target: e.target,
            need,
            doomed: doomed_left,
            in_way: in_way as u8,
        });
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{Rules, orthodox};

    /// The targets of a position with Black to move, White reaching the
    /// goal, each side with `moves`, the work cut up after `piece_steps`
    /// on `threads` threads.
    fn targets(fen: &str, goal: Goal, moves: u32, piece_steps: Option<u64>, threads: usize) -> Vec<Target> {
        let rules = std::sync::Arc::new(Rules::new(orthodox()).unwrap());
        let pos = Position::from_fen(rules, fen).unwrap();
        let budget = Budget {
            goal_side: Color::White,
            goal_moves: moves,
            other_moves: moves,
        };
        let d = Diagram::new(&pos, goal, budget).unwrap();
        let pool = rayon::ThreadPoolBuilder::new().num_threads(threads).build().unwrap();
        pool.install(|| generate::generate_in_pieces(&d.units, d.king, d.spec, ASKED, piece_steps))
            .expect("within the effort")
    }

    /// Cutting the work into pieces for the threads changes neither the
    /// targets nor their order: the pieces are joined in the order one
    /// thread finds them, and a target two pieces list is kept once, where
    /// one thread lists it. Positions of the suite (0084 and 0088: h=3,
    /// 0236: h#3), cut after 50 steps (thousands of pieces) and after the
    /// default.
    #[test]
    fn cutting_the_generation_keeps_the_targets_and_their_order() {
        let cases = [
            ("8/4P3/8/8/p7/3k2p1/pppp1pPp/b1QN1K2 b - - 0 1", Goal::Stalemate),
            ("8/2P5/8/8/1P2P1K1/P2P2p1/1ppp2pp/bNk1N1R1 b - - 0 1", Goal::Stalemate),
            ("6r1/3B2p1/1p4r1/p2p2p1/2k1Nbpq/np3pnR/4P2K/1b6 b - - 0 1", Goal::Mate),
        ];
        for (fen, goal) in cases {
            let whole = targets(fen, goal, 3, None, 1);
            assert!(whole.len() > 1000, "{fen}: {} targets", whole.len());
            for (steps, threads) in [(Some(50), 2), (Some(50), 1), (Some(PIECE_STEPS_FOR_TESTS), 2)] {
                assert!(
                    targets(fen, goal, 3, steps, threads) == whole,
                    "{fen}, cut after {steps:?} steps"
                );
            }
        }
    }

    const PIECE_STEPS_FOR_TESTS: u64 = generate::PIECE_STEPS;
}
