"""CSV export of the statistics the window shows.

Plain text from the standard ``csv`` module, one header row, numbers with a dot as the decimal
mark, so that any spreadsheet or script reads it the same way.
"""

from __future__ import annotations

from .figures import CAVENDISH_CARDS_ELDER, CAVENDISH_CARDS_YOUNGER, DealFigures, Share
from .report import StatisticsReport
from .spreadsheet_cells import csv_text
from .variants import variant_label


def _number(value: float | None, digits: int = 2) -> str:
    return "" if value is None else f"{value:.{digits}f}"


STATISTICS_HEADER = ("section", "figure", "as_elder", "as_younger", "all")


def _share_rows(name: str, pick: str, groups: tuple[DealFigures, ...]) -> list[list[str]]:
    shares: list[Share] = [getattr(g, pick) for g in groups]
    return [
        ["deals", f"{name} won", *(_number(s.player_share(), 4) for s in shares)],
        ["deals", f"{name} lost", *(_number(s.opponent_share(), 4) for s in shares)],
    ]


def statistics_csv(report: StatisticsReport) -> str:
    """The report as rows of (section, figure, as elder, as younger, all); figures that do not
    split by seat leave the first two columns empty."""
    f = report.figures
    chosen = report.chosen
    groups = (f.as_elder, f.as_younger, f.all_deals)
    rows: list[list[str]] = [
        ["filter", "opponent", "", "", chosen.opponent or "all"],
        ["filter", "variant", "", "", variant_label(chosen.variant) if chosen.variant else "all"],
        ["filter", "since", "", "", chosen.since.isoformat() if chosen.since else ""],
        ["filter", "until", "", "", chosen.until.isoformat() if chosen.until else ""],
        [
            "filter",
            "practice parties",
            "",
            "",
            "included" if chosen.include_practice else "left out",
        ],
    ]
    for who, counts in (("all", f.results), *((o.opponent, o.results) for o in f.by_opponent)):
        for name, value in (
            ("parties", counts.parties),
            ("won", counts.won),
            ("lost", counts.lost),
            ("drawn", counts.drawn),
            ("unfinished", counts.unfinished),
            ("rubicons given", counts.rubicons_given),
            ("rubicons suffered", counts.rubicons_suffered),
        ):
            rows.append([f"results against {who}", name, "", "", str(value)])
    rows += [
        ["deals", "deals", *(str(g.deals) for g in groups)],
        ["deals", "mean score", *(_number(g.mean_score) for g in groups)],
        ["deals", "median score", *(_number(g.median_score, 1) for g in groups)],
        ["deals", "opponent's mean score", *(_number(g.mean_opponent_score) for g in groups)],
        ["deals", "Cavendish's show", "28", "14", ""],
    ]
    for name, pick in (
        ("point", "point"),
        ("cards", "cards"),
        ("pique", "pique"),
        ("repique", "repique"),
        ("capot", "capot"),
    ):
        rows += _share_rows(name, pick, groups)
        if pick == "cards":  # the window's row beside the cards won, as in the window
            cavendish = (CAVENDISH_CARDS_ELDER, CAVENDISH_CARDS_YOUNGER)
            rows.append(["deals", "Cavendish's cards won", *(_number(v, 4) for v in cavendish), ""])
    a = f.accuracy
    rows += [
        ["accuracy", "mean points lost per decision", "", "", _number(a.mean_loss, 3)],
        ["accuracy", "decisions rated", "", "", str(a.decisions)],
        ["accuracy", "parties reviewed", "", "", str(a.reviewed_parties)],
    ]
    rating = report.rating
    rows += [
        ["rating", "Elo (posterior mean)", "", "", _number(rating.mean, 0)],
        ["rating", "standard deviation", "", "", _number(rating.sd, 0)],
        ["rating", "95% interval low", "", "", _number(rating.low, 0)],
        ["rating", "95% interval high", "", "", _number(rating.high, 0)],
        ["rating", "parties rated", "", "", str(rating.games)],
    ]
    return csv_text([STATISTICS_HEADER, *rows])  # an opponent's name: see there
