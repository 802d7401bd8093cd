//! The command line: nvcc-style flags (`-arch=sm_90`, `-std=c++17`,
//! `-rdc=true`, `--expt-relaxed-constexpr`, `--extended-lambda`) and cufe's
//! own (`--dump-after`, `--stub-file`).
//!
//! nvcc spells several long options with one dash; they are rewritten to
//! two dashes before clap sees them, so both spellings work.

use crate::diagctl::{resolve, BadControl, Control, Controls};
use crate::driver::{Pass, Request};
use clap::Parser;
use cufe_passes::Config;
use std::path::PathBuf;

#[derive(Parser, Debug)]
#[command(name = "cufe", version, about = "CUDA attribute front end: cudafe++'s diagnostics for a .cu translation unit")]
struct Args {
    /// The translation unit: a .cu file, or a preprocessed unit (.ii, .i).
    input: PathBuf,
    /// Host translation to write (lowering is not implemented yet).
    #[arg(short = 'o', long = "output", value_name = "HOST.cpp")]
    output: Option<PathBuf>,
    /// Registration stub to write.
    #[arg(long = "stub-file", value_name = "STUB.c")]
    stub_file: Option<PathBuf>,
    /// GPU architecture (sm_90, compute_90).
    #[arg(long = "arch", alias = "gpu-architecture", value_name = "ARCH", default_value = "sm_90")]
    arch: String,
    /// C++ dialect (c++11 .. c++23).
    #[arg(long = "std", value_name = "DIALECT", default_value = "c++17")]
    std: String,
    /// Allow host constexpr functions from device code and back.
    #[arg(long = "expt-relaxed-constexpr", alias = "relaxed_constexpr")]
    relaxed_constexpr: bool,
    /// Accept __host__ / __device__ on lambdas.
    #[arg(long = "extended-lambda", alias = "expt-extended-lambda")]
    extended_lambda: bool,
    /// Relocatable device code (separate compilation).
    #[arg(long = "rdc", value_name = "BOOL", num_args = 0..=1, default_missing_value = "true")]
    rdc: Option<String>,
    /// Same as --rdc=true.
    #[arg(long = "dc", alias = "device-c")]
    dc: bool,
    /// Treat the input as already preprocessed (default for .ii and .i).
    #[arg(long = "preprocessed")]
    preprocessed: bool,
    /// Print the IL after a pass instead of diagnostics: scan, lookup, apply, validate.
    #[arg(long = "dump-after", value_name = "PASS")]
    dump_after: Option<String>,
    /// Include directory for the built-in preprocessor.
    #[arg(short = 'I', value_name = "DIR")]
    include: Vec<PathBuf>,
    /// Macro definition NAME or NAME=VALUE.
    #[arg(short = 'D', value_name = "NAME[=VALUE]")]
    define: Vec<String>,
    /// Name to print for the translation unit (cudafe++'s option).
    #[arg(long = "orig_src_file_name", value_name = "NAME")]
    orig_src_file_name: Option<String>,
    /// Suppress diagnostics (numbers or tags, comma-separated).
    #[arg(long = "diag-suppress", alias = "diag_suppress", value_name = "LIST")]
    diag_suppress: Vec<String>,
    /// Make diagnostics remarks.
    #[arg(long = "diag-remark", alias = "diag_remark", value_name = "LIST")]
    diag_remark: Vec<String>,
    /// Make diagnostics warnings.
    #[arg(long = "diag-warn", aliases = ["diag_warn", "diag_warning", "diag-warning"], value_name = "LIST")]
    diag_warn: Vec<String>,
    /// Make diagnostics errors.
    #[arg(long = "diag-error", alias = "diag_error", value_name = "LIST")]
    diag_error: Vec<String>,
    /// Hide all warnings.
    #[arg(short = 'w', long = "no_warnings")]
    no_warnings: bool,
    /// Treat warnings as errors (`-Werror all-warnings`).
    #[arg(long = "promote_warnings")]
    promote_warnings: bool,
    /// nvcc's `-Werror KIND`: `all-warnings` promotes every warning.
    #[arg(long = "Werror", value_name = "KIND")]
    werror: Vec<String>,
    /// Show remarks.
    #[arg(long = "remarks")]
    remarks: bool,
    /// Omit `#N-D` after warning and remark words.
    #[arg(long = "no-display-error-number", alias = "no_display_error_number")]
    no_display_error_number: bool,
    /// Print `#N-D` (the default).
    #[arg(long = "display_error_number")]
    display_error_number: bool,
    /// One line per diagnostic, no source line.
    #[arg(long = "brief_diagnostics")]
    brief_diagnostics: bool,
    /// Macro to undefine.
    #[arg(short = 'U', value_name = "NAME")]
    undefine: Vec<String>,
}

pub enum Parsed {
    Run(Box<Request>),
    /// Text to print (help and version on stdout, command-line errors on
    /// stderr) and the exit code.
    Exit(String, u8),
}

