//! Help play that ends in a branch of battle play (structured
//! stipulations such as `3h[3a[#]d]h`, `6hh[/2da[#]{!+}]`): whether the
//! branch is solved where the help play stops, and its play as Popeye
//! writes it after the help moves, one line per path through it: the
//! attacks that solve soonest, each defence, and so on (at the start too:
//! where a mate in 1 solves a `3a[#]d`, its two-move keys are not
//! written).
//!
//! A defender without a legal move does not defend: the branch is not
//! solved there (Popeye's `1d[x]a` in a stalemate has no solution).

use super::battle::{Judge, JudgeTable, Mode};
use super::goal::{self, Spoiler};
use super::help::Line;
use super::notation::move_text;
use super::popeye_order;
use super::stop::Stop;
use crate::position::{Move, Position};
use crate::problem::Problem;
use crate::stipulation::Nested;

/// The battle table for `branch`, taking `bytes` at most.
pub fn table(branch: Nested, bytes: usize) -> JudgeTable {
    let (mode, moves) = if branch.goal_after_attack {
        (Mode::Direct, branch.length.div_ceil(2))
    } else {
        (Mode::SelfPlay, branch.length / 2)
    };
    JudgeTable::new(mode, branch.goal, moves, bytes)
}

/// Solves one nested branch, battle play's search judging its inner
/// nodes.
pub struct Solver<'a> {
    branch: Nested,
    judge: Judge<'a>,
    spoiler: Spoiler,
    /// The defence that last refuted: most positions near each other
    /// fail by the same one.
    refutation: Option<Move>,
}

impl<'a> Solver<'a> {
    /// A solver for `branch` reading and filling `table`.
    pub fn new(problem: &'a Problem, branch: Nested, table: &'a JudgeTable, stop: &Stop) -> Solver<'a> {
        Solver {
            branch,
            judge: Judge::new(problem, table, stop),
            spoiler: Spoiler::default(),
            refutation: None,
        }
    }

    /// Attacker moves in `left` half-moves that start with an attack.
    fn attack_budget(&self, left: u32) -> u32 {
        if self.branch.goal_after_attack {
            left.div_ceil(2)
        } else {
            left / 2
        }
    }

    /// Attacker moves in `left` half-moves that start with a defence.
    fn defence_budget(&self, left: u32) -> u32 {
        if self.branch.goal_after_attack {
            left / 2
        } else {
            left.saturating_sub(1) / 2
        }
    }

    /// Is the branch solved by the side to move in `pos`?
    pub fn solved(&mut self, pos: &mut Position) -> bool {
        let n = self.branch.length;
        if self.branch.attack_first {
            let budget = self.attack_budget(n);
            self.judge.attack(pos, budget)
        } else {
            self.defend(pos, n)
        }
    }

    /// Does `mv` of the attacker, to move, solve within `left` half-moves?
    fn attack_solves(&mut self, pos: &mut Position, mv: Move, left: u32) -> bool {
        let b = self.branch;
        pos.make(mv);
        let ok = (b.goal_after_attack && goal::reached_with(pos, b.goal, &mut self.spoiler))
            || (left > 1 && {
                let budget = self.defence_budget(left - 1);
                self.judge.defend(pos, budget)
            });
        pos.unmake();
        ok
    }

    /// At the branch's start: does every move of the defender, to move,
    /// lose within `left` half-moves (and has it one, and is it not in
    /// check where the branch says so)?
    fn defend(&mut self, pos: &mut Position, left: u32) -> bool {
        if self.branch.not_in_check && pos.in_check() {
            return false;
        }
        let moves = pos.legal_moves();
        if moves.is_empty() {
            return false;
        }
        if let Some(r) = self.refutation
            && moves.contains(&r)
            && !self.defence_loses(pos, r, left)
        {
            return false;
        }
        for &mv in &moves {
            if Some(mv) != self.refutation && !self.defence_loses(pos, mv, left) {
                self.refutation = Some(mv);
                return false;
            }
        }
        true
    }

    fn defence_loses(&mut self, pos: &mut Position, mv: Move, left: u32) -> bool {
        let b = self.branch;
        pos.make(mv);
        let ok = (!b.goal_after_attack && goal::reached_with(pos, b.goal, &mut self.spoiler))
            || (left > 1 && {
                let budget = self.attack_budget(left - 1);
                self.judge.attack(pos, budget)
            });
        pos.unmake();
        ok
    }

    /// The branch's lines from `pos`, where it is solved, in Popeye's
    /// order; each move with its check mark, the last with the goal's.
    pub fn lines(&mut self, problem: &Problem, pos: &mut Position) -> Vec<Line> {
        let mut out = Vec::new();
        let mut line = Line::new();
        let n = self.branch.length;
        if self.branch.attack_first {
            self.attack_lines(problem, pos, n, &mut line, &mut out);
        } else {
            self.defence_lines(problem, pos, n, &mut line, &mut out);
        }
        out
    }

    /// The attacks that solve soonest.
    fn attack_lines(&mut self, problem: &Problem, pos: &mut Position, left: u32, line: &mut Line, out: &mut Vec<Line>) {
        let b = self.branch;
        let moves: Vec<Move> = pos.legal_moves().to_vec();
        let least = if b.goal_after_attack { 1 } else { 2 };
        let mut solving = Vec::new();
        for within in (least..=left).step_by(2) {
            solving = moves
                .iter()
                .copied()
                .filter(|&mv| self.attack_solves(pos, mv, within))
                .collect();
            if !solving.is_empty() {
                // A move that is to mate or check at once comes from
                // Popeye's mating move generator.
                let reaches = within == 1 && goal::needs_check(b.goal);
                popeye_order::sort_as_tried(pos, &mut solving, reaches);
                break;
            }
        }
        for mv in solving {
            let side = pos.side_to_move();
            let mut text = move_text(problem, pos, mv);
            pos.make(mv);
            if b.goal_after_attack && goal::reached(pos, b.goal) {
                text.push_str(&goal::marks(pos, b.goal));
                line.push((side, text));
                out.push(line.clone());
            } else {
                if pos.in_check() {
                    text.push_str(" +");
                }
                line.push((side, text));
                self.defence_lines(problem, pos, left - 1, line, out);
            }
            line.pop();
            pos.unmake();
        }
    }

    /// Every defence, each with what follows it.
    fn defence_lines(
        &mut self,
        problem: &Problem,
        pos: &mut Position,
        left: u32,
        line: &mut Line,
        out: &mut Vec<Line>,
    ) {
        let b = self.branch;
        let mut moves: Vec<Move> = pos.legal_moves().to_vec();
        popeye_order::sort(pos, &mut moves);
        for mv in moves {
            let side = pos.side_to_move();
            let mut text = move_text(problem, pos, mv);
            pos.make(mv);
            if !b.goal_after_attack && goal::reached(pos, b.goal) {
                text.push_str(&goal::marks(pos, b.goal));
                line.push((side, text));
                out.push(line.clone());
                line.pop();
            } else if left > 1 {
                if pos.in_check() {
                    text.push_str(" +");
                }
                line.push((side, text));
                self.attack_lines(problem, pos, left - 1, line, out);
                line.pop();
            }
            pos.unmake();
        }
    }
}
