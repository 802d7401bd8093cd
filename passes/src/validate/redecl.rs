//! Execution spaces across the declarations of one function.
//!
//! A redeclaration starts from the spaces earlier declarations gave the
//! function; its own `__host__`/`__device__`/`__global__` are then applied
//! on top, and a `__global__` meeting an explicit `__host__` or `__device__`
//! (either way round) is "illegal combination of memory qualifiers" at the
//! later attribute. Explicit instantiations and specializations of a
//! template are redeclarations of it.

use super::ItemView;
use crate::diag::Diag;
use crate::il::{exec, EntityKind};
use crate::parse::TemplateKind;
use crate::symbols::{SymRef, Symbol, SymbolTable};
use cufe_tables::tag;

const HOST: u8 = b'V';
const DEVICE: u8 = b'W';
const GLOBAL: u8 = b'X';

pub fn check(item: &ItemView<'_>, table: &SymbolTable) -> Vec<Diag> {
    let mut diags = Vec::new();
    let Some(sig) = table.signatures.get(item.index as usize) else { return diags };
    for (i, sym) in sig.symbols.iter().enumerate() {
        if sym.kind == EntityKind::Variable {
            out_of_class_member_variable(table, sym, &mut diags);
            variable_redefinition(table, item.index, i as u32, sym, &mut diags);
        }
        if sym.kind != EntityKind::Function {
            continue;
        }
        grid_constant_agreement(item, table, i as u32, sym, &mut diags);
        launch_qualifiers_across(table, item.index, i as u32, sym, &mut diags);
        if sym.template == Some(TemplateKind::Instantiation) {
            explicit_instantiation(table, item.index, sym, &mut diags);
            instance_launch_attributes(table, item.index, sym, &mut diags);
        }
        let prior = prior_space(table, item.index, i as u32, sym);
        if prior != 0 {
            let member = defines_class_member(table, sym);
            replay(item, sym, prior, member, &mut diags, |kind| conflicting_declaration(table, item.index, i as u32, sym, kind));
        }
        out_of_class_kernel(item, table, sym, &mut diags);
    }
    diags
}

/// `__launch_bounds__` in one declaration of a kernel and `__maxnreg__` in
/// a later one (either way round) exclude each other as within one
/// declaration: reported at the later one's name.
fn launch_qualifiers_across(table: &SymbolTable, item: u32, sym_index: u32, sym: &Symbol, diags: &mut Vec<Diag>) {
    const BOTH: u8 = Symbol::LAUNCH_BOUNDS | Symbol::MAXNREG;
    if sym.launch_bits == 0 || sym.launch_bits == BOTH {
        return;
    }
    let prior = earlier_declarations(table, item, sym_index, sym).fold(0, |bits, (_, other)| bits | other.launch_bits);
    if (prior | sym.launch_bits) == BOTH && prior & sym.launch_bits == 0 {
        diags.push(Diag::new(tag::BOUNDS_MAXNREG_INCOMPATIBLE_QUALIFIERS, sym.name_at, sym.decl).arg("__launch_bounds__ and __maxnreg__"));
    }
}

/// A parameter is `__grid_constant__` in every declaration of a kernel or
/// in none: compared with the previous declaration, parameter by parameter. The message names the
/// kind of redeclaration; an explicit instantiation's is reported at its
/// type (after its attributes), the others' at the name.
fn grid_constant_agreement(item: &ItemView<'_>, table: &SymbolTable, sym_index: u32, sym: &Symbol, diags: &mut Vec<Diag>) {
    // (A member function is no kernel: `__global__` on one is an error
    // of its own, and its definition outside the class is not compared.)
    if defines_class_member(table, sym) {
        return;
    }
    let previous = earlier_declarations(table, item.index, sym_index, sym).last();
    let Some((r, prev)) = previous else { return };
    // (Each parameter that disagrees has its own error, a template's
    // first only.)
    let mismatches = sym.params.iter().zip(&prev.params).filter(|((_, a), (_, b))| a != b);
    let reported = if sym.template.is_some() { 1 } else { usize::MAX };
    for ((name, _), _) in mismatches.take(reported) {
        let (id, at) = match sym.template {
            Some(TemplateKind::Instantiation) => (tag::GRID_CONSTANT_INCOMPAT_INSTANTIATION_DIRECTIVE, type_start(item, sym)),
            Some(TemplateKind::Specialization) => (tag::GRID_CONSTANT_INCOMPAT_SPECIALIZATION, sym.name_at),
            Some(_) => (tag::GRID_CONSTANT_INCOMPAT_TEMPL_REDECL, sym.name_at),
            None => (tag::GRID_CONSTANT_INCOMPAT_REDECL, sym.name_at),
        };
        let name = name.map_or(String::new(), |n| n.to_string());
        diags.push(Diag::new(id, at, sym.decl).arg(name).pos(r.item, prev.name_at).related(r.item, prev.name_at, "previous declaration"));
    }
}

