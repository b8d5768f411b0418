//! Circe and the Circe variants that differ in where the captured man is
//! reborn, or as what (Popeye's `Circe` with its variant words, and the
//! one-word names `MirrorCirce`, `FileCirce`, `SymmetryCirce`, `PWC`,
//! `AntipodeanCirce`, `EquipollentsCirce`, `DiametralCirce`,
//! `VerticalMirrorCirce`, `RankCirce`, `CirceClone`, `ChameleonCirce`,
//! `CouscousCirce`, `CirceTurncoats` ...): after a capture, the captured
//! man is put back on its rebirth square if that square is empty, else it
//! stays off the board (or, under `Strict`, the capture is illegal).
//! Kings are never captured in legal play, so check and mate are the
//! orthodox ones, read after the rebirth: a reborn man may block a line
//! to the king of the side that captured it, or open none.
//!
//! A rebirth is read as Popeye reads it (`conditions/circe/`), in its
//! order: the reborn man's walk (Clone: the capturer's; Chameleon: the
//! next of the sequence; Einstein: one step down), the man whose rebirth
//! square it is (Couscous: the capturer's), the side the square is read
//! for (Mirror: the other; Rank: the one whose square has the capture
//! square's shade), the square (see [`Rebirth`]), then its adapter
//! (Diametral, VerticalMirror, Rank's projection on the capture rank).
//! Under the rules that may put a pawn on its last rank (Symmetry, PWC,
//! Antipodes, Equipollents, Couscous) the reborn pawn promotes there, a
//! choice of the move ([`crate::position::Latent::reborn`]).
//!
//! A rook reborn on its corner may castle again, as in Popeye, while its
//! king may (`Position::set_castle_flags`). Rebirths that need a choice
//! of square (SuperCirce, Cage) or the history of a man (DiagramCirce)
//! are other variants, refused by the registry.

use super::{Condition, FastPaths};
use crate::geometry::{Coord, Square};
use crate::piece::{Color, EMPTY, Kind, Piece};
use crate::position::{Latent, Move, Position};
use crate::rules::Rules;

/// Where a captured man is reborn.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Rebirth {
    /// Its game-array square: a pawn on its file's second rank, a rook,
    /// knight or bishop on the one of its kind of the capture square's
    /// shade, the queen on d1/d8, a fairy man on the capture file's
    /// promotion square (Popeye's rule).
    Classic,
    /// On the capture file: a pawn on its second rank, an orthodox piece
    /// on its first, a fairy man on its last.
    File,
    /// On the square mirrored top to bottom (same file).
    HorizontalSymmetry,
    /// On the capture square turned about the board's centre.
    Symmetry,
    /// On the capture square mirrored left to right (same rank).
    VerticalSymmetry,
    /// Four files and four ranks away, on the board.
    Antipodes,
    /// On the square the capturer left (Platzwechsel).
    Pwc,
    /// The capture square shifted by the capturing move's vector (with
    /// `mirror`, against it: AntiEquipollents, ContraParrain's square).
    Equipollents,
    /// On the capture square itself.
    CaptureSquare,
    /// On the capture rank, on the file of the classic square read for
    /// the side whose square there has the capture square's shade.
    Rank,
}

/// A change of the rebirth square after it is found (Popeye's adapters).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Adapter {
    /// None.
    None,
    /// Turned about the board's centre.
    Diametral,
    /// Mirrored left to right.
    VerticalMirror,
}

/// What the captured man is reborn as.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RebornWalk {
    /// Itself.
    Same,
    /// The capturer's walk before it promoted, unless the capturer is
    /// royal (Clone).
    Clone,
    /// Per kind, the kind it is reborn as (Chameleon, Einstein and
    /// ReversalEinstein: a fixed map).
    Map(Vec<Kind>),
}

/// A rebirth square the capturer chooses, one move per choice, tried in
/// Popeye's order.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Choice {
    /// No rebirth, then any empty square from a1 (SuperCirce).
    Super,
    /// An empty square where the reborn man has no move that does not
    /// capture (it is caged), a1 first; no rebirth where there is none
    /// (CageCirce).
    Cage,
    /// A square the man taken could go to from where it was taken by a
    /// move that does not capture, in the order of its moves; where it
    /// has none, no capture (CirceTake&Make).
    TakeMake,
}

