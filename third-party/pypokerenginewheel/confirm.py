#!/usr/bin/env python3
"""Confirms what `showdown check --manifest third-party/pypokerenginewheel/pypokerenginewheel.toml`
reports on PyPokerEngineWheel 1.0.1 (PyPokerEngine 1.0.1 republished as a wheel; the same module), calling `HandEvaluator` directly (no adapter).

Run: third-party/.venv-apart/bin/python third-party/pypokerenginewheel/confirm.py
"""
import os
import runpy

# The same module, the same findings: the original's direct calls, run under
# this distribution's environment.
runpy.run_path(
    os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "pypokerengine", "confirm.py"),
    run_name="__main__",
)
