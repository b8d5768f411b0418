//! `mansuba solve`.

use std::path::PathBuf;
use std::process::ExitCode;

use clap::Args;
use mansuba::solve::solve;

use super::problems::{expand, load, read_source};

/// Options of `mansuba solve`.
#[derive(Args, Debug)]
pub struct SolveArgs {
    /// Problem files or directories (`-` for standard input).
    #[arg(required = true)]
    paths: Vec<PathBuf>,
    /// Threads to solve with (default: all cores). The output does not depend on it.
    #[arg(long)]
    threads: Option<usize>,
    /// Leave out times and version (Popeye's `-regression`); mansuba prints
    /// neither anyway, so this only keeps Popeye's command lines working.
    #[arg(long, alias = "regression")]
    regression: bool,
}

/// Solves every problem; exit code 1 when any could not be read or solved.
pub fn run(a: SolveArgs) -> anyhow::Result<ExitCode> {
    if let Some(n) = a.threads {
        rayon::ThreadPoolBuilder::new().num_threads(n.max(1)).build_global()?;
    }
    let mut failed = false;
    for path in expand(&a.paths)? {
        let (name, src) = read_source(&path)?;
        for p in load(&name, &src).problems {
            match p {
                Err(errors) => {
                    failed = true;
                    errors.iter().for_each(|e| eprint!("{e}"));
                }
                Ok(problem) => match solve(&problem) {
                    Ok(s) => {
                        print!("{}", s.stdout);
                        s.stderr.iter().for_each(|m| eprintln!("{m}"));
                    }
                    Err(e) => {
                        failed = true;
                        eprintln!("error: {name}: {e}");
                    }
                },
            }
        }
    }
    Ok(if failed { ExitCode::from(1) } else { ExitCode::SUCCESS })
}
