//! The command line: nvcc-style flags (`-arch=sm_90`, `-std=c++17`,
//! `-rdc=true`, `--expt-relaxed-constexpr`, `--extended-lambda`) and cufe's
//! own (`--dump-after`, `--stub-file`, `--attr-table`, `--diag-table`).
//!
//! nvcc spells several long options with one dash; they are rewritten to
//! two dashes before clap sees them, so both spellings work.

use crate::diagctl::{resolve, BadControl, Control, Controls};
use crate::driver::{Pass, Request};
use clap::Parser;
use cufe_passes::table::{DiagTable, TableSet};
use cufe_passes::{Config, HostCompiler};
use cufe_tables::{load_overlay, Source, ATTRIBUTES, DIAGNOSTICS};
use std::path::{Path, PathBuf};

/// What `--version` prints: cufe's version and the cudafe++ whose
/// diagnostics it reproduces, with the nvcc release that ships it.
pub const VERSION: &str = concat!(env!("CARGO_PKG_VERSION"), " (matches cudafe++ 13.5 / nvcc 13.5.37)");

const INPUTS: &str = "Inputs";
const OUTPUTS: &str = "Outputs";
const CUDA_MODES: &str = "CUDA modes";
const DIAGNOSTICS_HEADING: &str = "Diagnostics";
const DAEMON: &str = "Daemon";

/// Exit statuses, after the option list of `--help`.
const AFTER_HELP: &str = "\
Exit status: 0 when no error was reported (warnings allowed), 2 when errors were reported,
4 for a bad diagnostic-control option (as cudafe++), 1 when cufe itself could not run
(unreadable input, unwritable output, unknown option).

cudafe++'s own command line (as `nvcc --dryrun` prints it) is accepted too.";

