//! The print pass: the host translation (`.cudafe1.cpp`) and the stub file
//! (`.cudafe1.stub.c`) from the lowered items.
//!
//! Lowering is item-relative; here the items get their place: line
//! markers in cudafe++'s economy (a marker only when the line changes, the
//! file name only after `#endif` or a change of file), the namespace and
//! `extern "C"` blocks around them, the preamble and the trailer that
//! includes the stub.

pub mod cache;
pub mod lambda;
pub mod stub;

use crate::lexer::{lex, TokKind};
use crate::lower::lambda::ExtendedKind;
use crate::lower::out::Piece;
use crate::lower::pragma::{self, Pragma};
use crate::lower::stub::ANON_PLACEHOLDER;
use crate::lower::LowerIl;
use crate::options::{Config, HostCompiler};
use std::fmt::Write;

/// Where a byte of the preprocessed text presumably is, by the line
/// markers before it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Position<'a> {
    pub file: &'a str,
    pub line: u32,
    /// The marker says "system header" (flag 3).
    pub system: bool,
    /// Which marker's stretch of text it is in (0: before any). cudafe++
    /// keeps each line marker's stretch as a source of its own: moving from
    /// one to another names the file again, even the same file
    /// (`# 219 "a.cu"` after an `#if 0` block that gcc left out).
    pub region: u32,
}

/// One item as print sees it.
pub struct PrintItem<'a> {
    /// Byte range in the preprocessed file.
    pub start: u32,
    pub end: u32,
    /// The namespaces it is in, outermost first (anonymous ones empty).
    pub namespaces: &'a [crate::name::Name],
    pub lowered: &'a LowerIl,
    /// The same lowering as kept by a worker, which `cache` can tell by
    /// its address (`None` for a pragma or outside a worker).
    pub shared: Option<&'a std::sync::Arc<LowerIl>>,
    /// A `#pragma` line: printed as it is.
    pub pragma: Option<&'a str>,
}

/// The whole unit as print sees it.
pub struct PrintInput<'a> {
    /// The source file name as cudafe++ prints it (`a.cu`).
    pub file_name: &'a str,
    /// The unit's full path (`--orig_src_path_name`): its CRC is the
    /// first part of the module id.
    pub path_name: &'a str,
    /// The stub file name the host translation includes.
    pub stub_name: &'a str,
    /// The preprocessed text.
    pub text: &'a str,
    pub items: &'a [PrintItem<'a>],
    pub config: &'a Config,
    /// Presumed position of a file offset.
    pub presumed: &'a dyn Fn(u32) -> Position<'a>,
    /// For a unit preprocessed without the CUDA headers: the system headers
    /// to include in their place (`cuda_runtime.h` always).
    pub headers: Option<&'a [String]>,
}

/// The module id cudafe++ derives for the unit
/// (`_GLOBAL__N__<hash>_<len>_<file>_<entity>`), used for the anonymous
/// namespace and in the stub.
pub fn module_id(input: &PrintInput<'_>) -> (String, String) {
    let entity = module_entity(input.items.iter().map(|i| i.lowered.module_name.as_deref()));
    module_id_of(input.file_name, input.path_name, entity)
}

/// The entity that names the module, of the items' `LowerIl::module_name`s
/// in order: the first item's that has one (none when that is empty).
pub fn module_entity<'n>(mut names: impl Iterator<Item = Option<&'n str>>) -> Option<&'n str> {
    names.find_map(|n| n).filter(|s| !s.is_empty())
}

/// The module id of a unit by its file's name and path and the entity
/// that names the module (see `LowerIl::module_name`).
pub fn module_id_of(file_name: &str, path_name: &str, entity: Option<&str>) -> (String, String) {
    let base = file_name.rsplit('/').next().unwrap_or(file_name);
    let mangled: String = base.chars().map(|c| if c.is_ascii_alphanumeric() || c == '_' { c } else { '_' }).collect();
    let hash = crc32(path_name.as_bytes());
    let suffix = match entity {
        Some(name) if name.len() <= 8 => name.to_string(),
        Some(name) => format!("{:08x}", crc32(name.as_bytes())),
        None => format!("{:08x}_0", crc32(base.as_bytes())),
    };
    let id = format!("_{hash:08x}_{}_{mangled}_{suffix}", mangled.len());
    (format!("_GLOBAL__N_{id}"), id)
}

