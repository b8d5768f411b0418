//! Shatar, Mongolian chess (rule book section 4): 8x8, the bers (rook +
//! ferz), single-step pawns promoting to bers, 1.d4 d5 already played, no
//! castling, no en passant; a bare king ends the game at once.

use super::{MateRule, PawnRules, RuleSet, SpecialRule};
use crate::piece::PieceType;

/// Shatar.
pub fn shatar() -> RuleSet {
    let p = |name, letter, walk| PieceType::new(name, letter, walk).expect("built-in walk");
    RuleSet {
        name: "shatar".into(),
        files: 8,
        ranks: 8,
        extras: Vec::new(),
        holes: Vec::new(),
        roster: vec![
            p("king", 'k', "K").royal(),
            p("bers", 'j', "RF"),
            p("rook", 'r', "R"),
            p("camel", 'b', "B"),
            p("knight", 'n', "N"),
            p("pawn", 'p', "fmWfcF").pawn(),
        ],
        start_fen: "rnbjkbnr/ppp1pppp/8/3p4/3P4/8/PPP1PPPP/RNBJKBNR w - - 0 1".into(),
        pawns: PawnRules {
            initial_rank: 1,
            en_passant: false,
            promotion: vec!["bers".into()],
        },
        castling: Vec::new(),
        castling_partner: String::new(),
        max_royals: Some(1),
        special: vec![SpecialRule::BareKingEndsGame],
        delayed_promotion: None,
        citadels: None,
        king_exchange: None,
        pawn_of_pawns: None,
        mate_rule: Some(MateRule {
            shak: vec!["bers".into(), "rook".into(), "knight".into()],
            void_alone: vec!["knight".into()],
        }),
    }
}
