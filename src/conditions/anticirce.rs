//! AntiCirce (Popeye's `AntiCirce`, `MirrorAntiCirce`, `FileAntiCirce`,
//! `MirrorFileAntiCirce`): after a capture the capturing man is reborn on
//! its own rebirth square (Circe's squares read for the capturer, the
//! capture square standing for where it was taken; a pawn promoting by
//! the capture is reborn as the promoted piece). As in Popeye:
//!
//! * the king is reborn too (RexInclusive is AntiCirce's default;
//!   `RexExclusive` lets it capture as in orthodox chess);
//! * a capture whose rebirth square is occupied is illegal (Strict);
//! * a capture on the rebirth square itself leaves the capturer there
//!   (Calvet, the default); under `Cheylan` such a capture is illegal.
//!
//! A check is a capture of the king that would be legal: a man whose
//! capture of the king would be illegal does not check (so kings may
//! stand side by side when neither's rebirth square is free).

use super::circe::{CaptureSquares, Choice, Occupied, Rebirth, RebirthSquares, move_vector, uncover};
use super::{Condition, FastPaths};
use crate::geometry::Square;
use crate::piece::{Color, EMPTY, Piece};
use crate::position::{Latent, Move, Position};

/// AntiCirce with one rebirth rule.
#[derive(Clone, Debug)]
pub struct AntiCirce {
    id: &'static str,
    squares: RebirthSquares,
    /// A capture on the rebirth square is illegal (else the man stays).
    cheylan: bool,
    /// Kings are reborn like other men.
    rex_inclusive: bool,
    /// An occupied rebirth square: Popeye's default `Strict` forbids the
    /// capture; under `Relaxed` (`Vanish`) the capturer stays where it
    /// captured; under `Volcanic` it goes under the square, under
    /// `Parachute` the man there does.
    occupied: Occupied,
    /// The capturer chooses its rebirth square (AntiSuperCirce, Cage).
    choice: Option<Choice>,
}

impl AntiCirce {
    /// AntiCirce named `id` of these squares.
    pub fn new(id: &'static str, squares: RebirthSquares, cheylan: bool, rex_inclusive: bool) -> AntiCirce {
        AntiCirce {
            id,
            squares,
            cheylan,
            rex_inclusive,
            occupied: Occupied::Strict,
            choice: None,
        }
    }

    /// The same, with this rule for an occupied rebirth square, and the
    /// rebirth square chosen by `choice`.
    pub fn with_rule(self, occupied: Occupied, choice: Option<Choice>) -> AntiCirce {
        AntiCirce {
            occupied,
            choice,
            ..self
        }
    }

    /// Where `capturer`, leaving `from`, goes after capturing on `taken`
    /// and arriving on `to` (elsewhere for a locust, whose rebirth square
    /// Popeye counts from the capture: `Lc2*e4-f5[wLf5->e8]`) with the
    /// move's `vector`: `Some(to)` to stay, `Some(sq)` to be reborn,
    /// `None` where the capture is illegal.
    fn landing(
        &self,
        pos: &Position,
        capturer: Piece,
        from: Square,
        (taken, to): (Square, Square),
        vector: (i8, i8),
    ) -> Option<Square> {
        let rules = pos.rules();
        if !self.rex_inclusive && rules.is_royal(capturer.kind()) {
            return Some(to);
        }
        // (Not yet with neutral men: `conditions::WITH_NEUTRALS`.)
        let capture = CaptureSquares {
            at: taken,
            from,
            vector,
        };
        let Some(sq) = self.squares.square_of(rules, capturer, capturer.color(), capture) else {
            // Off the board: taken, as Popeye reads it.
            return (self.occupied == Occupied::Vanish).then_some(to);
        };
        if sq == to {
            return (!self.cheylan).then_some(to);
        }
        match self.occupied {
            // The square of the man taken is free once it is taken (en
            // passant, a locust's victim: CaptureSquare).
            _ if sq == from || sq == taken || pos.cell(sq) == EMPTY => Some(sq),
            Occupied::Volcanic | Occupied::Parachute => Some(sq),
            Occupied::Vanish => Some(to),
            Occupied::Strict => None,
        }
    }

