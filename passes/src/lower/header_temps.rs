//! The temporaries of the CUDA headers' inline function templates.
//!
//! cicc numbers `__T<n>` temporaries in the device code of the headers'
//! functions too (see `lower::temps`), so a unit that calls one of them
//! shifts the stub's numbers by what that function's code, and the code
//! of the functions it calls in turn, stores. A template's code exists
//! per instance, each instance once in the unit. The counts below were
//! read off cicc's C output (`.cudafe1.gpu`) of cudafe++ 13.5 for units
//! calling each function, and follow the rule of `lower::temps`: each
//! parameter a body passes on with at least one other read at run time is
//! stored, a class parameter passed by address is not, a local class
//! object returned is stored once more.

/// How the instance of a runtime function template a call makes is told
/// apart.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum InstanceBy {
    /// By the type the argument at this index points to (`cudaMalloc(&p,
    /// n)` with a `float *p` is `cudaMalloc<float>`).
    Pointee(usize),
    /// By the type of the kernel the argument at this index names (two
    /// kernels of one type share an instance).
    Function(usize),
    /// By the kernel's type (first index) and the functor's (second):
    /// `cudaOccupancyMaxPotentialBlockSizeVariableSMem<UnaryFunction, T>`.
    FunctionAndFunctor(usize, usize),
}

