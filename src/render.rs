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
use std::cell::Cell;
use std::fmt::Write;

pub mod human;
pub mod origin;

pub use origin::Originals;

/// Maps byte offsets of a preprocessed text to presumed file and line.
///
/// Print asks for the presumed position of every item it places, in file
/// order: the line of the previous answer is kept, and the next lookup
/// starts from it before falling back to a binary search.
#[derive(Clone)]
pub struct LineMap<'a> {
    text: &'a str,
    line_starts: Vec<u32>,
    markers: Vec<Marker>,
    /// The physical line of the last lookup and the marker in force on it.
    last: Cell<(usize, Option<usize>)>,
}

/// One line marker: the next physical line is line `line` of `file`.
#[derive(Clone)]
struct Marker {
    /// Physical line index of the marker itself.
    at: u32,
    line: u32,
    file: String,
    /// The flags say "system header" (3).
    system: bool,
}

impl<'a> LineMap<'a> {
    pub fn new(text: &'a str) -> LineMap<'a> {
        let bytes = text.as_bytes();
        let mut line_starts = Vec::with_capacity(text.len() / 32 + 1);
        line_starts.push(0u32);
        line_starts.extend(memchr::memchr_iter(b'\n', bytes).map(|i| i as u32 + 1));
        let mut markers = Vec::new();
        for (idx, &start) in line_starts.iter().enumerate() {
            if bytes.get(start as usize) != Some(&b'#') {
                continue;
            }
            let end = line_starts.get(idx + 1).map_or(text.len(), |&e| e as usize - 1);
            let line_text = text.get(start as usize..end).unwrap_or("");
            if let Some((line, file)) = parse_marker(line_text) {
                let flags = line_text.rsplit('"').next().unwrap_or("");
                let system = flags.split_whitespace().any(|f| f == "3");
                markers.push(Marker { at: idx as u32, line, file, system });
            }
        }
        LineMap { text, line_starts, markers, last: Cell::new((0, None)) }
    }

    /// The first file a line marker names that is not `<built-in>`-like.
    pub fn primary_file(&self) -> Option<&str> {
        self.markers.iter().map(|m| m.file.as_str()).find(|f| !f.starts_with('<'))
    }

    fn line_index(&self, offset: u32) -> usize {
        match self.line_starts.binary_search(&offset) {
            Ok(i) => i,
            Err(i) => i - 1,
        }
    }

    /// Whether physical line `idx` holds `offset`.
    fn holds(&self, idx: usize, offset: u32) -> bool {
        self.line_starts.get(idx).is_some_and(|&s| s <= offset) && self.line_starts.get(idx + 1).is_none_or(|&e| offset < e)
    }

    /// The physical line of `offset` and the marker in force on it (one
    /// strictly before it), starting from the last lookup.
    fn locate(&self, offset: u32) -> (usize, Option<usize>) {
        let (last, last_marker) = self.last.get();
        if self.holds(last, offset) {
            return (last, last_marker);
        }
        let idx = if self.line_starts.get(last).is_some_and(|&s| s <= offset) { self.line_after(last, offset) } else { self.line_index(offset) };
        // Markers in force move forward with the lines, usually not at all.
        let marker = match last_marker {
            Some(m) if idx > last && self.markers.get(m + 1).is_none_or(|next| next.at as usize >= idx) => Some(m),
            None if idx > last && self.markers.first().is_none_or(|first| first.at as usize >= idx) => None,
            _ => self.markers.partition_point(|m| (m.at as usize) < idx).checked_sub(1),
        };
        self.last.set((idx, marker));
        (idx, marker)
    }

    /// The line of `offset`, at or after line `from`: a galloping search,
    /// as the lookups of one output come in file order.
    fn line_after(&self, from: usize, offset: u32) -> usize {
        // `line_starts[lo] <= offset` throughout.
        let n = self.line_starts.len();
        let (mut lo, mut step) = (from, 1);
        while lo + step < n && self.line_starts[lo + step] <= offset {
            lo += step;
            step *= 2;
        }
        let hi = (lo + step).min(n);
        lo + self.line_starts[lo..hi].partition_point(|&s| s <= offset) - 1
    }

    /// Presumed (file, line) of an offset; `default_file` when no marker
    /// precedes it.
    pub fn presumed(&self, offset: u32, default_file: &str) -> (String, u32) {
        let (file, line, _) = self.presumed_system(offset, default_file);
        (file, line)
    }

    /// Like `presumed`, and whether the position is in a system header.
    pub fn presumed_system(&self, offset: u32, default_file: &str) -> (String, u32, bool) {
        let (file, line, system) = self.presumed_ref(offset, default_file);
        (file.to_string(), line, system)
    }

    /// `presumed_system` without copying the file name: print asks for
    /// every item, and the name rarely changes from one to the next.
    pub fn presumed_ref<'s>(&'s self, offset: u32, default_file: &'s str) -> (&'s str, u32, bool) {
        let (idx, marker) = self.locate(offset);
        match marker.and_then(|i| self.markers.get(i)) {
            // Saturating: a marker may say line 4294967295 (a fuzz regression).
            Some(m) => (m.file.as_str(), m.line.saturating_add(idx as u32 - m.at - 1), m.system),
            None => (default_file, idx as u32 + 1, false),
        }
    }

    /// The physical line holding `offset` and the caret column in it.
    pub fn source_line(&self, offset: u32) -> (&'a str, usize) {
        let idx = self.line_index(offset);
        let start = self.line_starts[idx] as usize;
        let end = self.line_starts.get(idx + 1).map_or(self.text.len(), |&e| e as usize - 1);
        let line = self.text.get(start..end).unwrap_or("").trim_end_matches('\r');
        let col = self.text.get(start..offset as usize).map_or(0, |s| s.chars().count());
        (line, col)
    }
}

/// `# 12 "a.cu" 2` or `#line 12 "a.cu"`.
fn parse_marker(line: &str) -> Option<(u32, String)> {
    let rest = line.strip_prefix('#')?.trim_start();
    let rest = rest.strip_prefix("line").unwrap_or(rest).trim_start();
    let digits_end = rest.find(|c: char| !c.is_ascii_digit())?;
    let num: u32 = rest[..digits_end].parse().ok()?;
    let after = rest[digits_end..].trim_start();
    let file = after.strip_prefix('"')?;
    let close = file.find('"')?;
    Some((num, file[..close].to_string()))
}

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
                let mut cap = word.to_string();
                if let Some(f) = cap.get_mut(0..1) {
                    f.make_ascii_uppercase();
                }
                let _ = writeln!(out, "{cap}{number}: {}", d.diag.message(table));
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn presumed_lines_follow_markers() {
        let text = "# 1 \"a.cu\"\nint a;\n# 10 \"b.h\" 1\nint b;\nint c;\n";
        let map = LineMap::new(text);
        assert_eq!(map.presumed(11, "x"), ("a.cu".to_string(), 1));
        let c = text.find("int c").unwrap() as u32;
        assert_eq!(map.presumed(c, "x"), ("b.h".to_string(), 11));
        assert_eq!(map.source_line(c + 4), ("int c;", 4));
    }
}
