//! Rule sets as data ([`RuleSet`]) and their concluded form ([`Rules`]):
//! the same data plus the geometry, step tables and hash keys built from it
//! once, before any position exists.

mod courier;
mod keys;
mod orthodox;
mod shatar;
mod tables;
mod tamerlane;

pub use courier::{courier, courier_modern};
pub use keys::ZobristKeys;
pub use orthodox::orthodox;
pub use shatar::shatar;
pub use tables::{AttackTable, RayAttack, Step, StepShape, StepTables, UNBOUNDED as UNBOUNDED_RIDE};
pub use tamerlane::tamerlane;

use crate::geometry::{Coord, ExtraSquare, Geometry, GeometryError, Square};
use crate::piece::{Color, Kind, MAX_KINDS, PieceType};

/// Pawn rules of a rule set.
#[derive(Clone, Debug)]
pub struct PawnRules {
    /// Rank (0-based, from the owner's side) from which Betza `i` atoms
    /// (the double step) start.
    pub initial_rank: u8,
    /// A pawn that made a lame initial double step may be taken en passant.
    pub en_passant: bool,
    /// Kinds a pawn promotes to on the owner's last rank, by roster name.
    /// Empty: pawns do not promote.
    pub promotion: Vec<String>,
}

/// One castling move, given by files on the owner's first rank.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CastlingRule {
    /// File of the king (0-based).
    pub king_from: u8,
    /// File the king goes to.
    pub king_to: u8,
    /// File of the rook.
    pub rook_from: u8,
    /// File the rook goes to.
    pub rook_to: u8,
}

/// A rule set: everything that makes one game differ from another, as data.
#[derive(Clone, Debug)]
pub struct RuleSet {
    /// Name used by `--rules` and the `Rules` command (lower case).
    pub name: String,
    /// Number of files.
    pub files: u8,
    /// Number of ranks.
    pub ranks: u8,
    /// Named squares outside the rectangle.
    pub extras: Vec<ExtraSquare>,
    /// Squares cut out of the rectangle.
    pub holes: Vec<Coord>,
    /// The pieces; a [`Kind`] is an index into this list.
    pub roster: Vec<PieceType>,
    /// The game array in FEN; also the SingleBox box.
    pub start_fen: String,
    /// Pawn rules.
    pub pawns: PawnRules,
    /// Castling moves; empty for none. At most four.
    pub castling: Vec<CastlingRule>,
    /// Roster name of the castling partner (`rook`).
    pub castling_partner: String,
    /// Most royal pieces a side may have (`None`: no limit).
    pub max_royals: Option<u8>,
    /// Rules that data alone cannot say, each read at one named place.
    pub special: Vec<SpecialRule>,
    /// Shatar's mate rule, if the rule set has it.
    pub mate_rule: Option<MateRule>,
    /// Modern Courier's promotion that waits two moves, if the rule set has it.
    pub delayed_promotion: Option<DelayedPromotion>,
    /// Tamerlane's citadels.
    pub citadels: Option<Citadels>,
    /// Tamerlane's king exchange.
    pub king_exchange: Option<KingExchange>,
    /// Tamerlane's pawn of pawns.
    pub pawn_of_pawns: Option<PawnOfPawns>,
}

/// Squares outside the board that only royals enter, by a king's step
/// (Tamerlane). Read by `Position::special_moves` (entries),
/// `Position::game_ended_by_rule` (entering the opponent's citadel draws)
/// and `Position::royal_attacked` (a royal in a citadel is never attacked).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Citadels {
    /// Extra square names and the side each citadel belongs to.
    pub squares: Vec<(String, Color)>,
    /// Royal roster names, highest first: only the highest royal a side has
    /// may enter the opponent's citadel.
    pub royal_order: Vec<String>,
    /// The royal that may enter its own side's citadel.
    pub own_entry: String,
}

/// Once per side, the King may change places with an own non-pawn unit
/// when it is attacked or its side has no other move (Tamerlane). Read by
/// `Position::special_moves`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct KingExchange {
    /// Roster name of the King.
    pub king: String,
}

