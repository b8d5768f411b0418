//! End tests: has the side that just moved reached the goal against the
//! side now to move?

use crate::geometry::Coord;
use crate::position::{Move, MoveKind, Position, follow_man};
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
        // The target position is the proof game's own (`proof::Target`),
        // which the help and series searches ask instead.
        Goal::Proof | Goal::AToB => false,
        Goal::Capture => pos.last_move().is_some_and(|(_, captured)| captured),
        // A gain of material: under Circe a man taken and reborn is none
        // (Popeye's `circe_steingewinn_filter`).
        Goal::Steingewinn => pos.last_capture().is_some_and(|(man, _)| !reborn(pos, man)),
        Goal::DoubleStalemate => !check && !pos.has_legal_move_knowing_check(false) && mover_immobile(pos),
        Goal::AutoStalemate => !check && mover_immobile(pos),
        Goal::DoubleMate | Goal::CounterMate => {
            // A side that could take the other king is not mated: such a
            // capture is a legal move like any other here (Popeye's h##!2
            // of TESTS/help_play.inp has no 2.Qh8-b2 + Ka3-a2, which
            // 3.Qb2*a2 would answer).
            let mover = !pos.side_to_move();
            check && pos.royal_attacked(mover) && !pos.has_legal_move_knowing_check(true) && {
                pos.make_null();
                let immobile = !pos.has_legal_move_knowing_check(true);
                pos.unmake_null();
                immobile
            }
        }
        Goal::Castling => pos
            .last_move()
            .is_some_and(|(mv, _)| matches!(mv.kind, MoveKind::Castling(_))),
        Goal::EnPassant => pos.last_move().is_some_and(|(mv, _)| mv.kind == MoveKind::EnPassant),
        Goal::Target { file, rank } => {
            let target = pos.rules().geometry().square(Coord::new(file as i8, rank as i8));
            // Reached only where the man ends, after an AntiCirce rebirth
            // say (Popeye, BEISPIEL anticir 052).
            pos.last_move()
                .is_some_and(|(mv, _)| Some(follow_man(pos.last_effects().1, mv.to)) == target)
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

/// Was `man`, taken by the last move, put back on the board by it (a
/// Circe rebirth: added without having been lifted, as an AntiCirce
/// capturer is)?
fn reborn(pos: &Position, man: crate::piece::Piece) -> bool {
    use crate::position::Effect;
    let mut lifted = false;
    let effects = pos.last_effects().1;
    effects.iter().enumerate().any(|(i, e)| match *e {
        Effect::Removed { piece, .. } if piece == man => {
            lifted = true;
            false
        }
        // A ghost that comes back (GhostChess, HauntedChess) is no
        // rebirth: Popeye reads rebirths under Circe only.
        Effect::Added { piece, .. } => {
            piece == man && !lifted && !matches!(effects.get(i + 1), Some(Effect::GhostForgotten { .. }))
        }
        _ => false,
    })
}

/// Would the side that just moved have no legal move, were it to move
/// again? (It is not in check: its move was legal.)
fn mover_immobile(pos: &mut Position) -> bool {
    pos.make_null();
    let immobile = !pos.has_legal_move_knowing_check(false);
    pos.unmake_null();
    immobile
}

/// Does the goal's move expose the mover's own king (`##`, `##!`)?
pub fn exposes_mover(goal: Goal) -> bool {
    matches!(goal, Goal::DoubleMate | Goal::CounterMate)
}

/// The side to move's candidates for a goal move that exposes its own
/// king: its moves that do so, where the goal lets it move at all (`##`:
/// it has a legal move; `##!`: it has none, being mated).
pub fn exposing_moves(pos: &mut Position, goal: Goal) -> Vec<Move> {
    let may = match goal {
        Goal::DoubleMate => pos.has_legal_move(),
        Goal::CounterMate => pos.is_checkmate(),
        _ => false,
    };
    if may { pos.self_check_moves() } else { Vec::new() }
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
        Goal::DoubleMate => " ##",
        Goal::CounterMate => " ##!",
        Goal::Proof => " dia",
        Goal::AToB => " a=>b",
    }
}

/// What Popeye writes after a move that reaches the goal, `pos` being the
/// position after it: the goal's marker, after ` +` where the goal says
/// nothing of check and the move gives one (`0-0-0 +`, `d5*e6 ep. +`).
pub fn marks(pos: &Position, goal: Goal) -> String {
    let silent_on_check = !matches!(
        goal,
        Goal::Mate | Goal::Check | Goal::MateOrStalemate | Goal::Stalemate | Goal::DoubleMate | Goal::CounterMate
    );
    if silent_on_check && pos.in_check() {
        format!(" +{}", marker(goal))
    } else {
        marker(goal).to_string()
    }
}
