//! `__host__`, `__device__`, `__global__`, `__tile_global__`.
//!
//! On a function these OR their bits into the execution-space byte; an
//! explicit `__host__`/`__device__` together with `__global__`, in either
//! order, is "illegal combination of memory qualifiers" at the later one.
//! `__device__` on a variable is a memory space. `__global__`'s own
//! restrictions on the declaration (member, operator, return type, exception
//! specification, `main`, inline) are checked as it is applied, at the
//! attribute, in cudafe++'s order.

use super::Cx;
use crate::il::{exec, Entity, EntityKind};
use crate::parse::{AttrPos, Context, DeclKind, FnBody, Specs, TemplateKind};
use cufe_tables::tag;

const HOST: u8 = b'V';
const DEVICE: u8 = b'W';
const GLOBAL: u8 = b'X';
const TILE_GLOBAL: u8 = b'Y';

pub fn apply(cx: &mut Cx<'_>, entity: &mut Entity, kind: u8) {
    match entity.kind {
        EntityKind::Function | EntityKind::Lambda => apply_to_function(cx, entity, kind),
        EntityKind::Variable if kind == DEVICE => super::memory_space::apply(cx, entity, kind),
        _ => cx.does_not_apply(),
    }
}

fn explicit_host(space: u8) -> bool {
    space & exec::HOST_BIT != 0
}

fn explicit_device(space: u8) -> bool {
    space & 0x02 != 0
}

fn apply_to_function(cx: &mut Cx<'_>, entity: &mut Entity, kind: u8) {
    let space = entity.exec_space;
    if entity.kind == EntityKind::Lambda && cx.raw().position == AttrPos::Function {
        operator_annotated(cx);
        return;
    }
    match kind {
        HOST | DEVICE if defaulted_on_first_declaration(cx) && derived_destructor(cx) => {
            // Decided with the bases (`validate::overrides`).
            entity.defaulted_space |= if kind == HOST { exec::HOST } else { exec::DEVICE };
        }
        HOST | DEVICE if defaulted_on_first_declaration(cx) => {
            let name = cx.decl().name.map_or(String::new(), |n| n.to_string());
            let display = cx.row.display.to_string();
            let d = cx.at_attr(tag::ESA_ON_DEFAULTED_FUNCTION_IGNORED);
            d.push_arg(display);
            d.push_arg(name);
        }
        HOST | DEVICE => {
            if entity.is_global() {
                // The function stays a kernel, and a kernel in a class is
                // reported again at this attribute.
                cx.at_attr(tag::ILLEGAL_MEM_QUALIFIERS);
                if entity.kind == EntityKind::Function && is_member(cx.decl()) {
                    cx.at_attr(tag::GLOBAL_CLASS_DECL).push_arg("__global__");
                }
                return;
            }
            entity.exec_space |= if kind == HOST { exec::HOST } else { exec::DEVICE };
            if kind == DEVICE && entity.kind == EntityKind::Function {
                check_main(cx);
            }
        }
        GLOBAL | TILE_GLOBAL => {
            if explicit_host(space) || explicit_device(space) {
                // The space stays what it was, but the declaration is still
                // checked as a kernel's (return type, member, ...).
                cx.at_attr(tag::ILLEGAL_MEM_QUALIFIERS);
                if entity.kind == EntityKind::Function {
                    check_global_declaration(cx);
                }
                return;
            }
            entity.exec_space |= exec::GLOBAL;
            entity.exec_space |= exec::GLOBAL_EXTRA;
            if entity.kind == EntityKind::Function {
                check_global_declaration(cx);
            }
        }
        _ => {}
    }
}

/// An execution space written after a lambda's template head or its
/// parameters annotates the call operator, which may not be annotated: the
/// closure's annotations (before them) say where it runs. Reported once,
/// at the body, and not applied.
fn operator_annotated(cx: &mut Cx<'_>) {
    let Some(at) = cx.decl().func.as_ref().and_then(|f| f.body_span).map(|b| b.start) else { return };
    if !cx.diags.iter().any(|d| d.id == tag::LAMBDA_OPERATOR_ANNOTATED && d.at == Some(at)) {
        cx.diags.push(crate::diag::Diag::new(tag::LAMBDA_OPERATOR_ANNOTATED, at, cx.order));
    }
}

/// `S() = default;` in its class, not virtual: the compiler defines it in
/// whatever space it is used, so an explicit space is ignored. (`override`
/// and `final` say it is virtual.)
fn defaulted_on_first_declaration(cx: &Cx<'_>) -> bool {
    let decl = cx.decl();
    decl.func.as_ref().is_some_and(|f| f.body == FnBody::Default && !f.is_override && f.final_at.is_none()) && decl.qualifier.is_empty() && !decl.specs.has(Specs::VIRTUAL)
}

/// A destructor of a class with bases: virtual when a base's is, which
/// the declaration alone does not say.
fn derived_destructor(cx: &Cx<'_>) -> bool {
    let decl = cx.decl();
    decl.func.as_ref().is_some_and(|f| f.is_destructor) && decl.parent.is_some_and(|p| !cx.scan.ast.decls[p].bases.is_empty())
}

