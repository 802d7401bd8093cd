//! scan: declarations with raw attribute nodes.
//!
//! The parser delivers each attribute specifier as a token range; scan splits
//! a specifier into its attributes — `__attribute__((a, b(1)))`,
//! `[[gnu::x, y]]`, `[[using gnu: x]]`, `__declspec(a b)`, `alignas(n)` — and
//! records each one's name, scope, position and argument clause. The kind
//! byte stays unset until lookup.

use crate::il::{AttrArgs, RawAttr, ScanIl};
use crate::lexer::{TokKind, Token};
use crate::name::Name;
use crate::parse::{parse_item, AttrGroup, AttrSyntax, Span};
use la_arena::Arena;

pub fn scan_item(text: &str) -> ScanIl {
    scan_ast(text, parse_item(text, None))
}

/// Scan of an item whose tokens the item split already produced.
pub fn scan_tokens(text: &str, tokens: std::sync::Arc<[Token]>) -> ScanIl {
    scan_ast(text, crate::parse::parse_tokens(text, tokens, None))
}

fn scan_ast(text: &str, ast: crate::parse::Ast) -> ScanIl {
    let mut attrs = Arena::new();
    for group in &ast.attrs {
        split_group(text, &ast.tokens, group, &mut attrs);
    }
    // Kept with the item for the whole run: no spare capacity.
    attrs.shrink_to_fit();
    ScanIl { ast, attrs }
}

/// Splits one attribute specifier into its attributes (also used on the
/// specifiers of a namespace's opening, which no item holds).
pub fn split_group(text: &str, toks: &[Token], group: &AttrGroup, out: &mut Arena<RawAttr>) {
    let inner = toks.get(group.first as usize..group.last as usize).unwrap_or(&[]);
    match group.syntax {
        AttrSyntax::Alignas => {
            let name_tok = toks.get((group.first as usize).saturating_sub(2));
            let name_span = name_tok.map_or(group.span, span_of);
            let args = args_of(text, toks, group.first.saturating_sub(1) as usize);
            out.alloc(raw(group, Name::new("alignas"), None, name_span, args));
        }
        AttrSyntax::Keyword => {
            if let Some(tok) = toks.get(group.first as usize) {
                out.alloc(raw(group, Name::new(tok.text(text)), None, span_of(tok), None));
            }
        }
        // gcc mode has no `__declspec`: nothing in it is an attribute
        // (validate reports what cudafe++ makes of it).
        AttrSyntax::Declspec => {}
        AttrSyntax::Gnu | AttrSyntax::Cxx11 => {
            let mut i = 0;
            let mut using_ns = None;
            if group.syntax == AttrSyntax::Cxx11 && inner.first().is_some_and(|t| t.text(text) == "using") {
                if let (Some(ns), Some(colon)) = (inner.get(1), inner.get(2)) {
                    if colon.text(text) == ":" {
                        using_ns = Some((Name::new(ns.text(text)), span_of(ns)));
                        i = 3;
                    }
                }
            }
            while i < inner.len() {
                let t = inner[i].text(text);
                if t == "," || inner[i].kind == TokKind::Punct && t != "::" {
                    i += 1;
                    continue;
                }
                let abs = group.first as usize + i;
                let (attr, next) = one_attr(text, toks, group, abs, using_ns);
                out.alloc(attr);
                // Skip to the next top-level comma.
                let mut j = next - group.first as usize;
                while j < inner.len() && inner[j].text(text) != "," {
                    j += 1;
                }
                i = j.max(i + 1);
            }
        }
    }
}

/// One attribute starting at token `at`: `[ns ::] name [( args )]`.
fn one_attr(text: &str, toks: &[Token], group: &AttrGroup, at: usize, using_ns: Option<(Name, Span)>) -> (RawAttr, usize) {
    let mut i = at;
    let mut namespace = using_ns.map(|(n, _)| n);
    let mut start = span_of(&toks[i]).start;
    if toks.get(i + 1).is_some_and(|t| t.text(text) == "::") && toks.get(i + 2).is_some() {
        namespace = Some(Name::new(toks[i].text(text)));
        start = toks[i].start;
        i += 2;
    }
    let name_tok = toks[i];
    let name_span = Span { start, end: name_tok.end() };
    i += 1;
    let args = if toks.get(i).is_some_and(|t| t.text(text) == "(") { args_of(text, toks, i) } else { None };
    let next = match &args {
        Some(a) => a.last as usize + 1,
        None => i,
    };
    (raw(group, Name::new(name_tok.text(text)), namespace, name_span, args), next.max(at + 1))
}

/// The balanced clause whose `(` is token `open`.
fn args_of(text: &str, toks: &[Token], open: usize) -> Option<AttrArgs> {
    let mut depth = 0usize;
    for (i, t) in toks.iter().enumerate().skip(open) {
        match t.text(text) {
            "(" | "[" | "{" => depth += 1,
            ")" | "]" | "}" => {
                depth = depth.saturating_sub(1);
                if depth == 0 {
                    let span = Span { start: toks[open].start, end: t.end() };
                    return Some(AttrArgs { first: open as u32 + 1, last: i as u32, span, close: span_of(t) });
                }
            }
            _ => {}
        }
    }
    None
}

fn span_of(t: &Token) -> Span {
    Span { start: t.start, end: t.end() }
}

fn raw(group: &AttrGroup, name: Name, namespace: Option<Name>, name_span: Span, args: Option<AttrArgs>) -> RawAttr {
    RawAttr { name, namespace, syntax: group.syntax, position: group.position, owner: group.owner, name_span, group_span: group.span, args }
}
