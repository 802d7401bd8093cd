//! A declaration that cannot start: a stray `}` at namespace scope, or a
//! literal or operator after a declaration's attributes (`__device__ 42;`).
//! EDG says "expected a declaration" there and skips to the next `;` at
//! brace depth zero, parsing nothing it passes over (a `{...}` group in
//! between is skipped whole, a stray `}` too); when that `;` is more than
//! two lines further down it says where parsing restarts (#12).

use crate::lexer::{Lexer, TokKind, Token};

/// Where an item goes wrong because no declaration can start with the
/// token after its leading attribute specifiers: the token's offset.
pub fn no_declaration(text: &str, toks: &[Token]) -> Option<u32> {
    let i = skip_attributes(text, toks);
    let tok = toks.get(i)?;
    let cannot_start = match tok.kind {
        TokKind::Number | TokKind::Str | TokKind::Char => true,
        TokKind::Punct => matches!(tok.text(text), "}" | "]" | ")" | "+" | "-" | "!"),
        _ => false,
    };
    cannot_start.then_some(tok.start)
}

/// A declaration whose declarator opens with parentheses around no name
/// (`( 1 );`, `__device__ ("s");`): EDG takes the `(` for a declarator's
/// and says "expected an identifier" at the token inside, skips to the
/// innermost group's `)` and goes on with the declaration, which its
/// `;` ends. The offsets of that token, of the `)` and of the `;` (only
/// when the groups are closed right before it).
pub fn no_identifier(text: &str, toks: &[Token]) -> Option<(u32, u32, u32)> {
    let word = |i: usize| toks.get(i).map_or("", |t| t.text(text));
    let mut i = skip_attributes(text, toks);
    let first_open = i;
    while word(i) == "(" {
        i += 1;
    }
    let tok = toks.get(i).filter(|_| i > first_open)?;
    let bad = match tok.kind {
        TokKind::Number | TokKind::Str | TokKind::Char => true,
        TokKind::Punct => matches!(tok.text(text), "+" | "-" | "!" | "~"),
        _ => false,
    };
    if !bad {
        return None;
    }
    let close = crate::lexer::skip_group(text, toks, i - 1).checked_sub(1)?;
    let after = crate::lexer::skip_group(text, toks, first_open);
    (word(after) == ";").then(|| (tok.start, toks[close].start, toks[after].start))
}

/// The index of the first token after an item's leading attribute
/// specifiers (`__attribute__((...))`, `[[...]]`).
fn skip_attributes(text: &str, toks: &[Token]) -> usize {
    let word = |i: usize| toks.get(i).map_or("", |t| t.text(text));
    let mut i = 0;
    loop {
        match (word(i), word(i + 1)) {
            ("__attribute__" | "__attribute", "(") => i = crate::lexer::skip_group(text, toks, i + 1),
            ("[", "[") => i = crate::lexer::skip_group(text, toks, i),
            _ => return i,
        }
    }
}

/// The offset of the `;` where parsing restarts after an error at `from`
/// (the offset of the offending token in `text`); `None` when the text
/// ends first.
pub fn restart(text: &str, from: usize) -> Option<usize> {
    let mut lexer = Lexer::resume(text, from, false);
    lexer.next_token()?;
    let mut depth = 0usize;
    for (tok, _) in std::iter::from_fn(|| lexer.next_token()) {
        if tok.kind != TokKind::Punct {
            continue;
        }
        match tok.text(text) {
            "{" => depth += 1,
            "}" => depth = depth.saturating_sub(1),
            ";" if depth == 0 => return Some(tok.start as usize),
            _ => {}
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    fn first_bad(text: &str) -> Option<u32> {
        no_declaration(text, &crate::lexer::lex(text))
    }

    #[test]
    fn what_cannot_start_a_declaration() {
        assert_eq!(first_bad("}"), Some(0));
        assert_eq!(first_bad("__attribute__((device)) 42;"), Some(24));
        assert_eq!(first_bad("[[nodiscard]] - 1;"), Some(14));
        assert_eq!(first_bad("__attribute__((device)) int x;"), None);
        assert_eq!(first_bad("*p = 0;"), None);
    }

    #[test]
    fn parentheses_around_no_name() {
        let bad = |text: &str| no_identifier(text, &crate::lexer::lex(text));
        assert_eq!(bad("( 1 );"), Some((2, 4, 5)));
        assert_eq!(bad("((2));"), Some((2, 3, 5)));
        assert_eq!(bad("(a);"), None);
        assert_eq!(bad("(1)\nint b;"), None);
    }

    #[test]
    fn parsing_restarts_at_the_next_semicolon_outside_braces() {
        let text = "} struct S { int x; };\nint a;";
        assert_eq!(restart(text, 0), Some(21));
        assert_eq!(restart("} }", 0), None);
    }
}
