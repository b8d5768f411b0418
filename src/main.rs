//! The `mansuba` binary: command-line glue over the library.

mod cli;

use std::io::Write;
use std::process::ExitCode;

fn main() -> ExitCode {
    match cli::run() {
        Ok(code) => code,
        Err(e) => {
            // Standard error may be closed too: nothing to do then.
            let _ = writeln!(std::io::stderr(), "mansuba: error: {e:#}");
            ExitCode::from(2)
        }
    }
}
