//! Snapshot tests: each case's IL after every pass, and its diagnostics.

use crate::support::{cu_files, run_case, testsuite_dir};
use expect_test::expect_file;

fn snapshot(source: &str, name: &str) -> String {
    let mut out = String::new();
    for pass in ["scan", "lookup", "apply", "validate", "lower"] {
        let o = run_case(name, source, &["--dump-after", pass]);
        out.push_str(&format!("=== {pass}\n{}", o.stdout));
    }
    let o = run_case(name, source, &[]);
    out.push_str(&format!("=== diagnostics (exit {})\n{}", o.exit, o.stderr));
    out
}

#[test]
fn snapshots() {
    let dir = testsuite_dir().join("cases");
    let files = cu_files(&dir);
    assert!(files.len() >= 40, "expected at least 40 snapshot cases, found {}", files.len());
    for path in files {
        let source = std::fs::read_to_string(&path).expect("case is readable");
        let name = path.file_name().and_then(|n| n.to_str()).expect("utf-8 name").to_string();
        let actual = snapshot(&source, &name);
        expect_file![path.with_extension("snap")].assert_eq(&actual);
    }
}
