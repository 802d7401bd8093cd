//! Constants converted implicitly where the conversion deserves a
//! warning. An integer constant converted to a type that cannot hold its
//! value: #68 when the value's sign changes (`unsigned u = -1;`, `char c =
//! 200;`), #69 when it is cut short otherwise (`unsigned char c = 300;`).
//! A string literal stored into a `char *` by an assignment (`p = "a";`,
//! `o.name = "b";`, caret at the `=`) or returned as one (#2464; an
//! initializer's and an argument's are `decl`'s and `uses`' checks).
//! An unsigned value compared with zero by `>=` or `<` (#186), and a
//! constant assigned where a condition is tested (#187, `if (x = 3)`).
//!
//! cudafe++ checks every implicit conversion of a constant. cufe checks the
//! conversions it can see without typing whole expressions: a variable's
//! or parameter's initializer (`= E`, `(E)`), the right side of an
//! assignment statement to a name, an element of a named array or pointer
//! or what a named pointer points to (`x = E;`, `a[i] -= E;`, `*p = E;`),
//! a `return E;` of a function returning an integer type, and `x == E`
//! comparisons of an `unsigned` name. Template code is checked where the
//! types do not depend on the template's parameters, as cudafe++ does on
//! the definition.
//!
//! `E` counts only when its type is sure: signed decimal and character
//! literals, `true`/`false`, enumerators and signed constants, combined by
//! arithmetic and comparison operators. cudafe++ stays silent on some
//! unsigned sources (`int i = 0xFFFFFFFF;`, `unsigned u = -1U;`, `~0`), so
//! hexadecimal and octal literals, `u` suffixes, `~`, casts and `sizeof`
//! leave the expression alone; so does a value its own type cannot hold
//! (`1 << 31` overflows `int` before any conversion).

use super::ItemView;
use crate::scoped::ScopedStr;
use crate::diag::Diag;
use crate::il::EntityKind;
use crate::lexer::{TokKind, Token};
use crate::lower::ty::{self as arith, Ty};
use crate::parse::{Decl, DeclKind, Specs};
use crate::symbols::SymbolTable;
use cufe_tables::{tag, DiagId, Severity};

pub fn check(item: &ItemView<'_>, table: &SymbolTable) -> Vec<Diag> {
    let mut found: Vec<(u32, DiagId)> = Vec::new();
    for (_, decl) in item.scan.ast.decls.iter() {
        let has_body = decl.kind == DeclKind::Function && decl.func.as_ref().is_some_and(|f| f.body_span.is_some());
        if !has_body && decl.init.is_none() {
            continue;
        }
        let cx = Cx { item, table, decl, scope: std::cell::OnceCell::new() };
        cx.initializer(decl, &mut found);
        if decl.kind == DeclKind::Function {
            if let Some(body) = decl.func.as_ref().and_then(|f| f.body_span) {
                cx.body(decl, body, &mut found);
            }
        }
    }
    found.sort_by_key(|&(at, _)| at);
    found.dedup();
    let decls = &item.scan.ast.decls;
    found
        .into_iter()
        .map(|(at, id)| {
            // With the declarations around it, in source order.
            let order = decls.iter().filter(|(_, d)| d.span.start <= at).map(|(i, _)| i.into_raw().into_u32()).max().unwrap_or(0);
            Diag::new(id, at, order).with_severity(Severity::Warning)
        })
        .collect()
}

struct Cx<'a> {
    item: &'a ItemView<'a>,
    table: &'a SymbolTable,
    decl: &'a Decl,
    /// Where the declaration's names are looked up from (its class, for
    /// a member function's body); made when a name is first looked up.
    scope: std::cell::OnceCell<String>,
}

impl<'a> Cx<'a> {
    fn scope(&self) -> &str {
        self.scope.get_or_init(|| self.item.scope_of(self.table, self.decl))
    }

