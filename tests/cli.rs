//! End-to-end runs of the binary: output, exit codes, error messages.

use std::process::{Command, Output};

fn mansuba(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_mansuba"))
        .args(args)
        .output()
        .expect("run mansuba")
}

fn stdout(o: &Output) -> String {
    String::from_utf8_lossy(&o.stdout).into_owned()
}

fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

#[test]
fn perft_prints_the_count_last() {
    // 8,902 is the published depth-3 count of the start position.
    let o = mansuba(&["perft", "--depth", "3"]);
    assert!(o.status.success());
    assert_eq!(stdout(&o).lines().last(), Some("8902"));
}

#[test]
fn perft_divide_lists_each_first_move() {
    // Kiwipete depth 2: 48 first moves, 2,039 leaves (published counts).
    let fen = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";
    let o = mansuba(&["perft", "--fen", fen, "--depth", "2", "--divide"]);
    assert!(o.status.success());
    let out = stdout(&o);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 49);
    assert_eq!(lines.last(), Some(&"2039"));
    assert!(lines.contains(&"e1g1 43"), "castling listed as the king's move");
}

#[test]
fn bad_fen_is_an_error_naming_the_field() {
    let o = mansuba(&["perft", "--fen", "8/8/8 w - -", "--depth", "1"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("board field: 3 ranks"), "{}", stderr(&o));
}

#[test]
fn unknown_rule_set_is_an_error() {
    let o = mansuba(&["perft", "--rules", "xiangqi", "--depth", "1"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("unknown rule set `xiangqi`"));
}

#[test]
fn bad_flags_are_errors() {
    let o = mansuba(&["perft"]);
    assert!(!o.status.success());
    assert!(stderr(&o).contains("--depth"));
    let o = mansuba(&["perft", "--depth", "x"]);
    assert!(!o.status.success());
}

fn temp_problem(name: &str, text: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("mansuba-cli-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join(name);
    std::fs::write(&path, text).unwrap();
    path
}

#[test]
fn solve_prints_popeye_output() {
    // Case 0395 of the Popeye suite: Popeye's output is the key
    // 1.f7-f8=R ! zugzwang. with 1...Kh7-h6 2.Rf8-h8 #.
    let p = temp_problem(
        "mate.inp",
        "begin\npieces white Kf6 pf7 black Kh7\nstip #2\noption variations\nend\n",
    );
    let o = mansuba(&["solve", p.to_str().unwrap()]);
    assert!(o.status.success(), "{}", stderr(&o));
    let out = stdout(&o);
    assert!(out.contains("  #2                          2 + 1\n\n   1.f7-f8=R ! zugzwang.\n      1...Kh7-h6\n          2.Rf8-h8 #\n\n\nsolution finished.\n\n\n"), "{out}");
}

#[test]
fn unsupported_features_are_errors() {
    let p = temp_problem(
        "sb.inp",
        "begin\npieces white ka1 pa7 black kh1\nstip #2\noption NullMoves\nend\n",
    );
    let o = mansuba(&["solve", p.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(1));
    assert!(
        stderr(&o).contains("not supported yet: option NullMoves outside help play"),
        "{}",
        stderr(&o)
    );
}

/// Hand count: Black (Kh8, g7, h7) has five moves and after each the king
/// escapes Ra8+ (Kg8-f7, g6/g5 Kg7, h6/h5 Kh7), so the only h#1 is a pass
/// and Ra2-a8 #; Popeye writes a pass as " ..." after the move number.
#[test]
fn null_moves_in_help_play() {
    let p = temp_problem(
        "null.inp",
        "begin\npieces white ka1 ra2 black kh8 pg7h7\nstip h#1\noption NullMoves\nend\n",
    );
    let o = mansuba(&["solve", "--regression", p.to_str().unwrap()]);
    assert!(o.status.success(), "{}", stderr(&o));
    let out = stdout(&o);
    let lines: Vec<&str> = out.lines().filter(|l| l.starts_with("  1.")).collect();
    assert_eq!(lines, ["  1. ... Ra2-a8 #"], "{out}");
}

#[test]
fn input_errors_exit_non_zero_with_the_place() {
    let p = temp_problem("bad.inp", "begin\npieces white kz9\nstip #2\nend\n");
    for cmd in ["solve", "diagram"] {
        let o = mansuba(&[cmd, p.to_str().unwrap()]);
        assert_eq!(o.status.code(), Some(1));
        assert!(stderr(&o).contains("bad.inp:2:14"), "{}", stderr(&o));
        assert!(stderr(&o).contains("square z9 is not on the board"));
    }
}

#[test]
fn missing_file_is_an_error() {
    let o = mansuba(&["solve", "/nonexistent/x.inp"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("cannot read /nonexistent/x.inp"));
}

#[test]
fn a_file_alone_is_solved_and_popeye_flags_are_accepted() {
    let p = temp_problem("short.inp", "begin\npieces white Kf6 pf7 black Kh7\nstip #2\nend\n");
    let o = mansuba(&[p.to_str().unwrap(), "-regression"]);
    assert!(o.status.success(), "{}", stderr(&o));
    // Case 0395 of the Popeye suite: the key is 1.f7-f8=R.
    assert!(stdout(&o).contains("   1.f7-f8=R !"));
}

/// `solve --plain` searches help play without intelligent mode: the same
/// output (the bundled problem's snapshot test checks it against the
/// Popeye output stored beside it).
#[test]
fn plain_search_prints_the_same() {
    let file = concat!(env!("CARGO_MANIFEST_DIR"), "/problems/orthodox/0109-hpint-58.inp");
    let auto = mansuba(&["solve", file]);
    let plain = mansuba(&["solve", "--plain", file]);
    assert!(auto.status.success() && plain.status.success());
    assert_eq!(stdout(&auto), stdout(&plain));
    assert!(stdout(&plain).contains("h=2"), "{}", stdout(&plain));
}
