//! Attribute arguments that use names: each name must be a constant (a
//! `constexpr` or `const` integral variable with a constant initializer, or
//! a template parameter of the declaration). For the launch-configuration
//! attributes that is cudafe++'s check; for table-defined attributes the
//! row's `ConstantArgs` and `IntRange` rules are checked here for the
//! arguments apply could not evaluate alone.

use super::ItemView;
use crate::diag::Diag;
use crate::eval::{eval_int_with, split_args};
use crate::handlers::rules::{entity_name, printed_name};
use crate::il::EntityKind;
use crate::lexer::{TokKind, Token};
use crate::parse::Decl;
use crate::symbols::SymbolTable;
use crate::table::Tables;
use cufe_tables::{tag, Rule, Severity};

const LAUNCH_KINDS: &[u8] = b"\\]^kl";
/// `__block_size__`'s kind byte.
const BLOCK_SIZE: u8 = b'l';

pub fn check(item: &ItemView<'_>, table: &SymbolTable, tables: &Tables) -> Vec<Diag> {
    let mut diags = launch_args(item, table);
    diags.extend(rule_args(item, table, tables));
    diags
}

fn launch_args(item: &ItemView<'_>, table: &SymbolTable) -> Vec<Diag> {
    let mut diags = Vec::new();
    let toks = &item.scan.ast.tokens;
    for (idx, attr) in item.scan.attrs.iter() {
        let Some(r) = item.lookup.resolved.get(idx) else { continue };
        if !LAUNCH_KINDS.contains(&r.kind) {
            continue;
        }
        let Some(args) = &attr.args else { continue };
        let decl = &item.scan.ast.decls[attr.owner];
        let order = attr.owner.into_raw().into_u32();
        let template_params = names_in_scope(item, decl);
        for (a, b) in split_args(item.text, toks, args.first as usize, args.last as usize) {
            // (`__block_size__`'s arguments are tuples; its parser skips
            // anything else, unread: see `handlers::launch_config`.)
            if r.kind == BLOCK_SIZE && toks.get(a).is_none_or(|t| t.text(item.text) != "(") {
                continue;
            }
            for (k, t) in toks.get(a..b).unwrap_or(&[]).iter().enumerate() {
                let name = t.text(item.text);
                // Keywords (`sizeof(double)`) name nothing to look up.
                if t.kind != TokKind::Ident || crate::lower::emit::is_cxx_keyword(name) || matches!(name, "__alignof__" | "__alignof") || template_params.contains(&name) {
                    continue;
                }
                // A qualified name (`K::kNThreads`, `cfg::N`) is a scope's
                // member, looked up there (a template parameter's only per
                // instance): not checked here.
                let at = a + k;
                let qualified = at > 0 && matches!(toks[at - 1].text(item.text), "::" | "." | "->") || toks.get(at + 1).is_some_and(|n| n.text(item.text) == "::");
                if qualified {
                    continue;
                }
                let found = table.resolve(&[name], item.namespace_scope(), false);
                let Some(var) = found.iter().find(|s| s.kind == EntityKind::Variable) else {
                    // (An enumerator is a constant: of a named enumeration,
                    // or of an unnamed one, which has no symbol of its own;
                    // either may be in view through a using-directive or a
                    // class's scope.)
                    let enumerator = table.enumerator_enums.contains_key(name) || table.has_unnamed_enumerator(name);
                    if found.is_empty() && !enumerator {
                        diags.push(Diag::new(tag::UNDEFINED_IDENTIFIER, t.start, order).arg(name));
                    }
                    continue;
                };
                if table.constant_value(var).is_some() {
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

/// The names a declaration's attribute arguments may use besides the
/// symbol table's: the template parameters of the declaration and of the
/// classes and templates around it, and the members of those classes
/// (`template <int N> struct R { static __global__ void __launch_bounds__(N) k(); }`).
fn names_in_scope<'a>(item: &'a ItemView<'_>, decl: &'a Decl) -> Vec<&'a str> {
    let mut names = Vec::new();
    let mut d = Some(decl);
    while let Some(cur) = d {
        names.extend(cur.template.iter().flat_map(|t| t.params.iter()).filter_map(|p| p.name.map(|n| n.as_str())));
        if cur.kind == crate::parse::DeclKind::Class {
            names.extend(cur.members.iter().filter_map(|&m| item.scan.ast.decls[m].name.map(|n| n.as_str())));
        }
        d = cur.parent.map(|p| &item.scan.ast.decls[p]);
    }
    names
}

/// `ConstantArgs` and `IntRange` of table rows, for arguments that use names
/// (apply checked the others): a variable without a constant value breaks
/// `ConstantArgs`, and an argument of constants only is evaluated for
/// `IntRange`. Names the symbol table does not know are left alone.
fn rule_args(item: &ItemView<'_>, table: &SymbolTable, tables: &Tables) -> Vec<Diag> {
    let mut diags = Vec::new();
    let toks = &item.scan.ast.tokens;
    for (idx, attr) in item.scan.attrs.iter() {
        let Some(row_idx) = item.lookup.resolved.get(idx).and_then(|r| r.row) else { continue };
        let row = tables.attrs.row(row_idx);
        let checks_args = row.rules.iter().any(|r| matches!(r, Rule::ConstantArgs { .. } | Rule::IntRange { .. }));
        if !checks_args || item.apply.dropped.contains(&idx) || !item.apply.entities.get(attr.owner).is_some_and(|e| e.attrs.contains(&idx)) {
            continue;
        }
        let Some(args) = &attr.args else { continue };
        let decl = &item.scan.ast.decls[attr.owner];
        // The arguments apply gives the same rules (`handlers::rules`).
        let rule_diag = |id, at, numbers: &[String]| {
            let mut d = Diag::new(id, at, attr.owner.into_raw().into_u32()).arg(printed_name(row, attr)).name(entity_name(decl));
            d.args.extend(numbers.iter().map(|n| ('d', n.clone())));
            d
        };
        for (position, (a, b)) in split_args(item.text, toks, args.first as usize, args.last as usize).into_iter().enumerate() {
            let arg = toks.get(a..b).unwrap_or(&[]);
            let value = match named_value(item, table, item.namespace_scope(), decl, arg) {
                Named::Literal | Named::Unknown => continue,
                Named::NotConstant(at) => {
                    for rule in row.rules.iter() {
                        let Rule::ConstantArgs { diag } = rule else { continue };
                        if let Some(id) = tables.diags.id(diag) {
                            diags.push(rule_diag(id, at, &[(position + 1).to_string()]));
                        }
                    }
                    continue;
                }
                Named::Value(v) => v,
            };
            for rule in row.rules.iter() {
                let Rule::IntRange { arg: n, min, max, diag } = rule else { continue };
                if usize::from(*n) != position || (i128::from(*min)..=i128::from(*max)).contains(&value) {
                    continue;
                }
                if let Some(id) = tables.diags.id(diag) {
                    let numbers = [min.to_string(), max.to_string(), value.to_string(), (position + 1).to_string()];
                    diags.push(rule_diag(id, attr.name_span.start, &numbers));
                }
            }
        }
    }
    diags
}

/// What the symbol table says of an argument.
enum Named {
    /// No names: apply has checked it.
    Literal,
    /// A template parameter, a name that is not a variable or that the
    /// symbol table does not hold (an enumerator, a class member, a name
    /// from a header): the value is not known here, and nothing is
    /// reported.
    Unknown,
    /// A variable without a constant value, at the name.
    NotConstant(u32),
    Value(i128),
}

fn named_value(item: &ItemView<'_>, table: &SymbolTable, scope: &str, decl: &Decl, arg: &[Token]) -> Named {
    let template_params: Vec<&str> =
        decl.template.iter().flat_map(|t| t.params.iter()).filter_map(|p| p.name.map(|n| n.as_str())).collect();
    let names = qualified_names(item.text, arg);
    if names.is_empty() {
        return Named::Literal;
    }
    let mut values = Vec::with_capacity(names.len());
    for (at, absolute, parts) in &names {
        if parts.iter().any(|p| template_params.contains(p) || matches!(*p, "sizeof" | "alignof")) {
            return Named::Unknown;
        }
        let found = table.resolve(parts, scope, *absolute);
        match found.iter().find(|s| s.kind == EntityKind::Variable) {
            Some(var) => match var.detail.const_value {
                Some(v) => values.push(v),
                None => return Named::NotConstant(*at),
            },
            None => return Named::Unknown,
        }
    }
    // A single (possibly qualified) name is its value; an expression of
    // plain names is evaluated with theirs.
    if let ([(_, _, parts)], [value]) = (names.as_slice(), values.as_slice()) {
        let tokens = arg.iter().filter(|t| t.kind == TokKind::Ident || t.text(item.text) == "::").count();
        if tokens == arg.len() && !parts.is_empty() {
            return Named::Value(*value);
        }
    }
    if names.iter().any(|(_, absolute, parts)| *absolute || parts.len() > 1) {
        return Named::Unknown;
    }
    let value_of = |name: &str| names.iter().position(|(_, _, p)| p.as_slice() == [name]).and_then(|i| values.get(i).copied());
    eval_int_with(item.text, arg, &value_of).map_or(Named::Unknown, Named::Value)
}

/// The names an argument uses, `a::b::c` as one: where each starts, whether
/// it starts with `::`, and its parts.
fn qualified_names<'t>(text: &'t str, arg: &[Token]) -> Vec<(u32, bool, Vec<&'t str>)> {
    let mut names: Vec<(u32, bool, Vec<&'t str>)> = Vec::new();
    let mut i = 0;
    while i < arg.len() {
        let t = &arg[i];
        let absolute = t.text(text) == "::" && arg.get(i + 1).is_some_and(|n| n.kind == TokKind::Ident);
        if t.kind != TokKind::Ident && !absolute {
            i += 1;
            continue;
        }
        let start = t.start;
        if absolute {
            i += 1;
        }
        let mut parts = vec![arg[i].text(text)];
        i += 1;
        while i + 1 < arg.len() && arg[i].text(text) == "::" && arg[i + 1].kind == TokKind::Ident {
            parts.push(arg[i + 1].text(text));
            i += 2;
        }
        if !(parts.len() == 1 && matches!(parts[0], "true" | "false")) {
            names.push((start, absolute, parts));
        }
    }
    names
}
