//! Directives (libcpp's directives.cc): conditionals, `#define`/`#undef`,
//! `#include` with the include search and the multiple-include
//! optimisation, `#line` and line markers, `#error`/`#warning`, `#pragma`
//! and the `_Pragma` operator.

use super::builtins::{
    known_system_header, tolerated_missing, CUDA_HEADERS, NO_TOKEN_HEADERS,
    SYSTEM_ALREADY_INCLUDED, SYSTEM_ON_INCLUDE,
};
use super::lex::{self, Kind, Sym, Tok, NO_EXPAND, P, PRAGMA_OP, PREFIXED, PREV_WHITE, UD_SUFFIX};
use super::{dir_of, join_path, Cond, CondKind, PendingInclude, Pp, MAX_INCLUDE_DEPTH};

/// C++ alternative tokens; they cannot be macro names.
pub(super) fn named_operator(s: &str) -> Option<P> {
    Some(match s {
        "and" => P::AndAnd,
        "and_eq" => P::AndEq,
        "bitand" => P::And,
        "bitor" => P::Or,
        "compl" => P::Compl,
        "not" => P::Not,
        "not_eq" => P::NotEq,
        "or" => P::OrOr,
        "or_eq" => P::OrEq,
        "xor" => P::Xor,
        "xor_eq" => P::XorEq,
        _ => return None,
    })
}

/// What `#line` / a line marker asks for, applied once the directive is over.
pub(super) struct PendingLine {
    line: u32,
    file: Option<String>,
    flags: &'static str,
    sysp: Option<u8>,
}

/// The inside of a plain string literal token, or None.
fn string_inner(t: &Tok) -> Option<String> {
    if t.kind != Kind::Str || t.flags & (PREFIXED | UD_SUFFIX) != 0 || t.text.starts_with('R') {
        return None;
    }
    let s = &t.text;
    if s.len() < 2 {
        return None;
    }
    Some(s[1..s.len() - 1].to_string())
}

/// Remove the escapes of a string literal body (for file names).
fn unescape(s: &str) -> String {
    let mut o = String::with_capacity(s.len());
    let mut it = s.chars().peekable();
    while let Some(c) = it.next() {
        if c == '\\' {
            match it.next() {
                Some('n') => o.push('\n'),
                Some('t') => o.push('\t'),
                Some(d) => o.push(d),
                None => {}
            }
        } else {
            o.push(c);
        }
    }
    o
}

