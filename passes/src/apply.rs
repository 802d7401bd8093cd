//! apply: dispatch each resolved attribute on its handler and build the
//! entities with their CUDA fields.
//!
//! Declarations are processed in the order the parser finished them
//! (parameters before their function, members before what follows the
//! class), and each declaration's attributes in source order, which is the
//! order cudafe++ applies them and so the order its diagnostics come in.

use crate::diag::Diag;
use crate::handlers::{self, Cx};
use crate::il::{ApplyIl, Entity, EntityKind, LookupIl, ScanIl};
use crate::options::Config;
use crate::parse::{Decl, DeclIdx, DeclKind, Specs, TemplateKind};
use crate::table::Tables;
use cufe_tables::{tag, ArgSchema, Handler, Severity};
use la_arena::ArenaMap;

/// `global`: the item stands in the global namespace (its `main` is the
/// program's).
pub fn apply_item(text: &str, scan: &ScanIl, lookup: &LookupIl, tables: &Tables, cfg: &Config, global: bool) -> ApplyIl {
    // Every declaration gets its entity: sized once, the map has no spare
    // capacity to keep with the item's memo.
    let mut out = ApplyIl { entities: ArenaMap::with_capacity(scan.ast.decls.len()), ..ApplyIl::default() };
    for (decl_idx, decl) in scan.ast.decls.iter() {
        out.entities.insert(decl_idx, new_entity(decl_idx, decl.kind));
    }
    let mut by_owner: Vec<Vec<_>> = vec![Vec::new(); scan.ast.decls.len()];
    for (attr_idx, attr) in scan.attrs.iter() {
        by_owner[attr.owner.into_raw().into_u32() as usize].push(attr_idx);
    }
    for (decl_idx, decl) in scan.ast.decls.iter() {
        let order = decl_idx.into_raw().into_u32();
        declaration_checks(text, decl, order, global, &mut out.diags);
        unusable_pack_params(text, scan, decl, order, &mut out.diags);
        // Attributes with rules that passed their first checks, finished once
        // the declaration's execution space is known.
        let mut ruled = Vec::new();
        for &attr_idx in &by_owner[order as usize] {
            let Some(resolved) = lookup.resolved.get(attr_idx).copied() else { continue };
            let Some(row_idx) = resolved.row else { continue };
            let row = tables.attrs.row(row_idx);
            if row.handler == Handler::LaunchConfig && before_lambda_declarator(scan, decl, attr_idx) {
                out.dropped.push(attr_idx);
                continue;
            }
            let mut cx = Cx { text, scan, tables, cfg, decl: decl_idx, attr: attr_idx, row, order, global, diags: &mut out.diags };
            if arguments_not_taken(&mut cx) {
                out.dropped.push(attr_idx);
                continue;
            }
            let Some(entity) = out.entities.get_mut(decl_idx) else { continue };
            entity.attrs.push(attr_idx);
            match row.handler {
                Handler::ExecSpace => handlers::exec_space::apply(&mut cx, entity, resolved.kind),
                Handler::MemorySpace => handlers::memory_space::apply(&mut cx, entity, resolved.kind),
                Handler::LaunchConfig => handlers::launch_config::apply(&mut cx, entity, resolved.kind),
                Handler::Rules | Handler::None => {}
            }
            // A row's rules apply whatever its handler; for `Rules` rows they
            // are the whole definition.
            if row.handler == Handler::Rules || !row.rules.is_empty() {
                if handlers::rules::apply(&mut cx, entity) {
                    ruled.push((attr_idx, row));
                } else {
                    out.dropped.push(attr_idx);
                }
            }
        }
        for (attr_idx, row) in ruled {
            let mut cx = Cx { text, scan, tables, cfg, decl: decl_idx, attr: attr_idx, row, order, global, diags: &mut out.diags };
            let Some(entity) = out.entities.get_mut(decl_idx) else { continue };
            if !handlers::rules::finish(&mut cx, entity) {
                out.dropped.push(attr_idx);
            }
        }
    }
    out.diags.sort_by_key(|d: &Diag| d.order);
    out
}

