//! How a piece moves, as data: a list of atoms, each a leaper, rider,
//! hopper or two-leg bent rider with its modality and direction filter.
//! Written in a Betza-like notation (see `docs/PIECES.md` and [`super::betza`]).

/// What an atom may do on its final square.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mode {
    /// Move to an empty square or capture (Betza default).
    Any,
    /// Only move to an empty square (`m`).
    Move,
    /// Only capture (`c`).
    Capture,
}

impl Mode {
    /// May the atom end on an empty square?
    pub fn moves(self) -> bool {
        self != Mode::Capture
    }
    /// May the atom end on an enemy piece?
    pub fn captures(self) -> bool {
        self != Mode::Move
    }
}

/// A direction filter written as Betza letters, relative to the owner
/// (`f` is towards the enemy). An empty filter list allows every direction.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DirFilter {
    /// `Some(true)` forward, `Some(false)` backward, `None` either.
    pub forward: Option<bool>,
    /// `Some(true)` right, `Some(false)` left, `None` either.
    pub right: Option<bool>,
}

impl DirFilter {
    /// Does the vector `(dx, dy)` (White's view) pass this filter?
    ///
    /// A single letter selects the vectors pointing mostly that way
    /// (`fN` = the two narrow forward knight moves, `fF` both forward
    /// diagonals); a pair such as `fl` selects one quadrant.
    pub fn accepts(self, dx: i8, dy: i8) -> bool {
        match (self.forward, self.right) {
            (Some(f), None) => (if f { dy > 0 } else { dy < 0 }) && dy.abs() >= dx.abs(),
            (None, Some(r)) => (if r { dx > 0 } else { dx < 0 }) && dx.abs() >= dy.abs(),
            (Some(f), Some(r)) => (if f { dy > 0 } else { dy < 0 }) && (if r { dx > 0 } else { dx < 0 }),
            (None, None) => true,
        }
    }
}

/// The geometric shape of one atom.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Shape {
    /// One jump by the base vector. `lame`: the squares on the straight
    /// line between must be empty (Betza `n`).
    Leap {
        /// The line between start and end must be empty.
        lame: bool,
    },
    /// Repeated steps by the base vector, stopping at the first piece, ending
    /// on a square `min..=max` steps away (`max` = `None`: unbounded).
    Ride {
        /// Fewest steps (1 for ordinary riders, 2 for the Tamerlane picket).
        min: u8,
        /// Most steps, `None` for unlimited.
        max: Option<u8>,
    },
    /// A locust's capture (Betza-like `x`): over the enemy man on the first
    /// occupied square along the line (a rider body, `xQ`) or one step away
    /// (a leaper body, `xK`), which it takes, to the empty square just
    /// behind it. Popeye's marine pieces move as riders and capture so
    /// (`mQxQ`, the Sirene).
    Locust {
        /// The victim is the first man along the line; else one step away.
        far: bool,
    },
    /// A rider whose move joins the board's edge with a square off it
    /// (Betza-like `e`, Popeye's Edgehog `eQ`): exactly one of its start
    /// and its end lies on the edge.
    EdgeRide,
    /// A hop over one or two men (hurdles) along the base vector: Betza `g`
    /// lands just behind the last hurdle (the grasshopper `gQ`), `p`
    /// anywhere behind it up to and onto the first man there (the lion
    /// `pQ`); a doubled letter (`gg`, `pp`) hops over two hurdles (the
    /// kangaroo `ggQ`), and `g2`, `g3` land that many squares behind, the
    /// squares between empty (Popeye's grasshopper-2 and -3).
    Hop {
        /// The first hurdle is the first man along the line (a rider body,
        /// `gQ`); else it stands one step away (a leaper body: the
        /// king-hopper `gK`, the contra-grasshopper `pK`).
        far: bool,
        /// How many hurdles are passed (1 or 2); after the first, each is
        /// the next man along the line.
        hurdles: u8,
        /// Steps behind the last hurdle to the landing square; `None`: any
        /// empty square behind it, or the first man there.
        land: Option<u8>,
    },
    /// Two legs: one step by the base vector to an empty square, then a ride
    /// by `then` for `min..=max` steps, in any direction of `then` that is
    /// less than 90 degrees from the first step (outward).
    Bent {
        /// Base vector of the second leg.
        then: (u8, u8),
        /// Fewest steps of the second leg.
        min: u8,
        /// Most steps of the second leg, `None` for unlimited.
        max: Option<u8>,
    },
}