/// What happens when the rebirth square is occupied.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Occupied {
    /// The man stays off the board (Popeye's default, `Relaxed`).
    Vanish,
    /// The capture is illegal.
    Strict,
    /// The reborn man goes under the square, to erupt once it is empty
    /// (Popeye's `Volcanic`, written `[+wSg1->v]`).
    Volcanic,
    /// The man on the square goes under it, to come back once it is
    /// empty, and the reborn man is placed (Popeye's `Parachute`).
    Parachute,
}

impl Occupied {
    /// Does a man wait under a square (Volcanic, Parachute)?
    fn underworld(self) -> bool {
        matches!(self, Occupied::Volcanic | Occupied::Parachute)
    }
}

/// Circe of one rebirth rule.
#[derive(Clone, Debug)]
pub struct Circe {
    id: &'static str,
    squares: RebirthSquares,
    reborn: RebornWalk,
    /// The rebirth square is the capturer's (Couscous).
    couscous: bool,
    /// The man is reborn in the capturer's colour (Turncoats).
    turncoats: bool,
    occupied: Occupied,
    /// Parrain: the man taken by the move before is reborn.
    last_move: bool,
    /// A pawn reborn on its last rank promotes there.
    promotes: bool,
    /// The capturer chooses the rebirth square.
    choice: Option<Choice>,
}

/// How a Circe variant reads a rebirth: everything but the square rule.
#[derive(Clone, Debug)]
pub struct CirceRule {
    /// What the man is reborn as.
    pub reborn: RebornWalk,
    /// The rebirth square is the capturer's (Couscous).
    pub couscous: bool,
    /// The man is reborn in the capturer's colour (Turncoats).
    pub turncoats: bool,
    /// An occupied rebirth square.
    pub occupied: Occupied,
    /// The man taken by the move before is reborn, after this move
    /// (Parrain, ContraParrain): Popeye's relevant capture, the last
    /// move's.
    pub last_move: bool,
    /// The capturer chooses the rebirth square (the square rule is then
    /// not read).
    pub choice: Option<Choice>,
}

/// A rebirth rule, optionally mirrored (the square the other side's man
/// of the same kind would be reborn on), read for the men of a rule set:
/// Circe's for the captured man, AntiCirce's for the capturer.
#[derive(Clone, Debug)]
pub struct RebirthSquares {
    rebirth: Rebirth,
    mirror: bool,
    adapter: Adapter,
    /// Per kind: its class for the rebirth squares.
    classes: Vec<Class>,
}

/// The kinds Popeye's rebirth squares tell apart.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Class {
    Pawn,
    King,
    Queen,
    Rook,
    Bishop,
    Knight,
    Fairy,
}

/// Where a capture happened: the square of the man taken, the capturer's
/// departure, and the move's vector (Popeye's sum of the movements of the
/// move: a castling's king's and rook's together).
#[derive(Clone, Copy, Debug)]
pub struct CaptureSquares {
    /// The man taken stood here.
    pub at: Square,
    /// The capturer left this square.
    pub from: Square,
    /// The move's shift, in files and ranks.
    pub vector: (i8, i8),
}

impl Circe {
    /// Circe named `id` with these rebirth squares and this rule under
    /// `rules`.
    pub fn new(id: &'static str, squares: RebirthSquares, rule: CirceRule) -> Circe {
        // Popeye lets a reborn pawn promote where the square rule may put
        // it on its last rank.
        let promotes = rule.couscous
            || rule.choice.is_some()
            || matches!(
                squares.rebirth,
                Rebirth::Symmetry
                    | Rebirth::VerticalSymmetry
                    | Rebirth::Antipodes
                    | Rebirth::Pwc
                    | Rebirth::Equipollents
            );
        Circe {
            id,
            squares,
            reborn: rule.reborn,
            couscous: rule.couscous,
            turncoats: rule.turncoats,
            occupied: rule.occupied,
            last_move: rule.last_move,
            promotes,
            choice: rule.choice,
        }
    }

