//! A kernel template's launch attributes checked per instance.
//!
//! `template <int X> __global__ void __launch_bounds__(128, 1, X) k(float *)`
//! has no value to check until an instance gives `X` one: an explicit
//! instantiation (`template __global__ void k<-1>(float *);`) or a launch
//! with written arguments (`k<-1><<<1, 1>>>(p)`). EDG then checks the
//! attribute as apply checks a literal one, reported at the template's
//! attribute with a context line naming the instance; each instance once.

use super::redecl::DETECTED_DURING_INSTANTIATION;
use crate::diag::Diag;
use crate::il::EntityKind;
use crate::lexer::lex;
use crate::parse::TemplateKind;
use crate::symbols::{LaunchAttr, SymRef, Symbol, SymbolTable};
use cufe_tables::{tag, DiagId};

use super::redecl::{BASED_ON_TEMPLATE_ARGUMENT, BASED_ON_TEMPLATE_ARGUMENTS};

/// Largest value an `int` field of the launch configuration holds.
const INT_MAX: i128 = i32::MAX as i128;

/// Where an instance is made: item, item-relative offset (its line is the
/// context's "at line N") and the order key of the declaration making it.
#[derive(Clone, Copy)]
pub(super) struct Site {
    pub item: u32,
    pub at: u32,
    pub order: u32,
}

/// The diagnostics instance `args` (as written) of kernel template
/// `primary` gets from its dependent launch attributes; empty when it has
/// none, when the arguments do not give every parameter or an argument's
/// value cannot be told.
pub(super) fn check(pref: SymRef, primary: &Symbol, args: &[String], site: Site) -> Vec<Diag> {
    let Some(dependent) = primary.dependent_launch.as_deref() else { return Vec::new() };
    if args.len() != dependent.params.len() {
        return Vec::new();
    }
    let values: Vec<Option<i128>> = args.iter().map(|a| value_of(a)).collect();
    // A value its parameter's type cannot hold makes no instance (EDG:
    // "no instance of function template matches").
    let fits = |(v, ty): (&Option<i128>, &Option<String>)| match (v, ty.as_deref().and_then(integer_range)) {
        (Some(v), Some(range)) => range.contains(v),
        _ => true,
    };
    if !values.iter().zip(&dependent.param_types).all(fits) {
        return Vec::new();
    }
    let value_of_param = |name: &str| dependent.params.iter().position(|p| p == name).and_then(|k| values.get(k).copied().flatten());
    let mut diags = Vec::new();
    for (kind, at, written) in &dependent.attrs {
        let evaluated: Option<Vec<i128>> = written.iter().map(|w| crate::eval::eval_int_with(w, &lex(w), &value_of_param)).collect();
        let Some(evaluated) = evaluated else { continue };
        if let Some((id, arg)) = violation(*kind, &evaluated) {
            let mut d = Diag::new(id, *at, site.order).in_item(pref.item);
            if let Some(arg) = arg {
                d = d.arg(arg);
            }
            diags.push(d.with_context(context(primary, args, &values, site)));
        }
    }
    diags
}

/// The explicit instantiation directives of `qname` declared before `site`
/// with the same arguments: the instance exists already and was checked.
pub(super) fn instantiated_before(table: &SymbolTable, qname: &str, args: &[String], site: Site) -> bool {
    let shown = shown_args(args);
    table.lookup(qname).any(|(r, s)| {
        let earlier = r.item < site.item || r.item == site.item && s.decl_at < site.at;
        earlier && s.kind == EntityKind::Function && s.template == Some(TemplateKind::Instantiation) && s.template_args.as_deref().is_some_and(|t| shown_args(&crate::lower::split_template_args(t)) == shown)
    })
}

/// Pushes the diagnostics of an instance an earlier one (a launch before)
/// has not reported already.
pub(super) fn push_new(diags: &mut Vec<Diag>, found: Vec<Diag>) {
    for d in found {
        let instance = |x: &Diag| x.context.first().and_then(|c| c.args.first()).cloned();
        if !diags.iter().any(|x| x.id == d.id && x.at == d.at && x.item == d.item && instance(x) == instance(&d)) {
            diags.push(d);
        }
    }
}


