"""graph13: 120 questions over the Academy Awards graph, with the gold answers computed from graph.tsv.gz.

    python3 gold.py            # checks, then writes graph13-dev.json and graph13-test.json
    python3 gold.py --check    # fails unless the files on disk are what gold.py writes
    python3 gold.py --explain  # each question with its meaning and answers
    python3 gold.py --stats    # counts per kind and half

Each case: (kind, question, names, meaning).  `names` maps every graph node the meaning uses to the
words the question types for it; `meaning` is a small expression evaluated by `answer` below.

Selectors (dicts): h = head, r = relation, t = tail, y = a year or (first, last) years; a fact matches
a year if its span (start..end) overlaps it.  Operations:

  heads S / tails S             the distinct heads / tails of the facts S
  year S which                  the year (start) of the only / first / last fact of S
  count S                       the number of facts of S
  years S                       the number of different years of S
  distinct S field              the number of different heads / tails of S
  nth S field n                 the n-th different head / tail by the year it first appears (-1: most recent)
  nthfact S field n             the field of the n-th fact of S by year (no tie on that year)
  most S field                  the head(s) / tail(s) with the most facts in S
  between A wa B wb             the years from A's (first/last/only) fact to B's
  at A wa S field shift         the heads / tails of S in the year of A's fact, shifted by `shift` years
  next A wa S field             the heads / tails of S in the first year after A's fact that has any
  prev A wa S field             ... in the last year before A's fact that has any
  yes S                         yes if S has a fact, else no
  first {label: S, ...}         the label whose first fact is earliest (the years must differ)
"""

import gzip
import hashlib
import json
import os
import re
import sys
import unicodedata

HERE = os.path.dirname(os.path.abspath(__file__))
GRAPH = os.path.join(HERE, "graph.tsv.gz")
GRAPH_SHA256 = "3bd6f74ba1eb73147eb58acb621a83bdc691d3c250939118ab995346d37a4648"
N = 120

F = "nominatedFor"
W = "won"
NF = "nominatedForFilm"
WF = "wonForFilm"
FN = "filmNominatedFor"
FW = "filmWon"
AT = "nominatedAt"

CASES = []


def case(kind, question, names, meaning):
    CASES.append((kind, question, names, meaning))


# ------------------------------------------------------------------------------------------------
# the questions
# ------------------------------------------------------------------------------------------------

BA, BAS, SA, SAS = "Best Actor", "Best Actress", "Best Supporting Actor", "Best Supporting Actress"
BP, BD, BAF, BIF = "Best Picture", "Best Director", "Best Animated Feature", "Best International Feature Film"


def S(**kw):
    return kw


# ---- who: the winners or nominees of a category in a year
case("who", "Who won Best Actor for 1994?", {BA: "Best Actor"}, ("heads", S(r=W, t=BA, y=1994)))
case("who", "Who took home the Best Actress Oscar for 1950?", {BAS: "Best Actress"},
     ("heads", S(r=W, t=BAS, y=1950)))
case("who", "which actress won best supporting actress for 2013 films", {SAS: "best supporting actress"},
     ("heads", S(r=W, t=SAS, y=2013)))
case("who", "Who won Best Director for 1959?", {BD: "Best Director"}, ("heads", S(r=W, t=BD, y=1959)))
case("who", "Who won the Oscar for Best Original Score for 2008?", {"Best Original Score": "Best Original Score"},
     ("heads", S(r=W, t="Best Original Score", y=2008)))
case("who", "Who was nominated for Best Actor for 2015?", {BA: "Best Actor"}, ("heads", S(r=F, t=BA, y=2015)))
case("who", "Which country won Best International Feature Film for 2019?", {BIF: "Best International Feature Film"},
     ("heads", S(r=W, t=BIF, y=2019)))
case("who", "Who won Best Supporting Actor for 2008?", {SA: "Best Supporting Actor"},
     ("heads", S(r=W, t=SA, y=2008)))
case("who", "Who received the Irving G. Thalberg Memorial Award for 1986?",
     {"Irving G. Thalberg Memorial Award": "Irving G. Thalberg Memorial Award"},
     ("heads", S(r=W, t="Irving G. Thalberg Memorial Award", y=1986)))
case("who", "Who got an Honorary Award for 2025?", {"Honorary Award": "Honorary Award"},
     ("heads", S(r=W, t="Honorary Award", y=2025)))
case("who", "Who won Best Cinematography for 2014?", {"Best Cinematography": "Best Cinematography"},
     ("heads", S(r=W, t="Best Cinematography", y=2014)))
case("who", "Who won the Best Original Song Oscar for 1997?", {"Best Original Song": "Best Original Song"},
     ("heads", S(r=W, t="Best Original Song", y=1997)))
case("who", "Which actor won Best Actor for 1939?", {BA: "Best Actor"}, ("heads", S(r=W, t=BA, y=1939)))
case("who", "Which countries were up for Best International Feature Film for 2019?",
     {BIF: "Best International Feature Film"}, ("heads", S(r=F, t=BIF, y=2019)))
