//! `--diag-format human`: diagnostics laid out the way rustc and clang lay
//! them out, for people rather than build logs.
//!
//! ```text
//! error[20024]: illegal combination of memory qualifiers
//!  --> a.cu:3:1
//!   |
//! 1 | __device__ void f();
//!   |                 - previously declared __device__ here
//! 2 |
//! 3 | __global__ void f() {}
//!   | ^^^^^^^^^^
//!   |
//!   = help: keep the one specifier that says where the entity lives or runs
//! ```
//!
//! The source lines are the user's own (see `origin`), the code in brackets
//! is the number `--explain` and `--diag-suppress` take (left out with
//! `--no-display-error-number`; `--brief_diagnostics` prints one
//! `file:line:col: level[N]: message` line each, rustc's short form),
//! related places
//! (the earlier declaration, the overridden function) are labelled, context
//! lines become `= note:` lines and `tables/explain.ron`'s one-line hint the
//! `= help:` line. Colors (`--color`) are ANSI escapes, rustc's palette.

use super::origin::{Originals, Shown};
use super::{Counts, LineMap, Located, Options};
use cufe_passes::table::DiagTable;
use cufe_tables::{explanation, DiagnosticRow, Severity};
use std::fmt::Write;

/// Lines longer than this many bytes are shown as a window around their
/// annotations (a generated table on one line is megabytes).
const MAX_LINE: usize = 300;
/// Bytes of context kept on each side of the annotations in a window.
const WINDOW: usize = 80;

/// ANSI styles, applied only when coloring.
mod ansi {
    pub const BOLD: &str = "1";
    pub const RED: &str = "1;91";
    pub const YELLOW: &str = "1;93";
    pub const GREEN: &str = "1;92";
    pub const CYAN: &str = "1;96";
    pub const BLUE: &str = "1;94";
}

struct Style {
    color: bool,
}

impl Style {
    fn paint(&self, style: &str, text: &str) -> String {
        if self.color && !text.is_empty() {
            format!("\x1b[{style}m{text}\x1b[0m")
        } else {
            text.to_string()
        }
    }
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Level {
    Error,
    Warning,
    Remark,
    Note,
}

impl Level {
    fn of(severity: Severity, promoted: bool) -> Level {
        match severity {
            _ if promoted => Level::Error,
            Severity::Warning | Severity::CommandLineWarning => Level::Warning,
            Severity::Remark => Level::Remark,
            Severity::Note => Level::Note,
            _ => Level::Error,
        }
    }

    fn word(self) -> &'static str {
        match self {
            Level::Error => "error",
            Level::Warning => "warning",
            Level::Remark => "remark",
            Level::Note => "note",
        }
    }

    fn style(self) -> &'static str {
        match self {
            Level::Error => ansi::RED,
            Level::Warning => ansi::YELLOW,
            Level::Remark | Level::Note => ansi::GREEN,
        }
    }
}

/// One annotated place: where it is, the line shown for it, its label.
struct Mark {
    file: String,
    line: u32,
    shown: Shown,
    label: String,
    primary: bool,
}

impl Mark {
    /// 1-based column of the annotation, in characters of the shown line.
    fn column(&self) -> usize {
        self.shown.line.get(..self.shown.start).map_or(0, |s| s.chars().count()) + 1
    }
}

/// What rendering one diagnostic needs besides the diagnostic.
struct Env<'a> {
    map: &'a LineMap<'a>,
    originals: &'a Originals,
    /// The name of the unit (positions without a line marker are in it).
    file: &'a str,
    opts: &'a Options,
    table: &'a DiagTable,
    style: Style,
}

/// Renders all diagnostics and the footer; the counts are `render`'s.
pub fn render_human(diags: &[Located], map: &LineMap<'_>, file: &str, opts: &Options, table: &DiagTable, originals: &Originals) -> (String, Counts) {
    let env = Env { map, originals, file, opts, table, style: Style { color: opts.color } };
    let mut out = String::new();
    let mut counts = Counts::default();
    let mut explained: Vec<u32> = Vec::new();
    let mut promoted_warnings = 0;
    for d in diags {
        let severity = d.effective.severity;
        let promoted = severity == Severity::Warning && opts.promote_warnings;
        counts.add(severity, promoted);
        promoted_warnings += usize::from(promoted);
        let level = Level::of(severity, promoted);
        let number = DiagnosticRow::display_number(d.diag.id.0);
        if level != Level::Note && explanation(d.diag.id).is_some() && !explained.contains(&number) {
            explained.push(number);
        }
        diagnostic(&mut out, &env, d, level);
    }
    explained.sort_unstable();
    // A promoted warning is printed, and totalled, as the error it is.
    footer(&mut out, &env.style, (counts.errors, counts.warnings - promoted_warnings), file, &explained);
    (out, counts)
}

