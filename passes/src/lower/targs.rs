//! Class template specializations in kernel parameter types, as the stub
//! spells and mangles them: cudafe++ prints each argument from the
//! template's parameter, not from the text.
//!
//! * A non-type argument is its value cast to the parameter's type, with
//!   the literal suffix of that type: `Arr<short, (int)3>`, `UU<(unsigned
//!   int)5u>`, `LL<(long)-7l>`, `BB<(bool)1>`, `EC<(    ::Color)1>`; it
//!   mangles as `L<type><value>E` (`Li3E`, `Lb1E`, `L5Color1E`).
//! * A type argument is the type it names, typedefs resolved (`Box<uint>`
//!   is `Box<unsigned int>`), a class or enumeration from the global scope:
//!   `    ::P` for one of the global scope (`     ::Box<int>` too, unless it
//!   is an argument of its own template), ` ::ns::Q` for one of a
//!   namespace. An argument that ends in `>` is followed by a space.
//! * Omitted arguments are the parameters' defaults (`D<>` is
//!   `D<(int)3>`).

use super::types::{self, DeclTy};
use crate::scoped::ScopedStr;
use super::Lowerer;
use crate::lexer::{self, TokKind, Token};
use crate::mangle::{self, NamePart, TemplateArg};
use crate::symbols::TemplateParamSig;

/// A name of the written type: one component and its template
/// arguments' token ranges.
struct WrittenPart {
    name: String,
    args: Option<Vec<(usize, usize)>>,
}

/// One argument as the stub has it.
struct Arg {
    spelled: String,
    mangled: TemplateArg,
    /// A non-type argument's value (defaults may name earlier parameters).
    value: Option<i128>,
    /// A type argument's type (a later parameter's type may name it).
    ty: Option<DeclTy>,
}

