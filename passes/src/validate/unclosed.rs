//! A unit that ends inside braces: the typo of a missing `}`.
//!
//! The split ends an item at the brace that closes it, so only the unit's
//! last item can be cut off by the end of the text. Inside it, EDG has
//! taken everything after the missing brace for the body's statements:
//! each function definition there is a declaration missing its `;` (at
//! the definition's `{`; the rest of the statement is skipped, balanced,
//! up to a `;` or the block's `}`), a template or namespace definition is
//! not allowed there. Then, at the end of the source, every brace still
//! open wants its `}`, innermost first, with a note at the `{`; a class
//! (whose member function bodies EDG reads after the class) and an
//! enumeration then want their declaration's `;`, as does an initializer
//! list, whose brace gets no note.

use crate::diag::Diag;
use crate::lexer::{TokKind, Token};
use cufe_tables::{tag, Severity};

/// What an open brace opens.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Opened {
    /// A function body, a compound statement, a lambda's body.
    Block,
    Class,
    Enum,
    /// A braced initializer list.
    List,
    Namespace,
}

/// The diagnostics of an item's definitions that cannot stand in a block
/// (`toks`, its tokens, item-relative), and when its braces do not all
/// close, of the end of the source; item-relative carets, `None` when
/// there is nothing to say. The end-of-source ones have no caret
/// (`Diag::at_end_of_source`).
pub fn check(text: &str, toks: &[Token]) -> Option<Vec<Diag>> {
    let word = |i: usize| toks.get(i).map_or("", |t| t.text(text));
    // (Punctuators are matched by byte, `Token::punct`: this runs on
    // every item.)
    let (mut depth, mut braces) = (0i64, false);
    for t in toks {
        match t.punct(text) {
            b'{' => {
                depth += 1;
                braces = true;
            }
            b'}' => depth -= 1,
            _ => {}
        }
    }
    // (A balanced item with no block in it has nothing to say.)
    if depth < 0 || depth == 0 && !braces {
        return None;
    }
    let mut diags = Vec::new();
    let mut open: Vec<(Opened, usize)> = Vec::new();
    let mut statement_start = false;
    // Parentheses and brackets open (a `for` header's `;` starts nothing).
    let mut parens = 0usize;
    let mut i = 0;
    while i < toks.len() {
        let in_block = open.last().is_some_and(|&(o, _)| o == Opened::Block);
        if in_block && statement_start {
            if let Some(next) = misplaced_definition(text, toks, i, &mut diags) {
                i = next;
                statement_start = true;
                continue;
            }
        }
        match toks[i].punct(text) {
            b'{' => {
                let opened = if in_block && statement_start { Opened::Block } else { opened_by(text, toks, i, open.last().map(|o| o.0)) };
                if depth > 0 && opened == Opened::Block && open.is_empty() && word(0) == "template" {
                    if let Some(name) = defined_name(text, toks, i) {
                        diags.push(Diag::new(tag::TEMPLATE_MISSING_CLOSING_BRACE, toks[name].start, 0));
                    }
                }
                open.push((opened, i));
                statement_start = opened == Opened::Block;
            }
            b'}' => {
                open.pop();
                statement_start = open.last().is_some_and(|&(o, _)| o == Opened::Block);
            }
            b';' => statement_start = parens == 0,
            b'(' | b'[' => {
                parens += 1;
                statement_start = false;
            }
            b']' => {
                parens = parens.saturating_sub(1);
                statement_start = false;
            }
            b')' => {
                parens = parens.saturating_sub(1);
                statement_start = in_block && opens_statement(text, toks, i);
            }
            _ => statement_start = toks[i].kind == TokKind::Ident && matches!(word(i), "else" | "do" | "try"),
        }
        i += 1;
    }
    if depth == 0 {
        return (!diags.is_empty()).then_some(diags);
    }
    let trailing_comma = word(toks.len().saturating_sub(1)) == ",";
    match open.last() {
        Some(&(Opened::List, _)) if trailing_comma => diags.push(Diag::at_end_of_source(tag::EXP_PRIMARY_EXPR)),
        Some(&(Opened::Enum, _)) if trailing_comma => diags.push(Diag::at_end_of_source(tag::EXP_IDENTIFIER).with_severity(Severity::Error)),
        _ => {}
    }
    at_end(toks, &open, 0, &mut diags);
    Some(diags)
}

