//! Tamerlane chess (RULES.md section 5) on positions built for each rule;
//! every expected number is counted by hand in the comment above it.
//! Pieces are written in the problem language (English codes: K king,
//! I prince, A adventitious king, F ferz, V vizir, R rook, S knight,
//! E elephant, C camel, W war engine, T picket, G giraffe, P+code the pawn
//! of that piece, PP the pawn of pawns, P1..P4 its later stages).

use mansuba::input::parse;
use mansuba::perft::perft;
use mansuba::problem::validate;
use mansuba::rules::{self, Rules};
use mansuba::{GameEnd, MoveKind, Position};
use std::sync::Arc;

fn position(pieces: &str, options: &str) -> Position {
    let src = format!("begin\nrules tamerlane\npieces {pieces}\nstipulation #2\n{options}\nend\n");
    let parsed = parse(&src);
    assert!(parsed[0].errors.is_empty(), "{:?}", parsed[0].errors);
    let problem = validate(&parsed[0].spec).unwrap_or_else(|e| panic!("{e:?}"));
    problem.position(&problem.setup)
}

fn moves_from(p: &mut Position, from: &str) -> Vec<String> {
    let rules = p.rules_arc().clone();
    let sq = rules.geometry().parse_square(from).unwrap();
    let mut v: Vec<String> = p
        .legal_moves()
        .iter()
        .filter(|m| m.from == sq)
        .map(|m| format!("{}{}", rules.geometry().name(m.from), rules.geometry().name(m.to)))
        .collect();
    v.sort();
    v
}

fn play(p: &mut Position, from: &str, to: &str) {
    let rules = p.rules_arc().clone();
    let g = rules.geometry();
    let (f, t) = (g.parse_square(from).unwrap(), g.parse_square(to).unwrap());
    let mv = p
        .legal_moves()
        .into_iter()
        .find(|m| m.from == f && m.to == t)
        .unwrap_or_else(|| panic!("{from}-{to} is not legal"));
    p.make(mv);
}

fn kind_on(p: &Position, sq: &str) -> Option<String> {
    let rules = p.rules_arc().clone();
    let s = rules.geometry().parse_square(sq).unwrap();
    p.piece_at(s).map(|x| rules.piece_type(x.kind()).name.clone())
}

#[test]
fn game_array() {
    // White: 11 pawn steps; camels c1 (b4 d4) and i1 (h4 j4; l2 is the
    // citadel, f2 the king); knights b2 (a4 c4 d1) and j2 (i4 k4 h1); ferz
    // e2 (d1 f1); king f2 (f1); nothing else moves (elephants, war engines,
    // pickets, giraffes, rooks and vizir are boxed in): 24. Black mirrors
    // it, and at depth 2 no move touches the other side's: 24 x 24.
    let mut p = Position::start(Arc::new(Rules::new(rules::tamerlane()).unwrap()));
    assert_eq!(perft(&mut p, 1), 24);
    assert_eq!(perft(&mut p, 2), 576);
    // Worked out move by move in docs/RULES-TAMERLANE.md: 14520 if Black's
    // first moves changed nothing, minus 2 where they cut a picket's line.
    assert_eq!(perft(&mut p, 3), 14518);
}

#[test]
fn picket_and_giraffe_blocked() {
    let count = |pieces: &str| moves_from(&mut position(&format!("white ka1 {pieces} black kk1"), ""), "f5").len();
    // Picket: an own unit on g6 closes the whole up-right diagonal (it may
    // not stop on g6 nor pass it): 14 - 4. One on h7 leaves nothing there
    // either (g6 is too near); an enemy on h7 may be taken: 14 - 4 + 1.
    assert_eq!(count("tf5 vg6"), 10);
    assert_eq!(count("tf5 vh7"), 10);
    assert_eq!(count("tf5 black vh7 white"), 11);
    // Giraffe: g6 taken closes both ways through it (j6 k6, g9 g10): 14 -
    // 4. A unit on i6 (second square of the way out along rank 6) cuts j6
    // and k6: 14 - 2.
    assert_eq!(count("gf5 vg6"), 10);
    assert_eq!(count("gf5 vi6"), 12);
}

