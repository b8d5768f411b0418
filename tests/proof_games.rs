//! Proof games (`dia`, `ser-dia`, `a=>b`) are not solved yet. The pairs in
//! `data/proof-games/` are Popeye's own problems with the output its
//! `REGRESSIONTESTS/` folder stores (sources in `INDEX.tsv`), kept as the
//! oracle for the solver to come. Until then each must be refused as a
//! composer needs it: "not supported", the stipulation's file, line and
//! column, exit code 1, never a guess at a solution. The place expected
//! is worked out here from the file's text, not taken from mansuba.

use std::path::Path;
use std::process::Command;

/// Line and column (1-based) of the first stipulation's value: the word
/// after the first `stipulation` keyword of the file, in any of the
/// spellings these files use.
fn stipulation_place(src: &str) -> (usize, usize) {
    const KEYWORDS: [&str; 4] = ["stipulation", "stip", "forderung", "ford"];
    for (i, line) in src.lines().enumerate() {
        let trimmed = line.trim_start();
        let indent = line.len() - trimmed.len();
        let word = trimmed.split_whitespace().next().unwrap_or("");
        if KEYWORDS.contains(&word.to_ascii_lowercase().as_str()) {
            let rest = &trimmed[word.len()..];
            let value = rest.len() - rest.trim_start().len();
            return (i + 1, indent + word.len() + value + 1);
        }
    }
    panic!("no stipulation line");
}

#[test]
fn every_proof_game_is_refused_at_its_stipulation() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/proof-games");
    let index = std::fs::read_to_string(dir.join("INDEX.tsv")).unwrap();
    let ids: Vec<&str> = index.lines().skip(1).filter_map(|l| l.split('\t').next()).collect();
    assert_eq!(ids.len(), 15, "INDEX.tsv lists the 15 pairs");
    for id in ids {
        let inp = dir.join(format!("{id}.inp"));
        assert!(dir.join(format!("{id}.out")).exists(), "{id}: Popeye's output is kept");
        let src = std::fs::read_to_string(&inp).unwrap();
        let (line, col) = stipulation_place(&src);
        let o = Command::new(env!("CARGO_BIN_EXE_mansuba"))
            .arg("solve")
            .arg(&inp)
            .output()
            .unwrap();
        let err = String::from_utf8_lossy(&o.stderr);
        assert_eq!(o.status.code(), Some(1), "{id}: {err}");
        assert!(
            !String::from_utf8_lossy(&o.stdout).contains(" dia"),
            "{id}: no solution lines"
        );
        assert!(err.contains("not supported: stipulation"), "{id}: {err}");
        let place = format!("{}:{line}:{col}", inp.display());
        assert!(err.contains(&place), "{id}: expected {place} in\n{err}");
    }
}
