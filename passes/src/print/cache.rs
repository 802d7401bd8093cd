//! What a persistent worker keeps of its last print of a unit, so that a
//! re-run after a small edit copies the text of every unchanged item
//! instead of printing it again.
//!
//! Printing is the largest part of a re-run once the passes reuse their
//! results: the translation is as long as the unit, and the stub spells
//! every kernel. Both are functions of the lowered items and of where the
//! items are (their line numbers); a kept text is used only when both are
//! what they were, which the checks below establish without printing.
//!
//! An item is "the same" when its lowering is the very same `Arc` the last
//! print had (the worker hands an unchanged item its kept lowering). The
//! cache holds those `Arc`s, so an address it compares cannot have been
//! reused by another item's lowering.

use super::{Markers, Position, PrintInput, PrintItem};
use crate::lower::LowerIl;
use rustc_hash::FxHashMap;
use std::sync::Arc;

/// The host translation's text per item.
#[derive(Default)]
pub struct HostCache {
    /// The unit-wide text items print into their own (see `Markers`).
    anon: String,
    lambda_block: String,
    /// The last print's items, in print order.
    chunks: Vec<Option<HostChunk>>,
    /// Where the next item is looked for in `chunks`: after an edit, almost
    /// every item is the one after the previous item's.
    cursor: usize,
    /// `chunks` by the address of the item's lowering, made only when two
    /// items in a row are not near the cursor (items went or moved; one
    /// that is not is most likely new, as an edited item is).
    index: Option<FxHashMap<usize, usize>>,
    /// Items in a row not found near the cursor.
    misses: u32,
    /// This print's chunks: the next print keeps only what this one used.
    next: Vec<Option<HostChunk>>,
    /// The last print's whole text, which the chunks' ranges are into (one
    /// string: copying from it stays in cache as it goes).
    prev: String,
    /// The text before that, whose buffer the next print writes into.
    spare: String,
}

struct HostChunk {
    lowered: Arc<LowerIl>,
    /// Where the item starts and ends.
    start: Place,
    end: Place,
    /// The marker state the item was printed from.
    entry: State,
    /// Its text: a range of the print that made (or copied) it.
    text: std::ops::Range<usize>,
    /// The line numbers in the text: where (from its start) and which.
    numbers: Vec<(u32, u32)>,
    /// The marker state after it.
    exit: State,
    /// Where the item's last change of file was, relative to its start
    /// (`None`: the file it started in, or the lambda block's).
    exit_file_at: Option<u32>,
}

/// A `Position` kept past the print that asked for it.
#[derive(Clone, PartialEq, Eq)]
struct Place {
    file: String,
    line: u32,
    system: bool,
    region: u32,
}

impl Place {
    fn of(p: Position<'_>) -> Place {
        Place { file: p.file.to_string(), line: p.line, system: p.system, region: p.region }
    }

    /// The same place in text that moved `by` lines and `regions` line
    /// markers.
    fn moved(self, by: Shift) -> Place {
        Place { line: moved(self.line, by.lines), region: moved_region(self.region, by.regions), ..self }
    }
}

/// How far an unchanged item moved: lines, and line markers before it
/// (each marker's stretch of text is a `Position::region`).
#[derive(Clone, Copy, PartialEq, Eq)]
struct Shift {
    lines: i64,
    regions: i64,
}

impl Shift {
    fn none(self) -> bool {
        self.lines == 0 && self.regions == 0
    }
}

/// How far past the cursor an item's chunk is looked for before the index
/// is: as far as a few removed items move the rest.
const LOOKAHEAD: usize = 4;

/// What of `Markers` an item's text depends on and changes.
#[derive(Clone, PartialEq, Eq)]
struct State {
    file: String,
    line: u32,
    full: bool,
    typedefs: u32,
    at_line_start: bool,
    after_pragma: bool,
    region: u32,
}

impl State {
    fn of(m: &Markers<'_>) -> State {
        State { file: m.file.to_string(), line: m.line, full: m.full, typedefs: m.typedefs, at_line_start: m.out.is_empty() || m.out.ends_with('\n'), after_pragma: m.after_pragma, region: m.region }
    }

    /// Compares without building a `State` (no allocation per item), for
    /// an item that moved `by`.
    fn matches(&self, m: &Markers<'_>, by: Shift) -> bool {
        moved(self.line, by.lines) == m.line && moved_region(self.region, by.regions) == m.region && self.full == m.full && self.typedefs == m.typedefs && self.at_line_start == (m.out.is_empty() || m.out.ends_with('\n')) && self.file == m.file && self.after_pragma == m.after_pragma
    }
}

