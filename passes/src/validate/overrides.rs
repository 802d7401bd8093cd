//! A virtual function and the functions it overrides must agree on their
//! execution space: host (explicit or implicit), device, or host device.
//! Every overridden function up the hierarchy is compared, the most distant
//! base first.

use super::{override_spec, ItemView};
use crate::scoped::ScopedStr;
use crate::diag::Diag;
use crate::name::Name;
use std::borrow::Cow;
use crate::il::{exec, EntityKind};
use crate::parse::{Context, DeclKind, Specs};
use crate::symbols::{Symbol, SymbolTable};
use cufe_tables::{tag, DiagId};

pub fn check(item: &ItemView<'_>, table: &SymbolTable) -> Vec<Diag> {
    let mut diags = Vec::new();
    let Some(sig) = table.signatures.get(item.index as usize) else { return diags };
    for sym in &sig.symbols {
        // An out-of-class definition was checked at its declaration.
        if sym.kind != EntityKind::Function || sym.exec_space & exec::GLOBAL_BIT != 0 || sym.out_of_scope {
            continue;
        }
        let Some(class_q) = sym.class.as_deref() else { continue };
        let Some(class) = table.lookup(class_q).map(|(_, s)| s).find(|s| s.kind == EntityKind::Type) else { continue };
        let mut overridden = Vec::new();
        let mut seen = Vec::new();
        let mut dtors = Vec::new();
        if sym.name.as_str().starts_with('~') {
            overridden_dtors(table, class, &mut dtors, &mut seen, 0);
            overridden = dtors.iter().map(|(i, s)| (*i, &**s)).collect();
        } else {
            collect(table, class, sym, &mut overridden, &mut seen, 0);
        }
        let Some((decl_idx, decl)) = item.scan.ast.decls.iter().find(|(i, _)| i.into_raw().into_u32() == sym.decl) else { continue };
        // A destructor defaulted in its class has the space written on it
        // only when it is virtual, here by overriding a virtual one.
        let overrides_virtual = sym.is_virtual || overridden.iter().any(|(_, o)| o.is_virtual);
        if sym.defaulted_space != 0 && !overrides_virtual {
            diags.extend(ignored_on_defaulted(item, decl_idx, decl, sym.decl));
        }
        let own_space = if overrides_virtual { sym.exec_space | sym.defaulted_space } else { sym.exec_space };
        let declared_override = decl.func.as_ref().is_some_and(|f| f.override_at.is_some());
        if declared_override && !overridden.iter().any(|(_, o)| o.is_virtual) && !in_template(table, class) {
            diags.extend(override_spec::not_overriding(table, class, sym, decl.name_span.start));
        }
        if overridden.is_empty() && class.bases.iter().any(|b| class.detail.tparams.iter().any(|p| p == b.as_str())) {
            diags.extend(parameter_base_overrides(table, class, sym, decl.name_span.start));
            continue;
        }
        if overridden.is_empty() {
            // In a class template the hiding is seen per instance only.
            if let Some(hidden) = hidden_virtual(table, class, sym).filter(|_| class.template.is_none()) {
                // An overloaded name is shown without parameters.
                let overloads = hidden.class.as_deref().map_or(0, |c| table.lookup(&format!("{c}::{}", hidden.name)).filter(|(_, s)| s.kind == EntityKind::Function && !s.out_of_scope).count());
                let shown = if overloads > 1 { format!("overloaded function \"{}\"", member_name(table, hidden)) } else { format!("function \"{}\"", super::uses::callee_display(hidden)) };
                diags.push(Diag::new(tag::VIRTUAL_FUNCTION_DECL_HIDDEN, decl.name_span.start, sym.decl).name(format!("\"{}\"", member_name(table, sym))).name(shown));
            }
            continue;
        }
        if !overrides_virtual {
            continue;
        }
        // A class template's overrides of a dependent base's functions
        // (`struct D : B<T>`) are checked in each instance the unit makes
        // of it, and in none when it makes none. (Of a base that is no
        // template, once, at the template: `D<N>::f`.)
        let dependent_base = overridden.iter().any(|(_, b)| class_template_of(table, b).is_some());
        if !class.detail.tparams.is_empty() && dependent_base {
            for (inst_item, inst_at, args) in instantiations(table, class) {
                let with = |s: &Symbol| template_arguments(table, s, &args);
                for &(base_item, base) in &overridden {
                    if let Some(id) = mismatch(space_of(base.exec_space), space_of(sym.exec_space)) {
                        let context = Diag::new(super::redecl::DETECTED_DURING_INSTANTIATION, 0, sym.decl).name(format!("class \"{}<{}>{}\"", class.name, class.detail.tparams.join(", "), with(sym))).pos(inst_item, inst_at);
                        diags.push(
                            Diag::new(id, decl.name_span.start, sym.decl)
                                .name(format!("function \"{}{}\"", member_name(table, base), with(base)))
                                .name(format!("function \"{}{}\"", member_name(table, sym), with(sym)))
                                .related(base_item, base.name_at, "overridden function declared here")
                                .with_context(context),
                        );
                    }
                }
            }
            continue;
        }
        for (base_item, base) in overridden {
            if let Some(id) = mismatch(space_of(base.exec_space), space_of(own_space)) {
                diags.push(
                    Diag::new(id, decl.name_span.start, sym.decl)
                        .name(format!("function \"{}{}\"", member_name(table, base), instance_arguments(table, class, base)))
                        .name(format!("function \"{}\"", member_name(table, sym)))
                        .related(base_item, base.name_at, "overridden function declared here"),
                );
            }
            if base.is_final {
                diags.push(Diag::new(tag::OVERRIDE_OF_FINAL_FUNCTION, decl.name_span.start, sym.decl).name(final_shown(table, base, &instance_arguments(table, class, base))).pos(base_item, base.name_at));
            }
        }
    }
    diags.extend(partial_overrides(item, table, sig));
    diags.extend(local_classes(item, table));
    diags
}

