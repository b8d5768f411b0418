//! Fairy conditions as plug-ins. Each condition is a file of its own that
//! implements [`Condition`]: data chosen per problem plus narrow hooks,
//! every one of which defaults to "no effect". The move generator, check
//! detection and legality call the hooks through [`Conditions`], which
//! also folds what each condition declares about the orthodox shortcuts
//! into one [`FastPaths`] record: the shortcuts read that record and never
//! a condition's name.
//!
//! Adding a condition: a file here with a type implementing `Condition`
//! (overriding only the hooks it needs, declaring in `keeps` the fast paths
//! it leaves valid) and an entry in [`registry::REGISTRY`] (its variant
//! words and how to build it). Nothing else names it.

mod andernach;
mod annan;
mod anticirce;
mod bgl;
mod bicolores;
mod breton;
mod cast;
mod checkless;
mod circe;
mod danger;
mod disparate;
mod edge_mover;
mod eiffel;
mod functionary;
mod ghosts;
mod grid;
mod haaner;
mod half_neutral;
mod hole;
mod immun;
mod isardam;
mod kobul;
mod koeko;
mod lese_majeste;
mod lortap;
mod madrasi;
mod magic;
mod make_take;
mod mars;
mod masand;
mod messigny;
mod mummer;
mod neutral;
mod nocapture;
mod patrol;
pub mod registry;
mod sat;
mod sentinelles;
mod singlebox;
mod superguards;
mod take_make;
mod wormholes;

use std::fmt::Debug;
use std::sync::Arc;

use crate::geometry::Square;
use crate::piece::{Color, Kind, Piece};
use crate::position::{Move, Position};
use crate::rules::Rules;

pub use andernach::{Andernach, SideChange};
pub use annan::{Annan, AnnanType};
pub use anticirce::AntiCirce;
pub use bgl::Bgl;
pub use bicolores::Bicolores;
pub use breton::Breton;
pub use cast::Cast;
pub use checkless::Checkless;
pub use circe::{Adapter, Choice, Circe, CirceRule, Occupied, Rebirth, RebirthSquares, RebornWalk};
pub use danger::DangerCirce;
pub use disparate::Disparate;
pub use edge_mover::EdgeMover;
pub use eiffel::Eiffel;
pub use functionary::Functionary;
pub use ghosts::Ghosts;
pub use grid::Grid;
pub use haaner::Haaner;
pub use half_neutral::HalfNeutral;
pub use hole::Hole;
pub use immun::Immun;
pub use isardam::Isardam;
pub use kobul::Kobul;
pub use koeko::Koeko;
pub use lese_majeste::LeseMajeste;
pub use lortap::Lortap;
pub use madrasi::Madrasi;
pub use magic::MagicSquares;
pub use make_take::{MakeTake, StepRank};
pub use mars::MarsCirce;
pub use masand::Masand;
pub use messigny::Messigny;
pub use mummer::{Measure, Mummer};
pub use neutral::{Neutral, accepts_neutrals};
pub use nocapture::NoCapture;
pub use patrol::Patrol;
pub use sat::Sat;
pub use sentinelles::Sentinelles;
pub use singlebox::{SingleBox, SingleBoxType};
pub use superguards::SuperGuards;
pub use take_make::TakeMake;
pub use wormholes::Wormholes;

