//! SingleBox (rule book section 2): every position must be buildable from
//! one box, the rule set's game array.
//!
//! * Type 1: a promotion needs a kind still in the box; a pawn with none
//!   left may not enter its last rank and gives no check there.
//! * Type 2: such a pawn may enter its last rank without promoting (a latent
//!   pawn); when a piece of its side is captured, a latent pawn of that side
//!   becomes the captured kind as part of the capture, the capturing side
//!   choosing which (`Sh4*f3[h1=S]`).
//! * Type 3: the owner may promote a latent pawn, as part of any of its
//!   moves, into any kind still in the box (`[e8=R]Qd8-d4`).
//! * `UnlikeBishops` (WinChloe's option): a piece that keeps to squares of
//!   one colour (bishop; courier, alfil, ferz; camel) is in the box with
//!   the colour of its square in the game array, so a promoted bishop
//!   cannot stand on the colour of a bishop still on the board.

use super::{Condition, FastPaths, SetupView};
use crate::geometry::Square;
use crate::piece::{Color, Kind, Piece};
use crate::position::{Latent, Move, Position};
use crate::rules::Rules;

/// Which SingleBox.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SingleBoxType {
    /// Promotions limited by the box; paralysed pawns.
    Type1,
    /// Latent pawns promoted by captures of their side's pieces.
    Type2,
    /// Latent pawns promoted by their owner.
    Type3,
}

/// SingleBox with its box.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SingleBox {
    /// The type.
    pub kind: SingleBoxType,
    /// How many of each kind the box holds for one side, by kind index.
    pub box_counts: Vec<u8>,
    /// With `UnlikeBishops`: for each colour-bound kind, how many the box
    /// holds on dark and on light squares; empty without the option.
    pub box_by_shade: Vec<Option<[u8; 2]>>,
}

/// 0 for a dark square (a1's colour), 1 for a light one.
fn shade(pos: &Position, sq: Square) -> usize {
    let c = pos.rules().geometry().coord(sq);
    ((c.file + c.rank) & 1) as usize
}

impl SingleBox {
    /// The box of a rule set: its game array, counted for White.
    pub fn new(kind: SingleBoxType, rules: &Rules) -> SingleBox {
        let start = Self::array(rules);
        let box_counts = (0..rules.kind_count() as u8)
            .map(|k| start.count(Color::White, Kind(k)))
            .collect();
        SingleBox {
            kind,
            box_counts,
            box_by_shade: Vec::new(),
        }
    }

    /// WinChloe's option: colour-bound kinds are boxed by square colour.
    pub fn with_unlike_bishops(mut self, rules: &Rules) -> SingleBox {
        let start = Self::array(rules);
        self.box_by_shade = (0..rules.kind_count() as u8)
            .map(|k| {
                let kind = Kind(k);
                let bound = rules.piece_type(kind).walk.colour_bound() && !rules.is_pawn(kind);
                bound.then(|| Self::by_shade(&start, Color::White, kind, None))
            })
            .collect();
        self
    }

    /// The rule set's game array: the box.
    fn array(rules: &Rules) -> Position {
        Position::start(std::sync::Arc::new(
            crate::rules::Rules::new(rules.set().clone()).expect("a concluded rule set concludes again"),
        ))
    }

    /// Pieces of `color` and `kind` on dark and light squares, one on
    /// `freed` not counted.
    fn by_shade(pos: &Position, color: Color, kind: Kind, freed: Option<Square>) -> [u8; 2] {
        let mut n = [0u8; 2];
        for &sq in pos.pieces(color) {
            if Some(sq) != freed && pos.piece_at(sq).is_some_and(|p| p.kind() == kind) {
                n[shade(pos, sq)] += 1;
            }
        }
        n
    }

    /// Is there room in the box for one more `kind` of `color` arriving on
    /// `sq`, the piece on `freed` (being captured) no longer counted?
    fn room(&self, pos: &Position, color: Color, kind: Kind, sq: Square, freed: Option<Square>) -> bool {
        let k = kind.0 as usize;
        if let Some(Some(boxed)) = self.box_by_shade.get(k) {
            let s = shade(pos, sq);
            return Self::by_shade(pos, color, kind, freed)[s] < boxed[s];
        }
        let freed_same = freed
            .and_then(|f| pos.piece_at(f))
            .is_some_and(|p| p.color() == color && p.kind() == kind);
        pos.count(color, kind) - u8::from(freed_same) < self.box_counts.get(k).copied().unwrap_or(0)
    }

