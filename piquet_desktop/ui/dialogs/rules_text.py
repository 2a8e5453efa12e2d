"""The rules of Piquet as HTML, written for the rule set in force.

Why generated rather than a fixed page: every number a player needs (cards in the talon, how many
elder may take, whether younger must exchange, what a trick scores, how the partie ends) depends
on the ``RuleSet``, and a help page that describes Rubicon while the player is in a thirty-six
card au cent partie is worse than none. The text follows the project's ruling (RULES.md) and the
engine's readings of the laws (docs/RULES-CHOICES.md); each section reads only the options that
change it, so a test can check that changing one option changes the sentence it should.

Plain Python, no Qt: the HTML subset used (headings, paragraphs, lists, simple tables) is what
``QTextBrowser`` renders, and the same text could be written to a file.
"""

from __future__ import annotations

from dataclasses import fields
from html import escape

from piquet_desktop.engine.combinations import NUMBER_WORDS, SEQUENCE_NAMES, sequence_score
from piquet_desktop.engine.rules import PRESETS, RuleSet

from .rule_labels import option_label, ordered_options, preset_label, value_label

# The rules also count tricks and cards past nine, which the players' speech never needs.
_NUMBER = {**NUMBER_WORDS, 10: "ten", 11: "eleven", 12: "twelve"}


def _n(value: int) -> str:
    return _NUMBER.get(value, str(value))


def preset_name_of(rules: RuleSet) -> str | None:
    """The name of the preset these rules are exactly, or None for a custom rule set."""
    for name, preset in PRESETS.items():
        if preset == rules:
            return name
    return None


def rules_title(rules: RuleSet) -> str:
    """'Rubicon piquet (Cavendish's laws)', or a short description of custom rules."""
    name = preset_name_of(rules)
    if name is not None:
        return preset_label(name)
    kind = "Rubicon" if rules.partie == "rubicon" else "Au cent"
    return f"{kind} piquet with {rules.deck} cards (custom rules)"


def _summary(rules: RuleSet) -> str:
    names = ordered_options([f.name for f in fields(RuleSet)])
    rows = []
    for name in names:
        if name == "rubicon_deals" and rules.partie != "rubicon":
            continue
        value = value_label(name, getattr(rules, name))
        rows.append(
            f"<tr><td><b>{escape(option_label(name))}</b></td><td>{escape(value)}</td></tr>"
        )
    return "<table cellspacing='2' cellpadding='3'>" + "".join(rows) + "</table>"


def _pack_and_deal(rules: RuleSet) -> str:
    if rules.deck == 32:
        pack = (
            "<p>The pack has <b>32 cards</b>: ace, king, queen, knave, ten, nine, eight and seven "
            "in each of the four suits. Aces are high; there are no trumps.</p>"
        )
    else:
        pack = (
            "<p>The pack has <b>36 cards</b>: ace, king, queen, knave, ten, nine, eight, seven "
            "and six in each of the four suits. Aces are high, sixes lowest; there are no "
            "trumps.</p>"
        )
    if rules.cut == "higher_deals":
        cut = (
            "Each player cuts a card. The higher card has the choice and, as Cavendish advises, "
            "chooses to deal first."
        )
    else:
        cut = "Each player cuts a card. The lower card deals first, as the au cent laws have it."
    packet = "two" if rules.deal_by == 2 else "three"
    talon = rules.talon_size
    elder_part = rules.elder_max
    younger_part = talon - elder_part
    return (
        "<h2>The pack and the deal</h2>"
        + pack
        + f"<p>{cut} Equal cards are cut again. The dealer is called <b>younger hand</b>, the "
        "other player <b>elder hand</b>; the deal changes hands after every deal.</p>"
        f"<p>Each player receives twelve cards, dealt {packet} at a time, elder first. The "
        f"{_n(talon)} cards left are the <b>talon</b>, placed face down: the top "
        f"{_n(elder_part)} are elder's portion, the other {_n(younger_part)} younger's.</p>"
    )


def _carte_blanche() -> str:
    return (
        "<h2>Carte blanche</h2>"
        "<p>A hand dealt without a king, queen or knave is a <b>carte blanche</b>, worth "
        "<b>10</b> points, reckoned before anything else. Claiming it is optional, but it is "
        "proved by showing all twelve cards to the opponent. It counts towards pique and "
        "repique and saves its holder from both.</p>"
        "<p>Elder claiming it says at once how many cards he will take; younger then discards, "
        "elder shows his hand, discards and takes in, and younger takes in last. Younger "
        "claiming it announces at once and shows his hand once elder has discarded.</p>"
    )


