//! `mansuba perft`.

use std::process::ExitCode;
use std::sync::Arc;
use std::time::Instant;

use anyhow::Context;
use clap::Args;
use mansuba::Position;
use mansuba::perft::{divide, perft};
use mansuba::rules::{self, Rules};

/// Options of `mansuba perft`.
#[derive(Args, Debug)]
pub struct PerftArgs {
    /// Position in FEN; the rule set's game array when left out.
    #[arg(long)]
    fen: Option<String>,
    /// Plies to search.
    #[arg(long)]
    depth: u32,
    /// Print the count under each first move.
    #[arg(long)]
    divide: bool,
    /// Rule set: orthodox, courier, shatar.
    #[arg(long, default_value = "orthodox")]
    rules: String,
    /// Print time and nodes per second on stderr.
    #[arg(long)]
    time: bool,
}

/// Runs perft; the last line printed is the leaf count alone.
pub fn run(a: PerftArgs) -> anyhow::Result<ExitCode> {
    let set = rules::by_name(&a.rules)
        .with_context(|| format!("unknown rule set `{}` (known: {})", a.rules, rules::NAMES.join(", ")))?;
    let rules = Arc::new(Rules::new(set)?);
    let mut pos = match &a.fen {
        Some(fen) => Position::from_fen(rules.clone(), fen).with_context(|| format!("bad FEN `{fen}`"))?,
        None => Position::start(rules.clone()),
    };
    let start = Instant::now();
    let total = if a.divide {
        let parts = divide(&mut pos, a.depth);
        for (mv, n) in &parts {
            outln!("{} {}", mv.uci(&rules), n);
        }
        parts.iter().map(|p| p.1).sum()
    } else {
        perft(&mut pos, a.depth)
    };
    if a.time {
        let secs = start.elapsed().as_secs_f64();
        errln!(
            "{total} nodes in {secs:.3} s: {:.1} Mnodes/s",
            total as f64 / secs / 1e6
        );
    }
    outln!("{total}");
    Ok(ExitCode::SUCCESS)
}
