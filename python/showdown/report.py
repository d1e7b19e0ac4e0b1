"""`showdown check --format json` as typed Python objects.

The classes mirror the JSON report field by field (`Report.from_json` reads
it). Fields the report may lack (an older or newer binary) get their defaults,
and `raw` keeps the whole JSON object of each level.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Dict, List, Optional

__all__ = ["BadInput", "Diagnosis", "Example", "Problem", "Report", "Section", "Stopped", "Stratum"]


def _list(value: Any) -> List[Any]:
    return value if isinstance(value, list) else []


@dataclass
class Example:
    """One hand of a problem's example: what the program said, what is right."""

    #: The hand as showdown sent it ("As Kd 7h 7c 2s", or "HOLE | BOARD").
    cards: str
    #: The program's answer (or what happened: a crash, a timeout).
    got: Optional[str] = None
    #: The right answer.
    expected: Optional[str] = None
    #: The tail of the program's stderr when it failed on this hand.
    stderr: str = ""
    raw: Dict[str, Any] = field(default_factory=dict, repr=False)

    @classmethod
    def from_json(cls, obj: Dict[str, Any]) -> "Example":
        return cls(
            cards=str(obj.get("cards", "")),
            got=obj.get("got"),
            expected=obj.get("expected"),
            stderr=obj.get("stderr") or "",
            raw=obj,
        )


@dataclass
class Problem:
    """One kind of problem, with its count and its smallest example."""

    #: A stable token: "category:straight->high-card", "order", "merged",
    #: "split", "rejected", "crash", "low:order", "vector:wrong-category", ...
    kind: str
    #: One line in words: "category: high-card where the hand is straight".
    description: str = ""
    #: How many hands (or pairs of hands) show it.
    count: int = 0
    #: Whether the evaluator documents this behaviour (a known deviation).
    documented: bool = False
    #: The hand the example was shrunk from, if it was.
    shrunk_from: Optional[str] = None
    #: The example: one hand, or the two hands of an order problem.
    examples: List[Example] = field(default_factory=list)
    #: The diagnosis of this problem, where `check` gives one (as it is in the JSON).
    diagnosis: Any = None
    raw: Dict[str, Any] = field(default_factory=dict, repr=False)

    @classmethod
    def from_json(cls, obj: Dict[str, Any]) -> "Problem":
        return cls(
            kind=str(obj.get("kind", "")),
            description=str(obj.get("description", "")),
            count=int(obj.get("count") or 0),
            documented=bool(obj.get("documented", False)),
            shrunk_from=obj.get("shrunk_from"),
            examples=[Example.from_json(e) for e in _list(obj.get("example"))],
            diagnosis=obj.get("diagnosis"),
            raw=obj,
        )


@dataclass
class Stratum:
    """One stratum of a random section: hands drawn from one structure."""

    id: str
    hands: int = 0
    agreed: int = 0
    problems: List[Problem] = field(default_factory=list)
    raw: Dict[str, Any] = field(default_factory=dict, repr=False)

    @classmethod
    def from_json(cls, obj: Dict[str, Any]) -> "Stratum":
        return cls(
            id=str(obj.get("id", "")),
            hands=int(obj.get("hands") or 0),
            agreed=int(obj.get("agreed") or 0),
            problems=[Problem.from_json(p) for p in _list(obj.get("problems"))],
            raw=obj,
        )


@dataclass
class Section:
    """One part of the run: the vectors, the random hands of one card count, a sweep."""

    name: str
    cards: Any = None
    hands: int = 0
    agreed: int = 0
    skipped: int = 0
    seconds: float = 0.0
    hands_per_second: Optional[float] = None
    problems: List[Problem] = field(default_factory=list)
    strata: List[Stratum] = field(default_factory=list)
    raw: Dict[str, Any] = field(default_factory=dict, repr=False)

    @classmethod
    def from_json(cls, obj: Dict[str, Any]) -> "Section":
        return cls(
            name=str(obj.get("name", "")),
            cards=obj.get("cards"),
            hands=int(obj.get("hands") or 0),
            agreed=int(obj.get("agreed") or 0),
            skipped=int(obj.get("skipped") or 0),
            seconds=float(obj.get("seconds") or 0.0),
            hands_per_second=obj.get("hands_per_second"),
            problems=[Problem.from_json(p) for p in _list(obj.get("problems"))],
            strata=[Stratum.from_json(s) for s in _list(obj.get("strata"))],
            raw=obj,
        )


