//! The stub file: device-stub functions that launch each kernel through
//! the runtime, host definitions of the kernels that call them, and the
//! registration callback run by a static constructor.
//!
//! cudafe++'s generator prints the first function of the file compactly
//! and, once it has emitted a line marker back into the stub file, every
//! later one with spaces; both spellings are reproduced.

use super::{module_id, PrintInput};
use crate::scoped::ScopedStr;
use crate::lower::stub::{Deferral, Instance, KernelStub, TemplateUse, VarStub};
use crate::lower::temps::KeyedTemporaries;
use crate::lower::types::DeclTy;
use std::fmt::Write;

pub fn stub_file(input: &PrintInput<'_>) -> String {
    stub_file_numbered(input).0
}

/// The stub, and where in it the line numbers read from the unit are
/// printed, with the offset each was read at: a worker's cache moves them
/// when items move to other lines.
pub fn stub_file_numbered(input: &PrintInput<'_>) -> (String, Vec<(usize, u32)>) {
    forget_typedef_names();
    UNIONS.with(|u| *u.borrow_mut() = input.items.iter().flat_map(|i| i.lowered.stub.unions.iter().cloned()).collect());
    TYPEDEF_CLASSES.with(|c| *c.borrow_mut() = input.items.iter().flat_map(|i| i.lowered.stub.typedef_classes.iter().cloned()).collect());
    let s = stub_text(input);
    forget_typedef_names();
    UNIONS.with(|u| u.borrow_mut().clear());
    TYPEDEF_CLASSES.with(|c| c.borrow_mut().clear());
    s
}

fn stub_text(input: &PrintInput<'_>) -> (String, Vec<(usize, u32)>) {
    let base = input.file_name.rsplit('/').next().unwrap_or(input.file_name);
    let stem = base.strip_suffix(".cu").unwrap_or(base);
    let stub_name = input.stub_name;
    // Function templates' instances: the kernel instances they launch and
    // the temporaries they make.
    let called = called_names(input);
    let FunctionTemplateUses { launches: fn_launches, temporaries: fn_made, variables: fn_variables, runtime: fn_runtime } = function_template_launches(input, &called);
    let (declared_instances, launched, instance_temporaries, instance_shuffles) = template_instances(input, fn_launches);
    let mut declared: Vec<Placed<'_>> = Vec::new();
    let (var_instances, fn_var_instances) = variable_instances(input, &fn_variables);
    let mut vars: Vec<&VarStub> = Vec::new();
    let mut header_lines = HeaderLines::default();
    // Both instance lists are in item order: each is walked once.
    let mut next_declared = declared_instances.iter().peekable();
    let mut next_var = var_instances.iter().peekable();
    for (n, item) in input.items.iter().enumerate() {
        // Explicit instantiations and specializations exist where they are
        // declared.
        while let Some((_, scope_at, k)) = next_declared.next_if(|(i, _, _)| *i <= n) {
            declared.push(Placed { at: item.start, seq: 0, scope_at: *scope_at, kernel: k });
        }
        for k in &item.lowered.stub.kernels {
            declared.push(Placed { at: item.start, seq: 0, scope_at: item.start, kernel: k });
        }
        vars.extend(item.lowered.stub.variables.iter().filter(|v| v.if_spelled_global_constant.is_none_or(|at| spells_global_constant(input, item.start + at, &mut header_lines))));
        // A variable template's instance where the unit first uses it.
        while let Some((_, v)) = next_var.next_if(|(i, _)| *i <= n) {
            vars.push(v);
        }
    }
    // Function templates' instances are made at the end of the unit.
    vars.extend(fn_var_instances.iter());
    // A variable declared `extern` and defined in the unit is registered
    // once, as defined (where it was first declared).
    let mut kept: Vec<&VarStub> = Vec::with_capacity(vars.len());
    let mut at: rustc_hash::FxHashMap<&str, usize> = Default::default();
    for v in vars {
        match at.get(v.mangled.as_str()) {
            Some(&first) => {
                if kept[first].is_extern && !v.is_extern {
                    kept[first] = v;
                }
            }
            None => {
                at.insert(v.mangled.as_str(), kept.len());
                kept.push(v);
            }
        }
    }
    let vars = kept;
    // An instance a launch needs exists from the launching declaration on
    // (from the end of the unit, for function templates' instances).
    declared.extend(launched.iter().map(|((at, seq), scope_at, k)| Placed { at: *at, seq: *seq, scope_at: *scope_at, kernel: k }));
    let registered = registration_order(&declared);
    let kernels: Vec<(Pos, &KernelStub)> = definition_order(declared).into_iter().map(|p| ((p.at, p.seq), p.kernel)).collect();
    let mut s = String::new();
    s.push_str("#pragma GCC diagnostic push\n#pragma GCC diagnostic ignored \"-Wunused-function\"\n#pragma GCC diagnostic ignored \"-Wcast-qual\"\n#pragma GCC diagnostic ignored \"-Wold-style-cast\"\n");
    let rdc = input.config.rdc;
    if rdc {
        let (_, id) = module_id(input);
        let _ = writeln!(s, "#define __NV_MODULE_ID {id}");
        s.push_str("#define __NV_CUBIN_HANDLE_STORAGE__ extern\n");
    } else {
        s.push_str("#define __NV_CUBIN_HANDLE_STORAGE__ static\n");
    }
    s.push_str("#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)\n#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__\n#endif\n#include \"crt/host_runtime.h\"\n");
    let _ = writeln!(s, "#include \"{stem}.fatbin.c\"");
    // Each kernel's function type, which its stub and its registration
    // both spell (by address: the same kernel).
    let fn_types: rustc_hash::FxHashMap<*const KernelStub, String> = kernels.iter().map(|(_, k)| (*k as *const KernelStub, fn_type_params(k))).collect();
    let fn_type = |k: &KernelStub| fn_types.get(&(k as *const KernelStub)).cloned().unwrap_or_else(|| fn_type_params(k));
    for (spelled, name) in typedefs(&kernels) {
        let _ = writeln!(s, "typedef {spelled} {name};");
    }
    for (_, k) in &kernels {
        if k.is_static {
            let _ = writeln!(s, "static {}void __device_stub_{}({});", inline_prefix(k), k.mangled, param_list(k, false));
            continue;
        }
        {
            let _ = writeln!(s, "extern {}__attribute__((visibility(\"hidden\"))) void __device_stub_{}({});", inline_prefix(k), k.mangled, param_list(k, false));
        }
    }
    s.push_str("static void __nv_cudaEntityRegisterCallback(void **);\nstatic void __sti____cudaRegisterAll(void) __attribute__((__constructor__));\n");
    let mut spaced = false;
    let mut numbers = Vec::new();
    // The stubs' own temporaries come first in the unit's count, after
    // those of the device code defined before them.
    let mut stub_temporaries = 0;
    let kernel_keys: std::collections::BTreeSet<&str> = kernels.iter().map(|(_, k)| k.mangled.as_str()).collect();
    // (The runtime templates' instances come where they are named; the
    // plain code they call, as the runtime headers' other code, first.)
    let shuffles = instance_shuffles.into_iter().map(|(key, n)| (key, n, (0, 0)));
    let runtime: Vec<(Pos, u32)> = new_runtime_keys(input, &called, shuffles.chain(fn_runtime).collect()).into_iter().map(|(key, n, at)| (if made_where_named(&key) { at } else { (0, 0) }, n)).collect();
    let runtime_temporaries = runtime.iter().map(|(_, n)| n).sum::<u32>();
    let members = member_instance_temporaries(input);
    let fn_temporaries = fn_made.iter().chain(&members).map(|(_, n)| n).sum::<u32>();
    let walk = ScopeWalk::new(input, &kernels);
    let device_before = DeviceTemporariesBefore::new(input, &called, &kernel_keys, runtime.into_iter().chain(fn_made).chain(members).collect(), &walk);
    for &((start, seq), k) in &kernels {
        let before = device_before.before((walk.group_of_scope(scope_of(&k.name)), (start, seq)));
        device_stub(&mut s, k, &fn_type(k), spaced, before, &mut stub_temporaries);
        if let Some((name, args)) = &k.template {
            // The wrapper specialization forwards to the device stub.
            // A reference parameter is that reference, not one to it
            // (`int &__cuda_0`), and passed by address.
            let referred = |ty: &DeclTy| match ty.unqualified() {
                DeclTy::LRef(inner) => (**inner).clone(),
                _ => ty.clone(),
            };
            // (An alias of a reference is that reference: `_ZN1WIiE1rE __cuda_0`.)
            let params: Vec<String> = k
                .wrapper_params
                .iter()
                .enumerate()
                .map(|(i, ty)| if aliased_reference(ty).is_some() { ty.spell(&format!("__cuda_{i}")) } else { wrapper_reference(&referred(ty), &format!("__cuda_{i}")) })
                .collect();
            // The casts name no restrict: `(float *&)__cuda_0`.
            // Nor a top-level `const`: `(int &)` for `const int &__cuda_1`.
            let casts: Vec<String> = k
                .params
                .iter()
                .enumerate()
                .map(|(i, p)| {
                    // (A reference keeps what it refers to as it is:
                    // `(const int &)`.)
                    if aliased_reference(&p.ty).is_some() {
                        format!("__cudaAddressOf(({})__cuda_{i})", p.ty.spell(""))
                    } else if by_reference(p) {
                        format!("__cudaAddressOf(({}&)__cuda_{i})", spelled_ref(without_restrict(&referred(&p.ty))))
                    } else {
                        format!("({})__cuda_{i}", wrapper_reference(without_restrict(p.ty.unqualified()), ""))
                    }
                })
                .collect();
            // In the template's namespace, which the stub reopens.
            let scope = scope_of(&k.name);
            let (open, close) = if scope.is_empty() { (String::new(), String::new()) } else { (scope.split_scopes().map(|n| format!("namespace {n}{{\n")).collect::<String>(), "}".repeat(scope.split_scopes().count())) };
            // (No parameters: C's `(void)`, and a call without a blank.)
            let (params, casts) = if params.is_empty() { ("(void)".to_string(), "()".to_string()) } else { (format!("( {})", params.join(",")), format!("( {})", casts.join(","))) };
            let _ = writeln!(s, "{open}template<> __specialization_static void __wrapper__device_stub_{name}<{}> {params}{{__device_stub_{}{casts};}}{close}", crate::lower::stub::join_template_args(args), k.mangled);
            continue;
        }
        let super::Position { file, line, .. } = (input.presumed)(start + k.at);
        numbers.push((s.len() + 2, start + k.at));
        let _ = writeln!(s, "# {line} \"{file}\"");
        let params: Vec<String> = k
            .params
            .iter()
            .enumerate()
            .map(|(i, p)| match &p.host {
                Some(DeclTy::LRef(inner)) => reference(inner, &format!("__cuda_{i}")),
                Some(host) => host.spell(&format!("__cuda_{i}")),
                None if p.class => host_param(&p.ty, &format!("__cuda_{i}")),
                None => p.ty.spell(&format!("__cuda_{i}")),
            })
            .collect();
        let storage = if k.is_static { "static " } else { "" };
        if params.is_empty() {
            let _ = writeln!(s, "{storage}void {}(void)", k.name);
        } else {
            let _ = writeln!(s, "{storage}void {}( {})", k.name, params.join(","));
        }
        // The body where the kernel's body starts.
        let super::Position { line: first_line, region: first_region, .. } = (input.presumed)(start + k.body.0);
        numbers.push((s.len() + 2, start + k.body.0));
        let _ = writeln!(s, "# {} \"{file}\"", first_line.max(line));
        // A reference is passed to the stub by address.
        let args: Vec<String> = k.params.iter().enumerate().map(|(i, p)| if by_reference(p) { format!("__cudaAddressOf(__cuda_{i})") } else { format!("__cuda_{i}") }).collect();
        // The definition keeps the kernel body's line count.
        let last_at = start + k.body.1.saturating_sub(1);
        let super::Position { line: last_line, region: last_region, .. } = (input.presumed)(last_at);
        if args.is_empty() {
            let _ = write!(s, "{{__device_stub_{}();", k.mangled);
        } else {
            let _ = write!(s, "{{__device_stub_{}( {});", k.mangled, args.join(","));
        }
        // Up to five lines are kept as blank lines, more take a marker; so
        // does a brace past a line marker in the body (what `assert`
        // expands to), whose stretch is a source of its own.
        match last_line.saturating_sub(first_line) {
            0 if first_region == last_region => s.push_str(" }"),
            gap @ 1..=MAX_BLANK_LINES if first_region == last_region => {
                s.push_str(&"\n".repeat(gap as usize));
                s.push('}');
            }
            _ => {
                s.push_str("\n# ");
                numbers.push((s.len(), last_at));
                let _ = write!(s, "{last_line} \"{file}\"\n}}");
            }
        }
        s.push('\n');
        let _ = writeln!(s, "# 1 \"{stub_name}\"");
        spaced = true;
    }
    let mut body = Vec::new();
    let t = format!("__T{}", stub_temporaries + temporaries(input, &called, fn_temporaries + instance_temporaries + runtime_temporaries));
    body.push(format!("__nv_dummy_param_ref({t});"));
    body.push(format!("__nv_save_fatbinhandle_for_managed_rt({t});"));
    for k in registered {
        // A bound past `int` is a `long` constant.
        let threads = match k.max_threads {
            _ if let Some(spelled) = &k.threads_spelled => spelled.clone(),
            t if t < 0 => format!("({t})"),
            t if t > i64::from(i32::MAX) => format!("{t}L"),
            t => t.to_string(),
        };
        body.push(format!("__cudaRegisterEntry({t}, ((void ( *)({})){}), {}, {threads});", fn_type(k), k.name, k.entry));
    }
    for v in variable_order(input, &vars) {
        let size = v.size.map_or_else(|| format!("sizeof({})", v.qualified), |n| format!("{n}UL"));
        let f = if v.managed { "__cudaRegisterManagedVariable" } else { "__cudaRegisterVariable" };
        body.push(format!("{f}({t}, __shadow_var({},{}), {}, {size}, {}, 0);", v.mangled, v.qualified, u8::from(v.is_extern), u8::from(v.constant)));
    }
    let register = if rdc { "____cudaRegisterLinkedBinary" } else { "__cudaRegisterBinary" };
    if spaced {
        let _ = writeln!(s, "static void __nv_cudaEntityRegisterCallback( void **{t}) {{  {} }}", body.join(" "));
        let _ = writeln!(s, "static void __sti____cudaRegisterAll(void) {{  {register}(__nv_cudaEntityRegisterCallback);  }}");
    } else {
        let _ = writeln!(s, "static void __nv_cudaEntityRegisterCallback(void **{t}){{{}}}", body.join(""));
        let _ = writeln!(s, "static void __sti____cudaRegisterAll(void){{{register}(__nv_cudaEntityRegisterCallback);}}");
    }
    s.push_str("\n#pragma GCC diagnostic pop\n");
    // Names inside the anonymous namespace carry the module id.
    let (anon, id) = module_id(input);
    let s = replace_placeholder(s, crate::lower::stub::ANON_PLACEHOLDER, &anon, &mut numbers);
    // (Spelled, not mangled: a kernel template's instance in the unnamed
    // namespace, `_NV_ANON_NAMESPACE::k<int>`, which the host file defines.)
    let s = replace_text(s, crate::lower::stub::ANON_PLACEHOLDER, "_NV_ANON_NAMESPACE", &mut numbers);
    let s = replace_placeholder(s, crate::lower::stub::INTERNAL_PLACEHOLDER, &format!("_INTERNAL{id}"), &mut numbers);
    let s = replace_text(s, crate::lower::stub::STATIC_PREFIX_PLACEHOLDER, &format!("__nv_static_{}_{id}_", id.len()), &mut numbers);
    (s, numbers)
}

