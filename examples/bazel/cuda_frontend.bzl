"""`cufe_check`: checks CUDA translation units with cufe, as a persistent worker,
and writes each one's host translation (`.cudafe1.cpp`) and stub (`.cudafe1.stub.c`).

Each `.cu` in `srcs` is one action. Its arguments go through a params file
(`@file`, one argument per line), which is what lets Bazel hand them to a
long-lived `cufe --persistent_worker` as JSON work requests. Without workers
(`--strategy=CufeCheck=local`, remote execution) Bazel runs
`cufe @file` instead, and cufe expands the params file itself: the answer
is the same either way.
"""

def _cufe_check_impl(ctx):
    outputs = []
    for src in ctx.files.srcs:
        # What nvcc's cudafe++ step writes: the host translation and the
        # registration stub it includes. Under the target's name, so two
        # targets may check sources with the same base name.
        stem = src.basename[:-len(src.extension) - 1] if src.extension else src.basename
        host = ctx.actions.declare_file("%s/%s.cudafe1.cpp" % (ctx.label.name, stem))
        stub = ctx.actions.declare_file("%s/%s.cudafe1.stub.c" % (ctx.label.name, stem))
        args = ctx.actions.args()
        args.add("-arch=" + ctx.attr.arch)
        args.add("-std=" + ctx.attr.std)
        # Hermetic: the action reads only its declared inputs, whatever
        # CUDA toolkit the machine has.
        args.add("--preprocessor=builtin")
        args.add_all(ctx.attr.copts)
        args.add("-o", host)
        args.add("--stub-file", stub)
        args.add(src)

        # Workers need every per-action argument in a params file.
        args.use_param_file("@%s", use_always = True)
        args.set_param_file_format("multiline")
        ctx.actions.run(
            mnemonic = "CufeCheck",
            progress_message = "Checking CUDA attributes of %s" % src.short_path,
            executable = ctx.executable._cufe,
            arguments = [args],
            inputs = [src] + ctx.files.hdrs,
            outputs = [host, stub],
            execution_requirements = {
                "supports-workers": "1",
                "requires-worker-protocol": "json",
            },
        )
        outputs += [host, stub]
    return [DefaultInfo(files = depset(outputs))]

cufe_check = rule(
    implementation = _cufe_check_impl,
    doc = "Runs cufe (cudafe++'s CUDA front end) on each source: its checks, host translation and stub.",
    attrs = {
        "srcs": attr.label_list(allow_files = [".cu", ".ii"], mandatory = True),
        "hdrs": attr.label_list(allow_files = True, doc = "Headers the sources include."),
        "arch": attr.string(default = "sm_90"),
        "std": attr.string(default = "c++17"),
        "copts": attr.string_list(doc = "More cufe flags (-D, -I, --extended-lambda, ...)."),
        "_cufe": attr.label(
            default = Label("//:cufe"),
            executable = True,
            cfg = "exec",
        ),
    },
)
