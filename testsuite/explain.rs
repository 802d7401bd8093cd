//! `cufe --explain`: every diagnostic the code can emit has an explanation,
//! and the examples of each explanation are true — the trigger produces the
//! diagnostic, with the severity the explanation names, and the fix produces
//! no error and not that diagnostic.

use crate::support::run_raw;
use cufe_tables::explain::Explanation;
use cufe_tables::{diagnostic, diagnostic_by_tag, explanation, DiagId, DiagnosticRow, Severity, ATTRIBUTES, EXPLANATIONS};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

/// The non-test Rust sources of the crates that emit diagnostics.
fn emitting_sources() -> Vec<(PathBuf, String)> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut files = Vec::new();
    let mut stack = vec![root.join("passes/src"), root.join("src")];
    while let Some(dir) = stack.pop() {
        let Ok(entries) = std::fs::read_dir(&dir) else { continue };
        for path in entries.flatten().map(|e| e.path()) {
            if path.is_dir() {
                stack.push(path);
            } else if path.extension().is_some_and(|x| x == "rs") {
                let text = std::fs::read_to_string(&path).unwrap_or_default();
                // Unit tests name diagnostics to check them, not to emit them.
                let code = text.split("#[cfg(test)]\nmod tests").next().unwrap_or("").to_string();
                files.push((path, code));
            }
        }
    }
    files.sort();
    files
}

/// The identifier-like word at the start of `s`.
fn word(s: &str) -> &str {
    let end = s.find(|c: char| !(c.is_ascii_alphanumeric() || c == '_')).unwrap_or(s.len());
    &s[..end]
}

/// Every diagnostic the code can emit, with where it was found: the
/// `tag::NAME` constants and the `DiagId(<literal>)` numbers (untagged
/// context lines) in the sources, and the diagnostics the attribute table's
/// rules name (read from the rules' serialized form, so a new kind of rule
/// is covered without changing this test).
fn emitted_diagnostics() -> BTreeMap<u16, String> {
    let mut found = BTreeMap::new();
    for (path, code) in emitting_sources() {
        let file = path.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
        for (at, _) in code.match_indices("tag::") {
            let name = word(&code[at + 5..]);
            if name.is_empty() || !name.starts_with(|c: char| c.is_ascii_uppercase()) {
                continue;
            }
            let row = diagnostic_by_tag(&name.to_ascii_lowercase()).unwrap_or_else(|| panic!("{file}: tag::{name} names no diagnostic"));
            found.entry(row.number).or_insert_with(|| format!("{file}: tag::{name}"));
        }
        for (at, _) in code.match_indices("DiagId(") {
            let literal = word(&code[at + 7..]);
            if let Ok(number) = literal.parse::<u16>() {
                found.entry(number).or_insert_with(|| format!("{file}: DiagId({number})"));
            }
        }
    }
    for row in ATTRIBUTES.iter() {
        for rule in row.rules.iter() {
            let value = serde_json::to_value(rule).unwrap_or_default();
            for tag in diag_fields(&value) {
                let number = diagnostic_by_tag(&tag).map_or_else(|| panic!("rule of `{}` names unknown `{tag}`", row.name), |r| r.number);
                found.entry(number).or_insert_with(|| format!("attributes.ron: rule of `{}`", row.name));
            }
        }
    }
    found
}

/// The string values of the `diag` fields anywhere in a serialized rule.
fn diag_fields(value: &serde_json::Value) -> Vec<String> {
    match value {
        serde_json::Value::Object(map) => map
            .iter()
            .flat_map(|(key, v)| match (key.as_str(), v) {
                ("diag", serde_json::Value::String(tag)) => vec![tag.clone()],
                _ => diag_fields(v),
            })
            .collect(),
        serde_json::Value::Array(items) => items.iter().flat_map(diag_fields).collect(),
        _ => Vec::new(),
    }
}