# ---- film / what: films and categories
case("what", "What film won Best Picture for 1972?", {BP: "Best Picture"}, ("heads", S(r=FW, t=BP, y=1972)))
case("what", "Which movie won Best Animated Feature for 2013?", {BAF: "Best Animated Feature"},
     ("heads", S(r=FW, t=BAF, y=2013)))
case("what", "What Oscars did Parasite win?", {"Parasite": "Parasite"}, ("tails", S(h="Parasite", r=FW)))
case("what", "Which categories did Anora win?", {"Anora": "Anora"}, ("tails", S(h="Anora", r=FW)))
case("what", "For which film did Tom Hanks win Best Actor for 1993?", {"Tom Hanks": "Tom Hanks"},
     ("tails", S(h="Tom Hanks", r=WF, y=1993)))
case("what", "Which film did Leonardo DiCaprio finally win his Oscar for?", {"Leonardo DiCaprio": "Leonardo DiCaprio"},
     ("tails", S(h="Leonardo DiCaprio", r=WF)))
case("what", "Which films got Cate Blanchett nominated for 2007?", {"Cate Blanchett": "Cate Blanchett"},
     ("tails", S(h="Cate Blanchett", r=NF, y=2007)))
case("what", "In which categories was Kenneth Branagh nominated for 2021?", {"Kenneth Branagh": "Kenneth Branagh"},
     ("tails", S(h="Kenneth Branagh", r=F, y=2021)))

# ---- when: the year of a win or a nomination
case("when", "For which year did Kathryn Bigelow win Best Director?", {"Kathryn Bigelow": "Kathryn Bigelow", BD: "Best Director"},
     ("year", S(h="Kathryn Bigelow", r=W, t=BD), "only"))
case("when", "In what year was Leonardo DiCaprio first nominated?", {"Leonardo DiCaprio": "Leonardo DiCaprio"},
     ("year", S(h="Leonardo DiCaprio", r=F), "first"))
case("when", "When did Al Pacino finally win an Oscar?", {"Al Pacino": "Al Pacino"},
     ("year", S(h="Al Pacino", r=W), "only"))
case("when", "What year did Judi Dench win her Oscar?", {"Judi Dench": "Judi Dench"},
     ("year", S(h="Judi Dench", r=W), "only"))
case("when", "What year did Denzel Washington win Best Actor?", {"Denzel Washington": "Denzel Washington", BA: "Best Actor"},
     ("year", S(h="Denzel Washington", r=W, t=BA), "only"))
case("when", "When did Spirited Away win Best Animated Feature?", {"Spirited Away": "Spirited Away", BAF: "Best Animated Feature"},
     ("year", S(h="Spirited Away", r=FW, t=BAF), "only"))
case("when", "What year did Alfred Hitchcock get his last Best Director nomination?",
     {"Alfred Hitchcock": "Alfred Hitchcock", BD: "Best Director"},
     ("year", S(h="Alfred Hitchcock", r=F, t=BD), "last"))
case("when", "When did Paul Newman win Best Actor?", {"Paul Newman": "Paul Newman", BA: "Best Actor"},
     ("year", S(h="Paul Newman", r=W, t=BA), "only"))
case("when", "Which year did Casablanca win Best Picture for?", {"Casablanca": "Casablanca", BP: "Best Picture"},
     ("year", S(h="Casablanca", r=FW, t=BP), "only"))
case("when", "When did Peter O'Toole get his Honorary Award?", {"Peter O'Toole": "Peter O'Toole", "Honorary Award": "Honorary Award"},
     ("year", S(h="Peter O'Toole", r=W, t="Honorary Award"), "only"))

# ---- nth: first / second / n-th / most recent
case("nth", "Which film won the very first Best Animated Feature?", {BAF: "Best Animated Feature"},
     ("nth", S(r=FW, t=BAF), "h", 0))
case("nth", "What was the first film to win Best Picture?", {BP: "Best Picture"}, ("nth", S(r=FW, t=BP), "h", 0))
case("nth", "Who won the first ever Best Actress award?", {BAS: "Best Actress"}, ("nth", S(r=W, t=BAS), "h", 0))
case("nth", "For which film did Meryl Streep win her first Oscar?", {"Meryl Streep": "Meryl Streep"},
     ("nthfact", S(h="Meryl Streep", r=WF), "t", 0))
case("nth", "What was Katharine Hepburn's third Oscar for?", {"Katharine Hepburn": "Katharine Hepburn"},
     ("nthfact", S(h="Katharine Hepburn", r=WF), "t", 2))
case("nth", "What is the most recent winner of Best Animated Feature?", {BAF: "Best Animated Feature"},
     ("nth", S(r=FW, t=BAF), "h", -1))
case("nth", "Which was the second film to win Best Animated Feature?", {BAF: "Best Animated Feature"},
     ("nth", S(r=FW, t=BAF), "h", 1))
case("nth", "Who is the latest Best Director winner?", {BD: "Best Director"}, ("nth", S(r=W, t=BD), "h", -1))
case("nth", "Who was the third person to win Best Actress?", {BAS: "Best Actress"}, ("nth", S(r=W, t=BAS), "h", 2))
case("nth", "What did Denzel Washington win his second Oscar for?", {"Denzel Washington": "Denzel Washington"},
     ("nthfact", S(h="Denzel Washington", r=WF), "t", 1))
