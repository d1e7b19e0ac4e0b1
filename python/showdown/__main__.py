"""`python -m showdown serve module:function [--game GAME]`: serve a function over the protocol."""

from __future__ import annotations

import argparse
import os
import sys
from typing import List, Optional

from ._check import load_function
from ._protocol import DEFAULT_GAME
from ._serve import GAMES, serve


def _version() -> str:
    try:
        from importlib.metadata import version

        return version("showdown-poker")
    except Exception:  # noqa: BLE001 - not installed as a distribution
        return "unknown"


def main(argv: Optional[List[str]] = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m showdown",
        description="Python helpers of showdown, the conformance suite for poker hand evaluators. "
        "The checks themselves: the `showdown` command.",
    )
    sub = parser.add_subparsers(dest="command", required=True)
    s = sub.add_parser(
        "serve",
        help="answer showdown's line protocol with a Python function",
        description="Reads one hand per line on stdin and answers each with FUNCTION's verdict "
        "(see help(showdown.serve)). Point showdown at it: showdown check --cmd "
        "'python -m showdown serve mymodule:evaluate' --cards 5,7 --strength",
    )
    s.add_argument("function", metavar="MODULE:FUNCTION", help="the evaluator, e.g. mymodule:evaluate")
    s.add_argument("--game", default=DEFAULT_GAME, choices=list(GAMES), help=f"the game (default: {DEFAULT_GAME})")
    s.add_argument("--version", action="store_true", help="print the versions of showdown-poker and Python, then exit")
    args = parser.parse_args(argv)
    try:
        fn = load_function(args.function)
    except Exception as e:  # noqa: BLE001 - a clear message, not a traceback
        print(f"python -m showdown serve: cannot load {args.function}: {type(e).__name__}: {e}", file=sys.stderr)
        return 2
    if args.version:
        print(f"showdown-poker {_version()} serve, Python {sys.version.split()[0]}")
        return 0
    try:
        serve(fn, args.game)
    except (BrokenPipeError, KeyboardInterrupt):
        # showdown stopped reading, or Ctrl-C: leave quietly, without a traceback
        # (and without another BrokenPipeError when Python flushes stdout at exit).
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
