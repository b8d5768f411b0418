//! Decomposes the Tamerlane game array's perft at depth 3 (the table in
//! docs/RULES-TAMERLANE.md): for each White first move, White's replies
//! if Black passed, times Black's 24 first moves, plus what Black's first
//! moves change. `cargo run --release --example tamerlane_depth3`.

use std::sync::Arc;

use mansuba::Position;
use mansuba::perft::perft;
use mansuba::rules::{self, Rules};

fn main() {
    let rules = Arc::new(Rules::new(rules::tamerlane()).expect("built-in rule set"));
    let mut pos = Position::start(rules.clone());
    let mut total = 0;
    let mut independent = 0;
    for w1 in pos.legal_moves() {
        pos.make(w1);
        pos.make_null();
        let alone = pos.legal_moves().len() as u64;
        pos.unmake_null();
        let real = perft(&mut pos, 2);
        pos.unmake();
        independent += 24 * alone;
        total += real;
        println!(
            "{}\t{alone}\t{}\t{}",
            w1.uci(&rules),
            24 * alone,
            real as i64 - 24 * alone as i64
        );
    }
    println!("sum\t\t{independent}\t{}\t= {total}", total as i64 - independent as i64);
}
