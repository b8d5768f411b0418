//! Circe and its rebirth-square variants, worked by hand from the rule as
//! Popeye's documentation (py-engl.txt, "Circe") and its rebirth code
//! state it: the captured man is reborn on its game-array square (a pawn
//! on the capture file's second rank, a piece on the square of its kind
//! of the capture square's colour, the queen on d1/d8, a fairy man on the
//! capture file's promotion square) if that square is empty, else it
//! vanishes. Popeye's own output on its Circe examples is checked in
//! tests/conditions.rs (the pairs of `data/conditions/`).

mod common;

use common::{diagram, legal, play, solved};
use mansuba::input::parse;
use mansuba::piece::Color;
use mansuba::position::Position;
use mansuba::problem::validate;
use mansuba::solve::solve;

/// Plays the moves (each must be legal) and gives the board part of the
/// FEN and its castling field.
fn after(pos: &mut Position, moves: &[&str]) -> (String, String) {
    for uci in moves {
        play(pos, uci);
    }
    let fen = pos.to_fen();
    let fields: Vec<&str> = fen.split(' ').collect();
    (fields[0].to_string(), fields[2].to_string())
}

fn problem(condition: &str, pieces: &str) -> String {
    format!("begin\ncondition {condition}\npieces {pieces}\nstipulation h#1\nend\n")
}

/// The game-array squares: a black knight taken on d5 (light) is reborn
/// on g8 (light); a black rook taken on g7 (dark) on h8 (dark); a queen
/// on d8 whatever the square; a pawn on its file's seventh rank.
#[test]
fn the_captured_man_is_reborn_on_its_game_array_square() {
    let mut pos = diagram(&problem("circe", "white ke1 rd1 black ka6 sd5"), Color::White);
    assert_eq!(after(&mut pos, &["d1d5"]).0, "6n1/8/k7/3R4/8/8/8/4K3");

    let mut pos = diagram(&problem("circe", "white ke1 bb2 black ka8 rg7"), Color::White);
    assert_eq!(after(&mut pos, &["b2g7"]).0, "k6r/6B1/8/8/8/8/8/4K3");

    let mut pos = diagram(&problem("circe", "white ke1 rh4 black ka6 qa4"), Color::White);
    assert_eq!(after(&mut pos, &["h4a4"]).0, "3q4/8/k7/8/R7/8/8/4K3");

    // A white pawn taken on e6 is reborn on e2.
    let mut pos = diagram(&problem("circe", "white ke1 pe6 black ka6 bc8"), Color::Black);
    assert_eq!(after(&mut pos, &["c8e6"]).0, "8/8/k3b3/8/8/8/4P3/4K3");
}

/// The rebirth square taken: the captured man vanishes (a black rook
/// taken on g7 would go to h8, where its king stands).
#[test]
fn a_man_whose_square_is_taken_vanishes() {
    let mut pos = diagram(&problem("circe", "white ke1 bb2 black kh8 rg7"), Color::White);
    assert_eq!(after(&mut pos, &["b2g7"]).0, "7k/6B1/8/8/8/8/8/4K3");
}

/// A pawn reborn on its second rank may double-step again; a pawn taken
/// en passant is reborn like any other (d7, its rank for Black).
#[test]
fn a_reborn_pawn_may_double_step_and_en_passant_reborns_too() {
    let mut pos = diagram(&problem("circe", "white ke1 qd1 black kh8 pd3"), Color::White);
    assert_eq!(after(&mut pos, &["d1d3"]).0, "7k/3p4/8/8/8/3Q4/8/4K3");
    assert!(legal(&mut pos).contains(&"d7d5".to_string()));

    let mut pos = diagram(&problem("circe", "white ke1 pe5 black ka6 pd7"), Color::Black);
    assert_eq!(after(&mut pos, &["d7d5", "e5d6"]).0, "8/3p4/k2P4/8/8/8/8/4K3");
}