/// The pawn of pawns' careers (Tamerlane): `stages[0]` is the pawn as it
/// starts; arriving on the last rank it becomes `stages[1]` (immune and
/// immobile), which its owner may put on a square forking two enemy
/// units as `stages[2]`; that pawn's arrival sends it to the pawn of the
/// king's square (`home_file` on the owner's third rank) as `stages[4]`,
/// or, that square taken, leaves it waiting as `stages[3]` (immune) until
/// a move of its owner puts it there. `stages[4]` arriving becomes an
/// adventitious king. Read by `Position::special_moves` and
/// `Position::push_promotions`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PawnOfPawns {
    /// Roster names of the five stages.
    pub stages: [String; 5],
    /// File of the square the second arrival goes to.
    pub home_file: u8,
}

/// A pawn reaching its last rank becomes `arrived` (it stands there,
/// immobile and capturable); its owner's next move turns it into
/// `waiting`, and the move after that promotes it into one of `kinds`, as
/// part of that move. Read by `Position::make` (the ageing) and
/// `Position::legal_moves_into` (the promotion carried by every move).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DelayedPromotion {
    /// Roster name of a pawn that has just arrived (two moves to wait).
    pub arrived: String,
    /// Roster name of a pawn with one move left to wait.
    pub waiting: String,
    /// Roster names it may become.
    pub kinds: Vec<String>,
}

/// [`DelayedPromotion`] as kinds.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DelayedKinds {
    /// The pawn that has just arrived.
    pub arrived: Kind,
    /// The pawn with one move to wait.
    pub waiting: Kind,
    /// What it may become.
    pub kinds: Vec<Kind>,
}

/// A mate that counts only after the right road to it (Shatar): the
/// mating side's unbroken run of checking moves must hold a check by one
/// of `shak` (bers, rook, knight), and a mate given by `void_alone` pieces
/// alone (the knight) does not count. Read by `Position::make` (the run)
/// and `Position::mate_counts`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MateRule {
    /// Roster names whose check is a shak.
    pub shak: Vec<String>,
    /// Roster names that cannot mate on their own.
    pub void_alone: Vec<String>,
}

/// A rule backed by code, named so that the code reading it can be found.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SpecialRule {
    /// A side reduced to its royal piece alone ends the game at once (a
    /// draw in Shatar): the position has no moves. Read by
    /// `Position::legal_moves_into`.
    BareKingEndsGame,
    /// A side with two or more royals may leave them attacked (and lose
    /// one); with one it may not (Tamerlane). Read by
    /// `Position::is_legal_by_test` and `Position::mating_check`.
    SeveralRoyals,
}

/// Why a rule set is not usable.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum RuleSetError {
    /// The board could not be built.
    #[error(transparent)]
    Geometry(#[from] GeometryError),
    /// Two roster entries share a FEN letter or a name.
    #[error("rule set {set}: the letter or name of `{piece}` is used twice")]
    Duplicate {
        /// Rule set name.
        set: String,
        /// The piece.
        piece: String,
    },
    /// A name that the roster does not have.
    #[error("rule set {set}: no piece called `{piece}`")]
    UnknownPiece {
        /// Rule set name.
        set: String,
        /// The missing name.
        piece: String,
    },
    /// Anything else inconsistent.
    #[error("rule set {set}: {what}")]
    Inconsistent {
        /// Rule set name.
        set: String,
        /// What.
        what: String,
    },
}

