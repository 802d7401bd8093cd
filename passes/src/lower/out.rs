//! The host IL: what the lower pass makes of one item, as a sequence of
//! text and position pieces.
//!
//! Positions stay item-relative byte offsets (an item that merely moved
//! keeps its lowered form); `print` turns them into cudafe++'s `# N` line
//! markers once the item's place in the file is known.

/// One piece of lowered output. `S` is how its text is held: owned while
/// lowering builds it (`Out`), a range of the item's one text buffer once
/// kept (`HostIl`), borrowed from that buffer when printed.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum Piece<S = String> {
    Text(S),
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
    Verbatim(S),
    /// The `--extended-lambda` support templates, where cuda_runtime.h
    /// asks for them.
    ExtendedLambda,
    /// `typedef decltype(x) __TN;` after a lambda variable: N counts
    /// through the whole translation unit, so print numbers it. A `const`
    /// (or `constexpr`) variable's gets two names (`__T0, __T1`): one for
    /// the qualified type, one for the closure type itself.
    LambdaTypedef(S, bool),
    /// An unnamed parameter of a kernel's definition: cudafe++ names it
    /// `__T<n>` from the counter the lambda typedefs use, so print numbers
    /// it. `at` (the parameter's item-relative offset) tells its mentions
    /// apart: a kernel template's wrapper and forwarding call name the
    /// same parameter again, by the same name.
    UnnamedParam(u32),
    /// A `#pragma` printed where it stands (`at`: its item-relative
    /// offset), on a line of its own. A `message` pragma gets a marker
    /// naming the file first.
    Pragma { at: u32, text: S, message: bool },
    /// A loop statement at `at` with the `#pragma unroll` that precedes
    /// it: the statement's marker, then the pragma on its own line.
    LoopPragma { at: u32, text: S },
    /// A token spelled in a system header was printed (`NULL`'s `__null`,
    /// which gcc puts between `3 4` line markers): cudafe++ counts its
    /// position as another file's, so the next marker names the file
    /// again, even on the same line.
    SystemToken,
    /// A line break unless the output already ends with a blank line (a
    /// `#pragma` block right after another one's closing blank line).
    LineStart,
}

impl<S> Piece<S> {
    /// The same piece with its text held another way.
    fn map<T>(self, mut f: impl FnMut(S) -> T) -> Piece<T> {
        match self {
            Piece::Text(t) => Piece::Text(f(t)),
            Piece::Mark(at) => Piece::Mark(at),
            Piece::BlankMark(at) => Piece::BlankMark(at),
            Piece::IfZero(at) => Piece::IfZero(at),
            Piece::IfZeroOpen => Piece::IfZeroOpen,
            Piece::EndIf => Piece::EndIf,
            Piece::Verbatim(t) => Piece::Verbatim(f(t)),
            Piece::ExtendedLambda => Piece::ExtendedLambda,
            Piece::LambdaTypedef(t, qualified) => Piece::LambdaTypedef(f(t), qualified),
            Piece::UnnamedParam(at) => Piece::UnnamedParam(at),
            Piece::Pragma { at, text, message } => Piece::Pragma { at, text: f(text), message },
            Piece::LoopPragma { at, text } => Piece::LoopPragma { at, text: f(text) },
            Piece::SystemToken => Piece::SystemToken,
            Piece::LineStart => Piece::LineStart,
        }
    }
}

/// Where a kept piece's text is in its item's buffer.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct TextRange {
    start: u32,
    end: u32,
}

/// The lowered form of one item: the text of all its pieces in one
/// buffer. Every item's lowering is kept until the unit is printed (and by
/// a worker, past it): one buffer and 16-byte pieces, rather than a string
/// allocation per run of text, halve what that costs.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Default)]
pub struct HostIl {
    text: Box<str>,
    pieces: Box<[Piece<TextRange>]>,
}

impl HostIl {
    /// Keeps `pieces`, each text moved into the one buffer.
    fn keep(pieces: Vec<Piece>) -> HostIl {
        let mut text = String::with_capacity(pieces.iter().map(|p| p.text_len()).sum());
        let pieces = pieces
            .into_iter()
            .map(|p| {
                p.map(|t| {
                    let start = text.len() as u32;
                    text.push_str(&t);
                    TextRange { start, end: text.len() as u32 }
                })
            })
            .collect();
        HostIl { text: text.into_boxed_str(), pieces }
    }

    /// The pieces, in order, their text borrowed.
    pub fn pieces(&self) -> impl Iterator<Item = Piece<&str>> + '_ {
        self.pieces.iter().map(|p| p.clone().map(|r| self.text.get(r.start as usize..r.end as usize).unwrap_or("")))
    }
}

impl Piece {
    fn text_len(&self) -> usize {
        match self {
            Piece::Text(t) | Piece::Verbatim(t) | Piece::LambdaTypedef(t, _) | Piece::Pragma { text: t, .. } | Piece::LoopPragma { text: t, .. } => t.len(),
            _ => 0,
        }
    }
}

/// Notes the system-header tokens (`system`, sorted item-relative
/// offsets) printed between one marker and the next, and after the last
/// one: a `SystemToken` before the next marker, or at the end.
fn note_system_tokens(pieces: Vec<Piece>, system: &[u32]) -> Vec<Piece> {
    if system.is_empty() {
        return pieces;
    }
    let between = |from: u32, to: u32| {
        let k = system.partition_point(|&t| t < from);
        system.get(k).is_some_and(|&t| t < to)
    };
    let mut noted = Vec::with_capacity(pieces.len() + 2);
    let mut last: Option<u32> = None;
    for p in pieces {
        if let Piece::Mark(at) | Piece::BlankMark(at) | Piece::IfZero(at) = p {
            if last.is_some_and(|l| l < at && between(l, at)) {
                noted.push(Piece::SystemToken);
            }
            last = Some(at);
        }
        noted.push(p);
    }
    if last.is_some_and(|l| between(l, u32::MAX)) {
        noted.push(Piece::SystemToken);
    }
    noted
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

    /// The item's lowering, with the system-header tokens printed in it
    /// (`system`: sorted item-relative offsets) noted.
    pub fn finish(mut self, system: &[u32]) -> HostIl {
        self.flush();
        HostIl::keep(note_system_tokens(self.pieces, system))
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
