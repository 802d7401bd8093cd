//! Declared types read from tokens: for the mangler (stub names), the C
//! spelling the stub file uses, and the size and alignment that place a
//! kernel argument in the parameter buffer (LP64).

use crate::lexer::{TokKind, Token};
use crate::mangle::{self, NamePart, TemplateArg};

/// A parameter's type as written.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum DeclTy {
    /// Builtin type: canonical spelling (`unsigned long long`).
    Builtin(String),
    /// A class, enum or typedef name as written (`Params`, `ns::Vec<float>`),
    /// with its parts for mangling.
    Named(String, Vec<NamePart>),
    /// An enumeration, found through the symbol table (`Named` otherwise):
    /// the stub spells it `enum E` and passes it as a scalar.
    Enum(String, Vec<NamePart>),
    /// A typedef or alias declaration of a namespace or class (`g::box_t`),
    /// which the stub names by a typedef of its own named by its mangled
    /// name (`typedef g::box_t _ZN1g5box_tE;`): what that typedef's line
    /// spells (the qualified name, or the builtin type it names), and the
    /// name's parts.
    Typedef(String, Vec<NamePart>),
    /// A global typedef of a builtin type (`uint`, `typedef unsigned short
    /// ush;`) in a kernel template's parameters or a launch's arguments: a
    /// template instance's stub spells the typedef's name but mangles,
    /// sizes and names the template argument by the type it stands for.
    Sugar(String, Box<DeclTy>),
    /// An alias template's instance (`Ptr<float>`, `n::Ptr<T>`): as
    /// written (a `Named`, its name qualified, with its arguments), and
    /// the type it stands for. cudafe++ mangles, sizes and passes it as
    /// that type, but the stub names it by a typedef of the instance
    /// (`typedef Ptr<float>  _Z3PtrIfE;`).
    Alias(Box<DeclTy>, Box<DeclTy>),
    /// A template parameter, by index.
    Param(u32, String),
    /// A template template parameter with arguments (`C<T, int>`): its
    /// index, and the name as written (a `Named`).
    ParamApplied(u32, Box<DeclTy>),
    Pointer(Box<DeclTy>),
    LRef(Box<DeclTy>),
    RRef(Box<DeclTy>),
    Const(Box<DeclTy>),
    Volatile(Box<DeclTy>),
    /// `__restrict__` on a pointer (`float *__restrict__`): the stub keeps
    /// it in the kernel's types and copies such a parameter to a
    /// temporary before passing it on.
    Restrict(Box<DeclTy>),
    Pack(Box<DeclTy>),
    /// `T [N]`: a local array a lambda captures.
    Array(Box<DeclTy>, u64),
    /// `T [N]` whose extent is the template's value parameter `N` (by
    /// index, and its name): a kernel template's `float (*a)[N]`, which
    /// an instance's argument makes an `Array`.
    ParamArray(Box<DeclTy>, u32, String),
    /// A function type: return type, parameter types (a pointer to one
    /// is a `Pointer` to it: `int (*)(int)`).
    Function(Box<DeclTy>, Vec<DeclTy>),
    /// A lambda's closure type.
    Closure(Box<ClosureTy>),
    /// A pointer to data member (`int S::*`): the class, the member's
    /// type. The stub passes one as what it holds, an offset: `long`.
    MemberPointer(Box<DeclTy>, Box<DeclTy>),
    /// The closure type of a lambda in a function template, made once the
    /// template's arguments are known.
    ClosureTemplate(Box<super::closure::ClosureTemplate>),
    Unknown(String),
}

/// A lambda's closure type, as the stub names, spells and places it.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct ClosureTy {
    pub mangle: mangle::Closure,
    /// The type as the stub spells it: the extended lambda's wrapper
    /// (`__nv_dl_wrapper_t<__nv_dl_tag<...>, int>`).
    pub spelled: String,
    /// Size and alignment.
    pub layout: (u64, u64),
    /// It holds `this` (or a copy of `*this`).
    pub captures_this: bool,
    /// The enclosing function (its mangled encoding) and the scopes open
    /// at the lambda: the stub declares the typedefs of a function's
    /// closures scope by scope, outer scopes first.
    pub function: String,
    pub scope_path: Vec<u32>,
}

impl DeclTy {
    /// A pointer, reference, array or cv-qualified type with what it applies to
    /// rebuilt by `f`; `None` for any other type. The type rewrites
    /// (qualifying, seeing through aliases, substituting) keep these
    /// layers and recurse into them alike.
    pub fn map_declarator(&self, f: impl FnOnce(&DeclTy) -> DeclTy) -> Option<DeclTy> {
        if let DeclTy::Array(x, n) = self {
            return Some(DeclTy::Array(Box::new(f(x)), *n));
        }
        if let DeclTy::ParamArray(x, k, name) = self {
            return Some(DeclTy::ParamArray(Box::new(f(x)), *k, name.clone()));
        }
        let wrap = |make: fn(Box<DeclTy>) -> DeclTy, x: &DeclTy| make(Box::new(f(x)));
        Some(match self {
            DeclTy::Pointer(x) => wrap(DeclTy::Pointer, x),
            DeclTy::LRef(x) => wrap(DeclTy::LRef, x),
            DeclTy::RRef(x) => wrap(DeclTy::RRef, x),
            DeclTy::Const(x) => wrap(DeclTy::Const, x),
            DeclTy::Volatile(x) => wrap(DeclTy::Volatile, x),
            DeclTy::Restrict(x) => wrap(DeclTy::Restrict, x),
            _ => return None,
        })
    }

