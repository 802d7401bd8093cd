//! Explanations of the diagnostics cufe emits, for `cufe --explain`: the
//! row type of `tables/explain.ron`, its parsing, and its checks against the
//! diagnostic table.
//!
//! An explanation names its diagnostic by tag (or, for the untagged message
//! rows cufe prints as context lines, by internal number). `cargo xtask
//! codegen` resolves that name to the internal number and compiles the rows
//! into `generated/explain.rs`, sorted by number, so a lookup is a binary
//! search and a build parses no RON. The examples in each row are run by the
//! test suite: the trigger must produce the diagnostic, the fix must not.

use std::collections::HashMap;

use serde::Deserialize;

use crate::load::row_starts;
use crate::schema::{DiagnosticRow, Severity};
use crate::validate::{Position, TableError};

/// One explanation as compiled into cufe (`generated/explain.rs`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Explanation {
    /// Internal number of the diagnostic explained.
    pub number: u16,
    /// The severity cufe reports the diagnostic with in the trigger example
    /// (rows whose table severity is `Unknown` or context-dependent get the
    /// one a user sees).
    pub severity: Severity,
    /// One line: what the diagnostic means.
    pub summary: &'static str,
    /// One line: the fix, for the `help:` line of `--diag-format human`;
    /// empty where no one fix is clear.
    pub hint: &'static str,
    /// Paragraphs: the rule behind it and how to fix the code.
    pub explanation: &'static str,
    /// cufe flags both examples are checked with (`--extended-lambda`).
    pub flags: &'static [&'static str],
    /// A translation unit that produces the diagnostic.
    pub triggers: &'static str,
    /// The same unit, fixed: no error, and not this diagnostic.
    pub fixed: &'static str,
}

/// One row of `tables/explain.ron`.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ExplainSource {
    /// The diagnostic's tag; empty for an untagged row named by `number`.
    #[serde(default)]
    pub tag: String,
    /// Internal number, for untagged rows only; written as a plain number.
    #[serde(default, deserialize_with = "plain_number")]
    pub number: Option<u16>,
    pub severity: Severity,
    pub summary: String,
    #[serde(default)]
    pub hint: String,
    pub explanation: String,
    #[serde(default)]
    pub flags: Vec<String>,
    pub triggers: String,
    pub fixed: String,
}

/// `number: 685` rather than RON's `number: Some(685)`.
fn plain_number<'de, D: serde::Deserializer<'de>>(deserializer: D) -> Result<Option<u16>, D::Error> {
    u16::deserialize(deserializer).map(Some)
}

/// A row of `tables/explain.ron` with its diagnostic resolved.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ResolvedExplanation {
    pub number: u16,
    pub source: ExplainSource,
}

/// Parses `tables/explain.ron` and checks it against the diagnostic table:
/// every row names exactly one existing diagnostic, no diagnostic is
/// explained twice, and no text is empty. Errors are located as
/// `FILE:LINE:COL`. The rows come back sorted by number.
pub fn load_explanations(
    file: &str,
    text: &str,
    diagnostics: &[DiagnosticRow],
) -> Result<Vec<ResolvedExplanation>, Vec<TableError>> {
    let rows: Vec<ExplainSource> = ron::from_str(text).map_err(|error| {
        vec![TableError {
            file: file.to_owned(),
            position: Some(Position {
                line: error.span.start.line,
                col: error.span.start.col,
            }),
            row: None,
            rule: None,
            related: None,
            message: error.code.to_string(),
        }]
    })?;
    let starts = row_starts(text);
    let error_at = |index: usize, message: String| TableError {
        file: file.to_owned(),
        position: starts.get(index).map(|&offset| Position::of_offset(text, offset)),
        row: None,
        rule: None,
        related: None,
        message,
    };
    let mut errors = Vec::new();
    let mut resolved = Vec::with_capacity(rows.len());
    let mut seen: HashMap<u16, usize> = HashMap::new();
    for (index, row) in rows.into_iter().enumerate() {
        errors.extend(row_problems(&row).into_iter().map(|m| error_at(index, m)));
        let number = match resolve(&row, diagnostics) {
            Ok(number) => number,
            Err(message) => {
                errors.push(error_at(index, message));
                continue;
            }
        };
        if let Some(&first) = seen.get(&number) {
            let at = starts.get(first).map(|&offset| Position::of_offset(text, offset));
            let place = at.map_or_else(String::new, |p| format!(" (first at {file}:{}:{})", p.line, p.col));
            errors.push(error_at(index, format!("diagnostic {number} is explained twice{place}")));
            continue;
        }
        seen.insert(number, index);
        resolved.push(ResolvedExplanation { number, source: row });
    }
    if !errors.is_empty() {
        return Err(errors);
    }
    resolved.sort_by_key(|row| row.number);
    Ok(resolved)
}