    /// Where and as what the man `victim` taken on `at` by the move `mv`
    /// of `mover` (as it moved, before a promotion; `arrived`: as it
    /// stands after the move) is reborn, before it promotes there or turns
    /// (Turncoats), the square `None` off the board (the man vanishes;
    /// under Strict, Popeye reads it as taken); `None`: no rebirth (a
    /// king).
    /// `pos` is read for its rules and side to move only, so the same
    /// before the move and after it.
    fn rebirth(
        &self,
        pos: &Position,
        victim: Piece,
        mover: Piece,
        arrived: Piece,
        at: Square,
        mv: Move,
    ) -> Option<(Option<Square>, Piece)> {
        let rules = pos.rules();
        // A neutral man is reborn as the side's it was taken from.
        let taken_from = if victim.is_neutral() {
            !pos.side_to_move()
        } else {
            victim.color()
        };
        let squares = CaptureSquares {
            at,
            from: mv.from,
            vector: move_vector(pos, mv),
        };
        if rules.is_royal(victim.kind()) {
            return None;
        }
        let kind = match &self.reborn {
            RebornWalk::Same => victim.kind(),
            RebornWalk::Clone if rules.is_royal(mover.kind()) => victim.kind(),
            RebornWalk::Clone => mover.kind(),
            RebornWalk::Map(map) => map[victim.kind().0 as usize],
        };
        let reborn = victim.with_kind(kind);
        let (relevant, side) = if self.couscous {
            (arrived, !taken_from)
        } else {
            (victim.with_kind(kind), taken_from)
        };
        Some((self.squares.square_of(rules, relevant, side, squares), reborn))
    }

    /// The rebirth of the capture `mv` would make in `pos` (before it is
    /// made), with whether its square is free after the move.
    fn rebirth_before(&self, pos: &Position, mv: Move) -> Option<(Option<Square>, Piece, bool)> {
        let taken = pos.capture_square(mv);
        let (at, victim) = if self.last_move {
            // The man the move before took, waiting (as a ghost) on its
            // capture square.
            let &(at, victim) = pos.ghosts().first()?;
            (at, victim)
        } else {
            (taken?, pos.piece_at(taken?)?)
        };
        let mover = pos.piece_at(mv.from)?;
        let arrived = mv.promotion.map_or(mover, |k| mover.with_kind(k));
        let (sq, reborn) = self.rebirth(pos, victim, mover, arrived, at, mv)?;
        // The board after the move: its departure and the square taken
        // emptied, its arrival taken.
        let free = sq.is_some_and(|sq| sq != mv.to && (sq == mv.from || Some(sq) == taken || pos.cell(sq) == EMPTY));
        Some((sq, reborn, free))
    }

    /// The rebirths the capturer of `mv` may choose, each as the latent
    /// of one move, in Popeye's order (empty: the capture is illegal);
    /// `None` where the move takes nothing, or a king.
    fn chosen_rebirths(
        &self,
        choice: Choice,
        pos: &Position,
        mv: Move,
        scratch: &mut Option<Position>,
    ) -> Option<Vec<Latent>> {
        let rules = pos.rules();
        let taken = pos.capture_square(mv)?;
        let victim = pos.piece_at(taken)?;
        let mover = pos.piece_at(mv.from)?;
        let arrived = mv.promotion.map_or(mover, |k| mover.with_kind(k));
        let (_, reborn) = self.rebirth(pos, victim, mover, arrived, taken, mv)?;
        let squares: Vec<Square> = match choice {
            Choice::Super | Choice::Cage => {
                // The board after the move: its departure and the square
                // taken emptied, its arrival taken.
                let free = |sq: Square| sq != mv.to && (sq == mv.from || sq == taken || pos.cell(sq) == EMPTY);
                rules
                    .geometry()
                    .squares()
                    .iter()
                    .copied()
                    .filter(|&sq| free(sq))
                    .collect()
            }
            Choice::TakeMake => {
                // The man taken (Couscous: the capturer, in its colours)
                // moves on from where it was taken, the capturer gone
                // from its departure (and, en passant, on its arrival).
                let after = scratch.get_or_insert_with(|| pos.clone());
                let man = if self.couscous {
                    Piece::new(reborn.color(), arrived.kind())
                } else {
                    reborn
                };
                let (capturer, _) = after.take(mv.from);
                let landed = mv.to != taken && after.cell(mv.to) == EMPTY;
                if landed {
                    after.put(mv.to, capturer);
                }
                let mut walked = Vec::new();
                after.moves_as(taken, man.kind(), man.color(), &mut walked);
                let mut squares = Vec::new();
                for m in walked {
                    if after.capture_square(m).is_none() && !squares.contains(&m.to) {
                        squares.push(m.to);
                    }
                }
                if landed {
                    after.take(mv.to);
                }
                after.put(mv.from, capturer);
                squares
            }
        };
        let mut latents = Vec::new();
        for sq in squares {
            if self.promotes_on(rules, reborn, sq) {
                latents.extend(
                    (rules.promotions_of(reborn.kind()).iter()).map(|&k| Latent::reborn(k).with_rebirth(Some(sq))),
                );
            } else {
                latents.push(mv.latent.with_rebirth(Some(sq)));
            }
        }
        if choice == Choice::Cage {
            let after = scratch.get_or_insert_with(|| pos.clone());
            latents.retain(|&latent| caged(after, Move { latent, ..mv }));
        }
        // No rebirth is a choice of its own (Super: tried first, by the
        // order's key), or what is left where no square cages the man;
        // never under Strict.
        let vanish = self.occupied == Occupied::Vanish
            && match choice {
                Choice::Super => true,
                Choice::Cage => latents.is_empty(),
                Choice::TakeMake => false,
            };
        if vanish {
            latents.push(mv.latent.with_rebirth(None));
        }
        Some(latents)
    }

