//! `cargo xtask codegen`: compiles `tables/*.ron` into `tables/src/generated/`.
//!
//! The generated Rust is checked in, so building cufe parses no RON; the
//! `generated_files_are_fresh` test keeps it in step with the tables (the
//! rust-analyzer way: generate, compare, and rewrite only when asked).
//! Values are printed as `Cow::Borrowed` literals of the schema types, which
//! makes the tables plain `'static` data.

use std::collections::HashMap;
use std::fmt::Write as _;
use std::fs;
use std::path::Path;

use cufe_tables::schema::{ArgSchema, AttributeRow, DiagnosticRow, Rule, Target};
use cufe_tables::{load_tables, RowRef, Source, TableError, TableKind};

use crate::project_root;

mod explain;

const ATTRIBUTES_RON: &str = "tables/attributes.ron";
const DIAGNOSTICS_RON: &str = "tables/diagnostics.ron";
const EXPLAIN_RON: &str = "tables/explain.ron";
const GENERATED_DIR: &str = "tables/src/generated";

/// A file codegen writes.
#[derive(Debug)]
struct GeneratedFile {
    /// Relative to the workspace root, with `/` separators.
    path: String,
    contents: String,
}

/// Entry point of `cargo xtask codegen [--check]`.
pub(crate) fn run(args: &[String]) -> Result<(), String> {
    let check = match args {
        [] => false,
        [flag] if flag == "--check" => true,
        _ => {
            return Err(format!(
                "error: unexpected arguments {args:?}\nusage: cargo xtask codegen [--check]"
            ))
        }
    };
    let root = project_root();
    let files = generate(&root)?;
    if check {
        check_files(&root, &files)
    } else {
        write_files(&root, &files)
    }
}

fn generate(root: &Path) -> Result<Vec<GeneratedFile>, String> {
    let attributes = read(root, ATTRIBUTES_RON)?;
    let diagnostics = read(root, DIAGNOSTICS_RON)?;
    let explain = read(root, EXPLAIN_RON)?;
    let mut files = generate_from(&attributes, &diagnostics).map_err(|errors| render_errors(&errors))?;
    files.push(explain::generate(&explain, &diagnostics).map_err(|errors| render_errors(&errors))?);
    Ok(files)
}

fn read(root: &Path, path: &str) -> Result<String, String> {
    fs::read_to_string(root.join(path)).map_err(|error| format!("{path}: cannot read: {error}"))
}

fn render_errors(errors: &[TableError]) -> String {
    errors.iter().map(|error| format!("{error}\n")).collect()
}

/// Parses, validates, and prints both tables; pure, for tests.
fn generate_from(
    attributes: &str,
    diagnostics: &str,
) -> Result<Vec<GeneratedFile>, Vec<TableError>> {
    let tables = load_tables(
        Source {
            file: ATTRIBUTES_RON,
            text: attributes,
        },
        Source {
            file: DIAGNOSTICS_RON,
            text: diagnostics,
        },
    )?;
    let diagnostics_rs = diagnostics_rs(&tables.diagnostics).map_err(|mut error| {
        error.locate(TableKind::Diagnostics, DIAGNOSTICS_RON, diagnostics);
        vec![error]
    })?;
    Ok(vec![
        GeneratedFile {
            path: format!("{GENERATED_DIR}/mod.rs"),
            contents: mod_rs(),
        },
        GeneratedFile {
            path: format!("{GENERATED_DIR}/attributes.rs"),
            contents: attributes_rs(&tables.attributes),
        },
        GeneratedFile {
            path: format!("{GENERATED_DIR}/diagnostics.rs"),
            contents: diagnostics_rs,
        },
    ])
}

/// Whether the checked-in `file` differs from what codegen produces.
fn is_stale(root: &Path, file: &GeneratedFile) -> bool {
    fs::read_to_string(root.join(&file.path)).ok().as_deref() != Some(&file.contents)
}

