//! Typos between a class's members: an access specifier without its `:`
//! (`private` then `char *base;`: "expected a :" at the token after it),
//! and a member declaration without its `;` (`float ms` then `void
//! start() {}`). EDG sees the end of a declarator (a name, a `]`, a `)`,
//! a literal ending an initializer), then — past GNU attributes, which a
//! declarator may end with, and which then do not apply (#1835 for the
//! CUDA ones, which the attribute pass reports) — a token that starts another member: a type keyword, a
//! class-key, a specifier, `template`, `using`, an access specifier or the
//! class's `}`. It says "expected a ;" there and parses the next member
//! from it. Only the first such error of an item is reported, as for
//! statements.

use crate::diag::Diag;
use crate::lexer::{skip_group, TokKind, Token};
use crate::parse::TYPE_KEYWORDS;
use cufe_tables::tag;

/// Tokens that start a member declaration and cannot go on with one.
fn starts_member(word: &str, kind: TokKind) -> bool {
    match word {
        "struct" | "class" | "union" | "enum" | "static" | "template" | "using" | "typedef" | "friend" | "virtual" | "inline" | "constexpr" | "explicit" | "mutable"
        | "public" | "private" | "protected" | "}" | "auto" | "extern" => true,
        _ => kind == TokKind::Ident && TYPE_KEYWORDS.contains(&word),
    }
}

/// Identifiers that are no declarator's name: keywords, and the
/// reserved names GNU keywords and CUDA's attribute keywords have
/// (`__inline__`, `__nv_register_params__`, `_Alignas`).
fn is_keyword(word: &str) -> bool {
    let reserved = word.starts_with("__") || word.starts_with('_') && word.as_bytes().get(1).is_some_and(u8::is_ascii_uppercase);
    reserved
        || TYPE_KEYWORDS.contains(&word)
        || matches!(
            word,
            "const" | "volatile" | "static" | "inline" | "virtual" | "explicit" | "friend" | "constexpr" | "consteval" | "constinit" | "mutable" | "typedef" | "extern"
                | "register" | "thread_local" | "operator" | "template" | "typename" | "struct" | "class" | "union" | "enum" | "public" | "private" | "protected"
                | "noexcept" | "override" | "final" | "throw" | "decltype" | "sizeof" | "alignof" | "new" | "delete" | "auto" | "return" | "using" | "namespace"
                | "default" | "requires" | "__restrict__" | "__restrict" | "true" | "false" | "nullptr" | "this"
        )
}

/// Words whose parenthesized group is an attribute or a specifier's, not
/// a declarator's parameters.
fn group_keyword(word: &str) -> bool {
    matches!(word, "__attribute__" | "__attribute" | "__declspec" | "alignas" | "__align__" | "decltype" | "requires" | "noexcept" | "explicit" | "static_assert" | "sizeof" | "alignof" | "throw")
}

/// A typo between members.
pub struct Typo {
    pub diag: Diag,
    /// The first CUDA attribute between the declarator and the token that
    /// cannot go on: the attribute pass says it does not apply to that
    /// declarator (#1835), before this error.
    pub attribute: Option<u32>,
}

/// The first typo between the members of the item's classes.
pub fn check(text: &str, toks: &[Token]) -> Option<Typo> {
    let mut i = 0;
    while i < toks.len() {
        if let Some(open) = class_body_open(text, toks, i) {
            let close = skip_group(text, toks, open).saturating_sub(1);
            if let Some(typo) = members(text, toks, open + 1, close) {
                return Some(typo);
            }
            i = open + 1;
        } else {
            i += 1;
        }
    }
    None
}

