//! Itanium C++ ABI name mangling, for the names cudafe++ writes into the
//! host translation and the registration stub (`_Z1kPf`,
//! `__device_stub__Z1kIiEv3BufIT_E`, `_ZN2ns1vE`).
//!
//! The subset is what kernels and device variables need: nested names,
//! template arguments (types and integers), builtin types, pointers,
//! references, cv-qualifiers, template parameters and pack expansions, with
//! the ABI's substitution rules (`S_`, `S0_`, ...). Lambda closure types and
//! function types are not covered yet.

use std::fmt::Write;

/// A type as the mangler sees it.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum Ty {
    /// A builtin type, by its ABI code (`i`, `f`, `v`, `y`, `Dn`, ...).
    Builtin(&'static str),
    /// A class or enum, possibly nested and templated.
    Named(Vec<NamePart>),
    /// The `n`-th template parameter of the function (`T_`, `T0_`, ...).
    TemplateParam(u32),
    Pointer(Box<Ty>),
    LRef(Box<Ty>),
    RRef(Box<Ty>),
    Const(Box<Ty>),
    Volatile(Box<Ty>),
    /// `T...` in a parameter list.
    PackExpansion(Box<Ty>),
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
    /// A parameter pack's arguments (`J...E`).
    Pack(Vec<TemplateArg>),
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
    let mut m = Mangler::default();
    let mut out = String::from("_Z");
    let templated = f.template_args.is_some();
    if f.scope.is_empty() {
        let unscoped = source_name(&f.name);
        out.push_str(&unscoped);
        if let Some(args) = &f.template_args {
            // An unscoped template name is a substitution candidate.
            m.add(unscoped);
            out.push_str(&m.template_args(args));
        }
    } else {
        out.push('N');
        let mut prefix = String::new();
        for part in &f.scope {
            out.push_str(&m.prefix_part(&mut prefix, part));
        }
        let name = source_name(&f.name);
        out.push_str(&name);
        if let Some(args) = &f.template_args {
            prefix.push_str(&name);
            m.add(prefix.clone());
            out.push_str(&m.template_args(args));
        }
        out.push('E');
    }
    if templated {
        out.push_str(&m.ty(f.return_ty.as_ref().unwrap_or(&Ty::Builtin("v"))));
    }
    if f.params.is_empty() {
        out.push('v');
    }
    for p in &f.params {
        out.push_str(&m.ty(p));
    }
    out
}

/// `_ZN2ns1vE` for a variable in a namespace; a global variable keeps its
/// plain name.
pub fn mangle_variable(scope: &[NamePart], name: &str) -> String {
    if scope.is_empty() {
        return name.to_string();
    }
    let mut m = Mangler::default();
    let mut out = String::from("_ZN");
    let mut prefix = String::new();
    for part in scope {
        out.push_str(&m.prefix_part(&mut prefix, part));
    }
    out.push_str(&source_name(name));
    out.push('E');
    out
}

/// `_Z` + a type's encoding: the name cudafe++'s stub gives a typedef of a
/// class template specialization (`_ZN2ns3VecIfEE`).
pub fn mangle_type(t: &Ty) -> String {
    let mut m = Mangler::default();
    format!("_Z{}", m.ty(t))
}

fn source_name(name: &str) -> String {
    format!("{}{name}", name.len())
}

/// Substitution candidates, in the order the ABI numbers them.
#[derive(Default)]
struct Mangler {
    candidates: Vec<String>,
}

impl Mangler {
    fn add(&mut self, encoding: String) {
        if !self.candidates.contains(&encoding) {
            self.candidates.push(encoding);
        }
    }

    /// `S_`, `S0_`, `S1_`, ... `S9_`, `SA_`, ...: base 36 after the first.
    fn substitution(&self, encoding: &str) -> Option<String> {
        let index = self.candidates.iter().position(|c| c == encoding)?;
        Some(if index == 0 { "S_".to_string() } else { format!("S{}_", base36(index - 1)) })
    }