/// The rebirth happens before the capturer's king is looked at: a reborn
/// man may shield it (White Kh8 in check from the rook on a8: Rc1xc5 takes
/// a knight on a dark square, reborn on b8 between them, so it answers
/// the check), or attack it (a queen taken on h4 is reborn on d8 and
/// checks the king on d2, so Rh5xh4 is illegal). Orthodoxly it is the
/// other way round.
#[test]
fn the_rebirth_counts_for_the_capturers_king() {
    let shield = problem("circe", "white kh8 rc1 black ka3 ra8 sc5");
    assert!(legal(&mut diagram(&shield, Color::White)).contains(&"c1c5".to_string()));
    let plain = shield.replace("condition circe\n", "");
    assert!(!legal(&mut diagram(&plain, Color::White)).contains(&"c1c5".to_string()));

    let exposed = problem("circe", "white kd2 rh5 black ka6 qh4");
    assert!(!legal(&mut diagram(&exposed, Color::White)).contains(&"h5h4".to_string()));
    let plain = exposed.replace("condition circe\n", "");
    assert!(legal(&mut diagram(&plain, Color::White)).contains(&"h5h4".to_string()));
}

/// A rook reborn on its corner may castle again if its king has stood on
/// its square since the diagram (as in Popeye, which gives the reborn
/// rook its castling right back): a white rook taken on d5 (light) is
/// reborn on h1, and White may castle short; not after the king went
/// f1 and back.
#[test]
fn a_reborn_rook_castles_if_its_king_never_moved() {
    let src = problem("circe", "white ke1 rd5 black ke8 rd8");
    let mut pos = diagram(&src, Color::Black);
    let (board, castling) = after(&mut pos, &["d8d5"]);
    assert_eq!(board, "4k3/8/8/3r4/8/8/8/4K2R");
    assert_eq!(castling, "K");
    assert!(legal(&mut pos).contains(&"e1g1".to_string()));

    let mut pos = diagram(&src, Color::White);
    let (board, castling) = after(&mut pos, &["e1f1", "e8e7", "f1e1", "d8d5"]);
    assert_eq!(board, "8/4k3/8/3r4/8/8/8/4K2R");
    assert_eq!(castling, "-");
}

/// The variants differ only in the square: MirrorCirce the other side's
/// (a white knight taken on e4, light, goes to g8), FileCirce the capture
/// file's first rank (a rook taken on d5 to d1), HorizontalSymmetryCirce
/// the square mirrored top to bottom (e4 to e5).
#[test]
fn the_variants_choose_other_squares() {
    let mut pos = diagram(&problem("mirrorcirce", "white ke1 se4 black ka6 qe8"), Color::Black);
    assert_eq!(after(&mut pos, &["e8e4"]).0, "6N1/8/k7/8/4q3/8/8/4K3");

    let mut pos = diagram(&problem("filecirce", "white ke1 rd5 black ka6 qd8"), Color::Black);
    assert_eq!(after(&mut pos, &["d8d5"]).0, "8/8/k7/3q4/8/8/8/3RK3");

    let mut pos = diagram(
        &problem("horizontalsymmetrycirce", "white ke1 se4 black ka6 qe8"),
        Color::Black,
    );
    assert_eq!(after(&mut pos, &["e8e4"]).0, "8/8/k7/4N3/4q3/8/8/4K3");
}

/// The solution writes a rebirth after the move as Popeye does, `[+bSb8]`
/// (the reborn man's colour, its letter, its square): Black Kh8 boxed by
/// its pawns g7 and h7; White Rd1xd8 takes the knight on d8 (dark), which
/// is reborn on b8, behind the rook, and the rook mates along the rank.
#[test]
fn rebirths_are_written_after_the_move() {
    let src = "begin\ncondition circe\npieces white ke1 rd1 black kh8 sd8 pg7 ph7\nstipulation #1\nend\n";
    let out = solve(&validate(&parse(src)[0].spec).unwrap()).unwrap().stdout;
    assert!(out.contains("1.Rd1*d8[+bSb8] # !"), "{out}");
}

/// AntiCirce: the capturer is reborn on its own rebirth square. A white
/// rook taking on d5 (light) goes to h1; a king taking goes to e1 (kings
/// are included by default).
#[test]
fn anticirce_reborns_the_capturer() {
    let mut pos = diagram(&problem("anticirce", "white ke2 rd1 black ka6 sd5"), Color::White);
    assert_eq!(after(&mut pos, &["d1d5"]).0, "8/8/k7/8/8/8/4K3/7R");

    let mut pos = diagram(&problem("anticirce", "white kd2 black ka6 pd3"), Color::White);
    assert_eq!(after(&mut pos, &["d2d3"]).0, "8/8/k7/8/8/8/8/4K3");

    // RexExclusive: the king takes as in orthodox chess.
    let mut pos = diagram(
        &problem("anticirce rexexclusive", "white kd2 black ka6 pd3"),
        Color::White,
    );
    assert_eq!(after(&mut pos, &["d2d3"]).0, "8/8/k7/8/8/3K4/8/8");
}

