//! MessignyChess (Popeye's `MessignyChess`, French `EchecsMessigny`,
//! German `MessignySchach`): instead of moving, a man may change places
//! with an enemy man of its kind, written `Sb1<->Sg8`, unless one of the
//! two stands where the opponent's last move exchanged two men (an
//! exchange is not answered by the same exchange back, but another pair
//! may exchange). The kings exchange too unless `RexExclusive`. In
//! series play the side's own last exchange binds its next move (Popeye
//! has no pass between them).
//!
//! As in Popeye (`messigny.c`), the exchanges of a man are generated after
//! its other moves (so tried first), its partners from a1 to h8 (tried
//! from h8). The last move's exchange is part of the position: the hash
//! marks its squares (`Position::make`), as it marks an en-passant square.

use super::{Condition, FastPaths};
use crate::position::{Latent, Move, MoveKind, Position};

/// MessignyChess.
#[derive(Clone, Copy, Debug)]
pub struct Messigny {
    /// Kings exchange too (Popeye's default).
    pub rex_inclusive: bool,
}

impl Condition for Messigny {
    fn id(&self) -> &'static str {
        "MessignyChess"
    }

    /// Exchanges are added; observation and make's board stay orthodox
    /// but for the exchange itself, which the cells' verdicts and the
    /// hash guess do not know. Popeye's mating moves come in its plain
    /// order (its `twin.c` switches its generator off).
    fn keeps(&self) -> FastPaths {
        FastPaths {
            royal_safety_only: true,
            move_by_move: true,
            table_observation: true,
            ..FastPaths::NONE
        }
    }

    fn rewrite_moves(&self, pos: &Position, moves: &mut Vec<Move>) {
        let us = pos.side_to_move();
        let rules = pos.rules();
        let forbidden = pos
            .last_exchange()
            .map_or([crate::position::NULL_SQUARE; 2], |last| [last.from, last.to]);
        for &from in pos.pieces(us) {
            let Some(man) = pos.piece_at(from) else {
                continue;
            };
            if (!self.rex_inclusive && rules.is_royal(man.kind())) || forbidden.contains(&from) {
                continue;
            }
            for &to in pos.pieces(!us) {
                if !forbidden.contains(&to) && pos.piece_at(to).is_some_and(|o| o.kind() == man.kind()) {
                    moves.push(Move {
                        from,
                        to,
                        kind: MoveKind::Exchange,
                        promotion: None,
                        latent: Latent::NONE,
                    });
                }
            }
        }
    }
}
