//! Arguments (clap) and the commands they run.

mod perft;

use std::path::PathBuf;
use std::process::ExitCode;

use clap::{Parser, Subcommand};

/// mansuba: a fairy chess problem solver (Popeye's problem language).
#[derive(Parser, Debug)]
#[command(name = "mansuba", version, about)]
struct Args {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand, Debug)]
enum Command {
    /// Count the leaves of the legal move tree (move generator check).
    Perft(perft::PerftArgs),
    /// Solve problem files or directories.
    Solve {
        /// Problem files or directories.
        paths: Vec<PathBuf>,
    },
}

/// Parses the command line and runs the command.
pub fn run() -> anyhow::Result<ExitCode> {
    let args = Args::parse();
    match args.command {
        Command::Perft(p) => perft::run(p),
        Command::Solve { paths } => {
            anyhow::bail!(
                "not supported yet: solving ({} path(s) given). The problem language and the solver \
                 arrive with issues #3 and #4; today `mansuba perft` works.",
                paths.len()
            )
        }
    }
}
