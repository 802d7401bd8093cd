//! cufe: a CUDA attribute front end (a reimplementation of the attribute
//! handling in NVIDIA's cudafe++). This crate is the driver: command line,
//! salsa database, built-in preprocessor and diagnostic rendering. The passes
//! live in `cufe-passes`, the tables in `cufe-tables`.

pub mod cli;
pub mod db;
pub mod diagctl;
pub mod driver;
pub mod explain;
#[doc(hidden)]
pub mod fuzzing;
pub mod output;
pub mod parallel;
pub mod preprocess;
pub mod render;
pub mod stack;
pub mod timing;
pub mod toolkit;
pub mod reuse;
pub mod worker;
