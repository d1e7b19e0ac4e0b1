"""`check` and `assert_conforms`: run the bundled `showdown check` from Python."""

from __future__ import annotations

import importlib
import json
import os
import re
import shlex
import shutil
import subprocess
import sys
import sysconfig
from typing import Any, Callable, Dict, List, Optional, Sequence, Tuple, Union

from ._errors import ShowdownError
from ._protocol import DEFAULT_GAME, game_of
from ._serve import format_answer, parse_request
from .report import Report

__all__ = [
    "BinaryNotFound",
    "ShowdownError",
    "Target",
    "assert_conforms",
    "check",
    "find_binary",
    "load_function",
]

#: What `check` accepts: a function (or "module:function"), a command (a
#: string or a list of words), or the path of a TOML manifest.
Target = Union[Callable[..., Any], str, Sequence[str], "os.PathLike[str]"]

_FUNCTION_SPEC = re.compile(r"[A-Za-z_][\w.]*:[A-Za-z_][\w.]*")
_EXE = ".exe" if os.name == "nt" else ""


class BinaryNotFound(ShowdownError, FileNotFoundError):
    """The `showdown` binary is neither beside this package's scripts nor on PATH."""


def find_binary() -> str:
    """The path of the `showdown` binary to run.

    Looked for, in order: the `SHOWDOWN_BINARY` environment variable; the
    scripts folder of this Python environment (where installing the wheel puts
    it); the user scripts folder (`pip install --user`); then `PATH`.
    Raises `BinaryNotFound` saying where it looked.
    """
    override = os.environ.get("SHOWDOWN_BINARY")
    if override:
        if not os.access(override, os.X_OK):
            raise BinaryNotFound(f"SHOWDOWN_BINARY={override} is not an executable file")
        return override
    looked: List[str] = []
    schemes = [None, f"{os.name}_user"]
    for scheme in schemes:
        try:
            scripts = sysconfig.get_path("scripts", scheme) if scheme else sysconfig.get_path("scripts")
        except KeyError:
            continue
        if not scripts:
            continue
        candidate = os.path.join(scripts, "showdown" + _EXE)
        looked.append(candidate)
        if os.path.isfile(candidate) and os.access(candidate, os.X_OK):
            return candidate
    found = shutil.which("showdown")
    if found:
        return found
    raise BinaryNotFound(
        "the showdown binary was not found: looked at "
        + ", ".join(looked)
        + " and on PATH. Install the showdown wheel into this environment "
        "(python/README.md: build it with maturin), or set SHOWDOWN_BINARY to the binary's path."
    )


def load_function(spec: str) -> Callable[..., Any]:
    """Imports `"module:function"` (the function part may be dotted: `"mod:Class.method"`)."""
    module_name, sep, attr = spec.partition(":")
    if not sep or not module_name or not attr:
        raise ValueError(f"{spec!r} is not module:function")
    if "" not in sys.path and os.getcwd() not in sys.path:
        sys.path.insert(0, os.getcwd())
    obj: Any = importlib.import_module(module_name)
    for part in attr.split("."):
        obj = getattr(obj, part)
    if not callable(obj):
        raise TypeError(f"{spec} is not callable")
    function: Callable[..., Any] = obj
    return function


def _caller_globals() -> Optional[Dict[str, Any]]:
    """The globals of the first frame outside this package: the module that called check."""
    frame = sys._getframe(1)
    while frame is not None and frame.f_globals.get("__name__", "").split(".")[0] == "showdown":
        frame = frame.f_back
    return frame.f_globals if frame is not None else None


def _module_name_of(fn: Callable[..., Any]) -> Optional[str]:
    """`module:variable` for a function bound at the top level of a module, by that name.

    A factory's function (`make_evaluator.<locals>.evaluate`) or a lambda has no
    importable name of its own; bound to a variable at the top level of the calling
    module (`fast = make_evaluator()`) or of its own module, that variable is its name,
    the one its author knows, and another process imports it by it.
    """
    places: List[Dict[str, Any]] = []
    caller = _caller_globals()
    if caller is not None:
        places.append(caller)
    own = sys.modules.get(getattr(fn, "__module__", None) or "")
    if own is not None:
        places.append(vars(own))
    for space in places:
        module = space.get("__name__")
        if not module or module == "__main__":
            continue
        names = [k for k, v in list(space.items()) if v is fn and not k.startswith("_")]
        if names:
            name = getattr(fn, "__name__", "")
            return f"{module}:{name if name in names else sorted(names)[0]}"
    return None


