//! cufe's data tables: the attribute descriptor table, the diagnostic
//! table and the explanations of the diagnostics cufe emits. The data lives in `tables/*.ron`; `cargo xtask codegen` compiles it
//! into `generated/`, which is checked in so that a build needs no RON
//! parsing. [`load_tables`] parses and validates the same schema at run time
//! (for overlays), with the checks codegen applies.
//!
//! The compiled-in tables sit behind the default `generated` feature so that
//! `cargo xtask codegen` can build this crate without them, even when they
//! are stale.

pub mod explain;
pub mod load;
pub mod schema;
pub mod validate;

#[cfg(feature = "generated")]
mod generated;
#[cfg(feature = "generated")]
mod lookup;

#[cfg(feature = "generated")]
pub use generated::attributes::ATTRIBUTES;
#[cfg(feature = "generated")]
pub use explain::explanation;
#[cfg(feature = "generated")]
pub use generated::diagnostics::{tag, DIAGNOSTICS};
#[cfg(feature = "generated")]
pub use generated::explain::EXPLANATIONS;
#[cfg(feature = "generated")]
pub use lookup::{attribute, diagnostic, diagnostic_by_tag, scoped_attribute};

pub use load::{load_overlay, load_tables, parse_attributes, parse_diagnostics, Merged, Source, Tables};
pub use schema::*;
pub use validate::{validate_tables, Position, RowRef, TableError, TableKind};
