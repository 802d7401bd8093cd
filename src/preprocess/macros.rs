//! Macro definition and expansion, after libcpp's macro.cc: token contexts,
//! padding tokens, argument collection and pre-expansion, `#`, `##`,
//! `__VA_OPT__`, GNU comma swallowing, and the "blue paint" (`NO_EXPAND`).

use std::rc::Rc;

use super::lex::{
    self, Kind, Sym, Tok, ENDARG, NO_EXPAND, P, PAD_SRC, PAD_SRC_WHITE, PASTE_LEFT, PRAGMA_OP,
    PREV_WHITE, STRINGIFY_ARG,
};
use super::output::{quote, spell_tok};
use super::{Context, MacroDef, Pp, Special, MAX_ARG_TOKENS_IN_FLIGHT, MAX_EXPANSION_DEPTH, MAX_SINGLE_EXPANSION};

/// The tokens of one macro argument.
pub(super) struct MacroArg {
    /// None: a variadic argument omitted entirely (GNU `, ## __VA_ARGS__`)
    first: Option<Vec<Tok>>,
    expanded: Option<Vec<Tok>>,
    stringified: Option<Tok>,
}

impl MacroArg {
    fn count(&self) -> usize {
        self.first.as_ref().map_or(0, |v| v.len())
    }
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum VaUpdate {
    Error,
    Drop,
    Include,
    Begin,
    End,
}

/// libcpp's `vaopt_state`.
struct VaOpt {
    variadic: bool,
    last_was_paste: bool,
    stringify: bool,
    state: i32,
    update: VaUpdate,
}

impl VaOpt {
    fn new(variadic: bool) -> VaOpt {
        VaOpt {
            variadic,
            last_was_paste: false,
            stringify: false,
            state: 0,
            update: VaUpdate::Error,
        }
    }
}

fn padding_of(t: &Tok) -> Tok {
    let mut p = t.clone();
    p.kind = Kind::Padding;
    p.flags = PAD_SRC | if t.pw() { PAD_SRC_WHITE } else { 0 };
    p
}

fn is_avoid_paste(t: &Tok) -> bool {
    t.kind == Kind::Padding && t.flags & PAD_SRC == 0
}

fn with_loc(mut t: Tok, at: &Tok) -> Tok {
    t.line = at.line;
    t.col = at.col;
    t.file = at.file;
    t
}

fn same_tokens(a: &[Tok], b: &[Tok]) -> bool {
    const F: u16 = PREV_WHITE | STRINGIFY_ARG | PASTE_LEFT;
    a.len() == b.len()
        && a.iter().zip(b).all(|(x, y)| {
            x.kind == y.kind && x.text == y.text && x.flags & F == y.flags & F && x.arg == y.arg
        })
}

impl MacroDef {
    fn differs(&self, o: &MacroDef) -> bool {
        self.fun_like != o.fun_like
            || self.variadic != o.variadic
            || self.params != o.params
            || !same_tokens(&self.body, &o.body)
    }
}

impl Pp<'_> {
    pub(super) fn avoid_paste_tok(&self) -> Tok {
        Tok {
            kind: Kind::Padding,
            flags: 0,
            text: self.main_name.clone(),
            line: 0,
            col: 0,
            file: 0,
            arg: 0,
        }
    }

    pub(super) fn macro_of_top(&self) -> Option<Sym> {
        self.contexts.last().and_then(|c| c.mac.clone())
    }

    pub(super) fn push_context(&mut self, toks: Vec<Tok>, mac: Option<Sym>) {
        self.expanded_tokens += toks.len() as u64;
        self.contexts.push(Context { toks, pos: 0, mac });
    }

    /// `_cpp_pop_context`: re-enables the macro unless the enclosing context
    /// belongs to the same expansion.
    pub(super) fn pop_context(&mut self) {
        if let Some(c) = self.contexts.pop() {
            if let Some(m) = c.mac {
                if self.macro_of_top().as_deref() != Some(&*m) {
                    if let Some(n) = self.nodes.get_mut(&m) {
                        n.disabled = false;
                    }
                }
            }
        }
    }

    pub(super) fn is_defined(&self, name: &str) -> bool {
        self.nodes
            .get(name)
            .is_some_and(|n| n.def.is_some() || n.builtin.is_some())
    }

