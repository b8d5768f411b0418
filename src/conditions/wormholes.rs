//! Wormholes (Popeye's `Wormholes`, French `TrousDeVer`, German
//! `Wurmloecher`): a man whose move ends on a wormhole goes on at once to
//! another, empty, wormhole of its choice; each choice is a move of its
//! own, and a move with no wormhole to go to is no move. As in Popeye
//! (`conditions/wormhole.c`):
//!
//! * the wormholes are tried from a1 (rank by rank); the wormhole the man
//!   left counts as empty, but going back there is no move unless the
//!   move took a man or promoted;
//! * a pawn that promotes where it arrives promotes first and goes on as
//!   its new piece (`e7-e8=Q[wQe8->d1]`); a pawn sent to its last rank
//!   promotes there, each piece a move (`b3-b4[wPb4->f8=Q]`);
//! * a man observes a man on a wormhole (so checks a king there) only if
//!   another wormhole is empty, or it stands on a wormhole itself;
//! * a pawn's double step that ends on a wormhole gives no en-passant
//!   right (the pawn is gone from the square passed).

use super::{Condition, FastPaths};
use crate::geometry::Square;
use crate::piece::Piece;
use crate::position::{Latent, Move, MoveKind, Position};

/// Wormholes.
#[derive(Clone, Debug, Default)]
pub struct Wormholes {
    /// The wormholes, a1 first.
    pub squares: Vec<Square>,
}

impl Wormholes {
    fn is_wormhole(&self, sq: Square) -> bool {
        self.squares.contains(&sq)
    }

    /// The wormholes the man of `mv` may go on to, in Popeye's order.
    fn exits(&self, pos: &Position, mv: Move) -> Vec<Square> {
        let capture = pos.capture_square(mv);
        let promotes_there = mv.promotion.is_some() && promotes_on(pos, mv);
        // A castling's rook: its square left, its arrival taken.
        let rook = match mv.kind {
            MoveKind::Castling(i) => Some(pos.rules().castling_rook_squares(i, pos.side_to_move())),
            _ => None,
        };
        let empty_after = |w: Square| match rook {
            Some((_, to)) if w == to => false,
            Some((from, _)) if w == from => true,
            _ => w == mv.from || Some(w) == capture || pos.piece_at(w).is_none(),
        };
        (self.squares.iter().copied())
            .filter(|&w| w != mv.to && empty_after(w) && !(w == mv.from && capture.is_none() && !promotes_there))
            .collect()
    }
}

/// Does the pawn of `mv` promote on its arrival square (rather than where
/// a wormhole sends it)?
fn promotes_on(pos: &Position, mv: Move) -> bool {
    let color = pos.side_to_move();
    pos.rules().is_promotion_square(mv.to, color)
}

impl Condition for Wormholes {
    fn frees_base_pawn(&self, sq: Square) -> bool {
        self.is_wormhole(sq)
    }

    /// Popeye lets every pawn on its first rank observe under Wormholes
    /// (its `CapturableBy…PawnSq` squares), on a wormhole or not.
    fn base_pawn_observes(&self, _sq: Square) -> bool {
        true
    }

    fn id(&self) -> &'static str {
        "Wormholes"
    }

    /// A move to a wormhole becomes one move per exit, and observation of
    /// a wormhole depends on the others: the moves are not the walks', the
    /// tables do not tell observation, the verdicts need the whole make.
    /// Legality is still the royals' safety, move by move. Popeye switches
    /// its mating-move generator off (`solving/machinery/twin.c`).
    fn keeps(&self) -> FastPaths {
        FastPaths::SAFETY_MOVE_BY_MOVE
    }

    fn after_move_order(&self) -> Option<u8> {
        // Popeye's transfer comes after Breton's and Haaner's place,
        // before the side changers and the rebirths of Circe.
        Some(8)
    }

    fn after_move(&self, pos: &mut Position, mv: Move, _captured: Option<(Piece, Square)>) {
        let Some(exit) = mv.latent.chosen_square() else {
            return;
        };
        let at = pos.mover_square(mv.to);
        let man = pos.piece_at(at).expect("the man in the wormhole");
        pos.remove_man(at);
        pos.add_man(exit, man);
    }

    fn rewrites_castling(&self) -> bool {
        true
    }

    fn promotes_after_choice(&self, pos: &Position, mv: Move) -> bool {
        // (The conditions ask only for a move with a choice and a
        // promotion.)
        !promotes_on(pos, mv)
    }

    fn rewrite_moves(&self, pos: &Position, moves: &mut Vec<Move>) {
        if !moves.iter().any(|m| self.is_wormhole(m.to)) {
            return;
        }
        let rules = pos.rules();
        let color = pos.side_to_move();
        let mut out = Vec::with_capacity(moves.len() + 8);
        for &m in moves.iter() {
            if !self.is_wormhole(m.to) || m.from == crate::position::NULL_SQUARE {
                out.push(m);
                continue;
            }
            let m = if m.kind == MoveKind::DoubleStep {
                Move {
                    kind: MoveKind::Normal,
                    ..m
                }
            } else {
                m
            };
            let mover = pos.piece_at(m.from).expect("a mover");
            let pawn = rules.is_pawn(mover.kind()) && m.promotion.is_none();
            let promotions = rules.promotions_of(mover.kind());
            for exit in self.exits(pos, m) {
                let on = Move {
                    latent: Latent::chosen(exit),
                    ..m
                };
                if pawn && rules.is_promotion_square(exit, color) && !promotions.is_empty() {
                    out.extend(promotions.iter().map(|&k| Move {
                        promotion: Some(k),
                        ..on
                    }));
                } else {
                    out.push(on);
                }
            }
        }
        *moves = out;
    }

    fn observation_counts(&self, pos: &Position, from: Square, target: Square, _by: crate::piece::Color) -> bool {
        !self.is_wormhole(target)
            || self.is_wormhole(from)
            || (self.squares.iter()).any(|&w| w != target && pos.piece_at(w).is_none())
    }
}
