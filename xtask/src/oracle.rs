//! `cargo xtask oracle`: installs the real nvcc and cudafe++ 13.5 from PyPI
//! into a venv and prints the folder that holds their binaries.
//!
//! The layout is the one `oracle/install.sh` of the shared tooling uses
//! (`<dir>/venv/lib/python3*/site-packages/nvidia/cu13/bin`), so an install
//! made by either is found by the other and reused without network.

use std::env;
use std::ffi::OsStr;
use std::fs;
use std::io;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

/// The PyPI packages that together hold nvcc, cudafe++, the CUDA headers and
/// cicc; pinned so every developer diffs against the same front end.
const PACKAGES: &[&str] = &[
    "nvidia-cuda-nvcc==13.5.37",
    "nvidia-cuda-crt==13.5.37",
    "nvidia-cuda-runtime==13.5.37",
    "nvidia-nvvm==13.5.37",
];

/// Entry point of `cargo xtask oracle`.
pub(crate) fn run(args: &[String]) -> Result<(), String> {
    if !args.is_empty() {
        return Err(format!(
            "error: unexpected arguments {args:?}\nusage: cargo xtask oracle"
        ));
    }
    match oracle_bin_dir(true)? {
        Some(bin) => {
            println!("{}", bin.display());
            Ok(())
        }
        None => Err("error: the oracle install produced no bin directory".to_string()),
    }
}

/// The folder holding the oracle's `nvcc` and `cudafe++`.
///
/// `None` when the oracle is not installed and `install` is false, so that
/// callers such as bench can go on without it instead of reaching for the
/// network. With `install`, a missing or partial install is (re)done.
pub(crate) fn oracle_bin_dir(install: bool) -> Result<Option<PathBuf>, String> {
    let dir = oracle_dir()?;
    if let Some(bin) = installed_bin_dir(&dir) {
        return Ok(Some(bin));
    }
    if !install {
        return Ok(None);
    }
    install_into(&dir)?;
    installed_bin_dir(&dir).map(Some).ok_or_else(|| {
        format!(
            "error: cudafe++ and nvcc not found under {} after pip install",
            dir.display()
        )
    })
}

/// The CUDA include directory that ships next to `bin` (cuda_runtime.h and
/// the crt headers), which nvcc passes to `gcc -E` as `-I`.
pub(crate) fn include_dir(bin: &Path) -> PathBuf {
    bin.parent().unwrap_or(bin).join("include")
}

/// `$CUFE_ORACLE_DIR`, else `${XDG_CACHE_HOME:-$HOME/.cache}/cufe-oracle`,
/// as in install.sh (an empty variable counts as unset there too).
fn oracle_dir() -> Result<PathBuf, String> {
    if let Some(dir) = non_empty_var("CUFE_ORACLE_DIR") {
        return Ok(PathBuf::from(dir));
    }
    let cache = match non_empty_var("XDG_CACHE_HOME") {
        Some(cache) => PathBuf::from(cache),
        None => non_empty_var("HOME")
            .map(|home| Path::new(&home).join(".cache"))
            .ok_or("error: neither CUFE_ORACLE_DIR nor HOME is set: cannot place the oracle")?,
    };
    Ok(cache.join("cufe-oracle"))
}

fn non_empty_var(name: &str) -> Option<String> {
    env::var(name).ok().filter(|value| !value.is_empty())
}

/// The bin directory of a complete install under `dir`, if there is one.
///
/// Like install.sh's `ls -d .../python3*/... | head -n 1`, the first
/// `python3*` in name order is taken.
fn installed_bin_dir(dir: &Path) -> Option<PathBuf> {
    let mut pythons: Vec<PathBuf> = fs::read_dir(dir.join("venv").join("lib"))
        .ok()?
        .filter_map(Result::ok)
        .filter(|entry| entry.file_name().to_string_lossy().starts_with("python3"))
        .map(|entry| entry.path())
        .collect();
    pythons.sort();
    let bin = pythons
        .into_iter()
        .map(|python| python.join("site-packages/nvidia/cu13/bin"))
        .find(|bin| bin.is_dir())?;
    let complete = is_executable(&bin.join("cudafe++")) && is_executable(&bin.join("nvcc"));
    complete.then_some(bin)
}

#[cfg(unix)]
fn is_executable(path: &Path) -> bool {
    use std::os::unix::fs::PermissionsExt;
    fs::metadata(path).is_ok_and(|meta| meta.is_file() && meta.permissions().mode() & 0o111 != 0)
}

#[cfg(not(unix))]
fn is_executable(path: &Path) -> bool {
    path.is_file()
}

/// Creates the venv and pip-installs [`PACKAGES`] into it. The tools' chatter
/// goes to stderr so that stdout carries only the bin directory.
fn install_into(dir: &Path) -> Result<(), String> {
    fs::create_dir_all(dir)
        .map_err(|error| format!("error: cannot create {}: {error}", dir.display()))?;
    let venv = dir.join("venv");
    eprintln!("installing cudafe++ 13.5 into {}", venv.display());
    run_quietly(
        Command::new("python3").args([OsStr::new("-m"), OsStr::new("venv"), venv.as_os_str()]),
        "python3 -m venv",
    )?;
    run_quietly(
        Command::new(venv.join("bin").join("pip"))
            .args(["install", "-q", "--disable-pip-version-check"])
            .args(PACKAGES),
        "pip install",
    )
}

/// Runs `command` with its stdout sent to our stderr; fails on a non-zero
/// exit or when it cannot start.
fn run_quietly(command: &mut Command, what: &str) -> Result<(), String> {
    let status = command
        .stdout(Stdio::from(io::stderr()))
        .status()
        .map_err(|error| format!("error: cannot run {what}: {error}"))?;
    if status.success() {
        Ok(())
    } else {
        Err(format!("error: {what} failed ({status})"))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_empty_dir_has_no_install() {
        let dir = env::temp_dir().join(format!("cufe-oracle-test-{}", std::process::id()));
        assert_eq!(installed_bin_dir(&dir), None);
    }

    #[test]
    fn include_dir_is_a_sibling_of_bin() {
        let bin = Path::new("/v/lib/python3.11/site-packages/nvidia/cu13/bin");
        assert_eq!(
            include_dir(bin),
            Path::new("/v/lib/python3.11/site-packages/nvidia/cu13/include")
        );
    }
}
