//! Pure game state: the board, whose move it is, castling rights, en
//! passant, and the incremental hash; make and unmake.

mod effects;
mod fen;
mod make;
mod moves;
mod validate;

pub use crate::movegen::MoveList;
pub use effects::{Effect, follow_man};
pub use fen::FenError;
pub use moves::{Latent, Move, MoveKind};

use std::sync::Arc;

use crate::geometry::Square;
use crate::piece::{Color, Kind, NEUTRAL, OFF, Piece};
use crate::rules::Rules;

/// No square (en passant unset).
pub(crate) const NO_SQUARE: Square = Square(u16::MAX);

/// The from-square of a null move in [`Position::moves_played`].
pub const NULL_SQUARE: Square = NO_SQUARE;

/// A man's slots in the piece lists: in its side's (a neutral man's in
/// White's) in the low byte, a neutral man's in Black's in the high byte.
pub(crate) type Slot = u16;

/// What `unmake` needs to restore.
#[derive(Clone, Copy, Debug)]
struct Undo {
    mv: Move,
    mover: u8,
    /// The effect journal's length before the move, and after the
    /// effects that come before its man moves (a latent promotion).
    journal: (u16, u16),
    captured: u8,
    capture_sq: Square,
    /// The captured man's slots in the piece lists.
    captured_slot: Slot,
    castling: u8,
    ep: Square,
    ep_victim: Square,
    halfmove: u32,
    hash: u64,
    shak_run: u8,
    exchange_used: u8,
}

/// A position of a rule set. `Clone + Send`; the rules are shared.
#[derive(Clone)]
pub struct Position {
    rules: Arc<Rules>,
    cells: Vec<u8>,
    /// Per mailbox cell: the slot of its piece in its side's list (a
    /// neutral man's in White's).
    slot: Vec<u8>,
    /// Per mailbox cell: a neutral man's slot in Black's list.
    nslot: Vec<u8>,
    /// Squares of each side's pieces, in a stable order that unmake restores.
    lists: [Vec<Square>; 2],
    royals: [Vec<Square>; 2],
    /// Per piece code: how many stand on the board.
    counts: [u8; 256],
    /// Per colour: a bit per kind on the board acting for it (its own men
    /// and the neutral ones; the attack tables' kind bits), so that attack
    /// tests skip the lines of absent kinds.
    present: [u64; 2],
    side: Color,
    castling: u8,
    ep: Square,
    ep_victim: Square,
    halfmove: u32,
    fullmove: u32,
    hash: u64,
    /// Shatar: per colour bit, "this side's current run of checking moves
    /// holds a shak". Zero in a problem's diagram (no earlier checks).
    shak_run: u8,
    /// Tamerlane: per colour bit, "this side has used its king exchange".
    exchange_used: u8,
    /// Option CastlingMutuallyExclusive: per castling bit, the rights a
    /// castling with it takes away from the other side.
    castling_links: [u8; 8],
    /// Popeye's castling flags, kept only where conditions change the
    /// board after a move (see [`Position::set_castle_flags`]).
    castle_flags: u16,
    /// The rules' conditions change the board after a move (some
    /// condition's `after_move` does): read once here, as make asks it
    /// for every move.
    condition_effects: bool,
    /// Where the effects of the move being made by the conditions begin
    /// in the journal (see [`Position::mover_square`]).
    move_mark: u16,
    /// Inside the conditions' `after_move`: the man of the move as it
    /// moved (a pawn before its promotion).
    moved_as: Option<Piece>,
    history: Vec<Undo>,
    /// The move-effect journal of the moves in `history`.
    effects: Vec<Effect>,
    /// The men captured that wait to come back, oldest first (GhostChess,
    /// HauntedChess): each returns to its square once that is empty.
    ghosts: Vec<(Square, Piece)>,
    /// Two numbers a condition keeps along the play (BGL: what each side
    /// has spent of its budget), zero in the diagram; part of the hash.
    counters: [i32; 2],
}

