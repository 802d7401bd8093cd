//! `cufe --persistent_worker` as Bazel meets it: the built binary as a child,
//! JSON requests on its stdin, one JSON response per request on its stdout.
//! The worker must answer exactly as the one-shot binary does, echo request
//! ids, answer every line (malformed ones with an error) and stay up.

use crate::support::{case_flags, cu_files, testsuite_dir};
use serde_json::{json, Value};
use std::collections::BTreeMap;
use std::io::{BufRead, BufReader, Write};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

fn repo_dir() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

/// One-shot cufe: its exit status and what it printed, stderr first (the
/// order a `WorkResponse`'s output uses).
fn one_shot(args: &[String]) -> (i64, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_cufe")).env("CUFE_PREPROCESSOR", "builtin").args(args).current_dir(repo_dir()).output().expect("cufe runs");
    let text = String::from_utf8_lossy(&out.stderr).into_owned() + &String::from_utf8_lossy(&out.stdout);
    (i64::from(out.status.code().unwrap_or(-1)), text)
}

/// A worker process with piped stdin and stdout, logs discarded.
fn spawn_worker() -> std::process::Child {
    Command::new(env!("CARGO_BIN_EXE_cufe")).env("CUFE_PREPROCESSOR", "builtin")
        .arg("--persistent_worker")
        .current_dir(repo_dir())
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("worker starts")
}

/// Feeds `lines` to a fresh worker (from a thread of its own, so a full
/// stdout pipe cannot deadlock the test), closes its stdin and returns the
/// response lines and the worker's exit status.
fn worker(lines: Vec<String>) -> (Vec<Value>, i32) {
    let mut child = spawn_worker();
    let mut stdin = child.stdin.take().expect("piped stdin");
    let feeder = std::thread::spawn(move || {
        for line in lines {
            if stdin.write_all(line.as_bytes()).and_then(|()| stdin.write_all(b"\n")).is_err() {
                break;
            }
        }
    });
    let stdout = child.stdout.take().expect("piped stdout");
    let responses: Vec<Value> = BufReader::new(stdout)
        .lines()
        .map(|l| l.expect("utf-8 response line"))
        .map(|l| serde_json::from_str(&l).unwrap_or_else(|e| panic!("response is not JSON ({e}): {l}")))
        .collect();
    feeder.join().expect("feeder thread");
    let status = child.wait().expect("worker exits");
    (responses, status.code().unwrap_or(-1))
}

fn request(id: i64, args: &[String]) -> String {
    json!({ "arguments": args, "inputs": [], "requestId": id }).to_string()
}

fn exit_code(r: &Value) -> i64 {
    r["exitCode"].as_i64().unwrap_or(0)
}

fn output(r: &Value) -> String {
    r["output"].as_str().unwrap_or("").to_string()
}

fn id(r: &Value) -> i64 {
    r["requestId"].as_i64().unwrap_or(0)
}

/// A spread of conformance cases (every area, with and without `// FLAGS:`)
/// as the command line that checks each, relative to the repository.
fn sample_cases() -> Vec<Vec<String>> {
    let root = testsuite_dir().join("conformance");
    let files = cu_files(&root);
    let step = (files.len() / 10).max(1);
    files
        .iter()
        .step_by(step)
        .map(|path| {
            let source = std::fs::read_to_string(path).expect("case is readable");
            let mut args = case_flags(&source);
            let rel = path.strip_prefix(repo_dir()).expect("case under the repository");
            args.push(rel.to_string_lossy().into_owned());
            args
        })
        .collect()
}

