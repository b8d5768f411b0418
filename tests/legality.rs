//! The legality shortcuts (pins, check answers, hopper lines) against the
//! plain definition: a pseudo-legal move is legal when, made, it leaves the
//! mover's king unattacked. Random boards with kings, riders, leapers,
//! grasshoppers and nightriders; each side to move.

mod common;

use std::sync::Arc;

use mansuba::movegen::{CheckProbe, Spoiled, StandingProbe};
use mansuba::piece::PieceType;
use mansuba::rules::{Rules, orthodox};
use mansuba::{Color, Position};

fn rules() -> Arc<Rules> {
    let mut set = orthodox();
    set.roster.push(PieceType::new("grasshopper", 'g', "gQ").unwrap());
    set.roster.push(PieceType::new("nightrider", 'h', "NN").unwrap());
    Arc::new(Rules::new(set).unwrap())
}

/// The pseudo-legal moves that, made, leave the mover's king safe.
fn by_definition(pos: &mut Position) -> Vec<mansuba::Move> {
    let us = pos.side_to_move();
    let mut moves = Vec::new();
    pos.pseudo_moves(&mut moves);
    moves.retain(|&mv| {
        pos.make(mv);
        let ok = !pos.royal_attacked(us);
        pos.unmake();
        ok
    });
    moves
}

#[test]
fn shortcuts_agree_with_make_and_test() {
    let rules = rules();
    let men = ['G', 'g', 'G', 'g', 'H', 'h', 'R', 'r', 'B', 'b', 'N', 'n', 'Q', 'q'];
    let mut checked = 0;
    let mut hop_checks = 0;
    for (fen, mut pos) in random_positions(&rules, 0x9e37_79b9_7f4a_7c15, 4000, &men) {
        let mut expected = by_definition(&mut pos);
        let mut got = pos.legal_moves();
        expected.sort_by_key(|m| (m.from, m.to, m.promotion));
        got.sort_by_key(|m| (m.from, m.to, m.promotion));
        assert_eq!(got, expected, "{fen}");
        // The lazy path of the search: candidates played one by one.
        let mut candidates = Vec::new();
        let legality = pos.candidate_moves_into(&mut candidates);
        let mut lazy = Vec::new();
        for mv in candidates {
            if pos.make_if_legal(&legality, mv) {
                pos.unmake();
                lazy.push(mv);
            }
        }
        lazy.sort_by_key(|m| (m.from, m.to, m.promotion));
        assert_eq!(lazy, expected, "{fen} (lazy)");
        assert_eq!(pos.has_legal_move(), !expected.is_empty(), "{fen}");
        checked += 1;
        if pos.in_check() && expected.len() < by_pseudo_count(&pos) {
            hop_checks += 1;
        }
    }
    // The random boards must exercise the shortcuts, not only trivial cases.
    assert!(checked > 3000, "{checked}");
    assert!(hop_checks > 100, "{hop_checks}");
}

fn by_pseudo_count(pos: &Position) -> usize {
    let mut moves = Vec::new();
    pos.pseudo_moves(&mut moves);
    moves.len()
}

/// The check probe of a node against making each move and looking: on
/// random boards with kings, riders, leapers, nightriders and pawns (some
/// about to promote), for every legal move.
#[test]
fn check_probe_agrees_with_making_the_move() {
    let mut set = orthodox();
    set.roster.push(PieceType::new("nightrider", 'h', "NN").unwrap());
    let rules = Arc::new(Rules::new(set).unwrap());
    let men = ['H', 'h', 'R', 'r', 'B', 'b', 'N', 'n', 'Q', 'q', 'P', 'p', 'P', 'p'];
    let (mut moves_checked, mut checks) = (0, 0);
    for (fen, mut pos) in random_positions(&rules, 0x2545_f491_4f6c_dd1d, 3000, &men) {
        let mut probe = CheckProbe::default();
        assert!(probe.prepare(&pos), "orthodox men and nightriders only");
        for mv in pos.legal_moves() {
            pos.make(mv);
            let check = pos.in_check();
            pos.unmake();
            assert_eq!(probe.gives_check(&mut pos, mv), Some(check), "{fen} {mv:?}");
            moves_checked += 1;
            checks += usize::from(check);
        }
    }
    assert!(moves_checked > 50_000, "{moves_checked}");
    assert!(checks > 2_000, "{checks}");
}

