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
use crate::parse::{DeclIdx, DeclKind};
use crate::table::AttrTable;
use cufe_tables::Handler;

pub fn apply_item(text: &str, scan: &ScanIl, lookup: &LookupIl, table: &AttrTable, cfg: &Config) -> ApplyIl {
    let mut out = ApplyIl::default();
    for (decl_idx, decl) in scan.ast.decls.iter() {
        out.entities.insert(decl_idx, new_entity(decl_idx, decl.kind));
    }
    let mut by_owner: Vec<Vec<_>> = vec![Vec::new(); scan.ast.decls.len()];
    for (attr_idx, attr) in scan.attrs.iter() {
        by_owner[attr.owner.into_raw().into_u32() as usize].push(attr_idx);
    }
    for (decl_idx, _) in scan.ast.decls.iter() {
        let order = decl_idx.into_raw().into_u32();
        for &attr_idx in &by_owner[order as usize] {
            let Some(resolved) = lookup.resolved.get(attr_idx).copied() else { continue };
            let Some(row_idx) = resolved.row else { continue };
            let row = table.row(row_idx);
            let mut cx = Cx { text, scan, table, cfg, decl: decl_idx, attr: attr_idx, row, order, diags: &mut out.diags };
            let Some(entity) = out.entities.get_mut(decl_idx) else { continue };
            entity.attrs.push(attr_idx);
            match row.handler {
                Handler::ExecSpace => handlers::exec_space::apply(&mut cx, entity, resolved.kind),
                Handler::MemorySpace => handlers::memory_space::apply(&mut cx, entity, resolved.kind),
                Handler::LaunchConfig => handlers::launch_config::apply(&mut cx, entity, resolved.kind),
                Handler::Misc => handlers::misc::apply(&mut cx, entity, resolved.kind),
                Handler::Rules => handlers::rules::apply(&mut cx, entity),
                Handler::None => {}
            }
        }
    }
    out.diags.sort_by_key(|d: &Diag| d.order);
    out
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
    Entity { decl, kind, exec_space: 0, memory_space: 0, ext_memory_space: 0, flags: Vec::new(), launch: None, attrs: Vec::new() }
}