/// The values an integer type written as a template parameter's holds
/// (LP64); `None` for other types.
fn integer_range(ty: &str) -> Option<std::ops::RangeInclusive<i128>> {
    let words: Vec<&str> = ty.split_whitespace().filter(|w| !matches!(*w, "const" | "signed" | "int")).collect();
    let signed = !ty.split_whitespace().any(|w| w == "unsigned");
    let words: Vec<&str> = words.into_iter().filter(|w| *w != "unsigned").collect();
    let bits = match words.as_slice() {
        [] => 32,
        ["short"] => 16,
        ["char"] => 8,
        ["long"] | ["long", "long"] => 64,
        _ => return None,
    };
    Some(if signed { -(1i128 << (bits - 1))..=(1i128 << (bits - 1)) - 1 } else { 0..=(1i128 << bits) - 1 })
}

/// An argument's integer value, when it is a constant expression.
fn value_of(arg: &str) -> Option<i128> {
    crate::eval::eval_int(arg, &lex(arg))
}

/// The arguments as EDG shows an instance: a constant by its value.
fn shown_args(args: &[String]) -> Vec<String> {
    args.iter().map(|a| value_of(a).map_or_else(|| a.clone(), |v| v.to_string())).collect()
}

/// "detected during instantiation of "k" based on template argument <-1>
/// at line N".
fn context(primary: &Symbol, args: &[String], values: &[Option<i128>], site: Site) -> Diag {
    let id = if args.len() == 1 { BASED_ON_TEMPLATE_ARGUMENT } else { BASED_ON_TEMPLATE_ARGUMENTS };
    let based_on = cufe_tables::diagnostic(id).map_or("", |r| r.message.as_ref());
    let shown: Vec<String> = args.iter().zip(values).map(|(a, v)| v.map_or_else(|| a.clone(), |v| v.to_string())).collect();
    let what = format!("\"{}\" {based_on} <{}>", primary.qname, shown.join(", "));
    Diag::new(DETECTED_DURING_INSTANTIATION, 0, site.order).name(what).pos(site.item, site.at)
}

/// What apply reports of the attribute with these values (see
/// `handlers::launch_config`): the diagnostic and its argument.
fn violation(kind: LaunchAttr, values: &[i128]) -> Option<(DiagId, Option<&'static str>)> {
    match kind {
        LaunchAttr::LaunchBounds => match values.get(2) {
            Some(&k) if k < 0 => Some((tag::MAX_BLOCKS_PER_CLUSTER_NEGATIVE, None)),
            Some(&k) if k > INT_MAX => Some((tag::MAX_BLOCKS_PER_CLUSTER_TOO_LARGE, None)),
            _ => None,
        },
        LaunchAttr::Maxnreg | LaunchAttr::LocalMaxnreg => {
            let local = kind == LaunchAttr::LocalMaxnreg;
            match values.first() {
                Some(&n) if n <= 0 => Some((if local { tag::LOCAL_MAXNREG_NEGATIVE } else { tag::MAXNREG_NEGATIVE }, None)),
                Some(&n) if n > INT_MAX => Some((if local { tag::LOCAL_MAXNREG_TOO_LARGE } else { tag::MAXNREG_TOO_LARGE }, None)),
                _ => None,
            }
        }
        LaunchAttr::ClusterDims => first_not_positive_int(&values[..values.len().min(3)], (tag::CLUSTER_DIMS_MUST_BE_POSITIVE, "__cluster_dims__"), tag::CLUSTER_DIMS_TOO_LARGE),
        // (Both tuples' values, the block's then the cluster's.)
        LaunchAttr::BlockSize => first_not_positive_int(values, (tag::BLOCK_SIZE_MUST_BE_POSITIVE, "__block_size__"), tag::BLOCK_SIZE_TOO_LARGE),
    }
}

/// The diagnostic of the first of `values` that is not a positive `int`:
/// `not_positive` (with the attribute's name) or `too_large`.
fn first_not_positive_int(values: &[i128], not_positive: (DiagId, &'static str), too_large: DiagId) -> Option<(DiagId, Option<&'static str>)> {
    values.iter().find_map(|&v| {
        if v <= 0 {
            Some((not_positive.0, Some(not_positive.1)))
        } else if v > INT_MAX {
            Some((too_large, None))
        } else {
            None
        }
    })
}
