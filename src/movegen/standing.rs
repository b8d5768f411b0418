//! "Does this refutation still stand?" for every move of one node. A move
//! of the side not to move that would be legal and give no check (were
//! that side to move) stays so after any move of the side to move that
//! changes no square it depends on: the squares on the lines and leaps to
//! either royal, and the squares of its own path. Those are marked once;
//! each move of the side to move is then judged by two reads instead of
//! being made. The attacker's last move of self play uses it: the
//! defender's killer, a quiet move far from both kings, refutes nearly
//! every one of them.

use super::MoveList;
use super::attacks::holds;
use crate::geometry::Square;
use crate::piece::{Color, EMPTY, OFF, Piece};
use crate::position::{Move, MoveKind, Position, kind_bit};
use crate::rules::{AttackTable, SpecialRule};

/// A square whose man leaving it may spoil the refutation.
const VACATE: u64 = 1 << 63;
/// Every kind: a man of any kind landing there may spoil the refutation.
const ANY_KIND: u64 = !VACATE;

/// What a move may spoil of the refutation: each index of
/// `StandingProbe::marks`.
const PATH: usize = 0;
const LEGAL: usize = 1;
const QUIET: usize = 2;

/// What our move may have spoiled of the refutation prepared for; each
/// true part must be tested on the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Spoiled {
    /// Whether it is still a move of its man (its path).
    pub path: bool,
    /// Whether it leaves its royal safe (the lines to its royal).
    pub legal: bool,
    /// Whether it gives no check (the lines to our royal).
    pub quiet: bool,
}

impl Spoiled {
    /// Nothing: the refutation stands.
    pub const NONE: Spoiled = Spoiled {
        path: false,
        legal: false,
        quiet: false,
    };
    /// Every part: nothing known.
    pub const ALL: Spoiled = Spoiled {
        path: true,
        legal: true,
        quiet: true,
    };
}

/// A searcher's reusable probe (see the module comment).
#[derive(Default)]
pub struct StandingProbe {
    /// Per part of the refutation ([`PATH`], [`LEGAL`], [`QUIET`]) and
    /// mailbox square: [`VACATE`], and the kinds of our men that may spoil
    /// that part by landing there.
    marks: [Vec<u64>; 3],
    touched: Vec<usize>,
    /// What the marks are for: the position (its hash), its mover's
    /// royal, and the refutation.
    ready: Option<(u64, Square, Move)>,
}

impl StandingProbe {
    /// Reads the position (side to move: "us") for `refutation`, a move of
    /// the other side. True when that move would be a legal move giving no
    /// check were the other side to move, and the probe can tell for our
    /// moves whether it stays one; false (and the probe unused) otherwise:
    /// conditions, moves beyond the plain ones, game-ending rules, lame or
    /// bent attackers, several royals, or us in check.
    pub fn prepare(&mut self, pos: &mut Position, refutation: Move, scratch: &mut MoveList) -> bool {
        for &i in &self.touched {
            for part in &mut self.marks {
                part[i] = 0;
            }
        }
        self.touched.clear();
        self.ready = None;
        let us = pos.side_to_move();
        let plain = {
            let rules = pos.rules();
            rules.conditions().fast().all()
                && pos.plain_moves_only()
                && !rules.has(SpecialRule::BareKingEndsGame)
                && rules.tables().attacks(us).moves_expose_by_lines()
                && rules.tables().attacks(!us).moves_expose_by_lines()
                && pos.royals(us).len() == 1
                && pos.royals(!us).len() == 1
                && matches!(refutation.kind, MoveKind::Normal | MoveKind::DoubleStep)
                && refutation.latent.is_none()
        };
        if !plain || pos.in_check() {
            return false;
        }
        pos.make_null();
        let quiet = pos.is_plain_pseudo_move(refutation, scratch)
            && pos.legal_and_check_quick(refutation) == Some((true, false));
        pos.unmake_null();
        if !quiet {
            return false;
        }
        for part in &mut self.marks {
            if part.len() < pos.mailbox_len() {
                part.resize(pos.mailbox_len(), 0);
            }
        }
        // The board is read as it stands after the refutation.
        let (f, t) = (refutation.from, refutation.to);
        let mover = match refutation.promotion {
            Some(k) => Piece::new(!us, k).code(),
            None => pos.cell(f),
        };
        let after = |s: Square| {
            if s == t {
                mover
            } else if s == f {
                EMPTY
            } else {
                pos.cell(s)
            }
        };
        let rules = pos.rules();
        let their_royal = pos.royals(!us)[0];
        let their_royal = if their_royal == f { t } else { their_royal };
        let our_royal = pos.royals(us)[0];
        let black = us == Color::Black;
        self.mark_lines(LEGAL, their_royal, rules.tables().attacks(us), black, true, &after);
        self.mark_lines(QUIET, our_royal, rules.tables().attacks(!us), !black, false, &after);
        // The refutation's own path: a man landing on it may block it, one
        // leaving it may be its victim or a hopper's hurdle.
        let geometry = rules.geometry();
        let (cf, ct) = (geometry.coord(f), geometry.coord(t));
        let (dx, dy) = (ct.file - cf.file, ct.rank - cf.rank);
        let steps = gcd(dx.unsigned_abs(), dy.unsigned_abs()).max(1);
        let unit = geometry.delta(dx / steps as i8, dy / steps as i8);
        let mut s = f;
        for _ in 0..=steps {
            self.mark(PATH, s, VACATE | ANY_KIND);
            s = s.offset(unit);
        }
        self.ready = Some((pos.hash(), our_royal, refutation));
        true
    }