/// When the token at `i` is a class-key (not an enumeration's) that opens
/// a class body: the body's `{`.
fn class_body_open(text: &str, toks: &[Token], i: usize) -> Option<usize> {
    let word = |k: usize| toks.get(k).map_or("", |t| t.text(text));
    if !matches!(word(i), "struct" | "class" | "union") || i > 0 && matches!(word(i - 1), "enum" | "friend" | "typename" | "template" | "<" | ",") {
        return None;
    }
    let mut k = i + 1;
    let mut bases = false;
    while let Some(tok) = toks.get(k) {
        match tok.text(text) {
            "{" => return Some(k),
            "__attribute__" | "__attribute" | "__declspec" | "alignas" | "__align__" => {
                k = skip_group(text, toks, k + 1);
                continue;
            }
            "<" => {
                k = angles_end(text, toks, k);
                continue;
            }
            "[" if word(k + 1) == "[" => {
                k = skip_group(text, toks, k);
                continue;
            }
            ":" => bases = true,
            "::" | "final" => {}
            "," if bases => {}
            _ if tok.kind == TokKind::Ident => {}
            _ => return None,
        }
        k += 1;
    }
    None
}

/// Past angle brackets opening at `i` (a template's parameter or
/// argument list), or at the `;` or brace that ends them unclosed.
pub(super) fn angles_end(text: &str, toks: &[Token], mut i: usize) -> usize {
    let mut depth = 0i32;
    while let Some(tok) = toks.get(i) {
        match tok.text(text) {
            "<" => depth += 1,
            ">" => depth -= 1,
            ">>" => depth -= 2,
            "(" | "[" => {
                i = skip_group(text, toks, i);
                continue;
            }
            ";" | "{" | "}" => return i,
            _ => {}
        }
        i += 1;
        if depth <= 0 {
            break;
        }
    }
    i
}

/// The first typo among the members in tokens `from..close` (`close`: the
/// class's `}`).
fn members(text: &str, toks: &[Token], from: usize, close: usize) -> Option<Typo> {
    let word = |k: usize| toks.get(k).map_or("", |t| t.text(text));
    let mut i = from;
    // Tokens of the current member so far, and whether the last one ends
    // a declarator.
    let mut member_len = 0usize;
    let mut declarator_end = false;
    // A parameter list or a trailing return type: a `{` is the body.
    let mut function = false;
    let mut attrs: Vec<u32> = Vec::new();
    while i <= close {
        let tok = toks.get(i)?;
        let w = tok.text(text);
        if member_len == 0 && matches!(w, "public" | "private" | "protected") {
            if word(i + 1) != ":" {
                return Some(Typo { diag: Diag::new(tag::EXP_COLON, toks.get(i + 1)?.start, 0), attribute: None });
            }
            i += 2;
            continue;
        }
        if declarator_end && starts_member(w, tok.kind) {
            return Some(Typo { diag: Diag::new(tag::EXP_SEMICOLON, tok.start, 0), attribute: attrs.first().copied() });
        }
        if i == close {
            return None;
        }
        match w {
            ";" => {
                member_len = 0;
                declarator_end = false;
                function = false;
                attrs.clear();
                i += 1;
                continue;
            }
            "__attribute__" | "__attribute" if word(i + 1) == "(" => {
                let end = skip_group(text, toks, i + 1);
                if declarator_end {
                    attrs.extend(cuda_attributes(text, toks, i, end));
                }
                member_len += 1;
                i = end;
                continue;
            }
            "[" if word(i + 1) == "[" => {
                i = skip_group(text, toks, i);
                member_len += 1;
                continue;
            }
            "(" | "[" => {
                let keyword = i > 0 && group_keyword(word(i - 1));
                let end = skip_group(text, toks, i);
                function |= w == "(" && !keyword;
                declarator_end = !keyword && end > i + 1 && matches!(word(end - 1), ")" | "]");
                member_len += 1;
                i = end;
                continue;
            }
            "{" => {
                // A function body ends the member; an initializer does not.
                let end = skip_group(text, toks, i);
                let named = !function && member_len > 1 && toks.get(i - 1).is_some_and(|t| t.kind == TokKind::Ident && !is_keyword(t.text(text)));
                let initializer = i > 0 && (word(i - 1) == "=" || named);
                if initializer {
                    declarator_end = true;
                    member_len += 1;
                } else {
                    member_len = 0;
                    declarator_end = false;
                    function = false;
                    attrs.clear();
                }
                i = end;
                continue;
            }
            "<" => {
                let end = angles_end(text, toks, i);
                declarator_end = false;
                member_len += 1;
                i = end.max(i + 1);
                continue;
            }
            _ => {}
        }
        function |= w == "->";
        // (A member function's qualifiers end its declarator as well.)
        let qualifier = function && declarator_end && matches!(w, "const" | "volatile" | "override" | "final" | "&" | "&&");
        declarator_end = qualifier || match tok.kind {
            TokKind::Ident => member_len > 0 && !is_keyword(w),
            TokKind::Number | TokKind::Str | TokKind::Char => true,
            _ => false,
        };
        attrs.clear();
        member_len += 1;
        i += 1;
    }
    None
}