/// A concluded rule set: the data plus what is derived from it, and the
/// problem's conditions.
pub struct Rules {
    set: RuleSet,
    conditions: crate::conditions::Conditions,
    geometry: Geometry,
    tables: StepTables,
    keys: ZobristKeys,
    royal_mask: u64,
    pawn_mask: u64,
    /// Popeye's orphans (see [`PieceType::orphan`]).
    orphan_mask: u64,
    promotion: Vec<Kind>,
    castling_partner: Option<Kind>,
    /// Per mailbox cell: bit 0/1 promotion rank of White/Black, bit 2/3
    /// pawn initial rank of White/Black.
    zones: Vec<u8>,
    /// Per mailbox cell: castling rights kept when a piece leaves or
    /// arrives there.
    rights_kept: Vec<u8>,
    /// [`MateRule`] as kind masks: `(shak, void_alone)`.
    mate_masks: Option<(u64, u64)>,
    delayed: Option<DelayedKinds>,
    /// Per kind: what a pawn of that kind may promote to.
    promotions: Vec<Vec<Kind>>,
    /// Per kind: the kind its man is after each of its moves (a
    /// chameleon's next walk), if it changes.
    after_move: Vec<Option<Kind>>,
    /// Per mailbox cell: its value when no piece stands there (`EMPTY`; a
    /// citadel is `OFF`, so that nothing lands on or passes through it).
    vacant: Vec<u8>,
    /// Citadel squares and their owners.
    citadels: Vec<(Square, Color)>,
    /// Royal kinds, highest first (citadel entry).
    royal_order: Vec<Kind>,
    /// The royal that may enter its own citadel.
    own_entry: Option<Kind>,
    /// The King that may exchange places.
    exchange_king: Option<Kind>,
    /// The pawn of pawns' stages, and the file it returns to.
    pawn_of_pawns: Option<([Kind; 5], u8)>,
    /// Kinds that cannot be captured (the waiting pawn of pawns).
    immune_mask: u64,
    /// Bit per [`SpecialRule`]: read on hot paths, so not a list scan.
    special_mask: u8,
    /// Citadels, king exchange or pawn of pawns: moves beyond the tables.
    special_moves: bool,
}

