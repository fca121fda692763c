"""Words the parsers may consume without giving them a meaning, and the cue words they do read.

`FUNCTION_WORDS` are closed-class English words (articles, pronouns, prepositions, auxiliaries,
conjunctions, common adverbs) minus everything that can flip or bend a question's meaning:
negation ("not", "never", "no", "without", "except", "unless"), alternatives ("or", "either") and
quantity words. Those are left unconsumed unless a parser reads them as part of a construction
("no rain", "stay dry"), so a question that uses them in any other way is refused.
`TRIP_WORDS` are the words of trip questions that carry no meaning for the plan: activities, going,
planning, company, politeness. Anything not here and not read by the parse is reported back.
"""

from __future__ import annotations


def _words(text: str) -> frozenset[str]:
    return frozenset(text.split())


FUNCTION_WORDS = _words(
    """
    a an the this that these those there here it its it's itself i me my mine myself we us our ours ourselves
    you your yours yourself yourselves he him his himself she her hers herself they them their theirs
    themselves one ones someone somebody anyone anybody everyone everybody something anything everything
    is are was were be been being am 's 'm 're 've 'd 'll do does did done doing have has had having
    will would shall should can could may might must ought going gonna wanna gotta ca wo sha
    of in on at to for from by with about into onto upon over under between through during
    within around out up down off than as like per via against towards toward among amid
    and but also too plus so then just only still even really actually maybe perhaps probably possibly whats
    please kindly thanks thank hi hello hey ok okay well oh yes now currently
    what which who whom whose when where why how whether if
    some any all each every both much many more most few little lot lots bit quite very rather pretty
    such same other another
    """
)

# Trip questions: words that say nothing about place, time, family or condition.
TRIP_WORDS = _words(
    """
    trip trips journey journeys walk walks walking hike hikes hiking run runs running jog jogging ride rides
    riding cycle cycles cycling bike biking drive drives driving stroll strolling ramble outing outings tour
    excursion visit visiting commute commuting picnic picnics barbecue bbq match game games event events
    party wedding ceremony festival concert gig fair market shopping errand errands fishing golf round
    sailing swim swimming camping climb climbing paddle kayak kayaking canoeing surfing gardening training
    practice session sessions class lesson match activity activities plan plans planned planning plan's
    schedule scheduled booked booking arranged organised organized organising organizing hoping hope hoped
    intend intending intended thinking think thought wondering wonder wondered curious know knew tell
    told let lets check checking see look looking find finding figure work need needed needs want wanted
    wants wish would like love get getting got go goes going gone went head heading headed set setting
    off out leave leaves leaving left start starts started starting begin begins beginning began depart
    departing departure set head come coming came back return returning home outdoors outside outdoor
    open air walk-in stay staying spend spending spent take taking took make making made do doing have
    having bring bringing carry carrying pack packing keep keeps keeping kept remain remains stays stayed
    time times slot window hour hours minutes day date morning afternoon evening night tonight
    avoid avoiding spoil spoils spoiled spoilt ruin ruins ruined affect affects affected disrupt catch caught
    hit far soon past hits gets falls fall falling threatens threaten forces catches misses early late first next
    completely entirely fully totally throughout whole originally meant supposed length point way looks look
    hold holds holding waiting avoids miss stuck given s shift pencilled penciled kick kick-off slot instead
    hope weather-wise
    christmas eve new year years st saint patrick patrick's paddy's shrove easter halloween bank holiday
    island castle beach garden camp coast coastal ireland irish west east north south football photography
    photographing stargazing birdwatching fishing swimming surfing sea lake river hill mountain forest woods
    weather forecast forecasts conditions expected expect expecting chance likely predicted data record
    records recorded observations according show shows showed say says said
    host hosting hosted play playing played flight flights fly flying land lands landing arrive arrives arriving
    arrival meet meeting visit visiting drop dropping pick picking walk walking stroll push pushing move moving
    because due reason worried worry worries concerned wondering hoping sure certain glad happy ideal idea
    help advice advise suggest recommend would've need needs wear wearing dress jacket coat boots gear
    kids children family friends friend dog dogs partner wife husband son daughter mum mom dad group
    team club colleagues guests people folks
    station area place town village near nearby around weather-wise aerodrome airfield observatory region
    travel travels travelling traveling travelled traveled commute
    earliest latest soonest possible best good fine okay alright safe safely option options instead
    rather alternative alternatively suppose supposing assume assuming case ideally planned planning
    question answer know exactly precisely roughly
    long long-ish duration lasting last lasts lasting whole entire full total journey's trip's walk's
    dear anybody anyone tell please could
    """
)

# Event questions: the words of the question frame that carry no relation or constraint.
EVENT_WORDS = _words(
    """
    person people country countries nation nations state states party parties actor actors entity entities
    group groups organisation organization organisations organizations one ones leader leaders official
    officials side sides somebody someone anyone anybody name named
    exact exactly specific particular else anyone anything
    happen happened occur occurred place
    """
)

NEGATIONS = _words("not n't no never nor neither none nothing nobody without except unless or either")
