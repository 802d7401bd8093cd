//! Parsing `attributes.ron` and `diagnostics.ron` with positions in errors.
//!
//! Used by `cargo xtask codegen` and by runtime overlays, so that a typo in a
//! table is reported as `FILE:LINE:COL: message` wherever it is read.

use std::collections::HashMap;

use serde::de::DeserializeOwned;

use crate::schema::{AttributeRow, DiagnosticRow};
use crate::validate::{validate_tables, Position, RowRef, TableError, TableKind};

/// A table's text and the file name to use in messages.
#[derive(Debug, Clone, Copy)]
pub struct Source<'a> {
    pub file: &'a str,
    pub text: &'a str,
}

/// Both tables, parsed and validated.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Tables {
    pub attributes: Vec<AttributeRow>,
    pub diagnostics: Vec<DiagnosticRow>,
}

/// Parses an attribute table; `file` only names it in errors.
pub fn parse_attributes(file: &str, text: &str) -> Result<Vec<AttributeRow>, TableError> {
    parse(file, text)
}

/// Parses a diagnostic table; `file` only names it in errors. A row without
/// a display number gets the one its number implies.
pub fn parse_diagnostics(file: &str, text: &str) -> Result<Vec<DiagnosticRow>, TableError> {
    let mut rows: Vec<DiagnosticRow> = parse(file, text)?;
    for row in rows.iter_mut().filter(|row| row.display == 0) {
        row.display = DiagnosticRow::display_number(row.number);
    }
    Ok(rows)
}

/// Parses and validates both tables, reporting every error found, each
/// located in its file.
pub fn load_tables(
    attributes: Source<'_>,
    diagnostics: Source<'_>,
) -> Result<Tables, Vec<TableError>> {
    let attrs = parse_attributes(attributes.file, attributes.text);
    let diags = parse_diagnostics(diagnostics.file, diagnostics.text);
    let (attributes_rows, diagnostics_rows) = match (attrs, diags) {
        (Ok(attrs), Ok(diags)) => (attrs, diags),
        (attrs, diags) => return Err(attrs.err().into_iter().chain(diags.err()).collect()),
    };
    if let Err(mut errors) = validate_tables(&attributes_rows, &diagnostics_rows) {
        for error in &mut errors {
            error.locate(TableKind::Attributes, attributes.file, attributes.text);
            error.locate(TableKind::Diagnostics, diagnostics.file, diagnostics.text);
        }
        return Err(errors);
    }
    Ok(Tables {
        attributes: attributes_rows,
        diagnostics: diagnostics_rows,
    })
}

/// A runtime overlay (`--attr-table`, `--diag-table`) merged into a base
/// table: what the passes use instead of the compiled-in tables.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Merged {
    /// The base attribute rows with the overlay's applied: an overlay row
    /// replaces, in place, the base row of the same name whose namespaces it
    /// shares; other overlay rows are appended in order.
    pub attributes: Vec<AttributeRow>,
    /// The overlay's diagnostic rows: new diagnostics, and rows replacing the
    /// base row of the same tag (which must keep its number, so that ids
    /// compiled into Rust keep their meaning).
    pub diagnostics: Vec<DiagnosticRow>,
}

/// Where a row of a merged table comes from.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Origin {
    Base,
    /// Row index in the overlay file.
    Overlay(usize),
}

/// Parses the overlay files, merges them into the base tables and validates
/// the result as a whole, as codegen validates the RON files: an overlay may
/// use the base table's diagnostics and attributes, and may not clash with
/// them. Errors point into the overlay files (`FILE:LINE:COL: message`).
pub fn load_overlay(
    base_attributes: &[AttributeRow],
    base_diagnostics: &[DiagnosticRow],
    attributes: Option<Source<'_>>,
    diagnostics: Option<Source<'_>>,
) -> Result<Merged, Vec<TableError>> {
    let attrs = attributes.map(|src| parse_attributes(src.file, src.text)).transpose();
    let diags = diagnostics.map(|src| parse_diagnostics(src.file, src.text)).transpose();
    let (overlay_attrs, overlay_diags) = match (attrs, diags) {
        (Ok(attrs), Ok(diags)) => (attrs.unwrap_or_default(), diags.unwrap_or_default()),
        (attrs, diags) => return Err(attrs.err().into_iter().chain(diags.err()).collect()),
    };
    let mut errors = Vec::new();
    let (merged_diags, diag_origins) =
        merge_diagnostics(base_diagnostics, &overlay_diags, &mut errors);
    let (merged_attrs, attr_origins) = merge_attributes(base_attributes, &overlay_attrs);
    if let Err(found) = validate_tables(&merged_attrs, &merged_diags) {
        errors.extend(
            found
                .into_iter()
                .map(|error| to_overlay(error, &attr_origins, &diag_origins)),
        );
    }
    if !errors.is_empty() {
        for error in &mut errors {
            if let Some(src) = attributes {
                error.locate(TableKind::Attributes, src.file, src.text);
            }
            if let Some(src) = diagnostics {
                error.locate(TableKind::Diagnostics, src.file, src.text);
            }
        }
        return Err(errors);
    }
    let diagnostics = merged_diags
        .into_iter()
        .zip(&diag_origins)
        .filter(|(_, origin)| **origin != Origin::Base)
        .map(|(row, _)| row)
        .collect();
    Ok(Merged {
        attributes: merged_attrs,
        diagnostics,
    })
}