impl Rules {
    /// Checks a rule set and builds its tables.
    pub fn new(set: RuleSet) -> Result<Rules, RuleSetError> {
        let bad = |what: &str| RuleSetError::Inconsistent {
            set: set.name.clone(),
            what: what.into(),
        };
        if set.roster.is_empty() || set.roster.len() > MAX_KINDS {
            return Err(bad("a roster has 1 to 62 pieces"));
        }
        for (i, p) in set.roster.iter().enumerate() {
            let lettered = p.letter != '\0';
            let clash = set.roster[..i]
                .iter()
                .any(|q| (lettered && q.letter.eq_ignore_ascii_case(&p.letter)) || q.name == p.name);
            if clash || (lettered && !p.letter.is_ascii_alphabetic()) {
                return Err(RuleSetError::Duplicate {
                    set: set.name.clone(),
                    piece: p.name.clone(),
                });
            }
        }
        let kind_of = |name: &str| {
            set.roster
                .iter()
                .position(|p| p.name == name)
                .map(|i| Kind(i as u8))
                .ok_or_else(|| RuleSetError::UnknownPiece {
                    set: set.name.clone(),
                    piece: name.into(),
                })
        };
        let promotion = set
            .pawns
            .promotion
            .iter()
            .map(|n| kind_of(n))
            .collect::<Result<Vec<_>, _>>()?;
        if promotion
            .iter()
            .any(|k| set.roster[k.0 as usize].royal || set.roster[k.0 as usize].pawn)
        {
            return Err(bad("pawns promote to neither royals nor pawns"));
        }
        let castling_partner = if set.castling.is_empty() {
            None
        } else {
            Some(kind_of(&set.castling_partner)?)
        };
        if set.castling.len() > 4 {
            return Err(bad("at most four castling moves"));
        }
        let reach = set.roster.iter().map(|p| p.walk.reach()).max().unwrap_or(1);
        let geometry = Geometry::build(set.files, set.ranks, reach, set.extras.clone(), &set.holes)?;
        for c in &set.castling {
            if [c.king_from, c.king_to, c.rook_from, c.rook_to]
                .iter()
                .any(|&f| f >= set.files)
            {
                return Err(bad("castling files lie on the board"));
            }
        }
        let mask = |f: fn(&PieceType) -> bool| {
            set.roster
                .iter()
                .enumerate()
                .filter(|(_, p)| f(p))
                .fold(0u64, |m, (i, _)| m | 1 << i)
        };
        let names_mask = |names: &[String]| -> Result<u64, RuleSetError> {
            names.iter().try_fold(0u64, |m, n| Ok(m | 1 << kind_of(n)?.0))
        };
        let mate_masks = match &set.mate_rule {
            Some(r) => Some((names_mask(&r.shak)?, names_mask(&r.void_alone)?)),
            None => None,
        };
        let delayed = match &set.delayed_promotion {
            Some(d) => Some(DelayedKinds {
                arrived: kind_of(&d.arrived)?,
                waiting: kind_of(&d.waiting)?,
                kinds: d.kinds.iter().map(|n| kind_of(n)).collect::<Result<_, _>>()?,
            }),
            None => None,
        };
        let promotions = set
            .roster
            .iter()
            .map(|p| match (p.promotes_to.is_empty(), p.pawn) {
                (false, _) => p.promotes_to.iter().map(|n| kind_of(n)).collect(),
                (true, true) => Ok(promotion.clone()),
                (true, false) => Ok(Vec::new()),
            })
            .collect::<Result<Vec<_>, _>>()?;
        let after_move = (set.roster.iter())
            .map(|p| p.becomes.as_deref().map(kind_of).transpose())
            .collect::<Result<Vec<_>, _>>()?;
        let mut vacant = vec![crate::piece::OFF; geometry.mailbox_len()];
        for &sq in geometry.squares() {
            vacant[sq.index()] = crate::piece::EMPTY;
        }
        let mut citadels = Vec::new();
        let (mut royal_order, mut own_entry) = (Vec::new(), None);
        if let Some(c) = &set.citadels {
            for (name, owner) in &c.squares {
                let sq = geometry
                    .parse_square(name)
                    .ok_or_else(|| bad("a citadel is an extra square"))?;
                vacant[sq.index()] = crate::piece::OFF;
                citadels.push((sq, *owner));
            }
            royal_order = c.royal_order.iter().map(|n| kind_of(n)).collect::<Result<_, _>>()?;
            own_entry = Some(kind_of(&c.own_entry)?);
        }
        let exchange_king = match &set.king_exchange {
            Some(e) => Some(kind_of(&e.king)?),
            None => None,
        };
        let pawn_of_pawns = match &set.pawn_of_pawns {
            Some(p) => {
                let mut stages = [Kind(0); 5];
                for (i, n) in p.stages.iter().enumerate() {
                    stages[i] = kind_of(n)?;
                }
                Some((stages, p.home_file))
            }
            None => None,
        };
        let immune_mask = pawn_of_pawns.map_or(0, |(s, _)| 1u64 << s[1].0 | 1u64 << s[3].0);
        let special_moves = !citadels.is_empty() || exchange_king.is_some() || pawn_of_pawns.is_some();
        let special_mask = set.special.iter().fold(0u8, |m, &r| m | 1 << r as u8);
        let royal_mask = mask(|p| p.royal);
        let pawn_mask = mask(|p| p.pawn);
        let orphan_mask = mask(|p| p.orphan);
        let tables = StepTables::build(&geometry, &set.roster);
        let keys = ZobristKeys::new(geometry.square_count());
        let mut rights_kept = vec![u8::MAX; geometry.mailbox_len()];
        for (i, c) in set.castling.iter().enumerate() {
            for color in Color::ALL {
                let bit = 1u8 << (i + color.index() * 4);
                let rank = if color == Color::White { 0 } else { set.ranks as i8 - 1 };
                for file in [c.king_from, c.rook_from] {
                    let sq = geometry
                        .square(Coord::new(file as i8, rank))
                        .ok_or_else(|| bad("castling square is a hole"))?;
                    rights_kept[sq.index()] &= !bit;
                }
            }
        }
        let mut zones = vec![0u8; geometry.mailbox_len()];
        for &sq in geometry.squares() {
            for color in Color::ALL {
                let rank = geometry.relative_rank(sq, color == Color::White);
                if rank == set.ranks as i8 - 1 {
                    zones[sq.index()] |= 1 << color.index();
                }
                if rank == set.pawns.initial_rank as i8 {
                    zones[sq.index()] |= 4 << color.index();
                }
                // Popeye's board only: Tamerlane's pawn of pawns may be
                // set on its own first rank and moves there.
                if rank == 0 && set.name == "orthodox" {
                    zones[sq.index()] |= 16 << color.index();
                }
            }
        }
        Ok(Rules {
            set,
            conditions: crate::conditions::Conditions::default(),
            geometry,
            tables,
            keys,
            royal_mask,
            pawn_mask,
            orphan_mask,
            promotion,
            castling_partner,
            zones,
            rights_kept,
            mate_masks,
            delayed,
            promotions,
            after_move,
            vacant,
            citadels,
            royal_order,
            own_entry,
            exchange_king,
            special_moves,
            special_mask,
            pawn_of_pawns,
            immune_mask,
        })
    }

