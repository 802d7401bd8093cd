//! Printing expressions and type-ids the way cudafe++'s C++ generator
//! does.
//!
//! The rules, learnt from its output and encoded once here:
//! * an operand (of an operator, cast, subscript base or member base) that
//!   is not a primary expression is parenthesized; full expressions, call
//!   arguments and subscripts are not;
//! * floating literals are always parenthesized, other literals when an
//!   implicit conversion changes their type;
//! * a launch `k<<<c>>>(a)` becomes
//!   `(__cudaPushCallConfiguration(c)) ? (void)0 : k(a)`;
//! * a managed variable becomes the lazy-initialization comma pattern;
//! * source parentheses are dropped (kept inside `decltype`).

use super::body::MemberCall;
use crate::scoped::ScopedStr;
use super::expr::{Expr, Range};
use super::out::Out;
use super::ty::{self, Ty};
use crate::lexer::{TokKind, Token};

/// What the printer needs to know about a name.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct NameInfo {
    pub ty: Option<Ty>,
    /// Type of `name[i]` / `*name`.
    pub elem: Option<Ty>,
    /// A `__managed__` variable (printed with the runtime check).
    pub managed: bool,
    /// An implicit `this->` member: printed bare, but not a primary.
    pub member: bool,
    /// A non-type template parameter: a constant that cudafe++ prints like
    /// a literal, parenthesized where it is converted (`u % (N)` for an
    /// `int N` and an `unsigned u`).
    pub constant: bool,
    /// A constant of an enumeration type (a template parameter `E e`), or
    /// of a placeholder type (`auto N`): converted to an arithmetic type
    /// by an initializer it shows the conversion as parentheses, `int v
    /// = (e);`.
    pub enum_constant: bool,
    /// An array: its conversion to a pointer shows as parentheses when
    /// it is cast (`(long *)(a)`).
    pub array: bool,
}

/// Name resolution and lambda printing, supplied by the body printer (which
/// knows the scopes).
pub trait Env {
    fn name(&self, text: &str) -> NameInfo;
    /// Where the printers of one body remember the types `Printer::ty_of`
    /// worked out (see `TyMemo`), when the environment keeps them for the
    /// statement being printed: the rules printing it ask for the same
    /// operands' types through printers of their own. `None`: each
    /// printer keeps its own.
    fn ty_memo(&self) -> Option<&std::cell::RefCell<TyMemo>> {
        None
    }
    /// A token the printer leaves out (by where it starts): the `void` of
    /// a function's own `(void)` parameter list.
    fn omitted(&self, _at: u32) -> bool {
        false
    }
    /// Result type of a call of the named function with arguments of the
    /// given types, when known.
    fn call_result(&self, _callee: &str, _args: &[Option<Ty>]) -> Option<Ty> {
        None
    }
    /// `call_result`, told what the pointer arguments point to (`None`
    /// where unknown): overloads differing in a pointer parameter's
    /// pointee (`atomicExch(int *, int)`, `(float *, float)`) are told
    /// apart by it.
    fn call_result_with(&self, callee: &str, args: &[Option<Ty>], _pointees: &[Option<Ty>]) -> Option<Ty> {
        self.call_result(callee, args)
    }
    /// The argument whose type the function templates `callee` calls all
    /// return (`T accumulate(I, I, T)`), when that is so.
    fn deduced_result_arg<'e>(&self, _callee: &str, _args: &'e [Expr]) -> Option<&'e Expr> {
        None
    }
    /// The arithmetic type a pointer (or array) expression points to.
    fn pointee_ty(&self, _e: &Expr) -> Option<Ty> {
        None
    }
    /// `c ? a : b` with arms of class type, one of them at least a
    /// prvalue (a call returning an object, `V{1, 2}`): the conditional
    /// makes a temporary, and cudafe++ prints it in parentheses, a call as
    /// its last arm in another pair (`((c) ? mk() : (ref()))`) unless the
    /// middle one is a call of the same type (`((c) ? mk(1) : mk(2))`):
    /// the pair shows the call's conversion.
    fn conditional_temporary(&self, _a: &Expr, _b: &Expr) -> bool {
        false
    }
    /// `a` and `b` are calls returning objects of one class type (through
    /// typedefs), cv-qualified alike: as the arms of a conditional,
    /// neither is converted to the other's type.
    fn same_class_results(&self, _a: &Expr, _b: &Expr) -> bool {
        false
    }
    /// `e` is a call returning a class object through a temporary (its
    /// class's copy or destruction runs code): a member access on it is
    /// printed with the call in parentheses.
    fn nontrivial_temporary(&self, _e: &Expr) -> bool {
        false
    }
    /// Result type of a call of member function `member` of `base`
    /// (`base->member` when `arrow`), when known.
    fn method_result(&self, _base: &Expr, _arrow: bool, _member: &str, _args: &[Option<Ty>]) -> Option<Ty> {
        None
    }
    /// Parameter types of the named function, when known.
    fn params(&self, _callee: &str) -> Option<Vec<Ty>> {
        None
    }
    /// The name is a type whose single-argument construction prints as a
    /// cast of a parenthesized operand (`((dim3)(n))`), not `(T)x`.
    fn is_class_type(&self, _text: &str) -> bool {
        false
    }
    /// The arithmetic type a typedef name stands for, when it is one.
    fn typedef_ty(&self, _name: &str) -> Option<Ty> {
        None
    }
    /// The operator expression `e` calls a user-declared operator
    /// function (an operand has class type).
    fn overloaded_operator(&self, _e: &Expr) -> bool {
        false
    }
    /// An overloaded `a != b` that calls `operator==` and negates it
    /// (C++20): a `!` expression, no primary, though printed as a call.
    fn rewritten_negation(&self, _e: &Expr) -> bool {
        false
    }
    /// The expression designates a class object other than by its name
    /// (`p[i]`, `*p`, `s.h`): converted to an arithmetic type, it is the
    /// object of a conversion function's call.
    fn designates_class_object(&self, _e: &Expr) -> bool {
        false
    }
    /// A call whose result is a class object (`std::to_string(x)`).
    fn calls_for_class_object(&self, _e: &Expr) -> bool {
        false
    }
    /// A subscript of a class object that is not named (`v[0][n]` for a
    /// vector of vectors): a call of its `operator[]` too.
    fn subscripts_unnamed_object(&self, _e: &Expr) -> bool {
        false
    }
    /// The name denotes a function (not an object): converted to a
    /// pointer where it is an operand.
    fn is_function_name(&self, _text: &str) -> bool {
        false
    }
    /// A call of `member` of the class whose `this` is dependent, named
    /// the `how` way (`qualifier`: the class a written qualifier names
    /// last): the callee EDG prints, resolved in the template (see
    /// `body::DependentThis`); `None` prints it as written.
    fn dependent_member_call(&self, _how: MemberCall, _qualifier: Option<&str>, _member: &str) -> Option<String> {
        None
    }
    /// Printing a lambda's body.
    fn in_lambda(&self) -> bool {
        false
    }
    /// `this->member<args>` names a member function template of a class
    /// whose `this` is dependent: printed `this->template member< args> `.
    fn dependent_this_template(&self, _member: &str) -> bool {
        false
    }
    /// The unqualified call `name(...)` calls a member function of the
    /// enclosing class: cudafe++ prints it `this->name(...)`.
    fn implicit_this_call(&self, _name: &str) -> bool {
        false
    }
    /// The qualified call `B::g(...)` in a non-static member function
    /// calls a non-static member function of its class or a base:
    /// cudafe++ prints it `this->B::g(...)`.
    fn qualified_this_call(&self, _qualified: &str) -> bool {
        false
    }
    /// A qualified name (`B::x`) in a non-static member function names a
    /// non-static data member of its class or a base: cudafe++ prints it
    /// as the member alone (`(x)`). Returns that member's name.
    fn qualified_data_member<'t>(&self, _qualified: &'t str) -> Option<&'t str> {
        None
    }
    /// The name is a type (of any kind), for parsing.
    fn is_type_name(&self, text: &str) -> bool {
        self.is_class_type(text)
    }
    /// `base.name` (or `base->name`) is a data member, called through
    /// the function pointer it holds, not a member function.
    fn is_data_member(&self, _base: &Expr, _name: &str) -> bool {
        false
    }
    /// Whether `object .* member` (`->*` when `arrow`) converts its
    /// object: to the member pointer's class (a base of the object's), or
    /// to a `const` object for a `const` member function. `None` when the
    /// types are not known.
    fn member_pointer_object_converted(&self, _object: &Expr, _arrow: bool, _member: &Expr) -> Option<bool> {
        None
    }
    /// A launch of the named kernel (with its template arguments, if any).
    fn note_launch(&self, _callee: &str) {}
    /// A template-id (`k<int, 4>`) used as an expression, not called:
    /// the template's name as written, and the template-id's text (made
    /// only when asked for).
    fn note_template_reference(&self, _name: &str, _text: &dyn Fn() -> String) {}
    /// The arguments of that launch, once printed.
    fn note_launch_args(&self, _callee: &str, _args: &[Expr]) {}
    /// A launch's configuration arguments.
    fn note_launch_config(&self, _config: &[Expr]) {}
    /// An object of the named class is constructed from `args`.
    fn note_construction(&self, _class: &str, _args: &[Expr]) {}
    /// The code uses (evaluates) the named variable.
    fn note_variable_use(&self, _name: &str) {}
    /// A call of the named function.
    fn note_call(&self, _callee: &str, _args: &[Expr]) {}
    /// A call of member function `member` of the object `base` (`None`:
    /// unqualified, perhaps of `this`).
    fn note_member_call(&self, _base: Option<&Expr>, _member: &str) {}
    /// The type of member `member` of the object `base` denotes, when
    /// known.
    fn member_ty(&self, _base: &Expr, _member: &str) -> Option<Ty> {
        None
    }
    /// The type of an element of array member `member` of `base`.
    fn member_elem_ty(&self, _base: &Expr, _member: &str) -> Option<Ty> {
        None
    }
    /// The type-id `r` is a specialization of a class template with the
    /// enclosing template's parameters (`Bar<T>`), in a template.
    fn dependent_specialization(&self, _r: Range) -> bool {
        false
    }
    /// An element of a braced list is a constant EDG folds (not a lone
    /// literal or name): see `BodyEnv::element_init`.
    fn folded_element(&self, _e: &Expr) -> bool {
        false
    }
    /// A variable-length array's bound was printed.
    fn note_variable_length(&self) {}
    /// Printing a declaration in a function's body (not one at
    /// namespace or class scope).
    fn in_function_body(&self) -> bool {
        false
    }
    /// Whether an array bound is a constant expression (a variable-length
    /// array's is not). Outside a body every bound is one.
    fn is_constant_bound(&self, _e: &Expr) -> bool {
        true
    }
    /// The type of a subscript the printer cannot type from a name's
    /// element: an element of an element (`a[i][j]` of a `float
    /// a[4][4]`), from the declared types.
    fn index_ty(&self, _e: &Expr) -> Option<Ty> {
        None
    }
    /// The (unqualified) name is an enumerator of an unscoped enumeration
    /// the unit declares. `qualified`: named through its class or
    /// namespace, so no local can hide it.
    fn is_enumerator(&self, _text: &str, _qualified: bool) -> bool {
        false
    }
    /// The unit's own declarations (its symbol table) have the enumerator.
    fn declares_enumerator(&self, _text: &str) -> bool {
        false
    }
    /// The arguments of a call (of any callee: a name, a member, a
    /// pointer), once printed.
    /// (`callee` named; `call` is the callee as written, a member
    /// function's object and all.)
    fn note_call_args(&self, _callee: Option<&str>, _call: &Expr, _args: &[Expr]) {}
    /// An assignment `lhs op rhs`.
    fn note_assignment(&self, _lhs: &Expr, _op: &str, _rhs: &Expr) {}
    /// A subscript of `base` (an `operator[]` call when `base` is a
    /// class object).
    fn note_subscript(&self, _base: &Expr) {}
    /// `lhs = rhs` copies into a class object (no assignment operator of
    /// its own is called) a temporary its constructor makes of `rhs`,
    /// whose type is known not to be the class.
    fn assignment_constructs(&self, _lhs: &Expr, _rhs: &Expr) -> bool {
        false
    }
    /// `name` is a local variable holding a lambda's closure.
    fn is_lambda_variable(&self, _name: &str) -> bool {
        false
    }
    /// `e` designates a `char *` object (not `const char *`): a string
    /// literal stored in it converts explicitly (`p = ((char *)("a"))`).
    fn is_char_pointer_object(&self, _e: &Expr) -> bool {
        false
    }
    /// An assignment `lhs op rhs` that calls the class's operator function.
    fn note_operator_assignment(&self, _lhs: &Expr, _op: &str, _rhs: &Expr) {}
    /// A data member read off `base` with `op` (`.` or `->`), not a
    /// member function called.
    fn note_data_member(&self, _base: &Expr, _op: &str) {}
    /// An operator expression that calls an operator function.
    fn note_operator_call(&self, _e: &Expr) {}
    /// The namespace an unqualified type name is printed qualified by,
    /// when only a using-directive brings it into scope (`std` for
    /// `vector` after `using namespace std;`; empty for `::size_t`).
    /// `scope`: a `::` follows, so a namespace's name qualifies too
    /// (`nvcuda` for `wmma::`).
    fn directive_qualifier(&self, _name: &str, _scope: bool) -> Option<String> {
        None
    }
    /// `member` named through the object `base` is a static data member
    /// of its class.
    fn is_static_member(&self, _base: &Expr, _member: &str) -> bool {
        false
    }
    /// The type a typedef's name (possibly qualified) stands for through
    /// every typedef, in cudafe++'s spelling; `None` for other types.
    fn typedef_expansion(&self, _written: &str) -> Option<String> {
        None
    }
    /// In a template's enumeration, an earlier enumerator whose value
    /// the template's parameters decide: EDG prints a use of it as its
    /// initializer (`g = (N + 1) + c` for `a = N + 1, g = a + c`).
    fn dependent_enumerator(&self, _text: &str) -> Option<String> {
        None
    }
    /// A local declared in a block around token `at` hides the namespace
    /// or class `name` a type is qualified by.
    fn hidden_by_local(&self, _name: &str, _at: usize) -> bool {
        false
    }
    /// The name designates an object of class type (not of an
    /// enumeration).
    fn names_class_object(&self, _e: &Expr) -> bool {
        false
    }
    /// In a class template's member, `text` names a class the template
    /// (or a class in it) declares: a type of the instance, so EDG's
    /// functional cast to it is a cast (`(iterator)(p_)`).
    fn names_member_class_of_template(&self, _text: &str) -> bool {
        false
    }
    /// The name is an enumerator, of a scoped enumeration too
    /// (`Mode::Read`): a constant, no object.
    fn names_enumerator(&self, _e: &Expr) -> bool {
        false
    }
    /// An unscoped enumerator as written (`RAKING`, `lib::WARP`), qualified
    /// by the namespaces and classes around its enumeration
    /// (`lib::v1::RAKING`): how cudafe++ prints one in a template argument
    /// list.
    fn qualified_enumerator(&self, _written: &str) -> Option<String> {
        None
    }
    /// The parameters of the function `callee` names that are declared
    /// `char *` (bit `i` for parameter `i`): a string literal passed to
    /// one is converted explicitly (`f((char *)("a.cu"))`).
    fn char_pointer_params(&self, _callee: &str) -> u64 {
        0
    }
    /// `P{items}` constructing an aggregate class: prints the braced items
    /// typed by its members (`P{(0)}` for a `long` member) and says so;
    /// false (nothing printed) for a class with constructors or unknown.
    fn braced_aggregate(&self, _class: &str, _items: &[Expr], _out: &mut Out) -> bool {
        false
    }
    /// `new T{items}`, `new T[n]{items}` (`array`): prints the braced
    /// items converted to the allocated type, an array's element or an
    /// aggregate's members (`new double [2]{(1), (2)}`), and says so;
    /// false (nothing printed) for a type lower does not know.
    fn braced_new(&self, _ty: &str, _array: bool, _items: &[Expr], _out: &mut Out) -> bool {
        false
    }
    /// `l = {items}` assigning an aggregate class object: the braced items
    /// printed typed by its members, as `braced_aggregate` does.
    fn assigned_aggregate(&self, _l: &Expr, _items: &[Expr], _out: &mut Out) -> bool {
        false
    }
    /// Printing a template's body.
    fn in_template(&self) -> bool {
        false
    }
    /// A qualified function name as EDG keeps it in a template's call it
    /// leaves to the instance: see `Lowerer::shortest_qualification`.
    fn shortest_qualification(&self, _written: &str) -> Option<String> {
        None
    }
    /// Prints the braces opening at `open` of a statement expression as a
    /// compound statement; false (nothing printed) where no body is.
    fn statement_expression(&self, _open: usize, _out: &mut Out) -> bool {
        false
    }
    /// A typedef or alias declared in the body whose type names a
    /// template parameter (`typedef Reduce<T, 16> BT;`).
    fn is_dependent_local_type(&self, _text: &str) -> bool {
        false
    }
    /// Inside a template, as far as a name's dependence goes (a local
    /// declaration printed apart from its body knows by its item).
    fn in_template_scope(&self) -> bool {
        self.in_template()
    }
    /// A name whose type depends on the template's parameters: a template
    /// type parameter, or a local or parameter of such a type.
    fn is_type_dependent_name(&self, _text: &str) -> bool {
        false
    }
    /// A type parameter of the template being printed (`T` of
    /// `sizeof(T)` in a bound).
    fn is_template_type_parameter(&self, _text: &str) -> bool {
        false
    }
    /// A parameter of the function being printed (not hidden by a local).
    fn is_parameter(&self, _text: &str) -> bool {
        false
    }
    /// A local or parameter declared with a template type parameter
    /// itself as its type (`T c`, `const T c`; not `const T &d`).
    fn of_parameter_type(&self, _at: usize) -> bool {
        false
    }
    /// A local or parameter declared with a type that names the
    /// template's parameters (see `LocalFlags::declared_dependent`).
    fn declared_dependent(&self, _text: &str) -> bool {
        false
    }
    /// `member` (of the object `base`, or of `this` when `None`) is a
    /// data member of the class template around the body declared with a
    /// type its parameters decide (`T *ptr_`, or `Holder *next_` by the
    /// injected name): stores into it are converted by the instance.
    fn dependent_data_member(&self, _base: Option<&Expr>, _member: &str) -> bool {
        false
    }
    /// A template parameter's name (of a type or a value): a type naming
    /// one depends on the template.
    fn names_template_param(&self, _text: &str) -> bool {
        false
    }
    /// The value of a `constexpr` local of the function around the
    /// lambda being printed: not captured, its uses are its value.
    fn enclosing_constexpr(&self, _text: &str) -> Option<i128> {
        None
    }
    /// The value of a `constexpr` local of integral type, when known.
    fn constexpr_local(&self, _text: &str) -> Option<i128> {
        None
    }
    /// The value of a `const` or `constexpr` local of integral type.
    fn local_constant(&self, _text: &str) -> Option<i128> {
        None
    }
    /// A class or enumeration (not only a typedef) of this name is
    /// declared.
    fn declares_class(&self, _name: &str) -> bool {
        false
    }
    /// The named function returns an enumeration: an operator promotes
    /// its result, which cudafe++ shows as parentheses (`(cudaMalloc(p,
    /// n)) != (cudaSuccess)`).
    fn returns_enum(&self, _callee: &str) -> bool {
        false
    }
    /// See `Lowerer::dependent_call_qualifier`.
    fn dependent_call_qualifier(&self, _qualifier: &str, _name: &str) -> Option<String> {
        None
    }
    /// The name is a dependent type (a template parameter).
    fn is_dependent(&self, _text: &str) -> bool {
        false
    }
    /// In a template, EDG binds a non-dependent instance of a class
    /// template when it parses it and prints it canonically: each value
    /// argument (the token ranges `args` of the list after `template`)
    /// as its converted value (`A< 32U>` for `A<2 * 16>` and an
    /// `unsigned` parameter). `None` keeps the list as written; an entry
    /// `None` keeps that argument.
    fn canonical_template_args(&self, _template: &str, _args: &[(usize, usize)]) -> Option<Vec<Option<String>>> {
        None
    }
    /// The name is a class template whose first parameter is a pack: its
    /// empty argument list is an empty pack, which EDG prints as `< >`
    /// (a list left empty for defaults stays `<>`).
    fn pack_first_class_template(&self, _name: &str) -> bool {
        false
    }
    /// The name is a variable of class type (its operators are calls).
    fn is_class_object(&self, _text: &str) -> bool {
        false
    }
    /// A local, parameter or member of that (unqualified) name is in
    /// scope: it hides a CUDA built-in variable of the same name
    /// (`dim3 gridDim` as a parameter in the runtime's own headers).
    fn hides_builtin(&self, _text: &str) -> bool {
        false
    }
    /// Something other than a type has this name too (a function, a
    /// variable: `stat`).
    fn names_non_type(&self, _text: &str) -> bool {
        true
    }
    /// A template parameter in scope (for spelling dependent names).
    fn is_template_parameter(&self, text: &str) -> bool {
        self.is_dependent(text)
    }
    /// Inside a class template's definition, its own name (the
    /// injected-class-name) before `::` at token `at`: the template with
    /// its parameters, as EDG prints it (`S< T, N> `).
    fn injected_class_template(&self, _name: &str, _at: usize) -> Option<String> {
        None
    }
    /// A placement new-expression (`new (p) T`, `new (p) T[n]`).
    fn note_placement_new(&self, _array: bool) {}
    /// A new-expression that allocates (no placement), its type starting
    /// at token `at`; `initialized` when it has an initializer.
    fn note_allocating_new(&self, _at: usize, _initialized: bool) {}
    fn lambda(&self, p: &Printer<'_>, r: Range, out: &mut Out);
}

pub const MANAGED_OPEN: &str = "(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (";
pub const MANAGED_CLOSE: &str = ")))";

/// CUDA's built-in variables and the names cudafe++ gives them.
pub fn builtin_variable(name: &str) -> Option<&'static str> {
    Some(match name {
        "threadIdx" => "__device_builtin_variable_threadIdx",
        "blockIdx" => "__device_builtin_variable_blockIdx",
        "blockDim" => "__device_builtin_variable_blockDim",
        "gridDim" => "__device_builtin_variable_gridDim",
        "warpSize" => "__device_builtin_variable_warpSize",
        _ => return None,
    })
}

