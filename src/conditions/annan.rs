//! AnnanChess (Popeye's `AnnanChess`, French `EchecsAnnan`, German
//! `AnnanSchach`): a man with a man of its own side right behind it (one
//! rank towards its side's first rank) moves and observes as that man
//! does, not as itself. Types B, C and D keep the royal out: under B a
//! royal behind lends nothing, under C a royal in front borrows nothing,
//! under D neither (read from Popeye's `conditions/annan.c`).
//!
//! The man keeps its own nature: a pawn moving as a rook promotes on its
//! last rank, a rook moving as a pawn does not (Popeye promotes by the
//! man, not by the walk it moved with).

use super::{Condition, FastPaths};
use crate::geometry::Square;
use crate::piece::{Color, Kind, Piece};
use crate::position::Position;

/// Which royals take part.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum AnnanType {
    /// Every man lends and borrows.
    #[default]
    A,
    /// A royal behind lends nothing.
    B,
    /// A royal in front borrows nothing.
    C,
    /// Both.
    D,
}

/// AnnanChess.
#[derive(Clone, Copy, Debug, Default)]
pub struct Annan {
    /// Its type.
    pub kind: AnnanType,
}

impl Annan {
    /// The man behind the man of `color` on `front` that lends it its
    /// walk, if one does.
    fn lender(&self, pos: &Position, front: Square, color: Color) -> Option<Piece> {
        let rules = pos.rules();
        let rear = front.offset(-rules.forward(color));
        let lender = pos.piece_at(rear).filter(|p| p.color() == color)?;
        let royal = |sq: Square| pos.piece_at(sq).is_some_and(|p| rules.is_royal(p.kind()));
        let lends = match self.kind {
            AnnanType::A => true,
            AnnanType::B => !royal(rear),
            AnnanType::C => !royal(front),
            AnnanType::D => !royal(rear) && !royal(front),
        };
        lends.then_some(lender)
    }

    /// The kind whose walk the man on `from` moves and observes with.
    fn walk(&self, pos: &Position, from: Square) -> Option<Kind> {
        let man = pos.piece_at(from)?;
        Some(self.lender(pos, from, man.color()).map_or(man.kind(), |l| l.kind()))
    }
}

impl Condition for Annan {
    fn id(&self) -> &'static str {
        "AnnanChess"
    }

    /// A move changes the walks of the men in front of its start and its
    /// arrival: the cells, the pins and the attack tables no longer tell.
    /// Legality is still the royal's safety, with observation by the
    /// walks the men have.
    fn keeps(&self) -> FastPaths {
        FastPaths::ROYAL_SAFETY
    }

    fn changes_walks(&self) -> bool {
        true
    }

    fn walk_of(&self, pos: &Position, from: Square, kind: Kind) -> Kind {
        self.walk(pos, from).unwrap_or(kind)
    }

    /// The tables find men by their own walks: an annanised man's own
    /// walk does not observe.
    fn observation_counts(&self, pos: &Position, from: Square, _target: Square, by: Color) -> bool {
        self.lender(pos, from, by).is_none()
    }

    /// The annanised men observe with the walks they borrow.
    fn observes(&self, pos: &Position, target: Square, by: Color) -> bool {
        pos.pieces(by).iter().any(|&from| {
            self.lender(pos, from, by)
                .is_some_and(|l| pos.observes_as(from, target, by, l.kind(), &|s| pos.cell(s)))
        })
    }
}
