//! Incrementality: salsa reuses per-item results. An edit inside one
//! function body re-runs that item's passes only; lines inserted above an
//! item re-run none of its passes. The driver's own reuse (what a persistent
//! worker keeps per item) asks salsa about changed items only, and gives the
//! bytes a fresh run gives.

use cufe::cli::{parse, Parsed};
use cufe::db::Database;
use cufe::driver::{run_kept, run_source, run_with_file, Outcome, Request};
use cufe::reuse::Reuse;
use cufe_passes::db::{edit_text, file_items, lower, new_source_file, sync_items, update_symbols, validate, validate_tu};
use cufe_passes::table::TableSet;
use cufe_passes::{Config, SourceFile};

const UNIT: &str = "__device__ int dv;\n__global__ void k(int *p) { p[0] = 1; }\n__device__ int f(int x) { return x + 1; }\nint h() { return 2; }\n";

/// Every pass of every item, as a run writing the host translation asks
/// for them (the symbol table first, as the driver sets it).
fn run_all(db: &mut Database, file: SourceFile) {
    update_symbols(db, file);
    for &item in file_items(db, file) {
        let _ = validate(db, item);
        let _ = validate_tu(db, item);
        let _ = lower(db, item);
    }
}

/// Executions of per-item passes, by pass name.
fn executed(log: &[String], pass: &str) -> usize {
    log.iter().filter(|e| e.starts_with(&format!("{pass}("))).count()
}

const PASSES: [&str; 7] = ["scan", "lookup", "apply", "signature", "validate", "validate_tu", "lower"];

#[test]
fn body_edit_reruns_one_item() {
    let mut db = Database::default();
    let file = new_source_file(&db, "a.cu".into(), UNIT.to_string(), Config::default(), TableSet::builtin());
    sync_items(&mut db, file);
    run_all(&mut db, file);
    db.enable_log();
    edit_text(&mut db, file, UNIT.replace("x + 1", "x * (1 + y)"));
    run_all(&mut db, file);
    let log = db.take_log();
    // Passes whose input did not change are not run at all (salsa backdates
    // an equal result), so each pass runs at most once, and all of them for
    // the same item.
    let mut items: Vec<&str> = Vec::new();
    for pass in PASSES {
        assert!(executed(&log, pass) <= 1, "{pass} should run for the edited item only: {log:#?}");
        items.extend(log.iter().filter(|e| e.starts_with(&format!("{pass}("))).map(|e| &e[pass.len()..]));
    }
    for pass in ["scan", "validate_tu", "lower"] {
        assert_eq!(executed(&log, pass), 1, "{pass}: {log:#?}");
    }
    items.dedup();
    assert_eq!(items.len(), 1, "passes ran for more than one item: {log:#?}");
    assert!(!update_symbols(&mut db, file), "signatures unchanged, the symbol table stays");
}

#[test]
fn lines_inserted_above_rerun_nothing() {
    let mut db = Database::default();
    let file = new_source_file(&db, "a.cu".into(), UNIT.to_string(), Config::default(), TableSet::builtin());
    sync_items(&mut db, file);
    run_all(&mut db, file);
    db.enable_log();
    edit_text(&mut db, file, format!("\n\n\n{UNIT}"));
    run_all(&mut db, file);
    let log = db.take_log();
    for pass in PASSES {
        assert_eq!(executed(&log, pass), 0, "{pass} re-ran after lines were inserted above: {log:#?}");
    }
}

/// A request for `a.cu` with these flags, as the command line makes it.
fn request(flags: &[&str]) -> Request {
    let mut args: Vec<String> = flags.iter().map(|f| f.to_string()).collect();
    args.push("a.cu".into());
    match parse(&args) {
        Ok(Parsed::Run(r)) => *r,
        _ => panic!("bad flags {flags:?}"),
    }
}

#[test]
fn overlay_tables_rerun_the_passes_that_read_them() {
    let overlays = crate::support::testsuite_dir().join("overlays");
    let (attrs, diags) = (overlays.join("nv_example.ron"), overlays.join("nv_example.diag.ron"));
    let (attrs, diags) = (attrs.display().to_string(), diags.display().to_string());
    let with_overlay = ["--attr-table", &attrs, "--diag-table", &diags];
    let unit = UNIT.replace("__global__ void k", "__global__ void __attribute__((nv_example(4096))) k");
    let mut db = Database::default();
    let file = SourceFile::new(&db, "a.cu".into(), String::new(), Config::default(), TableSet::builtin());
    run_with_file(&mut db, &request(&[]), unit.clone(), file);
    db.enable_log();
    let first = run_with_file(&mut db, &request(&with_overlay), unit.clone(), file);
    let log = db.take_log();
    assert_eq!(executed(&log, "scan"), 0, "scan does not read the tables: {log:#?}");
    assert!(executed(&log, "lookup") >= 4, "lookup reads the tables: {log:#?}");
    assert!(first.stderr.contains("\"nv_example\" argument 4096 is out of range [1, 1024]"), "{}", first.stderr);
    // The same overlay read again: equal tables, nothing to recompute.
    let again = run_with_file(&mut db, &request(&with_overlay), unit.clone(), file);
    assert_eq!(db.take_log(), Vec::<String>::new());
    assert_eq!((first.exit, &first.stderr), (again.exit, &again.stderr));
    let plain = run_with_file(&mut db, &request(&[]), unit, file);
    assert_ne!(plain.stderr, first.stderr, "dropping the overlay changes the diagnostics");
}

