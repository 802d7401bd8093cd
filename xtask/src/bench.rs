//! `cargo xtask bench`: times cufe against the real cudafe++ on generated
//! translation units of growing size.
//!
//! Each unit is written by the vendored `xtask/bench/gen_tu.py` and, when the
//! oracle (`cargo xtask oracle`) and gcc are there, preprocessed with exactly
//! the `gcc -E` line nvcc runs, so cufe and cudafe++ read the same bytes. The
//! machine's speed drifts, so the tools are alternated within each round and
//! compared as ratios of medians rather than against remembered seconds.
//! cufe runs with `-o` and `--stub-file`, since cudafe++ always writes its
//! host translation and stub.

use std::env;
use std::ffi::{OsStr, OsString};
use std::fs::{self, File};
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Instant;

use crate::oracle;
use crate::project_root;

mod shapes;

const USAGE: &str = "usage: cargo xtask bench [--sizes 1k,10k,100k,300k] [--runs N] [--keep DIR] | --incremental [--size 100k] [--runs N] [--keep DIR] [--outputs-kept] | --shapes [--runs N] [--keep DIR]";
/// The unit `--incremental` times unless `--size` says otherwise.
const DEFAULT_INCREMENTAL_SIZE: usize = 100_000;
const DEFAULT_SIZES: &[usize] = &[1_000, 10_000, 100_000, 300_000];
const DEFAULT_RUNS: usize = 3;
/// The generator, relative to the workspace root; vendored so that the
/// benchmark does not depend on anything outside the repository.
const GEN_TU: &str = "xtask/bench/gen_tu.py";
/// Fixed so that every run and every developer times the same units.
const SEED: &str = "7";
/// GNU time's `-f`; the wall time is taken with [`Instant`] instead of `%e`,
/// whose 10 ms resolution is too coarse for the small units.
const TIME_FORMAT: &str = "%M";
const TIME_BIN: &str = "/usr/bin/time";
/// How much of a failing child's stderr to show.
const STDERR_HEAD_LINES: usize = 20;

/// The macros nvcc 13.5 defines for the host-side `gcc -E` (cudafe-options.md
/// section 0, for `-arch=sm_90`), in nvcc's order around `-I`/`-isystem`.
const GCC_DEFINES_BEFORE_E: &[&str] = &["-D__CUDA_ARCH_LIST__=900"];
const GCC_DEFINES_AFTER_X: &[&str] = &["-D__CUDACC__", "-D__NVCC__"];
const GCC_DEFINES_AFTER_INCLUDES: &[&str] = &[
    "-D__CUDACC_VER_MAJOR__=13",
    "-D__CUDACC_VER_MINOR__=5",
    "-D__CUDACC_VER_BUILD__=37",
    "-D__CUDA_API_VER_MAJOR__=13",
    "-D__CUDA_API_VER_MINOR__=5",
    "-D__NVCC_DIAG_PRAGMA_SUPPORT__=1",
    "-D__CUDACC_DEVICE_ATOMIC_BUILTINS__=1",
];

/// Parsed command line.
#[derive(Debug, PartialEq)]
struct Options {
    /// Target user-line counts of the generated units.
    sizes: Vec<usize>,
    /// Rounds per size; the reported time is the median.
    runs: usize,
    /// Where to leave the units and outputs; a temporary folder otherwise.
    keep: Option<PathBuf>,
    /// `--incremental`: time a persistent worker's cold run, a body edit and
    /// a line inserted at the top instead of comparing with cudafe++.
    incremental: bool,
    /// `--size`: the unit `--incremental` times.
    size: usize,
    /// `--outputs-kept`: `--incremental` leaves the last run's outputs in
    /// place (the worker then renames over them) instead of deleting them
    /// before each request as Bazel does.
    outputs_kept: bool,
    /// `--shapes`: time cufe on units stretched along one dimension each
    /// (see `shapes`) instead of comparing with cudafe++.
    shapes: bool,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            sizes: DEFAULT_SIZES.to_vec(),
            runs: DEFAULT_RUNS,
            keep: None,
            incremental: false,
            size: DEFAULT_INCREMENTAL_SIZE,
            outputs_kept: false,
            shapes: false,
        }
    }
}

/// Entry point of `cargo xtask bench`.
pub(crate) fn run(args: &[String]) -> Result<(), String> {
    let options = parse_args(args)?;
    // "cufe .cu" times the built-in preprocessor, whatever toolkit the
    // machine has: the host one costs the .ii run plus the compiler's time.
    // (Set before any thread starts.)
    env::set_var("CUFE_PREPROCESSOR", "builtin");
    let root = project_root();
    let cufe = build_cufe(&root)?;
    let work = WorkDir::create(&root, options.keep.as_deref())?;
    let setup = Setup {
        gen_tu: root.join(GEN_TU),
        cufe,
        oracle: detect_oracle()?,
        meter: Meter::detect(work.path()),
        work: work.path().to_path_buf(),
    };
    if options.incremental {
        return incremental::run(&setup, options.size, options.runs, options.outputs_kept);
    }
    if options.shapes {
        return shapes::run(&setup, options.runs);
    }
    let mut rows = Vec::new();
    let mut failures = Vec::new();
    for &size in &options.sizes {
        let unit = prepare_unit(&setup, size)?;
        rows.push(measure_unit(&setup, unit, options.runs, &mut failures));
    }
    print!("{}", results_table(&rows, &setup.meter, options.runs));
    println!();
    print!("{}", linearity_table(&rows));
    report_failures(&failures)
}

// ---------------------------------------------------------------- arguments

