//! The standard library's type traits, evaluated for a kernel template's
//! instance.
//!
//! A kernel template's default arguments and the types of its non-type
//! parameters often select instances by traits (`std::enable_if_t<
//! std::is_floating_point<T>::value, int> = 0`, `class = std::void_t<...>`,
//! `bool = std::is_signed<T>::value`). Once the instance's arguments are
//! substituted into them, EDG evaluates them: a `true` condition makes the
//! member type (`std::enable_if<true, float>::type`, which the stub names by
//! a typedef of its own), a `false` one no instance at all. cufe models the
//! traits of fundamental types, pointers and references; a trait of a class
//! (or one the unit defines) stays unevaluated, and the caller keeps what it
//! had.

use super::types::{self, DeclTy};
use crate::mangle::{NamePart, TemplateArg as MangleArg};
use crate::scoped::ScopedStr;

/// What a type naming a trait's member type (`typename std::enable_if<C,
/// T>::type`, `std::conditional_t<C, A, B>`, `std::void_t<...>`) names.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) enum Resolved {
    /// The type, and how the stub writes it as a template argument:
    /// through the member it names (`std::enable_if<true, float> ::type`,
    /// which `arg_type` reads as an alias of `float`).
    Type(String),
    /// The condition is false: no such type, no instance (SFINAE).
    Disabled,
}

/// Traits with a boolean `value`, by name.
const BOOL_TRAITS: &[&str] = &[
    "is_integral",
    "is_floating_point",
    "is_arithmetic",
    "is_signed",
    "is_unsigned",
    "is_same",
    "is_pointer",
    "is_void",
    "is_const",
    "is_volatile",
    "is_reference",
    "is_lvalue_reference",
    "is_rvalue_reference",
    "is_fundamental",
    "is_scalar",
    "is_null_pointer",
    "conjunction",
    "disjunction",
    "negation",
    "integral_constant",
    "bool_constant",
];

/// `text` (a type, every template parameter substituted) when it names a
/// trait's member type: what it names. `None`: no trait, or one cufe
/// cannot evaluate.
pub(super) fn resolve_type(text: &str) -> Option<Resolved> {
    let (head, rest) = split_declarator(text)?;
    let (name, args, after) = trait_call(head)?;
    let member_type = after.replace(' ', "");
    // (`void_t` is an alias template of `void` itself, which the stub
    // names after the alias's instance.)
    if name == "void_t" {
        return member_type.is_empty().then(|| Resolved::Type(format!("::std::void_t<{}>{rest}", args.iter().map(|a| a.trim()).collect::<Vec<_>>().join(", "))));
    }
    let alias = name.strip_suffix("_t");
    let member = match (alias, member_type.as_str()) {
        (Some(base), "") => base,
        (None, "::type") => name,
        _ => return None,
    };
    let (condition, chosen, written) = match (member, args.as_slice()) {
        ("enable_if", [c]) => (condition(c)?, "void".to_string(), None),
        ("enable_if", [c, t]) => (condition(c)?, t.trim().to_string(), None),
        ("conditional", [c, a, b]) => {
            let holds = condition(c)?;
            (true, if holds { a } else { b }.trim().to_string(), Some(format!("{}, {}, {}", u8::from(holds), a.trim(), b.trim())))
        }
        _ => return None,
    };
    if !condition {
        return Some(Resolved::Disabled);
    }
    // The member as EDG names it: the condition by its value, the
    // type argument made explicit (`enable_if<true, void>`).
    let chosen = match resolve_type(&chosen) {
        Some(Resolved::Type(t)) => t,
        Some(Resolved::Disabled) => return Some(Resolved::Disabled),
        None => chosen,
    };
    let args = written.unwrap_or_else(|| format!("1, {chosen}"));
    Some(Resolved::Type(format!("::std::{member}<{args}> ::type{rest}")))
}

