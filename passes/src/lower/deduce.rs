//! The types of expressions, as far as a kernel template's launch needs
//! them to deduce its template arguments (`k<<<1, 1>>>(p, 2.0f, lambda)`
//! instantiates `k<float, closure>`): literals, named variables and
//! parameters, lambdas (their closure types), casts and constructions.
//! What cufe cannot type stays unknown, and the instance is not made.

use super::body::BodyEnv;
use crate::scoped::ScopedStr;
use super::emit::Printer;
use super::expr::{Expr, Range};
use super::ty::Ty;
use super::types::{self, DeclTy};
use super::stub::Instance;
use super::Lowerer;
use crate::il::{exec, EntityKind};
use crate::lexer::TokKind;
use crate::parse::{Decl, DeclIdx, DeclKind, TemplateKind};

/// How cudafe++ spells a builtin arithmetic type.
pub fn builtin_spelling(t: Ty) -> Option<&'static str> {
    Some(match t {
        Ty::Bool => "bool",
        Ty::Char => "char",
        Ty::SChar => "signed char",
        Ty::UChar => "unsigned char",
        Ty::Short => "short",
        Ty::UShort => "unsigned short",
        Ty::Int => "int",
        Ty::UInt => "unsigned",
        Ty::Long => "long",
        Ty::ULong => "unsigned long",
        Ty::LLong => "long long",
        Ty::ULLong => "unsigned long long",
        Ty::Float => "float",
        Ty::Double => "double",
        Ty::LDouble => "long double",
        Ty::WChar => "wchar_t",
        Ty::Char16 => "char16_t",
        Ty::Char32 => "char32_t",
        _ => return None,
    })
}

/// A type cufe read but cannot use for deduction (`auto`, `decltype`).
fn usable(t: DeclTy) -> Option<DeclTy> {
    match &t {
        DeclTy::Unknown(_) => None,
        DeclTy::Named(s, _) if s == "auto" || s.starts_with("decltype") || s.starts_with("__decltype") => None,
        DeclTy::Const(x) | DeclTy::Volatile(x) | DeclTy::Restrict(x) | DeclTy::Pointer(x) | DeclTy::LRef(x) | DeclTy::RRef(x) | DeclTy::Array(x, _) => usable((**x).clone()).map(|_| t),
        _ => Some(t),
    }
}

