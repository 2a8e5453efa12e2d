"""The rules of Piquet as HTML, written for the rule set in force, in the installed language.

Why generated rather than a fixed page: every number a player needs (cards in the talon, how many
elder may take, whether younger must exchange, what a trick scores, how the partie ends) depends
on the ``RuleSet``, and a help page that describes Rubicon while the player is in a thirty-six
card au cent partie is worse than none. The text follows the project's ruling (RULES.md) and the
engine's readings of the laws (docs/RULES-CHOICES.md); each section reads only the options that
change it, so a test can check that changing one option changes the sentence it should.

Each paragraph is one message for the translator, markup and all, with the rule set's numbers as
fields: a French rules text reorders its sentences freely, which fragments glued here would
forbid. The headings are messages of their own and the ``<p>``/``<h2>`` around them stay here.

Plain Python, no Qt: the HTML subset used (headings, paragraphs, lists, simple tables) is what
``QTextBrowser`` renders, and the same text could be written to a file.
"""

from __future__ import annotations

from html import escape

from piquet_desktop.engine.combinations import sequence_score
from piquet_desktop.engine.rules import PRESETS, RuleSet, option_choices
from piquet_desktop.translation import translate
from piquet_desktop.words.piquet_words import number_word, sequence_name

from .rule_labels import option_label, ordered_options, preset_label, value_label


def _n(value: int) -> str:
    """A count of cards spelt out, as the rules write them ("twelve cards")."""
    return number_word(value, spelt_to=12)


def _h2(title: str) -> str:
    return f"<h2>{title}</h2>"


def _h3(title: str) -> str:
    return f"<h3>{title}</h3>"


def _p(text: str) -> str:
    return f"<p>{text}</p>"


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
    if rules.partie == "rubicon":
        title = translate("RulesText", "Rubicon piquet with {deck} cards (custom rules)")
    else:
        title = translate("RulesText", "Au cent piquet with {deck} cards (custom rules)")
    return title.format(deck=rules.deck)


def _summary(rules: RuleSet) -> str:
    names = ordered_options(list(option_choices()))  # not the reckoning, which nobody chooses
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
        pack = translate(
            "RulesText",
            "The pack has <b>32 cards</b>: ace, king, queen, knave, ten, nine, eight and seven "
            "in each of the four suits. Aces are high; there are no trumps.",
        )
    else:
        pack = translate(
            "RulesText",
            "The pack has <b>36 cards</b>: ace, king, queen, knave, ten, nine, eight, seven "
            "and six in each of the four suits. Aces are high, sixes lowest; there are no "
            "trumps.",
        )
    if rules.cut == "higher_deals":
        cut = translate(
            "RulesText",
            "Each player cuts a card. The higher card has the choice and, as Cavendish advises, "
            "chooses to deal first. Equal cards are cut again. The dealer is called <b>younger "
            "hand</b>, the other player <b>elder hand</b>; the deal changes hands after every "
            "deal.",
        )
    else:
        cut = translate(
            "RulesText",
            "Each player cuts a card. The lower card deals first, as the au cent laws have it. "
            "Equal cards are cut again. The dealer is called <b>younger hand</b>, the other "
            "player <b>elder hand</b>; the deal changes hands after every deal.",
        )
    if rules.deal_by == 2:
        deal = translate(
            "RulesText",
            "Each player receives twelve cards, dealt two at a time, elder first. The {talon} "
            "cards left are the <b>talon</b>, placed face down: the top {elder} are elder's "
            "portion, the other {younger} younger's.",
        )
    else:
        deal = translate(
            "RulesText",
            "Each player receives twelve cards, dealt three at a time, elder first. The {talon} "
            "cards left are the <b>talon</b>, placed face down: the top {elder} are elder's "
            "portion, the other {younger} younger's.",
        )
    talon = rules.talon_size
    elder_part = rules.elder_max
    younger_part = talon - elder_part
    deal = deal.format(talon=_n(talon), elder=_n(elder_part), younger=_n(younger_part))
    return _h2(translate("RulesText", "The pack and the deal")) + _p(pack) + _p(cut) + _p(deal)


def _carte_blanche() -> str:
    return (
        _h2(translate("RulesText", "Carte blanche"))
        + _p(
            translate(
                "RulesText",
                "A hand dealt without a king, queen or knave is a <b>carte blanche</b>, worth "
                "<b>10</b> points, reckoned before anything else. Claiming it is optional, but "
                "it is proved by showing all twelve cards to the opponent. It counts towards "
                "pique and repique and saves its holder from both.",
            )
        )
        + _p(
            translate(
                "RulesText",
                "Elder claiming it says at once how many cards he will take; younger then "
                "discards, elder shows his hand, discards and takes in, and younger takes in "
                "last. Younger claiming it announces at once and shows his hand once elder has "
                "discarded.",
            )
        )
    )


