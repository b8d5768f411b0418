//! Every input of the Popeye suite (`../shared/popeye-suite/cases/*.inp`)
//! parses without an error. Skipped, with a note, where the suite is absent.

use std::path::Path;

use mansuba::input::parse;

#[test]
fn every_suite_input_parses() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../shared/popeye-suite/cases");
    let Ok(entries) = std::fs::read_dir(&dir) else {
        eprintln!(
            "note: {} is absent; suite parsing not checked",
            dir.display()
        );
        return;
    };
    let mut files: Vec<_> = entries.filter_map(|e| e.ok()).map(|e| e.path()).collect();
    files.retain(|p| p.extension().is_some_and(|x| x == "inp"));
    files.sort();
    let mut failures = Vec::new();
    for f in &files {
        let src = std::fs::read_to_string(f).unwrap();
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
