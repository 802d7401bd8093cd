//! The translation unit's symbol table.
//!
//! Each item contributes a signature: the functions, variables and classes
//! it declares, with qualified names, parameter-type keys and the CUDA
//! fields apply gave them — nothing from function bodies. An edit inside a
//! body therefore yields an equal signature, salsa backdates it, and the
//! table (and every other item's checks against it) is not recomputed.

use crate::il::{ApplyIl, EntityKind, ScanIl};
use crate::scoped::ScopedStr;
use crate::items::ItemKey;
use crate::lower::ty::{self as arith, Ty};
use crate::name::Name;
use crate::parse::{Context, Decl, DeclIdx, DeclKind, Specs, TemplateKind};
use rustc_hash::FxHashMap as HashMap;
use std::sync::Arc;

#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Symbol {
    /// `ns::Class::name`, namespaces included.
    pub qname: String,
    pub name: Name,
    pub kind: EntityKind,
    /// Qualified name of the class for members (in-class or out-of-class).
    pub class: Option<String>,
    /// Parameter types, names dropped: tells overloads apart.
    pub params_key: String,
    pub template: Option<TemplateKind>,
    pub is_virtual: bool,
    /// Declared `final` (`virtual int f() final;`): no override allowed.
    pub is_final: bool,
    /// Declared `static` (internal linkage at namespace scope).
    pub is_static: bool,
    /// Declared with C linkage (`extern "C"`, or in an `extern "C"`
    /// block): a later definition keeps it, and its name is not mangled.
    pub c_linkage: bool,
    /// Declared in the unit's anonymous namespace (the outermost of its
    /// namespaces): internal linkage, and EDG's partial mangled names put
    /// the namespace's `_GLOBAL__N_` name in.
    pub anon_namespace: bool,
    /// A function's launch qualifiers in this declaration:
    /// `LAUNCH_BOUNDS` and `MAXNREG` (see the constants).
    pub launch_bits: u8,
    pub is_constexpr: bool,
    /// A function declared `inline` (`__forceinline__` too): EDG prints
    /// every declaration of it so, the earlier ones as well.
    pub is_inline: bool,
    /// Declared `consteval`: every call is evaluated while compiling, so
    /// none is a call from another execution space.
    pub is_consteval: bool,
    /// A variable whose value is a constant: `constexpr`, or `const` (at
    /// the top level, not `volatile`) with an initializer. EDG folds a read
    /// of its value, so host code reading it reads no device memory.
    pub is_constant: bool,
    pub exec_space: u8,
    /// See `il::Entity::defaulted_space`.
    pub defaulted_space: u8,
    pub memory_space: u8,
    pub ext_memory_space: u8,
    /// Base classes as written, for classes.
    pub bases: Vec<Name>,
    pub decl: u32,
    /// Item-relative offset of the declared name.
    pub name_at: u32,
    /// Parameter names and whether each is `__grid_constant__`.
    pub params: Vec<(Option<Name>, bool)>,
    /// A variable of array type (its name decays to an address).
    pub is_array: bool,
    /// A variable of pointer type, not an array of pointers (`p[i] = x`
    /// and `*p = x` read it, they do not write it).
    pub is_pointer: bool,
    /// How many extents follow an array's name (`float a[4][4]` has 2).
    pub array_rank: u8,
    /// Item-relative offset of the `global` attribute name, for kernels.
    pub global_at: Option<u32>,
    /// Return (or variable) type depends on the template's parameters.
    pub type_dependent: bool,
    /// Declared return type is `void`.
    pub returns_void: bool,
    /// A function whose return type its body deduces (`auto` without a
    /// trailing return type, `decltype(auto)`): a `__device__` one has no
    /// body on the host side to deduce it from.
    pub deduces_return: bool,
    /// The template arguments written after the name (`<int>`).
    pub template_args: Option<String>,
    /// Item-relative offset where the declaration starts.
    pub decl_at: u32,
    /// Item-relative offset where it ends: a class is complete there,
    /// after the classes it nests (the stub's typedefs follow that order).
    pub decl_end: u32,
    /// Declared outside its scope (`void S::k() {}`, `int ns::v;`).
    pub out_of_scope: bool,
    /// Item-relative offset of the first memory-space attribute name.
    pub memory_attr_at: Option<u32>,
    /// Declared `[[nodiscard]]`.
    pub nodiscard: bool,
    /// Declared `__attribute__((warn_unused_result))`.
    pub warn_unused_result: bool,
    /// Declared `[[noreturn]]` or `__attribute__((noreturn))`: a call of it
    /// ends the path it is on.
    pub noreturn: bool,
    /// Arithmetic type of a variable, or a function's return type (for
    /// the conversions lowering shows).
    pub value_ty: Option<Ty>,
    /// A function's or variable's type as written, when it is neither
    /// arithmetic (see `value_ty`) nor a pointer, reference or array: a
    /// class, enumeration or typedef name, for lowering to resolve.
    pub value_type_name: Option<String>,
    /// A data member's (or a namespace-scope variable's) type as written
    /// from its specifiers to its name (`const Data &`): a member function
    /// defined outside the class types `data.rank` by it, any function a
    /// global `out << x` by it.
    pub member_type_text: Option<String>,
    /// A member function's result type as written from its specifiers to
    /// its name (`const T *` of `const T *data() const`): what a call of
    /// it on a class template's specialization gives, its parameters
    /// replaced by the specialization's arguments.
    pub result_type_text: Option<String>,
    /// Arithmetic types of a function's parameters.
    pub param_tys: Vec<Ty>,
    /// A class with a user-declared constructor.
    pub has_ctor: bool,
    /// A class declaring a virtual function: its implicit copy assignment
    /// is no plain copy (it keeps the object's own virtual table).
    pub has_virtual: bool,
    /// A class whose default initialization runs code by its own
    /// declaration: a constructor, a member's default initializer, a
    /// virtual function; or whose destruction does: a user-provided
    /// destructor. (Its bases and the classes of its members, see
    /// `fields`, may add more.)
    pub needs_init: bool,
    /// A class whose default initialization runs code by its own
    /// declaration (a constructor not defaulted, a member's default
    /// initializer, a virtual function or base), so that a local declared
    /// without an initializer is not left unset (#549). A destructor does
    /// not count here; any constructor does (a copy constructor makes
    /// copying a call, which reads nothing EDG follows), and so does a
    /// conversion function (using the object may call it).
    pub default_init_runs: bool,
    /// A class whose copy or destruction runs code its own declaration
    /// gives it: a user-provided destructor, copy or move constructor, a
    /// virtual function or a virtual base (its bases' and members'
    /// classes may add more: `lower::Lowerer::copies_by_call`). EDG
    /// returns such an object through a temporary, which cudafe++ prints
    /// in parentheses where a member of it is used (`(make()).get()`).
    pub nontrivial_copy: bool,
    /// A function template: how its instances are named.
    pub fn_template: Option<Box<FnTemplate>>,
    /// A variadic function template (its last template parameter a pack):
    /// how its instances are named in diagnostics. Kept apart from
    /// `fn_template`, which lowering reads for fixed parameter lists only.
    pub variadic_template: Option<Box<FnTemplate>>,
    /// A kernel template's launch attributes whose arguments name its
    /// template parameters: checked per instance.
    pub dependent_launch: Option<Box<DependentLaunch>>,
    /// How many template parameters a primary function template has: a
    /// call or launch writing fewer leaves the rest to deduction.
    pub fn_tparam_count: u8,
    /// A `const` member function.
    pub is_const_member: bool,
    /// A function defined `= default`.
    pub is_defaulted: bool,
    /// A function declared with its body; a class's definition (not a
    /// declaration `struct S;`).
    pub has_body: bool,
    /// A variable at namespace scope (or a static data member outside its
    /// class) that this declaration defines: it has an initializer or is
    /// not `extern`. A second definition is an error.
    pub defines_variable: bool,
    /// A function's parameters declared `char *` (bit `i` for parameter
    /// `i`): a string literal passed to one is converted explicitly.
    pub char_ptr_params: u64,
    /// A function's parameters declared as pointers to `const` (`const int
    /// *`; bit `i` for parameter `i`), which `params_key` does not spell:
    /// the address of a variable passed to one is converted explicitly.
    pub const_pointee_params: u64,
    /// The same for pointers to `volatile` (`volatile float *sdata`): an
    /// array passed to one is converted as well.
    pub volatile_pointee_params: u64,
    /// A function's parameters whose default argument reads a builtin
    /// variable (`int width = warpSize`; bit `i` for parameter `i`): a
    /// call that leaves it out passes a value read at run time.
    pub runtime_default_params: u64,
    /// A function's parameter counts: how many a call must pass (those
    /// before the first default argument) and how many it may; `None`
    /// with an ellipsis or a parameter pack.
    pub arity: Option<(u8, u8)>,
    /// An enumeration (a `Type` that is not a class): the stub spells it
    /// `enum E` and passes it as a scalar.
    pub is_enum: bool,
    /// A scoped enumeration (`enum class E`): no integer converts to or
    /// from it implicitly, as a class's objects do not.
    pub is_scoped_enum: bool,
    /// A union: the stub spells it `union U` and sets it up as a scalar.
    pub is_union: bool,
    /// A class declared with the key `class` (not `struct`): an explicit
    /// instantiation names it with the template's own key.
    pub is_class_key: bool,
    /// A variable or data member declared `volatile` (or pointing to a
    /// `volatile` object): reading it may be a side effect.
    pub is_volatile: bool,
    /// A member declared in a class template's partial or explicit
    /// specialization (`vector<bool, _Alloc>`'s `operator[]`): the
    /// primary template's other specializations do not have it.
    pub of_specialization: bool,
    /// A class or enumeration declared `__device_builtin__` (the runtime's
    /// `float2`, `cudaPos`, `cudaMemcpyKind`): cudafe++ pads a class
    /// holding one explicitly (see `lower::padding`).
    pub device_builtin: bool,
    /// What few symbols have (see `SymbolDetail`).
    pub detail: Arc<SymbolDetail>,
}

/// The parts of a symbol that only some kinds of entity have: a class's or
/// an enumeration's shape, a constant's value, an array's element type, a
/// kernel's written bounds. Every symbol of the unit is kept for the whole
/// run, and these fields would more than double each one's size; a symbol
/// without any shares one empty value (`SymbolDetail::shared`).
#[derive(Debug, Clone, PartialEq, Eq, Hash, Default)]
pub struct SymbolDetail {
    /// The first argument of this declaration's `__launch_bounds__` as
    /// written: a kernel defined without one registers with the bound an
    /// earlier declaration gave it.
    pub launch_bound: Option<Box<str>>,
    /// Base classes with their template arguments (`Base<T, 4>`), in
    /// order: what a derived class's layout starts with.
    pub base_types: Vec<Box<str>>,
    /// Value of a `constexpr` (or `const` integral) variable with a constant
    /// initializer.
    pub const_value: Option<i128>,
    /// Element type of a pointer or array variable.
    pub elem_ty: Option<Ty>,
    /// An array's element type as written when `elem_ty` cannot tell it (a
    /// class, enumeration or typedef name), for lowering to resolve.
    pub elem_type_name: Option<String>,
    /// Size and alignment of a class whose members' types are all known,
    /// or of an enumeration.
    pub layout: Option<(u64, u64)>,
    /// The alignment a class's `aligned` or `alignas` attribute asks for
    /// (`struct __align__(16) V`), which its members' alignment does not
    /// give it.
    pub align: Option<u64>,
    /// A class's data members when its layout needs names resolved
    /// (`crate::lower::stub::class_fields`).
    pub fields: Option<Vec<(String, String)>>,
    /// The names of those data members, in order: what a designated
    /// initializer (`.x = 1`) names.
    pub field_names: Option<Vec<String>>,
    /// A class template's parameters, by name.
    pub tparams: Vec<String>,
    /// A class, variable or function template's parameters as the stub
    /// spells and mangles arguments for them (parallel to a class's
    /// `tparams`; a function template's defaults, which a later
    /// declaration does not repeat).
    pub tparam_sigs: Vec<TemplateParamSig>,
    /// A `const` or `constexpr` integral variable's initializer when it
    /// names other constants (`1 << log2Data`), which `const_value` cannot
    /// evaluate without the table: lowering evaluates it through it.
    pub const_init: Option<Box<str>>,
    /// A `constexpr` function without parameters whose body is `{ return
    /// E; }`: `E`, which lowering evaluates through the table
    /// (`__launch_bounds__(threads())`).
    pub const_return: Option<Box<str>>,
    /// An enumeration's enumerators and their values, where constant: a
    /// template argument naming one is printed and mangled by its value.
    pub enumerator_values: Vec<(Name, i128)>,
    /// A pointer to a function (a variable or data member): the type a
    /// call through it gives, as written (`int32_t`).
    pub fn_pointer_result: Option<Box<str>>,
    /// A function's parameters declared as pointers to functions (`void
    /// (*cb)(float *x, int)`): the parameter's index, the pointed-to
    /// function's result type and its parameter types, names dropped, as
    /// `params_key` spells types (`float*`). `params_key` keys such a
    /// parameter as a plain pointer; messages show its whole type.
    pub fn_pointer_params: Vec<FnPointerParam>,
}

impl SymbolDetail {
    /// The detail as a symbol holds it: the one shared empty value when
    /// nothing is set.
    pub fn shared(self) -> Arc<SymbolDetail> {
        static EMPTY: std::sync::OnceLock<Arc<SymbolDetail>> = std::sync::OnceLock::new();
        crate::il::shared_unless_empty(self, &EMPTY)
    }
}

/// A class template's parameter: what kind of argument it takes and its
/// default, which the stub's typedefs spell out (`D<>` is `D<(int)3>`).
#[derive(Debug, Clone, PartialEq, Eq, Hash, Default)]
pub struct TemplateParamSig {
    /// A non-type parameter's type as written (`int`, `Color`, `T`);
    /// `None` for a type or template parameter.
    pub value_ty: Option<String>,
    /// The default argument as written.
    pub default: Option<String>,
    pub is_pack: bool,
}

/// A function template as cudafe++ names an instance of it in a
/// cross-space call error: `T1 ns::f<int> (const T1 &)`. Boxed in `Symbol`:
/// few symbols are function templates.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct FnTemplate {
    /// The template's parameters: name and, for a non-type one, its type.
    pub params: Vec<(String, Option<String>)>,
    /// The return type as written, parameters renamed `T1`, `T2`, ...
    pub ret: String,
    /// The function's parameter types as written (`const T &`), for
    /// deduction, and renamed (`const T1 &`), for the message.
    pub param_tys: Vec<(String, String)>,
    /// A `const` member function.
    pub is_const: bool,
    /// The last template parameter is a pack (`typename... T`): its
    /// arguments are listed last, and EDG ends the list with a space
    /// (`f<int, char >`).
    pub pack: bool,
    /// The last function parameter expands that pack (`T... t`): it takes
    /// the remaining call arguments, and is shown `T1...`.
    pub pack_param: bool,
}

/// The launch attributes of a kernel template that only an instance can
/// check (`__launch_bounds__(128, 1, X)`): EDG evaluates them with the
/// instance's arguments (`validate::instances`).
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct DependentLaunch {
    /// The template's parameters, by name (empty for an unnamed one).
    pub params: Vec<String>,
    /// A non-type parameter's type as written (parallel to `params`).
    pub param_types: Vec<Option<String>>,
    /// Each such attribute: which one, where its name is (item-relative),
    /// its arguments as written.
    pub attrs: Vec<(LaunchAttr, u32, Vec<Box<str>>)>,
}

/// The launch attributes whose values apply checks.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum LaunchAttr {
    LaunchBounds,
    Maxnreg,
    LocalMaxnreg,
    ClusterDims,
    BlockSize,
}

impl Symbol {
    /// `launch_bits`: declared with `__launch_bounds__`.
    pub const LAUNCH_BOUNDS: u8 = 1;
    /// `launch_bits`: declared with `__maxnreg__`.
    pub const MAXNREG: u8 = 2;
}