/// Headers read to see how a declaration was spelled, by path (`None`:
/// not readable).
type HeaderLines = rustc_hash::FxHashMap<String, Option<Vec<String>>>;

/// Whether the header line the unit's offset `at` comes from spells
/// `_CCCL_GLOBAL_CONSTANT` (see `Lowerer::cccl_constants`). The header is
/// read from where the line marker says it is, as the machine that
/// preprocessed the unit has it; one that cannot be read spells nothing.
fn spells_global_constant(input: &PrintInput<'_>, at: u32, headers: &mut HeaderLines) -> bool {
    const MACRO: &str = "_CCCL_GLOBAL_CONSTANT";
    let pos = (input.presumed)(at);
    let lines = headers.entry(pos.file.to_string()).or_insert_with(|| std::fs::read_to_string(pos.file).ok().map(|t| t.lines().map(str::to_string).collect()));
    let Some(lines) = lines else { return false };
    (pos.line as usize).checked_sub(1).and_then(|l| lines.get(l)).is_some_and(|text| text.contains(MACRO))
}

/// Replaces a mangled placeholder name (`<length><placeholder>`) by the
/// real one; most stubs have none, and are then returned as they are.
fn replace_placeholder(s: String, placeholder: &str, real: &str, numbers: &mut [(usize, u32)]) -> String {
    replace_text(s, &format!("{}{placeholder}", placeholder.len()), &format!("{}{real}", real.len()), numbers)
}

/// Replaces every `from` by `to`, moving the line-number positions
/// behind each.
fn replace_text(s: String, from: &str, to: &str, numbers: &mut [(usize, u32)]) -> String {
    if !s.contains(from) {
        return s;
    }
    // The positions behind each replacement move by the difference.
    let grow = to.len() as i64 - from.len() as i64;
    let mut replaced = 0i64;
    let mut next = numbers.iter_mut().peekable();
    for (at, _) in s.match_indices(from) {
        while let Some((pos, _)) = next.next_if(|(pos, _)| *pos < at) {
            *pos = (*pos as i64 + replaced) as usize;
        }
        replaced += grow;
    }
    for (pos, _) in next {
        *pos = (*pos as i64 + replaced) as usize;
    }
    s.replace(from, to)
}

/// The most lines cudafe++ advances by blank lines in a device stub's
/// host definition; a longer kernel body ends after a line marker.
const MAX_BLANK_LINES: u32 = 5;

/// How many `__T<n>` temporaries cudafe++ made before the stub (see
/// `lower::temps`): the callback's parameter takes the next name.
fn temporaries(input: &PrintInput<'_>, called: &Called<'_>, fn_temporaries: u32) -> u32 {
    let lambdas = input.items.iter().flat_map(|i| i.lowered.extended_lambdas.iter()).filter(|l| l.temporary).count() as u32;
    counted_ctors(input, called).iter().map(|c| c.count).sum::<u32>() + lambdas + fn_temporaries + counted_device_calls(input, called).iter().map(|(_, t)| t.count).sum::<u32>()
}

/// The temporaries of the class template instances' member functions the
/// unit calls (`V<float>::operator-`), each instance once, where first
/// called: those its template's member makes per instance.
fn member_instance_temporaries(input: &PrintInput<'_>) -> Vec<(Pos, u32)> {
    let per_member: Vec<&(String, u32)> = input.items.iter().flat_map(|i| i.lowered.template_member_temps.iter()).collect();
    if per_member.is_empty() {
        return Vec::new();
    }
    let mut seen: rustc_hash::FxHashSet<&str> = Default::default();
    let uses = input.items.iter().flat_map(|i| i.lowered.member_uses.iter().map(move |(u, before)| (u.as_str(), named_at(i.start, *before))));
    uses.filter(|(u, _)| seen.insert(u))
        .filter_map(|(u, at)| {
            // `V<float>::dot`: the template `V`, the member `dot`.
            let (template, rest) = u.split_once('<')?;
            let member = rest.rsplit("::").next()?;
            Some((at, per_member.iter().filter(|(key, _)| key.strip_prefix(template).and_then(|k| k.strip_prefix("::")) == Some(member)).map(|(_, n)| n).sum::<u32>()))
        })
        .collect()
}

/// The names the unit's code calls.
type Called<'i> = std::collections::BTreeSet<&'i str>;

/// The names the unit's existing code calls: calls from code that exists
/// anyway, then from the functions those name, and so on (an inline
/// function nothing calls makes nothing it calls exist).
///
/// A caller is keyed by its overload (`name(params)`, see
/// `Lowerer::overload_key`); a callee by its overload when the call's
/// argument types chose it, else by its name, which calls every
/// overload of that name.
fn called_names<'i>(input: &'i PrintInput<'_>) -> Called<'i> {
    let mut by_caller: rustc_hash::FxHashMap<&str, Vec<&str>> = rustc_hash::FxHashMap::default();
    let mut overloads: rustc_hash::FxHashMap<&str, Vec<&str>> = rustc_hash::FxHashMap::default();
    let mut work: Vec<&str> = Vec::new();
    for (caller, callee) in input.items.iter().flat_map(|i| i.lowered.called.iter()) {
        match caller {
            Some(caller) => {
                by_caller.entry(caller.as_str()).or_default().push(callee.as_str());
                let keys = overloads.entry(overload_name(caller)).or_default();
                if !keys.contains(&caller.as_str()) {
                    keys.push(caller.as_str());
                }
            }
            None => work.push(callee.as_str()),
        }
    }
    let mut called = Called::new();
    while let Some(name) = work.pop() {
        if called.insert(name) {
            work.extend(by_caller.get(name).into_iter().flatten().copied());
            // (A call by name calls the function of that name when it is
            // the only one; of overloads, it cannot tell which.)
            if let Some([key]) = overloads.get(name).map(Vec::as_slice) {
                work.push(key);
            }
        }
    }
    called
}