    /// The C spelling of the type with `name` as declarator (`int *x`,
    /// `struct Params&x`): cudafe++'s stub spelling.
    pub fn spell(&self, declarator: &str) -> String {
        match self {
            DeclTy::Builtin(s) | DeclTy::Unknown(s) => join(s, declarator),
            DeclTy::Named(s, _) | DeclTy::Enum(s, _) | DeclTy::Param(_, s) | DeclTy::Sugar(s, _) => join(s, declarator),
            // A pointer to an array is parenthesized: `(*p)[4]`.
            DeclTy::Pointer(inner) if matches!(inner.unqualified(), DeclTy::Array(..) | DeclTy::ParamArray(..)) => inner.spell(&format!("(*{declarator})")),
            DeclTy::Pointer(inner) => inner.spell(&format!("*{declarator}")),
            // So is a reference to one: `(&r)[2]`.
            DeclTy::LRef(inner) if matches!(inner.unqualified(), DeclTy::Array(..) | DeclTy::ParamArray(..)) => inner.spell(&format!("(&{declarator})")),
            DeclTy::RRef(inner) if matches!(inner.unqualified(), DeclTy::Array(..) | DeclTy::ParamArray(..)) => inner.spell(&format!("(&&{declarator})")),
            DeclTy::LRef(inner) => inner.spell(&format!("&{declarator}")),
            DeclTy::RRef(inner) => inner.spell(&format!("&&{declarator}")),
            DeclTy::Const(inner) => match &**inner {
                DeclTy::Pointer(_) if declarator.is_empty() => inner.spell("const"),
                DeclTy::Pointer(_) => inner.spell(&format!("const {declarator}")),
                _ => format!("const {}", inner.spell(declarator)),
            },
            DeclTy::Volatile(inner) => match &**inner {
                DeclTy::Pointer(_) if declarator.is_empty() => inner.spell("volatile"),
                DeclTy::Pointer(_) => inner.spell(&format!("volatile {declarator}")),
                _ => format!("volatile {}", inner.spell(declarator)),
            },
            DeclTy::Restrict(inner) if declarator.is_empty() => inner.spell("__restrict__"),
            DeclTy::Restrict(inner) => inner.spell(&format!("__restrict__ {declarator}")),
            DeclTy::Pack(inner) => inner.spell(&format!("...{declarator}")),
            // The first extent is the outermost (`a[4][3]`); an unsized
            // one (a parameter's, as written) is 0.
            DeclTy::Array(inner, 0) => inner.spell(&format!("{declarator}[]")),
            DeclTy::Array(inner, n) => inner.spell(&format!("{declarator}[{n}]")),
            DeclTy::ParamArray(inner, _, name) => inner.spell(&format!("{declarator}[{name}]")),
            DeclTy::Closure(c) => join(&c.spelled, declarator),
            DeclTy::MemberPointer(..) => join("long", declarator),
            DeclTy::Function(ret, params) => {
                let params: Vec<String> = params.iter().map(|p| p.spell("")).collect();
                let params = if params.is_empty() { "void".to_string() } else { params.join(", ") };
                format!("{} ({declarator})({params})", ret.spell(""))
            }
            DeclTy::Typedef(..) => join(&mangle::mangle_type(&self.to_mangle()), declarator),
            DeclTy::Alias(written, _) => join(&mangle::mangle_type(&written.to_mangle()), declarator),
            DeclTy::ParamApplied(_, written) => written.spell(declarator),
            DeclTy::ClosureTemplate(_) => join("<closure>", declarator),
        }
    }

    /// Top-level `const` (and `volatile`, `__restrict__`) dropped (a
    /// parameter's type in the function type).
    pub fn unqualified(&self) -> &DeclTy {
        match self {
            DeclTy::Const(inner) | DeclTy::Volatile(inner) | DeclTy::Restrict(inner) => inner.unqualified(),
            t => t,
        }
    }