    /// `cpp_get_token_1`: the next token after macro expansion.
    pub(super) fn get_token(&mut self) -> Tok {
        loop {
            let result = if self.contexts.is_empty() {
                self.lex_token()
            } else {
                let c = self.contexts.last_mut().expect("context");
                if c.pos < c.toks.len() {
                    let t = c.toks[c.pos].clone();
                    c.pos += 1;
                    if t.flags & PASTE_LEFT != 0 {
                        self.paste_all_tokens(t.clone());
                        if self.st.in_directive {
                            continue;
                        }
                        return padding_of(&t);
                    }
                    t
                } else {
                    self.pop_context();
                    if self.st.in_directive {
                        continue;
                    }
                    return self.avoid_paste_tok();
                }
            };
            if result.kind != Kind::Name || result.flags & NO_EXPAND != 0 {
                return result;
            }
            let disabled = match self.nodes.get(&result.text) {
                Some(n) if n.def.is_some() || n.builtin.is_some() => n.disabled,
                _ => return result,
            };
            if disabled {
                let mut r = result;
                r.flags |= NO_EXPAND;
                return r;
            }
            if self.st.prevent_expansion > 0 {
                return result;
            }
            self.rec.entering += 1;
            let ret = self.enter_macro_context(&result);
            self.rec.entering -= 1;
            if ret != 0 {
                if self.st.in_directive || ret == 2 {
                    continue;
                }
                return padding_of(&result);
            }
            return result;
        }
    }

    /// The next token that is not padding.
    pub(super) fn get_token_no_padding(&mut self) -> Tok {
        loop {
            let t = self.get_token();
            if t.kind != Kind::Padding {
                return t;
            }
        }
    }

    /// Reports the limit once and stops the run: the error is fatal, so
    /// nothing after it is used, and stopping keeps the time linear.
    fn report_expansion_limit(&mut self) {
        if !self.limit_reported {
            self.limit_reported = true;
            self.error("macro expansion too deep or too large; the expansion is truncated".into());
            self.fatal_stop = true;
        }
    }

    /// Once a limit was hit no macro expands any more, so the nested
    /// invocations still on the stack unwind without further work.
    fn expansion_limit_hit(&mut self) -> bool {
        if self.limit_reported
            || self.expanded_tokens > self.max_expanded_tokens
            || self.expand_depth > MAX_EXPANSION_DEPTH
            || self.arg_tokens_in_flight > MAX_ARG_TOKENS_IN_FLIGHT
        {
            self.report_expansion_limit();
            return true;
        }
        false
    }

    /// `enter_macro_context`: 0 = not expanded, 1 = expanded, 2 = expanded
    /// with pragma tokens pushed in front.
    fn enter_macro_context(&mut self, name: &Tok) -> u8 {
        let (def, builtin) = match self.nodes.get(&name.text) {
            Some(n) => (n.def.clone(), n.builtin),
            None => return 0,
        };
        if let Some(def) = def {
            if self.expansion_limit_hit() {
                return 0;
            }
            let mut pragma_buff = Vec::new();
            let toks = if def.fun_like {
                self.st.prevent_expansion += 1;
                self.st.parsing_args = 1;
                let args = self.funlike_invocation(&def, name, &mut pragma_buff);
                self.st.parsing_args = 0;
                self.st.prevent_expansion -= 1;
                let Some(mut args) = args else {
                    return 0;
                };
                if def.params.is_empty() {
                    def.body.iter().map(|t| with_loc(t.clone(), name)).collect()
                } else {
                    self.replace_args(name, &def, &mut args)
                }
            } else {
                def.body.iter().map(|t| with_loc(t.clone(), name)).collect()
            };
            if let Some(n) = self.nodes.get_mut(&name.text) {
                n.disabled = true;
            }
            self.push_context(toks, Some(name.text.clone()));
            if !pragma_buff.is_empty() {
                if !self.st.in_directive {
                    let m = self.macro_of_top();
                    self.push_context(vec![padding_of(name)], m);
                }
                self.push_context(pragma_buff, None);
                return 2;
            }
            return 1;
        }
        match builtin {
            Some(b) => self.builtin_macro(b, name),
            None => 0,
        }
    }

    /// `funlike_invocation_p`: look for the '(' without losing padding.
    fn funlike_invocation(
        &mut self,
        def: &MacroDef,
        name: &Tok,
        pragma_buff: &mut Vec<Tok>,
    ) -> Option<Vec<MacroArg>> {
        let mut padding: Option<Tok> = None;
        let token = loop {
            let t = self.get_token();
            if t.kind != Kind::Padding {
                break t;
            }
            let replace = match &padding {
                None => true,
                Some(p) => {
                    p.pad_source().is_none()
                        || (p.pad_source() == Some(false) && t.pad_source().is_none())
                }
            };
            if replace {
                padding = Some(t);
            }
        };
        if token.is(P::OpenParen) {
            self.st.parsing_args = 2;
            return self.collect_args(def, name, pragma_buff);
        }
        if token.kind != Kind::Eof || token.flags & ENDARG != 0 {
            self.backup(token);
            if let Some(p) = padding {
                let m = self.macro_of_top();
                self.push_context(vec![p], m);
            }
        }
        None
    }

