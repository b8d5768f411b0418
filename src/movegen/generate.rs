//! Pseudo-legal moves: every move the walks allow, before the test that
//! the mover's royal is safe.

use crate::geometry::Square;
use crate::piece::{Color, EMPTY, Kind, OFF, Piece, in_classes, takes_classes};
use crate::position::{Latent, Move, MoveKind, Position};
use crate::rules::{Rules, Step, StepShape};

impl Position {
    /// Appends the pseudo-legal moves of the side to move (castling not
    /// included) to `out`.
    pub fn pseudo_moves(&self, out: &mut Vec<Move>) {
        let us = self.side_to_move();
        let rules = self.rules();
        if rules.conditions().relocates_captures() {
            for i in 0..self.pieces(us).len() {
                self.relocated_moves(self.pieces(us)[i], out);
            }
        } else if rules.conditions().changes_walks() {
            for i in 0..self.pieces(us).len() {
                self.borrowed_moves(self.pieces(us)[i], out);
            }
        } else {
            for i in 0..self.pieces(us).len() {
                let from = self.pieces(us)[i];
                let piece = Piece::from_cell(self.cell(from)).expect("listed square holds a piece");
                self.piece_moves(rules, from, piece.kind(), us, out);
            }
        }
        if !rules.conditions().fast().plain_moves {
            rules.conditions().rewrite_moves(self, out);
        }
    }

    /// Appends the pseudo-legal moves a piece of `kind` of the side to move
    /// would have on `from` (SingleBox Type 3: a latent pawn moving as the
    /// piece it becomes).
    pub(crate) fn moves_of_kind(&self, from: Square, kind: Kind, out: &mut Vec<Move>) {
        self.piece_moves(self.rules(), from, kind, self.side_to_move(), out);
    }

    /// Appends the pseudo-legal moves a man of `kind` and `color` on
    /// `from` would have (Take&Make Circe: the moves of the man taken,
    /// from where it was taken).
    pub(crate) fn moves_as(&self, from: Square, kind: Kind, color: Color, out: &mut Vec<Move>) {
        self.piece_moves(self.rules(), from, kind, color, out);
    }

    /// Could a piece of `kind` and `color` on `from` move or capture to
    /// `target`? Read from the same generator as the moves (SingleBox
    /// Type 3's latent pawns observing as the kind they may become).
    pub(crate) fn reaches(&self, from: Square, kind: Kind, color: Color, target: Square) -> bool {
        let mut moves = Vec::new();
        self.piece_moves(self.rules(), from, kind, color, &mut moves);
        moves.iter().any(|m| m.to == target)
    }

    /// How many squares the man on `from` could capture on, as a man of
    /// `color` (its pseudo-legal captures, a promotion's counted once):
    /// CASTChess's count.
    pub(crate) fn capture_squares_of(&self, from: Square, color: Color) -> usize {
        let Some(man) = Piece::from_cell(self.cell(from)) else {
            return 0;
        };
        let mut moves = Vec::new();
        self.piece_moves(self.rules(), from, man.kind(), color, &mut moves);
        // En passant is the side to move's alone (for the other side the
        // square would name its own pawn).
        let ep = |m: &Move| matches!(m.kind, MoveKind::EnPassant | MoveKind::TakeMakeEp);
        let mut squares: Vec<Square> = (moves.iter())
            .filter(|m| color == self.side_to_move() || !ep(m))
            .filter_map(|&m| self.capture_square(m))
            .collect();
        squares.sort_unstable_by_key(|s| s.index());
        squares.dedup();
        squares.len()
    }

    /// Appends the pseudo-legal moves of the piece on `from` (castling not
    /// included).
    pub(crate) fn moves_from(&self, from: Square, out: &mut Vec<Move>) {
        if self.rules().conditions().relocates_captures() {
            return self.relocated_moves(from, out);
        }
        if self.rules().conditions().changes_walks() {
            return self.borrowed_moves(from, out);
        }
        let piece = Piece::from_cell(self.cell(from)).expect("a piece on the square");
        self.piece_moves(self.rules(), from, piece.kind(), self.side_to_move(), out);
    }

