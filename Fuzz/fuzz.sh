#!/usr/bin/env bash
# Builds and runs dialogc's libFuzzer targets. See FUZZING.md for what each target checks.
set -euo pipefail

HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
ROOT="$(cd "$HERE/.." && pwd)"
TARGETS=(json spec markup tokens lint font lsp)
# Findings, the growing corpus and logs: git-ignored (see .gitignore).
WORK="${DIALOGC_FUZZ_WORK:-$HERE/.work}"
# SwiftPM's scratch path for the instrumented build; separate from the root package's.
SCRATCH="${DIALOGC_FUZZ_SCRATCH:-$WORK/build}"
# Swift's crash backtracer reads the crashed process's memory in a way AddressSanitizer
# reports as a use-after-free, burying the real report; libFuzzer and ASan print the stack.
export SWIFT_BACKTRACE="${SWIFT_BACKTRACE:-enable=no}"
# LeakSanitizer reports the values of Swift's once-initialised statics (the embedded default
# tokens) as leaked at exit, which would turn every clean run into a "crash" with an empty
# input; a fuzz run's own leaks are not what these targets look for.
export ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=0}"

usage() {
    cat <<'USAGE'
usage: Fuzz/fuzz.sh <command> [arguments]

  build                      build every fuzz target (release, -sanitize=fuzzer,address)
  run <target> [seconds]     fuzz one target (default 600 s), seeded from Fuzz/Corpus/<target>
  run-all [seconds]          fuzz every target in turn, [seconds] each (default 600)
  minimize [<target> ...]    merge the work corpus into Fuzz/Corpus/<target>, keeping the
                             fewest inputs that cover every edge (-set_cover_merge=1)
  seed                       regenerate Fuzz/Corpus/<target> from the fixtures (run minimize after)
  replay <target> <file>...  run inputs once through a target (to check a fix)
  --help                     this text

Targets: json spec markup tokens lint font lsp
Work folder: Fuzz/.work (DIALOGC_FUZZ_WORK); scratch: $WORK/build (DIALOGC_FUZZ_SCRATCH).
Crashes and invariant failures land in $WORK/<target>/artifacts/ (the message of a broken
invariant starts "fuzz invariant"); minimise one with
  $WORK/build/release/fuzz-<target> -minimize_crash=1 -runs=100000 <file>
and keep it in Fuzz/Regressions/<target>/ so `swift test` replays it.
USAGE
}

die() { echo "fuzz.sh: $*" >&2; exit 2; }

is_target() { local t; for t in "${TARGETS[@]}"; do [[ "$t" == "$1" ]] && return 0; done; return 1; }

# Longest input per target: long enough for every fixture, short enough that the known
# slowness of laying out a huge message (being fixed separately) is not what we measure.
max_len() {
    case "$1" in
        json|lsp) echo 16384 ;;
        spec|tokens) echo 8192 ;;
        markup|lint) echo 4096 ;;
    esac
}

binary() { echo "$SCRATCH/release/fuzz-$1"; }

build() {
    # -sanitize=fuzzer,address applies to every Swift module of the build, so the root
    # package's libraries are instrumented for coverage too, not just the shims.
    # -parse-as-library: the shims have no top-level code and no @main; libFuzzer's own
    # main() is linked in.
    # ld.gold warns "Cannot export local symbol '__asan_...'" for every module; the
    # warning is harmless (the symbols stay local and ASan works), so it is filtered.
    swift build --package-path "$HERE" --scratch-path "$SCRATCH" -c release \
        -Xswiftc -sanitize=fuzzer,address -Xswiftc -parse-as-library 2>&1 \
        | grep -v "Cannot export local symbol '__asan" || true
    local t
    for t in "${TARGETS[@]}"; do
        [[ -x "$(binary "$t")" ]] || die "build failed: $(binary "$t") missing"
    done
}

need_binary() { [[ -x "$(binary "$1")" ]] || die "$(binary "$1") not built; run 'Fuzz/fuzz.sh build'"; }

run_target() {
    local target="$1" seconds="${2:-600}"
    is_target "$target" || die "unknown target '$target' (one of: ${TARGETS[*]})"
    need_binary "$target"
    local dir="$WORK/$target"
    mkdir -p "$dir/corpus" "$dir/artifacts"
    echo "fuzzing $target for ${seconds}s; log: $dir/fuzz.log" >&2
    # The first corpus folder receives new inputs; the committed seeds are only read.
    # -timeout=10: an input that takes longer is reported as a hang.
    # -detect_leaks=0: see ASAN_OPTIONS above.
    set +e
    "$(binary "$target")" "$dir/corpus" "$HERE/Corpus/$target" \
        -dict="$HERE/Dictionaries/$target.dict" -max_len="$(max_len "$target")" -timeout=10 \
        -rss_limit_mb=2048 -detect_leaks=0 -max_total_time="$seconds" -print_final_stats=1 \
        -artifact_prefix="$dir/artifacts/" >"$dir/fuzz.log" 2>&1
    local status=$?
    set -e
    grep -E "^#[0-9]+.*(INITED|DONE)|stat::|Done [0-9]+ runs" "$dir/fuzz.log" >&2 || true
    if [[ $status -ne 0 ]]; then
        echo "fuzz.sh: $target stopped with status $status; findings in $dir/artifacts/" >&2
        tail -n 40 "$dir/fuzz.log" >&2
        return $status
    fi
}

minimize() {
    local targets=("$@") t
    [[ ${#targets[@]} -gt 0 ]] || targets=("${TARGETS[@]}")
    for t in "${targets[@]}"; do
        is_target "$t" || die "unknown target '$t'"
        need_binary "$t"
        local merged="$WORK/$t/merged"
        rm -rf "$merged"; mkdir -p "$merged" "$WORK/$t/corpus"
        # Smallest set of inputs that covers every edge (-set_cover_merge, edges only with
        # -use_counters=0): the committed corpus stays small and quick to replay in the
        # tests, while the work corpus keeps every feature for the next run.
        "$(binary "$t")" -set_cover_merge=1 -use_counters=0 -max_len="$(max_len "$t")" -timeout=10 "$merged" "$HERE/Corpus/$t" "$WORK/$t/corpus" \
            >"$WORK/$t/merge.log" 2>&1 || { tail -n 20 "$WORK/$t/merge.log" >&2; die "merge of $t failed"; }
        rm -rf "$HERE/Corpus/$t"; mv "$merged" "$HERE/Corpus/$t"
        echo "$t: $(ls "$HERE/Corpus/$t" | wc -l) inputs, $(du -sk "$HERE/Corpus/$t" | cut -f1) KB" >&2
    done
}

replay() {
    local target="$1"; shift
    is_target "$target" || die "unknown target '$target'"
    need_binary "$target"
    "$(binary "$target")" -detect_leaks=0 -runs=1 "$@"
}

case "${1:---help}" in
    build) build ;;
    run) [[ $# -ge 2 ]] || die "run needs a target"; run_target "$2" "${3:-600}" ;;
    run-all)
        for t in "${TARGETS[@]}"; do run_target "$t" "${2:-600}"; done ;;
    minimize) shift; minimize "$@" ;;
    seed) python3 "$HERE/seed.py" "$ROOT" ;;
    replay) [[ $# -ge 3 ]] || die "replay needs a target and files"; shift; replay "$@" ;;
    -h|--help|help) usage ;;
    *) usage >&2; exit 2 ;;
esac