case("nth", "Which film gave John Williams his fifth Oscar?", {"John Williams": "John Williams"},
     ("nthfact", S(h="John Williams", r=WF), "t", 4))
case("nth", "Who was the first person to win Best Supporting Actor?", {SA: "Best Supporting Actor"},
     ("nth", S(r=W, t=SA), "h", 0))

# ---- next / prev: the next or previous holder
case("next", "Who won Best Actor next after Tom Hanks's back-to-back wins?", {"Tom Hanks": "Tom Hanks", BA: "Best Actor"},
     ("next", S(h="Tom Hanks", r=W, t=BA), "last", S(r=W, t=BA), "h"))
case("next", "After Parasite, which film won Best Picture next?", {"Parasite": "Parasite", BP: "Best Picture"},
     ("next", S(h="Parasite", r=FW, t=BP), "only", S(r=FW, t=BP), "h"))
case("next", "Which film won Best Animated Feature after Toy Story 3?", {"Toy Story 3": "Toy Story 3", BAF: "Best Animated Feature"},
     ("next", S(h="Toy Story 3", r=FW, t=BAF), "only", S(r=FW, t=BAF), "h"))
case("next", "After Frances McDormand won for Fargo, who won Best Actress next?",
     {"Frances McDormand": "Frances McDormand", "Fargo": "Fargo", BAS: "Best Actress"},
     ("next", S(h="Frances McDormand", r=WF, t="Fargo"), "only", S(r=W, t=BAS), "h"))
case("next", "Which country won Best International Feature Film next after Life Is Beautiful?",
     {"Life Is Beautiful": "Life Is Beautiful", BIF: "Best International Feature Film"},
     ("next", S(h="Life Is Beautiful", r=FW, t=BIF), "only", S(r=W, t=BIF), "h"))
case("next", "Who was the next Best Director winner after Clint Eastwood's first win?",
     {"Clint Eastwood": "Clint Eastwood", BD: "Best Director"},
     ("next", S(h="Clint Eastwood", r=W, t=BD), "first", S(r=W, t=BD), "h"))
case("prev", "Who won Best Actress just before Halle Berry?", {"Halle Berry": "Halle Berry", BAS: "Best Actress"},
     ("prev", S(h="Halle Berry", r=W, t=BAS), "only", S(r=W, t=BAS), "h"))
case("prev", "Which film won Best Picture right before The Godfather?", {"The Godfather": "The Godfather", BP: "Best Picture"},
     ("prev", S(h="The Godfather", r=FW, t=BP), "only", S(r=FW, t=BP), "h"))
case("prev", "who won best director before bong joon ho", {"Bong Joon Ho": "bong joon ho", BD: "best director"},
     ("prev", S(h="Bong Joon Ho", r=W, t=BD), "only", S(r=W, t=BD), "h"))
case("prev", "Which animated feature won the Oscar before Frozen?", {"Frozen": "Frozen", BAF: "animated feature"},
     ("prev", S(h="Frozen", r=FW, t=BAF), "only", S(r=FW, t=BAF), "h"))

# ---- shift: the year after / before another win
case("shift", "Who won Best Actor the year after Leonardo DiCaprio won?", {"Leonardo DiCaprio": "Leonardo DiCaprio", BA: "Best Actor"},
     ("at", S(h="Leonardo DiCaprio", r=W, t=BA), "only", S(r=W, t=BA), "h", 1))
case("shift", "What won Best Picture the year before Slumdog Millionaire?", {"Slumdog Millionaire": "Slumdog Millionaire", BP: "Best Picture"},
     ("at", S(h="Slumdog Millionaire", r=FW, t=BP), "only", S(r=FW, t=BP), "h", -1))
case("shift", "Who won Best Supporting Actress the year after Anne Hathaway?", {"Anne Hathaway": "Anne Hathaway", SAS: "Best Supporting Actress"},
     ("at", S(h="Anne Hathaway", r=W, t=SAS), "only", S(r=W, t=SAS), "h", 1))
case("shift", "Which film won Best International Feature Film the year before Roma?", {"Roma": "Roma", BIF: "Best International Feature Film"},
     ("at", S(h="Roma", r=FW, t=BIF), "only", S(r=FW, t=BIF), "h", -1))
case("shift", "Who won Best Actress the year before Katharine Hepburn's last win?",
     {"Katharine Hepburn": "Katharine Hepburn", BAS: "Best Actress"},
     ("at", S(h="Katharine Hepburn", r=W, t=BAS), "last", S(r=W, t=BAS), "h", -1))
case("shift", "Which Best Animated Feature winner came the year after Coco?", {"Coco": "Coco", BAF: "Best Animated Feature"},
     ("at", S(h="Coco", r=FW, t=BAF), "only", S(r=FW, t=BAF), "h", 1))

# ---- count: how many times
case("count", "How many Oscar nominations has Meryl Streep had?", {"Meryl Streep": "Meryl Streep"},
     ("count", S(h="Meryl Streep", r=F)))
