//! Solving many files: in parallel across files (and across first moves
//! inside each problem), a record per problem, output kept in file order.

use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Instant;

use mansuba::problem::Problem;
use mansuba::solve::{solution_lines, solve};
use rayon::prelude::*;
use serde::{Deserialize, Serialize};

use super::problems::{load, read_source};

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
    /// key in some twin), `no solution`, `input error`, `not supported` or
    /// `unreadable` (the file could not be read).
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
    /// The file.
    pub path: PathBuf,
    /// Its problems.
    pub records: Vec<Record>,
}

/// Solves the files, `jobs` files at a time at most, calling `done` as
/// each file finishes (in any order); the results come back in file order.
/// Files not started when `stop` is set are skipped.
pub fn solve_files(paths: &[PathBuf], stop: &AtomicBool, done: &(dyn Fn(&FileResult) + Sync)) -> Vec<FileResult> {
    // rayon's indexed collect keeps the input order.
    let results: Vec<Option<FileResult>> = paths
        .par_iter()
        .map(|path| {
            if stop.load(Ordering::SeqCst) {
                return None;
            }
            let r = solve_file(path);
            done(&r);
            Some(r)
        })
        .collect();
    results.into_iter().flatten().collect()
}

/// Reads and solves every problem of one file.
pub fn solve_file(path: &Path) -> FileResult {
    let file = path.display().to_string();
    let records = match read_source(path) {
        Err(e) => vec![error_record(&file, 1, "unreadable", vec![format!("error: {e:#}")])],
        Ok((name, src)) => load(&name, &src)
            .problems
            .into_iter()
            .enumerate()
            .map(|(i, p)| match p {
                Err(errors) => error_record(&file, i + 1, "input error", errors),
                Ok(problem) => solve_one(&file, i + 1, &problem),
            })
            .collect(),
    };
    FileResult {
        path: path.to_path_buf(),
        records,
    }
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
