//! What numbers the stub's registration callback parameter (`void
//! **__T3`).
//!
//! cudafe++ names its generated temporaries `__T<n>` from one counter for
//! the whole unit, and the callback's parameter takes the next name, so
//! the stub shows how many temporaries lowering made. Learnt from its
//! output, they come from:
//! * each `__host__ __device__` constructor host code calls at run time
//!   (not a `constexpr` one with constant arguments): one per parameter,
//!   once per constructor, `dim3`'s three included (launch configurations
//!   convert to it);
//! * each extended `__host__ __device__` lambda that captures (no
//!   conversion to a function pointer) in a function with external
//!   linkage, not inline (cudafe++ lowers the others only once used): one;
//! * each closure holding `this` passed to a kernel: one;
//! * each kernel launch in device code: three, and six once for the
//!   runtime's device-side launch functions;
//! * each call in device code with two or more arguments whose value is
//!   read at run time (not a constant, not the address of a variable or
//!   function): one per such argument. In 13.5 the stub is cicc's, and
//!   cicc's C generator stores those arguments in temporaries to fix
//!   their order of evaluation (`((__T0 = p), (void)(__T1 = n)),
//!   g(__T0, __T1)`). The device code of a function exists when it is
//!   emitted: always for kernels and for device functions with external
//!   linkage, else once something calls it.
//!
//!
//! The same rule, applied to the bodies of the runtime headers' inline
//! functions cicc emits once the unit calls them, gives `RUNTIME_BODIES`.
//!
//! Lowering records the constructors and calls it sees; print adds them
//! up.

use super::body::BodyEnv;
use crate::scoped::ScopedStr;
use super::emit::Env;
use super::expr::Expr;
use super::header_temps::InstanceBy;
use super::types::DeclTy;
use super::Lowerer;
use crate::il::{exec, EntityKind};
use crate::parse::{Context, DeclIdx, Specs};

/// The temporaries of one function's device code.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct DeviceCallTemps {
    /// Identifies the function across items (its mangled name).
    pub key: String,
    /// Its unqualified name: what a call of it names.
    pub name: String,
    pub count: u32,
    /// Emitted whether or not anything calls it.
    pub always: bool,
    /// Defined in a header of the user's, not in the main file.
    pub in_header: bool,
    /// `name(params)` (as `params_key` spells them): what a call of this
    /// very overload notes as called (see `BodyEnv::note_called_overload`).
    pub overload: String,
}

/// Temporaries counted once per unit by their key (a `__host__
/// __device__` constructor, a runtime function's device code).
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct KeyedTemporaries {
    pub key: String,
    pub count: u32,
    /// The function whose code makes them, when that code exists only
    /// once the unit calls it.
    pub caller: Option<String>,
    /// How many kernel template instances the item named before them: a
    /// runtime template's instance comes into being where it is named,
    /// among the stubs of the kernel instances named around it.
    pub launches_before: u32,
}

/// The runtime headers' (13.5) functions whose device code passes two or
/// more parameters on (`cudaMalloc(void **devPtr, size_t size) { return
/// __cudaCDP2Malloc(devPtr, size); }`), with how many: a call of one,
/// from host or device code, makes its device code exist once.
const RUNTIME_BODIES: &[(&str, u32)] = &[
    ("cudaDeviceGetAttribute", 3),
    ("cudaDeviceGetLimit", 2),
    ("cudaStreamCreateWithFlags", 2),
    ("cudaStreamWaitEvent", 3),
    ("cudaEventCreateWithFlags", 2),
    ("cudaEventRecord", 2),
    ("cudaEventRecordWithFlags", 3),
    ("cudaFuncGetAttributes", 2),
    ("cudaMalloc", 2),
    ("cudaMemcpyAsync", 5),
    ("cudaMemcpy2DAsync", 8),
    ("cudaMemcpy3DAsync", 2),
    ("cudaMemsetAsync", 4),
    ("cudaMemset2DAsync", 6),
    ("cudaMemset3DAsync", 4),
    ("cudaOccupancyMaxActiveBlocksPerMultiprocessorWithFlags", 5),
    // The plain form's device code calls the one with flags.
    ("cudaOccupancyMaxActiveBlocksPerMultiprocessor", 4),
    ("__ballot_sync", 2),
    ("__any_sync", 2),
    ("__all_sync", 2),
    ("__uni_sync", 2),
    // The occupancy calculators' size functor: its constructor's
    // parameter and its `operator()`'s unnamed one.
    ("__cudaOccupancyB2DHelper", 2),
];

/// `cuda_runtime.h`'s inline host overloads that call a runtime function
/// with device code (`cudaEventCreate(event, flags)` returns
/// `::cudaEventCreateWithFlags(event, flags)`): a call with that many
/// arguments makes the callee's device code exist, as a direct call does.
const HOST_OVERLOADS: &[(&str, usize, &str)] = &[("cudaEventCreate", 2, "cudaEventCreateWithFlags")];

/// The runtime function with device code that a call of `name` with
/// `arity` arguments reaches: itself, or what its inline host overload
/// calls (`HOST_OVERLOADS`).
fn runtime_callee(name: &str, arity: usize) -> &str {
    HOST_OVERLOADS.iter().find(|&&(f, n, _)| f == name && n == arity).map_or(name, |&(_, _, callee)| callee)
}

/// The temporaries of a runtime function's body (`RUNTIME_BODIES`).
pub fn runtime_body(name: &str) -> Option<u32> {
    RUNTIME_BODIES.iter().find(|(g, _)| *g == name).map(|&(_, n)| n)
}

/// The atomic functions (and their `_block`, `_system` forms): one body
/// per overload, passing address and value on; `atomicCAS` passes three.
const ATOMICS: &[&str] = &["atomicAdd", "atomicSub", "atomicExch", "atomicMin", "atomicMax", "atomicInc", "atomicDec", "atomicAnd", "atomicOr", "atomicXor", "atomicCAS"];

/// The warp match functions, with the temporaries of each overload's body.
const MATCHES: &[(&str, u32)] = &[("__match_any_sync", 2), ("__match_all_sync", 3)];

/// The warp shuffles: one body per overload, four values passed on; the
/// `unsigned` one calls the `int` one.
const SHUFFLES: &[&str] = &["__shfl_sync", "__shfl_up_sync", "__shfl_down_sync", "__shfl_xor_sync"];

/// The shuffle overloads (`__shfl_down_sync(unsigned, T, ...)`) a call
/// with a value of type `t` makes device code of, with their
/// temporaries: each stores its four arguments for the builtin, or
/// passes them on to the overload it is built on, which then has code
/// too: `unsigned` and the 64-bit `long long` (two `int` shuffles, 8) on
/// `int`, `double`, `long` and `unsigned long long` on `long long`,
/// `unsigned long` on `unsigned long long` (measured with cudafe++ 13.5:
/// `double` costs 16, `unsigned long` 20). Empty for another type.
fn shuffle_overloads(t: super::ty::Ty) -> Vec<(super::ty::Ty, u32)> {
    use super::ty::Ty;
    let (own, base) = match t {
        Ty::Int | Ty::Float => (4, None),
        Ty::UInt => (4, Some(Ty::Int)),
        Ty::LLong => (8, Some(Ty::Int)),
        Ty::Double | Ty::Long | Ty::ULLong => (4, Some(Ty::LLong)),
        Ty::ULong => (4, Some(Ty::ULLong)),
        _ => return Vec::new(),
    };
    let mut out = vec![(t, own)];
    out.extend(base.map(shuffle_overloads).unwrap_or_default());
    out
}

/// The shuffle overloads a call of shuffle `name` with a value of the
/// declared type `t` makes device code of, keyed as `note_runtime_call`
/// keys them (so an instance's and a plain call's count once), with their
/// temporaries; none for a type that is no builtin arithmetic one.
pub fn shuffle_temporaries(name: &str, t: &DeclTy) -> Vec<(String, u32)> {
    let Some(ty) = builtin_arithmetic(t, 0) else { return Vec::new() };
    shuffle_overloads(ty).into_iter().map(|(ty, n)| (format!("runtime:{name}({ty:?})"), n)).collect()
}

/// The arithmetic type a declared type is, through qualifiers and
/// typedefs of builtins.
fn builtin_arithmetic(t: &DeclTy, depth: u32) -> Option<super::ty::Ty> {
    const MAX_DEPTH: u32 = 8;
    match t {
        _ if depth > MAX_DEPTH => None,
        DeclTy::Builtin(spelling) => Some(super::ty::from_tokens(spelling, &crate::lexer::lex(spelling))).filter(|t| t.is_arithmetic()),
        DeclTy::Const(inner) | DeclTy::Volatile(inner) | DeclTy::Sugar(_, inner) => builtin_arithmetic(inner, depth + 1),
        _ => None,
    }
}

/// The sites (see `Lowerer::counted_sites`) of a function's `__func__`
/// and `__PRETTY_FUNCTION__` arrays, told apart from its tokens'.
const FUNC_SITE: usize = usize::MAX - 1;
const PRETTY_FUNCTION_SITE: usize = usize::MAX - 2;

/// A loop or switch while its body is printed: whether a `break` or a
/// `continue` jumps out of it.
#[derive(Debug, Clone, Copy)]
pub struct JumpTarget {
    pub is_loop: bool,
    pub broken: bool,
    pub continued: bool,
}

/// How cicc passes one argument of a call in device code.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum ArgLoad {
    /// As it is: a constant, a variable's address.
    Free,
    /// By an address it takes as it is, but counted as read.
    Stable,
    /// Through a temporary, once two or more arguments are read.
    Stored,
}

/// What `BodyEnv::overload_choice` knows of an argument's type.
enum ArgKind {
    /// An object of this class (its unqualified name).
    Class(String),
    /// An arithmetic value or a pointer.
    Value(super::ty::Ty),
    Unknown,
}

/// A `__host__ __device__` constructor: how many parameters it has and
/// whether it is `constexpr`.
struct HdCtor {
    params: u32,
    constexpr: bool,
}

impl Lowerer<'_> {
    /// `count` temporaries made for `key` (counted once per key).
    pub fn note_temporaries(&self, key: String, count: u32) {
        self.note_temporaries_of(key, count, None);
    }

    /// `note_temporaries` for code that exists only once the unit calls
    /// the function `caller` (when `Some`).
    pub fn note_temporaries_of(&self, key: String, count: u32, caller: Option<String>) {
        if !self.view.user_code {
            return;
        }
        let launches_before = self.instances.borrow().len() as u32;
        let mut temps = self.temporaries.borrow_mut();
        if !temps.iter().any(|t| t.key == key && (t.caller.is_none() || t.caller == caller)) {
            temps.push(KeyedTemporaries { key, count, caller, launches_before });
        }
    }

    /// A function template's instance non-template code names, where it
    /// names it, in the code of `caller` when that code exists only once
    /// the unit calls it (see `StubItem::fn_uses`).
    pub fn note_fn_use(&self, instance: super::stub::Instance, caller: Option<String>) {
        let launches_before = self.instances.borrow().len() as u32;
        self.fn_uses.borrow_mut().push(super::stub::FnUse { instance, launches_before, caller });
    }

    /// `count` temporaries in the device code of function `f`.
    pub fn note_device_temporaries(&self, (f, count): (DeclIdx, u32)) {
        if self.view.user_code {
            self.device_calls.borrow_mut().push((f, count));
        }
    }

    /// A function cudafe++ lowers whether or not the unit uses it: not
    /// `static`, `inline`, in an anonymous namespace or defined in its
    /// class (those it lowers only once used).
    pub fn always_emitted(&self, f: DeclIdx) -> bool {
        let d = self.decl(f);
        let internal = d.specs.has(Specs::STATIC) || d.specs.has(Specs::INLINE) || self.view.namespaces.iter().any(|n| n.as_str().is_empty());
        !internal && !self.defined_in_class(f)
    }

    /// The device-code temporaries recorded per call, summed per function.
    pub fn device_call_temps(&self) -> Vec<DeviceCallTemps> {
        let mut out: Vec<(DeclIdx, DeviceCallTemps)> = Vec::new();
        for (f, count) in self.device_calls.take() {
            if let Some((_, t)) = out.iter_mut().find(|(g, _)| *g == f) {
                t.count += count;
                continue;
            }
            let name = self.decl(f).name.map_or_else(String::new, |n| n.as_str().to_string());
            let key = self.mangled_function_name(f).unwrap_or_else(|| format!("{}::{name}@{}", self.scope, self.decl(f).span.start));
            let always = self.exec_space(f) & exec::GLOBAL_BIT != 0 || self.always_emitted(f);
            let overload = self.overload_key(f).unwrap_or_default();
            out.push((f, DeviceCallTemps { key, name, count, always, in_header: !self.view.main_file, overload }));
        }
        out.into_iter().map(|(_, t)| t).collect()
    }

    /// `name(params)` of function `f` (its parameters as `params_key`
    /// spells them): tells its code apart from its overloads' in what the
    /// unit calls (see `BodyEnv::note_called_overload`).
    /// (A member function, whose calls are not told apart by their
    /// arguments, by its name alone.)
    pub fn overload_key(&self, f: DeclIdx) -> Option<String> {
        let d = self.decl(f);
        let name = d.name?.as_str();
        if d.context == Context::Class || !d.qualifier.is_empty() {
            return Some(name.to_string());
        }
        Some(called_overload(name, &crate::symbols::params_key(self.text, self.view.scan, d)))
    }

    /// Whether `name` is an enumerator of an enumeration the unit declares,
    /// or of one of the CUDA runtime's (which a raw `.cu` has not read).
    pub fn is_enumerator(&self, name: &str) -> bool {
        self.table.enumerators.contains(name) || self.block_enumerators.contains(name) || super::runtime_enumerators::RUNTIME_ENUMERATORS.binary_search(&name).is_ok()
    }

    /// A `__global__` function template: its device code exists per
    /// instance.
    pub fn is_kernel_template(&self, f: DeclIdx) -> bool {
        self.is_function_template(f) && self.exec_space(f) & exec::GLOBAL_BIT != 0
    }

    /// A `__device__` (or `__host__ __device__`) function template, no
    /// kernel: its device code exists per instance device code calls.
    pub fn is_device_function_template(&self, f: DeclIdx) -> bool {
        self.is_function_template(f) && self.exec_space(f) & (exec::DEVICE_BIT | exec::GLOBAL_BIT) == exec::DEVICE_BIT
    }

    /// A member function defined inside its class.
    pub fn defined_in_class(&self, f: DeclIdx) -> bool {
        let d = self.decl(f);
        d.context == Context::Class && d.func.as_ref().is_some_and(|x| x.body_span.is_some())
    }
}

