//! A class (or enumeration) definition not ended by its `;`
//! (`struct S { ... }` then `__global__ void k() { ... }`). EDG goes on with
//! the class's declaration: the decl-specifiers and attributes after the
//! `}` are taken in, an identifier is the declarator. At the first token
//! that cannot go on (a type keyword, a class-key, `namespace`, `using`,
//! `template`, a `}`, the end of the source) it says "expected a ;" and
//! parses a new declaration from that token — without the specifiers and
//! attributes it took in, which then apply to nothing (#1866; `inline`,
//! `constexpr` and a linkage specification are errors). After an
//! identifier, the token behind it must go on with an init-declarator;
//! otherwise "expected a ;" there, and EDG skips to the next `;`.
//!
//! The item split ends a class item before the token that starts the new
//! declaration (`restarts`), so that declaration is an item of its own; the
//! driver reports the missing `;` at it (see `Unended`).

use crate::diag::Diag;
use crate::lexer::{skip_group, TokKind, Token};
use super::members::angles_end;
use cufe_tables::tag;
use crate::parse::TYPE_KEYWORDS;

/// What a token after a class body's `}` is to EDG's declaration parse.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Follow {
    /// A decl-specifier the class's declaration takes in.
    Specifier,
    /// Starts an attribute specifier (`__attribute__((...))`, `[[...]]`).
    Attribute,
    /// Cannot go on with the declaration: a new one starts here.
    Restart,
    /// Anything else (a declarator, the `;`): the declaration goes on.
    Other,
}

/// How `word` (the token at `i` of `toks`, followed by `next`) goes on
/// after a class body; `template_item`: the class is a template's, whose
/// declaration takes in no `inline` or `constexpr`.
pub fn follow(word: &str, kind: TokKind, next: &str, template_item: bool) -> Follow {
    match word {
        "__attribute__" | "__attribute" | "__declspec" | "alignas" if next == "(" => Follow::Attribute,
        "[" if next == "[" => Follow::Attribute,
        "inline" | "__inline__" | "__inline" | "constexpr" if template_item => Follow::Restart,
        "static" | "extern" | "const" | "volatile" | "inline" | "__inline__" | "__inline" | "constexpr" | "typedef" | "register" | "thread_local" | "__thread" | "mutable" | "__noinline__" => Follow::Specifier,
        "struct" | "class" | "union" | "enum" | "typename" | "auto" | "decltype" | "namespace" | "using" | "static_assert" | "template" => Follow::Restart,
        _ if kind == TokKind::Ident && TYPE_KEYWORDS.contains(&word) => Follow::Restart,
        _ => Follow::Other,
    }
}

/// One attribute the class's declaration took in, by the offset of its
/// name.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
struct Taken {
    at: u32,
    /// `[[...]]`, `noinline`, `always_inline` before any `inline`:
    /// EDG says at once that it does not apply here (#1835).
    misplaced: bool,
    /// `always_inline` after an `inline` keyword.
    after_inline: bool,
}

/// The missing `;` after an item's class definition, as EDG reports it.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct Unended {
    /// The offsets of the class body's braces: the item's own diagnostics
    /// outside are of tokens EDG parses otherwise.
    pub body: (u32, u32),
    /// The class is a template's: EDG skips from the token after the item
    /// to the next `;`.
    pub template: bool,
    /// Where "expected a ;" is, item-relative, when inside the item (an
    /// identifier's declarator went on wrong); `None`: at the token
    /// after the item (the one the new declaration starts with).
    pub at: Option<u32>,
    /// `extern "C"` among the specifiers taken in: the `extern`'s offset.
    pub linkage: Option<u32>,
    /// An `inline` keyword was taken in (the error is at the item's start).
    pub inline: bool,
    /// A `constexpr` taken in: its offset.
    pub constexpr: Option<u32>,
    /// Attributes that do not apply here (#1835): offset, name.
    pub misplaced: Vec<(u32, String)>,
    /// The attribute #1866 names: the first that is not misplaced (an
    /// `always_inline` after `inline` first), unless the class is a
    /// template's.
    pub unattached: Option<u32>,
}

