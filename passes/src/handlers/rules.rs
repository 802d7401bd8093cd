//! The `Rules` handler: an attribute defined by its table row alone.
//!
//! The rules about the attribute itself are checked as it is applied
//! ([`apply`]): its argument clause against the row's argument schema, the
//! kind of entity, argument count, ranges and constness, architecture,
//! modes. Once all attributes of the declaration are applied, [`finish`]
//! checks the kernel half of `AppliesTo` (`__global__` may come after the
//! attribute) and sets the row's flags. The rules that relate the
//! declaration to others (`OnlyOnGlobal`, which for a parameter needs its
//! function, and `ConflictsWith`) are validate's (`validate::decl`), and
//! arguments that use names are checked against the symbol table
//! (`validate::named_args`).
//!
//! Diagnostic arguments follow one convention (see `cufe_tables::Rule`):
//! `%s1` is the attribute's name, `%n1` the entity, and each rule adds its
//! values as `%s2` and `%d1`, `%d2`, ...

use super::launch_config::{clause_args, uses_names};
use super::Cx;
use crate::diag::Diag;
use crate::eval::eval_int;
use crate::il::{Entity, EntityKind, RawAttr};
use crate::lexer::Token;
use crate::name::Name;
use crate::parse::{AttrSyntax, Decl, DeclKind};
use cufe_tables::{ArgSchema, AttributeRow, Handler, Rule, Target};

/// Checks the row's rules about the attribute itself; `false` when the
/// attribute is dropped (a clause that does not parse, a wrong entity, a
/// wrong argument count): it sets no flag, and validate ignores its other
/// rules. An argument out of range, or an architecture or mode that does
/// not fit, is reported and the attribute still applies.
pub fn apply(cx: &mut Cx<'_>, entity: &Entity) -> bool {
    entity_fits(cx, entity, false) && clause_fits(cx) && cx.row.rules.iter().all(|rule| check(cx, rule))
}

/// A `Rules` row's argument clause against its `Ints` schema, with the
/// errors a parser reports (a Rust handler parses its own rows' clauses).
fn clause_fits(cx: &mut Cx<'_>) -> bool {
    let (Handler::Rules, ArgSchema::Ints { min, max }) = (cx.row.handler, &cx.row.args) else { return true };
    let Some(ranges) = clause_args(cx, usize::from(*min), usize::from(*max)) else { return false };
    if ranges.iter().any(|&(a, b)| a == b) {
        let at = close_paren(cx).unwrap_or(cx.raw().name_span.start);
        cx.diags.push(Diag::new(cufe_tables::tag::EXP_PRIMARY_EXPR, at, cx.order));
        return false;
    }
    true
}

/// Checks one rule as the attribute is applied; `false` drops the
/// attribute.
fn check(cx: &mut Cx<'_>, rule: &Rule) -> bool {
    let numbers = |values: &[&dyn std::fmt::Display]| values.iter().map(|v| ('d', v.to_string())).collect::<Vec<_>>();
    match rule {
        Rule::ArgCount { min, max, diag } => {
            let count = arg_ranges(cx).len();
            if (usize::from(*min)..=usize::from(*max)).contains(&count) {
                return true;
            }
            if let Some(d) = emit(cx, diag, None) {
                d.args.extend(numbers(&[min, max, &count]));
            }
            return false;
        }
        Rule::IntRange { arg, min, max, diag } => {
            let Some(value) = int_arg(cx, usize::from(*arg)) else { return true };
            if value < i128::from(*min) || value > i128::from(*max) {
                // At the attribute, as cudafe++ reports its own CUDA
                // attributes' values (`__maxnreg__(0)`).
                if let Some(d) = emit(cx, diag, None) {
                    d.args.extend(numbers(&[min, max, &value, &(arg + 1)]));
                }
            }
        }
        Rule::ConstantArgs { diag } => {
            if let Some((position, at)) = first_non_constant(cx) {
                if let Some(d) = emit(cx, diag, Some(at)) {
                    d.args.extend(numbers(&[&(position + 1)]));
                }
            }
        }
        Rule::MinArch { sm, diag } => {
            let arch = cx.cfg.arch;
            if arch < *sm {
                if let Some(d) = emit(cx, diag, None) {
                    d.push_arg(format!("sm_{sm}"));
                    d.args.extend(numbers(&[sm, &arch]));
                }
            }
        }
        Rule::IncompatibleMode { mode, diag } => {
            if cx.cfg.mode_on(mode) {
                if let Some(d) = emit(cx, diag, None) {
                    d.push_arg(mode.to_string());
                }
            }
        }
        Rule::Diagnose { diag } => {
            emit(cx, diag, None);
        }
        Rule::NoEllipsis { diag } => {
            if cx.decl().func.as_ref().is_some_and(|f| f.ellipsis) {
                emit(cx, diag, None);
            }
        }
        Rule::FunctionType { diag } => return function_type_fits(cx, diag),
        // `AppliesTo` is checked first (`entity_fits`); the others later.
        Rule::SetFlag(_) | Rule::AppliesTo { .. } | Rule::OnlyOnGlobal { .. } | Rule::ConflictsWith { .. } | Rule::InlineDefinition { .. } => {}
    }
    true
}

