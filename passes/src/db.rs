//! The salsa side of the pipeline: the source file and its items are
//! inputs, and every pass is a tracked function of one item.
//!
//! Items are inputs rather than structs a query creates: `sync_items` keeps
//! one per identity (`ItemKey`) across edits and sets a field only when its
//! value changed, so after an edit nothing of an untouched item is redone,
//! not even re-creating it. An item's position is not part of it (the file's
//! `starts`, which no pass reads): moving an item (lines inserted above it)
//! re-runs none of its passes.
//!
//! The symbol table is an input of the file, set by the driver from every
//! item's `signature` (`update_symbols`): the passes that read it then
//! depend on one input rather than, through salsa, on every item's
//! signature, whose verification after an edit would visit every item.
//! Durabilities make that input cheap: the file's text, options and tables
//! and the items are set as `HIGH` (`new_source_file`, `sync_items`), the
//! table and the item list as `LOW`, so setting the table does not make
//! salsa re-verify the passes that do not read it.

use crate::diag::Diag;
use crate::il::{ApplyIl, LookupIl, ScanIl, ValidateIl};
use crate::symbols::{Signature, SymbolTable};
use crate::items::{resplit, split_items, ItemKey, ItemSpan, Resplit, TextEdit, NOT_CARRIED};
use rustc_hash::FxHashMap;
use std::sync::Mutex;
use std::sync::Arc;
use crate::lexer::Token;
use crate::name::Name;
use crate::options::Config;
use crate::table::TableSet;
use salsa::{Durability, Setter};