case("count", "How many Oscars did Walt Disney win?", {"Walt Disney": "Walt Disney"}, ("count", S(h="Walt Disney", r=W)))
case("count", "How many times was Katharine Hepburn nominated for Best Actress?",
     {"Katharine Hepburn": "Katharine Hepburn", BAS: "Best Actress"}, ("count", S(h="Katharine Hepburn", r=F, t=BAS)))
case("count", "How many Academy Awards did Ben-Hur win?", {"Ben-Hur": "Ben-Hur"}, ("count", S(h="Ben-Hur", r=FW)))
case("count", "How many nominations did Sinners get?", {"Sinners": "Sinners"}, ("count", S(h="Sinners", r=FN)))
case("count", "How many Oscars has Jack Nicholson won?", {"Jack Nicholson": "Jack Nicholson"},
     ("count", S(h="Jack Nicholson", r=W)))
case("count", "How many times has Martin Scorsese been nominated for Best Director?",
     {"Martin Scorsese": "Martin Scorsese", BD: "Best Director"}, ("count", S(h="Martin Scorsese", r=F, t=BD)))
case("count", "How many times did Italy win Best International Feature Film in the 1960s?",
     {"Italy": "Italy", BIF: "Best International Feature Film"}, ("count", S(h="Italy", r=W, t=BIF, y=(1960, 1969))))
case("count", "How many nominations did The Lord of the Rings: The Return of the King get?",
     {"The Lord of the Rings: The Return of the King": "The Lord of the Rings: The Return of the King"},
     ("count", S(h="The Lord of the Rings: The Return of the King", r=FN)))
case("count", "How many Oscars did Edith Head win?", {"Edith Head": "Edith Head"}, ("count", S(h="Edith Head", r=W)))
case("count", "How many Oscars did Oppenheimer win?", {"Oppenheimer": "Oppenheimer"}, ("count", S(h="Oppenheimer", r=FW)))

# ---- distinct: how many different
case("distinct", "How many different films have won Best Animated Feature?", {BAF: "Best Animated Feature"},
     ("distinct", S(r=FW, t=BAF), "h"))
case("distinct", "How many different people have won Best Director?", {BD: "Best Director"},
     ("distinct", S(r=W, t=BD), "h"))
case("distinct", "How many different countries won Best International Feature Film in the 2000s?",
     {BIF: "Best International Feature Film"}, ("distinct", S(r=W, t=BIF, y=(2000, 2009)), "h"))
case("distinct", "In how many different categories has Kenneth Branagh been nominated?",
     {"Kenneth Branagh": "Kenneth Branagh"}, ("distinct", S(h="Kenneth Branagh", r=F), "t"))
case("distinct", "How many different actresses were nominated for Best Actress in the 1990s?",
     {BAS: "Best Actress"}, ("distinct", S(r=F, t=BAS, y=(1990, 1999)), "h"))
case("distinct", "For how many different films has John Williams been nominated?", {"John Williams": "John Williams"},
     ("distinct", S(h="John Williams", r=NF), "t"))
case("distinct", "How many different films won Best Picture in the 1990s?", {BP: "Best Picture"},
     ("distinct", S(r=FW, t=BP, y=(1990, 1999)), "h"))

# ---- most
case("most", "Which film won the most Oscars for 1997?", {}, ("most", S(r=FW, y=1997), "h"))
case("most", "Who has won Best Director the most times?", {BD: "Best Director"}, ("most", S(r=W, t=BD), "h"))
case("most", "Which country has won Best International Feature Film the most?", {BIF: "Best International Feature Film"},
     ("most", S(r=W, t=BIF), "h"))
case("most", "Who has the most Best Actress nominations?", {BAS: "Best Actress"}, ("most", S(r=F, t=BAS), "h"))
case("most", "Which film got the most nominations for 2023?", {}, ("most", S(r=FN, y=2023), "h"))
case("most", "In which category has Meryl Streep been nominated most often?", {"Meryl Streep": "Meryl Streep"},
     ("most", S(h="Meryl Streep", r=F), "t"))
case("most", "Who won Best Actress the most times?", {BAS: "Best Actress"}, ("most", S(r=W, t=BAS), "h"))
case("most", "Of Steven Spielberg, Martin Scorsese and Clint Eastwood, who has the most Best Director nominations?",
     {"Steven Spielberg": "Steven Spielberg", "Martin Scorsese": "Martin Scorsese", "Clint Eastwood": "Clint Eastwood", BD: "Best Director"},
     ("most", S(r=F, t=BD, hs=["Steven Spielberg", "Martin Scorsese", "Clint Eastwood"]), "h"))

# ---- between: years between two events
case("between", "How many years passed between Al Pacino's first nomination and his win?", {"Al Pacino": "Al Pacino"},
     ("between", S(h="Al Pacino", r=F), "first", S(h="Al Pacino", r=W), "only"))
case("between", "How many years were there between Katharine Hepburn's first and last Best Actress wins?",
     {"Katharine Hepburn": "Katharine Hepburn", BAS: "Best Actress"},
     ("between", S(h="Katharine Hepburn", r=W, t=BAS), "first", S(h="Katharine Hepburn", r=W, t=BAS), "last"))
