//! `__launch_bounds__`, `__maxnreg__`, `__local_maxnreg__`,
//! `__cluster_dims__`, `__block_size__`.
//!
//! Each evaluates its integer arguments and stores them in the function's
//! launch configuration (allocated on first use). Malformed clauses and
//! out-of-range values are reported here, at the attribute; whether the
//! attributes fit the function and each other is validate's business.

use super::Cx;
use crate::eval::{eval_int, split_args};
use crate::il::{Entity, EntityKind, LaunchConfig};
use cufe_tables::{tag, DiagId};

const LAUNCH_BOUNDS: u8 = b'\\';
const MAXNREG: u8 = b']';
const LOCAL_MAXNREG: u8 = b'^';
const CLUSTER_DIMS: u8 = b'k';
const BLOCK_SIZE: u8 = b'l';

/// Largest value an `int` field of the launch configuration holds.
const INT_MAX: i128 = i32::MAX as i128;

pub fn apply(cx: &mut Cx<'_>, entity: &mut Entity, kind: u8) {
    // A lambda's configuration is its call operator's (a member function,
    // never a kernel: validate reports it).
    if !matches!(entity.kind, EntityKind::Function | EntityKind::Lambda) {
        cx.does_not_apply();
        return;
    }
    match kind {
        LAUNCH_BOUNDS => launch_bounds(cx, entity),
        MAXNREG => register_limit(cx, entity, false),
        LOCAL_MAXNREG => register_limit(cx, entity, true),
        CLUSTER_DIMS => cluster_dims(cx, entity),
        BLOCK_SIZE => block_size(cx, entity),
        _ => {}
    }
}

/// The argument values, or `None` after reporting a malformed clause. An
/// argument that uses names (a `constexpr` variable, a template parameter)
/// is `None` here: the item alone cannot evaluate it, validate resolves it
/// against the symbol table.
fn int_args(cx: &mut Cx<'_>, min: usize, max: usize) -> Option<Vec<Option<i128>>> {
    let ranges = clause_args(cx, min, max)?;
    let toks = &cx.scan.ast.tokens;
    let Some(args) = cx.raw().args.clone() else { return Some(Vec::new()) };
    let mut values = Vec::with_capacity(ranges.len());
    for (a, b) in ranges {
        let slice = toks.get(a..b).unwrap_or(&[]);
        let wrong_type = || wrong_constant_type(cx.text, slice, cx.cfg.std);
        match eval_int(cx.text, slice) {
            Some(v) => values.push(Some(v)),
            // A floating constant, a string literal or `nullptr` is a
            // constant of the wrong type.
            None if wrong_type().is_some() => {
                let at = slice.first().map_or(args.close.start, |t| t.start);
                let mut d = crate::diag::Diag::new(tag::BAD_CONV_CONSTANT_EXPR_TYPE, at, cx.order);
                d.args.push(('t', format!("\"{}\"", wrong_type().unwrap_or("double"))));
                cx.diags.push(d.arg("integral or enum"));
                return None;
            }
            None if uses_names(cx.text, slice) => values.push(None),
            None => {
                let at = slice.first().map_or(args.close.start, |t| t.start);
                let id = if slice.is_empty() { tag::EXP_PRIMARY_EXPR } else { tag::EXPR_NOT_CONSTANT };
                emit_at(cx, id, at);
                return None;
            }
        }
    }
    Some(values)
}

/// The token ranges of the arguments, or `None` after reporting a clause
/// that cannot hold `min..=max` arguments as a parse error would: a missing
/// clause, too few arguments (at the closing parenthesis), too many (at the
/// first comma too many).
pub fn clause_args(cx: &mut Cx<'_>, min: usize, max: usize) -> Option<Vec<(usize, usize)>> {
    let toks = &cx.scan.ast.tokens;
    let Some(args) = cx.raw().args.clone() else {
        if min > 0 {
            let at = cx.raw().name_span.end;
            cx.diags.push(crate::diag::Diag::new(tag::EXP_LPAREN, at, cx.order));
            return None;
        }
        return Some(Vec::new());
    };
    let ranges = split_args(cx.text, toks, args.first as usize, args.last as usize);
    if ranges.len() < min {
        emit_at(cx, tag::EXP_PRIMARY_EXPR, args.close.start);
        return None;
    }
    if ranges.len() > max {
        // The comma after the last argument allowed (or the first argument).
        let extra = if max == 0 { ranges[0].0 } else { ranges[max - 1].1 };
        let at = toks.get(extra).map_or(args.close.start, |t| t.start);
        emit_at(cx, tag::EXP_RPAREN, at);
        return None;
    }
    Some(ranges)
}

