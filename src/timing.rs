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
    eprintln!("cufe: {:>8.1} ms  {name}", (now - *last).as_secs_f64() * 1e3);
    *last = now;
}