def _exchange(rules: RuleSet) -> str:
    elder_max = rules.elder_max
    if rules.younger_must_exchange:
        younger = translate(
            "RulesText",
            "Younger <b>must</b> then discard at least one card (while any remain in the talon) "
            "and may exchange up to all the cards left, taking them from the top.",
        )
    else:
        younger = translate(
            "RulesText",
            "Younger <b>may</b> then exchange any number of the cards left in the talon, from "
            "none at all up to all of them, taking them from the top.",
        )
    elder = translate(
        "RulesText",
        "Elder discards <b>1 to {most}</b> cards face down and takes as many from the top of "
        "the talon. If he takes fewer than {most_word}, the cards of his portion he leaves stay "
        "on top of the talon for younger; elder may look at them (this app always shows them to "
        "him), younger does not see them unless he takes them.",
    ).format(most=elder_max, most_word=_n(elder_max))
    return (
        _h2(translate("RulesText", "The exchange"))
        + _p(elder)
        + _p(younger)
        + _p(
            translate(
                "RulesText",
                "If younger leaves cards in the talon, he chooses after elder's first lead "
                "whether to look at them: if he looks, elder sees them too; if not, nobody does. "
                "Each player may look at his own discard at any time, never at the opponent's.",
            )
        )
    )


def _sequence_table(rules: RuleSet) -> str:
    longest = 9 if rules.deck == 36 else 8
    cards = translate("RulesText", "{count} cards")
    cells = "".join(
        f"<tr><td>{escape(sequence_name(n))}</td><td>{cards.format(count=n)}</td>"
        f"<td align='right'>{sequence_score(n)}</td></tr>"
        for n in range(3, longest + 1)
    )
    return "<table cellspacing='2' cellpadding='3'>" + cells + "</table>"


def _declarations(rules: RuleSet) -> str:
    if rules.deck == 36:
        pips = translate(
            "RulesText",
            "The longest suit, 1 point per card. If both are equally long, the higher pip "
            "total wins: ace 11, king, queen, knave and ten 10 each, the others their face "
            'value and a six counts 6. On an equal answer elder states his total ("Making '
            'forty-nine"). Equal again: nobody scores the point.',
        )
    else:
        pips = translate(
            "RulesText",
            "The longest suit, 1 point per card. If both are equally long, the higher pip "
            "total wins: ace 11, king, queen, knave and ten 10 each, the others their face "
            'value. On an equal answer elder states his total ("Making forty-nine"). Equal '
            "again: nobody scores the point.",
        )
    return (
        _h2(translate("RulesText", "Declarations"))
        + _p(
            translate(
                "RulesText",
                "After the exchange the players compare their hands in three categories, always "
                "in this order: <b>point</b>, <b>sequence</b>, <b>set</b>. Elder calls first in "
                "each; younger answers <i>good</i>, <i>not good</i> or <i>equal</i>. The winner "
                "of a category scores every combination he holds in it; the loser scores nothing "
                "there.",
            )
        )
        + _h3(translate("RulesText", "Point"))
        + _p(pips)
        + _h3(translate("RulesText", "Sequence"))
        + _p(
            translate(
                "RulesText",
                "Three or more cards of one suit next to each other in rank. A longer sequence "
                "beats a shorter; of equal length, the one with the higher top card wins; equal "
                "again, nobody scores any sequence.",
            )
        )
        + _sequence_table(rules)
        + _h3(translate("RulesText", "Set"))
        + _p(
            translate(
                "RulesText",
                "Three or four cards of one rank, <b>tens or higher only</b>: a trio scores 3, a "
                "quatorze 14. Any quatorze beats any trio; between two of the same size the "
                "higher rank wins, so sets are never equal.",
            )
        )
        + _h3(translate("RulesText", "Calling"))
        + _p(_calling(rules))
        + _earlier_reckoning(rules)
        + _p(
            translate(
                "RulesText",
                "Combinations that tie (equal again) score nothing, and both are shown to both "
                "players: elder's at once, younger's when elder leads to the first trick.",
            )
        )
        + _p(
            translate(
                "RulesText",
                "Younger announces and scores his winning combinations only when elder has led "
                "to the first trick, but they still reckon before any point of play.",
            )
        )
        + _p(
            translate(
                "RulesText",
                "By default the app calls your best combinations and answers for you, and shows "
                "the whole dialogue. Turn on <i>Expert declarations</i> in the preferences to "
                "call, sink and answer yourself.",
            )
        )
    )


