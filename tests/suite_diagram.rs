//! The diagram part of every Popeye suite case: mansuba's header (remarks,
//! notices, centered texts, board, caption) must equal the part of
//! Popeye's stored `.out` before the first solution line, under the rules of
//! `shared/tools/popeye-compare` (trailing blanks and blank lines ignored,
//! progress lines ignored), and the twin labels must be Popeye's, in order.
//! Skipped, with a note, where the suite is absent.

mod common;

use mansuba::input::parse;
use mansuba::output::{write_header, write_twin_label};
use mansuba::problem::validate;

/// Solver output that popeye-compare counts as header (PostKeyPlay's
/// leading ` threat:`/` zugzwang.` line, intelligent-mode counts without
/// MoveNumbers' other progress lines): the diagram ends before it.
fn is_solver_output(line: &str) -> bool {
    let t = line.trim();
    ["threat:", "zugzwang.", "Drohung:", "Zugzwang.", "menace:", "blocus."].contains(&t)
        || t.contains("potential positions in")
}

/// Header lines and twin labels of an output, read as popeye-compare does.
fn split(text: &str) -> (Vec<String>, Vec<String>) {
    let (mut header, mut twins) = (Vec::new(), Vec::new());
    let mut in_header = true;
    for raw in text.lines() {
        let line = raw.trim_end();
        if line.trim().is_empty() || common::compare::ignored(line) || common::compare::is_end(line) {
            continue;
        }
        if common::compare::is_twin(line) {
            twins.push(line.trim().to_string());
            in_header = false;
        } else if common::compare::is_solution_line(line) || is_solver_output(line) {
            in_header = false;
        } else if in_header {
            header.push(line.to_string());
        }
    }
    (header, twins)
}

#[test]
fn every_suite_diagram_matches_popeye() {
    let Some(files) = common::suite_inputs() else {
        return;
    };
    let mut failures = Vec::new();
    for f in &files {
        let src = common::read_lossy(f);
        let expected = common::read_lossy(&f.with_extension("out"));
        let name = f.file_name().unwrap().to_string_lossy().into_owned();
        let parsed = parse(&src);
        let problem = match validate(&parsed[0].spec) {
            Ok(p) => p,
            Err(e) => {
                failures.push(format!("{name}: {}", e[0].message));
                continue;
            }
        };
        let mut out = String::new();
        write_header(&problem, &mut out);
        for t in &problem.twins {
            write_twin_label(t, &mut out);
        }
        let (eh, et) = split(&expected);
        let (ah, at) = split(&out);
        if eh != ah {
            let diff: Vec<String> = eh
                .iter()
                .zip(&ah)
                .filter(|(e, a)| e != a)
                .map(|(e, a)| format!("  - {e}\n  + {a}"))
                .collect();
            failures.push(format!("{name}: header differs\n{}", diff.join("\n")));
        } else if et != at {
            failures.push(format!("{name}: twins differ: {et:?} vs {at:?}"));
        }
    }
    assert_eq!(files.len(), 415);
    assert!(
        failures.is_empty(),
        "{} of 415 differ:\n{}",
        failures.len(),
        failures.join("\n")
    );
}
