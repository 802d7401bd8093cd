//! Consistency checks over the attribute and diagnostic tables.
//!
//! RON deserialization only checks shapes; a table can still name a
//! diagnostic tag that does not exist or define an attribute twice. Those
//! mistakes would otherwise surface as a lookup miss deep inside a pass, so
//! both `cargo xtask codegen` and the runtime overlay loader run these checks
//! and refuse a table that fails them.

use std::collections::{HashMap, HashSet};
use std::fmt;

use crate::load::{field_element_start, row_starts};
use crate::schema::{is_known_mode, ArgSchema, AttributeRow, DiagnosticRow, Handler, Rule, MODES};

/// The table an error is about.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum TableKind {
    Attributes,
    Diagnostics,
}

/// A row of a table, by its index in the RON list.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct RowRef {
    pub table: TableKind,
    pub index: usize,
}

/// A 1-based line and column (in characters) of a source text.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Position {
    pub line: usize,
    pub col: usize,
}

impl Position {
    /// The position of byte `offset` of `text`.
    pub fn of_offset(text: &str, offset: usize) -> Position {
        let before = text.get(..offset).unwrap_or(text);
        let line_start = before.rfind('\n').map_or(0, |i| i + 1);
        Position {
            line: before.matches('\n').count() + 1,
            col: before[line_start..].chars().count() + 1,
        }
    }
}

/// A malformed or inconsistent table. Displays as `FILE:LINE:COL: message`,
/// dropping the parts that are not known.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TableError {
    /// File name for messages; empty until the error is located.
    pub file: String,
    pub position: Option<Position>,
    /// The offending row, which `locate` turns into a position.
    pub row: Option<RowRef>,
    /// The offending rule of that row (an index into its `rules`), to point
    /// at the rule rather than at the row.
    pub rule: Option<usize>,
    /// An earlier row the error refers to (the first of two duplicates).
    pub related: Option<RowRef>,
    pub message: String,
}

impl TableError {
    pub(crate) fn at_row(table: TableKind, index: usize, message: String) -> TableError {
        TableError {
            file: String::new(),
            position: None,
            row: Some(RowRef { table, index }),
            rule: None,
            related: None,
            message,
        }
    }

    fn in_rule(mut self, rule: usize) -> TableError {
        self.rule = Some(rule);
        self
    }

    fn related_to(mut self, table: TableKind, index: usize) -> TableError {
        self.related = Some(RowRef { table, index });
        self
    }

    /// Fills in `file` and `position` from the source of `table`, and appends
    /// the position of the related row to the message. Errors about another
    /// table are left untouched.
    pub fn locate(&mut self, table: TableKind, file: &str, text: &str) {
        let starts = row_starts(text);
        let position_of = |row: Option<RowRef>| {
            let row = row.filter(|row| row.table == table)?;
            starts
                .get(row.index)
                .map(|&offset| Position::of_offset(text, offset))
        };
        if let Some(row) = self.row.filter(|row| row.table == table) {
            self.file = file.to_owned();
            let rule = self.rule.and_then(|rule| {
                let row_start = *starts.get(row.index)?;
                field_element_start(text, row_start, "rules", rule)
            });
            self.position = match rule {
                Some(offset) => Some(Position::of_offset(text, offset)),
                None => position_of(self.row),
            };
        }
        if let Some(first) = position_of(self.related) {
            self.message += &format!(" (first defined at {file}:{}:{})", first.line, first.col);
            self.related = None;
        }
    }
}

impl fmt::Display for TableError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if !self.file.is_empty() {
            write!(f, "{}:", self.file)?;
        }
        if let Some(Position { line, col }) = self.position {
            write!(f, "{line}:{col}:")?;
        }
        if !self.file.is_empty() || self.position.is_some() {
            f.write_str(" ")?;
        }
        f.write_str(&self.message)
    }
}

impl std::error::Error for TableError {}

/// Checks both tables and each against the other. The errors are unlocated:
/// pass them through [`TableError::locate`] to point at the source.
pub fn validate_tables(
    attrs: &[AttributeRow],
    diags: &[DiagnosticRow],
) -> Result<(), Vec<TableError>> {
    let mut errors = Vec::new();
    check_diagnostics(diags, &mut errors);
    check_attributes(attrs, diags, &mut errors);
    if errors.is_empty() {
        Ok(())
    } else {
        Err(errors)
    }
}