/// Puts the unit's module id into a text whose mangled names hold
/// `mangle::INTERNAL_SCOPE` or `mangle::ANON_SCOPE` (each after its
/// length, as a source name), given `module_id_of`'s two names.
pub fn with_module_id(text: &str, anon: &str, id: &str) -> String {
    let internal = format!("_INTERNAL{id}");
    let source = |name: &str| format!("{}{name}", name.len());
    text.replace(&source(crate::mangle::INTERNAL_SCOPE), &source(&internal)).replace(&source(crate::mangle::ANON_SCOPE), &source(anon))
}

/// CRC-32 (IEEE), the hash cudafe++ shortens long entity names with.
pub fn crc32(bytes: &[u8]) -> u32 {
    let mut crc = !0u32;
    for &b in bytes {
        crc ^= u32::from(b);
        for _ in 0..8 {
            crc = if crc & 1 != 0 { (crc >> 1) ^ 0xEDB8_8320 } else { crc >> 1 };
        }
    }
    !crc
}

/// cudafe++'s fixed text before the unit: diagnostic pragmas for the host
/// compiler, the managed-runtime helpers, the lambda-detection macros.
pub fn preamble(file: &str, cfg: &Config) -> String {
    let (gnu, clang) = match cfg.host {
        HostCompiler::Gnu(v) => (Some(v), None),
        HostCompiler::Clang(v) => (None, Some(v)),
    };
    let local_typedefs = gnu.is_some_and(|v| v >= 40800) || clang.is_some_and(|v| v >= 30600);
    let push_pop = gnu.is_none_or(|v| v >= 40600);
    let unused_pragmas = gnu.is_none_or(|v| v >= 40200);
    let mut s = String::new();
    let _ = writeln!(s, "# 1 \"{file}\"");
    if local_typedefs {
        s.push_str("#pragma GCC diagnostic ignored \"-Wunused-local-typedefs\"\n# 1\n");
    }
    s.push_str("\n#pragma GCC diagnostic ignored \"-Wattributes\"\n\n#pragma GCC diagnostic ignored \"-Wunused-but-set-variable\"\n");
    if unused_pragmas {
        if push_pop {
            s.push_str("#pragma GCC diagnostic push\n# 1\n");
        }
        s.push_str("#pragma GCC diagnostic ignored \"-Wunused-variable\"\n# 1\n#pragma GCC diagnostic ignored \"-Wunused-function\"\n# 1\n");
    } else {
        s.push('\n');
    }
    s.push_str("# 1 \"<built-in>\"\n");
    s.push_str(MANAGED_RT);
    let _ = writeln!(s, "# 1 \"{file}\"");
    if unused_pragmas {
        if push_pop {
            s.push_str("#pragma GCC diagnostic pop\n# 1\n");
        }
        s.push_str("#pragma GCC diagnostic ignored \"-Wunused-variable\"\n\n# 1\n");
    }
    if clang.is_some() {
        s.push_str("#pragma GCC diagnostic ignored \"-Wunused-private-field\"\n\n# 1\n#pragma GCC diagnostic ignored \"-Wunused-parameter\"\n\n# 1\n");
    }
    if cfg.extended_lambda {
        s.push_str("# 1\n");
    } else {
        s.push_str(LAMBDA_MACROS);
        s.push_str("\n# 1\n");
    }
    s
}

const MANAGED_RT: &str = "static char __nv_inited_managed_rt = 0; static void **__nv_fatbinhandle_for_managed_rt; static void __nv_save_fatbinhandle_for_managed_rt(void **in){__nv_fatbinhandle_for_managed_rt = in;} static char __nv_init_managed_rt_with_module(void **); static inline void __nv_init_managed_rt(void) { __nv_inited_managed_rt = (__nv_inited_managed_rt ? __nv_inited_managed_rt                 : __nv_init_managed_rt_with_module(__nv_fatbinhandle_for_managed_rt));}\n";

const LAMBDA_MACROS: &str = "#define __nv_is_extended_device_lambda_closure_type(X) false
#define __nv_is_extended_host_device_lambda_closure_type(X) false
#define __nv_is_extended_device_lambda_with_preserved_return_type(X) false
#if defined(__nv_is_extended_device_lambda_closure_type) && defined(__nv_is_extended_host_device_lambda_closure_type)&& defined(__nv_is_extended_device_lambda_with_preserved_return_type)
#endif
";