/// Whether an item's tokens are a class definition whose `}` no `;`
/// follows, and what EDG says about it.
pub fn unended(text: &str, toks: &[Token]) -> Option<Unended> {
    let word = |i: usize| toks.get(i).map_or("", |t| t.text(text));
    let template_item = word(0) == "template";
    let (open, close) = class_body(text, toks)?;
    let body = (toks.get(open)?.start, toks.get(close)?.start);
    let mut out = Unended { body, template: template_item, ..Unended::default() };
    let mut taken: Vec<Taken> = Vec::new();
    let mut seen_inline = false;
    let mut i = close + 1;
    while let Some(tok) = toks.get(i) {
        let w = tok.text(text);
        match follow(w, tok.kind, word(i + 1), template_item) {
            Follow::Attribute => {
                let end = skip_group(text, toks, if w == "[" { i } else { i + 1 });
                take_attributes(text, toks, i, end, seen_inline, &mut taken);
                i = end;
                continue;
            }
            Follow::Specifier => {
                match w {
                    "extern" if toks.get(i + 1).is_some_and(|t| t.kind == TokKind::Str) => {
                        out.linkage.get_or_insert(tok.start);
                        i += 1;
                    }
                    "inline" | "__inline__" | "__inline" => {
                        seen_inline = true;
                        out.inline = true;
                    }
                    "constexpr" => {
                        out.constexpr.get_or_insert(tok.start);
                    }
                    "__noinline__" => taken.push(Taken { at: tok.start, misplaced: true, after_inline: false }),
                    _ => {}
                }
                i += 1;
            }
            Follow::Restart => return None,
            Follow::Other if tok.kind == TokKind::Ident => {
                // The declarator: what follows it must go on with it.
                let next = toks.get(i + 1)?;
                if matches!(next.text(text), ";" | "," | "=" | "(" | "[" | ":" | "{" | "::" | "<") {
                    return None;
                }
                out.at = Some(next.start);
                break;
            }
            Follow::Other => return None,
        }
    }
    out.misplaced = taken.iter().filter(|t| t.misplaced).map(|t| (t.at, attribute_name(text, toks, t.at))).collect();
    if !template_item {
        let applied = || taken.iter().filter(|t| !t.misplaced);
        out.unattached = applied().find(|t| t.after_inline).or_else(|| applied().next()).map(|t| t.at);
    }
    Some(out)
}

/// The indexes of the braces of the item's class body at depth 0, when
/// the item is a class definition (a class-key before the first brace, no
/// parenthesis or `=` before it).
fn class_body(text: &str, toks: &[Token]) -> Option<(usize, usize)> {
    let mut i = 0;
    let mut class_key = false;
    while let Some(tok) = toks.get(i) {
        match tok.text(text) {
            "struct" | "class" | "union" | "enum" => class_key = true,
            "template" if toks.get(i + 1).is_some_and(|t| t.text(text) == "<") => {
                i = angles_end(text, toks, i + 1);
                continue;
            }
            "__attribute__" | "__attribute" | "__declspec" | "alignas" | "decltype" | "(" | "[" => {
                if tok.text(text) == "(" {
                    return None;
                }
                i = skip_group(text, toks, if tok.text(text) == "[" { i } else { i + 1 });
                continue;
            }
            "=" | ";" | "}" => return None,
            "{" if class_key => break,
            "{" => return None,
            _ => {}
        }
        i += 1;
    }
    Some((i, brace_match(text, toks, i)?))
}

/// The index of the `}` closing the brace at `open`; `None` when the
/// item ends first (a class the end of the source cuts off is
/// `unclosed`'s).
fn brace_match(text: &str, toks: &[Token], open: usize) -> Option<usize> {
    let mut depth = 0usize;
    for (i, tok) in toks.iter().enumerate().skip(open) {
        match tok.text(text) {
            "{" => depth += 1,
            "}" => {
                depth = depth.checked_sub(1)?;
                if depth == 0 {
                    return Some(i);
                }
            }
            _ => {}
        }
    }
    None
}

