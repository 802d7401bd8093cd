//! The command line: nvcc-style flags (`-arch=sm_90`, `-std=c++17`,
//! `-rdc=true`, `--expt-relaxed-constexpr`, `--extended-lambda`) and cufe's
//! own (`--dump-after`, `--stub-file`).
//!
//! nvcc spells several long options with one dash; they are rewritten to
//! two dashes before clap sees them, so both spellings work.

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
    /// Macro to undefine.
    #[arg(short = 'U', value_name = "NAME")]
    undefine: Vec<String>,
}

pub enum Parsed {
    Run(Request),
    /// Text to print on stdout (help, version) and the exit code.
    Exit(String, u8),
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
    Ok(Parsed::Run(Request {
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
    }))
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
