//! #174 "expression has no effect": a value computed and thrown away.
//!
//! EDG warns at the start of
//! * each left operand of a comma operator whose evaluation does nothing
//!   (`r = (r, a)`: `r`; `(a, b, f())`: `a`, then `a, b`), and
//! * an expression statement that does nothing as a whole (`a + b;`,
//!   `(a, b);` after its inner `a`; not `f(), a;`).
//!
//! cufe says so only where it is sure: operands made of literals, `sizeof`
//! and variables of arithmetic or pointer type (parameters, locals and
//! namespace variables cufe knows the types of) under the built-in
//! operators. A call, an assignment, `++`/`--`, a cast (`(void)a` is how
//! one discards on purpose) or anything else leaves the code alone, as do
//! comma expressions in a `for` header or a call's arguments.

use super::{Blocks, ItemView};
use crate::scoped::ScopedStr;
use crate::diag::Diag;
use crate::il::EntityKind;
use crate::lexer::TokKind;
use crate::lower::ty::Ty;
use crate::parse::{Decl, DeclIdx, DeclKind, Span};
use crate::symbols::{Symbol, SymbolTable};
use cufe_tables::tag;
use rustc_hash::FxHashMap as HashMap;

pub fn check(item: &ItemView<'_>, table: &SymbolTable) -> Vec<Diag> {
    let mut diags = Vec::new();
    let scalars = Scalars::new(item);
    for (idx, decl) in item.scan.ast.decls.iter() {
        // A lambda in a body is walked where it stands, by that body's
        // walk, so its warnings come in source order among the body's.
        if !matches!(decl.kind, DeclKind::Function | DeclKind::Lambda) || scalars.parent.contains_key(&idx) {
            continue;
        }
        if let Some(walk) = Body::new(item, table, idx, &scalars) {
            walk.check(&mut diags);
        }
    }
    diags
}

/// Which names in each function or lambda body denote variables of
/// arithmetic or pointer type. A lambda sees its own parameters and
/// locals and, for other names, those of the bodies around it: `a + b;`
/// in `[&] { a + b; }` reads the enclosing function's `a` and `b`.
struct Scalars<'a> {
    /// Each lambda's enclosing function or lambda.
    parent: HashMap<DeclIdx, DeclIdx>,
    /// Each body's directly nested lambdas, by their bodies.
    lambdas: HashMap<DeclIdx, Vec<(Span, DeclIdx)>>,
    /// Per body: what each name declared in it denotes (see `Var`).
    own: HashMap<DeclIdx, HashMap<&'a str, Var>>,
    /// Per lambda: what each name it sees denotes, its own and those of
    /// the bodies around it. (A function's body sees its `own` alone.)
    maps: HashMap<DeclIdx, HashMap<&'a str, Var>>,
}

