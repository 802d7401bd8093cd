//! Built-in C/C++ preprocessor producing what `gcc -E` (12.x) produces for a
//! CUDA source, as if nvcc had run
//! `gcc -E -x c++ -D__CUDACC__ -D__NVCC__ ... -include cuda_runtime.h file.cu`.
//!
//! cudafe++ never sees a raw `.cu` file, it reads the host compiler's
//! preprocessed output; diagnostics echo lines of that output.  This module
//! reproduces it without a host compiler or CUDA toolkit: GNU line markers,
//! blank lines for directives, gcc's token spacing (the `avoid_paste` and
//! padding logic of libcpp and `c-ppoutput.cc`), and the CUDA keyword
//! macros defined exactly as `crt/host_defines.h` defines them.
//!
//! The engine follows libcpp's structure closely (token contexts, padding
//! tokens, argument pre-expansion, `paste_all_tokens`, the
//! `token_streamer`, the "system token" line markers), because the output
//! spacing falls out of those details.  Headers that are not found are an
//! error (`x.h: No such file or directory`), except the C/C++ standard
//! library and other system headers: those are skipped silently (the macros
//! of the common ones are known, see `builtins`), and the CUDA runtime
//! headers count as already included.
//!
//! Not supported: `#assert`/`#unassert` (ignored), `#include_next` outside
//! -I directories, gcc's `__cpp_*` feature-test macros and most of its other
//! predefined macros, trigraphs (off in gnu++ modes anyway), `-iquote` /
//! `-isystem` search chains, `__DATE__`/`__TIME__` are fixed.
//!
//! Submodules:
//! - `lex`: phases 1–3 (splices, comments, pp-tokens),
//! - `macros`: `#define` parsing and macro expansion,
//! - `directives`: directives, includes, pragmas,
//! - `expr`: `#if` expressions,
//! - `output`: the printer (line markers and spacing),
//! - `builtins`: the predefined-macro table and header lists.

use rustc_hash::{FxHashMap as HashMap, FxHashSet as HashSet};
use std::path::{Path, PathBuf};
use std::rc::Rc;

mod builtins;
mod directives;
mod expr;
mod lex;
mod macros;
mod output;
mod resume;

pub use resume::{preprocess_kept, PpSession};

use lex::{Interner, Kind, LexDiag, Lexer, RawTok, Sym, Tok, BOL, NO_EXPAND, P, PREV_WHITE};

/// Options of the built-in preprocessor (the relevant part of the nvcc/gcc command line).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PpOptions {
    /// -D NAME or NAME=VALUE, in order, after the built-in predefines
    pub defines: Vec<(String, Option<String>)>,
    /// -U NAME, applied after the defines
    pub undefines: Vec<String>,
    /// -I directories, searched for "..." after the including file's directory, and for <...>
    pub include_dirs: Vec<PathBuf>,
    /// __CUDA_ARCH_LIST__ value, e.g. 900 for sm_90
    pub arch_list: u32,
    /// 201703 for c++17 etc. (__cplusplus)
    pub cplusplus: u32,
}

impl Default for PpOptions {
    fn default() -> Self {
        PpOptions {
            defines: Vec::new(),
            undefines: Vec::new(),
            include_dirs: Vec::new(),
            arch_list: 900,
            cplusplus: 201703,
        }
    }
}

/// The preprocessed text and the diagnostics issued while producing it.
#[derive(Clone, Debug, Default)]
pub struct PpOutput {
    /// what `gcc -E` prints (line markers included)
    pub text: String,
    /// errors and warnings, in order
    pub diagnostics: Vec<PpDiagnostic>,
    /// System headers included but not found (their declarations are not in
    /// `text`), in order of first inclusion: the host translation includes
    /// them so the host compiler sees them.
    pub missing_system_headers: Vec<String>,
}

/// A preprocessor diagnostic; `fatal` is an error (the compilation fails),
/// otherwise a warning.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PpDiagnostic {
    /// the (presumed) file name, as in the line markers
    pub file: String,
    /// the (presumed) line
    pub line: u32,
    /// gcc's wording, e.g. `x.h: No such file or directory`, `#error text`
    pub message: String,
    /// an error rather than a warning; a missing header also stops preprocessing
    pub fatal: bool,
}

/// Preprocess `source`.  `name` is the file name as given on the command line
/// (printed in line markers); `read_file` is how includes are read (so tests can
/// use an in-memory file system).
pub fn preprocess(
    name: &str,
    source: &str,
    opts: &PpOptions,
    read_file: &dyn Fn(&Path) -> Option<String>,
) -> PpOutput {
    let mut pp = Pp::new(name, opts, read_file);
    pp.run(source);
    PpOutput {
        text: std::mem::take(&mut pp.out.text),
        diagnostics: std::mem::take(&mut pp.diags),
        missing_system_headers: std::mem::take(&mut pp.tolerated_order),
    }
}

/// Include nesting limit (gcc's default `-fmax-include-depth`).
const MAX_INCLUDE_DEPTH: usize = 200;
/// Nesting limit of macro invocations inside macro arguments (each level is a
/// recursion of argument pre-expansion).
const MAX_EXPANSION_DEPTH: u32 = 200;
/// Upper bound on the number of tokens produced by macro expansion, so that
/// exponential macro definitions cannot hang the tool.
const MAX_EXPANDED_TOKENS: u64 = 50_000_000;
/// Upper bound on the size of one function-like macro expansion (memory).
const MAX_SINGLE_EXPANSION: u64 = 1_000_000;
/// Upper bound on the tokens of the macro arguments being pre-expanded at
/// the same time. Each nesting level of `A(A(A(...)))` holds a copy of
/// what is left of its argument, so without this budget the work and the
/// memory grow with depth times length (a 20,000-deep invocation took
/// seconds and gigabytes before reaching `MAX_EXPANSION_DEPTH`); with it
/// they stay linear in the input.
const MAX_ARG_TOKENS_IN_FLIGHT: u64 = 250_000;

#[derive(Clone)]
struct FileInfo {
    name: Sym,
    /// 0: user file, 1: system header, 2: C system header (`3 4` in markers)
    sysp: u8,
    /// gcc's `<built-in>`: its tokens never count as system tokens
    builtin: bool,
}

