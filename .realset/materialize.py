#!/usr/bin/env python3
"""Rebuild the working copies of real-set pairs from their recipes (files.tsv), out of the git mirrors.

usage: materialize.py [--mirrors DIR]... [--into DIR] PAIR_OR_SET_FOLDER...

Each pair folder (one holding key.json) may hold a files.tsv: one line per piece of a working copy,
tab-separated:

    owner/name   commit   path[:FIRST-LAST]   destination

- `path` is a file or a folder at that commit; `:FIRST-LAST` takes only those lines (1-based, inclusive)
  of a file, for pairs whose contract is an extract of a larger file.
- `destination` is relative to the pair's working copy (`contract/...` or `swift/...`). A folder is
  copied with its tree under the destination; pieces with the same destination file are joined in
  the order of the lines, so an extract of several declarations is several lines.
- Lines starting with `#` are comments.

The working copy of `.realset/wave21/gw2` goes to `<into>/wave21/gw2/` (default into: /work/realset-all),
with key.json (and corrections.json) beside contract/ and swift/. A mirror is the git directory that the
workplace's `fetch` tool leaves in `<mirrors>/owner+name/` (default /work/.mirror; several --mirrors are
searched in order, so a folder of stand-ins for repositories too large to fetch can follow). A mirror without the
recipe's commit uses its HEAD and says so; a missing mirror is reported, and an incomplete copy never
replaces a whole one built before. Exit 1 when any pair could not be built whole.
"""
import os, shutil, subprocess, sys

def git_dir(mirrors, repo):
    for folder in mirrors:
        base = os.path.join(folder, repo.replace("/", "+"))
        for cand in (os.path.join(base, "repo", ".git"), os.path.join(base, "repo"), base):
            if os.path.isfile(os.path.join(cand, "HEAD")):
                return cand
    return None

def git(gd, *args):
    return subprocess.run(["git", "--git-dir", gd, *args], capture_output=True)

def resolve_commit(gd, commit, notes):
    if git(gd, "cat-file", "-e", commit + "^{commit}").returncode == 0:
        return commit
    head = git(gd, "rev-parse", "HEAD").stdout.decode().strip()
    notes.append(f"commit {commit[:12]} not in the mirror; used HEAD {head[:12]}")
    return head

def build_pair(pair, rel, mirrors, into):
    recipe = os.path.join(pair, "files.tsv")
    if not os.path.isfile(recipe):
        return None
    out = os.path.join(into, rel)
    tmp = out + ".part"
    shutil.rmtree(tmp, ignore_errors=True)
    os.makedirs(tmp)
    for extra in ("key.json", "corrections.json", "contractkit.json"):
        if os.path.isfile(os.path.join(pair, extra)):
            shutil.copy(os.path.join(pair, extra), tmp)
    problems, notes, written = [], [], set()
    for n, line in enumerate(open(recipe, encoding="utf-8"), 1):
        line = line.rstrip("\n")
        if not line.strip() or line.startswith("#"):
            continue
        parts = line.split("\t")
        if len(parts) != 4:
            problems.append(f"files.tsv:{n}: expected 4 tab-separated columns")
            continue
        repo, commit, path, dest = parts
        gd = git_dir(mirrors, repo)
        if gd is None:
            problems.append(f"no mirror of {repo} (fetch github:{repo})")
            continue
        commit = resolve_commit(gd, commit, notes)
        span = None
        if ":" in path:
            path, rng = path.rsplit(":", 1)
            first, last = (int(x) for x in rng.split("-"))
            span = (first, last)
        kind = git(gd, "cat-file", "-t", f"{commit}:{path}").stdout.decode().strip()
        target = os.path.join(tmp, dest)
        if kind == "blob":
            data = git(gd, "show", f"{commit}:{path}").stdout
            if span:
                data = b"".join(data.splitlines(keepends=True)[span[0] - 1:span[1]])
            os.makedirs(os.path.dirname(target) or tmp, exist_ok=True)
            mode = "ab" if target in written else "wb"
            if mode == "ab":
                with open(target, "rb") as f:
                    if f.read()[-1:] not in (b"\n", b""):
                        data = b"\n" + data
            with open(target, mode) as f:
                f.write(data)
            written.add(target)
        elif kind == "tree":
            os.makedirs(target, exist_ok=True)
            archive = git(gd, "archive", "--format=tar", f"{commit}:{path}")
            subprocess.run(["tar", "-x", "-C", target], input=archive.stdout, check=True)
        else:
            problems.append(f"files.tsv:{n}: {path} is not at {commit[:12]} in {repo}")
    if problems and os.path.isdir(out):
        # An incomplete copy never replaces one that was built whole before.
        shutil.rmtree(tmp)
        notes.append("kept the working copy already there")
        return problems, notes
    shutil.rmtree(out, ignore_errors=True)
    os.rename(tmp, out)
    return problems, notes

def main(argv):
    mirrors, into, targets = [], "/work/realset-all", []
    it = iter(argv)
    for a in it:
        if a == "--mirrors":
            mirrors.append(next(it))
        elif a == "--into":
            into = next(it)
        else:
            targets.append(a)
    mirrors = mirrors or ["/work/.mirror"]
    here = os.path.dirname(os.path.abspath(__file__))
    failed = 0
    for t in targets:
        t = os.path.abspath(t)
        pairs = [t] if os.path.isfile(os.path.join(t, "key.json")) else sorted(
            os.path.join(t, d) for d in os.listdir(t) if os.path.isfile(os.path.join(t, d, "key.json")))
        for pair in pairs:
            rel = os.path.relpath(pair, here)
            result = build_pair(pair, rel, mirrors, into)
            if result is None:
                print(f"{rel}: no files.tsv", file=sys.stderr)
                failed = 1
                continue
            problems, notes = result
            for m in notes:
                print(f"{rel}: note: {m}", file=sys.stderr)
            for m in problems:
                print(f"{rel}: error: {m}", file=sys.stderr)
            failed |= bool(problems)
            print(f"{rel}: {'incomplete' if problems else 'built'}")
    return failed

if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
