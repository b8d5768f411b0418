//! Perft: the number of leaf nodes of the legal move tree, the standard
//! check of a move generator against an independent engine.

use crate::position::{Move, MoveList, Position};

/// Counts the leaves of the legal move tree `depth` plies deep. At depth 1
/// the legal moves are counted without being made ("bulk counting").
pub fn perft(pos: &mut Position, depth: u32) -> u64 {
    let mut lists: Vec<MoveList> = (0..depth.max(1)).map(|_| Vec::with_capacity(128)).collect();
    count(pos, depth, &mut lists)
}

fn count(pos: &mut Position, depth: u32, lists: &mut [MoveList]) -> u64 {
    if depth == 0 {
        return 1;
    }
    let (list, rest) = lists.split_first_mut().expect("one list per ply");
    pos.legal_moves_into(list);
    if depth == 1 {
        return list.len() as u64;
    }
    let mut total = 0;
    for &mv in list.iter() {
        pos.make(mv);
        total += count(pos, depth - 1, rest);
        pos.unmake();
    }
    total
}

/// Perft split by the first move, in generation order.
pub fn divide(pos: &mut Position, depth: u32) -> Vec<(Move, u64)> {
    let moves = pos.legal_moves();
    moves
        .into_iter()
        .map(|mv| {
            pos.make(mv);
            let n = if depth <= 1 { 1 } else { perft(pos, depth - 1) };
            pos.unmake();
            (mv, n)
        })
        .collect()
}
