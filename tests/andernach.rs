//! AndernachChess and AntiAndernachChess, worked by hand from the rule as
//! Popeye's documentation (py-engl.txt) states it: after a capture
//! (Andernach) or a move that takes nothing (AntiAndernach) the man that
//! moved changes colour, kings excepted. Popeye's own output on its
//! Andernach examples is checked in tests/conditions.rs (the pairs of
//! `data/conditions/`).

mod common;

use common::{diagram, legal, play};
use mansuba::input::parse;
use mansuba::piece::Color;
use mansuba::position::Position;
use mansuba::problem::validate;
use mansuba::solve::solve;

/// Plays `uci` and gives the board part of the FEN after it.
fn board_after(pos: &mut Position, uci: &str) -> String {
    play(pos, uci);
    pos.to_fen().split(' ').next().unwrap().to_string()
}

fn problem(condition: &str, pieces: &str, stipulation: &str) -> String {
    format!("begin\ncondition {condition}\npieces {pieces}\nstipulation {stipulation}\nend\n")
}

fn solved(src: &str) -> String {
    let parsed = parse(src);
    let problem = validate(&parsed[0].spec).unwrap_or_else(|e| panic!("{e:?}"));
    solve(&problem).unwrap_or_else(|e| panic!("{e}")).stdout
}

/// The capturer turns: a white rook taking on d5 is a black rook there;
/// unmake gives the white rook back on d1 and the knight on d5.
#[test]
fn the_capturing_man_changes_sides_and_unmake_restores_it() {
    let mut pos = diagram(
        &problem("andernach", "white ke1 rd1 black ka6 sd5", "h#1"),
        Color::White,
    );
    let before = pos.to_fen();
    assert_eq!(board_after(&mut pos, "d1d5"), "8/8/k7/3r4/8/8/8/4K3");
    pos.unmake();
    assert_eq!(pos.to_fen(), before);
}

/// Kings keep their colour, and quiet moves change nothing.
#[test]
fn kings_and_quiet_moves_keep_their_colour() {
    let mut pos = diagram(
        &problem("andernach", "white ke1 rh1 black ka6 pe2", "h#1"),
        Color::White,
    );
    assert_eq!(board_after(&mut pos, "e1e2"), "8/8/k7/8/8/8/4K3/7R");
    let mut pos = diagram(
        &problem("andernach", "white ke1 rh1 black ka6 pe2", "h#1"),
        Color::White,
    );
    assert_eq!(board_after(&mut pos, "h1h5"), "8/8/k7/7R/8/8/4p3/4K3");
}

/// A pawn promoting by a capture turns as the piece it became.
#[test]
fn a_promoting_capture_turns_the_promoted_piece() {
    let mut pos = diagram(
        &problem("andernach", "white ke1 pb7 black kh6 ra8", "h#1"),
        Color::White,
    );
    assert_eq!(board_after(&mut pos, "b7a8q"), "q7/8/7k/8/8/8/8/4K3");
}

/// A capture after which the turned man attacks its own former king is
/// self-check: White Ke1, Rd1; Black knight d2. Rxd2 would leave a black
/// rook beside the white king on the d-file's second rank (attacking e2,
/// not e1) - legal; but Rd1xd2 with the king on d3 leaves the new black
/// rook checking d3: illegal.
#[test]
fn a_turned_man_checking_its_former_king_is_self_check() {
    let mut pos = diagram(
        &problem("andernach", "white ke1 rd1 black ka6 sd2", "h#1"),
        Color::White,
    );
    assert!(legal(&mut pos).contains(&"d1d2".to_string()));
    let mut pos = diagram(
        &problem("andernach", "white kd3 rd1 black ka6 sd2", "h#1"),
        Color::White,
    );
    assert!(!legal(&mut pos).contains(&"d1d2".to_string()));
}

/// AntiAndernach: the quiet mover turns, the capturer and castling do
/// not (castling moves the king).
#[test]
fn antiandernach_turns_quiet_movers_only() {
    let mut pos = diagram(
        &problem("antiandernach", "white ke1 rh1 black ka6 sd5", "h#1"),
        Color::White,
    );
    assert_eq!(board_after(&mut pos, "h1h5"), "8/8/k7/3n3r/8/8/8/4K3");
    let mut pos = diagram(
        &problem("antiandernach", "white ke1 rd1 black ka6 sd5", "h#1"),
        Color::White,
    );
    assert_eq!(board_after(&mut pos, "d1d5"), "8/8/k7/3R4/8/8/8/4K3");
    let mut pos = diagram(
        &problem("antiandernach", "white ke1 rh1 black ka6", "h#1"),
        Color::White,
    );
    assert_eq!(board_after(&mut pos, "e1g1"), "8/8/k7/8/8/8/8/5RK1");
}

/// The notation: `=` and the new colour's initial after the move (`=w`
/// in English), inside the bracket of an AntiCirce rebirth of the same
/// man (Popeye's REGRESSIONS 4_61_to_4_63 #12 has `1.Sa1*c2[wSc2->b1=b]`,
/// checked with the pairs). Black Kh8, Pg7, Ph7, Ra2; White Kd1, Be2:
/// Black's rook takes the bishop and turns white, then mates on e8 (g8
/// covered, g7 and h7 its own pawns, nothing black to take or block).
/// No other black move lets a lone bishop mate.
#[test]
fn the_change_of_sides_is_written_after_the_move() {
    let out = solved(&problem("andernach", "white kd1 be2 black kh8 pg7h7 ra2", "h#1"));
    let lines: Vec<&str> = out.lines().filter(|l| l.contains("1.")).collect();
    assert_eq!(lines, ["  1.Ra2*e2=w Re2-e8 #"], "{out}");
}
