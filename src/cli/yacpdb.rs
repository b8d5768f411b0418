//! `mansuba yacpdb`: YACPDB entries to Popeye input, problems to entries.

use std::path::PathBuf;
use std::process::ExitCode;

use mansuba::input::{parse, yacpdb};
use mansuba::problem::validate;
use mansuba::solve::{solution_lines, solve};

use super::problems::{expand, is_yaml, read_or_report};

/// Prints each YAML file as Popeye input, and each problem file as YACPDB
/// entries (with the solver's solution unless `no_solution`).
pub fn run(paths: &[PathBuf], no_solution: bool) -> anyhow::Result<ExitCode> {
    let stop = super::signals::stop_on_signal();
    let mut failed = false;
    for source in expand(paths) {
        if stop.load(std::sync::atomic::Ordering::SeqCst) {
            return Ok(ExitCode::from(super::signals::INTERRUPTED));
        }
        let path = source.path.clone();
        let Some((name, src)) = read_or_report(&source) else {
            failed = true;
            continue;
        };
        if is_yaml(&path) {
            out!("{src}");
            continue;
        }
        for mut p in parse(&src) {
            // YACPDB is English: codes, options and the solution text.
            p.spec.language = mansuba::input::Language::English;
            if !p.errors.is_empty() {
                failed = true;
                p.errors.iter().for_each(|d| errout!("{}", d.render(&name, &src)));
                continue;
            }
            let lines = if no_solution {
                None
            } else {
                match validate(&p.spec).map(|problem| solve(&problem)) {
                    Ok(Ok(s)) => Some(solution_lines(&s.stdout)),
                    Ok(Err(e)) => {
                        failed = true;
                        errln!("error: {name}: {e}");
                        None
                    }
                    Err(errors) => {
                        failed = true;
                        errors.iter().for_each(|d| errout!("{}", d.render(&name, &src)));
                        continue;
                    }
                }
            };
            out!("{}", yacpdb::to_yaml(&p.spec, lines.as_deref()));
        }
    }
    Ok(if failed { ExitCode::from(1) } else { ExitCode::SUCCESS })
}
