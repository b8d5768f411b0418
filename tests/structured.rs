//! Structured stipulations (`sstipulation`) against Popeye: the pairs in
//! `data/structured/` are problems of Popeye's example files (source in
//! `INDEX.tsv`, split as `shared/tools/popeye-corpus-split` splits them)
//! with the output Popeye 4.104 (commit 122c7d0, built from its public
//! source, run with `-regression`) gives for each, compared under
//! popeye-compare's rules in Popeye's line order. Plus a position worked
//! by hand, and the refusals.

mod common;

use std::process::Command;

#[test]
fn popeye_examples_give_popeyes_output() {
    let failed = common::pairs_differing("structured", 44);
    assert!(failed.is_empty(), "differ from Popeye:\n{}", failed.join("\n"));
}

#[test]
fn every_listed_pair_has_its_files() {
    common::assert_pairs_listed("structured");
}

fn solve(src: &str) -> (Option<i32>, String, String) {
    let dir = std::env::temp_dir().join(format!("mansuba-structured-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join(format!("p{}.inp", src.len()));
    std::fs::write(&path, src).unwrap();
    let o = Command::new(env!("CARGO_BIN_EXE_mansuba"))
        .arg("solve")
        .arg(&path)
        .output()
        .unwrap();
    (
        o.status.code(),
        String::from_utf8_lossy(&o.stdout).into_owned(),
        String::from_utf8_lossy(&o.stderr).into_owned(),
    )
}

/// White Kb6, Rh1, Rg2, Pd2; Black Ka8, Pd7. Black has three moves
/// (d7-d6, d7-d5, Ka8-b8); after each, a rook on the eighth rank mates:
/// the king on a8 or b8 has a7, b7 and c7 taken by White's king and the
/// rest of the rank by the rook, and nothing of Black's can interpose or
/// take. Rg2-g8 and Rh1-h8 are the only rook moves to that rank, so each
/// Black move has two mates: six lines, whether the mate is a help move,
/// a direct mate in 2 that mates at once (`1h[3a[#]d]h`, numbered from 1
/// again as Popeye writes battle play after help play) or the answer in a
/// defence branch (`1hh[2da[#]]`, Black's move its defence). The order
/// is Popeye's (its generation order, the mates from its mating move
/// generator), as Popeye 4.104 writes this position.
#[test]
fn a_hand_worked_position_in_three_forms() {
    let pos = "begin\npieces white kb6 rh1 rg2 pd2 black ka8 pd7\n";
    let moves = ["d7-d5", "d7-d6", "Ka8-b8"];
    let mates = ["Rg2-g8 #", "Rh1-h8 #"];
    let lines = |restart: bool| -> Vec<String> {
        let gap = if restart { "   1." } else { " " };
        moves
            .iter()
            .flat_map(|m| mates.iter().map(move |t| format!("  1.{m}{gap}{t}")))
            .collect()
    };
    for (stip, restart) in [("1h[3a[#]d]h", true), ("1hh[2da[#]]", false)] {
        let (code, out, err) = solve(&format!("{pos}sstipulation black {stip}\nend\n"));
        assert_eq!(code, Some(0), "{stip}: {err}");
        assert!(out.contains(&format!("  Black {stip}")), "{stip}: the caption\n{out}");
        let got: Vec<String> = out
            .lines()
            .filter(|l| l.starts_with("  1."))
            .map(String::from)
            .collect();
        assert_eq!(got, lines(restart), "{stip}");
    }
}

/// Forms mansuba does not solve are refused, named, at their place;
/// unreadable ones say what could not be read.
#[test]
fn refusals_name_the_form_and_its_place() {
    for (stip, words) in [
        ("3a[#]d|4hh[#]", "not supported: sstipulation 3a[#]d|4hh[#]"),
        ("1a[!#]d", "not supported: sstipulation 1a[!#]d"),
        ("15a[a=>b]d", "not supported: sstipulation 15a[a=>b]d"),
        ("3h[#]", "cannot read"),
        ("4hh[#]]", "cannot read `]`"),
    ] {
        let src = format!("begin\npieces white ka1 black kh8\nsstipulation white {stip}\nend\n");
        let (code, _, err) = solve(&src);
        assert_eq!(code, Some(1), "{stip}");
        assert!(err.contains(words), "{stip}: {err}");
        assert!(err.contains(":3:20"), "{stip}: the place\n{err}");
    }
    let (code, _, err) = solve("begin\npieces white ka1 black kh8\nsstipulation 3a[#]d\nend\n");
    assert_eq!(code, Some(1));
    assert!(err.contains("starts with the side to move"), "{err}");
}