    /// The same rules under conditions.
    pub fn with_conditions(mut self, conditions: crate::conditions::Conditions) -> Rules {
        self.conditions = conditions;
        self
    }

    /// The conditions in force.
    #[inline]
    pub fn conditions(&self) -> &crate::conditions::Conditions {
        &self.conditions
    }

    /// The rule set's data.
    pub fn set(&self) -> &RuleSet {
        &self.set
    }

    /// The board.
    pub fn geometry(&self) -> &Geometry {
        &self.geometry
    }

    /// Step and attack tables.
    pub fn tables(&self) -> &StepTables {
        &self.tables
    }

    /// Hash keys.
    pub fn keys(&self) -> &ZobristKeys {
        &self.keys
    }

    /// The roster entry of a kind.
    pub fn piece_type(&self, kind: Kind) -> &PieceType {
        &self.set.roster[kind.0 as usize]
    }

    /// Number of kinds.
    pub fn kind_count(&self) -> usize {
        self.set.roster.len()
    }

    /// The kind with this FEN letter (either case).
    pub fn kind_by_letter(&self, letter: char) -> Option<Kind> {
        let l = letter.to_ascii_lowercase();
        self.set
            .roster
            .iter()
            .position(|p| p.letter == l)
            .map(|i| Kind(i as u8))
    }

    /// What a pawn of `kind` may promote to (its own piece in Tamerlane,
    /// else the rule set's list).
    #[inline]
    pub fn promotions_of(&self, kind: Kind) -> &[Kind] {
        &self.promotions[kind.0 as usize]
    }

    /// The kind a man of `kind` is after each of its moves, if it changes
    /// (`PieceType::becomes`).
    #[inline]
    pub fn after_move(&self, kind: Kind) -> Option<Kind> {
        self.after_move[kind.0 as usize]
    }

    /// The value of an empty cell: `OFF` for a citadel, else `EMPTY`.
    #[inline]
    pub fn vacant(&self, sq: Square) -> u8 {
        if self.citadels.is_empty() {
            crate::piece::EMPTY
        } else {
            self.vacant[sq.index()]
        }
    }

    /// Citadel squares and their owners (Tamerlane).
    #[inline]
    pub fn citadels(&self) -> &[(Square, Color)] {
        &self.citadels
    }

    /// Royal kinds, highest first.
    pub fn royal_order(&self) -> &[Kind] {
        &self.royal_order
    }

    /// The royal that may enter its own citadel.
    pub fn own_citadel_royal(&self) -> Option<Kind> {
        self.own_entry
    }

    /// The King of the king exchange.
    #[inline]
    pub fn exchange_king(&self) -> Option<Kind> {
        self.exchange_king
    }

    /// The pawn of pawns' stage kinds and home file.
    #[inline]
    pub fn pawn_of_pawns(&self) -> Option<([Kind; 5], u8)> {
        self.pawn_of_pawns
    }

    /// May this kind be captured?
    #[inline]
    pub fn is_immune(&self, kind: Kind) -> bool {
        self.immune_mask >> kind.0 & 1 != 0
    }

    /// Does the rule set need moves beyond the step tables (citadels,
    /// king exchange, the pawn of pawns)?
    #[inline]
    pub fn has_special_moves(&self) -> bool {
        self.special_moves
    }

    /// Modern Courier's delayed promotion, as kinds.
    #[inline]
    pub fn delayed_promotion(&self) -> Option<&DelayedKinds> {
        self.delayed.as_ref()
    }

    /// Shatar's mate rule as kind masks `(shak, void_alone)`.
    #[inline]
    pub fn mate_masks(&self) -> Option<(u64, u64)> {
        self.mate_masks
    }

    /// Does the rule set have this special rule?
    #[inline]
    pub fn has(&self, rule: SpecialRule) -> bool {
        self.special_mask & (1 << rule as u8) != 0
    }

    /// Is this kind royal?
    #[inline]
    pub fn is_royal(&self, kind: Kind) -> bool {
        self.royal_mask >> kind.0 & 1 != 0
    }

    /// The kinds that are pawns, a bit per kind.
    #[inline]
    pub fn pawn_kinds(&self) -> u64 {
        self.pawn_mask
    }