    pub fn to_mangle(&self) -> mangle::Ty {
        match self {
            DeclTy::Builtin(s) => mangle::builtin_code(s).map(mangle::Ty::Builtin).unwrap_or_else(|| mangle::Ty::Named(vec![NamePart::plain(s)])),
            DeclTy::Named(s, _) if matches!(s.as_str(), "va_list" | "__builtin_va_list" | "__gnuc_va_list" | "std::va_list") => {
                // On x86-64 `va_list` is `__va_list_tag[1]`, decayed.
                mangle::Ty::Pointer(Box::new(mangle::Ty::Named(vec![NamePart::plain("__va_list_tag")])))
            }
            DeclTy::Named(_, parts) | DeclTy::Enum(_, parts) | DeclTy::Typedef(_, parts) => mangle::Ty::Named(parts.clone()),
            DeclTy::Param(i, _) => mangle::Ty::TemplateParam(*i),
            DeclTy::ParamApplied(i, written) => match &**written {
                DeclTy::Named(_, parts) => mangle::Ty::TemplateParamArgs(*i, parts.last().and_then(|p| p.args.clone()).unwrap_or_default()),
                _ => mangle::Ty::TemplateParam(*i),
            },
            DeclTy::Sugar(_, t) | DeclTy::Alias(_, t) => t.to_mangle(),
            DeclTy::Pointer(t) => mangle::Ty::Pointer(Box::new(t.to_mangle())),
            DeclTy::LRef(t) => mangle::Ty::LRef(Box::new(t.to_mangle())),
            DeclTy::RRef(t) => mangle::Ty::RRef(Box::new(t.to_mangle())),
            DeclTy::Const(t) => mangle::Ty::Const(Box::new(t.to_mangle())),
            DeclTy::Volatile(t) => mangle::Ty::Volatile(Box::new(t.to_mangle())),
            // Only a parameter's own (top-level) restrict is read, and a
            // function type does not mangle it.
            DeclTy::Restrict(t) => t.to_mangle(),
            DeclTy::Pack(t) => mangle::Ty::PackExpansion(Box::new(t.to_mangle())),
            DeclTy::Array(t, n) => mangle::Ty::Array(*n, Box::new(t.to_mangle())),
            DeclTy::ParamArray(t, k, _) => mangle::Ty::ParamArray(*k, Box::new(t.to_mangle())),
            DeclTy::Closure(c) => mangle::Ty::Closure(Box::new(c.mangle.clone())),
            // (A const member function's type mangles its `const` inside: `KFivE`.)
            DeclTy::MemberPointer(class, member) => {
                let member = match &**member {
                    DeclTy::Const(f) => match &**f {
                        DeclTy::Function(ret, params) => mangle::Ty::Function(Box::new(ret.to_mangle()), params.iter().map(DeclTy::to_mangle).collect(), true),
                        _ => member.to_mangle(),
                    },
                    _ => member.to_mangle(),
                };
                mangle::Ty::MemberPointer(Box::new(class.to_mangle()), Box::new(member))
            }
            DeclTy::Function(ret, params) => mangle::Ty::Function(Box::new(ret.to_mangle()), params.iter().map(DeclTy::to_mangle).collect(), false),
            DeclTy::ClosureTemplate(_) => mangle::Ty::Named(vec![NamePart::plain("<closure>")]),
            DeclTy::Unknown(s) => mangle::Ty::Named(vec![NamePart::plain(s)]),
        }
    }

    /// Size and alignment in bytes; `class_layout` answers for named
    /// types.
    pub fn layout(&self, class_layout: &dyn Fn(&str) -> Option<(u64, u64)>) -> Option<(u64, u64)> {
        match self {
            DeclTy::Builtin(s) => builtin_layout(s),
            // (A pointer to member function is a function pointer and an
            // adjustment of `this`.)
            DeclTy::MemberPointer(_, member) if matches!(member.unqualified(), DeclTy::Function(..)) => Some((16, 8)),
            DeclTy::Pointer(_) | DeclTy::LRef(_) | DeclTy::RRef(_) | DeclTy::MemberPointer(..) => Some((8, 8)),
            DeclTy::Const(t) | DeclTy::Volatile(t) | DeclTy::Restrict(t) | DeclTy::Sugar(_, t) | DeclTy::Alias(_, t) => t.layout(class_layout),
            DeclTy::Named(s, _) | DeclTy::Enum(s, _) => class_layout(s),
            DeclTy::Array(t, n) => t.layout(class_layout).and_then(|(size, align)| Some((size.checked_mul(*n)?, align))),
            DeclTy::Closure(c) => Some(c.layout),
            _ => None,
        }
    }

    /// Typedef names (`Sugar`) replaced by the types they stand for, as a
    /// template argument spells and mangles them.
    pub fn desugared(&self) -> DeclTy {
        match self {
            DeclTy::Sugar(_, t) | DeclTy::Alias(_, t) => t.desugared(),
            t => t.map_declarator(DeclTy::desugared).unwrap_or_else(|| t.clone()),
        }
    }

    /// An array parameter's type as the function has it: a pointer to
    /// its element (`fArray` is `double (*)[4][2]`).
    pub fn array_decayed(self) -> DeclTy {
        match self.unqualified() {
            DeclTy::Array(inner, _) | DeclTy::ParamArray(inner, ..) => DeclTy::Pointer(inner.clone()),
            _ => self,
        }
    }

