//! Each walk shape on an empty and a blocked 8x8 board. The expected
//! numbers are counted by hand; the squares are listed in the comments.
//! The test rule set has no royal piece, so every generated move is legal.

mod common;

use std::sync::Arc;

use mansuba::Position;
use mansuba::piece::PieceType;
use mansuba::rules::{PawnRules, RuleSet, Rules};

/// Rule set with the piece `x` (walk under test), a plain blocker `o`
/// (wazir) and, for pawn tests, a pawn `p`.
fn rules_with(walk: &str) -> Arc<Rules> {
    let set = RuleSet {
        name: "walktest".into(),
        files: 8,
        ranks: 8,
        extras: vec![],
        holes: vec![],
        roster: vec![
            PieceType::new("x", 'x', walk).unwrap(),
            PieceType::new("o", 'o', "W").unwrap(),
            PieceType::new("pawn", 'p', "fmWfcFifmnD").unwrap().pawn(),
        ],
        start_fen: "8/8/8/8/8/8/8/8 w - - 0 1".into(),
        pawns: PawnRules {
            initial_rank: 1,
            en_passant: true,
            promotion: vec![],
        },
        castling: vec![],
        castling_partner: String::new(),
        max_royals: None,
        special: vec![],
        delayed_promotion: None,
        citadels: None,
        king_exchange: None,
        pawn_of_pawns: None,
        mate_rule: None,
    };
    Arc::new(Rules::new(set).unwrap())
}

/// Moves of the piece on `from` in the position `fen` (board field only).
#[track_caller]
fn count(walk: &str, board: &str, from: &str) -> usize {
    let rules = rules_with(walk);
    let mut pos = Position::from_fen(rules.clone(), &format!("{board} w - - 0 1")).unwrap();
    let from = rules.geometry().parse_square(from).unwrap();
    pos.legal_moves().iter().filter(|m| m.from == from).count()
}

const D4: &str = "8/8/8/8/3X4/8/8/8";

#[test]
fn leapers_on_an_empty_board() {
    assert_eq!(count("W", D4, "d4"), 4); // d5 d3 c4 e4
    assert_eq!(count("F", D4, "d4"), 4); // c5 e5 c3 e3
    assert_eq!(count("D", D4, "d4"), 4); // d6 d2 b4 f4
    assert_eq!(count("N", D4, "d4"), 8);
    assert_eq!(count("A", D4, "d4"), 4); // b6 f6 b2 f2
    assert_eq!(count("H", D4, "d4"), 4); // d7 d1 a4 g4
    assert_eq!(count("C", D4, "d4"), 8); // g5 g3 a5 a3 e7 c7 e1 c1
    assert_eq!(count("Z", D4, "d4"), 8); // g6 g2 a6 a2 f7 f1 b7 b1
    assert_eq!(count("G", D4, "d4"), 4); // g7 g1 a7 a1
    assert_eq!(count("(1,4)", D4, "d4"), 4); // e8 c8 h5 h3; the rest leave the board
    assert_eq!(count("N", "8/8/8/8/8/8/8/7X", "h1"), 2); // f2 g3: no wrap-around
    assert_eq!(count("K", "8/8/8/8/8/8/8/X7", "a1"), 3);
}

#[test]
fn leapers_blocked() {
    // Own pieces on two of the knight's squares, an enemy on a third.
    assert_eq!(count("N", "8/8/2O5/5o2/3X4/8/8/8", "d4"), 7); // c6 own; f5 enemy taken
    // Lame dabbaba: d5 blocks d6; others free.
    assert_eq!(count("nD", "8/8/8/3O4/3X4/8/8/8", "d4"), 3);
    assert_eq!(count("D", "8/8/8/3O4/3X4/8/8/8", "d4"), 4, "a plain dabbaba jumps");
}

#[test]
fn riders() {
    assert_eq!(count("R", D4, "d4"), 14);
    assert_eq!(count("B", D4, "d4"), 13);
    assert_eq!(count("Q", D4, "d4"), 27);
    // Nightrider: e6 f8, c6 b8, e2, c2, f5 h6, f3 h2, b5, b3.
    assert_eq!(count("NN", D4, "d4"), 12);
    // Wazir rider of at most 3 steps: 3 in each direction.
    assert_eq!(count("W3", D4, "d4"), 12);
    // Rook with its own piece on d6 and an enemy on f4:
    // d5 | d3 d2 d1 | c4 b4 a4 | e4 xf4.
    assert_eq!(count("R", "8/8/3O4/8/3X1o2/8/8/8", "d4"), 9);
}

#[test]
fn picket_rides_at_least_two_squares() {
    // Bishop's 13 squares less the 4 adjacent ones.
    assert_eq!(count("B{2,}", D4, "d4"), 9);
    // An own piece on e5 shuts the north-east line; b6 a7, b2 a1, f2 g1 remain.
    assert_eq!(count("B{2,}", "8/8/8/4O3/3X4/8/8/8", "d4"), 6);
    // An enemy on e5 cannot be taken (one step) and still blocks.
    assert_eq!(count("B{2,}", "8/8/8/4o3/3X4/8/8/8", "d4"), 6);
    // An enemy on f6 is taken at distance 2.
    assert_eq!(count("B{2,}", "8/8/5o2/8/3X4/8/8/8", "d4"), 7);
}