fn check_diagnostics(diags: &[DiagnosticRow], errors: &mut Vec<TableError>) {
    let mut numbers = HashMap::new();
    let mut tags = HashMap::new();
    for (index, row) in diags.iter().enumerate() {
        let error = |message| TableError::at_row(TableKind::Diagnostics, index, message);
        // Untagged rows are message fragments (context lines, "based on
        // template argument"): they cannot be named by a control, only used.
        let tagged = !row.tag.is_empty();
        if tagged && !is_word(&row.tag) {
            errors.push(error(format!(
                "diagnostic tag `{}` must be letters, digits and `_`",
                row.tag
            )));
        }
        if let Some(&first) = numbers.get(&row.number) {
            errors.push(
                error(format!("duplicate diagnostic number {}", row.number))
                    .related_to(TableKind::Diagnostics, first),
            );
        } else {
            numbers.insert(row.number, index);
        }
        if !tagged {
        } else if let Some(&first) = tags.get(row.tag.as_ref()) {
            errors.push(
                error(format!("duplicate diagnostic tag `{}`", row.tag))
                    .related_to(TableKind::Diagnostics, first),
            );
        } else {
            tags.insert(row.tag.as_ref(), index);
        }
        let display = DiagnosticRow::display_number(row.number);
        if row.display != display {
            errors.push(error(format!(
                "display number of `{}` must be {display} (number {}), found {}",
                row.tag, row.number, row.display
            )));
        }
    }
}

fn check_attributes(attrs: &[AttributeRow], diags: &[DiagnosticRow], errors: &mut Vec<TableError>) {
    let tags: HashSet<&str> = diags.iter().map(|d| d.tag.as_ref()).collect();
    let names: HashSet<&str> = attrs.iter().map(|a| a.name.as_ref()).collect();
    let mut scoped: HashMap<(&str, &str), usize> = HashMap::new();
    let mut kinds: HashMap<char, usize> = HashMap::new();
    for (index, row) in attrs.iter().enumerate() {
        let error = |message| TableError::at_row(TableKind::Attributes, index, message);
        let mut messages = Vec::new();
        check_attribute_row(row, &mut messages);
        errors.extend(messages.drain(..).map(error));
        for (i, rule) in row.rules.iter().enumerate() {
            check_rule(row, rule, &tags, &names, &mut messages);
            errors.extend(messages.drain(..).map(|message| error(message).in_rule(i)));
        }

        let mut clashes = Vec::new();
        for namespace in row.namespaces.iter() {
            let key = (namespace.as_ref(), row.name.as_ref());
            match scoped.get(&key) {
                Some(&first) => clashes.push((namespace.as_ref(), first)),
                None => {
                    scoped.insert(key, index);
                }
            }
        }
        if let Some(&(_, first)) = clashes.first() {
            let namespaces: Vec<&str> = clashes.iter().map(|&(namespace, _)| namespace).collect();
            errors.push(
                error(format!(
                    "duplicate attribute `{}` for namespaces {namespaces:?}",
                    row.name
                ))
                .related_to(TableKind::Attributes, first),
            );
        }
        if let Some(kind) = row.kind {
            match kinds.get(&kind) {
                Some(&first) => errors.push(
                    error(format!(
                        "kind byte {kind:?} of `{}` is already used by `{}`",
                        row.name, attrs[first].name
                    ))
                    .related_to(TableKind::Attributes, first),
                ),
                None => {
                    kinds.insert(kind, index);
                }
            }
        }
    }
}

/// Checks of one row on its own.
fn check_attribute_row(row: &AttributeRow, messages: &mut Vec<String>) {
    let name = &row.name;
    if !is_identifier(name) {
        messages.push(format!("attribute name `{name}` is not an identifier"));
    } else if name.len() > 4 && name.starts_with("__") && name.ends_with("__") {
        messages.push(format!(
            "attribute name `{name}` must be given without the surrounding `__`"
        ));
    }
    if row.display.is_empty() {
        messages.push(format!("attribute `{name}` has an empty display name"));
    }
    if let Some(kind) = row.kind {
        if !kind.is_ascii() {
            messages.push(format!(
                "kind byte of `{name}` must be ASCII, found {kind:?}"
            ));
        }
    }
    if row.namespaces.is_empty() {
        messages.push(format!("attribute `{name}` accepts no namespace"));
    }
    if row.handler == Handler::Rules && row.rules.is_empty() {
        messages.push(format!("attribute `{name}` has handler Rules but no rules"));
    }
    let applies_to = row.rules.iter().any(|rule| matches!(rule, Rule::AppliesTo { .. }));
    if row.handler == Handler::Rules && row.targets.is_empty() && !applies_to {
        messages.push(format!(
            "attribute `{name}` applies to nothing: give it targets or an AppliesTo rule"
        ));
    }
    match row.args {
        ArgSchema::Ints { min, max } | ArgSchema::Tuples { min, max, .. } if min > max => {
            messages.push(format!(
                "argument count of `{name}` is impossible: min {min} > max {max}"
            ));
        }
        ArgSchema::Tuples { arity: 0, .. } => {
            messages.push(format!("tuple arity of `{name}` must be at least 1"));
        }
        _ => {}
    }
}