fn parse_args(args: &[String]) -> Result<Options, String> {
    let mut options = Options::default();
    let mut args = args.iter();
    while let Some(arg) = args.next() {
        let (flag, inline) = match arg.split_once('=') {
            Some((flag, value)) => (flag, Some(value.to_string())),
            None => (arg.as_str(), None),
        };
        let mut value = || {
            inline
                .clone()
                .or_else(|| args.next().cloned())
                .ok_or_else(|| usage_error(&format!("`{flag}` needs a value")))
        };
        match flag {
            "--sizes" => options.sizes = parse_sizes(&value()?)?,
            "--runs" => options.runs = parse_runs(&value()?)?,
            "--keep" => options.keep = Some(PathBuf::from(value()?)),
            "--size" => options.size = parse_size(&value()?)?,
            "--incremental" if inline.is_none() => options.incremental = true,
            "--outputs-kept" if inline.is_none() => options.outputs_kept = true,
            "--shapes" if inline.is_none() => options.shapes = true,
            _ => return Err(usage_error(&format!("unexpected argument `{arg}`"))),
        }
    }
    Ok(options)
}

fn usage_error(message: &str) -> String {
    format!("error: {message}\n{USAGE}")
}

/// `1k,10k,100k` → `[1000, 10000, 100000]`.
fn parse_sizes(list: &str) -> Result<Vec<usize>, String> {
    list.split(',')
        .map(|size| parse_size(size.trim()))
        .collect()
}

/// A line count: digits with an optional `k` (thousand) or `m` (million).
fn parse_size(text: &str) -> Result<usize, String> {
    let bad = || usage_error(&format!("bad size `{text}`: expected e.g. 1k, 300k, 2500"));
    let lower = text.to_ascii_lowercase();
    let (digits, scale) = match lower.as_bytes().last() {
        Some(b'k') => (&lower[..lower.len() - 1], 1_000),
        Some(b'm') => (&lower[..lower.len() - 1], 1_000_000),
        _ => (lower.as_str(), 1),
    };
    if digits.is_empty() || !digits.bytes().all(|byte| byte.is_ascii_digit()) {
        return Err(bad());
    }
    let size = digits
        .parse::<usize>()
        .ok()
        .and_then(|number| number.checked_mul(scale))
        .ok_or_else(bad)?;
    if size == 0 {
        return Err(bad());
    }
    Ok(size)
}

fn parse_runs(text: &str) -> Result<usize, String> {
    match text.parse::<usize>() {
        Ok(runs) if runs > 0 => Ok(runs),
        _ => Err(usage_error(&format!(
            "bad --runs `{text}`: expected a positive number"
        ))),
    }
}

/// The short name of a size used in file names and the table: `100k`.
fn size_label(size: usize) -> String {
    if size.is_multiple_of(1_000_000) {
        format!("{}m", size / 1_000_000)
    } else if size.is_multiple_of(1_000) {
        format!("{}k", size / 1_000)
    } else {
        size.to_string()
    }
}

// -------------------------------------------------------------------- setup

/// Everything the measurements need, found once.
struct Setup {
    gen_tu: PathBuf,
    cufe: PathBuf,
    oracle: Option<Oracle>,
    meter: Meter,
    work: PathBuf,
}

/// What it takes to produce nvcc's preprocessed unit and to run cudafe++ on
/// it: the oracle's cudafe++ and headers, and gcc.
struct Oracle {
    cudafe: PathBuf,
    include: PathBuf,
    /// cudafe++'s `--gnu_version`, which nvcc derives from the host gcc.
    gnu_version: u32,
}

/// Builds cufe as users install it (the `dist` profile: `release` with
/// whole-program optimization) and returns its path; the timings mean
/// nothing for a debug build.
fn build_cufe(root: &Path) -> Result<PathBuf, String> {
    let cargo = env::var_os("CARGO").unwrap_or_else(|| OsString::from("cargo"));
    let status = Command::new(cargo)
        .args(["build", "--profile", "dist", "-p", "cufe"])
        .current_dir(root)
        .status()
        .map_err(|error| format!("error: cannot run cargo: {error}"))?;
    if !status.success() {
        return Err(format!(
            "error: cargo build --profile dist -p cufe failed ({status})"
        ));
    }
    let cufe = target_dir(root)
        .join("dist")
        .join(format!("cufe{}", env::consts::EXE_SUFFIX));
    if cufe.is_file() {
        Ok(cufe)
    } else {
        Err(format!("error: {} missing after the build", cufe.display()))
    }
}

fn target_dir(root: &Path) -> PathBuf {
    match env::var_os("CARGO_TARGET_DIR") {
        Some(dir) => root.join(dir),
        None => root.join("target"),
    }
}

/// The oracle, or `None` with a note saying why only the raw .cu is timed.
/// Never installs: a benchmark should not reach for the network.
fn detect_oracle() -> Result<Option<Oracle>, String> {
    let Some(bin) = oracle::oracle_bin_dir(false)? else {
        eprintln!("note: no oracle (run `cargo xtask oracle`): timing cufe on the raw .cu only");
        return Ok(None);
    };
    let include = oracle::include_dir(&bin);
    if !include.join("cuda_runtime.h").is_file() {
        eprintln!(
            "note: no cuda_runtime.h in {}: timing cufe on the raw .cu only",
            include.display()
        );
        return Ok(None);
    }
    let Some(gnu_version) = gcc_gnu_version() else {
        eprintln!("note: gcc not found: timing cufe on the raw .cu only");
        return Ok(None);
    };
    Ok(Some(Oracle {
        cudafe: bin.join("cudafe++"),
        include,
        gnu_version,
    }))
}

/// gcc's version as cudafe++'s `--gnu_version` spells it (12.2.0 → 120200),
/// or `None` when gcc cannot be run.
fn gcc_gnu_version() -> Option<u32> {
    let output = Command::new("gcc").arg("-dumpfullversion").output().ok()?;
    if !output.status.success() {
        return None;
    }
    parse_gnu_version(String::from_utf8_lossy(&output.stdout).trim())
}

fn parse_gnu_version(text: &str) -> Option<u32> {
    let mut parts = text.split('.').map(str::parse::<u32>);
    let major = parts.next()?.ok()?;
    let minor = parts.next().unwrap_or(Ok(0)).ok()?;
    let patch = parts.next().unwrap_or(Ok(0)).ok()?;
    Some(major * 10_000 + minor * 100 + patch)
}

/// The folder holding the units and the tools' outputs: `--keep DIR`, kept,
/// or `target/bench/run-<pid>`, removed when the benchmark ends.
struct WorkDir {
    path: PathBuf,
    remove: bool,
}