#[derive(Parser, Debug)]
#[command(
    name = "cufe",
    version = VERSION,
    about = "CUDA attribute front end: cudafe++'s diagnostics for a .cu translation unit",
    override_usage = "cufe [OPTIONS] FILE.cu\n       cufe --preprocessed [OPTIONS] FILE.ii\n       cufe --explain NUMBER|TAG\n       cufe --persistent_worker",
    after_help = AFTER_HELP
)]
struct Args {
    /// The translation unit: a .cu file, or a preprocessed unit (.ii, .i).
    #[arg(value_name = "FILE", required_unless_present = "explain", help_heading = INPUTS)]
    input: Option<PathBuf>,
    /// Treat the input as already preprocessed (default for .ii and .i).
    #[arg(long = "preprocessed", help_heading = INPUTS)]
    preprocessed: bool,
    /// Which preprocessor reads a .cu: `host` runs the host compiler with
    /// a CUDA toolkit's headers as nvcc does (CUDA_HOME, CUDA_PATH, nvcc on
    /// PATH, or the nvidia-cuda PyPI packages; the compiler of -ccbin or
    /// gcc), `builtin` cufe's own (no toolkit needed; the C++ standard
    /// library's headers are skipped), `auto` host when both are found.
    /// Default: $CUFE_PREPROCESSOR, else auto.
    #[arg(long = "preprocessor", value_name = "auto|builtin|host", help_heading = INPUTS)]
    preprocessor: Option<String>,
    /// The CUDA toolkit whose headers the host preprocessor reads (before
    /// CUDA_HOME and the other places `--preprocessor` names).
    #[arg(long = "cuda-path", value_name = "DIR", help_heading = INPUTS)]
    cuda_path: Option<PathBuf>,
    /// Host compiler (or its directory) for `--preprocessor host`, as nvcc's.
    #[arg(long = "ccbin", alias = "compiler-bindir", value_name = "PATH", help_heading = INPUTS)]
    ccbin: Option<PathBuf>,
    /// Include directory.
    #[arg(short = 'I', value_name = "DIR", help_heading = INPUTS)]
    include: Vec<PathBuf>,
    /// Macro definition NAME or NAME=VALUE.
    #[arg(short = 'D', value_name = "NAME[=VALUE]", help_heading = INPUTS)]
    define: Vec<String>,
    /// Macro to undefine.
    #[arg(short = 'U', value_name = "NAME", help_heading = INPUTS)]
    undefine: Vec<String>,
    /// Name to print for the translation unit (cudafe++'s option).
    #[arg(long = "orig_src_file_name", value_name = "NAME", help_heading = INPUTS)]
    orig_src_file_name: Option<String>,
    /// Full path of the translation unit, which the module id (the
    /// anonymous namespace's name) is derived from (cudafe++'s option);
    /// default: the input's absolute path.
    #[arg(long = "orig_src_path_name", value_name = "PATH", help_heading = INPUTS)]
    orig_src_path_name: Option<String>,
    /// Host translation to write (cudafe++'s `.cudafe1.cpp`), replaced
    /// atomically when the unit has no errors.
    #[arg(short = 'o', long = "output", value_name = "HOST.cpp", help_heading = OUTPUTS)]
    output: Option<PathBuf>,
    /// Registration stub to write (cudafe++'s `.cudafe1.stub.c`), as --output.
    #[arg(long = "stub-file", value_name = "STUB.c", help_heading = OUTPUTS)]
    stub_file: Option<PathBuf>,
    /// Print the IL after a pass instead of diagnostics: scan, lookup, apply, validate.
    #[arg(long = "dump-after", value_name = "PASS", help_heading = OUTPUTS)]
    dump_after: Option<String>,
    /// GPU architecture (sm_90, compute_90).
    #[arg(long = "arch", alias = "gpu-architecture", value_name = "ARCH", default_value = "sm_90", help_heading = CUDA_MODES)]
    arch: String,
    /// C++ dialect (c++11 .. c++23; default c++17).
    #[arg(long = "std", value_name = "DIALECT", help_heading = CUDA_MODES)]
    std: Option<String>,
    /// Allow host constexpr functions from device code and back.
    #[arg(long = "expt-relaxed-constexpr", alias = "relaxed_constexpr", help_heading = CUDA_MODES)]
    relaxed_constexpr: bool,
    /// Accept __host__ / __device__ on lambdas.
    #[arg(long = "extended-lambda", alias = "expt-extended-lambda", help_heading = CUDA_MODES)]
    extended_lambda: bool,
    /// Relocatable device code (separate compilation).
    #[arg(long = "rdc", alias = "relocatable-device-code", value_name = "BOOL", num_args = 0..=1, default_missing_value = "true", help_heading = CUDA_MODES)]
    rdc: Option<String>,
    /// Same as --rdc=true.
    #[arg(long = "dc", alias = "device-c", help_heading = CUDA_MODES)]
    dc: bool,
    /// Host compiler to behave for: `gnu[:VERSION]` (default gnu:120200) or
    /// `clang[:VERSION]` (cudafe++'s `--gnu_version`, `--clang --clang_version`).
    #[arg(long = "host-compiler", value_name = "KIND[:VERSION]", help_heading = CUDA_MODES)]
    host_compiler: Vec<String>,
    /// Explain a diagnostic: the number cufe prints (20091), the internal
    /// number (3675) or the tag (device_var_read_in_host).
    #[arg(long = "explain", value_name = "NUMBER|TAG", help_heading = DIAGNOSTICS_HEADING)]
    explain: Option<String>,
    /// Suppress diagnostics (numbers or tags, comma-separated).
    #[arg(long = "diag-suppress", alias = "diag_suppress", value_name = "LIST", help_heading = DIAGNOSTICS_HEADING)]
    diag_suppress: Vec<String>,
    /// Make diagnostics remarks.
    #[arg(long = "diag-remark", alias = "diag_remark", value_name = "LIST", help_heading = DIAGNOSTICS_HEADING)]
    diag_remark: Vec<String>,
    /// Make diagnostics warnings.
    #[arg(long = "diag-warn", aliases = ["diag_warn", "diag_warning", "diag-warning"], value_name = "LIST", help_heading = DIAGNOSTICS_HEADING)]
    diag_warn: Vec<String>,
    /// Make diagnostics errors.
    #[arg(long = "diag-error", alias = "diag_error", value_name = "LIST", help_heading = DIAGNOSTICS_HEADING)]
    diag_error: Vec<String>,
    /// Print only the first occurrence of these diagnostics.
    #[arg(long = "diag_once", value_name = "LIST", help_heading = DIAGNOSTICS_HEADING)]
    diag_once: Vec<String>,
    /// Hide all warnings.
    #[arg(short = 'w', long = "no_warnings", help_heading = DIAGNOSTICS_HEADING)]
    no_warnings: bool,
    /// Treat warnings as errors (`-Werror all-warnings`).
    #[arg(long = "promote_warnings", help_heading = DIAGNOSTICS_HEADING)]
    promote_warnings: bool,
    /// nvcc's `-Werror KIND`: `all-warnings` promotes every warning.
    #[arg(long = "Werror", value_name = "KIND", help_heading = DIAGNOSTICS_HEADING)]
    werror: Vec<String>,
    /// Show remarks.
    #[arg(long = "remarks", help_heading = DIAGNOSTICS_HEADING)]
    remarks: bool,
    /// Omit `#N-D` after warning and remark words.
    #[arg(long = "no-display-error-number", aliases = ["no_display_error_number", "no-err-no"], help_heading = DIAGNOSTICS_HEADING)]
    no_display_error_number: bool,
    /// Print `#N-D` (the default).
    #[arg(long = "display_error_number", aliases = ["display-error-number", "err-no"], help_heading = DIAGNOSTICS_HEADING)]
    display_error_number: bool,
    /// One line per diagnostic, no source line.
    #[arg(long = "brief_diagnostics", help_heading = DIAGNOSTICS_HEADING)]
    brief_diagnostics: bool,
    /// Diagnostic output: `edg` (cudafe++'s text, the default), `human`
    /// (rustc-style, with the source as written), `json` (one object per
    /// line) or `sarif` (one SARIF 2.1.0 document).
    #[arg(long = "diag-format", alias = "diag_format", value_name = "FORMAT", default_value = "edg", help_heading = DIAGNOSTICS_HEADING)]
    diag_format: String,
    /// Color `--diag-format human`: `auto` (when stderr is a terminal and
    /// NO_COLOR is not set), `always` or `never`.
    #[arg(long = "color", value_name = "WHEN", default_value = "auto", help_heading = DIAGNOSTICS_HEADING)]
    color: String,
    /// Attribute rows to add to the compiled-in table, or to replace rows of
    /// it, for this run (the schema of tables/attributes.ron).
    #[arg(long = "attr-table", value_name = "FILE.ron", help_heading = INPUTS)]
    attr_table: Option<PathBuf>,
    /// Diagnostics to add to the compiled-in table, or to replace rows of it
    /// (same tag, same number), for this run (the schema of
    /// tables/diagnostics.ron): what the rules of `--attr-table` rows report.
    #[arg(long = "diag-table", value_name = "FILE.ron", help_heading = INPUTS)]
    diag_table: Option<PathBuf>,
    // `main` dispatches on this flag before parsing; inside a work request
    // it is accepted and has no effect.
    #[arg(
        long = "persistent_worker",
        help_heading = DAEMON,
        help = "Serve Bazel's JSON worker protocol on stdin/stdout, keeping the analysis between requests \
                (`@FILE` arguments are read as flag files)"
    )]
    persistent_worker: bool,
}

