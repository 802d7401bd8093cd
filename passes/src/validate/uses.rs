//! What host code may not do with device entities, checked on the uses in
//! function bodies: call a `__device__` function, read, write or take the
//! address of a `__device__`/`__shared__`/`__constant__` variable (managed
//! ones are fine), call a `__global__` function without a launch
//! configuration, or configure a call to anything else.
//!
//! Names are resolved through the symbol table from the function's scope;
//! a parameter or local of the same name hides the global one. Template
//! bodies are checked too, as cudafe++ does for non-dependent uses.

use super::ItemView;
use crate::scoped::ScopedStr;
use crate::diag::Diag;
use crate::il::{exec, mem, EntityKind};
use crate::lexer::{skip_group, TokKind, Token};
use crate::lower::ty::Ty;
use crate::options::Config;
use crate::parse::{Context, Decl, DeclIdx, DeclKind, Span, Specs, TemplateKind};
use crate::symbols::{Symbol, SymbolTable};
use cufe_tables::{tag, Severity};
use rustc_hash::FxHashSet as HashSet;

pub fn check(item: &ItemView<'_>, table: &SymbolTable, cfg: &Config) -> Vec<Diag> {
    let mut diags = managed_in_decltype(item, table);
    diags.extend(auto_outside_bodies(item, table));
    for (idx, decl) in item.scan.ast.decls.iter() {
        if decl.kind != DeclKind::Function || decl.context == Context::Block {
            continue;
        }
        let Some(body) = decl.func.as_ref().and_then(|f| f.body_span) else { continue };
        let Some(entity) = item.apply.entities.get(idx) else { continue };
        let caller = Caller::of(entity.exec_space);
        // The maps of names get one entry per parameter and local (those
        // of nested lambdas aside): made that large at once, not grown.
        let names = decl.locals.len() + decl.func.as_ref().map_or(0, |f| f.params.len());
        let mut cx = BodyCheck { item, table, cfg, decl, caller, scope: item.scope_of(table, decl), locals: HashSet::with_capacity_and_hasher(names, Default::default()), local_vars: Vec::new(), local_types: sized_map(names), local_decls: sized_map(names), local_targs: Default::default(), qualifier_args: None, pending: Vec::new(), own_order: idx.into_raw().into_u32(), dependent: HashSet::default(), decl_sites: HashSet::with_capacity_and_hasher(names, Default::default()), skip: Vec::new(), lambda_bodies: Vec::new(), annotated_lambdas: Vec::new(), generic_params: Vec::new(), block_usings: Vec::new(), block_directives: Vec::new(), outer_caller: caller, diags: &mut diags, markers: Vec::new() };
        cx.collect_locals(idx);
        cx.skip_discarded_branches(body);
        cx.collect_dependent(decl);
        cx.implicit_calls(idx);
        cx.walk(body);
    }
    diags
}

/// An empty map with room for `n` entries.
fn sized_map<K, V>(n: usize) -> rustc_hash::FxHashMap<K, V> {
    rustc_hash::FxHashMap::with_capacity_and_hasher(n, Default::default())
}

/// `decltype(m)` with `m` a `__managed__` variable: the type of the
/// unparenthesized id-expression would be the shadow's, so it is rejected
/// (`decltype((m))` is fine).
fn managed_in_decltype(item: &ItemView<'_>, table: &SymbolTable) -> Vec<Diag> {
    let toks = &item.scan.ast.tokens;
    let text = |i: usize| item.tok(i);
    let mut diags = Vec::new();
    for i in 0..toks.len() {
        // Length first: spares spelling every token of every body.
        if toks[i].len as usize != "decltype".len() || text(i) != "decltype" || text(i + 1) != "(" {
            continue;
        }
        let mut j = i + 2;
        let absolute = text(j) == "::";
        if absolute {
            j += 1;
        }
        let mut parts = Vec::new();
        while toks.get(j).is_some_and(|t| t.kind == TokKind::Ident) {
            parts.push(text(j));
            if text(j + 1) == "::" {
                j += 2;
            } else {
                break;
            }
        }
        if parts.is_empty() || text(j + 1) != ")" {
            continue;
        }
        let managed = table.resolve(&parts, item.namespace_scope(), absolute).iter().any(|s| s.kind == EntityKind::Variable && s.ext_memory_space & mem::EXT_MANAGED != 0);
        if managed {
            // At the start of the (qualified) name.
            let at = toks[i + 2].start;
            let order = item.scan.ast.decls.iter().filter(|(_, d)| d.span.start <= at).map(|(i, _)| i.into_raw().into_u32()).max().unwrap_or(0);
            diags.push(Diag::new(tag::DECLTYPE_OF_MANAGED_VARIABLE, at, order));
        }
    }
    diags
}

/// `decltype(f(1))` or `sizeof(f(1))` outside any function's body (a
/// variable's or member's type, a trailing return type, a default
/// argument), `f` a `__device__` function whose return type its body
/// deduces: the host side cannot know that type (bodies are
/// `BodyCheck`'s).
fn auto_outside_bodies(item: &ItemView<'_>, table: &SymbolTable) -> Vec<Diag> {
    let toks = &item.scan.ast.tokens;
    let bodies: Vec<Span> = item.scan.ast.decls.iter().filter_map(|(_, d)| d.func.as_ref().and_then(|f| f.body_span)).collect();
    let mut diags = Vec::new();
    let mut i = 0;
    while i < toks.len() {
        let t = toks[i];
        let operand = t.kind == TokKind::Ident && is_unevaluated_operator(item.tok(i)) && item.tok(i + 1) == "(";
        if !operand || bodies.iter().any(|b| b.start <= t.start && t.start < b.end) {
            i += 1;
            continue;
        }
        let close = skip_group(item.text, toks, i + 1);
        for (callee, at) in deduced_device_names(item, table, item.namespace_scope(), i + 2, close) {
            if !callee.is_constexpr {
                let order = item.scan.ast.decls.iter().filter(|(_, d)| d.span.start <= at).map(|(i, _)| i.into_raw().into_u32()).max().unwrap_or(0);
                diags.push(Diag::new(tag::AUTO_DEVICE_FN_REF, at, order).arg(callee.name.as_str()).arg(OUTSIDE_DEVICE_BODIES));
            }
        }
        i = close;
    }
    diags
}

/// The `__device__` functions with a deduced return type that tokens
/// `first..end` name (not as members after `.` or `->`), with the offset
/// of each name's last part.
fn deduced_device_names<'t>(item: &ItemView<'_>, table: &'t SymbolTable, scope: &str, first: usize, end: usize) -> Vec<(&'t Symbol, u32)> {
    let toks = &item.scan.ast.tokens;
    let text = |i: usize| item.tok(i);
    let mut out = Vec::new();
    let mut i = first;
    while i < end {
        let member = matches!(text(i.wrapping_sub(1)), "." | "->" | "::");
        if toks.get(i).is_none_or(|t| t.kind != TokKind::Ident) || member {
            i += 1;
            continue;
        }
        let mut parts = vec![text(i)];
        let mut last = i;
        while text(last + 1) == "::" && toks.get(last + 2).is_some_and(|t| t.kind == TokKind::Ident) {
            last += 2;
            parts.push(text(last));
        }
        let found = table.resolve(&parts, scope, false);
        let device = |s: &&&Symbol| s.kind == EntityKind::Function && s.deduces_return && Caller::of(s.exec_space) == Caller::Device;
        if let (Some(callee), Some(t)) = (found.iter().find(device), toks.get(last)) {
            out.push((*callee, t.start));
        }
        i = last + 1;
    }
    out
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Caller {
    Host,
    HostDevice,
    Device,
    Global,
}

impl Caller {
    fn of(space: u8) -> Caller {
        if space & exec::GLOBAL_BIT != 0 {
            Caller::Global
        } else if exec::is_device_only(space) {
            Caller::Device
        } else if space & 0x02 != 0 {
            Caller::HostDevice
        } else {
            Caller::Host
        }
    }

    fn runs_on_host(self) -> bool {
        matches!(self, Caller::Host | Caller::HostDevice)
    }

    /// How "a %s function call cannot be configured" names a callee of
    /// this space: a `__host__ __device__` one is a `__device__` one.
    fn configured_word(self) -> &'static str {
        if self == Caller::Host {
            "host"
        } else {
            "__device__"
        }
    }

    fn word(self) -> &'static str {
        match self {
            Caller::Host => "__host__",
            Caller::HostDevice => "__host__ __device__",
            Caller::Device => "__device__",
            Caller::Global => "__global__",
        }
    }
}

/// `ns::Class` of a function (or of a variable, for its initializer):
/// where unqualified names are looked up.
pub(super) fn scope_of(item: &ItemView<'_>, table: &SymbolTable, decl: &Decl) -> String {
    let mut parts: Vec<String> = item.namespaces.iter().map(|n| n.to_string()).collect();
    // A member defined outside its class names the class from the
    // namespace around, maybe through a using-directive (`using namespace
    // rw; void Solver::run() {...}`): its body's scope is the class's.
    if decl.context != Context::Class && !decl.qualifier.is_empty() {
        let qualifier: Vec<&str> = decl.qualifier.iter().map(|q| q.as_str()).collect();
        if let Some(class) = table.resolve(&qualifier, &parts.join("::"), false).into_iter().find(|s| s.kind == EntityKind::Type) {
            return class.qname.to_string();
        }
    }
    let mut classes = Vec::new();
    let mut parent = if decl.context == Context::Class { decl.parent } else { None };
    while let Some(p) = parent {
        let pd = &item.scan.ast.decls[p];
        classes.push(pd.name.map_or(String::new(), |n| n.to_string()));
        parent = if pd.context == Context::Class { pd.parent } else { None };
    }
    classes.reverse();
    parts.extend(classes);
    parts.extend(decl.qualifier.iter().map(|q| q.to_string()));
    parts.join("::")
}

struct BodyCheck<'a, 'd> {
    item: &'a ItemView<'a>,
    table: &'a SymbolTable,
    cfg: &'a Config,
    decl: &'a Decl,
    caller: Caller,
    scope: String,
    locals: HashSet<&'a str>,
    /// Locals declared with a memory space (an error of their own, and still
    /// device variables when used).
    local_vars: Vec<Symbol>,
    /// Class names of parameters and locals declared with a class type.
    local_types: rustc_hash::FxHashMap<&'a str, String>,
    /// Parameters and locals by name (the last declared): their types
    /// deduce a function template's arguments.
    local_decls: rustc_hash::FxHashMap<&'a str, DeclIdx>,
    /// The template arguments of parameters and locals declared with a
    /// class template's instance (`C<int> c`: `int`).
    local_targs: rustc_hash::FxHashMap<&'a str, String>,
    /// The template arguments of the class a call's qualified name goes
    /// through (`4` of `Tile<4>::size()`), for `function_use` to name the
    /// instance's member by.
    qualifier_args: Option<String>,
    /// Names whose type depends on a template parameter (and the template
    /// parameters themselves): a call with such an argument is resolved
    /// only at instantiation, which cudafe++'s host pass does not check.
    dependent: HashSet<&'a str>,
    /// The function's own declaration order.
    own_order: u32,
    /// Write diagnostics waiting for the end of their assignment (token index).
    pending: Vec<(usize, Diag)>,
    /// Offsets of the names locals are declared with (not uses).
    decl_sites: HashSet<u32>,
    /// Source ranges not to check (`if constexpr` branches cudafe++ does
    /// not check).
    skip: Vec<Span>,
    /// Bodies of lambdas: code there calls as `operator()`.
    lambda_bodies: Vec<Span>,
    /// Bodies of lambdas with a written execution space, and the caller
    /// code there is (a plain lambda's code runs where the code around it
    /// runs).
    annotated_lambdas: Vec<(Span, Caller)>,
    /// A generic lambda's `auto` parameters, with the lambda's span:
    /// there they are dependent, as a template's parameters are.
    generic_params: Vec<(Span, &'a str)>,
    /// The body's using-declarations met so far: the name, and what it
    /// stands for (absolute or not).
    block_usings: Vec<(&'a str, bool, Vec<&'a str>)>,
    /// The body's using-directives so far: whether written from `::`, and
    /// the namespace's name.
    block_directives: Vec<(bool, Vec<&'a str>)>,
    /// The function's own execution space; `caller` is the one of the
    /// code being walked.
    outer_caller: Caller,
    diags: &'d mut Vec<Diag>,
    /// (offset, decl order) of local declarations, to order the diagnostics
    /// among those of the locals as cudafe++ emits them.
    markers: Vec<(u32, u32)>,
}

/// Where a `__device__` function with a deduced return type may be named
/// (the second argument of `auto_device_fn_ref`).
const OUTSIDE_DEVICE_BODIES: &str = "outside the bodies of device functions";

/// An operator whose operand is not evaluated. (A `match`, tested by
/// length and then bytes, not a list compared entry by entry: the body
/// walk asks about every token.)
fn is_unevaluated_operator(text: &str) -> bool {
    matches!(text, "sizeof" | "decltype" | "alignof" | "__alignof__" | "__alignof" | "noexcept" | "typeid" | "__typeof__" | "typeof")
}

/// A reference of another arithmetic type than the variable's binds to a
/// temporary converted from its value, which reads it (`const double &`
/// given a `float`).
fn converts_for_reference(var: Option<Ty>, param: Option<Ty>) -> bool {
    match (var.filter(|t| t.is_arithmetic()), param.filter(|t| t.is_arithmetic())) {
        (Some(v), Some(p)) => v != p,
        _ => false,
    }
}

/// The words naming a builtin type alone.
const BUILTIN_TYPE_WORDS: &[&str] = &["bool", "char", "short", "int", "long", "float", "double", "signed", "unsigned", "wchar_t", "char16_t", "char32_t"];

/// `<cstdio>`'s formatted output functions: variadic, by value.
const PRINTF_FAMILY: &[&str] = &["printf", "fprintf", "sprintf", "snprintf"];

const ASSIGN: &[&str] = &["=", "+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=", "<<=", ">>="];

impl<'a> BodyCheck<'a, '_> {
    fn collect_locals(&mut self, idx: DeclIdx) {
        let decls = &self.item.scan.ast.decls;
        let decl = &decls[idx];
        if let Some(f) = &decl.func {
            for &p in &f.params {
                if let Some(n) = decls[p].name {
                    // A generic lambda's `auto` parameter has a template
                    // parameter's type.
                    if decl.kind == DeclKind::Lambda && decls[p].specs.has(Specs::AUTO) {
                        let end = f.body_span.map_or(decl.span.end, |b| b.end.max(decl.span.end));
                        self.generic_params.push((Span { start: decl.span.start, end }, n.as_str()));
                    }
                    self.locals.insert(n.as_str());
                    self.local_decls.insert(n.as_str(), p);
                    self.note_type(n.as_str(), &decls[p]);
                }
            }
        }
        for &l in &decl.locals {
            let ld = &decls[l];
            // A later declarator of the same declaration (`U u = U(1), w
            // = U(2);`) starts at its name: what `u`'s initializer does
            // comes before `w`.
            let start = if self.markers.iter().any(|&(at, _)| at == ld.span.start) { ld.name_span.start } else { ld.span.start };
            self.markers.push((start, l.into_raw().into_u32()));
            self.decl_sites.insert(ld.name_span.start);
            if let Some(n) = ld.name {
                match self.item.apply.entities.get(l).filter(|e| e.memory_space != 0) {
                    // A local with a memory space is still device memory.
                    Some(e) => self.local_vars.push(local_symbol(n, e)),
                    None => {
                        self.locals.insert(n.as_str());
                        self.local_decls.insert(n.as_str(), l);
                        self.note_type(n.as_str(), ld);
                    }
                }
            }
            if ld.kind == DeclKind::Lambda {
                let space = self.item.apply.entities.get(l).map_or(0, |e| e.exec_space);
                if let Some(b) = ld.func.as_ref().and_then(|f| f.body_span) {
                    self.lambda_bodies.push(b);
                    if space != 0 {
                        self.annotated_lambdas.push((b, Caller::of(space)));
                    }
                }
            }
            self.collect_locals(l);
        }
    }

    /// Leaves out the `if constexpr` branches cudafe++ does not check.
    fn skip_discarded_branches(&mut self, body: Span) {
        let toks = &self.item.scan.ast.tokens;
        for r in super::returns::discarded_constexpr_branches(self.item, self.table, self.decl, body) {
            if let (Some(first), Some(last)) = (toks.get(r.start), r.end.checked_sub(1).and_then(|k| toks.get(k))) {
                self.skip.push(Span { start: first.start, end: last.end() });
            }
        }
    }

    /// The execution space of the code at `offset`: the innermost lambda
    /// with a written one around it, else the function's.
    fn caller_at(&self, offset: u32) -> Caller {
        let inside = |s: &Span| s.start <= offset && offset < s.end;
        self.annotated_lambdas.iter().filter(|(b, _)| inside(b)).min_by_key(|(b, _)| b.end - b.start).map_or(self.outer_caller, |&(_, c)| c)
    }

    fn skipped(&self, offset: u32) -> bool {
        self.skip.iter().any(|s| s.start <= offset && offset < s.end)
    }

    /// Locals of class type construct and destroy themselves: a
    /// `__device__`-only constructor or destructor is a device call from here.
    /// (In a lambda's body too, where the code runs as the lambda's.)
    fn implicit_calls(&mut self, idx: DeclIdx) {
        if !self.caller.runs_on_host() && self.annotated_lambdas.is_empty() || in_primary_template(self.item, self.decl) {
            return;
        }
        let decls = &self.item.scan.ast.decls;
        let mut stack: Vec<DeclIdx> = decls[idx].locals.to_vec();
        while let Some(l) = stack.pop() {
            let ld = &decls[l];
            stack.extend(ld.locals.iter().copied());
            // (Not in a generic lambda, a template: made per instance.)
            let generic = self.generic_params.iter().any(|(s, _)| s.start <= ld.span.start && ld.span.start < s.end);
            if ld.kind == DeclKind::Lambda || generic || self.skipped(ld.span.start) {
                continue;
            }
            self.caller = self.caller_at(ld.span.start);
            if !self.caller.runs_on_host() {
                continue;
            }
            let by_value = ld.kind == DeclKind::Variable && !ld.specs.has(Specs::POINTER) && !ld.specs.has(Specs::REFERENCE);
            let Some(name) = ld.name.filter(|_| by_value) else { continue };
            let Some(class) = self.local_types.get(name.as_str()).cloned() else { continue };
            let parts: Vec<&str> = class.split_scopes().collect();
            let Some(class_sym) = self.table.resolve(&parts, &self.scope, false).into_iter().find(|s| s.kind == EntityKind::Type) else { continue };
            let order = l.into_raw().into_u32();
            let args = self.init_arity(ld);
            let ctor = self.table.lookup(&format!("{}::{}", class_sym.qname, class_sym.name)).map(|(_, s)| s).find(|s| s.params.len() == args);
            let dtor = self.table.lookup(&format!("{}::~{}", class_sym.qname, class_sym.name)).map(|(_, s)| s).next();
            // (Reported after what its initializer calls: `Pt r = Pt(a);`
            // makes the temporary first. EDG checks the destructor before
            // the constructor.)
            let reported = self.diags.len();
            // (A class template's instance names its members with the
            // arguments written here: `B<float> ::~B()`.)
            let written_args = self.written_class_args(ld);
            for f in [dtor, ctor].into_iter().flatten() {
                if Caller::of(f.exec_space) == Caller::Device {
                    let instance = written_args.as_deref().and_then(|args| self.class_instance_member_names(f, args));
                    self.device_call_named(f, ld.name_span.start, order, instance);
                }
            }
            if let Some(init) = ld.init {
                let end = self.item.scan.ast.tokens.partition_point(|t| t.start < init.end);
                let made: Vec<Diag> = self.diags.drain(reported..).collect();
                self.pending.extend(made.into_iter().map(|d| (end, d)));
            }
        }
        self.caller = self.outer_caller;
    }

    /// The template arguments a local's declared class is written with
    /// (`float` of `B<float> f;`), if any.
    fn written_class_args(&self, decl: &Decl) -> Option<String> {
        let written = self.item.text.get(decl.span.start as usize..decl.name_span.start as usize)?;
        let (_, rest) = written.split_once('<')?;
        let (args, _) = rest.rsplit_once('>')?;
        Some(args.trim().to_string())
    }

    /// Number of constructor arguments in a local's initializer.
    fn init_arity(&self, decl: &Decl) -> usize {
        let Some(init) = decl.init else { return 0 };
        let text = self.item.text.get(init.start as usize..init.end as usize).unwrap_or("");
        let inner = text.trim().trim_start_matches(['(', '{']).trim_end_matches([')', '}']).trim();
        if inner.is_empty() {
            0
        } else {
            inner.split(',').count()
        }
    }

    fn collect_dependent(&mut self, decl: &'a Decl) {
        let decls = &self.item.scan.ast.decls;
        let mut params: Vec<&'a str> = Vec::new();
        let mut classes: Vec<&'a Decl> = Vec::new();
        let mut d = decl;
        for _ in 0..64 {
            if let Some(t) = &d.template {
                params.extend(t.params.iter().filter_map(|p| p.name.map(|n| n.as_str())));
            }
            match d.parent {
                Some(p) if d.context == Context::Class => {
                    d = &decls[p];
                    classes.push(d);
                }
                _ => break,
            }
        }
        if params.is_empty() {
            return;
        }
        let text = self.item.text;
        let mentions = |span: Span| {
            let ty = text.get(span.start as usize..span.end as usize).unwrap_or("");
            ty.split(|c: char| !(c.is_alphanumeric() || c == '_')).any(|w| params.contains(&w))
        };
        let mut named: Vec<&'a Decl> = Vec::new();
        named.extend(decl.func.iter().flat_map(|f| f.params.iter()).map(|&p| &decls[p]));
        let mut stack: Vec<DeclIdx> = decl.locals.to_vec();
        while let Some(l) = stack.pop() {
            named.push(&decls[l]);
            stack.extend(decls[l].locals.iter().copied());
        }
        for c in classes {
            named.extend(c.members.iter().map(|&m| &decls[m]));
        }
        for n in named {
            if let Some(name) = n.name.filter(|_| mentions(n.type_span) || n.specs.has(Specs::AUTO)) {
                self.dependent.insert(name.as_str());
            }
        }
        self.dependent.extend(params);
    }

    /// The call's arguments (tokens after `open`) mention a dependent name.
    fn dependent_call(&self, open: usize) -> bool {
        if self.dependent.is_empty() && self.generic_params.is_empty() {
            return false;
        }
        let toks = &self.item.scan.ast.tokens;
        let end = skip_group(self.item.text, toks, open);
        let generic = |t: &Token, name: &str| self.generic_params.iter().any(|(s, n)| *n == name && s.start <= t.start && t.start < s.end);
        toks.get(open..end).unwrap_or(&[]).iter().filter(|t| t.kind == TokKind::Ident).any(|t| {
            let name = t.text(self.item.text);
            self.dependent.contains(name) || generic(t, name)
        })
    }

    fn note_type(&mut self, name: &'a str, decl: &Decl) {
        let ty = self.item.text.get(decl.type_span.start as usize..decl.type_span.end as usize).unwrap_or("");
        // `ns::C<int, 4>`: the template's name, and its arguments apart.
        // `ns::C<int>::In`: the nested class, the arguments its enclosing
        // template's (see `class_instance_member_names`).
        if let Some((template, args)) = ty.split_once('<') {
            let words: Vec<&str> = template.split_whitespace().filter(|w| !matches!(*w, "const" | "volatile" | "struct" | "class" | "typename")).collect();
            let (args, nested) = split_closing_angle(args);
            let nested_ok = nested.is_empty() || nested.strip_prefix("::").is_some_and(|n| !n.is_empty() && n.split_scopes().all(|w| !w.is_empty() && w.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'_')));
            if let ([c], Some(args), true) = (words.as_slice(), args, nested_ok) {
                self.local_types.insert(name, format!("{}{nested}", c.trim_global()));
                self.local_targs.insert(name, args.trim().to_string());
            }
            return;
        }
        // The class's name as written, qualified if it is (`ns::W`).
        let class = ty
            .split_whitespace()
            .map(|w| w.trim_matches(|c: char| !(c.is_alphanumeric() || c == '_' || c == ':')).trim_global())
            .rfind(|w| !w.is_empty() && !matches!(*w, "const" | "volatile" | "struct" | "class"));
        if let Some(c) = class {
            self.local_types.insert(name, c.to_string());
        }
    }