/// The attributes of the specifier at `from..end` (`__attribute__((a, b(1)))`
/// or `[[a, b]]`), in order.
fn take_attributes(text: &str, toks: &[Token], from: usize, end: usize, seen_inline: bool, taken: &mut Vec<Taken>) {
    let standard = toks.get(from).is_some_and(|t| t.text(text) == "[");
    // The attribute names: identifiers at depth 2 of the specifier's groups.
    let mut depth = 0usize;
    let mut expect_name = false;
    for tok in toks.get(from..end).unwrap_or(&[]) {
        match tok.text(text) {
            "(" | "[" => {
                depth += 1;
                expect_name = depth == 2;
            }
            ")" | "]" => depth = depth.saturating_sub(1),
            "," if depth == 2 => expect_name = true,
            w if expect_name && tok.kind == TokKind::Ident => {
                expect_name = false;
                let name = w.trim_start_matches("__").trim_end_matches("__");
                if !standard && CLASS_ATTRIBUTES.contains(&name) {
                    continue;
                }
                let misplaced = standard || name == "noinline" || name == "always_inline" && !seen_inline;
                taken.push(Taken { at: tok.start, misplaced, after_inline: name == "always_inline" && seen_inline });
            }
            _ => expect_name = false,
        }
    }
}

/// The first class definition nested in the item's braces (a member
/// class, a local class) that no `;` ends before a token starting a new
/// declaration: that token's offset, where EDG expects the `;` (and from
/// which it parses on, a new member or statement).
pub fn nested(text: &str, toks: &[Token]) -> Option<u32> {
    let mut depth = 0usize;
    let mut i = 0;
    while let Some(tok) = toks.get(i) {
        match tok.text(text) {
            "{" => depth += 1,
            "}" => depth = depth.saturating_sub(1),
            "struct" | "class" | "union" | "enum" if depth > 0 => {
                if let Some(close) = nested_body_end(text, toks, i + 1) {
                    if let Some(at) = restart_after(text, toks, close + 1) {
                        return Some(at);
                    }
                    i = close + 1;
                    continue;
                }
            }
            _ => {}
        }
        i += 1;
    }
    None
}

/// The index of the `}` of the class body a class-key's head (from `i`)
/// opens, when it is a definition: a name, template arguments, a base
/// clause, attributes, then the `{`.
fn nested_body_end(text: &str, toks: &[Token], mut i: usize) -> Option<usize> {
    let mut bases = false;
    while let Some(tok) = toks.get(i) {
        match tok.text(text) {
            "{" => return brace_match(text, toks, i),
            "__attribute__" | "__attribute" | "__declspec" | "alignas" | "__align__" => {
                i = skip_group(text, toks, i + 1);
                continue;
            }
            "[" if toks.get(i + 1).is_some_and(|t| t.text(text) == "[") => {
                i = skip_group(text, toks, i);
                continue;
            }
            "<" => {
                i = angles_end(text, toks, i);
                continue;
            }
            ":" => bases = true,
            "::" | "final" | "class" => {}
            "," if bases => {}
            _ if tok.kind == TokKind::Ident => {}
            _ => return None,
        }
        i += 1;
    }
    None
}

/// The offset of the token starting a new declaration after the
/// specifiers and attributes from `i` on, if one does.
fn restart_after(text: &str, toks: &[Token], mut i: usize) -> Option<u32> {
    loop {
        let tok = toks.get(i)?;
        let w = tok.text(text);
        match follow(w, tok.kind, toks.get(i + 1).map_or("", |t| t.text(text)), false) {
            Follow::Attribute => i = skip_group(text, toks, if w == "[" { i } else { i + 1 }),
            Follow::Specifier => i += 1,
            Follow::Restart => return Some(tok.start),
            Follow::Other => return None,
        }
    }
}