case("between", "How many years after her first Oscar did Meryl Streep win for The Iron Lady?",
     {"Meryl Streep": "Meryl Streep", "The Iron Lady": "The Iron Lady"},
     ("between", S(h="Meryl Streep", r=W), "first", S(h="Meryl Streep", r=WF, t="The Iron Lady"), "only"))
case("between", "How long did Leonardo DiCaprio wait from his first nomination to his first win, in years?",
     {"Leonardo DiCaprio": "Leonardo DiCaprio"},
     ("between", S(h="Leonardo DiCaprio", r=F), "first", S(h="Leonardo DiCaprio", r=W), "first"))
case("between", "How many years apart were Clint Eastwood's two Best Director wins?",
     {"Clint Eastwood": "Clint Eastwood", BD: "Best Director"},
     ("between", S(h="Clint Eastwood", r=W, t=BD), "first", S(h="Clint Eastwood", r=W, t=BD), "last"))
case("between", "How many years after his first Best Director nomination did Steven Spielberg win that award?",
     {"Steven Spielberg": "Steven Spielberg", BD: "Best Director"},
     ("between", S(h="Steven Spielberg", r=F, t=BD), "first", S(h="Steven Spielberg", r=W, t=BD), "first"))
case("between", "How many years apart were Frances McDormand's wins for Fargo and Nomadland?",
     {"Frances McDormand": "Frances McDormand", "Fargo": "Fargo", "Nomadland": "Nomadland"},
     ("between", S(h="Frances McDormand", r=WF, t="Fargo"), "only", S(h="Frances McDormand", r=WF, t="Nomadland"), "only"))
case("between", "How long did Martin Scorsese wait for a Best Director Oscar after his first nomination for it, in years?",
     {"Martin Scorsese": "Martin Scorsese", BD: "Best Director"},
     ("between", S(h="Martin Scorsese", r=F, t=BD), "first", S(h="Martin Scorsese", r=W, t=BD), "only"))

# ---- yes / no
case("yesno", "Did Alfred Hitchcock ever win Best Director?", {"Alfred Hitchcock": "Alfred Hitchcock", BD: "Best Director"},
     ("yes", S(h="Alfred Hitchcock", r=W, t=BD)))
case("yesno", "Was Glenn Close ever nominated for Best Supporting Actress?",
     {"Glenn Close": "Glenn Close", SAS: "Best Supporting Actress"}, ("yes", S(h="Glenn Close", r=F, t=SAS)))
case("yesno", "Did Peter O'Toole ever win Best Actor?", {"Peter O'Toole": "Peter O'Toole", BA: "Best Actor"},
     ("yes", S(h="Peter O'Toole", r=W, t=BA)))
case("yesno", "Did Pulp Fiction win Best Original Screenplay?",
     {"Pulp Fiction": "Pulp Fiction", "Best Original Screenplay": "Best Original Screenplay"},
     ("yes", S(h="Pulp Fiction", r=FW, t="Best Original Screenplay")))
case("yesno", "Did Citizen Kane win Best Picture?", {"Citizen Kane": "Citizen Kane", BP: "Best Picture"},
     ("yes", S(h="Citizen Kane", r=FW, t=BP)))
case("yesno", "Was Tom Cruise nominated for Best Actor for 1989?", {"Tom Cruise": "Tom Cruise", BA: "Best Actor"},
     ("yes", S(h="Tom Cruise", r=F, t=BA, y=1989)))
case("yesno", "Did Steven Spielberg win Best Director for 1982?", {"Steven Spielberg": "Steven Spielberg", BD: "Best Director"},
     ("yes", S(h="Steven Spielberg", r=W, t=BD, y=1982)))
case("yesno", "Did The Lord of the Rings: The Return of the King win Best Director?",
     {"The Lord of the Rings: The Return of the King": "The Lord of the Rings: The Return of the King", BD: "Best Director"},
     ("yes", S(h="The Lord of the Rings: The Return of the King", r=FW, t=BD)))
case("yesno", "Did Brokeback Mountain win Best Picture?", {"Brokeback Mountain": "Brokeback Mountain", BP: "Best Picture"},
     ("yes", S(h="Brokeback Mountain", r=FW, t=BP)))
case("yesno", "Did Cate Blanchett get a Best Actress nomination for 2007?", {"Cate Blanchett": "Cate Blanchett", BAS: "Best Actress"},
     ("yes", S(h="Cate Blanchett", r=F, t=BAS, y=2007)))

# ---- same: in the year of another event
case("same", "Who won Best Actress the year Gladiator won Best Picture?", {"Gladiator": "Gladiator", BAS: "Best Actress", BP: "Best Picture"},
     ("at", S(h="Gladiator", r=FW, t=BP), "only", S(r=W, t=BAS), "h"))
case("same", "Who won Best Director the year Shakespeare in Love won Best Picture?",
     {"Shakespeare in Love": "Shakespeare in Love", BD: "Best Director", BP: "Best Picture"},
     ("at", S(h="Shakespeare in Love", r=FW, t=BP), "only", S(r=W, t=BD), "h"))
