//! Lambdas in the host translation, and `--extended-lambda`'s wrappers.
//!
//! With `--extended-lambda`, a `__device__` or `__host__ __device__` lambda
//! in host code does not reach the host compiler as a lambda: the device
//! side must be able to name its closure type, so cudafe++ replaces the
//! expression with a wrapper object, built from a tag (the enclosing
//! function and the lambda's number in it) and the captured values:
//! * `__device__`: `__nv_dl_wrapper_t< TAG , T1, ...>( TAG {} , v1, ...)`,
//!   the lambda itself under `#if 0` (the host never calls it);
//! * `__host__ __device__`: `__nv_hdl_create_wrapper_t< mutable, fnptr,
//!   TAG , T1, ...>::__nv_hdl_create_wrapper( lambda , v1, ...)`, the
//!   lambda kept (the host calls it through the wrapper).
//!
//! Each wrapper's capture count goes to the print pass, which specializes
//! the wrapper templates for the counts the unit uses (`print::lambda`).

use super::body::{BodyEnv, LocalFlags};
use crate::scoped::ScopedStr;
use super::emit::NameInfo;
use super::expr::Range;
use super::out::Out;
use super::stub::{ANON_PLACEHOLDER, INTERNAL_PLACEHOLDER};
use super::ty::Ty;
use super::closure::{CapturedTy, ClosureTemplate};
use super::types::{self, DeclTy};
use crate::mangle;
use super::Lowerer;
use crate::il::{exec, EntityKind};
use crate::lexer::TokKind;
use crate::parse::{Context, DeclIdx, DeclKind, Specs, TemplateKind};

/// The two kinds of extended lambda.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ExtendedKind {
    Device,
    HostDevice,
}

/// One extended lambda of an item, as the support block needs it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct ExtendedLambda {
    pub kind: ExtendedKind,
    pub captures: u32,
    /// cudafe++ makes a temporary for its wrapper (see `temps`).
    pub temporary: bool,
}

/// One captured value: the argument the wrapper is built with and the
/// type it is stored as (both as cudafe++ spells them).
#[derive(Debug, Clone, PartialEq, Eq)]
struct Capture {
    arg: String,
    ty: String,
    /// The stored type, when cufe knows it, and how the stub spells it
    /// when that is not the type's usual spelling.
    stub: Option<(DeclTy, Option<String>)>,
}

impl Capture {
    /// The stored type for the stub, as a variable's declared type (a
    /// reference captures the referenced type).
    fn with_type(mut self, ty: Option<DeclTy>) -> Capture {
        self.stub = ty
            .map(|t| match t {
                DeclTy::LRef(x) | DeclTy::RRef(x) => *x,
                t => t,
            })
            .map(|t| (t, None));
        self
    }
}

/// The `decltype` spelling cudafe++ gives a captured variable's type.
fn variable_capture(name: &str) -> Capture {
    Capture { arg: name.to_string(), ty: format!("typename __nvdl_remove_ref<decltype({name})>::type"), stub: None }
}

/// `this`: a constant pointer to the class (`S*const `), to a constant
/// object in a `const` member function.
fn this_capture(class: Option<&(DeclTy, String)>) -> Capture {
    let stub = class.map(|(t, name)| (DeclTy::Const(Box::new(DeclTy::Pointer(Box::new(t.clone())))), Some(format!("{name}*const "))));
    Capture { arg: "this".into(), ty: "decltype(this) const".into(), stub }
}

/// `*this`: a constant copy of the object.
fn star_this_capture(class: Option<&(DeclTy, String)>) -> Capture {
    let stub = class.map(|(t, name)| match t {
        DeclTy::Const(_) => (t.clone(), Some(name.clone())),
        t => (DeclTy::Const(Box::new(t.clone())), Some(format!("const {name}"))),
    });
    Capture { arg: "*this".into(), ty: "typename __nvdl_remove_const<typename __nvdl_remove_ref<decltype(*this) > ::type> :: type const".into(), stub }
}

/// `[x = e]`: stored as the initializer's type, without cv-qualifiers.
fn init_capture(expr: &str) -> Capture {
    Capture { arg: expr.to_string(), ty: format!("typename __nv_lambda_trait_remove_cv<typename __nvdl_remove_ref<decltype({expr})>::type>::type"), stub: None }
}

/// Words of a function's specifiers that are not part of its return type.
const NOT_RETURN_TYPE: &[&str] = &["static", "inline", "__inline__", "__inline", "virtual", "extern", "explicit", "friend", "constexpr", "consteval", "__forceinline__"];

