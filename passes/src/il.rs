//! The intermediate languages of the front half of the pipeline.
//!
//! Each pass has an output type of its own (nanopass discipline): `ScanIl`
//! (declarations with raw attribute nodes, kind unset), `LookupIl` (each
//! attribute resolved to a descriptor row and a kind byte) and `ApplyIl`
//! (entities carrying the CUDA fields). All positions are item-relative.

use crate::diag::Diag;
use crate::name::Name;
use crate::parse::{AttrPos, AttrSyntax, Ast, DeclIdx, Span};
use la_arena::{Arena, ArenaMap, Idx};

// ---- scan -------------------------------------------------------------

pub type AttrIdx = Idx<RawAttr>;

/// One attribute as written, before lookup.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct RawAttr {
    pub name: Name,
    /// `gnu` in `[[gnu::x]]` or `[[using gnu: x]]`.
    pub namespace: Option<Name>,
    pub syntax: AttrSyntax,
    pub position: AttrPos,
    pub owner: DeclIdx,
    pub name_span: Span,
    /// The whole specifier (`__attribute__((...))`) this attribute is in.
    pub group_span: Span,
    pub args: Option<AttrArgs>,
}

/// A balanced argument clause: token indices `first..last` of the item's
/// tokens (the contents between the parentheses).
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct AttrArgs {
    pub first: u32,
    pub last: u32,
    pub span: Span,
    /// Span of the closing parenthesis.
    pub close: Span,
}

#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct ScanIl {
    pub ast: Ast,
    pub attrs: Arena<RawAttr>,
}

impl ScanIl {
    /// The first attribute applied to `entity` that is one of `names`
    /// (underscores around a name not counted: `__launch_bounds__` is
    /// `launch_bounds`).
    pub fn entity_attr(&self, entity: &Entity, names: &[&str]) -> Option<&RawAttr> {
        entity.attrs.iter().map(|&a| &self.attrs[a]).find(|a| names.contains(&crate::lookup::strip_underscores(a.name.as_str())))
    }

    /// The last of the entity's attributes named one of `names`: the one
    /// whose values stand when it is written twice (`__launch_bounds__(128)
    /// __launch_bounds__(256)` launches with 256).
    pub fn entity_last_attr(&self, entity: &Entity, names: &[&str]) -> Option<&RawAttr> {
        entity.attrs.iter().map(|&a| &self.attrs[a]).rfind(|a| names.contains(&crate::lookup::strip_underscores(a.name.as_str())))
    }
}

// ---- lookup -----------------------------------------------------------

/// What lookup found for one attribute.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Resolved {
    /// Index into the attribute table, `None` when unknown.
    pub row: Option<u16>,
    /// The CUDA kind byte (`'X'` for `__global__`), 0 for non-CUDA rows.
    pub kind: u8,
}

#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct LookupIl {
    pub resolved: ArenaMap<AttrIdx, Resolved>,
    pub diags: Vec<Diag>,
}

// ---- apply ------------------------------------------------------------

/// Execution-space byte (cudafe++'s entity+182) bits as handlers OR them.
pub mod exec {
    pub const HOST: u8 = 0x15;
    pub const DEVICE: u8 = 0x23;
    pub const GLOBAL: u8 = 0x61;
    /// Set after `GLOBAL`'s bits when `__global__` is applied.
    pub const GLOBAL_EXTRA: u8 = 0x80;
    pub const HOST_DEVICE: u8 = HOST | DEVICE;
    /// Any explicit execution-space annotation.
    pub const ANNOTATED: u8 = 0x01;
    pub const HOST_BIT: u8 = 0x10;
    pub const DEVICE_BIT: u8 = 0x20;
    pub const GLOBAL_BIT: u8 = 0x40;
    /// `& 0x30` tells host/device, `& 0x60` tells device/global.
    pub const SPACE_MASK: u8 = 0x30;
    pub const KERNEL_MASK: u8 = 0x60;

    /// A function of this execution-space byte runs on the device alone:
    /// `__device__`, not `__host__` (nor unannotated) and not `__global__`.
    pub fn is_device_only(space: u8) -> bool {
        let host = space & HOST_BIT != 0 || space == 0;
        space & GLOBAL_BIT == 0 && !host && space & 0x02 != 0
    }
}

