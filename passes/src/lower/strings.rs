//! String and character literals as cudafe++ prints them.
//!
//! cudafe++ prints a literal from its value, not from its spelling:
//! adjacent literals are one literal, a raw literal is an ordinary one,
//! `u8` is dropped (a `char` array in C++17), and each character is
//! spelled one way whatever escape the source used:
//! * `"`, `'`, `\` and `?` are escaped (`\?` keeps trigraphs out);
//! * the seven control characters with a letter escape use it (`\n`);
//! * every other byte outside printable ASCII is a three-digit octal
//!   escape (`\000`, `\033`, `\303\251` for UTF-8 `é`);
//! * a wide literal (`L`, `u`, `U`) spells every code unit in hex
//!   (`L"\x77\x69"`).
//!
//! A long narrow literal is cut into pieces of at least 128 printed
//! characters (a piece ends at the first character that reaches 128, so
//! an escape is never split), which leaves an empty last piece when the
//! text ends on a cut: `"…" ""`.

/// Printed characters after which a piece of a literal ends.
const PIECE: usize = 128;

/// The kind of a (concatenated) literal, from its prefix.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Width {
    Narrow,
    Wide(&'static str),
}

/// Adjacent string literals printed as one, or `None` when one of them is
/// not understood (it is then printed as written).
pub fn string_literals(texts: &[&str]) -> Option<String> {
    let mut width = Width::Narrow;
    let mut units: Vec<u32> = Vec::new();
    for text in texts {
        let (prefix, body) = split_prefix(text)?;
        let this = match prefix {
            "" | "u8" => Width::Narrow,
            "L" => Width::Wide("L"),
            "u" => Width::Wide("u"),
            "U" => Width::Wide("U"),
            _ => return None,
        };
        if this != Width::Narrow {
            if width != Width::Narrow && width != this {
                return None;
            }
            width = this;
        }
        units.extend(body);
    }
    Some(match width {
        Width::Narrow => narrow(&units),
        Width::Wide(prefix) => wide(prefix, &units),
    })
}

/// The array type of adjacent string literals (`const char [4]` for
/// `"abc"`, `const wchar_t [3]` for `L"ab"`): what cudafe++ prints for
/// their `sizeof` where it names the type. `None` when one is not
/// understood.
pub fn string_array_type(texts: &[&str]) -> Option<String> {
    let (element, count) = string_array(texts)?;
    Some(format!("const {element} [{count}]"))
}

/// The elements of the array adjacent string literals are, the
/// terminating zero counted (`"a\n"` is 3, `u"xy"` 3 code units): the
/// extent they give an array declared `char s[] = "..."`.
pub fn string_array_len(texts: &[&str]) -> Option<u64> {
    string_array(texts).and_then(|(_, count)| u64::try_from(count).ok())
}

/// The element type and the element count of adjacent string literals.
fn string_array(texts: &[&str]) -> Option<(&'static str, usize)> {
    let mut element = "char";
    let mut count = 1usize;
    for text in texts {
        let (prefix, body) = split_prefix(text)?;
        let this = match prefix {
            "" | "u8" => "char",
            "L" => "wchar_t",
            "u" => "char16_t",
            "U" => "char32_t",
            _ => return None,
        };
        if this != "char" {
            if element != "char" && element != this {
                return None;
            }
            element = this;
        }
        count += body.len();
    }
    Some((element, count))
}

/// A character literal printed from its value (`'\x41'` is `'A'`, `'"'`
/// is `'\"'`, `L'a'` is `L'\x61'`); `None` for a multi-character one.
pub fn char_literal(text: &str) -> Option<String> {
    // A prefixed one (`L'a'`, `u'b'`, `U'c'`, `u8'x'`) is its code point
    // in hexadecimal: `L'\x61'`.
    if let Some(quote) = text.find('\'').filter(|&q| q > 0) {
        let (prefix, rest) = text.split_at(quote);
        if !matches!(prefix, "L" | "u" | "U" | "u8") {
            return None;
        }
        let mut bytes = Vec::new();
        decode(rest.strip_prefix('\'')?.strip_suffix('\'')?, &mut bytes)?;
        let [unit] = units_of(prefix, &bytes)[..] else { return None };
        return Some(format!("{prefix}'\\x{unit:x}'"));
    }
    let inner = text.strip_prefix('\'')?.strip_suffix('\'')?;
    let mut bytes = Vec::new();
    decode(inner, &mut bytes)?;
    let [byte] = bytes.as_slice() else { return None };
    let mut out = String::from("'");
    escape(*byte, &mut out);
    out.push('\'');
    Some(out)
}

