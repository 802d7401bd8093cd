//! The stub file: device-stub functions that launch each kernel through
//! the runtime, host definitions of the kernels that call them, and the
//! registration callback run by a static constructor.
//!
//! cudafe++'s generator prints the first function of the file compactly
//! and, once it has emitted a line marker back into the stub file, every
//! later one with spaces; both spellings are reproduced.

use super::{module_id, PrintInput};
use crate::lower::stub::{Deferral, Instance, KernelStub, VarStub};
use crate::lower::types::DeclTy;
use std::fmt::Write;

pub fn stub_file(input: &PrintInput<'_>) -> String {
    let base = input.file_name.rsplit('/').next().unwrap_or(input.file_name);
    let stem = base.strip_suffix(".cu").unwrap_or(base);
    let stub_name = input.stub_name;
    let (declared, launched) = template_instances(input);
    // Explicit instantiations and specializations come where they are
    // declared, instances the launches need after every other kernel.
    let mut kernels: Vec<(u32, &KernelStub)> = Vec::new();
    let var_instances = variable_instances(input);
    let mut vars: Vec<&VarStub> = Vec::new();
    for (n, item) in input.items.iter().enumerate() {
        kernels.extend(declared.iter().filter(|(i, _)| *i == n).map(|(_, k)| (0, k)));
        for k in &item.lowered.stub.kernels {
            kernels.push((item.start, k));
        }
        vars.extend(item.lowered.stub.variables.iter());
        // A variable template's instance where the unit first uses it.
        vars.extend(var_instances.iter().filter(|(i, _)| *i == n).map(|(_, v)| v));
    }
    kernels.extend(launched.iter().map(|k| (0, k)));
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
    for (start, k) in &kernels {
        device_stub(&mut s, k, spaced);
        if let Some((name, args)) = &k.template {
            // The wrapper specialization forwards to the device stub.
            let params: Vec<String> = k.params.iter().enumerate().map(|(i, p)| format!("{}&__cuda_{i}", spelled_ref(&p.ty))).collect();
            let casts: Vec<String> = k.params.iter().enumerate().map(|(i, p)| format!("({}&)__cuda_{i}", spelled_ref(&p.ty))).collect();
            let _ = writeln!(s, "template<> __specialization_static void __wrapper__device_stub_{name}<{}> ( {}){{__device_stub_{}( {});}}", args.join(", "), params.join(","), k.mangled, casts.join(","));
            continue;
        }
        let (file, line, _) = (input.presumed)(start + k.at);
        let _ = writeln!(s, "# {line} \"{file}\"");
        let params: Vec<String> = k
            .params
            .iter()
            .enumerate()
            .map(|(i, p)| match p.ty.unqualified() {
                _ if p.class => host_param(&p.ty, &format!("__cuda_{i}")),
                // An enum by its qualified name: `enum ::E`.
                DeclTy::Named(s, _) if p.is_enum => format!("enum ::{} __cuda_{i}", s.trim_start_matches("::")),
                _ => p.ty.spell(&format!("__cuda_{i}")),
            })
            .collect();
        let storage = if k.is_static { "static " } else { "" };
        if params.is_empty() {
            let _ = writeln!(s, "{storage}void {}(void)", k.name);
        } else {
            let _ = writeln!(s, "{storage}void {}( {})", k.name, params.join(","));
        }
        // The body where the kernel's body starts.
        let (_, first_line, _) = (input.presumed)(start + k.body.0);
        let _ = writeln!(s, "# {} \"{file}\"", first_line.max(line));
        let args: Vec<String> = (0..k.params.len()).map(|i| format!("__cuda_{i}")).collect();
        // The definition keeps the kernel body's line count.
        let (_, last_line, _) = (input.presumed)(start + k.body.1.saturating_sub(1));
        let close = if last_line > first_line { format!("{}}}", "\n".repeat((last_line - first_line) as usize)) } else { " }".to_string() };
        if args.is_empty() {
            let _ = writeln!(s, "{{__device_stub_{}();{close}", k.mangled);
        } else {
            let _ = writeln!(s, "{{__device_stub_{}( {});{close}", k.mangled, args.join(","));
        }
        let _ = writeln!(s, "# 1 \"{stub_name}\"");
        spaced = true;
    }
    let mut body = Vec::new();
    let t = format!("__T{}", temporaries(input));
    body.push(format!("__nv_dummy_param_ref({t});"));
    body.push(format!("__nv_save_fatbinhandle_for_managed_rt({t});"));
    for k in kernel_order(&kernels) {
        let threads = if k.max_threads < 0 { format!("({})", k.max_threads) } else { k.max_threads.to_string() };
        body.push(format!("__cudaRegisterEntry({t}, ((void ( *)({})){}), {}, {threads});", fn_type_params(k), k.name, k.entry));
    }
    for v in variable_order(&vars) {
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
    let placeholder = crate::lower::stub::ANON_PLACEHOLDER;
    let s = s.replace(&format!("{}{placeholder}", placeholder.len()), &format!("{}{anon}", anon.len()));
    let placeholder = crate::lower::stub::INTERNAL_PLACEHOLDER;
    let internal = format!("_INTERNAL{id}");
    s.replace(&format!("{}{placeholder}", placeholder.len()), &format!("{}{internal}", internal.len()))
}

/// How many `__T<n>` temporaries cudafe++ made before the stub (see
/// `lower::temps`): the callback's parameter takes the next name.
fn temporaries(input: &PrintInput<'_>) -> u32 {
    let mut ctors: Vec<&(String, u32)> = Vec::new();
    for c in input.items.iter().flat_map(|i| i.lowered.hd_ctors.iter()) {
        if !ctors.iter().any(|d| d.0 == c.0) {
            ctors.push(c);
        }
    }
    let lambdas = input.items.iter().flat_map(|i| i.lowered.extended_lambdas.iter()).filter(|l| l.temporary).count() as u32;
    ctors.iter().map(|c| c.1).sum::<u32>() + lambdas + function_template_launches(input).1
}

/// `__device_stub_<mangled>(params){...}` in the compact or spaced style.
fn device_stub(s: &mut String, k: &KernelStub, spaced: bool) {
    let mut stmts = Vec::new();
    stmts.push(format!("__cudaLaunchPrologue({});", k.params.len().max(1)));
    for (i, p) in k.params.iter().enumerate() {
        let offset = p.offset.map_or_else(|| "0UL".to_string(), |o| format!("{o}UL"));
        let f = if p.class { "__cudaSetupArg" } else { "__cudaSetupArgSimple" };
        stmts.push(format!("{f}(__par{i}, {offset});"));
    }
    stmts.push(format!("__cudaLaunch(((char *)((void ( *)({})){})));", fn_type_params(k), k.name));
    let params = param_list(k, true);
    let inline = inline_prefix(k);
    let linkage = if k.is_static { "static " } else { "__attribute__((visibility(\"hidden\"))) " };
    if spaced {
        // The spaced style sets each parameter off by two spaces.
        let params = if k.params.is_empty() { "(void)".to_string() } else { format!("( {})", param_items(k, true).join(",  ")) };
        let _ = writeln!(s, "{inline}{linkage}void __device_stub_{}{params} {{  {} }}", k.mangled, stmts.join(" "));
    } else {
        let _ = writeln!(s, "{inline}{linkage}void __device_stub_{}({}){{{}}}", k.mangled, params, stmts.join(""));
    }
}

/// `float *` / `float ` before the `&` of a by-reference parameter.
fn spelled_ref(t: &DeclTy) -> String {
    // A class template specialization or closure by its typedef.
    let s = if template_typedef(t.unqualified()).is_some() { retag(t.unqualified()).spell("") } else { t.spell("") };
    if s.ends_with('*') {
        s
    } else {
        format!("{s} ")
    }
}

/// The instances of the unit's kernel templates, in the order they are
/// first named: the declared ones (with the index of their item), then
/// the ones launches need.
fn template_instances(input: &PrintInput<'_>) -> (Vec<(usize, KernelStub)>, Vec<KernelStub>) {
    let templates: Vec<_> = input.items.iter().flat_map(|i| i.lowered.stub.templates.iter()).collect();
    let mut declared: Vec<(usize, KernelStub)> = Vec::new();
    let mut launched: Vec<KernelStub> = Vec::new();
    let normalized = |args: &[String]| args.iter().map(|a| a.split_whitespace().collect::<Vec<_>>().join(" ")).collect::<Vec<_>>();
    for (n, item) in input.items.iter().enumerate() {
        for inst in &item.lowered.stub.instances {
            let inst = match inst {
                Instance::Declared(name, args) => Instance::Declared(name.clone(), normalized(args)),
                Instance::Launched(name, args, d) => Instance::Launched(name.clone(), normalized(args), *d),
                other => other.clone(),
            };
            let Some(k) = templates.iter().filter(|t| t.name == inst.name()).find_map(|t| t.instance(&inst)) else { continue };
            // The same instance named again (written or deduced alike).
            if declared.iter().any(|(_, o)| o.mangled == k.mangled) || launched.iter().any(|o| o.mangled == k.mangled) {
                continue;
            }
            match inst {
                Instance::Declared(..) => declared.push((n, k)),
                _ => launched.push(KernelStub { deferred: inst.deferral() == Deferral::Deferred, ..k }),
            }
        }
    }
    // Function templates are instantiated after the rest of the unit;
    // each instance's launches need instances in turn.
    for inst in function_template_launches(input).0 {
        let Some(k) = templates.iter().filter(|t| t.name == inst.name()).find_map(|t| t.instance(&inst)) else { continue };
        if !declared.iter().any(|(_, o)| o.mangled == k.mangled) && !launched.iter().any(|o| o.mangled == k.mangled) {
            launched.push(k);
        }
    }
    (declared, launched)
}

/// The kernel template instances the instances of the unit's function
/// templates launch, in the order the function templates' instances are
/// first named (an instance named by another's after it), and the
/// temporaries those instances make.
fn function_template_launches(input: &PrintInput<'_>) -> (Vec<Instance>, u32) {
    /// Instances naming instances: a bound on how deep that goes.
    const MAX_INSTANCES: usize = 1000;
    let fn_templates: Vec<_> = input.items.iter().flat_map(|i| i.lowered.stub.fn_templates.iter()).collect();
    if fn_templates.is_empty() {
        return (Vec::new(), 0);
    }
    let mut seen: Vec<(usize, String)> = Vec::new();
    let mut out = Vec::new();
    let mut temporaries = 0;
    let mut queue: std::collections::VecDeque<Instance> = input.items.iter().flat_map(|i| i.lowered.stub.fn_uses.iter().cloned()).collect();
    while let Some(u) = queue.pop_front() {
        for (n, t) in fn_templates.iter().enumerate().filter(|(_, t)| t.template.name == u.name()) {
            let Some(args) = t.template.arguments(&u) else { continue };
            let key = args.iter().map(|a| a.spelled()).collect::<Vec<_>>().join(",");
            if seen.contains(&(n, key.clone())) || seen.len() >= MAX_INSTANCES {
                continue;
            }
            seen.push((n, key));
            out.extend(t.launches_for(&args));
            temporaries += t.temporaries;
            queue.extend(t.calls_for(&args));
        }
    }
    (out, temporaries)
}

/// The typedefs naming the class template specializations and closure
/// types kernel parameters have, in cudafe++'s order: those of launches in
/// member functions defined in their class last, and a function's closures
/// scope by scope (its outermost scope's first, then each nested scope's
/// in turn).
fn typedefs(kernels: &[(u32, &KernelStub)]) -> Vec<(String, String)> {
    struct Entry<'k> {
        deferred: bool,
        function: Option<&'k str>,
        path: &'k [u32],
        spelled: String,
        name: String,
    }
    let mut entries: Vec<Entry<'_>> = Vec::new();
    for (_, k) in kernels {
        for p in &k.params {
            let Some((spelled, name)) = template_typedef(p.ty.unqualified()) else { continue };
            if entries.iter().any(|e| e.name == name) {
                continue;
            }
            let (function, path) = match p.ty.unqualified() {
                DeclTy::Closure(c) => (Some(c.function.as_str()), c.scope_path.as_slice()),
                _ => (None, &[][..]),
            };
            entries.push(Entry { deferred: k.deferred, function, path, spelled, name });
        }
    }
    // Group by function, in order of first appearance (each other typedef
    // a group of its own), then by scope within a function.
    let mut groups: Vec<Option<&str>> = Vec::new();
    let mut keyed: Vec<(bool, usize, &[u32], usize)> = Vec::new();
    for (n, e) in entries.iter().enumerate() {
        let group = match e.function {
            Some(f) => groups.iter().position(|g| *g == Some(f)).unwrap_or_else(|| {
                groups.push(Some(f));
                groups.len() - 1
            }),
            None => {
                groups.push(None);
                groups.len() - 1
            }
        };
        keyed.push((e.deferred, group, e.path, n));
    }
    keyed.sort();
    keyed.into_iter().map(|(_, _, _, n)| (entries[n].spelled.clone(), entries[n].name.clone())).collect()
}

