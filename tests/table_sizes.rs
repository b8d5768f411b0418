//! The transposition tables change the speed, never the output: the cases
//! of `data/table_size_zero.tsv` give Popeye's output with the smallest
//! table budget mansuba allows (`--maxmem 0`: 1024 entries) and with 1 MiB,
//! as they do with the default 1 GiB (tests/conformance.rs). That list
//! holds the 223 of the 283 cases of `data/conformance.tsv` that took under
//! a second with the smallest budget when measured (2026-11-30); the
//! others, mostly helpmates, were checked the same way once (measured
//! equal where they finished) but search for a minute or more with so
//! small a table, too long for every CI run. The budget is process-wide,
//! so this file holds one test and runs the sizes one after the other.

mod common;

use std::path::{Path, PathBuf};

use mansuba::input::parse;
use mansuba::problem::validate;
use mansuba::solve::{set_memory_budget, solve};

fn check(files: &[PathBuf], cases: &[(String, bool)], budget: usize) -> Vec<String> {
    set_memory_budget(budget);
    let mut failures = Vec::new();
    for (id, in_order) in cases {
        let inp: &Path = files
            .iter()
            .find(|f| f.file_stem().unwrap().to_string_lossy() == *id)
            .expect("listed case exists");
        let src = common::read_lossy(inp);
        let problem = validate(&parse(&src)[0].spec).expect("suite case validates");
        let actual = solve(&problem).expect("supported").stdout;
        let expected = common::read_lossy(&inp.with_extension("out"));
        if let Some(diff) = common::compare::compare(&expected, &actual, *in_order) {
            failures.push(format!("{id} with {budget} bytes: {diff}"));
        }
    }
    failures
}

#[test]
fn small_tables_give_the_same_solutions() {
    let Some(files) = common::suite_inputs() else { return };
    let cases = common::case_list(include_str!("data/table_size_zero.tsv"));
    assert!(cases.len() >= 200, "the measured list is there");
    let mut failures = check(&files, &cases, 0);
    failures.extend(check(&files, &cases, 1 << 20));
    set_memory_budget(1 << 30);
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
