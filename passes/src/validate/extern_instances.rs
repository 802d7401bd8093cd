//! `extern template void k<int>(int *);` of a kernel template: in whole
//! program compilation (no `-rdc`) cudafe++ makes a kernel template's
//! stubs static (its `-static-global-template-stub` default), so an
//! instance defined in another unit cannot be what this one launches.
//! It warns (#20278) at every such explicit instantiation declaration,
//! whatever execution space the directive itself writes (that space is
//! checked as any redeclaration's, before), at the template's name.
//! An `extern template` of a static function template's instance is an
//! error (#1600) first, in any compilation mode.

use super::ItemView;
use crate::diag::Diag;
use crate::il::EntityKind;
use crate::parse::{Decl, TemplateKind};
use crate::symbols::SymbolTable;
use crate::options::Config;
use cufe_tables::tag;

pub fn check(item: &ItemView<'_>, table: &SymbolTable, cfg: &Config) -> Vec<Diag> {
    let Some(sig) = table.signatures.get(item.index as usize) else { return Vec::new() };
    let mut diags = Vec::new();
    for sym in sig.symbols.iter().filter(|s| s.kind == EntityKind::Function && s.template == Some(TemplateKind::Instantiation)) {
        let Some(decl) = item.scan.ast.decls.iter().find(|(i, _)| i.into_raw().into_u32() == sym.decl).map(|(_, d)| d) else { continue };
        if !is_extern_directive(item, decl) {
            continue;
        }
        let primaries = || table.lookup(&sym.qname).filter(|(_, s)| s.kind == EntityKind::Function && s.template == Some(TemplateKind::Primary));
        // A static template's instances belong to this unit alone (#1600,
        // with where the template was declared).
        if let Some((at, primary)) = primaries().find(|(_, s)| s.is_static && s.class.is_none()) {
            diags.push(Diag::new(tag::STATIC_EXTERN_TEMPLATE, sym.name_at, sym.decl).name(format!("function template \"{}\"", primary.name)).pos(at.item, primary.name_at));
        }
        if !cfg.rdc && primaries().any(|(_, s)| s.global_at.is_some()) {
            diags.push(Diag::new(tag::EXTERN_KERNEL_TEMPLATE, sym.name_at, sym.decl));
        }
    }
    diags
}

/// An explicit instantiation written `extern template ...`.
fn is_extern_directive(item: &ItemView<'_>, decl: &Decl) -> bool {
    let Some(t) = decl.template.as_ref().filter(|t| t.kind == TemplateKind::Instantiation) else { return false };
    let at = item.index_at(t.span.start);
    at > 0 && item.tok(at - 1) == "extern"
}