impl Pp<'_> {
    /// `_cpp_handle_directive`, for a `#` at the start of a line.  Returns the
    /// token to hand on instead of the `#` (a deferred `#pragma`), or None.
    pub(super) fn handle_directive(&mut self, hash: &Tok) -> Option<Tok> {
        let was_parsing_args = self.st.parsing_args;
        let saved_prevent = self.st.prevent_expansion;
        if was_parsing_args != 0 {
            self.st.parsing_args = 0;
            self.st.prevent_expansion = 0;
        }
        self.st.dir_in_args = was_parsing_args != 0;
        self.st.in_directive = true;
        self.st.dir_eol = false;
        self.st.directive_line = hash.line;
        self.st.dir_ctx_base = self.contexts.len();
        self.st.dir_la_base = self.lookahead.len();
        let mut pending_line = None;
        let mut result = None;
        let dname = self.lex_token();
        match dname.kind {
            Kind::Name => {
                let name = dname.text.clone();
                let cond = matches!(
                    &*name,
                    "if" | "ifdef" | "ifndef" | "elif" | "elifdef" | "elifndef" | "else" | "endif"
                );
                let known = cond
                    || matches!(
                        &*name,
                        "define"
                            | "undef"
                            | "include"
                            | "include_next"
                            | "import"
                            | "line"
                            | "error"
                            | "warning"
                            | "pragma"
                            | "ident"
                            | "sccs"
                            | "assert"
                            | "unassert"
                    );
                if known && !matches!(&*name, "if" | "ifdef" | "ifndef") {
                    self.mi_valid = false;
                }
                if !known {
                    self.mi_valid = false;
                    if !self.st.skipping {
                        self.error(format!("invalid preprocessing directive #{name}"));
                    }
                } else if !self.st.skipping || cond {
                    match &*name {
                        "define" => self.do_define(),
                        "undef" => self.do_undef(),
                        "include" => self.do_include(false, false),
                        "include_next" => self.do_include(true, false),
                        "import" => self.do_include(false, true),
                        "line" => pending_line = self.do_line(),
                        "error" => self.do_diagnostic("error", true),
                        "warning" => self.do_diagnostic("warning", false),
                        "pragma" => result = self.do_pragma(),
                        "ident" | "sccs" => self.do_ident(),
                        "if" => self.do_if(),
                        "ifdef" => self.do_ifdef(false),
                        "ifndef" => self.do_ifdef(true),
                        "elif" | "elifdef" | "elifndef" => self.do_elif(&name),
                        "else" => self.do_else(),
                        "endif" => self.do_endif(),
                        _ => {} // #assert / #unassert: not supported, ignored
                    }
                }
            }
            Kind::Number => {
                self.mi_valid = false;
                if !self.st.skipping {
                    pending_line = self.do_linemarker(&dname);
                }
            }
            Kind::Eof => {} // the null directive
            _ => {
                self.mi_valid = false;
                if !self.st.skipping {
                    self.error(format!("invalid preprocessing directive #{}", dname.text));
                }
            }
        }
        self.end_directive();
        if let Some(inc) = self.pending_include.take() {
            self.push_include(inc);
        }
        if let Some(text) = self.pending_system_macros.take() {
            self.run_silent(text, "<system>", 2, false);
        }
        if let Some(pl) = pending_line {
            self.apply_line(pl);
        }
        if was_parsing_args != 0 && !self.st.in_deferred_pragma {
            self.st.parsing_args = 2;
            self.st.prevent_expansion = saved_prevent;
        }
        result
    }

    fn end_directive(&mut self) {
        if !self.st.in_deferred_pragma {
            while self.contexts.len() > self.st.dir_ctx_base {
                self.pop_context();
            }
            self.lookahead.truncate(self.st.dir_la_base);
            while !self.st.dir_eol {
                let t = self.lex_direct();
                if t.kind == Kind::Eof {
                    break;
                }
            }
        }
        self.st.in_directive = false;
        self.st.dir_eol = false;
        self.st.directive_wants_padding = false;
    }

    /// Warn about tokens after the end of a directive.
    fn check_eol(&mut self, dir: &str) {
        let t = self.lex_token();
        if t.kind != Kind::Eof {
            self.warning(format!("extra tokens at end of #{dir} directive"));
        }
    }

    fn lex_macro_name(&mut self, dir: &str) -> Option<Tok> {
        let t = self.lex_token();
        if t.kind == Kind::Name {
            let n = &*t.text;
            if n == "defined" || n == "__has_include" || n == "__has_include_next" {
                self.error(format!("\"{n}\" cannot be used as a macro name"));
                return None;
            }
            if named_operator(n).is_some() {
                self.error(format!(
                    "\"{n}\" cannot be used as a macro name as it is an operator in C++"
                ));
                return None;
            }
            return Some(t);
        }
        if t.kind == Kind::Eof {
            self.error(format!("no macro name given in #{dir} directive"));
        } else {
            self.error("macro names must be identifiers".into());
        }
        None
    }

    fn do_define(&mut self) {
        let Some(name) = self.lex_macro_name("define") else {
            return;
        };
        if let Some(def) = self.create_definition() {
            self.install_macro(&name, def);
        }
    }

    fn do_undef(&mut self) {
        let Some(name) = self.lex_macro_name("undef") else {
            return;
        };
        if let Some(n) = self.nodes.get_mut(&name.text) {
            let before = (n.def.clone(), n.builtin);
            if n.builtin.is_some() {
                n.builtin = None;
                self.warning(format!("undefining \"{}\"", name.text));
            }
            if let Some(n) = self.nodes.get_mut(&name.text) {
                n.def = None;
            }
            self.rec.macro_changed(&name.text, before, (None, None));
        }
        self.check_eol("undef");
    }

    // ----------------------------------------------------------------
    // conditionals

    fn file_conds(&self) -> bool {
        self.conds.len() > self.bufs.last().map_or(0, |b| b.cond_base)
    }

    fn push_cond(&mut self, skip: bool, kind: CondKind, cmacro: Option<Sym>) {
        let c = Cond {
            line: self.st.directive_line,
            skip_elses: self.st.skipping || !skip,
            was_skipping: self.st.skipping,
            kind,
            mi_cmacro: if self.mi_valid && self.mi_cmacro.is_none() {
                cmacro
            } else {
                None
            },
        };
        self.st.skipping = skip;
        self.conds.push(c);
    }

    fn do_ifdef(&mut self, ndef: bool) {
        let mut skip = true;
        let mut cmacro = None;
        if !self.st.skipping {
            if let Some(n) = self.lex_macro_name(if ndef { "ifndef" } else { "ifdef" }) {
                let d = self.is_defined(&n.text);
                skip = if ndef { d } else { !d };
                if ndef {
                    cmacro = Some(n.text.clone());
                }
                self.check_eol(if ndef { "ifndef" } else { "ifdef" });
            }
        }
        self.push_cond(
            skip,
            if ndef {
                CondKind::Ifndef
            } else {
                CondKind::Ifdef
            },
            cmacro,
        );
    }

    fn do_if(&mut self) {
        let mut skip = true;
        let mut cmacro = None;
        if !self.st.skipping {
            let (v, c) = self.eval_if("#if");
            skip = !v;
            cmacro = c;
        }
        self.push_cond(skip, CondKind::If, cmacro);
    }

    fn do_elif(&mut self, name: &str) {
        if !self.file_conds() {
            self.error(format!("#{name} without #if"));
            return;
        }
        let (kind, skip_elses) = {
            let c = self.conds.last().expect("cond");
            (c.kind, c.skip_elses)
        };
        if kind == CondKind::Else {
            self.error(format!("#{name} after #else"));
        }
        let skipping = if skip_elses {
            true
        } else if name == "elif" {
            !self.eval_if("#elif").0
        } else {
            match self.lex_macro_name(name) {
                Some(n) => {
                    let d = self.is_defined(&n.text);
                    self.check_eol(name);
                    if name == "elifdef" {
                        !d
                    } else {
                        d
                    }
                }
                None => self.st.skipping,
            }
        };
        self.st.skipping = skipping;
        let c = self.conds.last_mut().expect("cond");
        c.kind = CondKind::Elif;
        if !skip_elses {
            c.skip_elses = !skipping;
        }
        c.mi_cmacro = None;
    }

    fn do_else(&mut self) {
        if !self.file_conds() {
            self.error("#else without #if".into());
            return;
        }
        let (kind, skip_elses, was_skipping) = {
            let c = self.conds.last().expect("cond");
            (c.kind, c.skip_elses, c.was_skipping)
        };
        if kind == CondKind::Else {
            self.error("#else after #else".into());
        }
        {
            let c = self.conds.last_mut().expect("cond");
            c.kind = CondKind::Else;
            c.skip_elses = true;
            c.mi_cmacro = None;
        }
        self.st.skipping = skip_elses;
        if !was_skipping {
            self.check_eol("else");
        }
    }

    fn do_endif(&mut self) {
        if !self.file_conds() {
            self.error("#endif without #if".into());
            return;
        }
        let was_skipping = self.conds.last().expect("cond").was_skipping;
        if !was_skipping {
            self.check_eol("endif");
        }
        let c = self.conds.pop().expect("cond");
        let base = self.bufs.last().map_or(0, |b| b.cond_base);
        if self.conds.len() == base && c.mi_cmacro.is_some() {
            self.mi_valid = true;
            self.mi_cmacro = c.mi_cmacro;
        }
        self.st.skipping = c.was_skipping;
    }

    // ----------------------------------------------------------------
    // #include

    /// Search for an include file: Some((path, search dir, -I index, text)).
    fn find_include(
        &mut self,
        name: &str,
        angled: bool,
        next: bool,
    ) -> Option<(String, String, Option<usize>, std::rc::Rc<str>)> {
        if name.starts_with('/') {
            return self
                .read_cached(name)
                .map(|t| (name.to_string(), String::new(), None, t));
        }
        let (cur_dir, found_dir) = match self.bufs.last() {
            Some(b) => (b.dir.clone(), b.found_dir),
            None => (String::new(), None),
        };
        let mut start = 0;
        let mut use_cur = !angled;
        if next {
            if let Some(i) = found_dir {
                start = i + 1;
                use_cur = false;
            }
        }
        if use_cur {
            let p = join_path(&cur_dir, name);
            if let Some(t) = self.read_cached(&p) {
                return Some((p, cur_dir, None, t));
            }
        }
        let dirs: Vec<String> = self
            .opts
            .include_dirs
            .iter()
            .map(|d| {
                let s = d.to_string_lossy().to_string();
                let t = s.trim_end_matches('/');
                if t.is_empty() && s.starts_with('/') {
                    "/".to_string()
                } else {
                    t.to_string()
                }
            })
            .collect();
        for (i, d) in dirs.iter().enumerate().skip(start) {
            let p = join_path(d, name);
            if let Some(t) = self.read_cached(&p) {
                return Some((p, d.clone(), Some(i), t));
            }
        }
        None
    }

    /// The operand of `#include` / `__has_include`: (name, angled).
    fn header_name(&mut self, dir: &str) -> Option<(String, bool)> {
        if self.contexts.is_empty() && self.lookahead.is_empty() && !self.st.dir_eol {
            let raw = self.bufs.last_mut().and_then(|b| b.lex.lex_header_name());
            if let Some(r) = raw {
                let s = &r.text;
                return Some((s[1..s.len() - 1].to_string(), true));
            }
        }
        let t = self.get_token_no_padding();
        if let Some(s) = string_inner(&t) {
            return Some((s, false));
        }
        if t.is(P::Less) {
            // reconstruct <...> from tokens
            let mut s = String::new();
            let mut white = false;
            loop {
                let t = self.get_token();
                if t.kind == Kind::Padding {
                    if t.pad_source() == Some(true) {
                        white = true;
                    }
                    continue;
                }
                if t.is(P::Greater) {
                    break;
                }
                if t.kind == Kind::Eof {
                    self.error("missing terminating > character".into());
                    self.backup(t);
                    break;
                }
                if !s.is_empty() && (white || t.pw()) {
                    s.push(' ');
                }
                white = false;
                super::output::spell_tok(&t, &mut s);
            }
            return Some((s, true));
        }
        if t.kind == Kind::Eof {
            self.backup(t);
        }
        self.error(format!("#{dir} expects \"FILENAME\" or <FILENAME>"));
        None
    }

    fn do_include(&mut self, next: bool, import: bool) {
        // the files, guards and headers seen change
        self.rec.other_epoch += 1;
        let dir = if next {
            "include_next"
        } else if import {
            "import"
        } else {
            "include"
        };
        self.st.directive_wants_padding = true;
        let Some((name, angled)) = self.header_name(dir) else {
            return;
        };
        if name.is_empty() {
            self.error(format!("empty filename in #{dir}"));
            return;
        }
        self.check_eol(dir);
        if self.bufs.len() > MAX_INCLUDE_DEPTH {
            self.error(format!(
                "#include nested depth {} exceeds maximum of {} (use -fmax-include-depth=DEPTH to increase the maximum)",
                self.bufs.len(),
                MAX_INCLUDE_DEPTH
            ));
            return;
        }
        if CUDA_HEADERS.contains(&name.as_str()) {
            return;
        }
        match self.find_include(&name, angled, next) {
            Some((path, sdir, found_dir, text)) => {
                if self.once_only.contains(&path) {
                    return;
                }
                if import {
                    self.once_only.insert(path.clone());
                }
                let key = (sdir, name.clone());
                if let Some(g) = self.mi_guards.get(&key) {
                    if self.is_defined(g) {
                        return;
                    }
                }
                let dir = dir_of(&path);
                self.pending_include = Some(PendingInclude {
                    path,
                    dir,
                    found_dir,
                    mi_key: key,
                    text,
                    directive_line: self.st.directive_line,
                });
            }
            None => {
                if tolerated_missing(&name, angled) {
                    if !self.tolerated_order.contains(&name) && !CUDA_HEADERS.contains(&name.as_str()) {
                        self.tolerated_order.push(name.clone());
                    }
                    // gcc would have printed the header's (system) tokens last
                    let already = SYSTEM_ALREADY_INCLUDED.contains(&name.as_str())
                        || NO_TOKEN_HEADERS.contains(&name.as_str())
                        || ["bits/", "ext/", "debug/", "tr1/", "pstl/"]
                            .iter()
                            .any(|p| name.starts_with(p));
                    if let Some((_, text)) = SYSTEM_ON_INCLUDE
                        .iter()
                        .find(|(names, _)| names.contains(&name.as_str()))
                    {
                        self.pending_system_macros = Some(text);
                    }
                    // <assert.h> declares nothing under NDEBUG
                    let quiet_assert =
                        (name == "cassert" || name == "assert.h") && self.is_defined("NDEBUG");
                    let guarded = SYSTEM_ALREADY_INCLUDED.contains(&name.as_str())
                        || (self.tolerated_seen.contains(&name)
                            && name != "cassert"
                            && name != "assert.h");
                    if self.st.dir_in_args && !guarded {
                        self.st.fake_eof = true;
                    }
                    if !already && !quiet_assert && self.tolerated_seen.insert(name) {
                        self.out.prev_sys = true;
                    }
                    return;
                }
                let l = self.st.directive_line;
                self.diag_at(l, format!("{name}: No such file or directory"), true);
                self.fatal_stop = true;
            }
        }
    }

    /// `__has_include (...)`: 1 if the header would be found.
    pub(super) fn builtin_has_include(&mut self, op: &str, next: bool) -> u32 {
        let t = self.get_token_no_padding();
        let paren = t.is(P::OpenParen);
        if !paren {
            self.error(format!("missing '(' before \"{op}\" operand"));
            self.backup(t);
        }
        let Some((name, angled)) = self.header_name(op) else {
            return 0;
        };
        let found = CUDA_HEADERS.contains(&name.as_str())
            || self.find_include(&name, angled, next).is_some()
            || known_system_header(&name);
        if paren {
            let c = self.get_token_no_padding();
            if !c.is(P::CloseParen) {
                self.error(format!("missing ')' after \"{op}\" operand"));
                if c.kind == Kind::Eof {
                    self.backup(c);
                }
            }
        }
        u32::from(found)
    }

    // ----------------------------------------------------------------
    // #line and line markers

    fn do_line(&mut self) -> Option<PendingLine> {
        let t = self.get_token_no_padding();
        let n = match (t.kind, t.text.bytes().all(|c| c.is_ascii_digit())) {
            (Kind::Number, true) => match t.text.parse::<u32>() {
                Ok(n) if n <= 2147483647 => n,
                _ => {
                    self.warning("line number out of range".into());
                    t.text.parse::<u64>().map_or(u32::MAX, |v| v as u32)
                }
            },
            _ => {
                self.error(format!(
                    "\"{}\" after #line is not a positive integer",
                    t.text
                ));
                return None;
            }
        };
        let t2 = self.get_token_no_padding();
        let mut file = None;
        if t2.kind != Kind::Eof {
            match string_inner(&t2) {
                Some(s) => {
                    file = Some(unescape(&s));
                    self.check_eol("line");
                }
                None => {
                    self.error(format!("invalid filename \"{}\"", t2.text));
                    return None;
                }
            }
        }
        Some(PendingLine {
            line: n,
            file,
            flags: "",
            sysp: None,
        })
    }

    fn do_linemarker(&mut self, num: &Tok) -> Option<PendingLine> {
        let n = match num.text.parse::<u32>() {
            Ok(n) if num.text.bytes().all(|c| c.is_ascii_digit()) => n,
            _ => {
                self.error(format!(
                    "\"{}\" after # is not a positive integer",
                    num.text
                ));
                return None;
            }
        };
        let t2 = self.get_token_no_padding();
        let mut file = None;
        let mut flags = "";
        let mut sysp = None;
        if t2.kind != Kind::Eof {
            match string_inner(&t2) {
                Some(s) => file = Some(unescape(&s)),
                None => {
                    self.error(format!("invalid filename \"{}\"", t2.text));
                    return None;
                }
            }
            // gcc's read_flag: flags must increase; a bad flag is an error but
            // the directive still takes effect
            let mut flag = self.read_flag(0);
            if flag == 1 {
                flags = " 1";
                flag = self.read_flag(1);
            } else if flag == 2 {
                flags = " 2";
                flag = self.read_flag(2);
            }
            if flag == 3 {
                sysp = Some(if self.read_flag(3) == 4 { 2 } else { 1 });
            } else {
                sysp = Some(0);
            }
        }
        Some(PendingLine {
            line: n,
            file,
            flags,
            sysp,
        })
    }

    fn read_flag(&mut self, last: u32) -> u32 {
        let t = self.lex_token();
        if t.kind == Kind::Number && t.text.len() == 1 {
            let f = t.text.as_bytes()[0].wrapping_sub(b'0') as u32;
            if f > last && f <= 4 && (f != 4 || last == 3) && (f != 2 || last == 0) {
                return f;
            }
        }
        if t.kind != Kind::Eof {
            self.error(format!("invalid flag \"{}\" in line directive", t.text));
        }
        0
    }

    fn apply_line(&mut self, pl: PendingLine) {
        // the lines after this one no longer move with the lines before
        self.rec.other_epoch += 1;
        self.rec.line_events += 1;
        let Some(b) = self.bufs.last() else {
            return;
        };
        let phys = b.lex.line;
        let cur_file = b.file;
        let file = match (pl.file, pl.sysp) {
            (Some(f), s) => {
                let name = self.int.intern(&f);
                self.add_file(name, s.unwrap_or(0))
            }
            (None, Some(s)) if s != self.files[cur_file as usize].sysp => {
                let name = self.files[cur_file as usize].name.clone();
                self.add_file(name, s)
            }
            _ => cur_file,
        };
        if let Some(b) = self.bufs.last_mut() {
            b.line_delta = pl.line as i64 - phys as i64;
            b.file = file;
        }
        self.print_line(pl.line, file, pl.flags);
    }

    // ----------------------------------------------------------------
    // #error, #warning, #ident

    fn line_tokens(&mut self, expand: bool) -> Vec<Tok> {
        let mut v = Vec::new();
        loop {
            let t = if expand {
                self.get_token()
            } else {
                self.lex_token()
            };
            match t.kind {
                Kind::Eof => break,
                Kind::Padding => continue,
                _ => v.push(t),
            }
        }
        v
    }

    fn do_diagnostic(&mut self, dir: &str, error: bool) {
        let toks = self.line_tokens(false);
        let mut msg = format!("#{dir} ");
        for (i, t) in toks.iter().enumerate() {
            if i > 0 && t.pw() {
                msg.push(' ');
            }
            super::output::spell_tok(t, &mut msg);
        }
        let l = self.st.directive_line;
        self.diag_at(l, msg, error);
    }

    fn do_ident(&mut self) {
        let t = self.get_token_no_padding();
        if t.kind == Kind::Str {
            let (line, file) = (
                self.st.directive_line,
                self.bufs.last().map_or(0, |b| b.file),
            );
            let text = t.text.clone();
            self.print_ident(line, file, &text);
            self.check_eol("ident");
        } else {
            self.error("invalid #ident directive".into());
        }
    }

    // ----------------------------------------------------------------
    // #pragma

    /// `do_pragma`.  Pragmas libcpp handles itself are executed (and leave
    /// `column - 2` spaces on their output line, as gcc's `line_change`
    /// does); `message` and `redefine_extname` are deferred (streamed with
    /// macro expansion); everything else is printed as is.
    fn do_pragma(&mut self) -> Option<Tok> {
        self.st.prevent_expansion += 1;
        let t1 = self.get_token();
        let mut toks = vec![t1.clone()];
        let (ns, pname) = if t1.kind == Kind::Name && &*t1.text == "GCC" {
            let t2 = self.get_token();
            toks.push(t2.clone());
            (true, t2)
        } else {
            (false, t1.clone())
        };
        let name = if pname.kind == Kind::Name {
            pname.text.to_string()
        } else {
            String::new()
        };
        let mut result = None;
        if is_internal_pragma(ns, &name) {
            self.do_line_change(t1.line, t1.col, t1.file);
            self.st.poisoned_ok = ns && name == "poison";
            let rest = self.line_tokens(true);
            self.st.poisoned_ok = false;
            self.run_internal_pragma(ns, &name, &rest);
        } else if !ns && (name == "message" || name == "redefine_extname") {
            let mut p = t1.clone();
            p.kind = Kind::Pragma;
            p.flags &= PREV_WHITE;
            self.st.in_deferred_pragma = true;
            result = Some(p);
        } else {
            let rest = self.line_tokens(true);
            toks.retain(|t| t.kind != Kind::Eof);
            toks.extend(rest);
            let (line, file) = (
                self.st.directive_line,
                self.bufs.last().map_or(0, |b| b.file),
            );
            self.print_pragma_line(line, file, &toks);
        }
        self.st.prevent_expansion -= 1;
        result
    }

    fn run_internal_pragma(&mut self, ns: bool, name: &str, rest: &[Tok]) {
        // `#pragma once`, `push_macro`, `poison`, `system_header`... change
        // what a resumed run would have to restore
        self.rec.other_epoch += 1;
        let str_arg = |rest: &[Tok]| -> Option<String> {
            if rest.len() == 3 && rest[0].is(P::OpenParen) && rest[2].is(P::CloseParen) {
                string_inner(&rest[1])
            } else {
                None
            }
        };
        match (ns, name) {
            (false, "once") => {
                if self.bufs.len() <= 1 {
                    self.warning("#pragma once in main file".into());
                } else if let Some(b) = self.bufs.last() {
                    let p = b.path.clone();
                    self.once_only.insert(p);
                }
            }
            (false, "push_macro") => match str_arg(rest) {
                Some(m) => {
                    let name = self.int.intern(&m);
                    let (def, builtin) = match self.nodes.get(&name) {
                        Some(n) => (n.def.clone(), n.builtin),
                        None => (None, None),
                    };
                    self.pushed_macros.push((name, def, builtin));
                }
                None => self.error("invalid #pragma push_macro directive".into()),
            },
            (false, "pop_macro") => match str_arg(rest) {
                Some(m) => {
                    if let Some(i) = self.pushed_macros.iter().rposition(|(n, _, _)| **n == *m) {
                        let (name, def, builtin) = self.pushed_macros.remove(i);
                        let n = self.nodes.entry(name.clone()).or_default();
                        let before = (n.def.clone(), n.builtin);
                        n.def = def;
                        n.builtin = builtin;
                        let after = (n.def.clone(), n.builtin);
                        self.rec.macro_changed(&name, before, after);
                    }
                }
                None => self.error("invalid #pragma pop_macro directive".into()),
            },
            (true, "poison") => {
                for t in rest {
                    if t.kind != Kind::Name {
                        self.error("invalid #pragma GCC poison directive".into());
                        break;
                    }
                    if self.is_defined(&t.text) && !self.poisoned.contains(&t.text) {
                        self.warning(format!("poisoning existing macro \"{}\"", t.text));
                    }
                    self.poisoned.insert(t.text.clone());
                }
            }
            (true, "system_header") => {
                if self.bufs.len() <= 1 {
                    self.warning("#pragma system_header ignored outside include file".into());
                } else if let Some(b) = self.bufs.last() {
                    let (line, file) = (self.st.directive_line + 1, b.file);
                    let name = self.files[file as usize].name.clone();
                    let nf = self.add_file(name, 1);
                    if let Some(b) = self.bufs.last_mut() {
                        b.file = nf;
                    }
                    self.print_line(line, nf, "");
                }
            }
            (true, "warning") | (true, "error") => {
                let msg = rest.first().and_then(string_inner);
                match msg {
                    Some(m) => {
                        let m = unescape(&m);
                        if name == "error" {
                            self.error(m);
                        } else {
                            self.warning(m);
                        }
                    }
                    None => self.error(format!("invalid \"#pragma GCC {name}\" directive")),
                }
            }
            _ => {} // GCC dependency: not checked
        }
    }

    /// The `_Pragma ("...")` operator (`do_pragma` on the destringized text).
    pub(super) fn do_pragma_op(&mut self, ptok: &Tok) -> bool {
        let paren = self.get_token_no_padding();
        if !paren.is(P::OpenParen) {
            if paren.kind == Kind::Eof {
                self.backup(paren);
            }
            self.error("_Pragma takes a parenthesized string literal".into());
            return false;
        }
        let s = self.get_token_no_padding();
        if s.kind != Kind::Str || s.flags & UD_SUFFIX != 0 {
            if s.kind == Kind::Eof {
                self.backup(s);
            }
            self.error("_Pragma takes a parenthesized string literal".into());
            return false;
        }
        let c = self.get_token_no_padding();
        if !c.is(P::CloseParen) {
            if c.kind == Kind::Eof {
                self.backup(c);
            }
            self.error("_Pragma takes a parenthesized string literal".into());
            return false;
        }
        // destringize
        let text = &s.text;
        let q = text.find('"').unwrap_or(0);
        let inner = &text[q + 1..text.len().saturating_sub(1).max(q + 1)];
        let mut d = String::with_capacity(inner.len());
        let b = inner.as_bytes();
        let mut i = 0;
        while i < b.len() {
            if b[i] == b'\\' && i + 1 < b.len() && (b[i + 1] == b'\\' || b[i + 1] == b'"') {
                i += 1;
            }
            let n = lex::utf8_len(b[i]).min(b.len() - i);
            d.push_str(&inner[i..i + n]);
            i += n;
        }
        let raws = {
            let nodes = &self.nodes;
            let is_macro = |s: &str| {
                nodes
                    .get(s)
                    .is_some_and(|n| n.def.is_some() || n.builtin.is_some())
            };
            lex::lex_string(&d, self.opts.cplusplus, &mut self.int, &is_macro)
        };
        let toks: Vec<Tok> = raws
            .into_iter()
            .map(|r| Tok {
                kind: r.kind,
                flags: r.flags & !lex::BOL,
                text: r.text,
                line: ptok.line,
                col: ptok.col,
                file: ptok.file,
                arg: 0,
            })
            .collect();
        let t1 = toks.first().cloned();
        let ns = t1
            .as_ref()
            .is_some_and(|t| t.kind == Kind::Name && &*t.text == "GCC");
        let pname = if ns { toks.get(1).cloned() } else { t1.clone() };
        let name = pname
            .filter(|t| t.kind == Kind::Name)
            .map(|t| t.text.to_string())
            .unwrap_or_default();
        let skip = if ns { 2 } else { 1 };
        let m = self.macro_of_top();
        if is_internal_pragma(ns, &name) {
            self.do_line_change(ptok.line, 1, ptok.file);
            let rest: Vec<Tok> = toks.iter().skip(skip).cloned().collect();
            self.run_internal_pragma(ns, &name, &rest);
            self.do_line_change(ptok.line, ptok.col, ptok.file);
            let ap = self.avoid_paste_tok();
            self.push_context(vec![ap], m);
        } else if !ns && (name == "message" || name == "redefine_extname") {
            let mut out = Vec::with_capacity(toks.len() + 2);
            let mut p = toks[0].clone();
            p.kind = Kind::Pragma;
            p.flags = (p.flags & PREV_WHITE) | PRAGMA_OP;
            out.push(p);
            // the operands are macro-expanded
            let rest: Vec<Tok> = toks[1..].to_vec();
            let expanded = self.expand_pragma_operands(rest);
            for mut t in expanded {
                t.line = ptok.line;
                t.col = ptok.col;
                t.file = ptok.file;
                t.flags |= NO_EXPAND;
                out.push(t);
            }
            let mut eol = toks[0].clone();
            eol.kind = Kind::PragmaEol;
            out.push(eol);
            self.push_context(out, m);
        } else {
            self.print_pragma_line(ptok.line, ptok.file, &toks);
            self.do_line_change(ptok.line, ptok.col, ptok.file);
            let ap = self.avoid_paste_tok();
            self.push_context(vec![ap], m);
        }
        true
    }

    fn expand_pragma_operands(&mut self, toks: Vec<Tok>) -> Vec<Tok> {
        self.expand_tokens(toks, false)
    }
}

fn is_internal_pragma(ns: bool, name: &str) -> bool {
    if ns {
        matches!(
            name,
            "poison" | "system_header" | "dependency" | "warning" | "error"
        )
    } else {
        matches!(name, "once" | "push_macro" | "pop_macro")
    }
}
