//! Moves the step tables cannot give, for the rule sets whose data asks
//! for them (Tamerlane): royals entering citadels, the pawn of pawns'
//! relocations, the king exchange; and the units no move may capture.

use crate::geometry::Square;
use crate::piece::{Color, EMPTY, OFF};
use crate::position::{Latent, Move, MoveKind, Position};

use super::MoveList;

impl Position {
    /// Before the legality test: drops captures of immune units and adds
    /// the citadel entries and the pawn of pawns' relocations.
    #[inline(never)]
    pub(crate) fn special_pseudo_moves(&self, out: &mut MoveList) {
        let rules = self.rules();
        let us = self.side_to_move();
        out.retain(|mv| self.may_capture_on(mv.to));
        let g = rules.geometry();
        let near = |a: Square, b: Square| {
            let (x, y) = (g.coord(a), g.coord(b));
            (x.file - y.file).abs() <= 1 && (x.rank - y.rank).abs() <= 1
        };
        if !rules.citadels().is_empty() {
            let highest = rules.royal_order().iter().copied().find(|&k| self.count(us, k) > 0);
            for &(citadel, owner) in rules.citadels() {
                if self.cell(citadel) != OFF {
                    continue;
                }
                for &r in self.royals(us) {
                    let kind = self.piece_at(r).expect("royal listed").kind();
                    let allowed = if owner == us {
                        Some(kind) == rules.own_citadel_royal()
                    } else {
                        Some(kind) == highest
                    };
                    if allowed && near(r, citadel) {
                        out.push(Move::normal(r, citadel));
                    }
                }
            }
        }
        if let Some((stages, _)) = rules.pawn_of_pawns() {
            for i in 0..self.pieces(us).len() {
                let from = self.pieces(us)[i];
                let kind = self.piece_at(from).expect("listed").kind();
                if kind == stages[1] {
                    for &to in g.squares() {
                        if self.cell(to) == EMPTY && rules.vacant(to) == EMPTY && self.forks_from(to, us) {
                            out.push(Move {
                                promotion: Some(stages[2]),
                                ..Move::normal(from, to)
                            });
                        }
                    }
                } else if kind == stages[3] {
                    let home = self.to_home_square(us);
                    if self.cell(home) == EMPTY {
                        out.push(Move {
                            promotion: Some(stages[4]),
                            ..Move::normal(from, home)
                        });
                    }
                }
            }
        }
    }

    /// May a move end on `sq` (empty, or holding a unit that can be
    /// captured)? A waiting pawn of pawns and a royal in a citadel cannot.
    fn may_capture_on(&self, sq: Square) -> bool {
        match self.piece_at(sq) {
            None => true,
            Some(p) => !self.rules().is_immune(p.kind()) && self.rules().vacant(sq) != OFF,
        }
    }

    /// Would a pawn of `us` on `sq` attack two enemy units it could take?
    fn forks_from(&self, sq: Square, us: Color) -> bool {
        let g = self.rules().geometry();
        let fwd = if us == Color::White { 1 } else { -1 };
        [-1, 1].iter().all(|&dx| {
            let t = sq.offset(g.delta(dx, fwd));
            self.piece_at(t).is_some_and(|p| p.color() != us) && self.may_capture_on(t)
        })
    }

    /// After the legality test: the king exchange, once per game, while
    /// the King is attacked or there is no other move.
    #[inline(never)]
    pub(crate) fn king_exchanges(&mut self, out: &mut MoveList) {
        let rules = self.rules_arc().clone();
        let us = self.side_to_move();
        let Some(king_kind) = rules.exchange_king() else {
            return;
        };
        if self.exchange_used(us) {
            return;
        }
        let Some(king) = self
            .royals(us)
            .iter()
            .copied()
            .find(|&r| self.piece_at(r).is_some_and(|p| p.kind() == king_kind))
        else {
            return;
        };
        if !out.is_empty() && !self.is_attacked(king, !us) {
            return;
        }
        let stages = rules.pawn_of_pawns().map(|(s, _)| s);
        let partners: Vec<Square> = self
            .pieces(us)
            .iter()
            .copied()
            .filter(|&sq| {
                let k = self.piece_at(sq).expect("listed").kind();
                sq != king && !rules.is_pawn(k) && !stages.is_some_and(|s| s.contains(&k)) && rules.vacant(sq) != OFF
            })
            .collect();
        for to in partners {
            let mv = Move {
                from: king,
                to,
                kind: MoveKind::KingExchange,
                promotion: None,
                latent: Latent::NONE,
            };
            self.make(mv);
            let safe = !self.is_attacked(to, !us);
            self.unmake();
            if safe {
                out.push(mv);
            }
        }
    }
}
