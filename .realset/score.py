#!/usr/bin/env python3
"""Score contractkit audit JSON against hand keys (see README.md in this folder).

usage: score.py [--audit before.json] [--corrected] [--per-swift] FOLDER...
FOLDER is one pair folder (holding key.json) or a folder of pair folders.
--corrected applies the pair's corrections.json (keying mistakes found after the first run, each with its reason:
"add" drifts the key missed, "remove" drifts that are not drift, "pairs" pairs the key missed); without it the frozen
key is scored as written.
An error finding whose contract type+field matches a keyed drift is a true error; any other error is false.
Recall = drifts matched by an error or warning finding (same contract type and field) / all drifts.
Precision = true errors / all errors.
Findings repeated with the same fingerprint count once (the count of repeats is printed).
Contract type names are compared without the module qualifier the audit adds ("plan.Plan" -> "Plan").
--per-swift counts one drift per Swift type and wire field (the convention in README.md): keyed drifts of contract
types the key pairs with the same Swift type, on the same field, are one drift (a base and the type that extends it,
both decoded into one struct, drop one field once), and a finding on any of those contract types matches it.
"""
import json, os, sys
from collections import Counter, defaultdict

CAUSES = ["unpaired", "wrong-pair", "wrong-direction", "union-arm", "nested-object", "other"]


def last(name):
    return (name or "").split(".")[-1]


def ctype(name):
    """Contract type name without the module qualifier the audit adds when a contract has several modules
    ("base-event.BaseEvent" -> "BaseEvent"). Key names are written unqualified."""
    return (name or "").rsplit(".", 1)[-1]


def fkeys(f):
    """Every (type, field) a finding may be keyed as: the type without its module qualifier,
    and for an inline object ("Parent.sharing" + "twitter") the parent with a dotted field path
    ("Parent", "sharing.twitter"), with or without a leading module qualifier, or the path as written."""
    t, field = f.get("type") or "", f.get("field")
    keys = [(ctype(t), field)]
    # A key may name an inline object by its path, as the audit does ("Parent.grades" + "html_url").
    if "." in t:
        keys.append((t, field))
    parts = t.split(".")
    for start in range(len(parts) - 1):
        path = ".".join(parts[start + 1:] + ([field] if field else []))
        keys.append((parts[start], path))
    return keys


def fkey(f):
    return fkeys(f)[0]


def matched(f, dkeys):
    return any(k in dkeys for k in fkeys(f))


class Groups:
    """Keyed drifts as the drifts to fix. Without --per-swift each (type, field) is its own drift; with it, the drifts
    of contract types the key pairs with one Swift type are grouped by that Swift type and field."""

    def __init__(self, key, per_swift):
        self.swift_of = defaultdict(set)
        if per_swift:
            for p in key.get("pairs", []):
                self.swift_of[p["contract"]].add(last(p["swift"]))

    def ids(self, type_name, field):
        """The group ids a (contract type, field) belongs to."""
        swifts = self.swift_of.get(type_name)
        if swifts:
            return {("swift", s, field) for s in swifts}
        return {("type", type_name, field)}

    def of_drift(self, d):
        return min(self.ids(d["type"], d["field"]))

    def of_finding(self, f):
        return {g for t, field in fkeys(f) for g in self.ids(t, field)}


def pair_status(key, audit):
    corr = {ctype(c.get("contract")): c for c in audit.get("correspondences", [])}
    out = []
    for p in key.get("pairs", []):
        c = corr.get(p["contract"])
        if c is None:
            out.append((p, "unpaired", None))
        elif c.get("swift") == p["swift"] or last(c.get("swift")) == last(p["swift"]):
            out.append((p, "ok", c))
        else:
            out.append((p, "wrong-pair", c))
    return out


def corrected(key, folder):
    """The key with the pair's corrections.json applied (the frozen key.json itself is never edited)."""
    path = os.path.join(folder, "corrections.json")
    if not os.path.exists(path):
        return key
    fix = json.load(open(path))
    gone = {(d["type"], d["field"]) for d in fix.get("remove", [])}
    drifts = [d for d in key.get("drifts", []) if (d["type"], d["field"]) not in gone]
    have = {(d["type"], d["field"]) for d in drifts}
    drifts += [d for d in fix.get("add", []) if (d["type"], d["field"]) not in have]
    pairs = key.get("pairs", []) + fix.get("pairs", [])
    return dict(key, drifts=drifts, pairs=pairs)


