//! GridChess, worked by hand from the rule as Popeye's documentation
//! (py-engl.txt) and `conditions/grid.c` state it: the board is cut into
//! 2x2 cells, a move must leave its cell, and a man observes only across
//! a grid line. Popeye's own output on its GridChess examples, its
//! diagram with the grid drawn included, is checked in
//! tests/conditions.rs.

mod common;

use common::{diagram, legal};
use mansuba::piece::Color;

fn problem(pieces: &str) -> String {
    format!("begin\ncondition gridchess\npieces {pieces}\nstipulation h#1\nend\n")
}

/// The rook on d4 shares its cell with c3, c4 and d3: Rd4-d3 and Rd4-c4
/// stay inside it and are no moves; Rd4-d5, Rd4-e4 and Rd4-d1 cross a line.
#[test]
fn a_move_must_leave_its_cell() {
    let moves = legal(&mut diagram(&problem("white ka1 rd4 black kh8"), Color::White));
    for m in ["d4d5", "d4e4", "d4d1", "d4a4"] {
        assert!(moves.contains(&m.to_string()), "{m}: {moves:?}");
    }
    for m in ["d4d3", "d4c4"] {
        assert!(!moves.contains(&m.to_string()), "{m}: {moves:?}");
    }
}

/// A rook in the king's own cell does not check it: the black rook on e2
/// shares e1's cell; on e3 it is across the line and checks.
#[test]
fn no_check_inside_a_cell() {
    assert!(!diagram(&problem("white ke1 black kh8 re2"), Color::White).in_check());
    assert!(diagram(&problem("white ke1 black kh8 re3"), Color::White).in_check());
}