/// The flag Bazel adds when it starts a tool as a persistent worker.
pub const PERSISTENT_WORKER: &str = "--persistent_worker";

/// `Some(the other arguments)` when the command line asks for worker mode;
/// Bazel places the action's arguments that precede its flag file there.
pub fn persistent_worker(args: &[String]) -> Option<Vec<String>> {
    args.iter()
        .any(|a| a == PERSISTENT_WORKER)
        .then(|| args.iter().filter(|a| *a != PERSISTENT_WORKER).cloned().collect())
}

pub enum Parsed {
    Run(Box<Request>),
    /// Text to print (help and version on stdout, command-line errors on
    /// stderr) and the exit code.
    Exit(String, u8),
}

/// cudafe++'s report of a bad option, and its exit status 4.
fn command_line_error(message: &str) -> String {
    format!("Command-line error: {message}\n\n1 catastrophic error detected in this compilation.\nCompilation terminated.\n")
}

fn controls(parsed: &Args, table: &DiagTable) -> Result<Controls, BadControl> {
    let mut c = Controls::default();
    c.no_warnings = parsed.no_warnings;
    c.show_remarks = parsed.remarks;
    c.promote_warnings = parsed.promote_warnings;
    c.promote_warnings |= parsed.werror.iter().any(|k| k.split(',').any(|k| k == "all-warnings"));
    let groups = [
        (&parsed.diag_suppress, Control::Suppress),
        (&parsed.diag_remark, Control::Remark),
        (&parsed.diag_warn, Control::Warning),
        (&parsed.diag_error, Control::Error),
        (&parsed.diag_once, Control::Once),
    ];
    for (lists, control) in groups {
        for spec in lists.iter().flat_map(|l| l.split(',')).filter(|s| !s.is_empty()) {
            c.set(resolve(spec, table)?, control);
        }
    }
    Ok(c)
}

