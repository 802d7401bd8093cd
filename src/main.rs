use std::io::Write;
use std::process::ExitCode;

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let request = match cufe::cli::parse(&args) {
        Ok(cufe::cli::Parsed::Run(r)) => r,
        Ok(cufe::cli::Parsed::Exit(text, code)) => {
            if code == 0 {
                print!("{text}");
            } else {
                eprint!("{text}");
            }
            return ExitCode::from(code);
        }
        Err(msg) => {
            eprintln!("cufe: error: {msg}");
            return ExitCode::from(1);
        }
    };
    let mut db = cufe::db::Database::default();
    let outcome = cufe::driver::run(&mut db, &request);
    let _ = std::io::stdout().write_all(outcome.stdout.as_bytes());
    let _ = std::io::stderr().write_all(outcome.stderr.as_bytes());
    ExitCode::from(outcome.exit)
}

/// mimalloc: the passes allocate many small per-item structures, and the
/// system allocator's consolidation showed up in profiles.
#[global_allocator]
static GLOBAL: mimalloc::MiMalloc = mimalloc::MiMalloc;