impl Lowerer<'_> {
    /// `t` (a `Named` type whose name has template arguments, already
    /// qualified from the global scope) with its arguments spelled and
    /// mangled as the stub does; the names in the written arguments are
    /// looked up from `scope` (a default argument's from its template's).
    /// `None` when the name cannot be read.
    pub(super) fn specialization(&self, spelled: &str, scope: &str, depth: u32) -> Option<DeclTy> {
        /// Template arguments in template arguments: a bound on the depth.
        const MAX_DEPTH: u32 = 16;
        if depth > MAX_DEPTH {
            return None;
        }
        let text = split_shifts(spelled);
        let toks = lexer::lex(&text);
        let parts = written_parts(&text, &toks)?;
        let mut out_parts = Vec::new();
        let mut out = String::new();
        let mut path: Vec<&str> = Vec::new();
        for (k, part) in parts.iter().enumerate() {
            if k > 0 {
                out.push_str("::");
            }
            out.push_str(&part.name);
            path.push(&part.name);
            let Some(ranges) = &part.args else {
                out_parts.push(NamePart::plain(&part.name));
                continue;
            };
            let template = path.join("::");
            let sigs = self.table.resolve_class(&template, "").map_or(&[][..], |s| s.detail.tparam_sigs.as_slice());
            let args = self.template_args(&text, &toks, ranges, sigs, (&template, scope), depth);
            out.push('<');
            out.push_str(&Self::spelled_list(&args));
            out.push('>');
            out_parts.push(NamePart { name: part.name.clone(), args: Some(args.into_iter().map(|a| a.mangled).collect()) });
        }
        Some(DeclTy::Named(out, out_parts))
    }

    /// The arguments for `sigs` (the template's parameters; empty when
    /// the template is not the unit's): the written ones, then defaults.
    fn template_args(&self, text: &str, toks: &[Token], ranges: &[(usize, usize)], sigs: &[TemplateParamSig], (template, scope): (&str, &str), depth: u32) -> Vec<Arg> {
        let mut out: Vec<Arg> = Vec::new();
        let mut pack: Vec<Arg> = Vec::new();
        let mut earlier: Vec<(String, i128)> = Vec::new();
        let names = self.table.resolve_class(template, "").map_or(&[][..], |s| s.detail.tparams.as_slice());
        for (k, &(f, l)) in ranges.iter().enumerate() {
            let sig = sigs.get(k).or_else(|| sigs.last().filter(|s| s.is_pack));
            let arg_toks = toks.get(f..l).unwrap_or(&[]);
            let arg = self.template_arg(text, arg_toks, sig, (names, &out, &earlier), (template, scope), depth);
            if let (Some(v), Some(name)) = (arg.value, names.get(k)) {
                earlier.push((name.clone(), v));
            }
            if sig.is_some_and(|s| s.is_pack) {
                pack.push(arg);
            } else {
                out.push(arg);
            }
        }
        for (k, sig) in sigs.iter().enumerate().skip(ranges.len()) {
            let Some(default) = sig.default.as_deref().filter(|_| !sig.is_pack) else { break };
            // The earlier parameters a default names stand for their
            // arguments (`allocator<_Tp>` of `vector<float>` is
            // `allocator<float>`).
            let default = substitute_earlier(default, names, &out);
            let dtoks = lexer::lex(&default);
            // A default's names are looked up from the template's scope.
            let default_scope = template.trim_global().rsplit_once_scope().map_or("", |(s, _)| s);
            let arg = self.template_arg(&default, &dtoks, Some(sig), (names, &out, &earlier), (template, default_scope), depth);
            if let (Some(v), Some(name)) = (arg.value, names.get(k)) {
                earlier.push((name.clone(), v));
            }
            out.push(arg);
        }
        if sigs.last().is_some_and(|s| s.is_pack) {
            let spelled = pack.iter().map(|a| spaced(&a.spelled)).collect::<Vec<_>>().join(", ");
            out.push(Arg { spelled, mangled: TemplateArg::Pack(pack.into_iter().map(|a| a.mangled).collect()), value: None, ty: None });
        }
        out
    }

    /// The arguments' list as the stub prints it between the brackets.
    /// A pack's arguments end with a space, and an empty pack is set off
    /// by one (`Pack<int, float >`, `Pack< >`, `P<int  >`).
    fn spelled_list(args: &[Arg]) -> String {
        let mut out = String::new();
        for (k, a) in args.iter().enumerate() {
            let pack = matches!(a.mangled, TemplateArg::Pack(_));
            if k > 0 {
                out.push_str(if pack && a.spelled.is_empty() { " " } else { ", " });
            }
            out.push_str(&spaced(&a.spelled));
            if pack {
                out.push(' ');
            }
        }
        out
    }

    /// One argument: a value when its parameter is a non-type one (or,
    /// for a template the unit does not define, when it is a literal),
    /// else a type. `known` is the template's parameter names, the
    /// arguments before this one and the earlier values by name.
    fn template_arg(&self, text: &str, toks: &[Token], sig: Option<&TemplateParamSig>, known: (&[String], &[Arg], &[(String, i128)]), (template, scope): (&str, &str), depth: u32) -> Arg {
        let (names, before, earlier) = known;
        let value_ty = match sig {
            Some(s) => s.value_ty.as_deref().map(|t| self.value_type(t, names, before, template)),
            None if toks.first().is_some_and(|t| matches!(t.kind, TokKind::Number | TokKind::Char)) || toks.first().is_some_and(|t| t.text(text) == "-") => Some(DeclTy::Builtin("int".into())),
            None => None,
        };
        match value_ty {
            Some(ty) => self.value_arg(text, toks, &ty, earlier),
            None => self.type_arg(text, toks, template, scope, depth),
        }
    }

    /// A non-type parameter's type: a builtin, an enumeration, or an
    /// earlier parameter's argument (`template <typename T, T V>`).
    fn value_type(&self, written: &str, names: &[String], before: &[Arg], template: &str) -> DeclTy {
        let toks = lexer::lex(written);
        self.value_type_of(types::parse(written, &toks, names), before, template)
    }

    /// `value_type` of a parsed type: a typedef's name followed also
    /// under a qualifier (`const uint32_t N` is an `unsigned int`'s).
    fn value_type_of(&self, t: DeclTy, before: &[Arg], template: &str) -> DeclTy {
        match t {
            DeclTy::Param(k, name) => before.get(k as usize).and_then(|a| a.ty.clone()).unwrap_or(DeclTy::Unknown(name)),
            // Named from the template's scope.
            DeclTy::Named(spelled, parts) => {
                let scope = template.rsplit_once_scope().map_or("", |(s, _)| s);
                let t = self.qualified_name_from(&spelled, &parts, scope).unwrap_or(DeclTy::Named(spelled, parts));
                self.without_aliases(&t, 0)
            }
            DeclTy::Const(inner) => DeclTy::Const(Box::new(self.value_type_of(*inner, before, template))),
            DeclTy::Volatile(inner) => DeclTy::Volatile(Box::new(self.value_type_of(*inner, before, template))),
            t => t,
        }
    }

    /// A kernel template's non-type parameter's type (`unsigned int`,
    /// `bool`, an enumeration), named from the kernel's scope.
    pub(super) fn kernel_value_type(&self, written: &str, names: &[String], idx: crate::parse::DeclIdx) -> DeclTy {
        let scope: Vec<String> = self.scope_parts(idx).into_iter().map(|p| p.name).collect();
        let template = scope.iter().map(|s| format!("{s}::")).collect::<String>() + "_";
        // (An instance exists only where `enable_if`'s condition holds: the
        // parameter is of its second argument's type.)
        let enabled = enable_if_type(written);
        let written = enabled.as_deref().unwrap_or(written);
        // (`const unsigned NT` is an `unsigned int` parameter: a top-level
        // qualifier is not part of a non-type parameter's type.)
        match self.value_type(written, names, &[], &template) {
            DeclTy::Const(inner) | DeclTy::Volatile(inner) => *inner,
            t => t,
        }
    }

    /// `(T)value` with `T`'s literal suffix, mangled `L<T><value>E`.
    fn value_arg(&self, text: &str, toks: &[Token], ty: &DeclTy, earlier: &[(String, i128)]) -> Arg {
        let enumerators = match ty {
            DeclTy::Enum(name, _) => self.table.resolve_class(name.trim_global(), "").map_or(&[][..], |s| s.detail.enumerator_values.as_slice()),
            _ => &[],
        };
        let names = |n: &str| {
            earlier
                .iter()
                .find(|(k, _)| k == n)
                .map(|(_, v)| *v)
                .or_else(|| enumerators.iter().find(|(k, _)| k.as_str() == n).map(|(_, v)| *v))
                .or_else(|| self.table.resolve(&[n], &self.scope, false).iter().find_map(|s| s.detail.const_value))
        };
        let unqualified = without_qualifiers(text, toks);
        let value = crate::eval::eval_int_with(text, &unqualified, &names);
        let written = || toks.iter().map(|t| t.text(text)).collect::<Vec<_>>().join(" ");
        match ty {
            DeclTy::Builtin(b) => {
                let b = printed_builtin(b);
                let v = value.map(|v| if b == "bool" { i128::from(v != 0) } else { v });
                let code = mangle::builtin_code(b).unwrap_or("i");
                let shown = v.map_or_else(written, |v| format!("{v}{}", literal_suffix(b)));
                Arg { spelled: format!("({b}){shown}"), mangled: TemplateArg::Int(code, v.unwrap_or(0)), value: v, ty: None }
            }
            _ => {
                let shown = value.map_or_else(written, |v| v.to_string());
                Arg { spelled: format!("({}){shown}", arg_spelling(ty, "")), mangled: TemplateArg::Typed(ty.to_mangle(), value.unwrap_or(0)), value, ty: None }
            }
        }
    }

    /// A type argument: the type it names, typedefs resolved, template
    /// arguments of its own rebuilt.
    fn type_arg(&self, text: &str, toks: &[Token], template: &str, scope: &str, depth: u32) -> Arg {
        let t = types::parse(text, toks, &[]);
        let t = self.qualified_arg(&t, scope, depth);
        let t = self.without_aliases(&t, 0);
        Arg { spelled: arg_spelling(&t, template), mangled: TemplateArg::Type(t.to_mangle()), value: None, ty: Some(t) }
    }

    /// `qualified_type` for a template argument, one level deeper.
    fn qualified_arg(&self, t: &DeclTy, scope: &str, depth: u32) -> DeclTy {
        match t {
            DeclTy::Named(spelled, parts) if parts.iter().any(|p| p.args.is_some()) => {
                let q = self.qualified_name_from(spelled, parts, scope).unwrap_or_else(|| t.clone());
                match &q {
                    DeclTy::Named(s, _) => self.specialization(s, scope, depth + 1).unwrap_or(q),
                    _ => q,
                }
            }
            DeclTy::Named(..) => self.qualified_type_in(t, scope),
            other => other.map_declarator(|x| self.qualified_arg(x, scope, depth)).unwrap_or_else(|| other.clone()),
        }
    }
}

