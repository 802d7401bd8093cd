//! Control flowing off the end of a non-void function (#940, "missing
//! return statement at end of non-void function").
//!
//! cudafe++ asks, once a function's body is parsed, whether its closing
//! brace can be reached. Its answer is a plain walk of the statements, not
//! a data-flow analysis: `return`, `throw`, `goto`, `break`, `continue` and
//! a call of a `noreturn` function end a path; a label starts one again
//! (whether or not a `goto` names it); a `switch` without `default` can be
//! left without entering a case; a loop whose condition is a constant
//! true value (`while (1)`, `for (;;)`, `do ... while (true)`) is left
//! only by `break`; and an `if` without `else` whose condition is a
//! constant true value always takes its branch. Every other condition is
//! taken both ways, even a constant false one and even an `if`'s with an
//! `else` (`if (1) return 1; else ;` can flow off the end).
//!
//! cufe answers the same walk, but only where it is sure: a condition
//! whose value it cannot tell (a name it cannot evaluate, a call) counts
//! as a constant true one, and a call it cannot resolve (a member call, an
//! undeclared name) as a call that never returns. Both leave fewer paths,
//! so a doubt silences the warning rather than inventing one.
//!
//! Checked as cudafe++ does: definitions of host and `__host__ __device__`
//! functions (a `__device__` function's body is left to the device
//! compiler), not `main`, not a function whose return type is `void` or
//! deduced; a lambda with a written return type too (`lambda [](int)->int`).
//! Template instances are reported at the end of the unit under their
//! instance's name (`t<T>() [with T=int]`); cufe does not check templates.

use super::ItemView;
use crate::scoped::ScopedStr;
use crate::diag::Diag;
use crate::il::{exec, EntityKind};
use crate::lexer::{skip_group, TokKind, Token};
use crate::parse::{AttrSyntax, Context, Decl, DeclIdx, DeclKind, Specs};
use crate::symbols::{Symbol, SymbolTable};
use cufe_tables::{tag, Severity};

pub fn check(item: &ItemView<'_>, table: &SymbolTable) -> Vec<Diag> {
    let mut diags = Vec::new();
    // A declaration starting with `__declspec` is `declspec`'s (its error
    // recovery makes up a function of its own).
    if item.scan.ast.attrs.iter().any(|g| g.syntax == AttrSyntax::Declspec) {
        return diags;
    }
    for (idx, decl) in item.scan.ast.decls.iter() {
        let lambda = if decl.kind == DeclKind::Lambda { lambda_shown(item, idx, decl) } else { None };
        if lambda.is_none() && !is_checked(item, table, idx, decl) {
            continue;
        }
        let Some(body) = decl.func.as_ref().and_then(|f| f.body_span) else { continue };
        let toks = &item.scan.ast.tokens;
        let open = toks.partition_point(|t| t.start < body.start);
        if toks.get(open).is_none_or(|t| t.text(item.text) != "{") {
            continue;
        }
        let close = skip_group(item.text, toks, open).saturating_sub(1);
        let mut walk = Walk { item, table, decl, scope: item.scope_of(table, decl), targets: Vec::new(), lost: false };
        let (next, reaches_end) = walk.compound(open, true);
        if walk.lost || next != close + 1 || !reaches_end {
            continue;
        }
        let Some(name) = lambda.or_else(|| shown_name(item, table, idx, decl)) else { continue };
        // After every diagnostic of the body's own declarations.
        let order = item.scan.ast.decls.iter().filter(|(_, d)| d.span.start >= decl.span.start && d.span.start < body.end).map(|(i, _)| i.into_raw().into_u32()).max().unwrap_or(0);
        diags.push(Diag::new(tag::IMPLICIT_RETURN_FROM_NON_VOID_FUNCTION, toks[close].start, order).name(format!("function \"{name}\"")).with_severity(Severity::Warning));
    }
    diags
}