/// The instances of the unit's device variable templates its code uses,
/// with the index of the item that first uses each.
fn variable_instances(input: &PrintInput<'_>) -> Vec<(usize, VarStub)> {
    let templates: Vec<_> = input.items.iter().flat_map(|i| i.lowered.stub.var_templates.iter()).collect();
    let mut out: Vec<(usize, VarStub)> = Vec::new();
    for (n, item) in input.items.iter().enumerate() {
        for (name, args) in &item.lowered.stub.var_instances {
            let Some(v) = templates.iter().filter(|t| t.name == *name).find_map(|t| t.instance(args)) else { continue };
            if !out.iter().any(|(_, o)| o.mangled == v.mangled) {
                out.push((n, v));
            }
        }
    }
    out
}

/// A `__forceinline__` kernel's stub is inline too.
fn inline_prefix(k: &KernelStub) -> &'static str {
    if k.forceinline {
        "__inline__ __attribute__((__always_inline__)) "
    } else {
        ""
    }
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
                DeclTy::spell(&c_type(p), &name)
            }
        })
        .collect()
}

fn fn_type_params(k: &KernelStub) -> String {
    if k.params.is_empty() {
        return "void".into();
    }
    k.params.iter().map(|p| c_type(p).spell("")).collect::<Vec<_>>().join(", ")
}