/// A string literal (or adjacent ones).
pub fn is_string_literal(toks: &[Token], e: &Expr) -> bool {
    match e {
        Expr::Strings(_) => true,
        Expr::Literal(i) => toks.get(*i).is_some_and(|t| t.kind == TokKind::Str),
        _ => false,
    }
}

pub struct Printer<'a> {
    pub src: &'a str,
    pub toks: &'a [Token],
    pub env: &'a dyn Env,
    /// Inside `decltype(...)`: parentheses as written are kept.
    in_decltype: std::cell::Cell<bool>,
    /// Inside `sizeof`: names are not uses.
    unevaluated: std::cell::Cell<bool>,
    /// In a local array's bound (see `Env::in_function_body`).
    local_bound: std::cell::Cell<bool>,
    /// Printing a braced list assigned or passed: its folded constants
    /// are parenthesized (see `Env::folded_element`).
    fold_elements: std::cell::Cell<bool>,
    /// Printing a type-id, which may end in its type's name (`Deep` of
    /// `Deep(1.0f)`): that name is a type use too.
    in_type_id: std::cell::Cell<bool>,
    /// Printing a called function template's name: its arguments name
    /// `constexpr` locals by their values (`k< T, 1024 / 2>` for `k<T,
    /// 1024 / n>` with `constexpr int n = 2`).
    in_callee: std::cell::Cell<bool>,
    /// With `in_callee`: every integral constant local by its value, as
    /// the stub needs the launched instance's arguments.
    all_constants: std::cell::Cell<bool>,
    /// Printing a name expression (`C::f`): the scope it starts with
    /// is printed as written, not qualified through using-directives (as
    /// a type in a declaration is).
    expression_name: std::cell::Cell<bool>,
    /// The tokens printed continue a template parameter list begun
    /// before them (a later line of `template <typename A,` / `typename
    /// B>`): `typename` there declares a parameter too.
    pub(super) within_template_parameters: std::cell::Cell<bool>,
    /// Printing what a template converts only in each instance: a
    /// dependent call's arguments, a template's returned value. A
    /// conditional of two string literals of one array type is then no
    /// pointer yet, and its third operand is printed as written.
    conversion_deferred: std::cell::Cell<bool>,
    /// Unnamed template parameters to name (`__T<n>`) as they are
    /// printed: the token ending each and the one starting it.
    pub(super) unnamed_names: std::cell::RefCell<Vec<(usize, usize)>>,
    /// Types of operator expressions this printer worked out. Printing an
    /// operand asks for its type, which is made of its own operands'
    /// types: without remembering them, a chain of n operators costs n²
    /// lookups (a 200-term sum took seconds). See `TyKey`.
    /// (Unless the environment keeps them for all its printers:
    /// `Env::ty_memo`.)
    ty_memo: std::cell::RefCell<TyMemo>,
    /// `range_text`'s answers for qualified names (`ns::x`, `T::value`),
    /// by range and the printer's modes (as `ty_memo`): printing an
    /// operand asks for its name's text again and again (for its type,
    /// whether it is primary, whether a constant is converted), and each
    /// answer ran the token printer.
    text_memo: std::cell::RefCell<rustc_hash::FxHashMap<(usize, usize, u8), String>>,
}

/// Types of expressions `ty_of` worked out (see `Printer::ty_memo`).
pub type TyMemo = rustc_hash::FxHashMap<TyKey, Option<Ty>>;

/// An expression whose type `ty_of` remembers, with the printer's modes
/// that change how a name in it reads.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct TyKey {
    expr: super::expr::ExprKey,
    modes: u8,
}

impl<'a> Printer<'a> {
    pub fn new(src: &'a str, toks: &'a [Token], env: &'a dyn Env) -> Printer<'a> {
        Printer { src, toks, env, in_decltype: std::cell::Cell::new(false), unevaluated: std::cell::Cell::new(false), local_bound: std::cell::Cell::new(false), fold_elements: std::cell::Cell::new(false), in_type_id: std::cell::Cell::new(false), in_callee: std::cell::Cell::new(false), all_constants: std::cell::Cell::new(false), expression_name: std::cell::Cell::new(false), within_template_parameters: std::cell::Cell::new(false), conversion_deferred: std::cell::Cell::new(false), unnamed_names: std::cell::RefCell::new(Vec::new()), ty_memo: std::cell::RefCell::default(), text_memo: std::cell::RefCell::default() }
    }

    /// The built-in variable a name denotes here, unless something in
    /// scope hides it.
    fn builtin(&self, text: &str) -> Option<&'static str> {
        builtin_variable(text).filter(|_| !self.env.hides_builtin(text))
    }

    /// The start of the unnamed parameter whose name goes before token
    /// `end` (see `unnamed_names`), once.
    fn take_unnamed_name(&self, end: usize) -> Option<usize> {
        let mut names = self.unnamed_names.borrow_mut();
        let k = names.iter().position(|&(e, s)| e == end && s < self.toks.len())?;
        Some(names.remove(k).1)
    }