    /// May the man on `from` capture on `to` (with any of its promotions
    /// there)? Under a chosen square, where any square is free (Popeye
    /// plays no capture to test a check under AntiSuperCirce).
    fn may_capture(&self, pos: &Position, from: Square, to: Square) -> bool {
        let Some(man) = pos.piece_at(from) else {
            return false;
        };
        if self.choice.is_some() {
            return true;
        }
        let rules = pos.rules();
        let (f, t) = (rules.geometry().coord(from), rules.geometry().coord(to));
        let vector = (t.file - f.file, t.rank - f.rank);
        if rules.is_pawn(man.kind()) && rules.is_promotion_square(to, man.color()) {
            let kinds = rules.promotions_of(man.kind());
            if !kinds.is_empty() {
                return kinds
                    .iter()
                    .any(|&k| self.landing(pos, man.with_kind(k), from, (to, to), vector).is_some());
            }
        }
        self.landing(pos, man, from, (to, to), vector).is_some()
    }

    /// The rebirths the capturer of `mv` (as it arrives, `man`) may have,
    /// each the latent of one move in Popeye's order (none: the capture
    /// is illegal): the rule's square, with the kinds a pawn reborn on
    /// its last rank may become, or the squares it may choose.
    fn rebirths(&self, pos: &Position, mv: Move, man: Piece, taken: Square) -> Vec<Latent> {
        let rules = pos.rules();
        let promotions = |sq: Square| -> Vec<Latent> {
            let kinds = rules.promotions_of(man.kind());
            if rules.is_pawn(man.kind()) && rules.is_promotion_square(sq, man.color()) && !kinds.is_empty() {
                kinds.iter().map(|&k| Latent::reborn(k)).collect()
            } else {
                vec![mv.latent]
            }
        };
        let Some(choice) = self.choice else {
            return match self.landing(pos, man, mv.from, (taken, mv.to), move_vector(pos, mv)) {
                None => Vec::new(),
                Some(sq) if sq == mv.to && !self.rebirth_on_arrival(pos, mv, man, taken) => vec![mv.latent],
                Some(sq) => promotions(sq),
            };
        };
        // Any square free once the capturer has left the capture square,
        // from a1; Cheylan forbids the capture square.
        let free = |sq: Square| {
            (sq == mv.to && !self.cheylan) || sq == mv.from || (sq != mv.to && (sq == taken || pos.cell(sq) == EMPTY))
        };
        let mut latents: Vec<Latent> = Vec::new();
        for &sq in rules.geometry().squares() {
            if free(sq) {
                latents.extend(promotions(sq).into_iter().map(|l| l.with_rebirth(Some(sq))));
            }
        }
        // Relaxed: staying is a choice too, tried first.
        if self.occupied == Occupied::Vanish && (choice == Choice::Super || latents.is_empty()) {
            latents.insert(0, mv.latent.with_rebirth(None));
        }
        latents
    }

    /// The capturer's rebirth after `mv`, which took the man on `taken`.
    /// The move itself was filtered: the square is free or the man's own.
    /// A man reborn where it captured (Calvet) is still taken off and put
    /// back, as Popeye does and writes (`[wSb1->b1]`).
    fn rebirth_after(&self, pos: &mut Position, mv: Move, taken: Square) {
        let Some(man) = pos.piece_at(mv.to) else {
            return;
        };
        if !self.rex_inclusive && pos.rules().is_royal(man.kind()) {
            return;
        }
        let sq = match self.choice {
            Some(_) => mv.latent.rebirth().flatten(),
            None => self
                .landing(pos, man, mv.from, (taken, mv.to), move_vector(pos, mv))
                .filter(|&sq| sq != mv.to || self.rebirth_on_arrival(pos, mv, man, taken)),
        };
        if let Some(sq) = sq {
            self.reborn(pos, mv, man, sq);
        }
    }