/// The token ranges of a function body's `if constexpr` branches that
/// cudafe++ never checks: in a template (or a member of one) both
/// branches, whatever the condition (they are checked per instance, by
/// cicc); elsewhere the branch the constant condition does not take, and
/// both where cufe cannot tell the condition (a doubt stays silent).
pub(super) fn discarded_constexpr_branches(item: &ItemView<'_>, table: &SymbolTable, decl: &Decl, body: crate::parse::Span) -> Vec<std::ops::Range<usize>> {
    let toks = &item.scan.ast.tokens;
    let first = toks.partition_point(|t| t.start < body.start);
    let last = toks.partition_point(|t| t.start < body.end);
    // Length first: spares spelling every token of every body.
    let is_if_constexpr = |i: usize| toks[i].len == 2 && item.tok(i) == "if" && item.tok(i + 1) == "constexpr";
    let mut ifs = (first..last).filter(|&i| is_if_constexpr(i)).peekable();
    if ifs.peek().is_none() {
        return Vec::new();
    }
    let templated = in_template(item, decl);
    let mut walk = Walk { item, table, decl, scope: item.scope_of(table, decl), targets: Vec::new(), lost: false };
    let mut ranges = Vec::new();
    for i in ifs {
        let Some((cond, after)) = walk.condition(i + 2) else { continue };
        let (then_end, _) = walk.statement(after, true);
        if then_end <= after {
            continue;
        }
        let else_range = (walk.tok(then_end) == "else").then(|| then_end + 1..walk.statement(then_end + 1, true).0);
        let (then_kept, else_kept) = match cond {
            _ if templated => (false, false),
            Cond::Const(v) => (v, !v),
            Cond::Runtime | Cond::Unknown => (false, false),
        };
        if !then_kept {
            ranges.push(after..then_end);
        }
        if let Some(r) = else_range.filter(|r| !else_kept && r.end > r.start) {
            ranges.push(r);
        }
    }
    ranges
}

/// A definition cudafe++ checks: a function (not a template, nor a member
/// of one) that runs on the host and returns a value of a written type.
fn is_checked(item: &ItemView<'_>, table: &SymbolTable, idx: DeclIdx, decl: &Decl) -> bool {
    let Some(func) = decl.func.as_ref() else { return false };
    if decl.kind != DeclKind::Function || decl.context == Context::Block || func.body_span.is_none() {
        return false;
    }
    if !is_checked_space(item, idx) {
        return false;
    }
    if crate::handlers::exec_space::is_main(decl, item.namespaces.is_empty()) || in_template(item, decl) {
        return false;
    }
    // A constructor or destructor has no type; a conversion function's is
    // its name.
    if func.no_type {
        return func.is_operator;
    }
    if func.trailing_return.is_none() && (decl.specs.has(Specs::AUTO) || decl.specs.has(Specs::DECLTYPE_AUTO)) {
        return false;
    }
    !crate::handlers::exec_space::decl_returns_void(item.text, decl) && !names_void(item, table, decl)
}

/// A lambda with a written return type that is not `void`, in host code
/// outside templates: its name as the message shows it, `lambda
/// [](int, float *) mutable->int * noexcept` (captures left out, types
/// spelled as EDG spells them).
fn lambda_shown(item: &ItemView<'_>, idx: DeclIdx, decl: &Decl) -> Option<String> {
    let info = decl.lambda.as_ref().filter(|i| !i.generic)?;
    let space = item.apply.entities.get(idx).map_or(0, |e| e.exec_space);
    if space & exec::DEVICE_BIT != 0 && space & exec::HOST_BIT == 0 || in_template(item, decl) {
        return None;
    }
    // The function around it runs on the host.
    let mut owner = decl.parent;
    while let Some(o) = owner {
        let od = &item.scan.ast.decls[o];
        if od.kind == DeclKind::Function {
            if !is_checked_space(item, o) {
                return None;
            }
            break;
        }
        owner = od.parent;
    }
    let toks = &item.scan.ast.tokens;
    let text = |k: usize| item.tok(k);
    let body = decl.func.as_ref()?.body_span?;
    let open = toks.partition_point(|t| t.start < body.start);
    let params_at = toks.partition_point(|t| t.start < info.params_at);
    let after_params = if text(params_at) == "(" { skip_group(item.text, toks, params_at) } else { params_at };
    let arrow = (after_params..open).find(|&k| text(k) == "->")?;
    let ret: Vec<&str> = (arrow + 1..open).map(text).collect();
    if ret.is_empty() || ret.iter().any(|w| matches!(*w, "auto" | "decltype" | "<" | "(")) || ret == ["void"] {
        return None;
    }
    let params: Vec<String> = decl.func.iter().flat_map(|f| f.params.iter()).map(|&p| crate::symbols::declared_type_words(item.text, item.scan, &item.scan.ast.decls[p], true).map(|w| shown_type(&w))).collect::<Option<_>>()?;
    let mutable = (after_params..arrow).any(|k| text(k) == "mutable");
    let noexcept = (after_params..open).any(|k| text(k) == "noexcept");
    Some(format!("lambda []({}){}->{}{}", params.join(", "), if mutable { " mutable" } else { "" }, shown_type(&ret.join(" ")), if noexcept { " noexcept" } else { "" }))
}