/// Whether the unit calls the function keyed `key` (`name(params)`).
fn caller_called(called: &Called<'_>, key: &str) -> bool {
    called.contains(key)
}

/// The function name of an overload key `name(params)` (`operator()(int)`
/// is `operator()`'s).
fn overload_name(key: &str) -> &str {
    let from = if key.starts_with("operator()") { "operator()".len() } else { 0 };
    key[from..].find('(').map_or(key, |at| &key[..from + at])
}

/// The runtime headers' code the template instances make (`keys`, see
/// `FnTemplate::shuffles_for` and `lower::stub::runtime_keys`, each with
/// where it is made) that the rest of the unit has not made already, with
/// its temporaries: each key once.
fn new_runtime_keys(input: &PrintInput<'_>, called: &Called<'_>, keys: Vec<(String, u32, Pos)>) -> Vec<(String, u32, Pos)> {
    if keys.is_empty() {
        return keys;
    }
    let mut seen: std::collections::BTreeSet<String> = counted_ctors(input, called).iter().map(|c| c.key.clone()).collect();
    keys.into_iter().filter(|(key, ..)| seen.insert(key.clone())).collect()
}

/// The constructors' and the runtime headers' temporaries that count
/// (`hd_ctors`): each key once, and those of code that exists only once
/// its function is called only then.
fn counted_ctors<'i>(input: &'i PrintInput<'_>, called: &Called<'_>) -> Vec<&'i KeyedTemporaries> {
    counted_ctors_at(input, called).into_iter().map(|(_, c)| c).collect()
}

/// `counted_ctors`, each with its item's start.
fn counted_ctors_at<'i>(input: &'i PrintInput<'_>, called: &Called<'_>) -> Vec<(u32, &'i KeyedTemporaries)> {
    let mut ctors: Vec<(u32, &KeyedTemporaries)> = Vec::new();
    for (start, c) in input.items.iter().flat_map(|i| i.lowered.hd_ctors.iter().map(move |c| (i.start, c))) {
        let lowered = c.caller.as_deref().is_none_or(|f| caller_called(called, f));
        if lowered && !ctors.iter().any(|(_, d)| d.key == c.key) {
            ctors.push((start, c));
        }
    }
    ctors
}

/// Where device code comes into being in the unit, which orders the
/// numbers of its temporaries and of the stubs': an item's start and a
/// place in the item, or `END` and a place in the walk of the function
/// templates' instances, made after the rest of the unit (see
/// `InstanceWalk`). In an item, what comes before its `n`th kernel
/// template instance (a runtime template's instance, a function
/// template's) is at `2n` (`named_at`), that instance at `2n + 1`
/// (`launched_at`).
type Pos = (u32, u32);

/// The end of the unit: where the function templates' instances are made.
const END: u32 = u32::MAX;

/// The place of what an item names after `launches_before` kernel
/// template instances.
fn named_at(start: u32, launches_before: u32) -> Pos {
    (start, launches_before.saturating_mul(2))
}

/// The place of the `n`th kernel template instance an item names.
fn launched_at(start: u32, n: usize) -> Pos {
    (start, u32::try_from(n).unwrap_or(u32::MAX / 2).saturating_mul(2).saturating_add(1))
}

/// The device temporaries made before each place in the unit: cicc
/// numbers a function's temporaries where it defines it, so a kernel's
/// stub takes its numbers after those of the device code defined before
/// the kernel (`__device__ float c(...)` above `k`). The runtime
/// headers' code comes before any user code; a template's instance
/// (`cudaMalloc<float>`, a device function template's) where the code
/// that exists anyway names it, among the kernel instances it names,
/// or at the end of the unit when a function template's instance names
/// it; and a kernel's own device code after all the stubs (measured: the
/// second kernel's stub numbers after the device functions before it,
/// not after the first kernel's body).
///
/// The walk goes scope by scope (see `ScopeWalk`): the global scope's
/// device code and stubs in order, then every kernel's own device code,
/// then each namespace's device code and stubs in order (measured: a
/// namespace's kernel's stub numbers after the kernels' bodies, the
/// global scope's before them).
struct DeviceTemporariesBefore {
    /// (place in the walk, temporaries made up to and including it), by
    /// place.
    running: Vec<(WalkPos, u32)>,
}

/// A place in cicc's walk: the scope's group (`ScopeWalk`), the position.
type WalkPos = (u32, Pos);

impl DeviceTemporariesBefore {
    /// (`placed`: the temporaries of the runtime headers' code and of
    /// the function templates' instances, where each is made.)
    fn new(input: &PrintInput<'_>, called: &Called<'_>, kernel_keys: &std::collections::BTreeSet<&str>, placed: Vec<(Pos, u32)>, walk: &ScopeWalk<'_>) -> Self {
        let position = |at: u32, key: &str| match key {
            k if k.starts_with("runtime:") => (0, 0),
            k if kernel_keys.contains(k) => (END, u32::MAX),
            _ => (at, 0),
        };
        let mut made: Vec<(Pos, u32)> = counted_device_calls(input, called).iter().map(|(at, t)| (position(*at, &t.key), t.count)).collect();
        let runtime = counted_ctors_at(input, called).into_iter().filter(|(_, c)| c.key.starts_with("runtime:"));
        made.extend(runtime.map(|(start, c)| (if made_where_named(&c.key) { named_at(start, c.launches_before) } else { (0, 0) }, c.count)));
        made.extend(placed);
        let mut made: Vec<(WalkPos, u32)> = made.into_iter().map(|(at, n)| (walk.place(at), n)).collect();
        made.sort_by_key(|&(at, _)| at);
        let mut total = 0;
        let running = made.into_iter().map(|(at, n)| {
            total += n;
            (at, total)
        });
        DeviceTemporariesBefore { running: running.collect() }
    }

    /// The temporaries made before place `start`.
    fn before(&self, start: WalkPos) -> u32 {
        match self.running.partition_point(|&(at, _)| at < start) {
            0 => 0,
            k => self.running[k - 1].1,
        }
    }
}

/// The groups of cicc's walk over the unit's scopes: the global scope
/// (0), the kernels' own device code (1), then the namespaces (2 on) in
/// the order their stubs are printed (a namespace with no kernel last).
struct ScopeWalk<'a> {
    /// The items' starts and namespaces, by start.
    items: Vec<(u32, &'a [crate::name::Name])>,
    /// Each namespace with kernels, as `scope_of` spells it, by rank.
    ranks: rustc_hash::FxHashMap<String, u32>,
}

/// The group of the kernels' own device code.
const KERNEL_BODIES: u32 = 1;

impl<'a> ScopeWalk<'a> {
    fn new(input: &PrintInput<'a>, kernels: &[(Pos, &KernelStub)]) -> Self {
        let mut ranks: rustc_hash::FxHashMap<String, u32> = Default::default();
        for (_, k) in kernels {
            let scope = scope_of(&k.name);
            let next = u32::try_from(ranks.len()).unwrap_or(u32::MAX - 3);
            if !scope.is_empty() && !ranks.contains_key(scope) {
                ranks.insert(scope.to_string(), next);
            }
        }
        let items = input.items.iter().map(|i| (i.start, i.namespaces)).collect();
        ScopeWalk { items, ranks }
    }

    /// The group of the kernels of `scope` (as `scope_of` spells it).
    fn group_of_scope(&self, scope: &str) -> u32 {
        if scope.is_empty() {
            return 0;
        }
        self.ranks.get(scope).map_or(u32::MAX - 1, |r| r.saturating_add(2))
    }

    /// Where in the walk what is made at `at` is: a kernel's own device
    /// code (`END`) among the kernels' bodies; the rest in the group of the
    /// namespace the item at `at` is in.
    fn place(&self, at: Pos) -> WalkPos {
        if at == (END, u32::MAX) {
            return (KERNEL_BODIES, (0, 0));
        }
        // (What function templates' instances make at the end of the unit
        // stays among the global scope's stubs made there.)
        if at.0 == END {
            return (0, at);
        }
        let k = self.items.partition_point(|&(start, _)| start <= at.0);
        let namespaces = k.checked_sub(1).and_then(|k| self.items.get(k)).map_or(&[][..], |&(_, n)| n);
        if namespaces.is_empty() {
            return (0, at);
        }
        let scope = namespaces.iter().map(|n| n.as_str()).collect::<Vec<_>>().join("::");
        (self.group_of_scope(&scope), at)
    }
}

/// Whether the runtime headers' code keyed `key` comes into being where
/// the unit names it, among the stubs: a template's instance
/// (`cudaMalloc<float>`) and the members of the headers' size helper
/// class (`__cudaOccupancyB2DHelper`, which the occupancy calculators
/// construct); the headers' plain functions' code comes before any user
/// code (measured: a kernel defined before `cudaOccupancyMaxPotentialBlockSize`
/// is called numbers its stub after the plain functions that call makes,
/// before the size helper's two).
fn made_where_named(key: &str) -> bool {
    key.contains('<') || key.strip_prefix("runtime:") == Some(crate::lower::SIZE_HELPER)
}

/// The device functions whose temporaries count, with their item's
/// start: those emitted whatever uses them, and the others once the unit
/// (`called`) calls them; each once (by its key), where first defined.
///
/// `called` has names only, which cannot tell overloads apart: a
/// header's overload sets (the vector operators of a `helper_math.h`,
/// a hundred `operator*`) would all count for one call, so a header's
/// function waiting for a call counts only when its name is its own, or
/// when a call's argument types chose it (its `overload` key).
fn counted_device_calls<'i>(input: &'i PrintInput<'_>, called: &Called<'_>) -> Vec<(u32, &'i crate::lower::temps::DeviceCallTemps)> {
    let mut keys_by_name: rustc_hash::FxHashMap<&str, std::collections::BTreeSet<&str>> = rustc_hash::FxHashMap::default();
    for t in input.items.iter().flat_map(|i| i.lowered.device_calls.iter()).filter(|t| t.in_header) {
        keys_by_name.entry(t.name.as_str()).or_default().insert(t.key.as_str());
    }
    let overloaded = |name: &str| keys_by_name.get(name).is_some_and(|keys| keys.len() > 1);
    let mut seen = std::collections::BTreeSet::new();
    input
        .items
        .iter()
        .flat_map(|i| i.lowered.device_calls.iter().map(move |t| (i.start, t)))
        .filter(|(_, t)| t.always || called.contains(t.name.as_str()) && !(t.in_header && overloaded(&t.name)) || called.contains(t.overload.as_str()))
        .filter(|(_, t)| seen.insert(t.key.as_str()))
        .collect()
}

