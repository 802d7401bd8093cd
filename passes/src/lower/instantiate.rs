//! Result types of templates used with written arguments. cudafe++ shows
//! the conversion of a call's result like any other (`time +=
//! (d.count());` when `time` is a `double` and `count` returns a `long`),
//! so the printer needs the types of two kinds of call it cannot read off
//! one declaration:
//!
//! - a member function of a class template's specialization, whose
//!   result is a template parameter or a member typedef of one
//!   (`duration<double>::count()` returns `rep`, that is `_Rep`, here
//!   `double`), the specialization maybe named by a typedef
//!   (`std::chrono::nanoseconds`);
//! - a function template called with explicit arguments whose result is
//!   one of them through alias templates (`duration_cast<nanoseconds>(d)`
//!   returns `__enable_if_is_duration<_ToDur>`, that is `typename
//!   enable_if<..., _ToDur>::type`).
//!
//! EDG instantiates the templates; cufe substitutes the written arguments
//! into the written types, reading `enable_if<C, T>::type` as `T` (the
//! program compiles, so the condition holds). Anything it cannot follow
//! is unknown, as before.

use super::ty::{self, Ty};
use crate::scoped::ScopedStr;
use super::{split_template_args, Lowerer};
use crate::il::EntityKind;
use crate::symbols::{enclosing, Symbol};

/// Typedefs of typedefs, aliases of aliases: how deep evaluation goes
/// (it also ends a cycle).
const MAX_DEPTH: u32 = 12;

/// A template parameter bound to a written argument, and the scope the
/// argument's names are looked up from.
struct Binding {
    name: String,
    arg: String,
    scope: String,
}

/// A type as written and the scope its names are looked up from.
pub(super) struct Scoped {
    pub(super) text: String,
    pub(super) scope: String,
}

/// Words before a type that do not change what it names.
const IGNORED_WORDS: &[&str] = &["typename", "constexpr", "inline", "static", "virtual", "explicit", "const", "volatile", "__inline__", "__forceinline__", "__host__", "__device__"];

impl<'a> Lowerer<'a> {
    /// The arithmetic type `class`'s member function `member` returns,
    /// `class` a specialization of a class template as written from here
    /// (`std::chrono::duration<double>`, or a typedef naming one).
    pub fn specialization_member_ty(&self, class: &str, member: &str) -> Option<Ty> {
        self.specialization_member_result(class, member, &|t| self.scoped_ty(t))
    }

    /// The arithmetic type of the data member `field` of `class`, a
    /// specialization as for `specialization_member_ty`: its declared
    /// type with the template's arguments bound (`second` of a
    /// `std::pair<int, double>` is a `double`).
    pub fn specialization_field_ty(&self, class: &str, field: &str) -> Option<Ty> {
        let (template, bindings) = self.specialized_template(class, &self.scope, 0)?;
        let mut parts: Vec<&str> = template.split_scopes().collect();
        parts.push(field);
        let found = self.table.resolve(&parts, "", true);
        let var = found.iter().find(|s| s.kind == EntityKind::Variable && !s.is_static)?;
        let written = var.member_type_text.as_deref()?;
        self.scoped_ty(&self.evaluate(written, &bindings, &template, 0)?)
    }

    /// The type a member of `class`, a class template's specialization
    /// as written here (`Buf<float>`, or `Buf<T>` in a template), is
    /// declared with, the template's parameters replaced by the
    /// specialization's arguments (`T *p` of a `Buf<float>` is a `float
    /// *`): a data member's, or what a call of a member function gives,
    /// the overload for a `constant` object where the template declares
    /// both (`const T *data() const`). Unknown when the overloads differ
    /// otherwise.
    pub(super) fn specialization_member_text(&self, class: &str, member: &str, constant: bool) -> Option<String> {
        let (template, bindings) = self.specialized_template(class, &self.scope, 0)?;
        let mut parts: Vec<&str> = template.split_scopes().collect();
        parts.push(member);
        let found = self.table.resolve(&parts, "", true);
        let written = match found.iter().find(|s| s.kind == EntityKind::Variable && !s.is_static) {
            Some(field) => field.member_type_text.as_deref()?,
            None => {
                let fns: Vec<&Symbol> = found.iter().copied().filter(|s| s.kind == EntityKind::Function && s.template.is_none()).collect();
                // (A const object calls only const members; another
                // prefers the others.)
                let preferred = |s: &&Symbol| s.is_const_member == constant;
                let chosen: Vec<&Symbol> = if fns.iter().any(preferred) { fns.into_iter().filter(preferred).collect() } else if constant { Vec::new() } else { fns };
                let first = chosen.first()?.result_type_text.as_deref()?;
                chosen.iter().all(|s| s.result_type_text.as_deref() == Some(first)).then_some(first)?
            }
        };
        // (A member typedef, `iterator begin()`, is another question:
        // `specialization_member_type`'s.)
        let names_member = crate::lexer::lex(written).iter().any(|t| {
            let mut parts: Vec<&str> = template.split_scopes().collect();
            parts.push(t.text(written));
            !self.table.resolve(&parts, "", true).is_empty()
        });
        (!names_member).then(|| substitute_params(written, &bindings))
    }

