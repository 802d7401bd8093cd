//! Itanium C++ ABI name mangling, for the names cudafe++ writes into the
//! host translation and the registration stub (`_Z1kPf`,
//! `__device_stub__Z1kIiEv3BufIT_E`, `_ZN2ns1vE`).
//!
//! The subset is what kernels and device variables need: nested names,
//! template arguments (types and integers), builtin types, pointers,
//! references, cv-qualifiers, template parameters and pack expansions, with
//! the ABI's substitution rules (`S_`, `S0_`, ...), arrays, function and
//! member pointer types, and lambda closure types (local names `Z...E`),
//! with cudafe++'s own encoding of extended-lambda wrappers (`Unvdl`,
//! `Unvdtl`, `Unvhdl`) for the device-stub names.

use std::fmt::Write;

/// Stands for the namespace cudafe++ names a lambda's internal-linkage
/// function in (`_INTERNAL_<module id>`), until the module id is known.
pub const INTERNAL_SCOPE: &str = "@INTERNAL@";

/// Stands for the unit's anonymous namespace (`_GLOBAL__N_<module id>`)
/// until the module id is known.
pub const ANON_SCOPE: &str = "@ANON@";

/// A type as the mangler sees it.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum Ty {
    /// A builtin type, by its ABI code (`i`, `f`, `v`, `y`, `Dn`, ...).
    Builtin(&'static str),
    /// A class or enum, possibly nested and templated.
    Named(Vec<NamePart>),
    /// The `n`-th template parameter of the function (`T_`, `T0_`, ...).
    TemplateParam(u32),
    /// A template template parameter with arguments (`C<int>`: `T_IiE`);
    /// the parameter is a candidate of its own, then the whole.
    TemplateParamArgs(u32, Vec<TemplateArg>),
    Pointer(Box<Ty>),
    LRef(Box<Ty>),
    RRef(Box<Ty>),
    Const(Box<Ty>),
    Volatile(Box<Ty>),
    /// `T...` in a parameter list.
    PackExpansion(Box<Ty>),
    /// `T [N]`.
    Array(u64, Box<Ty>),
    /// `T [N]` with the `n`-th template parameter as `N`: `AT0__T_`.
    ParamArray(u32, Box<Ty>),
    /// A function type: return type, parameter types, and `const` for a
    /// member function's.
    Function(Box<Ty>, Vec<Ty>, bool),
    /// A pointer to member: the class, the member's type.
    MemberPointer(Box<Ty>, Box<Ty>),
    /// A lambda's closure type.
    Closure(Box<Closure>),
}

/// A lambda's closure type: `Z <function> E Ul <parameters> E <n> _`.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Closure {
    /// The function the lambda is in.
    pub function: Function,
    /// That function is a `const` member function.
    pub const_member: bool,
    /// The parameter types of the lambda's `operator()`.
    pub params: Vec<Ty>,
    /// Its number among the function's lambdas with the same parameter
    /// types (0 for the first).
    pub discriminator: u32,
    /// For an extended lambda, the wrapper cudafe++ replaced it with.
    pub wrapper: Option<Wrapper>,
    /// The lambda is in the body of another lambda (itself directly in
    /// `function`), whose `operator()` is then the scope of its name.
    pub outer: Option<OuterLambda>,
}

/// A lambda whose `operator()` encloses another lambda:
/// `Z <function> E N [K] Ul <params> E [n] _ cl E <params>`.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct OuterLambda {
    pub params: Vec<Ty>,
    pub discriminator: u32,
    /// A `mutable` lambda's `operator()` is not `const`.
    pub mutable: bool,
}

/// An extended lambda's wrapper, which cudafe++ encodes in device-stub
/// names instead of the closure type.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Wrapper {
    pub kind: WrapperKind,
    /// The enclosing function's (member) pointer type.
    pub function_ptr: Ty,
    /// The lambda's number in the enclosing function (its tag's).
    pub id: u32,
    pub captures: Vec<Ty>,
}

#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum WrapperKind {
    /// `Unvdl<N>_` (or `Unvdtl<N>_` with a trailing return type).
    Device { trailing_return: Option<Ty> },
    /// `Unvhdl<mutable>_<fn ptr>_<noexcept>_<N>_`, with the signature of
    /// the lambda's `operator()`.
    HostDevice { mutable: bool, fn_ptr: bool, never_throws: bool, ret: Ty, params: Vec<Ty> },
}

/// One component of a qualified name: `Vec<float>` is `Vec` with arguments.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct NamePart {
    pub name: String,
    pub args: Option<Vec<TemplateArg>>,
}

impl NamePart {
    pub fn plain(name: &str) -> NamePart {
        NamePart { name: name.to_string(), args: None }
    }
}

#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum TemplateArg {
    Type(Ty),
    /// A non-type argument: its type's code and value (`Li4E`).
    Int(&'static str, i128),
    /// A non-type argument of an enumeration type: the type, which takes
    /// part in substitutions, and the value (`L5Color1E`).
    Typed(Ty, i128),
    /// A parameter pack's arguments (`J...E`).
    Pack(Vec<TemplateArg>),
    /// A function template's non-type parameter as a class template's
    /// argument in its signature (`Arr<T, N>`): an expression, `XT0_E`.
    ValueParam(u32),
}

/// A function to mangle: its enclosing scopes (namespaces, classes), its
/// name, the template arguments of a template specialization (whose
/// signature then also carries the return type), and parameter types as
/// written in the template.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Function {
    pub scope: Vec<NamePart>,
    pub name: String,
    pub template_args: Option<Vec<TemplateArg>>,
    pub return_ty: Option<Ty>,
    pub params: Vec<Ty>,
}

