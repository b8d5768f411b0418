//! Popeye options on positions small enough to work out by hand; the
//! reasoning is in the comment above each expectation. The suite cases
//! that use them (Quodlibet 0272, CastlingMutuallyExclusive 0053-0056,
//! MaxFlightsquares 0058, NonTrivial and KeepMatingPiece 0264-0267, 0415)
//! are compared with Popeye's output in tests/conformance.rs.

use mansuba::input::parse;
use mansuba::problem::validate;
use mansuba::solve::{solution_lines, solve};

fn solve_text(src: &str) -> String {
    let parsed = parse(src);
    assert!(parsed[0].errors.is_empty(), "{:?}", parsed[0].errors);
    let problem = validate(&parsed[0].spec).unwrap();
    solve(&problem).unwrap().stdout
}

fn keys(src: &str) -> Vec<String> {
    solution_lines(&solve_text(src))
        .into_iter()
        .filter(|l| l.starts_with("   1.") && l.contains(" !"))
        .collect()
}

/// White Kg6 Qa7, Black Kg8. Black has nothing to mate with, so s#1 has no
/// solution. With Quodlibet White may mate himself: the queen mates on the
/// 8th rank from a8 and b8 (f8 and h8 are covered along the rank, f7, g7,
/// h7 by the king), and on g7, guarded by the king. Qf7+ and Qh7+ leave
/// h8 / f8; other queen moves do not check.
#[test]
fn quodlibet_lets_the_attacker_reach_the_goal_himself() {
    let base = "begin\npieces white Kg6 Qa7 black Kg8\nstipulation s#1\n";
    assert!(keys(&format!("{base}end\n")).is_empty());
    let mut found = keys(&format!("{base}option quodlibet\nend\n"));
    found.sort();
    assert_eq!(
        found,
        vec!["   1.Qa7-a8 # !", "   1.Qa7-b8 # !", "   1.Qa7-g7 # !"],
        "{found:?}"
    );
}

/// White Ke1 Ra1 Rh1 Pf2, Black Ke8 Rh8 Pa7: what is checked is Black's
/// right to castle. With `CastlingMutuallyExclusive a1h8` White's 0-0-0
/// takes it away, while White's 0-0 (h1, not linked; the rook on f1 is
/// stopped by the pawn on f2, so f8 stays safe) and a rook move leave it.
#[test]
fn castling_mutually_exclusive_takes_the_linked_right() {
    use mansuba::position::Position;
    let src = "begin\npieces white Ke1 Ra1 Rh1 Pf2 black Ke8 Rh8 Pa7\nstipulation ser-#9\n\
               option CastlingMutuallyExclusive a1h8\nend\n";
    let parsed = parse(src);
    let problem = validate(&parsed[0].spec).unwrap();
    let black_castles_after = |white: &str| {
        let mut pos: Position = problem.position(&problem.setup);
        mansuba::solve::apply_options(&problem, &mut pos);
        let rules = pos.rules_arc().clone();
        let mv = pos.legal_moves().into_iter().find(|m| m.uci(&rules) == white).unwrap();
        pos.make(mv);
        pos.legal_moves().into_iter().any(|m| m.uci(&rules) == "e8g8")
    };
    assert!(!black_castles_after("e1c1"));
    assert!(black_castles_after("e1g1"));
    assert!(black_castles_after("a1b1"));
}

/// White Kf6 Pf7, Black Kh7, #2: White has 9 first moves (the king to e5,
/// f5, g5, e6, e7: g6 and g7 touch the black king; the pawn to f8 as Q,
/// R, B, S). Solving each first move alone (StartMoveNumber k
/// UpToMoveNumber k) and joining the results gives the whole solution;
/// StartMoveNumber 10 leaves nothing to solve.
#[test]
fn start_and_up_to_move_number_split_the_first_moves() {
    let base = "begin\npieces white Kf6 Pf7 black Kh7\nstipulation #2\noption variation\n";
    let whole = solution_lines(&solve_text(&format!("{base}end\n")));
    assert!(!whole.is_empty());
    let mut joined = Vec::new();
    for k in 1..=9 {
        let part = solve_text(&format!("{base}option StartMoveNumber {k} UpToMoveNumber {k}\nend\n"));
        joined.extend(solution_lines(&part));
    }
    assert_eq!(joined, whole);
    let none = solve_text(&format!("{base}option StartMoveNumber 10\nend\n"));
    assert!(solution_lines(&none).is_empty());
}

/// MaxSolutions in direct play counts keys, and Popeye calls the output
/// partial once it holds that many, even when no other key exists (its
/// output for both: `1.Qd1-d8 # !` then "Partial solution"; for `~1`
/// with two, `1.Ra6-g6 !`, `1.Kg8-f7 !` and "Partial solution"). By
/// hand: Qd8 is the only mate (the rook's file is closed by h7), and the
/// king g8, checked on the file by the rook g4, has the block Ra6-g6 and
/// four flights.
#[test]
fn max_solutions_counts_the_keys_of_direct_play() {
    let out = solve_text("begin\npieces white ka1 qd1 rh1 black kh8 ph7 pg7\nstip #1\noption maxsol 1\nend\n");
    assert_eq!(keys_of(&out), ["1.Qd1-d8 # !"], "{out}");
    assert!(out.contains("Partial solution"), "{out}");
    let src = "begin\npieces white kg8 ra6 black rg4\nstip ~1\noption nobk\nend\n";
    assert_eq!(keys_of(&solve_text(src)).len(), 5);
    let out = solve_text(&src.replace("nobk", "nobk maxsol 2"));
    assert_eq!(keys_of(&out), ["1.Ra6-g6 !", "1.Kg8-f7 !"], "{out}");
    assert!(out.contains("Partial solution"), "{out}");
}

fn keys_of(out: &str) -> Vec<&str> {
    out.lines()
        .map(str::trim)
        .filter(|l| l.starts_with("1.") && l.ends_with(" !"))
        .collect()
}