case("same", "Which film won Best Picture the year Kathy Bates won Best Actress?",
     {"Kathy Bates": "Kathy Bates", BAS: "Best Actress", BP: "Best Picture"},
     ("at", S(h="Kathy Bates", r=W, t=BAS), "only", S(r=FW, t=BP), "h"))
case("same", "Who won Best Actor the year Heath Ledger won Best Supporting Actor?",
     {"Heath Ledger": "Heath Ledger", BA: "Best Actor", SA: "Best Supporting Actor"},
     ("at", S(h="Heath Ledger", r=W, t=SA), "only", S(r=W, t=BA), "h"))
case("same", "What won Best Animated Feature the year Moonlight won Best Picture?",
     {"Moonlight": "Moonlight", BAF: "Best Animated Feature", BP: "Best Picture"},
     ("at", S(h="Moonlight", r=FW, t=BP), "only", S(r=FW, t=BAF), "h"))
case("same", "Which country won Best International Feature Film the year James Cameron won Best Director?",
     {"James Cameron": "James Cameron", BIF: "Best International Feature Film", BD: "Best Director"},
     ("at", S(h="James Cameron", r=W, t=BD), "only", S(r=W, t=BIF), "h"))

# ---- ceremony: named by its number
case("ceremony", "Which film won Best Picture at the 92nd Academy Awards?", {"92nd Academy Awards": "92nd Academy Awards", BP: "Best Picture"},
     ("at", S(r=AT, t="92nd Academy Awards"), "only", S(r=FW, t=BP), "h"))
case("ceremony", "At which Academy Awards was Casablanca nominated?", {"Casablanca": "Casablanca"},
     ("tails", S(h="Casablanca", r=AT)))
case("ceremony", "Who won Best Actress at the 70th Academy Awards?", {"70th Academy Awards": "70th Academy Awards", BAS: "Best Actress"},
     ("at", S(r=AT, t="70th Academy Awards"), "only", S(r=W, t=BAS), "h"))

# ---- order: which came first
case("order", "Who won Best Director first, Ang Lee or Danny Boyle?",
     {"Ang Lee": "Ang Lee", "Danny Boyle": "Danny Boyle", BD: "Best Director"},
     ("first", {"Ang Lee": S(h="Ang Lee", r=W, t=BD), "Danny Boyle": S(h="Danny Boyle", r=W, t=BD)}))
case("order", "Which won Best Picture first, Rocky or Annie Hall?",
     {"Rocky": "Rocky", "Annie Hall": "Annie Hall", BP: "Best Picture"},
     ("first", {"Rocky": S(h="Rocky", r=FW, t=BP), "Annie Hall": S(h="Annie Hall", r=FW, t=BP)}))
case("order", "Who got an Oscar nomination first, Tom Hanks or Denzel Washington?",
     {"Tom Hanks": "Tom Hanks", "Denzel Washington": "Denzel Washington"},
     ("first", {"Tom Hanks": S(h="Tom Hanks", r=F), "Denzel Washington": S(h="Denzel Washington", r=F)}))
case("order", "Which country won Best International Feature Film first, Spain or Denmark?",
     {"Spain": "Spain", "Denmark": "Denmark", BIF: "Best International Feature Film"},
     ("first", {"Spain": S(h="Spain", r=W, t=BIF), "Denmark": S(h="Denmark", r=W, t=BIF)}))

# ---- none: the graph holds no answer
case("none", "Which film won Best Animated Feature for 1995?", {BAF: "Best Animated Feature"},
     ("none", S(r=FW, t=BAF, y=1995), "h"))
case("none", "Which films did Alfred Hitchcock win Best Director for?", {"Alfred Hitchcock": "Alfred Hitchcock", BD: "Best Director"},
     ("none", S(h="Alfred Hitchcock", r=W, t=BD), "t"))
case("none", "Which Oscars has Glenn Close won?", {"Glenn Close": "Glenn Close"}, ("none", S(h="Glenn Close", r=W), "t"))


# ------------------------------------------------------------------------------------------------
# semantics
# ------------------------------------------------------------------------------------------------

def load():
    raw = open(GRAPH, "rb").read()
    if GRAPH_SHA256 and hashlib.sha256(raw).hexdigest() != GRAPH_SHA256:
        sys.exit("graph.tsv.gz is not the pinned file")
    lines = gzip.decompress(raw).decode("utf-8").split("\n")
    assert lines[0] == "head\trelation\ttail\tstart\tend"
    facts = []
    for line in lines[1:]:
        if line:
            h, r, t, s, e = line.split("\t")
            facts.append((h, r, t, int(s), int(e)))
    return facts


class Refused(Exception):
    pass


