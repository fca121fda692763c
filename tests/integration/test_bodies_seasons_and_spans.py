"""Reviewers' wrong answers, sixth round, loaded by the generic loader into a real Neo4j and asked offline: a body's
noun asked ("Which studio won Best Picture in 2019?") is the kind asked, and no answer may be by its name a person's;
"as of <day>" is that day; "appointed to <a court>" is the start of a seat on it; a "when" clause known to its year
only, one spell ending and another beginning in it, is no answer; a match of a few days counted in days is no answer
(three days of play, or two from first to last?); "debut" is the first start; "between A and B" after what is
counted is no choice of the two; "played for X ... in their Test" is never played against X; "When did X manage Y?"
over years is no answer; a surname as other transliterations end it; "X's spokesperson" is the one for X; "on pole
for" is the pole won."""

from __future__ import annotations

from factories import IntervalTable, misread

ROWS = [
    ("Bong Joon Ho", "won", "Best Picture", "2019", "2019"),
    ("Kwak Sin Ae", "won", "Best Picture", "2019", "2019"),
    ("Metro-Goldwyn-Mayer", "won", "Best Picture", "1936", "1936"),
    ("Walt Disney Productions", "won", "Best Picture", "1990", "1990"),
    ("Parasite", "filmWon", "Best Picture", "2019", "2019"),
    ("Robin Cook", "heldOffice", "Foreign Secretary", "1997-05-02", "2001-06-08"),
    ("Jack Straw", "heldOffice", "Foreign Secretary", "2001-06-08", "2006-05-05"),
    ("Sonia Sotomayor", "servedOn", "Supreme Court of the United States", "2009-08-06", ""),
    ("Sonia Sotomayor", "servedOn", "U.S. Court of Appeals for the Second Circuit", "1998-10-07", "2009-08-07"),
    ("Sonia Sotomayor", "appointedBy", "Barack Obama", "2009-08-06", "2009-08-06"),
    ("Philadelphia Flyers", "playedInDivision", "West Division", "1967", "1974"),
    ("Philadelphia Flyers", "playedInDivision", "Patrick Division", "1974", "1993"),
    ("Philadelphia Flyers", "wonStanleyCup", "Stanley Cup", "1974", "1974"),
    ("Fred Shero", "coached", "Philadelphia Flyers", "1971", "1978"),
    ("Sachin Tendulkar", "playedTestFor", "India", "2013-11-14", "2013-11-16"),
    *[(f"Bowler {n}", "playedTestFor", "India", "2013-11-14", "2013-11-16") for n in "ABCDEFGHIJKLMNOPQRST"],  # matches
    ("Alastair Cook", "playedTestFor", "England", "2006-03-01", "2006-03-05"),
    ("Alastair Cook", "playedTestFor", "England", "2006-05-11", "2006-05-15"),
    ("Andrew Balbirnie", "playedTestFor", "Ireland", "2018-05-11", "2018-05-15"),
    ("Pakistan", "playedTestAgainst", "Ireland", "2018-05-11", "2018-05-15"),
    ("Ireland", "playedTestAgainst", "Pakistan", "2018-05-11", "2018-05-15"),
    ("India", "wonTestAgainst", "Australia", "2017-03-25", "2017-03-28"),
    ("Australia", "wonTestAgainst", "England", "2017-12-14", "2017-12-18"),
    ("Australia", "wonTestAgainst", "England", "2017-12-26", "2017-12-30"),
    ("Joe Torre", "managed", "New York Yankees", "1996", "2007"),
    ("Sergei Konstantinovich Krikalyov", "launchedOn", "Soyuz TM-7", "1988-11-26", "1989-04-27"),
    ("Johnny Logan", "spokespersonFor", "Ireland", "2004-05-15", "2004-05-15"),
    ("Frank Hall", "spokespersonFor", "Ireland", "1965-03-20", "1965-03-20"),
    ("Chase Briscoe", "wonPoleFor", "Daytona 500", "2025", "2025"),
    ("William Byron", "wonRace", "Daytona 500", "2025", "2025"),
]

EVERY = [
    ("Which studio won Best Picture in 1936?", {"Metro-Goldwyn-Mayer"}),
    ("Which company won Best Picture in 1990?", {"Walt Disney Productions"}),
    ("Who won Best Picture in 2019?", {"Bong Joon Ho", "Kwak Sin Ae"}),
    ("Who was Foreign Secretary as of 1 January 2000?", {"Robin Cook"}),  # "as of": on that day
    ("When was Sonia Sotomayor appointed to the Supreme Court?", {"2009-08-06"}),  # her seat's start
    ("Was Sonia Sotomayor appointed to the Supreme Court in 2012?", {"no"}),
    ("Who coached the Flyers when they won their first Stanley Cup?", {"Fred Shero"}),  # through all of 1974
    ("Who won the Stanley Cup in 1974?", {"Philadelphia Flyers"}),
    ("When did Alastair Cook make his debut?", {"2006-03-01"}),  # his first start, not each Test's
    ("When did Joe Torre start managing the New York Yankees?", {"1996"}),
    ("When did Sergei Krikalev first launch?", {"1988-11-26"}),  # Krikalyov
    ("Who was Ireland's spokesperson in 2004?", {"Johnny Logan"}),  # the title names the head, Ireland the tail
    ("Who was on pole for the 2025 Daytona 500?", {"Chase Briscoe"}),  # wonPoleFor, never the race's winner
]
NONE = [
    "Which studio won Best Picture in 2019?",  # its producers, persons
    "Which division were the Flyers in when they won their first Stanley Cup?",  # West to 1974, Patrick from 1974
    "How many days did Tendulkar's last Test last?",  # three days of play, or two from the first to the last
    "Who has won more Tests between India and Australia?",  # against each other, or all their wins?
    "Who played for Ireland in their first Test?",  # never Pakistan, who played against them
    "When did Joe Torre manage the New York Yankees?",  # in 1996, or from 1996 to 2007?
]


def test_bodies_seasons_and_spans(interval_table: IntervalTable) -> None:
    """One load for every question; the refusals say why."""
    kg = interval_table(ROWS, "tests")
    wrong = misread(kg, EVERY, NONE)
    assert not wrong, "\n".join(wrong)
    studio = kg.invoke({"question": "Which studio won Best Picture in 2019?"}).reason
    assert "'studio' asked: Bong Joon Ho is by its name a person" in studio
    division = kg.invoke({"question": "Which division were the Flyers in when they won their first Stanley Cup?"})
    assert "known only as 1974" in division.reason and "may not have held on its day" in division.reason
    days = kg.invoke({"question": "How many days did Tendulkar's last Test last?"}).reason
    assert "may count 2 from its first day to its last or 3 days it ran" in days
    torre = kg.invoke({"question": "When did Joe Torre manage the New York Yankees?"}).reason
    assert "'when' of a state held over time may ask when it began or every year it held (1996 .. 2007)" in torre
