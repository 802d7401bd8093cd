//! An extended lambda's closure type as the stub needs it, made once the
//! enclosing function's template arguments are known.
//!
//! Lowering reads everything from the lambda and its function that needs
//! the item (names resolved, class types qualified as the stub spells
//! them, the layouts of captured class types) into a `ClosureTemplate`;
//! in a function template the template's parameters stay in it as
//! `DeclTy::Param`. `instantiate` substitutes the arguments and makes the
//! `ClosureTy`: its mangled name, its wrapper's spelling, its layout. A
//! lambda in an ordinary function is instantiated with no arguments right
//! away; one in a function template once per instance of the template
//! (see `print::stub`).

use super::lambda::ExtendedKind;
use super::stub::TemplateArg;
use super::targs::spaced;
use super::types::{self, ClosureTy, DeclTy};
use crate::mangle;

/// A captured value's stored type.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct CapturedTy {
    /// The type, class names qualified as the stub spells them.
    pub ty: DeclTy,
    /// A spelling other than the type's own (`S*const ` for `this`).
    pub spelled: Option<String>,
    /// Size and alignment when the type does not depend on the template.
    pub layout: Option<(u64, u64)>,
}

/// Everything a closure type is made of, template parameters unresolved.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct ClosureTemplate {
    pub kind: ExtendedKind,
    /// The enclosing function, as the mangler names it (template
    /// arguments and return type left out), and its template parameter
    /// names (none for an ordinary function).
    pub function: mangle::Function,
    pub tparams: Vec<String>,
    /// Its parameter and return types, as declared.
    pub params: Vec<DeclTy>,
    pub ret: DeclTy,
    /// The class of a non-static member function (mangler parts, and as
    /// the stub spells it in the member pointer type).
    pub member: Option<(Vec<mangle::NamePart>, String)>,
    pub const_member: bool,
    /// The tag's address of the function up to its name (`&     ::`,
    /// `& :: ns::`).
    pub addr_prefix: String,
    /// The lambda's number in its function.
    pub id: u32,
    pub captures: Vec<CapturedTy>,
    /// The parameter types of its `operator()`.
    pub sig: Vec<DeclTy>,
    /// `operator()`'s return type (host-device lambdas; `None`: unknown).
    pub op_ret: Option<DeclTy>,
    /// A device lambda's trailing return type.
    pub trailing: Option<DeclTy>,
    pub mutable: bool,
    pub fn_ptr: bool,
    pub never_throws: bool,
    pub discriminator: u32,
    /// The plain lambda whose body the lambda is in, if any.
    pub outer: Option<mangle::OuterLambda>,
    pub captures_this: bool,
    pub scope_path: Vec<u32>,
}

/// A captured value's type, its spelling and its layout, for one
/// instance.
type Stored = (DeclTy, String, Option<(u64, u64)>);

/// A type as the stub spells it alone (`const     ::Pt &`).
pub fn stub_spelled(t: &DeclTy) -> String {
    match t {
        // (A specialization's closing `>` is followed by a blank, as in
        // a template argument list: `std::vector<int>  &`.)
        DeclTy::LRef(x) => format!("{} &", spaced(&stub_spelled(x))),
        DeclTy::RRef(x) => format!("{} &&", spaced(&stub_spelled(x))),
        DeclTy::Pointer(x) if matches!(x.unqualified(), DeclTy::Named(..)) => format!("{} *", spaced(&stub_spelled(x))),
        DeclTy::Closure(c) => format!(" ::{}", c.spelled),
        t => t.spell(""),
    }
}

/// A type as the stub spells it inside the tag, a template argument:
/// `unsigned` is `unsigned int` there (`void (*)(unsigned int *)`), as
/// in every template argument list cudafe++ prints.
fn tag_spelled(t: &DeclTy) -> String {
    fn printed(t: &DeclTy) -> DeclTy {
        match t {
            DeclTy::Builtin(b) => DeclTy::Builtin(super::targs::printed_builtin(b).to_string()),
            t => t.map_declarator(printed).unwrap_or_else(|| t.clone()),
        }
    }
    stub_spelled(&printed(t))
}

