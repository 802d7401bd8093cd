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
    /// The attribute's keyword (`__launch_bounds__`): the name diagnostics
    /// print for rows with a kind byte (cudafe++ prints the others as
    /// written).
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
    /// A namespace definition (`namespace __attribute__((x)) n {`): only
    /// the attributes that name it as a target are silent there.
    Namespace,
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
/// emits (a tag of `diagnostics.ron`, or of a `--diag-table` overlay).
///
/// Arguments a rule's diagnostic gets, for its message template: `%s1` the
/// attribute's name as cudafe++ prints it (the `display` column when the row
/// has a kind byte, else the name as written), `%n1` the declared entity
/// (`function "k"`), and per rule the `%s2` and `%d` values listed below.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum Rule {
    /// Sets a named flag on the entity (`grid_constant`, `register_params`,
    /// `noinline`, ... or any new name, shown in dumps) once every attribute
    /// of the declaration is applied, wherever the rule stands in the list,
    /// unless the attribute was dropped.
    SetFlag(Str),
    /// The entity must be a `__global__` function (for a parameter: a
    /// parameter of one). Checked by validate, once the whole declaration
    /// is known; caret on the declared name; `%s2` is `__global__`. The
    /// attribute still applies.
    OnlyOnGlobal { diag: Str },
    /// The entity must be one of `targets`; otherwise the attribute is
    /// dropped: no flag, no further rules. Checked before the other rules;
    /// a `Rules` row without one applies to its `targets` column (with
    /// `wrong_entity_for_attribute`). A `Kernel` target is told from a
    /// plain function once every attribute of the declaration is applied (so
    /// `__global__` may come after the attribute). Caret on the attribute;
    /// `%s2` is the kind of entity found (`variable`, `function`).
    AppliesTo { targets: List<Target>, diag: Str },
    /// The attribute may not appear with `attr` on one declaration, in either
    /// order; reported once per declaration. Caret on the declared name;
    /// `%s1` is the attribute written first, `%s2` the one written later.
    ConflictsWith { attr: Str, diag: Str },
    /// The argument clause must have between `min` and `max` arguments (no
    /// clause: 0); otherwise the attribute is dropped. Caret on the
    /// attribute; `%d1` min, `%d2` max, `%d3` the count found.
    ArgCount { min: u8, max: u8, diag: Str },
    /// Integer argument `arg` (0-based) must lie in `min..=max`; an argument
    /// that is missing or not a constant is left to the other rules. Caret
    /// on the attribute (as cudafe++ reports `__maxnreg__(0)`); `%d1` min,
    /// `%d2` max, `%d3` the value, `%d4` the argument's 1-based position.
    IntRange { arg: u8, min: i64, max: i64, diag: Str },
    /// Every argument must be an integer constant expression. Caret on the
    /// first offending argument; `%d1` its 1-based position.
    ConstantArgs { diag: Str },
    /// Needs at least `sm_<sm>` (`-arch`). Caret on the attribute; `%s2` is
    /// `sm_<sm>`, `%d1` the required and `%d2` the target architecture
    /// number.
    MinArch { sm: u32, diag: Str },
    /// Not allowed while the mode is on (`extended-lambda`, `rdc`,
    /// `relaxed-constexpr`, `c++20`, ...; see [`MODES`]). Caret on the
    /// attribute; `%s2` is the mode.
    IncompatibleMode { mode: Str, diag: Str },
    /// Every use is diagnosed (a feature that is not enabled, a deprecated
    /// spelling); caret on the attribute. The attribute still applies.
    Diagnose { diag: Str },
    /// A function declared with an ellipsis (`f(int, ...)`) may not carry
    /// the attribute; caret on the attribute. The attribute still applies.
    NoEllipsis { diag: Str },
    /// The attribute appertains to a function's type (GCC's `const`,
    /// `noreturn`, `warn_unused_result`): a variable, parameter or typedef
    /// whose declared type is no function or pointer to one is reported
    /// with that type (`%t`, quoted: `"int *"`), a class or an enumeration
    /// with `wrong_entity_for_attribute` ("does not apply here"), as
    /// cudafe++ does; either way the attribute is dropped. Caret on the
    /// attribute.
    FunctionType { diag: Str },
    /// The attribute has no effect on a function definition that is not
    /// inline (GCC's `always_inline`): checked by validate, against the
    /// definition and the declarations before it (`inline`, `constexpr`,
    /// `consteval`, a member defined in its class and a lambda are inline).
    /// Caret on the attribute, once per declaration. The attribute still
    /// applies.
    InlineDefinition { diag: Str },
}

