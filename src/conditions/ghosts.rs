//! GhostChess and HauntedChess (Popeye's `GhostChess`, `HauntedChess`;
//! `conditions/ghost_chess.c`, `conditions/haunted_chess.c`): a man
//! captured waits as a ghost on the square it was taken on, and comes
//! back there after the first move that leaves the square empty, written
//! as an addition: `Kf5*e4[+wuRf5]`.
//!
//! * GhostChess: the ghost comes back uncapturable (Popeye sets the
//!   attribute on it), so it never waits twice; two ghosts may wait on
//!   one square, the newer comes back first and the older waits on.
//! * HauntedChess: the ghost comes back as it was, and may be taken
//!   again; a capture on a square where a ghost waits sends that ghost
//!   away for good before the new one waits there.
//!
//! After every move (Popeye's summoner runs after each move, whoever
//! made it) the ghosts are read newest first and each whose square is
//! empty comes back. The ghosts are part of the position: its hash
//! holds them (see [`Position::ghosts`]).

use super::{Condition, FastPaths};
use crate::geometry::Square;
use crate::piece::{EMPTY, Kind, Piece};
use crate::position::{Move, MoveKind, Position};

/// GhostChess or HauntedChess.
#[derive(Clone, Debug)]
pub struct Ghosts {
    /// HauntedChess (else GhostChess).
    pub haunted: bool,
    /// GhostChess: per kind, the uncapturable form its ghost takes.
    pub uncapturable: Vec<Kind>,
}

impl Condition for Ghosts {
    fn id(&self) -> &'static str {
        if self.haunted { "HauntedChess" } else { "GhostChess" }
    }

    /// Only make does more: men come back after a move.
    fn keeps(&self) -> FastPaths {
        FastPaths::EFFECTS_AFTER_MOVE
    }

    /// Alone for now (the registry keeps the others away): after the
    /// rebirths, as Popeye's summoner comes late among the move's slices.
    fn after_move_order(&self) -> Option<u8> {
        Some(50)
    }

    fn after_move(&self, pos: &mut Position, mv: Move, captured: Option<(Piece, Square)>) {
        if let Some((man, sq)) = captured {
            if self.haunted {
                // Popeye looks for the ghost under the move's capture
                // square, which for en passant is a code rather than the
                // pawn's square: it finds none there.
                if mv.kind != MoveKind::EnPassant
                    && let Some(i) = pos.ghosts().iter().rposition(|&(s, _)| s == sq)
                {
                    pos.forget_ghost(i);
                }
                pos.remember_ghost(sq, man);
            } else {
                let form = self.uncapturable[man.kind().0 as usize];
                pos.remember_ghost(sq, man.with_kind(form));
            }
        }
        let mut i = pos.ghosts().len();
        while i > 0 {
            i -= 1;
            let (sq, man) = pos.ghosts()[i];
            if pos.cell(sq) == EMPTY {
                pos.add_man(sq, man);
                pos.forget_ghost(i);
            }
        }
    }
}