def score(folder, audit_name, apply_corrections=False, per_swift=False):
    key = json.load(open(os.path.join(folder, "key.json")))
    if apply_corrections:
        key = corrected(key, folder)
    path = os.path.join(folder, audit_name)
    if not os.path.exists(path) or os.path.getsize(path) == 0:
        return None
    audit = json.load(open(path))
    drifts = key.get("drifts", [])
    dkeys = {(d["type"], d["field"]) for d in drifts}
    raw = audit.get("findings", [])
    findings, fps = [], set()
    for f in raw:  # a finding repeated with the same fingerprint counts once; the repeats are reported
        fp = f.get("fingerprint")
        if fp is not None and fp in fps:
            continue
        fps.add(fp)
        findings.append(f)
    groups = Groups(key, per_swift)
    if per_swift:  # one drift per group; its first keyed drift stands for it
        first = {}
        for d in drifts:
            first.setdefault(groups.of_drift(d), d)
        drifts = list(first.values())
    gkeys = {groups.of_drift(d) for d in drifts}

    def is_true(f):
        return matched(f, dkeys) or bool(groups.of_finding(f) & gkeys)

    errors = [f for f in findings if f.get("severity") == "error"]
    true_errors = [f for f in errors if is_true(f)]
    false_errors = [f for f in errors if not is_true(f)]
    reported = [f for f in findings if f.get("severity") in ("error", "warning")]
    seen = {k for f in reported for k in fkeys(f)}
    seen_groups = {g for f in reported for g in groups.of_finding(f)}
    found = [d for d in drifts if (d["type"], d["field"]) in seen or groups.of_drift(d) in seen_groups]
    misses = [d for d in drifts if not ((d["type"], d["field"]) in seen or groups.of_drift(d) in seen_groups)]
    return dict(name=os.path.basename(os.path.normpath(folder)), repeats=len(raw) - len(findings), errors=len(errors), true=len(true_errors),
                false_errors=false_errors, drifts=len(drifts), found=len(found), misses=misses,
                pairs=pair_status(key, audit))


def ratio(a, b):
    return "n/a" if b == 0 else "%.2f" % (a / b)


def gate(r):
    """What a default CI gate (exit 1 on any error) would do, against what the key says it should."""
    if r["errors"]:
        return "exit 1 (right: key has drift)" if r["drifts"] else "exit 1 (WRONG: key has no drift)"
    return "exit 0 (WRONG: key has drift)" if r["drifts"] else "exit 0 (right)"


def report(r):
    print("== %s" % r["name"])
    print("  errors %d  true errors %d  precision %s  drifts %d  found %d  recall %s  gate %s" % (
        r["errors"], r["true"], ratio(r["true"], r["errors"]), r["drifts"], r["found"],
        ratio(r["found"], r["drifts"]), gate(r)))
    if r["repeats"]:
        print("  note: %d findings repeated with the same fingerprint were counted once" % r["repeats"])
    bad = [(p, s, c) for p, s, c in r["pairs"] if s != "ok"]
    if bad:
        print("  key pairs not matched by correspondences:")
        for p, s, c in bad:
            got = (" (audit: %s, %s)" % (c.get("swift"), c.get("method"))) if c else ""
            print("    %s -> %s: %s%s" % (p["contract"], p["swift"], s, got))
    if r["misses"]:
        by = defaultdict(list)
        for d in r["misses"]:
            by[d.get("cause", "other")].append(d)
        print("  misses by cause:")
        for cause in CAUSES + sorted(set(by) - set(CAUSES)):
            for d in by.get(cause, []):
                print("    [%s] %s.%s (%s)" % (cause, d["type"], d["field"], d.get("kind", "")))
    if r["false_errors"]:
        print("  false errors:")
        for f in r["false_errors"]:
            print("    %s.%s %s: %s" % (f.get("type"), f.get("field"), f.get("rule"), f.get("message", "")[:140]))


def main(argv):
    audit_name = "before.json"
    if "--audit" in argv:
        i = argv.index("--audit")
        audit_name = argv[i + 1]
        argv = argv[:i] + argv[i + 2:]
    apply_corrections = "--corrected" in argv
    per_swift = "--per-swift" in argv
    argv = [a for a in argv if a not in ("--corrected", "--per-swift")]
    folders = []
    for a in argv or ["."]:
        if os.path.exists(os.path.join(a, "key.json")):
            folders.append(a)
        else:
            folders += sorted(os.path.join(a, d) for d in os.listdir(a)
                              if os.path.exists(os.path.join(a, d, "key.json")))
    tot = Counter()
    causes = Counter()
    scored = 0
    for f in folders:
        r = score(f, audit_name, apply_corrections, per_swift)
        if r is None:
            print("== %s: no %s (or empty)" % (os.path.basename(os.path.normpath(f)), audit_name))
            continue
        report(r)
        scored += 1
        for k in ("errors", "true", "drifts", "found"):
            tot[k] += r[k]
        for d in r["misses"]:
            causes[d.get("cause", "other")] += 1
    print("== TOTAL (%d folders scored)" % scored)
    print("  errors %d  true errors %d  precision %s  drifts %d  found %d  recall %s" % (
        tot["errors"], tot["true"], ratio(tot["true"], tot["errors"]), tot["drifts"], tot["found"],
        ratio(tot["found"], tot["drifts"])))
    print("  misses by cause: " + ", ".join("%s %d" % (c, causes[c]) for c in CAUSES + sorted(set(causes) - set(CAUSES)) if causes[c]))


if __name__ == "__main__":
    main(sys.argv[1:])