/// Strict, Popeye's default: a capture whose rebirth square is taken is
/// illegal (h1 held by a knight); the square the capturer leaves counts
/// as free (the rook on h1 taking on h5, light, goes back to h1). Calvet,
/// the default, lets a man capture on its own rebirth square and stay;
/// Cheylan forbids it.
#[test]
fn anticirce_captures_need_a_free_rebirth_square() {
    let blocked = problem("anticirce", "white ke2 rd1 sh1 black ka6 sd5");
    assert!(!legal(&mut diagram(&blocked, Color::White)).contains(&"d1d5".to_string()));
    let own = problem("anticirce", "white ke2 rh1 black ka6 sh5");
    let mut pos = diagram(&own, Color::White);
    assert_eq!(after(&mut pos, &["h1h5"]).0, "8/8/k7/8/8/8/4K3/7R");

    let calvet = problem("anticirce", "white ke2 rh4 black ka6 sh1");
    let mut pos = diagram(&calvet, Color::White);
    assert_eq!(after(&mut pos, &["h4h1"]).0, "8/8/k7/8/8/8/4K3/7R");
    let cheylan = problem("anticirce cheylan", "white ke2 rh4 black ka6 sh1");
    assert!(!legal(&mut diagram(&cheylan, Color::White)).contains(&"h4h1".to_string()));
}

/// A check is a capture of the king that would be legal: the black rook
/// on d8 would take the king on d4 (dark) and go to h8, so it checks only
/// while h8 is free.
#[test]
fn anticirce_checks_only_where_the_capture_is_legal() {
    let free = problem("anticirce", "white kd4 black ka6 rd8");
    assert!(diagram(&free, Color::White).in_check());
    let held = problem("anticirce", "white kd4 black ka6 rd8 sh8");
    assert!(!diagram(&held, Color::White).in_check());
}

/// Popeye writes the capturer's rebirth `[wRd5->h1]`, and one on the
/// capture square too (`[wRh1->h1]`).
#[test]
fn anticirce_rebirths_are_written_as_popeye_does() {
    let src = "begin\ncondition anticirce\npieces white ke2 rd1 black kh8 sd5 pg7 ph7\nstipulation ~1\nend\n";
    let out = solve(&validate(&parse(src)[0].spec).unwrap()).unwrap().stdout;
    assert!(out.contains("1.Rd1*d5[wRd5->h1]"), "{out}");
    let src = "begin\ncondition anticirce\npieces white ke2 rh4 black ka6 sh1\nstipulation ~1\nend\n";
    let out = solve(&validate(&parse(src)[0].spec).unwrap()).unwrap().stdout;
    assert!(out.contains("1.Rh4*h1[wRh1->h1]"), "{out}");
}

/// Castling as Popeye's flags have it: a rook put back on its corner
/// regains its flag, a king put back on its square its own; a right holds
/// while both do. The white king on e1 takes the pawn on d2 and is reborn
/// on e1, its flag set again; the rook on h1 never moved, so White may
/// castle short (Popeye's anticir 051 castles so, twice).
#[test]
fn anticirce_a_king_reborn_on_its_square_may_castle() {
    let src = problem("anticirce", "white ke1 rh1 black ka6 pd2");
    let mut pos = diagram(&src, Color::White);
    let (board, castling) = after(&mut pos, &["e1d2"]);
    assert_eq!(board, "8/8/k7/8/8/8/8/4K2R");
    assert_eq!(castling, "K");
    after(&mut pos, &["a6a5"]);
    assert!(legal(&mut pos).contains(&"e1g1".to_string()));
}

/// Under each condition, the board after Rd1*d5 takes a black knight
/// (white Ke1 Rd1, black Ka6 Sd5).
fn knight_taken_on_d5(cases: &[(&str, &str)]) {
    for &(condition, want) in cases {
        let mut pos = diagram(&problem(condition, "white ke1 rd1 black ka6 sd5"), Color::White);
        assert_eq!(after(&mut pos, &["d1d5"]).0, want, "{condition}");
    }
}

