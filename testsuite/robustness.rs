//! cufe never panics: not on the corpus, not on truncated files, not on
//! random bytes.

use crate::support::{cu_files, run_raw as run_case, testsuite_dir};

fn all_sources() -> Vec<String> {
    let mut files = cu_files(&testsuite_dir().join("conformance"));
    files.extend(cu_files(&testsuite_dir().join("cases")));
    files.iter().filter_map(|p| std::fs::read_to_string(p).ok()).collect()
}

#[test]
fn corpus_files_do_not_panic() {
    for source in all_sources() {
        let _ = run_case("a.cu", &source, &[]);
        let _ = run_case("a.ii", &source, &["--preprocessed"]);
    }
}

#[test]
fn every_prefix_of_some_files_does_not_panic() {
    let sources = all_sources();
    for source in sources.iter().step_by(25) {
        for end in (0..=source.len()).filter(|&i| source.is_char_boundary(i)) {
            let _ = run_case("a.ii", &source[..end], &["--preprocessed"]);
        }
    }
}

/// xorshift: deterministic, so a failure reproduces.
fn random_bytes(seed: &mut u64, len: usize, alphabet: &[u8]) -> String {
    (0..len)
        .map(|_| {
            *seed ^= *seed << 13;
            *seed ^= *seed >> 7;
            *seed ^= *seed << 17;
            alphabet[(*seed % alphabet.len() as u64) as usize] as char
        })
        .collect()
}

#[test]
fn random_input_does_not_panic() {
    let mut seed = 0x9E37_79B9_7F4A_7C15u64;
    let c_like = b"(){}[]<>;:,.*&=+-!~#\"'\\/ \n\tabcxyz_0123456789";
    let all: Vec<u8> = (1u8..128).collect();
    for i in 0..400 {
        let alphabet: &[u8] = if i % 2 == 0 { c_like } else { &all };
        let text = random_bytes(&mut seed, 1 + i * 7 % 700, alphabet);
        let _ = run_case("a.cu", &text, &[]);
        let _ = run_case("a.ii", &text, &["--preprocessed"]);
    }
    // Token soup made of the words attribute scanning cares about.
    let words = ["__attribute__", "((", "))", "[[", "]]", "__global__", "__launch_bounds__", "(", ")", ",", "template", "<", ">", "struct", "{", "}", ";", "[", "]", "=", "auto", "operator", "::", "..."];
    for _ in 0..300 {
        let n = (seed % 60) as usize + 1;
        let text: Vec<&str> = (0..n)
            .map(|_| {
                seed ^= seed << 13;
                seed ^= seed >> 7;
                seed ^= seed << 17;
                words[(seed % words.len() as u64) as usize]
            })
            .collect();
        let _ = run_case("a.cu", &text.join(" "), &[]);
    }
}

// ---- resource bounds ----------------------------------------------------
//
// Pathological inputs must finish with a diagnostic or a clean result, in
// time and memory linear in their size. No timing is asserted (CI machines
// vary); each input is sized so that a quadratic algorithm or an unbounded
// recursion would hang or overflow the test thread's stack, which is
// smaller than the binary's main thread, so the test is the stricter place.

/// The one-line fatal error the preprocessor stops with, if any.
fn fatal_line(stderr: &str) -> Option<&str> {
    stderr.lines().find(|l| l.contains(": fatal error: "))
}

#[test]
fn a_megabyte_of_open_parentheses_finishes() {
    let text = "(".repeat(1 << 20);
    for (name, flags) in [("a.cu", &[][..]), ("a.ii", &["--preprocessed"][..])] {
        let o = run_case(name, &text, flags);
        assert!(matches!(o.exit, 0 | 2), "{name}: exit {}: {}", o.exit, o.stderr);
    }
}

#[test]
fn a_hundred_thousand_nested_braces_finish() {
    let n = 100_000;
    let balanced = format!("void f() {}{}\n__global__ int k() {{ return 0; }}\n", "{".repeat(n), "}".repeat(n));
    let o = run_case("a.cu", &balanced, &[]);
    assert_eq!(o.exit, 2, "{}", o.stderr);
    assert!(o.stderr.contains("a __global__ function must have a void return type"), "{}", o.stderr);
    let unclosed = format!("void f() {}\n", "{".repeat(n));
    let o = run_case("a.ii", &unclosed, &["--preprocessed"]);
    assert!(matches!(o.exit, 0 | 2), "exit {}: {}", o.exit, o.stderr);
}

#[test]
fn a_ten_megabyte_line_finishes_with_its_diagnostic() {
    // Generated tables are written on one line; the diagnostic at its end
    // echoes the line once.
    let entries = "0.5f, ".repeat(1_650_000);
    let text = format!("__device__ float table[] = {{{entries}0.5f}}; __global__ int k() {{ return 0; }}\n");
    assert!(text.len() >= 9_900_000);
    let o = run_case("a.cu", &text, &[]);
    assert_eq!(o.exit, 2);
    assert!(o.stderr.starts_with("a.cu(1): error: a __global__ function must have a void return type\n"));
    assert!(o.stderr.ends_with("1 error detected in the compilation of \"a.cu\".\n"));
}

