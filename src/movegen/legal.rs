//! Legal moves: pseudo-legal moves that leave the mover's royal safe.
//!
//! Most moves need no test: when the enemy attacks only by leaps and plain
//! rides, a move of a non-royal piece that is not pinned, made while not in
//! check, cannot expose the royal. Every other move is made, tested with
//! [`Position::royal_attacked`], and unmade.

use std::cell::Cell;

use super::attacks::CheckAnswers;
use crate::geometry::Square;
use crate::piece::{Color, EMPTY, OFF, Piece};
use crate::position::{Move, MoveKind, Position};
use crate::rules::SpecialRule;

/// A reusable list of moves.
pub type MoveList = Vec<Move>;

/// At most this many pinned pieces are tracked; more makes every move tested.
const MAX_PINS: usize = 16;

/// At most this many hopping lines are tracked; more makes every move tested.
const MAX_HOPS: usize = 16;

/// Which moves of an unpinned piece, made while not in check, are legal
/// without a test.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Shortcut {
    /// Every move (the conditions keep `cell_verdicts`).
    AllMoves,
    /// The moves the conditions name (`Condition::move_from_cells`).
    SomeMoves,
    /// None: each move is made and tested.
    Never,
}

/// What settles a move's legality without making it, in one position: the
/// pins (one royal, not in check, attackers that only leap and ride) and,
/// in check, the squares that can answer it.
struct Judge {
    shortcut: Shortcut,
    king: Option<Square>,
    pins: [Square; MAX_PINS],
    npins: usize,
    /// Enemy hoppers: a man landing next to the royal on a hopping line
    /// makes a hurdle (`hurdles`); the first man beyond an existing hurdle
    /// may uncover a hopper by leaving (`screens`).
    hurdles: [Square; MAX_HOPS],
    screens: [Square; MAX_HOPS],
    nhops: usize,
    answers: Option<CheckAnswers>,
}

impl Judge {
    /// Legal for sure: a move of an unpinned man other than the royal, of
    /// a kind the shortcut covers.
    #[inline(always)]
    fn spares_test(&self, pos: &Position, mv: Move) -> bool {
        self.shortcut != Shortcut::Never
            && self.npins <= MAX_PINS
            && Some(mv.from) != self.king
            && mv.kind != MoveKind::EnPassant
            && mv.latent.is_none()
            && !self.pins[..self.npins].contains(&mv.from)
            && !self.hurdles[..self.nhops].contains(&mv.to)
            && !self.screens[..self.nhops].contains(&mv.from)
            && (self.shortcut == Shortcut::AllMoves || pos.rules().conditions().move_from_cells(pos, mv))
    }

    /// Illegal for sure: in check, a move of a man other than the royal
    /// that lands neither on the checker nor between it and the royal.
    /// En passant is left to the test (it takes a pawn that is not on its
    /// landing square).
    #[inline(always)]
    fn rules_out(&self, mv: Move) -> bool {
        self.answers.is_some_and(|a| {
            Some(mv.from) != self.king && mv.kind != MoveKind::EnPassant && !a.may_answer(mv.from, mv.to)
        })
    }
}

/// How the moves of [`Position::candidate_moves_into`] are told legal: a
/// search that stops at its first good move pays the test only for the
/// moves it tries.
pub struct Legality(Option<Judge>);

impl Legality {
    /// For moves known legal.
    pub const ALL: Legality = Legality(None);
}

thread_local! {
    /// Room for the move lists of [`Position::a_legal_move`], which runs in
    /// most goal tests: allocating them each time was 2% of the SingleBox
    /// #6 pair's samples (0006, 0277).
    static LISTS: Cell<(MoveList, MoveList)> = const { Cell::new((Vec::new(), Vec::new())) };
}