/// The base rows with overlay rows replacing those of the same tag, and new
/// ones appended. Replacing a row under another number is an error.
fn merge_diagnostics(
    base: &[DiagnosticRow],
    overlay: &[DiagnosticRow],
    errors: &mut Vec<TableError>,
) -> (Vec<DiagnosticRow>, Vec<Origin>) {
    let mut rows = base.to_vec();
    let mut origins = vec![Origin::Base; rows.len()];
    let by_tag: HashMap<&str, usize> = base
        .iter()
        .enumerate()
        .filter(|(_, row)| !row.tag.is_empty())
        .map(|(index, row)| (row.tag.as_ref(), index))
        .collect();
    for (index, row) in overlay.iter().enumerate() {
        match by_tag.get(row.tag.as_ref()) {
            Some(&at) if origins[at] == Origin::Base => {
                if row.number != base[at].number {
                    errors.push(TableError::at_row(
                        TableKind::Diagnostics,
                        index,
                        format!(
                            "diagnostic `{}` is number {} in the built-in table; an overlay row for it must keep that number",
                            row.tag, base[at].number
                        ),
                    ));
                }
                rows[at] = row.clone();
                origins[at] = Origin::Overlay(index);
            }
            _ => {
                rows.push(row.clone());
                origins.push(Origin::Overlay(index));
            }
        }
    }
    (rows, origins)
}

/// The base rows with each overlay row replacing the first base row of its
/// name that shares a namespace with it, or appended.
fn merge_attributes(
    base: &[AttributeRow],
    overlay: &[AttributeRow],
) -> (Vec<AttributeRow>, Vec<Origin>) {
    let mut rows = base.to_vec();
    let mut origins = vec![Origin::Base; rows.len()];
    for (index, row) in overlay.iter().enumerate() {
        let replaced = (0..base.len()).find(|&at| {
            origins[at] == Origin::Base
                && base[at].name == row.name
                && base[at]
                    .namespaces
                    .iter()
                    .any(|ns| row.namespaces.contains(ns))
        });
        match replaced {
            Some(at) => {
                rows[at] = row.clone();
                origins[at] = Origin::Overlay(index);
            }
            None => {
                rows.push(row.clone());
                origins.push(Origin::Overlay(index));
            }
        }
    }
    (rows, origins)
}

/// Turns an error about the merged tables into one about the overlay
/// files: row indices become overlay row indices, and base rows, which have
/// no file to point into, are named in the message instead.
fn to_overlay(mut error: TableError, attrs: &[Origin], diags: &[Origin]) -> TableError {
    let origin = |row: Option<RowRef>| {
        row.map(|row| {
            let origins = match row.table {
                TableKind::Attributes => attrs,
                TableKind::Diagnostics => diags,
            };
            let origin = origins.get(row.index).copied().unwrap_or(Origin::Base);
            (row.table, origin)
        })
    };
    let (mut primary, mut related) = (origin(error.row), origin(error.related));
    // A base row that clashes with an overlay row: point at the overlay row,
    // the one the author can change.
    if let (Some((_, Origin::Base)), Some((_, Origin::Overlay(_)))) = (primary, related) {
        std::mem::swap(&mut primary, &mut related);
        error.rule = None;
    }
    let overlay_ref = |side: Option<(TableKind, Origin)>| match side {
        Some((table, Origin::Overlay(index))) => Some(RowRef { table, index }),
        _ => None,
    };
    error.row = overlay_ref(primary);
    error.related = overlay_ref(related);
    if matches!(related, Some((_, Origin::Base))) {
        error.message += " (clashes with a row of the built-in table)";
    }
    if matches!(primary, Some((_, Origin::Base))) {
        error.file = "<built-in table>".to_owned();
    }
    error
}

fn parse<T: DeserializeOwned>(file: &str, text: &str) -> Result<T, TableError> {
    ron::from_str(text).map_err(|error| TableError {
        file: file.to_owned(),
        position: Some(Position {
            line: error.span.start.line,
            col: error.span.start.col,
        }),
        row: None,
        rule: None,
        related: None,
        message: error.code.to_string(),
    })
}

