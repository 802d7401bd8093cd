//! Statements of function bodies, printed the way cudafe++ prints them:
//! every sub-statement braced, a space after each statement, a line marker
//! before each statement that starts on a new source line.

use super::emit::{Env, NameInfo, Printer};
use crate::scoped::ScopedStr;
use super::expr::{Expr, Parser, Range};
use super::out::Out;
use super::ty::Ty;
use super::types::DeclTy;
use super::Lowerer;
use crate::lexer::TokKind;
use crate::parse::{DeclIdx, TemplateKind};
use std::cell::{Cell, RefCell};

/// The type a reference refers to (the type itself otherwise), without
/// its qualifiers: what an assignment to an object of it assigns.
pub(super) fn referred(t: &DeclTy) -> &DeclTy {
    match t.unqualified() {
        DeclTy::LRef(inner) | DeclTy::RRef(inner) => inner.unqualified(),
        other => other,
    }
}

/// What a local's declaration says beyond its type.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct LocalFlags {
    /// A lambda refers to it directly (a static local, an integral
    /// constant) instead of capturing it.
    pub direct: bool,
    /// An arithmetic constant (`const` with a constant initializer): EDG
    /// folds expressions using it, floating ones too.
    pub constant: bool,
    /// Declared `static` or `extern`: its address is a constant.
    pub static_storage: bool,
    /// Of a type that depends on the enclosing template's parameters (`T
    /// a`, `auto x = a + 1`): a call taking it is resolved only at
    /// instantiation.
    pub dependent: bool,
    /// Declared with a type that names the template's parameters (`T
    /// *p`, `auto x = *p`), not merely initialized from something
    /// dependent (`uint32_t *s = &buf[0]` with a dependent bound).
    pub declared_dependent: bool,
    /// A parameter of the function.
    pub parameter: bool,
    /// An integral constant local's value (`const` or `constexpr`).
    pub value: Option<i128>,
    /// Declared `constexpr`.
    pub constexpr: bool,
    /// A template's `constexpr` variable whose initializer EDG leaves to
    /// the instance (see `BodyEnv::left_to_instance`).
    pub left_to_instance: bool,
    /// In a template, a variable whose initializer names a template
    /// parameter, a variable of a dependent type or another such variable:
    /// its value is the instance's.
    pub value_dependent: bool,
}

/// The longest braced list cudafe++ prints as written: a longer one's
/// converted literals are printed folded (see `BodyEnv::folded_literal`).
const FOLDED_LIST_LENGTH: usize = 1001;

/// What a declarator's `= expr` initializer initializes.
#[derive(Debug, Clone, Copy, Default)]
struct EqualsTarget {
    /// The declared type, when arithmetic or a pointer.
    ty: Option<Ty>,
    /// A string literal initializes it as it is (an array, a class).
    string_as_is: bool,
    /// Declared with a template parameter's type.
    dependent: bool,
    /// A reference: it binds to the object the initializer designates.
    reference: bool,
    /// Declared `char *` exactly: a string literal converts explicitly.
    char_pointer: bool,
    /// A class (or a reference to one): the initializer is a constructor's
    /// argument, which EDG does not fold, so a constant shows no
    /// parentheses (`dim3 grids = (n + 255) / 256;` for a constant `n`).
    class: bool,
    /// A `constexpr` variable of a template: EDG keeps its initializer as
    /// written until instantiation, so only a value-dependent one shows
    /// the folded constant's parentheses (`constexpr int a = 3 + 4;` but
    /// `constexpr int b = (D * 2);`).
    template_constexpr: bool,
    /// In a template, the declared type is exactly the one a
    /// value-initialization initializer names (`T v = T();`): it converts
    /// nothing, so EDG keeps it as written, outside parentheses.
    own_value_init: bool,
}

/// Names in scope while printing one function body.
#[derive(Default)]
pub struct Scopes {
    frames: Vec<Vec<(String, NameInfo, LocalFlags)>>,
    /// Per name, where it is declared in `frames` (frame, place), latest
    /// last: the innermost declaration is the last one, as frames only
    /// grow at the top. Looking a name up frame by frame was quadratic in
    /// a body of many locals.
    by_name: rustc_hash::FxHashMap<String, Vec<(usize, usize)>>,
    /// Each frame's number, in the order the scopes open.
    ids: Vec<u32>,
    opened: u32,
    /// Counts the changes to the names in scope (a scope opened or
    /// closed, a name declared): what was remembered about the types of
    /// expressions holds while it is the same.
    generation: u64,
    /// Frames below this index belong to the function enclosing a lambda:
    /// names found there are captures, printed as closure members.
    pub lambda_floor: Vec<usize>,
}

impl Scopes {
    pub fn push(&mut self) {
        self.frames.push(Vec::new());
        self.ids.push(self.opened);
        self.opened += 1;
        self.generation += 1;
    }

    pub fn pop(&mut self) {
        self.generation += 1;
        for (name, _, _) in self.frames.pop().unwrap_or_default() {
            if let Some(places) = self.by_name.get_mut(&name) {
                places.pop();
            }
        }
        self.ids.pop();
    }

    /// See `generation`.
    pub fn generation(&self) -> u64 {
        self.generation
    }

    /// The innermost declaration of `name`: its frame and entry.
    fn innermost(&self, name: &str) -> Option<(usize, &(String, NameInfo, LocalFlags))> {
        let &(depth, place) = self.by_name.get(name)?.last()?;
        Some((depth, self.frames.get(depth)?.get(place)?))
    }

    /// The open scopes, outermost first, by number: a scope's place in
    /// the tree of the function's scopes.
    pub fn path(&self) -> Vec<u32> {
        self.ids.clone()
    }

    pub fn declare(&mut self, name: &str, info: NameInfo) {
        self.declare_as(name, info, LocalFlags::default());
    }

    pub fn declare_as(&mut self, name: &str, info: NameInfo, flags: LocalFlags) {
        if self.frames.is_empty() {
            self.frames.push(Vec::new());
        }
        let depth = self.frames.len() - 1;
        self.generation += 1;
        if let Some(f) = self.frames.last_mut() {
            // (A name declared before keeps its key: no copy of it made.)
            let place = (depth, f.len());
            match self.by_name.get_mut(name) {
                Some(places) => places.push(place),
                None => {
                    self.by_name.insert(name.to_string(), vec![place]);
                }
            }
            f.push((name.to_string(), info, flags));
        }
    }

    /// Whether the local `name` is an integral constant (`None`: no such
    /// local).
    pub fn is_constant(&self, name: &str) -> Option<bool> {
        self.flags(name).map(|flags| flags.constant)
    }

    /// The visible `const` locals whose values a template's instance
    /// computes (see `LocalFlags::value_dependent`), innermost first.
    pub fn instance_constants(&self) -> Vec<(String, NameInfo)> {
        let mut seen: Vec<&str> = Vec::new();
        let mut found = Vec::new();
        for (name, info, flags) in self.frames.iter().rev().flat_map(|f| f.iter().rev()) {
            if seen.contains(&name.as_str()) {
                continue;
            }
            seen.push(name);
            if flags.constant && flags.value_dependent {
                found.push((name.clone(), *info));
            }
        }
        found
    }

    /// The value of `name` when it is a `constexpr` local of the function
    /// around the lambda being printed (not one of the lambda's own).
    pub fn enclosing_constexpr(&self, name: &str) -> Option<i128> {
        let floor = *self.lambda_floor.last()?;
        let (depth, &(_, _, flags)) = self.innermost(name)?;
        (depth < floor && flags.constexpr).then_some(flags.value).flatten()
    }

    /// The innermost local `name`'s flags (`None`: no such local).
    pub fn flags(&self, name: &str) -> Option<LocalFlags> {
        self.innermost(name).map(|(_, (_, _, flags))| *flags)
    }

    pub fn find(&self, name: &str) -> Option<NameInfo> {
        let floor = self.lambda_floor.last().copied().unwrap_or(0);
        let (depth, (_, info, flags)) = self.innermost(name)?;
        let mut info = *info;
        if depth < floor && !info.member && !flags.direct {
            info.member = true;
        }
        Some(info)
    }
}

/// A component of one of CUDA's vector types (`dim3`, `uint3`, `float4`,
/// ...): its element type.
fn vector_member_ty(ty: &str, member: &str) -> Option<Ty> {
    if !matches!(member, "x" | "y" | "z" | "w") {
        return None;
    }
    let elem = ty.trim_end_matches(['1', '2', '3', '4']);
    if elem.len() == ty.len() && ty != "dim3" {
        return None;
    }
    Some(match elem {
        "dim" | "uint" => Ty::UInt,
        "int" => Ty::Int,
        "float" => Ty::Float,
        "double" => Ty::Double,
        "char" => Ty::SChar,
        "uchar" => Ty::UChar,
        "short" => Ty::Short,
        "ushort" => Ty::UShort,
        "long" => Ty::Long,
        "ulong" => Ty::ULong,
        "longlong" => Ty::LLong,
        "ulonglong" => Ty::ULLong,
        _ => return None,
    })
}

/// `operator` and the operator, for the ones expressions use most: spares
/// formatting the name for every operator of every body.
fn operator_function(op: &str) -> Option<&'static str> {
    const NAMES: &[&str] = &[
        "operator+", "operator-", "operator*", "operator/", "operator%", "operator<", "operator>", "operator<=", "operator>=", "operator==", "operator!=", "operator&&",
        "operator||", "operator&", "operator|", "operator^", "operator<<", "operator>>", "operator+=", "operator-=", "operator*=", "operator/=", "operator!", "operator~",
        "operator++", "operator--",
    ];
    NAMES.iter().find(|n| n.get("operator".len()..) == Some(op)).copied()
}

/// The operator function C++20 rewrites the comparison `op` to call when
/// no `operator<op>` applies: `a < b` is `(a <=> b) < 0`, `a != b` is
/// `!(a == b)`.
fn rewritten_operator(op: &str, std: u32) -> Option<&'static str> {
    if std < 20 {
        return None;
    }
    match op {
        "<" | ">" | "<=" | ">=" => Some("operator<=>"),
        "!=" => Some("operator=="),
        _ => None,
    }
}

/// The most fields one initializer's target types (see
/// `BodyEnv::class_target`).
const MAX_TARGET_FIELDS: u32 = 4096;

/// What the elements of a braced initializer initialize, as far as lower
/// can tell.
#[derive(Clone)]
pub(super) enum InitTarget {
    /// A scalar of this type (`None`: a type lower does not know).
    Scalar(Option<Ty>),
    /// An aggregate class's data members, in order, and their names when
    /// known (for designated initializers).
    Members(Vec<InitTarget>, Vec<String>),
    /// Each element of an array, and how many there are when known.
    Elements(Box<InitTarget>, Option<u64>),
}

/// The members of a class whose `this` is dependent (a class template's,
/// or a class nested in one), as far as calls of them in its member
/// functions go: EDG resolves a call of the class's own member function
/// while it parses the template and prints what it resolved to, not what
/// was written — a non-static one as the unqualified call (`go()` for
/// `this->go()`), qualified by the class where a local hides the name or
/// a qualifier was written (`S< T> ::go()`), a static one as its name in
/// parentheses (`(sg)()` for `sg()` and `S::sg()`).
#[derive(Debug, Default)]
pub struct DependentThis {
    /// The class's name, as a qualifier of a member names it.
    pub name: String,
    /// The class as a qualifier spelled in its template (`S< T> `), when
    /// it is a class template itself.
    pub spelled: Option<String>,
    /// The names of its non-static member functions that are neither
    /// overloaded nor templates.
    pub methods: Vec<String>,
    /// The names of its static member functions, overloads included,
    /// where none of that name is a template or non-static.
    pub statics: Vec<String>,
    /// The names of its member function templates: called with template
    /// arguments through `this`, they are printed with `template`.
    pub templates: Vec<String>,
}

/// How a call names a member function of the class (see `DependentThis`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum MemberCall {
    /// `this->f()`, `this->S::f()`.
    ThroughThis,
    /// `f()`.
    Unqualified,
    /// `S::f()`, `S<T>::f()`.
    Qualified,
}

impl DependentThis {
    /// Files the class's member functions, each given by its name and
    /// whether it is static or a template.
    pub fn new(name: String, spelled: Option<String>, functions: impl Iterator<Item = (String, bool, bool)>) -> Self {
        let mut this = DependentThis { name, spelled, ..Default::default() };
        let mut overloaded = Vec::new();
        let mut seen = Vec::new();
        for (f, is_static, template) in functions {
            if template {
                this.templates.push(f.clone());
            } else if is_static {
                this.statics.push(f.clone());
            } else if seen.contains(&f) {
                overloaded.push(f.clone());
            } else {
                this.methods.push(f.clone());
            }
            seen.push(f);
        }
        // An overload set, or a name a template or both kinds share, is
        // left to the instance.
        let (templates, statics) = (this.templates.clone(), this.statics.clone());
        this.methods.retain(|m| !overloaded.contains(m) && !templates.contains(m) && !statics.contains(m));
        let others: Vec<&String> = seen.iter().filter(|f| !statics.contains(f)).collect();
        this.statics.retain(|m| !others.contains(&m));
        this.statics.dedup();
        this
    }

    /// What EDG prints for the callee `member`, named the `how` way
    /// (`hidden`: a local of that name hides the member); `None` where
    /// the call stays as written.
    pub fn callee(&self, how: MemberCall, member: &str, hidden: bool) -> Option<String> {
        if self.methods.iter().any(|m| m == member) {
            return match how {
                MemberCall::ThroughThis if !hidden => Some(member.to_string()),
                MemberCall::ThroughThis | MemberCall::Qualified => self.spelled.as_ref().map(|class| format!("{class}::{member}")),
                MemberCall::Unqualified => None,
            };
        }
        let static_call = how != MemberCall::ThroughThis && !hidden && self.statics.iter().any(|m| m == member);
        static_call.then(|| format!("({member})"))
    }
}

/// The printing environment of one body.
pub struct BodyEnv<'l, 'a> {
    pub low: &'l Lowerer<'a>,
    /// `name_ty`'s answers for names that are no local: operator and
    /// conversion rules ask for the same operands' types again and again,
    /// and each answer parses a written type.
    pub(super) outer_name_tys: RefCell<rustc_hash::FxHashMap<Box<str>, Option<DeclTy>>>,
    /// `name_ty`'s answers for locals, by where the name is written
    /// (before block-scope aliases are seen through).
    pub(super) local_name_tys: RefCell<rustc_hash::FxHashMap<u32, Option<DeclTy>>>,
    /// `class_valued` and `overloaded_operator` answers (by the bool:
    /// which) for the statement being printed. Each asks the same of its
    /// operands, and the printer asks at every operator of a chain: without
    /// them a chain of n operators costs n² lookups. Forgotten at each
    /// statement, as a declaration there may change what a name is.
    operator_answers: RefCell<rustc_hash::FxHashMap<(super::expr::ExprKey, bool), bool>>,
    /// The types its printers worked out (`Env::ty_memo`), for the
    /// statement being printed and the names in scope as they were
    /// (`Scopes::generation`, the second): forgotten when either changes.
    ty_memo: RefCell<super::emit::TyMemo>,
    ty_memo_generation: Cell<u64>,
    /// Printing a braced list of more than `FOLDED_LIST_LENGTH` elements
    /// (see `folded_literal`).
    folded_list: Cell<bool>,
    pub scopes: RefCell<Scopes>,
    /// Data members of the enclosing class (implicit `this->`).
    pub members: Vec<(String, NameInfo)>,
    /// Their declarations (the non-static ones), for their class types.
    pub member_decls: Vec<(String, DeclIdx)>,
    /// Template parameters in scope.
    pub template_params: Vec<String>,
    /// Template parameters of the generic lambdas whose bodies are being
    /// printed (`[]<int A>()`, and the names of `auto` parameters, whose
    /// types are invented ones).
    pub dependent_names: RefCell<Vec<String>>,
    /// Block-scope type aliases in scope: name, target as written (a
    /// launch's template argument names what they stand for), and whether
    /// that names a template parameter (`using Tr = Traits<N>;`, after
    /// which `Tr::kSmem` is value-dependent).
    pub local_aliases: RefCell<Vec<(String, String, bool)>>,
    /// The namespaces the body's using-directives name, by their full
    /// names: a type name found through one prints qualified.
    pub local_directives: RefCell<Vec<String>>,
    /// The body's using-declarations (`using ns::w;`: `w`, `ns::w`) and
    /// namespace aliases (`namespace q = ns;`: `q`, `::ns`): a name whose
    /// first part is one of them is looked up as what it stands for.
    pub local_names: RefCell<Vec<(String, String)>>,
    /// How many generic lambdas' bodies are being printed.
    pub generic_lambdas: Cell<u32>,
    /// The declaration's attributes before this token (its first
    /// declarator's name) were printed first already (a namespace-scope
    /// variable's): its specifiers print without them.
    pub attributes_moved_before: Option<usize>,
    /// Inside a device-only function (or a device lambda's body): nested
    /// lambdas are device lambdas.
    pub device: Cell<bool>,
    /// The function whose body this is: extended lambdas name it in their
    /// tag.
    pub function: Option<DeclIdx>,
    /// The class whose member declarations these are (no function): its
    /// static constants are constants in the members' initializers
    /// (`static const int b = (a - 1);`).
    pub member_class: Option<DeclIdx>,
    /// Extended lambdas printed so far in this function: the next one's
    /// number in its tag.
    pub lambda_ids: Cell<u32>,
    /// The body belongs to a template: a lambda variable gets no typedef
    /// naming its closure type.
    pub in_template: Cell<bool>,
    /// The loops and switches the statement being printed is in,
    /// innermost last: which of them a `break` or `continue` jumps out of
    /// (see `temps::note_jump_labels`).
    pub jump_targets: RefCell<Vec<super::temps::JumpTarget>>,
    /// Closure types of the lambdas printed so far (by first token), and
    /// of the variables initialized with them: what a launch deduces its
    /// template arguments from.
    pub closures: RefCell<Vec<(usize, DeclTy)>>,
    pub lambda_vars: RefCell<Vec<(String, DeclTy)>>,
    /// The arithmetic type each plain lambda (by its first token) returns:
    /// its written return type, else its first `return`'s.
    lambda_results: RefCell<Vec<(usize, Ty)>>,
    /// `auto l = <lambda>` variables and what calling them returns: a call
    /// `l(x)` converted elsewhere is parenthesized (`r += (l(1));`).
    lambda_returns: RefCell<Vec<(String, Ty)>>,
    /// Per lambda being printed: the lambda its first `return` returns,
    /// if any (by first token); and the lambdas and `auto` variables of
    /// them that do, with the lambda they return. A variable initialized by calling one holds a closure
    /// and gets a typedef naming its type, as a lambda variable does.
    returns_lambda: RefCell<Vec<Option<usize>>>,
    lambda_factories: RefCell<Vec<(usize, usize)>>,
    factory_vars: RefCell<Vec<(String, usize)>>,
    /// `auto l = <lambda>` variables and whether a call of one with
    /// constant arguments is a constant expression (see
    /// `constant_lambda`).
    pub(super) constant_lambdas: RefCell<Vec<(String, bool)>>,
    /// One slot per lambda body being printed: the type its first
    /// `return` gives (its deduced return type).
    pub returns: RefCell<Vec<Option<DeclTy>>>,
    /// Printing an enumeration's body: its own enumerators, which have
    /// the underlying type there (not converted, printed bare; another
    /// enumeration's are parenthesized as anywhere).
    pub in_enum: RefCell<Vec<String>>,
    /// Printing a template's enumeration: its enumerators whose values the
    /// template's parameters decide, with their initializers as printed.
    pub dependent_enumerators: RefCell<Vec<(String, String)>>,
    /// In a template, the integral constants whose values are the
    /// instance's (`constexpr int U = sizeof(uint4) / sizeof(T);`), with
    /// their initializers' tokens: what a launch's template argument
    /// naming one stands for.
    pub dependent_constants: RefCell<Vec<(String, String)>>,
    /// The statement printed next is a loop that a `#pragma unroll`
    /// precedes: its init-statement starts a line of its own.
    unrolled: Cell<bool>,
    /// Member functions of the enclosing classes, with their class's
    /// qualified name: an unqualified call of one is `this->f()`.
    pub methods: Vec<(String, String)>,
    /// The class `this` points to, when it is a class template's (or
    /// nested in one): what calls of its member functions print as.
    pub dependent_this: Option<DependentThis>,
    /// The declaration is a variable template's: its first declarator is
    /// placed at its name.
    pub declarator_placed: bool,
    /// A later declarator (`b` of `T a = 1, b = 2;`) of a declaration
    /// whose specifiers are a template type parameter alone.
    later_of_parameter_type: Cell<bool>,
    /// The first declarator of the declaration being printed (with its
    /// specifiers): a later one's aggregate class is named there.
    declaration_head: Cell<Option<Range>>,
}

/// Where the declarator named `name` starts in `text` (specifiers, then
/// the declarator): after the last space before the name's last whole
/// occurrence, its operators included (`T *p` splits before `*p`).
fn word_at_end_of_specifiers(text: &str, name: &str) -> Option<usize> {
    let at = text.match_indices(name).filter(|&(k, _)| {
        let before = text[..k].chars().next_back();
        let after = text[k + name.len()..].chars().next();
        !before.is_some_and(|c| c.is_alphanumeric() || c == '_') && !after.is_some_and(|c| c.is_alphanumeric() || c == '_')
    }).map(|(k, _)| k).last()?;
    let start = text[..at].rfind(' ').map_or(0, |s| s + 1);
    (start > 0).then_some(start)
}

impl Env for BodyEnv<'_, '_> {
    fn ty_memo(&self) -> Option<&RefCell<super::emit::TyMemo>> {
        let generation = self.scopes.borrow().generation();
        if self.ty_memo_generation.replace(generation) != generation {
            self.ty_memo.borrow_mut().clear();
        }
        Some(&self.ty_memo)
    }

    fn omitted(&self, at: u32) -> bool {
        self.low.omits_void(at)
    }
    fn conditional_temporary(&self, a: &Expr, b: &Expr) -> bool {
        // Of a class operand: whether it is a prvalue (a call returning an
        // object, not a reference to one).
        let class_operand = |e: &Expr| -> Option<bool> {
            let e = e.without_parens();
            let t = self.expr_decl_ty(e)?;
            if !self.names_class(&t) {
                return None;
            }
            let reference = matches!(t.unqualified(), DeclTy::LRef(_) | DeclTy::RRef(_));
            // (`V{1, 2}` and `V()` make one too.)
            Some(!reference && matches!(e, Expr::Call(..) | Expr::Construct(..)))
        };
        // (The arms have one type: one class prvalue makes the whole one,
        // whatever is known of the other.)
        class_operand(a) == Some(true) || class_operand(b) == Some(true)
    }
    fn same_class_results(&self, a: &Expr, b: &Expr) -> bool {
        // A call's class, typedefs seen through, and whether it is const.
        let result = |e: &Expr| -> Option<(String, bool)> {
            let e = e.without_parens();
            if !matches!(e, Expr::Call(..)) {
                return None;
            }
            let t = self.expr_decl_ty(e)?;
            let DeclTy::Named(spelled, _) = t.unqualified() else { return None };
            let class = self.low.class_through_typedef(spelled).map_or_else(|| spelled.clone(), |c| c.qname.clone());
            Some((class, matches!(t, DeclTy::Const(_))))
        };
        result(a).is_some_and(|r| Some(r) == result(b))
    }
    fn nontrivial_temporary(&self, e: &Expr) -> bool {
        let Expr::Call(callee, args) = e else { return false };
        match callee.without_parens() {
            // (A local function object is called by its `operator()`.)
            Expr::Name(r) => {
                let name = self.printer().range_text(*r);
                self.scopes.borrow().find(&name).is_none() && self.low.returns_nontrivial_temporary(&name, args.len())
            }
            Expr::Member(base, op, name) => {
                let Some(class) = self.object_type_name(base, *op == "->") else { return false };
                self.low.returns_nontrivial_temporary(&format!("{class}::{}", self.low.tok(name.first)), args.len())
            }
            _ => false,
        }
    }
    fn name(&self, text: &str) -> NameInfo {
        if !text.has_scope() {
            if let Some(info) = self.scopes.borrow().find(text) {
                return info;
            }
            if let Some((_, info)) = self.members.iter().find(|(n, _)| n == text) {
                return *info;
            }
            if let Some(info) = self.out_of_class_member(text) {
                return info;
            }
            // A static data member named alone in its class: its type
            // converts operands as a global's does (`(s2 * (2))`).
            if let Some(s) = self.class_static_member(text) {
                return NameInfo { ty: s.value_ty, elem: s.detail.elem_ty, array: s.is_array, ..NameInfo::default() };
            }
        }
        let info = self.low.global_name(text);
        if info.managed || text.starts_with("::") {
            return info;
        }
        // A managed variable a block-scope using-directive,
        // using-declaration or namespace alias makes visible (`using
        // namespace b; return x + in::y;`, `using b::x; return x;`,
        // `namespace q = b; return q::x;`) is accessed as any other.
        let (first, rest) = text.split_once_scope().map_or((text, None), |(f, r)| (f, Some(r)));
        let declared = self.local_names.borrow().iter().rev().find(|(n, _)| n == first).map(|(_, full)| match rest {
            Some(rest) => format!("{full}::{rest}"),
            None => full.clone(),
        });
        if let Some(full) = declared {
            let named = self.low.global_name(&full);
            return if named.managed { named } else { info };
        }
        let through_directive = self.local_directives.borrow().iter().map(|ns| self.low.global_name(&format!("::{ns}::{text}"))).find(|i| i.managed);
        through_directive.unwrap_or(info)
    }

    fn is_constant_bound(&self, e: &Expr) -> bool {
        self.is_constant(e)
    }

    fn in_function_body(&self) -> bool {
        self.function.is_some()
    }

    fn folded_element(&self, e: &Expr) -> bool {
        self.folded_constant_element(e.without_parens())
    }

    fn index_ty(&self, e: &Expr) -> Option<Ty> {
        // From the subscripted expression's declared type (not `e`'s own,
        // which asks the printer back when it cannot tell).
        let Expr::Index(base, _) = e else { return None };
        match self.expr_decl_ty(base)?.unqualified() {
            DeclTy::Array(inner, _) | DeclTy::Pointer(inner) => self.arith_of_decl_ty(inner, 0),
            _ => None,
        }
    }

    fn call_result(&self, callee: &str, args: &[Option<Ty>]) -> Option<Ty> {
        self.call_result_with(callee, args, &[])
    }

    fn call_result_with(&self, callee: &str, args: &[Option<Ty>], pointees: &[Option<Ty>]) -> Option<Ty> {
        // A local (a function pointer, a closure) hides the functions; a
        // lambda's closure returns what the lambda does.
        if !callee.has_scope() && self.scopes.borrow().find(callee).is_some() {
            return self.lambda_result(callee);
        }
        if let Some(class) = self.method_class(callee) {
            return self.low.call_result_with(&format!("{class}::{callee}"), args, pointees);
        }
        // A static member function of a class template's specialization
        // (`A<int>::get()`): the member's result in that specialization.
        if let Some((class, member)) = callee.rsplit_once_scope().filter(|(c, m)| c.trim_end().ends_with('>') && !m.contains('<')) {
            let (class, member) = (class.trim(), member.trim());
            if !class.is_empty() && !member.is_empty() {
                return self.class_method_result(class, member, args);
            }
        }
        self.low.call_result_with(callee, args, pointees)
    }