    /// The type behind pointers, references and qualifiers.
    pub fn innermost(&self) -> &DeclTy {
        match self {
            DeclTy::Pointer(x) | DeclTy::LRef(x) | DeclTy::RRef(x) | DeclTy::Const(x) | DeclTy::Volatile(x) | DeclTy::Restrict(x) => x.innermost(),
            t => t,
        }
    }

    pub fn is_class(&self) -> bool {
        match self.unqualified() {
            DeclTy::Sugar(_, t) | DeclTy::Alias(_, t) => t.is_class(),
            t => matches!(t, DeclTy::Named(..) | DeclTy::Closure(_)),
        }
    }

    /// The type a by-value parameter deduces from an argument of this
    /// type: references and top-level cv-qualifiers gone, arrays decayed.
    pub fn decayed(&self) -> DeclTy {
        match self {
            DeclTy::LRef(t) | DeclTy::RRef(t) => t.decayed(),
            DeclTy::Const(t) | DeclTy::Volatile(t) | DeclTy::Restrict(t) => t.decayed(),
            DeclTy::Array(t, _) | DeclTy::ParamArray(t, ..) => DeclTy::Pointer(t.clone()),
            t => t.clone(),
        }
    }
}

/// `offset` rounded up to `align`. A unit can declare sizes near `u64::MAX`
/// (`char a[1ull << 63][4]`), and a layout that leaves `u64` is as unknown
/// as one of an unknown type: `None`, never an overflow (nor a division by
/// a zero alignment).
pub fn align_up(offset: u64, align: u64) -> Option<u64> {
    offset.checked_next_multiple_of(align)
}

/// Where a field of `size` bytes aligned to `align` ends when placed after
/// `offset` bytes of a struct; `None` as for `align_up`.
pub fn place(offset: u64, size: u64, align: u64) -> Option<u64> {
    align_up(offset, align)?.checked_add(size)
}

/// The extent of the array bound whose `[` is token `open`, and the token
/// after its `]`. `None` when the bound is no constant that fits `u64`, or
/// when the `[` never closes (a unit cut short after `int a[`): the
/// declaration's size is then unknown.
pub fn array_extent(text: &str, toks: &[Token], open: usize) -> Option<(u64, usize)> {
    array_extent_with(text, toks, open, &|_| None)
}

/// `array_extent`, names in the bound evaluated with `consts`.
pub fn array_extent_with(text: &str, toks: &[Token], open: usize, consts: Constants) -> Option<(u64, usize)> {
    let close = crate::lexer::skip_group(text, toks, open);
    let bound = toks.get(open + 1..close.checked_sub(1)?)?;
    let v = crate::eval::eval_int_with(text, bound, consts)?;
    Some((u64::try_from(v).ok()?, close))
}

/// The extents `[N][M]...` after a declarator's name token: their product
/// (`None` for no extent) and the token past the last `]`. `None` when a
/// bound is not a constant (see `array_extent`).
pub fn extents_after(text: &str, toks: &[Token], name_tok: usize) -> Option<(Option<u64>, usize)> {
    let mut i = name_tok + 1;
    let mut product: Option<u64> = None;
    while toks.get(i).is_some_and(|t| t.text(text) == "[") {
        let (n, next) = array_extent(text, toks, i)?;
        product = Some(product.unwrap_or(1).checked_mul(n)?);
        i = next;
    }
    Some((product, i))
}

fn join(ty: &str, declarator: &str) -> String {
    if declarator.is_empty() {
        ty.to_string()
    } else if declarator.starts_with('&') && !declarator.starts_with("&&") {
        format!("{ty}{declarator}")
    } else {
        format!("{ty} {declarator}")
    }
}

pub fn builtin_layout(s: &str) -> Option<(u64, u64)> {
    Some(match s {
        "bool" | "char" | "signed char" | "unsigned char" => (1, 1),
        "short" | "unsigned short" | "wchar_t" if s != "wchar_t" => (2, 2),
        "wchar_t" | "char32_t" => (4, 4),
        "char16_t" => (2, 2),
        "int" | "unsigned" | "unsigned int" | "float" => (4, 4),
        "long" | "unsigned long" | "long long" | "unsigned long long" | "double" | "size_t" => (8, 8),
        "long double" | "__int128" | "unsigned __int128" => (16, 16),
        "std::nullptr_t" => (8, 8),
        _ => return None,
    })
}