/// Builtin type codes by spelling (after whitespace normalization).
pub fn builtin_code(spelling: &str) -> Option<&'static str> {
    Some(match spelling {
        "void" => "v",
        "bool" => "b",
        "char" => "c",
        "signed char" => "a",
        "unsigned char" => "h",
        "short" | "short int" | "signed short" | "signed short int" => "s",
        "unsigned short" | "unsigned short int" | "short unsigned int" => "t",
        "int" | "signed" | "signed int" => "i",
        "unsigned" | "unsigned int" => "j",
        "long" | "long int" | "signed long" | "signed long int" => "l",
        "unsigned long" | "unsigned long int" | "long unsigned int" => "m",
        "long long" | "long long int" | "signed long long" | "signed long long int" => "x",
        "unsigned long long" | "unsigned long long int" | "long long unsigned int" => "y",
        "__int128" => "n",
        "unsigned __int128" => "o",
        "float" => "f",
        "double" => "d",
        "long double" => "e",
        "__float128" => "g",
        "wchar_t" => "w",
        "char8_t" => "Du",
        "char16_t" => "Ds",
        "char32_t" => "Di",
        "decltype(nullptr)" | "std::nullptr_t" => "Dn",
        _ => return None,
    })
}

pub fn mangle_function(f: &Function) -> String {
    format!("_Z{}", Mangler::default().encoding(f, false))
}

/// As `mangle_function`, for a member function `const` or not
/// (`_ZNK1C3getEv`).
pub fn mangle_member_function(f: &Function, const_member: bool) -> String {
    format!("_Z{}", Mangler::default().encoding(f, const_member))
}

/// As `mangle_member_function`, for a function whose name is not its
/// source name: an operator (`_ZmiRK1VS1_`), a constructor (`_ZN1TC1Ev`),
/// a destructor or a conversion function (`_ZN1TcviEv`).
pub fn mangle_special_function(f: &Function, const_member: bool, special: SpecialName) -> String {
    format!("_Z{}", Mangler { special: Some(special), ..Mangler::default() }.encoding(f, const_member))
}

/// A function name the ABI encodes by a code rather than by its spelling.
#[derive(Clone, Debug)]
pub enum SpecialName {
    /// An operator's code (`operator_code`), or `C1` / `D1` for the
    /// complete-object constructor and destructor.
    Code(&'static str),
    /// `operator T`: `cv` and the type, which is encoded after the scope
    /// (its substitutions come after the scope's).
    Conversion(Ty),
}

/// As `mangle_function`, with extended-lambda closure types in cudafe++'s
/// wrapper encoding: the name of a device stub.
pub fn mangle_function_with_wrappers(f: &Function) -> String {
    format!("_Z{}", Mangler { wrappers: true, ..Mangler::default() }.encoding(f, false))
}

/// `_ZN2ns1vE` for a variable in a namespace; a global variable keeps its
/// plain name.
pub fn mangle_variable(scope: &[NamePart], name: &str) -> String {
    if scope.is_empty() {
        return name.to_string();
    }
    if is_std_scope(scope) {
        return format!("_ZSt{}", source_name(name));
    }
    let mut m = Mangler::default();
    let mut prefix = String::new();
    let mut nested = String::new();
    m.scope_prefix(&mut prefix, &mut nested, scope);
    let mut out = format!("_ZN{nested}");
    out.push_str(&source_name(name));
    out.push('E');
    out
}

/// `_Z4cellIiE`, `_ZN2ns2nvIcEE`: an instance of a variable template.
pub fn mangle_variable_template(scope: &[NamePart], name: &str, args: &[TemplateArg]) -> String {
    let f = Function { scope: scope.to_vec(), name: name.to_string(), template_args: Some(args.to_vec()), return_ty: None, params: Vec::new() };
    format!("_Z{}", Mangler::default().function_name(&f, false))
}

/// `_Z` + a type's encoding: the name cudafe++'s stub gives a typedef of a
/// class template specialization (`_ZN2ns3VecIfEE`).
pub fn mangle_type(t: &Ty) -> String {
    let mut m = Mangler { type_name: true, ..Mangler::default() };
    format!("_Z{}", m.ty(t))
}

/// A closure type's unnamed-type name: `Ul <params> E [n] _`, the
/// discriminator's first value written as nothing.
fn closure_name(params: &str, discriminator: u32) -> String {
    match discriminator {
        0 => format!("Ul{params}E_"),
        n => format!("Ul{params}E{}_", n - 1),
    }
}

fn source_name(name: &str) -> String {
    format!("{}{name}", name.len())
}

/// Substitution candidates, in the order the ABI numbers them.
#[derive(Default)]
struct Mangler {
    candidates: Vec<String>,
    /// Extended lambdas' closure types in cudafe++'s wrapper encoding.
    wrappers: bool,
    /// No substitutions: the encoding candidates are identified by.
    plain: bool,
    /// The function being encoded has a special name (an operator's code,
    /// a constructor, a conversion).
    special: Option<SpecialName>,
    /// Encoding a type's own name (the stub's typedef names, `mangle_type`):
    /// `std::nullptr_t` is then the typedef, not the type it stands for.
    type_name: bool,
}

/// `std::nullptr_t`: a function's encoding has `decltype(nullptr)` (`Dn`)
/// for it, which a raw `.cu` has not read the header's typedef to know.
fn is_std_nullptr(parts: &[NamePart]) -> bool {
    matches!(parts, [std, n] if std.name == "std" && std.args.is_none() && n.name == "nullptr_t" && n.args.is_none())
}

impl Mangler {
    /// A function's encoding: its name, the return type of a template
    /// specialization, its parameter types.
    fn encoding(&mut self, f: &Function, const_member: bool) -> String {
        let mut out = self.function_name(f, const_member);
        if f.template_args.is_some() {
            out.push_str(&self.ty(f.return_ty.as_ref().unwrap_or(&Ty::Builtin("v"))));
        }
        out.push_str(&self.params(&f.params));
        out
    }

    /// A function's name: unscoped (`1h`, `1tIiE`) or nested
    /// (`N2ns1hE`, `NK1C3runE` for a `const` member).
    fn function_name(&mut self, f: &Function, const_member: bool) -> String {
        let special = self.special.take();
        let name = match &special {
            Some(SpecialName::Code(code)) => code.to_string(),
            Some(SpecialName::Conversion(_)) => String::new(),
            None => source_name(&f.name),
        };
        if f.scope.is_empty() && !const_member && !matches!(special, Some(SpecialName::Conversion(_))) {
            return self.unscoped_name(name, f.template_args.as_deref());
        }
        if is_std_scope(&f.scope) && !const_member && special.is_none() {
            // `std::f` is unscoped in `std`: `St1f` (`_ZSt3maxIiE...`).
            return self.unscoped_name(format!("St{name}"), f.template_args.as_deref());
        }
        let mut prefix = String::new();
        let mut nested = String::new();
        self.scope_prefix(&mut prefix, &mut nested, &f.scope);
        let mut out = format!("{}{nested}", if const_member { "NK" } else { "N" });
        let name = match &special {
            Some(SpecialName::Conversion(ty)) => format!("cv{}", self.ty(ty)),
            _ => name,
        };
        out.push_str(&name);
        if let Some(args) = &f.template_args {
            prefix.push_str(&name);
            self.add(prefix.clone());
            out.push_str(&self.template_args(args));
        }
        out.push('E');
        out
    }

