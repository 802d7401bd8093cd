//! `__device__` (on variables), `__shared__`, `__constant__`, `__managed__`.
//!
//! These set the memory-space byte (and the extended byte for managed, which
//! always also sets device). Combinations that can never be legal are
//! reported at the attribute; properties of the declared variable (const,
//! reference, initializer, where it is declared) are validate's.

use super::Cx;
use crate::il::{mem, Entity, EntityKind};
use crate::parse::{Context, Specs};
use cufe_tables::tag;

const DEVICE: u8 = b'W';
const SHARED: u8 = b'Z';
const CONSTANT: u8 = b'[';
const MANAGED: u8 = b'f';

pub fn apply(cx: &mut Cx<'_>, entity: &mut Entity, kind: u8) {
    match entity.kind {
        EntityKind::Variable => {}
        // (cudafe++ 13.5 ignores one on a parameter, with a warning.)
        _ => {
            cx.does_not_apply();
            return;
        }
    }
    let decl = cx.decl();
    if decl.context == Context::Class {
        if decl.specs.has(Specs::STATIC) {
            cx.at_attr(tag::ILLEGAL_MEMBER_QUALIFIERS);
        } else {
            cx.does_not_apply();
        }
        return;
    }
    // `__device__ int S::x = 1;` defines a static data member: validate
    // reports it, since only the symbol table tells a class `S` from a
    // namespace. The space is recorded either way.
    let constexpr = decl.specs.has(Specs::CONSTEXPR);
    let before = entity.memory_space;
    match kind {
        DEVICE => entity.memory_space |= mem::DEVICE,
        SHARED | CONSTANT => {
            let (this, other) = if kind == SHARED { (mem::SHARED, mem::CONSTANT) } else { (mem::CONSTANT, mem::SHARED) };
            if before & other != 0 {
                cx.at_attr(tag::ILLEGAL_MEM_QUALIFIERS);
                return;
            }
            entity.memory_space |= this;
            if kind == SHARED && constexpr {
                let display = cx.row.display.to_string();
                cx.at_attr(tag::DEVICE_VAR_CONSTEXPR).push_arg(display);
            }
        }
        MANAGED => {
            entity.memory_space |= mem::DEVICE;
            entity.ext_memory_space |= mem::EXT_MANAGED;
            if constexpr {
                let display = cx.row.display.to_string();
                cx.at_attr(tag::DEVICE_VAR_CONSTEXPR).push_arg(display);
            }
        }
        _ => {}
    }
}
