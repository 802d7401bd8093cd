//! The declarative rules of a table row that are checked as the attribute is
//! applied: flags, target kinds, argument ranges, architecture and modes.
//! Rules about the whole declaration (only on `__global__`, conflicts) are
//! checked by validate once every attribute is applied.

use super::Cx;
use crate::eval::{eval_int, split_args};
use crate::il::{Entity, EntityKind};
use crate::name::Name;
use cufe_tables::{Rule, Target};

pub fn apply(cx: &mut Cx<'_>, entity: &mut Entity) {
    let rules = cx.row.rules.clone();
    for rule in rules.iter() {
        match rule {
            Rule::SetFlag(flag) => entity.set_flag(Name::new(flag)),
            Rule::AppliesTo { targets, diag } => {
                if !targets.iter().any(|t| target_matches(*t, entity)) {
                    emit(cx, diag);
                    return;
                }
            }
            Rule::IntRange { arg, min, max, diag } => {
                if let Some(v) = int_arg(cx, *arg as usize) {
                    if v < *min as i128 || v > *max as i128 {
                        emit(cx, diag);
                    }
                }
            }
            Rule::ConstantArgs { diag } => {
                if !all_constant(cx) {
                    emit(cx, diag);
                }
            }
            Rule::MinArch { sm, diag } => {
                if cx.cfg.arch < *sm {
                    emit(cx, diag);
                }
            }
            Rule::IncompatibleMode { mode, diag } => {
                if cx.cfg.mode_on(mode) {
                    emit(cx, diag);
                }
            }
            Rule::OnlyOnGlobal { .. } | Rule::ConflictsWith { .. } => {}
        }
    }
}

pub fn target_matches(target: Target, entity: &Entity) -> bool {
    match target {
        Target::Function => entity.kind == EntityKind::Function,
        Target::Kernel => entity.kind == EntityKind::Function && entity.is_global(),
        Target::Variable => entity.kind == EntityKind::Variable,
        Target::Parameter => entity.kind == EntityKind::Parameter,
        Target::Type => entity.kind == EntityKind::Type,
        Target::Lambda => entity.kind == EntityKind::Lambda,
        Target::Statement => false,
    }
}

/// Emits the diagnostic a rule names. A rule whose tag is unknown was
/// rejected when the table was loaded, so the lookup cannot fail here.
fn emit(cx: &mut Cx<'_>, tag_name: &str) {
    let Some(row) = cufe_tables::diagnostic_by_tag(tag_name) else { return };
    let display = cx.display_name();
    let d = cx.at_attr(cufe_tables::DiagId(row.number));
    d.push_arg(display);
}

fn int_arg(cx: &Cx<'_>, n: usize) -> Option<i128> {
    let args = cx.raw().args.as_ref()?;
    let toks = &cx.scan.ast.tokens;
    let ranges = split_args(cx.text, toks, args.first as usize, args.last as usize);
    let (a, b) = *ranges.get(n)?;
    eval_int(cx.text, toks.get(a..b)?)
}

fn all_constant(cx: &Cx<'_>) -> bool {
    let Some(args) = cx.raw().args.as_ref() else { return true };
    let toks = &cx.scan.ast.tokens;
    split_args(cx.text, toks, args.first as usize, args.last as usize)
        .into_iter()
        .all(|(a, b)| toks.get(a..b).is_some_and(|s| eval_int(cx.text, s).is_some()))
}
