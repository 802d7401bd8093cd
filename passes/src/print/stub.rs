//! The stub file: device-stub functions that launch each kernel through
//! the runtime, host definitions of the kernels that call them, and the
//! registration callback run by a static constructor.
//!
//! cudafe++'s generator prints the first function of the file compactly
//! and, once it has emitted a line marker back into the stub file, every
//! later one with spaces; both spellings are reproduced.

use super::{module_id, PrintInput};
use crate::lower::stub::{KernelStub, VarStub};
use crate::lower::types::DeclTy;
use std::fmt::Write;

pub fn stub_file(input: &PrintInput<'_>) -> String {
    let base = input.file_name.rsplit('/').next().unwrap_or(input.file_name);
    let stem = base.strip_suffix(".cu").unwrap_or(base);
    let stub_name = input.stub_name;
    let mut kernels: Vec<(u32, &KernelStub)> = Vec::new();
    let mut vars: Vec<&VarStub> = Vec::new();
    for item in &input.items {
        for k in &item.lowered.stub.kernels {
            kernels.push((item.start, k));
        }
        vars.extend(item.lowered.stub.variables.iter());
    }
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
    for (_, k) in &kernels {
        let _ = writeln!(s, "extern __attribute__((visibility(\"hidden\"))) void __device_stub_{}({});", k.mangled, param_list(k, false));
    }
    s.push_str("static void __nv_cudaEntityRegisterCallback(void **);\nstatic void __sti____cudaRegisterAll(void) __attribute__((__constructor__));\n");
    let mut spaced = false;
    for (start, k) in &kernels {
        device_stub(&mut s, k, spaced);
        let (file, line, _) = (input.presumed)(start + k.at);
        let _ = writeln!(s, "# {line} \"{file}\"");
        let params: Vec<String> = k.params.iter().enumerate().map(|(i, p)| host_param(&p.ty, &format!("__cuda_{i}"))).collect();
        if params.is_empty() {
            let _ = writeln!(s, "void {}(void)", k.name);
        } else {
            let _ = writeln!(s, "void {}( {})", k.name, params.join(","));
        }
        let _ = writeln!(s, "# {line} \"{file}\"");
        let args: Vec<String> = (0..k.params.len()).map(|i| format!("__cuda_{i}")).collect();
        if args.is_empty() {
            let _ = writeln!(s, "{{__device_stub_{}(); }}", k.mangled);
        } else {
            let _ = writeln!(s, "{{__device_stub_{}( {}); }}", k.mangled, args.join(","));
        }
        let _ = writeln!(s, "# 1 \"{stub_name}\"");
        spaced = true;
    }
    let mut body = Vec::new();
    body.push("__nv_dummy_param_ref(__T0);".to_string());
    body.push("__nv_save_fatbinhandle_for_managed_rt(__T0);".to_string());
    for (_, k) in &kernels {
        body.push(format!("__cudaRegisterEntry(__T0, ((void ( *)({})){}), {}, ({}));", fn_type_params(k), k.name, k.entry, k.max_threads));
    }
    for v in &vars {
        let size = v.size.map_or_else(|| format!("sizeof({})", v.qualified), |n| format!("{n}UL"));
        let f = if v.managed { "__cudaRegisterManagedVariable" } else { "__cudaRegisterVariable" };
        body.push(format!("{f}(__T0, __shadow_var({},{}), {}, {size}, {}, 0);", v.name, v.qualified, u8::from(v.is_extern), u8::from(v.constant)));
    }
    let register = if rdc { "____cudaRegisterLinkedBinary" } else { "__cudaRegisterBinary" };
    if spaced {
        let _ = writeln!(s, "static void __nv_cudaEntityRegisterCallback( void **__T0) {{  {} }}", body.join(" "));
        let _ = writeln!(s, "static void __sti____cudaRegisterAll(void) {{  {register}(__nv_cudaEntityRegisterCallback);  }}");
    } else {
        let _ = writeln!(s, "static void __nv_cudaEntityRegisterCallback(void **__T0){{{}}}", body.join(""));
        let _ = writeln!(s, "static void __sti____cudaRegisterAll(void){{{register}(__nv_cudaEntityRegisterCallback);}}");
    }
    s.push_str("\n#pragma GCC diagnostic pop\n");
    s
}

/// `__device_stub_<mangled>(params){...}` in the compact or spaced style.
fn device_stub(s: &mut String, k: &KernelStub, spaced: bool) {
    let mut stmts = Vec::new();
    stmts.push(format!("__cudaLaunchPrologue({});", k.params.len().max(1)));
    for (i, p) in k.params.iter().enumerate() {
        let offset = p.offset.map_or_else(|| "0UL".to_string(), |o| format!("{o}UL"));
        let f = if p.ty.is_class() { "__cudaSetupArg" } else { "__cudaSetupArgSimple" };
        stmts.push(format!("{f}(__par{i}, {offset});"));
    }
    stmts.push(format!("__cudaLaunch(((char *)((void ( *)({})){})));", fn_type_params(k), k.name));
    let params = param_list(k, true);
    if spaced {
        let _ = writeln!(s, "__attribute__((visibility(\"hidden\"))) void __device_stub_{}( {}) {{  {} }}", k.mangled, params, stmts.join(" "));
    } else {
        let _ = writeln!(s, "__attribute__((visibility(\"hidden\"))) void __device_stub_{}({}){{{}}}", k.mangled, params, stmts.join(""));
    }
}

/// The stub's parameter list: class types by reference.
fn param_list(k: &KernelStub, named: bool) -> String {
    if k.params.is_empty() {
        return "void".into();
    }
    k.params
        .iter()
        .enumerate()
        .map(|(i, p)| {
            let name = if named { format!("__par{i}") } else { String::new() };
            let t = stub_ty(p.ty.unqualified());
            if p.ty.is_class() {
                format!("{t}&{name}")
            } else {
                DeclTy::spell(&retag(p.ty.unqualified()), &name)
            }
        })
        .collect::<Vec<_>>()
        .join(", ")
}

fn fn_type_params(k: &KernelStub) -> String {
    if k.params.is_empty() {
        return "void".into();
    }
    k.params.iter().map(|p| retag(p.ty.unqualified()).spell("")).collect::<Vec<_>>().join(", ")
}

/// A class type spelled with `struct`, as C would.
fn stub_ty(t: &DeclTy) -> String {
    match t {
        DeclTy::Named(s, _) => format!("struct {s}"),
        other => other.spell(""),
    }
}

fn retag(t: &DeclTy) -> DeclTy {
    match t {
        DeclTy::Named(s, parts) => DeclTy::Named(format!("struct {s}"), parts.clone()),
        DeclTy::Pointer(inner) => DeclTy::Pointer(Box::new(retag(inner))),
        DeclTy::Const(inner) => DeclTy::Const(Box::new(retag(inner))),
        other => other.clone(),
    }
}

/// The host definition's parameter: `struct ::Params __cuda_0`.
fn host_param(t: &DeclTy, name: &str) -> String {
    match t.unqualified() {
        DeclTy::Named(s, _) => format!("struct ::{} {name}", s.trim_start_matches("::")),
        _ => t.spell(name),
    }
}