@dataclass
class BadInput:
    """How the program handled one input it must refuse (a duplicate card, ...)."""

    probe: str
    input: str = ""
    handling: str = ""
    detail: str = ""

    @classmethod
    def from_json(cls, obj: Dict[str, Any]) -> "BadInput":
        return cls(
            probe=str(obj.get("probe", "")),
            input=str(obj.get("input", "")),
            handling=str(obj.get("handling", "")),
            detail=str(obj.get("detail", "")),
        )


@dataclass
class Stopped:
    """Why the run stopped early (the program was given up on, a deadline, Ctrl-C)."""

    reason: str
    message: str = ""


@dataclass
class Diagnosis:
    """Why the program is wrong, where `check` says: the JSON `diagnosis` as it is.

    `summary` is its text where the JSON gives one (a `summary` or `text`
    field, or the diagnosis itself when it is a string); `raw` is the whole value.
    """

    raw: Any
    summary: Optional[str] = None

    @classmethod
    def from_json(cls, value: Any) -> Optional["Diagnosis"]:
        if value is None:
            return None
        summary = None
        if isinstance(value, str):
            summary = value
        elif isinstance(value, dict):
            for key in ("summary", "text", "message"):
                if isinstance(value.get(key), str):
                    summary = value[key]
                    break
        return cls(raw=value, summary=summary)


@dataclass
class Report:
    """The report of one `showdown check` run."""

    #: The evaluator's name, as shown in the report.
    evaluator: str
    #: The game id: "holdem", "omaha", ...
    game: str = "holdem"
    #: The first line the program's version command printed, if any.
    version: Optional[str] = None
    #: The card counts the program declares.
    cards: Any = None
    #: Whether the answers carry a strength.
    strength: bool = False
    #: True if there was no problem at all.
    conformant: bool = False
    #: "conformant", "not-conformant", "interrupted", ... (the report's token).
    verdict: str = ""
    sections: List[Section] = field(default_factory=list)
    #: Every kind of problem of the whole run, each once.
    problems: List[Problem] = field(default_factory=list)
    incidents: List[Any] = field(default_factory=list)
    notes: List[Any] = field(default_factory=list)
    bad_input: List[BadInput] = field(default_factory=list)
    strict_input: bool = False
    vector_errors: List[str] = field(default_factory=list)
    stopped: Optional[Stopped] = None
    #: Why, where `check` diagnoses the problems (None when it does not).
    diagnosis: Optional[Diagnosis] = None
    #: The exit status of `showdown check` (0 conformant, 1 not, 3 interrupted).
    exit_code: int = 0
    raw: Dict[str, Any] = field(default_factory=dict, repr=False)

    @classmethod
    def from_json(cls, obj: Dict[str, Any], exit_code: int = 0) -> "Report":
        stopped = obj.get("stopped")
        return cls(
            evaluator=str(obj.get("evaluator", "")),
            game=str(obj.get("game", "holdem")),
            version=obj.get("version"),
            cards=obj.get("cards"),
            strength=bool(obj.get("strength", False)),
            conformant=bool(obj.get("conformant", False)),
            verdict=str(obj.get("verdict", "")),
            sections=[Section.from_json(s) for s in _list(obj.get("sections"))],
            problems=[Problem.from_json(p) for p in _list(obj.get("problems"))],
            incidents=_list(obj.get("incidents")),
            notes=_list(obj.get("notes")),
            bad_input=[BadInput.from_json(b) for b in _list(obj.get("bad_input"))],
            strict_input=bool(obj.get("strict_input", False)),
            vector_errors=[str(e) for e in _list(obj.get("vector_errors"))],
            stopped=Stopped(str(stopped.get("reason", "")), str(stopped.get("message", "")))
            if isinstance(stopped, dict)
            else None,
            diagnosis=Diagnosis.from_json(obj.get("diagnosis")),
            exit_code=exit_code,
            raw=obj,
        )

    def problem(self, prefix: str) -> Optional[Problem]:
        """The first problem whose kind starts with `prefix` ("order", "category:straight->"), or None."""
        return next((p for p in self.problems if p.kind.startswith(prefix)), None)

    @property
    def kinds(self) -> List[str]:
        """The kinds of all the problems, in the report's order."""
        return [p.kind for p in self.problems]
