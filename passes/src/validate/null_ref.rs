//! #284 "NULL reference is not allowed": a reference bound to what a null
//! pointer constant points to.
//!
//! EDG warns when the lvalue a reference is bound to is `*P`, `P[0]`,
//! `0[P]` or `P->m` (`(*P).m` too) with `P` a null pointer constant made a
//! pointer: `(T *)0`, `(T *)(void *)0`, `static_cast<T *>(nullptr)` (a
//! `reinterpret_cast` does not count, nor does a non-zero address), or a
//! `const`/`constexpr` pointer initialized so (cufe sees those declared in
//! the same top-level declaration, a function's locals). The
//! lvalue may stand in parentheses, the arm a constant condition chooses
//! (`1 ? *(int *)0 : v`) or the right operand of a comma; the caret is at the start of the whole bound expression. The
//! binding is a reference variable's or member's initializer (`decltype(auto)`
//! included), a `return` of a function or lambda returning a reference, or
//! an argument whose parameter is a reference.
//!
//! In a template, cudafe++ warns on the definition where the expression
//! does not depend on the template's parameters and stays silent on the
//! instances (`*(T *)0` is the device compiler's to report). A call's callee must be one cufe sees, every overload of it taking a
//! reference at that position.

use super::ItemView;
use crate::diag::Diag;
use crate::il::EntityKind;
use crate::lexer::TokKind;
use crate::parse::{Decl, DeclKind, Span, Specs, TemplateKind};
use crate::symbols::SymbolTable;
use cufe_tables::{tag, Severity};

/// How deep the bound expression is taken apart (parentheses, arms, casts).
const MAX_DEPTH: u32 = 16;

pub fn check(item: &ItemView<'_>, table: &SymbolTable) -> Vec<Diag> {
    let mut found: Vec<u32> = Vec::new();
    let bodies: Vec<Span> = item.scan.ast.decls.iter().filter_map(|(_, d)| d.func.as_ref().and_then(|f| f.body_span)).collect();
    for (_, decl) in item.scan.ast.decls.iter() {
        let cx = Cx { item, template_params: template_params(item, decl) };
        match decl.kind {
            DeclKind::Variable => cx.initializer(decl, &mut found),
            DeclKind::Function | DeclKind::Lambda => {
                let Some(body) = decl.func.as_ref().and_then(|f| f.body_span) else { continue };
                cx.member_initializers(decl, body, &mut found);
                let nested: Vec<Span> = bodies.iter().copied().filter(|b| body.start < b.start && b.end <= body.end).collect();
                let walk = BodyWalk { cx: &cx, table, scope: item.scope_of(table, decl), nested, returns_reference: returns_reference(item, decl) };
                walk.walk(body, &mut found);
            }
            _ => {}
        }
    }
    found.sort_unstable();
    found.dedup();
    let decls = &item.scan.ast.decls;
    found
        .into_iter()
        .map(|at| {
            // With the declarations around it, in source order.
            let order = decls.iter().filter(|(_, d)| d.span.start <= at).map(|(i, _)| i.into_raw().into_u32()).max().unwrap_or(0);
            Diag::new(tag::NULL_REFERENCE, at, order).with_severity(Severity::Warning)
        })
        .collect()
}

/// The names of the template parameters in scope of `decl` (its own and
/// its enclosing templates'): an expression naming one is checked per
/// instance, which cudafe++ leaves to the device compiler.
fn template_params<'a>(item: &'a ItemView<'_>, decl: &'a Decl) -> Vec<&'a str> {
    let mut names = Vec::new();
    let mut d = Some(decl);
    while let Some(cur) = d {
        let params = cur.template.iter().filter(|t| t.kind == TemplateKind::Primary).flat_map(|t| t.params.iter());
        names.extend(params.filter_map(|p| p.name.map(|n| n.as_str())));
        d = cur.parent.map(|p| &item.scan.ast.decls[p]);
    }
    names
}

/// A function declared to return a reference (`int &f()`, `auto f() -> int &`,
/// a lambda's `-> int &`).
fn returns_reference(item: &ItemView<'_>, decl: &Decl) -> bool {
    let Some(func) = decl.func.as_ref() else { return false };
    match func.trailing_return {
        Some(ret) => {
            let last = item.index_at(ret.end).checked_sub(1);
            last.is_some_and(|k| matches!(item.tok(k), "&" | "&&"))
        }
        None => decl.kind == DeclKind::Function && !decl.specs.has(Specs::FUNCTION_POINTER) && (decl.specs.has(Specs::REFERENCE) || decl.specs.has(Specs::RVALUE_REFERENCE)),
    }
}

