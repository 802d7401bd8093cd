//! validate: the rules that look at a whole declaration once all its
//! attributes are applied — attributes that need `__global__`, attributes
//! that exclude each other, properties of `__managed__` and `__shared__`
//! variables, memory spaces of local variables.
//!
//! These run per item; the rules that need other items (redeclarations,
//! virtual overrides, host-side uses) come with the symbol table.

use crate::diag::Diag;
use crate::il::{exec, mem, ApplyIl, AttrIdx, Entity, EntityKind, LaunchConfig, ScanIl, ValidateIl};
use crate::options::Config;
use crate::parse::{Access, Context, Decl, DeclIdx, DeclKind, Specs, TemplateKind};
use crate::handlers::rules::{entity_name, printed_name};
use crate::table::Tables;
use cufe_tables::{tag, DiagId, Rule};

pub fn validate_item(
    text: &str,
    scan: &ScanIl,
    lookup: &crate::il::LookupIl,
    apply: &ApplyIl,
    tables: &Tables,
    cfg: &Config,
    namespaces: Enclosing,
) -> ValidateIl {
    let mut v = Validator { text, scan, apply, cfg, in_anonymous_namespace: namespaces.anonymous, in_unnamed_inline_namespace: namespaces.unnamed_inline, scope: namespaces.scope, diags: Vec::new() };
    for (idx, decl) in scan.ast.decls.iter() {
        let Some(entity) = apply.entities.get(idx) else { continue };
        let order = idx.into_raw().into_u32();
        match entity.kind {
            EntityKind::Function => v.function(decl, entity, order),
            EntityKind::Variable => {
                let before = v.diags.len();
                v.variable(decl, entity, order);
                // (A local's are left where they stand.)
                if decl.context != Context::Block {
                    v.diags[before..].iter_mut().for_each(|d| d.trails = true);
                }
            }
            EntityKind::Lambda => v.lambda(decl, entity, order),
            _ => {}
        }
        v.table_rules(lookup, tables, decl, entity, order);
    }
    for (idx, decl) in scan.ast.decls.iter() {
        if let Some(at) = string_to_char_pointer(text, scan, decl) {
            v.diags.push(Diag::new(tag::DEPRECATED_STRING_CONV, at, idx.into_raw().into_u32()).with_severity(cufe_tables::Severity::Warning));
        }
        if let Some(at) = implicit_int(text, decl) {
            v.diags.push(Diag::new(tag::MISSING_TYPE_SPECIFIER, at, idx.into_raw().into_u32()).with_severity(cufe_tables::Severity::Error));
        }
        if let Some(at) = pure_final(decl) {
            v.diags.push(Diag::new(tag::PURE_FINAL_VIRTUAL, at, idx.into_raw().into_u32()));
        }
        if let Some(at) = attributes_in_definition(scan, idx, decl) {
            v.diags.push(Diag::new(tag::ATTRIBUTES_IN_ROUT_DEFN, at, idx.into_raw().into_u32()));
        }
        if let Some(at) = lambda_template_head(text, scan, decl).filter(|_| cfg.std < 20) {
            v.diags.push(Diag::new(tag::EXPLICIT_LAMBDA_TEMPLATE_PARAMETERS_IS_CPP20, at, idx.into_raw().into_u32()).with_severity(cufe_tables::Severity::Warning));
        }
    }
    // (After everything else the item's declarations report: the end of
    // the source comes last.)
    if let Some(unclosed) = super::unclosed::check(text, &scan.ast.tokens) {
        // (A definition misplaced in a balanced body is reported with the
        // item's first declaration; in one the end of the source cuts
        // off, after everything.)
        let order = if unclosed.iter().any(|d| d.end_of_source) { u32::MAX } else { 0 };
        v.diags.extend(unclosed.into_iter().map(|d| Diag { order, ..d }));
    } else {
        let statements = super::statements::check(text, &scan.ast.tokens);
        if statements.is_empty() {
            // (Only the first syntax error of an item is reported.)
            match super::unended_class::nested(text, &scan.ast.tokens) {
                Some(at) => v.diags.push(Diag::new(tag::EXP_SEMICOLON, at, 0)),
                None => v.diags.extend(super::members::check(text, &scan.ast.tokens).map(|typo| after_attribute(scan, typo))),
            }
        }
        v.diags.extend(statements);
    }
    ValidateIl { diags: v.diags }
}

/// A member typo's error, reported after what the attribute pass says of
/// the attribute before it (a trailing diagnostic of the declaration the
/// attribute follows).
fn after_attribute(scan: &ScanIl, typo: super::members::Typo) -> Diag {
    let Some(at) = typo.attribute else { return typo.diag };
    let owner = scan.ast.decls.iter().filter(|(_, d)| d.span.start < at).max_by_key(|(_, d)| d.span.start).map(|(idx, _)| idx.into_raw().into_u32());
    match owner {
        Some(order) => Diag { order, trails: true, ..typo.diag },
        None => typo.diag,
    }
}

