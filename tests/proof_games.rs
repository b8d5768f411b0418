//! Proof games (`dia`, `exact-dia`, `ser-dia`, `a=>b` and their series
//! forms) against independent sources:
//!
//! * `data/proof-games/`: 15 of Popeye's own problems with the output its
//!   `REGRESSIONTESTS/` folder stores (sources in `INDEX.tsv`). Those
//!   outputs come from a build that also printed four move counters
//!   (`add_to_move_generation_stack:` and the like), left out here.
//! * `data/proof-corpus/`: every proof game of Popeye's example files that
//!   needs nothing mansuba lacks (53 problems), with Popeye 4.104's output
//!   (`-regression`), under popeye-compare's rules in Popeye's line order.
//! * `data/proof-edge/`: 37 small problems written to probe the edges (en
//!   passant and locust replies to a side's last move, conditions that
//!   void a pawn's guard, fairy pawns and chameleons, SingleBox's latent
//!   pawns, WhiteToPlay, SetPlay, Duplex, series forms), with Popeye
//!   4.104's output.
//! * Positions worked by hand: a unique proof game in 4.0 and its cook
//!   after one man moves, and one in 2.0 whose order of moves is forced
//!   or free depending on one knight.

mod common;

use std::path::Path;
use std::process::Command;

/// Popeye's move counters of its regression build: not part of its output.
fn counter(line: &str) -> bool {
    [
        "add_to_move_generation_stack:",
        "play_move:",
        "is_white_king_square_attacked:",
        "is_black_king_square_attacked:",
    ]
    .iter()
    .any(|c| line.trim_start().starts_with(c))
}

#[test]
fn popeyes_regression_outputs_are_matched() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/proof-games");
    let ids = common::popeye_pairs("proof-games");
    assert_eq!(ids.len(), 15, "INDEX.tsv lists the 15 pairs");
    let mut failed = Vec::new();
    for id in ids {
        let src = common::read_lossy(&dir.join(format!("{id}.inp")));
        let stored = common::read_lossy(&dir.join(format!("{id}.out")));
        let expected: String = stored
            .lines()
            .filter(|l| !counter(l))
            .map(|l| format!("{l}\n"))
            .collect();
        if let Some(diff) = common::compare::compare(&expected, &common::solved(&src), true) {
            failed.push(format!("{id}: {diff}"));
        }
    }
    assert!(failed.is_empty(), "differ from Popeye:\n{}", failed.join("\n"));
}

#[test]
fn popeye_examples_give_popeyes_output() {
    let failed = common::pairs_differing("proof-corpus", 53);
    assert!(failed.is_empty(), "differ from Popeye:\n{}", failed.join("\n"));
}

#[test]
fn edge_cases_give_popeyes_output() {
    let failed = common::pairs_differing("proof-edge", 37);
    assert!(failed.is_empty(), "differ from Popeye:\n{}", failed.join("\n"));
}

#[test]
fn every_listed_pair_has_its_files() {
    common::assert_pairs_listed("proof-edge");
    common::assert_pairs_listed("proof-corpus");
    common::assert_pairs_listed("proof-games");
}

/// The solution lines of mansuba's output for `src`.
fn lines(src: &str) -> Vec<String> {
    mansuba::solve::solution_lines(&common::solved(src))
        .into_iter()
        .map(|l| l.trim().to_string())
        .collect()
}

/// A problem with these men of White's and Black's.
fn diagram(stipulation: &str, white: &str, black: &str) -> String {
    format!("begin\nstipulation {stipulation}\npieces white {white}\nblack {black}\nend\n")
}

/// White: e2-e4 (one move), and the king to c4: e1-e2 (free once the pawn
/// has gone), then d3 (e3 is two files from c4, d2 and f2 hold pawns),
/// then c4: three moves, four in all, each side's order forced. Black:
/// f7-f6, then the king e8-f7 (the only free square), g6 (f7's only
/// neighbour next to h6 that is free: g7 holds a pawn), h6. Nothing
/// checks on the way (the d- and e-files and the diagonals to the kings
/// are closed). So the one proof game in 4.0; and no shorter one.
#[test]
fn a_unique_proof_game_in_four_worked_by_hand() {
    let src = diagram(
        "dia4",
        "kc4 qd1 ra1 rh1 bc1 bf1 sb1 sg1 pa2 pb2 pc2 pd2 pe4 pf2 pg2 ph2",
        "kh6 qd8 ra8 rh8 bc8 bf8 sb8 sg8 pa7 pb7 pc7 pd7 pe7 pf6 pg7 ph7",
    );
    assert_eq!(
        lines(&src),
        ["1.e2-e4 f7-f6   2.Ke1-e2 Ke8-f7   3.Ke2-d3 Kf7-g6   4.Kd3-c4 Kg6-h6 dia"]
    );
}

