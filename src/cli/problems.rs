//! Reading problem files: parse, validate, report every input error.

use std::path::{Path, PathBuf};

use anyhow::Context;
use mansuba::input::{self, Diagnostic};
use mansuba::problem::{self, Problem};

/// The problems of one file, each either ready or with its errors rendered.
pub struct FileProblems {
    /// Problems in file order.
    pub problems: Vec<Result<Problem, Vec<String>>>,
}

/// Reads a file (`-` for standard input). Bytes that are not UTF-8 are
/// replaced, so junk input gets a message instead of a refusal to read.
pub fn read_source(path: &Path) -> anyhow::Result<(String, String)> {
    if path == Path::new("-") {
        let mut buf = Vec::new();
        std::io::Read::read_to_end(&mut std::io::stdin(), &mut buf).context("cannot read standard input")?;
        return Ok(("<stdin>".into(), String::from_utf8_lossy(&buf).into_owned()));
    }
    let bytes = std::fs::read(path).with_context(|| format!("cannot read {}", path.display()))?;
    let text = String::from_utf8_lossy(&bytes).into_owned();
    if is_yaml(path) {
        // A YACPDB entry is read as the Popeye input it stands for; errors
        // then point into that text, which `mansuba yacpdb FILE` prints.
        let popeye = mansuba::input::yacpdb::to_popeye(&text).with_context(|| path.display().to_string())?;
        return Ok((format!("{} (as Popeye input)", path.display()), popeye));
    }
    Ok((path.display().to_string(), text))
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

/// Parses and validates every problem of a source.
pub fn load(name: &str, src: &str) -> FileProblems {
    let render = |ds: &[Diagnostic]| ds.iter().map(|d| d.render(name, src)).collect::<Vec<_>>();
    let search = SEARCH.get().copied().unwrap_or_default();
    let problems = input::parse(src)
        .into_iter()
        .map(|p| {
            if !p.errors.is_empty() {
                return Err(render(&p.errors));
            }
            let mut problem = problem::validate(&p.spec).map_err(|e| render(&e))?;
            problem.search = search;
            Ok(problem)
        })
        .collect();
    FileProblems { problems }
}

/// A directory holding this file is left out of the walk below a directory
/// named on the command line (problems/bench: long problems for `mansuba
/// bench`, not for every `mansuba solve problems/`). Named itself, it is
/// walked.
pub const SKIP_MARKER: &str = ".mansuba-skip";

/// The files named on the command line: files as given, directories
/// walked (sorted) for `*.inp` files and YACPDB entries (`*.yaml`, `*.yml`).
pub fn expand(paths: &[PathBuf]) -> anyhow::Result<Vec<PathBuf>> {
    let mut out = Vec::new();
    for p in paths {
        if p.is_dir() {
            let mut found = Vec::new();
            walk(p, &mut found)?;
            found.sort();
            out.extend(found);
        } else {
            out.push(p.clone());
        }
    }
    Ok(out)
}

fn walk(dir: &Path, out: &mut Vec<PathBuf>) -> anyhow::Result<()> {
    for e in std::fs::read_dir(dir).with_context(|| format!("cannot read directory {}", dir.display()))? {
        let path = e?.path();
        if path.is_dir() {
            if !path.join(SKIP_MARKER).exists() {
                walk(&path, out)?;
            }
        } else if path.extension().is_some_and(|x| x == "inp") || is_yaml(&path) {
            out.push(path);
        }
    }
    Ok(())
}