/// The overrides of `sym`, a member of class template `class` deriving
/// from one of its own parameters (`template <class B> struct D : B`):
/// which functions it overrides is known per instance only, so each
/// instance the unit makes is checked with the parameter bound to its
/// argument (`D<HB>` overrides `HB::f`).
fn parameter_base_overrides(table: &SymbolTable, class: &Symbol, sym: &Symbol, at: u32) -> Vec<Diag> {
    let mut diags = Vec::new();
    let scope = class.qname.rsplit_once_scope().map_or("", |(a, _)| a);
    let key = (sym.name.as_str(), sym.params_key.as_str(), sym.is_const_member);
    for (inst_item, inst_at, args) in instantiations(table, class) {
        let mut overridden = Vec::new();
        for base in &class.bases {
            let Some(arg) = class.detail.tparams.iter().position(|p| p == base.as_str()).and_then(|k| args.get(k)) else { continue };
            let Some(bclass) = table.resolve_class(arg.trim().trim_global(), scope) else { continue };
            collect_by(table, bclass, key, &mut overridden, &mut Vec::new(), 1);
            let q = format!("{}::{}", bclass.qname, sym.name);
            if let Some((r, bf)) = table.lookup(&q).find(|(_, s)| s.kind == EntityKind::Function && s.params_key == key.1 && s.is_const_member == key.2) {
                overridden.push((r.item, bf));
            }
        }
        if !(sym.is_virtual || overridden.iter().any(|(_, o)| o.is_virtual)) {
            continue;
        }
        let with = template_arguments(table, sym, &args);
        for (base_item, base) in overridden {
            let Some(id) = mismatch(space_of(base.exec_space), space_of(sym.exec_space)) else { continue };
            let context = Diag::new(super::redecl::DETECTED_DURING_INSTANTIATION, 0, sym.decl).name(format!("class \"{}<{}>{with}\"", class.name, class.detail.tparams.join(", "))).pos(inst_item, inst_at);
            diags.push(
                Diag::new(id, at, sym.decl)
                    .name(format!("function \"{}\"", member_name(table, base)))
                    .name(format!("function \"{}{with}\"", member_name(table, sym)))
                    .related(base_item, base.name_at, "overridden function declared here")
                    .with_context(context),
            );
        }
    }
    diags
}

/// A function a local class's member overrides: how the message names it,
/// its execution space, whether it is virtual, where it is declared.
struct Overridden {
    shown: String,
    space: u8,
    is_virtual: bool,
    item: u32,
    at: u32,
}

