//! What the registration stub (`.cudafe1.stub.c`) needs of one item: its
//! kernels (mangled names, parameter types, sizes and offsets in the
//! launch buffer) and its device variables (sizes, `__constant__`,
//! managed); the kernel, variable and function templates it defines and
//! the instances it names (written, or deduced from a launch's or call's
//! argument types). `print::stub_file` writes the file from these, once
//! every item's templates are known.

use super::ty::Ty;
use crate::scoped::ScopedStr;
use super::types::{self, DeclTy};
use crate::lexer::TokKind;
use super::Lowerer;
use crate::il::{mem, EntityKind};
use crate::mangle::{self, NamePart};
use crate::parse::{Context, DeclIdx, DeclKind, Specs};
use std::sync::Arc;

#[derive(Debug, Clone, PartialEq, Eq, Hash, Default)]
pub struct StubItem {
    pub kernels: Vec<KernelStub>,
    /// Layouts of the classes this item's launches pass (see
    /// `Lowerer::passed_layouts`).
    pub class_layouts: Vec<(String, (u64, u64))>,
    /// Class templates a function template's launches pass a
    /// specialization of with its own parameters (`Axpy<T> op`): the
    /// stub sizes the specialization per instance (see
    /// `Lowerer::passed_class_templates`).
    pub class_templates: Vec<ClassTemplateLayout>,
    pub variables: Vec<VarStub>,
    /// Kernel templates defined here: the stub instantiates them.
    pub templates: Vec<KernelTemplate>,
    /// Kernel template instances this item names: launches (with template
    /// arguments or with arguments to deduce them from), explicit
    /// instantiations and specializations.
    pub instances: Vec<Instance>,
    /// Kernel template instances an `extern template` directive declares
    /// (explicit instantiation declarations): made in another unit, so a
    /// launch of one here instantiates nothing.
    pub extern_instances: Vec<Instance>,
    /// Kernels this item launches (names as written, without template
    /// arguments): with `-rdc` the host translation lists them.
    pub launched: Vec<String>,
    /// With `-rdc`, the `__device__` and `__constant__` variables this
    /// item's host code names, first use first: the host translation lists
    /// them for the device linker.
    pub host_refs: Vec<HostRef>,
    /// With `-rdc`, the kernels this item's host code launches that the
    /// symbol table knows (not templates): their mangled name without
    /// parameters, and whether they have internal linkage.
    pub launched_kernels: Vec<(String, bool)>,
    /// Device variable templates declared here: the stub registers their
    /// instances.
    pub var_templates: Vec<VarTemplate>,
    /// Variable template instances this item's code uses (name as
    /// written, arguments as written), first use first.
    pub var_instances: Vec<(String, Vec<String>)>,
    /// Function templates defined here that launch kernel templates.
    pub fn_templates: Vec<FnTemplate>,
    /// Instances of function templates this item names (calls, explicit
    /// instantiations).
    pub fn_uses: Vec<FnUse>,
    /// The unions this item declares (as `layout_key` spells their
    /// qualified names): the stub spells them `union U`.
    pub unions: Vec<String>,
    /// The unnamed classes this item declares that a typedef names (by
    /// that name, as `layout_key` spells it): the stub names them without
    /// a class key.
    pub typedef_classes: Vec<String>,
}

impl StubItem {
    /// The item's entries, shared: an item without any is the one empty
    /// value every such item shares.
    pub fn into_shared(self) -> Arc<StubItem> {
        static EMPTY: std::sync::OnceLock<Arc<StubItem>> = std::sync::OnceLock::new();
        crate::il::shared_unless_empty(self, &EMPTY)
    }
}

/// A function template's instance non-template code names.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct FnUse {
    pub instance: Instance,
    /// How many of the item's `instances` came before: the instance comes
    /// into being here (its own code numbers its temporaries among the
    /// stubs of the kernel instances named around it).
    pub launches_before: u32,
    /// The function naming it, when that function's code exists only
    /// once the unit calls it: the instance's code (and what it names)
    /// exists only then too, though EDG instantiates it, and the kernel
    /// instances it launches, anyway.
    pub caller: Option<String>,
}

/// A device variable host code names (see `StubItem::host_refs`).
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct HostRef {
    /// Enclosing namespaces, outermost first (`""` for an unnamed one).
    pub scope: Vec<String>,
    pub name: String,
    pub constant: bool,
    /// `static`, or in an unnamed namespace.
    pub internal: bool,
}

/// A function template whose body launches kernel templates: each of its
/// instances launches their instances for its arguments.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct FnTemplate {
    /// The function's declaration index in its item (tells templates of
    /// the same name apart).
    pub function: u32,
    /// Its name, scope, template parameters and parameter types.
    pub template: KernelTemplate,
    /// The kernel template instances it launches, the function template
    /// instances it calls and the runtime templates it calls per
    /// instance, in its body's order.
    pub uses: Vec<TemplateUse>,
    /// Temporaries cudafe++ makes per instance (see `temps`).
    pub temporaries: u32,
    /// The warp shuffles its body calls with a value of a type naming
    /// its parameters: shuffle name and that type (template parameters as
    /// `DeclTy::Param`). Each instance makes device code of the overloads
    /// for its type (see `temps::shuffle_temporaries`).
    pub shuffles: Vec<(String, DeclTy)>,
    /// The template arguments of the unit's explicit specializations of
    /// it, blanks removed (`-1` of `template <> float row<-1>(...)`): an
    /// instance with those is the specialization, not made of the
    /// template (what ends a recursion `row<i>` calling `row<i - 1>`).
    pub specialized: Vec<String>,
}

/// A kernel template instance a function template's body launches, or a
/// function template instance it calls: written arguments, or the
/// argument types (template parameters as `DeclTy::Param`).
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum TemplateUse {
    Launch(Instance),
    /// A launch (or a naming) of an instance whose arguments, template
    /// and call arguments alike, do not depend on the template's
    /// parameters: EDG resolves it with the template's definition, and
    /// instantiates it with each instance of the template ahead of the
    /// uses that depend on them.
    FixedLaunch(Instance),
    Call(Instance),
    /// A device variable template's instance named (`mask<T>`): its name
    /// and written arguments, as a launch's.
    Variable(Instance),
    /// A call in its host code of a runtime template whose instance its
    /// parameters choose (`cudaMalloc(&p, n)` with a `T *p`): template
    /// name and the argument's pointee type (template parameters as
    /// `DeclTy::Param`).
    Runtime(String, DeclTy),
    /// A `std::initializer_list` its host code makes (`std::vector<T>
    /// v{...}`), of elements of this type (template parameters as
    /// `DeclTy::Param`): each element type's once per unit (see
    /// `initializer_list_key`).
    InitializerList(DeclTy),
}

/// The key and temporaries of a `std::initializer_list` of `elem`s:
/// libstdc++'s constexpr constructor (two parameters) has device code,
/// made once per element type.
pub fn initializer_list_key(elem: &str) -> (String, u32) {
    (format!("std::initializer_list<{elem}>/2"), 2)
}

/// The runtime headers' code a call of runtime template `name` with an
/// argument pointing to `pointee` makes, keyed as `temps` keys a
/// non-template call's, with its temporaries: the runtime template's
/// instance for that type and what it calls, or the plain overload a
/// `void *` argument calls.
pub fn runtime_keys(name: &str, pointee: &DeclTy) -> Vec<(String, u32)> {
    let Some(t) = super::header_temps::runtime_template(name) else { return Vec::new() };
    let spelled = pointee.unqualified().spell("");
    let body = |f: &str| super::temps::runtime_body(f);
    if t.plain_overload && spelled.starts_with("void") {
        return body(name).map(|n| (format!("runtime:{name}"), n)).into_iter().collect();
    }
    super::header_temps::instance_temporaries(t, &spelled, "", &body).into_iter().map(|(k, n)| (format!("runtime:{k}"), n)).collect()
}

impl FnTemplate {
    /// The runtime's shuffle overloads its instance for `args` makes
    /// device code of, keyed as `temps` keys a non-template call's, with
    /// their temporaries.
    pub fn shuffles_for(&self, args: &[TemplateArg]) -> Vec<(String, u32)> {
        let names = self.names();
        self.shuffles.iter().flat_map(|(name, ty)| super::temps::shuffle_temporaries(name, &substitute(ty, args, &names))).collect()
    }

    /// What its instance for `args` launches and calls, in order: the
    /// fixed launches first (see `TemplateUse::FixedLaunch`), as launches.
    pub fn uses_for(&self, args: &[TemplateArg]) -> Vec<TemplateUse> {
        let fixed = self.uses.iter().filter_map(|u| match u {
            TemplateUse::FixedLaunch(l) => Some(TemplateUse::Launch(l.clone())),
            _ => None,
        });
        let dependent = self.uses.iter().filter_map(|u| match u {
            TemplateUse::Launch(l) => Some(TemplateUse::Launch(self.instantiated(l, args))),
            TemplateUse::Call(c) => Some(TemplateUse::Call(self.instantiated(c, args))),
            TemplateUse::Variable(v) => Some(TemplateUse::Variable(self.instantiated(v, args))),
            TemplateUse::Runtime(name, ty) => Some(TemplateUse::Runtime(name.clone(), substitute(ty, args, &self.names()))),
            TemplateUse::InitializerList(elem) => Some(TemplateUse::InitializerList(substitute(elem, args, &self.names()))),
            TemplateUse::FixedLaunch(_) => None,
        });
        fixed.chain(dependent).collect()
    }

    /// The device variable template instances its instance for `args`
    /// names (see `TemplateUse::Variable`).
    pub fn variables_for<'s>(&'s self, args: &'s [TemplateArg]) -> impl Iterator<Item = Instance> + 's {
        self.uses.iter().filter_map(move |u| match u {
            TemplateUse::Variable(v) => Some(self.instantiated(v, args)),
            _ => None,
        })
    }

    /// An instance named in its body, for its instance for `args`.
    fn instantiated(&self, inst: &Instance, args: &[TemplateArg]) -> Instance {
        let names = self.names();
        match inst {
            Instance::Deduced(name, tys, d) => Instance::Deduced(name.clone(), self.substituted(tys, args), *d),
            Instance::Partial(name, written, sugar, tys, d) => {
                let Instance::Launched(_, written, _, sugar) = self.instantiated(&Instance::Launched(name.clone(), written.clone(), *d, sugar.clone()), args) else { return inst.clone() };
                Instance::Partial(name.clone(), written, sugar, self.substituted(tys, args), *d)
            }
            Instance::Launched(name, written, _, _) | Instance::Declared(name, written, _) => {
                let written_sugar = match inst {
                    Instance::Launched(_, _, _, sugar) => sugar.as_slice(),
                    _ => &[],
                };
                // Written arguments may name the template's parameters:
                // a value parameter by its value, a type one by its type.
                let values: Vec<String> = args
                    .iter()
                    .zip(&names)
                    .map(|(a, n)| match a {
                        TemplateArg::Value(v, _) => v.to_string(),
                        _ => n.clone(),
                    })
                    .collect();
                // (A parameter standing for a typedef of a builtin type
                // passes that name on: `k<T>` of `f<realt>`.)
                let (written, sugar): (Vec<String>, Vec<Option<String>>) = written
                    .iter()
                    .enumerate()
                    .map(|(i, a)| {
                        let toks = crate::lexer::lex(a);
                        let named: Vec<usize> = toks.iter().filter_map(|t| names.iter().position(|n| n == t.text(a))).collect();
                        if named.is_empty() {
                            return (a.clone(), written_sugar.get(i).cloned().flatten());
                        }
                        // A value that names a type parameter (`sizeof(uint4) /
                        // sizeof(T)`): the types spelled in, for evaluation.
                        if is_value_expression(&toks, a) {
                            let types: Vec<String> = args.iter().zip(&names).map(|(arg, n)| match arg {
                                TemplateArg::Type(t, _) => t.desugared().spell(""),
                                _ => n.clone(),
                            }).collect();
                            return (substitute_values(&substitute_text(a, &names, &types), &names, &values), None);
                        }
                        let a = if named.iter().any(|&k| matches!(args.get(k), Some(TemplateArg::Value(..)))) {
                            let valued = substitute_values(a, &names, &values);
                            // (Types named too, `Tr<N, T>`: substituted next.)
                            if !named.iter().any(|&k| matches!(args.get(k), Some(TemplateArg::Type(..)))) {
                                return (valued, None);
                            }
                            valued
                        } else {
                            a.clone()
                        };
                        let toks = crate::lexer::lex(&a);
                        match substitute(&types::parse(&a, &toks, &names), args, &names) {
                            DeclTy::Sugar(name, inner) => (inner.spell(""), Some(name)),
                            t => (t.desugared().spell(""), None),
                        }
                    })
                    .unzip();
                Instance::Launched(name.clone(), written, Deferral::NOW, sugar)
            }
        }
    }

    fn names(&self) -> Vec<String> {
        self.template.tparams.iter().map(|(n, _)| n.clone()).collect()
    }

    fn substituted(&self, tys: &[Option<DeclTy>], args: &[TemplateArg]) -> Vec<Option<DeclTy>> {
        let names = self.names();
        tys.iter().map(|t| t.as_ref().map(|t| substitute(t, args, &names)).filter(|t| !matches!(t, DeclTy::Unknown(_) | DeclTy::Param(..)))).collect()
    }
}

/// A `__device__`, `__constant__` or `__managed__` variable template, as
/// the stub registers its instances.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct VarTemplate {
    /// Unqualified name.
    pub name: String,
    pub scope: Vec<NamePart>,
    /// Template parameter names.
    pub tparams: Vec<String>,
    /// Per template parameter, a non-type one's type (`None`: a type
    /// parameter): its arguments are values, `v<float, 3>` is
    /// `_Z1vIfLi3EE`, `(::v<float, (int)3> )`.
    pub value_tys: Vec<Option<DeclTy>>,
    /// The variable's type, template parameters as `DeclTy::Param`.
    pub ty: DeclTy,
    /// Array extents: a number, or the template parameter (by index)
    /// whose argument gives it (`T a[N]`).
    pub extents: Vec<Result<u64, usize>>,
    pub constant: bool,
    pub managed: bool,
    /// cicc gives its instances internal linkage (`static`, `const`,
    /// `constexpr`, in an unnamed namespace): they are named inside the
    /// unit's `_INTERNAL_<module id>` namespace even at global scope,
    /// where a plain variable keeps its unmangled name, and with -rdc
    /// behind the module's static prefix.
    pub internal: bool,
    pub rdc: bool,
}

impl VarTemplate {
    /// The registration of `name<args>`: `__shadow_var(_Z4cellIiE,
    /// (::cell<int> ))` with the instance's size.
    pub fn instance(&self, args: &[String]) -> Option<VarStub> {
        if args.len() != self.tparams.len() {
            return None;
        }
        let targs: Vec<TemplateArg> = args
            .iter()
            .enumerate()
            .map(|(k, a)| match self.value_tys.get(k) {
                Some(Some(ty)) => TemplateArg::Value(a.trim().to_string(), Some(ty.clone())),
                _ => TemplateArg::Type(arg_type(a), a.trim().to_string()),
            })
            .collect();
        let ty = substitute(&self.ty, &targs, &self.tparams);
        let extent = |e: &Result<u64, usize>| match *e {
            Ok(n) => Some(n),
            Err(k) => args.get(k)?.trim().trim_end_matches(['u', 'U', 'l', 'L']).parse().ok(),
        };
        let size = ty.layout(&|_| None).and_then(|(s, _)| self.extents.iter().try_fold(s, |size, e| size.checked_mul(extent(e)?)));
        let (mangled, qualified) = variable_instance_names(&self.scope, &self.name, &targs, self.internal, self.rdc);
        Some(VarStub { name: self.name.clone(), qualified, mangled, size, constant: self.constant, managed: self.managed, is_extern: false, if_spelled_global_constant: None })
    }
}

/// A variable template instance's mangled name and its name as the stub
/// spells it (`(::ns::v<float, (int)3> )`). One of internal linkage is
/// named inside the unit's `_INTERNAL_<module id>` namespace, even at
/// global scope, and with -rdc behind the module's static prefix.
fn variable_instance_names(scope: &[NamePart], name: &str, targs: &[TemplateArg], internal: bool, rdc: bool) -> (String, String) {
    let margs: Vec<mangle::TemplateArg> = targs.iter().map(TemplateArg::to_mangle).collect();
    let mut mangled_scope = scope.to_vec();
    if internal {
        mangled_scope.insert(0, NamePart::plain(INTERNAL_PLACEHOLDER));
    }
    let mut mangled = mangle::mangle_variable_template(&mangled_scope, name, &margs);
    if internal && rdc {
        mangled.insert_str(0, STATIC_PREFIX_PLACEHOLDER);
    }
    let mut qualified = String::from("(::");
    for p in scope {
        qualified.push_str(qualified_part(&p.name));
        qualified.push_str("::");
    }
    // (A class by its name from the global scope, `p<    ::P> `.)
    let spelled: Vec<String> = targs.iter().map(|a| match a {
        TemplateArg::Type(t, _) if !matches!(t, DeclTy::Named(..) | DeclTy::Enum(..)) => t.spell(""),
        other => other.spelled(),
    }).collect();
    qualified.push_str(&format!("{name}<{}> )", spelled.join(", ")));
    (mangled, qualified)
}

/// A kernel template instance an item names (by the template's name as
/// written).
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum Instance {
    /// An explicit instantiation or specialization: its arguments as
    /// written. It takes its place among the unit's kernels. Last, a
    /// specialization's own parameter types.
    Declared(String, Vec<String>, Option<Vec<DeclTy>>),
    /// A launch with template arguments (`k<float><<<...>>>`), as written.
    /// The stub places the instance at the launching declaration. Last,
    /// per argument, the typedef of a builtin type it was written as
    /// (`realt` for `float`): the instance's parameter types keep that
    /// name, as EDG's first instantiation does.
    Launched(String, Vec<String>, Deferral, Vec<Option<String>>),
    /// A launch without template arguments: the types of its arguments
    /// (`None` where cufe cannot tell), to deduce them from.
    Deduced(String, Vec<Option<DeclTy>>, Deferral),
    /// A call with some of the template arguments written
    /// (`Test<1, 1, 256>(pixels, ...)`): those (with their typedef names,
    /// as a launch's), and the call's argument types to deduce the rest
    /// from.
    Partial(String, Vec<String>, Vec<Option<String>>, Vec<Option<DeclTy>>, Deferral),
}

/// How deeply the launch's body is nested in classes: a member function
/// defined in its class counts one, a lambda's body (its closure's
/// `operator()`) one more. The stub declares the typedefs a deeper
/// launch's instance needs after those of shallower ones.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Deferral(pub u8);

impl Deferral {
    /// A launch in a function at namespace scope.
    pub const NOW: Deferral = Deferral(0);
}

impl Instance {
    pub fn name(&self) -> &str {
        match self {
            Instance::Declared(n, ..) | Instance::Launched(n, ..) | Instance::Deduced(n, _, _) | Instance::Partial(n, ..) => n,
        }
    }

    pub fn deferral(&self) -> Deferral {
        match self {
            Instance::Launched(_, _, d, _) | Instance::Deduced(_, _, d) | Instance::Partial(_, _, _, _, d) => *d,
            Instance::Declared(..) => Deferral::NOW,
        }
    }

    /// The instance deferred at least as far as `d`: one a function
    /// template's instance launches or calls is made when that instance
    /// is, so it is as deferred as the code that named the function
    /// template (a member function defined in its class calling
    /// `launch(n, lambda)`).
    pub fn deferred_at_least(mut self, d: Deferral) -> Instance {
        match &mut self {
            Instance::Launched(_, _, own, _) | Instance::Deduced(_, _, own) | Instance::Partial(_, _, _, _, own) => *own = (*own).max(d),
            Instance::Declared(..) => {}
        }
        self
    }
}

/// A template argument of an instance.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum TemplateArg {
    /// A type, with its spelling in the stub.
    Type(DeclTy, String),
    /// A non-type argument as written, and its parameter's type when cufe
    /// knows it (a builtin or an enumeration; `int` otherwise).
    Value(String, Option<DeclTy>),
    /// The types a parameter pack stands for.
    Pack(Vec<(DeclTy, String)>),
    /// The values of a non-type parameter pack, as written, and their
    /// type (as `Value`'s).
    ValuePack(Vec<String>, Option<DeclTy>),
}

impl TemplateArg {
    /// The argument in the instance's name (`float`, `(int)4`,
    /// `int, float, char `).
    pub fn spelled(&self) -> String {
        match self {
            TemplateArg::Type(DeclTy::Named(..) | DeclTy::Enum(..), s) => class_arg_spelling(s),
            // (A class's typedef names the instance by the class.)
            TemplateArg::Type(DeclTy::Sugar(_, inner), s) if matches!(**inner, DeclTy::Named(..)) => class_arg_spelling(s),
            TemplateArg::Type(_, s) => s.clone(),
            TemplateArg::Value(v, ty) => super::targs::typed_value(v, ty.as_ref()).0,
            TemplateArg::Pack(items) => items.iter().map(|(_, s)| s.as_str()).collect::<Vec<_>>().join(", ") + " ",
            TemplateArg::ValuePack(values, ty) => values.iter().map(|v| super::targs::typed_value(v, ty.as_ref()).0).collect::<Vec<_>>().join(", ") + " ",
        }
    }

    /// Whether this argument is the one `written` spells (an explicit
    /// specialization's: a value compared once converted to the
    /// parameter's type, `-1` and `0 - 1` alike; a type as spelled,
    /// blanks aside).
    pub fn matches_written(&self, written: &str) -> bool {
        let bare = |s: &str| s.split_whitespace().collect::<String>();
        match self {
            TemplateArg::Value(v, ty) => super::targs::typed_value(v, ty.as_ref()).0 == super::targs::typed_value(written, ty.as_ref()).0,
            a => bare(&a.spelled()) == bare(written),
        }
    }

    pub fn to_mangle(&self) -> mangle::TemplateArg {
        match self {
            TemplateArg::Type(t, _) => mangle::TemplateArg::Type(t.to_mangle()),
            TemplateArg::Value(v, ty) => super::targs::typed_value(v, ty.as_ref()).1,
            TemplateArg::Pack(items) => mangle::TemplateArg::Pack(items.iter().map(|(t, _)| mangle::TemplateArg::Type(t.to_mangle())).collect()),
            TemplateArg::ValuePack(values, ty) => mangle::TemplateArg::Pack(values.iter().map(|v| super::targs::typed_value(v, ty.as_ref()).1).collect()),
        }
    }
}

/// An instance's template arguments as EDG lists them: an empty pack
/// (spelled as a blank) follows the argument before it without a comma
/// (`vk2<int  >`, `vk< >`).
pub fn join_template_args(spelled: &[String]) -> String {
    let mut out = String::new();
    for (i, a) in spelled.iter().enumerate() {
        if i > 0 {
            out.push_str(if a.trim().is_empty() { " " } else { ", " });
        }
        out.push_str(a);
    }
    out
}

