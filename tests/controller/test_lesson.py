"""Learn to Play's words: each kind of step explained from what the player knows.

The positions are the lesson's own partie, played as the app plays it: chance from the seed, the
novice as the opponent (asked with the controller's generators), the app's greedy declarer making
the player's calls and answers, and the player's exchange and cards as each test says (the hint's
discard in deal 1, the greedy player's otherwise). Deal 2 of the same partie makes the player
younger. Carte blanche needs a hand made for it.
"""

from __future__ import annotations

import random
from collections.abc import Callable

import pytest

from piquet_desktop.ai.baselines import GreedyPlayer
from piquet_desktop.ai.player import start_deal
from piquet_desktop.ai.registry import make_player
from piquet_desktop.controller.game_controller import computer_rng
from piquet_desktop.engine.actions import Action, Discard, Play
from piquet_desktop.engine.cards import (
    ACE,
    KING,
    SUIT_MASKS,
    card,
    cards_of,
    mask_of,
    parse_cards,
    rank_of,
    suit_of,
)
from piquet_desktop.engine.combinations import best
from piquet_desktop.engine.deal import order_for_hands
from piquet_desktop.engine.decision import Decision, decision_for
from piquet_desktop.engine.partie import CHANCE, PartieState, chance_action, new_partie
from piquet_desktop.engine.rules import RUBICON
from piquet_desktop.engine.view import PlayerView, view
from piquet_desktop.words.cards import card_text
from piquet_desktop.words.lesson import (
    LESSON_OPPONENT,
    LESSON_RULES,
    LESSON_SEED,
    Hint,
    decision_step,
    explain,
)

HINTED_DISCARD = Discard(mask_of(parse_cards("KS 8S JC 8C 7C")))  # the hint's, in deal 1
EXCHANGE_HINT = Hint(HINTED_DISCARD)
Human = Callable[[PlayerView, Decision], Action]
Stop = Callable[[PartieState, Decision], bool]


def greedy(v: PlayerView, decision: Decision) -> Action:
    return GreedyPlayer().choose(v, decision, random.Random(0))


def hinted_then_greedy(v: PlayerView, decision: Decision) -> Action:
    if decision.kind == "exchange" and v.deal_number == 1:
        return HINTED_DISCARD
    return greedy(v, decision)


class LessonPartie:
    """The lesson's partie, moved on as the app moves it."""

    def __init__(self) -> None:
        self.state = new_partie(LESSON_RULES)
        self.chance = random.Random(LESSON_SEED)
        self.opponent = make_player(LESSON_OPPONENT)

    def until(
        self, stop: Stop, human: Human = hinted_then_greedy, *, deals_over: int | None = None
    ) -> PlayerView:
        """Play on until the player has a decision ``stop`` accepts, or until ``deals_over``
        deals are over; the player's view then."""
        state = self.state
        while True:
            if deals_over is not None and len(state.results) >= deals_over:
                return view(state, 0)
            if state.current_player == CHANCE:
                state.apply(chance_action(state, self.chance))
                continue
            decision = decision_for(state)
            if decision.forced is not None:
                state.apply(decision.forced)
                continue
            if decision.seat == 1:
                index = len(state.actions)
                v = view(state, 1)
                state.apply(self.opponent.choose(v, decision, computer_rng(LESSON_SEED, index)))
                continue
            mine = view(state, 0)
            if decision.kind in ("call", "answer"):
                state.apply(greedy(mine, decision))  # the app speaks for him
                continue
            if stop(state, decision):
                return mine
            state.apply(human(mine, decision))

    def deal_over(self, human: Human = hinted_then_greedy) -> PlayerView:
        """Play the deal in play to its end; the view between deals."""
        return self.until(lambda s, d: False, human, deals_over=len(self.state.results) + 1)


def asks(kind: str, deal: int = 1, trick: int | None = None) -> Stop:
    def stop(state: PartieState, decision: Decision) -> bool:
        return (
            decision.kind == kind
            and state.deal_number == deal
            and (trick is None or len(view(state, 0).tricks) == trick - 1)
        )

    return stop


def sentences(text: str) -> list[str]:
    return [s for s in text.replace("”", "").split(". ") if s]


# ------------------------------------------------------------------------------ the deal


