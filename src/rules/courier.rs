//! Courier chess, medieval rules (rule book section 3): 12x8, the game
//! array after the obligatory opening leaps (Fairy-Stockfish's start
//! position), single-step pawns promoting to ferz, no castling, no en
//! passant, no bare-king rule.

use super::{PawnRules, RuleSet};
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
        mate_rule: None,
    }
}
