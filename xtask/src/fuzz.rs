//! `cargo xtask fuzz`: the cargo-fuzz targets of `fuzz/`, seeded from the
//! test suite.
//!
//! `cargo xtask fuzz --smoke` runs every target for a few seconds (a check
//! that they build and run, not a campaign); `cargo xtask fuzz TARGET
//! [LIBFUZZER ARGS...]` runs one until it finds something or is stopped.
//! Both skip with a message, successfully, when cargo-fuzz or the nightly
//! toolchain is missing, so the command is safe on any machine.
//!
//! Each target's corpus is `fuzz/corpus/TARGET/` (not checked in); the
//! first run fills it from `testsuite/` in the input format the target
//! reads (see `cufe::fuzzing`). Findings land in `fuzz/artifacts/TARGET/`;
//! each one fixed becomes a test in `testsuite/fuzz_regressions.rs`.

use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;

use crate::project_root;

/// One fuzz target and how it is run.
struct Target {
    name: &'static str,
    /// `-max_len`: inputs larger than this are not tried (the corpus files
    /// are far smaller; the bound keeps each execution fast).
    max_len: usize,
    seed: fn(&Path, &Path) -> Result<(), String>,
}

const TARGETS: &[Target] = &[
    Target { name: "lexer", max_len: 8192, seed: seed_sources },
    Target { name: "parser", max_len: 8192, seed: seed_sources },
    Target { name: "pipeline", max_len: 4096, seed: seed_pipeline },
    Target { name: "pipeline_splice", max_len: 4096, seed: seed_sources },
    Target { name: "tables", max_len: 8192, seed: seed_tables },
    Target { name: "worker_request", max_len: 2048, seed: seed_worker },
];

/// Seconds each target runs under `--smoke`.
const SMOKE_SECONDS: u32 = 5;

pub(crate) fn run(args: &[String]) -> Result<(), String> {
    if let Some(reason) = missing_tools() {
        println!("skipping fuzz: {reason}");
        return Ok(());
    }
    let root = project_root();
    match args.split_first() {
        Some((flag, [])) if flag == "--smoke" => {
            build(&root, None)?;
            let mut failed = Vec::new();
            for target in TARGETS {
                println!("fuzz {} for {SMOKE_SECONDS}s", target.name);
                if let Err(e) = fuzz(&root, target, &[format!("-max_total_time={SMOKE_SECONDS}")]) {
                    eprintln!("{e}");
                    failed.push(target.name);
                }
            }
            match failed.is_empty() {
                true => Ok(()),
                false => Err(format!("error: fuzz targets failed: {} (findings in fuzz/artifacts/)", failed.join(", "))),
            }
        }
        Some((name, rest)) if !name.starts_with('-') => {
            let target = TARGETS.iter().find(|t| t.name == name).ok_or_else(|| unknown(name))?;
            build(&root, Some(target.name))?;
            fuzz(&root, target, rest)
        }
        _ => Err(format!("usage: cargo xtask fuzz --smoke | cargo xtask fuzz TARGET [LIBFUZZER ARGS...]\ntargets: {}", names())),
    }
}

fn names() -> String {
    TARGETS.iter().map(|t| t.name).collect::<Vec<_>>().join(", ")
}

fn unknown(name: &str) -> String {
    format!("error: unknown fuzz target `{name}` (targets: {})", names())
}

/// Why the fuzz targets cannot run here, if they cannot.
fn missing_tools() -> Option<String> {
    let works = |args: &[&str]| Command::new("cargo").args(args).output().is_ok_and(|o| o.status.success());
    if !works(&["+nightly", "--version"]) {
        return Some("the nightly toolchain is not installed (rustup toolchain install nightly)".to_string());
    }
    if !works(&["+nightly", "fuzz", "--version"]) {
        return Some("cargo-fuzz is not installed (cargo install cargo-fuzz)".to_string());
    }
    None
}

