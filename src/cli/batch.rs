//! Solving many files: in parallel across files (and across first moves
//! inside each problem), a record per problem, output kept in file order.

use std::path::Path;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Instant;

use mansuba::problem::Problem;
use mansuba::solve::{solution_lines, solve};
use rayon::prelude::*;
use serde::{Deserialize, Serialize};

use super::problems::{Source, load, read_source};

/// What became of one problem.
#[derive(Clone, Debug, Serialize, Deserialize, PartialEq)]
pub struct Record {
    /// The file, as named on the command line or found in a directory.
    pub file: String,
    /// Its place in the file, from 1.
    pub index: usize,
    /// Rule set name (`orthodox`, `courier`, ...); empty after an input error.
    pub rules: String,
    /// The stipulation as Popeye writes it; empty after an input error.
    pub stipulation: String,
    /// `solved`, `cooked` (direct, self or reflex play with more than one
    /// key in some twin), `no solution`, `too long`, `out of memory`, `interrupted`,
    /// `input error`, `not supported`, `unreadable` (the file could not be
    /// read) or `crashed` (the solver failed: a bug).
    pub verdict: String,
    /// Solutions per twin: keys in direct, self and reflex play, lines in
    /// help and series play.
    pub solutions: Vec<usize>,
    /// MaxSolutions or StopOnShortSolutions cut the output.
    pub partial: bool,
    /// Wall-clock seconds spent solving.
    pub seconds: f64,
    /// The solution lines of the output (see `solve::solution_lines`).
    pub lines: Vec<String>,
    /// Popeye's text output, byte for byte as `solve` prints it.
    pub output: String,
    /// Input errors or what is not supported, rendered.
    pub errors: Vec<String>,
}

/// The records of one file, in problem order.
pub struct FileResult {
    /// Its problems.
    pub records: Vec<Record>,
}

/// What the caller hears while files are solved: each problem's record
/// as it is done, in file order within a file, and each file when done
/// (files in any order; `usize` is the file's place in the list).
pub struct Listener<'a> {
    /// A problem is done.
    pub record: &'a (dyn Fn(usize, &Record) + Sync),
    /// A file is done.
    pub file: &'a (dyn Fn(usize, &FileResult) + Sync),
}

/// Solves the files in parallel (and the problems of each file one by
/// one), telling `listen` as they are done; the results come back in file
/// order, without their output text unless `keep_output` (a batch of many
/// thousand problems need not hold every solution). Files not started when
/// `stop` is set are skipped.
pub fn solve_files(paths: &[Source], stop: &AtomicBool, listen: &Listener, keep_output: bool) -> Vec<FileResult> {
    // rayon's indexed collect keeps the input order.
    let results: Vec<Option<FileResult>> = paths
        .par_iter()
        .enumerate()
        .map(|(i, path)| {
            if stop.load(Ordering::SeqCst) {
                return None;
            }
            let mut r = solve_file(path, &|rec| (listen.record)(i, rec));
            (listen.file)(i, &r);
            if !keep_output {
                for rec in &mut r.records {
                    rec.output = String::new();
                    rec.lines = Vec::new();
                }
            }
            Some(r)
        })
        .collect();
    results.into_iter().flatten().collect()
}

/// Reads and solves every problem of one file, calling `each` with each
/// problem's record as it is done. A problem whose search fails (a bug:
/// a panic) gets the verdict `crashed`; the file's other problems go on.
pub fn solve_file(source: &Source, each: &dyn Fn(&Record)) -> FileResult {
    let file = file_name(&source.path);
    let mut records = Vec::new();
    let mut keep = |r: Record| {
        each(&r);
        records.push(r);
    };
    match read_source(source) {
        Err(e) => keep(error_record(&file, 1, "unreadable", vec![format!("error: {e:#}")])),
        Ok((name, src)) => {
            for (i, p) in load(&name, &src).enumerate() {
                keep(match p {
                    Err(errors) => error_record(&file, i + 1, "input error", errors),
                    Ok(problem) => guarded(&file, i + 1, &problem),
                });
            }
        }
    }
    FileResult { records }
}