/// Canonical spelling of builtin type words (`long unsigned int` →
/// `unsigned long`), as cudafe++ prints them.
pub fn canonical_builtin(words: &[&str]) -> Option<String> {
    let mut unsigned = false;
    let mut signed = false;
    let mut longs = 0;
    let mut base = None;
    for w in words {
        match *w {
            "unsigned" => unsigned = true,
            "signed" => signed = true,
            "long" => longs += 1,
            "int" => {}
            "short" | "char" | "bool" | "float" | "double" | "void" | "wchar_t" | "char16_t" | "char32_t" | "char8_t" | "__int128" => base = Some(*w),
            _ => return None,
        }
    }
    let s = match (base, unsigned, signed, longs) {
        (Some("char"), true, _, _) => "unsigned char".into(),
        (Some("char"), _, true, _) => "signed char".into(),
        (Some("short"), true, _, _) => "unsigned short".into(),
        (Some("short"), ..) => "short".into(),
        (Some("double"), _, _, 1) => "long double".into(),
        (Some("__int128"), true, _, _) => "unsigned __int128".into(),
        (Some(b), ..) => b.to_string(),
        (None, true, _, 0) => "unsigned".into(),
        (None, false, _, 0) => "int".into(),
        (None, true, _, 1) => "unsigned long".into(),
        (None, false, _, 1) => "long".into(),
        (None, true, _, _) => "unsigned long long".into(),
        (None, false, _, _) => "long long".into(),
    };
    Some(s)
}

/// Reads a parameter's type from its tokens (the declared name, default
/// argument and attributes already left out). `tparams` names the
/// enclosing template's parameters.
pub fn parse(src: &str, toks: &[Token], tparams: &[String]) -> DeclTy {
    parse_with(src, toks, tparams, &|_| None)
}

/// What a name in an array bound stands for (`N` of `int (*m)[N]` for a
/// `constexpr int N = 16;`): the caller knows the unit's constants.
pub type Constants<'c> = &'c dyn Fn(&str) -> Option<i128>;

/// `parse`, array bounds naming constants evaluated with `consts`.
pub fn parse_with(src: &str, toks: &[Token], tparams: &[String], consts: Constants) -> DeclTy {
    // `>>` closing two argument lists (`vector<vector<int>>`) is two `>`.
    if toks.iter().any(|t| t.text(src) == ">>") {
        let split: Vec<Token> = toks
            .iter()
            .flat_map(|t| match t.text(src) {
                ">>" => vec![Token { len: 1, ..*t }, Token { start: t.start + 1, len: 1, ..*t }],
                _ => vec![*t],
            })
            .collect();
        return parse_with(src, &split, tparams, consts);
    }
    if let Some((start, after)) = member_pointer_at(src, toks) {
        return member_pointer(src, toks, start, after, tparams, consts);
    }
    let texts: Vec<&str> = toks.iter().map(|t| crate::parse::plain_keyword(t.text(src))).collect();
    let mut i = 0;
    let mut words: Vec<&str> = Vec::new();
    let mut front_const = false;
    let mut front_volatile = false;
    let mut base: Option<DeclTy> = None;
    while i < texts.len() {
        let t = texts[i];
        match t {
            "const" => front_const = true,
            "volatile" => front_volatile = true,
            // A restrict before the type has nothing to qualify.
            "struct" | "class" | "union" | "enum" | "typename" | "register" | "__restrict__" | "__restrict" => {}
            "unsigned" | "signed" | "long" | "short" | "int" | "char" | "bool" | "float" | "double" | "void" | "wchar_t" | "char16_t" | "char32_t" | "char8_t" | "__int128" => {
                words.push(t)
            }
            // `__attribute__((device_builtin))` in a header's typedef.
            "__attribute__" | "__declspec" | "alignas" if texts.get(i + 1) == Some(&"(") => {
                i = crate::lexer::skip_group(src, toks, i + 1);
                continue;
            }
            "*" | "&" | "&&" | "..." | "(" | "[" => break,
            // `decltype(nullptr)`, which cudafe++ spells `std::nullptr_t`.
            "decltype" if base.is_none() && texts.get(i + 1..i + 4) == Some(&["(", "nullptr", ")"][..]) => {
                base = Some(DeclTy::Builtin("std::nullptr_t".into()));
                i += 4;
                continue;
            }
            _ if toks[i].kind == TokKind::Ident || t == "::" => {
                if base.is_some() {
                    break;
                }
                let (ty, next) = named(src, toks, i, tparams);
                base = Some(ty);
                i = next;
                continue;
            }
            _ => {}
        }
        i += 1;
    }
    let mut ty = match base {
        Some(b) => b,
        None => match canonical_builtin(&words) {
            Some(s) => DeclTy::Builtin(s),
            None => DeclTy::Unknown(texts.join(" ")),
        },
    };
    if front_volatile {
        ty = DeclTy::Volatile(Box::new(ty));
    }
    if front_const {
        ty = DeclTy::Const(Box::new(ty));
    }
    while i < texts.len() {
        match texts[i] {
            "*" => ty = DeclTy::Pointer(Box::new(ty)),
            "&" => ty = DeclTy::LRef(Box::new(ty)),
            "&&" => ty = DeclTy::RRef(Box::new(ty)),
            // Restrict outermost, whatever the order written, as cudafe++
            // spells it (`*const __restrict__`).
            "const" => ty = qualify_under_restrict(ty, DeclTy::Const),
            "volatile" => ty = qualify_under_restrict(ty, DeclTy::Volatile),
            "__restrict__" | "__restrict" if matches!(ty.unqualified(), DeclTy::Pointer(_)) && !matches!(ty, DeclTy::Restrict(_)) => ty = DeclTy::Restrict(Box::new(ty)),
            "..." => ty = DeclTy::Pack(Box::new(ty)),
            // A pointer or reference to a function or an array:
            // `R (*name)(params)`, `T (&name)[N]`.
            "(" if matches!(texts.get(i + 1), Some(&("*" | "&" | "&&"))) => return function_pointer(src, toks, i, ty, tparams, consts),
            // A pointer to a member function: `R (C::*name)(params)`.
            "(" if starts_member_pointer(src, toks, i + 1) => return member_function_pointer(src, toks, i, ty, tparams, consts),
            // An array parameter is a pointer, to an array of its
            // further extents (`double c[][4][4]` is `double (*)[4][4]`).
            "[" => {
                let mut extents = Vec::new();
                let mut k = crate::lexer::skip_group(src, toks, i);
                while texts.get(k) == Some(&"[") {
                    let Some((n, next)) = extent_of(src, toks, k, tparams, consts) else { break };
                    extents.push(n);
                    k = next;
                }
                ty = DeclTy::Pointer(Box::new(array_with(ty, extents)));
                break;
            }
            _ => {}
        }
        i += 1;
    }
    ty
}

