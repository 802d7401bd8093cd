//! The `--extended-lambda` support block: the templates cudafe++ injects
//! where `cuda_runtime.h` asks for them.
//!
//! Most of the block is fixed text (`extended_lambda.txt`), but the
//! wrapper class templates are partially specialized per capture count:
//! cudafe++ prints one pair of `__nv_dl_wrapper_t` specializations for
//! every capture count N ≥ 1 some `__device__` lambda of the unit has, and
//! four `__nv_hdl_wrapper_t` specializations (mutable or not, with or
//! without a conversion to a function pointer) for every capture count
//! N ≥ 0 some `__host__ __device__` lambda has, each set in increasing N.
//! The text of a specialization is a rule of N, written out below.

use std::collections::BTreeSet;
use std::fmt::Write;

/// The fixed text, with a marker line where each generated part goes.
const TEMPLATE: &str = include_str!("extended_lambda.txt");
const DEVICE_MARK: &str = "@@DEVICE_WRAPPERS@@\n";
const HOST_DEVICE_MARK: &str = "@@HOST_DEVICE_WRAPPERS@@\n";
const NOEXCEPT_BEGIN: &str = "@@NOEXCEPT_TRAITS_BEGIN@@\n";
const NOEXCEPT_END: &str = "@@NOEXCEPT_TRAITS_END@@\n";

/// The capture counts of the unit's extended lambdas.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct CaptureCounts {
    pub device: BTreeSet<u32>,
    pub host_device: BTreeSet<u32>,
}

/// The whole support block for these capture counts. `noexcept_types`
/// says whether `noexcept` is part of a function type (C++17 on): only
/// then does cudafe++ add the helper-trait specializations for `noexcept`
/// call operators, which would be ill-formed duplicates before.
pub fn support_block(counts: &CaptureCounts, noexcept_types: bool) -> String {
    let mut device = String::new();
    for &n in counts.device.iter().filter(|&&n| n > 0) {
        device_wrappers(n, &mut device);
    }
    let mut host_device = String::new();
    for &n in &counts.host_device {
        host_device_wrappers(n, &mut host_device);
    }
    let text = TEMPLATE.replacen(DEVICE_MARK, &device, 1).replacen(HOST_DEVICE_MARK, &host_device, 1);
    keep_noexcept_traits(&text, noexcept_types)
}

/// The text with the marked `noexcept` specializations kept (markers
/// dropped) or cut out.
fn keep_noexcept_traits(text: &str, keep: bool) -> String {
    let (Some(begin), Some(end)) = (text.find(NOEXCEPT_BEGIN), text.find(NOEXCEPT_END)) else { return text.to_string() };
    let inner = if keep { &text[begin + NOEXCEPT_BEGIN.len()..end] } else { "" };
    [&text[..begin], inner, &text[end + NOEXCEPT_END.len()..]].concat()
}

/// `F1, F2, ..., Fn` joined by `sep`, each made by `f`.
fn each(n: u32, sep: &str, f: impl Fn(u32) -> String) -> String {
    (1..=n).map(f).collect::<Vec<_>>().join(sep)
}

/// `typename __nv_lambda_field_type<Fk>::type fk;` lines, one per capture.
fn fields(n: u32) -> String {
    (1..=n).map(|k| format!("typename __nv_lambda_field_type<F{k}>::type f{k};\n")).collect()
}

/// The `__nv_dl_wrapper_t` specializations for `n` captures: one for the
/// plain tag, one for the tag that keeps a trailing return type.
fn device_wrappers(n: u32, s: &mut String) {
    let typenames = each(n, ", ", |k| format!("typename F{k}"));
    let args = each(n, ", ", |k| format!("F{k}"));
    let params = each(n, ", ", |k| format!("F{k} in{k}"));
    let inits = each(n, ", ", |k| format!("f{k}(in{k})"));
    let fields = fields(n);
    let _ = write!(
        s,
        "template <typename Tag, {typenames}>\nstruct __nv_dl_wrapper_t<Tag, {args}> {{\n{fields}__nv_dl_wrapper_t(Tag,{params}) : {inits} {{ }}\ntemplate <typename...U1>\nint operator()(U1...) {{ return 0; }}\n}};\n\n"
    );
    let tag = "__nv_dl_trailing_return_tag<U, func, Return, Id>";
    let _ = write!(
        s,
        "template <typename U, U func, typename Return, unsigned Id, {typenames}>\nstruct __nv_dl_wrapper_t<{tag}, {args}> {{\n{fields}__nv_dl_wrapper_t({tag},{params}) : {inits} {{ }}\ntemplate <typename...U1>\nReturn operator()(U1...) {{ __builtin_unreachable(); }}\n}};\n\n\n"
    );
}

