//! Walks turned into mailbox offsets, once per rule set: the step lists
//! that move generation follows, and the reversed attack tables that check
//! detection reads. Both come from the same atoms, so a piece attacks
//! exactly where it could capture.

use crate::geometry::Geometry;
use crate::piece::{Atom, Color, Mode, PieceType, Shape};

/// Unbounded ride length.
pub const UNBOUNDED: u8 = u8::MAX;

/// How one step list entry moves.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum StepShape {
    /// One jump.
    Leap,
    /// One jump whose `count` intermediate squares, `unit` apart, must be empty.
    Lame {
        /// Offset between the squares passed over.
        unit: i16,
        /// How many squares are passed over.
        count: u8,
    },
    /// Repeated steps, ending `min..=max` steps away.
    Ride {
        /// Fewest steps.
        min: u8,
        /// Most steps ([`UNBOUNDED`] for no limit).
        max: u8,
    },
    /// Grasshopper: ride to a hurdle, land just behind it.
    Hop,
    /// Every other hop ([`Shape::Hop`]): lions, kangaroos, leaper-hoppers,
    /// the Chinese pieces' captures. Their attacks are found by playing
    /// their captures forward ([`AttackTable::forward`]).
    Vault {
        /// The first hurdle is the first man along the line; else it stands
        /// one step away.
        far: bool,
        /// Hurdles passed.
        hurdles: u8,
        /// Steps behind the last hurdle to land on; 0: any empty square
        /// behind it, or the first man there.
        land: u8,
    },
    /// A locust's capture ([`Shape::Locust`]), found forward too.
    Locust {
        /// The victim is the first man along the line; else one step away.
        far: bool,
    },
    /// A ride joining the edge with a square off it ([`Shape::EdgeRide`]);
    /// attacks found forward, as a [`StepShape::Vault`]'s are.
    EdgeRide,
    /// An orphan's one entry: it moves as the men observing it
    /// ([`crate::piece::PieceType::orphan`]).
    Orphan,
    /// One step to an empty square, then a ride by `then`.
    Bent {
        /// Offset of the second leg's steps.
        then: i16,
        /// Fewest second-leg steps.
        min: u8,
        /// Most second-leg steps ([`UNBOUNDED`] for no limit).
        max: u8,
    },
}

/// One direction a piece of one colour moves in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Step {
    /// Shape of the move.
    pub shape: StepShape,
    /// Mailbox offset of the (first) step.
    pub delta: i16,
    /// Move, capture, or both.
    pub mode: Mode,
    /// Only from the pawn's initial rank.
    pub initial: bool,
}

/// A rider attack seen from the attacked square.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RayAttack {
    /// Offset of one step from the attacked square towards the attacker.
    pub step: i16,
    /// Kinds that ride this line (bit per kind).
    pub kinds: u64,
    /// Fewest steps.
    pub min: u8,
    /// Most steps.
    pub max: u8,
}

/// Everything that can attack a square, for attackers of one colour, as
/// offsets from the attacked square.
#[derive(Clone, Debug, Default)]
pub struct AttackTable {
    /// `(offset to attacker, kinds)` of plain leaps.
    pub leaps: Vec<(i16, u64)>,
    /// `(offset to attacker, unit from attacker, squares passed, kinds)`.
    pub lame: Vec<(i16, i16, u8, u64)>,
    /// Rider lines.
    pub rays: Vec<RayAttack>,
    /// `(step from the attacked square through the hurdle, kinds)`.
    pub hops: Vec<(i16, u64)>,
    /// `(second-leg step outward, first-leg step back, min, max, kinds)`.
    pub bents: Vec<(i16, i16, u8, u8, u64)>,
    /// Kinds that attack by a [`StepShape::Vault`]: the men of these kinds
    /// are found on the board and their captures played forward. Lions and
    /// kangaroos are too rare to earn reversed tables of their own; the
    /// orphans among them (`Rules::orphan_mask`) observe through chains.
    pub forward: u64,
    /// Per offset from the attacked square (index `offset + reach_bias`):
    /// the kinds whose leap or ride may attack from there, rides counted
    /// across the board (offsets of other directions may alias: a
    /// superset). See [`Self::may_reach`].
    reach: Vec<u64>,
    reach_bias: i16,
}

