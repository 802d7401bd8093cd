//! Syntax errors inside function bodies, the typos people make in
//! statements: a missing `;` (before a statement keyword, before the
//! block's `}`, after a call's parentheses), a stray `)`, a missing `)`
//! (a `;` inside a call, an `if`'s header cut off by its body's `{`).
//!
//! EDG reports the first and skips, as it does after any syntax error, the
//! balanced tokens up to a `;` (taken) or the block's `}` (not taken),
//! saying where parsing restarts (#12) when that is more than two lines
//! further; at the `}`, the statement it was reading still wants its end
//! ("expected a statement" for a header's body, a `;` for an expression).
//! Only the first error of an item is reported: what EDG makes of the
//! tokens after one is left unchecked. Definitions misplaced in a body are
//! `unclosed`'s.

use crate::diag::Diag;
use crate::lexer::{TokKind, Token};
use cufe_tables::{tag, DiagId, Severity};

/// The statement keywords no expression can hold.
const STATEMENT_KEYWORDS: &[&str] = &["if", "for", "while", "do", "switch", "return", "break", "continue", "goto", "else", "case", "default"];

/// Identifiers after which an expression is not complete.
const NOT_OPERANDS: &[&str] = &[
    "return", "throw", "new", "delete", "sizeof", "alignof", "const", "volatile", "case", "operator", "typename", "template", "co_await", "co_return", "co_yield", "static",
    "extern", "inline", "auto", "struct", "class", "union", "enum", "typedef", "using", "unsigned", "signed", "constexpr", "mutable", "register", "thread_local",
];

/// What may follow a parameter list (a declarator's, a lambda's).
const AFTER_PARAMS: &[&str] = &["const", "volatile", "noexcept", "throw", "override", "final", "mutable", "constexpr", "consteval", "requires", "try", "__attribute__", "__attribute", "__declspec", "__restrict__", "__restrict"];

/// The assignment operators.
const ASSIGNMENTS: &[&str] = &["=", "+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=", "<<=", ">>="];

/// Tokens no expression starts with (after an assignment operator).
const CANNOT_START: &[&str] = &["=", "==", "!=", "+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=", "<<=", ">>=", "<=", ">=", ";", ")", "]", "}", ",", "?", ":", "&&", "||", "|", "^", "/", "%", "<<", ">>"];

/// Calls of these are no calls: what follows their parentheses goes on.
const NOT_CALLS: &[&str] = &[
    "__attribute__", "__attribute", "__declspec", "alignas", "__align__", "decltype", "__launch_bounds__", "noexcept", "throw", "sizeof", "alignof", "typeof",
    "__typeof__", "__typeof", "operator", "static_assert", "__builtin_offsetof", "requires",
];

/// The first syntax error of the function bodies in an item (`toks`, its
/// tokens, item-relative), with what EDG says while it recovers.
pub fn check(text: &str, toks: &[Token]) -> Vec<Diag> {
    let mut walk = Walk { text, toks, diags: Vec::new() };
    let mut i = 0;
    while i < toks.len() {
        if walk.word(i) == "{" && walk.is_body(i) {
            match walk.block(i) {
                Ok(next) => i = next,
                Err(()) => break,
            }
        } else {
            i += 1;
        }
    }
    walk.diags
}

struct Walk<'a> {
    text: &'a str,
    toks: &'a [Token],
    diags: Vec<Diag>,
}

/// An error was reported: the item's walk stops.
type Stop = Result<usize, ()>;