    fn toks(&self) -> &'a [Token] {
        &self.item.scan.ast.tokens
    }

    fn tok(&self, i: usize) -> &'a str {
        self.item.tok(i)
    }

    fn index_at(&self, offset: u32) -> usize {
        self.item.index_at(offset)
    }

    /// `T v = E;`, `T v(E);`, a parameter's default argument.
    fn initializer(&self, decl: &Decl, found: &mut Vec<(u32, DiagId)>) {
        if !matches!(decl.kind, DeclKind::Variable | DeclKind::Parameter) {
            return;
        }
        let Some(init) = decl.init else { return };
        let (first, last) = (self.index_at(init.start), self.index_at(init.end));
        // (Cheap first: an initializer with no literal is no constant cufe
        // evaluates.)
        let init_toks = &self.toks()[first..last];
        let named = init_toks.len() <= 2 && init_toks.last().is_some_and(|t| t.kind == TokKind::Ident);
        if !named && !init_toks.iter().any(|t| matches!(t.kind, TokKind::Number | TokKind::Char)) {
            return;
        }
        let Some(target) = self.declared_int(decl) else { return };
        // The span of `= E` starts after the `=`; `(E)` and `{E}` keep
        // their brackets.
        let (first, last) = match self.tok(first) {
            "(" if self.item.group_end(first) == last && !self.top_level_comma(first + 1, last - 1) => (first + 1, last - 1),
            "(" | "{" => return,
            _ => (first, last),
        };
        self.convert(first, last, target, &[], found);
    }

    /// The integer type a variable or parameter is declared with (through
    /// typedefs), when it is no pointer, reference or array.
    fn declared_int(&self, decl: &Decl) -> Option<Ty> {
        let declarator = [Specs::POINTER, Specs::REFERENCE, Specs::RVALUE_REFERENCE, Specs::ARRAY, Specs::FUNCTION_POINTER, Specs::AUTO, Specs::DECLTYPE_AUTO];
        if declarator.iter().any(|&s| decl.specs.has(s)) {
            return None;
        }
        self.spelled_int(decl.type_span.start, decl.type_span.end)
    }

    fn spelled_int(&self, start: u32, end: u32) -> Option<Ty> {
        let (first, last) = (self.index_at(start), self.index_at(end));
        let toks = self.toks().get(first..last)?;
        let ty = arith::from_tokens_with(self.item.text, toks, |word| self.typedef_int(word, 0));
        Some(ty).filter(|t| t.is_integral() && *t != Ty::Bool)
    }

    /// What the typedef `name` stands for, when that is an arithmetic type.
    fn typedef_int(&self, name: &str, depth: u32) -> Option<Ty> {
        if depth > 8 || name.has_scope() {
            return None;
        }
        let alias = self.table.resolve_alias(name, self.scope())?;
        let target = alias.target.clone();
        let toks = crate::lexer::lex(&target);
        if toks.iter().any(|t| matches!(t.text(&target), "*" | "&" | "&&" | "[" | "(" | "<")) {
            return None;
        }
        Some(arith::from_tokens_with(&target, &toks, |word| self.typedef_int(word, depth + 1))).filter(|t| t.is_arithmetic())
    }

    fn top_level_comma(&self, first: usize, last: usize) -> bool {
        let mut k = first;
        while k < last {
            match self.tok(k) {
                "," => return true,
                "(" | "[" | "{" => k = self.item.group_end(k),
                _ => k += 1,
            }
        }
        false
    }

    /// The statements of a function body: assignments, returns and
    /// comparisons (a lambda's or a local class's own are left out).
    fn body(&self, decl: &Decl, body: crate::parse::Span, found: &mut Vec<(u32, DiagId)>) {
        let (open, close) = (self.index_at(body.start), self.index_at(body.end));
        let nested: Vec<(usize, usize)> = decl
            .locals
            .iter()
            .map(|&l| &self.item.scan.ast.decls[l])
            .filter(|d| matches!(d.kind, DeclKind::Lambda | DeclKind::Class))
            .map(|d| (self.index_at(d.span.start), self.index_at(d.span.end)))
            .collect();
        let locals: Vec<&Decl> = decl.func.iter().flat_map(|f| f.params.iter()).chain(decl.locals.iter()).map(|&l| &self.item.scan.ast.decls[l]).collect();
        let returns = if decl.func.as_ref().is_some_and(|f| f.trailing_return.is_none() && !f.no_type) && !decl.specs.has(Specs::POINTER) && !decl.specs.has(Specs::REFERENCE) {
            self.spelled_int(decl.type_span.start, decl.type_span.end)
        } else {
            None
        };
        let returns_char_pointer = crate::symbols::declared_char_pointer(self.item.text, self.toks(), decl);
        let mut k = open + 1;
        while k < close {
            if let Some(&(_, end)) = nested.iter().find(|(a, b)| *a <= k && k < *b) {
                k = end.max(k + 1);
                continue;
            }
            let kind = self.toks()[k].kind;
            if !matches!(kind, TokKind::Punct | TokKind::Ident) {
                k += 1;
                continue;
            }
            let t = self.tok(k);
            if t == "return" {
                let end = self.expression_end(k + 1, close);
                if let Some(target) = returns {
                    self.convert(k + 1, end, target, &locals, found);
                } else if returns_char_pointer && self.stores_string(k + 1, close) {
                    found.push((self.toks()[k + 1].start, tag::DEPRECATED_STRING_CONV));
                }
            } else if is_statement_start(self.tok(k.wrapping_sub(1))) && self.toks()[k].kind == TokKind::Ident || t == "*" && is_statement_start(self.tok(k.wrapping_sub(1))) {
                self.assignment(k, close, &locals, found);
            }
            if matches!(t, "==" | "!=" | "<" | ">" | "<=" | ">=") {
                self.comparison(k, &locals, found);
                self.pointless_comparison(k, &locals, found);
            }
            if t == "=" {
                self.assignment_as_condition(k, close, &locals, found);
            }
            if t == "(" && k > 0 && self.toks()[k - 1].kind == TokKind::Ident && !matches!(self.tok(k.wrapping_sub(2)), "." | "->" | "::") {
                self.arguments(k - 1, &locals, found);
            }
            k += 1;
        }
    }

    /// Index of the `;` (or unbalanced closer) ending the expression from
    /// `first`.
    fn expression_end(&self, first: usize, limit: usize) -> usize {
        let mut k = first;
        while k < limit {
            match self.tok(k) {
                ";" | ")" | "]" | "}" => return k,
                "(" | "[" | "{" => k = self.item.group_end(k),
                _ => k += 1,
            }
        }
        limit
    }

    /// `x = E;`, `a[i] op= E;`, `*p = E;` at `k`; `x = "s";`,
    /// `o.m = "s";`, `p->m = "s";` storing a string literal.
    fn assignment(&self, k: usize, limit: usize, locals: &[&Decl], found: &mut Vec<(u32, DiagId)>) {
        let deref = self.tok(k) == "*";
        let name_at = if deref { k + 1 } else { k };
        if self.toks().get(name_at).is_none_or(|t| t.kind != TokKind::Ident) {
            return;
        }
        let name = self.tok(name_at);
        let mut j = name_at + 1;
        let indexed = self.tok(j) == "[";
        if indexed {
            j = self.item.group_end(j);
        }
        let member = !deref && !indexed && matches!(self.tok(j), "." | "->") && self.toks().get(j + 1).is_some_and(|t| t.kind == TokKind::Ident);
        let op_at = if member { j + 2 } else { j };
        if self.tok(op_at) == "=" && self.stores_string(op_at + 1, limit) {
            let char_pointer = if member { self.member_is_char_pointer(name, self.tok(j + 1), locals) } else { !deref && self.names_char_pointer(name, indexed, locals) };
            if char_pointer {
                found.push((self.toks()[op_at].start, tag::DEPRECATED_STRING_CONV));
            }
            return;
        }
        let op = self.tok(j);
        let compound = matches!(op, "+=" | "-=" | "*=" | "/=" | "%=" | "&=" | "|=" | "^=");
        if op != "=" && !compound || deref && indexed {
            return;
        }
        let Some((value, elem)) = self.variable_ty(name, locals) else { return };
        let target = if deref || indexed { elem } else { value };
        let Some(target) = target.filter(|t| t.is_integral() && *t != Ty::Bool) else { return };
        // `u += E` converts `E` to the operation's type: the unsigned
        // type, unless the target promotes to `int`.
        if compound && target.promoted() == Ty::Int {
            return;
        }
        let end = self.expression_end(j + 1, limit);
        if self.tok(end) != ";" {
            return;
        }
        self.convert(j + 1, end, target, locals, found);
    }

    /// `u >= 0`, `u < 0`, `0 <= u`, `0 > u` with `u` of an unsigned type:
    /// always true or always false (#186, caret at the operator).
    fn pointless_comparison(&self, op: usize, locals: &[&Decl], found: &mut Vec<(u32, DiagId)>) {
        let zero = |at: usize| {
            let t = self.toks().get(at);
            t.is_some_and(|t| t.kind == TokKind::Number) && crate::eval::eval_int(self.item.text, std::slice::from_ref(&self.toks()[at])) == Some(0)
        };
        let stops = |t: &str| matches!(t, ")" | "&&" | "||" | ";" | "?" | "," | ":" | "]");
        let starts = |t: &str| matches!(t, "(" | "&&" | "||" | "!" | "return" | "," | "=" | "?" | ":" | ";" | "[");
        let operator = self.tok(op);
        let unsigned = |t: Option<Ty>| matches!(t, Some(Ty::UChar | Ty::UShort | Ty::UInt | Ty::ULong | Ty::ULLong));
        let pointless = if matches!(operator, ">=" | "<") && zero(op + 1) && stops(self.tok(op + 2)) {
            let first = self.operand_start(op);
            first.is_some_and(|f| f > 0 && starts(self.tok(f - 1)) && unsigned(self.operand_ty(f, op, locals)))
        } else if matches!(operator, "<=" | ">") && op > 0 && zero(op - 1) && op >= 2 && starts(self.tok(op - 2)) {
            let last = self.operand_end(op + 1);
            last.is_some_and(|l| stops(self.tok(l)) && unsigned(self.operand_ty(op + 1, l, locals)))
        } else {
            false
        };
        if pointless {
            found.push((self.toks()[op].start, tag::UNSIGNED_COMPARE_WITH_ZERO));
        }
    }

    /// `x = C` with `C` a constant, tested as a condition (`if (x = 3)`,
    /// `while ((p = nullptr))`, `!(x = 5)`, `(x = 1) && y`, a `for`'s
    /// condition): most likely a comparison was meant (#187, caret at
    /// the start of the tested operand, its parentheses included).
    fn assignment_as_condition(&self, eq: usize, limit: usize, locals: &[&Decl], found: &mut Vec<(u32, DiagId)>) {
        if eq < 2 || self.toks()[eq - 1].kind != TokKind::Ident || !matches!(self.tok(eq - 2), "(" | ";") {
            return;
        }
        let lhs = eq - 1;
        let mut end = eq + 1;
        while end < limit && !matches!(self.tok(end), ")" | "&&" | "||" | "?" | ";" | "," | ":" | "]" | "}") {
            end = if matches!(self.tok(end), "(" | "[" | "{") { self.item.group_end(end) } else { end + 1 };
        }
        let rhs = &self.toks()[eq + 1..end];
        let constant = match rhs {
            [one] if matches!(one.text(self.item.text), "nullptr" | "__null" | "NULL") => true,
            _ => !rhs.is_empty() && crate::eval::eval_int_with(self.item.text, rhs, &|name| self.constant(name, locals).map(|(v, _)| v)).is_some(),
        };
        if !constant {
            return;
        }
        let arithmetic = self.variable_ty(self.tok(lhs), locals).and_then(|(v, _)| v).is_some_and(|t| t.is_arithmetic() || t == Ty::Pointer);
        if !arithmetic {
            return;
        }
        let before = self.tok(lhs - 1);
        let after = self.tok(end);
        let tested = |open: usize| open >= 1 && matches!(self.tok(open - 1), "if" | "while") || open >= 2 && self.tok(open - 1) == "constexpr" && self.tok(open - 2) == "if";
        let caret = if before == "(" && after == ")" && tested(lhs - 1) {
            // `if (x = 3)`, `while (x = 0)`, `do ... while (x = 2);`
            Some(lhs)
        } else if before == ";" && after == ";" && self.in_for_header(lhs) {
            Some(lhs)
        } else if before == "(" && after == ")" {
            // `(x = 3)` tested: as a whole condition, or an operand of
            // `!`, `&&`, `||`, `?:`.
            let open = lhs - 1;
            let outer_tested = self.tok(open.wrapping_sub(1)) == "(" && self.tok(end + 1) == ")" && tested(open - 1);
            let operand = matches!(self.tok(open.wrapping_sub(1)), "!" | "&&" | "||") || matches!(self.tok(end + 1), "&&" | "||" | "?");
            (outer_tested || operand).then_some(open)
        } else {
            None
        };
        if let Some(at) = caret {
            found.push((self.toks()[at].start, tag::ASSIGN_WHERE_COMPARE_MEANT));
        }
    }

    /// Token `at` is inside a `for`'s parentheses.
    fn in_for_header(&self, at: usize) -> bool {
        let mut depth = 0usize;
        let mut k = at;
        while k > 0 {
            k -= 1;
            match self.tok(k) {
                ")" | "]" | "}" => depth += 1,
                "(" if depth == 0 => return self.tok(k.wrapping_sub(1)) == "for",
                "(" | "[" | "{" if depth > 0 => depth -= 1,
                "{" | "[" => return false,
                _ => {}
            }
        }
        false
    }

    /// Where the postfix operand ending before `end` starts (`x`, `a[i]`,
    /// `o.m`, `p->m`, `(x)`).
    fn operand_start(&self, end: usize) -> Option<usize> {
        let mut k = end.checked_sub(1)?;
        loop {
            match self.tok(k) {
                "]" | ")" => {
                    let close = self.tok(k);
                    let open = if close == "]" { "[" } else { "(" };
                    let mut depth = 0usize;
                    loop {
                        let t = self.tok(k);
                        if t == close {
                            depth += 1;
                        } else if t == open {
                            depth -= 1;
                            if depth == 0 {
                                break;
                            }
                        }
                        k = k.checked_sub(1)?;
                    }
                    if close == ")" {
                        return Some(k);
                    }
                    k = k.checked_sub(1)?;
                }
                _ if self.toks()[k].kind == TokKind::Ident => {
                    if k >= 2 && matches!(self.tok(k - 1), "." | "->") {
                        k -= 2;
                        continue;
                    }
                    return Some(k);
                }
                _ => return None,
            }
        }
    }

    /// Index past the postfix operand starting at `first`.
    fn operand_end(&self, first: usize) -> Option<usize> {
        let mut k = first;
        if self.tok(k) == "(" {
            return Some(self.item.group_end(k));
        }
        if self.toks().get(k)?.kind != TokKind::Ident {
            return None;
        }
        k += 1;
        loop {
            match self.tok(k) {
                "[" => k = self.item.group_end(k),
                "." | "->" if self.toks().get(k + 1).is_some_and(|t| t.kind == TokKind::Ident) => k += 2,
                _ => return Some(k),
            }
        }
    }

    /// The arithmetic type of the postfix operand `first..last`: a named
    /// variable, its element, a local object's data member, or either in
    /// parentheses.
    fn operand_ty(&self, first: usize, last: usize, locals: &[&Decl]) -> Option<Ty> {
        if self.tok(first) == "(" {
            return (self.item.group_end(first) == last).then(|| self.operand_ty(first + 1, last - 1, locals)).flatten();
        }
        let name = self.tok(first);
        match last - first {
            1 => self.variable_ty(name, locals)?.0,
            3 if matches!(self.tok(first + 1), "." | "->") => self.member_ty(name, self.tok(first + 2), locals),
            _ if self.tok(first + 1) == "[" && self.item.group_end(first + 1) == last => self.variable_ty(name, locals)?.1,
            _ => None,
        }
    }

    /// The qualified name of the class of the local or parameter `object`
    /// (`S s`, `S &s`, `S *p`; a class a typedef names, `typedef struct
    /// {...} P;`, by the typedef's).
    fn local_class(&self, object: &str, locals: &[&Decl]) -> Option<String> {
        let mut own = locals.iter().filter(|d| d.name.is_some_and(|n| n.as_str() == object));
        let local = own.next()?;
        if own.next().is_some() || !matches!(local.kind, DeclKind::Variable | DeclKind::Parameter) || local.specs.has(Specs::ARRAY) {
            return None;
        }
        let class = self.item.text.get(local.type_span.start as usize..local.type_span.end as usize).unwrap_or("").trim();
        let class = class.strip_prefix("struct ").or_else(|| class.strip_prefix("class ")).unwrap_or(class).trim();
        if class.is_empty() || !class.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'_' || b == b':') {
            return None;
        }
        let parts: Vec<&str> = class.trim_global().split_scopes().collect();
        if let Some(ty) = self.table.resolve(&parts, self.scope(), class.starts_with("::")).into_iter().find(|s| s.kind == EntityKind::Type) {
            return Some(ty.qname.clone());
        }
        let alias = if parts.len() == 1 { self.table.resolve_alias(parts[0], self.scope()) } else { None }?;
        alias.unnamed_class.is_some().then(|| alias.qname.clone())
    }

    /// The one data member `field` of `object`'s class.
    fn member(&self, object: &str, field: &str, locals: &[&Decl]) -> Option<&'a crate::symbols::Symbol> {
        let class = self.local_class(object, locals)?;
        let mut fields = self.table.lookup(&format!("{class}::{field}"));
        match (fields.next(), fields.next()) {
            (Some((_, f)), None) if f.kind == EntityKind::Variable && !f.is_array => Some(f),
            _ => None,
        }
    }

    fn member_ty(&self, object: &str, field: &str, locals: &[&Decl]) -> Option<Ty> {
        self.member(object, field, locals)?.value_ty.filter(|t| t.is_arithmetic())
    }

    /// The expression from `first` is string literals ending the
    /// statement.
    fn stores_string(&self, first: usize, limit: usize) -> bool {
        let end = self.expression_end(first, limit);
        end > first && self.tok(end) == ";" && self.toks()[first..end].iter().all(|t| t.kind == TokKind::Str)
    }

    /// `name` (or its element, `indexed`) is a `char *` variable: a local
    /// or parameter, or a global.
    fn names_char_pointer(&self, name: &str, indexed: bool, locals: &[&Decl]) -> bool {
        let mut own = locals.iter().filter(|d| d.name.is_some_and(|n| n.as_str() == name));
        if let Some(local) = own.next() {
            return own.next().is_none() && local.kind != DeclKind::Function && local.specs.has(Specs::ARRAY) == indexed && crate::symbols::declared_char_pointer(self.item.text, self.toks(), local);
        }
        if indexed {
            return false;
        }
        let found = self.table.resolve(&[name], self.scope(), false);
        matches!(found.as_slice(), [v] if v.kind == EntityKind::Variable && !v.is_array && v.member_type_text.as_deref() == Some("char *"))
    }

    /// `object.field` (or `->`) is a `char *` data member, `object` a local
    /// or parameter of a class type.
    fn member_is_char_pointer(&self, object: &str, field: &str, locals: &[&Decl]) -> bool {
        self.member(object, field, locals).is_some_and(|f| f.member_type_text.as_deref() == Some("char *"))
    }

    /// `u == E` / `E != u` with `u` an unsigned name of at least `int`'s
    /// rank: `E` is converted to `u`'s type.
    fn comparison(&self, op: usize, locals: &[&Decl], found: &mut Vec<(u32, DiagId)>) {
        // A converted constant starts with a literal or a sign next to the
        // operator, or ends with one before it.
        let literal = |k: usize| self.toks().get(k).is_some_and(|t| matches!(t.kind, TokKind::Number | TokKind::Char) || matches!(t.text(self.item.text), "-" | "+" | "(" | ")"));
        if !literal(op + 1) && !literal(op.wrapping_sub(1)) {
            return;
        }
        let unsigned_name = |at: usize| {
            self.toks().get(at).is_some_and(|t| t.kind == TokKind::Ident)
                && self.variable_ty(self.tok(at), locals).and_then(|(v, _)| v).is_some_and(|t| matches!(t, Ty::UInt | Ty::ULong | Ty::ULLong))
        };
        let stops = |t: &str| matches!(t, ")" | "&&" | "||" | ";" | "?" | "," | ":" | "]");
        let starts = |t: &str| matches!(t, "(" | "&&" | "||" | "!" | "return" | "," | "=" | "?" | ":" | "[");
        // `u == E`: `u` stands alone on its left.
        if op >= 2 && unsigned_name(op - 1) && starts(self.tok(op - 2)) {
            let mut end = op + 1;
            while end < self.toks().len() && !stops(self.tok(end)) && !matches!(self.tok(end), "(" | "[" | "{" | "==" | "!=" | "<" | ">" | "<=" | ">=") {
                end += 1;
            }
            if stops(self.tok(end)) {
                let target = self.variable_ty(self.tok(op - 1), locals).and_then(|(v, _)| v).unwrap_or(Ty::Unknown);
                self.convert(op + 1, end, target, locals, found);
            }
        }
        // `E != u`.
        if unsigned_name(op + 1) && stops(self.tok(op + 2)) {
            let mut start = op;
            while start > 0 && !starts(self.tok(start - 1)) && !matches!(self.tok(start - 1), ")" | "]" | "}" | "==" | "!=" | "<" | ">" | "<=" | ">=") {
                start -= 1;
            }
            if start < op && starts(self.tok(start.wrapping_sub(1))) {
                let target = self.variable_ty(self.tok(op + 1), locals).and_then(|(v, _)| v).unwrap_or(Ty::Unknown);
                self.convert(start, op, target, locals, found);
            }
        }
    }

    /// `f(E, ...)` calling the one function `f` names (no overloads, no
    /// template): each argument converts to its parameter's type.
    fn arguments(&self, callee: usize, locals: &[&Decl], found: &mut Vec<(u32, DiagId)>) {
        let name = self.tok(callee);
        // Only a literal makes an argument a constant cufe evaluates.
        let close = self.item.group_end(callee + 1);
        if !self.toks()[callee + 1..close].iter().any(|t| matches!(t.kind, TokKind::Number | TokKind::Char)) {
            return;
        }
        if crate::lower::emit::is_cxx_keyword(name) || locals.iter().any(|d| d.name.is_some_and(|n| n.as_str() == name)) {
            return;
        }
        let symbols = self.table.resolve(&[name], self.scope(), false);
        let Some(f) = symbols.first().filter(|f| f.kind == EntityKind::Function && f.template.is_none()) else { return };
        if symbols.iter().any(|s| s.kind != EntityKind::Function || s.params_key != f.params_key || s.template.is_some()) {
            return;
        }
        let open = callee + 1;
        let args = crate::eval::split_args(self.item.text, self.toks(), open + 1, close - 1);
        if args.len() > f.param_tys.len() || args.iter().any(|(a, b)| a >= b) {
            return;
        }
        for ((a, b), &ty) in args.into_iter().zip(&f.param_tys) {
            self.convert(a, b, ty, locals, found);
        }
    }

    /// A local's, parameter's or global variable's type and element type.
    fn variable_ty(&self, name: &str, locals: &[&Decl]) -> Option<(Option<Ty>, Option<Ty>)> {
        let mut own = locals.iter().filter(|d| d.name.is_some_and(|n| n.as_str() == name));
        if let Some(local) = own.next() {
            if own.next().is_some() || !matches!(local.kind, DeclKind::Variable | DeclKind::Parameter) {
                return None;
            }
            let (value, elem) = crate::symbols::arith_of(self.item.text, self.item.scan, local);
            if local.specs.has(Specs::REFERENCE) && !local.specs.has(Specs::POINTER) {
                return Some((self.spelled_int(local.type_span.start, local.type_span.end), None));
            }
            let named = |t: Option<Ty>| match t {
                Some(Ty::Other) | None if !local.specs.has(Specs::POINTER) && !local.specs.has(Specs::ARRAY) => self.spelled_int(local.type_span.start, local.type_span.end),
                t => t,
            };
            return Some(if local.specs.has(Specs::POINTER) || local.specs.has(Specs::ARRAY) { (value, elem.filter(|t| *t != Ty::Other)) } else { (named(value), None) });
        }
        let found = self.table.resolve(&[name], self.scope(), false);
        let var = found.iter().find(|s| s.kind == EntityKind::Variable && s.class.is_none())?;
        if found.len() > 1 {
            return None;
        }
        Some((var.value_ty.filter(|t| *t != Ty::Other), var.detail.elem_ty.filter(|t| *t != Ty::Other)))
    }

    /// Reports converting the constant `first..last` to `target`, when
    /// cufe is sure of its value and type.
    fn convert(&self, first: usize, last: usize, target: Ty, locals: &[&Decl], found: &mut Vec<(u32, DiagId)>) {
        if first >= last || !target.is_integral() || target == Ty::Bool {
            return;
        }
        let toks = &self.toks()[first..last];
        let Some(source) = self.source_type(toks, locals) else { return };
        let names = |name: &str| self.constant(name, locals).map(|(v, _)| v);
        let Some(value) = crate::eval::eval_int_with(self.item.text, toks, &names) else { return };
        if !fits(value, source) {
            return;
        }
        let Some(id) = conversion(value, target) else { return };
        found.push((toks[0].start, id));
    }

    /// The type of a constant expression cufe is sure of: the widest of
    /// its operands' types (all signed), or `None`.
    fn source_type(&self, toks: &[Token], locals: &[&Decl]) -> Option<Ty> {
        let mut ty = Ty::Int;
        for t in toks {
            let s = t.text(self.item.text);
            let operand = match t.kind {
                TokKind::Number => {
                    let lower = s.to_ascii_lowercase();
                    if lower.len() > 1 && lower.starts_with('0') || lower.contains('u') {
                        return None;
                    }
                    arith::of_literal(s, t.kind)
                }
                TokKind::Char if s.starts_with('\'') => Ty::Int,
                TokKind::Ident if matches!(s, "true" | "false") => Ty::Int,
                TokKind::Ident => self.constant(s, locals)?.1,
                TokKind::Punct if matches!(s, "+" | "-" | "*" | "/" | "%" | "<<" | ">>" | "(" | ")" | "&" | "|" | "^" | "!" | "<" | ">" | "<=" | ">=" | "==" | "!=" | "&&" | "||" | "?" | ":") => continue,
                _ => return None,
            };
            ty = match (ty, operand) {
                (_, Ty::LLong) | (Ty::LLong, _) => Ty::LLong,
                (_, Ty::Long) | (Ty::Long, _) => Ty::Long,
                (_, Ty::Int) => Ty::Int,
                _ => return None,
            };
        }
        Some(ty)
    }

    /// A name's constant value and signed type: a `const`/`constexpr`
    /// local or global of a signed integer type with a constant
    /// initializer, or an enumerator of an unnamed enumeration.
    fn constant(&self, name: &str, locals: &[&Decl]) -> Option<(i128, Ty)> {
        if name.has_scope() || name.ends_with(')') {
            return None;
        }
        let mut own = locals.iter().filter(|d| d.name.is_some_and(|n| n.as_str() == name));
        if let Some(local) = own.next() {
            if own.next().is_some() || local.kind != DeclKind::Variable || !local.is_constexpr() && !local.specs.has(Specs::CONST) {
                return None;
            }
            let ty = self.declared_int(local).filter(|t| matches!(t, Ty::Int | Ty::Long | Ty::LLong))?;
            let init = local.init?;
            let (a, b) = (self.index_at(init.start), self.index_at(init.end));
            let slice = self.toks().get(a..b)?;
            if matches!(slice.first()?.text(self.item.text), "(" | "{") {
                return None;
            }
            return Some((crate::eval::eval_int(self.item.text, slice)?, ty));
        }
        let found = self.table.resolve(&[name], self.scope(), false);
        if let Some(var) = found.iter().find(|s| s.kind == EntityKind::Variable) {
            let ty = var.value_ty.filter(|t| matches!(t, Ty::Int | Ty::Long | Ty::LLong))?;
            return Some((var.detail.const_value?, ty));
        }
        if !found.is_empty() {
            return None;
        }
        // An enumerator of one unscoped enumeration (of `int` values).
        let value = self.table.unnamed_enumerator(name, self.scope()).or_else(|| match self.table.enumerator_enums.get(name)?.as_slice() {
            [only] => self.table.get(*only).detail.enumerator_values.iter().find(|(n, _)| n.as_str() == name).map(|(_, v)| *v),
            _ => None,
        })?;
        fits(value, Ty::Int).then_some((value, Ty::Int))
    }
}