/// The type a canonical member spelling (`::std::enable_if<1, float>
/// ::type`, what `resolve_type` writes) stands for, as an alias the stub
/// names by a typedef; `None` for any other type.
pub(super) fn member_alias(text: &str) -> Option<DeclTy> {
    let (head, rest) = split_declarator(text)?;
    let (name, args, after) = trait_call(head)?;
    if !head.trim_start().starts_with("::std") {
        return None;
    }
    if name == "void_t" && after.trim().is_empty() {
        let args = args.iter().filter(|a| !a.trim().is_empty()).map(|a| MangleArg::Type(arg_type(a).to_mangle())).collect();
        let spelled = format!("std::void_t<{}>", args_spelled(head));
        let parts = vec![NamePart::plain("std"), NamePart { name: name.to_string(), args: Some(vec![MangleArg::Pack(args)]) }];
        let alias = DeclTy::Alias(Box::new(DeclTy::Named(spelled, parts)), Box::new(DeclTy::Builtin("void".into())));
        return Some(with_declarator(alias, rest));
    }
    if after.replace(' ', "") != "::type" {
        return None;
    }
    let (target, margs) = match (name, args.as_slice()) {
        ("enable_if", [c, t]) if c.trim() == "1" => (t.trim(), vec![MangleArg::Int("b", 1), MangleArg::Type(arg_type(t).to_mangle())]),
        ("conditional", [c, a, b]) if matches!(c.trim(), "0" | "1") => {
            let holds = c.trim() == "1";
            (if holds { a.trim() } else { b.trim() }, vec![MangleArg::Int("b", i128::from(holds)), MangleArg::Type(arg_type(a).to_mangle()), MangleArg::Type(arg_type(b).to_mangle())])
        }
        _ => return None,
    };
    let spelled = format!("std::{name}<{}> ::type", args.iter().map(|a| a.trim()).collect::<Vec<_>>().join(", "));
    let parts = vec![NamePart::plain("std"), NamePart { name: name.to_string(), args: Some(margs) }, NamePart::plain("type")];
    let alias = DeclTy::Alias(Box::new(DeclTy::Named(spelled, parts)), Box::new(arg_type(target)));
    Some(with_declarator(alias, rest))
}

/// `text` with each trait's value it names (`std::is_signed<int>::value`,
/// `std::is_same_v<A, B>`, `std::is_integral<T>{}`) replaced by `1` or
/// `0`; `None` when one cannot be evaluated.
pub(super) fn fold_values(text: &str) -> Option<String> {
    let toks = crate::lexer::lex(text);
    let word = |k: usize| toks.get(k).map_or("", |t| t.text(text));
    let mut out = String::with_capacity(text.len());
    let mut k = 0;
    while k < toks.len() {
        let mut j = k;
        if word(j) == "::" {
            j += 1;
        }
        if word(j) == "std" && word(j + 1) == "::" {
            j += 2;
        }
        let name = word(j);
        let base = name.strip_suffix("_v").unwrap_or(name);
        if toks.get(j).is_some_and(|t| t.kind == crate::lexer::TokKind::Ident) && BOOL_TRAITS.contains(&base) && word(j + 1) == "<" {
            let (close, at) = matching_angle(&toks, text, j + 1)?;
            let start = toks[j].start as usize;
            let value = trait_value(text.get(start..=at)?)?;
            let mut next = close + 1;
            // (A `>>` closing an outer list too leaves it its `>`.)
            if at < toks[close].end() as usize - 1 {
                out.push_str(if value { " 1 >" } else { " 0 >" });
                k = next;
                continue;
            }
            if base == name {
                // `::value`, `{}` or `()`: the value of the trait's object.
                match (word(next), word(next + 1), word(next + 2)) {
                    ("::", "value", _) => next += 2,
                    ("{", "}", _) | ("(", ")", _) => next += 2,
                    _ => return None,
                }
            }
            out.push_str(if value { " 1 " } else { " 0 " });
            k = next;
            continue;
        }
        out.push(' ');
        out.push_str(word(k));
        k += 1;
    }
    Some(out.trim().to_string())
}

/// A condition's value (`std::is_integral<int>::value && sizeof(int) ==
/// 4`), every template parameter substituted.
pub(super) fn condition(text: &str) -> Option<bool> {
    let folded = fold_values(text)?;
    let toks = crate::lexer::lex(&folded);
    crate::eval::eval_int_with(&folded, &toks, &super::targs::runtime_type_size).map(|v| v != 0)
}

/// The value of a trait's instance (`is_same<int, long>`): `None` when
/// cufe cannot tell.
fn trait_value(text: &str) -> Option<bool> {
    let (name, args, after) = trait_call(text)?;
    if !after.trim().is_empty() {
        return None;
    }
    let name = name.strip_suffix("_v").unwrap_or(name);
    let kind = |k: usize| args.get(k).map(|a| Kind::of(a));
    Some(match (name, args.as_slice()) {
        ("is_same", [a, b]) => {
            let (a, b) = (arg_type(a), arg_type(b));
            if [&a, &b].iter().any(|t| !Kind::of_ty(t).known()) {
                return None;
            }
            a.desugared().to_mangle() == b.desugared().to_mangle()
        }
        ("conjunction", _) => args.iter().map(|a| trait_value(a)).collect::<Option<Vec<_>>>()?.into_iter().all(|v| v),
        ("disjunction", _) => args.iter().map(|a| trait_value(a)).collect::<Option<Vec<_>>>()?.into_iter().any(|v| v),
        ("negation", [a]) => !trait_value(a)?,
        ("integral_constant", [_, v]) | ("bool_constant", [v]) => condition(v)?,
        (_, [_]) => kind(0)?.has(name)?,
        _ => return None,
    })
}