/// The end-of-source diagnostics of the braces `open[k..]`.
fn at_end(toks: &[Token], open: &[(Opened, usize)], k: usize, diags: &mut Vec<Diag>) {
    let Some(&(opened, at)) = open.get(k) else { return };
    let brace = || expected_close(toks[at].start);
    match opened {
        // Its member functions' bodies are read after the class.
        Opened::Class => {
            diags.extend(brace());
            at_end(toks, open, k + 1, diags);
            diags.push(Diag::at_end_of_source(tag::EXP_SEMICOLON));
        }
        Opened::Enum => {
            diags.extend(brace());
            diags.push(Diag::at_end_of_source(tag::EXP_SEMICOLON));
        }
        Opened::List => {
            at_end(toks, open, k + 1, diags);
            diags.push(Diag::at_end_of_source(tag::EXP_RBRACE));
            if k == 0 || open[k - 1].0 != Opened::List {
                diags.push(Diag::at_end_of_source(tag::EXP_SEMICOLON));
            }
        }
        Opened::Block | Opened::Namespace => {
            at_end(toks, open, k + 1, diags);
            diags.extend(brace());
        }
    }
}

/// What the `{` at `i` opens, from the tokens of its declaration before it
/// (`within`: what the brace it stands in opens).
fn opened_by(text: &str, toks: &[Token], i: usize, within: Option<Opened>) -> Opened {
    let word = |k: usize| toks.get(k).map_or("", |t| t.text(text));
    let before = if i == 0 { "" } else { word(i - 1) };
    if within == Some(Opened::List) || matches!(before, "=" | "(" | "," | "return" | "[" | "{") {
        return Opened::List;
    }
    // The declaration's tokens before the brace, back to the previous one.
    let first = (0..i).rev().find(|&k| matches!(toks[k].punct(text), b';' | b'{' | b'}')).map_or(0, |k| k + 1);
    let head = || (first..i).map(word);
    if head().any(|w| w == "namespace") || (first + 1..i).any(|k| word(k - 1) == "extern" && matches!(word(k), "\"C\"" | "\"C++\"")) {
        return Opened::Namespace;
    }
    if head().any(|w| w == "enum") {
        return Opened::Enum;
    }
    let class_key = head().any(|w| matches!(w, "class" | "struct" | "union"));
    if class_key && !closes_declarator(text, toks, first, i) {
        return Opened::Class;
    }
    if before == ")" || before.chars().all(|c| c.is_ascii_alphanumeric() || c == '_') && closes_declarator(text, toks, first, i) || matches!(before, "mutable" | "else" | "do" | "try") {
        return Opened::Block;
    }
    // A type's name and its braces: a list (`Vec v{1, 2}`, `T{}`).
    if before.chars().all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '>') && !before.is_empty() {
        return Opened::List;
    }
    Opened::Block
}

/// The tokens `first..brace` end with a function declarator's parameters
/// (and what may follow them: qualifiers, a trailing return type): a
/// parenthesized group not opened by an attribute.
fn closes_declarator(text: &str, toks: &[Token], first: usize, brace: usize) -> bool {
    let word = |k: usize| toks.get(k).map_or("", |t| t.text(text));
    let Some(close) = (first..brace).rev().find(|&k| toks[k].punct(text) == b')') else { return false };
    let Some(open) = matching_open(text, toks, first, close) else { return false };
    let opener = if open == 0 { "" } else { word(open - 1) };
    let attribute = matches!(opener, "__attribute__" | "__align__" | "alignas" | "__declspec" | "__launch_bounds__" | "(" | "decltype" | "noexcept" | "throw");
    !attribute && open > first && toks[open - 1].kind == TokKind::Ident
}