    /// Kinds a pawn of kind `pawn` and colour `color` may promote to on
    /// `sq` (the square matters only for colour-bound kinds under
    /// `UnlikeBishops`; the pawn's kind in Tamerlane, where each pawn has its
    /// own piece).
    pub fn available(&self, pos: &Position, color: Color, sq: Square, pawn: Kind) -> Vec<Kind> {
        pos.rules()
            .promotions_of(pawn)
            .iter()
            .copied()
            .filter(|&k| self.room(pos, color, k, sq, None))
            .collect()
    }

    /// The kind of the pawn on `sq`.
    fn pawn_kind(pos: &Position, sq: Square) -> Kind {
        pos.piece_at(sq).expect("a latent pawn").kind()
    }

    /// Latent pawns of `color`: its pawns standing on its last rank.
    pub fn latent_pawns(pos: &Position, color: Color) -> Vec<Square> {
        let rules = pos.rules();
        pos.pieces(color)
            .iter()
            .copied()
            .filter(|&sq| {
                pos.piece_at(sq).is_some_and(|p| rules.is_pawn(p.kind())) && rules.is_promotion_square(sq, color)
            })
            .collect()
    }

    /// Adds the moves that promote a latent pawn as part of a move (Types 2
    /// and 3); Type 2 captures of a piece whose side has latent pawns must
    /// promote one of them, so the plain capture is dropped.
    pub fn extra_promotions(&self, pos: &Position, moves: &mut Vec<Move>) {
        let us = pos.side_to_move();
        match self.kind {
            SingleBoxType::Type1 => {}
            SingleBoxType::Type2 => {
                // Popeye's reading: after any move, the opponent's latent
                // pawns must be promoted while a kind is free in their box
                // (a capture frees one); the moving side chooses pawn and kind.
                let them = !us;
                let latent = Self::latent_pawns(pos, them);
                if latent.is_empty() {
                    return;
                }
                let rules = pos.rules();
                let mut out = Vec::with_capacity(moves.len());
                for &mv in moves.iter() {
                    let freed = pos.piece_at(mv.to).filter(|p: &Piece| p.color() == them).map(|_| mv.to);
                    let mut any = false;
                    for &sq in &latent {
                        for &k in rules.promotions_of(Self::pawn_kind(pos, sq)) {
                            if self.room(pos, them, k, sq, freed) {
                                any = true;
                                out.push(Move {
                                    latent: Latent::new(sq, k),
                                    ..mv
                                });
                            }
                        }
                    }
                    if !any {
                        out.push(mv);
                    }
                }
                *moves = out;
            }
            SingleBoxType::Type3 => {
                // Popeye's reading: while the mover has a latent pawn and a
                // kind is free, every move of the mover promotes one latent
                // pawn (any, into any free kind) as part of it; the latent
                // pawn itself may move as the piece it becomes.
                let latent = Self::latent_pawns(pos, us);
                let options: Vec<(Square, Kind)> = latent
                    .iter()
                    .flat_map(|&sq| {
                        self.available(pos, us, sq, Self::pawn_kind(pos, sq))
                            .into_iter()
                            .map(move |k| (sq, k))
                    })
                    .collect();
                if options.is_empty() {
                    return;
                }
                let mut out = Vec::with_capacity(moves.len() * options.len());
                for &(sq, k) in &options {
                    {
                        for &from in pos.pieces(us) {
                            let mut piece_moves = Vec::new();
                            let kind = if from == sq {
                                k
                            } else {
                                pos.piece_at(from).expect("listed piece").kind()
                            };
                            pos.moves_of_kind(from, kind, &mut piece_moves);
                            out.extend(piece_moves.into_iter().map(|mv| Move {
                                latent: Latent::new(sq, k),
                                ..mv
                            }));
                        }
                    }
                }
                *moves = out;
            }
        }
    }

