#!/usr/bin/env python3
"""Checks docs/census.html in a real headless browser (Debian's chromium):
the page's filters, driven through the address (`census.html#game=omaha&
verdict=bugs&q=poker`, which the page reads at load), must show exactly the
rows whose data attributes match, and say how many; then, with
`--screenshots DIR`, takes the screenshots at 1280 and 390 pixels wide.

Standard library only. Exit status 0 when every filter showed what it should.

Run: python3 third-party/common/check_census_page.py [--screenshots docs/census-screenshots]
"""
import os
import re
import subprocess
import sys
import tempfile

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
PAGE = os.path.join(ROOT, "docs", "census.html")
ROW = re.compile(r'<tr data-game="([^"]*)" data-verdict="([^"]*)" data-lib="([^"]*)"([^>]*)>')


def chromium(*args):
    profile = tempfile.mkdtemp(prefix="census-chromium-")
    cmd = [
        "chromium", "--headless", "--no-sandbox", "--disable-gpu",
        "--disable-background-networking", "--disable-component-update", "--disable-sync",
        "--no-first-run", "--user-data-dir=" + profile,
    ] + list(args)
    return subprocess.run(cmd, capture_output=True, text=True, timeout=300)


def rows_of(html):
    """(game, verdict, lib, hidden) of each table row."""
    return [(g, v, l, "hidden" in rest) for g, v, l, rest in ROW.findall(html)]


def expected(rows, game="", verdict="", q=""):
    return [
        r for r in rows
        if (not game or game in r[0].split(", "))
        and (not verdict or r[1] == verdict)
        and (not q or q.lower() in r[2])
    ]


def main():
    with open(PAGE, encoding="utf-8") as f:
        static = rows_of(f.read())
    if not static:
        print("%s: no rows" % PAGE)
        return 1
    games = sorted({g for r in static for g in r[0].split(", ") if g != "—"})
    cases = [{}, {"verdict": "bugs"}, {"verdict": "conformant"}, {"verdict": "unavailable"}]
    cases += [{"game": g} for g in games]
    cases += [{"game": "holdem", "verdict": "bugs"}, {"q": "poker"}, {"game": "omaha", "q": "kit"}]
    failures = 0
    for case in cases:
        fragment = "&".join("%s=%s" % kv for kv in sorted(case.items()))
        url = "file://%s#%s" % (PAGE, fragment)
        ran = chromium("--virtual-time-budget=2000", "--dump-dom", url)
        dom = ran.stdout
        shown = [r for r in rows_of(dom) if not r[3]]
        want = expected(static, **case)
        said = re.search(r'<span id="shown"[^>]*>(\d+) of (\d+) rows shown</span>', dom)
        ok = (
            len(rows_of(dom)) == len(static)
            and [r[:3] for r in shown] == [r[:3] for r in want]
            and said is not None
            and int(said.group(1)) == len(want)
        )
        failures += not ok
        print("%-4s #%-28s shown %3d, expected %3d%s" % (
            "ok" if ok else "FAIL", fragment, len(shown), len(want),
            "" if said else " (no count on the page)"))
    if "--screenshots" in sys.argv:
        out = sys.argv[sys.argv.index("--screenshots") + 1]
        os.makedirs(out, exist_ok=True)
        for width, height, name in [(1280, 2000, "census-1280.png"), (390, 2400, "census-390.png"),
                                    (1280, 1400, "census-1280-bugs.png")]:
            url = "file://" + PAGE + ("#verdict=bugs" if "bugs" in name else "")
            path = os.path.join(out, name)
            ran = chromium("--hide-scrollbars", "--window-size=%d,%d" % (width, height),
                           "--virtual-time-budget=2000", "--screenshot=" + path, url)
            print("screenshot %s: %s" % (path, "written" if os.path.exists(path) else ran.stderr[-300:]))
    print("%d of %d filter views as expected" % (len(cases) - failures, len(cases)))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