    fn order_at(&self, offset: u32) -> u32 {
        self.markers.iter().filter(|(at, _)| *at <= offset).map(|(_, o)| *o).max().unwrap_or(self.own_order).max(self.own_order)
    }

    fn tok(&self, i: usize) -> &'a str {
        self.item.tok(i)
    }

    fn flush_pending(&mut self, upto: usize) {
        while let Some(pos) = self.pending.iter().position(|(end, _)| *end <= upto) {
            let (_, d) = self.pending.remove(pos);
            self.diags.push(d);
        }
    }

    fn walk(&mut self, body: Span) {
        let toks: &'a [Token] = &self.item.scan.ast.tokens;
        let mut i = toks.partition_point(|t| t.start < body.start);
        while i < toks.len() && toks[i].start < body.end {
            if !self.pending.is_empty() {
                self.flush_pending(i);
            }
            let t = toks[i];
            if self.skipped(t.start) {
                i += 1;
                continue;
            }
            if !self.annotated_lambdas.is_empty() {
                self.caller = self.caller_at(t.start);
            }
            let text = self.tok(i);
            if t.len == 5 && text == "using" {
                i = if self.tok(i + 1) == "namespace" { self.block_directive(i) } else { self.block_using(i) };
                continue;
            }
            if is_unevaluated_operator(text) && self.tok(i + 1) == "(" {
                let close = skip_group(self.item.text, toks, i + 1);
                self.unevaluated_auto_references(i + 2, close);
                i = close;
                continue;
            }
            // `sizeof ds`, `sizeof a.b[1]`: an unparenthesized operand is
            // not evaluated either.
            if matches!(text, "sizeof" | "alignof" | "__alignof__") && toks.get(i + 1).is_some_and(|n| n.kind == TokKind::Ident) {
                i = self.postfix_end(i + 1);
                continue;
            }
            if t.kind == TokKind::Ident && matches!(self.tok(i.wrapping_sub(1)), "." | "->") {
                self.member_use(i);
                i += 1;
                continue;
            }
            if t.len == 6 && text == "delete" {
                self.delete_use(i);
            }
            if t.kind == TokKind::Punct && is_overloadable(text) {
                self.operator_use(i);
            }
            let leading_scope = self.tok(i.wrapping_sub(1)) == "::" && !self.item.scan.ast.tokens.get(i.wrapping_sub(2)).is_some_and(|p| p.kind == TokKind::Ident || p.text(self.item.text) == ">");
            let qualified_member = matches!(self.tok(i.wrapping_sub(1)), "." | "->" | "::") && !leading_scope;
            if t.kind == TokKind::Ident && !qualified_member && !self.decl_sites.contains(&t.start) {
                i = self.name_use(i);
                continue;
            }
            i += 1;
        }
        self.flush_pending(usize::MAX);
    }

    /// `using ns::f;` in the body (at `i`): `f` names `ns::f` from here
    /// on. Returns the index after it.
    fn block_using(&mut self, i: usize) -> usize {
        let (absolute, parts, k) = self.qualified_name_at(i + 1);
        if parts.len() >= 2 && self.tok(k + 1) == ";" {
            if let Some(&name) = parts.last() {
                self.block_usings.push((name, absolute, parts));
            }
            return k + 2;
        }
        i + 1
    }

    /// `using namespace ns;` in the body (at `i`): a name not found
    /// otherwise may be `ns`'s from here on. Returns the index after it.
    fn block_directive(&mut self, i: usize) -> usize {
        let (absolute, parts, k) = self.qualified_name_at(i + 2);
        if !parts.is_empty() && self.tok(k + 1) == ";" {
            self.block_directives.push((absolute, parts));
            return k + 2;
        }
        i + 1
    }

    /// The qualified name starting at token `k` (`::a::b`): whether it is
    /// absolute, its parts, and the index of its last part.
    fn qualified_name_at(&self, mut k: usize) -> (bool, Vec<&'a str>, usize) {
        let toks = &self.item.scan.ast.tokens;
        let absolute = self.tok(k) == "::";
        if absolute {
            k += 1;
        }
        let mut parts = Vec::new();
        while toks.get(k).is_some_and(|t| t.kind == TokKind::Ident) {
            parts.push(self.tok(k));
            if self.tok(k + 1) != "::" {
                break;
            }
            k += 2;
        }
        (absolute, parts, k)
    }

    /// What a name no declaration in scope has may name through a
    /// using-declaration: of the body (`using ns::f;`, the last one of
    /// that name), or of a namespace (`using ns::f;` at namespace scope,
    /// `o::f` with `namespace o { using ns::f; }`).
    fn through_using(&self, parts: &[&str], absolute: bool) -> Vec<&'a Symbol> {
        if let ([name], false) = (parts, absolute) {
            if let Some((_, target_absolute, target)) = self.block_usings.iter().rev().find(|(n, _, _)| n == name) {
                return self.table.resolve(target, &self.scope, *target_absolute);
            }
            for (absolute, namespace) in self.block_directives.iter().rev() {
                let mut qualified = namespace.clone();
                qualified.push(name);
                let found = self.table.resolve(&qualified, &self.scope, *absolute);
                if !found.is_empty() {
                    return found;
                }
            }
        }
        self.table.resolve_functions(parts, &self.scope, absolute)
    }

    /// A (possibly qualified) name starting at token `i`; returns the index
    /// after it.
    fn name_use(&mut self, i: usize) -> usize {
        let absolute = self.tok(i.wrapping_sub(1)) == "::" && i >= 1;
        let mut parts = vec![self.tok(i)];
        let mut last = i;
        let mut class_args = None;
        loop {
            if self.tok(last + 1) == "::" && self.item.scan.ast.tokens.get(last + 2).is_some_and(|t| t.kind == TokKind::Ident) {
                last += 2;
                parts.push(self.tok(last));
            } else if let Some((args, member)) = class_args.is_none().then(|| self.instance_qualifier(&parts, absolute, last)).flatten() {
                class_args = Some(args);
                last = member;
                parts.push(self.tok(last));
            } else {
                break;
            }
        }
        let next = last + 1;
        if parts.len() == 1 && !absolute {
            if let Some(var) = self.local_vars.iter().find(|v| v.qname == parts[0]).cloned() {
                let at = self.item.scan.ast.tokens[last].start;
                self.variable_use(&var, at, i, next);
                return next;
            }
            if self.locals.contains(parts[0]) {
                if self.launches(next) {
                    self.object_launch(i, next);
                    return next;
                }
                self.object_operator_use(i);
                self.conversion_use(i);
                return next;
            }
        }
        let mut found: Vec<&Symbol> = self.table.resolve(&parts, &self.scope, absolute);
        if found.is_empty() {
            found = self.through_using(&parts, absolute);
        }
        if found.is_empty() {
            self.undeclared_device_builtin_call(&parts, last, next);
            return next;
        }
        let at = self.item.scan.ast.tokens[last].start;
        // In its own class, a class's name finds its constructors (maybe
        // only those).
        let class = found.iter().find(|s| s.kind == EntityKind::Type).copied().or_else(|| self.constructors_class(&found));
        let constructors_only = class.is_some_and(|c| found.iter().all(|s| s.kind == EntityKind::Type || s.kind == EntityKind::Function && s.class.as_deref() == Some(c.qname.as_str()) && s.name == c.name));
        if let Some(class) = class.filter(|_| constructors_only) {
            self.temporary_construction(class, i, next);
        } else if found.iter().any(|s| s.kind == EntityKind::Function) {
            // A call is reported at the start of its (qualified) name.
            let call_at = self.item.scan.ast.tokens[i].start;
            self.qualifier_args = class_args;
            self.function_use(&found, call_at, next, i);
            self.qualifier_args = None;
            if self.tok(next) == "(" {
                self.string_conversions(&found, next, call_at);
            }
        } else if let Some(var) = found.iter().find(|s| s.kind == EntityKind::Variable) {
            self.variable_use(var, at, i, next);
        }
        next
    }

    /// `Tile<4>::` after the name `parts` ending at token `last`: a class
    /// template's instance, its arguments naming no template parameter.
    /// Its arguments as written and the index of the member's name.
    fn instance_qualifier(&self, parts: &[&str], absolute: bool, last: usize) -> Option<(String, usize)> {
        if self.tok(last + 1) != "<" {
            return None;
        }
        let end = self.template_args_end(last + 1)?;
        let toks = &self.item.scan.ast.tokens;
        if self.tok(end) != "::" || toks.get(end + 1).is_none_or(|t| t.kind != TokKind::Ident) || self.mentions_dependent(last + 2, end - 1) {
            return None;
        }
        let class_template = self.table.resolve(parts, &self.scope, absolute).iter().any(|s| s.kind == EntityKind::Type && !s.detail.tparams.is_empty());
        if !class_template {
            return None;
        }
        let args = self.item.text.get(toks.get(last + 2)?.start as usize..toks.get(end - 1)?.start as usize)?;
        Some((args.trim().to_string(), end + 1))
    }

    /// `Pt(a, 3)` or `new Pt(a)`: a temporary (or a new object) of class
    /// `class` made by the constructor of that many parameters, a device
    /// call from the host when it is `__device__`-only. Reported at the
    /// class's name (at `new` for a new one). `new Pt` and `new Pt[n]`
    /// make theirs by the default constructor. cudafe++ does not check a
    /// braced initializer here (`Pt{a}`, `new Pt{a}`, `new Pt[n]{}`).
    ///
    /// A temporary made by a constructor (`Pt(a)`, not `new Pt(a)`) is
    /// destroyed here too: its `__device__`-only destructor is reported
    /// first, at the same place. (A class without a constructor of that
    /// arity makes its temporary without a call EDG checks: `Pt()` of an
    /// aggregate.) Not in templates, where EDG checks these per instance.
    fn temporary_construction(&mut self, class: &Symbol, first: usize, next: usize) {
        if !self.caller.runs_on_host() || self.per_instance(first) {
            return;
        }
        let toks = &self.item.scan.ast.tokens;
        let args = match self.tok(next) {
            "(" => {
                let close = skip_group(self.item.text, toks, next);
                crate::eval::split_args(self.item.text, toks, next + 1, close.saturating_sub(1)).len()
            }
            "[" if self.tok(first.wrapping_sub(1)) == "new" && self.tok(skip_group(self.item.text, toks, next)) != "{" => 0,
            ";" | ")" | "," | "]" | "}" | ":" | "?" if self.tok(first.wrapping_sub(1)) == "new" => 0,
            _ => return,
        };
        let ctor = self.table.lookup(&format!("{}::{}", class.qname, class.name)).map(|(_, s)| s).find(|s| s.params.len() == args);
        let Some(ctor) = ctor else { return };
        let made_new = self.tok(first.wrapping_sub(1)) == "new";
        // A qualified name is reported at its start (`::` included).
        let mut start = first;
        while self.tok(start.wrapping_sub(1)) == "::" {
            start = start.wrapping_sub(if self.item.scan.ast.tokens.get(start.wrapping_sub(2)).is_some_and(|t| t.kind == TokKind::Ident) { 2 } else { 1 });
        }
        let at_new = if made_new { first - 1 } else { start };
        let Some(at) = toks.get(at_new).map(|t| t.start) else { return };
        let order = self.order_at(at);
        if !made_new {
            if let Some(dtor) = self.device_destructor(&class.qname, class.name.as_str()) {
                self.device_call(&dtor, at, order);
            }
        }
        if Caller::of(ctor.exec_space) == Caller::Device {
            self.device_call(ctor, at, order);
        }
    }

    /// The class whose constructors `found` are, if it holds only those.
    fn constructors_class(&self, found: &[&Symbol]) -> Option<&'a Symbol> {
        let class = found.first()?.class.as_deref()?;
        let ty = self.table.lookup(class).map(|(_, s)| s).find(|s| s.kind == EntityKind::Type)?;
        found.iter().all(|s| s.kind == EntityKind::Function && s.class.as_deref() == Some(class) && s.name == ty.name).then_some(ty)
    }

    /// The `__device__`-only destructor of class `qname` (`name` its last
    /// part), if it has one.
    fn device_destructor(&self, qname: &str, name: &str) -> Option<Symbol> {
        self.table.lookup(&format!("{qname}::~{name}")).map(|(_, s)| s).find(|s| Caller::of(s.exec_space) == Caller::Device).cloned()
    }

    /// Code at token `i` is checked by EDG only per instance, which the
    /// host pass does not see: in a template (not an explicit
    /// specialization) or a generic lambda.
    fn per_instance(&self, i: usize) -> bool {
        let Some(t) = self.item.scan.ast.tokens.get(i) else { return true };
        in_primary_template(self.item, self.decl) || self.generic_params.iter().any(|(s, _)| s.start <= t.start && t.start < s.end)
    }

    /// `delete p` or `delete[] p`, `p` a pointer to a class whose
    /// destructor is `__device__`-only: a device call, reported at the
    /// operand's first token.
    fn delete_use(&mut self, i: usize) {
        if !self.caller.runs_on_host() || self.per_instance(i) {
            return;
        }
        let toks = &self.item.scan.ast.tokens;
        let mut first = i + 1;
        if self.tok(first) == "[" && self.tok(first + 1) == "]" {
            first += 2;
        }
        let end = group_end(self.item.text, toks, first, &[";", ",", ")", "}"]);
        let derefs = toks.get(first..end).unwrap_or(&[]).iter().take_while(|t| t.text(self.item.text) == "*").count();
        let Some(object) = end.checked_sub(1).and_then(|last| self.object_type(last, 0)) else { return };
        if object.start != first + derefs || object.array {
            return;
        }
        if usize::from(object.pointers) != derefs + 1 {
            return;
        }
        let name = object.class.rsplit("::").next().unwrap_or(&object.class);
        let Some(dtor) = self.device_destructor(&object.class, name) else { return };
        let Some(at) = toks.get(first).map(|t| t.start) else { return };
        let order = self.order_at(at);
        self.device_call(&dtor, at, order);
    }

    /// `obj[i]` or `obj(args)`, `obj` a parameter or local of a known
    /// class type: a call of the class's `operator[]` or `operator()`,
    /// reported at the bracket. (A call operator's call is reported twice,
    /// as cudafe++ checks it twice.)
    fn object_operator_use(&mut self, i: usize) {
        if !self.caller.runs_on_host() {
            return;
        }
        if self.device_lambda_call(i) {
            return;
        }
        let Some(class) = self.local_types.get(self.tok(i)).cloned() else { return };
        let open = i + 1;
        let op = match self.tok(open) {
            "[" => "operator[]",
            "(" => "operator()",
            _ => return,
        };
        let mut parts: Vec<&str> = class.split_scopes().collect();
        parts.push(op);
        let found: Vec<&Symbol> = self.table.resolve(&parts, &self.scope, false);
        let Some(callee) = found.into_iter().find(|s| s.kind == EntityKind::Function && Caller::of(s.exec_space) == Caller::Device).cloned() else { return };
        let at = self.item.scan.ast.tokens[open].start;
        let order = self.order_at(at);
        let instance = self.object_instance_names(&callee, i);
        self.device_call_named(&callee, at, order, instance.clone());
        if op == "operator()" {
            self.device_call_named(&callee, at, order, instance);
        }
    }

    /// A string literal passed to a parameter declared `char *` of the one
    /// function a call names: the conversion is deprecated (a warning at
    /// the literal).
    fn string_conversions(&mut self, found: &[&Symbol], open: usize, call_at: u32) {
        let Some(f) = crate::symbols::only_function(found) else { return };
        if f.char_ptr_params == 0 {
            return;
        }
        let toks = &self.item.scan.ast.tokens;
        let close = skip_group(self.item.text, toks, open);
        let order = self.order_at(call_at);
        for (k, (a, b)) in crate::eval::split_args(self.item.text, toks, open + 1, close.saturating_sub(1)).into_iter().enumerate() {
            if k >= 64 || f.char_ptr_params & (1 << k) == 0 {
                continue;
            }
            let arg = toks.get(a..b).unwrap_or(&[]);
            if let Some(first) = arg.first().filter(|_| arg.iter().all(|t| t.kind == TokKind::Str)) {
                self.diags.push(Diag::new(tag::DEPRECATED_STRING_CONV, first.start, order).with_severity(Severity::Warning));
            }
        }
    }

    /// `obj.f(...)` / `ptr->f(...)` where `obj` is a parameter or local of a
    /// known class type.
    fn member_use(&mut self, i: usize) {
        let object = self.tok(i.wrapping_sub(2));
        if self.launches(i + 1) {
            self.member_launch(i);
            return;
        }
        if self.tok(i + 1) != "(" {
            return;
        }
        let plain_local = !matches!(self.tok(i.wrapping_sub(3)), "." | "->" | "::");
        // `->` on a class object (`g->cells()` of a `std::unique_ptr<G>`)
        // calls a member of what its `operator->` points to.
        let arrow_on_object = self.tok(i.wrapping_sub(1)) == "->" && self.local_targs.contains_key(object) && self.local_decls.get(object).is_some_and(|&d| {
            let decl = &self.item.scan.ast.decls[d];
            !decl.specs.has(Specs::POINTER) && !decl.specs.has(Specs::ARRAY)
        });
        let Some(class) = self.local_types.get(object).filter(|_| plain_local && !arrow_on_object).cloned() else {
            self.member_call_through(i);
            return;
        };
        let mut parts: Vec<&str> = class.split_scopes().collect();
        parts.push(self.tok(i));
        let found: Vec<&Symbol> = self.table.resolve(&parts, &self.scope, false);
        let Some(callee) = found.into_iter().find(|s| s.kind == EntityKind::Function) else { return };
        let at = self.item.scan.ast.tokens[i].start;
        let order = self.order_at(at);
        if self.caller.runs_on_host() && Caller::of(callee.exec_space) == Caller::Device {
            // EDG places a static member's call, `(obj, C::f)()`, at the
            // object expression.
            let at = if callee.is_static { self.item.scan.ast.tokens.get(i.wrapping_sub(2)).map_or(at, |t| t.start) } else { at };
            let instance = match self.local_targs.get(object) {
                Some(args) => self.class_instance_member_names(callee, args),
                None => self.instance_names(callee, &[], i + 1),
            };
            self.device_call_named(callee, at, order, instance);
        }
        self.called_auto_reference(callee, at, i.wrapping_sub(2), i + 1, order);
        if self.discarded_call(i.wrapping_sub(2), i + 1) {
            let object_at = self.item.scan.ast.tokens.get(i.wrapping_sub(2)).map_or(at, |t| t.start);
            self.unused_result(callee, object_at, i + 1, order);
        }
    }

    /// A launch configuration (`<<<`, or `<<` `<`) starts at `k`.
    fn launches(&self, k: usize) -> bool {
        self.tok(k) == "<<<" || self.tok(k) == "<<" && self.tok(k + 1) == "<"
    }

    /// `obj<<<...>>>(...)` with `obj` (at `i`) a local class object, a
    /// lambda's or a function object's: the call of its `operator()` can
    /// no more be configured than a named function's (reported at the
    /// arguments' `(`, where the call of the operator is). The lambda's
    /// operator runs where its annotations, or else the enclosing
    /// function's, say. A `__device__`-only operator called from the host
    /// is not followed (cudafe++ reports the call under a name cufe does
    /// not spell), nor are pointers or objects of a dependent type.
    fn object_launch(&mut self, i: usize, next: usize) {
        let name = self.tok(i);
        let Some(&d) = self.local_decls.get(name) else { return };
        let decl = &self.item.scan.ast.decls[d];
        if self.dependent.contains(name) || decl.specs.has(Specs::POINTER) || decl.specs.has(Specs::ARRAY) || decl.specs.has(Specs::FUNCTION_POINTER) {
            return;
        }
        let Some(space) = self.lambda_object_space(decl).or_else(|| self.call_operator_space(name)) else { return };
        if space == Caller::Device && self.caller.runs_on_host() {
            return;
        }
        let Some(open) = self.launch_args_open(next) else { return };
        let Some(at) = self.item.scan.ast.tokens.get(open).map(|t| t.start) else { return };
        let order = self.order_at(at);
        self.launch_configuration(next, order);
        self.emit(Diag::new(tag::CONFIGURATION_ERROR, at, order).arg(space.configured_word()).arg("cannot"));
    }

    /// Where the operator of the lambda a local is initialized with runs
    /// (`auto l = [] (int) {};`).
    fn lambda_object_space(&self, decl: &Decl) -> Option<Caller> {
        let lambda = self.initializing_lambda(decl)?;
        match self.item.apply.entities.get(lambda).map_or(0, |e| e.exec_space) {
            0 => Some(self.caller),
            space => Some(Caller::of(space)),
        }
    }

    /// The lambda a local is initialized with, alone (`auto l = [] (int) {};`).
    fn initializing_lambda(&self, decl: &Decl) -> Option<DeclIdx> {
        let init = decl.init?;
        let decls = &self.item.scan.ast.decls;
        let first = self.item.index_at(init.start);
        let first = if self.tok(first) == "=" { first + 1 } else { first };
        let start = self.item.scan.ast.tokens.get(first)?.start;
        let lambda = decl.locals.iter().copied().find(|&l| decls[l].kind == DeclKind::Lambda && decls[l].span.start == start)?;
        // (Its closing brace ends the initializer: `auto l = [] {}();` calls it.)
        let end = decls[lambda].func.as_ref()?.body_span?.end;
        (self.tok(self.item.index_at(end)) == ";").then_some(lambda)
    }

    /// `l(...)` in host code, the local `l` (token `i`) holding a
    /// `__device__` extended lambda of a non-template function: its call
    /// operator is a device function (reported twice, as for any object's
    /// `operator()`), and one with a deduced return type may not be
    /// referenced here either. The closure is named as EDG names it:
    /// `run()::[lambda(int) (instance 1)]::operator ()(int) const`, its
    /// mangled form a local name of the enclosing function, the lambdas
    /// of one signature numbered in order.
    fn device_lambda_call(&mut self, i: usize) -> bool {
        let at = self.item.scan.ast.tokens.get(i + 1).map_or(0, |t| t.start);
        let in_lambda = self.lambda_bodies.iter().any(|b| b.start <= at && at < b.end);
        if self.tok(i + 1) != "(" || self.decl.template.is_some() || in_lambda {
            return false;
        }
        let decls = &self.item.scan.ast.decls;
        let Some(lambda) = self.local_decls.get(self.tok(i)).and_then(|&d| self.initializing_lambda(&decls[d])) else { return false };
        let space = self.item.apply.entities.get(lambda).map_or(0, |e| e.exec_space);
        if space == 0 || Caller::of(space) != Caller::Device || decls[lambda].lambda.as_ref().is_none_or(|l| l.generic) {
            return false;
        }
        let Some(names) = self.lambda_call_names(lambda) else { return false };
        let order = self.order_at(at);
        let callee_name = format!("{FUNCTION_NAME_MARK}{}{FUNCTION_NAME_MARK}{}", names.0, names.1);
        for _ in 0..2 {
            self.emit(Diag::new(tag::H_GENERAL_D_ILLEGAL_CALL, at, order).arg("__device__").arg(callee_name.clone()).arg(self.caller.word()).arg(self.decl.name.map_or(String::new(), |n| n.to_string())));
        }
        if decls[lambda].func.as_ref().is_some_and(|f| f.trailing_return.is_none()) {
            self.emit(Diag::new(tag::AUTO_DEVICE_FN_REF, at, order).arg("operator()").arg(OUTSIDE_DEVICE_BODIES));
        }
        true
    }

    /// The plain and mangled names of the call operator of `lambda`, a
    /// lambda of this body (see `device_lambda_call`).
    fn lambda_call_names(&self, lambda: DeclIdx) -> Option<(String, String)> {
        let decls = &self.item.scan.ast.decls;
        let param_types = |d: &Decl| -> Option<Vec<&str>> {
            let f = d.func.as_ref()?;
            Some(f.params.iter().map(|&p| decls[p].type_span).map(|t| self.item.text.get(t.start as usize..t.end as usize).unwrap_or("").trim()).collect())
        };
        let params = param_types(&decls[lambda])?;
        // The lambdas of one signature are numbered in order.
        let body = self.decl.func.as_ref()?.body_span?;
        let same = decls.iter().filter(|(_, l)| l.kind == DeclKind::Lambda && body.start <= l.span.start && l.span.start <= decls[lambda].span.start && param_types(l).as_ref() == Some(&params)).count();
        let (enclosing, enclosing_mangled) = self.enclosing_function_names(&param_types(self.decl)?)?;
        let params_shown = params.join(", ");
        let plain = format!("{enclosing}::[lambda({params_shown}) (instance {same})]::operator ()({params_shown}) const");
        let mut mangled = format!("_ZZ{enclosing_mangled}ENKUl");
        push_unknown_params(&mut mangled, params.len());
        mangled.push('E');
        if same > 1 {
            mangled.push_str(&(same - 2).to_string());
        }
        mangled.push_str("_clE");
        push_unknown_params(&mut mangled, params.len());
        Some((plain, mangled))
    }

    /// The function whose body this is, as a lambda's name starts with it:
    /// `ns::run(int)` (`main` alone), and its partly mangled encoding.
    fn enclosing_function_names(&self, params: &[&str]) -> Option<(String, String)> {
        let name = self.decl.name?;
        let mut scope: Vec<&str> = self.item.namespaces.iter().map(|n| n.as_str()).collect();
        if scope.iter().any(|n| n.is_empty()) || self.decl.func.as_ref().is_some_and(|f| f.is_operator || f.is_destructor) {
            return None;
        }
        let decls = &self.item.scan.ast.decls;
        let class = self.decl.parent.filter(|&p| decls[p].kind == DeclKind::Class).and_then(|p| decls[p].name);
        scope.extend(class.iter().map(|c| c.as_str()));
        scope.extend(self.decl.qualifier.iter().map(|q| q.as_str()));
        let qname = scope.iter().copied().chain([name.as_str()]).collect::<Vec<_>>().join("::");
        if qname == "main" {
            return Some((qname, "4mainv".to_string()));
        }
        let plain = format!("{qname}({})", params.join(", "));
        let mut mangled = String::new();
        if scope.is_empty() {
            push_source_name(&mut mangled, name.as_str());
        } else {
            mangled.push('N');
            for part in scope.iter().copied().chain([name.as_str()]) {
                push_source_name(&mut mangled, part);
            }
            mangled.push('E');
        }
        push_unknown_params(&mut mangled, params.len());
        Some((plain, mangled))
    }

    /// Where the `operator()` of a local's class runs, when the class has
    /// one and every overload runs in the same space.
    fn call_operator_space(&self, name: &str) -> Option<Caller> {
        let class = self.local_types.get(name)?;
        let mut parts: Vec<&str> = class.split_scopes().collect();
        parts.push("operator()");
        let found = self.table.resolve(&parts, &self.scope, false);
        let mut spaces = found.iter().filter(|s| s.kind == EntityKind::Function).map(|s| Caller::of(s.exec_space));
        let first = spaces.next()?;
        spaces.all(|s| s == first).then_some(first)
    }

    /// `obj.f<<<...>>>(...)` (the member's name at `i`): a non-static
    /// member function can only be called, not launched (#300 at its
    /// name); a static one is a host function whose call cannot be
    /// configured (reported where the expression starts). The member is
    /// found in the class of a local, else among all classes when every
    /// member of that name is a non-static member function (not a data
    /// member, which may point to a kernel).
    fn member_launch(&mut self, i: usize) {
        let object = self.tok(i.wrapping_sub(2));
        if self.dependent.contains(object) || self.per_instance(i) {
            return;
        }
        let name = self.tok(i);
        let plain_local = !matches!(self.tok(i.wrapping_sub(3)), "." | "->" | "::") && self.locals.contains(object);
        let found: Vec<&Symbol> = match self.local_types.get(object).filter(|_| plain_local) {
            Some(class) => {
                let mut parts: Vec<&str> = class.split_scopes().collect();
                parts.push(name);
                self.table.resolve(&parts, &self.scope, false)
            }
            None => self.table.named(name).filter(|s| s.class.is_some()).collect(),
        };
        if found.is_empty() || found.iter().any(|s| s.kind != EntityKind::Function) {
            return;
        }
        let at_member = self.item.scan.ast.tokens[i].start;
        if found.iter().all(|s| !s.is_static) {
            let order = self.order_at(at_member);
            self.emit(Diag::new(tag::BOUND_FUNCTION_MUST_BE_CALLED, at_member, order));
        } else if plain_local && found.iter().all(|s| s.is_static && Caller::of(s.exec_space) == Caller::Host) {
            let at = self.item.scan.ast.tokens[i - 2].start;
            let order = self.order_at(at);
            self.launch_configuration(i + 1, order);
            self.emit(Diag::new(tag::CONFIGURATION_ERROR, at, order).arg("host").arg("cannot"));
        }
    }

    /// The operator at `i` applied to a parameter or local of a known
    /// class type (`a + b`, `-a`, `a == b`): a call of the class's
    /// `operator+` member or of a namespace-scope `operator+` taking it.
    /// The caret is at the operator.
    fn operator_use(&mut self, i: usize) {
        let op = self.tok(i);
        let binary = is_operand_end(self.tok(i.wrapping_sub(1)));
        if !binary && matches!(op, "&" | "&&" | "=" | "," | "<" | ">" | "<<" | ">>") || binary && matches!(op, "~" | "!") {
            return;
        }
        // (A declaration's `=` initializes: `W c = b;` calls no `operator=`.)
        if op == "=" && self.item.scan.ast.tokens.get(i.wrapping_sub(1)).is_some_and(|t| self.decl_sites.contains(&t.start)) {
            return;
        }
        // Only a `__device__`-only operator called from host code is
        // reported: without one of this name anywhere, the operands'
        // classes (a walk back over each) need not be found.
        if !self.caller.runs_on_host() || !self.device_only_operator_exists(op) {
            return;
        }
        let left = if binary { self.class_operand(i.wrapping_sub(1), true).or_else(|| self.postfix_left_operand_class(i.wrapping_sub(1))) } else { None };
        let right = self.class_operand(i + 1, false).or_else(|| self.postfix_operand_class(i + 1));
        if left.is_none() && right.is_none() || !binary && right.is_none() {
            return;
        }
        let name = format!("operator{op}");
        // A member of the left (or only) operand's class, else a function
        // of the namespaces whose parameters name the operands' classes.
        let object = if binary { left.clone() } else { right.clone() };
        let member = object.and_then(|class| {
            let mut parts: Vec<&str> = class.split_scopes().collect();
            parts.push(&name);
            let found = self.table.resolve(&parts, &self.scope, false);
            // (A member for another operand's type, `ostream::operator<<(int)`,
            // leaves the namespace's `operator<<(ostream &, const P &)`.)
            let operand = if binary { vec![right.as_deref()] } else { vec![] };
            found.into_iter().find(|s| s.kind == EntityKind::Function && s.class.is_some() && takes_classes(s, &operand)).cloned()
        });
        let callee = member.or_else(|| {
            let found = self.table.resolve(&[&name], &self.scope, false);
            let operands = if binary { vec![left.as_deref(), right.as_deref()] } else { vec![right.as_deref()] };
            found.into_iter().find(|s| s.kind == EntityKind::Function && s.class.is_none() && takes_classes(s, &operands)).cloned()
        });
        let Some(callee) = callee else { return };
        if self.caller.runs_on_host() && Caller::of(callee.exec_space) == Caller::Device {
            let at = self.item.scan.ast.tokens[i].start;
            let order = self.order_at(at);
            let object = if binary { i.wrapping_sub(1) } else { i + 1 };
            let instance = self.object_instance_names(&callee, object);
            self.device_call_named(&callee, at, order, instance);
        }
    }

    /// Whether the table has a `__device__`-only function named
    /// `operator` `op` (its name spelled without allocating: this is asked
    /// at every operator of every body).
    fn device_only_operator_exists(&self, op: &str) -> bool {
        const PREFIX: &[u8] = b"operator";
        let mut buf = [0u8; 16];
        let len = PREFIX.len() + op.len();
        let Some(name) = buf.get_mut(..len) else { return true };
        name[..PREFIX.len()].copy_from_slice(PREFIX);
        name[PREFIX.len()..].copy_from_slice(op.as_bytes());
        let Ok(name) = std::str::from_utf8(name) else { return true };
        self.table.has_device_only_function(name)
    }

    /// A member `callee` called on the local at token `object` whose type
    /// is a class template's instance with written arguments (`C<int> c`):
    /// the member named as that instance's (see
    /// `class_instance_member_names`).
    fn object_instance_names(&self, callee: &Symbol, object: usize) -> Option<(String, String)> {
        callee.class.as_ref()?;
        let args = self.local_targs.get(self.tok(object))?;
        self.class_instance_member_names(callee, args)
    }

    /// The class of the parameter or local named at `k`, an operand on
    /// the left (`left`) or the right of an operator: a name alone, not
    /// part of a qualified name, member access, call or subscript.
    fn class_operand(&self, k: usize, left: bool) -> Option<String> {
        let tok = self.item.scan.ast.tokens.get(k)?;
        if tok.kind != TokKind::Ident {
            return None;
        }
        // What lies beyond the name, away from the operator.
        let blocked = if left { matches!(self.tok(k.wrapping_sub(1)), "." | "->" | "::") } else { matches!(self.tok(k + 1), "." | "->" | "::" | "(" | "[" | "<") };
        if blocked {
            return None;
        }
        let name = tok.text(self.item.text);
        if !self.locals.contains(name) {
            return None;
        }
        // A pointer or array to class objects is no class operand (nor is
        // `double4 *p` a multiplication).
        let decl = &self.item.scan.ast.decls[*self.local_decls.get(name)?];
        if decl.specs.has(crate::parse::Specs::POINTER) || decl.specs.has(crate::parse::Specs::ARRAY) {
            return None;
        }
        let class = self.local_types.get(name)?;
        self.table.resolve(&class.split_scopes().collect::<Vec<_>>(), &self.scope, false).iter().any(|s| s.kind == EntityKind::Type).then(|| class.clone())
    }

    /// The class of the object a postfix expression starting at `k`
    /// denotes, when it is more than a name (`ps[i]`, `a.b`, `*p` not
    /// included): the right operand of an operator.
    fn postfix_operand_class(&self, k: usize) -> Option<String> {
        if self.item.scan.ast.tokens.get(k)?.kind != TokKind::Ident || self.tok(k.wrapping_sub(1)) == "::" {
            return None;
        }
        let end = self.postfix_end(k);
        if end <= k + 1 || matches!(self.tok(end), "(" | "<" | "::") {
            return None;
        }
        let object = self.object_type(end - 1, 0)?;
        (object.start == k && object.pointers == 0 && !object.array).then_some(object.class)
    }

    /// The class of the object a postfix expression ending at `end`
    /// denotes (`v[0]`, `a.b`) when it is the whole left operand of the
    /// operator after it: what precedes it binds no tighter (`(`, `,`,
    /// `=`, `return`, a statement's start).
    fn postfix_left_operand_class(&self, end: usize) -> Option<String> {
        if !matches!(self.tok(end), "]" | ")") && self.item.scan.ast.tokens.get(end)?.kind != TokKind::Ident {
            return None;
        }
        let object = self.object_type(end, 0)?;
        let before = self.tok(object.start.wrapping_sub(1));
        let boundary = matches!(before, "(" | "," | "return" | ";" | "{" | "}" | "?" | ":") || ASSIGN.contains(&before);
        (boundary && object.start < end && object.pointers == 0 && !object.array).then_some(object.class)
    }

    /// The result of a `[[nodiscard]]` (caret at the `(`) or
    /// `warn_unused_result` (caret at the name) function thrown away.
    fn unused_result(&mut self, callee: &Symbol, name_at: u32, open: usize, order: u32) {
        if callee.nodiscard {
            let paren = self.item.scan.ast.tokens[open].start;
            self.emit(Diag::new(tag::NODISCARD_ROUTINE, paren, order).with_severity(Severity::Warning));
        } else if callee.warn_unused_result {
            self.emit(Diag::new(tag::CALL_RESULT_SHOULD_BE_USED, name_at, order).with_severity(Severity::Warning));
        } else if self.returns_nodiscard_class(callee) {
            let paren = self.item.scan.ast.tokens[open].start;
            self.emit(Diag::new(tag::NODISCARD_RETURN_TYPE, paren, order).with_severity(Severity::Warning));
        }
    }

    /// The routine returns (by value) an object of a class declared
    /// `[[nodiscard]]` (`struct [[nodiscard]] Status`), named from where
    /// the routine is declared.
    fn returns_nodiscard_class(&self, callee: &Symbol) -> bool {
        let Some(written) = callee.value_type_name.as_deref() else { return false };
        let name: String = written.split_whitespace().filter(|w| !matches!(*w, "const" | "volatile" | "struct" | "class")).collect();
        if name.is_empty() || name.contains(['<', '*', '&', '(']) {
            return false;
        }
        let parts: Vec<&str> = name.trim_global().split_scopes().collect();
        let scope = callee.class.as_deref().unwrap_or_else(|| crate::symbols::enclosing(&callee.qname));
        let is_class = |s: &Symbol| s.kind == EntityKind::Type && !s.is_enum;
        self.table.resolve_where(&parts, if name.starts_with("::") { "" } else { scope }, &is_class).iter().any(|c| c.nodiscard)
    }

    /// `f(...);` as a statement of its own: the result is thrown away.
    fn discarded_call(&self, name_start: usize, open: usize) -> bool {
        let before = if self.tok(name_start.wrapping_sub(1)) == "::" { name_start.wrapping_sub(2) } else { name_start.wrapping_sub(1) };
        let close = self.item.group_end(open);
        matches!(self.tok(before), "{" | ";" | "}") && self.tok(close) == ";"
    }

    /// The use at `first..after` is a discarded-value expression whose
    /// value is never fetched: the operand of a cast to `void`
    /// (`(void)dv;`, `(void)(a[1]);`) or an expression statement of its
    /// own (`dv;`, `dv, 1;`).
    /// The index after the postfix expression starting with the name at
    /// `i` (`a::b.c[1]`).
    fn postfix_end(&self, mut i: usize) -> usize {
        let toks = &self.item.scan.ast.tokens;
        i += 1;
        loop {
            match self.tok(i) {
                "::" | "." | "->" if toks.get(i + 1).is_some_and(|t| t.kind == TokKind::Ident) => i += 2,
                "[" => i = skip_group(self.item.text, toks, i),
                _ => return i,
            }
        }
    }

    fn discarded_value(&self, mut first: usize, mut after: usize) -> bool {
        while self.tok(first.wrapping_sub(1)) == "(" && self.tok(after) == ")" {
            first -= 1;
            after += 1;
        }
        let cast_to_void = self.tok(first.wrapping_sub(1)) == ")" && self.tok(first.wrapping_sub(2)) == "void" && self.tok(first.wrapping_sub(3)) == "(";
        let statement = match self.tok(first.wrapping_sub(1)) {
            // (Not the condition of a `for`, `for (; dv;)`.)
            ";" | "}" => !self.in_parentheses(first),
            // (Not a braced initializer, `int a[2] = {dv, 1}`.)
            "{" => self.opens_block(first - 1),
            _ => false,
        };
        // The left operand of a parenthesized comma, `(dv, 3)` (not a
        // call's first argument).
        let before_paren = self.tok(first.wrapping_sub(2));
        let comma_operand = self.tok(first.wrapping_sub(1)) == "(" && self.tok(after) == "," && (!is_operand_end(before_paren) || matches!(before_paren, "if" | "while" | "switch" | "return"));
        (cast_to_void || statement) && matches!(self.tok(after), ";" | ",") || comma_operand
    }

    /// In a template, the use of a variable at `first` (ending at `after`)
    /// that EDG converts only per instance, which cudafe++ does not check:
    /// its operand extent (between the nearest `,` `;` `?` `:` or bracket
    /// around it) names something dependent (`t == dv`, `T x = dv`), it
    /// is an argument of a call that does (`g<T>(dv)`, `g(dv, t)`), in a
    /// group or braced list that is such an operand (`(T)(dv)`, `T a[1] =
    /// {dv}`), or it is all a `return` gives (`return dv;`: converted to
    /// the return type per instance). A prefix `++dv` there is not
    /// checked either. Operands of `sizeof` and `alignof` are not
    /// type-dependent.
    fn dependent_operand(&self, first: usize, after: usize) -> bool {
        if self.dependent.is_empty() {
            return false;
        }
        matches!(self.tok(first.wrapping_sub(1)), "++" | "--") || self.dependent_extent(first, after, 0)
    }

    /// `dependent_operand` of the operand `first..after`, the groups
    /// around it `depth` deep already looked at.
    fn dependent_extent(&self, first: usize, after: usize, depth: u32) -> bool {
        const MAX_GROUPS: u32 = 16;
        let stop = |t: &str| matches!(t, "," | ";" | "?" | ":" | "return" | "{" | "}" | "(" | "[");
        let Some(left) = super::walk_out(|k| self.tok(k), 0, first, |k, t, d| (d == 0 && stop(t)).then_some(k)) else { return false };
        let toks = &self.item.scan.ast.tokens;
        let mut right = after;
        while right < toks.len() {
            match self.tok(right) {
                "(" | "[" | "{" => right = skip_group(self.item.text, toks, right),
                "," | ";" | "?" | ":" | ")" | "]" | "}" => break,
                _ => right += 1,
            }
        }
        if let Some(dependent) = self.dependent_sibling(first, after, (left, right)) {
            return dependent;
        }
        if self.mentions_dependent(left + 1, right) {
            return true;
        }
        let before = left.wrapping_sub(1);
        match self.tok(left) {
            "return" => self.tok(right) == ";" && first == left + 1 && after == right,
            "(" | "{" if depth < MAX_GROUPS => {
                let declared = toks.get(before).filter(|t| self.decl_sites.contains(&t.start)).map(|t| t.text(self.item.text));
                let callee = toks.get(before).is_some_and(|t| t.kind == TokKind::Ident && !matches!(self.tok(before), "return" | "case" | "if" | "while" | "switch" | "for"));
                if let Some(local) = declared {
                    self.dependent.contains(local)
                } else if self.tok(left) == "(" && (callee || self.tok(before) == ">") {
                    self.dependent_call(left) || self.dependent.contains(self.tok(before)) || self.tok(before) == ">" && self.dependent_targs_before(before)
                } else if matches!(self.tok(before), "if" | "while" | "switch" | "for") || self.tok(left) == "{" && self.opens_block(left) {
                    false
                } else if self.tok(before) == ")" && super::enclosing_opener(|i| self.tok(i), 0, before, ("(", ")"), &[]).is_some_and(|open| self.mentions_dependent(open + 1, before)) {
                    // A cast to a dependent type, `(T)(dv)`.
                    true
                } else {
                    // A group or braced list that is itself an operand.
                    let close = skip_group(self.item.text, toks, left);
                    self.dependent_extent(left, close, depth + 1)
                }
            }
            _ => false,
        }
    }

    /// The operand `first..after` of a binary operator (the tighter
    /// binding of those around it, within `left..right`): whether the
    /// other operand is type-dependent (`t == dv`; `sizeof(T) * dv` is
    /// not). For an initializer (`T x = dv`) that is the local's type,
    /// unless `auto`. `None` when no binary operator takes it.
    fn dependent_sibling(&self, first: usize, after: usize, (left, right): (usize, usize)) -> Option<bool> {
        let toks = &self.item.scan.ast.tokens;
        // Prefix operators bind tighter than any binary one.
        let mut start = first;
        while start > left + 1 && matches!(self.tok(start - 1), "-" | "+" | "!" | "~" | "*" | "&") && !is_operand_end(self.tok(start - 2)) {
            start -= 1;
        }
        let left_op = (start > left + 1).then(|| start - 1).and_then(|k| operand_precedence(self.tok(k)).map(|p| (k, p)));
        let right_op = (after < right).then_some(after).and_then(|k| operand_precedence(self.tok(k)).map(|p| (k, p)));
        let take_left = match (left_op, right_op) {
            (None, None) => return None,
            (Some(_), None) => true,
            (None, Some(_)) => false,
            // Equal precedence: left-associative, but for assignments.
            (Some((_, l)), Some((_, r))) => l > r || l == r && l != ASSIGNMENT_PRECEDENCE,
        };
        if take_left {
            let (op, prec) = left_op?;
            // The sibling: back to an operator binding no tighter.
            let mut k = op;
            let mut from = op;
            while k > left + 1 {
                k -= 1;
                let t = self.tok(k);
                if matches!(t, ")" | "]" | "}") {
                    k = super::enclosing_opener(|i| self.tok(i), left, k, (opener_of(t), t), &[]).unwrap_or(k);
                } else if operand_precedence(t).is_some_and(|p| p <= prec && (p != ASSIGNMENT_PRECEDENCE || prec != ASSIGNMENT_PRECEDENCE)) && is_operand_end(self.tok(k.wrapping_sub(1))) {
                    break;
                }
                from = k;
            }
            // `T x = dv`: the sibling is the declaration.
            if prec == ASSIGNMENT_PRECEDENCE && self.tok(op) == "=" {
                if let Some(t) = toks.get(op.wrapping_sub(1)).filter(|t| self.decl_sites.contains(&t.start)) {
                    let name = t.text(self.item.text);
                    let auto = self.local_decls.get(name).is_some_and(|&d| self.item.scan.ast.decls[d].specs.has(Specs::AUTO));
                    return Some(!auto && self.dependent.contains(name));
                }
            }
            Some(self.mentions_dependent(from, op))
        } else {
            let (op, prec) = right_op?;
            let mut k = op + 1;
            while k < right {
                let t = self.tok(k);
                if matches!(t, "(" | "[" | "{") {
                    k = skip_group(self.item.text, toks, k);
                    continue;
                }
                if operand_precedence(t).is_some_and(|p| p < prec || p == prec && prec != ASSIGNMENT_PRECEDENCE) && is_operand_end(self.tok(k - 1)) {
                    break;
                }
                k += 1;
            }
            Some(self.mentions_dependent(op + 1, k))
        }
    }

    /// Tokens `from..to` name a dependent name outside `sizeof(...)` and
    /// `alignof(...)`.
    fn mentions_dependent(&self, from: usize, to: usize) -> bool {
        let toks = &self.item.scan.ast.tokens;
        let mut k = from;
        while k < to {
            let t = self.tok(k);
            if matches!(t, "sizeof" | "alignof" | "__alignof__" | "__alignof") && self.tok(k + 1) == "(" {
                k = skip_group(self.item.text, toks, k + 1);
                continue;
            }
            let generic = |name: &str| toks.get(k).is_some_and(|tok| self.generic_params.iter().any(|(s, n)| *n == name && s.start <= tok.start && tok.start < s.end));
            // (A local declared `auto` here takes the initializer's type.)
            let site = toks.get(k).is_some_and(|tok| self.decl_sites.contains(&tok.start));
            if toks.get(k).is_some_and(|tok| tok.kind == TokKind::Ident) && !site && (self.dependent.contains(t) || generic(t)) {
                return true;
            }
            k += 1;
        }
        false
    }

    /// The template argument list closing at `close` (`g<T>`) names a
    /// dependent name.
    fn dependent_targs_before(&self, close: usize) -> bool {
        let open = super::enclosing_opener(|k| self.tok(k), 0, close, ("<", ">"), &[";", "{", "}"]);
        open.is_some_and(|open| self.mentions_dependent(open + 1, close))
    }

    /// The `)` at `close` ends a cast's type (`(T *)&dv`), not an operand.
    fn closes_cast(&self, close: usize) -> bool {
        self.tok(close) == ")" && matches!(self.tok(close.wrapping_sub(1)), "*" | "&" | "&&")
    }

    /// Token `at` is inside parentheses within its statement.
    fn in_parentheses(&self, at: usize) -> bool {
        super::enclosing_opener(|k| self.tok(k), 0, at, ("(", ")"), &["{", "}"]).is_some()
    }

    /// The `{` at `open` opens a block (a compound statement or a body),
    /// not a braced initializer list.
    fn opens_block(&self, open: usize) -> bool {
        matches!(self.tok(open.wrapping_sub(1)), ")" | ";" | "{" | "}" | ":" | "else" | "do" | "try" | "const" | "noexcept" | "mutable")
    }

    /// The name at `first` (its use ending at `after`) is the whole
    /// initializer of a reference declared here (`const int &r = dv;`):
    /// binding it neither reads nor writes the variable.
    fn initializes_reference(&self, first: usize, after: usize) -> bool {
        let named = self.item.scan.ast.tokens.get(first.wrapping_sub(2)).is_some_and(|t| t.kind == TokKind::Ident);
        self.tok(first.wrapping_sub(1)) == "=" && named && matches!(self.tok(first.wrapping_sub(3)), "&" | "&&") && matches!(self.tok(after), ";" | ",")
    }

    /// `return v;` in a function returning a reference binds it: no read.
    fn returned_as_reference(&self, first: usize, after: usize) -> bool {
        let at = self.item.scan.ast.tokens.get(first).map_or(0, |t| t.start);
        let in_lambda = self.lambda_bodies.iter().any(|b| b.start <= at && at < b.end);
        self.decl.kind == DeclKind::Function && !in_lambda && self.tok(first.wrapping_sub(1)) == "return" && self.tok(after) == ";" && (self.decl.specs.has(Specs::REFERENCE) || self.decl.specs.has(Specs::RVALUE_REFERENCE))
    }

    /// A whole call argument bound to a reference parameter is not read
    /// (`cudaMemcpyToSymbol(symbol, ...)`).
    fn binds_to_reference(&self, first: usize, after: usize, var_ty: Option<Ty>) -> bool {
        if !matches!(self.tok(first.wrapping_sub(1)), "(" | ",") || !matches!(self.tok(after), "," | ")") {
            return false;
        }
        // Back to the `(` of the argument list, counting the arguments before.
        let mut depth = 0i32;
        let mut index = 0usize;
        let mut i = first;
        while i > 0 {
            i -= 1;
            match self.tok(i) {
                ")" | "]" | "}" => depth += 1,
                "(" | "[" | "{" if depth > 0 => depth -= 1,
                "(" => break,
                "," if depth == 0 => index += 1,
                "[" | "{" | ";" => return false,
                _ => {}
            }
            if i == 0 {
                return false;
            }
        }
        let mut callee = i.wrapping_sub(1);
        if self.tok(callee) == ">" {
            // `f<T>(...)`: skip the template arguments.
            let mut d = 0;
            while callee > 0 {
                match self.tok(callee) {
                    ">" => d += 1,
                    "<" => {
                        d -= 1;
                        if d == 0 {
                            break;
                        }
                    }
                    _ => {}
                }
                callee -= 1;
            }
            callee = callee.wrapping_sub(1);
        }
        let Some(name) = self.item.scan.ast.tokens.get(callee).filter(|t| t.kind == TokKind::Ident).map(|t| t.text(self.item.text)) else {
            return false;
        };
        // The parentheses of a statement (`if (dv)`, `switch (dv)`) or of a
        // local's direct initializer (`int x(dv)`, read unless `x` is a
        // reference) are no call.
        if matches!(name, "if" | "while" | "switch" | "for" | "return" | "case") {
            return false;
        }
        // A scalar made from the value (`new int(dv)`, `double(dv)`), a
        // named cast to a type neither a reference nor `void`
        // (`static_cast<double>(df)`).
        if BUILTIN_TYPE_WORDS.contains(&name) {
            return false;
        }
        if matches!(name, "static_cast" | "const_cast" | "reinterpret_cast" | "dynamic_cast") {
            return matches!(self.tok(i.wrapping_sub(2)), "&" | "&&" | "void");
        }
        if let Some(t) = self.item.scan.ast.tokens.get(callee).filter(|t| self.decl_sites.contains(&t.start)) {
            return self.local_decls.get(t.text(self.item.text)).is_some_and(|&d| self.item.scan.ast.decls[d].specs.has(Specs::REFERENCE) || self.item.scan.ast.decls[d].specs.has(Specs::RVALUE_REFERENCE));
        }
        // The C library's formatted output, which the CUDA headers always
        // declare, takes its arguments by value (`printf("%d", dv)`).
        if PRINTF_FAMILY.contains(&name) && self.table.resolve(&[name], &self.scope, false).is_empty() {
            return false;
        }
        let candidates = self.table.resolve(&[name], &self.scope, false);
        // A callee cufe cannot see (a runtime API function when the CUDA
        // headers were not read) is given the benefit of the doubt.
        candidates.is_empty()
            || candidates.iter().any(|s| {
                s.kind == EntityKind::Function && s.params_key.split(',').nth(index).is_some_and(|p| p.ends_with('&')) && !converts_for_reference(var_ty, s.param_tys.get(index).copied())
            })
    }

    fn emit(&mut self, d: Diag) {
        self.diags.push(d);
    }

    fn function_use(&mut self, found: &[&Symbol], at: u32, next: usize, name_start: usize) {
        // (A deduced return type's error is at the last name, `ns::f`'s `f`.)
        let name_at = self.item.scan.ast.tokens.get(next.wrapping_sub(1)).map_or(at, |t| t.start);
        // `f<int>(x)`: explicit arguments of a function template.
        let (explicit, next) = match self.explicit_template_args(found, next) {
            Some((args, after)) => (args, after),
            None => (Vec::new(), next),
        };
        let launch = self.launches(next);
        let call = self.tok(next) == "(";
        let order = self.order_at(at);
        // Overloads: the call is fine if any candidate can run here.
        let candidates: Vec<&Symbol> = found.iter().copied().filter(|s| s.kind == EntityKind::Function).collect();
        // A redeclaration that writes no execution space has the one an
        // earlier declaration wrote (`__device__ int f(int); int f(int);`,
        // a friend defined `__device__` in its class).
        let annotated = |s: &Symbol| s.exec_space & crate::il::exec::ANNOTATED != 0;
        let candidates: Vec<&Symbol> = candidates.iter().copied().filter(|s| annotated(s) || !candidates.iter().any(|t| annotated(t) && t.params_key == s.params_key && t.template.is_none() && s.template.is_none())).collect();
        // Explicit specializations take no part in overload resolution:
        // the instance of the template chosen may be one of them.
        let (specializations, templates): (Vec<&Symbol>, Vec<&Symbol>) = candidates.iter().partition(|s| s.template == Some(TemplateKind::Specialization));
        let candidates = if templates.is_empty() { specializations.clone() } else { templates };
        let Some(&first_candidate) = candidates.first() else { return };
        // A launch names the kernel of an overload set; a call may name a
        // host function of it (`extern "C" void reduce(int, ...)` beside
        // `template <...> __global__ void reduce(...)`).
        let pick = |want: &dyn Fn(Caller) -> bool| candidates.iter().copied().find(|s| want(Caller::of(s.exec_space)));
        let preferred = if launch { pick(&|c| c == Caller::Global) } else { pick(&|c| c != Caller::Device && c != Caller::Global) };
        // Literal arguments choose the overload whose parameters are
        // exactly their types (`g(1)` calls `g(int)`, not `g(float)`).
        // (A launch's arguments follow its configuration.)
        let args_open = if launch { self.launch_args_open(next).unwrap_or(next) } else { next };
        let exact = if call && !launch { self.literal_overload(&candidates, next) } else { None };
        // (Explicit template arguments name only templates.)
        let exact = exact.or_else(|| if (call || launch) && explicit.is_empty() { self.exact_overload_for_locals(&candidates, args_open) } else { None });
        // (Overloads that all run in one space differ only in the name a
        // message gives the callee.)
        let one_space = candidates.iter().all(|s| s.exec_space == first_candidate.exec_space);
        let exact = exact.or_else(|| if call && !launch && explicit.is_empty() && one_space { self.most_exact_overload(&candidates, args_open) } else { None });
        let callee = exact.or(preferred).or_else(|| pick(&|c| c != Caller::Device)).unwrap_or(first_candidate);
        let space = match self.specialization_called(callee, &specializations, &explicit, args_open) {
            Some(special) => Caller::of(special),
            None => Caller::of(callee.exec_space),
        };
        if launch {
            self.launch_configuration(next, order);
            if space == Caller::Device && self.caller.runs_on_host() {
                self.device_call(callee, at, order);
            }
            if space != Caller::Global {
                self.emit(Diag::new(tag::CONFIGURATION_ERROR, at, order).arg(space.configured_word()).arg("cannot"));
            } else if explicit.is_empty() {
                self.launch_arity(&candidates, next, order);
            } else {
                self.launched_instance(callee, &explicit, at, order);
            }
            return;
        }
        if !call || self.dependent_call(next) || self.implicit_member_call_in_template(callee, name_start) {
            self.auto_reference(callee, name_at, order);
            return;
        }
        if self.discarded_call(name_start, next) {
            self.unused_result(self.overload_for_args(&candidates, next).unwrap_or(callee), at, next, order);
        }
        if space == Caller::Global {
            self.emit(Diag::new(tag::CONFIGURATION_ERROR, at, order).arg("__global__").arg("must"));
            return;
        }
        let reported = self.diags.len();
        if self.caller.runs_on_host() && space == Caller::Device {
            let instance = match self.qualifier_args.take() {
                Some(args) => self.class_instance_member_names(callee, &args),
                None => self.instance_names(callee, &explicit, next),
            };
            self.device_call_named(callee, at, order, instance);
        }
        self.called_auto_reference(callee, name_at, name_start, next, order);
        self.after_arguments(reported, next);
    }

    /// What a call at `open` reported since `reported` comes out after
    /// what its arguments report: EDG checks a call once its arguments
    /// are parsed (`a(b(1))` reports `b` first).
    fn after_arguments(&mut self, reported: usize, open: usize) {
        if reported >= self.diags.len() {
            return;
        }
        let close = self.item.group_end(open).saturating_sub(1);
        let made: Vec<Diag> = self.diags.drain(reported..).collect();
        self.pending.extend(made.into_iter().map(|d| (close, d)));
    }

    /// Whether the expression of tokens `first..after` is the left operand
    /// of the binary operator at `after`: nothing before it binds it
    /// tighter (`d3(1)` in `x + d3(1) * y`, not in `x + d3(1) + y`).
    fn left_operand(&self, first: usize, after: usize) -> bool {
        let Some(next) = binary_precedence(self.tok(after)) else { return false };
        let before = if self.tok(first.wrapping_sub(1)) == "::" { first.wrapping_sub(2) } else { first.wrapping_sub(1) };
        let binary_before = is_operand_end(self.tok(before.wrapping_sub(1)));
        match binary_precedence(self.tok(before)) {
            Some(prev) if binary_before => next > prev,
            // A unary operator binds the call first.
            Some(_) => false,
            None => !matches!(self.tok(before), "!" | "~" | "++" | "--"),
        }
    }

    /// `auto_reference` for a call whose `(` is at `open`. As the left
    /// operand of a binary operator, the error waits for the end of the
    /// operand's expression (a full expression, parenthesized one, or
    /// conditional's operand), and such waiting errors come out last
    /// first: `d1(1) + d2(2) + d3(3)` reports `d2`, `d3`, then `d1`.
    fn called_auto_reference(&mut self, callee: &Symbol, at: u32, first: usize, open: usize, order: u32) {
        let toks = &self.item.scan.ast.tokens;
        let after = skip_group(self.item.text, toks, open);
        if !self.left_operand(first, after) {
            return self.auto_reference(callee, at, order);
        }
        let reported = self.diags.len();
        self.auto_reference(callee, at, order);
        if self.diags.len() == reported {
            return;
        }
        let Some(d) = self.diags.pop() else { return };
        let end = operand_group_end(self.item.text, toks, after);
        let first_waiting = self.pending.iter().position(|(e, w)| *e == end && w.id == tag::AUTO_DEVICE_FN_REF).unwrap_or(self.pending.len());
        self.pending.insert(first_waiting, (end, d));
    }

    /// Host code naming a `__device__` function whose return type its body
    /// deduces: the host side has no body to deduce it from, so even a
    /// reference in an unevaluated operand or a `__host__ __device__`
    /// function's body is an error (after the call's own, when called).
    fn auto_reference(&mut self, callee: &Symbol, at: u32, order: u32) {
        if !self.caller.runs_on_host() || Caller::of(callee.exec_space) != Caller::Device || !callee.deduces_return || callee.is_constexpr {
            return;
        }
        self.emit(Diag::new(tag::AUTO_DEVICE_FN_REF, at, order).arg(callee.name.as_str()).arg(OUTSIDE_DEVICE_BODIES));
    }

    /// The names of functions in an unevaluated operand (`sizeof(f(1))`,
    /// tokens `first..end`): no call happens, but naming a `__device__`
    /// function with a deduced return type is still an error.
    fn unevaluated_auto_references(&mut self, first: usize, end: usize) {
        for (callee, at) in deduced_device_names(self.item, self.table, &self.scope, first, end) {
            let order = self.order_at(at);
            self.auto_reference(callee, at, order);
        }
    }

    /// The execution space of the explicit specialization a call at
    /// `open` reaches through the function template `callee`, when its
    /// template arguments are those of one: its own, or the template's
    /// when it writes none (`template <> int id<int>(int)` of a
    /// `__device__` `id` is `__device__`).
    fn specialization_called(&self, callee: &Symbol, specializations: &[&Symbol], explicit: &[String], open: usize) -> Option<u8> {
        if specializations.is_empty() || callee.template != Some(TemplateKind::Primary) || self.tok(open) != "(" {
            return None;
        }
        let ft = callee.fn_template.as_deref()?;
        let unspaced = |a: &str| a.split_whitespace().collect::<String>();
        let args = unspaced(&format!("<{}>", self.instance_args(ft, explicit, open)?.join(",")));
        let special = specializations.iter().find(|s| s.template_args.as_deref().map(unspaced).as_deref() == Some(args.as_str()))?;
        Some(if special.exec_space & exec::ANNOTATED != 0 { special.exec_space } else { callee.exec_space })
    }

    /// `k<-1><<<1, 1>>>(p)`: the instance a launch makes has its launch
    /// attributes checked, unless an explicit instantiation before made it.
    fn launched_instance(&mut self, callee: &Symbol, explicit: &[String], at: u32, order: u32) {
        if callee.dependent_launch.is_none() {
            return;
        }
        let Some((pref, _)) = self.table.lookup(&callee.qname).find(|(_, s)| std::ptr::eq(*s, callee)) else { return };
        let site = super::instances::Site { item: self.item.index, at, order };
        if super::instances::instantiated_before(self.table, &callee.qname, explicit, site) {
            return;
        }
        super::instances::push_new(self.diags, super::instances::check(pref, callee, explicit, site));
    }

    /// A launch of a kernel that is neither a template nor overloaded
    /// passes as many arguments as it takes: too many is an error at the
    /// first one too many, too few at the list's `)`. Not checked where
    /// the arguments cannot be counted (a `<` or `>` between them, a pack
    /// expanded).
    fn launch_arity(&mut self, candidates: &[&Symbol], next: usize, order: u32) {
        let Some(first) = candidates.first() else { return };
        if candidates.iter().any(|s| s.template.is_some() || s.params_key != first.params_key || s.exec_space & exec::GLOBAL_BIT == 0) {
            return;
        }
        let Some(arities) = candidates.iter().map(|s| s.arity).collect::<Option<Vec<_>>>() else { return };
        let Some(total) = arities.first().map(|a| a.1).filter(|&t| arities.iter().all(|a| a.1 == t)) else { return };
        let required = arities.iter().map(|a| a.0).min().unwrap_or(total);
        let Some(open) = self.launch_args_open(next) else { return };
        let Some(args) = self.argument_starts(open) else { return };
        let toks = &self.item.scan.ast.tokens;
        if args.len() > usize::from(total) {
            let at = toks[args[usize::from(total)]].start;
            self.emit(Diag::new(tag::TOO_MANY_ARGUMENTS, at, order));
        } else if args.len() < usize::from(required) {
            let close = skip_group(self.item.text, toks, open).saturating_sub(1);
            let Some(t) = toks.get(close) else { return };
            self.emit(Diag::new(tag::TOO_FEW_ARGUMENTS, t.start, order).with_severity(Severity::Error));
        }
    }

    /// The configuration `<<<g, b, s, st>>>` is a call of the runtime's
    /// `__cudaPushCallConfiguration(dim3, dim3 = 1, size_t = 0,
    /// cudaStream_t = 0)`, checked before the kernel's own arguments: none
    /// is too few (at the `>>>`), a fifth is too many (at it), and a stream
    /// written as a nonzero integer literal is not a pointer.
    fn launch_configuration(&mut self, next: usize, order: u32) {
        const PARAMS: usize = 4;
        let first = next + if self.tok(next) == "<<<" { 1 } else { 2 };
        // (The `>>>` before the kernel's arguments, or its `>>` `>`.)
        let Some(open) = self.launch_args_open(next) else { return };
        let end = open - if self.tok(open - 1) == ">>>" { 1 } else { 2 };
        let Some(args) = self.argument_starts_between(first, end) else { return };
        let toks = &self.item.scan.ast.tokens;
        if args.is_empty() {
            if let Some(t) = toks.get(first) {
                self.emit(Diag::new(tag::TOO_FEW_ARGUMENTS, t.start, order).with_severity(Severity::Error));
            }
            return;
        }
        for (k, &start) in args.iter().enumerate().take(PARAMS) {
            let stop = args.get(k + 1).map_or(end, |&next| next - 1);
            let at = toks[start].start;
            let d = match (k, self.launch_arg_type(start, stop)) {
                (0 | 1, Some(LaunchArg::Class(ty))) => Diag::new(tag::NO_USER_DEFINED_CONVERSION, at, order).arg_t(ty).arg_t("dim3"),
                (0 | 1, Some(LaunchArg::Pointer(ty) | LaunchArg::ScopedEnum(ty))) => Diag::new(tag::NO_CONSTRUCTOR_FOR_CONVERSION, at, order).arg_t(ty).arg_t("dim3"),
                (2, Some(LaunchArg::Class(ty))) => size_t_arg(Diag::new(tag::NO_CONVERSION_FUNCTION, at, order).with_severity(Severity::Error).arg_t(ty)),
                (2, Some(LaunchArg::Pointer(ty))) if ty != "std::nullptr_t" => size_t_arg(Diag::new(tag::INCOMPATIBLE_PARAM, at, order).arg_t(ty)),
                (3, Some(LaunchArg::Pointer(ty))) if ty != "std::nullptr_t" => Diag::new(tag::INCOMPATIBLE_PARAM, at, order).arg_t(ty).arg_t("CUstream_st *"),
                (3, _) => match self.arithmetic_stream(start, stop) {
                    Some(ty) => Diag::new(tag::INCOMPATIBLE_PARAM, at, order).arg_t(ty).arg_t("CUstream_st *"),
                    None => continue,
                },
                _ => continue,
            };
            self.emit(d);
        }
        if let Some(&start) = args.get(PARAMS) {
            self.emit(Diag::new(tag::TOO_MANY_ARGUMENTS, toks[start].start, order));
        }
    }

    /// The type of a launch configuration's value written as one
    /// parameter or local of a type no configuration value converts from
    /// (a class, a pointer or array, `std::nullptr_t`), as EDG names it.
    /// `dim3` and `uint3` are the configuration's own classes; a typedef
    /// (`cudaStream_t`) or a type naming a template parameter is left alone.
    fn launch_arg_type(&self, start: usize, end: usize) -> Option<LaunchArg> {
        let toks = &self.item.scan.ast.tokens;
        let name = self.tok(start);
        if end != start + 1 || toks.get(start)?.kind != TokKind::Ident || self.dependent.contains(name) {
            return None;
        }
        let decl = &self.item.scan.ast.decls[*self.local_decls.get(name)?];
        let words: Vec<&str> = self.item.text.get(decl.type_span.start as usize..decl.type_span.end as usize)?.split_whitespace().collect();
        // (An array parameter is a pointer.)
        let pointer = decl.specs.has(Specs::POINTER) || decl.specs.has(Specs::ARRAY) && decl.context == Context::Parameter;
        let [base] = words.as_slice() else {
            return pointer.then(|| self.written_pointer(decl)).flatten().map(LaunchArg::Pointer);
        };
        if self.table.resolve_alias(base.trim_global(), &self.scope).is_some() || crate::lower::stub::runtime_builtin_typedef(base).is_some() {
            return None;
        }
        if pointer {
            return self.written_pointer(decl).map(LaunchArg::Pointer);
        }
        if decl.specs.has(Specs::ARRAY) || decl.specs.has(Specs::REFERENCE) && !matches!(*base, "nullptr_t" | "std::nullptr_t") && crate::lower::types::canonical_builtin(&[base]).is_some() {
            return None;
        }
        if matches!(*base, "nullptr_t" | "std::nullptr_t") {
            return Some(LaunchArg::Pointer("std::nullptr_t".to_string()));
        }
        let parts: Vec<&str> = base.trim_global().split_scopes().collect();
        let found = self.table.resolve(&parts, &self.scope, base.starts_with("::"));
        let class = found.iter().find(|s| s.kind == EntityKind::Type && s.detail.tparams.is_empty() && (!s.is_enum || s.is_scoped_enum))?;
        if class.is_scoped_enum {
            return Some(LaunchArg::ScopedEnum(class.qname.clone()));
        }
        (!matches!(class.qname.as_str(), "dim3" | "uint3")).then(|| LaunchArg::Class(class.qname.clone()))
    }

    /// A pointer (or array) parameter's or local's type as EDG names it:
    /// `const float *`, `int **`, an array parameter as its pointer.
    fn written_pointer(&self, decl: &Decl) -> Option<String> {
        let toks = &self.item.scan.ast.tokens;
        let first = toks.partition_point(|t| t.start < decl.span.start);
        let name = toks.partition_point(|t| t.start < decl.name_span.start);
        let mut words: Vec<&str> = toks.get(first..name)?.iter().map(|t| t.text(self.item.text)).collect();
        if words.iter().any(|w| matches!(*w, "(" | "[" | "<" | "&" | "&&" | "__attribute__" | "[[")) {
            return None;
        }
        if decl.specs.has(Specs::ARRAY) {
            words.push("*");
        }
        Some(super::returns::shown_type(&words.join(" ")))
    }

    /// The arithmetic type, as EDG names it, of a stream argument written
    /// as one literal or variable (`4`, `false`, an `int s`); a `0` is a
    /// null pointer constant and converts.
    fn arithmetic_stream(&self, start: usize, end: usize) -> Option<&'static str> {
        let t = self.item.scan.ast.tokens.get(start).filter(|_| end == start + 1)?;
        let text = t.text(self.item.text);
        match t.kind {
            TokKind::Number if crate::eval::parse_integer(text) == Some(0) => None,
            TokKind::Number => literal_type(text),
            TokKind::Ident if matches!(text, "true" | "false") => Some("bool"),
            TokKind::Ident => match self.variable_type(start..end)? {
                Ty::UInt => Some("unsigned int"),
                t => crate::lower::deduce::builtin_spelling(t),
            },
            _ => None,
        }
    }

    /// The `(` of the arguments of the launch whose `<<<` is at `next`.
    fn launch_args_open(&self, next: usize) -> Option<usize> {
        let toks = &self.item.scan.ast.tokens;
        let mut i = next + if self.tok(next) == "<<<" { 1 } else { 2 };
        while i < toks.len() {
            match self.tok(i) {
                "(" | "[" | "{" => {
                    i = skip_group(self.item.text, toks, i);
                    continue;
                }
                ">>" if self.tok(i + 1) == ">" => return (self.tok(i + 2) == "(").then_some(i + 2),
                ">>>" => return (self.tok(i + 1) == "(").then_some(i + 1),
                ";" | "}" => return None,
                _ => {}
            }
            i += 1;
        }
        None
    }

    /// The first token of each argument of the list opened at `open`;
    /// `None` when they cannot be told apart for sure (a `<` or `>` at the
    /// list's level may be a template's or a comparison's, a `...`
    /// expands a pack).
    fn argument_starts(&self, open: usize) -> Option<Vec<usize>> {
        let close = self.item.group_end(open).checked_sub(1)?;
        if self.tok(close) != ")" {
            return None;
        }
        self.argument_starts_between(open + 1, close)
    }

    /// The first token of each argument written from `first` up to (not
    /// including) `close`: a call's list or a launch configuration's.
    fn argument_starts_between(&self, first: usize, close: usize) -> Option<Vec<usize>> {
        let toks = &self.item.scan.ast.tokens;
        let mut starts = Vec::new();
        let mut i = first;
        let mut start = Some(i).filter(|&k| k < close);
        while i < close {
            match self.tok(i) {
                "(" | "[" | "{" => {
                    i = skip_group(self.item.text, toks, i);
                    continue;
                }
                "<" | ">" | ">>" | "<<" | "..." => return None,
                "," => {
                    starts.push(start?);
                    start = Some(i + 1).filter(|&k| k < close);
                }
                _ => {}
            }
            i += 1;
        }
        if let Some(s) = start {
            starts.push(s);
        } else if !starts.is_empty() {
            return None;
        }
        Some(starts)
    }

    /// Of overloads, the one a call (its `(` at `open`) whose arguments
    /// are all literals (or locals of builtin type) picks: the only one
    /// whose parameters are their types exactly.
    fn literal_overload<'s>(&self, candidates: &[&'s Symbol], open: usize) -> Option<&'s Symbol> {
        if candidates.iter().any(|s| s.template.is_some()) {
            return None;
        }
        let key = |arg: &[Token]| {
            let arg = if arg.len() == 2 && arg[0].text(self.item.text) == "-" { &arg[1..] } else { arg };
            match arg {
                [t] if t.kind == TokKind::Ident && self.locals.contains(t.text(self.item.text)) => self.local_builtin_type(t.text(self.item.text)),
                [t] => literal_param_type(t.text(self.item.text), t.kind).map(str::to_string),
                _ => None,
            }
        };
        self.single_fitting_overload(candidates, open, key, |_, p, a| p == a)
    }

    /// Of overloads, the one ordinary function whose parameters take a
    /// call's arguments (its `(` at `open`) as they are, each argument a
    /// parameter or local named alone or a literal: on an exact match C++
    /// prefers it to any template (`axpy<<<g, b>>>(n, a, x, y)` in the host
    /// `axpy(int, float, const float *, float *)` names that function, not
    /// the kernel template `axpy`), and to other overloads
    /// (`atomicAdd(q, 1.0f)` for a `float *q` is `atomicAdd(float *,
    /// float)`). `None` when no argument list or no single such function
    /// tells.
    fn exact_overload_for_locals<'s>(&self, candidates: &[&'s Symbol], open: usize) -> Option<&'s Symbol> {
        if self.tok(open) != "(" {
            return None;
        }
        let key = |arg: &[Token]| self.exact_arg_key(arg);
        // (A reference parameter binds the local itself.)
        let takes = |s: &Symbol, p: &str, a: &str| s.template.is_none() && (p == a || p.strip_suffix('&').is_some_and(|r| r == a || r.strip_prefix("const ") == Some(a)));
        self.single_fitting_overload(candidates, open, key, takes)
    }

    /// Of ordinary overloads none of which takes a call's arguments
    /// exactly, the one that takes the most of them exactly (each a local
    /// or a literal, as `exact_overload_for_locals` reads them), the
    /// others converted: what overload resolution picks when the others
    /// convert alike (`__shfl_down_sync(0xffffffff, v, 1)` for a `float
    /// v` is the `float` overload). Parameters past the arguments are
    /// taken to have defaults. `None` unless one alone takes the most.
    fn most_exact_overload<'s>(&self, candidates: &[&'s Symbol], open: usize) -> Option<&'s Symbol> {
        if self.tok(open) != "(" || candidates.len() < 2 || candidates.iter().any(|s| s.template.is_some()) {
            return None;
        }
        let args = self.arg_keys(open, |arg| self.exact_arg_key(arg));
        let score = |s: &Symbol| {
            let params = param_keys(s);
            (params.len() >= args.len()).then(|| params.iter().zip(&args).filter(|(p, a)| a.as_deref() == Some(**p)).count())
        };
        let scored: Vec<(usize, &'s Symbol)> = candidates.iter().filter_map(|&s| Some((score(s)?, s))).collect();
        let best = scored.iter().map(|(n, _)| *n).max().filter(|&n| n > 0)?;
        let mut top = scored.iter().filter(|(n, _)| *n == best);
        match (top.next(), top.next()) {
            (Some((_, one)), None) => Some(one),
            _ => None,
        }
    }

    /// An argument's type as `params_key` spells a parameter taking it
    /// exactly: a local's or parameter's declared type, a pointer to it
    /// for its address (`&count`, not an array's), a literal's.
    fn exact_arg_key(&self, arg: &[Token]) -> Option<String> {
        match arg {
            [t] if t.kind == TokKind::Ident && !self.dependent.contains(t.text(self.item.text)) => {
                let decl = &self.item.scan.ast.decls[*self.local_decls.get(t.text(self.item.text))?];
                Some(crate::symbols::param_key(self.item.text, self.item.scan, decl))
            }
            [amp, t] if amp.text(self.item.text) == "&" && t.kind == TokKind::Ident && !self.dependent.contains(t.text(self.item.text)) => {
                let decl = &self.item.scan.ast.decls[*self.local_decls.get(t.text(self.item.text))?];
                if decl.specs.has(Specs::ARRAY) {
                    return None;
                }
                let key = crate::symbols::param_key(self.item.text, self.item.scan, decl);
                Some(format!("{}*", key.trim_end_matches('&')))
            }
            [t] | [_, t] if arg.len() == 1 || arg[0].text(self.item.text) == "-" => literal_param_type(t.text(self.item.text), t.kind).map(str::to_string),
            _ => None,
        }
    }

    /// The `key` of each argument of the call whose `(` is at `open`.
    fn arg_keys(&self, open: usize, key: impl Fn(&[Token]) -> Option<String>) -> Vec<Option<String>> {
        let toks = &self.item.scan.ast.tokens;
        let close = skip_group(self.item.text, toks, open).saturating_sub(1);
        crate::eval::split_args(self.item.text, toks, open + 1, close).into_iter().map(|(a, b)| key(toks.get(a..b).unwrap_or(&[]))).collect()
    }

    /// Of two or more overloads, the only one whose parameters (as
    /// `params_key` spells them) each `take` the key of the call's argument
    /// there (its `(` at `open`); `None` when an argument has no `key`, or
    /// no single overload fits.
    fn single_fitting_overload<'s>(&self, candidates: &[&'s Symbol], open: usize, key: impl Fn(&[Token]) -> Option<String>, takes: impl Fn(&Symbol, &str, &str) -> bool) -> Option<&'s Symbol> {
        if candidates.len() < 2 {
            return None;
        }
        let args: Vec<String> = self.arg_keys(open, key).into_iter().collect::<Option<_>>()?;
        let fits = |s: &&&Symbol| {
            let params = param_keys(s);
            params.len() == args.len() && params.iter().zip(&args).all(|(p, a)| takes(s, p, a))
        };
        let mut fitting = candidates.iter().filter(fits);
        match (fitting.next(), fitting.next()) {
            (Some(one), None) => Some(one),
            _ => None,
        }
    }

    /// The builtin arithmetic type of the parameter or local `name`
    /// (`float v`, `const double &d`), spelled as parameter keys spell
    /// it: an argument that picks the overload taking exactly that type.
    fn local_builtin_type(&self, name: &str) -> Option<String> {
        let decl = &self.item.scan.ast.decls[*self.local_decls.get(name)?];
        if decl.specs.has(Specs::POINTER) || decl.specs.has(Specs::ARRAY) {
            return None;
        }
        let ty = self.item.text.get(decl.type_span.start as usize..decl.type_span.end as usize)?;
        let words: Vec<&str> = ty.split_whitespace().filter(|w| !matches!(*w, "const" | "volatile" | "&" | "&&")).collect();
        let builtin = crate::lower::types::canonical_builtin(&words)?;
        Some(if builtin == "unsigned" { "unsigned int".to_string() } else { builtin })
    }

    /// Of overloads, the one a call (its `(` at `open`) with that many
    /// arguments picks, when one is the only one with the fewest
    /// parameters that take them all (CUB's `DeviceReduce::Sum` with five
    /// arguments is not the `[[nodiscard]]` one of four).
    fn overload_for_args<'s>(&self, candidates: &[&'s Symbol], open: usize) -> Option<&'s Symbol> {
        if candidates.len() < 2 {
            return None;
        }
        let toks = &self.item.scan.ast.tokens;
        let close = skip_group(self.item.text, toks, open).saturating_sub(1);
        let mut depth = 0i32;
        let mut args = usize::from(close > open + 1);
        for k in open + 1..close {
            match self.tok(k) {
                "(" | "[" | "{" | "<" => depth += 1,
                ")" | "]" | "}" | ">" => depth -= 1,
                "," if depth == 0 => args += 1,
                _ => {}
            }
        }
        // Defaults are not known: the fewest parameters that take them all.
        let fewest = candidates.iter().map(|s| s.params.len()).filter(|&n| n >= args).min()?;
        let mut fitting = candidates.iter().filter(|s| s.params.len() == fewest);
        match (fitting.next(), fitting.next()) {
            (Some(one), None) => Some(one),
            _ => None,
        }
    }

    /// In a member function of a class template, an unqualified call of a
    /// member function is `this->f()`: dependent, checked (by cicc) per
    /// instance only.
    fn implicit_member_call_in_template(&self, callee: &Symbol, name_start: usize) -> bool {
        if callee.class.is_none() || matches!(self.tok(name_start.wrapping_sub(1)), "::" | "." | "->") {
            return false;
        }
        let decls = &self.item.scan.ast.decls;
        // Defined outside its class (`template <class T> T V<T>::f()`).
        if self.decl.template.is_some() && !self.decl.qualifier.is_empty() {
            return true;
        }
        let mut d = self.decl;
        while let (Some(p), Context::Class) = (d.parent, d.context) {
            d = &decls[p];
            if d.template.is_some() {
                return true;
            }
        }
        false
    }

    /// The template arguments written after a function template's name
    /// (`<int, 3>`, each as EDG shows it) and the token after them; `None`
    /// when none are written or no candidate is a function template.
    fn explicit_template_args(&self, found: &[&Symbol], next: usize) -> Option<(Vec<String>, usize)> {
        if self.tok(next) != "<" || !found.iter().any(|s| s.fn_template.is_some()) {
            return None;
        }
        let toks = &self.item.scan.ast.tokens;
        let (mut depth, mut k, mut args, mut current) = (0i32, next, Vec::new(), Vec::new());
        loop {
            let t = self.tok(k);
            match t {
                "<" | "(" | "[" => depth += 1,
                ">" | ")" | "]" => depth -= 1,
                ";" | "{" | "}" | "" => return None,
                _ => {}
            }
            if depth == 0 || depth == 1 && t == "," {
                args.push(std::mem::take(&mut current).join(" "));
                if depth == 0 {
                    return Some((args, k + 1));
                }
            } else if k > next {
                current.push(toks.get(k).map_or("", |t| t.text(self.item.text)));
            }
            k += 1;
        }
    }

    /// The plain and mangled names of the function template instance a call
    /// makes (`int  ::f<int> (T1)`, `_Z1fI1?E1?1?`), its arguments written
    /// or deduced from the call's; `None` when not a template or an
    /// argument cannot be told.
    fn instance_names(&self, callee: &Symbol, explicit: &[String], open: usize) -> Option<(String, String)> {
        let ft = callee.fn_template.as_deref().or(callee.variadic_template.as_deref())?;
        let targs = self.instance_args(ft, explicit, open)?;
        // (A pack's elements all have the pack's parameter's type.)
        let last = ft.params.len().saturating_sub(1);
        let value_ty = |i: usize| ft.params.get(i.min(last)).and_then(|(_, v)| v.as_deref());
        let shown: Vec<String> = targs.iter().enumerate().map(|(i, arg)| shown_template_arg(arg, value_ty(i))).collect();
        let list = if ft.pack { format!("{} ", shown.join(", ")) } else { shown.join(", ") };
        let scope = callee.qname.strip_suffix(callee.name.as_str()).and_then(|q| q.strip_suffix("::")).unwrap_or("");
        // (A parameter that names no template parameter is shown as a
        // plain function's: `const     ::V &`, `unsigned long`.)
        let mut instances = Vec::new();
        let params: Vec<String> = ft
            .param_tys
            .iter()
            .map(|(_, shown)| if names_renamed_param(shown) { without_top_level_qualifiers(shown) } else { self.shown_param(callee, &self.param_as_declared(shown, scope), scope, &mut instances) })
            .collect();
        let plain = format!("{} {}::{}<{}> ({}){}", ft.ret, if scope.is_empty() { " " } else { scope }, callee.name, list, params.join(", "), if ft.is_const { " const" } else { "" });
        let mut mangled = String::from("_Z");
        let nested = !scope.is_empty();
        if nested {
            mangled.push('N');
            if ft.is_const {
                mangled.push('K');
            }
            for part in scope.split_scopes() {
                push_source_name(&mut mangled, part);
            }
        }
        push_source_name(&mut mangled, callee.name.as_str());
        mangled.push('I');
        let fixed = if ft.pack { last } else { ft.params.len() };
        for (i, arg) in (0..targs.len()).map(|i| (i, explicit.get(i))) {
            if ft.pack && i == fixed {
                mangled.push('J');
            }
            match (value_ty(i), arg) {
                (Some(_), Some(value)) => mangled.push_str(&format!("L1?{value}E")),
                _ => mangled.push_str("1?"),
            }
        }
        if ft.pack {
            if targs.len() == fixed {
                mangled.push('J');
            }
            mangled.push('E');
        }
        mangled.push('E');
        if nested {
            mangled.push('E');
        }
        // The return type, then the parameters.
        mangled.push_str("1?");
        push_unknown_params(&mut mangled, ft.param_tys.len() - usize::from(ft.pack_param));
        if ft.pack_param {
            // (A pack expansion: `Dp`.)
            mangled.truncate(mangled.len() - usize::from(ft.param_tys.len() == 1));
            mangled.push_str("Dp1?");
        }
        Some((plain, mangled))
    }

    /// The template arguments of the instance a call at `open` makes of
    /// the function template `ft`: those written, then those deduced from
    /// simple arguments; `None` where one stays unknown. A pack's
    /// arguments come last: those written after the others, or else one
    /// per call argument its function parameter pack takes.
    fn instance_args(&self, ft: &crate::symbols::FnTemplate, explicit: &[String], open: usize) -> Option<Vec<String>> {
        let fixed = if ft.pack { ft.params.len().saturating_sub(1) } else { ft.params.len() };
        if !ft.pack && explicit.len() > ft.params.len() {
            return None;
        }
        let mut targs: Vec<Option<String>> = vec![None; ft.params.len()];
        for (slot, arg) in targs.iter_mut().take(fixed).zip(explicit) {
            *slot = Some(arg.clone());
        }
        let mut pack: Vec<String> = explicit.iter().skip(fixed).cloned().collect();
        let deduce_pack = ft.pack_param && explicit.len() <= fixed;
        if targs.iter().take(fixed).any(Option::is_none) || deduce_pack {
            let args = self.call_args(open)?;
            let plain_params = ft.param_tys.len() - usize::from(ft.pack_param);
            for ((written, _), arg) in ft.param_tys.iter().take(plain_params).zip(&args) {
                self.deduce(ft, written, arg, &mut targs);
            }
            if deduce_pack {
                let (written, _) = ft.param_tys.last()?;
                for arg in args.iter().skip(plain_params) {
                    let mut one: Vec<Option<String>> = vec![None; ft.params.len()];
                    self.deduce(ft, written, arg, &mut one);
                    pack.push(one.pop().flatten()?);
                }
            }
        }
        targs.truncate(fixed);
        let mut out: Vec<String> = targs.into_iter().collect::<Option<_>>()?;
        out.extend(pack);
        Some(out)
    }

    /// The plain and mangled names of a member function of a class
    /// template's instance (`ns::C<int> ::get() const`,
    /// `_ZNK2ns1CI1?E3getEv`), the class's arguments as written for the
    /// object (`args`).
    fn class_instance_member_names(&self, callee: &Symbol, args: &str) -> Option<(String, String)> {
        // The innermost class template around the member: its own class
        // (`C<int> ::get()`) or one enclosing it (`Outer<int> ::In::f()`).
        let member_class = callee.class.as_deref()?;
        let class = std::iter::successors(Some(member_class), |c| c.rsplit_once_scope().map(|(s, _)| s))
            .find_map(|c| self.table.lookup(c).map(|(_, s)| s).find(|s| s.kind == EntityKind::Type && !s.detail.tparams.is_empty()))?;
        let class_qname = class.qname.as_str();
        let nested = member_class.strip_prefix(class_qname).unwrap_or("");
        let mut args = crate::lower::split_template_args(&format!("<{args}>"));
        // (Defaults put in: `Buf<char>` is `Buf<char, (int)8>`.)
        let defaults = class.detail.tparam_sigs.iter().skip(args.len()).map(|sig| sig.default.clone());
        args.extend(defaults.collect::<Option<Vec<_>>>().unwrap_or_default());
        if args.len() != class.detail.tparams.len() || callee.fn_template.is_some() {
            return None;
        }
        let shown: Vec<String> = args.iter().zip(&class.detail.tparam_sigs).map(|(a, sig)| shown_template_arg(a, sig.value_ty.as_deref())).collect();
        // The parameters with the class's arguments put in.
        // (The class's own name is its instance: `const TV<int> &`.)
        let instance = format!("{class_qname}<{}>", shown.join(", "));
        let own = |w: &str| w == class.name.as_str() || class.detail.tparams.iter().any(|t| t == w);
        let mut instances = Vec::new();
        let params: Vec<String> = declared_params(callee)
            .iter()
            .map(|p| {
                if !p.split(|c: char| !(c.is_alphanumeric() || c == '_')).any(own) {
                    return self.shown_param(callee, &self.param_as_declared(p, class_qname), class_qname, &mut instances);
                }
                let (base, ptrs) = split_declarator_suffix(p);
                let words = base.split(' ').map(|w| if w == class.name.as_str() { instance.as_str() } else { class.detail.tparams.iter().position(|t| t == w).and_then(|k| args.get(k)).map_or(w, String::as_str) });
                let base = words.collect::<Vec<_>>().join(" ");
                if ptrs.is_empty() { base } else { format!("{base} {ptrs}") }
            })
            .collect();
        let plain = format!("{class_qname}<{}> {nested}::{}({}){}", shown.join(", "), operator_set_off(callee.name.to_string()), params.join(", "), if callee.is_const_member { " const" } else { "" });
        let mut mangled = String::from("_ZN");
        if callee.is_const_member {
            mangled.push('K');
        }
        let parts: Vec<&str> = class_qname.split_scopes().collect();
        for (k, part) in parts.iter().enumerate() {
            push_source_name(&mut mangled, part);
            if k + 1 == parts.len() {
                mangled.push('I');
                for (a, sig) in args.iter().zip(&class.detail.tparam_sigs) {
                    if sig.value_ty.is_some() {
                        mangled.push_str(&format!("L1?{a}E"));
                    } else {
                        mangled.push_str("1?");
                    }
                }
                mangled.push('E');
            }
        }
        for part in nested.split_scopes().filter(|p| !p.is_empty()) {
            push_source_name(&mut mangled, part);
        }
        // (A member: unary when it takes no parameter.)
        push_function_name(&mut mangled, callee.name.as_str(), Some(class.name.as_str()), params.is_empty());
        mangled.push('E');
        push_unknown_params(&mut mangled, params.len());
        Some((plain, mangled))
    }

    /// Token ranges of the arguments of the call whose `(` is at `open`.
    fn call_args(&self, open: usize) -> Option<Vec<std::ops::Range<usize>>> {
        if self.tok(open) != "(" {
            return None;
        }
        let close = self.item.group_end(open).checked_sub(1)?;
        let (mut depth, mut start, mut args) = (0i32, open + 1, Vec::new());
        for k in open + 1..close {
            match self.tok(k) {
                "(" | "[" | "{" => depth += 1,
                ")" | "]" | "}" => depth -= 1,
                "," if depth == 0 => {
                    args.push(start..k);
                    start = k + 1;
                }
                _ => {}
            }
        }
        if close > open + 1 {
            args.push(start..close);
        }
        Some(args)
    }

    /// Deduces the template parameter a function parameter declared as
    /// `written` (`T`, `const T &`, `T *`) names from the argument's type.
    fn deduce(&self, ft: &crate::symbols::FnTemplate, written: &str, arg: &std::ops::Range<usize>, targs: &mut [Option<String>]) {
        let words: Vec<&str> = written.split(' ').filter(|w| !matches!(*w, "const" | "volatile" | "&" | "&&")).collect();
        let (name, pointer) = match words.as_slice() {
            [t] => (*t, false),
            [t, "*"] => (*t, true),
            _ => return,
        };
        let Some(k) = ft.params.iter().position(|(n, v)| n == name && v.is_none()) else { return };
        if targs[k].is_some() {
            return;
        }
        let Some(ty) = self.arg_type(arg) else { return };
        let ty = if pointer {
            match ty.strip_suffix(" *") {
                Some(pointee) if written.starts_with("const ") => pointee.strip_prefix("const ").unwrap_or(pointee).to_string(),
                Some(pointee) => pointee.to_string(),
                None => return,
            }
        } else if written.ends_with('&') && !written.starts_with("const ") {
            ty
        } else {
            ty.strip_prefix("const ").map_or(ty.clone(), str::to_string)
        };
        targs[k] = Some(ty);
    }

    /// The type of a call argument as EDG spells it, for the simple ones: a
    /// literal, a parameter or local, its address.
    fn arg_type(&self, arg: &std::ops::Range<usize>) -> Option<String> {
        let toks = &self.item.scan.ast.tokens;
        let (address, at) = match arg.len() {
            1 => (false, arg.start),
            2 if self.tok(arg.start) == "&" => (true, arg.start + 1),
            _ => return None,
        };
        let t = toks.get(at)?;
        let text = t.text(self.item.text);
        let ty = match t.kind {
            TokKind::Number => literal_type(text)?.to_string(),
            TokKind::Char if !address && !text.starts_with(['u', 'U', 'L']) => "char".to_string(),
            TokKind::Str if !address => "const char *".to_string(),
            TokKind::Ident if matches!(text, "true" | "false") && !address => "bool".to_string(),
            TokKind::Ident => {
                let d = &self.item.scan.ast.decls[*self.local_decls.get(text)?];
                if d.specs.has(Specs::ARRAY) || self.dependent.contains(text) {
                    return None;
                }
                let ty = crate::symbols::declared_type_words(self.item.text, self.item.scan, d, true)?;
                // A reference names its referent.
                ty.trim_end_matches(" &&").trim_end_matches(" &").to_string()
            }
            _ => return None,
        };
        Some(if address { format!("{ty} *") } else { ty })
    }

    /// Host code calling a `__device__` function.
    fn device_call(&mut self, callee: &Symbol, at: u32, order: u32) {
        self.device_call_named(callee, at, order, None);
    }

    /// `device_call`, an instance of a function template named as given.
    fn device_call_named(&mut self, callee: &Symbol, at: u32, order: u32, instance: Option<(String, String)>) {
        if callee.is_constexpr && self.cfg.relaxed_constexpr || callee.is_consteval {
            return;
        }
        // (From a `__host__ __device__` caller too: its host side calls.)
        let constexpr = callee.is_constexpr && self.caller.runs_on_host();
        // (A function of C linkage, which has no overloads, by its name
        // alone: `cdev`, `__syncthreads`.)
        let (plain, mangled) = match instance {
            Some(names) => names,
            None if callee.c_linkage => (callee.qname.clone(), callee.qname.clone()),
            None => (self.callee_shown(callee), callee_mangled(callee)),
        };
        self.illegal_device_call(constexpr, at, order, &plain, &mangled);
    }

    /// The host calls a `__device__` function named `plain` (or `mangled`,
    /// see `FUNCTION_NAME_MARK`): the message, the caller named as EDG
    /// names it.
    fn illegal_device_call(&mut self, constexpr: bool, at: u32, order: u32, plain: &str, mangled: &str) {
        let id = if constexpr { tag::H_GENERAL_D_ILLEGAL_CALL_CONSTEXPR } else { tag::H_GENERAL_D_ILLEGAL_CALL };
        // In a lambda's body the caller is the closure's call operator.
        let in_lambda = self.lambda_bodies.iter().any(|b| b.start <= at && at < b.end);
        let caller_name = if in_lambda { "operator()".to_string() } else { self.decl.name.map_or(String::new(), |n| n.to_string()) };
        let callee_name = format!("{FUNCTION_NAME_MARK}{plain}{FUNCTION_NAME_MARK}{mangled}");
        self.emit(Diag::new(id, at, order).arg("__device__").arg(callee_name).arg(self.caller.word()).arg(caller_name));
    }

    /// A call from host code of one of the CUDA headers' `__device__`
    /// functions of C linkage (`__syncthreads()`, `__threadfence()`) in a
    /// unit whose headers the built-in preprocessor did not read: the
    /// call a declaration would have shown illegal. (Their C++ functions,
    /// `atomicAdd`, the model declares: `std_model/device.hpp`.)
    fn undeclared_device_builtin_call(&mut self, parts: &[&str], last: usize, next: usize) {
        let [name] = parts else { return };
        if !self.caller.runs_on_host() || self.tok(next) != "(" || self.table.knows(name) || DEVICE_C_BUILTINS.binary_search(name).is_err() {
            return;
        }
        let at = self.item.scan.ast.tokens[last].start;
        let order = self.order_at(at);
        self.illegal_device_call(false, at, order, name, name);
    }

    /// `callee_display`, with the classes and enumerations among the
    /// parameter types named from the global scope as EDG shows them in
    /// this message: `f(    ::V,  ::ns::W *, const     ::V &)`. A
    /// member's own class, or a class around it, is named as in its scope:
    /// `a::V::dot(const a::V&, a::V*)`.
    fn callee_shown(&self, callee: &Symbol) -> String {
        let scope = callee.qname.rsplit_once_scope().map_or("", |(s, _)| s);
        let mut shown = Vec::new();
        let mut params = Vec::new();
        for p in declared_params(callee) {
            // A typedef of a pointer to a function shows the type it names.
            let alias = self.table.resolve_alias(p.trim_global(), scope).and_then(|a| crate::symbols::fn_pointer_alias(&a.target));
            params.push(match alias {
                Some((result, inner)) => {
                    let mut show = |t: &str| self.shown_param(callee, &self.param_as_declared(&without_top_level_cv(t), scope), scope, &mut shown);
                    fn_pointer_shown(&show(&result), inner.iter().map(|t| show(t)).collect())
                }
                None => self.shown_param(callee, &self.param_as_declared(&p, scope), scope, &mut shown),
            });
        }
        let show = |p: &str| self.shown_param(callee, &self.param_as_declared(&without_top_level_cv(p), scope), scope, &mut shown);
        shown_with_params(callee, &with_fn_pointer_params(callee, params, show))
    }

    /// One parameter type (typedefs seen through) as `callee_shown` shows
    /// it; `shown` holds the class template instances shown so far.
    fn shown_param(&self, callee: &Symbol, ty: &str, scope: &str, shown: &mut Vec<ShownInstance>) -> String {
        let (base, ptrs) = split_declarator_suffix(ty);
        // A compact base takes its `*` or `&` without a blank.
        let (base, compact) = self.shown_base(callee, &base, scope, shown);
        if ptrs.is_empty() || compact { format!("{base}{ptrs}") } else { format!("{base} {ptrs}") }
    }

    /// A type without its `*` and `&`s: a class or enumeration named from
    /// the global scope, a class template's instance with its arguments
    /// (defaults put in, values cast to their parameters' types) and a
    /// blank after the `>`; whether it takes a `*` without a blank.
    fn shown_base(&self, callee: &Symbol, base: &str, scope: &str, shown: &mut Vec<ShownInstance>) -> (String, bool) {
        let (head, args) = base.find('<').map_or((base, None), |k| (&base[..k], Some(&base[k..])));
        let words: Vec<&str> = head.split_whitespace().collect();
        let Some((name, cv)) = words.split_last() else { return (base.to_string(), false) };
        let cv: String = cv.iter().map(|w| format!("{w} ")).collect();
        let parts: Vec<&str> = name.trim_global().split_scopes().collect();
        let found = self.table.resolve(&parts, scope, name.starts_with("::"));
        let Some(ty) = found.iter().find(|s| s.kind == EntityKind::Type) else {
            let plain: Vec<&str> = words.iter().copied().filter(|w| !matches!(*w, "const" | "volatile")).collect();
            let builtin = crate::lower::types::canonical_builtin(&plain).map(|b| if b == "unsigned" { "unsigned int".to_string() } else { b });
            // The runtime's classes, which a raw `.cu` has not read.
            let runtime_class = crate::lower::stub::vector_type_layout(name).is_some() || crate::lower::stub::is_runtime_struct(name);
            let quals: String = words.iter().filter(|w| matches!(**w, "const" | "volatile")).map(|w| format!("{w} ")).collect();
            return match builtin {
                Some(b) if args.is_none() => (quals + &b, false),
                _ if args.is_none() && runtime_class => (format!("{cv}    ::{name}"), false),
                _ => (base.to_string(), false),
            };
        };
        if let Some((edg, compact)) = crate::std_model::edg_type_name(&ty.qname).filter(|_| args.is_none()) {
            return (cv + edg, compact);
        }
        if let Some(text) = args.filter(|_| ty.qname == "std::vector").and_then(|args| self.shown_std_vector(callee, args, scope, shown)) {
            return (cv + &text.0, text.1);
        }
        if let Some(args) = args {
            return match self.shown_instance(callee, ty, args, scope, shown) {
                Some((text, compact)) => (cv + &text, compact),
                None => (base.to_string(), false),
            };
        }
        let own = callee.class.as_deref().is_some_and(|c| c == ty.qname || c.strip_prefix(ty.qname.as_str()).is_some_and(|rest| rest.starts_with("::")));
        if own && !ty.qname.split_scopes().any(str::is_empty) {
            return (cv + &ty.qname, true);
        }
        let global = if ty.qname.has_scope() { format!(" ::{}", ty.qname) } else { format!("    ::{}", ty.qname) };
        (cv + &global, false)
    }

    /// A class template's instance `class<args>` as `shown_base` shows
    /// it. EDG sets the first instance of a global class template a
    /// message shows off by four blanks, as it does a class; another
    /// instance of that template after it gets one blank and takes its
    /// `*` without one. `None` when the arguments are not the template's.
    fn shown_instance(&self, callee: &Symbol, class: &Symbol, args: &str, scope: &str, shown: &mut Vec<ShownInstance>) -> Option<(String, bool)> {
        let written = crate::lower::split_template_args(args);
        let sigs = &class.detail.tparam_sigs;
        if sigs.is_empty() || written.len() > sigs.len() || sigs.iter().any(|s| s.is_pack) {
            return None;
        }
        let args: Vec<String> = sigs.iter().enumerate().map(|(i, sig)| written.get(i).cloned().or_else(|| sig.default.clone())).collect::<Option<_>>()?;
        // The instance is known by its arguments as shown; its own place
        // in `shown` comes before its arguments' (`Arr<Arr<int, 1>, 1>`).
        let show_args = |shown: &mut Vec<ShownInstance>| -> Option<String> {
            let texts: Vec<String> = args
                .iter()
                .zip(sigs)
                .map(|(a, sig)| match &sig.value_ty {
                    Some(vt) => template_arg_value(a.trim()).map(|v| shown_template_arg(&v.to_string(), Some(vt))),
                    None => Some(self.shown_param(callee, &self.param_as_declared(a.trim(), scope), scope, shown)),
                })
                .collect::<Option<_>>()?;
            Some(texts.join(", "))
        };
        let mut trial = shown.clone();
        trial.push(ShownInstance { template: class.qname.clone(), args: String::new(), wide: true });
        let key = show_args(&mut trial)?;
        let earlier = shown.iter().find(|s| s.template == class.qname && s.args == key).map(|s| s.wide);
        let global = !class.qname.has_scope();
        let wide = earlier.unwrap_or_else(|| !global || !shown.iter().any(|s| s.template == class.qname));
        if earlier.is_none() {
            shown.push(ShownInstance { template: class.qname.clone(), args: key, wide });
        }
        let shown_args = show_args(shown)?;
        let prefix = if global && wide { "    ::" } else { " ::" };
        Some((format!("{prefix}{}<{shown_args}> ", class.qname), global && !wide))
    }

    /// The model's `std::vector<A>` as `shown_base` shows it, with the
    /// allocator argument put in (`    ::std::vector<int, ::std::allocator<int> > `):
    /// its first instance in a message set off by four blanks, as a global
    /// class template's, a later one by one and taking its `*` or `&`
    /// without a blank.
    fn shown_std_vector(&self, callee: &Symbol, args: &str, scope: &str, shown: &mut Vec<ShownInstance>) -> Option<(String, bool)> {
        let [element] = crate::lower::split_template_args(args).try_into().ok()?;
        let mut trial = shown.clone();
        trial.push(ShownInstance { template: "std::vector".to_string(), args: String::new(), wide: true });
        let key = self.shown_param(callee, &self.param_as_declared(element.trim(), scope), scope, &mut trial);
        let earlier = shown.iter().find(|s| s.template == "std::vector" && s.args == key).map(|s| s.wide);
        let wide = earlier.unwrap_or_else(|| !shown.iter().any(|s| s.template == "std::vector"));
        if earlier.is_none() {
            shown.push(ShownInstance { template: "std::vector".to_string(), args: key, wide });
        }
        let element = self.shown_param(callee, &self.param_as_declared(element.trim(), scope), scope, shown);
        let prefix = if wide { "    ::" } else { " ::" };
        Some((format!("{prefix}std::vector<{element}, ::std::allocator<{element}> > "), !wide))
    }

    /// A parameter's type (as `params_key` spells it) as the function's
    /// type holds it, which is what EDG prints: typedefs seen through
    /// (`size_t` is `unsigned long`, `vec_t *` is `V *`) and top-level
    /// cv-qualifiers dropped (`const int` is `int`, `const fptr` is
    /// `float *`).
    fn param_as_declared(&self, written: &str, scope: &str) -> String {
        let (mut base, mut ptrs) = split_declarator_suffix(written);
        for _ in 0..8 {
            let words: Vec<&str> = base.split_whitespace().collect();
            let Some((name, cv)) = words.split_last() else { break };
            let target = match self.table.resolve_alias(name.trim_global(), scope) {
                Some(a) if !a.names_its_class() && a.unnamed_class.is_none() && a.extents.is_empty() && !a.target.contains(['(', '[']) => a.target.clone(),
                Some(_) => break,
                None => match crate::lower::stub::standard_typedef(name.trim_global()).or_else(|| crate::lower::stub::runtime_builtin_typedef(name)) {
                    Some(t) => t.to_string(),
                    None => break,
                },
            };
            // (`struct CUstream_st *`: the class by its name.)
            let target: String = target.split_whitespace().filter(|w| !matches!(*w, "struct" | "class" | "union" | "enum")).collect::<Vec<_>>().join(" ");
            let (target_base, target_ptrs) = split_declarator_suffix(&target);
            // Qualifiers outside a typedef of a pointer qualify the pointer.
            let cv = if target_ptrs.is_empty() { cv.join(" ") } else { String::new() };
            base = if cv.is_empty() { target_base } else { format!("{cv} {target_base}") };
            ptrs = target_ptrs + &ptrs;
        }
        without_top_level_cv(&(base + &ptrs))
    }

    /// A variable template's arguments at `next` as its instance is named
    /// (`scale<float>`); empty for anything else.
    /// The index after the template arguments opening with the `<` at
    /// `open`.
    fn template_args_end(&self, open: usize) -> Option<usize> {
        let mut depth = 0i32;
        let mut k = open;
        while let Some(t) = self.item.scan.ast.tokens.get(k) {
            match t.text(self.item.text) {
                "<" => depth += 1,
                ">" => depth -= 1,
                ">>" => depth -= 2,
                ";" | "{" | "}" => return None,
                _ => {}
            }
            k += 1;
            if depth <= 0 {
                return Some(k);
            }
        }
        None
    }

    fn template_args_text(&self, var: &Symbol, next: usize) -> String {
        if var.template != Some(crate::parse::TemplateKind::Primary) || self.tok(next) != "<" {
            return String::new();
        }
        let toks = &self.item.scan.ast.tokens;
        let mut depth = 0i32;
        let mut end = next;
        while let Some(t) = toks.get(end) {
            match t.text(self.item.text) {
                "<" => depth += 1,
                ">" => depth -= 1,
                ">>" => depth -= 2,
                ";" | "{" | "}" => return String::new(),
                _ => {}
            }
            end += 1;
            if depth <= 0 {
                break;
            }
        }
        let mut text = String::new();
        for k in next..end {
            let t = &toks[k];
            if k > next && t.kind == TokKind::Ident && toks[k - 1].kind == TokKind::Ident {
                text.push(' ');
            }
            text.push_str(t.text(self.item.text));
        }
        text
    }

    fn variable_use(&mut self, var: &Symbol, at: u32, first: usize, next: usize) {
        if var.memory_space == 0 {
            return;
        }
        if !self.caller.runs_on_host() {
            self.constant_modified_on_device(var, at, first, next);
            return;
        }
        // The host reaches a `__managed__` variable; one also (wrongly)
        // `__constant__` is still not to be written.
        let managed = var.ext_memory_space & mem::EXT_MANAGED != 0;
        let space = if var.memory_space & mem::SHARED != 0 {
            "__shared__"
        } else if var.memory_space & mem::CONSTANT != 0 {
            "__constant__"
        } else {
            "__device__"
        };
        let order = self.order_at(at);
        let name = format!("variable \"{}{}\"", var.qname, self.template_args_text(var, next));
        let before = self.tok(first.wrapping_sub(1));
        let before2 = self.tok(first.wrapping_sub(2));
        // `a[i] = x` writes `a` too, and so does `s.m = x`, `a[1].m.n = x`
        // (not `p->m = x`, which reads the pointer).
        let mut after_index = next;
        // A variable template's instance: what follows its arguments.
        if var.template == Some(TemplateKind::Primary) && self.tok(next) == "<" {
            if let Some(close) = self.template_args_end(next) {
                after_index = close;
            }
        }
        let next = after_index;
        let mut subobject = false;
        loop {
            if self.tok(after_index) == "[" {
                after_index = self.item.group_end(after_index);
            } else if self.tok(after_index) == "." && self.item.scan.ast.tokens.get(after_index + 1).is_some_and(|t| t.kind == TokKind::Ident) {
                // A member function called on the variable (or a part of
                // it) binds its implicit object parameter, a reference:
                // nothing is read (`dv.get()`).
                if self.tok(after_index + 2) == "(" && !(var.is_pointer && self.tok(next) == "[") {
                    return;
                }
                after_index += 2;
            } else {
                break;
            }
            subobject = true;
        }
        let after = self.tok(after_index);
        // `*a` names an array's first element, as `a[0]` does.
        let deref = before == "*" && (!is_operand_end(before2) || self.closes_cast(first.wrapping_sub(2)));
        // An array's name used whole decays to its address.
        let decays = var.is_array && self.tok(next) != "[" && !deref;
        // `p[i] = x`, `*p = x`: a pointer is only read, whatever is done
        // with what it points to.
        let through_pointer = var.is_pointer && (self.tok(next) == "[" || deref);
        subobject |= deref && var.is_array;
        if (before == "&" && (!is_operand_end(before2) || self.closes_cast(first - 2))) || decays {
            if var.memory_space & mem::SHARED != 0 && !managed {
                self.emit(Diag::new(tag::DEVICE_VAR_ADDRESS_TAKEN_IN_HOST, at, order).arg(space).name(name));
            }
            return;
        }
        // (Only a variable named alone has its own type there.)
        let var_ty = if after_index == next { var.value_ty } else { None };
        if self.returned_as_reference(first, after_index) || self.binds_to_reference(first, after_index, var_ty) || self.initializes_reference(first, after_index) || self.discarded_value(first, after_index) {
            return;
        }
        if self.dependent_operand(first, after_index) {
            return;
        }
        // An operator its class declares is a member call: the operand
        // binds a reference (`dp = 3`, `dp + 1`, `a == dp`).
        if after_index == next && self.class_operator_operand(var, before, before2, after) {
            return;
        }
        let increments = matches!(before, "++" | "--") || matches!(after, "++" | "--");
        let (read, write) = match after {
            _ if through_pointer => (true, false),
            "=" => (false, true),
            _ if ASSIGN.contains(&after) || increments => (true, true),
            _ => (true, false),
        };
        if managed {
            if space == "__constant__" && write {
                self.emit(Diag::new(tag::EXPR_NOT_A_MODIFIABLE_LVALUE, at, order).with_severity(Severity::Error));
            }
            return;
        }
        // A `__constant__` scalar is `const` to the host; an element or
        // member of one is written as a `__device__` variable's is.
        if space == "__constant__" && write && !subobject {
            self.emit(Diag::new(tag::EXPR_NOT_A_MODIFIABLE_LVALUE, self.name_start(first, at), order).with_severity(Severity::Error));
            return;
        }
        // A constant variable's value is a constant the host has too, unless
        // the variable is used as an object: an array's element is read
        // from the array (`lut[1]` too), and a conditional whose arms are
        // both lvalues of one type is an lvalue naming the variable.
        if read && (!var.is_constant || var.is_array || self.lvalue_conditional_arm(var, first, next)) {
            let d = Diag::new(tag::DEVICE_VAR_READ_IN_HOST, at, order).arg(space).name(name.clone());
            match self.converted_after_other_arm(first, after_index) {
                Some(end) => self.pending.push((end, d)),
                None => self.emit(d),
            }
        }
        if write {
            let d = Diag::new(tag::DEVICE_VAR_WRITTEN_IN_HOST, at, order).arg(space).name(name);
            if increments {
                self.emit(d);
            } else {
                // An assignment is checked once its right-hand side has been.
                let end = expression_end(self.item.text, &self.item.scan.ast.tokens, after_index + 1);
                // (An assignment inside another's right side writes first:
                // `a = b = 3` writes `b`, then `a`.)
                let outer = self.pending.iter().position(|(e, p)| *e == end && p.id == tag::DEVICE_VAR_WRITTEN_IN_HOST);
                self.pending.insert(outer.unwrap_or(self.pending.len()), (end, d));
            }
        }
    }
}

