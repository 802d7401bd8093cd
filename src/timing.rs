//! `CUFE_TIME_PASSES=1`: how long each phase of a run took, on stderr (the
//! way `rustc -Z time-passes` helps find where a slow build spends its
//! time). Off by default, and then nothing is measured.

use std::sync::{Mutex, OnceLock};
use std::time::Instant;

const VAR: &str = "CUFE_TIME_PASSES";

fn clock() -> Option<&'static Mutex<Instant>> {
    static CLOCK: OnceLock<Option<Mutex<Instant>>> = OnceLock::new();
    CLOCK.get_or_init(|| std::env::var_os(VAR).map(|_| Mutex::new(Instant::now()))).as_ref()
}

/// Ends the phase running since the previous call (or since the first
/// call, which starts the clock) and names it.
pub fn phase(name: &str) {
    let Some(clock) = clock() else { return };
    let Ok(mut last) = clock.lock() else { return };
    let now = Instant::now();
    eprintln!("cufe: {:>8.1} ms  {:>6} MB  {name}", (now - *last).as_secs_f64() * 1e3, resident_mb());
    *last = now;
}

/// The resident set in MB, so a phase that holds on to memory shows where
/// (first-touch page faults cost as much as some passes). Linux only; "-"
/// elsewhere.
fn resident_mb() -> String {
    let pages = std::fs::read_to_string("/proc/self/statm")
        .ok()
        .and_then(|statm| statm.split_whitespace().nth(1).and_then(|field| field.parse::<u64>().ok()));
    match pages {
        Some(pages) => (pages * 4096 / (1 << 20)).to_string(),
        None => "-".to_string(),
    }
}
