//! Isardam, worked by hand from the rule as Popeye's documentation
//! (py-engl.txt) and `conditions/isardam.c` state it: a move is illegal
//! if after it some man is observed by an enemy man of its own kind
//! (kings only with RexInclusive); in Type A, the default, a man checks
//! only where its capture of the king would itself be legal. Popeye's own
//! output on its Isardam examples is checked in tests/conditions.rs.

mod common;

use common::{diagram, legal};
use mansuba::piece::Color;

fn problem(condition: &str, pieces: &str) -> String {
    format!("begin\ncondition {condition}\npieces {pieces}\nstipulation h#1\nend\n")
}

/// White Rd1 may not go where it would face the black rook on h8: Rd1-d8
/// would stand on its rank, Rd1-h1 on its file (each observed); Rd1-d5
/// faces nothing.
#[test]
fn a_move_into_a_like_observation_is_illegal() {
    let src = problem("isardam", "white ka1 rd1 black kc6 rh8");
    let moves = legal(&mut diagram(&src, Color::White));
    assert!(!moves.contains(&"d1d8".to_string()), "{moves:?}");
    assert!(!moves.contains(&"d1h1".to_string()), "{moves:?}");
    assert!(moves.contains(&"d1d5".to_string()), "{moves:?}");
    // Without the condition both are moves.
    let plain = legal(&mut diagram(&src.replace("condition isardam\n", ""), Color::White));
    assert!(plain.contains(&"d1d8".to_string()) && plain.contains(&"d1h1".to_string()));
}

/// Type A: the black rook on e8 does not check the white king on e1 when
/// its capture Rxe1 would put it under the white rook on a1 (the first
/// rank open); in Type B it checks. With the white rook on a2 instead
/// the capture is legal and the king is in check either way.
#[test]
fn type_a_checks_only_by_a_legal_capture() {
    let src = |cond: &str, rook: &str| problem(cond, &format!("white ke1 {rook} black kh5 re8"));
    let in_check = |cond: &str, rook: &str| {
        let pos = diagram(&src(cond, rook), Color::White);
        pos.in_check()
    };
    assert!(!in_check("isardam", "ra1"));
    assert!(in_check("isardam typeb", "ra1"));
    assert!(in_check("isardam", "ra2"));
}
