//! Translation phases 1–3 as libcpp does them: line splicing (backslash-newline,
//! also with trailing blanks), comments, and preprocessing tokens with gcc's
//! flags (`PREV_WHITE`, `BOL`) and locations (1-based physical line, 1-based
//! byte column).

use rustc_hash::FxHashSet as HashSet;
use std::borrow::Cow;
use std::rc::Rc;

pub(super) type Sym = Rc<str>;

/// Punctuators (digraphs are the same punctuator with a different spelling).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(super) enum P {
    Eq,
    Not,
    Greater,
    Less,
    Plus,
    Minus,
    Mult,
    Div,
    Mod,
    And,
    Or,
    Xor,
    Rshift,
    Lshift,
    Compl,
    AndAnd,
    OrOr,
    Query,
    Colon,
    Comma,
    OpenParen,
    CloseParen,
    EqEq,
    NotEq,
    GreaterEq,
    LessEq,
    Spaceship,
    PlusEq,
    MinusEq,
    MultEq,
    DivEq,
    ModEq,
    AndEq,
    OrEq,
    XorEq,
    RshiftEq,
    LshiftEq,
    Hash,
    Paste,
    OpenSquare,
    CloseSquare,
    OpenBrace,
    CloseBrace,
    Semicolon,
    Ellipsis,
    PlusPlus,
    MinusMinus,
    Deref,
    Dot,
    Scope,
    DerefStar,
    DotStar,
}