    fn tok(&self, i: usize) -> &'a str {
        self.toks.get(i).map(|t| t.text(self.src)).unwrap_or("")
    }

    /// A full expression: no parentheses of its own.
    pub fn expr(&self, e: &Expr, target: Option<Ty>, out: &mut Out) {
        match e {
            Expr::Paren(inner) if !self.in_decltype.get() => self.expr(inner, target, out),
            // A static data member named through an object is the object's
            // evaluation and the member: EDG prints it in parentheses
            // (`use((s.beg))`, `int k = (s.beg);`).
            Expr::Member(base, _, name) if self.env.is_static_member(base, &self.range_text(*name)) => {
                out.push("(");
                self.bare(e, out);
                out.push(")");
            }
            Expr::Literal(_) if self.literal_needs_parens(e, target) => self.parenthesized_literal(e, target, out),
            Expr::Name(_) if self.converted_constant(e, target) || self.converted_enumerator(e, target) || self.null_converted(e, target) => {
                out.push("(");
                self.bare(e, out);
                out.push(")");
            }
            // A `sizeof` or `sizeof...` (an `unsigned long` constant) converted.
            _ if self.is_sizeof(e) && target.is_some_and(|t| t.is_arithmetic() && t != Ty::ULong) => {
                out.push("(");
                self.bare(e, out);
                out.push(")");
            }
            // A conversion function called on the object, which it
            // prints as an operand: `float g = (p[i]);` for a `__half *p`.
            _ if target.is_some_and(Ty::is_arithmetic) && self.env.designates_class_object(e) => self.operand(e, None, out),
            // A closure called (its `operator()`), its result converted
            // to or from a floating type: `int j = (a(1));` for a lambda
            // returning `float` (`long m = b(3);` for one returning `int`).
            Expr::Call(..) if self.calls_closure(e) && self.converted_call(e, target) && !(self.ty_of(e).is_some_and(Ty::is_integral) && target.is_some_and(Ty::is_integral)) => {
                out.push("(");
                self.bare(e, out);
                out.push(")");
            }
            _ => self.bare(e, out),
        }
    }

    /// `e` calls a lambda variable (`a(1)`): its closure's `operator()`.
    fn calls_closure(&self, e: &Expr) -> bool {
        matches!(e, Expr::Call(callee, _) if matches!(&**callee, Expr::Name(r) if self.env.is_lambda_variable(&self.range_text(*r))))
    }

    /// `NULL` (GCC's `__null`) converted to a pointer, as a literal `0`.
    fn null_converted(&self, e: &Expr, target: Option<Ty>) -> bool {
        target == Some(Ty::Pointer) && matches!(e, Expr::Name(r) if r.last == r.first + 1 && self.tok(r.first) == "__null")
    }

    /// An enumerator converted to an arithmetic type: cudafe++ prints it
    /// as an operand (`int d = (EA);`), like a converted literal.
    fn converted_enumerator(&self, e: &Expr, target: Option<Ty>) -> bool {
        target.is_some_and(Ty::is_arithmetic) && self.is_enumerator(e)
    }

    /// An enumerator of the CUDA runtime's headers, not of the unit's
    /// own declarations (which a raw `.cu` has not read).
    fn is_runtime_enumerator(&self, e: &Expr) -> bool {
        let Expr::Name(r) = e else { return false };
        !self.env.declares_enumerator(self.tok(r.last.saturating_sub(1)))
    }

    /// The operand of a cast to a scalar type: an enumerator is converted
    /// by the cast itself, so printed bare (`((long)H2)`, `((int)ns::Q)`);
    /// anything else as an operand.
    fn cast_operand(&self, e: &Expr, out: &mut Out) {
        if self.is_enumerator(e.without_parens()) {
            self.bare(e.without_parens(), out);
        } else if matches!(e.without_parens(), Expr::Construct(r, _, false) if self.env.dependent_specialization(*r)) {
            // A dependent class object converted by its conversion
            // function (`(T *)(Bar< T> ())`).
            out.push("(");
            self.bare(e.without_parens(), out);
            out.push(")");
        } else {
            self.operand(e, None, out);
        }
    }

    /// An unscoped enumerator, named alone or qualified (`Holder::Z`).
    fn is_enumerator(&self, e: &Expr) -> bool {
        let Expr::Name(r) = e else { return false };
        let last = r.last.saturating_sub(1);
        let qualified = r.last > r.first + 1;
        (!qualified || self.tok(last.saturating_sub(1)) == "::") && self.env.is_enumerator(self.tok(last), qualified)
    }

    /// A `sizeof`, `__alignof__` or `sizeof...`: an `unsigned long`
    /// constant, which cudafe++ parenthesizes where it is converted
    /// (`int n = (sizeof...(Ts));`). The parser keeps `sizeof...` as raw
    /// tokens.
    fn is_sizeof(&self, e: &Expr) -> bool {
        match e {
            Expr::SizeofType(..) | Expr::SizeofExpr(..) => true,
            Expr::Raw(r) => self.tok(r.first) == "sizeof" && self.tok(r.first + 1) == "...",
            _ => false,
        }
    }

    /// An operand: parenthesized unless primary.
    pub fn operand(&self, e: &Expr, target: Option<Ty>, out: &mut Out) {
        if let Expr::Paren(inner) = e {
            if !self.in_decltype.get() {
                return self.operand(inner, target, out);
            }
        }
        if matches!(e, Expr::Literal(_)) && self.literal_needs_parens(e, target) {
            return self.parenthesized_literal(e, target, out);
        }
        let parens = match e {
            Expr::Name(_) if self.converted_constant(e, target) || self.is_enumerator(e) || self.null_converted(e, target) => true,
            _ if self.is_sizeof(e) => target.is_some_and(|t| t.is_arithmetic() && t != Ty::ULong),
            // A string converted to `bool` (`n > 0 && "message"`).
            Expr::Strings(_) => target == Some(Ty::Bool),
            // (In a template, a class object a call makes, as the operand
            // of an operator left to the instance: `s + (std::to_string(x))`.)
            Expr::Call(..) => self.converted_call(e, target) || !self.is_primary(e) || is_sync_value_call(self.toks, self.src, e) || self.env.in_template() && !self.type_dependent(e) && self.env.calls_for_class_object(e),
            // `operator[]` called, its result converted (`(s[0]) == ('>')`).
            Expr::Index(..) if self.subscripts_class_object(e) => self.converted_call(e, target),
            // So is an overloaded comparison's or `!`'s (`((u == ("b"))) +
            // n`), taken to give a `bool`.
            // (C++20's `!(a == b)` for `a != b` is a `!` expression.)
            Expr::Binary(..) if self.overloaded_operator(e) && self.env.rewritten_negation(e) => true,
            Expr::Binary(..) | Expr::Unary(..) if gives_bool(e) && self.overloaded_operator(e) => target.is_some_and(|t| t.is_arithmetic() && t != Ty::Bool),
            // Any other operator function's result, converted: `s += ((*it));`
            // for a `long s` and an `int &operator*()`.
            Expr::Binary(..) | Expr::Unary(..) | Expr::Assign(..) if self.overloaded_operator(e) => self.converted_call(e, target),
            _ => !self.is_primary(e),
        };
        if parens {
            out.push("(");
            self.bare(e, out);
            out.push(")");
        } else {
            self.bare(e, out);
        }
    }

    /// `c ? a : b` as cudafe++ prints it.
    /// (`temporary`: see `Env::conditional_temporary`.)
    fn conditional(&self, c: &Expr, a: &Expr, b: &Expr, temporary: bool, out: &mut Out) {
        // A name converted to `bool` is parenthesized (a class object,
        // converted by its conversion function, is not: `u ? 1 : 0` for a
        // `std::unique_ptr`), and so is a call in a template whose type
        // its parameters decide.
        let cond = c.without_parens();
        let dependent_call = matches!(cond, Expr::Call(..)) && self.env.in_template() && self.type_dependent(cond);
        let converted_name = matches!(cond, Expr::Name(_)) && !self.env.names_class_object(cond) && self.ty_of(cond) != Some(Ty::Bool);
        if converted_name || dependent_call {
            out.push("(");
            self.bare(cond, out);
            out.push(")");
        } else {
            self.operand(c, Some(Ty::Bool), out);
        }
        out.push(" ? ");
        let common = match (self.ty_of(a), self.ty_of(b)) {
            // A null pointer constant becomes the other arm's pointer.
            (Some(Ty::Pointer), _) => Some(Ty::Pointer),
            // Even when that arm's type is not known (`n ? d + n :
            // (nullptr)`).
            (own, Some(Ty::NullPtr)) if own != Some(Ty::NullPtr) => Some(Ty::Pointer),
            // Arms of one type are not promoted (`c ? true : false`).
            (Some(x), Some(y)) if x == y => Some(x),
            (Some(x), Some(y)) => Some(Ty::common(x, y)).filter(|t| *t != Ty::Unknown),
            _ => None,
        };
        // The middle operand stands between `?` and `:`: cudafe++
        // parenthesizes only a floating literal there (as it does
        // anywhere), no conversion and no operator.
        let middle = a.without_parens();
        if matches!(middle, Expr::Literal(_)) {
            self.operand(middle, None, out);
        } else {
            self.bare(middle, out);
        }
        out.push(" : ");
        // A string literal there is parenthesized, whatever the
        // middle operand is (`c ? "a" : ("bb")`, `c ? s : ("x")`).
        let last = b.without_parens();
        // Two enumerators: the conditional has their enumeration's
        // type, nothing converts (`c ? MODE_A : MODE_B`).
        if self.is_enumerator_expr(middle) && self.is_enumerator_expr(last) {
            self.bare(last, out);
        } else if is_string_literal(self.toks, last) && !(self.conversion_deferred.get() && self.same_string_arrays(middle, last)) || temporary && matches!(last, Expr::Call(..)) && !self.env.same_class_results(middle, last) {
            out.push("(");
            self.bare(last, out);
            out.push(")");
        } else {
            self.operand(b, common, out);
        }
    }

    /// A call whose result an implicit conversion changes: cudafe++ shows
    /// the conversion as parentheses around the call (`(rand()) / (2.0F)`,
    /// `!(gi())`), where a converted variable shows nothing.
    fn converted_call(&self, e: &Expr, target: Option<Ty>) -> bool {
        let Some(target) = target.filter(|t| t.is_arithmetic()) else { return false };
        self.ty_of(e).is_some_and(|own| own.is_arithmetic() && own != target)
    }

    /// A literal in parentheses: a floating literal has its own pair, and
    /// gets a second when converted (`float a = ((0.0));`).
    fn parenthesized_literal(&self, e: &Expr, target: Option<Ty>, out: &mut Out) {
        let own = self.ty_of(e);
        let floating = own.is_some_and(|t| matches!(t, Ty::Float | Ty::Double | Ty::LDouble));
        let converted = floating && target.is_some_and(|t| t.is_arithmetic() && Some(t) != own);
        out.push(if converted { "((" } else { "(" });
        self.bare(e, out);
        out.push(if converted { "))" } else { ")" });
    }

    fn literal_needs_parens(&self, e: &Expr, target: Option<Ty>) -> bool {
        let Expr::Literal(i) = e else { return false };
        let Some(tok) = self.toks.get(*i) else { return false };
        let text = tok.text(self.src);
        if text == "nullptr" {
            return target.is_some_and(|t| t != Ty::NullPtr);
        }
        // g++'s null pointer constant, converted to a pointer.
        if text == "__null" {
            return target == Some(Ty::Pointer);
        }
        // A string converted to `bool` (`n > 0 && "message"`).
        if tok.kind == TokKind::Str {
            return target == Some(Ty::Bool);
        }
        let own = if matches!(text, "true" | "false") { Ty::Bool } else { ty::of_literal(text, tok.kind) };
        if matches!(own, Ty::Float | Ty::Double | Ty::LDouble) {
            return true;
        }
        // A null pointer constant converted to a pointer.
        if target == Some(Ty::Pointer) && own.is_arithmetic() {
            return true;
        }
        match target {
            Some(t) if t.is_arithmetic() && own.is_arithmetic() => t != own,
            _ => false,
        }
    }

    /// A constant name (see `NameInfo::constant`) converted to another
    /// arithmetic type.
    fn converted_constant(&self, e: &Expr, target: Option<Ty>) -> bool {
        let Expr::Name(r) = e else { return false };
        // Without a type to convert to, nothing is converted: the name is
        // not looked up. (Unless its template arguments are spelled: its
        // text notes the instance it names.)
        if target.is_none() && !(r.first..r.last).any(|k| self.tok(k) == "<") {
            return false;
        }
        let info = self.env.name(&self.range_text(*r));
        match (info.constant, info.ty, target) {
            (true, _, Some(t)) if info.enum_constant => t.is_arithmetic(),
            (true, Some(own), Some(t)) => own.is_arithmetic() && t.is_arithmetic() && own != t,
            _ => false,
        }
    }

    /// The arithmetic type the type tokens `r` name (a cast's, a
    /// construction's), typedefs followed.
    fn type_ty(&self, r: Range) -> Option<Ty> {
        let toks = &self.toks[r.first.min(self.toks.len())..r.last.min(self.toks.len())];
        Some(ty::from_tokens_with(self.src, toks, |word| self.env.typedef_ty(word))).filter(|t| *t != Ty::Unknown)
    }

    pub fn is_primary(&self, e: &Expr) -> bool {
        match e {
            Expr::Binary(..) | Expr::Unary(..) | Expr::Assign(..) if self.overloaded_operator(e) => true,
            Expr::Name(r) => {
                let text = self.range_text(*r);
                let info = self.env.name(self.env.qualified_data_member(&text).unwrap_or(&text));
                info.managed || !info.member
            }
            // (`va_arg` is printed in parentheses, as a cast is; so is a
            // call through a pointer to member function: `(((t).*pf)()) + 1`.)
            Expr::Call(callee, _) => builtin_va(self.src, self.toks, callee) != Some("__builtin_va_arg") && !matches!(callee.without_parens(), Expr::Binary(_, op, _) if op == ".*" || op == "->*"),
            Expr::Literal(_) | Expr::Strings(_) | Expr::This | Expr::List(_) | Expr::SizeofType(..) | Expr::SizeofExpr(..) | Expr::Lambda(_) | Expr::StmtExpr(_) | Expr::Typeid(..) | Expr::Fold(..) => true,
            // (A scalar's value-initialization brings its parentheses.)
            Expr::Construct(ty, args, braces) => *braces || args.len() > 1 || args.is_empty() || {
                let name = self.range_text(*ty);
                self.env.is_class_type(&name) && !self.env.names_member_class_of_template(&name)
            },
            // (A cast to a class brings its own parentheses.)
            Expr::Cast(ty, _) => self.env.is_class_type(&self.range_text(*ty)),
            Expr::Paren(inner) => self.in_decltype.get() || self.is_primary(inner),
            Expr::Raw(_) => true,
            Expr::Index(..) => self.subscripts_class_object(e),
            _ => false,
        }
    }

    /// A subscript of a named class object: a call of its `operator[]`.
    fn subscripts_class_object(&self, e: &Expr) -> bool {
        matches!(e, Expr::Index(base, _) if matches!(&**base, Expr::Name(r) if self.env.is_class_object(&self.range_text(*r))))
            || self.env.subscripts_unnamed_object(e)
    }

    /// A call of an operator function written as an operator: cudafe++
    /// prints it in parentheses of its own, and each operand but a plain
    /// name in another pair (`(((9.0F)) * v)`, `(c += (f(x)))`).
    fn overloaded_call(&self, e: &Expr, out: &mut Out) {
        out.push("(");
        self.overloaded_call_inner(e, out);
        out.push(")");
    }

    /// An operator expression at the top of a `for` statement's condition
    /// or increment: an operator function's call there has no parentheses
    /// of its own (`for (...; i != (m.end()); ++i)`).
    pub fn for_clause(&self, e: &Expr, out: &mut Out) {
        let bare = e.without_parens();
        if matches!(bare, Expr::Binary(..) | Expr::Unary(..) | Expr::Assign(..)) && self.overloaded_operator(bare) {
            self.overloaded_call_inner(bare, out);
        } else {
            self.expr(e, None, out);
        }
    }

    fn overloaded_call_inner(&self, e: &Expr, out: &mut Out) {
        if let Expr::Assign(l, op, r) = e {
            self.env.note_operator_assignment(l, op, r);
        }
        self.env.note_operator_call(e);
        match e {
            Expr::Binary(l, op, r) | Expr::Assign(l, op, r) => {
                self.overloaded_operand(l, out);
                out.push(" ");
                out.push(op);
                out.push(" ");
                self.overloaded_operand(r, out);
            }
            Expr::Unary(op, x) => {
                out.push(op);
                self.overloaded_operand(x, out);
            }
            _ => self.bare(e, out),
        }
    }

    fn overloaded_operand(&self, e: &Expr, out: &mut Out) {
        let e = e.without_parens();
        // A function's name converts to a pointer: `(os << (endl))`; a
        // data member named alone is `this`'s: `(os << (n_))`; an
        // enumerator is a constant: `(f | (Async))`.
        if matches!(e, Expr::Name(r) if !self.env.is_function_name(&self.range_text(*r)) && self.is_primary(e)) && !self.is_enumerator(e) && !self.env.names_enumerator(e) {
            return self.bare(e, out);
        }
        // A functional cast brings its own parentheses
        // (`(((std::string)("a")) + name)`), not a second pair.
        // A braced list is no operand of its own (`(v = {"a", "b"})`).
        if matches!(e, Expr::Construct(_, args, false) if args.len() == 1) || matches!(e, Expr::Cast(ty, _) if self.env.is_class_type(&self.range_text(*ty))) || matches!(e, Expr::List(_)) {
            return self.bare(e, out);
        }
        // Nor is a temporary of a class (`(s = S())`, `(s = S{1})`,
        // `(s = static_cast< S>(t))`).
        if self.makes_class_temporary(e) {
            return self.bare(e, out);
        }
        out.push("(");
        self.expr(e, None, out);
        out.push(")");
    }

    /// The type-id is a builtin arithmetic type spelled in keywords (`int`,
    /// `unsigned long`); a typedef of one is not (cudafe++ keeps
    /// `Real_t()` as written).
    pub(super) fn names_scalar(&self, ty: Range) -> bool {
        let text = self.range_text(ty);
        text.split_whitespace().all(|w| matches!(w, "int" | "float" | "double" | "bool" | "char" | "short" | "long" | "unsigned" | "signed" | "wchar_t" | "char16_t" | "char32_t"))
    }

    /// The expression creates a temporary object of a class: its
    /// construction, or a `static_cast` to the class itself (not to a
    /// reference to it).
    fn makes_class_temporary(&self, e: &Expr) -> bool {
        match e {
            Expr::Construct(ty, ..) => self.env.is_class_type(&self.range_text(*ty)),
            Expr::NamedCast(kw, ty, _) => self.tok(*kw) == "static_cast" && self.env.is_class_type(&self.range_text(*ty)),
            _ => false,
        }
    }

    /// The expression without outer parentheses.
    pub fn bare(&self, e: &Expr, out: &mut Out) {
        if matches!(e, Expr::Binary(..) | Expr::Unary(..) | Expr::Assign(..)) && self.overloaded_operator(e) {
            return self.overloaded_call(e, out);
        }
        match e {
            Expr::Name(r) => self.name(*r, out),
            Expr::Literal(i) => out.push(&literal_spelling(self.tok(*i), self.toks.get(*i).map(|t| t.kind))),
            Expr::Strings(r) => {
                let texts: Vec<&str> = (r.first..r.last).map(|i| self.tok(i)).collect();
                match super::strings::string_literals(&texts) {
                    Some(one) => out.push(&one),
                    None => out.push(&texts.join(" ")),
                }
            }
            Expr::This => out.push("this"),
            // GNU `__extension__` marks its operand, whose parentheses
            // cudafe++ does not keep.
            Expr::Unary("__extension__ ", inner) => {
                out.push("__extension__ ");
                self.expr(inner, None, out);
            }
            // An array dereferenced decays first: `*(a)`.
            Expr::Unary("*", inner) if self.is_array_name(inner) => {
                out.push("*(");
                self.bare(inner.without_parens(), out);
                out.push(")");
            }
            Expr::Unary(op @ ("!" | "-" | "+" | "~"), inner) if self.is_enum_call(inner) => {
                out.push(op);
                out.push("(");
                self.bare(inner.without_parens(), out);
                out.push(")");
            }
            Expr::Unary(op, inner) => {
                out.push(op);
                self.operand(inner, self.unary_target(op, inner), out);
            }
            Expr::Postfix(inner, op) => {
                self.operand(inner, None, out);
                out.push(op);
            }
            Expr::Binary(l, op, r) => self.binary(l, op, r, out),
            Expr::Assign(l, op, r) => {
                self.env.note_assignment(l, op, r);
                let lt = self.ty_of(l);
                self.operand(l, None, out);
                out.push(" ");
                out.push(op);
                out.push(" ");
                // A compound assignment converts its right operand to the
                // common type (`acc /= (2)` for a float `acc`).
                let compound = matches!(op.as_str(), "+=" | "-=" | "*=" | "/=" | "%=" | "&=" | "|=" | "^=");
                let target = match (op.as_str(), lt, self.ty_of(r)) {
                    // Stored in an object whose type the template's
                    // parameters decide: converted by the instance
                    // (`*ptr = __null` for a `T **ptr`).
                    ("=", _, _) if self.env.in_template() && self.designates_dependent_object(l) => None,
                    ("=", lt, _) => lt,
                    (_, Some(a), Some(b)) if compound && a.is_arithmetic() && b.is_arithmetic() => Some(Ty::common(a, b)).filter(|t| *t != Ty::Unknown),
                    _ => None,
                };
                // An enumerator stored in an object of enumeration (or
                // class) type is not converted.
                // So is one of the runtime's stored where a raw `.cu` cannot
                // tell the type (a field of `cudaTextureDesc`): it is most
                // likely of its own enumeration.
                let unconverted_enumerator = op == "=" && self.is_enumerator(r) && (lt == Some(Ty::Other) || (lt.is_none() && self.is_runtime_enumerator(r)));
                // A string literal stored in a pointer decays to one:
                // parenthesized (`k = ("abc")`).
                if op == "=" && lt == Some(Ty::Pointer) && is_string_literal(self.toks, r.without_parens()) {
                    let cast = if self.env.is_char_pointer_object(l) { "((char *)(" } else { "(" };
                    out.push(cast);
                    self.bare(r.without_parens(), out);
                    out.push(if cast.len() > 1 { "))" } else { ")" });
                } else if let Expr::List(items) = &**r {
                    if !(op == "=" && self.env.assigned_aggregate(l, items, out)) {
                        self.folding_elements(|| self.bare(r, out));
                    }
                } else if unconverted_enumerator {
                    self.bare(r, out);
                } else if op == "=" && self.env.assignment_constructs(l, r) {
                    // The class's constructor makes the assigned object:
                    // its argument is parenthesized (`x = (3)`, `t = ((e -
                    // s))`).
                    out.push("(");
                    self.operand(r, None, out);
                    out.push(")");
                } else {
                    self.operand(r, target, out);
                }
            }
            Expr::Cond(c, a, b) if self.env.conditional_temporary(a, b) => {
                out.push("(");
                self.conditional(c, a, b, true, out);
                out.push(")");
            }
            Expr::Cond(c, a, b) => self.conditional(c, a, b, false, out),
            Expr::Comma(a, b) => {
                self.operand(a, None, out);
                out.push(", ");
                self.operand(b, None, out);
            }
            Expr::Call(callee, args) => {
                if let Some(name) = builtin_va(self.src, self.toks, callee) {
                    return self.builtin_va_call(name, args, out);
                }
                if self.nv_atomic_call(callee, args, out) {
                    return;
                }
                if let Expr::Name(r) = &**callee {
                    // (An operator function by its name: `operator==(o)`.)
                    let operator = || self.tok(r.first) == "operator" && r.last > r.first + 1 && (r.first + 1..r.last).all(|k| self.toks[k].kind == TokKind::Punct);
                    let name = if r.last == r.first + 1 {
                        Some(self.tok(r.first).to_string())
                    } else {
                        operator().then(|| (r.first..r.last).map(|k| self.tok(k)).collect::<String>())
                    };
                    let qualified = || r.last > r.first + 2 && self.tok(r.first) != "::" && (r.first..r.last).all(|k| self.toks[k].kind == TokKind::Ident || self.tok(k) == "::");
                    if name.is_some_and(|n| self.env.implicit_this_call(&n)) || qualified() && self.env.qualified_this_call(&self.range_text(*r)) {
                        out.push(if self.env.in_lambda() { "(this)->" } else { "this->" });
                    }
                }
                match self.requalified_callee(callee, args) {
                    Some(name) => out.push(&name),
                    None => self.callee_of(callee, args, out),
                }
                // A call a template leaves to its instances converts its
                // arguments there: they are printed as written.
                let dependent_call = self.env.in_template() && args.iter().any(|a| self.type_dependent(a) || self.value_dependent_constant(a));
                let params = self.callee_name(callee).and_then(|n| self.env.params(&n)).filter(|_| !dependent_call);
                let char_ptrs = self.callee_name(callee).filter(|_| !dependent_call).map_or(0, |n| self.env.char_pointer_params(&n));
                let deferred = self.conversion_deferred.replace(dependent_call);
                self.args_converting_strings(args, params.as_deref(), char_ptrs, out);
                self.conversion_deferred.set(deferred);
                let name = self.callee_name(callee);
                if let Some(name) = &name {
                    self.env.note_call(name, args);
                }
                if let Expr::Member(base, _, r) = &**callee {
                    self.env.note_member_call(Some(base), &self.range_text(*r));
                }
                let called = name.or_else(|| self.member_name(callee));
                self.env.note_call_args(called.as_deref(), callee, args);
            }
            Expr::Launch(callee, config, args) => {
                if let Expr::Name(r) = &**callee {
                    self.env.note_launch(&self.launched_text(*r));
                }
                out.push("(__cudaPushCallConfiguration");
                self.args(config, None, out);
                self.env.note_launch_config(config);
                out.push(") ? (void)0 : ");
                match self.requalified_callee(callee, args) {
                    Some(name) => out.push(&name),
                    None => self.as_callee(false, || self.callee(callee, out)),
                }
                let params = self.callee_name(callee).and_then(|n| self.env.params(&n));
                self.args(args, params.as_deref(), out);
                if let Expr::Name(r) = &**callee {
                    self.env.note_launch_args(&self.launched_text(*r), args);
                }
            }
            Expr::Index(base, idx) => {
                self.env.note_subscript(base);
                // The object an `operator[]` is called on is an operand
                // in parentheses unless it is a name: `(v[0])[n]`.
                if self.env.subscripts_unnamed_object(e) {
                    out.push("(");
                    self.bare(base.without_parens(), out);
                    out.push(")");
                } else {
                    self.operand(base, None, out);
                }
                out.push("[");
                self.expr(idx, None, out);
                out.push("]");
            }
            Expr::Member(base, op, name) => {
                self.env.note_data_member(base, op);
                self.member(base, op, *name, out);
            }
            // A compound literal `(T){...}`: its elements converted as an
            // aggregate's, the whole in parentheses.
            Expr::Cast(tyr, inner) if matches!(**inner, Expr::List(_)) => {
                let Expr::List(items) = &**inner else { return };
                out.push("((");
                self.type_id(*tyr, out);
                out.push(")");
                if !self.env.braced_aggregate(&self.range_text(*tyr), items, out) {
                    self.bare(inner, out);
                }
                out.push(")");
            }
            Expr::Cast(tyr, inner) => {
                // A cast to `void` (`const void` is the same type, spelled
                // so) discards the array; any other converts its address,
                // which cudafe++ parenthesizes.
                let to_void = self.range_text(*tyr).split_whitespace().filter(|w| !matches!(*w, "const" | "volatile")).eq(["void"]);
                // A cast to a class converts by a constructor: its operand
                // is an argument, in parentheses of its own, and the whole
                // in another pair (`((A)(x))`).
                let to_class = !to_void && self.env.is_class_type(&self.range_text(*tyr));
                if to_class {
                    out.push("(");
                }
                out.push("(");
                if to_void {
                    out.push("void");
                } else {
                    self.type_id(*tyr, out);
                }
                out.push(")");
                // A string literal is an array too (`(char *)("f.dat")`).
                let array = self.is_array_name(inner) || is_string_literal(self.toks, inner.without_parens());
                if array && !to_void || to_class {
                    out.push("(");
                    self.expr(inner, None, out);
                    out.push(")");
                } else {
                    self.cast_operand(inner, out);
                }
                if to_class {
                    out.push(")");
                }
            }
            // A scalar's value-initialization is the constant zero of its
            // type, which EDG prints in its own parentheses wherever it
            // stands: `int()` is `((int)0)`.
            Expr::Construct(tyr, args, false) if args.is_empty() && self.names_scalar(*tyr) => {
                out.push("((");
                self.type_id(*tyr, out);
                out.push(")0)");
            }
            Expr::Construct(tyr, args, braces) => {
                self.construct(*tyr, args, *braces, out);
                self.env.note_construction(&self.range_text(*tyr), args);
            }
            Expr::NamedCast(kw, tyr, inner) => {
                out.push(self.tok(*kw));
                out.push("< ");
                self.type_id(*tyr, out);
                out.push(">(");
                self.expr(inner, None, out);
                out.push(")");
            }
            // A typedef's name is printed as the type it stands for
            // (`typeid(std::__cxx11::basic_string< char> )` for
            // `typeid(std::string)`).
            Expr::Typeid(r, None) => {
                out.push("typeid(");
                match self.env.typedef_expansion(&self.range_text(*r)) {
                    Some(t) => out.push(&t),
                    None => self.type_id(*r, out),
                }
                out.push(")");
            }
            Expr::Typeid(_, Some(inner)) => {
                out.push("typeid(");
                self.expr(inner, None, out);
                out.push(")");
            }
            Expr::SizeofType(kw, tyr) => {
                out.push(kw);
                out.push("(");
                self.type_id(*tyr, out);
                out.push(")");
            }
            // In a template, an operand whose type depends on its
            // parameters is kept for each instance, in parentheses
            // (`sizeof(x)` of a `T x`, `sizeof((*p))` of a `T *p`).
            // (A template's type parameter, which the parser cannot tell
            // from a name, is a type: `sizeof(T)`.)
            Expr::SizeofExpr(kw, inner) if self.env.in_template() && (self.type_dependent_operand(inner) || self.names_type_parameter(inner)) => {
                out.push(kw);
                out.push("(");
                let was = self.unevaluated.replace(true);
                self.operand(inner.without_parens(), None, out);
                self.unevaluated.set(was);
                out.push(")");
            }
            // In a local array's bound, the size of a string literal is
            // its array type's (`int m[sizeof(const char [5])];`).
            Expr::SizeofExpr(kw, inner) if self.local_bound.get() && is_string_literal(self.toks, inner.without_parens()) => {
                match self.string_array_type(inner.without_parens()) {
                    Some(ty) => {
                        out.push(kw);
                        out.push("(");
                        out.push(&ty);
                        out.push(")");
                    }
                    None => {
                        out.push(kw);
                        out.push(" ");
                        self.operand(inner, None, out);
                    }
                }
            }
            Expr::SizeofExpr(kw, inner) => {
                out.push(kw);
                out.push(" ");
                let was = self.unevaluated.replace(true);
                self.operand(inner, None, out);
                self.unevaluated.set(was);
            }
            Expr::List(items) => self.list_items(items, out),
            Expr::Designated(r, equals, value) => {
                self.designator(*r, *equals, out);
                self.element(value, None, 2, out);
            }
            Expr::Lambda(r) => self.env.lambda(self, *r, out),
            Expr::Paren(inner) => {
                out.push("(");
                self.expr(inner, None, out);
                out.push(")");
            }
            Expr::New(n) => self.new_expr(n, out),
            Expr::Delete(global, array, operand) => {
                out.push(if *global { "::delete " } else { "delete " });
                if *array {
                    out.push("[] ");
                }
                self.operand(operand, None, out);
            }
            Expr::Raw(r) => self.raw(*r, out),
            // Its operands as a binary operator's, spaces around the
            // `...` (`(0 + ... + (ns * 2))`, `(ns && ... )`).
            Expr::Fold(lhs, op, rhs) => {
                out.push("(");
                match lhs {
                    Some(x) => {
                        self.operand(x, None, out);
                        out.push(&format!(" {op} ..."));
                    }
                    None => out.push(" ..."),
                }
                match rhs {
                    Some(x) => {
                        out.push(&format!(" {op} "));
                        self.operand(x, None, out);
                    }
                    None => out.push(" "),
                }
                out.push(")");
            }
            Expr::StmtExpr(braces) => {
                out.push("(");
                if !self.env.statement_expression(braces.first, out) {
                    self.raw(Range { first: braces.first, last: braces.last + 1 }, out);
                }
                out.push(")");
            }
        }
    }

    /// A call of the GNU `va_list` builtin `name`: its `va_list` operands
    /// in parentheses (but `va_end`'s, and a parameter, which is a
    /// pointer, not an array), `va_arg`'s type as a type, no blank after
    /// the commas: `__builtin_va_arg((ap),int)`.
    fn builtin_va_call(&self, name: &str, args: &[Expr], out: &mut Out) {
        out.push(name);
        out.push("(");
        for (n, a) in args.iter().enumerate() {
            if n > 0 {
                out.push(",");
            }
            let parameter = matches!(a, Expr::Name(r) if r.last == r.first + 1 && self.env.is_parameter(self.tok(r.first)));
            let list = name != "__builtin_va_end" && (n == 0 || name == "__builtin_va_copy") && !parameter;
            if list {
                out.push("(");
                self.bare(a, out);
                out.push(")");
            } else if let Expr::Raw(r) = a {
                self.type_id(*r, out);
            } else {
                self.bare(a, out);
            }
        }
        out.push(")");
    }

    /// `new T(args)`, `new T [n]`, `new P{1, 2}` as cudafe++ spaces them.
    fn new_expr(&self, n: &super::expr::NewExpr, out: &mut Out) {
        out.push(if n.global { "::new " } else { "new " });
        if let Some(args) = &n.placement {
            // `new (p) T` calls the inline placement form (`new
            // (std::nothrow) T` an out-of-line one).
            let nothrow = |a: &Expr| matches!(a, Expr::Name(r) if self.range_text(*r).ends_with("nothrow"));
            if let [arg] = args.as_slice() {
                if !nothrow(arg) {
                    self.env.note_placement_new(!n.bounds.is_empty());
                }
            }
            self.args(args, None, out);
            out.push(" ");
        } else {
            self.env.note_allocating_new(n.ty.first, n.init.is_some());
        }
        if n.ty_parens {
            out.push("(");
            self.type_id(n.ty, out);
            out.push(")");
        } else {
            self.type_id(n.ty, out);
        }
        let pointer = n.ty.last > n.ty.first && matches!(self.tok(n.ty.last - 1), "*" | "&" | "&&");
        for (k, bound) in n.bounds.iter().enumerate() {
            // A word is set off from the first bound: `new float [n]`, `new int *[n]`.
            out.push(if k == 0 && !pointer && !n.ty_parens { " [" } else { "[" });
            self.expr(bound, None, out);
            out.push("]");
        }
        match &n.init {
            Some((args, false)) => {
                // (An object it constructs runs its constructor.)
                self.env.note_construction(&self.range_text(n.ty), args);
                self.args(args, None, out);
            }
            // (Of several bounds the inner ones are left untyped.)
            Some((items, true)) if n.bounds.len() > 1 || !self.env.braced_new(&self.range_text(n.ty), !n.bounds.is_empty(), items, out) => self.list_items(items, out),
            _ => {}
        }
    }

    fn binary(&self, l: &Expr, op: &str, r: &Expr, out: &mut Out) {
        // A pointer-to-member access is printed without spaces (`t.*pm`,
        // `(s->*pm) + 1`).
        if matches!(op, ".*" | "->*") {
            self.member_pointer_access(l, op, r, false, out);
            return;
        }
        let (lt, rt) = (self.ty_of(l), self.ty_of(r));
        let arithmetic = matches!(op, "+" | "-" | "*" | "/" | "%" | "<" | ">" | "<=" | ">=" | "==" | "!=" | "&" | "|" | "^");
        let (ltarget, rtarget) = match (lt, rt) {
            (Some(a), Some(b)) if arithmetic && a.is_arithmetic() && b.is_arithmetic() => {
                let c = Ty::common(a, b);
                (Some(c), Some(c))
            }
            // Each operand of a shift is promoted on its own.
            _ if matches!(op, "<<" | ">>") => (lt.filter(|t| t.is_arithmetic()).map(Ty::promoted), rt.filter(|t| t.is_arithmetic()).map(Ty::promoted)),
            _ if matches!(op, "&&" | "||") => (Some(Ty::Bool), Some(Ty::Bool)),
            // A null pointer constant compared with a pointer converts to it
            // (in a template, only one on the right shows it, and not when
            // the pointer's type depends on the parameters: `T *p`).
            (Some(Ty::Pointer), _) if matches!(op, "==" | "!=") && self.env.in_template() && self.type_dependent(l) => (None, None),
            (Some(Ty::Pointer), _) if matches!(op, "==" | "!=") => (None, Some(Ty::Pointer)),
            (_, Some(Ty::Pointer)) if matches!(op, "==" | "!=") && !self.env.in_template() => (Some(Ty::Pointer), None),
            _ => (None, None),
        };
        // In a template, an enumerator meeting a non-type template
        // parameter, or a local whose type or initializer depends on the
        // template's parameters (`err` of `cudaError_t err =
        // cudaMalloc(&p, n)`), is left to the instance: no conversion
        // shows (`M != TF_A`, `err != cudaSuccess`).
        let left_to_instance = |e: &Expr| self.is_template_constant(e) || self.dependent(e);
        let deferred = (self.is_enumerator_expr(r) && left_to_instance(l)) || (self.is_enumerator_expr(l) && left_to_instance(r));
        let side = |e: &Expr, target: Option<Ty>, out: &mut Out| {
            if deferred && self.is_enumerator_expr(e) {
                self.bare(e.without_parens(), out);
            } else if arithmetic && self.is_enum_call(e) && !self.dependent(e) {
                out.push("(");
                self.bare(e.without_parens(), out);
                out.push(")");
            } else {
                self.operand(e, target, out);
            }
        };
        // cudafe++ prints a chain of `&&` flat, however it was grouped
        // (`a && (b && c)` is `a && b && c`); other operators keep theirs.
        match self.and_chain(op, l) {
            Some((ll, lr)) => self.binary(ll, "&&", lr, out),
            None => side(l, ltarget, out),
        }
        out.push(" ");
        out.push(op);
        out.push(" ");
        match self.and_chain(op, r) {
            Some((rl, rr)) => self.binary(rl, "&&", rr, out),
            None => side(r, rtarget, out),
        }
    }

    /// A call of a function returning an enumeration.
    fn is_enum_call(&self, e: &Expr) -> bool {
        match e.without_parens() {
            Expr::Call(callee, _) => self.callee_name(callee).is_some_and(|n| self.env.returns_enum(&n)),
            _ => false,
        }
    }

    /// A non-type template parameter named alone.
    fn is_template_constant(&self, e: &Expr) -> bool {
        matches!(e.without_parens(), Expr::Name(r) if r.last == r.first + 1 && self.env.name(self.tok(r.first)).constant)
    }

    /// An enumerator named alone (qualified or not).
    fn is_enumerator_expr(&self, e: &Expr) -> bool {
        matches!(e.without_parens(), Expr::Name(r) if self.env.is_enumerator(self.tok(r.last - 1), r.last > r.first + 1))
    }

    /// The operands of `e` when it is a `&&` operand of `op` (also `&&`):
    /// cudafe++ prints a chain of them flat.
    fn and_chain<'e>(&self, op: &str, e: &'e Expr) -> Option<(&'e Expr, &'e Expr)> {
        let mut bare = e;
        while let Expr::Paren(inner) = bare {
            bare = inner;
        }
        match bare {
            Expr::Binary(l, inner_op, r) if inner_op == "&&" && op == "&&" && !self.in_decltype.get() && !self.overloaded_operator(bare) => Some((l, r)),
            _ => None,
        }
    }

    /// A name of an array (through parentheses as written).
    fn is_array_name(&self, e: &Expr) -> bool {
        match e {
            Expr::Paren(inner) => self.is_array_name(inner),
            Expr::Name(r) => self.env.name(&self.range_text(*r)).array,
            _ => false,
        }
    }

    /// The type a unary operator converts its operand to: promoted for
    /// `-`, `+` and `~` (`-('a')`), `bool` for `!` (`!(0)`).
    fn unary_target(&self, op: &str, inner: &Expr) -> Option<Ty> {
        match op {
            "-" | "+" | "~" => self.ty_of(inner).filter(|t| t.is_arithmetic()).map(Ty::promoted),
            "!" => Some(Ty::Bool),
            _ => None,
        }
    }

    /// `object .* member` (or `->*`): an object the access converts (to
    /// the member pointer's base class, or to `const` for a `const`
    /// member function) is in parentheses of its own, as EDG shows the
    /// conversion (`((p)->*pf)()`, `(d).*pa`); one it takes as it is is
    /// an operand (`(q->*pf)()`). Of unknown types, a called member
    /// function's object is taken as converted.
    fn member_pointer_access(&self, object: &Expr, op: &str, member: &Expr, called: bool, out: &mut Out) {
        let converted = self.env.member_pointer_object_converted(object, op == "->*", member).unwrap_or(called);
        self.object_operand(object, converted, out);
        out.push(op);
        self.operand(member, None, out);
    }

    /// The member a member access names, after its `.` or `->`.
    fn member_after_op(&self, base: &Expr, name: Range, out: &mut Out) {
        // A template's body keeps the `template` keyword that says a
        // dependent member is a template (`rng.template next< T> ()`), and
        // adds it to a dependent class's own template called through `this`.
        let written = name.first > 0 && self.tok(name.first - 1) == "template";
        let own = matches!(base.without_parens(), Expr::This) && self.tok(name.first + 1) == "<" && self.env.dependent_this_template(self.tok(name.first));
        if self.env.in_template_scope() && written || own {
            out.push("template ");
        }
        out.push(&self.range_text(name));
    }

    /// The callee of a call with `args`: see `Env::dependent_call_qualifier`.
    fn callee_of(&self, callee: &Expr, args: &[Expr], out: &mut Out) {
        // A member function called through a pointer to member: the object
        // in parentheses of its own (`((t).*pf)()`, `((s)->*pf)()`).
        if let Expr::Binary(object, op, member) = callee.without_parens() {
            if matches!(op.as_str(), ".*" | "->*") {
                out.push("(");
                self.member_pointer_access(object, op, member, true, out);
                out.push(")");
                return;
            }
        }
        // A function pointer a data member holds is called in parentheses
        // (`(l->compare)(a, b)`).
        if let Expr::Member(base, _, name) = callee.without_parens() {
            if self.env.is_data_member(base, &self.range_text(*name)) {
                out.push("(");
                self.as_callee(false, || self.callee(callee.without_parens(), out));
                out.push(")");
                return;
            }
        }
        if let Some(name) = self.dependent_member_callee(callee) {
            return out.push(&name);
        }
        if let Expr::Name(r) = callee {
            if let Some(k) = self.last_scope_token(*r) {
                let qualifier = self.range_text(Range { first: r.first, last: k });
                let name = self.tok(k + 1);
                if args.iter().any(|a| self.dependent(a)) {
                    if let Some(ns) = self.env.dependent_call_qualifier(&qualifier, name) {
                        out.push(&ns);
                        out.push("::");
                        return self.as_callee(false, || self.name(Range { first: k + 1, last: r.last }, out));
                    }
                }
            }
        }
        self.as_callee(false, || self.callee(callee, out))
    }

    /// A callee naming a member function of the class whose `this` is
    /// dependent: `this->f` (`(this)->f`, `this->C::f`, `this->C<T>::f`),
    /// `f`, `C::f`, `Outer<T>::C::f`. See `Env::dependent_member_call`.
    fn dependent_member_callee(&self, callee: &Expr) -> Option<String> {
        let (how, r) = match callee.without_parens() {
            Expr::Member(base, "->", r) if matches!(base.without_parens(), Expr::This) => (MemberCall::ThroughThis, *r),
            Expr::Name(r) => (MemberCall::Unqualified, *r),
            _ => return None,
        };
        let (how, qualifier, first) = match self.last_scope_token(r) {
            Some(k) => {
                // The class named last before the member, with template
                // arguments or without.
                let class = if matches!(self.tok(k - 1), ">" | ">>") { self.template_name_before(r.first, k - 1)? } else { k - 1 };
                let how = if how == MemberCall::ThroughThis { how } else { MemberCall::Qualified };
                (how, Some(self.tok(class)), k + 1)
            }
            None => (how, None, r.first),
        };
        if self.toks.get(first).is_none_or(|t| t.kind != TokKind::Ident) || (first..r.last).any(|k| self.tok(k) == "<") {
            return None;
        }
        let member: String = (first..r.last).map(|k| self.tok(k)).collect();
        self.env.dependent_member_call(how, qualifier, &member)
    }

    /// The name of the template whose argument list closes at `close`
    /// (a `>` or `>>`), at or after `from`.
    fn template_name_before(&self, from: usize, close: usize) -> Option<usize> {
        let mut depth = 0i32;
        for k in (from..=close).rev() {
            match self.tok(k) {
                ">" => depth += 1,
                ">>" => depth += 2,
                "<" => {
                    depth -= 1;
                    if depth == 0 {
                        return k.checked_sub(1).filter(|&n| n >= from);
                    }
                }
                _ => {}
            }
        }
        None
    }

    /// `f` run printing a callee's name (see `in_callee`), with
    /// `all_constants` set too when asked (an enclosing setting stays).
    fn as_callee<R>(&self, all_constants: bool, f: impl FnOnce() -> R) -> R {
        let was = (self.in_callee.replace(true), self.all_constants.replace(all_constants || self.all_constants.get()));
        let r = f();
        self.in_callee.set(was.0);
        self.all_constants.set(was.1);
        r
    }

    /// A launched kernel's name with the constant locals in its template
    /// arguments replaced by their values: what names its instance.
    fn launched_text(&self, r: Range) -> String {
        self.as_callee(true, || self.range_text(r))
    }

    /// A local's value where the callee's arguments name it (see
    /// `in_callee`).
    fn callee_local(&self, name: &str) -> Option<i128> {
        if self.all_constants.get() {
            self.env.local_constant(name)
        } else {
            self.env.constexpr_local(name)
        }
    }

    /// The last `::` of a qualified name outside its template arguments.
    fn last_scope_token(&self, r: Range) -> Option<usize> {
        let mut depth = 0i32;
        let mut last = None;
        for k in r.first..r.last {
            match self.tok(k) {
                "<" => depth += 1,
                ">" => depth -= 1,
                ">>" => depth -= 2,
                "::" if depth == 0 && k > r.first => last = Some(k),
                _ => {}
            }
        }
        last.filter(|&k| k + 1 < r.last && self.toks.get(k + 1).is_some_and(|t| t.kind == TokKind::Ident))
    }

    /// An operator expression that calls an operator function. Not in a
    /// template when an operand depends on its parameters, by its type or
    /// by its value (a non-type parameter: `out << n`): the call is left to
    /// each instance, so cudafe++ prints the template's expression as an
    /// operator's (`(std::cout << v[i]) << " "`).
    fn overloaded_operator(&self, e: &Expr) -> bool {
        let dependent_operand = || match e {
            Expr::Binary(a, _, b) | Expr::Assign(a, _, b) => self.dependent(a) || self.dependent(b),
            Expr::Unary(_, x) => self.dependent(x),
            _ => false,
        };
        self.env.overloaded_operator(e) && !(self.env.in_template() && dependent_operand())
    }

    /// The expression is a template parameter's name alone (not a
    /// function parameter's).
    fn names_type_parameter(&self, e: &Expr) -> bool {
        matches!(e.without_parens(), Expr::Name(r) if r.last == r.first + 1 && self.env.is_dependent(self.tok(r.first)) && !self.env.is_parameter(self.tok(r.first)) && !self.env.is_type_dependent_name(self.tok(r.first)))
    }

    /// A name whose type depends on the template's parameters (a local or
    /// parameter declared with one).
    fn type_dependent_operand(&self, e: &Expr) -> bool {
        match e.without_parens() {
            Expr::Name(r) => (r.first..r.last).any(|k| self.env.is_type_dependent_name(self.tok(k))),
            // What such a name points to, an element, a member.
            Expr::Unary("*", x) | Expr::Index(x, _) | Expr::Member(x, _, _) => self.type_dependent_operand(x),
            _ => false,
        }
    }

    /// The object designated is declared with a type that names the
    /// template's parameters (a local, a parameter, what they point to or
    /// hold), not merely initialized from something that does.
    pub(super) fn declared_dependent_operand(&self, e: &Expr) -> bool {
        match e.without_parens() {
            Expr::Name(r) => r.last == r.first + 1 && self.env.declared_dependent(self.tok(r.first)),
            Expr::Unary("*", x) | Expr::Index(x, _) | Expr::Member(x, _, _) => self.declared_dependent_operand(x),
            _ => false,
        }
    }

    /// The expression's type or value depends on the template's
    /// parameters (as far as its names tell).
    pub(super) fn dependent(&self, e: &Expr) -> bool {
        let names_dependent = |r: &Range| (r.first..r.last).any(|k| self.env.names_template_param(self.tok(k)) || self.env.is_type_dependent_name(self.tok(k)));
        match e {
            Expr::Name(r) => names_dependent(r),
            Expr::Unary(_, x) | Expr::Postfix(x, _) | Expr::Paren(x) | Expr::SizeofExpr(_, x) => self.dependent(x),
            Expr::Binary(a, _, b) | Expr::Assign(a, _, b) | Expr::Comma(a, b) | Expr::Index(a, b) => self.dependent(a) || self.dependent(b),
            Expr::Cond(c, a, b) => self.dependent(c) || self.dependent(a) || self.dependent(b),
            Expr::Call(c, args) => self.dependent(c) || args.iter().any(|a| self.dependent(a)),
            Expr::Member(base, _, _) => self.dependent(base),
            Expr::Cast(r, x) | Expr::NamedCast(_, r, x) => names_dependent(r) || self.dependent(x),
            Expr::Construct(r, args, _) => names_dependent(r) || args.iter().any(|a| self.dependent(a)),
            // `sizeof(T)`: its value depends on the parameter.
            Expr::SizeofType(_, r) => names_dependent(r),
            Expr::List(items) => items.iter().any(|a| self.dependent(a)),
            Expr::Designated(_, _, v) => self.dependent(v),
            _ => false,
        }
    }

    /// The expression's type depends on the template's parameters (a
    /// value parameter's value does not make it so).
    fn type_dependent(&self, e: &Expr) -> bool {
        let names_dependent = |r: &Range| (r.first..r.last).any(|k| self.env.names_template_param(self.tok(k)) || self.env.is_type_dependent_name(self.tok(k)));
        match e {
            Expr::Name(r) if r.last == r.first + 1 => {
                let t = self.tok(r.first);
                // (Not a local merely initialized from something
                // dependent: `int flag = f((T *)p);` has its type.)
                self.env.declared_dependent(t) || self.env.names_template_param(t) && !self.env.name(t).constant
            }
            Expr::Name(r) => names_dependent(r),
            Expr::Unary(_, x) | Expr::Postfix(x, _) | Expr::Paren(x) => self.type_dependent(x),
            Expr::Binary(a, _, b) | Expr::Assign(a, _, b) | Expr::Comma(a, b) | Expr::Index(a, b) => self.type_dependent(a) || self.type_dependent(b),
            // The arms decide the type; a condition does only when its
            // type is a template parameter itself (as EDG has it: `b ?
            // "x" : "y"` with `auto b = *p` or `const T &b` is resolved).
            Expr::Cond(c, a, b) => matches!(c.without_parens(), Expr::Name(r) if r.last == r.first + 1 && self.env.of_parameter_type(r.first)) || self.type_dependent(a) || self.type_dependent(b),
            Expr::Call(c, args) => self.type_dependent(c) || args.iter().any(|a| self.type_dependent(a)),
            Expr::Member(base, _, _) => self.type_dependent(base),
            Expr::Cast(r, _) | Expr::NamedCast(_, r, _) | Expr::Construct(r, _, _) => names_dependent(r),
            Expr::List(items) => items.iter().any(|a| self.type_dependent(a)),
            Expr::Designated(_, _, v) => self.type_dependent(v),
            _ => false,
        }
    }

    /// An integral constant expression whose value depends on the
    /// template's value parameters (`N`, `N * 2`): it may be a null
    /// pointer constant, so a call passing it is resolved only in each
    /// instance. (`sizeof(T)` never is one.)
    fn value_dependent_constant(&self, e: &Expr) -> bool {
        fn walk(p: &Printer, e: &Expr) -> Option<bool> {
            match e {
                Expr::Literal(i) => (p.toks.get(*i)?.kind == TokKind::Number).then_some(false),
                Expr::Name(r) if r.last == r.first + 1 => {
                    let t = p.tok(r.first);
                    (p.env.names_template_param(t) && p.env.name(t).constant).then_some(true)
                }
                // (Never zero, so never a null pointer constant.)
                Expr::SizeofType(..) | Expr::SizeofExpr(..) => Some(false),
                Expr::Paren(x) | Expr::Unary(_, x) => walk(p, x),
                Expr::Binary(a, _, b) => Some(walk(p, a)? | walk(p, b)?),
                Expr::Cond(c, a, b) => Some(walk(p, c)? | walk(p, a)? | walk(p, b)?),
                _ => None,
            }
        }
        walk(self, e) == Some(true)
    }

    /// Two string literals of one array type (`"PASS"` and `"FAIL"`).
    fn same_string_arrays(&self, a: &Expr, b: &Expr) -> bool {
        is_string_literal(self.toks, a) && {
            let x = self.string_array_type(a);
            x.is_some() && x == self.string_array_type(b)
        }
    }

    /// A string literal's array type (`const char [5]`), concatenated
    /// pieces together.
    fn string_array_type(&self, e: &Expr) -> Option<String> {
        let texts: Vec<&str> = match e {
            Expr::Strings(r) => (r.first..r.last).map(|k| self.tok(k)).collect(),
            Expr::Literal(k) => vec![self.tok(*k)],
            _ => return None,
        };
        super::strings::string_array_type(&texts)
    }

    /// Printing a template's returned value: see `conversion_deferred`.
    pub fn deferring_conversion(&self, deferred: bool, print: impl FnOnce()) {
        let before = self.conversion_deferred.replace(deferred);
        print();
        self.conversion_deferred.set(before);
    }

    /// A namespace's function named with a qualifier in a call a template
    /// leaves to its instance (an argument is dependent): EDG prints the
    /// least qualifier that finds the function from the template's scope
    /// (`ut::k` for `ts::ut::k` in `ts::ut`), however it was written.
    fn requalified_callee(&self, callee: &Expr, args: &[Expr]) -> Option<String> {
        let Expr::Name(r) = callee else { return None };
        if !self.env.in_template() || !args.iter().any(|a| self.dependent(a)) {
            return None;
        }
        let written = self.range_text(*r);
        if !written.has_scope() || written.contains('<') {
            return None;
        }
        self.env.shortest_qualification(&written)
    }

    /// The object `e` designates has a type the template's parameters
    /// decide: a variable declared with one, or an element or member of
    /// such a variable, or what it points to.
    fn designates_dependent_object(&self, e: &Expr) -> bool {
        match e {
            Expr::Name(r) if r.last == r.first + 1 => self.env.declared_dependent(self.tok(r.first)) || self.env.dependent_data_member(None, self.tok(r.first)),
            Expr::Member(x, _, name) if name.last == name.first + 1 && self.env.dependent_data_member(Some(x), self.tok(name.first)) => true,
            Expr::Paren(x) | Expr::Index(x, _) | Expr::Member(x, _, _) | Expr::Unary("*", x) => self.designates_dependent_object(x),
            _ => false,
        }
    }

    /// `base op name`, a member of an object or of what a pointer points to.
    fn member(&self, base: &Expr, op: &str, name: Range, out: &mut Out) {
        self.object_operand(base, self.env.nontrivial_temporary(base.without_parens()), out);
        out.push(op);
        self.member_after_op(base, name, out);
    }

    /// The object of a member access: in parentheses of its own when
    /// `parenthesized` (a conversion or a temporary shown), else as an
    /// operand.
    fn object_operand(&self, object: &Expr, parenthesized: bool, out: &mut Out) {
        if parenthesized {
            out.push("(");
            self.bare(object.without_parens(), out);
            out.push(")");
        } else {
            self.operand(object, None, out);
        }
    }

    fn callee(&self, callee: &Expr, out: &mut Out) {
        match callee {
            // A captured variable called (a lambda) is a closure member.
            Expr::Name(r) if self.env.name(&self.range_text(*r)).member => self.operand(callee, None, out),
            Expr::Name(r) => self.name(*r, out),
            // A member function called through a lambda's captured `this`
            // is `(this)->f()`.
            Expr::Member(base, "->", name) if matches!(**base, Expr::This) && self.env.in_lambda() => {
                out.push("(this)->");
                self.member_after_op(base, *name, out);
            }
            Expr::Member(base, op, name) => self.member(base, op, *name, out),
            // A function's name in parentheses keeps them (`(ceil)(x)`:
            // no macro, no argument-dependent lookup); a pointer's does not.
            Expr::Paren(inner) if matches!(inner.without_parens(), Expr::Name(r) if self.env.is_function_name(&self.range_text(*r))) => {
                out.push("(");
                self.callee(inner.without_parens(), out);
                out.push(")");
            }
            Expr::Paren(inner) => self.operand(inner, None, out),
            // A lambda called where it is written is parenthesized
            // (`([&]{ f(x); } )();`), but in a template's own text.
            Expr::Lambda(_) if !self.env.in_template() => {
                out.push("(");
                self.operand(callee, None, out);
                out.push(")");
            }
            other => self.operand(other, None, out),
        }
    }

    fn callee_name(&self, callee: &Expr) -> Option<String> {
        match callee {
            Expr::Name(r) => Some(self.range_text(*r)),
            Expr::Paren(inner) if matches!(inner.without_parens(), Expr::Name(_)) => self.callee_name(inner.without_parens()),
            _ => None,
        }
    }

    /// The member a call names (`s.f(...)`, `p->f(...)`).
    fn member_name(&self, callee: &Expr) -> Option<String> {
        match callee {
            Expr::Member(_, _, r) => Some(self.range_text(*r)),
            _ => None,
        }
    }

    pub fn args(&self, args: &[Expr], params: Option<&[Ty]>, out: &mut Out) {
        self.args_converting_strings(args, params, 0, out);
    }

    /// `args`, where a string literal passed to a parameter in
    /// `char_ptrs` (see `Env::char_pointer_params`) is cast to `char *`.
    fn args_converting_strings(&self, args: &[Expr], params: Option<&[Ty]>, char_ptrs: u64, out: &mut Out) {
        out.push("(");
        for (n, a) in args.iter().enumerate() {
            if n > 0 {
                out.push(", ");
            }
            if is_string_literal(self.toks, a.without_parens()) && n < 64 && char_ptrs & (1 << n) != 0 {
                out.push("(char *)(");
                self.bare(a.without_parens(), out);
                out.push(")");
                continue;
            }
            // `nullptr` passed for a pointer shows no conversion.
            let null = matches!(a, Expr::Literal(i) if self.tok(*i) == "nullptr");
            let target = params.and_then(|p| p.get(n).copied()).filter(|t| t.is_arithmetic() || *t == Ty::Pointer && !null);
            if matches!(a, Expr::List(_)) {
                self.folding_elements(|| self.argument(a, target, out));
                continue;
            }
            self.argument(a, target, out);
        }
        out.push(")");
    }

    /// A call argument: unlike an initializer or an operand, a literal
    /// converted to the parameter's type is printed as written (cudafe++
    /// prints `f(0)` for `f(long)` and `h(nullptr)` for `h(int *)`, but
    /// `long x = (0);`); only a floating literal keeps its parentheses.
    fn argument(&self, a: &Expr, target: Option<Ty>, out: &mut Out) {
        let target = match a {
            Expr::Literal(_) => None,
            // `NULL` and `sizeof` too (`f(__null, sizeof(int))`).
            Expr::Name(r) if r.last == r.first + 1 && self.tok(r.first) == "__null" => None,
            Expr::SizeofType(..) | Expr::SizeofExpr(..) => None,
            _ if self.is_enumerator(a) => None,
            _ => target,
        };
        // A member of an object of a type the template's parameters
        // decide, converted to the parameter's type in each instance
        // (`take((s.x))`), whatever that is: a constructor's, a variadic
        // function's (`printf("%d", (s.n))`).
        if self.kept_member(a) {
            out.push("(");
            self.bare(a.without_parens(), out);
            return out.push(")");
        }
        self.element(a, target, 1, out);
    }

    /// An element of a list (an argument, an initializer): a comma
    /// expression there is set off by `parens` pairs of parentheses
    /// (cudafe++ prints `f((a, b))` and `int x = ((a, b));`), anything else
    /// is a full expression.
    pub fn element(&self, e: &Expr, target: Option<Ty>, parens: usize, out: &mut Out) {
        // A pack expanded into initializers is an initializer in
        // parentheses of its own: `{(ts)..., (((ts, 0)))...}`; a pack of
        // template arguments is constants, printed as they are (`{N...}`).
        if let Expr::Postfix(inner, "...") = e {
            let constants = matches!(&**inner, Expr::Name(r) if self.env.name(&self.range_text(*r)).constant);
            if parens > 1 && !constants {
                out.push("(");
                self.element(inner, None, parens, out);
                out.push(")...");
                return;
            }
        }
        let mut bare = e;
        while let Expr::Paren(inner) = bare {
            if self.in_decltype.get() {
                break;
            }
            bare = inner;
        }
        if !matches!(bare, Expr::Comma(..)) {
            return self.expr(e, target, out);
        }
        for _ in 0..parens {
            out.push("(");
        }
        self.bare(bare, out);
        for _ in 0..parens {
            out.push(")");
        }
    }

    fn construct(&self, tyr: Range, args: &[Expr], braces: bool, out: &mut Out) {
        let name = self.range_text(tyr);
        if braces {
            self.type_id(tyr, out);
            if !self.env.braced_aggregate(&name, args, out) {
                self.list_items(args, out);
            }
            return;
        }
        if args.len() == 1 {
            if self.env.is_class_type(&name) && !self.env.names_member_class_of_template(&name) {
                out.push("((");
                self.type_id(tyr, out);
                out.push(")(");
                self.expr(&args[0], None, out);
                out.push("))");
            } else {
                out.push("(");
                self.type_id(tyr, out);
                out.push(")");
                self.cast_operand(&args[0], out);
            }
            return;
        }
        self.type_id(tyr, out);
        self.args(args, None, out);
    }

    /// A braced list whose elements' conversions are left to a template's
    /// instance, its folded constants parenthesized (see `fold_elements`).
    pub fn folded_list(&self, e: &Expr, out: &mut Out) {
        self.folding_elements(|| self.expr(e, None, out));
    }

    /// `f` run printing an assigned or passed braced list (see
    /// `fold_elements`), lists nested in it included.
    fn folding_elements(&self, f: impl FnOnce()) {
        let was = self.fold_elements.replace(true);
        f();
        self.fold_elements.set(was);
    }

    /// CUDA's `__nv_atomic_*` builtins, as cudafe++ prints them: the one
    /// for the object's size (`__nv_atomic_load_n` on an `unsigned *` is
    /// `__nv_atomic_load_4`; an arithmetic one says signed, unsigned or
    /// floating too: `__nv_atomic_fetch_add_4_s`), a generic one given
    /// the size first (`__nv_atomic_load(4UL, p, v, o, 4)`), and a missing
    /// thread scope given as the system's (4). In a template whose object
    /// type is the instance's, only the scope is added.
    fn nv_atomic_call(&self, callee: &Expr, args: &[Expr], out: &mut Out) -> bool {
        /// How a builtin is renamed.
        #[derive(PartialEq)]
        enum Form {
            Sized,
            Typed,
            Generic,
        }
        let Expr::Name(r) = callee else { return false };
        if r.last != r.first + 1 {
            return false;
        }
        let name = self.tok(r.first);
        let Some(op) = name.strip_prefix("__nv_atomic_") else { return false };
        let (arity, form) = match op {
            "load_n" => (2, Form::Sized),
            "store_n" | "exchange_n" | "fetch_and" | "fetch_or" | "fetch_xor" => (3, Form::Sized),
            "compare_exchange_n" => (6, Form::Sized),
            "fetch_add" | "fetch_sub" | "fetch_min" | "fetch_max" => (3, Form::Typed),
            "load" | "store" => (3, Form::Generic),
            "exchange" => (4, Form::Generic),
            "compare_exchange" => (6, Form::Generic),
            _ => return false,
        };
        if args.len() != arity && args.len() != arity + 1 {
            return false;
        }
        let pointee = match args[0].without_parens() {
            Expr::Name(r) => self.env.name(&self.range_text(*r)).elem,
            Expr::Unary("&", x) => self.ty_of(x),
            _ => None,
        };
        let size = |t: Ty| -> Option<u32> {
            Some(match t {
                Ty::Bool | Ty::Char | Ty::SChar | Ty::UChar => 1,
                Ty::Short | Ty::UShort => 2,
                Ty::Int | Ty::UInt | Ty::Float => 4,
                Ty::Long | Ty::ULong | Ty::LLong | Ty::ULLong | Ty::Double | Ty::Pointer => 8,
                _ => return None,
            })
        };
        let known = pointee.and_then(|t| Some((t, size(t)?)));
        let renamed = match (&form, known) {
            (Form::Sized, Some((_, n))) => match name.strip_suffix("_n") {
                Some(stem) => format!("{stem}_{n}"),
                None => format!("{name}_{n}"),
            },
            (Form::Typed, Some((t, n))) => {
                let kind = match t {
                    Ty::Float | Ty::Double => "f",
                    Ty::UChar | Ty::UShort | Ty::UInt | Ty::ULong | Ty::ULLong | Ty::Bool => "u",
                    _ => "s",
                };
                format!("{name}_{n}_{kind}")
            }
            (Form::Generic, Some(_)) => name.to_string(),
            // (A type only the instance knows: the scope alone.)
            (_, None) if self.env.in_template() => name.to_string(),
            (_, None) => return false,
        };
        out.push(&renamed);
        out.push("(");
        if let (Form::Generic, Some((_, n))) = (&form, known) {
            out.push(&format!("{n}UL, "));
        }
        for (k, a) in args.iter().enumerate() {
            if k > 0 {
                out.push(", ");
            }
            self.argument(a, None, out);
        }
        if args.len() == arity {
            out.push(", 4");
        }
        out.push(")");
        true
    }

    /// A designated element's designators as written (`.hi`, `[2]`,
    /// `.a.b`), and its `=`.
    pub fn designator(&self, r: Range, equals: bool, out: &mut Out) {
        for k in r.first..r.last {
            out.push(self.tok(k));
        }
        if equals {
            out.push(" = ");
        }
    }

    /// A braced list of initializers.
    fn list_items(&self, items: &[Expr], out: &mut Out) {
        self.braced_items(items, 2, out);
    }

    /// `{a, b}`, each item an `element` set off by `parens` (2 for
    /// initializers, 1 for a constructor's arguments).
    pub fn braced_items(&self, items: &[Expr], parens: usize, out: &mut Out) {
        out.push("{");
        for (n, item) in items.iter().enumerate() {
            if n > 0 {
                out.push(", ");
            }
            if self.kept_member(item) {
                // (Set off as the instance converts it, a constructor's
                // argument too: `{q, ((s.n))}`.)
                out.push("((");
                self.bare(item.without_parens(), out);
                out.push("))");
                continue;
            }
            // Assigned or passed, a constant cudafe++ folds is
            // parenthesized as it is (`q = {(-(1.0F)), (2.0F)};`), and a
            // constructor's in a template's braces (`V w{(-4), 5};`).
            let folds = if parens == 2 { self.fold_elements.get() } else { self.env.in_template() };
            if folds && self.env.folded_element(item) {
                out.push("(");
                self.expr(item.without_parens(), None, out);
                out.push(")");
                continue;
            }
            self.element(item, None, parens, out);
        }
        out.push("}");
    }

    /// In a template, `e` is a member of an object of a type the
    /// template's parameters decide: each instance converts it to what it
    /// initializes, so it is printed whole, in parentheses of its own.
    fn kept_member(&self, e: &Expr) -> bool {
        self.env.in_template() && matches!(e.without_parens(), Expr::Member(base, ..) if self.declared_dependent_operand(base))
    }

    fn name(&self, r: Range, out: &mut Out) {
        // One identifier (the usual name) prints as it is written.
        let spaced;
        let text = match self.toks.get(r.first) {
            Some(t) if r.last == r.first + 1 && t.kind == TokKind::Ident => t.text(self.src),
            _ => {
                let was = self.expression_name.replace(true);
                spaced = self.range_text(r);
                self.expression_name.set(was);
                &spaced
            }
        };
        if let Some(b) = self.builtin(text) {
            out.push(b);
            return;
        }
        if let Some(init) = self.env.dependent_enumerator(text) {
            out.push("(");
            out.push(&init);
            out.push(")");
            return;
        }
        if self.in_callee.get() {
            if let Some(v) = self.callee_local(text) {
                // With its type's suffix (`6U` of a `constexpr unsigned`).
                out.push(&v.to_string());
                out.push(integer_suffix(self.env.name(text).ty));
                return;
            }
        }
        if !self.unevaluated.get() && !self.in_decltype.get() {
            self.env.note_variable_use(text);
        }
        let text = self.env.qualified_data_member(text).unwrap_or(text);
        let info = self.env.name(text);
        if info.managed {
            out.push(MANAGED_OPEN);
            out.push(text);
            out.push(MANAGED_CLOSE);
            return;
        }
        out.push(text);
    }

    /// Tokens of `r` in cudafe++'s spacing.
    pub fn range_text(&self, r: Range) -> String {
        if let Some(word) = self.plain_identifier(r) {
            return word.to_string();
        }
        if let Some(text) = self.lone_type_use(r) {
            return text;
        }
        // (Only a name's words and scopes: nothing the token printer notes
        // down as it goes, as a template's arguments are.)
        let words = self.toks.get(r.first..r.last).is_some_and(|ts| ts.iter().all(|t| t.kind == TokKind::Ident || t.text(self.src) == "::"));
        let key = (words && self.unnamed_names.borrow().is_empty()).then(|| (r.first, r.last, self.modes()));
        if let Some(text) = key.and_then(|k| self.text_memo.borrow().get(&k).cloned()) {
            return text;
        }
        // (An exact-size copy of the text: the builder's buffer goes back.)
        let text = Out::scratch(|o| {
            self.tokens(r, o);
            o.tail().to_string()
        });
        if let Some(k) = key {
            self.text_memo.borrow_mut().insert(k, text.clone());
        }
        text
    }

    /// The text `tokens` prints for a range of one identifier where a
    /// type is used (`a` of `f(a, b)`), without its machinery: the name,
    /// qualified through a using-directive. Not when anything else of
    /// `tokens` could apply: a scope or template arguments following, an
    /// unnamed parameter's name due, a builtin variable after `=`.
    fn lone_type_use(&self, r: Range) -> Option<String> {
        if r.last != r.first + 1 || self.in_type_id.get() {
            return None;
        }
        let i = r.first;
        let tok = self.toks.get(i).filter(|t| t.kind == TokKind::Ident)?;
        let t = tok.text(self.src);
        if is_cxx_keyword(t) || t.starts_with("__") || matches!(self.tok(i + 1), "::" | "<") || !self.followed_as_type(i) {
            return None;
        }
        if self.unnamed_names.borrow().iter().any(|&(end, _)| end == i) || self.tok(i.wrapping_sub(1)) == "=" && self.builtin(t).is_some() {
            return None;
        }
        Some(match self.env.directive_qualifier(t, false) {
            Some(q) => format!("{q}::{t}"),
            None => t.to_string(),
        })
    }

    /// The range's text when it is one identifier `tokens` prints as it
    /// is: not a keyword, not reserved, not where a type is used (which a
    /// using-directive may qualify). Most names an expression looks up are
    /// such, and printing them was a tenth of lowering.
    fn plain_identifier(&self, r: Range) -> Option<&'a str> {
        if r.last != r.first + 1 || self.in_type_id.get() {
            return None;
        }
        let tok = self.toks.get(r.first).filter(|t| t.kind == TokKind::Ident)?;
        let t = tok.text(self.src);
        if is_cxx_keyword(t) || t.starts_with("__") {
            return None;
        }
        (!self.followed_as_type(r.first)).then_some(t)
    }

    /// Whether the `typename` at `i` qualifies a name whose scope is no
    /// template parameter and nothing that depends on one: outside a
    /// template always; inside, a scope named by a plain identifier that
    /// is neither.
    fn redundant_typename(&self, i: usize, last: usize) -> bool {
        let (Some(scope), Some(sep)) = (self.toks.get(i + 1), self.toks.get(i + 2)) else { return false };
        if i + 3 >= last || scope.kind != TokKind::Ident || sep.text(self.src) != "::" {
            return false;
        }
        let name = scope.text(self.src);
        if !self.env.in_template_scope() {
            return true;
        }
        !self.env.names_template_param(name) && !self.env.is_template_parameter(name) && !self.env.is_type_dependent_name(name) && !self.env.is_dependent_local_type(name) && self.env.is_type_name(name) && self.env.injected_class_template(name, i + 1).is_none()
    }

    /// The class template whose definition token `i` stands in, named
    /// as a scope by its injected-class-name (`S::V`), spelled with its
    /// parameters (see `Env::injected_class_template`).
    fn injected_scope(&self, i: usize, prev: Option<(&str, TokKind)>) -> Option<String> {
        let tok = self.toks.get(i)?;
        if tok.kind != TokKind::Ident || self.tok(i + 1) != "::" || prev.is_some_and(|p| matches!(p.0, "::" | "." | "->" | "~")) {
            return None;
        }
        self.env.injected_class_template(tok.text(self.src), i)
    }

    /// Whether the words before token `i` name a conversion function
    /// (`operator unsigned int`): its parameter list follows the type
    /// without the space a builtin type word otherwise takes before `(`.
    fn conversion_name_before(&self, i: usize) -> bool {
        let mut j = i;
        while j > 0 && self.toks.get(j - 1).is_some_and(|t| t.kind == TokKind::Ident) {
            j -= 1;
            if self.tok(j) == "operator" {
                return j + 1 < i;
            }
        }
        false
    }

    /// What follows the name at `i` is what a type takes (a declarator,
    /// arguments, a scope, the end of a type-id), not an operator or `=`.
    fn followed_as_type(&self, i: usize) -> bool {
        matches!(self.tok(i + 1), "*" | "&" | "&&" | "<" | "::" | ")" | ">" | "," | "...") || self.toks.get(i + 1).is_some_and(|n| n.kind == TokKind::Ident)
    }

    /// The operand of `alignas` in `first..last` when it is an operator
    /// expression (not a type, a name or a literal, printed as written).
    fn alignment_expression(&self, first: usize, last: usize) -> Option<Expr> {
        let is_type = |n: &str| self.env.is_type_name(n);
        let mut p = super::expr::Parser::new(self.src, self.toks, first, last, &is_type);
        let e = p.expression();
        (p.at_end() && matches!(e, Expr::Binary(..))).then_some(e)
    }

    /// A type-id (in a cast, `sizeof`, template argument).
    pub fn type_id(&self, r: Range, out: &mut Out) {
        let was = self.in_type_id.replace(true);
        self.tokens(r, out);
        self.in_type_id.set(was);
    }

    /// The first pointer-to-member declarator in `first..last` written
    /// without parentheses (`int S::*pm`, `float ns::C::*const q`): EDG
    /// prints one in parentheses of its own (`int (S::*pm)`). Returns the
    /// token its class name starts at and the one after its name.
    fn member_pointer_declarator(&self, first: usize, last: usize) -> Option<(usize, usize)> {
        let mut k = first;
        while k + 2 < last {
            if self.tok(k) == "::" && self.tok(k + 1) == "*" && k > first && self.toks[k - 1].kind == TokKind::Ident {
                // Back over the nested name (`a::b::`).
                let mut start = k - 1;
                while start >= first + 2 && self.tok(start - 1) == "::" && self.toks[start - 2].kind == TokKind::Ident {
                    start -= 2;
                }
                // Forward over cv-qualifiers to the declared name.
                let mut name = k + 2;
                while name < last && matches!(self.tok(name), "const" | "volatile") {
                    name += 1;
                }
                let written = start > first && matches!(self.tok(start - 1), "(" | "::");
                // (A parenthesized initializer is no parameter list:
                // `int S::*pm(&S::a)`.)
                let initializer = self.tok(name + 1) == "(" && (matches!(self.tok(name + 2), "&" | "nullptr") || self.toks.get(name + 2).is_some_and(|t| t.kind == TokKind::Number));
                let named = name < last && self.toks[name].kind == TokKind::Ident && (initializer || !matches!(self.tok(name + 1), "(" | "::" | "<"));
                if !written && named {
                    return Some((start, name + 1));
                }
            }
            k += 1;
        }
        None
    }

    /// Tokens with cudafe++'s spacing: words apart, `*`/`&` bound to what
    /// follows, template arguments as `< T> `.
    pub fn tokens(&self, r: Range, out: &mut Out) {
        let last = r.last.min(self.toks.len());
        let mut prev: Option<(&str, TokKind)> = None;
        let within = self.within_template_parameters.get();
        let mut angles = u32::from(within);
        // Per open `<`: whether it opens parameters (after `template`).
        let mut lists: Vec<bool> = if within { vec![true] } else { Vec::new() };
        let mut parens = 0u32;
        // Per open `(`: whether it opens a function type's parameters.
        let mut fn_params: Vec<bool> = Vec::new();
        // Where the type specifier being printed starts: cudafe++ prints a
        // `const` or `volatile` written after it in front (`V const *p`
        // is `const V *p`).
        let mut type_start: Option<(usize, usize)> = None;
        let starts_type = |prev: Option<(&str, TokKind)>| match prev {
            None => true,
            Some((p, TokKind::Ident)) => is_specifier_before_type(p),
            Some((p, _)) => !matches!(p, "::" | ">sp"),
        };
        // Value arguments printed canonically (see `Env::canonical_template_args`).
        let mut canonical: Vec<(usize, usize, String)> = Vec::new();
        let mut member_pointer = if self.in_type_id.get() { None } else { self.member_pointer_declarator(r.first, last) };
        let mut opened = false;
        // A `const` already printed before the `volatile` that preceded it.
        let mut later_const = None;
        // Where a `const` after a type word was moved to (see below).
        let mut moved_const = None;
        // Unnamed parameters' names still due: the list only shrinks while
        // the range is printed (nested printing takes from it too).
        let mut unnamed_due = !self.unnamed_names.borrow().is_empty();
        let mut i = r.first;
        while i < last {
            if let Some((open, close)) = member_pointer {
                if i == open && !opened {
                    opened = true;
                    if needs_space(prev, "(", TokKind::Punct) || prev.is_some_and(|p| p.1 == TokKind::Ident) {
                        out.push(" ");
                    }
                    out.push("(");
                    prev = Some(("(", TokKind::Punct));
                } else if i >= close && opened {
                    opened = false;
                    out.push(")");
                    prev = Some((")", TokKind::Punct));
                    member_pointer = self.member_pointer_declarator(i, last);
                }
            }
            if let Some(start) = unnamed_due.then(|| self.take_unnamed_name(i)).flatten() {
                unnamed_due = !self.unnamed_names.borrow().is_empty();
                if needs_space(prev, "__T", TokKind::Ident) {
                    out.push(" ");
                }
                out.unnamed_param(self.toks[start].start);
                prev = Some(("__T", TokKind::Ident));
            }
            if let Some(k) = canonical.iter().position(|c| c.0 == i) {
                let (_, end, text) = canonical.remove(k);
                if needs_space(prev, &text, TokKind::Number) {
                    out.push(" ");
                }
                out.push(&text);
                prev = Some(("0", TokKind::Number));
                i = end;
                continue;
            }
            let tok = self.toks[i];
            let t = tok.text(self.src);
            if t == "<" && i > r.first && self.toks[i - 1].kind == TokKind::Ident {
                canonical.extend(self.canonical_args_at(i, last));
            }
            if later_const == Some(i) {
                i += 1;
                continue;
            }
            // EDG writes the qualifiers in one order: `volatile const int`
            // and `volatile int const` are `const volatile int`. (After a
            // type word, both move in front of it below.)
            if t == "volatile" && !prev.is_some_and(|p| p.0 == ">sp" || p.1 == TokKind::Ident && !is_cxx_keyword(p.0) || is_builtin_type_word(p.0)) {
                if let Some(j) = self.const_in_specifiers(i + 1, last) {
                    if needs_space(prev, "const", TokKind::Ident) {
                        out.push(" ");
                    }
                    out.push("const volatile");
                    prev = Some(("volatile", TokKind::Ident));
                    later_const = Some(j);
                    i += 1;
                    continue;
                }
            }
            if tok.kind == TokKind::Ident && matches!(t, "const" | "volatile") && prev.is_some_and(|p| p.0 == ">sp" || p.1 == TokKind::Ident && !is_cxx_keyword(p.0) || matches!(p.0, "int" | "char" | "bool" | "float" | "double" | "short" | "long" | "signed" | "unsigned" | "void" | "wchar_t" | "auto")) {
                if let Some(at) = type_start.take() {
                    // Both qualifiers in front, `const` first.
                    let (pieces, len) = at;
                    let spot = if t == "volatile" && moved_const == Some(at) { (pieces, len + "const ".len()) } else { at };
                    if out.insert_at(spot, &format!("{t} ")) {
                        type_start = Some(at);
                        if t == "const" {
                            moved_const = Some(at);
                        }
                        i += 1;
                        continue;
                    }
                }
            }
            // (Not a template argument's type: `std::vector<size_t> const
            // v` is `const std::vector< size_t> v`.)
            if tok.kind == TokKind::Ident && !matches!(t, "const" | "volatile") && starts_type(prev) && angles == u32::from(within) {
                // After the space printed before the word, if one is.
                let (pieces, len) = out.cursor();
                type_start = Some((pieces, len + usize::from(needs_space(prev, t, TokKind::Ident))));
            }
            if tok.kind == TokKind::Ident && t == "void" && self.env.omitted(tok.start) {
                i += 1;
                continue;
            }
            // GNU `typeof` in any spelling is `__typeof__`; its operand
            // prints as `decltype`'s does.
            // (`decltype(auto)` is a placeholder, not the operator: kept.)
            let operator = match t {
                "decltype" if self.tok(i + 2) == "auto" && self.tok(i + 3) == ")" => None,
                "decltype" => Some("__decltype"),
                "typeof" | "__typeof" | "__typeof__" => Some("__typeof__"),
                _ => None,
            };
            if let Some(operator) = operator.filter(|_| self.tok(i + 1) == "(") {
                if needs_space(prev, operator, TokKind::Ident) {
                    out.push(" ");
                }
                out.push(operator);
                out.push("(");
                let close = crate::lexer::skip_group(self.src, &self.toks[..last], i + 1);
                let inner = Range { first: i + 2, last: close.saturating_sub(1) };
                if operator == "__typeof__" {
                    self.typeof_operand(inner, out);
                } else {
                    self.decltype_operand(inner, out);
                }
                out.push(")");
                prev = Some((")", TokKind::Punct));
                i = close;
                continue;
            }
            // An alignment given by an expression prints as one
            // (`alignas(sizeof(T) * (N))`: the `int` converted).
            if t == "alignas" && self.tok(i + 1) == "(" {
                let close = crate::lexer::skip_group(self.src, &self.toks[..last], i + 1);
                // (In a template its operand's names are not typed here:
                // printed as written.)
                if let Some(e) = self.alignment_expression(i + 2, close.saturating_sub(1)).filter(|_| !self.env.in_template_scope()) {
                    if needs_space(prev, t, TokKind::Ident) {
                        out.push(" ");
                    }
                    out.push("alignas(");
                    self.bare(&e, out);
                    out.push(")");
                    prev = Some((")", TokKind::Punct));
                    i = close;
                    continue;
                }
            }
            if let Some((canon, next)) = builtin_run(self.src, &self.toks[..last], i) {
                // `unsigned int` is printed `unsigned`, `long int` `long`.
                if needs_space(prev, canon, TokKind::Ident) {
                    out.push(" ");
                }
                out.push(canon);
                prev = Some((canon, TokKind::Ident));
                i = next;
                continue;
            }
            // `typename` before a name whose scope depends on nothing
            // (`typename BR::TempStorage` of a `typedef Reduce<double, 16>
            // BR;`) is dropped: the name is known to be a type.
            if tok.kind == TokKind::Ident && t == "typename" && self.redundant_typename(i, last) {
                i += 1;
                continue;
            }
            // A non-type template parameter's top-level `const` is not
            // part of its type (`const int N` is `int N`); a pointer's
            // pointee's is (`const char *S`).
            if tok.kind == TokKind::Ident && matches!(t, "const" | "volatile") && prev.is_some_and(|p| p.0 == "<" || p.0 == ",") && lists.last() == Some(&true) && self.top_level_qualifier(i, last) {
                i += 1;
                continue;
            }
            // `typename` declares a parameter as `class`; in arguments
            // (`is_same<typename R::type, int>`) it stays.
            // Only in a template's parameter list: a function's parameter
            // `typename vec4<T>::Type v` keeps it.
            let in_template_parameters = lists.last() == Some(&true);
            // (Not before a qualified name: `typename E<C>::type N = 0`
            // declares a value.)
            let spelled = if tok.kind == TokKind::Ident && t == "typename" && prev.is_some_and(|p| p.0 == "<" || p.0 == ",") && in_template_parameters && !self.names_member_type(i + 1, last) {
                "class"
            } else if tok.kind == TokKind::Ident && t == "alignof" {
                "__alignof__"
            } else if tok.kind == TokKind::Ident && t == "__restrict" {
                "__restrict__"
            } else if tok.kind == TokKind::Ident && t.starts_with("__") {
                crate::parse::plain_keyword(t)
            } else {
                t
            };
            // A template named after `::` with dependent arguments is
            // marked as one: `std::template is_same< T, int> ::value`.
            // In a template argument list only a `typename` name's is: an
            // argument is kept as written (`enable_if_t< std::is_same< T,
            // int> ::value, T>`, but `g< typename std::template
            // remove_cv< T> ::type>`).
            if tok.kind == TokKind::Ident && prev.is_some_and(|p| p.0 == "::") && self.tok(i + 1) == "<" && self.dependent_scope(i + 1, last) && (!lists.contains(&false) || self.names_after_typename(i)) {
                out.push("template ");
            }
            // An unnamed template parameter's type is followed by the
            // space its name would take (`template< class , int  = 3>`),
            // unless it was just given one (`unnamed_names`). After a
            // template-id's `> ` it is one more, and a default's `=` is set
            // off from it as from a name (`enable_if_t< B, int>   = 0`).
            if matches!(t, "," | ">" | ">>" | "=") && lists.last() == Some(&true) && self.ends_unnamed_parameter(i) && prev.is_none_or(|p| p.0 != "__T") {
                if matches!(self.tok(i - 1), ">" | ">>") {
                    out.push(" ");
                    prev = Some(("", TokKind::Ident));
                } else if !out.tail().ends_with(' ') {
                    out.push(" ");
                }
            }
            if (t == ">" || t == ">>") && angles > 0 {
                // A template argument list closes as `> ` (`>>` as `> > `).
                let n = if t == ">>" { angles.min(2) } else { 1 };
                angles -= n;
                let mut parameters = false;
                for _ in 0..n {
                    parameters = lists.pop().unwrap_or(false);
                }
                for _ in 0..n {
                    out.push("> ");
                }
                // A template template parameter's list is set off from
                // its `class` by one more space (`template< class >  class
                // R`).
                if parameters && lists.last() == Some(&true) {
                    out.push(" ");
                }
                // After a template's parameter list the declaration
                // follows after the one space (`template< class T> struct X;`).
                prev = Some((if parameters { " " } else { ">sp" }, TokKind::Punct));
                i += 1;
                continue;
            }
            // An unnamed pack in the outermost parameter list closes up
            // (`void f(Ts...)`), one in a nested function type does not
            // (`void (*k)(Ts ...)`); so does `sizeof...`.
            // So does a pack expanded in a template argument list
            // (`index_sequence< Is...>`).
            let closed_pack = t == "..."
                && (prev.is_some_and(|p| p.0 == "sizeof")
                    || parens == 1 && fn_params.last() != Some(&true) && prev.is_some_and(|p| p.1 == TokKind::Ident) && matches!(self.tok(i + 1), ")" | ",")
                    || angles > 0 && lists.last() == Some(&false) && prev.is_some_and(|p| p.1 == TokKind::Ident) && matches!(self.tok(i + 1), ">" | ">>" | ","));
            // `struct P *p`, `enum Mode m`: cudafe++ names a known class or
            // enumeration without its keyword, unless something else has
            // that name too (`struct stat st`).
            let in_parameters = lists.last().is_some_and(|&parameters| parameters);
            if tok.kind == TokKind::Ident && matches!(t, "struct" | "class" | "union" | "enum") && !in_parameters && self.elaboration_dropped(i, last) {
                i += 1;
                continue;
            }
            // An array bound is an expression, printed as one
            // (`a[(8 * 16) + 16]`), not as the tokens came.
            // An alias declaration's type is a type-id: its array bound
            // follows the type after a space (`using A = long [(n + 7) / 8];`).
            let alias_bound = t == "[" && prev.is_some_and(|p| p.1 == TokKind::Ident) && self.in_alias_type(r.first, i);
            if t == "[" && (alias_bound || prev.is_some_and(|p| p.1 == TokKind::Ident && !is_cxx_keyword(p.0) || matches!(p.0, "]" | ")"))) && self.tok(i + 1) != "[" {
                if alias_bound && !out.tail().ends_with(' ') {
                    out.push(" ");
                }
                if let Some(close) = self.array_bound(i, last, out) {
                    prev = Some(("]", TokKind::Punct));
                    i = close;
                    continue;
                }
            }
            if needs_space(prev, spelled, tok.kind) && !closed_pack && !(t == "(" && self.conversion_name_before(i)) || t == "(" && self.declarator_group_after_type(i, prev, angles > 0 && lists.last() == Some(&false)) || tok.kind == TokKind::Ident && nested_parameter_name(t, tok.kind, prev, fn_params.last() == Some(&true), self.tok(i + 1)) || self.binary_operator_spacing(i, prev) {
                out.push(" ");
            }
            // A type in a declaration or type-id: something follows it that
            // a type takes (a declarator, arguments, a scope, the end of
            // a type-id), not an operator or `=`.
            if tok.kind == TokKind::Ident && angles > 0 && lists.last() == Some(&false) && !prev.is_some_and(|p| matches!(p.0, "::" | "." | "->")) {
                if let Some((text, next)) = self.enumerator_argument(i, last) {
                    out.push(&text);
                    prev = Some(("0", TokKind::Ident));
                    i = next;
                    continue;
                }
            }
            let type_use = || (self.in_type_id.get() && i + 1 == last) || self.followed_as_type(i);
            let leading_scope = self.expression_name.get() && i == r.first && self.tok(i + 1) == "::";
            if tok.kind == TokKind::Ident && !prev.is_some_and(|p| matches!(p.0, "::" | "." | "->" | "~")) && !leading_scope && type_use() {
                // (A keyword or reserved name is never qualified: not even
                // looked up.)
                let qualifier = if is_cxx_keyword(t) || t.starts_with("__") { None } else { self.env.directive_qualifier(t, self.scope_of_type(i)) };
                if let Some(q) = qualifier {
                    out.push(&q);
                    out.push("::");
                } else if self.tok(i + 1) == "::" && self.env.hidden_by_local(t, i) {
                    out.push("::");
                }
            }
            match t {
                "(" => {
                    parens += 1;
                    fn_params.push(self.function_type_params(i, prev, angles > 0));
                }
                ")" => {
                    parens = parens.saturating_sub(1);
                    fn_params.pop();
                }
                _ => {}
            }
            if t == "(" && self.tok(i + 1) == ")" && fn_params.last() == Some(&true) {
                // A function type's empty parameter list is spelled `(void)`.
                out.push("(void");
                prev = Some(("void", TokKind::Ident));
                i += 1;
                continue;
            }
            // A non-type template parameter's default is an expression
            // EDG prints as one, its own parentheses for the written ones
            // (`int W = (sizeof(T) == (4)) ? 4 : 2`).
            if prev.is_some_and(|p| p.0 == "=") && lists.last() == Some(&true) {
                if let Some((text, end)) = self.template_default_expression(i, last) {
                    if !out.tail().ends_with(' ') {
                        out.push(" ");
                    }
                    out.push(&text);
                    prev = Some(("0", TokKind::Number));
                    i = end;
                    continue;
                }
            }
            // A default argument that is an operator expression prints as
            // one (`int j = 2 + 3`).
            // (The range may be a piece of the list: a definition's
            // parameters are printed apart, from one name to the next.)
            if prev.is_some_and(|p| p.0 == "=") && (parens > 0 || self.in_parameter_list(i)) {
                let mut depth = 0i32;
                let mut end = i;
                while end < last {
                    match self.tok(end) {
                        "(" | "[" | "<" | "{" => depth += 1,
                        ")" | "]" | ">" | "}" if depth == 0 => break,
                        ")" | "]" | ">" | "}" => depth -= 1,
                        "," if depth == 0 => break,
                        _ => {}
                    }
                    end += 1;
                }
                if let Some(text) = self.expression_arg(i, end, false) {
                    if needs_space(prev, &text, TokKind::Number) && !out.tail().ends_with(' ') {
                        out.push(" ");
                    }
                    out.push(&text);
                    prev = Some(("0", TokKind::Number));
                    i = end;
                    continue;
                }
            }
            // (`f.operator() < 1> (2)`: a call operator template's
            // arguments, set off from its name.)
            let call_operator_arguments = t == "<" && i >= r.first + 3 && matches!((self.tok(i - 3), self.tok(i - 2), self.tok(i - 1)), ("operator", "(", ")") | ("operator", "[", "]"));
            if call_operator_arguments && !out.tail().ends_with(' ') {
                out.push(" ");
            }
            let default_arg = || self.tok(i.wrapping_sub(1)) == "=" || self.tok(i.wrapping_sub(1)) == "-" && self.tok(i.wrapping_sub(2)) == "=";
            // A builtin variable as an initializer (`int width = warpSize`,
            // `int b = blockDim.x`) is named as the runtime declares it.
            if let Some(builtin) = (tok.kind == TokKind::Ident && self.tok(i.wrapping_sub(1)) == "=").then(|| self.builtin(t)).flatten() {
                if needs_space(prev, builtin, TokKind::Ident) && !out.tail().ends_with(' ') {
                    out.push(" ");
                }
                out.push(builtin);
                prev = Some((builtin, TokKind::Ident));
                i += 1;
                continue;
            }
            if tok.kind == TokKind::Number && default_arg() && is_floating_literal(t) {
                // A floating default argument is a constant EDG prints in
                // parentheses (`float w = (0.0F)`, `-(1.0F)`).
                out.push("(");
                out.push(&literal_spelling(spelled, Some(tok.kind)));
                out.push(")");
            } else if let Some(injected) = self.injected_scope(i, prev) {
                // (`S::V` in `S`'s definition is `S< T, N> ::V`.)
                out.push(&injected);
                prev = Some((">", TokKind::Punct));
                i += 1;
                continue;
            } else if matches!(tok.kind, TokKind::Number | TokKind::Char | TokKind::Str) {
                out.push(&literal_spelling(spelled, Some(tok.kind)));
            } else if matches!(spelled, "__null" | "nullptr") && prev.is_some_and(|p| p.0 == "=") && matches!(self.tok(i + 1), "," | ")") {
                // g++'s `NULL` or `nullptr` as a parameter's default
                // argument is the converted constant, `0`.
                out.push("0");
            } else {
                out.push(spelled);
            }
            // (A range starting at the `<` behind a lambda's introducer is
            // that template lambda's parameter list.)
            let lambda_parameters = t == "<" && i == r.first && i > 0 && self.tok(i - 1) == "]";
            if t == "<" && (i > r.first && (self.toks[i - 1].kind == TokKind::Ident || self.tok(i - 1) == "template") && self.tok(i - 1) != "operator" || lambda_parameters || call_operator_arguments) {
                // An empty list (`D<>`) stays closed up, but for an
                // empty pack (`Pack< >`).
                if !matches!(self.tok(i + 1), ">" | ">>") || self.env.pack_first_class_template(&self.name_before(i)) {
                    out.push(" ");
                }
                angles += 1;
                lists.push(self.tok(i - 1) == "template" || lambda_parameters);
                prev = Some(("<", TokKind::Punct));
            } else {
                prev = Some((t, tok.kind));
            }
            i += 1;
        }
        if opened {
            out.push(")");
        }
    }

    /// The (qualified) name whose template argument list opens at `open`
    /// (`ns::Pack` for `ns::Pack<`).
    fn name_before(&self, open: usize) -> String {
        let mut k = open.saturating_sub(1);
        while k >= 1 && self.tok(k - 1) == "::" {
            k -= 1;
            if k >= 1 && self.toks[k - 1].kind == TokKind::Ident {
                k -= 1;
            }
        }
        (k..open).map(|j| self.tok(j)).collect()
    }

    /// The template parameter from `i` on names a type through a scope
    /// (`E<C>::type`) before it ends.
    fn names_member_type(&self, i: usize, last: usize) -> bool {
        let mut depth = 0i32;
        for k in i..last {
            match self.tok(k) {
                "<" | "(" | "[" => depth += 1,
                ">" | ")" | "]" if depth > 0 => depth -= 1,
                ">>" if depth > 1 => depth -= 2,
                "::" if depth == 0 => return true,
                ">" | ">>" => return false,
                "," | "=" if depth == 0 => return false,
                _ => {}
            }
        }
        false
    }

    /// The `const` at `i`, first in a template parameter, qualifies the
    /// parameter itself: no `*`, `&` or `(` comes before the parameter
    /// ends.
    fn top_level_qualifier(&self, i: usize, last: usize) -> bool {
        let mut depth = 0i32;
        for k in i + 1..last {
            match self.tok(k) {
                // (Brackets count inside template arguments only: at the
                // top, `(` or `[` makes a declarator of a compound type.)
                "<" => depth += 1,
                "(" | "[" if depth > 0 => depth += 1,
                ">" | ")" | "]" if depth > 0 => depth -= 1,
                ">" | "," | "=" | ">>" => return true,
                "*" | "&" | "&&" | "(" | "[" => return false,
                _ => {}
            }
        }
        true
    }

    /// The `const` among the declaration specifiers from `from` (builtin
    /// type words, names, `::`), before any declarator.
    fn const_in_specifiers(&self, from: usize, last: usize) -> Option<usize> {
        let mut j = from;
        while j < last {
            match self.tok(j) {
                "const" => return Some(j),
                "::" | "typename" | "struct" | "class" | "union" | "enum" => {}
                w if is_builtin_type_word(w) => {}
                // One name: a second is the declarator's.
                _ if self.toks[j].kind == TokKind::Ident && !(j > from && self.toks[j - 1].kind == TokKind::Ident && self.tok(j - 1) != "typename") => {}
                _ => return None,
            }
            j += 1;
        }
        None
    }

    /// The canonical spellings of the value arguments of the template
    /// argument list opening at `open` (see `Env::canonical_template_args`):
    /// each argument's token range and its text.
    fn canonical_args_at(&self, open: usize, last: usize) -> Vec<(usize, usize, String)> {
        // Lists nested deeper are printed as written: each opener scans
        // its own list, so unbounded, n nested lists would cost n² steps.
        const MAX_NESTING: i32 = 64;
        let mut args = Vec::new();
        let (mut depth, mut start) = (0i32, open + 1);
        let mut k = open + 1;
        loop {
            if k >= last {
                return Vec::new();
            }
            match self.tok(k) {
                "(" | "[" | "<" if depth == MAX_NESTING => return Vec::new(),
                "(" | "[" | "<" => depth += 1,
                ")" | "]" => depth -= 1,
                // `>>` closing two lists (`A<B<1>>`) is left as written.
                ">" | ">>" if depth == 0 => break,
                ">" => depth -= 1,
                ">>" => depth -= 2,
                ";" | "{" | "}" => return Vec::new(),
                "," if depth == 0 => {
                    args.push((start, k));
                    start = k + 1;
                }
                _ => {}
            }
            k += 1;
        }
        if self.tok(k) == ">>" {
            return Vec::new();
        }
        if k > open + 1 {
            args.push((start, k));
        }
        // The template's name, qualified as written (`cg::thread_block_tile`).
        let mut first = open - 1;
        while first >= 2 && self.tok(first - 1) == "::" && self.toks[first - 2].kind == TokKind::Ident {
            first -= 2;
        }
        let name: String = (first..open).map(|k| self.tok(k)).collect();
        let shown = self.env.canonical_template_args(&name, &args).unwrap_or_default();
        let callee = self.in_callee.get();
        // Named, not launched nor called: its address is taken.
        if !callee && !matches!(self.tok(k + 1), "<<<" | "<<" | "(") {
            // (Its arguments as a launch's: a constant local by its value.)
            let text = || {
                let written: Vec<String> = args
                    .iter()
                    .map(|&(a, b)| match (b == a + 1).then(|| self.env.local_constant(self.tok(a))).flatten() {
                        Some(v) => v.to_string(),
                        None => (a..b).map(|k| self.tok(k)).collect::<Vec<_>>().join(" "),
                    })
                    .collect();
                format!("{name}<{}>", written.join(", "))
            };
            self.env.note_template_reference(&name, &text);
        }
        args.into_iter()
            .enumerate()
            .filter_map(|(k, (a, b))| match shown.get(k).cloned().flatten() {
                Some(s) => Some((a, b, s)),
                // (Printed, a `constexpr` local named alone stays a name:
                // `k< T, NT>`; the stub's instance has its value.)
                None if callee && b == a + 1 && self.all_constants.get() => self.callee_local(self.tok(a)).map(|v| (a, b, v.to_string())),
                // (But one of the function around a lambda is its value
                // there: `k< T, 16>`.)
                None if callee && b == a + 1 => self.env.enclosing_constexpr(self.tok(a)).map(|v| (a, b, v.to_string())),
                None => self.expression_arg(a, b, true).map(|s| (a, b, s)),
            })
            .collect()
    }

    /// A template argument that is an operator expression (`2 * 16`),
    /// printed as one; `None` for anything else (a type, a name, a literal).
    /// `parenthesized`: one in parentheses is too, without them (a
    /// macro's expansion: `(1 << (10 - 1))` is `1 << (10 - 1)`).
    /// The default at `first` of a non-type template parameter whose
    /// expression has operators, printed, and where it ends (the `,` or
    /// `>` after it).
    fn template_default_expression(&self, first: usize, last: usize) -> Option<(String, usize)> {
        // (A type parameter's default is a type: `class = void`.)
        let mut k = first.checked_sub(1)?;
        while k > 0 && !matches!(self.tok(k - 1), "<" | ",") {
            k -= 1;
        }
        if matches!(self.tok(k), "class" | "typename" | "template") {
            return None;
        }
        let mut depth = 0i32;
        let mut end = first;
        while end < last {
            match self.tok(end) {
                "(" | "[" | "{" => {
                    end = crate::lexer::skip_group(self.src, &self.toks[..last], end);
                    continue;
                }
                "<" => depth += 1,
                ">" | ">>" if depth == 0 => break,
                ">" => depth -= 1,
                ">>" => depth -= 2,
                "," if depth == 0 => break,
                _ => {}
            }
            end += 1;
        }
        let operators = (first..end).any(|k| matches!(self.tok(k), "==" | "!=" | "<=" | ">=" | "&&" | "||" | "?" | "+" | "-" | "*" | "/" | "%" | "!"));
        if !operators || end >= last {
            return None;
        }
        let is_type = |n: &str| self.env.is_type_name(n) || self.env.is_template_parameter(n) || is_builtin_type_word(n);
        let mut p = super::expr::Parser::new(self.src, self.toks, first, end, &is_type);
        let e = p.expression();
        if !p.at_end() {
            return None;
        }
        let mut o = Out::new();
        self.expr(e.without_parens(), None, &mut o);
        Some((o.tail().to_string(), end))
    }

    fn expression_arg(&self, a: usize, b: usize, parenthesized: bool) -> Option<String> {
        const BINARY: &[&str] = &["+", "-", "*", "/", "%", "<<", "|", "^", "&", "==", "!=", "<=", ">=", "&&", "||"];
        let opened = if parenthesized { (a..b).take_while(|&k| self.tok(k) == "(").count() } else { 0 };
        let first = self.toks.get(a + opened)?;
        let starts_value = matches!(first.kind, TokKind::Number | TokKind::Char) || first.kind == TokKind::Ident && !self.env.is_type_name(first.text(self.src)) && !is_cxx_keyword(first.text(self.src));
        let ends_value = b.checked_sub(1).and_then(|k| self.toks.get(k)).is_some_and(|t| matches!(t.kind, TokKind::Number | TokKind::Char | TokKind::Ident) || t.text(self.src) == ")");
        // A managed variable in it is accessed as everywhere in host code
        // (`int a = (*( (__nv_inited_managed_rt ? ...), (d)))`).
        let managed = !parenthesized && (a..b).any(|k| self.toks[k].kind == TokKind::Ident && self.env.name(self.tok(k)).managed);
        let keyword = (a..b).any(|k| self.toks[k].kind == TokKind::Ident && is_cxx_keyword(self.tok(k)) && !matches!(self.tok(k), "sizeof" | "true" | "false"));
        // So is a cast, an address or a `sizeof` of an expression
        // (`long a = (long)x`, `int *c = &x`, `sizeof x`).
        // And a functional cast or construction (`T by = T(1)` is
        // `(T)1`, `B<T> b = B<T>{T(3), 4}` is `B< T> {(T)3, 4}`).
        let names_type = |n: &str| self.env.is_type_name(n) || self.env.is_template_parameter(n) || is_builtin_type_word(n);
        let constructs = !parenthesized && (first.kind == TokKind::Ident && names_type(first.text(self.src)) || self.tok(a) == "::");
        let shaped = !parenthesized && matches!(self.tok(a), "(" | "&" | "sizeof") || constructs;

        if managed || shaped {
            // (A template parameter is a type there only when it is
            // constructed: `(N) - 1` is no cast.)
            let is_type = |n: &str| self.env.is_type_name(n) || constructs && self.env.is_template_parameter(n);
            let mut p = super::expr::Parser::new(self.src, self.toks, a, b, &is_type);
            let e = p.expression();
            let printed = managed || matches!(e, super::expr::Expr::Cast(..) | super::expr::Expr::Unary("&", _) | super::expr::Expr::SizeofExpr(..) | super::expr::Expr::Construct(..));
            if !p.at_end() || !printed {
                return None;
            }
            let mut o = Out::new();
            self.expr(&e, None, &mut o);
            return Some(o.tail().to_string());
        }
        if !starts_value || !ends_value || keyword || b <= a + 2 || opened == 0 && !(a..b).any(|k| BINARY.contains(&self.tok(k))) {
            return None;
        }
        let is_type = |n: &str| self.env.is_type_name(n);
        let mut p = super::expr::Parser::new(self.src, self.toks, a, b, &is_type);
        let e = p.expression();
        let e = if parenthesized { e.without_parens() } else { &e };
        let operand = opened > 0 && matches!(e, super::expr::Expr::Literal(_) | super::expr::Expr::Name(_) | super::expr::Expr::Unary(..));
        if !p.at_end() || !(matches!(e, super::expr::Expr::Binary(..)) || operand) {
            return None;
        }
        let mut o = Out::new();
        self.expr(e, None, &mut o);
        Some(o.tail().to_string())
    }

    /// Whether the empty parameter list opening at `open` belongs to a
    /// function type rather than to a declared function: after a
    /// parenthesized pointer or reference declarator (`void (*f)()`,
    /// `int (S::*pm)()`, `void (*ret())()`), or after a builtin type in a
    /// type-id (`function<int()>`, `using H = void();`). A function's own
    /// declarator (`void f()`, `operator()()`) keeps `()`.
    fn function_type_params(&self, open: usize, prev: Option<(&str, TokKind)>, in_template_args: bool) -> bool {
        match prev {
            Some((")", _)) => {
                let Some(group) = open.checked_sub(1).and_then(|close| self.group_start(close)) else { return false };
                let inner = self.tok(group + 1);
                let member_pointer = self.toks.get(group + 1).is_some_and(|t| t.kind == TokKind::Ident) && self.tok(group + 2) == "::";
                self.tok(group.wrapping_sub(1)) != "operator" && (matches!(inner, "*" | "&" | "&&") || member_pointer)
            }
            Some((word, TokKind::Ident)) if word.split(' ').next_back().is_some_and(is_builtin_type_word) => {
                let alias = self.tok(open.wrapping_sub(2)) == "=" && self.tok(open.wrapping_sub(4)) == "using";
                // (`(*` opens a declarator, never a parameter list:
                // `template< int (*F)(int)>`.)
                (in_template_args || self.in_type_id.get() || alias) && !matches!(self.tok(open + 1), "*" | "&" | "&&") || self.abstract_function_parameter(open)
            }
            // (`T k(T())`: a parameter of function type returning `T`.)
            Some((word, TokKind::Ident)) => !is_cxx_keyword(word) && self.abstract_function_parameter(open) && (self.env.is_type_name(word) || self.env.is_template_parameter(word)),
            _ => false,
        }
    }

    /// The `(` at `open` starts a parenthesized pointer or reference
    /// declarator after a type named by an identifier, or, in template
    /// arguments, a function type's parameters: set off from it as after
    /// a builtin type (`int32_t (*compare)(...)`, `function< R (A)>`).
    fn declarator_group_after_type(&self, open: usize, prev: Option<(&str, TokKind)>, in_template_args: bool) -> bool {
        let Some((word, TokKind::Ident)) = prev else { return false };
        if self.tok(open) != "(" || is_cxx_keyword(word) {
            return false;
        }
        let declarator = matches!(self.tok(open + 1), "*" | "&" | "&&") || self.abstract_function_parameter(open);
        // (A template's type parameter too: `T (&tile)[N]`.)
        (declarator || in_template_args) && (self.env.is_type_name(word) || self.env.is_template_parameter(word))
    }

    /// The token at `at` ends a template parameter that has no name: only
    /// `class`, `typename` or builtin type words stand between it and the
    /// `<` or `,` before (`template< class , int >`).
    fn ends_unnamed_parameter(&self, at: usize) -> bool {
        // (A pointer or reference declarator names nothing either:
        // `enable_if_t< B, int>  * = nullptr`.)
        let mut at = at;
        while at > 0 && matches!(self.tok(at - 1), "*" | "&" | "&&") {
            at -= 1;
        }
        let mut k = at;
        while k > 0 && (is_builtin_type_word(self.tok(k - 1)) || matches!(self.tok(k - 1), "class" | "typename")) {
            k -= 1;
        }
        k < at && matches!(self.tok(k.wrapping_sub(1)), "<" | "," | ">") || self.ends_unnamed_qualified_parameter(at)
    }

    /// A template parameter ending before `at` whose type is a template-id
    /// or a qualified name, with no name after it (`std::enable_if_t<
    /// B, int> = 0`, `typename std::enable_if< B, int> ::type = 0`): a name
    /// would be one identifier after the type, never after `>` or `::`.
    fn ends_unnamed_qualified_parameter(&self, at: usize) -> bool {
        let Some(mut j) = at.checked_sub(1) else { return false };
        let ends_qualified = matches!(self.tok(j), ">" | ">>") || self.toks[j].kind == TokKind::Ident && j >= 1 && self.tok(j - 1) == "::";
        if !ends_qualified {
            return false;
        }
        // Back over the name's components to the token before it.
        loop {
            if matches!(self.tok(j), ">" | ">>") {
                match self.template_args_open(j) {
                    Some(open) if open >= 1 => j = open - 1,
                    _ => return false,
                }
            }
            if self.toks[j].kind != TokKind::Ident || j == 0 {
                return false;
            }
            j -= 1;
            if self.tok(j) == "template" && j >= 1 {
                j -= 1;
            }
            if self.tok(j) != "::" {
                break;
            }
            match j.checked_sub(1) {
                Some(prev) => j = prev,
                // (`::name` at the very start.)
                None => return false,
            }
        }
        while j > 0 && (is_builtin_type_word(self.tok(j)) || matches!(self.tok(j), "typename" | "const" | "volatile")) {
            j -= 1;
        }
        matches!(self.tok(j), "<" | ",")
    }

    /// The `(` the `)` at `close` closes, within this printer's tokens.
    fn group_start(&self, close: usize) -> Option<usize> {
        let mut depth = 0u32;
        for k in (0..=close).rev() {
            match self.tok(k) {
                ")" => depth += 1,
                "(" => {
                    // A `(` with no `)` to close (`close` is no `)` in
                    // broken input): no group.
                    depth = depth.checked_sub(1)?;
                    if depth == 0 {
                        return Some(k);
                    }
                }
                _ => {}
            }
        }
        None
    }

    /// The name at `i` opens a qualified name (`wmma::fragment`) that ends
    /// in a type's: its scope is qualified as a type would be. A function's
    /// or an enumerator's (`wmma::mma_sync`) stays as written.
    fn scope_of_type(&self, i: usize) -> bool {
        let mut k = i;
        while self.tok(k + 1) == "::" && self.toks.get(k + 2).is_some_and(|t| t.kind == TokKind::Ident) {
            k += 2;
        }
        // (A lone name is no qualified one: nothing to join, nor look up.)
        if k == i {
            return false;
        }
        let chain: String = (i..=k).map(|j| self.tok(j)).collect();
        self.env.is_type_name(&chain)
    }

    /// A binary arithmetic operator (`/ % + - | ^`) between two operands
    /// is set off by a space on each side (`sizeof(uint4) / sizeof(T)` in
    /// a template argument): token `i` is the operator after a `)`, or
    /// the operand after the operator. (`*` and `&` are declarators.)
    fn binary_operator_spacing(&self, i: usize, prev: Option<(&str, TokKind)>) -> bool {
        let is_op = |k: usize| matches!(self.tok(k), "/" | "%" | "+" | "-" | "|" | "^");
        let operand_before = |k: usize| k > 0 && (matches!(self.tok(k - 1), ")" | "]") || matches!(self.toks[k - 1].kind, TokKind::Number) || self.toks[k - 1].kind == TokKind::Ident && !is_cxx_keyword(self.tok(k - 1)));
        let Some((p, _)) = prev else { return false };
        if is_op(i) {
            return p == ")" && operand_before(i);
        }
        i > 0 && is_op(i - 1) && p == self.tok(i - 1) && operand_before(i - 1) && !matches!(self.tok(i), ")" | "]" | "," | ";" | ">")
    }

    /// Token `i` stands in a parenthesized list (a function's parameters)
    /// that opens before it in the same declaration.
    /// The `(` at `open`, right after a parameter's type, opens an empty
    /// parameter list: the parameter has function type (`int k(int())`),
    /// which EDG spells with `(void)`.
    fn abstract_function_parameter(&self, open: usize) -> bool {
        self.tok(open + 1) == ")" && matches!(self.tok(open + 2), ")" | ",") && self.in_parameter_list(open)
    }

    fn in_parameter_list(&self, i: usize) -> bool {
        let mut depth = 0usize;
        for k in (0..i).rev() {
            match self.tok(k) {
                ")" | "]" => depth += 1,
                "(" if depth == 0 => return true,
                "(" | "[" => depth = depth.saturating_sub(1),
                ";" | "{" | "}" => return false,
                _ => {}
            }
        }
        false
    }

    /// Prints the array bound `[...]` opened at `open` as an expression,
    /// when its tokens are one; returns the index past its `]`.
    fn array_bound(&self, open: usize, last: usize, out: &mut Out) -> Option<usize> {
        let close = crate::lexer::skip_group(self.src, &self.toks[..last], open);
        if close <= open + 2 || self.tok(close - 1) != "]" {
            return None;
        }
        let is_type = |n: &str| self.env.is_type_name(n) || self.env.is_template_type_parameter(n);
        let mut p = super::expr::Parser::new(self.src, self.toks, open + 1, close - 1, &is_type);
        let e = p.expression();
        if !p.at_end() {
            return None;
        }
        // Without the parentheses a macro wraps it in (`[(32)]` is `[32]`);
        // a variable-length array's bound, an operand of the allocation,
        // is parenthesized (`[((n - 1) * m)]`).
        out.push("[");
        let was = self.local_bound.replace(self.env.in_function_body());
        if self.env.is_constant_bound(&e) {
            self.bare(e.without_parens(), out);
        } else {
            self.env.note_variable_length();
            self.operand(e.without_parens(), None, out);
        }
        self.local_bound.set(was);
        out.push("]");
        Some(close)
    }

    /// Token `i` lies in the type of an alias declaration that starts at
    /// or after `first` (`using A = ...`).
    fn in_alias_type(&self, first: usize, i: usize) -> bool {
        (first..i).position(|k| self.tok(k) == "using").is_some_and(|u| (first + u..i).any(|k| self.tok(k) == "="))
    }

    /// The class key at `i` only elaborates a declaration's type: a known
    /// class or enumeration name follows, then a declarator.
    fn elaboration_dropped(&self, i: usize, last: usize) -> bool {
        let (Some(name), Some(after)) = (self.toks.get(i + 1), self.toks.get(i + 2)) else { return false };
        if i + 2 > last || name.kind != TokKind::Ident || i > 0 && matches!(self.tok(i - 1), "friend" | "template" | "enum") {
            return false;
        }
        // After `typedef`, only a class or enumeration declared already
        // (`typedef struct T T;` may be what declares `T`).
        if i > 0 && self.tok(i - 1) == "typedef" && !self.env.declares_class(name.text(self.src)) {
            return false;
        }
        // The declarator may lie past the range (a parameter's type is
        // printed apart from it: `S s`); a class head's `final` is none.
        let class_head = matches!(after.text(self.src), "final" | "__final" | "alignas");
        // A type-id in parentheses has none (`sizeof(struct gn)`).
        let type_id = after.text(self.src) == ")" && i > 0 && self.tok(i - 1) == "(";
        let declarator = after.kind == TokKind::Ident && !class_head || matches!(after.text(self.src), "*" | "&" | "&&") || type_id;
        let name = name.text(self.src);
        declarator && !matches!(name, "class" | "struct") && self.env.is_type_name(name) && !self.env.names_non_type(name)
    }

    /// The qualified name whose last component is at `i` follows
    /// `typename` (`typename std::remove_cv< T> ::type`): its components
    /// are looked back over, template-ids included.
    fn names_after_typename(&self, i: usize) -> bool {
        let mut j = i;
        while j >= 2 && self.tok(j - 1) == "::" {
            j -= 2;
            if self.tok(j) == "template" && j >= 1 {
                j -= 1;
            }
            if matches!(self.tok(j), ">" | ">>") {
                match self.template_args_open(j) {
                    Some(open) if open >= 1 => j = open - 1,
                    _ => return false,
                }
            }
        }
        j >= 1 && self.tok(j - 1) == "typename"
    }

    /// The `<` a template argument list closing at `close` opened at.
    fn template_args_open(&self, close: usize) -> Option<usize> {
        let mut depth = 0i32;
        for k in (0..=close).rev() {
            match self.tok(k) {
                ">" => depth += 1,
                ">>" => depth += 2,
                "<" => {
                    depth -= 1;
                    if depth == 0 {
                        return Some(k);
                    }
                }
                ";" | "{" | "}" => return None,
                _ => {}
            }
        }
        None
    }

    /// The template arguments opened at `open` name a template parameter
    /// and are followed by `::`: the template-id is a dependent scope
    /// (`box< T> ::type`; a call `forward< T> (x)` is not one).
    fn dependent_scope(&self, open: usize, last: usize) -> bool {
        let Some(end) = crate::lexer::template_args_end(self.src, self.toks, open).filter(|&end| end <= last && self.tok(end) == "::") else { return false };
        self.toks[open..end].iter().any(|t| t.kind == TokKind::Ident && self.env.is_template_parameter(t.text(self.src)))
    }

    /// An enumerator named at `i` in a template argument list, with the
    /// qualification cudafe++ prints it with, and the token after it.
    fn enumerator_argument(&self, i: usize, last: usize) -> Option<(String, usize)> {
        let mut j = i + 1;
        while j + 1 < last && self.tok(j) == "::" && self.toks[j + 1].kind == TokKind::Ident {
            j += 2;
        }
        if j < last && matches!(self.tok(j), "(" | "<" | "::") {
            return None;
        }
        let written: String = (i..j).map(|k| self.tok(k)).collect();
        let q = self.env.qualified_enumerator(&written)?;
        (q != written).then_some((q, j))
    }

    /// `typeof`'s operand: a type as written, an expression as an
    /// expression statement's (`__typeof__(x * (2.0))`).
    fn typeof_operand(&self, inner: Range, out: &mut Out) {
        let is_type: &dyn Fn(&str) -> bool = &|n| self.env.is_type_name(n) || self.env.is_dependent(n);
        let p = super::expr::Parser::new(self.src, self.toks, inner.first - 1, inner.last + 1, is_type);
        if p.parenthesized_type() {
            return self.tokens(inner, out);
        }
        let mut p = super::expr::Parser::new(self.src, self.toks, inner.first, inner.last, is_type);
        let e = p.expression();
        if p.at_end() {
            self.expr(&e, None, out);
        } else {
            self.tokens(inner, out);
        }
    }

    fn decltype_operand(&self, inner: Range, out: &mut Out) {
        let is_type: &dyn Fn(&str) -> bool = &|n| self.env.is_type_name(n) || self.env.is_dependent(n);
        let mut p = super::expr::Parser::new(self.src, self.toks, inner.first, inner.last, is_type);
        let e = p.expression();
        if p.at_end() {
            let was = self.in_decltype.replace(true);
            // Only an id-expression or a member access stands bare: any
            // other operand is printed in parentheses (`__decltype((*p))`).
            let bare = matches!(e, Expr::Name(_) | Expr::Member(..) | Expr::Paren(_));
            if !bare {
                out.push("(");
            }
            self.bare(&e, out);
            if !bare {
                out.push(")");
            }
            self.in_decltype.set(was);
        } else {
            self.tokens(inner, out);
        }
    }

    pub fn raw(&self, r: Range, out: &mut Out) {
        self.tokens(r, out);
    }

    /// The arithmetic type of an expression, when it can be told.
    pub fn ty_of(&self, e: &Expr) -> Option<Ty> {
        if !e.has_operands() {
            return self.ty_of_uncached(e);
        }
        let key = self.ty_key(e);
        if let Some(&t) = self.memo().borrow().get(&key) {
            return t;
        }
        let t = self.ty_of_uncached(e);
        self.memo().borrow_mut().insert(key, t);
        t
    }

    /// Where `ty_of` remembers types: the environment's, else its own.
    fn memo(&self) -> &std::cell::RefCell<TyMemo> {
        self.env.ty_memo().unwrap_or(&self.ty_memo)
    }

    fn ty_key(&self, e: &Expr) -> TyKey {
        TyKey { expr: e.key(), modes: self.modes() }
    }

    /// The printer's modes, one bit each: what a memo's key includes.
    fn modes(&self) -> u8 {
        [&self.in_decltype, &self.unevaluated, &self.in_type_id, &self.in_callee, &self.all_constants, &self.expression_name, &self.within_template_parameters, &self.conversion_deferred]
            .iter()
            .enumerate()
            .fold(0u8, |m, (k, c)| m | (u8::from(c.get()) << k))
    }

    fn ty_of_uncached(&self, e: &Expr) -> Option<Ty> {
        let own = self.operand_ty_of(e);
        // An operator on a class object: its operator function's result.
        if !matches!(e, Expr::Unary(..) | Expr::Binary(..)) || !self.overloaded_operator(e) {
            return own;
        }
        if own.is_none_or(|t| matches!(t, Ty::Other | Ty::Unknown)) {
            return self.overloaded_result(e).or(own);
        }
        // (Operands of an enumeration type, which the built-in operators
        // would promote: the operator function's result, `Flags
        // operator|(Flags, Flags)`'s.)
        self.overloaded_result(e).or_else(|| self.non_member_operator_result(e))
    }

    /// The result type of the non-member operator function an operator
    /// expression calls.
    fn non_member_operator_result(&self, e: &Expr) -> Option<Ty> {
        match e {
            Expr::Unary(op, x) => self.env.call_result(&format!("operator{op}"), &[self.ty_of(x)]),
            Expr::Binary(l, op, r) => self.env.call_result(&format!("operator{op}"), &[self.ty_of(l), self.ty_of(r)]),
            _ => None,
        }
    }

    /// The result type of the member operator function an operator
    /// expression calls (none for a non-member one).
    fn overloaded_result(&self, e: &Expr) -> Option<Ty> {
        match e {
            Expr::Unary(op, x) => self.env.method_result(x, false, &format!("operator{op}"), &[]),
            Expr::Binary(l, op, r) => self.env.method_result(l, false, &format!("operator{op}"), &[self.ty_of(r)]),
            _ => None,
        }
    }

    /// `ty_of` with the built-in operators' rules only.
    fn operand_ty_of(&self, e: &Expr) -> Option<Ty> {
        match e {
            Expr::Literal(i) => {
                let tok = self.toks.get(*i)?;
                let t = tok.text(self.src);
                match t {
                    "true" | "false" => Some(Ty::Bool),
                    "nullptr" => Some(Ty::NullPtr),
                    _ => Some(ty::of_literal(t, tok.kind)).filter(|t| *t != Ty::Unknown),
                }
            }
            Expr::Strings(_) | Expr::New(_) => Some(Ty::Pointer),
            Expr::Name(r) => {
                let text = self.range_text(*r);
                if text == "warpSize" && self.builtin(&text).is_some() {
                    return Some(Ty::Int);
                }
                self.env.name(&text).ty
            }
            Expr::Member(base, _, name) => {
                if let Expr::Name(b) = &**base {
                    if self.builtin(&self.range_text(*b)).is_some() {
                        return Some(Ty::UInt);
                    }
                }
                let member = self.range_text(*name);
                self.env.member_ty(base, &member)
            }
            Expr::Index(base, _) => match &**base {
                // A class object's subscript calls its `operator[]`.
                Expr::Name(_) if self.subscripts_class_object(e) => self.env.method_result(base, false, "operator[]", &[]),
                Expr::Name(r) => self.env.name(&self.range_text(*r)).elem,
                Expr::Member(object, _, name) => self.env.member_elem_ty(object, &self.range_text(*name)),
                // (An element that is a class object itself: `w[1][2]`.)
                _ if self.env.subscripts_unnamed_object(e) => self.env.method_result(base, false, "operator[]", &[]),
                _ => self.env.index_ty(e),
            },
            Expr::Unary(op, inner) => match *op {
                "*" => match inner.without_parens() {
                    // `*p++`, `*--p`: the pointer's element too.
                    Expr::Postfix(x, "++" | "--") | Expr::Unary("++" | "--", x) => match x.without_parens() {
                        Expr::Name(r) => self.env.name(&self.range_text(*r)).elem,
                        _ => None,
                    },
                    // `*(m + i)`: the element of the pointer offset.
                    Expr::Binary(a, op, b) if op == "+" || op == "-" => {
                        let elem = |x: &Expr| match x.without_parens() {
                            Expr::Name(r) => Some(self.env.name(&self.range_text(*r))).filter(|n| n.ty == Some(Ty::Pointer)).and_then(|n| n.elem),
                            _ => None,
                        };
                        elem(a).or_else(|| if op == "+" { elem(b) } else { None })
                    }
                    Expr::Name(r) => self.env.name(&self.range_text(*r)).elem,
                    Expr::Member(object, _, name) => self.env.member_elem_ty(object, &self.range_text(*name)),
                    _ => None,
                },
                "&" => Some(Ty::Pointer),
                "!" => Some(Ty::Bool),
                "-" | "+" | "~" => self.ty_of(inner).map(Ty::promoted),
                "++" | "--" | "__extension__ " => self.ty_of(inner),
                _ => None,
            },
            Expr::Postfix(inner, _) => self.ty_of(inner),
            Expr::Binary(l, op, r) => match op.as_str() {
                "<" | ">" | "<=" | ">=" | "==" | "!=" | "&&" | "||" => Some(Ty::Bool),
                "<<" | ">>" => self.ty_of(l).map(Ty::promoted),
                _ => {
                    let (a, b) = (self.ty_of(l)?, self.ty_of(r)?);
                    // Two pointers' difference is a `ptrdiff_t` (`long`);
                    // a pointer moved by an integer is a pointer.
                    match (op.as_str(), a, b) {
                        ("-", Ty::Pointer, Ty::Pointer) => return Some(Ty::Long),
                        ("+" | "-", Ty::Pointer, i) | ("+", i, Ty::Pointer) if i.is_integral() => return Some(Ty::Pointer),
                        _ => {}
                    }
                    Some(Ty::common(a, b)).filter(|t| *t != Ty::Unknown)
                }
            },
            Expr::Assign(l, _, _) => self.ty_of(l),
            Expr::Cast(r, _) | Expr::NamedCast(_, r, _) | Expr::Construct(r, _, _) => self.type_ty(*r),
            _ if self.is_sizeof(e) => Some(Ty::ULong),
            Expr::Call(callee, args) => {
                let arg_tys: Vec<Option<Ty>> = args.iter().map(|a| self.ty_of(a)).collect();
                // (`(f)(x)` calls `f`, `(l->cmp)(a, b)` what `l->cmp` points to.)
                let callee = match &**callee {
                    Expr::Paren(inner) if matches!(inner.without_parens(), Expr::Name(_) | Expr::Member(..)) => inner.without_parens(),
                    callee => callee,
                };
                match callee {
                    // In a template, a call with an argument whose type
                    // depends on the parameters is resolved per instance.
                    Expr::Name(_) if self.env.in_template() && args.iter().any(|a| self.type_dependent(a)) => None,
                    // A class object called: its `operator()`
                    // (`dist(gen)` of a `uniform_real_distribution<float>`).
                    Expr::Name(r) => {
                        let pointees: Vec<Option<Ty>> = args.iter().zip(&arg_tys).map(|(a, t)| (*t == Some(Ty::Pointer)).then(|| self.env.pointee_ty(a)).flatten()).collect();
                        let name = self.range_text(*r);
                        self.env.call_result_with(&name, &arg_tys, &pointees).or_else(|| self.env.method_result(callee, false, "operator()", &arg_tys)).or_else(|| self.ty_of(self.env.deduced_result_arg(&name, args)?))
                    }
                    Expr::Member(base, op, name) => self.env.method_result(base, *op == "->", &self.range_text(*name), &arg_tys),
                    _ => None,
                }
            }
            Expr::Paren(inner) => self.ty_of(inner),
            Expr::Cond(_, a, b) => {
                let (a, b) = (self.ty_of(a)?, self.ty_of(b)?);
                if a == b {
                    return Some(a);
                }
                Some(Ty::common(a, b)).filter(|t| *t != Ty::Unknown)
            }
            Expr::Comma(_, b) => self.ty_of(b),
            _ => None,
        }
    }
}

