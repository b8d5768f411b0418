//! Arguments (clap) and the commands they run.

#[macro_use]
mod sink;
mod batch;
mod bench;
mod diagram;
mod perft;
mod problems;
mod report;
mod signals;
mod solve;
mod verify;
mod yacpdb;

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
    /// Print each problem's header (texts, board, stipulation, twins) without solving.
    Diagram {
        /// Problem files or directories (`-` for standard input).
        #[arg(required = true)]
        paths: Vec<PathBuf>,
        /// Draw each diagram as SVG instead of Popeye's text.
        #[arg(long)]
        svg: bool,
        /// With --svg: write FILE-N.svg (N = the problem's place in its
        /// file) into this directory instead of printing.
        #[arg(long, value_name = "DIR", requires = "svg")]
        out: Option<PathBuf>,
    },
    /// Solve problem files or directories.
    Solve(solve::SolveArgs),
    /// Check each problem against its `intended` solution: sound, cooked,
    /// duals, no solution, intended solution wrong (exit 0 only if all sound).
    Verify(verify::VerifyArgs),
    /// YACPDB: print YAML entries (`*.yaml`) as Popeye input, and problem
    /// files as YACPDB entries with their solution.
    Yacpdb {
        /// Problem files, YAML entries or directories.
        #[arg(required = true)]
        paths: Vec<PathBuf>,
        /// Write entries without solving (no `solution` field).
        #[arg(long)]
        no_solution: bool,
    },
    /// Time the problems of problems/bench (or those given) at 1 thread and
    /// at all cores, beside Popeye's times.
    Bench(bench::BenchArgs),
    /// Join JSON results of several runs (e.g. shards) into one document.
    Merge {
        /// `mansuba-results` JSON files.
        #[arg(required = true)]
        files: Vec<PathBuf>,
    },
}

/// Parses the command line and runs the command.
pub fn run() -> anyhow::Result<ExitCode> {
    let args = Args::parse_from(popeye_style(std::env::args().collect()));
    match args.command {
        Command::Perft(p) => perft::run(p),
        Command::Diagram { paths, svg, out } => diagram::run(&paths, svg, out.as_deref()),
        Command::Solve(a) => solve::run(a),
        Command::Verify(a) => verify::run(a),
        Command::Yacpdb { paths, no_solution } => yacpdb::run(&paths, no_solution),
        Command::Merge { files } => report::merge(&files),
        Command::Bench(a) => bench::run(a),
    }
}

/// The most threads `--threads` gives: more than a few per core only cost
/// memory and start-up (100,000 threads took minutes to start).
pub fn thread_cap() -> usize {
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
    (8 * cores).max(64)
}

/// `--threads N`, clamped to 1..=[`thread_cap`] with a notice.
pub fn clamp_threads(n: usize) -> usize {
    let cap = thread_cap();
    if n > cap {
        errln!("mansuba: --threads {n}: using {cap} (8 per core, at least 64)");
    }
    n.clamp(1, cap)
}

/// `mansuba FILE` means `mansuba solve FILE` (as `py FILE`), and Popeye's
/// single-dash `-regression` is read as `--regression`.
fn popeye_style(mut args: Vec<String>) -> Vec<String> {
    const COMMANDS: &[&str] = &[
        "solve", "diagram", "perft", "verify", "merge", "yacpdb", "bench", "help",
    ];
    // Popeye's own flags may come first (`py -maxtime 60 FILE`).
    if let Some(first) = args.get(1)
        && !COMMANDS.contains(&first.as_str())
        && !["-h", "--help", "-V", "--version"].contains(&first.as_str())
    {
        args.insert(1, "solve".into());
    }
    for a in args.iter_mut().skip(1) {
        if a == "-regression" {
            *a = "--regression".into();
        } else if a == "-maxmem" {
            *a = "--maxmem".into();
        } else if a == "-maxtime" {
            *a = "--maxtime".into();
        }
    }
    args
}