def _function_spec(fn: Callable[..., Any]) -> str:
    module = getattr(fn, "__module__", None)
    qualname = getattr(fn, "__qualname__", None)
    if module and qualname and "<" not in qualname:
        if module == "__main__":
            raise ShowdownError(
                f"{qualname} is defined in __main__, which another process cannot import: "
                "put it in a module, or pass 'module:function'"
            )
        return f"{module}:{qualname}"
    found = _module_name_of(fn)
    if found:
        return found
    inner = (qualname or "").rsplit(".", 1)[-1]
    if qualname and "<locals>" in qualname and not inner.startswith("<"):
        factory = qualname.split(".<locals>.")[0]
        raise ShowdownError(
            f"{inner} was made inside {factory} (a factory: {qualname}), so another process "
            f"cannot import it by a name: bind it at the top level of a module "
            f"(`{inner} = {factory}(...)`) and pass that, or pass 'module:variable'; "
            "name='...' sets the name in the report"
        )
    raise ShowdownError(
        f"{fn!r} cannot be imported by name from another process (a lambda or a nested "
        "function): define it at the top level of a module, or bind it to a variable there "
        "(name='...' sets the name in the report)"
    )


def _child_env() -> Dict[str, str]:
    """The environment for a served function: this process's import path, so the child imports what we can."""
    env = dict(os.environ)
    paths = [os.getcwd() if p == "" else p for p in sys.path]
    paths = [p for p in paths if os.path.isdir(p)]
    if env.get("PYTHONPATH"):
        paths.append(env["PYTHONPATH"])
    env["PYTHONPATH"] = os.pathsep.join(paths)
    return env


def _has_strength(spec: str, game: str) -> bool:
    """Whether the function's answer to the game's example deal carries a strength (False if it fails)."""
    try:
        fn = load_function(spec)
        sample = game_of(game)["example"]["request"]
        answer = format_answer(fn(*parse_request(sample, game)), game)
    except Exception:  # noqa: BLE001 - the check itself will show what goes wrong
        return False
    return len(answer.split(" / ")[0].split()) == 2


#: The keywords of `check` and `assert_conforms` besides game, cards and
#: strength: the flags of `showdown check`, underscores for dashes.
OPTIONS = (
    "random", "budget_s", "seed", "jobs", "sweep", "thorough", "no_strata", "every_hand",
    "timeout_ms", "startup_s", "deadline_s", "strict_input", "vectors", "no_vectors", "order",
    "version_cmd", "report_dir", "name",
)


def _check_option_names(options: Dict[str, Any]) -> None:
    """Refuses a keyword check does not take, naming it as written and the nearest one."""
    import difflib

    for key in options:
        if key in OPTIONS:
            continue
        known = ("game", "cards", "strength") + OPTIONS
        near = difflib.get_close_matches(key, known, n=1, cutoff=0.6)
        hint = f"did you mean {near[0]!r}?" if near else "the options are " + ", ".join(known)
        raise ShowdownError(f"unknown option {key!r}: {hint}")


def _flag_words(options: Dict[str, Any]) -> List[str]:
    words: List[str] = []
    for key, value in options.items():
        flag = "--" + key.replace("_", "-")
        if value is None or value is False:
            continue
        if value is True:
            words.append(flag)
        elif isinstance(value, (list, tuple, set)):
            words += [flag, ",".join(str(v) for v in value)]
        else:
            words += [flag, str(value)]
    return words


def _command(target: Target, game: Optional[str], cards: Optional[Sequence[int]],
             strength: Optional[bool], options: Dict[str, Any]) -> Tuple[List[str], Optional[Dict[str, str]], str]:
    """The `showdown check` words for a target, the environment, and the target in words."""
    words: List[str] = []
    env: Optional[Dict[str, str]] = None
    if isinstance(target, os.PathLike) or (isinstance(target, str) and target.endswith(".toml")):
        path = os.fspath(target)
        if not os.path.isfile(path):
            raise ShowdownError(f"no manifest at {path}")
        if game is not None or cards is not None or strength is not None:
            raise ShowdownError("a manifest declares game, cards and strength itself: do not pass them")
        return ["--manifest", path] + _flag_words(options), None, f"the manifest {path}"
    if callable(target) or (isinstance(target, str) and _FUNCTION_SPEC.fullmatch(target)):
        spec = target if isinstance(target, str) else _function_spec(target)
        game = game or DEFAULT_GAME
        game_of(game)
        serve = [sys.executable, "-m", "showdown", "serve", spec, "--game", game]
        env = _child_env()
        if strength is None:
            strength = _has_strength(spec, game)
        options = {"name": spec, "version_cmd": shlex.join(serve + ["--version"]), **options}
        words = ["--cmd", shlex.join(serve)]
        what = f"the function {spec}"
    elif isinstance(target, str):
        words = ["--cmd", target]
        what = f"the command {target}"
    elif isinstance(target, (list, tuple)) and all(isinstance(w, str) for w in target):
        words = ["--cmd", shlex.join(target)]
        what = f"the command {shlex.join(target)}"
    else:
        raise ShowdownError(f"cannot check {target!r}: pass a function, 'module:function', a command or a manifest path")
    if game is not None:
        game_of(game)
        words += ["--game", game]
    if cards is not None:
        words += ["--cards", ",".join(str(n) for n in cards)]
    if strength:
        words.append("--strength")
    return words + _flag_words(options), env, what


