//! One run of cufe on one translation unit: read, preprocess when needed,
//! feed the salsa database, pull every item through the passes, collect and
//! render the diagnostics (or dump an IL).
//!
//! A run returns its stdout, stderr and exit status instead of printing, so
//! the one-shot binary and a long-lived worker produce the same bytes.

use crate::db::Database;
use crate::diagctl::Controls;
use cufe_passes::items::ItemKind;
use crate::preprocess::{preprocess, preprocess_kept, PpOptions, PpSession};
use crate::render::{self, Label, LineMap, Located};
use crate::output::Lowered;
use crate::reuse::{item_diags, ItemFacts, Reuse};
use cufe_passes::db::{apply, collect_symbols, edit_text, file_items, lookup, lower, new_source_file, scan, set_model, set_symbols, sync_items, validate};
use cufe_passes::diag::{Diag, POSITION_MARK};
use cufe_passes::validate::uses::FUNCTION_NAME_MARK;
use cufe_passes::table::{DiagTable, TableSet};
use cufe_passes::{dump, Config, SourceFile};
use salsa::Setter;
use std::fmt::Write;
use std::path::{Path, PathBuf};

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Pass {
    Scan,
    Lookup,
    Apply,
    Validate,
    Lower,
}

impl Pass {
    pub fn parse(s: &str) -> Result<Pass, String> {
        match s {
            "scan" => Ok(Pass::Scan),
            "lookup" => Ok(Pass::Lookup),
            "apply" => Ok(Pass::Apply),
            "validate" => Ok(Pass::Validate),
            "lower" => Ok(Pass::Lower),
            _ => Err(format!("unknown pass `{s}` for --dump-after (expected scan, lookup, apply, validate or lower)")),
        }
    }
}

#[derive(Debug, Clone)]
pub struct Request {
    pub input: PathBuf,
    /// The name diagnostics print, as given on the command line.
    pub display_name: String,
    pub output: Option<PathBuf>,
    pub stub_file: Option<PathBuf>,
    pub config: Config,
    pub dump_after: Option<Pass>,
    pub preprocessed: bool,
    /// The host compiler and toolkit that preprocess a `.cu` as nvcc does;
    /// `None`: the built-in preprocessor (see `toolkit`).
    pub host_preprocessor: Option<crate::toolkit::HostPreprocessor>,
    /// `-std` was given (nvcc passes it on to the host compiler only then).
    pub explicit_std: bool,
    pub include_dirs: Vec<PathBuf>,
    pub defines: Vec<(String, Option<String>)>,
    pub undefines: Vec<String>,
    /// `--orig_src_file_name`: the name nvcc was given.
    pub orig_src_file_name: Option<String>,
    /// `--orig_src_path_name`: the unit's full path, hashed into its
    /// module id.
    pub orig_src_path_name: Option<String>,
    /// Diagnostic controls from the command line.
    pub controls: Controls,
    pub display_numbers: bool,
    pub brief: bool,
    /// `--diag-format`: cudafe++'s text (default), human, JSON lines or SARIF.
    pub diag_format: render::Format,
    /// `--color`, for the human format; `Auto` is resolved by the binary
    /// (see `worker::one_shot_in`) and means no color anywhere else.
    pub color: render::ColorChoice,
    /// The attribute and diagnostic tables, with `--attr-table` and
    /// `--diag-table` merged in.
    pub tables: TableSet,
}

#[derive(Debug, Default)]
pub struct Outcome {
    pub stdout: String,
    pub stderr: String,
    pub exit: u8,
}

pub fn run(db: &mut Database, req: &Request) -> Outcome {
    crate::timing::phase("start");
    let source = match std::fs::read(&req.input) {
        Ok(bytes) => text_of(bytes),
        Err(e) => return tool_error(format!("cannot read {}: {e}", req.input.display())),
    };
    if let Err(outcome) = open_outputs(req, None) {
        return outcome;
    }
    crate::timing::phase("read input");
    let outcome = run_source(db, req, source);
    ensure_outputs(req, &outcome);
    outcome
}

/// The bytes of a source file as text: invalid UTF-8 replaced, as
/// `from_utf8_lossy` does, but a valid file (the usual case) is neither
/// decoded chunk by chunk nor copied.
pub fn text_of(bytes: Vec<u8>) -> String {
    String::from_utf8(bytes).unwrap_or_else(|e| String::from_utf8_lossy(e.as_bytes()).into_owned())
}