/// The check probe under SingleBox: where it takes the position (Types 1
/// and 2; Type 1 not with the royal on the checking side's last rank,
/// where a pawn with an empty box gives no check) it agrees with making
/// each move and looking. Random boards with pawns about to promote and
/// kings on the last ranks, and boards where White's officers are all on
/// the board (Type 1: its pawns have nothing to become, so they give no
/// check on the last rank).
#[test]
fn check_probe_under_singlebox_agrees_with_making_the_move() {
    use mansuba::conditions::{Conditions, SingleBox, SingleBoxType};
    let men = ['R', 'r', 'B', 'b', 'N', 'n', 'Q', 'q', 'P', 'p', 'P', 'p', 'P', 'p'];
    for (kind, seed) in [
        (SingleBoxType::Type1, 0x51),
        (SingleBoxType::Type2, 0x52),
        (SingleBoxType::Type3, 0x53),
    ] {
        let plain = Rules::new(orthodox()).unwrap();
        let box_rules = Conditions::new(vec![Arc::new(SingleBox::new(kind, &plain))]);
        let rules = Arc::new(plain.with_conditions(box_rules));
        let mut boards = random_positions(&rules, seed, 3000, &men);
        boards.extend(full_box_positions(&rules, seed, 3000));
        let (mut prepared, mut moves_checked, mut in_check) = (0, 0, 0);
        for (fen, mut pos) in boards {
            // "Has a legal move?" (the mate test, which in check tries
            // the royal's flights first) against the full list.
            assert_eq!(pos.has_legal_move(), !pos.legal_moves().is_empty(), "{kind:?} {fen}");
            in_check += usize::from(pos.in_check());
            let mut probe = CheckProbe::default();
            if !probe.prepare(&pos) {
                continue;
            }
            assert_ne!(kind, SingleBoxType::Type3, "Type 3's latent pawns observe: {fen}");
            prepared += 1;
            for mv in pos.legal_moves() {
                pos.make(mv);
                let check = pos.in_check();
                pos.unmake();
                if let Some(said) = probe.gives_check(&mut pos, mv) {
                    assert_eq!(said, check, "{kind:?} {fen} {mv:?}");
                    moves_checked += 1;
                }
            }
        }
        assert!(in_check > 500, "{kind:?}: {in_check} in check");
        if kind == SingleBoxType::Type3 {
            assert_eq!(prepared, 0);
        } else {
            assert!(prepared > 2000, "{kind:?}: {prepared} prepared");
            assert!(moves_checked > 30_000, "{kind:?}: {moves_checked}");
        }
    }
}

/// SingleBox Type 1, counted by hand: every White officer is on the board,
/// so the pawn g7 has nothing to become and attacks neither f8 nor h8.
/// Black's king g8 is checked by the rook h8; f8 and h7 are on the rook's
/// lines, f7 and g7 next to White's king f6. Kxh8 would put the rook in
/// White's box, and the pawn g7, able to promote again, would take on h8:
/// the capture is illegal and Black is mated. (A test that judged the
/// capture from the cells, with the box as it was, found a flight.)
#[test]
fn singlebox_type1_king_capture_that_frees_a_promotion_is_illegal() {
    use mansuba::conditions::{Conditions, SingleBox, SingleBoxType};
    let plain = Rules::new(orthodox()).unwrap();
    let box_rules = Conditions::new(vec![Arc::new(SingleBox::new(SingleBoxType::Type1, &plain))]);
    let rules = Arc::new(plain.with_conditions(box_rules));
    let mut pos = Position::from_fen(rules, "6kR/6P1/5K2/8/8/NN6/R7/QBB5 b - - 0 1").unwrap();
    assert!(pos.in_check());
    assert!(pos.legal_moves().is_empty(), "{:?}", pos.legal_moves());
    assert!(!pos.has_legal_move());
    assert!(pos.is_checkmate());
}

/// White: king, all its officers and pawns on the sixth and seventh
/// ranks; Black: a king on the eighth rank and a few men. White to move.
fn full_box_positions(rules: &Arc<Rules>, mut seed: u64, boards: usize) -> Vec<(String, Position)> {
    let mut next = move |n: u64| {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        (seed % n) as usize
    };
    let mut out = Vec::new();
    for _ in 0..boards {
        let mut board = vec!['.'; 64];
        board[56 + next(8)] = 'k';
        let put = |board: &mut Vec<char>,
                   man: char,
                   squares: std::ops::Range<usize>,
                   next: &mut dyn FnMut(u64) -> usize| loop {
            let sq = squares.start + next((squares.end - squares.start) as u64);
            if board[sq] == '.' {
                board[sq] = man;
                return;
            }
        };
        put(&mut board, 'K', 0..40, &mut next);
        for man in ['Q', 'R', 'R', 'B', 'B', 'N', 'N'] {
            put(&mut board, man, 0..48, &mut next);
        }
        for _ in 0..1 + next(3) {
            put(&mut board, 'P', 40..56, &mut next);
        }
        for _ in 0..next(4) {
            let man = ['r', 'b', 'n', 'p'][next(4)];
            put(&mut board, man, 16..56, &mut next);
        }
        let ranks: Vec<String> = (0..8)
            .rev()
            .map(|r| common::rank_fen(&board[r * 8..r * 8 + 8]))
            .collect();
        let fen = format!("{} w - - 0 1", ranks.join("/"));
        if let Ok(pos) = Position::from_fen(rules.clone(), &fen)
            && !pos.royal_attacked(Color::Black)
        {
            out.push((fen, pos));
        }
    }
    out
}