/// GNU attributes that apply to the class type itself, not to the
/// declaration's entities.
const CLASS_ATTRIBUTES: &[&str] = &["aligned", "packed", "may_alias", "transparent_union"];

/// The name of the attribute at offset `at`, as #1835 quotes it.
fn attribute_name(text: &str, toks: &[Token], at: u32) -> String {
    let tok = toks.iter().find(|t| t.start == at);
    let w = tok.map_or("", |t| t.text(text));
    w.trim_start_matches("__").trim_end_matches("__").to_string()
}

impl Unended {
    /// EDG's diagnostics, item-relative: `next` is the offset of the token
    /// after the item (`None` at the end of the source), `template_next`
    /// whether that token is `template` (EDG then takes the template
    /// declaration in, and the rest of the source with it).
    pub fn diagnostics(&self, next: Option<u32>, template_next: bool) -> Vec<Diag> {
        let mut diags: Vec<Diag> = self.misplaced.iter().map(|(at, name)| Diag::new(tag::WRONG_ENTITY_FOR_ATTRIBUTE, *at, 0).arg(name.as_str())).collect();
        if let Some(at) = self.linkage {
            diags.push(Diag::new(tag::LINKAGE_SPECIFIER_NOT_ALLOWED, at, 0));
        }
        diags.sort_by_key(|d| d.at);
        let expected = |at: Option<u32>| at.map_or_else(|| Diag::at_end_of_source(tag::EXP_SEMICOLON), |at| Diag::new(tag::EXP_SEMICOLON, at, 0));
        if template_next && self.at.is_none() {
            diags.extend(next.map(|at| Diag::new(tag::TEMPLATE_NOT_ALLOWED, at, 0)));
            diags.push(expected(None));
            return diags;
        }
        diags.push(expected(self.at.or(next)));
        if self.inline {
            diags.push(Diag::new(tag::INLINE_AND_NONFUNCTION, 0, 0));
        }
        diags.extend(self.constexpr.map(|at| Diag::new(tag::INVALID_CONSTEXPR, at, 0)));
        if self.at.is_none() {
            diags.extend(self.unattached.map(|at| Diag::new(tag::UNATTACHED_ATTRIBUTE, at, 0)));
        }
        diags
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn run(text: &str) -> Option<Unended> {
        unended(text, &crate::lexer::lex(text))
    }

    #[test]
    fn a_class_then_attributes_then_nothing() {
        let u = run("struct A { int x; } static __attribute__((device))").unwrap();
        assert_eq!(u.at, None);
        assert_eq!(u.unattached, Some(42));
        let u = run("template <class T> struct A { T x; } __attribute__((global))").unwrap();
        assert_eq!(u.unattached, None);
        let u = run("struct A { int x; } __attribute__((device)) __inline__ __attribute__((always_inline))").unwrap();
        assert!(u.inline);
        assert_eq!(u.unattached, Some(70));
    }

    #[test]
    fn nested_classes() {
        let at = |text: &str| nested(text, &crate::lexer::lex(text));
        assert_eq!(at("class B { struct N { int l; } __attribute__((device)) int root(); };"), Some(54));
        assert_eq!(at("class B { struct N { int l; } n; enum class E : int { A } e; };"), None);
        assert_eq!(at("void f() { struct L { int a; }\n int x = 0; }"), Some(32));
        assert_eq!(at("void f() { struct L *p = 0; int x = 0; }"), None);
        assert_eq!(at("struct A { int x; } int y;"), None);
    }

    #[test]
    fn a_declarator_that_cannot_go_on() {
        assert_eq!(run("struct V { float x; } V add(V a) { return a; }").unwrap().at, Some(24));
        assert_eq!(run("struct V { float x; } s;"), None);
        assert_eq!(run("struct V { float x; } s = {1};"), None);
        assert_eq!(run("struct V { float x; }").map(|u| u.at), Some(None));
        assert_eq!(run("void f() { }"), None);
        assert_eq!(run("int a[] = {1, 2}"), None);
    }
}