impl P {
    /// libcpp's `CPP_LAST_EQ`: the operators that form a new token with a following `=`.
    pub(super) fn pastes_with_eq(self) -> bool {
        matches!(
            self,
            P::Eq
                | P::Not
                | P::Greater
                | P::Less
                | P::Plus
                | P::Minus
                | P::Mult
                | P::Div
                | P::Mod
                | P::And
                | P::Or
                | P::Xor
                | P::Rshift
                | P::Lshift
        )
    }
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(super) enum Kind {
    Name,
    Number,
    /// character literal (flags tell prefix / ud-suffix)
    Char,
    /// string literal, raw or not (flags tell prefix / ud-suffix)
    Str,
    /// stray character, unterminated literal
    Other,
    Punct(P),
    /// `<...>` after `#include`
    HeaderName,
    /// spacing information only (see `PAD_SRC`)
    Padding,
    /// end of directive / end of macro argument / end of input
    Eof,
    /// end of a logical line (only seen inside the lexer driver)
    Newline,
    /// a macro parameter inside a replacement list (`Tok::arg` is its index)
    Param,
    /// a deferred `#pragma` (printed by the output streamer)
    Pragma,
    PragmaEol,
}

pub(super) const PREV_WHITE: u16 = 1;
pub(super) const BOL: u16 = 2;
pub(super) const STRINGIFY_ARG: u16 = 4;
pub(super) const PASTE_LEFT: u16 = 8;
pub(super) const NO_EXPAND: u16 = 16;
/// char/string literal with an encoding prefix (L, u, U, u8)
pub(super) const PREFIXED: u16 = 32;
/// char/string literal with a user-defined-literal suffix
pub(super) const UD_SUFFIX: u16 = 64;
/// the end-of-argument marker pushed by argument collection
pub(super) const ENDARG: u16 = 128;
pub(super) const PRAGMA_OP: u16 = 256;
/// padding: has a source token (else it is libcpp's `avoid_paste`)
pub(super) const PAD_SRC: u16 = 512;
/// padding: the source token had `PREV_WHITE`
pub(super) const PAD_SRC_WHITE: u16 = 1024;
/// spelled in a system header (gcc's `in_system_header_at` of the spelling)
pub(super) const SYS_TOKEN: u16 = 2048;
/// the value of a built-in macro (gcc: `is_location_from_builtin_token`)
pub(super) const BUILTIN_LOC: u16 = 4096;
/// with `SYS_TOKEN`: spelled in a C system header (markers get `3 4`)
pub(super) const SYS_C: u16 = 8192;

#[derive(Clone, Debug)]
pub(super) struct Tok {
    pub kind: Kind,
    pub flags: u16,
    pub text: Sym,
    /// presumed line (expansion point for tokens out of macro expansions)
    pub line: u32,
    pub col: u32,
    /// index into `Pp::files`
    pub file: u32,
    /// parameter index for `Kind::Param`
    pub arg: u32,
}

impl Tok {
    pub(super) fn is(&self, p: P) -> bool {
        self.kind == Kind::Punct(p)
    }
    pub(super) fn pw(&self) -> bool {
        self.flags & PREV_WHITE != 0
    }
    /// `val.source` of a padding token: `None` is NULL, else the source's PREV_WHITE.
    pub(super) fn pad_source(&self) -> Option<bool> {
        if self.flags & PAD_SRC != 0 {
            Some(self.flags & PAD_SRC_WHITE != 0)
        } else {
            None
        }
    }
    /// Character and string literals (every kind, for stringification).
    pub(super) fn is_literal_quote(&self) -> bool {
        matches!(self.kind, Kind::Char | Kind::Str)
    }
}

/// A lexer diagnostic: (line, column, message, is_error).
pub(super) struct LexDiag {
    pub line: u32,
    pub message: String,
    pub error: bool,
}

/// Identifier interning and punctuator spellings shared by all lexers.
/// Cloned with the predefined macros (see `Predefined`): the clone shares
/// the symbols, so the macro table's keys stay the interned ones.
#[derive(Clone, Default)]
pub(super) struct Interner {
    set: HashSet<Rc<str>>,
}

impl Interner {
    pub(super) fn intern(&mut self, s: &str) -> Sym {
        if let Some(r) = self.set.get(s) {
            return r.clone();
        }
        let r: Rc<str> = Rc::from(s);
        self.set.insert(r.clone());
        r
    }
}

/// What the lexer hands back; the driver turns it into a `Tok`.
pub(super) struct RawTok {
    pub kind: Kind,
    pub flags: u16,
    pub text: Sym,
    pub line: u32,
    pub col: u32,
}

#[derive(Clone, Copy)]
struct Mark {
    pos: usize,
    end: usize,
    line: u32,
    line_base: usize,
}

pub(super) struct Lexer {
    src: Rc<str>,
    pos: usize,
    /// end of the last character consumed (before any following splices)
    end: usize,
    /// physical line of `pos` (1-based)
    pub line: u32,
    line_base: usize,
    bol: bool,
    cplusplus: u32,
    /// already-processed text (pasted tokens, `_Pragma` strings): no line splicing
    stage3: bool,
}

fn is_hws(c: u8) -> bool {
    matches!(c, b' ' | b'\t' | 0x0b | 0x0c | 0)
}
fn is_idnum(c: u8) -> bool {
    c.is_ascii_alphanumeric() || c == b'_'
}
fn is_idst(c: u8) -> bool {
    c.is_ascii_alphabetic() || c == b'_'
}

pub(super) fn utf8_len(c: u8) -> usize {
    match c {
        0xf0..=0xff => 4,
        0xe0..=0xef => 3,
        0xc0..=0xdf => 2,
        _ => 1,
    }
}

impl Lexer {
    pub(super) fn new(src: Rc<str>, cplusplus: u32) -> Lexer {
        let mut l = Lexer {
            src,
            pos: 0,
            end: 0,
            line: 1,
            line_base: 0,
            bol: true,
            cplusplus,
            stage3: false,
        };
        // a UTF-8 byte order mark is skipped, as libcpp does
        if l.src.as_bytes().starts_with(&[0xef, 0xbb, 0xbf]) {
            l.pos = 3;
            l.line_base = 3;
        }
        l
    }

    fn bytes(&self) -> &[u8] {
        self.src.as_bytes()
    }
    fn b(&self, i: usize) -> u8 {
        *self.bytes().get(i).unwrap_or(&0)
    }
    fn at_eof_pos(&self, i: usize) -> bool {
        i >= self.bytes().len()
    }
    pub(super) fn at_end(&self) -> bool {
        self.at_eof_pos(self.pos)
    }

    /// The text read.
    pub(super) fn src(&self) -> &Rc<str> {
        &self.src
    }

    /// The offset of the next character.
    pub(super) fn pos(&self) -> usize {
        self.pos
    }

    /// Moves to the start of physical line `line` at `pos`, as if the
    /// lexer had read everything before it (a resumed run starts there).
    pub(super) fn resume_at(&mut self, pos: usize, line: u32) {
        self.pos = pos.min(self.src.len());
        self.end = self.pos;
        self.line = line;
        self.line_base = self.pos;
        self.bol = true;
    }

