//! A C++ lexer for preprocessed text.
//!
//! It never fails: bytes it does not recognize become `Unknown` tokens, an
//! unterminated literal or comment ends at the end of input. Tokens hold
//! offsets into the text they were lexed from (an item's text, so offsets are
//! item-relative) and no owned data, which keeps lexing allocation-free apart
//! from the output vector. `Lexer` is an iterator that can start in the
//! middle of a text, so a caller lexes only as far as it needs.

use memchr::{memchr, memchr2};

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum TokKind {
    Ident,
    Number,
    /// String literal, any prefix, raw or not, with its ud-suffix.
    Str,
    /// Character literal with its prefix and ud-suffix.
    Char,
    Punct,
    /// A whole preprocessing-directive line (`# 12 "a.cu"`, `#pragma ...`).
    Directive,
    Unknown,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Token {
    pub kind: TokKind,
    pub start: u32,
    pub len: u32,
}

impl Token {
    #[inline]
    pub fn end(&self) -> u32 {
        self.start + self.len
    }

    /// The token's spelling, with digraphs and alternative tokens replaced
    /// by what they stand for (`<%` is `{`, `and` is `&&`, as cudafe++
    /// prints them) so the parser compares against one spelling only.
    #[inline(always)]
    pub fn text<'a>(&self, src: &'a str) -> &'a str {
        let start = self.start as usize;
        let Some(raw) = src.get(start..start + self.len as usize) else {
            return "";
        };
        // Most tokens are words or one-character punctuators: no spelling
        // to map. (Every alternative token and digraph is two characters
        // or more.) This is the hottest function of every pass: the rest
        // stays out of line so that this inlines.
        if self.kind != TokKind::Punct || self.len < 2 {
            return raw;
        }
        mapped_spelling(raw)
    }
}

/// What a punctuator of two characters or more stands for: a digraph's or
/// alternative token's operator, else itself.
#[inline(never)]
fn mapped_spelling(raw: &str) -> &str {
    match raw.as_bytes().first() {
        Some(b) if b.is_ascii_alphabetic() => alternative_token(raw).unwrap_or(raw),
        // Digraphs start with `<`, `:` or `%`.
        Some(b'<' | b':' | b'%') => match raw {
            "<:" => "[",
            ":>" => "]",
            "<%" => "{",
            "%>" => "}",
            "%:" => "#",
            "%:%:" => "##",
            _ => raw,
        },
        _ => raw,
    }
}

/// The operator an alternative token spells (`bitand` is `&`).
fn alternative_token(word: &str) -> Option<&'static str> {
    Some(match word {
        "and" => "&&",
        "or" => "||",
        "not" => "!",
        "bitand" => "&",
        "bitor" => "|",
        "xor" => "^",
        "compl" => "~",
        "and_eq" => "&=",
        "or_eq" => "|=",
        "xor_eq" => "^=",
        "not_eq" => "!=",
        _ => return None,
    })
}

/// Whether an identifier's bytes spell an alternative token (the words of
/// `alternative_token`), compared as bytes: the lexer asks of every word.
fn is_alternative_token(word: &[u8]) -> bool {
    matches!(word, b"and" | b"or" | b"not" | b"bitand" | b"bitor" | b"xor" | b"compl" | b"and_eq" | b"or_eq" | b"xor_eq" | b"not_eq")
}

impl Token {
    /// The one-character punctuator this token is, digraphs mapped (`<%` is
    /// `{`), or 0: lets the hot loops match a byte instead of a string.
    /// (Always inlined: a call cost as much as the test.)
    #[inline(always)]
    pub fn punct(&self, src: &str) -> u8 {
        if self.kind != TokKind::Punct {
            return 0;
        }
        match self.len {
            1 => src.as_bytes().get(self.start as usize).copied().unwrap_or(0),
            2 => match self.text(src) {
                "[" => b'[',
                "]" => b']',
                "{" => b'{',
                "}" => b'}',
                _ => 0,
            },
            _ => 0,
        }
    }
}

/// The tokens lying wholly in the byte range `start..end`, found by
/// binary search: tokens are sorted and do not overlap, so they are one
/// run (a scan of the item's tokens per declaration was quadratic in a
/// body of many locals).
pub fn tokens_within(toks: &[Token], start: u32, end: u32) -> &[Token] {
    let first = toks.partition_point(|t| t.start < start);
    let last = toks.partition_point(|t| t.end() <= end).max(first);
    &toks[first..last]
}