/// Where a declaration's type specifier starts (its name when unknown).
fn type_start(item: &ItemView<'_>, sym: &Symbol) -> u32 {
    let decl = item.scan.ast.decls.iter().find(|(i, _)| i.into_raw().into_u32() == sym.decl).map(|(_, d)| d);
    decl.map(|d| d.type_span.start).filter(|&s| s < sym.name_at).unwrap_or(sym.name_at)
}

/// `template __global__ int k<int>(int);`: instantiating a kernel template
/// checks the template's declaration with the arguments (reported there,
/// with a context line naming the instantiation), then the directive's own
/// declaration when it repeats `__global__`.
fn explicit_instantiation(table: &SymbolTable, item: u32, sym: &Symbol, diags: &mut Vec<Diag>) {
    let primary = table
        .lookup(&sym.qname)
        .find(|(_, s)| s.kind == EntityKind::Function && s.template == Some(TemplateKind::Primary) && s.global_at.is_some());
    let Some((pref, primary)) = primary else { return };
    if sym.returns_void {
        return;
    }
    if let Some(at) = primary.global_at {
        let args = sym.template_args.as_deref().unwrap_or("");
        let several = crate::lower::split_template_args(args).len() > 1;
        let based_on = cufe_tables::diagnostic(if several { BASED_ON_TEMPLATE_ARGUMENTS } else { BASED_ON_TEMPLATE_ARGUMENT }).map_or("", |r| r.message.as_ref());
        let what = format!("\"{}\" {based_on} {args}", sym.name);
        let context = Diag::new(DETECTED_DURING_INSTANTIATION, 0, sym.decl).name(what).pos(item, sym.decl_at);
        diags.push(Diag::new(tag::GLOBAL_FUNCTION_RETURN_TYPE, at, sym.decl).in_item(pref.item).arg("__global__").with_context(context));
    }
    if let Some(at) = sym.global_at {
        diags.push(Diag::new(tag::GLOBAL_FUNCTION_RETURN_TYPE, at, sym.decl).arg("__global__"));
    }
}

/// `template __global__ void k<-1>(float *);`: the kernel template's
/// launch attributes checked with the instance's arguments, unless an
/// earlier directive made the same instance.
fn instance_launch_attributes(table: &SymbolTable, item: u32, sym: &Symbol, diags: &mut Vec<Diag>) {
    let Some(written) = sym.template_args.as_deref() else { return };
    let primary = table.lookup(&sym.qname).find(|(_, s)| s.kind == EntityKind::Function && s.template == Some(TemplateKind::Primary) && s.dependent_launch.is_some());
    let Some((pref, primary)) = primary else { return };
    let args = crate::lower::split_template_args(written);
    let site = super::instances::Site { item, at: sym.decl_at, order: sym.decl };
    if super::instances::instantiated_before(table, &sym.qname, &args, site) {
        return;
    }
    diags.extend(super::instances::check(pref, primary, &args, site));
}