/// `default` with each of the template's earlier type parameters it
/// names replaced by that parameter's argument.
fn substitute_earlier(default: &str, names: &[String], args: &[Arg]) -> String {
    let toks = lexer::lex(default);
    if !toks.iter().any(|t| names.iter().take(args.len()).any(|n| n == t.text(default))) {
        return default.to_string();
    }
    let mut out = String::new();
    for t in &toks {
        let text = t.text(default);
        let replaced = names.iter().position(|n| n == text).filter(|&k| k < args.len() && args[k].ty.is_some()).map(|k| args[k].spelled.trim());
        if !out.is_empty() {
            out.push(' ');
        }
        out.push_str(replaced.unwrap_or(text));
    }
    out
}

/// Whether a kernel template's parameter appears in the type: its
/// specializations are spelled once the instance's arguments are known.
pub(super) fn names_template_param(t: &mangle::Ty) -> bool {
    use mangle::Ty;
    let in_args = |args: &[TemplateArg]| {
        args.iter().any(|a| match a {
            TemplateArg::Type(t) | TemplateArg::Typed(t, _) => names_template_param(t),
            TemplateArg::Pack(items) => items.iter().any(|i| matches!(i, TemplateArg::Type(t) if names_template_param(t))),
            TemplateArg::Int(..) => false,
            TemplateArg::ValueParam(_) => true,
        })
    };
    match t {
        Ty::TemplateParam(_) | Ty::TemplateParamArgs(..) | Ty::ParamArray(..) => true,
        Ty::Named(parts) => parts.iter().filter_map(|p| p.args.as_deref()).any(in_args),
        Ty::Pointer(x) | Ty::LRef(x) | Ty::RRef(x) | Ty::Const(x) | Ty::Volatile(x) | Ty::PackExpansion(x) | Ty::Array(_, x) => names_template_param(x),
        Ty::Function(r, ps, _) => names_template_param(r) || ps.iter().any(names_template_param),
        Ty::MemberPointer(c, m) => names_template_param(c) || names_template_param(m),
        Ty::Builtin(_) | Ty::Closure(_) => false,
    }
}