/// The offsets of the CUDA execution and memory space attributes in the
/// attribute specifier at `from..end`.
fn cuda_attributes(text: &str, toks: &[Token], from: usize, end: usize) -> Vec<u32> {
    toks.get(from..end).unwrap_or(&[]).iter().filter(|t| cuda_keyword(t.text(text))).map(|t| t.start).collect()
}

/// Whether an attribute's GNU spelling is one of CUDA's execution or
/// memory space keywords.
fn cuda_keyword(name: &str) -> bool {
    matches!(name, "device" | "host" | "global" | "managed" | "constant" | "shared" | "__device__" | "__host__" | "__global__" | "__managed__" | "__constant__" | "__shared__")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn first(text: &str) -> Vec<(u32, &'static str)> {
        check(text, &crate::lexer::lex(text))
            .into_iter()
            .flat_map(|t| t.attribute.map(|at| (at, "attr")).into_iter().chain([(t.diag.at.unwrap_or(0), if t.diag.id == tag::EXP_SEMICOLON { ";" } else { ":" })]))
            .collect()
    }

    #[test]
    fn a_member_without_its_semicolon() {
        assert_eq!(first("struct T { float ms\n void start() {} };"), vec![(21, ";")]);
        assert_eq!(first("struct P { int a; int b\n};"), vec![(24, ";")]);
        assert_eq!(first("struct T { int w, h\n __attribute__((device)) int area() const { return w * h; } };"), vec![(36, "attr"), (45, ";")]);
        assert_eq!(first("struct B { float d[256]\n int n; };"), vec![(25, ";")]);
        assert_eq!(first("struct C { float a = 0.5f\n float b; };"), vec![(27, ";")]);
    }

    #[test]
    fn an_access_specifier_without_its_colon() {
        assert_eq!(first("class P { public: int a; private\n char *b; };"), vec![(34, ":")]);
    }

    #[test]
    fn valid_members() {
        for text in [
            "struct S { int a; __attribute__((device)) float f() const { return 1; } static const int k = 3; int b[4]; S() : a(1) {} };",
            "struct S { [[nodiscard]] int f(); alignas(16) float v[4]; template <class T> void g(T); using U = int; friend class X; };",
            "class S { public: virtual ~S() {} protected: int x{0}; int y = {1}; enum E { A, B } e; struct N { int m; } n; };",
            "struct S { MACRO static int f(); int g() noexcept(true); template <class T> requires(sizeof(T) > 1) void h(T); };",
            "struct S { operator int() const; unsigned long long v; const int *p; int w : 3; };",
            "struct S { __attribute__((device)) __inline__ __attribute__((always_inline)) int g(int x) { return x; } };",
            "struct S { __attribute__((device)) __nv_register_params__ int m(int, ...); };",
        ] {
            assert_eq!(first(text), vec![], "{text}");
        }
    }
}