/// The shortcuts of the orthodox searches that stay exact under the
/// problem's conditions (true: the shortcut may be taken). Each condition
/// declares the ones it keeps ([`Condition::keeps`]); the record in force
/// is their conjunction, so a condition that declares nothing switches
/// every shortcut off.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct FastPaths {
    /// Pseudo-legal moves and promotions are the walks' alone (no
    /// condition adds, removes or changes one).
    pub plain_moves: bool,
    /// A move is legal when it leaves the mover's royals safe: no
    /// condition has a legality test of its own after the move.
    pub royal_safety_only: bool,
    /// A move's legality can be told without the whole list of moves (no
    /// list filter such as Maximummer's): lazy candidate lists, killers,
    /// a single flight.
    pub move_by_move: bool,
    /// The attack tables tell observation exactly: no condition adds an
    /// observer or vetoes one.
    pub table_observation: bool,
    /// Legality and check can be told by moving cells without `make`:
    /// the quick verdicts, the pin shortcut, the check answers.
    pub cell_verdicts: bool,
    /// `make` changes nothing but what the rule set's own make changes (no
    /// condition's effect after a move): a child's hash can be guessed.
    pub plain_make: bool,
    /// The orthodox searches' pruning that models the rules itself: the
    /// reach test, intelligent mode, the standing probes and the
    /// stalemate filter.
    pub orthodox_pruning: bool,
    /// Popeye tries mating moves in the order of its orthodox mating-move
    /// generator (else in its plain order).
    pub popeye_mating_order: bool,
    /// A proof game's lower bound holds (`solve::proof`): the condition
    /// only forbids moves; no man is added, reborn, moved by another's
    /// move, or changes side or walk but by promotion.
    pub proof_bound: bool,
}

impl FastPaths {
    /// Every shortcut: no condition.
    pub const ALL: FastPaths = FastPaths {
        plain_moves: true,
        royal_safety_only: true,
        move_by_move: true,
        table_observation: true,
        cell_verdicts: true,
        plain_make: true,
        orthodox_pruning: true,
        popeye_mating_order: true,
        proof_bound: true,
    };

    /// No shortcut: what a condition declares unless it says more.
    pub const NONE: FastPaths = FastPaths {
        plain_moves: false,
        royal_safety_only: false,
        move_by_move: false,
        table_observation: false,
        cell_verdicts: false,
        plain_make: false,
        orthodox_pruning: false,
        popeye_mating_order: false,
        proof_bound: false,
    };

    /// What a condition keeps whose only rule is a change of the board
    /// after a move: moves, observation and legality stay orthodox, but
    /// the move's verdicts need the whole make and the orthodox pruning
    /// does not know the change.
    pub const EFFECTS_AFTER_MOVE: FastPaths = FastPaths {
        cell_verdicts: false,
        plain_make: false,
        orthodox_pruning: false,
        proof_bound: false,
        ..FastPaths::ALL
    };

    /// What a condition keeps under which a man's moves and observation
    /// depend on other men anywhere (Madrasi's paralysis, a functionary's
    /// observer, AnnanChess's lender): legality is still the royal's
    /// safety, and make is orthodox; the cells, pins and tables no longer
    /// tell.
    pub const ROYAL_SAFETY: FastPaths = FastPaths {
        royal_safety_only: true,
        plain_make: true,
        ..FastPaths::NONE
    };

    /// What a condition keeps that changes which moves there are and
    /// what observes (GridChess, MarsCirce), but neither the form of
    /// legality (the king's safety, move by move) nor make.
    pub const MOVES_AND_OBSERVATION: FastPaths = FastPaths {
        royal_safety_only: true,
        move_by_move: true,
        plain_make: true,
        ..FastPaths::NONE
    };

    /// What a condition keeps that changes the moves, observation and
    /// make (Make&Take, BGL, Wormholes) but not the form of legality: the
    /// royals' safety, move by move.
    pub const SAFETY_MOVE_BY_MOVE: FastPaths = FastPaths {
        royal_safety_only: true,
        move_by_move: true,
        ..FastPaths::NONE
    };

    /// The shortcuts both keep.
    pub const fn and(self, o: FastPaths) -> FastPaths {
        FastPaths {
            plain_moves: self.plain_moves && o.plain_moves,
            royal_safety_only: self.royal_safety_only && o.royal_safety_only,
            move_by_move: self.move_by_move && o.move_by_move,
            table_observation: self.table_observation && o.table_observation,
            cell_verdicts: self.cell_verdicts && o.cell_verdicts,
            plain_make: self.plain_make && o.plain_make,
            orthodox_pruning: self.orthodox_pruning && o.orthodox_pruning,
            proof_bound: self.proof_bound && o.proof_bound,
            popeye_mating_order: self.popeye_mating_order && o.popeye_mating_order,
        }
    }

    /// Every shortcut holds (as with no condition at all).
    pub fn all(self) -> bool {
        self == FastPaths::ALL
    }
}

