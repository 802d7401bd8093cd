//! `InlineDefinition` rules of table rows (GCC's `always_inline`): the
//! attribute asks to inline a function, which only an inline function can
//! be; on the definition of one that is not, EDG warns that it is ignored.
//! A prototype carrying it is fine (the definition decides), and so is a
//! definition after an `inline` declaration.

use super::redecl::earlier_declarations;
use super::ItemView;
use crate::diag::Diag;
use crate::il::EntityKind;
use crate::parse::{Context, Decl, FnBody, Specs};
use crate::symbols::SymbolTable;
use crate::table::Tables;
use cufe_tables::Rule;

pub fn check(item: &ItemView<'_>, table: &SymbolTable, tables: &Tables) -> Vec<Diag> {
    let mut diags = Vec::new();
    let mut reported = Vec::new();
    for (idx, attr) in item.scan.attrs.iter() {
        let Some(row_idx) = item.lookup.resolved.get(idx).and_then(|r| r.row) else { continue };
        let rule = tables.attrs.row(row_idx).rules.iter().find_map(|r| match r {
            Rule::InlineDefinition { diag } => Some(diag),
            _ => None,
        });
        let Some(id) = rule.and_then(|diag| tables.diags.id(diag)) else { continue };
        let Some(entity) = item.apply.entities.get(attr.owner).filter(|e| e.attrs.contains(&idx)) else { continue };
        if item.apply.dropped.contains(&idx) || entity.kind != EntityKind::Function || reported.contains(&attr.owner) {
            continue;
        }
        let decl = &item.scan.ast.decls[attr.owner];
        let order = attr.owner.into_raw().into_u32();
        if !defines_non_inline(decl) || declared_inline_before(item, table, order) {
            continue;
        }
        reported.push(attr.owner);
        diags.push(Diag::new(id, attr.name_span.start, order));
    }
    diags
}

/// A function definition that is not inline by itself: no `inline`,
/// `constexpr` or `consteval`, not a member (or friend) defined in its
/// class, not a lambda's body.
fn defines_non_inline(decl: &Decl) -> bool {
    let defined = decl.func.as_ref().is_some_and(|f| f.body == FnBody::Defined);
    defined && decl.lambda.is_none() && decl.context != Context::Class && !decl.specs.has(Specs::INLINE) && !decl.is_constexpr()
}

/// An earlier declaration of the function (declaration `order` of the
/// item) was `inline`.
fn declared_inline_before(item: &ItemView<'_>, table: &SymbolTable, order: u32) -> bool {
    let Some(sig) = table.signatures.get(item.index as usize) else { return false };
    let Some((i, sym)) = sig.symbols.iter().enumerate().find(|(_, s)| s.decl == order && s.kind == EntityKind::Function) else { return false };
    earlier_declarations(table, item.index, i as u32, sym).any(|(_, other)| other.is_inline)
}