/// cudafe++'s own options that take a value (`--opt V` or `--opt=V`).
/// cufe accepts its whole command line (see `cudafe_option`), so a script
/// made from `nvcc --dryrun` can call cufe in its place.
const CUDAFE_VALUE_OPTIONS: &[&str] = &[
    "include_directory", "embed_directory", "define_macro", "undefine_macro", "error_limit", "list", "xref", "error_output",
    "output", "db_name", "time_limit", "diag_suppress", "diag_remark", "diag_warning", "diag_error", "diag_once",
    "device-time-trace", "device-time-trace-granularity", "orig_src_file_name", "orig_src_path_name", "frandom-seed",
    "pgi_version", "include_file_name", "include_alt_file_name", "gen_device_file_name", "tile_bc_file_name",
    "stub_file_name", "module_id_file_name", "compiler_bindir", "sdk_dir", "icc_version", "gen_c_file_name",
    "msvc_target_version", "gen_c_msvc_version", "gen_c_gnu_version", "gen_c_clang_version", "create_pch", "use_pch",
    "pch_dir", "wdir", "create_header_unit", "create_module_interface", "create_module_internal_partition", "header_unit",
    "pack_alignment", "preinclude", "preinclude_macros", "pending_instantiations", "sys_include", "incl_suffixes",
    "modules_directory", "ms_mod_file_map", "ms_header_unit", "ms_header_unit_quote", "ms_header_unit_angle",
    "module_interface", "module_internal_partition", "gnu_version", "clang_version", "context_limit", "set_flag",
    "clear_flag", "edg_base_dir", "unicode_source_kind", "max_depth_constexpr_call", "max_cost_constexpr_call", "target",
    "output_mode", "nv_arch",
];