impl WorkDir {
    fn create(root: &Path, keep: Option<&Path>) -> Result<WorkDir, String> {
        let (path, remove) = match keep {
            Some(dir) => (dir.to_path_buf(), false),
            None => (
                target_dir(root)
                    .join("bench")
                    .join(format!("run-{}", std::process::id())),
                true,
            ),
        };
        fs::create_dir_all(&path)
            .map_err(|error| format!("error: cannot create {}: {error}", path.display()))?;
        // Absolute, because the children run with it as their directory.
        let path = path
            .canonicalize()
            .map_err(|error| format!("error: cannot resolve {}: {error}", path.display()))?;
        Ok(WorkDir { path, remove })
    }

    fn path(&self) -> &Path {
        &self.path
    }
}

impl Drop for WorkDir {
    fn drop(&mut self) {
        if self.remove {
            // Best effort: a leftover folder under target/ harms nothing.
            let _ = fs::remove_dir_all(&self.path);
        }
    }
}

// -------------------------------------------------------------------- units

/// One generated translation unit.
struct Unit {
    label: String,
    /// File names, relative to the work folder (as nvcc passes them).
    cu: String,
    ii: Option<String>,
    user_lines: usize,
    preprocessed_lines: Option<usize>,
}

fn prepare_unit(setup: &Setup, size: usize) -> Result<Unit, String> {
    let label = size_label(size);
    let cu = format!("tu_{label}.cu");
    generate(setup, size, &cu)?;
    let user_lines = count_lines(&setup.work.join(&cu))?;
    let (ii, preprocessed_lines) = match &setup.oracle {
        Some(oracle) => {
            let ii = format!("tu_{label}.cpp4.ii");
            preprocess(setup, oracle, &cu, &ii)?;
            let lines = count_lines(&setup.work.join(&ii))?;
            (Some(ii), Some(lines))
        }
        None => (None, None),
    };
    eprintln!(
        "{cu}: {user_lines} lines{}",
        preprocessed_lines.map_or(String::new(), |lines| format!(", preprocessed {lines}"))
    );
    Ok(Unit {
        label,
        cu,
        ii,
        user_lines,
        preprocessed_lines,
    })
}

fn generate(setup: &Setup, size: usize, cu: &str) -> Result<(), String> {
    let mut command = Command::new("python3");
    command
        .arg(&setup.gen_tu)
        .args([
            "--lines-target",
            &size.to_string(),
            "--seed",
            SEED,
            "-o",
            cu,
        ])
        .current_dir(&setup.work);
    run_checked(&mut command, &format!("{GEN_TU} for {cu}"))
}

/// Like `generate`, returning the generator's stats line (`gen_tu: ...
/// edit_line=N ...`) from its stderr.
fn generate_with_stats(setup: &Setup, size: usize, cu: &str) -> Result<String, String> {
    let output = Command::new("python3")
        .arg(&setup.gen_tu)
        .args(["--lines-target", &size.to_string(), "--seed", SEED, "-o", cu])
        .current_dir(&setup.work)
        .output()
        .map_err(|error| format!("error: cannot run {GEN_TU} for {cu}: {error}"))?;
    let stderr = String::from_utf8_lossy(&output.stderr).into_owned();
    if !output.status.success() {
        return Err(format!("error: {GEN_TU} for {cu} failed ({})\n{}", output.status, head(&stderr)));
    }
    Ok(stderr.lines().find(|l| l.starts_with("gen_tu:")).unwrap_or("").to_string())
}

/// nvcc's host-side `gcc -E` (cudafe-options.md section 0), with the
/// oracle's headers.
fn preprocess(setup: &Setup, oracle: &Oracle, cu: &str, ii: &str) -> Result<(), String> {
    let mut command = Command::new("gcc");
    command
        .args(GCC_DEFINES_BEFORE_E)
        .args(["-E", "-x", "c++"])
        .args(GCC_DEFINES_AFTER_X)
        .arg(prefixed("-I", &oracle.include))
        .arg("-isystem")
        .arg(oracle.include.join("cccl"))
        .args(GCC_DEFINES_AFTER_INCLUDES)
        .args(["-include", "cuda_runtime.h", "-m64", cu, "-o", ii])
        .current_dir(&setup.work);
    run_checked(&mut command, &format!("gcc -E for {cu}"))
}

fn prefixed(prefix: &str, path: &Path) -> OsString {
    let mut arg = OsString::from(prefix);
    arg.push(path);
    arg
}

/// Runs a preparation step, failing with the head of its stderr.
fn run_checked(command: &mut Command, what: &str) -> Result<(), String> {
    let output = command
        .output()
        .map_err(|error| format!("error: cannot run {what}: {error}"))?;
    if output.status.success() {
        return Ok(());
    }
    Err(format!(
        "error: {what} failed ({})\n{}",
        output.status,
        head(&String::from_utf8_lossy(&output.stderr))
    ))
}

fn count_lines(path: &Path) -> Result<usize, String> {
    let bytes = fs::read(path)
        .map_err(|error| format!("error: cannot read {}: {error}", path.display()))?;
    Ok(bytes.iter().filter(|&&byte| byte == b'\n').count())
}

fn head(text: &str) -> String {
    let mut head: String = text
        .lines()
        .take(STDERR_HEAD_LINES)
        .map(|line| format!("    {line}\n"))
        .collect();
    if text.lines().count() > STDERR_HEAD_LINES {
        head += "    ...\n";
    }
    head
}

// -------------------------------------------------------------------- tools

/// The programs timed on each unit, in the order they alternate.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Tool {
    CufeIi,
    CufeCu,
    Cudafe,
}

impl Tool {
    const ALL: [Tool; 3] = [Tool::CufeIi, Tool::CufeCu, Tool::Cudafe];

