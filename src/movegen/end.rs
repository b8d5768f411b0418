//! How a game stands when the side to move has no move: the verdicts the
//! rule book gives, for tests against Fairy-Stockfish and for composers.

use crate::position::Position;

/// Why the side to move has no move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GameEnd {
    /// Checkmate that wins for the mating side.
    Mate,
    /// Checkmate that the rule set does not count (Shatar: a knight's mate,
    /// or no shak in the run of checks): a draw.
    VoidMate,
    /// No move and not in check.
    Stalemate,
    /// A rule ended the game (Shatar's bare king): a draw.
    EndedByRule,
}

impl Position {
    /// `None` while the side to move has a legal move.
    pub fn game_end(&mut self) -> Option<GameEnd> {
        if self.game_ended_by_rule() {
            return Some(GameEnd::EndedByRule);
        }
        let check = self.in_check();
        if self.has_legal_move_knowing_check(check) {
            return None;
        }
        Some(match (self.in_mating_check(), self.mate_counts()) {
            (false, _) => GameEnd::Stalemate,
            (true, true) => GameEnd::Mate,
            (true, false) => GameEnd::VoidMate,
        })
    }
}