/// Circe's other rebirth squares, worked by hand from Popeye's rules
/// (`conditions/circe/`): a black knight taken on d5 by a rook from d1.
/// Symmetry: the square turned about the centre, e4. Antipodes: four
/// files and ranks away, h1. PWC: the square the rook left, d1.
/// Equipollents: d5 shifted by the move's vector (0, +4), d9: off the
/// board, the knight vanishes; with Mirror, against it: d1. Diametral:
/// g8 turned about the centre, b1. VerticalMirror: g8 mirrored, b8.
/// Rank: on the capture rank, on the file of the game-array square read
/// for the side whose knight's square there has d5's shade (light: a
/// white knight's, b1 for a light square), so b5.
#[test]
fn circes_other_squares() {
    let cases = [
        ("symmetrycirce", "8/8/k7/3R4/4n3/8/8/4K3"),
        ("antipodeancirce", "8/8/k7/3R4/8/8/8/4K2n"),
        ("pwc", "8/8/k7/3R4/8/8/8/3nK3"),
        ("equipollentscirce", "8/8/k7/3R4/8/8/8/4K3"),
        ("circe equipollents mirror", "8/8/k7/3R4/8/8/8/3nK3"),
        ("diametralcirce", "8/8/k7/3R4/8/8/8/1n2K3"),
        ("verticalmirrorcirce", "1n6/8/k7/3R4/8/8/8/4K3"),
        ("rankcirce", "8/8/k7/1n1R4/8/8/8/4K3"),
    ];
    knight_taken_on_d5(&cases);
}

/// What the man is reborn as, by hand: a black knight taken on d5 (light)
/// by a white rook. Clone: a rook, on the rook's square of d5's shade for
/// Black, a8. Chameleon: knight to bishop, on the light square c8.
/// Einstein: knight to pawn, on d7. ReversalEinstein: knight to bishop,
/// c8. Couscous: on the capturer's rebirth square, the white rook's for a
/// light square, h1. Turncoats: the knight turns white, on g8.
#[test]
fn circes_reborn_men() {
    let cases = [
        ("circeclone", "r7/8/k7/3R4/8/8/8/4K3"),
        ("chameleoncirce", "2b5/8/k7/3R4/8/8/8/4K3"),
        ("circe einstein", "8/3p4/k7/3R4/8/8/8/4K3"),
        ("circe reversaleinstein", "2b5/8/k7/3R4/8/8/8/4K3"),
        ("couscouscirce", "8/8/k7/3R4/8/8/8/4K2n"),
        ("circeturncoats", "6N1/8/k7/3R4/8/8/8/4K3"),
    ];
    knight_taken_on_d5(&cases);
}

/// Strict: a capture whose rebirth square is taken is illegal (the black
/// knight taken on d5 would go to g8, where a black bishop stands); a pawn
/// reborn on its last rank promotes there, one move per piece (a black
/// pawn taken on d5 under Antipodes goes to h1, its last rank: Q, R, B,
/// N, each written `[+bPh1=Q]`; the white king on e2, out of their
/// reach).
#[test]
fn strict_refuses_and_a_reborn_pawn_promotes() {
    let mut pos = diagram(
        &problem("circe strict", "white ke1 rd1 black ka6 sd5 bg8"),
        Color::White,
    );
    assert!(!legal(&mut pos).contains(&"d1d5".to_string()));
    let mut pos = diagram(&problem("circe", "white ke1 rd1 black ka6 sd5 bg8"), Color::White);
    assert!(legal(&mut pos).contains(&"d1d5".to_string()));
    // Off the board counts as taken (Popeye's `is_square_empty`): the
    // knight taken on d5 by Rd1 under Equipollents would go to d9.
    let mut pos = diagram(
        &problem("circe equipollents strict", "white ke1 rd1 black ka6 sd5"),
        Color::White,
    );
    assert!(!legal(&mut pos).contains(&"d1d5".to_string()));
    let mut pos = diagram(
        &problem("circe equipollents", "white ke1 rd1 black ka6 sd5"),
        Color::White,
    );
    assert!(legal(&mut pos).contains(&"d1d5".to_string()));

    let mut pos = diagram(&problem("antipodeancirce", "white ke2 rd1 black ka6 pd5"), Color::White);
    let captures = legal(&mut pos).iter().filter(|m| *m == "d1d5").count();
    assert_eq!(captures, 4);
    let src = "begin\ncondition antipodeancirce\npieces white ke2 rd1 black ka6 pd5\nstipulation ~1\nend\n";
    let out = common::solved(src);
    for piece in ["Q", "S", "R", "B"] {
        assert!(out.contains(&format!("Rd1*d5[+bPh1={piece}]")), "{out}");
    }
}