impl Lowerer<'_> {
    /// A constant variable's value: its own (`const_value`), or its
    /// initializer evaluated with the constants it names looked up from
    /// its scope (`const int dataN = 1 << log2Data;`); a parameterless
    /// constexpr function's, its returned expression evaluated so.
    pub fn variable_value(&self, s: &crate::symbols::Symbol, depth: u32) -> Option<i128> {
        /// Constants naming constants: a bound on how deep that goes.
        const MAX_DEPTH: u32 = 16;
        if let Some(v) = s.detail.const_value {
            return Some(v);
        }
        let init = s.detail.const_init.as_deref().or(s.detail.const_return.as_deref()).filter(|_| depth < MAX_DEPTH)?;
        let scope = s.qname.rsplit_once_scope().map_or("", |(scope, _)| scope);
        let integer_type = |name: &str| self.typedef_ty_in(name, scope).is_some_and(Ty::is_integral);
        crate::eval::eval_int_typed(init, &crate::lexer::lex(init), &|name| self.constant_named(name, scope, depth + 1), &integer_type)
    }

    /// The value of the constant variable `name`, or of the call `f()` of a
    /// constexpr function, seen from `scope`.
    pub fn constant_named(&self, name: &str, scope: &str, depth: u32) -> Option<i128> {
        let (name, kind) = match name.strip_suffix("()") {
            Some(f) => (f, crate::il::EntityKind::Function),
            None => (name, crate::il::EntityKind::Variable),
        };
        // (Qualified too: `ns::N`.)
        let parts: Vec<&str> = name.trim_global().split_scopes().map(str::trim).collect();
        self.table.resolve(&parts, scope, name.starts_with("::")).into_iter().find(|v| v.kind == kind).and_then(|v| self.variable_value(v, depth))
    }

    /// The declared type of the variable or parameter `name` that function
    /// `f` declares before `at` (the last one: an approximation of scope).
    pub fn local_var_ty(&self, f: DeclIdx, name: &str, at: u32) -> Option<DeclTy> {
        let (idx, d) = self.local_var_decl(f, name, at)?;
        let fd = self.decl(f);
        if let Some(known) = self.local_var_tys.borrow().get(&(f, idx)) {
            return known.clone();
        }
        // In a function template, its parameters are `DeclTy::Param`; in a
        // class template's member, the class's.
        let tparams: Vec<String> = match self.class_template_member(f) {
            Some(_) => self.per_instance_params(f).into_iter().map(str::to_string).collect(),
            None => fd.template.as_ref().filter(|t| t.kind == TemplateKind::Primary).map(|t| t.params.iter().filter_map(|p| p.name.map(|n| n.as_str().to_string())).collect()).unwrap_or_default(),
        };
        let ty = self.declared_ty(d, &tparams).map(|ty| match (d.kind, ty) {
            // A parameter declared as an array is a pointer.
            (DeclKind::Parameter, DeclTy::Array(elem, _)) => DeclTy::Pointer(elem),
            (_, ty) => ty,
        });
        let ty = ty.or_else(|| self.auto_from_call(d));
        // In a member function, a member typedef of its class read as the
        // class's (`OptionMap::iterator` for `Parser::OptionMap`).
        let ty = match ty {
            Some(DeclTy::Named(written, _)) if let Some(q) = self.this_class(f).and_then(|c| self.in_class_scope(&written, &c)) => usable(types::parse(&q, &crate::lexer::lex(&q), &tparams)),
            ty => ty,
        };
        self.local_var_tys.borrow_mut().insert((f, idx), ty.clone());
        ty
    }

    /// A type written in class `class` that names one of the class's
    /// member typedefs or classes, qualified by the class (`OptionMap` in
    /// `OptionParser` is `OptionParser::OptionMap`), so that it reads the
    /// same from outside the class.
    pub fn in_class_scope(&self, written: &str, class: &str) -> Option<String> {
        let toks = crate::lexer::lex(written);
        let at = toks.iter().position(|t| t.kind == TokKind::Ident && !matches!(t.text(written), "const" | "volatile" | "typename" | "struct" | "class"))?;
        if at > 0 && toks[at - 1].text(written) == "::" || toks.get(at + 1).is_some_and(|t| t.text(written) == "<") {
            return None;
        }
        let first = toks[at].text(written);
        let member = format!("{class}::{first}");
        let declared = self.table.aliases.contains_key(&member) || self.table.lookup(&member).any(|(_, s)| s.kind == EntityKind::Type);
        let start = toks[at].start as usize;
        declared.then(|| format!("{}{member}{}", &written[..start], &written[start + first.len()..]))
    }

    /// The variable or parameter `name` that function `f` declares before
    /// `at` (the last one: an approximation of scope).
    pub fn local_var_decl(&self, f: DeclIdx, name: &str, at: u32) -> Option<(DeclIdx, &Decl)> {
        let fd = self.decl(f);
        let end = fd.func.as_ref().and_then(|x| x.body_span).map_or(fd.span.end, |b| b.end).min(at);
        self.view.scan.ast.decls.iter().rfind(|(_, d)| matches!(d.kind, DeclKind::Variable | DeclKind::Parameter) && d.span.start >= fd.span.start && d.span.start < end && d.name.is_some_and(|n| n.as_str() == name))
    }

    /// A local's type as found, replacing what `local_var_ty` found alone
    /// (a body deduces more: `auto name = s->fill(iss);`).
    pub fn set_local_var_ty(&self, f: DeclIdx, idx: DeclIdx, ty: Option<DeclTy>) {
        self.local_var_tys.borrow_mut().insert((f, idx), ty);
    }

    /// The class an `auto` variable holds when its initializer is a call
    /// of a function (not a template, not overloaded) that returns one
    /// by value (`auto t = std::chrono::steady_clock::now();`).
    fn auto_from_call(&self, d: &Decl) -> Option<DeclTy> {
        let first = self.index_at(d.type_span.start);
        let name_tok = self.index_at(d.name_span.start);
        // (A later declarator of the declaration too: `auto a = f(), b =
        // g();`.)
        let plain_declarator = name_tok == first + 1 || name_tok > first + 1 && self.tok(name_tok - 1) == ",";
        if self.tok(first) != "auto" || !plain_declarator {
            return None;
        }
        let init = d.init?;
        let (from, to) = (self.index_at(init.start), self.index_at(init.end));
        let from = if self.tok(from) == "=" { from + 1 } else { from };
        // `name ( ... )` and nothing after it.
        let open = (from..to).find(|&k| self.tok(k) == "(")?;
        if self.group_end(open) != to {
            return None;
        }
        // A function template called with explicit arguments, one of which
        // it returns (`auto d = duration_cast<duration<double>>(t);`).
        let lt = (from..open).find(|&k| self.tok(k) == "<");
        let name_first = |lt: usize| (from..lt).all(|k| self.toks[k].kind == crate::lexer::TokKind::Ident || self.tok(k) == "::");
        if let Some(lt) = lt.filter(|&lt| name_first(lt) && crate::lexer::template_args_end(self.text, self.toks, lt) == Some(open)) {
            let callee = (from..lt).map(|k| self.tok(k)).chain((lt..open).map(|k| self.tok(k))).collect::<Vec<_>>().join(" ");
            let written = self.template_call_type(&callee, None)?;
            let t = usable(types::parse(&written, &crate::lexer::lex(&written), &[]))?;
            let DeclTy::Named(name, _) = &t else { return None };
            return self.is_class_type(name).then_some(t);
        }
        if (from..open).any(|k| !(self.toks[k].kind == crate::lexer::TokKind::Ident || self.tok(k) == "::")) {
            return None;
        }
        let callee: String = (from..open).map(|k| self.tok(k)).collect();
        let parts: Vec<&str> = callee.trim_global().split_scopes().collect();
        let mut found = self.table.resolve(&parts, &self.scope, callee.starts_with("::"));
        if found.is_empty() {
            found = self.member_through_alias(&parts, callee.starts_with("::"));
        }
        let [f] = found.as_slice() else { return None };
        if f.kind != crate::il::EntityKind::Function || f.template.is_some() {
            return None;
        }
        let written = f.value_type_name.as_deref()?;
        let scope = f.class.clone().unwrap_or_else(|| f.qname.rsplit_once_scope().map_or(String::new(), |(s, _)| s.to_string()));
        let t = self.qualified_type_in(&usable(types::parse(written, &crate::lexer::lex(written), &[]))?, &scope);
        let DeclTy::Named(name, _) = &t else { return None };
        self.is_class_type(name).then_some(t)
    }

    /// `A::f` where `A` is a typedef of a class (`high_resolution_clock`
    /// of `system_clock`): the class's members named `f`.
    fn member_through_alias(&self, parts: &[&str], absolute: bool) -> Vec<&crate::symbols::Symbol> {
        let Some((member, scope)) = parts.split_last().filter(|(_, s)| !s.is_empty()) else { return Vec::new() };
        let Some(alias) = self.table.resolve_alias_through(scope, &self.scope, absolute) else { return Vec::new() };
        let alias_scope = alias.qname.rsplit_once_scope().map_or("", |(s, _)| s);
        let mut target: Vec<&str> = alias.target.split_scopes().map(str::trim).filter(|p| !p.is_empty()).collect();
        if target.iter().any(|p| p.contains(['<', ' ', '*', '&'])) {
            return Vec::new();
        }
        target.push(member);
        self.table.resolve(&target, alias_scope, false)
    }

    /// A variable's declared type: specifiers, the declarator's pointer
    /// operators and array extents.
    /// A pointer-to-member-function declarator around the name at
    /// `name_tok` whose `*` is at `star` (`(C::*pf)(int) const`): where it
    /// opens and the token after its parameters' cv-qualifiers.
    fn member_function_declarator(&self, type_end: usize, star: usize, name_tok: usize) -> Option<(usize, usize)> {
        let j = self.member_class_start(type_end, star);
        let open = j.checked_sub(1).filter(|&o| o >= type_end && j < star && self.tok(o) == "(")?;
        let close = self.group_end(open);
        if close <= name_tok || self.tok(close) != "(" {
            return None;
        }
        let mut end = self.group_end(close);
        while matches!(self.tok(end), "const" | "volatile") {
            end += 1;
        }
        Some((open, end))
    }

    /// Where the class name of a pointer-to-member declarator whose
    /// declarator operators start at `star` starts (`B` of `B::*pa`), not
    /// before `type_end`; `star` itself when there is none.
    fn member_class_start(&self, type_end: usize, star: usize) -> usize {
        let mut j = star;
        while j >= type_end + 2 && self.tok(j - 1) == "::" && self.toks.get(j - 2).is_some_and(|t| t.kind == TokKind::Ident) {
            j -= 2;
        }
        j
    }

    pub fn declared_ty(&self, d: &Decl, tparams: &[String]) -> Option<DeclTy> {
        let first = self.index_at(d.type_span.start);
        let type_end = self.index_at(d.type_span.end);
        let name_tok = self.index_at(d.name_span.start);
        // `const` or `constexpr` before the type specifier is outside its
        // span: `const` qualifies the specified type, `constexpr` the
        // variable.
        let before = self.index_at(d.span.start)..first;
        let leading_const = before.clone().find(|&k| self.tok(k) == "const").and_then(|k| self.toks.get(k)).copied();
        let constexpr = before.clone().any(|k| self.tok(k) == "constexpr");
        let mut toks: Vec<_> = leading_const.into_iter().collect();
        toks.extend(self.toks.get(first..type_end.max(first))?.iter().copied().filter(|t| !self.in_attribute(t.start)));
        // `T (*name)[N]`, `R (*name)(params)`: the whole declarator but
        // the name.
        if self.parenthesized_name(name_tok) && name_tok >= type_end + 2 {
            let end = self.declarator_end(d);
            toks.extend(self.toks.get(type_end..end)?.iter().enumerate().filter(|&(n, _)| type_end + n != name_tok).map(|(_, t)| *t));
            let consts = |name: &str| self.constant_named(name, &self.scope, 0);
            return usable(types::parse_with(self.text, &toks, tparams, &consts));
        }
        let mut k = name_tok;
        while k > type_end && matches!(self.tok(k - 1), "*" | "&" | "&&" | "const" | "volatile" | "__restrict__" | "__restrict") {
            k -= 1;
        }
        match self.member_function_declarator(type_end, k, name_tok) {
            // (The whole declarator: the parameters and their `const` are the type's.)
            Some((open, end)) => toks.extend(self.toks.get(open..end)?.iter().copied()),
            // (A pointer to data member's class too: `int B::*pa`.)
            None => toks.extend(self.toks.get(self.member_class_start(type_end, k)..name_tok)?.iter().copied()),
        }
        let mut ty = usable(types::parse(self.text, &toks, tparams))?;
        if constexpr && !matches!(ty, DeclTy::Const(_)) {
            ty = DeclTy::Const(Box::new(ty));
        }
        let mut extents = Vec::new();
        let mut i = name_tok + 1;
        // A parameter's unsized first extent makes it a pointer
        // (`char *argv[]` is a `char **`).
        let mut adjusted = false;
        while self.tok(i) == "[" {
            let close = self.group_end(i);
            if extents.is_empty() && !adjusted && close == i + 2 && d.kind == DeclKind::Parameter {
                adjusted = true;
                i = close;
                continue;
            }
            // (A named constant too: `__shared__ unsigned bins[NUM_BINS];`.)
            let n = crate::eval::eval_int_with(self.text, self.toks.get(i + 1..close.saturating_sub(1))?, &|name| self.constant_named(name, &self.scope, 0));
            let Some(n) = n else {
                // The template's value parameter as the one extent
                // (`__shared__ unsigned s[BINS];`): its elements' type is
                // known all the same.
                let param = (close == i + 3 && extents.is_empty() && self.tok(close) != "[").then(|| tparams.iter().position(|p| p == self.tok(i + 1))).flatten()?;
                return Some(DeclTy::ParamArray(Box::new(ty), u32::try_from(param).ok()?, self.tok(i + 1).to_string()));
            };
            extents.push(u64::try_from(n).ok()?);
            i = close;
        }
        for n in extents.into_iter().rev() {
            ty = DeclTy::Array(Box::new(ty), n);
        }
        if adjusted {
            ty = DeclTy::Pointer(Box::new(ty));
        }
        Some(ty)
    }

    /// The type a type-id `r` names (`Buf<int>`, `dim3`, `float`).
    pub(super) fn type_id_ty(&self, r: Range, tparams: &[String]) -> Option<DeclTy> {
        usable(types::parse(self.text, self.toks.get(r.first..r.last)?, tparams))
    }
}