    /// `collect_args`: the arguments up to the matching ')'.
    fn collect_args(
        &mut self,
        def: &MacroDef,
        name: &Tok,
        pragma_buff: &mut Vec<Tok>,
    ) -> Option<Vec<MacroArg>> {
        let paramc = def.params.len();
        let mut args: Vec<MacroArg> = Vec::new();
        let mut argc = 0usize;
        let mut token;
        loop {
            argc += 1;
            let mut toks: Vec<Tok> = Vec::new();
            let mut depth = 0u32;
            loop {
                token = self.get_token();
                match token.kind {
                    Kind::Padding if toks.is_empty() => continue,
                    Kind::Punct(P::OpenParen) => depth += 1,
                    Kind::Punct(P::CloseParen) => {
                        if depth == 0 {
                            break;
                        }
                        depth -= 1;
                    }
                    Kind::Punct(P::Comma) if depth == 0 && !(def.variadic && argc == paramc) => {
                        break
                    }
                    Kind::Eof => break,
                    Kind::Pragma if token.flags & PRAGMA_OP == 0 => {
                        // a deferred #pragma inside the arguments: emitted before the expansion
                        let mut t = token.clone();
                        loop {
                            let end = t.kind == Kind::PragmaEol;
                            pragma_buff.push(t.clone());
                            if end {
                                break;
                            }
                            t = self.get_token();
                            if t.kind == Kind::Eof {
                                break;
                            }
                        }
                        self.st.parsing_args = 2;
                        self.st.prevent_expansion = self.st.prevent_expansion.max(1);
                        if t.kind == Kind::Eof {
                            token = t;
                            break;
                        }
                        continue;
                    }
                    _ => {}
                }
                toks.push(token.clone());
            }
            while toks.last().is_some_and(|t| t.kind == Kind::Padding) {
                toks.pop();
            }
            let arg = MacroArg {
                first: Some(toks),
                expanded: None,
                stringified: None,
            };
            if argc <= paramc.max(1) {
                args.push(arg);
            } else if let Some(last) = args.last_mut() {
                *last = arg;
            }
            if token.kind == Kind::Punct(P::CloseParen) || token.kind == Kind::Eof {
                break;
            }
        }
        if token.kind == Kind::Eof {
            if token.flags & ENDARG != 0 {
                self.backup(token);
            }
            self.error(format!(
                "unterminated argument list invoking macro \"{}\"",
                name.text
            ));
            return None;
        }
        if argc == 1 && paramc == 0 && args[0].count() == 0 {
            argc = 0;
        }
        if argc != paramc && !(argc + 1 == paramc && def.variadic) {
            if argc < paramc {
                self.error(format!(
                    "macro \"{}\" requires {} arguments, but only {} given",
                    name.text, paramc, argc
                ));
            } else {
                self.error(format!(
                    "macro \"{}\" passed {} arguments, but takes just {}",
                    name.text, argc, paramc
                ));
            }
            return None;
        }
        while args.len() < paramc {
            args.push(MacroArg {
                first: Some(Vec::new()),
                expanded: None,
                stringified: None,
            });
        }
        // GNU: `, ## __VA_ARGS__` swallows the comma when the variable
        // arguments are omitted entirely (gnu++ mode: also for `m()` with only `...`)
        if def.variadic && (argc < paramc || (argc == 1 && args[0].count() == 0)) {
            args[paramc - 1].first = None;
        }
        Some(args)
    }

    /// `expand_arg`: fully macro-expand an argument.
    fn expand_arg(&mut self, toks: &[Tok]) -> Vec<Tok> {
        if toks.is_empty() {
            return Vec::new();
        }
        self.expand_tokens(toks.to_vec(), true)
    }

    /// Macro-expands `v` completely, as a context of its own ended by an
    /// end-of-argument marker. `as_arg`: a macro argument, which counts
    /// towards the expansion depth and leaves `_Pragma` unexpanded.
    pub(super) fn expand_tokens(&mut self, mut v: Vec<Tok>, as_arg: bool) -> Vec<Tok> {
        let mut end = self.avoid_paste_tok();
        end.kind = Kind::Eof;
        end.flags = ENDARG;
        v.push(end);
        let in_flight = if as_arg { v.len() as u64 } else { 0 };
        let m = self.macro_of_top();
        self.push_context(v, m);
        let depth = self.contexts.len();
        let saved = self.st.ignore_pragma_op;
        if as_arg {
            self.st.ignore_pragma_op = true;
            self.expand_depth += 1;
            self.arg_tokens_in_flight += in_flight;
        }
        let mut out = Vec::new();
        loop {
            let t = self.get_token();
            if t.kind == Kind::Eof {
                break;
            }
            out.push(t);
        }
        if as_arg {
            self.expand_depth -= 1;
            self.arg_tokens_in_flight -= in_flight;
        }
        while self.contexts.len() >= depth {
            self.pop_context();
        }
        self.st.ignore_pragma_op = saved;
        out
    }

