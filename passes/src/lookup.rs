//! lookup: raw attribute → descriptor row and kind byte.
//!
//! Names are looked up after `__x__` stripping, in the scope their syntax
//! implies (`""` for `__attribute__`, `"std"` for an unscoped `[[x]]`, the
//! written namespace for `[[ns::x]]`, `"declspec"`, `"alignas"`), and a row
//! is only found when its mode condition holds for the host compiler. An
//! unknown attribute is dropped silently, as cudafe++ 13.5 does; an unknown
//! attribute namespace draws a warning.

use crate::diag::Diag;
use crate::il::{LookupIl, RawAttr, Resolved, ScanIl};
use crate::options::Config;
use crate::parse::AttrSyntax;
use crate::table::{AttrTable, Tables};
use cufe_tables::{tag, Severity};

pub fn lookup_item(scan: &ScanIl, tables: &Tables, cfg: &Config) -> LookupIl {
    let table = &tables.attrs;
    let mut out = LookupIl::default();
    for (idx, attr) in scan.attrs.iter() {
        let resolved = resolve(attr, table, cfg, &mut out.diags, attr.owner.into_raw().into_u32());
        out.resolved.insert(idx, resolved);
    }
    out
}

/// `__host__` → `host`; names that are only underscores stay as they are.
pub fn strip_underscores(name: &str) -> &str {
    if name.len() > 4 && name.starts_with("__") && name.ends_with("__") {
        &name[2..name.len() - 2]
    } else {
        name
    }
}

fn scope_of(attr: &RawAttr) -> &'static str {
    match (attr.syntax, attr.namespace) {
        (AttrSyntax::Alignas, _) => "alignas",
        (AttrSyntax::Declspec, _) => "declspec",
        (_, Some(ns)) => ns.as_str(),
        (AttrSyntax::Cxx11, None) => "std",
        (AttrSyntax::Gnu | AttrSyntax::Keyword, None) => "",
    }
}

/// The row `attr` names, if any (diagnosing a nested `__attribute__` and
/// an unknown attribute namespace).
pub fn resolve(attr: &RawAttr, table: &AttrTable, cfg: &Config, diags: &mut Vec<Diag>, order: u32) -> Resolved {
    let unknown = Resolved { row: None, kind: 0 };
    let name = attr.name.as_str();
    if name == "__attribute__" && attr.syntax == AttrSyntax::Gnu {
        // A nested `__attribute__` (a CUDA keyword macro expanded inside an
        // attribute list) is the one unknown name cudafe++ rejects.
        diags.push(Diag::new(tag::UNRECOGNIZED_ATTRIBUTE, attr.name_span.start, order).arg(name).with_severity(Severity::Error));
        return unknown;
    }
    let scope = scope_of(attr);
    let Some(row) = table.find(strip_underscores(name), scope) else {
        if attr.namespace.is_some() && !table.knows_namespace(scope) {
            diags.push(Diag::new(tag::ATTRIBUTE_NAMESPACE_UNRECOGNIZED, attr.name_span.start, order).arg(scope));
        }
        return unknown;
    };
    let desc = table.row(row);
    if !cfg.mode_matches(&desc.mode) {
        return unknown;
    }
    Resolved { row: Some(row), kind: desc.kind.map_or(0, |c| c as u8) }
}