    /// The moves of the man on `from` where a condition may give it
    /// another walk (AnnanChess): that walk's moves, promotions by the
    /// man's own nature (a pawn moving as a rook promotes, a rook moving
    /// as a pawn does not, nor do its double steps open en passant).
    #[inline(never)]
    fn borrowed_moves(&self, from: Square, out: &mut Vec<Move>) {
        let rules = self.rules();
        let us = self.side_to_move();
        let man = Piece::from_cell(self.cell(from)).expect("a piece on the square");
        let walk = rules.conditions().walk_of(self, from, man.kind());
        if walk == man.kind() {
            return self.piece_moves(rules, from, walk, us, out);
        }
        let mut walked = Vec::new();
        self.piece_moves(rules, from, walk, us, &mut walked);
        let pawn = rules.is_pawn(man.kind());
        let mut last = None;
        for m in walked {
            // A pawn's walk gives one move per promotion: one arrival.
            if last == Some((m.to, m.kind)) {
                continue;
            }
            last = Some((m.to, m.kind));
            let kind = match m.kind {
                MoveKind::DoubleStep if !pawn => MoveKind::Normal,
                k => k,
            };
            self.push(rules, from, m.to, pawn.then_some(man.kind()), kind, out);
        }
    }

    /// The cells as they read with the man on `from` moved to `to` (empty
    /// or `from` itself): where MarsCirce's man captures or observes from.
    pub(crate) fn cells_with_man_moved(&self, from: Square, to: Square) -> impl Fn(Square) -> u8 + Copy + '_ {
        let code = self.cell(from);
        let vacant = self.rules().vacant(from);
        move |s: Square| {
            if s == to {
                code
            } else if s == from {
                vacant
            } else {
                self.cell(s)
            }
        }
    }

    /// The moves of the man on `from` where a condition moves capturers
    /// first (MarsCirce): its moves that take nothing from `from`, then
    /// its captures from the condition's square, `from` vacated there,
    /// each written as a move from `from`.
    #[inline(never)]
    fn relocated_moves(&self, from: Square, out: &mut Vec<Move>) {
        let rules = self.rules();
        let us = self.side_to_move();
        let man = Piece::from_cell(self.cell(from)).expect("a piece on the square");
        let start = out.len();
        self.piece_moves(rules, from, man.kind(), us, out);
        let mut kept = start;
        for i in start..out.len() {
            let m = out[i];
            if m.kind != MoveKind::EnPassant && self.cell(m.to) == EMPTY {
                out[kept] = m;
                kept += 1;
            }
        }
        out.truncate(kept);
        let Some(origin) = rules.conditions().capture_origin(self, from) else {
            return;
        };
        let cell = self.cells_with_man_moved(from, origin);
        let start = out.len();
        self.walk_moves(rules, origin, man.kind(), us, cell, out);
        let mut kept = start;
        for i in start..out.len() {
            let m = out[i];
            if m.kind == MoveKind::EnPassant || cell(m.to) != EMPTY {
                out[kept] = Move { from, ..m };
                kept += 1;
            }
        }
        out.truncate(kept);
    }

    /// Appends the arrivals of the moves that take nothing a man of `kind`
    /// and `color` would have on `from`, were the board's cells those
    /// `cell` reads (Take&Make: the make, from the square of the capture,
    /// with the taken man's walk and side): one move per arrival, no
    /// promotion.
    pub(crate) fn quiet_moves_on(
        &self,
        from: Square,
        kind: Kind,
        color: Color,
        cell: impl Fn(Square) -> u8,
        out: &mut Vec<Move>,
    ) {
        let start = out.len();
        self.walk_moves(self.rules(), from, kind, color, &cell, out);
        let mut kept = start;
        for i in start..out.len() {
            let m = out[i];
            let repeated = kept > start && out[kept - 1].to == m.to;
            if cell(m.to) == EMPTY && m.kind != MoveKind::EnPassant && !repeated {
                out[kept] = Move {
                    kind: MoveKind::Normal,
                    promotion: None,
                    ..m
                };
                kept += 1;
            }
        }
        out.truncate(kept);
    }

    /// Appends the moves a man of `kind` and `color` would have on
    /// `from`, were the board's cells those `cell` reads (Make&Take: the
    /// take, from the make's square).
    pub(crate) fn moves_on(
        &self,
        from: Square,
        kind: Kind,
        color: Color,
        cell: impl Fn(Square) -> u8,
        out: &mut Vec<Move>,
    ) {
        self.walk_moves(self.rules(), from, kind, color, cell, out);
    }

    #[inline(always)]
    fn piece_moves(&self, rules: &Rules, from: Square, kind: Kind, us: Color, out: &mut Vec<Move>) {
        self.walk_moves(rules, from, kind, us, |s| self.cell(s), out);
    }

    /// The moves of a man of `kind` and `us` on `from`, the board read
    /// through `cell`.
    #[inline(always)]
    fn walk_moves(
        &self,
        rules: &Rules,
        from: Square,
        kind: Kind,
        us: Color,
        cell: impl Fn(Square) -> u8,
        out: &mut Vec<Move>,
    ) {
        // Two copies of the loop: a piece's never looks at promotions or en
        // passant.
        if rules.is_pawn(kind) {
            // A pawn on its own first rank has no move in Popeye (but on
            // a wormhole).
            if rules.is_base_square(from, us) && !rules.conditions().frees_base_pawn(from) {
                return;
            }
            self.walk_steps::<true>(rules, from, kind, us, cell, out);
        } else {
            let start = out.len();
            self.walk_steps::<false>(rules, from, kind, us, cell, out);
            // A chameleon's moves each end with its change of walk, as a
            // promotion does.
            if let Some(next) = rules.after_move(kind) {
                out[start..].iter_mut().for_each(|m| m.promotion = Some(next));
            }
        }
    }

    /// An orphan's moves: those of each kind of man on the board (of either
    /// colour, orphans aside) that observes it through a chain (see
    /// [`Position::orphan_chain`]), played as plain moves (as a pawn it
    /// neither promotes nor takes en passant: it is no pawn).
    #[inline(never)]
    fn orphan_moves(&self, rules: &Rules, from: Square, us: Color, cell: &dyn Fn(Square) -> u8, out: &mut Vec<Move>) {
        let present = (self.kinds_present(Color::White) | self.kinds_present(Color::Black)) & !rules.orphan_mask();
        let start = out.len();
        for k in 0..crate::piece::MAX_KINDS as u8 {
            if present >> k & 1 != 0 && self.orphan_chain(from, us, Kind(k), cell) {
                self.walk_steps::<false>(rules, from, Kind(k), us, cell, out);
            }
        }
        // Two kinds observing it give the same move once (as Popeye's
        // duplicate remover does).
        let mut seen = start;
        for i in start..out.len() {
            if !out[start..seen].iter().any(|m| m.to == out[i].to) {
                out[seen] = out[i];
                seen += 1;
            }
        }
        out.truncate(seen);
    }

    /// The moves of a man of `kind`, moving as a pawn (`PAWN`) or not.
    #[inline(always)]
    fn walk_steps<const PAWN: bool>(
        &self,
        rules: &Rules,
        from: Square,
        kind: Kind,
        us: Color,
        cell: impl Fn(Square) -> u8,
        out: &mut Vec<Move>,
    ) {
        let pawn = PAWN;
        let takes = takes_classes(us);
        // May a step ending on a cell with value `c` end there, by `mode`?
        let target_ok = |c: u8, moves: bool, captures: bool| {
            if c == EMPTY {
                moves
            } else {
                in_classes(c, takes) && captures
            }
        };
        for step in rules.tables().steps(us, kind) {
            let (moves, captures) = (step.mode.moves(), step.mode.captures());
            match step.shape {
                StepShape::Leap => {
                    let to = from.offset(step.delta);
                    let c = cell(to);
                    if target_ok(c, moves, captures) {
                        self.push(rules, from, to, pawn.then_some(kind), MoveKind::Normal, out);
                    } else if pawn && captures && c == EMPTY && Some(to) == self.ep_square() {
                        out.push(Move {
                            from,
                            to,
                            kind: MoveKind::EnPassant,
                            promotion: None,
                            latent: Latent::NONE,
                        });
                    }
                }
                StepShape::Lame { unit, count } => {
                    if step.initial && !rules.is_initial_square(from, us) {
                        continue;
                    }
                    let mut s = from;
                    if (0..count).all(|_| {
                        s = s.offset(unit);
                        cell(s) == EMPTY
                    }) {
                        let to = from.offset(step.delta);
                        if target_ok(cell(to), moves, captures) {
                            let mk = if pawn && step.initial && rules.set().pawns.en_passant {
                                MoveKind::DoubleStep
                            } else {
                                MoveKind::Normal
                            };
                            self.push(rules, from, to, pawn.then_some(kind), mk, out);
                        }
                    }
                }
                StepShape::Ride { min, max } => {
                    let mut to = from;
                    let mut d = 0u8;
                    loop {
                        to = to.offset(step.delta);
                        d += 1;
                        let c = cell(to);
                        if d >= min && target_ok(c, moves, captures) {
                            self.push(rules, from, to, pawn.then_some(kind), MoveKind::Normal, out);
                        }
                        if c != EMPTY || d == max {
                            break;
                        }
                    }
                }
                StepShape::Hop => {
                    let mut s = from;
                    loop {
                        s = s.offset(step.delta);
                        let c = cell(s);
                        if c == OFF {
                            break;
                        }
                        if c != EMPTY {
                            let to = s.offset(step.delta);
                            if target_ok(cell(to), moves, captures) {
                                self.push(rules, from, to, pawn.then_some(kind), MoveKind::Normal, out);
                            }
                            break;
                        }
                    }
                }
                StepShape::Vault { .. } | StepShape::Orphan | StepShape::EdgeRide | StepShape::Locust { .. } => {
                    self.rare_moves(rules, from, (kind, us, pawn), step, &cell, out)
                }
                StepShape::Bent { then, min, max } => {
                    let corner = from.offset(step.delta);
                    if cell(corner) != EMPTY {
                        continue;
                    }
                    let mut to = corner;
                    let mut j = 0u8;
                    loop {
                        to = to.offset(then);
                        j += 1;
                        let c = cell(to);
                        if j >= min && target_ok(c, moves, captures) {
                            self.push(rules, from, to, pawn.then_some(kind), MoveKind::Normal, out);
                        }
                        if c != EMPTY || j == max {
                            break;
                        }
                    }
                }
            }
        }
    }

    /// The moves of one step of a rare shape: one call out of the
    /// generation loop, so that the orthodox loop stays small.
    #[inline(never)]
    fn rare_moves(
        &self,
        rules: &Rules,
        from: Square,
        man: (Kind, Color, bool),
        step: &Step,
        cell: &dyn Fn(Square) -> u8,
        out: &mut Vec<Move>,
    ) {
        let us = man.1;
        match step.shape {
            StepShape::Vault { .. } => self.vault_moves(rules, from, man, step, cell, out),
            StepShape::Orphan => self.orphan_moves(rules, from, us, cell, out),
            StepShape::EdgeRide => self.edge_moves(rules, from, us, step, cell, out),
            StepShape::Locust { far } => self.locust_moves(rules, from, us, far, step.delta, cell, out),
            _ => {}
        }
    }

    /// The moves of one [`StepShape::Vault`] direction (lions, kangaroos,
    /// Chinese captures): kept out of the orthodox generation loop.
    fn vault_moves(
        &self,
        rules: &Rules,
        from: Square,
        (kind, us, pawn): (Kind, Color, bool),
        step: &Step,
        cell: &dyn Fn(Square) -> u8,
        out: &mut Vec<Move>,
    ) {
        let StepShape::Vault { far, hurdles, land } = step.shape else {
            return;
        };
        let (delta, moves, captures) = (step.delta, step.mode.moves(), step.mode.captures());
        let takes = takes_classes(us);
        let target_ok = |c: u8| {
            if c == EMPTY {
                moves
            } else {
                in_classes(c, takes) && captures
            }
        };
        let Some(hurdle) = last_hurdle(&cell, from, delta, far, hurdles) else {
            return;
        };
        let mut to = hurdle;
        if land == 0 {
            loop {
                to = to.offset(delta);
                let c = cell(to);
                if target_ok(c) {
                    self.push(rules, from, to, pawn.then_some(kind), MoveKind::Normal, out);
                }
                if c != EMPTY {
                    break;
                }
            }
        } else if (1..land).all(|_| {
            to = to.offset(delta);
            cell(to) == EMPTY
        }) {
            to = to.offset(delta);
            if target_ok(cell(to)) {
                self.push(rules, from, to, pawn.then_some(kind), MoveKind::Normal, out);
            }
        }
    }

    /// The capture of one [`StepShape::Locust`] direction: over the enemy
    /// man to the empty square behind, written as a move whose capture is
    /// not on its arrival (as Take&Make's: Popeye writes both `e5*e4-e3`).
    #[allow(clippy::too_many_arguments)]
    fn locust_moves(
        &self,
        rules: &Rules,
        from: Square,
        us: Color,
        far: bool,
        delta: i16,
        cell: &dyn Fn(Square) -> u8,
        out: &mut Vec<Move>,
    ) {
        let victim = locust_victim(&cell, from, delta, far);
        let c = cell(victim);
        let landing = victim.offset(delta);
        if c != EMPTY && in_classes(c, takes_classes(us)) && cell(landing) == EMPTY {
            out.push(Move {
                from,
                to: landing,
                kind: MoveKind::TakeMake(rules.geometry().dense(victim) as u8),
                promotion: None,
                latent: Latent::NONE,
            });
        }
    }

    /// The moves of one [`StepShape::EdgeRide`] direction (Popeye's
    /// Edgehog): along the line, to the squares whose edgeness differs from
    /// the start's.
    fn edge_moves(
        &self,
        rules: &Rules,
        from: Square,
        us: Color,
        step: &Step,
        cell: &dyn Fn(Square) -> u8,
        out: &mut Vec<Move>,
    ) {
        let takes = takes_classes(us);
        let edge = rules.on_edge(from);
        let mut to = from;
        loop {
            to = to.offset(step.delta);
            let c = cell(to);
            if c == OFF || (c != EMPTY && (!in_classes(c, takes) || !step.mode.captures())) {
                break;
            }
            if rules.on_edge(to) != edge && (c != EMPTY || step.mode.moves()) {
                self.push(rules, from, to, None, MoveKind::Normal, out);
            }
            if c != EMPTY {
                break;
            }
        }
    }

    /// Pushes a move, expanded into one move per promotion kind when a
    /// pawn reaches its last rank.
    #[inline(always)]
    fn push(&self, rules: &Rules, from: Square, to: Square, pawn: Option<Kind>, kind: MoveKind, out: &mut Vec<Move>) {
        if let Some(pk) = pawn
            && rules.is_promotion_square(to, self.side_to_move())
            && !rules.promotions_of(pk).is_empty()
        {
            self.push_promotions(rules, from, to, pk, kind, out);
        } else {
            out.push(Move {
                from,
                to,
                kind,
                promotion: None,
                latent: Latent::NONE,
            });
        }
    }

    /// A pawn reaching its last rank: one move per kind it may become
    /// (the condition hook decides which); kept out of the hot path.
    #[inline(never)]
    fn push_promotions(&self, rules: &Rules, from: Square, to: Square, pk: Kind, kind: MoveKind, out: &mut Vec<Move>) {
        let us = self.side_to_move();
        if let Some((stages, home_file)) = rules.pawn_of_pawns()
            && pk == stages[2]
        {
            // The pawn of pawns' second arrival: on to its home square as
            // part of the move when that is empty, else it waits.
            let home = rules.home_square_on_rank(us, home_file, 2);
            let (kind, promotion) = if home.is_some_and(|h| self.cell(h) == crate::piece::EMPTY) {
                (MoveKind::ToHome, stages[4])
            } else {
                (kind, stages[3])
            };
            out.push(Move {
                from,
                to,
                kind,
                promotion: Some(promotion),
                latent: Latent::NONE,
            });
            return;
        }
        let conditions = rules.conditions();
        let chosen = if conditions.fast().plain_moves {
            None
        } else {
            conditions.promotions(self, us, to, pk)
        };
        let (kinds, waits) = match &chosen {
            Some((kinds, waits)) => (kinds.as_slice(), *waits),
            None => (rules.promotions_of(pk), false),
        };
        // A pawn that waits unpromoted comes after its promotions.
        let promotions = kinds.iter().map(|&k| Some(k)).chain(waits.then_some(None));
        out.extend(promotions.map(|promotion| Move {
            from,
            to,
            kind,
            promotion,
            latent: Latent::NONE,
        }));
    }

    /// Appends the castling moves whose conditions hold (king not in
    /// check, squares between empty, king's path not attacked).
    pub(crate) fn castling_moves(&self, out: &mut Vec<Move>) {
        let start = out.len();
        self.castling_moves_plain(out);
        // A condition that sends the king on from its square (Wormholes)
        // rewrites castling too.
        if out.len() > start && self.rules().conditions().rewrites_castling() {
            let mut castlings = out.split_off(start);
            self.rules().conditions().rewrite_moves(self, &mut castlings);
            out.extend(castlings);
        }
    }

    fn castling_moves_plain(&self, out: &mut Vec<Move>) {
        let rules = self.rules();
        let us = self.side_to_move();
        let rights = self.castling_rights();
        for (i, c) in rules.set().castling.iter().enumerate() {
            if rights & Rules::castling_bit(i, us) == 0 {
                continue;
            }
            let home = |file: u8| rules.home_square(us, file).expect("checked by Rules::new");
            let (lo, hi) = {
                let files = [c.king_from, c.king_to, c.rook_from, c.rook_to];
                (*files.iter().min().unwrap(), *files.iter().max().unwrap())
            };
            let clear = (lo..=hi)
                .filter(|&f| f != c.king_from && f != c.rook_from)
                .all(|f| self.cell(home(f)) == EMPTY);
            // A king that took on another walk (KobulKings) does not
            // castle, as in Popeye, which castles a man of the king's walk.
            let king = Piece::from_cell(self.cell(home(c.king_from)));
            if !clear || king.is_none_or(|k| rules.piece_type(k.kind()).walk_name() != "king") {
                continue;
            }
            let (k_lo, k_hi) = (c.king_from.min(c.king_to), c.king_from.max(c.king_to));
            // Where a condition sends the king on (Wormholes), or check
            // reads the whole board (SAT), the square it ends on is judged
            // by the legality test after the move, as Popeye judges it.
            let sent_on = rules.conditions().judges_castling_after();
            if (k_lo..=k_hi).any(|f| !(sent_on && f == c.king_to) && self.is_attacked(home(f), !us)) {
                continue;
            }
            out.push(Move {
                from: home(c.king_from),
                to: home(c.king_to),
                kind: MoveKind::Castling(i as u8),
                promotion: None,
                latent: Latent::NONE,
            });
        }
    }
}

/// The last hurdle of a [`StepShape::Vault`] from `from` along `delta`,
/// the board read through `cell`: the first man along the line (`far`) or
/// the man one step away, then for each further hurdle the next man along
/// the line. `None` where a hurdle is missing.
#[inline]
pub(crate) fn last_hurdle(
    cell: &impl Fn(Square) -> u8,
    from: Square,
    delta: i16,
    far: bool,
    hurdles: u8,
) -> Option<Square> {
    let mut s = from;
    for h in 0..hurdles {
        if h == 0 && !far {
            s = s.offset(delta);
            if cell(s) == EMPTY || cell(s) == OFF {
                return None;
            }
            continue;
        }
        loop {
            s = s.offset(delta);
            match cell(s) {
                OFF => return None,
                EMPTY => {}
                _ => break,
            }
        }
    }
    Some(s)
}

/// The square a locust looks for its victim on: the first one along the
/// line that is not empty (`far`), or the next.
#[inline]
pub(crate) fn locust_victim(cell: &impl Fn(Square) -> u8, from: Square, delta: i16, far: bool) -> Square {
    let mut s = from.offset(delta);
    while far && cell(s) == EMPTY {
        s = s.offset(delta);
    }
    s
}