/// A class as a kernel instance's template argument, qualified from the
/// global scope the way EDG prints it: `    ::Q` at global scope,
/// ` ::ns::R` in a namespace, a template's instance with a space before
/// the `>` that follows (`    ::Pair<int> `).
fn class_arg_spelling(s: &str) -> String {
    let s = s.trim().trim_global();
    if s.starts_with(" ::") || s.is_empty() {
        return s.to_string();
    }
    let scoped = s.split('<').next().is_some_and(|name| name.has_scope());
    let closing = if s.ends_with('>') { " " } else { "" };
    if scoped {
        format!(" ::{s}{closing}")
    } else {
        format!("    ::{s}{closing}")
    }
}

/// How the stub spells a deduced type: a closure as its wrapper, with
/// the space that keeps `< ::` apart.
pub(super) fn deduced_spelling(t: &DeclTy) -> String {
    match t {
        DeclTy::Closure(c) => format!(" ::{}", c.spelled),
        t => printed_spelling(&t.desugared()),
    }
}

/// A builtin type by cudafe++'s name for it (`unsigned int`), as print
/// spells an alias template's instance that names one.
pub fn printed_builtin(b: &str) -> &str {
    super::targs::printed_builtin(b)
}

/// A type's spelling, a builtin by cudafe++'s name for it (`unsigned
/// int`).
fn printed_spelling(t: &DeclTy) -> String {
    match t {
        DeclTy::Builtin(b) => super::targs::printed_builtin(b).to_string(),
        t => t.spell(""),
    }
}

/// A `__global__` function template, as the stub needs it.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct KernelTemplate {
    /// Unqualified name.
    pub name: String,
    pub scope: Vec<NamePart>,
    /// Template parameters: name and whether it is a type parameter.
    pub tparams: Vec<(String, bool)>,
    /// Per template parameter, a non-type one's type when cufe knows it.
    pub value_tys: Vec<Option<DeclTy>>,
    /// Parameter types, template parameters as `DeclTy::Param`.
    pub params: Vec<DeclTy>,
    /// How many parameters a call must give arguments for: those before
    /// the first with a default argument (or a pack). A call with fewer
    /// deduces no instance: it calls another overload (`k(f)` of a `k(float
    /// *)` beside a `template <class T> k(T *, int)`).
    pub required: usize,
    /// The first `__launch_bounds__` argument as written, when it names
    /// the template's parameters (`__launch_bounds__(N)`): each instance
    /// registers its value.
    pub launch_bound: Option<String>,
    /// The launch bound's type: an instance's value is printed as a
    /// constant of it (`128U` for `unsigned N`).
    pub launch_bound_ty: Option<super::ty::Ty>,
    /// The launch bound as every instance's registration prints it, when
    /// it names none of the template's parameters: as a kernel's
    /// (`(TH)` for an enumerator named alone).
    pub launch_bound_fixed: Option<String>,
    /// `__inline__` and the carried attributes of its stubs (see
    /// `stub_prefix`).
    pub prefix: String,
    /// The index of a non-type template parameter pack (`int... N`): the
    /// written arguments from there on are its values.
    pub value_pack: Option<usize>,
    /// The index of a type parameter pack, named or not (`class...`): the
    /// written arguments from there on are its types.
    pub type_pack: Option<usize>,
    /// The indices of its template template parameters.
    pub template_templates: Vec<usize>,
    /// Per template parameter, its default argument as written: a launch
    /// that leaves it out means it (`k<float, 4>` of `template <class T,
    /// int N, int M = 2>` is `k<float, 4, 2>`).
    pub defaults: Vec<Option<String>>,
    /// The class templates its parameters name with its own parameters
    /// (`interval_gpu<T>`): an instance sizes them for its arguments.
    pub class_templates: Vec<ClassTemplateLayout>,
    /// The member typedefs of class templates its parameters name with its
    /// own parameters (`typename Traits<T>::type`): an instance names them
    /// through typedefs of their own (see `instance_member_aliases`).
    pub member_typedefs: Vec<MemberTypedef>,
    /// Its unnamed parameters: each instance's device code names them.
    pub unnamed: super::unnamed::UnnamedParams,
    /// With -rdc, a template of internal linkage (`static`, or in an
    /// unnamed namespace): its instances register behind the module's
    /// static prefix.
    pub static_prefixed: bool,
}

/// A class template's member typedef, for the instances of a kernel
/// template whose parameters name it.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct MemberTypedef {
    /// The class template's name, as `layout_key` spells it.
    pub class: String,
    pub member: String,
    pub tparams: Vec<String>,
    /// The type it names, the class template's parameters as
    /// `DeclTy::Param`; `None` when only explicit specializations
    /// declare it.
    pub target: Option<DeclTy>,
    /// The type it names in each explicit specialization that declares
    /// it, by the specialization's arguments (`spec_arg_key`s).
    pub specializations: Vec<(Vec<String>, DeclTy)>,
}

impl MemberTypedef {
    /// The alias its instance `spelled` (`Traits<int>`, as the stub spells
    /// it) stands for.
    fn alias(&self, spelled: &str, parts: &[NamePart]) -> Option<DeclTy> {
        let (_, rest) = spelled.split_once('<')?;
        // (An argument as EDG spells it, `    ::P`, names the class `P`.)
        let written = super::split_template_args(&format!("<{rest}"));
        let keys: Vec<String> = written.iter().map(|a| spec_arg_key(a)).collect();
        // (An explicit specialization's member is its own: `vec4<double>
        // ::Type` is what `template <> struct vec4<double>` declares.)
        let target = match self.specializations.iter().find(|(k, _)| *k == keys) {
            Some((_, t)) => t.clone(),
            None => {
                let args: Vec<TemplateArg> = written.iter().map(|a| TemplateArg::Type(arg_type(a.trim().trim_global()), a.clone())).collect();
                if args.len() != self.tparams.len() {
                    return None;
                }
                substitute(self.target.as_ref()?, &args, &self.tparams)
            }
        };
        Some(DeclTy::Alias(Box::new(DeclTy::Named(format!("{spelled} ::{}", self.member), parts.to_vec())), Box::new(target)))
    }
}

impl KernelTemplate {
    /// The temporaries its instance `k` makes by naming the unnamed
    /// parameters (see `unnamed`).
    pub fn unnamed_temporaries(&self, k: &KernelStub) -> u32 {
        self.unnamed.of_instance(self.pack_elements(k))
    }

    /// Its instance `k` has an empty parameter pack.
    pub fn empty_pack(&self, k: &KernelStub) -> bool {
        self.unnamed.pack_named.is_some() && self.pack_elements(k) == 0
    }

    /// How many parameters the pack of its instance `k` expands to.
    fn pack_elements(&self, k: &KernelStub) -> usize {
        (k.params.len() + 1).saturating_sub(self.params.len())
    }
}

/// A class template's members as written, for sizing its
/// specializations where the symbol table is not at hand (print).
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct ClassTemplateLayout {
    /// The template's name, as `layout_key` spells it.
    pub name: String,
    pub tparams: Vec<String>,
    /// Each data member's type and extent (see `class_fields`).
    pub fields: Vec<(String, String)>,
    /// An explicit alignment (`alignas`, `__align__`).
    pub align: Option<u64>,
}

impl ClassTemplateLayout {
    /// Size and alignment of its specialization for `args`; `known`
    /// answers for the classes its members name.
    pub fn layout(&self, args: &[String], known: &dyn Fn(&str) -> Option<(u64, u64)>) -> Option<(u64, u64)> {
        if args.len() != self.tparams.len() {
            return None;
        }
        let mut size = 0u64;
        let mut align = self.align.unwrap_or(1);
        for (ty, extent) in &self.fields {
            let ty = substitute_text(ty, &self.tparams, args);
            let extent = substitute_text(extent, &self.tparams, args);
            let (s, a) = types::parse(&ty, &crate::lexer::lex(&ty), &[]).layout(known)?;
            let n = u64::try_from(crate::eval::eval_int(&extent, &crate::lexer::lex(&extent))?).ok()?;
            size = types::place(size, s.checked_mul(n)?, a)?;
            align = align.max(a);
        }
        // (An empty class is one byte, or as large as it is aligned.)
        Some((types::align_up(size, align)?.max(align), align))
    }
}

#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct KernelStub {
    /// The kernel as the stub names it (`k`, `outer::inner::k`).
    pub name: String,
    pub mangled: String,
    /// The name registered: the mangled name, or the plain name of an
    /// `extern "C"` kernel.
    pub entry: String,
    /// The mangled name without its parameter types (`_Z1k`), which the
    /// `-rdc` host reference arrays list as `_Z1k*`.
    pub name_prefix: String,
    pub params: Vec<StubParam>,
    /// Item-relative offset of the declaration (its line marker).
    pub at: u32,
    /// `maxThreadsPerBlock` of `__launch_bounds__`, or -1.
    pub max_threads: i64,
    /// That bound as the registration prints it, typed (`256U`,
    /// `((bool)1)`, `(T)`: see `lower/bound.rs`), when the kernel's
    /// declarations give it; otherwise `max_threads` is printed.
    pub threads_spelled: Option<String>,
    /// What the stub's declaration and definition start with: `__inline__`
    /// for an inline kernel, then the GNU function attributes cudafe++
    /// carries over, in its order (see `stub_prefix`).
    pub prefix: String,
    /// A `static` kernel: its stub is static too.
    pub is_static: bool,
    /// An instance of a kernel template: the template's name and the
    /// arguments as the stub spells them.
    pub template: Option<(String, Vec<String>)>,
    /// Item-relative offsets of the body's braces: the host definition in
    /// the stub spans as many lines.
    pub body: (u32, u32),
    /// How deeply the launch that names the instance is nested in classes
    /// (see `Deferral`): its typedefs come after shallower ones'.
    pub deferred: Deferral,
    /// The types in an instance's template arguments that the stub names
    /// by a typedef too: a non-type argument's enumeration of a namespace
    /// (`typedef lib::Algo _ZN3lib4AlgoE;`), a class template's
    /// specialization (`typedef Box<    ::P> _Z3BoxI1PE;`).
    pub argument_types: Vec<DeclTy>,
    /// An instance's wrapper specialization's parameter types: the
    /// template's, substituted, even where an explicit specialization
    /// declares its own (`params`, which the device stub takes).
    pub wrapper_params: Vec<DeclTy>,
}

#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct StubParam {
    pub ty: DeclTy,
    /// A class type (passed by reference, spelled with `struct`); a
    /// typedef of a builtin (`va_list`) is not.
    pub class: bool,
    /// Offset in the parameter buffer; `None` when the size is unknown.
    pub offset: Option<u64>,
    /// The type as the host definition of the kernel spells it (`struct
    /// ::P`, `enum ::E`, the typedef of a namespaced type), for kernels
    /// declared in the unit.
    pub host: Option<DeclTy>,
    /// Where the class, enumeration or typedef the type names is declared:
    /// the stub's typedefs follow the types' declarations.
    pub declared: Option<Declared>,
    /// The typedef the stub declares for the parameter's type though it
    /// spells the type it names (see `names_qualified_builtin`): the host
    /// definition names it.
    pub typedef: Option<DeclTy>,
}

/// Where a type is declared.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Declared {
    pub item: u32,
    /// Item-relative offset: where a class is complete, where a typedef
    /// starts.
    pub at: u32,
    /// How many of its name's scopes are namespaces (the rest classes).
    pub namespaces: u32,
}

/// How a class lays out as a base (the Itanium C++ ABI's rules): its
/// size and alignment; its data size, the end of its last member, where
/// a derived class's members may start when the base is no POD (its tail
/// padding is reused); whether it is empty (a base that takes no room)
/// and whether it has a virtual table pointer (which a derived class then
/// shares).
#[derive(Debug, Clone, Copy)]
struct ClassShape {
    size: u64,
    align: u64,
    data_size: u64,
    empty: bool,
    polymorphic: bool,
    pod: bool,
}

/// The end of a class's bases, and their alignment: the virtual table
/// pointer first (unless a base has one), then each base not empty, a
/// POD one whole, another by its data size (Itanium lets a derived class
/// reuse such a base's tail padding).
fn bases_end(shapes: &[ClassShape], virtual_own: bool) -> Option<(u64, u64)> {
    let (mut size, mut align) = (0u64, 1u64);
    if virtual_own && !shapes.iter().any(|b| b.polymorphic) {
        size = 8;
        align = 8;
    }
    for shape in shapes {
        align = align.max(shape.align);
        if !shape.empty {
            size = types::place(size, if shape.pod { shape.size } else { shape.data_size }, shape.align)?;
        }
    }
    Some((size, align))
}

impl ClassShape {
    /// A type known only by its size: a POD, never empty.
    fn opaque((size, align): (u64, u64)) -> ClassShape {
        ClassShape { size, align, data_size: size, empty: false, polymorphic: false, pod: true }
    }
}

#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct VarStub {
    /// Unqualified name.
    pub name: String,
    /// `::ns::v`.
    pub qualified: String,
    /// The name the shadow macro takes: plain at global scope, mangled
    /// (`_ZN2ns1vE`) in a namespace.
    pub mangled: String,
    pub size: Option<u64>,
    pub constant: bool,
    pub managed: bool,
    /// Declared `extern` (registered with the extern flag).
    pub is_extern: bool,
    /// Registered only if the header line at this item-relative offset
    /// spells `_CCCL_GLOBAL_CONSTANT` (see `Lowerer::cccl_constants`).
    pub if_spelled_global_constant: Option<u32>,
}