/// What an instance's code calls that has code of its own.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Callee {
    /// A function whose code is made once (`RUNTIME_BODIES`).
    Plain(&'static str),
    /// The instance of another template of `RUNTIME_TEMPLATES` for the
    /// same kernel (and functor).
    Instance(&'static str),
    /// The instance of a template taking a functor, for the same kernel
    /// and the headers' `__cudaOccupancyB2DHelper` as the functor (what
    /// the fixed-size occupancy calculators pass).
    WithSizeHelper(&'static str),
}

/// A runtime header function template with device code.
#[derive(Debug)]
pub struct RuntimeTemplate {
    pub name: &'static str,
    pub by: InstanceBy,
    /// The temporaries of one instance's own code.
    pub temps: u32,
    /// A `void *` (or `const void *`) argument calls the non-template
    /// overload of the same name instead (`cudaMalloc(void **, size_t)`):
    /// no instance.
    pub plain_overload: bool,
    pub calls: &'static [Callee],
}

const MAX_ACTIVE_WITH_FLAGS: &str = "cudaOccupancyMaxActiveBlocksPerMultiprocessorWithFlags";
const VARIABLE_SMEM_WITH_FLAGS: &str = "cudaOccupancyMaxPotentialBlockSizeVariableSMemWithFlags";

/// The runtime headers' (13.5) function templates with device code
/// (`CUDART_DEVICE`, or a device overload in `cuda_device_runtime_api.h`).
/// Measured: `cudaOccupancyMaxPotentialBlockSize(&g, &b, k)` costs 30 in a
/// unit that calls nothing else: 6 of its own, 5 of
/// `...VariableSMemWithFlags` (four parameters stored, a label for its
/// loop's `break`), 2 + 5 of the two instances that calls, 3 + 2 + 5 of the
/// non-templates those call, and 2 of the size helper.
pub const RUNTIME_TEMPLATES: &[RuntimeTemplate] = &[
    RuntimeTemplate { name: "cudaMalloc", by: InstanceBy::Pointee(0), temps: 2, plain_overload: true, calls: &[Callee::Plain("cudaMalloc")] },
    RuntimeTemplate { name: "cudaFuncGetAttributes", by: InstanceBy::Function(1), temps: 2, plain_overload: true, calls: &[Callee::Plain("cudaFuncGetAttributes")] },
    RuntimeTemplate { name: "cudaOccupancyMaxActiveBlocksPerMultiprocessor", by: InstanceBy::Function(1), temps: 4, plain_overload: true, calls: &[Callee::Plain(MAX_ACTIVE_WITH_FLAGS)] },
    RuntimeTemplate { name: MAX_ACTIVE_WITH_FLAGS, by: InstanceBy::Function(1), temps: 5, plain_overload: true, calls: &[Callee::Plain(MAX_ACTIVE_WITH_FLAGS)] },
    RuntimeTemplate {
        name: "cudaOccupancyMaxPotentialBlockSize",
        by: InstanceBy::Function(2),
        temps: 6,
        plain_overload: false,
        calls: &[Callee::WithSizeHelper(VARIABLE_SMEM_WITH_FLAGS), Callee::Plain("__cudaOccupancyB2DHelper")],
    },
    RuntimeTemplate {
        name: "cudaOccupancyMaxPotentialBlockSizeWithFlags",
        by: InstanceBy::Function(2),
        temps: 7,
        plain_overload: false,
        calls: &[Callee::WithSizeHelper(VARIABLE_SMEM_WITH_FLAGS), Callee::Plain("__cudaOccupancyB2DHelper")],
    },
    RuntimeTemplate { name: "cudaOccupancyMaxPotentialBlockSizeVariableSMem", by: InstanceBy::FunctionAndFunctor(2, 3), temps: 5, plain_overload: false, calls: &[Callee::Instance(VARIABLE_SMEM_WITH_FLAGS)] },
    RuntimeTemplate {
        name: VARIABLE_SMEM_WITH_FLAGS,
        by: InstanceBy::FunctionAndFunctor(2, 3),
        temps: 5,
        plain_overload: false,
        calls: &[Callee::Plain("cudaDeviceGetAttribute"), Callee::Instance("cudaFuncGetAttributes"), Callee::Instance(MAX_ACTIVE_WITH_FLAGS)],
    },
];

/// The headers' size helper the fixed-size occupancy calculators pass as
/// their functor.
pub const SIZE_HELPER: &str = "__cudaOccupancyB2DHelper";

/// The template of `RUNTIME_TEMPLATES` named `name`.
pub fn runtime_template(name: &str) -> Option<&'static RuntimeTemplate> {
    RUNTIME_TEMPLATES.iter().find(|t| t.name == name)
}

/// An instance's code and what it calls, as `(key, temporaries)` pairs:
/// an instance's key names the template and its arguments (`kernel` the
/// kernel's type, `functor` the functor's where the template takes one),
/// a plain function's key its name. `body` gives a plain function's
/// temporaries. Each key once: a caller counts each pair once per unit.
pub fn instance_temporaries(t: &RuntimeTemplate, kernel: &str, functor: &str, body: &dyn Fn(&str) -> Option<u32>) -> Vec<(String, u32)> {
    let mut out = Vec::new();
    add_instance(t, kernel, functor, body, &mut out, 0);
    out
}

fn add_instance(t: &RuntimeTemplate, kernel: &str, functor: &str, body: &dyn Fn(&str) -> Option<u32>, out: &mut Vec<(String, u32)>, depth: u32) {
    /// The templates call each other a few levels deep, never back.
    const MAX_DEPTH: u32 = 8;
    let key = match t.by {
        InstanceBy::FunctionAndFunctor(..) => format!("{}<{functor}, {kernel}>", t.name),
        _ => format!("{}<{kernel}>", t.name),
    };
    if depth > MAX_DEPTH || out.iter().any(|(k, _)| *k == key) {
        return;
    }
    out.push((key, t.temps));
    for c in t.calls {
        match *c {
            Callee::Plain(name) => {
                if let Some(n) = body(name).filter(|_| !out.iter().any(|(k, _)| k == name)) {
                    out.push((name.to_string(), n));
                }
            }
            Callee::Instance(name) => {
                if let Some(callee) = runtime_template(name) {
                    add_instance(callee, kernel, functor, body, out, depth + 1);
                }
            }
            Callee::WithSizeHelper(name) => {
                if let Some(callee) = runtime_template(name) {
                    add_instance(callee, kernel, SIZE_HELPER, body, out, depth + 1);
                }
            }
        }
    }
}

/// A texture or surface object function template of
/// `texture_indirect_functions.h` / `surface_indirect_functions.h`.
/// A read comes in two forms: `T tex2D<T>(obj, x, y)` declares `T ret`,
/// passes `&ret` and its own parameters on to `tex2D(T *ptr, obj, x, y)`,
/// and returns `ret`; that one passes `ptr` and its parameters on to the
/// compiler's handler, a vector parameter (`float2 dPdx`) by address. A
/// write (`surf2Dwrite(T val, obj, x, y, mode)`) passes `&val` and the
/// rest on.
#[derive(Debug)]
pub struct Fetch {
    pub name: &'static str,
    /// The value form's parameters, defaulted ones included (a write's
    /// value too).
    pub params: u32,
    /// Those of them the pointer form passes by address (vectors).
    pub by_address: u32,
    pub write: bool,
}

const fn read(name: &'static str, params: u32, by_address: u32) -> Fetch {
    Fetch { name, params, by_address, write: false }
}

const fn write(name: &'static str, params: u32) -> Fetch {
    Fetch { name, params, by_address: 0, write: true }
}

/// The fetch templates (13.5), without the sparse forms (`bool
/// *isResident`, a parameter more).
pub const FETCHES: &[Fetch] = &[
    read("tex1Dfetch", 2, 0),
    read("tex1D", 2, 0),
    read("tex2D", 3, 0),
    read("tex3D", 4, 0),
    read("tex1DLayered", 3, 0),
    read("tex2DLayered", 4, 0),
    read("texCubemap", 4, 0),
    read("texCubemapLayered", 5, 0),
    read("tex2Dgather", 4, 0),
    read("tex1DLod", 3, 0),
    read("tex2DLod", 4, 0),
    read("tex3DLod", 5, 0),
    read("tex1DLayeredLod", 4, 0),
    read("tex2DLayeredLod", 5, 0),
    read("texCubemapLod", 5, 0),
    read("texCubemapGrad", 6, 2),
    read("texCubemapLayeredLod", 6, 0),
    read("tex1DGrad", 4, 0),
    read("tex2DGrad", 5, 2),
    read("tex3DGrad", 6, 2),
    read("tex1DLayeredGrad", 5, 0),
    read("tex2DLayeredGrad", 6, 2),
    read("texCubemapLayeredGrad", 7, 2),
    read("surf1Dread", 3, 0),
    read("surf2Dread", 4, 0),
    read("surf3Dread", 5, 0),
    read("surf1DLayeredread", 4, 0),
    read("surf2DLayeredread", 5, 0),
    read("surfCubemapread", 5, 0),
    read("surfCubemapLayeredread", 5, 0),
    write("surf1Dwrite", 4),
    write("surf2Dwrite", 5),
    write("surf3Dwrite", 6),
    write("surf1DLayeredwrite", 5),
    write("surf2DLayeredwrite", 6),
    write("surfCubemapwrite", 6),
    write("surfCubemapLayeredwrite", 6),
];

/// The fetch template named `name`.
pub fn fetch(name: &str) -> Option<&'static Fetch> {
    FETCHES.iter().find(|f| f.name == name)
}

