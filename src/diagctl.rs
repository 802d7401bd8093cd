//! Diagnostic controls: `--diag_suppress` / `--diag_warning` /
//! `--diag_error` / `--diag_remark` (nvcc's `--diag-suppress` etc.), `-w`,
//! `--promote_warnings` (`-Werror all-warnings`), and the
//! `#pragma nv_diag_*` directives that change them from a point of the
//! source on.
//!
//! A control names a diagnostic by its printed number (20000 and up), its
//! internal number, or its tag. Only discretionary diagnostics (and
//! warnings and remarks) can change severity; for the others a control is
//! silently ignored, as in cudafe++.

use cufe_passes::table::DiagTable;
use cufe_tables::{DiagId, Severity};
use std::collections::HashMap;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Control {
    Suppress,
    /// Print only the first occurrence.
    Once,
    Remark,
    Warning,
    Error,
    /// Back to the table's severity.
    Default,
}

/// A control option's argument that names no diagnostic.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum BadControl {
    Number(String),
    Tag(String),
}

impl BadControl {
    /// cudafe++'s command-line error text.
    pub fn message(&self) -> String {
        match self {
            BadControl::Number(n) => format!("invalid error number in diagnostic control option: {n}"),
            BadControl::Tag(t) => format!("invalid error tag in diagnostic control option: {t}"),
        }
    }
}

/// Resolves `20012`, `3596` or `esa_on_defaulted_function_ignored` in the
/// run's diagnostic table (an overlay's diagnostics included).
pub fn resolve(spec: &str, table: &DiagTable) -> Result<DiagId, BadControl> {
    let spec = spec.trim();
    if spec.chars().next().is_some_and(|c| c.is_ascii_digit()) {
        let n: u32 = spec.parse().map_err(|_| BadControl::Number(spec.to_string()))?;
        let internal = if n > 19999 { n - 16416 } else { n };
        let id = u16::try_from(internal).map(DiagId).map_err(|_| BadControl::Number(spec.to_string()))?;
        if !(1..=4012).contains(&internal) && table.row(id).is_none() {
            return Err(BadControl::Number(spec.to_string()));
        }
        return Ok(id);
    }
    table.id(spec).ok_or_else(|| BadControl::Tag(spec.to_string()))
}

/// The state of the controls at one point of the translation unit.
#[derive(Debug, Clone, Default)]
pub struct Controls {
    overrides: HashMap<DiagId, Control>,
    /// `#pragma nv_diagnostic push` saves the overrides, `pop` restores them.
    stack: Vec<HashMap<DiagId, Control>>,
    /// Diagnostics under `Once` that were already printed.
    printed_once: std::collections::HashSet<DiagId>,
    pub no_warnings: bool,
    pub promote_warnings: bool,
    pub show_remarks: bool,
}

/// How one diagnostic prints after the controls.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Effective {
    pub severity: Severity,
    /// Print `#N-D` (warnings and remarks, and promoted warnings).
    pub numbered: bool,
}

impl Controls {
    pub fn set(&mut self, id: DiagId, control: Control) {
        if control == Control::Default {
            self.overrides.remove(&id);
        } else {
            self.overrides.insert(id, control);
        }
    }

    /// Applies a `#pragma` line; returns false when it is not an
    /// `nv_diag_*` pragma or names no known diagnostic (ignored then).
    pub fn pragma(&mut self, line: &str, table: &DiagTable) -> bool {
        let rest = line.trim_start_matches(['#', ' ', '\t']);
        let Some(rest) = rest.strip_prefix("pragma") else { return false };
        let mut words = rest.split(|c: char| c.is_whitespace() || c == ',').filter(|w| !w.is_empty());
        let Some(directive) = words.next() else { return false };
        if directive == "nv_diagnostic" {
            match words.next() {
                Some("push") => self.stack.push(self.overrides.clone()),
                Some("pop") => {
                    if let Some(saved) = self.stack.pop() {
                        self.overrides = saved;
                    }
                }
                _ => return false,
            }
            return true;
        }
        let control = match directive.trim_start_matches("nv_").trim_start_matches("diag_") {
            "suppress" => Control::Suppress,
            "once" => Control::Once,
            "remark" => Control::Remark,
            "warning" => Control::Warning,
            "error" => Control::Error,
            "default" => Control::Default,
            _ => return false,
        };
        if !directive.starts_with("nv_diag_") && !directive.starts_with("diag_") {
            return false;
        }
        for w in words {
            if let Ok(id) = resolve(w, table) {
                self.set(id, control);
            }
        }
        true
    }

