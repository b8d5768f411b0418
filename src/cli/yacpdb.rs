//! `mansuba yacpdb`: YACPDB entries to Popeye input, problems to entries.

use std::path::PathBuf;
use std::process::ExitCode;

use mansuba::input::{parse, yacpdb};
use mansuba::problem::validate;
use mansuba::solve::{solution_lines, solve};

use super::problems::{expand, is_yaml, read_source};

/// Prints each YAML file as Popeye input, and each problem file as YACPDB
/// entries (with the solver's solution unless `no_solution`).
pub fn run(paths: &[PathBuf], no_solution: bool) -> anyhow::Result<ExitCode> {
    let mut failed = false;
    for path in expand(paths)? {
        let (name, src) = read_source(&path)?;
        if is_yaml(&path) {
            print!("{src}");
            continue;
        }
        for mut p in parse(&src) {
            // YACPDB is English: codes, options and the solution text.
            p.spec.language = mansuba::input::Language::English;
            if !p.errors.is_empty() {
                failed = true;
                p.errors.iter().for_each(|d| eprint!("{}", d.render(&name, &src)));
                continue;
            }
            let lines = if no_solution {
                None
            } else {
                match validate(&p.spec).map(|problem| solve(&problem)) {
                    Ok(Ok(s)) => Some(solution_lines(&s.stdout)),
                    Ok(Err(e)) => {
                        failed = true;
                        eprintln!("error: {name}: {e}");
                        None
                    }
                    Err(errors) => {
                        failed = true;
                        errors.iter().for_each(|d| eprint!("{}", d.render(&name, &src)));
                        continue;
                    }
                }
            };
            print!("{}", yacpdb::to_yaml(&p.spec, lines.as_deref()));
        }
    }
    Ok(if failed { ExitCode::from(1) } else { ExitCode::SUCCESS })
}