/// The type `typename std::enable_if<C, T>::type` (or `enable_if_t<C,
/// T>`) names where the condition holds: `T`.
fn enable_if_type(written: &str) -> Option<String> {
    let (name, args, after) = super::traits::trait_call(written)?;
    // (A pointer to it is a pointer to its type: `enable_if_t<B> * =
    // nullptr`.)
    let after = after.replace(' ', "");
    let pointers = after.len() - after.trim_end_matches('*').len();
    if !matches!((name, after.trim_end_matches('*')), ("enable_if", "::type") | ("enable_if_t", "")) {
        return None;
    }
    let ty = match args.as_slice() {
        [_] => "void".to_string(),
        [_, ty] => ty.trim().to_string(),
        _ => return None,
    };
    Some(format!("{ty}{}", " *".repeat(pointers)))
}

/// A kernel template instance's non-type argument `written` (already
/// substituted) for a parameter of type `ty`: as the stub spells it
/// (`(unsigned int)512u`, `(bool)1`, `(int)3`) and mangles it.
pub(super) fn typed_value(written: &str, ty: Option<&DeclTy>) -> (String, TemplateArg) {
    // (Traits of the arguments by their values: `std::is_signed<int>
    // ::value` is `1`; a null pointer constant is `0`.)
    let folded = super::traits::fold_values(written);
    let written = folded.as_deref().unwrap_or(written);
    let toks = lexer::lex(written);
    let value = crate::eval::eval_int_with(written, &toks, &|n| if n == "nullptr" { Some(0) } else { runtime_type_size(n) });
    let int = DeclTy::Builtin("int".into());
    match ty.unwrap_or(&int) {
        DeclTy::Builtin(b) => {
            let b = printed_builtin(b);
            let v = value.map(|v| if b == "bool" { i128::from(v != 0) } else { v });
            let code = mangle::builtin_code(b).unwrap_or("i");
            let shown = v.map_or_else(|| written.trim().to_string(), |v| format!("{v}{}", literal_suffix(b)));
            (format!("({b}){shown}"), TemplateArg::Int(code, v.unwrap_or(0)))
        }
        ty => {
            let shown = value.map_or_else(|| written.trim().to_string(), |v| v.to_string());
            (format!("({}){shown}", arg_spelling(ty, "")), TemplateArg::Typed(ty.to_mangle(), value.unwrap_or(0)))
        }
    }
}