    /// If a line splice starts at `p`, return (end, had_newline).
    fn splice_at(&self, p: usize) -> Option<(usize, bool)> {
        if self.stage3 || self.b(p) != b'\\' || self.at_eof_pos(p) {
            return None;
        }
        let mut q = p + 1;
        while !self.at_eof_pos(q) && matches!(self.b(q), b' ' | b'\t' | 0x0b | 0x0c) {
            q += 1;
        }
        if self.at_eof_pos(q) {
            // backslash at end of file (libcpp appends the missing newline)
            return Some((q, false));
        }
        match self.b(q) {
            b'\n' => Some((q + 1, true)),
            b'\r' => Some((if self.b(q + 1) == b'\n' { q + 2 } else { q + 1 }, true)),
            _ => None,
        }
    }

    /// Skip the line splices at the current position.
    fn norm(&mut self) {
        while let Some((end, nl)) = self.splice_at(self.pos) {
            if nl {
                self.line += 1;
                self.line_base = end;
            }
            self.pos = end;
        }
    }

    fn cur(&self) -> u8 {
        self.b(self.pos)
    }

    /// The byte `k` characters after the current one, across splices (pure).
    fn peek(&self, k: usize) -> u8 {
        let mut p = self.pos;
        for _ in 0..k {
            if self.at_eof_pos(p) {
                return 0;
            }
            p += 1;
            while let Some((end, _)) = self.splice_at(p) {
                p = end;
            }
        }
        self.b(p)
    }

    fn bump(&mut self) {
        if !self.at_end() {
            self.pos += 1;
        }
        self.end = self.pos;
        self.norm();
    }

    fn bump_char(&mut self) {
        if !self.at_end() {
            let n = utf8_len(self.cur());
            self.pos = (self.pos + n).min(self.bytes().len());
        }
        self.end = self.pos;
        self.norm();
    }

    fn mark(&self) -> Mark {
        Mark {
            pos: self.pos,
            end: self.end,
            line: self.line,
            line_base: self.line_base,
        }
    }
    fn reset(&mut self, m: Mark) {
        self.pos = m.pos;
        self.end = m.end;
        self.line = m.line;
        self.line_base = m.line_base;
    }

    /// The spelling of `start..end` with line splices removed.
    fn spell(&self, start: usize, end: usize) -> String {
        self.spelled(start, end).into_owned()
    }

    /// `spell`, borrowing the source when the token has no line splice (the
    /// usual case: the spelling is then interned without a copy).
    fn spelled(&self, start: usize, end: usize) -> Cow<'_, str> {
        let s = &self.src[start..end];
        if !s.contains('\\') {
            return Cow::Borrowed(s);
        }
        let mut out = String::with_capacity(s.len());
        let mut p = start;
        while p < end {
            if let Some((e, _)) = self.splice_at(p) {
                p = e;
                continue;
            }
            let n = utf8_len(self.b(p)).min(end - p);
            out.push_str(&self.src[p..p + n]);
            p += n;
        }
        Cow::Owned(out)
    }

    /// Is `\u`/`\U` + hex digits at `p` (a UCN)?  Returns its length.
    fn ucn_at(&self, p: usize) -> Option<usize> {
        if self.b(p) != b'\\' {
            return None;
        }
        let n = match self.b(p + 1) {
            b'u' => 4,
            b'U' => 8,
            _ => return None,
        };
        for i in 0..n {
            if !self.b(p + 2 + i).is_ascii_hexdigit() {
                return None;
            }
        }
        Some(n + 2)
    }

    /// Lex `<...>` as a header name if the next non-blank character is `<`.
    pub(super) fn lex_header_name(&mut self) -> Option<RawTok> {
        let save = self.mark();
        let mut flags = 0;
        self.norm();
        while !self.at_end() && is_hws(self.cur()) {
            flags |= PREV_WHITE;
            self.bump();
        }
        if self.cur() != b'<' {
            self.reset(save);
            return None;
        }
        let (line, col) = (self.line, (self.pos - self.line_base) as u32 + 1);
        let start = self.pos;
        self.bump();
        loop {
            if self.at_end() || matches!(self.cur(), b'\n' | b'\r') {
                // not a header name after all
                self.reset(save);
                return None;
            }
            if self.cur() == b'>' {
                self.bump();
                break;
            }
            self.bump_char();
        }
        let text: Sym = Rc::from(&*self.spelled(start, self.end));
        self.bol = false;
        Some(RawTok {
            kind: Kind::HeaderName,
            flags,
            text,
            line,
            col,
        })
    }

