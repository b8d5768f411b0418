//! The order in which Popeye tries moves, so that help and series lines,
//! and battle play's keys, tries, threats, variations and refutations, can
//! be listed as Popeye lists them. The order matters to the output only:
//! with MaxSolutions and `Intelligent n` it picks which solutions are
//! shown (suite cases 0386, 0261), otherwise it is the order of the lines.
//! The searches keep their own move order; the found lines are sorted
//! afterwards, and battle play's printer takes the moves in this order.
//!
//! Popeye generates the moves of a side square by square from h8 to a1
//! (rank by rank, each rank from the h-file), each man's moves in the order
//! of its direction vectors (a rider's steps outward), and then plays them
//! from the last generated: a1 first, and a man's last direction first. A
//! pawn generates its captures towards the a-file and the h-file, then its
//! step and double step. A promotion is played as Q, S, R, B in turn; a
//! pass (NullMoves) comes first; castling after the king's steps, the
//! queen's side first.
//! Shorter solutions come before longer ones (Popeye solves help play
//! length by length). A move that is to give mate or check in battle play
//! comes from Popeye's mating move generator, in another order
//! ([`key_goal`]).

use super::reach::Man;
use crate::piece::Color;
use crate::position::{Move, MoveKind, NULL_SQUARE, Position};

/// Popeye's direction vectors for the king, queen, rook and bishop, in its
/// order (file step, rank step): rook directions, then bishop directions.
pub(super) const QUEEN_DIRS: [(i8, i8); 8] = [(1, 0), (0, 1), (-1, 0), (0, -1), (-1, 1), (1, 1), (1, -1), (-1, -1)];

/// The knight's, in Popeye's order.
const KNIGHT_DIRS: [(i8, i8); 8] = [(-2, 1), (-1, 2), (1, 2), (2, 1), (2, -1), (1, -2), (-1, -2), (-2, -1)];

/// Puts the moves of `pos` in the order Popeye tries them (a stable sort:
/// moves with the same key keep their order).
pub fn sort(pos: &Position, moves: &mut [Move]) {
    moves.sort_by_cached_key(|&mv| key(pos, mv));
}

/// Sort key of a move among the moves of its position: smaller is tried
/// earlier by Popeye (a fairy man's moves in its walk's order of
/// generation: [`super::fairy_order`]).
pub fn key(pos: &Position, mv: Move) -> u64 {
    key_seen(pos, mv, Seen::Plain)
}

/// [`key`] as Popeye orders the moves on the board turned upside down
/// (colours swapped), which its intelligent mode searches where White is
/// the side to be mated: the first rank read as the last.
pub fn key_mirrored(pos: &Position, mv: Move) -> u64 {
    key_seen(pos, mv, Seen::Mirrored)
}

/// [`key`] for a move that is to reach a mate or check: Popeye generates
/// those with its own generator (`orthodox_mating_move_generator.c`),
/// which goes through the squares from a1 to h8, so that the man on h8
/// is tried first, and a pawn's moves as capture to the h-side, to the
/// a-side, double step, step, en passant.
pub fn key_goal(pos: &Position, mv: Move) -> u64 {
    key_seen(pos, mv, Seen::Goal)
}

/// Puts the moves of `pos` in the order Popeye tries them; where they are
/// to reach a mate or check (`goal`), its mating move generator's (see
/// [`key_goal`]) where it uses that generator, else its plain one's.
pub fn sort_as_tried(pos: &Position, moves: &mut [Move], goal: bool) {
    if goal && mating_generator_applies(pos) {
        moves.sort_by_cached_key(|&mv| key_goal(pos, mv));
    } else {
        sort(pos, moves);
    }
}

/// [`key`] for a move that reaches a mate or check: [`key_goal`] where
/// Popeye's mating move generator makes it.
pub fn key_as_goal(pos: &Position, mv: Move) -> u64 {
    if mating_generator_applies(pos) {
        key_goal(pos, mv)
    } else {
        key(pos, mv)
    }
}

/// Does Popeye generate a mating move with its mating move generator
/// here? Not with fairy men on the board (a royal man that is not a king
/// included: `solving/machinery/twin.c`), nor under a condition that says
/// so (SingleBox Type 3; suite cases 0271 and 0022: their last moves come
/// in the plain order).
fn mating_generator_applies(pos: &Position) -> bool {
    pos.rules().conditions().fast().popeye_mating_order
        && Color::ALL.iter().all(|&c| {
            pos.pieces(c).iter().all(|&sq| {
                pos.piece_at(sq)
                    .is_some_and(|p| Man::of(pos, p.kind()).is_some() || uncapturable(pos, p.kind()))
            })
        })
}