/// cudafe++'s flag options (no value) that cufe accepts and ignores, or
/// translates in `cudafe_option`.
const CUDAFE_FLAG_OPTIONS: &[&str] = &[
    "strict", "strict_warnings", "no_line_commands", "preprocess", "comments", "old_line_commands", "old_c", "dependencies",
    "trace_includes", "il_display", "anachronisms", "no_anachronisms", "cfront_2.1", "cfront_3.0", "no_code_gen",
    "signed_chars", "unsigned_chars", "instantiate", "implicit_include", "no_implicit_include", "suppress_vtbl",
    "force_vtbl", "dollar", "timing", "version", "no_warnings", "promote_warnings", "remarks", "c", "c++", "exceptions",
    "no_exceptions", "no_use_before_set_warnings", "db", "display_error_number", "no_display_error_number",
    "device-syntax-only", "tile-only", "simt-only", "enable-tile", "tile-preview-simt", "gen-foreign-decl",
    "no-gen-foreign-decl", "no-hidden-visibility-on-unnamed-ns", "static-host-stub", "host-stub-linkage-explicit",
    "device-hidden-visibility", "no-multiline-debug", "no-device-int128", "no-device-float128", "fe-inlining",
    "modify-stack-limit", "check-memory-clobber", "check-template-param-qual", "check-clock-call", "check-ffs-call",
    "check-routine-address-taken", "fassociative-math", "fno-signed-zeros", "ffinite-math-only", "force-lp64",
    "force-llp64", "keep-device-functions", "pgi_llvm", "pgi_arch_ppc", "pgi_arch_aarch64", "force_linkonce_to_weak",
    "disable_host_implicit_call_check", "no_strict_cuda_error", "device-c", "partial-link", "no-shadow-functions",
    "disable_ext_lambda_cache", "no-constant-variable-inferencing", "zero_init_auto_vars", "debug_mode",
    "gen_module_id_file", "m32", "m64", "Version", "pgc++", "icc", "icx", "grco", "allow_managed",
    "gen_system_templates_from_text", "no_host_device_initializer_list", "no_host_device_move_forward",
    "relaxed_constexpr", "dont_suppress_host_wrappers", "extended-lambda", "arm_cross_compiler", "riscv_cross_compiler",
    "target_woa", "gen_div_approx_no_ftz", "gen_div_approx_ftz", "shared_address_immutable", "uumn",
    "builtin-ieee128-type", "emit-lifetime-intrinsics", "unsigned_wchar_t", "pch", "pch_messages", "no_pch_messages",
    "pch_verbose", "no_pch_verbose", "restrict", "no_restrict", "long_lifetime_temps", "short_lifetime_temps",
    "wchar_t_keyword", "no_wchar_t_keyword", "alternative_tokens", "no_alternative_tokens", "svr4", "no_svr4",
    "brief_diagnostics", "no_brief_diagnostics", "nonconst_ref_anachronism", "no_nonconst_ref_anachronism",
    "no_preproc_only", "rtti", "no_rtti", "building_runtime", "bool", "no_bool", "array_new_and_delete",
    "no_array_new_and_delete", "explicit", "no_explicit", "namespaces", "no_namespaces", "using_std", "no_using_std",
    "remove_unneeded_entities", "no_remove_unneeded_entities", "typename", "no_typename", "implicit_typename",
    "no_implicit_typename", "special_subscript_cost", "no_special_subscript_cost", "old_style_preprocessing",
    "old_for_init", "new_for_init", "for_init_diff_warning", "no_for_init_diff_warning", "distinct_template_signatures",
    "no_distinct_template_signatures", "guiding_decls", "no_guiding_decls", "old_specializations",
    "no_old_specializations", "wrap_diagnostics", "no_wrap_diagnostics", "implicit_extern_c_type_conversion",
    "no_implicit_extern_c_type_conversion", "long_preserving_rules", "no_long_preserving_rules", "extern_inline",
    "no_extern_inline", "multibyte_chars", "no_multibyte_chars", "embedded_c++", "vla", "no_vla", "enum_overloading",
    "no_enum_overloading", "nonstd_qualifier_deduction", "no_nonstd_qualifier_deduction", "late_tiebreaker",
    "early_tiebreaker", "const_string_literals", "no_const_string_literals", "class_name_injection",
    "no_class_name_injection", "arg_dep_lookup", "no_arg_dep_lookup", "friend_injection", "no_friend_injection",
    "nonstd_using_decl", "no_nonstd_using_decl", "designators", "no_designators", "extended_designators",
    "no_extended_designators", "variadic_macros", "no_variadic_macros", "extended_variadic_macros",
    "no_extended_variadic_macros", "ms_translate_include", "no_ms_translate_include", "modules", "no_modules",
    "module_import_diagnostics", "no_module_import_diagnostics", "compound_literals", "no_compound_literals",
    "base_assign_op_is_default", "no_base_assign_op_is_default", "dep_name", "no_dep_name", "ignore_std",
    "parse_templates", "no_parse_templates", "c99", "no_c99", "c11", "c18", "c17", "c23", "c89", "no_stdarg_builtin",
    "gcc", "no_gcc", "g++", "no_g++", "clang", "no_clang", "report_gnu_extensions", "short_enums", "no_short_enums",
    "strict_gnu", "no_strict_gnu", "long_long", "embedded_c", "no_embedded_c", "thread_local_storage",
    "no_thread_local_storage", "trigraphs", "no_trigraphs", "nonstd_default_arg_deduction",
    "no_nonstd_default_arg_deduction", "stdc_zero_in_system_headers", "no_stdc_zero_in_system_headers",
    "template_typedefs_in_diagnostics", "no_template_typedefs_in_diagnostics", "uliterals", "no_uliterals",
    "type_traits_helpers", "no_type_traits_helpers", "c++11", "no_c++11", "c++0x", "no_c++0x", "lambdas", "no_lambdas",
    "rvalue_refs", "no_rvalue_refs", "nullptr", "no_nullptr", "rvalue_ctor_is_copy_ctor", "rvalue_ctor_is_not_copy_ctor",
    "gen_move_operations", "no_gen_move_operations", "c23_typeof", "no_c23_typeof", "c++11_sfinae", "no_c++11_sfinae",
    "c++11_sfinae_ignore_access", "no_c++11_sfinae_ignore_access", "variadic_templates", "no_variadic_templates",
    "c++14", "c++17", "c++20", "c++23", "c++26", "list_macros", "dump_configuration", "dump_legacy_as_target",
    "signed_bit_fields", "unsigned_bit_fields", "check_concatenations", "no_check_concatenations", "auto_type",
    "no_auto_type", "auto_storage", "no_auto_storage", "nonstd_instantiation_lookup", "no_nonstd_instantiation_lookup",
    "gcc89_inlining", "nonstd_gnu_keywords", "no_nonstd_gnu_keywords", "default_nocommon_tentative_definitions",
    "default_common_tentative_definitions", "no_token_separators_in_pp_output", "c++03", "func_prototype_tags",
    "no_func_prototype_tags", "implicit_noexcept", "no_implicit_noexcept", "unrestricted_unions",
    "no_unrestricted_unions", "delegating_constructors", "no_delegating_constructors", "lossy_conversion_warning",
    "no_lossy_conversion_warning", "deprecated_string_conv", "no_deprecated_string_conv", "user_defined_literals",
    "no_user_defined_literals", "preserve_lvalues_with_same_type_casts", "no_preserve_lvalues_with_same_type_casts",
    "nonstd_anonymous_unions", "no_nonstd_anonymous_unions", "digit_separators", "no_digit_separators",
    "utf8_char_literals", "no_utf8_char_literals", "stricter_template_checking", "exc_spec_in_func_type",
    "no_exc_spec_in_func_type", "aligned_new", "no_aligned_new", "ms_std_preprocessor", "no_ms_std_preprocessor",
    "char8_t", "no_char8_t", "bit_precise_integers", "no_bit_precise_integers", "relaxed_abstract_checking",
    "no_relaxed_abstract_checking", "concepts", "no_concepts", "colors", "no_colors", "keep_restrict_in_signatures",
    "no_keep_restrict_in_signatures", "check_unicode_security", "no_check_unicode_security", "old_id_chars",
    "no_old_id_chars", "add_match_notes", "no_add_match_notes", "dump_command_options", "incognito", "no_incognito",
];