/// One component of a walk.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Atom {
    /// Base vector `(a, b)` with `a >= b`; every reflection of it is meant,
    /// subject to `dirs`.
    pub vector: (u8, u8),
    /// Leap, ride, hop or bend.
    pub shape: Shape,
    /// Move, capture, or both.
    pub mode: Mode,
    /// Allowed directions; empty = all.
    pub dirs: Vec<DirFilter>,
    /// Only from the rule set's initial rank for this piece (Betza `i`;
    /// the pawn's double step).
    pub initial: bool,
    /// Index of the notation's group the atom comes from (`Q` in `QN`
    /// gives two atoms of group 0): Popeye generates a group's directions
    /// together, in its own order of vectors.
    pub group: u8,
}

impl Atom {
    /// Every vector of this atom for White, in a fixed order.
    pub fn vectors(&self) -> Vec<(i8, i8)> {
        let (a, b) = (self.vector.0 as i8, self.vector.1 as i8);
        let mut out: Vec<(i8, i8)> = Vec::new();
        for (x, y) in [(a, b), (b, a)] {
            for (sx, sy) in [(1, 1), (-1, 1), (1, -1), (-1, -1)] {
                let v = (x * sx, y * sy);
                if !out.contains(&v) {
                    out.push(v);
                }
            }
        }
        out.retain(|&(dx, dy)| self.dirs.is_empty() || self.dirs.iter().any(|d| d.accepts(dx, dy)));
        out
    }

    /// The second-leg vectors that continue a bent atom's first step `first`.
    pub fn bent_continuations(first: (i8, i8), then: (u8, u8)) -> Vec<(i8, i8)> {
        let probe = Atom {
            vector: then,
            shape: Shape::Leap { lame: false },
            mode: Mode::Any,
            dirs: Vec::new(),
            initial: false,
            group: 0,
        };
        probe
            .vectors()
            .into_iter()
            .filter(|&(x, y)| (x as i32 * first.0 as i32 + y as i32 * first.1 as i32) > 0)
            .collect()
    }

    /// Longest coordinate any single jump or step of this atom makes.
    pub fn reach(&self) -> u8 {
        let own = self.vector.0.max(self.vector.1);
        match self.shape {
            Shape::Bent { then, .. } => own.max(then.0).max(then.1),
            _ => own,
        }
    }
}

/// A piece's walk: the union of its atoms.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Walk {
    /// The atoms, in notation order.
    pub atoms: Vec<Atom>,
    /// The notation it was read from.
    pub notation: String,
}

impl Walk {
    /// Reads a walk from its notation.
    pub fn parse(notation: &str) -> Result<Walk, super::betza::WalkError> {
        super::betza::parse_walk(notation)
    }

    /// Longest coordinate of any step of this walk.
    pub fn reach(&self) -> u8 {
        self.atoms.iter().map(Atom::reach).max().unwrap_or(1)
    }

    /// Does the piece stay on squares of one colour (bishop, alfil, ferz)?
    pub fn colour_bound(&self) -> bool {
        let even = |(a, b): (u8, u8)| (a + b) % 2 == 0;
        self.atoms.iter().all(|a| {
            even(a.vector)
                && match a.shape {
                    Shape::Bent { then, .. } => even(then),
                    _ => true,
                }
        })
    }
}
