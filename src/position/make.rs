//! Make and unmake. Every change goes through `put`/`take`/`relocate`,
//! which keep the board, the piece lists and the hash in step.

use super::{Effect, NO_SQUARE, Position, Undo};
use crate::geometry::Square;
use crate::piece::{EMPTY, Piece};
use crate::position::{Move, MoveKind};

impl Position {
    /// Would this move give check? Answered by moving the piece's cell
    /// alone, without `make`'s bookkeeping, where that is exact: ordinary
    /// moves and double steps in rule sets without special moves, whose
    /// attacks read nothing but the board (under a condition, where it
    /// says so: [`crate::conditions::Condition::check_from_cells`]).
    /// `None` elsewhere. Mate needs check, so the last move of a mate
    /// search tries only the moves that pass.
    pub fn gives_check_quick(&mut self, mv: Move) -> Option<bool> {
        if !self.rules.conditions().check_from_cells(self, mv) {
            return None;
        }
        self.verdict_quick(mv, false, true).map(|(_, check)| check)
    }

    /// Is this pseudo-legal move legal, and does it give check? Answered as
    /// [`Position::gives_check_quick`] answers, where that is exact, and
    /// for a side with one royal at most; `None` elsewhere, and wherever the
    /// conditions keep no `cell_verdicts` or need the whole move list.
    pub fn legal_and_check_quick(&mut self, mv: Move) -> Option<(bool, bool)> {
        self.legality_quick_applies()
            .then(|| self.verdict_quick(mv, true, true))
            .flatten()
    }

    /// Is this pseudo-legal move legal? Answered as
    /// [`Position::legal_and_check_quick`] answers, for a caller that knows
    /// the move gives no check.
    pub fn is_legal_quick(&mut self, mv: Move) -> Option<bool> {
        self.legality_quick_applies()
            .then(|| self.verdict_quick(mv, true, false))
            .flatten()
            .map(|(legal, _)| legal)
    }

    /// Is the pseudo-legal move `mv` legal? Told from the cells, for a
    /// caller that knows the conditions have nothing to say about it (see
    /// [`crate::conditions::Condition::flight_from_cells`]): only the
    /// royal's safety is left to read.
    pub(crate) fn quiet_move_legal_quick(&mut self, mv: Move) -> Option<bool> {
        self.verdict_quick(mv, true, false).map(|(legal, _)| legal)
    }

    /// May the cells alone tell a move legal (see
    /// [`Position::legal_and_check_quick`])?
    fn legality_quick_applies(&self) -> bool {
        let fast = self.rules.conditions().fast();
        fast.cell_verdicts && fast.move_by_move && self.royals[self.side.index()].len() <= 1
    }

    /// Moves the cells alone and reads, with `legality`, whether the
    /// mover's royal is safe (else true), and with `check` whether the
    /// enemy's is attacked (else false); restores the cells.
    #[inline(always)]
    fn verdict_quick(&mut self, mv: Move, legality: bool, check: bool) -> Option<(bool, bool)> {
        if !matches!(mv.kind, MoveKind::Normal | MoveKind::DoubleStep)
            || !mv.latent.is_none()
            || self.rules.has_special_moves()
        {
            return None;
        }
        let (f, t) = (mv.from.index(), mv.to.index());
        let (moving, target) = (self.cells[f], self.cells[t]);
        self.cells[t] = match mv.promotion {
            Some(k) => Piece::from_cell(moving).map_or(moving, |p| p.with_kind(k).code()),
            None => moving,
        };
        self.cells[f] = EMPTY;
        // A promoted man may be of a kind the side had not (the captured
        // one staying listed only widens the attack test's search).
        let present = self.present;
        self.present[self.side.index()] |= super::kind_bit(self.cells[t]);
        let them = (!self.side).index();
        let legal = !legality
            || self.royals[self.side.index()]
                .iter()
                .all(|&r| !self.is_attacked(if r == mv.from { mv.to } else { r }, !self.side));
        let check = check && legal && self.royals[them].iter().any(|&k| self.is_attacked(k, self.side));
        self.cells[f] = moving;
        self.cells[t] = target;
        self.present = present;
        Some((legal, check))
    }

