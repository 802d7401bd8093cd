//! cufe's IL and passes.
//!
//! The pipeline is `items → scan → lookup → apply → validate` (then lower and
//! print), each a salsa tracked function of one item (see `db`). The tolerant
//! C++ front end (`lexer`, `items`, `parse`) serves scan; `handlers` serve
//! apply; `il` holds each pass's output language; `dump` prints any of them
//! in a stable text form for `--dump-after` and the snapshot tests.

pub mod apply;
pub mod db;
pub mod diag;
pub mod dump;
pub mod eval;
pub mod handlers;
pub mod il;
pub mod items;
pub mod lexer;
pub mod lookup;
pub mod lower;
pub mod mangle;
pub mod name;
pub mod options;
pub mod parse;
pub mod print;
pub mod scan;
pub mod scoped;
pub mod std_model;
pub mod symbols;
pub mod table;
pub mod validate;

pub use db::{Db, Item, SourceFile};
pub use options::{Config, HostCompiler};
