//! Interned identifiers.
//!
//! One process-wide interner: salsa values must be `'static`, `Eq` and
//! `Hash`, and a `Name` that is a 4-byte key satisfies all three while making
//! comparisons of names across items and revisions a single integer compare.

use lasso::{Spur, ThreadedRodeo};
use std::fmt;
use std::sync::OnceLock;

#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Name(Spur);

type Interner = ThreadedRodeo<Spur, rustc_hash::FxBuildHasher>;

fn interner() -> &'static Interner {
    static INTERNER: OnceLock<Interner> = OnceLock::new();
    INTERNER.get_or_init(|| ThreadedRodeo::with_hasher(rustc_hash::FxBuildHasher))
}

impl Name {
    pub fn new(text: &str) -> Name {
        Name(interner().get_or_intern(text))
    }

    pub fn as_str(self) -> &'static str {
        interner().resolve(&self.0)
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