impl Position {
    /// The moves of the side to move that may be legal, in the order of
    /// [`Position::legal_moves_into`]; each is played with
    /// [`Position::make_if_legal`]. Rule sets with moves beyond the plain
    /// and castling ones get their legal moves here already.
    pub fn candidate_moves_into(&mut self, out: &mut MoveList) -> Legality {
        let us = self.side_to_move();
        if !self.plain_moves_only()
            || !self.rules().conditions().fast().move_by_move
            || self.royals(us).is_empty()
            || self.game_ended_by_rule()
        {
            self.legal_moves_into(out);
            return Legality(None);
        }
        out.clear();
        self.pseudo_moves(out);
        let in_check = self.royal_attacked(us);
        if !in_check {
            self.castling_moves(out);
        }
        Legality(Some(self.judge(us, in_check)))
    }

    /// [`Position::candidate_moves_into`] into a new list.
    pub fn candidate_moves(&mut self) -> (MoveList, Legality) {
        let mut out = Vec::with_capacity(64);
        let legality = self.candidate_moves_into(&mut out);
        (out, legality)
    }

    /// Are the rule set's moves the table moves and castling only (no
    /// special moves, king exchange or delayed promotion)? (Whether the
    /// conditions let a move be judged alone is asked apart:
    /// `FastPaths::move_by_move`.)
    pub(super) fn plain_moves_only(&self) -> bool {
        let rules = self.rules();
        !rules.has_special_moves() && rules.exchange_king().is_none() && rules.delayed_promotion().is_none()
    }

    /// Plays `mv`, one of [`Position::candidate_moves_into`]'s moves, when
    /// it is legal (true); otherwise leaves the position as it was.
    pub fn make_if_legal(&mut self, legality: &Legality, mv: Move) -> bool {
        let Some(judge) = &legality.0 else {
            self.make(mv);
            return true;
        };
        if judge.rules_out(mv) {
            return false;
        }
        if judge.spares_test(self, mv) {
            self.make(mv);
            return true;
        }
        self.make_if_safe(mv)
    }

    /// Is `mv`, a move remembered from another position (a killer), a
    /// pseudo-legal plain move here? Only the moves of its man are
    /// generated, so a search can try its likeliest move before generating
    /// the rest (then with [`Position::make_if_safe`]). Rule sets with
    /// moves beyond the plain ones always answer false.
    pub fn is_plain_pseudo_move(&self, mv: Move, scratch: &mut MoveList) -> bool {
        let us = self.side_to_move();
        if !self.plain_moves_only()
            || !self.rules().conditions().fast().move_by_move
            || self.game_ended_by_rule()
            || Piece::from_cell(self.cell(mv.from)).is_none_or(|p| p.color() != us)
        {
            return false;
        }
        scratch.clear();
        self.moves_from(mv.from, scratch);
        self.rewrite_partial(scratch);
        scratch.contains(&mv)
    }

    /// A legal move of the side to move's one royal that gives no check,
    /// told without making it; `None` when there is none or the quick
    /// test cannot tell (see [`Position::legal_and_check_quick`]). Only
    /// the royal's moves are generated: self play's last move asks it of
    /// a defender in check, whom a flight usually saves, and such a move
    /// reaches no goal that needs check.
    pub fn quiet_royal_move(&mut self, scratch: &mut MoveList) -> Option<Move> {
        let us = self.side_to_move();
        let &[royal] = self.royals(us) else {
            return None;
        };
        if !self.plain_moves_only() || self.game_ended_by_rule() {
            return None;
        }
        scratch.clear();
        self.moves_from(royal, scratch);
        self.rewrite_partial(scratch);
        scratch
            .iter()
            .copied()
            .find(|&mv| self.legal_and_check_quick(mv) == Some((true, false)))
    }

    /// The conditions' rewrite of the moves of one man, as the whole list
    /// gets it: a move they forbid (AntiCirce's capture whose rebirth
    /// square is taken) is no move, as a killer or a flight either.
    #[inline]
    fn rewrite_partial(&self, moves: &mut MoveList) {
        if !self.rules().conditions().fast().plain_moves {
            self.rules().conditions().rewrite_moves(self, moves);
        }
    }