/// A pawn on its own first rank neither moves nor observes, as in Popeye
/// (a black pawn reborn on h8 by Antipodes from d4 stays there; a white
/// pawn set on b1 does not move, nor guard a2 or c2).
#[test]
fn a_pawn_on_its_first_rank_stays() {
    let mut pos = diagram(&problem("antipodeancirce", "white ke1 rd1 black ka6 pd4"), Color::White);
    assert_eq!(after(&mut pos, &["d1d4"]).0, "7p/8/k7/8/3R4/8/8/4K3");
    assert!(!legal(&mut pos).iter().any(|m| m.starts_with("h8")));

    let mut pos = diagram(&problem("circe", "white ke1 pb1 black ka3"), Color::White);
    assert!(!legal(&mut pos).iter().any(|m| m.starts_with("b1")));
    let mut pos = diagram(&problem("circe", "white ke1 pb1 black ka3"), Color::Black);
    assert!(legal(&mut pos).contains(&"a3a2".to_string()));
}

/// What Parrain is not read with yet is refused by name, and the goal %
/// with it as Popeye refuses it.
#[test]
fn parrain_refusals() {
    for (src, want) in [
        ("circe parrain strict", "not supported: Circe Parrain with Strict"),
        ("parraincirce koeko", "not supported: conditions"),
    ] {
        let parsed = parse(&problem(src, "white ke1 rd1 black ka6 sd5"));
        let text = format!("{:?}", validate(&parsed[0].spec).err());
        assert!(text.contains(want), "{src}: {text}");
    }
    let src = "begin\ncondition parraincirce\npieces white ke1 rd1 black ka6 sd5\nstipulation h%1\nend\n";
    let text = format!("{:?}", validate(&parse(src)[0].spec).err());
    assert!(text.contains("the goal % with Parrain"), "{text}");
}

/// Parrain: the man taken waits for the next move and is reborn shifted
/// by that move's vector (a white knight taken on e4 by the black queen
/// from e8; White's Kd1-d2, (0, +1), brings it back on e5);
/// ContraParrain: against the vector, on e3.
#[test]
fn parrain_reborns_after_the_next_move() {
    let cases = [
        ("parraincirce", "8/k7/8/4N3/4q3/8/3K4/8"),
        ("contraparrain", "8/k7/8/8/4q3/4N3/3K4/8"),
    ];
    for (condition, want) in cases {
        let src = format!("begin\ncondition {condition}\npieces white kd1 se4 black ka7 qe8\nstipulation h#1\nend\n");
        let mut pos = diagram(&src, Color::Black);
        let (board, _) = after(&mut pos, &["e8e4"]);
        assert_eq!(board, "8/k7/8/8/4q3/8/8/3K4", "{condition}: waits");
        assert_eq!(after(&mut pos, &["d1d2"]).0, want, "{condition}");
    }
}

/// How many legal moves are written `uci` (a capture under a chosen
/// rebirth is one move per choice).
fn count(pos: &mut Position, uci: &str) -> usize {
    legal(pos).iter().filter(|m| m.split('@').next() == Some(uci)).count()
}

