//! The tolerant declaration parser.
//!
//! It understands what CUDA's rules need — declarations and declarators,
//! classes, templates, parameters, lambdas, local declarations in bodies — and
//! steps over everything else a token or a balanced group at a time. It never
//! reports an error: what it cannot understand it does not describe. Depth is
//! bounded, so adversarial nesting degrades to skipping, not to a stack
//! overflow.

use crate::lexer::{lex, TokKind, Token};
use crate::name::Name;
use la_arena::{Arena, Idx};
use rustc_hash::FxHashSet;
use std::sync::Arc;
use thin_vec::ThinVec;

/// A byte range in the item's text.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Span {
    pub start: u32,
    pub end: u32,
}

pub type DeclIdx = Idx<Decl>;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum DeclKind {
    Function,
    Variable,
    Parameter,
    Class,
    Enum,
    Typedef,
    Lambda,
    /// `friend class X;`, `using`, `static_assert`, anything else declared.
    Other,
}

/// Where a declaration stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Context {
    Namespace,
    Class,
    /// Local to a function or lambda body.
    Block,
    Parameter,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Access {
    Public,
    Protected,
    Private,
}

/// Declaration specifiers and declarator facts, as bits.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Specs(pub u32);

impl Specs {
    pub const STATIC: u32 = 1 << 0;
    pub const EXTERN: u32 = 1 << 1;
    pub const INLINE: u32 = 1 << 2;
    pub const CONSTEXPR: u32 = 1 << 3;
    pub const CONSTEVAL: u32 = 1 << 4;
    pub const CONSTINIT: u32 = 1 << 5;
    pub const VIRTUAL: u32 = 1 << 6;
    pub const FRIEND: u32 = 1 << 7;
    pub const TYPEDEF: u32 = 1 << 8;
    pub const EXPLICIT: u32 = 1 << 9;
    pub const THREAD_LOCAL: u32 = 1 << 10;
    pub const MUTABLE: u32 = 1 << 11;
    /// `const` applies to the declared object itself (top level).
    pub const CONST: u32 = 1 << 12;
    pub const VOLATILE: u32 = 1 << 13;
    /// The type specifier is `auto` (placeholder).
    pub const AUTO: u32 = 1 << 14;
    pub const DECLTYPE_AUTO: u32 = 1 << 15;
    /// The type specifier is exactly `void`.
    pub const VOID: u32 = 1 << 16;
    pub const POINTER: u32 = 1 << 17;
    pub const REFERENCE: u32 = 1 << 18;
    pub const RVALUE_REFERENCE: u32 = 1 << 19;
    pub const ARRAY: u32 = 1 << 20;
    pub const REGISTER: u32 = 1 << 21;
    pub const PACK: u32 = 1 << 22;
    pub const FOR_RANGE: u32 = 1 << 23;
    pub const USING_ALIAS: u32 = 1 << 24;
    /// A pointer to a function (`int (*cmp)(const void *, const void *)`).
    pub const FUNCTION_POINTER: u32 = 1 << 25;
    /// A variable declared directly in a linkage specification without
    /// an initializer (`extern "C++" int v;`): its `EXTERN` is implied,
    /// not written.
    pub const LINKAGE: u32 = 1 << 26;
    /// A class with a virtual base (`struct B : virtual A`): copying one
    /// runs code.
    pub const VIRTUAL_BASE: u32 = 1 << 27;

    pub fn has(self, bit: u32) -> bool {
        self.0 & bit != 0
    }

    pub fn set(&mut self, bit: u32) {
        self.0 |= bit;
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum FnBody {
    None,
    Defined,
    Default,
    Delete,
    Pure,
}

#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct FuncInfo {
    pub params: Vec<DeclIdx>,
    pub ellipsis: bool,
    /// `noexcept`, `noexcept(...)` or `throw(...)`.
    pub exception_spec: Option<Span>,
    pub trailing_return: Option<Span>,
    pub body: FnBody,
    pub body_span: Option<Span>,
    pub is_operator: bool,
    pub is_destructor: bool,
    pub is_override: bool,
    /// Where its `override` virt-specifier is: a function declared so
    /// that overrides nothing is an error (#1455), `final` alone is not.
    pub override_at: Option<u32>,
    /// Where its `final` virt-specifier is: cudafe++ forbids overriding it
    /// (#1850) and warns when the function is pure (#1849).
    pub final_at: Option<u32>,
    /// Where the `=` of `= 0`, `= default` or `= delete` is (#1849's caret).
    pub eq_at: Option<u32>,
    /// The constructor/destructor/conversion has no type specifier.
    pub no_type: bool,
    /// Where the `void` of a parameter list written `(void)` is: cudafe++
    /// prints the function's own list as `()`.
    pub void_param: Option<u32>,
    /// Parameter lists parsed for the declarator: the first is the
    /// function's own (`int (*f(int))(void)` has a second, its result's).
    pub param_lists: u8,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum TemplateKind {
    /// `template <...>`
    Primary,
    /// `template <>`
    Specialization,
    /// `template decl;` / `extern template decl;`
    Instantiation,
}

#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct TemplateParam {
    pub name: Option<Name>,
    pub name_span: Span,
    pub is_pack: bool,
    pub span: Span,
}

#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct TemplateInfo {
    pub kind: TemplateKind,
    pub params: Vec<TemplateParam>,
    pub span: Span,
}

#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct LambdaInfo {
    /// Default capture `&`.
    pub default_ref_capture: bool,
    /// Offsets of the names captured by reference (`&x`).
    pub ref_captures: Vec<u32>,
    /// Offsets of init-capture names (`[z = y]`).
    pub init_captures: Vec<u32>,
    /// Declared `constexpr`.
    pub is_constexpr: bool,
    /// Where the declarator starts after the attributes (the parameter list,
    /// or the body when there is none).
    pub params_at: u32,
    pub capture_span: Span,
    /// A parameter uses `auto` (generic lambda) or there is a template head.
    pub generic: bool,
}

#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Decl {
    pub kind: DeclKind,
    pub context: Context,
    pub parent: Option<DeclIdx>,
    pub name: Option<Name>,
    /// Qualifiers of a qualified declarator-id (`S` in `S::k`).
    pub qualifier: ThinVec<Name>,
    pub name_span: Span,
    /// From the first specifier (or attribute) to the end of the declarator.
    pub span: Span,
    /// The type specifier tokens.
    pub type_span: Span,
    pub specs: Specs,
    pub access: Option<Access>,
    /// Boxed, as the two below: most declarations (parameters, locals) have
    /// none, and the arena of declarations is a large part of the memory.
    pub func: Option<Box<FuncInfo>>,
    pub init: Option<Span>,
    pub template: Option<Box<TemplateInfo>>,
    pub lambda: Option<Box<LambdaInfo>>,
    /// Class definitions: the body; functions: the class member declarations.
    pub members: ThinVec<DeclIdx>,
    /// Local declarations and lambdas of a body.
    pub locals: ThinVec<DeclIdx>,
    /// Base classes of a class definition (their last name component).
    pub bases: ThinVec<Name>,
    /// Template arguments written after the declarator-id (`<int>` in
    /// `fill<int>(...)`), brackets included.
    pub template_args: Option<Span>,
}

impl Decl {
    /// A function whose return type is deduced from its body: `auto`
    /// without a trailing return type, or `decltype(auto)` (`auto *` and
    /// `const auto &` too).
    pub fn deduces_return_type(&self) -> bool {
        self.specs.has(Specs::DECLTYPE_AUTO) || self.specs.has(Specs::AUTO) && self.func.as_ref().is_some_and(|f| f.trailing_return.is_none())
    }

    /// Declared `constexpr` or `consteval`.
    pub fn is_constexpr(&self) -> bool {
        self.specs.has(Specs::CONSTEXPR) || self.specs.has(Specs::CONSTEVAL)
    }

    /// The declared type (the return type of a function) names one of the
    /// declaration's template parameters: it is only known per instantiation.
    pub fn type_is_dependent(&self, text: &str) -> bool {
        let Some(t) = self.template.as_ref().filter(|t| t.kind == TemplateKind::Primary) else { return false };
        if self.func.as_ref().is_some_and(|f| f.trailing_return.is_some()) {
            return false;
        }
        let ty = text.get(self.type_span.start as usize..self.type_span.end as usize).unwrap_or("");
        ty.split(|c: char| !(c.is_alphanumeric() || c == '_')).any(|w| t.params.iter().any(|p| p.name.is_some_and(|n| n.as_str() == w)))
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum AttrSyntax {
    /// `__attribute__((...))`
    Gnu,
    /// `[[...]]`
    Cxx11,
    /// `__declspec(...)`
    Declspec,
    /// `alignas(...)`
    Alignas,
    /// A keyword that is an attribute by itself (`__nv_register_params__`).
    Keyword,
}

/// Where an attribute specifier stands relative to its declaration.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum AttrPos {
    /// Before the first specifier.
    Leading,
    /// Among the declaration specifiers.
    Specifier,
    /// After the declarator-id (or in a pointer operator).
    Declarator,
    /// After the parameter list.
    Function,
}

/// One attribute specifier: its tokens are `tokens[first..last]`, the
/// contents between the outer delimiters.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct AttrGroup {
    pub syntax: AttrSyntax,
    pub position: AttrPos,
    pub owner: DeclIdx,
    pub span: Span,
    pub first: u32,
    pub last: u32,
}

#[derive(Debug, Clone, PartialEq, Eq, Hash, Default)]
pub struct Ast {
    /// Shared with the item the tokens came from.
    pub tokens: Arc<[Token]>,
    pub decls: Arena<Decl>,
    pub roots: Vec<DeclIdx>,
    pub attrs: Vec<AttrGroup>,
}

/// Recursion bound: deeper nesting is skipped as balanced tokens.
const MAX_DEPTH: u32 = 200;

pub fn parse_item(text: &str, in_class_of: Option<Access>) -> Ast {
    let tokens: Arc<[Token]> = lex(text).into_iter().filter(|t| t.kind != TokKind::Directive).collect();
    parse_tokens(text, tokens, in_class_of)
}