/// A lambda's parameter types as the mangler names them: in a generic
/// lambda each `auto` is its `operator()`'s next template parameter
/// (`UlT_E_`, `UlRKT_T0_E_`).
fn generic_params(sig: &[DeclTy]) -> Vec<mangle::Ty> {
    fn invent(t: mangle::Ty, next: &mut u32) -> mangle::Ty {
        use mangle::Ty;
        let boxed = |inner: Box<Ty>, next: &mut u32| Box::new(invent(*inner, next));
        match t {
            Ty::Named(parts) if matches!(parts.as_slice(), [p] if p.name == "auto" && p.args.is_none()) => {
                *next += 1;
                Ty::TemplateParam(*next - 1)
            }
            Ty::Pointer(x) => Ty::Pointer(boxed(x, next)),
            Ty::LRef(x) => Ty::LRef(boxed(x, next)),
            Ty::RRef(x) => Ty::RRef(boxed(x, next)),
            Ty::Const(x) => Ty::Const(boxed(x, next)),
            Ty::Volatile(x) => Ty::Volatile(boxed(x, next)),
            Ty::PackExpansion(x) => Ty::PackExpansion(boxed(x, next)),
            t => t,
        }
    }
    let mut next = 0;
    sig.iter().map(|t| invent(t.to_mangle(), &mut next)).collect()
}

/// Size and alignment of a struct with these fields, in order (an empty
/// one takes a byte).
fn struct_layout(fields: impl Iterator<Item = Option<(u64, u64)>>) -> Option<(u64, u64)> {
    let (mut size, mut align) = (0u64, 1u64);
    for f in fields {
        let (s, a) = f?;
        size = types::place(size, s, a)?;
        align = align.max(a);
    }
    Some(if size == 0 { (1, 1) } else { (types::align_up(size, align)?, align) })
}