/// The type as C spells it: classes (also behind pointers) with `struct`,
/// a typedef-named scalar (`va_list`) as written.
fn c_type(p: &crate::lower::stub::StubParam) -> DeclTy {
    match p.ty.unqualified() {
        DeclTy::Named(s, parts) if p.is_enum => DeclTy::Named(format!("enum {s}"), parts.clone()),
        DeclTy::Named(..) if !p.class => p.ty.clone(),
        _ => retag(&p.ty),
    }
}

/// A class template specialization is named in the stub through a typedef
/// named by its mangled encoding: (spelling, typedef name).
/// So is a lambda's closure type (spelled as its extended-lambda
/// wrapper).
fn template_typedef(t: &DeclTy) -> Option<(String, String)> {
    let name = crate::mangle::mangle_type(&t.to_mangle());
    match t {
        DeclTy::Closure(c) => Some((c.spelled.clone(), name)),
        // cudafe++ ends a template-id with a space.
        DeclTy::Named(s, parts) if parts.iter().any(|p| p.args.is_some()) => Some((format!("{s} "), name)),
        _ => None,
    }
}

fn retag(t: &DeclTy) -> DeclTy {
    match t {
        DeclTy::Named(..) | DeclTy::Closure(_) if template_typedef(t).is_some() => {
            let name = template_typedef(t).map(|(_, n)| n).unwrap_or_default();
            DeclTy::Named(format!(" {name}"), Vec::new())
        }
        DeclTy::Named(s, parts) => DeclTy::Named(format!("struct {s}"), parts.clone()),
        DeclTy::Pointer(inner) => DeclTy::Pointer(Box::new(retag(inner))),
        DeclTy::Const(inner) => DeclTy::Const(Box::new(retag(inner))),
        other => other.clone(),
    }
}

