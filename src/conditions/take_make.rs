//! Take&MakeChess (Popeye's `Take&MakeChess`, French `Take&MakeEchecs`,
//! German `Take&MakeSchach`): a capture is completed by a move of the
//! capturer, from the square where it captured, as the man it took moves
//! (that man's walk and side: a pawn taken makes as that pawn, towards
//! its own promotion rank), taking nothing. A capture with no such move is
//! no move. As in Popeye (`conditions/take_and_make.c`):
//!
//! * the make is generated on the board after the take: the capturer's
//!   departure square is free, the man taken gone;
//! * a pawn may not make onto its own first rank, and promotes when the
//!   make ends on its promotion rank;
//! * check stays the orthodox capture of the king, whether or not a make
//!   would follow (Popeye's variant `Absolute`, where it must, is refused
//!   by name).
//!
//! The move is written with both squares, `Sa3*c4-c3`.

use super::{Condition, FastPaths};
use crate::geometry::Square;
use crate::piece::Color;
use crate::position::{Latent, Move, MoveKind, Position};

/// Take&MakeChess.
#[derive(Clone, Copy, Debug, Default)]
pub struct TakeMake;

impl TakeMake {
    /// The Take&Make moves of the capture `take`, appended to `out`.
    fn makes(&self, pos: &Position, take: Move, out: &mut Vec<Move>) {
        let Some(capture) = pos.capture_square(take) else {
            out.push(take);
            return;
        };
        let rules = pos.rules();
        let g = rules.geometry();
        let mover = pos.piece_at(take.from).expect("a mover");
        let taken = pos.piece_at(capture).expect("a man taken");
        let landing = take.to;
        let cell = |s: Square| {
            if s == landing {
                mover.code()
            } else if s == take.from || s == capture {
                rules.vacant(s)
            } else {
                pos.cell(s)
            }
        };
        let kind = if take.kind == MoveKind::EnPassant {
            MoveKind::TakeMakeEp
        } else {
            MoveKind::TakeMake(g.dense(capture) as u8)
        };
        let mut arrivals = Vec::new();
        pos.quiet_moves_on(landing, taken.kind(), taken.color(), cell, &mut arrivals);
        let pawn = rules.is_pawn(mover.kind());
        let us = mover.color();
        for a in arrivals {
            if pawn && first_rank(pos, a.to, us) {
                continue;
            }
            let mv = Move {
                from: take.from,
                to: a.to,
                kind,
                promotion: None,
                latent: Latent::NONE,
            };
            let promotions = rules.promotions_of(mover.kind());
            if pawn && rules.is_promotion_square(a.to, us) && !promotions.is_empty() {
                out.extend(promotions.iter().map(|&k| Move {
                    promotion: Some(k),
                    ..mv
                }));
            } else {
                out.push(mv);
            }
        }
    }
}

impl Condition for TakeMake {
    fn id(&self) -> &'static str {
        "Take&MakeChess"
    }

    /// Captures become Take&Make moves (so the moves are no longer the
    /// walks'), which end away from the man they take: their verdicts need
    /// the whole make, and the orthodox answers to a check, the hash
    /// guess and the orthodox pruning do not know them. Observation and
    /// legality stay orthodox.
    fn keeps(&self) -> FastPaths {
        FastPaths {
            royal_safety_only: true,
            move_by_move: true,
            table_observation: true,
            ..FastPaths::NONE
        }
    }

    fn setup_errors(&self, rules: &crate::rules::Rules, _view: &super::SetupView) -> Vec<String> {
        // The capture square travels in the move as a dense index.
        if rules.geometry().square_count() > 256 {
            return vec!["not supported: Take&MakeChess on a board of more than 256 squares".into()];
        }
        Vec::new()
    }

    fn rewrite_moves(&self, pos: &Position, moves: &mut Vec<Move>) {
        if !moves.iter().any(|&m| pos.capture_square(m).is_some()) {
            return;
        }
        let mut out = Vec::with_capacity(moves.len() + 8);
        let mut last: Option<Move> = None;
        for &m in moves.iter() {
            // A pawn's capture on its last rank comes once per promotion;
            // its makes once (the promotion is the make's, where it ends).
            let again = m.promotion.is_some()
                && last.is_some_and(|l| l.from == m.from && l.to == m.to && l.kind == m.kind)
                && pos.capture_square(m).is_some();
            last = Some(m);
            if !again {
                self.makes(pos, m, &mut out);
            }
        }
        *moves = out;
    }
}

/// Is `sq` on `color`'s first rank (the rank its pieces start on)?
fn first_rank(pos: &Position, sq: Square, color: Color) -> bool {
    let g = pos.rules().geometry();
    let rank = g.coord(sq).rank;
    match color {
        Color::White => rank == 0,
        Color::Black => rank == g.ranks() as i8 - 1,
    }
}