def test_the_lesson_seed_deals_the_player_elder_a_point_a_sequence_and_a_set() -> None:
    v = LessonPartie().until(asks("exchange"))

    assert v.role == "elder" and v.deal_number == 1
    point, sequence, held_set = (best(v.hand, c) for c in ("point", "sequence", "set"))
    assert point is not None and point.size == 5
    assert sequence is not None and sequence.size == 4
    assert held_set is not None and held_set.describe() == "Trio of aces"


def test_the_first_step_says_who_dealt_who_leads_and_why_elder_takes_five_and_younger_three() -> (
    None
):
    v = LessonPartie().until(asks("exchange"))

    step = explain(v, "deal", names=("You", "Computer"))

    assert step.title == "Deal 1: elder and younger"
    assert step.text.startswith("Computer dealt, so Computer is younger hand and you are elder")
    assert "lead to the first trick" in step.text
    assert "up to five cards" in step.text and "up to the three that remain" in step.text
    assert step.suggestion is None
    assert len(sentences(step.text)) == 3


def test_as_younger_the_first_step_says_elder_speaks_and_leads_first() -> None:
    partie = LessonPartie()
    partie.deal_over()
    v = partie.until(asks("exchange", deal=2))

    step = explain(v, "deal")

    assert v.role == "younger"
    assert step.title == "Deal 2: elder and younger"
    assert step.text.startswith("You dealt, so you are younger hand and Computer is elder")


# ------------------------------------------------------------------------------ the exchange


def test_the_elder_exchange_names_what_scores_and_the_hint_keeps_it() -> None:
    v = LessonPartie().until(asks("exchange"))

    waiting = explain(v, "exchange")
    hinted = explain(v, "exchange", EXCHANGE_HINT)

    assert waiting.title == "Your exchange"
    assert waiting.text.startswith(
        "Your cards hold a point of five hearts, a quart to the queen in hearts and three aces."
    )
    assert "a tierce is three cards in a row" in waiting.text and "quatorze" in waiting.text
    assert "you may exchange 1 to 5" in waiting.text
    assert waiting.suggestion == "The hint is being worked out…"
    assert hinted.suggestion is not None
    assert hinted.suggestion.startswith("The hint: “Discard K♠ 8♠ J♣ 8♣ 7♣ (take 5)")
    assert "It keeps all you hold." in hinted.suggestion
    assert "press Exchange to follow it" in hinted.suggestion


def test_a_discard_that_breaks_a_combination_is_said_to_give_it_up() -> None:
    v = LessonPartie().until(asks("exchange"))
    aces = Discard(mask_of(parse_cards("AS 8S JC 8C 7C")))

    step = explain(v, "exchange", Hint(aces))

    assert step.suggestion is not None
    assert "gives up three aces" in step.suggestion
    assert "keeps a point of five hearts and a quart to the queen in hearts" in step.suggestion


def test_the_younger_exchange_says_what_elder_took_and_what_is_left() -> None:
    partie = LessonPartie()
    partie.deal_over()
    v = partie.until(asks("exchange", deal=2))

    step = explain(v, "exchange")

    assert "Computer took five; you may exchange at least one and up to three" in step.text
    assert "As younger, keep your point" in step.text


def test_carte_blanche_is_explained_as_ten_points_for_showing_the_hand() -> None:
    blank = mask_of(card(rank, suit) for rank in (1, 2, 3) for suit in range(4))
    courts = mask_of(card(rank, suit) for rank in (5, 6, 7) for suit in range(4))
    talon = [card(rank, suit) for rank in (4, 8) for suit in range(4)]
    state = start_deal(RUBICON, order_for_hands((blank, courts), talon, 0, 2), 0)
    v = view(state, 0)

    assert decision_for(state).kind == "carte_blanche"
    step = explain(v, "carte_blanche")

    assert step.title == "Carte blanche"
    assert "not one king, queen or knave" in step.text and "scores 10" in step.text


def test_cards_left_in_the_talon_are_looked_at_by_both_or_neither() -> None:
    def take_one(v: PlayerView, decision: Decision) -> Action:
        if decision.kind == "exchange" and v.deal_number == 2:
            return Discard(1 << min(c for c in range(32) if v.hand >> c & 1))
        return hinted_then_greedy(v, decision)

    partie = LessonPartie()
    partie.deal_over()
    v = partie.until(asks("talon_choice", deal=2), take_one)

    step = explain(v, "talon_choice")

    assert step.text.startswith("You left two cards in the talon.")
    assert "Computer sees them too" in step.text