/// Is the kind an orthodox man's uncapturable form? Popeye's generator
/// reads a man's walk, not its attributes (a ghost of GhostChess, `uR`,
/// mates in its order: EXAMPLES/ghostchess 014).
fn uncapturable(pos: &Position, kind: crate::piece::Kind) -> bool {
    (pos.rules().piece_type(kind).name)
        .strip_prefix(crate::piece::FORM_WORDS[3])
        .is_some_and(|rest| !rest.contains(' ') && Man::moving_as(pos, kind).is_some())
}

/// Which of Popeye's generators, on which board.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Seen {
    Plain,
    Mirrored,
    Goal,
}

fn key_seen(pos: &Position, mv: Move, seen: Seen) -> u64 {
    let mirrored = seen == Seen::Mirrored;
    if mv.from == NULL_SQUARE {
        // Popeye pushes the pass on top of the side's moves: played first.
        return 0;
    }
    if pos.rules().orphan_mask() != 0 {
        return sorted_key(pos, mv);
    }
    if seen == Seen::Goal
        && let Some(rank) = king_contact_rank(pos, mv)
    {
        return rank;
    }
    let g = pos.rules().geometry();
    let (from, to) = (g.coord(mv.from), g.coord(mv.to));
    if let Some(r) = own_capture_rank(pos, mv) {
        // A condition's own captures (Make&Take) are generated after the
        // man's other moves: tried first, the last generated first.
        let square = from.rank as u32 * g.files() as u32 + from.file as u32;
        return u64::from(square + 1) << 48 | r << 8;
    }
    let rank = if mirrored {
        g.ranks() as i8 - 1 - from.rank
    } else {
        from.rank
    };
    let mut square = rank as u32 * g.files() as u32 + from.file as u32;
    if seen == Seen::Goal {
        square = g.files() as u32 * g.ranks() as u32 - 1 - square;
    }
    // A Messigny exchange is generated after the man's other moves (so
    // tried before them), its partners from a1 (so the last, nearest h8,
    // first).
    if mv.kind == MoveKind::Exchange {
        let partner = (g.files() as u32 * g.ranks() as u32).saturating_sub(g.dense(mv.to) as u32);
        return u64::from(square + 1) << 48 | u64::from(partner) << 8;
    }
    // A Take&Make move: its take, then its make among the makes of that
    // take (generated in the taken man's order, played last first).
    let (take_to, make) = match mv.kind {
        MoveKind::TakeMake(_) | MoveKind::TakeMakeEp => {
            let capture = pos.capture_square(mv).expect("a Take&Make capture");
            let landing = if mv.kind == MoveKind::TakeMakeEp {
                pos.ep_square().expect("an en-passant square")
            } else {
                capture
            };
            let taken = pos.piece_at(capture).expect("a man taken");
            let l = g.coord(landing);
            let dr = to.rank - l.rank;
            let rank = make_rank(pos, taken.kind(), to.file - l.file, if mirrored { -dr } else { dr });
            (l, rank)
        }
        _ => (to, 0),
    };
    // MarsCirce: a man's captures come from its rebirth square, generated
    // after its other moves (so tried before them), their steps counted
    // from there.
    let conditions = pos.rules().conditions();
    let (from, path) = if conditions.relocates_captures() && pos.capture_square(mv).is_some() {
        (g.coord(conditions.move_start(pos, mv)), 0)
    } else {
        (from, 1)
    };
    let (df, dr) = (take_to.file - from.file, take_to.rank - from.rank);
    let dr = if mirrored { -dr } else { dr };
    // The walk it moves with (AnnanChess: the man's behind it).
    let walk = pos
        .piece_at(mv.from)
        .map(|p| conditions.walk_of(pos, mv.from, p.kind()));
    let man = walk.and_then(|k| Man::moving_as(pos, k));
    let within = match man {
        // Castling is generated after the king's steps, the king's side
        // first: the queen's side is tried first (0037).
        Some(Man::King) if matches!(mv.kind, MoveKind::Castling(_)) => u32::from(df > 0),
        Some(Man::Pawn) if seen == Seen::Goal => {
            let tried = match df {
                _ if mv.kind == MoveKind::EnPassant => 4,
                1 => 0,
                -1 => 1,
                _ if dr.abs() == 2 => 2,
                _ => 3,
            };
            tried * 16 + promotion_rank(pos, mv)
        }
        Some(Man::Pawn) => pawn_rank(df, dr) + promotion_rank(pos, mv),
        // A pawn moving with a piece's walk (AnnanChess) promotes Q, S, R,
        // B along each step.
        Some(_) => piece_rank(man, df, dr).unwrap_or(0) * 16 + promotion_rank(pos, mv),
        None => match walk {
            Some(k) if popeye_board(pos) => {
                super::fairy_order::fairy_rank(pos, k, df, dr, pos.capture_square(mv).is_some()) * 16
                    + promotion_rank(pos, mv)
            }
            _ => 0,
        },
    };
    // A latent pawn's promotion (SingleBox) is tried Q, S, R, B too (0008).
    let mut latent = mv.latent.get().map_or(0, |(_, k)| kind_rank(pos, k));
    // So is a reborn pawn's (Circe).
    if let Some(k) = mv.latent.reborn_kind() {
        latent = kind_rank(pos, k);
    }
    // A condition's choice (Breton's man, a wormhole's exit) is tried
    // square by square from a1, after the promotion, or before it where
    // the choice comes first (and for a move without one).
    let (mut within, mut make) = (within, make);
    if let Some(sq) = mv.latent.chosen_square() {
        let choice = g.dense(sq) as u32 + 1;
        if mv.promotion.is_none() || conditions.promotes_after_choice(pos, mv) {
            let promotion = promotion_rank(pos, mv);
            within -= promotion;
            make = choice * 16 + promotion;
        } else {
            latent = choice;
        }
    }
    // A chosen rebirth square is tried from a1 (SuperCirce, Cage), or in
    // the order the man taken is generated to it (Take&Make Circe), and
    // its promotions inside; no rebirth first (TESTS circe 019).
    if let Some(choice) = mv.latent.rebirth() {
        make = match choice {
            None => 0,
            Some(sq) if conditions.rebirth_choice_by_walk() => {
                let taken = pos.capture_square(mv).expect("a capture chooses a rebirth");
                let kind = pos.piece_at(taken).expect("a man taken").kind();
                let (t, r) = (g.coord(taken), g.coord(sq));
                let dr = if mirrored { t.rank - r.rank } else { r.rank - t.rank };
                0x7FFF - make_rank(pos, kind, r.file - t.file, dr).min(0x7FFF)
            }
            Some(sq) => g.dense(sq) as u32 + 1,
        };
    }
    // A condition's own move (a DangerCirce escape) is generated before
    // the man's others: tried last.
    if mv.latent.is_escape() {
        within = (1 << 23) - 1;
    }
    u64::from(square + 1) << 48 | path << 47 | u64::from(within) << 24 | u64::from(make) << 8 | u64::from(latent)
}

