//! Every input of the Popeye suite (`../shared/popeye-suite/cases/*.inp`)
//! parses without an error. Skipped, with a note, where the suite is absent.

mod common;

use mansuba::input::parse;

#[test]
fn every_suite_input_parses() {
    let Some(files) = common::suite_inputs() else {
        return;
    };
    let mut failures = Vec::new();
    for f in &files {
        let src = common::read_lossy(f);
        for p in parse(&src) {
            for e in &p.errors {
                failures.push(e.render(&f.file_name().unwrap().to_string_lossy(), &src));
            }
        }
    }
    assert_eq!(files.len(), 415);
    assert!(
        failures.is_empty(),
        "{} errors:\n{}",
        failures.len(),
        failures.join("\n")
    );
}