impl Position {
    /// An empty board of these rules, White to move, no rights.
    pub fn empty(rules: Arc<Rules>) -> Position {
        let g = rules.geometry();
        let mut cells = vec![OFF; g.mailbox_len()];
        for &sq in g.squares() {
            cells[sq.index()] = rules.vacant(sq);
        }
        let slot = vec![0; g.mailbox_len()];
        let nslot = vec![0; g.mailbox_len()];
        let condition_effects = rules.conditions().change_board_after_move();
        Position {
            rules,
            cells,
            slot,
            nslot,
            lists: [Vec::new(), Vec::new()],
            royals: [Vec::new(), Vec::new()],
            counts: [0; 256],
            present: [0; 2],
            side: Color::White,
            castling: 0,
            ep: NO_SQUARE,
            ep_victim: NO_SQUARE,
            halfmove: 0,
            fullmove: 1,
            hash: 0,
            shak_run: 0,
            exchange_used: 0,
            castling_links: [0; 8],
            castle_flags: 0,
            condition_effects,
            move_mark: 0,
            moved_as: None,
            history: Vec::new(),
            effects: Vec::new(),
            ghosts: Vec::new(),
            counters: [0; 2],
        }
    }

    /// The game array of the rule set.
    pub fn start(rules: Arc<Rules>) -> Position {
        let fen = rules.set().start_fen.clone();
        Position::from_fen(rules, &fen).expect("a rule set's start FEN is checked by its tests")
    }

    /// The rules this position is played under.
    pub fn rules(&self) -> &Rules {
        &self.rules
    }

    /// The shared rules handle.
    pub fn rules_arc(&self) -> &Arc<Rules> {
        &self.rules
    }

    /// The piece on a square.
    #[inline]
    pub fn piece_at(&self, sq: Square) -> Option<Piece> {
        Piece::from_cell(self.cells[sq.index()])
    }

    /// The kinds `color` has on the board, a bit each (as in the attack
    /// tables).
    #[inline]
    pub(crate) fn kinds_present(&self, color: Color) -> u64 {
        self.present[color.index()]
    }

    /// How many cells the mailbox has.
    pub(crate) fn mailbox_len(&self) -> usize {
        self.cells.len()
    }

    /// Raw cell value (for move generation).
    #[inline]
    pub(crate) fn cell(&self, sq: Square) -> u8 {
        self.cells[sq.index()]
    }

    /// Side to move.
    pub fn side_to_move(&self) -> Color {
        self.side
    }

    /// Castling rights, one bit per (rule, colour): see [`Rules::castling_bit`].
    pub fn castling_rights(&self) -> u8 {
        self.castling
    }

    /// En passant target square (where the capturing pawn lands).
    pub fn ep_square(&self) -> Option<Square> {
        (self.ep != NO_SQUARE).then_some(self.ep)
    }

    /// The pawn an en passant capture would take, if any.
    pub fn ep_victim(&self) -> Option<Square> {
        (self.ep != NO_SQUARE).then_some(self.ep_victim)
    }

    /// The square of the man `mv` (pseudo-legal here) takes, if it takes
    /// one: its arrival, the en-passant victim's square, or a Take&Make
    /// capture's square.
    pub fn capture_square(&self, mv: Move) -> Option<Square> {
        if matches!(
            mv.kind,
            MoveKind::Castling(_) | MoveKind::KingExchange | MoveKind::Exchange
        ) {
            return None;
        }
        let sq = mv.taken_square(&self.rules, self.ep_victim);
        let c = self.cells[sq.index()];
        (c != crate::piece::EMPTY && c != OFF).then_some(sq)
    }

    /// Squares of the men a side moves: its own and the neutral ones.
    #[inline]
    pub fn pieces(&self, color: Color) -> &[Square] {
        &self.lists[color.index()]
    }

    /// Squares of a side's royal pieces.
    #[inline]
    pub fn royals(&self, color: Color) -> &[Square] {
        &self.royals[color.index()]
    }

    /// How many pieces of this colour and kind are on the board (neutral
    /// men not counted).
    pub fn count(&self, color: Color, kind: Kind) -> u8 {
        self.counts[Piece::new(color, kind).code() as usize]
    }

    /// The incremental hash.
    #[inline]
    pub fn hash(&self) -> u64 {
        self.hash
    }

    /// Half-moves since the last capture or pawn move.
    pub fn halfmove_clock(&self) -> u32 {
        self.halfmove
    }

    /// The move number.
    pub fn fullmove_number(&self) -> u32 {
        self.fullmove
    }

    /// The last move made, and whether it captured (a null move: never).
    pub fn last_move(&self) -> Option<(Move, bool)> {
        self.history.last().map(|u| (u.mv, u.captured != crate::piece::EMPTY))
    }

    /// The man the last move took and where it stood, if it took one.
    pub fn last_capture(&self) -> Option<(Piece, Square)> {
        let u = self.history.last()?;
        Piece::from_cell(u.captured).map(|p| (p, u.capture_sq))
    }

