//! Diagnostics as passes produce them: a table id, an item-relative caret
//! position and the message arguments. Text comes only from the run's
//! diagnostic table (`tables/diagnostics.ron`, and a `--diag-table`
//! overlay); rendering (absolute lines, the echoed source
//! line, severity overrides, the footer) happens in the driver.

use crate::table::DiagTable;
use cufe_tables::{DiagId, DiagnosticRow, Severity};

#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Diag {
    pub id: DiagId,
    /// Item-relative byte offset of the caret; `None` for position-less
    /// diagnostics.
    pub at: Option<u32>,
    /// Message arguments, each with the template conversion it fills:
    /// `'s'` strings, `'n'` entity names (pre-formatted, e.g. `function "f"`),
    /// `'d'` numbers.
    /// A template's `%s2` is the second `'s'` argument, `%n1` the first `'n'`.
    pub args: Vec<(char, String)>,
    /// Order key inside the item: declarations are processed one after the
    /// other, all passes of one declaration before the next.
    pub order: u32,
    /// Severity for this occurrence when it differs from the table default
    /// (context-dependent diagnostics such as `warning|error` rows).
    pub severity: Option<Severity>,
    /// The caret is in another item of the file (by index) than the one
    /// whose pass reported it: an error found while instantiating a
    /// template declared elsewhere.
    pub item: Option<u32>,
    /// Context lines printed under the caret ("detected during
    /// instantiation of ..."), each a message of its own.
    pub context: Vec<Diag>,
    /// Other places the diagnostic is about (the earlier declaration it
    /// conflicts with, the function an override overrides). The message
    /// does not print them — cudafe++'s text has no room for them — but
    /// `--diag-format human` labels them in the source.
    pub related: Vec<Related>,
    /// Found by a later pass but reported, as cudafe++ does, when its
    /// attribute is applied: before what apply reported at the same caret
    /// of the same declaration (a redeclaration's conflict with the
    /// earlier declarations comes before `__global__`'s own checks).
    pub leads: bool,
    /// Reported once its declaration is complete, as cudafe++ checks a
    /// variable's memory space: after what the other passes found in the
    /// same declaration (its initializer's warnings).
    pub trails: bool,
    /// Reported at the end of the source (`At end of source: ...`):
    /// what the unit's last tokens leave unfinished. No caret.
    pub end_of_source: bool,
}

/// A labelled source position of a diagnostic: item `item` of the file,
/// item-relative offset `at`.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Related {
    pub item: u32,
    pub at: u32,
    /// What the position is, as a label under it ("previous declaration").
    pub label: String,
}

/// Prefix of an unresolved position argument.
pub const POSITION_MARK: &str = "\u{1}pos:";

impl Diag {
    pub fn new(id: DiagId, at: u32, order: u32) -> Diag {
        Diag { id, at: Some(at), args: Vec::new(), order, severity: None, item: None, context: Vec::new(), related: Vec::new(), leads: false, trails: false, end_of_source: false }
    }

    /// A diagnostic with no source position.
    pub fn positionless(id: DiagId) -> Diag {
        Diag { id, at: None, args: Vec::new(), order: 0, severity: None, item: None, context: Vec::new(), related: Vec::new(), leads: false, trails: false, end_of_source: false }
    }

    /// A diagnostic at the end of the source (see [`Diag::end_of_source`]).
    pub fn at_end_of_source(id: DiagId) -> Diag {
        Diag { end_of_source: true, ..Diag::positionless(id) }
    }

    pub fn arg(mut self, a: impl Into<String>) -> Diag {
        self.push_arg(a);
        self
    }

    /// A type argument (`%t`), quoted as EDG prints types.
    pub fn arg_t(mut self, ty: impl AsRef<str>) -> Diag {
        self.args.push(('t', format!("\"{}\"", ty.as_ref())));
        self
    }

    /// A source position argument (`%p`, and the position of `%nd`):
    /// item `item` of the file, item-relative offset `at`. The driver turns
    /// it into "at line N" before the message is rendered.
    pub fn pos(mut self, item: u32, at: u32) -> Diag {
        self.args.push(('p', format!("{POSITION_MARK}{item}:{at}")));
        self
    }

    /// An entity-name argument (`%n`).
    pub fn name(mut self, a: impl Into<String>) -> Diag {
        self.args.push(('n', a.into()));
        self
    }

    pub fn push_arg(&mut self, a: impl Into<String>) {
        self.args.push(('s', a.into()));
    }