#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Signature {
    pub symbols: Vec<Symbol>,
    /// Its typedefs and alias declarations.
    pub aliases: Vec<Alias>,
    /// The enumerators of its unscoped enumerations (named or not):
    /// names of constants that convert to integers.
    pub enumerators: Vec<Name>,
    /// The enumerators of its unnamed enumerations that no typedef names
    /// (`enum { NOCTANT = 8 };`), qualified by their scope, with the
    /// values cufe computes: the constants have no enumeration to be
    /// found through.
    pub unnamed_enumerators: Vec<(String, i128)>,
    /// Its using-declarations at namespace scope (`using std::fabs;`): the
    /// name each declares (qualified by the namespace it stands in) and
    /// the qualified name it stands for.
    pub usings: Vec<(String, String)>,
    /// Its using-directives at namespace scope (`using namespace __v1;`):
    /// the namespace they stand in and the one they name, as written.
    pub directives: Vec<(String, String)>,
    /// Its namespace alias definitions (`namespace cg = cooperative_groups;`):
    /// the alias (qualified by the namespace it stands in) and the
    /// namespace it names, as written.
    pub namespace_aliases: Vec<(String, String)>,
    /// The item is in the main file (not in a header).
    pub main_file: bool,
    /// The item is the user's code (the main file or the user's headers,
    /// not the toolkit's nor a system header).
    pub user_code: bool,
    /// Its alias templates (`template<class T> using ptr = T *;`).
    pub alias_templates: Vec<AliasTemplate>,
    /// The item stands right in the unit's anonymous namespace, which its
    /// symbols' qualified names leave out (`L`, where one in a namespace
    /// in it is `::in::M`): the stub mangles it.
    pub anonymous_namespace: bool,
}

/// An alias template: what a use of it stands for once its parameters
/// are replaced by the use's arguments (`lower::instantiate`).
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct AliasTemplate {
    pub qname: String,
    /// The template parameters' names, in order.
    pub params: Vec<String>,
    /// The aliased type as written.
    pub target: String,
}

/// A typedef or alias declaration: the stub mangles, sizes and passes a
/// kernel parameter by the type it names.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Alias {
    pub qname: String,
    /// The aliased type as written (`unsigned int`, `S`).
    pub target: String,
    /// `typedef struct { ... } TS;`: the class has no name but this one,
    /// which it is mangled by; its members (see `Symbol::fields`).
    pub unnamed_class: Option<Option<Vec<(String, String)>>>,
    /// Declared `__device_builtin__` (the runtime's `cudaStream_t`,
    /// `uchar4`): cudafe++ sees through such a typedef wherever it prints
    /// a type, so the stub spells, mangles and sizes the type it names.
    pub device_builtin: bool,
    /// A member of a class template's partial or explicit specialization
    /// (`vector<bool, _Alloc>::reference`): the primary template's member
    /// of that name, when it has one, is the one the name means.
    pub of_specialization: bool,
    /// For a member of an explicit specialization, its template
    /// arguments as written, brackets included (`<double>` of `template
    /// <> struct vec4<double>`).
    pub specialized_as: Option<Box<str>>,
    /// The alignment the unnamed class's `alignas` or `aligned` asks for
    /// (`typedef struct alignas(64) { ... } double8;`).
    pub unnamed_align: Option<u64>,
    /// The array extents after the typedef's name as written
    /// (`typedef float *scores_t[N * 2][4];` has `N * 2` and `4`): a
    /// variable of it is that many of the target.
    pub extents: Vec<Box<str>>,
    /// Where it is declared: the item's index (set when the table is
    /// built) and the item-relative offset.
    pub item: u32,
    pub decl_at: u32,
}

impl Alias {
    /// `typedef struct S S;`: the typedef names the class of its own name
    /// (the C idiom, and how `vector_types.h` declares `float4`), so
    /// looking through it finds the class, never the typedef again.
    pub fn names_its_class(&self) -> bool {
        let name = self.qname.rsplit("::").next().unwrap_or(&self.qname);
        let last = self.target.rsplit(|c: char| !(c.is_alphanumeric() || c == '_')).find(|w| !w.is_empty());
        last == Some(name) && !self.target.contains(['*', '&', '['])
    }
}

thread_local! {
    /// `SymbolTable::resolve`'s buffer for the qualified names it tries.
    static QNAME_BUFFER: std::cell::Cell<String> = const { std::cell::Cell::new(String::new()) };
}

/// Where a symbol is: item index in the file, symbol index in its signature.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct SymRef {
    pub item: u32,
    pub sym: u32,
}

#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct SymbolTable {
    pub by_qname: HashMap<String, Vec<SymRef>>,
    /// By unqualified name: resolving a use first asks whether anything of
    /// that name exists at all, without building qualified strings. Keyed
    /// by the text, so asking about a name nothing declares (most uses are
    /// of locals) neither interns it nor consults the interner.
    pub by_name: HashMap<&'static str, Vec<SymRef>>,
    /// Each item's signature, shared with its `signature` result.
    pub signatures: Vec<Arc<Signature>>,
    /// Position of each item in the file, by identity.
    pub item_index: HashMap<ItemKey, u32>,
    /// Every enumerator's name (unscoped or not): a name that is one
    /// denotes a constant.
    pub enumerators: rustc_hash::FxHashSet<&'static str>,
    /// Typedefs and alias declarations by qualified name.
    pub aliases: HashMap<String, Alias>,
    /// Alias templates by qualified name.
    pub alias_templates: HashMap<String, AliasTemplate>,
    /// The unscoped enumerations each enumerator name belongs to (those
    /// whose values cufe computes).
    pub enumerator_enums: HashMap<&'static str, Vec<SymRef>>,
    /// The values of unnamed enumerations' enumerators by qualified name
    /// (`Signature::unnamed_enumerators`).
    pub unnamed_enumerators: HashMap<String, i128>,
    /// Using-declarations: the name declared to what it stands for.
    pub usings: HashMap<String, Vec<String>>,
    /// Namespace-scope using-declarations that repeat an earlier one of
    /// their scope, by item and place among the item's
    /// `Signature::usings`: cudafe++ prints only the first of those
    /// naming an object, a type or an enumerator.
    pub repeated_usings: rustc_hash::FxHashSet<(u32, u32)>,
    /// Using-directives: by the namespace they stand in, the item they
    /// stand in and a namespace they may name (`n::x` relative to it, then
    /// `x` from the top).
    pub directives: HashMap<String, Vec<(u32, String)>>,
    /// Namespace aliases by qualified name: what they may name, likewise.
    pub namespace_aliases: HashMap<String, Vec<String>>,
    /// The last components of the namespaces that have directives and of
    /// the aliases: a qualified name can go through one only if it starts
    /// with one of these.
    indirect_heads: rustc_hash::FxHashSet<String>,
    /// The namespaces the symbols are declared in, and those around them
    /// (only with using-directives in the unit: `directive_qualifier`
    /// qualifies a namespace one brings in, `wmma::` after `using namespace
    /// nvcuda;`).
    namespaces: rustc_hash::FxHashSet<String>,
    /// Some symbol is declared in an unnamed namespace (its qualified
    /// name has an empty component: `::An`, `c::::An2`).
    has_unnamed: bool,
    /// The names using-declarations declare (their last components): a
    /// name printed as a type goes through one only if it is one of these.
    using_names: rustc_hash::FxHashSet<String>,
    /// The names of functions that run on the device alone
    /// (`exec::is_device_only`): a body walk asks whether an operator it
    /// meets could be one before finding its operands' classes.
    device_only_functions: rustc_hash::FxHashSet<&'static str>,
}

impl SymbolTable {
    /// The table of the unit's items (in order) and of its
    /// standard-library model (`std_model`). The model's signatures come
    /// after the items', so an item's place in the table is its place in
    /// the unit; they have no item keys, so they cannot stand for one.
    pub fn new(items: Vec<(ItemKey, Arc<Signature>)>, model: Vec<Arc<Signature>>) -> SymbolTable {
        let item_index = items.iter().enumerate().map(|(i, (k, _))| (*k, i as u32)).collect();
        let signatures: Vec<Arc<Signature>> = items.into_iter().map(|(_, s)| s).chain(model).collect();
        let mut by_qname: HashMap<String, Vec<SymRef>> = HashMap::default();
        let mut by_name: HashMap<&'static str, Vec<SymRef>> = HashMap::default();
        for (i, sig) in signatures.iter().enumerate() {
            for (j, s) in sig.symbols.iter().enumerate() {
                let r = SymRef { item: i as u32, sym: j as u32 };
                by_qname.entry(s.qname.clone()).or_default().push(r);
                by_name.entry(s.name.as_str()).or_default().push(r);
            }
        }
        let enumerators = signatures.iter().flat_map(|sig| sig.enumerators.iter().map(|n| n.as_str())).collect();
        let mut aliases: HashMap<String, Alias> = HashMap::default();
        for (i, sig) in signatures.iter().enumerate() {
            for a in &sig.aliases {
                if a.of_specialization && aliases.get(&a.qname).is_some_and(|earlier| !earlier.of_specialization) {
                    continue;
                }
                aliases.insert(a.qname.clone(), Alias { item: i as u32, ..a.clone() });
            }
        }
        let alias_templates = signatures.iter().flat_map(|sig| sig.alias_templates.iter().map(|a| (a.qname.clone(), a.clone()))).collect();
        let mut enumerator_enums: HashMap<&'static str, Vec<SymRef>> = HashMap::default();
        for (i, sig) in signatures.iter().enumerate() {
            for (j, s) in sig.symbols.iter().enumerate().filter(|(_, s)| s.is_enum) {
                for (name, _) in s.detail.enumerator_values.iter().filter(|(n, _)| sig.enumerators.contains(n)) {
                    enumerator_enums.entry(name.as_str()).or_default().push(SymRef { item: i as u32, sym: j as u32 });
                }
            }
        }
        let unnamed_enumerators = signatures.iter().flat_map(|sig| sig.unnamed_enumerators.iter().cloned()).collect();
        let mut usings: HashMap<String, Vec<String>> = HashMap::default();
        for (declared, target) in signatures.iter().flat_map(|sig| sig.usings.iter()) {
            // The target by its full name: a relative one (`using b::T;`
            // in `namespace a`) is looked up from the declaration's scope.
            let known = |q: &str| by_qname.contains_key(q) || aliases.contains_key(q);
            let full = scope_chain(enclosing(declared)).map(|scope| qualify(scope, target)).find(|q| known(q)).unwrap_or_else(|| target.clone());
            usings.entry(declared.clone()).or_default().push(full);
        }
        let mut seen_usings = rustc_hash::FxHashSet::default();
        let mut repeated_usings = rustc_hash::FxHashSet::default();
        for (i, sig) in signatures.iter().enumerate() {
            for (j, using) in sig.usings.iter().enumerate() {
                if !seen_usings.insert(using) {
                    repeated_usings.insert((i as u32, j as u32));
                }
            }
        }
        let mut directives: HashMap<String, Vec<(u32, String)>> = HashMap::default();
        let mut namespace_aliases: HashMap<String, Vec<String>> = HashMap::default();
        for (i, sig) in signatures.iter().enumerate() {
            for (scope, written) in &sig.directives {
                // A relative name may be a namespace an earlier directive
                // brought in (`using namespace std; using namespace
                // chrono;` nominates `std::chrono`).
                let mut nominated = candidates(scope, written);
                if !written.starts_with("::") {
                    let earlier: Vec<String> = scope_chain(scope).flat_map(|s| directives.get(s).into_iter().flatten()).map(|(_, d)| qualify(d, written)).collect();
                    nominated.extend(earlier);
                }
                let found = directives.entry(scope.clone()).or_default();
                // Each item in an inline namespace repeats its directive.
                for c in nominated {
                    if !found.iter().any(|(_, d)| *d == c) {
                        found.push((i as u32, c));
                    }
                }
            }
            for (alias, written) in &sig.namespace_aliases {
                namespace_aliases.entry(alias.clone()).or_default().extend(candidates(enclosing(alias), written));
            }
        }
        let last = |q: &String| q.rsplit("::").next().unwrap_or(q).to_string();
        let indirect_heads = directives.keys().chain(namespace_aliases.keys()).filter(|k| !k.is_empty()).map(last).collect();
        let using_names = usings.keys().map(last).collect();
        // (Also without namespace-scope directives: a block-scope one
        // names its namespace through this set.)
        let mut namespaces: rustc_hash::FxHashSet<String> = rustc_hash::FxHashSet::default();
        for s in signatures.iter().flat_map(|sig| sig.symbols.iter()) {
            let mut ns = s.class.as_deref().map_or_else(|| enclosing(&s.qname), enclosing);
            while !ns.is_empty() && !namespaces.contains(ns) {
                namespaces.insert(ns.to_string());
                ns = enclosing(ns);
            }
        }
        let has_unnamed = by_qname.keys().any(|q| q.starts_with("::") || q.contains("::::"));
        let device_only_functions = signatures.iter().flat_map(|sig| sig.symbols.iter()).filter(|s| s.kind == EntityKind::Function && crate::il::exec::is_device_only(s.exec_space)).map(|s| s.name.as_str()).collect();
        SymbolTable { by_qname, by_name, signatures, item_index, enumerators, aliases, alias_templates, enumerator_enums, unnamed_enumerators, usings, repeated_usings, directives, namespace_aliases, indirect_heads, using_names, namespaces, has_unnamed, device_only_functions }
    }

    /// The value of an unnamed enumeration's enumerator `written` names
    /// from `scope` (nearest scope first).
    pub fn unnamed_enumerator(&self, written: &str, scope: &str) -> Option<i128> {
        self.unnamed_enumerator_entry(written, scope).map(|(_, v)| v)
    }

    /// Whether an unnamed enumeration of any scope has an enumerator of
    /// this unqualified name (one a using-directive or a class's scope
    /// may bring into view).
    pub fn has_unnamed_enumerator(&self, name: &str) -> bool {
        self.unnamed_enumerators.keys().any(|q| q.rsplit("::").next() == Some(name))
    }

    /// `unnamed_enumerator` with the enumerator's qualified name
    /// (`ns::TH`), which cudafe++ prints where it names the enumerator.
    pub fn unnamed_enumerator_entry(&self, written: &str, scope: &str) -> Option<(&str, i128)> {
        if self.unnamed_enumerators.is_empty() {
            return None;
        }
        let entry = |qname: &str| self.unnamed_enumerators.get_key_value(qname).map(|(k, v)| (k.as_str(), *v));
        let direct = match written.strip_prefix("::") {
            Some(absolute) => entry(absolute.trim()),
            None => scope_chain(scope).find_map(|s| entry(&qualify(s, written.trim()))),
        };
        direct.or_else(|| {
            // (Or through a using-directive or a namespace alias.)
            let absolute = written.trim_start().starts_with("::");
            let parts: Vec<&str> = written.trim().trim_global().split_scopes().map(str::trim).collect();
            if !self.indirection_may_apply(&parts, scope, absolute) {
                return None;
            }
            entry(&self.indirect(&parts, scope, absolute, &|q| self.unnamed_enumerators.contains_key(q))?)
        })
    }

    pub fn get(&self, r: SymRef) -> &Symbol {
        &self.signatures[r.item as usize].symbols[r.sym as usize]
    }

    /// A constant variable's value: its own (`const_value`), or its
    /// initializer's that names other constants (`kWarp * kWarps`),
    /// evaluated through the table from the variable's scope.
    pub fn constant_value(&self, s: &Symbol) -> Option<i128> {
        self.constant_value_at(s, 0)
    }

    fn constant_value_at(&self, s: &Symbol, depth: u32) -> Option<i128> {
        /// Constants naming constants: a bound on how deep that goes.
        const MAX_DEPTH: u32 = 16;
        if let Some(v) = s.detail.const_value {
            return Some(v);
        }
        let init = s.detail.const_init.as_deref().filter(|_| s.is_constant && depth < MAX_DEPTH)?;
        let scope = s.qname.rsplit_once_scope().map_or("", |(scope, _)| scope);
        let named = |name: &str| {
            let parts: Vec<&str> = name.trim_global().split_scopes().map(str::trim).collect();
            self.resolve(&parts, scope, name.starts_with("::")).into_iter().find(|v| v.kind == EntityKind::Variable).and_then(|v| self.constant_value_at(v, depth + 1))
        };
        crate::eval::eval_int_with(init, &crate::lexer::lex(init), &named)
    }

    pub fn lookup(&self, qname: &str) -> impl Iterator<Item = (SymRef, &Symbol)> {
        self.by_qname.get(qname).into_iter().flatten().map(|&r| (r, self.get(r)))
    }

    /// Whether any symbol has this unqualified name: most names a body
    /// uses (locals, members, header entities) have none, and this answers
    /// for them before any qualified name is built.
    pub fn knows(&self, name: &str) -> bool {
        self.by_name.contains_key(name)
    }

