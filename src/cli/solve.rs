//! `mansuba solve`: one file or a whole tree of them.

use std::io::IsTerminal;
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

use anyhow::Context;
use clap::{Args, ValueEnum};
use indicatif::{ProgressBar, ProgressStyle};

use super::batch::{FileResult, in_shard, solve_files};
use super::problems::expand;
use super::report::{Report, summary};

/// How results are written.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum Format {
    /// Popeye's text.
    Text,
    /// A `mansuba-results` JSON document (docs/JSON.md).
    Json,
}

/// Options of `mansuba solve`.
#[derive(Args, Debug)]
pub struct SolveArgs {
    /// Problem files or directories (walked for `*.inp`; `-` for standard input).
    #[arg(required = true)]
    paths: Vec<PathBuf>,
    /// Threads to solve with (default: all cores). The output does not depend on it.
    #[arg(long)]
    threads: Option<usize>,
    /// Leave out times and version (Popeye's `-regression`); mansuba's text
    /// output has neither anyway, so this keeps Popeye's command lines working.
    #[arg(long, alias = "regression")]
    regression: bool,
    /// Write each file's output into this directory (the input's path
    /// below the directory argument, `.inp` replaced by `.out`, or `.json`).
    #[arg(long, value_name = "DIR")]
    out: Option<PathBuf>,
    /// Write each file's output next to it (`FILE.out`, or `.json`).
    #[arg(long, conflicts_with = "out")]
    beside: bool,
    /// Text (Popeye's) or JSON.
    #[arg(long, value_enum, default_value = "text")]
    format: Format,
    /// Print the summary table (problem, stipulation, verdict, solutions,
    /// time); on by default when more than one file is solved.
    #[arg(long)]
    summary: bool,
    /// Memory for the transposition tables, all threads together: a number
    /// of MiB, or with a unit `K`, `M`, `G` (`512M`, `2G`; Popeye's
    /// `-maxmem`). Default 1G. Less memory makes solving slower, never
    /// different.
    #[arg(long, value_name = "SIZE", value_parser = parse_size)]
    maxmem: Option<usize>,
    /// Solve only a stable share of the files, `K/N` (1 <= K <= N): a file
    /// always falls into the same share, so N machines can split a tree.
    #[arg(long, value_name = "K/N", value_parser = parse_shard)]
    shard: Option<(u32, u32)>,
    /// Stop each problem after this many seconds (Popeye's `-maxtime`;
    /// option MaxTime in a problem sets it for that problem, the shorter
    /// limit wins). What was found is kept; the verdict is "too long".
    #[arg(long, value_name = "SECONDS", value_parser = clap::value_parser!(u64).range(1..))]
    maxtime: Option<u64>,
    /// Search help and series play without intelligent mode: slower, the
    /// same solutions (to cross-check it).
    #[arg(long)]
    plain: bool,
}

fn parse_size(s: &str) -> Result<usize, String> {
    let t = s.trim();
    let (digits, unit) = t.split_at(t.find(|c: char| !c.is_ascii_digit()).unwrap_or(t.len()));
    let n: usize = digits
        .parse()
        .map_err(|_| format!("`{s}` is not a size, e.g. 512M or 2G"))?;
    let mult: usize = match unit.to_ascii_lowercase().as_str() {
        "" | "m" | "mb" | "mib" => 1 << 20,
        "k" | "kb" | "kib" => 1 << 10,
        "g" | "gb" | "gib" => 1 << 30,
        _ => return Err(format!("`{s}`: the unit is K, M or G")),
    };
    n.checked_mul(mult).ok_or_else(|| format!("`{s}` is too large"))
}

fn parse_shard(s: &str) -> Result<(u32, u32), String> {
    let (k, n) = s.split_once('/').ok_or("expected K/N, e.g. 2/8")?;
    let k: u32 = k.parse().map_err(|_| "K is not a number")?;
    let n: u32 = n.parse().map_err(|_| "N is not a number")?;
    if n == 0 || k == 0 || k > n {
        return Err("expected 1 <= K <= N".into());
    }
    Ok((k, n))
}