/// A call of one of g++'s value-returning `__sync_` builtins: cudafe++
/// types its result as the operand's pointee, qualifiers and all
/// (`volatile int`), so it shows a conversion wherever it is an operand
/// (`(__sync_add_and_fetch(p, 1)) + n`, `c = (__sync_...(p, 1))`).
fn is_sync_value_call(toks: &[Token], src: &str, e: &Expr) -> bool {
    let Expr::Call(callee, _) = e else { return false };
    let Expr::Name(r) = &**callee else { return false };
    let name = toks.get(r.first).map_or("", |t| t.text(src));
    r.last == r.first + 1 && name.starts_with("__sync_") && !matches!(name, "__sync_bool_compare_and_swap" | "__sync_synchronize" | "__sync_lock_release" | "__sync_lock_test_and_set")
}

/// cudafe++ spells literal suffixes in capitals (`2.0F`, `5ULL`), and an
/// integer literal as its value in decimal with the suffix of its type
/// (`0xffffffff` is `4294967295U`, `1'000` is `1000`).
/// Borrowed when nothing changes (most literals have no suffix).
pub fn literal_spelling(text: &str, kind: Option<TokKind>) -> std::borrow::Cow<'_, str> {
    match kind {
        Some(TokKind::Str) => return super::strings::string_literals(&[text]).map_or(text.into(), Into::into),
        Some(TokKind::Char) => return super::strings::char_literal(text).map_or(text.into(), Into::into),
        Some(TokKind::Number) => {}
        _ => return text.into(),
    }
    if let Some(decimal) = integer_spelling(text) {
        return decimal.into();
    }
    if let Some(value) = floating_spelling(text) {
        return value.into();
    }
    let hex = text.len() > 1 && text.as_bytes()[1].eq_ignore_ascii_case(&b'x') && text.starts_with('0');
    let suffix_len = text
        .bytes()
        .rev()
        .take_while(|c| matches!(c, b'u' | b'U' | b'l' | b'L' | b'z' | b'Z') || (!hex && matches!(c, b'f' | b'F')))
        .count();
    let (body, suffix) = text.split_at(text.len() - suffix_len);
    if !suffix.bytes().any(|c| c.is_ascii_lowercase()) {
        return text.into();
    }
    format!("{body}{}", suffix.to_ascii_uppercase()).into()
}

