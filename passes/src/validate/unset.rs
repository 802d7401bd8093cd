//! #549 "variable is used before its value is set": a local of scalar,
//! pointer or array type declared without an initializer whose first
//! mention after its declaration reads it; or a local of a class whose
//! default initialization runs no code (no constructor, no default member
//! initializer, no virtual function, in any of its parts) whose first
//! mention copies it or reads a member.
//!
//! cudafe++'s front end decides this in one pass over the text, not by
//! paths: any assignment written earlier counts as setting the variable,
//! even in an `if`'s other branch or a `switch`'s other case; a mention
//! inside a loop that does not contain the declaration, or inside a lambda,
//! never warns (the loop may have set it); only the first read warns. A
//! member assigned (`d.x = 1`) sets the whole object; a member function
//! called on it (`d.get()`) is a call taking its address, which is not
//! followed.
//!
//! cufe warns only where the mention is surely a read: where it cannot tell
//! (a whole call argument, which may bind a reference, unless every
//! function or constructor of the local being declared that takes that
//! many arguments takes it by value, or the callee is an undeclared
//! runtime API function, whose parameters are values; an operand of `<<`
//! or `>>`, which may be a stream's; an expression statement of the name
//! alone, which is reported as having no effect instead; an address taken;
//! a reference bound), it stops following the variable, silent. In function
//! templates and the members of class templates cudafe++ does not warn for
//! scalars, nor for a class object's member or returned value (checked per
//! instance, never reported); a non-dependent class object copied into
//! another one (an initializer, an assignment, a by-value argument) is
//! checked where the template is defined, and warns there.

use super::ItemView;
use crate::scoped::ScopedStr;
use crate::diag::Diag;
use crate::il::{mem, EntityKind};
use crate::lexer::TokKind;
use crate::parse::{Context, Decl, DeclIdx, DeclKind, Specs};
use crate::symbols::SymbolTable;
use cufe_tables::tag;

pub fn check(item: &ItemView<'_>, table: &SymbolTable) -> Vec<Diag> {
    let mut diags = Vec::new();
    for (idx, decl) in item.scan.ast.decls.iter() {
        // (A lambda's locals are its own, not the enclosing function's.)
        if !matches!(decl.kind, DeclKind::Function | DeclKind::Lambda) || decl.locals.is_empty() {
            continue;
        }
        let Some(body) = decl.func.as_ref().and_then(|f| f.body_span) else { continue };
        let walk = Walk::new(item, decl, body, in_template(item, idx));
        if walk.has_goto() {
            continue;
        }
        for &local in &decl.locals {
            if let Some(kind) = walk.candidate(table, local) {
                walk.follow(table, local, kind, &mut diags);
            }
        }
    }
    diags
}

/// A template or a member (at any depth) of one.
fn in_template(item: &ItemView<'_>, idx: DeclIdx) -> bool {
    let decls = &item.scan.ast.decls;
    let mut cur = Some(idx);
    let mut depth = 0;
    while let Some(i) = cur {
        if decls[i].template.is_some() || depth > 64 {
            return true;
        }
        cur = decls[i].parent;
        depth += 1;
    }
    false
}

/// Builtin type words: a variable of such a type (or a pointer, or an
/// array of them) has no constructor to set it.
const SCALAR_WORDS: &[&str] =
    &["int", "unsigned", "signed", "short", "long", "char", "float", "double", "bool", "wchar_t", "char8_t", "char16_t", "char32_t", "volatile", "__int128", "__int64"];

struct Walk<'a> {
    item: &'a ItemView<'a>,
    /// The body's braces (token indices).
    open: usize,
    close: usize,
    /// Token ranges of the body's loops (`for`/`while`/`do` to the end of
    /// the statement) and lambdas (capture to the body's `}`).
    loops: Vec<(usize, usize)>,
    lambdas: Vec<(usize, usize)>,
    /// The function's locals: name, name token, and the token range
    /// where the name is visible.
    locals: Vec<(&'a str, usize, usize)>,
    scope: String,
    blocks: std::rc::Rc<super::Blocks>,
    /// The function is a template or a member of one: only a class
    /// object's copies are checked (see the module's text).
    templated: bool,
}

