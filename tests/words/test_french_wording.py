"""The French catalogue read as a French piquet player reads it: checks for the slips a
translation from English makes and a reader notices at once (docs/TRANSLATION.md)."""

from __future__ import annotations

import re

import pytest

from piquet_desktop.tools.translations import Message, catalogue_path, read_catalogue

NAME_FIELDS = ("opp", "player", "opponent", "winner", "loser", "dealer", "caller", "human")
CONSOLE_CONTEXTS = ("PiquetAdvise", "PiquetArena", "PiquetReview", "LevelRatings")
"""The console tools' own texts, for developers: their seeds are random generators' seeds."""


@pytest.fixture(scope="module")
def french() -> list[Message]:
    return [m for m in read_catalogue(catalogue_path("fr")) if m.finished]


def _sentences(text: str) -> list[str]:
    return [s for s in re.split(r"(?<=[.!?])\s+", text) if s]


def test_no_french_sentence_names_the_same_player_twice(french: list[Message]) -> None:
    """ "Ordinateur a donné : Ordinateur est donc dernier" — the second mention is "il". A name
    before its score ("Vous 34, Ordinateur 10") is a listing, not prose."""
    repeated = [
        (m.context, sentence)
        for m in french
        for form in m.forms
        for sentence in _sentences(form)
        for name in NAME_FIELDS
        if len(re.findall(r"\{" + name + r"\}(?! \{)", sentence)) > 1
    ]
    assert repeated == []


def test_the_window_calls_a_seed_a_partie_number_not_a_graine(french: list[Message]) -> None:
    said = [
        (m.context, form)
        for m in french
        if m.context not in CONSOLE_CONTEXTS
        for form in m.forms
        if re.search(r"\bgraine\b", form, re.IGNORECASE)
    ]
    assert said == []


def test_good_against_the_cards_has_one_french_name(french: list[Message]) -> None:
    """The rule option is "imbattable au vu des cartes" everywhere (docs/TRANSLATION.md), never
    the word-for-word "bon(ne) contre les cartes"."""
    literal = [
        (m.context, form)
        for m in french
        for form in m.forms
        if re.search(r"\bbonn?e? contre les cartes\b", form, re.IGNORECASE)
    ]
    assert literal == []


FILE_NAME_CHARACTERS = ' : ? * " < > | \\'
"""The characters a file name cannot hold, listed in the Save refusal: a list, not punctuation
(and ";;" separates a file dialog's filters)."""


def _typography_slips(french: list[Message], pattern: str) -> list[tuple[str, str]]:
    return [
        (m.context, form)
        for m in french
        for form in m.forms
        if re.search(pattern, form.replace(FILE_NAME_CHARACTERS, "").replace(";;", "\n"))
    ]


def test_french_writes_one_apostrophe_the_straight_one(french: list[Message]) -> None:
    """docs/TRANSLATION.md: "l'as", "d'écart", one kind throughout so that a search finds every
    text; the practice's texts came in with the typographic one."""
    assert _typography_slips(french, "\u2019") == []


def test_a_french_colon_semicolon_or_mark_follows_a_no_break_space(french: list[Message]) -> None:
    """A plain space lets the line break before the sign, and a sign glued to its word is
    English typography: "Votre main : cliquez…" must hold a U+00A0."""
    glued = r"[\w)»}](?:[;?]|!(?![rsa]})|:(?=\s|$))"
    assert _typography_slips(french, r" [:;!?](?=\s|$)") == []
    assert _typography_slips(french, glued) == []


def test_french_guillemets_hold_no_break_spaces(french: list[Message]) -> None:
    assert _typography_slips(french, r"«(?!\u00a0)|(?<!\u00a0)»") == []


def test_a_french_percent_sign_follows_a_narrow_no_break_space(french: list[Message]) -> None:
    """ "45 %" with U+202F, as ``translation.percent`` writes it (tests/words/test_percent.py);
    printf's own ``%s``, ``%n`` and ``%(name)s``, and Qt's ``%1``, are not signs."""
    assert _typography_slips(french, r"(?<!\u202f)%(?![a-z(%\d])") == []


KEYS = r"(?:Entrée|Échap|Espace|Tab|Ctrl|Maj|Alt|F\d+|la touche|une touche)"


def test_a_french_button_is_clicked_never_pressed(french: list[Message]) -> None:
    """docs/TRANSLATION.md: a button is *cliqué* (or *actionné* from the keyboard), never
    *pressé*; *appuyer sur* is for a key ("appuyez sur Entrée")."""
    pressed = rf"\bpress(?:e|ez|er)\b|\b[Aa]ppuy(?:ez|er) sur (?!{KEYS})"
    assert _typography_slips(french, pressed) == []


def test_the_exchange_said_in_the_status_bar_is_what_a_player_takes(
    french: list[Message],
) -> None:
    """ "Ordinateur en échange trois" reads as "in exchange"; the table says *il en prend trois*
    (docs/TRANSLATION.md: "il prend 3 cartes")."""
    assert _typography_slips(french, r"\ben échangez? \{count\}") == []


def test_a_count_without_a_plural_form_is_not_agreed_with(french: list[Message]) -> None:
    """ "0 marquées", "1 marquées": a count given as a plain field cannot agree; the table's
    shape ("Cartes marquées : 0") holds for every count."""
    assert _typography_slips(french, r"\{marked\} marqu") == []


def test_a_partie_or_exercise_number_is_written_with_n_degree(french: list[Message]) -> None:
    """docs/TRANSLATION.md: "partie n° 1234"; "Partie entre ordinateurs 28", "Annonce 10"
    read as counts. A number is "n° 28" (a no-break space) or a value after a colon."""
    unmarked = [
        (m.context, form)
        for m in french
        if m.context not in CONSOLE_CONTEXTS
        for form in m.forms
        if re.search(r"(?<!n°\u00a0)(?<!: )\{seed\}", form)
    ]
    assert unmarked == []


def test_ecart_is_only_the_discard(french: list[Message]) -> None:
    """*L'écart* is the exchange's discard at a piquet table: the library's score margin beside
    the score read as one; it is *Différence*."""
    margins = [
        form
        for m in french
        if m.source in ("Margin", "margin")
        for form in m.forms
        if "cart" in form.lower()
    ]
    assert margins == []


def test_a_margin_in_points_is_a_difference_never_an_ecart(french: list[Message]) -> None:
    """ "Écart attendu sur la donne", "7,0 points d'écart": beside an exchange, where *l'écart* is
    the discard, a margin in points read as a discard expected; it is a *différence*."""
    assert _typography_slips(french, r"(?i)\bécart attendu|\bpoints d'écart|\} d'écart\b") == []


def test_a_card_chosen_is_a_choice_not_a_reponse(french: list[Message]) -> None:
    """The practice's best card or discard is *le meilleur choix*: at a piquet table *la
    réponse* is the card played second to a trick (the tricks table's "Réponse" column)."""
    assert _typography_slips(french, r"(?i)\bmeilleure réponse\b") == []


def test_a_partie_won_is_won_by_so_many_points(french: list[Message]) -> None:
    """ "Vous gagnez de 101 : 155 à 154" leaves a French reader asking 101 what; the margin is
    said in points ("gagnez de 101 points")."""
    assert _typography_slips(french, r"\bgagnez? de \{margin\}(?! points)") == []