/// The prefix of a string literal and the values of its characters (bytes
/// of UTF-8 for a narrow one, code points for a wide one).
fn split_prefix(text: &str) -> Option<(&str, Vec<u32>)> {
    let quote = text.find('"')?;
    let (prefix, rest) = text.split_at(quote);
    if let Some(raw_prefix) = prefix.strip_suffix('R') {
        let body = raw_body(rest)?;
        return Some((raw_prefix, units_of(raw_prefix, body.as_bytes())));
    }
    let inner = rest.strip_prefix('"')?.strip_suffix('"')?;
    let mut bytes = Vec::new();
    decode(inner, &mut bytes)?;
    Some((prefix, units_of(prefix, &bytes)))
}

/// `"delim( … )delim"`: the text between the parentheses.
fn raw_body(rest: &str) -> Option<&str> {
    let inner = rest.strip_prefix('"')?.strip_suffix('"')?;
    let open = inner.find('(')?;
    let delim = &inner[..open];
    let body = inner[open + 1..].strip_suffix(delim)?.strip_suffix(')')?;
    Some(body)
}

/// Values of a narrow literal's bytes, or a wide one's code points (its
/// bytes are UTF-8).
fn units_of(prefix: &str, bytes: &[u8]) -> Vec<u32> {
    if matches!(prefix, "" | "u8") {
        return bytes.iter().map(|&b| u32::from(b)).collect();
    }
    match std::str::from_utf8(bytes) {
        Ok(s) if prefix == "u" => s.encode_utf16().map(u32::from).collect(),
        Ok(s) => s.chars().map(u32::from).collect(),
        Err(_) => bytes.iter().map(|&b| u32::from(b)).collect(),
    }
}

/// The bytes an escaped literal body stands for (universal character
/// names as UTF-8); `None` for what is not understood.
fn decode(inner: &str, out: &mut Vec<u8>) -> Option<()> {
    let bytes = inner.as_bytes();
    let mut i = 0;
    while i < bytes.len() {
        let b = bytes[i];
        if b != b'\\' {
            out.push(b);
            i += 1;
            continue;
        }
        let e = *bytes.get(i + 1)?;
        i += 2;
        let simple = match e {
            b'n' => Some(b'\n'),
            b't' => Some(b'\t'),
            b'r' => Some(b'\r'),
            b'a' => Some(7),
            b'b' => Some(8),
            b'f' => Some(12),
            b'v' => Some(11),
            b'e' | b'E' => Some(27),
            b'\\' | b'\'' | b'"' | b'?' => Some(e),
            _ => None,
        };
        if let Some(v) = simple {
            out.push(v);
            continue;
        }
        match e {
            b'0'..=b'7' => {
                let mut v = u32::from(e - b'0');
                let mut n = 1;
                while n < 3 && i < bytes.len() && (b'0'..=b'7').contains(&bytes[i]) {
                    v = v * 8 + u32::from(bytes[i] - b'0');
                    i += 1;
                    n += 1;
                }
                out.push(u8::try_from(v).ok()?);
            }
            b'x' => {
                let start = i;
                while i < bytes.len() && bytes[i].is_ascii_hexdigit() {
                    i += 1;
                }
                let v = u32::from_str_radix(inner.get(start..i)?, 16).ok()?;
                out.push(u8::try_from(v).ok()?);
            }
            b'u' | b'U' => {
                let n = if e == b'u' { 4 } else { 8 };
                let v = u32::from_str_radix(inner.get(i..i + n)?, 16).ok()?;
                i += n;
                let c = char::from_u32(v)?;
                let mut buf = [0u8; 4];
                out.extend_from_slice(c.encode_utf8(&mut buf).as_bytes());
            }
            _ => return None,
        }
    }
    Some(())
}

/// A character constant of value `b` as cudafe++ spells it (`'A'`,
/// `'\n'`, `'\000'`).
pub fn char_constant(b: u8) -> String {
    let mut s = String::from("'");
    escape(b, &mut s);
    s.push('\'');
    s
}

/// One byte of a narrow literal, escaped as cudafe++ escapes it.
fn escape(b: u8, out: &mut String) {
    match b {
        b'"' => out.push_str("\\\""),
        b'\'' => out.push_str("\\'"),
        b'\\' => out.push_str("\\\\"),
        b'?' => out.push_str("\\?"),
        b'\n' => out.push_str("\\n"),
        b'\t' => out.push_str("\\t"),
        b'\r' => out.push_str("\\r"),
        7 => out.push_str("\\a"),
        8 => out.push_str("\\b"),
        11 => out.push_str("\\v"),
        12 => out.push_str("\\f"),
        0x20..=0x7e => out.push(char::from(b)),
        _ => {
            out.push('\\');
            out.push(char::from(b'0' + (b >> 6)));
            out.push(char::from(b'0' + ((b >> 3) & 7)));
            out.push(char::from(b'0' + (b & 7)));
        }
    }
}

