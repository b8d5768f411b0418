//! Standard output and error that never panic: `mansuba solve DIR | head`
//! closes the pipe early, `> /dev/full` fails every write, and neither may
//! end in a Rust panic (which `print!` gives).
//!
//! A closed pipe means the reader has what it wants: the process ends at
//! once, quietly, with exit code 0 (results already written to files stay).
//! Any other failure to write the output is reported once on standard
//! error and the process ends with exit code 1. Failures to write standard
//! error itself are ignored: there is nowhere left to report them.

use std::fmt;
use std::io::{ErrorKind, Write};

/// Exit code after a failed write to standard output.
pub const WRITE_FAILED: i32 = 1;

/// Writes to standard output (see the module's rules on failure).
pub fn out(args: fmt::Arguments) {
    let mut lock = std::io::stdout().lock();
    if let Err(e) = lock.write_fmt(args).and_then(|()| lock.flush()) {
        failed(e);
    }
}

/// Writes to standard error, ignoring failure.
pub fn err(args: fmt::Arguments) {
    let _ = std::io::stderr().lock().write_fmt(args);
}

fn failed(e: std::io::Error) -> ! {
    if e.kind() == ErrorKind::BrokenPipe {
        std::process::exit(0);
    }
    err(format_args!("mansuba: error: cannot write standard output: {e}\n"));
    std::process::exit(WRITE_FAILED);
}

/// `print!` that follows [`out`]'s rules.
macro_rules! out {
    ($($t:tt)*) => { $crate::cli::sink::out(format_args!($($t)*)) };
}

/// `println!` that follows [`out`]'s rules.
macro_rules! outln {
    () => { $crate::cli::sink::out(format_args!("\n")) };
    ($($t:tt)*) => { $crate::cli::sink::out(format_args!("{}\n", format_args!($($t)*))) };
}

/// `eprint!` that ignores failure.
macro_rules! errout {
    ($($t:tt)*) => { $crate::cli::sink::err(format_args!($($t)*)) };
}

/// `eprintln!` that ignores failure.
macro_rules! errln {
    ($($t:tt)*) => { $crate::cli::sink::err(format_args!("{}\n", format_args!($($t)*))) };
}