impl Lowerer<'_> {
    /// The parameter types of a function, as declared.
    pub fn param_types_of(&self, idx: DeclIdx, tparams: &[String]) -> Vec<DeclTy> {
        self.written_param_types(idx, tparams).iter().map(|t| self.qualified_type(&self.through_usings(&self.through_builtin_typedefs(&self.instance_member_aliases(&self.alias_instances(t, tparams, &self.scope, 0)), 0)))).collect()
    }

    /// `t` with each member typedef of a class template's instance in it
    /// (`Traits<int>::pointer`) as a `DeclTy::Alias` of the type it
    /// names: cudafe++ mangles, sizes and passes it as that type, but the
    /// stub names it by a typedef of its own named after the member
    /// (`typedef Traits<int> ::pointer _ZN6TraitsIiE7pointerE;`).
    fn instance_member_aliases(&self, t: &DeclTy) -> DeclTy {
        self.instance_member_aliases_at(t, 0)
    }

    /// `instance_member_aliases`, `depth` members of members deep.
    fn instance_member_aliases_at(&self, t: &DeclTy, depth: u32) -> DeclTy {
        /// Members naming members: a bound on how deep that goes.
        const MAX_DEPTH: u32 = 16;
        match t {
            _ if depth > MAX_DEPTH => t.clone(),
            DeclTy::Named(name, parts) if is_instance_member(parts) && !super::targs::names_template_param(&t.to_mangle()) => self.instance_member_alias(name, depth).unwrap_or_else(|| t.clone()),
            _ => t.map_declarator(|x| self.instance_member_aliases_at(x, depth + 1)).unwrap_or_else(|| t.clone()),
        }
    }

    /// One member typedef of an instance (see `instance_member_aliases`),
    /// its class spelled as the stub spells a specialization
    /// (`Traits<    ::P> ::type`); `None` when the class template
    /// declares no such typedef. A member that names another instance's
    /// (`typedef typename W<T>::t wt;`) stands for that one's alias: the
    /// stub declares the typedef it goes through first.
    fn instance_member_alias(&self, name: &str, depth: u32) -> Option<DeclTy> {
        let bare = name.trim_global();
        let written = self.member_written_of_instance(bare, &self.scope)?;
        let target = match self.instance_member_aliases_at(&written, depth + 1) {
            alias @ DeclTy::Alias(..) => alias,
            _ => self.without_aliases(&written, depth + 1),
        };
        let (class, member) = split_instance_member(bare)?;
        let DeclTy::Named(spelled, mut parts) = self.qualified_type(&types::parse(class, &crate::lexer::lex(class), &[])) else { return None };
        parts.push(NamePart::plain(member));
        Some(DeclTy::Alias(Box::new(DeclTy::Named(format!("{spelled} ::{member}"), parts)), Box::new(target)))
    }

    /// A type named through a using-declaration as the type it declares:
    /// `lib::u32t` after `namespace lib { using ::u32t; }` is `u32t`,
    /// which cudafe++ prints and mangles (`std::uint16_t` of `<cstdint>` is
    /// the global `uint16_t`).
    fn through_usings(&self, t: &DeclTy) -> DeclTy {
        match t {
            DeclTy::Named(name, parts) if parts.len() > 1 && parts.iter().all(|p| p.args.is_none()) => {
                let names: Vec<&str> = parts.iter().map(|p| p.name.as_str()).collect();
                match self.table.using_declared_type_qualified(&names, &self.scope, name.starts_with("::")) {
                    Some(target) => types::parse(target, &crate::lexer::lex(target), &[]),
                    None => self.through_unread_cstdint(t, name, parts),
                }
            }
            _ => t.map_declarator(|x| self.through_usings(x)).unwrap_or_else(|| t.clone()),
        }
    }

    /// `std::uint16_t` where the unit's own table does not know the name
    /// (a raw `.cu`, whose system headers were not read): `<cstdint>`'s
    /// using-declaration is taken as read.
    fn through_unread_cstdint(&self, t: &DeclTy, name: &str, parts: &[NamePart]) -> DeclTy {
        let [std, bare] = parts else { return t.clone() };
        if std.name == "std" && is_cstdint_name(&bare.name) && self.table.resolve_alias(name.trim_global(), &self.scope).is_none() {
            DeclTy::Named(bare.name.clone(), vec![bare.clone()])
        } else {
            t.clone()
        }
    }

    /// `t` with each `__device_builtin__` typedef in it replaced by the
    /// type it names (`cudaStream_t` is `struct CUstream_st *`,
    /// `cudaTextureObject_t` `unsigned long long`): cudafe++ prints the
    /// runtime's builtin types that way in the stub and the kernel's host
    /// definition, and mangles them so. A raw `.cu` has not seen the
    /// runtime's headers: their typedefs come from a table.
    pub(super) fn through_builtin_typedefs(&self, t: &DeclTy, depth: u32) -> DeclTy {
        /// Builtin typedefs of builtin typedefs: a bound on how deep.
        const MAX_DEPTH: u32 = 8;
        match t {
            _ if depth > MAX_DEPTH => t.clone(),
            DeclTy::Named(name, parts) if parts.len() >= 2 && parts[parts.len() - 2].args.is_some() && parts[parts.len() - 1].args.is_none() && !super::targs::names_template_param(&t.to_mangle()) => {
                self.member_type_of_instance(name.trim_global(), &self.scope, depth).unwrap_or_else(|| t.clone())
            }
            DeclTy::Named(name, parts) if parts.iter().all(|p| p.args.is_none()) => {
                let bare = name.trim_global();
                let (target, scope) = match self.table.resolve_alias(bare, &self.scope) {
                    Some(a) if a.device_builtin && a.unnamed_class.is_none() && !a.names_its_class() => (a.target.clone(), a.qname.rsplit_once_scope().map_or("", |(s, _)| s).to_string()),
                    Some(_) => return t.clone(),
                    None => match runtime_builtin_typedef(bare) {
                        Some(target) => (target.to_string(), String::new()),
                        None => return t.clone(),
                    },
                };
                let toks = crate::lexer::lex(&target);
                let parsed = types::parse(&target, &toks, &[]);
                self.through_builtin_typedefs(&self.qualified_type_in(&parsed, &scope), depth + 1)
            }
            _ => t.map_declarator(|x| self.through_builtin_typedefs(x, depth + 1)).unwrap_or_else(|| t.clone()),
        }
    }

    /// A typedef the unit (or a header) declares that names `name` for
    /// the stub: not a `__device_builtin__` one, which the stub sees
    /// through (see `through_builtin_typedefs`).
    fn user_alias(&self, name: &str, from: &str) -> Option<&crate::symbols::Alias> {
        self.table.resolve_alias(name, from).filter(|a| !a.device_builtin)
    }

    /// A parameter type with its class and enumeration names as the symbol
    /// table knows them: `P` written in `namespace ns` is `ns::P`, which
    /// the mangled name and the stub's typedefs spell out; an enumeration
    /// becomes `DeclTy::Enum`.
    pub(super) fn qualified_type(&self, t: &DeclTy) -> DeclTy {
        self.qualified_type_in(t, &self.scope)
    }

    /// `qualified_type` for a type written in scope `scope`.
    pub(super) fn qualified_type_in(&self, t: &DeclTy, scope: &str) -> DeclTy {
        match t {
            // A class template specialization: its arguments as the stub
            // spells and mangles them (a kernel template's parameters are
            // left for its instances).
            DeclTy::Named(spelled, parts) if parts.iter().any(|p| p.args.is_some()) && !super::targs::names_template_param(&t.to_mangle()) => {
                let q = self.qualified_name_from(spelled, parts, scope).unwrap_or_else(|| t.clone());
                match &q {
                    DeclTy::Named(s, _) => self.specialization(s, scope, 0).unwrap_or(q),
                    _ => q,
                }
            }
            DeclTy::Named(spelled, parts) => self.qualified_name_from(spelled, parts, scope).unwrap_or_else(|| t.clone()),
            DeclTy::Pack(x) => DeclTy::Pack(Box::new(self.qualified_type_in(x, scope))),
            other => other.map_declarator(|x| self.qualified_type_in(x, scope)).unwrap_or_else(|| other.clone()),
        }
    }

    pub(super) fn qualified_name(&self, spelled: &str, parts: &[NamePart]) -> Option<DeclTy> {
        self.qualified_name_from(spelled, parts, &self.scope)
    }

    /// `qualified_name` for a name written in scope `scope` (a class
    /// template's parameter's type is looked up from the template).
    pub(super) fn qualified_name_from(&self, spelled: &str, parts: &[NamePart], scope: &str) -> Option<DeclTy> {
        let absolute = spelled.starts_with("::");
        let from = if absolute { "" } else { scope };
        let written: Vec<&str> = parts.iter().map(|p| p.name.as_str()).collect();
        // Not an explicit instantiation's declaration (`extern template
        // class basic_string<char>;` in `std` declares no class there).
        let direct = self.table.resolve_class(&written.join("::"), from).filter(|s| s.template != Some(crate::parse::TemplateKind::Instantiation));
        // Else a typedef, else a class a using-directive or an inline
        // namespace brings in (`q` in `lib` after `using namespace d;`).
        let target = match direct {
            Some(target) => target,
            None => match self.qualified_alias(&written.join("::"), parts, from) {
                Some(alias) => return Some(alias),
                None => *self.table.resolve_where(&written, from, &|s| s.kind == crate::il::EntityKind::Type && s.template != Some(crate::parse::TemplateKind::Instantiation)).first()?,
            },
        };
        // The scopes the written name leaves out, as the table has them
        // (and the anonymous namespace it leaves out of its own).
        let mut qualified: Vec<&str> = target.qname.split_scopes().collect();
        if self.in_anonymous_namespace(target) {
            qualified.insert(0, "");
        }
        let extra = qualified.len().checked_sub(parts.len())?;
        // Or leaves out in the middle (`lib::Algo` of `lib::v1::Algo`, an
        // inline namespace's): the qualified name, with the written
        // arguments.
        let suffix = qualified[extra..].iter().zip(parts).all(|(q, p)| *q == p.name.as_str());
        if let (false, Some((last, scopes))) = (suffix, parts.split_last()) {
            if scopes.iter().all(|p| p.args.is_none()) {
                let mut full: Vec<NamePart> = qualified[..qualified.len() - 1].iter().map(|n| NamePart::plain(namespace_part(n))).collect();
                full.push(last.clone());
                let args = spelled.find('<').map_or("", |k| &spelled[k..]);
                let name = format!("{}{args}", target.qname);
                return Some(if target.is_enum { DeclTy::Enum(name, full) } else { DeclTy::Named(name, full) });
            }
        }
        // (The anonymous namespace mangles as the unit's: `N12_GLOBAL__N_…1LE`.)
        let mut full: Vec<NamePart> = qualified[..extra].iter().map(|n| NamePart::plain(namespace_part(n))).collect();
        full.extend(parts.iter().cloned());
        let prefix: String = qualified[..extra].iter().map(|n| format!("{n}::")).collect();
        let name = format!("{prefix}{}", spelled.trim_global());
        Some(if target.is_enum { DeclTy::Enum(name, full) } else { DeclTy::Named(name, full) })
    }

    /// `target` is declared right in the unit's anonymous namespace
    /// (`Signature::anonymous_namespace`), its qualified name not showing it.
    pub(super) fn in_anonymous_namespace(&self, target: &crate::symbols::Symbol) -> bool {
        !target.qname.starts_with("::")
            && self.table.lookup(&target.qname).any(|(r, s)| std::ptr::eq(s, target) && self.table.signatures.get(r.item as usize).is_some_and(|sig| sig.anonymous_namespace))
    }

    /// A typedef of a namespace or class named from `from` (`box_t` in
    /// `namespace g`): by its qualified name, which the stub's typedef is
    /// named after. A typedef of the global scope stays as written.
    fn qualified_alias(&self, written: &str, parts: &[NamePart], from: &str) -> Option<DeclTy> {
        if parts.iter().any(|p| p.args.is_some()) {
            return None;
        }
        let alias = self.table.resolve_alias(written, from)?;
        if !alias.qname.has_scope() {
            return None;
        }
        let full: Vec<NamePart> = alias.qname.split_scopes().map(NamePart::plain).collect();
        Some(DeclTy::Named(alias.qname.clone(), full))
    }

    /// Where the class, enumeration or typedef `t` names (through
    /// pointers and references) is declared; `None` for a class template
    /// specialization or a type the unit does not declare.
    fn declared(&self, t: &DeclTy) -> Option<Declared> {
        let (DeclTy::Named(name, parts) | DeclTy::Enum(name, parts)) = t.innermost() else { return None };
        if parts.iter().any(|p| p.args.is_some()) {
            return None;
        }
        let bare = name.trim_global();
        let (item, at) = match self.table.resolve_class_ref(bare, "") {
            // (A class by where it is complete: a nested class first.)
            Some((r, s)) => (r.item, s.decl_end),
            None => self.table.resolve_alias(bare, "").map(|a| (a.item, a.decl_at))?,
        };
        // The enclosing classes are the scopes that resolve to one.
        let names: Vec<&str> = parts.iter().map(|p| p.name.as_str()).collect();
        let mut namespaces = names.len().saturating_sub(1);
        while namespaces > 0 && self.table.resolve_class(&names[..namespaces].join("::"), "").is_some() {
            namespaces -= 1;
        }
        Some(Declared { item, at, namespaces: namespaces as u32 })
    }

    /// A namespace's or class's typedef (see `qualified_alias`).
    fn is_scoped_alias(&self, name: &str, parts: &[NamePart]) -> bool {
        parts.len() > 1 && parts.iter().all(|p| p.args.is_none()) && self.table.resolve_alias(name.trim_global(), "").is_some()
    }

    /// `ty` as the kernel's host definition spells it: classes and
    /// enumerations with their tag from the global scope, a namespaced or
    /// templated one through its typedef, another name (a typedef) from
    /// the global scope.
    fn host_form(&self, t: &DeclTy) -> DeclTy {
        match t {
            // (`const` on a typedef of a `const` type says nothing more.)
            DeclTy::Const(inner) if matches!(self.without_aliases(inner, 0), DeclTy::Const(_)) => self.host_form(inner),
            DeclTy::Named(s, parts) | DeclTy::Enum(s, parts) if parts.len() > 1 || parts.iter().any(|p| p.args.is_some()) => {
                let known = matches!(t, DeclTy::Enum(..)) || self.table.resolve_class(s.trim_global(), "").is_some();
                if standard_typedef(s.trim_global()).is_some() || self.is_scoped_alias(s, parts) {
                    DeclTy::Named(mangle::mangle_type(&t.to_mangle()), Vec::new())
                } else if known || parts.iter().any(|p| p.args.is_some()) {
                    DeclTy::Named(format!(" {}", mangle::mangle_type(&t.to_mangle())), Vec::new())
                } else {
                    t.clone()
                }
            }
            // An enumeration a typedef names by its name (`typedef enum {
            // ... } mode_t;`) is spelled by the typedef.
            DeclTy::Enum(s, _) if self.user_alias(s.trim_global(), "").is_some() => DeclTy::Named(format!("::{}", s.trim_global()), Vec::new()),
            DeclTy::Enum(s, _) => DeclTy::Named(format!("enum ::{}", s.trim_global()), Vec::new()),
            // A typedef of a class (`typedef struct S S;`) by its name.
            DeclTy::Named(s, _) if self.user_alias(s.trim_global(), "").is_some() => DeclTy::Named(format!("::{}", s.trim_global()), Vec::new()),
            DeclTy::Named(s, _) if self.table.resolve_class(s.trim_global(), "").is_some_and(|c| c.is_union) => DeclTy::Named(format!("union ::{}", s.trim_global()), Vec::new()),
            DeclTy::Named(s, _) if self.table.resolve_class(s.trim_global(), "").is_some() || vector_type_layout(s.trim_global()).is_some() || is_runtime_struct(s.trim_global()) => DeclTy::Named(format!("struct ::{}", s.trim_global()), Vec::new()),
            DeclTy::Named(s, _) => DeclTy::Named(format!("::{}", s.trim_global()), Vec::new()),
            other => other.map_declarator(|x| self.host_form(x)).unwrap_or_else(|| other.clone()),
        }
    }

    pub fn written_param_types(&self, idx: DeclIdx, tparams: &[String]) -> Vec<DeclTy> {
        let d = &self.view.scan.ast.decls[idx];
        let Some(f) = &d.func else { return Vec::new() };
        let consts = |name: &str| self.named_constant(name, &self.scope);
        f.params
            .iter()
            .map(|&p| {
                let pd = &self.view.scan.ast.decls[p];
                let first = self.toks.partition_point(|t| t.start < pd.span.start);
                let mut last = self.toks.partition_point(|t| t.start < pd.span.end);
                if pd.name.is_some() {
                    let name = self.toks.partition_point(|t| t.start < pd.name_span.start);
                    // `R (*name)(params)`, `T (*name)[N]`, `T (&name)[N]`:
                    // the whole declarator but the name.
                    if self.parenthesized_name(name) {
                        let end = self.declarator_end(pd);
                        let toks: Vec<_> = (first..end.min(self.toks.len())).filter(|&k| k != name).map(|k| self.toks[k]).filter(|t| !self.in_attribute(t.start)).collect();
                        return types::parse_with(self.text, &toks, tparams, &consts);
                    }
                    last = name.max(first);
                    // Array suffix after the name.
                    let after = self.toks.partition_point(|t| t.start < pd.name_span.end);
                    if self.tok(after) == "[" {
                        let mut toks: Vec<_> = self.toks[first..last].iter().copied().filter(|t| !self.in_attribute(t.start)).collect();
                        // The extents, the first (which the pointer
                        // replaces) and those of the element type.
                        let mut end = after;
                        while self.tok(end) == "[" {
                            end = crate::lexer::skip_group(self.text, self.toks, end);
                        }
                        toks.extend_from_slice(&self.toks[after..end.min(self.toks.len())]);
                        return types::parse_with(self.text, &toks, tparams, &consts);
                    }
                }
                let toks: Vec<_> = self.toks[first..last.min(self.toks.len())].iter().copied().filter(|t| !self.in_attribute(t.start)).collect();
                types::parse_with(self.text, &toks, tparams, &consts)
            })
            .collect()
    }

    /// A parameter declared with array extents after its name, as an
    /// array type (an unsized first extent as 0), its names qualified as
    /// the stub's parameter types are.
    fn written_array_param(&self, p: DeclIdx) -> Option<DeclTy> {
        let pd = &self.view.scan.ast.decls[p];
        pd.name?;
        let first = self.toks.partition_point(|t| t.start < pd.span.start);
        let name = self.toks.partition_point(|t| t.start < pd.name_span.start);
        let after = self.toks.partition_point(|t| t.start < pd.name_span.end);
        if self.tok(after) != "[" || self.tok(name.wrapping_sub(1)) == "*" && self.tok(name.wrapping_sub(2)) == "(" {
            return None;
        }
        let toks: Vec<_> = self.toks[first..name.max(first)].iter().copied().filter(|t| !self.in_attribute(t.start)).collect();
        let ty = types::parse(self.text, &toks, &[]);
        let mut extents = Vec::new();
        let mut k = after;
        while self.tok(k) == "[" {
            let close = crate::lexer::skip_group(self.text, self.toks, k);
            extents.push(if close == k + 2 { 0 } else { types::array_extent_with(self.text, self.toks, k, &|name| self.named_constant(name, &self.scope))?.0 });
            k = close;
        }
        let ty = types::array_of(ty, &extents);
        Some(self.qualified_type(&self.through_usings(&self.through_builtin_typedefs(&ty, 0))))
    }

    pub(super) fn in_attribute(&self, at: u32) -> bool {
        self.view.scan.ast.attrs.iter().any(|g| at >= g.span.start && at < g.span.end)
    }

    /// Enclosing namespaces and classes as mangler name parts.
    pub(super) fn scope_parts(&self, idx: DeclIdx) -> Vec<NamePart> {
        let mut parts: Vec<NamePart> = self.view.namespaces.iter().map(|n| NamePart::plain(namespace_part(n.as_str()))).collect();
        let d = &self.view.scan.ast.decls[idx];
        let mut classes = Vec::new();
        let mut parent = if d.context == Context::Class { d.parent } else { None };
        while let Some(p) = parent {
            let pd = &self.view.scan.ast.decls[p];
            classes.push(NamePart::plain(pd.name.map_or("", |n| n.as_str())));
            parent = if pd.context == Context::Class { pd.parent } else { None };
        }
        classes.reverse();
        parts.extend(classes);
        parts.extend(d.qualifier.iter().map(|q| NamePart::plain(q.as_str())));
        parts
    }

    /// The unions this item declares, by qualified name (`layout_key`).
    pub fn declared_unions(&self) -> Vec<String> {
        let ast = &self.view.scan.ast;
        ast.decls
            .iter()
            .filter(|(idx, d)| d.kind == DeclKind::Class && matches!(d.context, Context::Namespace | Context::Class) && is_union(self.text, self.view.scan, *idx))
            .filter_map(|(idx, d)| {
                // (An unnamed one by the typedef that names it.)
                let name = d.name.or_else(|| crate::symbols::typedef_name_of(self.view.scan, idx).filter(|_| d.context == Context::Namespace))?;
                let scope: Vec<String> = self.scope_parts(idx).iter().map(|p| p.name.clone()).collect();
                Some(layout_key(&scope.iter().map(|s| format!("{s}::")).chain([name.as_str().to_string()]).collect::<String>()))
            })
            .collect()
    }

    /// The unnamed classes of this item a typedef names, by that name
    /// (`layout_key`).
    pub fn declared_typedef_classes(&self) -> Vec<String> {
        let ast = &self.view.scan.ast;
        ast.decls
            .iter()
            .filter(|(_, d)| d.kind == DeclKind::Class && d.name.is_none() && d.context == Context::Namespace)
            .filter_map(|(idx, _)| {
                let name = crate::symbols::typedef_name_of(self.view.scan, idx)?;
                let scope: Vec<String> = self.scope_parts(idx).iter().map(|p| p.name.clone()).collect();
                Some(layout_key(&scope.iter().map(|s| format!("{s}::")).chain([name.as_str().to_string()]).collect::<String>()))
            })
            .collect()
    }

    /// The mangled name of function `idx` (see `mangle_function_name`),
    /// worked out once per item.
    pub fn mangled_function_name(&self, idx: DeclIdx) -> Option<String> {
        if let Some(known) = self.mangled_names.borrow().get(&idx) {
            return known.clone();
        }
        let name = self.mangle_function_name(idx);
        self.mangled_names.borrow_mut().insert(idx, name.clone());
        name
    }

    fn mangle_function_name(&self, idx: DeclIdx) -> Option<String> {
        let d = &self.view.scan.ast.decls[idx];
        let name = d.name?;
        if name.as_str() == "main" && self.view.namespaces.is_empty() {
            return Some("main".into());
        }
        let member = d.context == Context::Class || !d.qualifier.is_empty();
        let special = match d.func.as_ref() {
            // The complete-object constructor and destructor name it.
            Some(f) if f.is_destructor => Some(mangle::SpecialName::Code("D1")),
            Some(f) if f.is_operator => {
                let op = name.as_str().strip_prefix("operator")?.trim();
                // `operator-` is `mi` with two operands, `ng` with one (a
                // member's object is one); anything else is a conversion.
                let operands = f.params.len() + usize::from(member && !d.specs.has(Specs::STATIC));
                match mangle::operator_code(op, operands == 1) {
                    Some(code) => Some(mangle::SpecialName::Code(code)),
                    None if member => {
                        let ty = types::parse(op, &crate::lexer::lex(op), &[]);
                        Some(mangle::SpecialName::Conversion(self.without_aliases(&self.qualified_type(&ty), 0).unqualified().to_mangle()))
                    }
                    None => return None,
                }
            }
            Some(f) if f.no_type && member => Some(mangle::SpecialName::Code("C1")),
            Some(f) if f.no_type => return None,
            _ => None,
        };
        if self.view.namespaces.iter().any(|n| n.as_str().is_empty()) {
            return None;
        }
        let params = self.param_types_of(idx, &[]);
        let mut params: Vec<mangle::Ty> = params.iter().map(|p| self.without_aliases(p, 0).unqualified().to_mangle()).collect();
        // `...` mangles as `z`.
        if d.func.as_ref().is_some_and(|f| f.ellipsis) {
            params.push(mangle::Ty::Builtin("z"));
        }
        let f = mangle::Function { scope: self.scope_parts(idx), name: name.as_str().to_string(), template_args: None, return_ty: None, params };
        let const_member = member && self.is_const_member(idx);
        Some(match special {
            Some(special) => mangle::mangle_special_function(&f, const_member, special),
            None => mangle::mangle_member_function(&f, const_member),
        })
    }

    /// The stub's view of a kernel template.
    pub fn kernel_template_stub(&self, idx: DeclIdx) -> Option<KernelTemplate> {
        self.kernel_template_stub_with(idx, idx)
    }

    /// `kernel_template_stub` of a function whose template parameters
    /// `header`'s template header declares (a class template's member's
    /// are its class's).
    pub(super) fn kernel_template_stub_with(&self, idx: DeclIdx, header: DeclIdx) -> Option<KernelTemplate> {
        let d = &self.view.scan.ast.decls[idx];
        let t = self.view.scan.ast.decls[header].template.as_ref()?;
        // (An unnamed parameter, `class = void`, is one all the same, by
        // a name no token spells: nothing names it, its default gives it.)
        let sigs: Vec<(String, crate::symbols::TemplateParamSig)> =
            t.params.iter().enumerate().map(|(k, p)| (p.name.map_or_else(|| format!("<unnamed {k}>"), |n| n.as_str().to_string()), self.template_param_sig(p))).collect();
        let names: Vec<String> = sigs.iter().map(|(n, _)| n.clone()).collect();
        let tparams: Vec<(String, bool)> = sigs.iter().map(|(n, s)| (n.clone(), s.value_ty.is_none())).collect();
        let value_tys = sigs.iter().map(|(_, s)| s.value_ty.as_deref().map(|w| self.kernel_value_type(w, &names, idx))).collect();
        let value_params: Vec<u32> = tparams.iter().enumerate().filter(|(_, (_, is_type))| !is_type).map(|(k, _)| k as u32).collect();
        let params: Vec<DeclTy> = self.param_types_of(idx, &names).iter().map(|t| value_params_as_expressions(&self.sugared_parameter(t), &value_params)).collect();
        // The classes and enumerations its parameters name are known here,
        // where an instance's launch may not see them (a typedef's
        // enumeration: `typedef enum { ... } mode_t;`).
        for p in &params {
            self.note_passed_layout(p);
        }
        let bound_source = self.launch_bound_source(idx);
        let launch_bound = bound_source.as_deref().map(|s| self.launch_bound_text(s, &names));
        let value_params: Vec<(String, String)> = sigs.iter().filter_map(|(n, s)| Some((n.clone(), s.value_ty.clone()?))).collect();
        let launch_bound_ty = bound_source.as_deref().and_then(|s| self.launch_bound_template_ty(s, &value_params));
        let launch_bound_fixed = bound_source.as_deref().filter(|s| !crate::lexer::lex(s).iter().any(|t| names.iter().any(|n| n == t.text(s)))).and_then(|s| self.launch_bound_spelled(s));
        let prefix = self.stub_prefix(idx, self.index_at(d.span.start));
        let value_pack = t.params.iter().position(|p| p.is_pack).filter(|&k| tparams.get(k).is_some_and(|(_, is_type)| !is_type));
        let type_pack = t.params.iter().position(|p| p.is_pack).filter(|&k| tparams.get(k).is_some_and(|(_, is_type)| *is_type));
        let template_templates = t.params.iter().enumerate().filter(|(_, p)| self.text.get(p.span.start as usize..p.span.end as usize).is_some_and(|w| w.trim_start().starts_with("template"))).map(|(k, _)| k).collect();
        // (A default may stand on an earlier declaration only: `template
        // <class T, class = X> k(T *);` then `template <class T, class> k(T
        // *) {...}`.)
        let declared = self.declared_template_defaults(idx, sigs.len());
        // (A value parameter's default naming an enumerator is its value,
        // as a written argument is: `template <Mode M = Fast>`.)
        let enumerator = |d: String| self.enumerator_value(d.trim()).or_else(|| self.enumeration_member_value(&d)).map_or(d, |v| v.to_string());
        let defaults = sigs
            .iter()
            .enumerate()
            .map(|(k, (_, s))| {
                let default = s.default.clone().or_else(|| declared.get(k).cloned().flatten());
                if s.value_ty.is_some() { default.map(enumerator) } else { default }
            })
            .collect();
        let class_templates = self.class_templates_named(&params);
        let member_typedefs = self.member_typedefs_named(&params);
        let required = d.func.as_ref().map_or(0, |f| f.params.iter().take_while(|&&p| self.view.scan.ast.decls[p].init.is_none()).count());
        let required = params.iter().take(required).take_while(|p| !matches!(p, DeclTy::Pack(_))).count();
        Some(KernelTemplate { name: d.name?.as_str().to_string(), scope: self.scope_parts(idx), tparams, value_tys, params, required, launch_bound, launch_bound_ty, launch_bound_fixed, prefix, value_pack, type_pack, template_templates, defaults, class_templates, member_typedefs, unnamed: self.unnamed_template_params(idx), static_prefixed: self.cfg.rdc && self.internal_linkage(idx) })
    }

    /// The default arguments the other declarations of function template
    /// `idx` (of `count` parameters) give its parameters.
    fn declared_template_defaults(&self, idx: DeclIdx, count: usize) -> Vec<Option<String>> {
        let d = &self.view.scan.ast.decls[idx];
        let Some(name) = d.name else { return Vec::new() };
        let parts: Vec<&str> = d.qualifier.iter().map(|q| q.as_str()).chain([name.as_str()]).collect();
        let mut out = vec![None; count];
        for s in self.table.resolve(&parts, &self.scope, false) {
            if s.kind != EntityKind::Function || s.detail.tparam_sigs.len() != count {
                continue;
            }
            for (slot, sig) in out.iter_mut().zip(&s.detail.tparam_sigs) {
                if slot.is_none() {
                    slot.clone_from(&sig.default);
                }
            }
        }
        out
    }

    /// The member typedefs of class templates that parameter types name
    /// with the kernel template's parameters (`typename Traits<T>::type`).
    fn member_typedefs_named(&self, params: &[DeclTy]) -> Vec<MemberTypedef> {
        let mut out: Vec<MemberTypedef> = Vec::new();
        for p in params {
            let DeclTy::Named(spelled, parts) = p.innermost() else { continue };
            let Some((class, member)) = split_instance_member(spelled).filter(|_| is_instance_member(parts)) else { continue };
            let Some((base, _)) = class.split_once('<') else { continue };
            let base = base.trim().trim_global();
            let Some(sym) = self.class_template(base, &self.scope) else { continue };
            let class = layout_key(base);
            if out.iter().any(|m| m.class == class && m.member == member) {
                continue;
            }
            let read = |target: &str, tparams: &[String]| self.without_aliases(&self.qualified_type_in(&types::parse(target, &crate::lexer::lex(target), tparams), &sym.qname), 0);
            let specializations: Vec<(Vec<String>, DeclTy)> = self.explicit_specialization_members(&sym.qname, member).map(|(keys, a)| (keys, read(&a.target, &[]))).collect();
            let target = self.table.resolve_alias(member, &sym.qname).filter(|a| a.unnamed_class.is_none() && !a.of_specialization && crate::symbols::enclosing(&a.qname) == sym.qname).map(|a| read(&a.target, &sym.detail.tparams));
            if target.is_some() || !specializations.is_empty() {
                out.push(MemberTypedef { class, member: member.to_string(), tparams: sym.detail.tparams.clone(), target, specializations });
            }
        }
        out
    }

    /// The class templates (with members cufe can size) that parameter
    /// types name with template arguments.
    fn class_templates_named(&self, params: &[DeclTy]) -> Vec<ClassTemplateLayout> {
        let mut out: Vec<ClassTemplateLayout> = Vec::new();
        for p in params {
            let DeclTy::Named(spelled, _) = p.innermost() else { continue };
            let Some((base, _)) = spelled.split_once('<') else { continue };
            let Some(sym) = self.table.resolve_class(base.trim().trim_global(), &self.scope).filter(|s| !s.detail.tparams.is_empty()) else { continue };
            let Some(fields) = sym.detail.fields.clone() else { continue };
            let name = layout_key(base);
            if !out.iter().any(|c| c.name == name) {
                out.push(ClassTemplateLayout { name, tparams: sym.detail.tparams.clone(), fields, align: sym.detail.align });
            }
        }
        out
    }

    pub fn kernel_stub(&self, idx: DeclIdx, first: usize) -> KernelStub {
        let d = &self.view.scan.ast.decls[idx];
        let params = self.param_types_of(idx, &[]);
        let f = mangle::Function {
            scope: self.scope_parts(idx),
            name: d.name.map_or(String::new(), |n| n.as_str().to_string()),
            template_args: None,
            return_ty: None,
            params: params.iter().map(|p| self.without_aliases(p, 0).array_decayed().unqualified().to_mangle()).collect(),
        };
        let mangled = mangle::mangle_function(&f);
        let mut offset = Some(0u64);
        let mut out = Vec::new();
        let written_arrays: Vec<Option<DeclTy>> = d.func.as_ref().map_or_else(Vec::new, |f| f.params.iter().map(|&p| self.written_array_param(p)).collect());
        for (k, p) in params.into_iter().enumerate() {
            let canon = self.without_aliases(&p, 0).array_decayed();
            let layout = canon.unqualified().layout(&|name| self.class_layout(name));
            let here = match (offset, layout) {
                (Some(o), Some((_, align))) => types::align_up(o, align),
                _ => None,
            };
            offset = match (here, layout) {
                (Some(h), Some((size, _))) => h.checked_add(size),
                _ => None,
            };
            let class = match canon.unqualified() {
                DeclTy::Named(name, parts) => parts.iter().any(|x| x.args.is_some()) || self.table.resolve_class(name.trim_global(), "").is_some_and(|s| !s.is_enum) || self.unnamed_class(name).is_some() || vector_type_layout(name.trim_global()).is_some(),
                // A pointer to member function is a pair (address,
                // adjustment): passed as a class object is (measured:
                // `MethodPtr&`, `__cudaSetupArg`).
                DeclTy::MemberPointer(_, member) if matches!(member.unqualified(), DeclTy::Function(..)) => {
                    // (cicc's C code gives all such pairs one struct type,
                    // named by a temporary's number, once per unit:
                    // measured, two kernels with two such types make one.)
                    self.note_temporaries("member function pointer struct".to_string(), 1);
                    true
                }
                _ => false,
            };
            // An array parameter keeps its array form in the kernel's host
            // definition (`const double __cuda_0[][4][4]`).
            let host = Some(match written_arrays.get(k).cloned().flatten() {
                Some(array) => self.host_form(&array),
                None => self.host_form(&p),
            });
            // (An array typedef's parameter is the pointer it decays to:
            // `row_t r` is `float *`.)
            let array_typedef = matches!(self.without_aliases(&p, 0).unqualified(), DeclTy::Array(..));
            let named = self.alias_names_untagged(&p);
            let (ty, typedef) = match () {
                _ if array_typedef => (canon.clone(), None),
                _ if names_qualified_type(&p, &canon) => (merged_qualifiers(&canon), Some(named)),
                _ => (named, None),
            };
            let declared = self.declared(&p).or_else(|| alias_made_at(&p, self.view.index, d.span.start));
            out.push(StubParam { ty, class, offset: here, host, declared, typedef });
        }
        let mut qual: Vec<String> = self.view.namespaces.iter().map(|n| qualified_part(n.as_str()).to_string()).collect();
        qual.extend(d.qualifier.iter().map(|q| q.as_str().to_string()));
        qual.push(d.name.map_or(String::new(), |n| n.as_str().to_string()));
        let mut max_threads = self.view.apply.entities.get(idx).and_then(|e| e.launch.as_ref()).filter(|l| l.flags & crate::il::LaunchConfig::LAUNCH_BOUNDS_SET != 0).map_or(-1, |l| l.max_threads_per_block as i64);
        // (-1: a bound only an earlier declaration gives.)
        if max_threads <= 0 {
            match self.launch_bound(idx) {
                // The IL clamps a negative bound; the stub shows it as unset.
                Some(v) if v < 0 => max_threads = -1,
                Some(v) => max_threads = i64::try_from(v).unwrap_or(i64::MAX),
                None => {}
            }
        }
        let threads_spelled = self.launch_bound_source(idx).and_then(|s| self.launch_bound_spelled(&s));
        let extern_c = self.c_linkage(idx);
        let bare = mangle::Function { scope: self.scope_parts(idx), name: d.name.map_or(String::new(), |n| n.as_str().to_string()), template_args: None, return_ty: None, params: Vec::new() };
        let name_prefix = mangle::mangle_function(&bare).strip_suffix('v').map(str::to_string).unwrap_or_default();
        let mut entry = if extern_c { d.name.map_or(String::new(), |n| n.as_str().to_string()) } else { mangled.clone() };
        // With -rdc one of internal linkage registers behind the module's
        // static prefix, as such variables do.
        if self.cfg.rdc && !extern_c && self.internal_linkage(idx) {
            entry.insert_str(0, STATIC_PREFIX_PLACEHOLDER);
        }
        let prefix = self.stub_prefix(idx, first);
        let body = d.func.as_ref().and_then(|f| f.body_span).map_or((0, 0), |s| (s.start, s.end));
        let is_static = d.specs.has(Specs::STATIC);
        KernelStub { name: qual.join("::"), mangled, entry, name_prefix, prefix, is_static, body, template: None, params: out, at: self.name_placement(first, d, self.toks.len()), max_threads, threads_spelled, deferred: Deferral::NOW, argument_types: Vec::new(), wrapper_params: Vec::new() }
    }

    /// `__launch_bounds__(N, ...)` with a negative N.
    /// `__inline__` for an inline kernel (`inline`, `__forceinline__`),
    /// then the function attributes cudafe++ carries over to the stub, in
    /// the fixed order it prints them whatever the order written.
    fn stub_prefix(&self, idx: DeclIdx, first: usize) -> String {
        /// Attribute, and its spelling in the stub.
        const CARRIED: &[(&str, &str)] = &[
            ("cold", "__attribute__((cold)) "),
            ("hot", "__attribute__((hot)) "),
            ("unused", "__attribute__((__unused__)) "),
            ("used", "__attribute__((__used__)) "),
            ("noinline", "__attribute__((__noinline__)) "),
            ("always_inline", "__attribute__((__always_inline__)) "),
        ];
        let d = &self.view.scan.ast.decls[idx];
        let names: Vec<&str> = self.view.scan.attrs.iter().filter(|(_, a)| a.owner == idx).map(|(_, a)| crate::lookup::strip_underscores(a.name.as_str())).collect();
        let head_end = d.name_span.start;
        let inline_word = (first..self.toks.len()).take_while(|&k| self.toks[k].start < head_end).any(|k| matches!(self.tok(k), "inline" | "__inline__" | "__inline" | "__forceinline__"));
        let mut prefix = String::new();
        // (`always_inline` on a kernel that is not inline is ignored, with
        // warning 2473.)
        let inline = d.specs.has(Specs::INLINE) || inline_word;
        if inline {
            prefix.push_str("__inline__ ");
        }
        for (name, spelled) in CARRIED {
            if names.contains(name) && (inline || *name != "always_inline") {
                prefix.push_str(spelled);
            }
        }
        prefix
    }

    /// The kernel's `__launch_bounds__` first argument as written: its
    /// own, or for a declaration without one (a definition after a
    /// prototype that had one) the last earlier declaration's, which
    /// cudafe++ registers the kernel with.
    fn launch_bound_source(&self, idx: DeclIdx) -> Option<String> {
        let e = self.view.apply.entities.get(idx)?;
        crate::symbols::launch_bound_written(self.text, self.view.scan, e).map(String::from).or_else(|| self.earlier_launch_bound(idx))
    }

    /// The first argument of `__launch_bounds__` the last earlier
    /// declaration of the same function carries.
    fn earlier_launch_bound(&self, idx: DeclIdx) -> Option<String> {
        let d = self.decl(idx);
        let mut parts: Vec<&str> = d.qualifier.iter().map(|q| q.as_str()).collect();
        parts.push(d.name?.as_str());
        let raw = idx.into_raw().into_u32();
        for s in self.table.resolve(&parts, &self.scope, false) {
            let Some((own_ref, own)) = self.table.lookup(&s.qname).find(|(r, o)| r.item == self.view.index && o.decl == raw) else { continue };
            let earlier = |r: &crate::symbols::SymRef| r.item < own_ref.item || r.item == own_ref.item && r.sym < own_ref.sym;
            let same = |o: &crate::symbols::Symbol| o.kind == own.kind && o.params_key == own.params_key && o.template.is_some() == own.template.is_some();
            let found = self.table.lookup(&s.qname).filter(|(r, o)| earlier(r) && same(o)).filter_map(|(_, o)| o.detail.launch_bound.as_deref()).last();
            if let Some(text) = found {
                return Some(text.to_string());
            }
        }
        None
    }

    /// The kernel template's `__launch_bounds__` first argument (`source`,
    /// see `launch_bound_source`), its tokens spaced; the constants it names besides the template's parameters
    /// `tparams` by their values, known here (`__launch_bounds__(W * WS)`,
    /// `WS` a global constant).
    fn launch_bound_text(&self, source: &str, tparams: &[String]) -> String {
        let toks = crate::lexer::lex(source);
        let value = |t: &crate::lexer::Token| {
            let w = t.text(source);
            let named = t.kind == crate::lexer::TokKind::Ident && !tparams.iter().any(|n| n == w);
            named.then(|| self.named_constant(w, &self.scope)).flatten()
        };
        toks.iter().map(|t| value(t).map_or_else(|| t.text(source).to_string(), |v| v.to_string())).collect::<Vec<_>>().join(" ")
    }

    /// The value of the kernel's `__launch_bounds__` first argument, with
    /// the unit's constants: apply evaluates literals only, a name
    /// (`__launch_bounds__(kThreads)`) is known once the symbol table is.
    fn launch_bound(&self, idx: DeclIdx) -> Option<i128> {
        let source = self.launch_bound_source(idx)?;
        let toks = crate::lexer::lex(&source);
        crate::eval::eval_int_with(&source, &toks, &|name| self.named_constant(name, &self.scope))
    }

    /// `t` with each typedef name that stands for a builtin type replaced
    /// by it (`T *` for `typedef float T;` is `float *`); other names kept.
    pub fn builtin_aliases_resolved(&self, t: &DeclTy, depth: u32) -> DeclTy {
        const MAX_DEPTH: u32 = 16;
        match t {
            _ if depth > MAX_DEPTH => t.clone(),
            DeclTy::Named(..) => match self.without_aliases(t, 0) {
                b @ DeclTy::Builtin(_) => b,
                _ => t.clone(),
            },
            _ => t.map_declarator(|x| self.builtin_aliases_resolved(x, depth + 1)).unwrap_or_else(|| t.clone()),
        }
    }

    /// The type with the typedef and alias names in it replaced by the
    /// types they name (a class named only by a typedef keeps that name,
    /// as mangling does): what the stub mangles, sizes and passes by.
    pub fn without_aliases(&self, t: &DeclTy, depth: u32) -> DeclTy {
        /// Aliases of aliases: a bound on how deep that goes.
        const MAX_DEPTH: u32 = 16;
        match t {
            _ if depth > MAX_DEPTH => t.clone(),
            DeclTy::Alias(_, target) => self.without_aliases(target, depth + 1),
            // (`Traits<int>::type`: the member typedef of that instance.)
            DeclTy::Named(name, parts) if is_instance_member(parts) => self.member_type_of_instance(name.trim_global(), &self.scope, depth + 1).unwrap_or_else(|| t.clone()),
            DeclTy::Named(name, parts) if parts.iter().all(|p| p.args.is_none()) => {
                let bare = name.trim_global();
                match self.table.resolve_alias(bare, &self.scope) {
                    Some(a) if a.unnamed_class.is_none() => {
                        let toks = crate::lexer::lex(&a.target);
                        let target = super::types::parse(&a.target, &toks, &[]);
                        // The target's names are looked up from the typedef's scope.
                        let scope = a.qname.rsplit_once_scope().map_or("", |(s, _)| s);
                        let target = self.qualified_type_in(&target, scope);
                        if a.names_its_class() {
                            // `typedef struct S S;`: the class itself.
                            return target;
                        }
                        let resolved = self.without_aliases(&target, depth + 1);
                        self.with_alias_extents(resolved, a)
                    }
                    Some(_) => t.clone(),
                    None => standard_typedef(bare).map_or_else(|| t.clone(), |b| DeclTy::Builtin(b.to_string())),
                }
            }
            _ => t.map_declarator(|x| self.without_aliases(x, depth + 1)).map(types::qualifiers_into_arrays).unwrap_or_else(|| t.clone()),
        }
    }

    /// `t` with each alias template instance in it (`Ptr<T>`, written in
    /// `scope`) as a `DeclTy::Alias`: the stub names the instance by a
    /// typedef of its own but mangles, sizes and passes what it stands
    /// for, which deduction matches a launch's arguments against too.
    /// `tparams` are the kernel template's parameters the arguments may
    /// name.
    pub(super) fn alias_instances(&self, t: &DeclTy, tparams: &[String], scope: &str, depth: u32) -> DeclTy {
        /// Aliases of aliases: a bound on how deep that goes.
        const MAX_DEPTH: u32 = 16;
        match t {
            _ if depth > MAX_DEPTH => t.clone(),
            DeclTy::Named(spelled, parts) if parts.last().is_some_and(|p| p.args.is_some()) => self.alias_instance(spelled, tparams, scope, depth).unwrap_or_else(|| t.clone()),
            DeclTy::Pack(x) => DeclTy::Pack(Box::new(self.alias_instances(x, tparams, scope, depth + 1))),
            _ => t.map_declarator(|x| self.alias_instances(x, tparams, scope, depth + 1)).unwrap_or_else(|| t.clone()),
        }
    }

    /// `alias_instances` of one name with template arguments, `None`
    /// when it names no alias template: the aliased type's text with the
    /// alias's parameters replaced by the written arguments, read in the
    /// alias's scope.
    fn alias_instance(&self, spelled: &str, tparams: &[String], scope: &str, depth: u32) -> Option<DeclTy> {
        let open = spelled.find('<')?;
        let alias = self.table.resolve_alias_template(spelled[..open].trim(), scope)?;
        let args = super::split_template_args(&spelled[open..]);
        if args.len() != alias.params.len() {
            return None;
        }
        let alias_scope = crate::symbols::enclosing(&alias.qname);
        let target = substitute_text(&alias.target, &alias.params, &args);
        let target = types::parse(&target, &crate::lexer::lex(&target), tparams);
        let target = self.through_builtin_typedefs(&self.alias_instances(&target, tparams, alias_scope, depth + 1), 0);
        let target = self.qualified_type_in(&target, alias_scope);
        let written = format!("{}<{}>", alias.qname, args.join(", "));
        let parsed = types::parse(&written, &crate::lexer::lex(&written), tparams);
        // (A non-dependent instance's arguments as the stub spells them:
        // `Ptr<    ::P>`; a dependent one's once substituted.)
        let written = match &parsed {
            DeclTy::Named(s, _) if !super::targs::names_template_param(&parsed.to_mangle()) => self.specialization(s, &self.scope, 0).unwrap_or(parsed),
            _ => parsed,
        };
        Some(DeclTy::Alias(Box::new(written), Box::new(target)))
    }

    /// The type an array typedef names (`typedef double fArray[41][4][2];`):
    /// its target in the arrays of its extents, the first outermost;
    /// `target` alone when an extent is not a known constant.
    fn with_alias_extents(&self, target: DeclTy, a: &crate::symbols::Alias) -> DeclTy {
        if a.extents.is_empty() {
            return target;
        }
        let alias_scope = crate::symbols::enclosing(&a.qname);
        let named = |n: &str| self.named_constant(n, alias_scope);
        let extents: Option<Vec<u64>> = a.extents.iter().map(|e| u64::try_from(crate::eval::eval_int_with(e, &crate::lexer::lex(e), &named)?).ok()).collect();
        match extents {
            Some(extents) => extents.iter().rev().fold(target, |t, &n| DeclTy::Array(Box::new(t), n)),
            None => target,
        }
    }

    /// `t` with each global typedef of a builtin type in it marked as
    /// `Sugar` (see there).
    pub(super) fn sugared(&self, t: &DeclTy) -> DeclTy {
        match t {
            DeclTy::Named(name, parts) if parts.len() == 1 && parts[0].args.is_none() && !name.has_scope() => match self.without_aliases(t, 0) {
                builtin @ DeclTy::Builtin(_) => DeclTy::Sugar(name.clone(), Box::new(builtin)),
                _ => t.clone(),
            },
            _ => t.map_declarator(|x| self.sugared(x)).unwrap_or_else(|| t.clone()),
        }
    }

    /// A kernel template's parameter type with its global typedef names
    /// marked as `Sugar`: of builtin types (`sugared`), and of classes and
    /// enumerations, which the instance's stub spells by the typedef
    /// (`S_t &__par1`, `mode_t __par2`) but mangles and passes as the type
    /// it names.
    fn sugared_parameter(&self, t: &DeclTy) -> DeclTy {
        match t {
            DeclTy::Named(name, parts) | DeclTy::Enum(name, parts) if parts.len() == 1 && parts[0].args.is_none() && !name.has_scope() && self.user_alias(name, &self.scope).is_some() => match self.without_aliases(t, 0) {
                named @ (DeclTy::Enum(..) | DeclTy::Named(..)) => DeclTy::Sugar(name.clone(), Box::new(named)),
                _ => self.sugared(t),
            },
            // A namespace's typedef of a builtin type (`std::size_t`,
            // `q::len_t`): named through a typedef of its own, as a plain
            // kernel's parameter is (see `alias_names_untagged`), and
            // mangled, sized and passed as the type it names.
            DeclTy::Named(name, parts) if self.is_scoped_alias(name, parts) => match self.without_aliases(t, 0) {
                builtin if qualified_builtin(&builtin).is_some() => DeclTy::Alias(Box::new(t.clone()), Box::new(builtin)),
                _ => t.clone(),
            },
            _ => t.map_declarator(|x| self.sugared_parameter(x)).unwrap_or_else(|| self.sugared(t)),
        }
    }

    /// A typedef name is spelled as written, without the `struct` tag a
    /// class name gets in the stub: marked as an opaque spelling.
    fn alias_names_untagged(&self, t: &DeclTy) -> DeclTy {
        let bare = |name: &str| name.trim_global().to_string();
        match t {
            // (An enumeration's typedef too: `typedef enum {...} mode_t;`.)
            DeclTy::Named(name, parts) | DeclTy::Enum(name, parts) if parts.len() == 1 && parts.iter().all(|p| p.args.is_none()) && (self.user_alias(&bare(name), &self.scope).is_some() || standard_typedef(&bare(name)).is_some()) => DeclTy::Unknown(name.clone()),
            // A namespace's typedef: named through a typedef of its own,
            // which spells a builtin type it names as that type.
            DeclTy::Named(name, parts) if self.is_scoped_alias(name, parts) => {
                let line = qualified_builtin(&self.without_aliases(t, 0)).unwrap_or_else(|| bare(name));
                DeclTy::Typedef(line, parts.clone())
            }
            // `std::size_t`: named through a typedef of the type it names.
            DeclTy::Named(name, parts) if parts.len() > 1 && self.table.resolve_alias(&bare(name), &self.scope).is_none() => match standard_typedef(&bare(name)) {
                Some(b) => DeclTy::Named(b.to_string(), parts.clone()),
                None => t.clone(),
            },
            _ => t.map_declarator(|x| self.alias_names_untagged(x)).unwrap_or_else(|| t.clone()),
        }
    }

    /// The members of a class only a typedef names (`typedef struct {...}
    /// TS;`), when `name` is that typedef.
    fn unnamed_class(&self, name: &str) -> Option<Option<Vec<(String, String)>>> {
        self.table.resolve_alias(name.trim_global(), &self.scope)?.unnamed_class.clone()
    }

    /// Size and alignment of a class defined in the translation unit.
    pub fn class_layout(&self, name: &str) -> Option<(u64, u64)> {
        self.class_layout_at(name, &self.scope, 0)
    }

    /// `class_layout`, `depth` classes deep: a class the signature could
    /// not size alone (a member of a typedef's or another class's type)
    /// is sized from its bases' and members' types, resolved through the
    /// table.
    fn class_layout_at(&self, name: &str, scope: &str, depth: u32) -> Option<(u64, u64)> {
        self.class_shape_at(name, scope, depth).map(|s| (s.size, s.align))
    }

    /// `class_layout_at`, and whether the class is empty and polymorphic,
    /// which a class derived from it needs to place its own members.
    fn class_shape_at(&self, name: &str, scope: &str, depth: u32) -> Option<ClassShape> {
        /// Classes in classes: a bound on how deep that goes.
        const MAX_DEPTH: u32 = 32;
        if depth > MAX_DEPTH {
            return None;
        }
        let full = name.trim_global();
        // `Holder<double>::value_type`: the member typedef of that instance.
        if let Some(member) = self.member_type_of_instance(full, scope, depth) {
            return member.layout(&|n| self.class_layout_at(n, scope, depth + 1)).map(ClassShape::opaque);
        }
        let (base, args) = match full.split_once('<') {
            Some((b, rest)) => (b.trim(), super::split_template_args(&format!("<{rest}"))),
            None => (full, Vec::new()),
        };
        if self.table.resolve_class(base, scope).is_none() {
            if let Some(layout) = vector_type_layout(base).or_else(|| is_runtime_enum(base).then_some((4, 4))) {
                return Some(ClassShape::opaque(layout));
            }
        }
        let alias = self.table.resolve_alias(base, scope).filter(|a| a.unnamed_class.is_some() || !a.names_its_class());
        // (An array typedef is the array: `with_alias_extents`.)
        if alias.is_some_and(|a| a.unnamed_class.is_none()) {
            let plain = DeclTy::Named(name.to_string(), vec![mangle::NamePart { name: base.to_string(), args: None }]);
            return self.without_aliases(&plain, 0).layout(&|n| self.class_layout_at(n, scope, depth + 1)).map(ClassShape::opaque);
        }
        // Names in a class's members are looked up from the class; its
        // bases, from where the class is declared.
        let mut inner_scope = scope.to_string();
        let mut outer_scope = scope.to_string();
        let explicit;
        let mut bases = Vec::new();
        let mut virtual_own = false;
        let mut has_ctor = false;
        let fields = match alias {
            Some(a) => {
                explicit = a.unnamed_align;
                a.unnamed_class.clone().flatten()
            }
            None => {
                let sym = self.table.resolve_class_definition(base, scope)?;
                inner_scope = sym.qname.clone();
                outer_scope = crate::symbols::enclosing(&sym.qname).to_string();
                explicit = sym.detail.align;
                virtual_own = sym.has_virtual;
                has_ctor = sym.has_ctor;
                // The layout known from the class's own item, unless a
                // class derived from it needs its data size (no POD).
                let pod = !sym.has_virtual && !sym.has_ctor;
                if sym.detail.layout.is_some() && args.is_empty() && sym.detail.base_types.is_empty() && (pod || sym.detail.fields.is_none()) {
                    let empty = pod && sym.detail.fields.as_ref().is_some_and(Vec::is_empty);
                    return sym.detail.layout.map(|(size, align)| ClassShape { empty, polymorphic: sym.has_virtual, pod, ..ClassShape::opaque((size, align)) });
                }
                if sym.detail.tparams.len() != args.len() {
                    return None;
                }
                bases = sym.detail.base_types.iter().map(|b| substitute_text(b, &sym.detail.tparams, &args)).collect();
                sym.detail.fields.as_ref().map(|f| f.iter().map(|(t, e)| (substitute_text(t, &sym.detail.tparams, &args), substitute_text(e, &sym.detail.tparams, &args))).collect())
            }
        }?;
        let mut align = explicit.unwrap_or(1);
        let mut empty = fields.is_empty() && !virtual_own;
        let mut polymorphic = virtual_own;
        let mut base_shapes = Vec::new();
        for b in &bases {
            // (A base cufe cannot find is taken as empty, as most such
            // bases of library classes are: tags and `unary_function`s.)
            let Some(shape) = self.class_shape_at(b, &outer_scope, depth + 1) else { continue };
            polymorphic |= shape.polymorphic;
            empty &= shape.empty;
            base_shapes.push(shape);
        }
        let (mut size, bases_align) = bases_end(&base_shapes, virtual_own)?;
        align = align.max(bases_align);
        for (ty, extent) in &fields {
            let toks = crate::lexer::lex(ty);
            let t = self.without_aliases(&types::parse(ty, &toks, &[]), 0);
            let (s, a) = t.layout(&|n| self.class_layout_at(n, &inner_scope, depth + 1))?;
            // (Its constants are named from the class: `int a[N]`, `N` an
            // enumerator or a constant variable.)
            let named = |n: &str| self.named_constant(n, &inner_scope);
            let extent = u64::try_from(crate::eval::eval_int_with(extent, &crate::lexer::lex(extent), &named)?).ok()?;
            size = types::place(size, s.checked_mul(extent)?, a)?;
            align = align.max(a);
        }
        // (An empty class is one byte, or as large as it is aligned.)
        let pod = !polymorphic && bases.is_empty() && !has_ctor;
        Some(ClassShape { size: types::align_up(size, align)?.max(align), align, data_size: size, empty, polymorphic, pod })
    }

    /// Where the own data members of a class with bases `bases` (as
    /// written, looked up from `scope`) start, and the alignment its bases
    /// and virtual table pointer give it (see `bases_end`); `None` when a
    /// base's layout is unknown.
    pub(super) fn own_members_start(&self, bases: &[String], virtual_own: bool, scope: &str) -> Option<(u64, u64)> {
        let shapes = bases.iter().map(|b| self.class_shape_at(b, scope, 1)).collect::<Option<Vec<_>>>()?;
        bases_end(&shapes, virtual_own)
    }

    /// `Outer<Args>::member`, `member` a typedef or alias declared in the
    /// class template `Outer`: the type it names for those arguments,
    /// looked up from the class.
    fn member_type_of_instance(&self, name: &str, scope: &str, depth: u32) -> Option<DeclTy> {
        /// Aliases of aliases: a bound on how deep that goes.
        const MAX_DEPTH: u32 = 16;
        if depth > MAX_DEPTH {
            return None;
        }
        Some(self.without_aliases(&self.member_written_of_instance(name, scope)?, depth + 1))
    }

    /// `member_type_of_instance` as the member's declaration writes it,
    /// its template's parameters replaced and its names qualified.
    pub(super) fn member_written_of_instance(&self, name: &str, scope: &str) -> Option<DeclTy> {
        let (class, member) = split_instance_member(name)?;
        let (base, rest) = class.split_once('<')?;
        let base = base.trim().trim_global();
        let sym = self.class_template(base, scope)?;
        let args = super::split_template_args(&format!("<{rest}"));
        let keys: Vec<String> = args.iter().map(|a| spec_arg_key(a)).collect();
        let target = match self.explicit_specialization_members(&sym.qname, member).find(|(k, _)| *k == keys) {
            Some((_, a)) => a.target.clone(),
            None => {
                if args.len() != sym.detail.tparams.len() {
                    return None;
                }
                let a = self.table.resolve_alias(member, &sym.qname).filter(|a| a.unnamed_class.is_none() && !a.of_specialization && crate::symbols::enclosing(&a.qname) == sym.qname)?;
                substitute_text(&a.target, &sym.detail.tparams, &args)
            }
        };
        let parsed = types::parse(&target, &crate::lexer::lex(&target), &[]);
        Some(self.qualified_type_in(&parsed, &sym.qname))
    }

    /// The class template `name` names from `scope`: its definition, or
    /// its declaration when only explicit specializations are defined
    /// (`template <class T> struct acc;`).
    fn class_template(&self, name: &str, scope: &str) -> Option<&crate::symbols::Symbol> {
        let template = |s: &&crate::symbols::Symbol| !s.detail.tparams.is_empty();
        self.table.resolve_class_definition(name, scope).filter(template).or_else(|| self.table.resolve_class(name, scope).filter(template))
    }

    /// The member typedefs `member` of the explicit specializations of
    /// the class template `qname`, each with its arguments' `spec_arg_key`s.
    fn explicit_specialization_members<'t>(&'t self, qname: &str, member: &str) -> impl Iterator<Item = (Vec<String>, &'t crate::symbols::Alias)> + 't {
        let qname = format!("{qname}::{member}");
        self.table
            .signatures
            .iter()
            .flat_map(|sig| sig.aliases.iter())
            .filter(move |a| a.qname == qname && a.unnamed_class.is_none())
            .filter_map(|a| Some((super::split_template_args(a.specialized_as.as_deref()?).iter().map(|x| spec_arg_key(x)).collect(), a)))
    }

    pub fn var_stub(&self, idx: DeclIdx, managed: bool) -> Option<VarStub> {
        let d = &self.view.scan.ast.decls[idx];
        let e = self.view.apply.entities.get(idx)?;
        let v = self.var_stub_with(idx, self.variable_internal_linkage(d))?;
        Some(VarStub { constant: e.memory_space & mem::CONSTANT != 0, managed, ..v })
    }

    /// The stub entry of a namespace-scope variable, `internal` when cicc
    /// sees it with internal linkage: named inside the unit's own
    /// `_INTERNAL_<module id>` namespace (in a namespace) and, with -rdc,
    /// behind the module's static prefix.
    fn var_stub_with(&self, idx: DeclIdx, internal: bool) -> Option<VarStub> {
        let d = &self.view.scan.ast.decls[idx];
        let name = d.name?.as_str().to_string();
        // The namespaces around it, then those its qualifier names
        // (`int k::ev = 3;`).
        let scopes = || self.view.namespaces.iter().chain(d.qualifier.iter()).map(|n| n.as_str());
        let mut qual = String::from("::");
        for n in scopes() {
            qual.push_str(qualified_part(n));
            qual.push_str("::");
        }
        qual.push_str(&name);
        let mut ns: Vec<NamePart> = scopes().map(|n| NamePart::plain(namespace_part(n))).collect();
        if internal && !ns.is_empty() {
            ns.insert(0, NamePart::plain(INTERNAL_PLACEHOLDER));
        }
        let mut mangled = if ns.is_empty() { name.clone() } else { mangle::mangle_variable(&ns, &name) };
        if internal && self.cfg.rdc {
            mangled.insert_str(0, STATIC_PREFIX_PLACEHOLDER);
        }
        let size = self.variable_size(idx).or_else(|| self.auto_initializer_size(d));
        Some(VarStub { name, qualified: qual, mangled, size, constant: false, managed: false, is_extern: false, if_spelled_global_constant: None })
    }

    /// Notes the layout of the class a launch passes (by value or
    /// through a pointer): print sizes kernel template instances by it,
    /// the class being known here and not to the template's item.
    pub fn note_passed_layout(&self, t: &DeclTy) {
        let inner = match t.innermost() {
            DeclTy::Sugar(_, named) => named.innermost(),
            inner => inner,
        };
        let (DeclTy::Named(name, _) | DeclTy::Enum(name, _)) = inner else { return };
        if let Some(layout) = self.class_layout(name) {
            self.passed_layouts.borrow_mut().push((layout_key(name), layout));
            // (A specialization sized without its arguments, as an empty
            // class template's `TOp<T>` is, names no instance: its template
            // goes along too.)
            if !name.contains('<') {
                return;
            }
        }
        // A specialization that depends on a function template's
        // parameters has no size yet: its template goes along, to size
        // each instance's.
        for t in self.class_templates_named(std::slice::from_ref(inner)) {
            let mut known = self.passed_class_templates.borrow_mut();
            if !known.contains(&t) {
                known.push(t);
            }
        }
    }

    /// The candidates for CCCL's global constants in a system header's
    /// item. `_CCCL_GLOBAL_CONSTANT` is `inline constexpr` for the host and
    /// `__device__ constexpr` for the device: cicc registers each as a
    /// device variable of internal linkage, though the host's text (all
    /// cufe reads) shows an ordinary one. Print keeps those whose header
    /// line spells the macro.
    pub fn cccl_constants(&self, stub: &mut StubItem) {
        for &r in &self.view.scan.ast.roots {
            let d = &self.view.scan.ast.decls[r];
            let first = self.toks.partition_point(|t| t.start < d.span.start);
            let spelled = self.tok(first) == "inline" && self.tok(first + 1) == "constexpr";
            let eligible = d.kind == DeclKind::Variable && d.context == Context::Namespace && d.template.is_none() && d.qualifier.is_empty() && !d.specs.has(Specs::EXTERN);
            if !spelled || !eligible || self.view.apply.entities.get(r).is_some_and(|e| e.memory_space != 0) {
                continue;
            }
            let Some(mut v) = self.var_stub_with(r, true) else { continue };
            v.size = v.size.or_else(|| self.in_place_class_size(d)).or_else(|| self.initializer_class_size(d));
            v.if_spelled_global_constant = Some(d.span.start);
            stub.variables.push(v);
        }
    }

    /// The size of a variable of the class its declaration defines
    /// (`struct { int n; } v;`, which may have no name to look up).
    pub fn in_place_class_size(&self, d: &crate::parse::Decl) -> Option<u64> {
        if [Specs::POINTER, Specs::ARRAY, Specs::REFERENCE, Specs::RVALUE_REFERENCE].iter().any(|&s| d.specs.has(s)) {
            return None;
        }
        let ast = &self.view.scan.ast;
        // One declaration per item: a class before the name is its type.
        let class = ast.roots.iter().copied().rfind(|&r| ast.decls[r].kind == DeclKind::Class && ast.decls[r].span.start < d.name_span.start)?;
        class_layout_of(self.text, self.view.scan, class, &|n| self.class_layout(n)).map(|l| l.0)
    }

    /// The size of an `auto` variable initialized by a class's
    /// construction (`auto f = ns::F{};`).
    fn initializer_class_size(&self, d: &crate::parse::Decl) -> Option<u64> {
        let (name, k) = self.initializer_name(d)?;
        if !matches!(self.tok(k), "{" | "(") {
            return None;
        }
        self.class_layout(&name).map(|(size, _)| size)
    }

    /// The (qualified) name an initializer starts with (`ns::F` of `=
    /// ns::F{}`) and the token after it; `None` when it starts with none.
    fn initializer_name(&self, d: &crate::parse::Decl) -> Option<(String, usize)> {
        let init = d.init?;
        let mut k = self.toks.partition_point(|t| t.start < init.start);
        if self.tok(k) == "=" {
            k += 1;
        }
        let mut name = String::new();
        while self.toks.get(k).is_some_and(|t| t.kind == crate::lexer::TokKind::Ident) || self.tok(k) == "::" {
            name.push_str(self.tok(k));
            k += 1;
        }
        (!name.is_empty()).then_some((name, k))
    }

    /// The type a static member function of a class template's
    /// specialization returns, as written, the whole initializer being its
    /// call (`inline constexpr auto pi = __numbers<double>::__pi();`);
    /// `open` is the template's `<`. The member is the explicit
    /// specialization's for those arguments, else the primary template's
    /// (whose parameter a return type naming one is the argument).
    fn member_call_type(&self, template: &str, open: usize, init_end: u32) -> Option<String> {
        let close = crate::lexer::template_args_end(self.text, self.toks, open)?;
        if self.tok(close) != "::" || self.toks.get(close + 1)?.kind != crate::lexer::TokKind::Ident || self.tok(close + 2) != "(" {
            return None;
        }
        let member = self.tok(close + 1);
        let call_end = crate::lexer::skip_group(self.text, self.toks, close + 2);
        if self.toks.get(call_end).is_some_and(|t| t.start < init_end && !matches!(t.text(self.text), ";" | "," | ")" | "}")) {
            return None;
        }
        let (_, class) = self.table.resolve_class_ref(template, &self.scope)?;
        let args: String = self.toks.get(open..close)?.iter().map(|t| t.text(self.text)).collect();
        let spelled_args = |s: &crate::symbols::Symbol| s.template_args.as_deref().map(|a| a.split_whitespace().collect::<String>());
        let functions: Vec<_> = self.table.lookup(&format!("{}::{member}", class.qname)).filter(|(_, s)| s.kind == EntityKind::Function).collect();
        let in_class_of = |want: Option<&str>| {
            functions.iter().find(|(r, _)| self.table.lookup(&class.qname).any(|(cr, c)| cr.item == r.item && c.kind == EntityKind::Type && spelled_args(c).as_deref() == want))
        };
        let (_, f) = in_class_of(Some(&args)).or_else(|| in_class_of(None))?;
        if let Some(spelled) = f.value_ty.and_then(super::deduce::builtin_spelling) {
            return Some(spelled.to_string());
        }
        let returned = f.value_type_name.as_deref()?;
        let primary = self.table.lookup(&class.qname).map(|(_, c)| c).find(|c| c.kind == EntityKind::Type && c.template_args.is_none() && !c.detail.tparams.is_empty());
        match primary.and_then(|c| c.detail.tparams.iter().position(|p| p == returned)) {
            Some(k) => super::split_template_args(&args).into_iter().nth(k),
            None => Some(returned.to_string()),
        }
    }

    /// The type an `auto` variable's initializer gives it, as cudafe++
    /// spells it in its place: a literal's (`auto v = 2.5f;` is a
    /// `float`), or what a class template's static member function called
    /// returns (see `member_call_type`).
    pub fn auto_initializer_type(&self, d: &crate::parse::Decl) -> Option<String> {
        let declarator = [Specs::POINTER, Specs::REFERENCE, Specs::RVALUE_REFERENCE, Specs::ARRAY].iter().any(|&s| d.specs.has(s));
        if !d.specs.has(Specs::AUTO) || declarator {
            return None;
        }
        if let Some(t) = crate::symbols::auto_literal_type(self.text, self.toks, d) {
            return super::deduce::builtin_spelling(t).map(str::to_string);
        }
        let (name, k) = self.initializer_name(d)?;
        (self.tok(k) == "<").then(|| self.member_call_type(&name, k, d.init?.end)).flatten()
    }

    /// The size of an `auto` variable: of the type its initializer gives
    /// it (`auto_initializer_type`), or of the class it constructs.
    fn auto_initializer_size(&self, d: &crate::parse::Decl) -> Option<u64> {
        if !d.specs.has(Specs::AUTO) {
            return None;
        }
        let Some(spelled) = self.auto_initializer_type(d) else { return self.initializer_class_size(d) };
        let toks = crate::lexer::lex(&spelled);
        types::parse(&spelled, &toks, &[]).layout(&|n| self.class_layout(n)).map(|(size, _)| size)
    }

    /// A namespace-scope variable of internal linkage: `static`, in an
    /// unnamed namespace, or `const`/`constexpr` without `extern` or
    /// `inline`.
    fn variable_internal_linkage(&self, d: &crate::parse::Decl) -> bool {
        let in_anon = self.view.namespaces.iter().any(|n| n.as_str().is_empty());
        let constant = d.specs.has(Specs::CONST) || d.specs.has(Specs::CONSTEXPR);
        d.specs.has(Specs::STATIC) || in_anon || constant && !d.specs.has(Specs::EXTERN) && !d.specs.has(Specs::INLINE)
    }

    /// A device variable template declared here.
    pub fn var_template(&self, idx: DeclIdx, constant: bool, managed: bool) -> Option<VarTemplate> {
        let d = &self.view.scan.ast.decls[idx];
        let t = d.template.as_ref()?;
        // (An unnamed parameter, `class = void`, is one all the same, by
        // a name no token spells: nothing names it, its default gives it.)
        let sigs: Vec<(String, crate::symbols::TemplateParamSig)> =
            t.params.iter().enumerate().map(|(k, p)| (p.name.map_or_else(|| format!("<unnamed {k}>"), |n| n.as_str().to_string()), self.template_param_sig(p))).collect();
        let tparams: Vec<String> = sigs.iter().map(|(n, _)| n.clone()).collect();
        let value_tys = sigs.iter().map(|(_, s)| s.value_ty.as_deref().map(|w| self.kernel_value_type(w, &tparams, idx))).collect();
        let first = self.toks.partition_point(|t| t.start < d.type_span.start);
        let type_end = self.toks.partition_point(|t| t.start < d.type_span.end);
        let name_tok = self.toks.partition_point(|t| t.start < d.name_span.start);
        let mut k = name_tok;
        while k > type_end && matches!(self.tok(k - 1), "*" | "&" | "const" | "volatile") {
            k -= 1;
        }
        let mut toks: Vec<_> = self.toks.get(first..type_end.max(first))?.iter().copied().filter(|t| !self.in_attribute(t.start)).collect();
        toks.extend(self.toks.get(k..name_tok)?.iter().copied());
        let ty = types::parse(self.text, &toks, &tparams);
        let mut extents = Vec::new();
        let mut i = name_tok + 1;
        while self.tok(i) == "[" {
            // (A bound that is a template parameter: `T a[N]`.)
            let param = (self.tok(i + 2) == "]").then(|| tparams.iter().position(|p| p == self.tok(i + 1))).flatten();
            match param {
                Some(k) => {
                    extents.push(Err(k));
                    i += 3;
                }
                None => {
                    let (extent, next) = types::array_extent(self.text, self.toks, i)?;
                    extents.push(Ok(extent));
                    i = next;
                }
            }
        }
        let scope = self.view.namespaces.iter().map(|n| NamePart::plain(namespace_part(n.as_str()))).collect();
        let internal = self.variable_internal_linkage(d);
        Some(VarTemplate { name: d.name?.as_str().to_string(), scope, tparams, value_tys, ty, extents, constant, managed, internal, rdc: self.cfg.rdc })
    }

    /// The stub entry of an explicit specialization of a device variable
    /// template (`template <> __device__ int v<int> = 7;`): registered
    /// where it is declared, used or not, by its own type and linkage
    /// (`const` makes it internal as it does a plain variable).
    pub fn var_spec_stub(&self, idx: DeclIdx, constant: bool, managed: bool) -> Option<VarStub> {
        let d = &self.view.scan.ast.decls[idx];
        let name = d.name?.as_str().to_string();
        let span = d.template_args?;
        let args = super::split_template_args(self.text.get(span.start as usize..span.end as usize)?);
        // Which arguments are values, by the primary template's
        // parameters (a literal one when it is not found).
        let mut path: Vec<&str> = d.qualifier.iter().map(|n| n.as_str()).collect();
        path.push(&name);
        let found = self.table.resolve(&path, &self.scope, false);
        let sigs = found.iter().find(|s| s.kind == EntityKind::Variable && s.template == Some(crate::parse::TemplateKind::Primary)).map(|s| s.detail.tparam_sigs.as_slice());
        let names: Vec<String> = Vec::new();
        let targs: Vec<TemplateArg> = args
            .iter()
            .enumerate()
            .map(|(k, a)| {
                let value_ty = match sigs {
                    Some(sigs) => sigs.get(k).and_then(|s| s.value_ty.as_deref()).map(|w| Some(self.kernel_value_type(w, &names, idx))),
                    None => a.trim().starts_with(|c: char| c.is_ascii_digit() || c == '-').then_some(None),
                };
                match value_ty {
                    Some(ty) => TemplateArg::Value(a.trim().to_string(), ty),
                    None => TemplateArg::Type(arg_type(a), a.trim().to_string()),
                }
            })
            .collect();
        let scope: Vec<NamePart> = self.view.namespaces.iter().chain(d.qualifier.iter()).map(|n| NamePart::plain(namespace_part(n.as_str()))).collect();
        let (mangled, qualified) = variable_instance_names(&scope, &name, &targs, self.variable_internal_linkage(d), self.cfg.rdc);
        // The extents follow the template arguments: `a<int, 4>[4]`.
        let close = self.toks.partition_point(|t| t.start < span.end).checked_sub(1)?;
        let size = self.variable_type_size(idx).and_then(|s| s.checked_mul(self.variable_extent(close)?));
        Some(VarStub { name, qualified, mangled, size, constant, managed, is_extern: false, if_spelled_global_constant: None })
    }

    /// Size of a variable: element size times array extents.
    fn variable_size(&self, idx: DeclIdx) -> Option<u64> {
        let d = &self.view.scan.ast.decls[idx];
        let name_tok = self.toks.partition_point(|t| t.start < d.name_span.start);
        self.variable_type_size(idx)?.checked_mul(self.variable_extent(name_tok)?)
    }

    /// Size of a variable's element type: its specifiers and the
    /// declarator's own pointer operators.
    fn variable_type_size(&self, idx: DeclIdx) -> Option<u64> {
        let d = &self.view.scan.ast.decls[idx];
        let first = self.toks.partition_point(|t| t.start < d.type_span.start);
        let type_end = self.toks.partition_point(|t| t.start < d.type_span.end);
        let name_tok = self.toks.partition_point(|t| t.start < d.name_span.start);
        let mut toks: Vec<_> = self.toks[first..type_end.max(first)].iter().copied().filter(|t| !self.in_attribute(t.start)).collect();
        // The declarator's own pointer operators.
        let mut k = name_tok;
        while k > type_end && matches!(self.tok(k - 1), "*" | "&" | "const" | "volatile") {
            k -= 1;
        }
        toks.extend(self.toks[k..name_tok].iter().copied());
        let ty = types::parse(self.text, &toks, &[]);
        let (size, _) = ty.layout(&|n| self.class_layout(n))?;
        Some(size)
    }

    /// How many elements the extents after a variable's name give (1 for
    /// none). A bound may name a constant (`float g[N_GRADIENTS]`); the
    /// first may be left to the initializer (`double t[] = {1, 2, 6};`).
    fn variable_extent(&self, name_tok: usize) -> Option<u64> {
        let (bounds, after) = self.array_bounds(name_tok)?;
        let inner_count = bounds.iter().skip(1).try_fold(1u64, |n, b| n.checked_mul((*b)?))?;
        let first = match bounds.first() {
            None => return Some(1),
            Some(Some(n)) => *n,
            // (An array of unknown bound without an initializer,
            // `extern __managed__ int a[];`, has an incomplete type:
            // cudafe++ registers it with size 0.)
            Some(None) if !matches!(self.tok(after), "=" | "{") => return Some(0),
            Some(None) => self.initializer_elements(name_tok, &bounds, after)?,
        };
        first.checked_mul(inner_count)
    }

    /// The outer extent of an array declared `a[] = {...}` or `s[] =
    /// "..."`, which its initializer gives: a device variable's host
    /// shadow spells it, the initializer being left out (`static double
    /// t[3];`, `static char s[6];`).
    pub fn extent_from_initializer(&self, name_tok: usize) -> Option<u64> {
        let (bounds, after) = self.array_bounds(name_tok)?;
        if bounds.first() != Some(&None) {
            return None;
        }
        self.initializer_elements(name_tok, &bounds, after)
    }

    /// The bounds after a variable's name (`None` for an empty first one)
    /// and the token past them.
    fn array_bounds(&self, name_tok: usize) -> Option<(Vec<Option<u64>>, usize)> {
        let named = |n: &str| self.named_constant(n, &self.scope);
        let mut bounds = Vec::new();
        let mut i = name_tok + 1;
        while self.tok(i) == "[" {
            let close = crate::lexer::skip_group(self.text, self.toks, i);
            // (An attribute after the name, `int v [[gnu::unused]];`, is no
            // extent.)
            if self.tok(i + 1) == "[" {
                i = close;
                continue;
            }
            let inner = self.toks.get(i + 1..close.checked_sub(1)?)?;
            bounds.push(if inner.is_empty() && bounds.is_empty() {
                None
            } else {
                let words: Vec<&str> = inner.iter().map(|t| t.text(self.text)).collect();
                let written = words.join(" ");
                Some(u64::try_from(crate::eval::eval_int_with(&written, &crate::lexer::lex(&written), &named)?).ok()?)
            });
            i = close;
        }
        Some((bounds, i))
    }

    /// The outer extent the initializer of the array named at `name_tok`
    /// gives, starting at token `at` (its `=` or `{`). A string literal
    /// initializes an array of characters whole (`char s[] = "abc"`, or
    /// in braces, `{"abc"}`: 4), and as an element, one innermost array
    /// (`char s[][4] = {"ab", "cd"}`: 2). Otherwise the elements, or with
    /// the braces of the inner arrays left out (`int a[][3] = {1, 2, 3,
    /// 4}`), the scalars over an element's, rounded up.
    fn initializer_elements(&self, name_tok: usize, bounds: &[Option<u64>], at: usize) -> Option<u64> {
        let chars = self.has_char_elements(name_tok);
        let open = if self.tok(at) == "=" { at + 1 } else { at };
        if chars && bounds.len() == 1 {
            if let Some(n) = self.string_initializer_len(open) {
                return Some(n);
            }
        }
        if self.tok(open) != "{" {
            return None;
        }
        let inner_count = bounds.iter().skip(1).try_fold(1u64, |n, b| n.checked_mul((*b)?))?;
        // What a string literal element fills: the innermost array.
        let string_weight = if chars && bounds.len() > 1 { bounds.last().copied().flatten() } else { None };
        let close = crate::lexer::skip_group(self.text, self.toks, open);
        let (mut scalars, mut depth) = (0u64, 0i32);
        let mut element: Option<u64> = None;
        for k in open + 1..close.checked_sub(1)? {
            let w = self.tok(k);
            // (An element starts at depth 0: a braced one is an inner
            // array's, a string literal one an innermost array's.)
            if depth == 0 && element.is_none() && w != "," {
                let string = self.toks.get(k).is_some_and(|t| t.kind == TokKind::Str);
                element = Some(match (w, string_weight) {
                    ("{", _) => inner_count,
                    (_, Some(n)) if string => n,
                    _ => 1,
                });
            }
            match w {
                "{" | "(" | "[" => depth += 1,
                "}" | ")" | "]" => depth -= 1,
                "," if depth == 0 => scalars = scalars.checked_add(element.take().unwrap_or(0))?,
                _ => {}
            }
        }
        scalars = scalars.checked_add(element.unwrap_or(0))?;
        Some(scalars.div_ceil(inner_count.max(1)))
    }

    /// The length of the array the string literals starting at `open`
    /// make, alone or alone in braces (`"abc"`, `{"abc"}`); `None` for
    /// any other initializer.
    fn string_initializer_len(&self, open: usize) -> Option<u64> {
        let braced = self.tok(open) == "{";
        let first = open + usize::from(braced);
        let end = (first..=self.toks.len()).find(|&k| self.toks.get(k).is_none_or(|t| t.kind != TokKind::Str))?;
        let closed = if braced { self.tok(end) == "}" } else { matches!(self.tok(end), ";" | ",") };
        if end == first || !closed {
            return None;
        }
        let texts: Vec<&str> = (first..end).map(|k| self.tok(k)).collect();
        super::strings::string_array_len(&texts)
    }

    /// Whether the variable declared at `name_tok` is an array of a
    /// character type (through typedefs: `typedef char C; C s[]`), which
    /// a string literal initializes.
    fn has_char_elements(&self, name_tok: usize) -> bool {
        let Some(start) = self.toks.get(name_tok).map(|t| t.start) else { return false };
        let Some((_, d)) = self.view.scan.ast.decls.iter().find(|(_, d)| d.name_span.start == start) else { return false };
        let first = self.toks.partition_point(|t| t.start < d.type_span.start);
        let Some(toks) = self.toks.get(first..name_tok) else { return false };
        matches!(self.tokens_ty(toks), Ty::Char | Ty::SChar | Ty::UChar | Ty::WChar | Ty::Char16 | Ty::Char32)
    }
}