    /// An unscoped function name, with its template arguments: the
    /// template's name is a substitution candidate.
    fn unscoped_name(&mut self, name: String, args: Option<&[TemplateArg]>) -> String {
        let Some(args) = args else { return name };
        let mut out = self.substitution(&name).unwrap_or_else(|| name.clone());
        self.add(name);
        out.push_str(&self.template_args(args));
        out
    }

    /// Parameter types; `v` for none.
    fn params(&mut self, params: &[Ty]) -> String {
        if params.is_empty() {
            return "v".into();
        }
        params.iter().map(|p| self.ty(p)).collect()
    }

    /// `Z <function> E` and the closure's own name: `Ul <params> E [n] _`,
    /// or with `wrappers` an extended lambda's wrapper encoding.
    fn closure(&mut self, c: &Closure) -> String {
        // `main` is not mangled: its local names say only its name.
        let main = c.function.scope.is_empty() && c.function.name == "main";
        let function = if main { source_name("main") } else { self.encoding(&c.function, c.const_member) };
        let scope = match &c.outer {
            Some(outer) => self.lambda_operator(&function, outer),
            None => function,
        };
        let mut out = format!("Z{scope}E");
        match c.wrapper.as_ref().filter(|_| self.wrappers) {
            Some(w) => out.push_str(&self.wrapper(w, c)),
            None => {
                let params = self.params(&c.params);
                out.push_str(&closure_name(&params, c.discriminator));
            }
        }
        out
    }

    /// The encoding of an enclosing lambda's `operator()`: its closure
    /// type, local to `function`, is the prefix of the nested name, and a
    /// substitution candidate.
    fn lambda_operator(&mut self, function: &str, outer: &OuterLambda) -> String {
        let params = self.params(&outer.params);
        let closure = closure_name(&params, outer.discriminator);
        self.add(format!("Z{function}E{closure}"));
        let cv = if outer.mutable { "" } else { "K" };
        let op_params = self.params(&outer.params);
        format!("Z{function}EN{cv}{closure}clE{op_params}")
    }

    /// `Unvdl<N>_ <fn ptr> <fn name> <id>_ <captures>` and its
    /// variants.
    fn wrapper(&mut self, w: &Wrapper, c: &Closure) -> String {
        let n = w.captures.len();
        let mut out = match &w.kind {
            WrapperKind::Device { trailing_return: Some(_) } => format!("Unvdtl{n}_"),
            WrapperKind::Device { trailing_return: None } => format!("Unvdl{n}_"),
            WrapperKind::HostDevice { mutable, fn_ptr, never_throws, .. } => format!("Unvhdl{}_{}_{}_{n}_", u8::from(*mutable), u8::from(*fn_ptr), u8::from(*never_throws)),
        };
        out.push_str(&self.ty(&w.function_ptr));
        out.push_str(&self.function_name(&c.function, c.const_member));
        if let WrapperKind::Device { trailing_return: Some(ret) } = &w.kind {
            out.push_str(&self.ty(ret));
        }
        let _ = write!(out, "{}_", w.id);
        if let WrapperKind::HostDevice { ret, params, .. } = &w.kind {
            out.push_str(&self.ty(ret));
            out.push_str(&self.params(params));
            out.push('E');
        }
        for t in &w.captures {
            out.push_str(&self.ty(t));
        }
        out
    }

    fn add(&mut self, encoding: String) {
        if self.plain {
            return;
        }
        if !self.candidates.contains(&encoding) {
            self.candidates.push(encoding);
        }
    }

    /// `S_`, `S0_`, `S1_`, ... `S9_`, `SA_`, ...: base 36 after the first.
    fn substitution(&self, encoding: &str) -> Option<String> {
        if self.plain {
            return None;
        }
        let index = self.candidates.iter().position(|c| c == encoding)?;
        Some(if index == 0 { "S_".to_string() } else { format!("S{}_", base36(index - 1)) })
    }

    /// The nested-name prefix of `scope`; a scope starting at `std` starts
    /// `St`, which is no candidate of its own (`_ZNSt1Z1zE`).
    fn scope_prefix(&mut self, prefix: &mut String, out: &mut String, scope: &[NamePart]) {
        let rest = match scope {
            [std, rest @ ..] if std.name == "std" && std.args.is_none() => {
                prefix.push_str("St");
                out.push_str("St");
                rest
            }
            _ => scope,
        };
        for part in rest {
            self.prefix_part(prefix, out, part);
        }
    }

    /// One component of a nested-name prefix; `prefix` accumulates the
    /// unsubstituted encoding, which is what candidates are compared by.
    fn prefix_part(&mut self, prefix: &mut String, out: &mut String, part: &NamePart) {
        if part.name == INTERNAL_SCOPE {
            // A candidate of its own, but the names in it stand for the
            // same entities as without it (`NS1_1PE` for `ns::P` after
            // `_INTERNAL...::ns`).
            let name = source_name(&part.name);
            match self.substitution(&name) {
                Some(s) => *out = s,
                None => out.push_str(&name),
            }
            self.add(name);
            return;
        }
        // A template-id seen before stands for itself, arguments and all
        // (`NS2_1yE` for `A<T>::y` after `A<T>::x`).
        if let Some(args) = &part.args {
            let whole = format!("{prefix}{}{}", source_name(&part.name), encoded_plain(args));
            if let Some(s) = self.substitution(&whole) {
                *out = s;
                *prefix = whole;
                return;
            }
        }
        prefix.push_str(&source_name(&part.name));
        // A substitution stands for the whole prefix so far.
        match self.substitution(prefix) {
            Some(s) => *out = s,
            None => out.push_str(&source_name(&part.name)),
        }
        self.add(prefix.clone());
        if let Some(args) = &part.args {
            let encoded = self.template_args(args);
            prefix.push_str(&encoded_plain(args));
            out.push_str(&encoded);
            self.add(prefix.clone());
        }
    }