    /// `class`'s member function `member` (as for
    /// `specialization_member_ty`) returns an object of class type
    /// (`std::vector<float>::begin()` an iterator).
    pub fn specialization_member_is_class(&self, class: &str, member: &str) -> bool {
        // (`const T &` of a const overload names the class as well.)
        let named = |t: &Scoped| {
            let text = ["const ", "volatile "].iter().fold(t.text.trim(), |t, k| t.strip_prefix(k).unwrap_or(t).trim_start());
            self.class_named_from(text, &t.scope).map(|_| ())
        };
        self.specialization_member_result(class, member, &named).is_some()
    }

    /// The class type `class`'s member function `member` returns (or
    /// refers to), when a template argument written here names it
    /// (`std::vector<Opt>::operator[]` gives an `Opt`).
    pub fn specialization_member_type(&self, class: &str, member: &str) -> Option<String> {
        // (Named from another scope, a class is named by its qualified
        // name; a specialization only as written here.)
        self.specialization_member_result(class, member, &|t| {
            // (The runtime's vector types, when its headers were not
            // read: `std::vector<float2>`'s element is a `float2`.)
            let Some(c) = self.class_named_from(&t.text, &t.scope) else {
                return super::stub::vector_type_layout(t.text.trim()).map(|_| t.text.trim().to_string());
            };
            if t.scope == self.scope {
                Some(t.text.clone())
            } else if !t.text.contains('<') {
                Some(c.qname.clone())
            } else {
                // (A specialization the template's scope names, its
                // arguments bound: `iterator begin()` of a
                // `std::vector<int>` returns a `std::__normal_iterator<int>`.)
                self.qualified_specialization(t)
            }
        })
    }

    /// The class a type names, by its qualified name and with the
    /// template arguments it is written with (`__normal_iterator<int>`
    /// in `std` is `std::__normal_iterator<int>`).
    pub(super) fn qualified_specialization(&self, t: &Scoped) -> Option<String> {
        let class = self.class_named_from(&t.text, &t.scope)?;
        let args = t.text.find('<').map_or("", |k| &t.text[k..]);
        Some(format!("{}{args}", class.qname))
    }