/// Rewrites one cudafe++ option (name without dashes, its value if it takes
/// one) into cufe's spelling; `None` drops it (accepted, no effect here).
fn cudafe_option(name: &str, value: Option<&str>) -> Option<Vec<String>> {
    let v = || value.unwrap_or("").to_string();
    let out: Vec<String> = match name {
        "c++03" | "c++11" | "c++14" | "c++17" | "c++20" | "c++23" | "c++26" => vec!["--std".into(), name.into()],
        "version" | "Version" => vec!["--version".into()],
        "gen_c_file_name" => vec!["-o".into(), v()],
        "stub_file_name" => vec!["--stub-file".into(), v()],
        "orig_src_file_name" => vec!["--orig_src_file_name".into(), v()],
        "orig_src_path_name" => vec!["--orig_src_path_name".into(), v()],
        "include_directory" | "sys_include" => vec!["-I".into(), v()],
        "define_macro" => vec!["-D".into(), v()],
        "undefine_macro" => vec!["-U".into(), v()],
        "gnu_version" => vec!["--host-compiler".into(), format!("gnu:{}", v())],
        "clang" => vec!["--host-compiler".into(), "clang".into()],
        "clang_version" => vec!["--host-compiler".into(), format!("clang:{}", v())],
        "relaxed_constexpr" | "extended-lambda" | "device-c" | "no_warnings" | "promote_warnings" | "remarks"
        | "display_error_number" | "no_display_error_number" | "brief_diagnostics" => vec![format!("--{name}")],
        "diag_suppress" | "diag_remark" | "diag_warning" | "diag_error" | "diag_once" => vec![format!("--{name}"), v()],
        _ => return None,
    };
    Some(out)
}

/// nvcc options that take one dash but are long (nvcc accepts any long
/// option with one dash: `-diag-suppress 1835`, `-extended-lambda`).
const ONE_DASH_LONG: &[&str] = &[
    "arch", "std", "rdc", "dc", "gencode", "code", "ccbin", "Werror", "gpu-architecture", "diag-suppress", "diag-error", "diag-warn",
    "diag-remark", "expt-relaxed-constexpr", "extended-lambda", "expt-extended-lambda", "relocatable-device-code", "device-c",
    "display-error-number", "no-display-error-number", "err-no", "no-err-no",
];

/// nvcc's `-Xcudafe OPTS` (`--Xcudafe OPTS`, `-Xcudafe=OPTS`): options
/// passed to cudafe++ itself, comma-separated, which cufe reads as
/// cudafe++'s command line (`-Xcudafe --display_error_number`).
fn expand_xcudafe(args: &[String]) -> Vec<String> {
    let mut out = Vec::with_capacity(args.len());
    let mut i = 0;
    while i < args.len() {
        let a = args[i].as_str();
        i += 1;
        let value = match a.trim_start_matches('-').split_once('=') {
            Some(("Xcudafe", v)) if a.starts_with('-') => Some(v.to_string()),
            None if a.starts_with('-') && a.trim_start_matches('-') == "Xcudafe" => {
                i += 1;
                args.get(i - 1).cloned()
            }
            _ => {
                out.push(a.to_string());
                continue;
            }
        };
        out.extend(value.iter().flat_map(|v| v.split(',')).filter(|v| !v.is_empty()).map(str::to_string));
    }
    out
}

/// Translates cudafe++'s command line into cufe's; other arguments pass.
fn translate_cudafe(args: &[String]) -> Vec<String> {
    let mut out = Vec::with_capacity(args.len());
    let mut i = 0;
    while i < args.len() {
        let a = &args[i];
        i += 1;
        let Some(body) = a.strip_prefix("--") else {
            out.push(a.clone());
            continue;
        };
        let (name, inline) = match body.split_once('=') {
            Some((n, v)) => (n, Some(v.to_string())),
            None => (body, None),
        };
        let takes_value = CUDAFE_VALUE_OPTIONS.contains(&name);
        if !takes_value && !CUDAFE_FLAG_OPTIONS.contains(&name) {
            out.push(a.clone());
            continue;
        }
        let value = if takes_value && inline.is_none() {
            i += 1;
            args.get(i - 1).cloned()
        } else {
            inline
        };
        out.extend(cudafe_option(name, value.as_deref()).unwrap_or_default());
    }
    out
}