    /// Every symbol of this unqualified name, in any scope.
    pub fn named(&self, name: &str) -> impl Iterator<Item = &Symbol> {
        self.by_name.get(name).into_iter().flatten().map(|&r| self.get(r))
    }

    /// Whether some function of this unqualified name runs on the device
    /// alone.
    pub fn has_device_only_function(&self, name: &str) -> bool {
        self.device_only_functions.contains(name)
    }

    /// Whether symbol `s` (one of the table's) is declared in the user's
    /// code, not in the toolkit's or a system header.
    pub fn in_user_code(&self, s: &Symbol) -> bool {
        self.lookup(&s.qname).any(|(r, t)| std::ptr::eq(t, s) && self.signatures[r.item as usize].user_code)
    }

    /// Whether the main file (not a header) declares anything of this
    /// unqualified name.
    pub fn declared_in_main_file(&self, name: &str) -> bool {
        self.by_name.get(name).is_some_and(|refs| refs.iter().any(|r| self.signatures[r.item as usize].main_file))
    }

    /// The namespace a written qualifier names from scope `from` (`ab`,
    /// `aa::b`, `::a::b`), every namespace alias on the way followed to
    /// the namespace it stands for (`a::b`); `None` when it names no
    /// namespace the unit's symbols are declared in.
    pub fn namespace_through_aliases(&self, written: &str, from: &str) -> Option<String> {
        self.namespace_path(written, from, 0)
    }

    fn namespace_path(&self, written: &str, from: &str, depth: u32) -> Option<String> {
        const MAX_DEPTH: u32 = 4;
        if depth > MAX_DEPTH {
            return None;
        }
        let (absolute, rest) = match written.strip_prefix("::") {
            Some(rest) => (true, rest),
            None => (false, written),
        };
        let mut parts = rest.split_scopes().map(str::trim);
        let first = parts.next().filter(|p| !p.is_empty())?;
        let mut current = scope_chain(if absolute { "" } else { from }).find_map(|scope| self.namespace_or_alias(&qualify(scope, first), depth))?;
        for part in parts {
            current = self.namespace_or_alias(&qualify(&current, part), depth)?;
        }
        Some(current)
    }

    /// `q` itself when it is a namespace, the namespace it stands for
    /// when it is an alias.
    fn namespace_or_alias(&self, q: &str, depth: u32) -> Option<String> {
        if self.namespaces.contains(q) {
            return Some(q.to_string());
        }
        let targets = self.namespace_aliases.get(q)?;
        targets.iter().find_map(|t| if self.namespaces.contains(t) { Some(t.clone()) } else { self.namespace_path(&format!("::{t}"), "", depth + 1) })
    }

    /// The namespace a (possibly qualified) `name` used in scope `from`
    /// denotes, by its full name: the innermost scope that has it.
    pub fn namespace_named(&self, name: &str, from: &str, absolute: bool) -> Option<String> {
        scope_chain(if absolute { "" } else { from }).find_map(|scope| {
            let q = qualify(scope, name);
            if self.namespaces.contains(&q) {
                return Some(q);
            }
            // A member of a namespace a directive there nominates
            // (`using namespace chrono;` after `using namespace std;`).
            let nominated = self.directives.get(scope)?;
            nominated.iter().map(|(_, target)| qualify(target, name)).find(|q| self.namespaces.contains(q))
        })
    }

    /// `resolve` of the declarations `keep` accepts: a scope whose
    /// declarations of the name it rejects all (explicit instantiations,
    /// say) does not hide what lies further or through directives.
    pub fn resolve_where(&self, parts: &[&str], from: &str, keep: &dyn Fn(&Symbol) -> bool) -> Vec<&Symbol> {
        let Some(last) = parts.last() else { return Vec::new() };
        if !self.by_name.contains_key(last) {
            return Vec::new();
        }
        let joined = parts.join("::");
        let kept = |q: &str| self.by_qname.get(q).map_or_else(Vec::new, |refs| refs.iter().map(|&r| self.get(r)).filter(|s| keep(s)).collect::<Vec<_>>());
        for scope in scope_chain(from) {
            let found = kept(&qualify(scope, &joined));
            if !found.is_empty() {
                return found;
            }
            if let Some(q) = self.through_scope_directives(scope, parts, &|q| !kept(q).is_empty()) {
                return kept(&q);
            }
        }
        if !self.indirection_may_apply(parts, from, false) {
            return Vec::new();
        }
        self.indirect(parts, from, false, &|q| !kept(q).is_empty()).map_or_else(Vec::new, |q| kept(&q))
    }

    /// Resolves `parts` (a possibly qualified name) from scope `from`:
    /// innermost enclosing scope first; `absolute` for a leading `::`.
    pub fn resolve(&self, parts: &[&str], from: &str, absolute: bool) -> Vec<&Symbol> {
        let Some(last) = parts.last() else { return Vec::new() };
        // Most names (locals, members, types of headers) have no symbol at all.
        if !self.by_name.contains_key(last) {
            return Vec::new();
        }
        let mut scope = if absolute { "" } else { from };
        // The qualified names tried are built in one buffer per thread:
        // most uses of a known name try a few scopes, each a fresh string
        // otherwise. (Taken, not borrowed: the lookups below may resolve
        // again.)
        let mut q = QNAME_BUFFER.with(std::cell::Cell::take);
        let found = loop {
            q.clear();
            if !scope.is_empty() {
                q.push_str(scope);
                q.push_str("::");
            }
            for (i, p) in parts.iter().enumerate() {
                if i > 0 {
                    q.push_str("::");
                }
                q.push_str(p);
            }
            if let Some(refs) = self.by_qname.get(q.as_str()) {
                break Some(refs.iter().map(|&r| self.get(r)).collect());
            }
            // An unnamed namespace's members are the scope's own
            // (`An::q` for `namespace { struct An { ... }; }`).
            // So are those of one inside a namespace the name goes through
            // (`c::An2::q` for `namespace c { namespace { struct An2 ...`).
            if self.has_unnamed {
                if let Some(refs) = self.through_unnamed(scope, parts) {
                    break Some(refs.iter().map(|&r| self.get(r)).collect());
                }
            }
            if let Some(q) = self.through_scope_directives(scope, parts, &|q| self.by_qname.contains_key(q)) {
                break Some(self.by_qname.get(q.as_str()).map_or_else(Vec::new, |refs| refs.iter().map(|&r| self.get(r)).collect()));
            }
            if scope.is_empty() {
                break None;
            }
            scope = enclosing(scope);
        };
        QNAME_BUFFER.with(|b| b.set(q));
        found.unwrap_or_else(|| self.resolve_indirect(parts, from, absolute))
    }

    /// `parts` from `scope` with an unnamed namespace before one of them
    /// (the last too: `outer::bk` for `namespace outer { namespace {
    /// ... bk ... } }`).
    fn through_unnamed(&self, scope: &str, parts: &[&str]) -> Option<&Vec<SymRef>> {
        (0..parts.len()).find_map(|k| {
            let mut q = String::with_capacity(64);
            if !scope.is_empty() {
                q.push_str(scope);
            }
            for (i, p) in parts.iter().enumerate() {
                if i > 0 || !scope.is_empty() {
                    q.push_str("::");
                }
                if i == k {
                    q.push_str("::");
                }
                q.push_str(p);
            }
            self.by_qname.get(q.as_str())
        })
    }

    /// `parts` in a namespace a using-directive standing in `scope` names
    /// (an inline namespace's is one): for lookup its names are members
    /// of `scope` itself, so they are found before those of the scopes
    /// around it (`clock` in `lib` is `lib::v2::clock`, not `::clock`).
    fn through_scope_directives(&self, scope: &str, parts: &[&str], known: &dyn Fn(&str) -> bool) -> Option<String> {
        if self.directives.is_empty() {
            return None;
        }
        self.directives.get(scope)?.iter().find_map(|(_, target)| self.find_in(target, parts, 1, known))
    }

    /// `resolve` through namespace aliases and using-directives, once the
    /// scopes themselves declare nothing of the name (`cg::thread_block`
    /// for `cooperative_groups::__v1::thread_block`).
    fn resolve_indirect(&self, parts: &[&str], from: &str, absolute: bool) -> Vec<&Symbol> {
        if !self.indirection_may_apply(parts, from, absolute) {
            return Vec::new();
        }
        let found = self.indirect(parts, from, absolute, &|q| self.by_qname.contains_key(q));
        found.and_then(|q| self.by_qname.get(q.as_str())).map_or_else(Vec::new, |refs| refs.iter().map(|&r| self.get(r)).collect())
    }

    /// Whether a namespace alias or using-directive may take part in
    /// looking `parts` up from `from`: one stands in a scope the lookup
    /// searches, or the name starts with an alias or a namespace that has
    /// directives. Most failed lookups (of locals and members) are told
    /// here, without building a qualified name.
    /// Whether `directive_qualifier` may qualify any name used in scope
    /// `from`: a using-directive stands in a scope around it. Where none
    /// does, only a name `names_by_using` knows is qualified.
    pub fn directives_reach(&self, from: &str) -> bool {
        self.indirection_may_apply(&[], from, false)
    }

    /// A using-declaration somewhere declares `name` (see
    /// `using_declared_type`).
    pub fn names_by_using(&self, name: &str) -> bool {
        self.using_names.contains(name)
    }

    fn indirection_may_apply(&self, parts: &[&str], from: &str, absolute: bool) -> bool {
        if self.directives.is_empty() && self.namespace_aliases.is_empty() {
            return false;
        }
        if parts.len() > 1 && self.indirect_heads.contains(parts[0]) {
            return true;
        }
        scope_chain(if absolute { "" } else { from }).any(|scope| self.directives.contains_key(scope))
    }

    /// The qualified name `parts` denotes from scope `from` through
    /// namespace aliases and using-directives, where `known` says a
    /// qualified name is declared.
    fn indirect(&self, parts: &[&str], from: &str, absolute: bool, known: &dyn Fn(&str) -> bool) -> Option<String> {
        scope_chain(if absolute { "" } else { from }).find_map(|scope| self.find_in(scope, parts, 0, known))
    }

    /// The type (class, enumeration or typedef) an unqualified `name` used
    /// in scope `from` finds only through a using-directive: cudafe++
    /// prints it qualified (`std::vector` after `using namespace std;`),
    /// and one the global scope declares as well with `::` (`::size_t`).
    /// The qualifier, empty for the global scope.
    /// Only the directives before item `before` count: printing follows
    /// the unit's order.
    pub fn directive_qualifier(&self, name: &str, from: &str, before: u32) -> Option<String> {
        self.directive_qualifier_of(name, from, before, false)
    }

    /// `directive_qualifier` of a name a `::` follows: a namespace a
    /// directive brings in is qualified too (`wmma::fragment` after `using
    /// namespace nvcuda;` is `nvcuda::wmma::fragment`).
    pub fn directive_qualifier_of_scope(&self, name: &str, from: &str, before: u32) -> Option<String> {
        self.directive_qualifier_of(name, from, before, true)
    }

    fn directive_qualifier_of(&self, name: &str, from: &str, before: u32, scope: bool) -> Option<String> {
        // A type a using-declaration brings in prints by its own name
        // (`using q::Str2;` then `Str2 v` is `q::Str2 v`).
        if let Some(target) = self.using_declared_type(name, from) {
            return Some(relative_to(enclosing(target), from).to_string());
        }
        if !self.indirection_may_apply(&[name], from, false) {
            return None;
        }
        // (A type a using-declaration of the namespace brings in prints
        // by its own name: `string` after `namespace host { using
        // std::string; }` and `using namespace host;` is `std::string`.)
        let is_type = |q: &str| self.declares_type(q) || self.using_type_target(q).is_some() || scope && self.namespaces.contains(q);
        let named = |via: String| self.using_type_target(&via).map_or(via, str::to_string);
        // What a scope declares itself hides what directives bring in
        // there and further out; a directive standing in a scope (an
        // inline namespace's) brings names into that scope, so they hide
        // those of the scopes around it.
        let mut direct = None;
        for s in scope_chain(from) {
            let q = qualify(s, name);
            // (An explicit instantiation's declaration, `extern template
            // class basic_string<char>;` in `std`, declares nothing there.)
            let declared = self.lookup(&q).any(|(_, s)| s.template != Some(TemplateKind::Instantiation));
            if self.aliases.contains_key(q.as_str()) || declared || scope_name_here(self, &q, scope) {
                direct = Some(q);
                break;
            }
            let here = self.directives.get(s).into_iter().flatten().filter(|(at, _)| *at < before).find_map(|(_, target)| self.find_in(target, &[name], 1, &is_type)).map(named);
            if let Some(via) = here {
                return Some(relative_to(enclosing(&via), from).to_string());
            }
        }
        // Only what a directive brings in (not the scope's own names).
        let via = named(self.through_directives(name, from, before, &is_type)?);
        match direct {
            // Qualified below the namespaces it shares with the scope of
            // use: an inline namespace's member is `v1::x` inside `lib`
            // (or `lib::inner`) and `lib::v1::x` at the top.
            None => Some(relative_to(enclosing(&via), from).to_string()),
            // A namespace of the global scope is named as it is.
            Some(d) if scope && self.namespaces.contains(&d) => None,
            Some(d) if d == name && d != via && is_type(&d) => Some(String::new()),
            Some(_) => None,
        }
    }

    /// The full name `q` is a type's: a class's, an enumeration's or a
    /// typedef's.
    pub fn declares_type(&self, q: &str) -> bool {
        self.aliases.contains_key(q) || self.lookup(q).any(|(_, s)| s.kind == EntityKind::Type)
    }

    /// The class, enumeration or typedef a using-declaration of `from` (or
    /// of a scope around it) declares as `name`, unless the scope declares
    /// `name` itself first.
    pub fn using_declared_type(&self, name: &str, from: &str) -> Option<&str> {
        if !self.using_names.contains(name) {
            return None;
        }
        let is_type = |q: &str| self.declares_type(q);
        for scope in scope_chain(from) {
            let q = qualify(scope, name);
            if let Some(target) = self.usings.get(&q).and_then(|ts| ts.iter().find(|t| is_type(t))) {
                return Some(target);
            }
            if self.aliases.contains_key(&q) || self.by_qname.contains_key(&q) {
                return None;
            }
        }
        None
    }

    /// The type the using-declaration `q` (`host::string` of `namespace
    /// host { using std::string; }`) names.
    pub fn using_type_target(&self, q: &str) -> Option<&str> {
        self.usings.get(q)?.iter().find(|t| self.declares_type(t)).map(String::as_str)
    }

    /// `using_declared_type` of a qualified name: `lib::u32t` after
    /// `namespace lib { using ::u32t; }` is `u32t`.
    pub fn using_declared_type_qualified(&self, parts: &[&str], from: &str, absolute: bool) -> Option<&str> {
        if parts.len() < 2 || !parts.last().is_some_and(|n| self.using_names.contains(*n)) {
            return None;
        }
        let joined = parts.join("::");
        let is_type = |q: &str| self.declares_type(q);
        for scope in scope_chain(if absolute { "" } else { from }) {
            let q = qualify(scope, &joined);
            if let Some(target) = self.usings.get(&q).and_then(|ts| ts.iter().find(|t| is_type(t))) {
                return Some(target);
            }
            if self.aliases.contains_key(&q) || self.by_qname.contains_key(&q) {
                return None;
            }
        }
        None
    }

    /// `name` in a namespace a using-directive of `from` (or of a scope
    /// around it) names.
    fn through_directives(&self, name: &str, from: &str, before: u32, known: &dyn Fn(&str) -> bool) -> Option<String> {
        scope_chain(from)
            .flat_map(|scope| self.directives.get(scope).into_iter().flatten())
            .filter(|(at, _)| *at < before)
            .find_map(|(_, target)| self.find_in(target, &[name], 1, known))
    }

    /// `parts` in namespace `ns`, or in what an alias or using-directive
    /// there names (a few levels deep: directives may name each other).
    fn find_in(&self, ns: &str, parts: &[&str], depth: u32, known: &dyn Fn(&str) -> bool) -> Option<String> {
        const MAX_DEPTH: u32 = 4;
        let joined = |ns: &str, parts: &[&str]| if ns.is_empty() { parts.join("::") } else { format!("{ns}::{}", parts.join("::")) };
        let q = joined(ns, parts);
        if known(&q) {
            return Some(q);
        }
        if depth >= MAX_DEPTH {
            return None;
        }
        if let [first, rest @ ..] = parts {
            if !rest.is_empty() {
                let inner = joined(ns, &[first]);
                for target in self.namespace_aliases.get(&inner).into_iter().flatten() {
                    if let Some(found) = self.find_in(target, rest, depth + 1, known) {
                        return Some(found);
                    }
                }
                if self.directives.contains_key(&inner) {
                    if let Some(found) = self.find_in(&inner, rest, depth + 1, known) {
                        return Some(found);
                    }
                }
            }
        }
        for (_, target) in self.directives.get(ns).into_iter().flatten() {
            if let Some(found) = self.find_in(target, parts, depth + 1, known) {
                return Some(found);
            }
        }
        None
    }