/// Paths of the files whose checked-in contents differ from `files`.
fn stale_files<'a>(root: &Path, files: &'a [GeneratedFile]) -> Vec<&'a str> {
    files
        .iter()
        .filter(|file| is_stale(root, file))
        .map(|file| file.path.as_str())
        .collect()
}

fn stale_message(path: &str) -> String {
    format!("{path} is stale: run `cargo xtask codegen`")
}

fn check_files(root: &Path, files: &[GeneratedFile]) -> Result<(), String> {
    let stale = stale_files(root, files);
    if stale.is_empty() {
        return Ok(());
    }
    Err(stale
        .iter()
        .map(|path| stale_message(path) + "\n")
        .collect())
}

/// Writes the files that changed, leaving the others' timestamps alone so
/// that cargo does not rebuild for nothing.
fn write_files(root: &Path, files: &[GeneratedFile]) -> Result<(), String> {
    for file in files.iter().filter(|file| is_stale(root, file)) {
        let path = &file.path;
        let full = root.join(path);
        if let Some(dir) = full.parent() {
            fs::create_dir_all(dir)
                .map_err(|error| format!("{path}: cannot create directory: {error}"))?;
        }
        fs::write(&full, &file.contents)
            .map_err(|error| format!("{path}: cannot write: {error}"))?;
        eprintln!("updated {path}");
    }
    Ok(())
}

fn header(source: &str) -> String {
    format!(
        "//! Generated by `cargo xtask codegen` from {source} — do not edit; \
         edit tables/*.ron and run `cargo xtask codegen`.\n\n"
    )
}

fn mod_rs() -> String {
    // `rustfmt::skip` on the declarations keeps `cargo fmt` out of the
    // generated files, whose layout is codegen's business.
    header("tables/*.ron")
        + "#[rustfmt::skip]\npub mod attributes;\n#[rustfmt::skip]\npub mod diagnostics;\n#[rustfmt::skip]\npub mod explain;\n"
}

// ---- attributes.rs ----------------------------------------------------------

fn attributes_rs(rows: &[AttributeRow]) -> String {
    let mut out = header(ATTRIBUTES_RON);
    out += "use std::borrow::Cow;\n\nuse crate::schema::*;\n\n";
    out += "/// The attribute descriptor table, in the order of attributes.ron.\n";
    out += "pub static ATTRIBUTES: &[AttributeRow] = &[\n";
    for row in rows {
        write_attribute(&mut out, row);
    }
    out += "];\n";
    out
}

fn write_attribute(out: &mut String, row: &AttributeRow) {
    let kind = row
        .kind
        .map_or_else(|| "None".to_owned(), |kind| format!("Some({kind:?})"));
    let fields = [
        ("name", cow_str(&row.name)),
        ("kind", kind),
        ("display", cow_str(&row.display)),
        // Unit variants: `Debug` prints exactly the variant's name.
        ("category", format!("Category::{:?}", row.category)),
        ("handler", format!("Handler::{:?}", row.handler)),
        ("targets", targets(&row.targets)),
        ("args", arg_schema(&row.args)),
        ("mode", cow_str(&row.mode)),
        (
            "namespaces",
            cow_list(&row.namespaces, |namespace| cow_str(namespace)),
        ),
        ("rules", cow_list(&row.rules, rule)),
    ];
    out.push_str("    AttributeRow {\n");
    for (field, value) in fields {
        let _ = writeln!(out, "        {field}: {value},");
    }
    out.push_str("    },\n");
}

fn arg_schema(args: &ArgSchema) -> String {
    match *args {
        ArgSchema::None => "ArgSchema::None".to_owned(),
        ArgSchema::Tokens => "ArgSchema::Tokens".to_owned(),
        ArgSchema::Ints { min, max } => format!("ArgSchema::Ints {{ min: {min}, max: {max} }}"),
        ArgSchema::Tuples { min, max, arity } => {
            format!("ArgSchema::Tuples {{ min: {min}, max: {max}, arity: {arity} }}")
        }
    }
}

