//! The move type.

use crate::geometry::Square;
use crate::piece::Kind;
use crate::rules::Rules;

/// What kind of move, beyond "a piece goes from one square to another".
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum MoveKind {
    /// Ordinary move or capture (promotion included).
    Normal,
    /// A pawn's initial double step, which may allow en passant.
    DoubleStep,
    /// En passant capture.
    EnPassant,
    /// Castling by rule `n` of the rule set (`from`/`to` are the king's).
    Castling(u8),
    /// Tamerlane: the King changes places with the own unit on `to`.
    KingExchange,
    /// Messigny: the man changes places with the enemy man of its kind on
    /// `to`.
    Exchange,
    /// Tamerlane: the pawn of pawns' second arrival on `to` (capturing
    /// what stands there), and on at once to the pawn of the king's square
    /// as its `promotion` kind.
    ToHome,
    /// A capture of the man on the square of this dense index, the
    /// capturer arriving on `to`: Take&Make's take (the capturer's
    /// arrival there) and make (its move on as the man it took moves), or
    /// a locust's capture of the man it hops over.
    TakeMake(u8),
    /// Take&Make after an en-passant capture: the pawn taken is the
    /// position's en-passant victim, the make starts on its en-passant
    /// square.
    TakeMakeEp,
}

/// A move: from, to, kind, the promotion kind if any, and the choices of
/// conditions. Twelve bytes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Move {
    /// Square the moving piece leaves (the king's, for castling).
    pub from: Square,
    /// Square it arrives on.
    pub to: Square,
    /// Special kinds.
    pub kind: MoveKind,
    /// Kind the pawn becomes.
    pub promotion: Option<Kind>,
    /// A latent pawn (SingleBox Types 2 and 3) promoted as part of the move:
    /// its square and the kind it becomes. Packed, so that a move stays
    /// small in the move lists of the search.
    pub latent: Latent,
}

/// A second square the move acts on, packed into 16 bits: 10 bits of
/// mailbox index (boards up to 16x16 with their padding fit), 6 bits of
/// kind. Either a latent pawn promoted with the move (SingleBox: the
/// square and the kind it becomes), the square of the man a condition's
/// choice acts on (Breton: the man taken off or turned), marked by a kind
/// no piece has, or the kind a pawn reborn on its last rank becomes
/// (Circe), marked so in the kind bits and held in the square bits.
/// Beside it, 16 bits more: the rebirth square a Circe variant lets the
/// capturer choose (SuperCirce, Cage, Take&Make), or the choice of no
/// rebirth, or the mark of a condition's own move (a DangerCirce
/// escape), or nothing.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Latent(u16, u16);

/// The rebirth bits when no rebirth square was chosen (the rule's).
const RULE: u16 = u16::MAX;

/// The rebirth bits of the choice not to rebirth (SuperCirce's vanish).
const VANISH: u16 = u16::MAX - 1;

/// The rebirth bits of a move a condition adds beside the walks' (a
/// DangerCirce escape), told apart from the walk's move to the same
/// square.
const ESCAPE: u16 = u16::MAX - 2;

/// The kind bits that mark a chosen square.
const CHOSEN: u16 = (1 << 6) - 2;

/// The kind bits that mark the kind a reborn pawn promotes to (Circe),
/// held in the square bits.
const REBORN: u16 = CHOSEN - 1;

impl Latent {
    /// No latent promotion.
    pub const NONE: Latent = Latent(u16::MAX, RULE);

    /// A latent pawn on `sq` becoming `kind`.
    pub fn new(sq: Square, kind: Kind) -> Latent {
        debug_assert!(sq.0 < 1 << 10 && (kind.0 as u16) < REBORN);
        Latent(sq.0 | (kind.0 as u16) << 10, RULE)
    }

    /// The man on `sq`, chosen by a condition's rule.
    pub fn chosen(sq: Square) -> Latent {
        debug_assert!(sq.0 < 1 << 10);
        Latent(sq.0 | CHOSEN << 10, RULE)
    }

    /// The kind a pawn reborn on its last rank promotes to (Circe's
    /// rebirth square is the rule's, so only the kind is chosen).
    pub fn reborn(kind: Kind) -> Latent {
        Latent(kind.0 as u16 | REBORN << 10, RULE)
    }

