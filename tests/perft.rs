//! Perft against independent counts: Fairy-Stockfish's (`data/chess.tsv`)
//! and the published suite (`data/standard.perft`). A node limit keeps CI
//! fast; `MANSUBA_PERFT_NODES=1000000000 cargo test --release` runs all rows.

use std::sync::Arc;

use mansuba::Position;
use mansuba::perft::perft;
use mansuba::rules::{Rules, orthodox};

fn node_limit() -> u64 {
    std::env::var("MANSUBA_PERFT_NODES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(20_000_000)
}

/// `(fen, depth, nodes)` rows of a tab-separated file, `#` comments and a
/// header row starting with `variant` skipped.
fn rows(text: &str) -> Vec<(String, u32, u64)> {
    text.lines()
        .filter(|l| !l.starts_with('#') && !l.starts_with("variant") && !l.trim().is_empty())
        .map(|l| {
            let f: Vec<&str> = l.split('\t').collect();
            // chess.tsv has a leading variant column
            let f = if f.len() == 4 { &f[1..] } else { &f[..] };
            (
                f[0].to_string(),
                f[1].parse().unwrap(),
                f[2].parse().unwrap(),
            )
        })
        .collect()
}

fn check_rows(text: &str) -> (usize, usize) {
    let rules = Arc::new(Rules::new(orthodox()).unwrap());
    let (mut run, mut skipped) = (0, 0);
    for (fen, depth, nodes) in rows(text) {
        if nodes > node_limit() {
            skipped += 1;
            continue;
        }
        let mut pos =
            Position::from_fen(rules.clone(), &fen).unwrap_or_else(|e| panic!("{fen}: {e}"));
        assert_eq!(perft(&mut pos, depth), nodes, "{fen} depth {depth}");
        run += 1;
    }
    (run, skipped)
}

#[test]
fn fairy_stockfish_chess_rows() {
    let (run, skipped) = check_rows(include_str!("data/chess.tsv"));
    assert_eq!(skipped, 0, "every Fairy-Stockfish row fits the node limit");
    assert_eq!(run, 85);
}

#[test]
fn published_perft_suite() {
    let (run, skipped) = check_rows(include_str!("data/standard.perft"));
    eprintln!("standard perft: {run} rows run, {skipped} over the node limit");
    assert!(run >= 9, "the quick rows always run");
}

#[test]
fn copy_of_shared_data_is_current() {
    let shared = concat!(env!("CARGO_MANIFEST_DIR"), "/../shared/perft/chess.tsv");
    match std::fs::read_to_string(shared) {
        Ok(text) => assert_eq!(text, include_str!("data/chess.tsv")),
        Err(_) => {
            eprintln!("note: ../shared/perft is absent; the copy in tests/data is used as is")
        }
    }
}
