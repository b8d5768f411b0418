//! "Is this square attacked?", read backwards from the attacked square
//! through the attack tables, which are built from the same walks as the
//! moves: a piece attacks exactly where it could capture.

use crate::geometry::Square;
use crate::piece::{Color, EMPTY, Kind, OFF, Piece, acts_classes, in_classes};
use crate::position::Position;
use crate::rules::{RayAttack, StepShape, UNBOUNDED_RIDE};

use super::generate::{last_hurdle, locust_victim};

/// Landing squares that may answer a check ([`Position::check_answers`]).
#[derive(Clone, Copy)]
pub(crate) struct CheckAnswers {
    squares: [Square; 32],
    len: usize,
    /// The hurdle of a checking hopper: leaving it answers the check.
    hurdle: Option<Square>,
}

impl Default for CheckAnswers {
    fn default() -> Self {
        CheckAnswers {
            squares: [Square(0); 32],
            len: 0,
            hurdle: None,
        }
    }
}

impl CheckAnswers {
    /// `None` when full (the caller then tries every move).
    fn push(&mut self, sq: Square) -> Option<()> {
        *self.squares.get_mut(self.len)? = sq;
        self.len += 1;
        Some(())
    }

    /// May a move of a non-royal man from `from` to `to` answer the check?
    pub(crate) fn may_answer(&self, from: Square, to: Square) -> bool {
        self.squares[..self.len].contains(&to) || self.hurdle == Some(from)
    }
}

/// A cell value that holds a man of no kind (kind index 62, beyond
/// [`crate::piece::MAX_KINDS`]): an orphan already in a chain, which blocks
/// lines but neither moves nor observes.
const CHAIN_LINK: u8 = 63;

/// Does this cell hold a man acting for `by` (its own or a neutral one)
/// whose kind is in `kinds`?
#[inline(always)]
pub(super) fn holds(cell: u8, by_black: bool, kinds: u64) -> bool {
    let acts = if by_black {
        acts_classes(Color::Black)
    } else {
        acts_classes(Color::White)
    };
    cell != EMPTY && in_classes(cell, acts) && (kinds >> ((cell & 63) - 1)) & 1 != 0
}

impl Position {
    /// Could a piece of `by` capture on `target` (pseudo-legally: pinned
    /// pieces attack too)?
    pub fn is_attacked(&self, target: Square, by: Color) -> bool {
        self.attacked_by_kinds(target, by, u64::MAX)
    }

    /// [`Position::is_attacked`] by pieces whose kind is in `only` (a kind
    /// mask). Inlined so that the full mask folds away.
    #[inline(always)]
    pub fn attacked_by_kinds(&self, target: Square, by: Color, only: u64) -> bool {
        if !self.rules().conditions().fast().table_observation {
            return self.attacked_under_conditions(target, by, only);
        }
        let mask = only & self.kinds_present(by);
        self.attacked_on(target, by, mask, |s: Square| self.cell(s), |_| true)
    }

    /// [`Position::attacked_by_kinds`] where a condition vetoes observers
    /// or adds its own (SingleBox). Kept out of line: the orthodox path
    /// only pays the test.
    #[inline(never)]
    fn attacked_under_conditions(&self, target: Square, by: Color, only: u64) -> bool {
        let conditions = self.rules().conditions();
        let mask = only & self.kinds_present(by);
        let counts = |from: Square| conditions.observation_counts(self, from, target, by);
        self.attacked_on(target, by, mask, |s: Square| self.cell(s), counts)
            || (only == u64::MAX && conditions.observes(self, target, by))
    }

    /// Does a man of `by` observe `target` by its walk, the conditions'
    /// vetoes read but not their own observers (DangerCirce: whether a man
    /// is in danger, which its own escape does not decide)?
    pub(crate) fn observed_by_men(&self, target: Square, by: Color) -> bool {
        let conditions = self.rules().conditions();
        let mask = self.kinds_present(by);
        let counts = |from: Square| conditions.observation_counts(self, from, target, by);
        self.attacked_on(target, by, mask, |s: Square| self.cell(s), counts)
    }