    /// The next token, `Newline` at the end of each logical line, `Eof` at the end.
    pub(super) fn next(
        &mut self,
        int: &mut Interner,
        is_macro: &dyn Fn(&str) -> bool,
        diags: &mut Vec<LexDiag>,
    ) -> RawTok {
        let mut flags = if self.bol { BOL } else { 0 };
        loop {
            self.norm();
            if self.at_end() {
                let col = (self.pos - self.line_base) as u32 + 1;
                return RawTok {
                    kind: Kind::Eof,
                    flags: 0,
                    text: int.intern(""),
                    line: self.line,
                    col,
                };
            }
            let c = self.cur();
            match c {
                b'\n' | b'\r' => {
                    let col = (self.pos - self.line_base) as u32 + 1;
                    let line = self.line;
                    self.pos += if c == b'\r' && self.b(self.pos + 1) == b'\n' {
                        2
                    } else {
                        1
                    };
                    self.line += 1;
                    self.line_base = self.pos;
                    self.bol = true;
                    return RawTok {
                        kind: Kind::Newline,
                        flags: 0,
                        text: int.intern(""),
                        line,
                        col,
                    };
                }
                _ if is_hws(c) => {
                    flags |= PREV_WHITE;
                    self.bump();
                }
                b'/' if self.peek(1) == b'*' => {
                    flags |= PREV_WHITE;
                    let start_line = self.line;
                    self.bump();
                    self.bump();
                    loop {
                        if self.at_end() {
                            diags.push(LexDiag {
                                line: start_line,
                                message: "unterminated comment".into(),
                                error: true,
                            });
                            break;
                        }
                        let d = self.cur();
                        if d == b'*' && self.peek(1) == b'/' {
                            self.bump();
                            self.bump();
                            break;
                        }
                        if d == b'\n' || d == b'\r' {
                            self.pos += if d == b'\r' && self.b(self.pos + 1) == b'\n' {
                                2
                            } else {
                                1
                            };
                            self.line += 1;
                            self.line_base = self.pos;
                            self.norm();
                        } else {
                            self.bump();
                        }
                    }
                }
                b'/' if self.peek(1) == b'/' => {
                    flags |= PREV_WHITE;
                    while !self.at_end() && !matches!(self.cur(), b'\n' | b'\r') {
                        self.bump();
                    }
                }
                _ => break,
            }
        }
        self.bol = false;
        let line = self.line;
        let col = (self.pos - self.line_base) as u32 + 1;
        let start = self.pos;
        let c = self.cur();
        let mk = |kind: Kind, flags: u16, text: Sym| RawTok {
            kind,
            flags,
            text,
            line,
            col,
        };

        if c.is_ascii_digit() || (c == b'.' && self.peek(1).is_ascii_digit()) {
            self.lex_number();
            let text = int.intern(&self.spelled(start, self.end));
            return mk(Kind::Number, flags, text);
        }
        if c == b'\'' || c == b'"' {
            let (kind, f) = self.lex_quoted(c, is_macro, diags, line);
            let text = int.intern(&self.spelled(start, self.end));
            return mk(kind, flags | f, text);
        }
        if is_idst(c) || c == b'$' || c >= 0x80 || (c == b'\\' && self.ucn_at(self.pos).is_some()) {
            self.lex_ident_chars();
            let end = self.end;
            let spelled = self.spell(start, end);
            // encoding prefixes and raw strings
            let q = self.cur();
            let (is_str_prefix, raw) = match spelled.as_str() {
                "L" | "u" | "U" | "u8" => (
                    q == b'"' || (q == b'\'' && (spelled != "u8" || self.cplusplus >= 201703)),
                    false,
                ),
                "R" | "LR" | "uR" | "UR" | "u8R" => (q == b'"', true),
                _ => (false, false),
            };
            if is_str_prefix && (!raw || self.cplusplus >= 201103) {
                let pre = if spelled.starts_with('R') {
                    0
                } else {
                    PREFIXED
                };
                if raw {
                    if let Some(f) = self.lex_raw(is_macro, diags, line) {
                        let text = self.raw_text(start);
                        return mk(Kind::Str, flags | pre | f, int.intern(&text));
                    }
                    // invalid raw string: lex as an ordinary string
                }
                let (kind, f) = self.lex_quoted(q, is_macro, diags, line);
                let text = int.intern(&self.spelled(start, self.end));
                let f = if kind == Kind::Other { f } else { f | pre };
                return mk(kind, flags | f, text);
            }
            let name = if spelled.contains('\\') {
                decode_ucns(&spelled)
            } else {
                spelled
            };
            return mk(Kind::Name, flags, int.intern(&name));
        }
        // punctuators
        let (p, len) = self.punct();
        match p {
            Some(p) => {
                for _ in 0..len {
                    self.bump();
                }
                let text = int.intern(&self.spelled(start, self.end));
                mk(Kind::Punct(p), flags, text)
            }
            None => {
                self.bump_char();
                let text = int.intern(&self.spelled(start, self.end));
                mk(Kind::Other, flags, text)
            }
        }
    }