/// Index just past the group whose opener (`(`, `[` or `{`) is token
/// `open`; the end of `toks` when it never closes. Used wherever a pass
/// steps over balanced tokens it does not need to understand.
pub fn skip_group(text: &str, toks: &[Token], open: usize) -> usize {
    let mut depth = 0usize;
    let mut i = open;
    while i < toks.len() {
        match toks[i].punct(text) {
            b'(' | b'[' | b'{' => depth += 1,
            b')' | b']' | b'}' => {
                depth = depth.saturating_sub(1);
                if depth == 0 {
                    return i + 1;
                }
            }
            _ => {}
        }
        i += 1;
    }
    i
}

/// `group_ends` of one item's tokens, computed the first time a pass asks,
/// so a pass that never steps over groups does not pay for it.
#[derive(Debug, Default)]
pub struct GroupEnds(std::cell::OnceCell<Vec<usize>>);

impl GroupEnds {
    /// Every token's `group_ends` entry (`text` and `toks` the same at
    /// each call).
    pub fn all(&self, text: &str, toks: &[Token]) -> &[usize] {
        self.0.get_or_init(|| group_ends(text, toks))
    }

    /// What `skip_group(text, toks, open)` gives, without the walk.
    pub fn end(&self, text: &str, toks: &[Token], open: usize) -> usize {
        match self.all(text, toks).get(open) {
            Some(&end) if end != usize::MAX => end,
            _ => skip_group(text, toks, open),
        }
    }
}

/// For every token, the index `skip_group` gives when it opens a group
/// (`usize::MAX` for other tokens), found in one pass: a pass that asks
/// at each of n nested groups would otherwise walk n² tokens.
pub fn group_ends(text: &str, toks: &[Token]) -> Vec<usize> {
    let mut ends = vec![usize::MAX; toks.len()];
    let mut open: Vec<usize> = Vec::new();
    for (i, t) in toks.iter().enumerate() {
        match t.punct(text) {
            b'(' | b'[' | b'{' => {
                ends[i] = toks.len();
                open.push(i);
            }
            b')' | b']' | b'}' => {
                if let Some(o) = open.pop() {
                    ends[o] = i + 1;
                }
            }
            _ => {}
        }
    }
    ends
}

/// Index just past the `>` closing template arguments opened by the `<`
/// at `open`, when that `<` (after a name, inside an expression) can only
/// open them: the `>` is followed by `::`, `(` or `{` (`is_same<T, U>::value`,
/// `f<A, B>(x)`, `pair<int, int>{1, 2}`), where a comparison would leave
/// a comma that ends the expression. `None` otherwise, and when no `>`
/// closes it before the expression ends.
pub fn template_args_end(text: &str, toks: &[Token], open: usize) -> Option<usize> {
    args_end(text, toks, open, &["::", "(", "{"])
}

/// `template_args_end` where what ends an initializer may follow too: a
/// variable template's value (`= __or_v<is_same<A, B>, C>;`). Not when
/// an `=` stands between (`a < b, c = d > e;` compares).
pub fn template_args_end_in_initializer(text: &str, toks: &[Token], open: usize) -> Option<usize> {
    let end = args_end(text, toks, open, &["::", "(", "{", ";", ",", ")", "}"])?;
    (!toks[open..end].iter().any(|t| t.text(text) == "=")).then_some(end)
}

fn args_end(text: &str, toks: &[Token], open: usize, followers: &[&str]) -> Option<usize> {
    let mut depth = 0i32;
    let mut i = open;
    while i < toks.len() {
        match toks[i].text(text) {
            "<" => depth += 1,
            ">" => depth -= 1,
            ">>" => depth -= 2,
            "(" | "[" => {
                i = skip_group(text, toks, i);
                continue;
            }
            ";" | "{" | "}" | ")" | "]" | "&&" | "||" => return None,
            _ => {}
        }
        i += 1;
        if depth <= 0 {
            // `>>` closing one list too many is not this list's end.
            return (depth == 0 && toks.get(i).is_some_and(|t| followers.contains(&t.text(text)))).then_some(i);
        }
    }
    None
}

