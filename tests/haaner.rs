//! HaanerChess, worked by hand from the rule as Popeye's documentation
//! (py-engl.txt) and `conditions/haan.c` state it: every square a man
//! leaves becomes a hole that no man may enter or pass. Popeye's own
//! output on its HaanerChess examples is checked in tests/conditions.rs.

mod common;

use common::{diagram, legal, play};
use mansuba::piece::Color;

/// White Kb1, Rd1; Black Ka8, Rh2. 1.Rd1-d5 Rh2-h1 (no check: d1 is a
/// hole between the rook and the king): the white rook may not go back
/// to d1, and after 2.Rd5-d4 the black rook reaches e1 but neither d1,
/// c1 nor its own old square h2. Unmake fills the holes again.
#[test]
fn a_square_left_is_a_hole() {
    let src = "begin\ncondition haanerchess\npieces white kb1 rd1 black ka8 rh2\nstipulation h#2\nend\n";
    let mut pos = diagram(src, Color::White);
    let before = pos.to_fen();
    play(&mut pos, "d1d5");
    play(&mut pos, "h2h1");
    let white = legal(&mut pos);
    assert!(!white.iter().any(|m| m == "d5d1"), "{white:?}");
    assert!(white.iter().any(|m| m == "d5d2"), "{white:?}");
    play(&mut pos, "d5d4");
    // h2 is a hole too now; the rook on h1 reaches e1 but not d1 or c1.
    let black = legal(&mut pos);
    assert!(black.iter().any(|m| m == "h1e1"), "{black:?}");
    assert!(
        !black.iter().any(|m| m == "h1d1" || m == "h1c1" || m == "h1h2"),
        "{black:?}"
    );
    pos.unmake();
    pos.unmake();
    pos.unmake();
    assert_eq!(pos.to_fen(), before);
}