/// Each `Sugar` typedef name qualified as global.
fn globally_named(t: &DeclTy) -> DeclTy {
    match t {
        DeclTy::Sugar(name, target) => DeclTy::Sugar(format!("::{name}"), target.clone()),
        t => t.map_declarator(globally_named).unwrap_or_else(|| t.clone()),
    }
}

/// A top-level restrict dropped.
fn without_restrict(t: &DeclTy) -> &DeclTy {
    match t {
        DeclTy::Restrict(inner) => inner,
        t => t,
    }
}

/// `__device_stub_<mangled>(params){...}` in the compact or spaced style.
/// A restrict pointer parameter is passed on through a temporary of its
/// unqualified type (`float *__T0; ... __T0 = __par0;`), numbered by
/// `temporaries` across the stubs.
fn device_stub(s: &mut String, k: &KernelStub, fn_type: &str, spaced: bool, before: u32, temporaries: &mut u32) {
    let mut decls = String::new();
    let mut stmts = Vec::new();
    stmts.push(format!("__cudaLaunchPrologue({});", k.params.len().max(1)));
    for (i, p) in k.params.iter().enumerate() {
        let offset = p.offset.map_or_else(|| "0UL".to_string(), |o| format!("{o}UL"));
        let f = if p.class && !is_union(&p.ty) { "__cudaSetupArg" } else { "__cudaSetupArgSimple" };
        if matches!(p.ty, DeclTy::Restrict(_)) {
            let t = format!("__T{}", before + *temporaries);
            *temporaries += 1;
            let _ = writeln!(decls, " {};", retag(p.ty.unqualified()).spell(&t));
            stmts.push(format!("{t} = __par{i};"));
            stmts.push(format!("{f}({t}, {offset});"));
            continue;
        }
        stmts.push(format!("{f}(__par{i}, {offset});"));
    }
    stmts.push(format!("__cudaLaunch(((char *)((void ( *)({fn_type})){})));", k.name));
    // `static` comes first, the visibility after the attributes.
    let (inline, linkage) = if k.is_static { (format!("static {}", inline_prefix(k)), "") } else { (inline_prefix(k).to_string(), "__attribute__((visibility(\"hidden\"))) ") };
    if spaced {
        // The spaced style sets each parameter off by two spaces.
        let params = if k.params.is_empty() { "(void)".to_string() } else { format!("( {})", param_items(k, true).join(",  ")) };
        // A statement right after a declaration's line starts that line.
        let lead = if decls.is_empty() { " " } else { "" };
        let _ = writeln!(s, "{inline}{linkage}void __device_stub_{}{params} {{ {decls}{lead}{} }}", k.mangled, stmts.join(" "));
    } else {
        let _ = writeln!(s, "{inline}{linkage}void __device_stub_{}({}){{{decls}{}}}", k.mangled, param_list(k, true), stmts.join(""));
    }
}

/// `float *` / `float ` before the `&` of a by-reference parameter.
fn spelled_ref(t: &DeclTy) -> String {
    let s = wrapper_spelling(t, "");
    if s.ends_with('*') {
        s
    } else {
        format!("{s} ")
    }
}

/// `t` as the wrapper spells it around `declarator`.
fn wrapper_spelling(t: &DeclTy, declarator: &str) -> String {
    // The wrapper is C++ in the template's namespace: a typedef by its
    // global name (`::uint *&`).
    let t = &globally_named(t);
    // A class template specialization or closure by its typedef, also
    // behind a pointer (`interval_gpu<double> *` is ` _Z12interval_gpuIdE *`),
    // its `const` kept (`const  _Z10TensorInfoIllE &`).
    if has_typedef(t.unqualified()) || has_typedef(named_inside(t)) {
        retag(t).spell(declarator)
    } else {
        global_class_tagged(t).spell(declarator)
    }
}

/// A reference to `t` named `name` (empty: the type alone, for a cast):
/// `float *&__cuda_0`, and around the name where `t`'s declarator goes
/// on past it (`float (*&__cuda_1)[16]`, `void (*&)(int)`).
fn wrapper_reference(t: &DeclTy, name: &str) -> String {
    let declarator = matches!(t.unqualified(), DeclTy::Pointer(x) | DeclTy::LRef(x) if matches!(x.unqualified(), DeclTy::Array(..) | DeclTy::Function(..)));
    if declarator {
        wrapper_spelling(t, &format!("&{name}"))
    } else {
        format!("{}&{name}", spelled_ref(t))
    }
}

/// The instances of the unit's kernel templates, in the order they are
/// first named: the declared ones (with the index of their item), then
/// the ones launches need; each with where its template is defined.
/// Explicit instances: (index of the declaring item, start of the template's
/// item, the instance).
type DeclaredInstances = Vec<(usize, u32, KernelStub)>;
/// Instances launches need: (where the instance comes into being: in
/// the launching item, or at the end of the unit for launches in
/// function templates; start of the template's item; the instance).
type LaunchedInstances = Vec<(Pos, u32, KernelStub)>;

/// Size and alignment of a class a launch passes: sized where it was
/// passed, or a specialization of a class template passed in a function
/// template, sized for its arguments (`Axpy<float>`). `depth` ends
/// self-referring members.
fn sized_class(name: &str, layouts: &rustc_hash::FxHashMap<&str, (u64, u64)>, templates: &rustc_hash::FxHashMap<&str, &crate::lower::stub::ClassTemplateLayout>, depth: u32) -> Option<(u64, u64)> {
    let key = crate::lower::stub::layout_key(name);
    if let Some(l) = layouts.get(key.as_str()) {
        return Some(*l);
    }
    let (base, rest) = key.split_once('<')?;
    let t = templates.get(base).filter(|_| depth < 8)?;
    t.layout(&crate::lower::split_template_args(&format!("<{rest}")), &|n| sized_class(n, layouts, templates, depth + 1))
}

/// The kernel template instances the unit makes (declared, launched), the
/// temporaries their device code makes (see `kernel_instance_temporaries`)
/// and the runtime code it makes, keyed (see `kernel_instance_shuffles`).
fn template_instances(input: &PrintInput<'_>, fn_launches: Vec<(Instance, u32)>) -> (DeclaredInstances, LaunchedInstances, u32, Vec<(String, u32)>) {
    // The classes launches pass, as their items could size them.
    let layouts: rustc_hash::FxHashMap<&str, (u64, u64)> = input.items.iter().flat_map(|i| i.lowered.stub.class_layouts.iter()).map(|(n, l)| (n.as_str(), *l)).collect();
    let class_templates: rustc_hash::FxHashMap<&str, &crate::lower::stub::ClassTemplateLayout> = input.items.iter().flat_map(|i| i.lowered.stub.class_templates.iter()).map(|t| (t.name.as_str(), t)).collect();
    let class_layout = |name: &str| sized_class(name, &layouts, &class_templates, 0);
    // By name, and instances already seen in a set: a large unit launches
    // many instances, and each is looked up once.
    let mut templates: rustc_hash::FxHashMap<&str, Vec<_>> = Default::default();
    for item in input.items {
        for t in &item.lowered.stub.templates {
            templates.entry(t.name.as_str()).or_default().push((item.start, t));
        }
    }
    let mut seen: rustc_hash::FxHashSet<String> = Default::default();
    let mut tried: rustc_hash::FxHashSet<Instance> = Default::default();
    let mut declared = Vec::new();
    let mut launched = Vec::new();
    let mut temporaries = 0;
    let mut empty_pack = false;
    // The kernel templates whose instances make temporaries (most make
    // none): looked up per instance.
    let counted: Vec<&crate::lower::stub::FnTemplate> = input.items.iter().flat_map(|i| i.lowered.stub.fn_templates.iter()).filter(|t| t.temporaries > 0 || !t.shuffles.is_empty()).collect();
    let mut runtime = Vec::new();
    let normalized = |args: &[String]| args.iter().map(|a| a.split_whitespace().collect::<Vec<_>>().join(" ")).collect::<Vec<_>>();
    // Instances `extern template` declares: another unit makes them, so
    // launching one here makes no stub (an explicit instantiation
    // definition still does).
    let externs: rustc_hash::FxHashSet<String> = input
        .items
        .iter()
        .flat_map(|i| i.lowered.stub.extern_instances.iter())
        .filter_map(|inst| templates.get(inst.name()).and_then(|ts| ts.iter().find_map(|(_, t)| t.instance(inst, &class_layout))).map(|k| k.mangled))
        .collect();
    for (n, item) in input.items.iter().enumerate() {
        for (j, inst) in item.lowered.stub.instances.iter().enumerate() {
            // A kernel launched from many places is instantiated once
            // (however its arguments are spaced: the first as written).
            let key = match inst {
                Instance::Declared(name, args, own) => Instance::Declared(name.clone(), normalized(args), own.clone()),
                Instance::Launched(name, args, d, _) => Instance::Launched(name.clone(), normalized(args), *d, Vec::new()),
                other => other.clone(),
            };
            if !tried.insert(key) {
                continue;
            }
            let found = templates.get(inst.name()).and_then(|ts| ts.iter().find_map(|(at, t)| t.instance(inst, &class_layout).map(|k| (*at, *t, k))));
            let Some((template_at, t, k)) = found else { continue };
            if !matches!(inst, Instance::Declared(..)) && externs.contains(&k.mangled) {
                continue;
            }
            // The same instance named again (written or deduced alike).
            if !seen.insert(k.mangled.clone()) {
                continue;
            }
            temporaries += kernel_instance_temporaries(&counted, inst);
            runtime.extend(kernel_instance_shuffles(&counted, inst));
            // (An explicit specialization's device code is its own.)
            if !matches!(inst, Instance::Declared(_, _, Some(_))) {
                temporaries += t.unnamed_temporaries(&k);
                empty_pack |= t.empty_pack(&k);
            }
            match inst {
                Instance::Declared(..) => declared.push((n, template_at, k)),
                _ => launched.push((launched_at(item.start, j), template_at, KernelStub { deferred: inst.deferral(), ..k })),
            }
        }
    }
    // Function templates are instantiated after the rest of the unit;
    // each instance's launches need instances in turn.
    for (inst, seq) in fn_launches {
        let found = templates.get(inst.name()).and_then(|ts| ts.iter().find_map(|(at, t)| t.instance(&inst, &class_layout).map(|k| (*at, *t, k))));
        let Some((template_at, t, k)) = found else { continue };
        if !externs.contains(&k.mangled) && seen.insert(k.mangled.clone()) {
            temporaries += kernel_instance_temporaries(&counted, &inst) + t.unnamed_temporaries(&k);
            runtime.extend(kernel_instance_shuffles(&counted, &inst));
            empty_pack |= t.empty_pack(&k);
            launched.push(((END, seq), template_at, KernelStub { deferred: inst.deferral(), ..k }));
        }
    }
    // One more in a unit with an instance whose pack is empty (see
    // `lower::unnamed`).
    (declared, launched, temporaries + u32::from(empty_pack), runtime)
}

