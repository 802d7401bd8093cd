//! `cufe --persistent_worker`: Bazel's JSON worker protocol.
//!
//! Bazel starts one long-lived cufe and writes one `WorkRequest` JSON object
//! per line on its stdin; cufe answers each with one `WorkResponse` line on
//! stdout and logs only on stderr (stdout belongs to the protocol). What a
//! worker buys is the salsa database kept between requests: each input path
//! keeps its `SourceFile`, so checking a file again after a small edit
//! recomputes only the items the edit touched.
//!
//! A request is parsed by `cli::parse` and run by the driver exactly as the
//! one-shot binary runs it (`one_shot` is that path, and `main` uses it), so
//! both modes give the same exit status and diagnostic bytes.
//!
//! Requests with a non-zero `requestId` (multiplex) go to a pool of two
//! threads: reading flag files and sources and parsing the command line
//! overlap, while the salsa part runs under one lock, because setting an
//! input needs the database exclusively (a clone held by another thread would
//! have its queries cancelled). Requests with id 0 (singleplex) are answered
//! in order on the reading thread.

use crate::cli::{self, Parsed};
use crate::db::Database;
use crate::driver::{self, Outcome, Request};
use crate::render::ColorChoice;
use crate::reuse::Reuse;
use cufe_passes::db::new_source_file;
use cufe_passes::SourceFile;
use serde::{Deserialize, Serialize};
use std::collections::{HashMap, HashSet};
use std::io::{BufRead, Write};
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::path::{Path, PathBuf};
use std::sync::mpsc;
use std::sync::{Arc, Mutex, MutexGuard};

/// Threads answering multiplex requests; the machines this runs on are
/// small, and the salsa part is serialized anyway.
const POOL_SIZE: usize = 2;

/// One request as Bazel's JSON protocol spells it (camelCase). Every field is
/// optional, as in protobuf; unknown fields are ignored so a newer Bazel does
/// not break the worker.
#[derive(Debug, Default, Deserialize)]
#[serde(default, rename_all = "camelCase")]
struct WorkRequest {
    arguments: Vec<String>,
    inputs: Vec<Input>,
    request_id: i64,
    cancel: bool,
    verbosity: i64,
    sandbox_dir: String,
}

/// A declared input and its digest. cufe reads the file itself and lets
/// salsa compare texts, so the digest is only logged.
#[derive(Debug, Default, Deserialize)]
#[serde(default)]
struct Input {
    path: String,
    digest: String,
}

#[derive(Debug, Default, Serialize)]
#[serde(rename_all = "camelCase")]
struct WorkResponse {
    exit_code: i32,
    output: String,
    request_id: i64,
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    was_cancelled: bool,
}

impl WorkResponse {
    fn from_outcome(request_id: i64, outcome: Outcome) -> WorkResponse {
        // Diagnostics first: they are what a failed action shows.
        WorkResponse { exit_code: i32::from(outcome.exit), output: outcome.stderr + &outcome.stdout, request_id, was_cancelled: false }
    }

    fn error(request_id: i64, message: &str) -> WorkResponse {
        WorkResponse { exit_code: 1, output: format!("cufe: error: {message}\n"), request_id, was_cancelled: false }
    }
}

/// What survives between requests: the database and, per input path, the
/// salsa input holding that file's last text.
struct Kept {
    db: Database,
    /// Per input path, its salsa input and what the driver keeps of its
    /// items between runs.
    files: HashMap<PathBuf, (SourceFile, Reuse)>,
    /// The database records executed queries. It starts without (salsa then
    /// builds no events, which a re-run after a small edit would notice);
    /// the first verbose request replaces it by one that does.
    logged: bool,
}

impl Default for Kept {
    fn default() -> Self {
        Kept { db: Database::unlogged(), files: HashMap::new(), logged: false }
    }
}

impl Kept {
    /// Switches to a database that can log executed queries; what the old
    /// one had computed is dropped, so this request runs cold.
    fn enable_log(&mut self) {
        if !self.logged {
            *self = Kept { db: Database::default(), files: HashMap::new(), logged: true };
        }
        self.db.enable_log();
    }