/// Byte offsets of the elements of the top-level list of a RON text.
///
/// Validation works on deserialized rows, which carry no positions; this
/// lexical scan maps a row index back to where the row starts. It knows just
/// enough RON to not be fooled by brackets and commas inside strings, char
/// literals and comments.
pub(crate) fn row_starts(text: &str) -> Vec<usize> {
    let lexemes = lex(text);
    match lexemes.iter().position(|l| l.kind == Lex::Open) {
        Some(open) => elements(&lexemes, open),
        None => Vec::new(),
    }
}

/// Byte offset of element `index` of the list in field `field` of the row
/// (a struct) starting at byte `row`: where the `index`-th rule of a row is.
pub(crate) fn field_element_start(text: &str, row: usize, field: &str, index: usize) -> Option<usize> {
    let lexemes = lex(text);
    let first = lexemes.iter().position(|l| l.start == row)?;
    let mut depth = 0usize;
    for (i, l) in lexemes.iter().enumerate().skip(first) {
        match l.kind {
            Lex::Open => depth += 1,
            Lex::Close => {
                depth = depth.saturating_sub(1);
                if depth == 0 {
                    return None;
                }
            }
            Lex::Word if depth == 1 && &text[l.start..l.end] == field => {
                let colon = lexemes.get(i + 1).filter(|l| l.kind == Lex::Colon)?;
                let open = lexemes.iter().position(|l| l.start > colon.start)?;
                return (lexemes[open].kind == Lex::Open).then(|| elements(&lexemes, open).get(index).copied())?;
            }
            _ => {}
        }
    }
    None
}

/// The kinds of lexeme the position scans tell apart.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Lex {
    Open,
    Close,
    Comma,
    Colon,
    /// An identifier or number.
    Word,
    /// A string, a char literal, any other punctuation.
    Other,
}

#[derive(Debug, Clone, Copy)]
struct Lexeme {
    start: usize,
    end: usize,
    kind: Lex,
}

/// Starts of the elements of the bracketed group opened by `lexemes[open]`.
fn elements(lexemes: &[Lexeme], open: usize) -> Vec<usize> {
    let mut starts = Vec::new();
    let mut depth = 0usize;
    let mut expect = false;
    for l in lexemes.iter().skip(open) {
        if depth == 1 && expect && l.kind != Lex::Close {
            starts.push(l.start);
            expect = false;
        }
        match l.kind {
            Lex::Open => {
                depth += 1;
                expect = depth == 1;
            }
            Lex::Close => {
                depth = depth.saturating_sub(1);
                if depth == 0 {
                    break;
                }
            }
            Lex::Comma => expect = depth == 1,
            _ => {}
        }
    }
    starts
}

/// The significant lexemes of a RON text: no whitespace, comments or
/// top-level extension attributes (`#![enable(...)]`).
fn lex(text: &str) -> Vec<Lexeme> {
    let bytes = text.as_bytes();
    let mut out = Vec::new();
    let mut depth = 0usize;
    let mut i = 0;
    while i < bytes.len() {
        let b = bytes[i];
        let next = bytes.get(i + 1).copied();
        if b.is_ascii_whitespace() {
            i += 1;
            continue;
        }
        if b == b'/' && matches!(next, Some(b'/' | b'*')) {
            i = skip_comment(bytes, i);
            continue;
        }
        if depth == 0 && b == b'#' {
            i = skip_extension(bytes, i);
            continue;
        }
        let is_word = |b: u8| b.is_ascii_alphanumeric() || b == b'_';
        let (end, kind) = match b {
            b'"' => (skip_string(bytes, i), Lex::Other),
            b'\'' => (skip_char(bytes, i), Lex::Other),
            b'r' if matches!(next, Some(b'"' | b'#')) => (skip_raw_string(bytes, i), Lex::Other),
            b'(' | b'[' | b'{' => {
                depth += 1;
                (i + 1, Lex::Open)
            }
            b')' | b']' | b'}' => {
                depth = depth.saturating_sub(1);
                (i + 1, Lex::Close)
            }
            b',' => (i + 1, Lex::Comma),
            b':' => (i + 1, Lex::Colon),
            _ if is_word(b) => (bytes[i..].iter().position(|&c| !is_word(c)).map_or(bytes.len(), |n| i + n), Lex::Word),
            _ => (i + 1, Lex::Other),
        };
        out.push(Lexeme { start: i, end, kind });
        i = end.max(i + 1);
    }
    out
}

