//! Courier chess (rule book section 3), 12x8. Medieval rules: the game
//! array after the obligatory opening leaps (Fairy-Stockfish's start
//! position), single-step pawns promoting to ferz, no castling, no en
//! passant, no bare-king rule. Modern rules (Albers 1821): modern powers,
//! castling, and a promotion that waits two moves on the last rank.

use super::{CastlingRule, DelayedPromotion, PawnRules, RuleSet};
use crate::piece::PieceType;

/// Medieval Courier chess.
pub fn courier() -> RuleSet {
    let p = |name, letter, walk| PieceType::new(name, letter, walk).expect("built-in walk");
    RuleSet {
        name: "courier".into(),
        files: 12,
        ranks: 8,
        extras: Vec::new(),
        holes: Vec::new(),
        roster: vec![
            p("king", 'k', "K").royal(),
            p("mann", 'm', "K"),
            p("ferz", 'f', "F"),
            p("schleich", 'w', "W"),
            p("courier", 'b', "B"),
            p("alfil", 'e', "A"),
            p("knight", 'n', "N"),
            p("rook", 'r', "R"),
            p("pawn", 'p', "fmWfcF").pawn(),
        ],
        start_fen: "rnebmk1wbenr/1ppppp1pppp1/6f5/p5p4p/P5P4P/6F5/1PPPPP1PPPP1/RNEBMK1WBENR w - - 0 1".into(),
        pawns: PawnRules {
            initial_rank: 1,
            en_passant: false,
            promotion: vec!["ferz".into()],
        },
        castling: Vec::new(),
        castling_partner: String::new(),
        max_royals: Some(1),
        special: Vec::new(),
        delayed_promotion: None,
        citadels: None,
        king_exchange: None,
        pawn_of_pawns: None,
        mate_rule: None,
    }
}

/// Courier chess under Albers' modern rules (1821): the ferz moves as a
/// queen, the alfil as ferz + alfil, the schleich as a king (not royal), the
/// mann as bishop + knight; modern pawns (double step, en passant) whose
/// promotion waits two moves; castling puts the king on the alfil's file
/// and the rook beyond it on the courier's file. The array is the seed's,
/// before any leap.
pub fn courier_modern() -> RuleSet {
    let p = |name, letter, walk| PieceType::new(name, letter, walk).expect("built-in walk");
    RuleSet {
        name: "couriermodern".into(),
        files: 12,
        ranks: 8,
        extras: Vec::new(),
        holes: Vec::new(),
        roster: vec![
            p("king", 'k', "K").royal(),
            p("mann", 'm', "BN"),
            p("ferz", 'f', "Q"),
            p("schleich", 'w', "K"),
            p("courier", 'b', "B"),
            p("alfil", 'e', "FA"),
            p("knight", 'n', "N"),
            p("rook", 'r', "R"),
            p("pawn", 'p', "fmWfcFifmnD").pawn(),
            PieceType::inert("pawn2", 'x'),
            PieceType::inert("pawn1", 'y'),
        ],
        start_fen: "rnebmkfwbenr/pppppppppppp/12/12/12/12/PPPPPPPPPPPP/RNEBMKFWBENR w KQkq - 0 1".into(),
        pawns: PawnRules {
            initial_rank: 1,
            en_passant: true,
            promotion: vec!["pawn2".into()],
        },
        castling: vec![
            CastlingRule {
                king_from: 5,
                king_to: 9,
                rook_from: 11,
                rook_to: 8,
            },
            CastlingRule {
                king_from: 5,
                king_to: 2,
                rook_from: 0,
                rook_to: 3,
            },
        ],
        castling_partner: "rook".into(),
        max_royals: Some(1),
        special: Vec::new(),
        delayed_promotion: Some(DelayedPromotion {
            arrived: "pawn2".into(),
            waiting: "pawn1".into(),
            kinds: ["ferz", "rook", "courier", "knight", "alfil", "schleich", "mann"]
                .map(String::from)
                .to_vec(),
        }),
        mate_rule: None,
        citadels: None,
        king_exchange: None,
        pawn_of_pawns: None,
    }
}
