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
use mansuba::solve::{solution_lines, solve};

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

#[test]
fn bundled_problems() {
    insta::glob!("../problems", "**/*.inp", |path| {
        // problems/bench: long problems for `mansuba bench`, not for tests.
        if path.ancestors().any(|a| a.join(".mansuba-skip").exists()) {
            return;
        }
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
            // A hand count gives the set of lines; their order is Popeye's
            // move order (docs/POPEYE-OUTPUT.md 6.2), checked by the suite.
            let sorted = |text: &str| {
                let mut lines = solution_lines(text);
                lines.sort();
                lines
            };
            assert_eq!(
                sorted(&out),
                sorted(&expected),
                "{}: the solution differs from the one reasoned by hand",
                path.display()
            );
        }
        insta::assert_snapshot!(out);
    });
}