    fn name(self) -> &'static str {
        match self {
            Tool::CufeIi => "cufe .ii",
            Tool::CufeCu => "cufe .cu",
            Tool::Cudafe => "cudafe++",
        }
    }

    /// For the names of the files the tool's output is captured in.
    fn tag(self) -> &'static str {
        match self {
            Tool::CufeIi => "cufe-ii",
            Tool::CufeCu => "cufe-cu",
            Tool::Cudafe => "cudafe",
        }
    }

    fn index(self) -> usize {
        self as usize
    }

    /// The command line for `unit`, or `None` when the tool cannot run on it
    /// (no preprocessed unit, no oracle).
    fn command_line(self, setup: &Setup, unit: &Unit) -> Option<Vec<OsString>> {
        match self {
            Tool::CufeIi => {
                let mut line = os_args([setup.cufe.as_os_str(), OsStr::new("--preprocessed"), OsStr::new(unit.ii.as_deref()?)]);
                line.extend(cufe_outputs(self, unit));
                Some(line)
            }
            Tool::CufeCu => {
                let mut line = os_args([setup.cufe.as_os_str(), OsStr::new(&unit.cu)]);
                line.extend(cufe_outputs(self, unit));
                Some(line)
            }
            Tool::Cudafe => {
                let oracle = setup.oracle.as_ref()?;
                Some(cudafe_command_line(
                    oracle,
                    &setup.work,
                    unit,
                    unit.ii.as_deref()?,
                ))
            }
        }
    }
}

/// `-o` and `--stub-file` for a cufe run: cudafe++ always writes its host
/// translation and stub, so cufe is timed doing the same work.
fn cufe_outputs(tool: Tool, unit: &Unit) -> Vec<OsString> {
    let stem = format!("tu_{}.{}", unit.label, tool.tag());
    ["-o".to_string(), format!("{stem}.cudafe1.cpp"), "--stub-file".to_string(), format!("{stem}.cudafe1.stub.c")]
        .into_iter()
        .map(OsString::from)
        .collect()
}

fn os_args<'a>(args: impl IntoIterator<Item = &'a OsStr>) -> Vec<OsString> {
    args.into_iter().map(OsStr::to_os_string).collect()
}

/// nvcc's cudafe++ line (cudafe-options.md section 0); the outputs land in
/// the work folder.
fn cudafe_command_line(oracle: &Oracle, work: &Path, unit: &Unit, ii: &str) -> Vec<OsString> {
    let stem = format!("tu_{}", unit.label);
    let mut line = vec![oracle.cudafe.clone().into_os_string()];
    let mut push = |arg: &str| line.push(OsString::from(arg));
    push("--c++17");
    push("--static-host-stub");
    push("--device-hidden-visibility");
    push(&format!("--gnu_version={}", oracle.gnu_version));
    push("--display_error_number");
    push("--orig_src_file_name");
    push(&unit.cu);
    push("--orig_src_path_name");
    line.push(work.join(&unit.cu).into_os_string());
    for arg in [
        "--allow_managed",
        "--m64",
        "--parse_templates",
        "--gen_c_file_name",
        &format!("{stem}.cudafe1.cpp"),
        "--stub_file_name",
        &format!("{stem}.cudafe1.stub.c"),
        "--gen_module_id_file",
        "--module_id_file_name",
        &format!("{stem}.module_id"),
        "--simt-only",
        ii,
    ] {
        line.push(OsString::from(arg));
    }
    line
}

// ------------------------------------------------------------- measurement

/// How a child's cost is measured.
enum Meter {
    /// GNU time, writing the peak RSS to this file.
    GnuTime(PathBuf),
    /// No usable `/usr/bin/time`: wall time only.
    WallOnly,
}

impl Meter {
    /// GNU time if `/usr/bin/time` is it (a BusyBox `time` rejects `-f`/`-o`).
    fn detect(work: &Path) -> Meter {
        let report = work.join("time.out");
        let works = Command::new(TIME_BIN)
            .args([OsStr::new("-f"), OsStr::new(TIME_FORMAT), OsStr::new("-o")])
            .arg(&report)
            .arg("true")
            .status()
            .is_ok_and(|status| status.success())
            && read_rss_kb(&report).is_some();
        if works {
            Meter::GnuTime(report)
        } else {
            eprintln!("note: no GNU {TIME_BIN}: peak RSS is not measured");
            Meter::WallOnly
        }
    }

    fn command(&self, line: &[OsString]) -> Option<Command> {
        let (program, args) = line.split_first()?;
        let mut command = match self {
            Meter::GnuTime(report) => {
                let mut command = Command::new(TIME_BIN);
                command
                    .args([OsStr::new("-f"), OsStr::new(TIME_FORMAT), OsStr::new("-o")])
                    .arg(report)
                    .arg(program);
                command
            }
            Meter::WallOnly => Command::new(program),
        };
        command.args(args);
        Some(command)
    }

    fn rss_kb(&self) -> Option<u64> {
        match self {
            Meter::GnuTime(report) => read_rss_kb(report),
            Meter::WallOnly => None,
        }
    }
}

/// The last line of GNU time's report; earlier lines, if any, say how the
/// child ended ("Command exited with non-zero status 1").
fn read_rss_kb(report: &Path) -> Option<u64> {
    fs::read_to_string(report)
        .ok()?
        .lines()
        .last()?
        .trim()
        .parse()
        .ok()
}

/// One timed run.
struct Sample {
    seconds: f64,
    rss_kb: Option<u64>,
}

/// A run that exited unsuccessfully.
struct Failure {
    tool: Tool,
    unit: String,
    status: String,
    stderr_head: String,
}

/// What the table shows for one tool on one unit.
enum Outcome {
    NotRun,
    Failed,
    Measured {
        median_seconds: f64,
        /// The largest over the runs: the figure that decides whether a unit
        /// fits in memory.
        peak_rss_kb: Option<u64>,
    },
}

/// A table row: one unit and each tool's outcome, indexed by [`Tool::index`].
struct Row {
    unit: Unit,
    outcomes: [Outcome; 3],
}

