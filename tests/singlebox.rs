//! SingleBox from the seed's diagrams A-E (`shared/seeds/single-box.fr.txt`),
//! positions rebuilt from the text; expected moves counted by hand below.

use mansuba::input::parse;
use mansuba::problem::validate;
use mansuba::{Color, Position};

/// A position of a problem written in Popeye's language (English).
fn position(pieces: &str, condition: &str, to_move: Color) -> Position {
    let src = format!("begin\npieces {pieces}\ncondition singlebox {condition}\nstip #2\nend\n");
    let parsed = parse(&src);
    assert!(parsed[0].errors.is_empty(), "{:?}", parsed[0].errors);
    let problem = validate(&parsed[0].spec).unwrap();
    let mut pos = problem.position(&problem.setup);
    pos.set_side_to_move(to_move);
    pos
}

/// Moves (UCI, with `q r b n` for promotions) of the piece on `from`.
fn moves_from(pos: &mut Position, from: &str) -> Vec<String> {
    let rules = pos.rules_arc().clone();
    let sq = rules.geometry().parse_square(from).unwrap();
    let mut v: Vec<String> = pos
        .legal_moves()
        .iter()
        .filter(|m| m.from == sq)
        .map(|m| m.uci(&rules))
        .collect();
    v.sort();
    v
}

/// Latent promotions carried by the legal moves: `(move, square, kind letter)`.
fn latent(pos: &mut Position) -> Vec<String> {
    let rules = pos.rules_arc().clone();
    let mut v: Vec<String> = pos
        .legal_moves()
        .iter()
        .filter_map(|m| {
            m.latent.get().map(|(sq, k)| {
                format!(
                    "{}[{}={}]",
                    m.uci(&rules),
                    rules.geometry().name(sq),
                    rules.piece_type(k).letter
                )
            })
        })
        .collect();
    v.sort();
    v
}

#[test]
fn diagram_a_promotes_only_to_what_left_the_box() {
    // White has lost both knights and a rook: promotion to knight or rook only.
    for t in ["type1", "type2"] {
        let mut pos = position("white kh1 qd1 ra1 bc1f1 pg7 black ka8", t, Color::White);
        assert_eq!(moves_from(&mut pos, "g7"), vec!["g7g8n", "g7g8r"], "{t}");
    }
}

#[test]
fn diagram_b_knight_or_bishop() {
    // White has Q, two rooks, one bishop, one knight: knight or bishop.
    for t in ["type1", "type2"] {
        let mut pos = position("white kh1 qd1 ra1b1 bc1 sg1 pg7 black ka8", t, Color::White);
        assert_eq!(moves_from(&mut pos, "g7"), vec!["g7g8b", "g7g8n"], "{t}");
    }
}

const C: &str = "white kh1 qa2 rc2h2 bc4h3 sa4h4 pc7 black ka5 bb3";

#[test]
fn diagram_c_type1_paralysed_pawn() {
    // Every white piece is on the board: the pawn cannot move at all...
    let mut pos = position(C, "type1", Color::White);
    assert!(moves_from(&mut pos, "c7").is_empty());
    // ...and gives no check to a king on b8 or d8.
    for k in ["b8", "d8"] {
        let pos = position(&C.replace("ka5", &format!("k{k}")), "type1", Color::Black);
        assert!(!pos.in_check(), "{k}");
    }
}

#[test]
fn diagram_c_type2_latent_pawn() {
    // The pawn is not paralysed: it checks b8 and d8, and goes to c8 unpromoted.
    for k in ["b8", "d8"] {
        let pos = position(&C.replace("ka5", &format!("k{k}")), "type2", Color::Black);
        assert!(pos.in_check(), "{k}");
    }
    let mut pos = position(C, "type2", Color::White);
    assert_eq!(moves_from(&mut pos, "c7"), vec!["c7c8"]);
}

#[test]
fn diagrams_d_and_e_captures_promote_the_latent_pawn() {
    // After 1.c7-c8 (no promotion) the black bishop's four captures each
    // promote the latent pawn into the kind just captured.
    let after = "white kh1 qa2 rc2h2 bc4h3 sa4h4 pc8 black ka5 bb3";
    let mut pos = position(after, "type2", Color::Black);
    assert_eq!(
        latent(&mut pos),
        vec!["b3a2[c8=q]", "b3a4[c8=n]", "b3c2[c8=r]", "b3c4[c8=b]"]
    );
    // With the black king on c6, the rook or queen on c8 would check it.
    let mut pos = position(&after.replace("ka5", "kc6"), "type2", Color::Black);
    assert_eq!(latent(&mut pos), vec!["b3a4[c8=n]", "b3c4[c8=b]"]);
}

#[test]
fn type3_owner_promotes_with_any_move() {
    // White's latent pawn a8 and a free knight (one knight on the board):
    // every white move promotes it; the king's two moves each carry [a8=n].
    let mut pos = position("white kh1 qd1 ra1b1 bc1f1 sg1 pa8 black kh8 pa7", "type3", Color::White);
    let king: Vec<String> = latent(&mut pos).into_iter().filter(|m| m.starts_with("h1")).collect();
    assert_eq!(king, vec!["h1g2[a8=n]", "h1h2[a8=n]"]);
    assert!(pos.legal_moves().iter().all(|m| !m.latent.is_none()));
}