/// The host definition's parameter: `struct ::Params __cuda_0`.
fn host_param(t: &DeclTy, name: &str) -> String {
    if let Some((_, typedef)) = template_typedef(t) {
        return format!(" {typedef} {name}");
    }
    match t {
        DeclTy::Named(s, _) => format!("struct ::{} {name}", s.trim_start_matches("::")),
        DeclTy::Const(inner) if matches!(**inner, DeclTy::Named(..)) => format!("const {}", host_param(inner, name)),
        _ => t.spell(name),
    }
}

/// The scope of a qualified name (`outer::inner` of `outer::inner::k`);
/// template arguments (`k< ::ns::T> `) are not part of it.
fn scope_of(name: &str) -> &str {
    let bare = name.find('<').map_or(name, |i| &name[..i]);
    bare.rsplit_once("::").map_or("", |(s, _)| s)
}

/// Registration order: cudafe++ walks each scope's nested namespaces
/// first and then its own kernels, latest first (its entity lists are
/// built by prepending).
fn kernel_order<'a>(kernels: &[(u32, &'a KernelStub)]) -> Vec<&'a KernelStub> {
    let mut out = Vec::new();
    walk_kernels("", kernels, &mut out);
    out
}

fn walk_kernels<'a>(scope: &str, kernels: &[(u32, &'a KernelStub)], out: &mut Vec<&'a KernelStub>) {
    for child in child_scopes(scope, kernels.iter().map(|(_, k)| k.name.as_str())) {
        walk_kernels(&child, kernels, out);
    }
    out.extend(kernels.iter().rev().filter(|(_, k)| scope_of(&k.name) == scope).map(|(_, k)| *k));
}