fn narrow(units: &[u32]) -> String {
    let mut out = String::with_capacity(units.len() + 2);
    out.push('"');
    let mut piece = 0;
    for &u in units {
        let before = out.len();
        // Narrow units are bytes by construction.
        escape(u8::try_from(u).unwrap_or(b'?'), &mut out);
        piece += out.len() - before;
        if piece >= PIECE {
            out.push_str("\" \"");
            piece = 0;
        }
    }
    out.push('"');
    out
}

fn wide(prefix: &str, units: &[u32]) -> String {
    use std::fmt::Write;
    let mut out = String::with_capacity(units.len() * 4 + 3);
    out.push_str(prefix);
    out.push('"');
    for &u in units {
        let _ = write!(out, "\\x{u:x}");
    }
    out.push('"');
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn s(texts: &[&str]) -> String {
        string_literals(texts).unwrap_or_else(|| "<none>".to_string())
    }

    #[test]
    fn escapes_as_cudafe_prints_them() {
        assert_eq!(s(&[r#""a'b\"c\\d\?e""#]), r#""a\'b\"c\\d\?e""#);
        assert_eq!(s(&[r#""\x41\101\0z\a\b\f\v\t\r\n""#]), r#""AA\000z\a\b\f\v\t\r\n""#);
        assert_eq!(s(&["\"caf\\xc3\\xa9 café\""]), r#""caf\303\251 caf\303\251""#);
        assert_eq!(s(&[r#""\u00e9\e\1\12\177""#]), r#""\303\251\033\001\n\177""#);
        assert_eq!(s(&[r#""what? ok??""#]), r#""what\? ok\?\?""#);
    }

    #[test]
    fn concatenation_raw_and_prefixes() {
        assert_eq!(s(&[r#""one""#, r#""two""#, r#"" three""#]), r#""onetwo three""#);
        assert_eq!(s(&[r#"R"(raw "x" 'y')""#]), r#""raw \"x\" \'y\'""#);
        assert_eq!(s(&[r#"R"d(a)"b)d""#]), r#""a)\"b""#);
        assert_eq!(s(&[r#""a""#, r#"u8"b""#]), r#""ab""#);
        assert_eq!(s(&[r#"L"wide'x""#]), r#"L"\x77\x69\x64\x65\x27\x78""#);
        assert_eq!(s(&[r#"u"s""#, r#""t""#]), r#"u"\x73\x74""#);
        assert_eq!(s(&[r#""""#, r#""""#]), r#""""#);
    }

    #[test]
    fn array_lengths_count_code_units_and_the_terminator() {
        assert_eq!(string_array_len(&[r#""hello""#]), Some(6));
        assert_eq!(string_array_len(&[r#""a\n""#]), Some(3));
        assert_eq!(string_array_len(&[r#""ab""#, r#""cd""#]), Some(5));
        assert_eq!(string_array_len(&[r#"L"wide""#]), Some(5));
        assert_eq!(string_array_len(&[r#"u8"é""#]), Some(3));
        assert_eq!(string_array_len(&[r#"u"xy""#]), Some(3));
    }

    #[test]
    fn long_literals_are_cut_after_128_printed_characters() {
        let digits: String = "0123456789".repeat(13);
        let cut = |body: &str| s(&[&format!("\"{body}\"")]);
        assert_eq!(cut(&digits[..128]), format!("\"{}\" \"\"", &digits[..128]));
        assert_eq!(cut(&digits[..129]), format!("\"{}\" \"8\"", &digits[..128]));
        assert_eq!(cut(&format!("{}\\t", &digits[..127])), format!("\"{}\\t\" \"\"", &digits[..127]));
        assert_eq!(cut(&format!("{}\\303\\251", &digits[..126])), format!("\"{}\\303\" \"\\251\"", &digits[..126]));
    }

    #[test]
    fn characters() {
        assert_eq!(char_literal(r"'\''").as_deref(), Some(r"'\''"));
        assert_eq!(char_literal(r#"'"'"#).as_deref(), Some(r#"'\"'"#));
        assert_eq!(char_literal(r"'\x41'").as_deref(), Some("'A'"));
        assert_eq!(char_literal(r"'\0'").as_deref(), Some(r"'\000'"));
        assert_eq!(char_literal("L'a'").as_deref(), Some(r"L'\x61'"));
        assert_eq!(char_literal("u8'x'").as_deref(), Some(r"u8'\x78'"));
        assert_eq!(char_literal("'ab'"), None);
    }

    #[test]
    fn malformed_literals_are_left_alone() {
        assert_eq!(string_literals(&[r#""\q""#]), None);
        assert_eq!(string_literals(&[r#""\x1ff""#]), None);
        assert_eq!(string_literals(&["\"unterminated"]), None);
        assert_eq!(string_literals(&[r#"L"a""#, r#"u"b""#]), None);
    }
}
