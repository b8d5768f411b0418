//! The order in which Popeye tries moves, so that help and series lines can
//! be listed as Popeye lists them. The order matters to the output only:
//! with MaxSolutions it picks which solutions are shown (suite case 0386),
//! otherwise it is the order of the lines. The search itself keeps its own
//! move order; the found lines are sorted afterwards.
//!
//! Popeye generates the moves of a side square by square from h8 to a1
//! (rank by rank, each rank from the h-file), each man's moves in the order
//! of its direction vectors (a rider's steps outward), and then plays them
//! from the last generated: a1 first, and a man's last direction first. A
//! pawn generates its captures towards the a-file and the h-file, then its
//! step and double step. A promotion is played as Q, S, R, B in turn; a
//! pass (NullMoves) comes first.
//! Shorter solutions come before longer ones (Popeye solves help play
//! length by length).

use super::reach::Man;
use crate::position::{Move, MoveKind, NULL_SQUARE, Position};

/// Popeye's direction vectors for the king, queen, rook and bishop, in its
/// order (file step, rank step): rook directions, then bishop directions.
const QUEEN_DIRS: [(i8, i8); 8] = [(1, 0), (0, 1), (-1, 0), (0, -1), (-1, 1), (1, 1), (1, -1), (-1, -1)];

/// The knight's, in Popeye's order.
const KNIGHT_DIRS: [(i8, i8); 8] = [(-2, 1), (-1, 2), (1, 2), (2, 1), (2, -1), (1, -2), (-1, -2), (-2, -1)];

/// Sort key of a move among the moves of its position: smaller is tried
/// earlier by Popeye. Moves of men Popeye does not describe the same way
/// (fairy men, castling) keep a neutral key, and a stable sort keeps their
/// order.
pub fn key(pos: &Position, mv: Move) -> u32 {
    key_seen(pos, mv, false)
}

/// [`key`] as Popeye orders the moves on the board turned upside down
/// (colours swapped), which its intelligent mode searches where White is
/// the side to be mated: the first rank read as the last.
pub fn key_mirrored(pos: &Position, mv: Move) -> u32 {
    key_seen(pos, mv, true)
}

fn key_seen(pos: &Position, mv: Move, mirrored: bool) -> u32 {
    if mv.from == NULL_SQUARE {
        // Popeye pushes the pass on top of the side's moves: played first.
        return 0;
    }
    let g = pos.rules().geometry();
    let (from, to) = (g.coord(mv.from), g.coord(mv.to));
    let rank = if mirrored {
        g.ranks() as i8 - 1 - from.rank
    } else {
        from.rank
    };
    let square = rank as u32 * g.files() as u32 + from.file as u32;
    let (df, dr) = (to.file - from.file, to.rank - from.rank);
    let dr = if mirrored { -dr } else { dr };
    let within = match pos.piece_at(mv.from).and_then(|p| Man::of(pos, p.kind())) {
        Some(Man::King) if matches!(mv.kind, MoveKind::Castling(_)) => 0,
        Some(Man::King | Man::Queen) => rider_rank(&QUEEN_DIRS, df, dr),
        Some(Man::Rook) => rider_rank(&QUEEN_DIRS[..4], df, dr),
        Some(Man::Bishop) => rider_rank(&QUEEN_DIRS[4..], df, dr),
        Some(Man::Knight) => rider_rank(&KNIGHT_DIRS, df, dr),
        Some(Man::Pawn) => {
            // Generated: capture to the a-side, to the h-side, step, double step.
            let generated = match df {
                -1 => 0,
                1 => 1,
                _ if dr.abs() == 1 => 2,
                _ => 3,
            };
            (3 - generated) * 4 + promotion_rank(pos, mv)
        }
        None => 0,
    };
    (square + 1) << 12 | within
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
    match mv.promotion.and_then(|k| Man::of(pos, k)) {
        Some(Man::Knight) => 1,
        Some(Man::Rook) => 2,
        Some(Man::Bishop) => 3,
        _ => 0,
    }
}