    /// After a move by `mover`: is a latent pawn left that could promote
    /// (Type 2: of either side; Type 3: of the mover)? Popeye calls the move
    /// illegal then.
    pub fn illegal_after(&self, pos: &Position, mover: Color) -> bool {
        let sides: &[Color] = match self.kind {
            SingleBoxType::Type1 => &[],
            SingleBoxType::Type2 => &[Color::White, Color::Black],
            SingleBoxType::Type3 => std::slice::from_ref(match mover {
                Color::White => &Color::White,
                Color::Black => &Color::Black,
            }),
        };
        let exceeded = Color::ALL.iter().any(|&c| {
            self.box_counts.iter().enumerate().any(|(k, &n)| {
                let kind = Kind(k as u8);
                !pos.rules().is_royal(kind) && !pos.rules().is_pawn(kind) && pos.count(c, kind) > n
            })
        });
        exceeded
            || sides.iter().any(|&c| {
                Self::latent_pawns(pos, c)
                    .iter()
                    .any(|&sq| !self.available(pos, c, sq, Self::pawn_kind(pos, sq)).is_empty())
            })
    }

    /// May the orthodox shortcut judge the quiet moves of this position
    /// (`SingleBox::quiet`)? A move that captures nothing, promotes nothing
    /// and is not a pawn's leaves every box and every latent pawn as they
    /// were, so SingleBox makes it illegal only if the position itself
    /// already is; Type 3's latent pawns observe along lines the pins do
    /// not know, so Type 3 never takes the shortcut.
    pub fn quiet_moves_as_orthodox(&self, pos: &Position, mover: Color) -> bool {
        self.kind != SingleBoxType::Type3 && !self.illegal_after(pos, mover)
    }

    /// A move `quiet_moves_as_orthodox` speaks for.
    pub fn quiet(pos: &Position, mv: crate::position::Move) -> bool {
        pos.piece_at(mv.to).is_none() && Self::plain_non_pawn(pos, mv)
    }

    /// Where `quiet_moves_as_orthodox` holds: may the cells alone tell
    /// whether `mv` leaves the mover's royal safe? Quiet moves, and under
    /// Type 1 also a capture by a man other than a pawn: the man taken
    /// frees room in its side's box, which only that side's pawns read,
    /// for their checks on their last rank, so a landing square off that
    /// rank is judged as in orthodox chess (and a capture only lowers the
    /// count Type 1 holds against the box).
    pub fn judged_from_cells(&self, pos: &Position, mv: crate::position::Move) -> bool {
        match pos.piece_at(mv.to) {
            None => Self::plain_non_pawn(pos, mv),
            Some(taken) => {
                self.kind == SingleBoxType::Type1
                    && !pos.rules().is_promotion_square(mv.to, taken.color())
                    && Self::plain_non_pawn(pos, mv)
            }
        }
    }

    /// A plain move (no promotion, latent or not) of a man other than a pawn.
    fn plain_non_pawn(pos: &Position, mv: crate::position::Move) -> bool {
        mv.promotion.is_none()
            && mv.latent.is_none()
            && mv.kind == crate::position::MoveKind::Normal
            && pos.piece_at(mv.from).is_some_and(|p| !pos.rules().is_pawn(p.kind()))
    }

    /// Do `by`'s men attack `target` as the rule set's attack tables say?
    /// Not under Type 3 (latent pawns observe by their own means), nor
    /// under Type 1 where `target` is on `by`'s last rank (a pawn whose
    /// box is empty gives no check there). Type 2's latent pawns stand on
    /// their last rank and attack nothing. Moves that promote a latent
    /// pawn are judged by the searches' cell test anyway.
    pub fn observes_as_tables(&self, rules: &Rules, target: Square, by: Color) -> bool {
        match self.kind {
            SingleBoxType::Type1 => !rules.is_promotion_square(target, by),
            SingleBoxType::Type2 => true,
            SingleBoxType::Type3 => false,
        }
    }