#[test]
fn a_20000_deep_macro_invocation_is_cut_off() {
    let n = 20_000;
    let text = format!("#define A(x) x\nint y = {}1{};\n", "A(".repeat(n), ")".repeat(n));
    let o = run_case("a.cu", &text, &[]);
    assert_eq!(o.exit, 1, "{}", o.stderr);
    assert_eq!(o.stderr, "a.cu:2: fatal error: macro expansion too deep or too large; the expansion is truncated\n");
    // Within the bounds the same shape expands as usual.
    let text = format!("#define A(x) x\n__global__ int k() {{ return {}1{}; }}\n", "A(".repeat(150), ")".repeat(150));
    let o = run_case("a.cu", &text, &[]);
    assert_eq!(o.exit, 2, "{}", o.stderr);
    assert!(o.stderr.contains("a __global__ function must have a void return type"), "{}", o.stderr);
}

#[test]
fn deep_nesting_in_preprocessor_expressions_is_an_error() {
    let n = 100_000;
    let text = format!("#if {}1{}\nint a;\n#endif\n", "(".repeat(n), ")".repeat(n));
    let o = run_case("a.cu", &text, &[]);
    assert_eq!(o.exit, 1);
    assert_eq!(fatal_line(&o.stderr), Some("a.cu:1: fatal error: #if expression nested too deeply"));
}

#[test]
fn a_file_including_itself_stops_at_the_include_depth() {
    let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!("robustness-self-include-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("scratch dir");
    let path = dir.join("self.cu");
    let text = "#include \"self.cu\"\nint x;\n";
    std::fs::write(&path, text).expect("write case");
    let name = path.to_string_lossy().into_owned();
    let o = run_case(&name, text, &[]);
    let _ = std::fs::remove_dir_all(&dir);
    assert_eq!(o.exit, 1, "{}", o.stderr);
    let line = fatal_line(&o.stderr).unwrap_or_else(|| panic!("no fatal error: {}", o.stderr));
    assert!(line.ends_with("#include nested depth 201 exceeds maximum of 200 (use -fmax-include-depth=DEPTH to increase the maximum)"), "{line}");
    assert_eq!(o.stderr.lines().count(), 1, "{}", o.stderr);
}

#[test]
fn long_and_deep_attribute_arguments_are_bounded() {
    // A million-token argument is evaluated in linear time.
    let long = format!("__attribute__((global)) __attribute__((launch_bounds({}1))) void k() {{}}\n", "1+".repeat(1_000_000));
    let o = run_case("a.ii", &long, &["--preprocessed"]);
    assert_eq!(o.exit, 0, "{}", o.stderr);
    // Nesting past the evaluator's depth is not a constant, not a crash.
    let n = 100_000;
    for operand in [format!("{}1{}", "(".repeat(n), ")".repeat(n)), format!("{}1", "-".repeat(n))] {
        let deep = format!("__attribute__((global)) __attribute__((launch_bounds({operand}))) void k() {{}}\n");
        let o = run_case("a.ii", &deep, &["--preprocessed"]);
        assert_eq!(o.exit, 2);
        assert!(o.stderr.starts_with("a.ii(1): error: expression must have a constant value\n"), "{}", &o.stderr[..o.stderr.len().min(200)]);
    }
}

#[test]
fn deeply_nested_declarators_do_not_overflow_the_stack() {
    let n = 100_000;
    // Nested namespaces: each scope's qualified name is a string, so memory
    // grows with the depth squared (cudafe++'s time does too: 11 s at
    // 20,000 levels); 10,000 levels still nest far past any stack bound.
    let scopes = 10_000;
    let inputs = [
        format!("void f({}int{});\n", "void(*)(".repeat(n), ")".repeat(n)),
        format!("void ({}f{})(int);\n", "*(".repeat(n), ")".repeat(n)),
        format!("namespace a {{ {}int x;{} }}\n", "namespace a { ".repeat(scopes), " }".repeat(scopes)),
        format!("struct A {{ {}int x;{} }};\n", "struct A { ".repeat(n), " };".repeat(n)),
        format!("template<class T> struct A {{}};\nA<{}int{}> x;\n", "A<".repeat(n), ">".repeat(n)),
        format!("void f() {{ auto l = {}1{}; }}\n", "[]{ return ".repeat(20_000), "; }()".repeat(20_000)),
    ];
    for text in &inputs {
        let o = run_case("a.ii", text, &["--preprocessed"]);
        assert!(matches!(o.exit, 0 | 2), "exit {}: {}", o.exit, &o.stderr[..o.stderr.len().min(300)]);
    }
}