    /// Could a man of `by` of a kind in `mask` capture on `target`, on the
    /// board `cell` reads (this one, or one seen after moves not made)?
    /// `counts`: whether the man found on a square observes (a condition's
    /// veto). Conditions' own observers are not asked.
    #[inline(always)]
    pub(crate) fn attacked_on(
        &self,
        target: Square,
        by: Color,
        mask: u64,
        cell: impl Fn(Square) -> u8,
        counts: impl Fn(Square) -> bool,
    ) -> bool {
        let t = self.rules().tables().attacks(by);
        let black = by == Color::Black;
        for &(off, kinds) in &t.leaps {
            let from = target.offset(off);
            if kinds & mask != 0
                && holds(cell(from), black, kinds & mask)
                && counts(from)
                && !self.stays_on_base(from, cell(from), by)
            {
                return true;
            }
        }
        for &(off, unit, count, kinds) in &t.lame {
            let from = target.offset(off);
            if holds(cell(from), black, kinds & mask) {
                let mut s = from;
                if (0..count).all(|_| {
                    s = s.offset(unit);
                    cell(s) == EMPTY
                }) && counts(from)
                {
                    return true;
                }
            }
        }
        for ray in &t.rays {
            if ray.kinds & mask != 0
                && let Some((s, d)) = first_man_on_ray(&cell, target, ray)
                && d >= ray.min
                && holds(cell(s), black, ray.kinds & mask)
                && counts(s)
            {
                return true;
            }
        }
        for &(step, kinds) in &t.hops {
            if kinds & mask == 0 {
                continue;
            }
            let hurdle = target.offset(step);
            let c = cell(hurdle);
            if c != EMPTY && c != OFF {
                let hopper = first_man_beyond(&cell, hurdle, step);
                if holds(cell(hopper), black, kinds & mask) && counts(hopper) {
                    return true;
                }
            }
        }
        if t.forward & mask != 0 && self.attacked_forward(target, by, mask, &cell, &counts) {
            return true;
        }
        for &(step, back, min, max, kinds) in &t.bents {
            if kinds & mask == 0 {
                continue;
            }
            let mut s = target;
            let mut j = 0u8;
            loop {
                s = s.offset(step);
                j = j.saturating_add(1);
                if cell(s) != EMPTY {
                    break;
                }
                if j >= min && holds(cell(s.offset(back)), black, kinds & mask) && counts(s.offset(back)) {
                    return true;
                }
                if j == max && max != UNBOUNDED_RIDE {
                    break;
                }
            }
        }
        false
    }

    /// Is the man `c` of `by` on `from` a pawn on its own first rank that
    /// does not observe there? The square's zone is read inline; the man
    /// only where it stands on that rank.
    #[inline(always)]
    fn stays_on_base(&self, from: Square, c: u8, by: Color) -> bool {
        self.rules().is_base_square(from, by) && self.pawn_on_base(from, c)
    }

    /// Is the man `c` on `from`, its side's first rank, a pawn, where
    /// Popeye's pawns neither move nor observe (but on a wormhole, or
    /// under Equipollents:
    /// [`crate::conditions::Condition::base_pawn_observes`])? Asked only
    /// of a man found observing from its first rank, so the search pays
    /// nothing for it.
    #[cold]
    #[inline(never)]
    fn pawn_on_base(&self, from: Square, c: u8) -> bool {
        Piece::from_cell(c).is_some_and(|p| self.rules().is_pawn(p.kind()))
            && !self.rules().conditions().base_pawn_observes(from)
    }