    /// The rebirth after `mv` (which took `captured`, if anything), and
    /// Parrain's wait.
    fn rebirth_after(&self, pos: &mut Position, mv: Move, captured: Option<(Piece, Square)>) {
        let pending = if self.last_move {
            // Parrain: the man the move before took is reborn now, and the
            // man this move takes waits for the next move.
            let pending = pos.ghosts().first().map(|&(sq, man)| (man, sq));
            if pending.is_some() {
                pos.forget_ghost(0);
            }
            if let Some((victim, at)) = captured
                && !pos.rules().is_royal(victim.kind())
            {
                pos.remember_ghost(at, victim);
            }
            pending
        } else {
            captured
        };
        let Some((victim, at)) = pending else {
            return;
        };
        let Some(arrived) = pos.piece_at(mv.to) else {
            return;
        };
        // Clone reads the capturer's walk as it moved, a pawn before its
        // promotion.
        let mover = pos.moved_as().unwrap_or(arrived);
        let Some((rule_square, reborn)) = self.rebirth(pos, victim, mover, arrived, at, mv) else {
            return;
        };
        // A chosen square is the move's (none chosen: none).
        let square = match self.choice {
            Some(_) => mv.latent.rebirth().flatten(),
            None => rule_square,
        };
        let Some(sq) = square else {
            return;
        };
        let occupant = pos.piece_at(sq);
        match (occupant, self.occupied) {
            (None, _) => {
                self.place(pos, sq, reborn, mv);
            }
            // The reborn man is placed, then goes under: the occupant is
            // lifted for it and put back (Popeye's swap), so that the
            // notation sees the placing, `[+wPc8=Q->v]`.
            (Some(occupant), Occupied::Volcanic) => {
                pos.remove_man(sq);
                let now = self.place(pos, sq, reborn, mv);
                pos.remove_man(sq);
                pos.remember_ghost(sq, now);
                pos.add_man(sq, occupant);
            }
            (Some(occupant), Occupied::Parachute) => {
                pos.remove_man(sq);
                pos.remember_ghost(sq, occupant);
                self.place(pos, sq, reborn, mv);
            }
            (Some(_), _) => {}
        }
    }

    /// Puts the reborn man on the empty `sq`: Popeye places it, promotes
    /// it, then turns it (a neutral man stays neutral), each a step of
    /// its own, written `[+bPa1=S]`, `[+bSg8=w]`. The man as it stands.
    fn place(&self, pos: &mut Position, sq: Square, reborn: Piece, mv: Move) -> Piece {
        pos.add_man(sq, reborn);
        let mut now = reborn;
        if let Some(k) = mv.latent.reborn_kind() {
            now = now.with_kind(k);
            pos.replace_man(sq, now);
        }
        if self.turncoats && !now.is_neutral() {
            now = Piece::new(!now.color(), now.kind());
            pos.replace_man(sq, now);
        }
        now
    }

