//! The printer: gcc's `c-ppoutput.cc` (`token_streamer::stream`,
//! `maybe_print_line`, `print_line`, `do_line_change`) and libcpp's
//! `cpp_avoid_paste`.

use super::lex::{Kind, Sym, Tok, BUILTIN_LOC, P, SYS_C, SYS_TOKEN};
use super::Pp;

pub(super) struct Printer {
    pub text: String,
    /// line number currently being written
    pub src_line: u32,
    pub src_file: Sym,
    /// something was output on the current line
    pub printed: bool,
    /// previous token on this line (`print.prev`)
    prev: Option<Tok>,
    /// `print.source`: None is NULL, else the source token's PREV_WHITE
    source: Option<bool>,
    avoid_paste: bool,
    in_pragma: bool,
    /// a line marker was just written by the spacing logic
    lme: bool,
    /// the previous token came from a system header
    pub prev_sys: bool,
}

impl Printer {
    pub(super) fn new(main: Sym) -> Printer {
        Printer {
            text: String::new(),
            src_line: 1,
            src_file: main,
            printed: false,
            prev: None,
            source: None,
            avoid_paste: false,
            in_pragma: false,
            lme: false,
            prev_sys: false,
        }
    }
}

/// What the printer carries from one line to the next, besides its text:
/// a resumed run starts its printer from this.
#[derive(Clone)]
pub(super) struct PrinterState {
    src_line: u32,
    src_file: Sym,
    printed: bool,
    prev: Option<Tok>,
    source: Option<bool>,
    avoid_paste: bool,
    in_pragma: bool,
    lme: bool,
    prev_sys: bool,
}

impl Printer {
    pub(super) fn state(&self) -> PrinterState {
        PrinterState {
            src_line: self.src_line,
            src_file: self.src_file.clone(),
            printed: self.printed,
            prev: self.prev.clone(),
            source: self.source,
            avoid_paste: self.avoid_paste,
            in_pragma: self.in_pragma,
            lme: self.lme,
            prev_sys: self.prev_sys,
        }
    }

    /// A printer that goes on from `state` after `text`.
    pub(super) fn resumed(text: String, state: &PrinterState) -> Printer {
        let s = state.clone();
        Printer {
            text,
            src_line: s.src_line,
            src_file: s.src_file,
            printed: s.printed,
            prev: s.prev,
            source: s.source,
            avoid_paste: s.avoid_paste,
            in_pragma: s.in_pragma,
            lme: s.lme,
            prev_sys: s.prev_sys,
        }
    }
}

impl PrinterState {
    /// Whether a printer in this state prints what one in `old` prints,
    /// for tokens `lines` lines further down: the line it is at is
    /// compared with the tokens' lines only, and of the previous token
    /// only what `avoid_paste` reads counts.
    pub(super) fn same_as_shifted(&self, old: &PrinterState, lines: i64) -> bool {
        let prev_same = match (&self.prev, &old.prev) {
            (None, None) => true,
            (Some(a), Some(b)) => a.kind == b.kind && a.flags == b.flags && a.text == b.text,
            _ => false,
        };
        i64::from(self.src_line) == i64::from(old.src_line) + lines
            && self.src_file == old.src_file
            && self.printed == old.printed
            && prev_same
            && self.source == old.source
            && self.avoid_paste == old.avoid_paste
            && self.in_pragma == old.in_pragma
            && self.lme == old.lme
            && self.prev_sys == old.prev_sys
    }

    /// The same state `lines` lines further down.
    pub(super) fn shift(&mut self, lines: i64) {
        self.src_line = super::presumed(self.src_line, lines);
    }

    /// The file the printer is writing lines of.
    pub(super) fn src_file(&self) -> &str {
        &self.src_file
    }
}

/// gcc's `cpp_quote_string`.
pub(super) fn quote(s: &str) -> String {
    let mut o = String::with_capacity(s.len() + 2);
    for c in s.chars() {
        match c {
            '\n' => o.push_str("\\n"),
            '\\' | '"' => {
                o.push('\\');
                o.push(c);
            }
            _ => o.push(c),
        }
    }
    o
}

/// The spelling of an identifier as `cpp_output_token` writes it: characters
/// outside ASCII as `\UXXXXXXXX`.
pub(super) fn spell_ident(s: &str, out: &mut String) {
    if s.is_ascii() {
        out.push_str(s);
        return;
    }
    for c in s.chars() {
        if c.is_ascii() {
            out.push(c);
        } else {
            out.push_str(&format!("\\U{:08x}", c as u32));
        }
    }
}

/// Write a token's spelling.
pub(super) fn spell_tok(t: &Tok, out: &mut String) {
    match t.kind {
        Kind::Name => spell_ident(&t.text, out),
        Kind::Padding | Kind::Eof | Kind::Newline | Kind::PragmaEol => {}
        _ => out.push_str(&t.text),
    }
}

