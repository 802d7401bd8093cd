//! Splitting a translation unit into top-level items.
//!
//! An item is one top-level declaration (or a `#pragma` line). Its identity is
//! what it declares — enclosing namespaces, kind, name and a disambiguator
//! counting earlier items with the same three — never where it stands, so an
//! edit above an item leaves the item the same item, and salsa reuses every
//! pass result computed for it. Namespace and linkage blocks are not items:
//! their members are, so a unit wrapped in one big namespace still splits
//! finely.
//!
//! The split is brace/semicolon-aware and never fails: unbalanced input makes
//! odd items, not errors.

use crate::lexer::{lex, TokKind, Token};
use crate::name::Name;
use rustc_hash::FxHashMap as HashMap;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum ItemKind {
    Function,
    Class,
    Variable,
    Pragma,
    Other,
}

/// Position-independent identity of an item.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct ItemKey {
    /// Enclosing namespaces, `::`-joined (`""` at global scope).
    pub scope: Name,
    pub kind: ItemKind,
    pub name: Name,
    pub disambiguator: u32,
}

/// One item of the split: identity, enclosing namespaces and byte range of
/// the whole file.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ItemSpan {
    pub key: ItemKey,
    /// Enclosing namespace names, outermost first (anonymous ones as `""`).
    pub namespaces: Vec<Name>,
    /// Inside an `extern "C"` block.
    pub extern_c: bool,
    /// In a system header (line marker flag 3): cudafe++ reports nothing
    /// there, so only the item's declarations matter.
    pub system_header: bool,
    /// In the main file (not in any header): the part of the unit whose
    /// host translation is printed in cudafe++'s normal form.
    pub in_main_file: bool,
    pub start: u32,
    pub end: u32,
    /// The item's tokens, item-relative, directives left out: the split has
    /// lexed them already, so scan does not lex again.
    pub tokens: Vec<Token>,
}

pub fn split_items(text: &str) -> Vec<ItemSpan> {
    let toks = lex(text);
    let mut splitter = Splitter { text, toks: &toks, pos: 0, scopes: Vec::new(), out: Vec::new(), seen: HashMap::default(), system_header: false, scope_cache: None, main_file: None, in_main_file: true };
    splitter.run();
    splitter.out
}

struct Scope {
    name: Option<Name>,
    extern_c: bool,
}

struct Splitter<'a> {
    text: &'a str,
    toks: &'a [Token],
    pos: usize,
    scopes: Vec<Scope>,
    out: Vec<ItemSpan>,
    seen: HashMap<(Name, ItemKind, Name), u32>,
    system_header: bool,
    /// The first file a line marker names (not `<built-in>`-like).
    main_file: Option<String>,
    in_main_file: bool,
    /// The current scope's names and `::`-joined name, computed once per
    /// change of scope rather than once per item.
    scope_cache: Option<(Vec<Name>, Name)>,
}

const CLASS_KEYS: &[&str] = &["struct", "class", "union", "enum"];

