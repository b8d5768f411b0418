//! Ctrl-C (SIGINT), SIGTERM and SIGHUP while solving: the first stops
//! every search, which then ends with what it found ("Partial solution",
//! verdict `interrupted`); files not yet started are skipped; what is done
//! is printed or written as usual, and the exit code is [`INTERRUPTED`].
//! A second signal ends the process at once.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, OnceLock};

/// Exit code of a run stopped by a signal (128 + SIGINT, as shells report it).
pub const INTERRUPTED: u8 = 130;

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
        });
        flag
    })
    .clone()
}