    /// [`Position::attacked_on`] by the men whose attacks are played
    /// forward: hoppers other than the grasshopper, and orphans. Out of
    /// line: the orthodox path only pays the test of the kind mask.
    #[inline(never)]
    fn attacked_forward(
        &self,
        target: Square,
        by: Color,
        mask: u64,
        cell: &impl Fn(Square) -> u8,
        counts: &impl Fn(Square) -> bool,
    ) -> bool {
        let t = self.rules().tables().attacks(by);
        let orphan_mask = self.rules().orphan_mask();
        let (vaults, orphans) = (t.forward & !orphan_mask & mask, orphan_mask & mask);
        (vaults != 0 && self.vaulted_on(target, by, vaults, cell, counts))
            || (orphans != 0 && self.orphaned_on(target, by, orphans, cell, counts))
    }

    /// Could a man of `by` of a kind in `kinds` capture on `target` by one
    /// of its [`StepShape::Vault`] hops (a lion, a kangaroo, a Pao's
    /// capture) or edge rides (the Edgehog)? The men are looked for on the
    /// board `cell` reads, and each one's moves played forward with
    /// `target` read as an enemy man.
    fn vaulted_on(
        &self,
        target: Square,
        by: Color,
        kinds: u64,
        cell: &impl Fn(Square) -> u8,
        counts: &impl Fn(Square) -> bool,
    ) -> bool {
        let rules = self.rules();
        let black = by == Color::Black;
        let enemy = Piece::new(!by, Kind(0)).code();
        let view = |s: Square| if s == target { enemy } else { cell(s) };
        rules.geometry().squares().iter().any(|&from| {
            let c = cell(from);
            holds(c, black, kinds)
                && rules
                    .tables()
                    .steps(by, Kind((c & 63) - 1))
                    .iter()
                    .any(|step| match step.shape {
                        StepShape::Locust { far } => {
                            locust_victim(&view, from, step.delta, far) == target
                                && view(target.offset(step.delta)) == EMPTY
                        }
                        StepShape::EdgeRide if step.mode.captures() => {
                            let mut s = from;
                            loop {
                                s = s.offset(step.delta);
                                if s == target {
                                    break rules.on_edge(from) != rules.on_edge(target);
                                }
                                if view(s) != EMPTY {
                                    break false;
                                }
                            }
                        }
                        StepShape::Vault { far, hurdles, land } if step.mode.captures() && !step.initial => {
                            last_hurdle(&view, from, step.delta, far, hurdles).is_some_and(|hurdle| {
                                let mut s = hurdle;
                                let mut n = 0u8;
                                loop {
                                    s = s.offset(step.delta);
                                    n += 1;
                                    if s == target {
                                        break land == 0 || n == land;
                                    }
                                    if view(s) != EMPTY || n == land {
                                        break false;
                                    }
                                }
                            })
                        }
                        _ => false,
                    })
                && counts(from)
        })
    }

    /// Could an orphan of `by` (of a kind in `kinds`) capture on `target`:
    /// does it observe `target` as a kind of man that observes it through
    /// a chain ([`Position::orphan_chain`])?
    fn orphaned_on(
        &self,
        target: Square,
        by: Color,
        kinds: u64,
        cell: &impl Fn(Square) -> u8,
        counts: &impl Fn(Square) -> bool,
    ) -> bool {
        let rules = self.rules();
        let black = by == Color::Black;
        let present = (self.kinds_present(Color::White) | self.kinds_present(Color::Black)) & !rules.orphan_mask();
        (0..crate::piece::MAX_KINDS as u8)
            .filter(|&k| present >> k & 1 != 0)
            .any(|k| {
                rules.geometry().squares().iter().any(|&o| {
                    holds(cell(o), black, kinds)
                        && self.observes_as(o, target, by, Kind(k), cell)
                        && counts(o)
                        && self.orphan_chain(o, by, Kind(k), cell)
                })
            })
    }