/// A pointer-to-member declarator's class name (`S` of `int S::*`, `a::C`
/// of `float a::C::*const`), not in parentheses (a pointer to member
/// function, `int (S::*)()`, is not read): where the class name starts
/// and the token after its `*`.
fn member_pointer_at(src: &str, toks: &[Token]) -> Option<(usize, usize)> {
    let text = |k: usize| toks.get(k).map_or("", |t| t.text(src));
    let colons = (1..toks.len().saturating_sub(1)).find(|&k| text(k) == "::" && text(k + 1) == "*" && toks[k - 1].kind == TokKind::Ident)?;
    let mut start = colons - 1;
    while start >= 2 && text(start - 1) == "::" && toks[start - 2].kind == TokKind::Ident {
        start -= 2;
    }
    (start > 0 && !matches!(text(start - 1), "(" | "::" | "<" | ",")).then_some((start, colons + 2))
}

/// A nested name and `::*` start at `at` (`C::*`, `a::C::*`).
fn starts_member_pointer(src: &str, toks: &[Token], mut at: usize) -> bool {
    let text = |k: usize| toks.get(k).map_or("", |t| t.text(src));
    let first = at;
    while toks.get(at).is_some_and(|t| t.kind == TokKind::Ident) && text(at + 1) == "::" {
        at += 2;
    }
    at > first && text(at) == "*"
}

/// `member S::*` from the class name at `start`: the member's type is
/// what the tokens before say; cv-qualifiers after the `*` apply to the
/// pointer.
fn member_pointer(src: &str, toks: &[Token], start: usize, after: usize, tparams: &[String], consts: Constants) -> DeclTy {
    let member = parse_with(src, &toks[..start], tparams, consts);
    let (class, _) = named(src, toks, start, tparams);
    let mut ty = DeclTy::MemberPointer(Box::new(class), Box::new(member));
    for t in toks.get(after..).unwrap_or(&[]) {
        match t.text(src) {
            "const" => ty = DeclTy::Const(Box::new(ty)),
            "volatile" => ty = DeclTy::Volatile(Box::new(ty)),
            _ => {}
        }
    }
    ty
}

/// An array extent in a declarator: a constant, or a template's value
/// parameter (its index and name).
enum Extent {
    Known(u64),
    Param(u32, String),
}

/// The extent `[...]` at `open` and the token past its `]`: a constant,
/// or the name of one of `tparams` (`float (*a)[N]`); `None` otherwise.
fn extent_of(src: &str, toks: &[Token], open: usize, tparams: &[String], consts: Constants) -> Option<(Extent, usize)> {
    if let Some((n, next)) = array_extent_with(src, toks, open, consts) {
        return Some((Extent::Known(n), next));
    }
    let close = crate::lexer::skip_group(src, toks, open);
    let [name] = toks.get(open + 1..close.checked_sub(1)?)? else { return None };
    let name = name.text(src);
    let k = tparams.iter().position(|p| p == name)?;
    Some((Extent::Param(u32::try_from(k).ok()?, name.to_string()), close))
}

/// `array_of` with extents that may be template parameters.
fn array_with(elem: DeclTy, extents: Vec<Extent>) -> DeclTy {
    extents.into_iter().rev().fold(elem, |t, e| match e {
        Extent::Known(n) => DeclTy::Array(Box::new(t), n),
        Extent::Param(k, name) => DeclTy::ParamArray(Box::new(t), k, name),
    })
}

/// An array of `extents` (the first outermost: `[4][3]` is four arrays
/// of three) of `elem`.
pub fn array_of(elem: DeclTy, extents: &[u64]) -> DeclTy {
    extents.iter().rev().fold(elem, |t, &n| DeclTy::Array(Box::new(t), n))
}