/// The elements of `__block_size__`'s tuples, as EDG's parser reads the
/// clause: one or two parenthesized tuples of three expressions each.
/// `None` after reporting what EDG reports of a malformed clause:
/// * an argument that is no tuple: "expected a `(`" there; when no tuple
///   follows, the list ends at its closing parenthesis, where an
///   expression and the attribute's arguments are missing;
/// * a tuple too short: the attribute's arguments are missing at the
///   tuple's `)`, which EDG takes for the clause's end: the specifier's
///   last `)` is then one too many for what follows the attribute (a
///   declarator's name, or a declaration when it came first);
/// * a tuple too long, or a third tuple: "expected a `)`" at the comma.
fn block_size_tuples(cx: &mut Cx<'_>, args: &crate::il::AttrArgs) -> Option<Vec<Vec<(usize, usize)>>> {
    const ARITY: usize = 3;
    let toks = &cx.scan.ast.tokens;
    let tok = |k: usize| toks.get(k).map_or("", |t| t.text(cx.text));
    let at = |k: usize| toks.get(k).map_or(args.close.start, |t| t.start);
    let (first, last) = (args.first as usize, args.last as usize);
    let mut tuples = Vec::new();
    let mut k = first;
    loop {
        if tok(k) != "(" || k >= last {
            emit_at(cx, tag::EXP_LPAREN, at(k));
            let mut j = k;
            while j < last && tok(j) != "(" {
                j += 1;
            }
            if j >= last {
                let name = cx.raw().name.to_string();
                emit_at(cx, tag::EXP_PRIMARY_EXPR, args.close.start);
                cx.diags.push(crate::diag::Diag::new(tag::MISSING_ATTRIBUTE_ARGUMENTS, args.close.start, cx.order).arg(name));
            }
            return None;
        }
        let end = crate::lexer::skip_group(cx.text, toks, k);
        let elements = split_args(cx.text, toks, k + 1, end.saturating_sub(1));
        if elements.len() > ARITY {
            emit_at(cx, tag::EXP_RPAREN, at(elements[ARITY - 1].1));
            return None;
        }
        if elements.len() < ARITY {
            block_size_cut_short(cx, args, end);
            return None;
        }
        tuples.push(elements);
        match tok(end) {
            _ if end >= last => return Some(tuples),
            "," if tuples.len() < 2 => k = end + 1,
            _ => {
                emit_at(cx, tag::EXP_RPAREN, at(end));
                return None;
            }
        }
    }
}

/// A `__block_size__` tuple too short, ending before token `after`: the
/// arguments are missing there, and what EDG's parser makes of the rest
/// (see `block_size_tuples`) when the attribute is alone in its
/// `__attribute__((...))`.
fn block_size_cut_short(cx: &mut Cx<'_>, args: &crate::il::AttrArgs, after: usize) {
    let toks = &cx.scan.ast.tokens;
    let tok = |k: usize| toks.get(k).map_or("", |t| t.text(cx.text));
    let Some(close) = after.checked_sub(1).and_then(|k| toks.get(k)) else { return };
    cx.diags.push(crate::diag::Diag::new(tag::MISSING_ATTRIBUTE_ARGUMENTS, close.start, cx.order).arg("__block_size__"));
    let last = args.last as usize;
    let alone = cx.raw().syntax == crate::parse::AttrSyntax::Gnu && tok(last + 1) == ")" && tok(last + 2) == ")";
    let Some(stray) = toks.get(last + 2).filter(|_| alone) else { return };
    // (`((4), (2))`: the second tuple stands where an attribute's name should.)
    let rest_ok = match tok(after) {
        _ if after >= last => true,
        "," if tok(after + 1) == "(" && crate::lexer::skip_group(cx.text, toks, after + 1) == last => {
            let at = toks.get(after + 1).map_or(stray.start, |t| t.start);
            cx.diags.push(crate::diag::Diag::new(tag::EXP_IDENTIFIER, at, cx.order).with_severity(cufe_tables::Severity::Error));
            true
        }
        _ => false,
    };
    if !rest_ok {
        return;
    }
    let before_type = cx.raw().group_span.start < cx.decl().type_span.start;
    let d = if before_type { crate::diag::Diag::new(tag::EXP_DECLARATION, stray.start, cx.order) } else { crate::diag::Diag::new(tag::EXP_IDENTIFIER, stray.start, cx.order).with_severity(cufe_tables::Severity::Error) };
    cx.diags.push(d);
}

