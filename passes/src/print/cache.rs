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
    /// By the address of the item's lowering.
    chunks: FxHashMap<usize, HostChunk>,
    /// This print's chunks: the next print keeps only what this one used.
    next: FxHashMap<usize, HostChunk>,
    /// The last print's whole text, which the chunks' ranges are into (one
    /// string: copying from it stays in cache as it goes).
    prev: String,
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
        self.file == m.file && self.line == m.line && self.full == m.full && self.typedefs == m.typedefs && self.at_line_start == (m.out.is_empty() || m.out.ends_with('\n'))
    }
}

impl HostCache {
    /// Starts a print: text kept for another anonymous namespace name or
    /// lambda support block is of no use.
    pub(super) fn begin(&mut self, anon: &str, lambda_block: &str) {
        if self.anon != anon || self.lambda_block != lambda_block {
            self.chunks.clear();
            self.anon = anon.to_string();
            self.lambda_block = lambda_block.to_string();
        }
        self.next.clear();
        self.next.reserve(self.chunks.len());
    }

    /// Ends a print (`out` is its text): what it did not use is dropped.
    pub(super) fn end(&mut self, out: &str) {
        self.chunks = std::mem::take(&mut self.next);
        self.prev.clear();
        self.prev.push_str(out);
    }

    /// Prints one item's pieces, or copies its kept text when it would
    /// print the same.
    pub(super) fn item<'a>(&mut self, m: &mut Markers<'a>, item: &PrintItem<'a>, shared: &Arc<LowerIl>) {
        let key = Arc::as_ptr(shared) as usize;
        let (file, line, system) = (m.presumed)(item.start);
        if let Some(chunk) = self.chunks.remove(&key) {
            let same_start = chunk.start.0 == file && chunk.start.1 == line && chunk.start.2 == system;
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
                self.next.insert(key, chunk);
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
        self.next.insert(key, chunk);
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
    pub fn stub_file(&mut self, input: &PrintInput<'_>) -> String {
        if let Some(kept) = self.kept.as_ref().filter(|k| k.still_holds(input)) {
            return kept.text.clone();
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
        self.kept = Some(KeptStub { file_name: input.file_name.to_string(), stub_name: input.stub_name.to_string(), config: input.config.clone(), items, reads, text: text.clone() });
        text
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