class Graph:
    def __init__(self, facts):
        self.facts = facts
        self.by_rel = {}
        for f in facts:
            self.by_rel.setdefault(f[1], []).append(f)
        self.nodes = set(f[0] for f in facts) | set(f[2] for f in facts)

    def sel(self, s):
        out = []
        y = s.get("y")
        if isinstance(y, int):
            y = (y, y)
        for f in self.by_rel[s["r"]]:
            if "h" in s and f[0] != s["h"]:
                continue
            if "t" in s and f[2] != s["t"]:
                continue
            if "hs" in s and f[0] not in s["hs"]:
                continue
            if y and not (f[3] <= y[1] and y[0] <= f[4]):
                continue
            out.append(f)
        return sorted(out, key=lambda f: (f[3], f))

    def anchor(self, s, which):
        fs = self.sel(s)
        if not fs:
            raise Refused("empty anchor %r" % (s,))
        years = sorted(set(f[3] for f in fs))
        if which == "only":
            if len(years) != 1:
                raise Refused("anchor not single: %r %r" % (s, years))
            return years[0]
        return years[0] if which == "first" else years[-1]


def field(f, name):
    return f[0] if name == "h" else f[2]


def answer(g, m):
    op = m[0]
    if op == "heads":
        return sorted(set(f[0] for f in g.sel(m[1])))
    if op == "tails":
        return sorted(set(f[2] for f in g.sel(m[1])))
    if op == "none":
        return sorted(set(field(f, m[2]) for f in g.sel(m[1])))
    if op == "year":
        return [str(g.anchor(m[1], m[2]))]
    if op == "count":
        return [str(len(g.sel(m[1])))]
    if op == "years":
        return [str(len(set(f[3] for f in g.sel(m[1]))))]
    if op == "distinct":
        return [str(len(set(field(f, m[2]) for f in g.sel(m[1]))))]
    if op in ("nth", "nthfact"):
        fs = g.sel(m[1])
        seq = []
        if op == "nth":
            seen = {}
            for f in fs:
                seen.setdefault(field(f, m[2]), f[3])
            seq = sorted(seen.items(), key=lambda kv: (kv[1], kv[0]))
        else:
            seq = [(field(f, m[2]), f[3]) for f in fs]
        n = m[3]
        if not seq or n >= len(seq) or -n > len(seq):
            raise Refused("no %r-th" % n)
        v, y = seq[n]
        tied = [x for x, yy in seq if yy == y]
        if len(tied) > 1:
            if n == -1 and op == "nth":
                return sorted(tied)          # the most recent: all of that year
            raise Refused("tie at position %r: %r" % (n, tied))
        return [v]
    if op == "most":
        cnt = {}
        for f in g.sel(m[1]):
            k = field(f, m[2])
            cnt[k] = cnt.get(k, 0) + 1
        if not cnt:
            return []
        top = max(cnt.values())
        return sorted(k for k, c in cnt.items() if c == top)
    if op == "between":
        a = g.anchor(m[1], m[2])
        b = g.anchor(m[3], m[4])
        return [str(abs(b - a))]
    if op == "at":
        y = g.anchor(m[1], m[2]) + (m[5] if len(m) > 5 else 0)
        s = dict(m[3], y=y)
        return sorted(set(field(f, m[4]) for f in g.sel(s)))
    if op in ("next", "prev"):
        y = g.anchor(m[1], m[2])
        fs = g.sel(m[3])
        if op == "next":
            later = [f for f in fs if f[3] > y]
            if not later:
                return []
            y2 = min(f[3] for f in later)
            return sorted(set(field(f, m[4]) for f in later if f[3] == y2))
        earlier = [f for f in fs if f[4] < y]
        if not earlier:
            return []
        y2 = max(f[4] for f in earlier)
        return sorted(set(field(f, m[4]) for f in earlier if f[4] == y2))
    if op == "yes":
        return ["yes" if g.sel(m[1]) else "no"]
    if op == "first":
        firsts = {}
        for label, s in m[1].items():
            firsts[label] = g.anchor(s, "first")
        ys = sorted(firsts.values())
        if len(set(ys)) != len(ys):
            raise Refused("same year: %r" % firsts)
        return [min(firsts, key=firsts.get)]
    raise ValueError(op)


# ------------------------------------------------------------------------------------------------
# checks
# ------------------------------------------------------------------------------------------------

def fold(s):
    s = unicodedata.normalize("NFKD", s)
    s = "".join(c for c in s if not unicodedata.combining(c)).casefold()
    s = s.replace("\u2019", "'").replace("'s ", " ")
    return " ".join(re.sub(r"[^\w']+", " ", s).split())


def base(name):
    return re.sub(r" \([^()]*\)$", "", name)


def nodes_of(m, acc):
    if isinstance(m, dict):
        for k, v in m.items():
            if k in ("h", "t"):
                acc.add(v)
            elif k == "hs":
                acc.update(v)
            else:
                nodes_of(v, acc)
    elif isinstance(m, (list, tuple)):
        for x in m:
            nodes_of(x, acc)
    return acc


def years_of(m, acc):
    if isinstance(m, dict):
        for k, v in m.items():
            if k == "y":
                if isinstance(v, int):
                    acc.add(v)
                else:
                    acc.update(range(v[0], v[1] + 1))
            else:
                years_of(v, acc)
    elif isinstance(m, (list, tuple)):
        for x in m:
            years_of(x, acc)
    return acc