/// Memory-space byte (entity+148) and extended byte (entity+149).
pub mod mem {
    pub const DEVICE: u8 = 0x01;
    pub const SHARED: u8 = 0x02;
    pub const CONSTANT: u8 = 0x04;
    pub const EXT_MANAGED: u8 = 0x01;
}

/// Launch configuration of a function, allocated on first use.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct LaunchConfig {
    pub max_threads_per_block: u64,
    pub min_blocks_per_mp: u64,
    pub max_blocks_per_cluster: i32,
    pub cluster_dims: [i32; 3],
    pub maxnreg: i32,
    pub local_maxnreg: i32,
    pub block_size: [i32; 3],
    pub block_size_cluster: [i32; 3],
    pub flags: u8,
}

impl LaunchConfig {
    pub const CLUSTER_DIMS_SET: u8 = 0x01;
    pub const BLOCK_SIZE_SET: u8 = 0x02;
    /// `__cluster_dims__()` with no arguments: dimensions chosen at launch.
    pub const CLUSTER_DIMS_DYNAMIC: u8 = 0x04;
    pub const LAUNCH_BOUNDS_SET: u8 = 0x08;
    pub const BLOCK_SIZE_SECOND_TUPLE: u8 = 0x10;
    /// `__maxnreg__`'s argument depends on a template parameter: EDG keeps
    /// no value for it, so it excludes no `__launch_bounds__` (#3846), not
    /// even in an instance.
    pub const MAXNREG_DEPENDENT: u8 = 0x20;
}

impl Default for LaunchConfig {
    fn default() -> Self {
        LaunchConfig {
            max_threads_per_block: 0,
            min_blocks_per_mp: 0,
            max_blocks_per_cluster: 0,
            cluster_dims: [0; 3],
            maxnreg: -1,
            local_maxnreg: -1,
            block_size: [0; 3],
            block_size_cluster: [0; 3],
            flags: 0,
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum EntityKind {
    Function,
    Variable,
    Parameter,
    Type,
    Lambda,
    Other,
}

/// A declared entity with the fields CUDA attributes set.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Entity {
    pub decl: DeclIdx,
    pub kind: EntityKind,
    pub exec_space: u8,
    pub memory_space: u8,
    pub ext_memory_space: u8,
    /// Flags set by rule rows (`grid_constant`, `register_params`, ...),
    /// sorted, without duplicates.
    pub flags: Vec<Name>,
    pub launch: Option<Box<LaunchConfig>>,
    /// Attributes applied to this entity, in order.
    pub attrs: Vec<AttrIdx>,
    /// `__host__`/`__device__` written on a destructor defaulted in a
    /// derived class (`~D() = default;`): ignored unless it overrides a
    /// virtual destructor, which only the symbol table tells (`overrides`).
    pub defaulted_space: u8,
}

impl Entity {
    pub fn launch_mut(&mut self) -> &mut LaunchConfig {
        self.launch.get_or_insert_with(Default::default)
    }

    pub fn has_flag(&self, flag: &str) -> bool {
        self.flags.iter().any(|f| f.as_str() == flag)
    }

    pub fn set_flag(&mut self, flag: Name) {
        if let Err(at) = self.flags.binary_search(&flag) {
            self.flags.insert(at, flag);
        }
    }

    pub fn is_global(&self) -> bool {
        self.exec_space & exec::GLOBAL_BIT != 0
    }
}

#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct ApplyIl {
    pub entities: ArenaMap<DeclIdx, Entity>,
    /// Attributes of `Rules` rows that were dropped as they were applied (a
    /// wrong entity, a malformed clause): validate checks none of their
    /// declaration-wide rules.
    pub dropped: Vec<AttrIdx>,
    pub diags: Vec<Diag>,
}

#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct ValidateIl {
    pub diags: Vec<Diag>,
}

/// `value` as kept for the whole run: a value equal to the default (what
/// most items and symbols have) is the one `empty` every such value
/// shares, so that only the others cost an allocation of their own.
pub fn shared_unless_empty<T: Default + PartialEq>(value: T, empty: &'static std::sync::OnceLock<std::sync::Arc<T>>) -> std::sync::Arc<T> {
    if value == T::default() {
        return empty.get_or_init(Default::default).clone();
    }
    std::sync::Arc::new(value)
}