    /// The database and the input and kept results of `path`.
    fn file(&mut self, path: &Path, req: &Request) -> (&mut Database, SourceFile, &mut Reuse) {
        let db = &mut self.db;
        let (file, reuse) = self.files.entry(path.to_path_buf()).or_insert_with(|| {
            let file = new_source_file(&*db, req.display_name.clone(), String::new(), req.config.clone(), req.tables.clone());
            (file, Reuse::default())
        });
        (db, *file, reuse)
    }
}

/// Everything the reading thread and the pool share.
struct Shared {
    kept: Mutex<Kept>,
    out: Mutex<Box<dyn Write + Send>>,
    /// Multiplex requests not answered yet. Whoever removes an id answers it
    /// — the pool with a result, or a cancel request with `wasCancelled` — so
    /// each request gets exactly one response.
    in_flight: Mutex<HashSet<i64>>,
    /// Arguments the worker was started with besides `--persistent_worker`:
    /// Bazel passes the action's arguments before its flag file there.
    startup_args: Vec<String>,
}

/// Locks a mutex even if a thread panicked while holding it: the data is
/// still usable (salsa recovers from a panicking query) and the worker must
/// keep serving.
fn lock<T: ?Sized>(m: &Mutex<T>) -> MutexGuard<'_, T> {
    m.lock().unwrap_or_else(|poisoned| poisoned.into_inner())
}

impl Shared {
    fn send(&self, response: &WorkResponse) {
        let line = match serde_json::to_string(response) {
            Ok(l) => l,
            Err(e) => {
                eprintln!("cufe worker: cannot encode response {}: {e}", response.request_id);
                return;
            }
        };
        let mut out = lock(&self.out);
        let written = out.write_all(line.as_bytes()).and_then(|()| out.write_all(b"\n")).and_then(|()| out.flush());
        if let Err(e) = written {
            eprintln!("cufe worker: cannot write response {}: {e}", response.request_id);
        }
    }

    /// Answers a multiplex request unless a cancel already did.
    fn answer(&self, response: &WorkResponse) {
        if lock(&self.in_flight).remove(&response.request_id) {
            self.send(response);
        }
    }

    fn is_pending(&self, id: i64) -> bool {
        lock(&self.in_flight).contains(&id)
    }
}

/// Serves requests from `input` until it ends; the exit status is 0 then.
/// `startup_args` are the command-line arguments other than
/// `--persistent_worker`, prepended to every request's.
pub fn serve(input: impl BufRead, output: Box<dyn Write + Send>, startup_args: Vec<String>) -> u8 {
    let shared = Arc::new(Shared {
        kept: Mutex::new(Kept::default()),
        out: Mutex::new(output),
        in_flight: Mutex::new(HashSet::new()),
        startup_args,
    });
    let (jobs, queue) = mpsc::channel::<WorkRequest>();
    let queue = Arc::new(Mutex::new(queue));
    let mut pool = Vec::new();
    for n in 0..POOL_SIZE {
        let (shared, queue) = (shared.clone(), queue.clone());
        let spawned = std::thread::Builder::new().name(format!("cufe-worker-{n}")).spawn(move || loop {
            // The lock is released as soon as one job is taken.
            let job = lock(&queue).recv();
            let Ok(request) = job else { break };
            if !shared.is_pending(request.request_id) {
                continue;
            }
            let response = handle(&shared, &request);
            shared.answer(&response);
        });
        match spawned {
            Ok(handle) => pool.push(handle),
            Err(e) => eprintln!("cufe worker: cannot start a thread ({e}); multiplex requests run in order"),
        }
    }

    read_requests(input, &shared, |request| {
        if pool.is_empty() {
            let response = handle(&shared, &request);
            shared.answer(&response);
        } else if let Err(mpsc::SendError(request)) = jobs.send(request) {
            shared.answer(&WorkResponse::error(request.request_id, "the worker's threads have stopped"));
        }
    });

    // End of input: let the pool answer what is queued, then stop.
    drop(jobs);
    for handle in pool {
        if handle.join().is_err() {
            eprintln!("cufe worker: a worker thread panicked");
        }
    }
    0
}

