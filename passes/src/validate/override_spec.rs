//! A member function declared `override` must override a virtual function
//! of a base class (#1455, at its name, before the #997 its hiding may
//! add). cufe says so only where it is sure: every base of the class is
//! known (no template, no class the unit does not declare), and every
//! virtual function of that name in the bases surely differs in its
//! parameters — a parameter type cufe cannot compare (a typedef, a
//! template) keeps it silent.

use crate::diag::Diag;
use crate::scoped::ScopedStr;
use crate::il::EntityKind;
use crate::symbols::{Symbol, SymbolTable};
use cufe_tables::tag;

/// Bases nested deeper than this are taken as unknown.
const MAX_DEPTH: u32 = 32;

/// #1455 for `sym`, a member of the non-template `class` declared with
/// `override` at name offset `at`, when it surely overrides nothing.
pub(super) fn not_overriding(table: &SymbolTable, class: &Symbol, sym: &Symbol, at: u32) -> Option<Diag> {
    if !bases_known(table, class, 0) {
        return None;
    }
    let mut bases = Vec::new();
    all_bases(table, class, &mut bases, 0);
    let candidates = bases.iter().flat_map(|b| table.lookup(&format!("{}::{}", b.qname, sym.name)).map(move |(_, s)| (*b, s))).filter(|(_, s)| s.kind == EntityKind::Function && !s.out_of_scope && s.is_virtual);
    let own_scope = class.qname.as_str();
    for (base, f) in candidates {
        if !surely_differ(table, (own_scope, sym), (base.qname.as_str(), f)) {
            return None;
        }
    }
    Some(Diag::new(tag::OVERRIDE_MEMBER_DOES_NOT_OVERRIDE, at, sym.decl))
}

/// Every base of `class`, all the way up, is a class the unit defines and
/// no template or template instance.
pub(super) fn bases_known(table: &SymbolTable, class: &Symbol, depth: u32) -> bool {
    if depth > MAX_DEPTH {
        return false;
    }
    let scope = enclosing(&class.qname);
    class.detail.base_types.len() == class.bases.len()
        && class.detail.base_types.iter().all(|written| !written.contains('<'))
        && class.bases.iter().all(|b| resolve_base(table, b.as_str(), scope).is_some_and(|bc| bc.detail.tparams.is_empty() && bc.template.is_none() && bases_known(table, bc, depth + 1)))
}

fn all_bases<'t>(table: &'t SymbolTable, class: &'t Symbol, out: &mut Vec<&'t Symbol>, depth: u32) {
    if depth > MAX_DEPTH {
        return;
    }
    let scope = enclosing(&class.qname);
    for b in &class.bases {
        if let Some(bc) = resolve_base(table, b.as_str(), scope) {
            if !out.iter().any(|o| o.qname == bc.qname) {
                out.push(bc);
                all_bases(table, bc, out, depth + 1);
            }
        }
    }
}

/// The class a base specifier names from `scope`: a class, or a typedef
/// or alias declaration naming one (`typedef A AA; struct D : AA`).
pub(super) fn resolve_base<'t>(table: &'t SymbolTable, name: &str, scope: &str) -> Option<&'t Symbol> {
    table.resolve_class(name, scope).or_else(|| {
        let alias = table.resolve_alias(name, scope)?;
        let target = alias.target.trim();
        let target = target.strip_prefix("struct ").or_else(|| target.strip_prefix("class ")).unwrap_or(target).trim_global();
        if target.contains(['<', '*', '&', ' ']) {
            return None;
        }
        table.resolve_class(target, enclosing(&alias.qname))
    })
}

fn enclosing(qname: &str) -> &str {
    qname.rsplit_once_scope().map_or("", |(a, _)| a)
}

/// Two functions, each with the scope its parameter types are looked up
/// from, surely do not have the same parameters and constness.
pub(super) fn surely_differ(table: &SymbolTable, (a_scope, a): (&str, &Symbol), (b_scope, b): (&str, &Symbol)) -> bool {
    a.is_const_member != b.is_const_member || params_relation(table, (a_scope, &a.params_key), (b_scope, &b.params_key)) == Relation::Differ
}

/// What cufe can tell of two parameter lists.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(super) enum Relation {
    Same,
    Differ,
    /// A type cufe cannot spell canonically (a template, an unknown name).
    Unknown,
}

