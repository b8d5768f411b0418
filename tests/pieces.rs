//! Fairy pieces against Popeye: the pairs in `data/pieces/` are problems of
//! Popeye's example files (source in `INDEX.tsv`, split as
//! `shared/tools/popeye-corpus-split` splits them) that use the fairy pieces
//! mansuba knows (lions, Chinese pieces, kangaroos, leaper-hoppers,
//! orphans...), with the output Popeye 4.104 (built from its public source,
//! run with `-regression`) gives for each, compared under popeye-compare's
//! rules in Popeye's line order. The walks themselves are counted by hand
//! in `walks.rs`.

mod common;

use common::solved;

#[test]
fn popeye_examples_give_popeyes_output() {
    let failed = common::pairs_differing("pieces", 80);
    assert!(failed.is_empty(), "differ from Popeye:\n{}", failed.join("\n"));
}

#[test]
fn every_listed_pair_has_its_files() {
    common::assert_pairs_listed("pieces");
}

/// An orphan observed by a rook and by a queen of the other side has each
/// of its moves once (Popeye drops the duplicates; it prints these 21 too).
/// From a1, observed along the first rank by the rook on h1 and the queen
/// on a8, it moves as both: a2..a7 and xa8, b1..g1 and xh1 as rook and
/// queen, b2..h8 as queen: 7 + 7 + 7.
#[test]
fn an_orphan_has_each_move_once() {
    let src = "begin\npieces white kg5 oa1 black ke3 rh1 qa8\nstip ~1\nend\n";
    let out = solved(src);
    let moves: Vec<&str> = out.lines().filter(|l| l.trim_start().starts_with("1.Oa1")).collect();
    assert_eq!(moves.len(), 21, "{out}");
    let mut unique = moves.clone();
    unique.sort();
    unique.dedup();
    assert_eq!(unique.len(), moves.len());
}

/// A Berolina pawn's double step b2-d4 passes c3 (by hand): Black may take
/// it there en passant with a pawn from b4 (diagonally) or a Berolina pawn
/// from c4 (straight on), each removing the pawn on d4; one move later the
/// chance is gone.
#[test]
fn a_berolina_double_step_is_taken_en_passant_on_the_diagonal() {
    let src = "begin\npieces white ke1 bpb2 black ke8 pb4 bpc4 pa7\nstip ~1\nend\n";
    let mut pos = common::diagram(src, mansuba::Color::White);
    common::play(&mut pos, "b2d4");
    let replies = common::legal(&mut pos);
    for capture in ["b4c3", "c4c3"] {
        assert!(replies.contains(&capture.to_string()), "{replies:?}");
        let mut after = pos.clone();
        common::play(&mut after, capture);
        let g = after.rules().geometry();
        assert!(after.piece_at(g.parse_square("d4").unwrap()).is_none());
    }
    // A waiting move each, and the chance is gone.
    common::play(&mut pos, "a7a6");
    common::play(&mut pos, "e1f1");
    assert!(!common::legal(&mut pos).contains(&"b4c3".to_string()));
}
