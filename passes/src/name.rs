//! Interned identifiers.
//!
//! One process-wide interner: salsa values must be `'static`, `Eq` and
//! `Hash`, and a `Name` that is a reference to the one copy of its text
//! satisfies all three while making a comparison of names across items and
//! revisions a pointer compare, and reading the text a plain dereference
//! (every pass reads names, on several threads).
//!
//! Interned texts live as long as the process, as the identifiers of a
//! compiler run do, in a lasso `ThreadedRodeo` (the string store the
//! design card names). A thread first looks in its own cache of the names
//! it has seen, so threads rarely meet at the shared table's lock.

use rustc_hash::FxHashMap;
use std::cell::RefCell;
use std::fmt;
use std::hash::{Hash, Hasher};
use std::sync::{Mutex, OnceLock};

#[derive(Clone, Copy)]
pub struct Name(&'static Interned);

/// The one copy of an interned text, numbered in interning order.
struct Interned {
    id: u32,
    text: &'static str,
}

type Table = FxHashMap<&'static str, Name>;

/// Where interned texts live.
fn texts() -> &'static lasso::ThreadedRodeo<lasso::Spur, rustc_hash::FxBuildHasher> {
    static TEXTS: OnceLock<lasso::ThreadedRodeo<lasso::Spur, rustc_hash::FxBuildHasher>> = OnceLock::new();
    TEXTS.get_or_init(|| lasso::ThreadedRodeo::with_hasher(rustc_hash::FxBuildHasher))
}

fn shared() -> &'static Mutex<Table> {
    static TABLE: OnceLock<Mutex<Table>> = OnceLock::new();
    TABLE.get_or_init(Mutex::default)
}

thread_local! {
    static SEEN: RefCell<Table> = RefCell::new(Table::default());
}

impl Name {
    pub fn new(text: &str) -> Name {
        let cached = SEEN.with(|seen| seen.borrow().get(text).copied());
        if let Some(name) = cached {
            return name;
        }
        let name = Name::intern(text);
        SEEN.with(|seen| seen.borrow_mut().insert(name.0.text, name));
        name
    }

    /// Looks `text` up in the shared table, adding it when new.
    fn intern(text: &str) -> Name {
        // A poisoned lock only means another thread panicked mid-insert; the
        // table itself is still consistent (an insert is one map operation).
        let mut table = shared().lock().unwrap_or_else(|poisoned| poisoned.into_inner());
        if let Some(&name) = table.get(text) {
            return name;
        }
        let key = texts().get_or_intern(text);
        let text: &'static str = texts().resolve(&key);
        let id = u32::try_from(table.len()).unwrap_or(u32::MAX);
        let name = Name(Box::leak(Box::new(Interned { id, text })));
        table.insert(text, name);
        name
    }

    pub fn as_str(self) -> &'static str {
        self.0.text
    }
}

impl PartialEq for Name {
    fn eq(&self, other: &Name) -> bool {
        std::ptr::eq(self.0, other.0)
    }
}

impl Eq for Name {}

impl Hash for Name {
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.0.id.hash(state);
    }
}

/// Interning order, as before names were references: stable within a run.
impl PartialOrd for Name {
    fn partial_cmp(&self, other: &Name) -> Option<std::cmp::Ordering> {
        Some(self.cmp(other))
    }
}

impl Ord for Name {
    fn cmp(&self, other: &Name) -> std::cmp::Ordering {
        self.0.id.cmp(&other.0.id)
    }
}

impl fmt::Debug for Name {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:?}", self.as_str())
    }
}

impl fmt::Display for Name {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

#[cfg(test)]
mod tests {
    use super::Name;

    #[test]
    fn equal_texts_are_one_name() {
        let a = Name::new("kernel");
        let b = Name::new(&String::from("kernel"));
        assert_eq!(a, b);
        assert_ne!(a, Name::new("kernel2"));
        assert_eq!(a.as_str(), "kernel");
        let other = std::thread::spawn(|| Name::new("kernel")).join().map_err(|_| "thread panicked");
        assert_eq!(other, Ok(a));
    }
}