/// A failure of cufe itself (not of the code it checks): one line, exit 1.
fn tool_error(message: String) -> Outcome {
    Outcome { stderr: format!("cufe: error: {message}\n"), exit: 1, ..Outcome::default() }
}

/// Checks that the files `-o` and `--stub-file` name (under `base` when
/// given, the worker's sandbox) can be written, so that a path that cannot
/// be fails before the analysis, as one line with exit status 1. Nothing
/// is left behind: an existing file is opened without being changed, a
/// missing one is created and removed again. The run then renames its
/// outputs into place, which for a missing file is a plain rename (ext4
/// flushes a file renamed over another one, and a build system such as
/// Bazel deletes an action's outputs before running it, so an empty file
/// left here would cost every run a flush).
pub fn open_outputs(req: &Request, base: Option<&Path>) -> Result<(), Outcome> {
    for path in req.output.iter().chain(&req.stub_file) {
        let full = base.map_or_else(|| path.clone(), |dir| dir.join(path));
        let existing = || std::fs::OpenOptions::new().append(true).open(&full).map(drop);
        let probe = match std::fs::OpenOptions::new().append(true).create_new(true).open(&full) {
            Ok(_) => std::fs::remove_file(&full),
            // There is one (perhaps made by a request running alongside).
            Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => existing(),
            Err(e) => Err(e),
        };
        if let Err(e) = probe {
            return Err(tool_error(format!("cannot write {}: {e}", path.display())));
        }
    }
    Ok(())
}

/// Creates the outputs a successful run did not write (a dump) as empty
/// files where there is none, so a build system finds every output it
/// declared. A run with errors leaves none behind, as cudafe++ does (the
/// build fails there anyway). An output that exists is left as it is.
pub fn ensure_outputs(req: &Request, outcome: &Outcome) {
    if outcome.exit != 0 {
        return;
    }
    for path in req.output.iter().chain(&req.stub_file) {
        let _ = std::fs::OpenOptions::new().append(true).create(true).open(path);
    }
}

/// Runs on source text already in memory (`req.input` only names it).
/// The passes run on a thread with a deep stack (see `stack`).
pub fn run_source(db: &mut Database, req: &Request, source: String) -> Outcome {
    crate::stack::deep(|| match preprocessed_text(req, source) {
        Ok(unit) => run_unit(db, req, unit),
        Err(o) => o,
    })
}

/// Preprocessed text, and for a unit cufe preprocessed itself the system
/// headers it did not have (the host translation includes them).
pub struct Unit {
    pub text: String,
    pub missing_headers: Option<Vec<String>>,
    /// The source as written, when cufe preprocessed it and the human
    /// format will echo its lines.
    pub original: Option<String>,
}

/// The text the passes read: the input itself when it is preprocessed,
/// else the built-in preprocessor's output.
fn preprocessed_text(req: &Request, source: String) -> Result<Unit, Outcome> {
    kept_preprocessed_text(req, source, None)
}

/// `preprocessed_text`, resuming the last run on the same file when a
/// worker kept it (`session`).
fn kept_preprocessed_text(req: &Request, source: String, session: Option<&mut Option<PpSession>>) -> Result<Unit, Outcome> {
    if req.preprocessed {
        Ok(Unit { text: source, missing_headers: None, original: None })
    } else if let Some(hp) = &req.host_preprocessor {
        let text = crate::toolkit::preprocess(hp, req)?;
        let original = (req.diag_format == render::Format::Human).then_some(source);
        Ok(Unit { text, missing_headers: None, original })
    } else {
        builtin_preprocess(req, &source, session)
    }
}

/// Runs on source text with a `SourceFile` the caller keeps across runs (the
/// persistent worker): only the inputs that changed are set, so salsa reuses
/// every result the new text and options leave valid. Unlike `run_text`, the
/// text stays in the file afterwards — that is what the next run reuses.
pub fn run_with_file(db: &mut Database, req: &Request, source: String, file: SourceFile) -> Outcome {
    run_kept(db, req, source, file, None)
}