#[test]
fn tamerlane_giraffe_bends() {
    let giraffe = "F-R{3,}";
    // From d4: e5 then h5 or e8; c5 then c8; e3 then h3; the c3 and the
    // remaining lines are shorter than three squares.
    assert_eq!(count(giraffe, D4, "d4"), 4);
    // From a1 via b2: e2 f2 g2 h2 and b5 b6 b7 b8.
    assert_eq!(count(giraffe, "8/8/8/8/8/8/8/X7", "a1"), 8);
    // The corner square must be empty.
    assert_eq!(count(giraffe, "8/8/8/8/8/8/1O6/X7", "a1"), 0);
    // Own piece on b6: b5 only on that leg, plus the four on rank 2.
    assert_eq!(count(giraffe, "8/8/1O6/8/8/8/8/X7", "a1"), 5);
    // Enemy on b5 (third square of the leg b3 b4 b5): taken; nothing beyond.
    assert_eq!(count(giraffe, "8/8/8/1o6/8/8/8/X7", "a1"), 5);
    // Enemy on b4 (second square) blocks the leg before it may stop.
    assert_eq!(count(giraffe, "8/8/8/8/1o6/8/8/X7", "a1"), 4);
}

#[test]
fn grasshopper_needs_a_hurdle() {
    assert_eq!(count("gQ", D4, "d4"), 0);
    // Hurdles on d6 (land d7) and f4 (land g4).
    assert_eq!(count("gQ", "8/8/3O4/8/3X1O2/8/8/8", "d4"), 2);
    // Landing on an own piece is no move; on an enemy it is a capture.
    // d6 hurdle, d7 own: no move; f4 hurdle, g4 enemy: taken.
    assert_eq!(count("gQ", "8/3O4/3O4/8/3X1Oo1/8/8/8", "d4"), 1);
}

#[test]
fn lions_land_anywhere_behind_the_hurdle() {
    // Hurdles d6 (own) and f4 (enemy); d8 own. North: d7 (d8 own stops
    // it). East: g4 h4. No hurdle on the other lines.
    assert_eq!(count("pQ", "3O4/8/3O4/8/3X1o2/8/8/8", "d4"), 3);
    // Contra-grasshopper: the hurdle adjacent (d5), then d6 d7 d8; f4 is
    // not adjacent.
    assert_eq!(count("pK", "8/8/8/3O4/3X1O2/8/8/8", "d4"), 3);
}

#[test]
fn chinese_pieces_capture_over_a_screen() {
    // Pao: rook moves d5 | d3 d2 d1 | c4 b4 a4 | e4 (f4 is no capture
    // without a screen), and over the screen f4 it takes h4 (g4 empty);
    // over d6 nothing is found to take.
    assert_eq!(count("mRcpR", "8/8/3O4/8/3X1o1o/8/8/8", "d4"), 9);
    // Kao: knight moves to the seven empty squares; over e6 it takes f8.
    assert_eq!(count("mNcgN", "5o2/8/4O3/8/3X4/8/8/8", "d4"), 8);
    assert_eq!(count("mNcgN", "8/8/4O3/8/3X4/8/8/8", "d4"), 7);
}

#[test]
fn hoppers_of_other_kinds() {
    // Kangaroo: over d5 and d6 to d7; over e4 and g4 (f4 empty between)
    // onto the enemy on h4.
    assert_eq!(count("ggQ", "8/8/3O4/3O4/3XO1Oo/8/8/8", "d4"), 2);
    // King-hopper: only over an adjacent man (d5, to d6); f4 is too far.
    assert_eq!(count("gK", "8/8/8/3O4/3X1O2/8/8/8", "d4"), 1);
    // Knight-hopper: over e6 to f8.
    assert_eq!(count("gN", "8/8/4O3/8/3X4/8/8/8", "d4"), 1);
    // Grasshopper-2: over d6, d7 empty, to d8; with d7 taken, nothing.
    assert_eq!(count("g2Q", "8/8/3O4/8/3X4/8/8/8", "d4"), 1);
    assert_eq!(count("g2Q", "8/3o4/3O4/8/3X4/8/8/8", "d4"), 0);
}

#[test]
fn mao_and_moa_are_blocked_on_the_square_passed() {
    assert_eq!(count("W-F1", D4, "d4"), 8);
    // Mao: d5 taken shuts c6 and e6.
    assert_eq!(count("W-F1", "8/8/8/3O4/3X4/8/8/8", "d4"), 6);
    // Moa: e5 taken shuts f6's neighbours f5 and e6 (its two knight
    // squares through e5).
    assert_eq!(count("F-W1", "8/8/8/4O3/3X4/8/8/8", "d4"), 6);
}