/// `ret (*name)(params)` from the `(` at `open`: a pointer to a function
/// type (the name, if any, is left out); `(&name)` or `(&&name)` make it
/// a reference instead, as `int (&ref)[2]` is a reference to an array.
fn function_pointer(src: &str, toks: &[Token], open: usize, ret: DeclTy, tparams: &[String], consts: Constants) -> DeclTy {
    let unknown = || DeclTy::Unknown(toks.iter().map(|t| t.text(src)).collect::<Vec<_>>().join(" "));
    let close = crate::lexer::skip_group(src, toks, open);
    let wrap: fn(Box<DeclTy>) -> DeclTy = match toks.get(open + 1).map(|t| t.text(src)) {
        Some("&") => DeclTy::LRef,
        Some("&&") => DeclTy::RRef,
        _ => DeclTy::Pointer,
    };
    // `T (*)[N]...`: a pointer to an array.
    if toks.get(close).map(|t| t.text(src)) == Some("[") {
        let mut extents = Vec::new();
        let mut k = close;
        while toks.get(k).map(|t| t.text(src)) == Some("[") {
            let Some((n, next)) = extent_of(src, toks, k, tparams, consts) else { return unknown() };
            extents.push(n);
            k = next;
        }
        return wrap(Box::new(array_with(ret, extents)));
    }
    if toks.get(close).map(|t| t.text(src)) != Some("(") {
        return unknown();
    }
    wrap(Box::new(function_type(src, toks, close, ret, tparams, consts).0))
}

/// `ret (C::*name)(params) cv` from the `(` at `open`: a pointer to a
/// member function of `C`. A `const` after the parameters qualifies the
/// function type (`MemberPointer(C, Const(Function))`): it decides the
/// object the pointer is applied to, and mangles as `M1CKFivE`.
fn member_function_pointer(src: &str, toks: &[Token], open: usize, ret: DeclTy, tparams: &[String], consts: Constants) -> DeclTy {
    let unknown = || DeclTy::Unknown(toks.iter().map(|t| t.text(src)).collect::<Vec<_>>().join(" "));
    let close = crate::lexer::skip_group(src, toks, open);
    if toks.get(close).map(|t| t.text(src)) != Some("(") {
        return unknown();
    }
    let (class, _) = named(src, toks, open + 1, tparams);
    let (function, end) = function_type(src, toks, close, ret, tparams, consts);
    let qualifiers = toks.get(end..).unwrap_or(&[]).iter().map(|t| t.text(src)).take_while(|t| matches!(*t, "const" | "volatile"));
    let function = qualifiers.fold(function, |f, q| if q == "const" { DeclTy::Const(Box::new(f)) } else { DeclTy::Volatile(Box::new(f)) });
    DeclTy::MemberPointer(Box::new(class), Box::new(function))
}

/// The function type whose parameter list opens at `open`, returning
/// `ret`, and the token after the list.
fn function_type(src: &str, toks: &[Token], close: usize, ret: DeclTy, tparams: &[String], consts: Constants) -> (DeclTy, usize) {
    let end = crate::lexer::skip_group(src, toks, close);
    let inner = toks.get(close + 1..end.saturating_sub(1)).unwrap_or(&[]);
    let mut params = Vec::new();
    let mut start = 0;
    let mut depth = 0i32;
    for (k, t) in inner.iter().enumerate() {
        match t.text(src) {
            "(" | "<" | "[" => depth += 1,
            ")" | ">" | "]" => depth -= 1,
            "," if depth == 0 => {
                params.push(parse_with(src, &inner[start..k], tparams, consts));
                start = k + 1;
            }
            _ => {}
        }
    }
    let last = &inner[start..];
    let only_void = last.len() == 1 && last[0].text(src) == "void" && params.is_empty();
    if !last.is_empty() && !only_void {
        params.push(parse_with(src, last, tparams, consts));
    }
    (DeclTy::Function(Box::new(ret), params), end)
}

/// `ty` with a cv-qualifier added under its top-level restrict, if any.
fn qualify_under_restrict(ty: DeclTy, qualify: fn(Box<DeclTy>) -> DeclTy) -> DeclTy {
    match ty {
        DeclTy::Restrict(inner) => DeclTy::Restrict(Box::new(qualify(inner))),
        ty => qualify(Box::new(ty)),
    }
}