/// The capture counts of the unit's extended lambdas, which the support
/// block is specialized for.
fn capture_counts(input: &PrintInput<'_>) -> lambda::CaptureCounts {
    let mut counts = lambda::CaptureCounts::default();
    for l in input.items.iter().flat_map(|i| i.lowered.extended_lambdas.iter()) {
        match l.kind {
            ExtendedKind::Device => counts.device.insert(l.captures),
            ExtendedKind::HostDevice => counts.host_device.insert(l.captures),
        };
    }
    counts
}

/// Line-marker state of the output.
struct Markers<'a> {
    out: String,
    file: &'a str,
    line: u32,
    /// The next marker names the file (after `#endif`).
    full: bool,
    /// The last thing printed is a `#pragma` line: see `pragma`.
    after_pragma: bool,
    /// Set while a `BlankMark` is printed.
    blank_before_marker: bool,
    presumed: &'a dyn Fn(u32) -> Position<'a>,
    /// The line-marker stretch of the last position marked (`Position::region`).
    region: u32,
    typedefs: u32,
    /// The names given so far to unnamed kernel parameters, by the
    /// parameter's offset in the file (see `Piece::UnnamedParam`).
    param_names: Vec<(u32, u32)>,
    /// The `--extended-lambda` support block, for this unit's lambdas.
    lambda_block: String,
    /// The anonymous namespace's name, for the text that names it.
    anon: String,
    /// The position of the marker that last changed `file` (`None` when
    /// nothing did, or the lambda block did): see `cache`.
    file_changed_at: Option<u32>,
    /// Where in `out` line numbers were printed, and which (when a cache
    /// keeps the print: it moves an item's text to other lines by them).
    numbers: Option<Vec<(usize, u32)>>,
}

/// The file the extended-lambda support block is printed as being in.
const LAMBDA_FILE: &str = "nvcc_internal_extended_lambda_implementation";

impl<'a> Markers<'a> {
    /// The number of the unnamed parameter at `at`: the one it was given,
    /// else the counter's next.
    fn param_name(&mut self, at: u32) -> u32 {
        if let Some(&(_, n)) = self.param_names.iter().rev().find(|(a, _)| *a == at) {
            return n;
        }
        let n = self.typedefs;
        self.typedefs += 1;
        self.param_names.push((at, n));
        n
    }

    fn newline(&mut self) {
        if !self.out.is_empty() && !self.out.ends_with('\n') {
            self.out.push('\n');
        }
    }

    /// The empty line a `BlankMark` puts before the marker it prints.
    fn blank_line(&mut self) {
        if self.blank_before_marker {
            self.out.push('\n');
        }
    }

    /// Notes that line number `line` is printed `skip` bytes on from here.
    fn number(&mut self, skip: usize, line: u32) {
        if let Some(numbers) = &mut self.numbers {
            numbers.push((self.out.len() + skip, line));
        }
    }

    fn mark(&mut self, at: u32) {
        self.after_pragma = false;
        let Position { file, line, system, region } = (self.presumed)(at);
        if file != self.file {
            self.newline();
            self.blank_line();
            self.number(2, line);
            line_marker(&mut self.out, line, Some(file), system);
            self.file = file;
            self.file_changed_at = Some(at);
        } else if line != self.line || self.full || region != self.region {
            let named = self.full || region != self.region;
            self.newline();
            self.blank_line();
            self.number(2, line);
            // A statement that starts in a system header's stretch (what
            // `assert` expands to) says so when it names the file.
            line_marker(&mut self.out, line, named.then_some(file), system);
        } else {
            return;
        }
        self.line = line;
        self.region = region;
        self.full = false;
    }

    /// A `#pragma` line at `at`. cudafe++ gives it no marker when it
    /// stands on the current line, or on the next one after a statement;
    /// after another pragma the next line gets one. The line after the
    /// pragma counts as printed: a statement there gets no marker. A
    /// `message` pragma always gets a marker, naming the file.
    fn pragma(&mut self, at: u32, text: &str, message: bool) {
        let Position { file, line, .. } = (self.presumed)(at);
        let adjacent = line == self.line || (line == self.line + 1 && !self.after_pragma);
        if message && file == self.file {
            self.full = true;
            self.mark(at);
        } else if file != self.file || self.full || !adjacent {
            self.mark(at);
        }
        self.pragma_line(text);
        self.line = line + 1;
        self.after_pragma = true;
    }

    /// `text` (a `#pragma`) on a line of its own.
    fn pragma_line(&mut self, text: &str) {
        self.newline();
        self.out.push_str(text);
        self.out.push('\n');
    }

