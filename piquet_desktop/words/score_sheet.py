"""The score sheet's words: its rows (each deal, the deal in play, the au cent games won and the
void rest of their deals, the totals), their tooltips, and the column titles, in the installed
language.

The sheet's Qt model (``controller.models.ScoreSheetModel``) shows these rows; the sentences are
made here, from the view's values (the engine's ``DealResult``s, ``GameResult``s and scores), and
the model only turns them into cells, fonts and alignment.
"""

from __future__ import annotations

from dataclasses import dataclass

from piquet_desktop.engine.partie import DealResult, GameResult
from piquet_desktop.engine.view import PlayerView
from piquet_desktop.translation import translate
from piquet_desktop.words.text import event_text, is_human, result_text

__all__ = ["ScoreRow", "score_rows", "score_sheet_header_tips", "score_sheet_headers"]


@dataclass(frozen=True, slots=True)
class ScoreRow:
    """One row of the score sheet: its key (what it is and its number), its six cells, its
    tooltip and its kind."""

    key: tuple[str, int]
    cells: tuple[str, str, str, str, str, str]
    tooltip: str | None = None
    kind: str = (
        "deal"  # "deal", "game", "void" and "games" (au cent lines across the sheet), "total"
    )

    @property
    def spans(self) -> bool:
        """A line written across the whole sheet (its text is in the first cell)."""
        return self.kind in ("game", "void", "games")


def _sheet_line(key: tuple[str, int], kind: str, text: str, tooltip: str) -> ScoreRow:
    return ScoreRow(key, (text, "", "", "", "", ""), tooltip, kind)


def _deal_label(number: int, multiplier: int) -> str:
    return f"{number}" + (" (×2)" if multiplier == 2 else "")


def _game_won(
    result: DealResult, game: GameResult, number: int, names: tuple[str, str], target: int
) -> list[ScoreRow]:
    """The rows of an au cent deal in which a game was won: the deal as far as it counted, the
    game (who, the score, single or double, the games so far) and, if any points were lost, the
    rest of the deal, void.

    The deal counts up to the score that took the winner to ``target`` (the engine's
    ``DealResult.counted`` and ``deciding_event``); what follows it in the deal is void, which is
    why the running total stops at 100 or just past it.
    """
    w = game.winner
    counted = result.counted
    void = result.void
    games = result.games_after
    winning = result.deciding_event
    you = is_human(names[w])
    if winning is None:
        if you:
            ends = translate("ScoreSheet", "You reached {target}: the game ends there")
        else:
            ends = translate("ScoreSheet", "{player} reached {target}: the game ends there")
    elif you:
        ends = translate("ScoreSheet", "You reached {target} with “{score}”: the game ends there")
    else:
        ends = translate(
            "ScoreSheet", "{player} reached {target} with “{score}”: the game ends there"
        )
    reaching = event_text(winning) if winning is not None else ""
    deal = ScoreRow(
        ("deal", result.number),
        (
            _deal_label(result.number, result.multiplier),
            names[result.elder],
            str(counted[0]),
            str(counted[1]),
            str(game.scores[0]),
            str(game.scores[1]),
        ),
        ends.format(player=names[w], target=target, score=reaching),
    )
    if game.double:
        if you:
            won = translate("ScoreSheet", "Game {number} won by You, {won} to {lost} (double)")
        else:
            won = translate("ScoreSheet", "Game {number} won by {player}, {won} to {lost} (double)")
        tip = translate(
            "ScoreSheet",
            "A double game (the loser was under 50), counting two. Games so far: {first} {a}, "
            "{second} {b}; the first to 3 wins the partie (best of five). The next game starts "
            "from nothing.",
        )
    else:
        if you:
            won = translate("ScoreSheet", "Game {number} won by You, {won} to {lost} (single)")
        else:
            won = translate("ScoreSheet", "Game {number} won by {player}, {won} to {lost} (single)")
        tip = translate(
            "ScoreSheet",
            "A single game, counting one. Games so far: {first} {a}, {second} {b}; the first to "
            "3 wins the partie (best of five). The next game starts from nothing.",
        )
    game_line = _sheet_line(
        ("game", number),
        "game",
        won.format(number=number, player=names[w], won=game.scores[w], lost=game.scores[1 - w]),
        tip.format(first=names[0], a=games[0], second=names[1], b=games[1]),
    )
    rows = [deal, game_line]
    if void != (0, 0):
        line = translate("ScoreSheet", "Rest of deal {number} void: {first} {a}, {second} {b}")
        if you:
            why = translate(
                "ScoreSheet",
                "In au cent a deal stops counting when a game is won in it: the scores that came "
                "after you reached {target} are lost, not carried to the next game.",
            )
        else:
            why = translate(
                "ScoreSheet",
                "In au cent a deal stops counting when a game is won in it: the scores that came "
                "after {player} reached {target} are lost, not carried to the next game.",
            )
        rows.append(
            _sheet_line(
                ("void", number),
                "void",
                line.format(
                    number=result.number, first=names[0], a=void[0], second=names[1], b=void[1]
                ),
                why.format(player=names[w], target=target),
            )
        )
    return rows


