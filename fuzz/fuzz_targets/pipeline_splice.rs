//! Fuzz target: the pipeline on corpus cases mutated by structure
//! (`cufe::fuzzing::corpus_case` runs them). The seeds are the test suite's
//! `.cu` files; besides libFuzzer's byte mutations, this mutator splices
//! CUDA attributes in at token boundaries, copies, drops and wraps
//! top-level declarations, inserts declarations from a library of CUDA
//! shapes (kernels, device variables, overrides, redeclarations, lambdas),
//! and changes the `// FLAGS:` line; its crossover splices the declarations
//! of two cases together.
#![no_main]

use cufe_passes::items::split_items;
use cufe_passes::lexer::{lex, TokKind};
use libfuzzer_sys::{fuzz_crossover, fuzz_mutator, fuzz_target, fuzzer_mutate};

fuzz_target!(|data: &[u8]| cufe::fuzzing::corpus_case(data));

/// Attribute and specifier spellings, as users write them.
const ATTRIBUTES: &[&str] = &[
    "__global__", "__device__", "__host__", "__host__ __device__", "__shared__", "__constant__", "__managed__",
    "__launch_bounds__(256)", "__launch_bounds__(128, 2, 4)", "__launch_bounds__(-1)", "__launch_bounds__(N)",
    "__launch_bounds__()", "__cluster_dims__(2, 1, 1)", "__cluster_dims__()", "__cluster_dims__(0)",
    "__block_size__(32, 1, 1)", "__block_size__(4096, 4096)", "__maxnreg__(32)", "__maxnreg__(0)",
    "__local_maxnreg__(16)", "__grid_constant__", "__noinline__", "__forceinline__", "__nv_register_params__",
    "[[nodiscard]]", "[[deprecated]]", "[[gnu::device]]", "[[gnu::global]]", "[[cuda::device]]", "[[nv::foo]]",
    "__attribute__((global))", "__attribute__((device, host))", "__attribute__((launch_bounds(N, 2)))",
    "__attribute__((__global__))", "__attribute__((__device__))", "__attribute__((warn_unused_result))",
    "__attribute__((unused))", "__declspec(__device__)", "__declspec(dllexport)", "alignas(16)", "constexpr",
    "consteval", "static", "inline", "virtual", "extern", "thread_local", "friend", "mutable", "const", "volatile",
    "__restrict__", "auto", "decltype(auto)", "typename", "template <class T>", "override", "final", "= default",
    "noexcept", "throw()", "&", "&&", "*", "...",
];