    /// The hash after `mv`, worked out without playing it: right for plain
    /// moves, captures (en passant too) and promotions that change no
    /// castling right and set no en-passant square, a guess otherwise
    /// (castling, rule sets' special moves). Good for prefetching anywhere,
    /// for a table lookup where [`Position::hash_guess_is_exact`].
    pub fn hash_guess(&self, mv: Move) -> u64 {
        let keys = self.rules.keys();
        let dense = |sq: crate::geometry::Square| self.rules.geometry().dense(sq);
        let mut h = self.hash ^ keys.black;
        if self.ep != NO_SQUARE {
            h ^= keys.ep(dense(self.ep));
        }
        let Some(mover) = Piece::from_cell(self.cells[mv.from.index()]) else {
            return h;
        };
        let landed = mv.promotion.map_or(mover, |k| mover.with_kind(k));
        h ^= keys.piece(mover.code(), dense(mv.from)) ^ keys.piece(landed.code(), dense(mv.to));
        let taken = if mv.kind == MoveKind::EnPassant {
            self.ep_victim
        } else {
            mv.to
        };
        if let Some(target) = Piece::from_cell(self.cells[taken.index()]) {
            h ^= keys.piece(target.code(), dense(taken));
        }
        h
    }

    /// Is [`Position::hash_guess`] sure to be the hash after `mv`? For a
    /// plain move, capture (en passant too) or promotion, with no castling
    /// right left to lose and in a rule set whose `make` changes nothing
    /// but the board there (no shak runs, no waiting pawns, no latent
    /// promotions, no condition's effects). Lets a search look a child up
    /// in a table before playing the move.
    pub fn hash_guess_is_exact(&self, mv: Move) -> bool {
        self.rules.conditions().fast().plain_make
            && matches!(mv.kind, MoveKind::Normal | MoveKind::EnPassant)
            && mv.from != crate::position::NULL_SQUARE
            && mv.latent.is_none()
            && self.castling == 0
            && self.rules.mate_masks().is_none()
            && self.rules.delayed_promotion().is_none()
    }

    /// Plays a move assumed pseudo-legal in this position.
    pub fn make(&mut self, mv: Move) {
        let mover = Piece::from_cell(self.cells[mv.from.index()]).expect("a piece on the from-square");
        let mut undo = self.undo_record(mv, mover.code());
        self.lapse_exchange();
        if self.ep != NO_SQUARE {
            self.hash ^= self.rules.keys().ep(self.rules.geometry().dense(self.ep));
            self.ep = NO_SQUARE;
            self.ep_victim = NO_SQUARE;
        }
        self.halfmove += 1;
        // A latent pawn's promotion comes first: the promoted piece may be
        // the one that moves (SingleBox Type 3).
        if let Some((sq, k)) = mv.latent.get() {
            let pawn = Piece::from_cell(self.cells[sq.index()]).expect("a latent pawn");
            self.replace_man(sq, pawn.with_kind(k));
            undo.journal.1 = self.effects.len() as u16;
        }
        match mv.kind {
            MoveKind::Castling(i) => {
                let (rook_from, rook_to) = self.rules.castling_rook_squares(i, self.side);
                // Take both first: the king may land where the rook stood.
                let (rook, slot) = self.take(rook_from);
                self.relocate(mv.from, mv.to);
                self.restore(rook_to, rook, slot);
            }
            MoveKind::KingExchange => {
                let (king, king_slot) = self.take(mv.from);
                let (other, other_slot) = self.take(mv.to);
                self.restore(mv.from, other, other_slot);
                self.restore(mv.to, king, king_slot);
                self.exchange_used ^= 1 << self.side.index();
                self.hash ^= self.rules.keys().exchange[self.side.index()];
            }
            MoveKind::Exchange => {
                let (man, man_slot) = self.take(mv.from);
                let (other, other_slot) = self.take(mv.to);
                self.restore(mv.from, other, other_slot);
                self.restore(mv.to, man, man_slot);
                self.hash ^= self.exchange_mark(mv);
            }
            _ => {
                let capture_sq = mv.taken_square(&self.rules, undo.ep_victim);
                let target = self.cells[capture_sq.index()];
                // An empty citadel reads as OFF: nothing to capture there.
                if target != EMPTY && target != crate::piece::OFF {
                    let (captured, slot) = self.take(capture_sq);
                    undo.captured = captured.code();
                    undo.capture_sq = capture_sq;
                    undo.captured_slot = slot;
                    self.halfmove = 0;
                }
                if self.rules.is_pawn(mover.kind()) {
                    self.halfmove = 0;
                }
                self.relocate(mv.from, mv.to);
                if let Some(k) = mv.promotion {
                    self.change_kind(mv.to, mover.with_kind(k));
                }
                if mv.kind == MoveKind::ToHome {
                    let home = self.to_home_square(self.side);
                    self.move_man(mv.to, home);
                }

                if mv.kind == MoveKind::DoubleStep {
                    // The square passed: a Berolina pawn's is diagonal.
                    self.ep = Square((mv.from.0 + mv.to.0) / 2);
                    self.ep_victim = mv.to;
                    self.hash ^= self.rules.keys().ep(self.rules.geometry().dense(self.ep));
                }
            }
        }
        let mut rights = self.castling & self.rules.rights_kept(mv.from) & self.rules.rights_kept(mv.to);
        if matches!(mv.kind, MoveKind::TakeMake(_)) {
            // A Take&Make capture ends elsewhere: the man taken may be a
            // rook on its corner.
            rights &= self.rules.rights_kept(undo.capture_sq);
        }
        if let MoveKind::Castling(i) = mv.kind {
            rights &= !self.castling_links
                [crate::rules::Rules::castling_bit(i as usize, self.side).trailing_zeros() as usize];
        }
        if rights != self.castling {
            self.hash ^= self.rules.keys().castling(self.castling) ^ self.rules.keys().castling(rights);
            self.castling = rights;
        }
        if self.condition_effects {
            self.after_move_effects(mv, mover, undo.captured, undo.capture_sq);
        }
        if let Some((shak, _)) = self.rules.mate_masks() {
            self.update_shak_run(shak);
        }
        if self.rules.delayed_promotion().is_some() {
            self.age_arrived_pawn(mv);
        }
        if self.side == crate::piece::Color::Black {
            self.fullmove += 1;
        }
        self.side = !self.side;
        self.hash ^= self.rules.keys().black;
        self.history.push(undo);
    }