/// `run_with_file`, keeping each item's results in `reuse` for the next run
/// (see `reuse`).
pub fn run_kept(db: &mut Database, req: &Request, source: String, file: SourceFile, mut reuse: Option<&mut Reuse>) -> Outcome {
    let session = reuse.as_deref_mut().map(|r| &mut r.preprocessed);
    let Unit { text, missing_headers, original } = match kept_preprocessed_text(req, source, session) {
        Ok(t) => t,
        Err(o) => return o,
    };
    crate::timing::phase("preprocess");
    let mut settings_changed = false;
    if *file.path(db) != req.display_name {
        let _ = file.set_path(db).to(req.display_name.clone());
        settings_changed = true;
    }
    cufe_passes::items::set_lexing_threads(crate::parallel::threads());
    edit_text(db, file, text);
    crate::timing::phase("split items");
    if *file.config(db) != req.config {
        let _ = file.set_config(db).to(req.config.clone());
        settings_changed = true;
    }
    if *file.tables(db) != req.tables {
        let _ = file.set_tables(db).to(req.tables.clone());
        settings_changed = true;
    }
    if settings_changed {
        if let Some(reuse) = reuse.as_deref_mut() {
            reuse.clear();
        }
    }
    analyze(db, req, file, missing_headers.as_deref(), original.as_deref(), reuse, Outputs::Files)
}

fn builtin_preprocess(req: &Request, source: &str, session: Option<&mut Option<PpSession>>) -> Result<Unit, Outcome> {
    let opts = PpOptions {
        defines: req.defines.clone(),
        undefines: req.undefines.clone(),
        include_dirs: req.include_dirs.clone(),
        arch_list: req.config.arch.saturating_mul(10),
        cplusplus: match req.config.std {
            3 => 199711,
            11 => 201103,
            14 => 201402,
            20 => 202002,
            23 => 202302,
            _ => 201703,
        },
    };
    let read = |p: &std::path::Path| std::fs::read_to_string(p).ok();
    let out = match session {
        Some(session) => preprocess_kept(&req.display_name, source, &opts, &read, session),
        None => preprocess(&req.display_name, source, &opts, &read),
    };
    let fatal: Vec<_> = out.diagnostics.iter().filter(|d| d.fatal).collect();
    if !fatal.is_empty() {
        let mut stderr = String::new();
        for d in fatal {
            let _ = writeln!(stderr, "{}:{}: fatal error: {}", d.file, d.line, d.message);
        }
        return Err(Outcome { stderr, exit: 1, ..Outcome::default() });
    }
    let original = (req.diag_format == render::Format::Human).then(|| source.to_string());
    Ok(Unit { text: out.text, missing_headers: Some(out.missing_system_headers), original })
}

/// Runs the passes on preprocessed text.
pub fn run_text(db: &mut Database, req: &Request, text: String) -> Outcome {
    run_unit(db, req, Unit { text, missing_headers: None, original: None })
}

fn run_unit(db: &mut Database, req: &Request, unit: Unit) -> Outcome {
    run_unit_to(db, req, unit, Outputs::Files)
}

fn run_unit_to(db: &mut Database, req: &Request, unit: Unit, outputs: Outputs<'_>) -> Outcome {
    crate::timing::phase("preprocess");
    let file = new_source_file(db, req.display_name.clone(), unit.text, req.config.clone(), req.tables.clone());
    cufe_passes::items::set_lexing_threads(crate::parallel::threads());
    sync_items(db, file);
    crate::timing::phase("split items");
    let outcome = analyze(db, req, file, unit.missing_headers.as_deref(), unit.original.as_deref(), None, outputs);
    let _ = file.set_text(db).to(String::new());
    outcome
}

/// The host translation and the stub file of a run, as text.
pub type Rendered = (String, String);

/// Like [`run_source`], but the host translation and stub text are
/// returned instead of written, whether or not `-o` and `--stub-file` were
/// given: `Some` exactly when a run with those flags would write them (no
/// error, no dump). The fuzz targets use it to reach the lower and print
/// passes on every input without touching the file system.
pub fn run_source_rendered(db: &mut Database, req: &Request, source: String) -> (Outcome, Option<Rendered>) {
    let mut rendered = None;
    let outcome = match preprocessed_text(req, source) {
        Ok(unit) => run_unit_to(db, req, unit, Outputs::Memory(&mut rendered)),
        Err(o) => o,
    };
    (outcome, rendered)
}

