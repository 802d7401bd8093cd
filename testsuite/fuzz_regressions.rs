//! What the fuzz targets found, kept: each input under `fuzz/<target>/`
//! made cufe panic, hang or blow up once, and is fed again through the
//! harness of the target that found it (`cufe::fuzzing`), exactly as the
//! fuzzer ran it. The inputs are minimized artifacts (`cargo fuzz tmin`);
//! for the pipeline targets their first byte selects the flags.

use crate::support::testsuite_dir;

fn input(target: &str, name: &str) -> Vec<u8> {
    let path = testsuite_dir().join("fuzz").join(target).join(name);
    std::fs::read(&path).unwrap_or_else(|e| panic!("cannot read {}: {e}", path.display()))
}

/// One test per finding: `name => harness("file")` under `fuzz/harness/`.
macro_rules! findings {
    ($($test:ident => $harness:ident($file:literal),)*) => {
        $(
            #[test]
            fn $test() {
                cufe::fuzzing::$harness(&input(stringify!($harness), $file));
            }
        )*

        /// Every file under `fuzz/` has its test above.
        #[test]
        fn every_finding_is_listed() {
            let listed: &[(&str, &str)] = &[$((stringify!($harness), $file)),*];
            let dir = testsuite_dir().join("fuzz");
            for target in std::fs::read_dir(&dir).expect("testsuite/fuzz").flatten() {
                for file in std::fs::read_dir(target.path()).expect("a target's findings").flatten() {
                    let (target, file) = (target.file_name().to_string_lossy().into_owned(), file.file_name().to_string_lossy().into_owned());
                    assert!(listed.contains(&(target.as_str(), file.as_str())), "fuzz/{target}/{file} has no test in fuzz_regressions.rs");
                }
            }
        }
    };
}

findings! {
    // A struct whose members are of its own type, initialized from braces:
    // the aggregate's target was typed eagerly to depth 8, exponential in
    // the members (2 s in release, a 10 s fuzz timeout; session 10, on
    // 3099e52). Now bounded to 4096 fields per initializer
    // (passes/src/lower/body.rs, class_target).
    aggregate_target_of_self_typed_members => pipeline("aggregate-target-of-self-typed-members"),
    // The same growth, found earlier in that run as a slow unit.
    aggregate_target_slow_unit => pipeline("aggregate-target-slow-unit"),
    // `_attribute((n` then a declaration: lower's declarator head started
    // past its last token (passes/src/lower/body.rs, slice out of range).
    lower_declarator_head_past_its_end => pipeline("lower-declarator-head-past-its-end"),
    // `# 4294967295 "a.cu"` and a line after it: the presumed line of the
    // next line overflowed (src/render.rs, LineMap::presumed; a panic with
    // overflow checks, line 0 without). Written by hand for the harness
    // after reading the code the fuzzer reached.
    line_marker_at_the_last_line_number => pipeline("line-marker-at-the-last-line-number"),
    // `__cluster_dims__` / `__block_size__` of three dimensions near
    // INT_MAX: their product overflowed i64 (passes/src/validate/decl.rs;
    // a panic with overflow checks). Written for the harness while probing
    // the arithmetic the pipeline target reaches.
    launch_dimensions_product_overflows_i64 => pipeline("launch-dimensions-product-overflows-i64"),
    // A class whose last member is `int a[` at the end of the unit: the
    // array bound never closes, and the class layout sliced the bound's
    // tokens backwards (passes/src/lower/stub.rs, class_layout_of; found by
    // pipeline_splice, minimized by hand).
    class_layout_array_bound_never_closes => corpus_case("class-layout-array-bound-never-closes"),
    // Array extents near 2^62 in a class, a kernel parameter, a variable
    // template and a closure capture: sizes and offsets overflowed u64
    // (a panic with overflow checks, a wrong size without). Written while
    // fixing the finding above, for every layout computation it shares.
    layout_sizes_overflow_u64 => corpus_case("layout-sizes-overflow-u64"),
    // `-arch=sm_0000000000000000000913545071` in a case's FLAGS line: the
    // number fit a u32 and `__CUDA_ARCH__`'s value, ten times it, did not
    // (src/driver.rs, builtin_preprocess; a panic with overflow checks;
    // found by pipeline_splice in session 17 on 4fbb2eb, kept as found).
    arch_number_times_ten_overflows => corpus_case("arch-number-times-ten-overflows"),
    // `decltype(]()`: the `(` before an empty parameter list was taken for
    // a group's `)` and the search for its `(` went below zero depth
    // (passes/src/lower/emit.rs, group_start; a panic with overflow
    // checks; found by the pipeline target in session 14 on 6304b0c,
    // minimized with `cargo fuzz tmin`).
    decltype_group_with_no_close => pipeline("decltype-group-with-no-close"),
}

/// Without overflow checks (the release build) the line after the marker
/// was line 0; it stays at the last line number instead.
#[test]
fn the_line_after_the_last_line_number_stays_there() {
    let unit = "# 4294967295 \"a.cu\"\n\n__attribute__((global)) int k();\n";
    let out = crate::support::run_raw("a.ii", unit, &[]);
    assert!(out.stderr.starts_with("a.cu(4294967295): error: a __global__ function must have a void return type\n"), "{}", out.stderr);
}