    fn lex_ident_chars(&mut self) {
        loop {
            let c = self.cur();
            if self.at_end() {
                break;
            }
            if is_idnum(c) || c == b'$' {
                self.bump();
            } else if c >= 0x80 {
                self.bump_char();
            } else if let Some(n) = self.ucn_at(self.pos) {
                self.pos += n;
                self.end = self.pos;
                self.norm();
            } else {
                break;
            }
        }
    }

    fn lex_number(&mut self) {
        let digit_seps = self.cplusplus >= 201402;
        let mut prev = 0u8;
        let mut sep_mark: Option<Mark> = None;
        loop {
            if self.at_end() {
                break;
            }
            let c = self.cur();
            if is_idnum(c) || c == b'$' || (c == b'.' && prev != b'\'') {
                prev = c;
                sep_mark = None;
                self.bump();
            } else if c == b'\'' && digit_seps {
                if sep_mark.is_none() {
                    sep_mark = Some(self.mark());
                }
                prev = c;
                self.bump();
            } else if (c == b'+' || c == b'-') && matches!(prev, b'e' | b'E' | b'p' | b'P') {
                prev = c;
                sep_mark = None;
                self.bump();
            } else if c >= 0x80 {
                prev = b'a';
                sep_mark = None;
                self.bump_char();
            } else if let Some(n) = self.ucn_at(self.pos) {
                prev = b'a';
                sep_mark = None;
                self.pos += n;
                self.end = self.pos;
                self.norm();
            } else {
                break;
            }
        }
        // a number cannot end with a digit separator
        if let Some(m) = sep_mark {
            self.reset(m);
        }
    }

    /// Lex a '...' or "..." literal starting at the quote; returns (kind, extra flags).
    fn lex_quoted(
        &mut self,
        term: u8,
        is_macro: &dyn Fn(&str) -> bool,
        diags: &mut Vec<LexDiag>,
        line: u32,
    ) -> (Kind, u16) {
        self.bump();
        loop {
            if self.at_end() || matches!(self.cur(), b'\n' | b'\r') {
                diags.push(LexDiag {
                    line,
                    message: format!("missing terminating {} character", term as char),
                    error: false,
                });
                return (Kind::Other, 0);
            }
            let c = self.cur();
            if c == b'\\' {
                self.bump();
                if !self.at_end() && !matches!(self.cur(), b'\n' | b'\r') {
                    self.bump_char();
                }
            } else if c == term {
                self.bump();
                break;
            } else {
                self.bump_char();
            }
        }
        let kind = if term == b'"' { Kind::Str } else { Kind::Char };
        (kind, self.ud_suffix(is_macro))
    }

    /// C++11 user-defined-literal suffix after a literal.
    fn ud_suffix(&mut self, is_macro: &dyn Fn(&str) -> bool) -> u16 {
        if self.cplusplus < 201103 || !is_idst(self.cur()) {
            return 0;
        }
        // `"..."PRId64` with PRId64 a macro is not a suffix (libcpp): only
        // `_x` suffixes are taken without looking at the macros
        if !(self.cur() == b'_' && self.peek(1) != b'_') {
            let save = self.mark();
            let start = self.pos;
            while is_idnum(self.cur()) {
                self.bump();
            }
            let id = self.spell(start, self.end);
            self.reset(save);
            if is_macro(&id) {
                return 0;
            }
        }
        while is_idnum(self.cur()) {
            self.bump();
        }
        UD_SUFFIX
    }

