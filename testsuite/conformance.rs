//! The oracle-recorded cases: cufe's stderr and exit status must equal what
//! cudafe++ 13.5 printed (`.cudafe.diag`, trailing blanks ignored, the module
//! id masked as the recorder masks it), except for
//! the cases listed in `conformance/known-gaps` with a reason. A listed case
//! that starts passing fails the test too, so the list can only shrink.

use crate::support::{cu_files, run_case, testsuite_dir};
use std::collections::BTreeMap;

fn normalize(text: &str) -> String {
    text.lines().map(str::trim_end).collect::<Vec<_>>().join("\n").trim_end().to_string()
}

fn known_gaps() -> BTreeMap<String, String> {
    let text = std::fs::read_to_string(testsuite_dir().join("conformance/known-gaps")).unwrap_or_default();
    text.lines()
        .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
        .map(|l| match l.split_once(char::is_whitespace) {
            Some((case, reason)) => (case.to_string(), reason.trim().to_string()),
            None => (l.to_string(), String::new()),
        })
        .collect()
}

#[test]
fn conformance() {
    let root = testsuite_dir().join("conformance");
    let gaps = known_gaps();
    let mut unexpected = Vec::new();
    let mut fixed = Vec::new();
    let mut passed = 0;
    let files = cu_files(&root);
    for path in &files {
        let expected_path = path.with_extension("cudafe.diag");
        let Ok(expected) = std::fs::read_to_string(&expected_path) else { continue };
        let name = path.file_name().and_then(|n| n.to_str()).expect("utf-8 name");
        let area = path.parent().and_then(|p| p.file_name()).and_then(|n| n.to_str()).expect("area dir");
        let case = format!("{area}/{}", name.trim_end_matches(".cu"));
        let source = std::fs::read_to_string(path).expect("case is readable");
        let o = run_case(name, &source, &[]);
        // (A message may name a function of internal linkage by its mangled
        // name, which holds the module id.)
        let stem = name.trim_end_matches(".cu");
        let actual = format!("{}exit: {}", crate::lowering::normalize_ids(&o.stderr, stem), o.exit);
        let ok = normalize(&actual) == normalize(&expected);
        match (ok, gaps.contains_key(&case)) {
            (true, false) => passed += 1,
            (true, true) => fixed.push(case),
            (false, true) => {}
            (false, false) => unexpected.push(format!("{case}\n--- expected\n{expected}\n--- actual\n{actual}\n")),
        }
    }
    eprintln!("conformance: {passed} of {} cases match, {} known gaps", files.len(), gaps.len());
    assert!(unexpected.is_empty(), "{} cases differ from cudafe++:\n{}", unexpected.len(), unexpected.join("\n"));
    assert!(fixed.is_empty(), "these cases now pass; remove them from conformance/known-gaps: {fixed:?}");
}
