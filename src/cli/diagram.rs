//! `mansuba diagram`: what the solver prints before solving.

use std::path::{Path, PathBuf};
use std::process::ExitCode;

use anyhow::Context;
use mansuba::output::{svg_diagram, write_header, write_twin_label};
use mansuba::problem::Problem;

use super::problems::{expand, load, read_or_report};

/// Prints every problem's header and twin labels (or its SVG diagram);
/// errors go to stderr.
pub fn run(paths: &[PathBuf], svg: bool, out: Option<&Path>) -> anyhow::Result<ExitCode> {
    let mut failed = false;
    for source in expand(paths) {
        let path = source.path.clone();
        let Some((name, src)) = read_or_report(&source) else {
            failed = true;
            continue;
        };
        for (i, p) in load(&name, &src).enumerate() {
            match p {
                Ok(problem) if svg => {
                    let doc = svg_diagram(&problem, &problem.setup);
                    match out {
                        None => out!("{doc}"),
                        Some(dir) => {
                            let stem = path
                                .file_stem()
                                .map_or("stdin".into(), |s| s.to_string_lossy().into_owned());
                            std::fs::create_dir_all(dir).with_context(|| format!("cannot create {}", dir.display()))?;
                            let file = dir.join(format!("{stem}-{}.svg", i + 1));
                            std::fs::write(&file, doc).with_context(|| format!("cannot write {}", file.display()))?;
                        }
                    }
                }
                Ok(problem) => out!("{}", render(&problem)),
                Err(errors) => {
                    failed = true;
                    for e in errors {
                        errout!("{e}");
                    }
                }
            }
        }
    }
    Ok(if failed { ExitCode::from(1) } else { ExitCode::SUCCESS })
}

/// Header, zero-position line and twin labels of one problem.
pub fn render(p: &Problem) -> String {
    let mut out = String::new();
    write_header(p, &mut out);
    if p.zero_position {
        out.push('\n');
        out.push_str(zero_position_word(p));
        out.push_str("\n\n");
    }
    for t in &p.twins {
        write_twin_label(t, &mut out);
    }
    out
}

fn zero_position_word(p: &Problem) -> &'static str {
    match p.language {
        mansuba::input::Language::German => "NullStellung",
        _ => "zeroposition",
    }
}
