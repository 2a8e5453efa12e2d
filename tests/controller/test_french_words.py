"""The game's own words in French: the calls and answers as a French player says them, the
combinations by name, cards with French indices, the sentences about actions, refusals and
results, and the record loader's complaints; the engine's English stays as it was (data)."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from piquet_desktop.controller.models import log_lines
from piquet_desktop.engine.actions import Answer, CarteBlanche, Discard, Play, Sink
from piquet_desktop.engine.cards import SUITS, parse_card
from piquet_desktop.engine.combinations import point_of, sequence, set_of
from piquet_desktop.engine.errors import RecordError
from piquet_desktop.engine.partie import PartieState, rubicon_result
from piquet_desktop.engine.record_file import parse_record_bytes
from piquet_desktop.engine.refusal import Refusal
from piquet_desktop.engine.rules import PRESETS
from piquet_desktop.engine.scoring import ScoreEvent
from piquet_desktop.engine.view import view as player_view
from piquet_desktop.words.cards import card_text, cards_text
from piquet_desktop.words.piquet_words import combination_text, spoken_number
from piquet_desktop.words.text import (
    action_text,
    event_text,
    is_human,
    public_action_text,
    refusal_text,
    result_text,
    speech_text,
)
from tests.engine.builders import answer, call, declaring, m

RUBICON = PRESETS["rubicon"]
# Elder's five spades (50) against younger's five clubs (48): equal in cards, then "Making 50";
# his quart major against a quart to the king: equal in length, then "Quart major"; his
# quatorze of aces unanswered.
ELDER = "AS KS QS JS 9S AH KH QH AD AC 8D 7C"
YOUNGER = "KC QC JC 10C 8C 9H 8H 7H 10D 9D 7D 8S"
SPADES, HEARTS, DIAMONDS, CLUBS = range(4)
NAMES = ("You", "Ann")
FRENCH_NAMES = ("Vous", "Anne")


def declared() -> PartieState:
    state = declaring(RUBICON, ELDER, YOUNGER)
    state.apply(call("point", "AS KS QS JS 9S"))
    state.apply(answer("equal"))
    state.apply(call("sequence", "AS KS QS JS"))
    state.apply(answer("equal"))
    state.apply(call("set", "AS AH AD AC"))
    return state


def said(state: PartieState) -> list[tuple[int, str]]:
    assert state.deal is not None
    return [(s.seat, speech_text(s)) for s in state.deal.speech]


def test_a_whole_declaration_is_spoken_in_french(french: None) -> None:
    assert said(declared()) == [
        (0, "Point de cinq."),
        (1, "Égal."),
        (0, "Cinquante."),
        (1, "Bon."),
        (0, "Point de cinq (50) à pique\u00a0: 5."),
        (0, "Quatrième."),
        (1, "Égal."),
        (0, "Quatrième majeure."),
        (1, "Bon."),
        (0, "Quatrième majeure à pique\u00a0: 4."),
        (0, "Tierce majeure à cœur\u00a0: 3."),
        (0, "Quatorze d'as."),
        (1, "Bon."),
        (0, "Quatorze d'as\u00a0: 14."),
    ]


def test_in_english_the_speech_is_the_engines_own_words() -> None:
    state = declared()
    assert state.deal is not None
    assert said(state) == [(s.seat, s.text) for s in state.deal.speech]
    assert said(state)[2] == (0, "Making 50.")


def test_younger_answers_and_sinks_and_carte_blanche_in_french(french: None) -> None:
    state = declaring(RUBICON, ELDER, YOUNGER)
    state.apply(call("point", "AS KS QS JS 9S"))
    state.apply(answer("good"))
    state.apply(Sink("sequence"))
    assert state.deal is not None
    lines = [speech_text(s) for s in state.deal.speech]
    assert lines[:2] == ["Point de cinq.", "Bon."]
    assert "Pas de séquence." in lines
    assert speech_text(state.deal.speech[0]._replace(phrase="carte_blanche", number=3)) == (
        "Cartes blanches. J'en prends trois."
    )
    shown = state.deal.speech[0]._replace(phrase="carte_blanche_shown")
    assert speech_text(shown) == "Cartes blanches\u00a0: voici mon jeu."
    assert speech_text(state.deal.speech[0]._replace(phrase="discard", number=1)) == (
        "J'en écarte une."
    )


@pytest.mark.parametrize(
    ("combination", "french_name"),
    [
        (point_of(m("AS KS QS JS 9S"), SPADES), "Point de cinq (50) à pique"),
        (point_of(m("AH"), HEARTS), "Point d'une (11) à cœur"),
        (sequence(HEARTS, 4, 5), "Quinte majeure à cœur"),
        (sequence(SPADES, 3, 5), "Quinte au roi à pique"),
        (sequence(DIAMONDS, 4, 3), "Tierce à la dame à carreau"),
        (sequence(CLUBS, 2, 3), "Tierce au dix à trèfle"),
        (set_of(m("AS AH AD AC"), 8), "Quatorze d'as"),
        (set_of(m("KS KH KD KC"), 7), "Quatorze de rois"),
        (set_of(m("QS QH QD"), 6), "Trio de dames"),
        (set_of(m("10S 10H 10D 10C"), 4), "Quatorze de dix"),
    ],
)
def test_combinations_are_named_as_a_french_player_names_them(
    french: None, combination: object, french_name: str
) -> None:
    from piquet_desktop.engine.combinations import Combination

    assert isinstance(combination, Combination)
    assert combination_text(combination) == french_name
    english = combination.describe()
    event = ScoreEvent(0, combination.score, combination.category, english, cards=combination.cards)
    assert event_text(event) == french_name


def test_every_combination_keeps_its_english_name_in_english() -> None:
    for combination in (
        point_of(m("AS KS QS JS 9S"), SPADES),
        sequence(SPADES, 3, 5),
        sequence(DIAMONDS, 4, 3),
        set_of(m("QS QH QD"), 6),
    ):
        assert combination_text(combination) == combination.describe()


def test_score_reasons_of_the_play_and_bonuses_in_french(french: None) -> None:
    assert (
        event_text(ScoreEvent(0, 1, "lead", "Led KH", card=parse_card("KH"))) == "Entame\u00a0: R♥"
    )
    assert event_text(
        ScoreEvent(1, 1, "trick", "Won the trick with 10S", card=parse_card("10S"))
    ) == ("Levée gagnée avec 10♠")
    assert event_text(ScoreEvent(0, 60, "repique", "Repique", False)) == "Repic"
    assert event_text(ScoreEvent(0, 30, "pique", "Pique", False)) == "Pic"
    assert event_text(ScoreEvent(0, 10, "cards", "The cards", False)) == "Les cartes"
    assert event_text(ScoreEvent(0, 40, "capot", "Capot", False)) == "Capot"


def test_cards_take_french_indices(french: None) -> None:
    assert card_text(parse_card("KH")) == "R♥"
    assert card_text(parse_card("QS")) == "D♠"
    assert card_text(parse_card("JD")) == "V♦"
    assert cards_text(m("AS KS 10H")) == "A♠ R♠ 10♥"


def test_the_pips_are_said_in_french_words(french: None) -> None:
    words = {n: spoken_number(n) for n in (21, 49, 50, 71, 77, 80, 81, 91)}
    assert words == {
        21: "vingt et un",
        49: "quarante-neuf",
        50: "cinquante",
        71: "soixante et onze",
        77: "soixante-dix-sept",
        80: "quatre-vingts",
        81: "quatre-vingt-un",
        91: "quatre-vingt-onze",
    }


def test_actions_are_told_in_french_with_one_shape_for_the_human(french: None) -> None:
    king = Play(parse_card("KH"))
    assert is_human("Vous") and not is_human("Anne")
    assert action_text(king, 0, FRENCH_NAMES) == "Vous jouez R♥."
    assert action_text(king, 1, FRENCH_NAMES) == "Anne joue R♥."
    exchange = Discard(m("7C 8D 9H"))
    assert action_text(exchange, 0, FRENCH_NAMES) == "Vous écartez 9♥ 7♣ 8♦ et en prenez trois."
    assert public_action_text(exchange, 1, FRENCH_NAMES) == "Anne en prend trois."
    assert action_text(Answer("not_good"), 1, FRENCH_NAMES) == "Anne répond «\u00a0Pas bon\u00a0»."
    assert action_text(CarteBlanche(True, 2), 0, FRENCH_NAMES) == (
        "Vous annoncez cartes blanches et en prenez deux."
    )


def test_a_refusal_is_explained_in_french(french: None) -> None:
    refused = refusal_text(
        Play(parse_card("KS")), Refusal.of("must_follow_suit", suit=SUITS.index("H"))
    )
    assert refused == "Vous ne pouvez pas jouer R♠\u00a0: vous devez fournir (vous avez du cœur)."
    assert refusal_text(Discard(m("7C")), Refusal.of("must_discard", who="elder", low=2)) == (
        "Le premier doit écarter 2 cartes."
    )
    assert refusal_text(Discard(m("7C")), Refusal.of("must_discard", who="younger", low=1)) == (
        "Le dernier doit écarter 1 carte."
    )


def test_a_declaration_out_of_its_category_is_refused_in_french(french: None) -> None:
    refused = Refusal.of("wrong_category", category="set", asked="point")
    assert refusal_text(Sink("point"), refused) == (
        "Les annonces en sont aux quatorze et aux trios, pas au point."
    )


def test_the_result_is_told_in_french(french: None) -> None:
    assert result_text(rubicon_result((131, 113)), FRENCH_NAMES) == (
        "Vous gagnez de 118 points\u00a0: 131 à 113."
    )
    assert result_text(rubicon_result((60, 140)), FRENCH_NAMES) == (
        "Anne gagne de 300 points\u00a0: 140 à 60, et vous êtes rubiconé."
    )
    assert result_text(rubicon_result((100, 100)), FRENCH_NAMES) == "Partie nulle, 100 partout."


def test_the_declarations_log_is_written_in_french(french: None) -> None:
    view = player_view(declared(), 0)
    lines = [line.text for line in log_lines(view, FRENCH_NAMES)]
    assert lines[0] == "Premier (Vous)\u00a0: Point de cinq."
    assert lines[1] == "Dernier (Anne)\u00a0: Égal."
    assert "Premier (Vous)\u00a0: Quatorze d'as\u00a0: 14." in lines


def test_a_damaged_record_is_explained_in_french_keeping_json_names(french: None) -> None:
    with pytest.raises(RecordError) as truncated:
        parse_record_bytes(b'{"format": ')
    assert str(truncated.value).startswith("JSON invalide\u00a0: ")
    assert str(truncated.value).endswith("serait-il tronqué\u00a0?)")
    from piquet_desktop.engine.record import convert_record

    with pytest.raises(RecordError) as unformatted:
        convert_record({"version": 2})
    assert str(unformatted.value) == (
        "ce n'est pas un enregistrement de partie\u00a0: il n'a pas de champ 'format'"
    )


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs here")
def test_a_pipe_is_refused_in_french(french: None, tmp_path: Path) -> None:
    from piquet_desktop.engine.record_file import read_record_file

    pipe = tmp_path / "partie.piquet"
    os.mkfifo(pipe)
    with pytest.raises(RecordError) as refused:
        read_record_file(pipe)
    assert str(refused.value) == (
        f"impossible de lire {pipe}\u00a0: c'est un tube (FIFO), pas un fichier\u00a0; un "
        "enregistrement de partie est un fichier ordinaire"
    )


def test_a_record_breaking_the_format_is_explained_in_french_at_its_json_path(
    french: None,
) -> None:
    import json

    from piquet_desktop.engine.record import convert_record

    data = json.loads(Path("tests/data/golden_rubicon.piquet.json").read_text("utf-8"))
    data["actions"][1] = {"type": "nope"}
    with pytest.raises(RecordError) as unknown:
        convert_record(data)
    assert str(unknown.value).startswith(
        "actions[1]\u00a0: type d'action inconnu 'nope'\u00a0; les types sont "
    )
    del data["seed"]
    with pytest.raises(RecordError) as missing:
        convert_record(data)
    assert str(missing.value) == "'seed' manque"


def test_an_action_out_of_turn_is_refused_in_french(french: None) -> None:
    waiting = {"waiting": "younger_discard", "who": "younger", "category": ""}
    said = refusal_text(Sink("point"), Refusal.of("not_now", action="sink point", **waiting))
    assert said == (
        "«\u00a0sink point\u00a0» n'est pas possible maintenant\u00a0: c'est au dernier d'écarter."
    )