impl<'a> Scalars<'a> {
    fn new(item: &ItemView<'a>) -> Scalars<'a> {
        let decls = &item.scan.ast.decls;
        let mut parent = HashMap::default();
        let mut lambdas: HashMap<DeclIdx, Vec<(Span, DeclIdx)>> = HashMap::default();
        let mut own = HashMap::default();
        for (idx, decl) in decls.iter() {
            if !matches!(decl.kind, DeclKind::Function | DeclKind::Lambda) {
                continue;
            }
            let (named, nested) = own_parts(item, decl);
            for l in nested {
                parent.insert(l, idx);
                if let Some(body) = decls[l].func.as_ref().and_then(|f| f.body_span) {
                    lambdas.entry(idx).or_default().push((body, l));
                }
            }
            own.insert(idx, own_map(item, &named));
        }
        let mut maps = HashMap::default();
        for &idx in parent.keys() {
            // Outward through the enclosing bodies; a name declared nearer
            // wins.
            let mut map: HashMap<&'a str, Var> = HashMap::default();
            let mut at = Some(idx);
            while let Some(body) = at {
                for (&name, &ok) in own.get(&body).into_iter().flatten() {
                    map.entry(name).or_insert(ok);
                }
                at = parent.get(&body).copied();
            }
            maps.insert(idx, map);
        }
        Scalars { parent, lambdas, own, maps }
    }
}

/// The named declarations of a body (parameters and locals, not those of
/// nested lambdas) and its directly nested lambdas.
fn own_parts(item: &ItemView<'_>, decl: &Decl) -> (Vec<DeclIdx>, Vec<DeclIdx>) {
    let decls = &item.scan.ast.decls;
    let mut named: Vec<DeclIdx> = decl.func.iter().flat_map(|f| f.params.iter().copied()).collect();
    let mut lambdas = Vec::new();
    let mut stack: Vec<DeclIdx> = decl.locals.to_vec();
    while let Some(l) = stack.pop() {
        let ld = &decls[l];
        if ld.kind == DeclKind::Lambda && ld.func.as_ref().is_some_and(|f| f.body_span.is_some()) {
            lambdas.push(l);
        } else {
            stack.extend(ld.locals.iter().copied());
            named.push(l);
        }
    }
    (named, lambdas)
}

/// A floating literal (`1.5`, `2.f`, `1e3`), not a hexadecimal integer.
fn is_floating_literal(text: &str) -> bool {
    let hex = text.starts_with("0x") || text.starts_with("0X");
    text.contains('.') || !hex && (text.contains(['e', 'E']) || text.ends_with(['f', 'F']))
}

/// A class object, or a pointer to one (`pointers` levels), whose
/// members an operand accesses; `instance` when its class is a
/// template's instance (`TS<int>`).
#[derive(Debug, Clone, Copy)]
struct Object<'a> {
    /// The class's qualified name (a typedef's for an unnamed class:
    /// `typedef struct { int a; } TD;` has the member `TD::a`).
    qname: &'a str,
    /// Its symbol, unless it is such an unnamed class.
    class: Option<&'a Symbol>,
    pointers: u8,
    instance: bool,
}

/// What reading a variable is, as far as "no effect" goes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Scalar {
    /// Not known to be a plain arithmetic or pointer read (a class, a
    /// `volatile` object or pointee: reading one is a side effect).
    No,
    /// An object of class or enumeration type (or a reference to one):
    /// naming it alone does nothing (`p;`), but its operators may be
    /// calls.
    Object,
    /// Arithmetic or pointer; `floating` when it is (or points to) a
    /// floating type: EDG counts floating arithmetic and comparisons as
    /// doing something (they may raise floating-point exceptions).
    Yes { floating: bool },
}

impl Scalar {
    /// One name declared twice (in two blocks): what holds for both.
    fn both(self, other: Scalar) -> Scalar {
        match (self, other) {
            (Scalar::Yes { floating: a }, Scalar::Yes { floating: b }) => Scalar::Yes { floating: a || b },
            (Scalar::No, _) | (_, Scalar::No) => Scalar::No,
            _ => Scalar::Object,
        }
    }

    fn of(ty: Option<Ty>, pointee: Option<Ty>, volatile: bool) -> Scalar {
        let floating = |t: Option<Ty>| t.is_some_and(|t| matches!(t, Ty::Float | Ty::Double | Ty::LDouble));
        match ty {
            Some(t) if !volatile && (t.is_arithmetic() || t == Ty::Pointer) => Scalar::Yes { floating: floating(ty) || floating(pointee) },
            Some(Ty::Other) if !volatile => Scalar::Object,
            _ => Scalar::No,
        }
    }
}

/// A name a body sees: what reading it is, and the one declaration it
/// stands for (none when two blocks declare it), whose type tells the
/// class of a member access (`p.v`).
#[derive(Debug, Clone, Copy)]
struct Var {
    scalar: Scalar,
    decl: Option<DeclIdx>,
}

