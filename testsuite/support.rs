//! Running cufe in-process on a case, with the flags of its `// FLAGS:`
//! line, exactly as the command line would.

use cufe::cli::{parse, Parsed};
use cufe::db::Database;
use cufe::driver::{run_source, Outcome, Request};
use cufe_passes::table::TableSet;
use std::path::{Path, PathBuf};

pub fn testsuite_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("testsuite")
}

/// The flags of a case's first line `// FLAGS: ...`.
pub fn case_flags(source: &str) -> Vec<String> {
    source
        .lines()
        .next()
        .and_then(|l| l.strip_prefix("// FLAGS:"))
        .map(|f| f.split_whitespace().map(str::to_string).collect())
        .unwrap_or_default()
}

/// Runs cufe on `source` as if invoked as `cufe FLAGS <name> extra...`.
pub fn run_case(name: &str, source: &str, extra: &[&str]) -> Outcome {
    let mut args = case_flags(source);
    args.extend(extra.iter().map(|s| s.to_string()));
    run_with_args(name, source, args)
}

/// Runs cufe on `source` with exactly these flags (no `// FLAGS:` line).
pub fn run_raw(name: &str, source: &str, extra: &[&str]) -> Outcome {
    run_with_args(name, source, extra.iter().map(|s| s.to_string()).collect())
}

/// Runs cufe on `source` with exactly these flags, with `tables` in place
/// of the tables the flags name (as if they were compiled in).
pub fn run_with_tables(name: &str, source: &str, extra: &[&str], tables: TableSet) -> Outcome {
    let mut request = request(name, extra.iter().map(|s| s.to_string()).collect());
    request.tables = tables;
    run_source(&mut Database::default(), &request, source.to_string())
}

fn run_with_args(name: &str, source: &str, args: Vec<String>) -> Outcome {
    let request = request(name, args);
    run_source(&mut Database::default(), &request, source.to_string())
}

fn request(name: &str, mut args: Vec<String>) -> Request {
    args.push(name.to_string());
    match parse(&args) {
        Ok(Parsed::Run(r)) => *r,
        Ok(Parsed::Exit(text, _)) => panic!("unexpected exit for {name}: {text}"),
        Err(e) => panic!("bad flags for {name}: {e}"),
    }
}

/// The `.cu` files under `dir`, sorted, recursively.
pub fn cu_files(dir: &Path) -> Vec<PathBuf> {
    let mut out = Vec::new();
    let mut stack = vec![dir.to_path_buf()];
    while let Some(d) = stack.pop() {
        let Ok(entries) = std::fs::read_dir(&d) else { continue };
        for e in entries.flatten() {
            let p = e.path();
            if p.is_dir() {
                stack.push(p);
            } else if p.extension().is_some_and(|x| x == "cu") {
                out.push(p);
            }
        }
    }
    out.sort();
    out
}