/// What kind of local #549 follows.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Candidate {
    /// Of builtin, pointer or enumeration type (or an array of them).
    Scalar,
    /// Of a class type left unset by default initialization (or an array).
    Class,
}

impl<'a> Walk<'a> {
    fn new(item: &'a ItemView<'a>, decl: &'a Decl, body: crate::parse::Span, templated: bool) -> Walk<'a> {
        let open = item.index_at(body.start);
        let close = item.group_end(open).saturating_sub(1);
        let scope = item.namespaces.iter().map(|n| n.as_str()).collect::<Vec<_>>().join("::");
        let blocks = item.blocks(open, close);
        let mut walk = Walk { item, open, close, loops: Vec::new(), lambdas: Vec::new(), locals: Vec::new(), scope, blocks, templated };
        for k in open..close {
            match walk.tok(k) {
                "for" | "while" if walk.tok(k + 1) == "(" && !walk.ends_do(k) => {
                    let end = walk.statement_end(item.group_end(k + 1));
                    walk.loops.push((k, end));
                }
                "do" => {
                    let end = walk.statement_end(k);
                    walk.loops.push((k, end));
                }
                _ => {}
            }
        }
        let decls = &item.scan.ast.decls;
        for (_, d) in decls.iter().filter(|(_, d)| d.kind == DeclKind::Lambda && d.name_span.start > body.start && d.name_span.start < body.end) {
            let from = item.index_at(d.name_span.start);
            let brace = (item.index_at(d.span.end)..close).find(|&k| walk.tok(k) == "{").unwrap_or(close);
            walk.lambdas.push((from, item.group_end(brace)));
        }
        for &l in &decl.locals {
            let d = &decls[l];
            if let Some(name) = d.name.filter(|_| d.kind == DeclKind::Variable) {
                let at = item.index_at(d.name_span.start);
                walk.locals.push((name.as_str(), at, walk.block_close(at)));
            }
        }
        walk
    }

    fn tok(&self, i: usize) -> &'a str {
        self.item.tok(i)
    }

    /// `while` at `k` ends a `do` statement (`} while (c);`).
    fn ends_do(&self, k: usize) -> bool {
        self.loops.iter().any(|&(from, end)| self.tok(from) == "do" && k > from && k < end)
    }

    fn has_goto(&self) -> bool {
        (self.open..self.close).any(|k| self.tok(k) == "goto")
    }

    /// The `}` closing the innermost block around token `at`.
    fn block_close(&self, at: usize) -> usize {
        self.blocks.close_around(at)
    }

    /// Index past the statement starting at `at`.
    fn statement_end(&self, at: usize) -> usize {
        match self.tok(at) {
            "{" => self.item.group_end(at),
            "for" | "while" | "switch" if self.tok(at + 1) == "(" => self.statement_end(self.item.group_end(at + 1)),
            "if" => {
                let cond = if self.tok(at + 1) == "constexpr" { at + 2 } else { at + 1 };
                let then_end = self.statement_end(self.item.group_end(cond));
                if self.tok(then_end) == "else" { self.statement_end(then_end + 1) } else { then_end }
            }
            "do" => {
                let mut k = self.statement_end(at + 1);
                while k < self.close && self.tok(k) != ";" {
                    k = if self.tok(k) == "(" { self.item.group_end(k) } else { k + 1 };
                }
                k + 1
            }
            _ => {
                let mut k = at;
                while k < self.close && self.tok(k) != ";" {
                    k = if matches!(self.tok(k), "(" | "[" | "{") { self.item.group_end(k) } else { k + 1 };
                }
                k + 1
            }
        }
    }