    fn deduced_result_arg<'e>(&self, callee: &str, args: &'e [Expr]) -> Option<&'e Expr> {
        BodyEnv::deduced_result_arg(self, callee, args)
    }

    fn pointee_ty(&self, e: &Expr) -> Option<Ty> {
        match self.expr_decl_ty(e)?.unqualified() {
            DeclTy::Array(inner, _) | DeclTy::Pointer(inner) => self.arith_of_decl_ty(inner, 0).filter(|t| t.is_arithmetic()),
            _ => None,
        }
    }

    fn is_data_member(&self, base: &Expr, name: &str) -> bool {
        // (A class template's specialization has its template's data
        // members: `pr.second` of a `std::pair<int, Fn>`.)
        self.object_class(base).is_some_and(|class| self.low.field_symbol(&class, name).or_else(|| self.low.template_field_symbol(&class, name)).is_some())
    }

    fn member_pointer_object_converted(&self, object: &Expr, arrow: bool, member: &Expr) -> Option<bool> {
        let DeclTy::MemberPointer(class, member) = self.through_typedef(self.expr_decl_ty(member)?).unqualified().clone() else { return None };
        let object = self.expr_decl_ty(object)?;
        // (The object's own cv-qualifiers kept: `const S &s`.)
        let object = match (arrow, object.unqualified()) {
            (true, DeclTy::Pointer(pointee)) => (**pointee).clone(),
            (true, _) => return None,
            (false, DeclTy::LRef(t) | DeclTy::RRef(t)) => (**t).clone(),
            (false, _) => object,
        };
        let (DeclTy::Named(own, _), DeclTy::Named(wanted, _)) = (object.unqualified(), class.unqualified()) else { return None };
        // (Classes compared by their last name: a qualifier may be written
        // or not.)
        let last = |n: &str| n.rsplit("::").next().unwrap_or(n).trim().to_string();
        let base = last(own) != last(wanted);
        let qualifiers = |t: &DeclTy| (matches!(t, DeclTy::Const(_)) || matches!(t, DeclTy::Volatile(x) if matches!(**x, DeclTy::Const(_))), matches!(t, DeclTy::Volatile(_)) || matches!(t, DeclTy::Const(x) if matches!(**x, DeclTy::Volatile(_))));
        let (needs_const, needs_volatile) = if matches!(member.unqualified(), DeclTy::Function(..)) { qualifiers(&member) } else { (false, false) };
        let (is_const, is_volatile) = qualifiers(&object);
        Some(base || needs_const && !is_const || needs_volatile && !is_volatile)
    }

    fn method_result(&self, base: &Expr, arrow: bool, member: &str, args: &[Option<Ty>]) -> Option<Ty> {
        let class = self.object_type_name(base, arrow)?;
        // A typedef of a class template's specialization (`std::string`)
        // has the template's members: looked up as the specialization
        // when the typedef's name finds nothing.
        self.class_method_result(&class, member, args)
            .or_else(|| {
                let expanded = self.low.typedef_expansion(&class).filter(|e| e.contains('<'))?;
                self.class_method_result(&expanded, member, args)
            })
            .or_else(|| self.class_method_result(&self.member_typedef_class(&class)?, member, args))
    }

    fn params(&self, callee: &str) -> Option<Vec<Ty>> {
        // A local (a closure, a function pointer) hides the functions.
        if !callee.has_scope() && self.scopes.borrow().find(callee).is_some() {
            return None;
        }
        self.low.param_types(callee)
    }

    fn char_pointer_params(&self, callee: &str) -> u64 {
        // A local (a function pointer) hides the functions.
        if !callee.has_scope() && self.scopes.borrow().find(callee).is_some() {
            return 0;
        }
        self.low.char_pointer_params(callee)
    }


    fn is_class_type(&self, text: &str) -> bool {
        !self.is_dependent(text) && self.low.is_class_type(text)
    }

    fn is_type_name(&self, text: &str) -> bool {
        self.low.is_type_name(text)
    }

    fn typedef_ty(&self, name: &str) -> Option<Ty> {
        if self.is_dependent(name) {
            return None;
        }
        self.low.typedef_ty(name)
    }

    fn is_dependent(&self, text: &str) -> bool {
        self.template_params.iter().any(|p| p == text) || self.dependent_names.borrow().iter().any(|p| p == text)
    }

    fn shortest_qualification(&self, written: &str) -> Option<String> {
        // A function defined with a qualifier looks names up in the
        // namespace it names.
        let qualifier = self.function.map(|f| self.low.decl(f).qualifier.iter().map(|q| q.as_str()).collect::<Vec<_>>()).unwrap_or_default();
        let scope = [self.low.scope.as_str()].into_iter().chain(qualifier).filter(|s| !s.is_empty()).collect::<Vec<_>>().join("::");
        self.low.shortest_qualification(written, &scope)
    }

    fn in_template(&self) -> bool {
        self.in_template.get()
    }

    fn dependent_member_call(&self, how: MemberCall, qualifier: Option<&str>, member: &str) -> Option<String> {
        let this = self.dependent_this.as_ref()?;
        // (A lambda's `this` is the captured one: see `in_lambda`.)
        if self.in_lambda() || qualifier.is_some_and(|q| q != this.name) {
            return None;
        }
        this.callee(how, member, self.scopes.borrow().find(member).is_some())
    }

    fn in_lambda(&self) -> bool {
        !self.scopes.borrow().lambda_floor.is_empty()
    }

    fn dependent_this_template(&self, member: &str) -> bool {
        self.dependent_this.as_ref().is_some_and(|this| this.templates.iter().any(|m| m == member))
    }

    fn statement_expression(&self, open: usize, out: &mut Out) -> bool {
        let mut o = Out::new();
        self.compound(open, &mut o, false);
        // The compound's own trailing space closes up: `; })`.
        o.trim_end();
        out.append(o);
        true
    }

    fn is_template_type_parameter(&self, text: &str) -> bool {
        self.template_params.iter().any(|p| p == text) && !self.function_value_parameters().contains(&text) && !self.name(text).constant
    }

    fn is_type_dependent_name(&self, text: &str) -> bool {
        self.in_template.get() && (self.scopes.borrow().flags(text).is_some_and(|f| f.dependent) || self.low.dependent_block_enumerator(text))
    }

    fn is_parameter(&self, text: &str) -> bool {
        self.scopes.borrow().flags(text).is_some_and(|f| f.parameter)
    }

    fn of_parameter_type(&self, at: usize) -> bool {
        self.declared_dependent(self.tok(at))
            && match self.name_ty(at).as_ref().map(DeclTy::unqualified) {
                Some(DeclTy::Param(..)) => true,
                Some(DeclTy::Named(n, _)) => self.is_dependent(n),
                _ => false,
            }
    }

    fn declared_dependent(&self, text: &str) -> bool {
        self.in_template.get() && self.scopes.borrow().flags(text).is_some_and(|f| f.declared_dependent)
    }

    fn injected_class_template(&self, name: &str, at: usize) -> Option<String> {
        self.low.injected_class_template(name, at)
    }

    fn dependent_data_member(&self, base: Option<&Expr>, member: &str) -> bool {
        if !self.in_template.get() {
            return false;
        }
        let Some(&(_, idx)) = self.member_decls.iter().find(|(n, _)| n == member) else { return false };
        let d = self.low.decl(idx);
        let Some(cd) = d.parent.map(|p| self.low.decl(p)) else { return false };
        let Some(template) = cd.template.as_ref().filter(|t| t.kind == TemplateKind::Primary) else { return false };
        let Some(class_name) = cd.name else { return false };
        match base {
            // (An object of another class, or a local hiding the member.)
            Some(b) if !matches!(b.without_parens(), Expr::This) && self.object_class(b).is_some_and(|c| c.split('<').next().unwrap_or_default().trim() != class_name.as_str()) => return false,
            None if self.scopes.borrow().find(member).is_some() => return false,
            _ => {}
        }
        let first = self.low.index_at(d.type_span.start);
        let last = self.low.index_at(d.type_span.end);
        let params: Vec<&str> = template.params.iter().filter_map(|p| p.name.map(|n| n.as_str())).collect();
        (first..last).any(|k| self.low.tok(k) == class_name.as_str() || params.contains(&self.low.tok(k)))
    }

    fn is_dependent_local_type(&self, text: &str) -> bool {
        self.low.is_dependent_typedef(text)
    }

    fn constexpr_local(&self, text: &str) -> Option<i128> {
        self.scopes.borrow().flags(text).filter(|f| f.constexpr).and_then(|f| f.value)
    }

    fn enclosing_constexpr(&self, text: &str) -> Option<i128> {
        self.scopes.borrow().enclosing_constexpr(text)
    }

    fn local_constant(&self, text: &str) -> Option<i128> {
        // A local hides the unit's constants; those count too (the stub
        // names the instance `k<int, (int)8>` for `k<int, G>`).
        match self.scopes.borrow().flags(text) {
            Some(f) => f.value,
            None if self.members.iter().any(|(n, _)| n == text) => None,
            None => self.low.constant_named(text, &self.low.scope, 0).or_else(|| self.low.block_enumerator_value(text)),
        }
    }

    fn declares_class(&self, name: &str) -> bool {
        self.low.table.resolve_class(name, &self.low.scope).is_some()
    }

    fn returns_enum(&self, callee: &str) -> bool {
        // A local (a function pointer) hides the functions.
        (callee.has_scope() || self.scopes.borrow().find(callee).is_none()) && self.low.returns_enum(callee)
    }

    fn names_template_param(&self, text: &str) -> bool {
        self.is_dependent(text) || self.is_value_parameter(text)
    }

    fn dependent_call_qualifier(&self, qualifier: &str, name: &str) -> Option<String> {
        if !self.in_template.get() {
            return None;
        }
        self.low.dependent_call_qualifier(qualifier, name)
    }

    fn canonical_template_args(&self, template: &str, args: &[(usize, usize)]) -> Option<Vec<Option<String>>> {
        self.low.canonical_template_args_with(template, args, &|n| self.local_value(n))
    }

    fn pack_first_class_template(&self, name: &str) -> bool {
        self.low.pack_first_class_template(name)
    }

    fn hidden_by_local(&self, name: &str, at: usize) -> bool {
        self.low.hidden_by_local(name, at)
    }

    fn is_static_member(&self, base: &Expr, member: &str) -> bool {
        self.object_class(base).and_then(|c| self.low.class_of_type(&c)).is_some_and(|c| self.low.inherited_static(&c.qname, member).is_some())
    }

    fn dependent_enumerator(&self, text: &str) -> Option<String> {
        self.dependent_enumerators.borrow().iter().find(|(n, _)| n == text).map(|(_, init)| init.clone())
    }

    fn typedef_expansion(&self, written: &str) -> Option<String> {
        // (Not a local alias, nor one a template's parameters decide.)
        let first = written.trim_global().split_scopes().next().unwrap_or_default().trim();
        if self.is_dependent(first) || self.local_alias(written.trim()).is_some() || self.scopes.borrow().find(first).is_some() {
            return None;
        }
        self.low.typedef_expansion(written)
    }

    fn directive_qualifier(&self, name: &str, scope: bool) -> Option<String> {
        // The table answers most names at once; locals hide the rest.
        let hidden = || self.is_dependent(name) || self.scopes.borrow().find(name).is_some() || self.members.iter().any(|(n, _)| n == name);
        let q = self.low.table_directive_qualifier(name, scope);
        match q {
            Some(q) => (!hidden()).then_some(q),
            None if !scope && !self.local_directives.borrow().is_empty() => self.local_directive_qualifier(name).filter(|_| !hidden()),
            None => None,
        }
    }

    fn names_class_object(&self, e: &Expr) -> bool {
        matches!(e, Expr::Name(_)) && !self.printer().declared_dependent_operand(e) && self.class_valued(e)
    }

    fn names_member_class_of_template(&self, text: &str) -> bool {
        if !self.in_template.get() || text.contains(['<', ':']) {
            return false;
        }
        // The classes around the function, innermost first: the first
        // declaring `text` decides.
        let mut class = self.function.and_then(|f| self.low.decl(f).parent);
        while let Some(c) = class.filter(|&c| self.low.decl(c).kind == crate::parse::DeclKind::Class) {
            let Some(qname) = self.low.class_qname(c) else { return false };
            if self.low.table.lookup(&format!("{qname}::{text}")).any(|(_, s)| s.kind == crate::il::EntityKind::Type && !s.is_enum) {
                return self.low.in_template(c);
            }
            class = self.low.decl(c).parent;
        }
        false
    }

    fn names_enumerator(&self, e: &Expr) -> bool {
        self.enumerator_ty(e).is_some()
    }

    fn qualified_enumerator(&self, written: &str) -> Option<String> {
        // A local or a template parameter of that name hides it.
        let hidden = !written.has_scope() && (self.is_dependent(written) || self.is_value_parameter(written) || self.scopes.borrow().find(written).is_some());
        if hidden {
            return None;
        }
        self.low.qualified_enumerator(written)
    }

    fn note_placement_new(&self, array: bool) {
        BodyEnv::note_placement_new(self, array);
    }

    fn note_allocating_new(&self, at: usize, initialized: bool) {
        BodyEnv::note_allocating_new(self, at, initialized);
    }

    fn braced_aggregate(&self, class: &str, items: &[Expr], out: &mut Out) -> bool {
        // (`class_target` finds the class, through a typedef too: one of
        // an unnamed struct, `typedef struct {...} T;`, has its members.)
        if self.is_dependent(class) || self.low.class_through_typedef(class).is_some_and(|c| c.has_ctor) {
            return false;
        }
        let Some(target) = self.class_target(class, 0, &std::cell::Cell::new(MAX_TARGET_FIELDS)) else { return false };
        self.braced_target(items, &target, false, out);
        true
    }

    fn braced_new(&self, ty: &str, array: bool, items: &[Expr], out: &mut Out) -> bool {
        if self.is_dependent(ty) {
            return false;
        }
        let allocated = self.field_target(ty, "1", 0, &std::cell::Cell::new(MAX_TARGET_FIELDS));
        let target = match allocated {
            InitTarget::Scalar(None) => return false,
            // A scalar's braces hold its one value (`new double{(1)}`).
            InitTarget::Scalar(_) if !array => InitTarget::Elements(Box::new(allocated), Some(1)),
            _ if array => InitTarget::Elements(Box::new(allocated), None),
            _ => allocated,
        };
        self.braced_target(items, &target, false, out);
        true
    }

    fn assigned_aggregate(&self, l: &Expr, items: &[Expr], out: &mut Out) -> bool {
        let Some(DeclTy::Named(ty, _)) = self.expr_decl_ty(l).map(|t| t.unqualified().clone()) else { return false };
        let class = ["struct ", "class ", "union "].iter().fold(ty.as_str(), |t, k| t.strip_prefix(k).unwrap_or(t)).trim_global();
        self.braced_aggregate(class, items, out)
    }

    fn names_non_type(&self, text: &str) -> bool {
        self.scopes.borrow().find(text).is_some() || self.low.names_non_type(text)
    }

    fn hides_builtin(&self, text: &str) -> bool {
        self.scopes.borrow().find(text).is_some() || self.members.iter().any(|(n, _)| n == text)
    }

    /// An operator call on an object of class type (`v[0]` with
    /// `operator[]`) is a call: a primary expression. (In a template the
    /// type may be anything, unless it is a local's that names none of
    /// the template's parameters.)
    fn is_class_object(&self, text: &str) -> bool {
        let non_dependent = (!self.in_template.get() && self.template_params.is_empty()) || self.scopes.borrow().flags(text).is_some_and(|f| !f.dependent);
        non_dependent && self.name(text).ty == Some(Ty::Other)
    }

    fn note_launch(&self, callee: &str) {
        let bare = callee.split('<').next().unwrap_or(callee).trim();
        // Only host code's launches are the host's references (a kernel
        // launching one is dynamic parallelism, the device's own).
        if !self.in_device_code() {
            self.low.launched.borrow_mut().push(bare.rsplit("::").next().unwrap_or(bare).to_string());
            self.low.note_launched_kernel(bare);
        }
        // (Device code's launch without `-rdc` instantiates no kernel, see
        // `launch_on_device`.)
        if !self.in_device_code() || self.launch_on_device() {
            self.note_explicit_instance(callee);
        }
    }

    fn note_template_reference(&self, name: &str, text: &dyn Fn() -> String) {
        // A kernel template's instance named without a launch (`auto k =
        // kern<int, 256>;`, `&kern<float>`) exists as well: its address
        // is taken.
        let parts: Vec<&str> = name.trim().trim_global().split_scopes().map(str::trim).collect();
        let kernel_template = self.low.table.resolve(&parts, &self.low.scope, name.trim_start().starts_with("::")).iter().any(|s| s.kind == crate::il::EntityKind::Function && s.template == Some(crate::parse::TemplateKind::Primary) && s.exec_space & crate::il::exec::GLOBAL_BIT != 0);
        if self.scopes.borrow().find(parts.last().copied().unwrap_or("")).is_some() {
            return;
        }
        if kernel_template {
            self.note_explicit_instance(&text());
        } else {
            // A function template's instance whose address is taken
            // (`RunTest(..., run_smem<C, N, P>)`) is made as a called one
            // is, with its launches.
            self.note_template_call(&text(), &[]);
        }
    }

    fn note_construction(&self, class: &str, args: &[Expr]) {
        BodyEnv::note_construction(self, class, args);
    }

    fn note_variable_use(&self, name: &str) {
        // In a function template, a variable template's instance naming
        // its parameters is its instances' (`mask<T>`).
        if let Some((var, args)) = self.low.variable_template_use(name) {
            let inst = super::stub::Instance::Launched(var.clone(), args.clone(), self.deferral(), Vec::new());
            match self.function.filter(|&f| self.low.is_per_instance(f) && self.names_template_params(&inst)) {
                Some(f) => self.low.templated_uses.borrow_mut().push((f, super::stub::TemplateUse::Variable(inst))),
                None => self.low.var_instances.borrow_mut().push((var, args)),
            }
        }
        if !self.in_device_code() && self.scopes.borrow().find(name).is_none() {
            self.low.note_host_reference(name);
        }
        self.note_function_name_use(name);
    }

    fn note_call(&self, callee: &str, args: &[Expr]) {
        self.note_template_call(callee, args);
        if self.scopes.borrow().find(callee).is_none() {
            self.note_member_call(None, callee);
        }
        self.note_qualified_member_call(callee);
    }

    fn note_member_call(&self, base: Option<&Expr>, member: &str) {
        BodyEnv::note_member_call(self, base, member);
    }

    fn note_assignment(&self, lhs: &Expr, op: &str, rhs: &Expr) {
        BodyEnv::note_assignment(self, lhs, op, rhs);
    }

    fn assignment_constructs(&self, lhs: &Expr, rhs: &Expr) -> bool {
        BodyEnv::assignment_constructs(self, lhs, rhs)
    }

    fn note_call_args(&self, callee: Option<&str>, call: &Expr, args: &[Expr]) {
        BodyEnv::note_call_args(self, callee, call, args);
    }

    fn note_subscript(&self, base: &Expr) {
        BodyEnv::note_subscript(self, base);
    }

    fn note_operator_assignment(&self, lhs: &Expr, op: &str, rhs: &Expr) {
        BodyEnv::note_operator_assignment(self, lhs, op, rhs);
    }

    fn note_data_member(&self, base: &Expr, op: &str) {
        BodyEnv::note_data_member(self, base, op);
    }

    fn note_operator_call(&self, e: &Expr) {
        BodyEnv::note_operator_call(self, e);
    }

    fn member_ty(&self, base: &Expr, member: &str) -> Option<Ty> {
        let class = self.object_class(base)?;
        vector_member_ty(&class, member)
            .or_else(|| self.low.field_ty(&class, member))
            .or_else(|| if self.decided_by_parameters(&class) { None } else { self.low.specialization_field_ty(&class, member) })
            .or_else(|| self.low.table.resolve_class(&class, &self.low.scope).is_none().then(|| super::runtime_fields::runtime_field_ty(&class, member)).flatten())
    }

    fn member_elem_ty(&self, base: &Expr, member: &str) -> Option<Ty> {
        self.low.field_elem_ty(&self.object_class(base)?, member)
    }

    fn dependent_specialization(&self, r: Range) -> bool {
        self.in_template.get() && self.names_class_specialization(r) && self.names_parameter_type(r)
    }

    fn overloaded_operator(&self, e: &Expr) -> bool {
        self.operator_answer(e, false, || self.calls_operator_function(e))
    }

    fn rewritten_negation(&self, e: &Expr) -> bool {
        self.negated_equality(e)
    }

    fn is_lambda_variable(&self, name: &str) -> bool {
        self.lambda_result(name).is_some() && self.scopes.borrow().find(name).is_some()
    }

    fn is_char_pointer_object(&self, e: &Expr) -> bool {
        matches!(self.expr_decl_ty(e).as_ref().map(DeclTy::unqualified), Some(DeclTy::Pointer(pointee)) if matches!(&**pointee, DeclTy::Builtin(b) if b == "char"))
    }

    fn subscripts_unnamed_object(&self, e: &Expr) -> bool {
        let Expr::Index(base, _) = e else { return false };
        let base = base.without_parens();
        // (In a template, an object whose declared type depends on its
        // parameters has no `operator[]` EDG knows of: a plain subscript,
        // `((*b)[0]) = v` for a `Buf<T, 4> *b`; so has a data member of
        // such a type, reached through an object of the class template:
        // `((r.data_)[i])` for a `std::vector<T> data_`.)
        let dependent_member = matches!(base, Expr::Member(object, _, name) if name.last == name.first + 1 && self.dependent_data_member(Some(object), self.low.tok(name.first)));
        !matches!(base, Expr::Name(_)) && !dependent_member && !self.printer().declared_dependent_operand(base) && self.subscripts_class(base)
    }

    fn designates_class_object(&self, e: &Expr) -> bool {
        matches!(e, Expr::Index(..) | Expr::Unary("*", _) | Expr::Member(..)) && self.class_valued(e)
    }

    fn calls_for_class_object(&self, e: &Expr) -> bool {
        matches!(e, Expr::Call(..)) && self.class_valued(e)
    }

    fn is_function_name(&self, text: &str) -> bool {
        self.scopes.borrow().find(text).is_none() && !self.members.iter().any(|(n, _)| n == text) && {
            let parts: Vec<&str> = text.trim_global().split_scopes().map(str::trim).collect();
            let found = self.low.table.resolve(&parts, &self.low.scope, text.starts_with("::"));
            !self.low.functions_named(text).is_empty() && found.iter().all(|s| s.kind == crate::il::EntityKind::Function)
        }
    }

    fn implicit_this_call(&self, name: &str) -> bool {
        self.method_class(name).is_some()
    }

    fn qualified_this_call(&self, qualified: &str) -> bool {
        let Some(f) = self.function else { return false };
        let d = self.low.decl(f);
        let member = d.parent.is_some_and(|p| self.low.decl(p).kind == crate::parse::DeclKind::Class) || !d.qualifier.is_empty();
        if !member || d.specs.has(crate::parse::Specs::STATIC) {
            return false;
        }
        let parts: Vec<&str> = qualified.split_scopes().map(str::trim).filter(|p| !p.is_empty()).collect();
        let found = self.low.table.resolve(&parts, &self.low.scope, false);
        !found.is_empty() && found.iter().all(|s| s.kind == crate::il::EntityKind::Function && s.class.is_some() && !s.is_static)
    }

    fn qualified_data_member<'t>(&self, qualified: &'t str) -> Option<&'t str> {
        let (_, member) = qualified.rsplit_once_scope()?;
        let member = member.trim();
        let f = self.function?;
        let d = self.low.decl(f);
        let in_member = d.parent.is_some_and(|p| self.low.decl(p).kind == crate::parse::DeclKind::Class) || !d.qualifier.is_empty();
        if !in_member || d.specs.has(crate::parse::Specs::STATIC) || self.scopes.borrow().find(member).is_some() {
            return None;
        }
        let parts: Vec<&str> = qualified.split_scopes().map(str::trim).filter(|p| !p.is_empty()).collect();
        let found = self.low.table.resolve(&parts, &self.low.scope, false);
        (!found.is_empty() && found.iter().all(|s| s.kind == crate::il::EntityKind::Variable && s.class.is_some() && !s.is_static)).then_some(member)
    }

    fn is_enumerator(&self, text: &str, qualified: bool) -> bool {
        if self.in_enum.borrow().iter().any(|own| own == text) {
            return false;
        }
        if qualified {
            return self.low.is_enumerator(text);
        }
        self.scopes.borrow().find(text).is_none() && !self.members.iter().any(|(n, _)| n == text) && self.low.is_enumerator(text)
    }

    fn declares_enumerator(&self, text: &str) -> bool {
        self.low.table.enumerators.contains(text)
    }

    fn note_launch_config(&self, config: &[Expr]) {
        BodyEnv::note_launch_config(self, config);
    }

    fn note_launch_args(&self, callee: &str, args: &[Expr]) {
        for a in args {
            if let Some(t) = self.expr_decl_ty(a) {
                self.low.note_passed_layout(&t);
            }
        }
        // Device code's launch without `-rdc` is the host's alone (see
        // `launch_on_device`): it instantiates no kernel.
        if self.in_device_code() && !self.launch_on_device() {
            return;
        }
        // Explicit template arguments were noted with the launch: in a
        // function template, a launch whose call arguments depend on its
        // parameters is resolved per instance, after the fixed ones.
        if callee.contains('<') {
            self.deduce_unwritten_arguments(callee, args);
            if self.function.is_some_and(|f| self.low.is_per_instance(f)) && args.iter().any(|a| self.is_type_dependent(a)) {
                let mut uses = self.low.templated_uses.borrow_mut();
                if let Some((_, u)) = uses.last_mut() {
                    if let super::stub::TemplateUse::FixedLaunch(inst) = u {
                        *u = super::stub::TemplateUse::Launch(inst.clone());
                    }
                }
            }
            return;
        }
        let name = callee.rsplit("::").next().unwrap_or(callee).trim().to_string();
        let tys: Vec<Option<DeclTy>> = args.iter().map(|a| self.expr_decl_ty(a).map(|t| self.deducible_ty(self.low.sugared(&t))).or_else(|| self.enumerator_ty(a))).collect();
        if self.exact_non_template_overload(callee, &tys) {
            return;
        }
        // In a function template: instantiated per instance of it.
        if let Some(f) = self.function.filter(|&f| self.low.is_per_instance(f)) {
            let inst = super::stub::Instance::Deduced(name, tys, self.deferral());
            let dependent = args.iter().any(|a| self.is_type_dependent(a));
            self.low.templated_uses.borrow_mut().push((f, if dependent { super::stub::TemplateUse::Launch(inst) } else { super::stub::TemplateUse::FixedLaunch(inst) }));
            return;
        }
        // Passing a closure that holds `this` makes a temporary.
        for (a, t) in args.iter().zip(&tys) {
            if let Some(DeclTy::Closure(c)) = t.as_ref().filter(|_| !self.device.get()) {
                if c.captures_this {
                    let at = match a {
                        Expr::Lambda(r) | Expr::Name(r) => r.first,
                        _ => 0,
                    };
                    self.low.note_temporaries(format!("this-closure@{at}"), 1);
                }
            }
        }
        self.low.instances.borrow_mut().push(super::stub::Instance::Deduced(name, tys, self.deferral()));
    }

    fn lambda(&self, p: &Printer<'_>, r: Range, out: &mut Out) {
        self.print_lambda(p, r, out);
    }
}

impl<'l, 'a> BodyEnv<'l, 'a> {
    /// The value of an integral constant local.
    fn local_value(&self, name: &str) -> Option<i128> {
        self.scopes.borrow().flags(name).and_then(|f| f.value)
    }

    pub fn new(low: &'l Lowerer<'a>) -> BodyEnv<'l, 'a> {
        BodyEnv { low, outer_name_tys: RefCell::default(), local_name_tys: RefCell::default(), operator_answers: RefCell::default(), ty_memo: RefCell::default(), ty_memo_generation: Cell::new(0), folded_list: Cell::new(false), scopes: RefCell::new(Scopes::default()), members: Vec::new(), member_decls: Vec::new(), template_params: Vec::new(), dependent_names: RefCell::default(), local_aliases: RefCell::default(), local_directives: RefCell::default(), local_names: RefCell::default(), generic_lambdas: Cell::new(0), attributes_moved_before: None, device: Cell::new(false), function: None, member_class: None, lambda_ids: Cell::new(0), in_template: Cell::new(false), jump_targets: RefCell::default(), closures: RefCell::default(), lambda_vars: RefCell::default(), lambda_results: RefCell::default(), lambda_returns: RefCell::default(), constant_lambdas: RefCell::default(), returns: RefCell::default(), in_enum: RefCell::default(), dependent_enumerators: RefCell::default(), dependent_constants: RefCell::default(), unrolled: Cell::new(false), methods: Vec::new(), dependent_this: None, declarator_placed: false, later_of_parameter_type: Cell::new(false), declaration_head: Cell::new(None), returns_lambda: RefCell::default(), lambda_factories: RefCell::default(), factory_vars: RefCell::default() }
    }

    /// A function or variable of the class's name in the same scope
    /// hides the class (`stat(path, &st)` calls the function `struct
    /// stat` shares its name with), unless the item declares the type
    /// itself (a local alias hides the function).
    /// A function that is no template, named `callee`, takes exactly the
    /// arguments' types (as far as simple types tell): overload resolution
    /// prefers it to any template's instance, so the launch deduces none
    /// (`k(i)` of a `k(int *)` beside a `template <class T> k(T *)`).
    fn exact_non_template_overload(&self, callee: &str, tys: &[Option<DeclTy>]) -> bool {
        let Some(keys) = tys.iter().map(|t| t.as_ref().and_then(overload_key)).collect::<Option<Vec<String>>>() else { return false };
        let key = keys.join(",");
        let parts: Vec<&str> = callee.trim().trim_global().split_scopes().map(str::trim).collect();
        let found = self.low.table.resolve(&parts, &self.low.scope, callee.trim().starts_with("::"));
        // (A parameter's key has no pointee's `const`: `const double *`
        // is `double*` there, so only a key without pointers is sure.)
        !key.contains('*') && found.iter().any(|s| s.template.is_none() && s.params_key.replace(' ', "") == key)
    }

    pub fn is_type(&self, name: &str) -> bool {
        // (A generic lambda's `auto` parameter is a dependent name, yet a
        // variable: `g(x)` calls it.)
        self.is_dependent(name) && self.scopes.borrow().flags(name).is_none() || self.low.is_type_name(name) && (self.low.local_types().contains(name) || !self.low.names_non_type(name))
    }