impl BodyEnv<'_, '_> {
    /// A call in host code of a function template: an instance of it
    /// (whose launches of kernel templates the stub needs).
    pub fn note_template_call(&self, callee: &str, args: &[Expr]) {
        // (In device code, only a device function template's instance
        // matters: its device code's temporaries, see `temps`.)
        let device = self.device.get();
        // (Nor device code that is not emitted: a `static` or `inline`
        // device function, which exists once called, is not followed.)
        let emitted = |f: crate::parse::DeclIdx| self.low.exec_space(f) & exec::GLOBAL_BIT != 0 || self.low.always_emitted(f);
        let device_only = self.function.is_some_and(|f| self.low.exec_space(f) & (exec::HOST_BIT | exec::DEVICE_BIT) == exec::DEVICE_BIT);
        if device_only && !self.in_template.get() && !self.function.is_some_and(emitted) {
            return;
        }
        // In a function template the call's types may depend on its
        // parameters: it is made per instance (a member of a class
        // template is not followed).
        let within = self.function.filter(|&f| self.low.is_per_instance(f));
        if self.in_template.get() && within.is_none() {
            return;
        }
        let (base, written) = match callee.split_once('<') {
            Some((b, a)) => (b.trim(), Some(super::split_template_args(&format!("<{a}")))),
            None => (callee.trim(), None),
        };
        let parts: Vec<&str> = base.trim_global().split_scopes().map(str::trim).collect();
        let found = self.low.table.resolve(&parts, &self.low.scope, base.starts_with("::"));
        let template = found.iter().any(|s| s.kind == EntityKind::Function && s.template == Some(TemplateKind::Primary) && s.exec_space & exec::GLOBAL_BIT == 0 && (!device || s.exec_space & exec::DEVICE_BIT != 0));
        if !template {
            return;
        }
        let name = parts.last().copied().unwrap_or(base).to_string();
        let use_ = match written {
            // Typedefs named as written arguments are seen through, as a
            // launch's are.
            Some(written_args) => {
                let (written, sugar) = self.resolved_type_args(written_args);
                // (Classes among them may reach a kernel template's
                // launch in the instance, as a launch's own do.)
                for a in &written {
                    self.low.note_passed_layout(&DeclTy::Named(a.clone(), Vec::new()));
                }
                // Fewer written than the template has: the call's
                // arguments deduce the rest.
                let declared = crate::symbols::function_template_params(&found);
                match declared {
                    Some(n) if written.len() < n && !args.is_empty() => {
                        let tys: Vec<Option<DeclTy>> = args.iter().map(|a| self.expr_decl_ty(a).map(|t| self.low.builtin_aliases_resolved(&self.low.sugared(&t), 0))).collect();
                        for t in tys.iter().flatten() {
                            self.low.note_passed_layout(t);
                        }
                        Instance::Partial(name, written, sugar, tys, self.deferral())
                    }
                    _ => Instance::Launched(name, written, self.deferral(), sugar),
                }
            }
            None => {
                // (A typedef of a builtin type is seen through here, where
                // it is known: the instance is named by the builtin, a
                // global one's name kept as sugar for the stub to spell.)
                let tys: Vec<Option<DeclTy>> = args.iter().map(|a| self.expr_decl_ty(a).map(|t| self.low.builtin_aliases_resolved(&self.low.sugared(&t), 0))).collect();
                // The classes passed may reach a kernel template's launch
                // in the instance: print sizes its parameters by them.
                for t in tys.iter().flatten() {
                    self.low.note_passed_layout(t);
                }
                Instance::Deduced(name, tys, self.deferral())
            }
        };
        match within {
            Some(f) => self.low.templated_uses.borrow_mut().push((f, super::stub::TemplateUse::Call(use_))),
            None => self.low.note_fn_use(use_, self.unless_called()),
        }
    }