/// `__global__ void S::k() {}`: defining a member outside its class is
/// still a member (a qualifier that names a namespace is not), and its
/// `__launch_bounds__` is then out of place too (and, dropped, excludes
/// no `__maxnreg__`).
fn out_of_class_kernel(item: &ItemView<'_>, table: &SymbolTable, sym: &Symbol, diags: &mut Vec<Diag>) {
    if !defines_class_member(table, sym) {
        if sym.out_of_scope && sym.global_at.is_some() && sym.launch_bits == Symbol::LAUNCH_BOUNDS | Symbol::MAXNREG {
            diags.push(Diag::new(tag::BOUNDS_MAXNREG_INCOMPATIBLE_QUALIFIERS, sym.name_at, sym.decl).arg("__launch_bounds__ and __maxnreg__"));
        }
        return;
    }
    let Some(at) = sym.global_at else { return };
    diags.push(Diag::new(tag::GLOBAL_CLASS_DECL, at, sym.decl).arg("__global__"));
    let entity = item.apply.entities.iter().find(|(i, _)| i.into_raw().into_u32() == sym.decl).map(|(_, e)| e);
    if let Some(attr) = entity.and_then(|e| item.scan.entity_attr(e, &["launch_bounds"])) {
        diags.push(Diag::new(tag::BOUNDS_ATTR_ONLY_NONMEMBER_FUNC, attr.name_span.start, sym.decl).arg("__launch_bounds__"));
    }
}

/// `__device__ int S::x = 1;`: a memory space on the definition of a
/// static data member (`ns::x` is a namespace member and fine).
fn out_of_class_member_variable(table: &SymbolTable, sym: &Symbol, diags: &mut Vec<Diag>) {
    if defines_class_member(table, sym) {
        if let Some(at) = sym.memory_attr_at {
            diags.push(Diag::new(tag::ILLEGAL_MEMBER_QUALIFIERS, at, sym.decl));
        }
    }
}

/// `int x; int x;`: a second definition of a namespace-scope variable
/// (or static data member) is reported at its name, with the line of the
/// first definition, whatever memory spaces either has.
fn variable_redefinition(table: &SymbolTable, item: u32, sym_index: u32, sym: &Symbol, diags: &mut Vec<Diag>) {
    if !sym.defines_variable {
        return;
    }
    let earlier = |(r, other): &(SymRef, &Symbol)| {
        (r.item < item || (r.item == item && r.sym < sym_index)) && other.kind == EntityKind::Variable && other.defines_variable && other.template.is_some() == sym.template.is_some()
    };
    let Some((r, first)) = table.lookup(&sym.qname).find(earlier) else { return };
    let what = if defines_class_member(table, sym) {
        "member"
    } else if sym.template.is_some() {
        "variable template"
    } else {
        "variable"
    };
    let name = format!("{what} \"{}\"", sym.qname);
    diags.push(Diag::new(tag::ALREADY_DEFINED_WITH_POS, sym.name_at, sym.decl).name(name).pos(r.item, first.name_at).related(r.item, first.name_at, "previous definition"));
}

/// An out-of-scope definition whose qualifier names a class, not a
/// namespace: only the symbol table can tell.
fn defines_class_member(table: &SymbolTable, sym: &Symbol) -> bool {
    let Some(class) = sym.class.as_deref().filter(|_| sym.out_of_scope) else { return false };
    table.lookup(class).any(|(_, s)| s.kind == EntityKind::Type)
}

/// "detected during instantiation of %na %p" and "based on template
/// argument": untagged fragments of cudafe++'s message table.
pub(super) const DETECTED_DURING_INSTANTIATION: cufe_tables::DiagId = cufe_tables::DiagId(685);
pub(super) const BASED_ON_TEMPLATE_ARGUMENT: cufe_tables::DiagId = cufe_tables::DiagId(1486);
pub(super) const BASED_ON_TEMPLATE_ARGUMENTS: cufe_tables::DiagId = cufe_tables::DiagId(1487);

/// The declarations of the same function before symbol `sym_index` of
/// item `item`, in order.
pub(crate) fn earlier_declarations<'t>(table: &'t SymbolTable, item: u32, sym_index: u32, sym: &'t Symbol) -> impl Iterator<Item = (SymRef, &'t Symbol)> + 't {
    table
        .lookup(&sym.qname)
        .filter(move |(r, other)| (r.item < item || (r.item == item && r.sym < sym_index)) && other.kind == EntityKind::Function && same_function(sym, other))
}

