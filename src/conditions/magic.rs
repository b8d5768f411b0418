//! MagicSquares (Popeye's `MagicSquares`, French `CaseMagique`, German
//! `MagischeFelder`): a man that ends a move on a magic square changes
//! sides, kings (and royal men) and neutral men excepted; the man that
//! moved, a castling's rook, a man reborn there. Written as Popeye writes
//! a change of sides: `Tf8-f7=w`. As in Popeye
//! (`conditions/magic_square.c`), Type 1 changes sides after every other
//! effect of the move (after a Circe rebirth); Type 2 before the
//! rebirths, and is refused beside them (Popeye's AntiCirce then reads
//! the turned man's side for its rebirth square).

use super::{Condition, FastPaths};
use crate::geometry::Square;
use crate::piece::Piece;
use crate::position::{Effect, Move, MoveKind, Position};

/// MagicSquares.
#[derive(Clone, Debug, Default)]
pub struct MagicSquares {
    /// The magic squares.
    pub squares: Vec<Square>,
    /// Type 2: before the rebirths.
    pub type2: bool,
}

impl Condition for MagicSquares {
    fn id(&self) -> &'static str {
        "MagicSquares"
    }

    /// Moves, observation and legality stay orthodox; the change of sides
    /// comes after the move.
    fn keeps(&self) -> FastPaths {
        FastPaths::EFFECTS_AFTER_MOVE
    }

    fn after_move_order(&self) -> Option<u8> {
        // Type 2 before AntiCirce's rebirth (10), Type 1 after every
        // other effect (Masand's 40 included).
        Some(if self.type2 { 9 } else { 50 })
    }

    fn after_move(&self, pos: &mut Position, mv: Move, _captured: Option<(Piece, Square)>) {
        // Where men arrived in this move: the mover (wherever the effects
        // so far took it), a castling's rook, men added (reborn).
        let mut arrived = vec![pos.mover_square(mv.to)];
        if let MoveKind::Castling(i) = mv.kind {
            let (_, rook_to) = pos.rules().castling_rook_squares(i, pos.side_to_move());
            arrived.push(rook_to);
        }
        arrived.extend(pos.move_effects().iter().filter_map(|e| match *e {
            Effect::Added { sq, .. } => Some(sq),
            _ => None,
        }));
        let mut turned: Vec<Square> = Vec::new();
        for sq in arrived {
            if !self.squares.contains(&sq) || turned.contains(&sq) {
                continue;
            }
            let Some(man) = pos.piece_at(sq) else {
                continue;
            };
            if man.is_neutral() || pos.rules().piece_type(man.kind()).royal {
                continue;
            }
            pos.replace_man(sq, Piece::new(!man.color(), man.kind()));
            turned.push(sq);
        }
    }
}