impl AttackTable {
    /// Only leaps and plain rides: a move can expose a square to attack only
    /// by leaving a line of a rider (pins are enough to get legality right).
    pub fn is_simple(&self) -> bool {
        self.lame.is_empty() && self.hops.is_empty() && self.bents.is_empty() && self.forward == 0
    }

    /// No lame or bent attacks: a move can expose a square only by leaving
    /// a rider's line, or a hopper's line next to the square (making a
    /// hurdle there, or leaving the path beyond one).
    pub fn moves_expose_by_lines(&self) -> bool {
        self.lame.is_empty() && self.bents.is_empty() && self.forward == 0
    }

    /// Do the kinds in `kinds` attack only by plain leaps and rides?
    pub fn leaps_and_rides_only(&self, kinds: u64) -> bool {
        self.lame.iter().all(|e| e.3 & kinds == 0)
            && self.hops.iter().all(|e| e.1 & kinds == 0)
            && self.bents.iter().all(|e| e.4 & kinds == 0)
            && self.forward & kinds == 0
    }

    /// The kinds whose leaps and rides may attack a square from `offset`
    /// away (given empty lines); every kind where the table was not built
    /// for the offset. Lame, hopping and bent attacks are not counted.
    #[inline]
    pub fn may_reach(&self, offset: i16) -> u64 {
        usize::try_from(offset + self.reach_bias)
            .ok()
            .and_then(|i| self.reach.get(i))
            .copied()
            .unwrap_or(u64::MAX)
    }

    fn build_reach(&mut self, mailbox_len: usize, longest: u8) {
        let bias = i16::try_from(mailbox_len).unwrap_or(i16::MAX);
        let mut reach = vec![0u64; 2 * bias as usize + 1];
        let mut add = |off: i32, kinds: u64| {
            if off.abs() <= bias as i32 {
                reach[(off + bias as i32) as usize] |= kinds;
            }
        };
        for &(off, kinds) in &self.leaps {
            add(off as i32, kinds);
        }
        for ray in &self.rays {
            let mut off = 0i32;
            for _ in 0..ray.max.min(longest) {
                off += ray.step as i32;
                if off.abs() > bias as i32 {
                    break;
                }
                add(off, ray.kinds);
            }
        }
        self.reach = reach;
        self.reach_bias = bias;
    }
}

/// Step lists per (colour, kind) and attack tables per attacking colour.
#[derive(Clone, Debug)]
pub struct StepTables {
    kinds: usize,
    steps: Vec<Vec<Step>>,
    attacks: [AttackTable; 2],
}

impl StepTables {
    /// Builds the tables of a roster on a geometry.
    pub fn build(g: &Geometry, roster: &[PieceType]) -> StepTables {
        let kinds = roster.len();
        let mut steps = vec![Vec::new(); 2 * kinds];
        let mut attacks = [AttackTable::default(), AttackTable::default()];
        for color in Color::ALL {
            let sign: i8 = if color == Color::White { 1 } else { -1 };
            let table = &mut attacks[color.index()];
            for (k, piece) in roster.iter().enumerate() {
                let bit = 1u64 << k;
                if piece.orphan {
                    steps[color.index() * kinds + k].push(Step {
                        shape: StepShape::Orphan,
                        delta: 0,
                        mode: Mode::Any,
                        initial: false,
                    });
                    table.forward |= bit;
                }
                let list = &mut steps[color.index() * kinds + k];
                for atom in &piece.walk.atoms {
                    for (dx, dy) in atom.vectors() {
                        let (dx, dy) = (dx * sign, dy * sign);
                        let step = make_step(g, atom, dx, dy);
                        for s in step {
                            list.push(s);
                            if s.mode.captures() && !s.initial {
                                add_attack(table, s, bit);
                            }
                        }
                    }
                }
            }
        }
        for table in &mut attacks {
            // Extra squares (Tamerlane's citadels) lie a file beyond.
            table.build_reach(g.mailbox_len(), g.files().max(g.ranks()) + 1);
        }
        StepTables { kinds, steps, attacks }
    }

