//! Attributes on namespace definitions (`namespace __attribute__((device))
//! n {`). The item split steps over a namespace's opening, so these stand
//! in the text between items: the driver hands each such gap here.
//!
//! A namespace is a target of few attributes (`visibility`, `deprecated`,
//! `abi_tag`: rows with the `Namespace` target); cudafe++ ignores any other
//! one it knows with #1835, as on any entity it does not apply to, and
//! names a CUDA keyword expanded inside an attribute list by the
//! `__attribute__` it became. `abi_tag` on a namespace that is not inline
//! is ignored with #2744.

use crate::diag::Diag;
use crate::il::RawAttr;
use crate::lexer::{lex, TokKind, Token};
use crate::options::Config;
use crate::parse::{AttrGroup, AttrPos, AttrSyntax, DeclIdx, Span};
use crate::table::Tables;
use cufe_tables::{tag, Target};
use la_arena::{Arena, RawIdx};

/// The diagnostics of the namespace openings in `gap` (text between two
/// items), offsets relative to it.
pub fn opening_diags(gap: &str, tables: &Tables, cfg: &Config) -> Vec<Diag> {
    let mut diags = Vec::new();
    if !gap.contains("namespace") {
        return diags;
    }
    let toks: Vec<Token> = lex(gap).into_iter().filter(|t| t.kind != TokKind::Directive).collect();
    let text = |i: usize| toks.get(i).map_or("", |t| t.text(gap));
    for i in (0..toks.len()).filter(|&i| text(i) == "namespace") {
        let inline = i > 0 && text(i - 1) == "inline";
        let mut attrs = Arena::new();
        for group in specifiers(gap, &toks, i + 1, &mut diags) {
            crate::scan::split_group(gap, &toks, &group, &mut attrs);
        }
        for (_, raw) in attrs.iter() {
            check(raw, inline, tables, cfg, &mut diags);
        }
    }
    diags
}

/// The attribute specifiers of the opening whose name (or attributes)
/// start at token `i`: GNU ones anywhere before the `{`, standard ones
/// before the name (after it, EDG wanted the `{`: #130).
fn specifiers(gap: &str, toks: &[Token], mut i: usize, diags: &mut Vec<Diag>) -> Vec<AttrGroup> {
    let text = |i: usize| toks.get(i).map_or("", |t| t.text(gap));
    let mut groups = Vec::new();
    let mut named = false;
    loop {
        // In a nested namespace definition's name (`a::b`), EDG wants a
        // name after each `::`: an attribute there is #40, and a GNU one
        // is not applied (#1098 at its first attribute); a standard one
        // ends the opening (#130).
        let after_scope = named && text(i.wrapping_sub(1)) == "::";
        let syntax = match (text(i), text(i + 1)) {
            ("__attribute__" | "__attribute", "(") if after_scope => {
                diags.push(Diag::new(tag::EXP_IDENTIFIER, toks[i].start, 0).with_severity(cufe_tables::Severity::Error));
                if let Some(first) = toks.get(i + 3).filter(|t| t.kind == TokKind::Ident && text(i + 2) == "(") {
                    diags.push(Diag::new(tag::ATTRIBUTE_NOT_ALLOWED, first.start, 0));
                }
                i = crate::lexer::skip_group(gap, toks, i + 1);
                continue;
            }
            ("[", "[") if after_scope => {
                diags.push(Diag::new(tag::EXP_IDENTIFIER, toks[i].start, 0).with_severity(cufe_tables::Severity::Error));
                diags.push(Diag::new(tag::EXP_LBRACE, toks[i].start, 0));
                return groups;
            }
            ("__attribute__" | "__attribute", "(") => AttrSyntax::Gnu,
            ("[", "[") if !named => AttrSyntax::Cxx11,
            ("[", "[") => {
                diags.push(Diag::new(tag::EXP_LBRACE, toks[i].start, 0));
                return groups;
            }
            ("inline" | "::", _) => {
                i += 1;
                continue;
            }
            (_, _) if toks.get(i).is_some_and(|t| t.kind == TokKind::Ident) => {
                named = true;
                i += 1;
                continue;
            }
            _ => return groups,
        };
        let open = if syntax == AttrSyntax::Gnu { i + 1 } else { i };
        let end = crate::lexer::skip_group(gap, toks, open);
        let (Some(first), Some(last)) = (toks.get(i), end.checked_sub(1).and_then(|k| toks.get(k))) else { return groups };
        let span = Span { start: first.start, end: last.end() };
        let (inner_first, inner_last) = (open + 2, end.saturating_sub(2).max(open + 2));
        groups.push(AttrGroup { syntax, position: AttrPos::Leading, owner: DeclIdx::from_raw(RawIdx::from(0)), span, first: inner_first as u32, last: inner_last as u32 });
        i = end;
    }
}

/// One attribute of a namespace's opening.
fn check(raw: &RawAttr, inline: bool, tables: &Tables, cfg: &Config, diags: &mut Vec<Diag>) {
    let at = raw.name_span.start;
    if raw.name.as_str() == "__attribute__" && raw.syntax == AttrSyntax::Gnu {
        diags.push(Diag::new(tag::WRONG_ENTITY_FOR_ATTRIBUTE, at, 0).arg("__attribute__"));
        return;
    }
    let Some(row) = crate::lookup::resolve(raw, &tables.attrs, cfg, diags, 0).row.map(|r| tables.attrs.row(r)) else { return };
    if !row.targets.contains(&Target::Namespace) {
        diags.push(Diag::new(tag::WRONG_ENTITY_FOR_ATTRIBUTE, at, 0).arg(crate::handlers::rules::name_not_applying(row, raw)));
    } else if row.name == "abi_tag" && !inline {
        diags.push(Diag::new(tag::IGNORING_ATTRIBUTE_ON_NON_INLINE_NAMESPACE, at, 0));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn messages(gap: &str) -> Vec<(u16, u32, Vec<String>)> {
        let tables = crate::table::TableSet::builtin();
        opening_diags(gap, &tables, &Config::default()).into_iter().map(|d| (d.id.0, d.at.unwrap_or(0), d.args.iter().map(|a| a.1.clone()).collect())).collect()
    }

    #[test]
    fn a_cuda_attribute_on_a_namespace_does_not_apply() {
        let got = messages("namespace __attribute__((device, host)) a { ");
        assert_eq!(got, vec![(1835, 25, vec!["__device__".to_string()]), (1835, 33, vec!["__host__".to_string()])]);
    }

    #[test]
    fn an_attribute_after_a_nested_namespace_scope_is_no_name() {
        assert_eq!(messages("namespace a::__attribute__((device, host)) b { "), vec![(40, 13, vec![]), (1098, 28, vec![])]);
        assert_eq!(messages("namespace a:: [[deprecated]] b { "), vec![(40, 14, vec![]), (130, 14, vec![])]);
    }

    #[test]
    fn visibility_and_deprecated_apply_to_a_namespace() {
        assert!(messages("namespace [[deprecated]] a { } namespace __attribute__((visibility(\"default\"))) b { ").is_empty());
        assert_eq!(messages("namespace __attribute__((abi_tag(\"v\"))) c {").len(), 1);
        assert!(messages("inline namespace __attribute__((abi_tag(\"v\"))) c {").is_empty());
    }
}
