//! `mansuba solve`: one file or a whole tree of them.

use std::collections::{BTreeMap, BTreeSet, HashSet};
use std::io::IsTerminal;
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::sync::Mutex;
use std::sync::atomic::Ordering;

use anyhow::Context;
use clap::{Args, ValueEnum};
use indicatif::{ProgressBar, ProgressStyle};

use super::batch::{FileResult, Listener, Record, in_shard, solve_files};
use super::problems::{Source, expand};
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
    /// With --out or --beside: skip the files whose result is already
    /// written (by an earlier run that was stopped), solve the others.
    #[arg(long)]
    resume: bool,
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

/// Solves every problem. Exit code 0: all solved; 1: a problem could not
/// be solved (input error, not supported, too long, crashed); 2: a file
/// could not be read; 130: stopped by a signal (docs/RELIABILITY.md).
pub fn run(a: SolveArgs) -> anyhow::Result<ExitCode> {
    if let Some(n) = a.threads {
        rayon::ThreadPoolBuilder::new()
            .num_threads(super::clamp_threads(n))
            .build_global()?;
    }
    if let Some(bytes) = a.maxmem {
        mansuba::solve::set_memory_budget(bytes);
    }
    mansuba::solve::set_time_limit(a.maxtime.map(std::time::Duration::from_secs));
    if a.plain {
        super::problems::set_search(mansuba::problem::Search::Plain);
    }
    let to_files = a.out.is_some() || a.beside;
    if a.resume && !to_files {
        anyhow::bail!("--resume needs --out or --beside (the results it resumes are files)");
    }
    if let Some(dir) = &a.out {
        // A bad --out must fail now, not after hours of solving.
        check_writable(dir)?;
    }
    let mut files = expand(&a.paths);
    if let Some((k, n)) = a.shard {
        files.retain(|f| in_shard(&f.path, k, n));
    }
    let mut targets = if to_files { targets(&a, &files) } else { Vec::new() };
    if a.resume {
        let before = files.len();
        let keep: Vec<bool> = targets.iter().map(|t| !t.exists()).collect();
        let mut k = keep.iter();
        files.retain(|_| *k.next().expect("a target per file"));
        let mut k = keep.iter();
        targets.retain(|_| *k.next().expect("a target per file"));
        if before > files.len() {
            errln!(
                "--resume: {} of {before} files already solved, skipped",
                before - files.len()
            );
        }
    }
    let stop = super::signals::stop_on_signal();
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
    let write_error = Mutex::new(None);
    let printer = Mutex::new(InOrder::default());
    let text_out = !to_files && a.format == Format::Text;
    let record = |i: usize, r: &Record| {
        if !to_files {
            let shown = Shown {
                output: if text_out { r.output.clone() } else { String::new() },
                errors: r.errors.clone(),
            };
            printer.lock().expect("no panic while printing").record(i, shown);
        }
    };
    let file = |i: usize, r: &FileResult| {
        // A file that could not be read has no result to write (its error
        // is shown; `--resume` tries it again).
        let unreadable = r.records.iter().all(|x| x.verdict == "unreadable");
        if to_files && !unreadable {
            if let Err(e) = write_result(&a, &targets[i], r) {
                write_error
                    .lock()
                    .expect("no panic while holding the lock")
                    .get_or_insert(e);
            }
        } else if !to_files {
            printer.lock().expect("no panic while printing").done(i);
        }
        if let Some(b) = &bar {
            b.inc(1);
        }
    };
    let listen = Listener {
        record: &record,
        file: &file,
    };
    let keep_output = !to_files && a.format == Format::Json;
    let results = solve_files(&files, &stop, &listen, keep_output);
    if let Some(b) = bar {
        b.finish_and_clear();
    }
    if let Some(e) = write_error.into_inner().expect("no panic while holding the lock") {
        return Err(e);
    }
    let records: Vec<_> = results.into_iter().flat_map(|r| r.records).collect();
    let interrupted = stop.load(Ordering::SeqCst);
    if to_files {
        // The errors of files whose results went to files are shown here.
        for r in &records {
            r.errors.iter().for_each(|e| errout!("{}", with_newline(e)));
        }
    }
    if keep_output {
        outln!("{}", serde_json::to_string_pretty(&Report::new(records.clone()))?);
    }
    if a.summary || files.len() > 1 {
        let table = summary(&records, interrupted);
        // Beside the results on standard output the table goes to standard
        // error; when the results went to files, to standard output.
        if to_files {
            out!("{table}");
        } else {
            errout!("{table}");
        }
    }
    let failed = records.iter().any(|r| {
        [
            "input error",
            "not supported",
            "too long",
            "out of memory",
            "interrupted",
            "crashed",
        ]
        .contains(&r.verdict.as_str())
    });
    Ok(if interrupted {
        ExitCode::from(super::signals::INTERRUPTED)
    } else if records.iter().any(|r| r.verdict == "unreadable") {
        ExitCode::from(2)
    } else if failed {
        ExitCode::from(1)
    } else {
        ExitCode::SUCCESS
    })
}

/// What standard output and error show of a problem.
struct Shown {
    output: String,
    errors: Vec<String>,
}

/// Prints problems as they are done, in the order of their files: a file's
/// problems are printed at once while it is the first file not done; later
/// files' wait.
#[derive(Default)]
struct InOrder {
    next: usize,
    waiting: BTreeMap<usize, Vec<Shown>>,
    done: BTreeSet<usize>,
}

