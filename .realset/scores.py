#!/usr/bin/env python3
"""One line per pair of errors / true / drifts / found (score.py --corrected --per-swift) for one audit run,
and the totals the issues report: waves 1-16 (tuning, held-out, new, wave4-wave16), each later wave, OpenAPI,
and all TypeScript pairs.

usage: scores.py NAME.json [WORKING_COPIES]    (default /work/realset-all; NAME.json as run.sh wrote it)
Compare with scores-<commit>.tsv, the same table for a commit's binary: a rebuilt set that gives the same
lines was rebuilt exactly.
"""
import contextlib, io, os, re, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import score

def main(argv):
    name, root = argv[0], argv[1] if len(argv) > 1 else "/work/realset-all"
    rows, groups = [], {}
    def wave(s):
        m = re.match(r"wave(\d+)$", s)
        return int(m.group(1)) if m else (1 if s in ("tuning", "held-out", "new") else None)
    for s in sorted(os.listdir(root), key=lambda s: (wave(s) or 99, s)):
        folder = os.path.join(root, s)
        if s.startswith(".") or not os.path.isdir(folder):
            continue
        for p in sorted(os.listdir(folder)):
            if not os.path.exists(os.path.join(folder, p, "key.json")):
                continue
            with contextlib.redirect_stdout(io.StringIO()):
                r = score.score(os.path.join(folder, p), name, True, True)
            if r is None:
                rows.append(f"{s}\t{p}\tmissing")
                continue
            c = (r["errors"], r["true"], r["drifts"], r["found"])
            rows.append(f"{s}\t{p}\t" + "\t".join(map(str, c)))
            w = wave(s)
            keys = ["openapi"] if s == "openapi" else (["waves 1-16"] if w is not None and w <= 16 else [s]) + ["all TypeScript"]
            for k in keys:
                g = groups.setdefault(k, [0, 0, 0, 0])
                for i in range(4): g[i] += c[i]
    print("set\tpair\terrors\ttrue\tdrifts\tfound")
    print("\n".join(rows))
    for k, (e, t, d, f) in groups.items():
        print(f"# {k}: errors {e} true {t} P {t / e if e else 1:.3f} · drifts {d} found {f} R {f / d if d else 1:.3f}")

if __name__ == "__main__":
    main(sys.argv[1:])