/// The target directory of the fuzz build: under `CARGO_TARGET_DIR` when
/// set (the fuzz build uses other compiler flags, so it gets its own
/// folder), else `fuzz/target`.
fn target_dir(root: &Path) -> PathBuf {
    match std::env::var_os("CARGO_TARGET_DIR") {
        Some(dir) => PathBuf::from(dir).join("fuzz"),
        None => root.join("fuzz").join("target"),
    }
}

/// cargo-fuzz's common flags: no sanitizer (cufe has no unsafe code of its
/// own, and without ASan the targets run about twice as fast), debug
/// assertions and overflow checks on (cargo-fuzz's default).
fn fuzz_command(root: &Path, verb: &str) -> Command {
    let mut cmd = Command::new("cargo");
    cmd.current_dir(root).args(["+nightly", "fuzz", verb, "--sanitizer", "none", "--target-dir"]).arg(target_dir(root));
    cmd
}

fn build(root: &Path, target: Option<&str>) -> Result<(), String> {
    let mut cmd = fuzz_command(root, "build");
    cmd.args(target);
    status(cmd, "cargo fuzz build")
}

fn fuzz(root: &Path, target: &Target, libfuzzer_args: &[String]) -> Result<(), String> {
    let corpus = root.join("fuzz").join("corpus").join(target.name);
    if !corpus.exists() {
        fs::create_dir_all(&corpus).map_err(|e| format!("error: cannot create {}: {e}", corpus.display()))?;
        (target.seed)(root, &corpus)?;
    }
    let mut cmd = fuzz_command(root, "run");
    cmd.arg(target.name).arg(&corpus).arg("--");
    cmd.arg(format!("-max_len={}", target.max_len)).args(["-timeout=10", "-rss_limit_mb=2048", "-print_final_stats=1"]);
    cmd.args(libfuzzer_args);
    status(cmd, &format!("fuzz target {}", target.name))
}

fn status(mut cmd: Command, what: &str) -> Result<(), String> {
    match cmd.status() {
        Ok(s) if s.success() => Ok(()),
        Ok(s) => Err(format!("error: {what} failed ({s})")),
        Err(e) => Err(format!("error: cannot run {what}: {e}")),
    }
}

/// Every file under `dir` with extension `ext`, sorted.
fn files(dir: &Path, ext: &str) -> Vec<PathBuf> {
    let mut out = Vec::new();
    let mut stack = vec![dir.to_path_buf()];
    while let Some(d) = stack.pop() {
        let Ok(entries) = fs::read_dir(&d) else { continue };
        for path in entries.flatten().map(|e| e.path()) {
            if path.is_dir() {
                stack.push(path);
            } else if path.extension().is_some_and(|x| x == ext) {
                out.push(path);
            }
        }
    }
    out.sort();
    out
}

fn write_seed(corpus: &Path, name: &str, bytes: &[u8]) -> Result<(), String> {
    let path = corpus.join(name);
    fs::write(&path, bytes).map_err(|e| format!("error: cannot write {}: {e}", path.display()))
}

/// The test suite's units, as written.
fn corpus_sources(root: &Path) -> Vec<(String, Vec<u8>)> {
    let testsuite = root.join("testsuite");
    let mut paths = files(&testsuite.join("cases"), "cu");
    paths.extend(files(&testsuite.join("conformance"), "cu"));
    paths.extend(files(&testsuite.join("overlays"), "cu"));
    paths
        .iter()
        .filter_map(|p| {
            let name = p.strip_prefix(&testsuite).ok()?.to_string_lossy().replace('/', "__");
            Some((name, fs::read(p).ok()?))
        })
        .collect()
}

fn seed_sources(root: &Path, corpus: &Path) -> Result<(), String> {
    for (name, bytes) in corpus_sources(root) {
        write_seed(corpus, &name, &bytes)?;
    }
    Ok(())
}

/// The units behind a selector byte (`cufe::fuzzing::pipeline`): each as
/// `.cu` with default flags (0), and as `.ii` with --extended-lambda (5).
fn seed_pipeline(root: &Path, corpus: &Path) -> Result<(), String> {
    for (name, bytes) in corpus_sources(root) {
        for selector in [0u8, 5] {
            let mut seed = vec![selector];
            seed.extend(&bytes);
            write_seed(corpus, &format!("{selector}-{name}"), &seed)?;
        }
    }
    Ok(())
}