#[test]
fn pieces_on_f5() {
    // Kings on a1 and k1 are off every line below.
    let count = |code: &str| moves_from(&mut position(&format!("white ka1 {code}f5 black kk1"), ""), "f5").len();
    // Picket: the four diagonals without their first square: h7 i8 j9 k10,
    // d7 c8 b9 a10, h3 i2 j1, d3 c2 b1.
    assert_eq!(count("t"), 14);
    // Giraffe: via g6 to j6 k6 and g9 g10; via e6 to b6 a6 and e9 e10; via
    // g4 to j4 k4 and g1; via e4 to b4 a4 and e1.
    assert_eq!(count("g"), 14);
    assert_eq!(count("c"), 8, "camel: i6 i4 c6 c4 g8 e8 g2 e2");
    assert_eq!(count("w"), 4, "war engine: d5 h5 f7 f3");
    assert_eq!(count("e"), 4, "elephant: d7 h7 d3 h3");
    assert_eq!(count("f"), 4);
    assert_eq!(count("v"), 4);
    assert_eq!(count("s"), 8);
    assert_eq!(count("r"), 19, "rook: 10 on the rank, 9 on the file");
}

#[test]
fn nothing_but_a_royal_enters_a_citadel() {
    // Rook k2: a2-j2 and k1, k3-k10; the citadel l2 beside k2 is not a
    // square for it.
    assert_eq!(
        moves_from(&mut position("white kf1 rk2 black ka10", ""), "k2").len(),
        19
    );
    // The King next to Black's citadel z9 may enter it: a8 a10 b8 b9 b10 z9.
    let mut p = position("white ka9 black kk1", "");
    assert_eq!(
        moves_from(&mut p, "a9"),
        ["a9a10", "a9a8", "a9b10", "a9b8", "a9b9", "a9z9"]
    );
    play(&mut p, "a9", "z9");
    assert_eq!(p.game_end(), Some(GameEnd::EndedByRule), "entering draws at once");
    // A prince may not while its King lives (only the highest royal).
    let mut p = position("white kf1 ia9 black kk1", "");
    assert!(!moves_from(&mut p, "a9").contains(&"a9z9".to_string()));
    // The adventitious king enters its own citadel, and there no enemy
    // takes it: the black rook b2 runs to k2 and no further.
    let mut p = position("white kf1 ak3 black ka10 rb2", "");
    assert!(moves_from(&mut p, "k3").contains(&"k3l2".to_string()));
    play(&mut p, "k3", "l2");
    assert!(!moves_from(&mut p, "b2").contains(&"b2l2".to_string()));
    assert_eq!(moves_from(&mut p, "b2").len(), 19, "a2 c2-k2 (10), b1 b3-b10 (9)");
}

#[test]
fn a_side_with_two_royals_may_leave_them_attacked() {
    // Black's rook a10 attacks the prince a3. With King and Prince White
    // may ignore it: king a2 b1 b2, prince a2 a4 b2 b3 b4, all legal.
    let mut p = position("white ka1 ia3 black kk10 ra10", "");
    assert_eq!(p.legal_moves().len(), 8);
    // With the King alone the usual rule holds: a1 attacked along the file
    // (a2 empty), only b1 and b2 leave it.
    let mut p = position("white ka1 sh8 black kk10 ra10", "option KingExchangeUsed white");
    assert_eq!(moves_from(&mut p, "a1"), ["a1b1", "a1b2"]);
    assert_eq!(p.legal_moves().len(), 2, "the knight cannot cover the a-file");
}

#[test]
fn king_exchange_when_in_check() {
    // As above, exchange still available: the King may also change places
    // with the knight h8 (not attacked there), once.
    let mut p = position("white ka1 sh8 black kk10 ra10", "");
    let moves = p.legal_moves();
    assert_eq!(moves.len(), 3);
    let ex = *moves.iter().find(|m| m.kind == MoveKind::KingExchange).unwrap();
    p.make(ex);
    assert_eq!(kind_on(&p, "h8").as_deref(), Some("king"));
    assert!(p.exchange_used(mansuba::Color::White));
    p.unmake();
    assert!(!p.exchange_used(mansuba::Color::White));
    p.validity_check().unwrap();
    // Not in check and with other moves: no exchange.
    let mut p = position("white ka1 sh8 black kk10 rb10", "");
    assert!(p.legal_moves().iter().all(|m| m.kind != MoveKind::KingExchange));
}