    /// The class a type written here names, through typedefs and
    /// through a class template's member typedefs
    /// (`std::map<int, S>::iterator` is a `std::_Rb_tree_iterator`).
    pub fn class_of_type(&self, written: &str) -> Option<&'a Symbol> {
        let written = strip_ignored(written);
        // (`Map::iterator`, `Map` a typedef of a specialization, names no
        // class of its own name: its template's member typedef does.)
        let Some((owner, member)) = split_member(written).or_else(|| written.rsplit_once_scope().filter(|_| self.class_through_typedef(written).is_none())) else {
            return self.class_through_typedef(written);
        };
        let t = self.member_typedef(owner, &self.scope, member, 0)?;
        self.class_named_from(&t.text, &t.scope)
    }

    /// What the member typedef `member` of the specialization `owner`
    /// (written in `scope`) names, its template's arguments substituted.
    pub(super) fn member_typedef(&self, owner: &str, scope: &str, member: &str, depth: u32) -> Option<Scoped> {
        let (template, bindings) = self.specialized_template(owner, scope, depth)?;
        let alias = self.table.aliases.get(&format!("{template}::{member}"))?;
        self.evaluate(&alias.target, &bindings, &template, depth)
    }

    /// What `of` makes of the result type of every declaration of
    /// `class`'s member function `member`, its template's parameters
    /// bound to the arguments `class` is written with; all must agree (a
    /// definition outside the class spells the type its own way).
    fn specialization_member_result<T: PartialEq>(&self, class: &str, member: &str, of: &dyn Fn(&Scoped) -> Option<T>) -> Option<T> {
        let (template, bindings) = self.specialized_template(class, &self.scope, 0)?;
        let mut parts: Vec<&str> = template.split_scopes().collect();
        parts.push(member);
        let methods = functions_before_templates(self.table.resolve(&parts, "", true).into_iter().filter(|s| s.kind == EntityKind::Function && !s.of_specialization).collect());
        let mut result = None;
        for m in &methods {
            let ret = m.value_type_name.as_deref()?;
            let t = of(&self.evaluate(ret, &bindings, &template, 0)?)?;
            if result.as_ref().is_some_and(|r| *r != t) {
                return None;
            }
            result = Some(t);
        }
        result
    }

    /// The type a call of function template `callee` with explicit
    /// arguments (`ns::f<A, B>`) returns, as written from here, when it is
    /// one of those arguments. With `arg_count`, only the templates that
    /// can take that many arguments count (`tex2D<T>(obj, x, y)` returns
    /// a `T`, `tex2D<T>(&v, obj, x, y)` nothing).
    pub fn template_call_type(&self, callee: &str, arg_count: Option<usize>) -> Option<String> {
        let (base, rest) = callee.split_once('<')?;
        let targs = split_template_args(&format!("<{rest}"));
        let mut fns = self.functions_named(base.trim());
        if let Some(n) = arg_count {
            fns.retain(|s| super::takes_args(s, n));
        }
        let first = fns.first()?;
        let ret = first.value_type_name.as_deref()?;
        let params = &first.fn_template.as_ref()?.params;
        if !fns.iter().all(|s| s.value_type_name.as_deref() == Some(ret) && s.fn_template.as_ref().is_some_and(|t| t.params == *params)) {
            return None;
        }
        let bindings: Vec<Binding> = params.iter().zip(&targs).map(|((name, _), arg)| Binding { name: name.clone(), arg: arg.clone(), scope: self.scope.clone() }).collect();
        let scope = enclosing(&first.qname);
        let result = self.evaluate(ret, &bindings, scope, 0)?;
        (result.scope == self.scope).then_some(result.text)
    }

    /// The class template `class` specializes, by qualified name, with its
    /// parameters bound to the written arguments.
    fn specialized_template(&self, class: &str, scope: &str, depth: u32) -> Option<(String, Vec<Binding>)> {
        if depth > MAX_DEPTH {
            return None;
        }
        let class = strip_ignored(class);
        let absolute = class.starts_with("::");
        let class = class.trim_global();
        if let Some((name, rest)) = class.split_once('<').filter(|_| class.ends_with('>')) {
            let parts: Vec<&str> = name.split_scopes().map(str::trim).collect();
            // (Not an explicit instantiation's declaration, which has no
            // parameters: `extern template class basic_string<char>;`.)
            let primary = |s: &crate::symbols::Symbol| s.kind == EntityKind::Type && !s.detail.tparams.is_empty();
            let template = *self.table.resolve_where(&parts, if absolute { "" } else { scope }, &primary).first()?;
            let args = split_template_args(&format!("<{rest}"));
            let bindings = template.detail.tparams.iter().zip(args).map(|(name, arg)| Binding { name: name.clone(), arg, scope: scope.to_string() }).collect();
            return Some((template.qname.clone(), bindings));
        }
        let parts: Vec<&str> = class.split_scopes().map(str::trim).collect();
        let alias = self.table.resolve_alias_through(&parts, scope, absolute)?;
        let alias_scope = enclosing(&alias.qname);
        self.specialized_template(&alias.target, alias_scope, depth + 1)
    }

    /// What type `written` (read in `scope`) names once `bindings` are
    /// substituted: a parameter is its argument, `enable_if<C, T>::type`
    /// is `T`, an alias template or a typedef is what it aliases.
    fn evaluate(&self, written: &str, bindings: &[Binding], scope: &str, depth: u32) -> Option<Scoped> {
        if depth > MAX_DEPTH {
            return None;
        }
        let text = strip_ignored(written);
        // A reference's value is an object of the type it refers to
        // (`typedef value_type &reference;`).
        if let Some(referred) = text.strip_suffix('&') {
            return self.evaluate(referred.trim_end_matches('&'), bindings, scope, depth + 1);
        }
        // A pointer to what its pointee evaluates to (`T *`).
        if let Some(pointee) = text.strip_suffix('*') {
            let inner = self.evaluate(pointee, bindings, scope, depth + 1)?;
            return Some(Scoped { text: format!("{} *", inner.text), scope: inner.scope });
        }
        if let Some(b) = bindings.iter().find(|b| b.name == text) {
            return Some(Scoped { text: b.arg.clone(), scope: b.scope.clone() });
        }
        if let Some(inner) = enable_if_type(text) {
            return self.evaluate(&inner, bindings, scope, depth + 1);
        }
        if let Some((name, rest)) = text.split_once('<').filter(|_| text.ends_with('>')) {
            let name = name.trim();
            let Some(alias) = self.table.resolve_alias_template(name, scope) else {
                // A class template's specialization: its arguments
                // evaluated (read from here: global typedefs and builtins
                // read the same from anywhere).
                // (An argument cufe cannot follow stays as written: the
                // member asked about may not use it, `_Rb_tree`'s
                // allocator for its `iterator`.)
                let mut args = Vec::new();
                for arg in split_template_args(&format!("<{rest}")) {
                    args.push(self.evaluate(&arg, bindings, scope, depth + 1).map_or(arg, |a| a.text));
                }
                return Some(Scoped { text: format!("{name}<{}>", args.join(", ")), scope: scope.to_string() });
            };
            let mut inner = Vec::new();
            for (param, arg) in alias.params.iter().zip(split_template_args(&format!("<{rest}"))) {
                let arg = self.evaluate(&arg, bindings, scope, depth + 1)?;
                inner.push(Binding { name: param.clone(), arg: arg.text, scope: arg.scope });
            }
            let alias_scope = enclosing(&alias.qname).to_string();
            return self.evaluate(&alias.target, &inner, &alias_scope, depth + 1);
        }
        // A member typedef of the class template (`rep`), which may name
        // its parameters.
        if is_name(text) {
            let parts: Vec<&str> = text.trim_global().split_scopes().collect();
            // A standard container's `reference` through its allocator's
            // traits is a reference to its value type, its first argument
            // (`std::vector<char>::operator[]` gives a `char &`).
            if matches!(parts.as_slice(), [_, .., "reference" | "const_reference"]) && in_library(scope) {
                let first = bindings.first()?;
                return Some(Scoped { text: first.arg.clone(), scope: first.scope.clone() });
            }
            if let Some(alias) = self.table.resolve_alias_through(&parts, scope, text.starts_with("::")) {
                // (`typedef typename _Alloc_traits::size_type size_type;`
                // names a member of another class, not its own class.)
                let own_class = alias.names_its_class() && !alias.target.has_scope();
                if alias.unnamed_class.is_none() && !own_class {
                    let alias_scope = enclosing(&alias.qname);
                    return self.evaluate(&alias.target, bindings, alias_scope, depth + 1);
                }
            }
            if let Some(standard) = allocator_member(&parts, scope) {
                return Some(Scoped { text: standard.to_string(), scope: String::new() });
            }
            // A member of what a typedef of the class names
            // (`_Rep_type::iterator`, `_Rep_type` a `_Rb_tree<...>`).
            if let Some((owner, member)) = text.rsplit_once_scope().filter(|(o, _)| !o.is_empty() && parts.len() > 1) {
                let owner = self.evaluate(owner, bindings, scope, depth + 1)?;
                if owner.text.ends_with('>') {
                    return self.member_typedef(&owner.text, &owner.scope, member.trim(), depth + 1);
                }
            }
        }
        // A member of a class template's specialization
        // (`uniform_int_distribution<_IntType>::result_type`).
        if let Some((owner, member)) = split_member(text) {
            let owner = self.evaluate(owner, bindings, scope, depth + 1)?;
            return self.member_typedef(&owner.text, &owner.scope, member, depth + 1);
        }
        // Anything else naming a parameter is more than cufe follows.
        let toks = crate::lexer::lex(text);
        if toks.iter().any(|t| bindings.iter().any(|b| b.name == t.text(text))) {
            return None;
        }
        Some(Scoped { text: text.to_string(), scope: scope.to_string() })
    }

    /// The arithmetic type a type written in a scope names.
    fn scoped_ty(&self, t: &Scoped) -> Option<Ty> {
        let toks = crate::lexer::lex(&t.text);
        let ty = ty::from_tokens_with(&t.text, &toks, |w| self.typedef_ty_in(w, &t.scope));
        Some(ty).filter(|t| t.is_arithmetic())
    }
}

