//! The salsa side of the pipeline: the source file is an input, the file's
//! items are tracked structs whose identity is their `ItemKey`, and every
//! pass is a tracked function of one item.
//!
//! An item's text and start offset are separate tracked fields: a pass reads
//! only the text, so moving an item (lines inserted above it) changes its
//! start and nothing else, and no pass of it re-runs.
//!
//! The symbol table is an input of the file, set by the driver from every
//! item's `signature` (`update_symbols`): the passes that read it then
//! depend on one input rather than, through salsa, on every item's
//! signature, whose verification after an edit would visit every item.
//! Durabilities make that input cheap: the file's text, options and tables
//! are set as `HIGH` (`new_source_file`), the table as `LOW`, so setting the
//! table does not make salsa re-verify the passes that do not read it.

use crate::diag::Diag;
use crate::il::{ApplyIl, LookupIl, ScanIl, ValidateIl};
use crate::symbols::{Signature, SymbolTable};
use crate::items::{split_items, ItemKey, SplitCache};
use std::sync::Arc;
use crate::lexer::Token;
use crate::name::Name;
use crate::options::Config;
use crate::table::TableSet;
use salsa::{Durability, Setter};

#[salsa::db]
pub trait Db: salsa::Database {
    /// The previous split of each file, when the database keeps one: an
    /// edited text is then split again only around the edit.
    fn split_cache(&self) -> Option<&SplitCache> {
        None
    }
}

#[salsa::input(debug)]
pub struct SourceFile {
    /// The name diagnostics print (`--orig_src_file_name`).
    #[returns(ref)]
    pub path: String,
    /// The preprocessed text.
    #[returns(ref)]
    pub text: String,
    #[returns(ref)]
    pub config: Config,
    /// The attribute and diagnostic tables: compiled in, or with a runtime
    /// overlay.
    #[returns(ref)]
    pub tables: TableSet,
    /// The translation unit's symbol table (`update_symbols`).
    #[default]
    #[returns(ref)]
    pub symbols: Arc<SymbolTable>,
}

/// A source file whose text, options and tables are `HIGH` durability and
/// whose symbol table is `LOW` (see the module documentation).
pub fn new_source_file(db: &dyn Db, path: String, text: String, config: Config, tables: TableSet) -> SourceFile {
    SourceFile::builder(path, text, config, tables).durability(Durability::HIGH).symbols_durability(Durability::LOW).new(db)
}

#[salsa::tracked(debug)]
pub struct Item<'db> {
    pub file: SourceFile,
    pub key: ItemKey,
    #[tracked]
    #[returns(ref)]
    pub text: Arc<str>,
    /// Byte offset of the item in the file.
    #[tracked]
    pub start: u32,
    #[tracked]
    #[returns(ref)]
    pub namespaces: Arc<[Name]>,
    /// In a system header: no diagnostics are reported for it.
    #[tracked]
    pub system_header: bool,
    /// Item-relative tokens from the split (directives left out).
    #[tracked]
    #[returns(ref)]
    pub tokens: Arc<[Token]>,
}

#[salsa::tracked(returns(ref))]
pub fn file_items(db: &dyn Db, file: SourceFile) -> Vec<Item<'_>> {
    let text = file.text(db);
    let spans = match db.split_cache() {
        Some(cache) => cache.split(salsa::plumbing::AsId::as_id(&file).as_bits(), text),
        None => split_items(text),
    };
    spans.into_iter().map(|s| Item::new(db, file, s.key, s.text, s.start, s.namespaces, s.system_header, s.tokens)).collect()
}

#[salsa::tracked(returns(ref))]
pub fn scan<'db>(db: &'db dyn Db, item: Item<'db>) -> ScanIl {
    crate::scan::scan_tokens(item.text(db), item.tokens(db).clone())
}

#[salsa::tracked(returns(ref))]
pub fn lookup<'db>(db: &'db dyn Db, item: Item<'db>) -> LookupIl {
    let file = item.file(db);
    crate::lookup::lookup_item(scan(db, item), file.tables(db), file.config(db))
}

#[salsa::tracked(returns(ref))]
pub fn apply<'db>(db: &'db dyn Db, item: Item<'db>) -> ApplyIl {
    let file = item.file(db);
    crate::apply::apply_item(item.text(db), scan(db, item), lookup(db, item), file.tables(db), file.config(db))
}

/// The item's contribution to the symbol table (no body information).
/// Shared with the table, which holds every item's.
#[salsa::tracked(returns(ref))]
pub fn signature<'db>(db: &'db dyn Db, item: Item<'db>) -> Arc<Signature> {
    Arc::new(crate::symbols::signature(item.text(db), item.namespaces(db), scan(db, item), apply(db, item)))
}

/// The symbol table of the file's current items: their signatures, in item
/// order. Not a query; `update_symbols` makes it the file's input.
pub fn collect_symbols(db: &dyn Db, file: SourceFile) -> SymbolTable {
    SymbolTable::new(file_items(db, file).iter().map(|&item| (*item.key(db), signature(db, item).clone())).collect())
}

/// Sets the file's symbol table to `table` unless it is that already;
/// whether it changed. An equal table is not set, so nothing that reads it
/// is re-verified.
pub fn set_symbols(db: &mut dyn Db, file: SourceFile, table: SymbolTable) -> bool {
    if **file.symbols(db) == table {
        return false;
    }
    file.set_symbols(db).with_durability(Durability::LOW).to(Arc::new(table));
    true
}

/// Brings the file's symbol table in step with its items (after the text
/// changed): `collect_symbols`, then `set_symbols`.
pub fn update_symbols(db: &mut dyn Db, file: SourceFile) -> bool {
    let table = collect_symbols(db, file);
    set_symbols(db, file, table)
}

/// Translation-unit rules for one item, against the symbol table. The
/// table changes only when some item's signature does.
#[salsa::tracked(returns(ref))]
pub fn validate_tu<'db>(db: &'db dyn Db, item: Item<'db>) -> Vec<Diag> {
    let file = *item.file(db);
    let table = &**file.symbols(db);
    let index = table.item_index.get(item.key(db)).copied().unwrap_or(u32::MAX);
    let view = crate::validate::ItemView {
        index,
        text: item.text(db),
        namespaces: item.namespaces(db),
        scan: scan(db, item),
        lookup: lookup(db, item),
        apply: apply(db, item),
    };
    crate::validate::validate_tu(&view, table, file.tables(db), file.config(db))
}

/// The item's host translation and stub entries (shared, so a driver can
/// keep an item's output without copying it).
#[salsa::tracked(returns(ref))]
pub fn lower<'db>(db: &'db dyn Db, item: Item<'db>) -> Arc<crate::lower::LowerIl> {
    let file = *item.file(db);
    let table = &**file.symbols(db);
    let tables = file.tables(db);
    let view = crate::lower::ItemView { text: item.text(db), namespaces: item.namespaces(db), scan: scan(db, item), lookup: lookup(db, item), apply: apply(db, item), attrs: &tables.attrs };
    Arc::new(crate::lower::lower_item(&view, table, file.config(db)))
}

#[salsa::tracked(returns(ref))]
pub fn validate<'db>(db: &'db dyn Db, item: Item<'db>) -> ValidateIl {
    let anonymous = item.namespaces(db).iter().any(|n| n.as_str().is_empty());
    let file = item.file(db);
    crate::validate::validate_item(item.text(db), scan(db, item), lookup(db, item), apply(db, item), file.tables(db), file.config(db), anonymous)
}
