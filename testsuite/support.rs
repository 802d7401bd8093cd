//! Running cufe in-process on a case, with the flags of its `// FLAGS:`
//! line, exactly as the command line would.

use cufe::cli::{parse, Parsed};
use cufe::db::Database;
use cufe::driver::{run_source, Outcome};
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

fn run_with_args(name: &str, source: &str, mut args: Vec<String>) -> Outcome {
    args.push(name.to_string());
    let request = match parse(&args) {
        Ok(Parsed::Run(r)) => r,
        Ok(Parsed::Exit(text, _)) => panic!("unexpected exit for {name}: {text}"),
        Err(e) => panic!("bad flags for {name}: {e}"),
    };
    let mut db = Database::default();
    run_source(&mut db, &request, source.to_string())
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