/// `__device__ clamp01(float v) { ... }`: a namespace-scope function
/// declared with no type (a forgotten return type; C++ has no implicit
/// `int`): an error at its name. Constructors, destructors and conversion
/// functions (which have no type) are members, named with their class
/// outside it; a deduction guide has its trailing `->`.
/// With no specifier at all (`square(int x) {...}`) the parser took the
/// name for the type of a declarator with no name.
fn implicit_int(text: &str, decl: &crate::parse::Decl) -> Option<u32> {
    let func = decl.func.as_ref()?;
    if decl.kind != DeclKind::Function || decl.context != Context::Namespace || !decl.qualifier.is_empty() || func.is_operator || func.is_destructor || func.trailing_return.is_some() {
        return None;
    }
    if decl.name.is_some() {
        return func.no_type.then_some(decl.name_span.start);
    }
    let ty = text.get(decl.type_span.start as usize..decl.type_span.end as usize)?;
    let word = !ty.is_empty() && ty.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'_') && !ty.as_bytes()[0].is_ascii_digit();
    (word && !crate::parse::TYPE_KEYWORDS.contains(&ty) && ty != "auto").then_some(decl.type_span.start)
}

/// `virtual int f() final = 0;`: a pure virtual function no class may
/// override is pointless (#1849, a warning at the `=`).
fn pure_final(decl: &crate::parse::Decl) -> Option<u32> {
    let func = decl.func.as_ref()?;
    func.final_at?;
    (func.body == crate::parse::FnBody::Pure).then_some(func.eq_at).flatten()
}

/// `void f() __attribute__((x)) { ... }`: a GNU attribute after the
/// parameter list of a namespace-scope function's definition is an error
/// (at the first one; the attributes still apply). Members defined in
/// their class and templates are accepted; a trailing return type makes
/// it another diagnostic, and out-of-class definitions are left alone.
fn attributes_in_definition(scan: &ScanIl, idx: crate::parse::DeclIdx, decl: &crate::parse::Decl) -> Option<u32> {
    use crate::parse::{AttrPos, AttrSyntax, Context, DeclKind};
    let func = decl.func.as_ref()?;
    if decl.kind != DeclKind::Function || decl.context != Context::Namespace || decl.template.is_some() || !decl.qualifier.is_empty() || func.body_span.is_none() || func.trailing_return.is_some() {
        return None;
    }
    scan.attrs.iter().filter(|(_, a)| a.owner == idx && a.syntax == AttrSyntax::Gnu && a.position == AttrPos::Function).map(|(_, a)| a.group_span.start).min()
}

/// Where a lambda's template parameter list (`[]<class T>(T x)`, C++20)
/// opens. Before C++20 cudafe++ accepts it with a warning, reported
/// once per unit (the driver drops the later ones).
fn lambda_template_head(text: &str, scan: &ScanIl, decl: &crate::parse::Decl) -> Option<u32> {
    let info = decl.lambda.as_ref().filter(|_| decl.kind == crate::parse::DeclKind::Lambda)?;
    let toks = &scan.ast.tokens;
    let after = toks.partition_point(|t| t.start < info.capture_span.end);
    toks.get(after).filter(|t| t.text(text) == "<").map(|t| t.start)
}

/// The template head after a lambda's annotations (`[] __device__ <class
/// T> (T x)`): the declarator starts there, not at the parameters.
fn annotated_template_head(text: &str, scan: &ScanIl, info: &crate::parse::LambdaInfo) -> Option<u32> {
    let toks = &scan.ast.tokens;
    let mut k = toks.partition_point(|t| t.start < info.capture_span.end);
    while toks.get(k).is_some_and(|t| t.start < info.params_at) {
        match toks[k].text(text) {
            "<" => return Some(toks[k].start),
            "(" | "[" => k = crate::lexer::skip_group(text, toks, k),
            _ => k += 1,
        }
    }
    None
}

/// A variable declared `char *` (storage specifiers aside) initialized by
/// a string literal: where the literal starts (the conversion to `char *`
/// is deprecated).
fn string_to_char_pointer(text: &str, scan: &ScanIl, decl: &crate::parse::Decl) -> Option<u32> {
    let init = decl.init.filter(|_| decl.kind == crate::parse::DeclKind::Variable && decl.name.is_some())?;
    let toks = &scan.ast.tokens;
    if !crate::symbols::declared_char_pointer(text, toks, decl) {
        return None;
    }
    let value: Vec<&crate::lexer::Token> = toks.iter().filter(|t| t.start >= init.start && t.start < init.end && t.text(text) != "=").collect();
    let first = value.first()?;
    value.iter().all(|t| t.kind == crate::lexer::TokKind::Str).then_some(first.start)
}

struct Validator<'a> {
    text: &'a str,
    scan: &'a ScanIl,
    apply: &'a ApplyIl,
    cfg: &'a Config,
    /// Names in an unnamed namespace have internal linkage.
    in_anonymous_namespace: bool,
    /// See `Enclosing::unnamed_inline`.
    in_unnamed_inline_namespace: bool,
    /// See `Enclosing::scope`.
    scope: String,
    diags: Vec<Diag>,
}

/// What validate needs of the namespaces around an item.
#[derive(Debug, Clone, Default)]
pub struct Enclosing {
    /// One of them is unnamed.
    pub anonymous: bool,
    /// One of them is an unnamed namespace that is inline (`inline
    /// namespace {`, or `namespace {` after the unit opened it inline
    /// there), at any depth.
    pub unnamed_inline: bool,
    /// Their names joined (`a::b`), as messages qualify a class's name.
    pub scope: String,
}