impl KernelTemplate {
    /// The stub entry of an instance the unit names, or `None` when its
    /// arguments do not fit the template (or cannot be deduced).
    pub fn instance(&self, inst: &Instance, class_layout: &dyn Fn(&str) -> Option<(u64, u64)>) -> Option<KernelStub> {
        let own = match inst {
            Instance::Declared(_, _, own) => own.as_deref(),
            _ => None,
        };
        // (A class template its parameters name is sized here, for the
        // instance's arguments: `interval_gpu<double>`.)
        let sized = |name: &str| class_layout(name).or_else(|| self.class_template_layout(name, class_layout));
        self.instance_of(&self.arguments(inst)?, own, &sized)
    }

    /// `t` with each member typedef of an instance in it that
    /// `member_typedefs` knows as a `DeclTy::Alias` (see
    /// `Lowerer::instance_member_aliases`).
    fn instance_member_aliases(&self, t: &DeclTy) -> DeclTy {
        match t {
            DeclTy::Named(spelled, parts) if is_instance_member(parts) => {
                let found = split_instance_member(spelled).and_then(|(class, member)| {
                    let key = layout_key(class.split_once('<')?.0);
                    self.member_typedefs.iter().find(|m| m.class == key && m.member == member)?.alias(class, parts)
                });
                found.unwrap_or_else(|| t.clone())
            }
            _ => t.map_declarator(|x| self.instance_member_aliases(x)).unwrap_or_else(|| t.clone()),
        }
    }