fn normalize(args: &[String]) -> Vec<String> {
    translate_cudafe(&expand_xcudafe(args))
        .iter()
        .map(|a| {
            let Some(rest) = a.strip_prefix('-').filter(|r| !r.starts_with('-')) else { return a.clone() };
            let name = rest.split('=').next().unwrap_or(rest);
            if ONE_DASH_LONG.contains(&name) {
                format!("-{a}")
            } else {
                a.clone()
            }
        })
        .collect()
}

pub fn parse(args: &[String]) -> Result<Parsed, String> {
    parse_in(args, None)
}

/// Like [`parse`], with relative table files (`--attr-table`,
/// `--diag-table`) looked up in `dir` when given (a worker's sandbox).
pub fn parse_in(args: &[String], dir: Option<&Path>) -> Result<Parsed, String> {
    let mut argv = vec!["cufe".to_string()];
    argv.extend(normalize(args));
    let parsed = match Args::try_parse_from(&argv) {
        Ok(p) => p,
        Err(e) => {
            use clap::error::ErrorKind;
            return match e.kind() {
                ErrorKind::DisplayHelp | ErrorKind::DisplayVersion => Ok(Parsed::Exit(e.to_string(), 0)),
                _ => Err(clap_error_line(&e)),
            };
        }
    };
    if let Some(key) = &parsed.explain {
        return crate::explain::explain(key).map(|text| Parsed::Exit(text, 0));
    }
    let Some(input) = parsed.input.clone() else {
        return Err(NO_INPUT.to_string());
    };
    let config = Config {
        host: parse_host(&parsed.host_compiler)?,
        arch: parse_arch(&parsed.arch)?,
        std: parse_std(parsed.std.as_deref().unwrap_or("c++17"))?,
        relaxed_constexpr: parsed.relaxed_constexpr,
        extended_lambda: parsed.extended_lambda,
        rdc: parsed.dc || parsed.rdc.as_deref().is_some_and(|v| matches!(v, "true" | "1" | "yes")),
    };
    let dump_after = parsed.dump_after.as_deref().map(Pass::parse).transpose()?;
    let ext = input.extension().and_then(|e| e.to_str()).unwrap_or("");
    let preprocessed = parsed.preprocessed || matches!(ext, "ii" | "i");
    let choice = match &parsed.preprocessor {
        Some(p) => crate::toolkit::Choice::parse(p)?,
        None => crate::toolkit::Choice::from_env()?,
    };
    let host_preprocessor = if preprocessed { None } else { crate::toolkit::resolve(choice, parsed.ccbin.as_deref(), parsed.cuda_path.as_deref())? };
    let display_name = input.to_string_lossy().into_owned();
    let defines = parsed
        .define
        .iter()
        .map(|d| match d.split_once('=') {
            Some((n, v)) => (n.to_string(), Some(v.to_string())),
            None => (d.clone(), None),
        })
        .collect();
    let tables = match load_tables(parsed.attr_table.as_deref(), parsed.diag_table.as_deref(), dir)? {
        Ok(tables) => tables,
        Err(errors) => return Ok(Parsed::Exit(errors, 1)),
    };
    let controls = match controls(&parsed, &tables.diags) {
        Ok(c) => c,
        Err(bad) => return Ok(Parsed::Exit(command_line_error(&bad.message()), 4)),
    };
    Ok(Parsed::Run(Box::new(Request {
        input,
        display_name,
        output: parsed.output,
        stub_file: parsed.stub_file,
        config,
        dump_after,
        preprocessed,
        host_preprocessor,
        explicit_std: parsed.std.is_some(),
        include_dirs: parsed.include,
        defines,
        undefines: parsed.undefine,
        orig_src_file_name: parsed.orig_src_file_name,
        orig_src_path_name: parsed.orig_src_path_name,
        controls,
        display_numbers: !parsed.no_display_error_number,
        brief: parsed.brief_diagnostics,
        diag_format: crate::render::Format::parse(&parsed.diag_format)?,
        color: crate::render::ColorChoice::parse(&parsed.color)?,
        tables,
    })))
}

