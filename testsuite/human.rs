//! `--diag-format human`: rustc-style diagnostics with the user's own
//! source lines, labels on related declarations and `help:` lines.
//! Snapshots (expect-test; `UPDATE_EXPECT=1 cargo test` refreshes).

use crate::support::run_raw;
use expect_test::{expect, Expect};
use std::path::{Path, PathBuf};

fn human(name: &str, source: &str, extra: &[&str], expected: Expect) {
    let mut flags = vec!["--diag-format", "human"];
    flags.extend(extra);
    let out = run_raw(name, source, &flags);
    expected.assert_eq(&format!("exit {}\n{}", out.exit, out.stderr));
}

/// A scratch directory of the test's own, removed on drop.
struct Scratch(PathBuf);

impl Scratch {
    fn new(test: &str, files: &[(&str, &str)]) -> Scratch {
        let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!("human-{test}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).expect("scratch dir");
        for (name, text) in files {
            std::fs::write(dir.join(name), text).expect("write scratch file");
        }
        Scratch(dir)
    }

    fn path(&self, name: &str) -> String {
        self.0.join(name).to_string_lossy().into_owned()
    }
}

impl Drop for Scratch {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

#[test]
fn a_warning_and_an_error_with_help() {
    let source = "struct S { __host__ S() = default; };\n__global__ int k() { return 0; }\n";
    human(
        "t.cu",
        source,
        &[],
        expect![[r#"
            exit 2
            warning[20012]: __host__ annotation is ignored on a non-virtual function("S") that is explicitly defaulted on its first declaration
             --> t.cu:1:12
              |
            1 | struct S { __host__ S() = default; };
              |            ^^^^^^^^
              |
              = help: remove the specifier, or define the function instead of defaulting it

            error[20048]: a __global__ function must have a void return type
             --> t.cu:2:1
              |
            2 | __global__ int k() { return 0; }
              | ^^^^^^^^^^
              |
              = help: return void and write results through a pointer argument

            error: 1 error and 1 warning detected in the compilation of "t.cu"
            Some diagnostics have detailed explanations: 20012, 20048.
            For more information about a diagnostic, try `cufe --explain 20012`.
        "#]],
    );
}

#[test]
fn the_earlier_declaration_is_labelled() {
    let source = "__device__ void f();\nint x;\n__global__ void f() {}\n__device__ void g(); __global__ void g();\n";
    human(
        "redecl.cu",
        source,
        &[],
        expect![[r#"
            exit 2
            error[20024]: illegal combination of memory qualifiers
             --> redecl.cu:3:1
              |
            1 | __device__ void f();
              |                 - previously declared __device__ here
            ...
            3 | __global__ void f() {}
              | ^^^^^^^^^^
              |
              = help: keep the one specifier that says where the entity lives or runs

            error[20024]: illegal combination of memory qualifiers
             --> redecl.cu:4:22
              |
            4 | __device__ void g(); __global__ void g();
              |                 -    ^^^^^^^^^^
              |                 |
              |                 previously declared __device__ here
              |
              = help: keep the one specifier that says where the entity lives or runs

            error: 2 errors detected in the compilation of "redecl.cu"
            For more information about this diagnostic, try `cufe --explain 20024`.
        "#]],
    );
}

#[test]
fn the_overridden_function_is_labelled() {
    let source = "struct B {\n    virtual __device__ void g();\n};\nstruct D : B {\n\t__host__ void g() override;\n};\n";
    human(
        "override.cu",
        source,
        &[],
        expect![[r#"
            exit 2
            error[20088]: execution space mismatch: overridden entity (function "B::g") is a __device__ function, but overriding entity (function "D::g") is a __host__ function
             --> override.cu:5:16
              |
            2 |     virtual __device__ void g();
              |                             - overridden function declared here
            ...
            5 |     __host__ void g() override;
              |                   ^
              |
              = help: give the override the execution space of the function it overrides

            error: 1 error detected in the compilation of "override.cu"
            For more information about this diagnostic, try `cufe --explain 20088`.
        "#]],
    );
}

#[test]
fn instantiations_notes_and_previous_declarations() {
    let source = "template <typename T> __global__ T tr() { return T(); }\ntemplate __global__ int tr<int>();\nint runtime_n = 3;\n__global__ void __launch_bounds__(runtime_n) lbr() {}\n__global__ void gc(const __grid_constant__ int x);\n__global__ void gc(const int x) {}\n";
    human(
        "notes.cu",
        source,
        &[],
        expect![[r#"
            exit 2
            error[20048]: a __global__ function must have a void return type
             --> notes.cu:1:23
              |
            1 | template <typename T> __global__ T tr() { return T(); }
              |                       ^^^^^^^^^^
            2 | template __global__ int tr<int>();
              |          ---------- instantiated here
              |
              = note: detected during instantiation of "tr" based on template argument <int> at line 2
              = help: return void and write results through a pointer argument

            error[20048]: a __global__ function must have a void return type
             --> notes.cu:2:10
              |
            2 | template __global__ int tr<int>();
              |          ^^^^^^^^^^
              |
              = help: return void and write results through a pointer argument

            error[28]: expression must have a constant value
             --> notes.cu:4:35
              |
            4 | __global__ void __launch_bounds__(runtime_n) lbr() {}
              |                                   ^^^^^^^^^
              |
              = help: use a constant expression, e.g. make the variable constexpr
            note: the value of variable "runtime_n" (declared at line 3) cannot be used as a constant
             --> notes.cu:4:35
              |
            3 | int runtime_n = 3;
              |     --------- declared here
            4 | __global__ void __launch_bounds__(runtime_n) lbr() {}
              |                                   ^^^^^^^^^

            error[20241]: incompatible __grid_constant__ annotation for parameter x in function redeclaration (see previous declaration at line 5)
             --> notes.cu:6:17
              |
            5 | __global__ void gc(const __grid_constant__ int x);
              |                 -- previous declaration
            6 | __global__ void gc(const int x) {}
              |                 ^^
              |
              = help: annotate the parameter __grid_constant__ in every declaration, or in none

            error: 4 errors detected in the compilation of "notes.cu"
            Some diagnostics have detailed explanations: 28, 20048, 20241.
            For more information about a diagnostic, try `cufe --explain 28`.
        "#]],
    );
}

#[test]
fn macros_are_shown_as_written() {
    let source = "#define KERNEL(name) __global__ int name(int *p)\nKERNEL(kk) { return 1; }\n__global__ void __launch_bounds__(1024, 2) __maxnreg__(32) both() {}\n";
    human(
        "macros.cu",
        source,
        &[],
        expect![[r#"
            exit 2
            error[20048]: a __global__ function must have a void return type
             --> macros.cu:2:1
              |
            2 | KERNEL(kk) { return 1; }
              | ^^^^^^
              |
              = help: return void and write results through a pointer argument

            error[20262]: The __launch_bounds__ and __maxnreg__ qualifiers cannot be applied to the same kernel
             --> macros.cu:3:60
              |
            3 | __global__ void __launch_bounds__(1024, 2) __maxnreg__(32) both() {}
              |                                                            ^^^^
              |
              = help: keep either __launch_bounds__ or __maxnreg__

            error: 2 errors detected in the compilation of "macros.cu"
            Some diagnostics have detailed explanations: 20048, 20262.
            For more information about a diagnostic, try `cufe --explain 20048`.
        "#]],
    );
}

#[test]
fn an_included_header_is_read_from_disk() {
    let dir = Scratch::new("header", &[("k.h", "// a kernel\n__global__ float k();\n")]);
    let main = dir.path("main.cu");
    let out = run_raw(&main, "#include \"k.h\"\n__device__ int dv;\nvoid h() { dv = 1; }\n", &["--diag-format", "human"]);
    let text = out.stderr.replace(&dir.path(""), "DIR/");
    expect![[r#"
        error[20048]: a __global__ function must have a void return type
         --> DIR/k.h:2:1
          |
        2 | __global__ float k();
          | ^^^^^^^^^^
          |
          = help: return void and write results through a pointer argument

        warning[20092]: a __device__ variable "dv" cannot be directly written in a host function
         --> DIR/main.cu:3:12
          |
        3 | void h() { dv = 1; }
          |            ^^
          |
          = help: copy the value with cudaMemcpyToSymbol, or make the variable __managed__

        error: 1 error and 1 warning detected in the compilation of "DIR/main.cu"
        Some diagnostics have detailed explanations: 20048, 20092.
        For more information about a diagnostic, try `cufe --explain 20048`.
    "#]]
    .assert_eq(&text);
}

#[test]
fn a_preprocessed_unit_shows_its_source_when_readable() {
    let unit = |path: &str| format!("# 1 \"{path}\"\n# 2 \"{path}\"\n__attribute__((global)) int k() {{ return 0; }}\n");
    let dir = Scratch::new("ii", &[("a.cu", "// header\n__global__ int k() { return 0; }\n")]);
    let out = run_raw("a.ii", &unit(&dir.path("a.cu")), &["--diag-format", "human"]);
    assert!(out.stderr.contains("\n2 | __global__ int k() { return 0; }\n  | ^^^^^^^^^^\n"), "{}", out.stderr);
    // The file is gone: the preprocessed line, with the expanded token.
    let gone = dir.path("a.cu");
    drop(dir);
    let out = run_raw("a.ii", &unit(&gone), &["--diag-format", "human"]);
    assert!(out.stderr.contains("\n2 | __attribute__((global)) int k() { return 0; }\n  |                ^^^^^^\n"), "{}", out.stderr);
    // A file that does not say what the unit says is not believed.
    let dir = Scratch::new("ii-stale", &[("a.cu", "// header\nint main(int argc, char **argv) {\n")]);
    let out = run_raw("a.ii", &unit(&dir.path("a.cu")), &["--diag-format", "human"]);
    assert!(out.stderr.contains("\n2 | __attribute__((global)) int k() { return 0; }\n"), "{}", out.stderr);
}

#[test]
fn colors_only_when_asked() {
    let source = "__global__ int k() { return 0; }\n";
    let plain = run_raw("c.cu", source, &["--diag-format", "human"]);
    assert!(!plain.stderr.contains('\x1b'), "{}", plain.stderr);
    let never = run_raw("c.cu", source, &["--diag-format", "human", "--color", "never"]);
    assert_eq!(never.stderr, plain.stderr);
    let colored = run_raw("c.cu", source, &["--diag-format", "human", "--color=always"]);
    expect![[r#"
        \e[1;91merror[20048]\e[0m\e[1m: a __global__ function must have a void return type\e[0m
         \e[1;94m-->\e[0m c.cu:1:1
          \e[1;94m|\e[0m
        \e[1;94m1 |\e[0m __global__ int k() { return 0; }
          \e[1;94m|\e[0m \e[1;91m^^^^^^^^^^\e[0m
          \e[1;94m|\e[0m
          \e[1;94m=\e[0m \e[1;96mhelp:\e[0m return void and write results through a pointer argument

        \e[1;91merror\e[0m\e[1m: 1 error detected in the compilation of "c.cu"\e[0m
        \e[1mFor more information about this diagnostic, try `cufe --explain 20048`.\e[0m
    "#]]
    .assert_eq(&colored.stderr.replace('\x1b', "\\e"));
    // Colors are for the human format only.
    let edg = run_raw("c.cu", source, &["--color=always"]);
    assert!(!edg.stderr.contains('\x1b'), "{}", edg.stderr);
    assert!(cufe::cli::parse(&["--color=sometimes".into(), "c.cu".into()]).is_err());
}

#[test]
fn the_binary_does_not_color_a_pipe() {
    let dir = Scratch::new("pipe", &[("c.cu", "__global__ int k() { return 0; }\n")]);
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_cufe")).env("CUFE_PREPROCESSOR", "builtin").args(["--diag-format", "human", "c.cu"]).current_dir(&dir.0).output().expect("cufe runs");
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2));
    assert!(stderr.starts_with("error[20048]: a __global__ function must have a void return type\n --> c.cu:1:1\n"), "{stderr}");
    assert!(!stderr.contains('\x1b'), "{stderr}");
}

#[test]
fn a_long_line_is_shown_as_a_window() {
    let entries = "0.5f, ".repeat(200_000);
    let source = format!("__device__ float table[] = {{{entries}0.5f}}; __global__ int k() {{ return 0; }}\n");
    let out = run_raw("long.cu", &source, &["--diag-format", "human"]);
    assert_eq!(out.exit, 2);
    assert!(out.stderr.len() < 2_000, "{}", out.stderr.len());
    expect![[r#"
        error[20048]: a __global__ function must have a void return type
         --> long.cu:1:1200064
          |
        1 | ...5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f}; __attribute__((global)) int k() { return 0; }
          |                                                                                    ^^^^^^
          |
          = help: return void and write results through a pointer argument

        error: 1 error detected in the compilation of "long.cu"
        For more information about this diagnostic, try `cufe --explain 20048`.
    "#]]
    .assert_eq(&out.stderr);
}

#[test]
fn clean_units_and_promoted_warnings() {
    human("clean.cu", "__global__ void k() {}\n", &[], expect![[r#"
        exit 0
    "#]]);
    human("warn.cu", "__device__ int dv;\nvoid h() { dv = 1; }\n", &["-Werror", "all-warnings"], expect![[r#"
        exit 2
        error[20092]: a __device__ variable "dv" cannot be directly written in a host function
         --> warn.cu:2:12
          |
        2 | void h() { dv = 1; }
          |            ^^
          |
          = help: copy the value with cudaMemcpyToSymbol, or make the variable __managed__

        error: 1 error detected in the compilation of "warn.cu"
        For more information about this diagnostic, try `cufe --explain 20092`.
    "#]]);
}

#[test]
fn brief_and_without_numbers() {
    let source = "__device__ int dv;\nvoid h() { dv = 1; }\n__global__ int k() { return 0; }\n";
    human("b.cu", source, &["--brief_diagnostics", "--no-display-error-number"], expect![[r#"
        exit 2
        b.cu:2:12: warning: a __device__ variable "dv" cannot be directly written in a host function
        b.cu:3:1: error: a __global__ function must have a void return type
        error: 1 error and 1 warning detected in the compilation of "b.cu"
        Some diagnostics have detailed explanations: 20048, 20092.
        For more information about a diagnostic, try `cufe --explain 20048`.
    "#]]);
}
