//! Attributes added at run time (`--attr-table`, `--diag-table`).
//!
//! `overlays/nv_example.ron` defines `__nv_example__(N)` with one rule of
//! every kind and its diagnostics come from `overlays/nv_example.diag.ron`;
//! `overlays/nv_example.cu` exercises each rule. The same rows compiled into
//! the tables (spliced into `tables/*.ron` and loaded as codegen loads
//! them) must give the same bytes, and a bad overlay is a located error.

use crate::support::{run_raw, run_with_tables, testsuite_dir};
use cufe_passes::table::TableSet;
use cufe_tables::{load_tables, Merged, Source};
use expect_test::expect_file;
use std::path::{Path, PathBuf};
use std::process::Command;

fn repo_dir() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

fn overlay(name: &str) -> PathBuf {
    testsuite_dir().join("overlays").join(name)
}

fn read(path: &Path) -> String {
    std::fs::read_to_string(path).unwrap_or_else(|e| panic!("cannot read {}: {e}", path.display()))
}

/// The runs the snapshot shows: flags, and whether to dump after apply.
const RUNS: &[(&str, &[&str])] = &[
    ("dump after apply", &["--dump-after", "apply"]),
    ("dump after validate", &["--dump-after", "validate"]),
    ("diagnostics", &[]),
    ("diagnostics -arch=sm_75 -rdc=true -std=c++20", &["-arch=sm_75", "-rdc=true", "-std=c++20"]),
    ("json -arch=sm_75", &["--diag-format", "json", "-arch=sm_75"]),
];

/// Runs of the overlay only: diagnostic controls name the overlay's
/// diagnostics (the command line is read before any table is compiled in).
const CONTROL_RUNS: &[(&str, &[&str])] = &[
    ("-arch=sm_75, its warning suppressed by number", &["-arch=sm_75", "--diag-suppress=20521"]),
    ("deprecation warnings made errors by tag", &["--diag-error=nv_example_legacy_deprecated"]),
];

/// The runs of `nv_example.cu` through `run`, as one text.
fn all_runs(runs: &[(&str, &[&str])], run: impl Fn(&[&str]) -> cufe::driver::Outcome) -> String {
    let mut out = String::new();
    for (title, flags) in runs {
        let o = run(flags);
        out += &format!("=== {title} (exit {})\n{}{}", o.exit, o.stdout, o.stderr);
    }
    out
}

fn overlay_flags() -> Vec<String> {
    let attrs = overlay("nv_example.ron");
    let diags = overlay("nv_example.diag.ron");
    vec!["--attr-table".into(), attrs.display().to_string(), "--diag-table".into(), diags.display().to_string()]
}

fn with_overlay(source: &str, flags: &[&str]) -> cufe::driver::Outcome {
    let overlay = overlay_flags();
    let mut args: Vec<&str> = overlay.iter().map(String::as_str).collect();
    args.extend(flags);
    run_raw("nv_example.cu", source, &args)
}

#[test]
fn nv_example_overlay() {
    let source = read(&overlay("nv_example.cu"));
    let runs: Vec<(&str, &[&str])> = RUNS.iter().chain(CONTROL_RUNS).copied().collect();
    let actual = all_runs(&runs, |flags| with_overlay(&source, flags));
    expect_file!["overlays/nv_example.snap"].assert_eq(&actual);
}

#[test]
fn without_the_overlay_the_attribute_is_unknown() {
    let source = read(&overlay("nv_example.cu"));
    let o = run_raw("nv_example.cu", &source, &["--dump-after", "lookup"]);
    assert!(o.stdout.contains("attr nv_example on #0 -> unknown"), "{}", o.stdout);
    assert!(!o.stdout.contains("handler=Rules"), "{}", o.stdout);
}

/// The rows of a RON list file: what lies between its opening line `[`
/// and its last `]`.
fn rows_of(text: &str) -> &str {
    let start = text.find("\n[\n").map_or(0, |i| i + 3);
    let end = text.rfind(']').unwrap_or(text.len());
    &text[start..end]
}

/// `base` (a RON list) with the rows of `extra` appended.
fn splice(base: &str, extra: &str) -> String {
    let trimmed = base.trim_end();
    let body = trimmed.strip_suffix(']').unwrap_or(trimmed);
    format!("{body}{}]\n", rows_of(extra))
}