struct Buffer {
    lex: Lexer,
    /// directory for `"..."` includes ("" is the current directory)
    dir: String,
    /// presumed file (index into `Pp::files`)
    file: u32,
    /// presumed line = physical line + delta (`#line`)
    line_delta: i64,
    /// depth of the conditional stack when the file was entered
    cond_base: usize,
    /// index of the -I directory the file was found in (for `#include_next`)
    found_dir: Option<usize>,
    /// key of the multiple-include optimisation: (search directory, name as written)
    mi_key: Option<(String, String)>,
    /// the path the file was read from
    path: String,
    /// predefined macros: no line markers, no diagnostics, `Eof` at its end
    silent: bool,
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum CondKind {
    If,
    Ifdef,
    Ifndef,
    Elif,
    Else,
}

#[derive(Clone, PartialEq, Eq)]
struct Cond {
    line: u32,
    skip_elses: bool,
    was_skipping: bool,
    kind: CondKind,
    mi_cmacro: Option<Sym>,
}

/// A macro expansion (or other pushed token list) being read.
struct Context {
    toks: Vec<Tok>,
    pos: usize,
    /// the macro whose expansion this is (`macro_of_context`)
    mac: Option<Sym>,
}

#[derive(Debug)]
struct MacroDef {
    fun_like: bool,
    params: Vec<Sym>,
    variadic: bool,
    body: Vec<Tok>,
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Special {
    Line,
    File,
    BaseFile,
    FileName,
    IncludeLevel,
    Counter,
    Date,
    Time,
    Timestamp,
    Pragma,
    HasInclude,
    HasIncludeNext,
    HasAttribute,
    HasCppAttribute,
    HasBuiltin,
}

#[derive(Clone, Default)]
struct Node {
    def: Option<Rc<MacroDef>>,
    builtin: Option<Special>,
    disabled: bool,
}

#[derive(Default)]
struct State {
    in_directive: bool,
    /// the end of the directive's line has been reached
    dir_eol: bool,
    directive_line: u32,
    /// contexts / lookahead present when the directive started
    dir_ctx_base: usize,
    dir_la_base: usize,
    directive_wants_padding: bool,
    /// 1: looking for the '(' of a function-like macro, 2: collecting arguments
    parsing_args: u8,
    prevent_expansion: u32,
    skipping: bool,
    in_deferred_pragma: bool,
    /// the directive being processed interrupted argument collection
    dir_in_args: bool,
    /// a missing system header was "included" inside macro arguments: its
    /// end ends the arguments, as the end of a real header would
    fake_eof: bool,
    /// `_Pragma` is not interpreted while pre-expanding macro arguments
    ignore_pragma_op: bool,
    poisoned_ok: bool,
}

struct PendingInclude {
    path: String,
    dir: String,
    found_dir: Option<usize>,
    mi_key: (String, String),
    text: Rc<str>,
    directive_line: u32,
}

struct Pp<'a> {
    opts: &'a PpOptions,
    read_file: &'a dyn Fn(&Path) -> Option<String>,
    int: Interner,
    files: Vec<FileInfo>,
    bufs: Vec<Buffer>,
    conds: Vec<Cond>,
    lookahead: Vec<Tok>,
    contexts: Vec<Context>,
    nodes: HashMap<Sym, Node>,
    st: State,
    out: output::Printer,
    diags: Vec<PpDiagnostic>,
    counter: u32,
    fatal_stop: bool,
    main_done: bool,
    main_name: Sym,
    pushed_macros: Vec<(Sym, Option<Rc<MacroDef>>, Option<Special>)>,
    poisoned: HashSet<Sym>,
    once_only: HashSet<String>,
    /// tolerated missing system headers already "included"
    tolerated_seen: HashSet<String>,
    /// the same, in order of first inclusion
    tolerated_order: Vec<String>,
    mi_guards: HashMap<(String, String), Sym>,
    mi_valid: bool,
    mi_cmacro: Option<Sym>,
    file_cache: HashMap<String, Option<Rc<str>>>,
    expand_depth: u32,
    /// location of the last token lexed from a file (libcpp's `cur_token[-1]`)
    last_lexed: (u32, u32, u32),
    expanded_tokens: u64,
    max_expanded_tokens: u64,
    /// tokens of the macro arguments being pre-expanded right now, at all
    /// nesting levels together (see `MAX_ARG_TOKENS_IN_FLIGHT`)
    arg_tokens_in_flight: u64,
    limit_reported: bool,
    pending_include: Option<PendingInclude>,
    /// macros of a missing system header, defined after its `#include`
    pending_system_macros: Option<&'static str>,
    /// What a later run needs to resume this one (see `resume`).
    rec: resume::Recorder,
    /// The earlier run this one resumes, and where it may rejoin it.
    target: Option<resume::Target<'a>>,
}

/// What defining the built-in macros leaves in a preprocessor: the same for
/// every unit of a dialect and architecture (`PpOptions::cplusplus`,
/// `arch_list`; the built-ins are `#define`s only, so the file name, the
/// include path and the other options play no part). Lexing them took a
/// third of a millisecond, more than preprocessing a small unit, so each
/// thread keeps them and hands out clones: the persistent worker and the
/// fuzz targets run many units on one thread. A clone shares the interned
/// symbols and the (immutable) macro definitions; the nodes, the only
/// part a unit changes (`#undef`, redefinitions, disabling during
/// expansion), are copies.
#[derive(Clone)]
struct Predefined {
    int: Interner,
    files: Vec<FileInfo>,
    nodes: HashMap<Sym, Node>,
    last_lexed: (u32, u32, u32),
}

impl Predefined {
    /// Dialects and architectures a thread keeps the built-ins of; more is
    /// a driver trying every `-arch`, and starts over.
    const KEPT: usize = 16;

    fn of(opts: &PpOptions) -> Predefined {
        thread_local! {
            static KEPT: std::cell::RefCell<Vec<((u32, u32), Predefined)>> = const { std::cell::RefCell::new(Vec::new()) };
        }
        let key = (opts.cplusplus, opts.arch_list);
        KEPT.with_borrow_mut(|kept| {
            if let Some((_, p)) = kept.iter().find(|(k, _)| *k == key) {
                return p.clone();
            }
            let p = Predefined::build(opts);
            if kept.len() >= Predefined::KEPT {
                kept.clear();
            }
            kept.push((key, p.clone()));
            p
        })
    }

    fn build(opts: &PpOptions) -> Predefined {
        let opts = PpOptions {
            cplusplus: opts.cplusplus,
            arch_list: opts.arch_list,
            ..PpOptions::default()
        };
        let no_files = |_: &Path| None;
        let mut pp = Pp::bare("", &opts, &no_files, Interner::default());
        pp.predefine();
        debug_assert!(
            pp.diags.is_empty()
                && pp.bufs.is_empty()
                && pp.conds.is_empty()
                && pp.out.text.is_empty(),
            "the built-in macros are plain definitions"
        );
        Predefined {
            int: pp.int,
            files: pp.files,
            nodes: pp.nodes,
            last_lexed: pp.last_lexed,
        }
    }
}

impl<'a> Pp<'a> {
    /// A preprocessor for the file `name` with the built-in macros defined
    /// (see `Predefined`), before the command line's.
    fn new(
        name: &str,
        opts: &'a PpOptions,
        read_file: &'a dyn Fn(&Path) -> Option<String>,
    ) -> Pp<'a> {
        Pp::with_predefined(name, opts, read_file, Predefined::of(opts))
    }

