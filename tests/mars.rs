//! MarsCirce, worked by hand from the rule as Popeye's
//! `conditions/marscirce/marscirce.c` states it: a man captures only from
//! its Circe rebirth square (its own square vacated first), when that is
//! empty or its own; it observes (checks) only so; its other moves are
//! the usual ones. Kings capture from e1/e8 unless RexExclusive. Popeye's
//! own output on its MarsCirce examples is checked in tests/conditions.rs.

mod common;

use common::{diagram, legal};
use mansuba::input::parse;
use mansuba::piece::Color;
use mansuba::problem::validate;
use mansuba::solve::solve;

fn problem(condition: &str, pieces: &str, stipulation: &str) -> String {
    format!("begin\ncondition {condition}\npieces {pieces}\nstipulation {stipulation}\nend\n")
}

/// The moves that end on one of `men` (the other side's men): captures.
fn captures(moves: &[String], men: &[&str]) -> Vec<String> {
    let mut c: Vec<String> = moves.iter().filter(|m| men.contains(&&m[2..4])).cloned().collect();
    c.sort();
    c
}

/// White Kd4, Qe1; Black Ka8, Pc5, Pd5, Bh1. The queen captures from d1
/// (empty; e1 is vacated on the way), so it reaches h1 along the first
/// rank and nothing else (d1-d2-d3 ends on its own king, the diagonals
/// from d1 hold no black man). The king's rebirth square e1 holds the
/// queen: it captures nothing, c5 and d5 stay. Its quiet moves are the
/// usual ones.
#[test]
fn a_man_captures_from_its_rebirth_square() {
    let src = problem("marscirce", "white kd4 qe1 black ka8 pc5 pd5 bh1", "~1");
    let moves = legal(&mut diagram(&src, Color::White));
    assert_eq!(captures(&moves, &["c5", "d5", "h1"]), ["e1h1"]);
    assert!(moves.iter().any(|m| m == "e1e8"), "{moves:?}");
    assert!(moves.iter().any(|m| m == "d4c4"), "{moves:?}");
    let parsed = parse(&src);
    let out = solve(&validate(&parsed[0].spec).unwrap()).unwrap().stdout;
    // Written with the square it captures from, tried before the queen's
    // other moves (Popeye generates them after).
    let q = out.find("1.Qe1-d1*h1 !").expect("the capture written with its square");
    let quiet = out.find("1.Qe1-h4 !").expect("a quiet queen move");
    assert!(q < quiet, "{out}");
}

/// A man on its own rebirth square captures from there, written as a
/// plain capture: the rook on a1 (a dark square, so a1 is its square)
/// takes on a5.
#[test]
fn a_man_on_its_rebirth_square_captures_as_usual() {
    let src = problem("marscirce", "white kh1 ra1 black kh8 pa5", "~1");
    let parsed = parse(&src);
    let out = solve(&validate(&parsed[0].spec).unwrap()).unwrap().stdout;
    assert!(out.contains("1.Ra1*a5 !"), "{out}");
}

/// White Rd4 (d4 is dark: its rebirth square is a1) checks the black
/// king on a8 along the a-file from a1, which it does not touch from d4;
/// with a1 taken by a white knight, it checks nothing.
#[test]
fn a_man_checks_from_its_rebirth_square_only() {
    let src = problem("marscirce", "white kh1 rd4 black ka8 pd8", "~1");
    let pos = diagram(&src, Color::Black);
    assert!(pos.in_check());
    let src = problem("marscirce", "white kh1 rd4 sa1 black ka8 pd8", "~1");
    let pos = diagram(&src, Color::Black);
    assert!(!pos.in_check());
    // From d4 the rook would take the pawn on d8 in orthodox chess: under
    // MarsCirce, with a1 free, it goes for a8 and d8 is safe.
    let src = problem("marscirce", "white kh1 rd4 black kb8 pd8", "~1");
    let moves = legal(&mut diagram(&src, Color::White));
    assert!(!moves.iter().any(|m| m == "d4d8"), "{moves:?}");
}

/// Under RexExclusive a king captures nothing: White Kd4 next to the
/// unguarded black pawn c5 may not take it (and with e1 free and
/// RexInclusive, the default, it would take from e1, which reaches no
/// black man either).
#[test]
fn under_rex_exclusive_a_king_captures_nothing() {
    for condition in ["marscirce rexexclusive", "marscirce"] {
        let src = problem(condition, "white kd4 black ka8 pc5", "~1");
        let moves = legal(&mut diagram(&src, Color::White));
        assert!(captures(&moves, &["c5"]).is_empty(), "{condition}: {moves:?}");
    }
    // With the black pawn on d2, next to e1, the king takes it from e1.
    let src = problem("marscirce", "white kd4 black ka8 pd2", "~1");
    let moves = legal(&mut diagram(&src, Color::White));
    assert_eq!(captures(&moves, &["d2"]), ["d4d2"]);
    let src = problem("marscirce rexexclusive", "white kd4 black ka8 pd2", "~1");
    let moves = legal(&mut diagram(&src, Color::White));
    assert!(captures(&moves, &["d2"]).is_empty(), "{moves:?}");
}

/// The combinations not built yet are refused at the second condition,
/// whichever comes first.
#[test]
fn conditions_not_combined_yet_are_refused() {
    for condition in ["marscirce madrasi", "madrasi marscirce", "marscirce circe"] {
        let src = problem(condition, "white kh1 black kh8", "~1");
        let parsed = parse(&src);
        let err = validate(&parsed[0].spec).unwrap_err();
        assert!(format!("{err:?}").contains("not supported"), "{condition}: {err:?}");
    }
}