impl BodyCheck<'_, '_> {
    /// A `__constant__` scalar is `const` in device code as it is to the
    /// host: assigned, incremented or decremented it is no modifiable
    /// lvalue (an element or member of one is, and a reference may bind
    /// it). Not where the assignment depends on a template parameter.
    fn constant_modified_on_device(&mut self, var: &Symbol, at: u32, first: usize, next: usize) {
        if var.memory_space & mem::CONSTANT == 0 || var.template.is_some() || matches!(self.tok(next), "[" | "." | "->") {
            return;
        }
        let (before, after) = (self.tok(first.wrapping_sub(1)), self.tok(next));
        let modified = matches!(before, "++" | "--") && !is_operand_end(self.tok(first.wrapping_sub(2))) || matches!(after, "++" | "--") || ASSIGN.contains(&after);
        if modified && !self.dependent_operand(first, next) {
            let order = self.order_at(at);
            self.emit(Diag::new(tag::EXPR_NOT_A_MODIFIABLE_LVALUE, self.name_start(first, at), order).with_severity(Severity::Error));
        }
    }

    /// Where the (qualified) name whose first identifier is token `first`
    /// starts: at its `::` when it has a leading one.
    fn name_start(&self, first: usize, at: u32) -> u32 {
        let first = if first > 0 && self.tok(first - 1) == "::" { first - 1 } else { first };
        self.item.scan.ast.tokens.get(first).map_or(at, |t| t.start)
    }
}