/// A floating literal as cudafe++ prints it: by its value, in the fewest
/// digits that read back as the same `double` (`float` with an `F`
/// suffix), plain between 10^-3 and 10^7 (`100000.0`, `0.0015`) and in
/// scientific notation outside (`1.0E-5`, `2.5E10`); always with a digit
/// after the point. Hexadecimal ones too (`0x1p3` is `8.0`). A `long
/// double` one has its own digits (see `long_double`). `None` for what is
/// not a floating literal, and for hexadecimal `long double` ones, which
/// keep their text.
pub(super) fn floating_spelling(text: &str) -> Option<String> {
    /// Spellings a thread keeps at most (a worker's runs share it).
    const CAPACITY: usize = 4096;
    thread_local! {
        /// A unit spells the same few literals over and over (`1024.0f` in
        /// every helper), and each spelling is several float formattings.
        static SPELLINGS: std::cell::RefCell<rustc_hash::FxHashMap<Box<str>, Option<String>>> = std::cell::RefCell::default();
    }
    // (An integer literal, the most common number, is none: told before
    // any lookup.)
    let bytes = text.as_bytes();
    let hex = bytes.len() > 1 && bytes[0] == b'0' && bytes[1].eq_ignore_ascii_case(&b'x');
    let floating = if hex { bytes.iter().any(|c| c.eq_ignore_ascii_case(&b'p')) } else { bytes.iter().any(|&c| c == b'.' || c.eq_ignore_ascii_case(&b'e')) };
    if !floating {
        return None;
    }
    SPELLINGS.with(|cache| {
        if let Some(known) = cache.borrow().get(text) {
            return known.clone();
        }
        let answer = floating_spelling_uncached(text);
        let mut cache = cache.borrow_mut();
        if cache.len() >= CAPACITY {
            cache.clear();
        }
        cache.insert(text.into(), answer.clone());
        answer
    })
}