/// Parses an item already lexed (item-relative tokens, no directives).
pub fn parse_tokens(text: &str, tokens: Arc<[Token]>, in_class_of: Option<Access>) -> Ast {
    // Each token's text once: the parser looks at every token many times.
    let texts: Vec<&str> = tokens.iter().map(|t| t.text(text)).collect();
    let mut p = Parser { text, toks: &tokens, texts: &texts, pos: 0, depth: 0, ast: Ast::default(), pending_attrs: Vec::new(), variables: FxHashSet::default() };
    let ctx = if in_class_of.is_some() { Context::Class } else { Context::Namespace };
    let mut roots = Vec::new();
    while !p.at_end() {
        let before = p.pos;
        p.declaration(ctx, None, in_class_of, &mut roots);
        if p.pos == before {
            p.bump();
        }
    }
    let mut ast = p.ast;
    ast.roots = roots;
    ast.tokens = tokens;
    // The AST of every item is kept for the whole run: no spare capacity.
    ast.decls.shrink_to_fit();
    ast.attrs.shrink_to_fit();
    ast
}

struct Parser<'a> {
    text: &'a str,
    toks: &'a [Token],
    /// `toks[i].text(text)`, for every `i`.
    texts: &'a [&'a str],
    pos: usize,
    depth: u32,
    ast: Ast,
    /// Attribute groups scanned before their owner exists.
    pending_attrs: Vec<(AttrSyntax, AttrPos, Span, u32, u32)>,
    /// The names of the parameters and the block-scope and member variables
    /// declared so far, for `names_variable`. It is asked at every item of
    /// a parenthesized list, and walking all declarations made parsing
    /// quadratic (a 6.5 KB fuzz input, mostly lambdas in initializers:
    /// 13.6M name comparisons, 50 ms).
    variables: FxHashSet<&'static str>,
}

/// Keywords that begin an expression and cannot begin a declaration.
const EXPRESSION_KEYWORDS: &[&str] = &[
    "new", "delete", "this", "sizeof", "alignof", "__alignof__", "true", "false", "nullptr", "throw", "typeid", "static_cast", "dynamic_cast", "const_cast", "reinterpret_cast", "noexcept",
];

pub const TYPE_KEYWORDS: &[&str] = &[
    "void", "bool", "char", "wchar_t", "char8_t", "char16_t", "char32_t", "short", "int", "long", "signed", "unsigned",
    "float", "double", "__int128", "__float128", "_Float16", "__bf16", "_Complex", "__signed__", "__signed", "__unsigned",
];

/// Identifiers cudafe++ registers as attribute keywords (no macro behind
/// them, so they reach the front end as written).
pub const KEYWORD_ATTRIBUTES: &[&str] = &["__nv_register_params__", "__noinline__"];

/// A keyword a parameter's type may start with.
fn starts_type(t: &str) -> bool {
    TYPE_KEYWORDS.contains(&t) || CV.contains(&t) || matches!(t, "struct" | "class" | "union" | "enum" | "typename" | "auto" | "decltype" | "register")
}

const CV: &[&str] = &["const", "volatile", "__restrict__", "__restrict", "restrict", "__const", "__const__", "__volatile", "__volatile__"];

/// The keyword a GNU alternate spelling stands for (`__const__` is
/// `const`): cudafe++ prints the plain one. Other words are themselves.
pub fn plain_keyword(word: &str) -> &str {
    match word {
        "__const" | "__const__" => "const",
        "__volatile" | "__volatile__" => "volatile",
        "__signed" | "__signed__" => "signed",
        _ => word,
    }
}

impl<'a> Parser<'a> {
    // ---- token access -------------------------------------------------

    fn at_end(&self) -> bool {
        self.pos >= self.toks.len()
    }