    /// Is this kind a pawn?
    #[inline]
    pub fn is_pawn(&self, kind: Kind) -> bool {
        self.pawn_mask >> kind.0 & 1 != 0
    }

    /// Is the square on the board's edge (its first or last file or rank)?
    pub fn on_edge(&self, sq: Square) -> bool {
        let c = self.geometry.coord(sq);
        c.file == 0
            || c.rank == 0
            || c.file == self.geometry.files() as i8 - 1
            || c.rank == self.geometry.ranks() as i8 - 1
    }

    /// Popeye's orphans, a bit per kind (see [`PieceType::orphan`]).
    #[inline]
    pub fn orphan_mask(&self) -> u64 {
        self.orphan_mask
    }

    /// Kinds a pawn may promote to, in roster order of the rule set's list.
    pub fn promotion_kinds(&self) -> &[Kind] {
        &self.promotion
    }

    /// The piece that castles with the king.
    pub fn castling_partner(&self) -> Option<Kind> {
        self.castling_partner
    }

    /// Castling rights that survive a move from or to `sq`.
    #[inline]
    pub fn rights_kept(&self, sq: Square) -> u8 {
        self.rights_kept[sq.index()]
    }

    /// The castling-rights bit of rule `index` for `color`.
    pub fn castling_bit(index: usize, color: Color) -> u8 {
        1 << (index + color.index() * 4)
    }

    /// Mailbox square of `file` on `color`'s first rank.
    pub fn home_square(&self, color: Color, file: u8) -> Option<Square> {
        let rank = if color == Color::White {
            0
        } else {
            self.set.ranks as i8 - 1
        };
        self.geometry.square(Coord::new(file as i8, rank))
    }

    /// Mailbox square of `file` on `color`'s rank `rank` (0-based, from
    /// the owner's side).
    pub fn home_square_on_rank(&self, color: Color, file: u8, rank: u8) -> Option<Square> {
        let r = if color == Color::White {
            rank as i8
        } else {
            self.set.ranks as i8 - 1 - rank as i8
        };
        self.geometry.square(Coord::new(file as i8, r))
    }

    /// Rook squares (from, to) of castling rule `index` for `color`.
    #[inline]
    pub fn castling_rook_squares(&self, index: u8, color: Color) -> (Square, Square) {
        let c = &self.set.castling[index as usize];
        let home = |file| self.home_square(color, file).expect("checked by Rules::new");
        (home(c.rook_from), home(c.rook_to))
    }

    /// One step forward for `color`, as a mailbox offset.
    #[inline]
    pub fn forward(&self, color: Color) -> i16 {
        self.geometry.delta(0, if color == Color::White { 1 } else { -1 })
    }

    /// Is `sq` on `color`'s promotion rank?
    #[inline]
    pub fn is_promotion_square(&self, sq: Square, color: Color) -> bool {
        self.zones[sq.index()] & (1 << color.index()) != 0
    }

    /// Is `sq` on `color`'s pawn initial rank (where `i` atoms apply)?
    #[inline]
    pub fn is_initial_square(&self, sq: Square, color: Color) -> bool {
        self.zones[sq.index()] & (4 << color.index()) != 0
    }

    /// Is `sq` on `color`'s first rank, where Popeye's pawns do not move
    /// (`pawn_get_no_capture_length`: a pawn reborn there by a Circe
    /// variant, or set there in the diagram, stays)?
    #[inline]
    pub fn is_base_square(&self, sq: Square, color: Color) -> bool {
        self.zones[sq.index()] & (16 << color.index()) != 0
    }
}

/// The rule set with this name.
pub fn by_name(name: &str) -> Option<RuleSet> {
    match name.to_ascii_lowercase().as_str() {
        "orthodox" | "chess" => Some(orthodox()),
        "courier" => Some(courier()),
        "couriermodern" => Some(courier_modern()),
        "shatar" => Some(shatar()),
        "tamerlane" => Some(tamerlane()),
        _ => None,
    }
}

/// Names accepted by [`by_name`].
pub const NAMES: &[&str] = &["orthodox", "courier", "couriermodern", "shatar", "tamerlane"];

impl std::fmt::Debug for Rules {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Rules({})", self.set.name)
    }
}