/// The overrides of local classes (`void g() { struct L : B { int f()
/// override; }; }`), which the symbol table does not hold: compared like
/// any other, a member unannotated being `__host__` whatever function the
/// class stands in.
fn local_classes(item: &ItemView<'_>, table: &SymbolTable) -> Vec<Diag> {
    let mut diags = Vec::new();
    let decls = &item.scan.ast.decls;
    for (cidx, class) in decls.iter().filter(|(_, d)| d.kind == DeclKind::Class && d.context == Context::Block && !d.bases.is_empty()) {
        let Some(cname) = class.name else { continue };
        for &m in &class.members {
            let md = &decls[m];
            let (DeclKind::Function, Some(name), Some(func)) = (md.kind, md.name, md.func.as_ref()) else { continue };
            let key = (name.as_str(), crate::symbols::params_key(item.text, item.scan, md), crate::symbols::is_const_member(item.text, item.scan, md));
            let mut overridden = Vec::new();
            local_overridden(item, table, cidx, (key.0, &key.1, key.2), &mut overridden, 0);
            let own_space = item.apply.entities.get(m).map_or(0, |e| e.exec_space);
            let virtual_ = md.specs.has(Specs::VIRTUAL) || func.is_override;
            if !(virtual_ || overridden.iter().any(|o| o.is_virtual)) {
                continue;
            }
            for o in &overridden {
                if let Some(id) = mismatch(space_of(o.space), space_of(own_space)) {
                    let order = m.into_raw().into_u32();
                    diags.push(
                        Diag::new(id, md.name_span.start, order)
                            .name(format!("function \"{}\"", o.shown))
                            .name(format!("function \"{cname}::{name}\""))
                            .related(o.item, o.at, "overridden function declared here"),
                    );
                }
            }
        }
    }
    diags
}

/// The functions local class `class`'s bases declare with the key's name,
/// parameters and constness, deepest base first: bases that are local
/// classes before it in the item, or classes of the symbol table.
fn local_overridden(item: &ItemView<'_>, table: &SymbolTable, class: crate::parse::DeclIdx, key: (&str, &str, bool), out: &mut Vec<Overridden>, depth: u32) {
    if depth > 64 {
        return;
    }
    let decls = &item.scan.ast.decls;
    let scope: String = item.namespaces.iter().map(|n| n.as_str()).collect::<Vec<_>>().join("::");
    let cd = &decls[class];
    for base in &cd.bases {
        let local = decls.iter().find(|(i, d)| *i != class && d.kind == DeclKind::Class && d.context == Context::Block && d.name == Some(*base) && d.span.end <= cd.span.start);
        if let Some((bidx, bd)) = local {
            local_overridden(item, table, bidx, key, out, depth + 1);
            let found = bd.members.iter().map(|&m| (m, &decls[m])).find(|(_, md)| {
                md.kind == DeclKind::Function && md.name.is_some_and(|n| n.as_str() == key.0) && crate::symbols::params_key(item.text, item.scan, md) == key.1 && crate::symbols::is_const_member(item.text, item.scan, md) == key.2
            });
            if let Some((m, md)) = found {
                let is_virtual = md.specs.has(Specs::VIRTUAL) || md.func.as_ref().is_some_and(|f| f.is_override);
                let space = item.apply.entities.get(m).map_or(0, |e| e.exec_space);
                out.push(Overridden { shown: format!("{base}::{}", key.0), space, is_virtual, item: item.index, at: md.name_span.start });
            }
            continue;
        }
        let Some(bclass) = override_spec::resolve_base(table, base.as_str(), &scope) else { continue };
        let mut found = Vec::new();
        collect_by(table, bclass, key, &mut found, &mut Vec::new(), depth + 1);
        let q = format!("{}::{}", bclass.qname, key.0);
        if let Some((r, bf)) = table.lookup(&q).find(|(_, s)| s.kind == EntityKind::Function && s.params_key == key.1 && s.is_const_member == key.2) {
            found.push((r.item, bf));
        }
        out.extend(found.into_iter().map(|(i, s)| Overridden { shown: member_name(table, s), space: s.exec_space, is_virtual: s.is_virtual, item: i, at: s.name_at }));
    }
}