    fn peek_at(&self, n: usize) -> &'a str {
        self.texts.get(self.pos + n).copied().unwrap_or("")
    }

    fn peek(&self) -> &'a str {
        self.peek_at(0)
    }

    fn kind_at(&self, n: usize) -> Option<TokKind> {
        self.toks.get(self.pos + n).map(|t| t.kind)
    }

    fn is_ident_at(&self, n: usize) -> bool {
        self.kind_at(n) == Some(TokKind::Ident)
    }

    fn bump(&mut self) {
        if self.pos < self.toks.len() {
            self.pos += 1;
        }
    }

    fn eat(&mut self, t: &str) -> bool {
        if self.peek() == t {
            self.bump();
            true
        } else {
            false
        }
    }

    fn start_of(&self, i: usize) -> u32 {
        self.toks.get(i).map_or_else(|| self.toks.last().map_or(0, |t| t.end()), |t| t.start)
    }

    fn end_of_prev(&self) -> u32 {
        if self.pos == 0 {
            0
        } else {
            self.toks.get(self.pos - 1).map_or(0, |t| t.end())
        }
    }

    fn span_from(&self, tok: usize) -> Span {
        Span { start: self.start_of(tok), end: self.end_of_prev().max(self.start_of(tok)) }
    }

    /// Skips one balanced group starting at an opener; returns false if the
    /// current token is not an opener.
    fn skip_balanced(&mut self) -> bool {
        if !matches!(self.peek(), "(" | "[" | "{") {
            return false;
        }
        self.pos = crate::lexer::skip_group(self.text, self.toks, self.pos);
        true
    }

    /// Skips `<...>` template arguments, counting `>>` as two closers.
    fn skip_angles(&mut self) {
        let mut depth = 0i32;
        while !self.at_end() {
            match self.peek() {
                "<" => depth += 1,
                ">" => depth -= 1,
                ">>" => depth -= 2,
                "(" | "[" | "{" => {
                    self.skip_balanced();
                    continue;
                }
                ";" | "}" | ")" => return,
                _ => {}
            }
            self.bump();
            if depth <= 0 {
                return;
            }
        }
    }

    // ---- attributes ---------------------------------------------------

    fn at_attribute(&self) -> bool {
        match self.peek() {
            t if KEYWORD_ATTRIBUTES.contains(&t) => true,
            "__attribute__" | "__attribute" | "__declspec" | "alignas" | "_Alignas" => self.peek_at(1) == "(",
            "[" => self.peek_at(1) == "[",
            _ => false,
        }
    }

    /// Scans attribute specifiers into `pending_attrs`.
    fn attributes(&mut self, pos: AttrPos) -> bool {
        let mut any = false;
        while self.at_attribute() {
            any = true;
            let start = self.pos;
            if KEYWORD_ATTRIBUTES.contains(&self.peek()) {
                let span = self.span_from(start);
                self.bump();
                let span = Span { start: span.start, end: self.end_of_prev() };
                self.pending_attrs.push((AttrSyntax::Keyword, pos, span, start as u32, start as u32 + 1));
                continue;
            }
            let syntax = match self.peek() {
                "[" => AttrSyntax::Cxx11,
                "__declspec" => AttrSyntax::Declspec,
                "alignas" | "_Alignas" => AttrSyntax::Alignas,
                _ => AttrSyntax::Gnu,
            };
            if syntax != AttrSyntax::Cxx11 {
                self.bump();
            }
            // Contents: between `((`/`[[`/`(` and the matching closers.
            let inner_open = match syntax {
                AttrSyntax::Gnu | AttrSyntax::Cxx11 => 2,
                _ => 1,
            };
            let first = (self.pos + inner_open) as u32;
            self.skip_balanced();
            let close = match syntax {
                AttrSyntax::Gnu | AttrSyntax::Cxx11 => 2,
                _ => 1,
            };
            let last = (self.pos.saturating_sub(close)).max(first as usize) as u32;
            let span = self.span_from(start);
            self.pending_attrs.push((syntax, pos, span, first, last));
        }
        any
    }

    fn flush_attrs(&mut self, owner: DeclIdx) {
        for (syntax, position, span, first, last) in self.pending_attrs.drain(..) {
            self.ast.attrs.push(AttrGroup { syntax, position, owner, span, first, last });
        }
    }

    // ---- declarations -------------------------------------------------

    fn new_decl(&mut self, kind: DeclKind, context: Context, parent: Option<DeclIdx>, start: usize) -> Decl {
        Decl {
            kind,
            context,
            parent,
            name: None,
            qualifier: ThinVec::new(),
            name_span: Span { start: self.start_of(start), end: self.start_of(start) },
            span: Span { start: self.start_of(start), end: self.start_of(start) },
            type_span: Span::default(),
            specs: Specs::default(),
            access: None,
            func: None,
            init: None,
            template: None,
            lambda: None,
            members: ThinVec::new(),
            locals: ThinVec::new(),
            bases: ThinVec::new(),
            template_args: None,
        }
    }

    /// One declaration (possibly with several declarators); pushes the
    /// declared entities to `out`.
    fn declaration(&mut self, ctx: Context, parent: Option<DeclIdx>, access: Option<Access>, out: &mut Vec<DeclIdx>) {
        if self.depth > MAX_DEPTH {
            self.skip_statement();
            return;
        }
        self.depth += 1;
        self.declaration_inner(ctx, parent, access, out);
        self.depth -= 1;
    }

    fn declaration_inner(&mut self, ctx: Context, parent: Option<DeclIdx>, access: Option<Access>, out: &mut Vec<DeclIdx>) {
        let start = self.pos;
        self.pending_attrs.clear();
        // Declared directly in a linkage specification (`extern "C++" int
        // v;`): a variable is then declared as if `extern` (C++
        // [dcl.link]); with an initializer it is a definition, as if
        // without.
        let mut linkage = false;
        match self.peek() {
            ";" => {
                self.bump();
                return;
            }
            "template" => return self.template_declaration(ctx, parent, access, out),
            "extern" if self.peek_at(1) == "template" => {
                self.bump();
                return self.template_declaration(ctx, parent, access, out);
            }
            "namespace" | "inline" if self.peek() == "namespace" || self.peek_at(1) == "namespace" => {
                return self.namespace_block(parent, out);
            }
            "extern" if self.kind_at(1) == Some(TokKind::Str) => {
                self.bump();
                self.bump();
                // (`extern "C++" extern "C" int v;`: the last one counts.)
                while self.peek() == "extern" && self.kind_at(1) == Some(TokKind::Str) {
                    self.bump();
                    self.bump();
                }
                linkage = self.peek() != "{";
                if self.peek() == "{" {
                    self.bump();
                    self.declarations_until_close(ctx, parent, access, out);
                    return;
                }
                // (`extern "C++" template <class T> void t(T);`.)
                if self.peek() == "template" {
                    return self.template_declaration(ctx, parent, access, out);
                }
                if self.peek() == "using" && self.is_ident_at(1) && self.peek_at(2) == "=" {
                    return self.alias_declaration(ctx, parent, access, out);
                }
            }
            "using" | "static_assert" | "_Static_assert" | "asm" | "__asm__" | "__asm" => {
                if self.peek() == "using" && self.is_ident_at(1) && self.peek_at(2) == "=" {
                    return self.alias_declaration(ctx, parent, access, out);
                }
                self.skip_statement();
                return;
            }
            "public" | "private" | "protected" if self.peek_at(1) == ":" => {
                self.bump();
                self.bump();
                return;
            }
            _ => {}
        }
        while self.eat("__extension__") {}
        let mut proto = self.new_decl(DeclKind::Variable, ctx, parent, start);
        proto.access = access;
        self.attributes(AttrPos::Leading);
        let class_decl = self.decl_specifiers(&mut proto, ctx, parent, access, out);
        if self.peek() == ";" {
            self.bump();
            if let Some(class) = class_decl {
                // `struct S {...};` / `struct S;`: attributes belong to the class.
                self.flush_attrs(class);
            } else {
                self.pending_attrs.clear();
            }
            return;
        }
        let leading: Vec<_> = self.pending_attrs.drain(..).collect();
        let mut first = true;
        loop {
            let before = self.pos;
            let mut decl = proto.clone();
            self.pending_attrs.extend(leading.iter().copied());
            if !self.declarator(&mut decl) && !first {
                self.pending_attrs.clear();
                self.skip_statement();
                return;
            }
            if self.pos == before && !first {
                self.pending_attrs.clear();
                self.skip_statement();
                return;
            }
            first = false;
            let idx = self.finish_declarator(decl, start);
            let d = &mut self.ast.decls[idx];
            if linkage && d.kind == DeclKind::Variable && d.init.is_none() {
                d.specs.set(Specs::EXTERN | Specs::LINKAGE);
            }
            out.push(idx);
            if self.ast.decls[idx].func.as_ref().is_some_and(|f| f.body == FnBody::Defined && f.body_span.is_some()) {
                return; // a function definition ends the declaration
            }
            match self.peek() {
                "," => self.bump(),
                ";" => {
                    self.bump();
                    return;
                }
                _ => {
                    self.skip_statement();
                    return;
                }
            }
        }
    }

    fn declarations_until_close(&mut self, ctx: Context, parent: Option<DeclIdx>, access: Option<Access>, out: &mut Vec<DeclIdx>) {
        while !self.at_end() && self.peek() != "}" {
            let before = self.pos;
            self.declaration(ctx, parent, access, out);
            if self.pos == before {
                self.bump();
            }
        }
        self.eat("}");
    }

    fn namespace_block(&mut self, parent: Option<DeclIdx>, out: &mut Vec<DeclIdx>) {
        while !self.at_end() && !matches!(self.peek(), "{" | ";") {
            if self.at_attribute() {
                self.attributes(AttrPos::Leading);
                self.pending_attrs.clear();
            } else {
                self.bump();
            }
        }
        if self.eat("{") {
            self.declarations_until_close(Context::Namespace, parent, None, out);
        } else {
            self.eat(";");
        }
    }

    fn alias_declaration(&mut self, ctx: Context, parent: Option<DeclIdx>, access: Option<Access>, out: &mut Vec<DeclIdx>) {
        let start = self.pos;
        self.bump();
        let mut decl = self.new_decl(DeclKind::Typedef, ctx, parent, start);
        decl.access = access;
        decl.specs.set(Specs::USING_ALIAS);
        decl.name = Some(Name::new(self.peek()));
        decl.name_span = self.span_from(self.pos);
        decl.name_span.end = self.toks[self.pos].end();
        self.bump();
        self.attributes(AttrPos::Declarator);
        self.alias_type_id();
        decl.span = self.span_from(start);
        let idx = self.alloc(decl);
        self.flush_attrs(idx);
        out.push(idx);
    }

    /// An alias declaration's `= type-id;`, skipped but for the attributes
    /// at its top level (`using K = __global__ void(int *);`), which are
    /// the alias's as a typedef's are.
    fn alias_type_id(&mut self) {
        self.skip_to_semicolon(true);
    }

    fn template_declaration(&mut self, ctx: Context, parent: Option<DeclIdx>, access: Option<Access>, out: &mut Vec<DeclIdx>) {
        let start = self.pos;
        self.bump(); // `template`
        let info = if self.peek() == "<" {
            let params = self.template_params();
            let kind = if params.is_empty() { TemplateKind::Specialization } else { TemplateKind::Primary };
            TemplateInfo { kind, params, span: self.span_from(start) }
        } else {
            TemplateInfo { kind: TemplateKind::Instantiation, params: Vec::new(), span: self.span_from(start) }
        };
        let first_new = out.len();
        if self.peek() == "requires" {
            self.requires_clause();
        }
        if self.peek() == "concept" {
            // A concept definition declares no entity cudafe++'s rules see.
            self.skip_statement();
            return;
        }
        if self.peek() == "template" {
            // Member template of a class template: the inner head wins.
            self.template_declaration(ctx, parent, access, out);
        } else {
            self.declaration(ctx, parent, access, out);
        }
        for &idx in &out[first_new..] {
            let decl = &mut self.ast.decls[idx];
            if decl.template.is_none() {
                decl.template = Some(Box::new(info.clone()));
            }
        }
    }

    /// A requires-clause (C++20) at its `requires`: primary constraints
    /// (a parenthesized expression, a concept's template-id, a
    /// requires-expression, a literal) joined by `&&` and `||`.
    fn requires_clause(&mut self) {
        self.bump(); // `requires`
        loop {
            self.constraint_primary();
            if !matches!(self.peek(), "&&" | "||") {
                return;
            }
            self.bump();
        }
    }

    /// One primary of a requires-clause (see `requires_clause`).
    fn constraint_primary(&mut self) {
        match self.peek() {
            "(" => {
                self.skip_balanced();
            }
            "requires" => {
                self.bump();
                if self.peek() == "(" {
                    self.skip_balanced();
                }
                if self.peek() == "{" {
                    self.skip_balanced();
                }
            }
            "!" => {
                self.bump();
                self.constraint_primary();
            }
            _ => {
                // A (qualified) name with template arguments, or a literal.
                loop {
                    if self.peek() == "::" {
                        self.bump();
                    }
                    if self.at_end() || matches!(self.peek(), "&&" | "||" | ";" | "{") {
                        return;
                    }
                    self.bump();
                    if self.peek() == "<" {
                        self.skip_angles();
                    }
                    if self.peek() != "::" {
                        return;
                    }
                }
            }
        }
    }

    fn template_params(&mut self) -> Vec<TemplateParam> {
        let mut params = Vec::new();
        self.bump(); // `<`
        let mut depth = 0i32;
        let mut cur_start = self.pos;
        let mut is_pack = false;
        let mut last_ident: Option<(Name, Span)> = None;
        let mut in_default = false;
        while !self.at_end() {
            let t = self.peek();
            match t {
                "<" => depth += 1,
                "(" | "[" | "{" => {
                    // (A function pointer's name stands in its parentheses:
                    // `void (*F)(int)`.)
                    if depth == 0 && !in_default && t == "(" {
                        if let Some(named) = self.parenthesized_declarator_name() {
                            last_ident = Some(named);
                        }
                    }
                    self.skip_balanced();
                    continue;
                }
                "..." if depth == 0 && !in_default => is_pack = true,
                "=" if depth == 0 => in_default = true,
                ">" | ">>" | "," if depth == 0 || (t == ">>" && depth == 1) => {
                    if self.pos > cur_start {
                        let (name, name_span) = last_ident.map_or((None, Span::default()), |(n, s)| (Some(n), s));
                        params.push(TemplateParam { name, name_span, is_pack, span: self.span_from(cur_start) });
                    }
                    if t == ">>" && depth == 1 {
                        self.bump();
                        return params;
                    }
                    self.bump();
                    if t != "," {
                        return params;
                    }
                    cur_start = self.pos;
                    is_pack = false;
                    last_ident = None;
                    in_default = false;
                    continue;
                }
                ">" => depth -= 1,
                ">>" => depth -= 2,
                ";" | "}" => return params,
                // A parameter's name ends its declarator: an identifier
                // before the `,`, `>` or default (not `enable_if_t` in
                // `std::enable_if_t< B, int> = 0`, nor `int` in `int = 4`,
                // nor a type's last word: `Policy = Policy::A`).
                _ if depth == 0 && !in_default && self.is_ident_at(0) && !crate::lower::emit::is_cxx_keyword(t) && matches!(self.peek_at(1), "," | ">" | ">>" | "=") && self.pos > cur_start && self.texts.get(self.pos - 1).is_some_and(|p| *p != "::") => {
                    let tok = self.toks[self.pos];
                    last_ident = Some((Name::new(t), Span { start: tok.start, end: tok.end() }));
                }
                _ => {}
            }
            self.bump();
        }
        params
    }

    /// At a `(`: the name a parenthesized declarator declares (`(*F)`,
    /// `(&R)`, `(C::*M)`), if it is one.
    fn parenthesized_declarator_name(&self) -> Option<(Name, Span)> {
        if !matches!(self.peek_at(1), "*" | "&" | "&&") && self.peek_at(2) != "::" {
            return None;
        }
        let close = crate::lexer::skip_group(self.text, self.toks, self.pos).checked_sub(1)?;
        let k = close.checked_sub(1)?;
        let tok = self.toks.get(k)?;
        let word = tok.text(self.text);
        (k > self.pos && tok.kind == TokKind::Ident && !crate::lower::emit::is_cxx_keyword(word)).then(|| (Name::new(word), Span { start: tok.start, end: tok.end() }))
    }

    /// Parses declaration specifiers into `decl`. Returns the class entity if
    /// a class/enum specifier declared one.
    fn decl_specifiers(
        &mut self,
        decl: &mut Decl,
        ctx: Context,
        parent: Option<DeclIdx>,
        access: Option<Access>,
        out: &mut Vec<DeclIdx>,
    ) -> Option<DeclIdx> {
        let mut saw_type = false;
        let mut class_decl = None;
        let type_start = self.pos;
        let mut type_first: Option<usize> = None;
        let mut type_end = self.pos;
        loop {
            let t = self.peek();
            if self.at_attribute() {
                self.attributes(if saw_type || self.pos > type_start { AttrPos::Specifier } else { AttrPos::Leading });
                continue;
            }
            let bit = match t {
                "static" => Specs::STATIC,
                "extern" => Specs::EXTERN,
                "inline" | "__inline" | "__inline__" => Specs::INLINE,
                "constexpr" => Specs::CONSTEXPR,
                "consteval" => Specs::CONSTEVAL,
                "constinit" => Specs::CONSTINIT,
                "virtual" => Specs::VIRTUAL,
                "friend" => Specs::FRIEND,
                "typedef" => Specs::TYPEDEF,
                "thread_local" | "__thread" => Specs::THREAD_LOCAL,
                "mutable" => Specs::MUTABLE,
                "register" => Specs::REGISTER,
                "const" | "__const" | "__const__" => Specs::CONST,
                "volatile" | "__volatile" | "__volatile__" => Specs::VOLATILE,
                _ => 0,
            };
            if bit != 0 {
                decl.specs.set(bit);
                self.bump();
                continue;
            }
            if t == "explicit" {
                decl.specs.set(Specs::EXPLICIT);
                self.bump();
                if self.peek() == "(" {
                    self.skip_balanced();
                }
                continue;
            }
            if matches!(t, "__restrict__" | "__restrict" | "typename") {
                self.bump();
                continue;
            }
            if TYPE_KEYWORDS.contains(&t) {
                if t == "void" && !saw_type {
                    decl.specs.set(Specs::VOID);
                } else {
                    decl.specs.0 &= !Specs::VOID;
                }
                saw_type = true;
                type_first.get_or_insert(self.pos);
                self.bump();
                type_end = self.pos;
                continue;
            }
            if t == "auto" && !saw_type {
                decl.specs.set(Specs::AUTO);
                saw_type = true;
                type_first.get_or_insert(self.pos);
                self.bump();
                type_end = self.pos;
                continue;
            }
            if matches!(t, "decltype" | "__typeof__" | "typeof" | "__typeof" | "__underlying_type") && !saw_type {
                if self.peek_at(1) == "(" && self.peek_at(2) == "auto" && self.peek_at(3) == ")" {
                    decl.specs.set(Specs::DECLTYPE_AUTO);
                }
                saw_type = true;
                type_first.get_or_insert(self.pos);
                self.bump();
                self.skip_balanced();
                type_end = self.pos;
                continue;
            }
            if matches!(t, "struct" | "class" | "union" | "enum") && !saw_type {
                saw_type = true;
                type_first.get_or_insert(self.pos);
                class_decl = self.class_specifier(ctx, parent, access, out);
                type_end = self.pos;
                continue;
            }
            if !saw_type && self.at_constructor_name(ctx, parent) {
                break;
            }
            if !saw_type && (self.is_ident_at(0) || t == "::") && !self.is_declarator_start_keyword(t) {
                // A type name: `A::B<int>::C`.
                saw_type = true;
                type_first.get_or_insert(self.pos);
                self.qualified_name_skip();
                type_end = self.pos;
                continue;
            }
            break;
        }
        if let Some(first) = type_first {
            decl.type_span = Span { start: self.start_of(first), end: self.toks.get(type_end.saturating_sub(1)).map_or(0, |t| t.end()) };
        }
        class_decl
    }

    /// `S(` inside class `S`, or `S::S(` / `ns::S::S(` anywhere: a
    /// constructor's declarator, which has no type before it (as a
    /// destructor's or a conversion function's has not).
    fn at_constructor_name(&self, ctx: Context, parent: Option<DeclIdx>) -> bool {
        if !self.is_ident_at(0) {
            return false;
        }
        if ctx == Context::Class && self.peek_at(1) == "(" {
            let class = parent.and_then(|p| self.ast.decls[p].name);
            return class.is_some_and(|c| c.as_str() == self.peek());
        }
        let mut n = 0;
        let mut parts: Vec<&str> = Vec::new();
        while self.is_ident_at(n) {
            parts.push(self.peek_at(n));
            n += 1;
            if self.peek_at(n) == "<" {
                return false;
            }
            if self.peek_at(n) == "::" && self.is_ident_at(n + 1) && self.peek_at(n + 1) != "operator" {
                n += 1;
            } else {
                break;
            }
        }
        // `S::~S(`: a destructor defined outside its class.
        if self.peek_at(n) == "::" && self.peek_at(n + 1) == "~" && parts.last().is_some_and(|&last| self.peek_at(n + 2) == last) && self.peek_at(n + 3) == "(" {
            return true;
        }
        // `S::operator int(`: a conversion function defined outside its
        // class (an operator function's name is a punctuator, or `new`,
        // `delete`, `co_await`, or `""` for a literal operator).
        if !parts.is_empty() && self.peek_at(n) == "::" && self.peek_at(n + 1) == "operator" && self.is_ident_at(n + 2) && !matches!(self.peek_at(n + 2), "new" | "delete" | "co_await") {
            return true;
        }
        parts.len() >= 2 && parts[parts.len() - 1] == parts[parts.len() - 2] && self.peek_at(n) == "("
    }

    fn is_declarator_start_keyword(&self, t: &str) -> bool {
        matches!(t, "operator" | "__attribute__" | "__declspec" | "alignas") || (t == "~" && self.is_ident_at(1))
    }

    /// Skips `::a::b<...>::c` as a type name.
    fn qualified_name_skip(&mut self) {
        self.eat("::");
        loop {
            if self.peek() == "template" {
                self.bump();
            }
            if !self.is_ident_at(0) {
                return;
            }
            self.bump();
            if self.peek() == "<" {
                self.skip_angles();
            }
            if self.peek() == "::" && (self.is_ident_at(1) || self.peek_at(1) == "template") {
                self.bump();
            } else {
                return;
            }
        }
    }

    /// `struct S : B { ... }` or an elaborated `struct S`.
    fn class_specifier(&mut self, ctx: Context, parent: Option<DeclIdx>, access: Option<Access>, out: &mut Vec<DeclIdx>) -> Option<DeclIdx> {
        let start = self.pos;
        let key = self.peek();
        self.bump();
        if key == "enum" && matches!(self.peek(), "class" | "struct") {
            self.bump();
        }
        let outer_attrs: Vec<_> = std::mem::take(&mut self.pending_attrs);
        self.attributes(AttrPos::Leading);
        let mut decl = self.new_decl(if key == "enum" { DeclKind::Enum } else { DeclKind::Class }, ctx, parent, start);
        decl.access = access;
        let name_tok = self.pos;
        if self.is_ident_at(0) || self.peek() == "::" {
            self.qualified_name_skip();
            // The last name outside template arguments: `tile` of a partial
            // specialization `tile<Size, void>`, whose arguments are kept.
            let mut depth = 0i32;
            let mut last = None;
            let mut args_open = None;
            for k in name_tok..self.pos {
                match self.toks[k].text(self.text) {
                    "<" => {
                        if depth == 0 {
                            args_open = Some(k);
                        }
                        depth += 1;
                    }
                    ">" => depth -= 1,
                    ">>" => depth -= 2,
                    _ if depth == 0 && self.toks[k].kind == TokKind::Ident => {
                        last = Some(self.toks[k]);
                        args_open = None;
                    }
                    _ => {}
                }
            }
            if let Some(t) = last {
                decl.name = Some(Name::new(t.text(self.text)));
                decl.name_span = Span { start: t.start, end: t.end() };
            }
            if let Some(open) = args_open {
                let end = self.toks.get(self.pos.saturating_sub(1)).map_or(0, |t| t.end());
                decl.template_args = Some(Span { start: self.toks[open].start, end });
            }
        }
        while matches!(self.peek(), "final" | "__final") {
            self.bump();
        }
        if self.peek() == ":" {
            // Each base by its name as written, qualified (`details::impl`),
            // without template arguments.
            let mut current = String::new();
            while !self.at_end() && !matches!(self.peek(), "{" | ";") {
                match self.peek() {
                    "(" | "[" => {
                        self.skip_balanced();
                        continue;
                    }
                    "<" => {
                        self.skip_angles();
                        continue;
                    }
                    "virtual" => decl.specs.set(Specs::VIRTUAL_BASE),
                    "," if !current.is_empty() => decl.bases.push(Name::new(std::mem::take(&mut current).trim_end_matches("::"))),
                    "::" if !current.is_empty() => current.push_str("::"),
                    t if self.is_ident_at(0) && !matches!(t, "public" | "private" | "protected" | "virtual") => {
                        if !current.ends_with("::") {
                            current.clear();
                        }
                        current.push_str(t);
                    }
                    _ => {}
                }
                self.bump();
            }
            if !current.is_empty() {
                decl.bases.push(Name::new(current.trim_end_matches("::")));
            }
        }
        let is_def = self.peek() == "{";
        let declares_class = is_def || (self.peek() == ";" && ctx != Context::Parameter);
        if !declares_class {
            // Elaborated type specifier: no entity.
            let mine: Vec<_> = std::mem::take(&mut self.pending_attrs);
            self.pending_attrs = outer_attrs;
            self.pending_attrs.extend(mine);
            return None;
        }
        decl.span = self.span_from(start);
        let idx = self.alloc(decl);
        self.flush_attrs(idx);
        self.pending_attrs = outer_attrs;
        if is_def {
            let default_access = if key == "class" { Access::Private } else { Access::Public };
            let members = self.class_body(idx, default_access, key == "enum");
            self.ast.decls[idx].members = members.into();
            self.ast.decls[idx].span = self.span_from(start);
        }
        out.push(idx);
        Some(idx)
    }

    fn class_body(&mut self, class: DeclIdx, default_access: Access, is_enum: bool) -> Vec<DeclIdx> {
        if is_enum || self.depth > MAX_DEPTH {
            self.skip_balanced();
            return Vec::new();
        }
        self.bump(); // `{`
        let saved = std::mem::take(&mut self.pending_attrs);
        let mut members = Vec::new();
        let mut access = default_access;
        while !self.at_end() && self.peek() != "}" {
            match self.peek() {
                "public" | "private" | "protected" if self.peek_at(1) == ":" => {
                    access = match self.peek() {
                        "public" => Access::Public,
                        "private" => Access::Private,
                        _ => Access::Protected,
                    };
                    self.bump();
                    self.bump();
                    continue;
                }
                _ => {}
            }
            let before = self.pos;
            self.declaration(Context::Class, Some(class), Some(access), &mut members);
            if self.pos == before {
                self.bump();
            }
        }
        self.eat("}");
        self.pending_attrs = saved;
        members
    }

    /// Parses one declarator into `decl`. Returns false when nothing that
    /// looks like a declarator was found.
    fn declarator(&mut self, decl: &mut Decl) -> bool {
        let start = self.pos;
        self.ptr_operators(decl);
        if self.peek() == "(" && matches!(self.peek_at(1), "*" | "&" | "&&" | "^") || (self.peek() == "(" && self.peek_at(1) == "::") || (self.peek() == "(" && self.is_member_pointer_at(1)) {
            // Nested declarator `(*fp)(int)`, `(S::*pm)()`: a pointer,
            // whatever follows.
            self.bump();
            self.ptr_operators(decl);
            self.declarator_id(decl);
            // `(*f(int))(float)` declares a function (returning a pointer
            // to one); `(*fp)(int)` a pointer, whose parameter list after
            // the parentheses is part of its type.
            let mut returns_pointer = false;
            while !self.at_end() && self.peek() != ")" {
                returns_pointer |= self.peek() == "(";
                if !self.skip_balanced() {
                    self.bump();
                }
            }
            self.eat(")");
            decl.specs.set(Specs::POINTER);
            if !returns_pointer && decl.kind != DeclKind::Parameter && self.peek() == "(" && self.looks_like_params() {
                decl.specs.set(Specs::FUNCTION_POINTER);
                self.skip_balanced();
                while matches!(self.peek(), "const" | "volatile" | "&" | "&&") {
                    self.bump();
                }
                if matches!(self.peek(), "noexcept" | "throw") {
                    self.bump();
                    if self.peek() == "(" {
                        self.skip_balanced();
                    }
                }
            }
        } else {
            self.declarator_id(decl);
        }
        self.attributes(AttrPos::Declarator);
        while self.peek() == "[" && self.peek_at(1) != "[" {
            decl.specs.set(Specs::ARRAY);
            self.skip_balanced();
        }
        // A parameter with a name and a parameter list is a function type;
        // without a name it is an abstract function declarator either way.
        let function_declarator = decl.kind != DeclKind::Parameter || decl.name.is_none();
        // (In a block, `int y(m);` and `dim3 g(n, k);` initialize variables
        // from others: parameters there would be types alone, which a
        // local function declaration rarely has.)
        let block_initializer = decl.context == Context::Block && self.names_only_list();
        if self.peek() == "(" && function_declarator && !block_initializer && self.looks_like_params() && !(decl.specs.has(Specs::CONSTEXPR) && self.product_initializer()) {
            self.function_declarator(decl);
        }
        while self.peek() == "[" && self.peek_at(1) != "[" {
            decl.specs.set(Specs::ARRAY);
            self.skip_balanced();
        }
        self.attributes(AttrPos::Declarator);
        self.pos > start || decl.name.is_some()
    }

    fn ptr_operators(&mut self, decl: &mut Decl) {
        loop {
            match self.peek() {
                "*" | "^" => {
                    self.bump();
                    decl.specs.set(Specs::POINTER);
                    // `const` before the last pointer no longer qualifies the object.
                    decl.specs.0 &= !Specs::CONST;
                    loop {
                        if self.at_attribute() {
                            self.attributes(AttrPos::Declarator);
                        } else if CV.contains(&self.peek()) {
                            if self.peek() == "const" {
                                decl.specs.set(Specs::CONST);
                            }
                            self.bump();
                        } else {
                            break;
                        }
                    }
                }
                "&" => {
                    self.bump();
                    decl.specs.set(Specs::REFERENCE);
                }
                "&&" => {
                    self.bump();
                    decl.specs.set(Specs::REFERENCE | Specs::RVALUE_REFERENCE);
                }
                "__restrict__" | "__restrict" => self.bump(),
                _ if self.at_attribute() => {
                    self.attributes(AttrPos::Declarator);
                }
                _ if self.is_member_pointer() => {
                    while self.peek() != "*" {
                        self.bump();
                    }
                }
                _ => return,
            }
        }
    }

    /// `A::*` (pointer to member)
    fn is_member_pointer(&self) -> bool {
        self.is_member_pointer_at(0)
    }

    /// `A::*` (pointer to member) starts `n` tokens ahead.
    fn is_member_pointer_at(&self, mut n: usize) -> bool {
        let first = n;
        while self.is_ident_at(n) && self.peek_at(n + 1) == "::" {
            n += 2;
        }
        n > first && self.peek_at(n) == "*"
    }

    fn declarator_id(&mut self, decl: &mut Decl) {
        if self.peek() == "..." {
            decl.specs.set(Specs::PACK);
            self.bump();
        }
        let start = self.pos;
        self.eat("::");
        let mut qualifier = Vec::new();
        loop {
            match self.peek() {
                "operator" => {
                    let name_start = self.pos;
                    self.bump();
                    self.operator_name_rest();
                    let text = self.text[self.start_of(name_start) as usize..self.end_of_prev() as usize].to_string();
                    decl.name = Some(Name::new(&normalize_operator(&text)));
                    decl.name_span = Span { start: self.start_of(name_start), end: self.end_of_prev() };
                    decl.func.get_or_insert_with(empty_func).is_operator = true;
                    break;
                }
                "~" if self.is_ident_at(1) => {
                    let t = self.toks[self.pos + 1];
                    decl.name = Some(Name::new(&format!("~{}", t.text(self.text))));
                    decl.name_span = Span { start: self.start_of(self.pos), end: t.end() };
                    decl.func.get_or_insert_with(empty_func).is_destructor = true;
                    self.bump();
                    self.bump();
                    break;
                }
                _ if self.is_ident_at(0) && !self.at_attribute() => {
                    let t = self.toks[self.pos];
                    self.bump();
                    if self.peek() == "<" && self.template_args_follow() {
                        let open = self.pos;
                        self.skip_angles();
                        decl.template_args = Some(self.span_from(open));
                    }
                    if self.peek() == "::" && (self.is_ident_at(1) || matches!(self.peek_at(1), "~" | "operator" | "template")) {
                        qualifier.push(Name::new(t.text(self.text)));
                        self.bump();
                        self.eat("template");
                        continue;
                    }
                    decl.name = Some(Name::new(t.text(self.text)));
                    decl.name_span = Span { start: t.start, end: t.end() };
                    break;
                }
                _ => break,
            }
        }
        if self.pos > start {
            decl.qualifier = qualifier.into();
        }
    }

    /// Is `<` here the start of template arguments (`fill<int>(`)? Only when
    /// it closes before a `(`, `::`, `;` or `{` at depth 0.
    fn template_args_follow(&self) -> bool {
        let mut depth = 0i32;
        let mut n = 0;
        loop {
            match self.peek_at(n) {
                "<" => depth += 1,
                ">" => depth -= 1,
                ">>" => depth -= 2,
                "" | ";" | "{" | "}" => return false,
                _ => {}
            }
            n += 1;
            if depth <= 0 {
                return matches!(self.peek_at(n), "(" | "::" | ";" | "{" | "=" | "," | ")" | "[");
            }
            if n > 256 {
                return false;
            }
        }
    }

    fn operator_name_rest(&mut self) {
        match self.peek() {
            "(" if self.peek_at(1) == ")" => {
                self.bump();
                self.bump();
            }
            "[" if self.peek_at(1) == "]" => {
                self.bump();
                self.bump();
            }
            "new" | "delete" => {
                self.bump();
                if self.peek() == "[" && self.peek_at(1) == "]" {
                    self.bump();
                    self.bump();
                }
            }
            "\"\"" => {
                self.bump();
                if self.is_ident_at(0) {
                    self.bump();
                }
            }
            _ if self.kind_at(0) == Some(TokKind::Punct) => self.bump(),
            _ if self.kind_at(0) == Some(TokKind::Str) => {
                self.bump();
                if self.is_ident_at(0) {
                    self.bump();
                }
            }
            _ => {
                // Conversion function: a type up to the parameter list.
                while !self.at_end() && self.peek() != "(" && self.peek() != ";" {
                    self.bump();
                }
            }
        }
    }

    /// Decides between a parameter list and a parenthesized initializer.
    fn looks_like_params(&self) -> bool {
        // (Any item an expression makes the list an initializer: `V a(int(),
        // int(1))` constructs, as `int(1)` declares no parameter.)
        self.params_start() && !self.literal_argument()
    }

    /// The list's first item could start a parameter declaration.
    fn params_start(&self) -> bool {
        let t1 = self.peek_at(1);
        if t1 == ")" || t1 == "..." || t1 == "void" {
            return true;
        }
        // Keywords that start an expression, never a parameter: `p(new
        // int(3))` initializes a variable.
        if EXPRESSION_KEYWORDS.contains(&t1) {
            return false;
        }
        // (`int(x + 1)` converts a value: a functional cast, not a
        // parameter's type.)
        if TYPE_KEYWORDS.contains(&t1) && self.peek_at(2) == "(" && !self.paren_declarator_at(2, 0) {
            return false;
        }
        if starts_type(t1) {
            return true;
        }
        // (`[[...]]` starts a parameter's attributes; a lone `[` a lambda:
        // `std::function<void()> a([]() {});` initializes.)
        if matches!(t1, "__attribute__" | "__declspec" | "alignas") || t1 == "[" && self.peek_at(2) == "[" {
            return true;
        }
        if self.is_ident_at(1) || t1 == "::" {
            // Walk a qualified name; a declaration follows with an identifier, ptr-op, `,`, `)` or `...`.
            let mut n = 1;
            if self.peek_at(n) == "::" {
                n += 1;
            }
            while self.is_ident_at(n) {
                n += 1;
                if self.peek_at(n) == "<" {
                    let mut depth = 0;
                    loop {
                        match self.peek_at(n) {
                            "<" => depth += 1,
                            ">" => depth -= 1,
                            ">>" => depth -= 2,
                            "" | ";" => return false,
                            _ => {}
                        }
                        n += 1;
                        if depth <= 0 {
                            break;
                        }
                    }
                }
                if self.peek_at(n) == "::" {
                    n += 1;
                } else {
                    break;
                }
            }
            let next = self.peek_at(n);
            // (`ceil(1.0 * n)` calls a function: no declarator in
            // parentheses.)
            if next == "(" && !self.paren_declarator_at(n, 0) {
                return false;
            }
            let declarator = self.is_ident_at(n) || matches!(next, "*" | "&" | "&&" | "," | ")" | "..." | "[" | "(" | "__attribute__") || CV.contains(&next);
            return declarator && !self.operator_after_declarator_name(n);
        }
        false
    }

    /// `(a * b);` or `(a & b),` after a declarator's name: a `constexpr`
    /// variable's value (`constexpr unsigned n(rows * cols);`) rather than
    /// the declaration of a function taking an `a *`, which the parser,
    /// knowing no names, cannot tell apart otherwise (and a `constexpr`
    /// function is declared with its body, or its parameters' types).
    fn product_initializer(&self) -> bool {
        self.is_ident_at(1) && !TYPE_KEYWORDS.contains(&self.peek_at(1)) && matches!(self.peek_at(2), "*" | "&") && self.is_ident_at(3) && self.peek_at(4) == ")" && matches!(self.peek_at(5), ";" | ",")
    }

    /// What would be the first parameter's declarator, from `n` tokens
    /// ahead (after its type), is followed by an operator instead of what
    /// may follow a parameter's name: `(a* b* c)` multiplies.
    fn operator_after_declarator_name(&self, n: usize) -> bool {
        let mut m = n;
        while matches!(self.peek_at(m), "*" | "&" | "&&") || CV.contains(&self.peek_at(m)) {
            m += 1;
        }
        if m == n || !self.is_ident_at(m) {
            return false;
        }
        !matches!(self.peek_at(m + 1), "," | ")" | "=" | "[" | "(" | "__attribute__" | "..." | ":" | "")
    }

    /// The `(` at `n` tokens ahead opens a parenthesized declarator
    /// (`(*fp)`, `(&r)`, `(name)`, `(a[4])`) or an abstract one (`()`),
    /// not an expression (`(1.0 * n)`, `(n - 1)`).
    fn paren_declarator_at(&self, n: usize, depth: u32) -> bool {
        const MAX_DEPTH: u32 = 8;
        match self.peek_at(n + 1) {
            "*" | "&" | "&&" | "^" | ")" | "..." => true,
            "(" => depth < MAX_DEPTH && self.paren_declarator_at(n + 1, depth + 1),
            // A pointer to member (`float (Obj::*mp)(int)`).
            _ if self.is_member_pointer_at(n + 1) => true,
            // (A functional cast is an argument: `ceil(float(n) / 32)`.)
            t if TYPE_KEYWORDS.contains(&t) && self.peek_at(n + 2) == "(" => false,
            // (A variable declared before is an argument: `mn(n, 256)`
            // calls.)
            _ if self.is_ident_at(n + 1) => !self.names_variable(self.peek_at(n + 1)) && matches!(self.peek_at(n + 2), ")" | "[" | "(" | ","),
            _ => false,
        }
    }

    /// `name` is a parameter or block-scope variable this item declared
    /// before.
    fn names_variable(&self, name: &str) -> bool {
        self.variables.contains(name)
    }

    /// Adds a declaration to the AST. Its kind, context and name are final
    /// by then (later changes fill in bodies, members and spans), so
    /// `variables` can record it here.
    fn alloc(&mut self, decl: Decl) -> DeclIdx {
        if matches!(decl.kind, DeclKind::Parameter | DeclKind::Variable) && decl.context != Context::Namespace {
            if let Some(name) = decl.name {
                self.variables.insert(name.as_str());
            }
        }
        self.ast.decls.alloc(decl)
    }

    /// The parenthesized list at the cursor is one or more plain names
    /// (`(m)`, `(n, ::k)`, `(ns::v)`), none a type keyword.
    fn names_only_list(&self) -> bool {
        let mut n = 1;
        loop {
            if self.peek_at(n) == "::" {
                n += 1;
            }
            if !self.is_ident_at(n) || starts_type(self.peek_at(n)) {
                return false;
            }
            n += 1;
            match self.peek_at(n) {
                "::" => n += 1,
                "," => n += 1,
                ")" => return true,
                _ => return false,
            }
        }
    }

    /// Some top-level item of the parenthesized list at the cursor starts
    /// with a literal (`S s(n, 2)`): an initializer, not parameters.
    fn literal_argument(&self) -> bool {
        let mut depth = 0i32;
        let mut n = 1;
        let mut item_start = true;
        let mut in_default = false;
        loop {
            let t = self.peek_at(n);
            match t {
                "" | ";" | "{" => return false,
                "(" | "[" => depth += 1,
                ")" | "]" if depth == 0 => return false,
                ")" | "]" => depth -= 1,
                _ => {}
            }
            if item_start && depth == 0 {
                let literal = self.toks.get(self.pos + n).is_some_and(|k| matches!(k.kind, TokKind::Number | TokKind::Str | TokKind::Char));
                // `S s(n)`, `S s(n * 2.0f, m)` with `n` a parameter or
                // local declared before: no type starts with a variable.
                let variable = self.is_ident_at(n) && !matches!(self.peek_at(n + 1), "::" | "<") && self.names_variable(t);
                // A functional cast (`int(1)`, `T(x)` of a variable): no
                // declarator in its parentheses.
                let cast = (TYPE_KEYWORDS.contains(&t) || self.is_ident_at(n)) && self.peek_at(n + 1) == "(" && self.peek_at(n + 2) != ")" && !self.paren_declarator_at(n + 1, 0) && !self.is_member_pointer_at(n + 2);
                if literal || variable || cast || matches!(t, "true" | "false" | "nullptr" | "this") {
                    return true;
                }
            }
            // A literal operand of an arithmetic operator before any
            // default argument (`S s(a * 2)`).
            let operand = n > 1 && matches!(self.peek_at(n - 1), "*" | "/" | "%" | "+" | "-" | "<<" | ">>" | "|" | "^");
            if depth == 0 && !in_default && operand && self.toks.get(self.pos + n).is_some_and(|k| matches!(k.kind, TokKind::Number | TokKind::Str | TokKind::Char)) {
                return true;
            }
            if depth == 0 && t == "=" {
                in_default = true;
            }
            if depth == 0 && t == "," {
                in_default = false;
            }
            item_start = depth == 0 && t == ",";
            n = self.template_args_end(n).unwrap_or(n + 1);
        }
    }

    /// After a name that is no variable, `<` at `n + 1` opens template
    /// arguments (`Arr<short, 3> a`): the offset behind their `>`, so their
    /// commas and literals are not taken for an initializer's. `None` when
    /// the name is a variable (`a < b`) or the list does not close.
    fn template_args_end(&self, n: usize) -> Option<usize> {
        if !self.is_ident_at(n) || self.peek_at(n + 1) != "<" || self.names_variable(self.peek_at(n)) {
            return None;
        }
        let mut depth = 0i32;
        let mut m = n + 1;
        loop {
            match self.peek_at(m) {
                "<" | "(" | "[" => depth += 1,
                ">" | ")" | "]" => depth -= 1,
                ">>" => depth -= 2,
                "" | ";" | "{" | "}" => return None,
                _ => {}
            }
            m += 1;
            if depth <= 0 {
                return (depth == 0).then_some(m);
            }
            if m > n + 256 {
                return None;
            }
        }
    }

    fn function_declarator(&mut self, decl: &mut Decl) {
        decl.kind = if decl.kind == DeclKind::Parameter { DeclKind::Parameter } else { DeclKind::Function };
        let mut func = decl.func.take().unwrap_or_else(empty_func);
        func.no_type = decl.type_span == Span::default();
        func.params = self.parameter_list(decl.parent, &mut func);
        // cv, ref-qualifiers, exception spec, attributes, trailing return, virt-specifiers
        loop {
            match self.peek() {
                "const" | "volatile" | "&" | "&&" | "mutable" | "constexpr" | "consteval" | "static" => self.bump(),
                "noexcept" | "throw" => {
                    let s = self.pos;
                    self.bump();
                    if self.peek() == "(" {
                        self.skip_balanced();
                    }
                    func.exception_spec = Some(self.span_from(s));
                }
                "->" => {
                    self.bump();
                    let s = self.pos;
                    while !self.at_end() && !matches!(self.peek(), "{" | ";" | "=" | "," | "override" | "final" | ")" | "requires") {
                        if self.at_attribute() {
                            break;
                        }
                        if matches!(self.peek(), "(" | "[") {
                            self.skip_balanced();
                        } else if self.peek() == "<" {
                            self.skip_angles();
                        } else {
                            self.bump();
                        }
                    }
                    func.trailing_return = Some(self.span_from(s));
                }
                // `final` on a member function marks a virtual override too.
                "override" | "final" => {
                    func.is_override = true;
                    let at = self.toks.get(self.pos).map(|t| t.start);
                    if self.peek() == "final" {
                        func.final_at = at;
                    } else {
                        func.override_at = at;
                    }
                    self.bump();
                }
                "requires" => {
                    self.bump();
                    while !self.at_end() && !matches!(self.peek(), "{" | ";" | "=") {
                        if !self.skip_balanced() {
                            self.bump();
                        }
                    }
                }
                _ if self.at_attribute() => {
                    self.attributes(AttrPos::Function);
                }
                _ => break,
            }
        }
        decl.func = Some(func);
    }

    /// The parameters of a function declarator, from its `(` to after its
    /// `)`. A parameter can itself be a function declarator (`void (*)(int)`),
    /// so this is a recursion: past `MAX_DEPTH` the list is skipped as
    /// balanced tokens, and parameters nested that deep are not seen.
    fn parameter_list(&mut self, owner_parent: Option<DeclIdx>, func: &mut FuncInfo) -> Vec<DeclIdx> {
        if self.depth > MAX_DEPTH {
            self.skip_balanced();
            return Vec::new();
        }
        self.depth += 1;
        self.bump(); // `(`
        if self.peek() == "void" && self.peek_at(1) == ")" {
            // `(void)` declares no parameter.
            if func.param_lists == 0 {
                func.void_param = Some(self.start_of(self.pos));
            }
            self.bump();
        }
        func.param_lists = func.param_lists.saturating_add(1);
        let mut params = Vec::new();
        while !self.at_end() && self.peek() != ")" {
            if self.peek() == "..." {
                func.ellipsis = true;
                self.bump();
                continue;
            }
            if self.peek() == "," {
                self.bump();
                continue;
            }
            let before = self.pos;
            if let Some(p) = self.parameter(owner_parent) {
                params.push(p);
            }
            if self.pos == before {
                self.bump();
            }
        }
        self.eat(")");
        self.depth -= 1;
        params
    }

    fn parameter(&mut self, parent: Option<DeclIdx>) -> Option<DeclIdx> {
        let start = self.pos;
        let saved = std::mem::take(&mut self.pending_attrs);
        let mut decl = self.new_decl(DeclKind::Parameter, Context::Parameter, parent, start);
        self.attributes(AttrPos::Leading);
        let mut sink = Vec::new();
        self.decl_specifiers(&mut decl, Context::Parameter, parent, None, &mut sink);
        self.declarator(&mut decl);
        // A pointer to a function (`void (*cb)(int)`): its parameter list
        // belongs to its type, not to the enclosing function's.
        while self.peek() == "(" {
            self.skip_balanced();
        }
        if self.peek() == "=" {
            self.bump();
            let s = self.pos;
            self.skip_expression(&[",", ")"]);
            decl.init = Some(self.span_from(s));
        }
        decl.span = self.span_from(start);
        let idx = self.alloc(decl);
        self.flush_attrs(idx);
        self.pending_attrs = saved;
        Some(idx)
    }

    /// After the declarator: initializer, bit-field, function body.
    fn finish_declarator(&mut self, mut decl: Decl, start: usize) -> DeclIdx {
        if decl.specs.has(Specs::TYPEDEF) {
            decl.kind = DeclKind::Typedef;
        }
        let is_function = decl.kind == DeclKind::Function;
        if !is_function && decl.func.is_some() && decl.kind != DeclKind::Typedef {
            // `operator` without a parameter list: keep it a function.
            decl.kind = DeclKind::Function;
        }
        decl.span = self.span_from(start);
        let idx = self.alloc(decl);
        self.flush_attrs(idx);
        match self.peek() {
            ":" if self.ast.decls[idx].kind != DeclKind::Function => {
                // bit-field width
                self.bump();
                self.skip_expression(&[",", ";"]);
            }
            "=" => {
                let eq_at = self.toks.get(self.pos).map(|t| t.start);
                self.bump();
                let s = self.pos;
                let body = match self.peek() {
                    "default" => Some(FnBody::Default),
                    "delete" => Some(FnBody::Delete),
                    "0" if self.ast.decls[idx].kind == DeclKind::Function => Some(FnBody::Pure),
                    _ => None,
                };
                if let (Some(b), Some(f)) = (body, self.ast.decls[idx].func.as_mut()) {
                    f.body = b;
                    f.eq_at = eq_at;
                    self.bump();
                } else {
                    let locals = self.initializer_locals(idx, &[",", ";"]);
                    self.ast.decls[idx].locals.extend(locals);
                    self.ast.decls[idx].init = Some(self.span_from(s));
                }
            }
            "{" | ":" | "try" if self.ast.decls[idx].kind == DeclKind::Function => self.function_body(idx),
            "{" => {
                let s = self.pos;
                let locals = self.initializer_locals(idx, &[",", ";"]);
                self.ast.decls[idx].locals.extend(locals);
                self.ast.decls[idx].init = Some(self.span_from(s));
            }
            // (Its lambdas are the variable's, as in braces: `F g([]() {
            // ... });`.)
            "(" => {
                let s = self.pos;
                let locals = self.initializer_locals(idx, &[",", ";"]);
                self.ast.decls[idx].locals.extend(locals);
                self.ast.decls[idx].init = Some(self.span_from(s));
            }
            _ => {}
        }
        idx
    }

    fn function_body(&mut self, idx: DeclIdx) {
        let s = self.pos;
        let is_try = self.eat("try");
        if self.peek() == ":" {
            // ctor-initializer
            while !self.at_end() && self.peek() != "{" {
                if matches!(self.peek(), "(" | "[") {
                    self.skip_balanced();
                } else if self.peek() == "<" {
                    self.bump();
                } else if self.peek() == ";" {
                    return;
                } else {
                    self.bump();
                }
                if self.peek() == "{" && (self.prev_is_ident() || self.prev_closes_template_args()) {
                    // `member{init}`, `B<T>{init}`: the body's brace only
                    // follows an initializer's `)` or `}`.
                    self.skip_balanced();
                }
            }
        }
        if self.peek() != "{" {
            return;
        }
        let mut locals = Vec::new();
        self.compound(idx, &mut locals);
        if is_try {
            while self.peek() == "catch" {
                self.bump();
                self.skip_balanced();
                self.compound(idx, &mut locals);
            }
        }
        let body_span = Span { start: self.toks.get(s).map_or(0, |t| t.start), end: self.end_of_prev() };
        let decl = &mut self.ast.decls[idx];
        decl.locals = locals.into();
        if let Some(f) = decl.func.as_mut() {
            f.body = FnBody::Defined;
            f.body_span = Some(body_span);
        }
    }

    /// The previous token closes a template argument list (`B<T>`,
    /// `B<C<T>>`).
    fn prev_closes_template_args(&self) -> bool {
        self.pos > 0 && matches!(self.toks[self.pos - 1].text(self.text), ">" | ">>")
    }

    fn prev_is_ident(&self) -> bool {
        self.pos > 0 && self.toks[self.pos - 1].kind == TokKind::Ident
    }

    // ---- statements ---------------------------------------------------

    fn compound(&mut self, owner: DeclIdx, locals: &mut Vec<DeclIdx>) {
        if !self.eat("{") {
            return;
        }
        if self.depth > MAX_DEPTH {
            self.pos -= 1;
            self.skip_balanced();
            return;
        }
        self.depth += 1;
        while !self.at_end() && self.peek() != "}" {
            let before = self.pos;
            self.statement(owner, locals);
            if self.pos == before {
                self.bump();
            }
        }
        self.eat("}");
        self.depth -= 1;
    }

    fn statement(&mut self, owner: DeclIdx, locals: &mut Vec<DeclIdx>) {
        if self.depth > MAX_DEPTH {
            self.skip_statement();
            return;
        }
        match self.peek() {
            "{" => self.compound(owner, locals),
            "if" | "while" | "switch" => {
                self.bump();
                self.eat("constexpr");
                self.eat("!");
                self.eat("consteval");
                if self.peek() == "(" {
                    self.condition(owner, locals);
                }
                self.sub_statement(owner, locals);
                if self.peek() == "else" {
                    self.bump();
                    self.sub_statement(owner, locals);
                }
            }
            "else" => {
                self.bump();
                self.sub_statement(owner, locals);
            }
            "for" => self.for_statement(owner, locals),
            "do" => {
                self.bump();
                self.sub_statement(owner, locals);
                self.skip_expression_statement(owner, locals);
            }
            "try" => {
                self.bump();
                self.compound(owner, locals);
                while self.peek() == "catch" {
                    self.bump();
                    self.skip_balanced();
                    self.compound(owner, locals);
                }
            }
            "case" | "default" => {
                while !self.at_end() && !matches!(self.peek(), ":" | ";" | "}") {
                    self.bump();
                }
                self.eat(":");
            }
            "return" | "co_return" | "throw" | "goto" | "break" | "continue" => {
                self.bump();
                self.skip_expression_statement(owner, locals);
            }
            "__asm__" | "asm" | "__asm" | "static_assert" | "using" => self.skip_statement(),
            _ if self.is_ident_at(0) && self.peek_at(1) == ":" && self.peek_at(2) != ":" => {
                self.bump();
                self.bump();
            }
            _ if self.looks_like_local_declaration() => {
                let ctx = Context::Block;
                self.declaration(ctx, Some(owner), None, locals);
            }
            _ => self.skip_expression_statement(owner, locals),
        }
    }

    fn sub_statement(&mut self, owner: DeclIdx, locals: &mut Vec<DeclIdx>) {
        self.depth += 1;
        self.statement(owner, locals);
        self.depth -= 1;
    }

    /// `( [init;] condition )`: lambdas inside are found, a declaration is
    /// recorded.
    fn condition(&mut self, owner: DeclIdx, locals: &mut Vec<DeclIdx>) {
        let close = self.matching_close();
        self.bump();
        while self.pos < close {
            let found = self.scan_for_lambdas(owner, close);
            locals.extend(found);
            if self.pos < close {
                self.bump();
            }
        }
        self.pos = close.min(self.toks.len());
        self.eat(")");
    }

    fn for_statement(&mut self, owner: DeclIdx, locals: &mut Vec<DeclIdx>) {
        self.bump(); // `for`
        if self.peek() != "(" {
            return;
        }
        let close = self.matching_close();
        self.bump();
        let is_range = self.range_colon_before(close);
        if is_range && self.looks_like_local_declaration() {
            let start = self.pos;
            let mut decl = self.new_decl(DeclKind::Variable, Context::Block, Some(owner), start);
            self.attributes(AttrPos::Leading);
            let mut sink = Vec::new();
            self.decl_specifiers(&mut decl, Context::Block, Some(owner), None, &mut sink);
            self.declarator(&mut decl);
            decl.specs.set(Specs::FOR_RANGE);
            decl.span = self.span_from(start);
            let idx = self.alloc(decl);
            self.flush_attrs(idx);
            locals.push(idx);
        } else if self.looks_like_local_declaration() {
            self.declaration(Context::Block, Some(owner), None, locals);
        }
        while self.pos < close {
            let found = self.scan_for_lambdas(owner, close);
            locals.extend(found);
            if self.pos < close {
                self.bump();
            }
        }
        self.pos = close.min(self.toks.len());
        self.eat(")");
        self.sub_statement(owner, locals);
    }

    fn range_colon_before(&self, close: usize) -> bool {
        let mut depth = 0i32;
        for i in self.pos..close.min(self.toks.len()) {
            match self.texts[i] {
                "(" | "[" | "{" => depth += 1,
                ")" | "]" | "}" => depth -= 1,
                ";" if depth == 0 => return false,
                ":" if depth == 0 => return true,
                _ => {}
            }
        }
        false
    }

    /// Index of the token closing the group that opens here.
    fn matching_close(&self) -> usize {
        let mut depth = 0usize;
        let mut i = self.pos;
        while i < self.toks.len() {
            match self.texts[i] {
                "(" | "[" | "{" => depth += 1,
                ")" | "]" | "}" => {
                    depth = depth.saturating_sub(1);
                    if depth == 0 {
                        return i;
                    }
                }
                _ => {}
            }
            i += 1;
        }
        i
    }

    /// Heuristic for a declaration statement: attributes or declaration
    /// keywords first, or a type name followed by a declarator.
    fn looks_like_local_declaration(&self) -> bool {
        let t = self.peek();
        if self.at_attribute() {
            return true;
        }
        if TYPE_KEYWORDS.contains(&t)
            || matches!(
                t,
                "static" | "extern" | "const" | "volatile" | "auto" | "register" | "thread_local" | "constexpr" | "constinit" | "struct" | "class"
                    | "union" | "enum" | "typedef" | "inline" | "__thread"
            )
        {
            // `int(x)` is a cast; `void (*fp)(int)` and `int (S::*pm)()`
            // declare.
            let declarator = matches!(self.peek_at(2), "*" | "&" | "&&" | "^") || self.is_member_pointer_at(2);
            return !(TYPE_KEYWORDS.contains(&t) && self.peek_at(1) == "(" && !declarator);
        }
        if matches!(t, "decltype" | "__typeof__" | "__typeof" | "typeof") {
            // `decltype(x) y` declares; `decltype(x)::f()` does not.
            let mut n = 1;
            let mut depth = 0;
            loop {
                match self.peek_at(n) {
                    "(" => depth += 1,
                    ")" => {
                        depth -= 1;
                        if depth == 0 {
                            break;
                        }
                    }
                    "" => return false,
                    _ => {}
                }
                n += 1;
            }
            return self.is_ident_at(n + 1) || matches!(self.peek_at(n + 1), "*" | "&" | "&&");
        }
        // An operator keyword starts an expression (`delete *p;`, which
        // reads like `T *p;`); `typename T::type x;` declares.
        if !(self.is_ident_at(0) || t == "::") || crate::lower::emit::is_cxx_keyword(t) && t != "typename" {
            return false;
        }
        // Type name, then a declarator-id.
        let mut n = 0;
        if self.peek_at(n) == "::" {
            n += 1;
        }
        loop {
            if !self.is_ident_at(n) {
                return false;
            }
            n += 1;
            if self.peek_at(n) == "<" {
                let mut depth = 0;
                loop {
                    match self.peek_at(n) {
                        "<" => depth += 1,
                        ">" => depth -= 1,
                        ">>" => depth -= 2,
                        "" | ";" | "{" | "}" | "=" | "&&" | "||" => return false,
                        _ => {}
                    }
                    n += 1;
                    if depth <= 0 {
                        break;
                    }
                }
            }
            if self.peek_at(n) == "::" {
                n += 1;
            } else {
                break;
            }
        }
        while matches!(self.peek_at(n), "*" | "&" | "&&" | "const" | "volatile" | "__restrict__") {
            n += 1;
        }
        self.is_ident_at(n) && !matches!(self.peek_at(n + 1), "." | "->")
            || (self.peek_at(n) == "__attribute__")
    }

    fn skip_statement(&mut self) {
        self.skip_to_semicolon(false);
    }

    /// Skips to past the next top-level `;` (or to a closing `}`), balanced
    /// groups whole; with `attributes`, the attribute specifiers on the way
    /// are read (a typedef's or an alias's are checked as a type's).
    fn skip_to_semicolon(&mut self, attributes: bool) {
        while !self.at_end() {
            if attributes && self.at_attribute() {
                self.attributes(AttrPos::Specifier);
                continue;
            }
            match self.peek() {
                ";" => {
                    self.bump();
                    return;
                }
                "}" => return,
                "(" | "[" | "{" => {
                    self.skip_balanced();
                }
                _ => self.bump(),
            }
        }
    }

    /// An expression statement: skipped to its `;`, lambdas inside parsed.
    fn skip_expression_statement(&mut self, owner: DeclIdx, locals: &mut Vec<DeclIdx>) {
        let found = self.initializer_locals(owner, &[";"]);
        locals.extend(found);
        self.eat(";");
    }

    /// Skips an expression up to one of `stops` at depth 0.
    fn skip_expression(&mut self, stops: &[&str]) {
        while !self.at_end() {
            let t = self.peek();
            if stops.contains(&t) || t == "}" || t == ";" {
                return;
            }
            if !self.skip_balanced() {
                self.bump();
            }
        }
    }

    /// Skips an expression up to one of `stops` at depth 0, collecting the
    /// lambdas in it.
    fn initializer_locals(&mut self, owner: DeclIdx, stops: &[&str]) -> Vec<DeclIdx> {
        let mut found = Vec::new();
        let mut depth = 0usize;
        while !self.at_end() {
            let t = self.peek();
            if depth == 0 && (stops.contains(&t) || t == ";") {
                break;
            }
            match t {
                // Template arguments hold commas that do not end the
                // initializer (`is_same<T, U>::value`).
                "<" if self.pos > 0 && self.toks[self.pos - 1].kind == TokKind::Ident => {
                    if let Some(end) = crate::lexer::template_args_end_in_initializer(self.text, self.toks, self.pos) {
                        self.pos = end;
                        continue;
                    }
                }
                // A GNU statement expression: its statements declare
                // locals as a block's do (`({ __typeof__(a) _a = (a); _a; })`).
                "(" if self.peek_at(1) == "{" => {
                    self.bump();
                    depth += 1;
                    self.compound(owner, &mut found);
                    continue;
                }
                "(" | "{" => depth += 1,
                "[" if self.lambda_introducer_here() => {
                    if let Some(l) = self.lambda(owner) {
                        found.push(l);
                    }
                    continue;
                }
                "[" => depth += 1,
                ")" | "]" | "}" => {
                    if depth == 0 {
                        break;
                    }
                    depth -= 1;
                }
                _ => {}
            }
            self.bump();
        }
        found
    }

    /// Within `..close`, finds lambdas and the locals of statement
    /// expressions (used for conditions and `for` headers).
    fn scan_for_lambdas(&mut self, owner: DeclIdx, close: usize) -> Vec<DeclIdx> {
        let mut found = Vec::new();
        while self.pos < close {
            if self.peek() == "[" && self.lambda_introducer_here() {
                if let Some(l) = self.lambda(owner) {
                    found.push(l);
                }
                continue;
            }
            // A GNU statement expression declares locals as a block does
            // (`for (...; i <= ({ __typeof__(n) _n = (n); _n; }); ...)`).
            if self.peek() == "(" && self.peek_at(1) == "{" {
                self.bump();
                self.compound(owner, &mut found);
                continue;
            }
            self.bump();
        }
        found
    }

    /// `[` starts a lambda when no operand precedes it (else it is a
    /// subscript) and it is not an attribute `[[`.
    fn lambda_introducer_here(&self) -> bool {
        if self.peek_at(1) == "[" {
            return false;
        }
        if self.pos == 0 {
            return true;
        }
        let prev = self.toks[self.pos - 1];
        let pt = prev.text(self.text);
        !(matches!(prev.kind, TokKind::Ident | TokKind::Number | TokKind::Str | TokKind::Char) && !matches!(pt, "return" | "co_return" | "throw" | "case")
            || matches!(pt, ")" | "]"))
    }

    fn lambda(&mut self, owner: DeclIdx) -> Option<DeclIdx> {
        let start = self.pos;
        let close = self.matching_close();
        let capture_span = Span { start: self.start_of(start), end: self.toks.get(close).map_or(0, |t| t.end()) };
        let mut default_ref = false;
        let mut ref_captures = Vec::new();
        let mut init_captures = Vec::new();
        let mut is_constexpr = false;
        for i in self.pos + 1..close.min(self.toks.len()) {
            let t = self.texts[i];
            let prev = self.texts[i - 1];
            if t == "&" && (prev == "[" || prev == ",") {
                match self.toks.get(i + 1) {
                    Some(next) if next.kind == TokKind::Ident => ref_captures.push(next.start),
                    _ => default_ref = true,
                }
            }
            let next = self.texts.get(i + 1).copied().unwrap_or("");
            if self.toks[i].kind == TokKind::Ident && (prev == "[" || prev == "," || prev == "&") && matches!(next, "=" | "{" | "(") {
                init_captures.push(self.toks[i].start);
            }
        }
        self.pos = (close + 1).min(self.toks.len());
        let mut decl = self.new_decl(DeclKind::Lambda, Context::Block, Some(owner), start);
        let mut generic = false;
        self.attributes(AttrPos::Leading);
        if self.peek() == "<" {
            generic = true;
            self.skip_angles();
            // (After a template head they are the call operator's, as
            // after the parameters: `[] <class T> __device__ (T x)`.)
            self.attributes(AttrPos::Function);
        }
        let params_at = self.start_of(self.pos);
        if self.peek() == "(" {
            let saved_kind = decl.kind;
            self.function_declarator(&mut decl);
            decl.kind = saved_kind;
            if let Some(f) = &decl.func {
                generic |= f.params.iter().any(|&p| self.ast.decls[p].specs.has(Specs::AUTO));
            }
        }
        loop {
            if self.at_attribute() {
                self.attributes(AttrPos::Function);
            } else if matches!(self.peek(), "mutable" | "constexpr" | "consteval" | "static") {
                is_constexpr |= self.peek() == "constexpr";
                self.bump();
            } else if matches!(self.peek(), "noexcept" | "throw") {
                self.bump();
                if self.peek() == "(" {
                    self.skip_balanced();
                }
            } else if self.peek() == "->" {
                while !self.at_end() && !matches!(self.peek(), "{" | ";") {
                    if !self.skip_balanced() {
                        self.bump();
                    }
                }
            } else {
                break;
            }
        }
        let declarator_start = self.toks.partition_point(|t| t.start < params_at);
        is_constexpr |= self.toks[declarator_start.min(self.pos)..self.pos].iter().any(|t| t.text(self.text) == "constexpr");
        decl.lambda = Some(Box::new(LambdaInfo { default_ref_capture: default_ref, ref_captures, init_captures, is_constexpr, params_at, capture_span, generic }));
        decl.name_span = capture_span;
        decl.span = self.span_from(start);
        let idx = self.alloc(decl);
        self.flush_attrs(idx);
        if self.peek() == "{" {
            let s = self.pos;
            let mut locals = Vec::new();
            self.compound(idx, &mut locals);
            let body_span = Span { start: self.toks.get(s).map_or(0, |t| t.start), end: self.end_of_prev() };
            let d = &mut self.ast.decls[idx];
            d.locals = locals.into();
            let f = d.func.get_or_insert_with(empty_func);
            f.body = FnBody::Defined;
            f.body_span = Some(body_span);
        }
        Some(idx)
    }
}

fn empty_func() -> Box<FuncInfo> {
    Box::new(FuncInfo {
        params: Vec::new(),
        ellipsis: false,
        exception_spec: None,
        trailing_return: None,
        body: FnBody::None,
        body_span: None,
        is_operator: false,
        is_destructor: false,
        is_override: false,
        override_at: None,
        final_at: None,
        eq_at: None,
        no_type: false,
        void_param: None,
        param_lists: 0,
    })
}

/// `operator ()` and `operator()` name the same function.
fn normalize_operator(text: &str) -> String {
    let rest = text.trim_start_matches("operator").trim();
    let squeezed: String = rest.split_whitespace().collect::<Vec<_>>().join(" ");
    if squeezed.chars().next().is_some_and(|c| c.is_alphabetic() || c == '_') {
        format!("operator {squeezed}")
    } else {
        format!("operator{}", squeezed.replace(' ', ""))
    }
}