/// Declarations of the shapes CUDA rules care about.
const DECLARATIONS: &[&str] = &[
    "__global__ void k(int *p) { p[0] = 1; }",
    "__global__ int bad_kernel() { return 0; }",
    "__device__ int dv;",
    "__device__ int dv = 2;",
    "__constant__ float c[16];",
    "__managed__ int m = 1;",
    "__shared__ int s;",
    "static __shared__ int s2 = 0;",
    "constexpr int N = 64;",
    "int runtime_n = 3;",
    "struct B { virtual __device__ void f(); virtual void g() const; };",
    "struct D : B { __host__ void f() override; __device__ void g() const override; };",
    "template <typename T> __global__ void tk(T t) {}",
    "template __global__ void tk<int>(int);",
    "template <typename T> __global__ T tr() { return T(); }",
    "template __global__ int tr<int>();",
    "void h() { dv = 1; int x = dv; int *p = &s; c[0] = 1; k<<<1, 1>>>(nullptr); k(nullptr); }",
    "void hl() { auto l = [=] __device__ (int x) { return x; }; auto hd = [&] __host__ __device__ (auto y) { return y; }; }",
    "__device__ void f(); __host__ void f() {}",
    "__global__ void g(); __device__ void g();",
    "__host__ __device__ void hd() { f(); }",
    "namespace ns { __device__ int x; __global__ void nk(); }",
    "extern \"C\" __global__ void ck();",
    "extern \"C\" { __device__ int cv; }",
    "__global__ void __launch_bounds__(N) lb() {}",
    "__global__ void __launch_bounds__(runtime_n) lbr() {}",
    "__global__ void __maxnreg__(32) __launch_bounds__(64) both() {}",
    "union U { __device__ U(); int a; };",
    "enum E { A, B = A + 1 };",
    "enum class EC : int { X };",
    "using F = void (*)();",
    "typedef int T;",
    "#pragma nv_diag_suppress 20091",
    "#pragma nv_diag_default 20091",
    "__global__ auto ak() { return; }",
    "int main() { return 0; }",
    "__device__ int main();",
    "struct S { static __device__ int x; __global__ void m(); S() = default; __host__ ~S() = default; };",
    "__device__ int S::x = 1;",
    "template <class... A, class B> __global__ void pk(A..., B) {}",
    "__global__ void gc(const __grid_constant__ int x) {}",
    "__global__ void gc(const int x);",
    "decltype(m) dm = 0;",
    "__device__ void r() { for (__shared__ int i : {1}) {} }",
    "void local() { __device__ int l; static __shared__ int ls; struct L { void q() { auto z = [] __device__ {}; } }; }",
    "inline __device__ int iv = 1;",
    "__managed__ const int mc = 1;",
    "__managed__ int &mr = m;",
    "__shared__ constexpr int sc = 1;",
    "struct __attribute__((aligned(8))) A8 { int a; };",
    "template <int X> struct TS { __device__ static void f() {} };",
    "template <> struct TS<0> { __host__ static void f(); };",
    "class P { private: class Q { void f() { auto l = [] __device__ () {}; } }; };",
    "operator int();",
    "__global__ void operator+(int, int);",
    "__global__ void va(int, ...);",
    "__global__ void ex() noexcept;",
    "struct Fr { friend __global__ void fk() {} };",
];

const FLAG_CHOICES: &[&str] = &[
    "--extended-lambda", "-rdc=true", "--expt-relaxed-constexpr", "-std=c++11", "-std=c++20", "-arch=sm_70",
    "-arch=sm_100", "--diag-suppress=20091", "--diag-error=20012", "--diag-warn=3596", "-w", "--promote_warnings",
    "--host-compiler=clang", "-DN=8", "--no-display-error-number", "--remarks", "--preprocessed",
    "--diag-format=human", "--diag-format=json", "--diag-format=sarif",
];

/// xorshift64: the mutator is deterministic in its seed, as libFuzzer wants.
struct Rng(u64);

impl Rng {
    fn new(seed: u32) -> Rng {
        Rng(u64::from(seed).wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1)
    }

    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }

    fn below(&mut self, n: usize) -> usize {
        if n == 0 {
            0
        } else {
            (self.next() % n as u64) as usize
        }
    }

    fn pick<'a>(&mut self, from: &[&'a str]) -> &'a str {
        from[self.below(from.len())]
    }
}

/// Byte offsets where a declaration may start: the starts of the
/// top-level items, the end of the text, and just inside braces.
fn declaration_points(text: &str) -> Vec<usize> {
    let mut points: Vec<usize> = split_items(text).iter().map(|i| i.start as usize).collect();
    points.extend(lex(text).iter().filter(|t| t.text(text) == "{").map(|t| t.end() as usize));
    points.push(text.len());
    points.retain(|&p| text.is_char_boundary(p));
    points
}