/// What each name among `named` is, by name.
fn own_map<'a>(item: &ItemView<'a>, named: &[DeclIdx]) -> HashMap<&'a str, Var> {
    let decls = &item.scan.ast.decls;
    let mut map: HashMap<&'a str, Var> = HashMap::with_capacity_and_hasher(named.len(), Default::default());
    for &d in named {
        let Some(name) = decls[d].name else { continue };
        let (ty, pointee) = crate::symbols::arith_of(item.text, item.scan, &decls[d]);
        let specs = decls[d].specs;
        // (A parameter pack is no object: `(ts, 0)...` expands.)
        let this = if specs.has(crate::parse::Specs::PACK) { Scalar::No } else { Scalar::of(ty, pointee, specs.has(crate::parse::Specs::VOLATILE)) };
        let var = Var { scalar: this, decl: Some(d) };
        map.entry(name.as_str()).and_modify(|v| *v = Var { scalar: v.scalar.both(this), decl: None }).or_insert(var);
    }
    map
}

/// Operators that compute a value and change nothing.
const PURE_OPERATORS: &[&str] = &["+", "-", "*", "/", "%", "<", ">", "<=", ">=", "==", "!=", "&&", "||", "!", "~", "&", "|", "^", "<<", ">>", "?", ":", "[", "]", "(", ")", ","];

struct Body<'a> {
    item: &'a ItemView<'a>,
    table: &'a SymbolTable,
    scope: String,
    open: usize,
    close: usize,
    blocks: std::rc::Rc<Blocks>,
    scalars: &'a Scalars<'a>,
    /// Variables by name: what every one of that name is.
    scalar: &'a HashMap<&'a str, Var>,
    /// Nested lambdas by their bodies (walked as bodies of their own).
    lambdas: &'a [(Span, DeclIdx)],
    own_order: u32,
    /// The last `in_parentheses` answer: its block's `{`, the token asked
    /// about and the answer (see `in_parentheses`).
    last_parentheses: std::cell::Cell<Option<(usize, usize, bool)>>,
}

impl<'a> Body<'a> {
    fn new(item: &'a ItemView<'a>, table: &'a SymbolTable, idx: DeclIdx, scalars: &'a Scalars<'a>) -> Option<Body<'a>> {
        let decl = &item.scan.ast.decls[idx];
        let body = decl.func.as_ref().and_then(|f| f.body_span)?;
        let (open, close, blocks) = Blocks::of_body(item, body)?;
        let scope = item.scope_of(table, decl);
        let lambdas = scalars.lambdas.get(&idx).map_or(&[][..], Vec::as_slice);
        let scalar = scalars.maps.get(&idx).or_else(|| scalars.own.get(&idx))?;
        Some(Body { item, table, scalars, scope, open, close, blocks, scalar, lambdas, own_order: idx.into_raw().into_u32(), last_parentheses: std::cell::Cell::new(None) })
    }

    fn tok(&self, k: usize) -> &'a str {
        self.item.tok(k)
    }

    fn in_lambda(&self, k: usize) -> bool {
        self.lambda_around(k).is_some()
    }

    /// The nested lambda token `k` is in the body of.
    fn lambda_around(&self, k: usize) -> Option<(Span, DeclIdx)> {
        let at = self.item.scan.ast.tokens.get(k).map_or(0, |t| t.start);
        self.lambdas.iter().copied().find(|(s, _)| s.start <= at && at < s.end)
    }

    /// Walks the nested lambda `lambda` as a body of its own, here, and
    /// returns the token after it.
    fn nested(&self, k: usize, (body, lambda): (Span, DeclIdx), diags: &mut Vec<Diag>) -> usize {
        if let Some(walk) = Body::new(self.item, self.table, lambda, self.scalars) {
            walk.check(diags);
        }
        self.item.index_at(body.end).max(k + 1)
    }

    fn check(&self, diags: &mut Vec<Diag>) {
        let mut k = self.open + 1;
        while k < self.close {
            if let Some(lambda) = self.lambda_around(k) {
                k = self.nested(k, lambda, diags);
                continue;
            }
            if !self.statement_start(k) {
                k += 1;
                continue;
            }
            let end = self.statement_end(k);
            if self.pure(k, end) {
                self.commas(k, end, diags);
                self.emit(k, diags);
            } else {
                // A statement that does something may still begin with
                // comma operands that do not (`i, f();`), and
                // parenthesized comma expressions inside do count.
                self.top_commas(k, end, diags);
                self.inner_commas(k, end, diags);
            }
            k = end.max(k + 1);
        }
    }