/// A class overriding some of a base's overloaded virtual functions of one
/// name but not all (#611, at the class's name, once the class is
/// complete): calls through the class's type no longer see the others. A
/// using-declaration of the name brings them back.
fn partial_overrides(item: &ItemView<'_>, table: &SymbolTable, sig: &crate::symbols::Signature) -> Vec<Diag> {
    let mut diags = Vec::new();
    for class in sig.symbols.iter().filter(|s| s.kind == EntityKind::Type && !s.bases.is_empty() && s.template.is_none() && s.detail.tparams.is_empty()) {
        let Some((_, cdecl)) = item.scan.ast.decls.iter().find(|(i, _)| i.into_raw().into_u32() == class.decl) else { continue };
        let own: Vec<&Symbol> = sig.symbols.iter().filter(|s| s.kind == EntityKind::Function && !s.out_of_scope && s.class.as_deref() == Some(class.qname.as_str())).collect();
        // After the diagnostics of its members.
        let order = cdecl.members.iter().map(|m| m.into_raw().into_u32()).max().unwrap_or(class.decl).max(class.decl);
        let mut names: Vec<&str> = Vec::new();
        for f in &own {
            let name = f.name.as_str();
            if names.contains(&name) || name.starts_with('~') {
                continue;
            }
            names.push(name);
            let mut overridden = Vec::new();
            collect(table, class, f, &mut overridden, &mut Vec::new(), 0);
            let Some(&(_, base)) = overridden.first() else { continue };
            let Some(base_class) = base.class.as_deref() else { continue };
            let overloads: Vec<&Symbol> = table.lookup(&format!("{base_class}::{name}")).map(|(_, s)| s).filter(|s| s.kind == EntityKind::Function && !s.out_of_scope).collect();
            if overloads.len() < 2 || overloads.iter().any(|o| !o.is_virtual) {
                continue;
            }
            let mine = |o: &&Symbol| own.iter().any(|m| m.name == o.name && m.params_key == o.params_key);
            if overloads.iter().all(mine) || using_declares(item, cdecl, name) {
                continue;
            }
            diags.push(Diag::new(tag::PARTIAL_OVERRIDE, cdecl.name_span.start, order).name(format!("\"{}\"", member_name(table, base))).name(format!("class \"{}\"", class.qname)).with_severity(cufe_tables::Severity::Warning));
        }
    }
    diags
}

/// The class's body has a using-declaration of `name` (`using B::f;`).
fn using_declares(item: &ItemView<'_>, class: &crate::parse::Decl, name: &str) -> bool {
    let toks = &item.scan.ast.tokens;
    let text = |k: usize| item.tok(k);
    let (first, last) = (toks.partition_point(|t| t.start < class.span.start), toks.partition_point(|t| t.start < class.span.end));
    (first..last).any(|k| text(k) == "using" && {
        let semi = (k..last).find(|&j| text(j) == ";").unwrap_or(last);
        semi > k + 1 && text(semi - 1) == name && text(semi - 2) == "::"
    })
}

/// Same-named functions with the same parameters in the bases of `class`,
/// deepest base first, each with the index of the item declaring it.
fn collect<'t>(table: &'t SymbolTable, class: &'t Symbol, f: &Symbol, out: &mut Vec<(u32, &'t Symbol)>, seen: &mut Vec<String>, depth: u32) {
    collect_by(table, class, (f.name.as_str(), &f.params_key, f.is_const_member), out, seen, depth);
}

/// The destructors a destructor of `class` overrides, the most distant
/// base first: each base's own, or for a base that declares none but
/// derives from a class with a virtual one, its implicit destructor, which
/// is virtual and in the space of the one it overrides (`B::~B` of
/// `struct B : A {};` is a `__device__` function when `A::~A` is).
fn overridden_dtors<'t>(table: &'t SymbolTable, class: &'t Symbol, out: &mut Vec<(u32, Cow<'t, Symbol>)>, seen: &mut Vec<String>, depth: u32) {
    if depth > 64 {
        return;
    }
    let scope = class.qname.rsplit_once_scope().map_or("", |(a, _)| a);
    for base in &class.bases {
        let Some(bclass) = override_spec::resolve_base(table, base.as_str(), scope) else { continue };
        if seen.contains(&bclass.qname) {
            continue;
        }
        seen.push(bclass.qname.clone());
        let from = out.len();
        overridden_dtors(table, bclass, out, seen, depth + 1);
        let name = format!("~{}", bclass.name);
        if let Some((r, own)) = table.lookup(&format!("{}::{name}", bclass.qname)).find(|(_, s)| s.kind == EntityKind::Function) {
            out.push((r.item, Cow::Borrowed(own)));
            continue;
        }
        let inherited = &out[from..];
        let Some((item, nearest)) = inherited.last().filter(|_| inherited.iter().any(|(_, s)| s.is_virtual)) else { continue };
        let mut implicit = nearest.as_ref().clone();
        implicit.qname = format!("{}::{name}", bclass.qname);
        implicit.name = Name::new(&name);
        implicit.class = Some(bclass.qname.clone());
        implicit.is_virtual = true;
        implicit.is_final = false;
        implicit.name_at = bclass.name_at;
        let class_item = table.lookup(&bclass.qname).find(|(_, s)| s.kind == EntityKind::Type).map_or(*item, |(r, _)| r.item);
        out.push((class_item, Cow::Owned(implicit)));
    }
}

