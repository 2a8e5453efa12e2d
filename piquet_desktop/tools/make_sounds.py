"""Synthesise the table's sounds into resources/sounds/ (run again to remake them: the same files).

Why made here and not taken from a sound library: every sound of the app is then ours to give
away (CC0, resources/sounds/LICENSE.txt) and can be remade or retuned from this one file. They are
small on purpose (mono, 22 050 Hz, 16-bit WAV, under a second, about 160 KB in all): the stdlib's
``wave`` module reads them, so the app needs no decoder, and a seeded generator makes the noise,
so the files are the same at every run.

What each is made of: a card is a short burst of filtered noise (the card's edge on the cloth)
over a faint low thump; the deal is twelve such flicks in the rhythm of packets being dealt; the
talon is three quick slides; a gathered trick is one longer slide whose noise darkens as it goes;
a deal won is a rising major arpeggio of soft bell tones, a deal lost two falling minor notes.

    python -m piquet_desktop.tools.make_sounds [FOLDER]
"""

from __future__ import annotations

import argparse
import math
import random
import struct
import wave
from collections.abc import Callable
from pathlib import Path

RATE = 22_050
PEAK = 0.8  # of full scale, so that mixing two sounds rarely clips

Samples = list[float]


def _silence(seconds: float) -> Samples:
    return [0.0] * round(seconds * RATE)


def _noise_burst(rng: random.Random, seconds: float, decay: float, brightness: float) -> Samples:
    """Noise through a one-pole low-pass (``brightness`` 0..1), fading exponentially."""
    out: Samples = []
    low = 0.0
    n = round(seconds * RATE)
    for i in range(n):
        t = i / RATE
        low += brightness * (rng.uniform(-1.0, 1.0) - low)
        attack = min(1.0, i / (0.002 * RATE))
        out.append(low * attack * math.exp(-t / decay))
    return out


def _thump(seconds: float, freq: float, decay: float) -> Samples:
    return [
        math.sin(2 * math.pi * freq * i / RATE) * math.exp(-(i / RATE) / decay)
        for i in range(round(seconds * RATE))
    ]


def _bell(seconds: float, freq: float, decay: float) -> Samples:
    """A soft bell: the fundamental and two quiet partials, a short attack, a long fade."""
    out: Samples = []
    for i in range(round(seconds * RATE)):
        t = i / RATE
        attack = min(1.0, t / 0.006)
        tone = (
            math.sin(2 * math.pi * freq * t)
            + 0.35 * math.sin(2 * math.pi * 2 * freq * t) * math.exp(-t / (decay / 2))
            + 0.12 * math.sin(2 * math.pi * 3.01 * freq * t) * math.exp(-t / (decay / 3))
        )
        out.append(tone * attack * math.exp(-t / decay))
    return out


def _mix_at(into: Samples, sound: Samples, at: float, gain: float = 1.0) -> None:
    start = round(at * RATE)
    if len(into) < start + len(sound):
        into.extend([0.0] * (start + len(sound) - len(into)))
    for i, value in enumerate(sound):
        into[start + i] += gain * value


def _normalised(samples: Samples, peak: float = PEAK) -> Samples:
    top = max(abs(s) for s in samples) or 1.0
    return [s * peak / top for s in samples]


def card(rng: random.Random) -> Samples:
    out = _noise_burst(rng, 0.09, 0.018, 0.55)
    _mix_at(out, _thump(0.09, 140.0, 0.02), 0.0, 0.25)
    return _normalised(out, 0.7)


def deal(rng: random.Random) -> Samples:
    out = _silence(0.05)
    at = 0.0
    for i in range(12):
        flick = _noise_burst(rng, 0.06, 0.012, 0.7)
        _mix_at(out, flick, at, 0.8 + 0.2 * rng.random())
        at += 0.075 if i % 3 != 2 else 0.13  # packets of three
    return _normalised(out, 0.65)


def talon(rng: random.Random) -> Samples:
    out = _silence(0.05)
    for i in range(3):
        _mix_at(out, _noise_burst(rng, 0.12, 0.04, 0.35), i * 0.09, 0.9)
    return _normalised(out, 0.6)


def gather(rng: random.Random) -> Samples:
    n = round(0.28 * RATE)
    out: Samples = []
    low = 0.0
    for i in range(n):
        t = i / RATE
        brightness = 0.5 * (1 - t / 0.28) + 0.08
        low += brightness * (rng.uniform(-1.0, 1.0) - low)
        envelope = math.sin(math.pi * min(1.0, t / 0.28)) ** 0.7
        out.append(low * envelope)
    _mix_at(out, _thump(0.1, 110.0, 0.03), 0.22, 0.2)
    return _normalised(out, 0.55)


def won(_rng: random.Random) -> Samples:
    out = _silence(0.9)
    for i, semitones in enumerate((0, 4, 7, 12)):  # C major, up to the octave
        _mix_at(out, _bell(0.6, 523.25 * 2 ** (semitones / 12), 0.25), i * 0.1, 0.8)
    return _normalised(out, 0.6)


def lost(_rng: random.Random) -> Samples:
    out = _silence(0.9)
    for i, semitones in enumerate((3, -2)):  # a falling minor step
        _mix_at(out, _bell(0.7, 392.0 * 2 ** (semitones / 12), 0.3), i * 0.22, 0.8)
    return _normalised(out, 0.5)


SOUNDS: dict[str, Callable[[random.Random], Samples]] = {
    "card": card,
    "deal": deal,
    "talon": talon,
    "gather": gather,
    "won": won,
    "lost": lost,
}


def write_wav(path: Path, samples: Samples) -> None:
    frames = b"".join(struct.pack("<h", round(max(-1.0, min(1.0, s)) * 32767)) for s in samples)
    with wave.open(str(path), "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(RATE)
        out.writeframes(frames)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    default = Path(__file__).resolve().parents[2] / "resources" / "sounds"
    parser.add_argument("folder", nargs="?", type=Path, default=default)
    folder = parser.parse_args(argv).folder
    folder.mkdir(parents=True, exist_ok=True)
    for name, make in SOUNDS.items():
        samples = make(random.Random(f"piquet-sound:{name}"))
        write_wav(folder / f"{name}.wav", samples)
        print(f"{name}.wav: {len(samples) / RATE:.2f} s")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