/// `sizeof(float4)`: the size of one of the runtime's vector types,
/// which a value argument substituted with its template's arguments may
/// ask for (`sizeof(uint4) / sizeof(T)`).
pub(super) fn runtime_type_size(name: &str) -> Option<i128> {
    let ty = name.strip_prefix("sizeof(")?.strip_suffix(')')?.trim().trim_global();
    super::stub::vector_type_layout(ty).map(|(size, _)| i128::from(size))
}

/// A builtin type as cudafe++ prints it (`unsigned` is `unsigned int`).
pub(super) fn printed_builtin(b: &str) -> &str {
    if b == "unsigned" {
        "unsigned int"
    } else {
        b
    }
}

/// The suffix of an integer literal of builtin type `b`.
pub(super) fn literal_suffix(b: &str) -> &'static str {
    match b {
        "unsigned int" | "unsigned" => "u",
        "long" => "l",
        "unsigned long" => "ul",
        "long long" => "ll",
        "unsigned long long" => "ull",
        _ => "",
    }
}

/// A type as it is printed inside a template argument list (see the
/// module documentation); `template` is the qualified name of the
/// template whose argument it is.
pub(super) fn arg_spelling(t: &DeclTy, template: &str) -> String {
    match t {
        DeclTy::Builtin(s) => printed_builtin(s).to_string(),
        DeclTy::Unknown(s) | DeclTy::Param(_, s) => s.clone(),
        DeclTy::Named(s, parts) | DeclTy::Enum(s, parts) => {
            // (A name read from tokens is spelled with blanks, `n :: Q`:
            // its parts say it as printed.)
            let joined;
            let bare = if parts.iter().all(|p| p.args.is_none()) && !parts.is_empty() {
                joined = parts.iter().map(|p| p.name.as_str()).collect::<Vec<_>>().join("::");
                &joined
            } else {
                s.trim_global()
            };
            let own_template = parts.last().is_some_and(|p| p.args.is_some()) && parts.iter().map(|p| p.name.as_str()).eq(template.trim_global().split_scopes());
            format!("{}::{bare}", scope_blanks(parts, own_template))
        }
        DeclTy::Pointer(x) => declarator(arg_spelling(x, template), "*"),
        DeclTy::LRef(x) => declarator(arg_spelling(x, template), "&"),
        DeclTy::RRef(x) => declarator(arg_spelling(x, template), "&&"),
        DeclTy::Restrict(x) => format!("{}__restrict__ ", arg_spelling(x, template)),
        DeclTy::Const(x) | DeclTy::Volatile(x) => {
            let cv = if matches!(t, DeclTy::Const(_)) { "const" } else { "volatile" };
            match &**x {
                DeclTy::Pointer(_) => format!("{}{cv} ", arg_spelling(x, template)),
                _ => format!("{cv} {}", arg_spelling(x, template)),
            }
        }
        other => other.spell(""),
    }
}