/// Length of the longest punctuator at the start of `b` (0 if none).
fn punct_len(b: &[u8]) -> usize {
    let at = |i: usize| b.get(i).copied().unwrap_or(0);
    let (c0, c1, c2) = (at(0), at(1), at(2));
    match c0 {
        b'%' if c1 == b':' && c2 == b'%' && at(3) == b':' => 4,
        b'.' if c1 == b'.' && c2 == b'.' => 3,
        b'<' if c1 == b'=' && c2 == b'>' => 3,
        b'<' | b'>' if c1 == c0 && c2 == b'=' => 3,
        b'-' if c1 == b'>' && c2 == b'*' => 3,
        b':' if c1 == b':' || c1 == b'>' => 2,
        b'-' if matches!(c1, b'>' | b'-' | b'=') => 2,
        b'+' if matches!(c1, b'+' | b'=') => 2,
        // `<::` not followed by `:` or `>` is `<` then `::` (C++11
        // [lex.pptoken]/3.2: `static_cast<::T *>(p)`), not the digraph `<:`.
        b'<' if c1 == b':' && c2 == b':' && !matches!(at(3), b':' | b'>') => 1,
        b'<' if matches!(c1, b'<' | b'=' | b':' | b'%') => 2,
        b'>' if matches!(c1, b'>' | b'=') => 2,
        b'=' | b'!' | b'*' | b'/' | b'^' if c1 == b'=' => 2,
        b'&' if matches!(c1, b'&' | b'=') => 2,
        b'|' if matches!(c1, b'|' | b'=') => 2,
        b'%' if matches!(c1, b'=' | b'>' | b':') => 2,
        b'.' if c1 == b'*' => 2,
        b'#' if c1 == b'#' => 2,
        b'{' | b'}' | b'[' | b']' | b'(' | b')' | b';' | b':' | b'?' | b'.' | b'+' | b'-' | b'*' | b'/' | b'%' | b'^' | b'&' | b'|' | b'~'
        | b'!' | b'=' | b'<' | b'>' | b',' | b'#' | b'@' | b'$' | b'\\' => 1,
        _ => 0,
    }
}

pub fn lex(src: &str) -> Vec<Token> {
    Lexer::new(src).collect()
}

/// Bytes of text a helper thread of `with_tokens` lexes at a time.
const AHEAD_CHUNK: usize = 1 << 18;

/// Runs `f` on the tokens of `src` (those `Lexer::new(src)` gives, in
/// order), lexed ahead on `threads - 1` other threads while `f` takes
/// them: the text past the first chunk is cut into chunks, each starting
/// at a line, which the helpers lex from their start as if the text began
/// there. `Tokens` takes a chunk's tokens only when its first one is the
/// one lexing in order finds there; from that token on, in the same state
/// (offset, start of line), lexing goes on identically, so the tokens are
/// the same whatever the cut met (a comment, a raw string: then that
/// chunk is lexed in order instead). For one thread, or a small text, the
/// tokens are lexed as `f` asks for them.
pub fn with_tokens<'a, R>(src: &'a str, threads: usize, f: impl FnOnce(Tokens<'a>) -> R) -> R {
    if threads <= 1 || src.len() < 4 * AHEAD_CHUNK {
        return f(Tokens::new(Lexer::new(src)));
    }
    let mut bounds = Vec::new();
    let mut at = AHEAD_CHUNK;
    while let Some(n) = src.as_bytes().get(at..).and_then(|rest| memchr(b'\n', rest)) {
        let line = at + n + 1;
        if line >= src.len() {
            break;
        }
        bounds.push(line);
        at = line + AHEAD_CHUNK;
    }
    let next = std::sync::atomic::AtomicUsize::new(0);
    let (senders, receivers): (Vec<_>, Vec<_>) = bounds.iter().map(|_| std::sync::mpsc::channel()).map(|(tx, rx)| (std::sync::Mutex::new(Some(tx)), rx)).unzip();
    let helper = || loop {
        let k = next.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        let (Some(&start), Some(sender)) = (bounds.get(k), senders.get(k)) else { break };
        let end = bounds.get(k + 1).copied().unwrap_or(usize::MAX);
        // (Taken out, so that a helper that died leaves the chunk's
        // receiver disconnected rather than waiting.)
        let sender = sender.lock().ok().and_then(|mut s| s.take());
        if let Some(sender) = sender {
            let _ = sender.send(Ahead::lex(src, start, end));
        }
    };
    std::thread::scope(|scope| {
        let started = (1..threads).filter(|_| std::thread::Builder::new().spawn_scoped(scope, helper).is_ok()).count();
        if started == 0 {
            return f(Tokens::new(Lexer::new(src)));
        }
        f(Tokens { lexer: Lexer::new(src), bounds: bounds.clone(), receivers, next: 0, buffered: Vec::new().into_iter(), after: None })
    })
}

