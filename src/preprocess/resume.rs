//! Preprocessing a main file again after an edit, at about the cost of
//! what the edit touched.
//!
//! A persistent worker preprocesses the same `.cu` over and over, each
//! time after a small edit; preprocessing the whole unit again would cost
//! more than everything else the worker redoes. So a run records
//! checkpoints: at the start of main-file lines where the engine is at top
//! level (no macro expansion or argument collection under way, no
//! directive, no include open), what the next lines' output depends on —
//! the printer's state, the conditional stack, `__COUNTER__`, the line
//! offset of `#line`, and how far the macro table's change log and the
//! count of other state changes (includes, `#line`, state-changing
//! pragmas) had got. The next run of the same file:
//!
//! * starts from the last checkpoint before the edit, with the macro table
//!   of that point (the final table with the later changes undone) and
//!   the output up to there copied;
//! * at each checkpoint behind the edit, compares its state with the
//!   earlier run's state at the same place of the unchanged text: the
//!   same macro changes since the start point, no other state change on
//!   either side, and the printer, the conditionals and the counter as
//!   they were, moved by the number of lines the edit added;
//! * there it stops and takes the rest of the earlier output, with the
//!   line numbers of the main file's line markers moved by that number.
//!
//! A resumed run goes on to the end of the file, which is what a full run
//! does from its start point, when it cannot rejoin: the edit defined or
//! undefined a macro differently, included a file, ran a pragma that
//! changes state (`once`, `push_macro`, `pop_macro`, `poison`,
//! `system_header`), or left a conditional, a comment or a macro
//! invocation open; or, when it changed the number of lines, there is a
//! `__LINE__`, a `#line` or an unterminated conditional behind it (their
//! numbers do not move with the lines), or the edit holds a `\r`.
//!
//! It is a full run instead when there is no usable start point: the file
//! name or the options differ, a file the earlier run read (or found
//! missing) reads differently now, the earlier run stopped on a fatal
//! error or a limit, or an include, `#line` or state-changing pragma comes
//! after the last checkpoint before the edit (only the macro table is
//! rolled back).

use super::lex::Sym;
use super::output::{Printer, PrinterState};
use super::{
    file_lexer, presumed, Buffer, Cond, FileInfo, MacroDef, Node, Pp, PpDiagnostic, PpOptions,
    PpOutput, Special,
};
use cufe_passes::items::TextEdit;
use rustc_hash::{FxHashMap as HashMap, FxHashSet as HashSet};
use std::path::Path;
use std::rc::Rc;

/// Main-file lines between two checkpoints (at least): a run resumes
/// about this many lines before the edit, and a resumed run reads about
/// this many lines behind it before it can rejoin the earlier one; fewer
/// checkpoints keep a cold run's recording cheap.
const SPACING: u32 = 16;

/// A macro's definition or built-in meaning, as the table holds it.
pub(super) type MacroValue = (Option<Rc<MacroDef>>, Option<Special>);

/// One change to the macro table, with what it replaced (to undo it).
#[derive(Clone)]
struct MacroChange {
    name: Sym,
    before: MacroValue,
    after: MacroValue,
}

/// What a run records for a later one to resume it.
#[derive(Default)]
pub(super) struct Recorder {
    /// Recording was asked for (a worker's run).
    pub(super) wanted: bool,
    /// Recording: from the start of the main file on.
    pub(super) on: bool,
    /// Macro expansions being entered (their argument collection may read
    /// past the end of a line).
    pub(super) entering: u32,
    /// Uses of absolute line numbers besides line markers (`__LINE__`,
    /// `#line`): the output behind one does not move with its lines.
    pub(super) line_events: u32,
    /// Changes of the state a resumed run cannot restore but from the end
    /// of the run: included files, include guards, `#pragma once`,
    /// `push_macro`, poisoned names, `#line`.
    pub(super) other_epoch: u32,
    /// Offsets in the output of the line markers of the main file.
    pub(super) markers: Vec<usize>,
    /// For each diagnostic, whether its line is one of the main file.
    pub(super) diag_in_main: Vec<bool>,
    /// The checkpoint of the resumed run this run has rejoined.
    pub(super) rejoined: Option<usize>,
    macro_log: Vec<MacroChange>,
    /// The checkpoints of this run (of a resumed run: from the one it
    /// resumed at on).
    checkpoints: Vec<Checkpoint>,
    /// The first line a checkpoint may be recorded at.
    next_line: u32,
    /// The text of the main file, as its lexer reads it (the session
    /// keeps it rather than a copy).
    main_src: Option<Rc<str>>,
}