/// The type of an object expression, as far as cufe is sure of it: a
/// class (its qualified name), through so many pointers, or an array of
/// those; `start` is the expression's first token.
struct ObjectType {
    class: String,
    pointers: u8,
    array: bool,
    start: usize,
}

impl BodyCheck<'_, '_> {
    /// `x.f(...)` or `x->f(...)` (`f` at `i`) where `x` is no plain
    /// parameter or local but an object whose class cufe is sure of: a
    /// global, a data member (of the enclosing class, or of an object
    /// like these), an element of an array or a pointer's, `*p`, a
    /// call's result. A `__device__` member function is then a device
    /// call from the host, reported at its name. Not in templates, where
    /// such an object's type may be dependent.
    fn member_call_through(&mut self, i: usize) {
        let name = self.tok(i);
        if !self.caller.runs_on_host() || !self.table.knows(name) || !self.dependent.is_empty() || !self.generic_params.is_empty() || super::returns::in_template(self.item, self.decl) {
            return;
        }
        let arrow = self.tok(i.wrapping_sub(1)) == "->";
        let Some(object) = self.object_type(i.wrapping_sub(2), 0) else { return };
        let fits = if arrow { object.array && object.pointers == 0 || !object.array && object.pointers == 1 } else { !object.array && object.pointers == 0 };
        if !fits {
            return;
        }
        let qname = format!("{}::{name}", object.class);
        let candidates: Vec<&Symbol> = self.table.lookup(&qname).map(|(_, s)| s).filter(|s| s.kind == EntityKind::Function).collect();
        // Overloads: only when every one of them is `__device__`.
        let Some(&callee) = candidates.first().filter(|_| candidates.iter().all(|s| Caller::of(s.exec_space) == Caller::Device && s.fn_template.is_none())) else { return };
        let called_at = if callee.is_static { object.start } else { i };
        let Some(at) = self.item.scan.ast.tokens.get(called_at).map(|t| t.start) else { return };
        let order = self.order_at(at);
        self.device_call(callee, at, order);
    }