/// The `(` that the `)` at `close` closes, looking no further back than
/// `first`.
fn matching_open(text: &str, toks: &[Token], first: usize, close: usize) -> Option<usize> {
    let mut depth = 0usize;
    for k in (first..=close).rev() {
        match toks[k].punct(text) {
            b')' => depth += 1,
            b'(' => {
                depth -= 1;
                if depth == 0 {
                    return Some(k);
                }
            }
            _ => {}
        }
    }
    None
}

/// The name a definition whose body opens at `brace` defines: the
/// identifier before its declarator's parameters.
fn defined_name(text: &str, toks: &[Token], brace: usize) -> Option<usize> {
    let close = (0..brace).rev().find(|&k| toks[k].punct(text) == b')')?;
    let open = matching_open(text, toks, 0, close)?;
    let name = open.checked_sub(1)?;
    (toks[name].kind == TokKind::Ident).then_some(name)
}

/// The `)` at `close` ends the header of a statement whose body follows
/// (`if (...)`, `for (...)`, `while (...)`, `switch (...)`, `catch (...)`).
fn opens_statement(text: &str, toks: &[Token], close: usize) -> bool {
    matching_open(text, toks, 0, close).and_then(|open| open.checked_sub(1)).is_some_and(|k| matches!(toks[k].text(text), "if" | "for" | "while" | "switch" | "catch" | "constexpr"))
}

/// At a statement's start (`i`) in a block: a definition that cannot stand
/// there. Reports it and returns where the statement after the skipped
/// tokens starts.
fn misplaced_definition(text: &str, toks: &[Token], i: usize, diags: &mut Vec<Diag>) -> Option<usize> {
    let word = |k: usize| toks.get(k).map_or("", |t| t.text(text));
    match word(i) {
        "template" => {
            diags.push(Diag::new(tag::BAD_TEMPLATE_DECLARATION_SCOPE, toks[i].start, 0).with_severity(Severity::Error));
            return Some(skip_declaration(text, toks, i, true));
        }
        // (`namespace q = a::b;`, an alias, may stand there.)
        "namespace" if !is_namespace_alias(text, toks, i) => {
            diags.push(Diag::new(tag::NAMESPACE_DEF_NOT_ALLOWED, toks[i].start, 0));
            return None;
        }
        "if" | "for" | "while" | "switch" | "do" | "else" | "try" | "catch" | "return" | "case" | "default" | "goto" | "break" | "continue" | "using" | "typedef" | "{" | "}" | ";" | "[" | "(" => return None,
        _ => {}
    }
    // The statement's first `{`, `;`, `=` or `,` outside parentheses (a
    // `)` that closes none ends a `for` header: no statement).
    let mut depth = 0usize;
    let mut k = i;
    while k < toks.len() {
        match toks[k].punct(text) {
            b'(' | b'[' => depth += 1,
            b')' | b']' if depth == 0 => return None,
            b')' | b']' => depth -= 1,
            b'{' | b';' | b'=' | b'}' | b',' if depth == 0 => break,
            _ => {}
        }
        k += 1;
    }
    if word(k) != "{" || !closes_declarator(text, toks, i, k) {
        return None;
    }
    let close = (i..k).rev().find(|&j| toks[j].punct(text) == b')')?;
    if !only_qualifiers(text, toks, close + 1, k) {
        return None;
    }
    let open = matching_open(text, toks, i, close)?;
    // A type before the name: `f(x) {` is no declaration.
    if open < i + 2 {
        return None;
    }
    // (A block-scope function declaration may not be `static`.)
    if let Some(st) = (i..open).find(|&j| word(j) == "static") {
        diags.push(Diag::new(tag::BLOCK_SCOPE_FUNCTION_MUST_BE_EXTERN, toks[st].start, 0).with_severity(Severity::Error));
    }
    diags.push(Diag::new(tag::EXP_SEMICOLON, toks[k].start, 0));
    Some(skip_declaration(text, toks, k, false))
}

