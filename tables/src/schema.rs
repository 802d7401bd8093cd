//! The row types of `attributes.ron` and `diagnostics.ron`.
//!
//! One set of types serves three readers: `cargo xtask codegen` (deserializes
//! the RON and prints these same values as Rust), the compiled-in tables
//! (`generated/*.rs` build them with borrowed strings, so start-up costs
//! nothing), and runtime overlays (`--attr-table`, deserialized, owned). `Cow`
//! is what lets a single type be both `'static` data and parsed data.

use serde::{Deserialize, Serialize};
use std::borrow::Cow;

pub type Str = Cow<'static, str>;
pub type List<T> = Cow<'static, [T]>;

/// One attribute the front end recognizes.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct AttributeRow {
    /// Name as looked up, after `__x__` stripping (`launch_bounds`, `host`).
    pub name: Str,
    /// CUDA kind byte written into the attribute node (`'V'` for `__host__`);
    /// `None` for attributes that have no CUDA kind.
    #[serde(default)]
    pub kind: Option<char>,
    /// Name used in diagnostics (`__launch_bounds__`).
    pub display: Str,
    pub category: Category,
    pub handler: Handler,
    /// Entities the attribute may appertain to.
    pub targets: List<Target>,
    #[serde(default)]
    pub args: ArgSchema,
    /// Mode condition in cudafe++'s compact encoding: `g` GCC, `l` Clang,
    /// `s` Sun, `c` C++, `m` MSVC, `x` extension, `+` positive match,
    /// `!` boundary. Empty: always available.
    #[serde(default)]
    pub mode: Str,
    /// Accepted scopes: `""` unscoped, `"gnu"`, `"__gnu__"`, `"clang"`, ...
    #[serde(default = "unscoped")]
    pub namespaces: List<Str>,
    /// Declarative rules, checked in order by the `Rules` handler and by
    /// validate; a row whose handler is `Rules` is defined by these alone.
    #[serde(default)]
    pub rules: List<Rule>,
}

fn unscoped() -> List<Str> {
    Cow::Borrowed(&[Cow::Borrowed("")])
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Category {
    ExecutionSpace,
    MemorySpace,
    LaunchConfig,
    Parameter,
    Optimization,
    Internal,
    /// GNU / C++11 attribute without CUDA meaning, carried through.
    PassThrough,
}

/// Which Rust handler family `apply` dispatches the attribute to.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Handler {
    ExecSpace,
    MemorySpace,
    LaunchConfig,
    Misc,
    /// Defined entirely by the row's `rules`.
    Rules,
    /// No effect: carried through to the host output.
    None,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Target {
    Function,
    /// A `__global__` function.
    Kernel,
    Variable,
    Parameter,
    Type,
    Lambda,
    Statement,
}

/// Shape of the argument clause.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
pub enum ArgSchema {
    /// No clause.
    #[default]
    None,
    /// Anything in balanced tokens, kept verbatim.
    Tokens,
    /// Between `min` and `max` comma-separated integer constant expressions.
    Ints { min: u8, max: u8 },
    /// Between `min` and `max` parenthesized tuples of up to `arity` integers.
    Tuples { min: u8, max: u8, arity: u8 },
}

/// A declarative rule. Every rule that can fail names the diagnostic tag it
/// emits (a tag of `diagnostics.ron`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum Rule {
    /// Sets a named flag on the entity (`grid_constant`, `register_params`,
    /// `noinline`, ... or any new name, shown in dumps).
    SetFlag(Str),
    /// The entity must be a `__global__` function.
    OnlyOnGlobal { diag: Str },
    /// The entity must be one of `targets`.
    AppliesTo { targets: List<Target>, diag: Str },
    /// The attribute may not appear with `attr` on one declaration.
    ConflictsWith { attr: Str, diag: Str },
    /// Integer argument `arg` (0-based) must lie in `min..=max`.
    IntRange { arg: u8, min: i64, max: i64, diag: Str },
    /// Every argument must be an integer constant expression.
    ConstantArgs { diag: Str },
    /// Needs at least `sm_<sm>`.
    MinArch { sm: u32, diag: Str },
    /// Not allowed while the mode is on (`extended-lambda`, `rdc`,
    /// `relaxed-constexpr`, `c++20`, ...).
    IncompatibleMode { mode: Str, diag: Str },
}

/// One diagnostic of cudafe++ 13.5's message table.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DiagnosticRow {
    /// Internal number: index into cudafe++'s message table (SARIF `EC<n>`).
    pub number: u16,
    /// Number cudafe++ prints: internal, or internal + 16416 from 3584 up.
    pub display: u32,
    pub tag: Str,
    pub severity: Severity,
    /// Can be suppressed or have its severity changed (`-D` suffix).
    pub discretionary: bool,
    /// EDG message template (`%s`, `%sq2`, `%no1`, ...).
    pub message: Str,
}

impl DiagnosticRow {
    /// The number cudafe++ prints for an internal number.
    pub const fn display_number(number: u16) -> u32 {
        if number >= 3584 {
            number as u32 + 16416
        } else {
            number as u32
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Severity {
    Remark,
    Warning,
    Error,
    CatastrophicError,
    CommandLineWarning,
    CommandLineError,
    InternalError,
    Note,
    /// The reference table records no default severity.
    Unknown,
}

/// Index of a diagnostic row: its internal number.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct DiagId(pub u16);
