//! Running the per-item passes on several threads.
//!
//! Every pass is a salsa tracked function of one item, so the items can be
//! pulled through them on clones of the database (salsa shares the memos
//! between clones and lets a second thread wait for a query the first is
//! computing). The results are the same memos a sequential run computes, so
//! the driver then reads them in item order exactly as before: the output
//! does not depend on the number of threads or on which thread ran what.
//!
//! In phases, because the symbol table needs every item's signature: first
//! each item's own passes and signature, then (the driver sets) the table,
//! then the passes that read the table (the translation-unit checks, and
//! lowering when there are outputs to write), on helper threads while the
//! driver reads the diagnostics (`start`).

use crate::db::Database;
use cufe_passes::db::{signature, validate, validate_tu};
use cufe_passes::items::ItemKind;
use cufe_passes::{Item, SourceFile};
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};

/// Below this many items a unit is checked on one thread: starting threads
/// and cloning the database would cost more than it saves.
const MIN_ITEMS: usize = 256;
/// Items a thread takes at a time: large enough that the shared counter is
/// not contended, small enough that the threads finish together.
const CHUNK: usize = 32;
/// Overrides the thread count (`1` runs everything on the calling thread).
const THREADS_VAR: &str = "CUFE_THREADS";

/// Threads to use: `CUFE_THREADS` when set to a positive number, else the
/// machine's available parallelism. That is asked once per process: on
/// Linux it reads the cgroup's CPU quota from `/proc` and `/sys` (a dozen
/// system calls), which cost more than analyzing a small unit in the
/// persistent worker and the fuzz targets.
pub fn threads() -> usize {
    static AVAILABLE: std::sync::OnceLock<usize> = std::sync::OnceLock::new();
    if let Some(n) = std::env::var(THREADS_VAR).ok().and_then(|v| v.trim().parse::<usize>().ok()).filter(|&n| n > 0) {
        return n;
    }
    *AVAILABLE.get_or_init(|| std::thread::available_parallelism().map_or(1, |n| n.get()))
}

/// Computes every item's signature (and so its scan, lookup and apply) and
/// its `validate`, ahead of the symbol table. With one thread, or a small
/// unit, it does nothing and the driver computes them as it reads them.
pub fn signatures(db: &Database, file: SourceFile, threads: usize) {
    let items = cufe_passes::db::file_items(db, file);
    if threads <= 1 || items.len() < MIN_ITEMS {
        return;
    }
    for_each(db, items, threads, |db, item| {
        let _ = signature(db, item);
        if diagnosed(db, item) {
            let _ = validate(db, item);
        }
    });
}

/// Helper threads that make every item's translation-unit checks and,
/// when asked, its lowering, once the symbol table is set, while the
/// calling thread reads the diagnostics in item order: salsa hands it the
/// checks the helpers made and lets it make those they have not reached,
/// so the serial reading overlaps the parallel work instead of waiting
/// between two sweeps. Stopped (after the chunks they hold) and joined
/// when dropped, so no helper outlives the run that started it.
pub struct Helpers {
    items: std::sync::Arc<[Item]>,
    next: std::sync::Arc<AtomicUsize>,
    stop: std::sync::Arc<AtomicBool>,
    handles: Vec<std::thread::JoinHandle<()>>,
    lower: bool,
}

/// Starts the helpers (`threads - 1` of them) over the file's items;
/// `lower` to lower the items too. `None` with one thread, or for a small
/// unit: the driver then computes everything as it reads it.
pub fn start(db: &Database, file: SourceFile, threads: usize, lower: bool) -> Option<Helpers> {
    let items = file.items(db).clone();
    if threads <= 1 || items.len() < MIN_ITEMS {
        return None;
    }
    let next = std::sync::Arc::new(AtomicUsize::new(0));
    let stop = std::sync::Arc::new(AtomicBool::new(false));
    let handles = (1..threads)
        .filter_map(|_| {
            let (db, items, next, stop) = (db.clone(), items.clone(), next.clone(), stop.clone());
            // A thread that cannot start leaves its share to the others.
            crate::stack::builder().spawn(move || sweep(&db, &items, &next, &stop, lower)).ok()
        })
        .collect();
    Some(Helpers { items, next, stop, handles, lower })
}

impl Helpers {
    /// Takes part in the helpers' work until every item is taken, then
    /// waits for them: on return every item is checked (and lowered, if
    /// asked).
    pub fn finish(mut self, db: &Database) {
        sweep(db, &self.items, &self.next, &self.stop, self.lower);
        self.join();
    }

    fn join(&mut self) {
        for handle in self.handles.drain(..) {
            if let Err(panic) = handle.join() {
                std::panic::resume_unwind(panic);
            }
        }
    }
}

impl Drop for Helpers {
    fn drop(&mut self) {
        self.stop.store(true, Ordering::Relaxed);
        // (Not while unwinding: a second panic would abort.)
        if !std::thread::panicking() {
            self.join();
        }
    }
}

/// Takes chunks of items in order from the shared counter until none is
/// left or `stop` is set: checks each item and, with `lower`, lowers it.
fn sweep(db: &Database, items: &[Item], next: &AtomicUsize, stop: &AtomicBool, lower: bool) {
    while !stop.load(Ordering::Relaxed) {
        let start = next.fetch_add(CHUNK, Ordering::Relaxed);
        let Some(chunk) = items.get(start..(start + CHUNK).min(items.len())) else { break };
        if chunk.is_empty() {
            break;
        }
        for &item in chunk {
            if diagnosed(db, item) {
                let _ = validate_tu(db, item);
            }
            if lower && item.key(db).kind != ItemKind::Pragma {
                let _ = cufe_passes::db::lower(db, item);
            }
        }
    }
}

/// Whether the driver reads the item's diagnostics: not for pragmas, not in
/// system headers.
fn diagnosed(db: &Database, item: Item) -> bool {
    item.key(db).kind != ItemKind::Pragma && !*item.system_header(db)
}

/// Calls `f` on every item, on `threads` threads (the calling one included),
/// each with its own clone of the database. Chunks are handed out in order
/// from a shared counter, so uneven items still balance.
fn for_each(db: &Database, items: &[Item], threads: usize, f: impl Fn(&Database, Item) + Sync) {
    let next = AtomicUsize::new(0);
    let work = |db: &Database| loop {
        let start = next.fetch_add(CHUNK, Ordering::Relaxed);
        let Some(chunk) = items.get(start..(start + CHUNK).min(items.len())) else { break };
        if chunk.is_empty() {
            break;
        }
        for &item in chunk {
            f(db, item);
        }
    };
    std::thread::scope(|scope| {
        for _ in 1..threads {
            let clone = db.clone();
            let work = &work;
            // A thread that cannot start leaves its share to the others.
            let _ = crate::stack::builder().spawn_scoped(scope, move || work(&clone));
        }
        work(db);
    });
}