/// Times the tools on `unit`, alternating them within each of `runs` rounds.
/// A tool that fails once is not run again on this unit.
fn measure_unit(setup: &Setup, unit: Unit, runs: usize, failures: &mut Vec<Failure>) -> Row {
    let lines: Vec<Option<Vec<OsString>>> = Tool::ALL
        .iter()
        .map(|tool| tool.command_line(setup, &unit))
        .collect();
    let mut samples: [Vec<Sample>; 3] = Default::default();
    let mut failed = [false; 3];
    for _ in 0..runs {
        for tool in Tool::ALL {
            let Some(line) = &lines[tool.index()] else {
                continue;
            };
            if failed[tool.index()] {
                continue;
            }
            match run_once(setup, tool, &unit, line) {
                Ok(sample) => samples[tool.index()].push(sample),
                Err(failure) => {
                    failed[tool.index()] = true;
                    failures.push(failure);
                }
            }
        }
    }
    let outcomes = Tool::ALL.map(|tool| {
        if failed[tool.index()] {
            Outcome::Failed
        } else {
            summarize(&samples[tool.index()])
        }
    });
    Row { unit, outcomes }
}

/// Runs the tool once with its output captured in files of the work folder
/// (a pipe would make us a reader competing for the two cores).
fn run_once(setup: &Setup, tool: Tool, unit: &Unit, line: &[OsString]) -> Result<Sample, Failure> {
    let fail = |status: String, stderr_head: String| Failure {
        tool,
        unit: unit.cu.clone(),
        status,
        stderr_head,
    };
    let stem = format!("tu_{}.{}", unit.label, tool.tag());
    let stdout_path = setup.work.join(format!("{stem}.stdout"));
    let stderr_path = setup.work.join(format!("{stem}.stderr"));
    let files = File::create(&stdout_path).and_then(|out| Ok((out, File::create(&stderr_path)?)));
    let (stdout, stderr) =
        files.map_err(|error| fail(format!("cannot capture output: {error}"), String::new()))?;
    let mut command = setup
        .meter
        .command(line)
        .ok_or_else(|| fail("empty command line".to_string(), String::new()))?;
    command
        .current_dir(&setup.work)
        .stdout(stdout)
        .stderr(stderr);
    let start = Instant::now();
    let status = command
        .status()
        .map_err(|error| fail(format!("cannot start: {error}"), String::new()))?;
    let seconds = start.elapsed().as_secs_f64();
    if !status.success() {
        let stderr = fs::read_to_string(&stderr_path).unwrap_or_default();
        return Err(fail(status.to_string(), head(&stderr)));
    }
    Ok(Sample {
        seconds,
        rss_kb: setup.meter.rss_kb(),
    })
}

fn summarize(samples: &[Sample]) -> Outcome {
    let times: Vec<f64> = samples.iter().map(|sample| sample.seconds).collect();
    match median(&times) {
        Some(median_seconds) => Outcome::Measured {
            median_seconds,
            peak_rss_kb: samples.iter().filter_map(|sample| sample.rss_kb).max(),
        },
        None => Outcome::NotRun,
    }
}

fn median(values: &[f64]) -> Option<f64> {
    let mut sorted = values.to_vec();
    sorted.sort_by(f64::total_cmp);
    let middle = sorted.len() / 2;
    match sorted.len() {
        0 => None,
        len if len % 2 == 1 => Some(sorted[middle]),
        _ => Some((sorted[middle - 1] + sorted[middle]) / 2.0),
    }
}

// ------------------------------------------------------------------ reports

/// The caption says what the cells hold; then one row per unit.
fn results_table(rows: &[Row], meter: &Meter, runs: usize) -> String {
    let rss = match meter {
        Meter::GnuTime(_) => "peak RSS over the runs",
        Meter::WallOnly => "RSS n/a (no GNU /usr/bin/time)",
    };
    let caption = format!("median wall time of {runs} alternating run(s) / {rss}\n");
    let header = [
        "size".to_string(),
        "user lines".to_string(),
        "preprocessed lines".to_string(),
        "cufe .ii".to_string(),
        "cufe .cu".to_string(),
        "cudafe++".to_string(),
        "cudafe++/cufe .ii".to_string(),
        "RSS cufe .ii/cudafe++".to_string(),
    ];
    let body = rows
        .iter()
        .map(|row| {
            let mut cells = vec![
                row.unit.label.clone(),
                row.unit.user_lines.to_string(),
                row.unit
                    .preprocessed_lines
                    .map_or("-".to_string(), |lines| lines.to_string()),
            ];
            cells.extend(row.outcomes.iter().map(cost_cell));
            cells.push(ratio_cell(row));
            cells.push(rss_ratio_cell(row));
            cells
        })
        .collect::<Vec<_>>();
    caption + &render_table(&header, &body)
}

fn cost_cell(outcome: &Outcome) -> String {
    match outcome {
        Outcome::NotRun => "-".to_string(),
        Outcome::Failed => "FAILED".to_string(),
        Outcome::Measured {
            median_seconds,
            peak_rss_kb,
        } => {
            let rss = peak_rss_kb.map_or("n/a".to_string(), |kb| format!("{} MB", kb / 1024));
            format!("{median_seconds:.3} s / {rss}")
        }
    }
}

fn median_of(row: &Row, tool: Tool) -> Option<f64> {
    match row.outcomes[tool.index()] {
        Outcome::Measured { median_seconds, .. } => Some(median_seconds),
        _ => None,
    }
}

fn ratio_cell(row: &Row) -> String {
    match (median_of(row, Tool::Cudafe), median_of(row, Tool::CufeIi)) {
        (Some(cudafe), Some(cufe)) if cufe > 0.0 => format!("{:.1}x", cudafe / cufe),
        _ => "-".to_string(),
    }
}

fn rss_of(row: &Row, tool: Tool) -> Option<u64> {
    match row.outcomes[tool.index()] {
        Outcome::Measured { peak_rss_kb, .. } => peak_rss_kb,
        _ => None,
    }
}

/// cufe's peak RSS as a fraction of cudafe++'s: at most 1.00 is the goal.
fn rss_ratio_cell(row: &Row) -> String {
    match (rss_of(row, Tool::CufeIi), rss_of(row, Tool::Cudafe)) {
        (Some(cufe), Some(cudafe)) if cudafe > 0 => format!("{:.2}", cufe as f64 / cudafe as f64),
        _ => "-".to_string(),
    }
}