/// `collect` for a function given by name, parameters and constness.
fn collect_by<'t>(table: &'t SymbolTable, class: &'t Symbol, f: (&str, &str, bool), out: &mut Vec<(u32, &'t Symbol)>, seen: &mut Vec<String>, depth: u32) {
    let (name, params_key, is_const) = f;
    if depth > 64 {
        return;
    }
    let scope = class.qname.rsplit_once_scope().map_or("", |(a, _)| a);
    for base in &class.bases {
        let Some(bclass) = override_spec::resolve_base(table, base.as_str(), scope) else { continue };
        if seen.contains(&bclass.qname) {
            continue;
        }
        seen.push(bclass.qname.clone());
        collect_by(table, bclass, f, out, seen, depth + 1);
        let fname = if name.starts_with('~') { format!("~{}", bclass.name) } else { name.to_string() };
        let q = format!("{}::{}", bclass.qname, fname);
        // (A `const` member overrides only a `const` one.) A member of a
        // class template base is compared as the instance names it
        // (`Base<int>::f(T)` takes an `int`).
        let args = if bclass.detail.tparams.is_empty() { None } else { written_base_args(table, class, &bclass.qname, 0) };
        let bound = |key: &str| args.as_ref().map_or_else(|| key.to_string(), |a| bind_params_key(key, &bclass.detail.tparams, a));
        let same = |s: &Symbol| override_spec::params_relation(table, (&bclass.qname, &bound(&s.params_key)), (&class.qname, params_key)) == override_spec::Relation::Same;
        if let Some((r, bf)) = table.lookup(&q).find(|(_, s)| s.kind == EntityKind::Function && s.is_const_member == is_const && same(s)) {
            out.push((r.item, bf));
        }
    }
}

/// #20012 at each `__host__`/`__device__` of a destructor defaulted on its
/// first declaration that overrides no virtual one: the compiler defines
/// it in whatever space it is used.
fn ignored_on_defaulted(item: &ItemView<'_>, idx: crate::parse::DeclIdx, decl: &crate::parse::Decl, order: u32) -> Vec<Diag> {
    let Some(entity) = item.apply.entities.get(idx) else { return Vec::new() };
    let name = decl.name.map_or(String::new(), |n| n.to_string());
    entity
        .attrs
        .iter()
        .filter_map(|&a| {
            let shown = match item.lookup.resolved.get(a).map(|r| r.kind) {
                Some(b'V') => "__host__",
                Some(b'W') => "__device__",
                _ => return None,
            };
            Some(Diag::new(tag::ESA_ON_DEFAULTED_FUNCTION_IGNORED, item.scan.attrs[a].name_span.start, order).arg(shown).arg(name.clone()))
        })
        .collect()
}

/// A parameter key (`symbols::params_key`) with the class template's
/// parameters replaced, word by word, by the arguments it is named with.
fn bind_params_key(key: &str, tparams: &[String], args: &[String]) -> String {
    let mut out = String::new();
    let mut word = String::new();
    let flush = |word: &mut String, out: &mut String| {
        let bound = tparams.iter().position(|p| p == word.as_str()).and_then(|k| args.get(k));
        out.push_str(bound.map_or(word.as_str(), |a| a.trim()));
        word.clear();
    };
    for c in key.chars() {
        if c.is_alphanumeric() || c == '_' {
            word.push(c);
        } else {
            flush(&mut word, &mut out);
            out.push(c);
        }
    }
    flush(&mut word, &mut out);
    out
}