    /// The functions a call of `parts` from scope `from` may call: like
    /// `resolve`, but a using-declaration in a scope also declares the name
    /// there (`using std::fabs;` brings `std::fabs(float)` to the global
    /// overloads of `fabs`).
    pub fn resolve_functions(&self, parts: &[&str], from: &str, absolute: bool) -> Vec<&Symbol> {
        if self.usings.is_empty() {
            return self.resolve(parts, from, absolute);
        }
        let Some(last) = parts.last() else { return Vec::new() };
        if !self.by_name.contains_key(last) {
            return Vec::new();
        }
        let name = parts.join("::");
        let mut scope = if absolute { "" } else { from };
        loop {
            let q = qualify(scope, &name);
            let mut found: Vec<&Symbol> = self.lookup(&q).map(|(_, s)| s).collect();
            for target in self.usings.get(&q).into_iter().flatten() {
                found.extend(self.lookup(target).map(|(_, s)| s));
            }
            if !found.is_empty() {
                return found;
            }
            if scope.is_empty() {
                return self.resolve_indirect(parts, from, absolute);
            }
            scope = enclosing(scope);
        }
    }

    /// The typedef or alias declaration `name` names from scope `from`.
    pub fn resolve_alias(&self, name: &str, from: &str) -> Option<&Alias> {
        if self.aliases.is_empty() {
            return None;
        }
        let mut scope = from;
        let mut q = String::with_capacity(from.len() + 2 + name.len());
        loop {
            q.clear();
            if !scope.is_empty() {
                q.push_str(scope);
                q.push_str("::");
            }
            q.push_str(name);
            if let Some(a) = self.aliases.get(&q) {
                return Some(a);
            }
            if scope.is_empty() {
                return None;
            }
            scope = enclosing(scope);
        }
    }

    /// The alias template `name` names from scope `from`.
    pub fn resolve_alias_template(&self, name: &str, from: &str) -> Option<&AliasTemplate> {
        let name = name.trim_global();
        scope_chain(from).find_map(|scope| self.alias_templates.get(&qualify(scope, name)))
    }

    /// `resolve_alias` of a qualified name, through using-directives and
    /// inline namespaces too (`std::chrono::high_resolution_clock`, in
    /// `std::chrono::_V2`).
    pub fn resolve_alias_through(&self, parts: &[&str], from: &str, absolute: bool) -> Option<&Alias> {
        let joined = parts.join("::");
        if self.aliases.is_empty() {
            return None;
        }
        for scope in scope_chain(if absolute { "" } else { from }) {
            let q = qualify(scope, &joined);
            if let Some(a) = self.aliases.get(&q) {
                return Some(a);
            }
            // `std::uint32_t` after `namespace std { using ::uint32_t; }`.
            if let Some(a) = self.usings.get(&q).into_iter().flatten().find_map(|target| self.aliases.get(target)) {
                return Some(a);
            }
            if let Some(q) = self.through_scope_directives(scope, parts, &|q| self.aliases.contains_key(q)) {
                return self.aliases.get(&q);
            }
        }
        if !self.indirection_may_apply(parts, from, absolute) {
            return None;
        }
        let q = self.indirect(parts, from, absolute, &|q| self.aliases.contains_key(q))?;
        self.aliases.get(&q)
    }

    /// Resolves a class name as seen from scope `from` (`a::b`): innermost
    /// enclosing scope first.
    pub fn resolve_class(&self, name: &str, from: &str) -> Option<&Symbol> {
        self.resolve_class_ref(name, from).map(|(_, s)| s)
    }

    /// `resolve_class`, with where the class is.
    pub fn resolve_class_ref(&self, name: &str, from: &str) -> Option<(SymRef, &Symbol)> {
        self.resolve_class_at(name, from, 0)
    }

    /// `resolve_class_ref`, following at most a few using-declarations
    /// (`namespace detail { using cuda_cub::par_t; }`: `detail::par_t` is
    /// the class `cuda_cub::par_t`).
    fn resolve_class_at(&self, name: &str, from: &str, depth: u32) -> Option<(SymRef, &Symbol)> {
        const MAX_USINGS: u32 = 4;
        // The class a using-declaration of the full name `q` names, its
        // target looked up from where the declaration stands.
        let through_using = |q: &str| {
            if depth >= MAX_USINGS {
                return None;
            }
            self.usings.get(q).into_iter().flatten().find_map(|target| self.resolve_class_at(target, enclosing(q), depth + 1))
        };
        let mut scope = from;
        loop {
            let q = qualify(scope, name);
            if let Some(found) = self.lookup(&q).find(|(_, s)| s.kind == EntityKind::Type).or_else(|| through_using(&q)) {
                return Some(found);
            }
            if scope.is_empty() {
                break;
            }
            scope = enclosing(scope);
        }
        let (q, found) = self.resolve_class_indirect(name, from)?;
        found.or_else(|| through_using(&q))
    }

    /// `resolve_class` of the class's definition, where the first
    /// declaration is one without a body (`struct S;` before `struct S
    /// {...};`): what its layout is read from. (The first keeps what
    /// only it may say: a template's default arguments.)
    pub fn resolve_class_definition(&self, name: &str, from: &str) -> Option<&Symbol> {
        let (_, first) = self.resolve_class_ref(name, from)?;
        if first.has_body {
            return Some(first);
        }
        Some(self.lookup(&first.qname).map(|(_, s)| s).find(|s| s.kind == EntityKind::Type && s.has_body).unwrap_or(first))
    }

    /// `resolve_class_ref` of a name found only through a using-directive
    /// or an inline namespace (`thrust::detail::x` is
    /// `thrust::_V_300500_SM_900::detail::x`): the full name, and the class
    /// when it is one (not a using-declaration's name).
    fn resolve_class_indirect(&self, name: &str, from: &str) -> Option<(String, Option<(SymRef, &Symbol)>)> {
        if self.directives.is_empty() && self.namespace_aliases.is_empty() {
            return None;
        }
        let parts: Vec<&str> = name.split_scopes().collect();
        let is_type = |q: &str| self.lookup(q).any(|(_, s)| s.kind == EntityKind::Type) || self.usings.contains_key(q);
        let q = scope_chain(from).find_map(|scope| self.through_scope_directives(scope, &parts, &is_type));
        let q = match q {
            Some(q) => q,
            None if self.indirection_may_apply(&parts, from, false) => self.indirect(&parts, from, false, &is_type)?,
            None => return None,
        };
        let found = self.lookup(&q).find(|(_, s)| s.kind == EntityKind::Type);
        Some((q, found))
    }
}

/// How many template parameters the function template that `found` (a
/// name's declarations) declares has, the most over them; `None` when none
/// is a function template.
pub fn function_template_params(found: &[&Symbol]) -> Option<usize> {
    found.iter().map(|s| usize::from(s.fn_tparam_count)).max().filter(|&n| n > 0)
}

/// `qualifier` without the leading namespaces it shares with scope `from`
/// (`lib::d` from `lib::e` is `d`).
pub fn relative_to<'q>(qualifier: &'q str, from: &str) -> &'q str {
    let mut rest = qualifier;
    let mut scope = from;
    while let (Some((q, q_tail)), Some((s, s_tail))) = (split_head(rest), split_head(scope)) {
        if q != s || q_tail.is_empty() && rest == q {
            break;
        }
        rest = q_tail;
        scope = s_tail;
    }
    rest
}

/// `a::b::c` as `a` and `b::c` (`c` alone as `c` and ``).
fn split_head(q: &str) -> Option<(&str, &str)> {
    if q.is_empty() {
        return None;
    }
    Some(q.split_once_scope().unwrap_or((q, "")))
}

/// For a name a `::` follows: `q` is a namespace of the unit.
fn scope_name_here(table: &SymbolTable, q: &str, scope: bool) -> bool {
    scope && table.namespaces.contains(q)
}

/// `name` declared in `scope` (the global scope when empty): `scope::name`.
/// Lookups build one per scope they try, so it spares `format!`.
pub fn qualify(scope: &str, name: &str) -> String {
    if scope.is_empty() {
        return name.to_string();
    }
    let mut q = String::with_capacity(scope.len() + 2 + name.len());
    q.push_str(scope);
    q.push_str("::");
    q.push_str(name);
    q
}

/// `scope` and the scopes around it, innermost first, ending with the
/// global scope (``).
fn scope_chain(scope: &str) -> impl Iterator<Item = &str> {
    std::iter::successors(Some(scope), |s| (!s.is_empty()).then(|| enclosing(s)))
}

/// The scope enclosing `scope` (`a::b` → `a`, `a` → ``): `rsplit_once`
/// with a string pattern sets up a substring searcher on every call, and
/// resolution walks scopes for every name a body uses.
pub fn enclosing(scope: &str) -> &str {
    let bytes = scope.as_bytes();
    let mut i = bytes.len();
    while i >= 2 {
        if bytes[i - 1] == b':' && bytes[i - 2] == b':' {
            return &scope[..i - 2];
        }
        i -= 1;
    }
    ""
}

/// The number of `[...]` groups after a declarator's name.
fn array_rank(text: &str, scan: &ScanIl, decl: &Decl) -> u8 {
    let toks = &scan.ast.tokens;
    let mut i = toks.partition_point(|t| t.start < decl.name_span.start) + 1;
    let mut rank = 0u8;
    while toks.get(i).is_some_and(|t| t.text(text) == "[") && rank < u8::MAX {
        i = crate::lexer::skip_group(text, toks, i);
        rank += 1;
    }
    rank
}

/// The first argument of the entity's (last) `__launch_bounds__`, as
/// written: up to its first comma outside parentheses, trimmed.
pub(crate) fn launch_bound_written(text: &str, scan: &ScanIl, entity: &crate::il::Entity) -> Option<Box<str>> {
    let args = scan.entity_last_attr(entity, &["launch_bounds"])?.args.as_ref()?;
    let inner = text.get(args.span.start as usize + 1..(args.span.end as usize).checked_sub(1)?)?;
    let toks = crate::lexer::lex(inner);
    let mut depth = 0u32;
    let end = toks
        .iter()
        .find(|t| {
            match t.text(inner) {
                "(" | "[" | "{" => depth += 1,
                ")" | "]" | "}" => depth = depth.saturating_sub(1),
                "," if depth == 0 => return true,
                _ => {}
            }
            false
        })
        .map_or(inner.len(), |t| t.start as usize);
    Some(inner.get(..end)?.trim().into())
}

/// Whether the item is a declaration written `extern "C" ...` (not an
/// `extern "C" { }` block, whose items know they are in one).
fn written_extern_c(text: &str) -> bool {
    let Some(rest) = text.trim_start().strip_prefix("extern") else { return false };
    let Some(rest) = rest.trim_start().strip_prefix("\"C\"") else { return false };
    !rest.trim_start().starts_with('{')
}

/// A namespace-scope variable's declaration that defines it (`int x;`,
/// `extern int x = 1;`, `int S::v;`), not a typedef, an `extern` or
/// `extern "C"` declaration, nor an explicit specialization.
fn defines_variable(text: &str, decl: &Decl) -> bool {
    decl.kind == DeclKind::Variable
        && decl.context == Context::Namespace
        && !decl.specs.has(Specs::TYPEDEF)
        && decl.template.as_ref().is_none_or(|t| t.kind == TemplateKind::Primary)
        && (decl.init.is_some() || !decl.specs.has(Specs::EXTERN) && !written_extern_c(text))
}