/// Finishes an attribute that [`apply`] kept, once every attribute of the
/// declaration is applied: a `Kernel`-only attribute on a function that is
/// not `__global__` is dropped; otherwise the row's flags are set.
pub fn finish(cx: &mut Cx<'_>, entity: &mut Entity) -> bool {
    if !entity_fits(cx, entity, true) {
        return false;
    }
    for rule in cx.row.rules.iter() {
        if let Rule::SetFlag(flag) = rule {
            entity.set_flag(Name::new(flag));
        }
    }
    true
}

/// The `AppliesTo` rules of the row; a `Rules` row without one applies to
/// its `targets` column, with cudafe++'s "attribute does not apply here".
fn target_rules(row: &AttributeRow) -> Vec<(&[Target], &str)> {
    let explicit: Vec<(&[Target], &str)> = row
        .rules
        .iter()
        .filter_map(|rule| match rule {
            Rule::AppliesTo { targets, diag } => Some((targets.as_ref(), diag.as_ref())),
            _ => None,
        })
        .collect();
    if explicit.is_empty() && row.handler == Handler::Rules {
        return vec![(row.targets.as_ref(), "wrong_entity_for_attribute")];
    }
    explicit
}

/// `FunctionType`: the declaration declares a function, or something of
/// a function's type (or a pointer to one); otherwise reported (a class or
/// an enumeration as "does not apply here") and dropped.
fn function_type_fits(cx: &mut Cx<'_>, diag: &str) -> bool {
    let decl = cx.decl();
    let typed = matches!(decl.kind, DeclKind::Variable | DeclKind::Parameter | DeclKind::Typedef);
    if matches!(decl.kind, DeclKind::Function | DeclKind::Lambda) || typed && points_to_function(cx.text, cx.scan, decl) {
        return true;
    }
    if !typed {
        let found = kind_word(decl);
        if let Some(d) = emit(cx, "wrong_entity_for_attribute", None) {
            d.push_arg(found);
        }
        return false;
    }
    // (Written before several declarators, it is reported once, with the
    // first one's type.)
    let at = cx.raw().name_span.start;
    if cx.tables.diags.id(diag).is_some_and(|id| cx.diags.iter().any(|d| d.id == id && d.at == Some(at))) {
        return false;
    }
    let ty = crate::symbols::declared_type_words(cx.text, cx.scan, decl, decl.kind == DeclKind::Parameter);
    if let Some(d) = emit(cx, diag, None) {
        d.args.push(('t', format!("\"{}\"", ty.unwrap_or_default())));
    }
    false
}

/// The declarator is a function's (`int (*fp)(int)`, `typedef int F(int)`):
/// a parenthesized parameter list follows the name or its parentheses.
fn points_to_function(text: &str, scan: &crate::il::ScanIl, decl: &Decl) -> bool {
    let toks = &scan.ast.tokens;
    let name = toks.partition_point(|t| t.start < decl.name_span.start);
    let mut k = name + 1;
    while toks.get(k).is_some_and(|t| t.text(text) == ")") {
        k += 1;
    }
    toks.get(k).is_some_and(|t| t.text(text) == "(") && decl.name.is_some()
}

/// Checks the entity against the row's targets, reporting the first
/// mismatch: by kind alone as the attribute is applied, kernels included
/// once the declaration's execution space is `known`.
fn entity_fits(cx: &mut Cx<'_>, entity: &Entity, known: bool) -> bool {
    for (targets, diag) in target_rules(cx.row) {
        let fits = if known { target_matches(targets, entity) } else { applies_to_kind(targets, entity.kind) };
        if !fits {
            let found = kind_word(cx.decl());
            if let Some(d) = emit(cx, diag, None) {
                d.push_arg(found);
            }
            return false;
        }
    }
    true
}

/// Whether an entity of `kind` is one of `targets` as far as its kind
/// tells: a `Kernel` target admits any function until [`finish`] knows
/// whether it is `__global__`.
pub fn applies_to_kind(targets: &[Target], kind: EntityKind) -> bool {
    targets.iter().any(|t| match t {
        Target::Function | Target::Kernel => kind == EntityKind::Function,
        Target::Variable => kind == EntityKind::Variable,
        Target::Parameter => kind == EntityKind::Parameter,
        Target::Type => kind == EntityKind::Type,
        Target::Lambda => kind == EntityKind::Lambda,
        Target::Statement | Target::Namespace => false,
    })
}

/// Whether an entity is one of `targets`, kernels included, once its
/// execution space is known.
pub fn target_matches(targets: &[Target], entity: &Entity) -> bool {
    targets.iter().any(|t| match t {
        Target::Kernel => entity.kind == EntityKind::Function && entity.is_global(),
        other => applies_to_kind(std::slice::from_ref(other), entity.kind),
    })
}