    fn template_args(&mut self, args: &[TemplateArg]) -> String {
        let mut out = String::from("I");
        for a in args {
            out.push_str(&self.template_arg(a));
        }
        out.push('E');
        out
    }

    fn template_arg(&mut self, a: &TemplateArg) -> String {
        match a {
            TemplateArg::Type(t) => self.ty(t),
            TemplateArg::Int(code, v) => literal(code, *v),
            TemplateArg::Typed(t, v) => {
                let ty = self.ty(t);
                literal(&ty, *v)
            }
            TemplateArg::Pack(items) => {
                let mut out = String::from("J");
                for i in items {
                    out.push_str(&self.template_arg(i));
                }
                out.push('E');
                out
            }
            TemplateArg::ValueParam(n) => format!("X{}E", template_param(*n)),
        }
    }

    fn ty(&mut self, t: &Ty) -> String {
        if let Ty::Builtin(code) = t {
            return (*code).to_string();
        }
        if matches!(t, Ty::Named(parts) if !self.type_name && is_std_nullptr(parts)) {
            return "Dn".to_string();
        }
        // The identity a candidate is compared by (none needed when no
        // substitutions are made).
        let plain = (!self.plain).then(|| encoded_ty_plain(t));
        if let Some(s) = plain.as_deref().and_then(|p| self.substitution(p)) {
            return s;
        }
        let out = match t {
            Ty::Builtin(code) => (*code).to_string(),
            Ty::Named(parts) => self.named(parts),
            Ty::TemplateParam(n) => template_param(*n),
            Ty::TemplateParamArgs(n, args) => {
                let head = self.ty(&Ty::TemplateParam(*n));
                format!("{head}{}", self.template_args(args))
            }
            Ty::Pointer(inner) => format!("P{}", self.ty(inner)),
            Ty::LRef(inner) => format!("R{}", self.ty(inner)),
            Ty::RRef(inner) => format!("O{}", self.ty(inner)),
            // One qualifier set, in the ABI's order (`PVKi` for `const
            // volatile int *`), however the source ordered the words.
            Ty::Const(_) | Ty::Volatile(_) => {
                let (qualifiers, inner) = split_cv(t);
                format!("{qualifiers}{}", self.ty(inner))
            }
            Ty::PackExpansion(inner) => format!("Dp{}", self.ty(inner)),
            Ty::Array(n, inner) => format!("A{n}_{}", self.ty(inner)),
            // (The parameter in the extent, an expression, is no
            // candidate: `PAT0__T_S0_` for `T (*)[N], T`.)
            Ty::ParamArray(n, inner) => format!("A{}_{}", template_param(*n), self.ty(inner)),
            Ty::Function(ret, params, is_const) => {
                let ret = self.ty(ret);
                format!("{}F{ret}{}E", if *is_const { "K" } else { "" }, self.params(params))
            }
            Ty::MemberPointer(class, member) => format!("M{}{}", self.ty(class), self.ty(member)),
            Ty::Closure(c) => self.closure(c),
        };
        // A pack expansion is not itself a candidate, nor a standard
        // abbreviation (`So`); everything else is.
        if let Some(plain) = plain.filter(|_| !matches!(t, Ty::PackExpansion(_)) && !is_std_abbreviated(t)) {
            self.add(plain);
        }
        out
    }

    fn named(&mut self, parts: &[NamePart]) -> String {
        if let Some(expanded) = std_string_typedef(parts) {
            return self.named(&expanded);
        }
        if let [only] = parts {
            let name = source_name(&only.name);
            let Some(args) = &only.args else { return name };
            let mut out = match self.substitution(&name) {
                Some(s) => s,
                None => name.clone(),
            };
            self.add(name);
            out.push_str(&self.template_args(args));
            return out;
        }
        if let [std, only] = parts {
            if std.name == "std" && std.args.is_none() {
                if let Some(code) = std_abbreviation(only) {
                    return code.to_string();
                }
            }
            // `std::allocator<T>` is `Sa` + its arguments (`Sa` is no
            // candidate, the specialization is).
            if std.name == "std" && std.args.is_none() && matches!(only.name.as_str(), "allocator" | "basic_string") {
                let mut out = String::from(if only.name == "allocator" { "Sa" } else { "Sb" });
                if let Some(args) = &only.args {
                    out.push_str(&self.template_args(args));
                }
                return out;
            }
        }
        if let [std, only] = parts {
            // `std::x` is `St` + x, a substitution candidate of its own.
            if std.name == "std" && std.args.is_none() {
                let name = format!("St{}", source_name(&only.name));
                let mut out = match self.substitution(&name) {
                    Some(s) => s,
                    None => name.clone(),
                };
                self.add(name);
                if let Some(args) = &only.args {
                    out.push_str(&self.template_args(args));
                }
                return out;
            }
        }
        let mut prefix = String::new();
        let mut nested = String::new();
        let Some((last, init)) = parts.split_last() else { return String::new() };
        self.scope_prefix(&mut prefix, &mut nested, init);
        let mut out = format!("N{nested}");
        out.push_str(&source_name(&last.name));
        if let Some(args) = &last.args {
            prefix.push_str(&source_name(&last.name));
            // The template seen before (`std::__cxx11::basic_string` of a
            // `string`, then of a `wstring`): its substitution, `NS0_Iw…E`.
            match self.substitution(&prefix) {
                Some(s) => out = format!("N{s}"),
                None => self.add(prefix.clone()),
            }
            out.push_str(&self.template_args(args));
        }
        out.push('E');
        out
    }
}

/// The Itanium ABI's abbreviations of the standard's character streams
/// and string (`std::basic_ostream<char, std::char_traits<char> >` is
/// `So`): only the exact specializations (the library's `std::string`
/// is in `std::__cxx11`, and so spelled out).
fn std_abbreviation(part: &NamePart) -> Option<&'static str> {
    let args = part.args.as_deref()?;
    let is_char = |a: &TemplateArg| matches!(a, TemplateArg::Type(Ty::Builtin("c")));
    let std_of_char = |a: &TemplateArg, name: &str| match a {
        TemplateArg::Type(Ty::Named(p)) => matches!(p.as_slice(), [s, n] if s.name == "std" && s.args.is_none() && n.name == name && n.args.as_deref().is_some_and(|x| matches!(x, [c] if is_char(c)))),
        _ => false,
    };
    let stream = |code| match args {
        [c, traits] if is_char(c) && std_of_char(traits, "char_traits") => Some(code),
        _ => None,
    };
    match part.name.as_str() {
        "basic_ostream" => stream("So"),
        "basic_istream" => stream("Si"),
        "basic_iostream" => stream("Sd"),
        "basic_string" => match args {
            [c, traits, alloc] if is_char(c) && std_of_char(traits, "char_traits") && std_of_char(alloc, "allocator") => Some("Ss"),
            _ => None,
        },
        _ => None,
    }
}