pub fn signature(text: &str, namespaces: &[Name], extern_c: bool, scan: &ScanIl, apply: &ApplyIl) -> Signature {
    let mut symbols = Vec::new();
    let mut path: Vec<&str> = Vec::new();
    for (idx, decl) in scan.ast.decls.iter() {
        // (Of friends, only functions defined in the class declare
        // something new: see below.)
        let friend_definition = decl.kind == DeclKind::Function && decl.func.as_ref().is_some_and(|f| f.body_span.is_some() || f.body == crate::parse::FnBody::Default);
        if !matches!(decl.context, Context::Namespace | Context::Class) || decl.specs.has(Specs::FRIEND) && !friend_definition {
            continue;
        }
        // An unnamed enumeration a typedef names (`typedef enum { ... }
        // mode_t;`) has that name for linkage: it mangles, sizes and
        // passes as the enumeration `mode_t`.
        let Some(name) = decl.name.or_else(|| (decl.kind == DeclKind::Enum).then(|| typedef_name_of(scan, idx)).flatten()) else { continue };
        let Some(entity) = apply.entities.get(idx) else { continue };
        if !matches!(decl.kind, DeclKind::Function | DeclKind::Variable | DeclKind::Class | DeclKind::Enum) {
            continue;
        }
        path.clear();
        path.extend(namespaces.iter().map(|n| n.as_str()));
        // A friend function is a member of the namespace around its class
        // (a later declaration there, `int twice(int);`, is the same
        // function).
        let friend_function = decl.kind == DeclKind::Function && decl.specs.has(Specs::FRIEND) && decl.qualifier.is_empty();
        if !friend_function {
            push_class_path(scan, decl, &mut path);
        }
        path.extend(decl.qualifier.iter().map(|q| q.as_str()));
        let scope = path.join("::");
        let qname = qualify(&scope, name.as_str());
        let class = (decl.context == Context::Class && !friend_function || !decl.qualifier.is_empty()).then_some(scope);
        let (value_ty, elem_ty) = arith_of(text, scan, decl);
        let (const_value, const_init) = constant(text, scan, decl);
        let (const_pointee_params, volatile_pointee_params) = qualified_pointee_params(text, scan, decl);
        let value_type_name = named_value_type(text, decl).map(str::to_string).or_else(|| member_reference_type(text, decl)).filter(|_| matches!(value_ty, None | Some(Ty::Other)));
        let elem_type_name = ((decl.specs.has(Specs::ARRAY) || decl.specs.has(Specs::POINTER)) && matches!(elem_ty, None | Some(Ty::Other)))
            .then(|| text.get(decl.type_span.start as usize..decl.type_span.end as usize).map(str::trim).filter(|t| !t.is_empty()).map(str::to_string))
            .flatten();
        symbols.push(Symbol {
            qname,
            name,
            kind: entity.kind,
            class,
            params_key: params_key(text, scan, decl),
            template: decl.template.as_ref().map(|t| t.kind),
            is_virtual: decl.specs.has(Specs::VIRTUAL) || decl.func.as_ref().is_some_and(|f| f.is_override),
            is_final: decl.func.as_ref().is_some_and(|f| f.final_at.is_some()),
            is_static: decl.specs.has(Specs::STATIC),
            c_linkage: decl.context == Context::Namespace && (extern_c || written_extern_c(text)),
            anon_namespace: namespaces.first().is_some_and(|n| n.as_str().is_empty()),
            launch_bits: entity.launch.as_deref().map_or(0, |l| {
                let lb = if l.flags & crate::il::LaunchConfig::LAUNCH_BOUNDS_SET != 0 { Symbol::LAUNCH_BOUNDS } else { 0 };
                lb | if l.maxnreg >= 0 && l.flags & crate::il::LaunchConfig::MAXNREG_DEPENDENT == 0 { Symbol::MAXNREG } else { 0 }
            }),
            is_constexpr: decl.is_constexpr(),
            is_inline: decl.kind == DeclKind::Function && decl.specs.has(Specs::INLINE),
            is_consteval: decl.specs.has(Specs::CONSTEVAL),
            is_constant: is_constant_variable(text, scan, decl),
            exec_space: entity.exec_space,
            defaulted_space: entity.defaulted_space,
            memory_space: entity.memory_space,
            ext_memory_space: entity.ext_memory_space,
            bases: decl.bases.to_vec(),
            decl: idx.into_raw().into_u32(),
            name_at: decl.name_span.start,
            is_array: decl.specs.has(Specs::ARRAY),
            is_pointer: decl.kind == DeclKind::Variable && decl.specs.has(Specs::POINTER) && !decl.specs.has(Specs::ARRAY) && !decl.specs.has(Specs::FUNCTION_POINTER),
            array_rank: if decl.specs.has(Specs::ARRAY) { array_rank(text, scan, decl) } else { 0 },
            global_at: attr_at(scan, entity, &["global"]),
            type_dependent: decl.type_is_dependent(text),
            returns_void: crate::handlers::exec_space::decl_returns_void(text, decl),
            deduces_return: decl.kind == DeclKind::Function && decl.deduces_return_type(),
            template_args: decl.template_args.map(|s| text.get(s.start as usize..s.end as usize).unwrap_or("").to_string()),
            decl_at: decl.span.start,
            decl_end: decl.span.end,
            out_of_scope: !decl.qualifier.is_empty() && decl.context != Context::Class,
            // On a routine returning void it does not apply (#2811).
            nodiscard: attr_at(scan, entity, &["nodiscard"]).is_some() && !crate::handlers::exec_space::decl_returns_void(text, decl),
            warn_unused_result: attr_at(scan, entity, &["warn_unused_result"]).is_some(),
            noreturn: attr_at(scan, entity, &["noreturn"]).is_some(),
            memory_attr_at: attr_at(scan, entity, &["device", "shared", "constant", "managed"]),
            value_ty,
            value_type_name,
            member_type_text: member_type_text(text, decl),
            result_type_text: result_type_text(text, decl),
            param_tys: decl.func.as_ref().map(|f| f.params.iter().map(|&p| arith_of(text, scan, &scan.ast.decls[p]).0.unwrap_or(Ty::Unknown)).collect()).unwrap_or_default(),
            has_ctor: decl.kind == DeclKind::Class && decl.members.iter().any(|&m| {
                let md = &scan.ast.decls[m];
                md.kind == DeclKind::Function && md.name == decl.name
            }),
            has_virtual: decl.kind == DeclKind::Class && decl.members.iter().any(|&m| scan.ast.decls[m].kind == DeclKind::Function && scan.ast.decls[m].specs.has(Specs::VIRTUAL)),
            needs_init: decl.kind == DeclKind::Class
                && decl.members.iter().any(|&m| {
                    let md = &scan.ast.decls[m];
                    md.kind == DeclKind::Function && (md.name == decl.name || md.specs.has(Specs::VIRTUAL) || user_provided_destructor(md)) || md.kind == DeclKind::Variable && md.init.is_some() && !md.specs.has(Specs::STATIC)
                }),
            default_init_runs: decl.kind == DeclKind::Class
                && (decl.specs.has(Specs::VIRTUAL_BASE)
                    || decl.members.iter().any(|&m| {
                        let md = &scan.ast.decls[m];
                        md.kind == DeclKind::Function && (md.name == decl.name && md.func.as_ref().is_some_and(|f| !f.is_destructor && f.body != crate::parse::FnBody::Default) || md.specs.has(Specs::VIRTUAL) || is_conversion_function(md)) || md.kind == DeclKind::Variable && md.init.is_some() && !md.specs.has(Specs::STATIC)
                    })),
            nontrivial_copy: decl.kind == DeclKind::Class
                && (decl.specs.has(Specs::VIRTUAL_BASE)
                    || decl.members.iter().any(|&m| {
                        let md = &scan.ast.decls[m];
                        md.kind == DeclKind::Function && (md.specs.has(Specs::VIRTUAL) || user_provided_destructor(md) || user_provided_copy_or_move(text, scan, decl, md))
                    })),
            is_enum: decl.kind == DeclKind::Enum,
            is_scoped_enum: decl.kind == DeclKind::Enum && is_scoped_enum(text, scan, decl),
            is_union: decl.kind == DeclKind::Class && crate::lower::stub::is_union(text, scan, idx),
            is_class_key: decl.kind == DeclKind::Class && crate::lower::stub::class_key(text, scan, idx) == Some("class"),
            is_volatile: decl.kind == DeclKind::Variable && decl.specs.has(Specs::VOLATILE),
            of_specialization: in_specialization(scan, decl),
            device_builtin: matches!(decl.kind, DeclKind::Class | DeclKind::Enum) && scan.attrs.iter().any(|(_, a)| a.owner == idx && crate::lookup::strip_underscores(a.name.as_str()) == "device_builtin"),
            fn_template: fn_template(text, scan, decl, false),
            variadic_template: fn_template(text, scan, decl, true),
            dependent_launch: dependent_launch(text, scan, decl, entity),
            fn_tparam_count: decl.template.as_ref().filter(|t| t.kind == TemplateKind::Primary && decl.kind == DeclKind::Function).map_or(0, |t| u8::try_from(t.params.len()).unwrap_or(u8::MAX)),
            is_const_member: decl.kind == DeclKind::Function && decl.context == Context::Class && is_const_member(text, scan, decl),
            is_defaulted: decl.func.as_ref().is_some_and(|f| f.body == crate::parse::FnBody::Default),
            has_body: decl.func.as_ref().is_some_and(|f| f.body_span.is_some()) || decl.kind == DeclKind::Class && crate::lower::stub::class_is_defined(text, scan, idx),
            defines_variable: defines_variable(text, decl),
            char_ptr_params: decl.func.as_ref().map_or(0, |f| {
                f.params.iter().take(64).enumerate().filter(|(_, &p)| declared_char_pointer(text, &scan.ast.tokens, &scan.ast.decls[p])).fold(0, |m, (i, _)| m | 1 << i)
            }),
            const_pointee_params,
            volatile_pointee_params,
            runtime_default_params: decl.func.as_ref().map_or(0, |f| {
                f.params.iter().take(64).enumerate().filter(|(_, &p)| default_reads_builtin(text, &scan.ast.decls[p])).fold(0, |m, (i, _)| m | 1 << i)
            }),
            arity: decl.func.as_ref().and_then(|f| arity(scan, f)),
            params: decl
                .func
                .as_ref()
                .map(|f| f.params.iter().map(|&p| (scan.ast.decls[p].name, apply.entities.get(p).is_some_and(|e| e.has_flag("grid_constant")))).collect())
                .unwrap_or_default(),
            detail: SymbolDetail {
                launch_bound: launch_bound_written(text, scan, entity),
                base_types: if decl.kind == DeclKind::Class && !decl.bases.is_empty() { crate::lower::stub::class_base_types(text, scan, idx) } else { Vec::new() },
                const_value,
                const_init,
                const_return: constant_return(text, scan, decl),
                elem_ty,
                elem_type_name,
                align: if decl.kind == DeclKind::Class { crate::lower::stub::explicit_alignment(text, scan, idx) } else { None },
                layout: match decl.kind {
                    DeclKind::Class if crate::lower::stub::class_is_defined(text, scan, idx) => crate::lower::stub::class_layout_of(text, scan, idx, &|_| None),
                    DeclKind::Enum => enum_layout(text, scan, decl),
                    _ => None,
                },
                fields: if decl.kind == DeclKind::Class && crate::lower::stub::class_is_defined(text, scan, idx) { crate::lower::stub::class_fields(text, scan, idx) } else { None },
                field_names: if decl.kind == DeclKind::Class && crate::lower::stub::class_is_defined(text, scan, idx) { crate::lower::stub::class_field_names(text, scan, idx) } else { None },
                tparams: decl.template.as_ref().filter(|t| t.kind == TemplateKind::Primary && decl.kind == DeclKind::Class && decl.template_args.is_none()).map(|t| t.params.iter().map(|p| p.name.map_or_else(String::new, |n| n.as_str().to_string())).collect()).unwrap_or_default(),
                tparam_sigs: decl.template.as_ref().filter(|t| t.kind == TemplateKind::Primary && matches!(decl.kind, DeclKind::Class | DeclKind::Variable | DeclKind::Function) && decl.template_args.is_none()).map(|t| t.params.iter().map(|p| template_param_sig(text, p)).collect()).unwrap_or_default(),
                enumerator_values: if decl.kind == DeclKind::Enum { enumerator_values(text, scan, decl) } else { Vec::new() },
                fn_pointer_result: decl.specs.has(Specs::FUNCTION_POINTER).then(|| text.get(decl.type_span.start as usize..decl.type_span.end as usize)).flatten().map(|t| t.trim().into()),
                fn_pointer_params: decl.func.as_ref().map_or_else(Vec::new, |f| {
                    f.params.iter().enumerate().filter_map(|(i, &p)| fn_pointer_param(text, scan, &scan.ast.decls[p]).map(|(result, params)| FnPointerParam { index: i, result, params })).collect()
                }),
            }
            .shared(),
        });
    }
    let enumerators = scan
        .ast
        .decls
        .iter()
        .filter(|(_, d)| d.kind == DeclKind::Enum && matches!(d.context, Context::Namespace | Context::Class) && !is_scoped_enum(text, scan, d))
        .flat_map(|(_, d)| enumerators(text, scan, d))
        .collect();
    // Most items declare one symbol, and a `Vec` of 512-byte elements starts
    // at four: without this, three quarters of the memory the signatures
    // keep (the largest part of the peak) would be spare capacity.
    symbols.shrink_to_fit();
    let (directives, namespace_aliases) = namespace_uses(text, namespaces, scan);
    let unnamed_enumerators = unnamed_enumerators(text, namespaces, scan);
    Signature { symbols, aliases: aliases(text, namespaces, scan), enumerators, unnamed_enumerators, usings: usings(text, namespaces, scan), directives, namespace_aliases, main_file: false, user_code: false, alias_templates: alias_templates(text, namespaces, scan), anonymous_namespace: matches!(namespaces, [only] if only.as_str().is_empty()) }
}

/// A destructor the class declares and does not default where it
/// declares it (`~S() {}`, `~S();`): destroying an object runs code, so
/// cudafe++ counts a definition of one (`S s;`) as initialized. (`~S() =
/// default;` is trivial when the members' are.)
/// `operator int()`, `operator const char *()`: a conversion function,
/// not an operator function nor an allocation function.
fn is_conversion_function(md: &Decl) -> bool {
    let Some(rest) = md.name.and_then(|n| n.as_str().strip_prefix("operator ")) else { return false };
    rest.starts_with(|c: char| c.is_alphabetic() || c == '_') && !matches!(rest.split_whitespace().next(), Some("new" | "delete"))
}

fn user_provided_destructor(md: &Decl) -> bool {
    md.func.as_ref().is_some_and(|f| f.is_destructor && f.body != crate::parse::FnBody::Default)
}

/// A copy or move constructor of `class` (`S(const S &)`, `S(S &&)`, any
/// later parameters defaulted) that is not defaulted or deleted where it
/// is declared.
fn user_provided_copy_or_move(text: &str, scan: &ScanIl, class: &Decl, md: &Decl) -> bool {
    let Some(f) = md.func.as_ref() else { return false };
    if md.name != class.name || matches!(f.body, crate::parse::FnBody::Default | crate::parse::FnBody::Delete) {
        return false;
    }
    let Some((&first, rest)) = f.params.split_first() else { return false };
    let p = &scan.ast.decls[first];
    let ty = text.get(p.type_span.start as usize..p.type_span.end as usize).unwrap_or("");
    // (`S<T>` in a class template names the class too.)
    let named = ty.split(|c: char| !(c.is_alphanumeric() || c == '_')).find(|w| !w.is_empty() && !matches!(*w, "const" | "volatile")).is_some_and(|w| Some(w) == class.name.map(|n| n.as_str()));
    named && p.specs.has(Specs::REFERENCE) && rest.iter().all(|&r| scan.ast.decls[r].init.is_some())
}

/// The namespaces `written` may name from namespace `scope`: nested in it
/// (and in the namespaces around it), or from the top (`::a` only there).
fn candidates(scope: &str, written: &str) -> Vec<String> {
    if let Some(absolute) = written.strip_prefix("::") {
        return vec![absolute.to_string()];
    }
    scope_chain(scope).map(|s| qualify(s, written)).collect()
}

/// An inline namespace's names are found from the namespace around it as
/// a using-directive's are: one directive (absolute) per inline level of
/// an item's namespaces (`std::chrono::_V2`: in `std::chrono`,
/// `::std::chrono::_V2`).
pub fn inline_namespace_directives(namespaces: &[Name], inline: u64) -> Vec<NamespaceUse> {
    if inline == 0 {
        return Vec::new();
    }
    let mut out = Vec::new();
    let mut scope = String::new();
    for (i, n) in namespaces.iter().enumerate() {
        let inner = if scope.is_empty() { n.as_str().to_string() } else { format!("{scope}::{}", n.as_str()) };
        if i < 64 && inline & (1 << i) != 0 && !n.as_str().is_empty() {
            out.push((scope.clone(), format!("::{inner}")));
        }
        scope = inner;
    }
    out
}

/// Where a using-directive or namespace alias stands (or the alias's
/// qualified name) and the namespace it names, as written.
type NamespaceUse = (String, String);

/// The item's using-directives and namespace alias definitions, at the
/// top of the item (the parser skips both).
fn namespace_uses(text: &str, namespaces: &[Name], scan: &ScanIl) -> (Vec<NamespaceUse>, Vec<NamespaceUse>) {
    let toks = &scan.ast.tokens;
    let word = |k: usize| toks.get(k).map_or("", |t| t.text(text));
    let scope: Vec<&str> = namespaces.iter().map(|n| n.as_str()).collect();
    let scope = scope.join("::");
    let qualified_name = |from: usize| -> Option<String> {
        let words: Vec<&str> = (from..toks.len()).map(word).take_while(|w| *w != ";").collect();
        let ok = !words.is_empty() && words.iter().all(|w| *w == "::" || is_identifier(w));
        ok.then(|| words.concat())
    };
    let (mut directives, mut aliases) = (Vec::new(), Vec::new());
    match (word(0), word(1), word(2), word(3)) {
        ("using", "namespace", _, _) => directives.extend(qualified_name(2).map(|n| (scope.clone(), n))),
        ("namespace", alias, "=", _) if is_identifier(alias) => {
            let qualified = qualify(&scope, alias);
            aliases.extend(qualified_name(3).map(|n| (qualified, n)));
        }
        _ => {}
    }
    (directives, aliases)
}

/// The item's using-declarations of a namespace member at namespace scope
/// (not `using namespace`, not alias declarations). The parser skips
/// them, so they are read from the item's tokens outside any braces.
fn usings(text: &str, namespaces: &[Name], scan: &ScanIl) -> Vec<(String, String)> {
    using_declarations(text, namespaces, scan).into_iter().map(|(_, using)| using).collect()
}

/// `usings`, each with the index of its `using` token.
pub fn using_declarations(text: &str, namespaces: &[Name], scan: &ScanIl) -> Vec<(usize, (String, String))> {
    let toks = &scan.ast.tokens;
    let mut out = Vec::new();
    // Nearly no item has a `using` at all: asked by kind and length first,
    // this look costs a fraction of the walk below.
    if !toks.iter().any(|t| is_using(t, text)) {
        return out;
    }
    let mut depth = 0u32;
    let mut statement_start = true;
    for (i, t) in toks.iter().enumerate() {
        // (Punctuators compared as bytes: this walks every token of every
        // item.)
        let punct = t.punct(text);
        if depth == 0 && statement_start && is_using(t, text) {
            let rest = toks[i + 1..].iter().map(|t| t.text(text)).take_while(|w| *w != ";");
            if let Some(using) = using_declaration(&rest.collect::<Vec<_>>(), namespaces) {
                out.push((i, using));
            }
        }
        match punct {
            b'{' | b'(' | b'[' => depth += 1,
            b'}' | b')' | b']' => depth = depth.saturating_sub(1),
            _ => {}
        }
        statement_start = matches!(punct, b';' | b'{' | b'}');
    }
    out
}

/// Whether `t` is the keyword `using`.
fn is_using(t: &crate::lexer::Token, text: &str) -> bool {
    t.kind == crate::lexer::TokKind::Ident && t.len as usize == "using".len() && t.text(text) == "using"
}

/// `a::b::name` after `using`: the name it declares in the namespace it
/// stands in, and what it stands for.
fn using_declaration(words: &[&str], namespaces: &[Name]) -> Option<(String, String)> {
    let rest = words.strip_prefix(&["typename"]).unwrap_or(words);
    let global = rest.first() == Some(&"::");
    let rest = rest.strip_prefix(&["::"]).unwrap_or(rest);
    // Names and `::` in turn (`using ::atof;` names a global one).
    let qualified = (rest.len() >= 3 || global) && rest.len() % 2 == 1 && rest.iter().enumerate().all(|(i, w)| if i % 2 == 1 { *w == "::" } else { is_identifier(w) });
    let name = rest.last().filter(|_| qualified)?;
    let mut declared: Vec<&str> = namespaces.iter().map(|n| n.as_str()).collect();
    declared.push(name);
    Some((declared.join("::"), rest.concat()))
}