    /// Makes the pseudo-legal `mv` and keeps it when it leaves the mover
    /// legal (true).
    pub fn make_if_safe(&mut self, mv: Move) -> bool {
        let us = self.side_to_move();
        self.make(mv);
        if self.royals_safe_after_move(us) {
            true
        } else {
            self.unmake();
            false
        }
    }

    /// The legal moves of the side to move, appended to `out` (cleared first).
    pub fn legal_moves_into(&mut self, out: &mut MoveList) {
        out.clear();
        if self.game_ended_by_rule() {
            return;
        }
        self.pseudo_moves(out);
        if self.rules().has_special_moves() {
            self.special_pseudo_moves(out);
        }
        let us = self.side_to_move();
        let royals = self.royals(us).len();
        if royals > 0 {
            let in_check = self.royal_attacked(us);
            let judge = self.judge(us, in_check);
            let mut keep = 0;
            for i in 0..out.len() {
                let mv = out[i];
                if judge.rules_out(mv) {
                    continue;
                }
                if judge.spares_test(self, mv) || self.is_legal_by_test(mv) {
                    out[keep] = mv;
                    keep += 1;
                }
            }
            out.truncate(keep);
            if !in_check {
                let start = out.len();
                self.castling_moves(out);
                let mut keep = start;
                for i in start..out.len() {
                    let mv = out[i];
                    if self.is_legal_by_test(mv) {
                        out[keep] = mv;
                        keep += 1;
                    }
                }
                out.truncate(keep);
            }
        } else {
            self.castling_moves(out);
            // No royal to keep safe: only the conditions judge (the same
            // test as with one, whose royal part then passes).
            if !self.rules().conditions().fast().royal_safety_only {
                out.retain(|&mv| self.is_legal_by_test(mv));
            }
        }
        if self.rules().exchange_king().is_some() {
            self.king_exchanges(out);
        }
        if self.rules().delayed_promotion().is_some() {
            self.carry_delayed_promotion(out);
        }
        if !self.rules().conditions().fast().move_by_move {
            self.rules().conditions().filter_legal(self, out);
        }
    }

    /// Modern Courier: while a pawn of the side to move has waited its
    /// move on the last rank, every move also promotes it, in each kind
    /// (it changes only its kind on a square it already holds, so the
    /// legality of the move is not affected).
    #[inline(never)]
    fn carry_delayed_promotion(&self, out: &mut MoveList) {
        let d = self.rules().delayed_promotion().expect("checked by the caller");
        let us = self.side_to_move();
        let Some(&sq) = self
            .pieces(us)
            .iter()
            .find(|&&s| self.piece_at(s).is_some_and(|p| p.kind() == d.waiting))
        else {
            return;
        };
        let plain = std::mem::take(out);
        for mv in plain {
            for &k in &d.kinds {
                out.push(Move {
                    latent: crate::position::Latent::new(sq, k),
                    ..mv
                });
            }
        }
    }

    /// Has a special rule ended the game in this position (so that it has
    /// no moves, though neither mate nor stalemate)?
    pub fn game_ended_by_rule(&self) -> bool {
        let rules = self.rules();
        (rules.has(SpecialRule::BareKingEndsGame)
            && Color::ALL
                .iter()
                .any(|&c| self.pieces(c).len() == 1 && self.royals(c).len() == 1))
            || rules
                .citadels()
                .iter()
                .any(|&(sq, owner)| self.piece_at(sq).is_some_and(|p| p.color() != owner))
    }

    /// Is the side to move in a check that no move answering makes a
    /// mate? Tamerlane: only a side with one royal; elsewhere any check.
    pub fn in_mating_check(&self) -> bool {
        self.in_check() && self.check_can_mate()
    }

    /// Given that the side to move is in check: can that check be a mate
    /// (one royal, or a rule set without several royals)?
    #[inline]
    pub fn check_can_mate(&self) -> bool {
        !self.rules().has(SpecialRule::SeveralRoyals) || self.royals(self.side_to_move()).len() == 1
    }