/// What a set-up check may read: how many men of a colour and kind the
/// diagram has, and their names for messages.
pub struct SetupView<'a> {
    /// Men of a colour and kind in the diagram.
    pub count: &'a dyn Fn(Color, Kind) -> usize,
    /// A kind's letters in the problem's language.
    pub letters: &'a dyn Fn(Kind) -> String,
    /// A colour's word in the problem's language.
    pub color_word: &'a dyn Fn(Color) -> String,
    /// Does a man stand on the square in the diagram?
    pub occupied: &'a dyn Fn(Square) -> bool,
}

/// A fairy condition: its hooks, each "no effect" unless overridden. The
/// hooks that read a position are called only where the fast path they
/// concern is off (see [`FastPaths`]), so an orthodox problem never pays
/// for them.
pub trait Condition: Send + Sync + Debug {
    /// Popeye's English name (the registry's id).
    fn id(&self) -> &'static str;

    /// The shortcuts this condition leaves exact.
    fn keeps(&self) -> FastPaths {
        FastPaths::NONE
    }

    /// Set-up: messages for a diagram the condition forbids.
    fn setup_errors(&self, _rules: &Rules, _view: &SetupView) -> Vec<String> {
        Vec::new()
    }

    /// The kinds a pawn of `pawn`'s kind and `color` arriving on `to` may
    /// promote to, and whether it may also arrive unpromoted; `None`: the
    /// rule set's own promotions.
    fn promotions(&self, _pos: &Position, _color: Color, _to: Square, _pawn: Kind) -> Option<(Vec<Kind>, bool)> {
        None
    }

    /// After the man of `mv` has moved (the side to move is still the
    /// mover): the condition's own changes of the board, written through
    /// the journal (`add_man`, `remove_man`, `move_man`, `replace_man`)
    /// so that `unmake` takes them back and the notation reads them.
    /// `captured` is the man taken and where it stood. Called only for a
    /// condition with an `after_move_order` (which must then leave
    /// `plain_make` off).
    fn after_move(&self, _pos: &mut Position, _mv: Move, _captured: Option<(Piece, Square)>) {}

    /// Does the pawn of `mv`, a move with a chosen square
    /// ([`crate::position::Latent::chosen`]), promote after the choice's
    /// effect (Breton's man taken first, a wormhole's exit reached first)?
    /// Popeye then writes the promotion after that effect and tries the
    /// choices before the promotions.
    fn promotes_after_choice(&self, _pos: &Position, _mv: Move) -> bool {
        false
    }

    /// Are the rebirth squares a move may choose tried in the order of
    /// the taken man's moves to them (Take&Make Circe), not from a1?
    fn rebirth_choice_by_walk(&self) -> bool {
        false
    }

    /// Does `rewrite_moves` rewrite castling too (the others' rewrites see
    /// no castling)?
    fn rewrites_castling(&self) -> bool {
        false
    }

    /// Is a castling king's arrival judged by the legality test after
    /// the move rather than before it, as Popeye judges it (where the
    /// king goes on from there, or where check reads the whole board, the
    /// castled rook included: SAT)?
    fn judges_castling_after(&self) -> bool {
        self.rewrites_castling()
    }

    /// May a pawn on its own first rank, on `sq`, move (a single step,
    /// and capture)? Popeye's pawns stay there except on a wormhole.
    fn frees_base_pawn(&self, _sq: Square) -> bool {
        false
    }

    /// Does a pass (a threat's dummy move) end the wait of the men
    /// waiting to be reborn with the next move (Parrain)?
    fn waiting_lapses_on_pass(&self) -> bool {
        false
    }

    /// Does a pawn on its own first rank, on `sq`, observe (and so
    /// check)? Where it moves, it does.
    fn base_pawn_observes(&self, sq: Square) -> bool {
        self.frees_base_pawn(sq)
    }

    /// Squares that are not part of the board from the diagram on (Hole).
    fn holes(&self) -> &[Square] {
        &[]
    }

    /// Does the diagram show the grid of 2x2 cells (GridChess)?
    fn draws_grid(&self) -> bool {
        false
    }