/// A position of a problem under a rule set other than orthodox.
fn position_in(rules: &str, pieces: &str, condition: &str) -> Position {
    let src = format!("begin\nrules {rules}\npieces {pieces}\ncondition singlebox {condition}\nstip #2\nend\n");
    let parsed = parse(&src);
    assert!(parsed[0].errors.is_empty(), "{:?}", parsed[0].errors);
    let problem = validate(&parsed[0].spec).unwrap();
    problem.position(&problem.setup)
}

#[test]
fn courier_box_holds_one_ferz() {
    // The Courier array has one ferz per side and pawns promote to ferz
    // only: with White's ferz on the board the k7 pawn is paralysed (Type
    // 1: no step to k8), without it the pawn promotes (f = ferz).
    let mut with = position_in("courier", "white kf1 feg3 pk7 black ka8", "type1");
    assert!(moves_from(&mut with, "k7").is_empty());
    let mut without = position_in("courier", "white kf1 pk7 black ka8", "type1");
    assert_eq!(moves_from(&mut without, "k7"), vec!["k7k8f"]);
}

#[test]
fn shatar_box_holds_one_bers() {
    // Shatar's array: one bers per side, the only promotion kind (j).
    let mut with = position_in("shatar", "white ke1 jd1 pb7 black kh8 ph7", "type1");
    assert!(moves_from(&mut with, "b7").is_empty());
    let mut without = position_in("shatar", "white ke1 pb7 black kh8 ph7", "type1");
    assert_eq!(moves_from(&mut without, "b7"), vec!["b7b8j"]);
}

#[test]
fn unlike_bishops_keep_promoted_bishops_off_the_colour_of_a_bishop_on_the_board() {
    // White has lost its light bishop (f1) and keeps the dark one on e3.
    // b8 is dark: without the option b8=B is fine (one bishop on the board,
    // two in the box); with it only the light capture squares a8 and c8
    // take a bishop.
    let pieces = "white kh1 be3 pb7 black kh8 ra8 rc8";
    let mut plain = position(pieces, "type1", Color::White);
    let plain_moves = moves_from(&mut plain, "b7");
    assert!(plain_moves.contains(&"b7b8b".to_string()));
    assert_eq!(plain_moves.len(), 12);
    let mut unlike = position(pieces, "type1 unlikebishops", Color::White);
    let moves = moves_from(&mut unlike, "b7");
    assert!(!moves.contains(&"b7b8b".to_string()));
    assert!(moves.contains(&"b7a8b".to_string()) && moves.contains(&"b7c8b".to_string()));
    assert_eq!(moves.len(), 11);
}

#[test]
fn tamerlane_box_counts_each_pawns_own_piece() {
    // Tamerlane's array has two rooks per side and each pawn becomes its
    // own piece: with both White rooks on the board the pawn of rook c9 is
    // paralysed (Type 1); with one, it steps to c10 and becomes a rook (r).
    let mut both = position_in("tamerlane", "white kf2 ra2 rb2 prc9 black kf9", "type1");
    assert!(moves_from(&mut both, "c9").is_empty());
    let mut one = position_in("tamerlane", "white kf2 ra2 prc9 black kf9", "type1");
    assert_eq!(moves_from(&mut one, "c9"), vec!["c9c10r"]);
}

/// Twins and SingleBox: Popeye's `sbtype1.inp` problem "can't promote to
/// bishop" (suite case 0003: White Ka1 Bb6 Bb8 Pa7, Black Kh1, SingleBox
/// Type1, #1; Popeye's only key is 1.a7-a8=Q #) as the condition twin of
/// the orthodox diagram. In a), without the condition, 1.a7-a8=B # mates
/// too: the new bishop checks along a8-h1 and covers g2, Bb6 covers g1,
/// Bb8 covers h2. In b) the box has no bishop left for White. A twin of
/// a SingleBox problem that moves a man keeps the condition; a twin whose
/// men the box cannot hold is an error at the twin.
#[test]
fn twins_change_and_keep_the_condition() {
    use mansuba::solve::{solution_lines, solve};
    let run = |src: &str| {
        let parsed = parse(src);
        assert!(parsed[0].errors.is_empty(), "{:?}", parsed[0].errors);
        let problem = validate(&parsed[0].spec).unwrap();
        solve(&problem).unwrap().stdout
    };
    let men = "pieces white ka1 bb6b8 pa7 black kh1\nstip #1\n";
    let out = run(&format!("begin\n{men}twin condition singlebox type1\nend\n"));
    let (a, b) = out.split_once("b) ").expect("two twins");
    let mut keys_a = solution_lines(a);
    keys_a.sort();
    assert_eq!(keys_a, ["   1.a7-a8=B # !", "   1.a7-a8=Q # !"]);
    assert!(b.starts_with("SingleBox"), "{b}");
    assert_eq!(solution_lines(b), ["   1.a7-a8=Q # !"]);

    let out = run(&format!(
        "begin\ncondition singlebox type1\n{men}twin move a1 a2\nend\n"
    ));
    let (_, b) = out.split_once("b) ").expect("two twins");
    assert_eq!(solution_lines(b), ["   1.a7-a8=Q # !"]);

    let parsed = parse("begin\npieces white ka1 qc3c4 black kh8\nstip #1\ntwin condition singlebox type1\nend\n");
    let errors = validate(&parsed[0].spec).unwrap_err();
    assert!(
        errors
            .iter()
            .any(|e| e.message.contains("White has 2 of Q, the box holds 1")),
        "{errors:?}"
    );
}