impl Lowerer<'_> {
    /// The lambda expression whose introducer is token `first`.
    pub fn lambda_at(&self, first: usize) -> Option<DeclIdx> {
        let at = self.toks.get(first)?.start;
        self.decls_starting_at(at).find(|(_, d)| d.kind == DeclKind::Lambda).map(|(i, _)| i)
    }

    pub fn lambda_space(&self, idx: DeclIdx) -> u8 {
        self.view.apply.entities.get(idx).map_or(0, |e| e.exec_space)
    }

    /// A `__device__` lambda (not `__host__ __device__`; a `__global__`
    /// annotation is ignored on a lambda).
    pub fn is_device_lambda(&self, idx: DeclIdx) -> bool {
        let s = self.lambda_space(idx);
        s & exec::DEVICE_BIT != 0 && s & (exec::HOST_BIT | exec::GLOBAL_BIT) == 0
    }

    /// Where the lambda's declarator starts (its parameter list, when it
    /// has one), past the attributes.
    pub fn lambda_params_open(&self, idx: DeclIdx) -> Option<usize> {
        let info = self.decl(idx).lambda.as_ref()?;
        Some(self.index_at(info.params_at))
    }

    /// The names of a lambda's parameters declared `auto`.
    pub fn auto_parameter_names(&self, idx: DeclIdx) -> Vec<String> {
        let params = self.decl(idx).func.as_ref().map(|f| f.params.as_slice()).unwrap_or_default();
        params.iter().map(|&p| self.decl(p)).filter(|p| p.specs.has(crate::parse::Specs::AUTO)).filter_map(|p| p.name.map(|n| n.as_str().to_string())).collect()
    }

    /// The names of the lambda's init-captures (`z` of `[z = y]`).
    pub fn init_capture_names(&self, idx: DeclIdx) -> Vec<&str> {
        let Some(info) = self.decl(idx).lambda.as_ref() else { return Vec::new() };
        info.init_captures.iter().map(|&at| self.tok(self.index_at(at))).collect()
    }

    /// What the local declared by `head` is: a lambda uses a static
    /// variable or an arithmetic constant with a constant initializer
    /// without capturing it; an integral one is a constant expression.
    pub fn local_flags(&self, head: Range, constant_init: bool, ty: Ty) -> LocalFlags {
        let Some(idx) = self.decl_in(head) else { return LocalFlags::default() };
        let d = self.decl(idx);
        let constant = (d.specs.has(Specs::CONST) || d.specs.has(Specs::CONSTEXPR)) && constant_init;
        // A `__shared__` variable lives in each block's shared memory:
        // its address is no constant (`extern __shared__ int s[]; int *p
        // = s;` shows no folding).
        let shared = self.view.apply.entities.get(idx).is_some_and(|e| e.memory_space & crate::il::mem::SHARED != 0);
        let static_storage = (d.specs.has(Specs::STATIC) || d.specs.has(Specs::EXTERN)) && !shared;
        LocalFlags { direct: d.specs.has(Specs::STATIC) || constant && ty.is_arithmetic(), constant: constant && ty.is_arithmetic(), static_storage, dependent: false, declared_dependent: false, parameter: false, value: None, constexpr: false, left_to_instance: false, value_dependent: false }
    }

    /// The lambda's parameters with their types, for the body's scope.
    pub fn lambda_param_infos(&self, idx: DeclIdx) -> Vec<(String, NameInfo)> {
        let Some(f) = self.decl(idx).func.as_ref() else { return Vec::new() };
        f.params
            .iter()
            .map(|&p| self.decl(p))
            .filter_map(|pd| {
                let (ty, elem) = self.decl_ty(pd);
                pd.name.map(|n| (n.as_str().to_string(), NameInfo { ty, elem, ..NameInfo::default() }))
            })
            .collect()
    }

    /// The parameter list `open..close`, a line marker before each
    /// parameter's name, as cudafe++ places them.
    pub fn lambda_param_list(&self, idx: Option<DeclIdx>, open: usize, close: usize, out: &mut Out) {
        self.tokens_with_param_marks(idx, Range { first: open, last: close }, out);
    }

    /// Declaration tokens `r` of function or lambda `idx`, a line marker
    /// before each of its parameters' names (a parameter on a later line
    /// gets one).
    pub fn tokens_with_param_marks(&self, idx: Option<DeclIdx>, r: Range, out: &mut Out) {
        self.params_marked(idx, r, false, out);
    }

    /// `tokens_with_param_marks`, the unnamed parameters named as cudafe++
    /// names those of a kernel's definition (see `unnamed`).
    pub fn kernel_params_marked(&self, idx: DeclIdx, r: Range, out: &mut Out) {
        self.params_marked(Some(idx), r, true, out);
    }

    fn params_marked(&self, idx: Option<DeclIdx>, r: Range, name_unnamed: bool, out: &mut Out) {
        let Some(func) = idx.and_then(|i| self.decl(i).func.as_ref()) else {
            let mut o = Out::new();
            self.decl_tokens(r, &mut o);
            out.push(o.tail().trim_start().trim_end());
            return;
        };
        // Where each name stands (`None`: it is written), or goes (the
        // parameter's offset: it is not).
        let mut names: Vec<(usize, Option<u32>)> = func
            .params
            .iter()
            .filter_map(|&p| match self.decl(p).name {
                Some(_) => Some((self.index_at(self.decl(p).name_span.start), None)),
                None if name_unnamed && self.unnamed_params(idx?).contains(&p) => Some((self.unnamed_param_slot(p), Some(self.param_at(p)))),
                None => None,
            })
            .filter(|&(k, _)| k > r.first && k < r.last)
            .collect();
        names.sort_unstable();
        let mut from = r.first;
        for (k, unnamed) in names {
            // A pointer to member's name stays with its declarator, which
            // the printer parenthesizes whole (`int (S::*pm)`).
            let mut before = k.saturating_sub(1);
            while before > from && matches!(self.tok(before), "const" | "volatile") {
                before -= 1;
            }
            if before > from && self.tok(before) == "*" && self.tok(before - 1) == "::" {
                continue;
            }
            let mut o = Out::new();
            self.decl_tokens(Range { first: from, last: k }, &mut o);
            let text = o.tail().trim_start();
            let text = if unnamed.is_some() { text.trim_end() } else { text };
            // (An unnamed pack's `...` is set off from its type as a
            // named one's is: `Ts ...__T0`.)
            let text = match text.strip_suffix("...") {
                Some(ty) if unnamed.is_some() && !ty.ends_with(' ') => format!("{ty} ..."),
                _ => text.to_string(),
            };
            let text = text.as_str();
            out.push(text);
            // The name is set off as the printer sets it off (a template-id
            // closes with `> ` and takes one more space).
            // So is one after `decltype(x)`, but not one after `(` (a
            // function pointer's `(*f)`).
            let closes_decltype = text.ends_with(')') && (from..k).any(|j| matches!(self.tok(j), "decltype" | "__decltype"));
            if text.ends_with(|c: char| c.is_alphanumeric() || c == '_' || c == '>') || text.ends_with("> ") || closes_decltype {
                out.push(" ");
            }
            if let Some(at) = unnamed {
                out.unnamed_param(at);
                // (Before a default argument's `=`.)
                if self.tok(k) == "=" {
                    out.push(" ");
                }
            } else {
                out.mark(self.toks[k].start);
            }
            from = k;
        }
        let mut o = Out::new();
        self.decl_tokens(Range { first: from, last: r.last }, &mut o);
        let text = o.tail().trim_start().trim_end();
        out.push(text);
    }

    /// `__nv_dl_tag<void (*)(int * p),(& ::h),1>`: the enclosing function's
    /// type and address and the lambda's number in it; with a trailing
    /// return type (device lambdas), `__nv_dl_trailing_return_tag<...,
    /// int, 1>`.
    fn lambda_tag(&self, function: DeclIdx, id: u32, trailing: Option<&str>) -> String {
        let (ty, name) = self.tag_function(function);
        match trailing {
            Some(ret) => format!("__nv_dl_trailing_return_tag<{ty},({name}),{ret}, {id}>"),
            None => format!("__nv_dl_tag<{ty},({name}),{id}>"),
        }
    }

    /// The enclosing function's pointer type and address expression.
    fn tag_function(&self, idx: DeclIdx) -> (String, String) {
        let d = self.decl(idx);
        let name = d.name.map_or("", |n| n.as_str());
        let ret = self.return_type_text(idx);
        let params = self.prototype_params(idx);
        // (The template header of an out-of-class member of a class
        // template is the class's: the function itself takes none.)
        let class_args = self.class_template_args(idx);
        let targs = d.template.as_ref().filter(|_| class_args.is_none()).and_then(|t| template_params_shown(t)).unwrap_or_default();
        let class = self.member_of(idx);
        let stars = |prefix: &str| if ret.ends_with(['*', '&']) { format!("{ret}({prefix}*)") } else { format!("{ret} ({prefix}*)") };
        match class {
            Some(class) if !d.specs.has(Specs::STATIC) => {
                let constness = if self.is_const_member(idx) { " const" } else { "" };
                // (The type names a class template by its parameters, the
                // address by its name alone: `void (TS< T> ::*)(int n)`,
                // `&TS::run`.)
                let class_ty = format!("{class}{}", class_args.as_deref().unwrap_or(""));
                (format!("{}{params}{constness}", stars(&format!("{class_ty}::"))), format!("&{class}::{name}{targs}"))
            }
            Some(_) => (format!("{}{params}", stars("")), format!("&{name}{targs}")),
            None => {
                let mut path = String::from("& ::");
                for n in self.view.namespaces {
                    path.push_str(if n.as_str().is_empty() { ANON_PLACEHOLDER } else { n.as_str() });
                    path.push_str("::");
                }
                (format!("{}{params}", stars("")), format!("{path}{name}{targs}"))
            }
        }
    }

    /// A member function of a class template: the template's parameters
    /// as EDG writes them after the class's name (`< T, N> `), from the
    /// class's header for a member defined in it, from the definition's
    /// own for one defined outside (`TS<T, N>::run`).
    fn class_template_args(&self, idx: DeclIdx) -> Option<String> {
        let d = self.decl(idx);
        if d.context == Context::Class {
            return d.parent.and_then(|p| self.decl(p).template.as_ref()).and_then(|t| template_params_shown(t));
        }
        let name_tok = self.index_at(d.name_span.start);
        let qualified_by_template = name_tok >= 2 && self.tok(name_tok - 1) == "::" && self.tok(name_tok - 2) == ">";
        if !qualified_by_template {
            return None;
        }
        d.template.as_ref().and_then(|t| template_params_shown(t))
    }

    /// The class a function is a member of: the class it is declared in,
    /// or the class that qualifies its out-of-class definition.
    fn member_of(&self, idx: DeclIdx) -> Option<String> {
        let d = self.decl(idx);
        if d.context == Context::Class {
            return d.parent.map(|p| self.decl(p)).and_then(|c| c.name).map(|n| n.as_str().to_string());
        }
        let qual: Vec<&str> = d.qualifier.iter().map(|q| q.as_str()).collect();
        let class = qual.join("::");
        (!qual.is_empty() && self.table.resolve_class(&class, &self.scope).is_some()).then_some(class)
    }

    /// A member function declared `const` (after its parameter list).
    pub(super) fn is_const_member(&self, idx: DeclIdx) -> bool {
        let d = self.decl(idx);
        let Some(open) = (self.index_at(d.name_span.end)..self.toks.len()).find(|&k| self.tok(k) == "(") else { return false };
        let close = self.group_end(open);
        let end = d.func.as_ref().and_then(|f| f.body_span).map_or(self.index_at(d.span.end), |b| self.index_at(b.start));
        (close..end).any(|k| self.tok(k) == "const")
    }

    /// The return type as the function's declaration spells it, without
    /// storage class and function specifiers.
    fn return_type_text(&self, idx: DeclIdx) -> String {
        let d = self.decl(idx);
        // A qualified definition: the return type ends before `C::` (or
        // `C<T>::`).
        let name_tok = self.qualified_name_start(self.index_at(d.name_span.start));
        let first = self.index_at(self.specifiers_start(d));
        let mut o = Out::new();
        self.spec_tokens(Range { first, last: name_tok.max(first) }, &mut o);
        let words: Vec<&str> = o.tail().split_whitespace().filter(|w| !NOT_RETURN_TYPE.contains(w) && !w.starts_with('"')).collect();
        words.join(" ").replace("__attribute", "").trim().to_string()
    }

    /// `(int * p, int a)` as a prototype spells it (no default arguments),
    /// `(void)` when there are no parameters.
    fn prototype_params(&self, idx: DeclIdx) -> String {
        let d = self.decl(idx);
        let Some(f) = d.func.as_ref() else { return "(void)".into() };
        let mut parts = Vec::new();
        for &p in &f.params {
            let pd = self.decl(p);
            let first = self.index_at(pd.span.start);
            let mut last = self.index_at(pd.span.end).max(first);
            if let Some(eq) = (first..last).find(|&k| self.tok(k) == "=") {
                last = eq;
            }
            let mut o = Out::new();
            self.spec_tokens(Range { first, last }, &mut o);
            let mut text = o.tail().trim().to_string();
            // An array parameter's name is set off by two spaces.
            let name_tok = self.index_at(pd.name_span.start);
            if pd.name.is_some() && self.tok(name_tok + 1) == "[" {
                if let Some(at) = text.rfind(&format!(" {}[", self.tok(name_tok))) {
                    text.insert(at, ' ');
                }
            }
            parts.push(text);
        }
        if f.ellipsis {
            parts.push("...".into());
        }
        if parts.is_empty() {
            return "(void)".into();
        }
        super::prototype_spacing(&format!("({})", parts.join(", ")))
    }

    /// A static local variable of this name is declared before `at`: it is
    /// not captured (the lambda refers to it directly).
    fn static_local_before(&self, name: &str, at: u32) -> bool {
        let found = self.view.scan.ast.decls.iter().rfind(|(_, d)| d.kind == DeclKind::Variable && d.context == Context::Block && d.span.start < at && d.name.is_some_and(|n| n.as_str() == name));
        found.is_some_and(|(_, d)| d.specs.has(Specs::STATIC))
    }

    /// Names the lambda declares itself (parameters, locals): uses of them
    /// capture nothing.
    fn names_declared_in(&self, idx: DeclIdx) -> Vec<&str> {
        let span = self.decl(idx).span;
        let body_end = self.decl(idx).func.as_ref().and_then(|f| f.body_span).map_or(span.end, |b| b.end);
        self.view
            .scan
            .ast
            .decls
            .iter()
            .filter(|(i, d)| *i != idx && matches!(d.kind, DeclKind::Variable | DeclKind::Parameter) && d.span.start >= span.start && d.span.start < body_end)
            .filter_map(|(_, d)| d.name.map(|n| n.as_str()))
            .collect()
    }
}