impl InOrder {
    fn record(&mut self, file: usize, shown: Shown) {
        if file == self.next {
            show(&shown);
        } else {
            self.waiting.entry(file).or_default().push(shown);
        }
    }

    fn done(&mut self, file: usize) {
        self.done.insert(file);
        while self.done.contains(&self.next) {
            self.next += 1;
            for shown in self.waiting.remove(&self.next).unwrap_or_default() {
                show(&shown);
            }
        }
    }
}

fn show(shown: &Shown) {
    out!("{}", shown.output);
    shown.errors.iter().for_each(|e| errout!("{}", with_newline(e)));
}

fn with_newline(s: &str) -> String {
    if s.ends_with('\n') { s.into() } else { format!("{s}\n") }
}

/// Fails unless a file can be created in `dir` (created if need be).
fn check_writable(dir: &Path) -> anyhow::Result<()> {
    std::fs::create_dir_all(dir).with_context(|| format!("--out {}: cannot create the directory", dir.display()))?;
    let probe = dir.join(format!(".mansuba-probe-{}", std::process::id()));
    std::fs::write(&probe, b"").with_context(|| format!("--out {}: cannot write there", dir.display()))?;
    let _ = std::fs::remove_file(&probe);
    Ok(())
}

/// Where each file's output goes with `--out` or `--beside`: the input's
/// path below its directory argument (or its name), `.inp` replaced by
/// `.out` or `.json`. A result never overwrites an input (`x.out` given
/// as input writes `x.out.out`), and two inputs whose results would share
/// a name (`d1/x.inp`, `d2/x.inp` into one `--out`) get `x.out` and
/// `x-2.out`, in file order, with a notice.
fn targets(a: &SolveArgs, files: &[Source]) -> Vec<PathBuf> {
    let ext = match a.format {
        Format::Text => "out",
        Format::Json => "json",
    };
    let inputs: HashSet<PathBuf> = files.iter().flat_map(|f| [f.path.clone(), real(&f.path)]).collect();
    let mut taken: HashSet<PathBuf> = HashSet::new();
    let mut out = Vec::new();
    for f in files {
        let mut t = raw_target(a, &f.path).with_extension(ext);
        if inputs.contains(&t) || inputs.contains(&real(&t)) {
            t = suffixed(&t, "", ext);
        }
        let first = t.clone();
        let mut n = 2;
        while taken.contains(&t) || inputs.contains(&t) {
            t = suffixed(&first, &format!("-{n}"), ext);
            n += 1;
        }
        if t != first {
            errln!(
                "mansuba: the result of {} would overwrite another's at {}: written to {}",
                f.path.display(),
                first.display(),
                t.display()
            );
        }
        taken.insert(t.clone());
        out.push(t);
    }
    out
}

/// `x.out` with `tag` before a new extension: `x.out` + "" = `x.out.out`,
/// `x.out` + "-2" = `x-2.out`.
fn suffixed(path: &Path, tag: &str, ext: &str) -> PathBuf {
    let name = if tag.is_empty() {
        path.file_name()
    } else {
        path.file_stem()
    }
    .map(|n| n.to_string_lossy().into_owned())
    .unwrap_or_default();
    path.with_file_name(format!("{name}{tag}.{ext}"))
}

/// The path without links, where it exists.
fn real(path: &Path) -> PathBuf {
    std::fs::canonicalize(path).unwrap_or_else(|_| path.to_path_buf())
}

fn raw_target(a: &SolveArgs, input: &Path) -> PathBuf {
    match &a.out {
        None => input.to_path_buf(),
        Some(dir) => {
            let rel = a
                .paths
                .iter()
                .filter(|p| p.is_dir())
                .find_map(|p| input.strip_prefix(p).ok())
                .or_else(|| input.file_name().map(Path::new))
                .unwrap_or(input);
            dir.join(rel)
        }
    }
}

/// Writes a file's result through a temporary file and a rename, so that
/// a result file is whole or absent (what `--resume` relies on). A result
/// stopped by a signal goes to `NAME.partial` instead: what it found is
/// kept, and `--resume` solves that file again.
fn write_result(a: &SolveArgs, target: &Path, r: &FileResult) -> anyhow::Result<()> {
    if let Some(parent) = target.parent() {
        std::fs::create_dir_all(parent).with_context(|| format!("cannot create {}", parent.display()))?;
    }
    let text = match a.format {
        Format::Text => r.records.iter().map(|x| x.output.as_str()).collect::<String>(),
        Format::Json => serde_json::to_string_pretty(&Report::new(r.records.clone()))? + "\n",
    };
    let interrupted = r.records.iter().any(|x| x.verdict == "interrupted");
    let path = if interrupted {
        with_tail(target, ".partial")
    } else {
        target.to_path_buf()
    };
    let tmp = with_tail(&path, &format!(".tmp-{}", std::process::id()));
    std::fs::write(&tmp, text).with_context(|| format!("cannot write {}", tmp.display()))?;
    std::fs::rename(&tmp, &path).with_context(|| format!("cannot write {}", path.display()))?;
    if !interrupted {
        // An earlier run's partial result is superseded.
        let _ = std::fs::remove_file(with_tail(target, ".partial"));
    }
    Ok(())
}

fn with_tail(path: &Path, tail: &str) -> PathBuf {
    let mut s = path.as_os_str().to_owned();
    s.push(tail);
    PathBuf::from(s)
}