/// One diagnostic: its heading, then (unless brief) its source lines,
/// notes and help, and a blank line.
fn diagnostic(out: &mut String, env: &Env<'_>, d: &Located, level: Level) {
    let (opts, style) = (env.opts, &env.style);
    if level == Level::Note && out.ends_with("\n\n") && !opts.brief {
        // A note continues the diagnostic before it.
        out.pop();
    }
    let number = DiagnosticRow::display_number(d.diag.id.0);
    let code = if level == Level::Note || !opts.display_numbers { String::new() } else { format!("[{number}]") };
    let primary = d.offset.map(|at| mark(env, at, String::new(), true));
    if let Some(m) = primary.as_ref().filter(|_| opts.brief) {
        // rustc's short form: `file:line:col: level[N]: message`.
        let _ = write!(out, "{}: ", style.paint(ansi::BOLD, &format!("{}:{}:{}", m.file, m.line, m.column())));
    }
    let heading = style.paint(level.style(), &format!("{}{code}", level.word()));
    let _ = writeln!(out, "{heading}{}", style.paint(ansi::BOLD, &format!(": {}", d.diag.message(env.table))));
    if opts.brief {
        return;
    }
    let mut marks: Vec<Mark> = primary.into_iter().collect();
    marks.extend(d.related.iter().map(|r| mark(env, r.offset, r.text.clone(), false)));
    let notes: Vec<String> = d.diag.context.iter().map(|c| c.message(env.table)).collect();
    let help = explanation(d.diag.id).map(|e| e.hint).filter(|h| level != Level::Note && !h.is_empty());
    snippet(out, style, level, &marks, &notes, help);
    out.push('\n');
}

/// The mark for absolute offset `at` of the preprocessed text.
fn mark(env: &Env<'_>, at: u32, label: String, primary: bool) -> Mark {
    let (file, line) = env.map.presumed(at, env.file);
    let (pre, col) = env.map.source_line(at);
    let byte = pre.char_indices().nth(col).map_or(pre.len(), |(i, _)| i);
    let shown = env.originals.show(&file, line, pre, byte);
    Mark { file, line, shown, label, primary }
}

/// The source lines with their marks, file by file (the primary's first),
/// then the notes and the help line.
fn snippet(out: &mut String, style: &Style, level: Level, marks: &[Mark], notes: &[String], help: Option<&str>) {
    let width = marks.iter().map(|m| m.line.to_string().len()).max().unwrap_or(0);
    let pad = " ".repeat(width);
    let gutter = |out: &mut String| {
        let _ = writeln!(out, "{pad} {}", style.paint(ansi::BLUE, "|"));
    };
    let mut files: Vec<&str> = Vec::new();
    for m in marks {
        if !files.contains(&m.file.as_str()) {
            files.push(&m.file);
        }
    }
    for (n, file) in files.iter().enumerate() {
        let group: Vec<&Mark> = marks.iter().filter(|m| m.file == *file).collect();
        let Some(first) = group.iter().find(|m| m.primary).or(group.first()) else { continue };
        let arrow = if n == 0 { "-->" } else { ":::" };
        let _ = writeln!(out, "{pad}{} {file}:{}:{}", style.paint(ansi::BLUE, arrow), first.line, first.column());
        gutter(out);
        let mut lines: Vec<u32> = group.iter().map(|m| m.line).collect();
        lines.sort_unstable();
        lines.dedup();
        for (i, &line) in lines.iter().enumerate() {
            if i > 0 && line > lines[i - 1] + 1 {
                let _ = writeln!(out, "{}", style.paint(ansi::BLUE, "..."));
            }
            let on_line: Vec<&Mark> = group.iter().copied().filter(|m| m.line == line).collect();
            source_line(out, style, level, &pad, line, &on_line);
        }
    }
    if notes.is_empty() && help.is_none() {
        return;
    }
    if !marks.is_empty() {
        gutter(out);
    }
    for note in notes {
        let _ = writeln!(out, "{pad} {} {}", style.paint(ansi::BLUE, "="), style.paint(ansi::BOLD, "note:") + " " + note);
    }
    if let Some(help) = help {
        let _ = writeln!(out, "{pad} {} {}", style.paint(ansi::BLUE, "="), style.paint(ansi::CYAN, "help:") + " " + help);
    }
}