fn rule(rule: &Rule) -> String {
    match rule {
        Rule::SetFlag(flag) => format!("Rule::SetFlag({})", cow_str(flag)),
        Rule::OnlyOnGlobal { diag } => format!("Rule::OnlyOnGlobal {{ diag: {} }}", cow_str(diag)),
        Rule::AppliesTo {
            targets: list,
            diag,
        } => {
            format!(
                "Rule::AppliesTo {{ targets: {}, diag: {} }}",
                targets(list),
                cow_str(diag)
            )
        }
        Rule::ConflictsWith { attr, diag } => {
            format!(
                "Rule::ConflictsWith {{ attr: {}, diag: {} }}",
                cow_str(attr),
                cow_str(diag)
            )
        }
        Rule::ArgCount { min, max, diag } => format!(
            "Rule::ArgCount {{ min: {min}, max: {max}, diag: {} }}",
            cow_str(diag)
        ),
        Rule::IntRange {
            arg,
            min,
            max,
            diag,
        } => format!(
            "Rule::IntRange {{ arg: {arg}, min: {min}, max: {max}, diag: {} }}",
            cow_str(diag)
        ),
        Rule::ConstantArgs { diag } => format!("Rule::ConstantArgs {{ diag: {} }}", cow_str(diag)),
        Rule::MinArch { sm, diag } => {
            format!("Rule::MinArch {{ sm: {sm}, diag: {} }}", cow_str(diag))
        }
        Rule::IncompatibleMode { mode, diag } => format!(
            "Rule::IncompatibleMode {{ mode: {}, diag: {} }}",
            cow_str(mode),
            cow_str(diag)
        ),
        Rule::Diagnose { diag } => format!("Rule::Diagnose {{ diag: {} }}", cow_str(diag)),
        Rule::NoEllipsis { diag } => format!("Rule::NoEllipsis {{ diag: {} }}", cow_str(diag)),
        Rule::FunctionType { diag } => format!("Rule::FunctionType {{ diag: {} }}", cow_str(diag)),
        Rule::InlineDefinition { diag } => format!("Rule::InlineDefinition {{ diag: {} }}", cow_str(diag)),
    }
}

fn targets(targets: &[Target]) -> String {
    cow_list(targets, |target| format!("Target::{target:?}"))
}

/// A string literal: `Debug` escapes exactly as Rust source needs.
fn cow_str(s: &str) -> String {
    format!("Cow::Borrowed({s:?})")
}

fn cow_list<T>(items: &[T], print: impl Fn(&T) -> String) -> String {
    let items: Vec<String> = items.iter().map(print).collect();
    format!("Cow::Borrowed(&[{}])", items.join(", "))
}

// ---- diagnostics.rs ---------------------------------------------------------

fn diagnostics_rs(rows: &[DiagnosticRow]) -> Result<String, TableError> {
    // Rows keep their index in the RON file, for locating errors.
    let mut sorted: Vec<(usize, &DiagnosticRow)> = rows.iter().enumerate().collect();
    sorted.sort_by_key(|(_, row)| row.number);

    let mut out = header(DIAGNOSTICS_RON);
    out += "use std::borrow::Cow;\n\nuse crate::schema::*;\n\n";
    out += "/// cudafe++ 13.5's diagnostic table, sorted by number.\n";
    out += "pub static DIAGNOSTICS: &[DiagnosticRow] = &[\n";
    for (_, row) in &sorted {
        let _ = writeln!(
            out,
            "    DiagnosticRow {{ number: {}, display: {}, tag: {}, severity: Severity::{:?}, \
             discretionary: {}, message: {} }},",
            row.number,
            row.display,
            cow_str(&row.tag),
            row.severity,
            row.discretionary,
            cow_str(&row.message),
        );
    }
    out += "];\n\n";
    write_tag_index(&mut out, &sorted)?;
    write_tag_consts(&mut out, &sorted)?;
    Ok(out)
}