/// Whether argument `n` of the attribute names a template parameter of its
/// declaration (`R`, `sizeof(T)`): its value exists only per instance.
fn arg_is_dependent(cx: &Cx<'_>, n: usize) -> bool {
    let Some(args) = cx.raw().args.clone() else { return false };
    let toks = &cx.scan.ast.tokens;
    let Some(&(a, b)) = split_args(cx.text, toks, args.first as usize, args.last as usize).get(n) else { return false };
    let params: Vec<&str> = cx.decl().template.iter().flat_map(|t| t.params.iter()).filter_map(|p| p.name.map(|n| n.as_str())).collect();
    toks.get(a..b).unwrap_or(&[]).iter().any(|t| t.kind == crate::lexer::TokKind::Ident && params.contains(&t.text(cx.text)))
}

pub fn uses_names(text: &str, toks: &[crate::lexer::Token]) -> bool {
    toks.iter().any(|t| t.kind == crate::lexer::TokKind::Ident && !matches!(t.text(text), "true" | "false"))
}

/// The type of a constant argument that is no integer, as EDG names it:
/// a floating literal (`128.5`, `-2.0f`), a string literal (`"128"`,
/// `L"x"`, concatenated ones) or `nullptr`, in parentheses or not.
fn wrong_constant_type(text: &str, slice: &[crate::lexer::Token], std: u32) -> Option<&'static str> {
    let mut slice = slice;
    while let [open, inner @ .., close] = slice {
        if open.text(text) != "(" || close.text(text) != ")" || crate::lexer::skip_group(text, slice, 0) != slice.len() {
            break;
        }
        slice = inner;
    }
    match slice {
        [t] if t.text(text) == "nullptr" => return Some("std::nullptr_t"),
        [first, ..] if slice.iter().all(|t| t.kind == crate::lexer::TokKind::Str) => return Some(string_type(first.text(text), std)),
        _ => {}
    }
    floating_type(text, slice)
}

/// A string literal's type after array-to-pointer conversion, by its
/// encoding prefix (`u8` is `char8_t` from C++20 on).
fn string_type(lit: &str, std: u32) -> &'static str {
    let prefix = lit.split(['"', 'R']).next().unwrap_or("");
    match prefix {
        "L" => "const wchar_t *",
        "u" => "const char16_t *",
        "U" => "const char32_t *",
        "u8" if std >= 20 => "const char8_t *",
        _ => "const char *",
    }
}

/// The type of a floating literal argument (`128.5`, `-2.0f`).
fn floating_type(text: &str, slice: &[crate::lexer::Token]) -> Option<&'static str> {
    let lit = match slice {
        [t] => t,
        [sign, t] if matches!(sign.text(text), "-" | "+") => t,
        _ => return None,
    };
    match crate::lower::ty::of_literal(lit.text(text), lit.kind) {
        crate::lower::ty::Ty::Float => Some("float"),
        crate::lower::ty::Ty::Double => Some("double"),
        crate::lower::ty::Ty::LDouble => Some("long double"),
        _ => None,
    }
}

fn emit_at(cx: &mut Cx<'_>, id: DiagId, at: u32) {
    cx.diags.push(crate::diag::Diag::new(id, at, cx.order));
}

fn launch_bounds(cx: &mut Cx<'_>, entity: &mut Entity) {
    let Some(v) = int_args(cx, 1, 3) else { return };
    let lc = entity.launch_mut();
    lc.flags |= LaunchConfig::LAUNCH_BOUNDS_SET;
    lc.max_threads_per_block = v[0].unwrap_or(0).clamp(0, u64::MAX as i128) as u64;
    lc.min_blocks_per_mp = v.get(1).copied().flatten().unwrap_or(0).clamp(0, u64::MAX as i128) as u64;
    if let Some(&Some(k)) = v.get(2) {
        if k < 0 {
            cx.at_attr(tag::MAX_BLOCKS_PER_CLUSTER_NEGATIVE);
        } else if k > INT_MAX {
            cx.at_attr(tag::MAX_BLOCKS_PER_CLUSTER_TOO_LARGE);
        } else {
            entity.launch_mut().max_blocks_per_cluster = k as i32;
        }
    }
}