    /// `stringify_arg`: the `#` operator.
    fn stringify_arg(&mut self, toks: &[Tok]) -> Tok {
        let mut dest = String::from("\"");
        let mut source: Option<bool> = None;
        let mut backslash_count = 0;
        for t in toks {
            if t.kind == Kind::Padding {
                if source.is_none() || (source == Some(false) && t.pad_source().is_none()) {
                    source = t.pad_source();
                }
                continue;
            }
            if dest.len() > 1 {
                if source.is_none() {
                    source = Some(t.pw());
                }
                if source == Some(true) {
                    dest.push(' ');
                }
            }
            source = None;
            if t.is_literal_quote() {
                dest.push_str(&quote(&t.text));
            } else {
                dest.push_str(&t.text);
            }
            if t.kind == Kind::Other && t.text.starts_with('\\') {
                backslash_count += 1;
            } else {
                backslash_count = 0;
            }
        }
        if backslash_count & 1 == 1 {
            self.warning("invalid string literal, ignoring final '\\'".into());
            dest.pop();
        }
        dest.push('"');
        let text = self.int.intern(&dest);
        Tok {
            kind: Kind::Str,
            flags: 0,
            text,
            line: 0,
            col: 0,
            file: 0,
            arg: 0,
        }
    }

    /// `paste_tokens`: lhs ## rhs, or None (with a diagnostic) if the result is
    /// not a single token.
    fn paste_tokens(&mut self, lhs: &Tok, rhs: &Tok) -> Option<Tok> {
        let mut buf = String::new();
        spell_tok(lhs, &mut buf);
        let lhs_len = buf.len();
        if lhs.is(P::Div) && !rhs.is(P::Eq) {
            buf.push(' ');
        }
        if rhs.kind != Kind::Padding {
            buf.push_str(&rhs.text);
        }
        let nodes = &self.nodes;
        let is_macro = |s: &str| {
            nodes
                .get(s)
                .is_some_and(|n| n.def.is_some() || n.builtin.is_some())
        };
        // gcc lexes the result in a scratch buffer: the last lexed token is
        // then at column 1 of the current line (see `stringify` of __VA_OPT__)
        self.last_lexed.1 = 1;
        match lex::lex_one(&buf, self.opts.cplusplus, &mut self.int, &is_macro) {
            Some(raw) => Some(Tok {
                kind: raw.kind,
                flags: (raw.flags & !lex::BOL) | (lhs.flags & (PREV_WHITE | lex::SYS_TOKEN)),
                text: raw.text,
                line: lhs.line,
                col: lhs.col,
                file: lhs.file,
                arg: 0,
            }),
            None => {
                let r = buf[lhs_len..].trim_start().to_string();
                self.error(format!(
                    "pasting \"{}\" and \"{}\" does not give a valid preprocessing token",
                    &buf[..lhs_len],
                    r
                ));
                None
            }
        }
    }

    /// `paste_all_tokens`: a run of `##` starting at `lhs` (just read from the
    /// current context); the result is pushed in its own context.
    fn paste_all_tokens(&mut self, lhs: Tok) {
        let mut lhs = lhs;
        loop {
            let rhs = {
                let c = self.contexts.last_mut().expect("context");
                if c.pos >= c.toks.len() {
                    break;
                }
                let t = c.toks[c.pos].clone();
                c.pos += 1;
                t
            };
            match self.paste_tokens(&lhs, &rhs) {
                Some(t) => lhs = t,
                None => {
                    if let Some(c) = self.contexts.last_mut() {
                        c.pos -= 1;
                    }
                    break;
                }
            }
            if rhs.flags & PASTE_LEFT == 0 {
                break;
            }
        }
        lhs.flags &= !PASTE_LEFT;
        let m = self.macro_of_top();
        self.push_context(vec![lhs], m);
    }