struct Cx<'a> {
    item: &'a ItemView<'a>,
    /// Template parameters in scope (see `template_params`).
    template_params: Vec<&'a str>,
}

impl<'a> Cx<'a> {
    fn tok(&self, k: usize) -> &'a str {
        self.item.tok(k)
    }

    fn group_end(&self, open: usize) -> usize {
        self.item.group_end(open)
    }

    fn start_of(&self, k: usize) -> Option<u32> {
        self.item.scan.ast.tokens.get(k).map(|t| t.start)
    }

    /// A reference variable's or member's initializer (`= E`, `(E)`, `{E}`).
    fn initializer(&self, decl: &Decl, found: &mut Vec<u32>) {
        let reference = [Specs::REFERENCE, Specs::RVALUE_REFERENCE, Specs::DECLTYPE_AUTO].iter().any(|&s| decl.specs.has(s));
        let Some(init) = decl.init.filter(|_| reference && !decl.specs.has(Specs::FUNCTION_POINTER)) else { return };
        let (mut first, mut last) = (self.item.index_at(init.start), self.item.index_at(init.end));
        if matches!(self.tok(first), "(" | "{") && self.group_end(first) == last && self.tok(first.wrapping_sub(1)) != "=" {
            (first, last) = (first + 1, last - 1);
        }
        self.bound(first, last, found);
    }

    /// Tokens `first..last` are bound to a reference.
    fn bound(&self, first: usize, last: usize, found: &mut Vec<u32>) {
        if !self.dependent(first, last) && self.null_lvalue(first, last, 0) {
            found.extend(self.start_of(first));
        }
    }

    /// Tokens `first..last` name a template parameter.
    fn dependent(&self, first: usize, last: usize) -> bool {
        !self.template_params.is_empty() && (first..last).any(|k| self.template_params.contains(&self.tok(k)))
    }

    /// A constructor's `: m(E)` and `: m{E}`, `m` a reference member of
    /// its class.
    fn member_initializers(&self, decl: &Decl, body: Span, found: &mut Vec<u32>) {
        let Some(class) = decl.parent.map(|p| &self.item.scan.ast.decls[p]).filter(|c| c.kind == DeclKind::Class) else { return };
        if decl.func.as_ref().is_none_or(|f| !f.no_type) || decl.name != class.name {
            return;
        }
        // (The body's span starts at the `:`.)
        let (mut k, close) = (self.item.index_at(decl.name_span.end), self.item.index_at(body.end));
        while k < close && !matches!(self.tok(k), ":" | "{") {
            k = if self.tok(k) == "(" { self.group_end(k) } else { k + 1 };
        }
        if self.tok(k) != ":" {
            return;
        }
        k += 1;
        while k < close {
            let group = k + 1;
            if !matches!(self.tok(group), "(" | "{") {
                return;
            }
            let end = self.group_end(group);
            if self.reference_member(class, self.tok(k)) {
                self.bound(group + 1, end - 1, found);
            }
            k = end + usize::from(self.tok(end) == ",");
        }
    }

    /// `class` has a data member `name` of reference type.
    fn reference_member(&self, class: &Decl, name: &str) -> bool {
        let decls = &self.item.scan.ast.decls;
        let member = class.members.iter().map(|&m| &decls[m]).find(|m| m.kind == DeclKind::Variable && m.name.is_some_and(|n| n.as_str() == name));
        member.is_some_and(|m| m.specs.has(Specs::REFERENCE) || m.specs.has(Specs::RVALUE_REFERENCE))
    }

    /// The top-level token of `first..last` equal to `what` (the first or
    /// the last one), outside brackets.
    fn top_level(&self, first: usize, last: usize, what: &str, from_end: bool) -> Option<usize> {
        let mut k = first;
        let mut hit = None;
        while k < last {
            match self.tok(k) {
                "(" | "[" | "{" => k = self.group_end(k),
                t => {
                    if t == what {
                        hit = Some(k);
                        if !from_end {
                            return hit;
                        }
                    }
                    k += 1;
                }
            }
        }
        hit
    }

    /// The `:` of the conditional whose `?` is at `question`.
    fn colon_of(&self, question: usize, last: usize) -> Option<usize> {
        let mut nested = 0usize;
        let mut k = question + 1;
        while k < last {
            match self.tok(k) {
                "(" | "[" | "{" => {
                    k = self.group_end(k);
                    continue;
                }
                "?" => nested += 1,
                ":" if nested == 0 => return Some(k),
                ":" => nested -= 1,
                _ => {}
            }
            k += 1;
        }
        None
    }

    /// Tokens `first..last` are an lvalue that a null pointer constant
    /// points to (or a member of one).
    fn null_lvalue(&self, first: usize, last: usize, depth: u32) -> bool {
        if depth > MAX_DEPTH || first >= last {
            return false;
        }
        let depth = depth + 1;
        if self.tok(first) == "(" && self.group_end(first) == last {
            return self.null_lvalue(first + 1, last - 1, depth);
        }
        if let Some(comma) = self.top_level(first, last, ",", true) {
            return self.null_lvalue(comma + 1, last, depth);
        }
        if let Some(question) = self.top_level(first, last, "?", false) {
            // Only a constant condition's chosen arm is the lvalue bound.
            let Some(colon) = self.colon_of(question, last) else { return false };
            let toks = self.item.scan.ast.tokens.get(first..question).unwrap_or_default();
            return match crate::eval::eval_int(self.item.text, toks) {
                Some(0) => self.null_lvalue(colon + 1, last, depth),
                Some(_) => self.null_lvalue(question + 1, colon, depth),
                None => false,
            };
        }
        let member = last >= 2 && self.item.scan.ast.tokens.get(last - 1).is_some_and(|t| t.kind == TokKind::Ident);
        if member && self.tok(last - 2) == "->" {
            return self.null_pointer(first, last - 2, depth);
        }
        if member && self.tok(last - 2) == "." {
            return self.null_lvalue(first, last - 2, depth);
        }
        if self.tok(first) == "*" {
            return self.null_pointer(first + 1, last, depth);
        }
        self.null_subscript(first, last, depth)
    }

    /// `P[0]` or `0[P]`, `P` a null pointer.
    fn null_subscript(&self, first: usize, last: usize, depth: u32) -> bool {
        if self.tok(last - 1) != "]" {
            return false;
        }
        let Some(open) = (first + 1..last).rev().find(|&o| self.tok(o) == "[" && self.group_end(o) == last) else { return false };
        let (base, index) = ((first, open), (open + 1, last - 1));
        self.zero(index.0, index.1) && self.null_pointer(base.0, base.1, depth) || self.zero(base.0, base.1) && self.null_pointer(index.0, index.1, depth)
    }

    /// Tokens `first..last` are a null pointer constant converted to a
    /// pointer type: `(T *)0`, `(T *)(void *)0`, `static_cast<T *>(0)`.
    fn null_pointer(&self, first: usize, last: usize, depth: u32) -> bool {
        if depth > MAX_DEPTH || first >= last {
            return false;
        }
        let depth = depth + 1;
        if self.tok(first) == "(" {
            let close = self.group_end(first);
            if close == last {
                return self.null_pointer(first + 1, last - 1, depth);
            }
            // A C-style cast to a pointer type.
            return close > first + 2 && self.tok(close - 2) == "*" && self.null_constant(close, last, depth);
        }
        if last == first + 1 {
            return self.null_pointer_constant(first, depth);
        }
        if self.tok(first) == "static_cast" && self.tok(first + 1) == "<" {
            let Some(gt) = (first + 2..last).find(|&k| self.tok(k) == ">") else { return false };
            let open = gt + 1;
            return self.tok(gt - 1) == "*" && self.tok(open) == "(" && self.group_end(open) == last && self.null_constant(open + 1, last - 1, depth);
        }
        false
    }

    /// The name at `k` is a pointer declared `const` or `constexpr` in
    /// this item before, initialized with a null pointer (`int *const p =
    /// 0;`): its value is a constant.
    fn null_pointer_constant(&self, k: usize, depth: u32) -> bool {
        let Some(use_at) = self.start_of(k).filter(|_| self.item.scan.ast.tokens.get(k).is_some_and(|t| t.kind == TokKind::Ident)) else { return false };
        let name = self.tok(k);
        let decls = &self.item.scan.ast.decls;
        let declared = decls.iter().map(|(_, d)| d).rfind(|d| d.kind == DeclKind::Variable && d.span.end <= use_at && d.name.is_some_and(|n| n.as_str() == name));
        let Some(d) = declared.filter(|d| d.specs.has(Specs::POINTER) && !d.specs.has(Specs::FUNCTION_POINTER) && (d.specs.has(Specs::CONST) || d.is_constexpr())) else { return false };
        let Some(init) = d.init else { return false };
        let (mut first, mut last) = (self.item.index_at(init.start), self.item.index_at(init.end));
        if matches!(self.tok(first), "(" | "{") && self.group_end(first) == last {
            (first, last) = (first + 1, last - 1);
        }
        self.null_constant(first, last, depth + 1)
    }

    /// A null pointer constant, or a null pointer cast again.
    fn null_constant(&self, first: usize, last: usize, depth: u32) -> bool {
        matches!((last - first, self.tok(first)), (1, "nullptr" | "__null")) || self.zero(first, last) || self.null_pointer(first, last, depth)
    }

    /// An integer constant expression of value zero.
    fn zero(&self, first: usize, last: usize) -> bool {
        let toks = self.item.scan.ast.tokens.get(first..last).unwrap_or_default();
        !toks.is_empty() && crate::eval::eval_int(self.item.text, toks) == Some(0)
    }
}