    pub(super) fn printer(&self) -> Printer<'_> {
        Printer::new(self.low.text, self.low.toks, self)
    }

    pub(super) fn parser<'p>(&'p self, first: usize, last: usize, is_type: &'p dyn Fn(&str) -> bool) -> Parser<'p> {
        Parser::new(self.low.text, self.low.toks, first, last, is_type).with_group_ends(self.low.group_ends())
    }

    fn tok(&self, i: usize) -> &'a str {
        self.low.tok(i)
    }

    fn at(&self, i: usize) -> u32 {
        self.low.toks.get(i).map_or(0, |t| t.start)
    }

    /// A compound statement `{ ... }` starting at token `open`; returns the
    /// index past it. `function` drops a final `return;` as cudafe++ does.
    pub fn compound(&self, open: usize, out: &mut Out, function: bool) -> usize {
        self.compound_with(open, out, function, false)
    }

    /// `main`'s body: flowing off its end returns 0, and cudafe++ writes
    /// that `return 0;` behind the last statement unless it is a return.
    pub fn main_body(&self, open: usize, out: &mut Out) -> usize {
        self.compound_with(open, out, false, true)
    }

    fn compound_with(&self, open: usize, out: &mut Out, function: bool, implicit_return: bool) -> usize {
        let close = self.low.group_end(open).saturating_sub(1);
        out.push("{ ");
        self.scopes.borrow_mut().push();
        let outer_aliases = self.local_aliases.borrow().len();
        let mut i = open + 1;
        let mut last = None;
        while i < close {
            if function && self.tok(i) == "return" && self.tok(i + 1) == ";" && i + 2 == close {
                break;
            }
            self.statement_mark(i, out);
            last = Some(i);
            let next = self.statement(i, close, out);
            i = if next > i { next } else { i + 1 };
        }
        if implicit_return && last.is_none_or(|l| self.tok(l) != "return") {
            out.push("return 0; ");
        }
        self.scopes.borrow_mut().pop();
        self.local_aliases.borrow_mut().truncate(outer_aliases);
        let _ = self.pragmas_before(close, out);
        out.mark(self.at(close));
        out.push("} ");
        close + 1
    }

    /// The position of the statement at `i`, after the `#pragma` lines
    /// before it; with a `#pragma unroll` when it is a loop.
    fn statement_mark(&self, i: usize, out: &mut Out) {
        match self.pragmas_before(i, out) {
            Some(unroll) => {
                out.loop_pragma(self.at(i), unroll);
                self.unrolled.set(true);
            }
            // A local declaration is placed at its first declarator (`float`
            // on one line, `*a,` on the next: the next).
            None => out.mark(self.low.first_declarator_at(i).unwrap_or(self.at(i))),
        }
    }

    /// Prints the `#pragma` lines between token `i` and the token before
    /// it (the split left directives out of the tokens, not out of the
    /// text); returns the last `#pragma unroll` among them when the
    /// statement at `i` is a loop it applies to.
    fn pragmas_before(&self, i: usize, out: &mut Out) -> Option<String> {
        self.low.pragmas_before(i, out).filter(|_| matches!(self.tok(i), "for" | "while" | "do"))
    }

    /// A sub-statement of `if`/`for`/`while`: always braced.
    fn sub_statement(&self, i: usize, end: usize, out: &mut Out) -> usize {
        if self.tok(i) == "{" {
            // A brace on a later line gets its marker (and one after a
            // system header's macro names the file again).
            out.mark(self.at(i));
            return self.compound(i, out, false);
        }
        out.push("{ ");
        self.scopes.borrow_mut().push();
        // Braced by cudafe++, but still placed on its own line.
        self.statement_mark(i, out);
        let next = self.statement(i, end, out);
        self.scopes.borrow_mut().pop();
        out.push("} ");
        next
    }

    /// One statement starting at token `i`; returns the index past it.
    pub fn statement(&self, i: usize, end: usize, out: &mut Out) -> usize {
        self.operator_answers.borrow_mut().clear();
        self.ty_memo.borrow_mut().clear();
        let target = match self.tok(i) {
            "for" | "while" | "do" => Some(true),
            "switch" => Some(false),
            _ => None,
        };
        let Some(is_loop) = target else { return self.plain_statement(i, end, out) };
        self.jump_targets.borrow_mut().push(super::temps::JumpTarget { is_loop, broken: false, continued: false });
        let next = self.plain_statement(i, end, out);
        if let Some(t) = self.jump_targets.borrow_mut().pop() {
            self.note_jump_labels(i, t);
        }
        next
    }

    /// `statement`, the jump targets kept by the caller.
    fn plain_statement(&self, i: usize, end: usize, out: &mut Out) -> usize {
        let unrolled = self.unrolled.replace(false);
        match self.tok(i) {
            "{" => self.compound(i, out, false),
            ";" => {
                out.push("; ");
                i + 1
            }
            "if" => self.if_statement(i, end, out),
            "for" => self.for_statement(i, end, unrolled, out),
            "while" => {
                let close = self.low.group_end(i + 1);
                out.push("while (");
                self.condition_tested(i + 2, close - 1, true, out);
                out.push(") ");
                let next = self.sub_statement(close, end, out);
                out.push(if self.continue_after_scope(close, next) { "  " } else { " " });
                next
            }
            "do" => {
                out.push("do ");
                let next = self.sub_statement(i + 1, end, out);
                if self.continue_after_scope(i + 1, next) {
                    out.push(" ");
                }
                // while ( cond ) ;
                if self.tok(next) == "while" && self.tok(next + 1) == "(" {
                    let close = self.low.group_end(next + 1);
                    out.mark(self.at(next));
                    out.push("while (");
                    self.condition_tested(next + 2, close - 1, true, out);
                    out.push("); ");
                    return if self.tok(close) == ";" { close + 1 } else { close };
                }
                next
            }
            "switch" => {
                let close = self.low.group_end(i + 1);
                out.push("switch (");
                self.condition(i + 2, close - 1, out);
                out.push(") ");
                let next = self.sub_statement(close, end, out);
                out.push(" ");
                next
            }
            "case" => {
                let colon = self.find_top(i + 1, end, ":");
                out.push("case ");
                self.full_expr(i + 1, colon, None, out);
                out.push(":  ");
                colon + 1
            }
            "default" if self.tok(i + 1) == ":" => {
                out.push("default:  ");
                i + 2
            }
            "return" | "co_return" => {
                let semi = self.find_top(i + 1, end, ";");
                self.note_return(i + 1, semi);
                if semi > i + 1 {
                    self.note_value_return(i);
                }
                out.push(self.tok(i));
                if semi > i + 1 {
                    out.push(" ");
                    if let Some(e) = self.whole_expr(i + 1, semi, out) {
                        self.note_returned(&e);
                        // Parentheses written around the whole value stay
                        // around an operator's result (`return (a + b);`,
                        // `return (-a);`), not around a name or call.
                        // A class object returned as an arithmetic value
                        // goes through its conversion function:
                        // `return (p[1]);`.
                        if self.returns_char_pointer() && self.is_string_literal(e.without_parens()) {
                            out.push("(char *)(");
                            self.printer().bare(e.without_parens(), out);
                            out.push(")");
                        } else if matches!(e, Expr::Paren(_)) || self.returns_converted_object(&e) {
                            self.printer().operand(&e, None, out);
                        } else {
                            // A template converts the value to its result
                            // type in each instance.
                            let p = self.printer();
                            p.deferring_conversion(self.in_template.get(), || p.element(&e, None, 1, out));
                        }
                    }
                }
                out.push("; ");
                semi + 1
            }
            // `throw x;`: the operand printed as an expression.
            "throw" if self.tok(i + 1) != ";" => {
                let semi = self.find_top(i + 1, end, ";");
                out.push("throw ");
                // Not an expression the printer reads: `whole_expr` prints
                // it as written.
                if let Some(e) = self.whole_expr(i + 1, semi, out) {
                    self.printer().element(&e, None, 1, out);
                }
                out.push("; ");
                semi + 1
            }
            "break" | "continue" => {
                self.note_jump(self.tok(i) == "break");
                out.push(self.tok(i));
                out.push("; ");
                self.find_top(i, end, ";") + 1
            }
            "goto" => {
                out.push("goto ");
                out.push(self.tok(i + 1));
                out.push("; ");
                self.find_top(i, end, ";") + 1
            }
            "try" => {
                // Each brace and `catch` keeps its line.
                out.push("try ");
                out.mark(self.at(i + 1));
                let mut next = self.compound(i + 1, out, false);
                while self.tok(next) == "catch" && self.tok(next + 1) == "(" {
                    let close = self.low.group_end(next + 1);
                    out.mark(self.at(next));
                    out.push("catch (");
                    self.low.raw_tokens(Range { first: next + 2, last: close - 1 }, out);
                    out.push(") ");
                    out.mark(self.at(close));
                    next = self.compound(close, out, false);
                }
                out.push(" ");
                next
            }
            "asm" | "__asm__" | "__asm" => {
                let semi = self.find_top(i, end, ";");
                if !self.asm_statement(i, semi, out) {
                    self.low.raw_tokens(Range { first: i, last: semi }, out);
                }
                out.push("; ");
                semi + 1
            }
            "using" | "static_assert" | "_Static_assert" | "typedef" | "namespace" => {
                let semi = self.find_top(i, end, ";");
                // (A using-directive names its namespace as one at namespace
                // scope does: `using namespace lib::chrono;` for `chrono`.)
                let mut directive = Out::new();
                if self.low.using_directive(i, semi, &mut directive) {
                    directive.trim_end();
                    let text = directive.tail().trim_end_matches(';').to_string();
                    out.push(&text);
                    let named = text.trim_start_matches("using namespace ").trim();
                    if let Some(full) = self.low.table.namespace_named(named, &self.low.scope, false) {
                        self.local_directives.borrow_mut().push(full);
                    }
                } else if !self.static_assert(i, semi, out) {
                    self.low.raw_tokens(Range { first: i, last: semi }, out);
                }
                // A type alias is a declaration statement, set off as one.
                let alias = self.tok(i) == "typedef" || self.tok(i) == "using" && self.tok(i + 2) == "=";
                if alias {
                    self.note_local_alias(i, semi);
                } else {
                    self.note_local_name(i, semi);
                }
                out.push(if alias { "; " } else { ";" });
                semi + 1
            }
            t if self.low.toks.get(i).is_some_and(|k| k.kind == TokKind::Ident) && self.tok(i + 1) == ":" && self.tok(i + 2) != ":" && t != "default" => {
                out.push(t);
                out.push(":; ");
                i + 2
            }
            _ if self.low.local_class_at(i).is_some() && self.class_definition_here(i, end) => {
                let semi = self.find_top(i, end, ";");
                if let Some(idx) = self.low.local_class_at(i) {
                    self.low.local_class(idx, i, (semi + 1).min(end), out);
                }
                semi + 1
            }
            _ if self.low.attributed_local_class(i, end).is_some() && self.class_definition_here(i, end) => {
                let semi = self.find_top(i, end, ";");
                if let Some((key, idx, var)) = self.low.attributed_local_class(i, end) {
                    self.low.shared_local_prefix(var, out);
                    self.low.local_class(idx, key, (semi + 1).min(end), out);
                }
                semi + 1
            }
            _ if self.low.is_local_decl_start(self.at(i)) => self.declaration(i, end, out),
            _ => {
                let semi = self.find_top(i, end, ";");
                self.full_expr(i, semi, None, out);
                out.push("; ");
                semi + 1
            }
        }
    }

    /// Files a block-scope using-declaration or namespace alias (the
    /// tokens `i..semi`).
    fn note_local_name(&self, i: usize, semi: usize) {
        let text = |from: usize| (from..semi).map(|k| self.tok(k)).filter(|t| *t != "typename").collect::<String>();
        match (self.tok(i), self.tok(i + 1), self.tok(i + 2)) {
            ("namespace", alias, "=") => {
                let target = text(i + 3);
                let absolute = target.starts_with("::");
                if let Some(full) = self.low.table.namespace_named(target.trim_global(), &self.low.scope, absolute) {
                    self.local_names.borrow_mut().push((alias.to_string(), format!("::{full}")));
                }
            }
            ("using", next, _) if next != "namespace" && !(i..semi).any(|k| self.tok(k) == "=") => {
                let written = text(i + 1);
                if let Some((_, name)) = written.rsplit_once_scope().filter(|(_, n)| !n.is_empty()) {
                    self.local_names.borrow_mut().push((name.to_string(), written.clone()));
                }
            }
            _ => {}
        }
    }

    /// A block-scope alias: what it stands for, and whether that is
    /// dependent.
    fn note_local_alias(&self, first: usize, semi: usize) {
        let (name, target) = if self.tok(first) == "using" {
            (first + 1, Range { first: first + 3, last: semi })
        } else {
            match (first..semi).rev().find(|&k| self.low.toks[k].kind == TokKind::Ident) {
                Some(k) => (k, Range { first: first + 1, last: k }),
                None => return,
            }
        };
        let (Some(from), Some(to)) = (self.low.toks.get(target.first), self.low.toks.get(target.last.saturating_sub(1))) else { return };
        let Some(text) = self.low.text.get(from.start as usize..to.end() as usize).filter(|_| target.last > target.first) else { return };
        let mentions = (target.first..target.last).any(|k| self.low.toks[k].kind == TokKind::Ident && (self.names_template_param(self.tok(k)) || self.is_dependent_alias(self.tok(k))));
        let dependent = self.in_template.get() && mentions;
        self.local_aliases.borrow_mut().push((self.tok(name).to_string(), text.to_string(), dependent));
    }

    /// Whether `text` names a generic lambda's template parameter, itself
    /// or through block-scope aliases.
    fn mentions_lambda_parameter(&self, text: &str, depth: u32) -> bool {
        /// Aliases of aliases: a bound on how deep.
        const MAX_DEPTH: u32 = 8;
        text.split(|c: char| !(c.is_alphanumeric() || c == '_')).filter(|w| !w.is_empty()).any(|w| {
            if self.dependent_names.borrow().iter().any(|d| d == w) {
                return true;
            }
            self.local_alias(w).is_some_and(|(t, _)| depth < MAX_DEPTH && self.mentions_lambda_parameter(&t, depth + 1))
        })
    }

    /// A block-scope alias of a type that names a template parameter.
    pub(super) fn is_dependent_alias(&self, name: &str) -> bool {
        self.local_alias(name).is_some_and(|(_, dependent)| dependent)
    }

    /// The qualifier of a type name the body's own using-directives find
    /// (and its scopes do not): `ms` after `using namespace
    /// lib::chrono;` is `lib::chrono::ms`.
    fn local_directive_qualifier(&self, name: &str) -> Option<String> {
        let table = self.low.table;
        if table.resolve(&[name], &self.low.scope, false).iter().any(|s| s.kind == crate::il::EntityKind::Type) || table.resolve_alias(name, &self.low.scope).is_some() {
            return None;
        }
        // (A type a using-declaration of the namespace brings in is named
        // by its own scope: `gpu::detail::Act` for `gpu::Act`.)
        let via = self.local_directives.borrow().iter().rev().find_map(|ns| {
            let q = format!("{ns}::{name}");
            if table.declares_type(&q) {
                return Some(ns.clone());
            }
            table.using_type_target(&q).map(|t| crate::symbols::enclosing(t).to_string())
        })?;
        Some(crate::symbols::relative_to(&via, &self.low.scope).to_string())
    }

    /// The innermost block-scope alias `name` in scope: its target as
    /// written, and whether that is dependent.
    pub(super) fn local_alias(&self, name: &str) -> Option<(String, bool)> {
        self.local_aliases.borrow().iter().rev().find(|(n, _, _)| n == name).map(|(_, target, dependent)| (target.clone(), *dependent))
    }

    /// The specifier tokens name a block-scope alias of a pointer type
    /// (`typedef float *FP;` in the function).
    fn names_local_pointer_alias(&self, specifiers: &[crate::lexer::Token]) -> bool {
        specifiers.iter().filter(|t| t.kind == TokKind::Ident).any(|t| self.local_alias(t.text(self.low.text)).is_some_and(|(target, _)| target.trim_end().ends_with('*')))
    }

    /// `struct X { ... };` (a body before the `;`).
    fn class_definition_here(&self, i: usize, end: usize) -> bool {
        let semi = self.find_top(i, end, ";");
        (i..semi).any(|k| self.tok(k) == "{")
    }

    fn if_statement(&self, i: usize, end: usize, out: &mut Out) -> usize {
        let mut j = i + 1;
        out.push("if ");
        if self.tok(j) == "constexpr" {
            out.push("constexpr ");
            j += 1;
        }
        let close = self.low.group_end(j);
        out.push("(");
        self.condition_tested(j + 1, close - 1, true, out);
        out.push(") ");
        let mut next = self.sub_statement(close, end, out);
        if self.tok(next) == "else" {
            out.push("else ");
            next = self.sub_statement(next + 1, end, out);
        }
        out.push(" ");
        next
    }

    /// `unrolled`: a `#pragma unroll` precedes the loop, and its
    /// init-statement (if any) gets a position of its own.
    fn for_statement(&self, i: usize, end: usize, unrolled: bool, out: &mut Out) -> usize {
        let open = i + 1;
        let close = self.low.group_end(open);
        out.push("for (");
        if unrolled && self.tok(open + 1) != ";" {
            out.mark(self.at(open + 1));
        }
        self.scopes.borrow_mut().push();
        let semi = self.find_top(open + 1, close - 1, ";");
        let mut structured = false;
        if semi >= close - 1 {
            // Range-based: `for (decl : range)`.
            let colon = self.find_top(open + 1, close - 1, ":");
            structured = self.binds_structured(open + 1, colon) && self.elements_tuple_like(colon + 1, close - 1).unwrap_or(self.tok(close) == "{");
            self.note_range_over_list(colon + 1, close - 1);
            self.declare_locals(open + 1, colon);
            self.low.raw_tokens(Range { first: open + 1, last: colon }, out);
            out.push(" : ");
            self.full_expr(colon + 1, close - 1, None, out);
        } else {
            if semi > open + 1 {
                if self.low.is_local_decl_start(self.at(open + 1)) {
                    self.decl_body(open + 1, semi, out);
                } else {
                    self.full_expr(open + 1, semi, None, out);
                }
            }
            out.push(";");
            let semi2 = self.find_top(semi + 1, close - 1, ";");
            out.push(" ");
            if semi2 > semi + 1 {
                self.for_clause(semi + 1, semi2, out);
            }
            out.push(";");
            if close - 1 > semi2 + 1 {
                out.push(" ");
                self.for_clause(semi2 + 1, close - 1, out);
            }
        }
        out.push(") ");
        // A structured binding's loop body is a block in the block EDG
        // declares the names in: the body, braced as any loop's, prints
        // inside another, and the names declared in it put the continue
        // label after its scope (see `continue_after_scope`).
        if structured {
            out.push("{ ");
        }
        let next = self.sub_statement(close, end, out);
        if structured {
            out.push("}");
        }
        self.scopes.borrow_mut().pop();
        out.push(if structured || self.continue_after_scope(close, next) { "  " } else { " " });
        next
    }

    /// The declaration among tokens `first..last` (a range-based `for`'s,
    /// up to its `:`) is a structured binding: `auto &[k, v]`.
    fn binds_structured(&self, first: usize, last: usize) -> bool {
        (first..last).any(|k| self.tok(k) == "[") && (first..last).any(|k| self.tok(k) == "auto")
    }

    /// The elements of the range the tokens `first..last` make are
    /// tuple-like (`std::pair`, `std::tuple`, `std::array`: a map's too),
    /// whose structured binding EDG declares as variables of their own,
    /// where an aggregate's names are the members themselves; `None` when
    /// the element type is not known.
    fn elements_tuple_like(&self, first: usize, last: usize) -> Option<bool> {
        let elem = self.range_element_ty(first, last)?;
        let DeclTy::Named(class, _) = elem.unqualified() else { return Some(false) };
        let template = class.trim_global().split('<').next().unwrap_or("").trim();
        Some(matches!(template.strip_prefix("std::").unwrap_or(template), "pair" | "tuple" | "array"))
    }

    /// The loop body `first..last` both continues its loop and declares
    /// something (a variable, a type, a lambda's closure class): EDG puts
    /// the continue label after the body's scope, which cudafe++ prints
    /// as one more blank (`{ if (j) { continue; }  float s = 1; }   `).
    fn continue_after_scope(&self, first: usize, last: usize) -> bool {
        // (Most loops continue nowhere: that is told from the body's
        // tokens alone, before the item's declarations are searched.)
        let (from, to) = (self.at(first), self.low.toks.get(last.saturating_sub(1)).map_or(0, |t| t.end()));
        self.continues_loop(first, last) && (self.low.view.scan.ast.decls.iter().any(|(_, d)| d.span.start >= from && d.span.start < to) || self.declares_in_condition(first, last))
    }

    /// A condition among tokens `first..last` declares a variable (`if
    /// (int q = j)`), which the parser keeps no declaration for.
    fn declares_in_condition(&self, first: usize, last: usize) -> bool {
        (first..last).any(|k| {
            if !matches!(self.tok(k), "if" | "while" | "switch") || self.tok(k + 1) != "(" {
                return false;
            }
            let close = self.low.group_end(k + 1).saturating_sub(1);
            let eq = self.find_top(k + 2, close, "=");
            eq < close && eq >= k + 4 && self.low.toks[eq - 1].kind == crate::lexer::TokKind::Ident && matches!(self.low.toks[eq - 2].kind, crate::lexer::TokKind::Ident) || eq < close && eq >= k + 4 && matches!(self.tok(eq - 2), "*" | "&")
        })
    }

    /// A `continue` among tokens `first..last` that is not a nested
    /// loop's.
    fn continues_loop(&self, first: usize, last: usize) -> bool {
        let statement_end = |k: usize| if self.tok(k) == "{" { self.low.group_end(k) } else { self.find_top(k, last, ";") + 1 };
        let mut k = first;
        while k < last {
            k = match self.tok(k) {
                "continue" => return true,
                "for" | "while" if self.tok(k + 1) == "(" => statement_end(self.low.group_end(k + 1)),
                "do" => statement_end(k + 1),
                _ => k + 1,
            }
            .max(k + 1);
        }
        false
    }

    /// A `for` statement's condition or increment expression.
    fn for_clause(&self, first: usize, last: usize, out: &mut Out) {
        if let Some(e) = self.whole_expr(first, last, out) {
            self.printer().for_clause(&e, out);
        }
    }

    /// A condition: an expression or a declaration.
    fn condition(&self, first: usize, last: usize, out: &mut Out) {
        self.condition_tested(first, last, false, out);
    }

    /// `condition`; `tested` for an `if`'s or a loop's (not a `switch`'s),
    /// where an assignment is parenthesized: `if ((x = 3))`.
    fn condition_tested(&self, first: usize, last: usize, tested: bool, out: &mut Out) {
        // An init-statement first (`if (int a = 1; a > n)`).
        let semi = self.find_top(first, last, ";");
        if semi < last {
            if self.low.is_local_decl_start(self.at(first)) || self.condition_declares(first, semi) {
                self.decl_body(first, semi, out);
            } else {
                self.full_expr(first, semi, None, out);
            }
            out.push("; ");
            return self.condition_tested(semi + 1, last, tested, out);
        }
        if self.low.is_local_decl_start(self.at(first)) || self.condition_declares(first, last) {
            self.decl_body(first, last, out);
        } else if let Some(e) = self.whole_expr(first, last, out) {
            let bare = e.without_parens();
            if tested && matches!(bare, Expr::Assign(_, op, _) if op == "=") && !Env::overloaded_operator(self, bare) {
                out.push("(");
                self.printer().bare(bare, out);
                out.push(")");
            // A class object tested through its conversion function is
            // that call's operand: `if ((p[0]))`.
            } else if self.designates_class_object(bare) {
                self.printer().operand(&e, None, out);
            } else {
                self.printer().expr(&e, None, out);
            }
        }
    }

    /// The condition `first..last` declares a variable (`int *p = gp`,
    /// `S s{x}`): it starts with a type and names a variable right before
    /// its top-level `=` or braces.
    fn condition_declares(&self, first: usize, last: usize) -> bool {
        let eq = self.find_top(first, last, "=");
        let brace = self.find_top(first, last, "{");
        let init = eq.min(brace);
        if init >= last || init < first + 2 || self.low.toks[init - 1].kind != TokKind::Ident {
            return false;
        }
        let head = self.tok(first);
        matches!(head, "const" | "volatile" | "auto" | "unsigned" | "signed" | "struct" | "class" | "enum") || crate::lower::ty::from_tokens(head, &crate::lexer::lex(head)).is_arithmetic() || self.is_type(head)
    }

    /// Index of the first `stop` at nesting depth 0 in `from..end` (or
    /// `end`).
    pub fn find_top(&self, from: usize, end: usize, stop: &str) -> usize {
        let mut i = from;
        while i < end {
            let t = self.tok(i);
            if t == stop {
                return i;
            }
            if matches!(t, "(" | "[" | "{") {
                i = self.low.group_end(i);
                continue;
            }
            i += 1;
        }
        end
    }

    pub fn full_expr(&self, first: usize, last: usize, target: Option<Ty>, out: &mut Out) {
        if let Some(e) = self.whole_expr(first, last, out) {
            self.printer().expr(&e, target, out);
        }
    }

    /// The expression tokens `first..last` make, or `None` when they make
    /// none or more than one (then they are printed as written).
    fn whole_expr(&self, first: usize, last: usize, out: &mut Out) -> Option<Expr> {
        if first >= last {
            return None;
        }
        let e = self.parse_whole(first, last);
        if e.is_none() {
            self.low.raw_tokens(Range { first, last }, out);
        }
        e
    }

    /// The tokens `first..last` parsed as one expression; `None` when
    /// tokens are left over.
    fn parse_whole(&self, first: usize, last: usize) -> Option<Expr> {
        let is_type = |n: &str| self.is_type(n);
        let mut p = self.parser(first, last, &is_type);
        let e = p.expression();
        p.at_end().then_some(e)
    }

    /// `x` names a function, a member function or a function template's
    /// instance (`hf`, `S::m`, `k<int>`), not a variable.
    fn names_function_expr(&self, x: &Expr) -> bool {
        let Expr::Name(r) = x.without_parens() else { return false };
        let text: String = (r.first..r.last).map(|k| self.low.tok(k)).take_while(|t| *t != "<").collect();
        let parts: Vec<&str> = text.trim_global().split_scopes().filter(|p| !p.is_empty()).collect();
        if parts.is_empty() || parts.len() == 1 && (self.scopes.borrow().find(parts[0]).is_some() || self.members.iter().any(|(n, _)| n == parts[0])) {
            return false;
        }
        let found = self.low.table.resolve(&parts, &self.low.scope, text.starts_with("::"));
        !found.is_empty() && found.iter().all(|s| s.kind == crate::il::EntityKind::Function)
    }

    /// `x` is a qualified name of a class's member (`S::a`): its address
    /// is a pointer to member.
    fn names_class_member(&self, x: &Expr) -> bool {
        self.qualified_members(x).is_some()
    }

    /// What the qualified name `x` (`S::a`, template arguments aside)
    /// finds when that is class members only.
    fn qualified_members(&self, x: &Expr) -> Option<Vec<&crate::symbols::Symbol>> {
        let Expr::Name(r) = x.without_parens() else { return None };
        let text: String = (r.first..r.last).map(|k| self.low.tok(k)).take_while(|t| *t != "<").collect();
        let parts: Vec<&str> = text.trim_global().split_scopes().filter(|p| !p.is_empty()).collect();
        if parts.len() < 2 {
            return None;
        }
        let found = self.low.table.resolve(&parts, &self.low.scope, text.starts_with("::"));
        (!found.is_empty() && found.iter().all(|s| s.class.is_some())).then_some(found)
    }

    /// `t`, or the type the typedef it names stands for (`CF cf;` of
    /// `typedef int (S::*CF)(void) const;` is a pointer to member).
    fn through_typedef(&self, t: DeclTy) -> DeclTy {
        let DeclTy::Named(name, _) = t.unqualified() else { return t };
        let target = self.low.table.resolve_alias(name, &self.low.scope).filter(|a| a.unnamed_class.is_none()).map(|a| a.target.clone());
        target.and_then(|target| self.written_ty(&target)).unwrap_or(t)
    }

    /// `e` takes a function's address or makes a pointer to member
    /// (`&f`, `&S::get`, `&S::a`): a constant EDG shows in parentheses.
    fn function_or_member_address(&self, e: &Expr) -> bool {
        matches!(e, Expr::Unary("&", x) if self.names_function_expr(x) || self.names_class_member(x))
    }

    /// A `= expr` initializer: one the compiler folds to a constant is
    /// printed in parentheses (`int a = (1 << 4);`, `const int i =
    /// (-1);`), unless it is a bare literal or name; so is a string
    /// literal that decays to a pointer (`const char *s = ("ab");`), not
    /// one initializing an `array`.
    ///
    /// A constant (a literal, `sizeof`, a cast) initializing an object of a
    /// template parameter's type shows its conversion to that type as
    /// parentheses: `T a = (0);`, `T e = ((T)0);`.
    /// `string_as_is`: a string literal initializes it without the
    /// parentheses its conversion to a pointer gets (an array, or a class
    /// object through a converting constructor: `Str s = "w";`).
    ///
    /// An address constant initializing a pointer or reference is folded
    /// too (`int *p = (&g);`, `int &r = (g);`, `long a = ((long)(&g));`).
    fn initializer_expr(&self, first: usize, last: usize, init: EqualsTarget, out: &mut Out) {
        let EqualsTarget { ty: target, string_as_is, dependent, reference, char_pointer, class, template_constexpr, own_value_init } = init;
        let Some(e) = self.whole_expr(first, last, out) else { return };
        let bare = e.without_parens();
        if own_value_init {
            return self.printer().expr(bare, target, out);
        }
        // A template parameter's value-initialization converted to another
        // type (`int n = T();`, `const T c = T();`, `auto a = T();`) is
        // kept for the instance, in parentheses.
        // (Not a class template's specialization, `SM<T>()`: a class
        // object whatever the arguments, converted by the declaration.)
        if self.in_template.get() && matches!(bare, Expr::Construct(tyr, args, false) if args.is_empty() && self.names_parameter_type(*tyr) && !self.names_class_specialization(*tyr)) {
            return self.folded_init(bare, out);
        }
        // The deprecated conversion of a string literal to `char *` is
        // spelled out: `char *p = ((char *)("x"));`.
        if char_pointer && self.is_string_literal(bare) {
            out.push("((char *)(");
            self.printer().bare(bare, out);
            out.push("))");
            return;
        }
        if matches!(bare, Expr::Comma(..)) {
            return self.printer().element(bare, target, 2, out);
        }
        // A function's address is parenthesized (`auto f = (&k<int> );`,
        // `(&S::m)`), as it is as an operand; so is a pointer to a data
        // member (`int (S::*pm) = (&S::a);`), a constant too.
        if self.function_or_member_address(bare) {
            out.push("(");
            self.printer().bare(bare, out);
            out.push(")");
            return;
        }
        // A compound literal initializes as its braced list does
        // (`findex_t f = (findex_t){-1, -1};` is `findex_t f = {(-1), (-1)};`).
        if let Expr::Cast(ty, inner) = bare {
            if let Expr::List(items) = &**inner {
                if self.braced_aggregate(&self.printer().range_text(*ty), items, out) {
                    return;
                }
            }
        }
        // A scalar's value-initialization (`((int)0)`, see the printer)
        // shows a conversion to another type as one more pair
        // (`float f = (((int)0));`, `T e = (((int)0));`).
        if self.is_scalar_value_init(bare) {
            if dependent || self.converts_value_init(bare, target) {
                return self.folded_init(bare, out);
            }
            return self.printer().expr(bare, target, out);
        }
        let string = self.is_string_literal(bare);
        let converted_constant = dependent && self.is_converted_constant(bare);
        if converted_constant {
            return self.folded_init(bare, out);
        }
        if template_constexpr {
            let member = matches!(bare, Expr::Name(r) if self.is_dependent_member(*r));
            if (member || self.printer().dependent(bare) || self.left_to_instance(bare)) && (member || !matches!(bare, Expr::Literal(_) | Expr::Name(_) | Expr::Call(..))) {
                return self.folded_init(bare, out);
            }
            return self.printer().expr(&e, target, out);
        }
        // In a template, a conditional choosing between two lvalues on a
        // value-dependent condition is kept whole for the instance:
        // `double a = (aT ? B[i] : (A[i]));`.
        let object = |e: &Expr| self.is_lvalue(e) && !matches!(self.expr_decl_ty(e), Some(DeclTy::Array(..)));
        if self.in_template.get() && matches!(bare, Expr::Cond(c, a, b) if self.value_dependent(c) && object(a) && object(b)) {
            return self.folded_init(bare, out);
        }
        // The address of an object whose type the template's parameters
        // decide, cast or not, likewise: `const T *p = (&(a[i]));`.
        if self.dependent_address(bare) {
            return self.folded_init(bare, out);
        }
        // A namespace-scope array cast (C-style) to a type of the
        // template's parameters is an address constant, kept whole too:
        // `T *p = ((T *)(table));`.
        if self.in_template.get() && matches!(bare, Expr::Cast(ty, x) if self.names_parameter_type(*ty) && self.names_global_array(x)) {
            return self.folded_init(bare, out);
        }
        // A member of an object of a type the template's parameters decide,
        // converted to an arithmetic or pointer type: kept whole for the instance, the
        // member access in parentheses of its own (`const int a =
        // ((s.x));`).
        if self.dependent_member_converted(bare, target) {
            return self.kept_for_instance(bare, out);
        }
        let dependent_member = matches!(bare, Expr::Name(r) if self.is_dependent_member(*r));
        let folded = string && !string_as_is
            || dependent_member
            || !class && !matches!(bare, Expr::Literal(_) | Expr::Name(_) | Expr::Strings(_) | Expr::SizeofType(..) | Expr::SizeofExpr(..) | Expr::Call(..)) && self.is_constant(bare)
            || self.converted_constant_variable(bare, target)
            || target.is_some_and(Ty::is_arithmetic) && (self.gcc_constant_call(bare) || self.constant_closure_call(bare)) && self.printer().ty_of(bare).is_some_and(|own| Some(own) != target)
            || reference && self.static_object(bare).is_some()
            // (A reference bound to a function: `int (&r)(int) = (f);`.)
            || reference && self.names_function_expr(bare)
            || target == Some(Ty::Pointer) && self.is_address_constant(bare)
            || target.is_some_and(|t| t.is_integral()) && matches!(bare, Expr::Cast(_, x) if self.is_address_constant(x));
        if folded {
            self.folded_init(bare, out);
        } else {
            self.printer().expr(&e, target, out);
        }
    }

    /// In a template, `e` is a member of an object declared with a type
    /// the template's parameters decide, initializing an object of a
    /// known arithmetic or pointer type: converted in each instance.
    fn dependent_member_converted(&self, e: &Expr, target: Option<Ty>) -> bool {
        self.in_template.get() && target.is_some_and(|t| t.is_arithmetic() || t == Ty::Pointer) && matches!(e.without_parens(), Expr::Member(base, _, _) if self.printer().declared_dependent_operand(base))
    }

    /// Such a member as an initializer: kept whole for the instance, in
    /// parentheses of its own and the conversion's (`((s.x))`).
    fn kept_for_instance(&self, member: &Expr, out: &mut Out) {
        out.push("(");
        self.folded_init(member, out);
        out.push(")");
    }

    /// An initializer as the constant EDG folded it to, or keeps whole for
    /// the instance: the expression in parentheses.
    fn folded_init(&self, bare: &Expr, out: &mut Out) {
        out.push("(");
        self.printer().expr(bare, None, out);
        out.push(")");
    }

    /// The type-id `r` names one of the template's parameters.
    pub(super) fn names_parameter_type(&self, r: Range) -> bool {
        (r.first..r.last).any(|k| self.low.toks.get(k).is_some_and(|t| t.kind == crate::lexer::TokKind::Ident) && self.names_template_param(self.tok(k)))
    }

    /// The type-id `r` is a class template's specialization (`SM<T>`), not
    /// a template parameter's (`C<int>` of a template template
    /// parameter `C`), nor a member named through one (`W<T>::Type`).
    pub(super) fn names_class_specialization(&self, r: Range) -> bool {
        let Some(lt) = (r.first..r.last).find(|&k| self.tok(k) == "<") else { return false };
        let name = self.tok(lt.saturating_sub(1));
        lt > r.first && matches!(self.tok(r.last - 1), ">" | ">>") && !self.names_template_param(name) && self.low.table.named(name).any(|s| s.kind == crate::il::EntityKind::Type && !s.detail.tparams.is_empty())
    }

    /// `e` is the name of an array of static storage at namespace scope
    /// (not a local's).
    fn names_global_array(&self, e: &Expr) -> bool {
        let Expr::Name(r) = e.without_parens() else { return false };
        let text: String = (r.first..r.last).map(|k| self.tok(k)).collect();
        r.last == r.first + 1 && self.scopes.borrow().find(&text).is_none() && !self.members.iter().any(|(n, _)| *n == text) && self.low.global_name(&text).array
    }

    /// The object `e` designates has a type the template's parameters
    /// decide: an element or member of, or what points to, a variable
    /// declared with one (`a[i]` for a `const T *a`).
    fn of_dependent_type(&self, e: &Expr) -> bool {
        match e {
            Expr::Name(r) if r.last == r.first + 1 => self.is_type_dependent_name(self.tok(r.first)) || self.member_of_dependent_type(self.tok(r.first)),
            Expr::Paren(x) | Expr::Index(x, _) | Expr::Member(x, _, _) | Expr::Unary("*", x) => self.of_dependent_type(x),
            _ => false,
        }
    }

    /// `name` is a data member of the class template being printed (no
    /// local hides it) declared with a type naming its parameters (`T m;`).
    fn member_of_dependent_type(&self, name: &str) -> bool {
        if !self.in_template.get() || self.scopes.borrow().find(name).is_some() {
            return false;
        }
        let Some(&(_, m)) = self.member_decls.iter().find(|(n, _)| n == name) else { return false };
        let d = self.low.decl(m);
        let ty = self.low.text.get(d.type_span.start as usize..d.type_span.end as usize).unwrap_or("");
        ty.split(|c: char| !(c.is_alphanumeric() || c == '_')).any(|w| Env::names_template_param(self, w))
    }

    /// The value, not only the type, depends on the template's
    /// parameters: a non-type parameter, a dependent member, `sizeof(T)`.
    fn value_dependent(&self, e: &Expr) -> bool {
        match e {
            Expr::Name(r) if r.last == r.first + 1 => self.is_value_parameter(self.tok(r.first)),
            Expr::Name(r) => self.is_dependent_member(*r),
            Expr::SizeofType(..) => self.printer().dependent(e),
            Expr::Paren(x) | Expr::Unary(_, x) | Expr::Cast(_, x) | Expr::NamedCast(_, _, x) => self.value_dependent(x),
            Expr::Binary(a, _, b) => self.value_dependent(a) || self.value_dependent(b),
            Expr::Cond(c, a, b) => self.value_dependent(c) || self.value_dependent(a) || self.value_dependent(b),
            _ => false,
        }
    }

    /// A non-type template parameter, or a local constant computed from
    /// one.
    fn is_template_constant_name(&self, name: &str) -> bool {
        match self.scopes.borrow().flags(name) {
            Some(flags) => flags.constant && self.in_template.get(),
            None => self.is_value_parameter(name),
        }
    }

    /// A template parameter, a variable of a type that depends on one,
    /// or a local whose value is the instance's (see
    /// `LocalFlags::value_dependent`).
    fn is_value_dependent_name(&self, name: &str) -> bool {
        match self.scopes.borrow().flags(name) {
            Some(flags) => flags.value_dependent || flags.dependent,
            None => self.is_value_parameter(name) || self.is_dependent(name),
        }
    }

    /// A non-type template parameter (of the function or an enclosing
    /// class template) that no local hides.
    pub(super) fn is_value_parameter(&self, name: &str) -> bool {
        self.scopes.borrow().find(name).is_none() && self.members.iter().any(|(n, info)| n == name && info.constant)
    }

    /// `0` or `nullptr` (g++'s `NULL` is `__null`).
    fn is_null_pointer_constant(&self, e: &Expr) -> bool {
        let single = match e.without_parens() {
            Expr::Literal(i) => *i,
            Expr::Name(r) if r.last == r.first + 1 => r.first,
            _ => return false,
        };
        matches!(self.low.tok(single), "0" | "nullptr" | "__null")
    }

    /// An address constant as an element of a braced list, where one
    /// converted to another pointer type counts too (`{(fn_t *)&f}` is
    /// `{((fn_t *)(&f))}`; a scalar's `= (int *)&g` shows no conversion).
    fn is_element_address_constant(&self, e: &Expr) -> bool {
        match e.without_parens() {
            Expr::Cast(_, x) => self.is_address_constant(x),
            e => self.is_address_constant(e),
        }
    }

    /// A pointer constant: the address of an object with static storage
    /// (or of a function), an array of static storage decaying to its
    /// first element's, and such an address offset by a constant.
    fn is_address_constant(&self, e: &Expr) -> bool {
        match e.without_parens() {
            Expr::Unary("&", x) => self.static_object(x).is_some() || matches!(x.without_parens(), Expr::Name(r) if r.last == r.first + 1 && self.scopes.borrow().find(self.low.tok(r.first)).is_none() && self.names_function(self.low.tok(r.first))),
            Expr::Binary(a, op, b) if op == "+" || op == "-" => self.is_address_constant(a) && self.is_constant(b) || op == "+" && self.is_constant(a) && self.is_address_constant(b),
            e => self.static_object(e) == Some(true),
        }
    }

    /// An lvalue designating an object of static storage duration
    /// (`g`, `ns::g`, `S::s`, a static local, `a[1]`, `p.x`): whether that
    /// object is an array.
    pub(super) fn static_object(&self, e: &Expr) -> Option<bool> {
        match e.without_parens() {
            Expr::Name(r) => self.static_variable(*r),
            Expr::Index(base, index) => (self.static_object(base) == Some(true) && self.is_constant(index)).then_some(false),
            Expr::Member(base, ".", name) => {
                self.static_object(base)?;
                let class = self.object_class(base);
                Some(class.and_then(|c| self.low.field_symbol(&c, self.low.tok(name.first))).is_some_and(|f| f.is_array))
            }
            _ => None,
        }
    }

    /// The variable of static storage duration `r` names: whether it is an
    /// array. Locals are found first; a non-static data member is not one.
    fn static_variable(&self, r: Range) -> Option<bool> {
        let parts: Vec<&str> = (r.first..r.last).map(|k| self.low.tok(k)).collect();
        if parts.contains(&"<") {
            return None;
        }
        let names: Vec<&str> = parts.iter().copied().filter(|p| *p != "::").collect();
        if let [only] = names.as_slice() {
            if let Some(flags) = self.scopes.borrow().flags(only) {
                return flags.static_storage.then(|| self.scopes.borrow().find(only).is_some_and(|i| i.array));
            }
        }
        let absolute = parts.first() == Some(&"::");
        let found = self.low.table.resolve(&names, &self.low.scope, absolute);
        // A `__managed__` variable is reached through the runtime, at run time.
        let managed = |s: &crate::symbols::Symbol| s.ext_memory_space & crate::il::mem::EXT_MANAGED != 0;
        found.iter().find(|s| s.kind == crate::il::EntityKind::Variable && (s.class.is_none() || s.is_static) && !managed(s)).map(|s| s.is_array)
    }

    fn declaration(&self, i: usize, end: usize, out: &mut Out) -> usize {
        let semi = self.find_top(i, end, ";");
        // A variable-length array's declaration is followed by two more
        // spaces (EDG's hidden statements for its bound print as nothing).
        let outer = self.low.variable_length.replace(false);
        // (Only a declaration with an array bound can name them there.)
        let members = if (i..semi).any(|k| self.tok(k) == "[") {
            self.members.iter().filter(|(n, info)| info.member && self.scopes.borrow().find(n).is_none()).map(|(n, _)| n.clone()).collect()
        } else {
            Vec::new()
        };
        // (The template's value parameters too: `[(2) * B]` for a
        // `uint32_t B` converts the literal.)
        let constants = if self.in_template.get() && (i..semi).any(|k| self.tok(k) == "[") {
            let mut constants = self.scopes.borrow().instance_constants();
            constants.extend(self.members.iter().filter(|(n, info)| info.constant && self.is_value_parameter(n)).cloned());
            constants
        } else {
            Vec::new()
        };
        let outer_members = self.low.block_members.replace(members);
        let outer_constants = self.low.block_constants.replace(constants);
        self.decl_body(i, semi, out);
        self.low.block_members.replace(outer_members);
        self.low.block_constants.replace(outer_constants);
        out.push(if self.low.variable_length.replace(outer) { ";   " } else { "; " });
        // `auto l = [..]{..};` gets a typedef naming the closure type
        // (outside templates, where the type is known).
        if let Some(name) = self.lambda_variable(i, semi) {
            let lambda = self.find_top(i, semi, "=") + 1;
            if let Some(ty) = self.closure_at(lambda) {
                self.lambda_vars.borrow_mut().push((name.clone(), ty));
            }
            if let Some(&(_, t)) = self.lambda_results.borrow().iter().rev().find(|(k, _)| *k == lambda) {
                self.lambda_returns.borrow_mut().push((name.clone(), t));
            }
            if let Some(&(_, inner)) = self.lambda_factories.borrow().iter().find(|(outer, _)| *outer == lambda) {
                self.factory_vars.borrow_mut().push((name.clone(), inner));
            }
            let constant = self.lambda_is_constant(lambda, semi);
            self.constant_lambdas.borrow_mut().push((name.clone(), constant));
            if !self.in_template.get() {
                let qualified = (i..semi).take_while(|&k| self.tok(k) != "=").any(|k| matches!(self.tok(k), "const" | "constexpr"));
                out.push_lambda_typedef(&name, qualified);
            }
        } else if let Some((name, inner, plain)) = self.factory_result_variable(i, semi).filter(|_| !self.in_template.get()) {
            // (Calling it is calling the returned lambda.)
            if let Some(&(_, t)) = self.lambda_results.borrow().iter().rev().find(|(k, _)| *k == inner) {
                self.lambda_returns.borrow_mut().push((name.clone(), t));
            }
            if plain {
                out.push_lambda_typedef(&name, false);
            }
        }
        semi + 1
    }

    /// `auto x = f(args);` where `f` is a lambda variable whose lambda
    /// returns a lambda: the variable's name, the returned lambda, and
    /// whether it is a plain `auto` one (a `const` or `static` one gets
    /// no typedef from cudafe++).
    fn factory_result_variable(&self, first: usize, semi: usize) -> Option<(String, usize, bool)> {
        let eq = self.find_top(first, semi, "=");
        if eq >= semi || eq == 0 || self.tok(eq + 2) != "(" || self.low.group_end(eq + 2) != semi {
            return None;
        }
        let callee = self.tok(eq + 1);
        let auto_typed = (first..eq - 1).all(|k| matches!(self.tok(k), "auto" | "const" | "static")) && (first..eq - 1).any(|k| self.tok(k) == "auto");
        if !auto_typed {
            return None;
        }
        let inner = self.factory_vars.borrow().iter().rev().find(|(v, _)| v == callee).map(|&(_, inner)| inner)?;
        Some((self.tok(eq - 1).to_string(), inner, first + 2 == eq))
    }

    /// The non-type template parameters of the function template whose
    /// body this is.
    fn function_value_parameters(&self) -> Vec<&str> {
        let Some(t) = self.function.and_then(|f| self.low.decl(f).template.as_ref()) else { return Vec::new() };
        t.params.iter().filter(|p| self.low.template_param_sig(p).value_ty.is_some()).filter_map(|p| p.name.map(|n| n.as_str())).collect()
    }

    /// A launch writing fewer template arguments than the kernel template
    /// has (`hist<N, C, B><<<g, b>>>(image, ...)`, the pixel type left to
    /// deduction): the instance just noted for it deduces the rest from
    /// the launch's argument types.
    fn deduce_unwritten_arguments(&self, callee: &str, args: &[Expr]) {
        let Some((base, _)) = callee.split_once('<') else { return };
        let parts: Vec<&str> = base.trim().trim_global().split_scopes().map(str::trim).collect();
        let declared = crate::symbols::function_template_params(&self.low.table.resolve(&parts, &self.low.scope, base.trim_start().starts_with("::")));
        let to_partial = |inst: &mut super::stub::Instance| {
            if let super::stub::Instance::Launched(name, written, d, sugar) = inst {
                if declared.is_some_and(|n| written.len() < n) && name.as_str() == parts.last().copied().unwrap_or("") {
                    let tys = args.iter().map(|a| self.expr_decl_ty(a).map(|t| self.deducible_ty(self.low.sugared(&t)))).collect();
                    *inst = super::stub::Instance::Partial(name.clone(), std::mem::take(written), std::mem::take(sugar), tys, *d);
                }
            }
        };
        if self.function.is_some_and(|f| self.low.is_per_instance(f)) {
            if let Some((_, super::stub::TemplateUse::Launch(inst) | super::stub::TemplateUse::FixedLaunch(inst))) = self.low.templated_uses.borrow_mut().last_mut() {
                to_partial(inst);
            }
        } else if let Some(inst) = self.low.instances.borrow_mut().last_mut() {
            to_partial(inst);
        }
    }

    /// Whether an expression's type depends on the template parameters of
    /// the function being lowered: its type names one, or (its type not
    /// known) its text does.
    fn is_type_dependent(&self, e: &Expr) -> bool {
        if let Some(t) = self.expr_decl_ty(e) {
            // (A lambda of the template is one per instance.)
            return super::targs::names_template_param(&t.to_mangle()) || matches!(t.innermost(), DeclTy::ClosureTemplate(_) | DeclTy::Closure(_));
        }
        if matches!(e.without_parens(), Expr::Lambda(_)) {
            return true;
        }
        let Some(f) = self.function else { return false };
        let names = self.low.per_instance_params(f);
        self.mentions_any(e, &names)
    }

    /// Whether an expression's tokens name any of `names` (a new-expression
    /// is taken to).
    fn mentions_any(&self, e: &Expr, names: &[&str]) -> bool {
        let in_range = |r: &Range| (r.first..r.last).any(|k| names.contains(&self.low.tok(k)));
        let any = |v: &[Expr]| v.iter().any(|x| self.mentions_any(x, names));
        match e {
            Expr::Name(r) | Expr::Raw(r) | Expr::StmtExpr(r) | Expr::Lambda(r) | Expr::SizeofType(_, r) | Expr::Strings(r) | Expr::Typeid(r, _) => in_range(r),
            Expr::Literal(_) | Expr::This => false,
            Expr::Unary(_, a) | Expr::Postfix(a, _) | Expr::Paren(a) | Expr::SizeofExpr(_, a) | Expr::Delete(_, _, a) => self.mentions_any(a, names),
            Expr::Binary(a, _, b) | Expr::Assign(a, _, b) | Expr::Comma(a, b) | Expr::Index(a, b) => self.mentions_any(a, names) || self.mentions_any(b, names),
            Expr::Cond(a, b, c) => self.mentions_any(a, names) || self.mentions_any(b, names) || self.mentions_any(c, names),
            Expr::Call(f, args) => self.mentions_any(f, names) || any(args),
            Expr::Launch(f, config, args) => self.mentions_any(f, names) || any(config) || any(args),
            Expr::Member(a, _, r) => self.mentions_any(a, names) || in_range(r),
            Expr::Cast(r, a) | Expr::NamedCast(_, r, a) => in_range(r) || self.mentions_any(a, names),
            Expr::Construct(r, args, _) => in_range(r) || any(args),
            Expr::List(v) => any(v),
            Expr::Designated(r, _, v) => in_range(r) || self.mentions_any(v, names),
            Expr::New(_) => true,
            Expr::Fold(a, _, b) => [a, b].into_iter().flatten().any(|x| self.mentions_any(x, names)),
        }
    }

    /// Whether an instance's written arguments name a template parameter
    /// of the function being lowered.
    fn names_template_params(&self, inst: &super::stub::Instance) -> bool {
        let super::stub::Instance::Launched(_, written, ..) = inst else { return false };
        let Some(f) = self.function else { return false };
        let names = self.low.per_instance_params(f);
        written.iter().any(|a| crate::lexer::lex(a).iter().any(|t| names.contains(&t.text(a))))
    }

    /// The kernel template instance `callee` names with explicit
    /// arguments, launched or not (deduced ones would need the argument
    /// types).
    fn note_explicit_instance(&self, callee: &str) {
        if let Some((name, args)) = callee.split_once('<') {
            let name = name.trim().rsplit("::").next().unwrap_or(name).to_string();
            let (written, sugar) = self.resolved_type_args(super::split_template_args(&format!("<{args}")));
            let written: Vec<String> = written.into_iter().map(|a| self.with_dependent_constants(&a)).collect();
            for a in &written {
                self.low.note_passed_layout(&DeclTy::Named(a.clone(), Vec::new()));
            }
            // A generic lambda's are known per call of it, which is not
            // followed: no instance is registered.
            let lambda_dependent = self.generic_lambdas.get() > 0 && written.iter().any(|a| self.mentions_lambda_parameter(a, 0));
            let inst = super::stub::Instance::Launched(name, written, self.deferral(), sugar);
            // In a function template, arguments naming its parameters are
            // known per instance of it.
            // (Those it names with fixed arguments come with its instances
            // too, ahead of the rest; see `note_launch_args`.)
            match self.function.filter(|&f| self.low.is_per_instance(f)) {
                _ if lambda_dependent => {}
                Some(f) if self.names_template_params(&inst) => self.low.templated_uses.borrow_mut().push((f, super::stub::TemplateUse::Launch(inst))),
                Some(f) => self.low.templated_uses.borrow_mut().push((f, super::stub::TemplateUse::FixedLaunch(inst))),
                None => self.low.instances.borrow_mut().push(inst),
            }
        }
    }

    /// A written template argument with the template's dependent
    /// constants it names replaced by their initializers, parenthesized
    /// (`UNROLL` is `(sizeof(uint4) / sizeof(T))`), innermost first.
    fn with_dependent_constants(&self, arg: &str) -> String {
        let constants = self.dependent_constants.borrow();
        if constants.is_empty() {
            return arg.to_string();
        }
        let toks = crate::lexer::lex(arg);
        if !toks.iter().any(|t| constants.iter().any(|(n, _)| n == t.text(arg))) {
            return arg.to_string();
        }
        let words: Vec<String> = toks
            .iter()
            .map(|t| {
                let w = t.text(arg);
                match constants.iter().rev().find(|(n, _)| n == w) {
                    Some((_, init)) if self.scopes.borrow().flags(w).is_some_and(|f| f.value_dependent) => format!("({init})"),
                    _ => w.to_string(),
                }
            })
            .collect();
        words.join(" ")
    }

    /// `resolved_type_arg` of each written argument, with the typedef
    /// name it was written as where that names a builtin type or a class
    /// (see `Instance::Launched`, `names_class_typedef`).
    pub(super) fn resolved_type_args(&self, args: Vec<String>) -> (Vec<String>, Vec<Option<String>>) {
        args.into_iter()
            .map(|a| {
                let resolved = self.resolved_type_arg(a.clone());
                // (Not a block-scope alias: the stub cannot name that; but
                // the global typedef of a builtin type it stands for, as
                // `using data_t = std::uint64_t;` does, it can.)
                let local = self.local_alias(a.trim());
                let single = local.is_none() && crate::lexer::lex(&a).len() == 1;
                let typedef_name = single && (resolved != a.trim() && resolved.split_whitespace().all(|w| super::BUILTIN_TYPE_WORDS.contains(&w)) || self.names_class_typedef(a.trim()));
                let sugar = match local {
                    Some((target, _)) => self.global_builtin_typedef(&target),
                    None => typedef_name.then(|| a.trim().to_string()),
                };
                (resolved, sugar)
            })
            .unzip()
    }

    /// The global typedef of a builtin type a (possibly qualified) name
    /// finds (`std::uint64_t` is `::uint64_t` through a using-declaration):
    /// its name.
    fn global_builtin_typedef(&self, name: &str) -> Option<String> {
        self.builtin_typedef(name).map(|(_, qname)| qname).filter(|q| !q.has_scope())
    }

    /// The builtin type a (possibly qualified) typedef name stands for,
    /// found through using-declarations and inline namespaces too, and
    /// the typedef's full name.
    fn builtin_typedef(&self, name: &str) -> Option<(String, String)> {
        let absolute = name.trim_start().starts_with("::");
        let parts: Vec<&str> = name.trim().trim_global().split_scopes().map(str::trim).collect();
        if parts.iter().any(|p| p.is_empty() || !p.chars().all(|c| c.is_alphanumeric() || c == '_')) {
            return None;
        }
        let a = self.low.table.resolve_alias_through(&parts, &self.low.scope, absolute)?;
        let t = DeclTy::Named(a.qname.clone(), vec![crate::mangle::NamePart::plain(&a.qname)]);
        match self.low.without_aliases(&t, 0) {
            DeclTy::Builtin(b) => Some((b, a.qname.clone())),
            _ => None,
        }
    }

    /// A typedef of a class (`typedef S S_t;`, `typedef struct {...}
    /// U_t;`, the runtime's `half`): a kernel template instance for it
    /// spells its parameters by the typedef.
    fn names_class_typedef(&self, name: &str) -> bool {
        if self.is_dependent(name) || self.low.table.resolve_alias(name, &self.low.scope).is_none_or(|a| a.device_builtin) {
            return false;
        }
        let t = super::types::parse(name, &crate::lexer::lex(name), &[]);
        matches!(self.low.without_aliases(&self.low.qualified_type(&t), 0), DeclTy::Named(_, parts) if parts.iter().all(|p| p.args.is_none()))
    }

    /// A template argument's text with each block-scope alias it names
    /// that stands for a builtin type or a template's specialization
    /// replaced by that (`kiss::Kiss<data_t>` is `kiss::Kiss<unsigned
    /// long>` after `using data_t = std::uint64_t;`).
    fn local_aliases_in(&self, arg: &str, depth: u32) -> String {
        let toks = crate::lexer::lex(arg);
        if !toks.iter().any(|t| self.local_alias(t.text(arg)).is_some()) {
            return arg.to_string();
        }
        let words: Vec<String> = toks
            .iter()
            .enumerate()
            .map(|(k, t)| {
                let w = t.text(arg);
                let qualified = k > 0 && toks[k - 1].text(arg) == "::" || toks.get(k + 1).is_some_and(|n| n.text(arg) == "::");
                if qualified || self.local_alias(w).is_none() {
                    return w.to_string();
                }
                self.resolved_type_arg_at(w.to_string(), depth + 1)
            })
            .collect();
        words.join(" ")
    }

    /// A written template argument that is a typedef's name (`T` after
    /// `typedef double T;`) as the type it names: the instance is the
    /// one for that type (`k<double>`), whatever the launch calls it.
    /// The enclosing template's own parameters stay as written.
    pub(super) fn resolved_type_arg(&self, arg: String) -> String {
        self.resolved_type_arg_at(arg, 0)
    }

    fn resolved_type_arg_at(&self, arg: String, depth: u32) -> String {
        /// Block-scope aliases of aliases: a bound on how deep.
        const MAX_DEPTH: u32 = 8;
        // An enumerator is its value (`RAKING` through a using-directive
        // is `lib::v1::RAKING`, which the stub spells by value).
        // (A scoped one too: `Kind::kE4`.)
        if let Some(v) = self.qualified_enumerator(arg.trim()).and_then(|_| self.low.enumerator_value(arg.trim())).or_else(|| self.low.enumeration_member_value(&arg)) {
            return v.to_string();
        }
        let toks = crate::lexer::lex(&arg);
        if toks.len() == 1 {
            let alias = self.local_alias(&arg);
            // Named by what it stands for when that is a builtin type
            // (`float`) or a class template's specialization the stub
            // spells (`Tr3<(int)N>`), or one naming the template's
            // parameters (each instance substitutes them); other local
            // aliases (of typedefs) are left to the instance's own
            // resolution.
            if let Some((target, dependent)) = alias.filter(|_| depth < MAX_DEPTH) {
                if target.split_whitespace().all(|w| super::BUILTIN_TYPE_WORDS.contains(&w)) {
                    return target;
                }
                let resolved = self.resolved_type_arg_at(target.clone(), depth + 1);
                let builtin = resolved.split_whitespace().all(|w| super::BUILTIN_TYPE_WORDS.contains(&w));
                return if resolved != target && (resolved.contains('<') || builtin) || dependent && resolved.contains('<') { resolved } else { arg };
            }
            // A standard typedef the unit names without declaring it
            // (`uint16_t` of a `<cstdint>` the built-in preprocessor
            // skipped): the builtin type it is.
            if let Some(builtin) = self.low.undeclared_standard_builtin(arg.trim()) {
                return builtin.to_string();
            }
        }
        // The head of a template-id, qualified or not (`kiss::Kiss<...>`).
        let head_len = toks.iter().position(|t| t.text(&arg) == "<").filter(|&n| n > 0 && toks[..n].iter().enumerate().all(|(k, t)| if k % 2 == 0 { t.kind == crate::lexer::TokKind::Ident } else { t.text(&arg) == "::" }));
        // A qualified typedef of a builtin type (`std::uint64_t`).
        if head_len.is_none() && toks.len() > 2 && toks.len() % 2 == 1 && toks.iter().enumerate().all(|(k, t)| if k % 2 == 0 { t.kind == crate::lexer::TokKind::Ident } else { t.text(&arg) == "::" }) {
            return match self.builtin_typedef(&arg) {
                Some((builtin, _)) => builtin,
                None => self.low.undeclared_standard_builtin(arg.trim()).map_or(arg, str::to_string),
            };
        }
        // A class template's specialization as the stub spells it
        // (`Tr<(int)3>`, `Box<    ::P>`), unless it depends on parameters;
        // the block-scope aliases in its arguments as what they stand for.
        if let Some(head_len) = head_len.filter(|_| toks.len() > 2) {
            let arg = self.local_aliases_in(&arg, depth);
            let toks = crate::lexer::lex(&arg);
            let head: String = toks[..head_len].iter().map(|t| t.text(&arg)).collect();
            // (A function template's value parameters are spelled in too:
            // its instances substitute their values, `Tr<(int)N>`.)
            let value_params = self.function_value_parameters();
            let dependent = toks.iter().any(|t| {
                let w = t.text(&arg);
                t.kind == crate::lexer::TokKind::Ident && !value_params.contains(&w) && (self.names_template_param(w) || self.dependent_names.borrow().iter().any(|d| d == w))
            });
            if !dependent && self.low.table.resolve_class(&head, &self.low.scope).is_some_and(|c| !c.detail.tparams.is_empty()) {
                if let DeclTy::Named(spelled, _) = self.low.qualified_type(&super::types::parse(&arg, &toks, &[])) {
                    return spelled;
                }
            }
            return arg;
        }
        if toks.len() != 1 || toks[0].kind != crate::lexer::TokKind::Ident || self.is_dependent(&arg) {
            return arg;
        }
        if self.low.table.resolve_alias(&arg, &self.low.scope).is_none() {
            return arg;
        }
        let t = super::types::parse(&arg, &toks, &[]);
        match self.low.without_aliases(&self.low.qualified_type(&t), 0) {
            DeclTy::Builtin(b) => b,
            DeclTy::Named(name, parts) if parts.iter().all(|p| p.args.is_none()) => name,
            _ => arg,
        }
    }

    /// cudafe++ processes member functions defined in their class last:
    /// the typedefs their launches need come after the others.
    /// A lambda's `operator()` is a member function defined in its class
    /// too, so each lambda a launch is in defers it one step more.
    pub(super) fn deferral(&self) -> super::stub::Deferral {
        let lambdas = self.scopes.borrow().lambda_floor.len();
        let in_class = usize::from(self.function.is_some_and(|f| self.low.defined_in_class(f)));
        super::stub::Deferral(u8::try_from(lambdas + in_class).unwrap_or(u8::MAX))
    }

    /// `l = r` calls a copy-assignment operator the class of `l` declares
    /// (`half2`'s): cudafe++ prints it as an operator call.
    fn assigns_by_operator(&self, l: &Expr) -> bool {
        // An element of an array or pointer has its element type.
        let Some(ty) = self.expr_decl_ty(l) else { return self.assigns_template_result(l) };
        let DeclTy::Named(name, _) = referred(&ty) else { return false };
        if self.is_dependent(name) {
            return false;
        }
        let table = self.low.table;
        // (A defaulted one is the implicit one.)
        self.class_through_typedef(name).is_some_and(|c| table.lookup(&format!("{}::operator=", c.qname)).any(|(_, f)| !f.is_defaulted) || self.low.implicit_assignment_calls(c, 0))
    }

    /// See `Env::assignment_constructs`. The right side's type is known
    /// when it is arithmetic, or a class other than the left side's
    /// (compared by name, typedefs followed).
    fn assignment_constructs(&self, l: &Expr, r: &Expr) -> bool {
        let Some(left) = self.expr_decl_ty(l).filter(|t| self.names_class(t)) else { return false };
        // Only a class (or class template) whose assignment is the implicit
        // one: an operator of its own is called on the object as it is
        // (`h = d` of two `thrust` vectors).
        let DeclTy::Named(left_name, _) = referred(&left) else { return false };
        let class = self.class_through_typedef(left_name).or_else(|| left_name.split_once('<').and_then(|(t, _)| self.class_through_typedef(t.trim())));
        let Some(class) = class else { return false };
        if self.low.table.lookup(&format!("{}::operator=", class.qname)).any(|(_, f)| !f.is_defaulted) || self.low.implicit_assignment_calls(class, 0) {
            return false;
        }
        let r = r.without_parens();
        if matches!(r, Expr::List(_)) {
            return false;
        }
        if self.printer().ty_of(r).is_some_and(Ty::is_arithmetic) {
            return true;
        }
        let class_name = |t: &DeclTy| match referred(t) {
            DeclTy::Named(name, _) => self.class_key(name),
            _ => None,
        };
        let right = match self.expr_decl_ty(r).filter(|t| self.names_class(t)) {
            Some(t) => class_name(&t),
            None => self.operator_result_type(r).and_then(|name| self.class_key(&name)),
        };
        right.is_some_and(|right| class_name(&left).is_some_and(|left| left != right))
    }

    /// A class type's name to compare with another's: the class's
    /// qualified name, a specialization's template's with the arguments
    /// as written (blanks dropped). `None` for a class the unit does not
    /// declare (or a block-scope alias of one) and for a typedef of a
    /// specialization, whose arguments are not at hand.
    fn class_key(&self, name: &str) -> Option<String> {
        let spaced = |s: &str| s.split_whitespace().collect::<String>();
        // (A specialization's member typedef: what it names, as a
        // member function's result of that type reads.)
        let expanded = name.contains('<').then(|| self.member_typedef_class(name)).flatten();
        let name = expanded.as_deref().unwrap_or(name);
        match name.split_once('<') {
            Some((template, args)) => self.class_through_typedef(template.trim()).map(|c| format!("{}<{}", c.qname, spaced(args))),
            None => self.class_through_typedef(name).filter(|c| c.template.is_none()).map(|c| c.qname.clone()),
        }
    }

    /// The type an overloaded operator expression gives, as written in
    /// the declarations of every operator function its class operand may
    /// reach, when they all give one (`Dur<long> operator-(Pt, Pt)`).
    fn operator_result_type(&self, e: &Expr) -> Option<String> {
        let (_, _, candidates) = self.operator_candidates(e)?;
        let results: Vec<String> = candidates.iter().map(|s| s.value_type_name.as_deref().map(|r| r.split_whitespace().collect())).collect::<Option<_>>()?;
        results.iter().all(|r| *r == results[0]).then(|| results[0].clone())
    }

    /// `f(...) = x`, `f` a function template returning a specialization
    /// of a class template that declares `operator=` (`std::tie(a, b) =
    /// t` assigns through the tuple's).
    fn assigns_template_result(&self, l: &Expr) -> bool {
        let Expr::Call(callee, _) = l.without_parens() else { return false };
        let Expr::Name(r) = &**callee else { return false };
        let name = self.printer().range_text(*r);
        if self.scopes.borrow().find(&name).is_some() {
            return false;
        }
        self.low.template_result_class(&name).is_some_and(|c| self.low.table.lookup(&format!("{}::operator=", c.qname)).next().is_some())
    }

    /// The class `name` names, directly or through a typedef (`typedef
    /// __half2 half2;`).
    pub(super) fn class_through_typedef(&self, name: &str) -> Option<&'l crate::symbols::Symbol> {
        self.low.class_through_typedef(name)
    }

    /// The enumeration an enumerator argument belongs to (`A`, `F::X`):
    /// a kernel template's argument deduced from it.
    /// A launch argument's type as deduction reads it: a class template
    /// specialization's enumerator arguments by their values
    /// (`Tag<FAST, float>` is `Tag<1, float>`), as EDG binds a non-type
    /// parameter deduced from it, whatever the enumerator was named by.
    fn deducible_ty(&self, t: DeclTy) -> DeclTy {
        match t {
            DeclTy::Named(spelled, parts) => DeclTy::Named(self.enumerators_by_value(&spelled), parts),
            DeclTy::Sugar(name, inner) => DeclTy::Sugar(name, Box::new(self.deducible_ty(*inner))),
            t => t.map_declarator(|x| self.deducible_ty(x.clone())).unwrap_or(t),
        }
    }

    /// `Tag<FAST, float>` with each template argument that names an
    /// enumerator replaced by its value; other spellings as they are.
    fn enumerators_by_value(&self, spelled: &str) -> String {
        let Some(open) = spelled.find('<').filter(|_| spelled.trim_end().ends_with('>')) else { return spelled.to_string() };
        let args = super::split_template_args(&spelled[open..]);
        let value = |a: &str| self.qualified_enumerator(a.trim()).and_then(|_| self.low.enumerator_value(a.trim())).or_else(|| self.low.enumeration_member_value(a));
        if !args.iter().any(|a| value(a).is_some()) {
            return spelled.to_string();
        }
        let args: Vec<String> = args.iter().map(|a| value(a).map_or_else(|| a.trim().to_string(), |v| v.to_string())).collect();
        format!("{}<{}>", &spelled[..open], args.join(", "))
    }

    fn enumerator_ty(&self, e: &Expr) -> Option<DeclTy> {
        let Expr::Name(r) = e.without_parens() else { return None };
        let table = self.low.table;
        let last = self.low.tok(r.last.checked_sub(1)?);
        if r.last > r.first + 1 {
            // `F::X`: the scope is the enumeration.
            let scope: String = (r.first..r.last.saturating_sub(2)).map(|k| self.low.tok(k)).collect();
            let e = table.resolve_class(scope.trim_global(), &self.low.scope).filter(|s| s.is_enum)?;
            return self.low.qualified_name(&e.qname, &e.qname.split_scopes().map(crate::mangle::NamePart::plain).collect::<Vec<_>>());
        }
        if self.scopes.borrow().find(last).is_some() || !table.enumerators.contains(last) {
            return None;
        }
        let e = table.signatures.iter().flat_map(|sig| sig.symbols.iter()).find(|s| s.is_enum && s.detail.enumerator_values.iter().any(|(n, _)| n.as_str() == last))?;
        self.low.qualified_name(&e.qname, &e.qname.split_scopes().map(crate::mangle::NamePart::plain).collect::<Vec<_>>())
    }

    /// An assignment from an object of the left side's own class that the
    /// class's implicit (or defaulted) copy assignment makes: a plain
    /// assignment, not a call of an operator function.
    fn implicit_copy(&self, l: &Expr, r: &Expr) -> bool {
        let class_of = |t: Option<DeclTy>| match t.as_ref().map(referred) {
            Some(DeclTy::Named(name, _)) => Some(name.trim_global().to_string()),
            _ => None,
        };
        let r = r.without_parens();
        let right = match r {
            Expr::Cast(ty, _) => class_of(self.low.type_id_ty(*ty, &self.template_params)),
            _ => class_of(self.expr_decl_ty(r)).or_else(|| self.operator_result_class(r)),
        };
        let (Some(left), Some(right)) = (class_of(self.expr_decl_ty(l)), right) else { return false };
        // (Either side may name the class through a typedef: `half` and
        // `__half`.)
        let spaced = |s: &str| s.split_whitespace().collect::<String>();
        let class = match self.class_through_typedef(&left) {
            Some(class) => {
                if left != right && self.class_through_typedef(&right).is_none_or(|c| c.qname != class.qname) {
                    return false;
                }
                class
            }
            // A class template's specialization on both sides, spelled
            // alike (`std::chrono::duration< double>`): its template's
            // assignment operators.
            None if left.contains('<') && spaced(&left) == spaced(&right) => {
                let Some(class) = left.split('<').next().and_then(|t| self.class_through_typedef(t.trim())) else { return false };
                class
            }
            None => return false,
        };
        // (A user-provided move assignment is called for a temporary; a
        // class that has one has no implicit copy assignment either.)
        !self.low.has_user_copy_assignment(class) && !self.low.implicit_assignment_calls(class, 0)
    }

    /// The function itself (not a lambda in it) returns `char *`: a
    /// string literal it returns converts explicitly.
    fn returns_char_pointer(&self) -> bool {
        self.returns.borrow().is_empty() && self.function.is_some_and(|f| crate::symbols::declared_char_pointer(self.low.text, self.low.toks, self.low.decl(f)))
    }

    /// `e`, returned from the function itself (not a lambda in it),
    /// is a class object the arithmetic return type converts.
    fn returns_converted_object(&self, e: &Expr) -> bool {
        self.returns.borrow().is_empty()
            && self.designates_class_object(e)
            && self.function.and_then(|f| self.low.decl_ty(self.low.decl(f)).0).is_some_and(Ty::is_arithmetic)
    }

    /// The class an overloaded operator expression gives, when every
    /// operator function of that name its class object may reach (its
    /// class's members, functions naming the class in their parameters)
    /// returns that class (`a + b` of two `__half`s is a `__half`).
    pub(super) fn operator_result_class(&self, e: &Expr) -> Option<String> {
        let (class, c, candidates) = self.operator_candidates(e)?;
        let results: Vec<&str> = candidates.iter().map(|s| s.value_type_name.as_deref()).collect::<Option<_>>()?;
        let same = results.iter().all(|r| self.class_through_typedef(r).is_some_and(|k| k.qname == c.qname));
        same.then_some(class)
    }

    /// The operator functions an overloaded operator expression may call,
    /// with its class operand's class (as named, and its symbol): those
    /// of its class and those naming it in their parameters. `None` when
    /// there are none or a template is among them.
    fn operator_candidates(&self, e: &Expr) -> Option<(String, &'l crate::symbols::Symbol, Vec<&'l crate::symbols::Symbol>)> {
        let (op, object) = match e {
            Expr::Binary(l, op, r) => (op.as_str(), if self.class_valued(l) { &**l } else { &**r }),
            Expr::Unary(op, x) => (*op, &**x),
            _ => return None,
        };
        if !self.overloaded_operator(e) {
            return None;
        }
        let class = self.object_class(object)?;
        let c = self.low.class_of_type(&class)?;
        let last = c.name.as_str();
        let mentions = |text: &str| text.split(|c: char| !(c.is_alphanumeric() || c == '_')).any(|w| w == last);
        let candidates: Vec<&crate::symbols::Symbol> = self.low.table.named(&format!("operator{op}")).filter(|s| s.class.as_deref().is_some_and(mentions) || s.class.is_none() && mentions(&s.params_key)).collect();
        if candidates.is_empty() || candidates.iter().any(|s| s.template.is_some()) {
            return None;
        }
        Some((class, c, candidates))
    }

    /// Some operator function `name` could take the class object `o`, its
    /// operand at `position`: a member of its class or of a base, one with
    /// a parameter of one of them, or a template taking any class there.
    /// (A class without one converts to an arithmetic type for the
    /// built-in operator: `p[i] * 2.0f` for a `struct H { operator
    /// float(); }`.) Unknown classes, and classes with an unknown base,
    /// are assumed to have one.
    /// `*x` (`x` of class type) calls an `operator*` taking only the
    /// operand: a member one without parameters or a non-member one with
    /// one, not the multiplication.
    fn dereferences_by_operator(&self, x: &Expr) -> bool {
        let unary = |s: &crate::symbols::Symbol| if s.class.is_some() { s.params.is_empty() } else { s.params.len() == 1 };
        self.low.table.named("operator*").any(unary) && self.operator_may_take("operator*", x, 0)
    }

    fn operator_may_take(&self, name: &str, o: &Expr, position: usize) -> bool {
        let class = match o.without_parens() {
            // (An element through a pointer: the pointer's class.)
            Expr::Unary("*", x) => self.object_class(x),
            _ => self.object_class(o),
        };
        let Some(class) = class else { return true };
        // (A class template's member typedef names another class:
        // `std::map<K, V>::iterator`.)
        let Some(c) = self.low.class_of_type(&class) else { return true };
        // The class and its bases (`std::atomic<int>`'s `__atomic_base`):
        // a member operator of one, or a function naming one, may apply.
        let Some(names) = self.class_and_bases(c) else { return true };
        let mentions = |text: &str| text.split(|c: char| !(c.is_alphanumeric() || c == '_')).any(|w| names.contains(&w));
        // A template whose parameter for the operand (by its `position`)
        // has a bare template parameter's type (`const T &`, renamed
        // `const T1 &`) takes any class (chrono's `operator%(const
        // duration<R1, P1> &, const R2 &)` no left operand but a duration).
        let bare_param = |t: &crate::symbols::FnTemplate| {
            t.param_tys.get(position).into_iter().any(|(_, renamed)| {
                let words: Vec<&str> = renamed.split(|c: char| c.is_whitespace() || c == '&').filter(|w| !w.is_empty() && !matches!(*w, "const" | "volatile")).collect();
                matches!(words.as_slice(), [w] if w.strip_prefix('T').is_some_and(|n| !n.is_empty() && n.bytes().all(|b| b.is_ascii_digit())))
            })
        };
        self.low.table.named(name).any(|s| s.template.is_some() && s.fn_template.as_deref().is_none_or(bare_param) || s.class.as_deref().is_some_and(mentions) || mentions(&s.params_key))
    }

    /// The names of `c` and of its base classes, transitively; `None`
    /// when a base is not known (or they go too deep to tell).
    fn class_and_bases(&self, c: &'l crate::symbols::Symbol) -> Option<Vec<&'l str>> {
        const MAX_CLASSES: usize = 16;
        let mut names = vec![c.name.as_str()];
        let mut pending = vec![c];
        while let Some(k) = pending.pop() {
            for b in &k.bases {
                let base = self.low.table.resolve_class(b.as_str(), crate::symbols::enclosing(&k.qname))?;
                names.push(base.name.as_str());
                pending.push(base);
                if names.len() > MAX_CLASSES {
                    return None;
                }
            }
        }
        Some(names)
    }

    /// In a template, the class (a specialization) names the template's
    /// parameters (`std::vector<rec<T>>`, `DeviceData<T>`): what its
    /// members give is known only per instance.
    fn decided_by_parameters(&self, class: &str) -> bool {
        self.in_template.get() && class.split(|c: char| !(c.is_alphanumeric() || c == '_')).any(|w| self.names_template_param(w))
    }

    /// The enumeration of the object (not an enumerator) `e` names: a
    /// local's, or a class's static data member's (`std::ios::in`).
    fn enum_object(&self, e: &Expr) -> Option<&'l crate::symbols::Symbol> {
        let Expr::Name(r) = e.without_parens() else { return None };
        // (An enumerator is a value of its enumeration: `A | B` calls the
        // `operator|` that takes it.)
        if let Some(DeclTy::Named(written, _) | DeclTy::Enum(written, _)) = self.enumerator_ty(e) {
            return self.low.enum_named_from(&written, &self.low.scope);
        }
        if r.last == r.first + 1 {
            let name = self.low.tok(r.first);
            self.scopes.borrow().find(name)?;
            let DeclTy::Named(written, _) = self.expr_decl_ty(e)?.unqualified().clone() else { return None };
            return self.low.enum_named_from(&written, &self.low.scope);
        }
        let text: String = (r.first..r.last).map(|k| self.low.tok(k)).collect();
        let (owner, member) = text.rsplit_once_scope()?;
        let class = self.low.class_of_type(owner)?;
        let var = self.low.inherited_static(&class.qname, member)?;
        self.low.enum_named_from(var.value_type_name.as_deref().or(var.member_type_text.as_deref())?, crate::symbols::enclosing(&var.qname))
    }

    /// An operator function `name` takes the enumeration `e` (a parameter
    /// names it).
    fn takes_enum(&self, name: &str, e: &crate::symbols::Symbol) -> bool {
        let last = e.name.as_str();
        self.low.table.named(name).any(|s| s.kind == crate::il::EntityKind::Function && s.params_key.split(|c: char| !(c.is_alphanumeric() || c == '_')).any(|w| w == last))
    }

    /// The expression's value is an object of class type: an operator
    /// applied to it is a call of an operator function.
    pub(super) fn class_valued(&self, e: &Expr) -> bool {
        if !e.has_operands() {
            return self.class_valued_uncached(e);
        }
        self.operator_answer(e, true, || self.class_valued_uncached(e))
    }

    /// Whether the operator expression calls an operator function (see
    /// `Env::overloaded_operator`).
    fn calls_operator_function(&self, e: &Expr) -> bool {
        if self.in_template.get() && self.operator_left_to_instance(e) {
            return false;
        }
        if let Expr::Assign(l, op, r) = e {
            if op == "=" {
                return self.assigns_by_operator(l) && !self.implicit_copy(l, r);
            }
        }
        let (op, operands): (&str, [Option<&Expr>; 2]) = match e {
            Expr::Binary(l, op, r) => (op.as_str(), [Some(l), Some(r)]),
            Expr::Assign(l, op, r) if op != "=" => (op.as_str(), [Some(l), Some(r)]),
            Expr::Unary(op, x) if matches!(*op, "-" | "+" | "!" | "~" | "++" | "--") => (op, [Some(x), None]),
            Expr::Unary("*", x) => return self.class_valued(x) && self.dereferences_by_operator(x),
            _ => return false,
        };
        let name = operator_function(op).map_or_else(|| format!("operator{op}"), str::to_string);
        self.may_call(&name, operands) || rewritten_operator(op, self.low.cfg.std).is_some_and(|r| self.may_call(r, operands))
    }

    /// Some operator function `name` may take one of the operands: a
    /// class object, or an enumeration's.
    fn may_call(&self, name: &str, operands: [Option<&Expr>; 2]) -> bool {
        self.low.table.knows(name) && operands.iter().enumerate().filter_map(|(k, o)| Some((k, (*o)?))).any(|(k, o)| self.class_valued(o) && self.operator_may_take(name, o, k) || self.enum_object(o).is_some_and(|e| self.takes_enum(name, e)))
    }

    /// `a != b` that C++20 rewrites to `!(a == b)`: no `operator!=`
    /// applies, an `operator==` does.
    fn negated_equality(&self, e: &Expr) -> bool {
        let Expr::Binary(l, op, r) = e else { return false };
        op == "!=" && rewritten_operator(op, self.low.cfg.std).is_some() && self.overloaded_operator(e) && !self.may_call("operator!=", [Some(l), Some(r)])
    }

    /// In a template, an operator one of whose operands is a class object
    /// made by a functional cast (`V(1, 2) + a`, `std::string("q") + a`;
    /// braces, `V{1, 2}`, do not count), or an operator applied to such an
    /// operator's result, is left to the instance: EDG binds no operator
    /// function there, and it prints as a built-in operator.
    fn operator_left_to_instance(&self, e: &Expr) -> bool {
        let operands: [Option<&Expr>; 2] = match e {
            Expr::Binary(l, _, r) | Expr::Assign(l, _, r) => [Some(l), Some(r)],
            Expr::Unary(_, x) => [Some(x), None],
            _ => return false,
        };
        operands.into_iter().flatten().map(Expr::without_parens).any(|o| matches!(o, Expr::Construct(_, _, false)) || matches!(o, Expr::Binary(..) | Expr::Unary(..)) && self.operator_left_to_instance(o))
    }

    /// A remembered answer about `e` (see `operator_answers`).
    fn operator_answer(&self, e: &Expr, class_valued: bool, compute: impl FnOnce() -> bool) -> bool {
        let key = (e.key(), class_valued);
        if let Some(&known) = self.operator_answers.borrow().get(&key) {
            return known;
        }
        let answer = compute();
        self.operator_answers.borrow_mut().insert(key, answer);
        answer
    }

    fn class_valued_uncached(&self, e: &Expr) -> bool {
        match e {
            Expr::Paren(x) => self.class_valued(x),
            // An element through a pointer to class objects.
            Expr::Unary("*", _) if self.expr_decl_ty(e).is_some_and(|t| self.names_class(&t)) => true,
            // An overloaded comparison or logical operator gives a `bool`.
            Expr::Binary(_, op, _) if matches!(op.as_str(), "==" | "!=" | "<" | ">" | "<=" | ">=" | "&&" | "||") => false,
            Expr::Binary(..) | Expr::Unary(..) | Expr::Assign(..) => self.overloaded_operator(e) && !self.operator_gives_arithmetic(e),
            Expr::Call(callee, args) => match &**callee {
                // A function template called with explicit arguments, one
                // of which it returns (`fetch<float4>(i)`).
                Expr::Name(r) if matches!(self.low.tok(r.last - 1), ">" | ">>") => self.expr_decl_ty(e).is_some_and(|t| self.names_class(&t)),
                Expr::Name(r) => {
                    let name = self.printer().range_text(*r);
                    self.scopes.borrow().find(&name).is_none() && (self.low.returns_class(&name) || self.low.returns_class_reference(&name) || self.returns_deduced_class(&name, args))
                }
                // A member function returning an object (`v.begin()`).
                Expr::Member(base, op, name) => {
                    let Some(class) = self.object_type_name(base, *op == "->") else { return false };
                    let member = self.low.tok(name.first);
                    let qualified = format!("{class}::{member}");
                    self.low.returns_class(&qualified) || self.low.returns_class_reference(&qualified) || self.low.specialization_member_is_class(&class, member)
                }
                _ => false,
            },
            // An element of an array or pointer of class objects, or what
            // a class object's `operator[]` returns.
            Expr::Index(base, _) => match self.expr_decl_ty(base).as_ref().map(DeclTy::unqualified) {
                Some(DeclTy::Array(t, ..) | DeclTy::Pointer(t)) => self.names_class(t),
                _ => self.subscripts_class(base) && self.subscript_result_is_class(base),
            },
            _ => self.expr_decl_ty(e).is_some_and(|t| self.names_class(&t)),
        }
    }

    /// `name(args)` calls function templates that all return the type
    /// deduced for one of their parameters (`I max_element(I, I)`), and
    /// that argument is a class object: so is the result.
    fn returns_deduced_class(&self, name: &str, args: &[Expr]) -> bool {
        self.deduced_result_arg(name, args).is_some_and(|a| self.class_valued(a))
    }

    /// The argument whose type the function templates `name(args)` calls
    /// all return (the same parameter of each, taken by value or
    /// reference: `I max_element(I, I)`).
    pub(super) fn deduced_result_arg<'e>(&self, name: &str, args: &'e [Expr]) -> Option<&'e Expr> {
        let fns = self.low.functions_named(name);
        let mut found = None;
        for s in &fns {
            let t = s.fn_template.as_deref()?;
            let deduced = |ty: &str| ty.split(|c: char| c.is_whitespace() || c == '&').filter(|w| !w.is_empty() && !matches!(*w, "const" | "volatile")).eq([t.ret.trim()]);
            let k = t.param_tys.iter().position(|(_, renamed)| deduced(renamed))?;
            if found.is_some_and(|f| f != k) {
                return None;
            }
            found = Some(k);
        }
        args.get(found?)
    }

    /// The operator functions a class object's operator expression may
    /// call are its class's members, and all give an arithmetic value
    /// (`int operator+(int) const`): no class object results.
    fn operator_gives_arithmetic(&self, e: &Expr) -> bool {
        let (op, object) = match e {
            Expr::Binary(l, op, _) | Expr::Assign(l, op, _) => (op.as_str(), &**l),
            Expr::Unary(op, x) => (*op, &**x),
            _ => return false,
        };
        let name = format!("operator{op}");
        if self.object_class(object).is_some_and(|class| {
            let methods = self.low.inherited_methods(&class, &name);
            !methods.is_empty() && methods.iter().all(|m| m.value_ty.is_some_and(Ty::is_arithmetic))
        }) {
            return true;
        }
        // (A class template's, whose result its arguments decide: `T
        // &operator*()` of an iterator over `int`s.)
        let args = match e {
            Expr::Binary(_, _, r) | Expr::Assign(_, _, r) => vec![self.printer().ty_of(r)],
            _ => Vec::new(),
        };
        self.method_result(object, false, &name, &args).is_some_and(Ty::is_arithmetic)
    }

    /// `base[i]` calls an `operator[]`: `base` is a class object, not an
    /// array or pointer.
    fn subscripts_class(&self, base: &Expr) -> bool {
        if matches!(self.expr_decl_ty(base).as_ref().map(DeclTy::unqualified), Some(DeclTy::Array(..) | DeclTy::Pointer(_))) || !self.class_valued(base) {
            return false;
        }
        // (A member array's declared type can read as its element's
        // class: the class must have an `operator[]` to call.)
        // (One whose result type depends on its template's arguments
        // counts, `ValueType &operator[](int)`, and the class may be named
        // through a typedef, `Float3`.)
        self.subscripted_class(base).is_none_or(|c| {
            let class = self.low.class_of_type(&c).map_or(c, |s| s.qname.clone());
            !self.low.inherited_members(&class, "operator[]", &|s| s.kind == crate::il::EntityKind::Function).is_empty()
        })
    }

    /// The `operator[]` of the class object `base` returns a class
    /// object (a vector of vectors' row).
    fn subscript_result_is_class(&self, base: &Expr) -> bool {
        self.subscripted_class(base).is_some_and(|c| self.low.returns_class(&format!("{c}::operator[]")) || self.low.specialization_member_is_class(&c, "operator[]"))
    }

    /// The class type the `operator[]` of the class object `base`
    /// returns, as written here.
    pub(super) fn subscript_result_class(&self, base: &Expr) -> Option<String> {
        self.low.specialization_member_type(&self.subscripted_class(base)?, "operator[]")
    }

    /// The class of a subscripted object named, reached as a member or
    /// as an element (`v[i][j]`); `None` for other objects (a call's
    /// result) and unknown classes.
    fn subscripted_class(&self, base: &Expr) -> Option<String> {
        match base.without_parens() {
            Expr::Name(_) | Expr::Member(..) | Expr::Index(..) => self.object_class(base),
            _ => None,
        }
    }

    /// The type is a class (or a reference to one), not a template
    /// parameter.
    pub(super) fn names_class(&self, t: &DeclTy) -> bool {
        match t.unqualified() {
            DeclTy::LRef(t) | DeclTy::RRef(t) => self.names_class(t),
            DeclTy::Named(n, _) => !self.is_dependent(n) && (self.low.is_class_type(n) || is_qualified(n) && self.low.class_of_type(n).is_some()),
            _ => false,
        }
    }

    /// The class whose member function an unqualified call of `name`
    /// calls, unless a local or parameter hides it.
    fn method_class(&self, name: &str) -> Option<&str> {
        let (_, class) = self.methods.iter().find(|(m, _)| m == name)?;
        if self.scopes.borrow().find(name).is_some() || self.members.iter().any(|(n, _)| n == name) {
            return None;
        }
        Some(class)
    }

    /// In a member function defined outside its class (`T Vec<T>::sum()
    /// {...}`), a data member of the class, known from the symbol table.
    fn out_of_class_member(&self, name: &str) -> Option<NameInfo> {
        let s = self.out_of_class_member_symbol(name)?;
        // A static data member is named as it is, not through `this`.
        let d = &self.low.view.scan.ast.decls[self.function?];
        let class: Vec<&str> = d.qualifier.iter().map(|q| q.as_str()).collect();
        let mut parts = class.clone();
        parts.push(name);
        if self.low.table.resolve(&parts, &self.low.scope, false).iter().any(|m| m.kind == crate::il::EntityKind::Variable && m.is_static) {
            return None;
        }
        Some(NameInfo { ty: s.value_ty, elem: s.detail.elem_ty, member: true, array: s.is_array, ..NameInfo::default() })
    }

    /// The data member `name` of the class whose member function this
    /// body defines outside the class (`void C::f() { n = 1; }`).
    pub(super) fn out_of_class_member_symbol(&self, name: &str) -> Option<&'l crate::symbols::Symbol> {
        let d = &self.low.view.scan.ast.decls[self.function?];
        if d.qualifier.is_empty() || d.context == crate::parse::Context::Class {
            return None;
        }
        let class: Vec<&str> = d.qualifier.iter().map(|q| q.as_str()).collect();
        self.low.field_symbol(&class.join("::"), name)
    }

    /// The closure type of the lambda printed at token `first`.
    pub fn closure_at(&self, first: usize) -> Option<DeclTy> {
        self.closures.borrow().iter().rev().find(|(k, _)| *k == first).map(|(_, t)| t.clone())
    }

    /// `return e;` in a lambda body: the first one's type is the
    /// lambda's return type.
    fn note_return(&self, first: usize, semi: usize) {
        if self.returns.borrow().last().is_none_or(|slot| slot.is_some()) {
            return;
        }
        let ty = if semi <= first {
            DeclTy::Builtin("void".into())
        } else {
            let is_type = |n: &str| self.is_type(n);
            let mut p = self.parser(first, semi, &is_type);
            let e = p.expression();
            if let Expr::Lambda(inner) = e.without_parens() {
                if let Some(slot) = self.returns_lambda.borrow_mut().last_mut() {
                    *slot = Some(inner.first);
                }
            }
            self.expr_decl_ty(&e).unwrap_or_else(|| DeclTy::Unknown(String::new()))
        };
        if let Some(slot) = self.returns.borrow_mut().last_mut() {
            *slot = Some(ty);
        }
    }

    /// `auto x = <lambda>`: the variable's name.
    pub(super) fn lambda_variable(&self, first: usize, semi: usize) -> Option<String> {
        let eq = self.find_top(first, semi, "=");
        if eq >= semi || self.tok(eq + 1) != "[" {
            return None;
        }
        let after = self.lambda_end(eq + 1, semi);
        if after != semi || eq == 0 {
            return None;
        }
        // Only a variable of the closure's own type: `std::function<int(int)>
        // f = [&](int n) {...};` holds a conversion of it.
        let closure_typed = (first..eq - 1).all(|k| matches!(self.tok(k), "auto" | "const" | "constexpr" | "static" | "volatile" | "&&")) && (first..eq - 1).any(|k| self.tok(k) == "auto");
        closure_typed.then(|| self.tok(eq - 1).to_string())
    }

    fn lambda_end(&self, open: usize, end: usize) -> usize {
        let mut i = self.low.group_end(open);
        while i < end && self.tok(i) != "{" {
            if matches!(self.tok(i), "(" | "[") {
                i = self.low.group_end(i);
            } else {
                i += 1;
            }
        }
        if i < end {
            self.low.group_end(i)
        } else {
            end
        }
    }

    /// `static_assert(condition, "message")` (`first..last`, without the
    /// `;`) as cudafe++ prints it: the condition is an operand converted to
    /// `bool` (`static_assert((N > 2));`, `static_assert((n), "…")` for an
    /// `int` constant), the message a literal printed from its value.
    /// `false` when the tokens are something else.
    pub fn static_assert(&self, first: usize, last: usize, out: &mut Out) -> bool {
        if !matches!(self.tok(first), "static_assert" | "_Static_assert") || self.tok(first + 1) != "(" || self.low.group_end(first + 1) != last {
            return false;
        }
        let close = last - 1;
        let comma = self.find_top(first + 2, close, ",");
        let Some(condition) = self.parse_whole(first + 2, comma) else { return false };
        out.push(self.tok(first));
        out.push("(");
        let printer = self.printer();
        // A constant of another arithmetic type shows its conversion.
        // So does a member of a dependent class (`X<T>::value`), or a
        // variable template's instance the parameters decide
        // (`std::is_arithmetic_v<T>`).
        let dependent_instance = |r: Range| self.tok(r.last.saturating_sub(1)) == ">" && (r.first..r.last).any(|k| Env::names_template_param(self, self.tok(k)));
        let converted = matches!(condition, Expr::Name(_)) && printer.ty_of(&condition).is_some_and(|t| t.is_arithmetic() && t != Ty::Bool) || matches!(condition, Expr::Name(r) if self.is_dependent_member(r) || dependent_instance(r));
        if converted {
            out.push("(");
            printer.expr(&condition, None, out);
            out.push(")");
        } else {
            printer.operand(&condition, Some(Ty::Bool), out);
        }
        if comma < close {
            out.push(", ");
            self.low.raw_tokens(Range { first: comma + 1, last: close }, out);
        }
        out.push(")");
        true
    }

    /// A C++20 constraint expression `first..last` (of a requires-clause
    /// or a concept definition) as EDG prints it: the written parentheses
    /// dropped, an operand of `&&`/`||` that is no primary parenthesized
    /// (`(G< T>  && F< T> ) || std::integral< T> `, `(!A< T> ) || true`),
    /// a concept's template-id in the token spacing, an atomic
    /// constraint with its conversions (`sizeof(T) <= (4)`).
    pub fn constraint(&self, first: usize, last: usize, out: &mut Out) {
        self.in_template.set(true);
        self.constraint_in(first, last, true, out);
    }

    fn constraint_in(&self, first: usize, last: usize, top: bool, out: &mut Out) {
        for op in ["||", "&&"] {
            let pieces = self.split_top(first, last, op);
            if pieces.len() > 1 {
                if !top {
                    out.push("(");
                }
                for (n, &(f, l)) in pieces.iter().enumerate() {
                    if n > 0 {
                        out.push(" ");
                        out.push(op);
                        out.push(" ");
                    }
                    self.constraint_in(f, l, false, out);
                }
                if !top {
                    out.push(")");
                }
                return;
            }
        }
        self.constraint_primary(first, last, top, out);
    }

    /// One primary of a constraint expression (see `constraint`).
    fn constraint_primary(&self, first: usize, last: usize, top: bool, out: &mut Out) {
        if first >= last {
            return;
        }
        match self.tok(first) {
            "(" if self.low.group_end(first) == last => self.constraint_in(first + 1, last - 1, top, out),
            "requires" => self.requires_expression(first, last, out),
            "!" if self.is_concept_id(first + 1, last) || self.tok(first + 1) == "(" && self.low.group_end(first + 1) == last => {
                out.push(if top { "!" } else { "(!" });
                self.constraint_primary(first + 1, last, false, out);
                if !top {
                    out.push(")");
                }
            }
            _ if self.is_concept_id(first, last) => self.low.raw_tokens(Range { first, last }, out),
            _ => {
                let Some(e) = self.parse_whole(first, last) else { return self.low.raw_tokens(Range { first, last }, out) };
                if top {
                    self.printer().expr(&e, None, out);
                } else {
                    self.printer().operand(&e, Some(Ty::Bool), out);
                }
            }
        }
    }

    /// `first..last` is a (qualified) name with template arguments and
    /// nothing after them: a concept's (or a variable template's) id.
    fn is_concept_id(&self, first: usize, last: usize) -> bool {
        let mut k = first;
        while k < last && (self.tok(k) == "::" || self.low.toks[k].kind == TokKind::Ident) {
            k += 1;
        }
        if k == first || k >= last || self.tok(k) != "<" {
            return false;
        }
        // (Past the token that closes the arguments, nothing may follow.)
        self.low.angle_walk(k, last).find(|&(_, depth)| depth <= 0).is_some_and(|(at, _)| at + 1 == last)
    }

    /// The pieces of `first..last` between top-level `op` tokens.
    fn split_top(&self, first: usize, last: usize, op: &str) -> Vec<(usize, usize)> {
        let mut pieces = Vec::new();
        let mut from = first;
        loop {
            let at = self.find_top(from, last, op);
            pieces.push((from, at));
            if at >= last {
                return pieces;
            }
            from = at + 1;
        }
    }

    /// A requires-expression: `requires (T a) {a + a; { a * b} -> C< T> ;
    /// typename T::type; requires N > (2); }`.
    fn requires_expression(&self, first: usize, last: usize, out: &mut Out) {
        out.push("requires ");
        let mut k = first + 1;
        if self.tok(k) == "(" {
            let end = self.low.group_end(k).min(last);
            self.low.raw_tokens(Range { first: k, last: end }, out);
            if !out.tail().ends_with(' ') {
                out.push(" ");
            }
            k = end;
        }
        if self.tok(k) != "{" || self.low.group_end(k) != last {
            return self.low.raw_tokens(Range { first: k, last }, out);
        }
        out.push("{");
        let close = last - 1;
        let mut from = k + 1;
        while from < close {
            let semi = self.find_top(from, close, ";");
            self.requirement(from, semi, out);
            out.push("; ");
            from = semi + 1;
        }
        out.push("}");
    }

    /// One requirement of a requires-expression, without its `;`.
    fn requirement(&self, first: usize, last: usize, out: &mut Out) {
        match self.tok(first) {
            "{" => {
                let end = self.low.group_end(first).min(last);
                out.push("{ ");
                self.full_expr(first + 1, end.saturating_sub(1).max(first + 1), None, out);
                out.push("}");
                if end < last {
                    out.push(" ");
                    let mut end = end;
                    // (`-> C< T> `: the arrow set off.)
                    if self.tok(end) == "->" {
                        out.push("-> ");
                        end += 1;
                    }
                    let mut o = Out::new();
                    self.low.raw_tokens(Range { first: end, last }, &mut o);
                    // (A template-id keeps its trailing space.)
                    out.push(if o.tail().ends_with("> ") { o.tail() } else { o.tail().trim_end() });
                }
            }
            "typename" => {
                self.low.raw_tokens(Range { first, last }, out);
            }
            "requires" => {
                out.push("requires ");
                self.constraint_in(first + 1, last, true, out);
            }
            _ => self.full_expr(first, last, None, out),
        }
    }

    /// A string literal, or adjacent ones.
    fn is_string_literal(&self, e: &Expr) -> bool {
        super::emit::is_string_literal(self.low.toks, e)
    }

    /// The tokens of a declarator head. Clamped: on unbalanced input the
    /// head can start past its end or past the last token (found by
    /// fuzzing).
    ///
    /// An attribute after the declarator (`int a [[maybe_unused]] = 1;`)
    /// is left out: its brackets declare no array.
    fn head_tokens(&self, head: Range) -> &'a [crate::lexer::Token] {
        let toks = self.low.toks;
        let first = head.first.min(toks.len());
        let mut last = head.last.clamp(first, toks.len());
        while last >= first + 4 && self.tok(last - 1) == "]" && self.tok(last - 2) == "]" {
            let Some(open) = self.attribute_open(first, last) else { break };
            last = open;
        }
        &toks[first..last]
    }

    /// The `[[` opening the attribute whose `]]` ends `first..last`.
    fn attribute_open(&self, first: usize, last: usize) -> Option<usize> {
        let mut depth = 0usize;
        let mut k = last;
        while k > first {
            k -= 1;
            match self.tok(k) {
                "]" => depth += 1,
                "[" => {
                    depth = depth.checked_sub(1)?;
                    if depth == 0 {
                        return (self.tok(k + 1) == "[").then_some(k);
                    }
                }
                _ => {}
            }
        }
        None
    }

    /// The `:` of a bit-field member's width in `head`.
    fn bit_field_colon(&self, head: Range) -> Option<usize> {
        let colon = (head.first..head.last).find(|&k| self.tok(k) == ":")?;
        let (member, unnamed) = match self.low.decl_in(head) {
            Some(d) => (self.low.decl(d).context == crate::parse::Context::Class, false),
            // `int : 0;` declares nothing.
            None => (false, colon > head.first && self.low.toks[colon - 1].kind == TokKind::Ident),
        };
        (member || unnamed).then_some(colon)
    }

    /// ` = initializer` of the declarator `head` of type `t`, the `=` at
    /// `s`: a braced list's elements converted to an array's element
    /// type, an expression as `initializer_expr` prints it.
    pub fn equals_initializer(&self, head: Range, s: usize, last: usize, t: Ty, out: &mut Out) {
        let head_toks = self.head_tokens(head);
        let array = head_toks.iter().any(|k| k.text(self.low.text) == "[");
        out.push(" = ");
        let scalar = (t.is_arithmetic() || t == Ty::Pointer) && !array;
        if self.tok(s + 1) == "{" && scalar && self.tok(last.saturating_sub(1)) == "}" && self.low.group_end(s + 1) == last && self.find_top(s + 2, last - 1, ",") == last - 1 && last > s + 3 {
            // A scalar's braces hold its one initializer: `int b = {-2};`
            // is `int b = (-2);`.
            let dependent = self.of_parameter_type(head_toks);
            self.initializer_expr(s + 2, last - 1, EqualsTarget { ty: Some(t), dependent, ..EqualsTarget::default() }, out);
        } else if self.tok(s + 1) == "{" {
            let first_suffix = head_toks.iter().position(|k| matches!(k.text(self.low.text), "*" | "["));
            // (An element type that names a pointer, `FP a[2]` with
            // `typedef float *FP;`, is a pointer too.)
            let pointers = first_suffix.is_some_and(|k| head_toks[k].text(self.low.text) == "*") || array && (self.low.elem_type(head) == Some(Ty::Pointer) || self.names_local_pointer_alias(&head_toks[..first_suffix.unwrap_or(0)]));
            // (A later declarator's head has no specifiers: `t` is theirs.)
            let arithmetic = |t: &Ty| array && t.is_arithmetic();
            let elem = if pointers && array { Some(Ty::Pointer) } else { self.low.elem_type(head).filter(arithmetic).or(Some(t).filter(arithmetic)) };
            // A character array's braces around its one string literal
            // are not kept: `char s[] = {"ab"};` is `char s[] = "ab";`.
            if !pointers && matches!(elem, Some(Ty::Char | Ty::SChar | Ty::UChar)) {
                let is_type = |n: &str| self.is_type(n);
                if let Expr::List(items) = self.parser(s + 1, last, &is_type).braced_list() {
                    if let [item] = items.as_slice() {
                        if self.is_string_literal(item) {
                            self.printer().expr(item, None, out);
                            return;
                        }
                    }
                }
            }
            if let Some(target) = (t == Ty::Other || array && !pointers).then(|| self.aggregate_target(head)).flatten() {
                let is_type = |n: &str| self.is_type(n);
                if let Expr::List(items) = self.parser(s + 1, last, &is_type).braced_list() {
                    self.braced_target(&items, &target, self.low.has_static_storage(head), out);
                    return;
                }
            }
            if array && !pointers && self.of_template_parameter_elements(head) && self.dependent_elements(s + 1, last, out) {
                return;
            }
            self.braced_elements(s + 1, last, elem, self.low.has_static_storage(head), out);
        } else {
            let target = Some(t).filter(|t| *t != Ty::Unknown && *t != Ty::Other);
            let dependent = matches!(t, Ty::Unknown | Ty::Other) && self.of_parameter_type(head_toks);
            let deduced = head_toks.iter().any(|k| k.text(self.low.text) == "auto");
            let reference = head_toks.iter().any(|k| k.text(self.low.text) == "&");
            let string_as_is = array || (t == Ty::Other && !deduced);
            let char_pointer = self.low.declared_char_pointer(head);
            let class = t == Ty::Other && !array && self.declares_class_object(head_toks);
            let template_constexpr = self.in_template.get() && self.low.decl_in(head).is_some_and(|d| self.low.decl(d).specs.has(crate::parse::Specs::CONSTEXPR));
            let own_value_init = self.in_template.get() && self.value_initializes_declared_type(head, s + 1, last);
            self.initializer_expr(s + 1, last, EqualsTarget { ty: target, string_as_is, dependent, reference, char_pointer, class, template_constexpr, own_value_init }, out);
        }
    }

    /// The arithmetic type `auto` (alone, no declarator operators)
    /// deduces from the initializer `first..last`: later uses convert by
    /// it (`auto delay = d.count() * 1000;` is a `double`).
    fn deduced_ty(&self, head: &[crate::lexer::Token], first: usize, last: usize) -> Option<Ty> {
        let words: Vec<&str> = head.iter().map(|k| k.text(self.low.text)).collect();
        if !words.contains(&"auto") || words.iter().any(|w| matches!(*w, "*" | "&" | "&&" | "[" | "(")) {
            return None;
        }
        let e = self.parse_whole(first, last)?;
        self.printer().ty_of(&e).filter(|t| t.is_arithmetic() || *t == Ty::Pointer)
    }

    /// `method_result` for an object of the class written `class`.
    /// The specialization a class template's member typedef names, by
    /// its qualified name (`std::vector<int>::iterator` is a
    /// `std::__normal_iterator<int>`).
    fn member_typedef_class(&self, written: &str) -> Option<String> {
        let (owner, member) = super::instantiate::split_member(written)?;
        self.low.qualified_specialization(&self.low.member_typedef(owner, &self.low.scope, member, 0)?)
    }

    fn class_method_result(&self, class: &str, member: &str, args: &[Option<Ty>]) -> Option<Ty> {
        if self.decided_by_parameters(class) {
            return None;
        }
        // A member template called with explicit arguments (`b.as<long>()`).
        // Its result names the class's parameters, if not its own
        // (`T keep<U>()`): the member's result in the class.
        let member = match member.split_once('<') {
            Some((name, rest)) => {
                if let Some(t) = self.low.member_template_call_result(class, name.trim(), &format!("<{rest}"), args.len()) {
                    return Some(t);
                }
                name.trim()
            }
            None => member,
        };
        if let Some(t) = self.low.call_result(&format!("{class}::{member}"), args) {
            return Some(t);
        }
        // Inherited, or a class template's: a result type its arguments
        // do not change.
        let methods = super::instantiate::functions_before_templates(self.low.inherited_methods(class, member));
        if let Some(first) = methods.first().and_then(|m| m.value_ty).filter(|t| t.is_arithmetic()) {
            return methods.iter().all(|m| m.value_ty == Some(first)).then_some(first);
        }
        // Or one they do (`duration<double>::count()`).
        if let Some(t) = self.low.specialization_member_ty(class, member) {
            return Some(t);
        }
        // A data member pointing to a function (`(l->compare)(a, b)`).
        let written = self.low.field_symbol(class, member)?.detail.fn_pointer_result.as_deref()?;
        let toks = crate::lexer::lex(written);
        Some(super::ty::from_tokens_with(written, &toks, |w| self.low.typedef_ty(w))).filter(|t| t.is_arithmetic())
    }

    /// The class (as written, template arguments and all) of the object
    /// `base` designates, `->` through a pointer; `None` for a dependent
    /// or unknown one.
    pub(super) fn object_type_name(&self, base: &Expr, arrow: bool) -> Option<String> {
        let object = match (self.expr_decl_ty(base)?.unqualified(), arrow) {
            (DeclTy::Pointer(inner), true) => inner.unqualified().clone(),
            (DeclTy::LRef(inner) | DeclTy::RRef(inner), false) => inner.unqualified().clone(),
            (t, false) => t.clone(),
            _ => return None,
        };
        let DeclTy::Named(class, _) = object else { return None };
        (!self.is_dependent(&class)).then_some(class)
    }

    /// The class of the object `base` names, reached through a pointer or
    /// reference too; `None` for what is not a known, non-dependent class.
    pub(super) fn object_class(&self, base: &Expr) -> Option<String> {
        let object = self.expr_decl_ty(base)?;
        let object = match object.unqualified() {
            DeclTy::Pointer(inner) | DeclTy::LRef(inner) | DeclTy::RRef(inner) => inner.unqualified(),
            t => t,
        };
        let DeclTy::Named(ty, _) = object else { return None };
        let ty = ["struct ", "class ", "union "].iter().fold(ty.as_str(), |t, k| t.strip_prefix(k).unwrap_or(t));
        let class = ty.trim_global();
        (!self.is_dependent(class)).then(|| class.to_string())
    }

    /// A constant that a declaration of a template parameter's type
    /// converts in each instance, which cudafe++ prints in parentheses: a
    /// literal, a `sizeof`, a cast, a functional cast, a value parameter
    /// of the template (`size_type s = (N);`), or a call of a constant
    /// builtin (`(__builtin_inff())`).
    fn is_converted_constant(&self, e: &Expr) -> bool {
        let value_parameter = matches!(e, Expr::Name(r) if r.last == r.first + 1 && self.is_value_parameter(self.low.tok(r.first)));
        // (A functional cast of a local or parameter, `T(u)`, is no
        // constant.)
        let run_time_local = |a: &Expr| self.mentions_run_time_local(a);
        // (Nor a class template's object, `SM<T>()`, which the declaration
        // converts through its conversion function; nor a value-initialization
        // of the element type itself, `T()` in a `T a[2]`, converted to
        // nothing.)
        let constant_cast = matches!(e, Expr::Construct(r, args, false) if !args.is_empty() && !args.iter().any(run_time_local) && !self.names_class_specialization(*r));
        // (A C-style cast of a run-time value, `T h = (int)n;`, is none.)
        let cast_constant = matches!(e, Expr::Cast(_, x) if !run_time_local(x));
        value_parameter || constant_cast || cast_constant || matches!(e, Expr::Literal(_) | Expr::SizeofType(..) | Expr::SizeofExpr(..)) || matches!(e, Expr::Call(..)) && self.calls_constant_builtin(e)
    }

    /// `e` reads a local or parameter that holds a run-time value (`u`
    /// of `T(u + 1)`): no constant.
    fn mentions_run_time_local(&self, e: &Expr) -> bool {
        match e {
            Expr::Name(r) => r.last == r.first + 1 && self.scopes.borrow().flags(self.low.tok(r.first)).is_some_and(|f| !f.constant && f.value.is_none()),
            Expr::Paren(x) | Expr::Unary(_, x) | Expr::Postfix(x, _) | Expr::Cast(_, x) | Expr::NamedCast(_, _, x) | Expr::Member(x, _, _) => self.mentions_run_time_local(x),
            Expr::Binary(a, _, b) | Expr::Assign(a, _, b) | Expr::Comma(a, b) | Expr::Index(a, b) => self.mentions_run_time_local(a) || self.mentions_run_time_local(b),
            Expr::Cond(c, a, b) => self.mentions_run_time_local(c) || self.mentions_run_time_local(a) || self.mentions_run_time_local(b),
            Expr::Construct(_, args, _) | Expr::List(args) => args.iter().any(|a| self.mentions_run_time_local(a)),
            Expr::Call(callee, args) => self.mentions_run_time_local(callee) || args.iter().any(|a| self.mentions_run_time_local(a)),
            _ => false,
        }
    }

    /// The initializer `first..last` of the declarator `head` is a
    /// value-initialization (`T()`) of exactly the type the declaration
    /// names, no qualifier or declarator operator added.
    fn value_initializes_declared_type(&self, head: Range, first: usize, last: usize) -> bool {
        const STORAGE: &[&str] = &["static", "extern", "thread_local", "inline", "register", "mutable"];
        let Some(name) = self.low.declared_name_tok(head) else { return false };
        // (Up to the qualified name a definition has: `T C<T>::v = T();`.)
        let named = self.low.toks.get(head.first..=name).map_or(0, |toks| self.without_qualified_name(toks).len());
        let type_end = if head.first + named > name { name } else { head.first + named };
        let declared: Vec<&str> = (head.first..type_end).map(|k| self.tok(k)).filter(|w| !STORAGE.contains(w)).collect();
        if declared.is_empty() || (name + 1..head.last).any(|k| self.tok(k) != "=") {
            return false;
        }
        let Some(e) = self.parse_whole(first, last) else { return false };
        let Expr::Construct(tyr, args, false) = e.without_parens() else { return false };
        args.is_empty() && (tyr.first..tyr.last).map(|k| self.tok(k)).eq(declared.iter().copied())
    }

    /// An array declarator whose elements are of a template type
    /// parameter itself (`T a[] = ...`, `const T a[2]`).
    fn of_template_parameter_elements(&self, head: Range) -> bool {
        let Some(name) = self.low.declared_name_tok(head) else { return false };
        let words: Vec<&str> = (head.first..name).map(|k| self.tok(k)).filter(|w| !matches!(*w, "const" | "volatile" | "static")).collect();
        matches!(words.as_slice(), [t] if self.is_dependent(t))
    }

    /// The braced elements `open..last` of such an array: each constant
    /// (a literal, a cast, a `sizeof`, a value parameter) is converted to
    /// the parameter's type in each instance, so cudafe++ prints it in
    /// parentheses (`{(0), ((T)(-256))}`). False (nothing printed) for a
    /// list it does not read.
    fn dependent_elements(&self, open: usize, last: usize, out: &mut Out) -> bool {
        let is_type = |n: &str| self.is_type(n);
        let Expr::List(items) = self.parser(open, last, &is_type).braced_list() else { return false };
        self.dependent_list(&items, out);
        true
    }

    /// `dependent_elements`' list, a nested one's too (`{{(1), (2)},
    /// {(3), n}}` for a `T g[2][2]`).
    fn dependent_list(&self, items: &[Expr], out: &mut Out) {
        out.push("{");
        for (n, item) in items.iter().enumerate() {
            if n > 0 {
                out.push(", ");
            }
            if let Expr::List(inner) = item {
                self.dependent_list(inner, out);
            } else if self.is_converted_constant(item) || matches!(item, Expr::Unary("-", x) if matches!(**x, Expr::Literal(_))) {
                out.push("(");
                self.printer().expr(item, None, out);
                out.push(")");
            } else {
                self.printer().expr(item, None, out);
            }
        }
        out.push("}");
    }

    /// `of_template_parameter_type` for a declarator, a later one (`b` of
    /// `T a = 1, b = 2;`) by its declaration's specifiers.
    fn of_parameter_type(&self, head: &[crate::lexer::Token]) -> bool {
        let operators = head.iter().any(|k| matches!(k.text(self.low.text), "*" | "&" | "&&" | "["));
        self.of_template_parameter_type(head) || self.later_of_parameter_type.get() && !operators
    }

    /// The declared type is a template type parameter itself (`T x`,
    /// `const T x`; not `T *p`).
    fn of_template_parameter_type(&self, head: &[crate::lexer::Token]) -> bool {
        let text = |k: &crate::lexer::Token| k.text(self.low.text);
        // (The declarator's qualified name is no part of the type: `T
        // Counter< T> ::value = ((T)0);`.)
        let head = self.without_qualified_name(head);
        // (So is a member type the parameters decide, which only the
        // instance knows: `typename acc<T>::type s = (0);`.)
        let dependent_member = head.iter().any(|k| text(k) == "typename");
        // (A block-scope alias of a type naming them too, a pointer as
        // well: `typedef typename Accum<T>::type A; A s = (0);`, `typedef
        // T *P; P p = (0);`.)
        head.iter().any(|k| self.is_dependent(text(k)) || self.is_dependent_alias(text(k))) && !head.iter().any(|k| matches!(text(k), "*" | "&" | "&&" | "[") || !dependent_member && matches!(text(k), "::" | "<"))
    }

    /// `head` without the qualified name it ends in, when it ends in one
    /// (`T Counter<T>::value` is `T`); other heads as they are.
    fn without_qualified_name<'t>(&self, head: &'t [crate::lexer::Token]) -> &'t [crate::lexer::Token] {
        let text = |k: usize| head[k].text(self.low.text);
        let ident = |k: usize| head[k].kind == TokKind::Ident;
        let Some(mut end) = head.len().checked_sub(1).filter(|&k| ident(k)) else { return head };
        let mut qualified = false;
        while end >= 2 && text(end - 1) == "::" {
            let mut k = end - 2;
            // A qualifier's template arguments (`Counter<T>::`).
            if text(k) == ">" {
                let mut depth = 0usize;
                loop {
                    match text(k) {
                        ">" => depth += 1,
                        ">>" => depth += 2,
                        "<" => depth = depth.saturating_sub(1),
                        _ => {}
                    }
                    if depth == 0 || k == 0 {
                        break;
                    }
                    k -= 1;
                }
                let Some(before) = k.checked_sub(1) else { return head };
                k = before;
            }
            if !ident(k) {
                return head;
            }
            end = k;
            qualified = true;
        }
        if qualified {
            &head[..end]
        } else {
            head
        }
    }

    /// The type declared by `head` is a class with a constructor: braces
    /// after the name hold the constructor's arguments, not initializers.
    fn has_constructor(&self, head: Range) -> bool {
        (head.first..head.last).any(|k| self.low.table.resolve_class(self.tok(k), &self.low.scope).is_some_and(|c| c.has_ctor))
    }

    /// The parentheses at `open` hold one initializer and end the
    /// declarator at `last`.
    fn single_paren_init(&self, open: usize, last: usize) -> bool {
        let close = self.low.group_end(open);
        close == last && close > open + 2 && self.find_top(open + 1, close - 1, ",") == close - 1
    }

    /// The specifiers `head` name a class: no pointer or array declarator,
    /// a reference to one counts.
    fn declares_class_object(&self, head: &[crate::lexer::Token]) -> bool {
        let text = |k: &crate::lexer::Token| k.text(self.low.text);
        let head = self.without_qualified_name(head);
        !head.iter().any(|k| matches!(text(k), "*" | "[")) && head.iter().any(|k| k.kind == crate::lexer::TokKind::Ident && self.low.is_class_type(text(k)))
    }

    /// A local class object declared without an initializer (`P p;`) is
    /// default-constructed: its constructor is called, so one defined in
    /// its class is lowered and its temporaries count (measured with the
    /// oracle: a member initializer's `__host__ __device__` constructor).
    fn note_default_construction(&self, head: &[crate::lexer::Token]) {
        let text = |k: &crate::lexer::Token| k.text(self.low.text);
        if self.function.is_none() || !self.declares_class_object(head) || head.iter().any(|k| matches!(text(k), "&" | "&&" | "extern")) {
            return;
        }
        if let Some(class) = head.iter().filter(|k| k.kind == crate::lexer::TokKind::Ident).map(text).find(|w| self.low.is_class_type(w)) {
            self.note_called(class);
        }
    }

    /// A constant variable named alone and initialized into another
    /// arithmetic type: EDG folds the initializer, and prints the folded
    /// value's expression in parentheses (`long l = (K);` for a `const
    /// int K`). Not so in assignments, arguments or returns.
    fn converted_constant_variable(&self, e: &Expr, target: Option<Ty>) -> bool {
        let Expr::Name(r) = e else { return false };
        let Some(target) = target.filter(|t| t.is_arithmetic()) else { return false };
        let text = self.printer().range_text(*r);
        let converted = self.name(&text).ty.is_some_and(|own| own.is_arithmetic() && own != target);
        if r.last != r.first + 1 {
            // A namespace's constant named qualified (`ms::gpu::D`).
            return converted && self.low.tok(r.last - 2) == "::" && !self.low.is_enumerator(self.low.tok(r.last - 1)) && self.names_qualified_constant(*r);
        }
        converted && !self.low.is_enumerator(&text) && self.is_constant_variable(&text)
    }

    /// A simple declaration (no `;`): specifiers and declarators with
    /// their initializers.
    pub fn decl_body(&self, first: usize, last: usize, out: &mut Out) {
        self.note_structured_binding(first, last);
        self.decl_body_parts(first, last, out);
        self.later_of_parameter_type.set(false);
        self.declaration_head.set(None);
    }

    /// `decl_body`'s declarators, in turn.
    fn decl_body_parts(&self, first: usize, last: usize, out: &mut Out) {
        let parts = self.low.declarator_parts(first, last);
        let mut spec_ty = Ty::Unknown;
        // The specifiers name a template parameter (`T *a, *b;`): every
        // declarator's type depends on it.
        let mut spec_dependent = false;
        // The class every declarator constructs (`dim3 block(256),
        // grid(n);`): named once, before the first.
        let mut class_tok = 0;
        // The first declarator's specifiers' tokens.
        let mut spec_toks: &[crate::lexer::Token] = &[];
        for (n, part) in parts.iter().enumerate() {
            if n > 0 {
                // Each declarator is an entity of its own, with its place.
                out.push(", ");
                out.mark(self.at(part.first));
            }
            let head_end = part.init.map_or(part.last, |(s, _)| s);
            let head = Range { first: part.first, last: head_end };
            let local = self.low.local_prefix(head, n == 0, out);
            if n == 0 {
                // (Past a leading `const`: `const dim3 b(n, 1);`
                // constructs a `dim3`.)
                class_tok = (local..head_end).find(|&k| !matches!(self.tok(k), "const" | "volatile")).unwrap_or(local);
                self.declaration_head.set(Some(head));
            }
            let declared = self.low.declared_name(head);
            let head_toks = self.head_tokens(head);
            let t = self.low.tokens_ty(head_toks);
            if n == 0 {
                // The specifiers' type, before the first declarator's
                // operators (`int *a, n;` declares an `int` too).
                // (An attribute's parentheses are no declarator's:
                // `__attribute__((shared)) long a[4], b[4];`.)
                let ops = self.first_declarator_operator(head_toks);
                spec_ty = if ops < head_toks.len() { self.low.tokens_ty(&head_toks[..ops]) } else { t };
                let name_at = self.low.declared_name_tok(head).map_or(head_toks.len(), |k| k.saturating_sub(head.first).min(head_toks.len()));
                spec_toks = &head_toks[..name_at.min(ops)];
            }
            // A later declarator has the specifiers' type, a pointer with
            // its own `*` (an array of them has the specifiers' elements,
            // as the first declarator's type says: `u[3] = {(0), (0)}`).
            let t = if n == 0 {
                t
            } else if head_toks.iter().any(|k| k.text(self.low.text) == "*") {
                Ty::Pointer
            } else if !spec_ty.is_arithmetic() && head_toks.iter().any(|k| k.text(self.low.text) == "[") {
                // An array of class objects: typed as if the specifiers
                // were its own (an array of scalars has their type, which
                // its elements convert to).
                self.low.tokens_ty(&[spec_toks, head_toks].concat())
            } else {
                spec_ty
            };
            if let Some(name_tok) = self.low.managed_local_name(head) {
                self.low.spec_tokens(Range { first: local, last: name_tok }, out);
                // A later declarator follows its `, ` directly.
                out.push(if n > 0 || out.tail().ends_with(' ') { "*" } else { " *" });
                self.low.raw_tokens(Range { first: name_tok, last: head_end }, out);
                // (A block-scope `extern` one, printed `static`, is no
                // pointer set to null.)
                if local == head.first {
                    out.push(" = 0");
                }
                if let Some(name) = &declared {
                    self.scopes.borrow_mut().declare(name, NameInfo { ty: Some(t).filter(|t| *t != Ty::Unknown), managed: true, ..NameInfo::default() });
                }
                continue;
            }
            // The first declarator carries the specifiers, which cudafe++
            // puts in its own order (`const static int` is `static const
            // int`).
            let mut o = Out::new();
            match self.bit_field_colon(head) {
                // `unsigned b: 5;`: the width closes up to its name.
                Some(colon) => {
                    self.low.decl_tokens(Range { first: local, last: colon }, &mut o);
                    o.push(": ");
                    self.low.raw_tokens(Range { first: colon + 1, last: head_end }, &mut o);
                }
                None => {
                    self.low.block_declaration.set(self.function.is_some());
                    if let Some(moved) = self.attributes_moved_before {
                        self.low.decl_tokens_after(Range { first: local, last: head_end }, moved, &mut o);
                    } else if n == 0 && self.low.is_shared_local(head) {
                        self.low.spec_tokens(Range { first: local, last: head_end }, &mut o);
                    } else {
                        self.low.decl_tokens(Range { first: local, last: head_end }, &mut o);
                    }
                    self.low.block_declaration.set(false);
                }
            }
            let canonical = if n == 0 && o.is_plain() { self.variable_specifiers(head, &super::canonical_specifiers(o.tail())) } else { String::new() };
            let name_tok = self.low.declared_name_tok(head).filter(|_| n == 0 && self.declarator_placed && o.is_plain());
            if let Some(name_tok) = name_tok {
                // A variable template's declarator is placed at its name
                // (`template< class T> T` / `# 6` / `v = ((T)1);`).
                let text = if canonical.is_empty() { o.tail().to_string() } else { canonical };
                let name = self.low.tok(name_tok);
                match word_at_end_of_specifiers(&text, name) {
                    Some(k) => {
                        out.push(&text[..k]);
                        out.mark(self.low.toks[name_tok].start);
                        out.push(&text[k..]);
                    }
                    None => out.push(&text),
                }
            } else if n == 0 && o.is_plain() && canonical != o.tail() {
                out.push(&canonical);
            } else {
                out.append(o);
            }
            let init = part.init.filter(|_| !self.low.drops_initializer(head));
            if n == 0 {
                let ops = head_toks.iter().position(|k| matches!(k.text(self.low.text), "*" | "&" | "&&" | "[" | "(")).unwrap_or(head_toks.len());
                let name = head_toks[..ops].iter().rposition(|k| k.kind == TokKind::Ident).unwrap_or(ops);
                self.later_of_parameter_type.set(self.of_template_parameter_type(&head_toks[..name]));
            }
            // A variable is in scope in its own initializer: a lambda
            // there may call it (`std::function<int(int)> f = [&](int k)
            // { return (f)(k - 1); };`).
            if let (Some(name), Some((s, _))) = (&declared, init) {
                if (s..part.last).any(|k| self.low.toks[k].kind == TokKind::Ident && self.tok(k) == name) {
                    self.scopes.borrow_mut().declare(name, NameInfo { ty: Some(t).filter(|t| *t != Ty::Unknown), ..NameInfo::default() });
                }
            }
            if let Some((s, kind)) = init {
                self.note_std_initialization(head_toks, s, &kind);
                match kind {
                    InitKind::Equals => {
                        self.equals_initializer(head, s, part.last, t, out);
                        let constant = spec_toks.iter().any(|k| k.text(self.low.text) == "const");
                        self.note_copy_initialization(head_toks, class_tok, (s, part.last), constant);
                    }
                    // A namespace-scope scalar's parenthesized initializer
                    // is its `=` one (`unsigned M(1024);` is `unsigned M =
                    // (1024);`).
                    InitKind::Parens if self.function.is_none() && self.attributes_moved_before.is_some() && (t.is_arithmetic() || t == Ty::Pointer) && self.single_paren_init(s, part.last) => {
                        self.equals_initializer(head, s, self.low.group_end(s) - 1, t, out);
                    }
                    InitKind::Parens => {
                        let is_type = |n: &str| self.is_type(n);
                        let mut p = self.parser(s, part.last, &is_type);
                        let args = p.call_args();
                        match args.as_slice() {
                            // A scalar's one initializer, not a constructor's argument.
                            [only] if t != Ty::Other && t != Ty::Unknown => {
                                out.push("(");
                                self.scalar_paren_init(only, t, out);
                                out.push(")");
                            }
                            _ => self.printer().args(&args, None, out),
                        }
                        self.note_construction(self.low.tok(class_tok), &args);
                        if self.copies_nothing(&args) {
                            self.note_std_use(&self.written_class(class_tok), "", args.len());
                        }
                    }
                    InitKind::Braces => self.braces_initializer(head, s, part.last, t, class_tok, out),
                }
            } else if n == 0 {
                self.note_default_construction(head_toks);
            }
            if let Some(name) = declared {
                // A later declarator's operators apply to the specifiers'
                // type (`unsigned char *a, *b;`).
                let later_pointer = n > 0 && head_toks.iter().any(|k| matches!(k.text(self.low.text), "*" | "["));
                let stars = head_toks.iter().filter(|k| k.text(self.low.text) == "*").count();
                let extent = head_toks.iter().any(|k| k.text(self.low.text) == "[");
                let later_elem = if stars > 1 || stars == 1 && extent { Some(Ty::Pointer) } else { Some(spec_ty).filter(|t| t.is_arithmetic()) };
                // (A later declarator's tokens hold no specifiers to read
                // an element type from.)
                let elem = if n == 0 { self.low.elem_type(head) } else { later_elem.filter(|_| later_pointer) };
                let constexpr = self.low.decl_in(head).is_some_and(|d| self.low.decl(d).specs.has(crate::parse::Specs::CONSTEXPR));
                // A `constexpr` variable's initializer is a constant by
                // definition, whatever it calls.
                // (A scalar's parenthesized one too: `unsigned n(4 * k);`.)
                let constant_init = init.is_some_and(|(s, kind)| match kind {
                    InitKind::Equals => constexpr || self.constant_tokens(s + 1, part.last),
                    InitKind::Parens if t.is_arithmetic() => constexpr || self.constant_tokens(s + 1, self.low.group_end(s).saturating_sub(1)),
                    _ => false,
                });
                // (`constexpr auto N = ns::N;` has its initializer's type.)
                let t = match init {
                    Some((s, InitKind::Equals)) if matches!(t, Ty::Unknown | Ty::Other) => self.deduced_ty(head_toks, s + 1, part.last).unwrap_or(t),
                    _ => t,
                };
                let mut flags = self.low.local_flags(head, constant_init, t);
                // In a template, a constant of any type computed from the
                // template's value parameters is one too (value-dependent:
                // EDG folds what uses it).
                // A local whose initializer names something dependent at
                // all (`unsigned gi = blockIdx.x * N + ...;`, `float p =
                // in[0];` of a `const T *in`) is left to the instance; a
                // `const` one is then folded with what uses it alone, as a
                // constant is (`gi + 1` is `(gi + (1))`; `gi / hs` with a
                // parameter `hs` is not).
                let is_const = self.low.decl_in(head).is_some_and(|d| self.low.decl(d).specs.has(crate::parse::Specs::CONST));
                if constant_init && !flags.constant && self.in_template.get() && is_const {
                    flags.constant = init.is_some_and(|(s, _)| (s + 1..part.last).any(|k| self.is_template_constant_name(self.low.tok(k))));
                }
                if self.in_template.get() {
                    flags.value_dependent = init.is_some_and(|(s, _)| (s + 1..part.last).any(|k| self.is_value_dependent_name(self.low.tok(k))));
                    flags.constant |= flags.value_dependent && is_const && t.is_arithmetic();
                }
                flags.left_to_instance = constexpr && self.in_template.get() && init.is_some_and(|(s, kind)| kind == InitKind::Equals && self.left_to_instance_tokens(s + 1, part.last));
                if flags.constant && t.is_integral() {
                    flags.constexpr = constexpr;
                    flags.value = init.and_then(|(s, _)| self.low.toks.get(s + 1..part.last)).and_then(|toks| crate::eval::eval_int_with(self.low.text, toks, &|n| self.local_value(n)));
                }
                // (A local alias of a dependent type too: `using SE =
                // typename Traits::ScanElement; SE combined;`.)
                let dependent_word = |w: &str| self.names_template_param(w) || self.is_type_dependent_name(w) || self.in_template.get() && self.low.is_dependent_typedef(w);
                // (Outside a template nothing is dependent: no word looked at.)
                let in_template = self.in_template.get();
                let head_dependent = in_template && head_toks.iter().any(|k| dependent_word(k.text(self.low.text)));
                if n == 0 && in_template {
                    let name_at = self.low.declared_name_tok(head).map_or(head_toks.len(), |k| k.saturating_sub(head.first).min(head_toks.len()));
                    spec_dependent = head_toks[..name_at].iter().any(|k| dependent_word(k.text(self.low.text)));
                }
                flags.dependent = self.in_template.get() && (head_dependent || spec_dependent || init.is_some_and(|(s, _)| (s + 1..part.last).any(|k| dependent_word(self.low.tok(k)))));
                let deduced = head_toks.iter().any(|k| matches!(k.text(self.low.text), "auto" | "decltype" | "__decltype" | "typeof" | "__typeof" | "__typeof__"));
                flags.declared_dependent = flags.dependent && (head_dependent || spec_dependent || deduced);
                let array = head_toks.windows(2).any(|w| w[0].text(self.low.text) == name && w[1].text(self.low.text) == "[");
                // (A launch's template argument naming it is its
                // initializer, evaluated per instance.)
                if flags.constant && flags.value_dependent && t.is_integral() {
                    if let Some((s, InitKind::Equals)) = init {
                        let text = (s + 1..part.last).map(|k| self.low.tok(k)).collect::<Vec<_>>().join(" ");
                        self.dependent_constants.borrow_mut().push((name.clone(), text));
                    }
                }
                self.scopes.borrow_mut().declare_as(&name, NameInfo { ty: Some(t).filter(|t| *t != Ty::Unknown), elem, array, ..NameInfo::default() }, flags);
            }
        }
    }

    /// A variable's specifiers in cudafe++'s order, which puts `inline`
    /// after `constexpr` (`constexpr inline int g = 2;`); a `constexpr`
    /// static data member is `inline` from C++17 on, and says so.
    fn variable_specifiers(&self, head: Range, spec: &str) -> String {
        let words: Vec<&str> = spec.split(' ').collect();
        let constexpr = words.contains(&"constexpr");
        if !constexpr || words.first() == Some(&"friend") {
            return spec.to_string();
        }
        let implicit = self.low.cfg.std >= 17 && words.contains(&"static") && self.low.decl_in(head).is_some_and(|d| self.low.decl(d).context == crate::parse::Context::Class);
        let inline = words.iter().any(|w| super::is_inline_keyword(w)) || implicit;
        let mut out: Vec<&str> = words.iter().copied().filter(|w| !super::is_inline_keyword(w)).collect();
        if inline {
            let at = out.iter().position(|w| *w == "constexpr").map_or(0, |k| k + 1);
            out.insert(at, "inline");
        }
        out.join(" ")
    }

    /// The class a declaration's specifiers name from token `first` on,
    /// as written: a qualified name and its template arguments
    /// (`std::vector<float>`), without spaces.
    pub(super) fn written_class(&self, first: usize) -> String {
        /// A longer type is no standard class this is asked about.
        const MAX_TOKENS: usize = 64;
        let mut text = String::new();
        let mut depth = 0i32;
        for k in (first..self.low.toks.len()).take(MAX_TOKENS) {
            let t = self.low.tok(k);
            let name_part = t == "::" || self.low.toks[k].kind == crate::lexer::TokKind::Ident;
            match t {
                "<" => depth += 1,
                ">" => depth -= 1,
                ">>" => depth -= 2,
                _ if depth == 0 && !name_part => break,
                _ => {}
            }
            text.push_str(t);
            if depth <= 0 && matches!(t, ">" | ">>") {
                break;
            }
        }
        text
    }

    /// A declarator's braced initializer (`{...}` opening at `open`), the
    /// declared type `t`, the class named at token `class_tok`.
    pub fn braces_initializer(&self, head: Range, open: usize, last: usize, t: Ty, class_tok: usize, out: &mut Out) {
        let is_type = |n: &str| self.is_type(n);
        let list = self.parser(open, last, &is_type).braced_list();
        let class = t == Ty::Other;
        // A class's braces hold its constructor's arguments or, for an
        // aggregate, its members' initializers.
        let target = (class && !self.has_constructor(head)).then(|| self.aggregate_target(head)).flatten();
        // (An array of a template parameter's elements: `T e[B]{((0.0F))}`.)
        let array = self.head_tokens(head).iter().any(|k| k.text(self.low.text) == "[");
        if let (Expr::List(items), true) = (&list, array && self.of_template_parameter_elements(head)) {
            self.dependent_list(items, out);
            self.note_construction(self.low.tok(class_tok), items);
            return;
        }
        match (&list, target) {
            (Expr::List(args), None) if class && self.has_constructor(head) => self.printer().braced_items(args, 1, out),
            (Expr::List(items), Some(target)) => self.braced_target(items, &target, self.low.has_static_storage(head), out),
            _ if t.is_arithmetic() => self.braced_elements(open, last, Some(t), false, out),
            _ => self.braced(open, last, out),
        }
        if let Expr::List(args) = list {
            self.note_construction(self.low.tok(class_tok), &args);
        }
    }

    fn braced(&self, open: usize, last: usize, out: &mut Out) {
        self.braced_elements(open, last, None, false, out);
    }

    /// An asm statement `first..semi` as cudafe++ prints one: `__asm__`,
    /// `volatile`, each operand as `"=r" (x)`, the sections set off by
    /// ` : ` and the inputs' always there once outputs are (`"w;" : "+r"
    /// (x) :`). `false` for what it cannot take apart.
    fn asm_statement(&self, first: usize, semi: usize, out: &mut Out) -> bool {
        let mut k = first + 1;
        let mut volatile = false;
        while matches!(self.tok(k), "volatile" | "__volatile__" | "__volatile" | "inline" | "__inline__") {
            volatile |= self.tok(k).contains("volatile");
            k += 1;
        }
        if self.tok(k) != "(" || self.low.group_end(k) != semi {
            return false;
        }
        let close = semi - 1;
        let mut sections: Vec<Vec<String>> = Vec::new();
        let mut template = String::new();
        let mut j = k + 1;
        while j < close && self.low.toks[j].kind == TokKind::Str {
            if !template.is_empty() {
                template.push(' ');
            }
            template.push_str(self.tok(j));
            j += 1;
        }
        while j < close {
            match self.tok(j) {
                ":" => sections.push(Vec::new()),
                "::" => sections.extend([Vec::new(), Vec::new()]),
                "," => {}
                _ if self.low.toks[j].kind == TokKind::Str => {
                    let constraint = self.tok(j).to_string();
                    let Some(section) = sections.last_mut() else { return false };
                    if self.tok(j + 1) == "(" {
                        let end = self.low.group_end(j + 1);
                        let mut o = Out::new();
                        self.low.raw_tokens(Range { first: j + 2, last: end - 1 }, &mut o);
                        section.push(format!("{constraint} ({})", o.tail()));
                        j = end;
                        continue;
                    }
                    section.push(constraint);
                }
                _ => return false,
            }
            j += 1;
        }
        out.push(if volatile { "__asm__ volatile(" } else { "__asm__(" });
        out.push(&template);
        let shown = if sections.is_empty() { 0 } else { sections.len().max(2) };
        for n in 0..shown {
            out.push(" :");
            if let Some(section) = sections.get(n).filter(|s| !s.is_empty()) {
                out.push(" ");
                out.push(&section.join(", "));
            }
        }
        out.push(")");
        true
    }

    /// A braced list whose elements initialize objects of type `elem` (an
    /// array's): their conversions show. A null pointer constant becoming
    /// an element pointer shows its conversion (`{(0), (nullptr)}`); the
    /// constant addresses of an array of static storage are folded
    /// (`{("a"), (&g)}`), those of a local array are not.
    fn braced_elements(&self, open: usize, last: usize, elem: Option<Ty>, static_storage: bool, out: &mut Out) {
        let is_type = |n: &str| self.is_type(n);
        let mut p = self.parser(open, last, &is_type);
        let e = p.braced_list();
        match (&e, elem) {
            (Expr::List(items), Some(_)) => {
                let folded = self.folded_list.replace(self.folded_list.get() || items.len() > FOLDED_LIST_LENGTH);
                out.push("{");
                for (n, item) in items.iter().enumerate() {
                    if n > 0 {
                        out.push(", ");
                    }
                    let pointer = elem == Some(Ty::Pointer);
                    let address = static_storage && (self.is_string_literal(item) || self.is_address_constant(item));
                    if pointer && (address || self.is_null_pointer_constant(item)) {
                        out.push("(");
                        self.printer().expr(item, None, out);
                        out.push(")");
                    } else if self.dependent_member_converted(item, elem) {
                        // (As a whole initializer: `{((s.y)), (1.0)}`.)
                        self.kept_for_instance(item.without_parens(), out);
                    } else {
                        self.element_init(item, elem.filter(|t| t.is_arithmetic()), out);
                    }
                }
                out.push("}");
                self.folded_list.set(folded);
            }
            // In a template, a list whose elements' types wait for the
            // instance (a class's members, a dependent type's) keeps each
            // element as written, a folded constant in parentheses as in
            // any initializer (`P b = {(-1), (1 + 2)};`, `{{(-1), 2}, x}`).
            (Expr::List(_), None) if self.in_template.get() => self.printer().folded_list(&e, out),
            _ => self.printer().expr(&e, None, out),
        }
    }

    /// The elements a braced initializer of the declarator `head` (a
    /// variable of an aggregate class type) initializes.
    fn aggregate_target(&self, head: Range) -> Option<InitTarget> {
        let (name, toks) = self.plain_declarator(head)?;
        // A later declarator (`e` of `Pt s{1}, e{2};`) has the first one's
        // specifiers.
        let (spec_name, spec_toks) = match self.declaration_head.get() {
            Some(first) if first.first != head.first => self.plain_declarator(first)?,
            _ => (name, toks),
        };
        let text = |k: &crate::lexer::Token| k.text(self.low.text);
        const NOT_TYPE: &[&str] = &["static", "const", "constexpr", "volatile", "extern", "thread_local", "register", "inline", "mutable", "struct", "class", "union"];
        let class: String = spec_toks[..spec_name].iter().map(text).filter(|w| !NOT_TYPE.contains(w)).collect();
        // (In a template, EDG leaves the elements' conversions to the
        // instance, a class's known or not: `RC t = {0, 1};`.)
        if class.is_empty() || self.is_dependent(&class) || self.in_template.get() {
            return None;
        }
        let target = self.class_target(&class, 0, &std::cell::Cell::new(MAX_TARGET_FIELDS))?;
        Some(self.with_extents(head, target))
    }

    /// The one initializer of a scalar of type `t` in parentheses
    /// (`int z(x)`, a member's `: z(x)`), without them.
    pub(super) fn scalar_paren_init(&self, only: &Expr, t: Ty, out: &mut Out) {
        let bare = only.without_parens();
        // A constant EDG folded shows as one, in parentheses, as a `=
        // expr` one does (`unsigned w((n / (32)));`).
        let folded = !matches!(bare, Expr::Literal(_) | Expr::Name(_) | Expr::Strings(_) | Expr::SizeofType(..) | Expr::SizeofExpr(..) | Expr::Call(..)) && self.is_constant(bare) && !self.is_scalar_value_init(bare);
        if self.converted_constant_variable(bare, Some(t)) {
            out.push("(");
            self.printer().bare(bare, out);
            out.push(")");
        } else if self.is_scalar_value_init(bare) && self.converts_value_init(bare, Some(t)) {
            // (`float z` initialized `z((((int)0)))`.)
            self.folded_init(bare, out);
        } else if self.dependent_address(bare) {
            // (`const T *p((&t));`)
            self.folded_init(bare, out);
        } else if self.dependent_member_converted(bare, Some(t)) {
            // (`int c(((s.x)));`)
            self.kept_for_instance(bare, out);
        } else if folded {
            self.folded_init(bare, out);
        } else if self.function_or_member_address(bare) {
            // (`int (S::*pf)(void) const((&S::get));`)
            out.push("(");
            self.printer().bare(bare, out);
            out.push(")");
        } else {
            self.printer().element(only, Some(t), 2, out);
        }
    }

    /// In a template, the address of an object whose type the template's
    /// parameters decide, cast or not: the instance converts it.
    fn dependent_address(&self, bare: &Expr) -> bool {
        let address = match bare {
            Expr::Cast(_, x) | Expr::NamedCast(_, _, x) => x.without_parens(),
            other => other,
        };
        self.in_template.get() && matches!(address, Expr::Unary("&", x) if self.of_dependent_type(x))
    }

    /// The declarator `head` declares an object or an array of them (no
    /// pointer, reference or function): its name's index in its tokens.
    fn plain_declarator(&self, head: Range) -> Option<(usize, &'a [crate::lexer::Token])> {
        let toks = self.head_tokens(head);
        let text = |k: &crate::lexer::Token| k.text(self.low.text);
        // An array's extent follows its name (`Pair p[2] = {...}`).
        let extent_open = toks.iter().position(|k| text(k) == "[");
        let name = toks[..extent_open.unwrap_or(toks.len())].iter().rposition(|k| k.kind == TokKind::Ident)?;
        let after = extent_open.unwrap_or(name + 1);
        if toks[..name].iter().any(|k| matches!(text(k), "*" | "&" | "&&" | "(" | "[")) || after != name + 1 || toks[after..].iter().any(|k| matches!(text(k), "(" | "*" | "&")) {
            return None;
        }
        Some((name, toks))
    }

    /// `target` as the element of the array the declarator `head`
    /// declares, one level per `[N]` (none for a scalar).
    pub(super) fn with_extents(&self, head: Range, target: InitTarget) -> InitTarget {
        let toks = self.head_tokens(head);
        let text = |k: &crate::lexer::Token| k.text(self.low.text);
        // Each `[N]` in turn (a bound with brackets of its own does not
        // evaluate: its length is then unknown).
        let mut extents = Vec::new();
        let mut start = 0;
        for (k, t) in toks.iter().enumerate() {
            match text(t) {
                "[" => start = k + 1,
                "]" => extents.push(self.array_length(self.low.text, &toks[start.min(k)..k])),
                _ => {}
            }
        }
        extents.into_iter().rev().fold(target, |t, count| InitTarget::Elements(Box::new(t), count))
    }

    /// An array bound's value (`toks` of `text`), the unit's constants
    /// named in it evaluated.
    fn array_length(&self, text: &str, toks: &[crate::lexer::Token]) -> Option<u64> {
        crate::eval::eval_int_with(text, toks, &|n| self.low.constant_named(n, &self.low.scope, 0)).and_then(|v| u64::try_from(v).ok())
    }

    /// The members of the class `class` (a declaration of this item, named
    /// or not) as an initializer's target.
    pub(super) fn class_decl_target(&self, class: DeclIdx) -> Option<InitTarget> {
        let d = self.low.decl(class);
        if !d.bases.is_empty() || d.members.iter().any(|&m| self.low.decl(m).kind == crate::parse::DeclKind::Function && self.low.decl(m).func.as_ref().is_some_and(|f| f.no_type)) {
            return None;
        }
        let fields = super::stub::class_fields(self.low.text, self.low.view.scan, class)?;
        let budget = std::cell::Cell::new(MAX_TARGET_FIELDS);
        Some(InitTarget::Members(fields.iter().map(|(ty, extent)| self.field_target(ty, extent, 0, &budget)).collect(), Vec::new()))
    }

    /// A braced list (`{` at `open`) initializing `target`.
    pub(super) fn braced_with_target(&self, open: usize, last: usize, target: &InitTarget, static_storage: bool, out: &mut Out) {
        let is_type = |n: &str| self.is_type(n);
        match self.parser(open, last, &is_type).braced_list() {
            Expr::List(items) => self.braced_target(&items, target, static_storage, out),
            e => self.printer().expr(&e, None, out),
        }
    }

    /// A class's members in order, when it is an aggregate whose members
    /// lower knows (a class with a constructor or base is not typed).
    /// `budget` counts the fields typed so far: a class whose members are
    /// of its own type (no valid unit has one, a fuzzer's does) or many
    /// wide levels would otherwise take time exponential in the depth.
    fn class_target(&self, class: &str, depth: u32, budget: &std::cell::Cell<u32>) -> Option<InitTarget> {
        const MAX_DEPTH: u32 = 8;
        // A class template's instance (`ns::W<float>`): its members' types
        // with the arguments put in.
        let (base, args) = match class.split_once('<') {
            Some((base, rest)) => (base, super::split_template_args(&format!("<{rest}"))),
            None => (class, Vec::new()),
        };
        let Some(c) = self.low.class_through_typedef(base) else {
            // `typedef struct { ... } T;`: the members the typedef keeps.
            let fields = self.low.table.resolve_alias(base, &self.low.scope)?.unnamed_class.clone()??;
            if depth > MAX_DEPTH {
                return None;
            }
            return Some(InitTarget::Members(fields.iter().map(|(ty, extent)| self.field_target(ty, extent, depth, budget)).collect(), Vec::new()));
        };
        let instance = !args.is_empty() && c.detail.tparams.len() == args.len();
        if depth > MAX_DEPTH || c.has_ctor || c.template.is_some() && !instance || !args.is_empty() && !instance || !c.bases.is_empty() {
            return None;
        }
        let fields = c.detail.fields.as_ref()?;
        let names = c.detail.field_names.clone().filter(|n| n.len() == fields.len()).unwrap_or_default();
        Some(InitTarget::Members(
            fields
                .iter()
                .map(|(ty, extent)| {
                    let ty = super::stub::substitute_text(ty, &c.detail.tparams, &args);
                    self.field_target(&ty, extent, depth, budget)
                })
                .collect(),
            names,
        ))
    }

    /// What a member of type `ty` (as written) with array extent `extent`
    /// (`1`, `(4)`, `(2)*(3)`) takes from a braced list.
    fn field_target(&self, ty: &str, extent: &str, depth: u32, budget: &std::cell::Cell<u32>) -> InitTarget {
        let Some(left) = budget.get().checked_sub(1) else { return InitTarget::Scalar(None) };
        budget.set(left);
        let toks = crate::lexer::lex(ty);
        let scalar = if toks.iter().any(|k| k.text(ty) == "*") {
            InitTarget::Scalar(Some(Ty::Pointer))
        } else {
            match super::ty::from_tokens_with(ty, &toks, |w| self.low.typedef_ty(w)) {
                t if t.is_arithmetic() || t == Ty::Pointer => InitTarget::Scalar(Some(t)),
                Ty::Other => {
                    let class: String = toks.iter().map(|k| k.text(ty)).filter(|w| !matches!(*w, "const" | "volatile" | "struct" | "class" | "union")).collect();
                    self.class_target(&class, depth + 1, budget).unwrap_or(InitTarget::Scalar(None))
                }
                _ => InitTarget::Scalar(None),
            }
        };
        if extent == "1" {
            return scalar;
        }
        // `(2)*(3)`: the last extent is the innermost.
        extent.split('*').rev().fold(scalar, |t, factor| InitTarget::Elements(Box::new(t), self.array_length(factor, &crate::lexer::lex(factor))))
    }

    /// A braced list initializing `target`: each element converted to what
    /// it initializes (`A a = {(1), 2}` for an `unsigned` first member).
    /// Where braces are elided, the rest is printed as written.
    /// `static_storage`: the object is static, so a pointer member's
    /// address constant or string literal shows its conversion (`{1,
    /// ("x")}`, `{(&g)}`).
    fn braced_target(&self, items: &[Expr], target: &InitTarget, static_storage: bool, out: &mut Out) {
        if items.len() > FOLDED_LIST_LENGTH && !self.folded_list.get() {
            self.folded_list.set(true);
            self.braced_target(items, target, static_storage, out);
            self.folded_list.set(false);
            return;
        }
        out.push("{");
        let mut typed = true;
        let mut slot_at = 0usize;
        // The scalars of an aggregate whose braces are elided, and the
        // next one a value initializes (`{0, 1}` for a class whose first
        // member is a `char` array: both are `char`s).
        let mut elided: Option<(Vec<Option<Ty>>, usize)> = None;
        for (n, item) in items.iter().enumerate() {
            if n > 0 {
                out.push(", ");
            }
            // A designated member: the values after it initialize the
            // members after it.
            let item = match item {
                Expr::Designated(r, equals, value) => {
                    self.printer().designator(*r, *equals, out);
                    elided = None;
                    match (self.designated_member(*r), target) {
                        (Some(name), InitTarget::Members(_, names)) if let Some(k) = names.iter().position(|n| *n == name) => slot_at = k,
                        _ => typed = false,
                    }
                    &**value
                }
                other => other,
            };
            if let Some((leaves, next)) = elided.as_mut() {
                if typed && !matches!(item, Expr::List(_)) {
                    self.element_init(item, leaves[*next], out);
                    *next += 1;
                    if *next == leaves.len() {
                        elided = None;
                        slot_at += 1;
                    }
                    continue;
                }
                typed = false;
            }
            let slot = match target {
                InitTarget::Members(m, _) => m.get(slot_at),
                InitTarget::Elements(e, count) => Some(&**e).filter(|_| count.is_none_or(|c| (slot_at as u64) < c)),
                InitTarget::Scalar(_) => None,
            };
            slot_at += 1;
            match (item, slot) {
                (Expr::List(inner), Some(t @ (InitTarget::Members(..) | InitTarget::Elements(..)))) if typed => self.braced_target(inner, t, static_storage, out),
                (_, Some(InitTarget::Scalar(Some(Ty::Pointer)))) if typed && static_storage && (self.is_string_literal(item) || self.is_element_address_constant(item)) => {
                    out.push("(");
                    self.printer().expr(item.without_parens(), None, out);
                    out.push(")");
                }
                (Expr::List(_), _) => {
                    typed = false;
                    self.printer().element(item, None, 2, out);
                }
                // A string literal initializes a pointer member as it is.
                (_, Some(InitTarget::Scalar(Some(Ty::Pointer)))) if typed && self.is_string_literal(item) => self.printer().element(item, None, 2, out),
                (_, Some(InitTarget::Scalar(t))) if typed => self.element_init(item, *t, out),
                // Braces elided: the values initialize the aggregate's
                // scalars in order (`{0}` for a class whose first member is
                // a `char` array is `{(0)}`).
                (_, Some(t @ (InitTarget::Members(..) | InitTarget::Elements(..)))) if typed && !self.is_string_literal(item) => match scalars(t) {
                    Some(leaves) if !leaves.is_empty() => {
                        self.element_init(item, leaves[0], out);
                        if leaves.len() > 1 {
                            slot_at -= 1;
                            elided = Some((leaves, 1));
                        }
                    }
                    _ => {
                        typed = false;
                        self.printer().element(item, first_scalar(t), 2, out);
                    }
                },
                _ => {
                    typed = false;
                    self.printer().element(item, None, 2, out);
                }
            }
        }
        out.push("}");
    }

    /// The member a designator names alone (`.x`), not a nested one
    /// (`.a.b`) or an element (`[2]`).
    fn designated_member(&self, r: Range) -> Option<&str> {
        (r.last == r.first + 2 && self.tok(r.first) == ".").then(|| self.tok(r.first + 1))
    }

    /// One element of a braced list initializing an object of type
    /// `target`: a constant cudafe++ folds (not a lone literal or name) is
    /// parenthesized as it is (`{(1 + 2), (-1)}`), anything else converted.
    pub fn element_init(&self, item: &Expr, target: Option<Ty>, out: &mut Out) {
        let bare = item.without_parens();
        // A row of an array of arrays (`{{0, 1}, {2, 3}}`): its elements
        // convert to the same scalar type.
        if let (Expr::List(items), Some(_)) = (item, target) {
            out.push("{");
            for (n, inner) in items.iter().enumerate() {
                if n > 0 {
                    out.push(", ");
                }
                self.element_init(inner, target, out);
            }
            out.push("}");
            return;
        }
        if let Some(folded) = self.folded_list.get().then(|| self.folded_literal(bare, target?)).flatten() {
            out.push(&folded);
        } else if self.folded_constant_element(bare) || self.converted_constant_variable(bare, target) || self.member_pointer_constant(bare) || self.is_scalar_value_init(bare) && self.converts_value_init(bare, target) || self.dependent_value_init(bare) && target.is_some() {
            out.push("(");
            self.printer().expr(bare, None, out);
            out.push(")");
        } else {
            self.printer().element(item, target, 2, out);
        }
    }

    /// `&S::m` of a non-static member: a pointer-to-member constant, which
    /// EDG prints in parentheses as a braced list's element (`H h{&f,
    /// (&T::one), (&T::d), &T::st};`); a function's address is not.
    fn member_pointer_constant(&self, e: &Expr) -> bool {
        let Expr::Unary("&", x) = e else { return false };
        self.qualified_members(x).is_some_and(|found| found.iter().all(|s| !s.is_static))
    }

    /// In a braced list of more than `FOLDED_LIST_LENGTH` elements EDG
    /// keeps the converted values rather than the expressions: an integer,
    /// character or `bool` literal converted to another scalar type is
    /// printed as a constant of that type (`1U`, `2L`, `(2.0F)`, `'A'`,
    /// `((unsigned short)3U)`, `true`). Measured with cudafe++ 13.5: a
    /// list of 1001 elements is printed as written, one of 1002 folded.
    fn folded_literal(&self, bare: &Expr, target: Ty) -> Option<String> {
        let Expr::Literal(i) = bare else { return None };
        let tok = self.low.toks.get(*i)?;
        let text = self.tok(*i);
        let (value, own) = match tok.kind {
            crate::lexer::TokKind::Number if text.bytes().all(|b| b.is_ascii_hexdigit() || b == b'x' || b == b'X') => {
                let v = crate::eval::parse_integer(text)?;
                (v, if i32::try_from(v).is_ok() { Ty::Int } else { return None })
            }
            crate::lexer::TokKind::Char if !text.starts_with(['L', 'u', 'U']) => (crate::eval::parse_char(text)?, Ty::Char),
            _ if matches!(text, "true" | "false") => (i128::from(text == "true"), Ty::Bool),
            _ => return None,
        };
        if own == target {
            return None;
        }
        let byte = |v: i128| u8::try_from(v).ok().or_else(|| i8::try_from(v).ok().map(|b| b as u8));
        Some(match target {
            Ty::UInt if value >= 0 => format!("{value}U"),
            Ty::Long => format!("{value}L"),
            Ty::ULong if value >= 0 => format!("{value}UL"),
            Ty::LLong => format!("{value}LL"),
            Ty::ULLong if value >= 0 => format!("{value}ULL"),
            Ty::Float => format!("({})", super::emit::floating_spelling(&format!("{value}.0f"))?),
            Ty::Double => format!("({})", super::emit::floating_spelling(&format!("{value}.0"))?),
            Ty::Char if (0..128).contains(&value) => super::strings::char_constant(byte(value)?),
            Ty::SChar if (0..128).contains(&value) => format!("((signed char){})", super::strings::char_constant(byte(value)?)),
            Ty::UChar if (0..256).contains(&value) => format!("((unsigned char){})", super::strings::char_constant(byte(value)?)),
            Ty::Short if value >= 0 => format!("((short){value})"),
            Ty::UShort if value >= 0 => format!("((unsigned short){value}U)"),
            Ty::Bool => (if value != 0 { "true" } else { "false" }).to_string(),
            _ => return None,
        })
    }

    /// A scalar's value-initialization (`int()`): a constant that brings
    /// its own parentheses (`((int)0)`).
    fn is_scalar_value_init(&self, e: &Expr) -> bool {
        matches!(e, Expr::Construct(tyr, args, false) if args.is_empty() && self.printer().names_scalar(*tyr))
    }

    /// A value-initialization of a template type parameter (`T()`),
    /// whose conversion to a scalar element shows as a scalar's does
    /// (`int i[2] = {((int)0), (T())}`).
    fn dependent_value_init(&self, e: &Expr) -> bool {
        matches!(e, Expr::Construct(r, args, false) if args.is_empty() && r.last == r.first + 1 && self.in_template.get() && self.is_dependent(self.tok(r.first)))
    }

    /// Such a value-initialization initializing another type: the
    /// conversion shows as one more pair of parentheses.
    fn converts_value_init(&self, e: &Expr, target: Option<Ty>) -> bool {
        target.is_some() && self.printer().ty_of(e) != target
    }

    /// A braced list's element is a constant EDG folds, printed in
    /// parentheses of its own: not a lone literal, name or call.
    fn folded_constant_element(&self, bare: &Expr) -> bool {
        let plain = matches!(bare, Expr::Literal(_) | Expr::Name(_) | Expr::Strings(_) | Expr::SizeofType(..) | Expr::SizeofExpr(..) | Expr::Comma(..) | Expr::List(_) | Expr::Postfix(_, "...") | Expr::Call(..)) || self.is_scalar_value_init(bare);
        // (EDG folds a call of a constant builtin in a declaration's
        // initializer but not in a braced list's: `{-__builtin_inff()}`.)
        !plain && self.is_constant(bare) && !self.calls_constant_builtin(bare)
    }

    /// Where the first declarator operator (`*`, `&`, `[`, `(`) of a
    /// declaration's tokens is, past attributes' parentheses; the length
    /// when there is none.
    fn first_declarator_operator(&self, toks: &[crate::lexer::Token]) -> usize {
        let mut k = 0;
        while k < toks.len() {
            let t = toks[k].text(self.low.text);
            if matches!(t, "__attribute__" | "__attribute" | "__declspec" | "alignas" | "__align__") && toks.get(k + 1).is_some_and(|n| n.text(self.low.text) == "(") {
                k = crate::lexer::skip_group(self.low.text, toks, k + 1);
                continue;
            }
            if matches!(t, "*" | "&" | "&&" | "[" | "(") {
                return k;
            }
            k += 1;
        }
        toks.len()
    }

    fn declare_locals(&self, first: usize, last: usize) {
        if let Some(name) = self.low.declared_name(Range { first, last }) {
            let t = self.low.tokens_ty(&self.low.toks[first..last]);
            self.scopes.borrow_mut().declare(&name, NameInfo { ty: Some(t).filter(|t| *t != Ty::Unknown), ..NameInfo::default() });
        }
    }

    /// The tokens `first..last` are an initializer `left_to_instance`
    /// holds for.
    fn left_to_instance_tokens(&self, first: usize, last: usize) -> bool {
        let is_type = |n: &str| self.is_type(n);
        let e = self.parser(first, last, &is_type).expression();
        self.left_to_instance(&e)
    }

    /// In a template, EDG evaluates a `constexpr` variable's initializer
    /// at the definition only when it can: not through a C-style cast of
    /// anything but a name or literal (`(long)(r + 1)`, `(int)f()`), nor
    /// through another variable it could not evaluate. Such an
    /// initializer shows the folded constant's parentheses, as a
    /// value-dependent one does.
    fn left_to_instance(&self, e: &Expr) -> bool {
        match e {
            Expr::Cast(_, x) => !matches!(x.without_parens(), Expr::Literal(_) | Expr::Name(_)) || self.left_to_instance(x),
            Expr::Name(r) if r.last == r.first + 1 => self.scopes.borrow().flags(self.tok(r.first)).is_some_and(|f| f.left_to_instance),
            Expr::Paren(x) | Expr::Unary(_, x) | Expr::NamedCast(_, _, x) => self.left_to_instance(x),
            Expr::Binary(a, _, b) => self.left_to_instance(a) || self.left_to_instance(b),
            Expr::Cond(c, a, b) => self.left_to_instance(c) || self.left_to_instance(a) || self.left_to_instance(b),
            Expr::Construct(_, args, _) | Expr::Call(_, args) => args.iter().any(|a| self.left_to_instance(a)),
            _ => false,
        }
    }

    /// The tokens `first..last` are a constant expression.
    fn constant_tokens(&self, first: usize, last: usize) -> bool {
        self.parse_whole(first, last).is_some_and(|e| self.is_constant(&e))
    }

    /// A lambda expression: introducer, parameters, specifiers, body. An
    /// extended lambda in host code becomes its wrapper (see `lambda`).
    fn print_lambda(&self, _p: &Printer<'_>, r: Range, out: &mut Out) {
        let idx = self.low.lambda_at(r.first);
        if let Some(kind) = idx.and_then(|i| self.extended_kind(i)) {
            return self.print_extended(kind, idx, r, out);
        }
        // An annotated lambda is what it says; a plain one is device code
        // in device code.
        let device = match idx.map(|i| self.low.lambda_space(i)).filter(|&s| s != 0) {
            Some(_) => idx.is_some_and(|i| self.low.is_device_lambda(i)),
            None => self.device.get(),
        };
        let returned = self.print_lambda_as(r, device, out);
        let generic = idx.and_then(|i| self.low.decl(i).lambda.as_ref()).is_some_and(|l| l.generic);
        if let Some(i) = idx.filter(|_| !generic) {
            let written = self.lambda_return_type(i, r);
            let result = written.or(returned).and_then(|t| self.arith_of_decl_ty(&t, 0)).filter(|t| t.is_arithmetic());
            if let Some(t) = result {
                self.lambda_results.borrow_mut().push((r.first, t));
            }
        }
    }

    /// What calling the lambda variable `name` returns (see
    /// `lambda_returns`).
    fn lambda_result(&self, name: &str) -> Option<Ty> {
        self.lambda_returns.borrow().iter().rev().find(|(n, _)| n == name).map(|(_, t)| *t)
    }

    /// The lambda as written (captures, parameters, specifiers) and its
    /// body: a device lambda's body under `#if 0` after an empty one.
    /// Returns the type the body's first `return` gives (`None`: there is
    /// none).
    pub fn print_lambda_as(&self, r: Range, device: bool, out: &mut Out) -> Option<DeclTy> {
        let idx = self.low.lambda_at(r.first);
        let intro_end = self.low.group_end(r.first);
        self.introducer(r.first, intro_end, out);
        let body = (intro_end..r.last).find(|&k| self.tok(k) == "{").unwrap_or(r.last);
        // The parameter list follows the attributes, if any.
        let open = idx.and_then(|i| self.low.lambda_params_open(i)).filter(|&k| k >= intro_end && k < body && self.tok(k) == "(");
        let mut after = intro_end;
        // A template lambda's parameter list, as a template header's.
        let template_list = Some(intro_end).filter(|&at| self.tok(at) == "<").and_then(|at| crate::lexer::template_args_end(self.low.text, self.low.toks, at)).filter(|&end| end <= body);
        if let Some(end) = template_list {
            self.low.raw_tokens(Range { first: intro_end, last: end }, out);
            if !out.tail().ends_with(' ') {
                out.push(" ");
            }
            after = end;
        }
        if let Some(open) = open {
            let close = self.low.group_end(open);
            self.low.lambda_param_list(idx, open, close, out);
            after = close;
        }
        let params = idx.map(|i| self.low.lambda_param_infos(i)).unwrap_or_default();
        let mut spec = Out::new();
        self.low.decl_tokens(Range { first: after, last: body }, &mut spec);
        let spec_text = spec.tail().trim().to_string();
        if !spec_text.is_empty() {
            if !spec_text.starts_with("->") {
                out.push(" ");
            }
            out.push(&spec_text);
        }
        if body >= r.last {
            return None;
        }
        if out_needs_space(out) {
            out.push(" ");
        }
        // A generic lambda's body is a template's: its call operator is a
        // member template.
        let generic = idx.and_then(|i| self.low.decl(i).lambda.as_ref()).is_some_and(|l| l.generic);
        let was_template = self.in_template.replace(self.in_template.get() || generic);
        let outer_params = self.dependent_names.borrow().len();
        if generic {
            self.generic_lambdas.set(self.generic_lambdas.get() + 1);
            if let Some(end) = template_list {
                let names = self.low.template_parameter_names(intro_end + 1, end - 1).into_iter().map(|k| self.tok(k).to_string());
                self.dependent_names.borrow_mut().extend(names);
            }
            // (An `auto` parameter's type is an invented template
            // parameter: `decltype(a)` names it.)
            let autos = idx.map(|i| self.low.auto_parameter_names(i)).unwrap_or_default();
            self.dependent_names.borrow_mut().extend(autos);
        }
        let floor = self.scopes.borrow().frames.len();
        self.scopes.borrow_mut().lambda_floor.push(floor);
        self.scopes.borrow_mut().push();
        for (p, info) in &params {
            self.scopes.borrow_mut().declare(p, *info);
        }
        // Init-captures are closure members.
        for name in idx.map(|i| self.low.init_capture_names(i)).unwrap_or_default() {
            self.scopes.borrow_mut().declare(name, NameInfo { member: true, ..NameInfo::default() });
        }
        self.returns.borrow_mut().push(None);
        self.returns_lambda.borrow_mut().push(None);
        if device {
            out.push("\n{ }");
            out.if_zero(self.at(body));
            let was = self.device.replace(true);
            self.compound(body, out, true);
            self.device.set(was);
            out.end_if();
        } else {
            // A body opened on a later line than the head's last printed
            // line starts a line of its own there.
            out.mark(self.at(body));
            self.compound(body, out, true);
        }
        self.scopes.borrow_mut().pop();
        self.scopes.borrow_mut().lambda_floor.pop();
        self.in_template.set(was_template);
        self.dependent_names.borrow_mut().truncate(outer_params);
        if generic {
            self.generic_lambdas.set(self.generic_lambdas.get() - 1);
        }
        if let Some(Some(inner)) = self.returns_lambda.borrow_mut().pop() {
            self.lambda_factories.borrow_mut().push((r.first, inner));
        }
        self.returns.borrow_mut().pop().flatten()
    }
}