impl Recorder {
    pub(super) fn macro_changed(&mut self, name: &Sym, before: MacroValue, after: MacroValue) {
        if self.on {
            self.macro_log.push(MacroChange {
                name: name.clone(),
                before,
                after,
            });
        }
    }
}

/// The state at the start of a main-file line.
#[derive(Clone)]
struct Checkpoint {
    /// Where: the offset in the main file, its physical line.
    offset: usize,
    line: u32,
    /// How much of each record came before.
    out_len: usize,
    markers: usize,
    diags: usize,
    macro_log: usize,
    line_events: u32,
    other_epoch: u32,
    expanded_tokens: u64,
    /// What the rest depends on.
    printer: PrinterState,
    conds: Vec<Cond>,
    skipping: bool,
    counter: u32,
    line_delta: i64,
    main_file: u32,
    mi_valid: bool,
    mi_cmacro: Option<Sym>,
    /// Restored but not compared: the first macro expanded behind a line
    /// start is lexed from the file first, which sets it again.
    last_lexed: (u32, u32, u32),
}

impl Checkpoint {
    /// Whether the rest of a run in this state prints what the rest of one
    /// in `old` printed, `lines` lines further down.
    fn same_as_shifted(&self, old: &Checkpoint, lines: i64) -> bool {
        self.printer.same_as_shifted(&old.printer, lines)
            && self.conds == old.conds
            && self.skipping == old.skipping
            && self.counter == old.counter
            && self.line_delta == old.line_delta
            && self.main_file == old.main_file
            && self.mi_valid == old.mi_valid
            && self.mi_cmacro == old.mi_cmacro
    }
}

/// The state directives change, as a run left it.
#[derive(Clone)]
struct Engine {
    nodes: HashMap<Sym, Node>,
    files: Vec<FileInfo>,
    pushed_macros: Vec<(Sym, Option<Rc<MacroDef>>, Option<Special>)>,
    poisoned: HashSet<Sym>,
    once_only: HashSet<String>,
    tolerated_seen: HashSet<String>,
    tolerated_order: Vec<String>,
    mi_guards: HashMap<(String, String), Sym>,
    file_cache: HashMap<String, Option<Rc<str>>>,
}

/// What a run of the built-in preprocessor leaves for the next run of the
/// same file, so that it can resume this one (see the module comment).
pub struct PpSession {
    name: String,
    opts: PpOptions,
    source: Rc<str>,
    output: String,
    diagnostics: Vec<PpDiagnostic>,
    diag_in_main: Vec<bool>,
    markers: Vec<usize>,
    checkpoints: Vec<Checkpoint>,
    macro_log: Vec<MacroChange>,
    other_epoch: u32,
    line_events: u32,
    expanded_tokens: u64,
    engine: Engine,
}

// SAFETY: the `Rc`s a session holds (names, macro definitions, file texts)
// form a closed graph: they are made by the runs that built the session
// (whose preprocessors start from built-in macros of their own,
// `Pp::new_unshared`, never from the thread's kept ones, which other units
// on that thread clone), moved into it when a run ends, and copied out
// only into a new run's engine, which is itself moved into the next
// session or dropped before `preprocess_kept` returns. No `Rc` of a
// session is ever reachable from outside it, so moving the whole session
// to another thread cannot leave a count shared between two threads. (The
// worker keeps sessions in a mutex shared by its threads.)
unsafe impl Send for PpSession {}

/// The earlier run a run resumes.
pub(super) struct Target<'a> {
    old: &'a PpSession,
    edit: TextEdit,
    /// Lines the edit added (negative: removed).
    lines: i64,
    /// The checkpoint resumed from.
    from: usize,
}

/// [`super::preprocess`], resuming the run `kept` recorded when it can, and
/// leaving in `kept` what the next run needs. The output is byte for byte
/// what `preprocess` gives.
pub fn preprocess_kept(
    name: &str,
    source: &str,
    opts: &PpOptions,
    read_file: &dyn Fn(&Path) -> Option<String>,
    kept: &mut Option<PpSession>,
) -> PpOutput {
    let old = kept.take();
    let (output, session) = match old {
        Some(old) => match start_point(&old, name, source, opts, read_file) {
            Start::Same => (old.output_again(), Some(old)),
            Start::From(from, edit) => match resume(&old, from, edit, source, read_file) {
                Some((run, lines)) => match run.rejoined {
                    Some(at) => match splice(old, run, from, at, lines, source) {
                        Some(done) => done,
                        None => full(name, source, opts, read_file),
                    },
                    None => continued(old, run, from, source),
                },
                None => full(name, source, opts, read_file),
            },
            Start::Anew => full(name, source, opts, read_file),
        },
        None => full(name, source, opts, read_file),
    };
    *kept = session;
    output
}