/// The runtime's shuffle overloads one kernel template instance's device
/// code makes, keyed, with their temporaries.
fn kernel_instance_shuffles(counted: &[&crate::lower::stub::FnTemplate], inst: &Instance) -> Vec<(String, u32)> {
    counted.iter().filter(|t| !t.shuffles.is_empty() && t.template.name == inst.name()).filter_map(|t| Some(t.shuffles_for(&t.template.arguments(inst)?))).flatten().collect()
}

/// The temporaries of one kernel template instance's device code: its
/// template's (among `counted`), counted once per instance.
fn kernel_instance_temporaries(counted: &[&crate::lower::stub::FnTemplate], inst: &Instance) -> u32 {
    counted.iter().filter(|t| t.template.name == inst.name() && t.template.arguments(inst).is_some()).map(|t| t.temporaries).sum()
}

/// The kernel template instances the instances of the unit's function
/// templates launch, in the order the function templates' instances are
/// first named, each instance's launches and the launches of the
/// instances it calls in its body's order (depth first), each with its
/// place in that walk; and the temporaries those instances make, where
/// each is made, of the instances whose code exists (`called`).
fn function_template_launches(input: &PrintInput<'_>, called: &Called<'_>) -> FunctionTemplateUses {
    let fn_templates: Vec<_> = input.items.iter().flat_map(|i| i.lowered.stub.fn_templates.iter()).collect();
    if fn_templates.is_empty() {
        return FunctionTemplateUses::default();
    }
    let mut walk = InstanceWalk { fn_templates: &fn_templates, roots: Default::default(), seen: Default::default(), next: 0, out: Vec::new(), temporaries: Vec::new(), variables: Vec::new(), runtime: Vec::new() };
    let uses = || input.items.iter().flat_map(|i| i.lowered.stub.fn_uses.iter().map(move |u| (u, named_at(i.start, u.launches_before))));
    let exists = |u: &crate::lower::stub::FnUse| u.caller.as_deref().is_none_or(|c| caller_called(called, c));
    for (u, at) in uses().filter(|(u, _)| exists(u)) {
        walk.root(&u.instance, at);
    }
    for (u, _) in uses() {
        walk.visit(&u.instance, 0, exists(u));
    }
    // The kernel template instances host code launches name variable
    // template instances too, made after the function templates'.
    for l in input.items.iter().flat_map(|i| i.lowered.stub.instances.iter()) {
        walk.kernel_variables(l);
    }
    // The function template instances their device code calls exist
    // with them (measured: `add(x, x)` in `k<float>` makes `add<float>`'s
    // temporaries).
    for l in input.items.iter().flat_map(|i| i.lowered.stub.instances.iter()) {
        walk.kernel_calls(l);
    }
    FunctionTemplateUses { launches: walk.out, temporaries: walk.temporaries, variables: walk.variables, runtime: walk.runtime }
}

/// What the unit's function templates' instances launch and name.
#[derive(Default)]
struct FunctionTemplateUses {
    /// The kernel template instances, each with its place at the end of
    /// the unit.
    launches: Vec<(Instance, u32)>,
    /// Their temporaries, which count in the unit's numbering, where
    /// each instance is made.
    temporaries: Vec<(Pos, u32)>,
    /// The device variable templates' instances they name: name and
    /// arguments.
    variables: Vec<(String, Vec<String>)>,
    /// The runtime headers' code their instances make, keyed (see
    /// `lower::stub::runtime_keys`), where each is made.
    runtime: Vec<(String, u32, Pos)>,
}

/// A use named `used` is an instance of the per-instance function
/// `template`: the same name, or `D::`, an explicit instantiation of
/// class template `D`, for each of its member functions (`D::go`).
fn names_instance_of(used: &str, template: &str) -> bool {
    used == template || used.ends_with("::") && template.strip_prefix(used).is_some_and(|member| !member.has_scope())
}

/// Whether the instance of `t` for `args` is one of the unit's explicit
/// specializations of it.
fn is_specialized(t: &crate::lower::stub::FnTemplate, args: &[crate::lower::stub::TemplateArg]) -> bool {
    t.specialized.iter().any(|written| {
        let written = crate::lower::split_template_args(written);
        written.len() == args.len() && args.iter().zip(&written).all(|(a, w)| a.matches_written(w))
    })
}

/// The depth-first walk of `function_template_launches`. An instance the
/// code that exists anyway names is made there (its own temporaries
/// number there, measured: `hd(x, y)` in `main` before a launch of
/// `k<float>` numbers before that stub); what the instances name in turn
/// is made at the end of the unit, in the walk's order (a
/// `cudaMalloc(&p, n)` of `run<double>` numbers after the stub of the
/// `k<float>` that `run<float>`, called first, launches). An instance
/// only code that does not exist names (an inline function nothing
/// calls) is made, and launches its kernel instances, but its code does
/// not exist: its temporaries and those of what it names do not count.
struct InstanceWalk<'a> {
    fn_templates: &'a [&'a crate::lower::stub::FnTemplate],
    /// The instances the code that exists anyway names: (template, its
    /// arguments) and where first named.
    roots: rustc_hash::FxHashMap<(usize, String), Pos>,
    /// The instances walked, and whether their code exists.
    seen: rustc_hash::FxHashMap<(usize, String), bool>,
    /// The next place at the end of the unit.
    next: u32,
    out: Vec<(Instance, u32)>,
    temporaries: Vec<(Pos, u32)>,
    variables: Vec<(String, Vec<String>)>,
    runtime: Vec<(String, u32, Pos)>,
}

impl InstanceWalk<'_> {
    /// The per-instance templates `u` names an instance of, with that
    /// instance's arguments and its key.
    fn instances_of<'u>(&self, u: &'u Instance) -> impl Iterator<Item = (usize, Vec<crate::lower::stub::TemplateArg>, String)> + use<'_, 'u> {
        self.fn_templates.iter().enumerate().filter(|(_, t)| names_instance_of(u.name(), &t.template.name)).filter_map(|(n, t)| {
            let args = t.template.arguments(u)?;
            let key = args.iter().map(|a| a.spelled()).collect::<Vec<_>>().join(",");
            Some((n, args, key))
        })
    }

    /// `u`, named at `at` by code that exists anyway.
    fn root(&mut self, u: &Instance, at: Pos) {
        let found: Vec<(usize, String)> = self.instances_of(u).map(|(n, _, key)| (n, key)).collect();
        for k in found {
            self.roots.entry(k).or_insert(at);
        }
    }

    /// The next place at the end of the unit.
    fn end(&mut self) -> Pos {
        self.next = self.next.saturating_add(1);
        (END, self.next)
    }

    /// `u` and what it names, its code existing (`exists`) or not. An
    /// instance walked without code is walked again once met with code
    /// (its launches are then met again, which the stub's list of
    /// instances takes once).
    fn visit(&mut self, u: &Instance, depth: u32, exists: bool) {
        /// Instances naming instances: bounds on how many and how deep.
        const MAX_INSTANCES: usize = 1000;
        const MAX_DEPTH: u32 = 64;
        if depth > MAX_DEPTH {
            return;
        }
        let found: Vec<_> = self.instances_of(u).collect();
        let deferral = u.deferral();
        for (n, args, key) in found {
            let walked = self.seen.get(&(n, key.clone())).copied();
            if walked.is_some_and(|had_code| had_code || !exists) || walked.is_none() && self.seen.len() >= MAX_INSTANCES {
                continue;
            }
            let t = self.fn_templates[n];
            // (An explicit specialization's code is its own.)
            if is_specialized(t, &args) {
                continue;
            }
            if exists {
                let at = self.roots.get(&(n, key.clone())).copied().unwrap_or_else(|| self.end());
                self.temporaries.push((at, t.temporaries));
            }
            self.seen.insert((n, key), exists);
            for u in t.uses_for(&args) {
                match u {
                    TemplateUse::Launch(l) | TemplateUse::FixedLaunch(l) => {
                        self.kernel_variables(&l);
                        let (_, seq) = self.end();
                        self.out.push((l.deferred_at_least(deferral), seq));
                    }
                    TemplateUse::Call(c) => self.visit(&c.deferred_at_least(deferral), depth + 1, exists),
                    TemplateUse::Variable(Instance::Launched(name, args, ..)) => self.variables.push((name, args)),
                    TemplateUse::Variable(_) => {}
                    TemplateUse::Runtime(name, pointee) if exists => {
                        let at = self.end();
                        self.runtime.extend(crate::lower::stub::runtime_keys(&name, &pointee).into_iter().map(|(key, n)| (key, n, at)));
                    }
                    TemplateUse::Runtime(..) => {}
                    TemplateUse::InitializerList(elem) if exists => {
                        let spelled = match &elem {
                            DeclTy::Builtin(b) => b.clone(),
                            t => t.spell(""),
                        };
                        let (key, n) = crate::lower::stub::initializer_list_key(&spelled);
                        let at = self.end();
                        self.runtime.push((key, n, at));
                    }
                    TemplateUse::InitializerList(_) => {}
                }
            }
        }
    }

    /// The device variable template instances the kernel template
    /// instance `l` names in its body (`mask<T>` of `k<float>`).
    /// The function template instances kernel template instance `l`
    /// calls, walked with their code existing.
    fn kernel_calls(&mut self, l: &Instance) {
        let calls: Vec<Instance> = self
            .fn_templates
            .iter()
            .filter(|t| t.template.name == l.name())
            .filter_map(|t| Some(t.uses_for(&t.template.arguments(l)?)))
            .flatten()
            .filter_map(|u| match u {
                TemplateUse::Call(c) => Some(c),
                _ => None,
            })
            .collect();
        for c in calls {
            self.visit(&c, 1, true);
        }
    }

    fn kernel_variables(&mut self, l: &Instance) {
        for t in self.fn_templates.iter().filter(|t| t.template.name == l.name() && t.uses.iter().any(|u| matches!(u, TemplateUse::Variable(_)))) {
            let Some(args) = t.template.arguments(l) else { continue };
            for v in t.variables_for(&args) {
                if let Instance::Launched(name, args, ..) = v {
                    self.variables.push((name, args));
                }
            }
        }
    }
}