/// `BY_TAG`: indices into `DIAGNOSTICS` ordered by tag, so that a lookup by
/// tag is a binary search.
fn write_tag_index(out: &mut String, sorted: &[(usize, &DiagnosticRow)]) -> Result<(), TableError> {
    let mut by_tag: Vec<usize> = (0..sorted.len()).filter(|&i| !sorted[i].1.tag.is_empty()).collect();
    by_tag.sort_by_key(|&index| sorted[index].1.tag.as_ref());
    out.push_str(
        "/// Indices into [`DIAGNOSTICS`] in the order of their tags, for `diagnostic_by_tag`.\n",
    );
    out.push_str("pub(crate) static BY_TAG: &[u16] = &[");
    for (n, &index) in by_tag.iter().enumerate() {
        let index = u16::try_from(index).map_err(|_| {
            row_error(
                sorted[index].0,
                "too many diagnostics: more than 65536 rows".to_owned(),
            )
        })?;
        out.push_str(if n % 16 == 0 { "\n    " } else { " " });
        let _ = write!(out, "{index},");
    }
    out.push_str("\n];\n\n");
    Ok(())
}

/// The `tag` module: a `DiagId` constant per tag, named after it.
fn write_tag_consts(
    out: &mut String,
    sorted: &[(usize, &DiagnosticRow)],
) -> Result<(), TableError> {
    let skipped: Vec<&str> = sorted
        .iter()
        .map(|(_, row)| row.tag.as_ref())
        .filter(|tag| !tag.is_empty() && const_name(tag).is_none())
        .collect();
    out.push_str("/// One constant per diagnostic tag, named after the tag in upper case.\n");
    if !skipped.is_empty() {
        let skipped: Vec<String> = skipped.iter().map(|tag| format!("`{tag}`")).collect();
        let _ = writeln!(
            out,
            "///\n/// Tags that do not start with a letter or `_` have none: {}.",
            skipped.join(", ")
        );
    }
    out.push_str("pub mod tag {\n    use crate::schema::DiagId;\n");
    let mut names: HashMap<String, &str> = HashMap::new();
    for &(index, row) in sorted {
        let Some(name) = const_name(&row.tag) else {
            continue;
        };
        if let Some(other) = names.insert(name.clone(), &row.tag) {
            return Err(row_error(
                index,
                format!(
                    "tags `{other}` and `{}` both become the constant `{name}`",
                    row.tag
                ),
            ));
        }
        out.push('\n');
        if !row.message.contains('`') {
            let _ = writeln!(out, "    /// `{}`", row.message);
        }
        let _ = writeln!(
            out,
            "    pub const {name}: DiagId = DiagId({});",
            row.number
        );
    }
    out.push_str("}\n");
    Ok(())
}

/// The constant for `tag`, if upper-casing it gives an identifier.
fn const_name(tag: &str) -> Option<String> {
    let name = tag.to_ascii_uppercase();
    let valid = name.starts_with(|c: char| c.is_ascii_uppercase() || c == '_')
        && name != "_"
        && name
            .bytes()
            .all(|b| b.is_ascii_uppercase() || b.is_ascii_digit() || b == b'_');
    valid.then_some(name)
}

