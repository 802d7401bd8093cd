//! The host IL: what the lower pass makes of one item, as a sequence of
//! text and position pieces.
//!
//! Positions stay item-relative byte offsets (an item that merely moved
//! keeps its lowered form); `print` turns them into cudafe++'s `# N` line
//! markers once the item's place in the file is known.

/// One piece of lowered output.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum Piece {
    Text(String),
    /// The entity printed next starts at this item-relative offset: a line
    /// marker is due when its line differs from the current one.
    Mark(u32),
    /// A `Mark` that, when it prints a marker, gets an empty line before
    /// it: cudafe++ ends its `-Wunused-parameter` pragma block that way,
    /// but a kernel template on the current line follows on directly.
    BlankMark(u32),
    /// `#if 0` followed by a marker for the offset, always printed: the
    /// original body of a function whose host body was replaced.
    IfZero(u32),
    /// `#if 0` alone: the text after it is the original of something
    /// replaced before it, and its first marker is always printed.
    IfZeroOpen,
    /// `#endif`; the next marker names the file again.
    EndIf,
    /// Source text copied as it is, newlines included (system headers):
    /// print advances its line count through it.
    Verbatim(String),
    /// The `--extended-lambda` support templates, where cuda_runtime.h
    /// asks for them.
    ExtendedLambda,
    /// `typedef decltype(x) __TN;` after a lambda variable: N counts
    /// through the whole translation unit, so print numbers it. A `const`
    /// (or `constexpr`) variable's gets two names (`__T0, __T1`): one for
    /// the qualified type, one for the closure type itself.
    LambdaTypedef(String, bool),
    /// An unnamed parameter of a kernel's definition: cudafe++ names it
    /// `__T<n>` from the counter the lambda typedefs use, so print numbers
    /// it. `at` (the parameter's item-relative offset) tells its mentions
    /// apart: a kernel template's wrapper and forwarding call name the
    /// same parameter again, by the same name.
    UnnamedParam(u32),
    /// A `#pragma` printed where it stands (`at`: its item-relative
    /// offset), on a line of its own. A `message` pragma gets a marker
    /// naming the file first.
    Pragma { at: u32, text: String, message: bool },
    /// A loop statement at `at` with the `#pragma unroll` that precedes
    /// it: the statement's marker, then the pragma on its own line.
    LoopPragma { at: u32, text: String },
    /// A token spelled in a system header was printed (`NULL`'s `__null`,
    /// which gcc puts between `3 4` line markers): cudafe++ counts its
    /// position as another file's, so the next marker names the file
    /// again, even on the same line.
    SystemToken,
    /// A line break unless the output already ends with a blank line (a
    /// `#pragma` block right after another one's closing blank line).
    LineStart,
}

/// The lowered form of one item.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Default)]
pub struct HostIl {
    pub pieces: Vec<Piece>,
}

impl HostIl {
    /// Notes the system-header tokens (`system`, sorted item-relative
    /// offsets) printed between one marker and the next, and after the
    /// last one: a `SystemToken` before the next marker, or at the end.
    pub fn note_system_tokens(&mut self, system: &[u32]) {
        if system.is_empty() {
            return;
        }
        let between = |from: u32, to: u32| {
            let k = system.partition_point(|&t| t < from);
            system.get(k).is_some_and(|&t| t < to)
        };
        let mut pieces = Vec::with_capacity(self.pieces.len() + 2);
        let mut last: Option<u32> = None;
        for p in std::mem::take(&mut self.pieces) {
            if let Piece::Mark(at) | Piece::BlankMark(at) | Piece::IfZero(at) = p {
                if last.is_some_and(|l| l < at && between(l, at)) {
                    pieces.push(Piece::SystemToken);
                }
                last = Some(at);
            }
            pieces.push(p);
        }
        if last.is_some_and(|l| between(l, u32::MAX)) {
            pieces.push(Piece::SystemToken);
        }
        self.pieces = pieces;
    }
}

/// Builder for `HostIl`: joins adjacent text.
#[derive(Debug, Default)]
pub struct Out {
    pieces: Vec<Piece>,
    text: String,
}

impl Out {
    pub fn new() -> Out {
        Out::default()
    }

    pub fn push(&mut self, s: &str) {
        self.text.push_str(s);
    }

    pub fn push_char(&mut self, c: char) {
        self.text.push(c);
    }

    /// The text written since the last position piece.
    pub fn tail(&self) -> &str {
        &self.text
    }

    /// `tail`, taken: the builder's own buffer, no copy.
    pub fn into_tail(self) -> String {
        self.text
    }

    /// Only text so far (no marker or other piece): `tail` is all of it.
    pub fn is_plain(&self) -> bool {
        self.pieces.is_empty()
    }

    /// `other` appended, its trailing spaces dropped when it is only text
    /// (what comes next closes up to it: `} v;`, `} table[] = `).
    pub fn append_trimmed(&mut self, other: Out) {
        if other.is_plain() {
            self.push(other.text.trim_end_matches(' '));
        } else {
            self.append(other);
        }
    }