/// The typedefs naming the class template specializations, closure
/// types and namespaces' types kernel parameters have, in cudafe++'s
/// order: those of launches nested more deeply in classes (member
/// functions defined in their class, lambdas' bodies) after the others,
/// and at each depth the closures of templates' instances last; the
/// global scope's before the namespaces', a namespace's nested
/// namespaces' before its own types, types by where they are declared
/// (specializations after, by first appearance); a function's closures
/// scope by scope (its outermost scope's first, then each nested scope's
/// in turn).
fn typedefs(kernels: &[(Pos, &KernelStub)]) -> Vec<(String, String)> {
    struct Entry<'k> {
        deferred: Deferral,
        /// A closure of a template's instance: the instance's body is
        /// made at the end of the unit, after every other function's.
        in_instance: bool,
        /// The namespaces (and classes) the type is a member of.
        scope: Vec<&'k str>,
        order: Order,
        function: Option<&'k str>,
        /// A member of a class template's instance: the instance, whose
        /// members come together where its first one would.
        class: Option<String>,
        path: &'k [u32],
        spelled: String,
        name: String,
        ty: &'k DeclTy,
    }
    let mut entries: Vec<Entry<'_>> = Vec::new();
    let mut seen: rustc_hash::FxHashSet<String> = Default::default();
    for (_, k) in kernels {
        let argument_types = k.argument_types.iter().map(|ty| (ty, None));
        for (ty, declared) in argument_types.chain(k.params.iter().map(|p| (p.typedef.as_ref().unwrap_or(&p.ty), p.declared))) {
            let inner = named_inside(ty);
            let Some((spelled, name)) = template_typedef(inner) else { continue };
            if !seen.insert(name.clone()) {
                continue;
            }
            let (function, path) = match inner {
                DeclTy::Closure(c) => (Some(c.function.as_str()), c.scope_path.as_slice()),
                _ => (None, &[][..]),
            };
            let in_instance = matches!(inner, DeclTy::Closure(c) if c.mangle.function.template_args.is_some() || c.mangle.function.scope.iter().any(|p| p.args.is_some()));
            let scope = match inner {
                DeclTy::Named(_, parts) | DeclTy::Enum(_, parts) | DeclTy::Typedef(_, parts) => typedef_scope(parts, declared),
                DeclTy::Alias(written, _) => match &**written {
                    // (A member of a class template's instance is placed
                    // as the class.)
                    DeclTy::Named(_, parts) if parts.last().is_some_and(|p| p.args.is_none()) => typedef_scope(parts.get(..parts.len() - 1).unwrap_or_default(), None),
                    DeclTy::Named(_, parts) => typedef_scope(parts, None),
                    _ => Vec::new(),
                },
                _ => Vec::new(),
            };
            let class = instance_of_member(inner);
            let mut order = declared.map_or(Order::Appearance(entries.len()), |d| Order::Declared(d.item, d.at));
            if let Some(first) = class.as_ref().and_then(|c| entries.iter().find(|e| e.class.as_ref() == Some(c))) {
                order = first.order;
            }
            entries.push(Entry { deferred: k.deferred, in_instance, scope, order, function, class, path, spelled, name, ty: inner });
        }
    }
    // Where each namespace comes: its first type's place.
    let mut first: rustc_hash::FxHashMap<&[&str], Order> = Default::default();
    for e in &entries {
        for n in 1..=e.scope.len() {
            let slot = first.entry(&e.scope[..n]).or_insert(e.order);
            *slot = (*slot).min(e.order);
        }
    }
    // Then grouped by function, in order of first appearance (each other
    // typedef a group of its own), then by scope within a function.
    let mut groups = 0usize;
    let mut by_function: rustc_hash::FxHashMap<&str, usize> = Default::default();
    let mut by_class: rustc_hash::FxHashMap<&str, usize> = Default::default();
    /// Deferred, in an instance, place among scopes, function group,
    /// scope path, entry.
    type Key<'p> = (Deferral, bool, Vec<(bool, Order)>, usize, &'p [u32], usize);
    let mut keyed: Vec<Key<'_>> = Vec::new();
    for (n, e) in entries.iter().enumerate() {
        let fresh = groups;
        let group = match (e.function, &e.class) {
            (Some(f), _) => *by_function.entry(f).or_insert(fresh),
            (None, Some(c)) => *by_class.entry(c).or_insert(fresh),
            (None, None) => fresh,
        };
        if group == fresh {
            groups += 1;
        }
        // The global scope's types come first (`false` sorts first), then
        // the namespaces, each with its nested namespaces before its own
        // types.
        let mut scope_key: Vec<(bool, Order)> = (1..=e.scope.len()).map(|k| (k == 1, first.get(&e.scope[..k]).copied().unwrap_or(e.order))).collect();
        // The global scope's (specializations and closures) by function
        // and scope below.
        // (A declared class's member typedefs before them.)
        scope_key.push(match e.order {
            _ if !e.scope.is_empty() => (true, e.order),
            Order::Declared(..) => (false, e.order),
            Order::Appearance(_) => (false, Order::Appearance(0)),
        });
        keyed.push((e.deferred, e.in_instance, scope_key, group, e.path, n));
    }
    keyed.sort();
    // A specialization's argument types that have typedefs of their own
    // get them first.
    let index: rustc_hash::FxHashMap<&str, usize> = entries.iter().enumerate().map(|(n, e)| (e.name.as_str(), n)).collect();
    let deps: Vec<Vec<usize>> = entries.iter().map(|e| argument_types(e.ty).iter().chain(&aliased_typedefs(e.ty)).filter_map(|m| index.get(m.as_str()).copied()).collect()).collect();
    let mut done = vec![false; entries.len()];
    let mut order = Vec::new();
    for (_, _, _, _, _, n) in keyed {
        dependencies_first(n, &deps, &mut done, &mut order);
    }
    order.into_iter().map(|n| (entries[n].spelled.clone(), entries[n].name.clone())).collect()
}

/// The namespaces a typedef's type is a member of: of its name's scopes,
/// as many as `declared` says are namespaces (a class's member is placed
/// as the class), or all.
fn typedef_scope(parts: &[crate::mangle::NamePart], declared: Option<crate::lower::stub::Declared>) -> Vec<&str> {
    let n = declared.map_or(parts.len().saturating_sub(1), |d| d.namespaces as usize);
    parts.iter().take(n).map(|p| p.name.as_str()).collect()
}

/// The class template instance whose member typedef `t` is, by its
/// mangled encoding (`Traits<int>` of `Traits<int>::pointer`).
fn instance_of_member(t: &DeclTy) -> Option<String> {
    let DeclTy::Alias(written, _) = t else { return None };
    let DeclTy::Named(_, parts) = &**written else { return None };
    match parts.as_slice() {
        [scope @ .., class, member] if class.args.is_some() && member.args.is_none() => {
            let mut whole = scope.to_vec();
            whole.push(class.clone());
            Some(crate::mangle::mangle_type(&crate::mangle::Ty::Named(whole)))
        }
        _ => None,
    }
}

/// The typedef names of the aliases an alias stands for, innermost
/// last (`n::W<int>::t` behind `Traits<int>::wt`): their typedefs come
/// first.
fn aliased_typedefs(t: &DeclTy) -> Vec<String> {
    let mut out = Vec::new();
    let mut at = t;
    while let DeclTy::Alias(_, target) = at {
        let inner = named_inside(target);
        let Some(name) = matches!(inner, DeclTy::Alias(..)).then(|| typedef_name(inner)).flatten() else { break };
        out.push(name);
        at = inner;
    }
    out
}

/// Puts `n` in `order` after the entries it depends on.
fn dependencies_first(n: usize, deps: &[Vec<usize>], done: &mut [bool], order: &mut Vec<usize>) {
    if std::mem::replace(&mut done[n], true) {
        return;
    }
    for &d in &deps[n] {
        dependencies_first(d, deps, done, order);
    }
    order.push(n);
}

/// The mangled encodings of the classes a type's template arguments name
/// (through pointers and references, arguments of arguments too).
fn argument_types(t: &DeclTy) -> Vec<String> {
    fn walk(t: &crate::mangle::Ty, out: &mut Vec<String>, depth: u32) {
        use crate::mangle::{TemplateArg, Ty};
        if depth > 16 {
            return;
        }
        let Ty::Named(parts) = t else { return };
        for a in parts.iter().filter_map(|p| p.args.as_ref()).flatten() {
            if let TemplateArg::Type(inner) = a {
                let named = innermost(inner);
                if let Ty::Named(_) = named {
                    out.push(crate::mangle::mangle_type(named));
                    walk(named, out, depth + 1);
                }
            }
        }
    }
    fn innermost(t: &crate::mangle::Ty) -> &crate::mangle::Ty {
        use crate::mangle::Ty;
        match t {
            Ty::Pointer(x) | Ty::LRef(x) | Ty::RRef(x) | Ty::Const(x) | Ty::Volatile(x) => innermost(x),
            t => t,
        }
    }
    let mut out = Vec::new();
    if matches!(t, DeclTy::Named(..)) {
        walk(&t.to_mangle(), &mut out, 0);
    }
    out
}

/// Where a type's typedef comes among its scope's: declared types by
/// their declaration (item, offset), before the others in order of
/// appearance.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
enum Order {
    Declared(u32, u32),
    Appearance(usize),
}

