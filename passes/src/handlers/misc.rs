//! Attributes whose behaviour is not a table rule: `__nv_register_params__`
//! (a feature nvcc never enables: every use is an error, whatever the
//! function), `__nv_pure__` and `__tile_builtin__` (flags).

use super::Cx;
use crate::il::{Entity, EntityKind};
use crate::name::Name;
use cufe_tables::tag;

pub fn apply(cx: &mut Cx<'_>, entity: &mut Entity, _kind: u8) {
    match cx.row.name.as_ref() {
        "nv_register_params" => {
            if entity.kind != EntityKind::Function {
                cx.does_not_apply();
                return;
            }
            entity.set_flag(Name::new("register_params"));
            cx.at_attr(tag::REGISTER_PARAMS_NOT_ENABLED);
        }
        other => entity.set_flag(Name::new(other)),
    }
    super::rules::apply(cx, entity);
}