    /// A specialization of one of `class_templates` (`interval_gpu<double>`).
    fn class_template_layout(&self, name: &str, known: &dyn Fn(&str) -> Option<(u64, u64)>) -> Option<(u64, u64)> {
        let (base, rest) = name.split_once('<')?;
        let key = layout_key(base);
        let t = self.class_templates.iter().find(|c| c.name == key)?;
        t.layout(&super::split_template_args(&format!("<{rest}")), known)
    }

    /// The template arguments of an instance: as written or deduced.
    pub fn arguments(&self, inst: &Instance) -> Option<Vec<TemplateArg>> {
        match inst {
            Instance::Declared(_, args, _) => self.written_args(args, &[]),
            Instance::Launched(_, args, _, sugar) => self.written_args(args, sugar),
            // (A template with defaults takes them for what its call's
            // arguments leave.)
            Instance::Deduced(_, tys, _) => self.deduce(tys).or_else(|| self.deduce_partial(&[], &[], tys).filter(|_| self.defaults.iter().any(Option::is_some))),
            Instance::Partial(_, written, sugar, _, _) if written.len() >= self.tparams.len() => self.written_args(written, sugar),
            // (What deduction leaves, the defaults give.)
            Instance::Partial(_, written, sugar, tys, _) => self.deduce_partial(written, sugar, tys).or_else(|| self.written_args(written, sugar)),
        }
    }