/// Where an error-free run puts its host translation and stub.
enum Outputs<'a> {
    /// The files `-o` and `--stub-file` name, if any.
    Files,
    /// Here, rendered whatever the flags say.
    Memory(&'a mut Option<Rendered>),
}

/// Sets the file's symbol table from its items' signatures: from what
/// `reuse` kept and the changed items' signatures when there is a reuse that
/// has seen the file, else from every item's (on several threads).
fn update_symbols(db: &mut Database, file: SourceFile, threads: usize, reuse: Option<&mut Reuse>) {
    let fresh = reuse.as_ref().is_none_or(|r| r.is_empty());
    if fresh {
        crate::parallel::signatures(db, file, threads);
        crate::timing::phase("item passes and signatures");
    }
    let table = match reuse {
        Some(reuse) => reuse.sync(db, file),
        None => Some(collect_symbols(db, file)),
    };
    if let Some(table) = table {
        set_symbols(db, file, table);
    }
    crate::timing::phase("symbol table");
}

fn analyze(db: &mut Database, req: &Request, file: SourceFile, missing_headers: Option<&[String]>, original: Option<&str>, mut reuse: Option<&mut Reuse>, outputs: Outputs<'_>) -> Outcome {
    let threads = crate::parallel::threads();
    // Computing everything (not re-running after an edit): on all threads.
    let fresh = reuse.as_ref().is_none_or(|r| r.is_empty());
    set_model(db, file, missing_headers);
    update_symbols(db, file, threads, reuse.as_deref_mut());
    let db: &Database = db;
    let items = file_items(db, file);
    if let Some(pass) = req.dump_after {
        return Outcome { stdout: dump_items(db, items, file.tables(db), pass), ..Outcome::default() };
    }
    let wanted = match outputs {
        Outputs::Files => req.output.is_some() || req.stub_file.is_some(),
        Outputs::Memory(_) => true,
    };
    // Computing everything: the translation-unit checks and the lowering
    // start on helper threads and go on while the diagnostics are read
    // below (stopped when there are errors).
    let helpers = if fresh { crate::parallel::start(db, file, threads, wanted) } else { None };
    let text = file.text(db);
    let table = &file.tables(db).diags;
    let map = match reuse.as_deref_mut() {
        Some(reuse) => LineMap::with_index(text, reuse.line_index(text)),
        None => LineMap::new(text),
    };
    let starts: &[u32] = file.starts(db);
    let mut controls = req.controls.clone();
    let mut located = Vec::new();
    let mut function_named = false;
    let mut reported_once = std::collections::HashSet::new();
    let mut gap_start = 0u32;
    // Where parsing restarts after an item no declaration can start with.
    let mut skip_until: Option<u32> = None;
    // The braces namespace and `extern "C"` openings leave open.
    let mut open_namespaces = Vec::new();
    for (index, (&item, &start)) in items.iter().zip(starts).enumerate() {
        let facts = item_facts(db, index, item, reuse.as_deref());
        let gap = Gap { start: gap_start, end: start };
        gap_start = start + facts.len;
        if skip_until.is_some_and(|end| start < end) {
            continue;
        }
        push_gap_diags(gap_diags(db, file, gap, &map, &req.display_name), &mut controls, table, &mut located, &mut function_named);
        follow_gap(text, gap, &mut open_namespaces);
        if facts.pragma {
            for (at, id) in Controls::pragma_invalid_tags(item.text(db), table) {
                let d = Diag::new(id, u32::try_from(at).unwrap_or(0), 0);
                let offset = Some(start + d.at.unwrap_or(0));
                if let Some(effective) = controls.effective(d.id, d.severity(table), table) {
                    located.push(Located { offset, diag: d, effective, related: Vec::new() });
                }
            }
            controls.pragma(item.text(db), table);
            continue;
        }
        if facts.system_header {
            continue;
        }
        let diags: Vec<Diag> = match no_declaration(db, item, start, text, &map, &req.display_name) {
            Some((diags, restart)) => {
                skip_until = Some(restart);
                diags
            }
            None => {
                let diags = match reuse.as_deref_mut() {
                    Some(reuse) => reuse.diags(db, index, item).into_owned(),
                    None => item_diags(db, item),
                };
                let (diags, restart) = unended_class(db, item, start, text, diags, &map, &req.display_name);
                if restart.is_some() {
                    skip_until = restart;
                }
                diags
            }
        };
        for mut d in diags {
            let base = d.item.and_then(|i| starts.get(i as usize).copied()).unwrap_or(start);
            let offset = d.at.map(|a| base + a);
            let related = labels(&d, starts);
            resolve_positions(&mut d, offset, starts, &map, &req.display_name);
            for c in &mut d.context {
                resolve_positions(c, offset, starts, &map, &req.display_name);
            }
            if let Some(effective) = controls.effective(d.id, d.severity(table), table) {
                if ONCE_PER_UNIT.contains(&d.id) && !reported_once.insert(d.id) {
                    continue;
                }
                pick_function_names(&mut d, &mut function_named);
                function_named |= is_error(effective.severity);
                located.push(Located { offset, diag: d, effective, related });
            }
        }
    }
    let last = Gap { start: gap_start, end: text.len() as u32 };
    push_gap_diags(gap_diags(db, file, last, &map, &req.display_name), &mut controls, table, &mut located, &mut function_named);
    follow_gap(text, last, &mut open_namespaces);
    push_diags(cufe_passes::validate::unclosed::open_namespaces(&open_namespaces), &mut controls, table, &mut located, &mut function_named);
    let name = main_file_name(req, &map);
    fill_module_id(db, items, req, &name, &mut located);
    let opts = render::Options {
        display_numbers: req.display_numbers,
        brief: req.brief,
        promote_warnings: controls.promote_warnings,
        color: req.color == render::ColorChoice::Always,
    };
    let originals = originals(req, original);
    let (mut stderr, counts) = render::render_as(req.diag_format, &located, &map, &name, &opts, table, &originals);
    let mut exit = if counts.errors > 0 { 2 } else { 0 };
    crate::timing::phase("diagnostics");
    if exit == 0 {
        if let Some(helpers) = helpers.filter(|_| wanted) {
            helpers.finish(db);
            crate::timing::phase("lower");
        }
        match outputs {
            Outputs::Files if wanted => {
                let (lowered, caches) = match reuse {
                    Some(reuse) => {
                        let (lowered, host, stub) = reuse.for_print(db, items);
                        (lowered, Some((host, stub)))
                    }
                    None => (lowered_items(db, items), None),
                };
                crate::timing::phase("lowered items");
                if let Err(message) = crate::output::write_outputs(db, req, file, &lowered, &map, &name, missing_headers, caches) {
                    stderr.push_str(&message);
                    exit = 1;
                }
            }
            Outputs::Files => {}
            Outputs::Memory(slot) => {
                let lowered = match reuse {
                    Some(reuse) => reuse.for_print(db, items).0,
                    None => lowered_items(db, items),
                };
                *slot = Some(crate::output::render(db, req, file, &lowered, &map, &name, missing_headers));
            }
        }
    }
    Outcome { stdout: String::new(), stderr, exit }
}