#[test]
fn locusts_take_the_man_they_hop_over() {
    // Over the enemy on d6 to d7; the own man on f4 is no victim.
    assert_eq!(count("xQ", "8/8/3o4/8/3X1O2/8/8/8", "d4"), 1);
    // With d7 taken too, no landing square.
    assert_eq!(count("xQ", "8/3O4/3o4/8/3X4/8/8/8", "d4"), 0);
    // Sirene: the queen's 27 moves on an empty board, no capture.
    assert_eq!(count("mQxQ", D4, "d4"), 27);
    // Marine knight: an enemy a knight's move away (e6) is hopped to f8,
    // the other seven squares are moves.
    assert_eq!(count("mNxN", "8/8/4o3/8/3X4/8/8/8", "d4"), 8);
}

#[test]
fn berolina_pawn_steps_aslant_and_takes_straight() {
    let berolina = "fcWflmFiflmnAfrmFifrmnA";
    // From e2 (its initial rank): d3 f3, c4 g4.
    assert_eq!(count(berolina, "8/8/8/8/8/8/4X3/8", "e2"), 4);
    // An enemy on e3 is taken, one on f3 stops the step and the double
    // step through it: e3 d3 c4.
    assert_eq!(count(berolina, "8/8/8/8/8/4oo2/4X3/8", "e2"), 3);
    // Off its initial rank: one step each way.
    assert_eq!(count(berolina, "8/8/8/8/8/4X3/8/8", "e3"), 2);
}

#[test]
fn edgehog_joins_the_edge_with_the_middle() {
    // From d4 (off the edge) only to the edge: d8 d1 a4 h4 a1 h8 a7 g1.
    assert_eq!(count("eQ", D4, "d4"), 8);
    // From a1 (on it) only off it: b2..g7 on the long diagonal.
    assert_eq!(count("eQ", "8/8/8/8/8/8/8/X7", "a1"), 6);
    // An enemy on g7 is not taken (d4 and g7 are both off the edge) and
    // shuts h8: 7.
    assert_eq!(count("eQ", "8/6o1/8/8/3X4/8/8/8", "d4"), 7);
}

#[test]
fn pawns() {
    // e2: e3 e4.
    assert_eq!(count("W", "8/8/8/8/8/8/4P3/8", "e2"), 2);
    // Blocked on e3: nothing; enemies on d3 and f3 are taken.
    assert_eq!(count("W", "8/8/8/8/8/4o3/4P3/8", "e2"), 0);
    assert_eq!(count("W", "8/8/8/8/8/3oOo2/4P3/8", "e2"), 2);
    // Blocked on e4: the single step only.
    assert_eq!(count("W", "8/8/8/8/4o3/8/4P3/8", "e2"), 1);
    // Not on the initial rank: one step.
    assert_eq!(count("W", "8/8/8/8/8/4P3/8/8", "e3"), 1);
}

/// Check detection reads the walks backwards; move generation reads them
/// forwards. On scattered boards, a square holding a black piece must be
/// attacked by White exactly when some white pseudo-legal move captures
/// there.
#[test]
fn attacks_agree_with_captures() {
    let mut seed = 0x1234_5678_9abc_def0u64;
    let mut next = move || {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        seed
    };
    for walk in [
        "N", "NN", "gQ", "F-R{3,}", "B{2,}", "nD", "Q", "fcF", "(1,4)", "K", "W3", "mRcB", "pQ", "mRcpR", "ggQ", "ppQ",
        "pK", "gK", "gN", "g2Q", "g3Q", "mNcgN", "W-F1", "F-W1", "mNNcpNN", "KgQ", "eQ", "xQ", "mQxQ", "mNxN", "mKxK",
        "gQK",
    ] {
        let rules = rules_with(walk);
        let g = rules.geometry();
        for _ in 0..200 {
            let mut board = vec!['.'; 64];
            for _ in 0..(next() % 20 + 2) {
                let sq = (next() % 64) as usize;
                board[sq] = ['X', 'x', 'O', 'o'][(next() % 4) as usize];
            }
            let fen: Vec<String> = (0..8)
                .rev()
                .map(|r| common::rank_fen(&board[r * 8..r * 8 + 8]))
                .collect();
            let fen = format!("{} w - - 0 1", fen.join("/"));
            let pos = Position::from_fen(rules.clone(), &fen).unwrap();
            let mut moves = Vec::new();
            pos.pseudo_moves(&mut moves);
            for &sq in g.squares() {
                if pos.piece_at(sq).is_some_and(|p| p.color() == mansuba::Color::Black) {
                    let captured = moves.iter().any(|m| pos.capture_square(*m) == Some(sq));
                    assert_eq!(
                        pos.is_attacked(sq, mansuba::Color::White),
                        captured,
                        "{walk} {fen} {}",
                        g.name(sq)
                    );
                }
            }
        }
    }
}