/// cudafe++'s report of a bad option, and its exit status 4.
fn command_line_error(message: &str) -> String {
    format!("Command-line error: {message}\n\n1 catastrophic error detected in this compilation.\nCompilation terminated.\n")
}

fn controls(parsed: &Args) -> Result<Controls, BadControl> {
    let mut c = Controls::default();
    c.no_warnings = parsed.no_warnings;
    c.show_remarks = parsed.remarks;
    c.promote_warnings = parsed.promote_warnings;
    c.promote_warnings |= parsed.werror.iter().any(|k| k.split(',').any(|k| k == "all-warnings"));
    let groups = [
        (&parsed.diag_suppress, Control::Suppress),
        (&parsed.diag_remark, Control::Remark),
        (&parsed.diag_warn, Control::Warning),
        (&parsed.diag_error, Control::Error),
    ];
    for (lists, control) in groups {
        for spec in lists.iter().flat_map(|l| l.split(',')).filter(|s| !s.is_empty()) {
            c.set(resolve(spec)?, control);
        }
    }
    Ok(c)
}

/// nvcc options that take one dash but are long.
const ONE_DASH_LONG: &[&str] = &["arch", "std", "rdc", "dc", "gencode", "code", "ccbin", "Werror", "gpu-architecture"];

fn normalize(args: &[String]) -> Vec<String> {
    args.iter()
        .map(|a| {
            let Some(rest) = a.strip_prefix('-').filter(|r| !r.starts_with('-')) else { return a.clone() };
            let name = rest.split('=').next().unwrap_or(rest);
            if ONE_DASH_LONG.contains(&name) {
                format!("-{a}")
            } else {
                a.clone()
            }
        })
        .collect()
}

pub fn parse(args: &[String]) -> Result<Parsed, String> {
    let mut argv = vec!["cufe".to_string()];
    argv.extend(normalize(args));
    let parsed = match Args::try_parse_from(&argv) {
        Ok(p) => p,
        Err(e) => {
            use clap::error::ErrorKind;
            return match e.kind() {
                ErrorKind::DisplayHelp | ErrorKind::DisplayVersion => Ok(Parsed::Exit(e.to_string(), 0)),
                _ => Err(e.to_string().lines().next().unwrap_or("invalid arguments").trim_start_matches("error: ").to_string()),
            };
        }
    };
    let config = Config {
        arch: parse_arch(&parsed.arch)?,
        std: parse_std(&parsed.std)?,
        relaxed_constexpr: parsed.relaxed_constexpr,
        extended_lambda: parsed.extended_lambda,
        rdc: parsed.dc || parsed.rdc.as_deref().is_some_and(|v| matches!(v, "true" | "1" | "yes")),
        ..Config::default()
    };
    let dump_after = parsed.dump_after.as_deref().map(Pass::parse).transpose()?;
    let ext = parsed.input.extension().and_then(|e| e.to_str()).unwrap_or("");
    let preprocessed = parsed.preprocessed || matches!(ext, "ii" | "i");
    let display_name = parsed.input.to_string_lossy().into_owned();
    let defines = parsed
        .define
        .iter()
        .map(|d| match d.split_once('=') {
            Some((n, v)) => (n.to_string(), Some(v.to_string())),
            None => (d.clone(), None),
        })
        .collect();
    let controls = match controls(&parsed) {
        Ok(c) => c,
        Err(bad) => return Ok(Parsed::Exit(command_line_error(&bad.message()), 4)),
    };
    Ok(Parsed::Run(Box::new(Request {
        input: parsed.input,
        display_name,
        output: parsed.output,
        stub_file: parsed.stub_file,
        config,
        dump_after,
        preprocessed,
        include_dirs: parsed.include,
        defines,
        undefines: parsed.undefine,
        orig_src_file_name: parsed.orig_src_file_name,
        controls,
        display_numbers: !parsed.no_display_error_number,
        brief: parsed.brief_diagnostics,
    })))
}

fn parse_arch(arch: &str) -> Result<u32, String> {
    let digits: String = arch
        .trim_start_matches("sm_")
        .trim_start_matches("compute_")
        .chars()
        .take_while(char::is_ascii_digit)
        .collect();
    digits.parse().map_err(|_| format!("invalid GPU architecture `{arch}` (expected e.g. sm_90)"))
}

fn parse_std(std: &str) -> Result<u32, String> {
    let v = std.trim_start_matches("c++").trim_start_matches("gnu++");
    match v {
        "03" | "98" => Ok(3),
        "11" | "0x" => Ok(11),
        "14" | "1y" => Ok(14),
        "17" | "1z" => Ok(17),
        "20" | "2a" => Ok(20),
        "23" | "2b" => Ok(23),
        _ => Err(format!("invalid C++ dialect `{std}` (expected c++11, c++14, c++17, c++20 or c++23)")),
    }
}