    /// The latent pawn's square and kind, if any.
    #[inline]
    pub fn get(self) -> Option<(Square, Kind)> {
        (self.0 != u16::MAX && self.0 >> 10 != CHOSEN && self.0 >> 10 != REBORN)
            .then_some((Square(self.0 & 0x3FF), Kind((self.0 >> 10) as u8)))
    }

    /// The kind a reborn pawn promotes to, if the move chose one.
    #[inline]
    pub fn reborn_kind(self) -> Option<Kind> {
        (self.0 >> 10 == REBORN).then_some(Kind((self.0 & 0x3FF) as u8))
    }

    /// The square a condition chose, if any.
    #[inline]
    pub fn chosen_square(self) -> Option<Square> {
        (self.0 >> 10 == CHOSEN).then_some(Square(self.0 & 0x3FF))
    }

    /// The same, with the rebirth square chosen: `Some(sq)`, or `None`
    /// for no rebirth.
    pub fn with_rebirth(self, sq: Option<Square>) -> Latent {
        debug_assert!(sq.is_none_or(|sq| sq.0 < ESCAPE));
        Latent(self.0, sq.map_or(VANISH, |sq| sq.0))
    }

    /// The rebirth the move chose, if it chose one: `Some(None)` for
    /// none.
    #[inline]
    pub fn rebirth(self) -> Option<Option<Square>> {
        match self.1 {
            RULE | ESCAPE => None,
            VANISH => Some(None),
            sq => Some(Some(Square(sq))),
        }
    }

    /// The latent of a condition's own move beside the walks'.
    pub fn escape() -> Latent {
        Latent(u16::MAX, ESCAPE)
    }

    /// The same without the mark of a condition's own move: what the
    /// move does (Popeye tells threats apart by that alone).
    pub fn unmarked(self) -> Latent {
        if self.is_escape() { Latent(self.0, RULE) } else { self }
    }

    /// Is the move a condition's own, beside the walks'?
    #[inline]
    pub fn is_escape(self) -> bool {
        self.1 == ESCAPE
    }

    /// Is there none?
    #[inline]
    pub fn is_none(self) -> bool {
        self == Latent::NONE
    }
}

impl Move {
    /// An ordinary move.
    #[inline]
    pub const fn normal(from: Square, to: Square) -> Move {
        Move {
            from,
            to,
            kind: MoveKind::Normal,
            promotion: None,
            latent: Latent::NONE,
        }
    }
}

impl Move {
    /// A Take&Make move's square of capture (not its arrival).
    #[inline]
    pub fn take_make_square(&self, rules: &Rules) -> Option<Square> {
        match self.kind {
            MoveKind::TakeMake(d) => Some(rules.geometry().squares()[d as usize]),
            _ => None,
        }
    }

    /// The square of the man this move takes where a man stands there
    /// (`ep_victim`: the position's en-passant victim): its arrival, the
    /// victim's square, or a Take&Make capture's square. Read by `make`
    /// and by [`Position::capture_square`].
    #[inline]
    pub(crate) fn taken_square(&self, rules: &Rules, ep_victim: Square) -> Square {
        match self.kind {
            MoveKind::EnPassant | MoveKind::TakeMakeEp => ep_victim,
            MoveKind::TakeMake(d) => rules.geometry().squares()[d as usize],
            _ => self.to,
        }
    }

    /// UCI-style text: `e2e4`, `e7e8q`, castling as the king's move (`e1g1`).
    pub fn uci(&self, rules: &Rules) -> String {
        let g = rules.geometry();
        let mut s = format!("{}{}", g.name(self.from), g.name(self.to));
        // A Take&Make move names the square of its capture too: several
        // captures may end on one square.
        if let Some(c) = self.take_make_square(rules) {
            s.push_str(&format!("x{}", g.name(c)));
        }
        if let Some(k) = self.promotion {
            // A kind without a FEN letter (a form, a stage of Tamerlane's
            // pawn of pawns) as `?`, as FEN has it.
            let l = rules.piece_type(k).letter;
            s.push(if l == '\0' { '?' } else { l });
        }
        // A rebirth square the capturer chose (SuperCirce ...): `@b8`,
        // `@-` for none; one capture is as many moves.
        if let Some(choice) = self.latent.rebirth() {
            s.push('@');
            s.push_str(&choice.map_or("-".to_string(), |sq| g.name(sq).to_string()));
        }
        s
    }
}
