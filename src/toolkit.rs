//! The host preprocessor, run the way nvcc runs it, when this machine has
//! a CUDA toolkit and a host compiler.
//!
//! cudafe++ never reads a `.cu`: nvcc first runs `gcc -E -x c++
//! -D__CUDACC__ ... -include cuda_runtime.h`, and cudafe++ reads that. The
//! built-in preprocessor reproduces it without any toolkit, but skips the
//! C++ standard library, so what a unit does with `std::vector` or
//! `std::cout` (how its operator calls print, how its kernels' parameter
//! types mangle) is unknown there. With a toolkit, cufe asks the host
//! compiler for the real preprocessed unit and reads it as `--preprocessed`
//! would: the same text cudafe++ reads, hence the same output.
//!
//! Where the toolkit is looked for, first found wins: `--cuda-path`, `CUDA_HOME`,
//! `CUDA_PATH`, the `nvcc` on `PATH`, the PyPI packages (`nvidia/cu13` or
//! `nvidia/cuda_runtime` in the site-packages of the active virtual or conda
//! environment, of the user, of the system). The host compiler is `-ccbin`'s,
//! else `gcc` on `PATH`, as nvcc's.
//!
//! Only the `cufe` binary looks (see [`enable_detection`]): a library
//! user's or a test's run stays on the built-in preprocessor, so its
//! results do not depend on what the machine has installed, unless its
//! request asks for `--preprocessor host`.

use crate::driver::{Outcome, Request};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, Ordering};

/// Which preprocessor reads a `.cu` (`--preprocessor`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Choice {
    /// The host compiler when a toolkit and a compiler are found (and
    /// detection is on), else the built-in one.
    #[default]
    Auto,
    Builtin,
    /// The host compiler; an error when there is no toolkit or compiler.
    Host,
}

impl Choice {
    pub fn parse(s: &str) -> Result<Choice, String> {
        match s {
            "auto" => Ok(Choice::Auto),
            "builtin" => Ok(Choice::Builtin),
            "host" => Ok(Choice::Host),
            other => Err(format!("unknown preprocessor '{other}' (expected auto, builtin or host)")),
        }
    }

    /// `CUFE_PREPROCESSOR`, for a build (or a test suite) that wants one
    /// preprocessor whatever the machine has; `Auto` when unset.
    pub fn from_env() -> Result<Choice, String> {
        match std::env::var("CUFE_PREPROCESSOR") {
            Ok(v) if !v.is_empty() => Choice::parse(&v).map_err(|e| format!("CUFE_PREPROCESSOR: {e}")),
            _ => Ok(Choice::Auto),
        }
    }
}

/// A toolkit's headers and the compiler that preprocesses with them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HostPreprocessor {
    pub compiler: PathBuf,
    /// The directory holding `cuda_runtime.h`.
    pub include: PathBuf,
    /// `CUDART_VERSION` split: 13050 is (13, 5).
    pub version: (u32, u32),
}

static DETECTION: AtomicBool = AtomicBool::new(false);

/// Lets `Choice::Auto` look for a toolkit in this process (the binary's
/// `main` calls it).
pub fn enable_detection() {
    DETECTION.store(true, Ordering::Relaxed);
}

/// The host preprocessor a request gets: `None` for the built-in one.
pub fn resolve(choice: Choice, ccbin: Option<&Path>, cuda_path: Option<&Path>) -> Result<Option<HostPreprocessor>, String> {
    match choice {
        Choice::Builtin => Ok(None),
        Choice::Auto if !DETECTION.load(Ordering::Relaxed) => Ok(None),
        Choice::Auto => Ok(detect(ccbin, cuda_path)),
        Choice::Host => detect(ccbin, cuda_path).map(Some).ok_or_else(|| {
            "--preprocessor host: no CUDA toolkit (--cuda-path, CUDA_HOME, CUDA_PATH, nvcc on PATH or the nvidia-cuda PyPI packages) or no host compiler (-ccbin, gcc on PATH) found".to_string()
        }),
    }
}