/// The standing probe against making both moves: wherever it says the
/// other side's quiet move stays legal and checkless after a move of the
/// side to move, it does. Random boards with kings, riders, leapers,
/// grasshoppers, nightriders and pawns; every quiet move of the other
/// side the probe accepts, against every legal move.
#[test]
fn standing_probe_agrees_with_making_both_moves() {
    let men = ['G', 'g', 'H', 'h', 'R', 'r', 'B', 'b', 'N', 'n', 'Q', 'q', 'P', 'p'];
    standing_probe_against_both_moves(&men, 0x6a09_e667_f3bc_c908);
}

/// As above without hoppers: the probe then tests a king's move by the
/// squares the refutation leaves and lands on alone.
#[test]
fn standing_probe_without_hoppers_agrees_with_making_both_moves() {
    let men = ['H', 'h', 'P', 'p', 'R', 'r', 'B', 'b', 'N', 'n', 'Q', 'q', 'P', 'p'];
    standing_probe_against_both_moves(&men, 0x3c6e_f372_fe94_f82b);
}

fn standing_probe_against_both_moves(men: &[char], seed: u64) {
    let rules = rules();
    let (mut prepared, mut judged, mut stood) = (0, 0, 0);
    let mut scratch = Vec::new();
    for (fen, mut pos) in random_positions(&rules, seed, 2500, men) {
        if pos.in_check() {
            continue;
        }
        let us = pos.side_to_move();
        pos.make_null();
        let theirs = pos.legal_moves();
        pos.unmake_null();
        let ours = pos.legal_moves();
        let mut probe = StandingProbe::default();
        for &k in &theirs {
            if !probe.prepare(&mut pos, k, &mut scratch) {
                continue;
            }
            prepared += 1;
            for &w in &ours {
                judged += 1;
                let spoiled = probe.spoiled_by(&pos, w).expect("prepared for this position");
                assert_eq!(probe.stands_after(&pos, w), spoiled == Spoiled::NONE);
                pos.make(w);
                let mut pseudo = Vec::new();
                pos.pseudo_moves(&mut pseudo);
                let still_a_move = pseudo.contains(&k);
                assert!(spoiled.path || still_a_move, "{fen}: {k:?} no move after {w:?}");
                if still_a_move {
                    let them = pos.side_to_move();
                    pos.make(k);
                    assert!(
                        spoiled.legal || !pos.royal_attacked(them),
                        "{fen}: {k:?} illegal after {w:?}"
                    );
                    assert!(
                        spoiled.quiet || !pos.royal_attacked(us),
                        "{fen}: {k:?} checks after {w:?}"
                    );
                    pos.unmake();
                }
                if spoiled == Spoiled::NONE {
                    stood += 1;
                    assert!(pos.legal_moves().contains(&k), "{fen}: {k:?} illegal after {w:?}");
                }
                pos.unmake();
            }
        }
    }
    assert!(prepared > 10_000, "{prepared}");
    assert!(stood > 100_000 && stood < judged, "{stood} of {judged}");
}

/// The quiet royal move (self play's answer to a check, told without
/// making it) against making each of the king's moves: what it names is a
/// legal king move after which the other king is not attacked, and where
/// it names none there is none. Random boards with kings, riders,
/// leapers, grasshoppers, nightriders and pawns, in check or not.
#[test]
fn quiet_royal_move_agrees_with_making_the_kings_moves() {
    let rules = rules();
    let men = ['G', 'g', 'H', 'h', 'R', 'r', 'B', 'b', 'N', 'n', 'Q', 'q', 'P', 'p'];
    let (mut found, mut none, mut in_check) = (0, 0, 0);
    let mut scratch = Vec::new();
    for (fen, mut pos) in random_positions(&rules, 0xbb67_ae85_84ca_a73b, 3000, &men) {
        let us = pos.side_to_move();
        let king = pos.royals(us)[0];
        let quiet: Vec<_> = by_definition(&mut pos)
            .into_iter()
            .filter(|m| m.from == king)
            .filter(|&m| {
                pos.make(m);
                let check = pos.royal_attacked(!us);
                pos.unmake();
                !check
            })
            .collect();
        in_check += usize::from(pos.in_check());
        match pos.quiet_royal_move(&mut scratch) {
            Some(m) => {
                assert!(quiet.contains(&m), "{fen}: {m:?}");
                found += 1;
            }
            None => {
                assert!(quiet.is_empty(), "{fen}: missed {quiet:?}");
                none += 1;
            }
        }
    }
    assert!(
        found > 2000 && none > 100 && in_check > 500,
        "{found} {none} {in_check}"
    );
}