/// The instances of the unit's device variable templates its code uses,
/// with the index of the item that first uses each.
fn variable_instances(input: &PrintInput<'_>, in_fn_templates: &[(String, Vec<String>)]) -> (Vec<(usize, VarStub)>, Vec<VarStub>) {
    let mut templates: rustc_hash::FxHashMap<&str, Vec<_>> = Default::default();
    for t in input.items.iter().flat_map(|i| i.lowered.stub.var_templates.iter()) {
        templates.entry(t.name.as_str()).or_default().push(t);
    }
    let mut out: Vec<(usize, VarStub)> = Vec::new();
    if templates.is_empty() {
        return (out, Vec::new());
    }
    let instance = |name: &str, args: &[String]| templates.get(name).and_then(|ts| ts.iter().find_map(|t| t.instance(args)));
    let mut seen: rustc_hash::FxHashSet<String> = Default::default();
    for (n, item) in input.items.iter().enumerate() {
        for (name, args) in &item.lowered.stub.var_instances {
            let Some(v) = instance(name, args) else { continue };
            if seen.insert(v.mangled.clone()) {
                out.push((n, v));
            }
        }
    }
    let mut late = Vec::new();
    for (name, args) in in_fn_templates {
        let Some(v) = instance(name, args) else { continue };
        if seen.insert(v.mangled.clone()) {
            late.push(v);
        }
    }
    (out, late)
}

/// A `__forceinline__` kernel's stub is inline too.
fn inline_prefix(k: &KernelStub) -> &str {
    &k.prefix
}

/// The stub's parameter list: class types by reference.
fn param_list(k: &KernelStub, named: bool) -> String {
    if k.params.is_empty() {
        return "void".into();
    }
    param_items(k, named).join(", ")
}

/// Each parameter of the stub, named `__par<i>` or not.
fn param_items(k: &KernelStub, named: bool) -> Vec<String> {
    k.params
        .iter()
        .enumerate()
        .map(|(i, p)| {
            let name = if named { format!("__par{i}") } else { String::new() };
            if p.class {
                format!("{}&{name}", retag(&p.ty).spell(""))
            } else {
                match c_type(p) {
                    DeclTy::Alias(..) if named && aliased_reference(&p.ty).is_some() => aliased_reference(&p.ty).map(|inner| DeclTy::Pointer(Box::new(retag(inner))).spell(&name)).unwrap_or_default(),
                    // The stub takes a reference parameter's address.
                    DeclTy::LRef(inner) => DeclTy::Pointer(inner).spell(&name),
                    // `decltype(nullptr)` written as such: the stub takes
                    // a `void *` (its function type says `std::nullptr_t`).
                    DeclTy::Builtin(s) if s == "std::nullptr_t" => DeclTy::Pointer(Box::new(DeclTy::Builtin("void".into()))).spell(&name),
                    t => t.spell(&name),
                }
            }
        })
        .collect()
}

fn fn_type_params(k: &KernelStub) -> String {
    if k.params.is_empty() {
        return "void".into();
    }
    k.params
        .iter()
        .map(|p| match c_type(p) {
            DeclTy::LRef(inner) => reference(&inner, ""),
            t => t.spell(""),
        })
        .collect::<Vec<_>>()
        .join(", ")
}

/// A kernel parameter of reference type (the stub gets its address).
fn by_reference(p: &crate::lower::stub::StubParam) -> bool {
    !p.class && (matches!(p.ty.unqualified(), DeclTy::LRef(_)) || aliased_reference(&p.ty).is_some())
}

/// What an alias of a reference type refers to (`W<int>::r` for
/// `typedef T &r;`): the stub's definition takes its address, spelled as
/// a pointer, though its declaration keeps the alias's name.
fn aliased_reference(t: &DeclTy) -> Option<&DeclTy> {
    match t.unqualified() {
        DeclTy::Alias(_, target) => match target.unqualified() {
            DeclTy::LRef(inner) => Some(inner),
            DeclTy::Alias(..) => aliased_reference(target),
            _ => None,
        },
        _ => None,
    }
}

/// `T &name`, as the kernel's function type and host definition spell a
/// reference parameter (a class passed by value is `T&name`).
fn reference(inner: &DeclTy, name: &str) -> String {
    // A reference to an array is a declarator: `int (&__cuda_0)[2]`.
    if matches!(inner.unqualified(), DeclTy::Array(..)) {
        return DeclTy::LRef(Box::new(inner.clone())).spell(name);
    }
    let t = inner.spell("");
    if t.ends_with('*') {
        format!("{t}&{name}")
    } else {
        format!("{t} &{name}")
    }
}

/// The type as C spells it: classes (also behind pointers) with `struct`,
/// a typedef-named scalar (`va_list`) as written.
fn c_type(p: &crate::lower::stub::StubParam) -> DeclTy {
    match p.ty.unqualified() {
        DeclTy::Named(..) if !p.class && !has_typedef(p.ty.unqualified()) => p.ty.clone(),
        // A namespace's typedef of a scalar (`std::size_t`): by its typedef,
        // without the space a class's gets.
        DeclTy::Named(..) if !p.class => match typedef_name(p.ty.unqualified()) {
            Some(name) => DeclTy::Named(name, Vec::new()),
            None => p.ty.clone(),
        },
        _ => retag(&p.ty),
    }
}

/// A class template specialization is named in the stub through a typedef
/// named by its mangled encoding: (spelling, typedef name).
/// So is a class or enumeration of a namespace or class (`ns::P`, which
/// lower qualifies; a name the unit does not define keeps one part), and a
/// lambda's closure type (spelled as its extended-lambda wrapper).
fn template_typedef(t: &DeclTy) -> Option<(String, String)> {
    let name = typedef_name(t)?;
    match t {
        DeclTy::Closure(c) => Some((c.spelled.clone(), name)),
        DeclTy::Typedef(line, _) => Some((line.clone(), name)),
        // An alias of a builtin type is spelled as that type.
        DeclTy::Alias(written, target) => match (&**written, crate::lower::stub::qualified_builtin(target)) {
            (_, Some(b)) => Some((b, name)),
            // (cudafe++ ends a template-id with a space; a member of an
            // instance, `Traits<int> ::pointer`, ends with its name.)
            (DeclTy::Named(s, _), None) if s.ends_with('>') => Some((format!("{s} "), name)),
            (DeclTy::Named(s, _), None) => Some((s.clone(), name)),
            _ => None,
        },
        // cudafe++ ends a template-id with a space, one a member is
        // named through too (`S<int, (int)4> ::I`).
        DeclTy::Named(s, parts) | DeclTy::Enum(s, parts) if parts.iter().any(|p| p.args.is_some()) => {
            let spaced = s.replace(">::", "> ::");
            let end = if spaced.ends_with('>') { " " } else { "" };
            Some((format!("{spaced}{end}"), name))
        }
        // A type of the anonymous namespace is named through the macro
        // the host file defines (`_NV_ANON_NAMESPACE::in::M`).
        DeclTy::Named(s, parts) | DeclTy::Enum(s, parts) if parts.first().is_some_and(|p| p.name == crate::lower::stub::ANON_PLACEHOLDER) => {
            Some((format!("_NV_ANON_NAMESPACE::{}", s.trim_global()), name))
        }
        DeclTy::Named(s, _) | DeclTy::Enum(s, _) => Some((s.clone(), name)),
        _ => None,
    }
}

/// Whether the stub names `t` through a typedef (see `template_typedef`);
/// asked far more often than the name is needed, so it does not mangle.
fn has_typedef(t: &DeclTy) -> bool {
    match t {
        DeclTy::Closure(_) | DeclTy::Typedef(..) | DeclTy::Alias(..) => true,
        DeclTy::Named(_, parts) | DeclTy::Enum(_, parts) => parts.len() > 1 || parts.iter().any(|p| p.args.is_some()),
        _ => false,
    }
}

/// The typedef's name: the type's mangled encoding.
fn typedef_name(t: &DeclTy) -> Option<String> {
    if !has_typedef(t) {
        return None;
    }
    // Every spelling of a parameter asks again, and a unit's kernels share
    // few types: each is mangled once per stub.
    TYPEDEF_NAMES.with(|names| {
        let mut names = names.borrow_mut();
        if let Some(n) = names.get(t) {
            return Some(n.clone());
        }
        let n = match t {
            DeclTy::Alias(written, _) => crate::mangle::mangle_type(&written.to_mangle()),
            t => crate::mangle::mangle_type(&t.to_mangle()),
        };
        names.insert(t.clone(), n.clone());
        Some(n)
    })
}

thread_local! {
    /// `typedef_name`'s answers during one `stub_file` (emptied at its start
    /// and end, so nothing outlives a print).
    static TYPEDEF_NAMES: std::cell::RefCell<rustc_hash::FxHashMap<DeclTy, String>> = Default::default();
}

thread_local! {
    /// The unit's unions (see `StubItem::unions`) during one `stub_file`.
    static UNIONS: std::cell::RefCell<rustc_hash::FxHashSet<String>> = Default::default();
    /// The unit's unnamed classes named by a typedef (see
    /// `StubItem::typedef_classes`) during one `stub_file`.
    static TYPEDEF_CLASSES: std::cell::RefCell<rustc_hash::FxHashSet<String>> = Default::default();
}

/// The class key and blank the stub writes before a class's name:
/// `struct `, `union `, or nothing for an unnamed class a typedef names
/// (`typedef struct { ... } cplx;` is `cplx *`).
fn key_prefix(name: &str) -> &'static str {
    if TYPEDEF_CLASSES.with(|c| c.borrow().contains(&crate::lower::stub::layout_key(name))) {
        ""
    } else if class_key(name) == "union" {
        "union "
    } else {
        "struct "
    }
}

/// The class key the stub spells a class by: `union` for a union, else
/// `struct`.
fn class_key(name: &str) -> &'static str {
    if UNIONS.with(|u| u.borrow().contains(&crate::lower::stub::layout_key(name))) {
        "union"
    } else {
        "struct"
    }
}

/// A parameter of a union type: set up as a scalar (`__cudaSetupArgSimple`)
/// though passed by reference as a class is.
fn is_union(t: &DeclTy) -> bool {
    matches!(t.unqualified(), DeclTy::Named(s, _) if class_key(s) == "union")
}

fn forget_typedef_names() {
    TYPEDEF_NAMES.with(|names| names.borrow_mut().clear());
}

/// The named type under pointers, references and qualifiers (what a
/// typedef is made for).
fn named_inside(t: &DeclTy) -> &DeclTy {
    match t {
        DeclTy::Pointer(x) | DeclTy::LRef(x) | DeclTy::RRef(x) | DeclTy::Const(x) | DeclTy::Volatile(x) | DeclTy::Restrict(x) => named_inside(x),
        other => other,
    }
}