    /// `vaopt_state::update`.  `arg` is the variable argument (None while parsing
    /// a definition).
    fn vaopt_update(&mut self, st: &mut VaOpt, t: &Tok, arg: Option<&mut MacroArg>) -> VaUpdate {
        if !st.variadic {
            return VaUpdate::Include;
        }
        if t.kind == Kind::Name && &*t.text == "__VA_OPT__" {
            if st.state > 0 {
                self.error("__VA_OPT__ may not appear in a __VA_OPT__".into());
                return VaUpdate::Error;
            }
            st.state += 1;
            st.stringify = t.flags & STRINGIFY_ARG != 0;
            return VaUpdate::Begin;
        } else if st.state == 1 {
            if !t.is(P::OpenParen) {
                self.error("__VA_OPT__ must be followed by an open parenthesis".into());
                return VaUpdate::Error;
            }
            st.state += 1;
            if st.update == VaUpdate::Error {
                match arg {
                    None => st.update = VaUpdate::Include,
                    Some(a) => {
                        st.update = VaUpdate::Drop;
                        if a.expanded.is_none() {
                            let f = a.first.clone().unwrap_or_default();
                            a.expanded = Some(self.expand_arg(&f));
                        }
                        if a.expanded
                            .as_ref()
                            .is_some_and(|e| e.iter().any(|t| t.kind != Kind::Padding))
                        {
                            st.update = VaUpdate::Include;
                        }
                    }
                }
            }
            return VaUpdate::Drop;
        } else if st.state >= 2 {
            if st.state == 2 && t.is(P::Paste) {
                self.error("'##' cannot appear at either end of __VA_OPT__".into());
                return VaUpdate::Error;
            }
            if st.state == 2 {
                st.state += 1;
            }
            let was_paste = st.last_was_paste;
            st.last_was_paste = false;
            if t.is(P::Paste) {
                st.last_was_paste = true;
            } else if t.is(P::OpenParen) {
                st.state += 1;
            } else if t.is(P::CloseParen) {
                st.state -= 1;
                if st.state == 2 {
                    st.state = 0;
                    if was_paste {
                        self.error("'##' cannot appear at either end of __VA_OPT__".into());
                        return VaUpdate::Error;
                    }
                    return VaUpdate::End;
                }
            }
            return st.update;
        }
        VaUpdate::Include
    }