/// Lions, Chinese pieces, kangaroos and leaper-hoppers, whose attacks are
/// found by playing their hops forward: the legal moves are those that,
/// made, leave the king safe; and an empty square is attacked exactly when
/// a man of the other side placed on it could be taken (the Pao needs its
/// screen, the lion stops at the first man behind the hurdle).
#[test]
fn forward_hoppers_agree_with_make_and_test() {
    let mut set = orthodox();
    for (name, letter, walk) in [
        ("lion", 'l', "pQ"),
        ("pao", 'a', "mRcpR"),
        ("kangaroo", 'j', "ggQ"),
        ("contragrasshopper", 'c', "pK"),
        ("knighthopper", 'e', "gN"),
        ("mao", 'm', "W-F1"),
        ("locust", 'x', "xQ"),
        ("marineknight", 'y', "mNxN"),
    ] {
        set.roster.push(PieceType::new(name, letter, walk).unwrap());
    }
    let rules = Arc::new(Rules::new(set).unwrap());
    let men = [
        'L', 'l', 'A', 'a', 'J', 'j', 'C', 'c', 'E', 'e', 'M', 'm', 'X', 'x', 'Y', 'y', 'R', 'b',
    ];
    let (mut checked, mut attacked) = (0, 0);
    for (fen, mut pos) in random_positions(&rules, 0x510e_527f_ade6_82d1, 3000, &men) {
        let mut expected = by_definition(&mut pos);
        let mut got = pos.legal_moves();
        expected.sort_by_key(|m| (m.from, m.to, m.promotion));
        got.sort_by_key(|m| (m.from, m.to, m.promotion));
        assert_eq!(got, expected, "{fen}");
        checked += usize::from(pos.in_check());
        let us = pos.side_to_move();
        let g = rules.geometry();
        for &sq in g.squares() {
            if pos.piece_at(sq).is_some() {
                continue;
            }
            let mut probe = pos.clone();
            probe.put(sq, mansuba::piece::Piece::new(!us, mansuba::piece::Kind(4)));
            let mut moves = Vec::new();
            probe.pseudo_moves(&mut moves);
            let takes = moves.iter().any(|m| probe.capture_square(*m) == Some(sq));
            assert_eq!(pos.is_attacked(sq, us), takes, "{fen} {}", g.name(sq));
            attacked += usize::from(takes);
        }
    }
    assert!(checked > 300 && attacked > 10_000, "{checked} {attacked}");
}

/// Legal random positions: two kings and up to 15 men from `men` (pawns on
/// ranks 2 to 7) on `boards` boards, each with either side to move where
/// the other is not in check.
fn random_positions(rules: &Arc<Rules>, mut seed: u64, boards: usize, men: &[char]) -> Vec<(String, Position)> {
    let mut next = move || {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        seed
    };
    let mut out = Vec::new();
    for _ in 0..boards {
        let mut board = vec!['.'; 64];
        let wk = (next() % 64) as usize;
        let mut bk = (next() % 64) as usize;
        while bk == wk {
            bk = (next() % 64) as usize;
        }
        board[wk] = 'K';
        board[bk] = 'k';
        for _ in 0..(next() % 14 + 2) {
            let sq = (next() % 64) as usize;
            let man = men[(next() % men.len() as u64) as usize];
            if board[sq] == '.' && (!man.eq_ignore_ascii_case(&'p') || (8..56).contains(&sq)) {
                board[sq] = man;
            }
        }
        let ranks: Vec<String> = (0..8)
            .rev()
            .map(|r| common::rank_fen(&board[r * 8..r * 8 + 8]))
            .collect();
        for side in ["w", "b"] {
            let fen = format!("{} {side} - - 0 1", ranks.join("/"));
            if let Ok(pos) = Position::from_fen(rules.clone(), &fen)
                && !pos.royal_attacked(!pos.side_to_move())
            {
                out.push((fen, pos));
            }
        }
    }
    out
}