    /// Type 3: latent pawns of `by` observe as any kind still free in their
    /// box.
    pub fn latent_attack(&self, pos: &Position, target: Square, by: Color) -> bool {
        if self.kind != SingleBoxType::Type3 {
            return false;
        }
        let latent = Self::latent_pawns(pos, by);
        latent.iter().any(|&sq| {
            self.available(pos, by, sq, Self::pawn_kind(pos, sq))
                .iter()
                .any(|&k| pos.reaches(sq, k, by, target))
        })
    }
}

impl Condition for SingleBox {
    fn id(&self) -> &'static str {
        "SingleBox"
    }

    /// The box is read only for pawns and promotions: the latent
    /// promotions are part of a move (so a child's hash can still be
    /// guessed for the others), and lazy legality holds move by move.
    /// Type 3 changes the order in which Popeye tries mating moves.
    fn keeps(&self) -> FastPaths {
        FastPaths {
            move_by_move: true,
            plain_make: true,
            popeye_mating_order: self.kind != SingleBoxType::Type3,
            // It only forbids promotions.
            proof_bound: true,
            ..FastPaths::NONE
        }
    }

    /// A diagram that cannot be built from one box: one message per kind
    /// and side it has too many of.
    fn setup_errors(&self, rules: &Rules, view: &SetupView) -> Vec<String> {
        let mut out = Vec::new();
        for color in Color::ALL {
            for (i, &limit) in self.box_counts.iter().enumerate() {
                let kind = Kind(i as u8);
                let have = (view.count)(color, kind);
                if have > limit as usize && !rules.is_pawn(kind) {
                    out.push(format!(
                        "SingleBox: {} has {have} of {}, the box holds {limit}",
                        (view.color_word)(color),
                        (view.letters)(kind)
                    ));
                }
            }
        }
        out
    }

    /// The kinds left in the box; with none, Type 1 forbids the move and
    /// Types 2 and 3 let the pawn wait on its last rank.
    fn promotions(&self, pos: &Position, color: Color, to: Square, pawn: Kind) -> Option<(Vec<Kind>, bool)> {
        let kinds = self.available(pos, color, to, pawn);
        let waits = kinds.is_empty() && self.kind != SingleBoxType::Type1;
        Some((kinds, waits))
    }

    fn rewrite_moves(&self, pos: &Position, moves: &mut Vec<Move>) {
        self.extra_promotions(pos, moves);
    }

    fn illegal_after(&self, pos: &Position, mover: Color) -> bool {
        SingleBox::illegal_after(self, pos, mover)
    }

    fn observes(&self, pos: &Position, target: Square, by: Color) -> bool {
        self.latent_attack(pos, target, by)
    }

    /// Type 1: a pawn that may not enter its last rank (no kind left in
    /// the box) gives no check there.
    fn observation_counts(&self, pos: &Position, from: Square, target: Square, by: Color) -> bool {
        let rules = pos.rules();
        if self.kind != SingleBoxType::Type1 || !rules.is_promotion_square(target, by) {
            return true;
        }
        match pos.piece_at(from).filter(|p| rules.is_pawn(p.kind())) {
            Some(p) => !self.available(pos, by, target, p.kind()).is_empty(),
            None => true,
        }
    }

    fn observes_as_tables(&self, rules: &Rules, target: Square, by: Color) -> bool {
        SingleBox::observes_as_tables(self, rules, target, by)
    }

    fn quiet_moves_as_orthodox(&self, pos: &Position, mover: Color) -> bool {
        SingleBox::quiet_moves_as_orthodox(self, pos, mover)
    }

    fn move_from_cells(&self, pos: &Position, mv: Move) -> bool {
        SingleBox::quiet(pos, mv)
    }

    fn flight_from_cells(&self, pos: &Position, mv: Move) -> bool {
        self.judged_from_cells(pos, mv)
    }

    /// The box is read for pawns only (their promotions and, in Types 1
    /// and 3, their checks on the last rank): a move of another man
    /// changes neither.
    fn check_from_cells(&self, pos: &Position, mv: Move) -> bool {
        pos.piece_at(mv.from).is_some_and(|p| !pos.rules().is_pawn(p.kind()))
    }
}