impl BodyEnv<'_, '_> {
    /// The kind of extended lambda `idx` is here: none unless
    /// `--extended-lambda` is on and the lambda is annotated and sits in
    /// host code.
    pub(super) fn extended_kind(&self, idx: DeclIdx) -> Option<ExtendedKind> {
        if !self.low.cfg.extended_lambda || self.device.get() || self.function.is_none() {
            return None;
        }
        let s = self.low.lambda_space(idx);
        if s & exec::GLOBAL_BIT != 0 || s & exec::DEVICE_BIT == 0 {
            return None;
        }
        Some(if s & exec::HOST_BIT != 0 { ExtendedKind::HostDevice } else { ExtendedKind::Device })
    }

    /// An extended lambda: its wrapper, as described in the module
    /// documentation.
    pub(super) fn print_extended(&self, kind: ExtendedKind, idx: Option<DeclIdx>, r: Range, out: &mut Out) {
        let (Some(idx), Some(function)) = (idx, self.function) else {
            let _ = self.print_lambda_as(r, false, out);
            return;
        };
        let id = self.lambda_ids.get() + 1;
        self.lambda_ids.set(id);
        let captures = self.captures(idx, r, function);
        let fn_ptr = self.low.tok(r.first + 1) == "]";
        // A capturing host-device lambda's wrapper makes a temporary,
        // where cudafe++ lowers the function (see `temps`).
        let capturing_hd = kind == ExtendedKind::HostDevice && !fn_ptr;
        // In a function template, one per instance of it.
        if capturing_hd && self.low.is_function_template(function) {
            self.low.templated_temporaries.borrow_mut().push(function);
        }
        let temporary = capturing_hd && self.low.always_emitted(function) && !self.low.is_function_template(function);
        self.low.extended.borrow_mut().push(ExtendedLambda { kind, captures: captures.len() as u32, temporary });
        let types: Vec<&str> = captures.iter().map(|c| c.ty.as_str()).collect();
        let args: Vec<&str> = captures.iter().map(|c| c.arg.as_str()).collect();
        let (types, args) = if captures.is_empty() { (String::new(), String::new()) } else { (format!(", {}", types.join(", ")), format!(", {}", args.join(", "))) };
        let spec = self.lambda_specifiers(idx, r);
        let returned = match kind {
            ExtendedKind::Device => {
                let tag = self.low.lambda_tag(function, id, spec.trailing_return.as_ref().map(|t| t.0.as_str()));
                out.push(&format!("__nv_dl_wrapper_t< {tag} {types}>( {tag} {{}} {args}) "));
                out.if_zero_open();
                let returned = self.print_lambda_as(r, true, out);
                out.end_if();
                returned
            }
            ExtendedKind::HostDevice => {
                let tag = self.low.lambda_tag(function, id, None);
                out.push(&format!("__nv_hdl_create_wrapper_t< {}, {}, {tag} {types}>::__nv_hdl_create_wrapper( ", spec.mutable, spec.fn_ptr));
                let returned = self.print_lambda_as(r, false, out);
                out.push(&format!("{args}) "));
                returned
            }
        };
        let scope_path = self.scopes.borrow().path();
        let shape = Shape { kind, id, captures: &captures, spec: &spec, returned, scope_path };
        // In a function template the closure type waits for the
        // template's arguments.
        let closure = self.low.closure_template(idx, function, &shape).and_then(|t| match t.tparams.is_empty() {
            true => t.instantiate(&[]).map(|c| DeclTy::Closure(Box::new(c))),
            false => Some(DeclTy::ClosureTemplate(Box::new(t))),
        });
        if let Some(ty) = closure {
            self.closures.borrow_mut().push((r.first, ty));
        }
    }