    /// Raw string: `pos` is at the opening quote.  Returns None (and does not move)
    /// if the delimiter is invalid.
    fn lex_raw(
        &mut self,
        is_macro: &dyn Fn(&str) -> bool,
        diags: &mut Vec<LexDiag>,
        line: u32,
    ) -> Option<u16> {
        let b = self.src.clone();
        let bytes = b.as_bytes();
        let mut p = self.pos + 1;
        let dstart = p;
        while p < bytes.len() && p - dstart <= 16 {
            let c = bytes[p];
            if c == b'(' {
                break;
            }
            if matches!(c, b' ' | b')' | b'\\' | b'\t' | 0x0b | 0x0c | b'\n' | b'\r') {
                diags.push(LexDiag {
                    line,
                    message: "invalid character in raw string delimiter".into(),
                    error: true,
                });
                return None;
            }
            p += 1;
        }
        if p >= bytes.len() || bytes[p] != b'(' {
            diags.push(LexDiag {
                line,
                message: "raw string delimiter longer than 16 characters".into(),
                error: true,
            });
            return None;
        }
        let delim = &bytes[dstart..p];
        let mut q = p + 1;
        let mut end = None;
        while q < bytes.len() {
            let c = bytes[q];
            if c == b')'
                && bytes.len() >= q + 2 + delim.len()
                && &bytes[q + 1..q + 1 + delim.len()] == delim
                && bytes[q + 1 + delim.len()] == b'"'
            {
                end = Some(q + 2 + delim.len());
                break;
            }
            if c == b'\n' || (c == b'\r' && bytes.get(q + 1) != Some(&b'\n')) {
                self.line += 1;
                self.line_base = q + 1;
            }
            q += 1;
        }
        match end {
            Some(e) => {
                self.pos = e;
                self.end = e;
                self.norm();
                Some(self.ud_suffix(is_macro))
            }
            None => {
                diags.push(LexDiag {
                    line,
                    message: "unterminated raw string".into(),
                    error: true,
                });
                self.pos = bytes.len();
                self.end = self.pos;
                Some(0)
            }
        }
    }

    /// The text of a raw string token starting at `start` (no splice removal
    /// inside the literal, CR LF folded to LF).
    fn raw_text(&self, start: usize) -> String {
        let end = self.end;
        // the prefix may contain splices; the body must not be touched
        let s = &self.src[start..end];
        let q = s.find('"').unwrap_or(0);
        let mut out = self.spell(start, start + q);
        out.push_str(&s[q..].replace("\r\n", "\n"));
        out
    }