    /// The conditions' changes after the man's move (a Circe rebirth),
    /// through the journal, and the castling flags they touch (see
    /// [`Position::set_castle_flags`]). The rules are held apart
    /// meanwhile: the hooks need the position mutable.
    #[cold]
    #[inline(never)]
    fn after_move_effects(&mut self, mv: Move, mover: Piece, captured: u8, capture_sq: Square) {
        let rules = std::sync::Arc::clone(&self.rules);
        let mark = self.effects.len();
        self.move_mark = mark as u16;
        self.moved_as = Some(mover);
        let captured = Piece::from_cell(captured).map(|p| (p, capture_sq));
        rules.conditions().after_move(self, mv, captured);
        // The move's own departures first: its man's square (and the
        // rook's in castling), the square of the man it took.
        let mut flags = self.castle_flags & !self.flags_of(mv.from);
        if let MoveKind::Castling(i) = mv.kind {
            let (rook_from, _) = rules.castling_rook_squares(i, self.side);
            flags &= !self.flags_of(rook_from);
        }
        if captured.is_some() {
            flags &= !self.flags_of(capture_sq);
        }
        let base = flags;
        for i in mark..self.effects.len() {
            match self.effects[i] {
                Effect::Removed { sq, .. } | Effect::Moved { from: sq, .. } => flags &= !self.flags_of(sq),
                Effect::Added { sq, piece } => flags |= self.flags_of(sq) & self.flags_for(piece),
                _ => {}
            }
        }
        if flags != self.castle_flags {
            self.effects.push(Effect::CastleFlags {
                before: self.castle_flags,
            });
            self.castle_flags = flags;
        }
        // Only the rights the effects gave or took change: the move's own
        // changes (and CastlingMutuallyExclusive) are in place already.
        let (before, after) = (self.rights_of_flags(base), self.rights_of_flags(flags));
        let rights = (self.castling | (after & !before)) & !(before & !after);
        if rights != self.castling {
            self.hash ^= self.rules.keys().castling(self.castling) ^ self.rules.keys().castling(rights);
            self.castling = rights;
        }
    }

    /// The castling flags a man standing on `sq` holds (see
    /// [`Position::set_castle_flags`]): the king's on its square, a
    /// castling's rook's on its square.
    fn flags_of(&self, sq: Square) -> u16 {
        let rules = &self.rules;
        let mut flags = 0;
        for color in crate::piece::Color::ALL {
            for (i, c) in rules.set().castling.iter().enumerate() {
                if rules.home_square(color, c.king_from) == Some(sq) {
                    flags |= 1 << color.index();
                }
                if rules.home_square(color, c.rook_from) == Some(sq) {
                    flags |= (crate::rules::Rules::castling_bit(i, color) as u16) << 8;
                }
            }
        }
        flags
    }