/// A unit whose diagnostics depend on the symbol table: `h` calls the
/// `__device__` function `f` from host code.
const CALLS: &str = "__device__ int dv;\n__global__ void k(int *p) { p[0] = 1; }\n__device__ int f(int x) { return x + 1; }\nint h() { return f(2); }\nint g() { return 3; }\n";

/// Versions of `CALLS` a user might save one after the other: body edits,
/// a signature change that lifts the error, lines above, an item added and
/// removed, and back.
fn versions() -> Vec<String> {
    let fixed = CALLS.replace("__device__ int f(", "__host__ __device__ int f(");
    vec![
        CALLS.to_string(),
        CALLS.replace("return 3;", "return 3 + 0;"),
        CALLS.replace("return f(2);", "return f(2) + f(3);"),
        fixed.clone(),
        format!("\n\n{fixed}"),
        CALLS.replace("int g()", "__device__ int e() { return dv; }\nint g()"),
        CALLS.replace("int g() { return 3; }\n", ""),
        CALLS.replace("int h()", "int h2() { return f(1); }\nint h()"),
        CALLS.to_string(),
    ]
}

/// Diagnostics, exit status and written files of a run.
fn run_and_read(run: impl FnOnce(&Request) -> Outcome, dir: &std::path::Path) -> (Outcome, String, String) {
    let host = dir.join("a.cudafe1.cpp");
    let stub = dir.join("a.cudafe1.stub.c");
    let (host_arg, stub_arg) = (host.display().to_string(), stub.display().to_string());
    let req = request(&["-o", &host_arg, "--stub-file", &stub_arg]);
    let _ = std::fs::remove_file(&host);
    let _ = std::fs::remove_file(&stub);
    let outcome = run(&req);
    let read = |p: &std::path::Path| std::fs::read_to_string(p).unwrap_or_default();
    (outcome, read(&host), read(&stub))
}

#[test]
fn kept_results_give_the_bytes_of_a_fresh_run() {
    assert_kept_equal_fresh("plain", versions());
}

/// A block the preprocessor leaves out starts a new line-marker stretch
/// behind it, and a marker into another stretch names the file: kept items
/// behind a block that comes, goes or moves must print as a fresh run does.
#[test]
fn kept_results_follow_line_marker_stretches() {
    let skipped = format!("#if 0\n{}#endif\n", "int gone;\n".repeat(10));
    // Without the error, so that the outputs are written.
    let fixed = CALLS.replace("__device__ int f(", "__host__ __device__ int f(");
    let inside = fixed.replace("int g() { return 3; }", &format!("int g() {{\n  int a = 3;\n{skipped}  return a;\n}}"));
    assert_kept_equal_fresh(
        "stretches",
        vec![
            fixed.clone(),
            inside.clone(),
            format!("{skipped}{inside}"),
            format!("\n\n{skipped}{inside}"),
            format!("\n\n{skipped}{}", inside.replace("int h()", &format!("{skipped}int h()"))),
            format!("\n\n{skipped}{}", inside.replace("return a;", "return a + 1;")),
            inside,
            fixed,
        ],
    );
}