/// A run from the start, recorded.
fn full(
    name: &str,
    source: &str,
    opts: &PpOptions,
    read_file: &dyn Fn(&Path) -> Option<String>,
) -> (PpOutput, Option<PpSession>) {
    let mut pp = Pp::new_unshared(name, opts, read_file);
    pp.rec.wanted = true;
    pp.run(source);
    Finished::of(pp).into_session(name, opts, source)
}

enum Start {
    /// Neither the text nor anything it includes changed.
    Same,
    /// Resume at this checkpoint.
    From(usize, TextEdit),
    /// Run from the start.
    Anew,
}

/// Where a run of `source` can resume `old`.
fn start_point(
    old: &PpSession,
    name: &str,
    source: &str,
    opts: &PpOptions,
    read_file: &dyn Fn(&Path) -> Option<String>,
) -> Start {
    if old.name != name || old.opts != *opts || !old.includes_unchanged(read_file) {
        return Start::Anew;
    }
    let Some(edit) = TextEdit::between(&old.source, source) else {
        return Start::Same;
    };
    let start = edit.start as usize;
    let bytes = old.source.as_bytes();
    // A line start at the edit itself is one in the new text only when
    // the line before ends with `\n` (a `\r` might become `\r\n`).
    let before_edit = |c: &Checkpoint| {
        c.offset < start
            || c.offset == 0
            || (c.offset == start && bytes.get(start - 1) == Some(&b'\n'))
    };
    let Some(from) = old.checkpoints.iter().rposition(before_edit) else {
        return Start::Anew;
    };
    // Only the macro table can be rolled back.
    if old.checkpoints[from].other_epoch != old.other_epoch {
        return Start::Anew;
    }
    Start::From(from, edit)
}

impl PpSession {
    /// Whether every file the run read (or found missing) reads the same.
    fn includes_unchanged(&self, read_file: &dyn Fn(&Path) -> Option<String>) -> bool {
        self.engine
            .file_cache
            .iter()
            .all(|(path, text)| read_file(Path::new(path)).as_deref() == text.as_deref())
    }

    fn output_again(&self) -> PpOutput {
        PpOutput {
            text: self.output.clone(),
            diagnostics: self.diagnostics.clone(),
            missing_system_headers: self.engine.tolerated_order.clone(),
        }
    }

    /// The macro table at checkpoint `at`: the final one with the later
    /// changes undone.
    fn nodes_at(&self, at: &Checkpoint) -> HashMap<Sym, Node> {
        let mut nodes = self.engine.nodes.clone();
        for n in nodes.values_mut() {
            n.disabled = false;
        }
        for change in self
            .macro_log
            .get(at.macro_log..)
            .unwrap_or_default()
            .iter()
            .rev()
        {
            let n = nodes.entry(change.name.clone()).or_default();
            (n.def, n.builtin) = change.before.clone();
        }
        nodes
    }
}

/// Runs `source` from checkpoint `from` of `old`, to the end or to where
/// it rejoins `old`; also the number of lines the edit added.
fn resume(
    old: &PpSession,
    from: usize,
    edit: TextEdit,
    source: &str,
    read_file: &dyn Fn(&Path) -> Option<String>,
) -> Option<(Finished, i64)> {
    let newlines = |s: &str| s.bytes().filter(|&b| b == b'\n').count() as i64;
    let removed = old.source.get(edit.start as usize..edit.old_end as usize)?;
    let inserted = source.get(edit.start as usize..edit.new_end as usize)?;
    // (a `\r` line end joined or split by the edit changes the lines in a
    // way this does not count: then no rejoining)
    let cr = removed.contains('\r') || inserted.contains('\r');
    let lines = newlines(inserted) - newlines(removed);
    let target = Target {
        old,
        edit,
        lines,
        from,
    };
    let mut pp = Pp::resumed(&old.name, &old.opts, read_file, target, source)?;
    if cr {
        pp.target = None;
    }
    pp.main_loop();
    let finished = Finished::of(pp);
    #[cfg(test)]
    if finished.rejoined.is_some() {
        REJOINED.with(|r| r.set(r.get() + 1));
    }
    Some((finished, lines))
}

