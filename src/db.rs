//! The concrete salsa database. It can record which tracked functions ran,
//! which is how the tests prove that an edit re-runs only what it touched.

use cufe_passes::db::ItemCache;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};

#[salsa::db]
#[derive(Clone)]
pub struct Database {
    storage: salsa::Storage<Self>,
    log: Arc<Log>,
    /// The previous split and items of each file (`None` for a one-shot
    /// run, which never sees a second version).
    items: Option<Arc<ItemCache>>,
}

/// The execution log; `on` is read on every salsa event, so it is an atomic
/// rather than the mutex's `Option`.
#[derive(Default)]
struct Log {
    on: AtomicBool,
    entries: Mutex<Vec<String>>,
}

impl Default for Database {
    /// A database that can record executed queries (`enable_log`).
    fn default() -> Self {
        let log: Arc<Log> = Arc::default();
        let sink = log.clone();
        let storage = salsa::Storage::new(Some(Box::new(move |event: salsa::Event| {
            if !sink.on.load(Ordering::Relaxed) {
                return;
            }
            if let salsa::EventKind::WillExecute { database_key } = event.kind {
                if let Ok(mut entries) = sink.entries.lock() {
                    entries.push(format!("{database_key:?}"));
                }
            }
        })));
        Database { storage, log, items: Some(Arc::default()) }
    }
}

impl Database {
    /// A database for a persistent worker: without an event callback (salsa
    /// then builds no events at all, which matters once a re-run does little
    /// else), keeping each file's split for the next version. `enable_log`
    /// on it records nothing.
    pub fn unlogged() -> Self {
        Database { storage: salsa::Storage::new(None), log: Arc::default(), items: Some(Arc::default()) }
    }

    /// A database for one run on one text: no events, no split kept.
    pub fn one_shot() -> Self {
        Database { storage: salsa::Storage::new(None), log: Arc::default(), items: None }
    }

    /// Starts recording executed queries.
    pub fn enable_log(&self) {
        self.log.on.store(true, Ordering::Relaxed);
    }

    /// The queries executed since the last call.
    pub fn take_log(&self) -> Vec<String> {
        self.log.entries.lock().map(|mut entries| std::mem::take(&mut *entries)).unwrap_or_default()
    }
}

#[salsa::db]
impl salsa::Database for Database {}

#[salsa::db]
impl cufe_passes::Db for Database {
    fn item_cache(&self) -> Option<&ItemCache> {
        self.items.as_deref()
    }
}