/// `tables/*.ron` with the overlay's rows written into them, loaded and
/// validated as `cargo xtask codegen` loads them: the tables a build with
/// the rows compiled in would have.
fn compiled_in() -> TableSet {
    let attrs = splice(&read(&repo_dir().join("tables/attributes.ron")), &read(&overlay("nv_example.ron")));
    let diags = splice(&read(&repo_dir().join("tables/diagnostics.ron")), &read(&overlay("nv_example.diag.ron")));
    let tables = load_tables(Source { file: "tables/attributes.ron", text: &attrs }, Source { file: "tables/diagnostics.ron", text: &diags })
        .unwrap_or_else(|errors| panic!("the spliced tables do not load: {errors:?}"));
    assert!(tables.attributes.iter().any(|row| row.name == "nv_example"), "the row was not spliced in");
    TableSet::new(Merged { attributes: tables.attributes, diagnostics: tables.diagnostics })
}

#[test]
fn overlay_and_compiled_in_rows_give_the_same_bytes() {
    let source = read(&overlay("nv_example.cu"));
    let tables = compiled_in();
    let mut passes = vec![("dump after scan", vec!["--dump-after", "scan"]), ("dump after lookup", vec!["--dump-after", "lookup"])];
    passes.extend(RUNS.iter().map(|(title, flags)| (*title, flags.to_vec())));
    for (title, flags) in passes {
        let overlay = with_overlay(&source, &flags);
        let compiled = run_with_tables("nv_example.cu", &source, &flags, tables.clone());
        assert_eq!((overlay.exit, &overlay.stdout, &overlay.stderr), (compiled.exit, &compiled.stdout, &compiled.stderr), "{title}");
    }
}

#[test]
fn overlay_rows_replace_built_in_rows() {
    let source = "__global__ void __nv_pure__ k() {}\n__nv_register_params__ __device__ int f(int a) { return a; }\n";
    let attrs = overlay("override.ron");
    let diags = overlay("override.diag.ron");
    let (attrs, diags) = (attrs.display().to_string(), diags.display().to_string());
    let mut out = String::new();
    for (title, flags) in [("built in", vec![]), ("overridden", vec!["--attr-table", &attrs, "--diag-table", &diags])] {
        for pass in [&["--dump-after", "apply"][..], &[]] {
            let mut args = flags.clone();
            args.extend(pass);
            let o = run_raw("override.cu", source, &args);
            out += &format!("=== {title} {pass:?} (exit {})\n{}{}", o.exit, o.stdout, o.stderr);
        }
    }
    expect_file!["overlays/override.snap"].assert_eq(&out);
}

/// The binary on a bad table: what it prints and its exit status.
fn cufe(args: &[&str]) -> (String, i32) {
    let out = Command::new(env!("CARGO_BIN_EXE_cufe")).env("CUFE_PREPROCESSOR", "builtin").args(args).current_dir(repo_dir()).output().expect("cufe runs");
    assert!(out.stdout.is_empty(), "{}", String::from_utf8_lossy(&out.stdout));
    (String::from_utf8_lossy(&out.stderr).into_owned(), out.status.code().unwrap_or(-1))
}

#[test]
fn bad_overlays_are_located_errors() {
    let dir = testsuite_dir().join("overlays/bad");
    let mut names: Vec<String> = std::fs::read_dir(&dir)
        .expect("overlays/bad exists")
        .flatten()
        .filter_map(|e| e.file_name().to_str().map(str::to_string))
        .filter(|n| n.ends_with(".ron"))
        .collect();
    names.sort();
    assert!(names.len() >= 6, "{names:?}");
    let mut out = String::new();
    for name in names {
        let path = format!("testsuite/overlays/bad/{name}");
        let flag = if name.ends_with(".diag.ron") { "--diag-table" } else { "--attr-table" };
        let (stderr, code) = cufe(&[flag, &path, "testsuite/overlays/nv_example.cu"]);
        assert_eq!(code, 1, "{name}: {stderr}");
        for line in stderr.lines() {
            assert!(line.starts_with(&format!("{path}:")), "{name}: not FILE:LINE:COL: {line}");
            assert!(!line.contains("panicked"), "{line}");
        }
        out += &format!("=== {name}\n{stderr}");
    }
    expect_file!["overlays/bad.snap"].assert_eq(&out);
}

#[test]
fn unreadable_overlay_is_one_line_and_exit_1() {
    let (stderr, code) = cufe(&["--attr-table", "testsuite/overlays/missing.ron", "testsuite/overlays/nv_example.cu"]);
    assert_eq!(code, 1);
    assert_eq!(stderr.lines().count(), 1, "{stderr}");
    assert!(stderr.contains("testsuite/overlays/missing.ron"), "{stderr}");
}