    /// `replace_args`: substitute the arguments into the replacement list.
    fn replace_args(&mut self, name: &Tok, def: &MacroDef, args: &mut [MacroArg]) -> Vec<Tok> {
        let body = &def.body;
        // first, stringify and expand the arguments as needed
        for (si, src) in body.iter().enumerate() {
            if src.kind != Kind::Param {
                continue;
            }
            let ai = src.arg as usize;
            if src.flags & STRINGIFY_ARG != 0 {
                if args[ai].stringified.is_none() {
                    let f = args[ai].first.clone().unwrap_or_default();
                    args[ai].stringified = Some(self.stringify_arg(&f));
                }
            } else if src.flags & PASTE_LEFT != 0
                || (si > 0 && body[si - 1].flags & PASTE_LEFT != 0)
            {
            } else if args[ai].expanded.is_none() {
                let f = args[ai].first.clone().unwrap_or_default();
                args[ai].expanded = Some(self.expand_arg(&f));
            }
        }

        let in_dir = self.st.in_directive && !self.st.directive_wants_padding;
        let mut buff: Vec<Tok> = Vec::with_capacity(body.len() + 8);
        let mut vaopt = VaOpt::new(def.variadic);
        let last = args.len().saturating_sub(1);
        // index of the last token of `buff` when __VA_OPT__ began (None: empty)
        let mut vaopt_start: Option<usize> = None;
        let mut vaopt_active = false;
        let last_idx = |b: &Vec<Tok>| {
            if b.is_empty() {
                None
            } else {
                Some(b.len() - 1)
            }
        };
        let last_token_is = |b: &Vec<Tok>, active: bool, start: Option<usize>| {
            active && start.is_some() && last_idx(b) == start
        };

        for (si, src) in body.iter().enumerate() {
            let vs = if def.variadic && !args.is_empty() {
                self.vaopt_update(&mut vaopt, src, Some(&mut args[last]))
            } else {
                VaUpdate::Include
            };
            if vs != VaUpdate::Include {
                match vs {
                    VaUpdate::Begin => {
                        if si != 0 && body[si - 1].flags & PASTE_LEFT == 0 {
                            buff.push(with_loc(padding_of(src), name));
                        }
                        vaopt_start = last_idx(&buff);
                        vaopt_active = true;
                    }
                    VaUpdate::End => {
                        let start = vaopt_start;
                        vaopt_start = None;
                        vaopt_active = false;
                        let mut paste_flag = last_idx(&buff);
                        if vaopt.stringify {
                            let first = start.map_or(0, |s| s + 1);
                            // paste what needs pasting first
                            let mut seq: Vec<Tok> = Vec::new();
                            let mut i = first;
                            while i < buff.len() {
                                let mut tok = buff[i].clone();
                                if tok.flags & PASTE_LEFT != 0 {
                                    loop {
                                        if i + 1 >= buff.len() {
                                            break;
                                        }
                                        i += 1;
                                        let rhs = buff[i].clone();
                                        match self.paste_tokens(&tok, &rhs) {
                                            Some(t) => tok = t,
                                            None => {
                                                i -= 1;
                                                break;
                                            }
                                        }
                                        if rhs.flags & PASTE_LEFT == 0 {
                                            break;
                                        }
                                    }
                                }
                                seq.push(tok);
                                i += 1;
                            }
                            let mut t = self.stringify_arg(&seq);
                            buff.truncate(first);
                            if src.flags & PASTE_LEFT != 0 {
                                t.flags |= PASTE_LEFT;
                            }
                            // gcc adds this token without a macro map: it keeps the
                            // location of the last token lexed
                            (t.line, t.col, t.file) = self.last_lexed;
                            buff.push(t);
                            continue;
                        }
                        if let Some(s) = start {
                            if paste_flag == Some(s) && buff[s].flags & PASTE_LEFT != 0 {
                                buff[s].flags &= !PASTE_LEFT;
                            }
                        }
                        if src.flags & PASTE_LEFT != 0 {
                            while let Some(p) = paste_flag {
                                if Some(p) != start && is_avoid_paste(&buff[p]) {
                                    buff.pop();
                                    paste_flag = last_idx(&buff);
                                } else {
                                    break;
                                }
                            }
                            if let Some(p) = paste_flag {
                                if buff[p].kind != Kind::Padding {
                                    buff[p].flags |= PASTE_LEFT;
                                }
                            }
                        } else {
                            buff.push(self.avoid_paste_tok());
                        }
                    }
                    _ => {}
                }
                continue;
            }

            if src.kind != Kind::Param {
                buff.push(with_loc(src.clone(), name));
                continue;
            }

            let ai = src.arg as usize;
            let mut paste_flag: Option<usize> = None;
            let prev_paste = si != 0 && body[si - 1].flags & PASTE_LEFT != 0;
            let mut from: Vec<Tok>;
            if src.flags & STRINGIFY_ARG != 0 {
                from = args[ai].stringified.iter().cloned().collect();
            } else if src.flags & PASTE_LEFT != 0 {
                from = args[ai].first.clone().unwrap_or_default();
            } else if prev_paste {
                from = args[ai].first.clone().unwrap_or_default();
                if let Some(tmp) = last_idx(&buff) {
                    if buff[tmp].is(P::Comma) && def.variadic && ai == def.params.len() - 1 {
                        if args[ai].first.is_none() {
                            buff.pop();
                        } else {
                            paste_flag = Some(tmp);
                        }
                    } else if from.is_empty() {
                        paste_flag = Some(tmp);
                    }
                }
            } else {
                from = args[ai].expanded.clone().unwrap_or_default();
                if last_token_is(&buff, vaopt_active, vaopt_start) {
                    let skip = from.iter().take_while(|t| t.kind == Kind::Padding).count();
                    from.drain(..skip);
                }
            }

            // past the expansion budget, arguments are dropped so that nested
            // invocations cannot keep doubling the token count
            let size = (buff.len() + from.len()) as u64;
            if !from.is_empty()
                && (self.expanded_tokens + size > self.max_expanded_tokens
                    || size > MAX_SINGLE_EXPANSION)
            {
                self.report_expansion_limit();
                from.clear();
            }

            // padding on the left of an argument (unless RHS of ##)
            if !in_dir && si != 0 && !prev_paste && !last_token_is(&buff, vaopt_active, vaopt_start)
            {
                buff.push(with_loc(padding_of(src), name));
            }
            if !from.is_empty() {
                for t in from {
                    buff.push(with_loc(t, name));
                }
                if src.flags & PASTE_LEFT != 0 {
                    paste_flag = last_idx(&buff);
                }
            }
            // avoid paste on RHS (even case count == 0)
            if !self.st.in_directive && src.flags & PASTE_LEFT == 0 {
                buff.push(self.avoid_paste_tok());
            }
            if let Some(p) = paste_flag {
                if src.flags & PASTE_LEFT != 0 {
                    buff[p].flags |= PASTE_LEFT;
                } else {
                    buff[p].flags &= !PASTE_LEFT;
                }
            }
        }
        buff
    }

