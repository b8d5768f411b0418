//! What a batch run reports: the summary table, and the JSON document
//! (`docs/JSON.md`) that `--format json` writes and `merge` joins.

use serde::{Deserialize, Serialize};

use super::batch::Record;

/// Name of the JSON format, checked by `merge`.
pub const FORMAT: &str = "mansuba-results";
/// Version of the JSON format; a change that breaks readers raises it.
pub const VERSION: u32 = 1;

/// A JSON results document.
#[derive(Debug, Serialize, Deserialize)]
pub struct Report {
    /// Always [`FORMAT`].
    pub format: String,
    /// [`VERSION`] of the writer.
    pub version: u32,
    /// One record per problem, in file order.
    pub problems: Vec<Record>,
}

impl Report {
    /// A document of these records.
    pub fn new(problems: Vec<Record>) -> Report {
        Report {
            format: FORMAT.into(),
            version: VERSION,
            problems,
        }
    }
}

/// The summary table: one row per problem, then the totals by verdict.
pub fn summary(records: &[Record], interrupted: bool) -> String {
    let rows: Vec<[String; 6]> = records
        .iter()
        .map(|r| {
            [
                format!("{}:{}", r.file, r.index),
                r.stipulation.clone(),
                r.verdict.clone(),
                r.solutions.iter().map(usize::to_string).collect::<Vec<_>>().join("/"),
                format!("{:.2}", r.seconds),
                r.rules.clone(),
            ]
        })
        .collect();
    let head = ["problem", "stipulation", "verdict", "solutions", "seconds", "rules"];
    let table: Vec<Vec<String>> = std::iter::once(head.map(String::from).to_vec())
        .chain(rows.into_iter().map(|r| r.to_vec()))
        .collect();
    // The seconds column is right-aligned, the others left.
    let mut out = aligned(&table, |column| column == 4);
    let mut counts: Vec<(String, usize)> = Vec::new();
    for r in records {
        match counts.iter_mut().find(|(v, _)| *v == r.verdict) {
            Some((_, n)) => *n += 1,
            None => counts.push((r.verdict.clone(), 1)),
        }
    }
    let total: f64 = records.iter().map(|r| r.seconds).sum();
    let parts: Vec<String> = counts.iter().map(|(v, n)| format!("{n} {v}")).collect();
    out.push_str(&format!(
        "{} problems: {}; {:.2} s{}\n",
        records.len(),
        parts.join(", "),
        total,
        if interrupted {
            " (interrupted: the rest was not solved)"
        } else {
            ""
        }
    ));
    out
}

/// Rows as text columns padded to their widest cell, two blanks apart;
/// `right(column)` says which columns are right-aligned.
pub fn aligned(rows: &[Vec<String>], right: impl Fn(usize) -> bool) -> String {
    let columns = rows.iter().map(Vec::len).max().unwrap_or(0);
    let width: Vec<usize> = (0..columns)
        .map(|c| {
            rows.iter()
                .filter_map(|r| r.get(c))
                .map(|s| s.chars().count())
                .max()
                .unwrap_or(0)
        })
        .collect();
    let mut out = String::new();
    for row in rows {
        let cells: Vec<String> = row
            .iter()
            .zip(&width)
            .enumerate()
            .map(|(c, (cell, &w))| {
                if right(c) {
                    format!("{cell:>w$}")
                } else {
                    format!("{cell:<w$}")
                }
            })
            .collect();
        out.push_str(cells.join("  ").trim_end());
        out.push('\n');
    }
    out
}

/// `mansuba merge`: the problems of several documents, sorted by file and
/// place, as one document on standard output; the summary on standard
/// error. The same problem in two documents is kept once when both say the
/// same (times aside); when they differ, both are kept, the conflict is
/// reported and the exit code is 1: a result is never dropped.
pub fn merge(files: &[std::path::PathBuf]) -> anyhow::Result<std::process::ExitCode> {
    use anyhow::Context;
    let mut all: Vec<(usize, Record)> = Vec::new();
    for (n, f) in files.iter().enumerate() {
        let text = std::fs::read_to_string(f).with_context(|| format!("cannot read {}", f.display()))?;
        let r: Report =
            serde_json::from_str(&text).with_context(|| format!("{}: not a results document", f.display()))?;
        if r.format != FORMAT || r.version > VERSION {
            anyhow::bail!(
                "{}: format {} version {}, expected {FORMAT} version {VERSION} or older",
                f.display(),
                r.format,
                r.version
            );
        }
        all.extend(r.problems.into_iter().map(|p| (n, p)));
    }
    all.sort_by(|(_, a), (_, b)| a.file.cmp(&b.file).then(a.index.cmp(&b.index)));
    let same = |a: &Record, b: &Record| {
        Record {
            seconds: 0.0,
            ..a.clone()
        } == Record {
            seconds: 0.0,
            ..b.clone()
        }
    };
    let mut kept: Vec<(usize, Record)> = Vec::new();
    let mut conflicts = 0;
    for (n, r) in all {
        let group: Vec<&(usize, Record)> = kept
            .iter()
            .rev()
            .take_while(|(_, k)| k.file == r.file && k.index == r.index)
            .collect();
        if group.iter().any(|(_, k)| same(k, &r)) {
            continue;
        }
        if let Some((m, _)) = group.first() {
            conflicts += 1;
            errln!(
                "mansuba: conflict: {}:{} differs between {} and {}; both kept",
                r.file,
                r.index,
                files[*m].display(),
                files[n].display()
            );
        }
        kept.push((n, r));
    }
    let all: Vec<Record> = kept.into_iter().map(|(_, r)| r).collect();
    errout!("{}", summary(&all, false));
    outln!("{}", serde_json::to_string_pretty(&Report::new(all))?);
    Ok(if conflicts > 0 {
        std::process::ExitCode::from(1)
    } else {
        std::process::ExitCode::SUCCESS
    })
}