#[salsa::db]
pub trait Db: salsa::Database {
    /// The previous split and items of each file, when the database keeps
    /// them (see `ItemCache`).
    fn item_cache(&self) -> Option<&ItemCache> {
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
    /// The items of the text, in order (`sync_items`).
    #[default]
    #[returns(ref)]
    pub items: Arc<[Item]>,
    /// Where each item starts in the text. Only the driver reads positions:
    /// passes work on item-relative offsets, so an item that moves is not
    /// checked again.
    #[default]
    #[returns(ref)]
    pub starts: Arc<[u32]>,
    /// The standard-library model the symbol table also reads (its own
    /// file, with its own items), when the unit includes standard headers
    /// the built-in preprocessor skipped (`std_model`).
    #[default]
    #[returns(ref)]
    pub model: Option<SourceFile>,
}

/// A source file whose text, options and tables are `HIGH` durability and
/// whose symbol table and item list are `LOW` (see the module
/// documentation). Call `sync_items` before asking about its items.
pub fn new_source_file(db: &dyn Db, path: String, text: String, config: Config, tables: TableSet) -> SourceFile {
    SourceFile::builder(path, text, config, tables)
        .durability(Durability::HIGH)
        .symbols_durability(Durability::LOW)
        .items_durability(Durability::LOW)
        .starts_durability(Durability::LOW)
        .new(db)
}

/// One item of a file: an input, kept by identity (`ItemKey`) across edits
/// by `sync_items`, which sets a field only when its value changed.
#[salsa::input(debug)]
pub struct Item {
    #[returns(ref)]
    pub file: SourceFile,
    #[returns(ref)]
    pub key: ItemKey,
    #[returns(ref)]
    pub text: Arc<str>,
    #[returns(ref)]
    pub namespaces: Arc<[Name]>,
    /// Which of `namespaces` are inline (see `ItemSpan`).
    #[returns(ref)]
    pub inline_namespaces: u64,
    /// In a system header: no diagnostics are reported for it.
    #[returns(ref)]
    pub system_header: bool,
    /// In the main file: lower prints it in cudafe++'s normal form rather
    /// than copying it.
    #[returns(ref)]
    pub main_file: bool,
    /// The user's code (see `ItemSpan::user_code`): its device code adds
    /// to the stub's temporaries.
    #[returns(ref)]
    pub user_code: bool,
    /// Inside an `extern "C"` block: its functions and variables have C
    /// linkage (their names are not mangled).
    #[returns(ref)]
    pub extern_c: bool,
    /// See `ItemSpan::visibility_namespace`.
    #[returns(ref)]
    pub visibility_namespace: bool,
    /// Item-relative tokens from the split (directives left out).
    #[returns(ref)]
    pub tokens: Arc<[Token]>,
}

/// The file's items, in order, as `sync_items` last set them.
pub fn file_items(db: &dyn Db, file: SourceFile) -> &[Item] {
    file.items(db)
}

/// What a database keeps of each file to bring its items up to date after
/// an edit: the split they were made from (an edited text is split again
/// only around the edit) and the item of each identity.
#[derive(Default)]
pub struct ItemCache {
    files: Mutex<FxHashMap<SourceFile, FileItems>>,
}

#[derive(Default)]
struct FileItems {
    /// The length of the text `spans` split: an edit is applied to them
    /// only when it is an edit of that text.
    text_len: usize,
    spans: Vec<ItemSpan>,
    inputs: FxHashMap<ItemKey, Item>,
    carried: Carried,
}

/// Which items of a file's last sync are items of the sync before it that
/// no field of was set: what a caller derived from those is still theirs.
#[derive(Debug, Clone, Default)]
pub struct Carried {
    /// Counts the file's syncs: the last one's number.
    pub generation: u64,
    /// For each item, its index in the sync before (`generation - 1`), or
    /// `NOT_CARRIED` for an item the split made again (then its fields were
    /// compared, and set where they differed).
    pub from: Arc<[u32]>,
    /// How the text changed since the sync before, when that is known.
    pub edit: Option<TextEdit>,
}

/// What `sync_items` last did to the file's items (`None` when the database
/// keeps no split).
pub fn carried_items(db: &dyn Db, file: SourceFile) -> Option<Carried> {
    let files = db.item_cache()?.files.lock().ok()?;
    files.get(&file).map(|f| f.carried.clone())
}

/// Replaces the file's text and brings its items in step: the text is
/// compared with the old one once, and only the items around the change
/// are split again. Nothing is set when the text is the same.
pub fn edit_text(db: &mut dyn Db, file: SourceFile, text: String) {
    let edit = TextEdit::between(file.text(db), &text);
    match edit {
        Some(_) => {
            file.set_text(db).to(text);
        }
        None if !file.items(db).is_empty() => return,
        None => {}
    }
    sync(db, file, edit);
}

/// Brings the file's items in step with its text, splitting it whole (see
/// `edit_text` for an edit): makes an item for each new identity and sets
/// the fields of the others that changed. An item whose text did not change
/// is not touched, so nothing of it is checked again.
pub fn sync_items(db: &mut dyn Db, file: SourceFile) {
    sync(db, file, None);
}

fn sync(db: &mut dyn Db, file: SourceFile, edit: Option<TextEdit>) {
    let cache = db.item_cache();
    let mut kept = cache.and_then(|c| c.files.lock().ok().and_then(|mut files| files.remove(&file))).unwrap_or_default();
    let text = file.text(db);
    // An edit of the text the kept split was made from, or none.
    let edit = edit.filter(|e| !kept.spans.is_empty() && e.old_len(text.len()) == kept.text_len);
    let Resplit { spans, from } = match edit {
        Some(edit) => resplit(edit, std::mem::take(&mut kept.spans), text),
        None => {
            let spans = split_items(text);
            let from = vec![NOT_CARRIED; spans.len()];
            Resplit { spans, from }
        }
    };
    kept.text_len = text.len();
    // The items of the old split, index for index (the split's `from`
    // indexes into them; an item it carried over is not even looked at).
    let old_items = file.items(db).clone();
    let mut carried = Vec::with_capacity(spans.len());
    let items: Arc<[Item]> = spans
        .iter()
        .zip(from)
        .map(|(span, from)| match old_items.get(from as usize) {
            Some(&item) => {
                carried.push(from);
                item
            }
            None => {
                carried.push(NOT_CARRIED);
                sync_item(db, file, &mut kept.inputs, span)
            }
        })
        .collect();
    if **file.items(db) != *items {
        file.set_items(db).to(items);
    }
    let starts: Arc<[u32]> = spans.iter().map(|span| span.start).collect();
    if **file.starts(db) != *starts {
        file.set_starts(db).to(starts);
    }
    if let Some(cache) = db.item_cache() {
        kept.spans = spans;
        kept.carried = Carried { generation: kept.carried.generation + 1, from: carried.into(), edit };
        if let Ok(mut files) = cache.files.lock() {
            files.insert(file, kept);
        }
    }
}

/// The item of `span`'s identity, created or brought up to date.
fn sync_item(db: &mut dyn Db, file: SourceFile, inputs: &mut FxHashMap<ItemKey, Item>, span: &ItemSpan) -> Item {
    let Some(&item) = inputs.get(&span.key) else {
        let item = Item::builder(file, span.key, span.text.clone(), span.namespaces.clone(), span.inline_namespaces, span.system_header, span.main_file, span.user_code, span.extern_c, span.visibility_namespace, span.tokens.clone()).durability(Durability::HIGH).new(db);
        inputs.insert(span.key, item);
        return item;
    };
    // An item the split carried over has the very same `Arc`s.
    if !Arc::ptr_eq(item.text(db), &span.text) && **item.text(db) != *span.text {
        item.set_text(db).to(span.text.clone());
    }
    if !Arc::ptr_eq(item.tokens(db), &span.tokens) && **item.tokens(db) != *span.tokens {
        item.set_tokens(db).to(span.tokens.clone());
    }
    if **item.namespaces(db) != *span.namespaces {
        item.set_namespaces(db).to(span.namespaces.clone());
    }
    if *item.inline_namespaces(db) != span.inline_namespaces {
        item.set_inline_namespaces(db).to(span.inline_namespaces);
    }
    if *item.system_header(db) != span.system_header {
        item.set_system_header(db).to(span.system_header);
    }
    if *item.main_file(db) != span.main_file {
        item.set_main_file(db).to(span.main_file);
    }
    if *item.user_code(db) != span.user_code {
        item.set_user_code(db).to(span.user_code);
    }
    if *item.extern_c(db) != span.extern_c {
        item.set_extern_c(db).to(span.extern_c);
    }
    if *item.visibility_namespace(db) != span.visibility_namespace {
        item.set_visibility_namespace(db).to(span.visibility_namespace);
    }
    item
}

#[salsa::tracked(returns(ref))]
pub fn scan(db: &dyn Db, item: Item) -> ScanIl {
    crate::scan::scan_tokens(item.text(db), item.tokens(db).clone())
}

#[salsa::tracked(returns(ref))]
pub fn lookup(db: &dyn Db, item: Item) -> LookupIl {
    let file = item.file(db);
    crate::lookup::lookup_item(scan(db, item), file.tables(db), file.config(db))
}

#[salsa::tracked(returns(ref))]
pub fn apply(db: &dyn Db, item: Item) -> ApplyIl {
    let file = item.file(db);
    crate::apply::apply_item(item.text(db), scan(db, item), lookup(db, item), file.tables(db), file.config(db), item.namespaces(db).is_empty())
}

/// The item's contribution to the symbol table (no body information).
/// Shared with the table, which holds every item's.
#[salsa::tracked(returns(ref))]
pub fn signature(db: &dyn Db, item: Item) -> Arc<Signature> {
    let mut sig = crate::symbols::signature(item.text(db), item.namespaces(db), *item.extern_c(db), scan(db, item), apply(db, item));
    sig.main_file = *item.main_file(db);
    sig.user_code = *item.user_code(db);
    sig.directives.extend(crate::symbols::inline_namespace_directives(item.namespaces(db), *item.inline_namespaces(db)));
    Arc::new(sig)
}

/// The symbol table of the file's current items: their signatures, in item
/// order. Not a query; `update_symbols` makes it the file's input.
pub fn collect_symbols(db: &dyn Db, file: SourceFile) -> SymbolTable {
    SymbolTable::new(file_items(db, file).iter().map(|&item| (*item.key(db), signature(db, item).clone())).collect(), model_signatures(db, file))
}

/// The signatures of the file's standard-library model, if it has one.
pub fn model_signatures(db: &dyn Db, file: SourceFile) -> Vec<Arc<Signature>> {
    file.model(db).map_or_else(Vec::new, |model| file_items(db, model).iter().map(|&item| signature(db, item).clone()).collect())
}

/// Gives the file the standard-library model of `headers` (the standard
/// headers the built-in preprocessor skipped; `None` when it did not run),
/// reusing the model file it has when that reads the same.
pub fn set_model(db: &mut dyn Db, file: SourceFile, headers: Option<&[String]>) {
    let text = headers.map(crate::std_model::text_for);
    match (*file.model(db), text) {
        (None, None) => {}
        (Some(_), None) => {
            file.set_model(db).to(None);
        }
        (Some(model), Some(text)) => {
            // (Read with the unit's options and tables, which a worker's
            // next request may change.)
            if model.config(db) != file.config(db) {
                let config = file.config(db).clone();
                model.set_config(db).to(config);
            }
            if model.tables(db) != file.tables(db) {
                let tables = file.tables(db).clone();
                model.set_tables(db).to(tables);
            }
            if *model.text(db) != text {
                model.set_text(db).to(text);
                sync_items(db, model);
            }
        }
        (None, Some(text)) => {
            let model = new_source_file(db, MODEL_PATH.to_string(), text, file.config(db).clone(), file.tables(db).clone());
            sync_items(db, model);
            file.set_model(db).to(Some(model));
        }
    }
}

/// The model file's name (it never reaches a diagnostic or an output).
const MODEL_PATH: &str = "<cufe std model>";

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
pub fn validate_tu(db: &dyn Db, item: Item) -> Vec<Diag> {
    let file = *item.file(db);
    let table = &**file.symbols(db);
    let mut view = validate_view(db, item, table);
    view.texts = crate::validate::ItemView::spell(view.text, view.scan);
    crate::validate::validate_tu(&view, table, file.tables(db), file.config(db))
}

/// What the translation-unit rules see of an item.
fn validate_view<'db>(db: &'db dyn Db, item: Item, table: &crate::symbols::SymbolTable) -> crate::validate::ItemView<'db> {
    crate::validate::ItemView {
        index: table.item_index.get(item.key(db)).copied().unwrap_or(u32::MAX),
        text: item.text(db),
        namespaces: item.namespaces(db),
        scan: scan(db, item),
        lookup: lookup(db, item),
        apply: apply(db, item),
        group_ends: Default::default(),
        blocks: Default::default(),
        scopes: Default::default(),
        namespace_scope: Default::default(),
        texts: Vec::new(),
    }
}