    /// Token `k` starts a statement: it follows a `;` or a block's brace.
    fn statement_start(&self, k: usize) -> bool {
        let toks = &self.item.scan.ast.tokens;
        let Some(t) = toks.get(k) else { return false };
        if !matches!(t.kind, TokKind::Ident | TokKind::Number | TokKind::Str | TokKind::Char) && !matches!(self.tok(k), "(" | "-" | "+" | "!" | "~" | "*" | "&" | "::") {
            return false;
        }
        match self.tok(k - 1) {
            ";" => self.blocks.open_around(k - 1) == self.blocks.open_around(k) && !self.in_parentheses(k),
            "{" => self.block_brace(k - 1),
            // (Not the `(` calling a lambda just written.)
            "}" => !self.in_lambda(k - 1) && self.block_brace(self.blocks.open_around(k - 1).max(self.open)) && self.closes_block(k - 1),
            _ => false,
        }
    }

    /// The `}` at `k` closes a statement block (not an initializer list).
    fn closes_block(&self, k: usize) -> bool {
        let open = (self.open..k).rev().find(|&o| self.tok(o) == "{" && self.item.group_end(o) == k + 1);
        open.is_some_and(|o| self.block_brace(o))
    }

    /// The `{` at `k` opens a block of statements.
    fn block_brace(&self, k: usize) -> bool {
        k == self.open || matches!(self.tok(k - 1), ")" | ";" | "{" | "}" | "else" | "do" | "try")
    }

    /// Token `k` is inside parentheses within its block (a `for` header's):
    /// walking back to the block's `{` over bracketed groups, an unclosed
    /// `(` comes first (`walk_out`'s walk). Statements are asked about in
    /// order: the walk stops at the token asked about last, when it comes
    /// there outside any group, and takes that answer for the rest of the
    /// way (else each statement of a block would walk back over all the
    /// statements before it).
    fn in_parentheses(&self, k: usize) -> bool {
        let floor = self.blocks.open_around(k);
        let last = self.last_parentheses.get();
        let mut depth = 0usize;
        let mut j = k;
        let answer = loop {
            if j <= floor {
                break false;
            }
            if let Some((_, _, known)) = last.filter(|&(f, at, _)| depth == 0 && f == floor && at == j) {
                break known;
            }
            j -= 1;
            match self.tok(j) {
                ")" | "]" | "}" => depth += 1,
                "(" | "[" | "{" if depth > 0 => depth -= 1,
                "(" => break true,
                _ => {}
            }
        };
        self.last_parentheses.set(Some((floor, k, answer)));
        answer
    }

    /// The `;` ending the statement starting at `k`.
    fn statement_end(&self, k: usize) -> usize {
        let mut j = k;
        while j < self.close {
            match self.tok(j) {
                "(" | "[" | "{" => j = self.item.group_end(j),
                ";" | "}" => return j,
                _ => j += 1,
            }
        }
        j
    }

