//! The command line as a user meets it: the binary, its exit codes and
//! its messages.

use std::path::Path;
use std::process::Command;

fn cufe(args: &[&str], dir: &Path) -> (String, String, i32) {
    let out = Command::new(env!("CARGO_BIN_EXE_cufe")).args(args).current_dir(dir).output().expect("cufe runs");
    (String::from_utf8_lossy(&out.stdout).into_owned(), String::from_utf8_lossy(&out.stderr).into_owned(), out.status.code().unwrap_or(-1))
}

/// A scratch directory of the test's own (tests run in parallel) holding
/// one file.
fn scratch(test: &str, name: &str, text: &str) -> tempdir::Dir {
    let dir = tempdir::Dir::new(test);
    std::fs::write(dir.path().join(name), text).expect("write case");
    dir
}

/// A throwaway directory under the target dir, removed on drop.
mod tempdir {
    use std::path::{Path, PathBuf};

    pub struct Dir(PathBuf);

    impl Dir {
        pub fn new(tag: &str) -> Dir {
            let base = Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!("cli-{tag}-{}", std::process::id()));
            let _ = std::fs::remove_dir_all(&base);
            std::fs::create_dir_all(&base).expect("create scratch dir");
            Dir(base)
        }

        pub fn path(&self) -> &Path {
            &self.0
        }
    }

    impl Drop for Dir {
        fn drop(&mut self) {
            let _ = std::fs::remove_dir_all(&self.0);
        }
    }
}

#[test]
fn cudafe_command_line_is_accepted() {
    let dir = scratch("cudafe_line", "a.cpp4.ii", "# 1 \"a.cu\"\n__attribute__((host)) __attribute__((global)) void k() {}\n");
    let args = [
        "--c++17", "--static-host-stub", "--device-hidden-visibility", "--gnu_version=120200", "--display_error_number",
        "--orig_src_file_name", "a.cu", "--orig_src_path_name", "/abs/a.cu", "--allow_managed", "--m64", "--parse_templates",
        "--gen_module_id_file", "--module_id_file_name", "a.module_id", "--simt-only", "a.cpp4.ii",
    ];
    let (_, stderr, code) = cufe(&args, dir.path());
    assert_eq!(code, 2, "{stderr}");
    assert!(stderr.starts_with("a.cu(1): error: illegal combination of memory qualifiers\n"), "{stderr}");
    assert!(stderr.ends_with("1 error detected in the compilation of \"a.cu\".\n"), "{stderr}");
}

#[test]
fn unknown_option_is_an_error_naming_it() {
    let dir = scratch("unknown_option", "a.cu", "int x;\n");
    let (_, stderr, code) = cufe(&["--frobnicate", "a.cu"], dir.path());
    assert_eq!(code, 1);
    assert!(stderr.contains("--frobnicate"), "{stderr}");
    assert_eq!(stderr.lines().count(), 1, "one clear line: {stderr}");
}

#[test]
fn unreadable_input_is_one_line_and_exit_1() {
    let dir = scratch("unreadable", "x.cu", "");
    let (_, stderr, code) = cufe(&["missing.cu"], dir.path());
    assert_eq!(code, 1);
    assert_eq!(stderr.lines().count(), 1, "{stderr}");
    assert!(stderr.contains("missing.cu"), "{stderr}");
}

#[test]
fn bad_diagnostic_number_is_a_command_line_error() {
    let dir = scratch("bad_number", "a.cu", "int x;\n");
    let (_, stderr, code) = cufe(&["--diag-suppress=99999", "a.cu"], dir.path());
    assert_eq!(code, 4);
    assert_eq!(
        stderr,
        "Command-line error: invalid error number in diagnostic control option: 99999\n\n1 catastrophic error detected in this compilation.\nCompilation terminated.\n"
    );
}

#[test]
fn output_is_deterministic() {
    let source = "__device__ int dv;\nvoid h() { dv = 1; }\n__global__ int k() { return 0; }\n";
    let dir = scratch("deterministic", "a.cu", source);
    let first = cufe(&["a.cu"], dir.path());
    for _ in 0..3 {
        assert_eq!(cufe(&["a.cu"], dir.path()), first);
    }
}