/// Puts the unit's module id into the messages that name a function of
/// internal linkage by its partial mangled name (see
/// `mangle::INTERNAL_SCOPE`). The entity naming the module is the
/// lowering's: the items are lowered in order until one names it, which
/// happens only for such messages, when errors stop the lowering anyway.
fn fill_module_id(db: &Database, items: &[cufe_passes::Item], req: &Request, name: &str, located: &mut [Located]) {
    let marked = |d: &Diag| d.args.iter().any(|(_, a)| a.contains(cufe_passes::mangle::INTERNAL_SCOPE));
    if !located.iter().any(|l| marked(&l.diag) || l.diag.context.iter().any(marked)) {
        return;
    }
    let names = items.iter().filter(|&&item| item.key(db).kind != ItemKind::Pragma).map(|&item| lower(db, item).module_name.as_deref());
    let entity = cufe_passes::print::module_entity(names);
    let (anon, id) = cufe_passes::print::module_id_of(name, &crate::output::path_name(req, name), entity);
    let fill = |d: &mut Diag| {
        for (_, a) in &mut d.args {
            if a.contains(cufe_passes::mangle::INTERNAL_SCOPE) {
                *a = cufe_passes::print::with_module_id(a, &anon, &id);
            }
        }
    };
    for l in located {
        fill(&mut l.diag);
        l.diag.context.iter_mut().for_each(fill);
    }
}