    /// The type of the object expression ending at token `end`.
    fn object_type(&self, end: usize, depth: u32) -> Option<ObjectType> {
        if depth > 8 {
            return None;
        }
        let toks = &self.item.scan.ast.tokens;
        let tok = toks.get(end)?;
        match self.tok(end) {
            "]" => {
                let open = self.group_open(end)?;
                if let Some(element) = self.instance_member_result(open.checked_sub(1)?, "operator[]") {
                    return Some(element);
                }
                let base = self.object_type(open.checked_sub(1)?, depth + 1)?;
                let element = match (base.array, base.pointers) {
                    (true, p) => ObjectType { array: false, pointers: p, ..base },
                    (false, p) if p > 0 => ObjectType { pointers: p - 1, ..base },
                    _ => return None,
                };
                Some(element)
            }
            ")" => {
                let open = self.group_open(end)?;
                let before = open.checked_sub(1).and_then(|k| toks.get(k));
                if before.is_some_and(|t| t.kind == TokKind::Ident && !is_keyword(t.text(self.item.text))) {
                    if self.tok(open.wrapping_sub(2)) == "." {
                        return self.instance_member_result(open.checked_sub(3)?, self.tok(open - 1));
                    }
                    return self.call_result_type(open - 1).map(|t| ObjectType { start: open - 1, ..t });
                }
                if before.is_some_and(|t| matches!(t.text(self.item.text), ")" | "]" | ">")) {
                    return None;
                }
                // `(*p)` or `(x)`.
                let inner = self.object_type(end - 1, depth + 1)?;
                match inner.start.checked_sub(open + 1)? {
                    0 => Some(ObjectType { start: open, ..inner }),
                    1 if self.tok(open + 1) == "*" && inner.pointers > 0 && !inner.array => Some(ObjectType { pointers: inner.pointers - 1, start: open, ..inner }),
                    1 if self.tok(open + 1) == "*" && inner.array => Some(ObjectType { array: false, start: open, ..inner }),
                    _ => None,
                }
            }
            "this" => {
                let class = self.enclosing_class()?;
                Some(ObjectType { class, pointers: 1, array: false, start: end })
            }
            name if tok.kind == TokKind::Ident => {
                match self.tok(end.wrapping_sub(1)) {
                    "." | "->" => {
                        let arrow = self.tok(end - 1) == "->";
                        let base = self.object_type(end.checked_sub(2)?, depth + 1)?;
                        let fits = if arrow { base.array && base.pointers == 0 || !base.array && base.pointers == 1 } else { !base.array && base.pointers == 0 };
                        let field = self.data_member(&base.class, name).filter(|_| fits)?;
                        Some(ObjectType { start: base.start, ..field })
                    }
                    "::" => self.qualified_object_type(end),
                    _ => self.named_object_type(name, end),
                }
            }
            _ => None,
        }
    }

