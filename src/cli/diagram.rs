//! `mansuba diagram`: what the solver prints before solving.

use std::path::PathBuf;
use std::process::ExitCode;

use mansuba::output::{write_header, write_twin_label};
use mansuba::problem::Problem;

use super::problems::{expand, load, read_source};

/// Prints every problem's header and twin labels; errors go to stderr.
pub fn run(paths: &[PathBuf]) -> anyhow::Result<ExitCode> {
    let mut failed = false;
    for path in expand(paths)? {
        let (name, src) = read_source(&path)?;
        for p in load(&name, &src).problems {
            match p {
                Ok(problem) => print!("{}", render(&problem)),
                Err(errors) => {
                    failed = true;
                    for e in errors {
                        eprint!("{e}");
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
