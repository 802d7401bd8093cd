//! The fuzz harnesses: what each cargo-fuzz target (`fuzz/fuzz_targets/`)
//! does with its input, here so that the regression tests of
//! `testsuite/fuzz_regressions.rs` feed a finding through exactly the code
//! the fuzzer ran. Each function takes raw bytes and panics only when an
//! invariant of the code under test breaks (that is the finding); whatever
//! the bytes, the code under test itself must not panic, hang or run out of
//! memory.
//!
//! Inputs never reach the file system: paths under `/dev`, `/proc` and
//! `/sys` are refused (an `#include "/dev/stdin"` would block the fuzzer,
//! `/dev/zero` exhaust its memory), nothing is written (outputs are
//! rendered in memory), and command lines lose arguments naming files.

use crate::cli::{self, Parsed};
use crate::db::Database;
use crate::driver::{self, Outcome, Request};
use cufe_passes::lexer::{lex, skip_group, TokKind};
use cufe_passes::parse::{parse_item, parse_tokens, Access};
use cufe_passes::table::TableSet;
use cufe_tables::{load_overlay, Source, ATTRIBUTES, DIAGNOSTICS};
use std::cell::RefCell;
use std::collections::HashMap;

/// Lossy UTF-8, as the driver reads a source file.
fn text(data: &[u8]) -> String {
    String::from_utf8_lossy(data).into_owned()
}

/// Whether `text` names a device or kernel file that reading would block on
/// or never finish reading.
fn names_special_files(text: &str) -> bool {
    ["/dev", "/proc", "/sys"].iter().any(|p| text.contains(p))
}

/// The lexer: tokens in order, inside the text, on character boundaries,
/// and group skipping stays in bounds.
pub fn lexer(data: &[u8]) {
    let src = text(data);
    let toks = lex(&src);
    let mut end = 0u32;
    for t in &toks {
        assert!(t.start >= end, "tokens overlap or go backwards: {t:?} after {end}");
        assert!(t.len > 0 || t.kind == TokKind::Directive, "empty token {t:?}");
        assert!(t.end() as usize <= src.len(), "token past the end: {t:?}");
        assert!(src.is_char_boundary(t.start as usize) && src.is_char_boundary(t.end() as usize), "token splits a character: {t:?}");
        let _ = t.text(&src);
        end = t.end();
    }
    for (i, t) in toks.iter().enumerate().step_by(7) {
        if matches!(t.text(&src), "(" | "[" | "{") {
            let after = skip_group(&src, &toks, i);
            assert!(after > i && after <= toks.len(), "skip_group({i}) = {after} of {}", toks.len());
        }
    }
}

/// The item split and the declaration parser, at namespace and class scope.
pub fn parser(data: &[u8]) {
    let src = text(data);
    let items = cufe_passes::items::split_items(&src);
    let mut end = 0u32;
    for item in items {
        assert!(item.start >= end && item.start <= item.end && item.end as usize <= src.len(), "item range {}..{} after {end}", item.start, item.end);
        end = item.end;
        let Some(item_text) = src.get(item.start as usize..item.end as usize) else {
            panic!("item {}..{} splits a character", item.start, item.end);
        };
        let ast = parse_tokens(item_text, item.tokens, None);
        assert!(ast.roots.iter().all(|r| ast.decls.iter().any(|(i, _)| i == *r)), "root is not a declaration");
    }
    let _ = parse_item(&src, Some(Access::Public));
}

/// The flags the first input byte selects for a pipeline run. Bits 0–1:
/// 0 a `.cu` unit (through the built-in preprocessor, whose predefined
/// macros make such a run ten times slower), else a preprocessed `.ii`;
/// bit 2 `--extended-lambda`, bit 3 `-rdc=true`, bit 4
/// `--expt-relaxed-constexpr`; bits 5–6 the dialect (c++17, c++11, c++20,
/// or c++17 for a clang host); bit 7 the human diagnostic format, colored.
fn selected_flags(selector: u8) -> (Vec<String>, &'static str) {
    let name = if selector & 3 == 0 { "fuzz.cu" } else { "fuzz.ii" };
    let mut flags: Vec<&str> = Vec::new();
    for (bit, flag) in [(4, "--extended-lambda"), (8, "-rdc=true"), (16, "--expt-relaxed-constexpr")] {
        if selector & bit != 0 {
            flags.push(flag);
        }
    }
    flags.extend(match selector >> 5 & 3 {
        0 => ["-std=c++17"].as_slice(),
        1 => &["-std=c++11"],
        2 => &["-std=c++20"],
        _ => &["-std=c++17", "--host-compiler=clang"],
    });
    if selector & 0x80 != 0 {
        flags.extend(["--diag-format", "human", "--color=always"]);
    }
    (flags.into_iter().map(String::from).collect(), name)
}

/// The request `cufe FLAGS NAME` makes, or `None` when the flags end the
/// run before the passes (which the harnesses do not generate). Parsed
/// once per command line: with the fuzz build's debug assertions, clap's
/// checks of the command took half of each run on small inputs.
fn request(mut args: Vec<String>, name: &str) -> Option<Request> {
    args.push(name.to_string());
    thread_local! {
        static PARSED: RefCell<HashMap<Vec<String>, Option<Request>>> = RefCell::new(HashMap::new());
    }
    PARSED.with(|parsed| {
        let mut parsed = parsed.borrow_mut();
        if parsed.len() > 4096 {
            parsed.clear();
        }
        parsed
            .entry(args)
            .or_insert_with_key(|args| match cli::parse(args) {
                Ok(Parsed::Run(r)) => Some(*r),
                _ => None,
            })
            .clone()
    })
}