/// Reads request lines until end of input, answering singleplex requests,
/// cancels and malformed lines here and handing multiplex work to `dispatch`.
fn read_requests(mut input: impl BufRead, shared: &Shared, mut dispatch: impl FnMut(WorkRequest)) {
    let mut buf = Vec::new();
    loop {
        buf.clear();
        match input.read_until(b'\n', &mut buf) {
            Ok(0) => return,
            Ok(_) => {}
            Err(e) => {
                eprintln!("cufe worker: cannot read stdin: {e}");
                return;
            }
        }
        let line = String::from_utf8_lossy(&buf);
        let line = line.trim();
        if line.is_empty() {
            continue;
        }
        let request = match decode(line) {
            Ok(r) => r,
            Err(response) => {
                eprint!("{}", response.output);
                shared.send(&response);
                continue;
            }
        };
        if request.verbosity > 0 {
            eprintln!("cufe worker: request {} {:?}", request.request_id, request.arguments);
            for input in &request.inputs {
                eprintln!("cufe worker:   input {} {}", input.path, input.digest);
            }
        }
        let id = request.request_id;
        if request.cancel {
            // Only a request still waiting (or running) is answered as
            // cancelled; a cancel for an answered request is ignored.
            if id != 0 && lock(&shared.in_flight).remove(&id) {
                shared.send(&WorkResponse { request_id: id, was_cancelled: true, ..WorkResponse::default() });
            }
            continue;
        }
        if id == 0 {
            shared.send(&handle(shared, &request));
            continue;
        }
        if !lock(&shared.in_flight).insert(id) {
            shared.send(&WorkResponse::error(id, &format!("request {id} is already in progress")));
            continue;
        }
        dispatch(request);
    }
}

/// Parses one request line. A line that is not a well-typed request gets an
/// error response carrying its `requestId` when that much could be read.
fn decode(line: &str) -> Result<WorkRequest, WorkResponse> {
    let value: serde_json::Value =
        serde_json::from_str(line).map_err(|e| WorkResponse::error(0, &format!("malformed work request (not JSON: {e})")))?;
    let id = value.get("requestId").and_then(serde_json::Value::as_i64).unwrap_or(0);
    if !value.is_object() {
        return Err(WorkResponse::error(id, "malformed work request (not a JSON object)"));
    }
    serde_json::from_value(value).map_err(|e| WorkResponse::error(id, &format!("malformed work request ({e})")))
}

/// The id and command line of one request line, as the worker reads them
/// before running anything, or the error response it answers a malformed
/// line with (the JSON it writes). The fuzz target of the request parser
/// drives this; the worker itself goes through `decode`.
pub fn decode_line(line: &str) -> Result<(i64, Vec<String>), String> {
    match decode(line.trim()) {
        Ok(request) => Ok((request.request_id, request.arguments)),
        Err(response) => Err(serde_json::to_string(&response).unwrap_or_else(|e| format!("cannot encode response: {e}"))),
    }
}

/// Runs one request; never panics (a panic in the passes becomes an error
/// response, and the worker keeps serving).
fn handle(shared: &Shared, request: &WorkRequest) -> WorkResponse {
    let id = request.request_id;
    match catch_unwind(AssertUnwindSafe(|| run_request(shared, request))) {
        Ok(outcome) => WorkResponse::from_outcome(id, outcome),
        Err(_) => WorkResponse::error(id, "internal error while checking this request (see the worker log)"),
    }
}

fn run_request(shared: &Shared, request: &WorkRequest) -> Outcome {
    crate::timing::phase("between requests");
    let sandbox = Some(Path::new(&request.sandbox_dir)).filter(|d| !d.as_os_str().is_empty());
    let mut args = shared.startup_args.clone();
    args.extend(request.arguments.iter().cloned());
    let args = match expand_flagfiles(&args, sandbox) {
        Ok(a) => a,
        Err(message) => return error_outcome(&message),
    };
    let req = match parse_args(&args, sandbox) {
        Ok(r) => r,
        Err(outcome) => return outcome,
    };
    // In a sandbox, the paths on the command line are the sandbox's; the
    // names diagnostics print stay as written.
    let path = match sandbox {
        Some(dir) => dir.join(&req.input),
        None => req.input.clone(),
    };
    let mut req = *req;
    if let Some(dir) = sandbox {
        req.include_dirs = req.include_dirs.iter().map(|d| dir.join(d)).collect();
    }
    let source = match read_source(&req, &path) {
        Ok(s) => s,
        Err(outcome) => return outcome,
    };
    if let Err(outcome) = driver::open_outputs(&req, sandbox) {
        return outcome;
    }
    if let Some(dir) = sandbox {
        req.output = req.output.map(|o| dir.join(o));
        req.stub_file = req.stub_file.map(|s| dir.join(s));
    }
    crate::timing::phase("read input");
    let mut kept = lock(&shared.kept);
    if request.verbosity > 0 {
        kept.enable_log();
    }
    let (db, file, reuse) = kept.file(&path, &req);
    let outcome = driver::run_kept(db, &req, source, file, Some(reuse));
    driver::ensure_outputs(&req, &outcome);
    // Taken every time, so the log cannot grow once a verbose request has
    // switched it on; what it says is how much salsa had to recompute.
    let executed = kept.db.take_log();
    if request.verbosity > 0 {
        eprintln!("cufe worker: request {}: {} queries executed", request.request_id, executed.len());
    }
    outcome
}

