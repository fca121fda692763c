"""Reviewers' wrong answers, fifth round, loaded by the generic loader into a real Neo4j and asked offline: a body's
member said for its doing ("Which jurors voted for X?" is juryVoteFor, never the votes at tribal council); a frame
word that is a person's field where the graph says it ("Which actor won Best Picture?": each answer must be one); a
body's noun asked of persons ("Which party was president of Finland?"); a "no" over a name the graph says otherwise
("Team Sky" beside SKY PROCYCLING); "an Oscar" never the film The Oscar; a body's letters said alone ("HTC" of
"TEAM COLUMBIA - HTC"), never a rider's initials; names told apart by a place the question says ("the
Conservatives ... in the UK")."""

from __future__ import annotations

from factories import IntervalTable, misread

PARTIES = ["Centre Party", "Green Party", "Left Party", "Swedish People's Party", "National Coalition Party"]
ROWS = [
    ("Benjamin Wade", "juryVoteFor", "Parvati Shallow", "2010-05-16", "2010-05-16"),
    ("Jerri Manthey", "juryVoteFor", "Parvati Shallow", "2010-05-16", "2010-05-16"),
    ("Jerri Manthey", "votedFor", "Parvati Shallow", "2010-05-10", "2010-05-10"),
    ("Russell Hantz", "votedFor", "Parvati Shallow", "2010-05-12", "2010-05-12"),
    ("Brad Pitt", "won", "Best Picture", "2013", "2013"),
    ("Dede Gardner", "won", "Best Picture", "2013", "2013"),
    ("Brad Pitt", "nominatedFor", "Best Actor", "2008", "2008"),
    ("Bong Joon Ho", "won", "Best Director", "2019", "2019"),
    ("Hilary Swank", "won", "Best Actress", "1999", "1999"),
    ("Meryl Streep", "nominatedFor", "Best Actress", "2017", "2017"),
    ("Rod Steiger", "nominatedForFilm", "The Oscar", "1966", "1966"),
    ("Mauno Koivisto", "presidentOf", "Finland", "1982-01-27", "1994-03-01"),
    *[(p, "inGovernment", "Finland", f"{1983 + 2 * i}-05-06", f"{1987 + 2 * i}-04-30") for i, p in enumerate(PARTIES)],
    ("Chris Froome", "rodeFor", "SKY PROCYCLING", "2013", "2013"),
    ("Chris Froome", "rodeFor", "TEAM SKY", "2015", "2015"),
    ("Mark Cavendish", "rodeFor", "TEAM COLUMBIA - HTC", "2009", "2009"),
    ("Mark Cavendish", "rodeFor", "SKY PROCYCLING", "2012", "2012"),
    ("Harold Tejada Canacue", "rodeFor", "ASTANA QAZAQSTAN TEAM", "2023", "2023"),
    ("Egan Bernal", "won", "Tour de Suisse", "2019", "2019"),
    ("Tour de Suisse", "startedIn", "Langnau", "2019", "2019"),
    ("Jeffrey De Laurentis", "chargeDAffairesTo", "Cuba", "2015-07-20", "2017-07-07"),
    ("Franz Beckenbauer", "squadMemberOf", "West Germany", "1966-07-12", "1966-07-30"),
    ("Conservatives (Denmark)", "inGovernment", "Denmark", "2001-11-27", "2011-10-02"),
    ("Conservatives (United Kingdom)", "inGovernment", "United Kingdom", "2010-05-11", "2024-07-05"),
]

EVERY = [
    ("Which jurors voted for Parvati Shallow in 2010?", {"Benjamin Wade", "Jerri Manthey"}),
    ("Who voted for Parvati Shallow in 2010?", {"Jerri Manthey", "Russell Hantz"}),  # the votes at tribal council
    ("Which actor won Best Actress in 1999?", {"Hilary Swank"}),
    ("Which parties were in government in Finland in 1986?", {"Centre Party", "Green Party"}),
    ("Did Chris Froome ride for Team Sky in 2015?", {"yes"}),
    ("Did Mark Cavendish ride for HTC in 2009?", {"yes"}),
    ("Did Mark Cavendish ride for HTC in 2012?", {"no"}),
    ("Were the Conservatives in government in the UK in 2012?", {"yes"}),
    ("Who was chargé d'affaires to Cuba in 2016?", {"Jeffrey De Laurentis"}),  # "chargeDAffairesTo"
    ("Was Franz Beckenbauer in West Germany's squad in 1966?", {"yes"}),  # "squadMemberOf": the squad
    ("Were the Conservatives in government in Denmark in 2012?", {"no"}),
]
NONE = [
    "Which actor won Best Picture in 2013?",  # Dede Gardner holds no fact saying so
    "Which actor won Best Director in 2019?",
    "Which party was president of Finland in 1990?",  # a person
    "Did Chris Froome ride for Team Sky in 2013?",  # SKY PROCYCLING may be Team Sky
    "When was Meryl Streep last nominated for an Oscar?",  # no film The Oscar
    "Were the Conservatives in government in 2005?",  # Denmark's, or the United Kingdom's?
    "Which town won the Tour de Suisse in 2019?",  # a rider, by his name
]


def test_members_kinds_and_letters(interval_table: IntervalTable) -> None:
    """One load for every question; the refusals say why."""
    kg = interval_table(ROWS, "tests")
    wrong = misread(kg, EVERY, NONE)
    assert not wrong, "\n".join(wrong)
    sky = kg.invoke({"question": "Did Chris Froome ride for Team Sky in 2013?"}).reason
    assert "SKY PROCYCLING may be TEAM SKY said otherwise, so no 'no'" in sky
    actor = kg.invoke({"question": "Which actor won Best Picture in 2013?"}).reason
    assert "'actor' asked: the graph holds no fact saying Dede Gardner is one" in actor
    party = kg.invoke({"question": "Which party was president of Finland in 1990?"}).reason
    assert "Mauno Koivisto" in party and "persons" in party
    oscar = kg.invoke({"question": "When was Meryl Streep last nominated for an Oscar?"}).reason
    assert "The Oscar" not in oscar