/// A resumed run that went on to the end of the file (or to a fatal
/// error): its output, and its checkpoints after those of `old` up to
/// where it started.
fn continued(
    mut old: PpSession,
    mut run: Finished,
    from: usize,
    source: &str,
) -> (PpOutput, Option<PpSession>) {
    old.checkpoints.truncate(from + 1);
    old.checkpoints.append(&mut run.rec.checkpoints);
    run.rec.checkpoints = old.checkpoints;
    run.into_session(&old.name, &old.opts, source)
}

impl<'a> Pp<'a> {
    /// An engine in the state of `target`'s start checkpoint, reading
    /// `source` from there.
    fn resumed(
        name: &str,
        opts: &'a PpOptions,
        read_file: &'a dyn Fn(&Path) -> Option<String>,
        target: Target<'a>,
        source: &str,
    ) -> Option<Pp<'a>> {
        let old = target.old;
        let at = old.checkpoints.get(target.from)?;
        let mut pp = Pp::new_unshared(name, opts, read_file);
        let engine = old.engine.clone();
        pp.nodes = old.nodes_at(at);
        pp.files = engine.files;
        pp.pushed_macros = engine.pushed_macros;
        pp.poisoned = engine.poisoned;
        pp.once_only = engine.once_only;
        pp.tolerated_seen = engine.tolerated_seen;
        pp.tolerated_order = engine.tolerated_order;
        pp.mi_guards = engine.mi_guards;
        pp.file_cache = engine.file_cache;
        pp.conds = at.conds.clone();
        pp.st.skipping = at.skipping;
        pp.counter = at.counter;
        pp.mi_valid = at.mi_valid;
        pp.mi_cmacro = at.mi_cmacro.clone();
        pp.last_lexed = at.last_lexed;
        pp.expanded_tokens = at.expanded_tokens;
        let mut text = String::with_capacity(
            old.output.len() + source.len().abs_diff(old.source.len()) * 2 + 64,
        );
        text.push_str(old.output.get(..at.out_len)?);
        pp.out = Printer::resumed(text, &at.printer);
        pp.diags = old.diagnostics.get(..at.diags)?.to_vec();
        pp.rec = Recorder {
            wanted: true,
            on: true,
            markers: old.markers.get(..at.markers)?.to_vec(),
            diag_in_main: old.diag_in_main.get(..at.diags)?.to_vec(),
            macro_log: old.macro_log.get(..at.macro_log)?.to_vec(),
            line_events: at.line_events,
            other_epoch: at.other_epoch,
            next_line: at.line.saturating_add(SPACING),
            ..Recorder::default()
        };
        let mut lex = file_lexer(Rc::from(source), opts.cplusplus);
        pp.rec.main_src = Some(lex.src().clone());
        if at.offset != 0 {
            lex.resume_at(at.offset, at.line);
        }
        pp.bufs.push(Buffer {
            lex,
            dir: super::dir_of(name),
            file: at.main_file,
            line_delta: at.line_delta,
            cond_base: 0,
            found_dir: None,
            mi_key: None,
            path: name.to_string(),
            silent: false,
        });
        pp.target = Some(target);
        Some(pp)
    }

    /// At the start of the main file: recording starts.
    pub(super) fn record_start(&mut self) {
        if self.rec.wanted {
            self.rec.on = true;
            self.rec.main_src = self.bufs.last().map(|b| b.lex.src().clone());
            let mut start = self.checkpoint(0, 1);
            start.offset = 0;
            self.rec.checkpoints.push(start);
            self.rec.next_line = 1 + SPACING;
        }
    }

    /// At the start of a main-file line (a newline was just read): a
    /// checkpoint, or the end of a resumed run that has rejoined the
    /// earlier one.
    pub(super) fn at_line_start(&mut self) {
        if !self.at_top_level() {
            return;
        }
        let Some(main) = self.bufs.first() else {
            return;
        };
        let (offset, line) = (main.lex.pos(), main.lex.line);
        let rejoin = self
            .target
            .as_ref()
            .is_some_and(|t| offset >= t.edit.new_end as usize);
        if !rejoin && line < self.rec.next_line {
            return;
        }
        let here = self.checkpoint(offset, line);
        if rejoin {
            if let Some(at) = self.rejoins(&here) {
                self.rec.rejoined = Some(at);
                return;
            }
        }
        if line >= self.rec.next_line {
            self.rec.next_line = line.saturating_add(SPACING);
            self.rec.checkpoints.push(here);
        }
    }

    /// Nothing under way but the main file: what a checkpoint records is
    /// all the rest depends on.
    fn at_top_level(&self) -> bool {
        let st = &self.st;
        self.bufs.len() == 1
            && !self.bufs[0].silent
            && self.contexts.is_empty()
            && self.lookahead.is_empty()
            && st.parsing_args == 0
            && st.prevent_expansion == 0
            && !st.in_directive
            && !st.in_deferred_pragma
            && !st.fake_eof
            && !st.ignore_pragma_op
            && !st.poisoned_ok
            && self.rec.entering == 0
            && self.expand_depth == 0
            && self.arg_tokens_in_flight == 0
            && self.pending_include.is_none()
            && self.pending_system_macros.is_none()
            && !self.fatal_stop
            && !self.limit_reported
            && !self.main_done
            && self
                .files
                .get(self.bufs[0].file as usize)
                .is_some_and(|f| *f.name == *self.out.state().src_file())
    }

    fn checkpoint(&self, offset: usize, line: u32) -> Checkpoint {
        let (line_delta, main_file) = self.bufs.first().map_or((0, 0), |b| (b.line_delta, b.file));
        Checkpoint {
            offset,
            line,
            out_len: self.out.text.len(),
            markers: self.rec.markers.len(),
            diags: self.diags.len(),
            macro_log: self.rec.macro_log.len(),
            line_events: self.rec.line_events,
            other_epoch: self.rec.other_epoch,
            expanded_tokens: self.expanded_tokens,
            printer: self.out.state(),
            conds: self.conds.clone(),
            skipping: self.st.skipping,
            counter: self.counter,
            line_delta,
            main_file,
            mi_valid: self.mi_valid,
            mi_cmacro: self.mi_cmacro.clone(),
            last_lexed: self.last_lexed,
        }
    }

    /// The checkpoint of the earlier run this state (`here`, behind the
    /// edit) is the same as, if any: from there on both runs read the
    /// same text and print the same, but for the line numbers.
    fn rejoins(&self, here: &Checkpoint) -> Option<usize> {
        let t = self.target.as_ref()?;
        let old_offset =
            (here.offset - t.edit.new_end as usize).checked_add(t.edit.old_end as usize)?;
        let at = t
            .old
            .checkpoints
            .binary_search_by_key(&old_offset, |c| c.offset)
            .ok()?;
        let there = &t.old.checkpoints[at];
        let from = t.old.checkpoints.get(t.from)?;
        let unchanged_elsewhere =
            here.other_epoch == from.other_epoch && there.other_epoch == from.other_epoch;
        // behind a `__LINE__` or `#line` the output does not move with the lines
        let movable = t.lines == 0 || there.line_events == t.old.line_events;
        let rest_tokens = t.old.expanded_tokens - there.expanded_tokens;
        let within_limits = here.expanded_tokens.saturating_add(rest_tokens)
            <= self.max_expanded_tokens
            && here.diags + (t.old.diagnostics.len() - there.diags) < 10_000;
        let ours = self.rec.macro_log.get(from.macro_log..)?;
        let theirs = t.old.macro_log.get(from.macro_log..there.macro_log)?;
        let same_macros = ours.len() == theirs.len()
            && ours
                .iter()
                .zip(theirs)
                .all(|(a, b)| a.name == b.name && same_value(&a.after, &b.after));
        (unchanged_elsewhere
            && movable
            && within_limits
            && same_macros
            && here.same_as_shifted(there, t.lines))
        .then_some(at)
    }
}

