"""`cufe_check`: checks CUDA translation units with cufe, as a persistent worker.

Each `.cu` in `srcs` is one action. Its arguments go through a params file
(`@file`, one argument per line), which is what lets Bazel hand them to a
long-lived `cufe --persistent_worker` as JSON work requests. Without workers
(`--strategy=CufeCheck=local`, remote execution) Bazel runs
`cufe @file` instead, and cufe expands the params file itself: the answer
is the same either way.
"""

def _cufe_check_impl(ctx):
    stamps = []
    for src in ctx.files.srcs:
        # cufe writes no file yet (the host translation, `-o`, is still to
        # come), and an action needs an output: a directory, which Bazel
        # creates before the action runs, stands for "checked". Empty, so it
        # is the same bytes on every machine. Once `-o` lands, declare
        # `<name>.cudafe1.cpp` here instead.
        stamp = ctx.actions.declare_directory(src.basename + ".cufe")
        args = ctx.actions.args()
        args.add("-arch=" + ctx.attr.arch)
        args.add("-std=" + ctx.attr.std)
        args.add_all(ctx.attr.copts)
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
            outputs = [stamp],
            execution_requirements = {
                "supports-workers": "1",
                "requires-worker-protocol": "json",
            },
        )
        stamps.append(stamp)
    return [DefaultInfo(files = depset(stamps))]

cufe_check = rule(
    implementation = _cufe_check_impl,
    doc = "Runs cufe (cudafe++'s CUDA attribute checks) on each source.",
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