impl HostCache {
    /// A buffer for the next print to write into, empty: the one of the
    /// print before last (a translation is megabytes, and a fresh buffer
    /// costs a page fault every few kilobytes).
    pub(super) fn buffer(&mut self) -> String {
        let mut out = std::mem::take(&mut self.spare);
        out.clear();
        out
    }

    /// The last print's text.
    pub fn text(&self) -> &str {
        &self.prev
    }

    /// Starts a print: text kept for another anonymous namespace name or
    /// lambda support block is of no use.
    pub(super) fn begin(&mut self, anon: &str, lambda_block: &str) {
        if self.anon != anon || self.lambda_block != lambda_block {
            self.chunks.clear();
            self.anon = anon.to_string();
            self.lambda_block = lambda_block.to_string();
        }
        self.cursor = 0;
        self.index = None;
        self.misses = 0;
        self.next.clear();
        self.next.reserve(self.chunks.len());
    }

    /// Ends a print whose text is `out`: what it did not use is dropped,
    /// and the text is kept (`text`) for the next print to copy from.
    pub(super) fn end(&mut self, out: String) {
        std::mem::swap(&mut self.chunks, &mut self.next);
        self.next.clear();
        self.index = None;
        self.spare = std::mem::replace(&mut self.prev, out);
    }

    /// The last print's chunk of the item whose lowering is `shared`, taken
    /// out: one at or just after the cursor, else the one the index finds.
    fn take(&mut self, shared: &Arc<LowerIl>) -> Option<HostChunk> {
        let is_it = |c: &Option<HostChunk>| c.as_ref().is_some_and(|c| Arc::ptr_eq(&c.lowered, shared));
        let near = self.chunks.get(self.cursor..).and_then(|rest| rest.iter().take(LOOKAHEAD).position(is_it)).map(|i| self.cursor + i);
        let at = match near {
            Some(at) => at,
            None if self.misses == 0 => {
                self.misses += 1;
                return None;
            }
            None => {
                let chunks = &self.chunks;
                let index = self.index.get_or_insert_with(|| chunks.iter().enumerate().filter_map(|(i, c)| Some((Arc::as_ptr(&c.as_ref()?.lowered) as usize, i))).collect());
                *index.get(&(Arc::as_ptr(shared) as usize))?
            }
        };
        self.misses = 0;
        self.cursor = at + 1;
        self.chunks.get_mut(at)?.take()
    }

    /// Prints one item's pieces, or copies its kept text when it would
    /// print the same, or the same moved to other lines.
    pub(super) fn item<'a>(&mut self, m: &mut Markers<'a>, item: &PrintItem<'a>, shared: &Arc<LowerIl>) {
        let start = (m.presumed)(item.start);
        if let Some(chunk) = self.take(shared).filter(|c| Arc::ptr_eq(&c.lowered, shared) && c.start.system == start.system && c.start.file == start.file) {
            let by = Shift { lines: i64::from(start.line) - i64::from(chunk.start.line), regions: i64::from(start.region) - i64::from(chunk.start.region) };
            let have_text = self.prev.get(chunk.text.clone()).is_some();
            if have_text && chunk.entry.matches(m, by) && (by.none() || chunk.moves_whole(m, item, by)) {
                self.copy(m, item, chunk, by);
                return;
            }
        }
        let entry = State::of(m);
        let from = m.out.len();
        m.file_changed_at = None;
        m.numbers = Some(Vec::new());
        for p in item.lowered.host.pieces() {
            m.piece(item.start, p);
        }
        let numbers = m.numbers.take().unwrap_or_default().into_iter().map(|(at, line)| ((at - from) as u32, line)).collect();
        let text = from..m.out.len();
        let exit = State::of(m);
        let exit_file_at = m.file_changed_at.map(|at| at - item.start);
        let end = Place::of((m.presumed)(item.end));
        let chunk = HostChunk { lowered: shared.clone(), start: Place::of(start), end, entry, text, numbers, exit, exit_file_at };
        self.next.push(Some(chunk));
    }

    /// Writes a kept item's text (in the last print, checked), its line
    /// numbers moved by `by`, and leaves the marker state as printing it
    /// would.
    fn copy<'a>(&mut self, m: &mut Markers<'a>, item: &PrintItem<'a>, chunk: HostChunk, by: Shift) {
        let moved_by = by.lines;
        let text = self.prev.get(chunk.text.clone()).unwrap_or("");
        let from = m.out.len();
        let mut numbers = chunk.numbers;
        if moved_by == 0 {
            m.out.push_str(text);
        } else {
            // Bytes of `text` written so far.
            let mut copied = 0;
            for (at, line) in &mut numbers {
                let old_at = *at as usize;
                let digits = text.get(old_at..).map_or(0, |t| t.bytes().take_while(u8::is_ascii_digit).count());
                m.out.push_str(text.get(copied..old_at).unwrap_or(""));
                *line = u32::try_from(i64::from(*line) + moved_by).unwrap_or(*line);
                *at = (m.out.len() - from) as u32;
                super::push_decimal(&mut m.out, *line);
                copied = old_at + digits;
            }
            m.out.push_str(text.get(copied..).unwrap_or(""));
        }
        let mut exit = chunk.exit;
        exit.line = moved(exit.line, moved_by);
        exit.region = moved_region(exit.region, by.regions);
        m.line = exit.line;
        m.region = exit.region;
        m.full = exit.full;
        m.typedefs = exit.typedefs;
        m.after_pragma = exit.after_pragma;
        if exit.file != m.file {
            m.file = match chunk.exit_file_at {
                Some(at) => (m.presumed)(item.start + at).file,
                None => super::LAMBDA_FILE,
            };
        }
        let (start, end) = (chunk.start.moved(by), chunk.end.moved(by));
        let mut entry = chunk.entry;
        entry.line = moved(entry.line, moved_by);
        entry.region = moved_region(entry.region, by.regions);
        let chunk = HostChunk { lowered: chunk.lowered, start, end, entry, text: from..m.out.len(), numbers, exit, exit_file_at: chunk.exit_file_at };
        self.next.push(Some(chunk));
    }
}