    /// A call of a member function on an object of a class template's
    /// specialization (`a.go()` on a `D<int>`): that member's instance,
    /// whose launches the stub needs (EDG instantiates a class template's
    /// member function where it is used). In the class template's own
    /// members, an unqualified call (`base` `None`) or one through `this`
    /// calls the member of the same instance.
    pub fn note_member_call(&self, base: Option<&Expr>, member: &str) {
        if self.device.get() || !is_identifier(member) {
            return;
        }
        let within = self.function.filter(|&f| self.low.is_per_instance(f));
        if self.in_template.get() && within.is_none() {
            return;
        }
        let own = || {
            let (_, key) = self.low.class_template_member(self.function?)?;
            let (class, _) = key.rsplit_once_scope()?;
            let params = self.low.per_instance_params(self.function?);
            Some((class.to_string(), params.into_iter().map(str::to_string).collect::<Vec<_>>()))
        };
        let found = match base.map(Expr::without_parens) {
            None | Some(Expr::This) => own(),
            Some(b) => self.expr_decl_ty(b).and_then(|t| specialization_named(t.innermost())),
        };
        let Some((class, written)) = found else { return };
        self.note_member_instance(within, class, written, member);
    }

    /// A call naming the member through its class (`D<int>::go(p)`): see
    /// `note_member_call`.
    pub fn note_qualified_member_call(&self, callee: &str) {
        let Some((class, member)) = callee.rsplit_once_scope() else { return };
        if self.device.get() || !is_identifier(member.trim()) || !class.trim_end().ends_with('>') {
            return;
        }
        let within = self.function.filter(|&f| self.low.is_per_instance(f));
        if self.in_template.get() && within.is_none() {
            return;
        }
        let Some((class, written)) = specialization_named(&DeclTy::Named(class.trim().to_string(), Vec::new())) else { return };
        self.note_member_instance(within, class, written, member.trim());
    }

