//! Tamerlane chess (rule book section 5): 11x10 with two citadels, eleven
//! kinds of pawn each promoting to its own piece, the pawn of pawns' three
//! careers, several royals, the king exchange. Everything here is data; the
//! code that reads it is named in each field's type.

use super::{Citadels, KingExchange, PawnOfPawns, PawnRules, RuleSet, SpecialRule};
use crate::geometry::{Coord, ExtraSquare};
use crate::piece::{Color, PieceType};

/// White's citadel, right of k2.
pub const WHITE_CITADEL: &str = "l2";
/// Black's citadel, left of a9 (`z` stands for the file before `a`).
pub const BLACK_CITADEL: &str = "z9";

/// Tamerlane chess.
pub fn tamerlane() -> RuleSet {
    let p = |name, letter, walk| PieceType::new(name, letter, walk).expect("built-in walk");
    let pawn = |name, letter, becomes: &str| {
        let mut t = PieceType::new(name, letter, "fmWfcF").expect("built-in walk").pawn();
        t.promotes_to = vec![becomes.into()];
        t
    };
    // The pawn of pawns' later stages have no FEN letter (a roster of 27
    // kinds outgrows the alphabet); they are written in piece lists.
    let stage = |name: &str, walk: Option<&str>, becomes: Option<&str>| {
        let mut t = match walk {
            Some(w) => PieceType::new(name, '\0', w).expect("built-in walk").pawn(),
            None => PieceType::inert(name, '\0'),
        };
        t.promotes_to = becomes.into_iter().map(String::from).collect();
        t
    };
    RuleSet {
        name: "tamerlane".into(),
        files: 11,
        ranks: 10,
        extras: vec![
            ExtraSquare {
                name: WHITE_CITADEL.into(),
                coord: Coord::new(11, 1),
            },
            ExtraSquare {
                name: BLACK_CITADEL.into(),
                coord: Coord::new(-1, 8),
            },
        ],
        holes: Vec::new(),
        roster: vec![
            p("king", 'k', "K").royal(),
            p("prince", 'i', "K").royal(),
            p("adventitious king", 'a', "K").royal(),
            p("ferz", 'f', "F"),
            p("vizir", 'v', "W"),
            p("rook", 'r', "R"),
            p("knight", 'n', "N"),
            p("elephant", 'e', "A"),
            p("camel", 'c', "C"),
            p("war engine", 'd', "D"),
            p("picket", 't', "B{2,}"),
            p("giraffe", 'g', "F-R{3,}"),
            pawn("pawn of king", 'y', "prince"),
            pawn("pawn of ferz", 'z', "ferz"),
            pawn("pawn of vizir", 'u', "vizir"),
            pawn("pawn of rook", 'x', "rook"),
            pawn("pawn of knight", 's', "knight"),
            pawn("pawn of elephant", 'l', "elephant"),
            pawn("pawn of camel", 'm', "camel"),
            pawn("pawn of war engine", 'w', "war engine"),
            pawn("pawn of picket", 'o', "picket"),
            pawn("pawn of giraffe", 'j', "giraffe"),
            pawn("pawn of pawns", 'p', "pawn of pawns 1"),
            stage("pawn of pawns 1", None, None),
            stage("pawn of pawns 2", Some("fmWfcF"), Some("pawn of pawns 3")),
            stage("pawn of pawns 3", None, None),
            stage("pawn of pawns 4", Some("fmWfcF"), Some("adventitious king")),
        ],
        start_fen: "e1c1d1d1c1e/rntgvkfgtnr/xsojuyzlmwp/11/11/11/11/PWMLZYUJOSX/RNTGFKVGTNR/E1C1D1D1C1E w - - 0 1"
            .into(),
        pawns: PawnRules {
            initial_rank: 2,
            en_passant: false,
            promotion: Vec::new(),
        },
        castling: Vec::new(),
        castling_partner: String::new(),
        max_royals: None,
        special: vec![SpecialRule::SeveralRoyals],
        mate_rule: None,
        delayed_promotion: None,
        citadels: Some(Citadels {
            squares: vec![
                (WHITE_CITADEL.into(), Color::White),
                (BLACK_CITADEL.into(), Color::Black),
            ],
            royal_order: ["king", "prince", "adventitious king"].map(String::from).to_vec(),
            own_entry: "adventitious king".into(),
        }),
        king_exchange: Some(KingExchange { king: "king".into() }),
        pawn_of_pawns: Some(PawnOfPawns {
            stages: [
                "pawn of pawns",
                "pawn of pawns 1",
                "pawn of pawns 2",
                "pawn of pawns 3",
                "pawn of pawns 4",
            ]
            .map(String::from),
            home_file: 5,
        }),
    }
}