/// The item's `__global__` functions whose return type names `void`
/// through a typedef: apply's "must have a void return type" at them is
/// withdrawn (see `validate::returns::void_named_kernels`).
#[salsa::tracked(returns(ref))]
pub fn void_named_kernels(db: &dyn Db, item: Item) -> Vec<u32> {
    let table = &**item.file(db).symbols(db);
    crate::validate::returns::void_named_kernels(&validate_view(db, item, table), table)
}

/// The item's host translation and stub entries (shared, so a driver can
/// keep an item's output without copying it).
#[salsa::tracked(returns(ref))]
pub fn lower(db: &dyn Db, item: Item) -> Arc<crate::lower::LowerIl> {
    let file = *item.file(db);
    let table = &**file.symbols(db);
    let tables = file.tables(db);
    let index = table.item_index.get(item.key(db)).copied().unwrap_or(u32::MAX);
    let view = crate::lower::ItemView { text: item.text(db), namespaces: item.namespaces(db), scan: scan(db, item), lookup: lookup(db, item), apply: apply(db, item), attrs: &tables.attrs, system_header: *item.system_header(db), main_file: *item.main_file(db), user_code: *item.user_code(db), extern_c: *item.extern_c(db), visibility_namespace: *item.visibility_namespace(db), index };
    Arc::new(crate::lower::lower_item(&view, table, file.config(db)))
}

#[salsa::tracked(returns(ref))]
pub fn validate(db: &dyn Db, item: Item) -> ValidateIl {
    let enclosing = crate::validate::decl::Enclosing::new(item.namespaces(db), *item.inline_namespaces(db));
    let file = item.file(db);
    crate::validate::validate_item(item.text(db), scan(db, item), lookup(db, item), apply(db, item), file.tables(db), file.config(db), enclosing)
}
