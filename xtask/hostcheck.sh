#!/usr/bin/env bash
# `cargo xtask hostcheck [CASE_GLOB]`: does the host compiler accept cufe's
# host translation, the way nvcc compiles cudafe++'s?
#
# For every valid recorded case (one with a `.host` file): nvcc's own
# preprocessing (`nvcc -cuda --keep`, which also yields the fatbinary the
# stub includes), cufe on the preprocessed unit, then nvcc's host compile
# command with -fsyntax-only. Needs the oracle (`cargo xtask oracle`) and
# a built `target/release/cufe`. Prints one line per failing case and the
# count of accepted cases. A case whose own cudafe++ translation the host
# compiler rejects too (or where nvcc stops before the stub, on a device
# error) is counted apart, as `same`.
#
# It also checks that the preprocessed unit is as good an input as the
# source: on nvcc's `.cpp4.ii` cufe gives the diagnostics it gives on the
# raw `.cu` with its own preprocessor (none from the headers), and the user
# part of its host translation (`user_part.py`) is the same. Those
# mismatches are counted apart (`ii-vs-cu`).
set -uo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
bin=$(cargo run -q --release -p xtask -- oracle)
cufe=${CUFE:-${CARGO_TARGET_DIR:-$root/target}/release/cufe}
inc="$bin/../include"
export PATH="$bin:$PATH"
glob=${1:-*}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
pass=0
fail=0
inherent=0
same=0
differ=0
for host in "$root"/testsuite/conformance/$glob/*.host; do
  [[ -f $host ]] || continue
  case=${host%.host}
  name=$(basename "$case")
  dir="$work/$name"
  mkdir -p "$dir/keep"
  cp "$case.cu" "$dir/"
  flags=$(head -1 "$case.cu" | sed -n 's#^// FLAGS:##p')
  arch=-arch=sm_90
  [[ $flags == *-arch* ]] && arch=
  (cd "$dir" && nvcc -cuda $arch $flags --keep --keep-dir keep "$name.cu" -o "$name.ii" >/dev/null 2>&1)
  ii="$dir/keep/$name.cpp4.ii"
  if [[ ! -f $ii ]]; then
    echo "skip $name: nvcc did not preprocess it"
    continue
  fi
  cp "$dir/keep/$name.fatbin.c" "$dir/" 2>/dev/null || printf 'static const unsigned long long __fatDeviceText[] = {0};\n' >"$dir/$name.fatbin.c"
  cudafe_flags=()
  [[ $flags == *--extended-lambda* ]] && cudafe_flags+=(--extended-lambda)
  [[ $flags == *-rdc=true* ]] && cudafe_flags+=(-rdc=true)
  [[ $flags == *--expt-relaxed-constexpr* ]] && cudafe_flags+=(--expt-relaxed-constexpr)
  [[ $flags =~ (-std=c\+\+[0-9]+) ]] && cudafe_flags+=("${BASH_REMATCH[1]}")
  # Both runs name the same source path: it is hashed into the module id.
  cudafe_flags+=(--orig_src_path_name "$dir/$name.cu")
  if ! "$cufe" --preprocessed "${cudafe_flags[@]}" --orig_src_file_name "$name.cu" "$ii" \
      -o "$dir/$name.cudafe1.cpp" --stub-file "$dir/$name.cudafe1.stub.c" >"$dir/cufe.log" 2>&1; then
    echo "FAIL $name: cufe: $(head -1 "$dir/cufe.log")"
    fail=$((fail + 1))
    continue
  fi
  if ! (mkdir -p "$dir/cu" && cp "$case.cu" "$dir/cu/" && cd "$dir/cu" && "$cufe" "${cudafe_flags[@]}" "$name.cu" -o "$name.cudafe1.cpp" --stub-file "$name.cudafe1.stub.c" >cu.log 2>&1); then
    echo "ii-vs-cu $name: cufe on the .cu: $(head -1 "$dir/cu/cu.log")"
    differ=$((differ + 1))
  elif ! cmp -s "$dir/cufe.log" "$dir/cu/cu.log"; then
    echo "ii-vs-cu $name: other diagnostics on the preprocessed unit: $(diff "$dir/cufe.log" "$dir/cu/cu.log" | sed -n 2p)"
    differ=$((differ + 1))
  elif cmp -s <(python3 "$root/xtask/user_part.py" "$dir/$name.cudafe1.cpp" "$name") <(python3 "$root/xtask/user_part.py" "$dir/cu/$name.cudafe1.cpp" "$name"); then
    same=$((same + 1))
  else
    echo "ii-vs-cu $name: user parts differ"
    differ=$((differ + 1))
  fi
  std=c++17
  [[ $flags =~ -std=(c\+\+[0-9]+) ]] && std=${BASH_REMATCH[1]}
  gxx=(g++ -std=$std -D__CUDA_ARCH__=900 -D__CUDA_ARCH_LIST__=900 -fsyntax-only -x c++ -DCUDA_DOUBLE_MATH_FUNCTIONS -Wno-psabi
    -I"$inc" -isystem "$inc/cccl" -m64)
  if "${gxx[@]}" -I"$dir" "$dir/$name.cudafe1.cpp" >"$dir/gxx.log" 2>&1; then
    pass=$((pass + 1))
  elif [[ ! -f $dir/keep/$name.cudafe1.stub.c ]] || ! "${gxx[@]}" -I"$dir/keep" "$dir/keep/$name.cudafe1.cpp" >/dev/null 2>&1; then
    # nvcc stopped after cudafe++ (a device-side error), or the host
    # compiler rejects cudafe++'s own translation too: the case's
    # property, not cufe's.
    echo "same $name: cudafe++'s translation is not accepted either: $(grep -m1 'error' "$dir/gxx.log")"
    inherent=$((inherent + 1))
  else
    echo "FAIL $name: $(grep -m1 'error' "$dir/gxx.log")"
    fail=$((fail + 1))
  fi
done
echo "hostcheck: g++ accepted $pass of $((pass + fail)) host translations ($inherent more cases where it rejects cudafe++'s own)"
echo "hostcheck: the .cpp4.ii gave the .cu's diagnostics and user part for $same of $((same + differ)) cases"
[[ $fail -eq 0 && $differ -eq 0 ]]