    /// Built-in macros: push their value (or handle `_Pragma`).
    fn builtin_macro(&mut self, b: Special, name: &Tok) -> u8 {
        let text = match b {
            Special::Pragma => {
                if self.st.in_directive || self.st.ignore_pragma_op {
                    return 0;
                }
                return u8::from(self.do_pragma_op(name));
            }
            Special::Line => {
                self.rec.line_events += 1;
                name.line.to_string()
            }
            Special::File => format!("\"{}\"", quote(&self.cur_file_name())),
            Special::BaseFile => format!("\"{}\"", quote(&self.main_name)),
            Special::FileName => {
                let f = self.cur_file_name();
                let base = f.rsplit('/').next().unwrap_or("").to_string();
                format!("\"{}\"", quote(&base))
            }
            Special::IncludeLevel => self.bufs.len().saturating_sub(1).to_string(),
            Special::Counter => {
                let c = self.counter;
                self.counter += 1;
                c.to_string()
            }
            Special::Date => "\"Jan  1 1970\"".to_string(),
            Special::Time => "\"00:00:00\"".to_string(),
            Special::Timestamp => "\"Thu Jan  1 00:00:00 1970\"".to_string(),
            Special::HasInclude | Special::HasIncludeNext => {
                if !self.st.in_directive {
                    self.error(format!(
                        "\"{}\" used outside of preprocessing directive",
                        name.text
                    ));
                }
                self.builtin_has_include(&name.text, b == Special::HasIncludeNext)
                    .to_string()
            }
            Special::HasAttribute | Special::HasCppAttribute => {
                self.builtin_has_attribute(&name.text).to_string()
            }
            Special::HasBuiltin => self.builtin_has_builtin().to_string(),
        };
        let Some(raw) = lex::lex_one(&text, self.opts.cplusplus, &mut self.int, &|_| false) else {
            return 0;
        };
        // gcc gives the value the builtin location inside a macro expansion;
        // directly in a file it is a token of that file
        let flags = if self.contexts.is_empty() {
            name.flags & (lex::SYS_TOKEN | lex::SYS_C)
        } else {
            lex::BUILTIN_LOC
        };
        self.last_lexed = (name.line, name.col, name.file);
        let t = Tok {
            kind: raw.kind,
            flags,
            text: raw.text,
            line: name.line,
            col: name.col,
            file: name.file,
            arg: 0,
        };
        let m = if self.contexts.is_empty() {
            None
        } else {
            Some(name.text.clone())
        };
        self.push_context(vec![t], m);
        1
    }

    /// `(name)` or `(scope::name)` operand of `__has_attribute`.
    fn builtin_has_attribute(&mut self, op: &str) -> u32 {
        self.st.prevent_expansion += 1;
        let mut result = 0;
        let t = self.get_token_no_padding();
        if !t.is(P::OpenParen) {
            self.st.prevent_expansion -= 1;
            self.error(format!("missing '(' after \"{op}\""));
            return 0;
        }
        let t = self.get_token_no_padding();
        if t.kind == Kind::Name {
            let mut nt = self.get_token_no_padding();
            if nt.is(P::Scope) {
                let n2 = self.get_token_no_padding();
                let scope = t.text.to_string();
                if n2.kind == Kind::Name {
                    if (scope == "gnu" || scope == "__gnu__")
                        && super::builtins::gnu_attribute(&n2.text)
                    {
                        result = 1;
                    }
                } else {
                    self.error(format!(
                        "attribute identifier required after scope in \"{op}\""
                    ));
                }
                nt = self.get_token_no_padding();
            } else if let Some(v) = super::builtins::std_attribute(&t.text) {
                result = v;
            } else if super::builtins::gnu_attribute(&t.text) {
                result = 1;
            }
            if !nt.is(P::CloseParen) {
                self.error(format!("missing ')' after \"{op}\" operand"));
                if nt.kind == Kind::Eof {
                    self.backup(nt);
                }
            }
        } else {
            self.error(format!("macro \"{op}\" requires an identifier"));
            if !t.is(P::CloseParen) {
                // skip to the closing parenthesis
                let mut t = t;
                while !t.is(P::CloseParen) && t.kind != Kind::Eof {
                    t = self.get_token_no_padding();
                }
                if t.kind == Kind::Eof {
                    self.backup(t);
                }
            }
        }
        self.st.prevent_expansion -= 1;
        result
    }

    fn builtin_has_builtin(&mut self) -> u32 {
        self.st.prevent_expansion += 1;
        let mut result = 0;
        let t = self.get_token_no_padding();
        if t.is(P::OpenParen) {
            let n = self.get_token_no_padding();
            if n.kind == Kind::Name && n.text.starts_with("__builtin_") {
                result = 1;
            }
            let mut c = n;
            while !c.is(P::CloseParen) && c.kind != Kind::Eof {
                c = self.get_token_no_padding();
            }
            if c.kind == Kind::Eof {
                self.error("missing ')' after \"__has_builtin\" operand".into());
                self.backup(c);
            }
        } else {
            self.error("missing '(' after \"__has_builtin\"".into());
            if t.kind == Kind::Eof {
                self.backup(t);
            }
        }
        self.st.prevent_expansion -= 1;
        result
    }

    // ----------------------------------------------------------------
    // #define