/// A toolkit and a compiler, when both are found.
pub fn detect(ccbin: Option<&Path>, cuda_path: Option<&Path>) -> Option<HostPreprocessor> {
    let include = toolkit_include(cuda_path)?;
    let compiler = host_compiler(ccbin)?;
    let version = runtime_version(&include).unwrap_or((13, 5));
    Some(HostPreprocessor { compiler, include, version })
}

/// The first place of the search order that holds the runtime headers.
fn toolkit_include(cuda_path: Option<&Path>) -> Option<PathBuf> {
    let env_roots = cuda_path.map(Path::to_path_buf).into_iter().chain(["CUDA_HOME", "CUDA_PATH"].into_iter().filter_map(std::env::var_os).map(PathBuf::from));
    let from_nvcc = find_on_path("nvcc").and_then(|p| std::fs::canonicalize(p).ok()).and_then(|p| Some(p.parent()?.parent()?.to_path_buf()));
    let roots = env_roots.chain(from_nvcc);
    let includes = roots.flat_map(|r| [r.join("include"), r.join("targets/x86_64-linux/include")]);
    includes.chain(pypi_includes()).find(|dir| has_runtime_headers(dir))
}

fn has_runtime_headers(dir: &Path) -> bool {
    dir.join("cuda_runtime.h").is_file() && dir.join("crt/host_defines.h").is_file()
}

/// `nvidia/cu13/include` (CUDA 13's wheels) and `nvidia/cuda_runtime/include`
/// (CUDA 12's) under each site-packages a Python install may have.
fn pypi_includes() -> Vec<PathBuf> {
    let mut prefixes: Vec<PathBuf> = ["VIRTUAL_ENV", "CONDA_PREFIX"].into_iter().filter_map(std::env::var_os).map(PathBuf::from).collect();
    if let Some(home) = std::env::var_os("HOME") {
        prefixes.push(Path::new(&home).join(".local"));
    }
    prefixes.extend(["/usr/local", "/usr"].map(PathBuf::from));
    let mut out = Vec::new();
    for prefix in prefixes {
        let Ok(entries) = std::fs::read_dir(prefix.join("lib")) else { continue };
        let mut pythons: Vec<PathBuf> = entries.flatten().map(|e| e.path()).filter(|p| p.file_name().and_then(|n| n.to_str()).is_some_and(|n| n.starts_with("python3"))).collect();
        // Newest Python first, for a deterministic choice.
        pythons.sort();
        pythons.reverse();
        for py in pythons {
            for site in ["site-packages", "dist-packages"] {
                for pkg in ["nvidia/cu13/include", "nvidia/cuda_runtime/include"] {
                    out.push(py.join(site).join(pkg));
                }
            }
        }
    }
    out
}

fn find_on_path(name: &str) -> Option<PathBuf> {
    let path = std::env::var_os("PATH")?;
    std::env::split_paths(&path).map(|d| d.join(name)).find(|p| p.is_file())
}

/// `-ccbin` (a compiler, or the directory holding `gcc`), else `gcc`.
fn host_compiler(ccbin: Option<&Path>) -> Option<PathBuf> {
    match ccbin {
        Some(p) if p.is_dir() => Some(p.join("gcc")).filter(|c| c.is_file()),
        Some(p) if p.is_file() => Some(p.to_path_buf()),
        Some(p) => find_on_path(&p.to_string_lossy()),
        None => find_on_path("gcc"),
    }
}

/// `#define CUDART_VERSION 13050` of `cuda_runtime_api.h`.
fn runtime_version(include: &Path) -> Option<(u32, u32)> {
    let text = std::fs::read_to_string(include.join("cuda_runtime_api.h")).ok()?;
    let line = text.lines().find_map(|l| l.trim().strip_prefix("#define CUDART_VERSION"))?;
    let v: u32 = line.trim().parse().ok()?;
    Some((v / 1000, v % 1000 / 10))
}