    /// Does the reborn man promote on `sq`?
    fn promotes_on(&self, rules: &Rules, reborn: Piece, sq: Square) -> bool {
        self.promotes
            && rules.is_pawn(reborn.kind())
            && rules.is_promotion_square(sq, reborn.color())
            && !rules.promotions_of(reborn.kind()).is_empty()
    }
}

impl RebirthSquares {
    /// The rule under `rules`, which must be the 8x8 board (Popeye's
    /// rebirth squares are named squares of it); `condition` names the
    /// condition in the refusal.
    pub fn new(condition: &str, rebirth: Rebirth, mirror: bool, rules: &Rules) -> Result<RebirthSquares, String> {
        let g = rules.geometry();
        if g.files() != 8 || g.ranks() != 8 || !g.extras().is_empty() {
            return Err(format!(
                "not supported: {condition} on the {}x{} board of {} rules (Popeye's rebirth squares are those of the 8x8 board)",
                g.files(),
                g.ranks(),
                rules.set().name
            ));
        }
        let classes = (0..rules.kind_count() as u8)
            .map(|k| {
                let kind = Kind(k);
                if rules.is_pawn(kind) {
                    return Class::Pawn;
                }
                match rules.piece_type(kind).walk_name() {
                    "king" => Class::King,
                    "queen" => Class::Queen,
                    "rook" => Class::Rook,
                    "bishop" => Class::Bishop,
                    "knight" => Class::Knight,
                    _ => Class::Fairy,
                }
            })
            .collect();
        Ok(RebirthSquares {
            rebirth,
            mirror,
            adapter: Adapter::None,
            classes,
        })
    }

    /// The same squares, then changed by `adapter`.
    pub fn with_adapter(self, adapter: Adapter) -> RebirthSquares {
        RebirthSquares { adapter, ..self }
    }

    /// The rule.
    pub fn rebirth(&self) -> Rebirth {
        self.rebirth
    }

    /// Mirrored?
    pub fn mirror(&self) -> bool {
        self.mirror
    }

    /// The rebirth square of `man` taken (or capturing) on `at`, as a man
    /// of `side`, under a rule that reads no move (Classic, File,
    /// HorizontalSymmetry: those of AntiCirce, MarsCirce and Immun).
    pub fn square(&self, rules: &Rules, man: Piece, side: Color, at: Square) -> Square {
        let squares = CaptureSquares {
            at,
            from: at,
            vector: (0, 0),
        };
        self.square_of(rules, man, side, squares)
            .expect("a rule that reads no move gives a square of the 8x8 board")
    }

    /// The rebirth square of `man` taken (or capturing) in `capture`, as
    /// a man of `side` (a neutral man's side is the one it is taken from or
    /// captures for: Popeye's relevant side); `None` off the board.
    pub fn square_of(&self, rules: &Rules, man: Piece, side: Color, capture: CaptureSquares) -> Option<Square> {
        let g = rules.geometry();
        let c = g.coord(capture.at);
        // The mirror reads the square as the other side's man's.
        let mut white = (side == Color::White) != self.mirror;
        // Rank: the side whose square of the kind has the capture
        // square's shade (Popeye's `rank_circe_override_relevant_side`).
        if self.rebirth == Rebirth::Rank && (c.rank % 2 == 1) == white {
            white = !white;
        }
        // Ranks counted from the man's own side.
        let own = |rank: i8| if white { rank } else { 7 - rank };
        let class = self.classes[man.kind().0 as usize];
        let (file, rank) = match self.rebirth {
            Rebirth::HorizontalSymmetry => (c.file, 7 - c.rank),
            Rebirth::Symmetry => (7 - c.file, 7 - c.rank),
            Rebirth::VerticalSymmetry => (7 - c.file, c.rank),
            Rebirth::Antipodes => ((c.file + 4) % 8, (c.rank + 4) % 8),
            Rebirth::CaptureSquare => (c.file, c.rank),
            Rebirth::Pwc => {
                let f = g.coord(capture.from);
                (f.file, f.rank)
            }
            Rebirth::Equipollents => {
                let sign = if self.mirror { -1 } else { 1 };
                (c.file + sign * capture.vector.0, c.rank + sign * capture.vector.1)
            }
            Rebirth::File => match class {
                Class::Pawn => (c.file, own(1)),
                Class::Fairy => (c.file, own(7)),
                _ => (c.file, own(0)),
            },
            Rebirth::Classic | Rebirth::Rank => {
                // a1 is dark: a light capture square has file + rank odd.
                let light = (c.file + c.rank) % 2 == 1;
                let file = match (class, white, light) {
                    (Class::Pawn | Class::Fairy, ..) => c.file,
                    (Class::King, ..) => 4,
                    (Class::Queen, ..) => 3,
                    (Class::Knight, true, true) | (Class::Knight, false, false) => 1,
                    (Class::Knight, ..) => 6,
                    (Class::Rook, true, true) | (Class::Rook, false, false) => 7,
                    (Class::Rook, ..) => 0,
                    (Class::Bishop, true, true) | (Class::Bishop, false, false) => 5,
                    (Class::Bishop, ..) => 2,
                };
                let rank = match class {
                    _ if self.rebirth == Rebirth::Rank => c.rank,
                    Class::Pawn => own(1),
                    Class::Fairy => own(7),
                    _ => own(0),
                };
                (file, rank)
            }
        };
        let (file, rank) = match self.adapter {
            Adapter::None => (file, rank),
            Adapter::Diametral => (7 - file, 7 - rank),
            Adapter::VerticalMirror => (7 - file, rank),
        };
        g.square(Coord { file, rank })
    }
}

