//! Make&TakeChess (Popeye's `Make&TakeChess`, French `Make&TakeEchecs`,
//! German `Make&TakeSchach`): a man captures in two parts. First it
//! makes a move that takes nothing as the man it is to take would (that
//! man's walk and side: as a black pawn, downwards), then from there it
//! takes that man with its own walk. A man's captures of its own walk
//! alone are no moves; its moves that take nothing stay. Check is such a
//! capture of the king. As in Popeye (`conditions/make_and_take.c`):
//!
//! * the move is written from where the man started to where it took
//!   (`Sc1*c3`: the knight went c1-d1 as a rook, then took c3); the make's
//!   square is not part of the move, so two makes that lead to the same
//!   capture are one move;
//! * the make is generated with the capturer on its square, the take with
//!   the capturer on the make's square and its square vacated;
//! * a man standing on the other side's king square of the game array
//!   (e8 for Black's king) may make as that king by castling, when
//!   Black's rook for that castling has not moved and the squares between
//!   are empty: the man goes to g8 (c8), the rook to f8 (d8), then it
//!   takes from there (`0-0*e6`). The rook is moved after the take is
//!   generated (the take sees it on its corner), and such a capture is kept
//!   beside a plain make's capture on the same square.
//!
//! Popeye's king square of the intermediate castling test is void here
//! (the castling man is no king), so nothing but the rook's right and the
//! empty squares is asked of it.

use super::{Condition, FastPaths};
use crate::geometry::Square;
use crate::piece::{Color, EMPTY, Kind, Piece};
use crate::position::{Latent, Move, MoveKind, Position};
use crate::rules::Rules;

/// Ranks a move of a walk among the moves of that walk as Popeye
/// generates them (the walk's kind, its start and arrival squares, whether
/// it captures): smaller is generated later.
pub type StepRank<'a> = &'a dyn Fn(Kind, Square, Square, bool) -> u32;

/// Make&TakeChess.
#[derive(Clone, Copy, Debug, Default)]
pub struct MakeTake;

/// Popeye's order of walks: king, pawn, queen, knight, rook, bishop, then
/// the fairy walks in its table's order.
fn walk_rank(rules: &Rules, kind: Kind) -> usize {
    let name = rules.piece_type(kind).walk_name().to_ascii_lowercase();
    match name.as_str() {
        "king" => 0,
        "pawn" => 1,
        "queen" => 2,
        "knight" => 3,
        "rook" => 4,
        "bishop" => 5,
        n => 6 + crate::piece::catalogue::popeye_rank(n).unwrap_or(usize::MAX - 7),
    }
}

