//! Incrementality: salsa reuses per-item results. An edit inside one
//! function body re-runs that item's passes only; lines inserted above an
//! item re-run none of its passes.

use cufe::db::Database;
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