/// One structural mutation of `text`, or `None` to leave it to libFuzzer.
fn mutate_text(text: &str, rng: &mut Rng) -> Option<String> {
    let items = split_items(text);
    let item = |rng: &mut Rng| items.get(rng.below(items.len())).map(|i| (i.start as usize, i.end as usize));
    let mut out = text.to_string();
    match rng.below(8) {
        0 | 1 => {
            // An attribute at a token boundary.
            let toks = lex(text);
            let at = toks.get(rng.below(toks.len())).filter(|t| t.kind != TokKind::Directive).map_or(text.len(), |t| t.start as usize);
            if !text.is_char_boundary(at) {
                return None;
            }
            out.insert_str(at, &format!("{} ", rng.pick(ATTRIBUTES)));
        }
        2 => {
            // A token replaced by an attribute.
            let toks: Vec<_> = lex(text).into_iter().filter(|t| matches!(t.kind, TokKind::Ident | TokKind::Number)).collect();
            let t = toks.get(rng.below(toks.len()))?;
            text.get(t.start as usize..t.end() as usize)?;
            out.replace_range(t.start as usize..t.end() as usize, rng.pick(ATTRIBUTES));
        }
        3 => {
            // A declaration from the library.
            let points = declaration_points(text);
            let at = points[rng.below(points.len())];
            out.insert_str(at, &format!("\n{}\n", rng.pick(DECLARATIONS)));
        }
        4 => {
            // A declaration of the unit copied elsewhere (a redeclaration).
            let (start, end) = item(rng)?;
            let copy = text.get(start..end)?.to_string();
            let points = declaration_points(text);
            out.insert_str(points[rng.below(points.len())], &format!("\n{copy}\n"));
        }
        5 => {
            let (start, end) = item(rng)?;
            text.get(start..end)?;
            out.replace_range(start..end, "");
        }
        6 => {
            // A declaration wrapped in a scope.
            let (start, end) = item(rng)?;
            text.get(start..end)?;
            let (open, close) = [("namespace w { ", " }"), ("struct W { ", " };"), ("template <class T> ", ""), ("extern \"C\" { ", " }"), ("void wf() { ", " }")][rng.below(5)];
            out.insert_str(end, close);
            out.insert_str(start, open);
        }
        _ => {
            // Another flag line.
            let flags: Vec<&str> = (0..rng.below(4)).map(|_| rng.pick(FLAG_CHOICES)).collect();
            let body = if text.starts_with("// FLAGS:") { text.split_once('\n').map_or("", |(_, b)| b) } else { text };
            out = format!("// FLAGS: {}\n{body}", flags.join(" "));
        }
    }
    Some(out)
}

/// Copies `bytes` into the buffer libFuzzer gave, if they fit.
fn store(data: &mut [u8], max_size: usize, bytes: &[u8]) -> Option<usize> {
    if bytes.len() > max_size || bytes.len() > data.len() {
        return None;
    }
    data[..bytes.len()].copy_from_slice(bytes);
    Some(bytes.len())
}

fuzz_mutator!(|data: &mut [u8], size: usize, max_size: usize, seed: u32| {
    let mut rng = Rng::new(seed);
    if rng.below(3) == 0 {
        return fuzzer_mutate(data, size, max_size);
    }
    let text = String::from_utf8_lossy(&data[..size]).into_owned();
    match mutate_text(&text, &mut rng).and_then(|out| store(data, max_size, out.as_bytes())) {
        Some(n) => n,
        None => fuzzer_mutate(data, size, max_size),
    }
});

fuzz_crossover!(|data1: &[u8], data2: &[u8], out: &mut [u8], seed: u32| {
    // The first case up to one of its declarations, declarations of the
    // second, then the rest of the first.
    let mut rng = Rng::new(seed);
    let (a, b) = (String::from_utf8_lossy(data1), String::from_utf8_lossy(data2));
    let points = declaration_points(&a);
    let at = points[rng.below(points.len())];
    let items = split_items(&b);
    let from = rng.below(items.len().max(1));
    let to = (from + 1 + rng.below(3)).min(items.len());
    let spliced: String = items.get(from..to).unwrap_or(&[]).iter().filter_map(|i| b.get(i.start as usize..i.end as usize)).collect::<Vec<_>>().join("\n");
    let (head, tail) = (a.get(..at).unwrap_or(&a), a.get(at..).unwrap_or(""));
    let joined = format!("{head}\n{spliced}\n{tail}");
    let n = joined.len().min(out.len());
    out[..n].copy_from_slice(&joined.as_bytes()[..n]);
    n
});