/// A virtual function of a base of `class` that `f` hides: same name,
/// other parameters, and no function of `class` overrides it. Each
/// hiding declaration says so.
fn hidden_virtual<'t>(table: &'t SymbolTable, class: &'t Symbol, f: &Symbol) -> Option<&'t Symbol> {
    let own: Vec<&Symbol> = table.lookup(&format!("{}::{}", class.qname, f.name)).map(|(_, s)| s).filter(|s| s.kind == EntityKind::Function && !s.out_of_scope).collect();
    let mut bases = Vec::new();
    let mut seen = Vec::new();
    base_classes(table, class, &mut bases, &mut seen, 0);
    bases.iter().find_map(|b| {
        table.lookup(&format!("{}::{}", b.qname, f.name)).map(|(_, s)| s).find(|s| s.kind == EntityKind::Function && s.is_virtual && own.iter().all(|o| override_spec::surely_differ(table, (&class.qname, o), (&b.qname, s))))
    })
}

/// The bases of `class`, nearest first, each once.
fn base_classes<'t>(table: &'t SymbolTable, class: &'t Symbol, out: &mut Vec<&'t Symbol>, seen: &mut Vec<String>, depth: u32) {
    if depth > 64 {
        return;
    }
    let scope = class.qname.rsplit_once_scope().map_or("", |(a, _)| a);
    for base in &class.bases {
        let Some(b) = override_spec::resolve_base(table, base.as_str(), scope) else { continue };
        if !seen.contains(&b.qname) {
            seen.push(b.qname.clone());
            out.push(b);
            base_classes(table, b, out, seen, depth + 1);
        }
    }
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Space {
    Host,
    Device,
    HostDevice,
}

fn space_of(exec_space: u8) -> Space {
    let host = exec_space & exec::HOST_BIT != 0 || exec_space == 0;
    let device = exec_space & 0x02 != 0;
    match (host, device) {
        (true, true) => Space::HostDevice,
        (false, true) => Space::Device,
        _ => Space::Host,
    }
}

fn mismatch(base: Space, derived: Space) -> Option<DiagId> {
    use Space::*;
    Some(match (base, derived) {
        (Host, Device) => tag::VFUNC_INCOMPAT_EXEC_H_D,
        (Host, HostDevice) => tag::VFUNC_INCOMPAT_EXEC_H_HD,
        (Device, HostDevice) => tag::VFUNC_INCOMPAT_EXEC_D_HD,
        (Device, Host) => tag::VFUNC_INCOMPAT_EXEC_D_H,
        (HostDevice, Host) => tag::VFUNC_INCOMPAT_EXEC_HD_H,
        (HostDevice, Device) => tag::VFUNC_INCOMPAT_EXEC_HD_D,
        _ => return None,
    })
}

/// The instances of class template `class` the unit makes by declaring
/// variables of them (`D<int> di;`), each once, in order: the item and
/// place of the first such declaration and the arguments as written.
fn instantiations(table: &SymbolTable, class: &Symbol) -> Vec<(u32, u32, Vec<String>)> {
    let mut out: Vec<(u32, u32, Vec<String>)> = Vec::new();
    for (item, sig) in table.signatures.iter().enumerate() {
        for s in sig.symbols.iter().filter(|s| s.kind == EntityKind::Variable) {
            let Some(ty) = s.value_type_name.as_deref() else { continue };
            let ty = ty.trim().trim_global();
            let Some((name, rest)) = ty.split_once('<') else { continue };
            if name.trim() != class.name.as_str() && name.trim() != class.qname {
                continue;
            }
            let Some(inner) = rest.trim_end().strip_suffix('>') else { continue };
            let args = crate::lower::split_template_args(&format!("<{inner}>"));
            if args.len() != class.detail.tparams.len() || out.iter().any(|(_, _, a)| *a == args) {
                continue;
            }
            out.push((u32::try_from(item).unwrap_or(u32::MAX), s.decl_at, args));
        }
    }
    out
}

/// ` [with T=int]`: the member `s`'s class template's parameters bound to
/// an instance's arguments (the base's own parameters, when it is a
/// template too, bound alike); empty for a class that is no template.
fn template_arguments(table: &SymbolTable, s: &Symbol, args: &[String]) -> String {
    let Some(class) = class_template_of(table, s).filter(|c| c.detail.tparams.len() == args.len()) else { return String::new() };
    let bound: Vec<String> = class.detail.tparams.iter().zip(args).map(|(p, a)| format!("{p}={a}")).collect();
    format!(" [with {}]", bound.join(", "))
}

/// ` [with T=int]` for a member of a class template instance that `class`
/// derives from (`struct D : B<int>`, or through other bases): the
/// arguments as the derivation writes them, types as EDG spells them.
fn instance_arguments(table: &SymbolTable, class: &Symbol, base: &Symbol) -> String {
    let Some(template) = class_template_of(table, base) else { return String::new() };
    match written_base_args(table, class, &template.qname, 0) {
        Some(args) => template_arguments(table, base, &args.iter().map(|a| super::returns::shown_type(a)).collect::<Vec<_>>()),
        None => String::new(),
    }
}

/// The template arguments with which `class` (or a base of it) names
/// class template `target` among its bases.
fn written_base_args(table: &SymbolTable, class: &Symbol, target: &str, depth: u32) -> Option<Vec<String>> {
    if depth > 64 {
        return None;
    }
    let scope = class.qname.rsplit_once_scope().map_or("", |(a, _)| a);
    for written in &class.detail.base_types {
        let (name, args) = written.split_once('<').map_or((written.as_ref(), None), |(n, _)| (n, Some(())));
        // (Written token by token: `ns :: G < float * >`.)
        let name_joined: String = name.split_whitespace().collect();
        let Some(b) = table.resolve_class(&name_joined, scope) else { continue };
        if b.qname == target && args.is_some() {
            return Some(crate::lower::split_template_args(written.get(name.len()..).unwrap_or("")));
        }
        if b.qname != class.qname {
            if let Some(found) = written_base_args(table, b, target, depth + 1) {
                return Some(found);
            }
        }
    }
    None
}

/// The class template member `s` belongs to, if its class is one.
fn class_template_of<'t>(table: &'t SymbolTable, s: &Symbol) -> Option<&'t Symbol> {
    let class = s.class.as_deref()?;
    table.lookup(class).map(|(_, t)| t).find(|t| t.kind == EntityKind::Type && !t.detail.tparams.is_empty())
}