    /// The type of the object a name alone denotes: a parameter or local,
    /// else a data member of the enclosing class, else a variable of a
    /// namespace.
    fn named_object_type(&self, name: &str, at: usize) -> Option<ObjectType> {
        if self.locals.contains(name) {
            let class = self.local_types.get(name)?;
            if let Some(args) = self.local_targs.get(name) {
                return self.pointer_like_element(class, args, at);
            }
            let decl = &self.item.scan.ast.decls[*self.local_decls.get(name)?];
            let class = self.class_named(class, &self.scope)?;
            let array = decl.specs.has(Specs::ARRAY);
            return Some(ObjectType { class, pointers: u8::from(decl.specs.has(Specs::POINTER)), array, start: at });
        }
        if let Some(field) = self.enclosing_class().and_then(|c| self.data_member(&c, name)) {
            return Some(ObjectType { start: at, ..field });
        }
        if !self.table.knows(name) {
            return None;
        }
        let found = self.table.resolve(&[name], &self.scope, false);
        let var = found.iter().find(|s| s.kind == EntityKind::Variable && s.class.is_none())?;
        let scope = var.qname.rsplit_once_scope().map_or("", |(s, _)| s);
        self.typed_as(var.member_type_text.as_deref()?, var.is_array, scope).map(|t| ObjectType { start: at, ..t })
    }