    /// A loop statement at `at` with its `#pragma unroll`: the
    /// statement's marker, the pragma on a line of its own; what follows
    /// on the statement's line then needs a marker again. Right after
    /// another pragma, a loop on the line after it gets an empty line
    /// instead of a marker.
    fn loop_pragma(&mut self, at: u32, text: &str) {
        let Position { file, line, .. } = (self.presumed)(at);
        if self.after_pragma && file == self.file && !self.full && line == self.line + 1 {
            self.out.push('\n');
            self.line = line;
            self.after_pragma = false;
        } else {
            self.mark(at);
        }
        self.pragma_line(text);
        self.line += 1;
    }

    fn piece(&mut self, base: u32, p: Piece<&str>) {
        match p {
            Piece::Text(t) if crate::lower::mentions(t, ANON_PLACEHOLDER) => self.out.push_str(&t.replace(ANON_PLACEHOLDER, &self.anon)),
            Piece::Text(t) => self.out.push_str(t),
            Piece::Mark(at) => self.mark(base + at),
            Piece::BlankMark(at) => {
                self.blank_before_marker = true;
                self.mark(base + at);
                self.blank_before_marker = false;
            }
            Piece::IfZero(at) => {
                // Right after an `#endif`, or in another file, the place is
                // named first, in full.
                if self.full || (self.presumed)(base + at).file != self.file {
                    self.mark(base + at);
                }
                let Position { file, line, region, .. } = (self.presumed)(base + at);
                self.newline();
                self.out.push_str("#if 0\n");
                // The line ending the declaration and the `#if 0` line
                // count: a body two lines further down needs no marker.
                let counted = !self.full && region == self.region && self.line != 0 && line == self.line + 2;
                if !counted {
                    self.number(2, line);
                    line_marker(&mut self.out, line, (region != self.region).then_some(file), false);
                }
                self.line = line;
                self.region = region;
            }
            Piece::IfZeroOpen => {
                self.newline();
                self.out.push_str("#if 0\n");
                // No line is current: the next marker is printed.
                self.line = 0;
            }
            Piece::EndIf => {
                self.newline();
                self.out.push_str("#endif\n");
                self.full = true;
            }
            Piece::Verbatim(t) => {
                self.out.push_str(t);
                self.line += t.matches('\n').count() as u32;
            }
            Piece::ExtendedLambda => {
                self.newline();
                self.out.push_str(&self.lambda_block);
                self.out.push('\n');
                self.file = LAMBDA_FILE;
                self.file_changed_at = None;
            }
            Piece::SystemToken => self.full = true,
            Piece::LineStart => {
                if !self.out.ends_with("\n\n") {
                    self.out.push('\n');
                }
            }
            Piece::Pragma { at, text, message } => self.pragma(base + at, text, message),
            Piece::LoopPragma { at, text } => self.loop_pragma(base + at, text),
            Piece::UnnamedParam(at) => {
                let n = self.param_name(base + at);
                let _ = write!(self.out, "__T{n}");
            }
            Piece::LambdaTypedef(var, qualified) => {
                let _ = write!(self.out, "typedef decltype({var}) __T{}", self.typedefs);
                self.typedefs += 1;
                if qualified {
                    let _ = write!(self.out, ", __T{}", self.typedefs);
                    self.typedefs += 1;
                }
                self.out.push(';');
            }
        }
    }
}

/// A namespace or linkage block between items.
#[derive(Debug, Clone, PartialEq, Eq)]
enum Block {
    /// A namespace's name (and attributes); `nested` when opened by the
    /// same definition as the one around it (`namespace a::b {`), whose
    /// one `}` closes both.
    Namespace { name: String, nested: bool },
    ExternC(String),
}

/// The host translation.
pub fn host_file(input: &PrintInput<'_>) -> String {
    host_file_with(input, None)
}

/// The host translation, copying the text of items `cache` kept from the
/// last print where they print the same; the text is the cache's
/// (`HostCache::text`) until the next print.
pub fn host_file_cached<'c>(input: &PrintInput<'_>, cache: &'c mut cache::HostCache) -> &'c str {
    let out = host_file_with(input, Some(&mut *cache));
    cache.end(out);
    cache.text()
}