/// The instances a call of fetch `f` for element type `elem` makes, as
/// `(key, temporaries)` pairs: the value form's (`value_form`: called
/// with the object first, not a pointer; its `ret` returned through one
/// more when `elem` is a class) and the pointer form's it calls, or the
/// write's. Measured: `tex2D<float>` 3 + 4, `tex2D<float4>` 4 + 4,
/// `tex2DGrad<float>` 5 + 4, `surf2Dread<float>` 4 + 5, `surf2Dwrite` 4.
pub fn fetch_temporaries(f: &Fetch, value_form: bool, elem: &str, class_elem: bool) -> Vec<(String, u32)> {
    if f.write {
        return vec![(format!("{}<{elem}>", f.name), f.params.saturating_sub(1))];
    }
    let mut out = Vec::new();
    if value_form {
        out.push((format!("{}<{elem}>", f.name), f.params + u32::from(class_elem)));
    }
    out.push((format!("{}<{elem}>(T *)", f.name), 1 + f.params - f.by_address));
    out
}

/// What a libstdc++ (12) operation's instances make that cicc compiles
/// as device code and numbers.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum StdCost {
    /// The placement `operator new(size_t, void *)` of `<new>`, implicitly
    /// `__host__ __device__`: its unnamed `size_t` parameter is named
    /// `__T<n>`, once per unit (what `new (p) T` in user code costs too).
    PlacementNew,
    /// `std::nextafter(float, float)` of `<cmath>`, whose body passes both
    /// parameters on (`__builtin_nextafterf(__x, __y)`): two, once per
    /// unit; `std::generate_canonical<float>` calls it.
    NextafterFloat,
    /// What calling a `std::function` makes (measured: one, once per
    /// unit, whatever the signatures; constructing one from a callable
    /// makes it too, with a placement new).
    FunctionCall,
}

impl StdCost {
    /// The key a unit counts the cost once by, and the count.
    pub fn temporaries(self) -> (&'static str, u32) {
        match self {
            StdCost::PlacementNew => ("operator new(void *)", 1),
            StdCost::NextafterFloat => ("std::nextafter(float, float)", 2),
            StdCost::FunctionCall => ("std::function::operator()", 1),
        }
    }
}

