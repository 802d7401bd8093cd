//! Rendering diagnostics the way cudafe++ prints them.
//!
//! `file(line): severity[ #N-D]: message`, the preprocessed source line
//! indented by two spaces, a caret under the column, a blank line; the
//! once-per-run suppression remark after the first warning; the error
//! footer. Line numbers are presumed lines: the text's `# N "file"` markers
//! say which file and line a physical line of the preprocessed text is.
//!
//! The other formats: `--diag-format json` and `sarif` here, `human`
//! (rustc-style, the user's own source lines) in `human` and `origin`.

use crate::diagctl::Effective;
use cufe_passes::diag::Diag;
use cufe_passes::table::DiagTable;
use cufe_tables::{tag, DiagId, DiagnosticRow, Severity};
use std::fmt::Write;

pub mod human;
pub mod lines;
pub mod origin;

pub use lines::{LineIndex, LineMap};

pub use origin::Originals;

/// A diagnostic ready to print: absolute position and effective severity
/// resolved.
pub struct Located {
    pub diag: Diag,
    /// Absolute byte offset in the preprocessed text.
    pub offset: Option<u32>,
    pub effective: Effective,
    /// Other places the diagnostic is about, labelled (`--diag-format
    /// human` shows them; cudafe++'s text has them in the message, if at
    /// all).
    pub related: Vec<Label>,
}

/// A labelled position: absolute byte offset in the preprocessed text.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Label {
    pub offset: u32,
    pub text: String,
}

pub struct Options {
    pub display_numbers: bool,
    pub brief: bool,
    /// `--promote_warnings`: warnings print as `error #N-D` and count as errors.
    pub promote_warnings: bool,
    /// ANSI colors (`--diag-format human` only).
    pub color: bool,
}

impl Default for Options {
    fn default() -> Self {
        Options { display_numbers: true, brief: false, promote_warnings: false, color: false }
    }
}

#[derive(Default)]
pub struct Counts {
    pub errors: usize,
    pub warnings: usize,
}

impl Counts {
    /// Counts one printed diagnostic; a promoted warning is also an error.
    fn add(&mut self, sev: Severity, promoted: bool) {
        match sev {
            Severity::Error | Severity::Unknown | Severity::CatastrophicError | Severity::InternalError | Severity::CommandLineError => self.errors += 1,
            Severity::Warning => {
                self.warnings += 1;
                if promoted {
                    self.errors += 1;
                }
            }
            _ => {}
        }
    }
}

fn severity_word(sev: Severity) -> &'static str {
    match sev {
        Severity::Remark => "remark",
        Severity::Warning => "warning",
        Severity::Error | Severity::Unknown => "error",
        Severity::CatastrophicError => "catastrophic error",
        Severity::CommandLineWarning => "command-line warning",
        Severity::CommandLineError => "command-line error",
        Severity::InternalError => "internal error",
        Severity::Note => "note",
    }
}