/// One chunk lexed ahead: its tokens up to the first starting in the next
/// chunk, that token, and the lexer just past it.
struct Ahead<'a> {
    tokens: Vec<(Token, bool)>,
    after: Option<(Token, bool)>,
    lexer: Lexer<'a>,
}

impl<'a> Ahead<'a> {
    fn lex(src: &'a str, start: usize, end: usize) -> Ahead<'a> {
        let mut lexer = Lexer::resume(src, start, true);
        let mut tokens = Vec::new();
        let after = loop {
            match lexer.next_token() {
                Some(t) if (t.0.start as usize) < end => tokens.push(t),
                other => break other,
            }
        };
        Ahead { tokens, after, lexer }
    }
}

/// Where a consumer of a whole text's tokens takes them from: a `Lexer`,
/// or `Tokens` lexed ahead.
pub trait TokenSource {
    /// The next token and whether it starts its line.
    fn next_token(&mut self) -> Option<(Token, bool)>;
}

impl TokenSource for Lexer<'_> {
    #[inline]
    fn next_token(&mut self) -> Option<(Token, bool)> {
        Lexer::next_token(self)
    }
}

impl TokenSource for Tokens<'_> {
    #[inline]
    fn next_token(&mut self) -> Option<(Token, bool)> {
        Tokens::next_token(self)
    }
}

/// The tokens `with_tokens` hands out: `Lexer::next_token`'s, in order.
pub struct Tokens<'a> {
    lexer: Lexer<'a>,
    /// Where each chunk lexed ahead starts, and its lexing as it arrives.
    bounds: Vec<usize>,
    receivers: Vec<std::sync::mpsc::Receiver<Ahead<'a>>>,
    /// The next chunk whose start lexing has not passed.
    next: usize,
    /// The rest of a chunk taken, then the token after it and the lexer
    /// past that token.
    buffered: std::vec::IntoIter<(Token, bool)>,
    after: Option<(Option<(Token, bool)>, Lexer<'a>)>,
}

impl<'a> Tokens<'a> {
    /// The tokens of `lexer`, none lexed ahead.
    pub fn new(lexer: Lexer<'a>) -> Tokens<'a> {
        Tokens { lexer, bounds: Vec::new(), receivers: Vec::new(), next: 0, buffered: Vec::new().into_iter(), after: None }
    }

    /// The next token and whether it starts its line.
    #[inline]
    pub fn next_token(&mut self) -> Option<(Token, bool)> {
        if let Some(t) = self.buffered.next() {
            return Some(t);
        }
        // (Every token of the text comes through here: lexing in order,
        // with no chunk ahead, asks nothing more.)
        if self.after.is_none() && self.next >= self.bounds.len() {
            return self.lexer.next_token();
        }
        self.at_chunks()
    }

    /// `next_token` where a chunk lexed ahead may start or end.
    fn at_chunks(&mut self) -> Option<(Token, bool)> {
        let tok = match self.after.take() {
            Some((after, lexer)) => {
                self.lexer = lexer;
                after?
            }
            None => self.lexer.next_token()?,
        };
        while let Some(&start) = self.bounds.get(self.next) {
            if (tok.0.start as usize) < start {
                break;
            }
            let k = self.next;
            self.next += 1;
            let Some(ahead) = self.receivers.get(k).and_then(|r| r.recv().ok()) else { continue };
            if ahead.tokens.first() == Some(&tok) {
                self.buffered = ahead.tokens.into_iter();
                self.buffered.next();
                self.after = Some((ahead.after, ahead.lexer));
                return Some(tok);
            }
        }
        Some(tok)
    }
}

/// The lexer as an iterator, so a caller can stop early or resume in the
/// middle of a text (the incremental item split does both).
pub struct Lexer<'a> {
    src: &'a [u8],
    pos: usize,
    at_line_start: bool,
}

fn is_ident_start(b: u8) -> bool {
    b.is_ascii_alphabetic() || b == b'_' || b >= 0x80
}

