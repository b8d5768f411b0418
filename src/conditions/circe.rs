//! Circe and the Circe variants that differ only in where the captured
//! man is reborn (Popeye's `Circe`, `MirrorCirce`, `FileCirce`,
//! `FileMirrorCirce` (`MirrorFileCirce`), `HorizontalSymmetryCirce`): after
//! a capture, the captured man is put back on its rebirth square if that
//! square is empty, else it stays off the board. Kings are never
//! captured in legal play, so check and mate are the orthodox ones, read
//! after the rebirth: a reborn man may block a line to the king of the
//! side that captured it, or open none.
//!
//! The rebirth squares are Popeye's (`circe_regular_rebirth_square`, and
//! the file rule of `file.c`): see [`Rebirth`]. A rook reborn on its
//! corner may castle again, as in Popeye, while its king may
//! (`Position::set_castle_flags`). Rebirths that would need a choice
//! (a pawn reborn on its promotion rank, SuperCirce) or the history of a
//! man (DiagramCirce) are other variants, refused by the registry.

use super::{Condition, FastPaths};
use crate::geometry::{Coord, Square};
use crate::piece::{Color, Kind, Piece};
use crate::position::{Move, Position};
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
}

/// Circe of one rebirth rule.
#[derive(Clone, Debug)]
pub struct Circe {
    squares: RebirthSquares,
}

/// A rebirth rule, optionally mirrored (the square the other side's man
/// of the same kind would be reborn on), read for the men of a rule set:
/// Circe's for the captured man, AntiCirce's for the capturer.
#[derive(Clone, Debug)]
pub struct RebirthSquares {
    rebirth: Rebirth,
    mirror: bool,
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

impl Circe {
    /// Circe with this rebirth rule under `rules`, which must be the 8x8
    /// board (Popeye's rebirth squares are named squares of it).
    pub fn new(rebirth: Rebirth, mirror: bool, rules: &Rules) -> Result<Circe, String> {
        Ok(Circe {
            squares: RebirthSquares::new("Circe", rebirth, mirror, rules)?,
        })
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
            classes,
        })
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
    /// of `side` (a neutral man's side is the one it is taken from or
    /// captures for: Popeye's relevant side), on the board: every rule
    /// gives an 8x8 square.
    pub fn square(&self, rules: &Rules, man: Piece, side: Color, at: Square) -> Square {
        let g = rules.geometry();
        let c = g.coord(at);
        // The mirror reads the square as the other side's man's.
        let white = (side == Color::White) != self.mirror;
        // Ranks counted from the man's own side.
        let own = |rank: i8| if white { rank } else { 7 - rank };
        let class = self.classes[man.kind().0 as usize];
        let (file, rank) = match self.rebirth {
            Rebirth::HorizontalSymmetry => (c.file, 7 - c.rank),
            Rebirth::File => match class {
                Class::Pawn => (c.file, own(1)),
                Class::Fairy => (c.file, own(7)),
                _ => (c.file, own(0)),
            },
            Rebirth::Classic => {
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
                    Class::Pawn => own(1),
                    Class::Fairy => own(7),
                    _ => own(0),
                };
                (file, rank)
            }
        };
        g.square(Coord { file, rank }).expect("a square of the 8x8 board")
    }
}

impl Condition for Circe {
    fn id(&self) -> &'static str {
        match (self.squares.rebirth, self.squares.mirror) {
            (Rebirth::Classic, false) => "Circe",
            (Rebirth::Classic, true) => "MirrorCirce",
            (Rebirth::File, false) => "FileCirce",
            (Rebirth::File, true) => "MirrorFileCirce",
            (Rebirth::HorizontalSymmetry, _) => "HorizontalSymmetryCirce",
        }
    }

    /// Moves are the walks' and legality is the king's safety, observed
    /// as the tables say; but a capture changes a second square, so its
    /// verdicts need the whole make (a quiet move's do not), and the
    /// orthodox pruning does not know rebirths. Popeye keeps its mating
    /// move generator under Circe.
    fn keeps(&self) -> FastPaths {
        FastPaths::EFFECTS_AFTER_MOVE
    }

    fn after_move_order(&self) -> Option<u8> {
        Some(30)
    }

    fn after_move(&self, pos: &mut Position, _mv: Move, captured: Option<(Piece, Square)>) {
        let Some((man, at)) = captured else {
            return;
        };
        // A neutral man is reborn as the side's it was taken from.
        let side = if man.is_neutral() {
            !pos.side_to_move()
        } else {
            man.color()
        };
        let sq = self.squares.square(pos.rules(), man, side, at);
        if pos.cell(sq) == crate::piece::EMPTY {
            pos.add_man(sq, man);
        }
    }

    fn quiet_moves_as_orthodox(&self, _pos: &Position, _mover: Color) -> bool {
        true
    }

    fn move_from_cells(&self, pos: &Position, mv: Move) -> bool {
        is_quiet(pos, mv)
    }

    fn flight_from_cells(&self, pos: &Position, mv: Move) -> bool {
        is_quiet(pos, mv)
    }

    fn check_from_cells(&self, pos: &Position, mv: Move) -> bool {
        is_quiet(pos, mv)
    }
}

/// A move that takes nothing: under Circe the orthodox move it is.
fn is_quiet(pos: &Position, mv: Move) -> bool {
    pos.capture_square(mv).is_none()
}
