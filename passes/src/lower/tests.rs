//! Unit tests of the expression printer against cudafe++'s spelling.

use super::emit::{Env, NameInfo, Printer};
use super::expr::{Parser, Range};
use super::out::Out;
use crate::lexer::lex;

struct TestEnv;

impl Env for TestEnv {
    fn name(&self, text: &str) -> NameInfo {
        match text {
            "f" | "g" => NameInfo { ty: Some(super::ty::Ty::Float), ..NameInfo::default() },
            "m" => NameInfo { managed: true, ..NameInfo::default() },
            "x" => NameInfo { member: true, ..NameInfo::default() },
            _ => NameInfo::default(),
        }
    }
    fn params(&self, callee: &str) -> Option<Vec<super::ty::Ty>> {
        use super::ty::Ty;
        (callee == "h").then(|| vec![Ty::ULong, Ty::Pointer, Ty::Float])
    }
    fn is_class_type(&self, text: &str) -> bool {
        text == "dim3"
    }
    fn is_dependent(&self, text: &str) -> bool {
        text == "T"
    }
    fn lambda(&self, p: &Printer<'_>, r: Range, out: &mut Out) {
        p.raw(r, out);
    }
}

fn print(src: &str) -> String {
    let toks = lex(src);
    let is_type = |n: &str| n == "T" || n == "dim3";
    let mut p = Parser::new(src, &toks, 0, toks.len(), &is_type);
    let e = p.expression();
    let env = TestEnv;
    let pr = Printer::new(src, &toks, &env);
    let mut out = Out::new();
    pr.expr(&e, None, &mut out);
    out.tail().to_string()
}

#[test]
fn operands_are_parenthesized() {
    assert_eq!(print("*p = add(*p, 1)"), "(*p) = add(*p, 1)");
    assert_eq!(print("o[0] = v.dot(v) + v.len2()"), "(o[0]) = (v.dot(v) + v.len2())");
    assert_eq!(print("x * o.x + x"), "((x) * (o.x)) + (x)");
    assert_eq!(print("c2[1][2]"), "(c2[1])[2]");
    assert_eq!(print("(void *)&dev"), "(void *)(&dev)");
}

#[test]
fn conversions_and_literals() {
    assert_eq!(print("f = 0"), "f = (0)");
    assert_eq!(print("g = 2.0f * f"), "g = ((2.0F) * f)");
    assert_eq!(print("k(1, 5ull)"), "k(1, 5ULL)");
}

#[test]
fn floating_literals_tie_to_even() {
    // 2916691.25f lies halfway between the two 8-digit spellings.
    assert_eq!(super::emit::literal_spelling("2916691.25f", Some(crate::lexer::TokKind::Number)), "2916691.2F");
    assert_eq!(super::emit::literal_spelling("2511772.25F", Some(crate::lexer::TokKind::Number)), "2511772.2F");
    assert_eq!(super::emit::literal_spelling("0.035f", Some(crate::lexer::TokKind::Number)), "0.035F");
    assert_eq!(super::emit::literal_spelling("1e10", Some(crate::lexer::TokKind::Number)), "1.0E10");
    assert_eq!(super::emit::literal_spelling("2.5e-4f", Some(crate::lexer::TokKind::Number)), "2.5E-4F");
}

#[test]
fn call_arguments_keep_their_literals() {
    // Seen with cudafe++ 13.5: `void h(unsigned long, int *, float)`.
    assert_eq!(print("h(0, nullptr, 2)"), "h(0, nullptr, 2)");
    assert_eq!(print("h(1u, 0, 2.0)"), "h(1U, 0, (2.0))");
    assert_eq!(print("h(f = 0, p, f)"), "h(f = (0), p, f)");
}

#[test]
fn launches_and_managed() {
    assert_eq!(print("k<<<1, 2>>>(p, m)"), "(__cudaPushCallConfiguration(1, 2)) ? (void)0 : k(p, (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m))))");
    assert_eq!(print("dim3(n)"), "((dim3)(n))");
    assert_eq!(print("T(1)"), "(T)1");
}

#[test]
fn runtime_c_typedefs_are_sorted() {
    // `redeclares_c_typedef` searches the list.
    assert!(super::RUNTIME_C_TYPEDEFS.windows(2).all(|w| w[0] < w[1]));
}

#[test]
fn runtime_builtin_typedefs_are_sorted() {
    // `runtime_builtin_typedef` searches the list.
    assert!(super::stub::RUNTIME_BUILTIN_TYPEDEFS.windows(2).all(|w| w[0].0 < w[1].0));
    assert!(super::stub::runtime_builtin_typedef("cudaStream_t").is_some());
    assert!(super::stub::runtime_builtin_typedef("cudaTextureObject_t") == Some("unsigned long long"));
    assert!(super::stub::runtime_builtin_typedef("uchar4").is_none());
}

#[test]
fn statement_expressions_stay_statements() {
    // A GNU statement expression is one primary: its braces are not an
    // initializer list (which printed `{int _v = 2, ;, _v, ;}`).
    let printed = print("({ int _v = 2; _v * _v; }) + 1");
    assert!(printed.starts_with("({") && printed.ends_with(") + 1") && !printed.contains(", ;"), "{printed}");
}

#[test]
fn mentions_answers_as_contains() {
    let texts = ["", "a", "operator<", "x::operator()", "__inline__ int f", "@ANON@::g", "@AN", "requires", "require", "oopoperator"];
    let words = ["operator", "__inline", "@ANON@", "requires", "o", ""];
    for text in texts {
        for word in words {
            assert_eq!(super::mentions(text, word), text.contains(word), "{text:?} {word:?}");
        }
    }
}
