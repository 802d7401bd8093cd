//! The concrete salsa database. It can record which tracked functions ran,
//! which is how the tests prove that an edit re-runs only what it touched.

use std::sync::{Arc, Mutex};

#[salsa::db]
#[derive(Clone)]
pub struct Database {
    storage: salsa::Storage<Self>,
    log: Arc<Mutex<Option<Vec<String>>>>,
}

impl Default for Database {
    fn default() -> Self {
        let log: Arc<Mutex<Option<Vec<String>>>> = Arc::default();
        let sink = log.clone();
        let storage = salsa::Storage::new(Some(Box::new(move |event: salsa::Event| {
            if let salsa::EventKind::WillExecute { database_key } = event.kind {
                if let Ok(mut guard) = sink.lock() {
                    if let Some(entries) = guard.as_mut() {
                        entries.push(format!("{database_key:?}"));
                    }
                }
            }
        })));
        Database { storage, log }
    }
}

impl Database {
    /// Starts recording executed queries.
    pub fn enable_log(&self) {
        if let Ok(mut guard) = self.log.lock() {
            guard.get_or_insert_with(Vec::new);
        }
    }

    /// The queries executed since the last call.
    pub fn take_log(&self) -> Vec<String> {
        self.log.lock().map(|mut g| g.as_mut().map(std::mem::take).unwrap_or_default()).unwrap_or_default()
    }
}

#[salsa::db]
impl salsa::Database for Database {}

#[salsa::db]
impl cufe_passes::Db for Database {}
