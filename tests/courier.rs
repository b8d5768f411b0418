//! Courier chess, medieval and modern (RULES.md section 3): every piece's
//! moves counted by hand on an empty 12x8 board (the counts are worked out
//! in the comments), castling, en passant and the promotion that waits two
//! moves in the modern game.

use std::sync::Arc;

use mansuba::rules::{self, Rules};
use mansuba::{Position, perft::perft};

fn pos(set: &str, fen: &str) -> Position {
    let rules = Arc::new(Rules::new(rules::by_name(set).unwrap()).unwrap());
    Position::from_fen(rules, fen).unwrap_or_else(|e| panic!("{fen}: {e}"))
}

/// The legal moves (UCI) of the piece on `from`.
fn moves_from(p: &mut Position, from: &str) -> Vec<String> {
    let rules = p.rules_arc().clone();
    let sq = rules.geometry().parse_square(from).unwrap();
    let mut v: Vec<String> = p
        .legal_moves()
        .iter()
        .filter(|m| m.from == sq)
        .map(|m| m.uci(&rules))
        .collect();
    v.sort();
    v
}

/// A white piece (FEN letter) alone on e4, kings on a1 and l8.
fn alone_on_e4(set: &str, letter: char) -> usize {
    let fen = format!("11k/12/12/12/4{letter}7/12/12/K11 w - - 0 1");
    moves_from(&mut pos(set, &fen), "e4").len()
}

// From e4 on the empty 12x8 board:
// * one step: 8 king-wise, 4 diagonal, 4 orthogonal;
// * bishop lines: f5 g6 h7 i8, d5 c6 b7 a8, f3 g2 h1, d3 c2 b1 = 14;
// * rook lines: a4-d4 (4), f4-l4 (7), e1-e3 (3), e5-e8 (4) = 18;
// * alfil jumps c2 g2 c6 g6 = 4; knight c3 c5 d2 d6 f2 f6 g3 g5 = 8.
#[test]
fn medieval_pieces() {
    let c = "courier";
    assert_eq!(alone_on_e4(c, 'M'), 8, "mann: king's step");
    assert_eq!(alone_on_e4(c, 'F'), 4, "ferz: one diagonal step");
    assert_eq!(alone_on_e4(c, 'W'), 4, "schleich: one orthogonal step");
    assert_eq!(alone_on_e4(c, 'B'), 14, "courier: bishop's lines");
    assert_eq!(alone_on_e4(c, 'E'), 4, "alfil: (2,2) jumps");
    assert_eq!(alone_on_e4(c, 'N'), 8, "knight");
    assert_eq!(alone_on_e4(c, 'R'), 18, "rook");
}

#[test]
fn modern_pieces() {
    let m = "couriermodern";
    assert_eq!(alone_on_e4(m, 'M'), 14 + 8, "mann: bishop + knight");
    assert_eq!(alone_on_e4(m, 'F'), 14 + 18, "ferz: queen");
    assert_eq!(alone_on_e4(m, 'W'), 8, "schleich: king's step");
    assert_eq!(alone_on_e4(m, 'B'), 14, "courier: bishop");
    assert_eq!(alone_on_e4(m, 'E'), 4 + 4, "alfil: ferz + alfil");
    assert_eq!(alone_on_e4(m, 'N'), 8, "knight");
    assert_eq!(alone_on_e4(m, 'R'), 18, "rook");
    assert_eq!(alone_on_e4(m, 'X'), 0, "a waiting pawn does not move");
}

#[test]
fn medieval_pawns_step_once_and_promote_to_ferz() {
    // e2: only e3 (no double step); e4 with enemies on d5 and f5: e5 and
    // both captures; e7: only e8, becoming a ferz.
    let c = "courier";
    assert_eq!(
        moves_from(&mut pos(c, "11k/12/12/12/12/12/4P7/K11 w - - 0 1"), "e2"),
        ["e2e3"]
    );
    let mut p = pos(c, "11k/12/12/3p1p6/4P7/12/12/K11 w - - 0 1");
    assert_eq!(moves_from(&mut p, "e4"), ["e4d5", "e4e5", "e4f5"]);
    assert_eq!(
        moves_from(&mut pos(c, "11k/4P7/12/12/12/12/12/K11 w - - 0 1"), "e7"),
        ["e7e8f"]
    );
}