    /// Is `target`, on the board `cell` reads, observed by a man of `by`
    /// moving with the walk of the kinds in `kinds` (Madrasi's and
    /// Isardam's like men)? Where a condition lends walks (AnnanChess) a
    /// man moves with the walk it borrows, read on this board.
    pub(crate) fn observed_by_walk(
        &self,
        target: Square,
        by: Color,
        kinds: u64,
        cell: impl Fn(Square) -> u8 + Copy,
    ) -> bool {
        let conditions = self.rules().conditions();
        if !conditions.changes_walks() {
            return self.attacked_on(target, by, kinds, cell, |_| true);
        }
        self.pieces(by).iter().any(|&from| {
            let Some(man) = Piece::from_cell(cell(from)).filter(|m| m.belongs_to(by)) else {
                return false;
            };
            let walk = conditions.walk_of(self, from, man.kind());
            kinds >> walk.0 & 1 != 0 && self.observes_as(from, target, by, walk, &cell)
        })
    }

    /// Would a man of `by` and `kind` standing on `from` (where the board
    /// `cell` reads has another man) observe `target`?
    pub(crate) fn observes_as(
        &self,
        from: Square,
        target: Square,
        by: Color,
        kind: Kind,
        cell: &dyn Fn(Square) -> u8,
    ) -> bool {
        let code = Piece::new(by, kind).code();
        let seen = |s: Square| if s == from { code } else { cell(s) };
        self.attacked_on(target, by, 1 << kind.0, seen, |s| s == from)
    }

    /// Popeye's orphan chain: is the man of `victim` on `sq` observed by a
    /// man of the other side of `kind`, or by an orphan of the other side
    /// that observes it as a `kind` and is itself so observed (the colours
    /// alternating along the chain)? Each orphan already in the chain reads
    /// as a man that neither moves nor observes, so the chain ends.
    pub(crate) fn orphan_chain(&self, sq: Square, victim: Color, kind: Kind, cell: &dyn Fn(Square) -> u8) -> bool {
        let by = !victim;
        if self.attacked_on(sq, by, 1 << kind.0, cell, |_| true) {
            return true;
        }
        let rules = self.rules();
        let orphans = rules.orphan_mask();
        let black = by == Color::Black;
        let view = |s: Square| if s == sq { CHAIN_LINK } else { cell(s) };
        rules.geometry().squares().iter().any(|&o| {
            holds(view(o), black, orphans)
                && self.observes_as(o, sq, by, kind, &view)
                && self.orphan_chain(o, by, kind, &view)
        })
    }

    /// The first square after `from` in direction `step` that is not empty
    /// (a man or the board's edge): what a hopper over a hurdle on `from`
    /// lands next to.
    #[inline(always)]
    pub(crate) fn first_man_beyond(&self, from: Square, step: i16) -> Square {
        first_man_beyond(&|s| self.cell(s), from, step)
    }

    /// The first square along `ray` from `from` that is not empty (a man or
    /// the board's edge), and how many steps away, within the ray's reach.
    #[inline(always)]
    fn first_man_on_ray(&self, from: Square, ray: &RayAttack) -> Option<(Square, u8)> {
        first_man_on_ray(&|s| self.cell(s), from, ray)
    }

