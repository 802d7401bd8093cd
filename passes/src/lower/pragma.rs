//! `#pragma` lines: which ones cudafe++ passes to the host compiler, and
//! how it spells them.
//!
//! cudafe++ keeps a pragma it knows (`omp`, `pack`, `GCC`, `message`,
//! `unroll`) as tokens and prints them one space apart, a comma joined to
//! the token before it (`#pragma pack ( push, 4 )`); one it does not know
//! it passes on as written. Diagnostic controls, `STDC` and an empty pragma
//! never reach the host compiler. `unroll` belongs to the loop after it
//! (see `Piece::LoopPragma`); anywhere else it is dropped. Observed with
//! 13.5 at namespace, class and block scope.

use crate::lexer::lex;

/// What becomes of one `#pragma` line.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Pragma {
    /// The front end acts on it (or drops it); nothing is printed.
    Consumed,
    /// `#pragma unroll …`, printed in front of the loop it precedes.
    Unroll(String),
    /// Printed where it stands. `message` pragmas are announced by a
    /// marker naming the file.
    Printed { text: String, message: bool },
}

/// Classifies the directive text `#pragma …` (one line, as the lexer's
/// directive token holds it).
pub fn classify(directive: &str) -> Pragma {
    let rest = directive.trim_start().trim_start_matches('#').trim_start();
    let rest = rest.strip_prefix("pragma").unwrap_or(rest).trim();
    let word = rest.split(|c: char| !(c.is_ascii_alphanumeric() || c == '_')).next().unwrap_or("");
    match word {
        "" | "STDC" | "hd_warning_disable" => Pragma::Consumed,
        w if w.starts_with("nv_") => Pragma::Consumed,
        "unroll" => Pragma::Unroll(format!("#pragma {}", respaced(rest))),
        "omp" | "pack" | "GCC" | "message" => Pragma::Printed { text: format!("#pragma {}", respaced(rest)), message: word == "message" },
        _ => Pragma::Printed { text: format!("#pragma {rest}"), message: false },
    }
}

/// The pragma's tokens one space apart, commas joined to what precedes
/// them.
fn respaced(rest: &str) -> String {
    let mut out = String::with_capacity(rest.len() + 8);
    for t in lex(rest) {
        let text = t.text(rest);
        if !out.is_empty() && text != "," {
            out.push(' ');
        }
        out.push_str(text);
    }
    out
}

/// The `#pragma` lines in `gap` (text between two tokens): each one's
/// offset in the gap and its text, in order.
pub fn pragmas_in(gap: &str) -> Vec<(usize, &str)> {
    let mut found = Vec::new();
    if !gap.contains('#') {
        return found;
    }
    let mut offset = 0;
    for line in gap.split_inclusive('\n') {
        let body = line.trim_end_matches(['\n', '\r']);
        let trimmed = body.trim_start();
        if let Some(after) = trimmed.strip_prefix('#') {
            if after.trim_start().starts_with("pragma") {
                found.push((offset + (body.len() - trimmed.len()), trimmed));
            }
        }
        offset += line.len();
    }
    found
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn known_pragmas_are_respaced_unknown_ones_kept() {
        let printed = |t: &str| Pragma::Printed { text: t.to_string(), message: false };
        assert_eq!(classify("#pragma pack(push, 4)"), printed("#pragma pack ( push, 4 )"));
        assert_eq!(classify("#pragma omp parallel for reduction(+:s)"), printed("#pragma omp parallel for reduction ( + : s )"));
        assert_eq!(classify("#pragma   omp   barrier"), printed("#pragma omp barrier"));
        assert_eq!(classify("#pragma foo(a,b , c)"), printed("#pragma foo(a,b , c)"));
        assert_eq!(classify("#pragma message(\"hi\")"), Pragma::Printed { text: "#pragma message ( \"hi\" )".into(), message: true });
        assert_eq!(classify("#pragma unroll (N*2)"), Pragma::Unroll("#pragma unroll ( N * 2 )".into()));
        assert_eq!(classify("#pragma nv_diag_suppress 177"), Pragma::Consumed);
        assert_eq!(classify("#pragma STDC FP_CONTRACT ON"), Pragma::Consumed);
        assert_eq!(classify("#pragma"), Pragma::Consumed);
    }

    #[test]
    fn pragma_lines_in_a_gap() {
        let gap = " \n#pragma unroll\n  # 4 \"a.cu\"\n  #pragma omp barrier\n ";
        assert_eq!(pragmas_in(gap), vec![(2, "#pragma unroll"), (32, "#pragma omp barrier")]);
    }
}