impl Enclosing {
    /// `inline_bits`: bit `i` says `namespaces[i]` is inline.
    pub fn new(namespaces: &[crate::name::Name], inline_bits: u64) -> Enclosing {
        let unnamed = |i: usize| namespaces.get(i).is_some_and(|n| n.as_str().is_empty());
        let unnamed_inline = (0..namespaces.len().min(64)).any(|i| unnamed(i) && inline_bits & (1 << i) != 0);
        let scope = namespaces.iter().map(|n| n.as_str()).collect::<Vec<_>>().join("::");
        Enclosing { anonymous: namespaces.iter().any(|n| n.as_str().is_empty()), unnamed_inline, scope }
    }
}

impl<'a> Validator<'a> {
    /// Emits `id` at the declared name; for a lambda's call operator EDG
    /// points inside its parameter list, at the token after the `(`.
    fn at_name(&mut self, decl: &Decl, id: DiagId, order: u32) -> &mut Diag {
        let toks = &self.scan.ast.tokens;
        let at = decl.lambda.as_ref().map_or(decl.name_span.start, |l| {
            let open = toks.partition_point(|t| t.start < l.params_at);
            toks.get(open + 1).map_or(l.params_at, |t| t.start)
        });
        self.diags.push(Diag::new(id, at, order));
        self.diags.last_mut().expect("just pushed")
    }

    fn function(&mut self, decl: &Decl, entity: &Entity, order: u32) {
        let global = entity.is_global();
        self.nodiscard_on_void(decl, entity, order);
        if let Some(lc) = entity.launch.as_deref() {
            self.launch_config(decl, entity, lc, global, order);
        }
        if !global && self.has_grid_constant_param(decl) {
            self.at_name(decl, tag::GRID_CONSTANT_NON_KERNEL, order).push_arg("__global__");
        }
        if global {
            self.kernel_template_packs(decl, order);
        }
    }

    /// One of the function's (or lambda's) parameters is `__grid_constant__`.
    fn has_grid_constant_param(&self, decl: &Decl) -> bool {
        let params = decl.func.as_ref().map(|f| f.params.as_slice()).unwrap_or(&[]);
        params.iter().any(|&p| self.apply.entities.get(p).is_some_and(|e| e.has_flag("grid_constant")))
    }

    /// `[[nodiscard]]` on a routine returning void (a kernel, say) or a
    /// destructor has nothing to keep: warned at the attribute.
    fn nodiscard_on_void(&mut self, decl: &Decl, entity: &Entity, order: u32) {
        let destructor = decl.name.is_some_and(|n| n.as_str().starts_with('~'));
        if !destructor && !crate::handlers::exec_space::decl_returns_void(self.text, decl) {
            return;
        }
        if let Some(attr) = self.scan.entity_attr(entity, &["nodiscard"]) {
            self.diags.push(Diag::new(tag::NODISCARD_DOESNT_APPLY, attr.name_span.start, order));
        }
    }

    /// A variadic `__global__` template may have one pack, and it must be
    /// the last template parameter.
    fn kernel_template_packs(&mut self, decl: &Decl, order: u32) {
        let Some(t) = decl.template.as_ref().filter(|t| t.kind == TemplateKind::Primary) else { return };
        let packs: Vec<_> = t.params.iter().enumerate().filter(|(_, p)| p.is_pack).collect();
        if let Some((_, p)) = packs.iter().find(|(i, _)| *i + 1 != t.params.len()) {
            self.diags.push(Diag::new(tag::GLOBAL_FUNCTION_PACK_NOT_LAST, p.name_span.start, order));
        }
        if let Some((_, p)) = packs.get(1) {
            self.diags.push(Diag::new(tag::GLOBAL_FUNCTION_MULTIPLE_PACKS, p.name_span.start, order));
        }
    }