fn host_file_with(input: &PrintInput<'_>, mut cache: Option<&mut cache::HostCache>) -> String {
    let lambda_block = if input.config.extended_lambda { lambda::support_block(&capture_counts(input), input.config.std >= 17) } else { String::new() };
    let (anon, _) = module_id(input);
    let mut out = cache.as_deref_mut().map(cache::HostCache::buffer).unwrap_or_default();
    // The translation is about as long as the unit: one allocation rather
    // than a doubling series of copies.
    out.reserve(input.text.len() + input.text.len() / 4);
    out.push_str(&preamble(input.file_name, input.config));
    let mut m = Markers { out, file: input.file_name, line: 1, full: true, presumed: input.presumed, region: 0, typedefs: 0, param_names: Vec::new(), lambda_block, anon: anon.clone(), file_changed_at: None, numbers: None, after_pragma: false, blank_before_marker: false };
    if let Some(cache) = cache.as_deref_mut() {
        cache.begin(&m.anon, &m.lambda_block);
    }
    if let Some(headers) = input.headers {
        // cudafe++ inlines the headers the unit was preprocessed with; a
        // unit cufe preprocessed itself has none, so include them.
        // The macros nvcc preprocesses the unit with, so the headers declare
        // what the translation uses (`__cudaPushCallConfiguration`, ...).
        let _ = write!(
            m.out,
            "# 1 \"cuda_runtime.h\" 3\n#define __CUDACC__ 1\n#define __NVCC__ 1\n#define __CUDA_ARCH_LIST__ {}\n#define __CUDACC_VER_MAJOR__ 13\n#define __CUDACC_VER_MINOR__ 5\n#define __CUDACC_VER_BUILD__ 37\n#define __CUDA_API_VER_MAJOR__ 13\n#define __CUDA_API_VER_MINOR__ 5\n#define __NVCC_DIAG_PRAGMA_SUPPORT__ 1\n#define __CUDACC_DEVICE_ATOMIC_BUILTINS__ 1\n#include <cuda_runtime.h>\n",
            input.config.arch * 10
        );
        for h in headers {
            let _ = writeln!(m.out, "#include <{h}>");
        }
        m.file = "cuda_runtime.h";
    }
    if input.config.extended_lambda && input.headers.is_some() {
        m.out.push_str(&m.lambda_block);
        // Where cuda_runtime.h asked for the block, as cudafe++ leaves it.
        m.out.push_str("\n#if 0\n# 1 \"cuda_runtime.h\" 3\nstruct __nv_lambda_preheader_injection { }; \n#endif\n");
        m.file = LAMBDA_FILE;
    }
    let mut blocks: Vec<Block> = Vec::new();
    let mut inline_seen: Vec<crate::name::Name> = Vec::new();
    let mut runtime_included = false;
    let mut prev_end = 0u32;
    for item in input.items {
        blocks_between(input.text, prev_end, item.start, &mut blocks, &mut m, &anon, &mut inline_seen);
        prev_end = item.end;
        if let Some(p) = item.pragma {
            if let Pragma::Printed { text, message } = pragma::classify(p) {
                m.pragma(item.start, &text, message);
            }
            continue;
        }
        match (cache.as_deref_mut(), item.shared) {
            (Some(cache), Some(shared)) => cache.item(&mut m, item, shared),
            _ => {
                for p in item.lowered.host.pieces() {
                    m.piece(item.start, p);
                }
            }
        }
        // The flag read last: reading it is a cache miss per item.
        if !runtime_included && item.lowered.declares_size_t {
            // Where cudafe++ includes the runtime's internal header: it
            // needs `size_t` and defines the `device_builtin` types.
            m.newline();
            m.out.push_str("#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)\n#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__\n#endif\n#include \"crt/host_runtime.h\"\n");
            runtime_included = true;
        }
    }
    blocks_between(input.text, prev_end, input.text.len() as u32, &mut blocks, &mut m, &anon, &mut inline_seen);
    m.newline();
    let stub = input.stub_name;
    let line = if matches!(input.config.host, HostCompiler::Clang(_)) { "#line" } else { "#" };
    let _ = write!(
        m.out,
        "\n{line} 1 \"{stub}\"\n#define _NV_ANON_NAMESPACE {anon}\n#ifdef _NV_ANON_NAMESPACE\n#endif\n{line} 1 \"{stub}\"\n#include \"{stub}\"\n{line} 1 \"{stub}\"\n#undef _NV_ANON_NAMESPACE\n"
    );
    if input.config.rdc {
        host_reference_arrays(input, &mut m.out);
    }
    m.out
}

