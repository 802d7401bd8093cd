//! The command line as a user meets it: the binary, its exit codes and
//! its messages.

use std::path::Path;
use std::process::Command;

fn cufe(args: &[&str], dir: &Path) -> (String, String, i32) {
    let out = Command::new(env!("CARGO_BIN_EXE_cufe")).env("CUFE_PREPROCESSOR", "builtin").args(args).current_dir(dir).output().expect("cufe runs");
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

/// An architecture number past any real one (the fuzzer's
/// `sm_0000000000000000000913545071`) is a command-line error, not an
/// overflow of `__CUDA_ARCH__`.
#[test]
fn an_impossible_architecture_is_one_line_and_exit_1() {
    let dir = scratch("impossible_arch", "a.cu", "int x;\n");
    let (_, stderr, code) = cufe(&["-arch=sm_0000000000000000000913545071", "a.cu"], dir.path());
    assert_eq!(code, 1);
    assert!(stderr.contains("invalid GPU architecture"), "{stderr}");
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

#[test]
fn help_groups_options_under_headings() {
    let dir = scratch("help", "a.cu", "");
    let (stdout, stderr, code) = cufe(&["--help"], dir.path());
    assert_eq!((code, stderr.as_str()), (0, ""));
    let at = |heading: &str| stdout.find(&format!("\n{heading}:\n")).unwrap_or_else(|| panic!("no {heading}: in\n{stdout}"));
    let order = ["Inputs", "Outputs", "CUDA modes", "Diagnostics", "Daemon"].map(at);
    assert!(order.windows(2).all(|w| w[0] < w[1]), "{stdout}");
    let diagnostics = &stdout[order[3]..order[4]];
    assert!(diagnostics.contains("--explain <NUMBER|TAG>") && diagnostics.contains("--diag-suppress"), "{diagnostics}");
    assert!(stdout[order[4]..].contains("--persistent_worker"), "{stdout}");
    assert!(stdout.contains("Exit status:"), "{stdout}");
}

#[test]
fn version_names_the_cudafe_it_matches() {
    let dir = scratch("version", "a.cu", "");
    let expected = format!("cufe {} (matches cudafe++ 13.5 / nvcc 13.5.37)\n", env!("CARGO_PKG_VERSION"));
    for flag in ["--version", "-V"] {
        assert_eq!(cufe(&[flag], dir.path()), (expected.clone(), String::new(), 0), "{flag}");
    }
}

#[test]
fn tool_errors_are_one_line_and_exit_1() {
    let dir = scratch("tool_errors", "a.cu", "__device__ int x;\n");
    std::fs::create_dir_all(dir.path().join("subdir")).expect("create subdir");
    let cases: [(&[&str], &str); 6] = [
        (&[], "cufe: error: no input file (usage: cufe [OPTIONS] FILE.cu; see cufe --help)"),
        (&["a.cu", "b.cu"], "cufe: error: unexpected argument `b.cu`"),
        (&["--frobnicate", "a.cu"], "cufe: error: unknown option `--frobnicate` (see cufe --help)"),
        (&["--arch"], "cufe: error: a value is required for '--arch <ARCH>'"),
        (&["-o", "no/such/dir/a.cpp", "a.cu"], "cufe: error: cannot write no/such/dir/a.cpp: "),
        (&["a.cu", "--stub-file", "subdir"], "cufe: error: cannot write subdir: "),
    ];
    for (args, start) in cases {
        let (stdout, stderr, code) = cufe(args, dir.path());
        assert_eq!(code, 1, "{args:?}: {stderr}");
        assert!(stdout.is_empty(), "{args:?}: {stdout}");
        assert_eq!(stderr.lines().count(), 1, "{args:?}: one line: {stderr}");
        assert!(stderr.starts_with(start), "{args:?}: {stderr}");
    }
}

/// As cudafe++: a unit with errors leaves no host translation or stub
/// behind (no empty file a later step could take for a translation).
#[test]
fn no_outputs_after_errors() {
    let dir = scratch("outputs", "a.cu", "__global__ int k() { return 0; }\n");
    let (_, stderr, code) = cufe(&["a.cu", "-o", "a.cudafe1.cpp", "--stub-file", "a.stub.c"], dir.path());
    assert_eq!(code, 2, "{stderr}");
    assert!(!dir.path().join("a.cudafe1.cpp").exists() && !dir.path().join("a.stub.c").exists());
}

#[test]
fn explain_accepts_the_printed_number_the_internal_number_and_the_tag() {
    let dir = scratch("explain", "a.cu", "");
    let (text, stderr, code) = cufe(&["--explain", "20091"], dir.path());
    assert_eq!((code, stderr.as_str()), (0, ""));
    assert!(text.starts_with("#20091 device_var_read_in_host (internal number 3675): warning\n"), "{text}");
    assert!(text.contains("\nExample (cufe a.cu):\n") && text.contains("\nFixed:\n"), "{text}");
    for key in ["3675", "device_var_read_in_host", "#20091-D"] {
        assert_eq!(cufe(&["--explain", key], dir.path()).0, text, "{key}");
    }
    // Numbers below 3584 print as they are.
    assert!(cufe(&["--explain", "1835"], dir.path()).0.starts_with("#1835 wrong_entity_for_attribute: warning\n"));
}

#[test]
fn explain_of_an_unknown_name_is_one_line_and_exit_1() {
    let dir = scratch("explain_unknown", "a.cu", "");
    for (key, message) in [
        ("no_such_tag", "cufe: error: `no_such_tag` is not a diagnostic number or tag of cudafe++ 13.5\n"),
        ("19999", "cufe: error: `19999` is not a diagnostic number or tag of cudafe++ 13.5\n"),
        (
            "last_line_incomplete",
            "cufe: error: diagnostic 1 (last_line_incomplete) is in cudafe++'s table but cufe never reports it, so it has no explanation\n",
        ),
    ] {
        assert_eq!(cufe(&["--explain", key], dir.path()), (String::new(), message.to_string(), 1), "{key}");
    }
}

/// An output that is not a regular file is written through, not replaced:
/// a rename would put a plain file where a symbolic link (or `/dev/null`,
/// or a FIFO) was.
#[test]
fn outputs_that_are_links_are_written_through() {
    let dir = scratch("links", "k.cu", "__global__ void k(int *p) { *p = 1; }\n");
    std::fs::write(dir.path().join("real.cpp"), "old").expect("write target");
    std::os::unix::fs::symlink("real.cpp", dir.path().join("k.cpp")).expect("make link");
    let (_, stderr, code) = cufe(&["k.cu", "-o", "k.cpp", "--stub-file", "k.stub.c"], dir.path());
    assert_eq!(code, 0, "{stderr}");
    let link = std::fs::symlink_metadata(dir.path().join("k.cpp")).expect("link stays");
    assert!(link.file_type().is_symlink(), "the link was replaced by a file");
    let written = std::fs::read_to_string(dir.path().join("real.cpp")).expect("read target");
    assert!(written.contains("void k(int *p)"), "the translation went through the link: {written}");
}

/// A toolkit folder (the headers `--preprocessor host` looks for) and a
/// host compiler standing in for gcc: it records its arguments and prints
/// the unit `a.cu` preprocessed, or fails as gcc does on a missing header.
fn fake_toolkit(test: &str, fail: bool) -> tempdir::Dir {
    let dir = tempdir::Dir::new(test);
    let inc = dir.path().join("cuda/include");
    std::fs::create_dir_all(inc.join("crt")).expect("toolkit dirs");
    std::fs::write(inc.join("cuda_runtime.h"), "").expect("header");
    std::fs::write(inc.join("crt/host_defines.h"), "").expect("header");
    std::fs::write(inc.join("cuda_runtime_api.h"), "#define CUDART_VERSION 13050\n").expect("header");
    let unit = "# 1 \"a.cu\"\n# 1 \"<built-in>\"\n# 1 \"<command-line>\"\n# 1 \"a.cu\"\n__attribute__((device)) int dv;\nvoid h() { dv = 1; }\n";
    let body = if fail {
        "echo 'a.cu:1:10: fatal error: nope.h: No such file or directory' >&2\nexit 1\n".to_string()
    } else {
        format!("printf '%s\\n' \"$@\" > args.txt\ncat <<'UNIT'\n{unit}UNIT\n")
    };
    let cc = dir.path().join("fakecc");
    std::fs::write(&cc, format!("#!/bin/sh\n{body}")).expect("compiler");
    let mut perms = std::fs::metadata(&cc).expect("compiler").permissions();
    std::os::unix::fs::PermissionsExt::set_mode(&mut perms, 0o755);
    std::fs::set_permissions(&cc, perms).expect("chmod");
    std::fs::write(dir.path().join("a.cu"), "#include <nope.h>\n__device__ int dv;\nvoid h() { dv = 1; }\n").expect("case");
    dir
}

/// With a toolkit, a `.cu` is what the host compiler makes of it, run with
/// nvcc's arguments; the diagnostics are those of that text.
#[test]
fn host_preprocessor_runs_the_compiler_as_nvcc_does() {
    let dir = fake_toolkit("host_pp", false);
    let args = ["--preprocessor", "host", "--cuda-path", "cuda", "--ccbin", "./fakecc", "-std=c++20", "-DX=1", "-Iinc", "a.cu"];
    let (_, stderr, code) = cufe(&args, dir.path());
    assert_eq!(code, 0, "{stderr}");
    assert!(stderr.starts_with("a.cu(2): warning #20092-D: a __device__ variable \"dv\" cannot be directly written in a host function"), "{stderr}");
    let recorded = std::fs::read_to_string(dir.path().join("args.txt")).expect("the compiler ran");
    let got: Vec<&str> = recorded.lines().collect();
    let at = |a: &str| got.iter().position(|g| *g == a).unwrap_or_else(|| panic!("no {a} in {got:?}"));
    assert_eq!(got.first(), Some(&"-std=c++20"));
    assert!(at("-E") < at("-D__CUDACC__") && at("-Iinc") < at("-Icuda/include"), "{got:?}");
    assert!(at("X=1") < at("-D__CUDACC_VER_MAJOR__=13") && at("-D__CUDACC_VER_BUILD__=37") < at("cuda_runtime.h"), "{got:?}");
    assert_eq!(got[got.len() - 2..], ["-m64", "a.cu"]);
}

#[test]
fn host_preprocessor_errors_are_the_runs_and_a_missing_toolkit_is_named() {
    let dir = fake_toolkit("host_pp_fail", true);
    let (_, stderr, code) = cufe(&["--preprocessor=host", "--cuda-path", "cuda", "--ccbin", "./fakecc", "-o", "a.cpp", "a.cu"], dir.path());
    assert_eq!((code, stderr.as_str()), (1, "a.cu:1:10: fatal error: nope.h: No such file or directory\n"));
    assert!(!dir.path().join("a.cpp").exists() || std::fs::read(dir.path().join("a.cpp")).is_ok_and(|b| b.is_empty()));
    let (_, stderr, code) = cufe(&["--preprocessor=host", "--cuda-path", "nowhere", "--ccbin", "./nowhere", "a.cu"], dir.path());
    assert_eq!(code, 1);
    assert!(stderr.contains("no CUDA toolkit") && stderr.lines().count() == 1, "{stderr}");
}
