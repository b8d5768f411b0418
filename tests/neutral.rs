//! Neutral men against Popeye: the pairs in `data/neutral/` are problems
//! of Popeye's example files with neutral men (source in `INDEX.tsv`,
//! split as `shared/tools/popeye-corpus-split` splits them), two made by
//! hand (neutral pawns' double steps, en passant and promotions), five
//! random positions, and one of them with its neutral men black (help
//! play's last move, a mate, in the order of Popeye's mating-move
//! generator), each with the output Popeye 4.104 (built from its
//! public source, run with `-regression`) gives, compared under
//! popeye-compare's rules in Popeye's line order. The hand tests below
//! count moves by hand and check the incremental state.

mod common;

use common::{diagram, legal, solved};
use mansuba::piece::Color;
use mansuba::position::Position;

#[test]
fn popeye_examples_give_popeyes_output() {
    let failed = common::pairs_differing("neutral", 33);
    assert!(failed.is_empty(), "differ from Popeye:\n{}", failed.join("\n"));
}

#[test]
fn every_listed_pair_has_its_files() {
    common::assert_pairs_listed("neutral");
}

/// Ka1, Kh8 and a neutral rook d4. Either side may move the rook, but not
/// onto a line to its own king, which it would then attack for the other
/// side: White loses Rd1 and Ra4 of its 14 moves, Black Rd8 and Rh4. Each
/// king has its 3 steps. 15 moves each.
#[test]
fn a_neutral_man_moves_for_both_and_attacks_both_kings() {
    let src = "begin\npieces white ka1 black kh8 neutral rd4\nstip ~1\nend\n";
    for (side, barred) in [(Color::White, ["d4d1", "d4a4"]), (Color::Black, ["d4d8", "d4h4"])] {
        let mut pos = diagram(src, side);
        let moves = legal(&mut pos);
        assert_eq!(moves.len(), 15, "{side:?}: {moves:?}");
        for m in barred {
            assert!(!moves.contains(&m.to_string()), "{side:?} {m}");
        }
    }
}

/// A neutral man is taken by either side: White's rook d8 and Black's
/// rook d2 may each take the neutral bishop d5.
#[test]
fn either_side_takes_a_neutral_man() {
    let src = "begin\npieces white ka1 rd8 black kh1 rd2 neutral bd5\nstip ~1\nend\n";
    assert!(legal(&mut diagram(src, Color::White)).contains(&"d8d5".to_string()));
    assert!(legal(&mut diagram(src, Color::Black)).contains(&"d2d5".to_string()));
}

/// A neutral pawn walks up the board for White and down for Black, with
/// its double step from either side's second rank.
#[test]
fn a_neutral_pawn_goes_the_way_of_the_side_moving_it() {
    let src = "begin\npieces white ka1 black ka8 neutral pe2 pd7\nstip ~1\nend\n";
    let white = legal(&mut diagram(src, Color::White));
    let black = legal(&mut diagram(src, Color::Black));
    for m in ["e2e3", "e2e4", "d7d8"] {
        assert!(white.iter().any(|w| w.starts_with(m)), "White {m}: {white:?}");
    }
    for m in ["d7d6", "d7d5", "e2e1"] {
        assert!(black.iter().any(|b| b.starts_with(m)), "Black {m}: {black:?}");
    }
    assert!(!white.iter().any(|w| w.starts_with("e2e1") || w.starts_with("d7d6")));
}

/// Board, lists, counts and hash stay what a recount gives through every
/// make and unmake of a tree of moves with neutral men (captures of them,
/// their promotions, en passant).
#[test]
fn incremental_state_holds_with_neutral_men() {
    fn walk(pos: &mut Position, depth: u32) {
        pos.validity_check().unwrap_or_else(|e| panic!("{}: {e}", pos.to_fen()));
        if depth == 0 {
            return;
        }
        for mv in pos.legal_moves() {
            pos.make(mv);
            walk(pos, depth - 1);
            pos.unmake();
            pos.validity_check().unwrap_or_else(|e| panic!("after unmake: {e}"));
        }
    }
    let src = "begin\npieces white ke1 rh1 pb5 black ke8 ra8 pc7 neutral pf2 pg7 sd4 qb3\nstip ~1\nend\n";
    walk(&mut diagram(src, Color::White), 3);
}

/// Outside the orthodox rule set, and with a condition not checked with
/// them, neutral men are refused, by name.
#[test]
fn neutral_men_are_refused_where_not_checked() {
    for (src, want) in [
        (
            "begin\nrules courier\npieces white kf1 black kf8 neutral ra1\nstip ~1\nend\n",
            "not supported: neutral pieces under rules courier",
        ),
        (
            "begin\ncondition madrasi\npieces white ke1 black ke8 neutral ra1\nstip ~1\nend\n",
            "not supported: condition Madrasi with neutral pieces",
        ),
    ] {
        let parsed = mansuba::input::parse(src);
        let errors = match mansuba::problem::validate(&parsed[0].spec) {
            Ok(_) => panic!("{src} accepted"),
            Err(e) => e,
        };
        assert!(errors.iter().any(|d| d.message.contains(want)), "{errors:?}");
    }
}

/// The caption counts the neutral men apart (`2 + 1 + 1n`), the board
/// marks them `=`, the notation writes them `n`.
#[test]
fn neutral_men_are_written_as_popeye_writes_them() {
    let out = solved("begin\npieces white qf3 rc8 black be8 neutral kg8\nstip #2\noption variation\nend\n");
    assert!(out.contains("=K"), "{out}");
    assert!(out.contains("2 + 1 + 1n"), "{out}");
    assert!(out.contains("1...nKg8-f8"), "{out}");
}

/// A YACPDB entry's `neutral` men are read as Popeye's `neutral`, and
/// written back under `neutral`.
#[test]
fn yacpdb_entries_carry_neutral_men() {
    let yaml = "---\nalgebraic:\n  white: [Qf3, Rc8]\n  black: [Be8]\n  neutral: [Kg8]\nstipulation: \"#2\"\n";
    let popeye = mansuba::input::yacpdb::to_popeye(yaml).unwrap();
    assert!(
        popeye.contains("Pieces white Qf3 Rc8 black Be8 neutral Kg8"),
        "{popeye}"
    );
    let parsed = mansuba::input::parse(&popeye);
    let back = mansuba::input::yacpdb::to_yaml(&parsed[0].spec, None);
    assert!(back.contains("neutral:\n  - Kg8"), "{back}");
    assert!(back.contains("white:\n  - Qf3\n  - Rc8\n"), "{back}");
}

/// Popeye's Forsyth colour signs: `=` makes the next man neutral, `+`
/// white and `-` black whatever the letter's case. The same board as
/// `a_neutral_man_moves_for_both_and_attacks_both_kings` read from
/// `7-K/8/8/8/3=r4/8/8/+k7` (Black's king by `-K`, White's by `+k`) has
/// its 15 moves a side.
#[test]
fn forsyth_colour_signs_read_neutral_white_and_black_men() {
    let src = "begin\nforsyth 7-K/8/8/8/3=r4/8/8/+k7\nstip ~1\nend\n";
    for side in [Color::White, Color::Black] {
        assert_eq!(legal(&mut diagram(src, side)).len(), 15, "{side:?}");
    }
    let pos = diagram(src, Color::White);
    let g = pos.rules().geometry();
    let at = |s: &str| pos.piece_at(g.parse_square(s).unwrap()).unwrap();
    assert!(at("d4").is_neutral());
    assert_eq!((at("a1").color(), at("h8").color()), (Color::White, Color::Black));
}