impl BodyEnv<'_, '_> {
    /// The arithmetic view of a declared type: a builtin's, a pointer's
    /// or array's (a pointer once converted), a typedef's target's.
    fn arith_of_decl_ty(&self, t: &DeclTy, depth: u32) -> Option<Ty> {
        const MAX_DEPTH: u32 = 8;
        if depth > MAX_DEPTH {
            return None;
        }
        match t {
            DeclTy::Builtin(spelling) => {
                let toks = crate::lexer::lex(spelling);
                Some(super::ty::from_tokens(spelling, &toks)).filter(|t| *t != Ty::Unknown)
            }
            DeclTy::Pointer(_) | DeclTy::Array(..) => Some(Ty::Pointer),
            DeclTy::Const(inner) | DeclTy::Sugar(_, inner) => self.arith_of_decl_ty(inner, depth + 1),
            DeclTy::Named(name, _) | DeclTy::Typedef(name, _) => super::emit::Env::typedef_ty(self, name),
            DeclTy::Enum(..) => Some(Ty::Other),
            _ => None,
        }
    }

    /// `[a, z = y + 1]`: an init-capture's initializer printed as an
    /// expression, the rest as written.
    fn introducer(&self, open: usize, end: usize, out: &mut Out) {
        let close = end.saturating_sub(1);
        out.push("[");
        let mut i = open + 1;
        while i < close {
            let next = self.find_top(i, close, ",");
            if i > open + 1 {
                out.push(", ");
            }
            if next > i + 2 && self.tok(i + 1) == "=" {
                out.push(self.tok(i));
                out.push(" = ");
                self.full_expr(i + 2, next, None, out);
            } else {
                self.low.raw_tokens(Range { first: i, last: next }, out);
            }
            i = next + 1;
        }
        out.push("]");
    }
}