def _exchange(rules: RuleSet) -> str:
    elder_max = rules.elder_max
    if rules.younger_must_exchange:
        younger = (
            "Younger <b>must</b> then discard at least one card (while any remain in the talon) "
            "and may exchange up to all the cards left, taking them from the top."
        )
    else:
        younger = (
            "Younger <b>may</b> then exchange any number of the cards left in the talon, from "
            "none at all up to all of them, taking them from the top."
        )
    return (
        "<h2>The exchange</h2>"
        f"<p>Elder discards <b>1 to {elder_max}</b> cards face down and takes as many from the "
        f"top of the talon. If he takes fewer than {_n(elder_max)}, the cards of his portion he "
        "leaves stay on top of the talon for younger; elder may look at them (this app always "
        "shows them to him), younger does not see them unless he takes them.</p>"
        f"<p>{younger}</p>"
        "<p>If younger leaves cards in the talon, he chooses after elder's first lead whether to "
        "look at them: if he looks, elder sees them too; if not, nobody does. Each player may "
        "look at his own discard at any time, never at the opponent's.</p>"
    )


def _sequence_table(rules: RuleSet) -> str:
    longest = 9 if rules.deck == 36 else 8
    cells = "".join(
        f"<tr><td>{escape(SEQUENCE_NAMES[n].capitalize())}</td><td>{n} cards</td>"
        f"<td align='right'>{sequence_score(n)}</td></tr>"
        for n in range(3, longest + 1)
    )
    return "<table cellspacing='2' cellpadding='3'>" + cells + "</table>"


def _declarations(rules: RuleSet) -> str:
    six = " and a six counts 6" if rules.deck == 36 else ""
    return (
        "<h2>Declarations</h2>"
        "<p>After the exchange the players compare their hands in three categories, always in "
        "this order: <b>point</b>, <b>sequence</b>, <b>set</b>. Elder calls first in each; "
        "younger answers <i>good</i>, <i>not good</i> or <i>equal</i>. The winner of a category "
        "scores every combination he holds in it; the loser scores nothing there.</p>"
        "<h3>Point</h3>"
        "<p>The longest suit, 1 point per card. If both are equally long, the higher pip total "
        f"wins: ace 11, king, queen, knave and ten 10 each, the others their face value{six}. "
        'On an equal answer elder states his total ("Making forty-nine"). Equal again: '
        "nobody scores the point.</p>"
        "<h3>Sequence</h3>"
        "<p>Three or more cards of one suit next to each other in rank. A longer sequence beats "
        "a shorter; of equal length, the one with the higher top card wins; equal again, "
        "nobody scores any sequence.</p>" + _sequence_table(rules) + "<h3>Set</h3>"
        "<p>Three or four cards of one rank, <b>tens or higher only</b>: a trio scores 3, a "
        "quatorze 14. Any quatorze beats any trio; between two of the same size the higher rank "
        "wins, so sets are never equal.</p>"
        "<h3>Calling</h3>"
        "<p>Calling a combination shows it: the opponent learns which cards it is (for a set, "
        "which rank, and for a trio which card is missing). A player need not call anything "
        "(<i>sinking</i>) and may call less than he holds; having called less, he scores what "
        "he called and every combination no better than it, including a lesser one taken out "
        "of a better: with a quart minor and a tierce minor, calling the tierce scores two "
        "tierce minors, not the quart; likewise a trio out of a quatorze. "
        + _good_against_the_cards(rules)
        + " Younger may answer <i>good</i> while holding better. Nobody may call what he does "
        "not hold.</p>"
        "<p>Combinations that tie (equal again) score nothing, and both are shown to both "
        "players: elder's at once, younger's when elder leads to the first trick.</p>"
        "<p>Younger announces and scores his winning combinations only when elder has led to "
        "the first trick, but they still reckon before any point of play.</p>"
        "<p>By default the app calls your best combinations and answers for you, and shows the "
        "whole dialogue. Turn on <i>Expert declarations</i> in the preferences to call, sink "
        "and answer yourself.</p>"
    )


def _good_against_the_cards(rules: RuleSet) -> str:
    if rules.good_against_the_cards:
        return (
            "But when elder's call is <b>good against the cards</b> (nothing younger could hold, "
            "as elder's own hand and discard tell, equals or beats it), he scores everything he "
            "holds in the category: with a quart to the king and a tierce to the queen, good "
            "against the cards, calling the tierce scores the quart too."
        )
    return (
        "Even a call <i>good against the cards</i> (nothing younger could hold equals or beats "
        "it) scores no more: under these rules nothing better than the call is ever reckoned."
    )