/// Renders all diagnostics and the footer; returns the text and counts.
pub fn render(diags: &[Located], map: &LineMap<'_>, file: &str, opts: &Options, table: &DiagTable) -> (String, Counts) {
    let mut out = String::new();
    let mut counts = Counts::default();
    let mut remark_done = false;
    for d in diags {
        let sev = d.effective.severity;
        let promoted = sev == Severity::Warning && opts.promote_warnings;
        let word = if promoted { "error" } else { severity_word(sev) };
        let number = if d.effective.numbered && opts.display_numbers {
            format!(" #{}-D", DiagnosticRow::display_number(d.diag.id.0))
        } else {
            String::new()
        };
        if sev == Severity::Note && out.ends_with("\n\n") {
            // A note continues the diagnostic before it.
            out.pop();
        }
        match d.offset {
            Some(off) => {
                let (pfile, line) = map.presumed(off, file);
                let _ = writeln!(out, "{pfile}({line}): {word}{number}: {}", d.diag.message(table));
                if !opts.brief {
                    let (src, col) = map.source_line(off);
                    let _ = writeln!(out, "  {src}");
                    let _ = writeln!(out, "  {}^", " ".repeat(col));
                    for c in &d.diag.context {
                        let _ = writeln!(out, "          {}", c.message(table));
                    }
                    out.push('\n');
                }
            }
            None => {
                // (`At end of source: error: ...`, else `Error: ...`.)
                let head = if d.diag.end_of_source {
                    format!("At end of source: {word}")
                } else {
                    let mut cap = word.to_string();
                    if let Some(f) = cap.get_mut(0..1) {
                        f.make_ascii_uppercase();
                    }
                    cap
                };
                let _ = writeln!(out, "{head}{number}: {}", d.diag.message(table));
                if !opts.brief {
                    out.push('\n');
                }
            }
        }
        counts.add(sev, promoted);
        // Once, after the first warning; the hint names warning numbers, so
        // it goes with them.
        if sev == Severity::Warning && !remark_done && opts.display_numbers {
            remark_done = true;
            let remark = Diag::positionless(tag::SUPRESS_WARNING);
            let _ = writeln!(out, "Remark: {}", remark.message(table));
            if !opts.brief {
                out.push('\n');
            }
        }
    }
    if counts.errors > 0 {
        let plural = if counts.errors == 1 { "error" } else { "errors" };
        let _ = writeln!(out, "{} {plural} detected in the compilation of \"{file}\".", counts.errors);
    }
    (out, counts)
}

/// How diagnostics are printed: cudafe++'s text (`edg`), rustc-style text
/// for people (`human`), one JSON object per line (`json`) or one SARIF
/// 2.1.0 document (`sarif`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Format {
    #[default]
    Edg,
    Human,
    Json,
    Sarif,
}

impl Format {
    pub fn parse(s: &str) -> Result<Format, String> {
        match s {
            "edg" | "text" => Ok(Format::Edg),
            "human" => Ok(Format::Human),
            "json" => Ok(Format::Json),
            "sarif" => Ok(Format::Sarif),
            _ => Err(format!("unknown diagnostic format `{s}` (expected edg, human, json or sarif)")),
        }
    }
}

/// When `--diag-format human` colors its output.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum ColorChoice {
    /// When stderr is a terminal (and `NO_COLOR` is not set); decided by
    /// the binary, so library callers and workers get plain text.
    #[default]
    Auto,
    Always,
    Never,
}

impl ColorChoice {
    pub fn parse(s: &str) -> Result<ColorChoice, String> {
        match s {
            "auto" => Ok(ColorChoice::Auto),
            "always" => Ok(ColorChoice::Always),
            "never" => Ok(ColorChoice::Never),
            _ => Err(format!("unknown color choice `{s}` (expected auto, always or never)")),
        }
    }
}

/// Renders in the chosen format; the counts are the same in every format.
/// `originals` gives the human format the user's own source lines.
pub fn render_as(format: Format, diags: &[Located], map: &LineMap<'_>, file: &str, opts: &Options, table: &DiagTable, originals: &Originals) -> (String, Counts) {
    match format {
        Format::Edg => render(diags, map, file, opts, table),
        Format::Human => human::render_human(diags, map, file, opts, table, originals),
        Format::Json => render_json(diags, map, file, opts, table),
        Format::Sarif => render_sarif(diags, map, file, opts, table),
    }
}

/// What the machine-readable formats say about one diagnostic.
struct Record {
    file: Option<String>,
    line: Option<u32>,
    /// 1-based, in characters.
    column: Option<u32>,
    word: &'static str,
    /// SARIF level: error, warning or note (remarks are notes, as in cudafe++).
    level: &'static str,
    number: u32,
    internal: u16,
    tag: String,
    message: String,
}

impl Record {
    fn rule_id(&self) -> String {
        format!("EC{}", self.internal)
    }
}