impl MakeTake {
    /// The Make&Take captures of the man on `from`, on the board `cell`
    /// reads, in Popeye's order of generation where `rank` is given (the
    /// victims' walks in Popeye's order, each walk's castling makes first,
    /// then its makes from the last generated), appended to `out`.
    /// `only`: the captures of the man on that square alone.
    fn captures(
        &self,
        pos: &Position,
        cell: &dyn Fn(Square) -> u8,
        from: Square,
        only: Option<Square>,
        rank: Option<StepRank>,
        out: &mut Vec<Move>,
    ) {
        let rules = pos.rules();
        let Some(mover) = Piece::from_cell(cell(from)) else {
            return;
        };
        let (us, them) = (mover.color(), !mover.color());
        // The victims' walks, one kind standing for each walk, and each
        // victim kind's walk.
        let mut walks: Vec<(usize, Kind)> = Vec::new();
        let mut walk_of = [usize::MAX; crate::piece::MAX_KINDS];
        let victim_at = |s: Square| Piece::from_cell(cell(s)).filter(|p| p.color() == them && !p.is_neutral());
        let victims: &[Square] = match only {
            Some(ref t) => std::slice::from_ref(t),
            None => pos.pieces(them),
        };
        for &s in victims {
            let Some(p) = victim_at(s) else { continue };
            let k = p.kind();
            if walk_of[k.0 as usize] == usize::MAX {
                let r = walk_rank(rules, k);
                walk_of[k.0 as usize] = r;
                if !walks.iter().any(|&(w, _)| w == r) {
                    walks.push((r, k));
                }
            }
        }
        walks.sort_unstable_by_key(|&(r, _)| r);
        let mut makes = Vec::new();
        let mut takes = Vec::new();
        for &(walk, kind) in &walks {
            let is_victim = |s: Square| {
                only.is_none_or(|t| t == s) && victim_at(s).is_some_and(|p| walk_of[p.kind().0 as usize] == walk)
            };
            // The takes from one make square, the man moved there (and
            // the castling's rook still on its corner).
            let takes_from = |to: Square, takes: &mut Vec<Move>| {
                takes.clear();
                let moved = |s: Square| {
                    if s == to {
                        mover.code()
                    } else if s == from {
                        rules.vacant(s)
                    } else {
                        cell(s)
                    }
                };
                pos.moves_on(to, mover.kind(), us, moved, takes);
                let ep = pos.ep_victim().unwrap_or(to);
                takes.retain(|t| is_victim(t.taken_square(rules, ep)) && cell_is_capture(&moved, t, ep, rules));
                if let Some(rank) = rank {
                    // Generated in the walk's order: the largest rank first.
                    takes.sort_by_key(|t| std::cmp::Reverse(rank(mover.kind(), to, t.to, true)));
                }
            };
            // Castling makes: generated after the steps, the king's side
            // first, so taken up first from the last, the queen's side
            // first; none of their captures is dropped as a duplicate.
            if walk == 0 {
                for (rook, king_to) in self.castlings(pos, cell, from, them) {
                    takes_from(king_to, &mut takes);
                    out.extend(takes.iter().map(|&t| Move {
                        from,
                        latent: Latent::chosen(rook),
                        ..t
                    }));
                }
            }
            let castled = out.len();
            makes.clear();
            pos.quiet_moves_on(from, kind, them, cell, &mut makes);
            if let Some(rank) = rank {
                // Popeye takes the makes up from the last generated.
                makes.sort_by_key(|m| rank(kind, from, m.to, false));
            }
            for m in &makes {
                takes_from(m.to, &mut takes);
                for &t in &takes {
                    // One capture per arrival (its promotions all come from
                    // the first make that reaches it).
                    let earlier = out[castled..].iter().position(|o| o.to == t.to);
                    if earlier.is_some_and(|i| out[castled + i].latent != Latent::chosen(m.to)) {
                        continue;
                    }
                    out.push(Move {
                        from,
                        latent: Latent::chosen(m.to),
                        ..t
                    });
                }
            }
            // The make's square was held to drop duplicates: it is not
            // part of the move.
            for o in &mut out[castled..] {
                o.latent = Latent::NONE;
            }
        }
    }

    /// The castlings the man on `from` may make as `them`'s king: the
    /// rook's square and the square the man goes to, the queen's side
    /// first.
    fn castlings(
        &self,
        pos: &Position,
        cell: &dyn Fn(Square) -> u8,
        from: Square,
        them: Color,
    ) -> Vec<(Square, Square)> {
        let rules = pos.rules();
        let flags = pos.castle_flags() >> 8;

        let mut found = Vec::new();
        for (i, c) in rules.set().castling.iter().enumerate() {
            let home = |f: u8| rules.home_square(them, f);
            let (Some(king), Some(rook), Some(king_to)) = (home(c.king_from), home(c.rook_from), home(c.king_to))
            else {
                continue;
            };
            if king != from || flags & u16::from(Rules::castling_bit(i, them)) == 0 {
                continue;
            }
            let (lo, hi) = (c.king_from.min(c.rook_from), c.king_from.max(c.rook_from));
            if ((lo + 1)..hi).all(|f| home(f).is_some_and(|s| cell(s) == EMPTY)) {
                found.push((c.rook_from < c.king_from, rook, king_to));
            }
        }
        found.sort_by_key(|&(queen_side, ..)| !queen_side);
        found.into_iter().map(|(_, r, k)| (r, k)).collect()
    }

    /// Does a man of `by` take the man on `target` by Make&Take, on the
    /// board `cell` reads?
    fn takes(&self, pos: &Position, cell: &dyn Fn(Square) -> u8, target: Square, by: Color) -> bool {
        let mut found = Vec::new();
        pos.pieces(by).iter().any(|&s| {
            found.clear();
            s != target && {
                self.captures(pos, cell, s, Some(target), None, &mut found);
                !found.is_empty()
            }
        })
    }