/// `floating_spelling`, worked out.
fn floating_spelling_uncached(text: &str) -> Option<String> {
    let lower = text.to_ascii_lowercase();
    let hex = lower.starts_with("0x");
    let floating = if hex { lower.contains('p') } else { lower.contains('.') || lower.contains('e') };
    if !floating {
        return None;
    }
    let (body, float) = match lower.strip_suffix('f') {
        Some(body) if !hex || lower.contains('p') => (body, true),
        _ => (lower.as_str(), false),
    };
    if let Some(long) = body.strip_suffix('l') {
        return if hex { None } else { super::long_double::spelling(long).map(|s| format!("{s}L")) };
    }
    let value = if hex { parse_hex_float(body)? } else { body.parse::<f64>().ok()? };
    if !value.is_finite() {
        return None;
    }
    // A float literal's value read as a float (not a double, then rounded).
    let single = if hex { value as f32 } else { body.parse::<f32>().ok()? };
    let (digits, exp, plain) = if float {
        even_shortest(format!("{single:e}"), &|p| format!("{single:.p$e}"), &|p| format!("{single:.p$}"), &|t| t.parse::<f32>().ok() == Some(single))
    } else {
        even_shortest(format!("{value:e}"), &|p| format!("{value:.p$e}"), &|p| format!("{value:.p$}"), &|t| t.parse::<f64>().ok() == Some(value))
    };
    let spelled = if value == 0.0 || (-3..7).contains(&exp) {
        if plain.contains('.') { plain } else { format!("{plain}.0") }
    } else if digits.contains('.') {
        format!("{digits}E{exp}")
    } else {
        format!("{digits}.0E{exp}")
    };
    Some(if float { format!("{spelled}F") } else { spelled })
}