/// The main file's text as its lexer read it, unless the lexer added a
/// newline at its end.
fn main_text(read: Option<Rc<str>>, source: &str) -> Rc<str> {
    read.filter(|r| r.len() == source.len())
        .unwrap_or_else(|| Rc::from(source))
}

/// Whether two macro values mean the same, wherever they were defined.
fn same_value(a: &MacroValue, b: &MacroValue) -> bool {
    let same_def = match (&a.0, &b.0) {
        (None, None) => true,
        (Some(x), Some(y)) => {
            Rc::ptr_eq(x, y)
                || (x.fun_like == y.fun_like
                    && x.variadic == y.variadic
                    && x.params == y.params
                    && x.body.len() == y.body.len()
                    && x.body.iter().zip(&y.body).all(|(s, t)| {
                        s.kind == t.kind && s.flags == t.flags && s.text == t.text && s.arg == t.arg
                    }))
        }
        _ => false,
    };
    same_def && a.1 == b.1
}

/// What a run leaves, taken out of its engine.
struct Finished {
    text: String,
    diagnostics: Vec<PpDiagnostic>,
    rec: Recorder,
    engine: Engine,
    expanded_tokens: u64,
    /// It ended normally (no fatal stop, no limit hit): worth resuming.
    resumable: bool,
    rejoined: Option<usize>,
}