    /// Arguments as written, one per template parameter (a pack's as the
    /// rest).
    fn written_args(&self, args: &[String], sugar: &[Option<String>]) -> Option<Vec<TemplateArg>> {
        let pack = self.pack_param();
        if args.len() < self.tparams.len() && pack.is_none() && self.value_pack.is_none() {
            return self.with_defaults(args).and_then(|all| self.written_args(&all, sugar));
        }
        if args.len() != self.tparams.len() && pack.is_none() && self.value_pack.is_none() {
            return None;
        }
        let mut out = Vec::new();
        for (k, (_, is_type)) in self.tparams.iter().enumerate() {
            if Some(k) == self.value_pack {
                let values = args.get(k..).unwrap_or(&[]).iter().map(|a| a.trim().to_string()).collect();
                out.push(TemplateArg::ValuePack(values, self.value_tys.get(k).cloned().flatten()));
                break;
            }
            if Some(k) == pack {
                out.push(TemplateArg::Pack(args.get(k..).unwrap_or(&[]).iter().map(|a| (arg_type(a), written_arg_spelling(a))).collect()));
                break;
            }
            let a = args.get(k)?;
            let value_ty = self.value_tys.get(k).cloned().flatten();
            out.push(if *is_type {
                let ty = match (arg_type(a), sugar.get(k).cloned().flatten()) {
                    (named @ (DeclTy::Builtin(_) | DeclTy::Named(..)), Some(name)) => DeclTy::Sugar(name, Box::new(named)),
                    (ty, _) => ty,
                };
                TemplateArg::Type(ty, written_arg_spelling(a))
            } else {
                TemplateArg::Value(a.trim().to_string(), value_ty)
            });
        }
        Some(out)
    }

    /// `args` with the defaults of the parameters after them, which may
    /// name the earlier ones (`int M = N * 2`); `None` when one has none.
    fn with_defaults(&self, args: &[String]) -> Option<Vec<String>> {
        let mut all = args.to_vec();
        for k in args.len()..self.tparams.len() {
            let default = self.defaults.get(k)?.as_deref()?;
            // Types by their spelling, values parenthesized where they are
            // operands (see `substitute_values`).
            let (mut types, mut values) = (Vec::new(), Vec::new());
            for ((name, is_type), arg) in self.tparams[..k].iter().zip(&all) {
                if *is_type { &mut types } else { &mut values }.push((name.clone(), arg.clone()));
            }
            let unzip = |v: Vec<(String, String)>| -> (Vec<String>, Vec<String>) { v.into_iter().unzip() };
            let ((type_names, type_args), (value_names, value_args)) = (unzip(types), unzip(values));
            let typed = substitute_text(default, &type_names, &type_args);
            let text = substitute_values(&typed, &value_names, &value_args);
            // (A type parameter's default naming a standard trait's member
            // is that member, or no instance where its condition fails.)
            let text = match self.tparams[k].1.then(|| super::traits::resolve_type(&text)).flatten() {
                Some(super::traits::Resolved::Disabled) => return None,
                Some(super::traits::Resolved::Type(t)) => t,
                None => text,
            };
            all.push(text);
        }
        Some(all)
    }

    /// The index of the template's parameter pack, if it has one.
    fn pack_param(&self) -> Option<usize> {
        self.type_pack.or_else(|| self.params.iter().find_map(|p| match p {
            DeclTy::Pack(inner) => match inner.unqualified() {
                DeclTy::Param(k, _) => Some(*k as usize),
                _ => None,
            },
            _ => None,
        }))
    }

    /// `deduce` with the leading template arguments written: a call's
    /// argument that does not deduce (its type unknown, or converted to
    /// a written argument's type) is passed over.
    fn deduce_partial(&self, written: &[String], sugar: &[Option<String>], args: &[Option<DeclTy>]) -> Option<Vec<TemplateArg>> {
        let mut bound: Vec<Option<DeclTy>> = vec![None; self.tparams.len()];
        for (k, a) in written.iter().enumerate() {
            if self.tparams.get(k)?.1 {
                bound[k] = Some(arg_type(a));
            }
        }
        for (p, arg) in self.params.iter().zip(args) {
            let Some(arg) = arg.as_ref().filter(|_| mentions_param(p) && !matches!(p, DeclTy::Pack(_))) else { continue };
            let mut attempt = bound.clone();
            if deduce_from(p, arg, &mut attempt).is_some() {
                bound = attempt;
            }
        }
        // What is neither written nor deduced takes its default, which
        // may name the parameters before it.
        let mut out = Vec::new();
        let mut spelled: Vec<String> = Vec::new();
        for (k, (_, is_type)) in self.tparams.iter().enumerate() {
            let text = match (written.get(k), bound[k].as_ref().filter(|_| *is_type)) {
                // (A written type by its typedef, as `written_args` has it.)
                (Some(a), _) if *is_type => {
                    let ty = match (arg_type(a), sugar.get(k).cloned().flatten()) {
                        (named @ (DeclTy::Builtin(_) | DeclTy::Named(..)), Some(name)) => DeclTy::Sugar(name, Box::new(named)),
                        (ty, _) => ty,
                    };
                    let arg = TemplateArg::Type(ty, written_arg_spelling(a));
                    spelled.push(arg.spelled());
                    out.push(arg);
                    continue;
                }
                (Some(a), _) => a.trim().to_string(),
                (None, Some(t)) => {
                    let arg = TemplateArg::Type(t.clone(), deduced_spelling(t));
                    spelled.push(arg.spelled());
                    out.push(arg);
                    continue;
                }
                (None, None) => match self.deduced_value(k, bound[k].as_ref()) {
                    Some(TemplateArg::Value(v, _)) => v,
                    _ => self.with_defaults(&spelled)?.get(k)?.clone(),
                },
            };
            let arg = if *is_type { TemplateArg::Type(arg_type(&text), written_arg_spelling(&text)) } else { TemplateArg::Value(text.clone(), self.value_tys.get(k).cloned().flatten()) };
            spelled.push(text);
            out.push(arg);
        }
        Some(out)
    }

    /// Template arguments deduced from a launch's argument types, as C++
    /// deduces them from by-value, pointer and reference parameters.
    fn deduce(&self, args: &[Option<DeclTy>]) -> Option<Vec<TemplateArg>> {
        if args.len() < self.required {
            return None;
        }
        let mut bound: Vec<Option<DeclTy>> = vec![None; self.tparams.len()];
        let mut packs: Vec<Vec<DeclTy>> = vec![Vec::new(); self.tparams.len()];
        for (i, p) in self.params.iter().enumerate() {
            if let DeclTy::Pack(inner) = p {
                for a in args.get(i..).unwrap_or(&[]) {
                    let DeclTy::Param(k, _) = inner.unqualified() else { return None };
                    packs.get_mut(*k as usize)?.push(a.as_ref()?.decayed());
                }
                break;
            }
            // Parameters past the call's arguments take their default
            // arguments, which deduce nothing.
            let Some(arg) = args.get(i) else { break };
            // (An argument of a type cufe cannot tell, `v[1]` of a
            // `std::vector<T>`, leaves the parameters to the others.)
            if let Some(arg) = arg.as_ref().filter(|_| mentions_param(p)) {
                deduce_from(p, arg, &mut bound)?;
            }
        }
        if args.len() > self.params.len() && self.pack_param().is_none() {
            return None;
        }
        let pack = self.pack_param();
        self.tparams
            .iter()
            .enumerate()
            .map(|(k, (_, is_type))| {
                if Some(k) == pack {
                    return Some(TemplateArg::Pack(packs[k].iter().map(|t| (t.clone(), deduced_spelling(t))).collect()));
                }
                if !is_type {
                    return self.deduced_value(k, bound[k].as_ref());
                }
                let t = bound[k].clone()?;
                let spelled = deduced_spelling(&t);
                Some(TemplateArg::Type(t, spelled))
            })
            .collect()
    }

    /// The non-type parameter `k`'s argument deduced from a class
    /// template's argument (`N` of `Vec<T, N>` from a `Vec<float, 3>`):
    /// the value as the argument's type wrote it.
    fn deduced_value(&self, k: usize, bound: Option<&DeclTy>) -> Option<TemplateArg> {
        match bound? {
            DeclTy::Unknown(v) => Some(TemplateArg::Value(v.clone(), self.value_tys.get(k).cloned().flatten())),
            _ => None,
        }
    }

    /// The instance's `__launch_bounds__` value, its template's value
    /// parameters replaced by the instance's arguments; `-1` when there is
    /// none or it cannot be told.
    fn instance_launch_bound(&self, args: &[TemplateArg]) -> i64 {
        let Some(text) = &self.launch_bound else { return -1 };
        let value = |name: &str| {
            let k = self.tparams.iter().position(|(n, is_type)| n == name && !is_type)?;
            match args.get(k)? {
                TemplateArg::Value(v, _) => {
                    let toks = crate::lexer::lex(v);
                    crate::eval::eval_int(v, &toks)
                }
                _ => None,
            }
        };
        let toks = crate::lexer::lex(text);
        match crate::eval::eval_int_with(text, &toks, &value) {
            Some(v) if v >= 0 => i64::try_from(v).unwrap_or(i64::MAX),
            _ => -1,
        }
    }

    /// Whether the `k`-th template parameter is a template template
    /// parameter (its parameters apply it to arguments).
    fn is_template_template(&self, k: usize) -> bool {
        self.template_templates.contains(&k) || self.params.iter().any(|p| matches!(p.innermost(), DeclTy::ParamApplied(i, _) if *i as usize == k))
    }

    fn instance_of(&self, args: &[TemplateArg], own_params: Option<&[DeclTy]>, class_layout: &dyn Fn(&str) -> Option<(u64, u64)>) -> Option<KernelStub> {
        let template_args: Vec<mangle::TemplateArg> = args.iter().map(TemplateArg::to_mangle).collect();
        let params_mangled: Vec<mangle::Ty> = self.params.iter().map(|p| p.unqualified().to_mangle()).collect();
        let f = mangle::Function { scope: self.scope.clone(), name: self.name.clone(), template_args: Some(template_args), return_ty: None, params: params_mangled };
        let mut entry = mangle::mangle_function(&f);
        if self.static_prefixed {
            entry.insert_str(0, STATIC_PREFIX_PLACEHOLDER);
        }
        let mangled = mangle::mangle_function_with_wrappers(&f);
        let spelled: Vec<String> = args.iter().map(TemplateArg::spelled).collect();
        let names: Vec<String> = self.tparams.iter().map(|(n, _)| n.clone()).collect();
        let wrapper_params: Vec<DeclTy> = self.params.iter().flat_map(|p| substitute_expanded(p, args, &names)).map(|t| self.instance_member_aliases(&t)).collect();
        let params = own_params.map_or_else(|| wrapper_params.clone(), <[DeclTy]>::to_vec);
        let params: Vec<StubParam> = params
            .into_iter()
            .map(|ty| match cv_qualified_alias(&ty) {
                // (Spelled as the qualified type it names: see
                // `names_qualified_type`.)
                Some(canon) => StubParam { class: canon.is_class(), ty: canon, offset: None, host: None, declared: None, typedef: Some(ty) },
                None => StubParam { class: ty.is_class(), ty, offset: None, host: None, declared: None, typedef: None },
            })
            .collect();
        let mut offset = Some(0u64);
        let params = params
            .into_iter()
            .map(|mut p| {
                let layout = p.ty.unqualified().layout(class_layout);
                let here = match (offset, layout) {
                    (Some(o), Some((_, a))) => types::align_up(o, a),
                    _ => None,
                };
                offset = match (here, layout) {
                    (Some(h), Some((s, _))) => h.checked_add(s),
                    _ => None,
                };
                p.offset = here;
                p
            })
            .collect();
        let max_threads = self.instance_launch_bound(args);
        Some(KernelStub {
            name: format!("{}{}<{}> ", self.scope.iter().map(|p| format!("{}::", p.name)).collect::<String>(), self.name, join_template_args(&spelled)),
            entry,
            name_prefix: String::new(),
            mangled,
            params,
            at: 0,
            max_threads,
            threads_spelled: self.launch_bound_fixed.clone().filter(|_| max_threads >= 0).or_else(|| self.launch_bound_ty.filter(|_| max_threads >= 0).and_then(|t| super::bound::spelled_arith(i128::from(max_threads), t))),
            prefix: self.prefix.clone(),
            is_static: true,
            body: (0, 0),
            template: Some((self.name.clone(), spelled)),
            deferred: Deferral::NOW,
            argument_types: args
                .iter()
                .enumerate()
                .filter_map(|(k, a)| match a {
                    TemplateArg::Value(_, Some(t @ DeclTy::Enum(..))) | TemplateArg::ValuePack(_, Some(t @ DeclTy::Enum(..))) => Some(t.clone()),
                    // (By its spelling as the instance's name has it.)
                    TemplateArg::Type(DeclTy::Named(_, parts), spelled) if parts.iter().any(|p| p.args.is_some()) => Some(DeclTy::Named(spelled.trim().to_string(), parts.clone())),
                    // A standard trait's member (`std::enable_if<true,
                    // float>::type`), by the type it names.
                    TemplateArg::Type(t @ DeclTy::Alias(..), _) => Some(t.clone()),
                    // A class or enumeration of a namespace, by its name.
                    // (Not a template, a template template parameter's.)
                    TemplateArg::Type(t @ (DeclTy::Named(_, parts) | DeclTy::Enum(_, parts)), _) if parts.len() > 1 && !self.is_template_template(k) => Some(scoped_type(t, parts)),
                    _ => None,
                })
                .collect(),
            wrapper_params,
        })
    }
}

/// A class or enumeration of a namespace named by its parts, as the
/// stub's typedef spells it (`typedef n::Q _ZN1n1QE;`), whatever blanks
/// the name was read with.
fn scoped_type(t: &DeclTy, parts: &[NamePart]) -> DeclTy {
    let name = parts.iter().map(|p| p.name.as_str()).collect::<Vec<_>>().join("::");
    match t {
        DeclTy::Enum(..) => DeclTy::Enum(name, parts.to_vec()),
        _ => DeclTy::Named(name, parts.to_vec()),
    }
}

/// The parameter type names a template parameter (a deduced context).
pub fn mentions_param(t: &DeclTy) -> bool {
    match t {
        DeclTy::Param(..) => true,
        DeclTy::Pointer(x) | DeclTy::LRef(x) | DeclTy::RRef(x) | DeclTy::Const(x) | DeclTy::Volatile(x) | DeclTy::Restrict(x) | DeclTy::Pack(x) | DeclTy::Array(x, _) => mentions_param(x),
        DeclTy::ParamArray(..) => true,
        // (An argument that names only builtin types, `Buf<float, 4>`,
        // mentions none; one naming a class is compared as written.)
        DeclTy::Named(..) => named_template_args(t).is_some_and(|(_, args)| args.iter().any(|a| a.contains(|c: char| c.is_alphabetic()) && !names_builtin_type(a))),
        // (An argument the aliased type drops deduces nothing:
        // `First<int, T>` is `int`.)
        DeclTy::Alias(_, target) => mentions_param(target),
        DeclTy::ParamApplied(..) => true,
        _ => false,
    }
}

/// A template argument spelled with builtin type words only (`float`,
/// `unsigned int *`, `const char`): no template parameter is in it.
fn names_builtin_type(arg: &str) -> bool {
    let word = |w: &str| super::emit::is_builtin_type_word(w) || matches!(w, "__int128" | "const" | "volatile") || w.starts_with(|c: char| c.is_ascii_digit());
    arg.split(|c: char| !(c.is_alphanumeric() || c == '_')).filter(|w| !w.is_empty()).all(word)
}