/// One source line and the marks under it: `^` for the diagnostic's own
/// place, `-` for related ones, the rightmost label at the end of the row
/// and the others on rows of their own below.
fn source_line(out: &mut String, style: &Style, level: Level, pad: &str, line: u32, marks: &[&Mark]) {
    let Some(first) = marks.first() else { return };
    let spans: Vec<(usize, usize)> = marks.iter().map(|m| (m.shown.start, m.shown.end)).collect();
    let (text, columns) = visible(&first.shown.line, &spans);
    let number = format!("{line:>width$}", width = pad.len());
    let _ = writeln!(out, "{} {}", style.paint(ansi::BLUE, &format!("{number} |")), text.trim_end());
    let mut order: Vec<(usize, usize, &Mark)> = columns.iter().zip(marks).map(|(&(s, w), m)| (s, w, *m)).collect();
    order.sort_by_key(|&(s, _, m)| (s, !m.primary));
    let mut row = String::new();
    let mut at = 0;
    for &(start, width, m) in &order {
        let start = start.max(at);
        row += &" ".repeat(start - at);
        let (ch, paint) = if m.primary { ('^', level.style()) } else { ('-', ansi::BLUE) };
        row += &style.paint(paint, &ch.to_string().repeat(width));
        at = start + width;
    }
    if let Some(&(_, _, last)) = order.last().filter(|(_, _, m)| !m.label.is_empty()) {
        row += &format!(" {}", style.paint(if last.primary { level.style() } else { ansi::BLUE }, &last.label));
    }
    let bar = style.paint(ansi::BLUE, "|");
    let _ = writeln!(out, "{pad} {bar} {row}");
    // The other labels hang below their marks, rightmost first, each on a
    // `|` from its mark (rustc's layout).
    let paint = |m: &Mark| if m.primary { level.style() } else { ansi::BLUE };
    let mut hanging: Vec<(usize, &Mark)> = order.iter().rev().skip(1).filter(|(_, _, m)| !m.label.is_empty()).map(|&(s, _, m)| (s, m)).collect();
    hanging.reverse();
    while let Some((start, m)) = hanging.pop() {
        let stems = |row: &mut String, upto: usize| {
            let mut at = 0;
            for &(s, m) in hanging.iter().filter(|(s, _)| *s < upto) {
                *row += &" ".repeat(s.saturating_sub(at));
                *row += &style.paint(paint(m), "|");
                at = s + 1;
            }
            at
        };
        let mut connector = String::new();
        let at = stems(&mut connector, start);
        connector += &" ".repeat(start.saturating_sub(at));
        connector += &style.paint(paint(m), "|");
        let _ = writeln!(out, "{pad} {bar} {connector}");
        let mut label = String::new();
        let at = stems(&mut label, start);
        label += &" ".repeat(start.saturating_sub(at));
        label += &style.paint(paint(m), &m.label);
        let _ = writeln!(out, "{pad} {bar} {label}");
    }
}

/// The line as displayed (tabs as four spaces; a window with `...` around
/// the spans when the line is long) and each span as (column, width), at
/// least one column wide.
fn visible(line: &str, spans: &[(usize, usize)]) -> (String, Vec<(usize, usize)>) {
    let (mut from, mut to) = (0, line.len());
    if line.len() > MAX_LINE {
        from = spans.iter().map(|s| s.0).min().unwrap_or(0).saturating_sub(WINDOW);
        to = (spans.iter().map(|s| s.1).max().unwrap_or(0) + WINDOW).min(line.len());
    }
    while from > 0 && !line.is_char_boundary(from) {
        from -= 1;
    }
    while to < line.len() && !line.is_char_boundary(to) {
        to += 1;
    }
    let prefix = if from > 0 { "..." } else { "" };
    let suffix = if to < line.len() { "..." } else { "" };
    let shown = line.get(from..to).unwrap_or("");
    let column = |byte: usize| prefix.len() + display_width(shown.get(..byte.clamp(from, to) - from).unwrap_or(shown));
    let columns = spans.iter().map(|&(s, e)| (column(s), column(e.max(s)).saturating_sub(column(s)).max(1))).collect();
    (format!("{prefix}{}{suffix}", shown.replace('\t', "    ")), columns)
}

fn display_width(text: &str) -> usize {
    text.chars().map(|c| if c == '\t' { 4 } else { 1 }).sum()
}

/// The totals, and where to read more.
fn footer(out: &mut String, style: &Style, (errors, warnings): (usize, usize), file: &str, explained: &[u32]) {
    let plural = |n: usize, word: &str| if n == 1 { format!("1 {word}") } else { format!("{n} {word}s") };
    match (errors, warnings) {
        (0, 0) => {}
        (0, w) => {
            let _ = writeln!(out, "{}", style.paint(ansi::YELLOW, "warning") + &style.paint(ansi::BOLD, &format!(": {} detected in the compilation of \"{file}\"", plural(w, "warning"))));
        }
        (e, w) => {
            let warnings = if w > 0 { format!(" and {}", plural(w, "warning")) } else { String::new() };
            let _ = writeln!(out, "{}", style.paint(ansi::RED, "error") + &style.paint(ansi::BOLD, &format!(": {}{warnings} detected in the compilation of \"{file}\"", plural(e, "error"))));
        }
    }
    match explained {
        [] => {}
        [one] => {
            let _ = writeln!(out, "{}", style.paint(ansi::BOLD, &format!("For more information about this diagnostic, try `cufe --explain {one}`.")));
        }
        [first, ..] => {
            let list: Vec<String> = explained.iter().map(u32::to_string).collect();
            let _ = writeln!(out, "{}", style.paint(ansi::BOLD, &format!("Some diagnostics have detailed explanations: {}.", list.join(", "))));
            let _ = writeln!(out, "{}", style.paint(ansi::BOLD, &format!("For more information about a diagnostic, try `cufe --explain {first}`.")));
        }
    }
}