    /// Tokens `from..to` compute a value and do nothing else.
    fn pure(&self, from: usize, to: usize) -> bool {
        if from >= to {
            return false;
        }
        let toks = &self.item.scan.ast.tokens;
        // Floating arithmetic on a value not known until run time does
        // something for EDG (`fl - 1.0f;`, `i * 2.0;`, `-d;` are quiet;
        // `1.0 + 2.0;`, `fl;`, `!fl;`, `+fl;` are not).
        let (mut floating, mut variable, mut arithmetic) = (false, false, false);
        let mut k = from;
        while k < to {
            let Some(t) = toks.get(k) else { return false };
            let text = self.tok(k);
            match t.kind {
                TokKind::Number => floating |= is_floating_literal(text),
                TokKind::Str | TokKind::Char => {}
                TokKind::Ident if text == "sizeof" && self.tok(k + 1) == "(" => {
                    k = self.item.group_end(k + 1);
                    continue;
                }
                _ if self.starts_operand(k) => {
                    let Some((scalar, end)) = self.operand(k, to) else { return false };
                    match scalar {
                        // (A class object's operators may be calls.)
                        Scalar::No => return false,
                        Scalar::Object if k != from || end != to => return false,
                        Scalar::Object => variable = true,
                        Scalar::Yes { floating: f } => {
                            floating |= f;
                            variable = true;
                        }
                    }
                    k = end;
                    continue;
                }
                TokKind::Punct if text == "(" && self.after_operand(k) => return false,
                TokKind::Punct if PURE_OPERATORS.contains(&text) => {
                    let binary = k > from && self.after_operand(k);
                    arithmetic |= matches!(text, "+" | "-" | "*" | "/" | "<" | ">" | "<=" | ">=" | "==" | "!=") && binary || text == "-";
                }
                _ => return false,
            }
            k += 1;
        }
        !(floating && variable && arithmetic)
    }

    /// The token before `k` ends an operand (a `(` there is a call).
    fn after_operand(&self, k: usize) -> bool {
        let before = self.item.scan.ast.tokens.get(k.wrapping_sub(1));
        // (`>`: a template-id's or a launch's `>>>` closes what is called.)
        // (`operator<<(out, x)`: an operator function's name.)
        let operator = self.tok(k.wrapping_sub(2)) == "operator" || self.tok(k.wrapping_sub(3)) == "operator" && self.tok(k.wrapping_sub(2)) == "(";
        operator || before.is_some_and(|t| t.kind == TokKind::Ident || matches!(t.text(self.item.text), ")" | "]" | ">" | ">>" | ">>>"))
    }

    /// Token `k` starts an operand `operand` reads: a name (`::` first or
    /// not), `this`, or a parenthesized one whose member is accessed
    /// (`(*this).m`).
    fn starts_operand(&self, k: usize) -> bool {
        let toks = &self.item.scan.ast.tokens;
        match toks.get(k).map(|t| t.kind) {
            Some(TokKind::Ident) => true,
            Some(TokKind::Punct) => match self.tok(k) {
                "::" => toks.get(k + 1).is_some_and(|t| t.kind == TokKind::Ident),
                "(" => !self.after_operand(k) && matches!(self.tok(self.item.group_end(k)), "." | "->"),
                _ => false,
            },
            _ => false,
        }
    }

    /// The operand from `k` (before `to`): a name, qualified or not,
    /// `this` or `(*x)`, then member accesses (`p.v`, `pp->next->v`,
    /// `this->m`, `(*this).m`): what reading it is, and the token after
    /// it. `None` where cufe cannot tell (a member function, a class it
    /// does not know, a type that depends on a template parameter).
    fn operand(&self, k: usize, to: usize) -> Option<(Scalar, usize)> {
        let (mut scalar, mut object, mut end) = self.primary(k, to).filter(|(s, _, _)| *s != Scalar::No)?;
        while end + 1 < to && matches!(self.tok(end), "." | "->") {
            let arrow = self.tok(end) == "->";
            let obj = object.filter(|o| o.pointers == u8::from(arrow))?;
            let member = self.data_member(obj.qname, obj.class, self.tok(end + 1), 0)?;
            scalar = self.member_scalar(member, obj.instance);
            object = self.member_object(member);
            end += 2;
        }
        (scalar != Scalar::No).then_some((scalar, end))
    }

    /// The start of an operand (see `operand`): what it is, the class
    /// object it is or points to, and the token after it.
    fn primary(&self, k: usize, to: usize) -> Option<(Scalar, Option<Object<'a>>, usize)> {
        match self.tok(k) {
            "this" => {
                let class = self.enclosing_class()?;
                Some((Scalar::Yes { floating: false }, Some(Object { qname: &class.qname, class: Some(class), pointers: 1, instance: false }), k + 1))
            }
            "(" => {
                // `(*p)` or `(x)`, a member of it accessed.
                let close = self.item.group_end(k).checked_sub(1).filter(|&c| c < to)?;
                let stars = (k + 1..close).take_while(|&j| self.tok(j) == "*").count();
                let (scalar, object, end) = self.primary(k + 1 + stars, close)?;
                let mut object = object.filter(|_| end == close && scalar != Scalar::No)?;
                object.pointers = object.pointers.checked_sub(u8::try_from(stars).ok()?)?;
                Some((Scalar::Object, Some(object), close + 1))
            }
            _ => self.name(k, to),
        }
    }

