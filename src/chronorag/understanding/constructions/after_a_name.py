"""A noun left right after a name (`leftovers`): where it heads what is said and the name only qualifies it, the
question asks another thing than the name's facts, so it bears on the answer ("the Manchester derby", "the last UK
act to win")."""

from __future__ import annotations

from chronorag.understanding.name_forms import Picked
from chronorag.understanding.name_table import name_table
from chronorag.understanding.reading import Reading
from chronorag.understanding.tokens import Token
from chronorag.understanding.words import is_noun, is_participle, is_verb, key


def after_a_name(r: Reading, left: list[Token]) -> list[tuple[Token, str]]:
    """ "Who won the Manchester derby in April 2019?": a noun left right after a name said in part that may be several
    entities ("Manchester": City or United) heads what is said, the words only qualifying it: read as the one entity
    the question fits, it asks another thing (every win over Manchester United that month). After a name of one
    entity ("Django version", "Stanley Cup titles", "the Monaco race") such a noun is its kind, as before; never
    after a country's ("the last UK act to win" asks an act from the UK, not the UK: a reviewer's find)."""
    in_part = {m.j for m in r.mentions if isinstance(m, Picked)}  # one of the entities the words may be
    out = [(t, "a noun the name before it only qualifies") for t in left if t.i in in_part and _a_noun_alone(t)]
    countries = {m.j for m in r.mentions if len(m.names) == 1 and name_table().kinds().get(m.names[0]) == "country"}
    return out + [  # "the last UK act to win": an act from the UK, no country's kind
        (t, "what is said of the country before it")
        for t in left
        if t.i in countries and (t.i not in in_part or not _a_noun_alone(t)) and _a_noun(t)
    ]


def _a_noun(t: Token) -> bool:
    """A word in lower case that may be a noun, one or many: left unread after a country, a verb's form too (the
    dictionary knows "act" only as a verb: "the UK act")."""
    plain = is_verb(t.text) and not is_participle(t.text)  # never a past ("Which ambassadors to China served ...?")
    return t.is_word and not t.is_capitalised and (is_noun(t.text) or plain)


def _a_noun_alone(t: Token) -> bool:
    """A singular noun in lower case that is no verb's form ("derby"; never "stay", "go", nor "the Kelly twins")."""
    return t.is_word and not t.is_capitalised and is_noun(t.text) and not is_verb(t.text) and key(t.text) == t.low