impl<'l> BodyEnv<'l, '_> {
    /// A call's arguments: in device code, two or more arguments read at
    /// run time are stored in temporaries first (see the module doc).
    /// Function templates are left out: their device code exists per
    /// instance. A member function's (`call` is `object.f`) are read off
    /// its class, and a class prvalue object is materialized.
    pub fn note_call_args(&self, callee: Option<&str>, call: &Expr, args: &[Expr]) {
        let mut chosen = None;
        if let Some(callee) = callee {
            let bare = callee.split('<').next().unwrap_or(callee).trim();
            let name = bare.rsplit("::").next().unwrap_or(bare).trim();
            if !callee.contains('<') && !matches!(call.without_parens(), Expr::Member(..)) {
                let fns = self.low.functions_named(bare);
                if !fns.is_empty() {
                    chosen = self.note_called_overload(&fns, name, &args.iter().collect::<Vec<_>>());
                }
            }
            if chosen.is_none() {
                self.note_called(name);
            }
            self.note_constructed_by(callee);
            // The runtime's own declarations (a unit preprocessed with
            // the headers) have no device code in the host compilation;
            // a call of none of the unit's overloads is of the runtime's.
            if !self.low.table.declared_in_main_file(name) || chosen.as_ref().is_some_and(Vec::is_empty) {
                self.note_runtime_call(name, callee, args);
            }
        }
        if let (Expr::Member(object, op, _), Some(name)) = (call.without_parens(), callee) {
            self.note_member_use(object, *op == "->", name.rsplit("::").next().unwrap_or(name));
            if let Some(class) = self.object_class(object) {
                self.note_std_use(&class, name.rsplit("::").next().unwrap_or(name).trim(), args.len());
            }
        } else if let Some(name) = callee {
            match self.object_class(call) {
                // A call of an object (`dist(gen)`).
                Some(class) => self.note_std_use(&class, "operator()", args.len()),
                None => self.note_std_call(name, args.len()),
            }
        }
        self.note_list_arguments(callee, args);
        let Some(f) = self.function else { return };
        if !self.in_device_code() {
            // (Host code's conversions run constructors with device code.)
            if !self.in_template.get() {
                let params = callee.and_then(|c| self.agreed_parameters(c, args.len())).unwrap_or_default();
                args.iter().zip(&params).for_each(|(a, p)| _ = self.converts_through_constructor(a, p));
            }
            return;
        }
        if self.in_template.get() {
            if let Expr::Member(object, ".", _) = call.without_parens() {
                self.note_template_member_object(f, object);
            }
            self.note_kernel_template_call_args(f, callee, args);
            return;
        }
        let params = match call.without_parens() {
            Expr::Member(object, op, member) => {
                if *op == "." {
                    self.note_member_object(object);
                }
                self.member_parameters(object, *op == "->", self.low.tok(member.last.saturating_sub(1)), args.len())
            }
            _ => callee.and_then(|c| self.agreed_parameters(c, args.len())).or(chosen.and_then(only)),
        };
        self.note_device_args(f, callee, args, &params.unwrap_or_default());
    }

    /// The temporaries of a call in device code whose parameters (as
    /// `params_key` spells them; empty when unknown) are `params`: cicc
    /// stores the arguments in temporaries once two or more are read at
    /// run time, each one that needs a load (an argument bound to a
    /// reference as it is only counts: its address is stable), and
    /// materializes those a reference binds to a temporary.
    fn note_device_args(&self, f: DeclIdx, callee: Option<&str>, args: &[Expr], params: &[String]) {
        let loads: Vec<ArgLoad> = args.iter().enumerate().map(|(n, a)| self.arg_load(a, params.get(n).map(String::as_str))).collect();
        // (A value converted to a class parameter is materialized too.)
        let materialized = args.iter().zip(params).filter(|(a, p)| self.binds_temporary(a, p) || self.converts_through_constructor(a, p)).count() as u32;
        let stored = loads.iter().filter(|l| **l == ArgLoad::Stored).count() as u32 + callee.map_or(0, |c| self.runtime_defaults(c, args.len()));
        let read = stored + loads.iter().filter(|l| **l == ArgLoad::Stable).count() as u32;
        let copies = args.iter().zip(params).filter(|(a, p)| self.copies_through_constructor(a, p)).count() as u32;
        let count = if read >= 2 { stored } else { 0 } + materialized + copies;
        if count > 0 {
            self.low.note_device_temporaries((f, count));
        }
    }

    /// What cicc does with one argument of a device call bound to
    /// `param` (when known), measured on its C output: a constant or a
    /// variable's address written `&x` is passed as it is; an object a
    /// non-`const` reference binds is passed by its address, which counts
    /// as read but is not stored; anything else (a `const` reference's or
    /// a `const T *`'s converted address, a load) is stored.
    fn arg_load(&self, a: &Expr, param: Option<&str>) -> ArgLoad {
        let Some(param) = param else { return self.plain_arg_load(a) };
        if self.binds_temporary(a, param) || self.converts_to_class(a, param).is_some() {
            // (Passes the temporary's address or value, read at run time.)
            return ArgLoad::Stored;
        }
        let plain_reference = param.ends_with('&') && !param.ends_with("&&") && !param.starts_with("const ");
        if plain_reference && self.is_object_name(a) {
            return ArgLoad::Stable;
        }
        if qualified_pointer(param) && self.names_unqualified_array(a) {
            return ArgLoad::Stored;
        }
        // `&x` to a `const T *` is converted: `(const int *)&x`.
        if param.starts_with("const ") && param.ends_with('*') {
            if let Expr::Unary("&", x) = a.without_parens() {
                if self.is_object_name(x) && self.expr_decl_ty(x).is_some_and(|t| !matches!(t, DeclTy::Const(_))) {
                    return ArgLoad::Stored;
                }
            }
        }
        self.plain_arg_load(a)
    }

    fn plain_arg_load(&self, a: &Expr) -> ArgLoad {
        if self.is_address_or_constant(a) {
            ArgLoad::Free
        } else {
            ArgLoad::Stored
        }
    }

    /// An operator written as one (`a * b`, `a += b`) in device code that
    /// calls an operator function: a free one takes both operands as a
    /// call's arguments, and they cost what those do; a member one takes
    /// the left operand as its object (see `note_member_object`) and the
    /// right one as its argument. (`a = b` and a member compound
    /// assignment are `note_operator_assignment`'s.)
    pub fn note_operator_call(&self, e: &Expr) {
        let (l, op, r) = match e {
            Expr::Binary(l, op, r) => (l, op.as_str(), r),
            Expr::Assign(l, op, r) if op != "=" => (l, op.as_str(), r),
            Expr::Unary(op, x) => {
                let name = format!("operator{op}");
                if self.note_operator_overload(&name, &[x]).is_none() {
                    self.note_called(&name);
                }
                return;
            }
            _ => return,
        };
        let name = format!("operator{op}");
        // (Its code exists once called, from host code too, as a named
        // call's.)
        let chosen = self.note_operator_overload(&name, &[l, r]);
        if chosen.is_none() {
            self.note_called(&name);
        }
        self.note_member_use(self.operator_object(l, r), false, &name);
        let Some(f) = self.function.filter(|_| !self.in_template.get() && self.in_device_code()) else { return };
        if let Some(params) = self.member_operator_parameters(l, r, &name) {
            if matches!(e, Expr::Binary(..)) {
                self.note_member_object(l);
                self.note_device_args(f, None, std::slice::from_ref(&**r), &params);
            }
            return;
        }
        let Some(params) = chosen.and_then(only).or_else(|| self.free_operator_parameters(&name, [l, r])) else { return };
        self.note_device_args(f, Some(&name), &[(**l).clone(), (**r).clone()], &params);
    }

    /// A member function called on `object` (`f().dot(v)`, `(a - b) *
    /// c`, `S().get()`) in device code: a class prvalue is materialized
    /// in a temporary whose address is the object's.
    fn note_member_object(&self, object: &Expr) {
        let Some(f) = self.function.filter(|_| !self.in_template.get() && self.in_device_code()) else { return };
        let object = object.without_parens();
        if !self.is_lvalue(object) && matches!(object, Expr::Call(..) | Expr::Binary(..) | Expr::Unary(..) | Expr::Construct(..)) && self.class_valued(object) {
            self.low.note_device_temporaries((f, 1));
        }
    }

    /// `note_member_object` in a kernel or device function template, for
    /// an object its functional notation makes (`SharedMemory<T>().get()`):
    /// a temporary per instance, each call site counted once.
    fn note_template_member_object(&self, f: DeclIdx, object: &Expr) {
        if !self.low.is_kernel_template(f) && !self.low.is_device_function_template(f) {
            return;
        }
        let Expr::Construct(r, ..) = object.without_parens() else { return };
        let written = self.printer().range_text(*r);
        let template = written.split('<').next().unwrap_or(&written).trim();
        let is_class = self.low.class_of_type(&written).or_else(|| self.low.class_of_type(template)).is_some_and(|c| !c.is_enum);
        // (`usize::MAX` sets the object's site apart from an argument list
        // starting at the same token.)
        if is_class && self.low.counted_sites.borrow_mut().insert((f, vec![r.first, usize::MAX])) {
            self.low.templated_temporaries.borrow_mut().push(f);
        }
    }

    /// The parameters of the member operator function `name` of the left
    /// operand's class, when it has one taking one argument (every such
    /// overload agreeing). A left operand whose class is not known (an
    /// operator's result) is taken to be of the right one's.
    fn member_operator_parameters(&self, left: &Expr, right: &Expr, name: &str) -> Option<Vec<String>> {
        self.member_parameters(self.operator_object(left, right), false, name, 1)
    }

    /// The operand whose class a member operator function's object is of:
    /// the left one, unless its class is not known (an operator's or a
    /// call's result) and it is no arithmetic value, when it is taken to
    /// be of the right one's.
    /// (A class template's member returning the template's own name, `V
    /// neg()`, gives no instance: that is not known either.)
    fn operator_object<'e>(&self, left: &'e Expr, right: &'e Expr) -> &'e Expr {
        let arithmetic = || self.printer().ty_of(left).is_some_and(|t| t.is_arithmetic());
        let known = |e: &Expr| self.operand_class_name(e).is_some_and(|c| c.contains('<') || self.low.class_of_type(&c).is_none_or(|s| s.template.is_none()));
        if known(left) || arithmetic() || !known(right) {
            left
        } else {
            right
        }
    }

    /// The parameters of member function `member` of `object`'s class
    /// (`->`: what `object` points to) taking `arity` arguments, when
    /// every such overload agrees.
    fn member_parameters(&self, object: &Expr, arrow: bool, member: &str, arity: usize) -> Option<Vec<String>> {
        let pointer = matches!(self.expr_decl_ty(object).as_ref().map(DeclTy::unqualified), Some(DeclTy::Pointer(_)));
        let class = self.object_class(object).filter(|_| pointer == arrow)?;
        let class = self.low.class_of_type(&class)?;
        let mut keys = self.low.table.lookup(&format!("{}::{member}", class.qname)).map(|(_, s)| s).filter(|s| s.kind == EntityKind::Function && s.template.is_none()).map(spelled_params).filter(|p| p.len() == arity && !p.iter().any(|p| p == "..."));
        let params = keys.next()?;
        keys.all(|other| other == params).then_some(params)
    }

    /// The parameters of the free (non-template) operator function `name`
    /// the operands call: of those declared, the ones whose parameters
    /// name each operand's class where it is one, when they agree.
    fn free_operator_parameters(&self, name: &str, operands: [&Expr; 2]) -> Option<Vec<String>> {
        let classes: Vec<Option<String>> = operands.iter().map(|o| self.operand_class_name(o)).collect();
        let takes = |params: &[String]| {
            params.iter().zip(&classes).all(|(p, c)| {
                let bare = p.trim_start_matches("const ").trim_end_matches('&').trim();
                c.as_deref().is_none_or(|c| bare == c)
            })
        };
        let candidates = self.low.table.resolve_functions(&[name], &self.low.scope, false);
        let mut keys = candidates
            .iter()
            .filter(|s| s.kind == EntityKind::Function && s.template.is_none() && s.class.is_none())
            .map(|s| spelled_params(s))
            .filter(|p| p.len() == 2 && takes(p));
        let params = keys.next()?;
        keys.all(|other| other == params).then_some(params)
    }

    /// The free functions (no templates) of `fns` that `args` may call,
    /// by C++'s ranking, as far as their types tell: a class argument
    /// matches a parameter of its own class only (the runtime's vector
    /// types convert to nothing), an arithmetic one an arithmetic
    /// parameter (exact, then promoted, then converted) or a class with
    /// constructors; an argument of unknown type ranks every candidate
    /// alike. The best one alone when there is one, else every viable one;
    /// `None` when some candidate takes that many arguments but none is
    /// viable (what was not understood).
    pub(super) fn overload_choice<'s>(&self, fns: &[&'s crate::symbols::Symbol], args: &[&Expr]) -> Option<Vec<&'s crate::symbols::Symbol>> {
        // (Templates and member functions are not ranked.)
        if fns.iter().any(|s| s.template.is_some() || s.class.is_some()) {
            return None;
        }
        let kinds: Vec<ArgKind> = args.iter().map(|a| self.arg_kind(a)).collect();
        let mut takes_as_many = false;
        let viable: Vec<(&'s crate::symbols::Symbol, Vec<u8>)> = fns
            .iter()
            .filter(|s| s.kind == EntityKind::Function)
            .filter_map(|&s| {
                // (An arity not known may take as many.)
                takes_as_many |= s.arity.is_none();
                let (required, total) = s.arity?;
                if args.len() < usize::from(required) || args.len() > usize::from(total) {
                    return None;
                }
                takes_as_many = true;
                let params = spelled_params(s);
                let ranks = kinds.iter().enumerate().map(|(k, a)| self.overload_rank(params.get(k)?, s.param_tys.get(k).copied(), a)).collect::<Option<Vec<u8>>>()?;
                Some((s, ranks))
            })
            .collect();
        if viable.is_empty() {
            let any = fns.iter().any(|s| s.kind == EntityKind::Function);
            return (any && !takes_as_many).then(Vec::new);
        }
        let at_least_as_good = |a: &[u8], b: &[u8]| a.iter().zip(b).all(|(x, y)| x <= y);
        let mut best: Vec<_> = viable.iter().filter(|(_, r)| viable.iter().all(|(_, other)| at_least_as_good(r, other))).map(|(s, _)| *s).collect();
        // (One function declared twice, or named through a using
        // declaration as well, is one.)
        let mut seen = rustc_hash::FxHashSet::default();
        best.retain(|s| seen.insert(s.params_key.as_str()));
        Some(if best.len() == 1 { best } else { viable.into_iter().map(|(s, _)| s).collect() })
    }

    /// What `overload_choice` knows of an argument's type.
    fn arg_kind(&self, a: &Expr) -> ArgKind {
        if let Some(class) = self.operand_class_name(a) {
            return ArgKind::Class(class);
        }
        match self.printer().ty_of(a) {
            Some(t) if t.is_arithmetic() || t == super::ty::Ty::Pointer => ArgKind::Value(t),
            _ => self.overloaded_result_class(a).map_or(ArgKind::Unknown, ArgKind::Class),
        }
    }

    /// The class an overloaded operator's or function's result is an
    /// object of, when `overload_choice` tells the one called (`f * v` of
    /// a `float4 operator*(float, float4)`).
    fn overloaded_result_class(&self, e: &Expr) -> Option<String> {
        let (name, operands): (String, Vec<&Expr>) = match e.without_parens() {
            Expr::Binary(l, op, r) => (format!("operator{op}"), vec![&**l, &**r]),
            Expr::Unary(op, x) if !matches!(*op, "&" | "*") => (format!("operator{op}"), vec![&**x]),
            Expr::Call(callee, args) => match callee.without_parens() {
                Expr::Name(r) => (self.printer().range_text(*r), args.iter().collect()),
                _ => return None,
            },
            _ => return None,
        };
        if name.contains('<') || !self.low.table.knows(name.rsplit("::").next().unwrap_or(&name).trim()) {
            return None;
        }
        let fns = self.low.functions_named(&name);
        let [s] = self.overload_choice(&fns, &operands)?[..] else { return None };
        let written = s.value_type_name.as_deref()?.trim_start_matches("const ").trim_end_matches('&').trim();
        // (A runtime vector type is no class of the unit's when the
        // headers were not read.)
        let qname = match self.class_through_typedef(written).filter(|c| !c.is_enum) {
            Some(class) => class.qname.as_str(),
            None if super::stub::vector_type_layout(written).is_some() => written,
            None => return None,
        };
        Some(qname.rsplit("::").next().unwrap_or(qname).to_string())
    }

    /// How well parameter `param` (spelled as `params_key` does; `ty` its
    /// arithmetic type) takes an argument: 0 exact, 1 promoted, 2
    /// converted, 3 through a constructor; `None` when it cannot.
    fn overload_rank(&self, param: &str, ty: Option<super::ty::Ty>, arg: &ArgKind) -> Option<u8> {
        use super::ty::Ty;
        let bare = param.trim_start_matches("const ").trim_end_matches('&').trim();
        let bare = bare.strip_prefix("struct ").unwrap_or(bare).trim_global();
        match arg {
            ArgKind::Unknown => Some(0),
            ArgKind::Class(c) => (bare == c || bare.rsplit("::").next() == Some(c)).then_some(0),
            ArgKind::Value(Ty::Pointer) => (ty == Some(Ty::Pointer)).then_some(0),
            ArgKind::Value(a) => match ty {
                Some(p) if p.is_arithmetic() => Some(if p == *a {
                    0
                } else if a.promoted() == p && a.promoted() != *a || *a == Ty::Float && p == Ty::Double {
                    1
                } else {
                    2
                }),
                _ => {
                    let class = self.class_through_typedef(bare)?;
                    let ctor = class.qname.rsplit("::").next().unwrap_or(&class.qname);
                    self.low.table.lookup(&format!("{}::{ctor}", class.qname)).any(|(_, s)| s.kind == EntityKind::Function).then_some(3)
                }
            },
        }
    }

    /// An operator function `name` applied to `operands`, not all of them
    /// arithmetic values or pointers (a built-in operator's): the
    /// overload they call (see `note_called_overload`).
    fn note_operator_overload(&self, name: &str, operands: &[&Expr]) -> Option<Vec<Vec<String>>> {
        if !self.low.table.knows(name) || operands.iter().all(|o| matches!(self.arg_kind(o), ArgKind::Value(_))) {
            return None;
        }
        // (A member operator of the left operand's class is not chosen
        // here: its call is noted by name.)
        let member = |o: &Expr| self.object_class(o).and_then(|c| self.low.class_of_type(&c)).is_some_and(|c| self.low.table.lookup(&format!("{}::{name}", c.qname)).next().is_some());
        if operands.first().is_some_and(|o| member(o)) {
            return None;
        }
        let candidates = self.low.table.resolve_functions(&[name], &self.low.scope, false);
        self.note_called_overload(&candidates, name, operands)
    }

    /// A call of the free function `name` (of overloads `fns`) with
    /// `args`: the overloads `overload_choice` finds are called (keyed
    /// `name(params)`, see `DeviceCallTemps::overload`), whose parameters
    /// it gives (none: the call is of none of `fns`); `None` when it
    /// cannot tell.
    fn note_called_overload(&self, fns: &[&crate::symbols::Symbol], name: &str, args: &[&Expr]) -> Option<Vec<Vec<String>>> {
        let chosen = self.overload_choice(fns, args)?;
        for s in &chosen {
            self.note_called(&called_overload(name, &s.params_key));
        }
        // (The runtime headers' own are left out: a call of one is the
        // runtime's, see `note_runtime_call`.)
        Some(chosen.into_iter().filter(|s| self.low.table.in_user_code(s)).map(spelled_params).collect())
    }

    /// The unqualified name of the class an operand is an object of (not
    /// through a pointer), when known.
    fn operand_class_name(&self, e: &Expr) -> Option<String> {
        if matches!(self.expr_decl_ty(e).as_ref().map(DeclTy::unqualified), Some(DeclTy::Pointer(_))) {
            return None;
        }
        let class = self.object_class(e)?;
        let last = class.rsplit("::").next().unwrap_or(&class);
        Some(last.to_string())
    }

    /// A call in a kernel template's or a device function template's
    /// body: its device code exists per instance (each one the unit
    /// launches or instantiates, or emitted device code calls: see
    /// `note_template_call`), so its temporaries are counted per instance
    /// by the stub. Only the sure part of the rule: two or more arguments
    /// read at run time, a value parameter of the template being a
    /// constant. A class template's member function (no template of its
    /// own) has them per instance the unit calls. (A device function
    /// template's instances that class template members call are not
    /// followed.)
    fn note_kernel_template_call_args(&self, f: DeclIdx, callee: Option<&str>, args: &[Expr]) {
        let member = self.low.class_template_member(f).is_some();
        if !self.low.is_kernel_template(f) && !self.low.is_device_function_template(f) && !member {
            return;
        }
        // (An object bound to a plain reference is read by its stable
        // address, as in other device code: it counts towards the two,
        // but is not stored, `g(tile, src)` for a `T (&tile)[N]`.)
        // (An array converted to a `const` or `volatile` pointer is stored
        // as a converted address, `(volatile float *)sdata`.)
        let passing = callee.and_then(|c| self.parameter_passing(c, args.len())).unwrap_or_default();
        let bound = |n: usize, a: &Expr| passing.get(n) == Some(&Passing::PlainReference) && self.is_object_name(a);
        let converted = |n: usize, a: &Expr| passing.get(n) == Some(&Passing::QualifiedPointer) && self.names_unqualified_array(a);
        let evaluated = args.iter().enumerate().filter(|&(n, a)| !bound(n, a) && (converted(n, a) || !self.is_address_or_constant(a) && !self.names_value_parameter(a))).count() as u32;
        let stable = args.iter().enumerate().filter(|&(n, a)| bound(n, a)).count() as u32;
        // (A template's body may be printed more than once: each call
        // counts once, by where its arguments start.)
        let site = args.iter().map(first_token).collect::<Option<Vec<usize>>>();
        let Some(site) = site.filter(|_| evaluated > 0 && evaluated + stable >= 2) else { return };
        // (A class template's member: per instance the unit calls.)
        if member {
            return self.note_template_member_temporaries(f, site.first().copied().unwrap_or_default(), evaluated);
        }
        if self.low.counted_sites.borrow_mut().insert((f, site)) {
            self.low.templated_temporaries.borrow_mut().extend(std::iter::repeat_n(f, evaluated as usize));
        }
    }

    /// A `break` (else a `continue`): the loop or switch it leaves.
    pub fn note_jump(&self, is_break: bool) {
        let mut targets = self.jump_targets.borrow_mut();
        let target = targets.iter_mut().rev().find(|t| is_break || t.is_loop);
        if let Some(t) = target {
            if is_break {
                t.broken = true;
            } else {
                t.continued = true;
            }
        }
    }

    /// cicc's C generator labels the place a `break` jumps to and the
    /// place a `continue` jumps to, each label a temporary: one per loop
    /// or switch (at token `at`) that a `break` leaves, one per loop that
    /// a `continue` continues, in device code (a kernel template's per
    /// instance). Measured with the oracle on loops, switches, nested
    /// loops and `continue` from a switch.
    pub fn note_jump_labels(&self, at: usize, t: JumpTarget) {
        let labels = u32::from(t.broken) + u32::from(t.continued);
        let Some(f) = self.function.filter(|_| labels > 0 && self.in_device_code()) else { return };
        // (A body printed twice counts once.)
        if !self.low.counted_sites.borrow_mut().insert((f, vec![at])) {
            return;
        }
        if !self.in_template.get() {
            self.low.note_device_temporaries((f, labels));
        } else if self.low.is_kernel_template(f) {
            self.low.templated_temporaries.borrow_mut().extend(std::iter::repeat_n(f, labels as usize));
        }
    }

    /// A template value parameter named alone (`N`, `(N)`).
    fn names_value_parameter(&self, e: &Expr) -> bool {
        match e.without_parens() {
            Expr::Name(r) if r.last == r.first + 1 => self.is_value_parameter(self.low.tok(r.first)),
            _ => false,
        }
    }

    /// The default arguments a call of `callee` with `given` arguments
    /// passes that are read at run time (`int width = warpSize`), when
    /// every function it may call agrees.
    fn runtime_defaults(&self, callee: &str, given: usize) -> u32 {
        let fns = self.low.functions_named(callee.split('<').next().unwrap_or(callee).trim());
        let counts: Vec<u32> = fns.iter().filter(|s| s.params.len() > given).map(|s| (s.runtime_default_params >> given.min(63)).count_ones()).collect();
        match counts.split_first() {
            Some((&first, rest)) if rest.iter().all(|&c| c == first) => first,
            _ => 0,
        }
    }

    /// The parameter types (as `params_key` spells them) of a call of a
    /// non-template function the unit declares with `arity` arguments,
    /// when every such overload agrees on them.
    fn agreed_parameters(&self, callee: &str, arity: usize) -> Option<Vec<String>> {
        if callee.contains('<') {
            return None;
        }
        agreed(self.candidate_parameters(callee, arity, false))
    }

    /// The parameter lists (as `params_key` spells them, no `...`) of the
    /// namespace-scope functions `callee` names that have `arity`
    /// parameters; function templates too when `templates`.
    fn candidate_parameters(&self, callee: &str, arity: usize, templates: bool) -> Vec<Vec<String>> {
        if arity == 0 {
            return Vec::new();
        }
        let parts: Vec<&str> = callee.split_scopes().map(str::trim).filter(|p| !p.is_empty()).collect();
        let candidates = self.low.table.resolve_functions(&parts, &self.low.scope, callee.trim_start().starts_with("::"));
        candidates
            .iter()
            .filter(|s| s.kind == EntityKind::Function && (templates || s.template.is_none()) && s.class.is_none())
            .map(|s| spelled_params(s))
            .filter(|params| params.len() == arity && !params.iter().any(|p| p == "..."))
            .collect()
    }

    /// A name of an array whose elements are neither `const` nor
    /// `volatile`: passed to a pointer to qualified elements, its address
    /// is converted.
    fn names_unqualified_array(&self, a: &Expr) -> bool {
        let Expr::Name(r) = a.without_parens() else { return false };
        if r.last != r.first + 1 {
            return false;
        }
        let array = match self.scopes.borrow().find(self.low.tok(r.first)) {
            Some(info) => info.array,
            None => self.static_object(a) == Some(true),
        };
        array && !matches!(self.expr_decl_ty(a), Some(DeclTy::Array(elem, _)) if matches!(*elem, DeclTy::Const(_) | DeclTy::Volatile(_)))
    }

    /// How the functions (templates too) `callee` names with `arity`
    /// parameters take each argument; `None` unless all such candidates
    /// agree.
    fn parameter_passing(&self, callee: &str, arity: usize) -> Option<Vec<Passing>> {
        // (`v<B>(s, t)`: the template's parameters, as written.)
        let callee = callee.split('<').next().unwrap_or(callee);
        let passing = |p: &String| {
            if !p.starts_with("const ") && (p.ends_with('&') && !p.ends_with("&&") || p.contains("(&)")) {
                Passing::PlainReference
            } else if qualified_pointer(p) {
                Passing::QualifiedPointer
            } else {
                Passing::Other
            }
        };
        agreed(self.candidate_parameters(callee, arity, true).iter().map(|params| params.iter().map(passing).collect()).collect())
    }

    /// An object passed by value to a parameter of a class whose copy
    /// constructor the unit defines for the device (`H2(const H2 &)`):
    /// cicc copies it into a temporary through that constructor (whose
    /// code is made once). A value that is no object initializes the
    /// parameter directly.
    fn copies_through_constructor(&self, arg: &Expr, param: &str) -> bool {
        if param.contains(['&', '*']) || !self.is_lvalue(arg) {
            return false;
        }
        let class = param.trim_start_matches("const ").trim();
        let Some(sym) = self.class_through_typedef(class).filter(|s| !s.is_enum) else { return false };
        let own = sym.qname.rsplit("::").next().unwrap_or(&sym.qname);
        let copy = self.low.table.lookup(&format!("{}::{own}", sym.qname)).map(|(_, s)| s).find(|s| {
            let params = super::split_template_args(&format!("<{}>", s.params_key));
            s.kind == EntityKind::Function && !s.is_defaulted && s.exec_space & exec::DEVICE_BIT != 0 && params.len() == 1 && params[0].ends_with('&') && params[0].trim_end_matches('&').trim().trim_start_matches("const ").trim() == own
        });
        if copy.is_none() {
            return false;
        }
        // (The constructor's code, counted as a construction's is.)
        self.note_construction(class, std::slice::from_ref(arg));
        true
    }

    /// An arithmetic argument of a parameter of class type (by value or
    /// `const` reference, `params_key`'s spelling): converted by the
    /// class's constructor, which runs (see `note_conversion`).
    fn converts_through_constructor(&self, arg: &Expr, param: &str) -> bool {
        self.converts_to_class(arg, param).is_some_and(|class| self.note_conversion(&class, arg))
    }

    /// The class an arithmetic argument is converted to for `param`.
    fn converts_to_class(&self, arg: &Expr, param: &str) -> Option<String> {
        if param.contains('*') || param.ends_with("&&") || param.ends_with('&') && !param.starts_with("const ") {
            return None;
        }
        let class = param.trim_start_matches("const ").trim_end_matches('&').trim();
        let sym = self.class_through_typedef(class).filter(|s| !s.is_enum)?;
        let arithmetic = self.printer().ty_of(arg).is_some_and(|t| t.is_arithmetic());
        arithmetic.then(|| sym.qname.clone())
    }

    /// A value converted implicitly to `class` (`return 3;` for a `W`, an
    /// argument or a copy-initialization): its converting constructor's
    /// code exists once, as for a construction, and a `__device__` one's
    /// from host code too (EDG lets the implicit call pass, measured: no
    /// diagnostic, its code made). Whether it has such a constructor.
    pub fn note_conversion(&self, class: &str, arg: &Expr) -> bool {
        if !self.printer().ty_of(arg).is_some_and(|t| t.is_arithmetic()) {
            return false;
        }
        let class = class.trim().trim_global().trim();
        let Some(ctor) = self.device_ctor(class, std::slice::from_ref(arg), true) else { return false };
        if !(ctor.constexpr && self.is_constant(arg)) {
            self.low.note_temporaries_of(format!("{class}/{}", ctor.params), ctor.params, self.lowered_once_called());
        }
        true
    }

    /// `W w = e;` (`head` the declarator's tokens, the class named at
    /// `class_tok`, the initializer after the `=` at `eq` up to `last`):
    /// an arithmetic value converted to the class. In device code, a
    /// `const` object (`constant`) initialized by a call returning the
    /// class gets the result through a temporary of cicc's (measured:
    /// `const float4 v = make_float4(...)`, not without the `const`).
    pub fn note_copy_initialization(&self, head: &[crate::lexer::Token], class_tok: usize, (eq, last): (usize, usize), constant: bool) {
        if self.in_template.get() || head.iter().any(|k| matches!(k.text(self.low.text), "*" | "&" | "&&" | "[" | "(")) {
            return;
        }
        let class = self.low.tok(class_tok);
        if self.class_through_typedef(class).is_none_or(|s| s.is_enum) || self.low.tok(eq + 1) == "{" {
            return;
        }
        let is_type = |n: &str| self.is_type(n);
        let mut p = self.parser(eq + 1, last, &is_type);
        let e = p.expression();
        if !p.at_end() {
            return;
        }
        self.note_conversion(class, &e);
        if let Some(f) = self.function.filter(|_| constant && self.in_device_code() && self.calls_class_returning(&e)) {
            self.low.note_device_temporaries((f, 1));
        }
    }

    /// `return e;`: a value converted to the class the function returns.
    pub fn note_returned(&self, e: &Expr) {
        let Some(f) = self.function.filter(|_| !self.in_template.get() && self.returns.borrow().is_empty()) else { return };
        let d = self.low.decl(f);
        if d.func.as_ref().is_none_or(|x| x.no_type) {
            return;
        }
        if let Some(class) = crate::symbols::named_value_type(self.low.text, d).filter(|t| self.low.is_class_type(t)) {
            self.note_conversion(class, e);
        }
    }

    /// A parameter (as `params_key` spells it) that binds a temporary to
    /// this argument.
    fn binds_temporary(&self, arg: &Expr, param: &str) -> bool {
        let (referred, rvalue) = if let Some(t) = param.strip_suffix("&&") {
            (t, true)
        } else if let Some(t) = param.strip_suffix('&').and_then(|t| t.strip_prefix("const ")) {
            (t, false)
        } else {
            return false;
        };
        let referred = referred.trim();
        let arg = arg.without_parens();
        if !self.is_lvalue(arg) {
            // `std::move(x)` is an xvalue: bound directly.
            return !matches!(arg, Expr::Call(callee, _) if matches!(&**callee, Expr::Name(r) if matches!(self.low.tok(r.last.saturating_sub(1)), "move" | "forward")));
        }
        // An lvalue of another arithmetic type is converted first.
        !rvalue && matches!(self.expr_decl_ty(arg), Some(DeclTy::Builtin(t)) if t != referred && crate::mangle::builtin_code(referred).is_some())
    }

    /// An expression that names an object: a variable (not an
    /// enumerator), a member, an element, a dereference.
    pub(super) fn is_lvalue(&self, e: &Expr) -> bool {
        match e.without_parens() {
            Expr::Name(r) => !(r.last == r.first + 1 && self.scopes.borrow().find(self.low.tok(r.first)).is_none() && self.low.is_enumerator(self.low.tok(r.first))),
            Expr::Member(..) | Expr::Index(..) | Expr::Unary("*", _) | Expr::Assign(..) => true,
            Expr::Unary(op, _) => matches!(*op, "++" | "--"),
            _ => false,
        }
    }

    /// Placement new (`new (p) T`) calls libstdc++'s inline `operator
    /// new(size_t, void *)` (or `operator new[]`), whose code costs one
    /// temporary once used from host code the unit emits. (Uses in
    /// templates and in functions lowered only once used are left out;
    /// device code, where cicc makes more, too.)
    pub fn note_placement_new(&self, array: bool) {
        let Some(f) = self.function else { return };
        if self.in_template.get() || self.in_device_code() || !self.low.always_emitted(f) {
            return;
        }
        // (Keyed as the library uses that call it are: counted once.)
        let key = if array { "operator new[](void *)" } else { super::header_temps::StdCost::PlacementNew.temporaries().0 };
        self.low.note_temporaries(format!("runtime:{key}"), 1);
    }

    /// A `std::initializer_list` of elements spelled `elem` is made:
    /// libstdc++'s constexpr constructor (two parameters) has device code,
    /// made once per element type, from host code cudafe++ lowers too.
    /// Not in a template, whose instances make their own.
    fn note_initializer_list(&self, elem: &str) {
        if self.in_template.get() {
            self.note_templated_initializer_list(elem);
            return;
        }
        if self.function.is_none() {
            return;
        }
        let caller = if self.in_device_code() { None } else { self.unless_called() };
        let (key, n) = super::stub::initializer_list_key(elem);
        self.low.note_temporaries_of(key, n, caller);
    }

    /// `note_initializer_list` in the host code of a function template:
    /// kept with the template, each of its instances making one of its
    /// element type.
    fn note_templated_initializer_list(&self, elem: &str) {
        let Some(f) = self.function.filter(|&f| !self.device.get() && self.own_function_template(f) && self.low.view.user_code) else { return };
        let names: Vec<String> = self.low.decl(f).template.iter().flat_map(|t| t.params.iter().filter_map(|p| p.name.map(|n| n.as_str().to_string()))).collect();
        let ty = super::types::parse(elem, &crate::lexer::lex(elem), &names);
        self.low.templated_uses.borrow_mut().push((f, super::stub::TemplateUse::InitializerList(ty)));
    }

    /// A function template of its own (not a member of a class
    /// template, whose members are made once per class instance).
    fn own_function_template(&self, f: DeclIdx) -> bool {
        let d = self.low.decl(f);
        d.template.as_ref().is_some_and(|t| t.kind == crate::parse::TemplateKind::Primary) && d.context != Context::Class && self.low.class_template_member(f).is_none()
    }

    /// A range-based `for` whose range is tokens `first..last`: over a
    /// braced list (`for (int n : {128, 256})`), an initializer list of
    /// the first element's type; in device code cicc's loop over it takes
    /// five temporaries more (measured with the oracle).
    pub fn note_range_over_list(&self, first: usize, last: usize) {
        if self.low.toks.get(first).is_none_or(|t| t.text(self.low.text) != "{") || self.low.group_end(first) != last {
            return;
        }
        let is_type = |n: &str| self.is_type(n);
        let Expr::List(items) = self.parser(first, last, &is_type).braced_list() else { return };
        let Some(elem) = items.first().and_then(|e| self.element_key(e)) else { return };
        self.note_initializer_list(&elem);
        let Some(f) = self.function.filter(|_| self.in_device_code() && !self.in_template.get()) else { return };
        if self.low.counted_sites.borrow_mut().insert((f, vec![first])) {
            self.low.note_device_temporaries((f, 5));
        }
    }

    /// Braced lists passed to a call: to a parameter of type
    /// `std::initializer_list<T>` (or as the one argument of `std::min`,
    /// `std::max`), each makes an initializer list.
    fn note_list_arguments(&self, callee: Option<&str>, args: &[Expr]) {
        self.note_function_arguments(callee, args);
        let Some(callee) = callee.filter(|_| args.iter().any(|a| matches!(a, Expr::List(_)))) else { return };
        let bare = callee.split('<').next().unwrap_or(callee).trim();
        if let [Expr::List(items)] = args {
            if matches!(bare.trim_global(), "std::min" | "std::max" | "std::minmax") {
                if let Some(elem) = items.first().and_then(|e| self.element_key(e)) {
                    self.note_initializer_list(&elem);
                }
                return;
            }
        }
        let params = self.agreed_parameters(callee, args.len()).unwrap_or_default();
        for (a, p) in args.iter().zip(&params) {
            let elem = p.split_once("initializer_list<").and_then(|(_, rest)| rest.rsplit_once('>')).map(|(e, _)| e.trim().to_string());
            if let (Expr::List(_), Some(elem)) = (a, elem) {
                self.note_initializer_list(&elem);
            }
        }
    }

    /// A lambda passed where the callee takes a `std::function`
    /// (`forEach(n, [&](int d) {...})` of a `const std::function<void(int)>
    /// &`): converted, it is made as `note_std_initialization`'s `= [...]`
    /// is (measured: one more, the placement new, besides the call's).
    fn note_function_arguments(&self, callee: Option<&str>, args: &[Expr]) {
        let Some(callee) = callee.filter(|_| args.iter().any(|a| matches!(a.without_parens(), Expr::Lambda(_)))) else { return };
        let params = self.agreed_parameters(callee, args.len()).unwrap_or_default();
        let converted = args.iter().zip(&params).any(|(a, p)| matches!(a.without_parens(), Expr::Lambda(_)) && p.split_whitespace().collect::<String>().contains("std::function<"));
        if converted {
            self.note_std_cost(Some(super::header_temps::StdCost::FunctionCall));
            self.note_std_cost(Some(super::header_temps::StdCost::PlacementNew));
        }
    }

    /// An initializer list's element type, as a key: a builtin by its
    /// spelling, another type as cufe reads it.
    fn element_key(&self, e: &Expr) -> Option<String> {
        if let Some(t) = self.printer().ty_of(e).and_then(super::deduce::builtin_spelling) {
            return Some(t.to_string());
        }
        if let Some(t) = self.expr_decl_ty(e) {
            return Some(super::stub::deduced_spelling(&t.unqualified().clone()));
        }
        // A scoped enumerator (`Op::Add`): its enumeration.
        match e.without_parens() {
            Expr::Name(r) if r.last > r.first + 2 && self.names_scoped_enumeration(*r) => {
                let text = self.printer().range_text(*r);
                text.rsplit_once_scope().map(|(e, _)| e.trim().to_string())
            }
            _ => None,
        }
    }

    /// A variable of a standard library type initialized (`head` its
    /// declaration's tokens, the initializer starting at `init`, after the
    /// `=` there for `InitKind::Equals`):
    /// `std::initializer_list<T> l = {...}` and `std::vector<T> v{...}`
    /// make an initializer list of `T`s (`std::vector<T> v(n)` constructing
    /// its elements in place is `header_temps::STD_USES`').
    pub fn note_std_initialization(&self, head: &[crate::lexer::Token], init: usize, kind: &super::body::InitKind) {
        let text = |k: usize| head.get(k).map_or("", |t| t.text(self.low.text));
        // A `std::function` made from a lambda (`= [](int v) {...}`,
        // `f([&] {...})`) places it with a placement new, and makes the
        // code a call of one makes.
        let function = (0..head.len()).any(|k| text(k) == "function" && text(k + 1) == "<" && self.names_std("function", k > 1 && text(k - 1) == "::" && text(k - 2) == "std"));
        if function && self.low.toks.get(init + 1).is_some_and(|t| t.text(self.low.text) == "[") {
            self.note_std_cost(Some(super::header_temps::StdCost::FunctionCall));
            self.note_std_cost(Some(super::header_temps::StdCost::PlacementNew));
        }
        let Some(at) = (0..head.len()).find(|&k| matches!(text(k), "initializer_list" | "vector") && text(k + 1) == "<" && self.names_std(text(k), k > 1 && text(k - 1) == "::" && text(k - 2) == "std")) else { return };
        let Some(close) = (at + 2..head.len()).find(|&k| text(k) == ">") else { return };
        let elem = (at + 2..close).map(text).collect::<Vec<_>>().join(" ");
        let elem = match super::types::parse(&elem, &crate::lexer::lex(&elem), &[]) {
            DeclTy::Builtin(b) => b,
            _ => elem,
        };
        // (After `=` for `InitKind::Equals`.)
        let init = if matches!(kind, super::body::InitKind::Equals) { init + 1 } else { init };
        let braced = self.low.toks.get(init).is_some_and(|t| t.text(self.low.text) == "{");
        match (text(at), kind) {
            (_, super::body::InitKind::Equals | super::body::InitKind::Braces) if braced => {
                self.note_initializer_list(&elem);
                if text(at) == "initializer_list" {
                    if let Some(f) = self.function.filter(|_| self.in_device_code() && !self.in_template.get()) {
                        self.low.note_device_temporaries((f, 1));
                    }
                }
            }
            _ => {}
        }
    }

    /// `name` (written after `std::` when `qualified`) is the standard
    /// library's class template.
    fn names_std(&self, name: &str, qualified: bool) -> bool {
        qualified || self.low.table.resolve(&[name], &self.low.scope, false).iter().any(|s| s.qname == format!("std::{name}"))
    }

    /// A structured binding declaration (`auto [x, y] = p;`, `auto &[a,
    /// b] = arr;`) in device code: cicc keeps the object it binds to in a
    /// temporary, one per declaration (measured with the oracle on
    /// classes and arrays, by value and by reference).
    pub fn note_structured_binding(&self, first: usize, last: usize) {
        let tok = |k: usize| self.low.tok(k);
        let Some(open) = (first..last).find(|&k| tok(k) == "[") else { return };
        let specifiers = (first..open).all(|k| matches!(tok(k), "auto" | "const" | "volatile" | "static" | "&" | "&&"));
        if !specifiers || !(first..open).any(|k| tok(k) == "auto") {
            return;
        }
        let Some(f) = self.function.filter(|_| self.in_device_code()) else { return };
        // (A body printed twice counts once.)
        if !self.low.counted_sites.borrow_mut().insert((f, vec![open])) {
            return;
        }
        if !self.in_template.get() {
            self.low.note_device_temporaries((f, 1));
        } else if self.low.is_kernel_template(f) {
            self.low.templated_temporaries.borrow_mut().push(f);
        }
    }

    /// A new-expression that allocates, in device code: cicc keeps the
    /// allocated pointer in a temporary, one per expression (`new int`,
    /// `new float[n]` alike), three when it initializes the object (`new
    /// int(v)`: the pointer tested before the store; measured with the
    /// oracle). A kernel template's count per instance.
    pub fn note_allocating_new(&self, at: usize, initialized: bool) {
        let Some(f) = self.function.filter(|_| self.in_device_code()) else { return };
        // (A body printed twice counts once.)
        if !self.low.counted_sites.borrow_mut().insert((f, vec![at])) {
            return;
        }
        let count = if initialized { 3 } else { 1 };
        if !self.in_template.get() {
            self.low.note_device_temporaries((f, count));
        } else if self.low.is_kernel_template(f) {
            self.low.templated_temporaries.borrow_mut().extend(std::iter::repeat_n(f, count as usize));
        }
    }

    /// `__func__` (or `__FUNCTION__`) and `__PRETTY_FUNCTION__` are
    /// static arrays the function defines once used: each one the
    /// function uses costs one temporary, in host and device code alike,
    /// once the function exists (`unless_called`). A function template's
    /// and a class template member's exist per instance (measured: an
    /// `assert` in a host function template called for `float` and
    /// `double` costs two).
    pub fn note_function_name_use(&self, name: &str) {
        let (group, site) = match name {
            "__func__" | "__FUNCTION__" => ("__func__", FUNC_SITE),
            "__PRETTY_FUNCTION__" => ("__PRETTY_FUNCTION__", PRETTY_FUNCTION_SITE),
            _ => return,
        };
        let Some(f) = self.function else { return };
        if self.in_template.get() {
            if self.low.is_function_template(f) {
                if self.low.counted_sites.borrow_mut().insert((f, vec![site])) {
                    self.low.templated_temporaries.borrow_mut().push(f);
                }
            } else {
                self.note_template_member_temporaries(f, site, 1);
            }
            return;
        }
        // Keys are compared across items: the function by its mangled name.
        let function = self.low.mangled_function_name(f).unwrap_or_else(|| format!("{}::{}", self.low.scope, self.low.decl(f).name.map_or("", |n| n.as_str())));
        self.low.note_temporaries_of(format!("{group}@{function}"), 1, self.unless_called());
    }

    /// `lhs = f(...)` in device code, `f` returning a class: cicc stores
    /// the result in a temporary before the store when the store's
    /// address is not known before the call: `*p = f()`, or an address
    /// that reads a variable other than a parameter (`q[0]`, `out[i]`
    /// for a local `q` or `i`, `w->v` for a local `w`, a global pointer,
    /// `threadIdx.x`, `out[j + 1]`). A variable, its members, a
    /// parameter pointer's element at a parameter or constant index
    /// (`out[j]`, `out[2]`, `wp->v`) and an array variable's are stored
    /// into directly.
    pub fn note_assignment(&self, lhs: &Expr, op: &str, rhs: &Expr) {
        let Some(f) = self.function else { return };
        if op != "=" || self.in_template.get() || !self.in_device_code() {
            return;
        }
        let (lhs, rhs) = (lhs.without_parens(), rhs.without_parens());
        if !matches!(lhs, Expr::Unary("*", _)) && !self.address_reads_variable(lhs) {
            return;
        }
        // (An operator function returning a class is such a call too:
        // `out[i] = a[i] + b[i]` of `Vec3`s.)
        let operator_call = matches!(rhs, Expr::Binary(..) | Expr::Unary(..)) && (self.operator_result_class(rhs).is_some() || self.vector_operator_result(rhs));
        if self.calls_class_returning(rhs) || self.assigns_class(rhs) || operator_call || self.overloaded_result_class(rhs).is_some() {
            self.low.note_device_temporaries((f, 1));
        }
    }

    /// An operator on a CUDA vector type (`float3`, which a raw `.cu`'s
    /// bundled headers declare no class for) whose every operator
    /// function of that name the unit declares for it returns it: the
    /// user's `float3 operator+(float3, float3)`.
    fn vector_operator_result(&self, e: &Expr) -> bool {
        let (op, object) = match e {
            Expr::Binary(l, op, r) => (op.as_str(), if self.object_class(l).is_some() { &**l } else { &**r }),
            Expr::Unary(op, x) => (*op, &**x),
            _ => return false,
        };
        let Some(class) = self.object_class(object).filter(|c| super::stub::vector_type_layout(c.trim_global()).is_some()) else { return false };
        let bare = class.trim_global();
        let mentions = |text: &str| text.split(|c: char| !(c.is_alphanumeric() || c == '_')).any(|w| w == bare);
        let mut candidates = self.low.table.named(&format!("operator{op}")).filter(|s| s.class.is_none() && mentions(&s.params_key)).peekable();
        candidates.peek().is_some() && candidates.all(|s| s.template.is_none() && s.value_type_name.as_deref().is_some_and(|r| r.trim() == bare))
    }

    /// `a = b` storing a class (`x[i] = y[i] = v` for `float4`s): its
    /// value goes on to the outer store through a temporary, as a call's
    /// does (measured: `x[i] = y[0] = v` costs one, `x[0] = y[i] = v` and
    /// the same chain of `int`s none).
    fn assigns_class(&self, e: &Expr) -> bool {
        let Expr::Assign(stored, op, _) = e.without_parens() else { return false };
        op == "=" && self.expr_decl_ty(stored).is_some_and(|t| match self.low.without_aliases(t.unqualified(), 0) {
            DeclTy::Named(name, _) => self.low.is_class_type(&name) || super::stub::vector_type_layout(&name).is_some(),
            _ => false,
        })
    }

    /// `f(...)` naming a function (no local) that returns a class.
    fn calls_class_returning(&self, e: &Expr) -> bool {
        let Expr::Call(callee, _) = e.without_parens() else { return false };
        let Expr::Name(r) = &**callee else { return false };
        let name = (r.first..r.last).map(|i| self.low.tok(i)).collect::<String>();
        self.scopes.borrow().find(&name).is_none() && self.low.returns_class(&name)
    }

    /// Whether computing the address the lvalue `e` designates reads a
    /// variable other than a parameter (see `note_assignment`).
    fn address_reads_variable(&self, e: &Expr) -> bool {
        match e.without_parens() {
            // (A reference's address is its value.)
            Expr::Name(_) => matches!(self.expr_decl_ty(e), Some(DeclTy::LRef(_) | DeclTy::RRef(_))),
            Expr::Member(base, op, _) if *op == "." => self.address_reads_variable(base),
            Expr::Member(base, _, _) | Expr::Unary("*", base) => self.reads_variable(base),
            Expr::Index(base, idx) => {
                let array = matches!(self.expr_decl_ty(base).as_ref().map(DeclTy::unqualified), Some(DeclTy::Array(..)));
                (if array { self.address_reads_variable(base) } else { self.reads_variable(base) }) || self.reads_variable(idx)
            }
            _ => true,
        }
    }

    /// Whether the value `e` reads a variable other than a parameter or a
    /// constant (anything but a literal, a constant or a parameter).
    fn reads_variable(&self, e: &Expr) -> bool {
        match e.without_parens() {
            Expr::Literal(_) => false,
            Expr::Name(r) if r.last == r.first + 1 => {
                let name = self.low.tok(r.first);
                match self.scopes.borrow().flags(name) {
                    Some(flags) => !(flags.parameter || flags.value.is_some()),
                    None => !(self.low.is_enumerator(name) || self.low.named_constant(name, &self.low.scope).is_some()),
                }
            }
            _ => true,
        }
    }

    /// A data member of a class prvalue a call returns (`f().a`) in device
    /// code: cicc materializes the object in a temporary first.
    pub fn note_data_member(&self, base: &Expr, op: &str) {
        let Some(f) = self.function else { return };
        if op != "." || self.in_template.get() || !self.in_device_code() {
            return;
        }
        if self.calls_class_returning(base) {
            self.low.note_device_temporaries((f, 1));
        }
    }

    /// `a = f()` in device code, calling the class's operator function
    /// (`operator=`, `operator+=`) with a value that is no object: the
    /// reference parameter binds a temporary cicc makes (`H2 &operator=(H2
    /// &&)`), one per call. (A parameter taken by value binds none; an
    /// overload set with one is left alone.)
    pub fn note_operator_assignment(&self, lhs: &Expr, op: &str, rhs: &Expr) {
        let Some(f) = self.function else { return };
        if self.in_template.get() || !self.in_device_code() || self.is_lvalue(rhs) {
            return;
        }
        let Some(DeclTy::Named(name, _)) = self.expr_decl_ty(lhs).map(|t| t.unqualified().clone()) else { return };
        let Some(class) = self.class_through_typedef(&name) else { return };
        let operators: Vec<_> = self.low.table.lookup(&format!("{}::operator{op}", class.qname)).map(|(_, s)| s).filter(|s| s.kind == EntityKind::Function).collect();
        let by_reference = |s: &&crate::symbols::Symbol| {
            let params = super::split_template_args(&format!("<{}>", s.params_key));
            params.len() == 1 && params[0].ends_with('&')
        };
        if !operators.is_empty() && operators.iter().all(by_reference) {
            self.low.note_device_temporaries((f, 1));
        }
    }

    /// `return x;` (at token `at`) in the device code of a function
    /// returning a class: cicc returns the value through a temporary, one
    /// per statement (not in a lambda's body, whose returns are its own);
    /// in a class template's member or a device function template, one
    /// per instance.
    pub fn note_value_return(&self, at: usize) {
        let Some(f) = self.function else { return };
        if !self.in_device_code() || !self.returns.borrow().is_empty() || !self.low.function_returns_class(f) {
            return;
        }
        if !self.in_template.get() {
            self.low.note_device_temporaries((f, 1));
        } else if self.low.is_device_function_template(f) {
            // (A device function template's instances, each once: a body
            // printed twice counts once.)
            if self.low.counted_sites.borrow_mut().insert((f, vec![at])) {
                self.low.templated_temporaries.borrow_mut().push(f);
            }
        } else {
            self.note_template_member_temporaries(f, at, 1);
        }
    }

    /// `count` temporaries (made at token `at`) in the device code of `f`
    /// when it is a member function (no template itself) defined in a
    /// class template: its instances' code has them, each instance once
    /// the unit calls it (see `note_member_use`).
    fn note_template_member_temporaries(&self, f: DeclIdx, at: usize, count: u32) {
        let d = self.low.decl(f);
        let class = d.parent.filter(|&p| d.template.is_none() && self.low.decl(p).kind == crate::parse::DeclKind::Class && self.low.decl(p).template.is_some());
        let (Some(class), Some(name)) = (class.and_then(|p| self.low.class_qname(p)), d.name) else { return };
        // (A body printed twice counts once.)
        if self.low.counted_sites.borrow_mut().insert((f, vec![at])) {
            self.low.template_member_temps.borrow_mut().push((format!("{class}::{}", name.as_str()), count));
        }
    }

    /// A call of member function `member` of `object` (`->`: through a
    /// pointer): an instance of a class template's member has its code
    /// once the unit calls it, from host code too.
    fn note_member_use(&self, object: &Expr, arrow: bool, member: &str) {
        if self.in_template.get() {
            return;
        }
        let pointer = matches!(self.expr_decl_ty(object).as_ref().map(DeclTy::unqualified), Some(DeclTy::Pointer(_)));
        let Some(written) = self.object_class(object).filter(|_| pointer == arrow) else { return };
        let Some((_, args)) = written.split_once('<') else { return };
        let Some(class) = self.low.class_of_type(&written).filter(|c| c.template.is_some()) else { return };
        let args: String = args.chars().filter(|c| !c.is_whitespace()).collect();
        let launches_before = self.low.instances.borrow().len() as u32;
        self.low.member_uses.borrow_mut().entry(format!("{}<{args}::{member}", class.qname)).or_insert(launches_before);
    }

    /// `min`/`max` of two arithmetic values: for two `int`s a builtin,
    /// for any other pair an inline overload of the math headers whose
    /// body passes both on (`min(float a, float b) { return fminf(a, b);
    /// }`), so two temporaries once per overload (measured with cudafe++
    /// 13.5 for float, double and unsigned pairs).
    fn note_min_max(&self, name: &str, args: &[Expr]) {
        if !matches!(name, "min" | "max") || args.len() != 2 {
            return;
        }
        let p = self.printer();
        let Some(tys) = args.iter().map(|a| p.ty_of(a).filter(|t| t.is_arithmetic()).map(super::ty::Ty::promoted)).collect::<Option<Vec<_>>>() else { return };
        if tys.iter().any(|t| *t != super::ty::Ty::Int) {
            self.low.note_temporaries_of(format!("runtime:{name}({:?},{:?})", tys[0], tys[1]), 2, self.unless_called());
        }
    }

    /// A call of a `<cmath>` function with device code (see
    /// `header_temps::FloatOverload`): a `float` overload, or an instance
    /// of `pow`'s promoting template per pair of argument types (`pow(x,
    /// 3)` of a `double x` is `pow<double, int>`); the instances exist
    /// once the calling code does.
    fn note_cmath_call(&self, name: &str, args: &[Expr]) {
        use super::ty::Ty;
        let p = self.printer();
        let tys: Vec<Option<Ty>> = args.iter().map(|a| p.ty_of(a)).collect();
        if let Some(o) = super::header_temps::float_overload(name, args.len()) {
            if tys.iter().take(o.floats as usize).all(|t| *t == Some(Ty::Float)) {
                self.low.note_temporaries_of(format!("runtime:{}", o.signature), o.params, self.unless_called());
                return;
            }
        }
        let [Some(a), Some(b)] = tys.as_slice() else { return };
        let same_floating = a == b && matches!(a, Ty::Float | Ty::Double | Ty::LDouble);
        if name == "pow" && a.is_arithmetic() && b.is_arithmetic() && !same_floating {
            self.low.note_temporaries_of(format!("runtime:std::pow<{a:?}, {b:?}>"), super::header_temps::POW_TEMPLATE_TEMPS, self.unless_called());
        }
    }

    /// The function this code is in, when its code exists only once the
    /// unit calls it (static, inline, defined in its class): what the
    /// header code it calls waits for too.
    pub(super) fn unless_called(&self) -> Option<String> {
        self.function.filter(|&f| !self.low.always_emitted(f) && self.low.exec_space(f) & exec::GLOBAL_BIT == 0).and_then(|f| self.low.overload_key(f))
    }

    /// The code here calls the function `name` (unqualified).
    pub fn note_called(&self, name: &str) {
        self.low.called.borrow_mut().insert((self.unless_called(), name.to_string()));
    }

    /// A function template called with classes as explicit template
    /// arguments may construct them (`std::make_unique<Buffer<float>>(n)`
    /// runs `Buffer`'s constructor in the header's code): their
    /// constructors count as called.
    fn note_constructed_by(&self, callee: &str) {
        let Some((_, args)) = callee.split_once('<') else { return };
        for word in args.split(|c: char| !(c.is_ascii_alphanumeric() || c == '_')).filter(|w| !w.is_empty()) {
            if self.low.is_class_type(word) {
                self.note_called(word);
            }
        }
    }

    /// A call in a function template's host code of a runtime template
    /// whose instance the template's parameters choose (`cudaMalloc(&p,
    /// n)` with a `T *p`): each instance of the function template makes
    /// its own (`cudaMalloc<float *>`, `cudaMalloc<double *>`), so the
    /// call is kept with the template (see `stub::runtime_keys`).
    fn note_templated_runtime_call(&self, t: &super::header_temps::RuntimeTemplate, args: &[Expr]) -> bool {
        let InstanceBy::Pointee(i) = t.by else { return false };
        // (A function template's own instances; a class template's member
        // is made once per class instance, which the unit names once.)
        let Some(f) = self.function.filter(|&f| self.in_template.get() && !self.device.get() && self.own_function_template(f)) else { return false };
        match args.get(i).and_then(|a| self.pointee_ty(a)).filter(super::stub::mentions_param) {
            Some(ty) => {
                // (The toolkit's own templates' are modelled by tables.)
                if self.low.view.user_code {
                    self.low.templated_uses.borrow_mut().push((f, super::stub::TemplateUse::Runtime(t.name.to_string(), ty.unqualified().clone())));
                }
                true
            }
            None => false,
        }
    }

    /// A call of a runtime function with device code in the headers: the
    /// temporaries of that code, once per function (or instance).
    fn note_runtime_call(&self, name: &str, callee: &str, args: &[Expr]) {
        let body = runtime_body;
        if let Some(t) = super::header_temps::runtime_template(name) {
            if self.note_templated_runtime_call(t, args) {
                return;
            }
            let (kernel, functor) = self.runtime_instance_types(t.by, args);
            // An argument of the non-template's type calls it directly.
            let void = match t.by {
                InstanceBy::Pointee(_) => kernel.starts_with("void"),
                _ => kernel == "void *" || kernel == "const void *",
            };
            if t.plain_overload && void {
                if let Some(n) = body(name) {
                    self.low.note_temporaries_of(format!("runtime:{name}"), n, self.unless_called());
                }
            } else {
                for (key, n) in super::header_temps::instance_temporaries(t, &kernel, &functor, &body) {
                    self.low.note_temporaries_of(format!("runtime:{key}"), n, self.unless_called());
                }
            }
        } else {
            let callee = runtime_callee(name, args.len());
            if let Some(n) = body(callee) {
                self.low.note_temporaries_of(format!("runtime:{callee}"), n, self.unless_called());
            }
        }
        self.note_min_max(name, args);
        if matches!(callee.split('<').next().unwrap_or(callee).trim().trim_global().rsplit_once_scope(), None | Some(("std", _))) {
            self.note_cmath_call(name, args);
        }
        if let Some(f) = super::header_temps::fetch(name) {
            self.note_fetch(f, callee, args);
        }
        // `__ldg` of a vector (`float4`) returns a local vector the asm
        // fills, through a temporary, as `make_float3` does.
        if name == "__ldg" {
            if let Some(v) = args.first().and_then(|a| self.pointee(a)) {
                let v = v.trim_start_matches("const ").trim();
                if super::stub::vector_type_layout(v).is_some() {
                    self.low.note_temporaries_of(format!("runtime:__ldg({v})"), 1, self.unless_called());
                }
            }
        }
        // `make_float3(...)`: its body returns a local vector, through a
        // temporary.
        if name.strip_prefix("make_").is_some_and(|v| super::stub::vector_type_layout(v).is_some()) {
            self.low.note_temporaries_of(format!("runtime:{name}"), 1, self.unless_called());
        }
        let base = name.trim_end_matches("_block").trim_end_matches("_system");
        if ATOMICS.contains(&base) {
            let ty = args.first().and_then(|a| self.pointee(a)).unwrap_or_default();
            self.low.note_temporaries(format!("runtime:{name}({ty})"), if base == "atomicCAS" { 3 } else { 2 });
        }
        // `__match_any_sync(mask, value)` and `__match_all_sync(mask,
        // value, &pred)`: one body per value type, passing its arguments
        // on (measured: 2 and 3 per type, 64-bit types alike).
        if let Some(n) = MATCHES.iter().find(|(m, _)| *m == name).map(|&(_, n)| n) {
            let ty = args.get(1).and_then(|a| self.printer().ty_of(a)).map(|t| format!("{t:?}"));
            let ty = ty.or_else(|| args.get(1).and_then(|a| self.expr_decl_ty(a)).map(|t| t.unqualified().spell(""))).unwrap_or_default();
            self.low.note_temporaries(format!("runtime:{name}({ty})"), n);
        }
        if SHUFFLES.contains(&name) {
            let arithmetic = args.get(1).and_then(|a| self.printer().ty_of(a));
            match arithmetic.map(shuffle_overloads).filter(|o| !o.is_empty()) {
                Some(overloads) => {
                    for (ty, n) in overloads {
                        self.low.note_temporaries(format!("runtime:{name}({ty:?})"), n);
                    }
                }
                None => {
                    let declared = args.get(1).and_then(|a| self.expr_decl_ty(a));
                    // In a kernel template, a value of a type naming its
                    // parameters: the overloads are each instance's.
                    let kernel = self.function.filter(|&k| self.in_template.get() && self.low.is_kernel_template(k));
                    if let (Some(k), Some(t)) = (kernel, declared.as_ref().filter(|t| super::stub::mentions_param(t))) {
                        self.low.templated_shuffles.borrow_mut().push((k, (name.to_string(), t.unqualified().clone())));
                        return;
                    }
                    let ty = declared.map(|t| t.unqualified().spell("")).unwrap_or_default();
                    self.low.note_temporaries(format!("runtime:{name}({ty})"), 4);
                }
            }
        }
    }

    /// A texture or surface fetch (see `header_temps::Fetch`): its element
    /// type is the explicit template argument (`tex2D<float>(t, x, y)`),
    /// else what the first argument points to (`tex2D(&v, t, x, y)`, the
    /// pointer form) or is (a write's value).
    fn note_fetch(&self, f: &super::header_temps::Fetch, callee: &str, args: &[Expr]) {
        let explicit = callee.split_once('<').and_then(|(_, rest)| rest.rsplit_once('>')).map(|(arg, _)| arg.split_whitespace().collect::<Vec<_>>().join(" "));
        let pointee = args.first().and_then(|a| self.pointee(a));
        let value_form = !f.write && pointee.is_none();
        let written = || args.first().and_then(|a| self.expr_decl_ty(a)).map(|t| t.unqualified().spell(""));
        let elem = explicit.or(if f.write { written() } else { pointee }).unwrap_or_default();
        let class = super::stub::vector_type_layout(&elem).is_some();
        let made = super::header_temps::fetch_temporaries(f, value_form, &elem, class);
        // An element type naming a kernel template's parameter makes
        // instances per kernel instance (the kernel's site counted once).
        if self.in_template.get() && elem.split(|c: char| !c.is_alphanumeric() && c != '_').any(|w| self.names_template_param(w)) {
            let Some(k) = self.function.filter(|&k| self.low.is_kernel_template(k)) else { return };
            // (Told apart from the call's own temporaries' site.)
            let mut site = args.iter().map(first_token).collect::<Option<Vec<usize>>>().unwrap_or_default();
            site.push(usize::MAX);
            if self.low.counted_sites.borrow_mut().insert((k, site)) {
                let n: u32 = made.iter().map(|(_, n)| n).sum();
                self.low.templated_temporaries.borrow_mut().extend(std::iter::repeat_n(k, n as usize));
            }
            return;
        }
        // (The instances exist once the code calling them does.)
        let caller = self.unless_called();
        for (key, n) in made {
            self.low.note_temporaries_of(format!("runtime:{key}"), n, caller.clone());
        }
    }

    /// A subscript of `base`: a standard class object's `operator[]` (a
    /// map's constructs its missing key's node, see `STD_USES`).
    pub fn note_subscript(&self, base: &Expr) {
        if let Some(class) = self.object_class(base) {
            self.note_std_use(&class, "operator[]", 1);
        }
    }

    /// Constructor arguments none of which is a class object (a copy is
    /// no sized construction); one of a typedef of a builtin type, `size_t
    /// n`, is none.
    pub(super) fn copies_nothing(&self, args: &[Expr]) -> bool {
        let builtin = |a: &Expr| self.expr_decl_ty(a).is_some_and(|t| matches!(self.low.builtin_aliases_resolved(&t, 0).unqualified(), DeclTy::Builtin(_)));
        args.iter().all(|a| self.object_class(a).is_none() || builtin(a))
    }

    /// A use of a standard class template (`member` of an object of
    /// `class` as written, `""` its constructor) whose instances make
    /// device code (see `header_temps::STD_USES`), counted once per unit
    /// when the code making it exists.
    pub(super) fn note_std_use(&self, class: &str, member: &str, arity: usize) {
        if self.standard_name(class).is_some() {
            self.note_std_cost(super::header_temps::std_use(class, member, arity));
        }
    }

    /// A call of the standard function `callee` (as written).
    fn note_std_call(&self, callee: &str, arity: usize) {
        if let Some(name) = self.standard_name(callee) {
            self.note_std_cost(super::header_temps::std_use("", name, arity));
        }
    }

    fn note_std_cost(&self, cost: Option<super::header_temps::StdCost>) {
        if let Some((key, n)) = cost.map(super::header_temps::StdCost::temporaries) {
            self.low.note_temporaries_of(format!("runtime:{key}"), n, self.unless_called());
        }
    }

    /// The unqualified name of a class or function as written (template
    /// arguments left out) when it may be the standard library's: in
    /// `std`, or unqualified and not declared by the unit itself.
    fn standard_name<'n>(&self, written: &'n str) -> Option<&'n str> {
        let base = written.split('<').next().unwrap_or(written).trim().trim_global();
        let (qualifier, name) = base.rsplit_once_scope().map_or(("std", base), |(q, n)| (q.trim(), n.trim()));
        (qualifier == "std" && !self.low.table.declared_in_main_file(name)).then_some(name)
    }

    /// The types that tell a runtime template's instance apart (see
    /// `InstanceBy`): the pointee or kernel type, and the functor's type
    /// where the template takes one; empty when not known.
    fn runtime_instance_types(&self, by: InstanceBy, args: &[Expr]) -> (String, String) {
        let kernel = |i: usize| args.get(i).and_then(|a| self.function_type_of(a)).unwrap_or_default();
        match by {
            InstanceBy::Pointee(i) => (args.get(i).and_then(|a| self.pointee(a)).unwrap_or_default(), String::new()),
            InstanceBy::Function(i) => (kernel(i), String::new()),
            InstanceBy::FunctionAndFunctor(i, f) => {
                let functor = args.get(f).and_then(|a| self.expr_decl_ty(a)).map(|t| t.unqualified().spell("")).unwrap_or_default();
                (kernel(i), functor)
            }
        }
    }

    /// The type a pointer argument points to, spelled (`int`), when known.
    fn pointee(&self, e: &Expr) -> Option<String> {
        self.pointee_ty(e).map(|t| t.unqualified().spell(""))
    }

    /// The type a pointer argument points to (see `pointee`).
    fn pointee_ty(&self, e: &Expr) -> Option<DeclTy> {
        match e {
            Expr::Paren(x) => self.pointee_ty(x),
            Expr::Unary("&", x) => match &**x {
                Expr::Index(base, _) => self.pointee_ty(base),
                x => self.expr_decl_ty(x),
            },
            Expr::Binary(a, op, _) if op == "+" || op == "-" => self.pointee_ty(a),
            // (A `__restrict__` or `const` pointer points all the same.)
            // (An array whose size is a template's parameter has its
            // elements' type all the same: `__shared__ unsigned s[BINS]`.)
            _ => match self.expr_decl_ty(e)?.unqualified() {
                DeclTy::Pointer(t) | DeclTy::Array(t, _) | DeclTy::ParamArray(t, ..) => Some((**t).clone()),
                _ => None,
            },
        }
    }

    /// The type of a function an argument names (a kernel), as its
    /// parameters: two kernels of the same type share an instance.
    fn function_type_of(&self, e: &Expr) -> Option<String> {
        match e {
            Expr::Paren(x) | Expr::Unary("&", x) => self.function_type_of(x),
            // A template's instance (`scale<float>`): told apart by its
            // arguments as written.
            Expr::Name(r) if self.low.tok(r.last.saturating_sub(1)) == ">" => Some(self.printer().range_text(*r).split_whitespace().collect()),
            Expr::Name(r) => {
                let name = self.low.tok(r.last.saturating_sub(1));
                let found = self.low.table.resolve(&[name], &self.low.scope, false);
                found.iter().find(|s| s.kind == EntityKind::Function).map(|s| s.params_key.clone())
            }
            _ => self.expr_decl_ty(e).map(|t| t.spell("")),
        }
    }

    /// An argument whose value needs no load: a constant, the address of
    /// a variable or a function, a string literal.
    fn is_address_or_constant(&self, e: &Expr) -> bool {
        match e {
            Expr::Strings(_) => true,
            Expr::Paren(x) => self.is_address_or_constant(x),
            Expr::Unary("&", x) => self.is_object_name(x),
            Expr::Name(r) if r.last == r.first + 1 => {
                let name = self.low.tok(r.first);
                let local = self.scopes.borrow().find(name).map(|info| info.array);
                match local {
                    // An array decays to its address, fixed in the frame.
                    Some(array) => array || self.is_constant(e),
                    None => self.names_function(name) || self.low.is_enumerator(name) || self.static_object(e) == Some(true) || self.is_constant(e),
                }
            }
            _ => self.is_constant(e),
        }
    }

    /// A variable named directly or one of its members (`x`, `s.a.b`):
    /// its address is known without a load.
    fn is_object_name(&self, e: &Expr) -> bool {
        match e {
            Expr::Paren(x) => self.is_object_name(x),
            Expr::Name(_) => true,
            Expr::Member(base, ".", _) => self.is_object_name(base),
            _ => false,
        }
    }

    /// `E::X` with `E` an enumeration the unit declares (scoped ones
    /// included).
    fn names_scoped_enumeration(&self, r: super::expr::Range) -> bool {
        let parts: Vec<&str> = (r.first..r.last.saturating_sub(2)).map(|i| self.low.tok(i)).filter(|t| *t != "::").collect();
        !parts.is_empty() && self.low.table.resolve(&parts, &self.low.scope, false).iter().any(|s| s.is_enum)
    }

    /// A name that resolves to a constexpr function (no local hides it).
    pub(super) fn names_constexpr_function(&self, name: &str) -> bool {
        self.scopes.borrow().find(name).is_none() && self.low.table.resolve(&[name], &self.low.scope, false).iter().any(|s| s.kind == EntityKind::Function && s.is_constexpr)
    }

    /// A call of one of GCC's constant builtins (glibc's `INFINITY` is
    /// `(__builtin_inff ())`).
    pub(super) fn gcc_constant_call(&self, e: &Expr) -> bool {
        const GCC_CONSTANTS: &[&str] = &["__builtin_inff", "__builtin_inf", "__builtin_infl", "__builtin_huge_valf", "__builtin_huge_val", "__builtin_huge_vall", "__builtin_nanf", "__builtin_nan", "__builtin_nanl"];
        matches!(e, Expr::Call(callee, _) if matches!(&**callee, Expr::Name(r) if r.last == r.first + 1 && GCC_CONSTANTS.contains(&self.low.tok(r.first))))
    }

    /// A name that resolves to functions only.
    pub(super) fn names_function(&self, name: &str) -> bool {
        let found = self.low.table.resolve(&[name], &self.low.scope, false);
        !found.is_empty() && found.iter().all(|s| s.kind == EntityKind::Function)
    }

    /// Code constructs a `class` object from `args`: records the
    /// constructor when it runs at run time and has device code (cicc
    /// emits it with a base-object form whose parameters are temporaries):
    /// a `__host__ __device__` one, or from device code a `__device__` one.
    pub fn note_construction(&self, class: &str, args: &[Expr]) {
        let class = class.trim().trim_global().trim();
        // Its constructor is called: one defined in the class is lowered
        // now, and the temporaries its code makes count.
        let base = class.split('<').next().unwrap_or(class);
        let name = base.rsplit("::").next().unwrap_or(base).trim();
        if !name.is_empty() {
            self.note_called(name);
        }
        if self.copies_nothing(args) {
            self.note_std_use(class, "", args.len());
        }
        let Some(ctor) = self.device_ctor(class, args, self.in_device_code()) else { return };
        if ctor.constexpr && args.iter().all(|a| self.is_constant(a)) {
            return;
        }
        self.low.note_temporaries_of(format!("{class}/{}", ctor.params), ctor.params, self.lowered_once_called());
    }

    /// The function whose code this is when that code exists only once
    /// the unit calls it: host code cudafe++ lowers once used and device
    /// code cicc emits once called alike (an inline or static function,
    /// one defined in its class: `Vec3 operator*(float s) const { return
    /// Vec3(...); }` makes nothing until a call), not a kernel's.
    fn lowered_once_called(&self) -> Option<String> {
        let kernel = self.function.is_some_and(|f| self.low.exec_space(f) & exec::GLOBAL_BIT != 0);
        if kernel {
            return None;
        }
        self.unless_called()
    }

    /// The body being printed is compiled for the device too: a device
    /// lambda's, or a kernel's, device or `__host__ __device__` function's.
    pub(super) fn in_device_code(&self) -> bool {
        self.device.get() || self.function.is_some_and(|f| self.low.exec_space(f) & exec::DEVICE_BIT != 0)
    }

    /// A launch here is in the device's compilation: in device code, with
    /// `-rdc` (dynamic parallelism). Without it device code cannot launch,
    /// so a `__host__ __device__` function's launch in a unit that compiles
    /// is the host's alone (under `#ifndef __CUDA_ARCH__`): the device
    /// instantiates no kernel for it and makes no temporaries.
    pub(super) fn launch_on_device(&self) -> bool {
        self.low.cfg.rdc && self.in_device_code()
    }

    /// A launch's grid and block: converted to `dim3` unless they are one.
    pub fn note_launch_config(&self, config: &[Expr]) {
        // A launch from device code (`-rdc`'s dynamic parallelism): three
        // temporaries where it is, and six once for the runtime's device
        // launch functions its code calls (cicc's counts, measured).
        if self.in_device_code() && !self.launch_on_device() {
            return;
        }
        if let Some(f) = self.function.filter(|_| self.in_device_code() && !self.in_template.get()) {
            self.low.note_device_temporaries((f, 3));
            self.low.note_temporaries("runtime:device launch".to_string(), 6);
        }
        for a in config.iter().take(2) {
            // (A `const dim3` too: copied, not converted.)
            let is_dim3 = self.expr_decl_ty(a).is_some_and(|t| matches!(super::body::referred(&t), super::types::DeclTy::Named(n, _) if n.trim_global() == "dim3"));
            // (An object constructed there, not a scalar's functional
            // cast: `unsigned(n)` is converted.)
            let constructed = matches!(a, Expr::Construct(r, ..) if !self.printer().names_scalar(*r));
            if !is_dim3 && !constructed {
                self.note_construction("dim3", std::slice::from_ref(a));
            }
        }
    }

    /// The constructor of `class` taking `args` that has device code:
    /// `__host__ __device__`, or (`device_code`) `__device__` too.
    fn device_ctor(&self, class: &str, args: &[Expr], device_code: bool) -> Option<HdCtor> {
        let arity = args.len();
        let last = class.rsplit("::").next().unwrap_or(class);
        let mut parts: Vec<&str> = class.split_scopes().collect();
        parts.push(last);
        let found = self.low.table.resolve(&parts, &self.low.scope, false);
        let ctors: Vec<&crate::symbols::Symbol> = found.iter().copied().filter(|s| s.kind == EntityKind::Function).collect();
        if ctors.is_empty() && class == "dim3" {
            // cuda_runtime.h's `constexpr dim3(unsigned x = 1, unsigned y
            // = 1, unsigned z = 1)`, when the unit was not preprocessed
            // with the headers.
            return (arity <= 3).then_some(HdCtor { params: 3, constexpr: true });
        }
        // An arithmetic argument does not initialize a class parameter
        // (`dim3(n)` is `dim3(unsigned, unsigned = 1, unsigned = 1)`, not
        // `dim3(uint3)`).
        let printer = self.printer();
        let arithmetic: Vec<bool> = args.iter().map(|a| printer.ty_of(a).is_some_and(|t| t.is_arithmetic())).collect();
        let viable = |s: &&crate::symbols::Symbol| arithmetic.iter().enumerate().all(|(i, &a)| !a || s.param_tys.get(i).is_some_and(|t| t.is_arithmetic()));
        let hd: Vec<_> = ctors.into_iter().filter(|s| s.exec_space & exec::DEVICE_BIT != 0 && (device_code || s.exec_space & exec::HOST_BIT != 0)).filter(viable).collect();
        // The one taking exactly these arguments, else one with defaults.
        let ctor = hd.iter().find(|s| s.params.len() == arity).or_else(|| hd.iter().find(|s| s.params.len() > arity))?;
        Some(HdCtor { params: ctor.params.len() as u32, constexpr: ctor.is_constexpr })
    }

    /// A qualified name whose qualifier names a template parameter
    /// (`top<T>::v`, `T::value`).
    pub(super) fn is_dependent_member(&self, r: super::expr::Range) -> bool {
        let Some(last_scope) = (r.first..r.last).rev().find(|&k| self.low.tok(k) == "::") else { return false };
        (r.first..last_scope).any(|k| self.low.toks[k].kind == crate::lexer::TokKind::Ident && (Env::names_template_param(self, self.low.tok(k)) || self.is_dependent_alias(self.low.tok(k))))
    }

    /// A variable named alone that is a constant (`const` with a constant
    /// initializer, of any arithmetic type: `const float tol = 1e-5f`).
    fn is_const_object(&self, e: &Expr) -> bool {
        let Expr::Name(r) = e.without_parens() else { return false };
        if r.last != r.first + 1 {
            return false;
        }
        let name = self.low.tok(r.first);
        match self.scopes.borrow().is_constant(name) {
            Some(constant) => constant,
            None => self.low.table.resolve(&[name], &self.low.scope, false).iter().any(|s| s.kind == EntityKind::Variable && s.is_constant),
        }
    }

    /// A variable (a local, else the nearest global) that is a constant:
    /// `const` or `constexpr` with a constant initializer, floating ones
    /// too (`const float FK = 2.5f;`).
    pub(super) fn is_constant_variable(&self, name: &str) -> bool {
        match self.scopes.borrow().is_constant(name) {
            Some(constant) => constant,
            None => {
                let known = |s: &&crate::symbols::Symbol| s.kind == EntityKind::Variable && s.is_constant && (self.low.variable_value(s, 0).is_some() || s.detail.const_value.is_none() && s.detail.const_init.is_none());
                self.low.table.resolve(&[name], &self.low.scope, false).iter().any(known) || self.is_class_constant(name)
            }
        }
    }

    /// A static constant data member of the class whose member function
    /// this is, named alone (`k<<<blocks, 32>>>` in `L::go`): its value
    /// known, or in a template, where EDG takes a value-dependent one
    /// (`static const int blocks = B;`) as the constant it will be.
    fn is_class_constant(&self, name: &str) -> bool {
        self.class_static_member(name).is_some_and(|s| s.is_constant && (self.in_template.get() || self.low.variable_value(s, 0).is_some() || s.detail.const_value.is_none() && s.detail.const_init.is_none()))
    }

    /// The static data member `name` of the class whose member function
    /// or member declarations these are, or of a class around it (a
    /// nested class names its outer class's members alone too).
    pub(super) fn class_static_member(&self, name: &str) -> Option<&'l crate::symbols::Symbol> {
        let class = self.class_path()?;
        (1..=class.len()).rev().find_map(|depth| {
            let mut path: Vec<&str> = class.iter().take(depth).map(String::as_str).collect();
            path.push(name);
            self.low.table.resolve(&path, "", true).into_iter().find(|s| s.kind == EntityKind::Variable && s.is_static && s.class.is_some())
        })
    }

    /// The qualified name of the class whose member function (or member
    /// declarations, `member_class`) is being printed.
    fn class_path(&self) -> Option<Vec<String>> {
        match (self.function, self.member_class) {
            (Some(f), _) => {
                let d = self.low.decl(f);
                if d.context != Context::Class && d.qualifier.is_empty() {
                    return None;
                }
                Some(self.low.scope_parts(f).into_iter().map(|p| p.name).collect())
            }
            (None, Some(c)) => {
                let own = self.low.decl(c).name?;
                let mut parts: Vec<String> = self.low.scope_parts(c).into_iter().map(|p| p.name).collect();
                parts.push(own.as_str().to_string());
                Some(parts)
            }
            (None, None) => None,
        }
    }

    /// A qualified name of a namespace's (or class's) constant variable
    /// whose value cufe knows.
    pub(super) fn names_qualified_constant(&self, r: super::expr::Range) -> bool {
        let text = self.printer().range_text(r);
        let absolute = text.starts_with("::");
        let parts: Vec<&str> = text.trim_global().split_scopes().map(str::trim).collect();
        if self.low.table.resolve(&parts, &self.low.scope, absolute).iter().any(|s| s.kind == EntityKind::Variable && self.low.variable_value(s, 0).is_some()) {
            return true;
        }
        // A constant static member of a class template's specialization
        // (`Tile<8>::size`): a constant, though EDG leaves its value to the
        // instance (`float f = (Tile< 8> ::size);`).
        self.low.specialization_static_members(&text, absolute).iter().any(|s| s.is_constant)
    }

    /// A qualified name of constexpr functions only, a namespace's or a
    /// class's static members (`ns::threads`, `Vec<float, 3>::size`: a
    /// class template's by the template's).
    fn names_qualified_constexpr_function(&self, r: super::expr::Range) -> bool {
        let text = self.printer().range_text(r);
        let absolute = text.trim_start().starts_with("::");
        let parts: Vec<&str> = text.trim_start().trim_global().split_scopes().map(|p| p.split('<').next().unwrap_or(p).trim()).collect();
        let found = self.low.table.resolve(&parts, &self.low.scope, absolute);
        let is_member = |s: &&crate::symbols::Symbol| s.class.is_some();
        !found.is_empty() && found.iter().all(|s| s.kind == EntityKind::Function && s.is_constexpr && (s.is_static || !is_member(s)))
    }

    /// `e` calls one of the constant GCC builtins (`is_constant_builtin`).
    pub(super) fn calls_constant_builtin(&self, e: &Expr) -> bool {
        match e {
            Expr::Call(callee, _) => matches!(&**callee, Expr::Name(r) if r.last == r.first + 1 && is_constant_builtin(self.low.tok(r.first))),
            Expr::Paren(x) | Expr::Unary(_, x) | Expr::Cast(_, x) | Expr::NamedCast(_, _, x) => self.calls_constant_builtin(x),
            Expr::Binary(a, _, b) => self.calls_constant_builtin(a) || self.calls_constant_builtin(b),
            Expr::Cond(c, a, b) => self.calls_constant_builtin(c) || self.calls_constant_builtin(a) || self.calls_constant_builtin(b),
            _ => false,
        }
    }

    /// `ceil` called with a constant: EDG evaluates it at compile time
    /// (`floor`, `ceilf`, `sqrt` or `pow` it does not), so it folds what
    /// uses it (`(int)ceil((float)N / 256)`, `ceil(2.5) + 1`). Not in a
    /// template.
    fn rounded_constant(&self, e: &Expr) -> bool {
        let Expr::Call(callee, args) = e else { return false };
        let Expr::Name(r) = &**callee else { return false };
        let name: String = (r.first..r.last).map(|k| self.low.tok(k)).collect();
        matches!(name.trim_global(), "ceil" | "std::ceil") && args.len() == 1 && self.is_constant(&args[0]) && !self.in_template.get()
    }

    /// An expression the compiler evaluates at compile time: literals,
    /// constants and operators on them.
    pub(super) fn is_constant(&self, e: &Expr) -> bool {
        match e {
            Expr::Literal(_) | Expr::SizeofType(..) | Expr::SizeofExpr(..) => true,
            // An operator function's call, on enumerators too (`Async |
            // Pinned` with a `Flags operator|(Flags, Flags)`), is none.
            // (Asked last: an operator with an operand that is no
            // constant is none whatever it calls, and the lookup of its
            // operator functions is the dear part.)
            // The address of a constant is not one unless it is static
            // (`(void *)&tol` for a `const float tol` local).
            Expr::Unary("&", x) => self.static_object(x).is_some() && self.is_const_object(x) && !self.overloaded_operator(e),
            Expr::Unary(_, x) => self.is_constant(x) && !self.overloaded_operator(e),
            Expr::Paren(x) | Expr::Cast(_, x) | Expr::NamedCast(_, _, x) => self.is_constant(x),
            Expr::Binary(a, _, b) => self.is_constant(a) && self.is_constant(b) && !self.overloaded_operator(e),
            Expr::Cond(c, a, b) => self.is_constant(c) && self.is_constant(a) && self.is_constant(b),
            // A conversion of a constant (`float(N + 1)`), also to a
            // typedef of a builtin type (`Real_t(1.0)`).
            // A scalar's value-initialization (`int()`) is zero.
            Expr::Construct(r, args, false) if args.is_empty() => self.printer().names_scalar(*r),
            Expr::Construct(r, args, false) if args.len() == 1 => {
                let builtin = self.low.type_id_ty(*r, &[]).is_some_and(|t| matches!(self.low.without_aliases(&t, 0), DeclTy::Builtin(_)));
                // (In a template, a type its parameters decide, `T(3)`,
                // `typename W<T>::Type(3)`, is a cast as `(T)3` is; a class
                // template's specialization is a class.)
                let dependent = self.in_template.get() && self.names_parameter_type(*r) && !self.names_class_specialization(*r);
                (builtin || dependent) && self.is_constant(&args[0])
            }
            Expr::Call(..) if self.rounded_constant(e) || self.constant_closure_call(e) => true,
            // A static constexpr member function called with constants
            // through an object (`tile.size()`).
            // (Not in a template, where EDG leaves the call to the instance.)
            Expr::Call(callee, args) if matches!(&**callee, Expr::Member(..)) => {
                if self.in_template.get() {
                    return false;
                }
                let Expr::Member(base, op, name) = &**callee else { return false };
                let Some(class) = self.object_type_name(base, *op == "->") else { return false };
                let methods = self.low.inherited_methods(&class, self.low.tok(name.first));
                !methods.is_empty() && methods.iter().all(|m| m.is_constexpr && m.is_static) && args.iter().all(|a| self.is_constant(a))
            }
            // GCC's builtins for infinity and NaN (`INFINITY` is
            // `(__builtin_inff())`) are constants.
            // (Not in a template, where EDG leaves them to the instance.)
            Expr::Call(..) if self.calls_constant_builtin(e) => !self.in_template.get(),
            // A constexpr function called with constants (`threads()`);
            // in a template EDG leaves the call to the instance too.
            Expr::Call(callee, args) => {
                let constexpr = match &**callee {
                    Expr::Name(r) if r.last == r.first + 1 => self.names_constexpr_function(self.low.tok(r.first)),
                    Expr::Name(r) => self.names_qualified_constexpr_function(*r),
                    _ => false,
                };
                !self.in_template.get() && constexpr && args.iter().all(|a| self.is_constant(a))
            }
            // A member of a class that depends on template parameters
            // (`top<T>::v`): a constant whose value is not known yet.
            Expr::Name(r) if self.is_dependent_member(*r) => true,
            // An enumerator, possibly qualified (`F::FA`).
            // Or a namespace's constant (`ms::gpu::N`).
            Expr::Name(r) if r.last > r.first + 1 => self.low.tok(r.last - 2) == "::" && (self.low.is_enumerator(self.low.tok(r.last - 1)) || self.names_scoped_enumeration(*r) || self.names_qualified_constant(*r)),
            Expr::Name(r) if r.last == r.first + 1 => {
                let name = self.low.tok(r.first);
                if self.low.is_enumerator(name) && self.scopes.borrow().find(name).is_none() {
                    return true;
                }
                // A non-type template parameter.
                if self.is_value_parameter(name) {
                    return true;
                }
                self.is_constant_variable(name)
            }
            _ => false,
        }
    }
}

