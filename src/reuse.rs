//! What a persistent worker keeps of each item between runs of one file.
//!
//! Salsa would reuse every unchanged item's results too, but to know they
//! are unchanged it re-verifies each of them after any edit: a few queries
//! per item, with their dependencies, for every item of the file — far more
//! than the edit itself costs. The driver knows more than salsa does: the
//! incremental split hands an unchanged item the very same text (`Arc`), so
//! it can tell which items changed by comparing pointers, and it can ask salsa
//! about those only.
//!
//! An item's diagnostics and lowering are functions of its text (its tokens
//! come from the text), namespaces and system-header flag, of the symbol
//! table and of the file's options and tables. What is kept is used only
//! while all of these are what they were: the worker clears everything when
//! the options or tables change, and the kept results of every item when the
//! symbol table does. The symbol table changes only when some item's
//! signature, or the order of the items, does; signatures are kept too, so
//! only the changed items' are computed.

use crate::db::Database;
use cufe_passes::db::{apply, file_items, lookup, lower, signature, validate, validate_tu};
use cufe_passes::diag::Diag;
use cufe_passes::items::ItemKey;
use cufe_passes::lower::LowerIl;
use cufe_passes::name::Name;
use cufe_passes::print::cache::{HostCache, StubCache};
use cufe_passes::symbols::{Signature, SymbolTable};
use cufe_passes::{Item, SourceFile};
use rustc_hash::FxHashMap;
use std::sync::Arc;

#[derive(Default)]
pub struct Reuse {
    items: FxHashMap<ItemKey, Kept>,
    /// The items, in order, the symbol table was last built from.
    keys: Vec<ItemKey>,
    /// The last print's text, per item for the host translation.
    host: HostCache,
    stub: StubCache,
}

/// One item's inputs and results.
struct Kept {
    text: Arc<str>,
    namespaces: Arc<[Name]>,
    system_header: bool,
    main_file: bool,
    signature: Arc<Signature>,
    diags: Option<Arc<[Diag]>>,
    lowered: Option<Arc<LowerIl>>,
}

impl Kept {
    fn inputs_equal(&self, db: &Database, item: Item) -> bool {
        // An unchanged item has the same `Arc` (the split and salsa both
        // keep the old value); comparing contents is the fallback.
        let text = item.text(db);
        (Arc::ptr_eq(text, &self.text) || *text == self.text) && *item.namespaces(db) == self.namespaces && *item.system_header(db) == self.system_header && *item.main_file(db) == self.main_file
    }
}

impl Reuse {
    /// Forgets everything (the options or tables changed).
    pub fn clear(&mut self) {
        *self = Reuse::default();
    }

    /// Whether nothing is kept: then every item is computed, and worth
    /// computing on several threads.
    pub fn is_empty(&self) -> bool {
        self.items.is_empty()
    }

    /// Brings the kept inputs and signatures in step with the file's items,
    /// asking salsa only for the signatures of items that changed. Returns
    /// the symbol table to set when it changed, after dropping every kept
    /// result (they were computed against the old table).
    pub fn sync(&mut self, db: &Database, file: SourceFile) -> Option<SymbolTable> {
        let items = file_items(db, file);
        let same_keys = items.len() == self.keys.len() && items.iter().zip(&self.keys).all(|(item, key)| item.key(db) == key);
        let mut changed = !same_keys;
        if !same_keys {
            // Items came or went: keep what is kept of the ones still there.
            let mut old = std::mem::take(&mut self.items);
            self.items = items.iter().filter_map(|item| old.remove_entry(item.key(db))).collect();
        }
        for &item in items {
            let key = item.key(db);
            if self.items.get(key).is_some_and(|kept| kept.inputs_equal(db, item)) {
                continue;
            }
            let signature = signature(db, item).clone();
            changed |= self.items.get(key).is_none_or(|kept| kept.signature != signature);
            let kept = Kept { text: item.text(db).clone(), namespaces: item.namespaces(db).clone(), system_header: *item.system_header(db), main_file: *item.main_file(db), signature, diags: None, lowered: None };
            self.items.insert(*key, kept);
        }
        if !changed {
            return None;
        }
        self.keys = items.iter().map(|item| *item.key(db)).collect();
        for kept in self.items.values_mut() {
            kept.diags = None;
            kept.lowered = None;
        }
        let signatures = self.keys.iter().filter_map(|k| self.items.get(k).map(|kept| (*k, kept.signature.clone()))).collect();
        Some(SymbolTable::new(signatures))
    }

    /// The print caches, apart: the host translation and the stub are
    /// printed on two threads.
    pub fn print_caches(&mut self) -> (&mut HostCache, &mut StubCache) {
        (&mut self.host, &mut self.stub)
    }

    /// The item's diagnostics, kept or computed (and then kept).
    pub fn diags(&mut self, db: &Database, item: Item) -> Arc<[Diag]> {
        let kept = self.items.get_mut(item.key(db));
        if let Some(diags) = kept.as_ref().and_then(|k| k.diags.clone()) {
            return diags;
        }
        let diags: Arc<[Diag]> = item_diags(db, item).into();
        if let Some(kept) = kept {
            kept.diags = Some(diags.clone());
        }
        diags
    }

    /// The item's lowering, kept or computed (and then kept).
    pub fn lowered(&mut self, db: &Database, item: Item) -> Arc<LowerIl> {
        let kept = self.items.get_mut(item.key(db));
        if let Some(lowered) = kept.as_ref().and_then(|k| k.lowered.clone()) {
            return lowered;
        }
        let lowered = lower(db, item).clone();
        if let Some(kept) = kept {
            kept.lowered = Some(lowered.clone());
        }
        lowered
    }
}

/// The diagnostics of an item's passes, in declaration order (stable: within
/// one declaration the passes' order stands).
pub fn item_diags(db: &Database, item: Item) -> Vec<Diag> {
    let mut diags: Vec<Diag> = Vec::new();
    diags.extend(lookup(db, item).diags.iter().cloned());
    diags.extend(apply(db, item).diags.iter().cloned());
    diags.extend(validate(db, item).diags.iter().cloned());
    diags.extend(validate_tu(db, item).iter().cloned());
    diags.sort_by_key(|d| d.order);
    diags
}
