#!/usr/bin/env bash
# xtask/realworld.sh SAMPLES_DIR WORK_DIR [--rerun]: a differential run of cufe
# against cudafe++ on real-world code, NVIDIA's cuda-samples (a work tree of
# github.com/NVIDIA/cuda-samples; Samples/*/*/*.cu, shared headers in Common/)
# or any other tree of programs, one per directory (HeCBench's src/: every .cu
# with its own directory, its include/ and the tree's include/ on the path).
#
# The conformance cases are small and written for one rule each; the samples
# are what users feed nvcc, so they exercise the host translation at scale
# (templates, thrust/cub/cooperative_groups, launches, lambdas). For every
# sample .cu nvcc preprocesses (`nvcc -cuda --keep`, which leaves the unit
# cudafe++ saw, `keep/NAME.cpp4.ii`, and cudafe++'s outputs), cufe runs on
# that same unit and the two host translations and stubs are compared:
#   - host: the user part (`user_part.py`), the part past the system headers,
#     diffed line by line; the header part is the headers echoed back and
#     would drown the signal;
#   - stub: whole, modulo the `__T<N>` temporaries (their numbers count
#     every temporary of the unit, headers included) and the module id.
# Writes WORK_DIR/NAME/{host.diff,stub.diff,cufe.log,...} per sample and one
# line per sample plus a summary to WORK_DIR/realworld.out (and stdout).
#
# Needs the oracle (`cargo xtask oracle`) with the CCCL headers next to it
# (`pip install nvidia-cuda-cccl` into the oracle's venv: nvcc.profile puts
# include/cccl on nvcc's path), else thrust/cub/cooperative_groups samples
# are skipped. --rerun reuses WORK_DIR's nvcc outputs (nvcc is most of the
# time; cufe is a fraction of a second per sample), e.g. after a cufe change.
#   CUFE  the cufe binary (default target/release/cufe)
set -uo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
usage="usage: $0 SAMPLES_DIR WORK_DIR [--rerun]"
[[ $# -ge 2 && $# -le 3 ]] || { echo "$usage" >&2; exit 2; }
rerun=false
if [[ $# -eq 3 ]]; then
  [[ $3 == --rerun ]] || { echo "$usage" >&2; exit 2; }
  rerun=true
fi
samples=$(cd "$1" && pwd) || exit 2
mkdir -p "$2" && work=$(cd "$2" && pwd) || exit 2
layout=generic
[[ -d $samples/Samples && -d $samples/Common ]] && layout=cuda-samples
cufe=${CUFE:-${CARGO_TARGET_DIR:-$root/target}/release/cufe}
[[ -x $cufe ]] || { echo "no cufe at $cufe (set CUFE)" >&2; exit 2; }
user_part=$root/xtask/user_part.py

# The oracle's install layout (xtask/src/oracle.rs, oracle/install.sh);
# looked up directly so that --rerun and an installed oracle need no cargo.
oracle=${CUFE_ORACLE_DIR:-${XDG_CACHE_HOME:-$HOME/.cache}/cufe-oracle}
bin=$(ls -d "$oracle"/venv/lib/python3*/site-packages/nvidia/cu13/bin 2>/dev/null | head -1)
if ! $rerun; then
  [[ -n $bin ]] || bin=$(cargo run -q --release -p xtask -- oracle) || exit 2
  export PATH="$bin:$PATH"
  [[ -d $bin/../include/cccl/cuda/std ]] ||
    echo "note: no CCCL headers in $bin/../include/cccl: samples using thrust/cub/cooperative_groups will be skipped" >&2
fi

# Dumps of a stub that are equal when only temporaries' numbers, the module
# id (also inside the `_INTERNAL_` names of internal entities) and the
# directory the stub was written to (cicc writes it to `keep/`) differ. Both
# sides hash the same path, so a module id that still differs shows in the
# host diff (`#define _NV_ANON_NAMESPACE`) rather than here.
normalize_stub() {
  sed -E -e 's/__T[0-9]+/__T/g' \
    -e 's/_(GLOBAL__N_|INTERNAL)_[0-9a-f]{8}_[0-9]+_[A-Za-z0-9_]+_[0-9a-f]{8}/_\1_MODULE_ID/g' \
    -e 's@^(# [0-9]+ ")keep/@\1@' "$1"
}

# The diagnostics of a log, one per line, as "FILE(LINE): KIND #N-D: TEXT"
# with FILE reduced to its base name (headers are named by path, which may
# be spelled differently), deduplicated.
diagnostics() {
  sed -nE 's@^(.*/)?([^/]*\([0-9]+\): (error|warning|remark)[^:]*: .*)$@\2@p' "$1" 2>/dev/null | sort -u
}

# A few samples keep their sources in src/ and headers in inc/ beside it.
sample_dir() {
  local d=${1%/*}
  [[ ${d##*/} == src && -d ${d%/*}/inc ]] && d=${d%/*}
  echo "$d"
}

# Samples share stems (main.cu, several *_kernel.cu): those get their
# sample's name in front, so every sample has a work directory of its own.
if [[ $layout == cuda-samples ]]; then
  mapfile -t units < <(find "$samples/Samples" -name '*.cu' -type f | sort)
else
  mapfile -t units < <(find "$samples" -name '*.cu' -type f | sort)
fi
declare -A stem_count=()
for cu in "${units[@]}"; do
  stem=$(basename "$cu" .cu)
  stem_count[$stem]=$((${stem_count[$stem]:-0} + 1))
done

declare -A used_name=()
out=$work/realworld.out
: >"$out"
report() { echo "$*" | tee -a "$out"; }
n=0 diff_total=0 same_host=0 same_stub=0 skipped=0 noref=0 failed=0 extra_diag=0 missing_diag=0
for cu in "${units[@]}"; do
  stem=$(basename "$cu" .cu)
  src_dir=$(dirname "$cu")
  top=$(sample_dir "$cu")
  name=$stem
  [[ ${stem_count[$stem]} -gt 1 ]] && name=$(basename "$top").$stem
  # (Programs that keep their code in `src/` share that much too: their
  # own directory's name comes first, `prog-cuda.src.main`.)
  [[ -n ${used_name[$name]:-} ]] && name=$(basename "$(dirname "$top")").$name
  used_name[$name]=1
  inc=()
  [[ $top != "$src_dir" ]] && inc=(-I "$top/inc")
  # The program's own directory comes first: a quoted include must not
  # find another program's header of the same name.
  if [[ $layout == cuda-samples ]]; then
    paths=(-I "$samples/Common" -I "$src_dir")
  else
    paths=(-I "$src_dir")
    [[ -d $src_dir/include ]] && paths+=(-I "$src_dir/include")
    [[ -d $samples/include ]] && paths+=(-I "$samples/include")
  fi
  dir=$work/$name
  ii=$dir/keep/$stem.cpp4.ii
  if ! $rerun; then
    rm -rf "$dir"
    mkdir -p "$dir/keep"
    cp "$cu" "$dir/"
    # The sample's own directory is on the path because the .cu is copied
    # alone and most samples include their headers with quotes.
    # -v: nvcc echoes each step before running it, which tells cudafe++'s
    # diagnostics from cicc's (the same front end, compiling the device side).
    (cd "$dir" && timeout 900 nice -n 10 nvcc -v -cuda -arch=sm_90 -std=c++17 --keep --keep-dir keep \
      "${paths[@]}" "${inc[@]}" "$stem.cu" -o "$stem.ii" >nvcc.log 2>&1)
  fi
  if grep -q '^#\$ cudafe++ ' "$dir/nvcc.log" 2>/dev/null; then
    awk '/^#\$ cudafe\+\+ /{on=1; next} /^#\$ /{on=0} on' "$dir/nvcc.log" >"$dir/cudafe.log"
  else
    cp "$dir/nvcc.log" "$dir/cudafe.log" 2>/dev/null # a WORK_DIR made without -v
  fi
  if [[ ! -f $ii ]]; then
    report "skip $name: nvcc did not preprocess it: $(grep -m1 -E 'error|fatal' "$dir/nvcc.log" 2>/dev/null)"
    skipped=$((skipped + 1))
    continue
  fi
  # nvcc hands cudafe++ the absolute path of the .cu in the directory it
  # runs in; cufe gets the same one so that the module ids hash alike. The
  # outputs carry cudafe++'s names because the host translation names (and
  # includes) its stub.
  rm -f "$dir/$stem.cudafe1.cpp" "$dir/$stem.cudafe1.stub.c"
  timeout 600 nice -n 10 "$cufe" --preprocessed -std=c++17 --orig_src_file_name "$stem.cu" \
    --orig_src_path_name "$dir/$stem.cu" "$ii" \
    -o "$dir/$stem.cudafe1.cpp" --stub-file "$dir/$stem.cudafe1.stub.c" >"$dir/cufe.log" 2>&1
  rc=$?
  notes=()
  # Exit 2 is cufe reporting errors; a fair outcome if cudafe++ did too.
  if [[ $rc -ne 0 ]]; then
    notes+=("cufe-exit=$rc:$(grep -m1 -E 'panick|error' "$dir/cufe.log" | cut -c1-120)")
    failed=$((failed + 1))
  fi
  extra=$(comm -23 <(diagnostics "$dir/cufe.log") <(diagnostics "$dir/cudafe.log") | wc -l)
  missing=$(comm -13 <(diagnostics "$dir/cufe.log") <(diagnostics "$dir/cudafe.log") | wc -l)
  if [[ $extra -gt 0 ]]; then
    notes+=("extra-diagnostics=$extra")
    extra_diag=$((extra_diag + 1))
  fi
  if [[ $missing -gt 0 ]]; then
    notes+=("missing-diagnostics=$missing")
    missing_diag=$((missing_diag + 1))
  fi

  ref=$dir/keep/$stem.cudafe1.cpp
  if [[ ! -f $ref ]] || ! python3 "$user_part" "$ref" "$stem" >"$dir/ref.user" 2>/dev/null; then
    # cudafe++ stopped on an error: nothing to compare, only cufe's verdict.
    report "$name noref ${notes[*]}"
    noref=$((noref + 1))
    continue
  fi
  n=$((n + 1))
  python3 "$user_part" "$dir/$stem.cudafe1.cpp" "$stem" >"$dir/got.user" 2>/dev/null || : >"$dir/got.user"
  diff "$dir/ref.user" "$dir/got.user" >"$dir/host.diff"
  lines=$(grep -c '^[<>]' "$dir/host.diff")
  diff_total=$((diff_total + lines))
  host=differ
  [[ $lines -eq 0 ]] && host=same && same_host=$((same_host + 1))
  stub=differ
  refstub=$dir/keep/$stem.cudafe1.stub.c
  if [[ ! -f $refstub ]]; then
    stub=noref # cicc stopped (a device-side error) before writing it
  elif [[ -f $dir/$stem.cudafe1.stub.c ]] &&
      diff <(normalize_stub "$refstub") <(normalize_stub "$dir/$stem.cudafe1.stub.c") >"$dir/stub.diff"; then
    stub=same
    same_stub=$((same_stub + 1))
  fi
  report "$name diff=$lines host=$host stub=$stub${notes[*]:+ ${notes[*]}}"
done
report "$n samples, host diff lines $diff_total, identical host $same_host, identical stub $same_stub"
report "($skipped skipped: not preprocessed; $noref without a cudafe++ translation; cufe exited non-zero on $failed; diagnostics only cufe gave on $extra_diag, only cudafe++ gave on $missing_diag; details in NAME/{cufe,cudafe}.log)"