/// A GCC builtin whose call is a constant expression: infinity, the
/// largest value, a quiet NaN.
fn is_constant_builtin(name: &str) -> bool {
    matches!(name, "__builtin_inff" | "__builtin_inf" | "__builtin_infl" | "__builtin_huge_valf" | "__builtin_huge_val" | "__builtin_huge_vall" | "__builtin_nanf" | "__builtin_nan" | "__builtin_nanl")
}

/// A function's parameter types as `params_key` spells them, a pointer to
/// `const` with its `const` (`const int*`), which the key leaves out.
/// How a device function's parameter takes its argument, as far as
/// cicc's temporaries tell apart.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Passing {
    /// `T &`: an object is passed by its address, read but not stored.
    PlainReference,
    /// `const T *`, `volatile T *`: an array's address is converted.
    QualifiedPointer,
    Other,
}

/// The one answer all overloads give; `None` when there is none or they
/// differ (the binding is then unknown).
fn agreed<T: PartialEq>(answers: Vec<T>) -> Option<T> {
    let mut answers = answers.into_iter();
    let first = answers.next()?;
    answers.all(|other| other == first).then_some(first)
}

/// What a call of overload `name` with parameters `params` (as
/// `params_key` spells them) notes as called: one spelling for the calls
/// and for the code they make exist (`Lowerer::overload_key`).
fn called_overload(name: &str, params: &str) -> String {
    format!("{name}({params})")
}