    /// The instance of member `member` of the class template `class`'s
    /// specialization for `written` arguments, used in host code: from
    /// the per-instance function `within`, per instance of it.
    fn note_member_instance(&self, within: Option<DeclIdx>, class: String, written: Vec<String>, member: &str) {
        let (written, sugar) = self.resolved_type_args(written);
        let use_ = Instance::Launched(format!("{class}::{member}"), written, self.deferral(), sugar);
        match within {
            Some(f) => self.low.templated_uses.borrow_mut().push((f, super::stub::TemplateUse::Call(use_))),
            None => self.low.note_fn_use(use_, self.unless_called()),
        }
    }

    /// The type of an expression, for deduction; `None` when unknown.
    pub fn expr_decl_ty(&self, e: &Expr) -> Option<DeclTy> {
        match e {
            Expr::Paren(inner) => self.expr_decl_ty(inner),
            Expr::Lambda(r) => self.closure_at(r.first),
            Expr::This => Some(DeclTy::Pointer(Box::new(self.written_ty(&self.low.this_class(self.function?)?)?))),
            Expr::Name(r) if r.last == r.first + 1 => self.name_ty(r.first),
            // A namespace's variable named through its namespace
            // (`std::cout`).
            Expr::Name(r) => {
                let text = self.printer().range_text(*r);
                self.namespace_var_ty(&text)
            }
            Expr::Typeid(..) => self.written_ty("const std::type_info"),
            Expr::Strings(_) => Some(DeclTy::Pointer(Box::new(DeclTy::Const(Box::new(DeclTy::Builtin("char".into())))))),
            Expr::Literal(i) if self.low.toks.get(*i).is_some_and(|t| t.kind == TokKind::Str) => self.expr_decl_ty(&Expr::Strings(Range { first: *i, last: *i + 1 })),
            Expr::Unary("&", inner) => match self.expr_decl_ty(inner)? {
                DeclTy::Array(..) => None,
                t => Some(DeclTy::Pointer(Box::new(t))),
            },
            Expr::Construct(r, _, _) | Expr::Cast(r, _) | Expr::NamedCast(_, r, _) => self.low.type_id_ty(*r, &self.template_params),
            // A function template called with explicit arguments, one of
            // which it returns (`duration_cast<nanoseconds>(d)`).
            Expr::Call(callee, _) => match &**callee {
                // A member function returning an object (`s->fill(iss)`).
                Expr::Member(base, op, name) if name.last == name.first + 1 => {
                    let member = self.low.tok(name.first);
                    let class = self.object_type_name(base, *op == "->");
                    let written = class.and_then(|class| self.low.class_result_name(&format!("{class}::{member}")).or_else(|| self.low.specialization_member_type(&class, member)));
                    written.and_then(|t| self.written_ty(&t)).or_else(|| self.specialization_member_decl_ty(base, *op == "->", member)).or_else(|| self.arithmetic_ty(e))
                }
                // (`>>` closes nested arguments: `duration_cast<duration<double>>`.)
                Expr::Name(r) if matches!(self.low.tok(r.last - 1), ">" | ">>") => {
                    let callee = self.printer().range_text(*r);
                    let Expr::Call(_, args) = e else { return None };
                    self.written_ty(&self.low.template_call_type(&callee, Some(args.len()))?)
                }
                // A function returning an object (`__float2half(x)`), not
                // a local (a function pointer, a closure) of that name.
                Expr::Name(r) => {
                    let callee = self.printer().range_text(*r);
                    let global = Some(&callee).filter(|c| self.scopes.borrow().find(c).is_none());
                    let class = global.and_then(|c| self.low.class_result_name(c));
                    let Expr::Call(_, args) = e else { return None };
                    // (Or a template's, which returns what it deduces
                    // from an argument: `*std::max_element(b, e)`.)
                    let deduced = || global.and_then(|c| self.deduced_result_arg(c, args)).and_then(|a| self.expr_decl_ty(a)).filter(|t| self.names_class(t));
                    class.and_then(|t| self.written_ty(&t)).or_else(deduced).or_else(|| self.arithmetic_ty(e))
                }
                _ => self.arithmetic_ty(e),
            },
            // A data member of a class object (`params.kernel.blockDim`).
            Expr::Member(base, op, name) if name.last == name.first + 1 => {
                let Some(field) = self.object_class(base).and_then(|class| self.low.field_symbol(&class, self.low.tok(name.first))) else {
                    return self.specialization_member_decl_ty(base, *op == "->", self.low.tok(name.first));
                };
                let ty = self.field_decl_ty(field)?;
                // The text stops at the name: an array's extents follow it
                // (`half *hp[2]`), one level per rank (sizes not needed).
                Some((0..field.array_rank.max(u8::from(field.is_array))).fold(ty, |t, _| DeclTy::Array(Box::new(t), 0)))
            }
            // The object a pointer points to (`*q = c` for a `__half2 *q`).
            Expr::Unary("*", inner) => match self.expr_decl_ty(inner).as_ref().map(DeclTy::unqualified) {
                Some(DeclTy::Array(inner, _) | DeclTy::Pointer(inner)) => Some((**inner).clone()),
                _ => self.arithmetic_ty(e),
            },
            // A pointer moved by an integer (`(*b + 30)[0]`, `(u - 1)`):
            // a pointer to the same elements, an array's decayed.
            Expr::Binary(a, op, b) if op == "+" || op == "-" => {
                let pointer = |x: &Expr| match self.expr_decl_ty(x).as_ref().map(DeclTy::unqualified) {
                    Some(DeclTy::Array(inner, _) | DeclTy::Pointer(inner)) => Some(DeclTy::Pointer(inner.clone())),
                    _ => None,
                };
                let integral = |x: &Expr| self.printer().ty_of(x).is_some_and(Ty::is_integral);
                match (pointer(a), op.as_str()) {
                    (Some(p), _) if integral(b) => Some(p),
                    (None, "+") if integral(a) => pointer(b).or_else(|| self.arithmetic_ty(e)),
                    _ => self.arithmetic_ty(e),
                }
            }
            // An element of an array or pointer (`palette[0].a`).
            Expr::Index(base, _) => match self.expr_decl_ty(base).as_ref().map(DeclTy::unqualified) {
                Some(DeclTy::Array(inner, _) | DeclTy::Pointer(inner)) => Some((**inner).clone()),
                // What a class object's `operator[]` returns
                // (`std::map<int, Opt>`'s element an `Opt`), the object
                // named through a reference too.
                Some(t) if matches!(super::body::referred(t), DeclTy::Named(..)) => self.subscript_result_class(base).and_then(|t| self.written_ty(&t)).or_else(|| self.arithmetic_ty(e)),
                _ => self.arithmetic_ty(e),
            },
            _ => self.arithmetic_ty(e),
        }
    }