def score_rows(view: PlayerView, names: tuple[str, str]) -> list[ScoreRow]:
    """A piquet scoring card: each deal, the deal on the table, then the totals.

    Rubicon: the running totals are the partie's. Au cent (the 32-card game and Thirty-six):
    they are the score of the game in play. The deal in which a game is won shows only what
    counted of it, then a line across the sheet says who won the game, by how much and whether
    it was single or double, and another what was void of the rest of that deal; the running
    totals start again from nothing. The totals row counts games won, a double counting two.
    """
    au_cent = view.rules.partie == "au_cent"
    rows: list[ScoreRow] = []
    for result in view.results:
        game = result.game
        if au_cent and game is not None:
            number = 1 + sum(1 for g in view.games if g.last_deal < result.number)
            rows += _game_won(result, game, number, names, view.rules.au_cent_target)
            continue
        a, b = result.totals
        cells = (
            _deal_label(result.number, result.multiplier),
            names[result.elder],
            str(a),
            str(b),
            str(result.after[0]),
            str(result.after[1]),
        )
        rows.append(ScoreRow(("deal", result.number), cells))
    in_play = view.deal_in_play_points()
    if in_play is not None and view.elder is not None:
        n = view.deal_number
        a, b = in_play
        cells = (
            _deal_label(n, view.rules.deal_multiplier(n)),
            names[view.elder],
            str(a),
            str(b),
            str(view.running_score(0)),
            str(view.running_score(1)),
        )
        in_play_tip = translate("ScoreSheet", "the deal in play, scores so far")
        rows.append(ScoreRow(("deal", n), cells, in_play_tip))
    tip: str | None
    if au_cent and any(g.double for g in view.games):
        rows.append(_doubles_line(view, names))
    elif au_cent and view.result is None:
        rows.append(_first_to_three_line(view.rules.au_cent_target))
    if au_cent:
        games_title = translate("ScoreSheet", "Games", "the total row in au cent")
        games = view.game_points()
        total = (games_title, "", str(games[0]), str(games[1]), "", "")
        tip = translate(
            "ScoreSheet", "Games won, a double game counting two; the first to 3 wins the partie"
        )
    else:
        # The deal in play counts too, so the total always agrees with the last running total.
        total_title = translate("ScoreSheet", "Total")
        a_total, b_total = str(view.running_score(0)), str(view.running_score(1))
        total = (total_title, "", a_total, b_total, "", "")
        tip = None
    if view.result is not None:
        tip = result_text(view.result, names)
    rows.append(ScoreRow(("total", 0), total, tip, "total"))
    return rows


def _doubles_line(view: PlayerView, names: tuple[str, str]) -> ScoreRow:
    """The line across the sheet above the games' total once a double game was won: why "4
    games to 0" can follow three games."""
    a, b = view.game_points()
    played = len(view.games)  # a name: lupdate drops a call whose count is not one
    text = translate(
        "ScoreSheet",
        "%n game(s) won, {first} {a} to {second} {b}: a double game counts two, and the first "
        "to 3 wins the partie",
        None,
        played,
    ).format(first=names[0], a=a, second=names[1], b=b)
    return _sheet_line(("games", 0), "games", text, text)


def _first_to_three_line(target: int) -> ScoreRow:
    """The line across the sheet above the games' total while no double game was won: how the
    partie is won, which the games' count alone does not say. Short, so that it fits the sheet
    in every language (a spanned line is one line; the tooltip says the rest)."""
    text = translate("ScoreSheet", "The first to win 3 games wins the partie")
    tip = translate(
        "ScoreSheet",
        "A game goes to {target} points; won while the loser has under {half}, it counts two",
    ).format(target=target, half=target // 2)
    return _sheet_line(("games", 0), "games", text, tip)


def _points_tip(name: str) -> str:
    if is_human(name):
        return translate("ScoreSheet", "Your points in the deal")
    return translate("ScoreSheet", "{player}'s points in the deal").format(player=name)


def _running_tip(name: str, au_cent: bool) -> str:
    if au_cent:
        if is_human(name):
            return translate("ScoreSheet", "Your score in the game after the deal")
        text = translate("ScoreSheet", "{player}'s score in the game after the deal")
    elif is_human(name):
        return translate("ScoreSheet", "Your running total after the deal")
    else:
        text = translate("ScoreSheet", "{player}'s running total after the deal")
    return text.format(player=name)


def score_sheet_headers(names: tuple[str, str]) -> tuple[str, ...]:
    """Column titles. The running totals' titles take two lines ("Computer" over "total"):
    in one line the six columns do not fit the side panel and the view truncates one."""
    a, b = names
    total = translate("ScoreSheet", "{player}\ntotal")
    return (
        translate("ScoreSheet", "Deal", "a column title: the deal's number"),
        translate("ScoreSheet", "Elder", "a column title: who was elder hand"),
        a,
        b,
        total.format(player=a),
        total.format(player=b),
    )


def score_sheet_header_tips(names: tuple[str, str], au_cent: bool) -> tuple[str, ...]:
    """The column titles' tooltips."""
    a, b = names
    return (
        translate("ScoreSheet", "The deal's number; (×2) when its scores count double"),
        translate("ScoreSheet", "Who was elder hand in the deal"),
        _points_tip(a),
        _points_tip(b),
        _running_tip(a, au_cent),
        _running_tip(b, au_cent),
    )
