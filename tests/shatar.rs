//! Shatar's mate rule (RULES.md section 4) on positions built for it. Each
//! expectation is reasoned in the comment above it; where a position is
//! solved, the same problem under orthodox rules is solved too, so that the
//! difference can only come from the Shatar rule.

use mansuba::input::parse;
use mansuba::problem::validate;
use mansuba::solve::solve;
use mansuba::{GameEnd, Position};

fn problem_text(rules: &str, pieces: &str, stip: &str) -> String {
    format!("beginproblem\nrules {rules}\npieces {pieces}\nstipulation {stip}\nendproblem\n")
}

fn solution(rules: &str, pieces: &str, stip: &str) -> String {
    let parsed = parse(&problem_text(rules, pieces, stip));
    assert!(parsed[0].errors.is_empty(), "{:?}", parsed[0].errors);
    let problem = validate(&parsed[0].spec).unwrap();
    solve(&problem).unwrap().stdout
}

/// The diagram of a Shatar problem, White to move.
fn position(pieces: &str) -> Position {
    let parsed = parse(&problem_text("shatar", pieces, "#1"));
    assert!(parsed[0].errors.is_empty(), "{:?}", parsed[0].errors);
    let problem = validate(&parsed[0].spec).unwrap();
    problem.position(&problem.setup)
}

/// Plays moves given as UCI text; each must be legal.
fn play(pos: &mut Position, moves: &[&str]) {
    let rules = pos.rules_arc().clone();
    for uci in moves {
        let mv = pos
            .legal_moves()
            .into_iter()
            .find(|m| m.uci(&rules) == *uci)
            .unwrap_or_else(|| panic!("{uci} is not legal"));
        pos.make(mv);
    }
}

// White Ka1, Se5; Black Kh8, Rg8, Ph7, Pg7. 1.Sf7 is a smothered mate: the
// only mate in one, and given by a knight alone, so in Shatar a draw.
const SMOTHERED: &str = "white ka1 se5 black kh8 rg8 ph7 pg7";

#[test]
fn a_knight_mate_does_not_count() {
    assert!(solution("orthodox", SMOTHERED, "#1").contains("1.Se5-f7 #"));
    let shatar = solution("shatar", SMOTHERED, "#1");
    assert!(!shatar.contains("1.Se5-f7"), "{shatar}");
}

// White Kf6, Pg5, Rc1, camel (B) e2; Black Kh8, Pa7. 1.Rc8+ (shak) leaves
// only Kh7 (g8 rook, g7 king); 2.Bd3+ checks along e4-f5-g6 and the king has
// no square: g8 and h8 the rook, g7 and g6 the king, h6 the pawn. The run of
// checks is Rc8, Bd3: it holds a shak, so the camel's mate wins.
const NET: &str = "white kf6 pg5 rc1 be2 black kh8 pa7";

#[test]
fn a_camel_mate_after_a_rook_check_counts() {
    let mut pos = position(NET);
    play(&mut pos, &["c1c8", "h8h7", "e2d3"]);
    assert_eq!(pos.game_end(), Some(GameEnd::Mate));
}

// The same mate with the rook already on c8 in the diagram: no check came
// before, so the camel's mate has no shak in its run. Orthodox: mate in one.
const NET_AFTER: &str = "white kf6 pg5 rc8 be2 black kh7 pa7";

#[test]
fn a_camel_mate_without_a_shak_before_it_is_void() {
    assert!(solution("orthodox", NET_AFTER, "#1").contains("1.Be2-d3 #"));
    let shatar = solution("shatar", NET_AFTER, "#1");
    assert!(!shatar.contains("1.Be2-d3"), "{shatar}");
}

// White Kf7, camels e2 and f4; Black Kh7, Pa7. 1.Bd3+ (tuk) leaves only Kh8
// (h6 the f4 camel, g8 g7 g6 the king); 2.Be5+ (tuk) mates: g8 and g7 the
// king, h7 the d3 camel. A run of camel checks only: void.
#[test]
fn a_camel_mate_after_camel_checks_only_is_void() {
    let mut pos = position("white kf7 be2 bf4 black kh7 pa7");
    play(&mut pos, &["e2d3", "h7h8", "f4e5"]);
    assert_eq!(pos.game_end(), Some(GameEnd::VoidMate));
}

// From NET: 1.Rc8+ Kh7 2.Rd8 (no check: the run ends; Black's king has no
// square, so 2...a6) 3.Bd3+ mates, but its run is Bd3 alone.
#[test]
fn a_mate_after_a_broken_run_is_void() {
    let mut pos = position(NET);
    play(&mut pos, &["c1c8", "h8h7", "c8d8", "a7a6", "e2d3"]);
    assert_eq!(pos.game_end(), Some(GameEnd::VoidMate));
    // Unmake and make again: the run is restored with the position.
    pos.unmake();
    play(&mut pos, &["e2d3"]);
    assert_eq!(pos.game_end(), Some(GameEnd::VoidMate));
}

// White Kc6, Pa6; Black Ka8, Pa7. Only 1.Kc7 leaves Black no move (b8 and
// b7 the king, the a7 pawn blocked); in Shatar that stalemate wins.
#[test]
fn stalemate_is_a_goal_and_a_win() {
    let out = solution("shatar", "white kc6 pa6 black ka8 pa7", "=1");
    assert!(out.contains("1.Kc6-c7 ="), "{out}");
    let mut pos = position("white kc6 pa6 black ka8 pa7");
    play(&mut pos, &["c6c7"]);
    assert_eq!(pos.game_end(), Some(GameEnd::Stalemate));
}

// White Kc7, Pb6, Ra1; Black Ka8, Pa5. 1.Rxa5 mates (a7 the pawn, b7 b8
// the king) but leaves a bare king: a draw, so no mate in Shatar. 1.b7+
// is no mate (a7 free, the rook's file blocked by a5).
#[test]
fn a_mate_that_bares_the_king_is_a_draw() {
    let pieces = "white kc7 pb6 ra1 black ka8 pa5";
    assert!(solution("orthodox", pieces, "#1").contains("1.Ra1*a5 #"));
    let shatar = solution("shatar", pieces, "#1");
    assert!(!shatar.contains("1.Ra1*a5"), "{shatar}");
    let mut pos = position(pieces);
    play(&mut pos, &["a1a5"]);
    assert_eq!(pos.game_end(), Some(GameEnd::EndedByRule));
}