/// The name has one of the ABI's `std` abbreviations: `std::allocator`
/// and `std::basic_string` (`Sa`, `Sb`) with any arguments, the
/// character streams and string (`So`, `Ss`) exactly. cudafe++'s stub
/// prints these without the blanks other `std` names get.
pub fn is_std_abbreviation(parts: &[NamePart]) -> bool {
    matches!(parts, [std, only] if std.name == "std" && std.args.is_none() && (matches!(only.name.as_str(), "allocator" | "basic_string") || std_abbreviation(only).is_some()))
}

/// The scope is the namespace `std` itself: names in it are unscoped
/// (`St` + name, no `N...E`).
fn is_std_scope(scope: &[NamePart]) -> bool {
    matches!(scope, [std] if std.name == "std" && std.args.is_none())
}

/// `t` is encoded by one of `std_abbreviation`'s codes.
fn is_std_abbreviated(t: &Ty) -> bool {
    let abbreviated = |parts: &[NamePart]| matches!(parts, [s, only] if s.name == "std" && s.args.is_none() && std_abbreviation(only).is_some());
    matches!(t, Ty::Named(parts) if abbreviated(parts) || std_string_typedef(parts).is_some_and(|p| abbreviated(&p)))
}

/// A non-type template argument's `L<type><value>E`, a negative value
/// with `n`.
fn literal(ty: &str, v: i128) -> String {
    if v < 0 {
        format!("L{ty}n{}E", v.unsigned_abs())
    } else {
        format!("L{ty}{v}E")
    }
}

fn template_param(n: u32) -> String {
    if n == 0 {
        "T_".to_string()
    } else {
        format!("T{}_", n - 1)
    }
}

fn base36(mut n: usize) -> String {
    const DIGITS: &[u8] = b"0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";
    let mut out = Vec::new();
    loop {
        out.push(DIGITS[n % 36]);
        n /= 36;
        if n == 0 {
            break;
        }
    }
    out.reverse();
    String::from_utf8(out).unwrap_or_default()
}

/// A type's encoding without substitutions: the identity candidates are
/// compared by.
fn encoded_ty_plain(t: &Ty) -> String {
    match t {
        Ty::Builtin(code) => (*code).to_string(),
        Ty::Named(parts) if parts.len() == 1 => {
            let p = &parts[0];
            let mut s = source_name(&p.name);
            if let Some(args) = &p.args {
                s.push_str(&encoded_plain(args));
            }
            s
        }
        // The same identity as the nested-name prefix naming the class.
        Ty::Named(parts) => {
            let mut s = String::new();
            for p in parts {
                s.push_str(&source_name(&p.name));
                if let Some(args) = &p.args {
                    s.push_str(&encoded_plain(args));
                }
            }
            s
        }
        Ty::TemplateParam(n) => template_param(*n),
        Ty::TemplateParamArgs(n, args) => format!("{}{}", template_param(*n), encoded_plain(args)),
        Ty::Pointer(i) => format!("P{}", encoded_ty_plain(i)),
        Ty::LRef(i) => format!("R{}", encoded_ty_plain(i)),
        Ty::RRef(i) => format!("O{}", encoded_ty_plain(i)),
        Ty::Const(_) | Ty::Volatile(_) => {
            let (qualifiers, inner) = split_cv(t);
            format!("{qualifiers}{}", encoded_ty_plain(inner))
        }
        Ty::PackExpansion(i) => format!("Dp{}", encoded_ty_plain(i)),
        Ty::Array(..) | Ty::ParamArray(..) | Ty::Function(..) | Ty::MemberPointer(..) | Ty::Closure(..) => Mangler { plain: true, ..Mangler::default() }.ty(t),
    }
}

fn encoded_plain(args: &[TemplateArg]) -> String {
    let mut s = String::from("I");
    for a in args {
        match a {
            TemplateArg::Type(t) => s.push_str(&encoded_ty_plain(t)),
            TemplateArg::Int(code, v) => {
                let _ = write!(s, "L{code}{v}E");
            }
            TemplateArg::Typed(t, v) => {
                let _ = write!(s, "L{}{v}E", encoded_ty_plain(t));
            }
            TemplateArg::Pack(items) => {
                s.push('J');
                s.push_str(encoded_plain(items).trim_start_matches('I').trim_end_matches('E'));
                s.push('E');
            }
            TemplateArg::ValueParam(n) => {
                let _ = write!(s, "X{}E", template_param(*n));
            }
        }
    }
    s.push('E');
    s
}

/// The Itanium code of an operator function's name (`+` is `pl`, or `ps`
/// when `unary`); `None` for what is not an overloadable operator.
pub fn operator_code(op: &str, unary: bool) -> Option<&'static str> {
    Some(match (op, unary) {
        ("+", true) => "ps",
        ("-", true) => "ng",
        ("&", true) => "ad",
        ("*", true) => "de",
        ("+", false) => "pl",
        ("-", false) => "mi",
        ("&", false) => "an",
        ("*", false) => "ml",
        ("~", _) => "co",
        ("/", _) => "dv",
        ("%", _) => "rm",
        ("|", _) => "or",
        ("^", _) => "eo",
        ("=", _) => "aS",
        ("+=", _) => "pL",
        ("-=", _) => "mI",
        ("*=", _) => "mL",
        ("/=", _) => "dV",
        ("%=", _) => "rM",
        ("&=", _) => "aN",
        ("|=", _) => "oR",
        ("^=", _) => "eO",
        ("<<", _) => "ls",
        (">>", _) => "rs",
        ("<<=", _) => "lS",
        (">>=", _) => "rS",
        ("==", _) => "eq",
        ("!=", _) => "ne",
        ("<", _) => "lt",
        (">", _) => "gt",
        ("<=", _) => "le",
        (">=", _) => "ge",
        ("<=>", _) => "ss",
        ("!", _) => "nt",
        ("&&", _) => "aa",
        ("||", _) => "oo",
        ("++", _) => "pp",
        ("--", _) => "mm",
        (",", _) => "cm",
        ("->*", _) => "pm",
        ("->", _) => "pt",
        ("()", _) => "cl",
        ("[]", _) => "ix",
        _ => return None,
    })
}