    /// The type of the namespace variable a qualified name ending at
    /// `end` denotes (`ns::g`, `::g`).
    fn qualified_object_type(&self, end: usize) -> Option<ObjectType> {
        let toks = &self.item.scan.ast.tokens;
        let mut first = end;
        while self.tok(first.wrapping_sub(1)) == "::" && toks.get(first.wrapping_sub(2)).is_some_and(|t| t.kind == TokKind::Ident) {
            first -= 2;
        }
        let absolute = self.tok(first.wrapping_sub(1)) == "::";
        if matches!(self.tok(first.wrapping_sub(if absolute { 2 } else { 1 })), "." | "->") {
            return None;
        }
        let parts: Vec<&str> = (first..=end).step_by(2).map(|k| self.tok(k)).collect();
        let found = self.table.resolve(&parts, &self.scope, absolute);
        let var = found.iter().find(|s| s.kind == EntityKind::Variable && s.class.is_none())?;
        let scope = var.qname.rsplit_once_scope().map_or("", |(s, _)| s);
        let start = if absolute { first - 1 } else { first };
        self.typed_as(var.member_type_text.as_deref()?, var.is_array, scope).map(|t| ObjectType { start, ..t })
    }

    /// The data member `name` of class `class` (its qualified name).
    fn data_member(&self, class: &str, name: &str) -> Option<ObjectType> {
        let field = self.table.lookup(&format!("{class}::{name}")).map(|(_, s)| s).find(|s| s.kind == EntityKind::Variable)?;
        self.typed_as(field.member_type_text.as_deref()?, field.is_array, class)
    }

    /// The result of the call of the function named at `name_at` (no
    /// member, no template): its return type, when every overload
    /// returns the one class.
    fn call_result_type(&self, name_at: usize) -> Option<ObjectType> {
        if matches!(self.tok(name_at.wrapping_sub(1)), "." | "->" | "::") {
            return None;
        }
        let name = self.tok(name_at);
        if self.locals.contains(name) || !self.table.knows(name) {
            return None;
        }
        let found = self.table.resolve(&[name], &self.scope, false);
        let mut returns = found.iter().filter(|s| s.kind == EntityKind::Function).map(|s| (s.value_type_name.as_deref(), s.fn_template.is_some() || s.class.is_some(), s.qname.as_str()));
        let (Some(ty), false, qname) = returns.next()? else { return None };
        if returns.any(|(t, _, _)| t != Some(ty)) {
            return None;
        }
        let scope = qname.rsplit_once_scope().map_or("", |(s, _)| s);
        self.typed_as(ty, false, scope)
    }

    /// A type as written (`const D *`, `ns::D`) naming a class from
    /// `scope`, with its pointers; nothing for a template's instance, a
    /// reference to a pointer or anything cufe does not read.
    fn typed_as(&self, written: &str, array: bool, scope: &str) -> Option<ObjectType> {
        let mut pointers = 0u8;
        let mut class = None;
        for word in written.split_whitespace() {
            match word {
                "const" | "volatile" | "struct" | "class" | "&" | "&&" => {}
                _ if word.bytes().all(|b| b == b'*') => pointers = pointers.checked_add(u8::try_from(word.len()).ok()?)?,
                _ if class.is_none() && word.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'_' || b == b':') => class = Some(word),
                _ => return None,
            }
        }
        let class = self.class_named(class?, scope)?;
        Some(ObjectType { class, pointers, array, start: 0 })
    }

    /// The qualified name of the class `written` names from `scope`.
    /// A local of a class template's instance that acts as a pointer to
    /// its first argument (`std::unique_ptr<Grid>`, whose `operator->`
    /// returns `T *`): the object `->` and `*` reach, as a pointer to that
    /// class would (`g->cells()`).
    fn pointer_like_element(&self, template: &str, args: &str, at: usize) -> Option<ObjectType> {
        let class = self.class_template_named(template)?;
        let first = class.detail.tparams.first()?;
        let arrow = self.table.lookup(&format!("{}::operator->", class.qname)).map(|(_, s)| s).find(|s| s.kind == EntityKind::Function)?;
        let result: String = arrow.result_type_text.as_deref()?.split_whitespace().collect();
        if result != format!("{first}*") {
            return None;
        }
        let element = crate::lower::split_template_args(&format!("<{args}>")).into_iter().next()?;
        let element = self.class_named(element.trim(), &self.scope)?;
        Some(ObjectType { class: element, pointers: 1, array: false, start: at })
    }

    /// What the member function `member` of the plain local at `object`
    /// gives when the local is a class template's instance
    /// (`std::vector<Body> bs`) and the member returns a template
    /// parameter, by reference or not (`T &operator[](size_type)`): an
    /// object of the class that argument names (`bs[i]`, `bs.at(i)`).
    /// Every overload must agree.
    fn instance_member_result(&self, object: usize, member: &str) -> Option<ObjectType> {
        let name = self.tok(object);
        let args = self.local_targs.get(name)?;
        let decl = &self.item.scan.ast.decls[*self.local_decls.get(name)?];
        if matches!(self.tok(object.wrapping_sub(1)), "." | "->" | "::") || decl.specs.has(Specs::POINTER) || decl.specs.has(Specs::ARRAY) {
            return None;
        }
        let class = self.class_template_named(self.local_types.get(name)?)?;
        // (The parameter and the `*`s around it: `T &`, `const T *`.)
        let mut results = self.table.lookup(&format!("{}::{member}", class.qname)).map(|(_, s)| s).filter(|s| s.kind == EntityKind::Function).map(|s| {
            let text = s.result_type_text.as_deref().unwrap_or("");
            let pointers = text.bytes().filter(|&b| b == b'*').count();
            let words: Vec<&str> = text.split(|c: char| c.is_whitespace() || matches!(c, '*' | '&')).filter(|w| !w.is_empty() && !matches!(*w, "const" | "volatile")).collect();
            match words.as_slice() {
                [w] => class.detail.tparams.iter().position(|t| t == w).map(|k| (k, pointers)),
                _ => None,
            }
        });
        let (k, pointers) = results.next()??;
        if results.any(|r| r != Some((k, pointers))) {
            return None;
        }
        let element = crate::lower::split_template_args(&format!("<{args}>")).into_iter().nth(k)?;
        // (An argument that is a pointer type: `std::vector<Node *>`.)
        let element_pointers = element.bytes().filter(|&b| b == b'*').count();
        let element = self.class_named(element.trim_end_matches([' ', '*']).trim(), &self.scope)?;
        let pointers = u8::try_from(pointers + element_pointers).ok()?;
        Some(ObjectType { class: element, pointers, array: false, start: object })
    }

    /// The class template `written` names from the body's scope.
    fn class_template_named(&self, written: &str) -> Option<&Symbol> {
        let parts: Vec<&str> = written.trim_global().split_scopes().collect();
        self.table.resolve(&parts, &self.scope, written.starts_with("::")).into_iter().find(|s| s.kind == EntityKind::Type && !s.detail.tparams.is_empty() && !s.is_enum)
    }

    fn class_named(&self, written: &str, scope: &str) -> Option<String> {
        let absolute = written.starts_with("::");
        let parts: Vec<&str> = written.trim_global().split_scopes().collect();
        let found = self.table.resolve(&parts, scope, absolute);
        found.iter().find(|s| s.kind == EntityKind::Type && s.detail.tparams.is_empty() && !s.is_enum).map(|s| s.qname.clone())
    }

    /// The class whose member function is being checked.
    fn enclosing_class(&self) -> Option<String> {
        let member = self.decl.context == Context::Class || !self.decl.qualifier.is_empty();
        if !member || self.decl.specs.has(Specs::STATIC) {
            return None;
        }
        self.table.lookup(&self.scope).map(|(_, s)| s).find(|s| s.kind == EntityKind::Type).map(|s| s.qname.clone())
    }

    /// The `(` or `[` that the closer at `close` closes.
    fn group_open(&self, close: usize) -> Option<usize> {
        let mut depth = 0u32;
        for k in (0..=close).rev() {
            match self.tok(k) {
                ")" | "]" | "}" => depth += 1,
                "(" | "[" | "{" => {
                    depth = depth.checked_sub(1)?;
                    if depth == 0 {
                        return Some(k);
                    }
                }
                ";" => return None,
                _ => {}
            }
        }
        None
    }
}

impl BodyCheck<'_, '_> {
    /// The parameter or local at `i`, of a class whose one conversion
    /// function converts to an arithmetic type, used where only that
    /// conversion makes it fit: returned from a function of arithmetic
    /// type, cast to one (`static_cast<int>(w)`, `(int)w`, `int(w)`), a
    /// condition or logical operand, a local of arithmetic type
    /// initialized with it, an operand of arithmetic with a number when
    /// no operator function of that name is declared. A `__device__`
    /// conversion function is then a device call from the host, at the
    /// name. Not in templates.
    fn conversion_use(&mut self, i: usize) {
        if !self.caller.runs_on_host() || !self.dependent.is_empty() || !self.generic_params.is_empty() {
            return;
        }
        let name = self.tok(i);
        let Some(class) = self.local_types.get(name).filter(|_| !self.local_targs.contains_key(name)) else { return };
        let (before, after) = (self.tok(i.wrapping_sub(1)), self.tok(i + 1));
        if matches!(before, "." | "->" | "::" | "&" | "*") || matches!(after, "." | "->" | "::" | "(" | "[" | "=" | "<") {
            return;
        }
        if !self.converts_to_arithmetic(i) || super::returns::in_template(self.item, self.decl) {
            return;
        }
        let Some(decl) = self.local_decls.get(name).map(|&d| &self.item.scan.ast.decls[d]) else { return };
        if [Specs::POINTER, Specs::ARRAY].iter().any(|&s| decl.specs.has(s)) {
            return;
        }
        let Some(class) = self.class_named(&class.clone(), &self.scope) else { return };
        let Some(op) = self.only_conversion(&class) else { return };
        if Caller::of(op.exec_space) != Caller::Device {
            return;
        }
        let at = self.item.scan.ast.tokens[i].start;
        let order = self.order_at(at);
        self.device_call(&op, at, order);
    }

    /// Whether the operand at `i` (a name alone) stands where it must be
    /// of an arithmetic type.
    fn converts_to_arithmetic(&self, i: usize) -> bool {
        let (before, after) = (self.tok(i.wrapping_sub(1)), self.tok(i + 1));
        let toks = &self.item.scan.ast.tokens;
        let arithmetic = |t: Ty| !matches!(t, Ty::Pointer | Ty::NullPtr | Ty::Other | Ty::Unknown);
        let type_between = |a: usize, b: usize| a < b && arithmetic(crate::lower::ty::from_tokens(self.item.text, toks.get(a..b).unwrap_or(&[])));
        // A condition or a logical operand.
        let condition = before == "(" && after == ")" && matches!(self.tok(i.wrapping_sub(2)), "if" | "while");
        let logical = matches!(before, "!" | "&&" | "||") && matches!(after, ")" | ";" | "," | "&&" | "||" | "?") || matches!(after, "&&" | "||" | "?") && matches!(before, "(" | "=" | "return" | ",");
        if condition || logical {
            return true;
        }
        // `return w;` from a function of arithmetic type (not a lambda's).
        if before == "return" && after == ";" {
            let at = toks[i].start;
            if self.lambda_bodies.iter().any(|b| b.start <= at && at < b.end) || self.decl.specs.has(Specs::POINTER) {
                return false;
            }
            return crate::symbols::arith_of(self.item.text, self.item.scan, self.decl).0.is_some_and(arithmetic);
        }
        // `static_cast<int>(w)`, `int(w)`, `(int)w`.
        if before == "(" && after == ")" {
            let open = i - 1;
            if self.tok(open.wrapping_sub(1)) == ">" {
                let Some(lt) = (open.saturating_sub(8)..open - 1).rev().find(|&k| self.tok(k) == "<") else { return false };
                return self.tok(lt.wrapping_sub(1)) == "static_cast" && type_between(lt + 1, open - 1);
            }
            let keyword = toks.get(open.wrapping_sub(1)).is_some_and(|t| t.kind == TokKind::Ident && matches!(t.text(self.item.text), "int" | "bool" | "char" | "short" | "long" | "float" | "double" | "unsigned" | "signed"));
            if keyword {
                return type_between(open - 1, open);
            }
        }
        if before == ")" && matches!(after, ";" | ")" | ",") {
            let Some(open) = (i.saturating_sub(6)..i - 1).rev().find(|&k| self.tok(k) == "(") else { return false };
            let cast = !is_operand_end(self.tok(open.wrapping_sub(1))) || self.tok(open.wrapping_sub(1)) == "return";
            return cast && type_between(open + 1, i - 1);
        }
        // `int x = w;`
        if before == "=" && matches!(after, ";" | ",") {
            let declared = toks.get(i.wrapping_sub(2)).filter(|t| self.decl_sites.contains(&t.start));
            let Some(local) = declared.and_then(|t| self.local_decls.get(t.text(self.item.text))) else { return false };
            let ld = &self.item.scan.ast.decls[*local];
            let plain = ![Specs::POINTER, Specs::ARRAY, Specs::REFERENCE, Specs::AUTO].iter().any(|&s| ld.specs.has(s));
            return plain && crate::symbols::arith_of(self.item.text, self.item.scan, ld).0.is_some_and(arithmetic);
        }
        // `take(w)`: the one function of that name, no template, takes an
        // arithmetic type there.
        if matches!(before, "(" | ",") && matches!(after, ")" | ",") {
            return self.arithmetic_parameter(i);
        }
        // `w + 1`, `2 * w`: no operator function to take the class.
        const ARITH: &[&str] = &["+", "-", "*", "/", "%", "<", ">", "<=", ">=", "==", "!="];
        let number = |k: usize| toks.get(k).is_some_and(|t| t.kind == TokKind::Number);
        let (op, other) = if ARITH.contains(&after) && matches!(before, "(" | "=" | "return" | ",") { (after, i + 2) } else if ARITH.contains(&before) && matches!(after, ")" | ";" | ",") { (before, i.wrapping_sub(2)) } else { return false };
        let rest_ends = if other > i { matches!(self.tok(other + 1), ")" | ";" | ",") } else { matches!(self.tok(other.wrapping_sub(1)), "(" | "=" | "return" | ",") };
        number(other) && rest_ends && !self.table.knows(&format!("operator{op}"))
    }

    /// The argument at `i` (a name alone) goes to a parameter of an
    /// arithmetic type: of the one function, no template nor member, a
    /// plain call names.
    fn arithmetic_parameter(&self, i: usize) -> bool {
        let (mut depth, mut index, mut k) = (0u32, 0usize, i);
        let open = loop {
            let Some(prev) = k.checked_sub(1) else { return false };
            k = prev;
            match self.tok(k) {
                ")" | "]" | "}" => depth += 1,
                "(" | "[" | "{" if depth > 0 => depth -= 1,
                "(" => break k,
                "," if depth == 0 => index += 1,
                "[" | "{" | ";" => return false,
                _ => {}
            }
        };
        let callee = open.wrapping_sub(1);
        if matches!(self.tok(callee.wrapping_sub(1)), "." | "->" | "::") || !self.item.scan.ast.tokens.get(callee).is_some_and(|t| t.kind == TokKind::Ident) {
            return false;
        }
        let name = self.tok(callee);
        if self.locals.contains(name) || is_keyword(name) || !self.table.knows(name) {
            return false;
        }
        let found = self.table.resolve(&[name], &self.scope, false);
        let Some(f) = crate::symbols::only_function(&found).filter(|f| f.fn_template.is_none() && f.template.is_none() && f.class.is_none()) else { return false };
        let param = f.params_key.split(',').filter(|p| !p.is_empty()).nth(index);
        param.is_some_and(|p| {
            let words: Vec<&str> = p.split_whitespace().filter(|w| !matches!(*w, "const" | "volatile")).collect();
            !words.is_empty() && words.iter().all(|w| matches!(*w, "int" | "bool" | "char" | "short" | "long" | "float" | "double" | "unsigned" | "signed"))
        })
    }

    /// The one conversion function of class `class` (its qualified
    /// name), if it has exactly one and it converts to an arithmetic type.
    fn only_conversion(&self, class: &str) -> Option<Symbol> {
        let (r, _) = self.table.lookup(class).find(|(_, s)| s.kind == EntityKind::Type)?;
        let sig = self.table.signatures.get(r.item as usize)?;
        let mut ops = sig.symbols.iter().filter(|s| s.kind == EntityKind::Function && s.class.as_deref() == Some(class) && is_conversion_name(s.name.as_str()));
        let op = ops.next()?;
        if ops.next().is_some() {
            return None;
        }
        let target = op.name.as_str().strip_prefix("operator ")?;
        let words: Vec<&str> = target.split_whitespace().filter(|w| !matches!(*w, "const" | "volatile")).collect();
        let arithmetic = !words.is_empty() && words.iter().all(|w| matches!(*w, "int" | "bool" | "char" | "short" | "long" | "float" | "double" | "unsigned" | "signed"));
        arithmetic.then(|| op.clone())
    }
}

/// `operator int`, `operator const char *`: a conversion function's name
/// (not `operator new`, `operator delete`, `operator co_await`).
fn is_conversion_name(name: &str) -> bool {
    name.strip_prefix("operator ").is_some_and(|rest| rest.starts_with(|c: char| c.is_alphabetic() || c == '_') && !matches!(rest.split(' ').next(), Some("new" | "delete" | "co_await")))
}

/// Words that may stand before a `(` without naming a function.
pub(super) fn is_keyword(word: &str) -> bool {
    matches!(word, "return" | "if" | "while" | "for" | "switch" | "sizeof" | "decltype" | "alignof" | "throw" | "case" | "co_return" | "co_await" | "co_yield" | "new" | "delete" | "typeid" | "noexcept" | "static_cast" | "const_cast" | "reinterpret_cast" | "dynamic_cast")
}

impl BodyCheck<'_, '_> {
    /// Whether the name at `first..next` is a whole arm of a conditional
    /// whose other arm is a variable of the same arithmetic type: both are
    /// lvalues, so the conditional is one (`c ? limit : v`), and no
    /// lvalue-to-rvalue conversion folds the constant away.
    fn lvalue_conditional_arm(&self, var: &Symbol, first: usize, next: usize) -> bool {
        let Some(ty) = var.value_ty.filter(|t| !matches!(t, Ty::Other | Ty::Unknown)) else { return false };
        let toks = &self.item.scan.ast.tokens;
        let other = match (self.tok(first.wrapping_sub(1)), self.tok(next)) {
            ("?", ":") => next + 1..expression_end(self.item.text, toks, next + 1),
            (":", after) if ARM_END.contains(&after) => match self.question_of(first - 1) {
                Some(q) => q + 1..first - 1,
                None => return false,
            },
            _ => return false,
        };
        self.variable_type(other) == Some(ty)
    }

    /// A conditional's first arm that is a variable alone, the second
    /// arm no name alone (`t ? a : b + 1`): EDG converts the lvalue arm to
    /// a value once it has checked the other one, so the read is reported
    /// after those in the second arm. The end of that arm.
    fn converted_after_other_arm(&self, first: usize, after: usize) -> Option<usize> {
        if after != first + 1 || self.tok(first.wrapping_sub(1)) != "?" || self.tok(after) != ":" {
            return None;
        }
        let toks = &self.item.scan.ast.tokens;
        let end = expression_end(self.item.text, toks, after + 1);
        let alone = end == after + 2 && toks.get(after + 1).is_some_and(|t| t.kind == TokKind::Ident);
        (!alone).then_some(end)
    }