/// A possibly qualified, possibly templated name at `i`.
fn named(src: &str, toks: &[Token], mut i: usize, tparams: &[String]) -> (DeclTy, usize) {
    let mut parts = Vec::new();
    let mut spelled = String::new();
    if toks.get(i).map(|t| t.text(src)) == Some("::") {
        spelled.push_str("::");
        i += 1;
    }
    while i < toks.len() && toks[i].kind == TokKind::Ident {
        let name = toks[i].text(src);
        spelled.push_str(name);
        i += 1;
        let mut args = None;
        if toks.get(i).map(|t| t.text(src)) == Some("<") {
            let (a, next, text) = template_args(src, toks, i, tparams);
            args = Some(a);
            spelled.push_str(&text);
            i = next;
        }
        parts.push(NamePart { name: name.to_string(), args });
        if toks.get(i).map(|t| t.text(src)) == Some("::") && toks.get(i + 1).is_some_and(|t| t.kind == TokKind::Ident) {
            spelled.push_str("::");
            i += 1;
        } else {
            break;
        }
    }
    if let [only] = parts.as_slice() {
        if let Some(k) = tparams.iter().position(|p| *p == only.name) {
            if only.args.is_none() {
                return (DeclTy::Param(k as u32, only.name.clone()), i);
            }
            // A template template parameter's specialization.
            return (DeclTy::ParamApplied(k as u32, Box::new(DeclTy::Named(spelled, parts))), i);
        }
    }
    (DeclTy::Named(spelled, parts), i)
}

/// A non-type argument as the stub spells one, its value cast to the
/// parameter's type (`(int)3`, `(unsigned int)5u`, `(long)-7l`,
/// `(    ::Color)1`): mangled with that type (`Li3E`, `L5Color1E`).
fn cast_value_arg(src: &str, arg: &[Token], tparams: &[String]) -> Option<TemplateArg> {
    if arg.first()?.text(src) != "(" {
        return None;
    }
    let close = arg.iter().position(|t| t.text(src) == ")")?;
    let (negative, number) = match &arg[close + 1..] {
        [n] => (false, n),
        [minus, n] if minus.text(src) == "-" => (true, n),
        _ => return None,
    };
    if number.kind != TokKind::Number {
        return None;
    }
    let digits = number.text(src).trim_end_matches(['u', 'U', 'l', 'L']);
    let magnitude = digits.parse::<i128>().ok()?;
    let v = if negative { -magnitude } else { magnitude };
    let ty = &arg[1..close];
    let words: Vec<&str> = ty.iter().map(|t| t.text(src)).collect();
    match mangle::builtin_code(&words.join(" ")) {
        Some(code) => Some(TemplateArg::Int(code, v)),
        None => Some(TemplateArg::Typed(parse(src, ty, tparams).to_mangle(), v)),
    }
}

fn template_args(src: &str, toks: &[Token], open: usize, tparams: &[String]) -> (Vec<TemplateArg>, usize, String) {
    let mut depth = 0i32;
    let mut i = open;
    let mut args = Vec::new();
    let mut start = open + 1;
    let mut text = String::from("<");
    while i < toks.len() {
        let t = toks[i].text(src);
        match t {
            "<" => depth += 1,
            ">" | ">>" | "," if depth == 1 || t == ">>" => {
                if t == "," || depth == 1 || t == ">>" {
                    let arg = &toks[start..i];
                    if !arg.is_empty() {
                        let mut spelled = arg.iter().map(|k| k.text(src)).collect::<Vec<_>>().join(" ");
                        let value = if arg.len() == 1 && arg[0].kind == TokKind::Number { None } else { cast_value_arg(src, arg, tparams) };
                        if value.is_some() {
                            // A cast value as the stub spells it: `(int)4`.
                            spelled = spelled.replace("( ", "(").replace(" )", ")").replace(") ", ")");
                        }
                        if text.len() > 1 {
                            text.push_str(", ");
                        }
                        text.push_str(&spelled);
                        if arg.len() == 1 && arg[0].kind == TokKind::Number {
                            let v = arg[0].text(src).trim_end_matches(['u', 'U', 'l', 'L']).parse::<i128>().unwrap_or(0);
                            args.push(TemplateArg::Int("i", v));
                        } else if let Some(value) = value {
                            args.push(value);
                        } else {
                            args.push(TemplateArg::Type(parse(src, arg, tparams).to_mangle()));
                        }
                    }
                    start = i + 1;
                }
                if t != "," {
                    depth -= if t == ">>" { 2 } else { 1 };
                    if depth <= 0 {
                        text.push('>');
                        return (args, i + 1, text);
                    }
                }
            }
            ">" => depth -= 1,
            _ => {}
        }
        i += 1;
    }
    (args, i, text)
}

/// `const` (or `volatile`) on an array qualifies its elements: `const
/// fArray` is an array of `const double`, which mangles so (`A41_Kd`).
pub fn qualifiers_into_arrays(t: DeclTy) -> DeclTy {
    match t {
        DeclTy::Const(inner) if matches!(*inner, DeclTy::Array(..)) => match *inner {
            DeclTy::Array(x, n) => DeclTy::Array(Box::new(qualifiers_into_arrays(DeclTy::Const(x))), n),
            other => other,
        },
        DeclTy::Volatile(inner) if matches!(*inner, DeclTy::Array(..)) => match *inner {
            DeclTy::Array(x, n) => DeclTy::Array(Box::new(qualifiers_into_arrays(DeclTy::Volatile(x))), n),
            other => other,
        },
        t => t,
    }
}
