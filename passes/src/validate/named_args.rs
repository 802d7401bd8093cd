//! Launch-configuration arguments that use names: each name must be a
//! constant (a `constexpr` or `const` integral variable with a constant
//! initializer, or a template parameter of the declaration).

use super::ItemView;
use crate::diag::Diag;
use crate::eval::split_args;
use crate::il::EntityKind;
use crate::lexer::TokKind;
use crate::symbols::SymbolTable;
use cufe_tables::{tag, Severity};

const LAUNCH_KINDS: &[u8] = b"\\]^kl";

pub fn check(item: &ItemView<'_>, table: &SymbolTable) -> Vec<Diag> {
    let mut diags = Vec::new();
    let toks = &item.scan.ast.tokens;
    let scope: String = item.namespaces.iter().map(|n| n.as_str()).collect::<Vec<_>>().join("::");
    for (idx, attr) in item.scan.attrs.iter() {
        let Some(r) = item.lookup.resolved.get(idx) else { continue };
        if !LAUNCH_KINDS.contains(&r.kind) {
            continue;
        }
        let Some(args) = &attr.args else { continue };
        let decl = &item.scan.ast.decls[attr.owner];
        let order = attr.owner.into_raw().into_u32();
        let template_params: Vec<&str> =
            decl.template.iter().flat_map(|t| t.params.iter()).filter_map(|p| p.name.map(|n| n.as_str())).collect();
        for (a, b) in split_args(item.text, toks, args.first as usize, args.last as usize) {
            for t in toks.get(a..b).unwrap_or(&[]) {
                let name = t.text(item.text);
                if t.kind != TokKind::Ident || matches!(name, "true" | "false" | "sizeof" | "alignof") || template_params.contains(&name) {
                    continue;
                }
                let found = table.resolve(&[name], &scope, false);
                let Some(var) = found.iter().find(|s| s.kind == EntityKind::Variable) else {
                    if found.is_empty() {
                        diags.push(Diag::new(tag::UNDEFINED_IDENTIFIER, t.start, order).arg(name));
                    }
                    continue;
                };
                if var.const_value.is_some() {
                    continue;
                }
                diags.push(Diag::new(tag::EXPR_NOT_CONSTANT, t.start, order));
                let item_index = table.lookup(&var.qname).find(|(_, s)| std::ptr::eq(*s, *var)).map_or(0, |(r, _)| r.item);
                diags.push(
                    Diag::new(tag::VARIABLE_NOT_CONSTANT_VALUED, t.start, order)
                        .name(format!("variable \"{}\"", var.qname))
                        .pos(item_index, var.name_at)
                        .with_severity(Severity::Note),
                );
                break;
            }
        }
    }
    diags
}
