#!/usr/bin/env python3
"""Times two builds of the same command, alternating run by run (after one warm-up each),
so both see the same moments of a machine whose speed swings; prints both medians in ms.

usage: median-time-ab.py RUNS ALLOWED_EXIT_CODES BASELINE_BIN -- BIN args...
       (the baseline runs the same arguments with BASELINE_BIN in place of BIN)
A baseline that cannot run the case (an older build that rejects a newer option or config
key) prints "-" for its median; this build failing is an error.
"""
import statistics
import subprocess
import sys
import time


def timed(command, allowed, fatal=True):
    start = time.perf_counter()
    code = subprocess.call(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    elapsed = (time.perf_counter() - start) * 1000
    if code not in allowed:
        if fatal:
            sys.exit(f"command exited {code}: {' '.join(command)}")
        return None
    return elapsed


def main():
    runs = int(sys.argv[1])
    allowed = {int(c) for c in sys.argv[2].split(",")}
    baseline_bin = sys.argv[3]
    command = sys.argv[sys.argv.index("--") + 1:]
    baseline = [baseline_bin] + command[1:]
    ours, theirs = [], []
    baseline_runs = timed(baseline, allowed, fatal=False) is not None
    for i in range(runs + 1):
        b = timed(baseline, allowed) if baseline_runs else None
        a = timed(command, allowed)
        if i > 0:
            theirs.append(b)
            ours.append(a)
    print(f"{statistics.median(ours):.1f} " + (f"{statistics.median(theirs):.1f}" if baseline_runs else "-"))


if __name__ == "__main__":
    main()