/// The cv-qualifiers around `t` as the ABI writes them (`V` before `K`,
/// one set however the source ordered the words) and the type inside.
fn split_cv(t: &Ty) -> (&'static str, &Ty) {
    let (mut konst, mut volatile, mut inner) = (false, false, t);
    loop {
        match inner {
            Ty::Const(i) => (konst, inner) = (true, i),
            Ty::Volatile(i) => (volatile, inner) = (true, i),
            _ => break,
        }
    }
    let qualifiers = match (volatile, konst) {
        (true, true) => "VK",
        (true, false) => "V",
        (false, true) => "K",
        (false, false) => "",
    };
    (qualifiers, inner)
}

/// `std::string` and its siblings are typedefs: a mangled name spells the
/// `basic_string` specialization they name, in libstdc++'s `__cxx11`
/// namespace (`NSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE`).
/// So are the character streams (`std::ostream` is `basic_ostream<char,
/// char_traits<char> >`, which the ABI abbreviates `So`).
fn std_string_typedef(parts: &[NamePart]) -> Option<Vec<NamePart>> {
    let [std, name] = parts else { return None };
    if std.name != "std" || std.args.is_some() || name.args.is_some() {
        return None;
    }
    let stream = |template: &str, code: &'static str| {
        let unit = || TemplateArg::Type(Ty::Builtin(code));
        let traits = TemplateArg::Type(Ty::Named(vec![NamePart::plain("std"), NamePart { name: "char_traits".into(), args: Some(vec![unit()]) }]));
        Some(vec![NamePart::plain("std"), NamePart { name: template.into(), args: Some(vec![unit(), traits]) }])
    };
    match name.name.as_str() {
        "ostream" => return stream("basic_ostream", "c"),
        "istream" => return stream("basic_istream", "c"),
        "iostream" => return stream("basic_iostream", "c"),
        "wostream" => return stream("basic_ostream", "w"),
        "wistream" => return stream("basic_istream", "w"),
        "wiostream" => return stream("basic_iostream", "w"),
        _ => {}
    }
    let code = match name.name.as_str() {
        "string" => "c",
        "wstring" => "w",
        "u8string" => "Du",
        "u16string" => "Ds",
        "u32string" => "Di",
        _ => return None,
    };
    let unit = || TemplateArg::Type(Ty::Builtin(code));
    let of = |name: &str| TemplateArg::Type(Ty::Named(vec![NamePart::plain("std"), NamePart { name: name.into(), args: Some(vec![unit()]) }]));
    Some(vec![NamePart::plain("std"), NamePart::plain("__cxx11"), NamePart { name: "basic_string".into(), args: Some(vec![unit(), of("char_traits"), of("allocator")]) }])
}

#[cfg(test)]
mod tests {
    use super::*;

    fn named(n: &str) -> Ty {
        Ty::Named(vec![NamePart::plain(n)])
    }

    fn func(name: &str, params: Vec<Ty>) -> Function {
        Function { scope: Vec::new(), name: name.into(), template_args: None, return_ty: None, params }
    }

    fn std_of(name: &str, args: Vec<TemplateArg>) -> Ty {
        Ty::Named(vec![NamePart::plain("std"), NamePart { name: name.into(), args: Some(args) }])
    }

    #[test]
    fn standard_abbreviations_match_gcc() {
        let c = || TemplateArg::Type(Ty::Builtin("c"));
        let traits = || TemplateArg::Type(std_of("char_traits", vec![c()]));
        let ostream = std_of("basic_ostream", vec![c(), traits()]);
        let lref = |t: Ty| Ty::LRef(Box::new(t));
        // `So` is no candidate: the second reference is `S_`.
        assert_eq!(mangle_function(&func("f1", vec![lref(ostream.clone()), lref(ostream)])), "_Z2f1RSoS_");
        let vector = std_of("vector", vec![TemplateArg::Type(Ty::Builtin("f")), TemplateArg::Type(std_of("allocator", vec![TemplateArg::Type(Ty::Builtin("f"))]))]);
        assert_eq!(mangle_function(&func("f2", vec![lref(vector.clone()), lref(vector), Ty::Builtin("i")])), "_Z2f2RSt6vectorIfSaIfEES2_i");
        let string = Ty::Named(vec![
            NamePart::plain("std"),
            NamePart::plain("__cxx11"),
            NamePart { name: "basic_string".into(), args: Some(vec![c(), traits(), TemplateArg::Type(std_of("allocator", vec![c()]))]) },
        ]);
        assert_eq!(mangle_function(&func("f3", vec![string.clone(), string])), "_Z2f3NSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEES4_");
        // The typedef `std::ostream` is the same `So` (g++: `operator<<(std::ostream &, const C &)`).
        let typedef = Ty::Named(vec![NamePart::plain("std"), NamePart::plain("ostream")]);
        let class = lref(Ty::Const(Box::new(named("Complex"))));
        assert_eq!(mangle_function(&func("f4", vec![lref(typedef), class.clone(), class])), "_Z2f4RSoRK7ComplexS2_");
    }

    fn ptr(t: Ty) -> Ty {
        Ty::Pointer(Box::new(t))
    }