    /// The castling flags `man` may hold: a king's or a castling
    /// partner's of its side.
    fn flags_for(&self, man: Piece) -> u16 {
        let color = man.color();
        let mut flags = 0;
        if self.rules.is_royal(man.kind()) {
            flags |= 1 << color.index();
        }
        // By walk, as Popeye's flags go: a rook of another form (a
        // GhostChess ghost `uR` back on h1) is a castling rook too.
        if (self.rules.castling_partner())
            .is_some_and(|p| self.rules.piece_type(p).walk_name() == self.rules.piece_type(man.kind()).walk_name())
        {
            for i in 0..self.rules.set().castling.len() {
                flags |= (crate::rules::Rules::castling_bit(i, color) as u16) << 8;
            }
        }
        flags
    }

    /// The castling rights the flags give: a castling's rook's flag with
    /// its king's.
    fn rights_of_flags(&self, flags: u16) -> u8 {
        let mut rights = 0;
        for color in crate::piece::Color::ALL {
            if flags & (1 << color.index()) == 0 {
                continue;
            }
            for i in 0..self.rules.set().castling.len() {
                let bit = crate::rules::Rules::castling_bit(i, color);
                if (flags >> 8) as u8 & bit != 0 {
                    rights |= bit;
                }
            }
        }
        rights
    }

    /// Tamerlane: the square the pawn of pawns goes to on its second
    /// arrival (the pawn of the king's square).
    pub fn to_home_square(&self, color: crate::piece::Color) -> crate::geometry::Square {
        let (_, file) = self.rules.pawn_of_pawns().expect("a pawn of pawns rule");
        self.rules
            .home_square_on_rank(color, file, 2)
            .expect("checked by Rules::new")
    }

    /// Modern Courier: a pawn of the mover that arrived on its last rank
    /// before this move has now waited one move.
    #[inline(never)]
    fn age_arrived_pawn(&mut self, mv: Move) {
        let d = self.rules.delayed_promotion().expect("checked by the caller");
        let (arrived, waiting) = (d.arrived, d.waiting);
        let just_arrived = (mv.promotion == Some(arrived)).then_some(mv.to);
        let found = self.lists[self.side.index()].iter().copied().find(|&sq| {
            Some(sq) != just_arrived && Piece::from_cell(self.cells[sq.index()]).is_some_and(|p| p.kind() == arrived)
        });
        if let Some(sq) = found {
            self.replace_man(sq, Piece::new(self.side, waiting));
        }
    }

    /// Shatar: the mover's run of checks goes on (and holds a shak once a
    /// check is one) while it checks, and ends with a move that does not.
    #[inline(never)]
    fn update_shak_run(&mut self, shak: u64) {
        let mover = self.side;
        let bit = 1u8 << mover.index();
        let checks = self.royal_attacked(!mover);
        let holds = checks && (self.shak_run & bit != 0 || self.check_is(mover, shak, false));
        if holds != (self.shak_run & bit != 0) {
            self.shak_run ^= bit;
            self.hash ^= self.rules.keys().shak[mover.index()];
        }
    }

    /// Shatar's mate rule for the side that just moved, in a position
    /// where the side to move is mated: true when the mate wins (a shak in
    /// the run of checks, not a knight's mate alone). Without the rule
    /// every mate counts.
    pub fn mate_counts(&self) -> bool {
        let Some((shak, void)) = self.rules.mate_masks() else {
            return true;
        };
        // The check on the board belongs to the run even in a diagram set
        // up already mated, where no move made it.
        let mover = !self.side;
        let run = self.shak_run & (1 << mover.index()) != 0 || self.check_is(mover, shak, false);
        run && !self.check_is(mover, void, true)
    }

    /// Takes back the last move made.
    pub fn unmake(&mut self) {
        let undo = self.history.pop().expect("unmake after make");
        let mv = undo.mv;
        self.side = !self.side;
        // What came after the man's move first (a waiting pawn aged, the
        // pawn of pawns sent home), what came before it last.
        self.revert_effects(undo.journal.1 as usize);
        if self.side == crate::piece::Color::Black {
            self.fullmove -= 1;
        }
        match mv.kind {
            MoveKind::Castling(i) => {
                let (rook_from, rook_to) = self.rules.castling_rook_squares(i, self.side);
                let (rook, slot) = self.take(rook_to);
                self.relocate(mv.to, mv.from);
                self.restore(rook_from, rook, slot);
            }
            MoveKind::KingExchange | MoveKind::Exchange => {
                // Taken in one order, restored in the other: the piece
                // lists come back as they were.
                let (other, other_slot) = self.take(mv.from);
                let (king, king_slot) = self.take(mv.to);
                self.restore(mv.from, king, king_slot);
                self.restore(mv.to, other, other_slot);
            }
            _ => {
                if mv.promotion.is_some() {
                    self.change_kind(mv.to, Piece::from_cell(undo.mover).expect("mover recorded"));
                }
                self.relocate(mv.to, mv.from);
                if let Some(captured) = Piece::from_cell(undo.captured) {
                    self.restore(undo.capture_sq, captured, undo.captured_slot);
                }
            }
        }
        self.revert_effects(undo.journal.0 as usize);
        self.castling = undo.castling;
        self.ep = undo.ep;
        self.ep_victim = undo.ep_victim;
        self.halfmove = undo.halfmove;
        self.hash = undo.hash;
        self.shak_run = undo.shak_run;
        self.exchange_used = undo.exchange_used;
    }