/// An argument clause on an attribute whose row takes none
/// (`__attribute__((global(1)))`, `[[gnu::device()]]`, even empty): EDG
/// reports it at the clause's `(` as it reads the attribute, which it then
/// drops (a kernel written so is a host function).
fn arguments_not_taken(cx: &mut Cx<'_>) -> bool {
    let Some(open) = cx.raw().args.as_ref().map(|a| a.span.start) else { return false };
    if cx.row.args != ArgSchema::None {
        return false;
    }
    let name = cx.display_name();
    cx.diags.push(Diag::new(tag::ARGUMENTS_PROVIDED_FOR_ATTRIBUTE, open, cx.order).arg(name));
    true
}

/// A launch configuration attribute written between a lambda's captures
/// and its parameter list (`[] __launch_bounds__(64) (int x)`, or before
/// the body when there is none): EDG takes only the execution space
/// attributes there and ignores it, with no diagnostic. Written after the
/// parameter list it is the call operator's (and reported as such).
fn before_lambda_declarator(scan: &ScanIl, decl: &Decl, attr: crate::il::AttrIdx) -> bool {
    // (`attr` is one of `scan.attrs`: the caller iterates them.)
    let Some(info) = decl.lambda.as_ref().filter(|_| decl.kind == DeclKind::Lambda) else { return false };
    scan.attrs[attr].name_span.start < info.params_at
}

/// Plain C++ checks cudafe++ makes on the declaration before its
/// attributes are applied, where they are part of a CUDA case's output.
fn declaration_checks(text: &str, decl: &Decl, order: u32, global: bool, diags: &mut Vec<Diag>) {
    if handlers::exec_space::is_main(decl, global) {
        let ty = text.get(decl.type_span.start as usize..decl.type_span.end as usize).unwrap_or("");
        // A type name (`int32_t`) may stand for `int`: only builtin types
        // are told apart here.
        let builtin = ty.split_whitespace().all(|w| matches!(w, "void" | "char" | "short" | "long" | "float" | "double" | "unsigned" | "bool" | "wchar_t" | "const" | "volatile"));
        let returns_int = matches!(ty, "int" | "signed" | "signed int" | "int signed") || !builtin;
        let returns_int = returns_int && !decl.specs.has(Specs::POINTER) && !decl.specs.has(Specs::REFERENCE);
        if !returns_int && decl.func.as_ref().is_some_and(|f| !f.no_type) {
            diags.push(Diag::new(tag::BAD_RETURN_TYPE_ON_MAIN, decl.name_span.start, order).with_severity(Severity::Warning));
        }
    }
}

/// `template <typename... A, typename B> void f(A...)`: a template
/// parameter after a pack that no function parameter mentions can never be
/// deduced.
fn unusable_pack_params(text: &str, scan: &ScanIl, decl: &Decl, order: u32, diags: &mut Vec<Diag>) {
    let Some(t) = decl.template.as_ref().filter(|t| t.kind == TemplateKind::Primary) else { return };
    let Some(func) = decl.func.as_ref() else { return };
    let Some(first_pack) = t.params.iter().position(|p| p.is_pack) else { return };
    let param_types: Vec<&str> =
        func.params.iter().map(|&p| scan.ast.decls[p].span).map(|s| text.get(s.start as usize..s.end as usize).unwrap_or("")).collect();
    let fname = decl.name.map_or(String::new(), |n| n.to_string());
    for p in &t.params[first_pack + 1..] {
        let Some(name) = p.name else { continue };
        let used = param_types.iter().any(|ty| ty.split(|c: char| !(c.is_alphanumeric() || c == '_')).any(|w| w == name.as_str()));
        if !used {
            diags.push(
                Diag::new(tag::UNUSABLE_PACK, p.name_span.start, order)
                    .name(format!("template parameter \"{name}\""))
                    .name(format!("function template \"{fname}\"")),
            );
        }
    }
}

fn new_entity(decl: DeclIdx, kind: DeclKind) -> Entity {
    let kind = match kind {
        DeclKind::Function => EntityKind::Function,
        DeclKind::Variable => EntityKind::Variable,
        DeclKind::Parameter => EntityKind::Parameter,
        DeclKind::Class | DeclKind::Enum | DeclKind::Typedef => EntityKind::Type,
        DeclKind::Lambda => EntityKind::Lambda,
        DeclKind::Other => EntityKind::Other,
    };
    Entity { decl, kind, exec_space: 0, memory_space: 0, ext_memory_space: 0, flags: Vec::new(), launch: None, attrs: Vec::new(), defaulted_space: 0 }
}