/// The run's tables: the compiled-in ones, merged with the overlay files
/// when there are any. `Err` is a file that cannot be read; `Ok(Err)` the
/// text to print for overlays that do not load, one `FILE:LINE:COL:
/// message` line per error.
fn load_tables(attrs: Option<&Path>, diags: Option<&Path>, dir: Option<&Path>) -> Result<Result<TableSet, String>, String> {
    if attrs.is_none() && diags.is_none() {
        return Ok(Ok(TableSet::builtin()));
    }
    let read = |path: Option<&Path>| -> Result<Option<(String, String)>, String> {
        let Some(path) = path else { return Ok(None) };
        let full = dir.map_or_else(|| path.to_path_buf(), |d| d.join(path));
        let text = std::fs::read_to_string(&full).map_err(|e| format!("cannot read table {}: {e}", path.display()))?;
        Ok(Some((path.display().to_string(), text)))
    };
    let (attrs, diags) = (read(attrs)?, read(diags)?);
    match load_overlay(ATTRIBUTES, DIAGNOSTICS, source(&attrs), source(&diags)) {
        Ok(merged) => Ok(Ok(TableSet::new(merged))),
        Err(errors) => Ok(Err(errors.iter().map(|e| format!("{e}\n")).collect())),
    }
}

/// A table file read (its name for messages, its text) as `load_overlay`
/// takes it.
fn source(file: &Option<(String, String)>) -> Option<Source<'_>> {
    file.as_ref().map(|(file, text)| Source { file, text })
}

const NO_INPUT: &str = "no input file (usage: cufe [OPTIONS] FILE.cu; see cufe --help)";

/// One line for a command line clap rejects: what was wrong and where to
/// look, without clap's usage block and tips.
fn clap_error_line(e: &clap::Error) -> String {
    use clap::error::{ContextKind, ContextValue, ErrorKind};
    let invalid = match e.get(ContextKind::InvalidArg) {
        Some(ContextValue::String(arg)) => Some(arg.as_str()),
        _ => None,
    };
    match (e.kind(), invalid) {
        (ErrorKind::UnknownArgument, Some(arg)) if arg.starts_with('-') => {
            format!("unknown option `{arg}` (see cufe --help)")
        }
        (ErrorKind::UnknownArgument, Some(arg)) => {
            format!("unexpected argument `{arg}`: cufe checks one translation unit per run (see cufe --help)")
        }
        (ErrorKind::MissingRequiredArgument, _) => NO_INPUT.to_string(),
        _ => {
            let text = e.to_string();
            let first = text.lines().next().unwrap_or("invalid arguments").trim_start_matches("error: ");
            format!("{first} (see cufe --help)")
        }
    }
}

/// `--host-compiler` values in order: a later kind or version wins.
fn parse_host(specs: &[String]) -> Result<HostCompiler, String> {
    let mut host = HostCompiler::Gnu(120200);
    for spec in specs {
        let (kind, version) = spec.split_once(':').unwrap_or((spec.as_str(), ""));
        let version = if version.is_empty() {
            None
        } else {
            Some(version.parse::<u32>().map_err(|_| format!("invalid host compiler version `{version}`"))?)
        };
        host = match (kind, host) {
            ("gnu", _) => HostCompiler::Gnu(version.unwrap_or(120200)),
            ("clang", HostCompiler::Clang(v)) => HostCompiler::Clang(version.unwrap_or(v)),
            ("clang", _) => HostCompiler::Clang(version.unwrap_or(170000)),
            _ => return Err(format!("invalid host compiler `{spec}` (expected gnu[:VERSION] or clang[:VERSION])")),
        };
    }
    Ok(host)
}

fn parse_arch(arch: &str) -> Result<u32, String> {
    let digits: String = arch
        .trim_start_matches("sm_")
        .trim_start_matches("compute_")
        .chars()
        .take_while(char::is_ascii_digit)
        .collect();
    // (Real architectures have two or three digits; a larger number would
    // overflow `__CUDA_ARCH__`'s value, ten times it.)
    const MAX_ARCH: u32 = 9999;
    digits.parse().ok().filter(|&n| n <= MAX_ARCH).ok_or_else(|| format!("invalid GPU architecture `{arch}` (expected e.g. sm_90)"))
}

fn parse_std(std: &str) -> Result<u32, String> {
    let v = std.trim_start_matches("c++").trim_start_matches("gnu++");
    match v {
        "03" | "98" => Ok(3),
        "11" | "0x" => Ok(11),
        "14" | "1y" => Ok(14),
        "17" | "1z" => Ok(17),
        "20" | "2a" => Ok(20),
        "23" | "2b" => Ok(23),
        _ => Err(format!("invalid C++ dialect `{std}` (expected c++11, c++14, c++17, c++20 or c++23)")),
    }
}