    /// One component of a nested-name prefix; `prefix` accumulates the
    /// unsubstituted encoding, which is what candidates are compared by.
    fn prefix_part(&mut self, prefix: &mut String, part: &NamePart) -> String {
        prefix.push_str(&source_name(&part.name));
        let mut out = match self.substitution(prefix) {
            Some(s) => s,
            None => source_name(&part.name),
        };
        self.add(prefix.clone());
        if let Some(args) = &part.args {
            let encoded = self.template_args(args);
            prefix.push_str(&encoded_plain(args));
            out.push_str(&encoded);
            self.add(prefix.clone());
        }
        out
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
            TemplateArg::Int(code, v) => {
                if *v < 0 {
                    format!("L{code}n{}E", -v)
                } else {
                    format!("L{code}{v}E")
                }
            }
            TemplateArg::Pack(items) => {
                let mut out = String::from("J");
                for i in items {
                    out.push_str(&self.template_arg(i));
                }
                out.push('E');
                out
            }
        }
    }

    fn ty(&mut self, t: &Ty) -> String {
        if let Ty::Builtin(code) = t {
            return (*code).to_string();
        }
        let plain = encoded_ty_plain(t);
        if let Some(s) = self.substitution(&plain) {
            return s;
        }
        let out = match t {
            Ty::Builtin(code) => (*code).to_string(),
            Ty::Named(parts) => self.named(parts),
            Ty::TemplateParam(n) => template_param(*n),
            Ty::Pointer(inner) => format!("P{}", self.ty(inner)),
            Ty::LRef(inner) => format!("R{}", self.ty(inner)),
            Ty::RRef(inner) => format!("O{}", self.ty(inner)),
            Ty::Const(inner) => format!("K{}", self.ty(inner)),
            Ty::Volatile(inner) => format!("V{}", self.ty(inner)),
            Ty::PackExpansion(inner) => format!("Dp{}", self.ty(inner)),
        };
        // A pack expansion is not itself a candidate; everything else is.
        if !matches!(t, Ty::PackExpansion(_)) {
            self.add(plain);
        }
        out
    }

    fn named(&mut self, parts: &[NamePart]) -> String {
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
        let mut out = String::from("N");
        let mut prefix = String::new();
        let Some((last, init)) = parts.split_last() else { return String::new() };
        for part in init {
            out.push_str(&self.prefix_part(&mut prefix, part));
        }
        out.push_str(&source_name(&last.name));
        if let Some(args) = &last.args {
            prefix.push_str(&source_name(&last.name));
            self.add(prefix.clone());
            out.push_str(&self.template_args(args));
        }
        out.push('E');
        out
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
        Ty::Named(parts) => {
            let mut s = String::from("N");
            for p in parts {
                s.push_str(&source_name(&p.name));
                if let Some(args) = &p.args {
                    s.push_str(&encoded_plain(args));
                }
            }
            s.push('E');
            s
        }
        Ty::TemplateParam(n) => template_param(*n),
        Ty::Pointer(i) => format!("P{}", encoded_ty_plain(i)),
        Ty::LRef(i) => format!("R{}", encoded_ty_plain(i)),
        Ty::RRef(i) => format!("O{}", encoded_ty_plain(i)),
        Ty::Const(i) => format!("K{}", encoded_ty_plain(i)),
        Ty::Volatile(i) => format!("V{}", encoded_ty_plain(i)),
        Ty::PackExpansion(i) => format!("Dp{}", encoded_ty_plain(i)),
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
            TemplateArg::Pack(items) => {
                s.push('J');
                s.push_str(encoded_plain(items).trim_start_matches('I').trim_end_matches('E'));
                s.push('E');
            }
        }
    }
    s.push('E');
    s
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

    #[test]
    fn builtin_spellings() {
        assert_eq!(builtin_code("unsigned long long"), Some("y"));
        assert_eq!(builtin_code("short"), Some("s"));
        assert_eq!(builtin_code("Params"), None);
    }
}
