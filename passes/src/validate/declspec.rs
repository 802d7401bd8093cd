//! `__declspec(...)` on a Linux host: gcc mode has no such keyword, so
//! cudafe++ reads `__declspec` as an undeclared name and reports what its
//! parser's error recovery makes of a declaration that starts with one.
//! Two shapes, one per spelling of the CUDA keyword inside:
//!
//! * `__declspec(__global__) void k(...) {...}` (the keyword macro
//!   undefined, or any plain name): a declaration with no type, the name
//!   undefined, and a `;` expected where the real declaration starts; the
//!   rest of it is skipped.
//! * `__declspec(__attribute__((global))) void k(int *p) {...}` (the
//!   keyword macro in effect): `__declspec` becomes a function of implicit
//!   `int` whose parameter list holds only an attribute (which applies to
//!   nothing), a `{` is expected where the real declaration starts, and the
//!   next braces are read as `__declspec`'s body: its names are undefined
//!   there and it never returns a value.
//!
//! Only a declaration that starts with `__declspec` is diagnosed;
//! elsewhere the group is ignored, as before.

use super::ItemView;
use crate::diag::Diag;
use crate::lexer::{TokKind, Token};
use crate::parse::AttrSyntax;
use crate::symbols::SymbolTable;
use crate::table::Tables;
use cufe_tables::{tag, Severity};

pub fn check(item: &ItemView<'_>, table: &SymbolTable, tables: &Tables) -> Vec<Diag> {
    let toks = &item.scan.ast.tokens;
    let Some(group) = item.scan.ast.attrs.iter().find(|g| g.syntax == AttrSyntax::Declspec) else { return Vec::new() };
    // The declaration starts with it (the group's keyword is the first token).
    if group.first < 2 || toks.first().is_none_or(|t| t.start != group.span.start) {
        return Vec::new();
    }
    let text = item.text;
    let word = |k: usize| toks.get(k).map_or("", |t| t.text(text));
    let (first, close) = (group.first as usize, group.last as usize);
    let Some(after) = toks.get(close + 1) else { return Vec::new() };
    let keyword = &toks[0];
    let mut diags = Vec::new();
    let order = 0;
    if word(first) == "__attribute__" && word(first + 1) == "(" && word(first + 2) == "(" {
        diags.push(Diag::new(tag::EXP_TYPE_SPECIFIER, toks[close].start, order));
        if let Some(name) = toks.get(first + 3).filter(|t| t.kind == TokKind::Ident) {
            let spelled = name.text(text);
            let shown = tables.attrs.find(crate::lookup::strip_underscores(spelled), "").map(|i| tables.attrs.row(i)).filter(|row| row.kind.is_some()).map_or(spelled.to_string(), |row| row.display.to_string());
            diags.push(Diag::new(tag::WRONG_ENTITY_FOR_ATTRIBUTE, name.start, order).arg(shown));
        }
        diags.push(Diag::new(tag::MISSING_TYPE_SPECIFIER, keyword.start, order).with_severity(Severity::Error));
        diags.push(Diag::new(tag::EXP_LBRACE, after.start, order));
        diags.extend(body_of_declspec(text, toks, close + 1, table));
    } else if toks[first].kind == TokKind::Ident {
        diags.push(Diag::new(tag::MISSING_DECL_SPECIFIERS, keyword.start, order));
        let name = word(first);
        if !table.knows(name) {
            diags.push(Diag::new(tag::UNDEFINED_IDENTIFIER, toks[first].start, order).arg(name));
        }
        diags.push(Diag::new(tag::EXP_SEMICOLON, after.start, order));
    }
    diags
}

/// The braces after `from` read as the body of a function `__declspec`
/// returning `int`: each name no declaration declares is undefined (once;
/// a called one is left alone, it may come from a header cufe skipped),
/// and the end is reached without a return.
fn body_of_declspec(text: &str, toks: &[Token], from: usize, table: &SymbolTable) -> Vec<Diag> {
    let mut diags = Vec::new();
    let Some(open) = (from..toks.len()).find(|&k| toks[k].text(text) == "{") else { return diags };
    let close = crate::lexer::skip_group(text, toks, open).saturating_sub(1);
    // Names reported, and names the body declares (after a type word or
    // a declarator's `*`/`&`).
    let mut reported: Vec<&str> = Vec::new();
    let mut locals: Vec<&str> = Vec::new();
    let mut returns = false;
    for k in open + 1..close {
        let t = &toks[k];
        let name = t.text(text);
        returns |= name == "return";
        if t.kind != TokKind::Ident || reported.contains(&name) || locals.contains(&name) || crate::lower::emit::is_cxx_keyword(name) {
            continue;
        }
        let prev = toks[k - 1].text(text);
        if toks[k - 1].kind == TokKind::Ident || matches!(prev, "*" | "&") && toks.get(k + 1).is_some_and(|n| matches!(n.text(text), "=" | ";" | "," | "[")) {
            locals.push(name);
            continue;
        }
        let member = matches!(prev, "." | "->" | "::");
        let called = toks.get(k + 1).is_some_and(|n| n.text(text) == "(");
        if member || called || table.knows(name) || crate::lower::emit::builtin_variable(name).is_some() {
            continue;
        }
        reported.push(name);
        diags.push(Diag::new(tag::UNDEFINED_IDENTIFIER, t.start, 0).arg(name));
    }
    if !returns {
        if let Some(end) = toks.get(close) {
            diags.push(Diag::new(tag::IMPLICIT_RETURN_FROM_NON_VOID_FUNCTION, end.start, 0).name("function \"__declspec\"").with_severity(Severity::Warning));
        }
    }
    diags
}