/// What the traits of one type tell apart.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Kind {
    class: Class,
    is_const: bool,
    is_volatile: bool,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Class {
    Integral { signed: bool },
    Floating,
    Void,
    NullPointer,
    Pointer,
    LRef,
    RRef,
    /// A class, an enumeration or a typedef: cufe cannot tell which.
    Other,
    Unknown,
}

impl Kind {
    fn of(text: &str) -> Kind {
        Kind::of_ty(&arg_type(text))
    }

    fn of_ty(t: &DeclTy) -> Kind {
        let mut kind = Kind { class: Class::Unknown, is_const: false, is_volatile: false };
        let mut t = t.desugared();
        loop {
            match t {
                DeclTy::Const(inner) => {
                    kind.is_const = true;
                    t = *inner;
                }
                DeclTy::Volatile(inner) => {
                    kind.is_volatile = true;
                    t = *inner;
                }
                _ => break,
            }
        }
        kind.class = match &t {
            DeclTy::Builtin(b) => builtin_class(b),
            DeclTy::Pointer(_) => Class::Pointer,
            DeclTy::LRef(_) => Class::LRef,
            DeclTy::RRef(_) => Class::RRef,
            // (A template's instance may be an alias template's, of any
            // type: `std::remove_cv_t<int>`.)
            DeclTy::Named(_, parts) if parts.iter().any(|p| p.args.is_some()) => Class::Unknown,
            DeclTy::Named(..) | DeclTy::Enum(..) => Class::Other,
            _ => Class::Unknown,
        };
        kind
    }

    fn known(self) -> bool {
        !matches!(self.class, Class::Unknown)
    }

    /// The value of the one-type trait `name`.
    fn has(self, name: &str) -> Option<bool> {
        let c = self.class;
        let integral = matches!(c, Class::Integral { .. });
        let arithmetic = integral || c == Class::Floating;
        if c == Class::Unknown {
            return None;
        }
        // (A class's, an enumeration's or a typedef's traits are unknown
        // but those every such type has the same.)
        let other = c == Class::Other;
        Some(match name {
            "is_integral" if !other => integral,
            "is_floating_point" if !other => c == Class::Floating,
            "is_arithmetic" if !other => arithmetic,
            "is_signed" if !other => matches!(c, Class::Integral { signed: true } | Class::Floating),
            "is_unsigned" if !other => matches!(c, Class::Integral { signed: false }),
            "is_fundamental" if !other => arithmetic || matches!(c, Class::Void | Class::NullPointer),
            "is_scalar" if !other => arithmetic || matches!(c, Class::Pointer | Class::NullPointer),
            "is_void" if !other => c == Class::Void,
            "is_null_pointer" if !other => c == Class::NullPointer,
            "is_pointer" => c == Class::Pointer,
            "is_reference" => matches!(c, Class::LRef | Class::RRef),
            "is_lvalue_reference" => c == Class::LRef,
            "is_rvalue_reference" => c == Class::RRef,
            "is_const" => self.is_const,
            "is_volatile" => self.is_volatile,
            _ => return None,
        })
    }
}

fn builtin_class(b: &str) -> Class {
    let words: Vec<&str> = b.split_whitespace().collect();
    let has = |w: &str| words.contains(&w);
    if has("void") {
        return Class::Void;
    }
    if has("float") || has("double") || has("__float128") {
        return Class::Floating;
    }
    if b.contains("nullptr_t") {
        return Class::NullPointer;
    }
    // (`char` and `wchar_t` are signed on the host, the character types
    // of C++11 and C++20 unsigned, as `bool`.)
    let unsigned = has("unsigned") || words.iter().any(|w| matches!(*w, "bool" | "char8_t" | "char16_t" | "char32_t"));
    Class::Integral { signed: !unsigned }
}

/// The arguments of the template-id `head` as written between its
/// brackets.
fn args_spelled(head: &str) -> &str {
    let open = head.find('<').map_or(head.len(), |k| k + 1);
    let close = head.rfind('>').unwrap_or(head.len()).max(open);
    head.get(open..close).unwrap_or("").trim()
}