    /// `new` with built-in macros of its own, sharing no `Rc` with the
    /// thread's kept ones: what a worker's kept session is made from (it
    /// may move to another thread, see `resume::PpSession`).
    fn new_unshared(
        name: &str,
        opts: &'a PpOptions,
        read_file: &'a dyn Fn(&Path) -> Option<String>,
    ) -> Pp<'a> {
        Pp::with_predefined(name, opts, read_file, Predefined::build(opts))
    }

    fn with_predefined(
        name: &str,
        opts: &'a PpOptions,
        read_file: &'a dyn Fn(&Path) -> Option<String>,
        predefined: Predefined,
    ) -> Pp<'a> {
        let Predefined {
            int,
            files,
            nodes,
            last_lexed,
        } = predefined;
        let mut pp = Pp::bare(name, opts, read_file, int);
        pp.files = files;
        pp.nodes = nodes;
        pp.last_lexed = last_lexed;
        pp
    }

    /// A preprocessor with only the special macros (`__LINE__`, ...).
    fn bare(
        name: &str,
        opts: &'a PpOptions,
        read_file: &'a dyn Fn(&Path) -> Option<String>,
        mut int: Interner,
    ) -> Pp<'a> {
        let main_name = int.intern(name);
        let mut pp = Pp {
            opts,
            read_file,
            int,
            files: Vec::new(),
            bufs: Vec::new(),
            conds: Vec::new(),
            lookahead: Vec::new(),
            contexts: Vec::new(),
            nodes: HashMap::default(),
            st: State::default(),
            out: output::Printer::new(main_name.clone()),
            diags: Vec::new(),
            counter: 0,
            fatal_stop: false,
            main_done: false,
            main_name,
            pushed_macros: Vec::new(),
            poisoned: HashSet::default(),
            once_only: HashSet::default(),
            tolerated_seen: HashSet::default(),
            tolerated_order: Vec::new(),
            mi_guards: HashMap::default(),
            mi_valid: false,
            mi_cmacro: None,
            file_cache: HashMap::default(),
            expand_depth: 0,
            last_lexed: (0, 0, 0),
            expanded_tokens: 0,
            max_expanded_tokens: MAX_EXPANDED_TOKENS,
            arg_tokens_in_flight: 0,
            limit_reported: false,
            pending_include: None,
            pending_system_macros: None,
            rec: resume::Recorder::default(),
            target: None,
        };
        for (n, b) in [
            ("__LINE__", Special::Line),
            ("__FILE__", Special::File),
            ("__BASE_FILE__", Special::BaseFile),
            ("__FILE_NAME__", Special::FileName),
            ("__INCLUDE_LEVEL__", Special::IncludeLevel),
            ("__COUNTER__", Special::Counter),
            ("__DATE__", Special::Date),
            ("__TIME__", Special::Time),
            ("__TIMESTAMP__", Special::Timestamp),
            ("_Pragma", Special::Pragma),
            ("__has_include", Special::HasInclude),
            ("__has_include_next", Special::HasIncludeNext),
            ("__has_attribute", Special::HasAttribute),
            ("__has_cpp_attribute", Special::HasCppAttribute),
            ("__has_builtin", Special::HasBuiltin),
        ] {
            let s = pp.int.intern(n);
            pp.nodes.insert(
                s,
                Node {
                    def: None,
                    builtin: Some(b),
                    disabled: false,
                },
            );
        }
        pp
    }

    fn add_file(&mut self, name: Sym, sysp: u8) -> u32 {
        self.files.push(FileInfo {
            name,
            sysp,
            builtin: false,
        });
        (self.files.len() - 1) as u32
    }

    /// Defines the built-in macros: gcc's, nvcc's command line's, and those
    /// `cuda_runtime.h` and the system headers leave.
    fn predefine(&mut self) {
        let cxx = self.opts.cplusplus;
        self.run_silent(
            &format!("#define __cplusplus {cxx}L\n{}", builtins::GCC_BUILTIN),
            "<built-in>",
            0,
            true,
        );
        let arch = self.opts.arch_list;
        self.run_silent(
            &format!(
                "{}#define __CUDA_ARCH_LIST__ {arch}\n",
                builtins::NVCC_COMMAND_LINE
            ),
            "<command-line>",
            0,
            false,
        );
        self.run_silent(builtins::CUDA_RUNTIME, "cuda_runtime.h", 0, false);
        self.run_silent(builtins::SYSTEM_BASE, "<system>", 2, false);
    }

    fn run(&mut self, source: &str) {
        // (the built-in macros are defined, see `new`) the command line
        let mut cmdline = String::new();
        for (n, v) in &self.opts.defines {
            match v {
                Some(v) => cmdline.push_str(&format!("#define {n} {v}\n")),
                None => cmdline.push_str(&format!("#define {n} 1\n")),
            }
        }
        for n in &self.opts.undefines {
            cmdline.push_str(&format!("#undef {n}\n"));
        }
        self.run_silent(&cmdline, "<command-line>", 0, false);
        self.conds.clear();
        self.st.skipping = false;
        self.main_done = false;
        self.counter = 0;

        // the main file
        let q = output::quote(&self.main_name);
        self.out.text.push_str(&format!(
            "# 0 \"{q}\"\n# 0 \"<built-in>\"\n# 0 \"<command-line>\"\n# 1 \"{q}\"\n"
        ));
        let main_file = self.add_file(self.main_name.clone(), 0);
        let main_name = self.main_name.to_string();
        let dir = dir_of(&main_name);
        self.bufs.push(Buffer {
            lex: file_lexer(Rc::from(source), self.opts.cplusplus),
            dir,
            file: main_file,
            line_delta: 0,
            cond_base: 0,
            found_dir: None,
            mi_key: None,
            path: main_name,
            silent: false,
        });
        self.mi_valid = true;
        self.record_start();
        self.main_loop();
    }

    /// Reads the main file to its end (or until a resumed run rejoins the
    /// run it resumes), printing every token.
    fn main_loop(&mut self) {
        loop {
            let t = self.get_token();
            if t.kind == Kind::Eof || self.fatal_stop || self.rec.rejoined.is_some() {
                break;
            }
            self.stream(&t);
        }
        // (after a fatal error gcc stops without ending the last line; a
        // run that rejoined the one it resumes takes the rest from there)
        if self.out.printed && !self.fatal_stop && self.rec.rejoined.is_none() {
            self.out.text.push('\n');
        }
    }

    /// Process `text` (directives only) as a file without any output.
    fn run_silent(&mut self, text: &str, name: &str, sysp: u8, builtin: bool) {
        let name = self.int.intern(name);
        let file = self.add_file(name, sysp);
        self.files[file as usize].builtin = builtin;
        let cond_base = self.conds.len();
        self.bufs.push(Buffer {
            lex: file_lexer(Rc::from(text), self.opts.cplusplus),
            dir: String::new(),
            file,
            line_delta: 0,
            cond_base,
            found_dir: None,
            mi_key: None,
            path: String::new(),
            silent: true,
        });
        let saved_mi = (self.mi_valid, self.mi_cmacro.take());
        let saved_fake_eof = std::mem::take(&mut self.st.fake_eof);
        loop {
            let t = self.lex_token();
            if t.kind == Kind::Eof {
                break;
            }
        }
        self.conds.truncate(cond_base);
        self.bufs.pop();
        (self.mi_valid, self.mi_cmacro) = saved_mi;
        self.st.fake_eof = saved_fake_eof;
    }

    // ----------------------------------------------------------------
    // diagnostics

    fn cur_file_name(&self) -> String {
        match self.bufs.last() {
            Some(b) => self.files[b.file as usize].name.to_string(),
            None => self.main_name.to_string(),
        }
    }

    /// The presumed line of the current position (the directive's line in a directive).
    fn cur_line(&self) -> u32 {
        if self.st.in_directive {
            return self.st.directive_line;
        }
        match self.bufs.last() {
            Some(b) => presumed(b.lex.line, b.line_delta),
            None => 0,
        }
    }

    fn diag_at(&mut self, line: u32, message: String, fatal: bool) {
        if self.diags.len() >= 10_000 || self.bufs.last().is_some_and(|b| b.silent) {
            return;
        }
        if self.rec.on {
            self.rec.diag_in_main.push(self.bufs.len() == 1);
        }
        let file = self.cur_file_name();
        self.diags.push(PpDiagnostic {
            file,
            line,
            message,
            fatal,
        });
    }

    fn error(&mut self, message: String) {
        let l = self.cur_line();
        self.diag_at(l, message, true);
    }

    fn warning(&mut self, message: String) {
        let l = self.cur_line();
        self.diag_at(l, message, false);
    }

    fn lex_diag(&mut self, d: LexDiag) {
        let delta = self.bufs.last().map_or(0, |b| b.line_delta);
        self.diag_at(presumed(d.line, delta), d.message, d.error);
    }

    // ----------------------------------------------------------------
    // tokens from the files

    fn mk_tok(&self, raw: RawTok) -> Tok {
        let b = self.bufs.last();
        let (file, delta) = b.map_or((0, 0), |b| (b.file, b.line_delta));
        let sys = match self.files.get(file as usize) {
            Some(f) if f.builtin => lex::BUILTIN_LOC,
            Some(f) if f.sysp == 2 => lex::SYS_TOKEN | lex::SYS_C,
            Some(f) if f.sysp == 1 => lex::SYS_TOKEN,
            _ => 0,
        };
        Tok {
            kind: raw.kind,
            flags: raw.flags | sys,
            text: raw.text,
            line: presumed(raw.line, delta),
            // gcc's line maps have no column numbers beyond 4096
            col: if raw.col > 4096 { 0 } else { raw.col },
            file,
            arg: 0,
        }
    }

    fn eof_tok(&mut self) -> Tok {
        let (line, file) = match self.bufs.last() {
            Some(b) => (presumed(b.lex.line, b.line_delta), b.file),
            None => (0, 0),
        };
        Tok {
            kind: Kind::Eof,
            flags: 0,
            text: self.int.intern(""),
            line,
            col: 1,
            file,
            arg: 0,
        }
    }

    /// libcpp's `_cpp_lex_direct`: the next token of the current file, popping
    /// finished include files; `Eof` at the end of a directive.
    fn lex_direct(&mut self) -> Tok {
        loop {
            if self.fatal_stop
                || self.bufs.is_empty()
                || (self.st.in_directive && self.st.dir_eol)
                || self.rec.rejoined.is_some()
            {
                return self.eof_tok();
            }
            if self.st.fake_eof && !self.st.in_directive {
                self.st.fake_eof = false;
                if self.st.parsing_args != 0 {
                    return self.eof_tok();
                }
            }
            let skipping = self.st.skipping;
            let mut ld = Vec::new();
            let raw = {
                let nodes = &self.nodes;
                let is_macro = |s: &str| {
                    nodes
                        .get(s)
                        .is_some_and(|n| n.def.is_some() || n.builtin.is_some())
                };
                let buf = self.bufs.last_mut().expect("buffer");
                buf.lex.next(&mut self.int, &is_macro, &mut ld)
            };
            for d in ld {
                self.lex_diag(d);
            }
            match raw.kind {
                Kind::Newline | Kind::Eof => {
                    let at_eof = raw.kind == Kind::Eof;
                    if self.st.in_directive {
                        self.st.dir_eol = true;
                        let mut t = self.mk_tok(raw);
                        t.kind = Kind::Eof;
                        return t;
                    }
                    if self.st.in_deferred_pragma {
                        self.st.in_deferred_pragma = false;
                        let mut t = self.mk_tok(raw);
                        t.kind = Kind::PragmaEol;
                        return t;
                    }
                    if !at_eof {
                        if self.rec.on && self.bufs.len() == 1 {
                            self.at_line_start();
                        }
                        continue;
                    }
                    if self.st.parsing_args != 0 || self.bufs.last().is_some_and(|b| b.silent) {
                        return self.mk_tok(raw);
                    }
                    if self.bufs.len() > 1 {
                        self.pop_buffer();
                        continue;
                    }
                    if !self.main_done {
                        self.main_done = true;
                        self.end_of_file_conditionals();
                    }
                    return self.mk_tok(raw);
                }
                _ => {
                    let mut t = self.mk_tok(raw);
                    self.last_lexed = (t.line, t.col, t.file);
                    if t.flags & BOL != 0 && self.st.parsing_args == 2 {
                        t.flags |= PREV_WHITE;
                    }
                    if t.kind == Kind::Name
                        && !skipping
                        && !self.st.poisoned_ok
                        && !self.poisoned.is_empty()
                        && self.poisoned.contains(&t.text)
                    {
                        self.error(format!("attempt to use poisoned \"{}\"", t.text));
                    }
                    return t;
                }
            }
        }
    }

    /// libcpp's `_cpp_lex_token`: handles directives at the start of lines,
    /// notifies the printer of new lines, and discards skipped tokens.
    fn lex_token(&mut self) -> Tok {
        loop {
            let mut t = match self.lookahead.pop() {
                Some(t) => t,
                None => self.lex_direct(),
            };
            if t.flags & BOL != 0 && t.kind != Kind::Eof {
                if t.is(P::Hash) && self.st.parsing_args != 1 && !self.st.in_directive {
                    match self.handle_directive(&t) {
                        Some(r) => t = r,
                        None => continue,
                    }
                }
                if !self.st.skipping && self.st.parsing_args == 0 {
                    self.do_line_change(t.line, t.col, t.file);
                }
            }
            if self.st.in_directive || self.st.in_deferred_pragma {
                return t;
            }
            self.mi_valid = false;
            if !self.st.skipping || t.kind == Kind::Eof || self.fatal_stop {
                return t;
            }
        }
    }

    /// Step back one token (libcpp's `_cpp_backup_tokens (pfile, 1)`).
    fn backup(&mut self, mut t: Tok) {
        if let Some(c) = self.contexts.last_mut() {
            c.pos = c.pos.saturating_sub(1);
        } else {
            t.flags &= !NO_EXPAND;
            self.lookahead.push(t);
        }
    }

    // ----------------------------------------------------------------
    // files

    fn read_cached(&mut self, path: &str) -> Option<Rc<str>> {
        if let Some(c) = self.file_cache.get(path) {
            return c.clone();
        }
        let r = (self.read_file)(Path::new(path)).map(|s| Rc::from(s.as_str()));
        self.file_cache.insert(path.to_string(), r.clone());
        r
    }

    fn push_include(&mut self, inc: PendingInclude) {
        let name = self.int.intern(&inc.path);
        let parent = self.bufs.last().expect("buffer");
        let parent_file = parent.file;
        // bring the output to the line of the #include, then the marker
        self.maybe_print_line(Some((inc.directive_line, parent_file)));
        let file = self.add_file(name, 0);
        self.print_line(1, file, " 1");
        let cond_base = self.conds.len();
        self.bufs.push(Buffer {
            lex: file_lexer(inc.text, self.opts.cplusplus),
            dir: inc.dir,
            file,
            line_delta: 0,
            cond_base,
            found_dir: inc.found_dir,
            mi_key: Some(inc.mi_key),
            path: inc.path,
            silent: false,
        });
        self.mi_valid = true;
        self.mi_cmacro = None;
    }

    fn end_of_file_conditionals(&mut self) {
        let base = self.bufs.last().map_or(0, |b| b.cond_base);
        if self.bufs.len() == 1 && self.conds.len() > base {
            // the lines of the diagnostics are where the conditionals
            // started, which an edit behind them does not move
            self.rec.line_events += 1;
        }
        while self.conds.len() > base {
            let c = self.conds.pop().expect("cond");
            let what = match c.kind {
                CondKind::If => "#if",
                CondKind::Ifdef => "#ifdef",
                CondKind::Ifndef => "#ifndef",
                CondKind::Elif => "#elif",
                CondKind::Else => "#else",
            };
            self.diag_at(c.line, format!("unterminated {what}"), true);
        }
        self.st.skipping = false;
    }

    fn pop_buffer(&mut self) {
        self.end_of_file_conditionals();
        let b = self.bufs.pop().expect("buffer");
        if self.mi_valid {
            if let (Some(k), Some(m)) = (b.mi_key, self.mi_cmacro.take()) {
                self.mi_guards.entry(k).or_insert(m);
            }
        }
        self.mi_valid = false;
        self.mi_cmacro = None;
        if let Some(p) = self.bufs.last() {
            let (line, file) = (presumed(p.lex.line, p.line_delta), p.file);
            self.print_line(line, file, " 2");
        }
    }
}