    /// A data member's declared type. A class its declaration defines
    /// (`union { ... } res;`, `struct P { ... } p;`) is named from the
    /// member's class, where its members are (`Outer::::f` for the
    /// unnamed one, `Outer::P::x`), and so is a class of that class the
    /// member names (`P p;` inside `Outer`).
    fn field_decl_ty(&self, field: &crate::symbols::Symbol) -> Option<DeclTy> {
        let written = field.member_type_text.as_deref()?;
        let scope = field.class.as_deref()?;
        let Some((head, tail)) = written.split_once('{') else {
            let ty = self.written_ty(written)?;
            return Some(self.nested_class_qualified(ty, scope));
        };
        let name = head.split_whitespace().rfind(|w| !matches!(*w, "struct" | "class" | "union" | "const" | "volatile")).unwrap_or("");
        let operators = tail.rsplit_once('}')?.1;
        if operators.contains(['&', '(', '[']) {
            return None;
        }
        let class = DeclTy::Named(crate::symbols::qualify(scope, name), Vec::new());
        Some(operators.chars().filter(|&c| c == '*').fold(class, |t, _| DeclTy::Pointer(Box::new(t))))
    }

    /// `ty` (a member's type, written in class `scope`) with a class name
    /// that only that class's scope finds qualified by it.
    fn nested_class_qualified(&self, ty: DeclTy, scope: &str) -> DeclTy {
        let qualify = |t: DeclTy| -> DeclTy {
            let DeclTy::Named(name, parts) = &t else { return t };
            let plain = !name.contains(['<', ':', ' ']);
            if !plain || self.low.table.resolve(&[name.as_str()], &self.low.scope, false).iter().any(|s| s.kind == crate::il::EntityKind::Type) {
                return t;
            }
            let from_class = self.low.table.resolve(&[name.as_str()], scope, false);
            match from_class.as_slice() {
                [s] if s.kind == crate::il::EntityKind::Type => DeclTy::Named(s.qname.clone(), parts.clone()),
                _ => t,
            }
        };
        match ty {
            DeclTy::Pointer(inner) => DeclTy::Pointer(Box::new(qualify(*inner))),
            DeclTy::Const(inner) => DeclTy::Const(Box::new(qualify(*inner))),
            t => qualify(t),
        }
    }