/// The four `__nv_hdl_wrapper_t` specializations for `n` captures:
/// `<IsMutable, HasFuncPtrConv>` in the order (false, false), (true,
/// false), (false, true), (true, true).
fn host_device_wrappers(n: u32, s: &mut String) {
    for (mutable, fn_ptr) in [(false, false), (true, false), (false, true), (true, true)] {
        host_device_wrapper(n, mutable, fn_ptr, s);
    }
}

fn host_device_wrapper(n: u32, mutable: bool, fn_ptr: bool, s: &mut String) {
    let typenames: String = (1..=n).map(|k| format!(", typename F{k}")).collect();
    let args: String = (1..=n).map(|k| format!(", F{k}")).collect();
    // The constructor's capture parameters and their member initializers.
    let params: String = (1..=n).map(|k| format!(", F{k} in{k} ")).collect();
    let inits: String = (1..=n).map(|k| format!("f{k}(in{k}) ,")).collect();
    let helper = "__nv_hdl_helper<Tag, OpFuncR, OpFuncArgs...>";
    let constness = if mutable { "" } else { "const " };
    let _ = write!(
        s,
        "template <bool NeverThrows, typename Tag, typename OpFuncR,  typename... OpFuncArgs{typenames}>\nstruct __nv_hdl_wrapper_t<{mutable},{fn_ptr},NeverThrows,Tag, OpFuncR(OpFuncArgs...){args}>\n{{\n{}\n typedef OpFuncR(__opfunc_t)(OpFuncArgs...);\n",
        fields(n)
    );
    if fn_ptr {
        let inits = if n == 0 { String::new() } else { format!(": {}  ", each(n, " ,", |k| format!("f{k}(in{k})"))) };
        let _ = write!(
            s,
            "template <typename Lambda>\n__nv_hdl_wrapper_t(Tag, Lambda &&lam{params})  {inits}{{ {helper}::fp_noobject_caller = lam; }}\n\nOpFuncR operator() (OpFuncArgs... args) {constness}noexcept(NeverThrows) {{\nreturn {helper}::fp_noobject_caller(std::forward<OpFuncArgs>(args)...);}}\noperator __opfunc_t * () const {{ return {helper}::fp_noobject_caller; }}\n\n"
        );
    } else {
        let copies = if n == 0 { String::new() } else { format!("{}  , ", each(n, " ,", |k| format!("f{k}(in.f{k})"))) };
        let moves = if n == 0 { String::new() } else { format!("{}  , ", each(n, " ,", |k| format!("f{k}(std::move(in.f{k}))"))) };
        let _ = write!(
            s,
            " void *data;\n\n\n template <typename Lambda>\n struct manager {{\n     static void *do_copy(void *buf) {{\n       auto ptr = static_cast<Lambda *>(buf);\n       return static_cast<void *>(new Lambda(*ptr));\n     }};\n     static OpFuncR do_call(void *buf, OpFuncArgs... args) {{\n       auto ptr = static_cast<Lambda *>(buf);\n       return (*ptr)(std::forward<OpFuncArgs>(args)...);\n     }};\n     static void do_delete(void *buf) {{\n       auto ptr = static_cast<Lambda *>(buf);\n       delete ptr;\n     }}\n }};\ntemplate <typename Lambda>\n__nv_hdl_wrapper_t(Tag, Lambda &&lam{params})  : {inits}data(static_cast<void *>(new Lambda(std::move(lam)))) {{\n{helper}::fp_copier =   &manager<Lambda>::do_copy;\n {helper}::fp_deleter =   &manager<Lambda>::do_delete;\n {helper}::fp_caller =   &manager<Lambda>::do_call;\n}}\n\nOpFuncR operator() (OpFuncArgs... args) {constness}noexcept(NeverThrows) {{\nreturn {helper}::fp_caller(data, std::forward<OpFuncArgs>(args)...);}}\n__nv_hdl_wrapper_t(const __nv_hdl_wrapper_t &in) : {copies}data({helper}::fp_copier(in.data)) {{ }}\n\n__nv_hdl_wrapper_t(__nv_hdl_wrapper_t &&in) : {moves}data(in.data) {{ in.data = 0; }}\n~__nv_hdl_wrapper_t(void) {{ {helper}::fp_deleter(data); }}\n"
        );
    }
    s.push_str("#pragma GCC diagnostic push\n#pragma GCC diagnostic ignored \"-Wdeprecated-copy\"\n__nv_hdl_wrapper_t & operator=(const __nv_hdl_wrapper_t &in) = delete;\n\n#pragma GCC diagnostic pop\n};\n\n");
}

