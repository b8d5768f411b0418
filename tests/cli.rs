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
    assert!(
        lines.contains(&"e1g1 43"),
        "castling listed as the king's move"
    );
}

#[test]
fn bad_fen_is_an_error_naming_the_field() {
    let o = mansuba(&["perft", "--fen", "8/8/8 w - -", "--depth", "1"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(
        stderr(&o).contains("board field: 3 ranks"),
        "{}",
        stderr(&o)
    );
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

#[test]
fn solve_says_it_is_not_supported_yet() {
    let o = mansuba(&["solve", "problems"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("not supported yet: solving"));
}