impl Walk<'_> {
    fn word(&self, i: usize) -> &str {
        self.toks.get(i).map_or("", |t| t.text(self.text))
    }

    fn kind(&self, i: usize) -> Option<TokKind> {
        self.toks.get(i).map(|t| t.kind)
    }

    /// The `{` at `i` opens a function body: after a declarator's
    /// parameters (and what may follow them), or a constructor's
    /// initializers.
    fn is_body(&self, i: usize) -> bool {
        let mut k = i;
        while k > 0 && AFTER_PARAMS.contains(&self.word(k - 1)) {
            k -= 1;
        }
        if k == 0 || self.word(k - 1) != ")" {
            return false;
        }
        // (Not a lambda's: its parameters follow `]`.)
        let Some(open) = self.matching_open(k - 1) else { return false };
        let named = open > 0 && self.kind(open - 1) == Some(TokKind::Ident) && !NOT_CALLS.contains(&self.word(open - 1)) && !STATEMENT_KEYWORDS.contains(&self.word(open - 1));
        // (An operator function: `operator()(int i)`, `operator+=(T x)`.)
        named || (open.saturating_sub(3)..open).any(|j| self.word(j) == "operator")
    }

    fn matching_open(&self, close: usize) -> Option<usize> {
        let mut depth = 0usize;
        for k in (0..=close).rev() {
            match self.word(k) {
                ")" | "]" => depth += 1,
                "(" | "[" => {
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

    fn report(&mut self, id: DiagId, at: usize) {
        let d = Diag::new(id, self.toks[at.min(self.toks.len() - 1)].start, 0);
        self.diags.push(if id == tag::EXP_STATEMENT { d.with_severity(Severity::Error) } else { d });
    }

    /// The token `i` ends an operand: what follows it must be an operator
    /// or the statement's end.
    fn ends_operand(&self, i: usize) -> bool {
        match self.kind(i) {
            Some(TokKind::Ident) => !NOT_OPERANDS.contains(&self.word(i)) && !STATEMENT_KEYWORDS.contains(&self.word(i)),
            Some(TokKind::Number | TokKind::Str | TokKind::Char) => true,
            Some(TokKind::Punct) => match self.word(i) {
                ")" | "]" => true,
                // (Postfix only: `++i` starts one.)
                "++" | "--" => i > 0 && matches!(self.word(i - 1), ")" | "]") || matches!(self.kind(i.wrapping_sub(1)), Some(TokKind::Ident | TokKind::Number)) && !NOT_OPERANDS.contains(&self.word(i - 1)),
                _ => false,
            },
            _ => false,
        }
    }

    /// The block whose `{` is at `i`: past its `}`.
    fn block(&mut self, i: usize) -> Stop {
        let mut k = i + 1;
        // Whether the statement before may be an `if` an `else` goes with.
        let mut after_if = false;
        loop {
            match self.word(k) {
                "" => return Ok(k),
                "}" => return Ok(k + 1),
                "else" if !after_if => return self.dangling_else(k),
                w => {
                    after_if = matches!(w, "if" | "else" | "while" | "for" | "switch" | "do" | "try" | "catch" | "case" | "default") || self.kind(k) == Some(TokKind::Ident) && self.word(k + 1) == ":";
                    k = self.statement(k)?;
                }
            }
        }
    }

    /// An `else` after a statement that is no `if` (an expression, a
    /// block, an empty statement after the `if`'s block): "expected a
    /// statement", and EDG's skip to the next `;` or the block's `}`.
    fn dangling_else(&mut self, at: usize) -> Stop {
        self.report(tag::EXP_STATEMENT, at);
        let (k, at_brace) = self.skip_balanced(at, false);
        let restart = if at_brace { k } else { k - 1 };
        if restart < self.toks.len() && self.lines_between(at, restart) > 2 {
            self.diags.push(Diag::new(tag::END_OF_FLUSH, self.toks[restart].start, 0));
        }
        Err(())
    }

    /// The statement at `i`: past it.
    fn statement(&mut self, i: usize) -> Stop {
        match self.word(i) {
            "{" => self.block(i),
            ";" => Ok(i + 1),
            "if" | "while" | "switch" => {
                let mut k = i + 1;
                if self.word(k) == "constexpr" {
                    k += 1;
                }
                let body = self.header(k)?;
                self.body(body)
            }
            "for" => {
                let body = self.for_header(i + 1)?;
                self.body(body)
            }
            "else" | "try" => self.body(i + 1),
            "do" => {
                let end = self.body(i + 1)?;
                if self.word(end) != "while" {
                    return Ok(end);
                }
                let after = self.header(end + 1)?;
                self.ends_with_semicolon(after)
            }
            "break" | "continue" => self.ends_with_semicolon(i + 1),
            // (A label: its statement follows.)
            _ if self.kind(i) == Some(TokKind::Ident) && self.word(i + 1) == ":" => self.statement(i + 2),
            "catch" => {
                let body = self.header(i + 1)?;
                self.body(body)
            }
            "case" | "default" => {
                let mut k = i;
                while !matches!(self.word(k), ":" | "" | ";" | "{" | "}") {
                    k += 1;
                }
                Ok(k + 1)
            }
            // (Misplaced definitions are `unclosed`'s: skipped whole.)
            "template" | "namespace" => Ok(self.skip_balanced(i, true).0),
            _ => self.expression(i),
        }
    }

    /// The `;` that must end a statement at `i`: past it.
    fn ends_with_semicolon(&mut self, i: usize) -> Stop {
        if self.word(i) == ";" {
            return Ok(i + 1);
        }
        if self.word(i) == "}" {
            self.report(tag::EXP_SEMICOLON, i);
            return Err(());
        }
        self.recover(tag::EXP_SEMICOLON, i, tag::EXP_SEMICOLON, true)
    }

    /// The body of a header at `i`: a `}` there is no statement.
    fn body(&mut self, i: usize) -> Stop {
        if self.word(i) == "}" {
            self.report(tag::EXP_STATEMENT, i);
            return Err(());
        }
        self.statement(i)
    }

    /// A `( ... )` header at `i` (of `if`, `while`, `switch`, `catch`):
    /// past its `)`.
    fn header(&mut self, i: usize) -> Stop {
        self.parenthesized_header(i, |walk, k, depth| match walk.word(k) {
            // (C++17: `if (init; condition)`.)
            ";" if depth == 1 => None,
            ";" | "}" => Some(walk.recover(tag::EXP_RPAREN, k, tag::EXP_STATEMENT, false)),
            _ => None,
        })
    }

    /// The parenthesized header at `i`: past its `)`. Brackets nest, a
    /// braced group inside is passed over unless it is the body's `{`
    /// cutting the header off (a missing `)`); `other` decides on any
    /// other token, given the depth of parentheses and brackets, and stops
    /// the walk by answering.
    fn parenthesized_header(&mut self, i: usize, mut other: impl FnMut(&mut Self, usize, usize) -> Option<Stop>) -> Stop {
        if self.word(i) != "(" {
            return Ok(i);
        }
        let mut depth = 0usize;
        let mut k = i;
        while k < self.toks.len() {
            match self.word(k) {
                "(" | "[" => depth += 1,
                ")" | "]" => {
                    depth -= 1;
                    if depth == 0 {
                        return Ok(k + 1);
                    }
                }
                "{" if self.cuts_header(k) => return self.recover(tag::EXP_RPAREN, k, tag::EXP_STATEMENT, false),
                "{" => {
                    k = crate::lexer::skip_group(self.text, self.toks, k);
                    continue;
                }
                _ => {
                    if let Some(stop) = other(self, k, depth) {
                        return stop;
                    }
                }
            }
            k += 1;
        }
        Ok(k)
    }

    /// The `{` at `k`, inside a header's parentheses, is the body's: the
    /// last token of its line after an operand that opens no braced
    /// initializer or lambda body (`if (i < n {`).
    fn cuts_header(&self, k: usize) -> bool {
        let ends_line = self.toks.get(k + 1).is_none_or(|t| self.text[self.toks[k].end() as usize..t.start as usize].contains('\n'));
        if !ends_line || k == 0 {
            return false;
        }
        match self.word(k - 1) {
            ")" => self.matching_open(k - 1).is_some_and(|open| open > 0 && !matches!(self.word(open - 1), "]" | ">")),
            _ => matches!(self.kind(k - 1), Some(TokKind::Ident | TokKind::Number)) && !AFTER_PARAMS.contains(&self.word(k - 1)),
        }
    }

    /// A `for ( ... )` header at `i`: past its `)`. An operand right
    /// after another in its condition or increment wants a `;` between.
    fn for_header(&mut self, i: usize) -> Stop {
        let mut clause = 0;
        self.parenthesized_header(i, |walk, k, depth| match walk.word(k) {
            ";" if depth == 1 => {
                clause += 1;
                None
            }
            "}" => Some(Ok(k)),
            _ if depth == 1 && clause > 0 && walk.kind(k) == Some(TokKind::Ident) && walk.ends_operand(k - 1) && walk.word(k - 1) != ")" => {
                walk.report(tag::EXP_SEMICOLON, k);
                Some(Err(()))
            }
            _ => None,
        })
    }

    /// An expression or declaration statement at `i`: past its `;`.
    fn expression(&mut self, i: usize) -> Stop {
        let mut depth = 0usize;
        let mut k = i;
        while k < self.toks.len() {
            let w = self.word(k);
            match w {
                "(" | "[" => depth += 1,
                ")" | "]" if depth == 0 => {
                    if k == i {
                        return self.recover(tag::EXP_PRIMARY_EXPR, k, tag::EXP_SEMICOLON, true);
                    }
                    if !self.has_effect(i, k) {
                        self.diags.push(Diag::new(tag::EXPR_HAS_NO_EFFECT, self.toks[i].start, 0));
                    }
                    return self.recover(tag::EXP_SEMICOLON, k, tag::EXP_SEMICOLON, true);
                }
                ")" => {
                    depth -= 1;
                    if depth == 0 && self.stray_after_call(k) {
                        return self.recover(tag::EXP_SEMICOLON, k + 1, tag::EXP_SEMICOLON, true);
                    }
                }
                "]" => {
                    depth -= 1;
                    if depth == 0 && self.new_operand_after(k) && !self.closes_attribute(k) {
                        return self.recover(tag::EXP_SEMICOLON, k + 1, tag::EXP_SEMICOLON, true);
                    }
                }
                _ if ASSIGNMENTS.contains(&w) && k > i && self.ends_operand(k - 1) && CANNOT_START.contains(&self.word(k + 1)) => {
                    return self.recover(tag::EXP_PRIMARY_EXPR, k + 1, tag::EXP_SEMICOLON, true);
                }
                "++" | "--" if depth == 0 && k > i && self.ends_operand(k) && self.new_operand_after(k) => {
                    return self.recover(tag::EXP_SEMICOLON, k + 1, tag::EXP_SEMICOLON, true);
                }
                "{" if self.is_lambda_body(k) => {
                    k = self.block(k)?;
                    continue;
                }
                "{" => {
                    k = crate::lexer::skip_group(self.text, self.toks, k);
                    continue;
                }
                ";" if depth == 0 => return Ok(k + 1),
                ";" => {
                    self.report(tag::EXP_RPAREN, k);
                    return Err(());
                }
                "}" => {
                    if k > i && self.ends_operand(k - 1) {
                        self.report(tag::EXP_SEMICOLON, k);
                        return Err(());
                    }
                    return Ok(k);
                }
                _ if depth == 0 && k > i && STATEMENT_KEYWORDS.contains(&w) && self.ends_operand(k - 1) => {
                    return self.recover(tag::EXP_SEMICOLON, k, tag::EXP_SEMICOLON, true);
                }
                _ => {}
            }
            k += 1;
        }
        Ok(k)
    }

    /// The `)` at `k` closes a call's empty parentheses (`__syncthreads()`)
    /// and an identifier or a number follows: a new statement.
    fn stray_after_call(&self, k: usize) -> bool {
        let Some(open) = self.matching_open(k) else { return false };
        let callee = open.checked_sub(1).map_or("", |c| self.word(c));
        // (A launch's arguments, a template's: `k<<<1, 1>>>(p)`, `f<T>(x)`.)
        let call = matches!(callee, ">>>" | ">>" | ">") || open > 0 && self.kind(open - 1) == Some(TokKind::Ident) && ![NOT_CALLS, NOT_OPERANDS, STATEMENT_KEYWORDS].iter().any(|l| l.contains(&callee));
        call && self.new_operand_after(k)
    }

    /// An identifier or a number follows the operand ending at `k`: a
    /// new statement's start (a statement keyword is checked apart).
    fn new_operand_after(&self, k: usize) -> bool {
        match self.kind(k + 1) {
            Some(TokKind::Ident) => !AFTER_PARAMS.contains(&self.word(k + 1)) && !STATEMENT_KEYWORDS.contains(&self.word(k + 1)),
            Some(TokKind::Number) => true,
            _ => false,
        }
    }

    /// The `]` at `k` closes an attribute (`[[maybe_unused]]`) or
    /// `delete[]`'s brackets: an operand may follow.
    fn closes_attribute(&self, k: usize) -> bool {
        self.word(k.wrapping_sub(1)) == "]" || self.matching_open(k).is_some_and(|open| self.word(open + 1) == "[" || open > 0 && matches!(self.word(open - 1), "[" | "delete"))
    }

    /// The `{` at `k` opens a lambda's body: after its introducer `[...]`,
    /// its parameters and their annotations.
    fn is_lambda_body(&self, k: usize) -> bool {
        let mut j = k;
        while j > 0 && matches!(self.word(j - 1), "mutable" | "constexpr" | "noexcept") {
            j -= 1;
        }
        // Parameters, then attribute groups (`__attribute__((device))`).
        while j > 0 && self.word(j - 1) == ")" {
            let Some(open) = self.matching_open(j - 1) else { return false };
            j = open;
            if j > 0 && matches!(self.word(j - 1), "__attribute__" | "__attribute") {
                j -= 1;
            }
        }
        // (`a[2]{...}`, `new T[n]{...}`: brackets after an operand.)
        j > 0 && self.word(j - 1) == "]" && self.matching_open(j - 1).is_some_and(|open| open == 0 || !self.ends_operand(open - 1) && !matches!(self.word(open - 1), "new" | ">"))
    }

    /// The tokens `from..to` of an expression do something: an
    /// assignment, a call, an increment.
    fn has_effect(&self, from: usize, to: usize) -> bool {
        (from..to).any(|k| {
            let w = self.word(k);
            matches!(w, "=" | "+=" | "-=" | "*=" | "/=" | "%=" | "&=" | "|=" | "^=" | "<<=" | ">>=" | "++" | "--" | "new" | "delete" | "throw" | "<<<")
                || w == "(" && k > from && matches!(self.kind(k - 1), Some(TokKind::Ident)) && !NOT_CALLS.contains(&self.word(k - 1))
        })
    }

    /// Reports `id` at `at` and skips as EDG does: at the block's `}`
    /// the statement still wants `then` (its body, its `;`).
    /// (`at_semicolon`: a `;` ends the skip; after a header's error only
    /// the block's `}` does.)
    fn recover(&mut self, id: DiagId, at: usize, then: DiagId, at_semicolon: bool) -> Stop {
        self.report(id, at);
        let (k, at_brace) = if at_semicolon { self.skip_balanced(at, false) } else { self.skip_to_brace(at) };
        let restart = if at_brace { k } else { k - 1 };
        if restart < self.toks.len() && self.lines_between(at, restart) > 2 {
            self.diags.push(Diag::new(tag::END_OF_FLUSH, self.toks[restart].start, 0));
        }
        if at_brace && restart < self.toks.len() {
            self.report(then, restart);
        }
        Err(())
    }

    fn lines_between(&self, from: usize, to: usize) -> usize {
        self.text[self.toks[from].start as usize..self.toks[to].start as usize].matches('\n').count()
    }

    /// The enclosing block's `}` from `i`, balanced groups skipped.
    fn skip_to_brace(&self, i: usize) -> (usize, bool) {
        let mut k = i;
        while k < self.toks.len() {
            match self.word(k) {
                "(" | "[" | "{" => {
                    k = crate::lexer::skip_group(self.text, self.toks, k);
                    continue;
                }
                "}" => return (k, true),
                _ => k += 1,
            }
        }
        (k, false)
    }

    /// Past the balanced tokens from `i` up to a `;` (taken) or the
    /// enclosing block's `}` (not taken; then `true`). A template's
    /// declaration ends with its definition's body too (`body_ends`).
    fn skip_balanced(&self, i: usize, body_ends: bool) -> (usize, bool) {
        let mut depth = 0usize;
        let mut k = i;
        while k < self.toks.len() {
            match self.word(k) {
                "(" | "[" | "{" => depth += 1,
                ")" | "]" => depth = depth.saturating_sub(1),
                "}" if depth == 0 => return (k, true),
                "}" => {
                    depth -= 1;
                    if depth == 0 && body_ends && self.word(k + 1) != ";" {
                        return (k + 1, false);
                    }
                }
                ";" if depth == 0 => return (k + 1, false),
                _ => {}
            }
            k += 1;
        }
        (k, false)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn first(text: &str) -> Vec<(u16, u32)> {
        check(text, &crate::lexer::lex(text)).iter().map(|d| (d.id.0, d.at.unwrap_or(0))).collect()
    }

    #[test]
    fn well_formed_bodies_say_nothing() {
        assert!(first("void f(int n) { for (int i = 0; i < n; ++i) for (int j = 0; j < n; j++) { g(i, j); } }").is_empty());
        assert!(first("void f() { auto l = [](int x) { return x; }; if (h([](int y) {\n return y; })) {} }").is_empty());
        assert!(first("void f() { __attribute__((shared)) float t[4]; int y(1), z{2}; do { } while (0); }").is_empty());
    }

    #[test]
    fn a_missing_semicolon_before_a_statement_keyword_and_the_brace() {
        assert_eq!(first("void f() { int i = 1\n if (i) g(); }"), vec![(65, 22)]);
        assert_eq!(first("int f() { return 1 }"), vec![(65, 19)]);
        assert_eq!(first("void f() { g()\n h(); }"), vec![(65, 16)]);
    }

    #[test]
    fn what_may_follow_brackets_and_increments() {
        assert!(first("void f(int *p) { [[maybe_unused]] int x = 1; delete[] p; auto g = [=] mutable { return x; }; }").is_empty());
        assert!(first("int *f(int n) { if (n) ++n; int a[2]{n, 1}; return new int[2]{1, 2}; }").is_empty());
        assert_eq!(first("void f(int x) { x++\n x--; }"), vec![(65, 21)]);
    }

    #[test]
    fn an_assignment_without_its_operand() {
        assert_eq!(first("void f(int x) { x = = 1; }"), vec![(29, 20)]);
        assert!(first("void f(int x) { auto g = [=] { return x; }; }").is_empty());
    }

    #[test]
    fn parentheses_that_do_not_close() {
        assert_eq!(first("void f() { g(1; }"), vec![(18, 14)]);
        assert_eq!(first("void f() { g(1)); }"), vec![(65, 15)]);
    }
}