fn out_needs_space(out: &Out) -> bool {
    !out.tail().ends_with(']') && !out.tail().ends_with(' ')
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum InitKind {
    Equals,
    Parens,
    Braces,
}

/// One declarator of a simple declaration: tokens `first..last`, the
/// initializer's first token and kind.
#[derive(Debug, Clone, Copy)]
pub struct Part {
    pub first: usize,
    pub last: usize,
    pub init: Option<(usize, InitKind)>,
}

#[allow(dead_code)]
fn unused(_: &Expr) {}

/// The type of the first scalar an aggregate target holds (through
/// arrays and first members), when known.
fn first_scalar(t: &InitTarget) -> Option<Ty> {
    match t {
        InitTarget::Scalar(t) => *t,
        InitTarget::Elements(e, _) => first_scalar(e),
        InitTarget::Members(m, _) => first_scalar(m.first()?),
    }
}

/// Every scalar an aggregate target holds, in order; `None` when an
/// array's length is unknown or there are too many to list.
fn scalars(t: &InitTarget) -> Option<Vec<Option<Ty>>> {
    /// More than this many (a large array member): not listed.
    const MAX_SCALARS: usize = 4096;
    fn walk(t: &InitTarget, out: &mut Vec<Option<Ty>>) -> Option<()> {
        match t {
            InitTarget::Scalar(t) => out.push(*t),
            InitTarget::Members(m, _) => m.iter().try_for_each(|x| walk(x, out))?,
            InitTarget::Elements(e, count) => {
                for _ in 0..(*count)? {
                    walk(e, out)?;
                    if out.len() > MAX_SCALARS {
                        return None;
                    }
                }
            }
        }
        (out.len() <= MAX_SCALARS).then_some(())
    }
    let mut out = Vec::new();
    walk(t, &mut out)?;
    Some(out)
}

/// A qualified name: maybe a member typedef of a class template's
/// specialization (`std::map<K, V>::iterator`, `Map::iterator`), which
/// `is_class_type` does not follow.
fn is_qualified(ty: &str) -> bool {
    ty.has_scope()
}

/// A simple type spelled as `symbols::params_key` spells a parameter's
/// (spaces aside): `double`, `int*`; `None` for others.
fn overload_key(t: &DeclTy) -> Option<String> {
    match t {
        DeclTy::Builtin(b) => Some(b.replace(' ', "")),
        DeclTy::Pointer(x) => match &**x {
            DeclTy::Const(inner) => Some(format!("const{}*", overload_key(inner)?)),
            inner => Some(format!("{}*", overload_key(inner)?)),
        },
        _ => None,
    }
}