    /// The legal moves of the side to move.
    pub fn legal_moves(&mut self) -> MoveList {
        let mut out = Vec::with_capacity(64);
        self.legal_moves_into(&mut out);
        out
    }

    /// Does the side to move have a legal move? Stops at the first one.
    pub fn has_legal_move(&mut self) -> bool {
        let in_check = self.in_check();
        self.has_legal_move_knowing_check(in_check)
    }

    /// [`Position::has_legal_move`] for a caller that already knows whether
    /// the side to move is in check.
    pub fn has_legal_move_knowing_check(&mut self, in_check: bool) -> bool {
        self.a_legal_move(in_check).is_some()
    }

    /// A legal move of the side to move, if it has one: the first one met
    /// (`in_check` as for [`Position::has_legal_move_knowing_check`]).
    pub fn a_legal_move(&mut self, in_check: bool) -> Option<Move> {
        self.a_legal_move_hinted(in_check, None)
    }

    /// [`Position::a_legal_move`], trying `hint` (the legal move found in
    /// a like position, such as the flight that last stopped a mate) first
    /// where it is one of the royal's flights tried before the others
    /// (under a condition, in check).
    pub fn a_legal_move_hinted(&mut self, in_check: bool, hint: Option<Move>) -> Option<Move> {
        if self.game_ended_by_rule() {
            return None;
        }
        // Taken out and put back, so that a nested call (none today)
        // would find empty lists rather than a borrowed one.
        let (mut out, mut flights) = LISTS.take();
        out.clear();
        flights.clear();
        let found = self.a_legal_move_with(in_check, hint, &mut out, &mut flights);
        LISTS.set((out, flights));
        found
    }

    /// [`Position::a_legal_move_hinted`] with room for the moves (empty).
    fn a_legal_move_with(
        &mut self,
        in_check: bool,
        hint: Option<Move>,
        out: &mut MoveList,
        flights: &mut MoveList,
    ) -> Option<Move> {
        let fast = self.rules().conditions().fast();
        if self.rules().has_special_moves() || !fast.move_by_move {
            self.legal_moves_into(out);
            return out.first().copied();
        }
        if !fast.all() {
            // In check the royal's flights first, from its own moves (the
            // same as its part of the whole list): a flight usually answers
            // the check, before the other men's moves are generated and
            // judged. (0006, SingleBox #6: the mate test after White's last
            // move was half the time.)
            if in_check && let &[royal] = self.royals(self.side_to_move()) {
                self.moves_from(royal, flights);
                self.rewrite_partial(flights);
                if let Some(i) = hint.and_then(|h| flights.iter().position(|&mv| mv == h)) {
                    flights.swap(0, i);
                }
                let us = self.side_to_move();
                let silent = self.rules().conditions().quiet_moves_as_orthodox(self, us);
                let flight = flights.iter().copied().find(|&mv| self.flight_is_legal(mv, silent));
                if flight.is_some() {
                    return flight;
                }
            }
            // Conditions may rewrite the whole move list (`rewrite_moves`). The
            // flights tried above come again in it, to be skipped; a royal's
            // move that comes with a latent pawn's promotion under SingleBox
            // Type 2 is another move and is still tried (it can stop the
            // check: 0012, 0283).
            self.pseudo_moves(out);
            let judge = self.judge(self.side_to_move(), in_check);
            // The moves legal for sure first: they need no make/unmake.
            if let Some(&mv) = out.iter().find(|&&mv| judge.spares_test(self, mv)) {
                return Some(mv);
            }
            if let Some(&mv) = out
                .iter()
                .find(|&&mv| !judge.rules_out(mv) && !flights.contains(&mv) && self.is_legal_by_test(mv))
            {
                return Some(mv);
            }
            out.clear();
            if !self.in_check() {
                self.castling_moves(out);
            }
            return out.iter().copied().find(|&mv| self.is_legal_by_test(mv));
        }
        // Piece by piece, the royal last, so that the usual case (a legal
        // move of the first piece) stops early; as in `legal_moves_into`, a
        // move of an unpinned non-royal piece while not in check needs no
        // test when the enemy attacks only by leaps and plain rides.
        let us = self.side_to_move();
        let royals = self.royals(us).len();
        let judge = self.judge(us, in_check);
        let king = judge.king;
        let count = self.pieces(us).len();
        for i in 0..=count {
            // Index `count` stands for the royal, taken last.
            let from = match (i < count, king) {
                (true, _) if Some(self.pieces(us)[i]) == king => continue,
                (true, _) => self.pieces(us)[i],
                (false, Some(k)) => k,
                (false, None) => break,
            };
            out.clear();
            self.moves_from(from, out);
            for &mv in out.iter() {
                if judge.rules_out(mv) {
                    continue;
                }
                if royals == 0 || judge.spares_test(self, mv) || self.is_legal_by_test(mv) {
                    return Some(mv);
                }
            }
        }
        out.clear();
        if !in_check {
            self.castling_moves(out);
        }
        out.iter().copied().find(|&mv| self.is_legal_by_test(mv))
    }

