//! `cargo bench --bench perft`: perft speed in nodes per second for the
//! positions of docs/PERFORMANCE.md. Prints the best of three runs each.
//! Counts are checked, so a fast wrong generator cannot pass for a fast one.

use std::sync::Arc;
use std::time::Instant;

use mansuba::Position;
use mansuba::perft::perft;
use mansuba::rules::{Rules, orthodox};

const CASES: &[(&str, &str, u32, u64)] = &[
    (
        "start",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        5,
        4_865_609,
    ),
    (
        "kiwipete",
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        4,
        4_085_603,
    ),
];

fn main() {
    let rules = Arc::new(Rules::new(orthodox()).expect("orthodox rules"));
    for &(name, fen, depth, nodes) in CASES {
        let mut best = f64::MAX;
        for _ in 0..3 {
            let mut pos = Position::from_fen(rules.clone(), fen).expect("valid FEN");
            let t = Instant::now();
            assert_eq!(perft(&mut pos, depth), nodes, "{name}");
            best = best.min(t.elapsed().as_secs_f64());
        }
        println!(
            "{name:10} depth {depth}: {nodes} nodes, {best:.3} s, {:.1} Mnodes/s",
            nodes as f64 / best / 1e6
        );
    }
}