    /// The name (qualified or not, not a member's) from `k`: what it
    /// denotes as far as doing nothing goes (a variable, a function, an
    /// enumerator), the class object it is or points to, the token after.
    fn name(&self, k: usize, to: usize) -> Option<(Scalar, Option<Object<'a>>, usize)> {
        let toks = &self.item.scan.ast.tokens;
        let absolute = self.tok(k) == "::";
        let first = k + usize::from(absolute);
        let mut end = first + 1;
        while end + 1 < to && self.tok(end) == "::" && toks.get(end + 1).is_some_and(|t| t.kind == TokKind::Ident) {
            end += 2;
        }
        if toks.get(first).is_none_or(|t| t.kind != TokKind::Ident) || matches!(self.tok(k.wrapping_sub(1)), "." | "->" | "::") || self.tok(end) == "::" {
            return None;
        }
        if absolute || end > first + 1 {
            let parts: Vec<&str> = (first..end).step_by(2).map(|j| self.tok(j)).collect();
            return self.qualified(&parts, absolute).map(|(s, o)| (s, o, end));
        }
        let name = self.tok(first);
        if let Some(var) = self.scalar.get(name) {
            return Some((var.scalar, var.decl.and_then(|d| self.local_object(d)), end));
        }
        // A data member of the class whose member function this is (or of
        // one of its bases).
        if let Some(member) = self.enclosing_class().and_then(|c| self.data_member(&c.qname, Some(c), name, 0)) {
            return Some((self.member_scalar(member, false), self.member_object(member), end));
        }
        let found = self.table.resolve(&[name], &self.scope, false);
        let (scalar, object) = match found.as_slice() {
            [v] if v.kind == EntityKind::Variable && v.class.is_none() => (self.member_scalar(v, false), self.member_object(v)),
            // A function named alone (`f;`) designates it and does nothing.
            [f] if f.kind == EntityKind::Function && f.class.is_none() => (Scalar::Object, None),
            // An enumerator is a constant (`E1;`).
            [] if self.table.enumerators.contains(name) => (Scalar::Yes { floating: false }, None),
            _ => return None,
        };
        Some((scalar, object, end))
    }

    /// A qualified name (`ns::g`, `S::sm`, `B::bm`, `Mode::Fast`,
    /// `::ns::Low`): a variable, a data member, a function not a member,
    /// or an enumerator.
    fn qualified(&self, parts: &[&str], absolute: bool) -> Option<(Scalar, Option<Object<'a>>)> {
        let (last, qualifier) = parts.split_last()?;
        let found = self.table.resolve(parts, &self.scope, absolute);
        if let Some(v) = found.first().filter(|_| found.iter().all(|s| s.kind == EntityKind::Variable)) {
            return Some((self.member_scalar(v, false), self.member_object(v)));
        }
        if !found.is_empty() {
            let functions = found.iter().all(|s| s.kind == EntityKind::Function && (s.class.is_none() || s.is_static));
            return functions.then_some((Scalar::Object, None));
        }
        // An enumerator: of the enumeration the qualifier names (scoped
        // or not), or an unscoped one of the namespace or class it names.
        let scope = if qualifier.is_empty() { Some(String::new()) } else { self.table.namespace_through_aliases(&qualifier.join("::"), if absolute { "" } else { &self.scope }) };
        let owner = if qualifier.is_empty() { None } else { self.table.resolve(qualifier, &self.scope, absolute).into_iter().find(|s| s.kind == EntityKind::Type) };
        let scoped = owner.is_some_and(|e| e.is_enum);
        let unscoped = self.table.enumerators.contains(last) && (scope.is_some() || owner.is_some());
        (scoped || unscoped).then_some((Scalar::Yes { floating: false }, None))
    }