# ------------------------------------------------------------------------------ the calls


@pytest.fixture(scope="module")
def first_lead() -> PlayerView:
    """Deal 1 after the exchange the hint advises, at the player's first lead."""
    return LessonPartie().until(asks("play"))


def test_the_point_step_explains_the_point_and_what_not_good_means(
    first_lead: PlayerView,
) -> None:
    step = explain(first_lead, "point")

    assert step.title == "Declarations: the point"
    assert step.text.startswith("The declarations compare three things, always in this order")
    assert "ace 11" in step.text
    assert "The app called for you “Point of five.” Computer answered “Not good.”" in step.text
    assert "Computer holds the better point" in step.text
    assert "once you have led to the first trick" in step.text
    assert step.suggestion is None


def test_the_sequence_step_explains_equal_and_naming_the_top_card(
    first_lead: PlayerView,
) -> None:
    step = explain(first_lead, "sequence")

    assert "a tierce scores 3, a quart 4, a quint 15" in step.text
    assert "“Quart.” Computer answered “Equal”: as long a sequence" in step.text
    assert "named your top card: “Quart to the queen.” The answer: “Good.”" in step.text
    assert "quart to the queen in hearts (4) and tierce major in clubs (3)" in step.text
    assert "the winner of a category scores all he holds in it" in step.text


def test_the_set_step_scores_both_trios_and_explains_sinking(first_lead: PlayerView) -> None:
    step = explain(first_lead, "set")

    assert "a trio scores 3, a quatorze 14" in step.text
    assert "“Three aces.” Computer answered “Good.”" in step.text
    assert "trio of aces (3) and trio of queens (3)" in step.text
    assert "sink a combination" in step.text and "Expert declarations" in step.text


def test_younger_hears_the_calls_and_the_answers_the_app_made_for_him() -> None:
    partie = LessonPartie()
    partie.deal_over()
    v = partie.until(asks("play", deal=2))
    steps = [explain(v, category) for category in ("point", "sequence", "set")]

    assert v.role == "younger" and v.lead_card >= 0
    said = [s.text for s in steps]
    assert all("Computer, elder, called" in t for t in said)
    assert all("The app answered for you" in t for t in said)
    assert "“Equal”: as many cards, so Computer then counted his pips: “Making 68.”" in said[0]
    assert "Equal again: nobody scores any point." in said[0]
    assert "So Computer wins the set and scores trio of queens (3)." in said[2]


# ------------------------------------------------------------------------------ the play


def test_the_first_lead_explains_tricks_and_shows_the_hinted_card(first_lead: PlayerView) -> None:
    hint = Hint(Play(card(6, 3)))

    waiting = explain(first_lead, "lead")
    hinted = explain(first_lead, "lead", hint)

    assert decision_step(first_lead, "play") == "lead"
    assert waiting.title == "The play: your lead"
    assert "must follow suit if he can" in waiting.text and "no trumps" in waiting.text
    assert "Every card you lead scores you 1" in waiting.text
    assert hinted.suggestion is not None
    assert hinted.suggestion.startswith("The hint: “Play the queen of clubs (Q♣)")
    assert "Q♣ is outlined" in hinted.suggestion and "Space plays it" in hinted.suggestion


def test_the_second_lead_names_the_masters_and_what_younger_announced() -> None:
    v = LessonPartie().until(asks("play", trick=2))

    step = explain(v, "lead")

    assert step.title == "Trick 2: your lead"
    assert "Computer, younger, announced his point of six (58) in diamonds (6)" in step.text
    assert "Your masters, cards nothing left out can beat:" in step.text


def test_following_says_whether_the_player_must_follow_suit() -> None:
    v = LessonPartie().until(lambda s, d: d.kind == "play" and view(s, 0).lead_card >= 0)

    step = explain(v, "follow")

    assert decision_step(v, "play") == "follow"
    assert step.title.endswith(": following suit")
    led = v.lead_card
    assert "which scores him 1" in step.text
    if v.hand & SUIT_MASKS[suit_of(led)]:
        assert "so you must follow suit" in step.text
    else:
        assert "so you may play any card" in step.text