/// The execution spaces earlier declarations of the same function set.
fn prior_space(table: &SymbolTable, item: u32, sym_index: u32, sym: &Symbol) -> u8 {
    earlier_declarations(table, item, sym_index, sym).fold(0, |space, (_, other)| space | other.exec_space)
}

/// The first earlier declaration of the function whose execution space
/// conflicts with attribute `kind`: (item, item-relative offset of its name,
/// label).
fn conflicting_declaration(table: &SymbolTable, item: u32, sym_index: u32, sym: &Symbol, kind: u8) -> Option<(u32, u32, String)> {
    earlier_declarations(table, item, sym_index, sym)
        .find(|(_, other)| conflicts(other.exec_space, kind))
        .map(|(r, other)| {
            let (host, device) = (other.exec_space & exec::HOST_BIT != 0, other.exec_space & 0x02 != 0);
            let space = match (other.exec_space & exec::GLOBAL_BIT != 0, host, device) {
                (true, _, _) => "__global__",
                (_, true, true) => "__host__ __device__",
                (_, false, true) => "__device__",
                _ => "__host__",
            };
            (r.item, other.name_at, format!("previously declared {space} here"))
        })
}

fn same_function(a: &Symbol, b: &Symbol) -> bool {
    let templ = |s: &Symbol| s.template.is_some();
    match (a.template, b.template) {
        (Some(TemplateKind::Instantiation | TemplateKind::Specialization), Some(TemplateKind::Primary)) => true,
        _ => templ(a) == templ(b) && a.params_key == b.params_key,
    }
}

fn conflicts(space: u8, kind: u8) -> bool {
    match kind {
        HOST | DEVICE => space & exec::GLOBAL_BIT != 0,
        GLOBAL => space & (exec::HOST_BIT | 0x02) != 0,
        _ => false,
    }
}

fn bits(kind: u8) -> u8 {
    match kind {
        HOST => exec::HOST,
        DEVICE => exec::DEVICE,
        GLOBAL => exec::GLOBAL | exec::GLOBAL_EXTRA,
        _ => 0,
    }
}

/// Re-applies this declaration's execution-space attributes on top of the
/// earlier declarations' spaces; conflicts that the declaration alone did
/// not have (apply reported those) are reported here. As in apply, a
/// `__host__`/`__device__` refused on a kernel that is a class member
/// (`member`: an out-of-class definition) reports the member again, and a
/// refused `__global__` is reported before `__global__`'s own checks.
fn replay(item: &ItemView<'_>, sym: &Symbol, prior: u8, member: bool, diags: &mut Vec<Diag>, earlier: impl Fn(u8) -> Option<(u32, u32, String)>) {
    let decl_idx = item.scan.ast.decls.iter().find(|(i, _)| i.into_raw().into_u32() == sym.decl).map(|(i, _)| i);
    let Some(decl_idx) = decl_idx else { return };
    let Some(entity) = item.apply.entities.get(decl_idx) else { return };
    let mut merged = prior;
    let mut own = 0u8;
    for &attr in &entity.attrs {
        let Some(kind) = item.lookup.resolved.get(attr).map(|r| r.kind) else { continue };
        if !matches!(kind, HOST | DEVICE | GLOBAL) {
            continue;
        }
        if conflicts(own, kind) {
            continue; // apply reported it
        }
        own |= bits(kind);
        if conflicts(merged, kind) {
            let at = item.scan.attrs[attr].name_span.start;
            let mut diag = Diag::new(tag::ILLEGAL_MEM_QUALIFIERS, at, sym.decl);
            if let Some((item, at, label)) = earlier(kind) {
                diag = diag.related(item, at, label);
            }
            if kind == GLOBAL {
                diag = diag.leading();
            }
            diags.push(diag);
            if kind != GLOBAL && member {
                diags.push(Diag::new(tag::GLOBAL_CLASS_DECL, at, sym.decl).arg("__global__"));
            }
            continue;
        }
        merged |= bits(kind);
    }
}