fn is_identifier(word: &str) -> bool {
    word.chars().next().is_some_and(|c| c.is_alphabetic() || c == '_') && word.chars().all(|c| c.is_alphanumeric() || c == '_') && word != "namespace"
}

/// The item's typedefs and alias declarations at namespace and class
/// scope.
fn aliases(text: &str, namespaces: &[Name], scan: &ScanIl) -> Vec<Alias> {
    let mut out = Vec::new();
    for (idx, decl) in scan.ast.decls.iter() {
        if decl.kind != DeclKind::Typedef || !matches!(decl.context, Context::Namespace | Context::Class) || decl.template.is_some() {
            continue;
        }
        let Some(name) = decl.name else { continue };
        let mut path: Vec<&str> = namespaces.iter().map(|n| n.as_str()).collect();
        push_class_path(scan, decl, &mut path);
        path.push(name.as_str());
        let Some(mut target) = alias_target(text, scan, decl) else { continue };
        let mut unnamed_class = None;
        let mut unnamed_align = None;
        if target.contains('{') {
            // A class defined in the typedef: named by its own name, or
            // by the typedef's.
            let defined = scan.ast.decls.iter().find(|(_, c)| matches!(c.kind, DeclKind::Class | DeclKind::Enum) && c.context == decl.context && c.span.start >= decl.type_span.start && c.span.end <= decl.type_span.end);
            let Some((idx, class)) = defined else { continue };
            match class.name {
                Some(n) => target = n.as_str().to_string(),
                None if class.kind == DeclKind::Class => {
                    unnamed_class = Some(crate::lower::stub::class_fields(text, scan, idx));
                    unnamed_align = crate::lower::stub::explicit_alignment(text, scan, idx);
                }
                // The enumeration takes the typedef's name (see
                // `signature`): the typedef names it as `typedef enum E E;`
                // does.
                None => target = name.as_str().to_string(),
            }
        }
        let device_builtin = scan.attrs.iter().any(|(_, a)| a.owner == idx && crate::lookup::strip_underscores(a.name.as_str()) == "device_builtin");
        let of_specialization = in_specialization(scan, decl);
        let specialized_as = of_specialization.then(|| explicit_specialization_args(text, scan, decl)).flatten();
        let extents = if decl.specs.has(Specs::ARRAY) { alias_extents(text, scan, decl) } else { Vec::new() };
        out.push(Alias { qname: path.join("::"), target, unnamed_class, unnamed_align, device_builtin, of_specialization, specialized_as, extents, item: 0, decl_at: decl.span.start });
    }
    out
}

fn alias_templates(text: &str, namespaces: &[Name], scan: &ScanIl) -> Vec<AliasTemplate> {
    let mut out = Vec::new();
    for (_, decl) in scan.ast.decls.iter() {
        let Some(template) = decl.template.as_ref().filter(|t| t.kind == TemplateKind::Primary) else { continue };
        if decl.kind != DeclKind::Typedef || !matches!(decl.context, Context::Namespace | Context::Class) {
            continue;
        }
        let (Some(name), Some(target)) = (decl.name, alias_target(text, scan, decl)) else { continue };
        let mut path: Vec<&str> = namespaces.iter().map(|n| n.as_str()).collect();
        push_class_path(scan, decl, &mut path);
        path.push(name.as_str());
        let params = template.params.iter().map(|p| p.name.map_or_else(String::new, |n| n.as_str().to_string())).collect();
        out.push(AliasTemplate { qname: path.join("::"), params, target });
    }
    out
}

/// The type a typedef names (its type's text), or an alias declaration
/// (the tokens after its `=`).
fn alias_target(text: &str, scan: &ScanIl, decl: &Decl) -> Option<String> {
    if decl.type_span != crate::parse::Span::default() {
        // With the declarator's pointer and reference operators
        // (`typedef const T *P;`).
        // and its qualifiers, which the type span leaves out.
        let end = if decl.name_span.start > decl.type_span.end { decl.name_span.start } else { decl.type_span.end };
        let written = text.get(decl.span.start as usize..end as usize)?.trim();
        let written = written.split_whitespace().filter(|w| *w != "typedef").collect::<Vec<_>>().join(" ");
        let extra = text.get(decl.type_span.end as usize..end as usize)?;
        // (A pointer to data member too: `typedef int S::*P;`.)
        if extra.trim().chars().all(|c| matches!(c, '*' | '&' | ' ' | ':' | '_') || c.is_alphanumeric()) {
            return Some(written);
        }
        // A pointer to a function (`typedef int (*FP)(int);`): the type
        // without the name, `int (*)(int)`.
        return function_pointer_target(text, scan, decl);
    }
    let toks = &scan.ast.tokens;
    let first = toks.partition_point(|t| t.start < decl.span.start);
    let last = toks.partition_point(|t| t.start < decl.span.end);
    let slice = toks.get(first..last)?;
    let eq = slice.iter().position(|t| t.text(text) == "=")?;
    // As written (`std::unique_ptr<float, D>`, as a typedef's), its
    // blanks made single.
    let rest = &slice[eq + 1..];
    let end = rest.iter().position(|t| t.text(text) == ";").unwrap_or(rest.len());
    let (start, stop) = (rest.first()?.start, rest.get(..end)?.last()?.end());
    let written = text.get(start as usize..stop as usize)?;
    Some(written.split_whitespace().collect::<Vec<_>>().join(" "))
}

/// The extents written after a typedef's name, each as the text of its
/// tokens joined by spaces.
fn alias_extents(text: &str, scan: &ScanIl, decl: &Decl) -> Vec<Box<str>> {
    let toks = &scan.ast.tokens;
    let mut i = toks.partition_point(|t| t.start < decl.name_span.end);
    let mut out = Vec::new();
    while toks.get(i).map(|t| t.text(text)) == Some("[") {
        let close = crate::lexer::skip_group(text, toks, i);
        let inner: Vec<&str> = toks.get(i + 1..close.saturating_sub(1)).unwrap_or_default().iter().map(|t| t.text(text)).collect();
        out.push(inner.join(" ").into_boxed_str());
        i = close;
    }
    out
}

/// A typedef of a pointer to a function as a type-id: its tokens without
/// `typedef` and the declared name, when the declarator reads `(*name)(`.
fn function_pointer_target(text: &str, scan: &ScanIl, decl: &Decl) -> Option<String> {
    let toks = &scan.ast.tokens;
    let first = toks.partition_point(|t| t.start < decl.span.start);
    let last = toks.partition_point(|t| t.start < decl.span.end);
    let name = toks.partition_point(|t| t.start < decl.name_span.start);
    let word = |k: usize| toks.get(k).map_or("", |t| t.text(text));
    // (To a member function too: `typedef int (S::*P)(void) const;`.)
    let mut open = name.checked_sub(2)?;
    while word(open) == "::" && toks.get(open.checked_sub(1)?).is_some_and(|t| t.kind == crate::lexer::TokKind::Ident) {
        open = open.checked_sub(2)?;
    }
    if !(word(name.checked_sub(1)?) == "*" && word(open) == "(" && word(name + 1) == ")" && word(name + 2) == "(") {
        return None;
    }
    let words: Vec<&str> = (first..last).filter(|&k| k != name && word(k) != "typedef" && word(k) != ";").map(word).collect();
    Some(words.join(" "))
}

/// `enum class` or `enum struct`: its enumerators are named through it.
fn is_scoped_enum(text: &str, scan: &ScanIl, decl: &Decl) -> bool {
    let toks = &scan.ast.tokens;
    let first = toks.partition_point(|t| t.start < decl.span.start);
    let words: Vec<&str> = toks.get(first..).unwrap_or(&[]).iter().take(8).map(|t| t.text(text)).collect();
    words.iter().position(|w| *w == "enum").is_some_and(|i| matches!(words.get(i + 1), Some(&"class") | Some(&"struct")))
}

/// `FnTemplate` of a function template's declaration.
/// How the instances of a function template are named: `variadic` asks
/// for one whose last template parameter is a pack (and none other),
/// else for one with no pack.
fn fn_template(text: &str, scan: &ScanIl, decl: &Decl, variadic: bool) -> Option<Box<FnTemplate>> {
    let template = decl.template.as_ref().filter(|t| t.kind == TemplateKind::Primary && decl.kind == DeclKind::Function)?;
    let func = decl.func.as_ref()?;
    let (last, fixed) = template.params.split_last()?;
    let pack = last.is_pack;
    if pack != variadic || fixed.iter().any(|p| p.is_pack) || func.trailing_return.is_some() || func.no_type {
        return None;
    }
    // (An unnamed parameter, `class = void`, by a name no word spells.)
    let params: Vec<(String, Option<String>)> = template.params.iter().enumerate().map(|(k, p)| (p.name.map_or_else(|| format!("<unnamed{k}>"), |n| n.as_str().to_string()), template_param_sig(text, p).value_ty)).collect();
    let rename = |ty: String| -> String {
        ty.split(' ').map(|w| params.iter().position(|(n, _)| n == w).map_or_else(|| w.to_string(), |k| format!("T{}", k + 1))).collect::<Vec<_>>().join(" ")
    };
    let ret = declared_type_words(text, scan, decl, false)?;
    let mut param_tys = Vec::new();
    let mut pack_param = false;
    for (i, &p) in func.params.iter().enumerate() {
        let pd = &scan.ast.decls[p];
        let written = declared_type_words(text, scan, pd, true)?;
        let written = written.trim_end_matches("...").trim_end().to_string();
        if pd.specs.has(Specs::PACK) {
            // Only a trailing expansion of the pack is followed.
            if !pack || i + 1 != func.params.len() || !written.split(' ').any(|w| Some(w) == last.name.map(|n| n.as_str())) {
                return None;
            }
            pack_param = true;
            param_tys.push((written.clone(), format!("{}...", rename(written))));
        } else {
            param_tys.push((written.clone(), rename(written)));
        }
    }
    Some(Box::new(FnTemplate { ret: rename(ret), params, param_tys, is_const: is_const_member(text, scan, decl), pack, pack_param }))
}

/// See `Symbol::dependent_launch`: only a kernel template's own
/// attributes, and only those naming one of its parameters.
fn dependent_launch(text: &str, scan: &ScanIl, decl: &Decl, entity: &crate::il::Entity) -> Option<Box<DependentLaunch>> {
    let template = decl.template.as_ref().filter(|t| t.kind == TemplateKind::Primary && decl.kind == DeclKind::Function)?;
    scan.entity_attr(entity, &["global"])?;
    let params: Vec<String> = template.params.iter().map(|p| p.name.map_or_else(String::new, |n| n.as_str().to_string())).collect();
    let toks = &scan.ast.tokens;
    let mut attrs = Vec::new();
    for &a in &entity.attrs {
        let attr = &scan.attrs[a];
        let kind = match crate::lookup::strip_underscores(attr.name.as_str()) {
            "launch_bounds" => LaunchAttr::LaunchBounds,
            "maxnreg" => LaunchAttr::Maxnreg,
            "local_maxnreg" => LaunchAttr::LocalMaxnreg,
            "cluster_dims" => LaunchAttr::ClusterDims,
            "block_size" => LaunchAttr::BlockSize,
            _ => continue,
        };
        let Some(args) = &attr.args else { continue };
        let mut ranges = crate::eval::split_args(text, toks, args.first as usize, args.last as usize);
        if kind == LaunchAttr::BlockSize {
            ranges = tuple_values(text, toks, &ranges);
        }
        let slices: Vec<&[crate::lexer::Token]> = ranges.iter().map(|&(x, y)| toks.get(x..y).unwrap_or(&[])).collect();
        let names_param = |t: &crate::lexer::Token| t.kind == crate::lexer::TokKind::Ident && params.iter().any(|p| p == t.text(text));
        if !slices.iter().any(|s| s.iter().any(names_param)) {
            continue;
        }
        let written = |s: &[crate::lexer::Token]| s.iter().map(|t| t.text(text)).collect::<Vec<_>>().join(" ").into_boxed_str();
        attrs.push((kind, attr.name_span.start, slices.iter().map(|s| written(s)).collect()));
    }
    let param_types = template.params.iter().map(|p| template_param_sig(text, p).value_ty).collect();
    (!attrs.is_empty()).then(|| Box::new(DependentLaunch { params, param_types, attrs }))
}

/// `__block_size__`'s arguments are tuples (`(X, 1, 1), (1, Y, 1)`): the
/// values of the first two, in order, each checked alike.
fn tuple_values(text: &str, toks: &[crate::lexer::Token], tuples: &[(usize, usize)]) -> Vec<(usize, usize)> {
    let mut out = Vec::new();
    for &(a, b) in tuples.iter().take(2) {
        let parenthesized = toks.get(a).is_some_and(|t| t.text(text) == "(") && b > a + 1;
        let (x, y) = if parenthesized { (a + 1, b - 1) } else { (a, b) };
        out.extend(crate::eval::split_args(text, toks, x, y).into_iter().take(3));
    }
    out
}

/// See `Symbol::arity`.
fn arity(scan: &ScanIl, f: &crate::parse::FuncInfo) -> Option<(u8, u8)> {
    if f.ellipsis || f.params.iter().any(|&p| scan.ast.decls[p].specs.has(Specs::PACK)) {
        return None;
    }
    let total = u8::try_from(f.params.len()).ok()?;
    let required = f.params.iter().take_while(|&&p| scan.ast.decls[p].init.is_none()).count();
    Some((u8::try_from(required).ok()?, total))
}

/// A member function declared `const` (after its parameter list).
pub(crate) fn is_const_member(text: &str, scan: &ScanIl, decl: &Decl) -> bool {
    let Some(func) = decl.func.as_ref() else { return false };
    let close = func.body_span.map_or(decl.span.end, |b| b.start);
    let toks = &scan.ast.tokens;
    let from = toks.partition_point(|t| t.start < decl.name_span.end);
    let mut depth = 0i32;
    for t in toks.get(from..).unwrap_or(&[]).iter().take_while(|t| t.start < close) {
        match t.text(text) {
            "(" => depth += 1,
            ")" => depth -= 1,
            "const" if depth == 0 => return true,
            // The body, an initializer list or a trailing return type.
            ":" | "{" | "->" | "=" if depth == 0 => return false,
            _ => {}
        }
    }
    false
}

/// A parameter's default argument names one of CUDA's builtin variables
/// (`threadIdx`, `warpSize`, ...), not as a member (`s.warpSize`).
fn default_reads_builtin(text: &str, param: &Decl) -> bool {
    let Some(init) = param.init else { return false };
    let Some(src) = text.get(init.start as usize..init.end as usize) else { return false };
    let mut prev_member = false;
    let mut word = String::new();
    for c in src.chars().chain(std::iter::once(' ')) {
        if c.is_alphanumeric() || c == '_' {
            word.push(c);
            continue;
        }
        if !word.is_empty() && !prev_member && crate::lower::emit::builtin_variable(&word).is_some() {
            return true;
        }
        if !word.is_empty() || !c.is_whitespace() {
            prev_member = c == '.' || c == '>';
        }
        word.clear();
    }
    false
}

/// A variable or parameter declared `char *` exactly (storage
/// specifiers aside; not `const char *`, no more declarator operators): a
/// string literal converts to it only by the deprecated conversion.
pub(crate) fn declared_char_pointer(text: &str, toks: &[crate::lexer::Token], decl: &Decl) -> bool {
    let end = if decl.name.is_some() { decl.name_span.start } else { decl.span.end };
    let words = crate::lexer::tokens_within(toks, decl.span.start, end).iter().map(|t| t.text(text));
    let mut words = without_gnu_attributes(words).filter(|w| !matches!(*w, "static" | "extern" | "register" | "thread_local"));
    words.next() == Some("char") && words.next() == Some("*") && words.next().is_none()
}

/// The words outside `__attribute__((...))` groups (the memory spaces of
/// `__device__ char *s`, as the preprocessor spells them).
fn without_gnu_attributes<'t>(words: impl Iterator<Item = &'t str>) -> impl Iterator<Item = &'t str> {
    let mut depth = 0u32;
    let mut inside = false;
    words.filter(move |&w| {
        if !inside {
            inside = w == "__attribute__";
            return !inside;
        }
        match w {
            "(" => depth += 1,
            ")" => {
                depth = depth.saturating_sub(1);
                inside = depth > 0;
            }
            _ => {}
        }
        false
    })
}