    /// A local declared without an initializer, automatic, of a type
    /// with no constructor: builtin words, a pointer, an array of either,
    /// or a typedef of them (`Scalar`); or of a class whose default
    /// initialization leaves it unset (`Class`).
    fn candidate(&self, table: &SymbolTable, local: DeclIdx) -> Option<Candidate> {
        let d = &self.item.scan.ast.decls[local];
        const NOT: u32 = Specs::STATIC | Specs::EXTERN | Specs::THREAD_LOCAL | Specs::TYPEDEF | Specs::REFERENCE | Specs::RVALUE_REFERENCE | Specs::FOR_RANGE | Specs::AUTO | Specs::PACK | Specs::USING_ALIAS;
        if d.kind != DeclKind::Variable || d.context != Context::Block || d.init.is_some() || d.name.is_none() || d.specs.0 & NOT != 0 {
            return None;
        }
        // (A `__shared__` local is static, `__managed__` too or not; an
        // automatic `__device__` or `__constant__` one is left unset as
        // any other.)
        if self.item.apply.entities.get(local).is_some_and(|e| e.memory_space & mem::SHARED != 0) {
            return None;
        }
        let at = self.item.index_at(d.name_span.start);
        // Declared in a `for`'s or an `if`'s parentheses.
        if self.tok(at + 1) == ")" || self.in_parens(at) {
            return None;
        }
        let ty = self.item.text.get(d.type_span.start as usize..d.type_span.end as usize).unwrap_or("");
        if d.specs.has(Specs::POINTER) || self.scalar_type(table, ty, 0) || self.names_enum(table, ty) {
            return (!self.templated).then_some(Candidate::Scalar);
        }
        self.class_left_unset(table, ty, &self.scope, 0, true).then_some(Candidate::Class)
    }

    /// The type `ty` is an enumeration the unit declares.
    fn names_enum(&self, table: &SymbolTable, ty: &str) -> bool {
        let words: Vec<&str> = ty.split_whitespace().filter(|w| !matches!(*w, "const" | "volatile" | "enum")).collect();
        let name = words.concat();
        let parts: Vec<&str> = name.trim_global().split_scopes().collect();
        !name.is_empty() && !name.contains(['<', '*', '&', '(']) && !table.resolve_where(&parts, if name.starts_with("::") { "" } else { &self.scope }, &|s| s.kind == EntityKind::Type && s.is_enum).is_empty()
    }

    /// The type `ty` (written in `scope`) is left unset by default
    /// initialization: builtin words, an enumeration, a pointer, or a
    /// class defined in the unit none of whose parts (bases, data
    /// members) runs code to initialize it (`Symbol::default_init_runs`).
    /// Anything cufe cannot resolve (a template's instance, a class of a
    /// header the built-in preprocessor skipped) is not. `top`: the
    /// variable's own type, which must be a class with data.
    fn class_left_unset(&self, table: &SymbolTable, ty: &str, scope: &str, depth: u8, top: bool) -> bool {
        const KEYWORDS: &[&str] = &["const", "volatile", "struct", "class", "union", "enum", "typename"];
        if depth > 8 || ty.contains(['<', '&', '(', '[']) {
            return false;
        }
        if ty.contains('*') {
            return !top;
        }
        let words: Vec<&str> = ty.split_whitespace().filter(|w| !KEYWORDS.contains(w)).collect();
        if words.iter().all(|w| SCALAR_WORDS.contains(w)) {
            return !top && !words.is_empty();
        }
        let name = words.concat();
        let absolute = name.starts_with("::");
        let parts: Vec<&str> = name.trim_global().split_scopes().collect();
        if parts.iter().any(|p| !p.chars().all(|c| c.is_alphanumeric() || c == '_') || p.is_empty()) {
            return false;
        }
        let is_type = |s: &crate::symbols::Symbol| s.kind == EntityKind::Type && s.template.is_none();
        let found = table.resolve_where(&parts, if absolute { "" } else { scope }, &is_type);
        if found.is_empty() {
            return match table.resolve_alias_through(&parts, scope, absolute) {
                Some(a) if a.unnamed_class.is_none() && a.extents.is_empty() && !a.names_its_class() => self.class_left_unset(table, &a.target, crate::symbols::enclosing(&a.qname), depth + 1, top),
                _ => false,
            };
        }
        if found.iter().any(|c| c.is_enum) {
            return !top;
        }
        let Some(fields) = found.iter().find_map(|c| c.detail.fields.as_ref()) else { return false };
        let inner = found[0].qname.as_str();
        let bases: Vec<&str> = found.iter().flat_map(|c| c.bases.iter().map(|b| b.as_str())).collect();
        !(top && fields.is_empty() && bases.is_empty())
            && found.iter().all(|c| !c.default_init_runs)
            && bases.iter().all(|b| self.class_left_unset(table, b, inner, depth + 1, false))
            && fields.iter().all(|(t, _)| self.class_left_unset(table, t, inner, depth + 1, false))
    }

