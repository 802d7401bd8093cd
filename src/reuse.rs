//! What a persistent worker keeps of each item between runs of one file.
//!
//! Salsa would reuse every unchanged item's results too, but to know they
//! are unchanged it re-verifies each of them after any edit: a few queries
//! per item, with their dependencies, for every item of the file — far more
//! than the edit itself costs. The driver knows more than salsa does: the
//! incremental split says which items it carried over untouched
//! (`carried_items`), so what is kept is moved along index for index, with
//! no lookup and no comparison, and salsa is asked about the other items
//! only.
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
use cufe_passes::db::{apply, carried_items, file_items, lookup, lower, signature, validate, validate_tu, void_named_kernels};
use cufe_passes::diag::Diag;
use cufe_tables::tag;
use crate::output::Lowered;
use crate::preprocess::PpSession;
use crate::render::LineIndex;
use cufe_passes::items::{ItemKey, ItemKind, TextEdit};
use cufe_passes::lower::LowerIl;
use cufe_passes::print::cache::{HostCache, StubCache};
use cufe_passes::symbols::{Signature, SymbolTable};
use cufe_passes::{Item, SourceFile};
use std::borrow::Cow;
use std::sync::Arc;

#[derive(Default)]
pub struct Reuse {
    /// What is kept of each item of the file, index for index with the
    /// file's items as of the sync numbered `generation` (`None` only
    /// while `sync` moves entries).
    kept: Vec<Option<Kept>>,
    generation: u64,
    /// How the text changed in the sync numbered `generation`, if known.
    edit: Option<TextEdit>,
    /// The line index of the text as of a sync, by its number.
    lines: Option<(u64, Arc<LineIndex>)>,
    /// The items' identities and signatures the symbol table was last
    /// built from, in order.
    listed: Vec<(ItemKey, Arc<Signature>)>,
    /// The standard-library model's signatures it was built with.
    model: Vec<Arc<Signature>>,
    /// The last print's text, per item for the host translation.
    host: HostCache,
    stub: StubCache,
    /// The built-in preprocessor's last run on the file, which the next
    /// run resumes after an edit (`preprocess_kept`).
    pub preprocessed: Option<PpSession>,
}

/// One item's identity, what the driver asks of it on every run, and its
/// results.
struct Kept {
    item: Item,
    key: ItemKey,
    system_header: bool,
    len: u32,
    signature: Arc<Signature>,
    /// Boxed rather than shared: most are empty, and an empty box is read
    /// without following a pointer.
    diags: Option<Box<[Diag]>>,
    lowered: Option<Arc<LowerIl>>,
}

impl Kept {
    fn new(db: &Database, item: Item) -> Kept {
        Kept { item, key: *item.key(db), system_header: *item.system_header(db), len: item.text(db).len() as u32, signature: signature(db, item).clone(), diags: None, lowered: None }
    }
}

/// What the driver needs of an item besides its results.
#[derive(Debug, Clone, Copy)]
pub struct ItemFacts {
    pub pragma: bool,
    pub system_header: bool,
    /// Length of its text.
    pub len: u32,
}

impl Reuse {
    /// Forgets everything (the options or tables changed) but the
    /// preprocessor's last run, which checks its own options.
    pub fn clear(&mut self) {
        let preprocessed = self.preprocessed.take();
        *self = Reuse { preprocessed, ..Reuse::default() };
    }

    /// Whether nothing is kept: then every item is computed, and worth
    /// computing on several threads.
    pub fn is_empty(&self) -> bool {
        self.kept.is_empty()
    }

    /// Brings what is kept in step with the file's items: the items the
    /// split carried over keep everything (no question to salsa), the
    /// others are asked for their signature. Returns the symbol table to
    /// set when it changed, after dropping every kept result (they were
    /// computed against the old table).
    pub fn sync(&mut self, db: &Database, file: SourceFile) -> Option<SymbolTable> {
        let items = file_items(db, file);
        let latest = carried_items(db, file);
        let generation = latest.as_ref().map_or(0, |c| c.generation);
        // No sync since the last run (the text is the same): neither are
        // the items.
        let unsynced = generation != 0 && generation == self.generation && self.kept.len() == items.len();
        if !unsynced {
            // The split's account of the items is usable when it is about
            // the very sync `kept` follows.
            let carried = latest.as_ref().filter(|c| c.generation == self.generation + 1 && c.from.len() == items.len());
            let mut old = std::mem::take(&mut self.kept);
            self.kept = items
                .iter()
                .enumerate()
                .map(|(i, &item)| {
                    let from = carried.map_or(usize::MAX, |c| c.from[i] as usize);
                    let kept = old.get_mut(from).and_then(Option::take).filter(|k| k.item == item);
                    Some(kept.unwrap_or_else(|| Kept::new(db, item)))
                })
                .collect();
            self.generation = generation;
            self.edit = latest.and_then(|c| c.edit);
        }
        let model = cufe_passes::db::model_signatures(db, file);
        let same = self.listed.len() == self.kept.len()
            && self.kept.iter().flatten().zip(&self.listed).all(|(k, (key, sig))| k.key == *key && (Arc::ptr_eq(&k.signature, sig) || k.signature == *sig))
            && self.model == model;
        if same {
            return None;
        }
        self.listed = self.kept.iter().flatten().map(|k| (k.key, k.signature.clone())).collect();
        self.model = model;
        for k in self.kept.iter_mut().flatten() {
            k.diags = None;
            k.lowered = None;
        }
        Some(SymbolTable::new(self.listed.clone(), self.model.clone()))
    }

