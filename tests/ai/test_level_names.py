"""The players' names without their code (``ai.level_names``, ``ai.lazy_player``) say exactly
what ``ai.registry`` makes: the window reads the names and makes its opponent through them, so a
name the registry gains or loses must change them too."""

from __future__ import annotations

import random

import pytest

from piquet_desktop.ai import level_names, registry
from piquet_desktop.ai.lazy_player import LazyRegistryPlayer, registry_player
from piquet_desktop.ai.player import start_deal
from piquet_desktop.engine.cards import pack
from piquet_desktop.engine.decision import decision_for
from piquet_desktop.engine.rules import RUBICON
from piquet_desktop.engine.view import view


def test_level_names_lists_exactly_the_registry_players_in_its_order() -> None:
    assert tuple(registry.PLAYERS) == level_names.PLAYER_NAMES


def test_the_registry_descriptions_are_the_level_names_ones() -> None:
    assert registry.LEVELS is level_names.LEVELS
    assert registry.REFERENCES is level_names.REFERENCES


def test_a_lazy_registry_player_is_made_only_when_asked_and_plays_as_the_registry_one() -> None:
    order = list(pack(RUBICON.deck))
    random.Random(7).shuffle(order)
    state = start_deal(RUBICON, tuple(order), 0)
    seat = state.current_player
    seen, decision = view(state, seat), decision_for(state)
    lazy = registry_player(" Novice ")
    assert isinstance(lazy, LazyRegistryPlayer) and not lazy.made

    action = lazy.choose(seen, decision, random.Random(5))

    assert lazy.made
    assert action == registry.make_player("novice").choose(seen, decision, random.Random(5))
    assert lazy.name == registry.make_player("novice").name


def test_an_unknown_name_is_refused_at_once_with_the_same_message_as_the_registry() -> None:
    with pytest.raises(ValueError) as lazy:
        registry_player("grandmaster")
    with pytest.raises(ValueError) as made:
        registry.make_player("grandmaster")
    assert str(lazy.value) == str(made.value)