#[test]
fn pawns_promote_to_their_own_piece() {
    // Pawn of rook c9 -> rook; pawn of king d9 -> prince (a second royal).
    let mut p = position("white ka1 prc9 pkd9 black kk1", "");
    assert_eq!(moves_from(&mut p, "c9"), ["c9c10"]);
    play(&mut p, "c9", "c10");
    assert_eq!(kind_on(&p, "c10").as_deref(), Some("rook"));
    play(&mut p, "k1", "k2");
    play(&mut p, "d9", "d10");
    assert_eq!(kind_on(&p, "d10").as_deref(), Some("prince"));
    assert_eq!(p.royals(mansuba::Color::White).len(), 2);
}

#[test]
fn the_pawn_of_pawns_three_careers() {
    // First arrival: it stays on a10, immune (the black rook a2 cannot take
    // it) and immobile.
    let mut p = position("white kf1 ppa9 black kk1 rb10", "");
    play(&mut p, "a9", "a10");
    assert_eq!(kind_on(&p, "a10").as_deref(), Some("pawn of pawns 1"));
    assert!(!moves_from(&mut p, "b10").contains(&"b10a10".to_string()));
    // Waiting on c10 with black rooks d6 and f6: e5 is the one square whose
    // two capture squares hold enemy units, so the relocation c10-e5 is
    // its only move.
    let mut p = position("white ka1 p1c10 black kk1 rd6 rf6", "");
    assert_eq!(moves_from(&mut p, "c10"), ["c10e5"]);
    play(&mut p, "c10", "e5");
    assert_eq!(kind_on(&p, "e5").as_deref(), Some("pawn of pawns 2"));
    // Second arrival with f3 empty: on to f3 in the same move.
    let mut p = position("white ka1 p2b9 black kk1", "");
    play(&mut p, "b9", "b10");
    assert_eq!(kind_on(&p, "f3").as_deref(), Some("pawn of pawns 4"));
    assert_eq!(kind_on(&p, "b10"), None);
    p.unmake();
    assert_eq!(kind_on(&p, "b9").as_deref(), Some("pawn of pawns 2"));
    p.validity_check().unwrap();
    // f3 taken: it waits on b10 until a move of its owner puts it there.
    let mut p = position("white ka1 p2b9 sf3 black kk1", "");
    play(&mut p, "b9", "b10");
    assert_eq!(kind_on(&p, "b10").as_deref(), Some("pawn of pawns 3"));
    play(&mut p, "k1", "k2");
    play(&mut p, "f3", "g5");
    play(&mut p, "k2", "k1");
    assert_eq!(moves_from(&mut p, "b10"), ["b10f3"]);
    // Third arrival: an adventitious king.
    let mut p = position("white ka1 p4b9 black kk1", "");
    play(&mut p, "b9", "b10");
    assert_eq!(kind_on(&p, "b10").as_deref(), Some("adventitious king"));
}

#[test]
fn mate_needs_a_single_royal_and_stalemate_wins() {
    // 1.Rc3-a3 checks a10 along the a-file; a9 is on that file, b9 and b10
    // on the b2 rook's, and z9 is Black's own citadel, closed to its King:
    // mate.
    let mut p = position("white kf1 rb2 rc3 black ka10", "");
    play(&mut p, "c3", "a3");
    assert_eq!(p.game_end(), Some(GameEnd::Mate));
    // With a prince on k1 as well Black has two royals and may leave them
    // attacked: the King steps to a9 b9 b10 (attacked, but allowed), the
    // prince to j1 j2 k2 (not l2: White's citadel is for Black's highest
    // royal, the King), and the attacked King may exchange with the
    // prince: 7 moves, no mate.
    let mut p = position("white kf1 rb2 rc3 black ka10 ik1", "");
    play(&mut p, "c3", "a3");
    assert_eq!(p.game_end(), None);
    assert_eq!(p.legal_moves().len(), 7);
    // 1.Va7-a8 takes a9; b9 and b10 are the rook's: Black has no move and
    // is not in check, a stalemate (which wins for White).
    let mut p = position("white kf1 rb2 va7 black ka10", "");
    play(&mut p, "a7", "a8");
    assert_eq!(p.game_end(), Some(GameEnd::Stalemate));
}