/// nvcc's arguments to the host compiler for the `.cpp4.ii` cudafe++ reads
/// (`nvcc --dryrun` shows them), for `req`.
pub fn arguments(hp: &HostPreprocessor, req: &Request) -> Vec<String> {
    let cfg = &req.config;
    let mut a = Vec::new();
    if req.explicit_std {
        a.push(format!("-std=c++{:02}", cfg.std));
    }
    a.push(format!("-D__CUDA_ARCH_LIST__={}", cfg.arch.saturating_mul(10)));
    a.extend(["-E", "-x", "c++", "-D__CUDACC__", "-D__NVCC__"].map(String::from));
    if cfg.rdc {
        a.push("-D__CUDACC_RDC__".into());
    }
    if cfg.extended_lambda {
        a.push("-D__CUDACC_EXTENDED_LAMBDA__".into());
    }
    if cfg.relaxed_constexpr {
        a.push("-D__CUDACC_RELAXED_CONSTEXPR__".into());
    }
    a.extend(req.include_dirs.iter().map(|d| format!("-I{}", d.display())));
    a.push(format!("-I{}", hp.include.display()));
    a.extend(["-isystem".to_string(), hp.include.join("cccl").display().to_string()]);
    for (name, value) in &req.defines {
        a.push("-D".into());
        a.push(value.as_ref().map_or_else(|| name.clone(), |v| format!("{name}={v}")));
    }
    for name in &req.undefines {
        a.push("-U".into());
        a.push(name.clone());
    }
    let (major, minor) = hp.version;
    // (The build number is nvcc's own; 13.5's is the one cufe matches.)
    let build = if hp.version == (13, 5) { 37 } else { 0 };
    a.extend([
        format!("-D__CUDACC_VER_MAJOR__={major}"),
        format!("-D__CUDACC_VER_MINOR__={minor}"),
        format!("-D__CUDACC_VER_BUILD__={build}"),
        format!("-D__CUDA_API_VER_MAJOR__={major}"),
        format!("-D__CUDA_API_VER_MINOR__={minor}"),
        "-D__NVCC_DIAG_PRAGMA_SUPPORT__=1".into(),
        "-D__CUDACC_DEVICE_ATOMIC_BUILTINS__=1".into(),
        "-include".into(),
        "cuda_runtime.h".into(),
        "-m64".into(),
    ]);
    a.push(req.display_name.clone());
    a
}

/// The unit as the host compiler preprocesses it; its errors (a missing
/// header) are the run's, as nvcc reports them, with the compiler's status.
pub fn preprocess(hp: &HostPreprocessor, req: &Request) -> Result<String, Outcome> {
    let output = std::process::Command::new(&hp.compiler).args(arguments(hp, req)).stdin(std::process::Stdio::null()).output();
    let output = match output {
        Ok(o) => o,
        Err(e) => return Err(Outcome { stderr: format!("cufe: error: cannot run {}: {e}\n", hp.compiler.display()), exit: 1, ..Outcome::default() }),
    };
    if !output.status.success() {
        let stderr = String::from_utf8_lossy(&output.stderr).into_owned();
        let code = output.status.code().and_then(|c| u8::try_from(c).ok()).filter(|&c| c != 0).unwrap_or(1);
        return Err(Outcome { stderr, exit: code, ..Outcome::default() });
    }
    Ok(crate::driver::text_of(output.stdout))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn choices_parse() {
        assert_eq!(Choice::parse("auto"), Ok(Choice::Auto));
        assert_eq!(Choice::parse("host"), Ok(Choice::Host));
        assert!(Choice::parse("gcc").is_err());
    }

    #[test]
    fn auto_without_detection_is_builtin() {
        // Detection is off in tests unless a test turns it on; this one
        // must not depend on the machine.
        if !DETECTION.load(Ordering::Relaxed) {
            assert_eq!(resolve(Choice::Auto, None, None), Ok(None));
        }
        assert_eq!(resolve(Choice::Builtin, None, None), Ok(None));
    }
}