    /// Takes the capturer `man` off its arrival and puts it on `sq`,
    /// promoted as the move chose; where another man stands there, one of
    /// them goes under the square (Volcanic: the capturer, placed first
    /// so that the notation sees it, `[bNb5->b1->v]`; Parachute: the man
    /// there, `[wPb7->b2]`).
    fn reborn(&self, pos: &mut Position, mv: Move, man: Piece, sq: Square) {
        let occupant = pos.piece_at(sq).filter(|_| sq != mv.to);
        if let Some(occupant) = occupant {
            pos.remove_man(sq);
            if self.occupied == Occupied::Parachute {
                pos.remember_ghost(sq, occupant);
            }
        }
        pos.remove_man(mv.to);
        pos.add_man(sq, man);
        let mut now = man;
        if let Some(k) = mv.latent.reborn_kind() {
            now = man.with_kind(k);
            pos.replace_man(sq, now);
        }
        if let Some(occupant) = occupant
            && self.occupied == Occupied::Volcanic
        {
            pos.remove_man(sq);
            pos.remember_ghost(sq, now);
            pos.add_man(sq, occupant);
        }
    }

    /// Is the capturer reborn where it arrived (Calvet: taken off and put
    /// back), rather than left there (a king under RexExclusive, an
    /// occupied square under Relaxed)?
    fn rebirth_on_arrival(&self, pos: &Position, mv: Move, man: Piece, taken: Square) -> bool {
        let rules = pos.rules();
        if !self.rex_inclusive && rules.is_royal(man.kind()) {
            return false;
        }
        let capture = CaptureSquares {
            at: taken,
            from: mv.from,
            vector: move_vector(pos, mv),
        };
        self.squares.square_of(rules, man, man.color(), capture) == Some(mv.to)
    }
}

impl Condition for AntiCirce {
    fn id(&self) -> &'static str {
        self.id
    }

    /// Captures are filtered (an occupied rebirth square forbids one) and
    /// observation is a capture that would be legal; legality stays the
    /// king's safety after the whole move. A capturer reborn elsewhere may
    /// check from there, which the orthodox mating-move generator does
    /// not foresee.
    fn keeps(&self) -> FastPaths {
        FastPaths {
            royal_safety_only: true,
            move_by_move: true,
            ..FastPaths::NONE
        }
    }

    fn rewrite_moves(&self, pos: &Position, moves: &mut Vec<Move>) {
        // Under the classic squares, those of the file and the rank, and
        // their horizontal mirror, no pawn is reborn on its last rank:
        // one move stays one move or none.
        let promotes = self.choice.is_some()
            || !matches!(
                self.squares.rebirth(),
                Rebirth::Classic | Rebirth::File | Rebirth::Rank | Rebirth::HorizontalSymmetry
            );
        if !promotes {
            moves.retain(|mv| {
                let Some(taken) = pos.capture_square(*mv) else {
                    return true;
                };
                let man = pos.piece_at(mv.from).expect("a mover");
                let arriving = mv.promotion.map_or(man, |k| man.with_kind(k));
                let vector = move_vector(pos, *mv);
                self.landing(pos, arriving, mv.from, (taken, mv.to), vector).is_some()
            });
            return;
        }
        let mut out = Vec::with_capacity(moves.len());
        for &mv in moves.iter() {
            let Some(taken) = pos.capture_square(mv) else {
                out.push(mv);
                continue;
            };
            let man = pos.piece_at(mv.from).expect("a mover");
            let arriving = mv.promotion.map_or(man, |k| man.with_kind(k));
            if !self.rex_inclusive && pos.rules().is_royal(arriving.kind()) {
                out.push(mv);
                continue;
            }
            out.extend(
                self.rebirths(pos, mv, arriving, taken)
                    .into_iter()
                    .map(|latent| Move { latent, ..mv }),
            );
        }
        *moves = out;
    }

    fn after_move_order(&self) -> Option<u8> {
        Some(10)
    }

    fn after_move(&self, pos: &mut Position, mv: Move, captured: Option<(Piece, Square)>) {
        if let Some((_, taken)) = captured {
            self.rebirth_after(pos, mv, taken);
        }
        // After every move, a man under an empty square comes back.
        if matches!(self.occupied, Occupied::Volcanic | Occupied::Parachute) {
            uncover(pos, self.occupied);
        }
    }

    fn observation_counts(&self, pos: &Position, from: Square, target: Square, _by: Color) -> bool {
        self.may_capture(pos, from, target)
    }
}