fn register_limit(cx: &mut Cx<'_>, entity: &mut Entity, local: bool) {
    let Some(v) = int_args(cx, 1, 1) else { return };
    let (negative, too_large) = if local {
        (tag::LOCAL_MAXNREG_NEGATIVE, tag::LOCAL_MAXNREG_TOO_LARGE)
    } else {
        (tag::MAXNREG_NEGATIVE, tag::MAXNREG_TOO_LARGE)
    };
    let Some(n) = v[0] else {
        // Named: present, value resolved later.
        let dependent = !local && arg_is_dependent(cx, 0);
        let lc = entity.launch_mut();
        if local {
            lc.local_maxnreg = 0;
        } else {
            lc.maxnreg = 0;
        }
        if dependent {
            lc.flags |= LaunchConfig::MAXNREG_DEPENDENT;
        }
        return;
    };
    if n <= 0 {
        cx.at_attr(negative);
    } else if n > INT_MAX {
        cx.at_attr(too_large);
    } else if local {
        entity.launch_mut().local_maxnreg = n as i32;
    } else {
        entity.launch_mut().maxnreg = n as i32;
    }
}

/// Up to three positive dimensions; missing ones are 1, named ones 0
/// (unknown here).
fn dims(cx: &mut Cx<'_>, values: &[Option<i128>], positive: DiagId, too_large: DiagId) -> Option<[i32; 3]> {
    let mut out = [1i32; 3];
    for (i, &v) in values.iter().enumerate().take(3) {
        let Some(v) = v else {
            out[i] = 0;
            continue;
        };
        if v <= 0 {
            let display = cx.row.display.to_string();
            cx.at_attr(positive).push_arg(display);
            return None;
        }
        if v > INT_MAX {
            cx.at_attr(too_large);
            return None;
        }
        out[i] = v as i32;
    }
    Some(out)
}

fn cluster_dims(cx: &mut Cx<'_>, entity: &mut Entity) {
    let Some(v) = int_args(cx, 0, 3) else { return };
    if v.is_empty() {
        let lc = entity.launch_mut();
        lc.flags |= LaunchConfig::CLUSTER_DIMS_SET | LaunchConfig::CLUSTER_DIMS_DYNAMIC;
        return;
    }
    let Some(d) = dims(cx, &v, tag::CLUSTER_DIMS_MUST_BE_POSITIVE, tag::CLUSTER_DIMS_TOO_LARGE) else { return };
    let lc = entity.launch_mut();
    lc.cluster_dims = d;
    lc.flags |= LaunchConfig::CLUSTER_DIMS_SET;
}

/// `__block_size__((x, y, z) [, (cx, cy, cz)])`: the block, then optionally
/// the cluster.
fn block_size(cx: &mut Cx<'_>, entity: &mut Entity) {
    let toks = &cx.scan.ast.tokens;
    let Some(args) = cx.raw().args.clone() else {
        let at = cx.raw().name_span.end;
        emit_at(cx, tag::EXP_LPAREN, at);
        return;
    };
    let Some(tuples) = block_size_tuples(cx, &args) else { return };
    let mut parsed = Vec::new();
    for elements in tuples {
        let mut values = Vec::new();
        for (x, y) in elements {
            let slice = toks.get(x..y).unwrap_or(&[]);
            match eval_int(cx.text, slice) {
                Some(v) => values.push(Some(v)),
                None if uses_names(cx.text, slice) => values.push(None),
                None => {
                    let at = toks.get(x).map_or(args.close.start, |t| t.start);
                    emit_at(cx, tag::EXPR_NOT_CONSTANT, at);
                    return;
                }
            }
        }
        parsed.push(values);
    }
    let Some(block) = parsed.first().and_then(|v| dims(cx, v, tag::BLOCK_SIZE_MUST_BE_POSITIVE, tag::BLOCK_SIZE_TOO_LARGE)) else { return };
    let second = match parsed.get(1) {
        Some(v) => {
            if entity.launch.as_ref().is_some_and(|lc| lc.flags & LaunchConfig::CLUSTER_DIMS_SET != 0) {
                cx.at_attr(tag::CONFLICT_BETWEEN_CLUSTER_DIM_AND_BLOCK_SIZE);
                return;
            }
            let Some(d) = dims(cx, v, tag::BLOCK_SIZE_MUST_BE_POSITIVE, tag::BLOCK_SIZE_TOO_LARGE) else { return };
            Some(d)
        }
        None => None,
    };
    let lc = entity.launch_mut();
    lc.block_size = block;
    lc.flags |= LaunchConfig::BLOCK_SIZE_SET;
    if let Some(d) = second {
        lc.block_size_cluster = d;
        lc.flags |= LaunchConfig::BLOCK_SIZE_SECOND_TUPLE;
    }
}