/// Where the mated side's king cannot take a king next to it (an edge
/// mover's off the edge), Popeye's mating-move generator is followed by
/// its king-contact generator
/// (`orthodox_mating_moves/king_contact_move_generator.c`): the mating
/// side's king steps next to the enemy king, pushed in the order of
/// Popeye's queen vectors (right, up, left, down, up-left, up-right,
/// down-right, down-left) after the generator's moves, so tried first,
/// the last pushed first. The rank of such a move among the goal moves,
/// ahead of every other.
fn king_contact_rank(pos: &Position, mv: Move) -> Option<u64> {
    let mover = pos.side_to_move();
    if !pos.rules().conditions().mates_by_king_contact(!mover) || matches!(mv.kind, MoveKind::Castling(_)) {
        return None;
    }
    let (&[king], &[enemy]) = (pos.royals(mover), pos.royals(!mover)) else {
        return None;
    };
    let g = pos.rules().geometry();
    let (from, to, e) = (g.coord(mv.from), g.coord(mv.to), g.coord(enemy));
    if mv.from != king || (to.file - e.file).abs() > 1 || (to.rank - e.rank).abs() > 1 {
        return None;
    }
    const PUSHED: [(i8, i8); 8] = [(1, 0), (0, 1), (-1, 0), (0, -1), (-1, 1), (1, 1), (1, -1), (-1, -1)];
    let step = (to.file - from.file, to.rank - from.rank);
    let pushed = PUSHED.iter().position(|&d| d == step)?;
    Some(7 - pushed as u64)
}

/// Is this Popeye's game (orthodox chess and its fairy pieces), where
/// fairy men move in Popeye's order? The other rule sets' men (Courier's,
/// Shatar's, Tamerlane's) keep the order they are generated in.
fn popeye_board(pos: &Position) -> bool {
    pos.rules().set().name == "orthodox"
}

/// Where orphans may stand, Popeye sorts each position's moves by start,
/// arrival and capture square, a1 first, to drop the duplicates an orphan
/// generates (`duplicate_moves_per_piece_remover` in its
/// `solving/move_generator.c`), and plays them from the last: the man
/// nearest h8 first, its farthest arrival first.
fn sorted_key(pos: &Position, mv: Move) -> u64 {
    let g = pos.rules().geometry();
    let index = |s| {
        let c = g.coord(s);
        c.rank as u64 * g.files() as u64 + c.file as u64
    };
    let last = g.files() as u64 * g.ranks() as u64;
    let capture = pos.capture_square(mv).map_or(0, |s| 1 + index(s));
    (last - index(mv.from)) << 48
        | (last - index(mv.to)) << 32
        | (last + 1 - capture) << 16
        | u64::from(promotion_rank(pos, mv))
}