/// Variables: each scope's own in declaration order, then its nested
/// namespaces.
fn variable_order<'a>(vars: &[&'a VarStub]) -> Vec<&'a VarStub> {
    let mut out = Vec::new();
    walk_vars("", vars, &mut out);
    out
}

fn walk_vars<'a>(scope: &str, vars: &[&'a VarStub], out: &mut Vec<&'a VarStub>) {
    // A template instance's name is parenthesized: `(::ns::v<int> )`.
    let bare = |v: &VarStub| v.qualified.trim_start_matches('(').trim_start_matches("::").to_string();
    out.extend(vars.iter().filter(|v| scope_of(&bare(v)) == scope).copied());
    let names: Vec<String> = vars.iter().map(|v| bare(v)).collect();
    for child in child_scopes(scope, names.iter().map(String::as_str)) {
        walk_vars(&child, vars, out);
    }
}

/// Direct child scopes of `scope` among the names, in order of first
/// appearance.
fn child_scopes<'n>(scope: &str, names: impl Iterator<Item = &'n str>) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    for name in names {
        let s = scope_of(name);
        let rest = if scope.is_empty() { Some(s) } else { s.strip_prefix(scope).and_then(|r| r.strip_prefix("::")) };
        let Some(rest) = rest.filter(|r| !r.is_empty()) else { continue };
        let first = rest.split("::").next().unwrap_or(rest);
        let child = if scope.is_empty() { first.to_string() } else { format!("{scope}::{first}") };
        if !out.contains(&child) {
            out.push(child);
        }
    }
    out
}
