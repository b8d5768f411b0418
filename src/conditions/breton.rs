//! Breton (Popeye's `Breton`, the same word in French and German): when
//! a man is taken, one man of the same walk of the capturer's side
//! (`Adverse`: of the side that lost the man) is taken off the board too,
//! chosen by the capturer; the capturer itself may be that man. With
//! `Chromatic` the chosen man changes sides instead. A capture where no
//! such man stands is an ordinary capture. As in Popeye
//! (`conditions/breton.c`):
//!
//! * each choice is a move of its own, tried in the order of the board's
//!   squares from a1 (rank by rank);
//! * by default (WinChloe's rule) the choice comes before a pawn's
//!   promotion, and neutral men are never chosen: a capturing pawn may be
//!   the man chosen, and then it does not promote; the promotion is then
//!   written after the choice (`b7*c8[-wPg2][c8=Q]`);
//! * with `PY` (Popeye's own earlier rule) the choice comes after the
//!   promotion (the promoted man may be chosen) and a neutral man of the
//!   walk may be chosen (`[-nSh6]`).
//!
//! The choice is written after the move: `[-wBg4]`, `[d4=b]`.

use super::{Condition, FastPaths};
use crate::geometry::Square;
use crate::piece::Piece;
use crate::position::{Latent, Move, Position};

/// Breton.
#[derive(Clone, Copy, Debug, Default)]
pub struct Breton {
    /// The man comes from the side that lost a man (else the capturer's).
    pub adverse: bool,
    /// The man changes sides (else it is taken off).
    pub chromatic: bool,
    /// Popeye's rule (`PY`): after the promotion, neutral men too.
    pub popeye: bool,
}

impl Breton {
    /// The squares of the men the capture `mv` (a capture, promoting to
    /// `promotion`) may choose, in the order Popeye tries them.
    fn candidates(
        &self,
        pos: &Position,
        mv: Move,
        capture: Square,
        promotion: Option<crate::piece::Kind>,
    ) -> Vec<Square> {
        let rules = pos.rules();
        let mover = pos.piece_at(mv.from).expect("a mover");
        let taken = pos.piece_at(capture).expect("a man taken");
        let walk = |p: Piece| rules.piece_type(p.kind()).walk_name();
        let victim_walk = walk(taken);
        let side = if self.adverse {
            !pos.side_to_move()
        } else {
            pos.side_to_move()
        };
        let arrived = match promotion {
            Some(k) => mover.with_kind(k),
            None => mover,
        };
        (rules.geometry().squares().iter().copied())
            .filter(|&s| {
                let man = if s == mv.to {
                    Some(arrived)
                } else if s == mv.from || s == capture {
                    None
                } else {
                    pos.piece_at(s)
                };
                man.is_some_and(|p| p.belongs_to(side) && (self.popeye || !p.is_neutral()) && walk(p) == victim_walk)
            })
            .collect()
    }
}

impl Condition for Breton {
    fn id(&self) -> &'static str {
        "Breton"
    }

    /// A capture becomes one move per choice, and its effect comes after
    /// the move: the moves are not the walks' and their verdicts need the
    /// whole make; observation and the kings' safety stay orthodox.
    fn keeps(&self) -> FastPaths {
        FastPaths {
            plain_moves: false,
            popeye_mating_order: false,
            ..FastPaths::EFFECTS_AFTER_MOVE
        }
    }

    fn after_move_order(&self) -> Option<u8> {
        // WinChloe's rule acts before the pawn's promotion and the
        // rebirths; Popeye's after AntiCirce's rebirth, before the
        // changes of sides (Andernach).
        Some(if self.popeye { 15 } else { 6 })
    }

    fn after_move(&self, pos: &mut Position, mv: Move, _captured: Option<(Piece, Square)>) {
        let Some(sq) = mv.latent.chosen_square() else {
            return;
        };
        if self.chromatic {
            let man = pos.piece_at(sq).expect("a man chosen");
            pos.replace_man(sq, Piece::new(!man.color(), man.kind()));
        } else {
            pos.remove_man(sq);
        }
    }

    fn promotes_after_choice(&self, _pos: &Position, _mv: Move) -> bool {
        !self.popeye
    }

    fn rewrite_moves(&self, pos: &Position, moves: &mut Vec<Move>) {
        if !moves.iter().any(|&m| pos.capture_square(m).is_some()) {
            return;
        }
        let mut out = Vec::with_capacity(moves.len() + 8);
        let mut i = 0;
        while i < moves.len() {
            let m = moves[i];
            let Some(capture) = pos.capture_square(m) else {
                out.push(m);
                i += 1;
                continue;
            };
            // A pawn's capture on its last rank comes once per promotion.
            let mut j = i + 1;
            while m.promotion.is_some()
                && j < moves.len()
                && (moves[j].from, moves[j].to, moves[j].kind) == (m.from, m.to, m.kind)
            {
                j += 1;
            }
            let group = &moves[i..j];
            let with = |mv: Move, sq: Square| Move {
                latent: Latent::chosen(sq),
                ..mv
            };
            if self.popeye {
                for &g in group {
                    let chosen = self.candidates(pos, g, capture, g.promotion);
                    if chosen.is_empty() {
                        out.push(g);
                    }
                    out.extend(chosen.into_iter().map(|sq| with(g, sq)));
                }
            } else {
                let chosen = self.candidates(pos, m, capture, None);
                if chosen.is_empty() {
                    out.extend_from_slice(group);
                }
                for sq in chosen {
                    if sq == m.to && m.promotion.is_some() {
                        // The capturing pawn itself goes before it promotes.
                        out.push(with(Move { promotion: None, ..m }, sq));
                    } else {
                        out.extend(group.iter().map(|&g| with(g, sq)));
                    }
                }
            }
            i = j;
        }
        *moves = out;
    }
}
