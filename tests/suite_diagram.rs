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

fn is_progress(line: &str) -> bool {
    let t = line.trim();
    let movenumber = t
        .split_once("  (")
        .is_some_and(|(n, rest)| n.trim().parse::<u32>().is_ok() && rest.ends_with(')'));
    movenumber || t.contains("possible positions in") || t.contains("moegliche Stellungen in")
}

/// Solver output that popeye-compare counts as header (PostKeyPlay's
/// leading ` threat:`/` zugzwang.` line, intelligent-mode counts without
/// MoveNumbers' other progress lines): the diagram ends before it.
fn is_solver_output(line: &str) -> bool {
    let t = line.trim();
    ["threat:", "zugzwang.", "Drohung:", "Zugzwang.", "menace:", "blocus."].contains(&t)
        || t.contains("potential positions in")
}

fn is_solution_line(line: &str) -> bool {
    let t = line.trim();
    let numbered = t
        .split_once('.')
        .is_some_and(|(n, _)| !n.is_empty() && n.chars().all(|c| c.is_ascii_digit()));
    numbered || t == "but" || t == "Aber" || t == "mais"
}

fn is_twin_label(line: &str) -> bool {
    let t = line.trim().trim_start_matches('+');
    let Some((tag, _)) = t.split_once(')') else {
        return false;
    };
    let mut c = tag.chars();
    c.next().is_some_and(|f| f.is_ascii_lowercase()) && c.all(|d| d.is_ascii_digit()) && !is_solution_line(line)
}

fn is_end(line: &str) -> bool {
    let t = line.trim().to_lowercase();
    [
        "solution finished",
        "loesung beendet",
        "solution termin",
        "partial solution",
        "partielle loesung",
    ]
    .iter()
    .any(|e| t.starts_with(e))
}

/// Header lines and twin labels of an output, read as popeye-compare does.
fn split(text: &str) -> (Vec<String>, Vec<String>) {
    let (mut header, mut twins) = (Vec::new(), Vec::new());
    let mut in_header = true;
    for raw in text.lines() {
        let line = raw.trim_end();
        if line.trim().is_empty() || is_progress(line) || is_end(line) {
            continue;
        }
        if is_twin_label(line) {
            twins.push(line.trim().to_string());
            in_header = false;
        } else if is_solution_line(line) || is_solver_output(line) {
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