/// The move's shift in files and ranks: its man's, and under castling the
/// rook's added (Popeye sums the movements of the move).
pub(super) fn move_vector(pos: &Position, mv: Move) -> (i8, i8) {
    let g = pos.rules().geometry();
    let shift = |from: Square, to: Square| {
        let (f, t) = (g.coord(from), g.coord(to));
        (t.file - f.file, t.rank - f.rank)
    };
    let (mut df, mut dr) = shift(mv.from, mv.to);
    if let crate::position::MoveKind::Castling(i) = mv.kind {
        let (rook_from, rook_to) = pos.rules().castling_rook_squares(i, pos.side_to_move());
        let (rf, rr) = shift(rook_from, rook_to);
        df += rf;
        dr += rr;
    }
    (df, dr)
}

impl Condition for Circe {
    fn id(&self) -> &'static str {
        self.id
    }

    /// Moves are the walks' (unless an occupied rebirth square forbids a
    /// capture, or a reborn pawn's promotions make several moves of one)
    /// and legality is the king's safety, observed as the tables say; but
    /// a capture changes a second square, so its verdicts need the whole
    /// make (a quiet move's do not), and the orthodox pruning does not
    /// know rebirths. Popeye keeps its mating move generator under Circe,
    /// not under Turncoats, Parrain, Volcanic or Parachute.
    fn keeps(&self) -> FastPaths {
        FastPaths {
            plain_moves: !self.promotes && self.occupied != Occupied::Strict,
            // Popeye's mating moves come in its plain order under
            // Turncoats and Parrain (BEISPIEL parrain 004, 007), Volcanic
            // and Parachute (its twin.c drops the mating-move generator).
            popeye_mating_order: !self.turncoats && !self.last_move && !self.occupied.underworld(),
            ..FastPaths::EFFECTS_AFTER_MOVE
        }
    }

    fn rewrite_moves(&self, pos: &Position, moves: &mut Vec<Move>) {
        if self.occupied != Occupied::Strict && !self.promotes {
            return;
        }
        let rules = pos.rules();
        let mut out = Vec::with_capacity(moves.len());
        // A copy of the board to try the choices on, made once.
        let mut scratch = None;
        for &mv in moves.iter() {
            if let Some(choice) = self.choice {
                match self.chosen_rebirths(choice, pos, mv, &mut scratch) {
                    Some(latents) => out.extend(latents.into_iter().map(|latent| Move { latent, ..mv })),
                    None => out.push(mv),
                }
                continue;
            }
            match self.rebirth_before(pos, mv) {
                Some((_, _, false)) if self.occupied == Occupied::Strict => {}
                // Under Volcanic and Parachute the man is reborn (and
                // promotes) on a taken square too.
                Some((Some(sq), reborn, free))
                    if (free || self.occupied.underworld()) && self.promotes_on(rules, reborn, sq) =>
                {
                    out.extend(rules.promotions_of(reborn.kind()).iter().map(|&k| Move {
                        latent: Latent::reborn(k),
                        ..mv
                    }));
                }
                _ => out.push(mv),
            }
        }
        *moves = out;
    }

    fn after_move_order(&self) -> Option<u8> {
        Some(30)
    }

    fn rebirth_choice_by_walk(&self) -> bool {
        self.choice == Some(Choice::TakeMake)
    }

    fn after_move(&self, pos: &mut Position, mv: Move, captured: Option<(Piece, Square)>) {
        self.rebirth_after(pos, mv, captured);
        if self.occupied.underworld() {
            uncover(pos, self.occupied);
        }
    }

    /// Popeye lets a pawn on its first rank move a step under Parrain
    /// and Cage, and observe under any Equipollents rule and Cage (its
    /// `pawn_get_no_capture_length`, `CapturableBy…PawnSq`; REGRESSIONS
    /// 4_51_to_4_53 018 and 024).
    fn frees_base_pawn(&self, _sq: Square) -> bool {
        self.last_move || self.choice == Some(Choice::Cage)
    }
    fn waiting_lapses_on_pass(&self) -> bool {
        self.last_move
    }

    fn base_pawn_observes(&self, _sq: Square) -> bool {
        self.squares.rebirth == Rebirth::Equipollents || self.choice == Some(Choice::Cage)
    }

    /// A quiet move is the orthodox one, unless a man taken by the move
    /// before waits to be reborn with it (Parrain) or a man waits under a
    /// square the move may leave (Volcanic, Parachute).
    fn quiet_moves_as_orthodox(&self, pos: &Position, _mover: Color) -> bool {
        !(self.last_move || self.occupied.underworld()) || pos.ghosts().is_empty()
    }

    fn move_from_cells(&self, pos: &Position, mv: Move) -> bool {
        self.quiet_moves_as_orthodox(pos, pos.side_to_move()) && is_quiet(pos, mv)
    }

    fn flight_from_cells(&self, pos: &Position, mv: Move) -> bool {
        self.quiet_moves_as_orthodox(pos, pos.side_to_move()) && is_quiet(pos, mv)
    }

    fn check_from_cells(&self, pos: &Position, mv: Move) -> bool {
        self.quiet_moves_as_orthodox(pos, pos.side_to_move()) && is_quiet(pos, mv)
    }
}