/// Binds the template parameters `pattern` names by matching it against
/// an argument's type; `None` when they do not match.
fn deduce_from(pattern: &DeclTy, arg: &DeclTy, bound: &mut [Option<DeclTy>]) -> Option<()> {
    match (pattern, arg) {
        (DeclTy::Param(k, _), a) => {
            let a = a.decayed();
            let slot = bound.get_mut(*k as usize)?;
            match slot {
                Some(prev) if prev.desugared() != a.desugared() => None,
                // (The first binding stays, with the typedef it was named by.)
                Some(_) => Some(()),
                None => {
                    *slot = Some(a);
                    Some(())
                }
            }
        }
        // A reference parameter binds the argument as it is (cv kept).
        // An alias template's instance deduces as what it stands for, or
        // from an argument named by the same alias (`Ptr<float>`).
        (DeclTy::Alias(written, target), a) => {
            let mut attempt = bound.to_vec();
            if deduce_from(target, a, &mut attempt).is_some() {
                bound.clone_from_slice(&attempt);
                return Some(());
            }
            deduce_from(written, a, bound)
        }
        (_, DeclTy::Alias(_, a)) => deduce_from(pattern, a, bound),
        (DeclTy::ParamApplied(k, written), DeclTy::Named(_, parts)) => deduce_applied(*k, written, parts, arg, bound),
        (DeclTy::LRef(p) | DeclTy::RRef(p), a) => deduce_from_ref(p, a, bound),
        (DeclTy::Const(p) | DeclTy::Volatile(p) | DeclTy::Restrict(p), a) => deduce_from(p, a.unqualified(), bound),
        (DeclTy::Pointer(p), DeclTy::Pointer(a)) => deduce_from_ref(p, a, bound),
        (DeclTy::Pointer(p), DeclTy::Array(a, _)) => deduce_from_ref(p, a, bound),
        // An array's element (`T (*)[4]` from `float (*)[4]`), a
        // function's return and parameter types (`void (*)(T)`).
        (DeclTy::Array(p, n), DeclTy::Array(a, m)) if n == m => deduce_from_ref(p, a, bound),
        // A value parameter as the extent takes the argument's
        // (`N` of `float (*)[N]` from a `float (*)[16]`).
        (DeclTy::ParamArray(p, k, _), DeclTy::Array(a, m)) => {
            let m = DeclTy::Unknown(m.to_string());
            match bound.get_mut(*k as usize)? {
                Some(prev) if *prev != m => return None,
                slot => *slot = Some(m),
            }
            if mentions_param(p) {
                deduce_from_ref(p, a, bound)
            } else {
                Some(())
            }
        }
        (DeclTy::Function(pr, ps), DeclTy::Function(ar, args)) if ps.len() == args.len() => {
            deduce_from(pr, ar, bound)?;
            ps.iter().zip(args).try_for_each(|(p, a)| deduce_from(p, a, bound))
        }
        (DeclTy::Named(..), DeclTy::Named(..)) => deduce_named(pattern, arg, bound),
        (_, DeclTy::Const(a) | DeclTy::Volatile(a) | DeclTy::Restrict(a) | DeclTy::LRef(a)) => deduce_from(pattern, a, bound),
        _ => None,
    }
}

/// Matching below a pointer or reference: cv-qualifiers are part of the
/// deduced type (`const T *` from `const int *` gives `int`, `T *` gives
/// `const int`).
fn deduce_from_ref(pattern: &DeclTy, arg: &DeclTy, bound: &mut [Option<DeclTy>]) -> Option<()> {
    match (pattern, arg) {
        (DeclTy::Param(k, _), a) => {
            let a = match a {
                DeclTy::LRef(x) | DeclTy::RRef(x) => (**x).clone(),
                a => a.clone(),
            };
            let slot = bound.get_mut(*k as usize)?;
            match slot {
                Some(prev) if prev.desugared() != a.desugared() => None,
                // (The first binding stays, with the typedef it was named by.)
                Some(_) => Some(()),
                None => {
                    *slot = Some(a);
                    Some(())
                }
            }
        }
        (DeclTy::Const(p), DeclTy::Const(a)) | (DeclTy::Volatile(p), DeclTy::Volatile(a)) => deduce_from_ref(p, a, bound),
        (DeclTy::Const(p) | DeclTy::Volatile(p) | DeclTy::Restrict(p), a) => deduce_from_ref(p, a, bound),
        _ => deduce_from(pattern, arg, bound),
    }
}

/// `Buf<T>` against `Buf<int>`: each argument written as a template
/// parameter's name binds that parameter.
fn deduce_named(pattern: &DeclTy, arg: &DeclTy, bound: &mut [Option<DeclTy>]) -> Option<()> {
    let (pname, pargs) = named_template_args(pattern)?;
    let (aname, aargs) = named_template_args(arg)?;
    if !same_class_name(&pname, &aname) || pargs.len() != aargs.len() {
        return None;
    }
    let DeclTy::Named(_, parts) = pattern else { return None };
    let params = parts.last().and_then(|p| p.args.as_ref())?;
    for ((p, a), m) in pargs.iter().zip(&aargs).zip(params) {
        if let mangle::TemplateArg::ValueParam(k) = m {
            // (A non-type parameter binds the value as written, marked
            // as no type: `deduced_value` reads it.)
            let a = DeclTy::Unknown(a.trim().to_string());
            let slot = bound.get_mut(*k as usize)?;
            match slot {
                Some(prev) if *prev != a => return None,
                Some(_) => {}
                None => *slot = Some(a),
            }
        } else if let mangle::TemplateArg::Type(mangle::Ty::TemplateParam(k)) = m {
            let a = arg_type(a);
            let slot = bound.get_mut(*k as usize)?;
            match slot {
                Some(prev) if prev.desugared() != a.desugared() => return None,
                Some(_) => {}
                None => *slot = Some(a),
            }
        } else if !same_spelling(p, a) && !mentions_param(&arg_type(p)) {
            return None;
        }
    }
    Some(())
}

/// Two template arguments spelled alike but for blanks (`Vec< float>`
/// as a type is printed, `Vec<float>` as a source wrote it).
fn same_spelling(a: &str, b: &str) -> bool {
    a.chars().filter(|c| !c.is_whitespace()).eq(b.chars().filter(|c| !c.is_whitespace()))
}

/// `C<T, int>` (`C` the template template parameter `k`) against
/// `n::Pair<float, int>`: `C` binds the template `n::Pair`, the arguments
/// as for that template's specialization.
fn deduce_applied(k: u32, written: &DeclTy, parts: &[NamePart], arg: &DeclTy, bound: &mut [Option<DeclTy>]) -> Option<()> {
    let template = template_named(parts)?;
    let pattern = applied(written, &template)?;
    deduce_named(&pattern, arg, bound)?;
    let slot = bound.get_mut(k as usize)?;
    match slot {
        Some(prev) if *prev != template => None,
        Some(_) => Some(()),
        None => {
            *slot = Some(template);
            Some(())
        }
    }
}

/// The class template a specialization's name parts name (`n::Pair` of
/// `n::Pair<float, int>`), as a template template argument.
fn template_named(parts: &[NamePart]) -> Option<DeclTy> {
    let (last, scopes) = parts.split_last()?;
    last.args.as_ref()?;
    let parts: Vec<NamePart> = scopes.iter().cloned().chain([NamePart::plain(&last.name)]).collect();
    let name = parts.iter().map(|p| p.name.as_str()).collect::<Vec<_>>().join("::");
    Some(DeclTy::Named(name, parts))
}

/// `C<T, int>` with the template `template` in place of the parameter
/// `C`: `n::Pair<T, int>`.
fn applied(written: &DeclTy, template: &DeclTy) -> Option<DeclTy> {
    let (DeclTy::Named(spelled, parts), DeclTy::Named(name, template_parts)) = (written, template) else { return None };
    let args = parts.last()?.args.clone();
    let open = spelled.find('<')?;
    let mut parts = template_parts.clone();
    parts.last_mut()?.args = args;
    Some(DeclTy::Named(format!("{name}{}", &spelled[open..]), parts))
}

/// Two spellings of a class template's name that may name the same one:
/// equal, or one the other's qualified form (`std::vector` and `vector`,
/// the one seen through `using std::vector;`, the other as written).
fn same_class_name(a: &str, b: &str) -> bool {
    let (a, b) = (a.trim_global(), b.trim_global());
    let (long, short) = if a.len() >= b.len() { (a, b) } else { (b, a) };
    long == short || long.strip_suffix(short).is_some_and(|head| head.ends_with("::"))
}

/// The name and written template arguments of a class template
/// specialization (`Buf<int>` → `Buf`, `["int"]`).
fn named_template_args(t: &DeclTy) -> Option<(String, Vec<String>)> {
    let DeclTy::Named(spelled, _) = t else { return None };
    let open = spelled.find('<')?;
    Some((spelled[..open].trim().to_string(), super::split_template_args(&spelled[open..])))
}

/// A parameter's type for an instance: template parameters replaced, a
/// pack expanded into one parameter per type.
fn substitute_expanded(t: &DeclTy, args: &[TemplateArg], names: &[String]) -> Vec<DeclTy> {
    match t {
        DeclTy::Pack(inner) => match inner.unqualified() {
            DeclTy::Param(k, _) => match args.get(*k as usize) {
                Some(TemplateArg::Pack(items)) => items.iter().map(|(ty, _)| ty.clone()).collect(),
                _ => vec![substitute(inner, args, names)],
            },
            _ => vec![substitute(inner, args, names)],
        },
        t => vec![substitute(t, args, names)],
    }
}

/// A written type argument as the instance's name spells it: a builtin
/// type by cudafe++'s name for it (`unsigned int`, `long` for `long
/// int`, `int` for `signed`), anything else as written.
fn written_arg_spelling(text: &str) -> String {
    match arg_type(text) {
        b @ DeclTy::Builtin(_) => printed_spelling(&b),
        // (A standard trait's member by the type it names, `float`.)
        a @ DeclTy::Alias(..) => printed_spelling(&a.desugared()),
        _ => text.trim().to_string(),
    }
}

/// A template argument's type, from its spelling (a standard trait's
/// member type, `::std::enable_if<1, float> ::type`, as the alias it is:
/// see `traits`).
fn arg_type(text: &str) -> DeclTy {
    if let Some(alias) = super::traits::member_alias(text) {
        return alias;
    }
    let toks = crate::lexer::lex(text);
    types::parse(text, &toks, &[])
}

/// `t` with the template's parameters (named `names`) replaced by the
/// instance's arguments.
pub fn substitute(t: &DeclTy, args: &[TemplateArg], names: &[String]) -> DeclTy {
    match t {
        DeclTy::Function(ret, params) => DeclTy::Function(Box::new(substitute(ret, args, names)), params.iter().map(|p| substitute(p, args, names)).collect()),
        DeclTy::MemberPointer(class, member) => DeclTy::MemberPointer(Box::new(substitute(class, args, names)), Box::new(substitute(member, args, names))),
        DeclTy::Param(i, _) => match args.get(*i as usize) {
            Some(TemplateArg::Type(ty, _)) => ty.clone(),
            _ => t.clone(),
        },
        DeclTy::Named(..) if mentions_param(t) => substitute_named(t, args, names).unwrap_or_else(|| t.clone()),
        DeclTy::Alias(written, target) => DeclTy::Alias(Box::new(substitute(written, args, names)), Box::new(substitute(target, args, names))),
        // A template template parameter's specialization: of the template
        // its argument names.
        DeclTy::ParamApplied(k, written) => match args.get(*k as usize) {
            Some(TemplateArg::Type(template @ DeclTy::Named(..), _)) => applied(written, template).and_then(|t| substitute_named(&t, args, names)).unwrap_or_else(|| t.clone()),
            _ => t.clone(),
        },
        DeclTy::ClosureTemplate(c) => match c.instantiate(args) {
            Some(ty) => DeclTy::Closure(Box::new(ty)),
            None => DeclTy::Unknown(String::new()),
        },
        // `T [N]` with `N`'s value (`float (*)[8]`).
        DeclTy::ParamArray(elem, k, _) => match args.get(*k as usize).and_then(array_extent_arg) {
            Some(n) => DeclTy::Array(Box::new(substitute(elem, args, names)), n),
            None => t.clone(),
        },
        other => other.map_declarator(|x| substitute(x, args, names)).unwrap_or_else(|| other.clone()),
    }
}

/// A template argument as explicit specializations are matched by: a
/// constant's value (`4`, `(int)4`), or the type's spelling with blanks
/// and a leading `::` dropped (`unsigned` is `unsigned int`).
fn spec_arg_key(arg: &str) -> String {
    let arg = arg.trim();
    // (An instance's value is typed: `(int)4`.)
    let value = arg.strip_prefix('(').and_then(|r| r.split_once(')')).map_or(arg, |(_, v)| v);
    let toks = crate::lexer::lex(value);
    match crate::eval::eval_int(value, &toks) {
        Some(v) if !toks.is_empty() => format!("#{v}"),
        // (A standard typedef is the builtin type it names: `Accum<uint8_t>`
        // specializes `Accum<unsigned char>`.)
        _ => layout_key(&written_arg_spelling(standard_typedef(arg.trim_global()).unwrap_or(arg.trim_global()))),
    }
}

/// A value argument as an array's extent (`8`, `(int)8`).
fn array_extent_arg(arg: &TemplateArg) -> Option<u64> {
    let TemplateArg::Value(v, _) = arg else { return None };
    let toks = crate::lexer::lex(v);
    u64::try_from(crate::eval::eval_int(v, &toks)?).ok()
}

/// `Buf<T>` → `Buf<int>`: each written argument substituted, the name read
/// again from its new spelling.
fn substitute_named(t: &DeclTy, args: &[TemplateArg], names: &[String]) -> Option<DeclTy> {
    // `Traits<T>::type`: the instance substituted, the member kept.
    if let DeclTy::Named(spelled, parts) = t {
        if let (true, Some((class, member))) = (is_instance_member(parts), split_instance_member(spelled)) {
            let class_parts = parts.get(..parts.len() - 1).unwrap_or_default().to_vec();
            let DeclTy::Named(class, mut parts) = substitute_named(&DeclTy::Named(class.to_string(), class_parts), args, names)? else { return None };
            parts.push(NamePart::plain(member));
            return Some(DeclTy::Named(format!("{class}::{member}"), parts));
        }
    }
    let (name, written) = named_template_args(t)?;
    let spelled: Vec<String> = written
        .iter()
        .map(|a| {
            let toks = crate::lexer::lex(a);
            // A value: a literal as the stub casts it (`Arr<double, (int)3>`),
            // a value parameter by the instance's value (`(int)4`).
            if let [t] = toks.as_slice() {
                if t.kind == crate::lexer::TokKind::Number {
                    return super::targs::typed_value(a, None).0;
                }
                if let Some(TemplateArg::Value(v, ty)) = names.iter().position(|n| n == a.trim()).and_then(|k| args.get(k)) {
                    return super::targs::typed_value(v, ty.as_ref()).0;
                }
            }
            // (A template argument names the type a typedef stands for,
            // a builtin by cudafe++'s name for it: `W<unsigned int>`.)
            // A class as EDG prints it in a template argument list
            // (`Box<    ::P>`, `Box<const  ::n::Q>`).
            super::targs::arg_spelling(&substitute(&types::parse(a, &toks, names), args, names).desugared(), &name)
        })
        .collect();
    // (Read again for its parts; spelled as built, which the tokens' text
    // would lose: `Box<    ::P>`, an argument ending in `>` spaced.)
    let spelled: Vec<String> = spelled.iter().map(|a| if a.ends_with('>') { format!("{a} ") } else { a.clone() }).collect();
    let text = format!("{name}<{}>", spelled.join(", "));
    Some(match arg_type(&text) {
        DeclTy::Named(_, parts) => DeclTy::Named(text, parts),
        other => other,
    })
}

/// Stands for the unit's anonymous namespace in mangled names until print
/// knows the module id (`print::stub` replaces `6@ANON@`).
pub const ANON_PLACEHOLDER: &str = mangle::ANON_SCOPE;

/// Stands for the namespace cudafe++ names a closure's internal-linkage
/// function in (`_INTERNAL_<module id>`), until print knows the module id.
pub const INTERNAL_PLACEHOLDER: &str = mangle::INTERNAL_SCOPE;

/// Stands for the module's static prefix (`__nv_static_<len>_<module
/// id>_`) that -rdc puts before the names of internal-linkage variables,
/// until print knows the module id.
pub const STATIC_PREFIX_PLACEHOLDER: &str = "@NV_STATIC@";

/// A class's spelling as `passed_layouts` keys it: blanks and a leading
/// `::` dropped.
pub fn layout_key(name: &str) -> String {
    let bare: String = name.chars().filter(|c| !c.is_whitespace()).collect();
    // (A template argument as EDG spells it, `Box<    ::P>`, is the
    // class `Box<P>` names.)
    bare.trim_global().replace("<::", "<").replace(",::", ",")
}

fn namespace_part(name: &str) -> &str {
    if name.is_empty() {
        ANON_PLACEHOLDER
    } else {
        name
    }
}

/// The anonymous namespace as the stub names it.
fn qualified_part(name: &str) -> &str {
    if name.is_empty() {
        "_NV_ANON_NAMESPACE"
    } else {
        name
    }
}

/// Layout of a class from its data members (LP64), when every member's
/// type is known.
/// `text` with the template parameters' names replaced by the arguments
/// (`T data[N]` of `Arr<short, 3>` is `short data[3]`), token by token.
pub(super) fn substitute_text(text: &str, params: &[String], args: &[String]) -> String {
    if params.is_empty() {
        return text.to_string();
    }
    crate::lexer::lex(text)
        .iter()
        .map(|t| {
            let w = t.text(text);
            params.iter().position(|p| p == w).and_then(|i| args.get(i)).map_or(w, String::as_str)
        })
        .collect::<Vec<_>>()
        .join(" ")
}

/// `t` with its class template arguments that name one of the function
/// template's non-type parameters (`N` in `Arr<T, N>`, read as a type
/// parameter) marked as the expressions they are, which mangle so.
fn value_params_as_expressions(t: &DeclTy, value_params: &[u32]) -> DeclTy {
    fn args_of(args: &[mangle::TemplateArg], value_params: &[u32]) -> Vec<mangle::TemplateArg> {
        args.iter()
            .map(|a| match a {
                mangle::TemplateArg::Type(mangle::Ty::TemplateParam(k)) if value_params.contains(k) => mangle::TemplateArg::ValueParam(*k),
                a => a.clone(),
            })
            .collect()
    }
    if value_params.is_empty() {
        return t.clone();
    }
    match t {
        DeclTy::Named(s, parts) => DeclTy::Named(s.clone(), parts.iter().map(|p| NamePart { name: p.name.clone(), args: p.args.as_ref().map(|a| args_of(a, value_params)) }).collect()),
        t => t.map_declarator(|x| value_params_as_expressions(x, value_params)).unwrap_or_else(|| t.clone()),
    }
}

/// A written template argument that is an expression, not a type: it
/// asks a type's size or alignment, or applies an arithmetic operator.
fn is_value_expression(toks: &[crate::lexer::Token], text: &str) -> bool {
    toks.iter().any(|t| matches!(t.text(text), "sizeof" | "alignof" | "__alignof__" | "+" | "-" | "/" | "%" | "|" | "^" | "~" | "!" | "<<" | ">>" | "?") || t.kind == crate::lexer::TokKind::Number)
}

/// `substitute_text` of values: parenthesized within an expression
/// (`N * 2` of `N = -1` is `(-1) * 2`), bare where one is a whole template
/// argument (`Traits<N>` is `Traits<3>`, a class the stub names).
fn substitute_values(text: &str, params: &[String], values: &[String]) -> String {
    let toks = crate::lexer::lex(text);
    let word = |k: Option<usize>| k.and_then(|k| toks.get(k)).map_or("", |t| t.text(text));
    // Written as the launch's own arguments are: words apart, nothing
    // else (`Traits<3, (2) * 4>`).
    let is_word = |s: &str| s.starts_with(|c: char| c.is_alphanumeric() || c == '_');
    let mut out = String::with_capacity(text.len());
    for (k, t) in toks.iter().enumerate() {
        let w = t.text(text);
        if is_word(w) && out.ends_with(|c: char| c.is_alphanumeric() || c == '_') {
            out.push(' ');
        }
        let whole_argument = matches!(word(Some(k + 1)), ">" | ",");
        // (After a `)`: the `(` of the stub's cast it closes.)
        let cast_open = (word(k.checked_sub(1)) == ")").then(|| toks[..k].iter().rposition(|t| t.text(text) == "(")).flatten();
        match (params.iter().position(|p| p == w).and_then(|i| values.get(i)), cast_open) {
            (Some(v), _) if matches!(word(k.checked_sub(1)), "<" | ",") && whole_argument => out.push_str(v),
            // The operand of the stub's cast (`Tr<(unsigned int)N>`): a
            // literal of the cast's type, `5u`.
            (Some(v), Some(open)) if whole_argument => {
                let ty: Vec<&str> = toks[open + 1..k - 1].iter().map(|t| t.text(text)).collect();
                let digits = v.trim_end_matches(['u', 'U', 'l', 'L']);
                if digits.parse::<i128>().is_ok() {
                    out.push_str(digits);
                    out.push_str(super::targs::literal_suffix(&ty.join(" ")));
                } else {
                    out.push_str(v);
                }
            }
            (Some(v), _) => {
                out.push('(');
                out.push_str(v);
                out.push(')');
            }
            (None, _) => out.push_str(w),
        }
    }
    out
}

/// Size and alignment of CUDA's vector types (`vector_types.h`): `dim3`,
/// and `<elem><n>` with the alignment the header gives each (`float3` 12
/// bytes aligned as a `float`, `float4` 16 aligned to 16, `int2` to 8).
pub fn vector_type_layout(name: &str) -> Option<(u64, u64)> {
    if name == "dim3" {
        return Some((12, 4));
    }
    let n = name.chars().last()?.to_digit(10)? as u64;
    let elem = match &name[..name.len() - 1] {
        "char" | "uchar" => 1,
        "short" | "ushort" => 2,
        "int" | "uint" | "float" => 4,
        "long" | "ulong" | "longlong" | "ulonglong" | "double" => 8,
        _ => return None,
    };
    let align = match n {
        1 | 3 => elem,
        2 => 2 * elem,
        4 => (4 * elem).min(16),
        _ => return None,
    };
    Some(((elem * n).div_ceil(align) * align, align))
}