impl Splitter<'_> {
    fn text_at(&self, i: usize) -> &str {
        self.toks.get(i).map_or("", |t| t.text(self.text))
    }

    fn run(&mut self) {
        while self.pos < self.toks.len() {
            let tok = self.toks[self.pos];
            if tok.kind == TokKind::Directive {
                let line = tok.text(self.text);
                if is_pragma(line) {
                    self.emit(self.pos, self.pos + 1, ItemKind::Pragma, Name::new("#pragma"));
                } else if let Some(system) = marker_is_system(line) {
                    self.system_header = system;
                    if let Some(file) = marker_file(line).filter(|f| !f.starts_with('<')) {
                        let main = self.main_file.get_or_insert_with(|| file.to_string());
                        self.in_main_file = main == file;
                    }
                }
                self.pos += 1;
            } else if self.try_open_scope() {
            } else if self.text_at(self.pos) == "}" && !self.scopes.is_empty() {
                self.scopes.pop();
                self.scope_cache = None;
                self.pos += 1;
            } else if self.text_at(self.pos) == ";" {
                self.pos += 1; // an empty declaration carries nothing
            } else {
                self.item();
            }
        }
    }

    /// `namespace a::b {`, `inline namespace x {`, `extern "C" {`.
    fn try_open_scope(&mut self) -> bool {
        let mut i = self.pos;
        if self.text_at(i) == "inline" {
            i += 1;
        }
        if self.text_at(i) == "namespace" {
            let mut names = Vec::new();
            i += 1;
            loop {
                let t = self.text_at(i);
                if self.toks.get(i).is_some_and(|t| t.kind == TokKind::Ident) && t != "__attribute__" {
                    names.push(Name::new(t));
                    i += 1;
                } else if t == "::" || t == "inline" {
                    i += 1;
                } else if t == "__attribute__" || t == "[" {
                    i = self.skip_group(i + 1);
                } else {
                    break;
                }
            }
            if self.text_at(i) != "{" {
                return false;
            }
            if names.is_empty() {
                names.push(Name::new(""));
            }
            for name in names {
                self.scopes.push(Scope { name: Some(name), extern_c: self.in_extern_c() });
            }
            self.scope_cache = None;
            self.pos = i + 1;
            return true;
        }
        if self.text_at(self.pos) == "extern"
            && self.toks.get(self.pos + 1).is_some_and(|t| t.kind == TokKind::Str)
            && self.text_at(self.pos + 2) == "{"
        {
            let extern_c = self.text_at(self.pos + 1) == "\"C\"";
            self.scopes.push(Scope { name: None, extern_c });
            self.scope_cache = None;
            self.pos += 3;
            return true;
        }
        false
    }

    fn in_extern_c(&self) -> bool {
        self.scopes.last().is_some_and(|s| s.extern_c)
    }

    /// Skips a parenthesized/bracketed group starting at `i` (which must be
    /// the opener); returns the index after it.
    fn skip_group(&self, i: usize) -> usize {
        crate::lexer::skip_group(self.text, self.toks, i)
    }

    /// One declaration: up to a `;` at depth 0, or the `}` ending a function
    /// body.
    fn item(&mut self) {
        let start = self.pos;
        let mut depth = 0usize;
        let mut saw_eq = false;
        let mut saw_paren = false;
        let mut saw_class_key = false;
        let mut body_brace = false;
        let mut i = self.pos;
        while i < self.toks.len() {
            let tok = self.toks[i];
            let t = tok.text(self.text);
            if tok.kind == TokKind::Directive {
                i += 1;
                continue;
            }
            if depth == 0 && matches!(t, "__attribute__" | "__declspec" | "alignas") && self.text_at(i + 1) == "(" {
                // An attribute's parentheses are not a parameter list: a
                // class body after them is still a class body.
                i = self.skip_group(i + 1);
                continue;
            }
            match t {
                "(" | "[" => depth += 1,
                ")" | "]" => depth = depth.saturating_sub(1),
                "{" => {
                    if depth == 0 {
                        // Not an initializer, and not a class body (a class-key
                        // with no parameter list before the brace).
                        let class_body = saw_class_key && !saw_paren;
                        body_brace = !saw_eq && !class_body;
                    }
                    depth += 1;
                }
                "}" => {
                    if depth == 0 {
                        // A stray closer: end the item before it.
                        break;
                    }
                    depth -= 1;
                    if depth == 0 && body_brace {
                        i += 1;
                        match self.text_at(i) {
                            ";" => i += 1,
                            "catch" => {
                                body_brace = false;
                                continue;
                            }
                            _ => {}
                        }
                        break;
                    }
                }
                ";" if depth == 0 => {
                    i += 1;
                    break;
                }
                "=" if depth == 0 => saw_eq = true,
                _ if depth == 0 && CLASS_KEYS.contains(&t) => saw_class_key = true,
                _ => {}
            }
            if depth == 1 && t == "(" {
                saw_paren = true;
            }
            i += 1;
        }
        let end = i.max(start + 1).min(self.toks.len());
        let (kind, name) = self.classify(start, end);
        self.emit(start, end, kind, name);
        self.pos = end;
    }

    /// Kind and name of the item in tokens `start..end`, from depth-0 tokens.
    fn classify(&self, start: usize, end: usize) -> (ItemKind, Name) {
        let mut i = start;
        if self.text_at(i) == "template" && self.text_at(i + 1) == "<" {
            i = self.skip_angles(i + 1, end);
        }
        let mut last_ident: Option<&str> = None;
        while i < end {
            let tok = self.toks[i];
            let t = tok.text(self.text);
            if tok.kind == TokKind::Ident && matches!(t, "__attribute__" | "__declspec" | "alignas" | "decltype" | "__typeof__" | "typeof") {
                i = self.skip_group(i + 1);
                continue;
            }
            if t == "[" && self.text_at(i + 1) == "[" {
                i = self.skip_group(i);
                continue;
            }
            if CLASS_KEYS.contains(&t) {
                if let Some(name) = self.class_name_after(i + 1, end) {
                    return (ItemKind::Class, Name::new(name));
                }
            }
            match t {
                "(" => return (ItemKind::Function, Name::new(last_ident.unwrap_or(""))),
                "=" | ";" | "[" | "{" | ":" => return (ItemKind::Variable, Name::new(last_ident.unwrap_or(""))),
                "operator" => last_ident = Some("operator"),
                _ if tok.kind == TokKind::Ident && last_ident != Some("operator") => last_ident = Some(t),
                _ => {}
            }
            i += 1;
        }
        (ItemKind::Other, Name::new(last_ident.unwrap_or("")))
    }

    /// The class name after a class-key, when this is a class definition or
    /// declaration (not `struct S *f();`).
    fn class_name_after(&self, mut i: usize, end: usize) -> Option<&str> {
        let mut name = None;
        while i < end {
            let tok = self.toks[i];
            let t = tok.text(self.text);
            match t {
                "class" | "struct" | "final" => {}
                "__attribute__" | "__declspec" | "alignas" => {
                    i = self.skip_group(i + 1);
                    continue;
                }
                "[" => {
                    i = self.skip_group(i);
                    continue;
                }
                "{" | ":" | ";" => return Some(name.unwrap_or("")),
                "::" => {}
                "<" => {
                    i = self.skip_angles(i, end);
                    continue;
                }
                _ if tok.kind == TokKind::Ident => name = Some(t),
                _ => return None,
            }
            i += 1;
        }
        None
    }

    fn skip_angles(&self, mut i: usize, end: usize) -> usize {
        let mut depth = 0i32;
        while i < end {
            match self.text_at(i) {
                "<" => depth += 1,
                ">" => depth -= 1,
                ">>" => depth -= 2,
                "(" | "[" => {
                    i = self.skip_group(i);
                    continue;
                }
                _ => {}
            }
            i += 1;
            if depth <= 0 {
                break;
            }
        }
        i
    }

    fn current_scope(&mut self) -> (Vec<Name>, Name) {
        if let Some(cached) = &self.scope_cache {
            return cached.clone();
        }
        let namespaces: Vec<Name> = self.scopes.iter().filter_map(|s| s.name).collect();
        let scope = Name::new(&namespaces.iter().map(|n| n.as_str()).collect::<Vec<_>>().join("::"));
        self.scope_cache = Some((namespaces.clone(), scope));
        (namespaces, scope)
    }

    fn emit(&mut self, start: usize, end: usize, kind: ItemKind, name: Name) {
        let (namespaces, scope) = self.current_scope();
        let counter = self.seen.entry((scope, kind, name)).or_insert(0);
        let key = ItemKey { scope, kind, name, disambiguator: *counter };
        *counter += 1;
        let first = self.toks[start];
        let last = self.toks[end - 1];
        let tokens = self.toks[start..end]
            .iter()
            .filter(|t| t.kind != TokKind::Directive)
            .map(|t| Token { start: t.start - first.start, ..*t })
            .collect();
        self.out.push(ItemSpan {
            key,
            namespaces,
            extern_c: self.in_extern_c(),
            system_header: self.system_header,
            in_main_file: self.in_main_file,
            start: first.start,
            end: last.end(),
            tokens,
        });
    }
}