/// After `mv`, which puts a man back on its chosen rebirth square, is
/// that man caged: has it no move that takes nothing and leaves its side
/// safe? (Popeye's CageCirce test, made after the reborn man promotes.)
pub(super) fn caged(pos: &mut Position, mv: Move) -> bool {
    let Some(Some(sq)) = mv.latent.rebirth() else {
        return true;
    };
    pos.make(mv);
    let side = pos.side_to_move();
    let man = pos.piece_at(sq).expect("a reborn man");
    pos.set_side_to_move(man.color());
    let mut moves = Vec::new();
    pos.moves_from(sq, &mut moves);
    moves.retain(|&m| pos.capture_square(m).is_none());
    let free = moves.into_iter().any(|m| {
        let safe = pos.make_if_safe(m);
        if safe {
            pos.unmake();
        }
        safe
    });
    pos.set_side_to_move(side);
    pos.unmake();
    !free
}

/// After every move, each man waiting under an empty square comes back
/// there (Popeye's `circe_parachute_uncoverer_solve`), written as an
/// addition: Popeye reads its underworld from the front, where Parachute
/// puts the newest and Volcanic the oldest.
pub(super) fn uncover(pos: &mut Position, occupied: Occupied) {
    let empty = |pos: &Position, i: usize| pos.cell(pos.ghosts()[i].0) == EMPTY;
    let back = |pos: &mut Position, i: usize| {
        let (sq, man) = pos.ghosts()[i];
        pos.add_man(sq, man);
        pos.forget_ghost(i);
    };
    if occupied == Occupied::Parachute {
        let mut i = pos.ghosts().len();
        while i > 0 {
            i -= 1;
            if empty(pos, i) {
                back(pos, i);
            }
        }
    } else {
        let mut i = 0;
        while i < pos.ghosts().len() {
            if empty(pos, i) {
                back(pos, i);
            } else {
                i += 1;
            }
        }
    }
}

/// A move that takes nothing: under Circe the orthodox move it is.
fn is_quiet(pos: &Position, mv: Move) -> bool {
    pos.capture_square(mv).is_none()
}
