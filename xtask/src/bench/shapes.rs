//! `cargo xtask bench --shapes`: whether cufe's time grows linearly along
//! the dimensions the generated units do not stretch.
//!
//! `gen_tu.py` grows a unit by adding items of a fixed size, so a pass that
//! is quadratic in the length of one expression, the locals of one body or
//! the overloads of one name never shows there. Each shape below stretches
//! one such dimension; cufe runs on it at `n` and at `4n`, and the table
//! gives the growth exponent `log4(t(4n) / t(n))`: 1 is linear, 2 quadratic.
//! (Found this way and fixed: typing a chain of n operators asked again for
//! every operand, n²; each local of a body rescanned all the body's
//! tokens, declarations and locals, n².)

use std::fmt::Write as _;
use std::fs;
use std::process::{Command, Stdio};
use std::time::Instant;

use super::{median, render_table, Setup};

/// A dimension of a unit, and how to write a unit `n` long along it.
struct Shape {
    name: &'static str,
    /// What `n` counts.
    unit: &'static str,
    /// The smaller `n` timed (the larger is four times it).
    n: usize,
    write: fn(usize) -> String,
}

const SHAPES: &[Shape] = &[
    Shape { name: "long sums", unit: "terms per statement", n: 100, write: long_sums },
    Shape { name: "many locals", unit: "locals in one kernel", n: 4000, write: many_locals },
    Shape { name: "long statement list", unit: "statements in one kernel", n: 4000, write: many_statements },
    Shape { name: "nested blocks", unit: "nested ifs", n: 1000, write: nested_blocks },
    Shape { name: "overloads", unit: "overloads of one name", n: 1000, write: overloads },
    Shape { name: "&& chain", unit: "operands", n: 1000, write: and_chain },
    Shape { name: "kernels", unit: "kernels", n: 4000, write: kernels },
    Shape { name: "template launches", unit: "instances launched", n: 1000, write: template_launches },
];

pub(super) fn run(setup: &Setup, runs: usize) -> Result<(), String> {
    let header: Vec<String> = ["shape", "n counts", "n", "t(n) ms", "t(4n) ms", "exponent"].iter().map(|s| s.to_string()).collect();
    let mut body = Vec::new();
    for shape in SHAPES {
        let small = time_shape(setup, shape, shape.n, runs)?;
        let large = time_shape(setup, shape, 4 * shape.n, runs)?;
        let exponent = if small > 0.0 { (large / small).ln() / 4f64.ln() } else { f64::NAN };
        body.push(vec![shape.name.to_string(), shape.unit.to_string(), shape.n.to_string(), format!("{:.1}", small * 1e3), format!("{:.1}", large * 1e3), format!("{exponent:.2}")]);
    }
    println!("cufe (built-in preprocessor, with -o and --stub-file), median of {runs} run(s) per size; exponent log4(t(4n)/t(n)), 1 = linear:");
    print!("{}", render_table(&header, &body));
    Ok(())
}

/// Median wall seconds of cufe on the shape written `n` long.
fn time_shape(setup: &Setup, shape: &Shape, n: usize, runs: usize) -> Result<f64, String> {
    let stem = format!("shape_{}_{n}", shape.name.replace(|c: char| !c.is_ascii_alphanumeric(), "_"));
    let cu = setup.work.join(format!("{stem}.cu"));
    fs::write(&cu, (shape.write)(n)).map_err(|e| format!("error: cannot write {}: {e}", cu.display()))?;
    let mut samples = Vec::new();
    for _ in 0..runs {
        let start = Instant::now();
        let status = Command::new(&setup.cufe)
            .current_dir(&setup.work)
            .arg(&cu)
            .arg("-o")
            .arg(format!("{stem}.cudafe1.cpp"))
            .arg("--stub-file")
            .arg(format!("{stem}.cudafe1.stub.c"))
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .status()
            .map_err(|e| format!("error: cannot run {}: {e}", setup.cufe.display()))?;
        if !status.success() {
            return Err(format!("error: cufe failed on {} ({status})", cu.display()));
        }
        samples.push(start.elapsed().as_secs_f64());
    }
    median(&samples).ok_or_else(|| "error: no runs".to_string())
}

/// 200 statements, each a sum of `n` products.
fn long_sums(n: usize) -> String {
    let sum: Vec<String> = (0..n).map(|i| format!("a * {i}.0f")).collect();
    let mut unit = String::from("__global__ void k(float *o, float a) {\n");
    for j in 0..200 {
        let _ = writeln!(unit, "  o[{j}] = {};", sum.join(" + "));
    }
    unit + "}\n"
}

fn many_locals(n: usize) -> String {
    let mut unit = String::from("__global__ void k(float *o) {\n");
    for i in 0..n {
        let _ = writeln!(unit, "  float v{i} = o[{}] + {i}.0f;", i % 7);
    }
    unit + &format!("  o[0] = v0 + v{};\n}}\n", n - 1)
}

fn many_statements(n: usize) -> String {
    let mut unit = String::from("__global__ void k(float *o, int n) {\n");
    for i in 0..n {
        let _ = writeln!(unit, "  o[{}] += o[{}] * {i}.0f;", i % 13, i % 11);
    }
    unit + "}\n"
}

fn nested_blocks(n: usize) -> String {
    let mut unit = String::from("__global__ void k(int *o, int n) {\n");
    for i in 0..n {
        let _ = writeln!(unit, "if (n > {i}) {{ o[{}] = {i};", i % 7);
    }
    unit + &"}\n".repeat(n) + "}\n"
}

fn overloads(n: usize) -> String {
    let mut unit = String::new();
    for i in 0..n {
        let _ = writeln!(unit, "struct S{i} {{ int x; }};\n__device__ int f(S{i} s) {{ return s.x + {i}; }}");
    }
    unit + "__global__ void k(int *o) { S1 s; o[0] = f(s); }\n"
}

fn and_chain(n: usize) -> String {
    let chain: Vec<String> = (0..n).map(|i| format!("a != {i}")).collect();
    format!("__global__ void k(int *o, int a) {{ if ({}) o[0] = 1; }}\n", chain.join(" && "))
}

fn kernels(n: usize) -> String {
    (0..n).map(|i| format!("__global__ void k{i}(float *o, int n) {{ if (n > {i}) o[{}] = n; }}\n", i % 5)).collect()
}

fn template_launches(n: usize) -> String {
    let mut unit = String::from("template <typename T> __global__ void k(T *o) { }\n");
    for i in 0..n {
        let _ = writeln!(unit, "struct S{i} {{ int a; }};");
    }
    unit += "void h() {\n";
    for i in 0..n {
        let _ = writeln!(unit, "  k<S{i}><<<1, 1>>>(nullptr);");
    }
    unit + "}\n"
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Each shape's unit grows with `n` (so the exponent measures what it
    /// says) and is one cufe accepts: it has a kernel.
    #[test]
    fn shapes_grow_with_n_and_have_a_kernel() {
        for shape in SHAPES {
            let (small, large) = ((shape.write)(2), (shape.write)(8));
            assert!(large.len() > small.len(), "{}", shape.name);
            assert!(small.contains("__global__"), "{}", shape.name);
        }
    }
}