fn retag(t: &DeclTy) -> DeclTy {
    match t {
        // By its typedef's name, without the space a class's gets.
        DeclTy::Typedef(..) | DeclTy::Alias(..) => t.clone(),
        DeclTy::Named(..) | DeclTy::Closure(_) | DeclTy::Enum(..) if has_typedef(t) => {
            let name = typedef_name(t).unwrap_or_default();
            // (An unnamed class's, which has no class key, without it.)
            let blank = match t {
                DeclTy::Named(s, _) if key_prefix(s).is_empty() => "",
                _ => " ",
            };
            DeclTy::Named(format!("{blank}{name}"), Vec::new())
        }
        DeclTy::Named(s, parts) => DeclTy::Named(format!("{}{s}", key_prefix(s)), parts.clone()),
        DeclTy::Enum(s, parts) => DeclTy::Named(format!("enum {s}"), parts.clone()),
        DeclTy::Pointer(inner) => DeclTy::Pointer(Box::new(retag(inner))),
        DeclTy::LRef(inner) => DeclTy::LRef(Box::new(retag(inner))),
        DeclTy::Const(inner) => DeclTy::Const(Box::new(retag(inner))),
        DeclTy::Volatile(inner) => DeclTy::Volatile(Box::new(retag(inner))),
        DeclTy::Restrict(inner) => DeclTy::Restrict(Box::new(retag(inner))),
        other => other.clone(),
    }
}

/// A class of the global scope (no typedef names it) tagged and
/// qualified as the wrapper spells it: `struct ::Q *`.
fn global_class_tagged(t: &DeclTy) -> DeclTy {
    match t {
        DeclTy::Named(s, parts) if !has_typedef(t) && !s.has_scope() && !s.starts_with("struct ") && !s.starts_with("union ") => DeclTy::Named(format!("{}::{s}", key_prefix(s)), parts.clone()),
        DeclTy::Enum(s, _) if !has_typedef(t) && !s.has_scope() => DeclTy::Named(format!("enum ::{s}"), Vec::new()),
        t => t.map_declarator(global_class_tagged).unwrap_or_else(|| t.clone()),
    }
}

/// The host definition's parameter: `struct ::Params __cuda_0`.
fn host_param(t: &DeclTy, name: &str) -> String {
    if let Some(typedef) = typedef_name(t) {
        return format!(" {typedef} {name}");
    }
    match t {
        DeclTy::Named(s, _) => format!("{}::{} {name}", key_prefix(s), s.trim_global()),
        DeclTy::Const(inner) if matches!(**inner, DeclTy::Named(..)) => format!("const {}", host_param(inner, name)),
        _ => t.spell(name),
    }
}

/// The scope of a qualified name (`outer::inner` of `outer::inner::k`);
/// template arguments (`k< ::ns::T> `) are not part of it.
fn scope_of(name: &str) -> &str {
    let bare = name.find('<').map_or(name, |i| &name[..i]);
    bare.rsplit_once_scope().map_or("", |(s, _)| s)
}

/// A kernel of the stub and where it comes into being.
#[derive(Clone, Copy)]
struct Placed<'a> {
    /// Where the kernel exists from (`END`: the end of the unit).
    at: u32,
    /// Its place there (see `Pos`).
    seq: u32,
    /// Where it was written (a template instance: its template): a scope
    /// is complete after the last kernel written in it.
    scope_at: u32,
    kernel: &'a KernelStub,
}

/// Declaration and definition order: the global scope's kernels, then each
/// namespace's in the order the namespaces are completed (an inner one
/// before the one around it), each scope's kernels in the order they come
/// into being. Registration is the same list backwards.
fn definition_order(kernels: Vec<Placed<'_>>) -> Vec<Placed<'_>> {
    let mut scopes: Vec<(&str, u32, Vec<Placed<'_>>)> = Vec::new();
    let mut index: rustc_hash::FxHashMap<&str, usize> = Default::default();
    for p in kernels {
        let scope = scope_of(&p.kernel.name);
        let i = *index.entry(scope).or_insert_with(|| {
            scopes.push((scope, 0, Vec::new()));
            scopes.len() - 1
        });
        scopes[i].2.push(p);
    }
    // A namespace is complete once the last kernel written in it, or in a
    // namespace inside it, is.
    let mut complete: rustc_hash::FxHashMap<&str, u32> = Default::default();
    for (scope, _, own) in &scopes {
        let last = own.iter().map(|p| p.scope_at).max().unwrap_or(0);
        let mut s: &str = scope;
        while !s.is_empty() {
            let e = complete.entry(s).or_insert(0);
            *e = (*e).max(last);
            s = scope_of(s);
        }
    }
    for (scope, key, own) in &mut scopes {
        *key = if scope.is_empty() { 0 } else { complete.get(scope).copied().unwrap_or(0).saturating_add(1) };
        own.sort_by_key(|p| p.at);
    }
    // Completed together (its last kernel is an inner namespace's): the
    // inner one first.
    scopes.sort_by_key(|(scope, key, _)| (*key, std::cmp::Reverse(if scope.is_empty() { 0 } else { scope.split_scopes().count() })));
    scopes.into_iter().flat_map(|(_, _, own)| own).collect()
}

/// Registration order: each scope's kernels in the order they come into
/// being, then its namespaces in the order they are opened, all of it
/// backwards (cudafe++ builds the list by prepending).
fn registration_order<'a>(kernels: &[Placed<'a>]) -> Vec<&'a KernelStub> {
    // Scopes come into being where their kernels' templates are; within a
    // scope, kernels keep the order they came into being in.
    let mut by_scope_at: Vec<(usize, Placed<'a>)> = kernels.iter().copied().enumerate().collect();
    by_scope_at.sort_by_key(|(_, p)| p.scope_at);
    let mut tree = ScopeTree::build(by_scope_at.iter().map(|&(n, p)| (p.kernel.name.as_str(), (n, p))));
    for node in &mut tree.nodes {
        node.own.sort_by_key(|&(n, p)| (p.at, n));
    }
    let mut out = Vec::with_capacity(kernels.len());
    tree.walk(0, &mut |node| node.own.clone(), false, &mut out);
    out.into_iter().rev().map(|(_, p)| p.kernel).collect()
}

/// Variables: the global scope's in declaration order, then each
/// namespace's, its nested namespaces' (in the order they are first
/// opened) before its own.
fn variable_order<'a>(input: &PrintInput<'_>, vars: &[&'a VarStub]) -> Vec<&'a VarStub> {
    // A template instance's name is parenthesized: `(::ns::v<int> )`.
    let mut tree = ScopeTree::build(vars.iter().map(|v| (v.qualified.trim_start_matches('(').trim_global(), *v)));
    if tree.nodes.len() > 2 {
        let opened = namespaces_opened(input);
        tree.order_children(|scope| opened.get(scope).copied().unwrap_or(usize::MAX));
    }
    let mut out = Vec::with_capacity(vars.len());
    let Some(root) = tree.nodes.first() else { return out };
    out.extend(root.own.iter().copied());
    for &child in &root.children {
        tree.walk(child, &mut |node| node.own.clone(), true, &mut out);
    }
    out
}

/// Where each namespace of the unit is first opened (its index among the
/// items, counted from 2), by its qualified name as the stub spells it (an
/// anonymous one as `_NV_ANON_NAMESPACE`). `cuda` and `std` (0 and 1) are
/// the front end's own: they exist before the unit opens any.
fn namespaces_opened(input: &PrintInput<'_>) -> rustc_hash::FxHashMap<String, usize> {
    let mut opened: rustc_hash::FxHashMap<String, usize> = Default::default();
    opened.insert("cuda".to_string(), 0);
    opened.insert("std".to_string(), 1);
    let mut last: &[crate::name::Name] = &[];
    for (n, item) in input.items.iter().enumerate() {
        let n = n + 2;
        // Neighbouring items mostly share their namespaces.
        if item.namespaces.is_empty() || last == item.namespaces {
            continue;
        }
        last = item.namespaces;
        let mut qualified = String::new();
        for part in item.namespaces {
            if !qualified.is_empty() {
                qualified.push_str("::");
            }
            qualified.push_str(if part.as_str().is_empty() { "_NV_ANON_NAMESPACE" } else { part.as_str() });
            opened.entry(qualified.clone()).or_insert(n);
        }
    }
    opened
}

/// Entities grouped by the scope of their qualified name, scopes nested as
/// their names say. Built in one pass, so ordering a unit's registrations
/// stays linear however many namespaces it has.
struct ScopeTree<'n, T> {
    /// Node 0 is the global scope.
    nodes: Vec<ScopeNode<T>>,
    index: rustc_hash::FxHashMap<&'n str, usize>,
}

struct ScopeNode<T> {
    /// Direct child scopes, in order of the first entity inside each.
    children: Vec<usize>,
    /// The scope's own entities, in order.
    own: Vec<T>,
}

impl<'n, T: Copy> ScopeTree<'n, T> {
    fn build(entities: impl Iterator<Item = (&'n str, T)>) -> Self {
        let mut tree = ScopeTree { nodes: vec![ScopeNode { children: Vec::new(), own: Vec::new() }], index: Default::default() };
        tree.index.insert("", 0);
        for (name, entity) in entities {
            let node = tree.node(scope_of(name));
            tree.nodes[node].own.push(entity);
        }
        tree
    }

    /// The node of `scope`, created (with its enclosing scopes) on first use.
    fn node(&mut self, scope: &'n str) -> usize {
        if let Some(&i) = self.index.get(scope) {
            return i;
        }
        let parent = self.node(scope_of(scope));
        let i = self.nodes.len();
        self.nodes.push(ScopeNode { children: Vec::new(), own: Vec::new() });
        self.nodes[parent].children.push(i);
        self.index.insert(scope, i);
        i
    }

    /// Sorts each scope's child scopes by `key` of their qualified names
    /// (stably: ties keep the order of their first entities).
    fn order_children(&mut self, key: impl Fn(&str) -> usize) {
        let mut names = vec![""; self.nodes.len()];
        for (&name, &i) in &self.index {
            names[i] = name;
        }
        for node in &mut self.nodes {
            node.children.sort_by_key(|&c| key(names[c]));
        }
    }

    /// Depth first from `node`: each scope's own entities (as `own` picks
    /// them) before or after (`children_first`) its children's.
    fn walk(&self, node: usize, own: &mut dyn FnMut(&ScopeNode<T>) -> Vec<T>, children_first: bool, out: &mut Vec<T>) {
        let Some(n) = self.nodes.get(node) else { return };
        if !children_first {
            out.extend(own(n));
        }
        for &child in &n.children {
            self.walk(child, own, children_first, out);
        }
        if children_first {
            out.extend(own(n));
        }
    }
}
