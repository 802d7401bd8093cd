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
