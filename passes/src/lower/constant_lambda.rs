//! Calls of lambda variables that are constant expressions.
//!
//! Since C++17 a lambda's `operator()` is `constexpr` whenever it can be,
//! so EDG evaluates a call of a lambda variable at compile time when the
//! call's arguments are constants and the body reads nothing that is not
//! one. An initializer EDG folds that way shows in cudafe++'s output as
//! folded initializers do, in parentheses (`int a = (l() + 1);`,
//! `unsigned u = (l());`), while one that reads a captured variable or
//! calls a function that is not `constexpr` stays as written. C++14 has no
//! such rule: there the same initializers print bare.

use super::body::BodyEnv;
use super::expr::Expr;
use crate::lexer::TokKind;

/// Words that make an evaluation not a constant one.
const NOT_CONSTANT: &[&str] = &["this", "static", "thread_local", "new", "delete", "throw", "try", "asm", "__asm__", "goto", "volatile", "reinterpret_cast", "dynamic_cast", "typeid", "__attribute__", "__builtin_va_arg"];

/// Keywords a constant evaluation may meet.
const NEUTRAL: &[&str] = &[
    "return", "if", "else", "for", "while", "do", "switch", "case", "default", "break", "continue", "sizeof", "alignof", "decltype", "const", "constexpr", "true", "false", "nullptr", "static_cast", "const_cast", "noexcept", "typename", "typedef", "using", "mutable", "auto", "void", "bool", "char", "short", "int", "long", "unsigned", "signed", "float", "double", "wchar_t", "char16_t", "char32_t", "char8_t",
];

impl BodyEnv<'_, '_> {
    /// The lambda `at..end` (from its `[`) could be evaluated at compile
    /// time by a call with constant arguments: C++17 or later, outside a
    /// template, no CUDA execution space, captures only of constants (a
    /// default capture captures only what the body names, which is
    /// checked with the body), and a body that names only its parameters,
    /// its own locals, constants, enumerators, types and `constexpr`
    /// functions.
    pub(super) fn lambda_is_constant(&self, at: usize, end: usize) -> bool {
        if self.low.cfg.std < 17 || self.in_template.get() {
            return false;
        }
        let Some(idx) = self.low.lambda_at(at) else { return false };
        let intro_end = self.low.group_end(at);
        let captures_constants = (at + 1..intro_end.saturating_sub(1)).all(|k| match self.low.tok(k) {
            "=" | "&" | "," => true,
            name => self.low.toks[k].kind == TokKind::Ident && self.is_constant_variable(name),
        });
        let Some(open) = (intro_end..end).find(|&k| self.low.tok(k) == "{") else { return false };
        if !captures_constants || (intro_end..open).any(|k| NOT_CONSTANT.contains(&self.low.tok(k))) {
            return false;
        }
        let params: Vec<String> = self.low.lambda_param_infos(idx).into_iter().map(|(name, _)| name).collect();
        self.body_is_constant(open + 1, self.low.group_end(open).saturating_sub(1), &params)
    }

    /// Every name in the body tokens `first..last` can be read in a
    /// constant evaluation (see `lambda_is_constant`).
    fn body_is_constant(&self, first: usize, last: usize, params: &[String]) -> bool {
        let mut locals: Vec<&str> = Vec::new();
        for k in first..last {
            if self.low.toks[k].kind != TokKind::Ident {
                continue;
            }
            let name = self.low.tok(k);
            if NOT_CONSTANT.contains(&name) {
                return false;
            }
            // A member (`v.x`), a scope (`S::`), a keyword, a parameter, a
            // local of the body.
            let member = k > first && matches!(self.low.tok(k - 1), "." | "->");
            if member || self.low.tok(k + 1) == "::" || NEUTRAL.contains(&name) || params.iter().any(|p| p == name) || locals.contains(&name) {
                continue;
            }
            if self.declares_local(k) {
                locals.push(name);
                continue;
            }
            let readable = if self.low.tok(k + 1) == "(" { self.names_constexpr_function(name) || self.is_type(name) } else { self.is_type(name) || self.low.is_enumerator(name) || self.is_constant_variable(name) };
            if !readable {
                return false;
            }
        }
        true
    }

    /// The name at token `k` is declared there: a type before it, an
    /// initializer or the declaration's end after it (`int t = v;`).
    fn declares_local(&self, k: usize) -> bool {
        let before = self.low.tok(k.saturating_sub(1));
        let typed = NEUTRAL.contains(&before) && !matches!(before, "return" | "case" | "sizeof" | "alignof" | "true" | "false" | "nullptr") || matches!(before, "*" | "&") || self.is_type(before);
        typed && matches!(self.low.tok(k + 1), "=" | ";" | "," | "{" | "(" | "[" | ":")
    }

    /// `e` calls a lambda variable whose call is a constant expression
    /// (see `lambda_is_constant`) with constant arguments.
    pub(super) fn constant_closure_call(&self, e: &Expr) -> bool {
        let Expr::Call(callee, args) = e else { return false };
        let Expr::Name(r) = &**callee else { return false };
        if r.last != r.first + 1 {
            return false;
        }
        let name = self.low.tok(r.first);
        let constant = self.constant_lambdas.borrow().iter().rev().find(|(n, _)| n == name).is_some_and(|&(_, c)| c);
        constant && self.scopes.borrow().find(name).is_some() && args.iter().all(|a| self.is_constant(a))
    }
}