/// For a line marker `# N "file" flags`, whether it enters a system header
/// (flag 3); `None` for other directives.
fn marker_is_system(directive: &str) -> Option<bool> {
    let rest = directive.strip_prefix('#')?.trim_start();
    let rest = rest.strip_prefix("line").unwrap_or(rest).trim_start();
    if !rest.starts_with(|c: char| c.is_ascii_digit()) {
        return None;
    }
    let after_file = rest.split_once('"').and_then(|(_, r)| r.split_once('"')).map_or("", |(_, flags)| flags);
    Some(after_file.split_whitespace().any(|f| f == "3"))
}

/// The file a line marker names.
fn marker_file(directive: &str) -> Option<&str> {
    let (_, rest) = directive.split_once('"')?;
    Some(rest.split_once('"')?.0)
}

fn is_pragma(directive: &str) -> bool {
    let rest = directive.trim_start_matches(['#', ' ', '\t']);
    rest.starts_with("pragma")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn show(text: &str) -> Vec<String> {
        split_items(text)
            .iter()
            .map(|it| {
                format!(
                    "{}{:?} {} #{}: {}",
                    if it.key.scope.as_str().is_empty() { String::new() } else { format!("{}::", it.key.scope) },
                    it.key.kind,
                    it.key.name,
                    it.key.disambiguator,
                    &text[it.start as usize..it.end as usize]
                )
            })
            .collect()
    }

    #[test]
    fn splits_top_level_declarations() {
        let text = "# 1 \"a.cu\"\nstruct S { int x; } s;\nvoid f() { }\nvoid f(int);\nnamespace n { int v = 1; }\nextern \"C\" { void g(); }\n#pragma nv_diag_suppress 20012\nint a[] = {1, 2};\ntemplate <class T> __attribute__((global)) void k(T) {}\n";
        expect_test::expect![[r#"
            [
                "Class S #0: struct S { int x; } s;",
                "Function f #0: void f() { }",
                "Function f #1: void f(int);",
                "n::Variable v #0: int v = 1;",
                "Function g #0: void g();",
                "Pragma #pragma #0: #pragma nv_diag_suppress 20012",
                "Variable a #0: int a[] = {1, 2};",
                "Function k #0: template <class T> __attribute__((global)) void k(T) {}",
            ]
        "#]]
        .assert_debug_eq(&show(text));
    }

    #[test]
    fn identity_survives_insertions_above() {
        let a = split_items("void f() {}\nint x;\n");
        let b = split_items("int y;\n\n\nvoid f() {}\nint x;\n");
        assert_eq!(a[0].key, b[1].key);
        assert_eq!(a[1].key, b[2].key);
    }

    #[test]
    fn unbalanced_input_still_splits() {
        for text in ["}", "{", "void f( {", "namespace {", "struct S { ", ")))", "template <"] {
            let _ = split_items(text);
        }
    }
}
