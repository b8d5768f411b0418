//! Orthodox chess (rule book section 1).

use super::{CastlingRule, PawnRules, RuleSet};
use crate::piece::PieceType;

/// Orthodox chess: 8x8, K Q R B N P, castling, en passant, double step,
/// promotion to Q R B N.
pub fn orthodox() -> RuleSet {
    let p = |name, letter, walk| PieceType::new(name, letter, walk).expect("built-in walk");
    RuleSet {
        name: "orthodox".into(),
        files: 8,
        ranks: 8,
        extras: Vec::new(),
        holes: Vec::new(),
        roster: vec![
            p("king", 'k', "K").royal(),
            p("queen", 'q', "Q"),
            p("rook", 'r', "R"),
            p("bishop", 'b', "B"),
            p("knight", 'n', "N"),
            p("pawn", 'p', "fmWfcFifmnD").pawn(),
        ],
        start_fen: "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1".into(),
        pawns: PawnRules {
            initial_rank: 1,
            en_passant: true,
            promotion: ["queen", "rook", "bishop", "knight"].map(String::from).to_vec(),
        },
        castling: vec![
            CastlingRule {
                king_from: 4,
                king_to: 6,
                rook_from: 7,
                rook_to: 5,
            },
            CastlingRule {
                king_from: 4,
                king_to: 2,
                rook_from: 0,
                rook_to: 3,
            },
        ],
        castling_partner: "rook".into(),
        max_royals: Some(1),
        special: Vec::new(),
        delayed_promotion: None,
        citadels: None,
        king_exchange: None,
        pawn_of_pawns: None,
        mate_rule: None,
    }
}