impl Finished {
    fn of(pp: Pp<'_>) -> Finished {
        let resumable = !pp.fatal_stop && !pp.limit_reported && pp.diags.len() < 10_000;
        let rejoined = pp.rec.rejoined;
        Finished {
            text: pp.out.text,
            diagnostics: pp.diags,
            rec: pp.rec,
            engine: Engine {
                nodes: pp.nodes,
                files: pp.files,
                pushed_macros: pp.pushed_macros,
                poisoned: pp.poisoned,
                once_only: pp.once_only,
                tolerated_seen: pp.tolerated_seen,
                tolerated_order: pp.tolerated_order,
                mi_guards: pp.mi_guards,
                file_cache: pp.file_cache,
            },
            expanded_tokens: pp.expanded_tokens,
            resumable,
            rejoined,
        }
    }

    /// The output of a run that went to the end, and its session.
    fn into_session(
        self,
        name: &str,
        opts: &PpOptions,
        source: &str,
    ) -> (PpOutput, Option<PpSession>) {
        let output = PpOutput {
            text: self.text,
            diagnostics: self.diagnostics,
            missing_system_headers: self.engine.tolerated_order.clone(),
        };
        if !self.resumable
            || !self.rec.on
            || self.rec.diag_in_main.len() != output.diagnostics.len()
        {
            return (output, None);
        }
        let session = PpSession {
            name: name.to_string(),
            opts: opts.clone(),
            source: main_text(self.rec.main_src, source),
            output: output.text.clone(),
            diagnostics: output.diagnostics.clone(),
            diag_in_main: self.rec.diag_in_main,
            markers: self.rec.markers,
            checkpoints: self.rec.checkpoints,
            macro_log: self.rec.macro_log,
            other_epoch: self.rec.other_epoch,
            line_events: self.rec.line_events,
            expanded_tokens: self.expanded_tokens,
            engine: self.engine,
        };
        (output, Some(session))
    }
}