    /// Whether `after_move` changes the board, and where it comes among
    /// the others' as Popeye plays the effects of a move (its order of
    /// move-play slices: Haaner's holes, AntiCirce's rebirth, Andernach's
    /// change of sides, Circe's rebirth); lower first. `None`: no effect,
    /// and `make` neither calls `after_move` nor keeps Popeye's castling
    /// flags.
    fn after_move_order(&self) -> Option<u8> {
        None
    }

    /// Does the condition move a capturer before its capture (MarsCirce:
    /// to its rebirth square)? Then the move generator takes a man's
    /// captures from [`Condition::capture_origin`], its other moves from
    /// its square; the notation writes that square, and Popeye's order
    /// tries those captures before the man's other moves. One condition
    /// at most (the registry keeps them apart).
    fn relocates_captures(&self) -> bool {
        false
    }

    /// Does the condition make men move and observe with another walk than
    /// their own ([`Condition::walk_of`])? One condition at most.
    fn changes_walks(&self) -> bool {
        false
    }

    /// Under `changes_walks`: the kind whose walk the man of `kind` on
    /// `from` moves and observes with (AnnanChess: the friendly man's
    /// behind it).
    fn walk_of(&self, _pos: &Position, _from: Square, kind: Kind) -> Kind {
        kind
    }

    /// Under `relocates_captures`: the square the man on `from` captures
    /// from, lifted from `from` (which is empty meanwhile); `None`: it
    /// captures nothing.
    fn capture_origin(&self, _pos: &Position, from: Square) -> Option<Square> {
        Some(from)
    }

    /// Rewrites the side to move's pseudo-legal moves (adds, removes or
    /// changes moves).
    fn rewrite_moves(&self, _pos: &Position, _moves: &mut Vec<Move>) {}

    /// After a move of `mover` (made): does the condition forbid it?
    fn illegal_after(&self, _pos: &Position, _mover: Color) -> bool {
        false
    }

    /// [`Condition::illegal_after`] for a condition that must search the
    /// position to tell (ChecklessChess asks whether the side to move has
    /// a move); it must leave the position as it found it. Asked only of
    /// a condition whose `searches_legality` is true.
    fn illegal_after_searching(&self, _pos: &mut Position, _mover: Color) -> bool {
        false
    }

    /// Does the legality test search (`illegal_after_searching`)?
    fn searches_legality(&self) -> bool {
        false
    }

    /// Filters the side to move's whole list of legal moves (Maximummer:
    /// keeps the longest).
    fn filter_legal(&self, _pos: &Position, _moves: &mut Vec<Move>) {}

    /// Does `by` observe `target` by the condition's own means, beyond the
    /// men the attack tables read?
    fn observes(&self, _pos: &Position, _target: Square, _by: Color) -> bool {
        false
    }

    /// Does the man of `by` on `from`, which the tables say attacks
    /// `target`, observe it?
    fn observation_counts(&self, _pos: &Position, _from: Square, _target: Square, _by: Color) -> bool {
        true
    }

    /// Where `table_observation` is off: do the tables alone tell whether
    /// `by` observes `target` in this case?
    fn observes_as_tables(&self, _rules: &Rules, _target: Square, _by: Color) -> bool {
        false
    }

    /// Where `cell_verdicts` is off: may the quiet moves of `mover` (see
    /// [`Condition::judged_from_cells`]) still be judged from the cells in
    /// this position?
    fn quiet_moves_as_orthodox(&self, _pos: &Position, _mover: Color) -> bool {
        false
    }

    /// Where `quiet_moves_as_orthodox` holds: may the pin shortcut judge
    /// `mv`, a move of an unpinned man other than the royal?
    fn move_from_cells(&self, _pos: &Position, _mv: Move) -> bool {
        false
    }

    /// Where `quiet_moves_as_orthodox` holds: may the cells tell whether
    /// `mv`, a move of the royal, leaves it safe?
    fn flight_from_cells(&self, _pos: &Position, _mv: Move) -> bool {
        false
    }

    /// Where `cell_verdicts` is off: may the cells tell whether `mv` gives
    /// check?
    fn check_from_cells(&self, _pos: &Position, _mv: Move) -> bool {
        false
    }