    /// The lambda's written return type (`-> T`), if any.
    pub(super) fn lambda_return_type(&self, idx: DeclIdx, r: Range) -> Option<DeclTy> {
        self.lambda_specifiers(idx, r).trailing_return.map(|(_, t)| t)
    }

    /// What follows the lambda's parameter list: `mutable`, a trailing
    /// return type.
    fn lambda_specifiers(&self, idx: DeclIdx, r: Range) -> LambdaSpecifiers {
        let intro_end = self.low.group_end(r.first);
        let body = (intro_end..r.last).find(|&k| self.low.tok(k) == "{").unwrap_or(r.last);
        let after = self.low.lambda_params_open(idx).filter(|&k| k < body && self.low.tok(k) == "(").map_or(intro_end, |open| self.low.group_end(open));
        let mutable = (after..body).any(|k| self.low.tok(k) == "mutable");
        let never_throws = (after..body).any(|k| self.low.tok(k) == "noexcept" && self.low.tok(k + 1) != "(");
        let trailing_return = (after..body).find(|&k| self.low.tok(k) == "->").map(|arrow| {
            let r = Range { first: arrow + 1, last: body };
            let mut o = Out::new();
            self.low.raw_tokens(r, &mut o);
            (o.tail().trim().to_string(), types::parse(self.low.text, self.low.toks.get(r.first..r.last).unwrap_or(&[]), &[]))
        });
        let fn_ptr = self.low.tok(r.first + 1) == "]";
        LambdaSpecifiers { mutable, never_throws, fn_ptr, trailing_return }
    }

