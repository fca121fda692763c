"""A name said in pieces (`name_pieces.composed`): the year, the series' other name and the words that tell its
series apart, said apart, are the one edition whose name holds them all."""

from __future__ import annotations

from chronorag.understanding.name_pieces import composed
from chronorag.understanding.names import NameIndex
from chronorag.understanding.tokens import tokenize

NAMES = [
    *(f"{y} Wimbledon {who}'s Singles" for y in range(2005, 2010) for who in ("Men", "Women")),
    "Wimbledon",
    "Venus Williams",
]


def _read(question: str) -> list[tuple[str, str]]:
    index = NameIndex.build(NAMES, plain=True)
    toks = tokenize(question)
    spans = [(m.i, m.j, m.names) for m in index.mentions(toks, {t.i for t in toks})]
    return [(c.name, " ".join(toks[k].text for k in c.pieces)) for c in composed(toks, index, set(), spans)]


def test_the_pieces_around_a_year_name_the_one_edition_holding_them_all() -> None:
    assert _read("Who won the men's singles at Wimbledon in 2008?") == [
        ("2008 Wimbledon Men's Singles", "men 's singles")
    ]
    assert _read("Who was the women's top seed at Wimbledon 2007?") == [("2007 Wimbledon Women's Singles", "women 's")]


def test_pieces_that_fit_several_editions_name_none() -> None:
    assert _read("Who won Wimbledon in 2008?") == []
    assert _read("Who won the singles at Wimbledon in 2008?") == []


def test_pieces_past_another_name_are_not_the_year_s() -> None:
    assert _read("Who won the women's singles at Wimbledon next after Venus Williams won in 2007?") == []


def test_a_year_read_as_more_than_in_and_it_is_a_period() -> None:
    index = NameIndex.build(NAMES, plain=True)
    toks = tokenize("Who won the men's singles at Wimbledon since 2008?")
    spans = [(m.i, m.j, m.names) for m in index.mentions(toks, {t.i for t in toks})]
    since = next(t.i for t in toks if t.text == "since")
    assert composed(toks, index, set(), spans, frozenset({since, since + 1})) == []
    assert len(composed(toks, index, set(), spans, frozenset({since + 1}))) == 1