/// With `-rdc`, the kernels host code launches and the device and constant
/// variables it names, in sections the device linker reads (internal and
/// external linkage apart).
///
/// Each list is sorted by name, as cudafe++ keeps them.
fn host_reference_arrays(input: &PrintInput<'_>, out: &mut String) {
    let (anon, id) = module_id(input);
    let launched: Vec<&str> = input.items.iter().flat_map(|i| i.lowered.stub.launched.iter().map(String::as_str)).collect();
    // Kernels: (internal, entry).
    let mut kernels = Vec::new();
    for k in input.items.iter().flat_map(|i| i.lowered.stub.kernels.iter()) {
        let last = k.name.rsplit("::").next().unwrap_or(&k.name);
        if k.name_prefix.is_empty() || !launched.contains(&last) {
            continue;
        }
        let unnamed = k.name.starts_with("_NV_ANON_NAMESPACE") || k.name_prefix.contains(crate::lower::stub::ANON_PLACEHOLDER);
        let internal = k.is_static || unnamed;
        // A kernel of C linkage is named as it is (`ck`), not by a prefix.
        if k.entry != k.mangled && !internal {
            kernels.push((internal, k.entry.clone()));
            continue;
        }
        let mangled = with_unnamed_namespace(&k.name_prefix, &anon);
        kernels.push((internal, linker_name(&mangled, internal, &id)));
    }
    for (prefix, internal) in input.items.iter().flat_map(|i| i.lowered.stub.launched_kernels.iter()) {
        if !prefix.starts_with("_Z") && !internal {
            kernels.push((false, prefix.clone()));
            continue;
        }
        let mangled = with_unnamed_namespace(prefix, &anon);
        kernels.push((*internal, linker_name(&mangled, *internal, &id)));
    }
    kernels.sort_by(|a, b| a.1.cmp(&b.1));
    kernels.dedup();
    let mut vars: Vec<(&crate::lower::stub::HostRef, String)> = input.items.iter().flat_map(|i| i.lowered.stub.host_refs.iter()).map(|r| (r, host_ref_entry(r, &anon, &id))).collect();
    vars.sort_by(|a, b| a.1.cmp(&b.1));
    vars.dedup_by(|a, b| a.1 == b.1);
    let pick_kernels = |internal: bool| kernels.iter().filter(|k| k.0 == internal).map(|k| k.1.clone()).collect::<Vec<_>>();
    let pick_vars = |internal: bool, constant: bool| vars.iter().filter(|v| v.0.internal == internal && v.0.constant == constant).map(|v| v.1.clone()).collect::<Vec<_>>();
    for (section, name, entries) in [
        ("HRKI", "hostRefKernelArrayInternalLinkage", pick_kernels(true)),
        ("HRKE", "hostRefKernelArrayExternalLinkage", pick_kernels(false)),
        ("HRDI", "hostRefDeviceArrayInternalLinkage", pick_vars(true, false)),
        ("HRDE", "hostRefDeviceArrayExternalLinkage", pick_vars(false, false)),
        ("HRCI", "hostRefConstantArrayInternalLinkage", pick_vars(true, true)),
        ("HRCE", "hostRefConstantArrayExternalLinkage", pick_vars(false, true)),
    ] {
        let _ = write!(out, "\nextern \"C\" {{\nextern __attribute__ ((section (\".nv{section}\"))) __attribute__((weak)) const unsigned char {name}[] = {{\n");
        if entries.is_empty() {
            out.push_str("0x0};\n}\n");
            continue;
        }
        for e in entries.iter() {
            let bytes: Vec<String> = e.bytes().chain(std::iter::once(0)).map(|b| format!("0x{b:x}")).collect();
            let _ = write!(out, "/* {e} */\n{},\n", bytes.join(","));
        }
        out.push_str("};\n}\n");
    }
}

/// A mangled name with the unnamed namespace's placeholder replaced by
/// the unnamed namespace's name (`6@ANON@` by `51_GLOBAL__N__...`).
fn with_unnamed_namespace(mangled: &str, anon: &str) -> String {
    let placeholder = crate::lower::stub::ANON_PLACEHOLDER;
    mangled.replace(&format!("{}{placeholder}", placeholder.len()), &format!("{}{anon}", anon.len()))
}

