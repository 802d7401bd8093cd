//! The attribute table as lookup uses it: rows plus a name index.

use cufe_tables::{AttributeRow, ATTRIBUTES};
use std::collections::{HashMap, HashSet};
use std::sync::OnceLock;

pub struct AttrTable {
    pub rows: Vec<AttributeRow>,
    by_name: HashMap<String, Vec<u16>>,
    namespaces: HashSet<String>,
}

impl AttrTable {
    pub fn new(rows: Vec<AttributeRow>) -> AttrTable {
        let mut by_name: HashMap<String, Vec<u16>> = HashMap::new();
        let mut namespaces = HashSet::new();
        for (i, row) in rows.iter().enumerate() {
            by_name.entry(row.name.to_string()).or_default().push(i as u16);
            namespaces.extend(row.namespaces.iter().map(|n| n.to_string()));
        }
        AttrTable { rows, by_name, namespaces }
    }

    /// The compiled-in table.
    pub fn builtin() -> &'static AttrTable {
        static TABLE: OnceLock<AttrTable> = OnceLock::new();
        TABLE.get_or_init(|| AttrTable::new(ATTRIBUTES.to_vec()))
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