    /// Does the refutation prepared for stay a legal move giving no check
    /// after our move `mv`? False where the probe cannot tell (the move
    /// must then be made and the refutation tried on the board).
    pub fn stands_after(&self, pos: &Position, mv: Move) -> bool {
        self.spoiled_by(pos, mv) == Some(Spoiled::NONE)
    }

    /// What our move `mv` may spoil of the refutation prepared for (every
    /// part where the probe cannot tell), with that refutation; `None`
    /// when the probe is not prepared for this position.
    pub fn spoiled_by(&self, pos: &Position, mv: Move) -> Option<Spoiled> {
        let (hash, royal, _) = self.ready?;
        if hash != pos.hash() {
            return None;
        }
        if !matches!(mv.kind, MoveKind::Normal | MoveKind::DoubleStep) || !mv.latent.is_none() {
            return Some(Spoiled::ALL);
        }
        let (a, b) = (mv.from.index(), mv.to.index());
        // A promotion lands the new man. (0066, s#6: White's promotions
        // were 8.5 of the 31 million moves of its last move played.)
        let kind = match mv.promotion {
            Some(k) => kind_bit(Piece::new(pos.side_to_move(), k).code()),
            None => kind_bit(pos.cell(mv.from)),
        };
        // A pawn that was the first man on a line to a royal and promotes
        // beyond it attacks along that line: as if the new man stood on
        // the pawn's square.
        let promotes = mv.promotion.is_some();
        let touches = |part: usize| {
            let m = &self.marks[part];
            m[a] & VACATE != 0 || m[b] & kind != 0 || (promotes && m[a] & kind != 0)
        };
        Some(Spoiled {
            path: touches(PATH),
            legal: touches(LEGAL),
            // Our royal moving changes every line to it: the refutation
            // is tried against the royal's new square.
            quiet: if mv.from == royal {
                self.checks_royal_moved(pos, mv)
            } else {
                touches(QUIET)
            },
        })
    }