/// The resumed run `run` up to where it rejoined `old` at checkpoint `at`,
/// then the rest of `old`, its main-file lines moved by `lines`. `None`
/// when a line number would leave its range.
fn splice(
    mut old: PpSession,
    run: Finished,
    from: usize,
    at: usize,
    lines: i64,
    source: &str,
) -> Option<(PpOutput, Option<PpSession>)> {
    let there = old.checkpoints.get(at)?.clone();
    let Finished {
        mut text,
        mut diagnostics,
        mut rec,
        engine,
        expanded_tokens,
        ..
    } = run;
    // this run's checkpoints follow the earlier run's up to where it started
    let behind = old.checkpoints.split_off(at);
    old.checkpoints.truncate(from + 1);
    old.checkpoints.append(&mut rec.checkpoints);
    rec.checkpoints = std::mem::take(&mut old.checkpoints);
    // What the resumed run itself made, before the rest is added.
    let (run_len, run_markers, run_diags) = (text.len(), rec.markers.len(), diagnostics.len());
    let from = there.out_len;
    // For each marker behind the rejoin point: its old offset and how many
    // bytes the text from there on grew (its line number may have a digit
    // more or less).
    let mut growth: Vec<(usize, isize)> = Vec::new();
    let mut copied = from;
    let mut grown: isize = 0;
    for &m in old.markers.get(there.markers..)? {
        let digits_at = m + 2;
        let digits = old
            .output
            .get(digits_at..)?
            .bytes()
            .take_while(u8::is_ascii_digit)
            .count();
        let number: i64 = old
            .output
            .get(digits_at..digits_at + digits)?
            .parse()
            .ok()?;
        let moved = u32::try_from(number + lines).ok()?.to_string();
        text.push_str(old.output.get(copied..digits_at)?);
        rec.markers.push(text.len() - 2);
        text.push_str(&moved);
        grown += moved.len() as isize - digits as isize;
        growth.push((m, grown));
        copied = digits_at + digits;
    }
    text.push_str(old.output.get(copied..)?);
    // Where an old offset behind the rejoin point is now.
    let moved_offset = |p: usize| -> usize {
        let i = growth.partition_point(|&(m, _)| m < p);
        let g = if i == 0 { 0 } else { growth[i - 1].1 };
        (p - from + run_len).saturating_add_signed(g)
    };
    for (d, &main) in old
        .diagnostics
        .iter()
        .zip(&old.diag_in_main)
        .skip(there.diags)
    {
        let mut d = d.clone();
        if main {
            d.line = presumed(d.line, lines);
        }
        diagnostics.push(d);
        rec.diag_in_main.push(main);
    }
    let shift_bytes = source.len() as i64 - old.source.len() as i64;
    let run_events = rec.line_events;
    for mut c in behind {
        // (conditionals opened behind the edit moved: such checkpoints
        // are left out rather than their lines worked out)
        if lines != 0 && c.conds != there.conds {
            continue;
        }
        c.offset = usize::try_from(c.offset as i64 + shift_bytes).ok()?;
        c.line = u32::try_from(i64::from(c.line) + lines).ok()?;
        c.out_len = moved_offset(c.out_len);
        c.markers = c.markers - there.markers + run_markers;
        c.diags = c.diags - there.diags + run_diags;
        c.line_events = c.line_events - there.line_events + run_events;
        c.expanded_tokens = c.expanded_tokens - there.expanded_tokens + expanded_tokens;
        c.printer.shift(lines);
        if c.main_file == c.last_lexed.2 {
            c.last_lexed.0 = presumed(c.last_lexed.0, lines);
        }
        rec.checkpoints.push(c);
    }
    let output = PpOutput {
        text,
        diagnostics,
        missing_system_headers: old.engine.tolerated_order.clone(),
    };
    // The macro table and the rest are the earlier run's: the same changes
    // were made up to the rejoin point, and the same are made behind it.
    // Files read by the resumed run are added to those to check.
    let mut kept_engine = old.engine;
    kept_engine.file_cache = engine.file_cache;
    let session = PpSession {
        name: old.name,
        opts: old.opts,
        source: main_text(rec.main_src, source),
        output: output.text.clone(),
        diagnostics: output.diagnostics.clone(),
        diag_in_main: rec.diag_in_main,
        markers: rec.markers,
        checkpoints: rec.checkpoints,
        macro_log: old.macro_log,
        other_epoch: old.other_epoch,
        line_events: run_events + (old.line_events - there.line_events),
        expanded_tokens: expanded_tokens + (old.expanded_tokens - there.expanded_tokens),
        engine: kept_engine,
    };
    Some((output, Some(session)))
}