    /// The type of member `member` of the object `base` designates (or
    /// points to, `arrow`) when that is a class template's
    /// specialization (`in.p`, `in.data()` of a `const Buf<T> &in`): see
    /// `Lowerer::specialization_member_text`. A template's parameters
    /// among its arguments stay parameters, for the launches of each of
    /// its instances to deduce from.
    fn specialization_member_decl_ty(&self, base: &Expr, arrow: bool, member: &str) -> Option<DeclTy> {
        let object = self.expr_decl_ty(base)?;
        let referred = match object.unqualified() {
            DeclTy::LRef(inner) | DeclTy::RRef(inner) => &**inner,
            t => t,
        };
        let t = match (arrow, referred.unqualified()) {
            (true, DeclTy::Pointer(inner)) => &**inner,
            (true, _) => return None,
            (false, _) => referred,
        };
        let constant = matches!(t, DeclTy::Const(_));
        let DeclTy::Named(spelled, _) = t.unqualified() else { return None };
        if !spelled.contains('<') {
            return None;
        }
        let text = self.low.specialization_member_text(spelled, member, constant)?;
        self.written_ty(&text)
    }

    /// A variable a body names: a lambda variable's closure, a local's or
    /// parameter's declared type.
    pub(super) fn name_ty(&self, at: usize) -> Option<DeclTy> {
        let name = self.low.tok(at);
        if let Some((_, t)) = self.lambda_vars.borrow().iter().rev().find(|(n, _)| n == name) {
            return Some(t.clone());
        }
        let f = self.function?;
        if self.scopes.borrow().find(name).is_some() {
            let at = self.low.toks.get(at)?.start;
            let known = self.local_name_tys.borrow().get(&at).cloned();
            let t = match known {
                Some(t) => t,
                None => {
                    let t = self.low.local_var_ty(f, name, at).or_else(|| self.auto_from_expression(f, name, at));
                    self.local_name_tys.borrow_mut().insert(at, t.clone());
                    t
                }
            }?;
            return Some(self.through_local_aliases(t, 0));
        }
        super::remembered(&self.outer_name_tys, name, || self.data_member_ty(name).or_else(|| self.namespace_var_ty(name)))
    }

    /// `t` with the block-scope aliases it names replaced by what they
    /// stand for (`using T2 = __nv_bfloat162; T2 a;` declares a class
    /// object): outside its block an alias names nothing, and the class's
    /// operators are looked up by the class's own name.
    fn through_local_aliases(&self, t: DeclTy, depth: u32) -> DeclTy {
        /// Aliases of aliases: a bound on how deep that goes.
        const MAX_DEPTH: u32 = 8;
        // (Without block-scope aliases nothing is replaced: no copy to make.)
        if depth >= MAX_DEPTH || self.local_aliases.borrow().is_empty() {
            return t;
        }
        if let Some(layered) = t.map_declarator(|x| self.through_local_aliases(x.clone(), depth)) {
            return layered;
        }
        let DeclTy::Named(name, _) = &t else { return t };
        match self.local_alias(name) {
            Some((target, false)) => match self.written_ty(&target) {
                Some(resolved) => self.through_local_aliases(resolved, depth + 1),
                None => t,
            },
            _ => t,
        }
    }

    /// The class a local declared `auto` (or `auto &`) holds, from its
    /// initializer's type as the body knows it (a member function's
    /// result: `auto name = s->fill(iss);`). Remembered either way.
    fn auto_from_expression(&self, f: DeclIdx, name: &str, at: u32) -> Option<DeclTy> {
        let (idx, d) = self.low.local_var_decl(f, name, at)?;
        // (`const auto name = args[i];` too.)
        let mut first = self.low.index_at(d.type_span.start);
        while matches!(self.low.tok(first), "const" | "volatile") {
            first += 1;
        }
        // (A reference to it designates such an object as well.)
        let reference = matches!(self.low.tok(first + 1), "&" | "&&");
        if d.kind != DeclKind::Variable || self.low.tok(first) != "auto" || self.low.index_at(d.name_span.start) != first + 1 + usize::from(reference) {
            return None;
        }
        let name_tok = self.low.index_at(d.name_span.start);
        let ty = match d.init {
            Some(init) => {
                let (from, to) = (self.low.index_at(init.start), self.low.index_at(init.end));
                let from = if self.low.tok(from) == "=" { from + 1 } else { from };
                self.expression_ty(from, to)
            }
            // A range-based `for`'s variable: an element of the range.
            None if self.low.tok(name_tok + 1) == ":" => {
                let mut depth = 0usize;
                let last = (name_tok + 2..self.low.toks.len()).find(|&k| match self.low.tok(k) {
                    "(" | "[" | "{" => {
                        depth += 1;
                        false
                    }
                    ")" if depth == 0 => true,
                    ")" | "]" | "}" => {
                        depth = depth.saturating_sub(1);
                        false
                    }
                    _ => false,
                })?;
                self.range_element_ty(name_tok + 2, last)
            }
            None => None,
        };
        // (A pointer to one too: `auto c = reinterpret_cast<__half2 *>(p);`
        // makes `c[i] = x` the class's assignment.)
        let ty = ty.filter(|t| match t.unqualified() {
            DeclTy::Pointer(elem) => !reference && matches!(elem.unqualified(), DeclTy::Named(..)) && self.names_class(elem),
            t => matches!(t, DeclTy::Named(..)) && self.names_class(t),
        });
        self.low.set_local_var_ty(f, idx, ty.clone());
        ty
    }