/// A type as EDG spells it: builtin words in their canonical order
/// (`unsigned int` for `unsigned`), `*` and `&` set off by a blank.
pub(super) fn shown_type(written: &str) -> String {
    let words: Vec<&str> = written.split(' ').filter(|w| !w.is_empty()).collect();
    let split = words.iter().position(|w| matches!(*w, "*" | "&" | "&&")).unwrap_or(words.len());
    let (base, ops) = words.split_at(split);
    let cv: Vec<&str> = base.iter().copied().filter(|w| matches!(*w, "const" | "volatile")).collect();
    let plain: Vec<&str> = base.iter().copied().filter(|w| !matches!(*w, "const" | "volatile")).collect();
    // (The host translation spells `unsigned int` as `unsigned`; the
    // messages do not.)
    let base = match crate::lower::types::canonical_builtin(&plain) {
        Some(b) if b == "unsigned" => "unsigned int".to_string(),
        Some(b) => b,
        None => plain.join(" "),
    };
    let mut out = cv.join(" ");
    if !out.is_empty() {
        out.push(' ');
    }
    out.push_str(&base);
    let ops = ops.concat();
    if !ops.is_empty() {
        out.push(' ');
        out.push_str(&ops);
    }
    out
}

/// The function runs on the host (a host or `__host__ __device__` one).
fn is_checked_space(item: &ItemView<'_>, idx: DeclIdx) -> bool {
    let space = item.apply.entities.get(idx).map_or(0, |e| e.exec_space);
    !(space & exec::GLOBAL_BIT != 0 || space & exec::DEVICE_BIT != 0 && space & exec::HOST_BIT == 0)
}

/// A template's or a class template's member: checked per instance.
pub(super) fn in_template(item: &ItemView<'_>, decl: &Decl) -> bool {
    let mut d = Some(decl);
    while let Some(cur) = d {
        if cur.template.is_some() {
            return true;
        }
        d = cur.parent.map(|p| &item.scan.ast.decls[p]);
    }
    false
}

/// The return type is a typedef or alias of `void` (`typedef void V; V
/// f() {}`, `S::V`, a member's class's own `using V = void;`, a chain of
/// them), looked up from the declaration's scope.
pub(super) fn names_void(item: &ItemView<'_>, table: &SymbolTable, decl: &Decl) -> bool {
    if decl.specs.has(Specs::POINTER) || decl.specs.has(Specs::REFERENCE) {
        return false;
    }
    let written = item.text.get(decl.type_span.start as usize..decl.type_span.end as usize).unwrap_or("");
    let mut name: String = written.split_whitespace().collect();
    let mut scope = item.scope_of(table, decl);
    for _ in 0..8 {
        if name.is_empty() || !name.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'_' || b == b':') {
            return false;
        }
        let parts: Vec<&str> = name.trim_global().split_scopes().collect();
        let Some(alias) = table.resolve_alias_through(&parts, &scope, name.starts_with("::")) else { return false };
        // The aliased type is written in the alias's own scope.
        scope = crate::symbols::enclosing(&alias.qname).to_string();
        name = alias.target.split_whitespace().collect();
        if name == "void" {
            return true;
        }
    }
    false
}

/// The `__global__` functions (as declaration order keys) whose return type
/// is a typedef of `void`. apply, which cannot see typedefs, reported "a
/// __global__ function must have a void return type" at each of them, in
/// its place among the declaration's other errors; these are the reports
/// to withdraw.
pub fn void_named_kernels(item: &ItemView<'_>, table: &SymbolTable) -> Vec<u32> {
    item.scan
        .ast
        .decls
        .iter()
        .filter(|(idx, decl)| {
            let kernel = item.apply.entities.get(*idx).is_some_and(|e| e.kind == EntityKind::Function && e.is_global());
            kernel && decl.func.is_some() && !crate::handlers::exec_space::decl_returns_void(item.text, decl) && names_void(item, table, decl)
        })
        .map(|(idx, _)| idx.into_raw().into_u32())
        .collect()
}