def _run(target: Target, fmt: str, game: Optional[str], cards: Optional[Sequence[int]],
         strength: Optional[bool], options: Dict[str, Any]) -> Tuple["subprocess.CompletedProcess[str]", str]:
    _check_option_names(options)
    words, env, what = _command(target, game, cards, strength, options)
    argv = [find_binary(), "check", *words, "--format", fmt, "--quiet"]
    done = subprocess.run(argv, stdin=subprocess.DEVNULL, capture_output=True, text=True, env=env)
    if done.returncode not in (0, 1, 3):
        raise ShowdownError(
            f"showdown check could not judge {what} (exit status {done.returncode}):\n"
            + (done.stderr.strip() or done.stdout.strip())
            + f"\ncommand: {shlex.join(argv)}"
        )
    return done, what


def check(target: Target, game: Optional[str] = None, cards: Optional[Sequence[int]] = None,
          strength: Optional[bool] = None, **options: Any) -> Report:
    """Runs `showdown check` on `target` and returns its report.

    `target` is one of:

    - a function, or `"module:function"`: served over the protocol by
      `python -m showdown serve` in a child process that has this process's
      import path (so a function defined at the top level of a test module works);
    - a command, as one string (`"python3 my_eval.py"`) or a list of words;
    - the path of a TOML manifest (`"my_eval.toml"` or a `Path`): it declares
      game, cards and strength itself.

    `game` is an id of `showdown.GAMES` (the games of the protocol.json
    shipped in this package; the default, "holdem", when None); another is
    refused with `ShowdownError`, naming them. `cards` the card counts the evaluator takes
    (showdown's default for hold'em: 5, 6 and 7; for another game every count
    it deals; for Omaha all cards, hole and board).
    `strength` says the answers carry a strength; for a function it defaults
    to whether its answer to a sample hand has one. Any other keyword is a
    flag of `showdown check`, underscores for dashes: `random=2000`,
    `seed=7`, `sweep=[5]`, `no_vectors=True`, `timeout_ms=1000`,
    `report_dir="reports"`, ... (`showdown.OPTIONS` lists them; a misspelt
    one raises `ShowdownError` naming the nearest: `card=` → `cards`).

    Returns the report (`Report`; `report.conformant` is the verdict). Raises
    `ShowdownError` when the call is refused (an unknown game, a target that
    cannot be checked) or check cannot judge the target (a usage error, a
    program that never answers), and `BinaryNotFound` without the binary.
    """
    done, what = _run(target, "json", game, cards, strength, options)
    try:
        data = json.loads(done.stdout)
    except json.JSONDecodeError as e:
        raise ShowdownError(f"showdown check printed no JSON report for {what}: {e}\n{done.stderr}") from e
    return Report.from_json(data, exit_code=done.returncode)


def assert_conforms(target: Target, game: Optional[str] = None, cards: Optional[Sequence[int]] = None,
                    strength: Optional[bool] = None, **options: Any) -> None:
    """For pytest: passes silently if `target` conforms, else fails with the summary.

    Takes what `check` takes. Raises `AssertionError` whose message is
    `showdown check --format summary`: at most 25 lines of at most 80
    columns, the verdict, what was covered, each kind of problem with its
    smallest hand, what the evaluator said and what is right, the diagnosis,
    and the path of the whole report (text and JSON), written to
    `report_dir=`, else `$SHOWDOWN_REPORT_DIR`, else a temporary folder.
    Raises `ShowdownError` when check cannot judge the target at all.
    """
    __tracebackhide__ = True  # pytest: show the test's line, not this function
    done, _what = _run(target, "summary", game, cards, strength, options)
    if done.returncode != 0:
        raise AssertionError(done.stdout.rstrip("\n"))
