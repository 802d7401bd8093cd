//! `--diag-format`: JSON lines and SARIF carry what the text says; the
//! default text format is unchanged.

use crate::support::run_raw;
use serde_json::Value;

/// One warning (20012, internal 3596) and one error (internal 3632).
const SOURCE: &str = "struct S { __host__ S() = default; };\n__global__ int k() { return 0; }\n";

const TEXT: &str = r#"t.cu(1): warning #20012-D: __host__ annotation is ignored on a non-virtual function("S") that is explicitly defaulted on its first declaration
  struct S { __attribute__((host)) S() = default; };
                            ^

Remark: The warnings can be suppressed with "-diag-suppress <warning-number>"

t.cu(2): error: a __global__ function must have a void return type
  __attribute__((global)) int k() { return 0; }
                 ^

1 error detected in the compilation of "t.cu".
"#;

const WARNING: &str = r#"__host__ annotation is ignored on a non-virtual function("S") that is explicitly defaulted on its first declaration"#;
const ERROR: &str = "a __global__ function must have a void return type";

#[test]
fn default_text_is_unchanged() {
    let out = run_raw("t.cu", SOURCE, &[]);
    assert_eq!(out.stderr, TEXT);
    assert_eq!(out.exit, 2);
    let explicit = run_raw("t.cu", SOURCE, &["--diag-format", "edg"]);
    assert_eq!(explicit.stderr, TEXT);
    assert_eq!(explicit.exit, 2);
}

#[test]
fn json_lines_carry_the_fields() {
    let out = run_raw("t.cu", SOURCE, &["--diag-format", "json"]);
    assert_eq!(out.exit, 2);
    assert!(out.stdout.is_empty());
    let lines: Vec<Value> = out.stderr.lines().map(|l| serde_json::from_str(l).expect("a JSON object per line")).collect();
    assert_eq!(lines.len(), 2, "no remark, no footer:\n{}", out.stderr);
    let w = &lines[0];
    assert_eq!(w["file"], "t.cu");
    assert_eq!(w["line"], 1);
    assert_eq!(w["column"], 27);
    assert_eq!(w["severity"], "warning");
    assert_eq!(w["number"], 20012);
    assert_eq!(w["ruleId"], "EC3596");
    assert_eq!(w["tag"], "esa_on_defaulted_function_ignored");
    assert_eq!(w["message"], WARNING);
    let e = &lines[1];
    assert_eq!(e["file"], "t.cu");
    assert_eq!(e["line"], 2);
    assert_eq!(e["column"], 16);
    assert_eq!(e["severity"], "error");
    assert_eq!(e["number"], 20048);
    assert_eq!(e["ruleId"], "EC3632");
    assert_eq!(e["tag"], "global_function_return_type");
    assert_eq!(e["message"], ERROR);
}

#[test]
fn json_numbers_match_rule_ids() {
    let out = run_raw("t.cu", SOURCE, &["--diag-format", "json"]);
    for line in out.stderr.lines() {
        let v: Value = serde_json::from_str(line).unwrap();
        let internal: u32 = v["ruleId"].as_str().unwrap().strip_prefix("EC").unwrap().parse().unwrap();
        let printed = v["number"].as_u64().unwrap() as u32;
        let expected = if internal >= 3584 { internal + 16416 } else { internal };
        assert_eq!(printed, expected, "{line}");
    }
}

#[test]
fn promoted_warnings_are_errors_in_json() {
    let out = run_raw("t.cu", SOURCE, &["--diag-format", "json", "--promote_warnings"]);
    assert_eq!(out.exit, 2);
    let first: Value = serde_json::from_str(out.stderr.lines().next().unwrap()).unwrap();
    assert_eq!(first["severity"], "error");
    assert_eq!(first["number"], 20012);
}

#[test]
fn clean_unit_prints_nothing_in_json_and_empty_sarif() {
    let src = "__global__ void k() {}\n";
    let json = run_raw("c.cu", src, &["--diag-format", "json"]);
    assert_eq!((json.stderr.as_str(), json.exit), ("", 0));
    let sarif = run_raw("c.cu", src, &["--diag-format", "sarif"]);
    assert_eq!(sarif.exit, 0);
    let doc: Value = serde_json::from_str(&sarif.stderr).unwrap();
    assert_eq!(doc["runs"][0]["results"], serde_json::json!([]));
    assert_eq!(doc["runs"][0]["tool"]["driver"]["rules"], serde_json::json!([]));
}

#[test]
fn sarif_document() {
    let out = run_raw("t.cu", SOURCE, &["--diag-format", "sarif"]);
    assert_eq!(out.exit, 2);
    let doc: Value = serde_json::from_str(&out.stderr).expect("one JSON document");
    assert_eq!(doc["version"], "2.1.0");
    assert!(doc["$schema"].as_str().unwrap().contains("sarif"));
    let run = &doc["runs"][0];
    let driver = &run["tool"]["driver"];
    assert_eq!(driver["name"], "cufe");
    assert_eq!(driver["version"], env!("CARGO_PKG_VERSION"));
    let rules = driver["rules"].as_array().unwrap();
    let ids: Vec<&str> = rules.iter().map(|r| r["id"].as_str().unwrap()).collect();
    assert_eq!(ids, ["EC3596", "EC3632"]);
    assert_eq!(rules[1]["shortDescription"]["text"], "a %s function must have a void return type");
    let results = run["results"].as_array().unwrap();
    assert_eq!(results.len(), 2);
    let expect = [("EC3596", "warning", WARNING, 1, 27), ("EC3632", "error", ERROR, 2, 16)];
    for (r, (rule, level, text, line, col)) in results.iter().zip(expect) {
        assert_eq!(r["ruleId"], rule);
        assert_eq!(r["level"], level);
        assert_eq!(r["message"]["text"], text);
        let loc = &r["locations"][0]["physicalLocation"];
        assert_eq!(loc["artifactLocation"]["uri"], "t.cu");
        assert_eq!(loc["region"]["startLine"], line);
        assert_eq!(loc["region"]["startColumn"], col);
        let index = r["ruleIndex"].as_u64().unwrap() as usize;
        assert_eq!(rules[index]["id"], rule);
    }
}

#[test]
fn remarks_are_sarif_notes() {
    let out = run_raw("t.cu", SOURCE, &["--diag-format", "sarif", "--diag-remark=20012", "--remarks"]);
    let doc: Value = serde_json::from_str(&out.stderr).unwrap();
    let results = doc["runs"][0]["results"].as_array().unwrap();
    assert_eq!(results[0]["ruleId"], "EC3596");
    assert_eq!(results[0]["level"], "note");
    let json = run_raw("t.cu", SOURCE, &["--diag-format", "json", "--diag-remark=20012", "--remarks"]);
    let first: Value = serde_json::from_str(json.stderr.lines().next().unwrap()).unwrap();
    assert_eq!(first["severity"], "remark");
}

#[test]
fn bad_format_is_rejected() {
    assert!(cufe::cli::parse(&["--diag-format".into(), "xml".into(), "t.cu".into()]).is_err());
}