    /// Token `at` is inside parentheses (a condition's declaration).
    fn in_parens(&self, at: usize) -> bool {
        super::enclosing_opener(|k| self.tok(k), self.open, at, ("(", ")"), &["{", ";", "}"]).is_some()
    }

    /// Type text made of builtin words only (a typedef's target followed).
    fn scalar_type(&self, table: &SymbolTable, ty: &str, depth: u8) -> bool {
        let words: Vec<&str> = ty.split(|c: char| !(c.is_alphanumeric() || c == '_')).filter(|w| !w.is_empty()).collect();
        if let [one] = words[..] {
            // (A runtime handle the built-in preprocessor did not declare,
            // `cudaStream_t`, is a pointer.)
            if !SCALAR_WORDS.contains(&one) && !table.knows(one) && crate::lower::stub::runtime_builtin_typedef(one).is_some() {
                return true;
            }
            if !SCALAR_WORDS.contains(&one) {
                return depth < 4 && table.resolve_alias(one, &self.scope).is_some_and(|a| a.extents.is_empty() && a.unnamed_class.is_none() && !a.target.contains(['{', '(']) && (a.target.contains('*') || self.scalar_type(table, &a.target, depth + 1)));
            }
        }
        !words.is_empty() && words.iter().all(|w| SCALAR_WORDS.contains(w)) && !ty.contains(['(', '&', ':', '<'])
    }

    /// Follows local `local` from its declaration to its first mention and
    /// warns when that reads it.
    fn follow(&self, table: &SymbolTable, local: DeclIdx, kind: Candidate, diags: &mut Vec<Diag>) {
        let d = &self.item.scan.ast.decls[local];
        let Some(name) = d.name.map(|n| n.as_str()) else { return };
        let at = self.item.index_at(d.name_span.start);
        let Some(&(_, _, mut to)) = self.locals.iter().find(|l| l.1 == at) else { return };
        let array = d.specs.has(Specs::ARRAY);
        let toks = &self.item.scan.ast.tokens;
        let mut k = at + 1;
        while k < to {
            if self.tok(k) != name || toks[k].kind != TokKind::Ident || self.visible(name, k) != Some(at) || self.declares(k) {
                k += 1;
                continue;
            }
            if matches!(self.tok(k - 1), "." | "->" | "::") || self.tok(k + 1) == "::" {
                k += 1;
                continue;
            }
            if self.unevaluated(k) {
                k += 1;
                continue;
            }
            match self.mention(table, k, at, array, kind) {
                Mention::Read => {
                    let order = self.item.scan.ast.decls.iter().filter(|(_, d)| d.span.start <= toks[k].start).map(|(i, _)| i.into_raw().into_u32()).max().unwrap_or(0);
                    diags.push(Diag::new(tag::USED_BEFORE_SET, toks[k].start, order).name(format!("variable \"{name}\"")));
                    return;
                }
                Mention::Unknown => return,
                // The assigned value is read first (`m = m + 1`): go on,
                // but only within it.
                Mention::Assigned(end) => {
                    to = end;
                    k += 1;
                }
            }
        }
    }

    /// The end of the expression whose assignment operator follows token
    /// `k`: the first `;`, `,`, `)`, `]` or `}` outside brackets.
    fn assigned_value_end(&self, k: usize) -> usize {
        let mut j = k + 1;
        while j < self.close {
            match self.tok(j) {
                "(" | "[" | "{" => j = self.item.group_end(j),
                ";" | "," | ")" | "]" | "}" => return j,
                _ => j += 1,
            }
        }
        self.close
    }

