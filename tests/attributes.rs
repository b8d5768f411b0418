//! Piece attributes against Popeye: the pairs in `data/attributes/` are
//! problems of Popeye's example files (source in `INDEX.tsv`, split as
//! `shared/tools/popeye-corpus-split` splits them) with men of attribute
//! Royal (German `koeniglich`), with the output Popeye 4.104 (built from
//! its public source, run with `-regression`) gives for each, compared
//! under popeye-compare's rules in Popeye's line order. The hand tests
//! below work out the reader's rules and a royal pawn's promotions.

mod common;

use common::solved;

#[test]
fn popeye_examples_give_popeyes_output() {
    let failed = common::pairs_differing("attributes", 14);
    assert!(failed.is_empty(), "differ from Popeye:\n{}", failed.join("\n"));
}

#[test]
fn every_listed_pair_has_its_files() {
    common::assert_pairs_listed("attributes");
}

/// Popeye's reader: `royal` after a colour applies to the next piece token
/// only (d1 is royal, e1 is not), and the caption lists the royal men.
#[test]
fn royal_applies_to_the_next_piece_token_only() {
    let out = solved("begin\npieces white royal qd1 qe1 black kh8\nstip ~1\nend\n");
    assert!(out.contains("\n              Royal d1\n"), "{out}");
    assert!(out.contains("1.rQd1-d2"), "{out}");
    assert!(out.contains("1.Qe1-e2"), "{out}");
}

/// An attribute after a colour's pieces, and a second royal man of a
/// side, are errors (Popeye refuses both).
#[test]
fn misplaced_attributes_and_two_royals_are_refused() {
    let run = |src: &str| {
        let parsed = mansuba::input::parse(src);
        let spec = &parsed[0].spec;
        let errors: Vec<String> = parsed[0].errors.iter().map(|d| d.message.clone()).collect();
        (errors, mansuba::problem::validate(spec).err().unwrap_or_default())
    };
    let (errors, _) = run("begin\npieces white ke1 royal qd1 black ke8\nstip #2\nend\n");
    assert!(errors.iter().any(|e| e.contains("after pieces")), "{errors:?}");
    let (errors, invalid) = run("begin\npieces white royal qd1e1 black ke8\nstip #2\nend\n");
    assert!(errors.is_empty(), "{errors:?}");
    assert!(invalid.iter().any(|d| d.message.contains("2 royal men")), "{invalid:?}");
    // A king and a royal queen: two royal men as well.
    let (_, invalid) = run("begin\npieces white ke1 white royal qd1 black ke8\nstip #2\nend\n");
    assert!(invalid.iter().any(|d| d.message.contains("2 royal men")), "{invalid:?}");
}

/// A royal pawn keeps its attribute when it promotes (`b1=rQ`, and so on:
/// four promotions), and the man it becomes is royal: Ra3-b3 then checks
/// it. With a white rook on h1 instead, b1 is attacked and the royal pawn
/// may not go there at all: only a7-a6 and a7-a5 are left (by hand).
#[test]
fn a_royal_pawn_promotes_to_royal_men() {
    let out = solved("begin\npieces white kh8 ra3 black royal pb2 pa7\nstip h~1\nend\n");
    for k in ["Q", "R", "B", "S"] {
        assert!(out.contains(&format!("1.rPb2-b1=r{k} ")), "{k}: {out}");
    }
    assert!(out.contains("1.rPb2-b1=rQ Ra3-b3 +"), "{out}");
    let out = solved("begin\npieces white kh8 rh1 black royal pb2 pa7\nstip h~1\nend\n");
    let firsts: std::collections::BTreeSet<&str> = out
        .lines()
        .filter_map(|l| l.trim_start().strip_prefix("1."))
        .filter_map(|l| l.split(' ').next())
        .collect();
    assert_eq!(firsts.into_iter().collect::<Vec<_>>(), ["a7-a5", "a7-a6"], "{out}");
}