#[cfg(test)]
mod tests {
    use super::*;
    use expect_test::expect;

    /// The specializations for three captures (a count no conformance case
    /// of cudafe++'s own uses), as cudafe++ 13.5 prints them.
    #[test]
    fn device_wrappers_for_three_captures() {
        let mut s = String::new();
        device_wrappers(3, &mut s);
        expect![[r#"
template <typename Tag, typename F1, typename F2, typename F3>
struct __nv_dl_wrapper_t<Tag, F1, F2, F3> {
typename __nv_lambda_field_type<F1>::type f1;
typename __nv_lambda_field_type<F2>::type f2;
typename __nv_lambda_field_type<F3>::type f3;
__nv_dl_wrapper_t(Tag,F1 in1, F2 in2, F3 in3) : f1(in1), f2(in2), f3(in3) { }
template <typename...U1>
int operator()(U1...) { return 0; }
};

template <typename U, U func, typename Return, unsigned Id, typename F1, typename F2, typename F3>
struct __nv_dl_wrapper_t<__nv_dl_trailing_return_tag<U, func, Return, Id>, F1, F2, F3> {
typename __nv_lambda_field_type<F1>::type f1;
typename __nv_lambda_field_type<F2>::type f2;
typename __nv_lambda_field_type<F3>::type f3;
__nv_dl_wrapper_t(__nv_dl_trailing_return_tag<U, func, Return, Id>,F1 in1, F2 in2, F3 in3) : f1(in1), f2(in2), f3(in3) { }
template <typename...U1>
Return operator()(U1...) { __builtin_unreachable(); }
};


"#]]
        .assert_eq(&s);
    }

    #[test]
    fn host_device_wrapper_for_three_captures() {
        let mut s = String::new();
        host_device_wrapper(3, true, true, &mut s);
        expect![[r#"
template <bool NeverThrows, typename Tag, typename OpFuncR,  typename... OpFuncArgs, typename F1, typename F2, typename F3>
struct __nv_hdl_wrapper_t<true,true,NeverThrows,Tag, OpFuncR(OpFuncArgs...), F1, F2, F3>
{
typename __nv_lambda_field_type<F1>::type f1;
typename __nv_lambda_field_type<F2>::type f2;
typename __nv_lambda_field_type<F3>::type f3;

 typedef OpFuncR(__opfunc_t)(OpFuncArgs...);
template <typename Lambda>
__nv_hdl_wrapper_t(Tag, Lambda &&lam, F1 in1 , F2 in2 , F3 in3 )  : f1(in1) ,f2(in2) ,f3(in3)  { __nv_hdl_helper<Tag, OpFuncR, OpFuncArgs...>::fp_noobject_caller = lam; }

OpFuncR operator() (OpFuncArgs... args) noexcept(NeverThrows) {
return __nv_hdl_helper<Tag, OpFuncR, OpFuncArgs...>::fp_noobject_caller(std::forward<OpFuncArgs>(args)...);}
operator __opfunc_t * () const { return __nv_hdl_helper<Tag, OpFuncR, OpFuncArgs...>::fp_noobject_caller; }

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wdeprecated-copy"
__nv_hdl_wrapper_t & operator=(const __nv_hdl_wrapper_t &in) = delete;

#pragma GCC diagnostic pop
};

"#]]
        .assert_eq(&s);
    }

    /// No `__device__` lambda needs a specialization for no captures (the
    /// primary template covers it); counts come in increasing order.
    #[test]
    fn counts_select_and_order_the_specializations() {
        let none = support_block(&CaptureCounts::default(), true);
        assert!(!none.contains("@@"));
        let zero = CaptureCounts { device: [0].into(), ..CaptureCounts::default() };
        assert_eq!(support_block(&zero, true), none);
        let counts = CaptureCounts { device: [3, 1].into(), host_device: [2, 0].into() };
        let block = support_block(&counts, true);
        let noexcept_trait = "R(C::*)(OpFuncArgs...) noexcept>";
        assert!(block.contains(noexcept_trait));
        assert!(!support_block(&counts, false).contains(noexcept_trait));
        let at = |needle: &str| block.find(needle).unwrap_or(usize::MAX);
        assert!(at("struct __nv_dl_wrapper_t<Tag, F1> {") < at("struct __nv_dl_wrapper_t<Tag, F1, F2, F3> {"));
        assert!(at("OpFuncR(OpFuncArgs...)>\n") < at("OpFuncR(OpFuncArgs...), F1, F2>\n"));
        assert_eq!(block.matches("struct __nv_hdl_wrapper_t<").count(), 8);
    }
}