    /// After our royal's move `mv`, might the refutation give check to it
    /// on its new square? Read on the board as it stands after both moves
    /// (the probe's positions have no conditions); true where a move lands
    /// on the refutation's squares. In 0066 (s#6) a king's move was 10.6 of
    /// the 31 million moves of White's last move that spoiled both
    /// standing defences, and so had to be played.
    fn checks_royal_moved(&self, pos: &Position, mv: Move) -> bool {
        let Some((_, _, r)) = self.ready else { return true };
        if mv.to == r.from || mv.to == r.to {
            return true;
        }
        let them = !pos.side_to_move();
        let mover = match r.promotion {
            Some(k) => Piece::new(them, k).code(),
            None => pos.cell(r.from),
        };
        // After our royal's move alone its new square is safe (else the
        // move is illegal, and passing over it loses nothing), so only the
        // refutation can bring an attack there: its man from where it
        // lands, or a rider through the square it leaves.
        let table = pos.rules().tables().attacks(them);
        let offset = |s: Square| s.index() as i16 - mv.to.index() as i16;
        // A promotion may bring a kind not on the board yet.
        let kinds = pos.kinds_present(them) | kind_bit(mover);
        if table.leaps_and_rides_only(kinds)
            && table.may_reach(offset(r.to)) & kind_bit(mover) == 0
            && table.may_reach(offset(r.from)) & kinds == 0
        {
            return false;
        }
        let royal = pos.cell(mv.from);
        let cell = |s: Square| {
            if s == mv.to {
                royal
            } else if s == r.to {
                mover
            } else if s == mv.from || s == r.from {
                EMPTY
            } else {
                pos.cell(s)
            }
        };
        pos.attacked_on(mv.to, them, kinds, cell, |_| true)
    }

    /// The refutation the probe is prepared for.
    pub fn refutation(&self) -> Option<Move> {
        self.ready.map(|(_, _, refutation)| refutation)
    }

    fn mark(&mut self, part: usize, s: Square, bits: u64) {
        let i = s.index();
        if self.marks.iter().all(|m| m[i] == 0) {
            self.touched.push(i);
        }
        self.marks[part][i] |= bits;
    }

    /// Marks where our move could give `table`'s attackers (of colour
    /// `black`; ours when `ours`) a new attack on `royal`. Our man may
    /// attack from where it lands, or make a hurdle next to the royal; a
    /// man of ours leaving a line may uncover a rider behind it, or the
    /// next man past a hopper's hurdle. Fewer attacks never spoil it.
    fn mark_lines(
        &mut self,
        part: usize,
        royal: Square,
        table: &AttackTable,
        black: bool,
        ours: bool,
        after: &impl Fn(Square) -> u8,
    ) {
        if ours {
            for &(off, kinds) in &table.leaps {
                self.mark(part, royal.offset(off), kinds);
            }
        }
        for ray in &table.rays {
            // The line to its first man; our man of the line's kinds
            // landing on it attacks.
            let mut first = None;
            let mut s = royal;
            for _ in 0..ray.max {
                s = s.offset(ray.step);
                let c = after(s);
                if c == OFF {
                    break;
                }
                if ours {
                    self.mark(part, s, ray.kinds);
                }
                if c != EMPTY {
                    first = Some(s);
                    break;
                }
            }
            let Some(s1) = first else { continue };
            // The first man leaving uncovers the second; one of the
            // line's kinds may also move along it (a rider kept too close
            // to attack by a shortest ride).
            let mut s2 = s1;
            let uncovers = loop {
                s2 = s2.offset(ray.step);
                let c = after(s2);
                if c == OFF {
                    break false;
                }
                if c != EMPTY {
                    break holds(c, black, ray.kinds);
                }
            };
            if uncovers || holds(after(s1), black, ray.kinds) {
                self.mark(part, s1, VACATE);
            }
        }
        for &(step, kinds) in &table.hops {
            let next = royal.offset(step);
            let c = after(next);
            if c == OFF {
                continue;
            }
            if c == EMPTY {
                // Our man landing here makes a hurdle.
                self.mark(part, next, ANY_KIND);
                continue;
            }
            // A hurdle: our hopper may land past it, up to and on the man
            // it would hop to; that man leaving uncovers the next.
            let mut s = next;
            loop {
                s = s.offset(step);
                let c = after(s);
                if c == OFF {
                    break;
                }
                if ours {
                    self.mark(part, s, kinds);
                }
                if c != EMPTY {
                    self.mark(part, s, VACATE);
                    break;
                }
            }
        }
    }
}

fn gcd(a: u8, b: u8) -> u8 {
    if b == 0 { a } else { gcd(b, a % b) }
}
