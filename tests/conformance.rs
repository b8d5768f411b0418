//! Popeye conformance: every suite case listed in `data/conformance.tsv`
//! (cases mansuba is known to solve the way Popeye does, quickly) must
//! still give Popeye's stored output, under the rules of
//! `shared/tools/popeye-compare` (ported in `common/compare.rs`). The
//! expected outputs are Popeye's, never mansuba's. Also: the output is the
//! same with 1 and 2 threads and with tables of any size. The full measurement over all 415 cases is
//! `scripts/conformance.sh`; its numbers are in `docs/CONFORMANCE.md`.

mod common;

use std::path::Path;

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
    include_str!("data/conformance.tsv")
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .map(|l| {
            let mut f = l.split('\t');
            let id = f.next().unwrap().to_string();
            (id, f.next() == Some("same"))
        })
        .collect()
}

#[test]
fn listed_cases_match_popeye() {
    let Some(files) = common::suite_inputs() else { return };
    let mut failures = Vec::new();
    let cases = listed();
    for (id, in_order) in &cases {
        let inp = files
            .iter()
            .find(|f| f.file_stem().unwrap().to_string_lossy() == *id)
            .expect("listed case exists");
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
fn output_does_not_depend_on_threads_or_table_size() {
    // Every third listed case: 1 thread against 2 threads with the default
    // 1 GB of tables; every case solved in under 50 ms: 2 threads with 1 MB
    // and with tables of (nearly) nothing. The budget is global, so another
    // test running meanwhile only gets slower.
    let Some(files) = common::suite_inputs() else { return };
    let run = |inp: &Path, threads, memory| {
        mansuba::solve::set_memory_budget(memory);
        let pool = rayon::ThreadPoolBuilder::new().num_threads(threads).build().unwrap();
        let out = pool.install(|| solve_file(inp));
        mansuba::solve::set_memory_budget(1 << 30);
        out
    };
    for (n, (id, _)) in listed().into_iter().enumerate() {
        let inp = files
            .iter()
            .find(|f| f.file_stem().unwrap().to_string_lossy() == *id)
            .unwrap();
        let start = std::time::Instant::now();
        let one = run(inp, 1, 1 << 30);
        let quick = start.elapsed() < std::time::Duration::from_millis(50);
        // Threads: a third of the set, to keep CI short.
        if n % 3 == 0 {
            assert_eq!(one, run(inp, 2, 1 << 30), "{id}: 2 threads");
        }
        // Small tables make a deep case search exponentially longer; the
        // quick cases show that nothing depends on the table size.
        if quick {
            assert_eq!(one, run(inp, 2, 1 << 20), "{id}: 2 threads, 1 MB");
            assert_eq!(one, run(inp, 2, 0), "{id}: 2 threads, no table");
        }
    }
}