/// Overlay files as they are (selector 0 attributes, 1 diagnostics), the
/// pairs that go together (selector 2, split at NUL), and rows of the
/// compiled-in tables, a few at a time.
fn seed_tables(root: &Path, corpus: &Path) -> Result<(), String> {
    let overlays = root.join("testsuite").join("overlays");
    let read = |p: &Path| fs::read(p).map_err(|e| format!("error: cannot read {}: {e}", p.display()));
    for path in files(&overlays, "ron") {
        let selector = if path.to_string_lossy().ends_with(".diag.ron") { 1u8 } else { 0 };
        let mut seed = vec![selector];
        seed.extend(read(&path)?);
        write_seed(corpus, &format!("{selector}-{}", file_name(&path)), &seed)?;
    }
    for stem in ["nv_example", "override"] {
        let (attrs, diags) = (overlays.join(format!("{stem}.ron")), overlays.join(format!("{stem}.diag.ron")));
        let mut seed = vec![2u8];
        seed.extend(read(&attrs)?);
        seed.push(0);
        seed.extend(read(&diags)?);
        write_seed(corpus, &format!("2-{stem}"), &seed)?;
    }
    for (selector, table) in [(0u8, "attributes.ron"), (1, "diagnostics.ron")] {
        let text = String::from_utf8_lossy(&read(&root.join("tables").join(table))?).into_owned();
        for (i, rows) in row_chunks(&text, 3).into_iter().take(40).enumerate() {
            let mut seed = vec![selector];
            seed.extend(format!("[\n{rows}]\n").as_bytes());
            write_seed(corpus, &format!("{selector}-{table}-{i}"), &seed)?;
        }
    }
    Ok(())
}

/// The rows of a RON table (lines starting with four spaces and `(`, up to
/// the next such line), `n` rows per chunk.
fn row_chunks(text: &str, n: usize) -> Vec<String> {
    let mut rows: Vec<String> = Vec::new();
    for line in text.lines() {
        if line.starts_with("    (") {
            rows.push(String::new());
        } else if line == "]" {
            break;
        }
        if let Some(row) = rows.last_mut() {
            row.push_str(line);
            row.push('\n');
        }
    }
    rows.chunks(n).map(|c| c.concat()).collect()
}

fn file_name(path: &Path) -> String {
    path.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default()
}

/// Work requests as Bazel writes them, and a few malformed lines.
fn seed_worker(_root: &Path, corpus: &Path) -> Result<(), String> {
    const REQUESTS: &[&str] = &[
        r#"{"arguments":["-arch=sm_90","a.cu"],"inputs":[{"path":"a.cu","digest":"abc"}],"requestId":0}"#,
        r#"{"arguments":["--extended-lambda","-std=c++20","--diag-suppress=20091,3596","k.cu"],"requestId":7,"verbosity":1}"#,
        r#"{"arguments":["--diag-format","sarif","--explain","20091"],"requestId":3}"#,
        r#"{"requestId":3,"cancel":true}"#,
        r#"{"arguments":["--help"]}"#,
        r#"{"arguments":["--version"],"sandboxDir":"sb"}"#,
        r#"{"arguments":["-Werror","all-warnings","--diag-error=20012","-o","x.cpp","--stub-file","x.stub.c","x.cu"],"requestId":9}"#,
        r#"{"arguments":["--dump-after","validate","--preprocessed","x.ii"],"requestId":-1}"#,
        r#"{"arguments":"not a list","requestId":4}"#,
        r#"[1,2,3]"#,
        r#"{"requestId":18446744073709551616}"#,
        r#"{"arguments":["--host-compiler=clang:170000","--rdc","-D","N=3","-U","M","x.cu"]}"#,
        "not json",
    ];
    for (i, line) in REQUESTS.iter().enumerate() {
        write_seed(corpus, &format!("request-{i}"), line.as_bytes())?;
    }
    Ok(())
}
