//! Parsing `attributes.ron` and `diagnostics.ron` with positions in errors.
//!
//! Used by `cargo xtask codegen` and by runtime overlays, so that a typo in a
//! table is reported as `FILE:LINE:COL: message` wherever it is read.

use serde::de::DeserializeOwned;

use crate::schema::{AttributeRow, DiagnosticRow};
use crate::validate::{validate_tables, Position, TableError, TableKind};

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

/// Parses a diagnostic table; `file` only names it in errors.
pub fn parse_diagnostics(file: &str, text: &str) -> Result<Vec<DiagnosticRow>, TableError> {
    parse(file, text)
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

fn parse<T: DeserializeOwned>(file: &str, text: &str) -> Result<T, TableError> {
    ron::from_str(text).map_err(|error| TableError {
        file: file.to_owned(),
        position: Some(Position {
            line: error.span.start.line,
            col: error.span.start.col,
        }),
        row: None,
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
    let bytes = text.as_bytes();
    let mut starts = Vec::new();
    let mut depth = 0usize;
    let mut expect_row = false;
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
            // An extension attribute, `#![enable(...)]`.
            i = skip_extension(bytes, i);
            continue;
        }
        if depth == 1 && expect_row && b != b']' {
            starts.push(i);
            expect_row = false;
        }
        i = match b {
            b'"' => skip_string(bytes, i),
            b'\'' => skip_char(bytes, i),
            b'r' if matches!(next, Some(b'"' | b'#')) => skip_raw_string(bytes, i),
            b'(' | b'[' | b'{' => {
                depth += 1;
                expect_row = depth == 1;
                i + 1
            }
            b')' | b']' | b'}' => {
                depth = depth.saturating_sub(1);
                i + 1
            }
            b',' => {
                expect_row = depth == 1;
                i + 1
            }
            _ => i + 1,
        };
    }
    starts
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
    fn position_counts_from_one() {
        assert_eq!(
            Position::of_offset("ab\ncd", 4),
            Position { line: 2, col: 2 }
        );
        assert_eq!(Position::of_offset("ab", 0), Position { line: 1, col: 1 });
    }

    #[test]
    fn syntax_error_has_file_line_col() {
        let error = parse_diagnostics("d.ron", "[\n  (number: 1,, )\n]").unwrap_err();
        assert!(error.to_string().starts_with("d.ron:2:"), "{error}");
    }
}