/// libcpp's `cpp_avoid_paste`: would `a` immediately followed by `b` be lexed
/// differently?
pub(super) fn avoid_paste(a: &Tok, b: &Tok) -> bool {
    // first character of b if b is an operator (digraphs included)
    let c: u8 = match b.kind {
        Kind::Punct(_) => b.text.as_bytes().first().copied().unwrap_or(0),
        _ => 0,
    };
    if let Kind::Punct(p) = a.kind {
        if p.pastes_with_eq() && c == b'=' {
            return true;
        }
        return match p {
            P::Greater => c == b'>',
            P::Less => c == b'<' || c == b'%' || c == b':',
            P::Plus => c == b'+',
            P::Minus => c == b'-' || c == b'>',
            P::Div => c == b'/' || c == b'*',
            P::Mod => c == b':' || c == b'%',
            P::And => c == b'&',
            P::Or => c == b'|',
            P::Colon => c == b':' || c == b'>',
            P::Deref => c == b'*',
            P::Dot => c == b'.' || c == b'%' || b.kind == Kind::Number,
            P::Hash => c == b'#' || c == b'%',
            P::LessEq => c == b'>',
            _ => false,
        };
    }
    let plain = |t: &Tok| t.flags & (super::lex::PREFIXED | super::lex::UD_SUFFIX) == 0;
    match a.kind {
        Kind::Name => {
            b.kind == Kind::Name
                || (matches!(b.kind, Kind::Char | Kind::Str) && plain(b))
                || (b.kind == Kind::Number
                    && b.text
                        .bytes()
                        .all(|c| c.is_ascii_alphanumeric() || c == b'_' || c == b'$'))
        }
        Kind::Number => {
            b.kind == Kind::Number
                || b.kind == Kind::Name
                || (b.kind == Kind::Char && plain(b))
                || c == b'.'
                || c == b'+'
                || c == b'-'
        }
        Kind::Other => a.text.starts_with('\\') && b.kind == Kind::Name,
        Kind::Str if a.flags & super::lex::UD_SUFFIX == 0 => {
            b.kind == Kind::Name
                || (matches!(
                    b.kind,
                    Kind::Number | Kind::Char | Kind::Str | Kind::Other | Kind::HeaderName
                ) && b
                    .text
                    .as_bytes()
                    .first()
                    .is_some_and(|c| c.is_ascii_alphabetic() || *c == b'_'))
        }
        _ => false,
    }
}

/// The system-header level of a token's spelling (0, 1, or 2 for C headers).
fn tok_sysp(t: &Tok) -> u8 {
    if t.flags & SYS_TOKEN == 0 {
        0
    } else if t.flags & SYS_C != 0 {
        2
    } else {
        1
    }
}