    /// The diagnostic's row in `table`.
    pub fn row<'t>(&self, table: &'t DiagTable) -> Option<&'t DiagnosticRow> {
        table.row(self.id)
    }

    /// Places the caret in item `item` of the file.
    pub fn in_item(mut self, item: u32) -> Diag {
        self.item = Some(item);
        self
    }

    /// See [`Diag::leads`].
    pub fn leading(mut self) -> Diag {
        self.leads = true;
        self
    }

    pub fn with_context(mut self, context: Diag) -> Diag {
        self.context.push(context);
        self
    }

    /// A related position (see [`Related`]).
    pub fn related(mut self, item: u32, at: u32, label: impl Into<String>) -> Diag {
        self.related.push(Related { item, at, label: label.into() });
        self
    }

    pub fn with_severity(mut self, severity: Severity) -> Diag {
        self.severity = Some(severity);
        self
    }

    pub fn severity(&self, table: &DiagTable) -> Severity {
        self.severity.unwrap_or_else(|| self.row(table).map_or(Severity::Error, |r| r.severity))
    }

    pub fn message(&self, table: &DiagTable) -> String {
        match self.row(table) {
            Some(row) => expand_template(&row.message, &self.args),
            None => format!("unknown diagnostic {}", self.id.0),
        }
    }
}

/// Expands an EDG message template. A directive is `%` followed by letters
/// (the conversion and its modifiers) and an optional argument number; `%%`
/// is a percent sign. Arguments are pre-formatted strings: a `q` modifier
/// quotes them, everything else prints them as they are.
pub fn expand_template(template: &str, args: &[(char, String)]) -> String {
    let mut out = String::with_capacity(template.len() + 16);
    let mut next: Vec<(char, usize)> = Vec::new();
    let bytes = template.as_bytes();
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i] != b'%' {
            let run = template[i..].find('%').map_or(template.len(), |n| i + n);
            out.push_str(&template[i..run]);
            i = run;
            continue;
        }
        if bytes.get(i + 1) == Some(&b'%') {
            out.push('%');
            i += 2;
            continue;
        }
        let mut j = i + 1;
        if bytes.get(j) == Some(&b'[') {
            // `%[managed]`: a fixed word.
            let close = template[j..].find(']').map_or(template.len(), |n| j + n);
            out.push_str(&template[j + 1..close]);
            i = close + 1;
            continue;
        }
        // One conversion letter and at most one modifier (`%sq`, `%no`, `%nd`).
        if j < bytes.len() && bytes[j].is_ascii_alphabetic() {
            j += 1;
            if j < bytes.len() && b"qdopta".contains(&bytes[j]) && !bytes.get(j + 1).is_some_and(u8::is_ascii_alphabetic) {
                j += 1;
            }
        }
        let letters = &template[i + 1..j];
        let mut k = j;
        while k < bytes.len() && bytes[k].is_ascii_digit() {
            k += 1;
        }
        let conversion = letters.chars().next().unwrap_or('s');
        let index = template[j..k].parse::<usize>().map(|n| n.saturating_sub(1)).unwrap_or_else(|_| {
            let slot = match next.iter_mut().find(|(c, _)| *c == conversion) {
                Some(slot) => slot,
                None => {
                    next.push((conversion, 0));
                    next.last_mut().expect("just pushed")
                }
            };
            slot.1 += 1;
            slot.1 - 1
        });
        let value = args.iter().filter(|(c, _)| *c == conversion).nth(index).map_or("", |(_, v)| v.as_str());
        if letters == "nd" {
            // A name with where it was declared.
            let pos = args.iter().filter(|(c, _)| *c == 'p').nth(index).map_or("", |(_, v)| v.as_str());
            out.push_str(value);
            if !pos.is_empty() {
                out.push_str(" (declared ");
                out.push_str(pos);
                out.push(')');
            }
        } else if letters.len() == 2 && letters.ends_with('q') {
            out.push('"');
            out.push_str(value);
            out.push('"');
        } else {
            out.push_str(value);
        }
        i = k;
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn templates_expand() {
        let args: Vec<(char, String)> = ["__device__", "dev(int)", "__host__", "h"].iter().map(|s| ('s', s.to_string())).collect();
        assert_eq!(
            expand_template("calling a %s1 function(%sq2) from a %s3 function(%sq4) is not allowed", &args),
            "calling a __device__ function(\"dev(int)\") from a __host__ function(\"h\") is not allowed"
        );
        assert_eq!(expand_template("initializer not allowed for %s variable %s2", &[('s', "__shared__".into())]), "initializer not allowed for __shared__ variable ");
        assert_eq!(expand_template("100%% %[managed] x", &[]), "100% managed x");
        let args = vec![('s', "__device__".to_string()), ('n', "variable \"dv\"".to_string())];
        assert_eq!(expand_template("a %s1 %n1 cannot be directly read", &args), "a __device__ variable \"dv\" cannot be directly read");
    }
}
