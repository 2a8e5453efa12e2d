"""An exercise's stable id, read once into its source and its fields.

Why a value: the id an attempt keeps names its exercise for good (every exercise is made from a
seed, or is one of Cavendish's examples), and several places read it: which kind it is, the
exercise it names, the partie a mined position comes from, a counting quiz's question, the
title the window shows. Each asks this value rather than splitting the text itself, so the ids'
shape is written once.

| id | what it names |
| --- | --- |
| ``cavendish:<example>:<role>:<variant>`` | one of Cavendish's "Discarding" examples |
| ``mined:<seed>:<deal>:<role>`` | a hand mined from the self-play partie ``seed`` |
| ``declaration:<seed>`` | a declaration exercise |
| ``ending:<seed>``, ``single:<seed>`` | a play exercise |
| ``counting:<question>:<seed>`` | a counting quiz about the deal of ``seed`` |
"""

from __future__ import annotations

from dataclasses import dataclass

__all__ = ["ExerciseId", "kind_of"]

_KINDS = {
    "mined": "exchange",
    "cavendish": "exchange",
    "declaration": "declarations",
    "ending": "play",
    "single": "play",
}


@dataclass(frozen=True, slots=True)
class ExerciseId:
    """``text`` read: its ``source`` (the part before the first colon) and the ``fields`` after
    it. Any text reads; whether it names an exercise is for its reader to say."""

    text: str
    source: str
    fields: tuple[str, ...]

    @classmethod
    def read(cls, text: str) -> ExerciseId:
        source, *fields = text.split(":")
        return cls(text, source, tuple(fields))

    def number(self, index: int) -> int | None:
        """The field at ``index`` as a number (a seed, a deal), None when it is not one."""
        if not 0 <= index < len(self.fields) or not self.fields[index].isdecimal():
            return None
        return int(self.fields[index])


def kind_of(key: str) -> str:
    """The kind of exercise an id names (ValueError for an id of no known source; a counting
    quiz's id is ``counting.quiz_of``'s)."""
    source = ExerciseId.read(key).source
    if source not in _KINDS:
        raise ValueError(f"{key!r} is not the id of an exercise")
    return _KINDS[source]