    /// Names taken from the registration stubs cudafe++ 13.5 wrote for the
    /// conformance cases.
    #[test]
    fn plain_kernels() {
        assert_eq!(mangle_function(&func("k", vec![ptr(Ty::Builtin("f"))])), "_Z1kPf");
        assert_eq!(mangle_function(&func("k", vec![])), "_Z1kv");
        assert_eq!(mangle_function(&func("k", vec![ptr(Ty::Builtin("i")), Ty::Builtin("i")])), "_Z1kPii");
        assert_eq!(mangle_function(&func("hello", vec![Ty::Builtin("i")])), "_Z5helloi");
        assert_eq!(
            mangle_function(&func("k", vec![named("Params"), ptr(Ty::Builtin("f")), Ty::Builtin("y"), Ty::Builtin("s")])),
            "_Z1k6ParamsPfys"
        );
        let vec_f = Ty::Named(vec![
            NamePart::plain("ns"),
            NamePart { name: "Vec".into(), args: Some(vec![TemplateArg::Type(Ty::Builtin("f"))]) },
        ]);
        assert_eq!(mangle_function(&func("k", vec![vec_f])), "_Z1kN2ns3VecIfEE");
    }

    #[test]
    fn nested_kernels_and_variables() {
        let outer = Function { scope: vec![NamePart::plain("outer")], ..func("k2", vec![ptr(Ty::Builtin("i"))]) };
        assert_eq!(mangle_function(&outer), "_ZN5outer2k2EPi");
        let inner = Function { scope: vec![NamePart::plain("outer"), NamePart::plain("inner")], ..func("k", vec![ptr(Ty::Builtin("i"))]) };
        assert_eq!(mangle_function(&inner), "_ZN5outer5inner1kEPi");
        assert_eq!(mangle_variable(&[NamePart::plain("ns")], "v"), "_ZN2ns1vE");
        assert_eq!(mangle_variable(&[], "dv"), "dv");
    }

    #[test]
    fn kernel_templates_with_substitutions() {
        // template <typename T> void fill(T *p, T v), T = int
        let fill = Function {
            template_args: Some(vec![TemplateArg::Type(Ty::Builtin("i"))]),
            return_ty: Some(Ty::Builtin("v")),
            ..func("fill", vec![ptr(Ty::TemplateParam(0)), Ty::TemplateParam(0)])
        };
        assert_eq!(mangle_function(&fill), "_Z4fillIiEvPT_S0_");
        // template <typename T, int N> void scale(T *p, T v), <float, 4>
        let scale = Function {
            template_args: Some(vec![TemplateArg::Type(Ty::Builtin("f")), TemplateArg::Int("i", 4)]),
            return_ty: Some(Ty::Builtin("v")),
            ..func("scale", vec![ptr(Ty::TemplateParam(0)), Ty::TemplateParam(0)])
        };
        assert_eq!(mangle_function(&scale), "_Z5scaleIfLi4EEvPT_S0_");
        // template <typename T> void k(Buf<T>), T = int
        let buf_t = Ty::Named(vec![NamePart { name: "Buf".into(), args: Some(vec![TemplateArg::Type(Ty::TemplateParam(0))]) }]);
        let k = Function {
            template_args: Some(vec![TemplateArg::Type(Ty::Builtin("i"))]),
            return_ty: Some(Ty::Builtin("v")),
            ..func("k", vec![buf_t])
        };
        assert_eq!(mangle_function(&k), "_Z1kIiEv3BufIT_E");
        // template <typename... A> void k(A...), <int, float, char>
        let pack = Function {
            template_args: Some(vec![TemplateArg::Pack(vec![
                TemplateArg::Type(Ty::Builtin("i")),
                TemplateArg::Type(Ty::Builtin("f")),
                TemplateArg::Type(Ty::Builtin("c")),
            ])]),
            return_ty: Some(Ty::Builtin("v")),
            ..func("k", vec![Ty::PackExpansion(Box::new(Ty::TemplateParam(0)))])
        };
        assert_eq!(mangle_function(&pack), "_Z1kIJifcEEvDpT_");
        // template <typename T> void k(T *), T = float
        let kf = Function {
            template_args: Some(vec![TemplateArg::Type(Ty::Builtin("f"))]),
            return_ty: Some(Ty::Builtin("v")),
            ..func("k", vec![ptr(Ty::TemplateParam(0))])
        };
        assert_eq!(mangle_function(&kf), "_Z1kIfEvPT_");
    }

    #[test]
    fn class_template_types() {
        let t = Ty::Named(vec![NamePart { name: "Buf".into(), args: Some(vec![TemplateArg::Type(Ty::Builtin("i"))]) }]);
        let mut m = Mangler::default();
        assert_eq!(format!("_Z{}", m.ty(&t)), "_Z3BufIiE");
        let cell = Ty::Named(vec![NamePart { name: "cell".into(), args: Some(vec![TemplateArg::Type(Ty::Builtin("i"))]) }]);
        assert_eq!(format!("_Z{}", Mangler::default().ty(&cell)), "_Z4cellIiE");
    }

    /// `template <typename F> __global__ void apply(int *p, F f)` (or
    /// `run(char, F)`) instantiated for a closure type.
    fn kernel_for(name: &str, first: Ty, closure: Closure) -> Function {
        Function {
            template_args: Some(vec![TemplateArg::Type(Ty::Closure(Box::new(closure)))]),
            return_ty: Some(Ty::Builtin("v")),
            ..func(name, vec![first, Ty::TemplateParam(0)])
        }
    }

    fn fn_ptr(ret: Ty, params: Vec<Ty>) -> Ty {
        ptr(Ty::Function(Box::new(ret), params, false))
    }

    fn device(function: Function, function_ptr: Ty, captures: Vec<Ty>, trailing_return: Option<Ty>) -> Closure {
        Closure {
            function,
            const_member: false,
            params: vec![Ty::Builtin("i")],
            discriminator: 0,
            wrapper: Some(Wrapper { kind: WrapperKind::Device { trailing_return }, function_ptr, id: 1, captures }),
            outer: None,
        }
    }

