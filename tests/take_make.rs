//! Take&MakeChess, worked by hand from the rule as Popeye's documentation
//! (py-engl.txt) and its `conditions/take_and_make.c` state it: a capture
//! is completed by a move of the capturer from the capture square, as the
//! man taken moves (its walk and its side), taking nothing; a capture
//! without such a move is no move; a pawn may not make onto its own first
//! rank and promotes where the make ends on its last. Popeye's own output
//! on its Take&Make examples is checked in tests/conditions.rs.

mod common;

use common::{diagram, legal};
use mansuba::input::parse;
use mansuba::piece::Color;
use mansuba::problem::validate;
use mansuba::solve::solve;

fn problem(pieces: &str, stipulation: &str) -> String {
    format!("begin\ncondition take&makechess\npieces {pieces}\nstipulation {stipulation}\nend\n")
}

fn captures(moves: &[String]) -> Vec<String> {
    moves.iter().filter(|m| m.contains('x')).cloned().collect()
}

/// White Rd1 takes the knight on d5 and goes on as a knight from d5, to
/// any of its eight squares but those taken (e3 by a white pawn) and
/// without a capture (b4 holds a black pawn): six moves, none of them
/// ending on d5.
#[test]
fn a_capture_goes_on_as_the_man_taken() {
    let src = problem("white ke1 rd1 pe3 black ka8 sd5 pb4", "h#1");
    let moves = legal(&mut diagram(&src, Color::White));
    let mut tm = captures(&moves);
    tm.sort();
    assert_eq!(tm, ["d1b6xd5", "d1c3xd5", "d1c7xd5", "d1e7xd5", "d1f4xd5", "d1f6xd5"]);
    assert!(!moves.iter().any(|m| m == "d1d5"));
}

/// A capture with no make is no move: the black pawn on a7, taken by the
/// rook, would make as a black pawn down the a-file, where a6 is blocked.
#[test]
fn a_capture_without_a_make_is_illegal() {
    let src = problem("white ke1 ra1 pa6 black kh8 pa7", "h#1");
    let moves = legal(&mut diagram(&src, Color::White));
    assert!(captures(&moves).is_empty(), "{moves:?}");
}

/// The taken pawn's own direction and double step: the black pawn on g7
/// taken by the bishop makes as a black pawn from g7, to g6 or g5.
#[test]
fn a_pawn_taken_makes_as_that_pawn() {
    let src = problem("white ke1 bb2 black kh8 pg7", "h#1");
    let mut tm = captures(&legal(&mut diagram(&src, Color::White)));
    tm.sort();
    assert_eq!(tm, ["b2g5xg7", "b2g6xg7"]);
}

/// A pawn never makes onto its own first rank, and promotes where the
/// make ends on its last: the white pawn on c6 takes the rook on d7 and
/// goes on as a rook along the d-file (d8, promoting four ways, d6 ... d2,
/// not d1) and the seventh rank (e7 ... h7; c7 and b7, a7).
#[test]
fn a_pawn_makes_neither_to_its_first_rank_nor_unpromoted_to_its_last() {
    let src = problem("white ka1 pc6 black kh8 rd7", "h#1");
    let mut tm = captures(&legal(&mut diagram(&src, Color::White)));
    tm.sort();
    assert!(!tm.iter().any(|m| m.starts_with("c6d1")), "{tm:?}");
    let to_d8: Vec<&String> = tm.iter().filter(|m| m.starts_with("c6d8")).collect();
    assert_eq!(to_d8, ["c6d8xd7b", "c6d8xd7n", "c6d8xd7q", "c6d8xd7r"]);
    assert!(tm.contains(&"c6d2xd7".to_string()));
    assert!(tm.contains(&"c6a7xd7".to_string()));
}

/// Check stays the orthodox capture of the king: the white king on e1
/// facing the black rook on e8 is in check although the rook, taking
/// it, would have to make as a king (and could).
#[test]
fn check_is_the_orthodox_capture_of_the_king() {
    let src = problem("white ke1 pa2 black kh8 re8", "h#1");
    let moves = legal(&mut diagram(&src, Color::White));
    assert!(moves.iter().all(|m| m.starts_with("e1")), "{moves:?}");
}

/// The notation: both squares, `Sa3*c4-c3`, as Popeye writes it (its
/// BEISPIEL takemake 005: `1...Sa3*c4-c3`): the knight takes the black
/// pawn on c4 and makes as that pawn, down to c3.
#[test]
fn the_make_is_written_after_the_capture() {
    let src = problem("white ke1 sa3 black ka8 pc4", "~1");
    let parsed = parse(&src);
    let out = solve(&validate(&parsed[0].spec).unwrap()).unwrap().stdout;
    assert!(out.contains("1.Sa3*c4-c3 !"), "{out}");
}