/// A parameter declared a pointer to `const` (`const float *`, `float
/// const *`): a `const` before its first `*`.
/// A parameter declared as a pointer whose pointee is qualified by one of
/// `qualifier`'s spellings (`const int *`, `volatile float *`).
/// Which of a function's first 64 parameters point to `const` and to
/// `volatile` objects (`const float *p`), as bit masks: what `params_key`
/// leaves out.
pub(crate) fn qualified_pointee_params(text: &str, scan: &ScanIl, decl: &Decl) -> (u64, u64) {
    let Some(f) = decl.func.as_ref() else { return (0, 0) };
    let mask = |qualifier: &[&str]| f.params.iter().take(64).enumerate().filter(|(_, &p)| declared_qualified_pointee(text, &scan.ast.tokens, &scan.ast.decls[p], qualifier)).fold(0, |m, (i, _)| m | 1 << i);
    (mask(&["const", "__const", "__const__"]), mask(&["volatile", "__volatile__"]))
}

fn declared_qualified_pointee(text: &str, toks: &[crate::lexer::Token], decl: &Decl, qualifier: &[&str]) -> bool {
    let end = if decl.name.is_some() { decl.name_span.start } else { decl.span.end };
    // (Asked of every parameter of every function: no word list built.)
    let toks = crate::lexer::tokens_within(toks, decl.span.start, end);
    toks.iter().position(|t| t.text(text) == "*").is_some_and(|star| toks[..star].iter().any(|t| qualifier.contains(&t.text(text))))
}

/// The one function among `found` that is neither a template nor
/// overloaded: what a call's argument conversions can be read from.
pub(crate) fn only_function<'s>(found: &[&'s Symbol]) -> Option<&'s Symbol> {
    match found.iter().filter(|s| s.kind == EntityKind::Function && s.template.is_none()).collect::<Vec<_>>().as_slice() {
        [f] => Some(f),
        _ => None,
    }
}

/// A `const` specifier among the tokens before a declaration's type
/// (attribute groups, whose `gnu::const` is no specifier, left out).
fn const_before_type(text: &str, toks: &[crate::lexer::Token], decl: &Decl) -> bool {
    let first = toks.partition_point(|t| t.start < decl.span.start);
    let last = toks.partition_point(|t| t.start < decl.type_span.start);
    let word = |k: usize| toks.get(k).map_or("", |t| t.text(text));
    let mut k = first;
    while k < last {
        match (word(k), word(k + 1)) {
            ("__attribute__" | "__attribute" | "__declspec", "(") => k = crate::lexer::skip_group(text, toks, k + 1),
            ("[", "[") => k = crate::lexer::skip_group(text, toks, k),
            ("const", _) => return true,
            _ => k += 1,
        }
    }
    false
}

pub(crate) fn declared_type_words(text: &str, scan: &ScanIl, decl: &Decl, parameter: bool) -> Option<String> {
    let toks = &scan.ast.tokens;
    let word = |t: &crate::lexer::Token| t.text(text);
    let mut words: Vec<&str> = Vec::new();
    // A `const` of the base type, written before it or after it before
    // any `*` or `&` (`const T *`, `T const *`), is shown first; one after
    // a `*` qualifies that pointer.
    let type_has_const = text.get(decl.type_span.start as usize..decl.type_span.end as usize).unwrap_or("").contains("const");
    if !type_has_const && const_before_type(text, toks, decl) {
        words.push("const");
    }
    let specified = crate::lexer::tokens_within(toks, decl.type_span.start, decl.type_span.end).iter().map(word);
    words.extend(specified.filter(|w| !matches!(*w, "typename" | "struct" | "class")));
    let end = if decl.name.is_some() { decl.name_span.start } else if parameter { decl.span.end } else { return None };
    let first = toks.partition_point(|t| t.start < decl.type_span.end);
    let last = toks.partition_point(|t| t.start < end);
    let mut k = first;
    while k < last {
        match word(&toks[k]) {
            "const" if !type_has_const && !words.iter().any(|w| matches!(*w, "*" | "&" | "&&" | "const")) => words.insert(0, "const"),
            w @ ("*" | "&" | "&&" | "const" | "volatile") => words.push(w),
            // A function parameter pack (`T... t`), shown after the type.
            "..." if parameter && decl.specs.has(Specs::PACK) => words.push("..."),
            // Attributes and specifiers between the type and the name
            // (`T const & __device__ __host__ f(...)`) are not the type's.
            "__attribute__" | "__attribute" | "__declspec" if toks.get(k + 1).is_some_and(|t| word(t) == "(") => {
                k = crate::lexer::skip_group(text, toks, k + 1);
                continue;
            }
            "__device__" | "__host__" | "__global__" | "__forceinline__" | "__noinline__" | "inline" | "__inline__" | "__inline" => {}
            _ => return None,
        }
        k += 1;
    }
    if words.is_empty() {
        return None;
    }
    let mut out = String::new();
    for w in words {
        let joins_previous = matches!(w, "*" | "&" | "&&") && out.ends_with(['*', '&']);
        if !out.is_empty() && !joins_previous {
            out.push(' ');
        }
        out.push_str(w);
    }
    Some(out)
}

pub(crate) fn template_param_sig(text: &str, p: &crate::parse::TemplateParam) -> TemplateParamSig {
    let whole = text.get(p.span.start as usize..p.span.end as usize).unwrap_or("");
    let toks = crate::lexer::lex(whole);
    // The first `=` outside brackets starts the default.
    let mut depth = 0i32;
    let eq = toks.iter().position(|t| {
        match t.text(whole) {
            "<" | "(" | "[" => depth += 1,
            ">" | ")" | "]" => depth -= 1,
            ">>" => depth -= 2,
            "=" if depth == 0 => return true,
            _ => {}
        }
        false
    });
    let head_end = eq.and_then(|k| toks.get(k)).map_or(whole.len(), |t| t.start as usize);
    let default = eq.and_then(|k| toks.get(k + 1)).map(|t| whole.get(t.start as usize..).unwrap_or("").trim().to_string());
    // (A `>>` closing both the default's argument list and the template's
    // ends the parameter before it: `class A = Al<T>>` leaves `Al<T`, whose
    // list is closed here.)
    let open = eq.map_or(0, |k| toks[k + 1..].iter().map(|t| match t.text(whole) { "<" => 1, ">" => -1, ">>" => -2, _ => 0 }).sum::<i32>());
    let default = default.map(|d| if open == 1 { format!("{d}>") } else { d });
    let head_toks: Vec<&str> = toks.iter().take_while(|t| (t.start as usize) < head_end).map(|t| t.text(whole)).collect();
    // (`typename std::enable_if<C, int>::type = 0` declares a value of
    // the type a qualified name names, not a type.)
    let typename_value = head_toks.first() == Some(&"typename") && head_toks.contains(&"::");
    let is_type = matches!(head_toks.first(), Some(&("typename" | "class" | "template"))) && !typename_value;
    let value_ty = (!is_type).then(|| {
        // The parameter's type: its tokens without the name and `...`.
        let name = p.name.map(|n| n.as_str());
        let ty: Vec<&str> = head_toks.iter().copied().filter(|&t| Some(t) != name && t != "...").collect();
        ty.join(" ")
    });
    TemplateParamSig { value_ty, default, is_pack: p.is_pack }
}

/// The enumerators of an enumeration with the values cufe can compute
/// (literals and earlier enumerators in the initializers).
fn enumerator_values(text: &str, scan: &ScanIl, decl: &Decl) -> Vec<(Name, i128)> {
    let toks = &scan.ast.tokens;
    let first = toks.partition_point(|t| t.start < decl.span.start);
    let last = toks.partition_point(|t| t.start < decl.span.end);
    let Some(open) = (first..last).find(|&k| toks[k].text(text) == "{") else { return Vec::new() };
    let close = crate::lexer::skip_group(text, toks, open).saturating_sub(1).min(last);
    let mut out: Vec<(Name, i128)> = Vec::new();
    let mut next = Some(0i128);
    for (f, l) in crate::eval::split_args(text, toks, open + 1, close) {
        let Some(name) = toks.get(f).filter(|t| t.kind == crate::lexer::TokKind::Ident) else { continue };
        let value = match (f + 1 < l && toks[f + 1].text(text) == "=").then(|| toks.get(f + 2..l).unwrap_or(&[])) {
            Some(init) => crate::eval::eval_int_with(text, init, &|n| out.iter().rev().find(|(k, _)| k.as_str() == n).map(|(_, v)| *v)),
            None => next,
        };
        if let Some(v) = value {
            out.push((Name::new(name.text(text)), v));
        }
        next = value.and_then(|v| v.checked_add(1));
    }
    out
}

/// See `Signature::unnamed_enumerators`.
fn unnamed_enumerators(text: &str, namespaces: &[Name], scan: &ScanIl) -> Vec<(String, i128)> {
    let mut out = Vec::new();
    for (idx, d) in scan.ast.decls.iter() {
        if d.kind != DeclKind::Enum || d.name.is_some() || !matches!(d.context, Context::Namespace | Context::Class) || is_scoped_enum(text, scan, d) || typedef_name_of(scan, idx).is_some() {
            continue;
        }
        let mut path: Vec<&str> = namespaces.iter().map(|n| n.as_str()).collect();
        push_class_path(scan, d, &mut path);
        let scope = path.join("::");
        out.extend(enumerator_values(text, scan, d).into_iter().map(|(n, v)| (qualify(&scope, n.as_str()), v)));
    }
    out
}

fn enumerators(text: &str, scan: &ScanIl, decl: &Decl) -> Vec<Name> {
    let toks = &scan.ast.tokens;
    let first = toks.partition_point(|t| t.start < decl.span.start);
    let last = toks.partition_point(|t| t.start < decl.span.end);
    let toks = toks.get(first..last).unwrap_or(&[]);
    let Some(open) = toks.iter().position(|t| t.text(text) == "{") else { return Vec::new() };
    let mut out = Vec::new();
    let mut depth = 0usize;
    let mut at_start = true;
    for t in &toks[open + 1..] {
        match t.text(text) {
            "(" | "[" | "{" => depth += 1,
            ")" | "]" => depth = depth.saturating_sub(1),
            "}" if depth == 0 => break,
            "}" => depth -= 1,
            "," if depth == 0 => {
                at_start = true;
                continue;
            }
            _ if at_start && t.kind == crate::lexer::TokKind::Ident => out.push(Name::new(t.text(text))),
            _ => {}
        }
        at_start = false;
    }
    out
}

/// Size and alignment of an enumeration: its underlying type's (`enum E :
/// short`), else `int`'s.
fn enum_layout(text: &str, scan: &ScanIl, decl: &crate::parse::Decl) -> Option<(u64, u64)> {
    let toks = &scan.ast.tokens;
    let after_name = toks.partition_point(|t| t.start < decl.name_span.end);
    if toks.get(after_name).is_some_and(|t| t.text(text) == ":") {
        let end = toks[after_name..].iter().position(|t| matches!(t.text(text), "{" | ";")).map_or(toks.len(), |p| after_name + p);
        return crate::lower::types::parse(text, &toks[after_name + 1..end], &[]).layout(&fixed_width_layout);
    }
    Some((4, 4))
}

/// Size and alignment of `<cstdint>`'s and `<cstddef>`'s integer typedefs
/// (`enum class Mode : uint8_t`), which an enumeration's item cannot look
/// up: on LP64 they are what their names say.
fn fixed_width_layout(name: &str) -> Option<(u64, u64)> {
    let bytes = match name.trim_global().trim_start_matches("std::") {
        "int8_t" | "uint8_t" | "int_least8_t" | "uint_least8_t" => 1,
        "int16_t" | "uint16_t" | "int_least16_t" | "uint_least16_t" => 2,
        "int32_t" | "uint32_t" | "int_least32_t" | "uint_least32_t" => 4,
        "int64_t" | "uint64_t" | "int_least64_t" | "uint_least64_t" | "intptr_t" | "uintptr_t" | "size_t" | "ptrdiff_t" | "intmax_t" | "uintmax_t" => 8,
        _ => return None,
    };
    Some((bytes, bytes))
}

/// Arithmetic type of a declaration (`Pointer` for pointers and arrays)
/// and its element type.
pub fn arith_of(text: &str, scan: &ScanIl, decl: &Decl) -> (Option<Ty>, Option<Ty>) {
    let toks = &scan.ast.tokens;
    let first = toks.partition_point(|t| t.start < decl.type_span.start);
    let last = toks.partition_point(|t| t.start < decl.type_span.end);
    let base = arith::from_tokens(text, toks.get(first..last).unwrap_or(&[]));
    let base = auto_literal_type(text, toks, decl).or_else(|| Some(base).filter(|t| *t != Ty::Unknown));
    if decl.specs.has(Specs::POINTER) || decl.specs.has(Specs::ARRAY) {
        // An array of pointers (`int *t[4]`) or a pointer to pointers has
        // pointer elements.
        let name_at = toks.partition_point(|t| t.start < decl.name_span.start);
        // (A later declarator's own operators: `bool *a, *b;` gives `b`
        // one star, not the three before its name.)
        let own = toks.get(last..name_at).and_then(|ts| ts.iter().rposition(|t| t.text(text) == ",")).map_or(last, |k| last + k + 1);
        let stars = toks.get(own..name_at).map_or(0, |ts| ts.iter().filter(|t| t.text(text) == "*").count());
        let pointers = stars >= 2 || stars == 1 && decl.specs.has(Specs::ARRAY);
        (Some(Ty::Pointer), if pointers { Some(Ty::Pointer) } else { base })
    } else {
        (base, None)
    }
}

/// An `auto` variable's type when its initializer is a literal, signed or
/// not (`constexpr auto INVSQRT2 = .7071;` is a `double`).
pub(crate) fn auto_literal_type(text: &str, toks: &[crate::lexer::Token], decl: &Decl) -> Option<Ty> {
    let declarator = [Specs::POINTER, Specs::REFERENCE, Specs::RVALUE_REFERENCE, Specs::ARRAY].iter().any(|&s| decl.specs.has(s));
    if !decl.specs.has(Specs::AUTO) || declarator || decl.kind != DeclKind::Variable {
        return None;
    }
    let init = decl.init?;
    let first = toks.partition_point(|t| t.start < init.start);
    let last = toks.partition_point(|t| t.start < init.end);
    let mut words = toks.get(first..last)?.iter().filter(|t| !matches!(t.text(text), "=" | "(" | ")" | "{" | "}" | ";"));
    let mut lit = words.next()?;
    if matches!(lit.text(text), "-" | "+") {
        lit = words.next()?;
    }
    if words.next().is_some() {
        return None;
    }
    Some(arith::of_literal(lit.text(text), lit.kind)).filter(|t| !matches!(t, Ty::Unknown | Ty::Other))
}

/// The type a function returns or a variable has, as written, when a type
/// name alone gives it: no pointer, reference, array or `void`, no trailing
/// return type.
pub fn named_value_type<'t>(text: &'t str, decl: &Decl) -> Option<&'t str> {
    let declarator = [Specs::POINTER, Specs::REFERENCE, Specs::RVALUE_REFERENCE, Specs::ARRAY, Specs::VOID].iter().any(|&s| decl.specs.has(s));
    if declarator || decl.func.as_ref().is_some_and(|f| f.trailing_return.is_some()) {
        return None;
    }
    text.get(decl.type_span.start as usize..decl.type_span.end as usize).map(str::trim).filter(|t| !t.is_empty())
}

/// A function's result that is an lvalue reference to a named type, as
/// `T &` (`mapped_type &operator[](const key_type &)`): what a
/// container's element access gives, which lowering follows through the
/// class template's arguments; a namespace's function returning a class
/// object by reference (`std::map<K, V> &registry()`) designates it.
fn member_reference_type(text: &str, decl: &Decl) -> Option<String> {
    let others = [Specs::POINTER, Specs::RVALUE_REFERENCE, Specs::ARRAY, Specs::VOID].iter().any(|&s| decl.specs.has(s));
    let func = decl.func.as_ref()?;
    if !matches!(decl.context, Context::Class | Context::Namespace) || !decl.specs.has(Specs::REFERENCE) || others || func.trailing_return.is_some() {
        return None;
    }
    let written = text.get(decl.type_span.start as usize..decl.type_span.end as usize).map(str::trim).filter(|t| !t.is_empty())?;
    Some(format!("{written} &"))
}