/// A command line that does not run the passes (help, version, a bad flag)
/// as its outcome, or the request it describes. The texts and exit codes are
/// the one-shot binary's.
fn parse_args(args: &[String], dir: Option<&Path>) -> Result<Box<Request>, Outcome> {
    match cli::parse_in(args, dir) {
        Ok(Parsed::Run(r)) => Ok(r),
        Ok(Parsed::Exit(text, 0)) => Err(Outcome { stdout: text, ..Outcome::default() }),
        Ok(Parsed::Exit(text, code)) => Err(Outcome { stderr: text, exit: code, ..Outcome::default() }),
        Err(message) => Err(error_outcome(&message)),
    }
}

fn error_outcome(message: &str) -> Outcome {
    Outcome { stderr: format!("cufe: error: {message}\n"), exit: 1, ..Outcome::default() }
}

/// The source as the driver reads it (`driver::run`): lossy UTF-8, and the
/// same message when the file cannot be read.
fn read_source(req: &Request, path: &Path) -> Result<String, Outcome> {
    match std::fs::read(path) {
        Ok(bytes) => Ok(driver::text_of(bytes)),
        Err(e) => Err(Outcome { stderr: format!("cufe: error: cannot read {}: {e}\n", req.input.display()), exit: 1, ..Outcome::default() }),
    }
}

/// One-shot mode: parse, run on a fresh database, return what to print.
/// `main` and the worker's tests both go through here, so a one-shot run and
/// a worker request cannot drift apart.
pub fn one_shot(args: &[String]) -> Outcome {
    one_shot_in(&mut Database::one_shot(), args, false)
}

/// [`one_shot`] on a database the caller provides (`main` does not drop it:
/// the process ends right after, and freeing every result one by one takes
/// longer than the system reclaiming the memory), for a binary whose stderr
/// is (`terminal`) or is not a terminal: `--color=auto` colors the human
/// format only on one.
pub fn one_shot_in(db: &mut Database, args: &[String], terminal: bool) -> Outcome {
    let args = match expand_flagfiles(args, None) {
        Ok(a) => a,
        Err(message) => return error_outcome(&message),
    };
    match parse_args(&args, None) {
        Ok(mut req) => {
            if terminal && req.color == ColorChoice::Auto {
                req.color = ColorChoice::Always;
            }
            driver::run(db, &req)
        }
        Err(outcome) => outcome,
    }
}

/// Replaces each `@FILE` argument by the lines of FILE, one argument per
/// line (Bazel's `multiline` params format). A relative FILE is looked up in
/// `sandbox` when given, else in the current directory. Flag files do not
/// nest, as in Bazel.
pub fn expand_flagfiles(args: &[String], sandbox: Option<&Path>) -> Result<Vec<String>, String> {
    let mut out = Vec::with_capacity(args.len());
    for arg in args {
        let Some(name) = arg.strip_prefix('@').filter(|n| !n.is_empty()) else {
            out.push(arg.clone());
            continue;
        };
        let path = match sandbox {
            Some(dir) => dir.join(name),
            None => PathBuf::from(name),
        };
        let text = std::fs::read_to_string(&path).map_err(|e| format!("cannot read flag file {}: {e}", path.display()))?;
        out.extend(text.lines().map(|l| l.strip_suffix('\r').unwrap_or(l).to_string()));
    }
    Ok(out)
}