    /// The rook the castling make `mv` moves: its square and where it
    /// goes.
    fn castling_rook(&self, pos: &Position, mv: Move) -> Option<(Square, Square, bool)> {
        let rook = mv.latent.chosen_square()?;
        let rules = pos.rules();
        let them = !pos.piece_at(mv.from)?.color();
        rules.set().castling.iter().find_map(|c| {
            (rules.home_square(them, c.rook_from) == Some(rook))
                .then(|| {
                    rules
                        .home_square(them, c.rook_to)
                        .map(|to| (rook, to, c.rook_from > c.king_from))
                })
                .flatten()
        })
    }
}

/// Is the take `t` a capture on the board `cell` reads (a man on the
/// square it takes on)?
fn cell_is_capture(cell: &impl Fn(Square) -> u8, t: &Move, ep: Square, rules: &Rules) -> bool {
    if matches!(
        t.kind,
        MoveKind::Castling(_) | MoveKind::KingExchange | MoveKind::Exchange
    ) {
        return false;
    }
    Piece::from_cell(cell(t.taken_square(rules, ep))).is_some()
}

impl Condition for MakeTake {
    fn id(&self) -> &'static str {
        "Make&TakeChess"
    }

    /// Captures are the condition's own, and so is check: neither the
    /// walks' moves nor the attack tables tell them. Legality stays the
    /// king's safety, move by move; a castling make moves a rook after
    /// the move.
    fn keeps(&self) -> FastPaths {
        FastPaths::SAFETY_MOVE_BY_MOVE
    }

    fn setup_errors(&self, rules: &Rules, _view: &super::SetupView) -> Vec<String> {
        if rules.set().name != "orthodox" {
            return vec![format!(
                "not supported: Make&TakeChess in the {} rule set",
                rules.set().name
            )];
        }
        Vec::new()
    }

    fn after_move_order(&self) -> Option<u8> {
        // The castling partner moves as part of the move, before any
        // rebirth.
        Some(0)
    }

    fn after_move(&self, pos: &mut Position, mv: Move, _captured: Option<(Piece, Square)>) {
        let Some(rook) = mv.latent.chosen_square() else {
            return;
        };
        let Some(man) = pos.piece_at(rook) else {
            return;
        };
        let to = {
            let rules = pos.rules();
            rules.set().castling.iter().find_map(|c| {
                (rules.home_square(man.color(), c.rook_from) == Some(rook))
                    .then(|| rules.home_square(man.color(), c.rook_to))
                    .flatten()
            })
        };
        if let Some(to) = to.filter(|&t| pos.piece_at(t).is_none()) {
            pos.move_man(rook, to);
        }
    }

    fn rewrite_moves(&self, pos: &Position, moves: &mut Vec<Move>) {
        moves.retain(|&m| pos.capture_square(m).is_none());
        let us = pos.side_to_move();
        let cell = |s: Square| pos.cell(s);
        for &from in pos.pieces(us) {
            self.captures(pos, &cell, from, None, None, moves);
        }
    }

    fn observation_counts(&self, _pos: &Position, _from: Square, _target: Square, _by: Color) -> bool {
        false
    }

    /// A man observes what it could take by Make&Take. An empty square
    /// (one a castling king passes) is observed where the king would be
    /// taken on it, moved there.
    fn observes(&self, pos: &Position, target: Square, by: Color) -> bool {
        if pos.piece_at(target).is_some() {
            return self.takes(pos, &|s| pos.cell(s), target, by);
        }
        let &[king] = pos.royals(!by) else {
            return false;
        };
        let cell = pos.cells_with_man_moved(king, target);
        self.takes(pos, &cell, target, by)
    }

    fn move_text_start(&self, pos: &Position, mv: Move) -> Option<&'static str> {
        let (_, _, king_side) = self.castling_rook(pos, mv)?;
        Some(if king_side { "0-0" } else { "0-0-0" })
    }

    fn own_captures(&self, pos: &Position, from: Square, rank: StepRank) -> Option<Vec<Move>> {
        let mut out = Vec::new();
        self.captures(pos, &|s| pos.cell(s), from, None, Some(rank), &mut out);
        Some(out)
    }
}