    /// The words of an `nv_diag_*` pragma that name no diagnostic, by byte
    /// offset in `line`, with the warning cudafe++ gives each as it
    /// ignores it: "invalid error number" (#1222) or "invalid error tag"
    /// (#1223).
    pub fn pragma_invalid_tags(line: &str, table: &DiagTable) -> Vec<(usize, DiagId)> {
        let mut words = line.char_indices().filter(|&(i, c)| !(c.is_whitespace() || c == ',') && line[..i].chars().next_back().is_none_or(|p| p.is_whitespace() || p == ',')).map(|(i, _)| {
            let end = line[i..].find(|c: char| c.is_whitespace() || c == ',').map_or(line.len(), |n| i + n);
            (i, &line[i..end])
        });
        let directive = match (words.next(), words.next()) {
            (Some((_, "#pragma")), Some((_, d))) => d,
            (Some((_, "#")), Some((_, "pragma"))) => words.next().map_or("", |(_, d)| d),
            _ => return Vec::new(),
        };
        let known = ["suppress", "once", "remark", "warning", "error", "default"];
        if !directive.strip_prefix("nv_diag_").is_some_and(|c| known.contains(&c)) {
            return Vec::new();
        }
        words
            .filter_map(|(i, w)| match resolve(w, table) {
                Ok(_) => None,
                Err(BadControl::Number(_)) => Some((i, cufe_tables::tag::INVALID_ERROR_NUMBER)),
                Err(_) => Some((i, cufe_tables::tag::INVALID_ERROR_TAG)),
            })
            .collect()
    }

    /// The severity a diagnostic prints with, or `None` when it is hidden.
    /// Records the printing of `Once` diagnostics, hence `&mut`.
    pub fn effective(&mut self, id: DiagId, default: Severity, table: &DiagTable) -> Option<Effective> {
        let row = table.row(id);
        let adjustable = row.is_some_and(|r| r.discretionary) || matches!(default, Severity::Warning | Severity::Remark);
        let mut severity = default;
        if adjustable {
            match self.overrides.get(&id) {
                Some(Control::Suppress) => return None,
                Some(Control::Once) => {
                    if !self.printed_once.insert(id) {
                        return None;
                    }
                }
                Some(Control::Remark) => severity = Severity::Remark,
                Some(Control::Warning) => severity = Severity::Warning,
                Some(Control::Error) => severity = Severity::Error,
                Some(Control::Default) | None => {}
            }
        }
        match severity {
            Severity::Remark if !self.show_remarks => None,
            Severity::Warning if self.no_warnings => None,
            Severity::Remark | Severity::Warning | Severity::Note => Some(Effective { severity, numbered: true }),
            _ => Some(Effective { severity, numbered: false }),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use cufe_tables::tag;

    #[test]
    fn controls_resolve_all_spellings() {
        let table = DiagTable::default();
        assert_eq!(resolve("20012", &table), Ok(tag::ESA_ON_DEFAULTED_FUNCTION_IGNORED));
        assert_eq!(resolve("3596", &table), Ok(tag::ESA_ON_DEFAULTED_FUNCTION_IGNORED));
        assert_eq!(resolve("esa_on_defaulted_function_ignored", &table), Ok(tag::ESA_ON_DEFAULTED_FUNCTION_IGNORED));
        assert_eq!(resolve("99999", &table), Err(BadControl::Number("99999".into())));
        assert_eq!(resolve("no_such_tag", &table), Err(BadControl::Tag("no_such_tag".into())));
    }

    #[test]
    fn non_discretionary_errors_ignore_controls() {
        let table = DiagTable::default();
        let mut c = Controls::default();
        c.set(tag::ILLEGAL_MEM_QUALIFIERS, Control::Suppress);
        assert_eq!(c.effective(tag::ILLEGAL_MEM_QUALIFIERS, Severity::Error, &table), Some(Effective { severity: Severity::Error, numbered: false }));
        c.set(tag::GLOBAL_FUNCTION_RETURN_TYPE, Control::Warning);
        assert_eq!(c.effective(tag::GLOBAL_FUNCTION_RETURN_TYPE, Severity::Error, &table), Some(Effective { severity: Severity::Warning, numbered: true }));
    }

    #[test]
    fn pragmas_apply_from_their_point_on() {
        let table = DiagTable::default();
        let mut c = Controls::default();
        assert!(c.pragma("#pragma nv_diagnostic push", &table));
        assert!(c.pragma("#pragma nv_diag_suppress 20091", &table));
        assert_eq!(c.effective(tag::DEVICE_VAR_READ_IN_HOST, Severity::Warning, &table), None);
        assert!(c.pragma("#pragma nv_diagnostic pop", &table));
        assert!(c.effective(tag::DEVICE_VAR_READ_IN_HOST, Severity::Warning, &table).is_some());
        assert!(!c.pragma("#pragma nv_diag_push", &table), "not a 13.5 pragma");
        assert!(c.pragma("#pragma nv_diag_suppress 20091", &table));
        assert!(c.pragma("#pragma nv_diag_default 20091", &table));
        assert!(c.effective(tag::DEVICE_VAR_READ_IN_HOST, Severity::Warning, &table).is_some());
        assert!(!c.pragma("#pragma once", &table));
    }
}
