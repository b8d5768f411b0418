//! Ctrl-C (SIGINT), SIGTERM and SIGHUP while solving: the first stops
//! every search, which then ends with what it found ("Partial solution",
//! verdict `interrupted`); files not yet started are skipped; what is done
//! is printed or written as usual, and the exit code is [`INTERRUPTED`].
//! A second signal ends the process at once, and so does the first when
//! the searches have not ended [`GRACE`] after it (a search deep in a
//! condition's own legality test may not look at the stop flag for
//! minutes: `timeout` sends one SIGTERM and would wait for ever).

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, OnceLock};

/// Exit code of a run stopped by a signal (128 + SIGINT, as shells report it).
pub const INTERRUPTED: u8 = 130;

/// How long the searches have to end after the first signal.
pub const GRACE: std::time::Duration = std::time::Duration::from_secs(10);

/// Installs the handler (once per process) and returns the flag it raises.
pub fn stop_on_signal() -> Arc<AtomicBool> {
    static FLAG: OnceLock<Arc<AtomicBool>> = OnceLock::new();
    FLAG.get_or_init(|| {
        let flag = Arc::new(AtomicBool::new(false));
        let raised = flag.clone();
        // Without a handler (it cannot be installed) signals keep their
        // default effect: the process ends at once.
        let _ = ctrlc::set_handler(move || {
            if raised.swap(true, Ordering::SeqCst) {
                std::process::exit(INTERRUPTED.into());
            }
            mansuba::solve::cancel_all();
            std::thread::spawn(|| {
                std::thread::sleep(GRACE);
                eprintln!(
                    "mansuba: the search did not stop within {} s of the signal; ending",
                    GRACE.as_secs()
                );
                std::process::exit(INTERRUPTED.into());
            });
        });
        flag
    })
    .clone()
}