def test_the_last_choice_of_the_play_explains_the_last_trick_and_the_cards() -> None:
    v = LessonPartie().until(asks("play", trick=11))

    step = explain(v, "last_trick")

    assert decision_step(v, "play") == "last_trick"  # the twelfth card plays itself
    assert step.title == "The last tricks"
    assert "the card you keep plays the last trick" in step.text
    assert "Winning the last trick scores 1 more point" in step.text
    assert "more than six wins the cards, 10 points, and all twelve is capot, 40" in step.text


def test_the_deal_end_gives_the_scores_the_cards_and_the_bonuses_that_did_not_come_up() -> None:
    v = LessonPartie().deal_over()

    step = explain(v, "deal_end")

    result = v.results[-1]
    assert step.title == "Deal 1 is over"
    assert step.text.startswith(f"You scored {result.totals[0]} and Computer {result.totals[1]}.")
    assert "repique, 60 more" in step.text and "pique, 30" in step.text
    assert "press Next deal to play on" in step.text


def test_only_the_decisions_the_lesson_explains_have_a_step() -> None:
    v = LessonPartie().until(asks("exchange"))

    assert decision_step(v, "exchange") == "exchange"
    assert decision_step(v, "carte_blanche") == "carte_blanche"
    assert decision_step(v, "talon_choice") == "talon_choice"
    assert decision_step(v, "call") is None and decision_step(v, "answer") is None


# ------------------------------------------------------------------------------ newcomer's hint


def _follows_with_only_higher_cards(state: PartieState, decision: Decision) -> bool:
    if decision.kind != "play":
        return False
    v = view(state, 0)
    if v.lead_card < 0:
        return False
    held = v.hand & SUIT_MASKS[suit_of(v.lead_card)]
    return held.bit_count() > 1 and all(c > v.lead_card for c in cards_of(held))


def test_the_hint_names_its_choice_without_the_points_a_newcomer_cannot_read_yet() -> None:
    v = LessonPartie().until(asks("exchange"))

    step = explain(v, "exchange", Hint(Discard(mask_of(parse_cards("8S 8C 7C")))))

    assert step.suggestion is not None
    assert step.suggestion.startswith("The hint: “Discard 8♠ 8♣ 7♣ (take 3), leaving 2.”")
    assert "points" not in step.suggestion and "ahead" not in step.suggestion
    assert "rule of thumb" not in step.suggestion  # low cards only: the rule itself


def test_a_king_the_hint_throws_after_the_rule_of_low_cards_is_explained() -> None:
    v = LessonPartie().until(asks("exchange"))

    step = explain(v, "exchange", EXCHANGE_HINT)

    assert step.suggestion is not None
    assert "It throws K♠ too, though the rule of thumb throws low cards" in step.suggestion
    assert "taking five gives the best chance to improve" in step.suggestion
    assert "every card it keeps scores" in step.suggestion


def test_a_younger_discard_that_bares_a_king_says_it_goes_against_the_rule() -> None:
    partie = LessonPartie()
    partie.deal_over()
    v = partie.until(asks("exchange", deal=2))
    kings = [
        (k, guards)
        for k in cards_of(v.hand)
        if rank_of(k) == KING
        for guards in [v.hand & SUIT_MASKS[suit_of(k)] & ~(1 << k)]
        if guards and not guards >> card(ACE, suit_of(k)) & 1
    ]
    assert kings, "deal 2's hand holds a king guarded without its ace"
    king, guards = kings[0]
    step = explain(v, "exchange", Hint(Discard(guards)))

    assert step.suggestion is not None
    assert f"It leaves {card_text(king)} without a guard, against the rule of thumb" in (
        step.suggestion
    )


def test_a_follow_with_no_lower_card_of_the_suit_offers_no_low_one() -> None:
    v = LessonPartie().until(_follows_with_only_higher_cards, deals_over=6)

    step = explain(v, "follow")

    assert "or a low one" not in step.text
    assert "Every one of them beats" in step.text and "whichever you play wins" in step.text


def test_the_deal_end_explains_the_rubicon_with_the_partie_s_own_totals() -> None:
    v = LessonPartie().deal_over()

    step = explain(v, "deal_end")

    mine, theirs = v.totals
    assert "a loser under 100 is rubiconed" in step.text
    assert min(mine, theirs) < 100
    leader = "you would win" if mine > theirs else "Computer would win"
    assert leader in step.text
    a, b = max(mine, theirs), min(mine, theirs)
    assert f"{a} + {b} + 100 = {a + b + 100}" in step.text