/// Solves every problem; exit code 1 when any could not be read or solved.
pub fn run(a: SolveArgs) -> anyhow::Result<ExitCode> {
    if let Some(n) = a.threads {
        rayon::ThreadPoolBuilder::new().num_threads(n.max(1)).build_global()?;
    }
    if let Some(bytes) = a.maxmem {
        mansuba::solve::set_memory_budget(bytes);
    }
    mansuba::solve::set_time_limit(a.maxtime.map(std::time::Duration::from_secs));
    if a.plain {
        super::problems::set_search(mansuba::problem::Search::Plain);
    }
    let mut files = expand(&a.paths)?;
    if let Some((k, n)) = a.shard {
        files.retain(|f| in_shard(f, k, n));
    }
    let to_files = a.out.is_some() || a.beside;
    let stop = Arc::new(AtomicBool::new(false));
    if files.len() > 1 {
        // Ctrl-C: files not yet started are skipped, problems in flight
        // stop with what they found; what is done is kept (and, with --out
        // or --beside, already written).
        let flag = stop.clone();
        let _ = ctrlc::set_handler(move || {
            flag.store(true, Ordering::SeqCst);
            mansuba::solve::cancel_all();
        });
    }
    let bar = if files.len() > 1 && std::io::stderr().is_terminal() {
        let b = ProgressBar::new(files.len() as u64);
        b.set_style(
            ProgressStyle::with_template("{bar:40} {pos}/{len} files, {elapsed} ({eta} left) {msg}")
                .expect("a valid template"),
        );
        Some(b)
    } else {
        None
    };
    let write_error = std::sync::Mutex::new(None);
    let done = |r: &FileResult| {
        if to_files && let Err(e) = write_result(&a, r) {
            write_error
                .lock()
                .expect("no panic while holding the lock")
                .get_or_insert(e);
        }
        if let Some(b) = &bar {
            b.inc(1);
        }
    };
    let results = solve_files(&files, &stop, &done);
    if let Some(b) = bar {
        b.finish_and_clear();
    }
    if let Some(e) = write_error.into_inner().expect("no panic while holding the lock") {
        return Err(e);
    }
    let records: Vec<_> = results.iter().flat_map(|r| r.records.clone()).collect();
    let interrupted = stop.load(Ordering::SeqCst);
    for r in &records {
        if !to_files && a.format == Format::Text {
            print!("{}", r.output);
        }
        r.errors.iter().for_each(|e| eprint!("{}", with_newline(e)));
    }
    if !to_files && a.format == Format::Json {
        println!("{}", serde_json::to_string_pretty(&Report::new(records.clone()))?);
    }
    if a.summary || files.len() > 1 {
        let table = summary(&records, interrupted);
        // Beside the results on standard output the table goes to standard
        // error; when the results went to files, to standard output.
        if to_files {
            print!("{table}");
        } else {
            eprint!("{table}");
        }
    }
    let failed = interrupted
        || records
            .iter()
            .any(|r| ["input error", "not supported", "too long", "interrupted"].contains(&r.verdict.as_str()));
    Ok(if records.iter().any(|r| r.verdict == "unreadable") {
        ExitCode::from(2)
    } else if failed {
        ExitCode::from(1)
    } else {
        ExitCode::SUCCESS
    })
}

fn with_newline(s: &str) -> String {
    if s.ends_with('\n') { s.into() } else { format!("{s}\n") }
}

/// Where a file's output goes with `--out` or `--beside`.
fn target(a: &SolveArgs, input: &Path) -> PathBuf {
    let ext = match a.format {
        Format::Text => "out",
        Format::Json => "json",
    };
    match &a.out {
        None => input.with_extension(ext),
        Some(dir) => {
            let rel = a
                .paths
                .iter()
                .filter(|p| p.is_dir())
                .find_map(|p| input.strip_prefix(p).ok())
                .or_else(|| input.file_name().map(Path::new))
                .unwrap_or(input);
            dir.join(rel).with_extension(ext)
        }
    }
}

fn write_result(a: &SolveArgs, r: &FileResult) -> anyhow::Result<()> {
    let path = target(a, &r.path);
    if let Some(parent) = path.parent() {
        std::fs::create_dir_all(parent).with_context(|| format!("cannot create {}", parent.display()))?;
    }
    let text = match a.format {
        Format::Text => r.records.iter().map(|x| x.output.as_str()).collect::<String>(),
        Format::Json => serde_json::to_string_pretty(&Report::new(r.records.clone()))? + "\n",
    };
    std::fs::write(&path, text).with_context(|| format!("cannot write {}", path.display()))
}