/// SuperCirce: the capturer chooses the square, any empty one, or no
/// rebirth (Popeye's `supercirce_…` iteration over a1..h8, then the
/// no-rebirth fork). After Rd1*d5 (white Ke1, black Ka6) 61 squares are
/// empty; a knight reborn on c2, d3, f3 or g2 would check the white king,
/// so those four moves are illegal: 57 rebirths and no rebirth, 58.
/// Under Strict there is no "no rebirth": 57.
#[test]
fn supercirce_chooses_any_empty_square() {
    let src = problem("supercirce", "white ke1 rd1 black ka6 sd5");
    let mut pos = diagram(&src, Color::White);
    assert_eq!(count(&mut pos, "d1d5"), 58);
    assert!(!legal(&mut pos).contains(&"d1d5@d3".to_string()));
    assert_eq!(after(&mut pos, &["d1d5@b8"]).0, "1n6/8/k7/3R4/8/8/8/4K3");
    let mut pos = diagram(&src, Color::White);
    assert_eq!(after(&mut pos, &["d1d5@-"]).0, "8/8/k7/3R4/8/8/8/4K3");

    let strict = problem("circe super strict", "white ke1 rd1 black ka6 sd5");
    assert_eq!(count(&mut diagram(&strict, Color::White), "d1d5"), 57);
}

/// CageCirce: only a square where the reborn man has no move that takes
/// nothing. A black pawn taken on d5 (white Ke1 Rd1, black Ka6): blocked
/// on e2 (by the king), d6 (by the rook) and a7 (by its own king); on the
/// first rank it could step down (Popeye frees such a pawn under Cage),
/// on the last it promotes to a piece that moves, and d2/f2 would check:
/// three rebirths. A knight finds no cage on that board: it vanishes.
#[test]
fn cagecirce_reborns_only_in_a_cage() {
    let src = problem("cagecirce", "white ke1 rd1 black ka6 pd5");
    let mut pos = diagram(&src, Color::White);
    let mut caged: Vec<String> = legal(&mut pos).into_iter().filter(|m| m.starts_with("d1d5")).collect();
    caged.sort();
    assert_eq!(caged, ["d1d5@a7", "d1d5@d6", "d1d5@e2"]);
    assert_eq!(after(&mut pos, &["d1d5@e2"]).0, "8/8/k7/3R4/8/8/4p3/4K3");

    let src = problem("cagecirce", "white ke1 rd1 black ka6 sd5");
    let mut pos = diagram(&src, Color::White);
    assert_eq!(legal(&mut pos).iter().filter(|m| m.starts_with("d1d5")).count(), 1);
    assert_eq!(after(&mut pos, &["d1d5@-"]).0, "8/8/k7/3R4/8/8/8/4K3");
}

/// CirceTake&Make: the man taken is reborn where it could go from the
/// capture square by a move that takes nothing. A knight taken on d5:
/// b4, b6, c3, c7, e3, e7, f4, f6, all empty, none checking e1: eight.
/// A black pawn taken on d4 with a white pawn on d3 has no such move:
/// the capture is illegal.
#[test]
fn circe_take_make_reborns_where_the_man_taken_could_go() {
    let src = problem("circetake&make", "white ke1 rd1 black ka6 sd5");
    let mut pos = diagram(&src, Color::White);
    let mut squares: Vec<String> = legal(&mut pos).into_iter().filter(|m| m.starts_with("d1d5")).collect();
    squares.sort();
    assert_eq!(
        squares,
        [
            "d1d5@b4", "d1d5@b6", "d1d5@c3", "d1d5@c7", "d1d5@e3", "d1d5@e7", "d1d5@f4", "d1d5@f6"
        ]
    );
    assert_eq!(after(&mut pos, &["d1d5@b6"]).0, "8/8/kn6/3R4/8/8/8/4K3");

    let src = problem("circetake&make", "white kh1 rd8 pd3 black ka6 pd4");
    assert_eq!(count(&mut diagram(&src, Color::White), "d8d4"), 0);
    let src = problem("circe", "white kh1 rd8 pd3 black ka6 pd4");
    assert_eq!(count(&mut diagram(&src, Color::White), "d8d4"), 1);
}

/// AntiSuperCirce: the capturer chooses any square free once it has
/// left the capture square: after Rd1*d5 (white Ke1, black Ka6) 62, the
/// capture square (Calvet) and the square it left among them; Cheylan
/// forbids the capture square. A check needs no free square tested
/// (Popeye plays no capture to test it).
#[test]
fn antisupercirce_reborns_the_capturer_anywhere() {
    let src = problem("antisupercirce", "white ke1 rd1 black ka6 sd5");
    let mut pos = diagram(&src, Color::White);
    assert_eq!(count(&mut pos, "d1d5"), 62);
    assert_eq!(after(&mut pos, &["d1d5@h8"]).0, "7R/8/k7/8/8/8/8/4K3");
    let src = problem("antisupercirce cheylan", "white ke1 rd1 black ka6 sd5");
    let mut pos = diagram(&src, Color::White);
    assert_eq!(count(&mut pos, "d1d5"), 61);
    assert!(!legal(&mut pos).contains(&"d1d5@d5".to_string()));
}