/// Checks of one rule of `row`.
fn check_rule(
    row: &AttributeRow,
    rule: &Rule,
    tags: &HashSet<&str>,
    names: &HashSet<&str>,
    messages: &mut Vec<String>,
) {
    let name = &row.name;
    if let Some(diag) = rule.diag() {
        if !tags.contains(diag) {
            messages.push(format!(
                "rule of `{name}` names unknown diagnostic tag `{diag}`"
            ));
        }
    }
    let max_args = max_int_args(&row.args);
    match rule {
        Rule::SetFlag(flag) if flag.is_empty() => {
            messages.push(format!("SetFlag of `{name}` names no flag"));
        }
        Rule::SetFlag(flag) if !is_identifier(flag) => {
            messages.push(format!("flag `{flag}` of `{name}` is not an identifier"));
        }
        Rule::AppliesTo { targets, .. } if targets.is_empty() => {
            messages.push(format!("AppliesTo of `{name}` lists no targets"));
        }
        Rule::ConflictsWith { attr, .. } if attr == name => {
            messages.push(format!("`{name}` conflicts with itself"));
        }
        Rule::ConflictsWith { attr, .. } if !names.contains(attr.as_ref()) => {
            messages.push(format!(
                "`{name}` conflicts with unknown attribute `{attr}`"
            ));
        }
        Rule::ArgCount { min, max, .. } => {
            if min > max {
                messages.push(format!(
                    "ArgCount of `{name}` is impossible: min {min} > max {max}"
                ));
            }
            if let Some(count) = max_args.filter(|&count| *min > count) {
                messages.push(format!(
                    "ArgCount of `{name}` needs at least {min} arguments, but `{name}` takes at most {count}"
                ));
            }
        }
        Rule::IntRange { arg, min, max, .. } => {
            if min > max {
                messages.push(format!(
                    "IntRange of `{name}` is impossible: min {min} > max {max}"
                ));
            }
            if let Some(count) = max_args.filter(|&count| *arg >= count) {
                messages.push(format!(
                    "IntRange of `{name}` checks argument {arg}, but `{name}` takes at most {count}"
                ));
            }
        }
        Rule::ConstantArgs { .. } if max_args == Some(0) => {
            messages.push(format!(
                "ConstantArgs of `{name}` checks arguments, but `{name}` takes none"
            ));
        }
        Rule::MinArch { sm: 0, .. } => {
            messages.push(format!(
                "MinArch of `{name}` must name an architecture (sm: 50, ...)"
            ));
        }
        Rule::IncompatibleMode { mode, .. } if !is_known_mode(mode) => {
            messages.push(format!(
                "IncompatibleMode of `{name}` names unknown mode `{mode}` (expected one of {}, or c++NN)",
                MODES.join(", ")
            ));
        }
        _ => {}
    }
}

/// How many integer arguments an argument schema admits (`Some(0)` when it
/// admits no integers at all, `None` when it does not say).
fn max_int_args(args: &ArgSchema) -> Option<u8> {
    match *args {
        ArgSchema::None => Some(0),
        ArgSchema::Tokens => None,
        ArgSchema::Ints { max, .. } => Some(max),
        ArgSchema::Tuples { max, arity, .. } => Some(max.saturating_mul(arity)),
    }
}

fn is_identifier(s: &str) -> bool {
    s.starts_with(|c: char| c.is_ascii_alphabetic() || c == '_') && is_word(s)
}

fn is_word(s: &str) -> bool {
    !s.is_empty() && s.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'_')
}