/// The records of a run in text order, and the counts `render` gives (no
/// suppression remark: it is a hint for the text format only).
fn records(diags: &[Located], map: &LineMap<'_>, file: &str, opts: &Options, table: &DiagTable) -> (Vec<Record>, Counts) {
    let mut counts = Counts::default();
    let mut out = Vec::with_capacity(diags.len());
    for d in diags {
        let sev = d.effective.severity;
        let promoted = sev == Severity::Warning && opts.promote_warnings;
        let word = if promoted { "error" } else { severity_word(sev) };
        let level = match sev {
            _ if promoted => "error",
            Severity::Warning | Severity::CommandLineWarning => "warning",
            Severity::Remark | Severity::Note => "note",
            _ => "error",
        };
        counts.add(sev, promoted);
        let (pfile, line, column) = match d.offset {
            Some(off) => {
                let (pfile, line) = map.presumed(off, file);
                let (_, col) = map.source_line(off);
                (Some(pfile), Some(line), Some(col as u32 + 1))
            }
            None => (None, None, None),
        };
        out.push(Record {
            file: pfile,
            line,
            column,
            word,
            level,
            number: DiagnosticRow::display_number(d.diag.id.0),
            internal: d.diag.id.0,
            tag: d.diag.row(table).map_or_else(String::new, |r| r.tag.to_string()),
            message: d.diag.message(table),
        });
    }
    (out, counts)
}

/// One JSON object per line per diagnostic, no remark, no footer.
pub fn render_json(diags: &[Located], map: &LineMap<'_>, file: &str, opts: &Options, table: &DiagTable) -> (String, Counts) {
    let (records, counts) = records(diags, map, file, opts, table);
    let mut out = String::new();
    for r in &records {
        let value = serde_json::json!({
            "file": r.file,
            "line": r.line,
            "column": r.column,
            "severity": r.word,
            "number": r.number,
            "tag": r.tag,
            "ruleId": r.rule_id(),
            "message": r.message,
        });
        out.push_str(&value.to_string());
        out.push('\n');
    }
    (out, counts)
}

/// One SARIF 2.1.0 document for the run.
pub fn render_sarif(diags: &[Located], map: &LineMap<'_>, file: &str, opts: &Options, table: &DiagTable) -> (String, Counts) {
    let (records, counts) = records(diags, map, file, opts, table);
    let mut rule_ids: Vec<u16> = Vec::new();
    let mut results = Vec::with_capacity(records.len());
    for r in &records {
        let index = match rule_ids.iter().position(|&n| n == r.internal) {
            Some(i) => i,
            None => {
                rule_ids.push(r.internal);
                rule_ids.len() - 1
            }
        };
        let mut result = serde_json::json!({
            "ruleId": r.rule_id(),
            "ruleIndex": index,
            "level": r.level,
            "message": { "text": r.message },
        });
        if let (Some(f), Some(line), Some(column)) = (&r.file, r.line, r.column) {
            result["locations"] = serde_json::json!([{
                "physicalLocation": {
                    "artifactLocation": { "uri": f },
                    "region": { "startLine": line, "startColumn": column },
                }
            }]);
        }
        results.push(result);
    }
    let rules: Vec<serde_json::Value> = rule_ids
        .iter()
        .map(|&n| {
            let row = table.row(DiagId(n));
            let mut rule = serde_json::json!({
                "id": format!("EC{n}"),
                "shortDescription": { "text": row.map_or_else(String::new, |r| r.message.to_string()) },
            });
            if let Some(row) = row {
                rule["name"] = serde_json::Value::String(row.tag.to_string());
            }
            rule
        })
        .collect();
    let doc = serde_json::json!({
        "$schema": "https://json.schemastore.org/sarif-2.1.0.json",
        "version": "2.1.0",
        "runs": [{
            "tool": {
                "driver": {
                    "name": "cufe",
                    "version": env!("CARGO_PKG_VERSION"),
                    "informationUri": "https://docs.nvidia.com/cuda/cuda-compiler-driver-nvcc/",
                    "rules": rules,
                }
            },
            "results": results,
        }]
    });
    let mut out = serde_json::to_string_pretty(&doc).unwrap_or_default();
    out.push('\n');
    (out, counts)
}