/// Milliseconds per 1000 preprocessed lines (user lines when there is no
/// preprocessed unit): flat down the column when a tool scales linearly.
fn linearity_table(rows: &[Row]) -> String {
    let mut header = vec!["size".to_string(), "ms per 1k lines of".to_string()];
    header.extend(Tool::ALL.iter().map(|tool| tool.name().to_string()));
    let body = rows
        .iter()
        .map(|row| {
            let (lines, basis) = match row.unit.preprocessed_lines {
                Some(lines) => (lines, "preprocessed"),
                None => (row.unit.user_lines, "user"),
            };
            let mut cells = vec![row.unit.label.clone(), format!("{lines} {basis}")];
            cells.extend(Tool::ALL.iter().map(|&tool| match median_of(row, tool) {
                Some(seconds) if lines > 0 => {
                    format!("{:.3}", seconds * 1000.0 / (lines as f64 / 1000.0))
                }
                _ => "-".to_string(),
            }));
            cells
        })
        .collect::<Vec<_>>();
    render_table(&header, &body)
}

/// Columns separated by two spaces; the first left-aligned, the rest (all
/// numbers) right-aligned.
fn render_table(header: &[String], body: &[Vec<String>]) -> String {
    let mut widths: Vec<usize> = header.iter().map(|cell| cell.chars().count()).collect();
    for row in body {
        for (width, cell) in widths.iter_mut().zip(row) {
            *width = (*width).max(cell.chars().count());
        }
    }
    let render_row = |cells: &[String]| {
        let mut line = String::new();
        for (column, (cell, &width)) in cells.iter().zip(&widths).enumerate() {
            if column == 0 {
                line += &format!("{cell:<width$}");
            } else {
                line += &format!("  {cell:>width$}");
            }
        }
        line.trim_end().to_string() + "\n"
    };
    let mut text = render_row(header);
    for row in body {
        text += &render_row(row);
    }
    text
}

/// Prints every failure; only cufe's make the benchmark fail, since a
/// cudafe++ failure is the oracle's problem, not a regression.
fn report_failures(failures: &[Failure]) -> Result<(), String> {
    for failure in failures {
        eprintln!(
            "\n{} failed on {} ({}); stderr:\n{}",
            failure.tool.name(),
            failure.unit,
            failure.status,
            failure.stderr_head
        );
    }
    let cufe_failures = failures
        .iter()
        .filter(|failure| failure.tool != Tool::Cudafe)
        .count();
    if cufe_failures == 0 {
        Ok(())
    } else {
        Err(format!("error: {cufe_failures} cufe run(s) failed"))
    }
}

// -------------------------------------------------------------- incremental

/// `cargo xtask bench --incremental`: what a persistent worker
/// (`cufe --persistent_worker`, Bazel's JSON protocol) buys. One worker per
/// round and per input kind answers three singleplex requests for the same
/// path: the cold run, the run after a one-line edit inside a function body
/// (the generator's `edit_line`), and the run after a blank line inserted at
/// the top (every item moves).
///
/// Before each request the outputs are deleted, as Bazel deletes an
/// action's outputs before it runs the action; `--outputs-kept` leaves them,
/// and the worker then replaces existing files (on ext4 a rename over a
/// file flushes the new one first, which costs a few milliseconds).
mod incremental {
    use super::{generate_with_stats, median, preprocess, Setup};
    use std::fs;
    use std::io::{BufRead, BufReader, Write};
    use std::path::Path;
    use std::process::{Child, ChildStdin, ChildStdout, Command, Stdio};
    use std::time::Instant;

    const STEPS: [&str; 3] = ["cold", "body edit", "insert at top"];

    pub(super) fn run(setup: &Setup, size: usize, runs: usize, outputs_kept: bool) -> Result<(), String> {
        let label = super::size_label(size);
        let cu = format!("tu_{label}.cu");
        let stats = generate_with_stats(setup, size, &cu)?;
        let edit_line = stats
            .split_whitespace()
            .find_map(|kv| kv.strip_prefix("edit_line="))
            .and_then(|v| v.parse::<usize>().ok())
            .ok_or_else(|| format!("error: the generator printed no edit_line: {stats}"))?;
        let original = fs::read_to_string(setup.work.join(&cu))
            .map_err(|e| format!("error: cannot read {cu}: {e}"))?;
        let body = edit_body(&original, edit_line)?;
        let top = format!("\n{body}");
        let variants = [original, body, top];
        eprintln!("{cu}: {} lines, body edit on line {edit_line}", variants[0].lines().count());

        // Each variant of the preprocessed unit, made from the edited .cu
        // under its own name, so the line markers are what nvcc would give.
        let ii = match &setup.oracle {
            Some(oracle) => {
                let ii = format!("tu_{label}.cpp4.ii");
                let mut texts = Vec::new();
                for (i, text) in variants.iter().enumerate() {
                    write(&setup.work.join(&cu), text)?;
                    let out = format!("tu_{label}.step{i}.ii");
                    preprocess(setup, oracle, &cu, &out)?;
                    texts.push(fs::read_to_string(setup.work.join(&out)).map_err(|e| format!("error: cannot read {out}: {e}"))?);
                }
                Some((ii, texts))
            }
            None => None,
        };

        // The worker writes the host translation and the stub, as a build
        // would have it do (and as cudafe++ always does).
        let outputs = |tag: &str| vec!["-o".to_string(), format!("tu_{label}.worker-{tag}.cudafe1.cpp"), "--stub-file".to_string(), format!("tu_{label}.worker-{tag}.cudafe1.stub.c")];
        let mut inputs: Vec<(&str, String, Vec<String>, &[String])> = vec![(".cu", cu.clone(), outputs("cu"), &variants[..])];
        if let Some((ii, texts)) = &ii {
            let mut flags = vec!["--preprocessed".to_string()];
            flags.extend(outputs("ii"));
            inputs.push((".ii", ii.clone(), flags, &texts[..]));
        }
        for (kind, path, flags, texts) in inputs {
            let mut samples: [Vec<f64>; 3] = Default::default();
            for _ in 0..runs {
                let times = round(setup, &path, &flags, texts, outputs_kept)?;
                for (s, t) in samples.iter_mut().zip(times) {
                    s.push(t);
                }
            }
            let med: Vec<f64> = samples.iter().map(|s| median(s).unwrap_or(f64::NAN)).collect();
            let outputs = if outputs_kept { "the last run's outputs kept" } else { "outputs deleted before each request, as Bazel does" };
            println!("persistent worker, {kind} ({path}, with -o and --stub-file, {outputs}), median of {runs} round(s):");
            for (i, step) in STEPS.iter().enumerate() {
                let all: Vec<String> = samples[i].iter().map(|t| format!("{t:.1}")).collect();
                let share = if i == 0 { String::new() } else { format!("  ({:.1}% of cold)", 100.0 * med[i] / med[0]) };
                println!("  {step:<14} {:>9.1} ms{share}   [{}]", med[i], all.join(", "));
            }
        }
        Ok(())
    }