/// A line number of a marker state moved by `by` lines (0, no line, stays).
fn moved(line: u32, by: i64) -> u32 {
    if line == 0 {
        return 0;
    }
    u32::try_from(i64::from(line) + by).unwrap_or(line)
}

/// A region number moved by `by` markers (0, before any marker, stays).
fn moved_region(region: u32, by: i64) -> u32 {
    if region == 0 {
        return 0;
    }
    u32::try_from(i64::from(region) + by).unwrap_or(region)
}

impl HostChunk {
    /// Whether the item moved `by` as a whole: its end moved as far as its
    /// start (a line marker inside it would pin what follows it to its own
    /// numbers).
    fn moves_whole(&self, m: &Markers<'_>, item: &PrintItem<'_>, by: Shift) -> bool {
        let end = (m.presumed)(item.end);
        end.system == self.end.system && i64::from(end.line) - i64::from(self.end.line) == by.lines && i64::from(end.region) - i64::from(self.end.region) == by.regions && end.file == self.end.file
    }
}

/// The stub's text, and what it was printed from.
#[derive(Default)]
pub struct StubCache {
    kept: Option<KeptStub>,
}

struct KeptStub {
    file_name: String,
    path_name: String,
    stub_name: String,
    config: crate::options::Config,
    /// Each item's lowering (`None` for a pragma).
    items: Vec<Option<Arc<LowerIl>>>,
    /// Every position the print asked about, as (item, offset in it), and
    /// the answer.
    reads: Vec<(usize, u32, (String, u32, bool))>,
    text: String,
    /// Where the text has line numbers it read, and of which item (`None`:
    /// a number read outside every item).
    numbers: Option<Vec<(usize, usize)>>,
}

impl StubCache {
    /// The stub: the kept text when nothing it was printed from changed,
    /// or the kept text with its line numbers moved when items only moved
    /// to other lines, else printed (and kept).
    pub fn stub_file(&mut self, input: &PrintInput<'_>) -> &str {
        let reuse = match self.kept.as_ref().map_or(Verdict::Print, |k| k.verdict(input)) {
            Verdict::Same => true,
            Verdict::Moved(shifts) => self.kept.as_mut().filter(|k| k.numbers.is_some()).map(|k| k.move_lines(&shifts)).is_some(),
            Verdict::Print => false,
        };
        if reuse {
            return self.kept.as_ref().map_or("", |k| &k.text);
        }
        let reads = std::cell::RefCell::new(Vec::new());
        let logged = |at: u32| {
            let answer = (input.presumed)(at);
            reads.borrow_mut().push((at, answer.file.to_string(), answer.line, answer.system));
            answer
        };
        let logging = PrintInput { presumed: &logged, ..*input };
        let (text, numbers) = super::stub::stub_file_numbered(&logging);
        let starts: Vec<u32> = input.items.iter().map(|i| i.start).collect();
        // The item a position lies in (the last one starting at or before it).
        let item_of = |at: u32| starts.partition_point(|&s| s <= at).checked_sub(1);
        let reads = reads
            .into_inner()
            .into_iter()
            .filter_map(|(at, file, line, system)| {
                let n = item_of(at)?;
                Some((n, at - starts[n], (file, line, system)))
            })
            .collect();
        let numbers = numbers.into_iter().map(|(pos, at)| Some((pos, item_of(at)?))).collect();
        let items = input.items.iter().map(|i| i.shared.cloned()).collect();
        let kept = self.kept.insert(KeptStub { file_name: input.file_name.to_string(), path_name: input.path_name.to_string(), stub_name: input.stub_name.to_string(), config: input.config.clone(), items, reads, text, numbers });
        &kept.text
    }
}

