//! Goals that Popeye's examples use only under fairy conditions (`==`,
//! `!=`, `%`), on positions small enough to work out by hand; the
//! reasoning is in the comment above each expectation.

use mansuba::input::parse;
use mansuba::problem::validate;
use mansuba::solve::{solution_lines, solve};

fn lines(stip: &str, men: &str) -> Vec<String> {
    let src = format!("begin\nstipulation {stip}\npieces {men}\nend\n");
    let parsed = parse(&src);
    assert!(parsed[0].errors.is_empty(), "{:?}", parsed[0].errors);
    let problem = validate(&parsed[0].spec).unwrap();
    solution_lines(&solve(&problem).unwrap().stdout)
        .iter()
        .map(|l| l.trim().to_string())
        .collect()
}

/// White Ka1 Pb2 Pg6 Ph6, Black Kh8 Pa2 Pb3 Pg7. White has two moves:
/// h6-h7 and h6*g7 + (Ka1 takes nothing on a2, guarded by b3; b1 is
/// covered by a2, b2 is its own; b2 and g6 are blocked). After 1.h6-h7
/// neither side can move and neither is in check: Black's Kh8 has g8
/// (covered by h7) and h7 (guarded by g6), its pawns are blocked with
/// nothing to take; White's pawns are blocked, h7 takes nothing
/// on g8, and the king is walled in as before. So `==1`, `!=1` and `=1`
/// are each solved by 1.h6-h7 alone (after 1.h6*g7 + the pawn on g7 can
/// move to g8).
const LOCKED: &str = "white ka1 pb2 pg6 ph6 black kh8 pa2 pb3 pg7";

#[test]
fn double_stalemate_needs_both_sides_immobile() {
    assert_eq!(lines("==1", LOCKED), ["1.h6-h7 == !"]);
    // A black pawn free to move (e7) leaves Black a move: no double
    // stalemate, but White still stalemates itself (`!=` asks nothing of
    // the side to move but that it is not in check).
    let free = format!("{LOCKED} pe7");
    assert!(lines("==1", &free).is_empty());
    assert_eq!(lines("!=1", &free), ["1.h6-h7 != !"]);
    assert_eq!(lines("!=1", LOCKED), ["1.h6-h7 != !"]);
}

/// An autostalemate must leave the other side out of check. White Ka1
/// Pb2 Pg6 Ph6, Black Kg8 Bh8 Pa2 Pb3 Pg7: after 1.h6-h7 + White cannot
/// move (h7 is blocked by the bishop, a pawn does not take a king), but
/// Black is in check; after 1.h6*g7 the new pawn takes on h8. No solution.
/// Without the bishop, 1.h6*g7 leaves that pawn blocked by the king on g8
/// and nothing to take, Black out of check: the autostalemate.
#[test]
fn autostalemate_fails_on_a_check() {
    let men = "white ka1 pb2 pg6 ph6 black kg8 pa2 pb3 pg7";
    assert!(lines("!=1", &format!("{men} bh8")).is_empty());
    assert_eq!(lines("!=1", men), ["1.h6*g7 != !"]);
}

/// `%` (Popeye's Steingewinn) is the capture goal where no condition
/// brings a man back, with its own marker; the only capture in LOCKED is
/// 1.h6*g7, a check. `~` is reached by every move, and has no marker.
#[test]
fn material_won_and_any_move() {
    assert_eq!(lines("%1", LOCKED), ["1.h6*g7 + % !"]);
    let mut any = lines("~1", LOCKED);
    any.sort();
    assert_eq!(any, ["1.h6*g7 + !", "1.h6-h7 !"]);
}