/// `Class::f` as cudafe++ names a member in these messages; a class
/// template's member by the template and its parameters (`D<N>::f`).
/// How #1850 names the `final` function overridden: `function "B::f"`,
/// with its parameters when its class overloads the name (`"D::f(int)"`),
/// a class template's instance's with its arguments (`"Q<T>::f [with T=int]"`).
fn final_shown(table: &SymbolTable, base: &Symbol, instance: &str) -> String {
    let overloads = base.class.as_deref().map_or(0, |c| table.lookup(&format!("{c}::{}", base.name)).filter(|(_, s)| s.kind == EntityKind::Function && !s.out_of_scope).count());
    if overloads > 1 && instance.is_empty() {
        format!("function \"{}\"", super::uses::callee_display(base))
    } else {
        format!("function \"{}{instance}\"", member_name(table, base))
    }
}

fn member_name(table: &SymbolTable, s: &Symbol) -> String {
    let qualified = s.class.as_deref().unwrap_or("");
    // The class by its qualified name (`shapes::Base::area`), an unnamed
    // namespace in it as `_NV_ANON_NAMESPACE`.
    let class = qualified.split_scopes().map(|part| if part.is_empty() { "_NV_ANON_NAMESPACE" } else { part }).collect::<Vec<_>>().join("::");
    let template = table.lookup(qualified).map(|(_, c)| c).find(|c| c.kind == EntityKind::Type && !c.detail.tparams.is_empty() && c.detail.tparams.iter().all(|p| !p.is_empty()));
    match template {
        Some(t) => format!("{class}<{}>::{}", t.detail.tparams.join(", "), s.name),
        None => format!("{class}::{}", s.name),
    }
}

/// `class` is a class template or nested in one: what its members
/// override is known per instance.
fn in_template(table: &SymbolTable, class: &Symbol) -> bool {
    let mut q = class.qname.as_str();
    loop {
        if table.lookup(q).any(|(_, s)| s.kind == EntityKind::Type && (!s.detail.tparams.is_empty() || s.template.is_some())) {
            return true;
        }
        match q.rsplit_once_scope() {
            Some((outer, _)) => q = outer,
            None => return false,
        }
    }
}
