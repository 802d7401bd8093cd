//! cufe's developer tasks, run as `cargo xtask <command>` (an alias in
//! `.cargo/config.toml`).
//!
//! Argument parsing is by hand: each command takes a flag or two, and a
//! dependency-free xtask builds fast.

mod bench;
mod codegen;
mod fuzz;
mod oracle;

use std::path::PathBuf;
use std::process::ExitCode;

/// A subcommand. Add one by adding a row to [`COMMANDS`].
struct Command {
    name: &'static str,
    /// Synopsis shown in the usage text, after `cargo xtask`.
    usage: &'static str,
    about: &'static str,
    /// Runs with the arguments after the command name; an `Err` is printed
    /// to stderr as is and exits with status 1.
    run: fn(&[String]) -> Result<(), String>,
}

const COMMANDS: &[Command] = &[
    Command {
        name: "codegen",
        usage: "codegen [--check]",
        about: "compile tables/*.ron into tables/src/generated/; \
                with --check, write nothing and fail if the generated files are stale",
        run: codegen::run,
    },
    Command {
        name: "oracle",
        usage: "oracle",
        about: "install the real cudafe++ 13.5 from PyPI into $CUFE_ORACLE_DIR \
                (default ~/.cache/cufe-oracle) unless there, and print its bin directory",
        run: oracle::run,
    },
    Command {
        name: "hostcheck",
        usage: "hostcheck [AREA]",
        about: "compile cufe's host translation of every valid recorded case (preprocessed by the \
                oracle's nvcc) with nvcc's host-compile flags and -fsyntax-only",
        run: hostcheck,
    },
    Command {
        name: "bench",
        usage: "bench [--sizes 1k,10k,100k,300k] [--runs N] [--keep DIR] | bench --incremental [--size 100k]",
        about: "time cufe (.ii and .cu) against cudafe++ on generated units: \
                median of N alternating runs (default 3), peak RSS, ratios",
        run: bench::run,
    },
    Command {
        name: "fuzz",
        usage: "fuzz --smoke | fuzz TARGET [LIBFUZZER ARGS...]",
        about: "run the cargo-fuzz targets of fuzz/ (nightly): --smoke runs each for a few seconds; \
                skips when cargo-fuzz or nightly is missing",
        run: fuzz::run,
    },
];

/// Runs `xtask/hostcheck.sh`: shell is the natural glue between nvcc, cufe
/// and g++ here.
fn hostcheck(args: &[String]) -> Result<(), String> {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("..");
    let status = std::process::Command::new("bash").arg(root.join("xtask/hostcheck.sh")).args(args).status().map_err(|e| format!("cannot run hostcheck.sh: {e}"))?;
    if status.success() {
        Ok(())
    } else {
        Err("hostcheck: some host translations were rejected".into())
    }
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let Some((name, rest)) = args.split_first() else {
        print!("{}", usage());
        return ExitCode::SUCCESS;
    };
    if matches!(name.as_str(), "help" | "-h" | "--help") {
        print!("{}", usage());
        return ExitCode::SUCCESS;
    }
    let Some(command) = COMMANDS.iter().find(|command| command.name == name) else {
        eprint!("error: unknown command `{name}`\n\n{}", usage());
        return ExitCode::from(2);
    };
    match (command.run)(rest) {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("{}", message.trim_end());
            ExitCode::FAILURE
        }
    }
}

fn usage() -> String {
    let width = COMMANDS
        .iter()
        .map(|command| command.usage.len())
        .max()
        .unwrap_or(0);
    let mut text = String::from("usage: cargo xtask <command>\n\ncommands:\n");
    for command in COMMANDS {
        text += &format!("    {:width$}    {}\n", command.usage, command.about);
    }
    text
}

/// The workspace root, which all paths in messages are relative to.
fn project_root() -> PathBuf {
    let xtask_dir = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    xtask_dir.parent().map_or(xtask_dir.clone(), PathBuf::from)
}
