//! `cufe --explain <number|tag>`: what a diagnostic means, the CUDA rule
//! behind it, and an example that triggers it with its fix.
//!
//! The texts live in `tables/explain.ron` (compiled in by `cargo xtask
//! codegen`); this module finds the row a user names and lays it out. A
//! diagnostic can be named the three ways `--diag-suppress` accepts: the
//! number cudafe++ prints (`20024`, also as `#20024-D`), the internal
//! number (`3608`) or the tag (`illegal_mem_qualifiers`).

use cufe_passes::table::DiagTable;
use crate::diagctl::resolve;
use cufe_tables::explain::Explanation;
use cufe_tables::{diagnostic, explanation, DiagId, DiagnosticRow, Severity};
use std::fmt::Write;

/// The explanation text for `key`, or the one-line reason there is none.
pub fn explain(key: &str) -> Result<String, String> {
    let row = find_row(key)?;
    let Some(text) = explanation(DiagId(row.number)) else {
        let name = if row.tag.is_empty() { String::new() } else { format!(" ({})", row.tag) };
        return Err(format!(
            "diagnostic {}{name} is in cudafe++'s table but cufe never reports it, so it has no explanation",
            row.display
        ));
    };
    Ok(render(row, text))
}

/// The diagnostic table row `key` names, resolved as the diagnostic
/// controls resolve their arguments, so the two agree on every spelling.
fn find_row(key: &str) -> Result<&'static DiagnosticRow, String> {
    let trimmed = key.trim();
    let bare = trimmed.trim_start_matches('#').trim_end_matches("-D");
    let unknown = || format!("`{trimmed}` is not a diagnostic number or tag of cudafe++ 13.5");
    resolve(bare, &DiagTable::default()).ok().and_then(diagnostic).ok_or_else(unknown)
}

fn severity_word(severity: Severity) -> &'static str {
    match severity {
        Severity::Remark => "remark",
        Severity::Warning => "warning",
        Severity::Note => "note",
        _ => "error",
    }
}

/// The layout: a heading with the names the diagnostic goes by, the
/// message template (as cudafe++'s table has it, `%s` for arguments), the
/// summary and explanation, the examples indented as code, and what the
/// diagnostic controls can do with it.
fn render(row: &DiagnosticRow, text: &Explanation) -> String {
    let mut out = String::new();
    let _ = writeln!(out, "{}: {}", heading(row), severity_word(text.severity));
    let _ = writeln!(out, "message: {}\n", row.message);
    let _ = writeln!(out, "{}\n", text.summary);
    let _ = writeln!(out, "{}\n", text.explanation.trim_end());
    let command = text.flags.iter().fold(String::from("cufe"), |cmd, flag| cmd + " " + flag) + " a.cu";
    let _ = writeln!(out, "Example ({command}):\n");
    out += &indent(text.triggers);
    let _ = writeln!(out, "\nFixed:\n");
    out += &indent(text.fixed);
    if let Some(line) = controls(row, text.severity) {
        let _ = write!(out, "\n{line}\n");
    }
    out
}

/// `#20024 illegal_mem_qualifiers (internal number 3608)`: the printed
/// number, the tag, and the internal number when it differs.
fn heading(row: &DiagnosticRow) -> String {
    let mut heading = format!("#{}", row.display);
    heading += &if row.tag.is_empty() { " (untagged message fragment)".to_string() } else { format!(" {}", row.tag) };
    if row.display != u32::from(row.number) {
        heading += &format!(" (internal number {})", row.number);
    }
    heading
}

fn indent(code: &str) -> String {
    code.trim_end().lines().map(|line| if line.is_empty() { "\n".to_string() } else { format!("    {line}\n") }).collect()
}

/// What `--diag-suppress` and friends do with this diagnostic, following
/// `diagctl`: discretionary diagnostics and warnings can be changed, other
/// errors cannot. Notes and the remark go with the diagnostics they follow.
fn controls(row: &DiagnosticRow, severity: Severity) -> Option<String> {
    match severity {
        Severity::Warning | Severity::Error if row.discretionary || severity == Severity::Warning => Some(format!(
            "It can be suppressed or given another severity: --diag-suppress={0}, --diag-warn={0}, --diag-error={0}, or #pragma nv_diag_suppress {0}.",
            row.display
        )),
        Severity::Error => Some("It cannot be suppressed or turned into a warning: the code has to change.".to_string()),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn all_spellings_give_the_same_text() {
        let by_tag = explain("illegal_mem_qualifiers");
        assert!(by_tag.as_ref().is_ok_and(|t| t.starts_with("#20024 illegal_mem_qualifiers (internal number 3608): error\n")), "{by_tag:?}");
        assert!(explain("1835").is_ok_and(|t| t.starts_with("#1835 wrong_entity_for_attribute: warning\n")));
        assert!(explain("685").is_ok_and(|t| t.starts_with("#685 (untagged message fragment): note\n")));
        for key in ["20024", "3608", "#20024-D", " 20024 "] {
            assert_eq!(explain(key), by_tag, "{key}");
        }
    }

    #[test]
    fn unknown_names_are_one_line() {
        for key in ["nope", "99999", "12x", "", "-1"] {
            let message = explain(key).err().unwrap_or_default();
            assert!(message.contains("is not a diagnostic number or tag"), "{key}: {message}");
            assert!(!message.contains('\n'));
        }
        let message = explain("1").err().unwrap_or_default();
        assert_eq!(message, "diagnostic 1 (last_line_incomplete) is in cudafe++'s table but cufe never reports it, so it has no explanation");
    }
}