/// A `float` overload of `<cmath>` (libstdc++ 12) that takes two or more
/// parameters: `constexpr`, so cicc compiles it as device code, and its
/// body passes every parameter on to the builtin (`__builtin_atan2f(__y,
/// __x)`), each stored: as many temporaries as parameters, once per
/// unit. The `double` ones are the C library's, without a body; the
/// `long double` ones make none.
#[derive(Debug)]
pub struct FloatOverload {
    pub name: &'static str,
    /// The overload's signature, the key a unit counts it once by.
    pub signature: &'static str,
    /// Its parameters.
    pub params: u32,
    /// The leading parameters of type `float` (the rest an `int`, a
    /// `long` or a pointer): a call picks the overload when its
    /// arguments there are `float`s.
    pub floats: u32,
}

const fn binary(name: &'static str, signature: &'static str) -> FloatOverload {
    FloatOverload { name, signature, params: 2, floats: 2 }
}

/// Measured with cudafe++ 13.5: `atan2`, `fmod`, `pow`, `fmax`, `fmin`,
/// `fdim`, `hypot`, `copysign`, `remainder` cost 2, `fma` 3, `ldexp` 2.
pub const FLOAT_OVERLOADS: &[FloatOverload] = &[
    binary("atan2", "std::atan2(float, float)"),
    binary("fmod", "std::fmod(float, float)"),
    binary("pow", "std::pow(float, float)"),
    binary("copysign", "std::copysign(float, float)"),
    binary("fdim", "std::fdim(float, float)"),
    binary("fmax", "std::fmax(float, float)"),
    binary("fmin", "std::fmin(float, float)"),
    binary("hypot", "std::hypot(float, float)"),
    binary("nextafter", "std::nextafter(float, float)"),
    binary("remainder", "std::remainder(float, float)"),
    FloatOverload { name: "fma", signature: "std::fma(float, float, float)", params: 3, floats: 3 },
    FloatOverload { name: "remquo", signature: "std::remquo(float, float, int *)", params: 3, floats: 2 },
    FloatOverload { name: "ldexp", signature: "std::ldexp(float, int)", params: 2, floats: 1 },
    FloatOverload { name: "scalbn", signature: "std::scalbn(float, int)", params: 2, floats: 1 },
    FloatOverload { name: "scalbln", signature: "std::scalbln(float, long)", params: 2, floats: 1 },
    FloatOverload { name: "frexp", signature: "std::frexp(float, int *)", params: 2, floats: 1 },
    FloatOverload { name: "modf", signature: "std::modf(float, float *)", params: 2, floats: 1 },
];

/// The `float` overload named `name` taking `arity` arguments.
pub fn float_overload(name: &str, arity: usize) -> Option<&'static FloatOverload> {
    FLOAT_OVERLOADS.iter().find(|o| o.name == name && o.params as usize == arity)
}

/// The temporaries of `std::pow`'s promoting template (`pow(_Tp, _Up)`,
/// what two arithmetic arguments not both of one floating type call):
/// each instance converts both parameters to the promoted type and
/// passes them on, stored. (The other promoting templates of `<cmath>`
/// make none: measured for `atan2` and `fmod`.)
pub const POW_TEMPLATE_TEMPS: u32 = 2;

/// Which use of a standard class template costs what.
#[derive(Debug)]
pub struct StdUse {
    /// The class template (in `std`).
    pub class: &'static str,
    /// Its member called (`""`: its constructor).
    pub member: &'static str,
    /// The constructor's argument count, when only that one costs.
    pub arity: Option<usize>,
    /// The class template's first argument, when only that one costs.
    pub element: Option<&'static str>,
    pub cost: StdCost,
}

