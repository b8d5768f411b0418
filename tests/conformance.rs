//! Popeye conformance: every suite case listed in `data/conformance.tsv`
//! (cases mansuba is known to solve the way Popeye does, quickly) must
//! still give Popeye's stored output, under the rules of
//! `shared/tools/popeye-compare` (ported in `common/compare.rs`). The
//! expected outputs are Popeye's, never mansuba's. Also: every listed case
//! prints the same bytes with 1 and 2 threads. The cases that give Popeye's
//! output more slowly (2 s to about a minute) are in `data/conformance-slow.tsv`,
//! checked the same way by one test of their own. The full measurement
//! over all 415 cases is `scripts/conformance.sh`; its numbers are in
//! `docs/CONFORMANCE.md`.

mod common;

use std::path::{Path, PathBuf};

use mansuba::input::parse;
use mansuba::problem::validate;
use mansuba::solve::solve;

fn solve_file(path: &Path) -> String {
    let src = common::read_lossy(path);
    let parsed = parse(&src);
    let problem = validate(&parsed[0].spec).expect("suite case validates");
    solve(&problem).expect("case in the supported subset").stdout
}

fn listed() -> Vec<(String, bool)> {
    common::case_list(include_str!("data/conformance.tsv"))
}

/// The suite's input file of a listed case.
fn input_of<'a>(files: &'a [PathBuf], id: &str) -> &'a Path {
    files
        .iter()
        .find(|f| f.file_stem().unwrap().to_string_lossy() == id)
        .expect("listed case exists")
}

fn solve_on(threads: usize, path: &Path) -> String {
    let pool = rayon::ThreadPoolBuilder::new().num_threads(threads).build().unwrap();
    pool.install(|| solve_file(path))
}

#[test]
fn listed_cases_match_popeye() {
    let Some(files) = common::suite_inputs() else { return };
    let mut failures = Vec::new();
    let cases = listed();
    for (id, in_order) in &cases {
        let inp = input_of(&files, id);
        let expected = common::read_lossy(&inp.with_extension("out"));
        let actual = solve_file(inp);
        if let Some(diff) = common::compare::compare(&expected, &actual, *in_order) {
            failures.push(format!("{id}: {diff}"));
        }
    }
    assert!(cases.len() >= 200, "the list holds the measured passing cases");
    assert!(
        failures.is_empty(),
        "{} of {} differ:\n{}",
        failures.len(),
        cases.len(),
        failures.join("\n")
    );
}

#[test]
fn output_does_not_depend_on_thread_count() {
    // Table sizes: tests/table_sizes.rs.
    let Some(files) = common::suite_inputs() else { return };
    for (id, _) in listed().iter() {
        let inp = input_of(&files, id);
        assert_eq!(solve_on(1, inp), solve_on(2, inp), "{id}");
    }
}

/// The slow cases (the longest search of the suite, 0263's s#25, takes
/// about 45 s on 2 threads): Popeye's output on 2 threads, the same bytes
/// on 1.
#[test]
fn slow_cases_match_popeye_on_one_and_two_threads() {
    let Some(files) = common::suite_inputs() else { return };
    let cases = common::case_list(include_str!("data/conformance-slow.tsv"));
    let mut failures = Vec::new();
    for (id, in_order) in &cases {
        let inp = input_of(&files, id);
        let expected = common::read_lossy(&inp.with_extension("out"));
        let actual = solve_on(2, inp);
        if let Some(diff) = common::compare::compare(&expected, &actual, *in_order) {
            failures.push(format!("{id}: {diff}"));
        } else if solve_on(1, inp) != actual {
            failures.push(format!("{id}: another output on 1 thread"));
        }
    }
    assert!(!cases.is_empty(), "the list holds the measured slow cases");
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