/// `namespace` at `i` starts an alias (`namespace q = a::b;`).
fn is_namespace_alias(text: &str, toks: &[Token], i: usize) -> bool {
    toks.get(i + 2).is_some_and(|t| t.text(text) == "=")
}

/// The tokens `from..to` (between a declarator's parameters and its
/// body) are what may stand there: cv- and ref-qualifiers, exception
/// specifications, `override`/`final`, attributes, a trailing return
/// type. A braced initializer's type (`std::function<int(int)> f{...}`)
/// has other tokens there.
fn only_qualifiers(text: &str, toks: &[Token], from: usize, to: usize) -> bool {
    let mut k = from;
    while k < to {
        match toks[k].text(text) {
            "->" => return true,
            "noexcept" | "throw" | "__attribute__" | "__attribute" if toks.get(k + 1).is_some_and(|t| t.text(text) == "(") => k = crate::lexer::skip_group(text, toks, k + 1),
            "[" if toks.get(k + 1).is_some_and(|t| t.text(text) == "[") => k = crate::lexer::skip_group(text, toks, k),
            "const" | "volatile" | "noexcept" | "override" | "final" | "&" | "&&" | "mutable" | "constexpr" => k += 1,
            _ => return false,
        }
    }
    true
}

/// Past the tokens EDG skips from `i`: balanced groups, up to a `;` at
/// their level (taken) or a `}` that closes the enclosing block (not
/// taken). A template declaration ends with its definition's body too.
fn skip_declaration(text: &str, toks: &[Token], i: usize, body_ends: bool) -> usize {
    let mut depth = 0usize;
    let mut k = i;
    while k < toks.len() {
        match toks[k].punct(text) {
            b'(' | b'[' | b'{' => depth += 1,
            b')' | b']' => depth = depth.saturating_sub(1),
            b'}' if depth == 0 => return k,
            b'}' => {
                depth -= 1;
                if depth == 0 && body_ends && toks.get(k + 1).is_none_or(|t| t.text(text) != ";") {
                    return k + 1;
                }
            }
            b';' if depth == 0 => return k + 1,
            _ => {}
        }
        k += 1;
    }
    k
}

/// Follows the braces of the text between items (`gap`, at offset `base`
/// of the unit): namespace and `extern "C"` openings push their `{`
/// (absolute offset) on `open`, their closers pop it.
pub fn follow_gap(gap: &str, base: u32, open: &mut Vec<u32>) {
    if !gap.bytes().any(|b| b == b'{' || b == b'}') {
        return;
    }
    for t in crate::lexer::Lexer::new(gap).filter(|t| t.kind == TokKind::Punct) {
        match t.text(gap) {
            "{" => open.push(base + t.start),
            "}" => {
                open.pop();
            }
            _ => {}
        }
    }
}

/// The end-of-source diagnostics of the namespaces still open (`open`,
/// outermost first), after the last item's: each with its absolute
/// offset, `None` for the end of the source.
pub fn open_namespaces(open: &[u32]) -> Vec<(Option<u32>, Diag)> {
    open.iter().rev().flat_map(|&at| {
        let [close, note] = expected_close(0);
        [(None, close), (Some(at), note)]
    })
    .collect()
}

/// "expected a `}`" at the end of the source, and the note at the `{` it
/// would close (at offset `at`).
fn expected_close(at: u32) -> [Diag; 2] {
    [Diag::at_end_of_source(tag::EXP_RBRACE), Diag::new(tag::MATCHING_LBRACE, at, 0).with_severity(Severity::Note)]
}