    fn punct(&self) -> (Option<P>, usize) {
        let c = self.cur();
        let c1 = self.peek(1);
        let c2 = if c1 != 0 { self.peek(2) } else { 0 };
        let cxx20 = self.cplusplus >= 202002;
        let r = match c {
            b'{' => (P::OpenBrace, 1),
            b'}' => (P::CloseBrace, 1),
            b'[' => (P::OpenSquare, 1),
            b']' => (P::CloseSquare, 1),
            b'(' => (P::OpenParen, 1),
            b')' => (P::CloseParen, 1),
            b';' => (P::Semicolon, 1),
            b',' => (P::Comma, 1),
            b'?' => (P::Query, 1),
            b'~' => (P::Compl, 1),
            b':' => match c1 {
                b':' => (P::Scope, 2),
                b'>' => (P::CloseSquare, 2),
                _ => (P::Colon, 1),
            },
            b'.' => {
                if c1 == b'.' && c2 == b'.' {
                    (P::Ellipsis, 3)
                } else if c1 == b'*' {
                    (P::DotStar, 2)
                } else {
                    (P::Dot, 1)
                }
            }
            b'+' => match c1 {
                b'+' => (P::PlusPlus, 2),
                b'=' => (P::PlusEq, 2),
                _ => (P::Plus, 1),
            },
            b'-' => match c1 {
                b'-' => (P::MinusMinus, 2),
                b'=' => (P::MinusEq, 2),
                b'>' if c2 == b'*' => (P::DerefStar, 3),
                b'>' => (P::Deref, 2),
                _ => (P::Minus, 1),
            },
            b'*' => match c1 {
                b'=' => (P::MultEq, 2),
                _ => (P::Mult, 1),
            },
            b'/' => match c1 {
                b'=' => (P::DivEq, 2),
                _ => (P::Div, 1),
            },
            b'%' => match c1 {
                b'=' => (P::ModEq, 2),
                b'>' => (P::CloseBrace, 2),
                b':' if c2 == b'%' && self.peek(3) == b':' => (P::Paste, 4),
                b':' => (P::Hash, 2),
                _ => (P::Mod, 1),
            },
            b'<' => match c1 {
                b'<' if c2 == b'=' => (P::LshiftEq, 3),
                b'<' => (P::Lshift, 2),
                b'=' if c2 == b'>' && cxx20 => (P::Spaceship, 3),
                b'=' => (P::LessEq, 2),
                b':' => {
                    // C++11: "<::" not followed by ':' or '>' is '<' '::'
                    let c3 = self.peek(3);
                    if c2 == b':' && c3 != b':' && c3 != b'>' {
                        (P::Less, 1)
                    } else {
                        (P::OpenSquare, 2)
                    }
                }
                b'%' => (P::OpenBrace, 2),
                _ => (P::Less, 1),
            },
            b'>' => match c1 {
                b'>' if c2 == b'=' => (P::RshiftEq, 3),
                b'>' => (P::Rshift, 2),
                b'=' => (P::GreaterEq, 2),
                _ => (P::Greater, 1),
            },
            b'=' => match c1 {
                b'=' => (P::EqEq, 2),
                _ => (P::Eq, 1),
            },
            b'!' => match c1 {
                b'=' => (P::NotEq, 2),
                _ => (P::Not, 1),
            },
            b'&' => match c1 {
                b'&' => (P::AndAnd, 2),
                b'=' => (P::AndEq, 2),
                _ => (P::And, 1),
            },
            b'|' => match c1 {
                b'|' => (P::OrOr, 2),
                b'=' => (P::OrEq, 2),
                _ => (P::Or, 1),
            },
            b'^' => match c1 {
                b'=' => (P::XorEq, 2),
                _ => (P::Xor, 1),
            },
            b'#' => match c1 {
                b'#' => (P::Paste, 2),
                _ => (P::Hash, 1),
            },
            _ => return (None, 0),
        };
        (Some(r.0), r.1)
    }
}

/// Replace `\uXXXX` / `\UXXXXXXXX` in an identifier spelling by the characters.
pub(super) fn decode_ucns(s: &str) -> String {
    let b = s.as_bytes();
    let mut out = String::with_capacity(s.len());
    let mut i = 0;
    while i < b.len() {
        if b[i] == b'\\' && i + 1 < b.len() && (b[i + 1] == b'u' || b[i + 1] == b'U') {
            let n = if b[i + 1] == b'u' { 4 } else { 8 };
            if i + 2 + n <= b.len() {
                if let Ok(v) = u32::from_str_radix(&s[i + 2..i + 2 + n], 16) {
                    if let Some(ch) = char::from_u32(v) {
                        out.push(ch);
                        i += 2 + n;
                        continue;
                    }
                }
            }
        }
        let n = utf8_len(b[i]).min(b.len() - i);
        out.push_str(&s[i..i + n]);
        i += n;
    }
    out
}

/// Lex a whole string as tokens (for pasting, built-in macro values, `_Pragma`).
/// Returns the tokens and whether everything was consumed by the first token.
pub(super) fn lex_string(
    src: &str,
    cplusplus: u32,
    int: &mut Interner,
    is_macro: &dyn Fn(&str) -> bool,
) -> Vec<RawTok> {
    let mut lx = Lexer::new(Rc::from(src), cplusplus);
    lx.bol = false;
    lx.stage3 = true;
    let mut diags = Vec::new();
    let mut out = Vec::new();
    loop {
        let t = lx.next(int, is_macro, &mut diags);
        match t.kind {
            Kind::Eof => break,
            Kind::Newline => continue,
            _ => out.push(t),
        }
    }
    out
}

/// Lex exactly one token from `src`; None unless it spans the whole text.
pub(super) fn lex_one(
    src: &str,
    cplusplus: u32,
    int: &mut Interner,
    is_macro: &dyn Fn(&str) -> bool,
) -> Option<RawTok> {
    let mut lx = Lexer::new(Rc::from(src), cplusplus);
    lx.bol = false;
    lx.stage3 = true;
    let mut diags = Vec::new();
    let t = lx.next(int, is_macro, &mut diags);
    if matches!(t.kind, Kind::Eof | Kind::Newline) || t.flags & PREV_WHITE != 0 || !lx.at_end() {
        return None;
    }
    Some(t)
}
