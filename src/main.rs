use std::io::Write;
use std::process::ExitCode;

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    // The binary reads a .cu as nvcc would when the machine can (see
    // `toolkit`); the library's default stays machine-independent.
    cufe::toolkit::enable_detection();
    if let Some(startup_args) = cufe::cli::persistent_worker(&args) {
        let stdin = std::io::stdin().lock();
        return ExitCode::from(cufe::worker::serve(stdin, Box::new(std::io::stdout()), startup_args));
    }
    let mut db = cufe::db::Database::one_shot();
    let outcome = cufe::worker::one_shot_in(&mut db, &args, colors_stderr());
    // Not dropped: the process exits now, and freeing the memos of every
    // item one by one would only delay that.
    std::mem::forget(db);
    let _ = std::io::stdout().write_all(outcome.stdout.as_bytes());
    let _ = std::io::stderr().write_all(outcome.stderr.as_bytes());
    ExitCode::from(outcome.exit)
}

/// Whether `--color=auto` colors: stderr is a terminal and the user has
/// not asked for no color (<https://no-color.org>).
fn colors_stderr() -> bool {
    use std::io::IsTerminal;
    std::io::stderr().is_terminal() && std::env::var_os("NO_COLOR").is_none_or(|v| v.is_empty())
}

/// mimalloc: the passes allocate many small per-item structures, and the
/// system allocator's consolidation showed up in profiles. Built without
/// transparent huge pages (`no_thp` in Cargo.toml): with them, the first
/// allocations of each arena fault in 2 MiB pages the kernel zeroes, which
/// was a quarter of the run on a small unit (4.0 -> 2.9 ms), and partly
/// used huge pages raise the peak RSS of the 100k-line preprocessed unit
/// from 187 MB to 222 MB, above cudafe++'s 206 MB. The price is that unit's
/// speed: 0.62-0.67 s with them, 0.68-0.76 s without (one-shot, three runs
/// each). (mimalloc turns them off with a `prctl` that child processes
/// would inherit; cufe starts none.)
#[cfg(feature = "mimalloc")]
#[global_allocator]
static GLOBAL: mimalloc::MiMalloc = mimalloc::MiMalloc;