    /// May a king mate `mated` by stepping next to its king (which may
    /// not take it back)? Popeye then adds its king-contact moves to the
    /// mating moves it generates (an edge mover's side mated).
    fn mates_by_king_contact(&self, _mated: Color) -> bool {
        false
    }

    /// May the diagram show the side to play checking the other king
    /// (LeseMajeste)? Then it is solved rather than refused.
    fn allows_check_in_diagram(&self) -> bool {
        false
    }

    /// What Popeye writes for the man and the square a move starts from,
    /// where the condition writes it otherwise (a Make&Take castling make:
    /// `0-0*e6`).
    fn move_text_start(&self, _pos: &Position, _mv: Move) -> Option<&'static str> {
        None
    }

    /// The counters ([`Position::counters`]) the condition starts from in
    /// the diagram `pos`, where they are not zero (StrictSAT: the kings
    /// in check there).
    fn diagram_counters(&self, _pos: &Position) -> Option<[i32; 2]> {
        None
    }

    /// What Popeye writes after a move's own text for the condition,
    /// from the positions before and after it (BGL's budgets left).
    fn move_text_end(&self, _before: &Position, _after: &Position) -> Option<String> {
        None
    }

    /// Where the condition generates a man's captures itself, after the
    /// man's other moves (Make&Take): the captures of the man on `from`
    /// in the order Popeye generates them, `rank` ranking a move among
    /// its walk's moves as Popeye generates them.
    fn own_captures(&self, _pos: &Position, _from: Square, _rank: StepRank) -> Option<Vec<Move>> {
        None
    }
}

/// Keeps the moves of the men that `frozen` does not name. The moves of
/// one man come together in a list, so each man is asked about once.
pub(crate) fn drop_moves_of(moves: &mut Vec<Move>, mut frozen: impl FnMut(Square) -> bool) {
    let mut from = None;
    let mut dropped = false;
    moves.retain(|mv| {
        if from != Some(mv.from) {
            from = Some(mv.from);
            dropped = frozen(mv.from);
        }
        !dropped
    });
}

/// The conditions of a problem, with their fast paths folded once.
#[derive(Clone, Debug)]
pub struct Conditions {
    list: Vec<Arc<dyn Condition>>,
    /// The conditions with an effect after a move, in Popeye's order.
    after: Vec<Arc<dyn Condition>>,
    /// The condition that moves capturers first, if any.
    relocator: Option<Arc<dyn Condition>>,
    /// The condition that gives men other walks, if any.
    walker: Option<Arc<dyn Condition>>,
    fast: FastPaths,
    /// Some condition's legality test searches the position.
    searches: bool,
}

impl Default for Conditions {
    fn default() -> Self {
        Conditions {
            list: Vec::new(),
            after: Vec::new(),
            relocator: None,
            walker: None,
            fast: FastPaths::ALL,
            searches: false,
        }
    }
}

impl Conditions {
    /// These conditions, in the problem's order.
    pub fn new(list: Vec<Arc<dyn Condition>>) -> Conditions {
        let fast = list.iter().fold(FastPaths::ALL, |f, c| f.and(c.keeps()));
        let searches = list.iter().any(|c| c.searches_legality());
        let mut after: Vec<Arc<dyn Condition>> = list
            .iter()
            .filter(|c| c.after_move_order().is_some())
            .cloned()
            .collect();
        after.sort_by_key(|c| c.after_move_order());
        let relocator = list.iter().find(|c| c.relocates_captures()).cloned();
        let walker = list.iter().find(|c| c.changes_walks()).cloned();
        Conditions {
            list,
            after,
            relocator,
            walker,
            fast,
            searches,
        }
    }

    /// Does some condition change the board after a move?
    pub fn change_board_after_move(&self) -> bool {
        !self.after.is_empty()
    }

    /// Does a condition move capturers before their captures?
    #[inline]
    pub fn relocates_captures(&self) -> bool {
        self.relocator.is_some()
    }

    /// Does a condition give men other walks ([`Condition::walk_of`])?
    #[inline]
    pub fn changes_walks(&self) -> bool {
        self.walker.is_some()
    }