def check(g, results):
    errors = []
    if len(CASES) != N:
        errors.append("%d questions, not %d" % (len(CASES), N))
    exact, bare = {}, {}
    for n in g.nodes:
        exact.setdefault(fold(n), set()).add(n)
        bare.setdefault(fold(base(n)), set()).add(n)
    seen_q, seen_m = set(), set()
    yes = no = 0
    for i, ((kind, q, names, m), ans) in enumerate(zip(CASES, results)):
        tag = "%d %r" % (i, q)
        fq = " " + fold(q) + " "
        if fq in seen_q:
            errors.append("duplicate question " + tag)
        seen_q.add(fq)
        if repr(m) in seen_m:
            errors.append("duplicate meaning " + tag)
        seen_m.add(repr(m))
        used = nodes_of(m, set())
        for n in used:
            if n not in g.nodes:
                errors.append("%s: node not in graph: %r" % (tag, n))
            if n not in names:
                errors.append("%s: node without a mention: %r" % (tag, n))
        for n, typed in names.items():
            if n not in used:
                errors.append("%s: mention of an unused node: %r" % (tag, n))
            ft = fold(typed)
            if " " + ft + " " not in fq:
                errors.append("%s: mention %r not typed" % (tag, typed))
            # the mention must fit exactly this node: its name; else its name without the bracket
            # ("Titanic" fits both "Titanic (1953)" and "Titanic (1997)"); else words of it in order
            if ft in exact:
                fits = exact[ft]
            elif ft in bare:
                fits = bare[ft]
            else:
                fits = set(x for x in g.nodes if (" " + ft + " ") in (" " + fold(x) + " "))
            if fits != {n}:
                errors.append("%s: mention %r fits %r" % (tag, typed, sorted(fits)[:5]))
        # every year of the meaning is typed; no other 4-digit number is
        typed_years = set(int(x) for x in re.findall(r"\b(1[89]\d\d|20\d\d)\b", q))
        decade = re.findall(r"\b(1[89]\d0|20\d0)s\b", q)
        for d in decade:
            typed_years |= set(range(int(d), int(d) + 10))
        my = years_of(m, set())
        if not my <= typed_years:
            errors.append("%s: years %r not typed" % (tag, sorted(my - typed_years)))
        if typed_years - my and not decade:
            errors.append("%s: typed years %r not in the meaning" % (tag, sorted(typed_years - my)))
        if isinstance(ans, Refused):
            errors.append("%s: refused: %s" % (tag, ans))
            continue
        if kind == "none":
            if ans:
                errors.append("%s: expected no answer, got %r" % (tag, ans))
        elif not ans:
            errors.append("%s: empty answer" % tag)
        if len(ans) > 6:
            errors.append("%s: %d answers" % (tag, len(ans)))
        if kind == "yesno":
            yes += ans == ["yes"]
            no += ans == ["no"]
        elif any(a in ("yes", "no") for a in ans):
            errors.append("%s: yes/no outside a yes/no question" % tag)
        for a in ans:
            if not (a in g.nodes or re.fullmatch(r"\d+", a) or a in ("yes", "no")):
                errors.append("%s: answer %r is not a node, number or yes/no" % (tag, a))
    if yes != no:
        errors.append("yes/no unbalanced: %d yes, %d no" % (yes, no))
    return errors


def build():
    g = Graph(load())
    results = []
    for kind, q, names, m in CASES:
        try:
            results.append(answer(g, m))
        except Refused as e:
            results.append(e)
    return g, results


def halves(results):
    items = [{"id": "g13-%04d" % (i + 1), "question": q, "answers": sorted(a)}
             for i, ((kind, q, names, m), a) in enumerate(zip(CASES, results))]
    return items[0::2], items[1::2]


def dump(items):
    return json.dumps(items, ensure_ascii=False, indent=1) + "\n"


def main():
    g, results = build()
    args = sys.argv[1:]
    if "--explain" in args:
        for i, ((kind, q, names, m), a) in enumerate(zip(CASES, results)):
            if "--dev" in args and i % 2:
                continue
            print("g13-%04d [%s] %s\n    %r\n    -> %r" % (i + 1, kind, q, m, a))
    errors = check(g, results)
    if errors:
        for e in errors:
            print("CHECK FAILED:", e)
        sys.exit(1)
    if "--stats" in args:
        kinds = {}
        for i, (kind, q, names, m) in enumerate(CASES):
            kinds.setdefault(kind, [0, 0])[i % 2] += 1
        for k, (d, t) in kinds.items():
            print("%-10s %3d  dev %2d  test %2d" % (k, d + t, d, t))
        return
    dev, test = halves(results)
    files = {"graph13-dev.json": dump(dev), "graph13-test.json": dump(test)}
    for name, text in files.items():
        path = os.path.join(HERE, name)
        if "--check" in args:
            if not os.path.exists(path) or open(path, encoding="utf-8").read() != text:
                sys.exit("CHECK FAILED: %s differs from what gold.py writes" % name)
        elif "--explain" not in args:
            with open(path, "w", encoding="utf-8") as fh:
                fh.write(text)
    if "--check" in args:
        print("ok: files match")
    elif "--explain" not in args:
        print("wrote %d + %d questions" % (len(dev), len(test)))


if __name__ == "__main__":
    main()