/// A pawn's step `(df, dr)` among its moves: generated as the capture to
/// the a-side, to the h-side, the step, the double step; played from the
/// last.
fn pawn_rank(df: i8, dr: i8) -> u32 {
    let generated = match df {
        -1 => 0,
        1 => 1,
        _ if dr.abs() == 1 => 2,
        _ => 3,
    };
    (3 - generated) * 16
}

/// Rank of a step `(df, dr)` among the steps of a king, queen, rook,
/// bishop or knight in Popeye's order; `None` for a pawn or a fairy man.
fn piece_rank(man: Option<Man>, df: i8, dr: i8) -> Option<u32> {
    match man? {
        Man::King | Man::Queen => Some(rider_rank(&QUEEN_DIRS, df, dr)),
        Man::Rook => Some(rider_rank(&QUEEN_DIRS[..4], df, dr)),
        Man::Bishop => Some(rider_rank(&QUEEN_DIRS[4..], df, dr)),
        Man::Knight => Some(rider_rank(&KNIGHT_DIRS, df, dr)),
        Man::Pawn => None,
    }
}

/// Where a condition generates the man's captures itself (Make&Take):
/// the capture's rank among them as Popeye tries them (the last generated
/// first; a promotion's Q, S, R, B in turn).
fn own_capture_rank(pos: &Position, mv: Move) -> Option<u64> {
    pos.capture_square(mv)?;
    let rank = |kind: crate::piece::Kind, from: crate::geometry::Square, to: crate::geometry::Square, capture: bool| {
        let g = pos.rules().geometry();
        let (f, t) = (g.coord(from), g.coord(to));
        step_rank(pos, kind, t.file - f.file, t.rank - f.rank, capture)
    };
    let captures = pos.rules().conditions().own_captures(pos, mv.from, &rank)?;
    let same = |o: &Move| o.to == mv.to && o.kind == mv.kind && o.latent == mv.latent;
    let first = captures.iter().position(same)?;
    Some(((captures.len() - first) as u64) << 12 | u64::from(promotion_rank(pos, mv)))
}

/// Rank of a step `(df, dr)` of a man of `kind` among its walk's moves as
/// Popeye generates them: smaller is generated later.
fn step_rank(pos: &Position, kind: crate::piece::Kind, df: i8, dr: i8, capture: bool) -> u32 {
    let man = Man::moving_as(pos, kind);
    match man {
        Some(Man::Pawn) => pawn_rank(df, dr),
        Some(_) => piece_rank(man, df, dr).unwrap_or(0),
        None if popeye_board(pos) => super::fairy_order::fairy_rank(pos, kind, df, dr, capture),
        None => 0,
    }
}

/// Rank of a Take&Make make `(df, dr)` among the makes of one take, in
/// the taken man's walk: a pawn's step, then its double step.
fn make_rank(pos: &Position, kind: crate::piece::Kind, df: i8, dr: i8) -> u32 {
    let man = Man::moving_as(pos, kind);
    match man {
        None if popeye_board(pos) => super::fairy_order::fairy_rank(pos, kind, df, dr, false),
        _ => piece_rank(man, df, dr).unwrap_or(u32::from(man == Some(Man::Pawn) && dr.abs() == 1)),
    }
}

/// Rank of a step `(df, dr)` among a man's moves along `dirs`: the last
/// direction first, and along a direction the farthest square first.
fn rider_rank(dirs: &[(i8, i8)], df: i8, dr: i8) -> u32 {
    let steps = df.abs().max(dr.abs());
    for (i, &(x, y)) in dirs.iter().enumerate() {
        if let Some(n) = (1..=steps).find(|&n| x * n == df && y * n == dr) {
            return (dirs.len() - 1 - i) as u32 * 64 + (63 - n as u32);
        }
    }
    0
}

/// Q, S, R, B in turn; a move without promotion first.
fn promotion_rank(pos: &Position, mv: Move) -> u32 {
    mv.promotion.map_or(0, |k| kind_rank(pos, k))
}

/// A promoted man's place among Q, S, R, B, then the fairy pieces in
/// Popeye's order of walks (0270: G, N, Z, CA, GI).
pub(super) fn kind_rank(pos: &Position, k: crate::piece::Kind) -> u32 {
    match Man::moving_as(pos, k) {
        Some(Man::Knight) => 1,
        Some(Man::Rook) => 2,
        Some(Man::Bishop) => 3,
        Some(_) => 0,
        None => crate::piece::catalogue::popeye_rank(pos.rules().piece_type(k).walk_name()).map_or(0, |r| 4 + r as u32),
    }
}