    /// `var` of a class type is an operand of an operator that class
    /// declares as a member (`op` the token after it, or `before` one
    /// before it, with `before2` what precedes that).
    fn class_operator_operand(&self, var: &Symbol, before: &str, before2: &str, after: &str) -> bool {
        let Some(class) = var.value_type_name.as_deref() else { return false };
        let parts: Vec<&str> = class.split_scopes().collect();
        let is_class = self.table.resolve(&parts, &self.scope, false).iter().any(|s| s.kind == EntityKind::Type);
        if !is_class || var.is_array || var.is_pointer {
            return false;
        }
        let declares = |op: &str| {
            let name = format!("operator{op}");
            let mut parts = parts.clone();
            parts.push(&name);
            self.table.resolve(&parts, &self.scope, false).iter().any(|s| s.kind == EntityKind::Function)
        };
        let after_op = ASSIGN.contains(&after) || binary_precedence(after).is_some();
        let before_op = binary_precedence(before).is_some() && is_operand_end(before2);
        after_op && declares(after) || before_op && declares(before)
    }

    /// The `?` a conditional's `:` at `colon` belongs to.
    fn question_of(&self, colon: usize) -> Option<usize> {
        let mut depth = 0i32;
        let mut nested = 0u32;
        for i in (0..colon).rev() {
            match self.tok(i) {
                ")" | "]" | "}" => depth += 1,
                "(" | "[" | "{" if depth == 0 => return None,
                "(" | "[" | "{" => depth -= 1,
                ";" => return None,
                ":" if depth == 0 => nested += 1,
                "?" if depth == 0 && nested == 0 => return Some(i),
                "?" if depth == 0 => nested -= 1,
                _ => {}
            }
        }
        None
    }

    /// The arithmetic type of the variable (parameter, local or namespace
    /// scope) the tokens `range` name alone, if they do.
    fn variable_type(&self, range: std::ops::Range<usize>) -> Option<Ty> {
        if range.len() != 1 || self.item.scan.ast.tokens.get(range.start)?.kind != TokKind::Ident {
            return None;
        }
        let name = self.tok(range.start);
        if let Some(&d) = self.local_decls.get(name) {
            let decl = &self.item.scan.ast.decls[d];
            return crate::symbols::arith_of(self.item.text, self.item.scan, decl).0;
        }
        let found = self.table.resolve(&[name], &self.scope, false);
        found.iter().find(|s| s.kind == EntityKind::Variable && !s.is_array).and_then(|s| s.value_ty)
    }
}

/// The type of a literal argument as a parameter spells it (`1` is
/// `int`, `2.0f` `float`, `3ul` `unsigned long`); `None` for a string.
fn literal_param_type(text: &str, kind: TokKind) -> Option<&'static str> {
    match (kind, text) {
        (TokKind::Number, _) => literal_type(text),
        (TokKind::Char, _) if text.starts_with('\'') => Some("char"),
        (_, "true" | "false") => Some("bool"),
        _ => None,
    }
}

/// Tokens that end a conditional's last arm.
const ARM_END: &[&str] = &[")", ";", ",", "]", "}"];

fn local_symbol(name: crate::name::Name, e: &crate::il::Entity) -> Symbol {
    Symbol {
        qname: name.to_string(),
        name,
        kind: EntityKind::Variable,
        class: None,
        params_key: String::new(),
        template: None,
        is_virtual: false,
        is_final: false,
        anon_namespace: false,
        char_ptr_params: 0,
        const_pointee_params: 0,
        volatile_pointee_params: 0,
        runtime_default_params: 0,
        arity: None,
        is_constexpr: false,
        is_inline: false,
        is_consteval: false,
        is_constant: false,
        of_specialization: false,
        is_static: false,
        c_linkage: false,
        launch_bits: 0,
        exec_space: 0,
        defaulted_space: 0,
        memory_space: e.memory_space,
        ext_memory_space: e.ext_memory_space,
        bases: Vec::new(),
        decl: e.decl.into_raw().into_u32(),
        name_at: 0,
        params: Vec::new(),
        is_array: false,
        is_pointer: false,
        array_rank: 0,
        global_at: None,
        type_dependent: false,
        returns_void: false,
        deduces_return: false,
        template_args: None,
        decl_at: 0,
        decl_end: 0,
        out_of_scope: false,
        memory_attr_at: None,
        nodiscard: false,
        warn_unused_result: false,
        noreturn: false,
        value_ty: None,
        value_type_name: None,
        member_type_text: None,
        result_type_text: None,
        param_tys: Vec::new(),
        has_ctor: false,
        has_virtual: false,
        needs_init: false,
        default_init_runs: false,
        nontrivial_copy: false,
        is_enum: false,
        is_scoped_enum: false,
        is_union: false,
        is_class_key: false,
        is_volatile: false,
        device_builtin: false,
        fn_template: None,
        variadic_template: None,
        dependent_launch: None,
        fn_tparam_count: 0,
        is_const_member: false,
        is_defaulted: false,
        has_body: false,
        defines_variable: false,
        detail: crate::symbols::SymbolDetail::default().shared(),
    }
}

/// The type of an arithmetic literal, as EDG spells it (`unsigned
/// int`, where the host translation says `unsigned`). An integer of more
/// than nine digits is left to the fallback naming.
fn literal_type(text: &str) -> Option<&'static str> {
    let t = crate::lower::ty::of_literal(text, TokKind::Number);
    let floating = matches!(t, Ty::Float | Ty::Double | Ty::LDouble);
    if !floating && text.trim_end_matches(['u', 'U', 'l', 'L']).len() > 9 {
        return None;
    }
    match t {
        Ty::UInt => Some("unsigned int"),
        t => crate::lower::deduce::builtin_spelling(t),
    }
}

/// A template argument as EDG shows it: a non-type one cast to its
/// parameter's type (`(int)3`).
fn shown_template_arg(arg: &str, value_ty: Option<&str>) -> String {
    match value_ty {
        Some(ty) => format!("({ty}){arg}"),
        None => arg.to_string(),
    }
}

/// A callee's parameter types as these messages show them (`int *`), each
/// base type passed through `base` first.
fn displayed_params<S: AsRef<str>>(key: &[S], base: impl Fn(&str) -> (String, bool)) -> Vec<String> {
    key.iter()
        .map(|p| {
            let p = p.as_ref();
            let (b, ptrs) = p.split_at(p.trim_end_matches(['*', '&']).len());
            // A compact base takes its `*` or `&` without a blank.
            let (b, compact) = base(b);
            if ptrs.is_empty() || compact { format!("{b}{ptrs}") } else { format!("{b} {ptrs}") }
        })
        .collect()
}

/// Whether a function template's parameter type, its template parameters
/// renamed, names one (`const T1 &`).
fn names_renamed_param(ty: &str) -> bool {
    ty.split(|c: char| !(c.is_alphanumeric() || c == '_')).any(|w| w.len() > 1 && w.starts_with('T') && w[1..].bytes().all(|b| b.is_ascii_digit()))
}

/// A literal non-type template argument's value (`2u`, `true`, `'a'`).
fn template_arg_value(arg: &str) -> Option<i128> {
    match arg {
        "true" => Some(1),
        "false" => Some(0),
        _ => crate::eval::parse_integer(arg).or_else(|| crate::eval::parse_char(arg)),
    }
}

/// A launch configuration value's type that converts to no
/// configuration parameter, as EDG names it.
enum LaunchArg {
    Class(String),
    Pointer(String),
    /// A scoped enumeration (`enum class E`): no `dim3` constructor takes
    /// it (#415 for a grid or block; the other settings are left alone).
    ScopedEnum(String),
}

/// The shared-memory size parameter's type as EDG names it, the `%t`
/// argument of `d`.
fn size_t_arg(mut d: Diag) -> Diag {
    d.args.push(('t', "\"size_t\" (aka \"unsigned long\")".to_string()));
    d
}

/// A class template instance a message has shown: by its template and
/// arguments as shown, and whether it was set off by four blanks.
#[derive(Clone)]
struct ShownInstance {
    template: String,
    args: String,
    wide: bool,
}

/// A function's parameter types as `params_key` spells them, a pointer
/// to `const` with its `const` and a `const` pointer without it (`char
/// *const` is `char *` in the function's type).
fn declared_params(s: &Symbol) -> Vec<String> {
    let mut params = crate::lower::temps::spelled_params(s);
    for (i, p) in params.iter_mut().enumerate().take(64) {
        if s.const_pointee_params >> i & 1 == 0 && p.ends_with('*') {
            if let Some(rest) = p.strip_prefix("const ") {
                *p = rest.to_string();
            }
        }
    }
    params
}

/// A parameter type without the `const` or `volatile` that qualifies
/// the parameter itself (`const int` is `int` in the function's type;
/// `const int *` keeps its `const`).
fn without_top_level_cv(ty: &str) -> String {
    let (base, ptrs) = split_declarator_suffix(ty);
    if !ptrs.is_empty() {
        return format!("{base}{ptrs}");
    }
    base.split_whitespace().filter(|w| !matches!(*w, "const" | "volatile")).collect::<Vec<_>>().join(" ")
}

/// A parameter type as the function's type holds it: without the
/// qualifiers of the parameter itself (`T1 * const` is `T1 *`, `const
/// T1` is `T1`), those of what it points or refers to kept.
fn without_top_level_qualifiers(ty: &str) -> String {
    let words: Vec<&str> = ty.split_whitespace().collect();
    let Some(last_op) = words.iter().rposition(|w| w.ends_with(['*', '&'])) else {
        return words.iter().filter(|w| !matches!(**w, "const" | "volatile")).copied().collect::<Vec<_>>().join(" ");
    };
    let kept = if words[last_op].ends_with('*') { &words[..=last_op] } else { &words[..] };
    kept.join(" ")
}

/// A type's base and its trailing `*` and `&`s, blanks between them
/// dropped (`float *` is `float` and `*`).
fn split_declarator_suffix(ty: &str) -> (String, String) {
    let ty = ty.trim();
    let base = ty.trim_end_matches(['*', '&', ' ']);
    let ptrs: String = ty[base.len()..].chars().filter(|c| !c.is_whitespace()).collect();
    (base.trim().to_string(), ptrs)
}

/// A function's parameter types as `params_key` spells them, one each.
fn param_keys(s: &Symbol) -> Vec<&str> {
    s.params_key.split(',').filter(|p| !p.is_empty()).map(str::trim).collect()
}

/// `<length><name>`, a source name of the mangled forms.
fn push_source_name(out: &mut String, name: &str) {
    out.push_str(&name.len().to_string());
    out.push_str(name);
}

/// `n` parameters whose types the partial mangled form leaves out (`1?`
/// each), `v` for none.
fn push_unknown_params(out: &mut String, n: usize) {
    if n == 0 {
        out.push('v');
    }
    for _ in 0..n {
        out.push_str("1?");
    }
}

/// Operators a class overloads, as tokens.
fn is_overloadable(text: &str) -> bool {
    matches!(
        text,
        "+" | "-" | "*" | "/" | "%" | "^" | "&" | "|" | "~" | "!" | "<" | ">" | "<=" | ">=" | "==" | "!=" | "<<" | ">>" | "&&" | "||" | "=" | "+=" | "-=" | "*=" | "/=" | "%=" | "^=" | "&=" | "|=" | "<<=" | ">>=" | "++" | "--"
    )
}

/// The text after a `<` split at its closing `>`: the arguments and
/// what follows the `>` (blanks dropped); no arguments when the `>` is
/// missing.
fn split_closing_angle(after_open: &str) -> (Option<&str>, String) {
    let mut depth = 0u32;
    for (k, c) in after_open.char_indices() {
        match c {
            '<' | '(' => depth += 1,
            ')' => depth = depth.saturating_sub(1),
            '>' if depth == 0 => return (Some(&after_open[..k]), after_open[k + 1..].split_whitespace().collect()),
            '>' => depth -= 1,
            _ => {}
        }
    }
    (None, String::new())
}

/// Whether the namespace-scope operator `s` takes operands of these
/// classes (`None`: an operand not of a known class): each known class
/// is its parameter's type, by its last name.
fn takes_classes(s: &Symbol, operands: &[Option<&str>]) -> bool {
    let params: Vec<&str> = s.params_key.split(',').filter(|p| !p.is_empty()).collect();
    params.len() == operands.len()
        && params.iter().zip(operands).all(|(p, o)| {
            o.is_none_or(|class| {
                let base = p.trim_end_matches(['*', '&', ' ']).rsplit([' ', ':']).next().unwrap_or("");
                class.rsplit("::").next() == Some(base)
            })
        })
}

/// The precedence of a binary operator, assignments included (higher
/// binds tighter); the assignments share `ASSIGNMENT_PRECEDENCE`.
fn operand_precedence(t: &str) -> Option<u8> {
    Some(match t {
        "*" | "/" | "%" => 13,
        "+" | "-" => 12,
        "<<" | ">>" => 11,
        "<" | "<=" | ">" | ">=" => 10,
        "==" | "!=" => 9,
        "&" => 8,
        "^" => 7,
        "|" => 6,
        "&&" => 5,
        "||" => 4,
        _ if ASSIGN.contains(&t) => ASSIGNMENT_PRECEDENCE,
        _ => return None,
    })
}

const ASSIGNMENT_PRECEDENCE: u8 = 2;

/// The opening bracket of a closing one.
fn opener_of(close: &str) -> &'static str {
    match close {
        ")" => "(",
        "]" => "[",
        _ => "{",
    }
}

fn is_operand_end(t: &str) -> bool {
    matches!(t, ")" | "]") || t.chars().next().is_some_and(|c| c.is_alphanumeric() || c == '_' || c == '"' || c == '\'')
        && !matches!(t, "return" | "co_return" | "throw" | "case")
}

/// `dev(int)` / `S::m()`: the callee as cudafe++ names it in these messages.
pub(super) fn callee_display(s: &Symbol) -> String {
    let params: Vec<String> = declared_params(s).iter().map(|p| without_top_level_cv(p)).collect();
    let show = |p: &str| displayed_params(&[without_top_level_cv(p)], |b| (b.to_string(), false)).concat();
    shown_with_params(s, &with_fn_pointer_params(s, displayed_params(&params, |b| (b.to_string(), false)), show))
}

/// `params` (a function's parameter types as shown) with those declared
/// as pointers to functions shown whole, `void (*)(float *, int)`, each
/// type in them through `show`.
fn with_fn_pointer_params(s: &Symbol, mut params: Vec<String>, mut show: impl FnMut(&str) -> String) -> Vec<String> {
    for fp in &s.detail.fn_pointer_params {
        let result = show(&fp.result);
        let inner: Vec<String> = fp.params.iter().map(|p| show(p)).collect();
        if let Some(p) = params.get_mut(fp.index) {
            *p = fn_pointer_shown(&result, inner);
        }
    }
    params
}

/// A pointer to a function as messages show its type: `void (*)(float *,
/// int)`, `float *(*)(int)`.
fn fn_pointer_shown(result: &str, params: Vec<String>) -> String {
    let gap = if result.ends_with(['*', '&']) { "" } else { " " };
    format!("{result}{gap}(*)({})", params.join(", "))
}

/// `ns::S::m(params) const`, `ns::f(params)`: a member by its class's
/// qualified name, an unnamed namespace in it as `_NV_ANON_NAMESPACE`.
fn shown_with_params(s: &Symbol, params: &[String]) -> String {
    let name = match &s.class {
        Some(c) => {
            let class: Vec<&str> = c.split_scopes().map(|part| if part.is_empty() { "_NV_ANON_NAMESPACE" } else { part }).collect();
            format!("{}::{}", class.join("::"), s.name)
        }
        None => s.qname.clone(),
    };
    format!("{}({}){}", operator_set_off(name), params.join(", "), if s.is_const_member { " const" } else { "" })
}

/// EDG sets an operator's symbol off in a function's name: `operator +`,
/// `M::operator !`.
fn operator_set_off(name: String) -> String {
    match name.rsplit_once("operator") {
        Some((scope, op)) if op.starts_with(|c: char| !(c.is_alphanumeric() || c == '_' || c == ' ')) && (scope.is_empty() || scope.ends_with("::")) => format!("{scope}operator {op}"),
        _ => name,
    }
}

/// How tightly a binary operator binds (higher binds first); `None` for
/// anything else, assignments too.
fn binary_precedence(op: &str) -> Option<u8> {
    operand_precedence(op).filter(|&p| p != ASSIGNMENT_PRECEDENCE)
}

/// Where the expression (or the argument) around token `from` ends: at
/// a `;` or `,` outside brackets, or where its group closes.
fn expression_end(text: &str, toks: &[Token], from: usize) -> usize {
    group_end(text, toks, from, &[";", ","])
}

/// Where the expression around token `from` ends: as `expression_end`,
/// and at a conditional's `?` or `:` too.
fn operand_group_end(text: &str, toks: &[Token], from: usize) -> usize {
    group_end(text, toks, from, &[";", ",", "?", ":"])
}

/// The first of `stops` outside brackets from token `from`, or the
/// closing bracket of the group `from` is in.
fn group_end(text: &str, toks: &[Token], from: usize, stops: &[&str]) -> usize {
    let mut depth = 0usize;
    for (i, t) in toks.iter().enumerate().skip(from) {
        match t.text(text) {
            "(" | "[" | "{" => depth += 1,
            ")" | "]" | "}" if depth == 0 => return i,
            ")" | "]" | "}" => depth -= 1,
            x if depth == 0 && stops.contains(&x) => return i,
            _ => {}
        }
    }
    toks.len()
}

/// The declaration is a primary template's, or a member of one (an
/// explicit specialization is code of its own).
pub(super) fn in_primary_template(item: &ItemView<'_>, decl: &Decl) -> bool {
    let mut d = Some(decl);
    while let Some(cur) = d {
        if cur.template.as_ref().is_some_and(|t| t.kind == TemplateKind::Primary) {
            return true;
        }
        d = cur.parent.map(|p| &item.scan.ast.decls[p]);
    }
    false
}

/// cudafe++ 13.5 names the callee of the first such error in a run as
/// `f(int *)` and every later one by a partial mangled name
/// (`_Z1f1?`); the driver, which sees the run's order, picks the form. This
/// argument carries both, after the mark.
pub const FUNCTION_NAME_MARK: char = '\u{2}';

/// A function's own name in a partial mangled name: an operator by its code
/// (`pl`, `ng` for a unary `-`), a conversion function as `cv` and its
/// type, a constructor of `class_name` as `C1` and a destructor as `D1`
/// (the complete object's), any other name as its source name.
fn push_function_name(out: &mut String, name: &str, class_name: Option<&str>, unary: bool) {
    match name.strip_prefix("operator").and_then(|op| crate::mangle::operator_code(op.trim(), unary)) {
        Some(code) => out.push_str(code),
        None if is_conversion_name(name) => out.push_str("cv1?"),
        None if class_name.is_some() && class_name == Some(name) => out.push_str("C1"),
        None if class_name.is_some() && name.starts_with('~') => out.push_str("D1"),
        None => push_source_name(out, name),
    }
}

fn callee_mangled(s: &Symbol) -> String {
    let parts: Vec<&str> = s.qname.split_scopes().collect();
    let arity = s.params_key.split(',').filter(|p| !p.is_empty()).count();
    // An operator's name is its code (`pl`, `ng` for a unary `-`).
    let unary = arity + usize::from(s.class.is_some()) == 1;
    let class_name = s.class.as_deref().map(|c| c.rsplit("::").next().unwrap_or(c));
    let last = parts.len() - 1;
    // (Only the last part can be a member's own name.)
    let push_part = |out: &mut String, k: usize, part: &str| push_function_name(out, part, class_name.filter(|_| k == last), unary);
    let mut out = String::from("_Z");
    // (A function of internal linkage is named inside the unit's
    // `_INTERNAL_<module id>` namespace, which only print knows: see
    // `mangle::INTERNAL_SCOPE`.)
    let internal = !s.c_linkage && (s.anon_namespace || s.is_static && s.class.is_none());
    if parts.len() > 1 || internal {
        out.push('N');
        if s.is_const_member {
            out.push('K');
        }
        if internal {
            push_source_name(&mut out, crate::mangle::INTERNAL_SCOPE);
        }
        if s.anon_namespace {
            push_source_name(&mut out, crate::mangle::ANON_SCOPE);
        }
        for (k, p) in parts.iter().enumerate() {
            push_part(&mut out, k, p);
        }
        out.push('E');
    } else {
        push_part(&mut out, 0, parts[0]);
    }
    push_unknown_params(&mut out, arity);
    out
}

/// The `__device__` functions of C linkage the CUDA headers declare
/// (`crt/device_functions.h`, `sm_20_intrinsics.h`: `extern "C"`),
/// sorted: EDG names them alone in its messages. The headers' `static`
/// C++ functions (`atomicAdd`, `__shfl_down_sync`) are named otherwise:
/// the model declares them (`std_model/device.hpp`).
const DEVICE_C_BUILTINS: &[&str] = &[
    "__brev", "__brevll", "__byte_perm", "__clz", "__clzll", "__cosf", "__dadd_rd", "__dadd_rn", "__dadd_ru", "__dadd_rz", "__ddiv_rd", "__ddiv_rn",
    "__ddiv_ru", "__ddiv_rz", "__dmul_rd", "__dmul_rn", "__dmul_ru", "__dmul_rz", "__double2float_rd", "__double2float_rn", "__double2float_ru",
    "__double2float_rz", "__double2hiint", "__double2int_rd", "__double2int_rn", "__double2int_ru", "__double2ll_rd", "__double2ll_rn",
    "__double2ll_ru", "__double2loint", "__double2uint_rd", "__double2uint_rn", "__double2uint_ru", "__double2ull_rd", "__double2ull_rn",
    "__double2ull_ru", "__double_as_longlong", "__drcp_rd", "__drcp_rn", "__drcp_ru", "__drcp_rz", "__dsqrt_rd", "__dsqrt_rn", "__dsqrt_ru",
    "__dsqrt_rz", "__dsub_rd", "__dsub_rn", "__dsub_ru", "__dsub_rz", "__exp10f", "__expf", "__fadd_rn", "__fdiv_rn", "__fdividef", "__ffs",
    "__ffsll", "__float2int_rd", "__float2int_rn", "__float2int_ru", "__float2int_rz", "__float2uint_rn", "__float2uint_rz", "__float_as_int",
    "__float_as_uint", "__fma_rd", "__fma_rn", "__fma_ru", "__fma_rz", "__fmaf_ieee_rd", "__fmaf_ieee_rn", "__fmaf_ieee_ru", "__fmaf_ieee_rz",
    "__fmaf_rn", "__fmul_rn", "__frcp_rn", "__fsqrt_rn", "__hadd", "__hiloint2double", "__int2double_rn", "__int_as_float", "__ll2double_rd",
    "__ll2double_rn", "__ll2double_ru", "__ll2double_rz", "__log10f", "__log2f", "__logf", "__longlong_as_double", "__mul24", "__mul64hi", "__mulhi",
    "__popc", "__popcll", "__powf", "__rhadd", "__sad", "__saturatef", "__sincosf", "__sinf", "__syncthreads", "__syncthreads_and",
    "__syncthreads_count", "__syncthreads_or", "__tanf", "__threadfence", "__threadfence_block", "__threadfence_system", "__uint2double_rn",
    "__uint_as_float", "__ull2double_rd", "__ull2double_rn", "__ull2double_ru", "__ull2double_rz", "__umul24", "__umul64hi", "__umulhi", "__urhadd",
    "__usad", "clock64",
];