/// DangerCirce: a man the other side observes may also go to its own
/// rebirth square, taking a man of the other side there. White Ke1, pawns
/// d4 e4 f4 g2 g5; Black Ka8, Se6, Pf3: the knight observes d4, f4 and
/// g5, the pawn g2. So d4-d2 and f4-f2 come beside the walks' moves; g5's
/// square g2 holds its own pawn, g2 stands on its own square, e4 is not
/// observed. A man in danger checks from there: with White Kg8 Rd1 and
/// Black Ka7 Sd5, the knight in danger may take the king on g8 (its
/// light square's knight square), so White is in check and may not keep
/// the rook on the d-file; with the rook on c1, Rc1-c5 puts the knight in
/// danger, a check of White's own making. (Popeye 4.104 lists the same
/// moves for these three positions.)
#[test]
fn dangercirce_men_in_danger_go_to_their_rebirth_squares() {
    let src = problem("dangercirce", "white ke1 pd4e4f4g2g5 black ka8 se6 pf3");
    let moves = legal(&mut diagram(&src, Color::White));
    assert!(moves.contains(&"d4d2".to_string()) && moves.contains(&"f4f2".to_string()));
    assert!(!moves.iter().any(|m| m == "g5g2" || m.starts_with("e4e2")));
    assert_eq!(moves.len(), 13);

    let src = problem("dangercirce", "white kg8 rd1 black ka7 sd5");
    let mut pos = diagram(&src, Color::White);
    assert!(pos.in_check());
    let moves = legal(&mut pos);
    assert!(!moves.iter().any(|m| ["d1d2", "d1d3", "d1d4"].contains(&m.as_str())));
    assert_eq!(moves.len(), 13);
    let src = problem("dangercirce", "white kg8 rc1 black ka7 sd5");
    let mut pos = diagram(&src, Color::White);
    assert!(!pos.in_check());
    assert!(!legal(&mut pos).contains(&"c1c5".to_string()));
}

/// Volcanic and Parachute (Popeye's `conditions/circe/parachute.c`): a
/// white knight taken on g7 (dark) is reborn on g1, where a white knight
/// stands. Volcanic: the reborn man goes under g1 and erupts once g1 is
/// empty, after White's Sg1-h3. Parachute (a black pawn takes a white
/// knight on b6, dark: g1, where a black knight stands): the black knight
/// goes under, the white one is placed, and the black one comes back
/// when White's knight leaves. Popeye writes the volcanic rebirth
/// `[+wSg1->v]`, the parachuted man not at all, each return as an
/// addition.
#[test]
fn volcanic_and_parachute_put_a_man_under_the_square() {
    let src = problem("circe volcanic", "white ka2 sg7g1 black ka5 bh8");
    let mut pos = diagram(&src, Color::Black);
    assert_eq!(after(&mut pos, &["h8g7"]).0, "8/6b1/8/k7/8/8/K7/6N1");
    assert_eq!(after(&mut pos, &["g1h3"]).0, "8/6b1/8/k7/8/7N/K7/6N1");

    let src = problem("circe parachute", "white ka2 sb6 black ka5 pa7 sg1");
    let mut pos = diagram(&src, Color::Black);
    assert_eq!(after(&mut pos, &["a7b6"]).0, "8/8/1p6/k7/8/8/K7/6N1");
    assert_eq!(after(&mut pos, &["g1h3"]).0, "8/8/1p6/k7/8/7N/K7/6n1");

    let volcanic =
        "begin\npieces black bh8 white sg7g1\nstipulation hzh31\ncondition circe volcanic\noption nowk nobk\nend\n";
    assert!(solved(volcanic).contains("1.Bh8*g7[+wSg1->v] Sg1-h3[+wSg1] z"));
    let parachute =
        "begin\npieces black pa7 sg1 white sb6\nstipulation hzh31\ncondition circe parachute\noption nowk nobk\nend\n";
    assert!(solved(parachute).contains("1.a7*b6[+wSg1] Sg1-h3[+bSg1] z"));
}