/// The one parameter list of `chosen`, when it has one.
fn only(mut chosen: Vec<Vec<String>>) -> Option<Vec<String>> {
    (chosen.len() == 1).then(|| chosen.pop()).flatten()
}

/// A pointer to `const` or `volatile` elements, as `params_key` spells it.
fn qualified_pointer(param: &str) -> bool {
    (param.starts_with("const ") || param.starts_with("volatile ")) && param.ends_with('*') && !param.ends_with("**")
}

pub(crate) fn spelled_params(s: &crate::symbols::Symbol) -> Vec<String> {
    let mut params = super::split_template_args(&format!("<{}>", s.params_key));
    for (i, p) in params.iter_mut().enumerate().take(64) {
        if s.volatile_pointee_params >> i & 1 == 1 && !p.starts_with("volatile ") && !p.starts_with("const volatile ") {
            p.insert_str(0, "volatile ");
        }
        if s.const_pointee_params >> i & 1 == 1 && !p.starts_with("const ") {
            p.insert_str(0, "const ");
        }
    }
    params
}

/// The token an expression starts at (its leftmost operand's), for telling
/// call sites apart; `None` for an expression without one.
fn first_token(e: &Expr) -> Option<usize> {
    match e {
        Expr::Name(r) | Expr::Strings(r) | Expr::Cast(r, _) | Expr::Construct(r, ..) | Expr::SizeofType(_, r) | Expr::Lambda(r) | Expr::Raw(r) | Expr::StmtExpr(r) => Some(r.first),
        Expr::Literal(i) | Expr::NamedCast(i, ..) => Some(*i),
        Expr::Unary(_, x) | Expr::Postfix(x, _) | Expr::Binary(x, ..) | Expr::Assign(x, ..) | Expr::Cond(x, ..) | Expr::Comma(x, _) | Expr::Call(x, _) | Expr::Index(x, _) | Expr::Member(x, ..) | Expr::SizeofExpr(_, x) | Expr::Paren(x) => first_token(x),
        _ => None,
    }
}