#[cfg(test)]
thread_local! {
    /// How many runs on this thread rejoined the run they resumed.
    static REJOINED: std::cell::Cell<usize> = const { std::cell::Cell::new(0) };
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::cell::RefCell;

    struct Rng(u64);

    impl Rng {
        fn below(&mut self, n: usize) -> usize {
            self.0 ^= self.0 << 13;
            self.0 ^= self.0 >> 7;
            self.0 ^= self.0 << 17;
            (self.0 % n.max(1) as u64) as usize
        }
    }

    const HEADER: &str = "#ifndef INC_H\n#define INC_H\n#define SQ(x) ((x) * (x))\n__device__ int from_header = __LINE__;\n#endif\n";
    /// State changes a resumed run cannot undo (includes, pragmas) and
    /// absolute lines (`__LINE__`, `#line`) come first, as they usually
    /// do: edits behind them resume and rejoin; edits that add some do not.
    const UNIT: &str = "// unit\n#include \"inc.h\"\n#include <cstdio>\n#line 3\n#define N 4\n#pragma push_macro(\"N\")\n#undef N\nint n = N;\n#pragma pop_macro(\"N\")\n_Pragma(\"once\") int c2 = __COUNTER__;\nint line = __LINE__;\n#define ADD(a, b) \\\n  ((a) + (b))\n__global__ void k(int *p) {\n  p[0] = ADD(N,\n    SQ(2));\n}\n\n\n\n\n\n\n\n\n\n\n/* a block\n   comment */ int after_comment;\n#ifdef N\n__device__ int on;\n#else\n__device__ int off;\n#endif\n#if N > 3\nint big = N;\n#elif 1\nint small;\n#endif\nstatic __device__ __forceinline__ int g() { return __COUNTER__; }\nint split = 1 + \\\n  2;\n#pragma unroll 4\n#undef N\n#define N 5\nint five = N; ADD\n(1, 2);\nint m = N;\n\n\n\n\n\n\n\n\n\n\n\nint tail;\n#if N\nint last;\n#endif\n";
    const SNIPPETS: &[&str] = &[
        "#define X 1\n",
        "#undef N\n",
        "#endif\n",
        "#if 0\n",
        "#else\n",
        "/*",
        "*/",
        "\\\n",
        "\n",
        "\n\n\n\n\n\n\n\n\n\n",
        "X",
        "N",
        "ADD(",
        ")",
        "(",
        "__LINE__",
        "__COUNTER__",
        "#include \"inc.h\"\n",
        "__global__",
        "//",
        "\"",
        "'",
        "#",
        " ",
        "int z;",
        "SQ(3)",
        "\r",
        "#line 7\n",
        "#pragma once\n",
        "_Pragma(\"unroll\")",
    ];

    fn edited(rng: &mut Rng, old: &str) -> String {
        let mut new = old.to_string();
        let at = rng.below(new.len() + 1);
        let at = (0..=at)
            .rev()
            .find(|&i| new.is_char_boundary(i))
            .unwrap_or(0);
        let snippet = SNIPPETS[rng.below(SNIPPETS.len())];
        match rng.below(3) {
            0 => new.insert_str(at, snippet),
            1 => {
                let end = (at + rng.below(12)).min(new.len());
                let end = (end..=new.len())
                    .find(|&i| new.is_char_boundary(i))
                    .unwrap_or(new.len());
                new.replace_range(at..end, "");
            }
            _ => {
                let end = (at + 1).min(new.len());
                let end = (end..=new.len())
                    .find(|&i| new.is_char_boundary(i))
                    .unwrap_or(new.len());
                new.replace_range(at..end, snippet);
            }
        }
        new
    }

    #[test]
    fn resumed_output_equals_a_full_run() {
        let header = RefCell::new(HEADER.to_string());
        let read = |p: &Path| (p.to_str() == Some("inc.h")).then(|| header.borrow().clone());
        let opts = PpOptions::default();
        // (more rounds and other seeds for a longer search:
        // CUFE_RESUME_ROUNDS=20000 CUFE_RESUME_SEED=7 cargo test ...)
        let env = |name: &str| std::env::var(name).ok().and_then(|v| v.parse().ok());
        let rounds = env("CUFE_RESUME_ROUNDS").unwrap_or(1500);
        let mut rng = Rng(env("CUFE_RESUME_SEED").unwrap_or(0x9e37_79b9_7f4a_7c15));
        let mut runs = 0;
        REJOINED.with(|r| r.set(0));
        for round in 0..rounds {
            let mut kept = None;
            let mut text = UNIT.to_string();
            let _ = preprocess_kept("a.cu", &text, &opts, &read, &mut kept);
            for step in 0..4 {
                // now and then the header changes on disk
                if (round + step) % 97 == 0 {
                    header.borrow_mut().push_str("int more;\n");
                }
                text = edited(&mut rng, &text);
                let got = preprocess_kept("a.cu", &text, &opts, &read, &mut kept);
                let want = super::super::preprocess("a.cu", &text, &opts, &read);
                assert_eq!(got.text, want.text, "after editing into\n{text}");
                assert_eq!(
                    got.diagnostics, want.diagnostics,
                    "after editing into\n{text}"
                );
                assert_eq!(got.missing_system_headers, want.missing_system_headers);
                runs += 1;
            }
            *header.borrow_mut() = HEADER.to_string();
        }
        // many edits rejoin the earlier run rather than go on to the end
        let rejoined = REJOINED.with(std::cell::Cell::get);
        eprintln!("{rejoined} of {runs} runs rejoined");
        assert!(rejoined * 4 > runs, "{rejoined} of {runs} runs rejoined");
    }

    #[test]
    fn a_body_edit_in_a_long_unit_rejoins_soon() {
        let body: String = (0..2000)
            .map(|i| format!("__global__ void k{i}(int *p) {{ p[{i}] = {i}; }}\n"))
            .collect();
        let text = format!("#define V 1\n{body}");
        let opts = PpOptions::default();
        let read = |_: &Path| None;
        let mut kept = None;
        let _ = preprocess_kept("a.cu", &text, &opts, &read, &mut kept);
        for (new, what) in [
            (text.replace("p[1000] = 1000", "p[1000] = V"), "body edit"),
            (format!("\n{text}"), "insert at top"),
        ] {
            REJOINED.with(|r| r.set(0));
            let got = preprocess_kept("a.cu", &new, &opts, &read, &mut kept);
            assert_eq!(
                got.text,
                super::super::preprocess("a.cu", &new, &opts, &read).text,
                "{what}"
            );
            assert_eq!(REJOINED.with(std::cell::Cell::get), 1, "{what}");
        }
    }
}