    /// The class whose non-static member function this is (the class of
    /// `this`).
    fn enclosing_class(&self) -> Option<&'a Symbol> {
        self.table.lookup(&self.scope).map(|(_, s)| s).find(|s| s.kind == EntityKind::Type && !s.is_enum)
    }

    /// The data member `name` of the class `qname` (`class`) or of one of
    /// its bases.
    fn data_member(&self, qname: &str, class: Option<&'a Symbol>, name: &str, depth: u32) -> Option<&'a Symbol> {
        const MAX_DEPTH: u32 = 8;
        let q = crate::symbols::qualify(qname, name);
        let mut own = self.table.lookup(&q).map(|(_, s)| s).peekable();
        if own.peek().is_some() {
            let own: Vec<&Symbol> = own.collect();
            return own.first().copied().filter(|_| own.iter().all(|s| s.kind == EntityKind::Variable));
        }
        let class = class.filter(|_| depth < MAX_DEPTH)?;
        let scope = crate::symbols::enclosing(qname);
        class.bases.iter().find_map(|b| super::override_spec::resolve_base(self.table, b.as_str(), scope).and_then(|bc| self.data_member(&bc.qname, Some(bc), name, depth + 1)))
    }

    /// What reading the variable or data member `v` is; `instance` when
    /// it is a member of a template's instance named from outside it (a
    /// member typed by a parameter is then an object of a known type).
    fn member_scalar(&self, v: &Symbol, instance: bool) -> Scalar {
        let written = v.member_type_text.as_deref().unwrap_or("");
        if v.is_volatile {
            return Scalar::No;
        }
        let owner = v.class.as_deref().and_then(|c| self.table.lookup(c).map(|(_, s)| s).find(|s| s.kind == EntityKind::Type));
        let dependent = owner.is_some_and(|o| written.split(|c: char| !(c.is_alphanumeric() || c == '_')).any(|w| o.detail.tparams.iter().any(|p| p == w)));
        if dependent {
            return if instance { Scalar::Object } else { Scalar::No };
        }
        match Scalar::of(v.value_ty, v.detail.elem_ty, false) {
            Scalar::No if !written.is_empty() => Scalar::Object,
            s => s,
        }
    }

    /// The class object (or pointer to one) the variable or data member
    /// `v` is, by its type as written (`P`, `Node *`, `const P &`).
    fn member_object(&self, v: &Symbol) -> Option<Object<'a>> {
        let scope = v.class.as_deref().unwrap_or_else(|| crate::symbols::enclosing(&v.qname));
        self.object_typed(v.member_type_text.as_deref()?, v.is_array, scope)
    }

    /// The class object (or pointer to one) a local or parameter is (`P
    /// p`, `const P &r`, `P *pp`, `TS<int> t`).
    fn local_object(&self, d: DeclIdx) -> Option<Object<'a>> {
        let decl = &self.item.scan.ast.decls[d];
        let written = self.item.text.get(decl.type_span.start as usize..decl.type_span.end as usize)?;
        let pointers = if decl.specs.has(crate::parse::Specs::POINTER) {
            let (_, pointee) = crate::symbols::arith_of(self.item.text, self.item.scan, decl);
            if pointee == Some(Ty::Pointer) { 2 } else { 1 }
        } else {
            0
        };
        let object = self.object_typed(written, decl.specs.has(crate::parse::Specs::ARRAY), &self.scope)?;
        Some(Object { pointers: object.pointers + pointers, ..object })
    }

    /// The class a type as written names from `scope`, with its pointers;
    /// a template's instance (`TS<int>`) by its template. Nothing for an
    /// array, a `volatile` object or a type cufe does not read.
    fn object_typed(&self, written: &str, array: bool, scope: &str) -> Option<Object<'a>> {
        if array {
            return None;
        }
        let (mut pointers, mut class, mut instance) = (0u8, None, false);
        for word in written.split_whitespace() {
            match word {
                "const" | "struct" | "class" | "&" | "&&" => {}
                _ if word.bytes().all(|b| b == b'*') => pointers = pointers.checked_add(u8::try_from(word.len()).ok()?)?,
                _ if class.is_none() => {
                    // (`TS<int>`: the template's members.)
                    let (name, args) = word.split_once('<').map_or((word, false), |(n, _)| (n, true));
                    if args && !word.ends_with('>') || !name.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'_' || b == b':') {
                        return None;
                    }
                    class = Some(name);
                    instance = args;
                }
                _ => return None,
            }
        }
        let class = class?.trim_global();
        if let Some(c) = super::override_spec::resolve_base(self.table, class, scope).filter(|c| !c.is_enum) {
            return Some(Object { qname: &c.qname, class: Some(c), pointers, instance });
        }
        let alias = self.table.resolve_alias(class, scope).filter(|a| a.unnamed_class.is_some())?;
        Some(Object { qname: &alias.qname, class: None, pointers, instance })
    }

    /// Each top-level comma of `from..to`: the operand before it (from
    /// `from`) when it does nothing; and so inside parentheses that are
    /// not a call's.
    fn commas(&self, from: usize, to: usize, diags: &mut Vec<Diag>) {
        self.comma_operands(from, to, true, diags);
    }

    /// Each comma of `from..to` outside brackets: the operands before it
    /// (from `from`) when they do nothing.
    fn top_commas(&self, from: usize, to: usize, diags: &mut Vec<Diag>) {
        // (A launch's configuration is no comma expression: `f<<<1, 1>>>(p);`.)
        if !(from..to).any(|k| self.tok(k) == "<<<" || self.tok(k) == "<<" && self.tok(k + 1) == "<") {
            self.comma_operands(from, to, false, diags);
        }
    }

    /// `commas` (`nested`) or `top_commas`.
    fn comma_operands(&self, from: usize, to: usize, nested: bool, diags: &mut Vec<Diag>) {
        let mut k = from;
        while k < to {
            match self.tok(k) {
                "(" => {
                    let close = self.item.group_end(k);
                    if nested && !self.after_operand(k) {
                        self.commas(k + 1, close.saturating_sub(1), diags);
                    }
                    k = close;
                }
                "[" => k = self.item.group_end(k),
                "{" if !nested => k = self.item.group_end(k),
                "," => {
                    if self.pure(from, k) {
                        self.emit(from, diags);
                    }
                    k += 1;
                }
                _ => k += 1,
            }
        }
    }

    /// A statement that does something: its parenthesized comma
    /// expressions (not a call's arguments, not a `for` header's).
    fn inner_commas(&self, from: usize, to: usize, diags: &mut Vec<Diag>) {
        let mut k = from;
        while k < to {
            if let Some(lambda) = self.lambda_around(k) {
                k = self.nested(k, lambda, diags);
            } else if self.tok(k) == "(" && !self.after_operand(k) && !matches!(self.tok(k.wrapping_sub(1)), ">" | "for" | "if" | "while" | "switch" | "sizeof" | "decltype" | "alignof" | "noexcept") {
                let close = self.item.group_end(k);
                self.commas(k + 1, close.saturating_sub(1), diags);
                k = close;
            } else if self.tok(k) == "(" || self.tok(k) == "[" || self.tok(k) == "{" {
                let close = self.item.group_end(k);
                self.inner_commas(k + 1, close.saturating_sub(1), diags);
                k = close;
            } else {
                k += 1;
            }
        }
    }

    fn emit(&self, k: usize, diags: &mut Vec<Diag>) {
        let Some(at) = self.item.scan.ast.tokens.get(k).map(|t| t.start) else { return };
        let order = self.item.scan.ast.decls.iter().filter(|(_, d)| d.span.start <= at).map(|(i, _)| i.into_raw().into_u32()).max().unwrap_or(0).max(self.own_order);
        diags.push(Diag::new(tag::EXPR_HAS_NO_EFFECT, at, order));
    }
}