def _calling(rules: RuleSet) -> str:
    """Calling less than held, and what a call good against the cards scores under ``rules``."""
    if rules.good_against_the_cards:
        blanche = ""
        if rules.reckoning >= 4:
            blanche = " " + translate(
                "RulesText",
                "Once younger has shown a carte blanche, what he could hold is that hand and the "
                "cards he took from the talon, nothing else.",
            )
        text = translate(
            "RulesText",
            "Calling a combination shows it: the opponent learns which cards it is (for a set, "
            "which rank, and for a trio which card is missing). A player need not call anything "
            "(<i>sinking</i>) and may call less than he holds; having called less, he scores "
            "what he called and every combination no better than it, including a lesser one "
            "taken out of a better: with a quart minor and a tierce minor, calling the tierce "
            "scores two tierce minors, not the quart; likewise a trio out of a quatorze. But "
            "when elder's call of a sequence or a set is <b>good against the cards</b> (nothing "
            "younger could hold, as elder's own hand and discard and the cards he saw left in "
            "the talon tell, equals or beats it), he scores everything he holds in the category: "
            "with a quart to the king and a tierce to the queen, good against the cards, calling "
            "the tierce scores the quart too. A lesser point scores what was called. Younger may "
            "answer "
            "<i>good</i> while holding better. Nobody may call what he does not hold.",
        )
        return text + blanche
    return translate(
        "RulesText",
        "Calling a combination shows it: the opponent learns which cards it is (for a set, "
        "which rank, and for a trio which card is missing). A player need not call anything "
        "(<i>sinking</i>) and may call less than he holds; having called less, he scores what "
        "he called and every combination no better than it, including a lesser one taken out "
        "of a better: with a quart minor and a tierce minor, calling the tierce scores two "
        "tierce minors, not the quart; likewise a trio out of a quatorze. Even a call <i>good "
        "against the cards</i> (nothing younger could hold equals or beats it) scores no more: "
        "under these rules nothing better than the call is ever reckoned. Younger may answer "
        "<i>good</i> while holding better. Nobody may call what he does not hold.",
    )


def _earlier_reckoning(rules: RuleSet) -> str:
    """For a partie played by an earlier reckoning of calls (``rules.RECKONING``), how it is
    scored: as it was played."""
    if rules.reckoning == 1:
        return _p(
            translate(
                "RulesText",
                "This partie was played before calling less was reckoned by the book, and is "
                "scored as it was played: having called less, a player scores what he called and "
                "the combinations no better than it, nothing taken out of a better one, and "
                "nothing more for a call good against the cards.",
            )
        )
    if rules.reckoning == 3 and rules.good_against_the_cards:
        return _p(
            translate(
                "RulesText",
                "This partie was played by an earlier reckoning of calls, and is scored as it "
                "was played: after younger had shown a carte blanche, every card but elder's "
                "hand and discard and the cards he saw left in the talon still counted as one "
                "younger could hold.",
            )
        )
    if rules.reckoning == 2 and rules.good_against_the_cards:
        return _p(
            translate(
                "RulesText",
                "This partie was played by an earlier reckoning of calls, and is scored as it "
                "was played: a lesser point good against the cards scored the whole point, and "
                "every card but elder's hand and discard counted as one younger could hold.",
            )
        )
    return ""


def _play(rules: RuleSet) -> str:
    if rules.trick_points == "standard":
        points = [
            translate("RulesText", "1 point for every card led;"),
            translate("RulesText", "1 point for winning a trick the opponent led;"),
        ]
    else:
        points = [
            translate(
                "RulesText",
                "1 point for leading a ten or higher (lower cards score nothing when led);",
            ),
            translate(
                "RulesText",
                "1 point for winning a trick the opponent led, if the winning card is a ten or "
                "higher;",
            ),
        ]
    if rules.last_trick_bonus == 1:
        points.append(translate("RulesText", "1 more point for winning the last (twelfth) trick."))
    else:
        points.append(
            translate("RulesText", "10 more points for winning the last (twelfth) trick.")
        )
    return (
        _h2(translate("RulesText", "Playing the tricks"))
        + _p(
            translate(
                "RulesText",
                "Elder leads to the first trick. The other player must follow suit if he can; if "
                "he cannot, he may play any card. The higher card of the suit led wins the trick "
                "(there are no trumps), and the winner leads to the next.",
            )
        )
        + _p(translate("RulesText", "Points of play:"))
        + "<ul>"
        + "".join(f"<li>{point}</li>" for point in points)
        + "</ul>"
        + _p(
            translate(
                "RulesText",
                "<b>The cards:</b> winning more than six tricks scores 10; six each scores "
                "nothing. Winning all twelve is <b>capot</b>, worth 40 instead of the 10.",
            )
        )
    )