/// `text` split into a type and the pointer and reference declarators
/// after it (`std::enable_if_t<B> *` is `std::enable_if_t<B>`, ` *`).
fn split_declarator(text: &str) -> Option<(&str, &str)> {
    let trimmed = text.trim_end();
    let head = trimmed.trim_end_matches(['*', '&', ' ']);
    Some((head, trimmed.get(head.len()..)?))
}

/// `t` under the pointer and reference declarators `rest` (` *`).
fn with_declarator(t: DeclTy, rest: &str) -> DeclTy {
    rest.chars().fold(t, |t, c| match c {
        '*' => DeclTy::Pointer(Box::new(t)),
        '&' => DeclTy::LRef(Box::new(t)),
        _ => t,
    })
}

/// A standard template's name, arguments and what follows their list
/// (`::type`), from `[typename] [::][std::]name<args>rest`.
pub(super) fn trait_call(text: &str) -> Option<(&str, Vec<String>, &str)> {
    let t = text.trim();
    let t = t.strip_prefix("typename").map_or(t, str::trim_start).trim_global();
    let t = t.strip_prefix("std").and_then(|r| r.trim_start().strip_prefix("::")).map_or(t, str::trim_start);
    let open = t.find('<')?;
    let name = t.get(..open)?.trim();
    if name.is_empty() || !name.chars().all(|c| c.is_alphanumeric() || c == '_') {
        return None;
    }
    let close = open + matching_close(t.get(open..)?)?;
    let args = super::split_template_args(t.get(open..=close)?);
    Some((name, args, t.get(close + 1..)?))
}

/// The offset of the `>` closing the list `text` opens with its `<`.
fn matching_close(text: &str) -> Option<usize> {
    let toks = crate::lexer::lex(text);
    matching_angle(&toks, text, 0).map(|(_, at)| at)
}

/// Where the list the `<` at token `open` opens closes: the token, and
/// the offset of its `>` (the second of a `>>` closing an inner list too,
/// `is_same_v<A, B<C>>`; the first of one closing an outer list too).
fn matching_angle(toks: &[crate::lexer::Token], text: &str, open: usize) -> Option<(usize, usize)> {
    let mut depth = 0i32;
    let mut k = open;
    while k < toks.len() {
        let start = toks[k].start as usize;
        match toks[k].text(text) {
            "(" | "[" | "{" => depth += 100,
            ")" | "]" | "}" => depth -= 100,
            "<" => depth += 1,
            ">" if depth == 1 => return Some((k, start)),
            ">" => depth -= 1,
            ">>" if depth == 1 => return Some((k, start)),
            ">>" if depth == 2 => return Some((k, start + 1)),
            ">>" => depth -= 2,
            _ => {}
        }
        k += 1;
    }
    None
}

fn arg_type(text: &str) -> DeclTy {
    let text = text.trim();
    types::parse(text, &crate::lexer::lex(text), &[])
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn traits_of_fundamental_types() {
        assert_eq!(condition("std :: is_floating_point < float > :: value"), Some(true));
        assert_eq!(condition("std::is_integral<double>::value || sizeof(int) == 4"), Some(true));
        assert_eq!(condition("std::is_signed_v<unsigned int>"), Some(false));
        assert_eq!(condition("std::is_same<long, int>::value"), Some(false));
        assert_eq!(condition("!std::is_pointer<int *>{}"), Some(false));
        assert_eq!(condition("std::is_arithmetic<    ::float4>::value"), None);
        assert_eq!(condition("std::conjunction<std::is_integral<int>, std::is_signed<int> >::value"), Some(true));
    }

    #[test]
    fn member_types() {
        assert_eq!(resolve_type("std::enable_if_t<std::is_integral<int>::value, int>"), Some(Resolved::Type("::std::enable_if<1, int> ::type".into())));
        assert_eq!(resolve_type("typename std::enable_if<std::is_integral<float> ::value> ::type"), Some(Resolved::Disabled));
        assert_eq!(resolve_type("std::enable_if_t<true> *"), Some(Resolved::Type("::std::enable_if<1, void> ::type *".into())));
        assert_eq!(resolve_type("std::void_t<int>"), Some(Resolved::Type("::std::void_t<int>".into())));
        assert_eq!(condition("std::is_same_v<int, std::remove_cv_t<int>>"), None);
        assert_eq!(condition("std::is_floating_point_v<float>"), Some(true));
        assert!(matches!(resolve_type("std::enable_if_t<std::is_floating_point_v<float>>"), Some(Resolved::Type(_))));
        assert_eq!(resolve_type("my::enable_if_t<true>"), None);
        assert!(member_alias("::std::enable_if<1, float> ::type").is_some());
    }
}