/// The member functions of a name that are not templates, when there
/// are any: a call both a function and a member template take calls the
/// function, and the templates library classes add beside their
/// functions take what those do not, or apply only with other arguments
/// (`std::map::count` for a comparator that is transparent).
pub(super) fn functions_before_templates(mut methods: Vec<&Symbol>) -> Vec<&Symbol> {
    if methods.iter().any(|m| m.template.is_none()) {
        methods.retain(|m| m.template.is_none());
    }
    methods
}

/// A standard container's `size_type` or `difference_type` reached
/// through its allocator's traits (`typename _Alloc_traits::size_type` in
/// `std::basic_string`), which cufe does not instantiate: with the
/// default allocator they are `std::size_t` and `std::ptrdiff_t`.
fn allocator_member(parts: &[&str], scope: &str) -> Option<&'static str> {
    match parts {
        [_, .., "size_type"] if in_library(scope) => Some("unsigned long"),
        [_, .., "difference_type"] if in_library(scope) => Some("long"),
        _ => None,
    }
}

/// The scope is the standard library's.
fn in_library(scope: &str) -> bool {
    scope == "std" || scope.starts_with("std::") || scope.starts_with("__gnu_cxx")
}

/// `written` without the words before it that do not change the type.
fn strip_ignored(written: &str) -> &str {
    let mut text = written.trim();
    while let Some(rest) = IGNORED_WORDS.iter().find_map(|w| text.strip_prefix(w).filter(|r| r.starts_with(char::is_whitespace))) {
        text = rest.trim_start();
    }
    text
}

