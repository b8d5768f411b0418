//! KoeKo, worked by hand from the rule as Popeye's documentation
//! (py-engl.txt) and `conditions/koeko/koeko.c` state it: a move is legal
//! only if the man that moved ends a king's step from another man (both
//! the king and the rook of a castling), and a man checks only where,
//! having taken the king, it would touch another man. Popeye's own output
//! on its KoeKo examples is checked in tests/conditions.rs.

mod common;

use common::{diagram, legal};
use mansuba::piece::Color;

fn problem(pieces: &str) -> String {
    format!("begin\ncondition koeko\npieces {pieces}\nstipulation h#1\nend\n")
}

/// White Kc1, Ra1, Black Pa5: Ra1-b1 touches the king, Ra1-a4 the pawn;
/// Ra1-a2 and a3 touch nothing (the rook's own square is empty once it
/// has left). The king's steps must touch a man too: Kc1-b1 and Kc1-b2
/// touch the rook, Kc1-d1 and Kc1-d2 nothing. Popeye lists these four
/// moves alone.
#[test]
fn a_move_must_end_in_contact() {
    let moves = legal(&mut diagram(&problem("white kc1 ra1 black kh8 pa5"), Color::White));
    for m in ["a1b1", "a1a4", "c1b2", "c1b1"] {
        assert!(moves.contains(&m.to_string()), "{m}: {moves:?}");
    }
    for m in ["a1a3", "a1a2", "c1d1", "c1d2", "a1a8"] {
        assert!(!moves.contains(&m.to_string()), "{m}: {moves:?}");
    }
}

/// A check is a capture that would end in contact: the black rook on e8
/// takes the lone white king on e1 only to stand alone there, so White is
/// not in check; with a white pawn on f2 the capture touches it, and White
/// is in check.
#[test]
fn a_check_is_a_capture_that_would_touch_a_man() {
    let alone = diagram(&problem("white ke1 pa4 black kh8 re8"), Color::White);
    assert!(!alone.in_check());
    let touching = diagram(&problem("white ke1 pf2 black kh8 re8"), Color::White);
    assert!(touching.in_check());
}

/// Castling moves two men and both must touch a man; they end side by
/// side, so 0-0 is legal with nothing else near.
#[test]
fn castling_touches_by_itself() {
    let moves = legal(&mut diagram(&problem("white ke1 rh1 black ka8"), Color::White));
    assert!(moves.contains(&"e1g1".to_string()), "{moves:?}");
}