    /// Token `k` is the name of a declaration (a later local, a member of
    /// a local class), not a use.
    fn declares(&self, k: usize) -> bool {
        let start = self.item.scan.ast.tokens[k].start;
        self.item.scan.ast.decls.iter().any(|(_, d)| d.name_span.start == start && d.name.is_some())
    }

    /// The local whose name token is the one visible at token `k` (the
    /// latest declared before it whose block holds it).
    fn visible(&self, name: &str, k: usize) -> Option<usize> {
        self.locals.iter().filter(|l| l.0 == name && l.1 < k && k < l.2).max_by_key(|l| l.1).map(|l| l.1)
    }

    /// Inside the operand of `sizeof`, `decltype`, `alignof`, `typeid` or
    /// `noexcept`: the value is not read.
    fn unevaluated(&self, k: usize) -> bool {
        const OPS: &[&str] = &["sizeof", "decltype", "alignof", "__alignof__", "typeid", "noexcept"];
        if OPS.contains(&self.tok(k - 1)) {
            return true;
        }
        super::walk_out(|j| self.tok(j), self.open, k, |j, t, _| match t {
            "(" if OPS.contains(&self.tok(j.wrapping_sub(1))) && self.item.group_end(j) > k => Some(true),
            "{" | ";" => Some(false),
            _ => None,
        })
        .unwrap_or(false)
    }

    /// What the mention at token `k` does to the variable declared at
    /// token `decl`: `Read` only where that is sure.
    fn mention(&self, table: &SymbolTable, k: usize, decl: usize, array: bool, kind: Candidate) -> Mention {
        let inside = |&(from, to): &(usize, usize)| k > from && k < to && !(decl > from && decl < to);
        if self.loops.iter().any(inside) || self.lambdas.iter().any(inside) {
            return Mention::Unknown;
        }
        let mut after = k + 1;
        if array {
            while self.tok(after) == "[" {
                after = self.item.group_end(after);
            }
        }
        if kind == Candidate::Class && (!array || after > k + 1) {
            if !array && self.member_address(table, k, decl) {
                return Mention::Unknown;
            }
            return self.class_mention(table, k, after);
        }
        if self.tok(after) == "=" {
            return Mention::Assigned(self.assigned_value_end(after));
        }
        // An array not subscripted decays to a pointer: its elements are
        // not read.
        if array && self.tok(k + 1) != "[" {
            return Mention::Unknown;
        }
        if self.reads(table, k) {
            Mention::Read
        } else {
            Mention::Unknown
        }
    }

    /// The mention at token `k` of a class object (an array's element when
    /// `after` is past its subscripts): a member read (`d.x`, `d.*pm`), a
    /// member assigned (sets it), a member function called (not followed),
    /// the object assigned, or the whole object copied. In a template only
    /// the copy into another object is checked.
    fn class_mention(&self, table: &SymbolTable, k: usize, mut after: usize) -> Mention {
        let toks = &self.item.scan.ast.tokens;
        if matches!(self.tok(after), "." | ".*") {
            while self.tok(after) == "." && toks.get(after + 1).is_some_and(|t| t.kind == TokKind::Ident) || self.tok(after) == "[" {
                after = if self.tok(after) == "[" { self.item.group_end(after) } else { after + 2 };
            }
            return match self.tok(after) {
                "(" | "=" => Mention::Unknown,
                _ if self.templated => Mention::Unknown,
                _ => Mention::Read,
            };
        }
        if self.tok(after) == "=" {
            return Mention::Assigned(self.assigned_value_end(after));
        }
        // A whole operand: anything else (`d(1)`, `d[0]`, `d == e`) calls
        // one of its operators.
        let whole = matches!(self.tok(after), ";" | "," | ")" | "}" | ":") && matches!(self.tok(k - 1), "=" | "(" | "," | "{" | "?" | ":" | "return");
        if !whole || self.templated && self.copy_is_deferred(k) {
            return Mention::Unknown;
        }
        if self.copy_initializes(k) || self.reads(table, k) {
            Mention::Read
        } else {
            Mention::Unknown
        }
    }

