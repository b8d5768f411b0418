//! Piece attributes against Popeye: the pairs in `data/attributes/` are
//! problems of Popeye's example files (source in `INDEX.tsv`, split as
//! `shared/tools/popeye-corpus-split` splits them) with men of attribute
//! Royal (German `koeniglich`), Chameleon, Functionary (`beamtet`, and
//! the condition BeamtenSchach), Uncapturable and HalfNeutral
//! (`HalbNeutral`), with the output Popeye
//! 4.104 (built from
//! its public source, run with `-regression`) gives for each, compared
//! under popeye-compare's rules in Popeye's line order. The hand tests
//! below work out the reader's rules and a royal pawn's promotions.

mod common;

use common::solved;

#[test]
fn popeye_examples_give_popeyes_output() {
    let failed = common::pairs_differing("attributes", 45);
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

/// A chameleon changes walk after each of its moves, Q, S, B, R in turn
/// (Popeye's sequence): the knight on g1 has the knight's three moves,
/// each turning it into a bishop (`=cB`); on f3 after g1-f3 it then moves
/// as a bishop (by hand, with the kings on h1 and a7: e2, d1, g2, g4, h5,
/// e4, d5, c6, b7, a8: 10), each turning it into a rook.
#[test]
fn a_chameleon_changes_walk_after_each_move() {
    let src = "begin\npieces white kh1 white chameleon sg1 black ka7\nstip ~1\nend\n";
    let out = solved(src);
    for to in ["e2", "f3", "h3"] {
        assert!(out.contains(&format!("1.cSg1-{to}=cB !")), "{out}");
    }
    assert!(out.contains("\n            Chameleon g1\n"), "{out}");
    let mut pos = common::diagram(src, mansuba::Color::White);
    common::play(&mut pos, "g1f3?");
    common::play(&mut pos, "a7b6");
    let bishop: Vec<String> = common::legal(&mut pos)
        .into_iter()
        .filter(|m| m.starts_with("f3"))
        .collect();
    assert_eq!(bishop.len(), 10, "{bishop:?}");
    assert!(bishop.iter().all(|m| m.ends_with('?')), "{bishop:?}");
}

/// Where chameleons stand, a pawn promotes to each piece and then to its
/// chameleon form, written `=Q=c` (Popeye's output for this position:
/// b8=Q, b8=Q=c, b8=S, b8=S=c, b8=R, b8=R=c, b8=B, b8=B=c, in this
/// order); a chameleon pawn promotes to chameleon pieces (`=cQ`) only.
#[test]
fn pawns_promote_to_chameleons_where_chameleons_stand() {
    let out = solved("begin\npieces white kh1 pb7 white chameleon pc7 sg1 black ka1\nstip ~1\nend\n");
    let promotions: Vec<&str> = out
        .lines()
        .filter_map(|l| l.trim().strip_prefix("1.b7-b8="))
        .map(|l| l.trim_end_matches(" !"))
        .collect();
    assert_eq!(promotions, ["Q", "Q=c", "S", "S=c", "R", "R=c", "B", "B=c"], "{out}");
    let chameleon: Vec<&str> = out
        .lines()
        .filter_map(|l| l.trim().strip_prefix("1.cPc7-c8="))
        .map(|l| l.trim_end_matches(" !"))
        .collect();
    assert_eq!(chameleon, ["cQ", "cS", "cR", "cB"], "{out}");
}

/// A functionary man moves only while an enemy man observes it (by hand:
/// the queen d1 under the rook d8's eye has its moves, among them d1-h5;
/// with the rook on c8 nothing black observes d1 and the queen has none).
/// Its letter `f` comes before the piece's, and the caption lists it.
#[test]
fn a_functionary_moves_only_while_observed() {
    let src = "begin\npieces white kh1 white functionary qd1 black ka8 rd8\nstip ~1\nend\n";
    let out = solved(src);
    assert!(out.contains("1.fQd1-h5 !"), "{out}");
    assert!(out.contains("Functionary d1\n"), "{out}");
    let out = solved(&src.replace("rd8", "rc8"));
    assert!(!out.contains("fQd1-"), "{out}");
}