/// Runs each version with the kept results of the ones before it, and
/// fresh: the outputs must be the same bytes.
fn assert_kept_equal_fresh(name: &str, versions: Vec<String>) {
    let dir = std::env::temp_dir().join(format!("cufe-incremental-{name}-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("scratch dir");
    let mut db = Database::unlogged();
    let file = new_source_file(&db, "a.cu".into(), String::new(), Config::default(), TableSet::builtin());
    let mut reuse = Reuse::default();
    for text in versions {
        let (kept, kept_host, kept_stub) = run_and_read(|req| run_kept(&mut db, req, text.clone(), file, Some(&mut reuse)), &dir);
        let (fresh, fresh_host, fresh_stub) = run_and_read(|req| run_source(&mut Database::one_shot(), req, text.clone()), &dir);
        assert_eq!((kept.exit, &kept.stderr), (fresh.exit, &fresh.stderr), "after saving:\n{text}");
        assert!(fresh.exit != 0 || !fresh_host.is_empty(), "a clean run writes its translation:\n{text}");
        assert_eq!((&kept_host, &kept_stub), (&fresh_host, &fresh_stub), "after saving:\n{text}");
    }
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn kept_results_ask_salsa_about_changed_items_only() {
    let dir = std::env::temp_dir().join(format!("cufe-incremental-log-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("scratch dir");
    let mut db = Database::default();
    let file = new_source_file(&db, "a.cu".into(), String::new(), Config::default(), TableSet::builtin());
    let mut reuse = Reuse::default();
    let mut run = |db: &mut Database, text: String| run_and_read(|req| run_kept(db, req, text, file, Some(&mut reuse)), &dir);
    let (first, _, _) = run(&mut db, CALLS.to_string());
    assert_eq!(first.exit, 2, "{}", first.stderr);
    db.enable_log();
    let (edited, _, _) = run(&mut db, CALLS.replace("return 3;", "return 3 + 0;"));
    let log = db.take_log();
    let mut items: Vec<&str> = Vec::new();
    for pass in PASSES {
        assert!(executed(&log, pass) <= 1, "{pass} should run for the edited item only: {log:#?}");
        items.extend(log.iter().filter(|e| e.starts_with(&format!("{pass}("))).map(|e| &e[pass.len()..]));
    }
    items.dedup();
    assert_eq!(items.len(), 1, "passes ran for more than one item: {log:#?}");
    assert_eq!((edited.exit, &edited.stderr), (first.exit, &first.stderr));
    let (moved, _, _) = run(&mut db, format!("\n\n{}", CALLS.replace("return 3;", "return 3 + 0;")));
    let log = db.take_log();
    for pass in PASSES {
        assert_eq!(executed(&log, pass), 0, "{pass} re-ran after lines were inserted above: {log:#?}");
    }
    assert!(moved.stderr.contains("a.cu(6): error"), "the error moved two lines down: {}", moved.stderr);
    let _ = std::fs::remove_dir_all(&dir);
}

/// Random line edits of a unit made of the snapshot cases: the kept results
/// and a fresh run agree after every one.
#[test]
fn kept_results_follow_random_edits() {
    let cases = crate::support::testsuite_dir().join("cases");
    let mut names: Vec<_> = std::fs::read_dir(&cases).expect("cases").filter_map(|e| e.ok().map(|e| e.path())).filter(|p| p.extension().is_some_and(|x| x == "cu")).collect();
    names.sort();
    // The cases without errors, so that the unit's outputs are written (an
    // edit may still bring errors in).
    let clean = |text: &String| run_source(&mut Database::one_shot(), &request(&[]), text.clone()).exit == 0;
    let base: String = names.iter().filter_map(|p| std::fs::read_to_string(p).ok()).filter(clean).collect::<Vec<_>>().join("\n");
    let dir = std::env::temp_dir().join(format!("cufe-incremental-random-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("scratch dir");
    let mut db = Database::unlogged();
    let file = new_source_file(&db, "a.cu".into(), String::new(), Config::default(), TableSet::builtin());
    let mut reuse = Reuse::default();
    let mut state: u64 = 0x9e37_79b9_7f4a_7c15;
    let mut next = |n: usize| {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        (state % n.max(1) as u64) as usize
    };
    let snippets = ["__device__ ", "__host__ ", "__global__ ", "x", "}", "{", ";", "int q;\n", "__device__ int f9(int a) { return a; }\n", "f9(1);", "\n"];
    let mut lines: Vec<String> = base.split('\n').map(str::to_string).collect();
    for step in 0..60 {
        let i = next(lines.len());
        match next(4) {
            0 if lines.len() > 1 => {
                lines.remove(i);
            }
            1 => lines.insert(i, lines[i].clone()),
            2 => {
                let at = (0..=next(lines[i].len() + 1).min(lines[i].len())).rev().find(|&k| lines[i].is_char_boundary(k)).unwrap_or(0);
                lines[i].insert_str(at, snippets[next(snippets.len())]);
            }
            _ => lines = base.split('\n').map(str::to_string).collect(),
        }
        let text = lines.join("\n");
        let (kept, kept_host, kept_stub) = run_and_read(|req| run_kept(&mut db, req, text.clone(), file, Some(&mut reuse)), &dir);
        let (fresh, fresh_host, fresh_stub) = run_and_read(|req| run_source(&mut Database::one_shot(), req, text.clone()), &dir);
        assert_eq!((kept.exit, &kept.stderr), (fresh.exit, &fresh.stderr), "step {step}:\n{text}");
        assert!(kept_host == fresh_host && kept_stub == fresh_stub, "outputs differ at step {step}:\n{text}");
    }
    let _ = std::fs::remove_dir_all(&dir);
}
