use std::io::Write;
use std::process::ExitCode;

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
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
/// system allocator's consolidation showed up in profiles. Transparent huge
/// pages stay on: without them (mimalloc's `no_thp`) a tiny unit ran 1 ms
/// faster (the kernel zeroes a 2 MiB page per arena), but the 100k-line
/// preprocessed unit ran 10% slower (0.62-0.67 s -> 0.68-0.76 s, one-shot,
/// three runs each), and nvcc hands cufe units of that size: a `.cu` with
/// its headers preprocessed is megabytes.
#[global_allocator]
static GLOBAL: mimalloc::MiMalloc = mimalloc::MiMalloc;