/// A kernel's name for the device linker from its mangled name without
/// parameters (`_Z1k`, `_ZN2ns2keE`): the name's prefix and a `*`
/// (`_ZN2ns2ke*`); one of internal linkage behind the module's static
/// prefix, without the `_Z`/`_ZN` (`__nv_static_47_<id>_*2ns2kn*`).
fn linker_name(mangled: &str, internal: bool, id: &str) -> String {
    let nested = mangled.starts_with("_ZN");
    let core = if nested { mangled[3..].strip_suffix('E').unwrap_or(&mangled[3..]) } else { mangled.strip_prefix("_Z").unwrap_or(mangled) };
    match (internal, nested) {
        (true, _) => format!("__nv_static_{}_{id}_*{core}*", id.len()),
        (false, true) => format!("_ZN{core}*"),
        (false, false) => format!("_Z{core}*"),
    }
}

/// How the device linker names a variable host code refers to: a global
/// one by its name, a namespace's by its mangled name up to the `E` and a
/// `*` (`_ZN2ns2nd*`); one of internal linkage behind the module's static
/// prefix (`__nv_static_40_<module id>_*sd`), its namespaces (an unnamed
/// one by its `_GLOBAL__N_` name) encoded without the `_ZN`.
fn host_ref_entry(r: &crate::lower::stub::HostRef, anon: &str, id: &str) -> String {
    let mut s = String::new();
    if r.internal {
        let _ = write!(s, "__nv_static_{}_{id}_*", id.len());
    }
    if r.scope.is_empty() {
        s.push_str(&r.name);
        return s;
    }
    if !r.internal {
        s.push_str("_ZN");
    }
    for part in r.scope.iter().map(|p| if p.is_empty() { anon } else { p.as_str() }).chain(std::iter::once(r.name.as_str())) {
        let _ = write!(s, "{}{part}", part.len());
    }
    s.push('*');
    s
}

/// Opens and closes the namespace and `extern "C"` blocks whose braces
/// stand between two items. `inline_seen` is the inline namespaces
/// earlier gaps opened (a reopening says `inline` again, as cudafe++ knows
/// it is).
fn blocks_between(text: &str, from: u32, to: u32, blocks: &mut Vec<Block>, m: &mut Markers<'_>, anon: &str, inline_seen: &mut Vec<crate::name::Name>) {
    let Some(gap) = text.get(from as usize..to as usize) else { return };
    if !gap.contains('{') && !gap.contains('}') {
        return;
    }
    let toks = lex(gap);
    let mut i = 0;
    while i < toks.len() {
        let t = toks[i].text(gap);
        let at = from + toks[i].start;
        match t {
            "}" => {
                let mut first = true;
                while let Some(block) = blocks.pop() {
                    if first {
                        m.mark(at);
                        first = false;
                    }
                    m.out.push('}');
                    if !matches!(block, Block::Namespace { nested: true, .. }) {
                        break;
                    }
                }
                i += 1;
            }
            "namespace" | "inline" => {
                let inline = t == "inline";
                let mut j = if inline { i + 2 } else { i + 1 };
                // `a::inline b` is two namespaces (each printed apart:
                // `namespace a { inline namespace b {`).
                let mut parts: Vec<(String, bool)> = Vec::new();
                let mut part_inline = inline;
                // Attributes before the first name and after the last, in
                // EDG's spelling (see `namespace_attribute`).
                let (mut before, mut after) = (String::new(), String::new());
                while j < toks.len() && toks[j].text(gap) != "{" {
                    let t = toks[j].text(gap);
                    if let Some((printed, next)) = namespace_attribute(&toks, j, gap) {
                        let to = if parts.is_empty() { &mut before } else { &mut after };
                        to.push(' ');
                        to.push_str(&printed);
                        j = next;
                        continue;
                    }
                    if t == "inline" {
                        part_inline = true;
                    } else if toks[j].kind == TokKind::Ident {
                        parts.push((t.to_string(), part_inline));
                        part_inline = false;
                    }
                    j += 1;
                }
                if parts.is_empty() {
                    parts.push((String::new(), inline));
                }
                let count = parts.len();
                for (k, (name, inline)) in parts.into_iter().enumerate() {
                    let enclosing = blocks.iter().filter_map(|b| match b {
                        Block::Namespace { name, .. } => Some(name.as_str()),
                        Block::ExternC(_) => None,
                    });
                    // (An unnamed one is printed as written.)
                    let (inline, first) = if name.is_empty() { (inline, None) } else { crate::items::inline_opening(inline_seen, enclosing, blocks.len(), &name, inline) };
                    inline_seen.extend(first);
                    let lead = if k == 0 { before.as_str() } else { "" };
                    let trail = if k + 1 == count { after.as_str() } else { "" };
                    // An unnamed one is placed at its brace.
                    let brace = toks.get(j).filter(|_| name.is_empty() && !inline).map_or(at, |b| from + b.start);
                    if k == 0 {
                        m.mark(brace);
                    }
                    if inline {
                        m.out.push_str("inline ");
                    }
                    if name.is_empty() && inline {
                        m.out.push_str("namespace { ");
                    } else if name.is_empty() {
                        // Declared at each opening, and named from the top
                        // (`using namespace ::cuda::std::__4::_GLOBAL__N_...`);
                        // written attributes stay on the declaration only.
                        let enclosing: String = blocks.iter().filter_map(|b| match b {
                            Block::Namespace { name, .. } if !name.is_empty() => Some(format!("{name}::")),
                            _ => None,
                        }).collect();
                        let _ = write!(m.out, "namespace{lead} {anon} __attribute__((visibility(\"hidden\")))  {{ }}; using namespace ::{enclosing}{anon}; \n#pragma GCC diagnostic ignored \"-Wattributes\"\n");
                        let _ = write!(m.out, "namespace {anon} __attribute__((visibility(\"hidden\")))  {{ ");
                    } else {
                        let _ = write!(m.out, "namespace{lead} {name}{trail} {{ ");
                    }
                    blocks.push(Block::Namespace { name, nested: k > 0 });
                }
                i = j + 1;
            }
            "extern" if toks.get(i + 1).is_some_and(|k| k.kind == TokKind::Str) && toks.get(i + 2).is_some_and(|k| k.text(gap) == "{") => {
                m.mark(at);
                let lang = toks[i + 1].text(gap).to_string();
                let _ = write!(m.out, "extern {lang} {{");
                blocks.push(Block::ExternC(lang));
                i += 3;
            }
            _ => i += 1,
        }
    }
}