    /// The line index of `text`, the file's text as of the last `sync`:
    /// the kept one when the text is the same, moved along the edit when
    /// it is the text after one edit, else made anew.
    pub fn line_index(&mut self, text: &str) -> Arc<LineIndex> {
        let index = match self.lines.take() {
            Some((generation, index)) if generation == self.generation && generation != 0 => index,
            Some((generation, mut index)) if generation + 1 == self.generation => match self.edit {
                Some(edit) => {
                    Arc::make_mut(&mut index).apply(text, edit);
                    index
                }
                None => Arc::new(LineIndex::new(text)),
            },
            _ => Arc::new(LineIndex::new(text)),
        };
        self.lines = Some((self.generation, index.clone()));
        index
    }

    /// Each item's lowering, kept or computed (and then kept), lent to
    /// print with the print caches (apart: the host translation and the
    /// stub are printed on two threads).
    pub fn for_print<'r>(&'r mut self, db: &'r Database, items: &[Item]) -> (Vec<Lowered<'r>>, &'r mut HostCache, &'r mut StubCache) {
        for (index, &item) in items.iter().enumerate() {
            if let Some(kept) = self.kept.get_mut(index).and_then(Option::as_mut).filter(|k| k.item == item && k.key.kind != ItemKind::Pragma && k.lowered.is_none()) {
                kept.lowered = Some(lower(db, item).clone());
            }
        }
        let kept = &self.kept;
        let lowered = items
            .iter()
            .enumerate()
            .map(|(index, &item)| match kept.get(index).and_then(Option::as_ref).filter(|k| k.item == item) {
                Some(k) => Lowered { il: k.lowered.as_ref(), len: k.len },
                None => {
                    let pragma = item.key(db).kind == ItemKind::Pragma;
                    Lowered { il: (!pragma).then(|| lower(db, item)), len: item.text(db).len() as u32 }
                }
            })
            .collect();
        (lowered, &mut self.host, &mut self.stub)
    }

    /// What the driver asks of item `index` (of the last `sync`).
    pub fn facts(&self, db: &Database, index: usize, item: Item) -> ItemFacts {
        match self.kept.get(index).and_then(Option::as_ref).filter(|k| k.item == item) {
            Some(k) => ItemFacts { pragma: k.key.kind == ItemKind::Pragma, system_header: k.system_header, len: k.len },
            None => ItemFacts { pragma: item.key(db).kind == ItemKind::Pragma, system_header: *item.system_header(db), len: item.text(db).len() as u32 },
        }
    }

    /// Item `index`'s diagnostics, kept or computed (and then kept).
    pub fn diags(&mut self, db: &Database, index: usize, item: Item) -> Cow<'_, [Diag]> {
        match self.kept.get_mut(index).and_then(Option::as_mut).filter(|k| k.item == item) {
            Some(kept) => Cow::Borrowed(kept.diags.get_or_insert_with(|| item_diags(db, item).into_boxed_slice())),
            None => Cow::Owned(item_diags(db, item)),
        }
    }
}

/// The diagnostics of an item's passes, in declaration order (stable: within
/// one declaration the passes' order stands).
pub fn item_diags(db: &Database, item: Item) -> Vec<Diag> {
    let mut diags: Vec<Diag> = Vec::new();
    diags.extend(lookup(db, item).diags.iter().cloned());
    let applied = &apply(db, item).diags;
    // (Only a kernel's return type diagnostic can be withdrawn: an item
    // without one, nearly every item, asks nothing more.)
    let void_kernels: &[u32] = if applied.iter().any(|d| d.id == tag::GLOBAL_FUNCTION_RETURN_TYPE) { void_named_kernels(db, item) } else { &[] };
    let withdrawn = |d: &Diag| d.id == tag::GLOBAL_FUNCTION_RETURN_TYPE && void_kernels.contains(&d.order);
    diags.extend(applied.iter().filter(|d| !withdrawn(d)).cloned());
    diags.extend(validate(db, item).diags.iter().cloned());
    diags.extend(validate_tu(db, item).iter().cloned());
    diags.sort_by_key(|d| d.order);
    move_leading_forward(&mut diags);
    move_trailing_back(&mut diags);
    diags
}

/// Puts each trailing diagnostic (see `Diag::trails`) after the last one
/// of its declaration that does not trail.
fn move_trailing_back(diags: &mut [Diag]) {
    for i in (0..diags.len()).rev() {
        if !diags[i].trails {
            continue;
        }
        let (order, item) = (diags[i].order, diags[i].item);
        let last = diags[i + 1..].iter().rposition(|d| d.order == order && d.item == item && !d.trails);
        if let Some(j) = last {
            diags[i..=i + 1 + j].rotate_left(1);
        }
    }
}

/// Puts each leading diagnostic (see `Diag::leads`) before the first one
/// of its declaration reported at the same caret.
fn move_leading_forward(diags: &mut [Diag]) {
    for i in 0..diags.len() {
        if !diags[i].leads {
            continue;
        }
        let (order, at, item) = (diags[i].order, diags[i].at, diags[i].item);
        let first = diags[..i].iter().position(|d| d.order == order && d.at == at && d.item == item && !d.leads);
        if let Some(j) = first {
            diags[j..=i].rotate_right(1);
        }
    }
}
