//! What numbers the stub's registration callback parameter (`void
//! **__T3`).
//!
//! cudafe++ names its generated temporaries `__T<n>` from one counter for
//! the whole unit, and the callback's parameter takes the next name, so
//! the stub shows how many temporaries lowering made. Learnt from its
//! output, they come from:
//! * each `__host__ __device__` constructor host code calls at run time
//!   (not a `constexpr` one with constant arguments): one per parameter,
//!   once per constructor, `dim3`'s three included (launch configurations
//!   convert to it);
//! * each extended `__host__ __device__` lambda that captures (no
//!   conversion to a function pointer) in a function with external
//!   linkage, not inline (cudafe++ lowers the others only once used): one;
//! * each closure holding `this` passed to a kernel: one.
//!
//! Lowering records the constructors it sees; print adds them up.

use super::body::BodyEnv;
use super::expr::Expr;
use super::Lowerer;
use crate::il::{exec, EntityKind};
use crate::parse::{Context, DeclIdx, Specs};

/// A `__host__ __device__` constructor: how many parameters it has and
/// whether it is `constexpr`.
struct HdCtor {
    params: u32,
    constexpr: bool,
}

impl Lowerer<'_> {
    /// `count` temporaries made for `key` (counted once per key).
    pub fn note_temporaries(&self, key: String, count: u32) {
        let mut temps = self.temporaries.borrow_mut();
        if !temps.iter().any(|(k, _)| *k == key) {
            temps.push((key, count));
        }
    }

    /// A function cudafe++ lowers whether or not the unit uses it: not
    /// `static`, `inline`, in an anonymous namespace or defined in its
    /// class (those it lowers only once used).
    pub fn always_emitted(&self, f: DeclIdx) -> bool {
        let d = self.decl(f);
        let internal = d.specs.has(Specs::STATIC) || d.specs.has(Specs::INLINE) || self.view.namespaces.iter().any(|n| n.as_str().is_empty());
        !internal && !self.defined_in_class(f)
    }

    /// A member function defined inside its class.
    pub fn defined_in_class(&self, f: DeclIdx) -> bool {
        let d = self.decl(f);
        d.context == Context::Class && d.func.as_ref().is_some_and(|x| x.body_span.is_some())
    }
}

impl BodyEnv<'_, '_> {
    /// Host code constructs a `class` object from `args`: records the
    /// constructor when it is `__host__ __device__` and runs at run time.
    pub fn note_construction(&self, class: &str, args: &[Expr]) {
        if self.device.get() {
            return;
        }
        let class = class.trim().trim_start_matches("::").trim();
        let Some(ctor) = self.hd_ctor(class, args.len()) else { return };
        if ctor.constexpr && args.iter().all(|a| self.is_constant(a)) {
            return;
        }
        self.low.note_temporaries(format!("{class}/{}", args.len()), ctor.params);
    }

    /// A launch's grid and block: converted to `dim3` unless they are one.
    pub fn note_launch_config(&self, config: &[Expr]) {
        for a in config.iter().take(2) {
            let is_dim3 = matches!(self.expr_decl_ty(a), Some(super::types::DeclTy::Named(ref n, _)) if n.trim_start_matches("::") == "dim3");
            let constructed = matches!(a, Expr::Construct(..));
            if !is_dim3 && !constructed {
                self.note_construction("dim3", std::slice::from_ref(a));
            }
        }
    }

    /// The `__host__ __device__` constructor of `class` taking `arity`
    /// arguments, if there is one.
    fn hd_ctor(&self, class: &str, arity: usize) -> Option<HdCtor> {
        let last = class.rsplit("::").next().unwrap_or(class);
        let mut parts: Vec<&str> = class.split("::").collect();
        parts.push(last);
        let found = self.low.table.resolve(&parts, &self.low.scope, false);
        let ctors: Vec<&crate::symbols::Symbol> = found.iter().copied().filter(|s| s.kind == EntityKind::Function).collect();
        if ctors.is_empty() && class == "dim3" {
            // cuda_runtime.h's `constexpr dim3(unsigned x = 1, unsigned y
            // = 1, unsigned z = 1)`, when the unit was not preprocessed
            // with the headers.
            return (arity <= 3).then_some(HdCtor { params: 3, constexpr: true });
        }
        let hd: Vec<_> = ctors.into_iter().filter(|s| s.exec_space & exec::HOST_BIT != 0 && s.exec_space & exec::DEVICE_BIT != 0).collect();
        // The one taking exactly these arguments, else one with defaults.
        let ctor = hd.iter().find(|s| s.params.len() == arity).or_else(|| hd.iter().find(|s| s.params.len() > arity))?;
        Some(HdCtor { params: ctor.params.len() as u32, constexpr: ctor.is_constexpr })
    }

    /// An expression the compiler evaluates at compile time: literals,
    /// constants and operators on them.
    pub(super) fn is_constant(&self, e: &Expr) -> bool {
        match e {
            Expr::Literal(_) | Expr::SizeofType(..) | Expr::SizeofExpr(..) => true,
            Expr::Paren(x) | Expr::Unary(_, x) | Expr::Cast(_, x) | Expr::NamedCast(_, _, x) => self.is_constant(x),
            Expr::Binary(a, _, b) => self.is_constant(a) && self.is_constant(b),
            Expr::Cond(c, a, b) => self.is_constant(c) && self.is_constant(a) && self.is_constant(b),
            Expr::Name(r) if r.last == r.first + 1 => {
                let name = self.low.tok(r.first);
                match self.scopes.borrow().is_constant(name) {
                    Some(constant) => constant,
                    None => self.low.table.resolve(&[name], &self.low.scope, false).iter().any(|s| s.kind == EntityKind::Variable && s.const_value.is_some()),
                }
            }
            _ => false,
        }
    }
}