/// The uses measured with cudafe++ 13.5 over GCC 12's libstdc++ (other
/// than the containers' inserts, `INSERTING_CONTAINERS`): `vector<T>(n)`
/// constructs its first element in place (`vector(n, v)`, `vector()`,
/// `reserve` and `assign` do not), so do `deque(n)` and `list(n)`; a
/// map's `operator[]` its missing key's node;
/// `make_shared` its control block. A float distribution's call draws
/// through `generate_canonical<float>` (a `double` one does not call
/// `nextafter`). Calling a `std::function` costs one, once per unit;
/// making one from a lambda costs that and a placement new (a lambda
/// converted where a call passes it is not told yet).
pub const STD_USES: &[StdUse] = &[
    StdUse { class: "vector", member: "", arity: Some(1), element: None, cost: StdCost::PlacementNew },
    StdUse { class: "deque", member: "", arity: Some(1), element: None, cost: StdCost::PlacementNew },
    StdUse { class: "list", member: "", arity: Some(1), element: None, cost: StdCost::PlacementNew },
    StdUse { class: "map", member: "operator[]", arity: None, element: None, cost: StdCost::PlacementNew },
    StdUse { class: "unordered_map", member: "operator[]", arity: None, element: None, cost: StdCost::PlacementNew },
    StdUse { class: "", member: "make_shared", arity: None, element: None, cost: StdCost::PlacementNew },
    StdUse { class: "uniform_real_distribution", member: "operator()", arity: None, element: Some("float"), cost: StdCost::NextafterFloat },
    StdUse { class: "normal_distribution", member: "operator()", arity: None, element: Some("float"), cost: StdCost::NextafterFloat },
    StdUse { class: "function", member: "operator()", arity: None, element: None, cost: StdCost::FunctionCall },
];

/// The standard containers (and container adaptors) whose inserting
/// members (`INSERTING_MEMBERS`) construct the new element, or the node
/// holding it, in place through the allocator: a placement new (measured
/// for each container with `insert`, `emplace`, `push_back`,
/// `push_front`, `emplace_front`, `emplace_hint`, `try_emplace`, `push`).
const INSERTING_CONTAINERS: &[&str] = &[
    "vector",
    "deque",
    "list",
    "forward_list",
    "map",
    "multimap",
    "set",
    "multiset",
    "unordered_map",
    "unordered_multimap",
    "unordered_set",
    "unordered_multiset",
    "stack",
    "queue",
    "priority_queue",
];

/// The members of `INSERTING_CONTAINERS` that construct an element in
/// place.
const INSERTING_MEMBERS: &[&str] = &[
    "insert",
    "emplace",
    "emplace_hint",
    "try_emplace",
    "insert_or_assign",
    "push_back",
    "push_front",
    "emplace_back",
    "emplace_front",
    "push",
    "resize",
];

/// The cost of calling `member` (`""`: constructing with `arity`
/// arguments) on an object of the standard class `class`, spelled as
/// written (`std::vector<float>`, `vector<int>`).
pub fn std_use(class: &str, member: &str, arity: usize) -> Option<StdCost> {
    let (base, args) = class.split_once('<').map_or((class, ""), |(b, a)| (b, a));
    let name = base.rsplit("::").next().unwrap_or(base).trim();
    let element = args.split([',', '>']).next().unwrap_or("").trim();
    if INSERTING_CONTAINERS.contains(&name) && INSERTING_MEMBERS.contains(&member) {
        return Some(StdCost::PlacementNew);
    }
    STD_USES
        .iter()
        .find(|u| u.class == name && u.member == member && u.arity.is_none_or(|a| a == arity) && u.element.is_none_or(|e| e == element))
        .map(|u| u.cost)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn body(name: &str) -> Option<u32> {
        match name {
            "cudaDeviceGetAttribute" => Some(3),
            "cudaFuncGetAttributes" | SIZE_HELPER => Some(2),
            MAX_ACTIVE_WITH_FLAGS => Some(5),
            _ => None,
        }
    }

    #[test]
    fn the_potential_block_size_calculator_costs_what_cicc_numbered() {
        let t = runtime_template("cudaOccupancyMaxPotentialBlockSize").map(|t| instance_temporaries(t, "void (float *, int)", "", &body)).unwrap_or_default();
        assert_eq!(t.iter().map(|(_, n)| n).sum::<u32>(), 30);
    }

    #[test]
    fn a_sized_vector_places_its_first_element() {
        assert_eq!(std_use("std::vector<float>", "", 1), Some(StdCost::PlacementNew));
        assert_eq!(std_use("std::vector<float>", "", 2), None);
        assert_eq!(std_use("std::uniform_real_distribution<double>", "operator()", 1), None);
    }

    #[test]
    fn every_callee_is_in_the_table() {
        for t in RUNTIME_TEMPLATES {
            for c in t.calls {
                if let Callee::Instance(n) | Callee::WithSizeHelper(n) = c {
                    assert!(runtime_template(n).is_some(), "{n}");
                }
            }
        }
    }
}