def _play(rules: RuleSet) -> str:
    if rules.trick_points == "standard":
        points = (
            "<li>1 point for every card led;</li>"
            "<li>1 point for winning a trick the opponent led;</li>"
        )
    else:
        points = (
            "<li>1 point for leading a ten or higher (lower cards score nothing when led);</li>"
            "<li>1 point for winning a trick the opponent led, if the winning card is a ten or "
            "higher;</li>"
        )
    last = "1 more point" if rules.last_trick_bonus == 1 else "10 more points"
    return (
        "<h2>Playing the tricks</h2>"
        "<p>Elder leads to the first trick. The other player must follow suit if he can; if he "
        "cannot, he may play any card. The higher card of the suit led wins the trick (there "
        "are no trumps), and the winner leads to the next.</p>"
        "<p>Points of play:</p><ul>"
        + points
        + f"<li>{last} for winning the last (twelfth) trick.</li></ul>"
        "<p><b>The cards:</b> winning more than six tricks scores 10; six each scores nothing. "
        "Winning all twelve is <b>capot</b>, worth 40 instead of the 10.</p>"
    )


def _pique(rules: RuleSet) -> str:
    if rules.trick_points == "standard":
        who = (
            "Elder's first lead scores a point before younger can score anything in play, so "
            "under these rules only elder can make a pique."
        )
    else:
        who = (
            "Because low cards score nothing in play under these rules, younger can make a "
            "pique as well."
        )
    if rules.cards_count_for_pique:
        cards = (
            "With these rules the 10 for the cards is scored the moment a player wins his "
            "seventh trick, and counts towards pique from then; capot adds 30 more at the end, "
            "40 in all, which never counts."
        )
    else:
        cards = "The cards and capot never count towards pique or repique."
    return (
        "<h2>Pique and repique</h2>"
        "<p>Everything a deal scores is reckoned in this order: carte blanche, point, "
        "sequences, sets, the points of play in the order they fell, then the cards (or "
        "capot). Ties score nothing and shield nobody.</p>"
        "<p><b>Repique (60):</b> a player who reaches 30 from carte blanche, point, sequences "
        "and sets alone, before the opponent has scored anything in that order, adds 60.</p>"
        "<p><b>Pique (30):</b> a player who reaches 30 from his hand and play together, before "
        "the opponent has scored anything, adds 30. " + who + "</p>"
        "<p>A deal has at most one of the two; repique comes first. " + cards + "</p>"
    )


def _partie(rules: RuleSet) -> str:
    if rules.partie == "rubicon":
        if rules.rubicon_deals == 6:
            deals = "<p>A partie is <b>six deals</b>, each player dealing three times.</p>"
        else:
            deals = (
                "<p>A partie is <b>four deals</b>; the first and the last count <b>double</b>.</p>"
            )
        return (
            "<h2>The partie: Rubicon</h2>"
            + deals
            + "<p>The higher total wins. If the totals are equal, two more deals are played "
            "(counting single); equal again, the partie is drawn.</p>"
            "<p>The winner gains the difference between the totals plus 100. If the loser has "
            "less than 100 he is <b>rubiconed</b>: the winner then gains the sum of both totals "
            "plus 100, whether or not he reached 100 himself. For example, 131 to 113 wins 118; "
            "125 to 81 wins 306.</p>"
        )
    return (
        "<h2>The partie: au cent</h2>"
        "<p>Each game is won by the first player to reach <b>100</b> points, counted in the "
        "reckoning order above (carte blanche first, then the point, and so on): what the deal "
        "scores after that moment does not count for the game, and the next game starts at "
        "0 to 0 with the next deal. Every deal is played to its end and the deal keeps "
        "changing hands across games.</p>"
        "<p>Reaching 100 while the opponent has less than 50 wins a <b>double game</b>, which "
        "counts two. The partie is the best of five games: the first to three games wins.</p>"
    )


def rules_html(rules: RuleSet) -> str:
    """The whole rules page for ``rules``: a summary of the options, then the game in order."""
    return (
        f"<h1>{escape(rules_title(rules))}</h1>"
        "<p>Piquet is a card game for two players. These are the rules of the partie in "
        "play, as this app applies them.</p>"
        + _summary(rules)
        + _pack_and_deal(rules)
        + _carte_blanche()
        + _exchange(rules)
        + _declarations(rules)
        + _play(rules)
        + _pique(rules)
        + _partie(rules)
        + "<p><small>After Cavendish's <i>Laws of Piquet</i> (Portland Club code); where the "
        "old rule books differ, the options above follow them.</small></p>"
    )