    /// The mention at token `k` of the class object declared at token
    /// `decl` names an address, not a value: a member's address taken
    /// (`&d.x`), or an array member not subscripted down to an element
    /// (`memcpy(d.magic, ...)`, `d.m[1]` of an `int m[2][2]`), which
    /// decays to a pointer.
    fn member_address(&self, table: &SymbolTable, k: usize, decl: usize) -> bool {
        if self.tok(k + 1) != "." {
            return false;
        }
        if self.tok(k - 1) == "&" {
            return true;
        }
        let member = self.tok(k + 2);
        let mut after = k + 3;
        let mut subscripts = 0u8;
        while self.tok(after) == "[" {
            after = self.item.group_end(after);
            subscripts += 1;
        }
        if self.tok(after) == "." {
            return false;
        }
        let start = self.item.scan.ast.tokens.get(decl).map_or(0, |t| t.start);
        let Some(d) = self.item.scan.ast.decls.iter().map(|(_, d)| d).find(|d| d.name_span.start == start && d.name.is_some()) else { return false };
        let ty = self.item.text.get(d.type_span.start as usize..d.type_span.end as usize).unwrap_or("");
        let words: Vec<&str> = ty.split_whitespace().filter(|w| !matches!(*w, "const" | "volatile" | "struct" | "class" | "union")).collect();
        let class = words.concat();
        let mut parts: Vec<&str> = class.trim_global().split_scopes().collect();
        parts.push(member);
        table.resolve(&parts, if class.starts_with("::") { "" } else { &self.scope }, class.starts_with("::")).iter().any(|s| s.kind == EntityKind::Variable && s.array_rank > subscripts)
    }

    /// The object at token `k` is the whole initializer of another one:
    /// `D o(d)`, `D o{d}`, `D o = {d}` copy it.
    fn copy_initializes(&self, k: usize) -> bool {
        let (prev, next) = (self.tok(k - 1), self.tok(k + 1));
        let declared = |j: usize| j > self.open && self.declares(j);
        matches!((prev, next), ("(", ")") | ("{", "}")) && declared(k - 2) || (prev, next) == ("{", "}") && self.tok(k - 2) == "=" && declared(k - 3)
    }

    /// In a template, a class object returned (`return d;`, `return (d);`)
    /// is copied only in an instance, where cudafe++ does not warn.
    fn copy_is_deferred(&self, k: usize) -> bool {
        let mut j = k - 1;
        while self.tok(j) == "(" && j > self.open {
            j -= 1;
        }
        self.tok(j) == "return"
    }

    /// Whether the mention at token `k` (not assigned to) surely reads the
    /// variable; `false` also where cufe cannot tell.
    fn reads(&self, table: &SymbolTable, k: usize) -> bool {
        let (prev, next) = (self.tok(k - 1), self.tok(k + 1));
        // The address taken (`&m`; `(T *)&m` and `a & m` are not told
        // apart), or the value discarded (`(void)m`, not reported).
        if prev == "&" || prev == ")" && self.tok(k.wrapping_sub(2)) == "void" && self.tok(k.wrapping_sub(3)) == "(" {
            return false;
        }
        // A whole argument, an operand of `<<`/`>>`, the name alone as a
        // statement, a reference's initializer: cannot tell.
        if matches!(prev, "(" | "," | "{") && matches!(next, ")" | "," | "}") && self.call_argument(k) && !self.by_value_argument(table, k) {
            return false;
        }
        if matches!(prev, "<<" | ">>") || matches!(next, "<<" | ">>") {
            return false;
        }
        if matches!(prev, ";" | "{" | "}") && next == ";" {
            return false;
        }
        if prev == "=" && self.binds_reference(k - 1) {
            return false;
        }
        true
    }