    /// The extended-lambda rules (`--extended-lambda`), or the error that
    /// the flag is missing.
    fn lambda(&mut self, decl: &Decl, entity: &Entity, order: u32) {
        if let Some(lc) = entity.launch.as_deref() {
            self.launch_config(decl, entity, lc, false, order);
        }
        let Some(info) = decl.lambda.as_ref() else { return };
        let space = entity.exec_space;
        let annotated = space & (exec::HOST_BIT | 0x02) != 0;
        if annotated && !self.cfg.extended_lambda {
            let at = annotated_template_head(self.text, self.scan, info).unwrap_or(info.params_at);
            self.diags.push(Diag::new(tag::EXTENDED_LAMBDA_DISALLOWED, at, order));
        }
        // A lambda's call operator is never `__global__`, whatever its
        // annotation (or the flag).
        if self.has_grid_constant_param(decl) {
            self.diags.push(Diag::new(tag::GRID_CONSTANT_NON_KERNEL, info.params_at, order).arg("__global__"));
        }
        if !annotated || !self.cfg.extended_lambda {
            return;
        }
        let host = space & exec::HOST_BIT != 0;
        let device = space & 0x02 != 0;
        if host && device && info.generic {
            self.diags.push(Diag::new(tag::EXTENDED_HOST_DEVICE_GENERIC_LAMBDA, info.capture_span.start, order));
        }
        let kind = if host && device { "__host__ __device__" } else if device { "__device__" } else { return };
        // By reference: neither kind may capture so.
        {
            if info.default_ref_capture {
                self.diags.push(Diag::new(tag::EXTENDED_LAMBDA_REFERENCE_CAPTURE, info.params_at, order).arg(kind));
                for (at, _) in self.implicit_captures(decl) {
                    self.diags.push(Diag::new(tag::EXTENDED_LAMBDA_REFERENCE_CAPTURE, at, order).arg(kind));
                }
            }
            for &at in &info.ref_captures {
                self.diags.push(Diag::new(tag::EXTENDED_LAMBDA_REFERENCE_CAPTURE, at, order).arg(kind));
            }
        }
        if let Some(at) = self.pack_capture(decl) {
            self.diags.push(Diag::new(tag::EXTENDED_LAMBDA_PACK_CAPTURE, at, order).arg(kind));
        }
        if host && device {
            if let Some(&at) = info.init_captures.first() {
                self.diags.push(Diag::new(tag::EXTENDED_LAMBDA_HD_INIT_CAPTURE, at, order));
            }
        }
        if info.is_constexpr {
            let at = decl.func.as_ref().and_then(|f| f.body_span).map_or(info.params_at, |b| b.start);
            self.diags.push(Diag::new(tag::EXTENDED_LAMBDA_CONSTEXPR, at, order).arg("constexpr").arg(kind));
        }
        if let Some(outer) = self.enclosing_lambda(decl) {
            let outer_space = self.apply.entities.get(outer.0).map_or(0, |e| e.exec_space);
            let outer_hd = outer_space & exec::HOST_BIT != 0 && outer_space & 0x02 != 0;
            if outer.1.lambda.as_ref().is_some_and(|l| l.generic) {
                self.diags.push(Diag::new(tag::EXTENDED_LAMBDA_ENCLOSING_FUNCTION_GENERIC_LAMBDA, info.params_at, order).arg(kind).arg("operator()"));
            } else if outer_hd {
                self.diags.push(Diag::new(tag::EXTENDED_LAMBDA_ENCLOSING_FUNCTION_HD_LAMBDA, info.params_at, order).arg(kind).arg("operator()"));
            }
        }
        let Some(parent) = self.enclosing_function(decl) else { return };
        let pname = parent.name.map_or(String::new(), |n| n.to_string());
        let scan: &'a ScanIl = self.scan;
        let class = parent.parent.map(|c| &scan.ast.decls[c]).filter(|_| parent.context == Context::Class);
        if let Some(class) = class {
            for (at, shown) in self.private_type_captures(decl, class) {
                let mut d = Diag::new(tag::EXTENDED_LAMBDA_CAPTURE_PRIVATE_TYPE, at, order);
                d.args.push(('t', format!("\"{shown}\"")));
                self.diags.push(d);
            }
        }
        if parent.deduces_return_type() {
            self.diags.push(Diag::new(tag::EXTENDED_LAMBDA_ENCLOSING_FUNCTION_DEDUCIBLE, info.params_at, order).arg(kind).arg(pname.clone()));
        }
        if class.is_some() && self.in_local_class(parent) {
            self.diags.push(Diag::new(tag::EXTENDED_LAMBDA_ENCLOSING_FUNCTION_LOCAL, info.params_at, order).arg(kind).arg(pname));
        } else if class.is_some_and(|c| c.name.is_none()) {
            self.diags.push(Diag::new(tag::EXTENDED_LAMBDA_PARENT_CLASS_UNNAMED, info.params_at, order).arg(kind).arg(pname));
        } else if class.is_some() && matches!(parent.access, Some(Access::Private | Access::Protected)) {
            self.diags.push(Diag::new(tag::EXTENDED_LAMBDA_INACCESSIBLE_PARENT, info.params_at, order).arg(kind).arg(pname));
        } else if let Some(hidden) = class.and_then(|c| self.inaccessible_ancestor(c)) {
            let cname = hidden.name.map_or(String::new(), |n| n.to_string());
            self.diags.push(Diag::new(tag::EXTENDED_LAMBDA_INACCESSIBLE_ANCESTOR, info.params_at, order).arg(kind).arg(cname));
        }
    }

    /// Where an extended lambda captures an element of the enclosing
    /// function's parameter pack (cudafe++ reports the first): a capture
    /// `[t...]`, or with a `[=]` default the first use of the pack in the
    /// body that is not `sizeof...`'s operand.
    fn pack_capture(&self, lambda: &Decl) -> Option<u32> {
        let info = lambda.lambda.as_ref()?;
        let toks = &self.scan.ast.tokens;
        let text = self.text;
        let first = toks.partition_point(|t| t.start < info.capture_span.start);
        let last = toks.partition_point(|t| t.start < info.capture_span.end);
        let captures = toks.get(first..last)?;
        let word = |k: usize| captures.get(k).map_or("", |t| t.text(text));
        if let Some(k) = (1..captures.len()).find(|&k| captures[k].kind == crate::lexer::TokKind::Ident && word(k + 1) == "..." && matches!(word(k - 1), "[" | ",")) {
            return Some(captures[k].start);
        }
        if word(1) != "=" || !matches!(word(2), "]" | ",") {
            return None;
        }
        let packs = self.enclosing_packs(lambda);
        let body = lambda.func.as_ref()?.body_span?;
        let from = toks.partition_point(|t| t.start < body.start);
        let mut i = from;
        while let Some(t) = toks.get(i).filter(|t| t.start < body.end) {
            let name = t.text(text);
            if name == "sizeof" && toks.get(i + 1).is_some_and(|n| n.text(text) == "...") {
                i = crate::lexer::skip_group(text, toks, i + 2);
                continue;
            }
            let member = i > 0 && matches!(toks[i - 1].text(text), "." | "->" | "::");
            if t.kind == crate::lexer::TokKind::Ident && !member && packs.contains(&name) {
                return Some(t.start);
            }
            i += 1;
        }
        None
    }