/// One run as the binary makes it, with its host translation and stub
/// rendered in memory; the exit status is one cufe can give.
fn run(req: &Request, source: String) -> (Outcome, Option<driver::Rendered>) {
    let result = driver::run_source_rendered(&mut Database::default(), req, source);
    assert!(matches!(result.0.exit, 0..=2), "exit status {}", result.0.exit);
    result
}

/// The whole pipeline on arbitrary bytes: the first byte picks the flags
/// (see `selected_flags`), the rest is the unit.
pub fn pipeline(data: &[u8]) {
    let Some((&selector, rest)) = data.split_first() else { return };
    let source = text(rest);
    if names_special_files(&source) {
        return;
    }
    let (flags, name) = selected_flags(selector);
    if let Some(req) = request(flags, name) {
        run(&req, source);
    }
}

/// Flags a corpus case's `// FLAGS:` line may carry into a fuzz run: the
/// CUDA modes and diagnostic controls, nothing naming a file.
fn safe_flag(flag: &str) -> bool {
    const PREFIXES: &[&str] = &["-arch", "-std", "-rdc", "--rdc", "-dc", "--extended-lambda", "--expt-", "--diag", "-w", "-D", "-U", "--host-compiler", "--no-display", "--preprocessed", "--remarks", "--promote"];
    PREFIXES.iter().any(|p| flag.starts_with(p)) && !flag.contains('/')
}

/// The pipeline on a unit written like a corpus case: a first line
/// `// FLAGS: ...` gives its flags (file-naming ones dropped), as in the
/// test suite. This is what the structure-aware target mutates.
pub fn corpus_case(data: &[u8]) {
    let source = text(data);
    if names_special_files(&source) {
        return;
    }
    let flags: Vec<String> = source
        .lines()
        .next()
        .and_then(|l| l.strip_prefix("// FLAGS:"))
        .map(|f| f.split_whitespace().filter(|f| safe_flag(f)).map(str::to_string).collect())
        .unwrap_or_default();
    let name = if flags.iter().any(|f| f == "--preprocessed") { "case.ii" } else { "case.cu" };
    if let Some(req) = request(flags, name) {
        run(&req, source);
    }
}

/// The overlay loader: the first byte picks which tables the input holds
/// (attributes, diagnostics, or both split at the first NUL). An overlay
/// that loads is used for a run on a unit that puts each added attribute
/// where attributes go.
pub fn tables(data: &[u8]) {
    let Some((&selector, rest)) = data.split_first() else { return };
    let input = text(rest);
    let (attrs, diags) = match selector % 3 {
        0 => (Some(input.as_str()), None),
        1 => (None, Some(input.as_str())),
        _ => {
            let (a, d) = input.split_once('\0').unwrap_or((input.as_str(), ""));
            (Some(a), Some(d))
        }
    };
    let source = |text| Source { file: "fuzz.ron", text };
    let Ok(merged) = load_overlay(ATTRIBUTES, DIAGNOSTICS, attrs.map(source), diags.map(source)) else { return };
    let names: Vec<String> = merged.attributes.iter().skip(ATTRIBUTES.len()).take(8).map(|r| r.name.to_string()).collect();
    let Some(mut req) = request(Vec::new(), "tables.cu") else { return };
    req.tables = TableSet::new(merged);
    run(&req, unit_using(&names));
}

/// A unit that puts each attribute on a kernel, a variable and a parameter,
/// in the spellings a user has (GNU with and without arguments, C++11).
fn unit_using(names: &[String]) -> String {
    let mut unit = String::from("constexpr int n = 4;\nint runtime;\n");
    for (i, name) in names.iter().enumerate() {
        unit += &format!(
            "__global__ void __attribute__(({name}(n))) k{i}() {{}}\n\
             __global__ void [[gnu::{name}(runtime)]] g{i}(int a, __attribute__(({name})) int b) {{}}\n\
             __device__ __attribute__(({name}(1, 2))) int v{i};\n\
             template <int N> __global__ void [[{name}(N)]] t{i}() {{}}\n\
             template __global__ void t{i}<2>();\n"
        );
    }
    unit
}

/// The persistent worker's request parser: one request line decoded as the
/// worker decodes it, and its command line parsed (not run). Arguments that
/// name files are dropped, so no flag file or table is read.
pub fn worker_request(data: &[u8]) {
    let line = text(data);
    match crate::worker::decode_line(&line) {
        Ok((_, args)) => {
            let args: Vec<String> = args.into_iter().filter(|a| !a.contains('/') && !a.starts_with('@') && !a.contains("table")).collect();
            let _ = cli::parse(&args);
        }
        Err(response) => {
            let value: serde_json::Value = serde_json::from_str(&response).unwrap_or_else(|e| panic!("error response is not JSON ({e}): {response}"));
            assert_eq!(value["exitCode"], 1, "{response}");
        }
    }
}