    /// See [`Condition::walk_of`]: the man's own kind where no condition
    /// changes walks.
    pub fn walk_of(&self, pos: &Position, from: Square, kind: Kind) -> Kind {
        match &self.walker {
            Some(c) => c.walk_of(pos, from, kind),
            None => kind,
        }
    }

    /// See [`Condition::capture_origin`]: the man's own square where no
    /// condition moves it.
    pub fn capture_origin(&self, pos: &Position, from: Square) -> Option<Square> {
        match &self.relocator {
            Some(c) => c.capture_origin(pos, from),
            None => Some(from),
        }
    }

    /// The square the man of `mv` starts its move proper from: for a
    /// capture under a condition that moves capturers first, its
    /// [`Condition::capture_origin`]; else the departure. (Popeye's
    /// journal records that movement: the notation writes the square,
    /// its order and its threat table read it.)
    pub fn move_start(&self, pos: &Position, mv: Move) -> Square {
        match &self.relocator {
            Some(c) if pos.capture_square(mv).is_some() => c.capture_origin(pos, mv.from).unwrap_or(mv.from),
            _ => mv.from,
        }
    }

    /// No condition at all.
    pub fn is_empty(&self) -> bool {
        self.list.is_empty()
    }

    /// The shortcuts in force.
    #[inline(always)]
    pub fn fast(&self) -> FastPaths {
        self.fast
    }

    /// The conditions, in the problem's order.
    pub fn iter(&self) -> impl Iterator<Item = &dyn Condition> {
        self.list.iter().map(|c| c.as_ref())
    }

    /// See [`Condition::promotions`]: the first condition that has a say.
    pub fn promotions(&self, pos: &Position, color: Color, to: Square, pawn: Kind) -> Option<(Vec<Kind>, bool)> {
        self.iter().find_map(|c| c.promotions(pos, color, to, pawn))
    }

    /// See [`Condition::after_move`]: each in turn, in Popeye's order.
    pub fn after_move(&self, pos: &mut Position, mv: Move, captured: Option<(Piece, Square)>) {
        for c in &self.after {
            c.after_move(pos, mv, captured);
        }
    }

    /// See [`Condition::rewrites_castling`]: any of them.
    pub fn rewrites_castling(&self) -> bool {
        self.iter().any(|c| c.rewrites_castling())
    }

    /// See [`Condition::judges_castling_after`]: any of them.
    pub fn judges_castling_after(&self) -> bool {
        self.iter().any(|c| c.judges_castling_after())
    }

    /// See [`Condition::frees_base_pawn`]: any of them.
    pub fn frees_base_pawn(&self, sq: Square) -> bool {
        self.iter().any(|c| c.frees_base_pawn(sq))
    }

    /// See [`Condition::waiting_lapses_on_pass`]: any of them.
    pub fn waiting_lapses_on_pass(&self) -> bool {
        self.iter().any(|c| c.waiting_lapses_on_pass())
    }

    /// See [`Condition::base_pawn_observes`]: any of them.
    pub fn base_pawn_observes(&self, sq: Square) -> bool {
        self.iter().any(|c| c.base_pawn_observes(sq))
    }

