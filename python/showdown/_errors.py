"""The package's own error: every refusal of `check`, `assert_conforms` and `serve` is one."""

from __future__ import annotations

__all__ = ["ShowdownError"]


class ShowdownError(RuntimeError):
    """showdown refused the call or could not judge the target.

    A refused call: an unknown game (the message lists the games), a target
    that cannot be checked or served, a manifest given options it declares
    itself. Could not judge: a usage error of `showdown check`, or a program
    that never answered.
    """