    /// `create_iso_definition`: parse the rest of a `#define` line.
    pub(super) fn create_definition(&mut self) -> Option<MacroDef> {
        let first = self.lex_token();
        let mut fun_like = false;
        let mut params: Vec<Sym> = Vec::new();
        let mut variadic = false;
        let mut pending = None;
        if first.pw() {
            pending = Some(first);
        } else if first.is(P::OpenParen) {
            fun_like = true;
            if !self.parse_params(&mut params, &mut variadic) {
                return None;
            }
        } else if first.kind != Kind::Eof {
            self.warning("ISO C++11 requires whitespace after the macro name".into());
            pending = Some(first);
        } else {
            pending = Some(first);
        }
        let mut body: Vec<Tok> = Vec::new();
        let mut following_paste = false;
        let mut vaopt = VaOpt::new(variadic);
        loop {
            let mut tok = match pending.take() {
                Some(t) => t,
                None => self.lex_token(),
            };
            if fun_like && tok.kind == Kind::Name {
                if let Some(i) = params.iter().position(|p| *p == tok.text) {
                    tok.kind = Kind::Param;
                    tok.arg = i as u32;
                }
            }
            tok.flags &= !lex::BOL;
            if fun_like && body.last().is_some_and(|t| t.is(P::Hash)) {
                if tok.kind == Kind::Param
                    || (variadic && tok.kind == Kind::Name && &*tok.text == "__VA_OPT__")
                {
                    let hash = body.pop().expect("hash");
                    tok.flags =
                        (tok.flags & !PREV_WHITE) | STRINGIFY_ARG | (hash.flags & PREV_WHITE);
                } else {
                    self.error("'#' is not followed by a macro parameter".into());
                    return None;
                }
            }
            if tok.kind == Kind::Eof {
                if following_paste {
                    self.error("'##' cannot appear at either end of a macro expansion".into());
                    return None;
                }
                if variadic && vaopt.state != 0 {
                    self.error("unterminated __VA_OPT__".into());
                    return None;
                }
                break;
            }
            if tok.is(P::Paste) {
                if body.is_empty() {
                    self.error("'##' cannot appear at either end of a macro expansion".into());
                    return None;
                }
                if !following_paste {
                    if let Some(l) = body.last_mut() {
                        l.flags |= PASTE_LEFT;
                    }
                }
                following_paste = true;
                if self.vaopt_update(&mut vaopt, &tok, None) == VaUpdate::Error {
                    return None;
                }
                continue;
            }
            following_paste = false;
            if self.vaopt_update(&mut vaopt, &tok, None) == VaUpdate::Error {
                return None;
            }
            body.push(tok);
        }
        if let Some(f) = body.first_mut() {
            f.flags &= !PREV_WHITE;
        }
        Some(MacroDef {
            fun_like,
            params,
            variadic,
            body,
        })
    }

    fn parse_params(&mut self, params: &mut Vec<Sym>, variadic: &mut bool) -> bool {
        let mut prev_ident = false;
        loop {
            let t = self.lex_token();
            let bad = match t.kind {
                Kind::Name if !prev_ident && !*variadic => {
                    prev_ident = true;
                    if params.contains(&t.text) {
                        self.error(format!("duplicate macro parameter \"{}\"", t.text));
                        return false;
                    }
                    params.push(t.text.clone());
                    false
                }
                Kind::Punct(P::CloseParen) if prev_ident || params.is_empty() || *variadic => {
                    return true
                }
                Kind::Punct(P::Comma) if prev_ident && !*variadic => {
                    prev_ident = false;
                    false
                }
                Kind::Punct(P::Ellipsis) if !*variadic => {
                    *variadic = true;
                    if !prev_ident {
                        let va = self.int.intern("__VA_ARGS__");
                        params.push(va);
                    }
                    false
                }
                _ => true,
            };
            if bad {
                let msg = if *variadic {
                    "expected ')' after \"...\"".to_string()
                } else if t.kind == Kind::Eof {
                    if prev_ident {
                        "expected ')' before end of line".to_string()
                    } else {
                        "expected parameter name before end of line".to_string()
                    }
                } else if prev_ident {
                    format!("expected ',' or ')', found \"{}\"", t.text)
                } else {
                    format!("expected parameter name, found \"{}\"", t.text)
                };
                self.error(msg);
                return false;
            }
        }
    }

    /// Install a definition, with gcc's redefinition warning.
    pub(super) fn install_macro(&mut self, name: &Tok, def: MacroDef) {
        let node = self.nodes.entry(name.text.clone()).or_default();
        let warn = match (&node.def, node.builtin) {
            (Some(old), _) => old.differs(&def),
            (None, Some(_)) => true,
            _ => false,
        };
        let before = (node.def.clone(), node.builtin);
        node.def = Some(Rc::new(def));
        node.builtin = None;
        let after = (node.def.clone(), node.builtin);
        self.rec.macro_changed(&name.text, before, after);
        if warn {
            self.warning(format!("\"{}\" redefined", name.text));
        }
    }
}