/// The function as the message names it: qualified (an unnamed namespace
/// as `<unnamed>`, a friend by its namespace), its parameter types added
/// when an overload of it is declared by then (for a member: anywhere in
/// its class, whose member bodies are read once the class is complete).
fn shown_name(item: &ItemView<'_>, table: &SymbolTable, idx: DeclIdx, decl: &Decl) -> Option<String> {
    let name = decl.name?;
    let mut parts: Vec<String> = item.namespaces.iter().map(|n| if n.as_str().is_empty() { "<unnamed>".to_string() } else { n.to_string() }).collect();
    let friend = decl.specs.has(Specs::FRIEND);
    if !friend {
        let mut classes = Vec::new();
        let mut parent = if decl.context == Context::Class { decl.parent } else { None };
        while let Some(p) = parent {
            let pd = &item.scan.ast.decls[p];
            classes.push(pd.name?.to_string());
            parent = if pd.context == Context::Class { pd.parent } else { None };
        }
        classes.reverse();
        parts.extend(classes);
        parts.extend(decl.qualifier.iter().map(|q| q.to_string()));
    }
    parts.push(name.to_string());
    let shown = parts.join("::");
    let Some(own) = own_symbol(item, table, idx) else { return Some(shown) };
    let member = own.class.is_some();
    let overloaded = table.lookup(&own.qname).any(|(r, s)| {
        s.kind == EntityKind::Function && s.params_key != own.params_key && (member || r.item < item.index || r.item == item.index && s.decl < own.decl)
    });
    if !overloaded {
        return Some(shown);
    }
    let params: Vec<String> = own
        .params_key
        .split(',')
        .filter(|p| !p.is_empty())
        .map(|p| {
            let (base, ptrs) = p.split_at(p.trim_end_matches(['*', '&']).len());
            if ptrs.is_empty() { base.to_string() } else { format!("{base} {ptrs}") }
        })
        .collect();
    Some(format!("{shown}({}){}", params.join(", "), if own.is_const_member { " const" } else { "" }))
}

fn own_symbol<'t>(item: &ItemView<'_>, table: &'t SymbolTable, idx: DeclIdx) -> Option<&'t Symbol> {
    let decl = idx.into_raw().into_u32();
    table.signatures.get(item.index as usize)?.symbols.iter().find(|s| s.decl == decl && s.kind == EntityKind::Function)
}

/// The C, C++, POSIX and CUDA library functions (and compiler builtins)
/// declared `noreturn`: the built-in preprocessor skips system headers, so
/// a unit it reads declares none of them.
const NORETURN_LIBRARY: &[&str] = &[
    "exit", "_exit", "_Exit", "quick_exit", "abort", "terminate", "unexpected", "rethrow_exception", "rethrow_if_nested", "throw_with_nested",
    "longjmp", "siglongjmp", "_longjmp", "pthread_exit", "thrd_exit", "__assert_fail", "__assert_perror_fail", "__assert", "err", "errx", "verr",
    "verrx", "__builtin_unreachable", "__builtin_trap", "__builtin_abort", "__builtin_exit", "__builtin_longjmp", "__trap", "__cxa_throw",
    "__cxa_rethrow", "__cxa_bad_cast", "__cxa_bad_typeid", "__throw_bad_alloc", "__throw_logic_error", "__throw_runtime_error",
    "__throw_out_of_range", "__throw_length_error", "__throw_invalid_argument", "__throw_bad_function_call", "unreachable",
];

/// What a condition is known to be.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Cond {
    /// A constant of this truth value.
    Const(bool),
    /// Read at run time (it reads a parameter or a local variable).
    Runtime,
    /// Not told: treated as a constant true one.
    Unknown,
}

impl Cond {
    /// May be a constant true value: the paths it would rule out are not
    /// counted.
    fn maybe_always_true(self) -> bool {
        matches!(self, Cond::Const(true) | Cond::Unknown)
    }
}

/// An enclosing statement `break` or `continue` leaves.
struct Target {
    is_loop: bool,
    /// Reached a `break` out of it.
    broken: bool,
    /// Reached a `continue` of it.
    continued: bool,
    /// For a `switch`: whether its body has a `default` label, and
    /// whether the switch itself is reached (its case labels are).
    has_default: bool,
    entered: bool,
}

