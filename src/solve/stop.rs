//! Stopping a search before it ends: option `MaxTime` (or the CLI's
//! `--maxtime`) gives a problem a deadline, and Ctrl-C stops every problem.
//!
//! The searches poll a flag at each node instead of reading the clock: a
//! watcher thread sleeps until the deadline and raises the flag, so a node
//! pays one relaxed load. A search that sees the flag returns "not solved"
//! and records nothing in its tables, as Popeye's MaxTime guard does; what
//! was found before stays and the output ends with "Partial solution".

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::mpsc::{self, RecvTimeoutError, Sender};
use std::time::Duration;

/// Raised by Ctrl-C: stops every search in the process.
static CANCEL: AtomicBool = AtomicBool::new(false);

/// The CLI's `--maxtime` in seconds, 0 for none.
static DEFAULT_SECONDS: AtomicU64 = AtomicU64::new(0);

/// Stops every search running or to come in this process (Ctrl-C).
pub fn cancel_all() {
    CANCEL.store(true, Ordering::Relaxed);
}

/// Has [`cancel_all`] been called?
pub fn cancelled() -> bool {
    CANCEL.load(Ordering::Relaxed)
}

/// A time limit for every problem that does not set a shorter one with
/// option MaxTime (the CLI's `--maxtime`; `None` for no limit).
pub fn set_time_limit(limit: Option<Duration>) {
    DEFAULT_SECONDS.store(limit.map_or(0, |d| d.as_secs().max(1)), Ordering::Relaxed);
}

/// The limit for a problem: the shorter of its MaxTime and the CLI's.
pub fn limit_for(max_time: Option<u64>) -> Option<Duration> {
    let cli = DEFAULT_SECONDS.load(Ordering::Relaxed);
    let cli = (cli > 0).then_some(cli);
    match (max_time, cli) {
        (Some(a), Some(b)) => Some(a.min(b)),
        (a, b) => a.or(b),
    }
    .map(Duration::from_secs)
}

/// The flag the searches poll.
#[derive(Clone, Debug, Default)]
pub struct Stop {
    flag: Arc<AtomicBool>,
    /// More flags: a helper search's, raised when the search it helps is
    /// done, or when another thread has found what it looks for.
    also: Vec<Arc<AtomicBool>>,
}

impl Stop {
    /// A flag never raised except by Ctrl-C.
    pub fn never() -> Stop {
        Stop::default()
    }

    /// Should the search stop?
    #[inline]
    pub fn hit(&self) -> bool {
        self.flag.load(Ordering::Relaxed)
            || CANCEL.load(Ordering::Relaxed)
            || self.also.iter().any(|f| f.load(Ordering::Relaxed))
    }

    /// This stop, or `done` raised, whichever comes first.
    pub fn or(&self, done: Arc<AtomicBool>) -> Stop {
        let mut also = self.also.clone();
        also.push(done);
        Stop {
            flag: self.flag.clone(),
            also,
        }
    }
}

/// A running deadline: raises its flag when the time is up. Dropping it
/// (the problem is solved) wakes and ends the watcher at once.
pub struct Deadline {
    stop: Stop,
    _done: Option<Sender<()>>,
}

impl Deadline {
    /// Starts the clock; `None` runs without a limit.
    pub fn start(limit: Option<Duration>) -> Deadline {
        let stop = Stop::never();
        let Some(limit) = limit else {
            return Deadline { stop, _done: None };
        };
        let (tx, rx) = mpsc::channel::<()>();
        let flag = stop.flag.clone();
        std::thread::spawn(move || {
            if rx.recv_timeout(limit) == Err(RecvTimeoutError::Timeout) {
                flag.store(true, Ordering::Relaxed);
            }
        });
        Deadline { stop, _done: Some(tx) }
    }

    /// The flag to hand to the searches.
    pub fn stop(&self) -> &Stop {
        &self.stop
    }

    /// Did the time run out (or Ctrl-C come)?
    pub fn expired(&self) -> bool {
        self.stop.hit()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_deadline_raises_its_flag_and_no_limit_never_does() {
        let none = Deadline::start(None);
        let soon = Deadline::start(Some(Duration::from_millis(20)));
        std::thread::sleep(Duration::from_millis(200));
        assert!(soon.expired());
        assert!(!none.expired());
    }

    #[test]
    fn the_shorter_limit_wins() {
        assert_eq!(limit_for(Some(5)), Some(Duration::from_secs(5)));
        assert_eq!(limit_for(None), None);
    }
}
