"""Summarises a libFuzzer log: final cov/ft, and when each stopped growing.

usage: python3 Fuzz/plateau.py Fuzz/.work/<target>/fuzz.log
The log has no clock, so "when" is given in executions and as a share of the run.
"""
import re
import sys

LINE = re.compile(r"^#(\d+)\s+(\w+)\s+cov: (\d+) ft: (\d+) corp: (\d+)/(\S+).*?exec/s: (\d+)")


def main(path):
    rows = [m.groups() for m in map(LINE.match, open(path, errors="replace")) if m]
    if not rows:
        sys.exit(f"{path}: no status lines")
    last_cov = last_ft = None
    cov_at = ft_at = 0
    for execs, _, cov, ft, *_ in rows:
        if cov != last_cov:
            last_cov, cov_at = cov, int(execs)
        if ft != last_ft:
            last_ft, ft_at = ft, int(execs)
    inited = next((r for r in rows if r[1] == "INITED"), rows[0])
    final = rows[-1]
    total = int(final[0])
    stats = dict(re.findall(r"^stat::(\w+):\s+(\d+)", open(path, errors="replace").read(), re.M))
    print(f"seeds: cov {inited[2]} ft {inited[3]} corp {inited[4]}/{inited[5]}")
    print(f"final: cov {final[2]} ft {final[3]} corp {final[4]}/{final[5]}, {total} execs, "
          f"{stats.get('average_exec_per_sec', final[6])} exec/s")
    seeds_cov, final_cov = int(inited[2]), int(final[2])
    gained = max(final_cov - seeds_cov, 1)
    for share in (90, 99):
        at = next((int(r[0]) for r in rows if int(r[2]) - seeds_cov >= gained * share / 100), int(inited[0]))
        print(f"{share}% of the cov gained over the seeds reached at #{at} ({100 * at // max(total, 1)}% of the run)")
    print(f"cov last grew at #{cov_at} ({100 * cov_at // max(total, 1)}% of the run), "
          f"ft at #{ft_at} ({100 * ft_at // max(total, 1)}%)")


if __name__ == "__main__":
    main(sys.argv[1])
