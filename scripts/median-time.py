#!/usr/bin/env python3
"""Runs a command RUNS times (after one warm-up) and prints the median wall time in ms.
Output goes to /dev/null; a non-zero exit code other than those allowed fails.

usage: median-time.py RUNS ALLOWED_EXIT_CODES -- command args...
"""
import statistics
import subprocess
import sys
import time


def main():
    runs = int(sys.argv[1])
    allowed = {int(c) for c in sys.argv[2].split(",")}
    command = sys.argv[sys.argv.index("--") + 1:]
    times = []
    for i in range(runs + 1):
        start = time.perf_counter()
        code = subprocess.call(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        elapsed = (time.perf_counter() - start) * 1000
        if code not in allowed:
            sys.exit(f"command exited {code}: {' '.join(command)}")
        if i > 0:
            times.append(elapsed)
    print(f"{statistics.median(times):.1f}")


if __name__ == "__main__":
    main()
