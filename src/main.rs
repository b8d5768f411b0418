//! The `mansuba` binary: command-line glue over the library.

mod cli;

use std::process::ExitCode;

fn main() -> ExitCode {
    match cli::run() {
        Ok(code) => code,
        Err(e) => {
            eprintln!("mansuba: error: {e:#}");
            ExitCode::from(2)
        }
    }
}