    /// Moves made since set-up, most recent last.
    pub fn moves_played(&self) -> impl Iterator<Item = Move> + '_ {
        self.history.iter().map(|u| u.mv)
    }

    /// Puts a piece on an empty square (set-up; keeps the hash current).
    pub fn put(&mut self, sq: Square, piece: Piece) {
        debug_assert_eq!(self.cells[sq.index()], self.rules.vacant(sq));
        self.cells[sq.index()] = piece.code();
        self.counts[piece.code() as usize] += 1;
        if piece.is_neutral() {
            self.enlist(0, sq, piece);
            self.enlist(1, sq, piece);
        } else {
            self.enlist(piece.color().index(), sq, piece);
        }
        self.hash ^= self.rules.keys().piece(piece.code(), self.rules.geometry().dense(sq));
    }

    /// Where the slot of the man on `sq` in `side`'s list is kept: a
    /// neutral man's place in Black's list apart from its place in White's.
    #[inline(always)]
    fn slot_mut(&mut self, side: usize, sq: Square) -> &mut u8 {
        if side == 1 && self.cells[sq.index()] & NEUTRAL != 0 {
            &mut self.nslot[sq.index()]
        } else {
            &mut self.slot[sq.index()]
        }
    }

    /// Lists the man just put on `sq` as `side`'s.
    #[inline(always)]
    fn enlist(&mut self, side: usize, sq: Square, piece: Piece) {
        *self.slot_mut(side, sq) = self.lists[side].len() as u8;
        self.lists[side].push(sq);
        self.present[side] |= kind_bit(piece.code());
        if self.rules.is_royal(piece.kind()) {
            self.royals[side].push(sq);
        }
    }

    /// Takes the man on `sq` (still on its cell) out of `side`'s lists;
    /// returns its slot there.
    #[inline(always)]
    fn delist(&mut self, side: usize, sq: Square, piece: Piece) -> u8 {
        let slot = *self.slot_mut(side, sq);
        self.lists[side].swap_remove(slot as usize);
        if let Some(&moved) = self.lists[side].get(slot as usize) {
            *self.slot_mut(side, moved) = slot;
        }
        if self.rules.is_royal(piece.kind()) {
            let r = &mut self.royals[side];
            let i = r.iter().position(|&s| s == sq).expect("royal listed");
            r.swap_remove(i);
        }
        slot
    }

    /// Removes the piece from a square and returns its list slots (set-up
    /// and captures; keeps the hash current).
    pub(crate) fn take(&mut self, sq: Square) -> (Piece, Slot) {
        let piece = Piece::from_cell(self.cells[sq.index()]).expect("take from an occupied square");
        let slot = if piece.is_neutral() {
            let white = self.delist(0, sq, piece);
            let black = self.delist(1, sq, piece);
            white as Slot | (black as Slot) << 8
        } else {
            self.delist(piece.color().index(), sq, piece) as Slot
        };
        self.cells[sq.index()] = self.rules.vacant(sq);
        self.counts[piece.code() as usize] -= 1;
        if self.counts[piece.code() as usize] == 0 {
            // A side's kind stays present while a neutral man of it stands.
            let kind = piece.kind();
            let bit = kind_bit(piece.code());
            for color in Color::ALL {
                if piece.belongs_to(color)
                    && self.counts[Piece::new(color, kind).code() as usize] == 0
                    && self.counts[Piece::neutral(kind).code() as usize] == 0
                {
                    self.present[color.index()] &= !bit;
                }
            }
        }
        self.hash ^= self.rules.keys().piece(piece.code(), self.rules.geometry().dense(sq));
        (piece, slot)
    }

    /// Puts a piece back into the list slots it was taken from, so that the
    /// list order (and so the move generation order) is as before.
    fn restore(&mut self, sq: Square, piece: Piece, slot: Slot) {
        self.put(sq, piece);
        if piece.is_neutral() {
            self.reslot(0, sq, slot as u8);
            self.reslot(1, sq, (slot >> 8) as u8);
        } else {
            self.reslot(piece.color().index(), sq, slot as u8);
        }
        if self.rules.is_royal(piece.kind()) {
            // royal lists are tiny; keep them in board order for stability
            self.royals[0].sort_unstable();
            self.royals[1].sort_unstable();
        }
    }

    /// Moves the man just put on `sq`, last in `side`'s list, to `slot`.
    #[inline(always)]
    fn reslot(&mut self, side: usize, sq: Square, slot: u8) {
        let last = self.lists[side].len() - 1;
        if slot as usize != last {
            self.lists[side].swap(slot as usize, last);
            let other = self.lists[side][last];
            *self.slot_mut(side, other) = last as u8;
            *self.slot_mut(side, sq) = slot;
        }
    }

    /// Moves a piece from one square to an empty one, keeping its slot.
    #[inline]
    fn relocate(&mut self, from: Square, to: Square) {
        let code = self.cells[from.index()];
        let piece = Piece::from_cell(code).expect("relocate an occupied square");
        self.cells[from.index()] = self.rules.vacant(from);
        self.cells[to.index()] = code;
        let slot = self.slot[from.index()];
        self.slot[to.index()] = slot;
        let color = piece.color().index();
        self.lists[color][slot as usize] = to;
        if code & NEUTRAL != 0 {
            self.relocate_black_listing(from, to);
        }
        if self.rules.is_royal(piece.kind()) {
            for r in self.royals[color].iter_mut().filter(|r| **r == from) {
                *r = to;
            }
        }
        let g = self.rules.geometry();
        let keys = self.rules.keys();
        self.hash ^= keys.piece(code, g.dense(from)) ^ keys.piece(code, g.dense(to));
    }

    /// A neutral man's move in Black's lists (its White ones are moved as
    /// any man's).
    #[cold]
    #[inline(never)]
    fn relocate_black_listing(&mut self, from: Square, to: Square) {
        let slot = self.nslot[from.index()];
        self.nslot[to.index()] = slot;
        self.lists[1][slot as usize] = to;
        for r in self.royals[1].iter_mut().filter(|r| **r == from) {
            *r = to;
        }
    }

    /// Has `color` used its king exchange (Tamerlane)?
    pub fn exchange_used(&self, color: Color) -> bool {
        self.exchange_used & (1 << color.index()) != 0
    }

    /// Marks `color`'s king exchange as used or not (set-up).
    pub fn set_exchange_used(&mut self, color: Color, used: bool) {
        if self.exchange_used(color) != used {
            self.exchange_used ^= 1 << color.index();
            self.hash ^= self.rules.keys().exchange[color.index()];
        }
    }

    /// Sets the side to move (set-up).
    pub fn set_side_to_move(&mut self, color: Color) {
        if self.side != color {
            self.hash ^= self.rules.keys().black;
            self.side = color;
        }
    }

    /// Makes two castlings mutually exclusive (Popeye's option
    /// CastlingMutuallyExclusive): once one is played the other's right is
    /// gone. Bits as [`Rules::castling_bit`].
    pub fn link_castlings(&mut self, a: u8, b: u8) {
        self.castling_links[a.trailing_zeros() as usize] |= b;
        self.castling_links[b.trailing_zeros() as usize] |= a;
    }

    /// Sets Popeye's castling flags: bit `c` (the colour's index) while
    /// that side's king may castle as far as it is concerned, and in the
    /// high byte the castling rights (as [`Rules::castling_bit`] lays
    /// them out) whose rook may. The diagram sets them from the men
    /// on their squares and option NoCastling; a man leaving or taken off
    /// its square clears its flag, a man a condition puts back on it (a
    /// Circe rebirth) sets it again; a castling right holds while both
    /// flags do. Read only under conditions that change the board after a
    /// move: elsewhere the rights' own masks say the same.
    pub fn set_castle_flags(&mut self, flags: u16) {
        self.castle_flags = flags;
    }

    /// See [`Position::set_castle_flags`].
    pub fn castle_flags(&self) -> u16 {
        self.castle_flags
    }

    /// Sets the castling rights (set-up).
    pub fn set_castling_rights(&mut self, rights: u8) {
        let keys = self.rules.keys();
        self.hash ^= keys.castling(self.castling) ^ keys.castling(rights);
        self.castling = rights;
    }

    /// Sets the en passant target and the pawn it captures (set-up).
    pub fn set_ep(&mut self, target: Option<(Square, Square)>) {
        let g = self.rules.geometry();
        if self.ep != NO_SQUARE {
            self.hash ^= self.rules.keys().ep(g.dense(self.ep));
        }
        (self.ep, self.ep_victim) = target.unwrap_or((NO_SQUARE, NO_SQUARE));
        if self.ep != NO_SQUARE {
            self.hash ^= self.rules.keys().ep(g.dense(self.ep));
        }
    }
}

impl std::fmt::Debug for Position {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Position({}: {})", self.rules.set().name, self.to_fen())
    }
}

/// The attack tables' bit for the kind of a piece code.
#[inline]
pub(crate) fn kind_bit(code: u8) -> u64 {
    1u64 << ((code & 63) - 1)
}