fn row_error(index: usize, message: String) -> TableError {
    TableError {
        file: String::new(),
        position: None,
        row: Some(RowRef {
            table: TableKind::Diagnostics,
            index,
        }),
        rule: None,
        related: None,
        message,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Two rows of diagnostics.ron, enough for attribute rules to refer to.
    const DIAGS: &str = "[\n\
        (number: 3829, display: 20245, tag: \"grid_constant_non_kernel\", severity: Error, \
         discretionary: true, message: \"only on a %s function\"),\n\
        (number: 1, display: 1, tag: \"last_line_incomplete\", severity: Unknown, \
         discretionary: false, message: \"last line\"),\n\
    ]\n";

    fn attrs_error(attrs: &str) -> String {
        match generate_from(attrs, DIAGS) {
            Ok(_) => panic!("accepted a bad table:\n{attrs}"),
            Err(errors) => render_errors(&errors),
        }
    }

    #[test]
    fn generated_files_are_fresh() {
        let root = project_root();
        let files = generate(&root).unwrap_or_else(|errors| panic!("{errors}"));
        let stale = stale_files(&root, &files);
        assert!(
            stale.is_empty(),
            "{}",
            stale
                .iter()
                .map(|path| stale_message(path))
                .collect::<Vec<_>>()
                .join("\n")
        );
    }

    #[test]
    fn malformed_ron_reports_file_line_col() {
        let error = attrs_error("[\n    (name: \"host\", display: 3),\n]\n");
        assert!(error.starts_with("tables/attributes.ron:2:"), "{error}");
    }

    #[test]
    fn duplicate_name_is_rejected() {
        let attrs = "[\n\
            (name: \"a\", display: \"a\", category: PassThrough, handler: None, targets: [], namespaces: [\"\", \"gnu\"]),\n\
            (name: \"a\", display: \"a\", category: PassThrough, handler: None, targets: [], namespaces: [\"gnu\"]),\n\
        ]\n";
        let error = attrs_error(attrs);
        assert_eq!(
            error,
            "tables/attributes.ron:3:1: duplicate attribute `a` for namespaces [\"gnu\"] \
             (first defined at tables/attributes.ron:2:1)\n"
        );
    }

    #[test]
    fn same_name_in_other_namespaces_is_accepted() {
        let attrs = "[\n\
            (name: \"a\", display: \"a\", category: PassThrough, handler: None, targets: []),\n\
            (name: \"a\", display: \"a\", category: PassThrough, handler: None, targets: [], namespaces: [\"gnu\"]),\n\
        ]\n";
        assert!(generate_from(attrs, DIAGS).is_ok());
    }

    #[test]
    fn unknown_diag_tag_in_rule_is_rejected() {
        let attrs = "[\n\
            (name: \"grid_constant\", display: \"__grid_constant__\", category: Parameter, handler: Rules,\n\
             targets: [Parameter], rules: [AppliesTo(targets: [Parameter], diag: \"no_such_tag\")]),\n\
        ]\n";
        let error = attrs_error(attrs);
        assert_eq!(
            error,
            // At the rule, not at the row.
            "tables/attributes.ron:3:31: rule of `grid_constant` names unknown diagnostic tag `no_such_tag`\n"
        );
    }

    #[test]
    fn conflict_with_unknown_attribute_is_rejected() {
        let attrs = "[(name: \"a\", display: \"a\", category: Optimization, handler: Rules, targets: [Function],\n\
            rules: [ConflictsWith(attr: \"b\", diag: \"last_line_incomplete\")])]";
        let error = attrs_error(attrs);
        assert!(
            error.contains("`a` conflicts with unknown attribute `b`"),
            "{error}"
        );
    }

    #[test]
    fn impossible_ranges_are_rejected() {
        let attrs = "[(name: \"a\", display: \"a\", category: LaunchConfig, handler: Rules, targets: [Function],\n\
            args: Ints(min: 2, max: 1),\n\
            rules: [IntRange(arg: 3, min: 5, max: 4, diag: \"last_line_incomplete\")])]";
        let error = attrs_error(attrs);
        assert!(error.contains("min 2 > max 1"), "{error}");
        assert!(error.contains("min 5 > max 4"), "{error}");
        assert!(
            error.contains("checks argument 3, but `a` takes at most 1"),
            "{error}"
        );
    }

    #[test]
    fn bad_diagnostic_rows_are_rejected() {
        let diags = "[\n\
            (number: 1, display: 1, tag: \"a\", severity: Error, discretionary: false, message: \"\"),\n\
            (number: 1, display: 1, tag: \"a\", severity: Error, discretionary: false, message: \"\"),\n\
            (number: 3584, display: 3584, tag: \"b\", severity: Error, discretionary: false, message: \"\"),\n\
        ]";
        let errors = match generate_from("[]", diags) {
            Ok(_) => panic!("accepted a bad table"),
            Err(errors) => render_errors(&errors),
        };
        assert!(
            errors.contains("tables/diagnostics.ron:3:1: duplicate diagnostic number 1"),
            "{errors}"
        );
        assert!(
            errors.contains("tables/diagnostics.ron:3:1: duplicate diagnostic tag `a`"),
            "{errors}"
        );
        assert!(
            errors.contains("tables/diagnostics.ron:4:1: display number of `b` must be 20000"),
            "{errors}"
        );
    }

    #[test]
    fn every_rule_kind_prints_as_rust() {
        // The same texts as `EVERY_RULE` in tables/src/schema.rs, which
        // compiles them.
        let rules: Vec<Rule> = ron::from_str(
            "[SetFlag(\"f\"), OnlyOnGlobal(diag: \"d\"), AppliesTo(targets: [Kernel, Variable], diag: \"d\"), \
             ConflictsWith(attr: \"maxnreg\", diag: \"d\"), ArgCount(min: 1, max: 2, diag: \"d\"), \
             IntRange(arg: 0, min: -9223372036854775808, max: 1024, diag: \"d\"), ConstantArgs(diag: \"d\"), \
             MinArch(sm: 80, diag: \"d\"), IncompatibleMode(mode: \"rdc\", diag: \"d\"), Diagnose(diag: \"d\"), \
             NoEllipsis(diag: \"d\"), FunctionType(diag: \"d\"), InlineDefinition(diag: \"d\")]",
        )
        .expect("rules parse");
        let printed: Vec<String> = rules.iter().map(rule).collect();
        assert_eq!(
            printed,
            [
                "Rule::SetFlag(Cow::Borrowed(\"f\"))",
                "Rule::OnlyOnGlobal { diag: Cow::Borrowed(\"d\") }",
                "Rule::AppliesTo { targets: Cow::Borrowed(&[Target::Kernel, Target::Variable]), diag: Cow::Borrowed(\"d\") }",
                "Rule::ConflictsWith { attr: Cow::Borrowed(\"maxnreg\"), diag: Cow::Borrowed(\"d\") }",
                "Rule::ArgCount { min: 1, max: 2, diag: Cow::Borrowed(\"d\") }",
                "Rule::IntRange { arg: 0, min: -9223372036854775808, max: 1024, diag: Cow::Borrowed(\"d\") }",
                "Rule::ConstantArgs { diag: Cow::Borrowed(\"d\") }",
                "Rule::MinArch { sm: 80, diag: Cow::Borrowed(\"d\") }",
                "Rule::IncompatibleMode { mode: Cow::Borrowed(\"rdc\"), diag: Cow::Borrowed(\"d\") }",
                "Rule::Diagnose { diag: Cow::Borrowed(\"d\") }",
                "Rule::NoEllipsis { diag: Cow::Borrowed(\"d\") }",
                "Rule::FunctionType { diag: Cow::Borrowed(\"d\") }",
                "Rule::InlineDefinition { diag: Cow::Borrowed(\"d\") }",
            ]
        );
    }

    #[test]
    fn generated_code_escapes_strings_and_chars() {
        let attrs = "[(name: \"launch_bounds\", kind: Some('\\\\'), display: \"a\\\"b\", category: LaunchConfig, \
            handler: LaunchConfig, targets: [Function])]";
        let files = generate_from(attrs, DIAGS)
            .unwrap_or_else(|errors| panic!("{}", render_errors(&errors)));
        let attributes = &files[1].contents;
        assert!(attributes.contains("kind: Some('\\\\'),"), "{attributes}");
        assert!(
            attributes.contains("display: Cow::Borrowed(\"a\\\"b\"),"),
            "{attributes}"
        );
    }
}