#[test]
fn modern_start_position_has_34_moves() {
    // 12 pawns x (single + double step) = 24; knights b1 (a3 c3) and k1
    // (j3 l3) = 4; alfils c1 (a3 e3) and j1 (h3 l3) jump = 4; mann e1
    // jumps to d3 f3 = 2; everything else is blocked: 34.
    let mut p = pos("couriermodern", &rules::courier_modern().start_fen);
    assert_eq!(perft(&mut p, 1), 34);
}

#[test]
fn modern_castling_puts_the_king_on_the_alfils_file() {
    // King f1, rooks a1 and l1, nothing between: the king steps to e1 e2
    // f2 g2 g1 (5) or castles to j1 (rook l1 to i1) or c1 (rook a1 to d1).
    let mut p = pos("couriermodern", "r4k5r/12/12/12/12/12/12/R4K5R w KQkq - 0 1");
    let king = moves_from(&mut p, "f1");
    assert_eq!(king.len(), 7, "{king:?}");
    assert!(king.contains(&"f1j1".to_string()) && king.contains(&"f1c1".to_string()));
    let rules = p.rules_arc().clone();
    let g = rules.geometry();
    let castle = p.legal_moves().into_iter().find(|m| m.uci(&rules) == "f1c1").unwrap();
    p.make(castle);
    let at = |s: &str| {
        p.piece_at(g.parse_square(s).unwrap())
            .map(|x| rules.piece_type(x.kind()).letter)
    };
    assert_eq!((at("c1"), at("d1"), at("a1")), (Some('k'), Some('r'), None));
}

#[test]
fn modern_pawns_double_step_and_take_en_passant() {
    // White e5, Black d7: after d7-d5 the e5 pawn may take on d6.
    let mut p = pos("couriermodern", "11k/3p8/12/4P7/12/12/12/K11 b - - 0 1");
    assert_eq!(moves_from(&mut p, "d7"), ["d7d5", "d7d6"]);
    let rules = p.rules_arc().clone();
    let dbl = p.legal_moves().into_iter().find(|m| m.uci(&rules) == "d7d5").unwrap();
    p.make(dbl);
    assert_eq!(moves_from(&mut p, "e5"), ["e5d6", "e5e6"]);
}

#[test]
fn modern_promotion_waits_two_moves() {
    // White b7 reaches b8 and stands there; White's next move ages it,
    // the one after promotes it as part of the move into one of seven
    // kinds (ferz, rook, courier, knight, alfil, schleich, mann). The king
    // on k6 has six moves (j7 j6 j5 k5 l5 l6; k7 and l7 touch l8's king);
    // from k5 it has eight, each then in seven versions.
    let mut p = pos("couriermodern", "11k/1P10/p9K1/12/12/12/12/12 w - - 0 1");
    let rules = p.rules_arc().clone();
    let play = |p: &mut Position, uci: &str| {
        let mv = p.legal_moves().into_iter().find(|m| m.uci(&rules) == uci).unwrap();
        p.make(mv);
    };
    play(&mut p, "b7b8x");
    assert!(moves_from(&mut p, "b8").is_empty(), "not Black's piece");
    play(&mut p, "a6a5");
    assert_eq!(
        p.legal_moves().len(),
        6,
        "the waiting pawn neither moves nor promotes yet"
    );
    play(&mut p, "k6k5");
    play(&mut p, "a5a4");
    let moves = p.legal_moves();
    assert_eq!(moves.len(), 8 * 7);
    assert!(moves.iter().all(|m| m.latent.get().is_some()));
    // Unmake restores the waiting states exactly.
    p.unmake();
    p.unmake();
    assert_eq!(p.legal_moves().len(), 6);
    p.validity_check().unwrap();
}
