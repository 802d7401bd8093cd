//! Incrementality: salsa reuses per-item results. An edit inside one
//! function body re-runs that item's passes only; lines inserted above an
//! item re-run none of its passes.

use cufe::cli::{parse, Parsed};
use cufe::db::Database;
use cufe::driver::{run_with_file, Request};
use cufe_passes::db::{file_items, validate, validate_tu};
use cufe_passes::table::TableSet;
use cufe_passes::{Config, SourceFile};
use salsa::Setter;

const UNIT: &str = "__device__ int dv;\n__global__ void k(int *p) { p[0] = 1; }\n__device__ int f(int x) { return x + 1; }\nint h() { return 2; }\n";

fn run_all(db: &Database, file: SourceFile) {
    for &item in file_items(db, file) {
        let _ = validate(db, item);
        let _ = validate_tu(db, item);
    }
}

/// Executions of per-item passes, by pass name.
fn executed(log: &[String], pass: &str) -> usize {
    log.iter().filter(|e| e.starts_with(&format!("{pass}("))).count()
}

#[test]
fn body_edit_reruns_one_item() {
    let mut db = Database::default();
    let file = SourceFile::new(&db, "a.cu".into(), UNIT.to_string(), Config::default(), TableSet::builtin());
    run_all(&db, file);
    db.enable_log();
    file.set_text(&mut db).to(UNIT.replace("x + 1", "x * (1 + y)"));
    run_all(&db, file);
    let log = db.take_log();
    // Passes whose input did not change are not run at all (salsa backdates
    // an equal result), so each pass runs at most once, and all of them for
    // the same item.
    let mut items: Vec<&str> = Vec::new();
    for pass in ["scan", "lookup", "apply", "validate", "signature"] {
        assert!(executed(&log, pass) <= 1, "{pass} should run for the edited item only: {log:#?}");
        items.extend(log.iter().filter(|e| e.starts_with(&format!("{pass}("))).map(|e| &e[pass.len()..]));
    }
    assert_eq!(executed(&log, "scan"), 1, "{log:#?}");
    items.dedup();
    assert_eq!(items.len(), 1, "passes ran for more than one item: {log:#?}");
    assert_eq!(executed(&log, "symbol_table"), 0, "signatures unchanged, the table is reused: {log:#?}");
    assert_eq!(executed(&log, "validate_tu"), 1, "{log:#?}");
}

#[test]
fn lines_inserted_above_rerun_nothing() {
    let mut db = Database::default();
    let file = SourceFile::new(&db, "a.cu".into(), UNIT.to_string(), Config::default(), TableSet::builtin());
    run_all(&db, file);
    db.enable_log();
    file.set_text(&mut db).to(format!("\n\n\n{UNIT}"));
    run_all(&db, file);
    let log = db.take_log();
    for pass in ["scan", "lookup", "apply", "validate", "signature", "validate_tu"] {
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