/// A scratch directory of this test's own under the target dir.
fn scratch(test: &str) -> PathBuf {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!("worker-{test}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("create scratch dir");
    dir
}

#[test]
fn worker_singleplex_matches_one_shot() {
    let cases = sample_cases();
    assert!(cases.len() >= 5, "too few conformance cases: {}", cases.len());
    // Each case twice: the second run reuses the kept salsa results and must
    // still print the same bytes.
    let lines: Vec<String> = cases.iter().chain(&cases).map(|args| request(0, args)).collect();
    let (responses, status) = worker(lines);
    assert_eq!(status, 0);
    assert_eq!(responses.len(), 2 * cases.len());
    for (args, r) in cases.iter().chain(&cases).zip(&responses) {
        let (exit, text) = one_shot(args);
        assert_eq!(id(r), 0);
        assert_eq!(exit_code(r), exit, "exit code differs for {args:?}");
        assert_eq!(output(r), text, "output differs for {args:?}");
    }
}

#[test]
fn worker_flagfile_and_edits_match_one_shot() {
    let dir = scratch("edits");
    let unit = dir.join("unit.cu");
    let flags = dir.join("unit.params");
    let unit_arg = unit.to_string_lossy().into_owned();
    std::fs::write(&flags, format!("-std=c++17\n{unit_arg}\n")).expect("write params");
    let versions = [
        "__device__ int f(int x) { return x + 1; }\n__global__ void k(int *p) { p[0] = f(1); }\n",
        "__host__ int f(int x) { return x + 1; }\n__global__ void k(int *p) { p[0] = f(1); }\n",
        "\n\n__host__ int f(int x) { return x + 1; }\n__global__ void k(int *p) { p[0] = f(1); }\n",
        "__device__ int f(int x) { return x + 1; }\n__global__ void k(int *p) { p[0] = f(1); }\n",
    ];
    let params = vec![format!("@{}", flags.display())];
    std::fs::write(&unit, versions[0]).expect("write unit");
    assert_eq!(one_shot(&params), one_shot(&["-std=c++17".to_string(), unit_arg]), "@flagfile differs in one-shot mode");
    // A worker sees every version in turn; each answer must be the one-shot
    // answer for the text on disk at that time, so edits are not missed.
    let mut child = spawn_worker();
    let mut stdin = child.stdin.take().expect("piped stdin");
    let mut stdout = BufReader::new(child.stdout.take().expect("piped stdout"));
    for text in versions {
        std::fs::write(&unit, text).expect("write unit");
        let expected = one_shot(&params);
        writeln!(stdin, "{}", request(0, &params)).expect("send request");
        let mut line = String::new();
        stdout.read_line(&mut line).expect("read response");
        let r: Value = serde_json::from_str(&line).expect("response is JSON");
        assert_eq!((exit_code(&r), output(&r)), expected, "after writing:\n{text}");
    }
    drop(stdin);
    assert_eq!(child.wait().expect("worker exits").code(), Some(0));
    let _ = std::fs::remove_dir_all(&dir);
}

/// A unit with kernels, a kernel template launched and instantiated, a
/// managed variable, namespaces and an anonymous namespace, and the edits
/// a worker's print caches must not be fooled by.
fn printed_versions() -> Vec<String> {
    let base = "#include <cuda_runtime.h>\n__managed__ int counter;\nnamespace {\n__global__ void hidden(int *p) { p[0] = 1; }\n}\nnamespace geo {\nstruct P { int a; };\n__global__ void scale(P p, float *x) {\n  x[0] = p.a * 1.25f;\n}\n}\ntemplate <class T> __global__ void fill(T *p, T v) { p[0] = v; }\ntemplate __global__ void fill<double>(double *, double);\nvoid host_side(float *x, int *q) {\n  geo::P p{2};\n  geo::scale<<<1, 1>>>(p, x);\n  fill<<<1, 1>>>(q, 3);\n  counter = 4;\n  hidden<<<1, 1>>>(q);\n}\n";
    vec![
        base.to_string(),
        // A device call with run-time arguments in place of an expression
        // as long: every offset kept, only the stub's temporaries change.
        base.replace("x[0] = p.a * 1.25f;", "x[0]=fminf(*x,p.a);"),
        base.to_string(),
        // A body edit that keeps every offset.
        base.replace("1.25f", "1.75f"),
        // A body edit that moves every later offset, no line.
        base.replace("counter = 4;", "counter = 4 + 0;"),
        // A space turned into a newline inside a kernel body: same offsets,
        // more lines.
        base.replace("x[0] = p.a", "x[0] =\np.a"),
        // Lines inserted at the top.
        format!("\n\n{base}"),
        // One more: every item moves, none changes (the kept texts are
        // moved to other lines).
        format!("\n\n\n{base}"),
        // Lines inserted in the middle: the items behind move.
        format!("\n\n\n{}", base.replace("namespace geo {", "\n\nnamespace geo {")),
        // A device call whose arguments are read at run time: only the
        // stub's temporaries' count changes.
        base.replace("x[0] = p.a * 1.25f;", "x[0] = fmaxf(x[1], x[2]) * p.a * 1.25f;"),
        // A kernel removed.
        base.replace("template __global__ void fill<double>(double *, double);\n", ""),
        base.to_string(),
    ]
}

#[test]
fn worker_output_files_after_edits_match_one_shot() {
    let versions = printed_versions().into_iter().map(|unit| vec![("unit.cu", unit)]).collect();
    assert_worker_matches_one_shot("printed", versions, false);
}

/// Feeds one worker `unit.cu` in each version (with the other files each
/// version writes beside it) and checks that every answer and both output
/// files equal a one-shot run's. With `fresh_outputs`, the outputs are
/// deleted before each run (as Bazel does), else the worker replaces them.
fn assert_worker_matches_one_shot(name: &str, versions: Vec<Vec<(&str, String)>>, fresh_outputs: bool) {
    let dir = scratch(name);
    let arg = |name: &str| dir.join(name).to_string_lossy().into_owned();
    let one_shot_args = vec![arg("unit.cu"), "-o".into(), arg("one.cudafe1.cpp"), "--stub-file".into(), arg("one.cudafe1.stub.c")];
    let worker_args = vec![arg("unit.cu"), "-o".into(), arg("w.cudafe1.cpp"), "--stub-file".into(), arg("w.cudafe1.stub.c")];
    let mut child = spawn_worker();
    let mut stdin = child.stdin.take().expect("piped stdin");
    let mut stdout = BufReader::new(child.stdout.take().expect("piped stdout"));
    for files in versions {
        for (file, text) in &files {
            std::fs::write(dir.join(file), text).expect("write input");
        }
        let unit = &files[0].1;
        if fresh_outputs {
            for out in ["one.cudafe1.cpp", "one.cudafe1.stub.c", "w.cudafe1.cpp", "w.cudafe1.stub.c"] {
                let _ = std::fs::remove_file(dir.join(out));
            }
        }
        let (exit, text) = one_shot(&one_shot_args);
        writeln!(stdin, "{}", request(0, &worker_args)).expect("send request");
        let mut line = String::new();
        stdout.read_line(&mut line).expect("read response");
        let r: Value = serde_json::from_str(&line).expect("response is JSON");
        assert_eq!((exit_code(&r), output(&r)), (exit, text), "after writing:\n{unit}");
        for (one, w) in [("one.cudafe1.cpp", "w.cudafe1.cpp"), ("one.cudafe1.stub.c", "w.cudafe1.stub.c")] {
            // A unit with errors writes nothing (after a fresh start, nothing
            // is there), the worker as the one-shot run.
            if !dir.join(one).exists() {
                assert!(!fresh_outputs || !dir.join(w).exists(), "{w} written after errors:\n{unit}");
                continue;
            }
            let expected = std::fs::read_to_string(dir.join(one)).expect("one-shot output");
            // The stub names the file it is included from: the same in both.
            let got = std::fs::read_to_string(dir.join(w)).expect("worker output").replace("w.cudafe1.stub.c", "one.cudafe1.stub.c");
            assert!(got == expected, "{w} differs from one-shot after writing:\n{unit}");
        }
    }
    drop(stdin);
    assert_eq!(child.wait().expect("worker exits").code(), Some(0));
    let _ = std::fs::remove_dir_all(&dir);
}

/// A unit for the built-in preprocessor's resumed runs, with a local header,
/// and its versions after edits: (unit, header).
fn preprocessed_versions() -> Vec<(String, String)> {
    let header = "#ifndef LOCAL_H\n#define LOCAL_H\n#define SCALE(x) ((x) * K)\nstruct Pt { float x, y; };\n#endif\n".to_string();
    let blank = "\n".repeat(12);
    let kernels: String = (0..40).map(|i| format!("__global__ void k{i}(float *p) {{\n  p[{i}] = SCALE(p[{i}]);\n}}\n{}", if i % 7 == 0 { &blank } else { "" })).collect();
    let base = format!("#include \"local.h\"\n#define K 2.0f\n#define TWICE(a) \\\n  ((a) + (a))\n{kernels}#if K_EXTRA\nint extra;\n#else\n__device__ int d = TWICE(3);\n#endif\n/* a\n comment */ void host_side(float *x) {{ k3<<<1, 1>>>(x); }}\n");
    let with = |unit: String| (unit, header.clone());
    vec![
        with(base.clone()),
        // A body edit.
        with(base.replace("p[20] = SCALE(p[20]);", "p[20] = SCALE(p[20]) + 1.0f;")),
        // Lines added and removed in a body.
        with(base.replace("p[21] = SCALE(p[21]);", "p[21] =\n\n SCALE(p[21]);")),
        with(base.replace("__global__ void k30(float *p) {\n", "__global__ void k30(float *p) {")),
        // Blank lines inserted below the include, and in a blank run.
        with(base.replacen("#define K 2.0f\n", "\n\n\n#define K 2.0f\n", 1)),
        with(base.replacen(&blank, &format!("{blank}\n\n"), 1)),
        // A macro defined in the middle, and one changed.
        with(base.replace("__global__ void k25", "#define K_EXTRA 1\n__global__ void k25")),
        with(base.replace("#define K 2.0f", "#define K 3.0f")),
        // A comment opened and a continued line.
        with(base.replace("p[33] = ", "/* p[33] = ")),
        with(base.replace("p[12] = SCALE(p[12]);", "p[12] = SCALE(p[12]); \\")),
        // The header changes on disk, the unit does not.
        with(base.clone()),
        (base.clone(), header.replace("(x) * K", "(x) * K * K")),
        // An unterminated conditional: an error, then fixed again.
        with(base.replace("#endif\n/* a", "/* a")),
        with(base.clone()),
    ]
}

#[test]
fn worker_preprocessed_outputs_after_edits_match_one_shot() {
    let versions = preprocessed_versions().into_iter().map(|(unit, header)| vec![("unit.cu", unit), ("local.h", header)]).collect();
    assert_worker_matches_one_shot("preprocessed", versions, true);
}

#[test]
fn worker_multiplex_echoes_ids() {
    let cases = sample_cases();
    let lines: Vec<String> = cases.iter().enumerate().map(|(i, args)| request(100 + i as i64, args)).collect();
    let (responses, status) = worker(lines);
    assert_eq!(status, 0);
    let by_id: BTreeMap<i64, &Value> = responses.iter().map(|r| (id(r), r)).collect();
    assert_eq!(by_id.len(), responses.len(), "an id was answered twice: {responses:#?}");
    assert_eq!(by_id.len(), cases.len());
    for (i, args) in cases.iter().enumerate() {
        let r = by_id.get(&(100 + i as i64)).unwrap_or_else(|| panic!("no response for request {}", 100 + i));
        assert_eq!((exit_code(r), output(r)), one_shot(args), "request {} ({args:?})", 100 + i);
    }
}

#[test]
fn worker_survives_malformed_requests() {
    let good = sample_cases().into_iter().next().expect("a conformance case");
    let (good_exit, good_text) = one_shot(&good);
    let malformed = [
        "{not json".to_string(),
        "[1, 2, 3]".to_string(),
        "42".to_string(),
        r#"{"arguments": "x.cu", "requestId": 0}"#.to_string(),
        r#"{"arguments": [1, 2]}"#.to_string(),
        r#"{"requestId": "seven"}"#.to_string(),
        request(0, &["--no-such-flag".into(), "x.cu".into()]),
        request(0, &["does/not/exist.cu".into()]),
        request(0, &["@does/not/exist.params".into()]),
        request(0, &[]),
        "\u{0}\u{1}garbage".to_string(),
    ];
    let mut lines = Vec::new();
    let mut expected_good = 0;
    for i in 0..100 {
        lines.push(malformed[i % malformed.len()].clone());
        if i % 10 == 0 {
            lines.push(request(0, &good));
            expected_good += 1;
        }
    }
    lines.push(request(0, &good));
    expected_good += 1;
    let total = lines.len();
    let (responses, status) = worker(lines);
    assert_eq!(status, 0, "EOF must end the worker cleanly");
    assert_eq!(responses.len(), total, "every request line gets exactly one response");
    let good_answers = responses.iter().filter(|r| exit_code(r) == good_exit && output(r) == good_text).count();
    assert_eq!(good_answers, expected_good);
    for r in responses.iter().filter(|r| output(r) != good_text) {
        assert_eq!(exit_code(r), 1, "{r}");
        assert!(output(r).starts_with("cufe: error: "), "{r}");
        assert_eq!(output(r).trim_end().lines().count(), 1, "one clear line: {r}");
    }
    assert_eq!(responses.last().map(output), Some(good_text), "still serving after the malformed lines");
}

#[test]
fn worker_missing_input_is_an_error_response() {
    let args = vec!["no/such/file.cu".to_string()];
    let (responses, status) = worker(vec![request(9, &args), request(0, &args)]);
    assert_eq!(status, 0);
    assert_eq!(responses.len(), 2);
    let r = responses.iter().find(|r| id(r) == 9).expect("response for request 9");
    assert_eq!(exit_code(r), 1);
    assert_eq!(output(r), "cufe: error: cannot read no/such/file.cu: No such file or directory (os error 2)\n");
    assert_eq!((exit_code(&responses[1]), output(&responses[1])), one_shot(&args));
}

#[test]
fn worker_cancel_answers_each_request_once() {
    let cases = sample_cases();
    let mut lines: Vec<String> = cases.iter().enumerate().map(|(i, args)| request(1 + i as i64, args)).collect();
    // Cancel the last request (still queued or already answered: either is
    // fine, but it gets one response) and a request that never existed (no
    // response at all).
    let last = cases.len() as i64;
    lines.push(json!({ "requestId": last, "cancel": true }).to_string());
    lines.push(json!({ "requestId": 999, "cancel": true }).to_string());
    let (responses, status) = worker(lines);
    assert_eq!(status, 0);
    assert_eq!(responses.len(), cases.len(), "{responses:#?}");
    let mut ids: Vec<i64> = responses.iter().map(id).collect();
    ids.sort_unstable();
    assert_eq!(ids, (1..=last).collect::<Vec<_>>());
    for r in responses.iter().filter(|r| r["wasCancelled"].as_bool() == Some(true)) {
        assert_eq!(id(r), last, "only the cancelled request may be answered as cancelled");
    }
}

#[test]
fn worker_reuses_salsa_results() {
    let args = sample_cases().into_iter().next().expect("a conformance case");
    let line = json!({ "arguments": args, "requestId": 0, "verbosity": 10 }).to_string();
    let mut child = Command::new(env!("CARGO_BIN_EXE_cufe")).env("CUFE_PREPROCESSOR", "builtin")
        .arg("--persistent_worker")
        .current_dir(repo_dir())
        .stdin(Stdio::piped())
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .expect("worker starts");
    let mut stdin = child.stdin.take().expect("piped stdin");
    writeln!(stdin, "{line}\n{line}").expect("send requests");
    drop(stdin);
    let out = child.wait_with_output().expect("worker exits");
    let log = String::from_utf8_lossy(&out.stderr);
    let executed: Vec<usize> = log
        .lines()
        .filter_map(|l| l.strip_suffix(" queries executed"))
        .filter_map(|l| l.rsplit(' ').next())
        .filter_map(|n| n.parse().ok())
        .collect();
    assert_eq!(executed.len(), 2, "{log}");
    assert!(executed[0] > 0, "{log}");
    assert_eq!(executed[1], 0, "the unchanged file re-ran queries: {log}");
}

/// The command line checking `nv_example.cu` with the overlay files `attrs`
/// and `diags`.
fn overlay_args(attrs: &Path, diags: &Path) -> Vec<String> {
    vec![
        "--attr-table".into(),
        attrs.display().to_string(),
        "--diag-table".into(),
        diags.display().to_string(),
        "testsuite/overlays/nv_example.cu".into(),
    ]
}

#[test]
fn worker_follows_overlay_edits() {
    let dir = scratch("overlay");
    let (attrs, diags) = (dir.join("nv_example.ron"), dir.join("nv_example.diag.ron"));
    let original = std::fs::read_to_string(testsuite_dir().join("overlays/nv_example.ron")).expect("read overlay");
    std::fs::copy(testsuite_dir().join("overlays/nv_example.diag.ron"), &diags).expect("copy diag overlay");
    let args = overlay_args(&attrs, &diags);
    let plain = vec!["testsuite/overlays/nv_example.cu".to_string()];
    let versions = [
        original.clone(),
        original.replace("max: 1024", "max: 64"),
        original.replace("SetFlag(\"nv_example\"),", "SetFlag(\"nv_example\")"),
        original.replace("(\n        name: \"nv_example\",", "(\n        name: \"nv_example\" oops,"),
        original,
    ];
    let mut child = spawn_worker();
    let mut stdin = child.stdin.take().expect("piped stdin");
    let mut stdout = BufReader::new(child.stdout.take().expect("piped stdout"));
    let mut ask = |stdin: &mut std::process::ChildStdin, args: &[String]| {
        writeln!(stdin, "{}", request(0, args)).expect("send request");
        let mut line = String::new();
        stdout.read_line(&mut line).expect("read response");
        let r: Value = serde_json::from_str(&line).expect("response is JSON");
        (exit_code(&r), output(&r))
    };
    let mut answers = Vec::new();
    for text in &versions {
        std::fs::write(&attrs, text).expect("write overlay");
        let answer = ask(&mut stdin, &args);
        assert_eq!(answer, one_shot(&args), "after writing:\n{text}");
        answers.push(answer);
        assert_eq!(ask(&mut stdin, &plain), one_shot(&plain), "without the overlay, after writing:\n{text}");
    }
    drop(stdin);
    assert_eq!(child.wait().expect("worker exits").code(), Some(0));
    assert_ne!(answers[0], answers[1], "the narrower range was not picked up");
    assert_eq!(answers[1].0, 2);
    assert_eq!(answers[3].0, 1, "a broken overlay is an error: {}", answers[3].1);
    assert!(answers[3].1.starts_with(&format!("{}:", attrs.display())), "{}", answers[3].1);
    assert_eq!(answers[0], answers[4]);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn worker_reuses_results_with_the_same_overlay() {
    let overlays = testsuite_dir().join("overlays");
    let args = overlay_args(&overlays.join("nv_example.ron"), &overlays.join("nv_example.diag.ron"));
    let line = json!({ "arguments": args, "requestId": 0, "verbosity": 10 }).to_string();
    let mut child = Command::new(env!("CARGO_BIN_EXE_cufe")).env("CUFE_PREPROCESSOR", "builtin")
        .arg("--persistent_worker")
        .current_dir(repo_dir())
        .stdin(Stdio::piped())
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .expect("worker starts");
    let mut stdin = child.stdin.take().expect("piped stdin");
    writeln!(stdin, "{line}\n{line}").expect("send requests");
    drop(stdin);
    let out = child.wait_with_output().expect("worker exits");
    let log = String::from_utf8_lossy(&out.stderr);
    let executed: Vec<usize> =
        log.lines().filter_map(|l| l.strip_suffix(" queries executed")).filter_map(|l| l.rsplit(' ').next()).filter_map(|n| n.parse().ok()).collect();
    assert_eq!(executed.len(), 2, "{log}");
    assert!(executed[0] > 0, "{log}");
    assert_eq!(executed[1], 0, "the overlay, read again, re-ran queries: {log}");
}