    /// One round: a fresh worker, the three requests; milliseconds each.
    fn round(setup: &Setup, path: &str, flags: &[String], texts: &[String], outputs_kept: bool) -> Result<[f64; 3], String> {
        write(&setup.work.join(path), &texts[0])?;
        let mut worker = Worker::start(setup)?;
        let mut times = [0.0; 3];
        for (i, text) in texts.iter().enumerate() {
            if i > 0 {
                write(&setup.work.join(path), text)?;
            }
            if !outputs_kept {
                delete_outputs(&setup.work, flags)?;
            }
            let (ms, response) = worker.request(path, flags)?;
            let code = exit_code(&response);
            if code != Some(0) {
                let head: String = response.chars().take(2000).collect();
                return Err(format!("error: {} of {path}: exitCode {code:?}\n    {head}", STEPS[i]));
            }
            times[i] = ms;
        }
        worker.stop();
        Ok(times)
    }

    struct Worker {
        child: Child,
        stdin: Option<ChildStdin>,
        stdout: BufReader<ChildStdout>,
    }

    impl Worker {
        fn start(setup: &Setup) -> Result<Worker, String> {
            let mut child = Command::new(&setup.cufe)
                .arg("--persistent_worker")
                .current_dir(&setup.work)
                .stdin(Stdio::piped())
                .stdout(Stdio::piped())
                .stderr(Stdio::inherit())
                .spawn()
                .map_err(|e| format!("error: cannot start {} --persistent_worker: {e}", setup.cufe.display()))?;
            let stdin = child.stdin.take();
            let stdout = BufReader::new(child.stdout.take().ok_or("error: worker without stdout")?);
            Ok(Worker { child, stdin, stdout })
        }

        /// Sends one singleplex request; the wall time to its response line.
        fn request(&mut self, path: &str, flags: &[String]) -> Result<(f64, String), String> {
            let mut arguments: Vec<String> = flags.iter().map(|f| json_string(f)).collect();
            arguments.push(json_string(path));
            let request = format!("{{\"arguments\":[{}],\"requestId\":0}}\n", arguments.join(","));
            let stdin = self.stdin.as_mut().ok_or("error: worker stdin closed")?;
            let start = Instant::now();
            stdin
                .write_all(request.as_bytes())
                .and_then(|()| stdin.flush())
                .map_err(|e| format!("error: cannot write to the worker: {e}"))?;
            let mut response = String::new();
            let n = self.stdout.read_line(&mut response).map_err(|e| format!("error: cannot read the worker's response: {e}"))?;
            let ms = start.elapsed().as_secs_f64() * 1000.0;
            if n == 0 {
                return Err("error: the worker exited without answering".to_string());
            }
            Ok((ms, response))
        }

        fn stop(mut self) {
            // End of input ends the worker; wait for it so no process lingers.
            drop(self.stdin.take());
            let _ = self.child.wait();
        }
    }

    impl Drop for Worker {
        fn drop(&mut self) {
            if self.stdin.is_some() {
                drop(self.stdin.take());
                let _ = self.child.wait();
            }
        }
    }

    /// Deletes the files `-o` and `--stub-file` in `flags` name.
    fn delete_outputs(dir: &Path, flags: &[String]) -> Result<(), String> {
        let outputs = flags.windows(2).filter(|w| w[0] == "-o" || w[0] == "--stub-file").map(|w| dir.join(&w[1]));
        for path in outputs {
            match fs::remove_file(&path) {
                Err(e) if e.kind() != std::io::ErrorKind::NotFound => return Err(format!("error: cannot delete {}: {e}", path.display())),
                _ => {}
            }
        }
        Ok(())
    }

    fn write(path: &Path, text: &str) -> Result<(), String> {
        fs::write(path, text).map_err(|e| format!("error: cannot write {}: {e}", path.display()))
    }

    fn json_string(s: &str) -> String {
        let mut out = String::from("\"");
        for c in s.chars() {
            match c {
                '"' => out.push_str("\\\""),
                '\\' => out.push_str("\\\\"),
                c if (c as u32) < 0x20 => out.push_str(&format!("\\u{:04x}", c as u32)),
                c => out.push(c),
            }
        }
        out.push('"');
        out
    }

    /// The response's top-level `exitCode` (0 when absent, as protobuf's
    /// JSON omits defaults). A quote inside a string is escaped, so the key
    /// with its quotes cannot match inside `output`.
    pub(super) fn exit_code(response: &str) -> Option<i64> {
        let Some(at) = response.find("\"exitCode\"") else { return Some(0) };
        let rest = response[at + "\"exitCode\"".len()..].trim_start().strip_prefix(':')?.trim_start();
        let end = rest.find(|c: char| !(c.is_ascii_digit() || c == '-')).unwrap_or(rest.len());
        rest[..end].parse().ok()
    }