/// One function's or lambda's body: its `return`s and call arguments.
struct BodyWalk<'a> {
    cx: &'a Cx<'a>,
    table: &'a SymbolTable,
    scope: String,
    /// Bodies of lambdas and local classes' functions inside (walked as
    /// bodies of their own).
    nested: Vec<Span>,
    returns_reference: bool,
}

impl BodyWalk<'_> {
    fn walk(&self, body: Span, found: &mut Vec<u32>) {
        let item = self.cx.item;
        let (open, close) = (item.index_at(body.start), item.index_at(body.end));
        let mut k = open + 1;
        while k < close {
            let at = self.cx.start_of(k).unwrap_or(u32::MAX);
            if let Some(inner) = self.nested.iter().find(|s| s.start <= at && at < s.end) {
                k = item.index_at(inner.end).max(k + 1);
                continue;
            }
            match self.cx.tok(k) {
                "return" if self.returns_reference => {
                    let end = self.statement_end(k + 1, close);
                    self.cx.bound(k + 1, end, found);
                }
                "(" if item.scan.ast.tokens.get(k.wrapping_sub(1)).is_some_and(|t| t.kind == TokKind::Ident) => self.call(k, found),
                _ => {}
            }
            k += 1;
        }
    }

    fn statement_end(&self, from: usize, close: usize) -> usize {
        let mut k = from;
        while k < close {
            match self.cx.tok(k) {
                "(" | "[" | "{" => k = self.cx.group_end(k),
                ";" => return k,
                _ => k += 1,
            }
        }
        close
    }

    /// `f(args)`: each argument that is a null lvalue, when every
    /// function `f` names takes a reference there.
    fn call(&self, open: usize, found: &mut Vec<u32>) {
        let item = self.cx.item;
        let close = self.cx.group_end(open).saturating_sub(1);
        let args = crate::eval::split_args(item.text, &item.scan.ast.tokens, open + 1, close);
        let nulls: Vec<(usize, usize)> = args.iter().enumerate().filter(|(_, &(a, b))| !self.cx.dependent(a, b) && self.cx.null_lvalue(a, b, 0)).map(|(i, &(a, _))| (i, a)).collect();
        if nulls.is_empty() {
            return;
        }
        let name = self.cx.tok(open - 1);
        if matches!(self.cx.tok(open.wrapping_sub(2)), "." | "->") || super::uses::is_keyword(name) {
            return;
        }
        let candidates = self.table.resolve(&[name], &self.scope, false);
        let functions: Vec<_> = candidates.iter().filter(|s| s.kind == EntityKind::Function).collect();
        if functions.is_empty() || functions.len() != candidates.len() {
            return;
        }
        for (index, first) in nulls {
            if functions.iter().all(|s| s.params_key.split(',').nth(index).is_some_and(|p| p.ends_with('&'))) {
                found.extend(self.cx.start_of(first));
            }
        }
    }
}