#[test]
fn every_emitted_diagnostic_is_explained() {
    let emitted = emitted_diagnostics();
    // A sanity check on the scan itself: it must see the main families.
    assert!(emitted.len() > 50, "the source scan found only {} diagnostics", emitted.len());
    let missing: Vec<String> = emitted
        .iter()
        .filter(|(&number, _)| explanation(DiagId(number)).is_none())
        .map(|(number, place)| {
            let tag = diagnostic(DiagId(*number)).map_or("?", |r| r.tag.as_ref());
            format!("{number} {tag} ({place})")
        })
        .collect();
    assert!(missing.is_empty(), "add these to tables/explain.ron and run `cargo xtask codegen`:\n{}", missing.join("\n"));
    let stale: Vec<u16> = EXPLANATIONS.iter().map(|e| e.number).filter(|n| !emitted.contains_key(n)).collect();
    assert!(stale.is_empty(), "tables/explain.ron explains diagnostics the code never emits: {stale:?}");
}

/// What one run reported: (printed number, severity word) of each
/// diagnostic, the text rendering, and the exit status.
struct Run {
    reported: Vec<(u64, String)>,
    text: String,
    exit: u8,
}

fn run(e: &Explanation, source: &str) -> Run {
    let mut json_args: Vec<&str> = e.flags.to_vec();
    json_args.extend(["--diag-format", "json"]);
    let json = run_raw("a.cu", source, &json_args);
    let reported = json
        .stderr
        .lines()
        .filter_map(|line| serde_json::from_str::<serde_json::Value>(line).ok())
        .map(|d| (d["number"].as_u64().unwrap_or(0), d["severity"].as_str().unwrap_or("").to_string()))
        .collect();
    let text = run_raw("a.cu", source, e.flags);
    assert_eq!(text.exit, json.exit);
    Run { reported, text: text.stderr, exit: text.exit }
}

fn severity_word(severity: Severity) -> &'static str {
    match severity {
        Severity::Remark => "remark",
        Severity::Warning => "warning",
        Severity::Note => "note",
        _ => "error",
    }
}

/// The fixed words a message starts with.
fn literal_prefix(row: &DiagnosticRow) -> &str {
    row.message.split('%').next().unwrap_or("")
}

#[test]
fn explanation_examples_trigger_and_fix_their_diagnostic() {
    let mut failures = Vec::new();
    for e in EXPLANATIONS {
        let Some(row) = diagnostic(DiagId(e.number)) else {
            failures.push(format!("{}: no such diagnostic", e.number));
            continue;
        };
        let name = format!("#{} {}", row.display, row.tag);
        let wanted = (u64::from(row.display), severity_word(e.severity).to_string());
        // Notes printed as context lines and the suppression remark are not
        // in the JSON output; they are looked for in the text.
        let prefix = Some(literal_prefix(row)).filter(|p| !p.is_empty() && matches!(e.severity, Severity::Note | Severity::Remark));
        let shows = |r: &Run| r.reported.iter().any(|(n, _)| *n == wanted.0) || prefix.is_some_and(|p| r.text.contains(p));

        let trigger = run(e, e.triggers);
        if !shows(&trigger) {
            failures.push(format!("{name}: the trigger example does not produce it:\n{}", trigger.text));
        } else if trigger.reported.iter().any(|(n, _)| *n == wanted.0) && !trigger.reported.contains(&wanted) {
            failures.push(format!("{name}: the trigger example reports it, but not as {}:\n{}", wanted.1, trigger.text));
        }
        let fixed = run(e, e.fixed);
        if fixed.exit != 0 || shows(&fixed) {
            failures.push(format!("{name}: the fixed example still fails or reports it (exit {}):\n{}", fixed.exit, fixed.text));
        }
    }
    assert!(failures.is_empty(), "{} explanation examples are wrong:\n\n{}", failures.len(), failures.join("\n"));
}

#[test]
fn explain_prints_the_examples_it_was_checked_with() {
    for e in EXPLANATIONS.iter().take(3) {
        let text = cufe::explain::explain(&e.number.to_string()).unwrap_or_else(|m| panic!("{m}"));
        assert!(text.contains(&format!("    {}", e.triggers.lines().next().unwrap_or(""))), "{text}");
        assert!(text.contains(e.summary), "{text}");
    }
}