/// What a kept stub is for a new print.
enum Verdict {
    /// The very text.
    Same,
    /// The text with each item's line numbers moved by its shift (by item
    /// index; items the stub read nothing of have none).
    Moved(Vec<Option<i64>>),
    /// Of no use.
    Print,
}

impl KeptStub {
    /// Whether the stub would print the same: the same items (for the
    /// stub), and every position it read at the same place — or each
    /// item's positions moved by as many lines (the text then only moves
    /// the numbers).
    fn verdict(&self, input: &PrintInput<'_>) -> Verdict {
        if self.file_name != input.file_name || self.path_name != input.path_name || self.stub_name != input.stub_name || self.config != *input.config || self.items.len() != input.items.len() {
            return Verdict::Print;
        }
        let same_items = self.items.iter().zip(input.items).all(|(old, new)| match (old, new.shared) {
            (None, None) => true,
            (Some(old), Some(new)) => Arc::ptr_eq(old, new) || same_for_stub(old, new),
            _ => false,
        });
        if !same_items {
            return Verdict::Print;
        }
        let mut shifts: Vec<Option<i64>> = vec![None; input.items.len()];
        let mut moved = false;
        for (n, offset, answer) in &self.reads {
            let Some(item) = input.items.get(*n) else { return Verdict::Print };
            let Position { file, line, system, .. } = (input.presumed)(item.start + offset);
            if answer.0 != file || answer.2 != system {
                return Verdict::Print;
            }
            let by = i64::from(line) - i64::from(answer.1);
            match shifts[*n] {
                Some(other) if other != by => return Verdict::Print,
                _ => shifts[*n] = Some(by),
            }
            moved |= by != 0;
        }
        if moved {
            Verdict::Moved(shifts)
        } else {
            Verdict::Same
        }
    }

    /// Moves the line numbers of the text (and the answers kept) by each
    /// item's shift.
    fn move_lines(&mut self, shifts: &[Option<i64>]) {
        let Some(numbers) = self.numbers.as_mut() else { return };
        let by = |n: usize| shifts.get(n).copied().flatten().unwrap_or(0);
        let mut text = String::with_capacity(self.text.len() + 64);
        let mut copied = 0;
        for (pos, n) in numbers.iter_mut() {
            let old_pos = *pos;
            let digits = self.text.get(old_pos..).map_or(0, |t| t.bytes().take_while(u8::is_ascii_digit).count());
            let old: i64 = self.text.get(old_pos..old_pos + digits).and_then(|d| d.parse().ok()).unwrap_or(0);
            text.push_str(self.text.get(copied..old_pos).unwrap_or(""));
            *pos = text.len();
            super::push_decimal(&mut text, u32::try_from(old + by(*n)).unwrap_or(0));
            copied = old_pos + digits;
        }
        text.push_str(self.text.get(copied..).unwrap_or(""));
        self.text = text;
        for (n, _, answer) in &mut self.reads {
            answer.1 = u32::try_from(i64::from(answer.1) + by(*n)).unwrap_or(answer.1);
        }
    }
}

/// Whether two lowerings of an item give the stub the same: every field
/// but the host translation's. The destructuring names each field, so a new
/// one cannot be forgotten here.
fn same_for_stub(a: &LowerIl, b: &LowerIl) -> bool {
    let LowerIl { host: _, declares_size_t: _, stub, module_name, extended_lambdas, hd_ctors, device_calls, called, template_member_temps, member_uses } = a;
    *stub == b.stub && *module_name == b.module_name && *extended_lambdas == b.extended_lambdas && *hd_ctors == b.hd_ctors && *device_calls == b.device_calls && *called == b.called && *template_member_temps == b.template_member_temps && *member_uses == b.member_uses
}