    /// The trailing spaces of the text since the last piece dropped.
    pub fn trim_end(&mut self) {
        let kept = self.text.trim_end_matches(' ').len();
        self.text.truncate(kept);
    }

    /// Where the next text goes: the pieces so far and the tail's length.
    pub fn cursor(&self) -> (usize, usize) {
        (self.pieces.len(), self.text.len())
    }

    /// Inserts `s` at a `cursor` taken earlier, when no position piece
    /// came since (else nothing): whether it did.
    pub fn insert_at(&mut self, cursor: (usize, usize), s: &str) -> bool {
        let (pieces, at) = cursor;
        if pieces != self.pieces.len() || !self.text.is_char_boundary(at) {
            return false;
        }
        self.text.insert_str(at, s);
        true
    }

    /// The piece gets an exact-size copy and the builder keeps its buffer:
    /// handing over the buffer itself would keep its doubling slack alive
    /// for the whole run (every item's output is held until printing).
    fn flush(&mut self) {
        if !self.text.is_empty() {
            self.pieces.push(Piece::Text(self.text.clone()));
            self.text.clear();
        }
    }

    pub fn mark(&mut self, at: u32) {
        // Nothing printed since the same position: nothing to mark.
        if self.text.is_empty() && matches!(self.pieces.last(), Some(&Piece::Mark(a) | &Piece::BlankMark(a)) if a == at) {
            return;
        }
        self.flush();
        self.pieces.push(Piece::Mark(at));
    }

    /// `mark` with an empty line before the marker, if one is printed.
    pub fn blank_mark(&mut self, at: u32) {
        self.flush();
        self.pieces.push(Piece::BlankMark(at));
    }

    /// `mark` when the position is known.
    pub fn mark_opt(&mut self, at: Option<u32>) {
        if let Some(at) = at {
            self.mark(at);
        }
    }

    pub fn if_zero(&mut self, at: u32) {
        self.flush();
        self.pieces.push(Piece::IfZero(at));
    }

    pub fn if_zero_open(&mut self) {
        self.flush();
        self.pieces.push(Piece::IfZeroOpen);
    }

    pub fn line_start(&mut self) {
        self.flush();
        self.pieces.push(Piece::LineStart);
    }

    pub fn end_if(&mut self) {
        self.flush();
        self.pieces.push(Piece::EndIf);
    }

    pub fn verbatim(&mut self, text: &str) {
        self.flush();
        self.pieces.push(Piece::Verbatim(text.to_string()));
    }

    pub fn pragma(&mut self, at: u32, text: String, message: bool) {
        self.flush();
        self.pieces.push(Piece::Pragma { at, text, message });
    }

    pub fn loop_pragma(&mut self, at: u32, text: String) {
        self.flush();
        self.pieces.push(Piece::LoopPragma { at, text });
    }

    pub fn extended_lambda(&mut self) {
        self.flush();
        self.pieces.push(Piece::ExtendedLambda);
    }

    pub fn push_lambda_typedef(&mut self, var: &str, qualified: bool) {
        self.flush();
        self.pieces.push(Piece::LambdaTypedef(var.to_string(), qualified));
    }

    /// The name cudafe++ gives the unnamed parameter at `at` (see
    /// `Piece::UnnamedParam`).
    pub fn unnamed_param(&mut self, at: u32) {
        self.flush();
        self.pieces.push(Piece::UnnamedParam(at));
    }

    pub fn append(&mut self, other: Out) {
        let Out { pieces, text } = other;
        for p in pieces {
            match p {
                Piece::Text(t) => self.text.push_str(&t),
                other => {
                    self.flush();
                    self.pieces.push(other);
                }
            }
        }
        self.text.push_str(&text);
    }

    pub fn finish(mut self) -> HostIl {
        self.flush();
        self.pieces.shrink_to_fit();
        HostIl { pieces: self.pieces }
    }

    /// `f` given an empty builder for text printed apart before it joins
    /// the output (a run of tokens looked at before it is placed). The
    /// builder comes from a per-thread pool and goes back to it emptied:
    /// the printer makes such builders for most of what it prints, and
    /// reusing their buffers saves an allocation and its growth each time.
    /// (Calls may nest: each takes a builder of its own.)
    pub fn scratch<R>(f: impl FnOnce(&mut Out) -> R) -> R {
        /// A buffer grown larger than this (a huge item's text) is freed
        /// rather than kept for the rest of the run.
        const MAX_KEPT: usize = 1 << 16;
        /// Builders kept per thread: more than the nesting ever needs.
        const MAX_POOLED: usize = 16;
        thread_local! {
            static POOL: std::cell::RefCell<Vec<Out>> = const { std::cell::RefCell::new(Vec::new()) };
        }
        let mut o = POOL.with(|p| p.borrow_mut().pop()).unwrap_or_default();
        let result = f(&mut o);
        o.pieces.clear();
        o.text.clear();
        if o.text.capacity() <= MAX_KEPT && o.pieces.capacity() <= MAX_KEPT {
            POOL.with(|p| {
                let mut pool = p.borrow_mut();
                if pool.len() < MAX_POOLED {
                    pool.push(o);
                }
            });
        }
        result
    }
}