/// The `__device_builtin__` enumerations of the CUDA 13.5 runtime headers
/// and the typedefs naming them (`cudaMemcpyKind`, `cudaError_t`), sorted:
/// a raw `.cu` has not seen them, yet they are four-byte scalars, and a
/// class holding one gets cudafe++'s explicit padding.
const RUNTIME_ENUM_TYPES: &[&str] = &[
    "CUDAlogLevel_enum",
    "cudaAsyncNotificationType",
    "cudaAsyncNotificationType_enum",
    "cudaAtomicOperation",
    "cudaAtomicOperationCapability",
    "cudaCGScope",
    "cudaChannelFormatKind",
    "cudaClusterSchedulingPolicy",
    "cudaComputeMode",
    "cudaDevResourceType",
    "cudaDevSmResourceGroup_flags",
    "cudaDevSmResourceSplitByCount_flags",
    "cudaDevWorkqueueConfigScope",
    "cudaDeviceAttr",
    "cudaDeviceP2PAttr",
    "cudaDriverEntryPointQueryResult",
    "cudaError",
    "cudaError_t",
    "cudaExternalMemoryHandleType",
    "cudaExternalSemaphoreHandleType",
    "cudaFabricOpStatusInfo",
    "cudaFabricOpStatusSource",
    "cudaFlushGPUDirectRDMAWritesOptions",
    "cudaFlushGPUDirectRDMAWritesScope",
    "cudaFlushGPUDirectRDMAWritesTarget",
    "cudaFuncAttribute",
    "cudaFuncCache",
    "cudaGPUDirectRDMAWritesOrdering",
    "cudaGetDriverEntryPointFlags",
    "cudaGraphChildGraphNodeOwnership",
    "cudaGraphConditionalHandleFlags",
    "cudaGraphConditionalNodeType",
    "cudaGraphDebugDotFlags",
    "cudaGraphDependencyType",
    "cudaGraphDependencyType_enum",
    "cudaGraphExecUpdateResult",
    "cudaGraphInstantiateFlags",
    "cudaGraphInstantiateResult",
    "cudaGraphKernelNodeField",
    "cudaGraphMemAttributeType",
    "cudaGraphNodeType",
    "cudaGraphRecaptureStatus",
    "cudaGraphicsCubeFace",
    "cudaGraphicsMapFlags",
    "cudaGraphicsRegisterFlags",
    "cudaHostTaskSyncMode",
    "cudaJitOption",
    "cudaJit_CacheMode",
    "cudaJit_Fallback",
    "cudaKernelFunctionType",
    "cudaLaunchAttributeID",
    "cudaLaunchAttributePortableClusterMode",
    "cudaLaunchMemSyncDomain",
    "cudaLibraryOption",
    "cudaLimit",
    "cudaLogLevel",
    "cudaMemAccessFlags",
    "cudaMemAllocationHandleType",
    "cudaMemAllocationType",
    "cudaMemLocationType",
    "cudaMemPoolAttr",
    "cudaMemRangeAttribute",
    "cudaMemcpy3DOperandType",
    "cudaMemcpyFlags",
    "cudaMemcpyKind",
    "cudaMemcpySrcAccessOrder",
    "cudaMemoryAdvise",
    "cudaMemoryType",
    "cudaResourceType",
    "cudaResourceViewFormat",
    "cudaRoundMode",
    "cudaSharedCarveout",
    "cudaSharedMemConfig",
    "cudaSharedMemoryMode",
    "cudaStreamCaptureMode",
    "cudaStreamCaptureStatus",
    "cudaStreamUpdateCaptureDependenciesFlags",
    "cudaSurfaceBoundaryMode",
    "cudaSynchronizationPolicy",
    "cudaTextureAddressMode",
    "cudaTextureFilterMode",
    "cudaTextureReadMode",
    "cudaUserObjectFlags",
    "cudaUserObjectRetainFlags",
];

/// Whether `name` is one of the runtime's enumerations (or a typedef of
/// one), see `RUNTIME_ENUM_TYPES`.
pub fn is_runtime_enum(name: &str) -> bool {
    RUNTIME_ENUM_TYPES.binary_search(&name).is_ok()
}

/// The `__device_builtin__` typedefs of the runtime's headers that name a
/// scalar or a pointer (`driver_types.h`, `texture_types.h`,
/// `surface_types.h` of CUDA 13.x), sorted: what a raw `.cu`, which has
/// not seen those headers, sees through as the `.ii` does.
pub(super) const RUNTIME_BUILTIN_TYPEDEFS: &[(&str, &str)] = &[
    ("cudaDevResourceDesc_t", "struct CUdevResourceDesc_st *"),
    ("cudaEvent_t", "struct CUevent_st *"),
    ("cudaExecutionContext_t", "struct cudaExecutionContext_st *"),
    ("cudaExternalMemory_t", "struct CUexternalMemory_st *"),
    ("cudaExternalSemaphore_t", "struct CUexternalSemaphore_st *"),
    ("cudaFunction_t", "struct CUfunc_st *"),
    ("cudaGraphConditionalHandle", "unsigned long long"),
    ("cudaGraphNode_t", "struct CUgraphNode_st *"),
    ("cudaGraph_t", "struct CUgraph_st *"),
    ("cudaGraphicsResource_t", "struct cudaGraphicsResource *"),
    ("cudaKernel_t", "struct CUkern_st *"),
    ("cudaLibrary_t", "struct CUlib_st *"),
    ("cudaLogIterator", "unsigned int"),
    ("cudaLogsCallbackHandle", "struct CUlogsCallbackEntry_st *"),
    ("cudaMemPool_t", "struct CUmemPoolHandle_st *"),
    ("cudaStream_t", "struct CUstream_st *"),
    ("cudaSurfaceObject_t", "unsigned long long"),
    ("cudaTextureObject_t", "unsigned long long"),
    ("cudaUserObject_t", "struct CUuserObject_st *"),
];

/// The type a runtime `__device_builtin__` typedef names (see
/// `RUNTIME_BUILTIN_TYPEDEFS`).
pub(crate) fn runtime_builtin_typedef(name: &str) -> Option<&'static str> {
    let at = RUNTIME_BUILTIN_TYPEDEFS.binary_search_by(|(n, _)| (*n).cmp(name)).ok()?;
    Some(RUNTIME_BUILTIN_TYPEDEFS[at].1)
}

/// A struct only the runtime's builtin typedefs name (`CUstream_st`): a
/// class, though a raw `.cu` never sees it declared.
pub(crate) fn is_runtime_struct(name: &str) -> bool {
    RUNTIME_BUILTIN_TYPEDEFS.iter().any(|(_, t)| t.strip_prefix("struct ").and_then(|r| r.strip_suffix(" *")) == Some(name))
}

/// A name `<cstdint>` declares in `std` by a using-declaration of the
/// global one (`std::size_t` and `std::ptrdiff_t` are typedefs of `std`'s
/// own).
fn is_cstdint_name(name: &str) -> bool {
    !matches!(name, "size_t" | "ptrdiff_t" | "ssize_t") && name.ends_with("_t") && name.contains("int") && standard_typedef(name).is_some()
}

/// The standard library's typedefs a unit names without declaring them
/// (from `<cstdint>`, `<cstddef>`, and `<sys/types.h>`'s short names), as
/// the x86-64 Linux headers define them: what they mangle and size as.
pub(crate) fn standard_typedef(name: &str) -> Option<&'static str> {
    if let Some(b) = sys_types_typedef(name) {
        return Some(b);
    }
    // (`<cstddef>`'s, for `decltype(nullptr)`.)
    if name == "std::nullptr_t" {
        return Some("std::nullptr_t");
    }
    let name = name.strip_prefix("std::").unwrap_or(name);
    Some(match name {
        "int8_t" | "int_least8_t" | "int_fast8_t" => "signed char",
        "uint8_t" | "uint_least8_t" | "uint_fast8_t" => "unsigned char",
        "int16_t" | "int_least16_t" => "short",
        "uint16_t" | "uint_least16_t" => "unsigned short",
        "int32_t" | "int_least32_t" => "int",
        "uint32_t" | "uint_least32_t" => "unsigned",
        "int64_t" | "int_least64_t" | "int_fast16_t" | "int_fast32_t" | "int_fast64_t" | "intptr_t" | "intmax_t" | "ptrdiff_t" | "ssize_t" => "long",
        "uint64_t" | "uint_least64_t" | "uint_fast16_t" | "uint_fast32_t" | "uint_fast64_t" | "uintptr_t" | "uintmax_t" | "size_t" => "unsigned long",
        _ => return None,
    })
}

/// glibc's `<sys/types.h>` abbreviations (declared with `__USE_MISC`,
/// which g++'s `_GNU_SOURCE` turns on), global only.
fn sys_types_typedef(name: &str) -> Option<&'static str> {
    Some(match name {
        "u_char" | "u_int8_t" => "unsigned char",
        "ushort" | "u_short" | "u_int16_t" => "unsigned short",
        "uint" | "u_int" | "u_int32_t" => "unsigned",
        "ulong" | "u_long" | "u_int64_t" | "u_quad_t" => "unsigned long",
        "quad_t" => "long",
        _ => return None,
    })
}

/// A class's non-static data members: each one's type as written and
/// its array extent (1 for a scalar); `None` when an extent is not a
/// constant. What lower sizes a class by once the names in the types are
/// known.
pub fn class_fields(text: &str, scan: &crate::il::ScanIl, class: DeclIdx) -> Option<Vec<(String, String)>> {
    let toks = &scan.ast.tokens;
    if !fields_in_sequence(text, scan, class) {
        return None;
    }
    let mut out = Vec::new();
    for (ty_toks, name_tok) in data_members(text, scan, class) {
        let ty: Vec<&str> = ty_toks.iter().map(|t| t.text(text)).collect();
        // The extents as written (`[N][4]` is `(N)*(4)`): a template's
        // depend on its arguments.
        let mut extents = Vec::new();
        let mut i = name_tok + 1;
        while toks.get(i).map(|t| t.text(text)) == Some("[") {
            let close = crate::lexer::skip_group(text, toks, i);
            let inner: Vec<&str> = toks.get(i + 1..close.saturating_sub(1))?.iter().map(|t| t.text(text)).collect();
            extents.push(format!("({})", inner.join(" ")));
            i = close;
        }
        out.push((ty.join(" "), if extents.is_empty() { "1".to_string() } else { extents.join("*") }));
    }
    Some(out)
}

/// A bit-field's width, when the member whose declarator ends before token
/// `after` is one (`unsigned b : 3`): `Some(None)` when the width is no
/// constant cufe can read.
fn bit_field_width(text: &str, toks: &[crate::lexer::Token], after: usize) -> Option<Option<u64>> {
    if toks.get(after).map(|t| t.text(text)) != Some(":") {
        return None;
    }
    let end = (after + 1..toks.len()).find(|&k| matches!(toks[k].text(text), ";" | "," | "=" | "{")).unwrap_or(toks.len());
    Some(toks.get(after + 1..end).and_then(|w| crate::eval::eval_int(text, w)).and_then(|w| u64::try_from(w).ok()))
}

/// A bit-field of `width` bits, of a type of `size` bytes, placed after
/// `offset` bytes and `bits` more bits: the System V rule, as GCC lays
/// them out for x86-64: it shares the storage before it unless it would
/// cross a boundary of its type's size (a zero width moves to the next
/// one). Returns the bytes before the bit-fields that follow, and their
/// bits.
fn place_bits(offset: u64, bits: u64, size: u64, width: u64) -> Option<(u64, u64)> {
    let unit = size.checked_mul(8)?;
    if unit == 0 || width > unit {
        return None;
    }
    let at = offset.checked_mul(8)?.checked_add(bits)?;
    let crosses = at % unit + width > unit || width == 0;
    let at = if crosses { types::align_up(at, unit)? } else { at };
    let end = at.checked_add(width)?;
    Some((offset, end.checked_sub(offset.checked_mul(8)?)?))
}

/// The fields are laid out one after another: a union's, or those of an
/// anonymous member, are not.
fn fields_in_sequence(text: &str, scan: &crate::il::ScanIl, class: DeclIdx) -> bool {
    !is_union(text, scan, class) && !scan.ast.decls[class].members.iter().any(|&m| crate::symbols::is_anonymous_member(scan, m))
}

/// The names of the data members `class_fields` lists, in the same order.
pub fn class_field_names(text: &str, scan: &crate::il::ScanIl, class: DeclIdx) -> Option<Vec<String>> {
    if !fields_in_sequence(text, scan, class) {
        return None;
    }
    Some(data_members(text, scan, class).map(|(_, name_tok)| scan.ast.tokens.get(name_tok).map_or_else(String::new, |t| t.text(text).to_string())).collect())
}

/// The class is a union: its key, between the declaration's start and
/// its name (or body), says so.
pub fn is_union(text: &str, scan: &crate::il::ScanIl, class: DeclIdx) -> bool {
    class_key(text, scan, class) == Some("union")
}

/// The class's key as declared (`struct`, `class` or `union`): the first
/// one between the declaration's start and its name (or body).
pub fn class_key<'t>(text: &'t str, scan: &crate::il::ScanIl, class: DeclIdx) -> Option<&'t str> {
    let toks = &scan.ast.tokens;
    let d = &scan.ast.decls[class];
    let first = toks.partition_point(|t| t.start < d.span.start);
    toks[first.min(toks.len())..].iter().take_while(|t| t.start < d.span.end).map(|t| t.text(text)).take_while(|w| *w != "{").find(|w| matches!(*w, "struct" | "class" | "union"))
}

/// A class's non-static data members: each one's type tokens and the
/// index of its name token.
pub(super) fn data_members<'a>(text: &'a str, scan: &'a crate::il::ScanIl, class: DeclIdx) -> impl Iterator<Item = (Vec<crate::lexer::Token>, usize)> + 'a {
    let toks = &scan.ast.tokens;
    scan.ast.decls[class].members.iter().map(|&m| &scan.ast.decls[m]).filter(|md| md.kind == DeclKind::Variable && !md.specs.has(Specs::STATIC)).map(move |md| {
        let first = toks.partition_point(|t| t.start < md.type_span.start);
        let type_end = toks.partition_point(|t| t.start < md.type_span.end);
        let name_tok = toks.partition_point(|t| t.start < md.name_span.start);
        (member_type(text, toks, first, type_end, name_tok), name_tok)
    })
}

/// A data member's type tokens, from the first of its declaration's type
/// to its name: in `float x, *y;` the second declarator's are `float *`,
/// not all that lies between (`float x , *`).
fn member_type(text: &str, toks: &[crate::lexer::Token], first: usize, type_end: usize, name_tok: usize) -> Vec<crate::lexer::Token> {
    let all = toks.get(first..name_tok.max(first)).unwrap_or_default();
    let mut depth = 0i32;
    let mut after_comma = None;
    for (i, t) in all.iter().enumerate().skip(type_end.saturating_sub(first)) {
        match t.text(text) {
            "(" | "[" | "{" | "<" => depth += 1,
            ")" | "]" | "}" | ">" => depth -= 1,
            "," if depth == 0 => after_comma = Some(i + 1),
            _ => {}
        }
    }
    match after_comma {
        Some(k) => all.iter().take(type_end.saturating_sub(first)).chain(all.iter().skip(k)).copied().collect(),
        None => all.to_vec(),
    }
}

/// A builtin type, `const` or `volatile` maybe, as a typedef's line
/// spells it (`unsigned`, `const int`): the type an alias stands for when
/// the stub spells it so rather than by the alias's own name.
pub fn qualified_builtin(t: &DeclTy) -> Option<String> {
    match t {
        DeclTy::Builtin(b) => Some(b.clone()),
        DeclTy::Const(inner) => Some(format!("const {}", qualified_builtin(inner)?)),
        DeclTy::Volatile(inner) => Some(format!("volatile {}", qualified_builtin(inner)?)),
        DeclTy::Alias(_, target) => qualified_builtin(target),
        _ => None,
    }
}

/// A parameter's type is a name (a typedef, an alias) of a `const` or
/// `volatile` type (`canon`, the type it names): the stub's parameters
/// and the kernel's function type spell that type (`const int`, `const
/// struct P&`), only the kernel's host definition (and an instance's
/// wrapper) keeps the name.
fn names_qualified_type(written: &DeclTy, canon: &DeclTy) -> bool {
    // (Not a `const` written on a typedef of a class: `const double4x`.)
    let named = matches!(written, DeclTy::Named(..) | DeclTy::Alias(..) | DeclTy::Typedef(..));
    named && matches!(canon, DeclTy::Const(_) | DeclTy::Volatile(_))
}

/// An instance's parameter of an alias of a `const` or `volatile` type:
/// that type (see `names_qualified_type`).
fn cv_qualified_alias(t: &DeclTy) -> Option<DeclTy> {
    let DeclTy::Alias(_, target) = t else { return None };
    let canon = match &**target {
        DeclTy::Alias(..) => cv_qualified_alias(target)?,
        other => other.clone(),
    };
    names_qualified_type(t, &canon).then(|| merged_qualifiers(&canon))
}

/// `const` written on a typedef of a `const` type once (`const S::CI`
/// for `typedef const int CI;` is `const int`).
fn merged_qualifiers(t: &DeclTy) -> DeclTy {
    match t {
        DeclTy::Const(inner) => match &**inner {
            DeclTy::Const(_) => merged_qualifiers(inner),
            DeclTy::Volatile(x) if matches!(**x, DeclTy::Const(_)) => merged_qualifiers(inner),
            _ => DeclTy::Const(Box::new(merged_qualifiers(inner))),
        },
        DeclTy::Volatile(inner) => match &**inner {
            DeclTy::Volatile(_) => merged_qualifiers(inner),
            _ => DeclTy::Volatile(Box::new(merged_qualifiers(inner))),
        },
        t => t.clone(),
    }
}

/// Where the stub's typedef of an alias a kernel's parameter names
/// (`C<int>`, `Traits<int>::type`) comes among those of declared types:
/// the alias (its class template's instance) comes into being with the
/// kernel's declaration (`item`, `at`).
fn alias_made_at(t: &DeclTy, item: u32, at: u32) -> Option<Declared> {
    let DeclTy::Alias(written, _) = t.innermost() else { return None };
    let DeclTy::Named(_, parts) = &**written else { return None };
    // (A member is placed as its class.)
    let scopes = if is_instance_member(parts) { parts.len().saturating_sub(2) } else { parts.len().saturating_sub(1) };
    Some(Declared { item, at, namespaces: scopes as u32 })
}

/// A name's parts are a class template's instance and a member of it
/// (`Traits<int>::pointer`).
fn is_instance_member(parts: &[NamePart]) -> bool {
    matches!(parts, [.., class, member] if class.args.is_some() && member.args.is_none())
}

/// `Outer<Args>::member` split into the instance and the member's name,
/// when the name ends so (`placeholder< 0> ::type`).
fn split_instance_member(name: &str) -> Option<(&str, &str)> {
    let (class, member) = name.rsplit_once_scope()?;
    let member = member.trim();
    let class = class.trim_end();
    let is_ident = !member.is_empty() && member.chars().all(|c| c.is_alphanumeric() || c == '_');
    (is_ident && class.ends_with('>')).then_some((class, member))
}

/// The class declaration is a definition (`struct S { ... }`), not a
/// declaration of the name only (`struct S;`), which tells nothing of
/// its layout.
pub fn class_is_defined(text: &str, scan: &crate::il::ScanIl, class: DeclIdx) -> bool {
    let toks = &scan.ast.tokens;
    let d = &scan.ast.decls[class];
    let from = if d.name.is_some() { d.name_span.end } else { d.span.start };
    let first = toks.partition_point(|t| t.start < from);
    toks.get(first..).unwrap_or_default().iter().take_while(|t| t.start < d.span.end).any(|t| t.text(text) == "{")
}

/// A class definition's base specifiers as types, template arguments
/// included (`Base<T, 4>` in `struct D : public Base<T, 4>, virtual V`):
/// the access and `virtual` keywords dropped, the tokens joined by spaces.
pub fn class_base_types(text: &str, scan: &crate::il::ScanIl, class: DeclIdx) -> Vec<Box<str>> {
    let toks = &scan.ast.tokens;
    let d = &scan.ast.decls[class];
    let end = d.template_args.map_or(d.name_span.end, |s| s.end);
    let mut i = toks.partition_point(|t| t.start < end);
    // The head after the name: `final`, then `:` and the bases up to `{`.
    while toks.get(i).is_some_and(|t| t.text(text) != ":" && t.text(text) != "{") {
        i += 1;
    }
    let mut out = Vec::new();
    if toks.get(i).map(|t| t.text(text)) != Some(":") {
        return out;
    }
    let mut current: Vec<&str> = Vec::new();
    let mut depth = 0i32;
    for t in toks.get(i + 1..).unwrap_or_default() {
        let w = t.text(text);
        match w {
            "{" | ";" if depth == 0 => break,
            "," if depth == 0 => {
                out.push(current.join(" ").into_boxed_str());
                current.clear();
                continue;
            }
            "public" | "private" | "protected" | "virtual" if depth == 0 => continue,
            "<" | "(" | "[" => depth += 1,
            ">" | ")" | "]" => depth -= 1,
            ">>" => depth -= 2,
            _ => {}
        }
        current.push(w);
    }
    if !current.is_empty() {
        out.push(current.join(" ").into_boxed_str());
    }
    out.retain(|b| !b.is_empty());
    out
}

/// The alignment a class's `aligned(N)` or `alignas(N)` attributes ask
/// for (the largest; `aligned` alone is the target's largest, 16).
pub fn explicit_alignment(text: &str, scan: &crate::il::ScanIl, class: DeclIdx) -> Option<u64> {
    let toks = &scan.ast.tokens;
    scan.attrs
        .iter()
        .filter(|(_, a)| a.owner == class && matches!(crate::lookup::strip_underscores(a.name.as_str()), "aligned" | "alignas"))
        .filter_map(|(_, a)| match &a.args {
            None => Some(16),
            Some(args) => {
                let arg = toks.get(args.first as usize..args.last as usize)?;
                u64::try_from(crate::eval::eval_int(text, arg)?).ok().filter(|n| n.is_power_of_two())
            }
        })
        .max()
}

pub fn class_layout_of(text: &str, scan: &crate::il::ScanIl, class: DeclIdx, known: &dyn Fn(&str) -> Option<(u64, u64)>) -> Option<(u64, u64)> {
    // A derived class starts with its bases, which lowering finds
    // through the table (`class_layout_at`).
    if !scan.ast.decls[class].bases.is_empty() {
        return None;
    }
    class_layout_depth(text, scan, class, known, 0)
}

/// `class_layout_of`, `depth` anonymous members deep.
fn class_layout_depth(text: &str, scan: &crate::il::ScanIl, class: DeclIdx, known: &dyn Fn(&str) -> Option<(u64, u64)>, depth: u32) -> Option<(u64, u64)> {
    /// Anonymous members in anonymous members: a bound on how deep.
    const MAX_DEPTH: u32 = 32;
    let toks = &scan.ast.tokens;
    let union = is_union(text, scan, class);
    let mut size = 0u64;
    // Bits the bit-fields after `size` take (see `place_bits`).
    let mut bits = 0u64;
    let mut align = explicit_alignment(text, scan, class).unwrap_or(1);
    let mut place = |s: u64, a: u64, width: Option<u64>| -> Option<()> {
        match width {
            Some(w) if union => size = size.max(w.div_ceil(8)),
            Some(w) => (size, bits) = place_bits(size, bits, s, w)?,
            None if union => size = size.max(s),
            None => {
                size = types::place(size.checked_add(bits.div_ceil(8))?, s, a)?;
                bits = 0;
            }
        }
        align = align.max(a);
        Some(())
    };
    // A class with virtual functions starts with its virtual table pointer.
    if scan.ast.decls[class].members.iter().any(|&m| scan.ast.decls[m].kind == DeclKind::Function && scan.ast.decls[m].specs.has(Specs::VIRTUAL)) {
        place(8, 8, None)?;
    }
    let mut members = data_members(text, scan, class);
    for &m in &scan.ast.decls[class].members {
        // An anonymous struct or union lays its members out in place.
        if crate::symbols::is_anonymous_member(scan, m) {
            if depth >= MAX_DEPTH {
                return None;
            }
            let (s, a) = class_layout_depth(text, scan, m, known, depth + 1)?;
            place(s, a, None)?;
            continue;
        }
        let md = &scan.ast.decls[m];
        if md.kind != DeclKind::Variable || md.specs.has(Specs::STATIC) {
            continue;
        }
        let (ty_toks, name_tok) = members.next()?;
        let ty = types::parse(text, &ty_toks, &[]);
        let (s, a) = ty.layout(known)?;
        let (extent, after) = types::extents_after(text, toks, name_tok)?;
        let width = match bit_field_width(text, toks, after) {
            Some(w) => Some(w?),
            None => None,
        };
        place(s.checked_mul(extent.unwrap_or(1))?, a, width)?;
    }
    let size = size.checked_add(bits.div_ceil(8))?;
    if size == 0 {
        // An empty class is one byte, or as large as it is aligned.
        return Some((align, align));
    }
    Some((types::align_up(size, align)?, align))
}