    /// Is the royal's flight `mv` legal, under a condition? Told from the
    /// cells where the conditions have nothing to say about it (`silent`:
    /// see [`crate::conditions::Condition::quiet_moves_as_orthodox`]), else
    /// made and tested.
    fn flight_is_legal(&mut self, mv: Move, silent: bool) -> bool {
        let from_cells = silent && self.rules().conditions().flight_from_cells(self, mv);
        (from_cells.then(|| self.quiet_move_legal_quick(mv)).flatten()).unwrap_or_else(|| self.is_legal_by_test(mv))
    }

    /// Is `mv` a legal move here? For a move remembered from another
    /// position: false where it is not one of this position's moves, and
    /// in rule sets with moves beyond the plain ones (never trusted there).
    pub fn is_legal_move(&mut self, mv: Move, scratch: &mut MoveList) -> bool {
        if !self.is_plain_pseudo_move(mv, scratch) {
            return false;
        }
        match self.is_legal_quick(mv) {
            Some(legal) => legal,
            None => self.is_legal_by_test(mv),
        }
    }

    /// The pseudo-legal moves of the side to move that leave one of its
    /// royals attacked (and keep every other rule, such as the conditions'):
    /// the only moves that can reach a double mate, whose goal move Popeye
    /// lets expose the mover's own king. Castling is never one: its king
    /// may not end on an attacked square.
    pub fn self_check_moves(&mut self) -> MoveList {
        let mut out = Vec::new();
        if self.game_ended_by_rule() {
            return out;
        }
        self.pseudo_moves(&mut out);
        if self.rules().has_special_moves() {
            self.special_pseudo_moves(&mut out);
        }
        let us = self.side_to_move();
        out.retain(|&mv| {
            self.make(mv);
            let exposed = self.royal_attacked(us) && self.conditions_allow(us);
            self.unmake();
            exposed
        });
        out
    }

    /// Checkmate: in check with no legal move.
    pub fn is_checkmate(&mut self) -> bool {
        self.in_check() && !self.has_legal_move()
    }

    /// Stalemate: not in check, no legal move.
    pub fn is_stalemate(&mut self) -> bool {
        !self.in_check() && !self.has_legal_move()
    }