    /// Token `k` is in a call's parentheses (or a braced initializer,
    /// which may call a constructor), not in an `if`'s or a cast's.
    fn call_argument(&self, k: usize) -> bool {
        const NOT_CALLS: &[&str] = &["if", "while", "switch", "for", "return", "case", "throw", "sizeof", "alignof", "decltype", "typeid", "noexcept", "co_return", "co_yield", "co_await", "else", "do", "delete", "new"];
        super::walk_out(|j| self.tok(j), self.open, k, |j, t, _| match t {
            "{" => Some(true),
            "[" | ";" => Some(false),
            // An operand's parentheses (`= (d)`, `a + (x)`) group it:
            // what they are in decides.
            "(" if matches!(self.tok(j.wrapping_sub(1)), "=" | "(" | "," | "?" | ":" | "+" | "-" | "/" | "%" | "==" | "!=" | "<=" | ">=" | "&&" | "||" | "!" | "+=" | "-=" | "*=" | "/=") => None,
            // Anything but a condition's parentheses (a call, an `asm`
            // operand, a cast's operand).
            "(" => Some(!NOT_CALLS.contains(&self.tok(j.wrapping_sub(1)))),
            _ => None,
        })
        .unwrap_or(false)
    }

    /// Token `k` is a whole argument of a call of a function the unit
    /// declares, whose every overload takes that argument by value (or
    /// through its ellipsis).
    fn by_value_argument(&self, table: &SymbolTable, k: usize) -> bool {
        let toks = &self.item.scan.ast.tokens;
        let mut commas = 0usize;
        let opener = super::walk_out(|j| self.tok(j), self.open, k, |j, t, depth| match t {
            "," if depth == 0 => {
                commas += 1;
                None
            }
            "(" => Some(Some(j)),
            "[" | "{" | ";" => Some(None),
            _ => None,
        });
        let j = match opener {
            Some(Some(j)) => j,
            Some(None) => return false,
            None => k.min(self.open),
        };
        let callee = self.launched_kernel(j).unwrap_or(j.wrapping_sub(1));
        if toks.get(callee).is_none_or(|t| t.kind != TokKind::Ident) || matches!(self.tok(callee.wrapping_sub(1)), "." | "->" | "::") {
            return false;
        }
        let args = self.argument_count(j);
        if j > self.open && self.declares(callee) {
            return self.constructed_by_value(table, callee, commas, args);
        }
        let name = self.tok(callee);
        let found = table.resolve(&[name], &self.scope, false);
        if found.is_empty() && !table.knows(name) {
            return runtime_api_by_value(name, commas);
        }
        let functions: Vec<&crate::symbols::Symbol> = found.iter().copied().filter(|s| s.kind == crate::il::EntityKind::Function).collect();
        !functions.is_empty() && found.len() == functions.len() && all_viable_by_value(&functions, commas, args)
    }

    /// The number of arguments in the parentheses opening at `open`.
    fn argument_count(&self, open: usize) -> usize {
        let close = self.item.group_end(open).saturating_sub(1);
        crate::eval::split_args(self.item.text, &self.item.scan.ast.tokens, open + 1, close).len()
    }

    /// The local declared at token `name` is initialized by a constructor
    /// of its class (`Graph g(s)`) each of which takes argument `i` by
    /// value. (An argument of scalar type cannot bind the implicit copy
    /// constructor's reference: it converts through a declared one.)
    fn constructed_by_value(&self, table: &SymbolTable, name: usize, i: usize, args: usize) -> bool {
        let start = self.item.scan.ast.tokens[name].start;
        let Some((_, d)) = self.item.scan.ast.decls.iter().find(|(_, d)| d.name_span.start == start && d.name.is_some()) else { return false };
        if d.specs.has(Specs::POINTER) || d.specs.has(Specs::ARRAY) {
            return false;
        }
        let ty = self.item.text.get(d.type_span.start as usize..d.type_span.end as usize).unwrap_or("");
        let class: String = ty.split_whitespace().filter(|w| !matches!(*w, "const" | "volatile" | "struct" | "class")).collect();
        if class.is_empty() || class.contains(['<', '*', '&', '(']) {
            return false;
        }
        let parts: Vec<&str> = class.trim_global().split_scopes().collect();
        let scope = if class.starts_with("::") { "" } else { self.scope.as_str() };
        let found = table.resolve_where(&parts, scope, &|s| s.kind == EntityKind::Type && s.template.is_none() && !s.is_enum);
        let [c] = found[..] else { return false };
        let ctor = c.qname.rsplit("::").next().unwrap_or(&c.qname);
        let ctors: Vec<_> = table.lookup(&format!("{}::{ctor}", c.qname)).map(|(_, f)| f).filter(|f| f.kind == EntityKind::Function).collect();
        all_viable_by_value(&ctors, i, args)
    }