/// The statement walk of one body. Each step takes the token a statement
/// starts at and whether it is reached, and returns the token after the
/// statement and whether control can leave it at its end.
struct Walk<'a> {
    item: &'a ItemView<'a>,
    table: &'a SymbolTable,
    decl: &'a Decl,
    scope: String,
    targets: Vec<Target>,
    /// The walk met something it does not read: no answer.
    lost: bool,
}

impl<'a> Walk<'a> {
    fn toks(&self) -> &'a [Token] {
        &self.item.scan.ast.tokens
    }

    fn tok(&self, i: usize) -> &'a str {
        self.item.tok(i)
    }

    /// Index past the group opened at `open`, or `None` (and the walk is
    /// lost) when no group opens there.
    fn group(&mut self, open: usize) -> Option<usize> {
        if !matches!(self.tok(open), "(" | "[" | "{") {
            self.lost = true;
            return None;
        }
        Some(self.item.group_end(open))
    }

    /// `{ ... }` at `open`.
    fn compound(&mut self, open: usize, reached: bool) -> (usize, bool) {
        let end = self.item.group_end(open);
        let mut i = open + 1;
        let mut reach = reached;
        while i + 1 < end && !self.lost {
            let (next, out) = self.statement(i, reach);
            if next <= i {
                self.lost = true;
                break;
            }
            i = next;
            reach = out;
        }
        (end, reach)
    }

    fn statement(&mut self, i: usize, reach: bool) -> (usize, bool) {
        let t = self.tok(i);
        let kind = self.toks().get(i).map(|t| t.kind);
        match t {
            "{" => self.compound(i, reach),
            ";" => (i + 1, reach),
            _ if kind == Some(TokKind::Directive) => (i + 1, reach),
            "[" if self.tok(i + 1) == "[" => match self.group(i) {
                Some(next) => self.statement(next, reach),
                None => (i, reach),
            },
            "__attribute__" => match self.group(i + 1) {
                Some(next) => self.statement(next, reach),
                None => (i, reach),
            },
            "if" => self.if_statement(i, reach),
            "while" => self.while_statement(i, reach),
            "do" => self.do_statement(i, reach),
            "for" => self.for_statement(i, reach),
            "switch" => self.switch_statement(i, reach),
            "case" => self.case_label(i),
            "default" if self.tok(i + 1) == ":" => {
                if let Some(s) = self.targets.iter_mut().rev().find(|s| !s.is_loop) {
                    s.has_default = true;
                }
                let entered = self.switch_entered();
                self.statement(i + 2, entered)
            }
            "return" | "co_return" | "throw" | "goto" => (self.statement_end(i), false),
            "break" | "continue" => {
                let is_break = t == "break";
                match self.targets.iter_mut().rev().find(|s| is_break || s.is_loop) {
                    Some(s) if is_break => s.broken |= reach,
                    Some(s) => s.continued |= reach,
                    None => self.lost = true,
                }
                (self.statement_end(i), false)
            }
            "try" => self.try_block(i, reach),
            "else" | "catch" | "}" => {
                self.lost = true;
                (i, reach)
            }
            // A label: reached whether or not a `goto` names it.
            _ if kind == Some(TokKind::Ident) && self.tok(i + 1) == ":" => self.statement(i + 2, true),
            _ => {
                let end = self.statement_end(i);
                let returns = !reach || self.may_return(i, end.saturating_sub(1));
                (end, reach && returns)
            }
        }
    }

    /// Index past the `;` ending the simple statement at `i` (groups
    /// stepped over: a lambda's body, a local class's).
    fn statement_end(&mut self, i: usize) -> usize {
        let toks = self.toks();
        let mut k = i;
        while k < toks.len() {
            match self.tok(k) {
                ";" => return k + 1,
                "(" | "[" | "{" => k = skip_group(self.item.text, toks, k),
                ")" | "]" | "}" => break,
                _ => k += 1,
            }
        }
        self.lost = true;
        k
    }

    /// `(` at `open`: the condition's tokens (after an init-statement) and
    /// the index past the `)`.
    fn condition(&mut self, open: usize) -> Option<(Cond, usize)> {
        let close = self.group(open)?;
        let (mut first, last) = (open + 1, close - 1);
        let mut k = first;
        while k < last {
            match self.tok(k) {
                ";" => first = k + 1,
                "(" | "[" | "{" => {
                    k = self.item.group_end(k);
                    continue;
                }
                _ => {}
            }
            k += 1;
        }
        Some((self.truth(first, last), close))
    }

    fn if_statement(&mut self, i: usize, reach: bool) -> (usize, bool) {
        let constexpr = self.tok(i + 1) == "constexpr";
        let open = if constexpr { i + 2 } else { i + 1 };
        let Some((cond, after)) = self.condition(open) else { return (i, reach) };
        let (next, then_out) = self.statement(after, reach);
        if self.tok(next) != "else" {
            let skipped = reach && !cond.maybe_always_true();
            return (next, then_out || skipped);
        }
        let (end, else_out) = self.statement(next + 1, reach);
        // `if constexpr` drops the branch its constant does not take.
        let out = match (constexpr, cond) {
            (true, Cond::Const(true)) => then_out,
            (true, Cond::Const(false)) => else_out,
            (true, _) => then_out && else_out,
            _ => then_out || else_out,
        };
        (end, out)
    }

    fn loop_body(&mut self, at: usize, reach: bool) -> (usize, bool, Target) {
        self.targets.push(Target { is_loop: true, broken: false, continued: false, has_default: false, entered: reach });
        let (next, out) = self.statement(at, reach);
        let target = self.targets.pop().unwrap_or(Target { is_loop: true, broken: true, continued: true, has_default: false, entered: reach });
        (next, out, target)
    }

    fn while_statement(&mut self, i: usize, reach: bool) -> (usize, bool) {
        let Some((cond, after)) = self.condition(i + 1) else { return (i, reach) };
        let (next, _, target) = self.loop_body(after, reach && cond != Cond::Const(false));
        (next, target.broken || reach && !cond.maybe_always_true())
    }

    fn do_statement(&mut self, i: usize, reach: bool) -> (usize, bool) {
        let (next, body_out, target) = self.loop_body(i + 1, reach);
        if self.tok(next) != "while" {
            self.lost = true;
            return (next, reach);
        }
        let Some((cond, after)) = self.condition(next + 1) else { return (next, reach) };
        if self.tok(after) != ";" {
            self.lost = true;
        }
        let tested = body_out || target.continued;
        (after + 1, target.broken || tested && !cond.maybe_always_true())
    }

    fn for_statement(&mut self, i: usize, reach: bool) -> (usize, bool) {
        let open = i + 1;
        let Some(close) = self.group(open) else { return (i, reach) };
        let semis: Vec<usize> = {
            let mut v = Vec::new();
            let mut k = open + 1;
            while k < close - 1 {
                match self.tok(k) {
                    ";" => v.push(k),
                    "(" | "[" | "{" => {
                        k = self.item.group_end(k);
                        continue;
                    }
                    _ => {}
                }
                k += 1;
            }
            v
        };
        let cond = match semis.as_slice() {
            // A range-based `for` ends with its range.
            [] => Cond::Runtime,
            [a, b, ..] if b == &(a + 1) => Cond::Const(true),
            [a, b, ..] => self.truth(a + 1, *b),
            _ => {
                self.lost = true;
                return (close, reach);
            }
        };
        let (next, _, target) = self.loop_body(close, reach && cond != Cond::Const(false));
        (next, target.broken || reach && !cond.maybe_always_true())
    }

    fn switch_statement(&mut self, i: usize, reach: bool) -> (usize, bool) {
        let Some((_, after)) = self.condition(i + 1) else { return (i, reach) };
        self.targets.push(Target { is_loop: false, broken: false, continued: false, has_default: false, entered: reach });
        // The body is entered at its labels only.
        let (next, body_out) = self.statement(after, false);
        let Some(target) = self.targets.pop() else { return (next, reach) };
        (next, target.broken || body_out || reach && !target.has_default)
    }

    fn switch_entered(&mut self) -> bool {
        match self.targets.iter().rev().find(|s| !s.is_loop) {
            Some(s) => s.entered,
            None => {
                self.lost = true;
                false
            }
        }
    }

    /// `case E:`, then its statement.
    fn case_label(&mut self, i: usize) -> (usize, bool) {
        let mut k = i + 1;
        let mut pending = 0usize;
        while k < self.toks().len() {
            match self.tok(k) {
                "?" => pending += 1,
                ":" if pending == 0 => break,
                ":" => pending -= 1,
                "(" | "[" => {
                    k = self.item.group_end(k);
                    continue;
                }
                ";" | "{" | "}" => {
                    self.lost = true;
                    return (k, false);
                }
                _ => {}
            }
            k += 1;
        }
        let entered = self.switch_entered();
        self.statement(k + 1, entered)
    }

    fn try_block(&mut self, i: usize, reach: bool) -> (usize, bool) {
        if self.tok(i + 1) != "{" {
            self.lost = true;
            return (i, reach);
        }
        let (mut next, mut out) = self.compound(i + 1, reach);
        while self.tok(next) == "catch" {
            let Some(after) = self.group(next + 1) else { return (next, reach) };
            if self.tok(after) != "{" {
                self.lost = true;
                return (after, reach);
            }
            let (end, handler_out) = self.compound(after, reach);
            out |= handler_out;
            next = end;
        }
        (next, out)
    }

    /// Whether the expression statement `first..last` (its `;` excluded)
    /// may complete: anything but a call of a function that may be
    /// `noreturn`. A call is one when any function the name finds is
    /// declared so, and when the name finds no function at all (a member
    /// call, an undeclared name): then cufe cannot tell.
    fn may_return(&self, first: usize, last: usize) -> bool {
        // A conditional expression (what `assert(x)` expands to) is no
        // call, whatever its operands call.
        let (mut a, mut b) = (first, last);
        while self.tok(a) == "(" && self.item.group_end(a) == b {
            (a, b) = (a + 1, b - 1);
        }
        if self.top_level(a, b).any(|j| self.tok(j) == "?") {
            return true;
        }
        let mut k = first;
        // `(void)f();`
        if self.tok(k) == "(" && self.tok(k + 1) == "void" && self.tok(k + 2) == ")" {
            k += 3;
        }
        let absolute = self.tok(k) == "::";
        if absolute {
            k += 1;
        }
        let mut parts = Vec::new();
        loop {
            if self.toks().get(k).is_none_or(|t| t.kind != TokKind::Ident) {
                return !self.calls_at(k, last);
            }
            parts.push(self.tok(k));
            k += 1;
            if self.tok(k) == "<" {
                match crate::lexer::template_args_end(self.item.text, self.toks(), k) {
                    Some(end) => k = end,
                    None => return true,
                }
            }
            if self.tok(k) != "::" {
                break;
            }
            k += 1;
        }
        if parts.len() == 1 && matches!(parts[0], "asm" | "__asm__" | "__asm" | "static_assert") {
            return true;
        }
        match self.tok(k) {
            "(" => {}
            // `obj.f()`, `p->f()`: the object's class is not looked up.
            "." | "->" => return !self.calls_at(k, last),
            _ => return true,
        }
        // Only a call that is the whole statement.
        if self.item.group_end(k) != last {
            return true;
        }
        if parts.len() == 1 && self.is_local(parts[0]) {
            return false;
        }
        let found = self.table.resolve(&parts, &self.scope, absolute);
        let mut functions = found.iter().filter(|s| s.kind == EntityKind::Function).peekable();
        if functions.peek().is_some() {
            return !functions.any(|s| s.noreturn);
        }
        // Undeclared: a library function whose header the built-in
        // preprocessor skipped. Those that never return are known by name.
        let last = parts.last().copied().unwrap_or("");
        // (A variable called, a function pointer or functor, is not told.)
        !NORETURN_LIBRARY.contains(&last) && found.iter().all(|s| s.kind == EntityKind::Type)
    }

    /// Whether the statement from `k` to `last` may still be a call whose
    /// callee cufe does not know (a member call `a.b(x)`, `p->f()`): one
    /// that ends in a parenthesized group.
    fn calls_at(&self, k: usize, last: usize) -> bool {
        k < last && self.tok(last.saturating_sub(1)) == ")" && (k..last).any(|j| self.tok(j) == "(")
    }

    /// The tokens of `first..last` outside any group.
    fn top_level(&self, first: usize, last: usize) -> impl Iterator<Item = usize> + '_ {
        let mut k = first;
        std::iter::from_fn(move || {
            if k >= last {
                return None;
            }
            let at = k;
            k = if matches!(self.tok(k), "(" | "[" | "{") { self.item.group_end(k) } else { k + 1 };
            Some(at)
        })
    }

    /// A parameter or local of the function is named `name`.
    fn is_local(&self, name: &str) -> bool {
        self.locals().any(|d| d.name.is_some_and(|n| n.as_str() == name))
    }

    fn locals(&self) -> impl Iterator<Item = &'a Decl> + '_ {
        let decls = &self.item.scan.ast.decls;
        let params = self.decl.func.iter().flat_map(|f| f.params.iter());
        params.chain(self.decl.locals.iter()).map(move |&p| &decls[p])
    }

    /// What the condition `first..last` is known to be.
    fn truth(&self, first: usize, last: usize) -> Cond {
        let toks = self.toks().get(first..last).unwrap_or(&[]);
        if toks.is_empty() {
            return Cond::Unknown;
        }
        let names = |name: &str| self.constant(name);
        if let Some(v) = crate::eval::eval_int_with(self.item.text, toks, &names) {
            return Cond::Const(v != 0);
        }
        // `a || b`, `a && b`: the operands in order, up to one that
        // decides (`0 && x` is a constant, `true && x` is `x`).
        let top: Vec<usize> = self.top_level(first, last).collect();
        if !top.iter().any(|&j| matches!(self.tok(j), "?" | ",")) {
            for (op, decides) in [("||", true), ("&&", false)] {
                let cuts: Vec<usize> = top.iter().copied().filter(|&j| self.tok(j) == op).collect();
                if cuts.is_empty() {
                    continue;
                }
                let mut start = first;
                for end in cuts.into_iter().chain([last]) {
                    match self.truth(start, end) {
                        Cond::Const(v) if v == decides => return Cond::Const(decides),
                        Cond::Const(_) => start = end + 1,
                        other => return other,
                    }
                }
                return Cond::Const(!decides);
            }
        }
        if self.reads_runtime_first(first, last) {
            Cond::Runtime
        } else {
            Cond::Unknown
        }
    }

    /// The value of a name a condition uses, when cufe knows it is a
    /// constant: a `const`/`constexpr` local or global with a constant
    /// initializer, an enumerator.
    fn constant(&self, name: &str) -> Option<i128> {
        let mut locals = self.locals().filter(|d| d.name.is_some_and(|n| n.as_str() == name));
        if let Some(local) = locals.next() {
            // Shadowed names are not told apart.
            if locals.next().is_some() || local.kind != DeclKind::Variable || !local.is_constexpr() && !local.specs.has(Specs::CONST) || local.specs.has(Specs::POINTER) {
                return None;
            }
            let init = local.init?;
            let toks = self.toks();
            let (a, b) = (toks.partition_point(|t| t.start < init.start), toks.partition_point(|t| t.start < init.end));
            let slice = toks.get(a..b)?;
            // (The span of `= E` starts after the `=`.)
            let slice = match slice.first().map(|t| t.text(self.item.text)) {
                Some("(" | "{") if slice.len() >= 2 => &slice[1..slice.len() - 1],
                _ => slice,
            };
            return crate::eval::eval_int(self.item.text, slice);
        }
        if name.has_scope() || name.ends_with("()") {
            return None;
        }
        let found = self.table.resolve(&[name], &self.scope, false);
        if let Some(var) = found.iter().find(|s| s.kind == EntityKind::Variable) {
            return var.detail.const_value;
        }
        self.table.unnamed_enumerator(name, &self.scope)
    }

    /// The condition's first operand reads a parameter or a non-constant
    /// local variable (`i < n`, `!done`, `x--`, `a[0]`): whatever follows,
    /// its value is not a constant. Member access and calls (`v.size()`)
    /// may still be constant and are not told.
    fn reads_runtime_first(&self, first: usize, last: usize) -> bool {
        let mut k = first;
        while k < last && matches!(self.tok(k), "!" | "-" | "+" | "~" | "(" | "*" | "++" | "--") {
            k += 1;
        }
        if k >= last || self.toks()[k].kind != TokKind::Ident || matches!(self.tok(k + 1), "." | "->" | "(" | "::") {
            return false;
        }
        if (first..last).any(|j| self.tok(j) == ",") {
            return false;
        }
        let name = self.tok(k);
        let mut decls = self.locals().filter(|d| d.name.is_some_and(|n| n.as_str() == name)).peekable();
        decls.peek().is_some() && decls.all(|d| matches!(d.kind, DeclKind::Variable | DeclKind::Parameter) && !d.is_constexpr() && (!d.specs.has(Specs::CONST) || d.specs.has(Specs::POINTER) || d.specs.has(Specs::REFERENCE) || d.kind == DeclKind::Parameter))
    }
}