/// A namespace's attribute at token `j` (`__attribute__ ((a ("x")))`,
/// `[[gnu::b]]`) as EDG prints it: GNU ones as `__attribute((...))`, its
/// tokens close together but for a space after each comma
/// (`__attribute((__visibility__("default"), __deprecated__))`); and where
/// it ends.
fn namespace_attribute(toks: &[crate::lexer::Token], j: usize, gap: &str) -> Option<(String, usize)> {
    let text = |k: usize| toks.get(k).map_or("", |t| t.text(gap));
    let (lead, open) = match (text(j), text(j + 1)) {
        ("__attribute__" | "__attribute", "(") => ("__attribute", j + 1),
        ("[", "[") => ("", j),
        _ => return None,
    };
    let mut printed = lead.to_string();
    let mut depth = 0usize;
    let mut k = open;
    while k < toks.len() {
        let t = text(k);
        match t {
            "(" | "[" => depth += 1,
            ")" | "]" => depth = depth.saturating_sub(1),
            _ => {}
        }
        printed.push_str(t);
        if t == "," {
            printed.push(' ');
        }
        k += 1;
        if depth == 0 {
            break;
        }
    }
    Some((printed, k))
}

/// `# 12 "file" 3` and its shorter forms, written without the formatting
/// machinery: a unit's translation has a marker every few lines.
fn line_marker(out: &mut String, line: u32, file: Option<&str>, system: bool) {
    out.push_str("# ");
    push_decimal(out, line);
    if let Some(file) = file {
        out.push_str(" \"");
        out.push_str(file);
        out.push('"');
        if system {
            out.push_str(" 3");
        }
    }
    out.push('\n');
}

pub(super) fn push_decimal(out: &mut String, mut n: u32) {
    let mut digits = [0u8; 10];
    let mut i = digits.len();
    loop {
        i -= 1;
        digits[i] = b'0' + (n % 10) as u8;
        n /= 10;
        if n == 0 {
            break;
        }
    }
    for &d in &digits[i..] {
        out.push(char::from(d));
    }
}

#[cfg(test)]
mod tests {
    use super::line_marker;

    #[test]
    fn line_markers_spell_numbers_and_files() {
        let mut out = String::new();
        line_marker(&mut out, 0, None, false);
        line_marker(&mut out, 10, Some("a.cu"), false);
        line_marker(&mut out, 4_294_967_295, Some("/usr/include/stdio.h"), true);
        assert_eq!(out, "# 0\n# 10 \"a.cu\"\n# 4294967295 \"/usr/include/stdio.h\" 3\n");
    }
}