/// The shortest digits that read back as the value (`shortest_e`, Rust's
/// `{:e}`), with its digits and exponent and its plain decimal form. Of
/// two such spellings equally near the value, EDG prints the one that
/// ends in an even digit (`2916691.2F` for 2916691.25): the value rounded
/// half to even at that length (`exact(p)`, `plain(p)` with `p` digits
/// after the point), when that reads back too.
fn even_shortest(shortest_e: String, exact: &dyn Fn(usize) -> String, plain: &dyn Fn(usize) -> String, reads_back: &dyn Fn(&str) -> bool) -> (String, i32, String) {
    let (digits, exp) = shortest(shortest_e);
    let count = digits.bytes().filter(u8::is_ascii_digit).count();
    let even = exact(count.saturating_sub(1));
    let (digits, exp) = if even.parse::<f64>().is_ok() && reads_back(&even) { shortest(even) } else { (digits, exp) };
    let decimals = usize::try_from(i64::try_from(count).unwrap_or(0) - 1 - i64::from(exp)).unwrap_or(0);
    let plain = plain(decimals);
    // (`{:.0}` has no point; the plain form of a whole number is `5`.)
    let plain = if plain.contains('.') { plain.trim_end_matches('0').trim_end_matches('.').to_string() } else { plain };
    (digits, exp, plain)
}