/// The restrictions cudafe++ checks on a declaration as `__global__` is
/// applied to it.
fn check_global_declaration(cx: &mut Cx<'_>) {
    let display = cx.row.display.to_string();
    let decl = cx.decl().clone();
    let func = decl.func.clone();
    // A conversion function is no operator function to cudafe++; its
    // return type is the type it converts to.
    let is_operator = func.as_ref().is_some_and(|f| f.is_operator && !f.no_type);
    let in_class = is_member(&decl);
    // A friend defined in its class is implicitly inline.
    let friend_definition = decl.specs.has(Specs::FRIEND) && func.as_ref().is_some_and(|f| f.body_span.is_some());
    // A deleted function is implicitly inline too; cudafe++ knows it of a
    // function template, whose `__global__` it checks once the whole
    // declaration is read (of a function, as it reads the attribute,
    // before `= delete`).
    let deleted_template = func.as_ref().is_some_and(|f| f.body == FnBody::Delete) && decl.template.as_ref().is_some_and(|t| t.kind == TemplateKind::Primary);
    // (A member says only that it is one.)
    if (decl.specs.has(Specs::INLINE) || decl.is_constexpr() || friend_definition || deleted_template) && !in_class {
        cx.at_attr(tag::GLOBAL_FUNCTION_INLINE).push_arg(display.clone());
    }
    if is_operator {
        cx.at_attr(tag::GLOBAL_OPERATOR_FUNCTION).push_arg(display.clone());
    }
    if func.as_ref().is_some_and(|f| f.exception_spec.is_some()) || is_deallocation(&decl) {
        cx.at_attr(tag::GLOBAL_EXCEPTION_SPEC).push_arg(display.clone());
    }
    let deduced = decl.deduces_return_type();
    // A template's return type is checked when it is instantiated (validate
    // does it for explicit instantiations), not at its definition.
    let per_instantiation = decl.template.as_ref().is_some_and(|t| matches!(t.kind, TemplateKind::Primary | TemplateKind::Instantiation));
    // (A deduced return type too: an uninstantiated template is accepted.)
    let primary = decl.template.as_ref().is_some_and(|t| t.kind == TemplateKind::Primary);
    if deduced && !primary {
        cx.at_attr(tag::GLOBAL_FUNCTION_DEDUCED_RETURN_TYPE).push_arg(display.clone());
    } else if !per_instantiation && !returns_void(cx, &decl) {
        // (A typedef of void is void: validate, which knows the typedefs,
        // withdraws this one then — see `validate::returns::void_named_kernels`.)
        cx.at_attr(tag::GLOBAL_FUNCTION_RETURN_TYPE).push_arg(display.clone());
    }
    if func.as_ref().is_some_and(|f| f.ellipsis) {
        cx.at_attr(tag::GLOBAL_FUNCTION_HAS_ELLIPSIS).push_arg(display.clone());
    }
    // An out-of-class definition (`void S::k() {}`) is a member too; whether
    // `S` is a class and not a namespace takes the symbol table: validate.
    if in_class {
        cx.at_attr(tag::GLOBAL_CLASS_DECL).push_arg(display);
    }
    if friend_definition {
        // A function template's at its name, a function's at the
        // declaration's first specifier.
        let at = if primary { decl.name_span.start } else { decl.span.start };
        cx.diags.push(crate::diag::Diag::new(tag::GLOBAL_FRIEND_DEFINITION, at, cx.order));
    }
    check_main(cx);
}

/// Declared in its class (a friend is no member).
fn is_member(decl: &crate::parse::Decl) -> bool {
    decl.context == Context::Class && !decl.specs.has(Specs::FRIEND)
}

pub fn returns_void(cx: &Cx<'_>, decl: &crate::parse::Decl) -> bool {
    decl_returns_void(cx.text, decl)
}

/// `operator delete` and `operator delete[]` are implicitly `noexcept`:
/// an exception specification all the same.
fn is_deallocation(decl: &crate::parse::Decl) -> bool {
    decl.func.as_ref().is_some_and(|f| f.is_operator) && decl.name.is_some_and(|n| n.as_str().starts_with("operator delete"))
}

/// The declared return type is `void` (a constructor or destructor,
/// without a type, counts as void; a conversion function returns the type
/// it converts to).
pub fn decl_returns_void(text: &str, decl: &crate::parse::Decl) -> bool {
    let func = decl.func.as_ref();
    if let Some(span) = func.and_then(|f| f.trailing_return) {
        let ret = text.get(span.start as usize..span.end as usize).unwrap_or("");
        return ret.trim_start_matches("->").trim() == "void";
    }
    if let Some(f) = func.filter(|f| f.no_type) {
        return !f.is_operator || decl.name.is_some_and(|n| n.as_str() == "operator void");
    }
    decl.specs.has(Specs::VOID) && !decl.specs.has(Specs::POINTER) && !decl.specs.has(Specs::REFERENCE)
}


/// cudafe++ names both spaces whichever one was written.
fn check_main(cx: &mut Cx<'_>) {
    if is_main(cx.decl(), cx.global) {
        cx.at_attr(tag::MAIN_MARKED_DEVICE).push_arg("__device__ or __global__".to_string());
    }
}

/// `global`: the declaration's item is in the global namespace (not
/// `app::main`).
pub fn is_main(decl: &crate::parse::Decl, global: bool) -> bool {
    global && decl.kind == DeclKind::Function && decl.name.is_some_and(|n| n.as_str() == "main") && decl.context == Context::Namespace && decl.qualifier.is_empty()
}
