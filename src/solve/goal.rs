//! End tests: has the side that just moved reached the goal against the
//! side now to move?

use crate::position::Position;
use crate::stipulation::Goal;

/// Tested right after a move: the side to move is the one that suffers it.
pub fn reached(pos: &mut Position, goal: Goal) -> bool {
    // A game a rule has ended (Shatar's bare king) is drawn: no goal.
    if pos.game_ended_by_rule() {
        return false;
    }
    let check = pos.in_check();
    match goal {
        Goal::Check => check,
        Goal::Mate => check && pos.check_can_mate() && !pos.has_legal_move_knowing_check(true) && pos.mate_counts(),
        Goal::Stalemate => {
            // A check that cannot mate (several royals) leaves a stalemate.
            let mating = check && pos.check_can_mate();
            !mating && !pos.has_legal_move_knowing_check(check)
        }
    }
}

/// Can only a checking move reach the goal?
pub fn needs_check(goal: Goal) -> bool {
    matches!(goal, Goal::Mate | Goal::Check)
}

/// Popeye's marker for a move that reaches the goal.
pub fn marker(goal: Goal) -> &'static str {
    match goal {
        Goal::Mate => " #",
        Goal::Stalemate => " =",
        Goal::Check => " +",
    }
}