def _pique(rules: RuleSet) -> str:
    if rules.trick_points == "standard":
        who = translate(
            "RulesText",
            "<b>Pique (30):</b> a player who reaches 30 from his hand and play together, before "
            "the opponent has scored anything, adds 30. Elder's first lead scores a point before "
            "younger can score anything in play, so under these rules only elder can make a "
            "pique.",
        )
    else:
        who = translate(
            "RulesText",
            "<b>Pique (30):</b> a player who reaches 30 from his hand and play together, before "
            "the opponent has scored anything, adds 30. Because low cards score nothing in play "
            "under these rules, younger can make a pique as well.",
        )
    if rules.cards_count_for_pique:
        cards = translate(
            "RulesText",
            "A deal has at most one of the two; repique comes first. With these rules the 10 for "
            "the cards is scored the moment a player wins his seventh trick, and counts towards "
            "pique from then; capot adds 30 more at the end, 40 in all, which never counts.",
        )
    else:
        cards = translate(
            "RulesText",
            "A deal has at most one of the two; repique comes first. The cards and capot never "
            "count towards pique or repique.",
        )
    return (
        _h2(translate("RulesText", "Pique and repique"))
        + _p(
            translate(
                "RulesText",
                "Everything a deal scores is reckoned in this order: carte blanche, point, "
                "sequences, sets, the points of play in the order they fell, then the cards (or "
                "capot). Ties score nothing and shield nobody.",
            )
        )
        + _p(
            translate(
                "RulesText",
                "<b>Repique (60):</b> a player who reaches 30 from carte blanche, point, "
                "sequences and sets alone, before the opponent has scored anything in that "
                "order, adds 60.",
            )
        )
        + _p(who)
        + _p(cards)
    )


def _partie(rules: RuleSet) -> str:
    if rules.partie == "rubicon":
        if rules.rubicon_deals == 6:
            deals = translate(
                "RulesText", "A partie is <b>six deals</b>, each player dealing three times."
            )
        else:
            deals = translate(
                "RulesText",
                "A partie is <b>four deals</b>; the first and the last count <b>double</b>.",
            )
        return (
            _h2(translate("RulesText", "The partie: Rubicon"))
            + _p(deals)
            + _p(
                translate(
                    "RulesText",
                    "The higher total wins. If the totals are equal, two more deals are played "
                    "(counting single); equal again, the partie is drawn.",
                )
            )
            + _p(
                translate(
                    "RulesText",
                    "The winner gains the difference between the totals plus 100. If the loser "
                    "has less than 100 he is <b>rubiconed</b>: the winner then gains the sum of "
                    "both totals plus 100, whether or not he reached 100 himself. For example, "
                    "131 to 113 wins 118; 125 to 81 wins 306.",
                )
            )
        )
    return (
        _h2(translate("RulesText", "The partie: au cent"))
        + _p(
            translate(
                "RulesText",
                "Each game is won by the first player to reach <b>100</b> points, counted in the "
                "reckoning order above (carte blanche first, then the point, and so on): what "
                "the deal scores after that moment does not count for the game, and the next "
                "game starts at 0 to 0 with the next deal. Every deal is played to its end and "
                "the deal keeps changing hands across games.",
            )
        )
        + _p(
            translate(
                "RulesText",
                "Reaching 100 while the opponent has less than 50 wins a <b>double game</b>, "
                "which counts two. The partie is the best of five games: the first to three "
                "games wins.",
            )
        )
    )


def _take_back() -> str:
    """Take back is the app's choice, not a law (docs/RULES-CHOICES.md): said here, where a
    player looks up what the app allows, with what lifts its limit."""
    return _h2(translate("RulesText", "Taking back a move")) + _p(
        translate(
            "RulesText",
            "The laws know no take back: a card played is played. This app lets you take back "
            "your last card or exchange of the deal (Game ▸ Take Back, Ctrl+Z), but in a normal "
            "partie only while you have seen no new card since (the talon's cards your exchange "
            "took in, the computer's reply): you would decide again knowing more. Cards played "
            "for you and the computer's replies go back with your move, and the status bar says "
            "how many moves went. Open piquet, or “Take back any move” in Preferences, lets you "
            "go back to any of your moves in the deal; the partie is then marked as practice in "
            "the library. Redo (Ctrl+Shift+Z) plays again what you took back, until you make a "
            "new move.",
        )
    )


def rules_html(rules: RuleSet) -> str:
    """The whole rules page for ``rules``: a summary of the options, then the game in order."""
    return (
        f"<h1>{escape(rules_title(rules))}</h1>"
        + _p(
            translate(
                "RulesText",
                "Piquet is a card game for two players. These are the rules of the partie in "
                "play, as this app applies them.",
            )
        )
        + _summary(rules)
        + _pack_and_deal(rules)
        + _carte_blanche()
        + _exchange(rules)
        + _declarations(rules)
        + _play(rules)
        + _pique(rules)
        + _partie(rules)
        + _take_back()
        + _p(
            translate(
                "RulesText",
                "<small>After Cavendish's <i>Laws of Piquet</i> (Portland Club code); where the "
                "old rule books differ, the options above follow them.</small>",
            )
        )
    )