/// The blanks before a class argument's `::`, which say where its name
/// lives: four for the global scope and for `std` (three for
/// `std::__cxx11`), none for a name with an ABI abbreviation
/// (`::std::allocator<int>`), one for any other namespace or class and
/// for an argument of its own template (`vector< ::std::vector<int> >`).
pub(super) fn scope_blanks(parts: &[NamePart], own_template: bool) -> &'static str {
    let names: Vec<&str> = parts.iter().map(|p| p.name.as_str()).collect();
    match names.as_slice() {
        _ if mangle::is_std_abbreviation(parts) => "",
        _ if own_template => " ",
        ["std", _] => "    ",
        ["std", "__cxx11", _] => "   ",
        [_] => "    ",
        _ => " ",
    }
}

/// `inner` followed by a pointer or reference operator: `int *`, `int **`.
fn declarator(inner: String, op: &str) -> String {
    if inner.ends_with(['*', '&']) {
        format!("{inner}{op}")
    } else {
        format!("{inner} {op}")
    }
}

/// An argument that ends in `>` is followed by a space (`Box< ::Box<int> >`).
pub(super) fn spaced(arg: &str) -> String {
    if arg.ends_with('>') {
        format!("{arg} ")
    } else {
        arg.to_string()
    }
}

/// The tokens without the qualifiers of names (`Sc::B` is `B`): an
/// enumerator or constant is looked up by its own name.
fn without_qualifiers(text: &str, toks: &[Token]) -> Vec<Token> {
    let mut out = Vec::new();
    let mut i = 0;
    while i < toks.len() {
        let t = toks[i];
        let qualifier = t.kind == TokKind::Ident && toks.get(i + 1).is_some_and(|n| n.text(text) == "::");
        if qualifier || t.text(text) == "::" {
            i += if qualifier { 2 } else { 1 };
            continue;
        }
        out.push(t);
        i += 1;
    }
    out
}

/// The text with each `>>` outside parentheses as two `>`, so each closes
/// one argument list.
fn split_shifts(spelled: &str) -> String {
    let toks = lexer::lex(spelled);
    let mut depth = 0i32;
    let mut out: Vec<&str> = Vec::new();
    for t in &toks {
        let s = t.text(spelled);
        match s {
            "(" | "[" => depth += 1,
            ")" | "]" => depth -= 1,
            _ => {}
        }
        if s == ">>" && depth == 0 {
            out.extend([">", ">"]);
        } else {
            out.push(s);
        }
    }
    out.join(" ")
}

/// The components of a qualified name with their template arguments'
/// token ranges; `None` when the text is not one name.
fn written_parts(text: &str, toks: &[Token]) -> Option<Vec<WrittenPart>> {
    let mut i = usize::from(toks.first().is_some_and(|t| t.text(text) == "::"));
    let mut parts = Vec::new();
    loop {
        let name = toks.get(i).filter(|t| t.kind == TokKind::Ident)?.text(text).to_string();
        i += 1;
        let mut args = None;
        if toks.get(i).is_some_and(|t| t.text(text) == "<") {
            let (ranges, next) = arg_ranges(text, toks, i)?;
            args = Some(ranges);
            i = next;
        }
        parts.push(WrittenPart { name, args });
        if toks.get(i).is_some_and(|t| t.text(text) == "::") {
            i += 1;
            continue;
        }
        return (i == toks.len()).then_some(parts);
    }
}

/// The argument token ranges of the list opened at `open`, and the index
/// after its `>`.
fn arg_ranges(text: &str, toks: &[Token], open: usize) -> Option<(Vec<(usize, usize)>, usize)> {
    let mut depth = 0i32;
    let mut start = open + 1;
    let mut out = Vec::new();
    for (i, t) in toks.iter().enumerate().skip(open) {
        match t.text(text) {
            "<" | "(" | "[" => depth += 1,
            ")" | "]" => depth -= 1,
            "," if depth == 1 => {
                out.push((start, i));
                start = i + 1;
            }
            ">" => {
                depth -= 1;
                if depth == 0 {
                    if i > start {
                        out.push((start, i));
                    }
                    return Some((out, i + 1));
                }
            }
            _ => {}
        }
    }
    None
}
