//! The bundled problems (`problems/**/*.inp`): each one's full output is an
//! insta snapshot, reviewed line by line before it was accepted; where the
//! problem comes with Popeye's own output (`*.popeye`, from the Popeye
//! suite), mansuba's output must also equal it under popeye-compare's rules,
//! so the snapshot can never drift from an independent source. Problems of
//! the other rule sets, which Popeye cannot solve, come with `*.expected`:
//! the solution worked out by hand (reasoning after `EndProblem` in the
//! problem file), which the output's solution lines must equal.

mod common;

use mansuba::input::parse;
use mansuba::problem::validate;
use mansuba::solve::solve;

fn output(src: &str) -> String {
    parse(src)
        .iter()
        .map(|p| {
            assert!(p.errors.is_empty(), "{:?}", p.errors);
            let problem = validate(&p.spec).expect("bundled problems are valid");
            solve(&problem)
                .expect("bundled problems are in the supported subset")
                .stdout
        })
        .collect()
}

/// The moves of an output or of a hand-written `*.expected` file: every
/// line that holds a move number (`1.`, `1...`), trailing blanks dropped,
/// in order. The board, captions and twin labels are left out, so that a
/// hand-written file needs only the solution.
fn solution_lines(text: &str) -> Vec<String> {
    text.lines()
        .map(str::trim_end)
        .filter(|l| {
            let t = l.trim_start();
            let digits = t.chars().take_while(char::is_ascii_digit).count();
            digits > 0 && t[digits..].starts_with('.') || t.starts_with("but") || t.starts_with("threat:")
        })
        .map(String::from)
        .collect()
}

#[test]
fn bundled_problems() {
    insta::glob!("../problems", "**/*.inp", |path| {
        let out = output(&common::read_lossy(path));
        if let Ok(popeye) = std::fs::read_to_string(path.with_extension("popeye")) {
            assert_eq!(
                common::compare::compare(&popeye, &out, false),
                None,
                "{}",
                path.display()
            );
        }
        if let Ok(expected) = std::fs::read_to_string(path.with_extension("expected")) {
            assert_eq!(
                solution_lines(&out),
                solution_lines(&expected),
                "{}: the solution differs from the one reasoned by hand",
                path.display()
            );
        }
        insta::assert_snapshot!(out);
    });
}
