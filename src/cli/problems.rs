//! Reading problem files: parse, validate, report every input error.

use std::collections::{HashMap, HashSet};
use std::path::{Path, PathBuf};

use anyhow::Context;
use mansuba::input::{self, Diagnostic};
use mansuba::problem::{self, Problem};

/// The largest input read, in bytes: Popeye's whole example corpus is
/// 3 MB; `/dev/zero` or a runaway file must not fill the memory.
pub const MAX_INPUT: u64 = 64 << 20;

/// A file to read, found on the command line or in a directory walk.
#[derive(Clone, Debug)]
pub struct Source {
    /// Its path.
    pub path: PathBuf,
    /// Why it is not read (a directory that cannot be listed, a FIFO or
    /// device met in a walk, a dangling link), if so.
    pub refused: Option<String>,
}

impl Source {
    fn ok(path: PathBuf) -> Source {
        Source { path, refused: None }
    }
}

/// Reads a file (`-` for standard input): at most [`MAX_INPUT`] bytes, a
/// regular file, or a pipe named on the command line (`<(...)`), never a
/// device. UTF-8 with or without a byte-order mark is read as such, any
/// other bytes as Latin-1 (older German and French Popeye files), so that
/// names keep their letters.
pub fn read_source(source: &Source) -> anyhow::Result<(String, String)> {
    let path = source.path.as_path();
    if let Some(why) = &source.refused {
        anyhow::bail!("cannot read {}: {why}", path.display());
    }
    if path == Path::new("-") {
        let bytes = read_limited(std::io::stdin().lock(), "standard input")?;
        return Ok(("<stdin>".into(), decode(&bytes)));
    }
    let meta = std::fs::metadata(path).with_context(|| format!("cannot read {}", path.display()))?;
    if meta.is_dir() {
        anyhow::bail!("cannot read {}: a directory", path.display());
    }
    if !meta.is_file() && !is_pipe(&meta) {
        anyhow::bail!("cannot read {}: not a regular file", path.display());
    }
    if meta.len() > MAX_INPUT {
        anyhow::bail!(
            "cannot read {}: {} bytes, more than the limit of {} MiB",
            path.display(),
            meta.len(),
            MAX_INPUT >> 20
        );
    }
    let file = std::fs::File::open(path).with_context(|| format!("cannot read {}", path.display()))?;
    let text = decode(&read_limited(file, &path.display().to_string())?);
    if is_yaml(path) {
        // A YACPDB entry is read as the Popeye input it stands for; errors
        // then point into that text, which `mansuba yacpdb FILE` prints.
        let popeye = mansuba::input::yacpdb::to_popeye(&text).with_context(|| path.display().to_string())?;
        return Ok((format!("{} (as Popeye input)", path.display()), popeye));
    }
    Ok((path.display().to_string(), text))
}

/// [`read_source`], an error printed on standard error instead.
pub fn read_or_report(source: &Source) -> Option<(String, String)> {
    read_source(source).map_err(|e| errln!("mansuba: error: {e:#}")).ok()
}

/// Reads to the end, refusing more than [`MAX_INPUT`] bytes (a file can
/// grow after its size was read; a pipe has none).
fn read_limited(reader: impl std::io::Read, name: &str) -> anyhow::Result<Vec<u8>> {
    let mut buf = Vec::new();
    std::io::Read::read_to_end(&mut reader.take(MAX_INPUT + 1), &mut buf)
        .with_context(|| format!("cannot read {name}"))?;
    if buf.len() as u64 > MAX_INPUT {
        anyhow::bail!("cannot read {name}: more than the limit of {} MiB", MAX_INPUT >> 20);
    }
    Ok(buf)
}

#[cfg(unix)]
fn is_pipe(meta: &std::fs::Metadata) -> bool {
    std::os::unix::fs::FileTypeExt::is_fifo(&meta.file_type())
}

#[cfg(not(unix))]
fn is_pipe(_: &std::fs::Metadata) -> bool {
    false
}

/// The text of a file's bytes: UTF-8 (a byte-order mark dropped), else
/// Latin-1, where every byte is the character of that number.
pub fn decode(bytes: &[u8]) -> String {
    let bytes = bytes.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(bytes);
    match std::str::from_utf8(bytes) {
        Ok(text) => text.to_owned(),
        Err(_) => bytes.iter().map(|&b| b as char).collect(),
    }
}

/// Is this a YACPDB entry file (`.yaml`, `.yml`)?
pub fn is_yaml(path: &Path) -> bool {
    path.extension().is_some_and(|x| x == "yaml" || x == "yml")
}

/// How the problems loaded are searched (`solve --plain`), set once.
static SEARCH: std::sync::OnceLock<problem::Search> = std::sync::OnceLock::new();

/// Sets how every problem loaded afterwards is searched.
pub fn set_search(search: problem::Search) {
    let _ = SEARCH.set(search);
}