    /// Device-stub and registered names cudafe++ 13.5 wrote for kernel
    /// templates launched with extended lambdas.
    #[test]
    fn closure_types() {
        let int_ptr = ptr(Ty::Builtin("i"));
        // void h(int *p, int bias) { apply<<<1, 32>>>(p, [=] __device__ (int i) { ... bias ... }); }
        let h = func("h", vec![int_ptr.clone(), Ty::Builtin("i")]);
        let c = device(h.clone(), fn_ptr(Ty::Builtin("v"), vec![int_ptr.clone(), Ty::Builtin("i")]), vec![Ty::Builtin("i")], None);
        let k = kernel_for("apply", int_ptr.clone(), c.clone());
        assert_eq!(mangle_function_with_wrappers(&k), "_Z5applyIZ1hPiiEUnvdl1_PFvS0_iE1h1_iEvS0_T_");
        assert_eq!(mangle_function(&k), "_Z5applyIZ1hPiiEUliE_EvS0_T_");
        assert_eq!(mangle_type(&Ty::Closure(Box::new(c.clone()))), "_ZZ1hPiiEUliE_");
        // The second lambda with the same parameters.
        let second = Closure { discriminator: 1, ..c };
        assert_eq!(mangle_function(&kernel_for("apply", int_ptr.clone(), second)), "_Z5applyIZ1hPiiEUliE0_EvS0_T_");
        // namespace ns { void h(int *p, int a) { ... [=] __device__ (int i) -> int { ... } } }
        let ns_h = Function { scope: vec![NamePart::plain("ns")], ..h.clone() };
        let c = device(ns_h, fn_ptr(Ty::Builtin("v"), vec![int_ptr.clone(), Ty::Builtin("i")]), vec![Ty::Builtin("i")], Some(Ty::Builtin("i")));
        assert_eq!(mangle_function_with_wrappers(&kernel_for("apply", int_ptr.clone(), c)), "_Z5applyIZN2ns1hEPiiEUnvdtl1_PFvS1_iENS0_1hEi1_iEvS1_T_");
        // struct C { void run(int *p, int a) const { ... } };
        let run = Function { scope: vec![NamePart::plain("C")], ..func("run", vec![int_ptr.clone(), Ty::Builtin("i")]) };
        let member = Ty::MemberPointer(Box::new(named("C")), Box::new(Ty::Function(Box::new(Ty::Builtin("v")), vec![int_ptr.clone(), Ty::Builtin("i")], true)));
        let c = Closure { const_member: true, ..device(run, member, vec![Ty::Builtin("i")], None) };
        let k = kernel_for("apply", int_ptr.clone(), c);
        assert_eq!(mangle_function_with_wrappers(&k), "_Z5applyIZNK1C3runEPiiEUnvdl1_MS0_KFvS1_iENKS0_3runE1_iEvS1_T_");
        assert_eq!(mangle_function(&k), "_Z5applyIZNK1C3runEPiiEUliE_EvS1_T_");
        // struct S { void f(int *p) { ... [=] __device__ (int i) { ... m ... } } }: `this` captured.
        let f = Function { scope: vec![NamePart::plain("S")], ..func("f", vec![int_ptr.clone()]) };
        let member = Ty::MemberPointer(Box::new(named("S")), Box::new(Ty::Function(Box::new(Ty::Builtin("v")), vec![int_ptr.clone()], false)));
        let this = Ty::Const(Box::new(ptr(named("S"))));
        let c = device(f, member, vec![this], None);
        assert_eq!(mangle_function_with_wrappers(&kernel_for("apply", int_ptr.clone(), c)), "_Z5applyIZN1S1fEPiEUnvdl1_MS0_FvS1_ENS0_1fE1_KPS0_EvS1_T_");
    }

    #[test]
    fn host_device_closure_types() {
        let float_ptr = ptr(Ty::Builtin("f"));
        // float h(float *p) { auto f = [] __host__ __device__ (float x) { return x * 2; }; apply<<<1, 1>>>(p, f); ... }
        let h = func("h", vec![float_ptr.clone()]);
        let kind = WrapperKind::HostDevice { mutable: false, fn_ptr: true, never_throws: false, ret: Ty::Builtin("f"), params: vec![Ty::Builtin("f")] };
        let wrapper = Wrapper { kind, function_ptr: fn_ptr(Ty::Builtin("f"), vec![float_ptr.clone()]), id: 1, captures: vec![] };
        let c = Closure { function: h, const_member: false, params: vec![Ty::Builtin("f")], discriminator: 0, wrapper: Some(wrapper), outer: None };
        let k = kernel_for("apply", float_ptr, c);
        assert_eq!(mangle_function_with_wrappers(&k), "_Z5applyIZ1hPfEUnvhdl0_1_0_0_PFfS0_E1h1_ffEEvS0_T_");
        assert_eq!(mangle_function(&k), "_Z5applyIZ1hPfEUlfE_EvS0_T_");
        // void h1(double d, char *q) { run<<<1, 1>>>('a', [=] __host__ __device__ (int x) noexcept { return d + x + *q; }); }
        let char_ptr = ptr(Ty::Builtin("c"));
        let h1 = func("h1", vec![Ty::Builtin("d"), char_ptr.clone()]);
        let kind = WrapperKind::HostDevice { mutable: false, fn_ptr: false, never_throws: true, ret: Ty::Builtin("d"), params: vec![Ty::Builtin("i")] };
        let wrapper = Wrapper { kind, function_ptr: fn_ptr(Ty::Builtin("v"), vec![Ty::Builtin("d"), char_ptr.clone()]), id: 1, captures: vec![Ty::Builtin("d"), char_ptr] };
        let c = Closure { function: h1, const_member: false, params: vec![Ty::Builtin("i")], discriminator: 0, wrapper: Some(wrapper), outer: None };
        assert_eq!(mangle_function_with_wrappers(&kernel_for("run", Ty::Builtin("c"), c)), "_Z3runIZ2h1dPcEUnvhdl0_0_1_2_PFvdS0_E2h11_diEdS0_EvcT_");
    }

    #[test]
    fn variable_template_instances() {
        let int = [TemplateArg::Type(Ty::Builtin("i"))];
        assert_eq!(mangle_variable_template(&[], "cell", &int), "_Z4cellIiE");
        assert_eq!(mangle_variable_template(&[NamePart::plain("ns")], "nv", &[TemplateArg::Type(Ty::Builtin("c"))]), "_ZN2ns2nvIcEE");
    }

    #[test]
    fn builtin_spellings() {
        assert_eq!(builtin_code("unsigned long long"), Some("y"));
        assert_eq!(builtin_code("short"), Some("s"));
        assert_eq!(builtin_code("Params"), None);
    }
}