    /// The declared type of the expression tokens `from..to` make.
    fn expression_ty(&self, from: usize, to: usize) -> Option<DeclTy> {
        let is_type = |n: &str| self.is_type(n);
        let mut p = self.parser(from, to, &is_type);
        let e = p.expression();
        if p.at_end() {
            self.expr_decl_ty(&e)
        } else {
            None
        }
    }

    /// The type of an element of the range the tokens `from..to` make:
    /// an array's element, or a container's `value_type`.
    pub(super) fn range_element_ty(&self, from: usize, to: usize) -> Option<DeclTy> {
        let range = self.expression_ty(from, to)?;
        let range = match range.unqualified() {
            DeclTy::LRef(t) | DeclTy::RRef(t) => t.unqualified().clone(),
            t => t.clone(),
        };
        match range {
            DeclTy::Array(elem, _) => Some(*elem),
            DeclTy::Named(class, _) if !super::emit::Env::is_dependent(self, &class) => {
                let t = self.low.member_typedef(&class, &self.low.scope, "value_type", 0)?;
                if t.scope == self.low.scope {
                    self.written_ty(&t.text)
                } else {
                    // (A specialization's template by its full name, its
                    // arguments bound from what is written here.)
                    let c = self.low.class_named_from(&t.text, &t.scope)?;
                    let args = t.text.find('<').map_or("", |k| &t.text[k..]);
                    self.written_ty(&format!("{}{args}", c.qname))
                }
            }
            _ => None,
        }
    }

    /// The declared type of a variable of a namespace the body sees
    /// (`OS out;` at global scope).
    fn namespace_var_ty(&self, name: &str) -> Option<DeclTy> {
        let parts: Vec<&str> = name.trim_global().split_scopes().map(str::trim).collect();
        // A using-declaration brings one in too (`using std::cerr;`).
        let found = self.low.table.resolve_functions(&parts, &self.low.scope, name.starts_with("::"));
        let var = found.iter().find(|s| s.kind == crate::il::EntityKind::Variable && s.class.is_none())?;
        // Its type's names are looked up from its namespace.
        let scope = var.qname.rsplit_once_scope().map_or("", |(s, _)| s);
        let t = self.low.qualified_type_in(&self.written_ty(var.member_type_text.as_deref()?)?, scope);
        // The written type stops at the name: an array's extents follow
        // it (their lengths do not matter to what an element is).
        Some((0..var.array_rank.max(u8::from(var.is_array))).fold(t, |t, _| DeclTy::Array(Box::new(t), 0)))
    }

    /// The declared type of a data member of the enclosing class named
    /// without `this->`: from its declaration in a class body, or from the
    /// symbol table in a member function defined outside it.
    fn data_member_ty(&self, name: &str) -> Option<DeclTy> {
        if let Some(&(_, m)) = self.member_decls.iter().find(|(n, _)| n == name) {
            return self.low.declared_ty(self.low.decl(m), &self.template_params);
        }
        let member = self.out_of_class_member_symbol(name)?;
        let written = member.member_type_text.as_deref()?;
        match member.class.as_deref().and_then(|class| self.low.in_class_scope(written, class)) {
            Some(qualified) => self.written_ty(&qualified),
            None => self.written_ty(written),
        }
    }

    /// A type as written in another item (`Symbol::member_type_text`).
    pub(super) fn written_ty(&self, written: &str) -> Option<DeclTy> {
        usable(types::parse(written, &crate::lexer::lex(written), &self.template_params))
    }

    /// The arithmetic type the printer can tell (literals, operators).
    fn arithmetic_ty(&self, e: &Expr) -> Option<DeclTy> {
        let p = Printer::new(self.low.text, self.low.toks, self);
        builtin_spelling(p.ty_of(e)?).map(|s| DeclTy::Builtin(s.into()))
    }
}

/// The text is one identifier (a member's name without template
/// arguments or an operator).
fn is_identifier(text: &str) -> bool {
    let mut chars = text.chars();
    chars.next().is_some_and(|c| c.is_alphabetic() || c == '_') && chars.all(|c| c.is_alphanumeric() || c == '_')
}

/// A class template specialization's own name and written arguments
/// (`D` and `int` of `n::D<int>`).
fn specialization_named(t: &DeclTy) -> Option<(String, Vec<String>)> {
    let DeclTy::Named(spelled, _) = t else { return None };
    let (base, rest) = spelled.split_once('<')?;
    let name = base.rsplit("::").next().unwrap_or(base).trim();
    Some((name.to_string(), super::split_template_args(&format!("<{rest}"))))
}