/// An item no declaration can start with, or whose declarator's
/// parentheses hold no name (see `validate::stray`): its one
/// diagnostic, the warning where parsing restarts when that is more than
/// two lines further, both with item-relative offsets; and the offset just
/// past that restart (the unit's end when there is none), before which EDG
/// parses nothing.
fn no_declaration(db: &Database, item: cufe_passes::Item, start: u32, text: &str, map: &LineMap<'_>, display_name: &str) -> Option<(Vec<Diag>, u32)> {
    use cufe_passes::validate::stray;
    let line = |offset: u32| map.position(offset, display_name).line;
    if let Some((at, close, semicolon)) = stray::no_identifier(item.text(db), item.tokens(db)) {
        let mut diags = vec![Diag::new(cufe_tables::tag::EXP_IDENTIFIER, at, 0).with_severity(cufe_tables::Severity::Error)];
        if line(start + close) > line(start + at) + 2 {
            diags.push(Diag::new(cufe_tables::tag::END_OF_FLUSH, close, 0));
        }
        return Some((diags, start + semicolon + 1));
    }
    let at = stray::no_declaration(item.text(db), item.tokens(db))?;
    let mut diags = vec![Diag::new(cufe_tables::tag::EXP_DECLARATION, at, 0)];
    let restart = stray::restart(text, (start + at) as usize).and_then(|r| u32::try_from(r).ok());
    if let Some(r) = restart.filter(|&r| line(r) > line(start + at) + 2) {
        diags.push(Diag::new(cufe_tables::tag::END_OF_FLUSH, r - start, 0));
    }
    Some((diags, restart.map_or(u32::MAX, |r| r + 1)))
}

/// An item whose class definition no `;` ends (see
/// `validate::unended_class`): its own diagnostics up to the class body's
/// end (up to where EDG stops, for a declarator that cannot go on), then
/// EDG's; and the offset before which EDG parses nothing when it skips
/// (past the next `;` after a declarator, the unit's end after a
/// `template`).
fn unended_class(db: &Database, item: cufe_passes::Item, start: u32, text: &str, diags: Vec<Diag>, map: &LineMap<'_>, display_name: &str) -> (Vec<Diag>, Option<u32>) {
    use cufe_passes::validate::{stray, unended_class};
    let Some(unended) = unended_class::unended(item.text(db), item.tokens(db)) else { return (diags, None) };
    let end = start + item.text(db).len() as u32;
    let next = next_token(text, end as usize);
    let template_next = next.is_some_and(|t| t.text(text) == "template");
    let (open, close) = unended.body;
    let mut out: Vec<Diag> = diags.into_iter().filter(|d| d.item.is_some() || d.at.is_some_and(|at| open < at && at < close)).collect();
    out.extend(unended.diagnostics(next.map(|t| t.start - start), template_next));
    // Where EDG skips from: the declarator's error, or, after a template's
    // class, the token after the item.
    let skip_from = unended.at.or_else(|| next.filter(|_| unended.template && !template_next).map(|t| t.start - start));
    let restart = match skip_from {
        Some(at) => {
            let line = |offset: u32| map.position(offset, display_name).line;
            let restart = stray::restart(text, (start + at) as usize).and_then(|r| u32::try_from(r).ok());
            if let Some(r) = restart.filter(|&r| line(r) > line(start + at) + 2) {
                out.push(Diag::new(cufe_tables::tag::END_OF_FLUSH, r - start, 0));
            }
            Some(restart.map_or(u32::MAX, |r| r + 1))
        }
        None => template_next.then_some(u32::MAX),
    };
    (out, restart)
}

/// The first token at or after `from` that is not a directive.
fn next_token(text: &str, from: usize) -> Option<cufe_passes::lexer::Token> {
    let mut lexer = cufe_passes::lexer::Lexer::resume(text, from, false);
    std::iter::from_fn(|| lexer.next_token()).map(|(t, _)| t).find(|t| t.kind != cufe_passes::lexer::TokKind::Directive)
}