    /// See [`Condition::holes`]: every condition's.
    pub fn holes(&self) -> impl Iterator<Item = Square> + '_ {
        self.iter().flat_map(|c| c.holes().iter().copied())
    }

    /// See [`Condition::rebirth_choice_by_walk`]: any of them.
    pub fn rebirth_choice_by_walk(&self) -> bool {
        self.iter().any(|c| c.rebirth_choice_by_walk())
    }

    /// See [`Condition::promotes_after_choice`]: any of them.
    pub fn promotes_after_choice(&self, pos: &Position, mv: Move) -> bool {
        mv.latent.chosen_square().is_some()
            && mv.promotion.is_some()
            && self.iter().any(|c| c.promotes_after_choice(pos, mv))
    }

    /// See [`Condition::rewrite_moves`]: each in turn.
    pub fn rewrite_moves(&self, pos: &Position, moves: &mut Vec<Move>) {
        for c in self.iter() {
            c.rewrite_moves(pos, moves);
        }
    }

    /// See [`Condition::illegal_after`]: any forbids.
    pub fn illegal_after(&self, pos: &Position, mover: Color) -> bool {
        self.iter().any(|c| c.illegal_after(pos, mover))
    }

    /// Does some condition's legality test search the position?
    #[inline]
    pub fn searches_legality(&self) -> bool {
        self.searches
    }

    /// See [`Condition::illegal_after_searching`]: any forbids.
    pub fn illegal_after_searching(&self, pos: &mut Position, mover: Color) -> bool {
        self.iter()
            .any(|c| c.searches_legality() && c.illegal_after_searching(pos, mover))
    }

    /// See [`Condition::filter_legal`]: each in turn.
    pub fn filter_legal(&self, pos: &Position, moves: &mut Vec<Move>) {
        for c in self.iter() {
            c.filter_legal(pos, moves);
        }
    }

    /// See [`Condition::mates_by_king_contact`]: any.
    pub fn mates_by_king_contact(&self, mated: Color) -> bool {
        self.iter().any(|c| c.mates_by_king_contact(mated))
    }

    /// See [`Condition::move_text_start`]: the first that writes one.
    pub fn move_text_start(&self, pos: &Position, mv: Move) -> Option<&'static str> {
        self.iter().find_map(|c| c.move_text_start(pos, mv))
    }

    /// See [`Condition::diagram_counters`]: the first that sets them.
    pub fn diagram_counters(&self, pos: &Position) -> Option<[i32; 2]> {
        self.iter().find_map(|c| c.diagram_counters(pos))
    }

    /// See [`Condition::move_text_end`]: each one's in turn.
    pub fn move_text_end(&self, before: &Position, after: &Position) -> String {
        self.iter().filter_map(|c| c.move_text_end(before, after)).collect()
    }

    /// See [`Condition::own_captures`]: the first that generates them.
    pub fn own_captures(&self, pos: &Position, from: Square, rank: StepRank) -> Option<Vec<Move>> {
        self.iter().find_map(|c| c.own_captures(pos, from, rank))
    }

    /// See [`Condition::allows_check_in_diagram`]: any.
    pub fn allows_check_in_diagram(&self) -> bool {
        self.iter().any(|c| c.allows_check_in_diagram())
    }

    /// See [`Condition::observes`]: any.
    pub fn observes(&self, pos: &Position, target: Square, by: Color) -> bool {
        self.iter().any(|c| c.observes(pos, target, by))
    }

    /// See [`Condition::observation_counts`]: all agree.
    pub fn observation_counts(&self, pos: &Position, from: Square, target: Square, by: Color) -> bool {
        self.iter().all(|c| c.observation_counts(pos, from, target, by))
    }

    /// Do the tables tell observation of `target` by `by`?
    pub fn observes_as_tables(&self, rules: &Rules, target: Square, by: Color) -> bool {
        self.fast.table_observation || self.iter().all(|c| c.observes_as_tables(rules, target, by))
    }

    /// May quiet moves of `mover` be judged from the cells here?
    pub fn quiet_moves_as_orthodox(&self, pos: &Position, mover: Color) -> bool {
        self.fast.cell_verdicts || self.iter().all(|c| c.quiet_moves_as_orthodox(pos, mover))
    }

    /// May the pin shortcut judge `mv` (a non-royal's move)?
    pub fn move_from_cells(&self, pos: &Position, mv: Move) -> bool {
        self.fast.cell_verdicts || self.iter().all(|c| c.move_from_cells(pos, mv))
    }

    /// May the cells tell whether the royal's move `mv` leaves it safe?
    pub fn flight_from_cells(&self, pos: &Position, mv: Move) -> bool {
        self.fast.cell_verdicts || self.iter().all(|c| c.flight_from_cells(pos, mv))
    }

    /// May the cells tell whether `mv` gives check?
    pub fn check_from_cells(&self, pos: &Position, mv: Move) -> bool {
        self.fast.cell_verdicts || self.iter().all(|c| c.check_from_cells(pos, mv))
    }

    /// Set-up errors of every condition.
    pub fn setup_errors(&self, rules: &Rules, view: &SetupView) -> Vec<String> {
        self.iter().flat_map(|c| c.setup_errors(rules, view)).collect()
    }
}