    /// The captured values, in cudafe++'s order: the explicit captures as
    /// written, then (with a `=` default) each enclosing variable the body
    /// uses, in order of first use; `this` for a member used.
    fn captures(&self, idx: DeclIdx, r: Range, function: DeclIdx) -> Vec<Capture> {
        let intro_end = self.low.group_end(r.first);
        let class = self.low.enclosing_class(function);
        let mut out = Vec::new();
        let mut default_copy = false;
        let mut i = r.first + 1;
        let close = intro_end.saturating_sub(1);
        while i < close {
            let end = self.find_top(i, close, ",");
            match self.explicit_capture(i, end, class.as_ref()) {
                Some(c) => out.push(c),
                None => default_copy |= end == i + 1 && self.low.tok(i) == "=",
            }
            i = end + 1;
        }
        if default_copy {
            for c in self.implicit_captures(idx, intro_end, r.last, class.as_ref()) {
                if !out.iter().any(|o| o.arg == c.arg) {
                    out.push(c);
                }
            }
        }
        let at = self.low.toks.get(r.first).map_or(0, |t| t.start);
        out.into_iter()
            .map(|c| {
                let variable = c.stub.is_none() && c.arg != "this" && c.arg.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'_');
                if variable {
                    let closure = self.lambda_vars.borrow().iter().rev().find(|(n, _)| *n == c.arg).map(|(_, t)| t.clone());
                    let ty = closure.or_else(|| self.low.local_var_ty(function, &c.arg, at));
                    c.with_type(ty)
                } else {
                    c
                }
            })
            .collect()
    }

    /// One capture `first..end` of the introducer; `None` for a default
    /// (`=`, `&`) or a by-reference capture (not allowed in an extended
    /// lambda).
    fn explicit_capture(&self, first: usize, end: usize, class: Option<&(DeclTy, String)>) -> Option<Capture> {
        let t = self.low.tok(first);
        match t {
            "this" => return Some(this_capture(class)),
            "*" if self.low.tok(first + 1) == "this" => return Some(star_this_capture(class)),
            "=" | "&" => return None,
            _ => {}
        }
        if end > first + 1 && matches!(self.low.tok(first + 1), "=" | "(" | "{") {
            let (from, to) = if self.low.tok(first + 1) == "=" { (first + 2, end) } else { (first + 2, end.saturating_sub(1)) };
            let mut o = Out::new();
            self.full_expr(from, to, None, &mut o);
            let is_type = |n: &str| self.is_type(n);
            let mut p = super::expr::Parser::new(self.low.text, self.low.toks, from, to, &is_type).with_group_ends(self.low.group_ends());
            let e = p.expression();
            let ty = self.expr_decl_ty(&e).map(|t| t.decayed());
            return Some(init_capture(o.tail()).with_type(ty));
        }
        (self.low.toks.get(first).is_some_and(|k| k.kind == TokKind::Ident) && end == first + 1).then(|| variable_capture(t))
    }

    /// The enclosing variables (and `this`) the body `from..last` uses.
    fn implicit_captures(&self, idx: DeclIdx, from: usize, last: usize, class: Option<&(DeclTy, String)>) -> Vec<Capture> {
        let own = self.low.names_declared_in(idx);
        let at = self.low.toks.get(from).map_or(0, |t| t.start);
        let mut out = Vec::new();
        for k in from..last {
            let Some(tok) = self.low.toks.get(k) else { break };
            if tok.kind != TokKind::Ident {
                continue;
            }
            let name = self.low.tok(k);
            let qualified = k > 0 && matches!(self.low.tok(k - 1), "." | "->" | "::") || self.low.tok(k + 1) == "::";
            let capture = if name == "this" {
                Some(this_capture(class))
            } else if qualified || own.contains(&name) {
                None
            } else if self.scopes.borrow().find(name).is_some() {
                (!self.low.static_local_before(name, at)).then(|| variable_capture(name))
            } else if self.members.iter().any(|(n, info)| n == name && (info.member || !info.constant)) {
                // (A class template's constant parameter, or a static
                // constant, is no member reached through `this`.)
                Some(this_capture(class))
            } else {
                None
            };
            if let Some(c) = capture.filter(|c| !out.iter().any(|o: &Capture| o.arg == c.arg)) {
                out.push(c);
            }
        }
        out
    }
}