/// A token that may end the statement before the one starting after it.
fn is_statement_start(prev: &str) -> bool {
    matches!(prev, ";" | "{" | "}" | ")" | "else" | "do" | ":")
}

/// Bits and signedness of an integer type (LP64, `char` signed).
fn layout(t: Ty) -> Option<(u32, bool)> {
    Some(match t {
        Ty::Char | Ty::SChar => (8, true),
        Ty::UChar => (8, false),
        Ty::Short => (16, true),
        Ty::UShort => (16, false),
        Ty::Int => (32, true),
        Ty::UInt => (32, false),
        Ty::Long | Ty::LLong => (64, true),
        Ty::ULong | Ty::ULLong => (64, false),
        _ => return None,
    })
}

/// `v` as the type `t` holds it.
fn wrapped(v: i128, t: Ty) -> Option<i128> {
    let (bits, signed) = layout(t)?;
    let modulus = 1i128 << bits;
    let w = v.rem_euclid(modulus);
    Some(if signed && w >= modulus / 2 { w - modulus } else { w })
}

fn fits(v: i128, t: Ty) -> bool {
    wrapped(v, t) == Some(v)
}

/// The diagnostic converting `v` to `t` gives, if any.
fn conversion(v: i128, t: Ty) -> Option<DiagId> {
    let w = wrapped(v, t)?;
    if w == v {
        None
    } else if (w < 0) != (v < 0) {
        Some(tag::INTEGER_SIGN_CHANGE)
    } else {
        Some(tag::INTEGER_TRUNCATED)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn conversions_of_constants() {
        assert_eq!(conversion(-1, Ty::UInt), Some(tag::INTEGER_SIGN_CHANGE));
        assert_eq!(conversion(200, Ty::Char), Some(tag::INTEGER_SIGN_CHANGE));
        assert_eq!(conversion(300, Ty::UChar), Some(tag::INTEGER_TRUNCATED));
        assert_eq!(conversion(70000, Ty::Short), Some(tag::INTEGER_TRUNCATED));
        assert_eq!(conversion(4294967295, Ty::UInt), None);
        assert_eq!(conversion(-1, Ty::Long), None);
    }
}