/// The internal number a row explains.
fn resolve(row: &ExplainSource, diagnostics: &[DiagnosticRow]) -> Result<u16, String> {
    match (row.tag.as_str(), row.number) {
        ("", None) => Err("an explanation needs a `tag` (or a `number` for an untagged row)".to_owned()),
        ("", Some(number)) => match diagnostics.iter().find(|d| d.number == number) {
            Some(d) if d.tag.is_empty() => Ok(number),
            Some(d) => Err(format!("diagnostic {number} has the tag `{}`: name it by tag", d.tag)),
            None => Err(format!("no diagnostic numbered {number}")),
        },
        (tag, None) => diagnostics
            .iter()
            .find(|d| d.tag == tag)
            .map(|d| d.number)
            .ok_or_else(|| format!("unknown diagnostic tag `{tag}`")),
        (tag, Some(_)) => Err(format!("`{tag}`: give a tag or a number, not both")),
    }
}

/// What is wrong with a row's texts, whatever it explains.
fn row_problems(row: &ExplainSource) -> Vec<String> {
    let name = if row.tag.is_empty() { row.number.map_or_else(String::new, |n| n.to_string()) } else { row.tag.clone() };
    let mut problems = Vec::new();
    for (field, value) in [
        ("summary", &row.summary),
        ("explanation", &row.explanation),
        ("triggers", &row.triggers),
        ("fixed", &row.fixed),
    ] {
        if value.trim().is_empty() {
            problems.push(format!("`{name}`: `{field}` is empty"));
        }
    }
    for (field, value) in [("summary", &row.summary), ("hint", &row.hint)] {
        if value.contains('\n') {
            problems.push(format!("`{name}`: `{field}` is one line"));
        }
    }
    if let Some(flag) = row.flags.iter().find(|f| !f.starts_with('-')) {
        problems.push(format!("`{name}`: flag `{flag}` does not start with `-`"));
    }
    problems
}

/// The explanation of diagnostic `id`, if cufe has one.
#[cfg(feature = "generated")]
pub fn explanation(id: crate::schema::DiagId) -> Option<&'static Explanation> {
    use crate::generated::explain::EXPLANATIONS;
    EXPLANATIONS
        .binary_search_by_key(&id.0, |row| row.number)
        .ok()
        .map(|index| &EXPLANATIONS[index])
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::borrow::Cow;

    fn diag(number: u16, tag: &'static str) -> DiagnosticRow {
        DiagnosticRow {
            number,
            display: DiagnosticRow::display_number(number),
            tag: Cow::Borrowed(tag),
            severity: Severity::Error,
            discretionary: false,
            message: Cow::Borrowed("m"),
        }
    }

    fn load(text: &str) -> Result<Vec<ResolvedExplanation>, String> {
        let diagnostics = [diag(685, ""), diag(3608, "illegal_mem_qualifiers")];
        load_explanations("explain.ron", text, &diagnostics)
            .map_err(|errors| errors.iter().map(|e| format!("{e}\n")).collect())
    }

    const ROW: &str = "severity: Error, summary: \"s\", explanation: \"e\", triggers: r#\"t\"#, fixed: \"f\"";

    #[test]
    fn rows_resolve_by_tag_or_number_and_sort() {
        let text = format!("[\n    (tag: \"illegal_mem_qualifiers\", {ROW}),\n    (number: 685, {ROW}),\n]\n");
        let rows = load(&text).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(rows.iter().map(|r| r.number).collect::<Vec<_>>(), [685, 3608]);
    }

    #[test]
    fn bad_rows_are_located() {
        let text = format!(
            "[\n    (tag: \"nope\", {ROW}),\n    (number: 3608, {ROW}),\n    (tag: \"illegal_mem_qualifiers\", {ROW}),\n    (tag: \"illegal_mem_qualifiers\", {ROW}),\n]\n"
        );
        let errors = load(&text).err().unwrap_or_default();
        assert!(errors.contains("explain.ron:2:5: unknown diagnostic tag `nope`"), "{errors}");
        assert!(errors.contains("explain.ron:3:5: diagnostic 3608 has the tag `illegal_mem_qualifiers`"), "{errors}");
        assert!(errors.contains("explain.ron:5:5: diagnostic 3608 is explained twice (first at explain.ron:4:5)"), "{errors}");
        let errors = load("[(tag: \"illegal_mem_qualifiers\", severity: Error)]").err().unwrap_or_default();
        assert!(errors.starts_with("explain.ron:1:"), "{errors}");
    }

    #[test]
    fn empty_texts_and_bad_flags_are_rejected() {
        let text = "[(tag: \"illegal_mem_qualifiers\", severity: Error, summary: \"a\nb\", explanation: \" \", \
                    flags: [\"x\"], triggers: \"t\", fixed: \"f\")]";
        let errors = load(text).err().unwrap_or_default();
        assert!(errors.contains("`explanation` is empty"), "{errors}");
        assert!(errors.contains("`summary` is one line"), "{errors}");
        assert!(errors.contains("flag `x` does not start with `-`"), "{errors}");
    }
}