/// `T` of `enable_if<C, T>::type` (`std::`, `__gnu_cxx::__enable_if`):
/// the condition holds in a program that compiles.
fn enable_if_type(text: &str) -> Option<String> {
    let head = text.strip_suffix("type")?.trim_end().strip_suffix("::")?.trim_end();
    let (name, rest) = head.split_once('<')?;
    let last = name.trim().rsplit("::").next()?.trim();
    if !matches!(last, "enable_if" | "__enable_if") || !head.ends_with('>') {
        return None;
    }
    let args = split_template_args(&format!("<{rest}"));
    match args.as_slice() {
        [_, t] => Some(t.clone()),
        _ => None,
    }
}

/// `X<...>::m` as `X<...>` and `m` (the last `::` outside template
/// arguments, after a template-id).
pub(super) fn split_member(text: &str) -> Option<(&str, &str)> {
    let mut depth = 0i32;
    let mut last = None;
    let bytes = text.as_bytes();
    for (k, &b) in bytes.iter().enumerate() {
        match b {
            b'<' => depth += 1,
            b'>' => depth -= 1,
            b':' if depth == 0 && bytes.get(k + 1) == Some(&b':') => last = Some(k),
            _ => {}
        }
    }
    let k = last?;
    let (owner, member) = (text[..k].trim(), text[k + 2..].trim());
    (owner.ends_with('>') && is_name(member) && !member.has_scope()).then_some((owner, member))
}

/// A possibly qualified identifier (no template arguments, no operators).
fn is_name(text: &str) -> bool {
    !text.is_empty() && text.split_scopes().all(|p| {
        let p = p.trim();
        !p.is_empty() && p.chars().all(|c| c.is_alphanumeric() || c == '_') && !p.starts_with(|c: char| c.is_ascii_digit())
    }) && !text.trim_global().is_empty()
}

/// `written` with each template parameter `bindings` names replaced by
/// its argument, token by token (`const T *` with `T` bound to `float`).
fn substitute_params(written: &str, bindings: &[Binding]) -> String {
    let toks = crate::lexer::lex(written);
    let words: Vec<&str> = toks
        .iter()
        .map(|t| {
            let text = t.text(written);
            bindings.iter().find(|b| b.name == text).map_or(text, |b| b.arg.as_str())
        })
        .collect();
    words.join(" ")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn enable_if_names_its_type() {
        assert_eq!(enable_if_type("enable_if< __is_duration< _Tp> ::value, _Tp> ::type").as_deref(), Some("_Tp"));
        assert_eq!(enable_if_type("std::enable_if<(N == 0), int>::type").as_deref(), Some("int"));
        assert_eq!(enable_if_type("std::enable_if_t<true, int>"), None);
        assert_eq!(enable_if_type("other<C, T>::type"), None);
    }

    #[test]
    fn ignored_words_are_dropped() {
        assert_eq!(strip_ignored("typename  enable_if<C, T>::type"), "enable_if<C, T>::type");
        assert_eq!(strip_ignored("constexpr rep"), "rep");
        assert_eq!(strip_ignored("constant"), "constant");
    }

    #[test]
    fn members_of_template_ids_split() {
        assert_eq!(split_member("uniform_int_distribution< _IntType> ::result_type"), Some(("uniform_int_distribution< _IntType>", "result_type")));
        assert_eq!(split_member("std::vector<int>::size_type"), Some(("std::vector<int>", "size_type")));
        assert_eq!(split_member("a::b"), None);
        assert_eq!(split_member("X<a::b>"), None);
    }

    #[test]
    fn names() {
        assert!(is_name("rep"));
        assert!(is_name("std::chrono::nanoseconds"));
        assert!(!is_name("vector<int>"));
        assert!(!is_name("T *"));
    }
}

