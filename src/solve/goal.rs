//! End tests: has the side that just moved reached the goal against the
//! side now to move?

use crate::geometry::Coord;
use crate::position::{Move, MoveKind, Position};
use crate::stipulation::Goal;

/// The reply that last showed a position was no stalemate (or no mate: the
/// flight that stopped it): a side's moves mostly leave the same reply,
/// so it is tried first.
#[derive(Default)]
pub struct Spoiler {
    reply: Option<Move>,
    /// Room for the moves the reply is looked up among.
    lookup: Vec<Move>,
}

/// Tested right after a move: the side to move is the one that suffers it.
pub fn reached(pos: &mut Position, goal: Goal) -> bool {
    reached_with(pos, goal, &mut Spoiler::default())
}

/// [`reached`], trying `spoiler`'s reply first and keeping the reply found.
pub fn reached_with(pos: &mut Position, goal: Goal, spoiler: &mut Spoiler) -> bool {
    let check = pos.in_check();
    reached_knowing_check(pos, goal, check, spoiler)
}

/// [`reached_with`] for a caller that knows whether the move just made
/// gives check (the last move of direct play, told by the check probe).
pub fn reached_knowing_check(pos: &mut Position, goal: Goal, check: bool, spoiler: &mut Spoiler) -> bool {
    // A game a rule has ended (Shatar's bare king) is drawn: no goal.
    if pos.game_ended_by_rule() {
        return false;
    }
    match goal {
        Goal::Check => check,
        Goal::Any => true,
        Goal::Capture | Goal::Steingewinn => pos.last_move().is_some_and(|(_, captured)| captured),
        Goal::DoubleStalemate => !check && !pos.has_legal_move_knowing_check(false) && mover_immobile(pos),
        Goal::AutoStalemate => !check && mover_immobile(pos),
        Goal::Castling => pos
            .last_move()
            .is_some_and(|(mv, _)| matches!(mv.kind, MoveKind::Castling(_))),
        Goal::EnPassant => pos.last_move().is_some_and(|(mv, _)| mv.kind == MoveKind::EnPassant),
        Goal::Target { file, rank } => {
            let target = pos.rules().geometry().square(Coord::new(file as i8, rank as i8));
            pos.last_move().is_some_and(|(mv, _)| Some(mv.to) == target)
        }
        Goal::MateOrStalemate => {
            let goal = if check { Goal::Mate } else { Goal::Stalemate };
            reached_knowing_check(pos, goal, check, spoiler)
        }
        Goal::Mate => {
            if !check || !pos.check_can_mate() {
                return false;
            }
            // The flight that stopped the last mate often stops this one.
            if let Some(mv) = pos.a_legal_move_hinted(true, spoiler.reply) {
                spoiler.reply = Some(mv);
                return false;
            }
            pos.mate_counts()
        }
        Goal::Stalemate => {
            if let Some(mv) = spoiler.reply
                && pos.is_legal_move(mv, &mut spoiler.lookup)
            {
                return false;
            }
            // A check that cannot mate (several royals) leaves a stalemate.
            if check && pos.check_can_mate() {
                return false;
            }
            match pos.a_legal_move(check) {
                Some(mv) => {
                    spoiler.reply = Some(mv);
                    false
                }
                None => true,
            }
        }
    }
}

/// Would the side that just moved have no legal move, were it to move
/// again? (It is not in check: its move was legal.)
fn mover_immobile(pos: &mut Position) -> bool {
    pos.make_null();
    let immobile = !pos.has_legal_move_knowing_check(false);
    pos.unmake_null();
    immobile
}

/// The side to move's legal moves that reach the goal (`first_only`: up
/// to the first).
pub fn reaching_moves(pos: &mut Position, goal: Goal, spoiler: &mut Spoiler, first_only: bool) -> Vec<Move> {
    let mut reaching = Vec::new();
    for mv in pos.legal_moves() {
        pos.make(mv);
        let ok = reached_with(pos, goal, spoiler);
        pos.unmake();
        if ok {
            reaching.push(mv);
            if first_only {
                break;
            }
        }
    }
    reaching
}

/// Can only a checking move reach the goal?
pub fn needs_check(goal: Goal) -> bool {
    matches!(goal, Goal::Mate | Goal::Check)
}

/// Popeye's marker for a move that reaches the goal. Castling and en
/// passant have none: the move's own text (`0-0`, `ep.`) says it.
pub fn marker(goal: Goal) -> &'static str {
    match goal {
        Goal::Mate => " #",
        Goal::Stalemate => " =",
        Goal::Check => " +",
        Goal::Capture => " x",
        Goal::Castling | Goal::EnPassant | Goal::Any => "",
        Goal::Target { .. } => " z",
        Goal::MateOrStalemate => " #=",
        Goal::DoubleStalemate => " ==",
        Goal::AutoStalemate => " !=",
        Goal::Steingewinn => " %",
    }
}

/// What Popeye writes after a move that reaches the goal, `pos` being the
/// position after it: the goal's marker, after ` +` where the goal says
/// nothing of check and the move gives one (`0-0-0 +`, `d5*e6 ep. +`).
pub fn marks(pos: &Position, goal: Goal) -> String {
    let silent_on_check = !matches!(goal, Goal::Mate | Goal::Check | Goal::MateOrStalemate | Goal::Stalemate);
    if silent_on_check && pos.in_check() {
        format!(" +{}", marker(goal))
    } else {
        marker(goal).to_string()
    }
}