/// A non-static data member's or a namespace-scope variable's type text
/// up to its name: the leading `const`, the type specifier, the
/// declarator's operators.
fn member_type_text(text: &str, decl: &Decl) -> Option<String> {
    let member = decl.context == Context::Class && !decl.specs.has(Specs::STATIC);
    if decl.kind != DeclKind::Variable || !(member || decl.context == Context::Namespace) {
        return None;
    }
    type_text_before_name(text, decl)
}

/// A member function's result type as written (see
/// `Symbol::result_type_text`); none for a constructor, a conversion
/// function or a deduced (`auto`) result.
fn result_type_text(text: &str, decl: &Decl) -> Option<String> {
    if decl.kind != DeclKind::Function || decl.context != Context::Class || decl.func.as_ref().is_none_or(|f| f.no_type) {
        return None;
    }
    type_text_before_name(text, decl).filter(|t| !t.split_whitespace().any(|w| w == "auto" || w.starts_with("decltype")))
}

/// A declaration's type text up to its name: the leading `const`, the
/// type specifier, the declarator's operators.
fn type_text_before_name(text: &str, decl: &Decl) -> Option<String> {
    if decl.name_span.start < decl.type_span.start {
        return None;
    }
    let before = text.get(decl.span.start as usize..decl.type_span.start as usize)?;
    let specified = text.get(decl.type_span.start as usize..decl.type_span.end.min(decl.name_span.start) as usize)?.trim();
    // In `int a, *b;` the second declarator's operators follow the comma.
    let between = text.get(decl.type_span.end.min(decl.name_span.start) as usize..decl.name_span.start as usize)?;
    let operators = between.rsplit(',').next().unwrap_or("").trim();
    let leading_const = before.split(|c: char| !(c.is_alphanumeric() || c == '_')).any(|w| w == "const");
    // (One string, no formatting: asked of every declaration.)
    let mut written = String::with_capacity("const ".len() + specified.len() + 1 + operators.len());
    if leading_const {
        written.push_str("const ");
    }
    written.push_str(specified);
    written.push(' ');
    written.push_str(operators);
    written.truncate(written.trim_end().len());
    Some(written)
}

/// The declaration is a member of a class template's partial or explicit
/// specialization (`template <class A> class vector<bool, A>`).
fn in_specialization(scan: &ScanIl, decl: &Decl) -> bool {
    decl.context == Context::Class && decl.parent.is_some_and(|p| scan.ast.decls[p].template_args.is_some())
}

/// The template arguments (`<double>`) of the explicit specialization
/// (`template <>`) a member is declared in; `None` in a partial one.
fn explicit_specialization_args(text: &str, scan: &ScanIl, decl: &Decl) -> Option<Box<str>> {
    let class = &scan.ast.decls[decl.parent?];
    let args = class.template_args?;
    let explicit = class.template.as_ref().is_some_and(|t| t.kind == crate::parse::TemplateKind::Specialization);
    explicit.then(|| text.get(args.start as usize..args.end as usize)).flatten().map(Into::into)
}

/// Appends the names of the classes enclosing a member, outermost first.
fn push_class_path(scan: &ScanIl, decl: &Decl, path: &mut Vec<&str>) {
    let from = path.len();
    let mut parent: Option<DeclIdx> = if decl.context == Context::Class { decl.parent } else { None };
    while let Some(p) = parent {
        let pd = &scan.ast.decls[p];
        // The members of an anonymous struct or union are the enclosing
        // class's (`union C { struct { char r, g; }; int u; };` has `C::r`).
        if !is_anonymous_member(scan, p) {
            path.push(pd.name.or_else(|| typedef_name_of(scan, p)).map_or("", |n| n.as_str()));
        }
        parent = if pd.context == Context::Class { pd.parent } else { None };
    }
    path[from..].reverse();
}

/// The name a typedef gives an unnamed class (`typedef struct { ... }
/// P;`), which names it for linkage: its members are `P::x`.
pub(crate) fn typedef_name_of(scan: &ScanIl, class: DeclIdx) -> Option<Name> {
    let cd = &scan.ast.decls[class];
    // The parser makes the typedef when its declarator ends, after the
    // class and its members: the first item past the class's text.
    let (_, d) = scan.ast.decls.iter().skip(class.into_raw().into_u32() as usize + 1).find(|(_, d)| d.span.start < cd.span.start || d.span.start >= cd.span.end)?;
    (d.kind == DeclKind::Typedef && d.type_span.start <= cd.span.start && d.type_span.end >= cd.span.end).then_some(d.name).flatten()
}

/// An unnamed class inside a class that declares no member of its type:
/// an anonymous struct or union.
pub(crate) fn is_anonymous_member(scan: &ScanIl, class: DeclIdx) -> bool {
    let cd = &scan.ast.decls[class];
    if cd.name.is_some() || cd.kind != DeclKind::Class || cd.context != Context::Class {
        return false;
    }
    let Some(outer) = cd.parent else { return false };
    !scan.ast.decls[outer].members.iter().map(|&m| &scan.ast.decls[m]).any(|md| md.kind == DeclKind::Variable && md.type_span.start <= cd.span.start && md.type_span.end >= cd.span.end)
}

/// Offset of the first attribute of the entity named one of `names` (after
/// `__x__` stripping).
fn attr_at(scan: &ScanIl, entity: &crate::il::Entity, names: &[&str]) -> Option<u32> {
    scan.entity_attr(entity, names).map(|a| a.name_span.start)
}

/// `Symbol::const_value` and `Symbol::const_init`: a constant variable's
/// value, or, when its initializer names something this item cannot
/// evaluate, the initializer's text.
fn constant(text: &str, scan: &ScanIl, decl: &Decl) -> (Option<i128>, Option<Box<str>>) {
    let Some(slice) = const_initializer(scan, text, decl) else { return (None, None) };
    if let Some(v) = crate::eval::eval_int(text, slice) {
        return (Some(v), None);
    }
    if !slice.iter().any(|t| t.kind == crate::lexer::TokKind::Ident) {
        return (None, None);
    }
    let init = slice.first().zip(slice.last()).and_then(|(first, last)| text.get(first.start as usize..last.end() as usize)).map(Into::into);
    (None, init)
}

/// The expression a parameterless `constexpr` function returns, when its
/// body is that one `return` statement.
fn constant_return(text: &str, scan: &ScanIl, decl: &Decl) -> Option<Box<str>> {
    let func = decl.func.as_ref().filter(|f| decl.kind == DeclKind::Function && decl.is_constexpr() && f.params.is_empty())?;
    let body = func.body_span?;
    let toks = &scan.ast.tokens;
    let first = toks.partition_point(|t| t.start < body.start);
    let last = toks.partition_point(|t| t.start < body.end);
    let inner = toks.get(first..last)?;
    let words: Vec<&str> = inner.iter().map(|t| t.text(text)).collect();
    match words.as_slice() {
        ["{", "return", expr @ .., ";", "}"] if !expr.is_empty() && !expr.contains(&";") => {
            let (from, to) = (inner[2].start as usize, inner[inner.len() - 3].end() as usize);
            text.get(from..to).map(Into::into)
        }
        _ => None,
    }
}

/// `constexpr`, or `const` at the top level with an initializer and not
/// `volatile` (`const float f = 1.5f;`, `int *const p = 0;`, not
/// `const int *p = 0;`).
fn is_constant_variable(text: &str, scan: &ScanIl, decl: &Decl) -> bool {
    if decl.kind != DeclKind::Variable || decl.init.is_none() || decl.specs.has(Specs::VOLATILE) {
        return false;
    }
    if decl.specs.has(Specs::CONSTEXPR) {
        return true;
    }
    if !decl.specs.has(Specs::POINTER) {
        return decl.specs.has(Specs::CONST);
    }
    let toks = &scan.ast.tokens;
    let name = toks.partition_point(|t| t.start < decl.name_span.start);
    name.checked_sub(1).and_then(|i| toks.get(i)).is_some_and(|t| t.text(text) == "const")
}

/// The tokens of a constant variable's initializer, braces removed.
fn const_initializer<'t>(scan: &'t ScanIl, text: &str, decl: &Decl) -> Option<&'t [crate::lexer::Token]> {
    if decl.kind != DeclKind::Variable || !(decl.specs.has(Specs::CONSTEXPR) || decl.specs.has(Specs::CONST)) || decl.specs.has(Specs::POINTER) {
        return None;
    }
    let init = decl.init?;
    let toks = &scan.ast.tokens;
    let first = toks.partition_point(|t| t.start < init.start);
    let last = toks.partition_point(|t| t.start < init.end);
    let mut slice = toks.get(first..last)?;
    if slice.first().is_some_and(|t| t.text(text) == "{") && slice.last().is_some_and(|t| t.text(text) == "}") {
        slice = &slice[1..slice.len() - 1];
    }
    Some(slice)
}

/// The parameter types of a function, whitespace-normalized, names dropped.
/// The `*`s between a parameter's type and its name when nothing else
/// stands there but qualifiers and references (`V *const *v`: 2); `None`
/// for other declarators (`int (*op)(int)`) or an unnamed parameter.
fn plain_declarator_pointers(text: &str, scan: &ScanIl, pd: &Decl) -> Option<usize> {
    pd.name?;
    let toks = &scan.ast.tokens;
    let first = toks.partition_point(|t| t.start < pd.type_span.end);
    let last = toks.partition_point(|t| t.start < pd.name_span.start);
    let between = toks.get(first..last)?;
    let plain = between.iter().all(|t| matches!(t.text(text), "*" | "&" | "&&" | "const" | "volatile" | "__restrict__" | "__restrict" | "restrict"));
    plain.then(|| between.iter().filter(|t| t.text(text) == "*").count()).filter(|&n| n > 0)
}

/// A parameter declared as a pointer to a function, for messages (see
/// `SymbolDetail::fn_pointer_params`).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct FnPointerParam {
    pub index: usize,
    pub result: Box<str>,
    pub params: Vec<Box<str>>,
}

/// A typedef's target that is a pointer to a function (`float ( * ) (
/// const float & )` as `alias_target` writes one, `float (*)(float)` as
/// an alias declaration's is written): its result and
/// parameter types as `params_key` spells them.
pub(crate) fn fn_pointer_alias(target: &str) -> Option<(String, Vec<String>)> {
    let toks = crate::lexer::lex(target);
    let words: Vec<&str> = toks.iter().map(|t| t.text(target)).collect();
    let star = words.windows(4).position(|w| w == ["(", "*", ")", "("])?;
    if words.last() != Some(&")") || star == 0 {
        return None;
    }
    let inner = &words[star + 4..words.len() - 1];
    let mut params = Vec::new();
    let mut depth = 0usize;
    let mut current: Vec<&str> = Vec::new();
    for &w in inner {
        match w {
            "(" | "[" | "<" => depth += 1,
            ")" | "]" | ">" => depth = depth.saturating_sub(1),
            "," if depth == 0 => {
                params.push(param_type_key(&current));
                current.clear();
                continue;
            }
            _ => {}
        }
        current.push(w);
    }
    if !current.is_empty() && current != ["void"] {
        params.push(param_type_key(&current));
    }
    Some((param_type_key(&words[..star]), params))
}

/// A parameter `R (*name)(P1 p1, P2)`: `R` and the types `P1`, `P2` as
/// `params_key` spells them; `None` for any other parameter.
fn fn_pointer_param(text: &str, scan: &ScanIl, pd: &Decl) -> Option<(Box<str>, Vec<Box<str>>)> {
    if !pd.specs.has(Specs::POINTER) || pd.specs.has(Specs::FUNCTION_POINTER) || pd.name.is_none() {
        return None;
    }
    let toks = &scan.ast.tokens;
    let tok = |k: usize| toks.get(k).map_or("", |t| t.text(text));
    let mut first = toks.partition_point(|t| t.start < pd.type_span.end);
    let name = toks.partition_point(|t| t.start < pd.name_span.start);
    // The result's own `*` and `&`s (`float *(*sel)(int)`).
    let mut result_ptrs = String::new();
    while matches!(tok(first), "*" | "&" | "&&") {
        result_ptrs.push_str(tok(first));
        first += 1;
    }
    // `( *` and nothing else before the name, `) (` after it.
    if tok(first) != "(" || tok(first + 1) != "*" || first + 2 != name || tok(name + 1) != ")" || tok(name + 2) != "(" {
        return None;
    }
    let open = name + 2;
    let mut params: Vec<Box<str>> = Vec::new();
    let mut current: Vec<&str> = Vec::new();
    let mut depth = 0usize;
    let mut k = open + 1;
    loop {
        let t = tok(k);
        match t {
            "" => return None,
            "(" | "[" | "<" => depth += 1,
            ")" | "]" | ">" if depth > 0 => depth -= 1,
            ")" | "," if depth == 0 => {
                if !current.is_empty() {
                    params.push(param_type_key(&current).into());
                }
                current.clear();
                if t == ")" {
                    break;
                }
                k += 1;
                continue;
            }
            _ => {}
        }
        current.push(t);
        k += 1;
    }
    if params.len() == 1 && &*params[0] == "void" {
        params.clear();
    }
    let result = text.get(pd.type_span.start as usize..pd.type_span.end as usize)?.split_whitespace().collect::<Vec<_>>().join(" ") + &result_ptrs;
    Some((result.into(), params))
}

/// One parameter's tokens (`const float * x`) as `params_key` spells its
/// type (`const float*`): its name dropped, blanks only between words.
pub(crate) fn param_type_key(toks: &[&str]) -> String {
    let is_word = |t: &str| t.starts_with(|c: char| c.is_alphabetic() || c == '_');
    let mut toks = toks;
    // The last word is a name where a whole type stands before it.
    if let [.., before, last] = toks {
        let type_before = matches!(*before, "*" | "&" | "&&" | ">") || is_word(before) && !matches!(*before, "const" | "volatile" | "struct" | "class" | "enum" | "union" | "typename" | "signed" | "unsigned");
        if is_word(last) && !is_builtin_word(last) && !matches!(*last, "const" | "volatile") && type_before {
            toks = &toks[..toks.len() - 1];
        }
    }
    let mut key = String::new();
    for (i, t) in toks.iter().enumerate() {
        if i > 0 && is_word(t) && toks[i - 1] != "::" {
            key.push(' ');
        }
        key.push_str(t);
    }
    key
}

/// A word `canonical_builtin` knows as part of a built-in type.
fn is_builtin_word(w: &str) -> bool {
    w == "int" || crate::lower::types::canonical_builtin(&[w]).is_some()
}

pub fn params_key(text: &str, scan: &ScanIl, decl: &Decl) -> String {
    let Some(func) = decl.func.as_ref() else { return String::new() };
    let mut key = String::new();
    for (i, &p) in func.params.iter().enumerate() {
        if i > 0 {
            key.push(',');
        }
        push_param_key(&mut key, text, scan, &scan.ast.decls[p]);
    }
    if func.ellipsis {
        if !func.params.is_empty() {
            key.push(',');
        }
        key.push_str("...");
    }
    key
}

/// The type of one parameter (or local) as `params_key` writes it:
/// `const float*`, `V**`, `int&`.
pub fn param_key(text: &str, scan: &ScanIl, pd: &Decl) -> String {
    let mut key = String::new();
    push_param_key(&mut key, text, scan, pd);
    key
}

fn push_param_key(key: &mut String, text: &str, scan: &ScanIl, pd: &Decl) {
    let ty = text.get(pd.type_span.start as usize..pd.type_span.end as usize).unwrap_or("");
    if pd.specs.has(Specs::CONST) {
        key.push_str("const ");
    }
    for (j, word) in ty.split_whitespace().enumerate() {
        if j > 0 {
            key.push(' ');
        }
        key.push_str(word);
    }
    // One `*` per pointer the declarator adds (`V **v`), where it
    // is a plain one; an array decays to one more.
    let pointers = if pd.specs.has(Specs::POINTER) { plain_declarator_pointers(text, scan, pd).unwrap_or(1) } else { 0 };
    for _ in 0..pointers + usize::from(pd.specs.has(Specs::ARRAY)) {
        key.push('*');
    }
    if pd.specs.has(Specs::RVALUE_REFERENCE) {
        key.push_str("&&");
    } else if pd.specs.has(Specs::REFERENCE) {
        key.push('&');
    }
}
