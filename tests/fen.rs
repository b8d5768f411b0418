//! Bad FEN gives an error that names the field, never a panic.

use std::sync::Arc;

use mansuba::rules::{Rules, orthodox};
use mansuba::{FenError, Position};

#[track_caller]
fn error(fen: &str) -> FenError {
    let rules = Arc::new(Rules::new(orthodox()).unwrap());
    Position::from_fen(rules, fen).expect_err(fen)
}

/// `(fen, words the message must contain)`.
const BAD: &[(&str, &str)] = &[
    ("", "0 fields"),
    ("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR", "1 fields"),
    (
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 extra",
        "7 fields",
    ),
    ("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP w KQkq -", "board field: 7 ranks"),
    (
        "rnbqkbnr/pppppppp/8/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq -",
        "board field: 9 ranks",
    ),
    (
        "rnbqkbnr/pppppppp/9/8/8/8/PPPPPPPP/RNBQKBNR w KQkq -",
        "rank 6 has 9 squares",
    ),
    (
        "rnbqkbnrp/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq -",
        "rank 8 has 9 squares",
    ),
    (
        "rnbqkbn/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq -",
        "rank 8 has 7 squares",
    ),
    ("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNX w KQkq -", "`X` on rank 1"),
    ("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN? w KQkq -", "`?` on rank 1"),
    ("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN* w KQkq -", "holes"),
    (
        "rnbqkbnr/pppppppp/99999999999999999999/8/8/8/PPPPPPPP/RNBQKBNR w KQkq -",
        "rank 6",
    ),
    // Found by the fen fuzz target: a huge run of empty squares, then a piece.
    (
        "99999999999999999999999999K/8/8/8/8/8/8/8 w - -",
        "rank 8 describes far more squares",
    ),
    ("4k3/8/8/8/8/8/8/3KK3 w - -", "White has 2 royal pieces"),
    ("4k3/8/8/8/8/8/8/4K2q b - -", "the side to play can capture the king"),
    ("4k2Q/8/8/8/8/8/8/4K3 w - -", "the side to play can capture the king"),
    ("P3k3/8/8/8/8/8/8/4K3 w - -", "pawn on a8"),
    (
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq -",
        "side-to-move field",
    ),
    (
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkqK -",
        "castling field: `K` is given twice",
    ),
    (
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KX -",
        "castling field: `X`",
    ),
    (
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN1 w K -",
        "castling field: `K` needs the king and the rook",
    ),
    (
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w C -",
        "castling field: `C` names no castling",
    ),
    (
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w + -",
        "castling field: `+`",
    ),
    (
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e9",
        "en passant field: `e9` is not a square",
    ),
    (
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e6",
        "en passant field: `e6` is not behind",
    ),
    (
        "rnbqkbnr/pppp1ppp/8/4p3/8/8/PPPPPPPP/RNBQKBNR w KQkq e3",
        "en passant field: `e3`",
    ),
    (
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - x 1",
        "halfmove field",
    ),
    (
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 -1",
        "fullmove field",
    ),
];

#[test]
fn every_bad_fen_names_its_field() {
    for (fen, words) in BAD {
        let message = error(fen).to_string();
        assert!(message.contains(words), "{fen:?}: `{message}` lacks `{words}`");
    }
}

#[test]
fn good_fens_with_x_fen_letters() {
    let rules = Arc::new(Rules::new(orthodox()).unwrap());
    // X-FEN: H and a name the same rooks as K and q.
    let a = Position::from_fen(rules.clone(), "r3k2r/8/8/8/8/8/8/R3K2R w Ha - 0 1").unwrap();
    let b = Position::from_fen(rules.clone(), "r3k2r/8/8/8/8/8/8/R3K2R w Kq - 0 1").unwrap();
    assert_eq!(a.hash(), b.hash());
    assert_eq!(a.to_fen(), "r3k2r/8/8/8/8/8/8/R3K2R w Kq - 0 1");
    // Four fields are enough; en passant after 1.e4.
    let p = Position::from_fen(rules, "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3").unwrap();
    assert_eq!(
        p.ep_square().map(|s| p.rules().geometry().name(s).to_string()),
        Some("e3".into())
    );
}

#[test]
fn junk_never_panics() {
    let rules = Arc::new(Rules::new(orthodox()).unwrap());
    let mut seed = 42u64;
    let alphabet: Vec<char> = "rnbqkpRNBQKP12345678/ -wbKQkqe3609\u{e9}\0".chars().collect();
    for _ in 0..20_000 {
        let len = (seed % 60) as usize;
        let s: String = (0..len)
            .map(|_| {
                seed = seed.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
                alphabet[(seed >> 33) as usize % alphabet.len()]
            })
            .collect();
        let _ = Position::from_fen(rules.clone(), &s);
    }
}
