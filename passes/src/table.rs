//! The tables a run uses: the compiled-in attribute and diagnostic tables,
//! or those merged with a runtime overlay (`--attr-table`, `--diag-table`).
//!
//! A [`TableSet`] is a salsa input field of the source file, so lookup,
//! apply and validate depend on it like on the text: a run with another
//! overlay recomputes them, a run with the same overlay (read again by a
//! persistent worker) reuses everything. Diagnostics carry only ids; the
//! same table set turns them into text when they are rendered.

use cufe_tables::{AttributeRow, DiagId, DiagnosticRow, Merged, ATTRIBUTES};
use std::collections::{HashMap, HashSet};
use std::fmt;
use std::sync::{Arc, OnceLock};

/// The attribute table as lookup uses it: rows plus a name index.
pub struct AttrTable {
    pub rows: Vec<AttributeRow>,
    by_name: HashMap<String, Vec<u16>>,
    namespaces: HashSet<String>,
}

impl AttrTable {
    pub fn new(rows: Vec<AttributeRow>) -> AttrTable {
        let mut by_name: HashMap<String, Vec<u16>> = HashMap::new();
        let mut namespaces = HashSet::new();
        // Row indices are u16 (see `Resolved`); a table that large is not a
        // table of attributes, and rows past the index are not looked up.
        for (i, row) in rows.iter().enumerate().take(usize::from(u16::MAX)) {
            by_name.entry(row.name.to_string()).or_default().push(i as u16);
            namespaces.extend(row.namespaces.iter().map(|n| n.to_string()));
        }
        AttrTable { rows, by_name, namespaces }
    }

    /// Rows named `name` accepting scope `scope`.
    pub fn find(&self, name: &str, scope: &str) -> Option<u16> {
        self.by_name.get(name)?.iter().copied().find(|&i| self.rows[i as usize].namespaces.iter().any(|n| n == scope))
    }

    pub fn row(&self, i: u16) -> &AttributeRow {
        &self.rows[i as usize]
    }

    /// Attribute namespaces the front end recognizes even without rows of
    /// their own (an unknown attribute in them is silently ignored).
    pub fn knows_namespace(&self, ns: &str) -> bool {
        matches!(ns, "gnu" | "__gnu__" | "clang" | "_Clang" | "std") || self.namespaces.contains(ns)
    }

    /// Row index of the row named `name` (any scope), for rules that name
    /// another attribute.
    pub fn by_name(&self, name: &str) -> Option<u16> {
        self.by_name.get(name)?.first().copied()
    }
}

/// The diagnostic table: the compiled-in rows, under the rows an overlay
/// adds or replaces.
#[derive(Default)]
pub struct DiagTable {
    /// Overlay rows, sorted by number.
    extra: Vec<DiagnosticRow>,
    by_tag: HashMap<String, usize>,
}

impl DiagTable {
    /// `rows` over the compiled-in table; a row replaces the compiled-in row
    /// of its number.
    pub fn new(mut rows: Vec<DiagnosticRow>) -> DiagTable {
        rows.sort_by_key(|row| row.number);
        rows.dedup_by_key(|row| row.number);
        let by_tag = rows.iter().enumerate().filter(|(_, row)| !row.tag.is_empty()).map(|(i, row)| (row.tag.to_string(), i)).collect();
        DiagTable { extra: rows, by_tag }
    }

    /// The diagnostic with internal number `id`.
    pub fn row(&self, id: DiagId) -> Option<&DiagnosticRow> {
        match self.extra.binary_search_by_key(&id.0, |row| row.number) {
            Ok(i) => Some(&self.extra[i]),
            Err(_) => cufe_tables::diagnostic(id),
        }
    }

    /// The diagnostic tagged `tag`.
    pub fn by_tag(&self, tag: &str) -> Option<&DiagnosticRow> {
        match self.by_tag.get(tag) {
            Some(&i) => Some(&self.extra[i]),
            None => cufe_tables::diagnostic_by_tag(tag),
        }
    }

    /// The id of the diagnostic tagged `tag`.
    pub fn id(&self, tag: &str) -> Option<DiagId> {
        self.by_tag(tag).map(|row| DiagId(row.number))
    }
}

/// Both tables of a run.
pub struct Tables {
    pub attrs: AttrTable,
    pub diags: DiagTable,
    /// What the tables were made from (`None`: compiled in); two table sets
    /// are equal when this is.
    source: Option<Merged>,
}

/// The tables of a run, shared: cheap to clone and to compare when equal.
#[derive(Clone)]
pub struct TableSet(Arc<Tables>);

impl TableSet {
    /// The compiled-in tables.
    pub fn builtin() -> TableSet {
        static BUILTIN: OnceLock<TableSet> = OnceLock::new();
        BUILTIN
            .get_or_init(|| TableSet(Arc::new(Tables { attrs: AttrTable::new(ATTRIBUTES.to_vec()), diags: DiagTable::default(), source: None })))
            .clone()
    }

    /// Tables made of a whole attribute table and diagnostic rows over the
    /// compiled-in ones: what `cufe_tables::load_overlay` returns.
    pub fn new(merged: Merged) -> TableSet {
        let attrs = AttrTable::new(merged.attributes.clone());
        let diags = DiagTable::new(merged.diagnostics.clone());
        TableSet(Arc::new(Tables { attrs, diags, source: Some(merged) }))
    }

    pub fn is_builtin(&self) -> bool {
        self.0.source.is_none()
    }
}

impl std::ops::Deref for TableSet {
    type Target = Tables;

    fn deref(&self) -> &Tables {
        &self.0
    }
}

impl PartialEq for TableSet {
    fn eq(&self, other: &TableSet) -> bool {
        Arc::ptr_eq(&self.0, &other.0) || self.0.source == other.0.source
    }
}

impl Eq for TableSet {}

impl Default for TableSet {
    fn default() -> TableSet {
        TableSet::builtin()
    }
}

impl fmt::Debug for TableSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.0.source {
            None => f.write_str("TableSet(built-in)"),
            Some(m) => write!(f, "TableSet({} attribute rows, {} overlay diagnostics)", m.attributes.len(), m.diagnostics.len()),
        }
    }
}
