//! The transposition tables change the speed, never the output: the cases
//! of `data/table_size_zero.tsv` give Popeye's output with the smallest
//! table budget mansuba allows (`--maxmem 0`: 1024 entries) and with 1 MiB,
//! as they do with the default 1 GiB (tests/conformance.rs). That list
//! holds the cases of `data/conformance.tsv` and `data/conformance-slow.tsv`
//! that took under a second with the smallest budget when measured
//! (2026-12-03: 372 of the 414). The others, mostly long helpmates, search
//! for seconds to minutes with so small a table, too long for every CI run:
//! `every_case_with_small_tables` checks all 414 at both budgets and runs
//! by hand (`--ignored`; docs/CONFORMANCE.md has its last result). The
//! budget is process-wide, so the tests here take turns at it
//! (`small_budgets`) and run the sizes one after the other.

mod common;

use std::path::{Path, PathBuf};
use std::sync::Mutex;

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

/// The cases at 0 and at 1 MiB, the default budget restored after; one
/// test at a time, since the budget is the process's.
fn small_budgets(files: &[PathBuf], cases: &[(String, bool)]) -> Vec<String> {
    static BUDGET: Mutex<()> = Mutex::new(());
    let _turn = BUDGET.lock().unwrap_or_else(|e| e.into_inner());
    let mut failures = check(files, cases, 0);
    failures.extend(check(files, cases, 1 << 20));
    set_memory_budget(1 << 30);
    failures
}

#[test]
fn small_tables_give_the_same_solutions() {
    let Some(files) = common::suite_inputs() else { return };
    let cases = common::case_list(include_str!("data/table_size_zero.tsv"));
    assert!(cases.len() >= 350, "the measured list is there");
    let failures = small_budgets(&files, &cases);
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// The whole conformance set, slow cases included, at 0 and 1 MiB. Long:
/// run with `cargo test --release --test table_sizes -- --ignored`.
#[test]
#[ignore]
fn every_case_with_small_tables() {
    let Some(files) = common::suite_inputs() else { return };
    let mut cases = common::case_list(include_str!("data/conformance.tsv"));
    cases.extend(common::case_list(include_str!("data/conformance-slow.tsv")));
    assert!(cases.len() >= 414, "the whole measured set");
    let failures = small_budgets(&files, &cases);
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