    /// What spares `us`'s moves the make/test/unmake here.
    #[inline(always)]
    fn judge(&self, us: Color, in_check: bool) -> Judge {
        let single = self.royals(us).len() == 1;
        let king = self.royals(us).first().copied();
        let attacks = self.rules().tables().attacks(!us);
        let shortcut = if single && !in_check && attacks.moves_expose_by_lines() && attacks.hops.len() <= MAX_HOPS {
            self.shortcut_condition(us)
        } else {
            Shortcut::Never
        };
        let (pins, npins) = if shortcut != Shortcut::Never {
            self.pinned(us)
        } else {
            ([Square(0); MAX_PINS], MAX_PINS + 1)
        };
        let mut hurdles = [Square(0); MAX_HOPS];
        let mut screens = [Square(0); MAX_HOPS];
        let mut nhops = 0;
        if shortcut != Shortcut::Never
            && let Some(k) = king
        {
            for &(step, _) in &attacks.hops {
                let hurdle = k.offset(step);
                // Without a hurdle no man can uncover the line by leaving.
                let screen = match self.cell(hurdle) {
                    EMPTY | OFF => hurdle,
                    _ => self.first_man_beyond(hurdle, step),
                };
                hurdles[nhops] = hurdle;
                screens[nhops] = screen;
                nhops += 1;
            }
        }
        let answers = match king {
            Some(k) if single && in_check && !self.rules().has_special_moves() => self.check_answers(k, !us),
            _ => None,
        };
        Judge {
            shortcut,
            king,
            pins,
            npins,
            hurdles,
            screens,
            nhops,
            answers,
        }
    }

    /// How far the conditions let the pin shortcut judge legality.
    fn shortcut_condition(&self, us: Color) -> Shortcut {
        let conditions = self.rules().conditions();
        if conditions.fast().cell_verdicts {
            Shortcut::AllMoves
        } else if conditions.quiet_moves_as_orthodox(self, us) {
            Shortcut::SomeMoves
        } else {
            Shortcut::Never
        }
    }

    /// Make the move, see whether the mover's royals are safe, unmake.
    fn is_legal_by_test(&mut self, mv: Move) -> bool {
        let us: Color = self.side_to_move();
        self.make(mv);
        let ok = self.royals_safe_after_move(us);
        self.unmake();
        ok
    }

    /// After a move of `us`: does it leave `us` legal (royals safe, and the
    /// conditions' own tests passed)?
    #[inline]
    fn royals_safe_after_move(&mut self, us: Color) -> bool {
        let several = self.rules().has(SpecialRule::SeveralRoyals) && self.royals(us).len() >= 2;
        let ok = several || !self.royal_attacked(us);
        ok && (self.rules().conditions().fast().royal_safety_only || self.conditions_allow(us))
    }

    /// After a move of `us`: do the conditions' own legality tests pass?
    #[inline(never)]
    fn conditions_allow(&mut self, us: Color) -> bool {
        let conditions = self.rules().conditions();
        if conditions.illegal_after(self, us) {
            return false;
        }
        if !conditions.searches_legality() {
            return true;
        }
        // A search of the position needs it mutable: the rules are held
        // apart meanwhile.
        let rules = self.rules_arc().clone();
        !rules.conditions().illegal_after_searching(self, us)
    }

    /// Own pieces standing alone between the royal and an enemy rider that
    /// could take it were they gone. Returns `MAX_PINS + 1` as the count
    /// when there are too many to track.
    fn pinned(&self, us: Color) -> ([Square; MAX_PINS], usize) {
        let mut pins = [Square(0); MAX_PINS];
        let mut n = 0;
        let king = self.royals(us)[0];
        let them_bit = if us == Color::White { 64 } else { 0 };
        for ray in &self.rules().tables().attacks(!us).rays {
            let mut s = king;
            let mut blocker = None;
            let mut d = 0u8;
            loop {
                s = s.offset(ray.step);
                d += 1;
                let c = self.cell(s);
                if c == EMPTY {
                    if d == ray.max {
                        break;
                    }
                    continue;
                }
                if c == OFF {
                    break;
                }
                let theirs = (c & 64) == them_bit;
                match blocker {
                    None if !theirs => blocker = Some(s),
                    None => break,
                    Some(b) => {
                        if theirs && d >= ray.min && (ray.kinds >> ((c & 63) - 1)) & 1 != 0 {
                            if n == MAX_PINS {
                                return (pins, MAX_PINS + 1);
                            }
                            pins[n] = b;
                            n += 1;
                        }
                        break;
                    }
                }
                if d == ray.max {
                    break;
                }
            }
        }
        (pins, n)
    }
}