/// Two parameter keys (`symbols::params_key`), each with the scope its
/// names are looked up from: the same list (`unsigned` and `unsigned
/// int`, a typedef and its type, a by-value parameter with and without
/// `const`), surely different ones, or cufe cannot tell.
pub(super) fn params_relation(table: &SymbolTable, (a_scope, a): (&str, &str), (b_scope, b): (&str, &str)) -> Relation {
    if a == b {
        return Relation::Same;
    }
    // A comma in a template argument list or a function type is no
    // separator cufe can trust.
    if [a, b].iter().any(|k| k.contains(['<', '(', '['])) {
        return Relation::Unknown;
    }
    let (pa, pb) = (split_params(a), split_params(b));
    if pa.len() != pb.len() {
        return Relation::Differ;
    }
    let mut relation = Relation::Same;
    for (x, y) in pa.iter().zip(&pb) {
        match (canonical(table, a_scope, x, 0), canonical(table, b_scope, y, 0)) {
            (Some(x), Some(y)) if x != y => return Relation::Differ,
            (Some(_), Some(_)) => {}
            _ => relation = Relation::Unknown,
        }
    }
    relation
}

fn split_params(key: &str) -> Vec<&str> {
    if key.is_empty() || key == "void" {
        Vec::new()
    } else {
        key.split(',').map(str::trim).collect()
    }
}

const ARITHMETIC_WORDS: &[&str] = &["void", "bool", "char", "wchar_t", "char8_t", "char16_t", "char32_t", "short", "int", "long", "float", "double", "signed", "unsigned"];

/// Typedefs naming typedefs deeper than this are taken as unknown.
const MAX_ALIASES: u32 = 8;

/// One parameter type spelled canonically: an arithmetic type's words in
/// one order (`long int` is `long`), a class by its qualified name, a
/// typedef by the type it names, then the declarator (`*`, `&`, `&&`);
/// `const` on a by-value parameter dropped. `None` when a name is none of
/// these.
fn canonical(table: &SymbolTable, scope: &str, piece: &str, depth: u32) -> Option<String> {
    let cut = piece.trim_end_matches(['*', '&', ' ']).len();
    let (ty, declarator) = piece.split_at(cut);
    let declarator: String = declarator.chars().filter(|c| !c.is_whitespace()).collect();
    let words: Vec<&str> = ty.split_whitespace().collect();
    let mut cv: Vec<&str> = words.iter().copied().filter(|w| matches!(*w, "const" | "volatile")).collect();
    let rest: Vec<&str> = words.iter().copied().filter(|w| !matches!(*w, "const" | "volatile" | "struct" | "class")).collect();
    let core = if rest.iter().all(|w| ARITHMETIC_WORDS.contains(w)) {
        arithmetic(&rest)
    } else {
        let [name] = rest.as_slice() else { return None };
        let name = name.trim_global();
        if let Some(alias) = table.resolve_alias(name, scope).filter(|a| a.extents.is_empty() && depth < MAX_ALIASES) {
            // A typedef of a pointer with `const` on it is a const pointer,
            // which the written order cannot say.
            if !cv.is_empty() && alias.target.contains(['*', '&']) {
                return None;
            }
            let target = format!("{} {}{declarator}", cv.join(" "), alias.target);
            return canonical(table, enclosing(&alias.qname), target.trim(), depth + 1);
        }
        let class = table.resolve_class(name, scope).filter(|c| c.detail.tparams.is_empty())?;
        format!("class {}", class.qname)
    };
    if declarator.is_empty() {
        cv.clear();
    }
    cv.sort_unstable();
    cv.dedup();
    Some(format!("{}|{core}|{declarator}", cv.join(" ")))
}

/// The canonical spelling of an arithmetic type's words.
fn arithmetic(words: &[&str]) -> String {
    let (mut longs, mut short, mut signed, mut unsigned, mut base) = (0, false, false, false, None);
    for &w in words {
        match w {
            "long" => longs += 1,
            "short" => short = true,
            "signed" => signed = true,
            "unsigned" => unsigned = true,
            "int" => base = base.or(Some("int")),
            w => base = Some(w),
        }
    }
    let base = base.unwrap_or("int");
    // Only `char` tells `signed` apart from nothing.
    let sign = if unsigned { "unsigned " } else if signed && base == "char" { "signed " } else { "" };
    format!("{sign}{}{}{base}", if short { "short " } else { "" }, "long ".repeat(longs))
}