/// Parses a source and validates its problems one by one as they are
/// asked for, each either ready or with its errors rendered: a file of
/// 10,000 problems holds one validated problem at a time, not 10,000.
pub fn load<'a>(name: &'a str, src: &'a str) -> impl Iterator<Item = Result<Problem, Vec<String>>> + 'a {
    let render = move |ds: &[Diagnostic]| shown_errors(ds).iter().map(|d| d.render(name, src)).collect::<Vec<_>>();
    let search = SEARCH.get().copied().unwrap_or_default();
    input::parse(src).into_iter().map(move |p| {
        if !p.errors.is_empty() {
            return Err(render(&p.errors));
        }
        let mut problem = problem::validate(&p.spec).map_err(|e| render(&e))?;
        problem.search = search;
        Ok(problem)
    })
}

/// The most errors shown for one line of a problem, and for one problem.
const ERRORS_PER_LINE: usize = 3;
const ERRORS_PER_PROBLEM: usize = 20;

/// The errors of a problem worth showing: a line of 16,000 bad tokens
/// gave 16,000 errors, each quoting the line. The first few of each line
/// and of the problem are kept, then one error says how many were left
/// out.
fn shown_errors(ds: &[Diagnostic]) -> Vec<Diagnostic> {
    let mut per_line: HashMap<usize, usize> = HashMap::new();
    let mut shown = Vec::new();
    for d in ds {
        let n = per_line.entry(d.span.line).or_default();
        *n += 1;
        if *n <= ERRORS_PER_LINE && shown.len() < ERRORS_PER_PROBLEM {
            shown.push(d.clone());
        }
    }
    if shown.len() < ds.len()
        && let Some(last) = ds.last()
    {
        let more = ds.len() - shown.len();
        shown.push(Diagnostic::new(
            last.span,
            format!("{more} more errors in this problem are not shown (fix these first)"),
        ));
    }
    shown
}

/// A directory holding this file is left out of the walk below a directory
/// named on the command line (problems/bench: long problems for `mansuba
/// bench`, not for every `mansuba solve problems/`). Named itself, it is
/// walked.
pub const SKIP_MARKER: &str = ".mansuba-skip";

/// The files named on the command line: files as given, directories
/// walked (sorted) for `*.inp` files and YACPDB entries (`*.yaml`, `*.yml`).
/// A walk enters each real directory once, under its own name when it has
/// one in the tree (links to directories are followed after the real
/// directories, and links may loop), reads only regular files, and lists
/// what it cannot read (refused, with the reason) instead of giving up.
pub fn expand(paths: &[PathBuf]) -> Vec<Source> {
    let mut out = Vec::new();
    let mut seen = HashSet::new();
    for p in paths {
        if p.is_dir() {
            let mut found = Vec::new();
            let mut links = vec![p.clone()];
            while !links.is_empty() {
                let mut next = Vec::new();
                for dir in links {
                    walk(&dir, &mut found, &mut next, &mut seen);
                }
                links = next;
            }
            found.sort_by(|a: &Source, b| a.path.cmp(&b.path));
            out.extend(found);
        } else {
            out.push(Source::ok(p.clone()));
        }
    }
    out
}

/// Walks the real directories below `dir` (unless seen), collecting the
/// links to directories met in `links` for a later round.
fn walk(dir: &Path, out: &mut Vec<Source>, links: &mut Vec<PathBuf>, seen: &mut HashSet<PathBuf>) {
    let refuse = |path: &Path, why: String| Source {
        path: path.to_path_buf(),
        refused: Some(why),
    };
    match std::fs::canonicalize(dir) {
        Ok(real) => {
            if !seen.insert(real) {
                return;
            }
        }
        Err(e) => return out.push(refuse(dir, e.to_string())),
    }
    let entries = match std::fs::read_dir(dir) {
        Ok(entries) => entries,
        Err(e) => return out.push(refuse(dir, format!("cannot list the directory: {e}"))),
    };
    let mut paths = Vec::new();
    for entry in entries {
        match entry {
            Ok(e) => paths.push(e.path()),
            Err(e) => out.push(refuse(dir, format!("cannot list the directory: {e}"))),
        }
    }
    paths.sort();
    for path in paths {
        let wanted = path.extension().is_some_and(|x| x == "inp") || is_yaml(&path);
        let link = std::fs::symlink_metadata(&path).is_ok_and(|m| m.file_type().is_symlink());
        match std::fs::metadata(&path) {
            Ok(m) if m.is_dir() && path.join(SKIP_MARKER).exists() => {}
            Ok(m) if m.is_dir() && link => links.push(path),
            Ok(m) if m.is_dir() => walk(&path, out, links, seen),
            Ok(m) if wanted && m.is_file() => out.push(Source::ok(path)),
            Ok(_) if wanted => out.push(refuse(&path, "not a regular file".into())),
            Err(e) if wanted => out.push(refuse(&path, e.to_string())),
            _ => {}
        }
    }
}