/// Text between two items (namespace openings and closers, `extern "C"
/// {`, line markers).
#[derive(Clone, Copy)]
struct Gap {
    start: u32,
    end: u32,
}

/// The diagnostics of a gap outside system headers (attributes on
/// namespace openings), each with its absolute offset.
fn gap_diags(db: &Database, file: SourceFile, gap: Gap, map: &LineMap<'_>, display_name: &str) -> Vec<(u32, Diag)> {
    let Some(text) = file.text(db).get(gap.start as usize..gap.end as usize) else { return Vec::new() };
    let diags = cufe_passes::validate::namespaces::opening_diags(text, file.tables(db), file.config(db));
    diags
        .into_iter()
        .filter_map(|d| {
            let offset = gap.start + d.at?;
            if map.position(offset, display_name).system {
                return None;
            }
            Some((offset, d))
        })
        .collect()
}

fn push_gap_diags(diags: Vec<(u32, Diag)>, controls: &mut Controls, table: &DiagTable, located: &mut Vec<Located>, function_named: &mut bool) {
    push_diags(diags.into_iter().map(|(offset, d)| (Some(offset), d)).collect(), controls, table, located, function_named);
}

/// Diagnostics of no item, each with its absolute offset (`None`: none).
fn push_diags(diags: Vec<(Option<u32>, Diag)>, controls: &mut Controls, table: &DiagTable, located: &mut Vec<Located>, function_named: &mut bool) {
    for (offset, d) in diags {
        if let Some(effective) = controls.effective(d.id, d.severity(table), table) {
            *function_named |= is_error(effective.severity);
            located.push(Located { offset, diag: d, effective, related: Vec::new() });
        }
    }
}

/// Follows the braces of a gap (see `validate::unclosed::follow_gap`).
fn follow_gap(text: &str, gap: Gap, open: &mut Vec<u32>) {
    if let Some(t) = text.get(gap.start as usize..gap.end as usize) {
        cufe_passes::validate::unclosed::follow_gap(t, gap.start, open);
    }
}

/// What the driver asks of an item on every run: kept by `reuse`, else
/// read from salsa.
fn item_facts(db: &Database, index: usize, item: cufe_passes::Item, reuse: Option<&Reuse>) -> ItemFacts {
    match reuse {
        Some(reuse) => reuse.facts(db, index, item),
        None => ItemFacts { pragma: item.key(db).kind == ItemKind::Pragma, system_header: *item.system_header(db), len: item.text(db).len() as u32 },
    }
}

/// Each item's lowering (`None` for a pragma, which print writes as it is)
/// and the length of its text.
fn lowered_items<'db>(db: &'db Database, items: &[cufe_passes::Item]) -> Vec<Lowered<'db>> {
    items
        .iter()
        .map(|&item| {
            let len = item.text(db).len() as u32;
            let il = (item.key(db).kind != ItemKind::Pragma).then(|| lower(db, item));
            Lowered { il, len }
        })
        .collect()
}

/// Diagnostics cudafe++ reports at their first occurrence in a unit only:
/// a feature of a later standard used in this one is named once.
const ONCE_PER_UNIT: &[cufe_tables::DiagId] = &[cufe_tables::tag::EXPLICIT_LAMBDA_TEMPLATE_PARAMETERS_IS_CPP20];

/// An error: a callee a later diagnostic names is printed mangled, as
/// after a callee named (see `pick_function_names`).
fn is_error(severity: cufe_tables::Severity) -> bool {
    matches!(severity, cufe_tables::Severity::Error | cufe_tables::Severity::CatastrophicError)
}

/// The first callee named in a run is printed plainly, later ones mangled
/// (see `FUNCTION_NAME_MARK`), but for a mangled name with nothing left out
/// (`_Z1dv`, of `d()`), which is printed plainly too. Any error before it
/// counts as a callee named (`is_error`).
fn pick_function_names(d: &mut Diag, named: &mut bool) {
    for (_, value) in d.args.iter_mut() {
        let Some(rest) = value.strip_prefix(FUNCTION_NAME_MARK) else { continue };
        let (plain, mangled) = rest.split_once(FUNCTION_NAME_MARK).unwrap_or((rest, rest));
        *value = if *named && mangled.contains('?') { mangled.to_string() } else { plain.to_string() };
        *named = true;
    }
}