/// `1.5e-3` (Rust's shortest round-trip form) as its digits and exponent.
fn shortest(e: String) -> (String, i32) {
    match e.split_once('e') {
        Some((digits, exp)) => (digits.to_string(), exp.parse().unwrap_or(0)),
        None => (e, 0),
    }
}

/// A hexadecimal floating literal's value (`0x1.8p3`), suffix removed.
fn parse_hex_float(body: &str) -> Option<f64> {
    let rest = body.strip_prefix("0x")?;
    let (mantissa, exp) = rest.split_once('p')?;
    let exp: i32 = exp.parse().ok()?;
    let (int, frac) = mantissa.split_once('.').unwrap_or((mantissa, ""));
    let mut value = 0f64;
    for c in int.chars() {
        value = value * 16.0 + f64::from(c.to_digit(16)?);
    }
    let mut scale = 1.0 / 16.0;
    for c in frac.chars() {
        value += f64::from(c.to_digit(16)?) * scale;
        scale /= 16.0;
    }
    Some(value * 2f64.powi(exp))
}

/// An integer literal in cudafe++'s spelling, when that differs from the
/// text (`None` for floating literals and ones already so spelled).
fn integer_spelling(text: &str) -> Option<String> {
    // The common case, a short decimal `int` without suffix (`0`, `42`),
    // reads back as written: no need to spell it out.
    if text.len() <= 9 && text.bytes().all(|c| c.is_ascii_digit()) && (text.len() == 1 || !text.starts_with('0')) {
        return None;
    }
    let lower = text.to_ascii_lowercase();
    let hex = lower.starts_with("0x");
    if !hex && (lower.contains('.') || lower.contains('e')) || hex && lower.contains('p') {
        return None;
    }
    let suffix_len = lower.bytes().rev().take_while(|c| matches!(c, b'u' | b'l' | b'z')).count();
    let (digits, suffix) = lower.split_at(lower.len() - suffix_len);
    if suffix.contains('z') {
        return None;
    }
    let value = super::ty::parse_int(digits)?;
    let suffix = integer_suffix(Some(super::ty::of_literal(text, TokKind::Number)));
    let spelled = format!("{value}{suffix}");
    (spelled != text).then_some(spelled)
}

/// The suffix of an integer literal of type `ty` (none for an `int` or
/// an unknown type).
fn integer_suffix(ty: Option<Ty>) -> &'static str {
    match ty {
        Some(Ty::UInt) => "U",
        Some(Ty::Long) => "L",
        Some(Ty::ULong) => "UL",
        Some(Ty::LLong) => "LL",
        Some(Ty::ULLong) => "ULL",
        _ => "",
    }
}

/// Specifiers after which a type specifier starts (`static V const x`).
fn is_specifier_before_type(word: &str) -> bool {
    // (A `match`: a test of the length, then of the bytes, for every
    // word the token printer prints.)
    matches!(
        word,
        "static" | "extern" | "inline" | "__inline__" | "__forceinline__" | "constexpr" | "consteval" | "constinit" | "register" | "thread_local" |
        "mutable" | "typedef" | "virtual" | "explicit" | "friend" | "typename" | "const" | "volatile" | "__restrict__" | "__restrict"
    )
}

/// The GNU `va_list` builtin a callee names (`__builtin_va_start`,
/// `__builtin_va_arg`, `__builtin_va_copy`, `__builtin_va_end`).
fn builtin_va(src: &str, toks: &[Token], callee: &Expr) -> Option<&'static str> {
    let Expr::Name(r) = callee else { return None };
    if r.last != r.first + 1 {
        return None;
    }
    ["__builtin_va_start", "__builtin_va_arg", "__builtin_va_copy", "__builtin_va_end"].into_iter().find(|b| toks.get(r.first).is_some_and(|t| t.text(src) == *b))
}

/// A C++ keyword (C++20), which no lookup finds.
pub(crate) fn is_cxx_keyword(word: &str) -> bool {
    // A `match` compiles to a test of the length and then of the bytes:
    // the printer asks about every identifier it prints.
    matches!(
        word,
        "alignas" | "alignof" | "asm" | "auto" | "bool" | "break" | "case" | "catch" | "char" | "char16_t" | "char32_t" | "char8_t" | "class" |
        "co_await" | "co_return" | "co_yield" | "concept" | "const" | "const_cast" | "consteval" | "constexpr" | "constinit" | "continue" |
        "decltype" | "default" | "delete" | "do" | "double" | "dynamic_cast" | "else" | "enum" | "explicit" | "export" | "extern" | "false" |
        "float" | "for" | "friend" | "goto" | "if" | "inline" | "int" | "long" | "mutable" | "namespace" | "new" | "noexcept" | "nullptr" |
        "operator" | "private" | "protected" | "public" | "register" | "reinterpret_cast" | "requires" | "return" | "short" | "signed" | "sizeof" |
        "static" | "static_assert" | "static_cast" | "struct" | "switch" | "template" | "this" | "thread_local" | "throw" | "true" | "try" |
        "typedef" | "typeid" | "typename" | "union" | "unsigned" | "using" | "virtual" | "void" | "volatile" | "wchar_t" | "while"
    )
}

/// A keyword a global-scope name (`::G`) can follow, set off by a space.
fn is_keyword_before_scope(word: &str) -> bool {
    matches!(
        word,
        "typedef" | "return" | "const" | "volatile" | "struct" | "class" | "union" | "enum" | "typename" | "static" | "extern" | "inline" | "new" | "delete" | "throw" | "case" | "using" | "namespace" | "virtual" | "friend" | "constexpr" | "auto" | "register" | "mutable" | "sizeof" | "co_return" | "else" | "do"
    )
}

/// A floating literal (`1.5f`, `2.`, `1e3`), not a hexadecimal integer.
fn is_floating_literal(t: &str) -> bool {
    let hex = t.starts_with("0x") || t.starts_with("0X");
    t.contains('.') || !hex && (t.contains('e') || t.contains('E'))
}

/// A word of a builtin type's spelling (`void`, `unsigned`, `long`).
pub(super) fn is_builtin_type_word(w: &str) -> bool {
    matches!(w, "void" | "bool" | "char" | "wchar_t" | "char8_t" | "char16_t" | "char32_t" | "short" | "int" | "long" | "signed" | "unsigned" | "float" | "double")
}

/// A parameter's name in a function type's parameter list (`int
/// (*cmp)(const void * a)`), not the defined function's own: cudafe++
/// sets it off from its pointer or reference operator, as in a
/// declaration that is not a definition.
fn nested_parameter_name(t: &str, kind: TokKind, prev: Option<(&str, TokKind)>, in_function_type: bool, next: &str) -> bool {
    in_function_type && kind == TokKind::Ident && prev.is_some_and(|p| matches!(p.0, "*" | "&" | "&&")) && !matches!(t, "const" | "volatile" | "__restrict__" | "__restrict") && matches!(next, "," | ")" | "[")
}

fn needs_space(prev: Option<(&str, TokKind)>, next: &str, kind: TokKind) -> bool {
    let Some((p, pk)) = prev else { return false };
    if p == " " {
        return false;
    }
    if p == "operator" {
        // `operator+`, `operator()`, but `operator new`, `operator int`.
        return kind != TokKind::Punct;
    }
    if p == ">sp" {
        // After `> `: a declarator name is set off by one more space.
        return kind == TokKind::Ident && !matches!(next, "const" | "volatile") || matches!(next, "*" | "&" | "&&");
    }
    let word = |k: TokKind| matches!(k, TokKind::Ident | TokKind::Number | TokKind::Str | TokKind::Char);
    if next == "..." {
        // `class ...Ts`, `Ts ...xs`: the ellipsis binds to what follows;
        // a C variadic parameter list reads `(int, ...)`.
        return word(pk) || p == ",";
    }
    if next == "::" {
        // `ns::x`, but `typedef ::G g;`, `return ::f();`.
        return pk == TokKind::Ident && is_keyword_before_scope(p);
    }
    if matches!(next, ")" | "]" | "," | ";" | "." | "->") {
        return false;
    }
    if matches!(p, "(" | "[" | "::" | "." | "->" | "~" | "!") {
        return false;
    }
    if matches!(p, "*" | "&" | "&&") {
        // `int *p`, `T *&p`, `(int *)`, `char *const p`: bound to what
        // follows.
        return false;
    }
    if next == "(" || next == "[" {
        return word(pk) && matches!(p, "void" | "int" | "char" | "float" | "double" | "long" | "short" | "unsigned" | "signed" | "bool" | "auto")
            || p == ",";
    }
    if next == "<" {
        return false;
    }
    if matches!(next, "*" | "&" | "&&") {
        // (`} s[2], *p;` after a class's body too.)
        return word(pk) || matches!(p, ">" | ")" | "]" | ",");
    }
    if p == "," {
        return true;
    }
    if p == "<" {
        return false;
    }
    if p == "..." {
        return false;
    }
    word(pk) && word(kind) || p == ")" && word(kind) || p == ">" && word(kind) || matches!(p, "=" | ":" | "?") || matches!(next, "=" | "{") || word(pk) && kind == TokKind::Punct && !matches!(next, "<" | ">" | "(" | "[")
}

/// A run of builtin type words at `i` written other than cudafe++ prints
/// the type (`unsigned int`, `long unsigned int`, `short int`): its
/// canonical spelling and the index past it. A run with `signed` stays as
/// written (cudafe++ keeps `signed int`), as does one already canonical.
fn builtin_run(src: &str, toks: &[crate::lexer::Token], i: usize) -> Option<(&'static str, usize)> {
    const WORDS: &[&str] = &["unsigned", "long", "short", "int", "char", "double"];
    let mut j = i;
    while j < toks.len() && toks[j].kind == TokKind::Ident && WORDS.contains(&toks[j].text(src)) {
        j += 1;
    }
    if j - i < 2 {
        return None;
    }
    if i > 0 && toks[i - 1].kind == TokKind::Ident && toks[i - 1].text(src) == "signed" {
        return None;
    }
    let words: Vec<&str> = toks[i..j].iter().map(|t| t.text(src)).collect();
    let canon = super::types::canonical_builtin(&words)?;
    let canon: &'static str = match canon.as_str() {
        "unsigned" => "unsigned",
        "long" => "long",
        "unsigned long" => "unsigned long",
        "long long" => "long long",
        "unsigned long long" => "unsigned long long",
        "short" => "short",
        "unsigned short" => "unsigned short",
        "unsigned char" => "unsigned char",
        "long double" => "long double",
        _ => return None,
    };
    (words.join(" ") != canon).then_some((canon, j))
}

/// A comparison, logical operator or `!`: its built-in form gives a
/// `bool`, and so, as a rule, does an overloaded one.
fn gives_bool(e: &Expr) -> bool {
    match e {
        Expr::Binary(_, op, _) => matches!(op.as_str(), "==" | "!=" | "<" | ">" | "<=" | ">=" | "&&" | "||"),
        Expr::Unary(op, _) => *op == "!",
        _ => false,
    }
}