    /// The names of the function parameter packs of the function around a
    /// lambda.
    fn enclosing_packs(&self, lambda: &Decl) -> Vec<&'a str> {
        let scan: &'a ScanIl = self.scan;
        let Some(function) = self.enclosing_function(lambda) else { return Vec::new() };
        let params = function.func.iter().flat_map(|f| f.params.iter());
        params.map(|&q| &scan.ast.decls[q]).filter(|q| q.specs.has(Specs::PACK)).filter_map(|q| q.name.map(|n| n.as_str())).collect()
    }

    /// First uses, in a lambda's body, of the enclosing function's
    /// parameters and locals: what a `[&]` default captures.
    fn implicit_captures(&self, lambda: &Decl) -> Vec<(u32, DeclIdx)> {
        let decls = &self.scan.ast.decls;
        let Some(body) = lambda.func.as_ref().and_then(|f| f.body_span) else { return Vec::new() };
        let mut own: Vec<&str> = Vec::new();
        let mut stack: Vec<DeclIdx> = lambda.func.iter().flat_map(|f| f.params.iter().copied()).chain(lambda.locals.iter().copied()).collect();
        while let Some(d) = stack.pop() {
            own.extend(decls[d].name.map(|n| n.as_str()));
            stack.extend(decls[d].locals.iter().copied());
        }
        let outer = self.outer_variables(lambda);
        let toks = &self.scan.ast.tokens;
        let text = self.text;
        let mut seen: Vec<&str> = Vec::new();
        let mut out = Vec::new();
        let first = toks.partition_point(|t| t.start < body.start);
        for (i, t) in toks.iter().enumerate().skip(first).take_while(|(_, t)| t.start < body.end) {
            let name = t.text(text);
            let member = i > 0 && matches!(toks[i - 1].text(text), "." | "->" | "::");
            if t.kind != crate::lexer::TokKind::Ident || member || own.contains(&name) || seen.contains(&name) {
                continue;
            }
            if let Some(&(_, d)) = outer.iter().find(|(n, _)| *n == name) {
                seen.push(name);
                out.push((t.start, d));
            }
        }
        out
    }

    /// The parameters and locals of the blocks and functions around a
    /// lambda, out to its enclosing function: what it may capture, the
    /// innermost first.
    fn outer_variables(&self, lambda: &Decl) -> Vec<(&'a str, DeclIdx)> {
        let decls = &self.scan.ast.decls;
        let mut outer: Vec<(&'a str, DeclIdx)> = Vec::new();
        let mut parent = lambda.parent;
        while let Some(p) = parent {
            let pd = &decls[p];
            let named = |q: &DeclIdx| decls[*q].name.map(|n| (n.as_str(), *q));
            outer.extend(pd.func.iter().flat_map(|f| f.params.iter()).filter_map(named));
            outer.extend(pd.locals.iter().filter_map(named));
            if pd.kind == DeclKind::Function {
                break;
            }
            parent = pd.parent;
        }
        outer
    }

    /// The variables an extended lambda in a member function of `class`
    /// captures whose type is a private or protected member type of that
    /// class (or of a class around it), #3731: where each is reported (an
    /// explicit capture at its name, an implicit one at its first use) and
    /// the type's qualified name.
    fn private_type_captures(&self, lambda: &Decl, class: &'a Decl) -> Vec<(u32, String)> {
        let Some(info) = lambda.lambda.as_ref() else { return Vec::new() };
        let toks = &self.scan.ast.tokens;
        let text = self.text;
        let first = toks.partition_point(|t| t.start < info.capture_span.start);
        let last = toks.partition_point(|t| t.start < info.capture_span.end);
        let word = |k: usize| if k < last { toks.get(k).map_or("", |t| t.text(text)) } else { "" };
        let outer = self.outer_variables(lambda);
        let mut captured: Vec<(u32, DeclIdx)> = Vec::new();
        for k in first + 1..last {
            if matches!(word(k - 1), "[" | ",") && matches!(word(k + 1), "," | "]") {
                if let Some(&(_, d)) = outer.iter().find(|(n, _)| *n == word(k)) {
                    captured.push((toks[k].start, d));
                }
            }
        }
        if word(first + 1) == "=" && matches!(word(first + 2), "]" | ",") {
            captured.extend(self.implicit_captures(lambda));
        }
        captured.into_iter().filter_map(|(at, d)| self.private_member_type(&self.scan.ast.decls[d], class).map(|shown| (at, shown))).collect()
    }

    /// The private or protected class or enumeration of `class` (or of a
    /// class around it) that variable `var`'s type names, by its qualified
    /// name.
    fn private_member_type(&self, var: &Decl, class: &'a Decl) -> Option<String> {
        let toks = &self.scan.ast.tokens;
        let text = self.text;
        let first = toks.partition_point(|t| t.start < var.type_span.start);
        let last = toks.partition_point(|t| t.start < var.type_span.end);
        let words: Vec<&str> = toks.get(first..last)?.iter().map(|t| t.text(text)).collect();
        let (k, name) = words.iter().enumerate().rev().find(|(_, w)| w.starts_with(|c: char| c.is_alphabetic() || c == '_') && !matches!(**w, "const" | "volatile" | "struct" | "class" | "enum" | "union" | "typename"))?;
        if k > 0 && words[k - 1] == "::" {
            return None;
        }
        let decls = &self.scan.ast.decls;
        let mut c = class;
        for _ in 0..64 {
            let nested = c.members.iter().map(|&m| &decls[m]).find(|m| matches!(m.kind, DeclKind::Class | DeclKind::Enum) && m.name.is_some_and(|n| n.as_str() == *name));
            if let Some(nested) = nested {
                return matches!(nested.access, Some(Access::Private | Access::Protected)).then(|| self.class_path(c) + "::" + name);
            }
            let outer = &decls[c.parent?];
            if outer.kind != DeclKind::Class || c.context != Context::Class {
                return None;
            }
            c = outer;
        }
        None
    }

    /// A class's qualified name: the namespaces and classes around it.
    fn class_path(&self, class: &Decl) -> String {
        let decls = &self.scan.ast.decls;
        let mut names: Vec<&str> = Vec::new();
        let mut c = Some(class);
        while let Some(d) = c.filter(|d| d.kind == DeclKind::Class) {
            names.push(d.name.map_or("", |n| n.as_str()));
            c = d.parent.map(|p| &decls[p]).filter(|_| d.context == Context::Class);
        }
        names.extend(self.scope.rsplit("::").filter(|n| !n.is_empty()));
        names.reverse();
        names.join("::")
    }

    /// The nearest lambda enclosing a lambda, inside the same function.
    fn enclosing_lambda(&self, decl: &Decl) -> Option<(DeclIdx, &'a Decl)> {
        let scan: &'a ScanIl = self.scan;
        let mut parent = decl.parent;
        while let Some(p) = parent {
            let pd = &scan.ast.decls[p];
            match pd.kind {
                DeclKind::Lambda => return Some((p, pd)),
                DeclKind::Function => return None,
                _ => parent = pd.parent,
            }
        }
        None
    }

    /// A class, or a class enclosing it, that is a private or protected
    /// member of another class.
    fn inaccessible_ancestor(&self, class: &'a Decl) -> Option<&'a Decl> {
        let scan: &'a ScanIl = self.scan;
        let mut c = class;
        for _ in 0..64 {
            if c.context != Context::Class {
                return None;
            }
            if matches!(c.access, Some(Access::Private | Access::Protected)) {
                return Some(c);
            }
            c = &scan.ast.decls[c.parent?];
        }
        None
    }

    /// The nearest enclosing function (not lambda) of a declaration.
    fn enclosing_function(&self, decl: &Decl) -> Option<&'a Decl> {
        let scan: &'a ScanIl = self.scan;
        let mut parent = decl.parent;
        while let Some(p) = parent {
            let pd = &scan.ast.decls[p];
            if pd.kind == DeclKind::Function {
                return Some(pd);
            }
            parent = pd.parent;
        }
        None
    }

    /// A member of a class defined inside a function body.
    fn in_local_class(&self, member: &Decl) -> bool {
        member.parent.map(|c| &self.scan.ast.decls[c]).is_some_and(|c| c.context == Context::Block)
    }

    /// An argument of `attr` names a template parameter of `decl` or of
    /// a class template around it.
    fn names_template_param(&self, decl: &Decl, attr: &crate::il::RawAttr) -> bool {
        let Some(args) = &attr.args else { return false };
        let mut params: Vec<&str> = Vec::new();
        let mut d = Some(decl);
        for _ in 0..64 {
            let Some(cur) = d else { break };
            params.extend(cur.template.iter().flat_map(|t| t.params.iter()).filter_map(|p| p.name.map(|n| n.as_str())));
            d = cur.parent.map(|p| &self.scan.ast.decls[p]).filter(|p| p.kind == DeclKind::Class);
        }
        let toks = self.scan.ast.tokens.get(args.first as usize..args.last as usize).unwrap_or(&[]);
        toks.iter().any(|t| t.kind == crate::lexer::TokKind::Ident && params.contains(&t.text(self.text)))
    }

    fn launch_config(&mut self, decl: &Decl, entity: &Entity, lc: &LaunchConfig, global: bool, order: u32) {
        let lb = lc.flags & LaunchConfig::LAUNCH_BOUNDS_SET != 0;
        let cluster = lc.flags & LaunchConfig::CLUSTER_DIMS_SET != 0;
        let block = lc.flags & LaunchConfig::BLOCK_SIZE_SET != 0;
        if !global {
            // A member function template's attributes are checked for a
            // `__global__` function by no one (only `__launch_bounds__`'s
            // member rule applies), and a `__maxnreg__`, `__cluster_dims__`
            // or `__block_size__` whose arguments name a template
            // parameter is applied per instance, which cudafe++ does not
            // check either.
            let member_template = decl.context == Context::Class && decl.template.as_ref().is_some_and(|t| t.kind == TemplateKind::Primary);
            let applied = |cx: &Self, names: &[&str]| !member_template && !cx.scan.entity_attr(entity, names).is_some_and(|a| cx.names_template_param(decl, a));
            if lb {
                // On a member function (a lambda's call operator too) it
                // is out of place twice over.
                if decl.context == Context::Class || decl.kind == DeclKind::Lambda {
                    if let Some(attr) = self.scan.entity_attr(entity, &["launch_bounds"]) {
                        self.diags.push(Diag::new(tag::BOUNDS_ATTR_ONLY_NONMEMBER_FUNC, attr.name_span.start, order).arg("__launch_bounds__"));
                    }
                }
                if !member_template {
                    self.at_name(decl, tag::BOUNDS_ATTR_ONLY_ON_GLOBAL_FUNC, order).push_arg("__launch_bounds__");
                }
            }
            if block && applied(self, &["block_size"]) {
                self.at_name(decl, tag::BOUNDS_ATTR_ONLY_ON_GLOBAL_FUNC, order).push_arg("__block_size__");
            } else if cluster && !block && applied(self, &["cluster_dims"]) {
                self.at_name(decl, tag::BOUNDS_ATTR_ONLY_ON_GLOBAL_FUNC, order).push_arg("__cluster_dims__");
            }
            if lc.maxnreg >= 0 && applied(self, &["maxnreg"]) {
                self.at_name(decl, tag::MAXNREG_ATTR_ONLY_ON_GLOBAL_FUNC, order).push_arg("__maxnreg__");
            }
            return;
        }
        // A `__global__` member is an error of its own (apply's), and its
        // launch bounds are out of place too (a friend is no member).
        let member = decl.context == Context::Class && !decl.specs.has(Specs::FRIEND);
        if lb && member {
            if let Some(attr) = self.scan.entity_attr(entity, &["launch_bounds"]) {
                self.diags.push(Diag::new(tag::BOUNDS_ATTR_ONLY_NONMEMBER_FUNC, attr.name_span.start, order).arg("__launch_bounds__"));
            }
        }
        // (An out-of-scope definition, `void S::k()`, is checked where the
        // symbol table tells a class from a namespace: redecl.)
        let out_of_scope = decl.context != Context::Class && !decl.qualifier.is_empty();
        if lb && lc.maxnreg >= 0 && lc.flags & LaunchConfig::MAXNREG_DEPENDENT == 0 && !out_of_scope {
            self.at_name(decl, tag::BOUNDS_MAXNREG_INCOMPATIBLE_QUALIFIERS, order).push_arg("__launch_bounds__ and __maxnreg__");
        }
        // In i128: three dimensions near i32::MAX overflow i64 (a fuzz
        // regression). A negative product (negative dimensions, reported
        // already) counts as too many threads, as it did in u64.
        let product = |d: [i32; 3]| d.iter().map(|&x| i128::from(x)).product::<i128>();
        if cluster && lc.flags & LaunchConfig::CLUSTER_DIMS_DYNAMIC == 0 && lc.max_blocks_per_cluster > 0 && product(lc.cluster_dims) > i128::from(lc.max_blocks_per_cluster) {
            self.at_name(decl, tag::TOO_MANY_BLOCKS_IN_CLUSTER, order).push_arg("__cluster_dims__");
        }
        let threads = product(lc.block_size);
        if block && lb && lc.max_threads_per_block > 0 && (threads < 0 || threads > i128::from(lc.max_threads_per_block)) {
            self.at_name(decl, tag::TOO_MANY_THREADS_IN_BLOCK, order);
        }
        if block && lc.flags & LaunchConfig::CLUSTER_DIMS_DYNAMIC != 0 {
            self.at_name(decl, tag::CONFLICT_BETWEEN_DYNAMIC_CLUSTER_DIM_AND_BLOCK_SIZE, order);
        }
    }

    fn variable(&mut self, decl: &Decl, entity: &Entity, order: u32) {
        let managed = entity.ext_memory_space & mem::EXT_MANAGED != 0;
        let shared = entity.memory_space & mem::SHARED != 0;
        let constant = entity.memory_space & mem::CONSTANT != 0;
        if managed {
            if shared || constant {
                self.at_name(decl, tag::MANAGED_CANT_BE_SHARED_CONSTANT, order);
            }
            // A reference to const is a reference, not a const object.
            if (decl.specs.has(Specs::CONST) || decl.specs.has(Specs::CONSTEXPR)) && !decl.specs.has(Specs::REFERENCE) {
                self.at_name(decl, tag::MANAGED_CONST_TYPE_NOT_ALLOWED, order);
            }
            if decl.specs.has(Specs::REFERENCE) {
                self.at_name(decl, tag::MANAGED_REFERENCE_TYPE_NOT_ALLOWED, order);
            }
        }
        if shared && decl.specs.has(Specs::FOR_RANGE) {
            self.at_name(decl, tag::SHARED_SPECIFIER_IN_RANGE_FOR, order);
            return;
        }
        // (`extern __device__ int x;` in a body declares the namespace's
        // variable: no local.)
        if decl.context == Context::Block && entity.memory_space != 0 && !decl.specs.has(Specs::EXTERN) && self.in_host_function(decl) {
            let space = space_name(shared, constant, managed);
            let storage = if shared || decl.specs.has(Specs::STATIC) { "a static" } else { "an automatic" };
            let d = self.at_name(decl, tag::ILLEGAL_LOCAL_TO_HOST_FUNCTION, order);
            d.push_arg(storage);
            d.push_arg(space);
            return;
        }
        let inline_var = decl.specs.has(Specs::INLINE) && decl.context == Context::Namespace && !decl.specs.has(Specs::STATIC);
        if inline_var && !self.cfg.rdc && entity.memory_space & (mem::DEVICE | mem::CONSTANT) != 0 && !self.in_anonymous_namespace {
            let space = if constant { "__constant__" } else if managed { "__managed__" } else { "__device__" };
            self.at_name(decl, tag::UNSUPPORTED_INLINE_VAR, order).push_arg(space);
        }
        if shared && decl.init.is_some() {
            let d = self.at_name(decl, tag::ILLEGAL_INIT, order);
            d.push_arg("__shared__");
        }
        // Each translation unit would have its own: the device and host
        // sides could not agree on which one a name means.
        if self.in_unnamed_inline_namespace && entity.memory_space != 0 && decl.context == Context::Namespace && decl.template.is_none() {
            let space = space_name(shared, constant, managed);
            self.at_name(decl, tag::DEVICE_VARIABLE_IN_UNNAMED_INLINE_NS, order).push_arg(space);
        }
    }

    /// The function or lambda whose body declares `decl` runs on the host:
    /// it is not `__device__`-only or `__global__`.
    fn in_host_function(&self, decl: &Decl) -> bool {
        let mut parent = decl.parent;
        while let Some(p) = parent {
            let pd = &self.scan.ast.decls[p];
            if let Some(e) = self.apply.entities.get(p) {
                // A lambda without an execution space of its own is in its
                // enclosing function's (`__shared__` locals are fine in a
                // lambda in a kernel).
                let inherits = e.kind == EntityKind::Lambda && e.exec_space & (exec::HOST_BIT | exec::DEVICE_BIT | exec::GLOBAL_BIT) == 0;
                if matches!(e.kind, EntityKind::Function | EntityKind::Lambda) && !inherits {
                    let space = e.exec_space;
                    return space & exec::GLOBAL_BIT == 0 && (space & exec::DEVICE_BIT == 0 || space & exec::HOST_BIT != 0);
                }
            }
            parent = pd.parent;
        }
        false
    }

    /// The declaration-wide rules of the table, `OnlyOnGlobal` and
    /// `ConflictsWith`, for every attribute that was not dropped as it was
    /// applied. Each rule reports once per declaration, however often its
    /// attributes are repeated.
    fn table_rules(&mut self, lookup: &crate::il::LookupIl, tables: &Tables, decl: &Decl, entity: &Entity, order: u32) {
        let applied: Vec<(AttrIdx, u16)> = entity
            .attrs
            .iter()
            .filter(|a| !self.apply.dropped.contains(a))
            .filter_map(|&a| Some((a, lookup.resolved.get(a)?.row?)))
            .collect();
        let mut reported: Vec<(u16, u16, &str)> = Vec::new();
        for &(attr, row_idx) in &applied {
            let row = tables.attrs.row(row_idx);
            for rule in row.rules.iter() {
                if let Rule::OnlyOnGlobal { diag } = rule {
                    if !self.on_global(entity) && !reported.contains(&(row_idx, row_idx, diag)) {
                        reported.push((row_idx, row_idx, diag));
                        let name = self.printed_name(tables, attr, row_idx);
                        self.emit_rule(tables, decl, diag, order, name, "__global__".to_string());
                    }
                }
                let Rule::ConflictsWith { attr: other, diag } = rule else { continue };
                let Some(&(other_attr, other_row)) = applied.iter().find(|&&(_, r)| tables.attrs.row(r).name == *other) else { continue };
                let pair = (row_idx.min(other_row), row_idx.max(other_row), diag.as_ref());
                if reported.contains(&pair) {
                    continue;
                }
                reported.push(pair);
                let at = |a: AttrIdx| self.scan.attrs[a].name_span.start;
                let (first, later) = if at(attr) <= at(other_attr) { ((attr, row_idx), (other_attr, other_row)) } else { ((other_attr, other_row), (attr, row_idx)) };
                let first = self.printed_name(tables, first.0, first.1);
                let later = self.printed_name(tables, later.0, later.1);
                self.emit_rule(tables, decl, diag, order, first, later);
            }
        }
    }

    /// The entity is a `__global__` function, or a parameter of one.
    fn on_global(&self, entity: &Entity) -> bool {
        match entity.kind {
            EntityKind::Parameter => self
                .scan
                .ast
                .decls
                .iter()
                .find(|(_, d)| d.func.as_ref().is_some_and(|f| f.params.contains(&entity.decl)))
                .and_then(|(function, _)| self.apply.entities.get(function))
                .is_some_and(|f| f.is_global()),
            _ => entity.is_global(),
        }
    }

    fn printed_name(&self, tables: &Tables, attr: AttrIdx, row: u16) -> String {
        printed_name(tables.attrs.row(row), &self.scan.attrs[attr])
    }

    /// A rule's diagnostic at the declared name: `%s1` an attribute, `%s2`
    /// the rule's value, `%n1` the entity.
    fn emit_rule(&mut self, tables: &Tables, decl: &Decl, tag_name: &str, order: u32, first: String, second: String) {
        let Some(id) = tables.diags.id(tag_name) else { return };
        let entity = entity_name(decl);
        let d = self.at_name(decl, id, order);
        d.push_arg(first);
        d.push_arg(second);
        d.args.push(('n', entity));
    }
}

/// A variable's memory space as diagnostics name it.
fn space_name(shared: bool, constant: bool, managed: bool) -> &'static str {
    if shared {
        "__shared__"
    } else if constant {
        "__constant__"
    } else if managed {
        "__managed__"
    } else {
        "__device__"
    }
}