/// A path as text, without loss: bytes that are not UTF-8 are written
/// `\xNN`, so that two names differing only there stay apart (in the
/// summary and in JSON results that `merge` joins).
pub fn file_name(path: &Path) -> String {
    #[cfg(unix)]
    {
        use std::os::unix::ffi::OsStrExt;
        let mut out = String::new();
        for chunk in path.as_os_str().as_bytes().utf8_chunks() {
            out.push_str(chunk.valid());
            for b in chunk.invalid() {
                out.push_str(&format!("\\x{b:02X}"));
            }
        }
        out
    }
    #[cfg(not(unix))]
    {
        path.display().to_string()
    }
}

/// Environment variable for fault-injection tests: a problem whose file
/// path contains its value panics in the solver (docs/RELIABILITY.md).
pub const INJECT_PANIC: &str = "MANSUBA_INJECT_PANIC";

/// Solves one problem; a panic becomes the verdict `crashed`.
fn guarded(file: &str, index: usize, problem: &Problem) -> Record {
    let run = || {
        if std::env::var(INJECT_PANIC).is_ok_and(|v| !v.is_empty() && file.contains(&v)) {
            panic!("fault injected by {INJECT_PANIC}");
        }
        solve_one(file, index, problem)
    };
    std::panic::catch_unwind(std::panic::AssertUnwindSafe(run)).unwrap_or_else(|payload| {
        let why = payload
            .downcast_ref::<&str>()
            .map(|s| s.to_string())
            .or_else(|| payload.downcast_ref::<String>().cloned())
            .unwrap_or_default();
        let mut r = error_record(
            file,
            index,
            "crashed",
            vec![format!(
                "error: {file}: problem {index}: the solver failed (a bug, please report it): {why}"
            )],
        );
        r.rules = problem.rules.set().name.clone();
        r.stipulation = problem.stipulation.to_string();
        r
    })
}

fn error_record(file: &str, index: usize, verdict: &str, errors: Vec<String>) -> Record {
    Record {
        file: file.into(),
        index,
        rules: String::new(),
        stipulation: String::new(),
        verdict: verdict.into(),
        solutions: Vec::new(),
        partial: false,
        seconds: 0.0,
        lines: Vec::new(),
        output: String::new(),
        errors,
    }
}

fn solve_one(file: &str, index: usize, problem: &Problem) -> Record {
    let start = Instant::now();
    let result = solve(problem);
    let seconds = start.elapsed().as_secs_f64();
    let mut r = error_record(file, index, "", Vec::new());
    r.rules = problem.rules.set().name.clone();
    r.stipulation = problem.stipulation.to_string();
    r.seconds = seconds;
    match result {
        Err(e) => {
            r.verdict = "not supported".into();
            r.errors = vec![format!("error: {file}: {e}")];
        }
        Ok(s) => {
            let battle = !problem.stipulation.play.is_help() && !problem.stipulation.series;
            r.verdict = if s.timed_out {
                if mansuba::solve::stop::cancelled() {
                    "interrupted"
                } else {
                    "too long"
                }
            } else if s.memory_full {
                "out of memory"
            } else if s.refused {
                // Popeye refuses the position (its message is among the
                // errors): an input error, as a bad diagram is.
                "input error"
            } else if s.solutions.iter().all(|&n| n == 0) {
                "no solution"
            } else if battle && s.solutions.iter().any(|&n| n > 1) {
                "cooked"
            } else {
                "solved"
            }
            .into();
            r.solutions = s.solutions;
            r.partial = s.partial;
            r.lines = solution_lines(&s.stdout);
            r.output = s.stdout;
            r.errors = s.stderr;
        }
    }
    r
}

/// A stable share of the files: `k` of `n` (1-based) takes the files whose
/// path hashes to it (FNV-1a), so that a file keeps its shard however the
/// directory grows.
pub fn in_shard(path: &Path, k: u32, n: u32) -> bool {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for b in path.to_string_lossy().bytes() {
        h ^= b as u64;
        h = h.wrapping_mul(0x0100_0000_01b3);
    }
    h % n as u64 == (k - 1) as u64
}