    /// The squares a move of a man other than the royal on `royal` must
    /// land on to answer a check by `by`: the checker's square and the
    /// squares between a checking rider or hopper and the royal (or for a
    /// hopper, leave: its hurdle). Empty in double check by leapers and
    /// riders (only the royal can answer). `None` where the attack tables
    /// cannot name every checker (lame and bent attackers, conditions
    /// that change what observes the royal), where a move may change more
    /// than its own squares (a Circe rebirth may block the check), or a
    /// hopper gives double check
    /// (the hurdle may block the other line): every move is then tried.
    pub(crate) fn check_answers(&self, royal: Square, by: Color) -> Option<CheckAnswers> {
        let rules = self.rules();
        let t = rules.tables().attacks(by);
        if !t.moves_expose_by_lines()
            || !rules.conditions().fast().plain_make
            || !rules.conditions().observes_as_tables(rules, royal, by)
        {
            return None;
        }
        let black = by == Color::Black;
        let mut out = CheckAnswers::default();
        let mut checkers = 0;
        for &(off, kinds) in &t.leaps {
            let from = royal.offset(off);
            if holds(self.cell(from), black, kinds) && !self.stays_on_base(from, self.cell(from), by) {
                checkers += 1;
                out.push(from)?;
            }
        }
        for ray in &t.rays {
            if let Some((s, d)) = self.first_man_on_ray(royal, ray)
                && d >= ray.min
                && holds(self.cell(s), black, ray.kinds)
            {
                checkers += 1;
                let mut b = royal;
                for _ in 0..d {
                    b = b.offset(ray.step);
                    out.push(b)?;
                }
            }
        }
        for &(step, kinds) in &t.hops {
            let hurdle = royal.offset(step);
            let c = self.cell(hurdle);
            if c == EMPTY || c == OFF {
                continue;
            }
            let b = self.first_man_beyond(hurdle, step);
            if holds(self.cell(b), black, kinds) {
                if checkers > 0 || out.hurdle.is_some() {
                    return None;
                }
                out.hurdle = Some(hurdle);
                let mut s = hurdle;
                while s != b {
                    s = s.offset(step);
                    out.push(s)?;
                }
            }
        }
        if checkers > 1 {
            out.len = 0;
        }
        Some(out)
    }

    /// Is any royal piece of `color` attacked?
    pub fn royal_attacked(&self, color: Color) -> bool {
        // A royal in a citadel cannot be taken, so it is never attacked.
        self.royals(color)
            .iter()
            .any(|&r| self.rules().vacant(r) != OFF && self.is_attacked(r, !color))
            || self.ep_victim().is_some_and(|v| self.royals(color).contains(&v)) && self.royal_taken_en_passant(color)
    }

    /// A royal pawn of `color` that has just made a double step: may a
    /// pawn of the other side take it en passant (as Popeye has it, that
    /// is check)? Orphans do not take en passant.
    #[inline(never)]
    fn royal_taken_en_passant(&self, color: Color) -> bool {
        let pawns = self.rules().pawn_kinds() & !self.rules().orphan_mask();
        self.ep_square()
            .is_some_and(|ep| self.attacked_by_kinds(ep, !color, pawns))
    }

    /// Shatar's mate rule, after a move of `mover` that checks: does this
    /// check count as a shak (some checking piece is a bers, rook or
    /// knight)? With `void`, rather: is every checking piece of the kinds
    /// that cannot mate alone?
    pub(crate) fn check_is(&self, mover: Color, kinds: u64, void: bool) -> bool {
        let royals = self.royals(!mover);
        if void {
            !royals.iter().any(|&r| self.attacked_by_kinds(r, mover, !kinds))
        } else {
            royals.iter().any(|&r| self.attacked_by_kinds(r, mover, kinds))
        }
    }

    /// Is the side to move in check?
    pub fn in_check(&self) -> bool {
        self.royal_attacked(self.side_to_move())
    }
}

/// [`Position::first_man_beyond`] on the board `cell` reads.
#[inline(always)]
fn first_man_beyond(cell: &impl Fn(Square) -> u8, from: Square, step: i16) -> Square {
    let mut s = from.offset(step);
    while cell(s) == EMPTY {
        s = s.offset(step);
    }
    s
}

/// [`Position::first_man_on_ray`] on the board `cell` reads.
#[inline(always)]
fn first_man_on_ray(cell: &impl Fn(Square) -> u8, from: Square, ray: &RayAttack) -> Option<(Square, u8)> {
    let mut s = from;
    let mut d = 0u8;
    loop {
        s = s.offset(ray.step);
        d += 1;
        if cell(s) != EMPTY {
            return Some((s, d));
        }
        if d == ray.max {
            return None;
        }
    }
}