    /// The kernel's name of a launch whose arguments open at `open`
    /// (`k<<<g, b>>>(`, `k<T><<<g, b>>>(`): its parameters decide, as a
    /// named callee's do.
    fn launched_kernel(&self, open: usize) -> Option<usize> {
        let mut k = open.checked_sub(1)?;
        let closes = match self.tok(k) {
            ">>>" => 1,
            ">" if self.tok(k.wrapping_sub(1)) == ">>" => 2,
            _ => return None,
        };
        k = k.checked_sub(closes)?;
        // Back to the configuration's `<<<` (or `<<` `<`), over its
        // parenthesized arguments.
        let config = super::walk_out(|j| self.tok(j), self.open, k + 1, |j, t, depth| match t {
            "<<<" if depth == 0 => Some(Some(j)),
            "<" if depth == 0 && self.tok(j.wrapping_sub(1)) == "<<" => Some(Some(j - 1)),
            ";" | "{" | "}" => Some(None),
            _ => None,
        })??;
        let mut callee = config.checked_sub(1)?;
        // Explicit template arguments (`k<float, 4>`).
        if self.tok(callee) == ">" {
            let mut depth = 0usize;
            loop {
                match self.tok(callee) {
                    ">" => depth += 1,
                    ">>" => depth += 2,
                    "<" => depth = depth.saturating_sub(1),
                    ";" | "{" | "}" => return None,
                    _ => {}
                }
                if depth == 0 {
                    break;
                }
                callee = callee.checked_sub(1).filter(|&c| c > self.open)?;
            }
            callee = callee.checked_sub(1)?;
        }
        Some(callee)
    }

    /// The `=` at token `eq` initializes a local reference.
    fn binds_reference(&self, eq: usize) -> bool {
        let name_at = self.item.scan.ast.tokens.get(eq.wrapping_sub(1)).map(|t| t.start);
        self.item.scan.ast.decls.iter().any(|(_, d)| Some(d.name_span.start) == name_at && d.kind == DeclKind::Variable && (d.specs.has(Specs::REFERENCE) || d.specs.has(Specs::RVALUE_REFERENCE)))
    }
}

/// What a mention of a variable does to it.
enum Mention {
    /// Reads its value.
    Read,
    /// Assigns it; the value assigned ends before this token.
    Assigned(usize),
    /// Cannot tell (or need not: in a loop, in a lambda).
    Unknown,
}

/// Parameter `i` of a function whose parameter types are `key` (see
/// `symbols::params_key`) is neither a reference nor a template's.
/// Argument `i` of a call with `args` arguments binds a value parameter
/// of every function among `functions` that takes that many (some does).
fn all_viable_by_value(functions: &[&crate::symbols::Symbol], i: usize, args: usize) -> bool {
    let viable: Vec<_> = functions.iter().filter(|f| f.arity.is_none_or(|(required, total)| (usize::from(required)..=usize::from(total)).contains(&args))).collect();
    !viable.is_empty() && viable.iter().all(|f| by_value_param(&f.params_key, i))
}

/// Parameter `i` of a function of the CUDA runtime's API the unit calls
/// without a declaration in sight (the built-in preprocessor skipped the
/// runtime's headers) is a value (a pointer, a size, a handle), but for
/// the symbol a `cuda...Symbol...` function takes by reference: the first
/// parameter of one copying to it, the second of the others.
fn runtime_api_by_value(name: &str, i: usize) -> bool {
    let symbol = if name.contains("ToSymbol") { 0 } else { 1 };
    name.starts_with("cuda") && name.len() > 4 && !(name.contains("Symbol") && i == symbol)
}

fn by_value_param(key: &str, i: usize) -> bool {
    if key.contains(['<', '(']) {
        return false;
    }
    let params: Vec<&str> = key.split(',').collect();
    match params.get(i) {
        Some(p) => !p.contains('&') && !p.contains("...") && !p.is_empty(),
        None => params.last().is_some_and(|p| p.trim() == "..."),
    }
}