/// Skips a `//` or (nested) `/* */` comment starting at `i`.
fn skip_comment(bytes: &[u8], i: usize) -> usize {
    if bytes.get(i + 1) == Some(&b'/') {
        return bytes[i..]
            .iter()
            .position(|&b| b == b'\n')
            .map_or(bytes.len(), |n| i + n + 1);
    }
    let mut nesting = 0usize;
    let mut j = i;
    while j + 1 < bytes.len() {
        match (bytes[j], bytes[j + 1]) {
            (b'/', b'*') => {
                nesting += 1;
                j += 2;
            }
            (b'*', b'/') => {
                nesting -= 1;
                j += 2;
                if nesting == 0 {
                    return j;
                }
            }
            _ => j += 1,
        }
    }
    bytes.len()
}

/// Skips `#![...]` starting at `i`.
fn skip_extension(bytes: &[u8], i: usize) -> usize {
    let mut depth = 0usize;
    for (j, &b) in bytes.iter().enumerate().skip(i) {
        match b {
            b'[' => depth += 1,
            b']' => {
                depth = depth.saturating_sub(1);
                if depth == 0 {
                    return j + 1;
                }
            }
            _ => {}
        }
    }
    bytes.len()
}

/// Skips a `"..."` string starting at `i`.
fn skip_string(bytes: &[u8], i: usize) -> usize {
    let mut j = i + 1;
    while j < bytes.len() {
        match bytes[j] {
            b'\\' => j += 2,
            b'"' => return j + 1,
            _ => j += 1,
        }
    }
    bytes.len()
}

/// Skips a `'x'` char literal starting at `i`.
fn skip_char(bytes: &[u8], i: usize) -> usize {
    let mut j = i + 1;
    if bytes.get(j) == Some(&b'\\') {
        j += 2;
    } else {
        j += 1;
    }
    match bytes[j.min(bytes.len())..].iter().position(|&b| b == b'\'') {
        Some(n) => j + n + 1,
        None => bytes.len(),
    }
}

/// Skips a raw string `r#"..."#` starting at `i`; a bare `r` (part of an
/// identifier) is skipped alone.
fn skip_raw_string(bytes: &[u8], i: usize) -> usize {
    let hashes = bytes[i + 1..].iter().take_while(|&&b| b == b'#').count();
    let open = i + 1 + hashes;
    if bytes.get(open) != Some(&b'"') {
        return i + 1;
    }
    let mut j = open + 1;
    while j < bytes.len() {
        if bytes[j] == b'"'
            && bytes[j + 1..]
                .iter()
                .take(hashes)
                .filter(|&&b| b == b'#')
                .count()
                == hashes
        {
            return j + 1 + hashes;
        }
        j += 1;
    }
    bytes.len()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn row_starts_skips_strings_chars_and_comments() {
        let text = "// a, [b]\n#![enable(implicit_some)]\n[\n  (s: \"(,]\", c: ','),\n  /* (, */ (k: '\\''), (r: r#\"],\"#)\n]\n";
        let starts = row_starts(text);
        let rows: Vec<&str> = starts.iter().map(|&s| &text[s..s + 3]).collect();
        assert_eq!(rows, ["(s:", "(k:", "(r:"]);
    }

    #[test]
    fn rules_are_located_inside_their_row() {
        let text = "[\n  (name: \"a\", rules: [])\n  , (name: \"b\", // rules: [x]\n    rules: [\n      SetFlag(\"f\"),\n      OnlyOnGlobal(diag: \"d\"),\n    ]),\n]\n";
        let rows = row_starts(text);
        let at = |offset: usize| Position::of_offset(text, offset);
        assert_eq!(field_element_start(text, rows[1], "rules", 1).map(at), Some(Position { line: 6, col: 7 }));
        assert_eq!(field_element_start(text, rows[1], "rules", 2), None);
        assert_eq!(field_element_start(text, rows[0], "rules", 0), None);
    }

    #[test]
    fn position_counts_from_one() {
        assert_eq!(
            Position::of_offset("ab\ncd", 4),
            Position { line: 2, col: 2 }
        );
        assert_eq!(Position::of_offset("ab", 0), Position { line: 1, col: 1 });
    }

    #[test]
    fn display_numbers_may_be_left_out() {
        let rows = parse_diagnostics("d.ron", "[(number: 4100, tag: \"a\", severity: Error, message: \"m\")]").unwrap();
        assert_eq!((rows[0].display, rows[0].discretionary), (20516, false));
    }

    #[test]
    fn syntax_error_has_file_line_col() {
        let error = parse_diagnostics("d.ron", "[\n  (number: 1,, )\n]").unwrap_err();
        assert!(error.to_string().starts_with("d.ron:2:"), "{error}");
    }
}