    /// Replaces the piece on a square by another of the same colour.
    fn change_kind(&mut self, sq: crate::geometry::Square, to: Piece) {
        let (_, slot) = self.take(sq);
        self.restore(sq, to, slot);
    }

    /// Passes the move to the other side (series play, threats): no piece
    /// moves, en passant lapses. The last exchange (Messigny) still binds
    /// the next move, as in Popeye's series play, which has no pass
    /// between a side's moves; see [`Position::make_dummy`].
    pub fn make_null(&mut self) {
        self.pass(EMPTY);
    }

    /// A pass that is a move of its own, as Popeye's dummy move of a
    /// threat or of option NullMoves: the last exchange no longer binds
    /// the move after it. Taken back by [`Position::unmake_null`].
    pub fn make_dummy(&mut self) {
        self.pass(crate::piece::OFF);
    }

    /// A pass, its undo record's mover `EMPTY` for a pass the last
    /// exchange reaches through, `OFF` for one it does not.
    fn pass(&mut self, marker: u8) {
        let undo = self.undo_record(Move::normal(NO_SQUARE, NO_SQUARE), marker);
        if marker != EMPTY {
            self.lapse_exchange();
            // A man waiting to be reborn with the next move (Parrain)
            // reads the pass as that move: Popeye's dummy move takes
            // nothing and brings nothing back.
            if !self.ghosts.is_empty() && self.rules.conditions().waiting_lapses_on_pass() {
                while !self.ghosts.is_empty() {
                    self.forget_ghost(0);
                }
            }
        }
        if self.ep != NO_SQUARE {
            self.hash ^= self.rules.keys().ep(self.rules.geometry().dense(self.ep));
            self.ep = NO_SQUARE;
            self.ep_victim = NO_SQUARE;
        }
        self.side = !self.side;
        self.hash ^= self.rules.keys().black;
        self.history.push(undo);
    }

    /// Takes back a null move.
    pub fn unmake_null(&mut self) {
        let undo = self.history.pop().expect("unmake_null after make_null");
        debug_assert_eq!(undo.mv.from, NO_SQUARE);
        self.revert_effects(undo.journal.0 as usize);
        self.side = !self.side;
        self.ep = undo.ep;
        self.ep_victim = undo.ep_victim;
        self.hash = undo.hash;
    }

    /// The hash's mark of an exchange (Messigny): the next move's
    /// exchanges depend on it, as the moves after a double step depend on
    /// its en-passant square.
    fn exchange_mark(&self, mv: Move) -> u64 {
        let (keys, g) = (self.rules.keys(), self.rules.geometry());
        keys.exchanged(g.dense(mv.from)) ^ keys.exchanged(g.dense(mv.to))
    }

    /// A move after an exchange takes its mark out of the hash (unmake
    /// restores the hash whole).
    #[inline]
    fn lapse_exchange(&mut self) {
        if let Some(last) = self.last_exchange() {
            self.hash ^= self.exchange_mark(last);
        }
    }

    /// The last move made other than a pass, if it was an exchange
    /// (Messigny). A series pass does not count: Popeye's series play has
    /// none between a side's moves, so its exchange binds the side's own
    /// next move; a dummy move does (it ends the search here).
    pub fn last_exchange(&self) -> Option<Move> {
        let last = self
            .history
            .iter()
            .rev()
            .find(|u| u.mv.from != NO_SQUARE || u.mover != EMPTY)?;
        (last.mv.kind == MoveKind::Exchange).then_some(last.mv)
    }

    /// What unmake needs, as it stands before `mv` is made.
    fn undo_record(&self, mv: Move, mover: u8) -> Undo {
        Undo {
            mv,
            mover,
            journal: (self.effects.len() as u16, self.effects.len() as u16),
            captured: EMPTY,
            capture_sq: NO_SQUARE,
            captured_slot: 0,
            castling: self.castling,
            ep: self.ep,
            ep_victim: self.ep_victim,
            halfmove: self.halfmove,
            hash: self.hash,
            shak_run: self.shak_run,
            exchange_used: self.exchange_used,
        }
    }
}