impl ClosureTemplate {
    /// The closure type for the function's template arguments `args`
    /// (none for an ordinary function); `None` when a type it needs is
    /// unknown.
    pub fn instantiate(&self, args: &[TemplateArg]) -> Option<ClosureTy> {
        if args.len() != self.tparams.len() {
            return None;
        }
        // (An ordinary function's types are final: substituting would
        // spell a specialization's arguments again, without the stub's
        // blanks.)
        let subst = |t: &DeclTy| if self.tparams.is_empty() { t.clone() } else { super::stub::substitute(t, args, &self.tparams) };
        let params: Vec<DeclTy> = self.params.iter().map(|p| subst(p).unqualified().clone()).collect();
        let ret = subst(&self.ret);
        if [&ret].into_iter().chain(&params).any(|t| matches!(t, DeclTy::Unknown(_) | DeclTy::Param(..))) {
            return None;
        }
        let captures: Vec<Stored> = self
            .captures
            .iter()
            .map(|c| {
                let ty = subst(&c.ty);
                let layout = c.layout.or_else(|| ty.layout(&|_| None));
                let spelled = c.spelled.clone().unwrap_or_else(|| stub_spelled(&ty));
                (ty, spelled, layout)
            })
            .collect();
        let sig: Vec<DeclTy> = self.sig.iter().map(subst).collect();
        let mangle_args: Option<Vec<mangle::TemplateArg>> = (!args.is_empty()).then(|| args.iter().map(TemplateArg::to_mangle).collect());
        let function = mangle::Function {
            template_args: mangle_args.clone(),
            return_ty: mangle_args.as_ref().map(|_| self.ret.to_mangle()),
            ..self.function.clone()
        };
        let fn_type = mangle::Ty::Function(Box::new(ret.to_mangle()), params.iter().map(DeclTy::to_mangle).collect(), self.const_member);
        let function_ptr = match &self.member {
            Some((class, _)) => mangle::Ty::MemberPointer(Box::new(mangle::Ty::Named(class.clone())), Box::new(fn_type)),
            None => mangle::Ty::Pointer(Box::new(fn_type)),
        };
        let caps: String = captures.iter().map(|c| format!(",{}", c.1)).collect();
        let (kind, spelled, layout) = match self.kind {
            ExtendedKind::Device => {
                let trailing = self.trailing.as_ref().map(subst);
                let layout = struct_layout(captures.iter().map(|c| c.2))?;
                let tag = self.stub_tag(&ret, &params, args, trailing.as_ref());
                (mangle::WrapperKind::Device { trailing_return: trailing.map(|t| t.to_mangle()) }, format!("__nv_dl_wrapper_t<{tag} {caps}>"), layout)
            }
            ExtendedKind::HostDevice => {
                let tag = self.stub_tag(&ret, &params, args, None);
                let op_ret = subst(self.op_ret.as_ref()?);
                if matches!(op_ret, DeclTy::Unknown(_) | DeclTy::Param(..)) {
                    return None;
                }
                let data = (!self.fn_ptr).then_some(Some((8, 8)));
                let layout = struct_layout(captures.iter().map(|c| c.2).chain(data))?;
                let op_params: Vec<String> = sig.iter().map(stub_spelled).collect();
                let spelled = format!("__nv_hdl_wrapper_t<{},{},{},{tag} ,{} ({}){caps}>", self.mutable, self.fn_ptr, self.never_throws, stub_spelled(&op_ret), op_params.join(", "));
                let kind = mangle::WrapperKind::HostDevice { mutable: self.mutable, fn_ptr: self.fn_ptr, never_throws: self.never_throws, ret: op_ret.to_mangle(), params: sig.iter().map(DeclTy::to_mangle).collect() };
                (kind, spelled, layout)
            }
        };
        let wrapper = mangle::Wrapper { kind, function_ptr, id: self.id, captures: captures.iter().map(|c| c.0.to_mangle()).collect() };
        let mangle = mangle::Closure { function, const_member: self.const_member, params: generic_params(&sig), discriminator: self.discriminator, wrapper: Some(wrapper), outer: self.outer.clone() };
        let function = mangle::mangle_function(&mangle.function);
        Some(ClosureTy { mangle, spelled, layout, captures_this: self.captures_this, function, scope_path: self.scope_path.clone() })
    }

    /// The tag as the stub spells it: `__nv_dl_tag<void (*)(int *),(&
    /// ::h), 1>`, the address of a function template's instance with its
    /// arguments (`(&     ::t<int> )`).
    fn stub_tag(&self, ret: &DeclTy, params: &[DeclTy], args: &[TemplateArg], trailing: Option<&DeclTy>) -> String {
        let params: Vec<String> = params.iter().map(tag_spelled).collect();
        let ret = tag_spelled(ret);
        let sep = if ret.ends_with(['*', '&']) { "" } else { " " };
        let ty = match &self.member {
            Some((_, class)) => format!("{ret}{sep}( :: {class}::*)({}){}", params.join(", "), if self.const_member { " const" } else { "" }),
            None => format!("{ret}{sep}(*)({})", params.join(", ")),
        };
        let targs = if args.is_empty() {
            String::new()
        } else {
            let spelled: Vec<String> = args.iter().map(|a| match a {
                TemplateArg::Type(t, _) => tag_spelled(t),
                other => other.spelled(),
            }).collect();
            format!("<{}> ", spelled.join(", "))
        };
        let addr = format!("{}{}{targs}", self.addr_prefix, self.function.name);
        match trailing {
            Some(t) => format!("__nv_dl_trailing_return_tag<{ty},({addr}), {}, {}>", tag_spelled(t), self.id),
            None => format!("__nv_dl_tag<{ty},({addr}), {}>", self.id),
        }
    }
}