/// Where the human format finds the user's own lines: the unit as given,
/// when cufe preprocessed it, and the files line markers name.
fn originals(req: &Request, original: Option<&str>) -> render::Originals {
    if req.diag_format != render::Format::Human {
        return render::Originals::none();
    }
    let originals = render::Originals::from_disk(None);
    match original {
        Some(text) => originals.with_file(&req.display_name, text.to_string()),
        None => originals,
    }
}

/// The labelled places of a diagnostic besides its caret: the related
/// positions the passes gave, the positions its message names ("declared
/// at line N") and those of its context lines (where a template was
/// instantiated). One label per place, the passes' own first.
fn labels(d: &Diag, starts: &[u32]) -> Vec<Label> {
    let absolute = |item: u32, at: u32| starts.get(item as usize).map(|s| s + at);
    let mut out: Vec<Label> = d.related.iter().filter_map(|r| Some(Label { offset: absolute(r.item, r.at)?, text: r.label.clone() })).collect();
    let positions = |d: &Diag| -> Vec<u32> {
        d.args
            .iter()
            .filter(|(k, _)| *k == 'p')
            .filter_map(|(_, v)| v.strip_prefix(POSITION_MARK)?.split_once(':'))
            .filter_map(|(item, at)| absolute(item.parse().ok()?, at.parse().ok()?))
            .collect()
    };
    let mentioned = positions(d).into_iter().map(|o| (o, "declared here"));
    let context = d.context.iter().flat_map(positions).map(|o| (o, "instantiated here"));
    for (offset, text) in mentioned.chain(context) {
        if !out.iter().any(|l| l.offset == offset) {
            out.push(Label { offset, text: text.to_string() });
        }
    }
    out
}

/// Turns position arguments (item, offset) into "at line N", adding the
/// file when it is not the file of the diagnostic itself.
fn resolve_positions(d: &mut Diag, here: Option<u32>, starts: &[u32], map: &LineMap<'_>, default_file: &str) {
    let here_file = here.map(|h| map.presumed(h, default_file).0);
    for (kind, value) in d.args.iter_mut().filter(|(k, _)| *k == 'p') {
        let Some(rest) = value.strip_prefix(POSITION_MARK) else { continue };
        let Some((item, at)) = rest.split_once(':') else { continue };
        let (Ok(item), Ok(at)) = (item.parse::<usize>(), at.parse::<u32>()) else { continue };
        let Some(start) = starts.get(item) else { continue };
        let (file, line) = map.presumed(start + at, default_file);
        *value = if here_file.as_deref() == Some(file.as_str()) { format!("at line {line}") } else { format!("at line {line} of \"{file}\"") };
        *kind = 'p';
    }
}

/// The name the footer prints: `--orig_src_file_name`, else for a
/// preprocessed unit the file its first line marker names, else the input as
/// given.
fn main_file_name(req: &Request, map: &LineMap<'_>) -> String {
    if let Some(name) = &req.orig_src_file_name {
        return name.clone();
    }
    if req.preprocessed {
        if let Some(name) = map.primary_file() {
            return name.to_string();
        }
    }
    req.display_name.clone()
}

fn dump_items(db: &Database, items: &[cufe_passes::Item], tables: &TableSet, pass: Pass) -> String {
    let (table, diags) = (&tables.attrs, &tables.diags);
    let mut out = String::new();
    for &item in items {
        let key = item.key(db);
        let scope = if key.scope.as_str().is_empty() { String::new() } else { format!("{}::", key.scope) };
        let _ = writeln!(out, "item {:?} {scope}{} #{}", key.kind, key.name, key.disambiguator);
        let text = item.text(db);
        let body = match pass {
            Pass::Scan => dump::dump_scan(text, scan(db, item)),
            Pass::Lookup => dump::dump_lookup(scan(db, item), lookup(db, item), table) + &dump::dump_diags(&lookup(db, item).diags, diags),
            Pass::Apply => dump::dump_apply(scan(db, item), apply(db, item)) + &dump::dump_diags(&apply(db, item).diags, diags),
            Pass::Validate => dump::dump_validate(validate(db, item), diags),
            Pass::Lower => dump::dump_lower(lower(db, item)),
        };
        for line in body.lines() {
            let _ = writeln!(out, "  {line}");
        }
    }
    out
}