    /// The steps of a piece.
    #[inline]
    pub fn steps(&self, color: Color, kind: crate::piece::Kind) -> &[Step] {
        &self.steps[color.index() * self.kinds + kind.0 as usize]
    }

    /// What attacks a square on behalf of `attacker`.
    #[inline]
    pub fn attacks(&self, attacker: Color) -> &AttackTable {
        &self.attacks[attacker.index()]
    }
}

fn make_step(g: &Geometry, atom: &Atom, dx: i8, dy: i8) -> Vec<Step> {
    let delta = g.delta(dx, dy);
    let base = |shape| Step {
        shape,
        delta,
        mode: atom.mode,
        initial: atom.initial,
    };
    let bound = |m: Option<u8>| m.unwrap_or(UNBOUNDED);
    match atom.shape {
        Shape::Leap { lame: false } => vec![base(StepShape::Leap)],
        Shape::Leap { lame: true } => {
            let n = dx.abs().max(dy.abs());
            let unit = g.delta(dx / n, dy / n);
            vec![base(StepShape::Lame {
                unit,
                count: (n - 1) as u8,
            })]
        }
        Shape::Ride { min, max } => vec![base(StepShape::Ride { min, max: bound(max) })],
        Shape::Hop {
            far: true,
            hurdles: 1,
            land: Some(1),
        } => vec![base(StepShape::Hop)],
        Shape::EdgeRide => vec![base(StepShape::EdgeRide)],
        Shape::Locust { far } => vec![base(StepShape::Locust { far })],
        Shape::Hop { far, hurdles, land } => vec![base(StepShape::Vault {
            far,
            hurdles,
            land: land.unwrap_or(0),
        })],
        Shape::Bent { then, min, max } => Atom::bent_continuations((dx, dy), then)
            .into_iter()
            .map(|(tx, ty)| {
                base(StepShape::Bent {
                    then: g.delta(tx, ty),
                    min,
                    max: bound(max),
                })
            })
            .collect(),
    }
}

fn add_attack(t: &mut AttackTable, s: Step, bit: u64) {
    match s.shape {
        StepShape::Leap => merge(&mut t.leaps, -s.delta, bit),
        StepShape::Lame { unit, count } => {
            if let Some(e) = t.lame.iter_mut().find(|e| e.0 == -s.delta && e.1 == unit) {
                e.3 |= bit;
            } else {
                t.lame.push((-s.delta, unit, count, bit));
            }
        }
        StepShape::Ride { min, max } => {
            if let Some(e) = t
                .rays
                .iter_mut()
                .find(|e| e.step == -s.delta && e.min == min && e.max == max)
            {
                e.kinds |= bit;
            } else {
                t.rays.push(RayAttack {
                    step: -s.delta,
                    kinds: bit,
                    min,
                    max,
                });
            }
        }
        StepShape::Hop => merge(&mut t.hops, -s.delta, bit),
        StepShape::Vault { .. } | StepShape::EdgeRide | StepShape::Locust { .. } => t.forward |= bit,
        StepShape::Orphan => {}
        StepShape::Bent { then, min, max } => {
            if let Some(e) = t
                .bents
                .iter_mut()
                .find(|e| (e.0, e.1, e.2, e.3) == (-then, -s.delta, min, max))
            {
                e.4 |= bit;
            } else {
                t.bents.push((-then, -s.delta, min, max, bit));
            }
        }
    }
}

fn merge(list: &mut Vec<(i16, u64)>, key: i16, bit: u64) {
    match list.iter_mut().find(|e| e.0 == key) {
        Some(e) => e.1 |= bit,
        None => list.push((key, bit)),
    }
}