/// A lexer over a file; like libcpp, a missing final newline is supplied.
fn file_lexer(text: Rc<str>, cplusplus: u32) -> Lexer {
    let text = if text.is_empty() || text.ends_with('\n') || text.ends_with('\r') {
        text
    } else {
        Rc::from(format!("{text}\n").as_str())
    };
    Lexer::new(text, cplusplus)
}

fn presumed(line: u32, delta: i64) -> u32 {
    (line as i64 + delta).clamp(0, u32::MAX as i64) as u32
}

/// The directory part of a path as gcc uses it for `"..."` includes ("" for none).
fn dir_of(path: &str) -> String {
    match path.rfind('/') {
        Some(0) => "/".to_string(),
        Some(i) => path[..i].to_string(),
        None => String::new(),
    }
}

/// `dir` + `/` + `name` as gcc forms include paths.
fn join_path(dir: &str, name: &str) -> String {
    if dir.is_empty() || name.starts_with('/') {
        name.to_string()
    } else if dir.ends_with('/') {
        format!("{dir}{name}")
    } else {
        format!("{dir}/{name}")
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::{BTreeMap, HashMap};

    const PREAMBLE: &str =
        "# 0 \"a.cu\"\n# 0 \"<built-in>\"\n# 0 \"<command-line>\"\n# 1 \"a.cu\"\n";

    fn pp_with(src: &str, files: &[(&str, &str)], opts: &PpOptions) -> PpOutput {
        let fs: HashMap<String, String> = files
            .iter()
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect();
        preprocess("a.cu", src, opts, &move |p: &Path| {
            fs.get(p.to_str()?).cloned()
        })
    }

    fn pp(src: &str) -> PpOutput {
        pp_with(src, &[], &PpOptions::default())
    }

    /// The output after the fixed preamble.
    fn body(o: &PpOutput) -> &str {
        o.text.strip_prefix(PREAMBLE).expect("preamble")
    }

    /// line -> text for the lines of `file`, following the line markers.
    fn line_map(text: &str, file: &str) -> BTreeMap<u32, String> {
        let mut m = BTreeMap::new();
        let (mut cur, mut line) = (String::new(), 0u32);
        for l in text.lines() {
            if let Some(rest) = l.strip_prefix("# ") {
                if let Some((n, r)) = rest.split_once(" \"") {
                    if let (Ok(n), Some(end)) = (n.parse::<u32>(), r.find('"')) {
                        cur = r[..end].to_string();
                        line = n;
                        continue;
                    }
                }
            }
            if cur == file {
                m.insert(line, l.to_string());
            }
            line += 1;
        }
        m
    }

    /// (name, input, the body gcc prints after `# 1 "a.cu"` with nvcc's flags;
    /// for `system_macros` the lines of a.cu, as gcc's output has the headers in between)
    const GCC_CASES: &[(&str, &str, &str)] = &[
        (
            "brief_examples",
            "#define HD __host__ __device__\n__device__ void __launch_bounds__(128) f(int *p) { p[0] = 1; }\nHD __global__ void k() {}\n",
            "\n__attribute__((device)) void __attribute__((launch_bounds(128))) f(int *p) { p[0] = 1; }\n__attribute__((host)) __attribute__((device)) __attribute__((global)) void k() {}\n",
        ),
        (
            "cuda_keywords",
            "__global__ void k1();\n__shared__ float s[32]; __constant__ int c; __managed__ int m;\nstatic __device__ __forceinline__ int g() { return 1; }\n__global__ void __launch_bounds__(256, 2) __cluster_dims__(2,1,1) k2(const __grid_constant__ int x);\nstruct __align__(16) S {};\n__global__ void __maxnreg__(32) k3() { k1<<<1, 2>>>(); }\n#define KERNEL(name) __global__ void name()\nKERNEL(foo) {}\n__host__\n__device__\nint split();\n",
            "__attribute__((global)) void k1();\n__attribute__((shared)) float s[32]; __attribute__((constant)) int c; __attribute__((managed)) int m;\nstatic __attribute__((device)) __inline__ __attribute__((always_inline)) int g() { return 1; }\n__attribute__((global)) void __attribute__((launch_bounds(256, 2))) __attribute__((cluster_dims(2,1,1))) k2(const __attribute__((grid_constant)) int x);\nstruct __attribute__((aligned(16))) S {};\n__attribute__((global)) void __attribute__((maxnreg(32))) k3() { k1<<<1, 2>>>(); }\n\n__attribute__((global)) void foo() {}\n__attribute__((host))\n__attribute__((device))\nint split();\n",
        ),
        (
            "comments_and_lines",
            "// FLAGS: -arch=sm_90\n/* block\n   comment */ int a; /* c */ int b;\n    int indented; // trailing\n\tint tab;\nint s = \"//x\" /* y */;\nconst char *r = R\"x(raw // not /* comment\n  )x\"; int after;\nint c = 1 + \\\n  2;\nid\\\nent;\n",
            "\n\n              int a; int b;\n    int indented;\n int tab;\nint s = \"//x\" ;\nconst char *r = R\"x(raw // not /* comment\n  )x\"; int after;\nint c = 1 +\n  2;\nident;\n",
        ),
        (
            "digraphs_and_odd_tokens",
            "<: :> <% %> %: %:%: a<::b>c; a<:::b:>;\nx->*y .* z ... :: ;\nint f = 1'000; auto g = 0x1.8p3 + 1e+10 + .5;\nauto u = u\"x\" U\"y\" L\"z\" u8\"w\" \"a\"_ud 'c'_ud 12_km;\nint \\u00e9t\\u00e9 = 1; int \u{c3}\u{a9} = 2; x = @ ` \\ ;\n",
            "<: :> <% %> %: %:%: a<::b>c; a<:::b:>;\nx->*y .* z ... :: ;\nint f = 1'000; auto g = 0x1.8p3 + 1e+10 + .5;\nauto u = u\"x\" U\"y\" L\"z\" u8\"w\" \"a\"_ud 'c'_ud 12_km;\nint \\U000000e9t\\U000000e9 = 1; int \\U000000c3\\U000000a9 = 2; x = @ ` \\ ;\n",
        ),
        (
            "macro_spacing",
            "#define EMPTY\n#define f(x) x\n#define cat(a,b) a##b\n#define str(x) #x\n-EMPTY- +f(+)+ f(-)- a f(b)c .f(5) x/EMPTY/y\ncat(-,-) cat(<,<) cat(a,1)+cat(1,a) str( a  +  \"b\\n\" 'c' ) str()\nf(1,\n  2) f(f)(3) f\n(4) f\nint g;\n#define ff(a) a*gg\n#define gg(a) ff(a)\nff(2)(9)\n",
            "\n\n\n\n- - + + + - - a b c . 5 x/ /y\n-- << a1+1a \"a + \\\"b\\\\n\\\" 'c'\" \"\"\nf\n     f(3) 4\n    f\nint g;\n\n\n2*9*gg\n",
        ),
        (
            "variadic",
            "#define F(...) f(0 __VA_OPT__(,) __VA_ARGS__)\n#define e1(fmt, ...) printf(fmt, ## __VA_ARGS__)\n#define e3(...) foo(a, ## __VA_ARGS__)\n#define v(...) <__VA_ARGS__>\nF(a,b,c) F() e1(\"a\") e1(\"a\", 1, 2) e3() e3(1) v( 1 , ( 2 , 3 ) ) v()\n",
            "\n\n\n\nf(0 , a,b,c) f(0 ) printf(\"a\") printf(\"a\", 1, 2) foo(a) foo(a,1) <1 , ( 2 , 3 )> <>\n",
        ),
        (
            "conditionals",
            "#if defined(__CUDACC__) && !defined(__CUDA_ARCH__) && __CUDA_ARCH_LIST__ == 900 && __cplusplus == 201703L\nhost_pass\n#else\nno\n#endif\n#if 'a' == 97 && -1 < 0u == 0 && (1 ? 2 : 1/0) && __GNUC__ >= 12 && CUDART_VERSION >= 12000\nok\n#elif 1\nno\n#endif\n#ifdef __CUDA_ARCH__\ndev\n#endif\n#if 0\n#error not me\n' unterminated\n#endif\nend\n",
            "\nhost_pass\n\n\n\n\nok\n# 18 \"a.cu\"\nend\n",
        ),
        (
            "pragmas",
            "#pragma push_macro(\"__global__\")\n#undef __global__\n__declspec(__global__) void k(int *p) { p[0] = 1; }\n#pragma pop_macro(\"__global__\")\n__global__ void k2();\n  #  pragma   once\n#pragma GCC diagnostic push\n#pragma nv_diag_suppress   177\n#pragma unroll 4\n#pragma message(\"hi\")\n#define DO_PRAGMA(x) _Pragma(#x)\nDO_PRAGMA(unroll 8) for(;;);\n_Pragma(\"message(\\\"m\\\")\") int k;\nint last;\n",
            "       \n\n__declspec(__global__) void k(int *p) { p[0] = 1; }\n       \n__attribute__((global)) void k2();\n             \n#pragma GCC diagnostic push\n#pragma nv_diag_suppress 177\n#pragma unroll 4\n        \n# 10 \"a.cu\"\n#pragma message(\"hi\")\n\n\n# 12 \"a.cu\"\n#pragma unroll 8\n# 12 \"a.cu\"\n for(;;);\n\n# 13 \"a.cu\"\n#pragma message(\"m\")\n# 13 \"a.cu\"\n                          int k;\nint last;\n",
        ),
        (
            "blank_runs",
            "a\n\n\n\n\n\n\n\nb\n\n\n\n\n\n\n\n\nc\n#define A1\n#define A2\n#define A3\n#define A4\n#define A5\n#define A6\n#define A7\n#define A8\n#define A9\nd\n",
            "a\n\n\n\n\n\n\n\nb\n# 18 \"a.cu\"\nc\n# 28 \"a.cu\"\nd\n",
        ),
        (
            "builtin_macros",
            "int l = __LINE__; const char *f = __FILE__; int c = __COUNTER__ + __COUNTER__;\n#define L __LINE__\nint m = L;\n#line 100\nint n = __LINE__;\n#line 7 \"other.cu\"\nint o = __LINE__; const char *g = __FILE__;\n",
            "int l = 1; const char *f = \"a.cu\"; int c = 0 + 1;\n\nint m = 3;\n# 100 \"a.cu\"\nint n = 100;\n# 7 \"other.cu\"\nint o = 7; const char *g = \"other.cu\";\n",
        ),
        (
            "system_macros",
            "#include <cstdio>\n#include <cassert>\n#include <cstdint>\nint *p = NULL; void f() { exit(EXIT_FAILURE); fprintf(stderr, \"x\"); }\nint m = INT_MAX; double d = M_PI + HUGE_VAL;\nvoid h(int *q) { assert(q); }\nint64_t v = INT64_MAX; uint32_t w = UINT32_C(5);\nsize_t o = offsetof(struct S, x) + EOF;\nc NULL __LINE__ d\n#define A __FILE__ HUGE_VAL\nNULL A\n",
            "\n\n\n\n# 4 \"a.cu\"\nint *p = \n# 4 \"a.cu\" 3 4\n        __null\n# 4 \"a.cu\"\n            ; void f() { exit(\n# 4 \"a.cu\" 3 4\n                              1\n# 4 \"a.cu\"\n                                          ); fprintf(\n# 4 \"a.cu\" 3 4\n                                                     stderr\n# 4 \"a.cu\"\n                                                           , \"x\"); }\nint m = 0x7fffffff; double d = \n# 5 \"a.cu\" 3 4\n                           3.14159265358979323846 \n# 5 \"a.cu\"\n                                + \n# 5 \"a.cu\" 3 4\n                                  (__builtin_huge_val ())\n# 5 \"a.cu\"\n                                          ;\nvoid h(int *q) { \n# 6 \"a.cu\" 3 4\n                (static_cast <bool> (\n# 6 \"a.cu\"\n                q\n# 6 \"a.cu\" 3 4\n                ) ? void (0) : __assert_fail (\n# 6 \"a.cu\"\n                \"q\"\n# 6 \"a.cu\" 3 4\n                , \"a.cu\", 6, __extension__ __PRETTY_FUNCTION__))\n# 6 \"a.cu\"\n                         ; }\nint64_t v = \n# 7 \"a.cu\" 3 4\n           (9223372036854775807L)\n# 7 \"a.cu\"\n                    ; uint32_t w = 5U;\nsize_t o = \n# 8 \"a.cu\" 3 4\n          __builtin_offsetof (\n# 8 \"a.cu\"\n          struct S\n# 8 \"a.cu\" 3 4\n          , \n# 8 \"a.cu\"\n          x\n# 8 \"a.cu\" 3 4\n          ) \n# 8 \"a.cu\"\n                                + \n# 8 \"a.cu\" 3 4\n                                  (-1)\n# 8 \"a.cu\"\n                                     ;\nc \n# 9 \"a.cu\" 3 4\n __null \n# 9 \"a.cu\"\n      9 d\n\n\n# 11 \"a.cu\" 3 4\n__null \"a.cu\" (__builtin_huge_val ())\n",
        ),
    ];

    #[test]
    fn bodies_match_gcc() {
        for (name, src, expected) in GCC_CASES {
            let o = pp(src);
            assert_eq!(body(&o), *expected, "case {name}");
        }
    }

    /// The built-in macros are kept per thread (`Predefined`): what a unit
    /// does to them (`#undef`, a redefinition, `push_macro`) stays in that
    /// unit, and each dialect and architecture keeps its own.
    #[test]
    fn kept_builtins_are_per_unit() {
        let probe = "__global__ __CUDA_ARCH_LIST__ __cplusplus\n";
        let first = pp(probe);
        assert_eq!(body(&first), "__attribute__((global)) 900 201703L\n");
        let changed = pp("#undef __global__\n#define __CUDA_ARCH_LIST__ 1\n#pragma push_macro(\"__cplusplus\")\n#undef __cplusplus\n__global__ __CUDA_ARCH_LIST__\n");
        assert!(
            body(&changed).ends_with("__global__ 1\n"),
            "{}",
            changed.text
        );
        assert_eq!(pp(probe).text, first.text);
        let opts = PpOptions {
            cplusplus: 202002,
            arch_list: 700,
            ..PpOptions::default()
        };
        assert_eq!(
            body(&pp_with(probe, &[], &opts)),
            "__attribute__((global)) 700 202002L\n"
        );
        assert_eq!(pp(probe).text, first.text);
    }

    #[test]
    fn preamble_and_empty_file() {
        let o = pp("");
        assert_eq!(o.text, PREAMBLE);
        assert!(o.diagnostics.is_empty());
        let o = preprocess("dir/k.cu", "int x;", &PpOptions::default(), &|_| None);
        assert_eq!(o.text, "# 0 \"dir/k.cu\"\n# 0 \"<built-in>\"\n# 0 \"<command-line>\"\n# 1 \"dir/k.cu\"\nint x;\n");
    }

    #[test]
    fn includes_markers_guards_and_search() {
        // checked against gcc -E -Iinc
        let files = [
            (
                "x.h",
                "#ifndef X_H\n#define X_H\nint x = __LINE__; const char *fx = __FILE__;\n#endif\n",
            ),
            (
                "inc/y.h",
                "\n\n\n\n\n\n\n\n\n\n\nint y;\n#include \"yy.h\"\n#include \"x.h\"\n",
            ),
            ("inc/yy.h", "int yy = __INCLUDE_LEVEL__;\n"),
            (
                "inc/x.h",
                "#ifndef X_H\n#define X_H\nint x = __LINE__; const char *fx = __FILE__;\n#endif\n",
            ),
            ("sub/z.h", "#pragma once\n#include \"w.h\"\nint z;\n"),
            ("sub/w.h", "int w = __INCLUDE_LEVEL__;"),
        ];
        let src = "// main\n#include \"x.h\"\n#include \"x.h\"\n#include <y.h>\n#include \"sub/z.h\"\n#pragma once\nint end = __INCLUDE_LEVEL__;\n";
        let opts = PpOptions {
            include_dirs: vec![PathBuf::from("inc")],
            ..PpOptions::default()
        };
        let o = pp_with(src, &files, &opts);
        let expected = "\n# 1 \"x.h\" 1\n\n\nint x = 3; const char *fx = \"x.h\";\n# 3 \"a.cu\" 2\n\n# 1 \"inc/y.h\" 1\n# 12 \"inc/y.h\"\nint y;\n# 1 \"inc/yy.h\" 1\nint yy = 2;\n# 14 \"inc/y.h\" 2\n# 1 \"inc/x.h\" 1\n# 15 \"inc/y.h\" 2\n# 5 \"a.cu\" 2\n# 1 \"sub/z.h\" 1\n       \n# 1 \"sub/w.h\" 1\nint w = 2;\n# 3 \"sub/z.h\" 2\nint z;\n# 6 \"a.cu\" 2\n       \nint end = 0;\n";
        assert_eq!(body(&o), expected);
        assert_eq!(o.diagnostics.len(), 1);
        assert!(!o.diagnostics[0].fatal && o.diagnostics[0].message == "#pragma once in main file");
    }

    #[test]
    fn include_next_and_macro_names() {
        let files = [
            ("i1/n.h", "int one;\n#include_next <n.h>\n"),
            ("i2/n.h", "int two;\n"),
        ];
        let opts = PpOptions {
            include_dirs: vec![PathBuf::from("i1/"), PathBuf::from("i2")],
            ..PpOptions::default()
        };
        let o = pp_with("#define H <n.h>\n#include H\nint end;\n", &files, &opts);
        let m = line_map(&o.text, "i1/n.h");
        assert_eq!(m.get(&1).map(String::as_str), Some("int one;"));
        assert_eq!(
            line_map(&o.text, "i2/n.h").get(&1).map(String::as_str),
            Some("int two;")
        );
        assert_eq!(
            line_map(&o.text, "a.cu").get(&3).map(String::as_str),
            Some("int end;")
        );
        assert!(o.diagnostics.is_empty(), "{:?}", o.diagnostics);
    }

    #[test]
    fn missing_include_is_fatal_but_system_and_cuda_headers_are_not() {
        let o = pp("int a;\n#include <cstdio>\n#include <stdio.h>\n#include <initializer_list>\n#include <cuda_runtime.h>\n#include \"cuda.h\"\n#include <thrust/device_vector.h>\nint b;\n");
        assert!(o.diagnostics.is_empty(), "{:?}", o.diagnostics);
        let m = line_map(&o.text, "a.cu");
        assert_eq!(m.get(&1).map(String::as_str), Some("int a;"));
        assert_eq!(m.get(&8).map(String::as_str), Some("int b;"));
        assert!(!o.text.contains("cstdio"));

        let o = pp("int a;\n#include \"nothere.h\"\nint b;\n");
        assert_eq!(
            o.diagnostics,
            vec![PpDiagnostic {
                file: "a.cu".into(),
                line: 2,
                message: "nothere.h: No such file or directory".into(),
                fatal: true
            }]
        );
        assert!(!o.text.contains("int b"));
        let o = pp("#include <mylib>\n");
        assert!(
            o.diagnostics[0].fatal
                && o.diagnostics[0].message == "mylib: No such file or directory"
        );
    }

    #[test]
    fn first_line_after_a_system_header_restarts_the_line() {
        // gcc: the first token after system-header tokens gets a fresh line marker
        let o = pp(
            "// x\n#include <cstdio>\n__global__ void hello(int v) { printf(\"v=%d\\n\", v); }\n",
        );
        assert!(body(&o).ends_with("\n\n\n# 3 \"a.cu\"\n__attribute__((global)) void hello(int v) { printf(\"v=%d\\n\", v); }\n"), "{}", o.text);
        // already included by cuda_runtime.h: nothing is printed
        let o = pp("#include <initializer_list>\n__global__ void k();\n");
        assert_eq!(body(&o), "\n__attribute__((global)) void k();\n");
    }

    #[test]
    fn diagnostics() {
        let o = pp("#error   some   thing\n#warning careful\n#if 1\nx\n");
        let d: Vec<_> = o
            .diagnostics
            .iter()
            .map(|d| (d.line, d.message.as_str(), d.fatal))
            .collect();
        assert_eq!(
            d,
            vec![
                (1, "#error some thing", true),
                (2, "#warning careful", false),
                (3, "unterminated #if", true)
            ]
        );
        let o =
            pp("#endif\n#else\n#define\n#define 3\n#foo\n#if 1/0\n#endif\n#define f(x) x\nf(1\n");
        let msgs: Vec<_> = o.diagnostics.iter().map(|d| d.message.as_str()).collect();
        assert_eq!(
            msgs,
            vec![
                "#endif without #if",
                "#else without #if",
                "no macro name given in #define directive",
                "macro names must be identifiers",
                "invalid preprocessing directive #foo",
                "division by zero in #if",
                "unterminated argument list invoking macro \"f\"",
            ]
        );
    }

    #[test]
    fn options() {
        let opts = PpOptions {
            defines: vec![
                ("N".into(), Some("4".into())),
                ("F(x)".into(), Some("[x]".into())),
                ("E".into(), None),
            ],
            undefines: vec!["__NVCC__".into()],
            arch_list: 800,
            cplusplus: 202002,
            ..PpOptions::default()
        };
        let o = pp_with(
            "N F(1) E __CUDA_ARCH_LIST__ __cplusplus\n#ifdef __NVCC__\nno\n#endif\na<=>b\n",
            &[],
            &opts,
        );
        assert_eq!(body(&o), "4 [1] 1 800 202002L\n\n\n\na<=>b\n");
    }

    #[test]
    fn line_and_file_builtins() {
        let o = pp("#define f(x, y) x + y + __LINE__\nf(1,\n  2) after\nf(\n__LINE__\n, 0) __COUNTER__ __COUNTER__ __DATE__ __TIME__\n");
        let m = line_map(&o.text, "a.cu");
        assert_eq!(m[&2], "1 + 2 + 2");
        assert_eq!(m[&3], "     after");
        assert_eq!(m[&4], "5 + 0 + 4");
        assert_eq!(m[&6], "     0 1 \"Jan  1 1970\" \"00:00:00\"");
    }

    #[test]
    fn if_expressions() {
        let cases = [
            ("1 + 2 * 3 == 7", true),
            ("-1 < 0u", false),
            ("-1 > 0u", true),
            ("(1 << 63) < 0 && (1u << 63) > 0", true),
            ("'\\377' < 0 && L'\\xff' > 0 && u'x' == 120 && 'ab' == 24930", true),
            ("0x10 >> 2 == 4 && 010 == 8 && 0b11 == 3 && 1'000 == 1000", true),
            ("18446744073709551615u == -1", true),
            ("true && !false && (1 and 1) && (0 or 1) && not 0", true),
            ("defined __CUDACC__ && defined(__NVCC__) && !defined __CUDA_ARCH__", true),
            ("UNKNOWN_NAME", false),
            ("__has_include(<cstdio>) && !__has_include(\"nope.h\") && __has_include(<cuda_runtime.h>)", true),
            ("__has_attribute(noinline) && !__has_attribute(global) && __has_cpp_attribute(nodiscard) == 201907", true),
            ("__has_builtin(__builtin_expect)", true),
            ("__has_include(<cuda_fp16.h>) && !__has_include(<some_lib/x.h>)", true),
            ("0 ? 1/0 : 2", true),
            ("(2 || 1/0) && !(0 && 1/0)", true),
            ("-9223372036854775807 - 1 < 0 && -7 % 3 == -1 && -7 / 2 == -3", true),
        ];
        for (e, want) in cases {
            let o = pp(&format!("#if {e}\nyes\n#else\nno\n#endif\n"));
            let got = body(&o).contains("yes");
            assert_eq!(got, want, "{e}: {:?}", o.diagnostics);
            assert!(
                o.diagnostics.iter().all(|d| !d.fatal),
                "{e}: {:?}",
                o.diagnostics
            );
        }
        for bad in ["", "1 +", "(1", "1 2", "1.5", "\"s\"", "defined", "1 ? 2"] {
            let o = pp(&format!("#if {bad}\nyes\n#endif\n"));
            assert!(o.diagnostics.iter().any(|d| d.fatal), "#if {bad}");
            assert!(!body(&o).contains("yes"));
        }
    }

    #[test]
    fn never_panics_on_garbage() {
        let inputs = [
            "/* unterminated",
            "\"unterminated\n'x\nR\"x(unterminated raw",
            "#if 1\n#if 0\n",
            "#endif\n#else\n#elif 1\n",
            "#define f(",
            "#define f(a,a) a\n#define g(...,x) x\n#define h(x) #y\n#define i(x) ## x\n#define j(x) x ##\n",
            "#define f(x) f(x\nf(f(f(",
            "\\",
            "a \\\n",
            "\u{0}\u{1}\u{7f}é\u{feff}😀 \\u12 \\U0001F600",
            "#include\n#include <\n#include \"\n#include <a\n#include \"a\n#include 1\n",
            "#line\n#line x\n#line 4294967295\n#line 1 x\n# 7 \"f\" 9\n",
            "#pragma push_macro(\n#pragma pop_macro(\"x\"\n_Pragma\n_Pragma(\n_Pragma(\"\n_Pragma(1)\n#pragma GCC poison 1\n",
            "#define S(...) __VA_OPT__(\nS(1)\n#define T(...) __VA_OPT__(__VA_OPT__())\n#define U(...) #__VA_OPT__(a ## ## b)\nU(1)\n",
            "#if __has_include(\n#endif\n#if __has_attribute(\n#endif\n#if defined(\n#endif\n",
            "%:%: %: <::> <% ?? ??= \r\r\n\r",
            "#define EMPTY\nEMPTY # define X\n",
            "#define a a b\n#define b a\na b",
        ];
        for s in inputs {
            let _ = pp(s);
            let _ = pp_with(s, &[("a.h", s)], &PpOptions::default());
        }
    }

    #[test]
    fn recursion_is_bounded() {
        // self-inclusion stops at the include depth limit
        let o = pp_with(
            "#include \"a.h\"\n",
            &[("a.h", "#include \"a.h\"\nx\n")],
            &PpOptions::default(),
        );
        assert!(o
            .diagnostics
            .iter()
            .any(|d| d.fatal && d.message.starts_with("#include nested depth 201")));
        // deeply nested invocations and parentheses
        let deep = format!(
            "#define f(x) x\n{}1{}\n#if {}1{}\n#endif\n",
            "f(".repeat(3000),
            ")".repeat(3000),
            "(".repeat(5000),
            ")".repeat(5000)
        );
        let o = pp(&deep);
        assert!(o.diagnostics.iter().any(|d| d.message.contains("too deep")));
        // exponential expansion is cut off
        let src = format!("#define q(a) a a\n{}1{}\n", "q(".repeat(60), ")".repeat(60));
        let opts = PpOptions::default();
        let mut p = Pp::new("a.cu", &opts, &|_| None);
        p.max_expanded_tokens = 200_000;
        p.run(&src);
        assert!(p.diags.iter().any(|d| d.message.contains("too large")));
    }
}