/// The attribute's name as cudafe++ prints it (`%s1`): the CUDA display
/// name when the row has a kind byte, else the name as written.
///
/// As written means as EDG saw it: an attribute keyword (`__noinline__`)
/// becomes `__attribute__((noinline))`, named without its underscores;
/// written inside an attribute (`__attribute__((__noinline__))`) the
/// keyword expands there too, so the name EDG finds is `__attribute__`.
/// (cudafe++ also prints a C++11 attribute's namespace in "does not apply
/// here", `gnu::noinline`; cufe does not, yet.)
pub fn printed_name(row: &AttributeRow, raw: &RawAttr) -> String {
    if row.kind.is_some() {
        return row.display.to_string();
    }
    let written = raw.name.as_str();
    if raw.syntax == AttrSyntax::Keyword {
        return written.trim_start_matches("__").trim_end_matches("__").to_string();
    }
    let name = if crate::parse::KEYWORD_ATTRIBUTES.contains(&written) { "__attribute__" } else { written };
    name.to_string()
}

/// The attribute's name in "does not apply here" (#1835): a standard
/// attribute with its namespace (`gnu::noinline`, `[[using gnu:
/// noinline]]` too), but for the CUDA ones shown by their keyword
/// (`__host__`).
pub fn name_not_applying(row: &AttributeRow, raw: &RawAttr) -> String {
    let name = printed_name(row, raw);
    let keyword = name.starts_with("__") && name.ends_with("__") && name != "__attribute__";
    match raw.namespace.filter(|_| raw.syntax == AttrSyntax::Cxx11 && !keyword) {
        Some(ns) => format!("{ns}::{name}"),
        None => name,
    }
}

/// What a declaration declares, in a word (`%s2` of `AppliesTo`).
pub fn kind_word(decl: &Decl) -> &'static str {
    match decl.kind {
        DeclKind::Function => "function",
        DeclKind::Variable => "variable",
        DeclKind::Parameter => "parameter",
        DeclKind::Class => "class",
        DeclKind::Enum => "enum",
        DeclKind::Typedef => "typedef",
        DeclKind::Lambda => "lambda",
        DeclKind::Other => "declaration",
    }
}

/// The entity as a `%n` argument: `function "k"`.
pub fn entity_name(decl: &Decl) -> String {
    match decl.name {
        Some(name) => format!("{} \"{name}\"", kind_word(decl)),
        None => kind_word(decl).to_string(),
    }
}

/// Emits the diagnostic tagged `tag` with the caret on the attribute's name
/// (or at `at`), with the arguments every rule diagnostic has. A tag that
/// is not in the table was rejected when the table was loaded, so `None`
/// cannot happen for a validated table.
fn emit<'c>(cx: &'c mut Cx<'_>, tag: &str, at: Option<u32>) -> Option<&'c mut Diag> {
    let id = cx.tables.diags.id(tag)?;
    let at = at.unwrap_or(cx.raw().name_span.start);
    let not_applying = [cufe_tables::tag::WRONG_ENTITY_FOR_ATTRIBUTE, cufe_tables::tag::ATTR_REQUIRES_FUNC_TYPE];
    let name = if not_applying.contains(&id) { cx.name_not_applying() } else { cx.display_name() };
    let entity = entity_name(cx.decl());
    cx.diags.push(Diag::new(id, at, cx.order).arg(name).name(entity));
    cx.diags.last_mut()
}

/// Token ranges of the arguments (none without a clause).
fn arg_ranges(cx: &Cx<'_>) -> Vec<(usize, usize)> {
    let Some(args) = cx.raw().args.as_ref() else { return Vec::new() };
    crate::eval::split_args(cx.text, &cx.scan.ast.tokens, args.first as usize, args.last as usize)
}

fn arg_tokens<'t>(cx: &Cx<'t>, (a, b): (usize, usize)) -> &'t [Token] {
    cx.scan.ast.tokens.get(a..b).unwrap_or(&[])
}

fn close_paren(cx: &Cx<'_>) -> Option<u32> {
    cx.raw().args.as_ref().map(|a| a.close.start)
}

/// The value of argument `n`, when it is an integer constant expression
/// without names.
fn int_arg(cx: &Cx<'_>, n: usize) -> Option<i128> {
    let range = *arg_ranges(cx).get(n)?;
    eval_int(cx.text, arg_tokens(cx, range))
}

/// The first argument that is not an integer constant expression, and where
/// it is. Arguments that use names are validate's (`named_args`): only the
/// symbol table knows whether a name is a constant.
fn first_non_constant(cx: &Cx<'_>) -> Option<(usize, u32)> {
    arg_ranges(cx).into_iter().enumerate().find_map(|(position, range)| {
        let toks = arg_tokens(cx, range);
        if eval_int(cx.text, toks).is_some() || uses_names(cx.text, toks) {
            return None;
        }
        let at = toks.first().map(|t| t.start).or_else(|| close_paren(cx)).unwrap_or(cx.raw().name_span.start);
        Some((position, at))
    })
}