/// The specifiers after a lambda's parameter list that shape its wrapper.
struct LambdaSpecifiers {
    mutable: bool,
    never_throws: bool,
    /// An empty capture list: the closure converts to a function pointer.
    fn_ptr: bool,
    /// `-> T`: as printed, and the type.
    trailing_return: Option<(String, DeclTy)>,
}

/// What an extended lambda's closure type is made of.
struct Shape<'s> {
    kind: ExtendedKind,
    id: u32,
    captures: &'s [Capture],
    spec: &'s LambdaSpecifiers,
    /// The type its body's first `return` gives.
    returned: Option<DeclTy>,
    /// The scopes open where it is.
    scope_path: Vec<u32>,
}

impl Lowerer<'_> {
    /// The class a member function belongs to: its type and its name as
    /// the stub spells it.
    /// In a `const` member function, the class is `const` (what `this`
    /// points to).
    fn enclosing_class(&self, function: DeclIdx) -> Option<(DeclTy, String)> {
        self.member_of(function)?;
        let parts = self.scope_parts(function);
        let spelled = parts.iter().map(|p| p.name.as_str()).collect::<Vec<_>>().join("::");
        let class = DeclTy::Named(spelled.clone(), parts);
        if self.is_const_member(function) {
            return Some((DeclTy::Const(Box::new(class)), format!("const {spelled}")));
        }
        Some((class, spelled))
    }

    /// What the closure type of an extended lambda is made of, for the
    /// stub (see `closure`). `None` where cufe cannot tell: the lambda is
    /// in a lambda in a function template or in a lambda in a lambda, or a
    /// type it needs is unknown.
    fn closure_template(&self, idx: DeclIdx, function: DeclIdx, shape: &Shape<'_>) -> Option<ClosureTemplate> {
        let context = self.lambda_context(idx)?;
        let fd = self.decl(function);
        let tparams: Vec<String> = fd.template.as_ref().filter(|t| t.kind == TemplateKind::Primary).map(|t| t.params.iter().filter_map(|p| p.name.map(|n| n.as_str().to_string())).collect()).unwrap_or_default();
        let outer = match context == function {
            true => None,
            false => Some(self.outer_lambda(context, function).filter(|_| tparams.is_empty())?),
        };
        // A member of a class template: not followed.
        if tparams.is_empty() && self.in_template(function) {
            return None;
        }
        let params: Vec<DeclTy> = self.written_param_types(function, &tparams).iter().map(|p| self.stub_qualified(p.unqualified())).collect();
        let ret = {
            let text = self.return_type_text(function);
            let toks = crate::lexer::lex(&text);
            self.stub_qualified(&types::parse(&text, &toks, &tparams))
        };
        if matches!(ret, DeclTy::Unknown(_)) || params.iter().any(|p| matches!(p, DeclTy::Unknown(_))) {
            return None;
        }
        // A function with internal linkage is named inside the unit's own
        // `_INTERNAL...` namespace.
        let mut scope = self.scope_parts(function);
        if self.internal_linkage(function) {
            scope.insert(0, mangle::NamePart::plain(INTERNAL_PLACEHOLDER));
        }
        let declared: Vec<mangle::Ty> = self.written_param_types(function, &tparams).iter().map(|p| self.stub_qualified(p.unqualified()).to_mangle()).collect();
        let f = mangle::Function { scope, name: fd.name?.as_str().to_string(), template_args: None, return_ty: None, params: declared };
        let class = self.member_of(function).filter(|_| !fd.specs.has(Specs::STATIC));
        let const_member = class.is_some() && self.is_const_member(function);
        let member = class.map(|_| {
            let parts = self.scope_parts(function);
            let spelled = self.stub_scope(function).join("::");
            (parts, spelled)
        });
        // (In a function template, the lambda's types may name the
        // template's parameters: they are substituted per instance.)
        let sig: Vec<DeclTy> = self.written_param_types(idx, &tparams).iter().map(|t| self.stub_qualified(t.unqualified())).collect();
        let captures = shape
            .captures
            .iter()
            .map(|c| {
                let (ty, spelled) = c.stub.clone()?;
                let layout = ty.layout(&|n| self.class_layout(n));
                Some(CapturedTy { ty: self.stub_qualified(&ty), spelled, layout })
            })
            .collect::<Option<Vec<_>>>()?;
        let written_ret = shape.spec.trailing_return.as_ref().map(|(text, _)| types::parse(text, &crate::lexer::lex(text), &tparams));
        let op_ret = match (&written_ret, &shape.returned) {
            (Some(t), _) => Some(t.clone()),
            (None, Some(t)) => Some(t.clone()),
            (None, None) => Some(DeclTy::Builtin("void".into())),
        };
        let op_ret = op_ret.filter(|t| !matches!(t, DeclTy::Unknown(_))).map(|t| self.stub_qualified(&t));
        let trailing = written_ret.as_ref().map(|t| self.stub_qualified(t)).filter(|_| shape.kind == ExtendedKind::Device);
        Some(ClosureTemplate {
            kind: shape.kind,
            function: f,
            tparams,
            params,
            ret,
            member,
            const_member,
            addr_prefix: self.stub_address_prefix(function),
            id: shape.id,
            captures,
            sig: sig.clone(),
            op_ret,
            trailing,
            mutable: shape.spec.mutable,
            fn_ptr: shape.spec.fn_ptr,
            never_throws: shape.spec.never_throws,
            discriminator: self.lambda_discriminator(idx, context, &self.lambda_sig(idx)),
            outer,
            captures_this: shape.captures.iter().any(|c| c.arg == "this" || c.arg == "*this"),
            scope_path: shape.scope_path.clone(),
        })
    }

    /// A plain lambda directly in `function` that encloses an extended
    /// one, as the mangler names its `operator()`; `None` for a generic
    /// one (its `operator()` is a template) or one nested deeper.
    fn outer_lambda(&self, lambda: DeclIdx, function: DeclIdx) -> Option<mangle::OuterLambda> {
        if self.decl(lambda).kind != DeclKind::Lambda || self.lambda_context(lambda) != Some(function) {
            return None;
        }
        let written = self.lambda_sig(lambda);
        let sig: Vec<DeclTy> = written.iter().map(|t| self.stub_qualified(t)).collect();
        if sig.iter().any(|t| matches!(t, DeclTy::Unknown(_)) || matches!(t.unqualified(), DeclTy::Named(n, _) if n == "auto")) {
            return None;
        }
        let discriminator = self.lambda_discriminator(lambda, function, &written);
        Some(mangle::OuterLambda { params: sig.iter().map(DeclTy::to_mangle).collect(), discriminator, mutable: self.lambda_is_mutable(lambda) })
    }

    /// `mutable` between the lambda's parameter list and its body.
    fn lambda_is_mutable(&self, lambda: DeclIdx) -> bool {
        let Some(open) = self.lambda_params_open(lambda).filter(|&k| self.tok(k) == "(") else { return false };
        let mut k = self.group_end(open);
        while k < self.toks.len() && !matches!(self.tok(k), "{" | ";") {
            if self.tok(k) == "mutable" {
                return true;
            }
            k += 1;
        }
        false
    }

    /// The function or lambda whose body a lambda is in.
    fn lambda_context(&self, idx: DeclIdx) -> Option<DeclIdx> {
        let mut parent = self.decl(idx).parent;
        while let Some(p) = parent {
            if matches!(self.decl(p).kind, DeclKind::Function | DeclKind::Lambda) {
                return Some(p);
            }
            parent = self.decl(p).parent;
        }
        None
    }

    /// The parameter types of a lambda's `operator()`.
    fn lambda_sig(&self, idx: DeclIdx) -> Vec<DeclTy> {
        self.written_param_types(idx, &[]).iter().map(|p| p.unqualified().clone()).collect()
    }

    /// The lambda's number among the function's lambdas with the same
    /// parameter types: the closure type's discriminator.
    fn lambda_discriminator(&self, idx: DeclIdx, function: DeclIdx, sig: &[DeclTy]) -> u32 {
        let at = self.decl(idx).span.start;
        let earlier = self.view.scan.ast.decls.iter().filter(|(i, d)| d.kind == DeclKind::Lambda && d.span.start < at && self.lambda_context(*i) == Some(function));
        earlier.filter(|(i, _)| self.lambda_sig(*i) == sig).count() as u32
    }

    /// The namespaces and class a function is in, as the stub names them.
    fn stub_scope(&self, function: DeclIdx) -> Vec<String> {
        let mut scope: Vec<String> = self.view.namespaces.iter().map(|n| if n.as_str().is_empty() { "_NV_ANON_NAMESPACE".to_string() } else { n.as_str().to_string() }).collect();
        scope.extend(self.member_of(function));
        scope
    }

    /// How the stub's tag spells the function's address up to its name,
    /// with cudafe++'s padding of the global scope.
    fn stub_address_prefix(&self, function: DeclIdx) -> String {
        let scope = self.stub_scope(function);
        let qualified: String = scope.iter().map(|s| format!("{s}::")).collect();
        match (self.internal_linkage(function), scope.is_empty()) {
            (true, _) => format!("&    ::{qualified}"),
            (false, true) => "&     ::".to_string(),
            (false, false) => format!("& :: {qualified}"),
        }
    }

    /// A `static` function at namespace scope or one in an anonymous
    /// namespace.
    pub(super) fn internal_linkage(&self, function: DeclIdx) -> bool {
        let d = self.decl(function);
        let anon = self.view.namespaces.iter().any(|n| n.as_str().is_empty());
        anon || d.context == Context::Namespace && d.specs.has(Specs::STATIC)
    }

    /// A type with its class names qualified as the stub spells them,
    /// with cudafe++'s padding of the global scope (`    ::Q`,
    /// `   ::ns::P`).
    fn stub_qualified(&self, t: &DeclTy) -> DeclTy {
        match t {
            // A class template specialization with all its arguments, the
            // defaults too (`std::vector<float, ::std::allocator<float> >`,
            // mangled `St6vectorIfSaIfEE`), as a kernel's parameter has it.
            DeclTy::Named(_, parts) if parts.iter().any(|p| p.args.is_some()) && !super::targs::names_template_param(&t.to_mangle()) => match self.qualified_type(t) {
                DeclTy::Named(spelled, parts) => DeclTy::Named(format!("{}::{}", super::targs::scope_blanks(&parts, false), spelled.trim_global()), parts),
                other => other,
            },
            DeclTy::Named(name, parts) => {
                let bare = name.trim_global();
                let found = self.table.resolve(&bare.split_scopes().collect::<Vec<_>>(), &self.scope, name.starts_with("::")).into_iter().find(|s| s.kind == EntityKind::Type);
                let qname = found.map_or(bare.to_string(), |s| s.qname.clone());
                let pad = if qname.has_scope() { "   " } else { "    " };
                // The mangler names it by its scope too (`N2ns1PE`).
                let scope: Vec<&str> = qname.split_scopes().collect();
                let missing = scope.len().saturating_sub(parts.len());
                let mut qualified: Vec<mangle::NamePart> = scope[..missing].iter().map(|n| mangle::NamePart::plain(n)).collect();
                qualified.extend(parts.iter().cloned());
                DeclTy::Named(format!("{pad}::{qname}"), qualified)
            }
            DeclTy::Array(x, n) => DeclTy::Array(Box::new(self.stub_qualified(x)), *n),
            t => t.map_declarator(|x| self.stub_qualified(x)).unwrap_or_else(|| t.clone()),
        }
    }
}

/// A template header's parameters as EDG writes them as arguments
/// (`< T, N> `, a pack `Ts...`); `None` for an empty header.
fn template_params_shown(t: &crate::parse::TemplateInfo) -> Option<String> {
    if t.params.is_empty() {
        return None;
    }
    let names: Vec<String> = t.params.iter().map(|p| format!("{}{}", p.name.map_or("", |n| n.as_str()), if p.is_pack { "..." } else { "" })).collect();
    Some(format!("< {}> ", names.join(", ")))
}
