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

use super::{Markers, PrintInput, PrintItem};
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
    /// Where the item starts (presumed file, line, system flag).
    start: (String, u32, bool),
    /// The marker state the item was printed from.
    entry: State,
    /// Its text: a range of the print that made (or copied) it.
    text: std::ops::Range<usize>,
    /// The marker state after it.
    exit: State,
    /// Where the item's last change of file was, relative to its start
    /// (`None`: the file it started in, or the lambda block's).
    exit_file_at: Option<u32>,
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
}

impl State {
    fn of(m: &Markers<'_>) -> State {
        State { file: m.file.to_string(), line: m.line, full: m.full, typedefs: m.typedefs, at_line_start: m.out.is_empty() || m.out.ends_with('\n') }
    }

    /// Compares without building a `State` (no allocation per item).
    fn matches(&self, m: &Markers<'_>) -> bool {
        self.line == m.line && self.full == m.full && self.typedefs == m.typedefs && self.at_line_start == (m.out.is_empty() || m.out.ends_with('\n')) && self.file == m.file
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
    /// print the same.
    pub(super) fn item<'a>(&mut self, m: &mut Markers<'a>, item: &PrintItem<'a>, shared: &Arc<LowerIl>) {
        let (file, line, system) = (m.presumed)(item.start);
        if let Some(chunk) = self.take(shared) {
            let same_start = chunk.start.1 == line && chunk.start.2 == system && chunk.start.0 == file;
            let kept = self.prev.get(chunk.text.clone()).filter(|_| Arc::ptr_eq(&chunk.lowered, shared) && same_start && chunk.entry.matches(m));
            if let Some(text) = kept {
                let from = m.out.len();
                m.out.push_str(text);
                let chunk = HostChunk { text: from..m.out.len(), ..chunk };
                m.line = chunk.exit.line;
                m.full = chunk.exit.full;
                m.typedefs = chunk.exit.typedefs;
                if chunk.exit.file != m.file {
                    m.file = match chunk.exit_file_at {
                        Some(at) => (m.presumed)(item.start + at).0,
                        None => super::LAMBDA_FILE,
                    };
                }
                self.next.push(Some(chunk));
                return;
            }
        }
        let entry = State::of(m);
        let from = m.out.len();
        m.file_changed_at = None;
        for p in &item.lowered.host.pieces {
            m.piece(item.start, p);
        }
        let text = from..m.out.len();
        let exit = State::of(m);
        let exit_file_at = m.file_changed_at.map(|at| at - item.start);
        let chunk = HostChunk { lowered: shared.clone(), start: (file.to_string(), line, system), entry, text, exit, exit_file_at };
        self.next.push(Some(chunk));
    }
}

/// The stub's text, and what it was printed from.
#[derive(Default)]
pub struct StubCache {
    kept: Option<KeptStub>,
}

struct KeptStub {
    file_name: String,
    stub_name: String,
    config: crate::options::Config,
    /// Each item's lowering (`None` for a pragma).
    items: Vec<Option<Arc<LowerIl>>>,
    /// Every position the print asked about, as (item, offset in it), and
    /// the answer.
    reads: Vec<(usize, u32, (String, u32, bool))>,
    text: String,
}

impl StubCache {
    /// The stub: the kept text when nothing it was printed from changed,
    /// else printed (and kept).
    pub fn stub_file(&mut self, input: &PrintInput<'_>) -> &str {
        if self.kept.as_ref().is_some_and(|k| k.still_holds(input)) {
            return self.kept.as_ref().map_or("", |k| &k.text);
        }
        let reads = std::cell::RefCell::new(Vec::new());
        let logged = |at: u32| {
            let answer = (input.presumed)(at);
            reads.borrow_mut().push((at, answer.0.to_string(), answer.1, answer.2));
            answer
        };
        let logging = PrintInput { presumed: &logged, ..*input };
        let text = super::stub::stub_file(&logging);
        let starts: Vec<u32> = input.items.iter().map(|i| i.start).collect();
        let reads = reads
            .into_inner()
            .into_iter()
            .filter_map(|(at, file, line, system)| {
                // The item the position lies in (the last one starting at or before it).
                let n = starts.partition_point(|&s| s <= at).checked_sub(1)?;
                Some((n, at - starts[n], (file, line, system)))
            })
            .collect();
        let items = input.items.iter().map(|i| i.shared.cloned()).collect();
        let kept = self.kept.insert(KeptStub { file_name: input.file_name.to_string(), stub_name: input.stub_name.to_string(), config: input.config.clone(), items, reads, text });
        &kept.text
    }
}

impl KeptStub {
    fn still_holds(&self, input: &PrintInput<'_>) -> bool {
        if self.file_name != input.file_name || self.stub_name != input.stub_name || self.config != *input.config || self.items.len() != input.items.len() {
            return false;
        }
        let same_items = self.items.iter().zip(input.items).all(|(old, new)| match (old, new.shared) {
            (None, None) => true,
            (Some(old), Some(new)) => Arc::ptr_eq(old, new) || same_for_stub(old, new),
            _ => false,
        });
        same_items
            && self.reads.iter().all(|(n, offset, answer)| {
                input.items.get(*n).is_some_and(|item| {
                    let (file, line, system) = (input.presumed)(item.start + offset);
                    answer.0 == file && answer.1 == line && answer.2 == system
                })
            })
    }
}

/// Whether two lowerings of an item give the stub the same: every field
/// but the host translation's. The destructuring names each field, so a new
/// one cannot be forgotten here.
fn same_for_stub(a: &LowerIl, b: &LowerIl) -> bool {
    let LowerIl { host: _, declares_size_t: _, stub, module_name, extended_lambdas, hd_ctors, device_calls, called } = a;
    *stub == b.stub && *module_name == b.module_name && *extended_lambdas == b.extended_lambdas && *hd_ctors == b.hd_ctors && *device_calls == b.device_calls && *called == b.called
}