fn is_ident_continue(b: u8) -> bool {
    IDENT_CONTINUE[b as usize]
}

/// `is_ident_continue` as a table: identifiers are most of the bytes lexed.
const IDENT_CONTINUE: [bool; 256] = {
    let mut table = [false; 256];
    let mut i = 0;
    while i < 256 {
        let b = i as u8;
        table[i] = b.is_ascii_alphanumeric() || b == b'_' || b >= 0x80;
        i += 1;
    }
    table
};

/// Length of the run of identifier bytes at the start of `bytes`.
fn ident_run(bytes: &[u8]) -> usize {
    bytes.iter().position(|&b| !is_ident_continue(b)).unwrap_or(bytes.len())
}

impl<'a> Lexer<'a> {
    pub fn new(src: &'a str) -> Lexer<'a> {
        Lexer::resume(src, 0, true)
    }

    /// Lexes `src` from byte `pos`, which must be where a token starts (or
    /// whitespace outside comments and literals); `at_line_start` says
    /// whether nothing but whitespace precedes it on its line, i.e. whether a
    /// `#` there starts a directive. Offsets stay those of `src`.
    pub fn resume(src: &'a str, pos: usize, at_line_start: bool) -> Lexer<'a> {
        Lexer { src: src.as_bytes(), pos: pos.min(src.len()), at_line_start }
    }

    /// The next token and whether it starts its line.
    pub fn next_token(&mut self) -> Option<(Token, bool)> {
        while self.pos < self.src.len() {
            let b = self.src[self.pos];
            match b {
                b'\n' => {
                    self.pos += 1;
                    self.at_line_start = true;
                }
                b' ' | b'\t' | b'\r' | 0x0b | 0x0c => self.pos += 1,
                b'\\' if matches!(self.peek(1), b'\n') => self.pos += 2,
                b'/' if self.peek(1) == b'/' => self.skip_line_comment(),
                b'/' if self.peek(1) == b'*' => self.skip_block_comment(),
                b'#' if self.at_line_start => return Some((self.directive(), true)),
                _ => {
                    let line_start = std::mem::replace(&mut self.at_line_start, false);
                    return Some((self.token(), line_start));
                }
            }
        }
        None
    }

    fn peek(&self, off: usize) -> u8 {
        self.src.get(self.pos + off).copied().unwrap_or(0)
    }

    fn make(&self, kind: TokKind, start: usize) -> Token {
        Token { kind, start: start as u32, len: (self.pos - start) as u32 }
    }

    fn skip_line_comment(&mut self) {
        match memchr(b'\n', &self.src[self.pos..]) {
            Some(n) => self.pos += n,
            None => self.pos = self.src.len(),
        }
    }

    fn skip_block_comment(&mut self) {
        let body = self.pos + 2;
        let mut i = body;
        loop {
            match memchr(b'*', self.src.get(i..).unwrap_or(&[])) {
                Some(n) if self.src.get(i + n + 1) == Some(&b'/') => {
                    self.pos = i + n + 2;
                    return;
                }
                Some(n) => i += n + 1,
                None => {
                    self.pos = self.src.len();
                    return;
                }
            }
        }
    }

    /// A directive runs to the end of its line, backslash continuations
    /// included.
    fn directive(&mut self) -> Token {
        let start = self.pos;
        loop {
            match memchr(b'\n', &self.src[self.pos..]) {
                Some(n) => {
                    let nl = self.pos + n;
                    let continued = nl > start && self.src[nl - 1] == b'\\';
                    self.pos = nl;
                    if !continued {
                        break;
                    }
                    self.pos += 1;
                }
                None => {
                    self.pos = self.src.len();
                    break;
                }
            }
        }
        let mut end = self.pos;
        while end > start && matches!(self.src[end - 1], b'\r' | b' ' | b'\t') {
            end -= 1;
        }
        Token { kind: TokKind::Directive, start: start as u32, len: (end - start) as u32 }
    }

    fn token(&mut self) -> Token {
        let start = self.pos;
        let b = self.src[self.pos];
        // Only these bytes can start a literal (quote or encoding prefix).
        let literal = if matches!(b, b'"' | b'\'' | b'u' | b'U' | b'L' | b'R') { self.literal_with_prefix() } else { None };
        if let Some(kind) = literal {
            self.make(kind, start)
        } else if is_ident_start(b) {
            self.pos += 1 + ident_run(&self.src[self.pos + 1..]);
            // `and`, `or`, ... are operators, not names (C++ [lex.digraph]).
            let word = &self.src[start..self.pos];
            let kind = if is_alternative_token(word) { TokKind::Punct } else { TokKind::Ident };
            self.make(kind, start)
        } else if b.is_ascii_digit() || (b == b'.' && self.peek(1).is_ascii_digit()) {
            self.number();
            self.make(TokKind::Number, start)
        } else if let n @ 1.. = punct_len(&self.src[self.pos..]) {
            self.pos += n;
            self.make(TokKind::Punct, start)
        } else {
            // One whole UTF-8 scalar, so a token never splits a character.
            self.pos += 1;
            while self.pos < self.src.len() && (self.src[self.pos] & 0xC0) == 0x80 {
                self.pos += 1;
            }
            self.make(TokKind::Unknown, start)
        }
    }

    /// String and character literals, with any encoding prefix and raw form.
    fn literal_with_prefix(&mut self) -> Option<TokKind> {
        let rest = &self.src[self.pos..];
        let (prefix, quote) = ["u8R", "uR", "UR", "LR", "R", "u8", "u", "U", "L", ""]
            .iter()
            .filter(|p| rest.starts_with(p.as_bytes()))
            .map(|p| (*p, rest.get(p.len()).copied().unwrap_or(0)))
            .find(|&(p, q)| q == b'"' || (q == b'\'' && !p.ends_with('R')))?;
        self.pos += prefix.len() + 1;
        if prefix.ends_with('R') {
            self.raw_string_body();
        } else {
            self.quoted_body(quote);
        }
        while is_ident_continue(self.peek(0)) {
            self.pos += 1; // user-defined literal suffix
        }
        Some(if quote == b'"' { TokKind::Str } else { TokKind::Char })
    }

    fn quoted_body(&mut self, quote: u8) {
        loop {
            match memchr2(quote, b'\\', &self.src[self.pos..]).map(|n| self.pos + n) {
                Some(i) if self.src[i] == b'\\' => self.pos = (i + 2).min(self.src.len()),
                Some(i) => {
                    // An unterminated literal stops at the end of its line.
                    if let Some(nl) = memchr(b'\n', &self.src[self.pos..i]) {
                        self.pos += nl;
                    } else {
                        self.pos = i + 1;
                    }
                    return;
                }
                None => {
                    self.pos = match memchr(b'\n', &self.src[self.pos..]) {
                        Some(nl) => self.pos + nl,
                        None => self.src.len(),
                    };
                    return;
                }
            }
        }
    }

    fn raw_string_body(&mut self) {
        let delim_start = self.pos;
        while self.pos < self.src.len() && !matches!(self.src[self.pos], b'(' | b'"' | b'\n') && self.pos - delim_start < 16 {
            self.pos += 1;
        }
        if self.peek(0) != b'(' {
            return;
        }
        let delim = &self.src[delim_start..self.pos];
        self.pos += 1;
        let mut i = self.pos;
        while let Some(n) = memchr(b')', &self.src[i..]) {
            let close = i + n;
            let after = &self.src[close + 1..];
            if after.starts_with(delim) && after.get(delim.len()) == Some(&b'"') {
                self.pos = close + 1 + delim.len() + 1;
                return;
            }
            i = close + 1;
        }
        self.pos = self.src.len();
    }

    fn number(&mut self) {
        self.pos += 1;
        loop {
            let b = self.peek(0);
            if matches!(b, b'e' | b'E' | b'p' | b'P') && matches!(self.peek(1), b'+' | b'-') {
                self.pos += 2;
            } else if is_ident_continue(b) || b == b'.' || (b == b'\'' && is_ident_continue(self.peek(1))) {
                self.pos += 1;
            } else {
                break;
            }
        }
    }
}

impl Iterator for Lexer<'_> {
    type Item = Token;

    fn next(&mut self) -> Option<Token> {
        self.next_token().map(|(t, _)| t)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn kinds(src: &str) -> Vec<(TokKind, &str)> {
        lex(src).iter().map(|t| (t.kind, t.text(src))).collect()
    }

    /// Lexed ahead on several threads, a large text gives the tokens lexing
    /// in order gives, whatever a chunk starts in: a block comment, a raw
    /// string or a directive continued over lines.
    #[test]
    fn tokens_lexed_ahead_are_the_tokens() {
        let pieces = ["int a = 1; // c\n", "/* a comment\n over\n lines */ x\n", "auto r = R\"d(raw\n string\n)d\";\n", "#define M(x) \\\n  (x + 1)\n", "  # 12 \"f.h\" 3\n", "s = \"str\"; c = 'c';\n", "\n\n"];
        let mut src = String::new();
        let mut i = 0;
        while src.len() < 6 * AHEAD_CHUNK {
            src.push_str(pieces[i % pieces.len()]);
            // Lines of every length, so chunks start at every piece.
            src.push_str(&" ".repeat(i % 7));
            i += 1;
        }
        let expected: Vec<(Token, bool)> = {
            let mut lexer = Lexer::new(&src);
            std::iter::from_fn(|| lexer.next_token()).collect()
        };
        for threads in [1, 2, 3] {
            let got = with_tokens(&src, threads, |mut tokens| std::iter::from_fn(|| tokens.next_token()).collect::<Vec<_>>());
            assert!(got == expected, "{threads} threads");
        }
    }

    #[test]
    fn alternative_token_words_agree() {
        for word in ["and", "or", "not", "bitand", "bitor", "xor", "compl", "and_eq", "or_eq", "xor_eq", "not_eq", "an", "andx", "not_e", "orr", "x"] {
            assert_eq!(is_alternative_token(word.as_bytes()), alternative_token(word).is_some(), "{word}");
        }
    }

    #[test]
    fn literals_and_puncts() {
        let src = "u8\"a\" R\"x(a)\")x\" 'c' L'\\'' 0x1p-3f 1'000 a->*b <:x:> >>= ...";
        let got = kinds(src);
        assert_eq!(
            got,
            vec![
                (TokKind::Str, "u8\"a\""),
                (TokKind::Str, "R\"x(a)\")x\""),
                (TokKind::Char, "'c'"),
                (TokKind::Char, "L'\\''"),
                (TokKind::Number, "0x1p-3f"),
                (TokKind::Number, "1'000"),
                (TokKind::Ident, "a"),
                (TokKind::Punct, "->*"),
                (TokKind::Ident, "b"),
                (TokKind::Punct, "["),
                (TokKind::Ident, "x"),
                (TokKind::Punct, "]"),
                (TokKind::Punct, ">>="),
                (TokKind::Punct, "..."),
            ]
        );
    }

    #[test]
    fn less_colon_colon_is_not_a_digraph_before_a_name() {
        let texts = |src: &'static str| lex(src).iter().map(|t| t.text(src)).collect::<Vec<_>>();
        assert_eq!(texts("static_cast<::T *>(p)"), ["static_cast", "<", "::", "T", "*", ">", "(", "p", ")"]);
        // Followed by `:` or `>`, the digraph stands.
        assert_eq!(texts("a<::>")[1], "[");
        assert_eq!(texts("a<:::b")[1], "[");
    }

    /// `group_ends` answers as `skip_group` does for every opener,
    /// mismatched and unclosed ones too.
    #[test]
    fn group_ends_agree_with_skip_group() {
        for src in ["f(a[1], {b}) { if (x) { y(); } }", "( [ } ) {", "{ ( ]", "a ) ( b"] {
            let toks = lex(src);
            let ends = group_ends(src, &toks);
            for (i, t) in toks.iter().enumerate() {
                if matches!(t.punct(src), b'(' | b'[' | b'{') {
                    assert_eq!(ends[i], skip_group(src, &toks, i), "{src} at {i}");
                }
            }
        }
    }

    #[test]
    fn directives_only_at_line_start() {
        let src = "# 1 \"a.cu\"\nint x; # y\n  #pragma once\n";
        let got = kinds(src);
        assert_eq!(got[0], (TokKind::Directive, "# 1 \"a.cu\""));
        assert_eq!(got[4], (TokKind::Punct, "#"));
        assert_eq!(got[6], (TokKind::Directive, "#pragma once"));
    }

    #[test]
    fn unterminated_things_do_not_panic() {
        for src in ["\"abc", "'", "/* x", "R\"abc(", "R\"", "u8", "\\", "#", "é", "1e+"] {
            let _ = lex(src);
        }
    }
}