/// The same with White's king on d4 instead of c4: from e2 it may go on
/// by d3 or by e3 (free now that the pawn stands on e4), both next to d4:
/// a cook, two proof games.
#[test]
fn moving_one_man_cooks_it() {
    let src = diagram(
        "dia4",
        "kd4 qd1 ra1 rh1 bc1 bf1 sb1 sg1 pa2 pb2 pc2 pd2 pe4 pf2 pg2 ph2",
        "kh6 qd8 ra8 rh8 bc8 bf8 sb8 sg8 pa7 pb7 pc7 pd7 pe7 pf6 pg7 ph7",
    );
    let mut got = lines(&src);
    got.sort();
    assert_eq!(
        got,
        [
            "1.e2-e4 f7-f6   2.Ke1-e2 Ke8-f7   3.Ke2-d3 Kf7-g6   4.Kd3-d4 Kg6-h6 dia",
            "1.e2-e4 f7-f6   2.Ke1-e2 Ke8-f7   3.Ke2-e3 Kf7-g6   4.Ke3-d4 Kg6-h6 dia",
        ]
    );
}

/// In 2.0: a knight on e2 can only come after e2-e3 has freed the square
/// (one order); on f3 it comes before or after (two), knight moves first
/// as Popeye generates them. Black: e7-e5, then Ke8-e7, forced.
#[test]
fn one_knight_decides_whether_the_order_is_forced() {
    let rest_white = "ke1 qd1 ra1 rh1 bc1 bf1 sb1 pa2 pb2 pc2 pd2 pe3 pf2 pg2 ph2";
    let black = "ke7 qd8 ra8 rh8 bc8 bf8 sb8 sg8 pa7 pb7 pc7 pd7 pe5 pf7 pg7 ph7";
    let forced = diagram("dia2", &format!("{rest_white} se2"), black);
    assert_eq!(lines(&forced), ["1.e2-e3 e7-e5   2.Sg1-e2 Ke8-e7 dia"]);
    let free = diagram("dia2", &format!("{rest_white} sf3"), black);
    assert_eq!(
        lines(&free),
        [
            "1.Sg1-f3 e7-e5   2.e2-e3 Ke8-e7 dia",
            "1.e2-e3 e7-e5   2.Sg1-f3 Ke8-e7 dia",
        ]
    );
}

/// `a=>b`: the men written after the stipulation are the target, and
/// Black starts. From the game array with White's g1 knight on f3 back to
/// the game array in 1.5 moves (Black, White, Black): White's one move is
/// Sf3-g1; Black's two must leave its men as they were: a knight out and
/// back (b8-a6, b8-c6, g8-f6, g8-h6): four games.
#[test]
fn a_to_b_starts_from_the_first_position() {
    let src = "begin\npieces white ke1 qd1 ra1 rh1 bc1 bf1 sb1 sf3 pa2 pb2 pc2 pd2 pe2 pf2 pg2 ph2\n\
               black ke8 qd8 ra8 rh8 bc8 bf8 sb8 sg8 pa7 pb7 pc7 pd7 pe7 pf7 pg7 ph7\n\
               stipulation a=>b1.5\n\
               pieces white ke1 qd1 ra1 rh1 bc1 bf1 sb1 sg1 pa2 pb2 pc2 pd2 pe2 pf2 pg2 ph2\n\
               black ke8 qd8 ra8 rh8 bc8 bf8 sb8 sg8 pa7 pb7 pc7 pd7 pe7 pf7 pg7 ph7\nend\n";
    let out = common::solved(src);
    assert!(out.contains("=> (Black ->)"), "{out}");
    // Black: out and back with one knight (four ways); White: Sf3-g1.
    let got = mansuba::solve::solution_lines(&out);
    assert_eq!(got.len(), 4, "{out}");
    assert!(got.iter().all(|l| l.contains("2.") && l.ends_with("a=>b")), "{out}");
}

/// Line and column (1-based) of the first stipulation's value.
fn stipulation_place(src: &str) -> (usize, usize) {
    for (i, line) in src.lines().enumerate() {
        if let Some(col) = line.find("stipulation ") {
            return (i + 1, col + "stipulation ".len() + 1);
        }
    }
    panic!("no stipulation line");
}

/// Forms mansuba does not solve are refused where they are written.
#[test]
fn unsolved_forms_are_refused_at_the_stipulation() {
    let src = "begin\nstipulation phser-dia1\npieces white ke1 black ke8\nend\n";
    let dir = std::env::temp_dir().join(format!("mansuba-proof-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("phser.inp");
    std::fs::write(&path, src).unwrap();
    let o = Command::new(env!("CARGO_BIN_EXE_mansuba"))
        .arg("solve")
        .arg(&path)
        .output()
        .unwrap();
    let err = String::from_utf8_lossy(&o.stderr);
    assert_eq!(o.status.code(), Some(1), "{err}");
    assert!(err.contains("not supported: stipulation phser-dia1"), "{err}");
    let (line, col) = stipulation_place(src);
    assert!(err.contains(&format!("{}:{line}:{col}", path.display())), "{err}");
}
