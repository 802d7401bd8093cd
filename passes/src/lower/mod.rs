//! The lower pass: one item's host translation, as cudafe++ writes it.
//!
//! cudafe++ replaces what the host compiler must not see and keeps the
//! rest: `__device__` function bodies become a trap (`::exit`) with the
//! original under `#if 0`, kernels become declarations whose definitions
//! the stub file supplies, device variables become host shadows, managed
//! variables pointers, launches calls of `__cudaPushCallConfiguration`.
//! Everything is printed from cufe's parse, in cudafe++'s spelling: see
//! `emit` for expressions and `body` for statements.
//!
//! The output is item-relative (`out::HostIl`); `print` places it.

pub mod body;
mod bound;
pub mod closure;
mod constant_lambda;
pub mod emit;
pub mod enums;
pub mod expr;
mod header_temps;
pub(crate) use header_temps::SIZE_HELPER;
pub mod deduce;
mod instantiate;
pub mod lambda;
mod long_double;
pub mod out;
mod padding;
pub mod pragma;
mod runtime_enumerators;
mod runtime_fields;
pub mod stub;
pub mod strings;
mod targs;
pub mod unnamed;
pub mod temps;
mod traits;
pub mod ty;
pub mod types;

use std::sync::Arc;
use crate::il::{exec, mem, ApplyIl, EntityKind, LookupIl, ScanIl};
use crate::scoped::ScopedStr;
use crate::lexer::{TokKind, Token};
use crate::name::Name;
use crate::options::Config;
use crate::parse::{AttrSyntax, Context, Decl, DeclIdx, DeclKind, FnBody, Specs, TemplateKind};
use crate::symbols::SymbolTable;
use crate::table::AttrTable;
use body::{BodyEnv, InitKind, Part};
use emit::NameInfo;
use expr::Range;
use out::{HostIl, Out};
use rustc_hash::FxHashSet as HashSet;
use ty::Ty;

/// What lower makes of one item.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Default)]
pub struct LowerIl {
    pub host: HostIl,
    /// Kernels and device variables the stub file registers. Most items
    /// register nothing: they share one empty value (the lowerings of a
    /// large unit are kept for the whole run, and each `StubItem` is a few
    /// hundred bytes of empty vectors).
    pub stub: Arc<stub::StubItem>,
    /// The entity cudafe++ names the module after, if this item has one
    /// (see `print::module_id`).
    pub module_name: Option<String>,
    /// The item declares `size_t` at global scope: the runtime's internal
    /// header can be included after it.
    pub declares_size_t: bool,
    /// Its extended lambdas: the support block is specialized for their
    /// capture counts.
    pub extended_lambdas: Vec<lambda::ExtendedLambda>,
    /// The `__host__ __device__` constructors its host code calls (by
    /// class and arity) and their parameter counts: cudafe++ makes
    /// temporaries for them (see `temps`); with the name of the function
    /// whose code calls them when cudafe++ lowers that function only once
    /// the unit calls it.
    pub hd_ctors: Vec<temps::KeyedTemporaries>,
    /// The temporaries of its functions' device code (see `temps`).
    pub device_calls: Vec<temps::DeviceCallTemps>,
    /// The unqualified names its code calls: an inline function's device
    /// code exists once something calls it. Each with the caller whose
    /// own code waits for a call (`static`, `inline`, defined in its
    /// class), `None` for code that exists anyway: print follows these
    /// edges from the code that exists.
    pub called: Vec<(Option<String>, String)>,
    /// The temporaries of the device code of a class template's member
    /// functions defined in it, per instance: by `Template::member`.
    pub template_member_temps: Vec<(String, u32)>,
    /// The class template instances' member functions its code calls
    /// (`V<float>::operator-`): each has its device code once, made
    /// where first called (with how many kernel template instances the
    /// item named before, see `StubItem::instances`).
    pub member_uses: Vec<(String, u32)>,
}

/// A kernel template's launch in a function template: the function, and
/// the instance with template parameters unresolved (written arguments,
/// or the arguments' types).
pub type TemplatedUse = (DeclIdx, stub::TemplateUse);

/// What lower reads of one item.
pub struct ItemView<'a> {
    pub text: &'a str,
    pub namespaces: &'a [Name],
    pub scan: &'a ScanIl,
    pub lookup: &'a LookupIl,
    pub apply: &'a ApplyIl,
    pub attrs: &'a AttrTable,
    /// In a system header: copied as written, only device code replaced.
    pub system_header: bool,
    /// In the main file.
    pub main_file: bool,
    /// In the user's code, the main file or a header of the user's. The
    /// temporaries the stub's `__T<n>` counts are taken from it only: the
    /// toolkit's and the system headers' device code is modelled by tables
    /// (see `temps`), and their code is lowered without adding to them.
    pub user_code: bool,
    /// Inside an `extern "C"` block.
    pub extern_c: bool,
    /// See `ItemSpan::visibility_namespace`.
    pub visibility_namespace: bool,
    /// The item's place in the unit: a using-directive applies to the
    /// items after it.
    pub index: u32,
}

pub fn lower_item(view: &ItemView<'_>, table: &SymbolTable, cfg: &Config) -> LowerIl {
    let low = Lowerer::new(view, table, cfg);
    let mut out = Out::new();
    let mut stub = stub::StubItem::default();
    let mut module_name = None;
    let roots = view.scan.ast.roots.clone();
    if view.system_header {
        low.verbatim_item(&mut out);
        low.cccl_constants(&mut stub);
    } else if !roots.is_empty() {
        // Types the runtime header provides again (`device_builtin`) stay
        // out of the host compiler's sight, as in a system header.
        let builtin = low.is_builtin_type_item();
        if builtin && low.cfg.extended_lambda && low.is_lambda_preheader() {
            // Where cuda_runtime.h asks for the extended-lambda support.
            out.extended_lambda();
        }
        if builtin {
            out.if_zero(low.toks[0].start);
        }
        low.top_level(&roots, &mut out, &mut stub, &mut module_name);
        if builtin {
            out.end_if();
        }
    } else if !low.toks.is_empty() && !low.repeated_using(0) {
        out.mark(low.toks[0].start);
        let all = Range { first: 0, last: low.toks.len() };
        let semi = if low.tok(all.last - 1) == ";" { all.last - 1 } else { all.last };
        if low.concept_definition(&mut out) {
        } else if body::BodyEnv::new(&low).static_assert(0, semi, &mut out) {
            out.push(if semi < all.last { "; " } else { " " });
        } else if !(low.using_directive(0, semi, &mut out) || semi < all.last && low.namespace_qualified_declaration(0, semi, &mut out)) {
            low.raw_tokens(all, &mut out);
            // A namespace alias or a using-declaration ends its line
            // (`namespace cg = coop;`, `using std::cerr;`).
            if !matches!(low.tok(0), "namespace" | "using") {
                out.push(" ");
            }
        }
    }
    stub.instances.extend(low.instances.take());
    stub.class_layouts.extend(low.passed_layouts.take());
    stub.class_templates.extend(low.passed_class_templates.take());
    stub.var_instances.extend(low.var_instances.take());
    stub.fn_uses.extend(low.fn_uses.take());
    stub.unions = low.declared_unions();
    stub.typedef_classes = low.declared_typedef_classes();
    stub.fn_templates.extend(low.function_templates());
    stub.launched.extend(low.launched.take());
    stub.host_refs.extend(low.host_refs.take());
    stub.launched_kernels.extend(low.launched_kernels.take());
    let extended_lambdas = low.extended.take();
    let hd_ctors = low.temporaries.take();
    let device_calls = low.device_call_temps();
    let mut called: Vec<(Option<String>, String)> = low.called.take().into_iter().collect();
    called.sort_unstable();
    let template_member_temps = low.template_member_temps.take();
    let member_uses: Vec<(String, u32)> = low.member_uses.take().into_iter().collect();
    let declares_size_t = view.scan.ast.roots.iter().any(|&r| {
        let d = &view.scan.ast.decls[r];
        d.kind == DeclKind::Typedef && d.name.is_some_and(|n| n.as_str() == "size_t") && view.namespaces.is_empty()
    });
    let system = if view.system_header { Vec::new() } else { system_tokens(view.text, low.toks) };
    let host = out.finish(&system);
    LowerIl { host, stub: stub.into_shared(), module_name, declares_size_t, extended_lambdas, hd_ctors, device_calls, called, template_member_temps, member_uses }
}

/// The offsets of the tokens the item's line markers put in a system
/// header (`# 4 "a.cu" 3 4` before a macro's expansion from one).
fn system_tokens(text: &str, toks: &[Token]) -> Vec<u32> {
    // (Most items hold no line marker at all: one byte search says so
    // without walking their lines.)
    if !text.as_bytes().contains(&b'#') {
        return Vec::new();
    }
    // Where each marker's region starts and whether it is a system one.
    let mut regions: Vec<(u32, bool)> = Vec::new();
    let mut at = 0usize;
    for line in text.split_inclusive('\n') {
        let marker = line.strip_prefix('#').map(str::trim_start).filter(|rest| rest.starts_with(|c: char| c.is_ascii_digit()));
        if let Some(rest) = marker {
            let system = rest.rsplit('"').next().is_some_and(|flags| flags.split_whitespace().any(|f| f == "3"));
            regions.push(((at + line.len()) as u32, system));
        }
        at += line.len();
    }
    if !regions.iter().any(|r| r.1) {
        return Vec::new();
    }
    toks.iter()
        .filter(|t| {
            let k = regions.partition_point(|r| r.0 <= t.start);
            k > 0 && regions[k - 1].1
        })
        .map(|t| t.start)
        .collect()
}

/// `cache`'s answer for `key`, computed the first time it is asked for.
/// (No borrow is held while `compute` runs: it may ask again, for other
/// keys.)
pub(super) fn remembered<V: Clone>(cache: &std::cell::RefCell<rustc_hash::FxHashMap<Box<str>, V>>, key: &str, compute: impl FnOnce() -> V) -> V {
    let known = cache.borrow().get(key).cloned();
    if let Some(known) = known {
        return known;
    }
    let answer = compute();
    cache.borrow_mut().insert(key.into(), answer.clone());
    answer
}

/// What a typedef name stands for: its arithmetic type (or pointer) and,
/// for a pointer or array, its element's.
type AliasTy = Option<(Option<Ty>, Option<Ty>)>;

/// Shared state of one item's lowering.
pub struct Lowerer<'a> {
    pub text: &'a str,
    pub toks: &'a [Token],
    pub view: &'a ItemView<'a>,
    pub table: &'a SymbolTable,
    pub cfg: &'a Config,
    /// `a::b`: the namespace scope names are resolved from.
    pub scope: String,
    /// Where the item's block-scope declarations start (see
    /// `is_local_decl_start`), computed on first use: most items have
    /// no body to ask about.
    local_starts: std::cell::OnceCell<HashSet<u32>>,
    /// The `void` of each function's own `(void)` parameter list, which
    /// cudafe++ prints as `()` (a function type's stays); computed on
    /// first use (see `omits_void`).
    void_params: std::cell::OnceCell<HashSet<u32>>,
    /// A block-scope declaration's tokens are being printed: an array
    /// bound naming a variable the table does not know names a local.
    pub(crate) block_declaration: std::cell::Cell<bool>,
    /// A block declaration printed since this was last reset declared a
    /// variable-length array.
    pub(crate) variable_length: std::cell::Cell<bool>,
    /// The data members a block declaration's names can find (through
    /// `this`), set by the body printer around it.
    pub(crate) block_members: std::cell::RefCell<Vec<String>>,
    /// The `const` locals a template's block declaration's names can find
    /// whose values the instance computes (`const uint32_t n =
    /// 4096 / sizeof(T);`): constants in an array bound, of their types.
    pub(crate) block_constants: std::cell::RefCell<Vec<(String, NameInfo)>>,
    /// Attribute groups to drop from printed tokens (by first token index)
    /// and the index past each.
    skip_groups: Vec<(usize, usize, Option<String>)>,
    /// Kernel template instances named while printing (launches with
    /// template arguments).
    pub instances: std::cell::RefCell<Vec<stub::Instance>>,
    /// Kernels launched while printing.
    pub launched: std::cell::RefCell<Vec<String>>,
    /// Device and constant variables host code names (see
    /// `StubItem::host_refs`).
    pub host_refs: std::cell::RefCell<Vec<stub::HostRef>>,
    /// Kernels launched here (see `StubItem::launched_kernels`).
    pub launched_kernels: std::cell::RefCell<Vec<(String, bool)>>,
    /// Extended lambdas printed as wrappers.
    pub extended: std::cell::RefCell<Vec<lambda::ExtendedLambda>>,
    /// Type parameters of the templates met so far in this item: names
    /// that make a qualified name dependent wherever the item prints one
    /// (`typename ns::template box< T> ::type`).
    dependent: std::cell::RefCell<Vec<String>>,
    /// `__host__ __device__` constructors host code calls (see `temps`).
    pub temporaries: std::cell::RefCell<Vec<temps::KeyedTemporaries>>,
    /// Calls in device code that store arguments in temporaries: the
    /// function and how many (see `temps`).
    pub device_calls: std::cell::RefCell<Vec<(DeclIdx, u32)>>,
    /// Unqualified names of the functions the item's code calls, each
    /// with the function the call is in when that one's code exists only
    /// once it is called itself (see `LowerIl::called`).
    pub called: std::cell::RefCell<HashSet<(Option<String>, String)>>,
    /// See `LowerIl::template_member_temps`.
    pub template_member_temps: std::cell::RefCell<Vec<(String, u32)>>,
    /// See `LowerIl::member_uses`.
    pub member_uses: std::cell::RefCell<std::collections::BTreeMap<String, u32>>,
    /// Names of the classes, typedefs and enums the item declares itself
    /// (see `local_types`), computed on first use. (Owned names: a cell
    /// of borrowed ones would make the lowerer invariant in `'a`.)
    local_types: std::cell::OnceCell<HashSet<Box<str>>>,
    /// Enumerators of enumerations declared in function bodies.
    block_enumerators: HashSet<&'a str>,
    /// `is_type_name`'s answers: an expression asks about the same names
    /// again and again, and each answer is a symbol table lookup.
    type_names: std::cell::RefCell<rustc_hash::FxHashMap<Box<str>, bool>>,
    /// `global_name`'s answers: a body names the same globals again and
    /// again, and each answer resolves the name and its type's typedefs.
    global_names: std::cell::RefCell<rustc_hash::FxHashMap<Box<str>, NameInfo>>,
    /// `alias_ty`'s answers from the item's own scope: each one lexes the
    /// alias's target again.
    alias_tys: std::cell::RefCell<rustc_hash::FxHashMap<Box<str>, AliasTy>>,
    /// The symbol table's `directive_qualifier` (and `_of_scope`) answers
    /// from the item's scope: the token printer asks about every name a
    /// type is used by, and items name the same types again and again.
    /// (Index 1: a scope's.)
    directive_qualifiers: std::cell::RefCell<[rustc_hash::FxHashMap<Box<str>, Option<String>>; 2]>,
    /// `SymbolTable::directives_reach` of the item's scope, asked once.
    directives_reach: std::cell::OnceCell<bool>,
    /// `exec_space`'s answers: printing asks about the same functions
    /// (callees, members) again and again, and each answer resolves the
    /// name and spells the parameter types.
    exec_spaces: std::cell::RefCell<rustc_hash::FxHashMap<DeclIdx, u8>>,
    /// `mangled_function_name` per function: the module's name and the
    /// device code's temporaries both ask for a function's.
    pub(crate) mangled_names: std::cell::RefCell<rustc_hash::FxHashMap<DeclIdx, Option<String>>>,
    /// See `compute_dependent_typedefs`.
    dependent_typedefs: std::cell::OnceCell<Vec<String>>,
    /// The item's named declarations other than parameters, by where their
    /// names start (see `decl_in`).
    named_decls: std::cell::OnceCell<Vec<(u32, DeclIdx)>>,
    /// `decl_in`'s last question and answer: printing one declarator asks
    /// about its head again and again.
    last_decl_in: std::cell::Cell<Option<(Range, Option<DeclIdx>)>>,
    /// The item's declarations by where they start, in the item's order
    /// (see `decls_starting_at`).
    decls_by_start: std::cell::OnceCell<rustc_hash::FxHashMap<u32, Vec<DeclIdx>>>,
    group_ends: crate::lexer::GroupEnds,
    /// The names the item's functions give their parameters and locals:
    /// most scope qualifiers are none of them (see `hidden_by_local`).
    local_names: std::cell::OnceCell<HashSet<&'static str>>,
    /// `local_var_ty`'s answers by function and declaration: a body names
    /// its locals again and again, and each answer re-reads the
    /// declaration's tokens.
    local_var_tys: std::cell::RefCell<rustc_hash::FxHashMap<(DeclIdx, DeclIdx), Option<types::DeclTy>>>,
    /// Layouts of the classes the item's launches pass (by spelling,
    /// blanks and a leading `::` dropped): the stub sizes a kernel
    /// template's instance's parameters by them.
    pub passed_layouts: std::cell::RefCell<Vec<(String, (u64, u64))>>,
    /// Class templates whose specializations the item's launches pass
    /// where their arguments are not known yet (in a function template).
    pub passed_class_templates: std::cell::RefCell<Vec<stub::ClassTemplateLayout>>,
    /// Device variable template instances the code uses.
    pub var_instances: std::cell::RefCell<Vec<(String, Vec<String>)>>,
    /// Launches of kernel templates and calls of function templates in
    /// function templates (by function), in the bodies' order: argument
    /// types depending on the function's template parameters.
    pub templated_uses: std::cell::RefCell<Vec<TemplatedUse>>,
    /// Instances of function templates: calls and explicit
    /// instantiations.
    pub fn_uses: std::cell::RefCell<Vec<stub::FnUse>>,
    /// Capturing host-device lambdas in function templates (by function):
    /// a temporary per instance.
    pub templated_temporaries: std::cell::RefCell<Vec<DeclIdx>>,
    /// The kernel templates' shuffles of values whose type names their
    /// parameters (see `stub::FnTemplate::shuffles`).
    pub templated_shuffles: std::cell::RefCell<Vec<(DeclIdx, (String, types::DeclTy))>>,
    /// The device code places counted as temporaries, each once however
    /// often its body is printed: the function and the place's tokens
    /// (a call's arguments' starts, a loop's keyword).
    pub counted_sites: std::cell::RefCell<HashSet<(DeclIdx, Vec<usize>)>>,
}

/// Where the `void` of a function's own `(void)` parameter list is, for
/// the functions (not pointers to functions: their list follows a `)`)
/// the item declares.
fn void_params(text: &str, toks: &[Token], ast: &crate::parse::Ast) -> HashSet<u32> {
    let before = |at: u32| {
        let i = toks.partition_point(|t| t.start < at);
        i.checked_sub(2).and_then(|k| toks.get(k)).map(|t| (t.start, t.text(text)))
    };
    ast.decls
        .iter()
        .filter(|(_, d)| d.kind == DeclKind::Function)
        .filter_map(|(_, d)| {
            let f = d.func.as_ref()?;
            let at = f.void_param?;
            // The token before the list's `(`: the name, a template-id's
            // `>`, or any of an operator's.
            let (start, t) = before(at)?;
            (f.is_operator || start == d.name_span.start || t == ">" || t == ">>").then_some(at)
        })
        .collect()
}

impl<'a> Lowerer<'a> {
    fn new(view: &'a ItemView<'a>, table: &'a SymbolTable, cfg: &'a Config) -> Lowerer<'a> {
        let ast = &view.scan.ast;
        let scope = view.namespaces.iter().map(|n| n.as_str()).collect::<Vec<_>>().join("::");
        let (local_starts, void_params, local_types) = Default::default();
        let mut low = Lowerer { text: view.text, toks: &ast.tokens, view, table, cfg, scope, local_starts, void_params, skip_groups: Vec::new(), instances: Default::default(), launched: Default::default(), host_refs: Default::default(), launched_kernels: Default::default(), extended: Default::default(), dependent: Default::default(), temporaries: Default::default(), device_calls: Default::default(), called: Default::default(), template_member_temps: Default::default(), member_uses: Default::default(), local_types, type_names: Default::default(), global_names: Default::default(), alias_tys: Default::default(), directive_qualifiers: Default::default(), directives_reach: Default::default(), exec_spaces: Default::default(), mangled_names: Default::default(), dependent_typedefs: Default::default(), named_decls: Default::default(), last_decl_in: Default::default(), decls_by_start: Default::default(), group_ends: Default::default(), local_names: Default::default(), local_var_tys: Default::default(), passed_layouts: Default::default(), passed_class_templates: Default::default(), var_instances: Default::default(), templated_uses: Default::default(), fn_uses: Default::default(), templated_temporaries: Default::default(), templated_shuffles: Default::default(), counted_sites: Default::default(), block_enumerators: HashSet::default(), block_declaration: Default::default(), variable_length: Default::default(), block_members: Default::default(), block_constants: Default::default() };
        low.skip_groups = low.attribute_rewrites();
        let clauses = low.requires_clauses();
        if !clauses.is_empty() {
            low.skip_groups.extend(clauses);
            low.skip_groups.sort_by_key(|g| g.0);
        }
        low.block_enumerators = low.block_enumerators();
        low
    }

    pub fn tok(&self, i: usize) -> &'a str {
        self.toks.get(i).map(|t| t.text(self.text)).unwrap_or("")
    }

    /// `lexer::group_ends` of the item's tokens, computed on first use.
    pub fn group_ends(&self) -> &[usize] {
        self.group_ends.all(self.text, self.toks)
    }

    pub fn group_end(&self, open: usize) -> usize {
        self.group_ends.end(self.text, self.toks, open)
    }

    /// The tokens of `first..last` outside parentheses, brackets and
    /// braces (each group passed over whole), each with the depth of the
    /// angle brackets open after it (`>>` closing two): the walk the scans
    /// of template parameter and argument lists share.
    pub fn angle_walk(&self, first: usize, last: usize) -> impl Iterator<Item = (usize, i32)> + '_ {
        let mut k = first;
        let mut depth = 0i32;
        std::iter::from_fn(move || {
            while k < last && matches!(self.tok(k), "(" | "[" | "{") {
                k = self.group_end(k);
            }
            if k >= last {
                return None;
            }
            let at = k;
            depth += match self.tok(at) {
                "<" => 1,
                ">" => -1,
                ">>" => -2,
                _ => 0,
            };
            k += 1;
            Some((at, depth))
        })
    }

    pub fn is_local_decl_start(&self, at: u32) -> bool {
        let starts = self.local_starts.get_or_init(|| {
            let decls = self.view.scan.ast.decls.iter();
            decls.filter(|(_, d)| d.context == Context::Block && d.kind != DeclKind::Lambda).map(|(_, d)| d.span.start).collect()
        });
        starts.contains(&at)
    }

    /// The `void` at `at` is a function's own `(void)` parameter list
    /// (see `void_params`).
    pub(crate) fn omits_void(&self, at: u32) -> bool {
        self.void_params.get_or_init(|| void_params(self.text, self.toks, &self.view.scan.ast)).contains(&at)
    }

    /// Names of the classes, typedefs and enums the item declares itself,
    /// and of its alias declarations of classes (`using R =
    /// cub::BlockReduce<T, 256>;`, in a body too: `R(storage)` is then a
    /// cast).
    pub(crate) fn local_types(&self) -> &HashSet<Box<str>> {
        self.local_types.get_or_init(|| {
            let ast = &self.view.scan.ast;
            let mut local_types: HashSet<Box<str>> = ast.decls.iter().filter(|(_, d)| matches!(d.kind, DeclKind::Class | DeclKind::Typedef | DeclKind::Enum)).filter_map(|(_, d)| d.name.map(|n| n.as_str().into())).collect();
            let text = self.text;
            for (i, w) in self.toks.windows(4).enumerate() {
                let word = |k: usize| w[k].text(text);
                // (Kinds first: this looks at every token of the item.)
                if w[0].kind == TokKind::Ident && w[2].kind == TokKind::Punct && word(0) == "using" && w[1].kind == TokKind::Ident && word(2) == "=" && w[3].kind == TokKind::Ident && !BUILTIN_TYPE_WORDS.contains(&word(3)) {
                    let target = self.toks[i + 3..].iter().map(|t| t.text(text)).take_while(|t| *t != ";");
                    if !target.into_iter().any(|t| matches!(t, "*" | "&" | "&&" | "(")) {
                        local_types.insert(word(1).into());
                    }
                }
            }
            local_types
        })
    }

    fn index_at(&self, offset: u32) -> usize {
        self.toks.partition_point(|t| t.start < offset)
    }

    /// The token past declaration `d`'s declarator: its initializer's or
    /// default argument's `=`, or its end.
    fn declarator_end(&self, d: &Decl) -> usize {
        match d.init {
            Some(i) => self.index_at(i.start).saturating_sub(1),
            None => self.index_at(d.span.end),
        }
    }

    /// The name at token `name` stands in the parentheses of a pointer
    /// or reference declarator: `R (*name)(params)`, `T (*name)[N]`,
    /// `T (&name)[N]`.
    fn parenthesized_name(&self, name: usize) -> bool {
        matches!(self.tok(name.wrapping_sub(1)), "*" | "&" | "&&") && self.tok(name.wrapping_sub(2)) == "(" && self.tok(name + 1) == ")"
    }

    /// A parameter or local of a function body declares `name` in a block
    /// around token `at`: a type's scope qualifier of that name is printed
    /// from the global scope (`::cli::Menu m;` beside `cli::Cli cli;`).
    /// The whole block counts, before the declaration too: cudafe++ looks
    /// the qualifier up once the block is complete.
    pub fn hidden_by_local(&self, name: &str, at: usize) -> bool {
        let decls = &self.view.scan.ast.decls;
        let names = self.local_names.get_or_init(|| {
            decls.iter().filter(|(_, d)| matches!(d.context, Context::Block | Context::Parameter) && matches!(d.kind, DeclKind::Variable | DeclKind::Parameter | DeclKind::Function)).filter_map(|(_, d)| d.name.map(|n| n.as_str())).collect()
        });
        if !names.contains(name) {
            return false;
        }
        // (A parameter knows no function: the function lists it.)
        let function_body = |p: DeclIdx| decls.iter().find_map(|(_, f)| f.func.as_ref().filter(|f| f.params.contains(&p))?.body_span);
        decls.iter().filter(|(_, d)| d.name.is_some_and(|n| n.as_str() == name)).any(|(idx, d)| {
            let block = match (d.kind, d.context) {
                (DeclKind::Parameter, Context::Parameter) => function_body(idx).map(|b| (self.index_at(b.start), self.index_at(b.end))),
                // (`T x(f(y));` may have been read as a function's
                // declaration.)
                (DeclKind::Variable | DeclKind::Function, Context::Block) => self.enclosing_block(self.index_at(d.span.start)),
                _ => None,
            };
            block.is_some_and(|(open, close)| open < at && at < close)
        })
    }

    /// The type the typedef name `written` stands for through every
    /// typedef: a builtin type, or a class (a class template's
    /// specialization) named from the global scope; `None` when `written`
    /// names no typedef or the type is of another form (a pointer).
    pub fn typedef_expansion(&self, written: &str) -> Option<String> {
        const MAX_ALIASES: usize = 8;
        let mut text = written.trim().to_string();
        let mut scope = self.scope.clone();
        let mut expanded = false;
        for _ in 0..MAX_ALIASES {
            let absolute = text.starts_with("::");
            let bare = text.trim_global();
            if !bare.split_scopes().all(|p| !p.trim().is_empty() && p.trim().bytes().all(|b| b.is_ascii_alphanumeric() || b == b'_')) {
                break;
            }
            let parts: Vec<&str> = bare.split_scopes().map(str::trim).collect();
            let Some(alias) = self.table.resolve_alias_through(&parts, &scope, absolute) else { break };
            scope = crate::symbols::enclosing(&alias.qname).to_string();
            text = alias.target.trim().to_string();
            expanded = true;
        }
        if !expanded {
            return None;
        }
        if text.split_whitespace().all(|w| BUILTIN_TYPE_WORDS.contains(&w)) {
            return Some(text);
        }
        let (base, args) = text.split_at(text.find('<').unwrap_or(text.len()));
        if !args.is_empty() && !args.trim_end().ends_with('>') {
            return None;
        }
        let class = self.class_named_from(base.trim(), &scope)?;
        Some(template_id_spacing(&format!("{}{args}", class.qname)))
    }

    /// The braces of the innermost block around token `at`.
    fn enclosing_block(&self, at: usize) -> Option<(usize, usize)> {
        let mut depth = 0usize;
        let open = (0..at).rev().find(|&k| match self.tok(k) {
            "}" => {
                depth += 1;
                false
            }
            "{" if depth == 0 => true,
            "{" => {
                depth -= 1;
                false
            }
            _ => false,
        })?;
        Some((open, self.group_end(open)))
    }

    pub(super) fn decl(&self, idx: DeclIdx) -> &'a Decl {
        &self.view.scan.ast.decls[idx]
    }

    /// Every C++20 requires-clause of the item, printed as cudafe++ does:
    /// one after a template's parameter list as `requires(E) `, one after
    /// a function declarator as `requires (E)` (see `BodyEnv::constraint`
    /// for `E`). Only items that mention `requires` pay for the scan.
    fn requires_clauses(&self) -> Vec<(usize, usize, Option<String>)> {
        let mut found = Vec::new();
        if !mentions(self.text, "requires") {
            return found;
        }
        let mut k = 1;
        while k < self.toks.len() {
            if self.tok(k) != "requires" {
                k += 1;
                continue;
            }
            let leading = matches!(self.tok(k - 1), ">" | ">>");
            if !leading && !matches!(self.tok(k - 1), ")" | "const" | "volatile" | "&" | "noexcept") {
                k += 1;
                continue;
            }
            let end = self.clause_end(k + 1);
            let mut inner = Out::new();
            self.constraint_env().constraint(k + 1, end, &mut inner);
            let text = if leading { format!("requires({}) ", inner.tail()) } else { format!("requires ({})", inner.tail()) };
            found.push((k, end, Some(text)));
            k = end.max(k + 1);
        }
        found
    }

    /// A body environment for the item's constraints and enumerator
    /// initializers, knowing its templates' type parameters as types
    /// (`sizeof(T)`).
    pub(super) fn constraint_env(&self) -> body::BodyEnv<'_, 'a> {
        let mut env = body::BodyEnv::new(self);
        env.template_params = self.type_parameter_names();
        env
    }

    /// The names of the type parameters of the item's template headers
    /// (`typename T`, `class U`, a constrained `Small V`).
    fn type_parameter_names(&self) -> Vec<String> {
        let mut names = Vec::new();
        let mut k = 0;
        while k + 1 < self.toks.len() {
            if self.tok(k) != "template" || self.tok(k + 1) != "<" {
                k += 1;
                continue;
            }
            let close = self.angles_end(k + 1).saturating_sub(1);
            let mut from = k + 2;
            while from < close {
                let mut to = from;
                while to < close && self.tok(to) != "," {
                    to = if matches!(self.tok(to), "(" | "[" | "{") { self.group_end(to) } else { to + 1 };
                }
                let head = self.tok(from);
                let constrained = self.toks[from].kind == TokKind::Ident && !matches!(head, "typename" | "class" | "template") && !starts_type_word(head) && !self.is_type_name(head);
                let named = (from + 1..to).take_while(|&n| self.tok(n) != "=").filter(|&n| self.toks[n].kind == TokKind::Ident).last();
                if let Some(n) = named.filter(|_| matches!(head, "typename" | "class") || constrained) {
                    names.push(self.tok(n).to_string());
                }
                from = to + 1;
            }
            k = close + 1;
        }
        names
    }

    /// The end of a constraint expression starting at `i`: primaries
    /// joined by `&&` and `||`.
    fn clause_end(&self, mut i: usize) -> usize {
        loop {
            i = self.constraint_primary_end(i, 0);
            if !matches!(self.tok(i), "&&" | "||") {
                return i;
            }
            i += 1;
        }
    }

    /// The end of one primary of a constraint expression at `i`
    /// (parenthesized, a requires-expression, a negation, a template-id).
    fn constraint_primary_end(&self, mut i: usize, depth: usize) -> usize {
        let len = self.toks.len();
        match self.tok(i) {
            "(" => self.group_end(i),
            "requires" => {
                i += 1;
                if self.tok(i) == "(" {
                    i = self.group_end(i);
                }
                if self.tok(i) == "{" {
                    i = self.group_end(i);
                }
                i
            }
            "!" if depth < 64 => self.constraint_primary_end(i + 1, depth + 1),
            _ => {
                while i < len {
                    if self.tok(i) == "::" {
                        i += 1;
                    }
                    if i >= len || !matches!(self.toks[i].kind, TokKind::Ident | TokKind::Number) {
                        return i;
                    }
                    i += 1;
                    if self.tok(i) == "<" {
                        i = self.angles_end(i);
                    }
                    if self.tok(i) != "::" {
                        return i;
                    }
                }
                i.min(len)
            }
        }
    }

    /// Past the `>` closing the `<` at `open` (groups skipped, `>>`
    /// closing two).
    fn angles_end(&self, open: usize) -> usize {
        let mut depth = 0i32;
        let mut k = open;
        while k < self.toks.len() {
            match self.tok(k) {
                "(" | "[" | "{" => {
                    k = self.group_end(k);
                    continue;
                }
                "<" => depth += 1,
                ">" => depth -= 1,
                ">>" => depth -= 2,
                ";" | "}" | ")" => return k,
                _ => {}
            }
            k += 1;
            if depth <= 0 {
                return k;
            }
        }
        k
    }

    /// The printed requires-clause starting at token `i`, and its end.
    fn requires_clause_at(&self, i: usize) -> Option<(&str, usize)> {
        if self.tok(i) != "requires" {
            return None;
        }
        self.attribute_at(i).and_then(|(_, end, text)| Some((text.as_deref()?, *end)))
    }

    /// A trailing requires-clause among the tokens `from..to` (after a
    /// kernel's parameters), printed.
    fn trailing_requires(&self, from: usize, to: usize) -> Option<&str> {
        (from..to).find_map(|k| self.requires_clause_at(k)).map(|(t, _)| t)
    }

    /// `template <class T> concept C = E;`: the constraint printed as a
    /// requires-clause's is.
    fn concept_definition(&self, out: &mut Out) -> bool {
        let mut params = Vec::new();
        let mut o = Out::new();
        let i = self.template_headers(0, self.toks.len(), &mut o, &mut params);
        if i == 0 || self.tok(i) != "concept" || self.tok(i + 2) != "=" || self.tok(self.toks.len() - 1) != ";" {
            return false;
        }
        out.push(o.tail());
        out.push("concept ");
        out.push(self.tok(i + 1));
        out.push(" = ");
        self.constraint_env().constraint(i + 3, self.toks.len() - 1, out);
        out.push("; ");
        true
    }

    /// Every attribute specifier of the item: how the printed form spells
    /// it (`None`: dropped). CUDA attributes with an effect are dropped;
    /// GNU ones are kept as `__attribute((x))`, cudafe++'s spelling.
    fn attribute_rewrites(&self) -> Vec<(usize, usize, Option<String>)> {
        let ast = &self.view.scan.ast;
        let table = self.view.attrs;
        let mut out = Vec::new();
        for g in &ast.attrs {
            let first = self.index_at(g.span.start);
            let last = self.index_at(g.span.end);
            // (A group before several declarators is each one's: printed once.)
            let mut attrs: Vec<_> = self.view.scan.attrs.iter().filter(|(_, a)| a.group_span == g.span).collect();
            let mut seen = HashSet::default();
            attrs.retain(|(_, a)| seen.insert(a.name_span.start));
            if g.syntax == AttrSyntax::Cxx11 {
                out.push((first, last, self.cxx11_group(g, first, &attrs)));
                continue;
            }
            let mut kept = Vec::new();
            // Where the group's pass-through GNU attributes are gathered.
            let mut gnu_at: Option<usize> = None;
            for (idx, a) in &attrs {
                let resolved = self.view.lookup.resolved.get(*idx).copied();
                let row = resolved.and_then(|r| r.row).map(|r| table.row(r));
                let optimization = row.is_some_and(|r| r.category == cufe_tables::Category::Optimization);
                if optimization {
                    // Inlining hints reach the host compiler as GNU
                    // attributes; `__nv_pure__` as `pure`.
                    match crate::lookup::strip_underscores(a.name.as_str()) {
                        n @ ("noinline" | "always_inline") => kept.push(format!("__attribute(({n}))")),
                        "nv_pure" | "pure" => kept.push("__attribute((pure))".to_string()),
                        _ => {}
                    }
                    continue;
                }
                let cuda = row.is_some_and(|r| r.kind.is_some() || r.category != cufe_tables::Category::PassThrough);
                let owner_kind = self.decl(a.owner).kind;
                if cuda {
                    let name = a.name.as_str();
                    let member_variable = owner_kind == DeclKind::Variable && self.decl(a.owner).context == Context::Class;
                    let misplaced = match name {
                        "host" | "device" | "global" => !matches!(owner_kind, DeclKind::Function | DeclKind::Lambda) || name == "device" && member_variable,
                        // A memory space on a data member, a function, a
                        // typedef or a parameter applies to nothing and is
                        // kept as written.
                        "managed" | "shared" | "constant" => member_variable || owner_kind != DeclKind::Variable,
                        "grid_constant" => owner_kind != DeclKind::Parameter,
                        _ => false,
                    };
                    let misplaced = misplaced && !(name == "device" && owner_kind == DeclKind::Variable && self.decl(a.owner).context != Context::Class);
                    if misplaced {
                        kept.push(format!("__attribute(({name}))"));
                    } else if let Some(text) = self.ignored_launch_attribute(a, owner_kind) {
                        kept.push(text);
                    }
                    continue;
                }
                let name_text = self.text.get(a.name_span.start as usize..a.name_span.end as usize).unwrap_or(a.name.as_str());
                let args = a.args.as_ref().map(|x| {
                    let mut o = Out::new();
                    self.raw_tokens(Range { first: x.first as usize, last: x.last as usize }, &mut o);
                    format!("({})", o.tail())
                });
                let _ = name_text;
                match g.syntax {
                    AttrSyntax::Gnu | AttrSyntax::Keyword => {
                        let name = match a.name.as_str() {
                            "always_inline" | "noinline" | "pure" | "unused" | "aligned" | "packed" | "deprecated" | "visibility" | "used" | "noreturn" | "const" | "cold" | "hot" | "weak" | "format" | "nonnull" | "warn_unused_result" | "section" | "constructor" | "destructor" => a.name.as_str().to_string(),
                            _ => name_text.to_string(),
                        };
                        // One group prints as one (`__attribute((used, cold))`).
                        let entry = format!("{name}{}", args.unwrap_or_default());
                        match gnu_at {
                            Some(k) => {
                                let group: &mut String = &mut kept[k];
                                group.truncate(group.len() - 2);
                                group.push_str(", ");
                                group.push_str(&entry);
                                group.push_str("))");
                            }
                            None => {
                                gnu_at = Some(kept.len());
                                kept.push(format!("__attribute(({entry}))"));
                            }
                        }
                    }
                    _ => {
                        let mut o = Out::new();
                        self.raw_tokens(Range { first, last }, &mut o);
                        kept.push(o.tail().to_string());
                        break;
                    }
                }
            }
            if attrs.is_empty() {
                continue;
            }
            // cudafe++ cuts a GNU group whose last entry it removes (a CUDA
            // attribute) after the last entry it keeps: the `))` and the
            // space after them are lost (`__attribute((unusedstatic int v;`).
            let last_removed = attrs.last().is_some_and(|(idx, _)| {
                let row = self.view.lookup.resolved.get(*idx).copied().and_then(|r| r.row).map(|r| table.row(r));
                row.is_some_and(|r| r.kind.is_some() || r.category != cufe_tables::Category::PassThrough)
            });
            if let Some(k) = gnu_at.filter(|&k| last_removed && k + 1 == kept.len()) {
                let group = &mut kept[k];
                group.truncate(group.len() - 2);
                group.push(GLUED);
            }
            let text = if kept.is_empty() { None } else { Some(kept.join(" ")) };
            out.push((first, last, text));
        }
        out.extend(self.top_level_volatile_params().map(|k| (k, k + 1, None)));
        out.sort_by_key(|g| g.0);
        out
    }

    /// A `[[...]]` group as cudafe++ prints it again from its attributes:
    /// the CUDA ones left out, `noinline` by its own name
    /// (`gnu::__noinline__` is `gnu::noinline`), the others as written,
    /// a `using` prefix as `using gnu:`. `[[` goes with the first entry
    /// printed (a `using` prefix is printed first in any case) and `]]`
    /// with the last attribute: one left out there cuts the group short
    /// (`[[gnu::noinline` glued to what follows). After a declarator's
    /// name no space follows it (`int f [[gnu::cold]](int x)`).
    fn cxx11_group(&self, g: &crate::parse::AttrGroup, first: usize, attrs: &[(crate::il::AttrIdx, &crate::il::RawAttr)]) -> Option<String> {
        let table = self.view.attrs;
        let using = (first..first + 3).find(|&k| self.tok(k) == "using");
        let mut text = match using {
            Some(k) => format!("[[using {}:", self.tok(k + 1)),
            None => String::new(),
        };
        let mut entries = 0;
        let mut last_removed = false;
        for (idx, a) in attrs {
            let row = self.view.lookup.resolved.get(*idx).copied().and_then(|r| r.row).map(|r| table.row(r));
            let name = crate::lookup::strip_underscores(a.name.as_str());
            let optimization = row.is_some_and(|r| r.category == cufe_tables::Category::Optimization);
            let cuda = row.is_some_and(|r| r.kind.is_some() || r.category != cufe_tables::Category::PassThrough);
            last_removed = cuda && !optimization;
            if last_removed {
                continue;
            }
            // (The written name in cudafe++'s spacing: `gnu :: cold` is
            // `gnu::cold`.)
            let mut written = Out::new();
            self.raw_tokens(Range { first: self.index_at(a.name_span.start), last: self.index_at(a.name_span.end) }, &mut written);
            let spelled = if name == "noinline" { name } else { written.tail() };
            let args = a.args.as_ref().map(|x| {
                let mut o = Out::new();
                self.raw_tokens(Range { first: x.first as usize, last: x.last as usize }, &mut o);
                format!("({})", o.tail())
            });
            text.push_str(match (entries, using) {
                (0, None) => "[[",
                (0, Some(_)) => "",
                _ => ", ",
            });
            if let (Some(ns), None, false) = (a.namespace, using, spelled.has_scope()) {
                text.push_str(ns.as_str());
                text.push_str("::");
            }
            text.push_str(spelled);
            text.push_str(&args.unwrap_or_default());
            entries += 1;
        }
        if text.is_empty() {
            // (Left out after a declarator's name, it takes the space
            // before the parameters along: `int f(int x)`.)
            return (g.position == crate::parse::AttrPos::Declarator).then(|| GLUED_EMPTY.to_string());
        }
        if !last_removed {
            text.push_str("]]");
        }
        if last_removed || g.position == crate::parse::AttrPos::Declarator {
            text.push(GLUED);
        }
        Some(text)
    }

    /// A launch attribute (`__launch_bounds__`, `__maxnreg__`,
    /// `__cluster_dims__`) on a variable, typedef, parameter, class or
    /// enumeration: cudafe++ warns that it does not apply there (#1835)
    /// and hands it to the host compiler as written, arguments and all
    /// (`__attribute((launch_bounds(128, 2))) static int v;`, `struct
    /// __attribute((maxnreg(32))) S`).
    fn ignored_launch_attribute(&self, a: &crate::il::RawAttr, owner_kind: DeclKind) -> Option<String> {
        let name = a.name.as_str();
        if !matches!(name, "launch_bounds" | "maxnreg" | "cluster_dims") || !matches!(owner_kind, DeclKind::Variable | DeclKind::Typedef | DeclKind::Parameter | DeclKind::Class | DeclKind::Enum) {
            return None;
        }
        let args = a.args.as_ref().map(|x| {
            let mut o = Out::new();
            self.raw_tokens(Range { first: x.first as usize, last: x.last as usize }, &mut o);
            format!("({})", o.tail())
        });
        Some(format!("__attribute(({name}{}))", args.unwrap_or_default()))
    }

    /// The `volatile` tokens that qualify function parameters themselves
    /// (`volatile float v`, `int *volatile p`): a parameter's type drops
    /// them, and cudafe++'s host output with it. (Not what a pointer or
    /// reference refers to: `volatile int *p` keeps it.)
    fn top_level_volatile_params(&self) -> impl Iterator<Item = usize> + '_ {
        let decls = &self.view.scan.ast.decls;
        decls.iter().filter(|(_, d)| d.kind == DeclKind::Parameter && d.context == Context::Parameter).flat_map(move |(_, d)| {
            let first = self.index_at(d.span.start);
            let end = if d.name.is_some() { self.index_at(d.name_span.start) } else { self.index_at(d.span.end) };
            let end = (first..end).find(|&k| self.tok(k) == "=").unwrap_or(end).max(first);
            let toks = first..end;
            let compound = toks.clone().any(|k| matches!(self.tok(k), "&" | "&&" | "[" | "(" | "<"));
            let after = toks.clone().filter(|&k| self.tok(k) == "*").last().map_or(first, |k| k + 1);
            toks.filter(move |&k| !compound && k >= after && self.tok(k) == "volatile")
        })
    }

    /// The attribute specifier starting at token `i`, if any.
    fn attribute_at(&self, i: usize) -> Option<&(usize, usize, Option<String>)> {
        self.skip_groups.binary_search_by_key(&i, |g| g.0).ok().map(|k| &self.skip_groups[k])
    }

    /// Tokens in cudafe++'s spacing, without rewriting.
    pub fn raw_tokens(&self, r: Range, out: &mut Out) {
        let env = GlobalEnv { low: self };
        let p = emit::Printer::new(self.text, self.toks, &env);
        p.tokens(r, out);
    }

    /// Declaration tokens: attributes rewritten or dropped, `__inline__`
    /// spelled `inline`.
    pub fn decl_tokens(&self, r: Range, out: &mut Out) {
        self.decl_tokens_with(r, out, 0);
    }

    /// Specifier tokens whose attributes were already moved to the front.
    pub fn spec_tokens(&self, r: Range, out: &mut Out) {
        self.decl_tokens_with(r, out, usize::MAX);
    }

    /// Declaration tokens whose attributes before token `moved` were
    /// already moved to the front; those after it (after a declarator's
    /// name) stay in place.
    pub fn decl_tokens_after(&self, r: Range, moved: usize, out: &mut Out) {
        self.decl_tokens_with(r, out, moved);
    }

    fn decl_tokens_with(&self, r: Range, out: &mut Out, moved: usize) {
        let mut i = r.first;
        let mut run = i;
        // What follows a group cut short comes right after it.
        let mut glued = false;
        while i < r.last {
            if let Some(&(first, last, ref text)) = self.attribute_at(i) {
                if run < first {
                    self.raw_run_after(Range { first: run, last: first }, out, glued);
                    glued = false;
                }
                if let Some(t) = text.as_ref().filter(|_| first >= moved) {
                    if t.as_str() != GLUED_EMPTY && !out.tail().is_empty() && !out.tail().ends_with(' ') && !out.tail().ends_with('(') {
                        out.push(" ");
                    }
                    glued = t.ends_with(GLUED);
                    // (Nothing follows the last: no space before the `;`.)
                    if last >= r.last {
                        out.push(t.strip_suffix(GLUED).unwrap_or(t));
                    } else {
                        push_attribute_text(out, t);
                    }
                }
                i = last.max(first + 1);
                run = i;
                continue;
            }
            i += 1;
        }
        if run < r.last {
            self.raw_run_after(Range { first: run, last: r.last }, out, glued);
        }
    }

    /// `raw_run`, or right after a group cut short when `glued`.
    fn raw_run_after(&self, r: Range, out: &mut Out, glued: bool) {
        if glued {
            Out::scratch(|o| {
                self.raw_run(r, o);
                out.push(o.tail());
            });
        } else {
            self.raw_run(r, out);
        }
    }

    fn raw_run(&self, r: Range, out: &mut Out) {
        Out::scratch(|o| {
            self.raw_tokens(r, o);
            let t: std::borrow::Cow<'_, str> = if mentions(o.tail(), "__inline") { o.tail().replace("__inline__", "inline").replace("__inline ", "inline ").into() } else { o.tail().into() };
            if !out.tail().is_empty() && !out.tail().ends_with(' ') && !out.tail().ends_with('(') && !t.starts_with([')', ',', ';', '[']) && !out.tail().ends_with('<') && !out.tail().ends_with("::") {
                out.push(" ");
            }
            out.push(&t);
        });
    }

    /// Splits a simple declaration `first..last` into declarators.
    pub fn declarator_parts(&self, first: usize, last: usize) -> Vec<Part> {
        let mut parts = Vec::new();
        let mut start = first;
        let mut init: Option<(usize, InitKind)> = None;
        let mut i = first;
        let mut angle = 0i32;
        while i < last {
            let t = self.tok(i);
            match t {
                "(" | "[" | "{" => {
                    if init.is_none() && i > first {
                        if t == "{" {
                            init = Some((i, InitKind::Braces));
                        } else if t == "(" && self.paren_is_init(start, i) {
                            init = Some((i, InitKind::Parens));
                        }
                    }
                    i = self.group_end(i);
                    // A template lambda's parameters (`[&]<int A, int B>()`).
                    if t == "[" && init.is_some() && self.tok(i) == "<" {
                        i = crate::lexer::template_args_end(self.text, self.toks, i).unwrap_or(i);
                    }
                    continue;
                }
                "<" if init.is_none() && i > first && self.toks[i - 1].kind == TokKind::Ident => angle += 1,
                // In an initializer, template arguments the parser also
                // stepped over (`= is_same<T, U>::value`).
                "<" if init.is_some() && self.toks[i - 1].kind == TokKind::Ident => {
                    if let Some(end) = crate::lexer::template_args_end_in_initializer(self.text, self.toks, i) {
                        i = end;
                        continue;
                    }
                }
                ">" if angle > 0 => angle -= 1,
                ">>" if angle > 0 => angle = (angle - 2).max(0),
                "=" if init.is_none() && angle == 0 => init = Some((i, InitKind::Equals)),
                "," if angle == 0 => {
                    parts.push(Part { first: start, last: i, init });
                    start = i + 1;
                    init = None;
                }
                _ => {}
            }
            i += 1;
        }
        parts.push(Part { first: start, last, init });
        parts
    }

    /// `T x(args)`: the parenthesis at `open` is an initializer (the AST
    /// recorded one there), not a declarator's.
    fn paren_is_init(&self, _start: usize, open: usize) -> bool {
        let at = self.toks[open].start;
        self.view.scan.ast.decls.iter().any(|(_, d)| d.init.is_some_and(|s| s.start == at) && d.kind == DeclKind::Variable)
    }

    /// The name a declarator declares.
    pub fn declared_name(&self, head: Range) -> Option<String> {
        self.declared_in_head(head)?.name.map(|n| n.as_str().to_string())
    }

    /// The declaration whose name the declarator tokens `head` hold.
    fn declared_in_head(&self, head: Range) -> Option<&'a Decl> {
        self.decl_in(head).map(|i| &self.view.scan.ast.decls[i])
    }

    /// Where the first declarator of the local declaration starting at
    /// token `i` starts (its pointer operators included); `None` for
    /// anything else.
    pub fn first_declarator_at(&self, i: usize) -> Option<u32> {
        let at = self.toks.get(i)?.start;
        if !self.is_local_decl_start(at) {
            return None;
        }
        let (idx, d) = self.decls_starting_at(at).find(|(_, d)| d.kind == DeclKind::Variable && d.name.is_some())?;
        let type_end = self.index_at(d.type_span.end);
        // (A class defined in the specifiers starts the statement where
        // it is written: `struct {` ... `} s[2], *p;`; but a `__shared__`
        // one's `static` prefix comes first, at the declarator.)
        let shared = self.view.apply.entities.get(idx).is_some_and(|e| e.memory_space & mem::SHARED != 0);
        if (i..type_end).any(|k| self.tok(k) == "{") && !shared {
            return None;
        }
        let mut k = self.index_at(d.name_span.start);
        while k > type_end && matches!(self.tok(k - 1), "*" | "&" | "&&" | "const" | "volatile" | "__restrict__" | "__restrict") {
            k -= 1;
        }
        self.toks.get(k).map(|t| t.start)
    }

    /// The token of the name `head` declares.
    fn declared_name_tok(&self, head: Range) -> Option<usize> {
        Some(self.index_at(self.declared_in_head(head)?.name_span.start))
    }

    /// A `__managed__` local (in device code): the token of its name. The
    /// host sees it as a pointer to the managed memory: `static int *m =
    /// 0;`, every use through the runtime's check.
    pub fn managed_local_name(&self, head: Range) -> Option<usize> {
        let idx = self.decl_in(head)?;
        let managed = self.view.apply.entities.get(idx).is_some_and(|e| e.ext_memory_space & mem::EXT_MANAGED != 0);
        managed.then(|| self.declared_name_tok(head)).flatten()
    }

    /// A `__shared__` local: `local_prefix` prints its alignment first and
    /// its other attributes are dropped.
    pub fn is_shared_local(&self, head: Range) -> bool {
        self.decl_in(head).and_then(|idx| self.view.apply.entities.get(idx)).is_some_and(|e| e.memory_space & mem::SHARED != 0)
    }

    /// Element type of a pointer or array declarator.
    pub fn elem_type(&self, head: Range) -> Option<Ty> {
        let toks = &self.toks[head.first.min(self.toks.len())..head.last.min(self.toks.len())];
        let cut = toks.iter().position(|t| matches!(t.text(self.text), "*" | "["))?;
        // An array of pointers (`int *t[4]`) or a pointer to pointers has
        // pointer elements.
        // (The stars before the extents: `[2 * 9]` multiplies.)
        let extent = toks.iter().position(|t| t.text(self.text) == "[");
        let stars = toks[..extent.unwrap_or(toks.len())].iter().filter(|t| t.text(self.text) == "*").count();
        if stars >= 2 || stars == 1 && extent.is_some() {
            return Some(Ty::Pointer);
        }
        let t = self.tokens_ty(&toks[..cut]);
        Some(t).filter(|t| *t != Ty::Unknown)
    }

    /// The CUDA prefix of a local declaration (`__shared__` → static);
    /// returns where the ordinary tokens start.
    pub fn local_prefix(&self, head: Range, first_part: bool, out: &mut Out) -> usize {
        if !first_part {
            return head.first;
        }
        let Some(idx) = self.decl_in(head) else { return head.first };
        let Some(e) = self.view.apply.entities.get(idx) else { return head.first };
        let has = |w: &str| self.toks[head.first..head.last].iter().any(|t| t.text(self.text) == w);
        if self.decl(idx).kind == DeclKind::Function {
            if e.exec_space & exec::GLOBAL_BIT != 0 {
                out.push("__attribute__((visibility(\"hidden\"))) ");
            } else if e.exec_space & exec::DEVICE_BIT != 0 && e.exec_space & exec::HOST_BIT == 0 {
                out.push("__attribute__((unused)) ");
            }
            return head.first;
        }
        if e.memory_space & mem::SHARED != 0 {
            let start = self.leading_alignment(head, out);
            out.push("__attribute__((unused)) ");
            // With separate compilation it is printed as written: no
            // `static` added, an `extern` kept.
            if self.cfg.rdc {
                return start;
            }
            // An `extern __shared__` object of a complete type is defined
            // here: EDG prints it `static` (`extern __shared__ float s[4];`
            // is `static float s[4];`); an array of unknown bound stays
            // `extern`.
            let unknown_bound = (head.first..head.last).any(|k| self.tok(k) == "[" && self.tok(k + 1) == "]");
            if self.tok(start) == "extern" && !unknown_bound {
                out.push("static ");
                return start + 1;
            }
            if !has("static") && !has("extern") {
                out.push("static ");
            }
            return start;
        } else if e.memory_space & (mem::DEVICE | mem::CONSTANT) != 0 || e.ext_memory_space & mem::EXT_MANAGED != 0 {
            // (A block-scope `extern __device__ int x;` is printed `static`
            // too; with separate compilation it names another unit's
            // variable: hidden and `extern`, as at namespace scope.)
            if self.tok(head.first) == "extern" && self.cfg.rdc {
                out.push("__attribute__((visibility(\"hidden\"))) ");
                return head.first;
            }
            if self.tok(head.first) == "extern" {
                out.push("static ");
                return head.first + 1;
            }
            if !has("static") && !has("extern") {
                out.push("static ");
            }
        }
        head.first
    }

    /// The alignment specifiers (`alignas(16)`, `__align__(8)`) among the
    /// attributes that open a `__shared__` local's declaration: cudafe++
    /// prints them first, before the `static` it adds
    /// (`alignas(16) __attribute__((unused)) static float a[4];`). Prints
    /// them and returns where the rest starts; only when nothing but
    /// attributes cudafe++ drops stands among them.
    fn leading_alignment(&self, head: Range, out: &mut Out) -> usize {
        let mut i = head.first;
        let mut groups = Vec::new();
        while i < head.last {
            if let Some(&(first, last, ref text)) = self.attribute_at(i) {
                match text {
                    Some(t) if t.contains("aligned") || t.starts_with("alignas") => groups.push(Err(t.clone())),
                    Some(_) => break,
                    None => {}
                }
                i = last.max(first + 1);
            } else if self.tok(i) == "alignas" && self.tok(i + 1) == "(" {
                let close = self.group_end(i + 1);
                groups.push(Ok(Range { first: i, last: close }));
                i = close;
            } else {
                break;
            }
        }
        // An alignment attribute after the type (`unsigned char
        // __align__(8) buf[...]`) is printed first too; the specifiers are
        // then printed without their attributes (see `BodyEnv::decl_body`).
        let start = i;
        let name = self.declared_name_tok(head).unwrap_or(head.last);
        let mut k = i;
        while k < name {
            match self.attribute_at(k) {
                Some(&(first, last, Some(ref t))) if t.contains("aligned") => {
                    groups.push(Err(t.clone()));
                    k = last.max(first + 1);
                }
                Some(&(first, last, _)) => k = last.max(first + 1),
                None => k += 1,
            }
        }
        let i = start;
        if groups.is_empty() {
            return head.first;
        }
        for g in groups {
            match g {
                Ok(r) => {
                    let mut o = Out::new();
                    self.raw_tokens(r, &mut o);
                    out.push(o.tail());
                }
                Err(text) => {
                    push_attribute_text(out, &text);
                    continue;
                }
            }
            out.push(" ");
        }
        i
    }

    /// A local CUDA variable (`__shared__`, `__constant__`, `__device__`)
    /// loses its initializer in the host translation.
    pub fn drops_initializer(&self, head: Range) -> bool {
        self.decl_in(head).and_then(|i| self.view.apply.entities.get(i)).is_some_and(|e| e.memory_space & (mem::SHARED | mem::DEVICE | mem::CONSTANT) != 0)
    }

    /// The declarator `head` declares a `char *` exactly (specifiers
    /// aside: `static char *p`), not `const char *`.
    pub fn declared_char_pointer(&self, head: Range) -> bool {
        self.decl_in(head).is_some_and(|d| crate::symbols::declared_char_pointer(self.text, self.toks, self.decl(d)))
    }

    /// A local class, struct, union or enum definition at `i`.
    pub fn local_class_at(&self, i: usize) -> Option<DeclIdx> {
        let at = self.toks.get(i)?.start;
        self.decls_starting_at(at).find(|(_, d)| matches!(d.kind, DeclKind::Class | DeclKind::Enum) && d.context == Context::Block).map(|(i, _)| i)
    }

    /// The declarations starting at byte `at`, in the item's order. Bodies
    /// ask at every statement: a scan of all the item's declarations each
    /// time was quadratic in a body of many locals.
    pub(crate) fn decls_starting_at(&self, at: u32) -> impl Iterator<Item = (DeclIdx, &'a Decl)> + '_ {
        let decls = &self.view.scan.ast.decls;
        let by_start = self.decls_by_start.get_or_init(|| {
            let mut by_start: rustc_hash::FxHashMap<u32, Vec<DeclIdx>> = rustc_hash::FxHashMap::default();
            for (i, d) in decls.iter() {
                by_start.entry(d.span.start).or_default().push(i);
            }
            by_start
        });
        by_start.get(&at).into_iter().flatten().map(move |&i| (i, &decls[i]))
    }

    /// A local class defined after attributes (`__shared__ union { ... }
    /// t;`): where its key is, the class, and the variable it declares.
    pub fn attributed_local_class(&self, i: usize, end: usize) -> Option<(usize, DeclIdx, Option<DeclIdx>)> {
        let mut k = i;
        while let Some(&(first, last, _)) = self.attribute_at(k).filter(|_| k < end) {
            k = last.max(first + 1);
        }
        if k == i || !matches!(self.tok(k), "struct" | "class" | "union") {
            return None;
        }
        let class = self.local_class_at(k)?;
        let class_end = self.decl(class).span.end;
        let var = self.view.scan.ast.decls.iter().filter(|(_, d)| d.kind == DeclKind::Variable && d.context == Context::Block && d.name.is_some() && d.name_span.start >= class_end).min_by_key(|(_, d)| d.name_span.start).map(|(v, _)| v);
        Some((k, class, var))
    }

    /// `__attribute__((unused)) static` for a `__shared__` variable: what
    /// its memory space makes of a local's declaration.
    pub fn shared_local_prefix(&self, var: Option<DeclIdx>, out: &mut Out) {
        if var.and_then(|v| self.view.apply.entities.get(v)).is_some_and(|e| e.memory_space & mem::SHARED != 0) {
            out.push("__attribute__((unused)) static ");
        }
    }

    /// Prints a local class definition `first..last` (its `;` included).
    pub fn local_class(&self, idx: DeclIdx, first: usize, last: usize, out: &mut Out) {
        self.class_like(first, last, idx, out);
    }

    fn decl_in(&self, head: Range) -> Option<DeclIdx> {
        if let Some((_, answer)) = self.last_decl_in.get().filter(|(asked, _)| *asked == head) {
            return answer;
        }
        let answer = self.decl_in_uncached(head);
        self.last_decl_in.set(Some((head, answer)));
        answer
    }

    fn decl_in_uncached(&self, head: Range) -> Option<DeclIdx> {
        let (s, e) = (self.toks.get(head.first)?.start, self.toks.get(head.last.saturating_sub(1))?.end());
        // The first in the item's order whose name lies in the head,
        // found among those starting there (a scan of all the item's
        // declarations per declaration was quadratic in a body of many
        // locals).
        let named = self.named_decls.get_or_init(|| {
            let decls = &self.view.scan.ast.decls;
            let mut named: Vec<(u32, DeclIdx)> = decls.iter().filter(|(_, d)| d.name.is_some() && d.kind != DeclKind::Parameter).map(|(i, d)| (d.name_span.start, i)).collect();
            named.sort_by_key(|&(start, i)| (start, i.into_raw().into_u32()));
            named
        });
        let from = named.partition_point(|&(start, _)| start < s);
        let decls = &self.view.scan.ast.decls;
        named[from..].iter().take_while(|&&(start, _)| start < e).map(|&(_, i)| i).filter(|&i| decls[i].name_span.end <= e).min_by_key(|i| i.into_raw().into_u32())
    }


    /// See `emit::Env::canonical_template_args`: a list inside a template
    /// definition, of a class template with integral value parameters,
    /// naming none of the enclosing templates' parameters.
    /// `name` is a class template whose first parameter is a pack (see
    /// `emit::Env::pack_first_class_template`).
    pub fn pack_first_class_template(&self, name: &str) -> bool {
        let parts: Vec<&str> = name.trim_global().split_scopes().collect();
        let found = self.table.resolve(&parts, &self.scope, name.starts_with("::"));
        found.into_iter().find(|s| s.kind == EntityKind::Type && !s.detail.tparam_sigs.is_empty()).and_then(|s| s.detail.tparam_sigs.first()).is_some_and(|p| p.is_pack)
    }

    pub fn canonical_template_args(&self, template: &str, args: &[(usize, usize)]) -> Option<Vec<Option<String>>> {
        self.canonical_template_args_with(template, args, &|_| None)
    }

    /// `canonical_template_args`, with the values of the constants local
    /// to a function body (which shadow the unit's).
    pub fn canonical_template_args_with(&self, template: &str, args: &[(usize, usize)], locals: &dyn Fn(&str) -> Option<i128>) -> Option<Vec<Option<String>>> {
        let parts: Vec<&str> = template.trim_global().split_scopes().collect();
        let class = self.table.resolve(&parts, &self.scope, template.starts_with("::")).into_iter().find(|s| s.kind == EntityKind::Type && !s.detail.tparam_sigs.is_empty())?;
        if args.len() > class.detail.tparam_sigs.len() || !class.detail.tparam_sigs.iter().any(|sig| sig.value_ty.as_deref().and_then(integer_suffix).is_some()) {
            return None;
        }
        let at = self.toks.get(args.first()?.0)?.start;
        // The templates whose declaration or body holds the list.
        let holds = |d: &Decl| d.span.start <= at && at < d.span.end.max(d.func.as_ref().and_then(|f| f.body_span).map_or(0, |b| b.end));
        let templates: Vec<&crate::parse::TemplateInfo> = self.view.scan.ast.decls.iter().filter(|(_, d)| holds(d)).filter_map(|(_, d)| d.template.as_deref()).collect();
        if templates.is_empty() {
            return None;
        }
        let enclosing: Vec<&str> = templates.iter().flat_map(|t| t.params.iter().filter_map(|p| p.name.map(|n| n.as_str()))).collect();
        // The classes around the list, innermost first: their static
        // constants are named unqualified in it (`Scan<int, kM>`). Found
        // when an argument names something, not for every list.
        let classes = std::cell::OnceCell::new();
        let enclosing_classes = || {
            classes.get_or_init(|| {
                let mut found: Vec<(u32, String)> = self.view.scan.ast.decls.iter().filter(|(_, d)| d.kind == DeclKind::Class && holds(d)).filter_map(|(i, d)| Some((d.span.start, self.class_qname(i)?))).collect();
                found.sort_by_key(|c| std::cmp::Reverse(c.0));
                found
            })
        };
        let value = |name: &str| {
            locals(name)
                .or_else(|| enclosing_classes().iter().find_map(|(_, c)| self.constant_named(name, c, 0)))
                .or_else(|| self.constant_named(name, &self.scope, 0))
                .or_else(|| self.enumerator_value(name))
        };
        let shown = args
            .iter()
            .zip(&class.detail.tparam_sigs)
            .map(|(&(a, b), sig)| {
                let suffix = integer_suffix(sig.value_ty.as_deref()?)?;
                let toks = self.toks.get(a..b)?;
                // An argument naming the templates' parameters is bound per instance.
                if toks.iter().any(|t| t.kind == TokKind::Ident && enclosing.contains(&t.text(self.text))) {
                    return None;
                }
                let v = crate::eval::eval_int_with(self.text, toks, &value)?;
                match suffix {
                    "bool" => Some((if v != 0 { "true" } else { "false" }).to_string()),
                    "char" => u8::try_from(v).ok().filter(|c| c.is_ascii_graphic() && !matches!(c, b'\'' | b'\\') || *c == b' ').map(|c| format!("'{}'", c as char)),
                    s => Some(format!("{v}{s}")),
                }
            })
            .collect();
        Some(shown)
    }

    /// The declarator `head` declares a variable of static storage
    /// duration: at namespace scope, a class's static member, a `static`
    /// or `extern` local.
    pub fn has_static_storage(&self, head: Range) -> bool {
        self.decl_in(head).map(|d| self.decl(d)).is_some_and(|d| {
            matches!(d.context, crate::parse::Context::Namespace) || d.specs.has(crate::parse::Specs::STATIC) || d.specs.has(crate::parse::Specs::EXTERN)
        })
    }

    // ---- names of the translation unit --------------------------------

    pub fn global_name(&self, text: &str) -> NameInfo {
        if !self.table.knows(last_component(text)) {
            return NameInfo::default();
        }
        remembered(&self.global_names, text, || self.resolve_global_name(text))
    }

    fn resolve_global_name(&self, text: &str) -> NameInfo {
        let absolute = text.starts_with("::");
        let t = text.trim_global();
        let base = t.split('<').next().unwrap_or(t).trim();
        let parts: Vec<&str> = base.split_scopes().map(str::trim).collect();
        let mut found = self.table.resolve(&parts, &self.scope, absolute);
        // A variable a using-declaration brings in (`using b::x;`).
        if !found.iter().any(|s| s.kind == EntityKind::Variable) && !self.table.usings.is_empty() {
            found = self.table.resolve_functions(&parts, &self.scope, absolute);
        }
        let mut info = NameInfo::default();
        if !found.iter().any(|s| s.kind == EntityKind::Variable) {
            return self.specialization_member(t, absolute);
        }
        if let Some(s) = found.iter().find(|s| s.kind == EntityKind::Variable) {
            info.managed = s.ext_memory_space & mem::EXT_MANAGED != 0;
            info.ty = self.value_ty(s);
            info.elem = self.elem_ty(s);
            info.array = s.is_array;
        }
        info
    }

    /// A static data member named through a class template's
    /// specialization (`Tile<8>::size`): typed by its template's member
    /// when that type is an arithmetic one no parameter decides.
    fn specialization_member(&self, text: &str, absolute: bool) -> NameInfo {
        let Some(s) = self.specialization_static_members(text, absolute).first().copied() else { return NameInfo::default() };
        let ty = self.value_ty(s).filter(|t| t.is_arithmetic());
        NameInfo { ty, ..NameInfo::default() }
    }

    /// The static data members a name qualified by a class template's
    /// specialization (`Tile<8>::size`) denotes, looked up as its
    /// template's; none when the name's scope is no template-id.
    pub(super) fn specialization_static_members(&self, text: &str, absolute: bool) -> Vec<&crate::symbols::Symbol> {
        let text = text.trim_global();
        if !text.rsplit_once_scope().is_some_and(|(class, _)| class.trim_end().ends_with('>')) {
            return Vec::new();
        }
        let plain = without_template_args(text);
        let parts: Vec<&str> = plain.split_scopes().map(str::trim).collect();
        let found = self.table.resolve(&parts, &self.scope, absolute);
        found.into_iter().filter(|s| s.kind == EntityKind::Variable && s.is_static && s.class.is_some()).collect()
    }

    /// A use of `name<args>`: when it names a device variable template,
    /// its instance is registered.
    pub fn note_variable_use(&self, text: &str) {
        if let Some((name, args)) = self.variable_template_use(text) {
            self.var_instances.borrow_mut().push((name, args));
        }
    }

    /// `name<args>` names a device variable template: its name and
    /// written arguments.
    pub fn variable_template_use(&self, text: &str) -> Option<(String, Vec<String>)> {
        let (base, args) = text.split_once('<')?;
        let base = base.trim();
        let parts: Vec<&str> = base.trim_global().split_scopes().map(str::trim).collect();
        let found = self.table.resolve(&parts, &self.scope, base.starts_with("::"));
        let template = found.iter().any(|s| s.kind == EntityKind::Variable && s.template == Some(TemplateKind::Primary) && (s.memory_space & (mem::DEVICE | mem::CONSTANT) != 0 || s.ext_memory_space & mem::EXT_MANAGED != 0));
        template.then(|| (parts.last().copied().unwrap_or(base).to_string(), split_template_args(&format!("<{args}"))))
    }

    /// A launch of the kernel `callee` names: with `-rdc`, host code's
    /// launched kernels are listed for the device linker, declared-only
    /// ones (`extern __global__`) and templates' instances too (`callee`
    /// without template arguments).
    pub fn note_launched_kernel(&self, callee: &str) {
        if !self.cfg.rdc {
            return;
        }
        let parts: Vec<&str> = callee.trim_global().split_scopes().map(str::trim).collect();
        let found = self.table.resolve(&parts, &self.scope, callee.starts_with("::"));
        let kernel = |s: &crate::symbols::Symbol| s.kind == EntityKind::Function && s.exec_space & exec::GLOBAL_BIT != 0 && matches!(s.template, None | Some(TemplateKind::Primary)) && s.class.is_none();
        let Some(k) = found.iter().find(|s| kernel(s)) else { return };
        let mut scope: Vec<&str> = k.qname.split_scopes().collect();
        let name = scope.pop().unwrap_or_default();
        // (Right in the unit's unnamed namespace its qualified name does
        // not show it.)
        let anonymous = self.in_anonymous_namespace(k);
        let scope: Vec<crate::mangle::NamePart> = anonymous.then_some(stub::ANON_PLACEHOLDER).into_iter().chain(scope.iter().map(|p| if p.is_empty() { stub::ANON_PLACEHOLDER } else { p })).map(crate::mangle::NamePart::plain).collect();
        let unnamed = anonymous || k.qname.split_scopes().any(str::is_empty);
        let bare = crate::mangle::Function { scope, name: name.to_string(), template_args: None, return_ty: None, params: Vec::new() };
        // (One of C linkage is named as it is.)
        let prefix = if k.c_linkage { name.to_string() } else { crate::mangle::mangle_function(&bare).strip_suffix('v').map(str::to_string).unwrap_or_default() };
        let internal = k.is_static || unnamed;
        // A template's instances are listed with internal linkage too
        // (their stubs are static), and with external linkage unless the
        // template has internal linkage.
        let template = k.template.is_some();
        let entries = [(template || internal).then(|| (prefix.clone(), true)), (!internal).then(|| (prefix.clone(), false))];
        let mut kernels = self.launched_kernels.borrow_mut();
        for entry in entries.into_iter().flatten() {
            if !kernels.contains(&entry) {
                kernels.push(entry);
            }
        }
    }

    /// Host code names `text`: with `-rdc`, a `__device__`, `__constant__`
    /// or `__managed__` variable it names is listed for the device linker.
    pub fn note_host_reference(&self, text: &str) {
        if !self.cfg.rdc || text.contains('<') {
            return;
        }
        let parts: Vec<&str> = text.trim_global().split_scopes().map(str::trim).collect();
        let mut found = self.table.resolve(&parts, &self.scope, text.starts_with("::"));
        if found.is_empty() && parts.len() == 1 {
            // A name of the unnamed namespace at global scope (`::ad`).
            found = self.table.lookup(&format!("::{}", parts[0])).map(|(_, s)| s).collect();
        }
        let Some(var) = found.iter().find(|s| s.kind == EntityKind::Variable && s.class.is_none() && s.template.is_none()) else { return };
        let device = var.memory_space & (mem::DEVICE | mem::CONSTANT) != 0 && var.memory_space & mem::SHARED == 0;
        if !device {
            return;
        }
        let (scope, name) = var.qname.rsplit_once_scope().map_or(("", var.qname.as_str()), |(s, n)| (s, n));
        let scope: Vec<String> = if scope.is_empty() && !var.qname.starts_with("::") { Vec::new() } else { scope.split_scopes().map(str::to_string).collect() };
        let internal = scope.iter().any(String::is_empty) || var.is_static;
        let entry = stub::HostRef { scope, name: name.to_string(), constant: var.memory_space & mem::CONSTANT != 0, internal };
        let mut refs = self.host_refs.borrow_mut();
        if !refs.contains(&entry) {
            refs.push(entry);
        }
    }

    /// The result type of a call of the named function with arguments of
    /// the given types. Overloads that differ in their result are told
    /// apart by an exact match of every argument's type (`fabs(float)`
    /// against `fabs(double)`); anything less certain is unknown.
    pub fn call_result(&self, callee: &str, args: &[Option<Ty>]) -> Option<Ty> {
        self.call_result_with(callee, args, &[])
    }

    /// `call_result`, with what the pointer arguments point to (see
    /// `emit::Env::call_result_with`).
    pub fn call_result_with(&self, callee: &str, args: &[Option<Ty>], pointees: &[Option<Ty>]) -> Option<Ty> {
        if let Some((base, rest)) = callee.split_once('<') {
            let targs = split_template_args(&format!("<{rest}"));
            return self.template_call_result(base.trim(), &targs, args.len()).or_else(|| texture_fetch_result(base.trim(), &targs, args));
        }
        if !self.table.knows(last_component(callee)) {
            // A unit read without the CUDA headers still calls their
            // intrinsics, whose result types are fixed.
            let name = callee.trim_global();
            return intrinsic_result(name).or_else(|| libc_result(name)).or_else(|| math_result(name, args));
        }
        let fns = self.functions_named(callee);
        if fns.is_empty() {
            return self.function_pointer_variable_result(callee);
        }
        // (A template's result that names its parameters is known only
        // once they are deduced.)
        let result = |s: &crate::symbols::Symbol| match &s.fn_template {
            Some(t) if t.ret.split(' ').any(|w| template_param_index(w).is_some()) => None,
            _ => self.value_ty(s),
        };
        if let Some(same) = same_result(fns.iter().map(|s| result(s))) {
            return Some(same);
        }
        if let Some(exact) = same_result(fns.iter().filter(|s| s.template.is_none() && exact_params(&s.param_tys, args)).map(|s| result(s))) {
            return Some(exact);
        }
        // Pointer parameters matched by what they point to.
        if pointees.iter().any(Option::is_some) {
            let matching = fns.iter().filter(|s| s.template.is_none() && self.exact_with_pointees(s, args, pointees));
            if let Some(exact) = same_result(matching.map(|s| result(s))) {
                return Some(exact);
            }
        }
        // Function templates the arguments deduce: exact matches, which
        // beat the conversions a plain function would need. Every viable
        // one must give the same known type.
        let mut viable = Vec::new();
        for s in fns.iter().filter(|s| s.template == Some(TemplateKind::Primary)) {
            let t = s.fn_template.as_ref()?;
            if let Some(r) = deduced_result(t, args) {
                viable.push(r);
            }
        }
        if !viable.is_empty() {
            return same_result(viable.into_iter());
        }
        // Then plain functions the arguments reach by promotion
        // (`max(short, short)` calls `max(int, int)`).
        let promoted: Vec<Option<Ty>> = args.iter().map(|a| a.map(Ty::promoted)).collect();
        if let Some(t) = same_result(fns.iter().filter(|s| s.template.is_none() && exact_params(&s.param_tys, &promoted)).map(|s| result(s))) {
            return Some(t);
        }
        // Last, the one plain function that takes each argument at least
        // as well as every other does (exact, promoted, converted), its
        // defaults counted: `__shfl_down_sync(mask, short, int)` calls the
        // `int` overload.
        let best = self.best_overload(&fns, args, pointees)?;
        result(best)
    }

    /// See `call_result_with`: C++'s ranking of arithmetic arguments, for
    /// plain functions whose parameters are arithmetic or pointers. `None`
    /// when an argument's type is unknown, or no one function is best.
    fn best_overload<'s>(&self, fns: &[&'s crate::symbols::Symbol], args: &[Option<Ty>], pointees: &[Option<Ty>]) -> Option<&'s crate::symbols::Symbol> {
        /// Larger overload sets (of a header's generic names) are left alone.
        const MAX_CANDIDATES: usize = 32;
        if fns.len() < 2 || fns.len() > MAX_CANDIDATES || args.iter().any(|a| !a.is_some_and(|t| t.is_arithmetic() || t == Ty::Pointer)) {
            return None;
        }
        let rank = |s: &crate::symbols::Symbol, k: usize, a: Ty| -> Option<u8> {
            let p = *s.param_tys.get(k)?;
            match (p, a) {
                (Ty::Pointer, Ty::Pointer) => {
                    // (Known and different pointees do not convert.)
                    match pointees.get(k).copied().flatten().zip(self.param_pointee(s, k)).map(|(x, y)| x == y) {
                        Some(true) => Some(0),
                        Some(false) => None,
                        None => Some(2),
                    }
                }
                (p, a) if p.is_arithmetic() && a.is_arithmetic() => Some(if p == a {
                    0
                } else if a.promoted() == p && a.promoted() != a || a == Ty::Float && p == Ty::Double {
                    1
                } else {
                    2
                }),
                _ => None,
            }
        };
        let viable: Vec<(&'s crate::symbols::Symbol, Vec<u8>)> = fns
            .iter()
            .filter(|s| s.template.is_none())
            .filter_map(|&s| {
                let (required, total) = s.arity?;
                if args.len() < usize::from(required) || args.len() > usize::from(total) || s.param_tys.len() != usize::from(total) {
                    return None;
                }
                let ranks = args.iter().enumerate().map(|(k, a)| rank(s, k, (*a)?)).collect::<Option<Vec<u8>>>()?;
                Some((s, ranks))
            })
            .collect();
        let at_least_as_good = |a: &[u8], b: &[u8]| a.iter().zip(b).all(|(x, y)| x <= y);
        let mut best = viable.iter().filter(|(_, r)| viable.iter().all(|(_, other)| at_least_as_good(r, other)));
        match (best.next(), best.next()) {
            (Some((s, _)), None) => Some(*s),
            _ => None,
        }
    }

    /// What pointer parameter `k` of `s` points to, from its written type.
    fn param_pointee(&self, s: &crate::symbols::Symbol, k: usize) -> Option<Ty> {
        if s.params_key.contains('<') {
            return None;
        }
        let written = s.params_key.split(',').nth(k)?;
        let inner = written.trim().strip_suffix('*').filter(|w| !w.ends_with('*'))?;
        let toks = crate::lexer::lex(inner);
        let kept: Vec<_> = toks.into_iter().filter(|t| !matches!(t.text(inner), "const" | "volatile")).collect();
        Some(self.tokens_ty_in(inner, &kept)).filter(|t| t.is_arithmetic())
    }

    /// `s` takes exactly `args`: its arithmetic parameters of their types,
    /// its pointer parameters pointers to their `pointees`' types (read
    /// from the parameter's written type, `const` aside).
    fn exact_with_pointees(&self, s: &crate::symbols::Symbol, args: &[Option<Ty>], pointees: &[Option<Ty>]) -> bool {
        if s.param_tys.len() != args.len() || s.params_key.contains('<') || s.params_key.split(',').count() != args.len() {
            return false;
        }
        s.param_tys.iter().zip(args).enumerate().all(|(k, (p, a))| match (p, a) {
            (Ty::Pointer, Some(Ty::Pointer)) => pointees.get(k).copied().flatten().is_some_and(|pointee| self.param_pointee(s, k) == Some(pointee)),
            (p, a) => p.is_arithmetic() && Some(*p) == *a,
        })
    }

    /// `tokens_ty` of tokens of another text.
    fn tokens_ty_in(&self, text: &str, toks: &[Token]) -> Ty {
        ty::from_tokens_with(text, toks, |word| self.typedef_ty(word))
    }

    /// A symbol's type (a function's result type), through a typedef of
    /// an arithmetic type (`EGLint f();` returns an `int`).
    fn value_ty(&self, s: &crate::symbols::Symbol) -> Option<Ty> {
        // (A reference's value is the object's: `Int_t &cycle()` gives an
        // `int`.)
        let referred = |n: &str| n.trim_end().strip_suffix('&').map_or(n, |r| r.trim_end()).trim_start_matches("const ").to_string();
        // A member function's result type names its class's typedefs
        // (`size_type size() const;`) as well as the unit's.
        let resolved = |n: &str| s.class.as_deref().and_then(|class| self.typedef_ty_in(n, class)).or_else(|| self.typedef_ty(n));
        match s.value_ty {
            Some(Ty::Other) | None => s.value_type_name.as_deref().and_then(|n| resolved(&referred(n))).or(s.value_ty),
            t => t,
        }
    }

    /// The member functions named `member` of class `class` (its template,
    /// for an instance `C<...>`) or, when it has none, of its bases, looked
    /// up by name through every class of that name (a template's partial
    /// specializations too): `tile.size()` of a cooperative group tile is
    /// inherited through three class templates. Only what their
    /// arguments cannot change is used: a result type that does not
    /// depend on them.
    pub fn inherited_methods(&self, class: &str, member: &str) -> Vec<&'a crate::symbols::Symbol> {
        self.inherited_members(class, member, &|s| s.kind == EntityKind::Function && !s.type_dependent)
    }

    /// The static data member `member` of class `class` or of its bases
    /// (`std::ios::in` is `std::ios_base`'s), as `inherited_methods`
    /// finds member functions.
    pub fn inherited_static(&self, class: &str, member: &str) -> Option<&'a crate::symbols::Symbol> {
        self.inherited_members(class, member, &|s| s.kind == EntityKind::Variable && s.is_static).into_iter().next()
    }

    /// The enumeration the type `written` (in scope `from`) names,
    /// through typedefs (`std::ios_base::openmode` is `std::_Ios_Openmode`).
    pub fn enum_named_from(&self, written: &str, from: &str) -> Option<&'a crate::symbols::Symbol> {
        const MAX_ALIASES: usize = 8;
        let mut written = written.trim().trim_start_matches("const ").trim().to_string();
        let mut scope = from.to_string();
        for _ in 0..MAX_ALIASES {
            let absolute = written.starts_with("::");
            let parts: Vec<&str> = written.trim_global().split_scopes().map(str::trim).collect();
            if parts.iter().any(|p| !p.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'_')) {
                return None;
            }
            if let Some(&e) = self.table.resolve_where(&parts, if absolute { "" } else { &scope }, &|s: &crate::symbols::Symbol| s.is_enum).first() {
                return Some(e);
            }
            let alias = self.table.resolve_alias_through(&parts, &scope, absolute)?;
            scope = crate::symbols::enclosing(&alias.qname).to_string();
            written = alias.target.trim().trim_start_matches("const ").trim().to_string();
        }
        None
    }

    /// The members named `member` that `want` accepts, of class `class`
    /// or, when it has none, of its bases (see `inherited_methods`).
    pub(super) fn inherited_members(&self, class: &str, member: &str, want: &dyn Fn(&crate::symbols::Symbol) -> bool) -> Vec<&'a crate::symbols::Symbol> {
        const MAX_DEPTH: u32 = 8;
        let mut seen: Vec<String> = Vec::new();
        let mut queue: Vec<(String, String, u32)> = vec![(class.split('<').next().unwrap_or(class).trim().trim_global().to_string(), self.scope.clone(), 0)];
        while let Some((name, scope, depth)) = queue.pop() {
            let parts: Vec<&str> = name.split_scopes().map(str::trim).collect();
            let Some(c) = self.table.resolve(&parts, &scope, false).into_iter().find(|s| s.kind == EntityKind::Type) else { continue };
            if seen.contains(&c.qname) {
                continue;
            }
            seen.push(c.qname.clone());
            let mut parts: Vec<&str> = c.qname.split_scopes().collect();
            parts.push(member);
            let methods: Vec<_> = self.table.resolve(&parts, "", true).into_iter().filter(|s| want(s)).collect();
            if !methods.is_empty() {
                return methods;
            }
            if depth >= MAX_DEPTH {
                continue;
            }
            let class_scope = c.qname.rsplit_once_scope().map_or("", |(s, _)| s).to_string();
            for spec in self.table.lookup(&c.qname).map(|(_, s)| s).filter(|s| s.kind == EntityKind::Type) {
                for base in &spec.bases {
                    let base = base.as_str().split('<').next().unwrap_or("").trim().trim_global();
                    if !base.is_empty() {
                        queue.push((base.to_string(), class_scope.clone(), depth + 1));
                    }
                }
            }
        }
        Vec::new()
    }

    /// The functions a call of `callee` (possibly qualified) may name from
    /// here, using-declarations included.
    pub(super) fn functions_named(&self, callee: &str) -> Vec<&crate::symbols::Symbol> {
        let parts: Vec<&str> = callee.trim_global().split_scopes().map(str::trim).collect();
        let found = self.table.resolve_functions(&parts, &self.scope, callee.starts_with("::"));
        found.into_iter().filter(|s| s.kind == EntityKind::Function).collect()
    }

    /// A call through a variable of a function pointer typedef's type
    /// (`PFNGLUNMAPBUFFERPROC glUnmapBuffer = ...; glUnmapBuffer(t)`):
    /// the typedef's result type (`GLboolean`, an `unsigned char`).
    fn function_pointer_variable_result(&self, callee: &str) -> Option<Ty> {
        let parts: Vec<&str> = callee.trim_global().split_scopes().map(str::trim).collect();
        let found = self.table.resolve(&parts, &self.scope, callee.starts_with("::"));
        let var = found.iter().find(|s| s.kind == EntityKind::Variable)?;
        let written = var.value_type_name.as_deref()?.trim_start_matches("const ").trim();
        let alias = self.table.resolve_alias(written, &self.scope)?;
        let toks = crate::lexer::lex(&alias.target);
        let open = toks.windows(2).position(|w| w[0].text(&alias.target) == "(" && w[1].text(&alias.target) == "*")?;
        let result = &toks[..open];
        if result.iter().any(|t| matches!(t.text(&alias.target), "*" | "&")) {
            return Some(Ty::Pointer);
        }
        Some(self.tokens_ty_in(&alias.target, result)).filter(|t| t.is_arithmetic())
    }

    /// A member function template of `class` called with explicit
    /// arguments (`b.as<long>()`): see `template_call_result`. The member
    /// is looked up in the class as written, then in its template.
    pub(super) fn member_template_call_result(&self, class: &str, member: &str, targs: &str, arg_count: usize) -> Option<Ty> {
        let targs = split_template_args(targs);
        let template = class.split_once('<').map(|(t, _)| t.trim());
        self.template_call_result(&format!("{class}::{member}"), &targs, arg_count)
            .or_else(|| self.template_call_result(&format!("{}::{member}", template?), &targs, arg_count))
    }

    /// A function template called with explicit arguments (`fetch<unsigned
    /// char>(i)`) whose every declaration returns one of its type
    /// parameters: the arithmetic type given for it.
    fn template_call_result(&self, base: &str, targs: &[String], arg_count: usize) -> Option<Ty> {
        if !self.table.knows(last_component(base)) {
            return None;
        }
        // (Those that can take this many arguments: `tex2D<T>(obj, x, y)`
        // returns a `T`, `tex2D<T>(&v, obj, x, y)` nothing.)
        let takes = |s: &crate::symbols::Symbol| takes_args(s, arg_count);
        // (Explicit specializations and instantiations have the primary
        // template's result for their arguments: only primaries count,
        // and a plain function cannot take template arguments.)
        let fns: Vec<_> = self.functions_named(base).into_iter().filter(|s| takes(s) && s.template == Some(TemplateKind::Primary)).collect();
        let first = fns.first()?.fn_template.as_ref()?;
        // (An out-of-line definition of a function template has no
        // `FnTemplate`: it counts as its declaration in its scope, one of the
        // same arity.)
        let declared = |s: &crate::symbols::Symbol| s.out_of_scope && fns.iter().any(|d| d.fn_template.is_some() && d.arity == s.arity);
        if !fns.iter().all(|s| s.fn_template.as_ref().map_or_else(|| declared(s), |t| t.ret == first.ret)) {
            return None;
        }
        // A result that names no template parameter is the template's
        // for any arguments (`template <int D> short f()`).
        if !first.ret.split(|c: char| !(c.is_alphanumeric() || c == '_')).any(|w| template_param_index(w).is_some()) {
            return same_result(fns.iter().map(|s| self.value_ty(s)));
        }
        // A pointer to anything (`T1 *`) is a pointer.
        if first.ret.ends_with('*') && !first.ret.contains('(') {
            return Some(Ty::Pointer);
        }
        let k: usize = first.ret.strip_prefix('T')?.parse().ok()?;
        let arg = targs.get(k.checked_sub(1)?)?;
        let toks = crate::lexer::lex(arg);
        Some(ty::from_tokens_with(arg, &toks, |w| self.typedef_ty(w))).filter(|t| t.is_arithmetic())
    }

    /// Every function `callee` names returns an enumeration (through
    /// typedefs: the runtime's `cudaError_t`). In a unit without the
    /// runtime's headers, an undeclared `cuda...` function is one of the
    /// runtime API's, which return `cudaError_t` (but for the few named
    /// in `RUNTIME_NON_ERROR_FUNCTIONS`).
    pub fn returns_enum(&self, callee: &str) -> bool {
        let name = last_component(callee);
        if !self.table.knows(name) {
            let global = !callee.trim_global().has_scope();
            return global && name.starts_with("cuda") && !RUNTIME_NON_ERROR_FUNCTIONS.contains(&name) && !self.table.knows("cudaError");
        }
        let fns = self.functions_named(callee);
        !fns.is_empty() && fns.iter().all(|s| s.value_type_name.as_deref().is_some_and(|t| self.names_enum(t, 0)))
    }

    /// The type written `t` is an enumeration, through typedefs.
    fn names_enum(&self, t: &str, depth: u32) -> bool {
        /// Typedefs of typedefs: a bound on how deep that goes.
        const MAX_DEPTH: u32 = 8;
        let t = t.trim_start_matches("const ").trim();
        // `enum E`, maybe after attributes (`__attribute__((device_builtin))
        // enum cudaError` in the runtime's typedef).
        if let Some((_, rest)) = t.split_once("enum ").filter(|(before, _)| before.is_empty() || before.ends_with(' ')) {
            return rest.trim().chars().all(|c| c.is_alphanumeric() || c == '_' || c == ':');
        }
        if t.contains(['*', '&', '(', '<']) || depth > MAX_DEPTH {
            return false;
        }
        let bare = t.trim_global();
        // (`typedef enum E E;` names the enumeration `E` itself.)
        if let Some(a) = self.table.resolve_alias(bare, &self.scope).filter(|a| !a.names_its_class()) {
            return a.unnamed_class.is_none() && self.names_enum(&a.target, depth + 1);
        }
        self.table.resolve_class(bare, &self.scope).is_some_and(|c| c.is_enum)
    }

    /// The function returns a class by value.
    pub fn function_returns_class(&self, f: DeclIdx) -> bool {
        let d = self.decl(f);
        if d.func.as_ref().is_none_or(|x| x.no_type) {
            return false;
        }
        crate::symbols::named_value_type(self.text, d).is_some_and(|ty| !matches!(ty, "auto" | "decltype(auto)") && self.is_class_type(ty))
    }

    /// Whether every function the name calls returns a class (the
    /// runtime's `make_float3` and its kin when the headers were not read).
    pub fn returns_class(&self, callee: &str) -> bool {
        self.class_result_name(callee).is_some()
    }

    /// The class type every function `callee` names returns, as written
    /// (`__half` for `__float2half`, `float4` for the runtime's
    /// `make_float4` when the headers were not read); none for templates.
    pub fn class_result_name(&self, callee: &str) -> Option<String> {
        let last = last_component(callee);
        if let Some(v) = fetched_vector(callee) {
            return Some(v.to_string());
        }
        if !self.table.knows(last) {
            return last.strip_prefix("make_").filter(|v| stub::vector_type_layout(v).is_some()).map(str::to_string);
        }
        let fns = self.functions_named(callee);
        let first = fns.first()?.value_type_name.as_deref()?;
        (fns.iter().all(|s| s.template.is_none() && s.value_type_name.as_deref() == Some(first)) && self.is_class_type(first)).then(|| first.to_string())
    }

    /// Every function `callee` names returns a reference to an object of
    /// a class (`std::map<int, int> &reg()`): the call designates a class
    /// object, whose operators are its class's (`(reg())[k]`).
    pub fn returns_class_reference(&self, callee: &str) -> bool {
        if !self.table.knows(last_component(callee)) {
            return false;
        }
        let fns = self.functions_named(callee);
        let referred = |s: &crate::symbols::Symbol| {
            let written = s.value_type_name.as_deref()?.trim_end().strip_suffix('&')?.trim();
            Some(written.strip_prefix("const ").unwrap_or(written).trim().to_string())
        };
        let Some(first) = fns.first().and_then(|s| referred(s)) else { return false };
        fns.iter().all(|s| s.template.is_none() && referred(s).as_deref() == Some(first.as_str())) && self.is_class_type(&first)
    }

    /// The class template every function template `callee` names returns
    /// a specialization of (`std::tie` returns a `std::tuple<_Elements
    /// &...>`): its operators are the template's, whatever the arguments.
    pub fn template_result_class(&self, callee: &str) -> Option<&'a crate::symbols::Symbol> {
        if !self.table.knows(last_component(callee)) {
            return None;
        }
        let fns = self.functions_named(callee);
        let first = fns.first()?;
        let written = first.value_type_name.as_deref()?;
        if !fns.iter().all(|s| s.template.is_some() && s.value_type_name.as_deref() == Some(written)) {
            return None;
        }
        let (base, _) = written.split_once('<')?;
        self.class_named_from(base.trim(), crate::symbols::enclosing(&first.qname))
    }

    pub fn param_types(&self, callee: &str) -> Option<Vec<Ty>> {
        Some(self.only_function(callee)?.param_tys.clone())
    }

    /// The one function (not a template, not overloaded) `callee` names
    /// from here.
    fn only_function(&self, callee: &str) -> Option<&'a crate::symbols::Symbol> {
        if !self.table.knows(last_component(callee)) {
            return None;
        }
        let parts: Vec<&str> = callee.trim_global().split_scopes().collect();
        crate::symbols::only_function(&self.table.resolve(&parts, &self.scope, callee.starts_with("::")))
    }

    /// The parameters declared `char *` of the one function `callee`
    /// names (see `Symbol::char_ptr_params`); none when it names several.
    pub fn char_pointer_params(&self, callee: &str) -> u64 {
        self.only_function(callee).map_or(0, |f| f.char_ptr_params)
    }

    /// Whether a type names a class: cudafe++ prints a functional cast to a
    /// class as `((T)(x))` and one to anything else (a builtin, a pointer,
    /// an enumeration, a typedef of one) as `(T)x`.
    pub fn is_class_type(&self, text: &str) -> bool {
        self.names_class(text, 0)
    }

    fn names_class(&self, text: &str, depth: u32) -> bool {
        let text = text.trim();
        // An elaborated name (`typedef __attribute__((device_builtin))
        // struct dim3 dim3;`).
        let mut words = text.split(|c: char| c.is_whitespace() || c == '(' || c == ')').filter(|w| !w.is_empty());
        if let Some(key) = words.find(|w| matches!(*w, "struct" | "class" | "union" | "enum")) {
            return key != "enum" && !text.contains(['*', '&']);
        }
        if has_declarator_operator(text) || text.split_whitespace().all(|w| BUILTIN_TYPE_WORDS.contains(&w)) {
            return false;
        }
        let base = text.trim_global();
        if !base.contains('<') {
            if let Some(alias) = self.table.resolve_alias(base, &self.scope).or_else(|| self.member_alias_of_typedef(base, text.starts_with("::"))) {
                let scope = alias.qname.rsplit_once_scope().map_or("", |(s, _)| s);
                return alias.unnamed_class.is_some() || (depth < 8 && self.names_class(&self.qualified_from(&alias.target, scope), depth + 1));
            }
        }
        // An alias template's specialization names what its target does,
        // the arguments put in (`dptr<T>` for `device_ptr<T>`).
        if let Some(open) = base.find('<').filter(|_| base.ends_with('>')) {
            if let Some(alias) = self.table.resolve_alias_template(base[..open].trim(), &self.scope) {
                let target = stub::substitute_text(&alias.target, &alias.params, &split_template_args(&base[open..]));
                return depth < 8 && self.names_class(&self.qualified_from(&target, crate::symbols::enclosing(&alias.qname)), depth + 1);
            }
        }
        let base = base.split('<').next().unwrap_or(base).trim();
        let last = base.rsplit("::").next().unwrap_or(base).trim();
        if SCALAR_TYPEDEFS.contains(&last) {
            return false;
        }
        let parts: Vec<&str> = base.split_scopes().map(str::trim).collect();
        if self.table.knows(last) {
            let found = self.table.resolve(&parts, &self.scope, text.starts_with("::"));
            if found.iter().any(|s| s.kind == EntityKind::Type && s.is_enum) {
                return false;
            }
        } else if last.ends_with("_t") && !self.local_types().contains(last) {
            // Undeclared here (no headers read): `uint32_t` and its kin
            // are typedefs of integers.
            return false;
        }
        self.is_type_name(text)
    }

    /// See `emit::Env::qualified_enumerator`: the enumeration whose
    /// enumerator `written` names is the one its qualifier and the
    /// enumeration's name find from here.
    pub fn qualified_enumerator(&self, written: &str) -> Option<String> {
        let (e, last) = self.enumeration_of(written)?;
        let enum_scope = e.qname.rsplit_once_scope().map_or("", |(s, _)| s);
        Some(if enum_scope.is_empty() { last.to_string() } else { format!("{enum_scope}::{last}") })
    }

    /// The value of the unscoped enumerator `written` names, when cufe
    /// knows it.
    pub fn enumerator_value(&self, written: &str) -> Option<i128> {
        self.enumerator_value_from(written, &self.scope)
    }

    /// `enumerator_value` seen from `scope` (an unnamed enumeration's
    /// enumerator is found by its scope).
    pub fn enumerator_value_from(&self, written: &str, scope: &str) -> Option<i128> {
        match self.enumeration_of(written) {
            Some((e, last)) => e.detail.enumerator_values.iter().find(|(n, _)| n.as_str() == last).map(|(_, v)| *v),
            None => self.table.unnamed_enumerator(written, scope).or_else(|| self.enumeration_member_value(written)),
        }
    }

    /// The value of a constant a name in a constant expression seen from
    /// `scope` stands for: an enumerator, or a constant variable (an
    /// array's bound, a launch bound, a class member's extent).
    pub fn named_constant(&self, name: &str, scope: &str) -> Option<i128> {
        self.enumerator_value_from(name, scope).or_else(|| self.constant_named(name, scope, 0))
    }

    /// The value of an enumerator named through its enumeration (`E::X`,
    /// `ns::E::X`), scoped or not.
    pub fn enumeration_member_value(&self, written: &str) -> Option<i128> {
        let absolute = written.trim_start().starts_with("::");
        let parts: Vec<&str> = written.trim().trim_global().split_scopes().map(str::trim).collect();
        let (last, qualifier) = parts.split_last()?;
        if qualifier.is_empty() {
            return None;
        }
        let e = self.table.resolve(qualifier, &self.scope, absolute).into_iter().find(|s| s.is_enum)?;
        e.detail.enumerator_values.iter().find(|(n, _)| n.as_str() == *last).map(|(_, v)| *v)
    }

    /// The enumeration an unscoped enumerator as written belongs to: the
    /// one its qualifier and the enumeration's name find from here. With
    /// the enumerator's own name.
    fn enumeration_of<'w>(&self, written: &'w str) -> Option<(&'a crate::symbols::Symbol, &'w str)> {
        let absolute = written.starts_with("::");
        let parts: Vec<&str> = written.trim_global().split_scopes().map(str::trim).collect();
        let (last, qualifier) = parts.split_last()?;
        let owners = self.table.enumerator_enums.get(last)?;
        for &r in owners {
            let e = self.table.get(r);
            let enum_name = e.qname.rsplit_once_scope().map_or(e.qname.as_str(), |(_, n)| n);
            let mut path = qualifier.to_vec();
            path.push(enum_name);
            // (Or named through its enumeration: `Mode::Fast` is the
            // unscoped enumerator `Fast`.)
            let through_enum = qualifier.last() == Some(&enum_name) && self.table.resolve(qualifier, &self.scope, absolute).iter().any(|s| s.qname == e.qname && s.is_enum);
            if through_enum || self.table.resolve(&path, &self.scope, absolute).iter().any(|s| s.qname == e.qname && s.is_enum) {
                return Some((e, last));
            }
        }
        None
    }

    /// A member typedef named through a typedef of its class, or through
    /// an inline namespace (`std::chrono::high_resolution_clock::time_point`
    /// is `std::chrono::_V2::system_clock::time_point`).
    fn member_alias_of_typedef(&self, name: &str, absolute: bool) -> Option<&'a crate::symbols::Alias> {
        let parts: Vec<&str> = name.split_scopes().map(str::trim).collect();
        if let Some(alias) = self.table.resolve_alias_through(&parts, &self.scope, absolute) {
            return Some(alias);
        }
        let (member, class) = parts.split_last().filter(|(_, c)| !c.is_empty())?;
        let class_alias = self.table.resolve_alias_through(class, &self.scope, absolute)?;
        let alias_scope = class_alias.qname.rsplit_once_scope().map_or("", |(s, _)| s);
        let target = self.qualified_from(&class_alias.target, alias_scope);
        let target = target.trim_global();
        if target.contains(['<', ' ', '*', '&']) {
            return None;
        }
        let mut full: Vec<&str> = target.split_scopes().collect();
        full.push(member);
        self.table.resolve_alias_through(&full, "", true)
    }

    /// A type name written in namespace `scope` (an alias's target), as
    /// named from anywhere: `basic_os<char>` of `my::os` is
    /// `::my::basic_os<char>`.
    fn qualified_from(&self, text: &str, scope: &str) -> String {
        let text = text.trim();
        if scope.is_empty() || text.starts_with("::") {
            return text.to_string();
        }
        let base = text.split('<').next().unwrap_or(text).trim();
        if base.contains(char::is_whitespace) {
            return text.to_string();
        }
        let parts: Vec<&str> = base.split_scopes().map(str::trim).collect();
        // Not an explicit instantiation's declaration (`extern template
        // class basic_string<char>;` in `std` names the class of the
        // inline `std::__cxx11`).
        let declared = |s: &crate::symbols::Symbol| s.template != Some(TemplateKind::Instantiation);
        match self.table.resolve_where(&parts, scope, &declared).first() {
            Some(found) => format!("::{}{}", found.qname, &text[text.find('<').unwrap_or(text.len())..]),
            None => text.to_string(),
        }
    }

    pub fn is_type_name(&self, text: &str) -> bool {
        remembered(&self.type_names, text, || self.resolve_type_name(text))
    }

    fn resolve_type_name(&self, text: &str) -> bool {
        let base = text.trim_global();
        // A member named through a specialization (`LT<int>::mx`) is
        // what the member is: a function or variable found there is no
        // type, though the class template is one.
        let plain = without_template_args(base);
        if plain.has_scope() && base.find('<').is_some_and(|lt| base[lt..].has_scope()) {
            let parts: Vec<&str> = plain.split_scopes().map(str::trim).collect();
            let found = self.table.resolve(&parts, &self.scope, text.starts_with("::"));
            if !found.is_empty() && found.iter().all(|s| s.kind != EntityKind::Type) {
                return false;
            }
        }
        let base = base.split('<').next().unwrap_or(base).trim();
        let last = base.rsplit("::").next().unwrap_or(base).trim();
        if KNOWN_TYPES.contains(&last) || (last.ends_with("_t") && last != "size_t") {
            return true;
        }
        if self.local_types().contains(last) {
            return true;
        }
        if self.table.resolve_alias(base, &self.scope).is_some() || self.table.using_declared_type(base, &self.scope).is_some() || self.table.resolve_alias_template(base, &self.scope).is_some() {
            return true;
        }
        if !self.table.knows(last) {
            return false;
        }
        let parts: Vec<&str> = base.split_scopes().map(str::trim).collect();
        self.table.resolve(&parts, &self.scope, text.starts_with("::")).iter().any(|s| s.kind == EntityKind::Type)
    }

    // ---- top level -----------------------------------------------------

    fn top_level(&self, roots: &[DeclIdx], out: &mut Out, stub: &mut stub::StubItem, module: &mut Option<String>) {
        let first = roots[0];
        let d = self.decl(first);
        // `extern "C++"` before a function (or a template) gives the
        // linkage it has anyway: cudafe++ prints the declaration without it.
        let cxx_linkage = self.tok(0) == "extern" && self.tok(1) == "\"C++\"" && self.tok(2) != "{";
        let item_first = if cxx_linkage && (d.kind == DeclKind::Function || d.template.is_some()) { 2 } else { 0 };
        if d.template.is_none() && matches!(d.kind, DeclKind::Class | DeclKind::Enum | DeclKind::Typedef) {
            if let Some((linkage, after)) = self.written_linkage(0) {
                return self.type_in_linkage(roots, linkage, after, out, stub, module);
            }
        }
        self.top_level_from(roots, item_first, out, stub, module);
    }

    /// `top_level` of the item's tokens from `item_first`.
    fn top_level_from(&self, roots: &[DeclIdx], item_first: usize, out: &mut Out, stub: &mut stub::StubItem, module: &mut Option<String>) {
        let first = roots[0];
        let d = self.decl(first);
        let item_last = self.toks.len();
        self.note_class_instantiation(d);
        match d.kind {
            DeclKind::Function if roots.len() == 1 => self.function(first, item_first, item_last, Context::Namespace, out, stub, module),
            DeclKind::Class | DeclKind::Enum if d.members.iter().len() > 0 || self.has_body(item_first, item_last) => {
                // `typedef struct { … } S;` is placed at `S`, a class
                // with declarators at the class's name or brace, a
                // specifier before it at the declarator (see `class_like`).
                let at = match self.typedef_of_class(first, item_first, item_last) {
                    Some((name, _)) => name,
                    None => match self.class_with_declarators(first, item_first, item_last) {
                        Some((declarator, class_at, key)) => if key > item_first { declarator } else { class_at },
                        // A class is placed at its name, an explicit
                        // specialization too (`template<> struct S< double>`
                        // on the line of `S`, its header on the line before).
                        None if d.kind == DeclKind::Class && d.name.is_some() && d.template.as_ref().is_none_or(|t| t.kind == TemplateKind::Specialization) => self.index_at(d.name_span.start).min(item_last.saturating_sub(1)),
                        None => 0,
                    },
                };
                out.mark(self.toks[at].start);
                self.class_like(item_first, item_last, first, out);
                self.register_device_declarators(stub, module);
            }
            DeclKind::Variable => {
                self.variables(roots, item_first, item_last, out, stub, module);
            }
            DeclKind::Typedef if self.redeclares_c_typedef(roots) => {
                // Declared again with the linkage of its first declaration.
                out.mark(self.toks[0].start);
                out.push("extern \"C\" { ");
                self.other(item_first, item_last, out);
                out.push("}");
            }
            _ => {
                out.mark(self.toks[0].start);
                self.other(item_first, item_last, out);
            }
        }
    }

    /// A class or typedef declared directly in a linkage specification
    /// (`extern "C" struct S { … };`, `extern "C++" typedef int I;`), the
    /// specification's tokens ending before `after`. The linkage is its
    /// names': cudafe++ prints a foreign one as a block around the
    /// declaration (`extern "C" { typedef int I; }`), and leaves out the
    /// enclosing one's. Declarators after a class are variables: a foreign
    /// linkage stays before them as written, the enclosing one's implied
    /// `extern` is printed (`extern struct S { … } s;`).
    fn type_in_linkage(&self, roots: &[DeclIdx], linkage: &str, after: usize, out: &mut Out, stub: &mut stub::StubItem, module: &mut Option<String>) {
        let d = self.decl(roots[0]);
        let item_last = self.toks.len();
        let declarators = d.kind == DeclKind::Class && self.class_with_declarators(roots[0], after, item_last).is_some();
        match self.foreign_linkage(linkage) {
            Some(_) if declarators => self.top_level_from(roots, 0, out, stub, module),
            Some(foreign) => {
                out.mark(self.toks[0].start);
                out.push(&foreign);
                out.push("{ ");
                self.top_level_from(roots, after, out, stub, module);
                out.push("}");
            }
            None if declarators => {
                out.mark(self.toks[0].start);
                out.push("extern ");
                self.top_level_from(roots, after, out, stub, module);
            }
            None => self.top_level_from(roots, after, out, stub, module),
        }
    }

    /// A typedef of the global scope that the runtime's headers declared
    /// first in an `extern "C"` block (`typedef unsigned int uint;`).
    fn redeclares_c_typedef(&self, roots: &[DeclIdx]) -> bool {
        self.view.namespaces.is_empty()
            && self.tok(0) != "extern"
            && roots.iter().all(|&r| self.decl(r).kind == DeclKind::Typedef && self.decl(r).context == Context::Namespace)
            && roots.iter().any(|&r| self.decl(r).name.is_some_and(|n| RUNTIME_C_TYPEDEFS.binary_search(&n.as_str()).is_ok()))
    }

    /// A system-header item: the source text as written (cudafe++ prints
    /// headers too, but only the user part is compared, and copying keeps
    /// the host compiler's view of its own headers exact), with the bodies
    /// of device-only functions replaced so the host compiler never sees
    /// device code.
    fn verbatim_item(&self, out: &mut Out) {
        let Some(first) = self.toks.first() else { return };
        let ast = &self.view.scan.ast;
        if self.is_lambda_preheader() {
            if self.cfg.extended_lambda {
                out.extended_lambda();
            }
            return;
        }
        // Edits as (start, end, replacement), in order.
        let mut edits: Vec<(u32, u32, std::borrow::Cow<'_, str>)> = ast
            .decls
            .iter()
            .filter(|(idx, d)| d.kind == DeclKind::Function && self.device_only_code(*idx))
            .filter_map(|(_, d)| d.func.as_ref().and_then(|f| f.body_span))
            .map(|s| (s.start, s.end, " {int volatile ___ = 1;::exit(___);}".into()))
            .collect();
        // A redeclaration of a constexpr function says so again, as
        // cudafe++ prints it (the host compiler rejects the difference).
        edits.extend(ast.decls.iter().filter(|(_, d)| self.redeclares_constexpr(d)).map(|(_, d)| {
            let at = self.specifiers_start(d);
            (at, at, "constexpr ".into())
        }));
        // A launch in host code of a header (thrust's `k<<<grid, block,
        // smem, stream>>>(args...)`) is a launch as in the unit's own code.
        edits.extend(self.header_launches().into_iter().map(|(s, e, r)| (s, e, r.into())));
        edits.sort_unstable_by_key(|e| (e.0, e.1));
        out.mark(first.start);
        let builtin = self.is_builtin_type_item();
        if builtin {
            out.if_zero(first.start);
        }
        let mut at = first.start as usize;
        for (s, e, replacement) in edits {
            let (s, e) = (s as usize, e as usize);
            if s < at {
                continue;
            }
            out.verbatim(self.text.get(at..s).unwrap_or(""));
            out.verbatim(&replacement);
            let skipped = self.text.get(s..e).unwrap_or("");
            out.verbatim(&"\n".repeat(skipped.matches('\n').count()));
            at = e;
        }
        out.verbatim(self.text.get(at..).unwrap_or("").trim_end());
        out.verbatim("\n");
        if builtin {
            out.end_if();
        }
    }

    /// The launches of a header item's text, as edits: from the kernel's
    /// name to the configuration's `>>>`, replaced by the configuration
    /// push and the call's callee (`(__cudaPushCallConfiguration(g, b)) ?
    /// (void)0 : k`), the call's arguments left as written.
    fn header_launches(&self) -> Vec<(u32, u32, String)> {
        let toks = self.toks;
        let adjacent = |k: usize| toks.get(k + 1).is_some_and(|n| n.start == toks[k].end());
        let mut out = Vec::new();
        let mut k = 1;
        while k + 1 < toks.len() {
            if !(self.tok(k) == "<<" && self.tok(k + 1) == "<" && adjacent(k)) {
                k += 1;
                continue;
            }
            // The configuration's end: `>>` `>` outside its parentheses.
            let mut close = None;
            let mut depth = 0i32;
            let mut j = k + 2;
            while j + 1 < toks.len() {
                match self.tok(j) {
                    "(" | "[" | "{" => depth += 1,
                    ")" | "]" | "}" => depth -= 1,
                    ";" => break,
                    ">>" if depth == 0 && self.tok(j + 1) == ">" && adjacent(j) => {
                        close = Some(j);
                        break;
                    }
                    _ => {}
                }
                j += 1;
            }
            let Some(close) = close else {
                k += 2;
                continue;
            };
            // The kernel: a (qualified) name before the `<<<`.
            let mut first = k;
            while first > 0 && (toks[first - 1].kind == TokKind::Ident || self.tok(first - 1) == "::") && !is_launch_boundary(self.tok(first - 1)) {
                first -= 1;
            }
            if first == k {
                k = close + 2;
                continue;
            }
            let callee = self.text.get(toks[first].start as usize..toks[first..k].last().map_or(toks[k].start, |t| t.end()) as usize).unwrap_or("");
            let config = self.text.get(toks[k + 1].end() as usize..toks[close].start as usize).unwrap_or("").trim();
            out.push((toks[first].start, toks[close + 1].end(), format!("(__cudaPushCallConfiguration({config})) ? (void)0 : {callee}")));
            k = close + 2;
        }
        out
    }

    /// The class cuda_runtime.h declares where the extended-lambda support
    /// templates are to go.
    fn is_lambda_preheader(&self) -> bool {
        let ast = &self.view.scan.ast;
        ast.decls.iter().any(|(_, d)| d.kind == DeclKind::Class && d.name.is_some_and(|n| n.as_str() == "__nv_lambda_preheader_injection"))
    }

    /// The runtime's declaration of a built-in variable (`uint3
    /// __attribute__((device_builtin)) extern const threadIdx;`), which
    /// cudafe++ declares under the name host code uses for it: `extern
    /// const uint3 __device_builtin_variable_threadIdx; `.
    fn builtin_variable_declaration(&self, roots: &[DeclIdx], first: usize, end: usize) -> Option<String> {
        let [r] = roots else { return None };
        let host = emit::builtin_variable(self.decl(*r).name?.as_str())?;
        let builtin = self.view.scan.attrs.iter().any(|(_, a)| crate::lookup::strip_underscores(a.name.as_str()).starts_with("device_builtin"));
        if !builtin {
            return None;
        }
        let mut ty = Vec::new();
        let mut i = first;
        while i + 1 < end {
            let t = self.tok(i);
            if matches!(t, "__attribute__" | "__attribute") && self.tok(i + 1) == "(" {
                i = self.group_end(i + 1);
                continue;
            }
            if self.toks[i].kind == TokKind::Ident && !matches!(t, "extern" | "const" | "volatile" | "static") {
                ty.push(t);
            }
            i += 1;
        }
        (!ty.is_empty()).then(|| format!("extern const {} {host}; ", ty.join(" ")))
    }

    /// A type the runtime header provides again (`device_builtin`): a
    /// class, enumeration or typedef with that attribute, which cudafe++
    /// keeps out of the host compiler's sight.
    fn is_builtin_type_item(&self) -> bool {
        let ast = &self.view.scan.ast;
        let type_item = ast.roots.iter().any(|&r| matches!(self.decl(r).kind, DeclKind::Class | DeclKind::Enum | DeclKind::Typedef));
        type_item && self.view.scan.attrs.iter().any(|(_, a)| crate::lookup::strip_underscores(a.name.as_str()).starts_with("device_builtin"))
    }

    /// Where a declaration's specifiers start (after its template header).
    fn specifiers_start(&self, d: &Decl) -> u32 {
        let mut i = self.index_at(d.span.start);
        while self.tok(i) == "template" && self.tok(i + 1) == "<" {
            let mut depth = 0i32;
            let mut j = i + 1;
            while j < self.toks.len() {
                match self.tok(j) {
                    "<" => depth += 1,
                    ">" => depth -= 1,
                    ">>" => depth -= 2,
                    _ => {}
                }
                j += 1;
                if depth <= 0 {
                    break;
                }
            }
            i = j;
        }
        self.toks.get(i).map_or(d.span.start, |t| t.start)
    }

    /// A function declaration without `constexpr` whose other declarations
    /// have it.
    fn redeclares_constexpr(&self, d: &Decl) -> bool {
        if d.kind != DeclKind::Function || d.specs.has(Specs::CONSTEXPR) || d.func.as_ref().is_none_or(|f| f.body != FnBody::None) || d.context != Context::Namespace {
            return false;
        }
        self.declarations_of(d).iter().any(|s| s.is_constexpr)
    }

    /// The function `idx` (no template, not itself declared `inline`) has
    /// a declaration that is.
    fn made_inline_elsewhere(&self, idx: DeclIdx) -> bool {
        let d = self.decl(idx);
        if d.kind != DeclKind::Function || d.specs.has(Specs::INLINE) || d.template.is_some() || self.in_class_template(idx) {
            return false;
        }
        self.declarations_of(d).iter().any(|s| s.is_inline)
    }

    /// The symbol table's declarations of the function `d`: by its name
    /// and parameter types, a member declared in its class by the
    /// class's qualified name.
    fn declarations_of(&self, d: &Decl) -> Vec<&crate::symbols::Symbol> {
        let Some(name) = d.name else { return Vec::new() };
        let mut parts: Vec<&str> = Vec::new();
        // (A member declared in its class is found through the classes
        // around it.)
        let mut parent = d.parent.filter(|_| d.context == Context::Class);
        while let Some(p) = parent {
            let pd = self.decl(p);
            let Some(class) = pd.name.filter(|_| pd.kind == DeclKind::Class) else { return Vec::new() };
            parts.insert(0, class.as_str());
            parent = pd.parent.filter(|_| pd.context == Context::Class);
        }
        parts.extend(d.qualifier.iter().map(|q| q.as_str()));
        parts.push(name.as_str());
        let key = crate::symbols::params_key(self.text, self.view.scan, d);
        let mut found = self.table.resolve(&parts, &self.scope, false);
        found.retain(|s| s.kind == EntityKind::Function && s.params_key == key);
        found
    }

    /// A function whose body only the device compiles.
    fn device_only_code(&self, idx: DeclIdx) -> bool {
        let space = self.view.apply.entities.get(idx).map_or(0, |e| e.exec_space);
        let global = space & exec::GLOBAL_BIT != 0;
        let device = space & exec::DEVICE_BIT != 0 && space & exec::HOST_BIT == 0 && space & exec::ANNOTATED != 0;
        let d = self.decl(idx);
        let ctor = d.func.as_ref().is_some_and(|f| f.no_type || f.is_destructor);
        // A constexpr device function keeps its body (see `function`).
        global || device && !ctor && !d.is_constexpr()
    }

    /// `using namespace lib::d;` names the namespace as cudafe++ does:
    /// below the namespaces it shares with the scope of the directive
    /// (`using namespace d;` inside `lib::e`).
    fn using_directive(&self, first: usize, end: usize, out: &mut Out) -> bool {
        if self.tok(first) != "using" || self.tok(first + 1) != "namespace" || end <= first + 2 {
            return false;
        }
        let absolute = self.tok(first + 2) == "::";
        let start = first + 2 + usize::from(absolute);
        let mut written = String::new();
        for k in start..end {
            let t = self.toks[k];
            if t.kind != TokKind::Ident && self.tok(k) != "::" {
                return false;
            }
            written.push_str(self.tok(k));
        }
        let Some(full) = self.table.namespace_named(&written, &self.scope, absolute) else { return false };
        out.push("using namespace ");
        out.push(crate::symbols::relative_to(&full, &self.scope));
        out.push(";");
        true
    }

    /// A using-declaration naming a namespace's member (`using al::f;`)
    /// or a namespace alias definition (`namespace b2 = al::b;`): cudafe++
    /// names the namespace as it is declared, aliases followed and below
    /// the namespaces it shares with the declaration's scope (`using
    /// n1::f;`). False (nothing printed) for anything else.
    fn namespace_qualified_declaration(&self, first: usize, end: usize, out: &mut Out) -> bool {
        let (lead, from) = match (self.tok(first), self.tok(first + 1), self.tok(first + 2)) {
            ("using", next, after) if next != "namespace" && after != "=" => ("using ".to_string(), first + 1),
            ("namespace", alias, "=") if self.toks.get(first + 1).is_some_and(|t| t.kind == TokKind::Ident) => (format!("namespace {alias} = "), first + 3),
            _ => return false,
        };
        let mut written = String::new();
        for k in from..end {
            if self.toks[k].kind != TokKind::Ident && self.tok(k) != "::" {
                return false;
            }
            written.push_str(self.tok(k));
        }
        // A using-declaration's last component is the member it names.
        let (qualifier, member) = if lead.starts_with("using") {
            match written.rsplit_once_scope() {
                Some((q, m)) if !q.is_empty() && !m.is_empty() => (q, Some(m)),
                _ => return false,
            }
        } else {
            (written.as_str(), None)
        };
        let Some(full) = self.table.namespace_through_aliases(qualifier, &self.scope) else { return false };
        let relative = crate::symbols::relative_to(&full, &self.scope);
        out.push(&lead);
        out.push(relative);
        if let Some(m) = member {
            out.push("::");
            out.push(m);
        }
        out.push(";");
        true
    }

    fn has_body(&self, first: usize, last: usize) -> bool {
        (first..last).any(|i| self.tok(i) == "{")
    }

    /// A namespace-scope using-declaration repeating an earlier one of its
    /// scope that names no function (`using std::cout;` in a header and
    /// again in the `.cu`): cudafe++ prints it once. (A function's may
    /// bring in more overloads: each is kept.)
    fn repeated_using(&self, first: usize) -> bool {
        if self.tok(first) != "using" || self.table.repeated_usings.is_empty() {
            return false;
        }
        let usings = crate::symbols::using_declarations(self.text, self.view.namespaces, self.view.scan);
        let Some((ordinal, (_, target))) = usings.iter().enumerate().find(|(_, (at, _))| *at == first).map(|(j, (_, u))| (j, u)) else { return false };
        if !self.table.repeated_usings.contains(&(self.view.index, ordinal as u32)) {
            return false;
        }
        // (What it names must be known: a raw `.cu`'s `using std::sort;`
        // may name functions its skipped headers declare.)
        let qualified = target.trim_global();
        let parts: Vec<&str> = qualified.split_scopes().collect();
        let found = self.table.resolve(&parts, "", true);
        let typedef_or_enumerator = || self.table.aliases.contains_key(qualified) || self.table.enumerators.contains(last_component(qualified));
        if found.iter().any(|s| s.kind == EntityKind::Function) {
            return false;
        }
        !found.is_empty() || typedef_or_enumerator()
    }

    /// A declaration with no CUDA meaning: tokens as they are.
    fn other(&self, first: usize, last: usize, out: &mut Out) {
        if self.repeated_using(first) {
            return;
        }
        let ends_semi = last > first && self.tok(last - 1) == ";";
        let end = if ends_semi { last - 1 } else { last };
        if matches!(self.tok(first), "static_assert" | "_Static_assert") && BodyEnv::new(self).static_assert(first, end, out) {
        } else if let Some(key_at) = self.class_instantiation_key(first, end) {
            // An explicit instantiation of a class template names it with
            // the template's own key, and its `;` ends it, no blank after.
            let mut head = Out::new();
            self.decl_tokens(Range { first, last: key_at }, &mut head);
            out.push(head.tail().trim_end());
            out.push(" ");
            out.push(self.instantiated_class_key(key_at + 1, end).unwrap_or(self.tok(key_at)));
            out.push(" ");
            self.decl_tokens(Range { first: key_at + 1, last: end }, out);
            if ends_semi {
                out.push(";");
            }
            return;
        } else if self.tok(first) == "typedef" || self.tok(first) == "using" && self.tok(first + 1) != "namespace" && self.tok(first + 2) == "=" {
            // Attributes among a typedef's specifiers go first, before
            // `typedef` (`__attribute((aligned(4))) typedef E E_t;`).
            let first = if self.tok(first) == "typedef" {
                let name_at = self.view.scan.ast.decls.iter().find(|(_, d)| d.kind == DeclKind::Typedef && d.name.is_some()).map(|(_, d)| d.name_span.start);
                let limit = name_at.map_or(end, |at| self.index_at(at)).min(end);
                let lead = self.leading_attributes(first + 1, limit, out);
                if lead > first + 1 {
                    // The group right after `typedef` was moved: print
                    // `typedef` and go on past it.
                    out.push("typedef ");
                    lead
                } else {
                    first
                }
            } else {
                first
            };
            let mut o = Out::new();
            self.decl_tokens(Range { first, last: end }, &mut o);
            out.push(&o.tail().replace("unsigned int", "unsigned"));
        } else {
            self.decl_tokens(Range { first, last: end }, out);
        }
        if ends_semi {
            // `using namespace n;` stands alone; a type alias is set off.
            out.push(if self.tok(first) == "using" && self.tok(first + 2) != "=" { ";" } else { "; " });
        }
    }

    /// The class key's token of an explicit instantiation of a class
    /// (`template struct A<int>`, `extern template class B<char>`) that
    /// starts at `first`.
    fn class_instantiation_key(&self, first: usize, end: usize) -> Option<usize> {
        let template = if self.tok(first) == "extern" { first + 1 } else { first };
        let key = template + 1;
        (key < end && self.tok(template) == "template" && matches!(self.tok(key), "struct" | "class" | "union")).then_some(key)
    }

    /// The key the class template an explicit instantiation names (its
    /// name's tokens from `first`) was declared with.
    fn instantiated_class_key(&self, first: usize, end: usize) -> Option<&'static str> {
        let name_end = (first..end).find(|&k| self.tok(k) == "<")?;
        let name: String = (first..name_end).map(|k| self.tok(k)).collect();
        let class = self.table.resolve_class(&name, &self.scope)?;
        Some(if class.is_union {
            "union"
        } else if class.is_class_key {
            "class"
        } else {
            "struct"
        })
    }

    /// Template headers at `i`: printed, returns the index past them and
    /// the template parameter names.
    fn template_headers(&self, i: usize, last: usize, out: &mut Out, params: &mut Vec<String>) -> usize {
        self.template_headers_naming(i, last, out, params, false)
    }

    /// `template_headers`; `name_inner`: the unnamed parameters of a
    /// template template parameter get `__T<n>` names, as cudafe++ gives
    /// them in a kernel template's own header (not its wrapper's).
    fn template_headers_naming(&self, mut i: usize, last: usize, out: &mut Out, params: &mut Vec<String>, name_inner: bool) -> usize {
        let first = i;
        while i < last && self.tok(i) == "template" && self.tok(i + 1) == "<" {
            // (A member template's header on a later line than its
            // class template's is placed there.)
            if i > first {
                out.mark(self.toks[i].start);
            }
            let mut depth = 0i32;
            let mut j = i + 1;
            while j < last {
                match self.tok(j) {
                    "<" => depth += 1,
                    ">" => {
                        depth -= 1;
                        if depth == 0 {
                            break;
                        }
                    }
                    ">>" => {
                        depth -= 2;
                        if depth <= 0 {
                            break;
                        }
                    }
                    "(" | "[" => {
                        j = self.group_end(j);
                        continue;
                    }
                    _ => {}
                }
                j += 1;
            }
            for k in i + 2..j {
                let prev = self.tok(k - 1);
                if self.toks[k].kind == TokKind::Ident && matches!(prev, "typename" | "class" | "...") && !matches!(self.tok(k), "typename" | "class") {
                    params.push(self.tok(k).to_string());
                    self.dependent.borrow_mut().push(self.tok(k).to_string());
                }
            }
            if j == i + 2 {
                out.push("template<> ");
            } else {
                self.template_parameter_list(i, j, out, name_inner);
                if !out.tail().ends_with(' ') {
                    out.push(" ");
                }
            }
            i = j + 1;
            if let Some((clause, end)) = self.requires_clause_at(i) {
                // (A clause on a later line than the header is placed there.)
                out.mark(self.toks[i].start);
                out.push(clause);
                i = end;
            }
        }
        i
    }

    /// `template< ... >` from the `template` at `i` to the `>` at `close`.
    /// A parameter whose name starts a later line is placed there
    /// (`template< int A, int` / `# 71` / `B>`).
    fn template_parameter_list(&self, i: usize, close: usize, out: &mut Out, name_inner: bool) {
        let unnamed = if name_inner {
            let mut unnamed = self.unnamed_inner_parameters(i + 2, close);
            unnamed.extend(self.unnamed_own_parameters(i + 2, close));
            unnamed
        } else {
            Vec::new()
        };
        let mut from = i;
        for k in self.template_parameter_places(i + 2, close) {
            // (Only a name on a later line than the one printed last: two
            // on one line stay apart by a space, `int A, int B`.)
            if !self.text.get(self.toks[from].start as usize..self.toks[k].start as usize).is_some_and(|t| t.contains('\n')) {
                continue;
            }
            self.parameter_tokens_naming(Range { first: from, last: k }, from > i, &unnamed, out);
            out.mark(self.toks[k].start);
            from = k;
        }
        self.parameter_tokens_naming(Range { first: from, last: close + 1 }, from > i, &unnamed, out);
    }

    /// `parameter_tokens`, with the name of each unnamed parameter in
    /// `unnamed` (the token ending it, the one starting it) printed
    /// before the token ending it.
    fn parameter_tokens_naming(&self, r: Range, within: bool, unnamed: &[(usize, usize)], out: &mut Out) {
        let env = GlobalEnv { low: self };
        let p = emit::Printer::new(self.text, self.toks, &env);
        p.within_template_parameters.set(within);
        p.unnamed_names.replace(unnamed.iter().copied().filter(|&(e, _)| r.first < e && e < r.last).collect());
        p.tokens(r, out);
    }

    /// The unnamed parameters of the template template parameters in
    /// `first..close` (`template <typename> class C`): for each, the `,`
    /// or `>` ending it and its first token. One with a default, a pack
    /// or a template template parameter itself is left out.
    fn unnamed_inner_parameters(&self, first: usize, close: usize) -> Vec<(usize, usize)> {
        let mut found = Vec::new();
        let mut k = first;
        while k < close {
            match self.tok(k) {
                "(" | "[" | "{" => {
                    k = self.group_end(k);
                    continue;
                }
                "template" if self.tok(k + 1) == "<" => {
                    let end = self.inner_list_end(k + 1, close);
                    self.unnamed_in_list(k + 2, end, &mut found);
                    k = end + 1;
                    continue;
                }
                _ => {}
            }
            k += 1;
        }
        found
    }

    /// The unnamed parameters of the list `first..close` itself, defaults
    /// and packs included (`class = void`, `int ...`): for each, the token
    /// its name goes before and its first token. A template template
    /// parameter's name is not printed (cudafe++ names it only where the
    /// kernel passes it on: `kernel_template`).
    fn unnamed_own_parameters(&self, first: usize, close: usize) -> Vec<(usize, usize)> {
        let mut found = Vec::new();
        for (start, end) in self.template_parameter_ranges(first, close) {
            if self.tok(start) == "template" || start == end {
                continue;
            }
            let declarator = (start..end).find(|&k| self.tok(k) == "=" && self.depth_zero_in(start, k)).unwrap_or(end);
            if !self.declares_template_parameter_name(start, declarator) {
                found.push((self.declarator_slot(start, declarator), start));
            }
        }
        found
    }

    /// Each parameter of the template parameter list `first..close`: its
    /// first token and the `,` or `>` ending it.
    fn template_parameter_ranges(&self, first: usize, close: usize) -> Vec<(usize, usize)> {
        let mut out = Vec::new();
        let mut start = first;
        for (k, depth) in self.angle_walk(first, close) {
            if depth == 0 && self.tok(k) == "," {
                out.push((start, k));
                start = k + 1;
            }
        }
        out.push((start, close));
        out
    }

    /// No `<` opened in `first..at` is still open at `at`.
    fn depth_zero_in(&self, first: usize, at: usize) -> bool {
        self.angle_walk(first, at).last().is_none_or(|(_, depth)| depth <= 0)
    }

    /// The template parameter declarator `first..end` (its default left
    /// out) declares a name: an identifier ends it (`class T`, `int
    /// ...N`), or stands in its parentheses (`void (*F)(int)`).
    fn declares_template_parameter_name(&self, first: usize, end: usize) -> bool {
        let Some(last) = end.checked_sub(1).filter(|&l| l >= first) else { return false };
        // (A type's last word is no name: `Policy = Policy::A`,
        // `typename T::type = 0`.)
        let ident = |k: usize| k > first && self.toks[k].kind == TokKind::Ident && !emit::is_cxx_keyword(self.tok(k)) && self.tok(k - 1) != "::";
        if ident(last) {
            return true;
        }
        // `void (*F)(int)`: a parenthesized declarator's last token.
        (first..end).find(|&k| self.tok(k) == "(" && self.depth_zero_in(first, k)).is_some_and(|open| {
            let close = self.group_end(open).saturating_sub(1);
            let declarator = matches!(self.tok(open + 1), "*" | "&" | "&&") || self.tok(open + 2) == "::";
            declarator && close > open + 1 && ident(close - 1)
        })
    }

    /// The `>` closing the `<` at `open` (or `close` when none does first).
    fn inner_list_end(&self, open: usize, close: usize) -> usize {
        let mut depth = 0i32;
        let mut k = open;
        while k < close {
            match self.tok(k) {
                "(" | "[" | "{" => {
                    k = self.group_end(k);
                    continue;
                }
                "<" => depth += 1,
                ">" => {
                    depth -= 1;
                    if depth == 0 {
                        return k;
                    }
                }
                _ => {}
            }
            k += 1;
        }
        close
    }

    /// The unnamed parameters of the list `first..end` (`end` its `>`).
    fn unnamed_in_list(&self, first: usize, end: usize, found: &mut Vec<(usize, usize)>) {
        let mut start = first;
        let mut depth = 0i32;
        let mut k = first;
        while k <= end {
            let t = if k == end { ">" } else { self.tok(k) };
            match t {
                "(" | "[" | "{" if k < end => {
                    k = self.group_end(k);
                    continue;
                }
                "<" => depth += 1,
                ">" if k < end => depth -= 1,
                "," | ">" if depth == 0 => {
                    if start < k && self.is_unnamed_parameter(start, k) {
                        found.push((k, start));
                    }
                    start = k + 1;
                }
                _ => {}
            }
            k += 1;
        }
    }

    /// Whether the parameter `first..end` declares no name: it ends in a
    /// keyword or punctuator (`class`, `int`, `T *`), has no default and
    /// is neither a pack nor a template template parameter.
    fn is_unnamed_parameter(&self, first: usize, end: usize) -> bool {
        let last = self.tok(end - 1);
        let named = self.toks[end - 1].kind == TokKind::Ident && !emit::is_cxx_keyword(last);
        let special = (first..end).any(|k| matches!(self.tok(k), "=" | "..." | "template"));
        !named && !special
    }

    /// The names of the template parameters declared in `first..close`
    /// (not their defaults'): each is an identifier that ends its
    /// parameter's declarator, before a `,`, the `>`, `=` or `...`.
    fn template_parameter_names(&self, first: usize, close: usize) -> Vec<usize> {
        self.template_parameter_places(first, close).into_iter().filter(|&k| self.tok(k) != "template").collect()
    }

    /// Where EDG places the parameters of `first..close`: their names
    /// (`template_parameter_names`) and the `template` starting a template
    /// template parameter.
    fn template_parameter_places(&self, first: usize, close: usize) -> Vec<usize> {
        let mut out = Vec::new();
        let mut in_default = false;
        for (k, depth) in self.angle_walk(first, close) {
            match self.tok(k) {
                "," if depth == 0 => in_default = false,
                "=" if depth == 0 => in_default = true,
                // A template template parameter is placed at its own
                // `template` too (`template< class A,` / `# 6` /
                // `template< class >  class R>`).
                "template" if depth == 0 && !in_default && k > first => out.push(k),
                t if depth == 0 && !in_default && self.toks[k].kind == TokKind::Ident && !emit::is_cxx_keyword(t) && k > first => {
                    let next = if k + 1 < close { self.tok(k + 1) } else { ">" };
                    if matches!(next, "," | ">" | "=") {
                        out.push(k);
                    }
                }
                _ => {}
            }
        }
        out
    }

    /// Effective execution space of a function: its own, merged with every
    /// other declaration of it in the translation unit.
    fn exec_space(&self, idx: DeclIdx) -> u8 {
        if let Some(&space) = self.exec_spaces.borrow().get(&idx) {
            return space;
        }
        let space = self.compute_exec_space(idx);
        self.exec_spaces.borrow_mut().insert(idx, space);
        space
    }

    /// `exec_space`, computed: the declaration's own space and those of
    /// the declarations of the same function the symbol table knows.
    fn compute_exec_space(&self, idx: DeclIdx) -> u8 {
        let own = self.view.apply.entities.get(idx).map_or(0, |e| e.exec_space);
        let d = self.decl(idx);
        let Some(name) = d.name else { return own };
        if d.context != Context::Namespace {
            return own;
        }
        let mut qual: Vec<&str> = d.qualifier.iter().map(|n| n.as_str()).collect();
        qual.push(name.as_str());
        let key = crate::symbols::params_key(self.text, self.view.scan, d);
        // (`params_key` leaves the pointees' qualifiers out: `f(const T *)`
        // and `f(T *)` are two functions.)
        let pointees = crate::symbols::qualified_pointee_params(self.text, self.view.scan, d);
        let specialization = d.template.as_ref().is_some_and(|t| t.kind == TemplateKind::Specialization);
        let mut space = own;
        for s in self.table.resolve(&qual, &self.scope, false) {
            if s.kind != EntityKind::Function {
                continue;
            }
            // An explicit specialization of a kernel template is a kernel;
            // one that writes no execution space has its template's.
            let primary = specialization && s.template == Some(TemplateKind::Primary);
            let inherited = primary && (s.exec_space & exec::GLOBAL_BIT != 0 || own & exec::ANNOTATED == 0);
            if s.params_key == key && (s.const_pointee_params, s.volatile_pointee_params) == pointees || inherited {
                space |= s.exec_space;
            }
        }
        space
    }

    #[allow(clippy::too_many_arguments)]
    fn function(&self, idx: DeclIdx, first: usize, last: usize, ctx: Context, out: &mut Out, stub: &mut stub::StubItem, module: &mut Option<String>) {
        let d = self.decl(idx);
        let Some(func) = d.func.as_ref() else { return self.other(first, last, out) };
        let space = self.exec_space(idx);
        let is_global = space & exec::GLOBAL_BIT != 0;
        let device_space = !is_global && space & exec::DEVICE_BIT != 0 && space & exec::HOST_BIT == 0 && space & exec::ANNOTATED != 0;
        // A constexpr device function keeps its body (13.5 does so with or
        // without --expt-relaxed-constexpr: constant evaluation on the host
        // side may need it).
        let device_only = device_space && !d.is_constexpr();
        let name_tok = self.index_at(d.name_span.start);
        let body_tok = func.body_span.map(|s| self.index_at(s.start));
        let head_end = body_tok.unwrap_or(if last > first && self.tok(last - 1) == ";" { last - 1 } else { last });
        let is_static = d.specs.has(Specs::STATIC);
        let in_anon = self.view.namespaces.iter().any(|n| n.as_str().is_empty());
        let is_template = d.template.is_some() && (first..name_tok).any(|i| self.tok(i) == "template" && self.tok(i + 1) == "<" && self.tok(i + 2) != ">");
        if func.body == FnBody::Defined {
            self.note_unnamed_param_temporaries(idx);
        }

        if is_template && func.body == FnBody::Delete && d.template.as_ref().is_some_and(|t| t.kind == TemplateKind::Primary) {
            return self.deleted_template(first, last, out);
        }
        if is_global && is_template && func.body == FnBody::Defined {
            return self.kernel_template(idx, first, last, out, stub);
        }
        if is_template && !is_global && self.has_kernel_specialization(d) {
            if let Some(t) = self.kernel_template_stub(idx) {
                stub.templates.push(t);
            }
        }
        if is_global && is_template && func.body == FnBody::None {
            return self.kernel_template_declaration(idx, first, out);
        }
        let specialization = d.template.as_ref().is_some_and(|t| t.kind == TemplateKind::Specialization);
        if is_global && specialization && func.body == FnBody::Defined {
            self.note_instance(d, Some(self.param_types_of(idx, &[]).iter().map(|t| self.sugared(t)).collect()));
            return self.kernel_specialization(idx, first, last, out);
        }
        let declared_specialization = is_global && specialization && func.body == FnBody::None;
        if declared_specialization {
            out.mark(self.declaration_at(first, d, head_end));
            self.kernel_specialization_declaration(idx, first, out);
        }
        // (The kernel is then `__specialization_static` like its wrapper
        // when the unit defines the specialization, else hidden.)
        let defined_specialization = declared_specialization && self.defines_specialization(d);
        // (`extern template ...` declares the instance made elsewhere: it
        // instantiates nothing here.)
        let extern_directive = self.tok(first) == "extern" && self.tok(first + 1) == "template";
        if extern_directive && self.tok(first + 2) != "<" {
            if let Some(name) = d.name {
                let name = name.as_str().to_string();
                let inst = match d.template_args {
                    Some(args) => stub::Instance::Declared(name, split_template_args(self.text.get(args.start as usize..args.end as usize).unwrap_or("")), None),
                    None => stub::Instance::Deduced(name, self.param_types_of(idx, &[]).into_iter().map(Some).collect(), stub::Deferral::NOW),
                };
                stub.extern_instances.push(inst);
            }
            return self.instantiation_directive(first, head_end, out);
        }
        if self.tok(first) == "template" && self.tok(first + 1) != "<" {
            if is_global {
                self.note_instance(d, None);
            } else if let (Some(name), Some(args)) = (d.name, d.template_args) {
                // An explicit instantiation of a function template.
                let text = self.text.get(args.start as usize..args.end as usize).unwrap_or("");
                self.note_fn_use(stub::Instance::Declared(name.as_str().to_string(), split_template_args(text), None), None);
            } else if let Some(name) = d.name {
                // One without arguments deduces them from its parameter
                // types (`template float f(const M<float> &, int);`), as a
                // call with arguments of those types would.
                let tys = self.param_types_of(idx, &[]).into_iter().map(|t| Some(match t {
                    types::DeclTy::LRef(x) | types::DeclTy::RRef(x) => *x,
                    t => t,
                })).collect();
                self.note_fn_use(stub::Instance::Deduced(name.as_str().to_string(), tys, stub::Deferral::NOW), None);
            }
            return self.instantiation_directive(first, head_end, out);
        }

        // (An inline one may go unused without a warning.)
        let inline = d.specs.has(Specs::INLINE) || (first..head_end).any(|k| is_inline_keyword(self.tok(k)) || self.tok(k) == "__forceinline__");
        let static_device = device_only && is_static && !inline && ctx == Context::Namespace && func.body == FnBody::Defined;
        if static_device {
            out.line_start();
            out.push("#pragma GCC diagnostic push\n#pragma GCC diagnostic ignored \"-Wunused-function\"\n\n");
        }
        // A GNU attribute printed first (`__forceinline__`'s
        // `always_inline`) keeps its own position: the declaration starts
        // on the attribute's line, its name on its own.
        // (See `declaration_at`; a template's is below its header.)
        out.mark(self.declaration_at(first, d, head_end));
        let mut tparams = Vec::new();
        let mut i = self.template_headers(first, head_end, out, &mut tparams);
        if self.tok(first) == "template" && !specialization {
            if let Some(k) = self.first_moved_attribute(i, name_tok.min(head_end)) {
                out.mark(self.toks[k].start);
            }
        }
        // `extern "C"` first, then GNU attributes, then cudafe++'s prefix
        // (`extern "C++"`, the linkage a function has anyway, is dropped).
        if self.tok(i) == "extern" && self.toks.get(i + 1).is_some_and(|t| t.kind == TokKind::Str) {
            if self.tok(i + 1) != "\"C++\"" {
                out.push("extern ");
                out.push(self.tok(i + 1));
                out.push(" ");
            }
            i += 2;
        }
        i = self.leading_attributes(i, name_tok, out);
        if ctx == Context::Namespace || ctx == Context::Block {
            if is_global {
                if defined_specialization {
                    out.push("__specialization_static ");
                } else if !is_static && !in_anon && !self.view.visibility_namespace {
                    out.push("__attribute__((visibility(\"hidden\"))) ");
                }
            } else if device_space && (d.qualifier.is_empty() || self.qualified_by_namespace(d, name_tok)) {
                out.push("__attribute__((unused)) ");
            }
        } else if is_global && self.tok(i) == "friend" {
            // A friend kernel: its hidden visibility after `friend`.
            out.push("friend __attribute__((visibility(\"hidden\"))) ");
            i += 1;
        }
        // (`override` says it is virtual, but not in a class template: there
        // only a base's virtual function it matches makes it so, and one in
        // a dependent base only the instances know.)
        let templated = d.parent.is_some_and(|p| self.decl(p).template.as_ref().is_some_and(|t| t.kind == TemplateKind::Primary) || self.in_class_template(p));
        if ctx == Context::Class && !d.specs.has(Specs::VIRTUAL) && (func.is_override && !templated || self.overrides_base_virtual(idx)) {
            out.push("virtual ");
        }
        let deleted_kernel = is_global && func.body == FnBody::Delete && !d.specs.has(Specs::INLINE);
        if deleted_kernel {
            out.push("inline ");
        }
        // Specifiers and declarator; the name gets its own marker when the
        // template header stood on an earlier line.
        // A template's definition outside its namespace is marked at its
        // qualifier (`ts::ut::f` on a line of its own).
        let declarator = if d.template.is_some() && func.body != FnBody::None { self.qualified_name_start(name_tok).max(i) } else { name_tok };
        let mut o = Out::new();
        self.spec_tokens(Range { first: i, last: declarator.min(head_end) }, &mut o);
        let mut spec = o.tail().to_string();
        // A member function defined in its class is inline anyway:
        // cudafe++ prints no `inline` for it.
        // Nor for a constexpr function, which is inline as well.
        // A friend defined in the class keeps it.
        let member_inline = ctx == Context::Class && func.body_span.is_some() && !spec.split_whitespace().any(|w| w == "friend");
        if (member_inline || d.is_constexpr()) && spec.split_whitespace().any(is_inline_keyword) {
            spec = spec.split(' ').filter(|w| !is_inline_keyword(w)).collect::<Vec<_>>().join(" ");
        }
        // A friend defined in the class (or defaulted there) says
        // `inline`, which it is.
        let friend_defined = ctx == Context::Class && (func.body_span.is_some() || func.body == FnBody::Default) && !is_global && !d.is_constexpr();
        if friend_defined && spec.split_whitespace().next() == Some("friend") && !spec.split_whitespace().any(is_inline_keyword) {
            spec = spec.replacen("friend", "friend inline", 1);
        }
        let mut spec = canonical_specifiers(&spec);
        // A device-only definition whose return type is deduced (`auto`,
        // `decltype(auto)`, `auto *`, `const auto &`) has no type the host
        // could know: its trapping copy returns ` void`, after its storage.
        if device_only && d.deduces_return_type() && func.body == FnBody::Defined {
            spec = storage_then_void(&spec);
        }
        // A redeclaration of a constexpr function says so again (the host
        // compiler rejects the difference; the runtime's math headers
        // redeclare `std::abs` and others so).
        if self.redeclares_constexpr(d) {
            spec.insert_str(0, "constexpr ");
        }
        // A declaration of a function another declaration makes inline
        // says so too (`int f(int);` before `inline int f(int x) {..}` is
        // `inline int f(int);`); a member defined in its class or a
        // constexpr one says nothing (see above).
        if !member_inline && !d.is_constexpr() && !spec.split_whitespace().any(is_inline_keyword) && self.made_inline_elsewhere(idx) {
            spec = with_inline_after_storage(&spec);
        }
        // A deleted function that is no member is inline, which cudafe++
        // writes out after its storage (`static inline void f() =
        // delete;`, `friend inline`); a member says nothing.
        // (A function template's instances are, not the template.)
        let primary = d.template.as_ref().is_some_and(|t| t.kind == TemplateKind::Primary);
        let free = (ctx != Context::Class || spec.split_whitespace().next() == Some("friend")) && !primary;
        if func.body == FnBody::Delete && free && !deleted_kernel && !spec.split_whitespace().any(is_inline_keyword) {
            spec = with_inline_after_storage(&spec);
        }
        // A declaration (no body) of a function an earlier declaration
        // gave C linkage says so (`extern "C" int gf(int);`).
        if func.body == FnBody::None && ctx == Context::Namespace && d.template.is_none() && !self.view.extern_c && self.tok(first) != "extern" && self.c_linkage(idx) {
            out.push("extern \"C\" ");
        }
        out.push(&spec);
        if declarator < head_end {
            // A template-id closes with `> ` and sets the name off by one
            // more space (`P< int, int>  mk()`).
            if !spec.is_empty() && !spec.ends_with(' ') && !spec.ends_with('*') && !spec.ends_with('&') && !spec.ends_with("::") || spec.ends_with("> ") {
                out.push(" ");
            }
            // A template's declaration (no body) stays on its header's
            // line.
            if func.body != FnBody::None || d.template.is_none() {
                out.mark(self.toks[declarator].start);
            }
            // (A defaulted or deleted one is no definition either: `H(const
            // H & o) = default;`.)
            if matches!(func.body, FnBody::None | FnBody::Default | FnBody::Delete | FnBody::Pure) {
                let mut o = Out::new();
                self.decl_tokens(Range { first: declarator, last: head_end }, &mut o);
                out.push(&prototype_spacing(o.tail().trim_end()));
            } else {
                // A definition's parameters on later lines get markers
                // (a kernel's unnamed ones names).
                let r = Range { first: declarator, last: head_end };
                if is_global && func.body == FnBody::Defined {
                    self.kernel_params_marked(idx, r, out);
                } else {
                    self.tokens_with_param_marks(Some(idx), r, out);
                }
            }
        }
        if is_global && func.body == FnBody::Defined && d.template.is_none() && ctx == Context::Namespace {
            stub.kernels.push(self.kernel_stub(idx, first));
        }
        // (One whose return type is a bare placeholder, `auto` or
        // `decltype(auto)`, names no module; `auto *` does.)
        let placeholder_return = d.deduces_return_type() && !d.specs.has(Specs::POINTER) && !d.specs.has(Specs::REFERENCE);
        if module.is_none() && !placeholder_return && ctx == Context::Namespace && !is_static && !in_anon && !d.specs.has(Specs::INLINE) && !d.specs.has(Specs::CONSTEXPR) && !d.specs.has(Specs::CONSTEVAL) && d.template.is_none() && func.body == FnBody::Defined && !self.has_inline_token(first, name_tok) && !self.made_inline_elsewhere(idx) {
            // (A parameter of a type of the anonymous namespace gives the
            // function internal linkage: it names no module either.)
            let name = if self.c_linkage(idx) { d.name.map(|n| n.as_str().to_string()) } else { self.mangled_function_name(idx) };
            if !name.as_deref().is_some_and(|m| m.contains(stub::ANON_PLACEHOLDER)) {
                *module = name;
            }
        }
        match func.body {
            FnBody::Defined => {
                let Some(body) = body_tok else { return };
                // A parameter pack is not named in the trap (`(void)args;`
                // would leave the pack unexpanded).
                let params = func.params.iter().map(|p| self.decl(*p)).filter(|p| !p.specs.has(Specs::PACK)).filter_map(|p| p.name.map(|n| n.as_str().to_string())).collect::<Vec<_>>();
                if is_global {
                    out.push(" ;");
                    out.if_zero(self.toks[body].start);
                    self.print_body(idx, body, last, true, &tparams, out);
                    // cudafe++ leaves the `#if 0` of a constexpr kernel
                    // open (the trailer's `#endif` closes it).
                    if !d.is_constexpr() {
                        out.end_if();
                    }
                } else if device_only {
                    out.push(" ");
                    let brace = self.body_brace(body, last);
                    if brace > body {
                        // The constructor initializer stays, printed as a
                        // host constructor's is (`state_((seed * 7U) + 2U)`).
                        let mut o = Out::new();
                        self.ctor_init(idx, body, brace, &tparams, &mut o);
                        out.push(o.tail());
                        out.push(" ");
                    }
                    // The trap's last call stands where the body ends.
                    let close = self.toks.get(self.group_end(brace).saturating_sub(1)).map(|t| t.start);
                    // The trap opens where the body does.
                    out.mark(self.toks[brace].start);
                    if func.is_destructor || func.no_type && !func.is_operator {
                        out.push("{int *volatile ___ = 0;");
                        for p in &params {
                            out.push(&format!("(void){p};"));
                        }
                        out.mark_opt(close);
                        out.push("::free(___);}");
                    } else {
                        out.push("{int volatile ___ = 1;");
                        for p in &params {
                            out.push(&format!("(void){p};"));
                        }
                        out.mark_opt(close);
                        out.push("::exit(___);}");
                    }
                    out.if_zero(self.toks[brace].start);
                    self.print_body(idx, brace, last, true, &tparams, out);
                    out.end_if();
                    if static_device {
                        out.push("\n#pragma GCC diagnostic pop\n\n");
                    }
                } else {
                    out.push(" ");
                    let brace = self.body_brace(body, last);
                    if brace > body {
                        let mut o = Out::new();
                        self.ctor_init(idx, body, brace, &tparams, &mut o);
                        out.append(o);
                        out.push(" ");
                    }
                    // A body opening on a later line gets its marker.
                    out.mark(self.toks[brace].start);
                    self.print_body(idx, brace, last, false, &tparams, out);
                }
            }
            // (A pure one is followed by the blank a declaration gets.)
            FnBody::Default | FnBody::Delete => {
                out.push(";");
            }
            FnBody::Pure => out.push("; "),
            FnBody::None => out.push("; "),
        }
    }

    /// A `__global__` function template: a wrapper template that only
    /// names the launch API, then the template itself forwarding to the
    /// wrapper (the stub file specializes the wrapper per instance).
    fn kernel_template(&self, idx: DeclIdx, first: usize, last: usize, out: &mut Out, stub: &mut stub::StubItem) {
        if let Some(t) = self.kernel_template_stub(idx) {
            stub.templates.push(t);
        }
        let d = self.decl(idx);
        let Some(func) = d.func.as_ref() else { return };
        let Some(body) = func.body_span.map(|s| self.index_at(s.start)) else { return };
        let name_tok = self.index_at(d.name_span.start);
        let qualified = self.qualified_name_start(name_tok);
        let name = d.name.map_or("", |n| n.as_str());
        // Each parameter's tokens, name, whether it is a pack, and (an
        // unnamed one) where it starts, which names it.
        type Param = ((usize, usize), Option<String>, bool, Option<u32>, Option<DeclaratorSplit>);
        let params: Vec<Param> = func
            .params
            .iter()
            .map(|&p| {
                let pd = self.decl(p);
                let f = self.index_at(pd.span.start);
                let l = if pd.name.is_some() { self.index_at(pd.name_span.start) } else { self.index_at(pd.span.end) };
                let unnamed = (pd.name.is_none() && !self.is_void_param(p)).then(|| self.param_at(p));
                ((f, l), pd.name.map(|n| n.as_str().to_string()), pd.specs.has(Specs::PACK), unnamed, self.split_declarator(p, false))
            })
            .collect();
        // The empty line after the pragmas comes with the marker of the
        // wrapper; on the current line it follows on directly.
        out.push("\n#pragma GCC diagnostic push\n#pragma GCC diagnostic ignored \"-Wunused-parameter\"\n");
        out.blank_mark(self.toks[first].start);
        let mut tparams = Vec::new();
        let header = |out: &mut Out, tparams: &mut Vec<String>, storage: &str, name_inner: bool| {
            out.mark(self.toks[first].start);
            let i = self.template_headers_naming(first, name_tok, out, tparams, name_inner);
            let mut o = Out::new();
            self.decl_tokens(Range { first: i, last: qualified }, &mut o);
            out.push(&kernel_template_spec(o.tail(), storage));
            out.mark(self.toks[qualified].start);
        };
        header(out, &mut tparams, "static", false);
        // A definition outside its namespace keeps its qualifier
        // (`tsne::utils::__wrapper__device_stub_k`).
        self.raw_tokens(Range { first: qualified, last: name_tok }, out);
        out.push("__wrapper__device_stub_");
        out.push(name);
        out.push("(");
        for (n, ((f, l), pname, pack, at, split)) in params.iter().enumerate() {
            if n > 0 {
                out.push(", ");
            }
            if let (Some(split), Some(pn)) = (split, pname) {
                out.push(&split.by_ref());
                if let Some(t) = self.toks.get(*l) {
                    out.mark(t.start);
                }
                out.push(pn);
                out.push(&split.after);
                continue;
            }
            let mut o = Out::new();
            let ty_end = if *pack { (*f..*l).find(|&k| self.tok(k) == "...").unwrap_or(*l) } else { *l };
            self.decl_tokens(Range { first: *f, last: ty_end }, &mut o);
            // A template-id keeps its trailing space (`Buf< T>  &b`).
            let ty = if o.tail().ends_with("> ") { o.tail() } else { o.tail().trim_end() };
            out.push(ty);
            // (A reference parameter is passed as it is: `T &r`.)
            if *pack {
                out.push(" &...");
            } else if ty.ends_with('&') {
                out.push(if ty.ends_with(" &") || ty.ends_with(" &&") { "" } else { " " });
            } else if ty.ends_with('*') {
                out.push("&");
            } else {
                out.push(" &");
            }
            if let Some(pn) = pname {
                // A parameter on a later line gets a marker.
                if let Some(t) = self.toks.get(*l) {
                    out.mark(t.start);
                }
                out.push(pn);
            } else if let Some(at) = at {
                out.unnamed_param(*at);
            }
        }
        out.push(")");
        if let Some(clause) = self.trailing_requires(name_tok, body) {
            out.push(" ");
            out.push(clause);
        }
        out.push(" { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}");
        out.if_zero(self.toks[body].start);
        self.print_body(idx, body, last, true, &tparams, out);
        // As for a plain kernel, the `#if 0` of a constexpr one stays
        // open; the kernel then follows on without a marker.
        let closed = !d.is_constexpr();
        if closed {
            out.end_if();
            out.push("\n#pragma GCC diagnostic pop\n\n");
        } else {
            out.push("\n#pragma GCC diagnostic pop\n");
        }
        let mut tparams2 = Vec::new();
        // With separate compilation the kernel itself has external
        // linkage (unless static or in an unnamed namespace): hidden.
        let in_anon = self.view.namespaces.iter().any(|n| n.as_str().is_empty());
        let external = self.cfg.rdc && !d.specs.has(Specs::STATIC) && !in_anon;
        // (In an unnamed namespace it has internal linkage anyway: nothing.)
        let storage = match () {
            _ if external => "__attribute__((visibility(\"hidden\")))",
            _ if self.cfg.rdc && in_anon && !d.specs.has(Specs::STATIC) => "",
            _ => "static",
        };
        header(out, &mut tparams2, storage, true);
        self.kernel_params_marked(idx, Range { first: qualified, last: body }, out);
        out.push(" ");
        // A body opening on a later line gets its marker.
        out.mark(self.toks[body].start);
        out.push("{");
        out.push(&self.wrapper_scope(d));
        out.push("__wrapper__device_stub_");
        out.push(name);
        out.push("<");
        // An unnamed template parameter is passed by the name its header
        // gave it (a template template parameter's, never printed there,
        // is given here).
        for (n, p) in d.template.iter().flat_map(|t| &t.params).enumerate() {
            if n > 0 {
                out.push(",");
            }
            match p.name {
                Some(name) => out.push(name.as_str()),
                None => out.unnamed_param(p.span.start),
            }
            if p.is_pack {
                out.push("...");
            }
        }
        out.push(">(");
        for (n, (_, pname, pack, at, _)) in params.iter().enumerate() {
            if n > 0 {
                out.push(",");
            }
            match (pname, at) {
                (None, Some(at)) => out.unnamed_param(*at),
                _ => out.push(pname.as_deref().unwrap_or("")),
            }
            if *pack {
                out.push("...");
            }
        }
        out.push(");");
        // `return;}` stands on the line of the body's closing brace.
        if let Some(close) = self.toks.get(self.group_end(body).saturating_sub(1)) {
            out.mark(close.start);
        }
        out.push("return;}");
        out.if_zero(self.toks[body].start);
        self.print_body(idx, body, last, true, &tparams, out);
        if closed {
            out.end_if();
        }
    }

    /// `template <...> __global__ void k(T *p);`: the wrapper and the
    /// kernel, both declared.
    fn kernel_template_declaration(&self, idx: DeclIdx, first: usize, out: &mut Out) {
        let d = self.decl(idx);
        let name_tok = self.index_at(d.name_span.start);
        let name = d.name.map_or("", |n| n.as_str());
        let params = self.wrapper_params(idx);
        let mut header = Out::new();
        let mut tparams = Vec::new();
        let i = self.template_headers(first, name_tok, &mut header, &mut tparams);
        let mut o = Out::new();
        self.spec_tokens(Range { first: i, last: name_tok }, &mut o);
        let head = format!("{}{}", header.tail(), kernel_template_spec(o.tail(), "static"));
        // A kernel template the unit never defines is declared like a
        // kernel, hidden; one defined later is `static` like its wrapper.
        let parts: Vec<&str> = d.qualifier.iter().map(|q| q.as_str()).chain([name]).collect();
        let defined = self.table.resolve(&parts, &self.scope, false).iter().any(|s| s.kind == EntityKind::Function && s.template.is_some() && s.has_body);
        let kernel_head = if defined { head.clone() } else { format!("{}{}", header.tail(), kernel_template_spec(o.tail(), "__attribute__((visibility(\"hidden\")))")) };
        out.mark(self.toks[first].start);
        let by_ref: Vec<String> = params.iter().map(|p| p.by_ref()).collect();
        let plain: Vec<String> = params.iter().map(|p| p.plain()).collect();
        out.push(&prototype_spacing(&format!("{head}__wrapper__device_stub_{name}({})", by_ref.join(", "))));
        out.push("; ");
        out.push(&prototype_spacing(&format!("{kernel_head}{name}({})", plain.join(", "))));
        out.push("; ");
    }

    /// `template <> __global__ void k<int>(int *p) {...}`: a specialization
    /// of the wrapper keeping the body under `#if 0`, and of the kernel
    /// forwarding to it.
    fn kernel_specialization(&self, idx: DeclIdx, first: usize, last: usize, out: &mut Out) {
        let d = self.decl(idx);
        let Some(func) = d.func.as_ref() else { return };
        let Some(body) = func.body_span.map(|s| self.index_at(s.start)) else { return };
        let name_tok = self.index_at(d.name_span.start);
        let name = d.name.map_or("", |n| n.as_str());
        let params = self.wrapper_params(idx);
        let (head, targs, tparams) = self.specialization_head(idx, first);
        out.mark(self.toks[name_tok].start);
        out.push(&format!("{head}__wrapper__device_stub_{name}{targs} ("));
        push_wrapper_params(&params, true, out);
        out.push(") ;");
        out.if_zero(self.toks[body].start);
        self.print_body(idx, body, last, true, &tparams, out);
        out.end_if();
        out.mark(self.toks[name_tok].start);
        let compact_args = targs.trim().trim_start_matches('<').trim_end_matches('>').trim().replace(' ', "");
        out.push(&format!("{head}{name}{targs} ("));
        push_wrapper_params(&params, false, out);
        out.push(") ");
        out.mark(self.toks[body].start);
        out.push(&format!("{{{}__wrapper__device_stub_{name}<{compact_args}>(", self.wrapper_scope(d)));
        for (n, p) in params.iter().enumerate() {
            if n > 0 {
                out.push(",");
            }
            p.forward(out);
        }
        out.push(");");
        // `return;}` stands on the line of the body's closing brace.
        if let Some(close) = self.toks.get(self.group_end(body).saturating_sub(1)) {
            out.mark(close.start);
        }
        out.push("return;}");
        out.if_zero(self.toks[body].start);
        self.print_body(idx, body, last, true, &tparams, out);
        out.end_if();
    }

    /// How a kernel template's forwarding names its wrapper: from a
    /// (named) namespace, or defined with a qualifier, qualified from the
    /// global scope (`::nn::`).
    fn wrapper_scope(&self, d: &Decl) -> String {
        // (An unnamed namespace by its name, `::_GLOBAL__N__<id>`, which
        // print fills in.)
        let parts: Vec<&str> = self.view.namespaces.iter().chain(&d.qualifier).map(|n| if n.as_str().is_empty() { stub::ANON_PLACEHOLDER } else { n.as_str() }).collect();
        if parts.is_empty() {
            return String::new();
        }
        parts.iter().map(|n| format!("::{n}")).collect::<String>() + "::"
    }

    /// How a template's call it leaves to the instance names the
    /// namespace function template or overloaded function `written`
    /// names: through a namespace alias, by the namespace the alias
    /// stands for (see `dependent_call_qualifier`); else by the shortest
    /// qualified name (one qualifier at least) that finds it from `scope`.
    /// `None`: as written (a function neither overloaded nor a template
    /// is bound where the call is written).
    pub(super) fn shortest_qualification(&self, written: &str, scope: &str) -> Option<String> {
        let (qualifier, name) = written.rsplit_once_scope()?;
        if let Some(q) = self.dependent_call_qualifier(qualifier.trim(), name.trim()) {
            return Some(format!("{q}::{}", name.trim()));
        }
        let parts: Vec<&str> = written.trim_global().split_scopes().map(str::trim).collect();
        let found = self.table.resolve(&parts, scope, written.starts_with("::"));
        let functions: Vec<_> = found.iter().filter(|s| s.kind == EntityKind::Function && s.class.is_none()).collect();
        if functions.len() < 2 && functions.iter().all(|s| s.template.is_none()) {
            return None;
        }
        let target = functions.first()?;
        // Suffixes of the name as written (an inline namespace the
        // qualified name of the function has is not written).
        (1..parts.len()).map(|k| &parts[parts.len() - 1 - k..]).find(|candidate| self.table.resolve(candidate, scope, false).iter().any(|s| s.qname == target.qname)).map(|c| c.join("::"))
    }

    /// The first token of the qualified name ending at `name_tok`
    /// (`tsne::utils::k`, `::k`).
    /// An explicit instantiation (`template ...;`, `extern template
    /// ...;`) as cudafe++ prints it: no prefix, no body, its parameters
    /// spaced as a prototype's (`int * p`).
    fn instantiation_directive(&self, first: usize, head_end: usize, out: &mut Out) {
        out.mark(self.toks[first].start);
        let mut o = Out::new();
        self.spec_tokens(Range { first, last: head_end }, &mut o);
        out.push(&prototype_spacing(o.tail().trim_end()));
        out.push(";");
    }

    /// A declarator-id qualified by a namespace (`N::f`, `::N::I::h`),
    /// not by a class: the definition is the namespace member's own.
    fn qualified_by_namespace(&self, d: &Decl, name_tok: usize) -> bool {
        if d.qualifier.is_empty() {
            return false;
        }
        let absolute = self.tok(self.qualified_name_start(name_tok)) == "::";
        let joined = d.qualifier.iter().map(|q| q.as_str()).collect::<Vec<_>>().join("::");
        let written = if absolute { format!("::{joined}") } else { joined };
        self.table.namespace_through_aliases(&written, &self.scope).is_some()
    }

    /// The name token of the template-id whose `>` is at `close`
    /// (`A` of `A<T, (N > 1)>`), when one is.
    fn template_id_start(&self, close: usize) -> Option<usize> {
        let (mut depth, mut parens) = (0u32, 0u32);
        let mut k = close;
        loop {
            match self.tok(k) {
                ")" | "]" => parens += 1,
                "(" | "[" => parens = parens.checked_sub(1)?,
                ">" if parens == 0 => depth += 1,
                ">>" if parens == 0 => depth += 2,
                "<" if parens == 0 => {
                    depth = depth.checked_sub(1)?;
                    if depth == 0 {
                        let name = k.checked_sub(1)?;
                        return (self.toks[name].kind == TokKind::Ident && !emit::is_cxx_keyword(self.tok(name))).then_some(name);
                    }
                }
                ";" | "{" | "}" => return None,
                _ => {}
            }
            k = k.checked_sub(1)?;
        }
    }

    fn qualified_name_start(&self, name_tok: usize) -> usize {
        let mut i = name_tok;
        while i >= 1 && self.tok(i - 1) == "::" {
            let before = (i >= 2).then(|| &self.toks[i - 2]);
            match before {
                Some(t) if t.kind == TokKind::Ident && !emit::is_cxx_keyword(t.text(self.text)) => i -= 2,
                // A class template's members (`A<T>::f`, `n::B<T>::f`):
                // from the template's name on.
                Some(t) if t.text(self.text) == ">" => match self.template_id_start(i - 2) {
                    Some(name) => i = name,
                    None => break,
                },
                // `::k`: from the global scope.
                _ => {
                    i -= 1;
                    break;
                }
            }
        }
        i
    }

    /// What the wrapper and kernel of an explicit specialization start
    /// with (`template<> __specialization_static void `), the template
    /// arguments as written (`< int>`), and the template parameters the
    /// headers name.
    fn specialization_head(&self, idx: DeclIdx, first: usize) -> (String, String, Vec<String>) {
        let d = self.decl(idx);
        let name_tok = self.index_at(d.name_span.start);
        let name = d.name.map_or("", |n| n.as_str());
        let mut header = Out::new();
        let mut tparams = Vec::new();
        let i = self.template_headers(first, name_tok, &mut header, &mut tparams);
        let mut o = Out::new();
        self.spec_tokens(Range { first: i, last: name_tok }, &mut o);
        let spec = kernel_template_spec(o.tail(), "__specialization_static");
        let targs = d.template_args.map(|s| {
            let b = self.index_at(s.end);
            let mut o = Out::new();
            self.raw_tokens(Range { first: name_tok, last: b }, &mut o);
            o.tail().trim_end().trim_start_matches(name).to_string()
        });
        (format!("{}{spec}", header.tail()), targs.unwrap_or_default(), tparams)
    }

    /// `template <> __global__ void k<int>(int *p);`: the wrapper's
    /// specialization declared ahead of the kernel's (on its line).
    fn kernel_specialization_declaration(&self, idx: DeclIdx, first: usize, out: &mut Out) {
        let name = self.decl(idx).name.map_or("", |n| n.as_str());
        let (head, targs, _) = self.specialization_head(idx, first);
        let by_ref: Vec<String> = self.wrapper_params(idx).iter().map(WrapperParam::by_ref).collect();
        out.push(&prototype_spacing(&format!("{head}__wrapper__device_stub_{name}{targs} ({})", by_ref.join(", "))));
        out.push("; ");
    }

    /// The template arguments of the unit's explicit specializations of
    /// function template `f` with a body, blanks removed (see
    /// `stub::FnTemplate::specialized`).
    fn explicit_specializations(&self, f: DeclIdx) -> Vec<String> {
        let d = self.decl(f);
        let Some(name) = d.name else { return Vec::new() };
        let parts: Vec<&str> = d.qualifier.iter().map(|q| q.as_str()).chain([name.as_str()]).collect();
        let found = self.table.resolve(&parts, &self.scope, false);
        let specializations = found.iter().filter(|s| s.kind == EntityKind::Function && s.template == Some(TemplateKind::Specialization) && s.has_body);
        specializations.filter_map(|s| s.template_args.as_deref()).map(|a| a.split_whitespace().collect()).collect()
    }

    /// The unit defines the explicit specialization `d` declares (the same
    /// template arguments, however spaced).
    fn defines_specialization(&self, d: &Decl) -> bool {
        let name = d.name.map_or("", |n| n.as_str());
        let spaced = |a: &str| a.split_whitespace().collect::<String>();
        let written = d.template_args.and_then(|s| self.text.get(s.start as usize..s.end as usize)).map(spaced);
        let parts: Vec<&str> = d.qualifier.iter().map(|q| q.as_str()).chain([name]).collect();
        self.table.resolve(&parts, &self.scope, false).iter().any(|s| {
            s.kind == EntityKind::Function && s.template == Some(TemplateKind::Specialization) && s.has_body && s.template_args.as_deref().map(spaced) == written
        })
    }

    /// An explicit instantiation of a class template (`template struct
    /// D<char>;`) instantiates each of its member functions: the stub's
    /// walk takes the name `D::` for all of them (`extern template`
    /// instantiates none).
    fn note_class_instantiation(&self, d: &Decl) {
        let explicit = d.kind == DeclKind::Class && d.template.as_ref().is_some_and(|t| t.kind == TemplateKind::Instantiation) && self.tok(0) == "template";
        let (Some(name), Some(args)) = (d.name.filter(|_| explicit), d.template_args) else { return };
        let text = self.text.get(args.start as usize..args.end as usize).unwrap_or("");
        self.note_fn_use(stub::Instance::Declared(format!("{}::", name.as_str()), split_template_args(text), None), None);
    }

    /// A deleted function template (`template <class T> void e(T) =
    /// delete;`): EDG keeps no declaration of it to print, cudafe++ copies
    /// its tokens from `template` on, one space apart (an `extern "C++"`
    /// before it dropped).
    fn deleted_template(&self, first: usize, last: usize, out: &mut Out) {
        let Some(start) = (first..last).find(|&k| self.tok(k) == "template") else { return self.other(first, last, out) };
        let end = if last > start && self.tok(last - 1) == ";" { last - 1 } else { last };
        out.mark(self.toks[start].start);
        // (A comma is attached to what precedes it: `const T &, int`.)
        let words: Vec<&str> = (start..end).map(|k| self.tok(k)).collect();
        out.push(&words.join(" ").replace(" ,", ","));
        out.push(";");
    }

    /// A function template some explicit specialization of which is
    /// `__global__` (`template <> __global__ void f<int>(int)` of a host
    /// `f`): that specialization is a kernel, its stub made from the
    /// template as a kernel template's instance is.
    fn has_kernel_specialization(&self, d: &Decl) -> bool {
        let Some(name) = d.name.filter(|_| d.template.as_ref().is_some_and(|t| t.kind == TemplateKind::Primary)) else { return false };
        let parts: Vec<&str> = d.qualifier.iter().map(|q| q.as_str()).chain([name.as_str()]).collect();
        self.table.resolve(&parts, &self.scope, false).iter().any(|s| s.kind == EntityKind::Function && s.template == Some(TemplateKind::Specialization) && s.exec_space & exec::GLOBAL_BIT != 0)
    }

    /// Records `name<args>` of an explicit instantiation or specialization
    /// (`own_params`: a specialization's parameter types, which its stub
    /// passes rather than the template's).
    fn note_instance(&self, d: &Decl, own_params: Option<Vec<types::DeclTy>>) {
        let (Some(name), Some(args)) = (d.name, d.template_args) else { return };
        let text = self.text.get(args.start as usize..args.end as usize).unwrap_or("");
        self.instances.borrow_mut().push(stub::Instance::Declared(name.as_str().to_string(), split_template_args(text), own_params));
    }

    /// Each parameter's type text and name, for the wrapper signatures.
    fn wrapper_params(&self, idx: DeclIdx) -> Vec<WrapperParam> {
        let d = self.decl(idx);
        let Some(func) = d.func.as_ref() else { return Vec::new() };
        let has_body = func.body_span.is_some();
        func.params
            .iter()
            .map(|&p| {
                let pd = self.decl(p);
                let f = self.index_at(pd.span.start);
                let l = if pd.name.is_some() { self.index_at(pd.name_span.start) } else { self.index_at(pd.span.end) };
                let pack = pd.specs.has(Specs::PACK);
                let ty_end = if pack { (f..l).find(|&k| self.tok(k) == "...").unwrap_or(l) } else { l };
                let mut o = Out::new();
                self.spec_tokens(Range { first: f, last: ty_end }, &mut o);
                // A template-id keeps its trailing space (`Buf< T>  &b`).
                let ty = o.tail();
                let ty = if ty.ends_with("> ") { ty.to_string() } else { ty.trim_end().to_string() };
                let at = pd.name.is_some().then(|| self.toks[l].start);
                let unnamed = (pd.name.is_none() && has_body && !self.is_void_param(p)).then(|| self.param_at(p));
                let split = self.split_declarator(p, true);
                WrapperParam { ty, name: pd.name.map(|n| n.as_str().to_string()), pack, at, unnamed, split }
            })
            .collect()
    }

    /// A named parameter whose declarator goes on past its name (`float
    /// (*a)[N]`, `void (*fp)(T)`, `float b[]`) or that is a pointer to
    /// member (`int S::*pm`, which EDG prints `int (S::*pm)`): its
    /// printed declaration cut at the name. The wrappers pass it by
    /// reference with `&` put before the name (`float (*&a)[N]`,
    /// `int (S::*&pm)`), except an array, which they pass as written.
    /// `None` for a parameter whose name ends it (`T *p`, `T v`).
    fn split_declarator(&self, p: DeclIdx, moved: bool) -> Option<DeclaratorSplit> {
        let pd = self.decl(p);
        pd.name?;
        let first = self.index_at(pd.span.start);
        let name = self.index_at(pd.name_span.start);
        let end = self.declarator_end(pd);
        let after = self.tok(name + 1);
        let mut star = name.wrapping_sub(1);
        while star > first && matches!(self.tok(star), "const" | "volatile") {
            star -= 1;
        }
        let member_pointer = self.tok(star) == "*" && self.tok(star.wrapping_sub(1)) == "::";
        if name + 1 >= end && !member_pointer || name < first {
            return None;
        }
        if !member_pointer && !matches!(after, ")" | "[") {
            return None;
        }
        let print = |r: Range| {
            let mut o = Out::new();
            if moved {
                self.spec_tokens(r, &mut o);
            } else {
                self.decl_tokens(r, &mut o);
            }
            o.tail().to_string()
        };
        // (Printed from the `(` or `,` before it, the printer reads the
        // type as a parameter's, as the kernel's own list does: `T (*`.)
        let opened = first > 0 && matches!(self.tok(first - 1), "(" | ",");
        let head = print(Range { first: first - usize::from(opened), last: name });
        let head = if opened { head.get(1..).unwrap_or("").trim_start() } else { head.as_str() };
        if !member_pointer {
            let spaced = head.ends_with(['*', '&', '(']) || head.ends_with(' ');
            let mut before = if spaced { head.to_string() } else { format!("{head} ") };
            // The declarator's own parenthesis is set off from the type
            // (`T (*a)[N]`), which the printer alone takes for a call.
            if let Some(open) = before.trim_end_matches(['*', '&']).strip_suffix('(').map(str::len) {
                if before[..open].ends_with(|c: char| c.is_alphanumeric() || c == '_') {
                    before.insert(open, ' ');
                }
            }
            let tail = print(Range { first: name + 1, last: end });
            return Some(DeclaratorSplit { before, after: tail.trim_end().to_string(), array: after == "[" });
        }
        // The printer parenthesizes a pointer to member only when it sees
        // the name: cut its whole print at the name.
        let whole = print(Range { first, last: end });
        let name_text = self.tok(name);
        let from = head.trim_end().len().min(whole.len());
        let at = whole.get(from..)?.match_indices(name_text).map(|(k, _)| from + k).find(|&k| {
            let before = whole[..k].chars().next_back();
            let behind = whole[k + name_text.len()..].chars().next();
            !before.is_some_and(|c| c.is_alphanumeric() || c == '_') && !behind.is_some_and(|c| c.is_alphanumeric() || c == '_')
        })?;
        Some(DeclaratorSplit { before: whole[..at].to_string(), after: whole[at + name_text.len()..].trim_end().to_string(), array: false })
    }

    fn has_inline_token(&self, first: usize, last: usize) -> bool {
        (first..last).any(|i| is_inline_keyword(self.tok(i)))
    }

    /// The first attribute among tokens `i..limit` that
    /// `leading_attributes` would move to the front.
    /// (Only one written there: a keyword a raw run expands, such as
    /// `__noinline__`, has its expansion's tokens elsewhere.)
    fn first_moved_attribute(&self, i: usize, limit: usize) -> Option<usize> {
        let span = self.toks.get(i).zip(self.toks.get(limit)).map(|(a, b)| a.start..b.start);
        let within = |k: usize| span.as_ref().is_some_and(|s| s.contains(&self.toks[k].start));
        let &(first, _, _) = self.attribute_groups(i, limit).find(|(_, _, text)| text.is_some())?;
        Some(first).filter(|&k| within(k))
    }

    /// The attribute groups among tokens `i..limit`, in order: where each
    /// starts and ends, and its rewritten text (none for one dropped).
    fn attribute_groups(&self, mut i: usize, limit: usize) -> impl Iterator<Item = &(usize, usize, Option<String>)> {
        std::iter::from_fn(move || {
            while i < limit {
                if let Some(group @ &(first, last, _)) = self.attribute_at(i) {
                    i = last.max(first + 1);
                    return Some(group);
                }
                i += 1;
            }
            None
        })
    }

    /// GNU attributes before the specifiers move to the front.
    fn leading_attributes(&self, mut i: usize, limit: usize, out: &mut Out) -> usize {
        // Collect every attribute specifier among the decl-specifiers.
        let mut moved = Vec::new();
        for (first, last, text) in self.attribute_groups(i, limit) {
            if let Some(t) = text {
                moved.push(t);
            }
            if *first == i {
                i = *last;
            }
        }
        for m in moved {
            push_attribute_text(out, m);
        }
        i
    }

    /// The `{` of a function body that starts at token `body`: after the
    /// constructor initializer's `m(x)` and `n{y}` groups, whose braces are
    /// not the body's.
    fn body_brace(&self, body: usize, last: usize) -> usize {
        let mut i = body;
        if self.tok(i) == ":" {
            i += 1;
            while i < last {
                while i < last && !matches!(self.tok(i), "(" | "{") {
                    i = match self.tok(i) {
                        "<" => crate::lexer::template_args_end(self.text, self.toks, i).unwrap_or(i + 1),
                        _ => i + 1,
                    };
                }
                if i >= last {
                    break;
                }
                i = self.group_end(i);
                if self.tok(i) == "..." {
                    i += 1;
                }
                if self.tok(i) != "," {
                    break;
                }
                i += 1;
            }
        }
        (i..last).find(|&k| self.tok(k) == "{").or_else(|| (body..last).find(|&k| self.tok(k) == "{")).unwrap_or(body)
    }

    /// The environment of the function `idx`'s body (and its constructor
    /// initializer): its parameters declared.
    fn function_env(&self, idx: DeclIdx, tparams: &[String], device: bool) -> BodyEnv<'_, 'a> {
        let mut env = self.body_env(idx, tparams);
        env.device.set(device);
        env.function = Some(idx);
        env.in_template.set(self.in_template(idx));
        env.scopes.borrow_mut().push();
        if let Some(f) = &self.decl(idx).func {
            for p in &f.params {
                let pd = self.decl(*p);
                if let Some(n) = pd.name {
                    let (t, e) = self.decl_ty(pd);
                    let ty_text = self.text.get(pd.type_span.start as usize..pd.type_span.end as usize).unwrap_or("");
                    let dependent = env.in_template.get() && ty_text.split(|c: char| !(c.is_alphanumeric() || c == '_')).any(|w| emit::Env::names_template_param(&env, w));
                    let flags = body::LocalFlags { dependent, declared_dependent: dependent, parameter: true, ..body::LocalFlags::default() };
                    env.scopes.borrow_mut().declare_as(n.as_str(), NameInfo { ty: t, elem: e, ..NameInfo::default() }, flags);
                }
            }
        }
        env
    }

    /// The constructor initializer `: a(x), b(y)`.
    fn ctor_init(&self, idx: DeclIdx, first: usize, brace: usize, tparams: &[String], out: &mut Out) {
        let env = self.function_env(idx, tparams, false);
        // `: m(args), n{args}`: member names then argument lists.
        out.push(":");
        let mut i = first + 1;
        let mut n = 0;
        while i < brace {
            if n > 0 {
                out.push(",");
            }
            out.push(" ");
            let start = i;
            while i < brace && !matches!(self.tok(i), "(" | "{") {
                i += 1;
            }
            self.raw_tokens(Range { first: start, last: i }, out);
            if i >= brace {
                break;
            }
            let close = self.group_end(i);
            let open = self.tok(i);
            // (A template's type parameter is a type: `v(T(10))` is a cast.)
            let is_type = |n: &str| env.is_type(n);
            let mut parser = expr::Parser::new(self.text, self.toks, i, close, &is_type).with_group_ends(self.group_ends());
            let args = if open == "(" { parser.call_args() } else { vec![parser.braced_list()] };
            let pr = emit::Printer::new(self.text, self.toks, &env);
            // A scalar member's one initializer converts to its type, as a
            // variable's does: `u((5))`, `p((0))`, `i((-1))`, `r{(0)}`.
            let member = (i == start + 1).then(|| env.members.iter().find(|(n, _)| n == self.tok(start))).flatten();
            let scalar = member.and_then(|(_, info)| info.ty).filter(|t| t.is_arithmetic() || *t == Ty::Pointer);
            let array_elem = member.filter(|(n, _)| self.declares_array_member(&env, n)).and_then(|(_, info)| info.elem).filter(|t| t.is_arithmetic());
            match (open, args.as_slice(), scalar) {
                // An array member's elements convert to its element type:
                // `totalStreams_{(1), (2)}` for a `size_t totalStreams_[2]`.
                ("{", [list @ expr::Expr::List(_)], _) if array_elem.is_some() => env.element_init(list, array_elem, out),
                ("(", [only], Some(t)) => {
                    out.push("(");
                    env.scalar_paren_init(only, t, out);
                    out.push(")");
                }
                ("{", [expr::Expr::List(items)], Some(t)) if items.len() == 1 => {
                    out.push("{");
                    env.element_init(&items[0], Some(t), out);
                    out.push("}");
                }
                ("(", _, _) => pr.args(&args, None, out),
                (_, [a, ..], _) => pr.expr(a, None, out),
                _ => {}
            }
            self.note_initialized_subobject(idx, &env, Range { first: start, last: i }, &args);
            i = close;
            if self.tok(i) == "," {
                i += 1;
            }
            n += 1;
        }
    }

    /// A member or base class initialized in a constructor initializer
    /// (`name` its written name, `args` the parenthesized arguments or the
    /// one braced list) is constructed there as a variable declared with
    /// its type would be: the temporaries of its `__host__ __device__`
    /// constructor and of a sized `std::vector` count alike (measured with
    /// the oracle: `: v(a, 2.0f)`, `: v{a, 2.0f}`, `: Base(a, 2.0f)`,
    /// `: streams_(count)`).
    fn note_initialized_subobject(&self, idx: DeclIdx, env: &BodyEnv<'_, 'a>, name: Range, args: &[expr::Expr]) {
        let args = match args {
            [expr::Expr::List(items)] => items.as_slice(),
            _ => args,
        };
        let member = (name.last == name.first + 1).then(|| env.member_decls.iter().find(|(n, _)| n == self.tok(name.first))).flatten();
        let written = match member {
            Some((_, m)) => {
                let span = self.decl(*m).type_span;
                Some(self.text.get(span.start as usize..span.end as usize).unwrap_or("").to_string())
            }
            None if name.last == name.first + 1 => self.out_of_class_member_type(idx, self.tok(name.first)),
            None => None,
        };
        let class = match written {
            Some(text) => text.split_whitespace().filter(|w| !matches!(*w, "const" | "volatile" | "mutable")).collect::<Vec<_>>().join(" "),
            None => (name.first..name.last).map(|k| self.tok(k)).collect(),
        };
        env.note_construction(&class, args);
    }

    /// The type as written of the data member `name` of the class a
    /// member function defined outside it (`S::S(...) : m(...)`) names.
    fn out_of_class_member_type(&self, idx: DeclIdx, name: &str) -> Option<String> {
        let d = self.decl(idx);
        if d.qualifier.is_empty() {
            return None;
        }
        let (r, class) = self.qualifier_class(d)?;
        let sig = self.table.signatures.get(r.item as usize)?;
        let m = sig.symbols.iter().find(|m| m.kind == crate::il::EntityKind::Variable && !m.is_static && m.name.as_str() == name && m.class.as_deref() == Some(class.qname.as_str()))?;
        m.value_type_name.clone()
    }

    /// The data member `name` of the body's class is declared an array.
    fn declares_array_member(&self, env: &BodyEnv<'_, 'a>, name: &str) -> bool {
        env.member_decls.iter().any(|(n, m)| n == name && self.decl(*m).specs.has(Specs::ARRAY))
    }

    /// The printer of a class's member declarations. In a class template
    /// these are a template's (its `constexpr` members keep their
    /// initializers as written), and a static constant member initialized
    /// from the parameters is a value-dependent constant like them
    /// (`static constexpr int N = 1 << kLogN;` then `kC = (N / 2)`).
    fn member_env(&self, class: DeclIdx) -> BodyEnv<'_, 'a> {
        let mut env = self.body_env(class, &[]);
        env.member_class = Some(class);
        let cd = self.decl(class);
        if cd.template.as_ref().is_none_or(|t| t.kind != TemplateKind::Primary) {
            // A class nested in a class template is templated too: its
            // members' types may depend on the template's parameters
            // (`typename BlockScanT::TempStorage`).
            if self.in_class_template(class) {
                env.in_template.set(true);
            }
            return env;
        }
        env.in_template.set(true);
        let mentions_parameter = |env: &BodyEnv<'_, 'a>, from: usize, to: usize| {
            (from..to).any(|k| {
                let w = self.tok(k);
                env.template_params.iter().any(|p| p == w) || env.members.iter().any(|(n, info)| n == w && info.constant)
            })
        };
        for &m in &cd.members {
            let md = self.decl(m);
            // A member alias of a type the parameters decide is a
            // dependent type too (`using input_t = input_t_;`).
            if md.kind == DeclKind::Typedef {
                let (from, to) = (self.index_at(md.span.start), self.index_at(md.span.end));
                if let Some(name) = md.name.filter(|_| mentions_parameter(&env, from, to)) {
                    env.template_params.push(name.as_str().to_string());
                }
                continue;
            }
            let (Some(name), Some(init)) = (md.name, md.init) else { continue };
            if md.kind != DeclKind::Variable || !md.specs.has(Specs::STATIC) || !(md.specs.has(Specs::CONST) || md.specs.has(Specs::CONSTEXPR)) {
                continue;
            }
            let (from, to) = (self.index_at(init.start), self.index_at(init.end));
            if mentions_parameter(&env, from, to) {
                let ty = self.decl_ty(md).0.filter(|t| t.is_arithmetic());
                env.members.push((name.as_str().to_string(), NameInfo { ty, constant: true, ..NameInfo::default() }));
            }
        }
        env
    }

    /// Some class around the declaration is a class template.
    pub(super) fn in_class_template(&self, idx: DeclIdx) -> bool {
        let mut parent = self.decl(idx).parent;
        while let Some(p) = parent {
            let pd = self.decl(p);
            if pd.kind == DeclKind::Class && pd.template.as_ref().is_some_and(|t| t.kind == TemplateKind::Primary) {
                return true;
            }
            parent = pd.parent;
        }
        false
    }

    fn body_env(&self, idx: DeclIdx, tparams: &[String]) -> BodyEnv<'_, 'a> {
        let mut env = BodyEnv::new(self);
        env.template_params = tparams.to_vec();
        let d = self.decl(idx);
        // Enclosing class templates' parameters and data members.
        let mut parent = d.parent;
        while let Some(p) = parent {
            let pd = self.decl(p);
            if pd.kind == DeclKind::Class {
                if let Some(t) = &pd.template {
                    self.add_template_params(&mut env, t);
                }
                let class_name = self.class_qname(p);
                for m in self.members_through_anonymous(p) {
                    let md = self.decl(m);
                    if md.kind == DeclKind::Variable && !md.specs.has(Specs::STATIC) {
                        if let Some(n) = md.name {
                            let t = self.decl_ty(md);
                            env.members.push((n.as_str().to_string(), NameInfo { ty: t.0, elem: t.1, member: true, ..NameInfo::default() }));
                            env.member_decls.push((n.as_str().to_string(), m));
                        }
                    }
                    // A class template's members are looked up per instance.
                    let plain = md.kind == DeclKind::Function && !md.specs.has(Specs::STATIC) && md.qualifier.is_empty() && pd.template.is_none();
                    if let (true, Some(n), Some(class)) = (plain, md.name, class_name.as_ref()) {
                        env.methods.push((n.as_str().to_string(), class.clone()));
                    }
                }
            }
            parent = pd.parent;
        }
        if let Some(t) = &d.template {
            self.add_template_params(&mut env, t);
        }
        if env.members.is_empty() && !d.qualifier.is_empty() && d.kind == DeclKind::Function {
            self.out_of_class_members(d, &mut env);
        }
        env.dependent_this = self.dependent_this(idx);
        env
    }

    /// The class a member function's `this` points to, when that class is
    /// dependent: one defined in a class template or in a class nested in
    /// one, or outside it (`template <class T> int S<T>::f() {...}`).
    fn dependent_this(&self, idx: DeclIdx) -> Option<body::DependentThis> {
        let d = self.decl(idx);
        if d.kind != DeclKind::Function {
            return None;
        }
        match d.parent.filter(|&p| self.decl(p).kind == DeclKind::Class) {
            Some(class) => self.dependent_class_members(class),
            None if !d.qualifier.is_empty() => self.dependent_qualifier_members(d),
            None => None,
        }
    }

    fn dependent_class_members(&self, class: DeclIdx) -> Option<body::DependentThis> {
        let cd = self.decl(class);
        let own = cd.template.as_ref().filter(|t| t.kind == TemplateKind::Primary);
        if own.is_none() && !self.in_class_template(class) {
            return None;
        }
        let name = cd.name?.as_str().to_string();
        // (A partial specialization is named with its own arguments.)
        let params = own.filter(|_| cd.template_args.is_none()).map(|t| t.params.iter().map(|p| p.name.filter(|_| !p.is_pack).map(|n| n.as_str())).collect::<Option<Vec<_>>>());
        let spelled = params.flatten().map(|ps| format!("{name}< {}> ", ps.join(", ")));
        let functions = self.members_through_anonymous(class).into_iter().filter_map(|m| {
            let md = self.decl(m);
            let n = md.name.filter(|_| md.kind == DeclKind::Function && md.qualifier.is_empty())?;
            Some((n.as_str().to_string(), md.specs.has(Specs::STATIC), md.template.is_some()))
        });
        Some(body::DependentThis::new(name, spelled, functions))
    }

    /// `dependent_class_members` of the class template an out-of-class
    /// member definition names, from the symbol table.
    fn dependent_qualifier_members(&self, d: &Decl) -> Option<body::DependentThis> {
        let (r, class) = self.qualifier_class(d)?;
        if class.detail.tparams.is_empty() {
            return None;
        }
        let sig = self.table.signatures.get(r.item as usize)?;
        let spelled = class.detail.tparam_sigs.iter().all(|p| !p.is_pack).then(|| format!("{}< {}> ", class.name.as_str(), class.detail.tparams.join(", ")));
        let members = sig.symbols.iter().filter(|m| m.kind == EntityKind::Function && !m.out_of_scope && m.class.as_deref() == Some(class.qname.as_str()));
        Some(body::DependentThis::new(class.name.as_str().to_string(), spelled, members.map(|m| (m.name.as_str().to_string(), m.is_static, m.template.is_some()))))
    }

    /// The class a member defined outside it names with its qualifier
    /// (`S::f`), looked up from the namespace around, through a
    /// using-directive too (`using namespace rw; void Solver::run()`).
    fn qualifier_class(&self, d: &Decl) -> Option<(crate::symbols::SymRef, &'a crate::symbols::Symbol)> {
        let written: Vec<&str> = d.qualifier.iter().map(|q| q.as_str()).collect();
        if let Some(found) = self.table.resolve_class_ref(&written.join("::"), &self.scope) {
            return Some(found);
        }
        let class = self.table.resolve(&written, &self.scope, false).into_iter().find(|s| s.kind == EntityKind::Type)?;
        self.table.lookup(&class.qname).find(|(_, s)| s.kind == EntityKind::Type)
    }

    /// A member function defined outside its class (`S::S(...) {...}`)
    /// sees the class's data members as its own: from the table, as the
    /// class's item declared them.
    fn out_of_class_members(&self, d: &Decl, env: &mut BodyEnv<'_, 'a>) {
        let Some((r, class)) = self.qualifier_class(d) else { return };
        if !class.detail.tparams.is_empty() {
            return;
        }
        let Some(sig) = self.table.signatures.get(r.item as usize) else { return };
        // (A static data member that is no constant has its type too;
        // constants are looked up as the unit's.)
        let static_variable = |m: &crate::symbols::Symbol| m.kind == crate::il::EntityKind::Variable && !m.is_constant && !m.is_constexpr && m.detail.const_value.is_none();
        for m in sig.symbols.iter().filter(|m| (!m.is_static || static_variable(m)) && !m.out_of_scope && m.class.as_deref() == Some(class.qname.as_str())) {
            match m.kind {
                crate::il::EntityKind::Variable => {
                    // (A typedef's type as the table resolves it: `Real_t`.)
                    let ty = match m.value_ty {
                        Some(Ty::Other) | None => m.value_type_name.as_deref().and_then(|n| self.typedef_ty(n)).or(m.value_ty),
                        known => known,
                    };
                    let info = NameInfo { ty, elem: m.detail.elem_ty, member: !m.is_static, ..NameInfo::default() };
                    env.members.push((m.name.as_str().to_string(), info));
                }
                // Its member functions are called through `this->`.
                crate::il::EntityKind::Function if m.template.is_none() => env.methods.push((m.name.as_str().to_string(), class.qname.clone())),
                _ => {}
            }
        }
    }

    /// A class's members, with those of its anonymous structs and unions
    /// in their place: C++ looks them up as the class's own.
    fn members_through_anonymous(&self, class: DeclIdx) -> Vec<DeclIdx> {
        let mut out = Vec::new();
        for &m in &self.decl(class).members {
            if crate::symbols::is_anonymous_member(self.view.scan, m) {
                out.extend(self.members_through_anonymous(m));
            } else {
                out.push(m);
            }
        }
        out
    }

    /// Type parameters name dependent types. A non-type parameter is a
    /// constant: cudafe++ prints `i + N` for an `int i`, but `u % (N)` for
    /// an `unsigned u`, as it would a literal (seen with 13.5 in function
    /// templates, kernels and class templates alike).
    fn add_template_params(&self, env: &mut BodyEnv<'_, 'a>, t: &crate::parse::TemplateInfo) {
        for tp in &t.params {
            let Some(name) = tp.name else { continue };
            let text = self.text.get(tp.span.start as usize..tp.span.end as usize).unwrap_or("").trim_start();
            if text.starts_with("typename") || text.starts_with("class") || text.starts_with("template") {
                env.template_params.push(name.as_str().to_string());
            } else if !tp.is_pack {
                let (first, at) = (self.index_at(tp.span.start), self.index_at(tp.name_span.start));
                let ty = self.toks.get(first..at).map(|toks| self.tokens_ty(toks)).filter(|t| t.is_arithmetic());
                let written = (first..at).map(|k| self.tok(k)).collect::<Vec<_>>().join(" ").replace(" :: ", "::");
                // (A placeholder's `auto N` converts as an enumeration's:
                // its type is no arithmetic type known in the template.)
                let enum_constant = ty.is_none() && (written == "auto" || self.names_enum(&written, 0));
                env.members.push((name.as_str().to_string(), NameInfo { ty, constant: true, enum_constant, ..NameInfo::default() }));
            } else {
                // A pack of constants: no one type to convert from.
                env.members.push((name.as_str().to_string(), NameInfo { constant: true, ..NameInfo::default() }));
            }
        }
    }

    /// Arithmetic type and element type of a declaration.
    pub fn decl_ty(&self, d: &Decl) -> (Option<Ty>, Option<Ty>) {
        let first = self.index_at(d.type_span.start);
        let name = self.index_at(d.name_span.start).max(first);
        let toks = &self.toks[first.min(self.toks.len())..name.min(self.toks.len())];
        let cut = toks.iter().position(|t| matches!(t.text(self.text), "*" | "&" | "&&" | "[" | "(")).unwrap_or(toks.len());
        let base = ty::from_tokens(self.text, &toks[..cut]);
        let ptr = d.specs.has(Specs::POINTER) || d.specs.has(Specs::ARRAY);
        // A pointer to pointers, or an array of them, has pointer elements.
        let stars = toks.iter().filter(|t| t.text(self.text) == "*").count();
        if stars >= 2 || stars == 1 && d.specs.has(Specs::ARRAY) {
            return (Some(Ty::Pointer), Some(Ty::Pointer));
        }
        // (The type's own name, not a template argument's: `vec<real>`
        // is no `double`.)
        let alias = last_word_outside_arguments(self.text, &toks[..cut]).filter(|_| matches!(base, Ty::Other | Ty::Unknown)).and_then(|w| self.own_scope_alias_ty(w));
        if let Some((alias_ty, alias_elem)) = alias {
            return if ptr { (Some(Ty::Pointer), alias_ty) } else { (alias_ty, alias_elem) };
        }
        if ptr {
            (Some(Ty::Pointer), Some(base).filter(|t| *t != Ty::Unknown))
        } else {
            (Some(base).filter(|t| *t != Ty::Unknown), None)
        }
    }

    /// The qualified name of class `idx` (nested classes included), as
    /// the symbol table knows it; `None` for an unnamed class.
    pub(super) fn class_qname(&self, idx: DeclIdx) -> Option<String> {
        let mut parts = Vec::new();
        let mut at = Some(idx);
        while let Some(c) = at {
            let cd = self.decl(c);
            if cd.kind != DeclKind::Class {
                break;
            }
            parts.push(cd.name?.as_str().to_string());
            at = cd.parent;
        }
        parts.reverse();
        Some(parts.join("::"))
    }

    /// The class member function `f` belongs to, defined in it or outside
    /// it (`void S::f() {...}`): the type `this` points to. `None` in a
    /// template, whose members are the instance's.
    pub(super) fn this_class(&self, f: DeclIdx) -> Option<String> {
        if self.in_template(f) {
            return None;
        }
        let d = self.decl(f);
        match d.parent {
            Some(p) if self.decl(p).kind == DeclKind::Class => self.class_qname(p),
            _ if !d.qualifier.is_empty() => {
                let (_, class) = self.qualifier_class(d)?;
                class.detail.tparams.is_empty().then(|| class.qname.clone())
            }
            _ => None,
        }
    }

    /// Something besides a type is declared with this name.
    pub fn names_non_type(&self, name: &str) -> bool {
        self.table.resolve(&[name], &self.scope, false).iter().any(|s| s.kind != EntityKind::Type)
    }

    /// The type of an element of array member `member`: its arithmetic
    /// type, or `Other` for an enumeration or class (whose enumerators and
    /// objects it holds without conversion).
    pub fn field_elem_ty(&self, class: &str, member: &str) -> Option<Ty> {
        self.elem_ty(self.field_symbol(class, member)?)
    }

    /// The element type of an array or pointer variable, through a
    /// typedef or class name written for it (`fp_t table[4]`).
    fn elem_ty(&self, s: &crate::symbols::Symbol) -> Option<Ty> {
        if s.detail.elem_ty.is_some_and(|t| t != Ty::Other) {
            return s.detail.elem_ty;
        }
        let Some(written) = s.detail.elem_type_name.as_deref() else { return s.detail.elem_ty };
        let name = written.trim_start_matches("const ").trim();
        if ["enum ", "struct ", "class ", "union "].iter().any(|k| name.starts_with(k)) {
            return Some(Ty::Other);
        }
        if let Some(t) = self.typedef_ty(name) {
            return Some(t);
        }
        self.table.resolve_class(name, &self.scope).map(|_| Ty::Other)
    }

    /// The type of data member `member` of class `class`, from the symbol
    /// table: arithmetic, or `Ty::Other` for a class or enumeration.
    pub fn field_ty(&self, class: &str, member: &str) -> Option<Ty> {
        let s = self.field_symbol(class, member)?;
        // A typedef of an arithmetic type (`uint size;`) is that type.
        let typedef = || s.value_type_name.as_deref().and_then(|n| self.typedef_ty(n));
        match s.value_ty {
            Some(Ty::Other) | None => typedef().or(s.value_ty).or_else(|| s.value_type_name.as_ref().map(|_| Ty::Other)),
            t => t,
        }
    }

    /// Data member `member` of class `class` (not of a specialization,
    /// whose members depend on its arguments).
    pub(super) fn field_symbol(&self, class: &str, member: &str) -> Option<&'a crate::symbols::Symbol> {
        if class.contains('<') {
            return None;
        }
        let mut parts: Vec<&str> = class.split_scopes().map(str::trim).collect();
        parts.push(member);
        let found = self.table.resolve(&parts, &self.scope, false).into_iter().find(|s| s.kind == EntityKind::Variable && s.class.is_some());
        found.or_else(|| {
            // A class named by a typedef (`typedef struct cbd {...} cbd_t;`).
            let c = self.class_through_typedef(class).filter(|c| c.qname != class)?;
            let mut parts: Vec<&str> = c.qname.split_scopes().collect();
            parts.push(member);
            self.table.resolve(&parts, "", true).into_iter().find(|s| s.kind == EntityKind::Variable && s.class.is_some())
        })
    }

    /// The non-static data member `member` a class template declares,
    /// for its specialization `class` (`std::pair<int, float>`).
    pub(super) fn template_field_symbol(&self, class: &str, member: &str) -> Option<&'a crate::symbols::Symbol> {
        if !class.contains('<') {
            return None;
        }
        let template = self.class_through_typedef(class)?;
        let mut parts: Vec<&str> = template.qname.split_scopes().collect();
        parts.push(member);
        self.table.resolve(&parts, "", true).into_iter().find(|s| s.kind == EntityKind::Variable && s.class.is_some() && !s.is_static)
    }

    /// The class `name` names, itself or through typedefs and alias
    /// declarations (`typedef struct S T;`), each target looked up from
    /// its declaration's scope; template arguments name the template
    /// (`std::vector<R>`; `std::string` is `std::__cxx11::basic_string`).
    pub(super) fn class_through_typedef(&self, name: &str) -> Option<&'a crate::symbols::Symbol> {
        self.class_named_from(name, &self.scope)
    }

    /// `class_through_typedef` of a name written in scope `from`.
    pub(super) fn class_named_from(&self, name: &str, from: &str) -> Option<&'a crate::symbols::Symbol> {
        const MAX_ALIASES: usize = 8;
        // (A builtin type's keywords, `int` or `unsigned long`, name no
        // class and no typedef: nothing to look up. Every local's type
        // is asked about.)
        if name.split_ascii_whitespace().all(emit::is_builtin_type_word) && !name.trim().is_empty() {
            return None;
        }
        let table = self.table;
        let mut written = name.to_string();
        let mut scope = from.to_string();
        for _ in 0..MAX_ALIASES {
            let t = ["struct ", "class ", "union "].iter().fold(written.trim(), |t, k| t.strip_prefix(k).unwrap_or(t)).trim();
            // A member typedef of a specialization (`std::vector<int>::
            // iterator`) names what the template's typedef does.
            if let Some(t) = instantiate::split_member(t).and_then(|(owner, member)| self.member_typedef(owner, &scope, member, 0)) {
                written = t.text;
                scope = t.scope;
                continue;
            }
            let absolute = t.starts_with("::");
            let stripped = without_template_args(t);
            let base = stripped.trim_global().trim();
            let parts: Vec<&str> = base.split_scopes().map(str::trim).collect();
            // (Not an explicit instantiation's declaration, `extern
            // template class basic_string<char>;` in `std`.)
            let class = |s: &crate::symbols::Symbol| s.kind == EntityKind::Type && !s.is_enum && s.template != Some(TemplateKind::Instantiation);
            if let Some(&c) = table.resolve_where(&parts, if absolute { "" } else { &scope }, &class).first() {
                return Some(c);
            }
            let alias = table.resolve_alias_through(&parts, &scope, absolute)?;
            scope = crate::symbols::enclosing(&alias.qname).to_string();
            written = alias.target.clone();
        }
        None
    }


    /// Prints the `#pragma` lines between token `i` and the token before
    /// it (the split left directives out of the tokens, not out of the
    /// text); returns the last `#pragma unroll` among them, which only a
    /// loop statement prints.
    pub fn pragmas_before(&self, i: usize, out: &mut Out) -> Option<String> {
        let (prev, cur) = (self.toks.get(i.checked_sub(1)?)?, self.toks.get(i)?);
        let gap = self.text.get(prev.end() as usize..cur.start as usize)?;
        let mut unroll = None;
        for (offset, line) in pragma::pragmas_in(gap) {
            match pragma::classify(line) {
                pragma::Pragma::Printed { text, message } => out.pragma(prev.end() + offset as u32, text, message),
                pragma::Pragma::Unroll(text) => unroll = Some(text),
                pragma::Pragma::Consumed => {}
            }
        }
        unroll
    }

    /// Where cudafe++ places declaration `d`, written at tokens
    /// `first..end`: a template at its `template`, anything else at its
    /// name, the specifiers before it printed on the name's line
    /// (`static int` / `x = 5;` is `# 2` / `static int x = 5;`).
    pub fn declaration_at(&self, first: usize, d: &Decl, end: usize) -> u32 {
        let name = d.name.map(|_| self.index_at(d.name_span.start));
        // A function's GNU attribute printed first (`__forceinline__`'s
        // `always_inline`) keeps its own position: the declaration starts
        // on the attribute's line, its name on its own.
        let attribute = name.filter(|&n| n > first && n < end && d.kind == DeclKind::Function && self.tok(first) != "template").and_then(|n| self.first_moved_attribute(first, n));
        match attribute {
            Some(k) => self.toks[k].start,
            None => self.name_placement(first, d, end),
        }
    }

    /// `declaration_at` but for attributes: where the stub places a
    /// kernel's forwarding function.
    pub fn name_placement(&self, first: usize, d: &Decl, end: usize) -> u32 {
        let name = d.name.map(|_| self.index_at(d.name_span.start));
        // An explicit specialization (`template <>`) is a function: placed
        // at its name too.
        let specialization = d.template.as_ref().is_some_and(|t| t.kind == TemplateKind::Specialization);
        let at = match name {
            Some(n) if n > first && n < end && (self.tok(first) != "template" || specialization) => n,
            _ => first,
        };
        self.toks.get(at).map_or(0, |t| t.start)
    }

    /// The arithmetic type type tokens name, typedefs followed: a `uint`
    /// local converts a literal the way an `unsigned` one does.
    pub fn tokens_ty(&self, toks: &[Token]) -> Ty {
        ty::from_tokens_with(self.text, toks, |word| self.typedef_ty(word))
    }

    /// The arithmetic type (or pointer) a typedef name stands for.
    pub fn typedef_ty(&self, name: &str) -> Option<Ty> {
        self.own_scope_alias_ty(name).and_then(|(t, _)| t)
    }

    /// A `<cstdint>` or `<sys/types.h>` name the unit uses without any
    /// declaration of it in sight (the built-in preprocessor skips system
    /// headers): the type the x86-64 Linux headers give it, as cudafe++
    /// sees them.
    /// The runtime's `__device_builtin__` typedefs too (`cudaStream_t` a
    /// pointer, `cudaTextureObject_t` an `unsigned long long`): a `0`
    /// stored into one is converted, and shown so.
    fn undeclared_standard_typedef(&self, name: &str) -> Option<Ty> {
        let bare = name.trim_global();
        if self.table.knows(last_component(name)) {
            return None;
        }
        if let Some(target) = stub::runtime_builtin_typedef(bare) {
            return Some(if target.ends_with('*') { Ty::Pointer } else { ty::from_tokens(target, &crate::lexer::lex(target)) }).filter(|t| *t != Ty::Unknown);
        }
        let spelled = stub::standard_typedef(bare)?;
        Some(ty::from_tokens(spelled, &crate::lexer::lex(spelled))).filter(|t| t.is_integral())
    }

    /// The builtin type of a standard typedef the unit names but no
    /// declaration it read declares (`uint16_t` of a `<cstdint>` the
    /// built-in preprocessor skipped, `std::int64_t`), as spelled.
    pub(super) fn undeclared_standard_builtin(&self, name: &str) -> Option<&'static str> {
        (!self.table.knows(last_component(name))).then(|| stub::standard_typedef(name.trim_global())).flatten()
    }

    /// `alias_ty` from the item's own scope, remembered.
    fn own_scope_alias_ty(&self, name: &str) -> AliasTy {
        remembered(&self.alias_tys, name, || self.alias_ty(name, &self.scope, 0).or_else(|| self.undeclared_standard_typedef(name).map(|t| (Some(t), None))))
    }

    /// The symbol table's qualifier for `name` (a scope's when `scope`)
    /// through the using-directives in force at the item (see
    /// `SymbolTable::directive_qualifier`), remembered.
    pub(crate) fn table_directive_qualifier(&self, name: &str, scope: bool) -> Option<String> {
        // (Without a directive around the item's scope, only a name a
        // using-declaration declares can be qualified: most are told so
        // here, without a memo's key to make.)
        if !*self.directives_reach.get_or_init(|| self.table.directives_reach(&self.scope)) && !self.table.names_by_using(name) {
            return None;
        }
        if let Some(known) = self.directive_qualifiers.borrow()[usize::from(scope)].get(name) {
            return known.clone();
        }
        let q = if scope { self.table.directive_qualifier_of_scope(name, &self.scope, self.view.index) } else { self.table.directive_qualifier(name, &self.scope, self.view.index) };
        self.directive_qualifiers.borrow_mut()[usize::from(scope)].insert(name.into(), q.clone());
        q
    }

    /// `typedef_ty` of a name looked up from `scope`.
    pub fn typedef_ty_in(&self, name: &str, scope: &str) -> Option<Ty> {
        match self.alias_ty(name, scope, 0) {
            Some((t, _)) => t,
            None => self.undeclared_standard_typedef(name),
        }
    }

    /// The arithmetic type (and element type) a typedef name stands for:
    /// `real` is `float`, `real_cptr` a pointer to `float`.
    fn alias_ty(&self, name: &str, scope: &str, depth: u32) -> AliasTy {
        const MAX_DEPTH: u32 = 16;
        // A member typedef of a class template's specialization
        // (`B<int>::type`), an explicit specialization's own included.
        if name.contains('<') && depth < MAX_DEPTH {
            if let Some(t) = self.member_written_of_instance(name.trim(), scope) {
                return self.decl_ty_alias(&t, scope, depth + 1);
            }
        }
        let alias = if name.has_scope() {
            let parts: Vec<&str> = name.trim_global().split_scopes().map(str::trim).collect();
            self.table.resolve_alias_through(&parts, scope, name.starts_with("::"))
        } else {
            self.table.resolve_alias(name, scope)
        };
        let alias = alias.filter(|a| a.unnamed_class.is_none() && depth < MAX_DEPTH)?;
        let toks = without_attribute_groups(&alias.target, &crate::lexer::lex(&alias.target));
        let cut = toks.iter().position(|t| matches!(t.text(&alias.target), "*" | "&" | "&&" | "[" | "(")).unwrap_or(toks.len());
        let written = ty::from_tokens(&alias.target, &toks[..cut]);
        // `T *`, or a pointer to a function (`int (*)(int)`), or to a
        // member function (`int (C::*)(void) const`).
        let text = |k: usize| toks.get(k).map_or("", |t| t.text(&alias.target));
        let pointer = match text(cut) {
            "*" => true,
            "(" => text(cut + 1) == "*" || (cut + 1..toks.len()).step_by(2).take_while(|&k| toks[k].kind == TokKind::Ident && text(k + 1) == "::").last().is_some_and(|k| text(k + 2) == "*"),
            _ => false,
        };
        // The answer, given the answer for the name the target ends in.
        let answer = |through: AliasTy| {
            let (base, elem) = match through {
                Some((b, e)) => (b.unwrap_or(Ty::Unknown), e),
                None => (written, None),
            };
            let base = Some(base).filter(|t| *t != Ty::Unknown);
            Some(if pointer { (Some(Ty::Pointer), base) } else { (base, elem) })
        };
        // (A class template's specialization is a class: what its
        // arguments name is not the alias's type.)
        let specialization = toks[..cut].iter().any(|t| t.text(&alias.target) == "<");
        if !matches!(written, Ty::Other | Ty::Unknown) || specialization {
            return answer(None);
        }
        let Some(last) = toks[..cut].iter().rev().find(|t| t.kind == TokKind::Ident).map(|t| t.text(&alias.target)) else {
            return answer(None);
        };
        // A typedef of its own name (`typedef struct dim3 dim3;`) finds
        // itself again at every depth down to the bound: those answers,
        // from the deepest one up, without looking it up and lexing its
        // target again each time.
        if self.table.resolve_alias(last, scope).is_some_and(|again| std::ptr::eq(again, alias)) {
            let deepest = (depth + 1..MAX_DEPTH).fold(None, |through, _| answer(through));
            return answer(deepest);
        }
        answer(self.alias_ty(last, scope, depth + 1))
    }

    /// A template parameter's signature; a C++20 constrained type
    /// parameter (`template <Arith T>`, `template <std::integral I>`) is
    /// a type parameter, though written as a value's.
    pub(crate) fn template_param_sig(&self, p: &crate::parse::TemplateParam) -> crate::symbols::TemplateParamSig {
        let mut sig = crate::symbols::template_param_sig(self.text, p);
        if sig.value_ty.as_deref().is_some_and(|w| self.names_type_constraint(w)) {
            sig.value_ty = None;
        }
        sig
    }

    /// A value parameter's written type names a concept: with C++20, a
    /// name that is no type the unit knows (concept definitions declare
    /// none) and no standard typedef (`size_t`), alone.
    fn names_type_constraint(&self, written: &str) -> bool {
        if self.cfg.std < 20 {
            return false;
        }
        let toks = crate::lexer::lex(written);
        let words: Vec<&str> = toks.iter().map(|t| t.text(written)).collect();
        let Some(last) = words.last().copied() else { return false };
        let plain = words.iter().all(|w| *w == "::" || toks.iter().any(|t| t.text(written) == *w && t.kind == TokKind::Ident));
        let bare = written.trim().trim_global();
        plain
            && !words.iter().any(|w| emit::is_builtin_type_word(w) || matches!(*w, "auto" | "decltype" | "typename" | "const" | "volatile"))
            && !self.table.knows(last)
            && self.table.resolve_alias(last, &self.scope).is_none()
            && stub::standard_typedef(bare).is_none()
            && stub::runtime_builtin_typedef(bare).is_none()
    }

    /// `alias_ty` of a type a member typedef names.
    fn decl_ty_alias(&self, t: &types::DeclTy, scope: &str, depth: u32) -> AliasTy {
        match t.unqualified() {
            types::DeclTy::Builtin(s) => Some((Some(ty::from_tokens(s, &crate::lexer::lex(s))).filter(|t| *t != Ty::Unknown), None)),
            types::DeclTy::Pointer(x) => Some((Some(Ty::Pointer), self.decl_ty_alias(x, scope, depth + 1).and_then(|(b, _)| b))),
            types::DeclTy::Sugar(_, x) | types::DeclTy::Alias(_, x) => self.decl_ty_alias(x, scope, depth + 1),
            types::DeclTy::Named(n, _) | types::DeclTy::Typedef(n, _) => self.alias_ty(n, scope, depth + 1),
            _ => None,
        }
    }

    /// A function template (not a member of a class template).
    pub fn is_function_template(&self, idx: DeclIdx) -> bool {
        self.decl(idx).template.as_ref().is_some_and(|t| t.kind == TemplateKind::Primary && !t.params.is_empty())
    }

    /// A function EDG instantiates per instance of a template, with the
    /// launches and calls in its body: a function template, or a member
    /// function of a class template (see `class_template_member`).
    pub fn is_per_instance(&self, idx: DeclIdx) -> bool {
        self.is_function_template(idx) || self.class_template_member(idx).is_some()
    }

    /// A member function of a class template that is no template of its
    /// own, defined in the class or outside it (`template <class T> void
    /// D<T>::go() {...}`): the declaration whose template header gives its
    /// instances' parameters (the class, or the outside definition), and
    /// the name its instances go by in the stub's walk (`D::go`: the
    /// class's own name, as a call on a `D<int>` object names it).
    pub fn class_template_member(&self, idx: DeclIdx) -> Option<(DeclIdx, String)> {
        let d = self.decl(idx);
        let name = d.name?;
        if d.kind != DeclKind::Function {
            return None;
        }
        let primary = |t: &Option<Box<crate::parse::TemplateInfo>>| t.as_ref().is_some_and(|t| t.kind == TemplateKind::Primary && !t.params.is_empty());
        match d.parent {
            Some(p) if d.template.is_none() && d.context == Context::Class => {
                let class = self.decl(p);
                // (A class nested in a template, or in a class template's
                // member, is not followed.)
                let nested = class.parent.is_some_and(|q| self.in_template(q) || self.decl(q).kind == DeclKind::Class);
                (class.kind == DeclKind::Class && primary(&class.template) && !nested).then(|| (p, format!("{}::{name}", class.name.map_or("", |n| n.as_str()))))
            }
            None if primary(&d.template) && !d.qualifier.is_empty() => {
                let (_, class) = self.qualifier_class(d)?;
                let own = d.template.as_ref().map_or(0, |t| t.params.len());
                let class_name = d.qualifier.last()?;
                (class.detail.tparams.len() == own).then(|| (idx, format!("{}::{name}", class_name.as_str())))
            }
            _ => None,
        }
    }

    /// The names of the template parameters a per-instance function's
    /// instances bind (see `is_per_instance`).
    pub fn per_instance_params(&self, idx: DeclIdx) -> Vec<&'a str> {
        let header = self.class_template_member(idx).map_or(idx, |(h, _)| h);
        let Some(t) = self.view.scan.ast.decls[header].template.as_ref() else { return Vec::new() };
        t.params.iter().filter_map(|p| p.name.map(|n| n.as_str())).collect()
    }

    /// The stub's view of a per-instance function: its template's, a class
    /// template member's with the class's parameters and its walk name.
    fn per_instance_template(&self, f: DeclIdx) -> Option<stub::KernelTemplate> {
        match self.class_template_member(f) {
            Some((header, name)) => Some(stub::KernelTemplate { name, ..self.kernel_template_stub_with(f, header)? }),
            None => self.kernel_template_stub(f),
        }
    }

    /// The function templates whose bodies launch kernel templates, with
    /// those launches.
    fn function_templates(&self) -> Vec<stub::FnTemplate> {
        let mut out: Vec<stub::FnTemplate> = Vec::new();
        let entry = |f: DeclIdx, out: &mut Vec<stub::FnTemplate>| -> Option<usize> {
            let id = f.into_raw().into_u32();
            if let Some(n) = out.iter().position(|t| t.function == id) {
                return Some(n);
            }
            let template = self.per_instance_template(f)?;
            out.push(stub::FnTemplate { function: id, template, uses: Vec::new(), temporaries: 0, shuffles: Vec::new(), specialized: self.explicit_specializations(f) });
            Some(out.len() - 1)
        };
        for (f, u) in self.templated_uses.take() {
            if let Some(n) = entry(f, &mut out) {
                out[n].uses.push(u);
            }
        }
        // The toolkit's and the system headers' templates make the
        // temporaries `temps` models by tables, not these.
        if !self.view.user_code {
            return out;
        }
        for f in self.templated_temporaries.take() {
            if let Some(n) = entry(f, &mut out) {
                out[n].temporaries += 1;
            }
        }
        for (f, shuffle) in self.templated_shuffles.take() {
            if let Some(n) = entry(f, &mut out) {
                if !out[n].shuffles.contains(&shuffle) {
                    out[n].shuffles.push(shuffle);
                }
            }
        }
        out
    }

    /// The function is a template or a member of one.
    pub(super) fn in_template(&self, idx: DeclIdx) -> bool {
        let mut cur = Some(idx);
        while let Some(i) = cur {
            let d = self.decl(i);
            if d.template.as_ref().is_some_and(|t| t.kind == TemplateKind::Primary) {
                return true;
            }
            cur = d.parent.filter(|_| d.context == Context::Class || d.kind == DeclKind::Function);
        }
        false
    }

    /// A function body starting at the `{` at `brace`.
    fn print_body(&self, idx: DeclIdx, brace: usize, _last: usize, device: bool, tparams: &[String], out: &mut Out) {
        let env = self.function_env(idx, tparams, device);
        let returns_void = self.decl(idx).specs.has(Specs::VOID);
        if self.is_global_main(idx) {
            env.main_body(brace, out);
        } else {
            env.compound(brace, out, returns_void);
        }
    }

    /// `::main` (not a member, not in a namespace): its body gets the
    /// implicit `return 0;` cudafe++ writes out.
    fn is_global_main(&self, idx: DeclIdx) -> bool {
        let d = self.decl(idx);
        d.name.is_some_and(|n| n.as_str() == "main") && d.context == Context::Namespace && d.parent.is_none() && self.view.namespaces.is_empty() && d.template.is_none()
    }

    // ---- classes ---------------------------------------------------------

    /// A class, struct, union or enum definition (with a template header).
    fn class_like(&self, first: usize, last: usize, idx: DeclIdx, out: &mut Out) {
        let mut tparams = Vec::new();
        let i = self.template_headers(first, last, out, &mut tparams);
        let Some(open) = (i..last).find(|&k| self.tok(k) == "{") else {
            return self.other(i, last, out);
        };
        let close = self.group_end(open).saturating_sub(1);
        let d = self.decl(idx);
        // A class or enumeration a typedef names: the typedef is
        // placed at its name, the class at its own name or its brace (`# 57`
        // `typedef` / `# 55` `struct {`).
        let declarators = self.class_with_declarators(idx, i, last);
        let typedef = self.typedef_of_class(idx, i, last);
        let i = match (typedef, declarators) {
            (Some((_, class_at)), _) => {
                out.push("typedef ");
                out.mark(self.toks[class_at].start);
                i + 1
            }
            // `static struct { ... } v;`: the specifiers, then the class
            // placed at its name or brace.
            (None, Some((_, class_at, key))) if key > i => {
                let mut o = Out::new();
                self.decl_tokens(Range { first: i, last: key }, &mut o);
                out.push(o.tail().trim_end());
                out.push(" ");
                out.mark(self.toks[class_at].start);
                key
            }
            (None, Some((_, class_at, _))) => {
                out.mark(self.toks[class_at].start);
                if d.context == Context::Namespace {
                    out.push(self.device_declarators_storage());
                }
                i
            }
            (None, None) => {
                // A template's class placed at its key (`template< class
                // T>` / `# 7` / `struct P { ... };`); an explicit
                // specialization's stays at its name, with its header.
                let specialization = d.template.as_ref().is_some_and(|t| t.kind == TemplateKind::Specialization);
                if i > first && !specialization {
                    out.mark(self.toks[i].start);
                }
                // `__device__ struct P { … } p;`: the host shadow is static.
                if d.context == Context::Namespace && !(i..open).any(|k| self.tok(k) == "static") {
                    out.push(self.device_declarators_storage());
                }
                i
            }
        };
        if d.kind == DeclKind::Enum {
            let mut o = Out::new();
            self.decl_tokens(Range { first: i, last: open }, &mut o);
            out.push(&o.tail().replace(" :", ":"));
            out.push(" { ");
            self.enum_body(idx, i, open, close, out);
            out.push("}");
        } else {
            self.class_head(i, open, out);
            out.push(" { ");
            self.class_members(idx, open + 1, close, out);
            // The brace closes where the declarator stands (a typedef's
            // first, `*p_t` of `} *p_t, a_t[2];`).
            let declarator = match (typedef, declarators) {
                (Some(_), _) if close + 1 < last && self.tok(close + 1) != ";" => close + 1,
                (_, Some((d, _, _))) => d,
                _ => close,
            };
            out.mark(self.toks[declarator].start);
            out.push("}");
        }
        self.class_declarators(idx, first, close, last, out);
    }

    /// A class's head `i..open` (key, attributes, name, bases), as
    /// cudafe++ prints it before the `{`.
    fn class_head(&self, i: usize, open: usize, out: &mut Out) {
        // An attribute of the head on a line of its own is placed there
        // (`struct` / `# 77` / ` __attribute((aligned(4))) {`).
        let attribute = (i..open).find(|&k| self.attribute_at(k).is_some_and(|g| g.2.is_some()));
        let simple_head = !(i..open).any(|k| matches!(self.tok(k), ":" | "final" | "__final"));
        if let (Some(a), true) = (attribute, simple_head) {
            let mut o = Out::new();
            self.decl_tokens(Range { first: i, last: a }, &mut o);
            out.push(o.tail().trim_end());
            out.mark(self.toks[a].start);
            out.push(" ");
            let mut o = Out::new();
            self.decl_tokens(Range { first: a, last: open }, &mut o);
            let rest = o.tail();
            out.push(if rest.ends_with(") ") { &rest[..rest.len() - 1] } else { rest });
            return;
        }
        let mut o = Out::new();
        // A final class: cudafe++ spells `final` as GNU's `__final`,
        // after the name (`struct D __final : public B`).
        match (i..open).find(|&k| matches!(self.tok(k), "final" | "__final") && k > i && self.toks[k - 1].kind == TokKind::Ident) {
            Some(f) => {
                self.decl_tokens(Range { first: i, last: f }, &mut o);
                o.push(" __final");
                if f + 1 < open {
                    o.push(" ");
                    self.decl_tokens(Range { first: f + 1, last: open }, &mut o);
                }
            }
            None => self.decl_tokens(Range { first: i, last: open }, &mut o),
        }
        // An attribute before the brace leaves a space of its own
        // (a template-id's `> ` stays: `class A< int>  {`).
        let head = o.tail();
        let head = if head.ends_with(") ") { &head[..head.len() - 1] } else { head };
        out.push(&explicit_base_access(head, self.tok(i) == "class"));
    }

    /// The declarators after a class body closing at `close`, then `;`.
    fn class_declarators(&self, idx: DeclIdx, first: usize, close: usize, last: usize, out: &mut Out) {
        let d = self.decl(idx);
        let j = close + 1;
        let end = if last > j && self.tok(last - 1) == ";" { last - 1 } else { last };
        // Device variables' host shadows have no initializers.
        let storage = if d.context == Context::Namespace { self.device_declarators_storage() } else { "" };
        if j < end && !storage.is_empty() {
            // (A `__managed__` one's shadow is a null pointer to it.)
            let managed = storage.starts_with("__attribute__((section");
            let heads: Vec<String> = self
                .declarator_parts(j, end)
                .iter()
                .map(|part| {
                    let mut o = Out::new();
                    let head = Range { first: part.first, last: part.init.map_or(part.last, |(s, _)| s) };
                    if managed {
                        self.managed_declarator(head, head.last, &mut o);
                        o.push(" = 0");
                    } else {
                        self.decl_tokens(head, &mut o);
                    }
                    o.tail().trim().to_string()
                })
                .collect();
            out.push(" ");
            out.push(&heads.join(", "));
            out.push("; ");
            return;
        }
        if j < end && d.kind == DeclKind::Class && self.typed_class_declarators(idx, first, j, end, out) {
            out.push("; ");
            return;
        }
        if j < end {
            out.push(" ");
            // An attribute's text ends with a space; the `;` closes up.
            let mut o = Out::new();
            self.decl_tokens(Range { first: j, last: end }, &mut o);
            out.append_trimmed(o);
        }
        out.push("; ");
    }

    /// The member function's class is a class template whose bases all
    /// name its parameters (`struct D : B<T>`, not `: B<int>`): what it
    /// overrides is known to its instances only.
    fn in_dependent_bases_only(&self, f: DeclIdx) -> bool {
        let Some(parent) = self.decl(f).parent else { return false };
        let class = self.decl(parent);
        let Some(template) = class.template.as_ref().filter(|_| !class.bases.is_empty()) else { return false };
        let params: Vec<&str> = template.params.iter().filter_map(|p| p.name.map(|n| n.as_str())).collect();
        let (first, last) = (self.index_at(class.span.start), self.index_at(class.span.end));
        let Some(open) = (first..last).find(|&k| self.tok(k) == "{") else { return false };
        let Some(colon) = (first..open).find(|&k| self.tok(k) == ":") else { return false };
        // Each base (between the commas at depth 0) names a parameter.
        let mut depth = 0i32;
        let mut dependent = false;
        for k in colon + 1..open {
            match self.tok(k) {
                "<" => depth += 1,
                ">" => depth -= 1,
                ">>" => depth -= 2,
                "," if depth == 0 => {
                    if !dependent {
                        return false;
                    }
                    dependent = false;
                }
                t => dependent |= params.contains(&t),
            }
        }
        dependent
    }


    /// A member function that overrides a virtual function of a base class
    /// (same name and parameters) without saying so: virtual too, and
    /// cudafe++ prints it so.
    fn overrides_base_virtual(&self, f: DeclIdx) -> bool {
        let d = self.decl(f);
        let (Some(parent), Some(name)) = (d.parent, d.name) else { return false };
        let class = self.decl(parent);
        if class.bases.is_empty() {
            return false;
        }
        let key = crate::symbols::params_key(self.text, self.view.scan, d);
        let constant = crate::symbols::is_const_member(self.text, self.view.scan, d);
        // (A class template's dependent bases, `B<T>`, are known only to
        // its instances.)
        !self.in_dependent_bases_only(f) && class.bases.iter().any(|b| self.base_declares_virtual(b.as_str(), &self.scope, name.as_str(), (&key, constant), 0))
    }

    /// Class `base` (named from `scope`) or one of its bases declares a
    /// virtual `name` with parameters `key` (and as `const` as it says),
    /// or overrides one.
    fn base_declares_virtual(&self, base: &str, scope: &str, name: &str, (key, constant): (&str, bool), depth: u32) -> bool {
        /// Base classes of base classes: a bound on how deep that goes.
        const MAX_DEPTH: u32 = 16;
        let base = base.split('<').next().unwrap_or(base).trim();
        let Some(class) = self.table.resolve_class(base, scope).filter(|_| depth < MAX_DEPTH) else { return false };
        // A destructor overrides each base's, whatever its name.
        let member = if name.starts_with('~') { format!("{}::~{}", class.qname, class.name) } else { format!("{}::{name}", class.qname) };
        let same: Vec<&crate::symbols::Symbol> = self.table.lookup(&member).map(|(_, s)| s).filter(|s| s.kind == EntityKind::Function && s.params_key == key && s.is_const_member == constant).collect();
        if same.iter().any(|s| s.is_virtual) {
            return true;
        }
        let class_scope = class.qname.rsplit_once_scope().map_or("", |(s, _)| s);
        class.bases.iter().any(|b| self.base_declares_virtual(b.as_str(), class_scope, name, (key, constant), depth + 1))
    }

    /// The device variables (`__device__`, `__constant__`) a class
    /// definition at namespace scope declares (`__device__ struct P { … }
    /// p;`), which get static host shadows and are registered. (Not with
    /// separate compilation, nor `extern`, `__shared__` or `__managed__`
    /// ones: those keep the class's own printing.)
    fn device_declarators(&self) -> Vec<DeclIdx> {
        let ast = &self.view.scan.ast;
        if !ast.roots.iter().any(|&r| matches!(ast.decls[r].kind, DeclKind::Class | DeclKind::Enum)) {
            return Vec::new();
        }
        ast.decls
            .iter()
            .filter(|(_, d)| d.kind == DeclKind::Variable && d.parent.is_none() && d.context == Context::Namespace && d.name.is_some() && d.template.is_none() && d.qualifier.is_empty() && !d.specs.has(Specs::EXTERN))
            .map(|(r, _)| r)
            .filter(|&r| {
                let (space, ext) = self.merged_memory(r);
                (space & (mem::DEVICE | mem::CONSTANT) != 0 || ext & mem::EXT_MANAGED != 0) && space & mem::SHARED == 0
            })
            .collect()
    }

    /// What stands before the class of `device_declarators` (none: ""):
    /// a `__managed__` one's shadows are pointers in the managed section.
    fn device_declarators_storage(&self) -> &'static str {
        let declarators = self.device_declarators();
        let managed = declarators.iter().any(|&r| self.merged_memory(r).1 & mem::EXT_MANAGED != 0);
        // With separate compilation one of external linkage is defined
        // for other units: hidden, not static.
        let in_anon = self.view.namespaces.iter().any(|n| n.as_str().is_empty());
        let external = self.cfg.rdc && !in_anon && declarators.iter().all(|&r| !self.decl(r).specs.has(Specs::STATIC));
        match (declarators.is_empty(), managed, external) {
            (true, _, _) => "",
            (false, true, true) => "__attribute__((section(\"__nv_managed_data__\"))) __attribute__((visibility(\"hidden\"))) ",
            (false, true, false) => "__attribute__((section(\"__nv_managed_data__\"))) static ",
            (false, false, true) => "__attribute__((visibility(\"hidden\"))) ",
            (false, false, false) => "static ",
        }
    }

    /// The stub entries of `device_declarators`; the first with external
    /// linkage and an initializer names the module, as a variable does.
    fn register_device_declarators(&self, stub: &mut stub::StubItem, module: &mut Option<String>) {
        for r in self.device_declarators() {
            let d = self.decl(r);
            let (space, ext) = self.merged_memory(r);
            let Some(mut v) = self.var_stub(r, ext & mem::EXT_MANAGED != 0) else { continue };
            v.constant = space & mem::CONSTANT != 0;
            v.size = self.in_place_class_size(d).or(v.size);
            stub.variables.push(v);
            let in_anon = self.view.namespaces.iter().any(|n| n.as_str().is_empty());
            if module.is_none() && d.init.is_some() && !d.specs.has(Specs::STATIC) && !in_anon {
                *module = self.variable_module_name(d);
            }
        }
    }

    /// The name a variable gives the module: plain at global scope,
    /// mangled in a namespace; a static data member's definition (`int
    /// S::n = 0;`) is named by its class too.
    fn variable_module_name(&self, d: &Decl) -> Option<String> {
        let n = d.name?;
        let ns: Vec<crate::mangle::NamePart> = self.view.namespaces.iter().chain(d.qualifier.iter()).map(|n| crate::mangle::NamePart::plain(n.as_str())).collect();
        Some(if ns.is_empty() { n.as_str().to_string() } else { crate::mangle::mangle_variable(&ns, n.as_str()) })
    }

    /// A class definition that declares variables too (`static struct {
    /// ... } table[] = {...};`): the first declarator's name token, where
    /// the class is placed (its name, or its brace when unnamed) and its
    /// key's token.
    fn class_with_declarators(&self, idx: DeclIdx, first: usize, last: usize) -> Option<(usize, usize, usize)> {
        let key = (first..last).find(|&k| matches!(self.tok(k), "struct" | "class" | "union"))?;
        if (first..key).any(|k| !matches!(self.tok(k), "static" | "extern" | "const" | "volatile" | "thread_local")) {
            return None;
        }
        let open = (key..last).find(|&k| self.tok(k) == "{")?;
        let close_at = self.toks.get(self.group_end(open).checked_sub(1)?)?.start;
        let name_at = self.view.scan.ast.decls.iter().filter(|(_, d)| d.kind == DeclKind::Variable && d.name.is_some()).map(|(_, d)| d.name_span.start).filter(|&at| at > close_at).min()?;
        let declarator = self.index_at(name_at);
        if declarator >= last {
            return None;
        }
        Some((declarator, self.class_placed_at(idx, key, open), key))
    }

    /// The declarators after a class body (`j..end`) when one has a braced
    /// initializer: printed with the initializer typed by the class's
    /// members (`} table[] = {{1, ("x")}};`). False (nothing printed) when
    /// the class's members are not known.
    fn typed_class_declarators(&self, class: DeclIdx, first: usize, j: usize, end: usize, out: &mut Out) -> bool {
        let parts = self.declarator_parts(j, end);
        if !parts.iter().any(|p| matches!(p.init, Some((s, InitKind::Equals)) if self.tok(s + 1) == "{")) {
            return false;
        }
        let env = BodyEnv::new(self);
        let Some(target) = env.class_decl_target(class) else { return false };
        let static_storage = self.decl(class).context == Context::Namespace || (first..j).any(|k| self.tok(k) == "static");
        out.push(" ");
        for (n, part) in parts.iter().enumerate() {
            if n > 0 {
                out.push(", ");
            }
            let head = Range { first: part.first, last: part.init.map_or(part.last, |(s, _)| s) };
            let mut o = Out::new();
            self.decl_tokens(head, &mut o);
            out.append_trimmed(o);
            match part.init {
                Some((s, InitKind::Equals)) if self.tok(s + 1) == "{" => {
                    out.push(" = ");
                    let wrapped = env.with_extents(head, target.clone());
                    env.braced_with_target(s + 1, part.last, &wrapped, static_storage, out);
                }
                Some((s, _)) => {
                    out.push(" ");
                    self.decl_tokens(Range { first: s, last: part.last }, out);
                }
                None => {}
            }
        }
        true
    }

    /// `typedef struct … { … } S;` (or `enum`): the token index of the
    /// typedef's name, and where the class is placed: at its name, or at
    /// its `{` when it has none.
    fn typedef_of_class(&self, idx: DeclIdx, first: usize, last: usize) -> Option<(usize, usize)> {
        if self.tok(first) != "typedef" {
            return None;
        }
        let open = (first..last).find(|&k| self.tok(k) == "{")?;
        let close = self.group_end(open);
        let name = (close..last).find(|&k| self.toks[k].kind == TokKind::Ident && !matches!(self.tok(k), "const" | "volatile"))?;
        Some((name, self.class_placed_at(idx, first, open)))
    }

    /// Where a class whose head spans `first..open` is placed: its name,
    /// or its `{` when it has none.
    fn class_placed_at(&self, idx: DeclIdx, first: usize, open: usize) -> usize {
        let d = self.decl(idx);
        if d.name.is_none() {
            return open;
        }
        (first..open).find(|&k| self.toks[k].start == d.name_span.start).unwrap_or(open)
    }

    fn class_members(&self, class: DeclIdx, first: usize, close: usize, out: &mut Out) {
        let members = &self.decl(class).members;
        // The members by where they start (and their order): each member
        // declaration finds its own by a binary search, not a scan of all
        // (which was quadratic in a class of many members).
        let mut by_start: Vec<(u32, usize)> = members.iter().enumerate().map(|(k, &m)| (self.decl(m).span.start, k)).collect();
        by_start.sort_unstable();
        let padding = self.class_padding(class).unwrap_or_default();
        let mut i = first;
        let mut pending_access: Option<&str> = None;
        // An access specifier that does not change the access (the class
        // key's default at first) is not printed: cudafe++ prints the
        // members' access, not the written labels.
        let key = (0..first.saturating_sub(1)).rev().map(|k| self.tok(k)).find(|t| matches!(*t, "struct" | "class" | "union"));
        let mut access = if key == Some("class") { "private" } else { "public" };
        while i < close {
            let t = self.tok(i);
            if matches!(t, "public" | "private" | "protected") && self.tok(i + 1) == ":" {
                pending_access = Some(t);
                i += 2;
                continue;
            }
            if t == ";" {
                i += 1;
                continue;
            }
            let end = self.member_end(i, close);
            let _ = self.pragmas_before(i, out);
            let (s, e) = (self.toks[i].start, self.toks.get(end.saturating_sub(1)).map_or(0, |t| t.end()));
            let from = by_start.partition_point(|&(start, _)| start < s);
            let mut places: Vec<usize> = by_start[from..].iter().take_while(|&&(start, _)| start < e.max(s + 1)).map(|&(_, k)| k).collect();
            places.sort_unstable();
            let mine: Vec<DeclIdx> = places.into_iter().map(|k| members[k]).collect();
            let member_first = mine.first().map(|m| self.decl(*m));
            // Padding before a data member ends the line of the one before.
            if let Some(md) = member_first.filter(|md| md.kind == DeclKind::Variable) {
                let name_tok = self.index_at(md.name_span.start);
                if let Some(&(_, n)) = padding.before.iter().find(|(k, _)| *k == name_tok) {
                    out.push(&padding::pad_bytes(n));
                }
            }
            // A data member or member function is placed at its name, an
            // anonymous struct or union at its body.
            let placed = member_first.filter(|md| matches!(md.kind, DeclKind::Function | DeclKind::Variable));
            let anonymous_body = mine.first().filter(|&&m| crate::symbols::is_anonymous_member(self.view.scan, m)).and_then(|_| (i..end).find(|&k| self.tok(k) == "{"));
            let label = pending_access.take().filter(|a| *a != access);
            // A template member's access label stands on the line of the
            // declaration the header introduces (its name's), the header
            // on its own line after it (`# 8` / `private: ` / `# 7` /
            // `template< class T> T ` / `# 8` / `g(T x)`).
            let label_at = label.and(member_first).filter(|md| md.name.is_some() && self.tok(i) == "template").map(|md| md.name_span.start);
            out.mark(match (label_at, placed, anonymous_body) {
                (Some(at), ..) => at,
                (None, Some(md), _) => self.declaration_at(i, md, end),
                (None, None, Some(open)) => self.toks[open].start,
                (None, None, None) => self.toks[i].start,
            });
            if let Some(a) = label {
                access = a;
                out.push(a);
                out.push(": ");
                if label_at.is_some() {
                    out.mark(self.toks[i].start);
                }
            }
            match member_first {
                Some(md) if md.kind == DeclKind::Function && mine.len() == 1 => {
                    let mut stub = stub::StubItem::default();
                    let mut module = Some(String::new());
                    self.function(mine[0], i, end, Context::Class, out, &mut stub, &mut module);
                }
                Some(md) if matches!(md.kind, DeclKind::Class | DeclKind::Enum) && (i..end).any(|k| self.tok(k) == "{") => {
                    self.class_like(i, end, mine[0], out);
                }
                _ => {
                    let semi_end = if self.tok(end - 1) == ";" { end - 1 } else { end };
                    let mut o = Out::new();
                    if self.tok(i) == "static_assert" && self.body_env(class, &[]).static_assert(i, semi_end, &mut o) {
                    } else if self.tok(i) == "using" || self.tok(i) == "friend" || self.tok(i) == "typedef" || self.tok(i) == "static_assert" {
                        self.decl_tokens(Range { first: i, last: semi_end }, &mut o);
                    } else if self.tok(i) == "template" && member_first.is_some_and(|md| md.kind == DeclKind::Variable) {
                        // A member variable template: its header first, as
                        // at namespace scope (`template< class U> static
                        // constexpr inline bool usable = ...`).
                        let mut tparams = Vec::new();
                        let j = self.template_headers(i, semi_end, &mut o, &mut tparams);
                        let mut env = self.member_env(class);
                        env.template_params.extend(tparams);
                        env.declarator_placed = j > i;
                        env.decl_body(j, semi_end, &mut o);
                    } else {
                        // A class template's parameters are constants there.
                        self.member_env(class).decl_body(i, semi_end, &mut o);
                    }
                    out.append(o);
                    // A using-declaration ends without a blank, as at
                    // namespace scope (`using B::f;virtual void f(int)`).
                    out.push(if self.tok(i) == "using" && self.tok(i + 2) != "=" { ";" } else { "; " });
                }
            }
            i = end;
        }
        out.push(&padding::pad_bytes(padding.tail));
    }

    /// A `(` among tokens `i..k` that is not inside an attribute
    /// (`union __align__(8) { ... } d;` is still a class member).
    fn has_paren_outside_attributes(&self, i: usize, k: usize) -> bool {
        let mut j = i;
        while j < k {
            match self.tok(j) {
                "__attribute__" | "__attribute" | "alignas" | "__declspec" if self.tok(j + 1) == "(" => j = self.group_end(j + 1),
                "(" => return true,
                _ => j += 1,
            }
        }
        false
    }

    /// End of the member declaration starting at `i`: past its `;`, or
    /// past a function body's `}`.
    fn member_end(&self, i: usize, close: usize) -> usize {
        let mut k = i;
        while k < close {
            match self.tok(k) {
                ";" => return k + 1,
                "{" => {
                    let after = self.group_end(k);
                    // A class body is followed by `;` or declarators; a
                    // function body ends the member.
                    let is_class = (i..k).any(|j| matches!(self.tok(j), "struct" | "class" | "union" | "enum")) && !self.has_paren_outside_attributes(i, k);
                    let is_init = k > i && matches!(self.tok(k - 1), "=") || k > i && self.toks[k - 1].kind == TokKind::Ident && !(i..k).any(|j| self.tok(j) == "(");
                    // `G() : obj{3}, r{0} {}`: a constructor initializer's
                    // braces, after a member or base name.
                    let in_ctor_init = k > i && matches!(self.tok(k - 1), ">" | ">>") || self.toks.get(k - 1).is_some_and(|t| t.kind == TokKind::Ident);
                    let in_ctor_init = in_ctor_init && (i + 1..k).any(|j| self.tok(j) == ":" && self.tok(j - 1) == ")");
                    if is_class || is_init || in_ctor_init {
                        k = after;
                        continue;
                    }
                    return after;
                }
                "(" | "[" => {
                    k = self.group_end(k);
                    continue;
                }
                _ => {}
            }
            k += 1;
        }
        close
    }

    // ---- variables -------------------------------------------------------

    /// Memory space of a variable merged over all its declarations
    /// (`extern __device__ int a; int a;` makes both device).
    fn merged_memory(&self, idx: DeclIdx) -> (u8, u8) {
        let e = self.view.apply.entities.get(idx);
        let (mut space, mut ext) = (e.map_or(0, |e| e.memory_space), e.map_or(0, |e| e.ext_memory_space));
        let d = self.decl(idx);
        if let (Some(name), Context::Namespace) = (d.name, d.context) {
            let mut parts: Vec<&str> = d.qualifier.iter().map(|q| q.as_str()).collect();
            parts.push(name.as_str());
            for s in self.table.resolve(&parts, &self.scope, false) {
                if s.kind == EntityKind::Variable {
                    space |= s.memory_space;
                    ext |= s.ext_memory_space;
                }
            }
        }
        (space, ext)
    }

    fn variables(&self, roots: &[DeclIdx], first: usize, last: usize, out: &mut Out, stub: &mut stub::StubItem, module: &mut Option<String>) {
        out.mark(self.declaration_at(first, self.decl(roots[0]), last));
        let end = if last > first && self.tok(last - 1) == ";" { last - 1 } else { last };
        if let Some(declaration) = self.builtin_variable_declaration(roots, first, end) {
            out.push(&declaration);
            return;
        }
        let mut tparams = Vec::new();
        let i = self.template_headers(first, end, out, &mut tparams);
        let (space, ext) = self.merged_memory(roots[0]);
        let managed = ext & mem::EXT_MANAGED != 0;
        let d0 = self.decl(roots[0]);
        let is_extern = d0.specs.has(Specs::EXTERN);
        let in_anon = self.view.namespaces.iter().any(|n| n.as_str().is_empty());
        let device_var = space & (mem::DEVICE | mem::CONSTANT | mem::SHARED) != 0 || managed;
        let linkage_c = self.tok(i) == "extern" && self.toks.get(i + 1).is_some_and(|t| t.kind == TokKind::Str) && self.tok(i + 2) != "{";
        for &r in roots {
            let d = self.decl(r);
            let (rspace, rext) = self.merged_memory(r);
            let rmanaged = rext & mem::EXT_MANAGED != 0;
            let own = self.view.apply.entities.get(r).is_some_and(|e| e.memory_space & (mem::DEVICE | mem::CONSTANT) != 0 || e.ext_memory_space & mem::EXT_MANAGED != 0);
            // (A definition naming its namespace, `int k::ev = 3;`, is
            // registered too; a class's member is not a device variable.)
            let namespace_qualified = || {
                let q: Vec<&str> = d.qualifier.iter().map(|n| n.as_str()).collect();
                self.class_of_type(&q.join("::")).is_none()
            };
            // (A definition that repeats no memory space, `int x = 1;` after
            // `extern __device__ int x;`, defines the device variable: it is
            // registered as defined.)
            let defines_earlier = !own && !d.specs.has(Specs::EXTERN) && d.context == Context::Namespace && self.declared_earlier(d);
            let registered = (own || defines_earlier) && rspace & mem::SHARED == 0 && (rspace & (mem::DEVICE | mem::CONSTANT) != 0 || rmanaged) && !(d.specs.has(Specs::EXTERN) && d.init.is_none() && self.cfg.rdc) && d.template.is_none() && (d.qualifier.is_empty() || namespace_qualified());
            if registered {
                if let Some(mut v) = self.var_stub(r, rmanaged) {
                    v.constant = rspace & mem::CONSTANT != 0;
                    v.is_extern = d.specs.has(Specs::EXTERN) && d.init.is_none();
                    stub.variables.push(v);
                }
            }
            let template = own && rspace & mem::SHARED == 0 && d.template.as_ref().is_some_and(|t| t.kind == TemplateKind::Primary) && d.qualifier.is_empty();
            if template {
                stub.var_templates.extend(self.var_template(r, rspace & mem::CONSTANT != 0, rmanaged));
            }
            let specialization = own && rspace & mem::SHARED == 0 && d.template.as_ref().is_some_and(|t| t.kind == TemplateKind::Specialization) && d.template_args.is_some() && (d.qualifier.is_empty() || namespace_qualified());
            if specialization {
                stub.variables.extend(self.var_spec_stub(r, rspace & mem::CONSTANT != 0, rmanaged));
            }
            // A constant has internal linkage unless declared `extern` or
            // `extern "C"` directly (not inside an `extern "C" { }` block),
            // here or before (a header's `extern const float c;`); a
            // `const volatile` one is no constant.
            let external_constant = d.specs.has(Specs::EXTERN) || linkage_c || self.declared_earlier(d);
            let constant = d.specs.has(Specs::CONST) && !d.specs.has(Specs::VOLATILE) || d.specs.has(Specs::CONSTEXPR);
            let internal = d.specs.has(Specs::STATIC) || constant && !external_constant && !self.defines_static_member(d);
            // (A variable whose type `auto` deduces never names it, though
            // `decltype(auto)` does; `thread_local` ones do, as others.)
            if module.is_none() && d.context == Context::Namespace && !internal && !d.specs.has(Specs::INLINE) && !in_anon && d.template.is_none() && !d.specs.has(Specs::AUTO) && rspace & mem::SHARED == 0 {
                // An `extern` declaration defines only with its initializer.
                let has_init = d.init.is_some() || !d.specs.has(Specs::EXTERN) && self.class_needs_init(d);
                if has_init {
                    *module = if self.c_linkage(r) { d.name.map(|n| n.as_str().to_string()) } else { self.variable_module_name(d) };
                }
            }
        }
        let mut o = Out::new();
        // (Attributes after the declarator stay there: `int a[4]
        // __attribute((aligned(16)));`.)
        let name_tok = Some(self.index_at(d0.name_span.start)).filter(|&k| d0.name.is_some() && k > i && k < end).unwrap_or(end);
        let mut lead = self.leading_attributes(i, name_tok, &mut o);
        out.append(o);
        if !device_var {
            // A definition after an earlier declaration has that one's
            // linkage: cudafe++ prints no linkage specification again, and
            // a constant (of internal linkage unless declared otherwise) says
            // `extern` (`extern "C" const uint N;` in a header, `extern "C"
            // const uint N = 4;` in the file: `extern const uint N = 4;`).
            if self.declared_earlier(d0) {
                if self.tok(lead) == "extern" && self.toks.get(lead + 1).is_some_and(|t| t.kind == TokKind::Str) {
                    lead += 2;
                } else if is_extern && d0.init.is_none() && !self.view.extern_c && self.tok(lead) == "extern" && self.c_linkage(roots[0]) {
                    // A declaration that defines nothing keeps the C
                    // linkage an earlier one gave (`extern "C" char
                    // *optarg;` after `<getopt.h>`); a definition does not
                    // say it again.
                    out.push("extern \"C\" ");
                    lead += 1;
                }
                let constant = d0.specs.has(Specs::CONST) || d0.specs.has(Specs::CONSTEXPR);
                if constant && !is_extern && d0.init.is_some() {
                    out.push("extern ");
                }
            }
            if let Some((linkage, after)) = self.written_linkage(lead) {
                let written_extern = (after..name_tok).any(|k| self.tok(k) == "extern");
                out.push(&self.linkage_prefix(linkage, d0, written_extern));
                lead = after;
            }
            let mut o = Out::new();
            let mut env = BodyEnv::new(self);
            env.template_params = tparams;
            // (A template's initializer is the instance's: `T v =
            // (((T)3) + ((T)1));`.)
            env.in_template.set(d0.template.as_ref().is_some_and(|t| t.kind == TemplateKind::Primary));
            env.attributes_moved_before = Some(name_tok);
            env.declarator_placed = i > first && d0.template.as_ref().is_some_and(|t| t.kind == TemplateKind::Primary);
            env.decl_body(lead, end, &mut o);
            out.append(o);
            out.push("; ");
            // `auto l = [..]{..};` gets the typedef naming its closure
            // type, as a local does (outside templates).
            if env.template_params.is_empty() {
                if let Some(name) = env.lambda_variable(i, end) {
                    let qualified = (i..end).take_while(|&k| self.tok(k) != "=").any(|k| matches!(self.tok(k), "const" | "constexpr"));
                    out.push_lambda_typedef(&name, qualified);
                }
            }
            return;
        }
        // (`extern` with an initializer defines the variable: its shadow
        // and registration are a definition's.)
        let is_extern = is_extern && d0.init.is_none();
        // Device variables: host shadows without initializers; a
        // linkage specification other than the enclosing one stands where
        // their storage class would (`extern "C" int d;`).
        let linkage = self.written_linkage(lead).and_then(|(linkage, after)| {
            lead = after;
            self.foreign_linkage(linkage)
        });
        // (A shared one is declared `extern` as written: the `extern` a
        // linkage specification implies does not count.)
        let keep_extern = is_extern && (self.cfg.rdc || space & mem::SHARED != 0 && !d0.specs.has(Specs::LINKAGE)) && !managed;
        // With separate compilation a variable of external linkage is
        // defined for other units to link to: hidden, not static.
        // (In an unnamed namespace it is neither hidden nor static.)
        // (A `const` or `constexpr` variable template counts as external
        // here: cudafe++ hides it as it does a plain variable.)
        let primary = d0.template.as_ref().is_some_and(|t| t.kind == TemplateKind::Primary);
        let const_linkage = !primary && (d0.specs.has(Specs::CONST) || d0.specs.has(Specs::CONSTEXPR));
        // A variable template's explicit specialization is defined as it
        // is with separate compilation, whatever the mode: never static,
        // hidden unless of internal linkage.
        let specialization = d0.template.as_ref().is_some_and(|t| t.kind == TemplateKind::Specialization);
        let defined_for_others = self.cfg.rdc || specialization;
        let external = defined_for_others && !is_extern && !managed && space & mem::SHARED == 0 && !d0.specs.has(Specs::STATIC) && !const_linkage && d0.context == Context::Namespace;
        // A managed one with separate compilation is hidden after its
        // section, defined for other units or declared `extern`.
        let managed_extern = managed && is_extern && self.cfg.rdc;
        let managed_external = managed && defined_for_others && !is_extern && !d0.specs.has(Specs::STATIC) && !d0.specs.has(Specs::CONST) && d0.context == Context::Namespace;
        if linkage.is_some() {
            // (The foreign linkage alone: no section, visibility or
            // `unused`.)
        } else if keep_extern && space & mem::SHARED == 0 || external && !in_anon {
            out.push("__attribute__((visibility(\"hidden\"))) ");
        } else if managed {
            out.push("__attribute__((section(\"__nv_managed_data__\"))) ");
            if managed_extern || managed_external && !in_anon {
                out.push("__attribute__((visibility(\"hidden\"))) ");
            }
        } else if space & mem::SHARED != 0 {
            out.push("__attribute__((unused)) ");
        }
        // With separate compilation a `const` or `constexpr` one has
        // internal linkage already: cudafe++ adds nothing.
        let constant = defined_for_others && !managed && space & mem::SHARED == 0 && !d0.specs.has(Specs::STATIC) && const_linkage && d0.context == Context::Namespace;
        if let Some(linkage) = linkage {
            out.push(&linkage);
        } else if keep_extern || managed_extern {
            out.push("extern ");
        } else if !external && !constant && !managed_external {
            out.push("static ");
        }
        let parts = self.declarator_parts(lead, end);
        for (n, part) in parts.iter().enumerate() {
            if n > 0 {
                out.push(", ");
            }
            let head_end = part.init.map_or(part.last, |(s, _)| s);
            let head = Range { first: part.first, last: head_end };
            let mut o = Out::new();
            if managed {
                self.managed_declarator(head, name_tok, &mut o);
                let mut spec = without_storage(o.tail());
                // `auto` is printed as the type the initializer gives, as
                // for the other device variables.
                if let Some(ty) = self.auto_initializer_type(self.decl(roots.get(n).copied().unwrap_or(roots[0]))) {
                    spec = replace_word(&spec, "auto", &ty);
                }
                out.push(&spec);
                // (An `extern` declaration defines no pointer to null.)
                if !is_extern {
                    out.push(" = 0");
                }
                continue;
            }
            // (An attribute after the declarator's name stays there: `static
            // int v __attribute((aligned(16)));`.)
            self.decl_tokens_after(head, name_tok, &mut o);
            let mut spec = without_storage(o.tail());
            // `a[] = {...}`: the extent the initializer gave.
            if let Some(n) = self.declared_name_tok(head).and_then(|k| self.extent_from_initializer(k)) {
                spec = spec.replacen("[]", &format!("[{n}]"), 1);
            }
            // `auto` is printed as the type the initializer gives.
            if let Some(ty) = self.auto_initializer_type(self.decl(roots.get(n).copied().unwrap_or(roots[0]))) {
                spec = replace_word(&spec, "auto", &ty);
            }
            // (A specialization's name ends in its arguments, `v< int> `,
            // and EDG's space after them stays.)
            let spec = if specialization && spec.trim_end().ends_with('>') { spec.trim_end().to_string() + " " } else { spec.trim_end().to_string() };
            let spec = spec.as_str();
            // A constant keeps its value (and a constexpr one says const).
            let constant = d0.specs.has(Specs::CONST) || d0.specs.has(Specs::CONSTEXPR);
            if d0.specs.has(Specs::CONSTEXPR) && !d0.specs.has(Specs::CONST) {
                out.push(&spec.replacen("constexpr ", "constexpr const ", 1));
            } else {
                out.push(spec);
            }
            // A variable template's shadow keeps its initializer too (each
            // instance is made from it): `static T dv = ((T)2);`, and so
            // does an explicit specialization.
            if let (Some((s, kind @ (InitKind::Equals | InitKind::Braces))), true) = (part.init, constant || primary || specialization) {
                let len = self.toks.len();
                let t = self.tokens_ty(&self.toks[head.first.min(len)..head.last.min(len)]);
                let mut env = BodyEnv::new(self);
                env.template_params = tparams.clone();
                // (A template's initializer is the instance's: `T v =
                // (((T)3) + ((T)1));`.)
                env.in_template.set(primary);
                if kind == InitKind::Equals {
                    env.equals_initializer(head, s, part.last, t, out);
                } else {
                    env.braces_initializer(head, s, part.last, t, head.first, out);
                }
            } else if let Some((s, InitKind::Equals)) = part.init {
                // A reference must stay bound.
                if self.toks[head.first..head.last].iter().any(|t| t.text(self.text) == "&") {
                    out.push(" = ");
                    let env = BodyEnv::new(self);
                    let mut o = Out::new();
                    env.full_expr(s + 1, part.last, None, &mut o);
                    out.push("(");
                    out.push(o.tail());
                    out.push(")");
                }
            }
        }
        out.push("; ");
    }

    /// The linkage specifications a declaration starts with at token `i`
    /// (`extern "C++" int v;`): the one that counts, the last, and the
    /// token after them.
    fn written_linkage(&self, mut i: usize) -> Option<(&'a str, usize)> {
        let mut linkage = None;
        while self.tok(i) == "extern" && self.toks.get(i + 1).is_some_and(|t| t.kind == TokKind::Str) && self.tok(i + 2) != "{" {
            linkage = self.toks.get(i + 1).map(|t| t.text(self.text));
            i += 2;
        }
        linkage.map(|l| (l, i))
    }

    /// `extern "L" ` for a linkage specification other than the enclosing
    /// one's, which cudafe++ prints; `None` for the enclosing one's, which
    /// it leaves out (`extern "C++" int v;` at namespace scope).
    fn foreign_linkage(&self, linkage: &str) -> Option<String> {
        let enclosing = if self.view.extern_c { "\"C\"" } else { "\"C++\"" };
        (linkage != enclosing).then(|| format!("extern {linkage} "))
    }

    /// What stands for a variable's linkage specification: a foreign one
    /// as written; the enclosing one's implied `extern` only where it
    /// matters, for a declaration that defines nothing and for a constant
    /// it gives external linkage (`extern "C++" const int c = 3;` prints
    /// `extern const int c = 3;`, `extern "C++" int v = 1;` `int v = 1;`).
    fn linkage_prefix(&self, linkage: &str, d: &Decl, written_extern: bool) -> String {
        if let Some(foreign) = self.foreign_linkage(linkage) {
            return foreign;
        }
        let constant = d.specs.has(Specs::CONST) || d.specs.has(Specs::CONSTEXPR);
        let implied = !d.specs.has(Specs::STATIC) && !written_extern && (d.init.is_none() || constant);
        if implied { "extern ".to_string() } else { String::new() }
    }

    /// A call in a template, of `qualifier::name` with an argument whose
    /// type depends on the template's parameters, through a namespace
    /// alias (`cg::sync(g)`), to a function template or an overloaded
    /// function: EDG resolves it only at instantiation and prints the
    /// namespace the alias names (`cooperative_groups::sync(g)`, even where
    /// `sync` is declared in a namespace a using-directive there brings
    /// in). That qualifier; `None` to print the call as written.
    pub fn dependent_call_qualifier(&self, qualifier: &str, name: &str) -> Option<String> {
        if let Some(class) = self.dependent_call_class(qualifier, name) {
            return Some(class);
        }
        if self.table.namespace_aliases.is_empty() || qualifier.starts_with("::") {
            return None;
        }
        let parts: Vec<&str> = qualifier.split_scopes().map(str::trim).collect();
        let (alias, rest) = parts.split_first()?;
        // The alias as the scopes around see it, innermost first.
        let mut scope = self.scope.as_str();
        let targets = loop {
            let q = if scope.is_empty() { alias.to_string() } else { format!("{scope}::{alias}") };
            if let Some(t) = self.table.namespace_aliases.get(&q) {
                break t;
            }
            if scope.is_empty() {
                return None;
            }
            scope = scope.rsplit_once_scope().map_or("", |(a, _)| a);
        };
        targets.iter().find_map(|target| {
            let path: Vec<&str> = target.split_scopes().chain(rest.iter().copied()).collect();
            self.overloaded_in(&path, name).then(|| path.join("::"))
        })
    }

    /// The functions named `name` in the scope `path` (from the global
    /// scope) are overloaded or a template: a dependent call of one is
    /// resolved only by the instance.
    fn overloaded_in(&self, path: &[&str], name: &str) -> bool {
        let mut full = path.to_vec();
        full.push(name);
        let found = self.table.resolve(&full, "", true);
        let functions: Vec<_> = found.iter().filter(|s| s.kind == EntityKind::Function).collect();
        functions.len() > 1 || functions.iter().any(|s| s.template.is_some())
    }

    /// `dependent_call_qualifier` for a class's member (`lib::Dev::Sum(t)`
    /// of a member template): the class by its full name, inline
    /// namespaces too (`lib::v1::Dev`), as the instance will name it.
    fn dependent_call_class(&self, qualifier: &str, name: &str) -> Option<String> {
        if qualifier.contains('<') {
            return None;
        }
        let class = self.class_through_typedef(qualifier)?;
        if !self.overloaded_in(&class.qname.split_scopes().collect::<Vec<_>>(), name) {
            return None;
        }
        // Named from the scope around: its enclosing namespaces left out
        // (`Dev` in `ns` for `ns::Dev`).
        let mut scope = self.scope.as_str();
        let relative = loop {
            if scope.is_empty() {
                break class.qname.as_str();
            }
            if let Some(rest) = class.qname.strip_prefix(scope).and_then(|r| r.strip_prefix("::")) {
                break rest;
            }
            scope = scope.rsplit_once_scope().map_or("", |(a, _)| a);
        };
        Some(relative.to_string())
    }

    /// A static data member's definition (`const int S::n = 64;`): the
    /// member was declared in its class, with the class's linkage.
    fn defines_static_member(&self, d: &Decl) -> bool {
        let Some(name) = d.name else { return false };
        if d.qualifier.is_empty() {
            return false;
        }
        let mut parts: Vec<&str> = d.qualifier.iter().map(|q| q.as_str()).collect();
        parts.push(name.as_str());
        self.table.resolve(&parts, &self.scope, false).iter().any(|s| s.kind == EntityKind::Variable && s.class.as_deref().is_some_and(|c| self.table.declares_type(c)))
    }

    /// A namespace-scope variable an earlier item declared already.
    fn declared_earlier(&self, d: &Decl) -> bool {
        let Some(name) = d.name else { return false };
        if d.context != Context::Namespace || d.template.is_some() {
            return false;
        }
        let mut parts: Vec<&str> = d.qualifier.iter().map(|q| q.as_str()).collect();
        parts.push(name.as_str());
        let found = self.table.resolve(&parts, &self.scope, false);
        let Some(var) = found.iter().find(|s| s.kind == EntityKind::Variable && s.class.is_none()) else { return false };
        self.table.lookup(&var.qname).any(|(r, s)| r.item < self.view.index && s.kind == EntityKind::Variable)
    }

    /// Whether the namespace-scope function or variable declared by
    /// `idx` has C linkage: its symbol here or an earlier one says so
    /// (`Symbol::c_linkage`: written `extern "C"`, or in an `extern "C"`
    /// block; a header's `extern "C" void f(void *);` and the file's
    /// `void f(void *p) {}`). Its name is then not mangled.
    pub(crate) fn c_linkage(&self, idx: DeclIdx) -> bool {
        let d = self.decl(idx);
        if d.context != Context::Namespace || !d.qualifier.is_empty() {
            return false;
        }
        let Some(name) = d.name else { return false };
        let found = self.table.resolve(&[name.as_str()], &self.scope, false);
        // A function only by a declaration of the same parameters (a C++
        // overload of a C function's name has C++ linkage).
        // (Overloads share their qualified name: each is looked at once,
        // not once per overload.)
        let mut qnames: Vec<&str> = found.iter().filter(|s| s.class.is_none() && matches!(s.kind, EntityKind::Function | EntityKind::Variable)).map(|s| s.qname.as_str()).collect();
        qnames.sort_unstable();
        qnames.dedup();
        qnames.into_iter().any(|qname| {
            let earlier = || self.table.lookup(qname).filter(|(r, _)| r.item <= self.view.index);
            if !earlier().any(|(_, e)| e.c_linkage) {
                return false;
            }
            let own = self.table.lookup(qname).find(|(r, _)| r.item == self.view.index).map(|(_, o)| o.params_key.as_str());
            earlier().any(|(_, e)| e.c_linkage && (e.kind == EntityKind::Variable || own.is_none_or(|k| k == e.params_key)))
        })
    }

    /// A typedef or alias declaration of the item named `text` whose type
    /// names one of the item's template parameters (`typedef Reduce<T,
    /// 16> BT;`, `using BR = Red<T, 32>;`, which a body declares without
    /// a declaration of the parse's).
    pub(crate) fn is_dependent_typedef(&self, text: &str) -> bool {
        self.dependent_typedefs.get_or_init(|| self.compute_dependent_typedefs()).iter().any(|n| n == text)
    }

    /// The item's typedefs and alias declarations whose types name a
    /// dependent word (see `compute_dependent_words`), computed once.
    fn compute_dependent_typedefs(&self) -> Vec<String> {
        let dependent = self.compute_dependent_words();
        if dependent.is_empty() {
            return Vec::new();
        }
        let names_param = |ty: &str| ty.split(|c: char| !(c.is_alphanumeric() || c == '_')).any(|w| dependent.contains(&w));
        let mut names: Vec<String> = self
            .view
            .scan
            .ast
            .decls
            .iter()
            .filter(|(_, d)| d.kind == DeclKind::Typedef && self.text.get(d.type_span.start as usize..d.type_span.end as usize).is_some_and(names_param))
            .filter_map(|(_, d)| d.name.map(|n| n.as_str().to_string()))
            .collect();
        for k in 0..self.toks.len().saturating_sub(2) {
            if self.tok(k) == "using" && self.toks[k + 1].kind == TokKind::Ident && self.tok(k + 2) == "=" && (k + 3..self.toks.len()).take_while(|&j| self.tok(j) != ";").any(|j| dependent.contains(&self.tok(j))) {
                names.push(self.tok(k + 1).to_string());
            }
        }
        names
    }

    /// The names that make a type written in this item dependent: the
    /// template parameters, and the members of a class template that
    /// depend on them (its nested classes, members of the current
    /// instantiation; a static constant initialized from a parameter, a
    /// typedef naming one), to a fixed point.
    fn compute_dependent_words(&self) -> Vec<&'a str> {
        let mut words = self.template_param_names();
        if words.is_empty() {
            return words;
        }
        let decls = &self.view.scan.ast.decls;
        let in_template = |idx: DeclIdx| self.in_class_template(idx);
        let mentions = |words: &[&str], span: Option<crate::parse::Span>| {
            span.and_then(|s| self.text.get(s.start as usize..s.end as usize)).is_some_and(|t| t.split(|c: char| !(c.is_alphanumeric() || c == '_')).any(|w| words.contains(&w)))
        };
        const ROUNDS: usize = 4;
        for _ in 0..ROUNDS {
            let before = words.len();
            for (idx, d) in decls.iter() {
                let Some(name) = d.name.map(|n| n.as_str()) else { continue };
                if words.contains(&name) || d.context != Context::Class || !in_template(idx) {
                    continue;
                }
                let dependent = match d.kind {
                    DeclKind::Class => true,
                    DeclKind::Variable => d.specs.has(Specs::STATIC) && mentions(&words, d.init),
                    DeclKind::Typedef => mentions(&words, Some(d.type_span)),
                    _ => false,
                };
                if dependent {
                    words.push(name);
                }
            }
            if words.len() == before {
                break;
            }
        }
        words
    }

    /// The names of the item's template parameters, types and values
    /// alike (`template <int N, class T>`).
    /// Token `at` stands inside the definition of the (primary) class
    /// template `name` of this item: its injected-class-name, which EDG
    /// prints as the template with its parameters (`S< T, N> `, a pack
    /// `S< Ts...> `).
    pub(crate) fn injected_class_template(&self, name: &str, at: usize) -> Option<String> {
        let pos = self.toks.get(at)?.start;
        let (_, d) = self.view.scan.ast.decls.iter().find(|(_, d)| {
            d.kind == DeclKind::Class && d.template_args.is_none() && d.name.is_some_and(|n| n.as_str() == name) && d.name_span.end <= pos && pos < d.span.end && d.template.as_ref().is_some_and(|t| t.kind == TemplateKind::Primary)
        })?;
        let params: Vec<String> = d.template.as_ref()?.params.iter().map(|p| p.name.map(|n| format!("{}{}", n.as_str(), if p.is_pack { "..." } else { "" }))).collect::<Option<_>>()?;
        Some(format!("{name}< {}> ", params.join(", ")))
    }

    /// `text` names a type parameter (not a value one) of a template
    /// the item declares.
    fn names_template_type_parameter(&self, text: &str) -> bool {
        let params = self.view.scan.ast.decls.iter().filter_map(|(_, d)| d.template.as_ref()).flat_map(|t| t.params.iter());
        let mut named = params.filter(|p| p.name.is_some_and(|n| n.as_str() == text)).peekable();
        named.peek().is_some() && named.all(|p| self.template_param_sig(p).value_ty.is_none())
    }

    pub(crate) fn template_param_names(&self) -> Vec<&'a str> {
        self.view.scan.ast.decls.iter().filter_map(|(_, d)| d.template.as_ref()).flat_map(|t| t.params.iter().filter_map(|p| p.name.map(|n| n.as_str()))).collect()
    }

    /// Whether a variable of class type `d` declared without an
    /// initializer is initialized by running code (so defines with an
    /// initializer, for the module's name).
    fn class_needs_init(&self, d: &Decl) -> bool {
        if d.specs.has(Specs::POINTER) || d.specs.has(Specs::REFERENCE) {
            return false;
        }
        let ty = self.text.get(d.type_span.start as usize..d.type_span.end as usize).unwrap_or("");
        self.type_needs_init(ty, &self.scope, 0)
    }

    /// Whether default-initializing an object of the class named `name`
    /// runs code: its own constructor, member initializers or virtual
    /// functions, or those of a base's or a member's class.
    fn type_needs_init(&self, ty: &str, scope: &str, depth: u32) -> bool {
        // (A template's own constructors are every instance's.)
        self.class_or_its_parts(ty, scope, false, depth, &|c| c.needs_init)
    }

    /// Whether the class named `ty` (through aliases), one of its bases'
    /// or one of its data members' classes has the property `own` says a
    /// class's own declaration gives it. `::`-qualified names are looked
    /// up from the top when `absolute_qualifiers`.
    fn class_or_its_parts(&self, ty: &str, scope: &str, absolute_qualifiers: bool, depth: u32, own: &dyn Fn(&crate::symbols::Symbol) -> bool) -> bool {
        const MAX_DEPTH: u32 = 8;
        if depth >= MAX_DEPTH {
            return false;
        }
        let name = class_type_name(ty).trim_global();
        if name.is_empty() {
            return false;
        }
        let parts: Vec<&str> = name.split_scopes().map(str::trim).collect();
        let absolute = absolute_qualifiers && ty.trim_start().starts_with("::");
        let part = |t: &str, inner: &str| self.class_or_its_parts(t, inner, absolute_qualifiers, depth + 1, own);
        match self.classes_named(&parts, scope, absolute) {
            Ok(classes) => classes.iter().any(|c| {
                let inner = c.qname.as_str();
                own(c) || c.bases.iter().any(|b| part(b.as_str(), inner)) || class_member_types(c).any(|t| part(t, inner))
            }),
            Err(Some(alias)) => part(&alias.target, crate::symbols::enclosing(&alias.qname)),
            Err(None) => false,
        }
    }

    /// Whether a call of `callee` (as written or qualified) returns an
    /// object of a class whose copy runs code (`copies_by_call`): EDG
    /// makes the result a temporary, and cudafe++ prints a member access
    /// on it with the call in parentheses (`(s.substr(1)).c_str()`).
    pub(super) fn returns_nontrivial_temporary(&self, callee: &str, arg_count: usize) -> bool {
        // (The overloads a call with that many arguments may call:
        // `str()`, not `str(const string &)`.)
        let fns: Vec<_> = self.functions_named(callee).into_iter().filter(|s| s.arity.is_none_or(|(min, max)| (min as usize..=max as usize).contains(&arg_count))).collect();
        let Some(first) = fns.first() else { return false };
        let Some(written) = first.value_type_name.as_deref() else { return false };
        if has_declarator_operator(written) || !fns.iter().all(|s| s.value_type_name.as_deref() == Some(written)) {
            return false;
        }
        // (The result type is named from where the function is declared:
        // `string` in `std`.)
        let scope = first.class.as_deref().unwrap_or_else(|| crate::symbols::enclosing(&first.qname));
        self.copies_by_call(written, scope, 0)
    }

    /// Whether copying or destroying an object of the class named `ty`
    /// runs code: its own declaration says so (`Symbol::nontrivial_copy`),
    /// or a base's or a data member's class does.
    fn copies_by_call(&self, ty: &str, scope: &str, depth: u32) -> bool {
        self.class_or_its_parts(ty, scope, true, depth, &|c| c.nontrivial_copy)
    }

    /// The classes `parts` names from `scope`, or else the alias it names
    /// (`Err(None)`: neither). Looked up through using-directives and
    /// inline namespaces (`std::string` is `std::__cxx11::basic_string<char>`).
    /// A forward declaration is found too, so any of the class's
    /// declarations may say; an explicit instantiation (`extern template
    /// class basic_string<char>;` in `std`) declares no class of its own.
    /// An alias of a pointer or reference names no class object. A
    /// class's bases and members, an alias's target, are named from where
    /// they are declared.
    fn classes_named(&self, parts: &[&str], scope: &str, absolute: bool) -> Result<Vec<&'a crate::symbols::Symbol>, Option<&'a crate::symbols::Alias>> {
        let is_class = |s: &crate::symbols::Symbol| s.kind == EntityKind::Type && !s.is_enum && s.template != Some(TemplateKind::Instantiation);
        let classes = self.table.resolve_where(parts, if absolute { "" } else { scope }, &is_class);
        if !classes.is_empty() {
            return Ok(classes);
        }
        Err(self.table.resolve_alias_through(parts, scope, absolute).filter(|alias| !alias.target.contains('*') && !alias.target.contains('&')))
    }

    /// The class `c` declares a copy or move assignment of its own (not
    /// defaulted): assigning one of its objects calls it.
    pub(super) fn has_user_copy_assignment(&self, c: &crate::symbols::Symbol) -> bool {
        let spaced = |s: &str| s.split_whitespace().collect::<String>();
        let copy_params = [format!("const{}&", c.name), format!("{}&", c.name), format!("{}&&", c.name)];
        self.table.lookup(&format!("{}::operator=", c.qname)).any(|(_, f)| !f.is_defaulted && copy_params.iter().any(|p| spaced(&f.params_key) == *p))
    }

    /// The implicit (or defaulted) copy assignment of class `c` is not a
    /// plain copy, so EDG calls it as a function: the class declares a
    /// virtual function, or a base or a data member (or an array of them)
    /// is of a class whose assignment is a call (`std::string`).
    pub(super) fn implicit_assignment_calls(&self, c: &crate::symbols::Symbol, depth: u32) -> bool {
        const MAX_DEPTH: u32 = 8;
        if depth >= MAX_DEPTH {
            return false;
        }
        let inner = c.qname.as_str();
        c.has_virtual || c.bases.iter().any(|b| self.type_assignment_calls(b.as_str(), inner, depth + 1)) || class_member_types(c).any(|t| self.type_assignment_calls(t, inner, depth + 1))
    }

    /// Assigning an object of the class type `ty` (written in `scope`)
    /// calls a function: its own assignment operator, or an implicit one
    /// that is not a plain copy.
    fn type_assignment_calls(&self, ty: &str, scope: &str, depth: u32) -> bool {
        let name = class_type_name(ty);
        if name.is_empty() {
            return false;
        }
        let parts: Vec<&str> = name.trim_global().split_scopes().map(str::trim).collect();
        match self.classes_named(&parts, scope, name.starts_with("::")) {
            Ok(classes) => classes.iter().any(|c| self.has_user_copy_assignment(c) || self.implicit_assignment_calls(c, depth)),
            Err(Some(alias)) if depth < 8 => self.type_assignment_calls(&alias.target, crate::symbols::enclosing(&alias.qname), depth + 1),
            Err(_) => false,
        }
    }

    /// `T *name` / `T (*name)[N]` for a managed variable's shadow.
    /// (Attributes before token `moved` were moved to the front; those
    /// after the name stay behind it: `static int *m __attribute((aligned(16))) = 0`.)
    fn managed_declarator(&self, head: Range, moved: usize, out: &mut Out) {
        let name_tok = (head.first..head.last).rev().find(|&k| {
            let at = self.toks[k].start;
            self.view.scan.ast.decls.iter().any(|(_, d)| d.name_span.start == at && d.kind == DeclKind::Variable)
        });
        let Some(name_tok) = name_tok else {
            return self.decl_tokens(head, out);
        };
        let mut o = Out::new();
        self.decl_tokens_after(Range { first: head.first, last: name_tok }, moved, &mut o);
        // A template-id keeps its trailing space (`Box< int>  *bi`).
        let spec = if o.tail().ends_with("> ") { o.tail().trim_end().to_string() + " " } else { o.tail().trim_end().to_string() };
        // A specialization's name ends in its arguments, as EDG prints
        // them (`m< int> `).
        let at = self.toks[name_tok].start;
        let args_end = self.view.scan.ast.decls.iter().find(|(_, d)| d.name_span.start == at).and_then(|(_, d)| d.template_args).map(|a| self.toks.partition_point(|t| t.start < a.end));
        let name = match args_end {
            Some(end) if end > name_tok + 1 => {
                let mut n = Out::new();
                self.decl_tokens_after(Range { first: name_tok, last: end }, moved, &mut n);
                n.tail().trim_end().to_string() + " "
            }
            _ => self.tok(name_tok).to_string(),
        };
        let rest = Range { first: args_end.unwrap_or(name_tok + 1).max(name_tok + 1), last: head.last };
        let mut r = Out::new();
        if self.attribute_at(rest.first).is_some_and(|g| g.2.is_some()) && rest.first < rest.last {
            r.push(" ");
        }
        self.decl_tokens_after(rest, moved, &mut r);
        let array = self.tok(rest.first) == "[";
        if spec.ends_with('*') || spec.ends_with('&') || spec.is_empty() {
            out.push(&spec);
        } else {
            out.push(&spec);
            out.push(" ");
        }
        if array {
            out.push(&format!("(*{name}){}", r.tail()));
        } else {
            out.push(&format!("*{name}{}", r.tail()));
        }
    }
}

/// `struct D : B` → `struct D : public B`: cudafe++ spells out the default
/// access of each base.
fn explicit_base_access(head: &str, is_class: bool) -> String {
    let Some(colon) = head.find(" : ").or_else(|| head.find(": ")) else { return head.to_string() };
    // A template-id keeps its `> ` and takes one more space (`impl< S,
    // false>  : public single< S, P>  {`).
    let spaced = |s: &str| if s.ends_with('>') { format!("{s} ") } else { s.to_string() };
    let (name, bases) = head.split_at(colon);
    let bases = bases.trim_start_matches([' ', ':']);
    let default = if is_class { "private" } else { "public" };
    let mut parts = Vec::new();
    let mut depth = 0i32;
    let mut cur = String::new();
    for c in bases.chars() {
        match c {
            '<' => depth += 1,
            '>' => depth -= 1,
            ',' if depth == 0 => {
                parts.push(std::mem::take(&mut cur));
                continue;
            }
            _ => {}
        }
        cur.push(c);
    }
    parts.push(cur);
    let parts: Vec<String> = parts
        .iter()
        .map(|p| {
            let p = p.trim();
            let has_access = ["public", "private", "protected"].iter().any(|a| p.starts_with(a) || p.starts_with(&format!("virtual {a}")));
            // (`virtual` comes first, then the access, written or implied:
            // `virtual public A`.)
            let mut words = p.split_whitespace();
            let (first, second) = (words.next().unwrap_or(""), words.next().unwrap_or(""));
            let is_access = |w: &str| matches!(w, "public" | "private" | "protected");
            match (first, second) {
                (access, "virtual") if is_access(access) => format!("virtual {access} {}", words.collect::<Vec<_>>().join(" ")),
                _ if has_access => p.to_string(),
                ("virtual", _) => format!("virtual {default} {}", p["virtual".len()..].trim_start()),
                _ => format!("{default} {p}"),
            }
        })
        .collect();
    format!("{} : {}", spaced(name.trim_end()), spaced(&parts.join(", ")))
}

/// `text` with its first whole word `word` replaced by `by`.
fn replace_word(text: &str, word: &str, by: &str) -> String {
    let is_word_byte = |b: u8| b.is_ascii_alphanumeric() || b == b'_';
    let bytes = text.as_bytes();
    let found = text.match_indices(word).map(|(at, _)| at).find(|&at| {
        let before = at.checked_sub(1).and_then(|k| bytes.get(k)).is_some_and(|&b| is_word_byte(b));
        let after = bytes.get(at + word.len()).is_some_and(|&b| is_word_byte(b));
        !before && !after
    });
    match found {
        Some(at) => format!("{}{by}{}", &text[..at], &text[at + word.len()..]),
        None => text.to_string(),
    }
}

/// Declaration text without `static`/`extern` (the shadow states its own).
fn without_storage(text: &str) -> String {
    let mut out = text.to_string();
    for w in ["extern ", "static "] {
        if let Some(rest) = out.strip_prefix(w) {
            out = rest.to_string();
        }
        out = out.replace(&format!(" {w}"), " ");
    }
    out
}

/// In a declaration that is not a definition cudafe++ sets parameter
/// names off their pointer and reference operators (`int * p`), and an
/// array parameter's name off its type by one more space (`int  a[4]`,
/// `S *const  s[2]`; not `int * a[4]`, whose name the `*` sets off).
pub(crate) fn prototype_spacing(declarator: &str) -> String {
    let Some(open) = declarator.find('(') else { return declarator.to_string() };
    let (name, params) = declarator.split_at(open);
    let mut out = String::with_capacity(declarator.len() + 8);
    out.push_str(name);
    // (Almost every declarator is ASCII: its bytes are its characters,
    // no copy of them needed.)
    if params.is_ascii() {
        spaced_params(params.as_bytes(), &mut out);
    } else {
        let chars: Vec<char> = params.chars().collect();
        spaced_params(&chars, &mut out);
    }
    out
}

/// The characters of a declarator's parameter list, as `prototype_spacing`
/// spaces them, appended to `out`.
fn spaced_params<C: Copy + Into<char>>(params: &[C], out: &mut String) {
    let chars = params;
    let at = |k: usize| chars.get(k).map(|&c| c.into());
    let is_word = |c: char| c.is_alphanumeric() || c == '_';
    let mut depth = 0u32;
    // In a default argument, an expression: its `&x` stays closed up.
    let mut default_arg = false;
    for (i, c) in chars.iter().map(|&c| c.into()).enumerate() {
        match c {
            '(' => depth += 1,
            ')' => depth = depth.saturating_sub(1),
            ',' if depth == 1 => default_arg = false,
            '=' if depth == 1 && i > 0 && !matches!(at(i - 1), Some('=' | '<' | '>' | '!')) && at(i + 1) != Some('=') => default_arg = true,
            _ => {}
        }
        if c == ' ' && depth == 1 && at(i + 1).is_some_and(|n: char| n.is_alphabetic() || n == '_') {
            let word_end = chars[i + 1..].iter().position(|&n| !is_word(n.into())).map_or(chars.len(), |k| i + 1 + k);
            if at(word_end) == Some('[') {
                out.push(' ');
            }
        }
        out.push(c);
        if matches!(c, '*' | '&') && !default_arg && at(i + 1).is_some_and(|n: char| n.is_alphabetic() || n == '_') {
            let len = chars[i + 1..].iter().take_while(|&&n| is_word(n.into())).count();
            let word = chars[i + 1..i + 1 + len].iter().map(|&n| n.into());
            if !["const", "volatile", "__restrict__", "__restrict"].iter().any(|k| k.chars().eq(word.clone())) {
                out.push(' ');
            }
        }
    }
}

/// The typedefs of the global scope that `cuda_runtime.h` and the C
/// library headers it includes (glibc, as nvcc 13.5 sees them with gcc 12)
/// declare inside `extern "C"` blocks, sorted: a unit that declares one
/// again gets that linkage for it too.
const RUNTIME_C_TYPEDEFS: &[&str] = &[
    "FILE", "_Float32", "_Float32x", "_Float64", "_Float64x", "_IO_lock_t", "__FILE",
    "__atomic_wide_counter", "__compar_d_fn_t", "__compar_fn_t", "__fd_mask", "__fpos64_t", "__fpos_t",
    "__gnuc_va_list", "__locale_t", "__mbstate_t", "__once_flag", "__pthread_list_t", "__pthread_slist_t",
    "__sigset_t", "__thrd_t", "__tss_t", "blkcnt64_t", "blkcnt_t", "blksize_t", "caddr_t", "clock_t",
    "clockid_t", "comparison_fn_t", "cookie_close_function_t", "cookie_io_functions_t",
    "cookie_read_function_t", "cookie_seek_function_t", "cookie_write_function_t",
    "cudaGraphRecaptureCallback_t", "cudaLogsCallback_t", "cudaStreamCallback_t", "daddr_t", "dev_t",
    "div_t", "double_t", "fd_mask", "fd_set", "float_t", "fpos64_t", "fpos_t", "fsblkcnt64_t", "fsblkcnt_t",
    "fsfilcnt64_t", "fsfilcnt_t", "fsid_t", "gid_t", "id_t", "ino64_t", "ino_t", "int16_t", "int32_t",
    "int64_t", "int8_t", "key_t", "ldiv_t", "lldiv_t", "locale_t", "loff_t", "mode_t", "nlink_t", "off64_t",
    "off_t", "pid_t", "pthread_attr_t", "pthread_barrier_t", "pthread_barrierattr_t", "pthread_cond_t",
    "pthread_condattr_t", "pthread_key_t", "pthread_mutex_t", "pthread_mutexattr_t", "pthread_once_t",
    "pthread_rwlock_t", "pthread_rwlockattr_t", "pthread_spinlock_t", "pthread_t", "quad_t", "register_t",
    "sigset_t", "ssize_t", "suseconds_t", "time_t", "timer_t", "u_char", "u_int", "u_int16_t", "u_int32_t",
    "u_int64_t", "u_int8_t", "u_long", "u_quad_t", "u_short", "uid_t", "uint", "ulong", "useconds_t",
    "ushort", "va_list",
];

/// The result type of a CUDA device intrinsic or single-precision math
/// function (13.5's `device_functions.h`, `sm_20_intrinsics.h`,
/// `math_functions.h`; none of them is overloaded).
fn intrinsic_result(name: &str) -> Option<Ty> {
    const INT: &[&str] = &[
        "__popc", "__popcll", "__clz", "__clzll", "__ffs", "__ffsll", "__mul24", "__mulhi", "__hadd", "__rhadd", "__float2int_rn", "__float2int_rz", "__float2int_ru",
        "__float2int_rd", "__double2int_rn", "__double2int_rz", "__double2hiint", "__double2loint", "__float_as_int", "__any_sync", "__all_sync",
        "__syncthreads_count", "__syncthreads_and", "__syncthreads_or",
        "__double2int_rd", "__double2int_ru", "__finite", "__finitef", "__finitel", "__isfinite", "__isfinited", "__isfinitef", "__isinf", "__isinfd", "__isinff", "__isinfl", "__isnan", "__isnand", "__isnanf", "__isnanl", "__signbit", "__signbitd", "__signbitf", "__signbitl",
    ];
    const UINT: &[&str] = &[
        "__brev", "__byte_perm", "__umul24", "__umulhi", "__uhadd", "__urhadd", "__usad", "__sad", "__float_as_uint", "__float2uint_rn", "__float2uint_rz",
        "__ballot_sync", "__activemask", "__funnelshift_l", "__funnelshift_r", "__funnelshift_lc", "__funnelshift_rc", "__match_any_sync",
        "__double2uint_rd", "__double2uint_rn", "__double2uint_ru", "__double2uint_rz", "__float2uint_rd", "__float2uint_ru", "__pm0", "__pm1", "__pm2", "__pm3", "__vabs2", "__vabs4", "__vabsdiffs2", "__vabsdiffs4", "__vabsdiffu2", "__vabsdiffu4", "__vabsss2", "__vabsss4", "__vadd2", "__vadd4", "__vaddss2", "__vaddss4", "__vaddus2", "__vaddus4", "__vavgs2", "__vavgs4", "__vavgu2", "__vavgu4", "__vcmpeq2", "__vcmpeq4", "__vcmpges2", "__vcmpges4", "__vcmpgeu2", "__vcmpgeu4", "__vcmpgts2", "__vcmpgts4", "__vcmpgtu2", "__vcmpgtu4", "__vcmples2", "__vcmples4", "__vcmpleu2", "__vcmpleu4", "__vcmplts2", "__vcmplts4", "__vcmpltu2", "__vcmpltu4", "__vcmpne2", "__vcmpne4", "__vhaddu2", "__vhaddu4", "__vmaxs2", "__vmaxs4", "__vmaxu2", "__vmaxu4", "__vmins2", "__vmins4", "__vminu2", "__vminu4", "__vneg2", "__vneg4", "__vnegss2", "__vnegss4", "__vsads2", "__vsads4", "__vsadu2", "__vsadu4", "__vseteq2", "__vseteq4", "__vsetges2", "__vsetges4", "__vsetgeu2", "__vsetgeu4", "__vsetgts2", "__vsetgts4", "__vsetgtu2", "__vsetgtu4", "__vsetles2", "__vsetles4", "__vsetleu2", "__vsetleu4", "__vsetlts2", "__vsetlts4", "__vsetltu2", "__vsetltu4", "__vsetne2", "__vsetne4", "__vsub2", "__vsub4", "__vsubss2", "__vsubss4", "__vsubus2", "__vsubus4",
    ];
    const LLONG: &[&str] = &["__double_as_longlong", "__mul64hi", "__float2ll_rn", "__float2ll_rz", "__double2ll_rn", "__double2ll_rz", "llrintf", "llroundf",
        "clock64", "__double2ll_rd", "__double2ll_ru", "__float2ll_rd", "__float2ll_ru",
    ];
    // (`clock_t` is `long` on the Linux host, for the device's `clock()`
    // as for the C library's.)
    const LONG: &[&str] = &["clock"];
    const ULLONG: &[&str] = &["__brevll", "__umul64hi", "__float2ull_rn", "__float2ull_rz", "__double2ull_rn", "__double2ull_rz",
        "__double2ull_rd", "__double2ull_ru", "__float2ull_rd", "__float2ull_ru",
    ];
    const FLOAT: &[&str] = &[
        "__int_as_float", "__uint_as_float", "__fdividef", "__expf", "__exp10f", "__logf", "__log2f", "__log10f", "__sinf", "__cosf", "__tanf", "__powf",
        "__saturatef", "__fadd_rn", "__fadd_rz", "__fsub_rn", "__fmul_rn", "__fmul_rz", "__fdiv_rn", "__fsqrt_rn", "__frsqrt_rn", "__frcp_rn", "__fmaf_rn",
        "__int2float_rn", "__uint2float_rn", "__ll2float_rn", "__double2float_rn", "__double2float_rz", "sqrtf", "rsqrtf", "cbrtf", "expf", "exp2f",
        "exp10f", "expm1f", "logf", "log2f", "log10f", "log1pf", "sinf", "cosf", "tanf", "asinf", "acosf", "atanf", "atan2f", "sinhf", "coshf", "tanhf",
        "powf", "fabsf", "fminf", "fmaxf", "floorf", "ceilf", "roundf", "truncf", "rintf", "fmodf", "fmaf", "hypotf", "erff", "erfcf", "normf",
        "rhypotf", "sinpif", "cospif", "fdividef", "copysignf", "remainderf", "lgammaf", "tgammaf",
        "__cos2pif", "__double2float_rd", "__double2float_ru", "__fadd_rd", "__fadd_ru", "__fdiv_rd", "__fdiv_ru", "__fdiv_rz", "__fmaf_rd", "__fmaf_ru", "__fmaf_rz", "__fmul_rd", "__fmul_ru", "__frcp_rd", "__frcp_ru", "__frcp_rz", "__fsqrt_rd", "__fsqrt_ru", "__fsqrt_rz", "__fsub_rd", "__fsub_ru", "__fsub_rz", "__int2float_rd", "__int2float_ru", "__int2float_rz", "__ll2float_rd", "__ll2float_ru", "__ll2float_rz", "__sin2pif", "__tanhf", "__uint2float_rd", "__uint2float_ru", "__uint2float_rz", "__ull2float_rd", "__ull2float_rn", "__ull2float_ru", "__ull2float_rz",
    ];
    const DOUBLE: &[&str] = &[
        "__longlong_as_double", "__hiloint2double", "__int2double_rn", "__uint2double_rn", "__ll2double_rn", "__ull2double_rn", "__dadd_rn", "__dsub_rn",
        "__dmul_rn", "__ddiv_rn", "__drcp_rn", "__dsqrt_rn", "__fma_rn", "rsqrt", "rcbrt",
        "__dadd_rd", "__dadd_ru", "__dadd_rz", "__dmul_rd", "__dmul_ru", "__dmul_rz", "__dsub_rd", "__dsub_ru", "__dsub_rz", "__fma_rd", "__fma_ru", "__fma_rz", "__ll2double_rd", "__ll2double_ru", "__ll2double_rz", "__ull2double_rd", "__ull2double_ru", "__ull2double_rz",
    ];
    // GCC's builtins, never declared (glibc's `INFINITY` is
    // `(__builtin_inff ())`).
    const GCC_FLOAT: &[&str] = &["__builtin_inff", "__builtin_huge_valf", "__builtin_nanf", "__builtin_fabsf", "__builtin_sqrtf"];
    const GCC_DOUBLE: &[&str] = &["__builtin_inf", "__builtin_huge_val", "__builtin_nan", "__builtin_fabs", "__builtin_sqrt"];
    const GCC_LDOUBLE: &[&str] = &["__builtin_infl", "__builtin_huge_vall", "__builtin_nanl", "__builtin_fabsl"];
    let tables: [(&[&str], Ty); 10] = [
        (INT, Ty::Int),
        (UINT, Ty::UInt),
        (LONG, Ty::Long),
        (LLONG, Ty::LLong),
        (ULLONG, Ty::ULLong),
        (FLOAT, Ty::Float),
        (DOUBLE, Ty::Double),
        (GCC_FLOAT, Ty::Float),
        (GCC_DOUBLE, Ty::Double),
        (GCC_LDOUBLE, Ty::LDouble),
    ];
    tables.iter().find(|(names, _)| names.contains(&name)).map(|&(_, t)| t)
}

/// The result type of a C library function (`<cstdlib>`, `<cstring>`,
/// `<cstdio>`, `<cctype>`, `<ctime>`) a raw `.cu` calls without having
/// read its header: fixed by the C standard and glibc (`size_t` is
/// `unsigned long`, `time_t` `long`), so a conversion of the result shows
/// as it does for a declared function (`(rand()) / (2.0F)`). (Not the
/// overloaded `abs`, which `<cmath>` extends.)
fn libc_result(name: &str) -> Option<Ty> {
    const INT: &[&str] = &[
        "rand", "rand_r", "atoi", "printf", "fprintf", "sprintf", "snprintf", "puts", "fputs", "putchar", "fputc", "putc", "getchar", "fgetc", "getc",
        "scanf", "fscanf", "sscanf", "fclose", "fflush", "feof", "ferror", "remove", "memcmp", "strcmp", "strncmp", "strcasecmp", "strncasecmp",
        "toupper", "tolower", "isdigit", "isalpha", "isalnum", "isspace", "isupper", "islower", "isxdigit", "ispunct", "isprint", "system",
    ];
    const LONG: &[&str] = &["atol", "strtol", "labs", "time", "lrand48", "random", "ftell"];
    const ULONG: &[&str] = &["strlen", "strnlen", "strtoul", "fread", "fwrite", "strspn", "strcspn"];
    const LLONG: &[&str] = &["atoll", "strtoll", "llabs"];
    const ULLONG: &[&str] = &["strtoull"];
    const DOUBLE: &[&str] = &["atof", "strtod", "drand48", "difftime"];
    const FLOAT: &[&str] = &["strtof"];
    let name = name.strip_prefix("std::").unwrap_or(name);
    let tables: [(&[&str], Ty); 7] = [(INT, Ty::Int), (LONG, Ty::Long), (ULONG, Ty::ULong), (LLONG, Ty::LLong), (ULLONG, Ty::ULLong), (DOUBLE, Ty::Double), (FLOAT, Ty::Float)];
    tables.iter().find(|(names, _)| names.contains(&name)).map(|&(_, t)| t)
}

/// A CUDA texture or surface object fetch named with its element type
/// (`tex2D<unsigned char>(tex, x, y)`) in a unit read without the CUDA
/// headers: that type, unless the first argument is the pointer the
/// result is stored through instead.
fn texture_fetch_result(base: &str, targs: &[String], args: &[Option<Ty>]) -> Option<Ty> {
    const FETCHES: &[&str] = &[
        "tex1Dfetch", "tex1D", "tex2D", "tex3D", "tex1DLayered", "tex2DLayered", "texCubemap", "texCubemapLayered", "tex1DLod", "tex2DLod", "tex3DLod",
        "tex1DLayeredLod", "tex2DLayeredLod", "texCubemapLod", "tex1DGrad", "tex2DGrad", "tex3DGrad", "surf1Dread", "surf2Dread", "surf3Dread",
    ];
    if !FETCHES.contains(&base.trim_global()) || targs.len() != 1 || args.first().is_some_and(|a| *a == Some(Ty::Pointer)) {
        return None;
    }
    let toks = crate::lexer::lex(&targs[0]);
    Some(ty::from_tokens(&targs[0], &toks)).filter(|t| t.is_arithmetic())
}

/// The result of a `<cmath>` function a unit read without its headers
/// calls: one overload per floating type (the CUDA headers add the
/// `float` ones at global scope too), an integer argument taken as a
/// `double`, mixed arguments as the wider type.
fn math_result(name: &str, args: &[Option<Ty>]) -> Option<Ty> {
    const OVERLOADED: &[&str] = &[
        "sqrt", "cbrt", "ceil", "floor", "round", "trunc", "rint", "nearbyint", "exp", "exp2", "expm1", "log", "log2", "log10", "log1p", "pow", "sin",
        "cos", "tan", "asin", "acos", "atan", "atan2", "sinh", "cosh", "tanh", "asinh", "acosh", "atanh", "fabs", "fmod", "fmin", "fmax", "hypot", "erf",
        "erfc", "tgamma", "lgamma", "copysign", "remainder", "fdim", "fma",
    ];
    // CUDA's `min` and `max`: one overload per arithmetic type.
    if matches!(name, "min" | "max") {
        return match args {
            [Some(a), Some(b)] if a == b && matches!(a, Ty::Int | Ty::UInt | Ty::Long | Ty::ULong | Ty::LLong | Ty::ULLong | Ty::Float | Ty::Double) => Some(*a),
            _ => None,
        };
    }
    if !OVERLOADED.contains(&name.strip_prefix("std::").unwrap_or(name)) {
        return None;
    }
    args.iter().try_fold(None, |wider: Option<Ty>, a| {
        let t = match (*a)? {
            t @ (Ty::Float | Ty::Double | Ty::LDouble) => t,
            t if t.is_integral() => Ty::Double,
            _ => return None,
        };
        Some(Some(match wider {
            Some(w) if w == t => w,
            Some(Ty::LDouble) => Ty::LDouble,
            Some(_) if t == Ty::LDouble => Ty::LDouble,
            Some(_) => Ty::Double,
            None => t,
        }))
    })?
}

/// `<float, 4>` → `["float", "4"]` (commas inside nested brackets kept).
pub fn split_template_args(text: &str) -> Vec<String> {
    let inner = text.trim().strip_prefix('<').unwrap_or(text).trim_end();
    let inner = inner.strip_suffix('>').unwrap_or(inner);
    let mut out = Vec::new();
    let mut depth = 0i32;
    let mut cur = String::new();
    let mut chars = inner.chars().peekable();
    while let Some(c) = chars.next() {
        // `<<` shifts (`1 << 7`), `<=`, `>=` compare and `->` selects:
        // no bracket.
        let next = chars.peek().copied();
        let operator = match c {
            '<' => matches!(next, Some('<' | '=')),
            '>' => next == Some('=') || cur.ends_with('-'),
            _ => false,
        };
        if operator {
            cur.push(c);
            if c == '<' || next == Some('=') {
                if let Some(n) = chars.next() {
                    cur.push(n);
                }
            }
            continue;
        }
        match c {
            '<' | '(' | '[' => depth += 1,
            '>' | ')' | ']' => depth -= 1,
            ',' if depth == 0 => {
                out.push(cur.trim().to_string());
                cur.clear();
                continue;
            }
            _ => {}
        }
        cur.push(c);
    }
    if !cur.trim().is_empty() {
        out.push(cur.trim().to_string());
    }
    out
}

/// A wrapper's or kernel's parameters, as `by_ref` or `plain` would
/// write them, with a marker before each name on a later line.
fn push_wrapper_params(params: &[WrapperParam], by_ref: bool, out: &mut Out) {
    for (n, p) in params.iter().enumerate() {
        if n > 0 {
            out.push(", ");
        }
        out.push(&if by_ref { p.by_ref_type() } else { p.plain_type() });
        if let Some(at) = p.at {
            out.mark(at);
        }
        match p.unnamed {
            Some(at) => out.unnamed_param(at),
            None => out.push(p.name.as_deref().unwrap_or("")),
        }
        out.push(p.suffix());
    }
}

/// A parameter's printed declaration around its name (see
/// `Lowerer::split_declarator`).
struct DeclaratorSplit {
    before: String,
    after: String,
    /// Declared as an array (`float a[N]`): passed as written.
    array: bool,
}

impl DeclaratorSplit {
    /// What goes before the name in a wrapper's by-reference parameter.
    fn by_ref(&self) -> String {
        // (A reference is passed as it is: `int (&r)[4]`.)
        if self.array || self.before.ends_with('&') {
            self.before.clone()
        } else {
            format!("{}&", self.before)
        }
    }
}

/// A kernel parameter as the wrapper signatures spell it.
struct WrapperParam {
    ty: String,
    name: Option<String>,
    pack: bool,
    /// Where the name is written: a name on a later line than the one
    /// before it gets a line marker.
    at: Option<u32>,
    /// An unnamed parameter of a definition: where it starts, which names
    /// it (see `Piece::UnnamedParam`).
    unnamed: Option<u32>,
    /// A declarator that goes on past the name (see `split_declarator`).
    split: Option<DeclaratorSplit>,
}

impl WrapperParam {
    /// `T *&p`, `T &v`, `Ts &...xs`.
    fn by_ref(&self) -> String {
        format!("{}{}{}", self.by_ref_type(), self.name.as_deref().unwrap_or(""), self.suffix())
    }

    /// The declarator after the name (`)[N]`, `)(T)`, `[]`).
    fn suffix(&self) -> &str {
        self.split.as_ref().map_or("", |s| s.after.as_str())
    }

    /// `by_ref` up to the name.
    fn by_ref_type(&self) -> String {
        if let Some(split) = &self.split {
            split.by_ref()
        } else if self.pack {
            format!("{} &...", self.ty)
        } else if self.ty.ends_with('*') || self.ty.ends_with('&') {
            format!("{}&", self.ty)
        } else {
            format!("{} &", self.ty)
        }
    }

    /// `T *p`, `Ts ...xs`.
    fn plain(&self) -> String {
        format!("{}{}{}", self.plain_type(), self.name.as_deref().unwrap_or(""), self.suffix())
    }

    /// `plain` up to the name.
    fn plain_type(&self) -> String {
        if let Some(split) = &self.split {
            return split.before.clone();
        }
        let unnamed = self.name.as_deref().is_none_or(str::is_empty) && self.unnamed.is_none();
        if self.pack {
            format!("{} ...", self.ty)
        } else if self.ty.ends_with('*') || self.ty.ends_with('&') || unnamed {
            self.ty.clone()
        } else {
            format!("{} ", self.ty)
        }
    }

    /// The argument forwarding the parameter: `p`, `xs...`.
    fn forward(&self, out: &mut Out) {
        match self.unnamed {
            Some(at) => out.unnamed_param(at),
            None => out.push(self.name.as_deref().unwrap_or("")),
        }
        if self.pack {
            out.push("...");
        }
    }
}

/// The words of a builtin type's name.
pub(super) const BUILTIN_TYPE_WORDS: &[&str] = &[
    "void", "bool", "char", "wchar_t", "char8_t", "char16_t", "char32_t", "short", "int", "long", "signed", "unsigned", "float", "double", "__int128",
    "const", "volatile", "_Float16", "__fp16",
];

/// Runtime typedefs of non-class types, known without their headers.
const SCALAR_TYPEDEFS: &[&str] = &["size_t", "cudaStream_t", "cudaError_t", "cudaEvent_t"];

/// Types the CUDA headers declare that a raw `.cu` (no headers) still
/// uses.
const KNOWN_TYPES: &[&str] = &[
    "dim3", "size_t", "cudaStream_t", "cudaError_t", "cudaEvent_t", "char1", "char2", "char3", "char4", "uchar1", "uchar2", "uchar3", "uchar4", "short2", "short4",
    "int1", "int2", "int3", "int4", "uint1", "uint2", "uint3", "uint4", "long2", "long4", "float1", "float2", "float3", "float4", "double1", "double2", "double3",
    "double4", "longlong2", "ulonglong2", "__half", "__half2", "half", "__nv_bfloat16", "string", "vector",
];

/// Names as the translation unit declares them (no locals): what a
/// `decltype` in a declaration sees.
struct GlobalEnv<'l, 'a> {
    low: &'l Lowerer<'a>,
}

impl emit::Env for GlobalEnv<'_, '_> {
    fn name(&self, text: &str) -> NameInfo {
        let mut info = self.low.global_name(text);
        // In a member function's block declaration (a variable-length
        // array's bound), a data member is `this->`'s: `[(nb)]`.
        if self.low.block_declaration.get() && self.low.block_members.borrow().iter().any(|m| m == text) {
            info.member = true;
        }
        if let Some((_, local)) = self.low.block_constants.borrow().iter().find(|(n, _)| n == text).filter(|_| self.low.block_declaration.get()) {
            return *local;
        }
        info
    }
    fn hidden_by_local(&self, name: &str, at: usize) -> bool {
        self.low.hidden_by_local(name, at)
    }
    fn typedef_expansion(&self, written: &str) -> Option<String> {
        self.low.typedef_expansion(written)
    }
    fn directive_qualifier(&self, name: &str, scope: bool) -> Option<String> {
        let q = self.low.table_directive_qualifier(name, scope)?;
        (!self.is_template_parameter(name)).then_some(q)
    }
    fn qualified_enumerator(&self, written: &str) -> Option<String> {
        self.low.qualified_enumerator(written)
    }
    fn char_pointer_params(&self, callee: &str) -> u64 {
        self.low.char_pointer_params(callee)
    }
    fn omitted(&self, at: u32) -> bool {
        self.low.omits_void(at)
    }
    fn note_variable_use(&self, name: &str) {
        self.low.note_variable_use(name);
    }
    fn is_class_type(&self, text: &str) -> bool {
        self.low.is_class_type(text)
    }
    fn is_type_name(&self, text: &str) -> bool {
        self.low.is_type_name(text)
    }
    fn typedef_ty(&self, name: &str) -> Option<Ty> {
        self.low.typedef_ty(name)
    }
    fn declares_class(&self, name: &str) -> bool {
        self.low.table.resolve_class(name, &self.low.scope).is_some()
    }
    fn is_template_parameter(&self, text: &str) -> bool {
        self.low.dependent.borrow().iter().any(|p| p == text)
    }
    fn is_template_type_parameter(&self, text: &str) -> bool {
        self.low.names_template_type_parameter(text)
    }
    fn injected_class_template(&self, name: &str, at: usize) -> Option<String> {
        self.low.injected_class_template(name, at)
    }
    fn in_template_scope(&self) -> bool {
        !self.low.dependent.borrow().is_empty() || !self.low.template_param_names().is_empty()
    }
    fn is_dependent_local_type(&self, text: &str) -> bool {
        self.low.is_dependent_typedef(text)
    }
    fn note_variable_length(&self) {
        self.low.variable_length.set(true);
    }
    /// An enumerator that is an operand in a declaration (an array
    /// bound, a template or default argument) is parenthesized as in a
    /// body: `int x[(N) + 1]`.
    fn is_enumerator(&self, text: &str, _qualified: bool) -> bool {
        self.low.is_enumerator(text)
    }
    fn in_function_body(&self) -> bool {
        self.low.block_declaration.get()
    }
    /// In a block, a bound that names a local variable (one the unit's
    /// table does not know) makes a variable-length array in EDG's view, a
    /// `constexpr` local's too: cudafe++ parenthesizes it (`[(c - 1)]`).
    /// Not a template's constant whose value its instance computes.
    fn is_constant_bound(&self, e: &expr::Expr) -> bool {
        use expr::Expr;
        if !self.low.block_declaration.get() {
            return true;
        }
        match e {
            Expr::Name(r) => {
                let text: String = (r.first..r.last).map(|k| self.low.tok(k)).collect();
                // (A class template's specialization's member, `Tile<8>::size`,
                // by its template's.)
                let plain = without_template_args(&text);
                let parts: Vec<&str> = plain.trim_global().split_scopes().collect();
                // (A member of a template parameter, `TileT::size`, is a
                // constant whose value waits for the instance.)
                let param = |name: &str| self.is_template_parameter(name) || self.low.template_param_names().contains(&name);
                param(&text)
                    || parts.len() > 1 && param(parts[0])
                    || self.low.block_constants.borrow().iter().any(|(n, _)| *n == text)
                    || self.low.is_enumerator(parts.last().copied().unwrap_or(""))
                    || !self.low.block_members.borrow().contains(&text) && !self.low.table.resolve(&parts, &self.low.scope, text.starts_with("::")).is_empty()
            }
            Expr::Paren(x) | Expr::Unary(_, x) | Expr::Postfix(x, _) | Expr::Cast(_, x) | Expr::NamedCast(_, _, x) | Expr::Member(x, _, _) => self.is_constant_bound(x),
            Expr::Binary(a, _, b) | Expr::Index(a, b) | Expr::Comma(a, b) | Expr::Assign(a, _, b) => self.is_constant_bound(a) && self.is_constant_bound(b),
            Expr::Cond(c, a, b) => self.is_constant_bound(c) && self.is_constant_bound(a) && self.is_constant_bound(b),
            Expr::Call(_, args) | Expr::Construct(_, args, _) => args.iter().all(|a| self.is_constant_bound(a)),
            _ => true,
        }
    }
    fn names_non_type(&self, text: &str) -> bool {
        self.low.names_non_type(text)
    }
    fn lambda(&self, p: &emit::Printer<'_>, r: Range, out: &mut Out) {
        p.raw(r, out);
    }
    fn canonical_template_args(&self, template: &str, args: &[(usize, usize)]) -> Option<Vec<Option<String>>> {
        self.low.canonical_template_args(template, args)
    }
    fn pack_first_class_template(&self, name: &str) -> bool {
        self.low.pack_first_class_template(name)
    }
}

/// `toks` without GNU attribute groups (`__attribute__((device_builtin))
/// unsigned long long` is the runtime's `cudaTextureObject_t`).
fn without_attribute_groups(text: &str, toks: &[Token]) -> Vec<Token> {
    let mut out = Vec::with_capacity(toks.len());
    let mut i = 0;
    while i < toks.len() {
        if matches!(toks[i].text(text), "__attribute__" | "__attribute") && toks.get(i + 1).is_some_and(|t| t.text(text) == "(") {
            i = crate::lexer::skip_group(text, toks, i + 1);
            continue;
        }
        out.push(toks[i]);
        i += 1;
    }
    out
}

/// The runtime API's `cuda...` functions that do not return
/// `cudaError_t` (`cuda_runtime_api.h`, `channel_descriptor.h`).
const RUNTIME_NON_ERROR_FUNCTIONS: &[&str] = &["cudaCreateChannelDesc", "cudaGetErrorName", "cudaGetErrorString"];

/// A keyword that cannot be part of a launched kernel's name (`return
/// k<<<...>>>(...)`).
fn is_launch_boundary(word: &str) -> bool {
    matches!(word, "return" | "else" | "do" | "case" | "throw" | "co_return")
}

/// The class or class template a type names, as written: qualifiers and
/// class keys dropped, template arguments too.
fn class_type_name(ty: &str) -> &str {
    let mut name = ty.trim();
    while let Some(rest) = ["const ", "volatile ", "struct ", "class ", "union ", "typename "].iter().find_map(|k| name.strip_prefix(k)) {
        name = rest.trim_start();
    }
    name.split('<').next().unwrap_or("").trim()
}

/// A class's data members' types as their tokens (`std :: string`),
/// those with a declarator operator left out (no object of a class).
fn class_member_types(c: &crate::symbols::Symbol) -> impl Iterator<Item = &str> {
    c.detail.fields.iter().flatten().map(|(ty, _)| ty.as_str()).filter(|ty| !ty.contains(['*', '&', '(']))
}

/// A pointer, reference, function or array operator in a type outside
/// its template arguments (`M<int, S *>` is a class, `M<int> *` is not).
fn has_declarator_operator(text: &str) -> bool {
    let mut depth = 0i32;
    for b in text.bytes() {
        match b {
            b'<' => depth += 1,
            b'>' => depth -= 1,
            b'*' | b'&' | b'(' | b'[' if depth <= 0 => return true,
            _ => {}
        }
    }
    false
}

/// The specifiers that are not part of the type, in the order cudafe++
/// prints them (it prints its IL, not the source's order).
/// A storage class or function specifier's place in cudafe++'s order
/// (`extern`, `static`, `thread_local`, `friend`, `virtual`, `explicit`,
/// `inline`, `constexpr`, `consteval`, `constinit`); `None` for any other
/// word. (A `match`: every word of every declaration is asked.)
fn specifier_rank(w: &str) -> Option<usize> {
    Some(match w {
        "extern" => 0,
        "static" => 1,
        "thread_local" => 2,
        "friend" => 3,
        "virtual" => 4,
        "explicit" => 5,
        "inline" | "__inline__" | "__inline" => 6,
        "constexpr" => 7,
        "consteval" => 8,
        "constinit" => 9,
        _ => return None,
    })
}

/// Moves the storage class and function specifiers of a printed
/// decl-specifier sequence (`spec`, words apart by spaces) to its front,
/// in cudafe++'s order: `int inline f` is `inline int f`, `constexpr
/// static int n` is `static constexpr int n`, `const static int c` is
/// `static const int c`. The type's words keep their order and spacing.
pub(super) fn canonical_specifiers(spec: &str) -> String {
    let rank = specifier_rank;
    let mut specifiers: Vec<(usize, &str)> = spec.split(' ').filter_map(|w| rank(w).map(|r| (r, w))).collect();
    if specifiers.is_empty() {
        return spec.to_string();
    }
    specifiers.sort_by_key(|&(r, _)| r);
    specifiers.dedup_by_key(|&mut (r, _)| r);
    let mut out: String = specifiers.iter().map(|(_, w)| format!("{w} ")).collect();
    out.push_str(&spec.split(' ').filter(|w| rank(w).is_none()).collect::<Vec<_>>().join(" "));
    out
}

pub(super) fn is_inline_keyword(word: &str) -> bool {
    matches!(word, "inline" | "__inline__" | "__inline")
}

/// A call of function template `t` with arguments of these types: `None`
/// when deduction fails (two arguments bind one parameter differently)
/// or the arity differs; else the result, when it is written as a
/// template parameter by value or reference and the arguments bind it
/// (`const T &min(const T &, const T &)` called with two `int`s gives an
/// `int`).
fn deduced_result(t: &crate::symbols::FnTemplate, args: &[Option<Ty>]) -> Option<Option<Ty>> {
    // (Fewer arguments leave the rest to their defaults: `shx(v, 1)` of
    // `T shx(T v, int lane, int width = warpSize)`.)
    if t.param_tys.len() < args.len() {
        return None;
    }
    let mut bound: Vec<Option<Ty>> = vec![None; t.params.len()];
    let mut known = true;
    for ((_, renamed), arg) in t.param_tys.iter().zip(args) {
        let Some(k) = plain_template_param(renamed) else {
            // A parameter of another form (`T *`, `initializer_list<T>`),
            // which no arithmetic argument matches, or none.
            if renamed.split(' ').any(|w| template_param_index(w).is_some()) {
                if arg.is_some_and(|a| a.is_arithmetic()) {
                    return None;
                }
                known = false;
            }
            continue;
        };
        match (arg, bound.get(k).copied().flatten()) {
            (Some(a), Some(b)) if a.is_arithmetic() && *a != b => return None,
            (Some(a), _) if a.is_arithmetic() => bound[k] = Some(*a),
            _ => known = false,
        }
    }
    let result = plain_template_param(&t.ret).and_then(|k| bound.get(k).copied().flatten());
    // libstdc++'s mixed-argument math functions (`pow(int, double)`)
    // return `__promote_2<...>::__type`: `long double` if an argument is
    // one, `double` otherwise.
    let promoted = || {
        let tys: Vec<Ty> = bound.iter().copied().collect::<Option<Vec<Ty>>>()?;
        Some(if tys.contains(&Ty::LDouble) { Ty::LDouble } else { Ty::Double })
    };
    let result = result.or_else(|| if t.ret.contains("__promote") { promoted() } else { None });
    Some(result.filter(|_| known))
}

/// The index of the template parameter a renamed type (`const T2 &`)
/// is, by value or reference; `None` for any other type.
fn plain_template_param(renamed: &str) -> Option<usize> {
    let mut words = renamed.split(' ').filter(|w| !matches!(*w, "" | "const" | "volatile" | "&" | "&&"));
    let k = template_param_index(words.next()?)?;
    words.next().is_none().then_some(k)
}

/// `T3` is the third template parameter, index 2.
fn template_param_index(word: &str) -> Option<usize> {
    word.strip_prefix('T')?.parse::<usize>().ok()?.checked_sub(1)
}

/// The last identifier of `toks` outside template argument lists.
fn last_word_outside_arguments<'s>(src: &'s str, toks: &[Token]) -> Option<&'s str> {
    let mut depth = 0i32;
    let mut last = None;
    for t in toks {
        match t.text(src) {
            "<" => depth += 1,
            ">" => depth -= 1,
            ">>" => depth -= 2,
            w if depth <= 0 && t.kind == TokKind::Ident => last = Some(w),
            _ => {}
        }
    }
    last
}

fn same_result(mut results: impl Iterator<Item = Option<Ty>>) -> Option<Ty> {
    let first = results.next()??;
    results.all(|t| t == Some(first)).then_some(first)
}

/// Every argument has exactly its parameter's (arithmetic) type.
fn exact_params(params: &[Ty], args: &[Option<Ty>]) -> bool {
    params.len() == args.len() && params.iter().zip(args).all(|(p, a)| p.is_arithmetic() && Some(*p) == *a)
}

/// Ends the rewritten text of an attribute group cudafe++ cut short:
/// nothing, not even a space, separates it from what follows.
const GLUED: char = '\u{1}';

/// An attribute group left out entirely that glues what was before it to
/// what follows (see `Lowerer::cxx11_group`).
const GLUED_EMPTY: &str = "\u{1}";

/// A rewritten attribute group and the space after it (none after one
/// cut short, see `GLUED`).
fn push_attribute_text(out: &mut Out, text: &str) {
    match text.strip_suffix(GLUED) {
        Some(cut) => out.push(cut),
        None => {
            out.push(text);
            out.push(" ");
        }
    }
}

/// A kernel template's specifiers as its wrapper and forwarding kernel
/// get them: attributes first, then `storage` (`static`), `inline` if it
/// was, then the rest (`__attribute((always_inline)) static inline void `).
fn kernel_template_spec(spec: &str, storage: &str) -> String {
    let words: Vec<&str> = spec.split_whitespace().filter(|w| *w != "static").collect();
    let attrs: Vec<&str> = words.iter().copied().filter(|w| w.starts_with("__attribute")).collect();
    let inline = words.contains(&"inline");
    let rest: Vec<&str> = words.iter().copied().filter(|w| !w.starts_with("__attribute") && *w != "inline").collect();
    let mut out = String::new();
    for a in attrs {
        out.push_str(a);
        out.push(' ');
    }
    if !storage.is_empty() {
        out.push_str(storage);
        out.push(' ');
    }
    if inline {
        out.push_str("inline ");
    }
    for r in rest {
        out.push_str(r);
        out.push(' ');
    }
    out
}

#[cfg(test)]
mod tests;

/// The unqualified name of `a::b<c::d>` (`b`), without building a vector:
/// the cheap first question before a symbol table lookup.
/// `text.contains(word)`, without `str`'s substring searcher: its setup
/// costs more than these searches (a name, a declaration's text, an item's
/// piece of output), which mostly find no `word`'s first byte at all.
pub(crate) fn mentions(text: &str, word: &str) -> bool {
    let (hay, needle) = (text.as_bytes(), word.as_bytes());
    let Some((&first, rest)) = needle.split_first() else { return true };
    memchr::memchr_iter(first, hay).any(|k| hay[k + 1..].starts_with(rest))
}

/// The CUDA vector type a texture or surface read template returns
/// (`tex2D<uchar2>(t, x, y)` returns its argument), a class.
fn fetched_vector(callee: &str) -> Option<&str> {
    let (name, rest) = callee.trim().trim_start_matches("::").split_once('<')?;
    let arg = rest.strip_suffix('>')?.trim();
    header_temps::fetch(name.trim()).filter(|f| !f.write)?;
    stub::vector_type_layout(arg).is_some().then_some(arg)
}

fn last_component(text: &str) -> &str {
    // `operator<` keeps its `<`.
    let base = if mentions(text, "operator") { text.trim() } else { text.split('<').next().unwrap_or(text).trim() };
    let bytes = base.as_bytes();
    let mut i = bytes.len();
    while i >= 2 {
        if bytes[i - 1] == b':' && bytes[i - 2] == b':' {
            return base[i..].trim();
        }
        i -= 1;
    }
    base
}

/// The suffix EDG prints a constant of an integral template parameter's
/// type with (`U` for `unsigned`), `bool` for a boolean one, `char` for a
/// character (printed as a character literal); `None` for types whose
/// constants it spells otherwise.
fn integer_suffix(ty: &str) -> Option<&'static str> {
    let words: Vec<&str> = ty.split_whitespace().filter(|w| *w != "const").collect();
    Some(match words.as_slice() {
        ["int"] | ["signed"] | ["signed", "int"] => "",
        ["unsigned"] | ["unsigned", "int"] => "U",
        ["long"] | ["long", "int"] | ["signed", "long"] => "L",
        ["unsigned", "long"] | ["unsigned", "long", "int"] | ["long", "unsigned"] => "UL",
        ["long", "long"] | ["long", "long", "int"] => "LL",
        ["unsigned", "long", "long"] | ["unsigned", "long", "long", "int"] => "ULL",
        ["bool"] => "bool",
        ["char"] => "char",
        _ => return None,
    })
}

/// A template-id in cudafe++'s spacing: a space after each `<`, `>` and
/// `,` (`std::vector< std::pair< int, int> > `).
fn template_id_spacing(text: &str) -> String {
    let toks = crate::lexer::lex(text);
    let mut out = String::with_capacity(text.len() + 8);
    let mut prev_word = false;
    for t in &toks {
        let s = t.text(text);
        let word = t.kind == TokKind::Ident || t.kind == TokKind::Number;
        match s {
            "<" | ">" | "," => {
                out.push_str(s);
                out.push(' ');
            }
            ">>" => out.push_str("> > "),
            _ => {
                if word && prev_word {
                    out.push(' ');
                }
                out.push_str(s);
            }
        }
        prev_word = word;
    }
    out
}

/// `text` with its template-argument lists left out (`a<b<c>>::d` is
/// `a::d`).
fn without_template_args(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut depth = 0usize;
    for c in text.chars() {
        match c {
            '<' => depth += 1,
            '>' => depth = depth.saturating_sub(1),
            _ if depth == 0 => out.push(c),
            _ => {}
        }
    }
    out
}

/// `spec` with `inline` after its leading storage and friend keywords.
fn with_inline_after_storage(spec: &str) -> String {
    let words: Vec<&str> = spec.split(' ').collect();
    let at = words.iter().take_while(|w| matches!(**w, "static" | "friend" | "extern")).count();
    let mut out: Vec<&str> = words[..at].to_vec();
    out.push("inline");
    out.extend_from_slice(&words[at..]);
    out.join(" ")
}

/// `spec`'s storage and inline keywords, then ` void` (the type part
/// dropped): `static  void`.
fn storage_then_void(spec: &str) -> String {
    let kept: Vec<&str> = spec.split_whitespace().filter(|w| matches!(*w, "static" | "extern" | "inline" | "__inline__" | "__forceinline__")).collect();
    if kept.is_empty() {
        " void ".to_string()
    } else {
        format!("{}  void ", kept.join(" "))
    }
}

/// A word that starts a built-in type (a non-type template parameter's
/// `int N`), not a concept's name.
fn starts_type_word(word: &str) -> bool {
    matches!(word, "int" | "unsigned" | "signed" | "char" | "short" | "long" | "bool" | "float" | "double" | "auto" | "const" | "volatile" | "size_t" | "void" | "wchar_t" | "char8_t" | "char16_t" | "char32_t")
}

/// The function `s` can be called with `n` arguments (its defaults and a
/// pack counted); one whose arity is unknown can.
pub(super) fn takes_args(s: &crate::symbols::Symbol, n: usize) -> bool {
    s.arity.is_none_or(|(least, most)| (usize::from(least)..=usize::from(most)).contains(&n))
}
