//! The stalemating move of help play: which moves of the side to move could
//! leave the other side without a move? Most cannot, and telling them apart
//! on the board is far cheaper than making each and looking for a reply.
//!
//! One move changes little for the other side's men. A man of the other
//! side that has a move now keeps one afterwards unless the stalemating
//! move
//!
//! * captures it,
//! * pins it (possible only for a man on a line through its king: the king
//!   does not move, and a pin runs along such a line; these men are left
//!   alone here),
//! * or, for a pawn, lands on the square in front of it (its pushes) and
//!   leaves the squares it captures on (its captures).
//!
//! A piece (not a pawn) that is not pinned keeps a move whatever is done to
//! its squares: a man landing on one may be captured, a man leaving one
//! leaves it free. A move failing this for one man is dropped unmade;
//! the rest are made and tested as before, so the test only skips moves
//! that cannot stalemate. Orthodox chess only (no condition, no fairy
//! men), like the reach test; the king's own moves are left to the full
//! test.

use crate::geometry::Square;
use crate::position::{Move, MoveKind, Position};

/// A man of the other side that the last move must deal with, and its
/// moves.
struct Mobile {
    square: Square,
    pawn: bool,
    moves: std::ops::Range<usize>,
}

/// Keeps in `moves` (the side to move's legal moves, its last move of the
/// play) only those that could stalemate the other side.
pub fn keep_candidates(pos: &mut Position, moves: &mut Vec<Move>) {
    let rules = pos.rules_arc().clone();
    let geometry = rules.geometry();
    let them = !pos.side_to_move();
    let Some(&king) = pos.royals(them).first() else {
        return;
    };
    let kc = geometry.coord(king);
    let on_king_line = |sq: Square| {
        let c = geometry.coord(sq);
        let (df, dr) = (c.file - kc.file, c.rank - kc.rank);
        df == 0 || dr == 0 || df.abs() == dr.abs()
    };

    // The other side's pseudo-legal moves, as if it were to move.
    let mut theirs = Vec::with_capacity(64);
    pos.make_null();
    pos.pseudo_moves(&mut theirs);
    pos.unmake_null();
    theirs.sort_unstable_by_key(|m| m.from);

    let mut mobile: Vec<Mobile> = Vec::new();
    let mut pieces = 0;
    let mut i = 0;
    while i < theirs.len() {
        let from = theirs[i].from;
        let mut j = i;
        while j < theirs.len() && theirs[j].from == from {
            j += 1;
        }
        let piece = pos.piece_at(from).expect("a man on the square it moves from");
        let kind = piece.kind();
        if !rules.is_royal(kind) && !on_king_line(from) {
            let pawn = rules.is_pawn(kind);
            if !pawn {
                pieces += 1;
                // Two pieces off the king's lines: no single move takes both.
                if pieces == 2 {
                    moves.clear();
                    return;
                }
            }
            mobile.push(Mobile {
                square: from,
                pawn,
                moves: i..j,
            });
        }
        i = j;
    }
    if mobile.is_empty() {
        return;
    }

    let answers = |mv: &Move, m: &Mobile| -> bool {
        if mv.to == m.square {
            return true;
        }
        if !m.pawn {
            return false;
        }
        theirs[m.moves.clone()].iter().all(|b| match b.kind {
            MoveKind::EnPassant => false,
            // A capture: gone when the man taken leaves.
            _ if pos.piece_at(b.to).is_some() => mv.from == b.to,
            MoveKind::DoubleStep => mv.to == b.to || mv.to == Square((b.from.0 + b.to.0) / 2),
            _ => mv.to == b.to,
        })
    };
    moves.retain(|mv| {
        !matches!(mv.kind, MoveKind::Normal | MoveKind::DoubleStep) || mobile.iter().all(|m| answers(mv, m))
    });
}