    /// The text with line `line` (1-based) edited inside its function body:
    /// the generator's `N.25f;` literal becomes `N.75f;`, any other line
    /// gets ` + 0` before its last `;`.
    pub(super) fn edit_body(text: &str, line: usize) -> Result<String, String> {
        let mut lines: Vec<&str> = text.split('\n').collect();
        let target = line.checked_sub(1).and_then(|i| lines.get(i).copied()).ok_or_else(|| format!("error: no line {line} to edit"))?;
        let edited = if let Some(head) = target.strip_suffix(".25f;") {
            format!("{head}.75f;")
        } else if let Some(semi) = target.rfind(';') {
            format!("{} + 0{}", &target[..semi], &target[semi..])
        } else {
            return Err(format!("error: line {line} has no `;` to edit: {target}"));
        };
        lines[line - 1] = &edited;
        Ok(lines.join("\n"))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn args(text: &str) -> Vec<String> {
        text.split_whitespace().map(String::from).collect()
    }

    #[test]
    fn sizes_take_k_and_m_suffixes() {
        assert_eq!(
            parse_sizes("1k,10k,100k,300k"),
            Ok(vec![1_000, 10_000, 100_000, 300_000])
        );
        assert_eq!(parse_sizes("2500, 1M"), Ok(vec![2_500, 1_000_000]));
    }

    #[test]
    fn bad_sizes_are_rejected() {
        for bad in [
            "",
            "k",
            "0",
            "0k",
            "1x",
            "-1",
            "1.5k",
            "1k,",
            "99999999999999999999m",
        ] {
            assert!(parse_sizes(bad).is_err(), "accepted `{bad}`");
        }
    }

    #[test]
    fn no_arguments_give_the_defaults() {
        assert_eq!(parse_args(&[]), Ok(Options::default()));
        assert_eq!(Options::default().sizes, [1_000, 10_000, 100_000, 300_000]);
        assert_eq!(Options::default().runs, 3);
    }

    #[test]
    fn flags_take_separate_or_inline_values() {
        let expected = Options {
            sizes: vec![1_000, 100_000],
            runs: 1,
            keep: Some(PathBuf::from("out")),
            ..Options::default()
        };
        assert_eq!(
            parse_args(&args("--sizes 1k,100k --runs 1 --keep out")),
            Ok(expected)
        );
        let inline = parse_args(&args("--sizes=1k,100k --runs=1 --keep=out"));
        assert_eq!(inline.map(|options| options.runs), Ok(1));
    }

    #[test]
    fn bad_arguments_are_rejected() {
        for bad in [
            "--runs 0", "--runs", "--sizes", "--fast", "extra", "--runs x",
        ] {
            let error = parse_args(&args(bad)).expect_err(bad);
            assert!(error.ends_with(USAGE), "{error}");
        }
    }

    #[test]
    fn shapes_is_a_flag_without_value() {
        assert_eq!(parse_args(&args("--shapes --runs 2")).map(|o| (o.shapes, o.runs)), Ok((true, 2)));
        assert!(parse_args(&args("--shapes=1")).is_err());
    }

    #[test]
    fn incremental_takes_a_size() {
        let options = parse_args(&args("--incremental --size 10k")).expect("valid");
        assert!(options.incremental);
        assert_eq!(options.size, 10_000);
        assert_eq!(parse_args(&args("--incremental")).map(|o| o.size), Ok(100_000));
        assert!(parse_args(&args("--incremental=yes")).is_err());
        assert!(parse_args(&args("--incremental --outputs-kept")).is_ok_and(|o| o.outputs_kept));
        assert!(parse_args(&args("--incremental")).is_ok_and(|o| !o.outputs_kept));
    }

    #[test]
    fn body_edit_changes_the_literal_or_appends() {
        let text = "a\n  const float scale = 3.25f;\nb\n";
        assert_eq!(incremental::edit_body(text, 2), Ok("a\n  const float scale = 3.75f;\nb\n".to_string()));
        assert_eq!(incremental::edit_body("x = f(1);\n", 1), Ok("x = f(1) + 0;\n".to_string()));
        assert!(incremental::edit_body("x\n", 5).is_err());
        assert_eq!(incremental::exit_code(r#"{"exitCode":2,"output":"a"}"#), Some(2));
        assert_eq!(incremental::exit_code(r#"{"output":"\"exitCode\":1","exitCode":0}"#), Some(0));
    }

    #[test]
    fn labels_round_trip() {
        for size in [1_000, 10_000, 300_000, 2_500, 1_000_000] {
            assert_eq!(parse_size(&size_label(size)), Ok(size));
        }
        assert_eq!(size_label(100_000), "100k");
    }

    #[test]
    fn gnu_version_as_cudafe_spells_it() {
        assert_eq!(parse_gnu_version("12.2.0"), Some(120_200));
        assert_eq!(parse_gnu_version("13"), Some(130_000));
        assert_eq!(parse_gnu_version("x"), None);
    }

    #[cfg(unix)]
    #[test]
    fn a_failing_cufe_fails_the_benchmark_with_its_stderr() {
        let work = env::temp_dir().join(format!("cufe-bench-test-{}", std::process::id()));
        fs::create_dir_all(&work).expect("temp dir");
        let setup = Setup {
            gen_tu: PathBuf::new(),
            cufe: PathBuf::from("/bin/sh"),
            oracle: None,
            meter: Meter::WallOnly,
            work: work.clone(),
        };
        fs::write(work.join("tu_1k.cu"), "echo boom >&2; exit 3\n").expect("script");
        let unit = Unit {
            label: "1k".to_string(),
            cu: "tu_1k.cu".to_string(),
            ii: None,
            user_lines: 1,
            preprocessed_lines: None,
        };
        let mut failures = Vec::new();
        let row = measure_unit(&setup, unit, 2, &mut failures);
        let _ = fs::remove_dir_all(&work);
        assert!(matches!(
            row.outcomes[Tool::CufeCu.index()],
            Outcome::Failed
        ));
        assert!(matches!(
            row.outcomes[Tool::CufeIi.index()],
            Outcome::NotRun
        ));
        assert_eq!(failures.len(), 1, "a failed tool is not run again");
        assert_eq!(failures[0].stderr_head, "    boom\n");
        assert!(report_failures(&failures).is_err());
    }

    #[test]
    fn median_of_odd_and_even_counts() {
        assert_eq!(median(&[3.0, 1.0, 2.0]), Some(2.0));
        assert_eq!(median(&[4.0, 1.0, 2.0, 3.0]), Some(2.5));
        assert_eq!(median(&[]), None);
    }
}