impl Rule {
    /// The diagnostic tag the rule emits, if it can fail.
    pub fn diag(&self) -> Option<&str> {
        match self {
            Rule::SetFlag(_) => None,
            Rule::OnlyOnGlobal { diag }
            | Rule::AppliesTo { diag, .. }
            | Rule::ConflictsWith { diag, .. }
            | Rule::ArgCount { diag, .. }
            | Rule::IntRange { diag, .. }
            | Rule::ConstantArgs { diag }
            | Rule::MinArch { diag, .. }
            | Rule::IncompatibleMode { diag, .. }
            | Rule::Diagnose { diag }
            | Rule::NoEllipsis { diag }
            | Rule::FunctionType { diag }
            | Rule::InlineDefinition { diag } => Some(diag),
        }
    }
}

/// The modes `IncompatibleMode` can name, besides `c++NN` (on when the
/// dialect is C++NN or later).
pub const MODES: &[&str] = &["extended-lambda", "relaxed-constexpr", "rdc", "clang", "gnu"];

/// Whether `mode` is a mode `IncompatibleMode` can name.
pub fn is_known_mode(mode: &str) -> bool {
    MODES.contains(&mode)
        || mode
            .strip_prefix("c++")
            .is_some_and(|v| !v.is_empty() && v.bytes().all(|b| b.is_ascii_digit()))
}

/// One diagnostic of cudafe++ 13.5's message table.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DiagnosticRow {
    /// Internal number: index into cudafe++'s message table (SARIF `EC<n>`).
    pub number: u16,
    /// Number cudafe++ prints: internal, or internal + 16416 from 3584 up.
    /// May be left out (0): the loader fills it in.
    #[serde(default)]
    pub display: u32,
    pub tag: Str,
    pub severity: Severity,
    /// Can be suppressed or have its severity changed (`-D` suffix);
    /// `false` when left out.
    #[serde(default)]
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

#[cfg(test)]
mod tests {
    use super::*;

    /// One rule of each kind, written as `cargo xtask codegen` prints them
    /// (its `every_rule_kind_prints_as_rust` test prints these same texts):
    /// that this compiles is what keeps generated tables compiling.
    const EVERY_RULE: &[Rule] = &[
        Rule::SetFlag(Cow::Borrowed("f")),
        Rule::OnlyOnGlobal { diag: Cow::Borrowed("d") },
        Rule::AppliesTo { targets: Cow::Borrowed(&[Target::Kernel, Target::Variable]), diag: Cow::Borrowed("d") },
        Rule::ConflictsWith { attr: Cow::Borrowed("maxnreg"), diag: Cow::Borrowed("d") },
        Rule::ArgCount { min: 1, max: 2, diag: Cow::Borrowed("d") },
        Rule::IntRange { arg: 0, min: -9223372036854775808, max: 1024, diag: Cow::Borrowed("d") },
        Rule::ConstantArgs { diag: Cow::Borrowed("d") },
        Rule::MinArch { sm: 80, diag: Cow::Borrowed("d") },
        Rule::IncompatibleMode { mode: Cow::Borrowed("rdc"), diag: Cow::Borrowed("d") },
        Rule::Diagnose { diag: Cow::Borrowed("d") },
        Rule::NoEllipsis { diag: Cow::Borrowed("d") },
        Rule::FunctionType { diag: Cow::Borrowed("d") },
        Rule::InlineDefinition { diag: Cow::Borrowed("d") },
    ];

    #[test]
    fn every_rule_but_set_flag_names_a_diagnostic() {
        for rule in EVERY_RULE {
            assert_eq!(rule.diag().is_some(), !matches!(rule, Rule::SetFlag(_)), "{rule:?}");
        }
    }

    #[test]
    fn modes() {
        assert!(is_known_mode("rdc") && is_known_mode("c++20"));
        assert!(!is_known_mode("c++") && !is_known_mode("c++2a") && !is_known_mode("fast-math"));
    }
}