impl Pp<'_> {
    fn file_name(&self, file: u32) -> Sym {
        self.files[file as usize].name.clone()
    }

    /// `print_line_1`: end the current line and write a line marker.
    pub(super) fn print_line(&mut self, line: u32, file: u32, flags: &str) {
        let sysp = self.files[file as usize].sysp;
        self.print_line_sys(line, file, flags, sysp);
    }

    fn print_line_sys(&mut self, line: u32, file: u32, flags: &str, sysp: u8) {
        if self.out.printed {
            self.out.text.push('\n');
        }
        self.out.printed = false;
        if self.rec.on && self.bufs.first().is_some_and(|b| b.file == file) {
            self.rec.markers.push(self.out.text.len());
        }
        let name = self.file_name(file);
        self.out.src_line = line;
        self.out.src_file = name.clone();
        let sys = match sysp {
            0 => "",
            1 => " 3",
            _ => " 3 4",
        };
        self.out.text.push_str(&format!(
            "# {} \"{}\"{}{}\n",
            line,
            quote(&name),
            flags,
            sys
        ));
    }

    /// `maybe_print_line`: move the output to `loc` (None: UNKNOWN_LOCATION),
    /// with newlines when close, else a line marker.  Returns whether a marker
    /// was written.
    pub(super) fn maybe_print_line(&mut self, loc: Option<(u32, u32)>) -> bool {
        let sysp = loc.map_or(0, |(_, f)| self.files[f as usize].sysp);
        self.maybe_print_line_sys(loc, sysp)
    }

    fn maybe_print_line_sys(&mut self, loc: Option<(u32, u32)>, sysp: u8) -> bool {
        if self.out.printed {
            self.out.text.push('\n');
            self.out.src_line = self.out.src_line.wrapping_add(1);
            self.out.printed = false;
        }
        if let Some((line, file)) = loc {
            let same_file = *self.files[file as usize].name == *self.out.src_file;
            let cur = self.out.src_line;
            if line >= cur && (line as u64) < cur as u64 + 8 && same_file {
                while line > self.out.src_line {
                    self.out.text.push('\n');
                    self.out.src_line += 1;
                }
                return false;
            }
            self.print_line_sys(line, file, "", sysp);
            return true;
        }
        false
    }

    /// `do_line_change`: start the output line of a token at (line, col).
    pub(super) fn do_line_change(&mut self, line: u32, col: u32, file: u32) -> bool {
        let sysp = self.files[file as usize].sysp;
        self.do_line_change_sys(line, col, file, sysp)
    }

    /// `do_line_change` for a token (markers carry the token's system-ness).
    fn tok_line_change(&mut self, t: &Tok) -> bool {
        self.do_line_change_sys(t.line, t.col, t.file, tok_sysp(t))
    }

    fn do_line_change_sys(&mut self, line: u32, col: u32, file: u32, sysp: u8) -> bool {
        let lme = self.maybe_print_line_sys(Some((line, file)), sysp);
        self.out.prev = None;
        self.out.source = None;
        self.out.printed = true;
        for _ in 2..col.min(100_000) {
            self.out.text.push(' ');
        }
        lme
    }

    /// `token_streamer::stream`.
    pub(super) fn stream(&mut self, t: &Tok) {
        if t.kind == Kind::Padding {
            self.out.avoid_paste = true;
            if self.out.source.is_none()
                || (self.out.source == Some(false) && t.pad_source().is_none())
            {
                self.out.source = t.pad_source();
            }
            return;
        }
        if t.kind == Kind::Eof {
            return;
        }
        if self.out.avoid_paste {
            if self.out.source.is_none() {
                self.out.source = Some(t.pw());
            }
            if t.line != self.out.src_line && !self.out.in_pragma {
                self.out.lme = self.tok_line_change(t);
                self.out.text.push(' ');
                self.out.printed = true;
            } else if self.out.source == Some(true)
                || self.out.prev.as_ref().is_some_and(|p| avoid_paste(p, t))
                || (self.out.prev.is_none() && t.is(P::Hash))
            {
                self.out.text.push(' ');
                self.out.printed = true;
            }
        } else if t.pw() {
            if t.line != self.out.src_line && !self.out.in_pragma {
                self.out.lme = self.tok_line_change(t);
            }
            self.out.text.push(' ');
            self.out.printed = true;
        }
        self.out.avoid_paste = false;
        self.out.source = None;
        self.out.prev = Some(t.clone());
        match t.kind {
            Kind::Pragma => {
                self.out.lme = self.maybe_print_line_sys(Some((t.line, t.file)), tok_sysp(t));
                self.out.text.push_str("#pragma ");
                self.out.text.push_str(&t.text);
                self.out.printed = true;
                self.out.in_pragma = true;
            }
            Kind::PragmaEol => {
                self.maybe_print_line(None);
                self.out.in_pragma = false;
            }
            _ => {
                // entering or leaving system-header tokens starts a new line
                let sys = t.flags & SYS_TOKEN != 0;
                if !self.out.in_pragma
                    && !self.out.lme
                    && self.out.prev_sys != sys
                    && t.flags & BUILTIN_LOC == 0
                {
                    self.tok_line_change(t);
                    self.out.prev_sys = sys;
                }
                spell_tok(t, &mut self.out.text);
                self.out.lme = false;
                self.out.printed = true;
                if matches!(t.kind, Kind::Str | Kind::Char | Kind::Other | Kind::Number) {
                    let n = t.text.bytes().filter(|&c| c == b'\n').count() as u32;
                    self.out.src_line = self.out.src_line.wrapping_add(n);
                }
            }
        }
    }

    /// `cb_def_pragma` / `cpp_output_line`: write an unknown `#pragma` line.
    pub(super) fn print_pragma_line(&mut self, line: u32, file: u32, toks: &[Tok]) {
        self.maybe_print_line(Some((line, file)));
        self.out.text.push_str("#pragma ");
        for (i, t) in toks.iter().enumerate() {
            if t.kind == Kind::Padding {
                continue;
            }
            if i > 0 && t.pw() {
                self.out.text.push(' ');
            }
            spell_tok(t, &mut self.out.text);
        }
        self.out.text.push('\n');
        self.out.printed = false;
        self.out.src_line = self.out.src_line.wrapping_add(1);
    }

    /// `cb_ident`.
    pub(super) fn print_ident(&mut self, line: u32, file: u32, s: &str) {
        self.maybe_print_line(Some((line, file)));
        self.out.text.push_str("#ident ");
        self.out.text.push_str(s);
        self.out.text.push('\n');
        self.out.src_line = self.out.src_line.wrapping_add(1);
    }
}
