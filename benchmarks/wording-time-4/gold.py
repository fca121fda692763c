#!/usr/bin/env python
"""Independent TIME-question benchmark over the MultiTQ temporal knowledge graph,
with the emphasis on the SHAPE OF THE QUESTION.

Every question below was written by hand, with its structured meaning next to it.
The fact patterns were drawn with a fixed seed (see sample(), run with --sample):
relations uniformly from those with at least 30 facts, then a triple of that
relation whose two entities are reasonably common.  This script computes every gold
answer from the graph itself, checks each case, and writes time4-dev.json (even
positions) and time4-test.json (odd positions).

    /work/main/.venv/bin/python gold.py [path/to/full.txt.gz]
    /work/main/.venv/bin/python gold.py --sample      # print the seeded candidates
    /work/main/.venv/bin/python gold.py --draft [--near]   # list questions and answers, write nothing

Each question: c(q, h, r, t, ext, lv, m, rw, voice, extra=(), ok=())
    q      the question
    h, r, t   head, relation, tail of the fact pattern (graph names, spaces for _)
    ext    None (qtype "equal") or "first" / "last" (qtype "first_last")
    lv     answer granularity: "day" (YYYY-MM-DD), "month" (YYYY-MM), "year" (YYYY)
    m      mentions: (text in the question, graph entity, "literal" | "description")
    rw     relation wording: (text in the question, paraphrase?)
    voice  "active"   head is the subject:            "When did Iran criticise Iraq?"
           "passive"  tail is the subject, "by" head:  "When was Iraq criticised by Iran?"
           "converse" tail is the subject of a verb that takes the other side
                      ("receive a visit from", "come under criticism from", "be the target of")
           "nominal"  the event as a noun phrase:     "Iran's first criticism of Iraq",
                      "the most recent appeal by X to Y"
    extra  words that add nothing to the meaning (politeness and the like), each in q
    ok     same-place entities checked by hand and judged not to fit a description
Semantics: equal -> the (h, r, t) triple occurs on exactly one day; that day.
first_last -> earliest / latest day of any fact (h, r, t).  Only the exact
relation counts.  The answer is the day cut to the asked granularity.
The frame of each question (how it opens) is found by FRAMES below and recorded.
"""

import csv
import json
import random
import re
import sys
from collections import Counter
from pathlib import Path

import pandas as pd

HERE = Path(__file__).resolve().parent
ARGS = [a for a in sys.argv[1:] if not a.startswith("--")]
DATA = Path(ARGS[0]) if ARGS else Path("/work/shared/data/multitq/full.txt.gz")
QUID0 = 7500001
L, D = "literal", "description"
F, P = False, True  # relation wording: own words / paraphrase
ACT, PAS, CON, NOM = "active", "passive", "converse", "nominal"
COMBOS = [(None, "day"), ("fl", "day"), (None, "month"), ("fl", "month"), (None, "year"), ("fl", "year")]


def c(q, h, r, t, ext, lv, m, rw, voice, extra=(), ok=()):
    return dict(q=q, h=h, r=r, t=t, ext=ext, lv=lv, m=m, rw=rw, voice=voice, extra=list(extra), ok=list(ok))


Q = [
    # --- 0
    c(
        "Could you tell me when China received an official complaint from Mexico?",
        "Mexico",
        "Complain officially",
        "China",
        None,
        "day",
        [("Mexico", "Mexico", L), ("China", "China", L)],
        ("received an official complaint from", P),
        CON,
    ),
    c(
        "When was South Sudan accused of aggression by Sudan?",
        "Sudan",
        "Accuse of aggression",
        "South Sudan",
        None,
        "day",
        [("Sudan", "Sudan", L), ("South Sudan", "South Sudan", L)],
        ("accused of aggression", F),
        PAS,
    ),
    c(
        "When was the first time that Thailand gave in to Thai citizens' demands for rights?",
        "Thailand",
        "Accede to demands for rights",
        "Citizen (Thailand)",
        "first",
        "day",
        [("Thailand", "Thailand", L), ("Thai citizens", "Citizen (Thailand)", D)],
        ("gave in to Thai citizens' demands for rights", P),
        ACT,
    ),
    c(
        "When was the last occasion on which Algerian political parties boycotted the Algerian legislature?",
        "Political Parties (Algeria)",
        "Conduct strike or boycott",
        "Legislature (Algeria)",
        "last",
        "day",
        [
            ("Algerian political parties", "Political Parties (Algeria)", D),
            ("the Algerian legislature", "Legislature (Algeria)", D),
        ],
        ("boycotted", F),
        ACT,
    ),
    c(
        "Do you know in which month Comoros was put under blockade by the African Union?",
        "African Union",
        "Impose blockade, restrict movement",
        "Comoros",
        None,
        "month",
        [("the African Union", "African Union", L), ("Comoros", "Comoros", L)],
        ("put under blockade", P),
        PAS,
    ),
    # --- 5
    c(
        "In what month and year was the Afghan National Army attacked with conventional military force by the Pakistani government?",
        "Government (Pakistan)",
        "Use conventional military force",
        "Afghan National Army",
        None,
        "month",
        [
            ("the Pakistani government", "Government (Pakistan)", D),
            ("the Afghan National Army", "Afghan National Army", L),
        ],
        ("attacked with conventional military force", P),
        PAS,
    ),
    c(
        "In what month and year did Thailand's first halt to negotiations with Cambodia take place?",
        "Thailand",
        "Halt negotiations",
        "Cambodia",
        "first",
        "month",
        [("Thailand", "Thailand", L), ("Cambodia", "Cambodia", L)],
        ("halt to negotiations with", F),
        NOM,
    ),
    c(
        "In what month and year did Barack Obama most recently appeal to Colombia for economic cooperation?",
        "Barack Obama",
        "Appeal for economic cooperation",
        "Colombia",
        "last",
        "month",
        [("Barack Obama", "Barack Obama", L), ("Colombia", "Colombia", L)],
        ("appeal to Colombia for economic cooperation", F),
        ACT,
    ),
    c(
        "Can you tell me the year in which the Ugandan police seized property of the Daily Monitor?",
        "Police (Uganda)",
        "Seize or damage property",
        "Daily Monitor",
        None,
        "year",
        [("the Ugandan police", "Police (Uganda)", D), ("the Daily Monitor", "Daily Monitor", L)],
        ("seized property of", F),
        ACT,
    ),
    c(
        "Which year saw air strikes by the Saudi Arabian Defence Forces against Ali Abdullah Saleh?",
        "Saudi Arabian Defence Forces",
        "Employ aerial weapons",
        "Ali Abdullah Saleh",
        None,
        "year",
        [
            ("the Saudi Arabian Defence Forces", "Saudi Arabian Defence Forces", L),
            ("Ali Abdullah Saleh", "Ali Abdullah Saleh", L),
        ],
        ("air strikes", P),
        NOM,
    ),
    # --- 10
    c(
        "What is the earliest year in which Iran made an optimistic comment on Barack Obama?",
        "Iran",
        "Make optimistic comment",
        "Barack Obama",
        "first",
        "year",
        [("Iran", "Iran", L), ("Barack Obama", "Barack Obama", L)],
        ("made an optimistic comment on", F),
        ACT,
    ),
    c(
        "Can you tell me the year in which Pervez Musharraf most recently signalled an intention to ease administrative sanctions on Benazir Bhutto?",
        "Pervez Musharraf",
        "Express intent to ease administrative sanctions",
        "Benazir Bhutto",
        "last",
        "year",
        [("Pervez Musharraf", "Pervez Musharraf", L), ("Benazir Bhutto", "Benazir Bhutto", L)],
        ("signalled an intention to ease administrative sanctions on", P),
        ACT,
    ),
    c(
        "Hi there, at what point in time did Iraq engage in diplomatic cooperation with Angola?",
        "Iraq",
        "Engage in diplomatic cooperation",
        "Angola",
        None,
        "day",
        [("Iraq", "Iraq", L), ("Angola", "Angola", L)],
        ("engage in diplomatic cooperation with", F),
        ACT,
        extra=["Hi there,"],
    ),
    c(
        "What was the date on which Thai students were coerced by Thailand?",
        "Thailand",
        "Coerce",
        "Student (Thailand)",
        None,
        "day",
        [("Thailand", "Thailand", L), ("Thai students", "Student (Thailand)", D)],
        ("coerced", F),
        PAS,
    ),
    c(
        "When was the first time that Ugandan citizens demanded judicial cooperation from the Ugandan police?",
        "Citizen (Uganda)",
        "Demand judicial cooperation",
        "Police (Uganda)",
        "first",
        "day",
        [("Ugandan citizens", "Citizen (Uganda)", D), ("the Ugandan police", "Police (Uganda)", D)],
        ("demanded judicial cooperation from", F),
        ACT,
    ),
    # --- 15
    c(
        "What was the date of France's most recent provision of economic aid to Vietnam?",
        "France",
        "Provide economic aid",
        "Vietnam",
        "last",
        "day",
        [("France", "France", L), ("Vietnam", "Vietnam", L)],
        ("provision of economic aid to", F),
        NOM,
    ),
    c(
        "In which month did the Ecuadorian government receive an appeal for humanitarian aid from Julian Paul Assange?",
        "Julian Paul Assange",
        "Appeal for humanitarian aid",
        "Government (Ecuador)",
        None,
        "month",
        [("Julian Paul Assange", "Julian Paul Assange", L), ("the Ecuadorian government", "Government (Ecuador)", D)],
        ("receive an appeal for humanitarian aid from", P),
        CON,
    ),
    c(
        "Do you know in which month the Kenyan police engaged in material cooperation with a Kenyan governor?",
        "Police (Kenya)",
        "Engage in material cooperation",
        "Governor (Kenya)",
        None,
        "month",
        [("the Kenyan police", "Police (Kenya)", D), ("a Kenyan governor", "Governor (Kenya)", D)],
        ("engaged in material cooperation with", F),
        ACT,
    ),
    c(
        "In what month and year was Charles Taylor first accused of war crimes by the Special Court for Sierra Leone?",
        "Special Court for Sierra Leone",
        "Accuse of war crimes",
        "Charles Taylor",
        "first",
        "month",
        [
            ("the Special Court for Sierra Leone", "Special Court for Sierra Leone", L),
            ("Charles Taylor", "Charles Taylor", L),
        ],
        ("accused of war crimes", F),
        PAS,
    ),
    c(
        "Which month saw the latest rallying of opposition against Iran by Benjamin Netanyahu?",
        "Benjamin Netanyahu",
        "Rally opposition against",
        "Iran",
        "last",
        "month",
        [("Benjamin Netanyahu", "Benjamin Netanyahu", L), ("Iran", "Iran", L)],
        ("rallying of opposition against", F),
        NOM,
    ),
    # --- 20
    c(
        "Which year saw a pessimistic comment by France on the Sudanese government?",
        "France",
        "Make pessimistic comment",
        "Government (Sudan)",
        None,
        "year",
        [("France", "France", L), ("the Sudanese government", "Government (Sudan)", D)],
        ("pessimistic comment", F),
        NOM,
    ),
    c(
        "In what year was the Ukrainian military attacked with artillery and tanks by the Russian military?",
        "Military (Russia)",
        "fight with artillery and tanks",
        "Military (Ukraine)",
        None,
        "year",
        [("the Russian military", "Military (Russia)", D), ("the Ukrainian military", "Military (Ukraine)", D)],
        ("attacked with artillery and tanks", P),
        PAS,
    ),
    c(
        "What is the earliest year in which Jatuporn Prompan was sued by Abhisit Vejjajiva?",
        "Abhisit Vejjajiva",
        "Bring lawsuit against",
        "Jatuporn Prompan",
        "first",
        "year",
        [("Abhisit Vejjajiva", "Abhisit Vejjajiva", L), ("Jatuporn Prompan", "Jatuporn Prompan", L)],
        ("sued", P),
        PAS,
    ),
    c(
        "Can you tell me the year in which Nigerian citizens were last assassinated by Boko Haram?",
        "Boko Haram",
        "Assassinate",
        "Citizen (Nigeria)",
        "last",
        "year",
        [("Boko Haram", "Boko Haram", L), ("Nigerian citizens", "Citizen (Nigeria)", D)],
        ("assassinated", F),
        PAS,
    ),
    c(
        "Thanks in advance: on which day did China engage in a symbolic act toward the Straits Exchange Foundation?",
        "China",
        "Engage in symbolic act",
        "Straits Exchange Foundation",
        None,
        "day",
        [("China", "China", L), ("the Straits Exchange Foundation", "Straits Exchange Foundation", L)],
        ("engage in a symbolic act toward", F),
        ACT,
        extra=["Thanks in advance:"],
    ),
    # --- 25
    c(
        "When were administrative sanctions on Mongolian citizens eased by Mongolia's head of government?",
        "Head of Government (Mongolia)",
        "Ease administrative sanctions",
        "Citizen (Mongolia)",
        None,
        "day",
        [
            ("Mongolia's head of government", "Head of Government (Mongolia)", D),
            ("Mongolian citizens", "Citizen (Mongolia)", D),
        ],
        ("administrative sanctions on Mongolian citizens eased", F),
        PAS,
    ),
    c(
        "At what point in time did Barack Obama first cut economic assistance to Iran?",
        "Barack Obama",
        "Reduce or stop economic assistance",
        "Iran",
        "first",
        "day",
        [("Barack Obama", "Barack Obama", L), ("Iran", "Iran", L)],
        ("cut economic assistance to", P),
        ACT,
    ),
    c(
        "When was the last occasion on which Nuri al-Maliki acceded to demands from Iraq for a change in policy?",
        "Nuri al-Maliki",
        "Accede to demands for change in policy",
        "Iraq",
        "last",
        "day",
        [("Nuri al-Maliki", "Nuri al-Maliki", L), ("Iraq", "Iraq", L)],
        ("acceded to demands from Iraq for a change in policy", F),
        ACT,
    ),
    c(
        "In what month and year did Portugal receive an appeal for military aid from Timor-Leste?",
        "Timor-Leste",
        "Appeal for military aid",
        "Portugal",
        None,
        "month",
        [("Timor-Leste", "Timor-Leste", L), ("Portugal", "Portugal", L)],
        ("receive an appeal for military aid from", P),
        CON,
    ),
    c(
        "Which month saw the Mauritanian police use tactics of violent repression against Mauritanian citizens?",
        "Police (Mauritania)",
        "Use tactics of violent repression",
        "Citizen (Mauritania)",
        None,
        "month",
        [("the Mauritanian police", "Police (Mauritania)", D), ("Mauritanian citizens", "Citizen (Mauritania)", D)],
        ("use tactics of violent repression against", F),
        ACT,
    ),
    # --- 30
    c(
        "In which month did Thai villagers first obstruct passage in Thailand?",
        "Villager (Thailand)",
        "Obstruct passage, block",
        "Thailand",
        "first",
        "month",
        [("Thai villagers", "Villager (Thailand)", D), ("Thailand", "Thailand", L)],
        ("obstruct passage in", F),
        ACT,
    ),
    c(
        "Do you know the month of Vietnam's most recent appeal to China for the release of persons?",
        "Vietnam",
        "Appeal for release of persons or property",
        "China",
        "last",
        "month",
        [("Vietnam", "Vietnam", L), ("China", "China", L)],
        ("appeal to China for the release of persons", F),
        NOM,
    ),
    c(
        "Can you tell me the year in which Cambodia asked the Association of Southeast Asian Nations to engage in mediation?",
        "Cambodia",
        "Appeal to engage in or accept mediation",
        "Association of Southeast Asian Nations",
        None,
        "year",
        [
            ("Cambodia", "Cambodia", L),
            ("the Association of Southeast Asian Nations", "Association of Southeast Asian Nations", L),
        ],
        ("asked the Association of Southeast Asian Nations to engage in mediation", P),
        ACT,
    ),
    c(
        "Which year saw Ugandan citizens accused of treason by the Ugandan police?",
        "Police (Uganda)",
        "Accuse of espionage, treason",
        "Citizen (Uganda)",
        None,
        "year",
        [("the Ugandan police", "Police (Uganda)", D), ("Ugandan citizens", "Citizen (Uganda)", D)],
        ("accused of treason", F),
        PAS,
    ),
    c(
        "What is the earliest year in which France called on Iran to yield?",
        "France",
        "Appeal to yield",
        "Iran",
        "first",
        "year",
        [("France", "France", L), ("Iran", "Iran", L)],
        ("called on Iran to yield", P),
        ACT,
    ),
    # --- 35
    c(
        "In which year was the Drug Enforcement Administration last hit with administrative sanctions by Evo Morales?",
        "Evo Morales",
        "Impose administrative sanctions",
        "Drug Enforcement Administration",
        "last",
        "year",
        [
            ("Evo Morales", "Evo Morales", L),
            ("the Drug Enforcement Administration", "Drug Enforcement Administration", L),
        ],
        ("hit with administrative sanctions", P),
        PAS,
    ),
    c(
        "On what date was material cooperation demanded of Iraq by Kuwait?",
        "Kuwait",
        "Demand material cooperation",
        "Iraq",
        None,
        "day",
        [("Kuwait", "Kuwait", L), ("Iraq", "Iraq", L)],
        ("material cooperation demanded of", F),
        PAS,
    ),
    c(
        "When was a British citizen arrested by the Sudanese police?",
        "Police (Sudan)",
        "Arrest, detain, or charge with legal action",
        "Citizen (United Kingdom)",
        None,
        "day",
        [("the Sudanese police", "Police (Sudan)", D), ("a British citizen", "Citizen (United Kingdom)", D)],
        ("arrested", F),
        PAS,
    ),
    c(
        "When did Zimbabwean officials for the first time expel international journalists?",
        "Other Authorities / Officials (Zimbabwe)",
        "Expel or withdraw",
        "Media Personnel (International)",
        "first",
        "day",
        [
            ("Zimbabwean officials", "Other Authorities / Officials (Zimbabwe)", D),
            ("international journalists", "Media Personnel (International)", D),
        ],
        ("expel", F),
        ACT,
    ),
    c(
        "At what point in time did Japan most recently stop material aid to Vietnam?",
        "Japan",
        "Reduce or stop material aid",
        "Vietnam",
        "last",
        "day",
        [("Japan", "Japan", L), ("Vietnam", "Vietnam", L)],
        ("stop material aid to", F),
        ACT,
    ),
    # --- 40
    c(
        "Could you please tell me the month in which the Lebanese foreign ministry apologised to Sudanese citizens?",
        "Foreign Affairs (Lebanon)",
        "Apologize",
        "Citizen (Sudan)",
        None,
        "month",
        [
            ("the Lebanese foreign ministry", "Foreign Affairs (Lebanon)", D),
            ("Sudanese citizens", "Citizen (Sudan)", D),
        ],
        ("apologised to", F),
        ACT,
        extra=["please"],
    ),
    c(
        "In what month and year did Japan pledge economic aid to Guatemala?",
        "Japan",
        "Express intent to provide economic aid",
        "Guatemala",
        None,
        "month",
        [("Japan", "Japan", L), ("Guatemala", "Guatemala", L)],
        ("pledge economic aid to", P),
        ACT,
    ),
    c(
        "Do you know in which month South Sudan's first military retreat from Sudan happened?",
        "South Sudan",
        "Retreat or surrender militarily",
        "Sudan",
        "first",
        "month",
        [("South Sudan", "South Sudan", L), ("Sudan", "Sudan", L)],
        ("military retreat from", F),
        NOM,
    ),
    c(
        "In which month did Japan most recently deny responsibility to South Korea?",
        "Japan",
        "Deny responsibility",
        "South Korea",
        "last",
        "month",
        [("Japan", "Japan", L), ("South Korea", "South Korea", L)],
        ("deny responsibility to", F),
        ACT,
    ),
    c(
        "Which year saw a state of emergency imposed on Guatemala by the Guatemalan head of government?",
        "Head of Government (Guatemala)",
        "Impose state of emergency or martial law",
        "Guatemala",
        None,
        "year",
        [("the Guatemalan head of government", "Head of Government (Guatemala)", D), ("Guatemala", "Guatemala", L)],
        ("state of emergency imposed on", F),
        PAS,
    ),
    # --- 45
    c(
        "Do you happen to know which year Barack Obama expressed an intent to accept mediation with Iran?",
        "Barack Obama",
        "Express intent to accept mediation",
        "Iran",
        None,
        "year",
        [("Barack Obama", "Barack Obama", L), ("Iran", "Iran", L)],
        ("expressed an intent to accept mediation with", F),
        ACT,
        extra=["happen to"],
    ),
    c(
        "What was the first year in which the Australian police demanded economic aid from Australian citizens?",
        "Police (Australia)",
        "Demand economic aid",
        "Citizen (Australia)",
        "first",
        "year",
        [("the Australian police", "Police (Australia)", D), ("Australian citizens", "Citizen (Australia)", D)],
        ("demanded economic aid from", F),
        ACT,
    ),
    c(
        "Can you tell me the year in which Frank Bainimarama last demanded a change in leadership from Prime Minister Qarase?",
        "Frank Bainimarama",
        "Demand change in leadership",
        "Prime Minister Qarase",
        "last",
        "year",
        [("Frank Bainimarama", "Frank Bainimarama", L), ("Prime Minister Qarase", "Prime Minister Qarase", L)],
        ("demanded a change in leadership from", F),
        ACT,
    ),
    c(
        "When were Pakistani journalists shot at by Pakistani criminals?",
        "Criminal (Pakistan)",
        "fight with small arms and light weapons",
        "Media Personnel (Pakistan)",
        None,
        "day",
        [("Pakistani criminals", "Criminal (Pakistan)", D), ("Pakistani journalists", "Media Personnel (Pakistan)", D)],
        ("shot at", P),
        PAS,
    ),
    c(
        "I have a history question. Could you tell me when Mahmoud Abbas negotiated with Iran?",
        "Mahmoud Abbas",
        "Engage in negotiation",
        "Iran",
        None,
        "day",
        [("Mahmoud Abbas", "Mahmoud Abbas", L), ("Iran", "Iran", L)],
        ("negotiated with", F),
        ACT,
        extra=["I have a history question."],
    ),
    # --- 50
    c(
        "When was Japan's first pledge of material aid to China?",
        "Japan",
        "Express intent to provide material aid",
        "China",
        "first",
        "day",
        [("Japan", "Japan", L), ("China", "China", L)],
        ("pledge of material aid to", P),
        NOM,
    ),
    c(
        "What was the date of Barack Obama's last veto at the UN Security Council?",
        "Barack Obama",
        "Veto",
        "UN Security Council",
        "last",
        "day",
        [("Barack Obama", "Barack Obama", L), ("the UN Security Council", "UN Security Council", L)],
        ("veto at", F),
        NOM,
    ),
    c(
        "Do you know in which month China appealed to Japan to de-escalate military engagement?",
        "China",
        "Appeal for de-escalation of military engagement",
        "Japan",
        None,
        "month",
        [("China", "China", L), ("Japan", "Japan", L)],
        ("appealed to Japan to de-escalate military engagement", F),
        ACT,
    ),
    c(
        "In what month and year were sanctions imposed on Afghan insurgents by the UN Security Council?",
        "UN Security Council",
        "Impose embargo, boycott, or sanctions",
        "Insurgent (Afghanistan)",
        None,
        "month",
        [("the UN Security Council", "UN Security Council", L), ("Afghan insurgents", "Insurgent (Afghanistan)", D)],
        ("sanctions imposed on", F),
        PAS,
    ),
    c(
        "In which month was the first demand made of Iraq by Donald Rumsfeld?",
        "Donald Rumsfeld",
        "Demand",
        "Iraq",
        "first",
        "month",
        [("Donald Rumsfeld", "Donald Rumsfeld", L), ("Iraq", "Iraq", L)],
        ("demand made of", P),
        NOM,
    ),
    # --- 55
    c(
        "In which month did the UN Security Council most recently provide peacekeeping to South Sudan?",
        "UN Security Council",
        "Provide military protection or peacekeeping",
        "South Sudan",
        "last",
        "month",
        [("the UN Security Council", "UN Security Council", L), ("South Sudan", "South Sudan", L)],
        ("provide peacekeeping to", F),
        ACT,
    ),
    c(
        "In what year did Turkish businesspeople cooperate economically with South Africa?",
        "Businessperson (Turkey)",
        "Cooperate economically",
        "South Africa",
        None,
        "year",
        [("Turkish businesspeople", "Businessperson (Turkey)", D), ("South Africa", "South Africa", L)],
        ("cooperate economically with", F),
        ACT,
    ),
    c(
        "Can you tell me the year in which economic cooperation with China was rejected by Winston Peters?",
        "Winston Peters",
        "Reject economic cooperation",
        "China",
        None,
        "year",
        [("Winston Peters", "Winston Peters", L), ("China", "China", L)],
        ("economic cooperation with China was rejected", F),
        PAS,
    ),
    c(
        "What is the latest year in which Iran had economic sanctions eased by China?",
        "China",
        "Ease economic sanctions, boycott, embargo",
        "Iran",
        "last",
        "year",
        [("China", "China", L), ("Iran", "Iran", L)],
        ("had economic sanctions eased", F),
        CON,
    ),
    c(
        "Which year saw China first offer to mediate in South Sudan?",
        "China",
        "Express intent to mediate",
        "South Sudan",
        "first",
        "year",
        [("China", "China", L), ("South Sudan", "South Sudan", L)],
        ("offer to mediate in", P),
        ACT,
    ),
    # --- 60
    c(
        "On which day was an Australian citizen beaten to death by Indonesian men?",
        "Men (Indonesia)",
        "Kill by physical assault",
        "Citizen (Australia)",
        None,
        "day",
        [("Indonesian men", "Men (Indonesia)", D), ("an Australian citizen", "Citizen (Australia)", D)],
        ("beaten to death", P),
        PAS,
    ),
    c(
        "At what point in time did Lee Myung Bak express an intent to settle a dispute with Xi Jinping?",
        "Lee Myung Bak",
        "Express intent to settle dispute",
        "Xi Jinping",
        None,
        "day",
        [("Lee Myung Bak", "Lee Myung Bak", L), ("Xi Jinping", "Xi Jinping", L)],
        ("express an intent to settle a dispute with", F),
        ACT,
    ),
    c(
        "When was the first occasion on which Yemeni criminals used unconventional violence against Yemen?",
        "Criminal (Yemen)",
        "Use unconventional violence",
        "Yemen",
        "first",
        "day",
        [("Yemeni criminals", "Criminal (Yemen)", D), ("Yemen", "Yemen", L)],
        ("used unconventional violence against", F),
        ACT,
    ),
    c(
        "On which day did Eritrea first occupy territory of Djibouti?",
        "Eritrea",
        "Occupy territory",
        "Djibouti",
        "first",
        "day",
        [("Eritrea", "Eritrea", L), ("Djibouti", "Djibouti", L)],
        ("occupy territory of", F),
        ACT,
    ),
    c(
        "Quick check: in which month was China verbally defended by Romania?",
        "Romania",
        "Defend verbally",
        "China",
        None,
        "month",
        [("Romania", "Romania", L), ("China", "China", L)],
        ("verbally defended", F),
        PAS,
        extra=["Quick check:"],
    ),
    # --- 65
    c(
        "Do you know in which month Mahmoud Ahmadinejad expressed sympathy for Iraq?",
        "Mahmoud Ahmadinejad",
        "Make empathetic comment",
        "Iraq",
        None,
        "month",
        [("Mahmoud Ahmadinejad", "Mahmoud Ahmadinejad", L), ("Iraq", "Iraq", L)],
        ("expressed sympathy for", P),
        ACT,
    ),
    c(
        "In what month and year did China last express an intent to cooperate militarily with Thailand?",
        "China",
        "Express intent to cooperate militarily",
        "Thailand",
        "last",
        "month",
        [("China", "China", L), ("Thailand", "Thailand", L)],
        ("express an intent to cooperate militarily with", F),
        ACT,
    ),
    c(
        "Which month saw the first appeal by the Democratic Party to Lee Myung Bak?",
        "Democratic Party",
        "Make an appeal or request",
        "Lee Myung Bak",
        "first",
        "month",
        [("the Democratic Party", "Democratic Party", L), ("Lee Myung Bak", "Lee Myung Bak", L)],
        ("appeal", F),
        NOM,
    ),
    c(
        "Can you tell me the year in which Afghan refugees were returned by Iran?",
        "Iran",
        "Return, release person(s)",
        "Refugee (Afghanistan)",
        None,
        "year",
        [("Iran", "Iran", L), ("Afghan refugees", "Refugee (Afghanistan)", D)],
        ("returned", F),
        PAS,
    ),
    c(
        "Which year saw the UN Security Council yield to Eritrea?",
        "UN Security Council",
        "Yield",
        "Eritrea",
        None,
        "year",
        [("the UN Security Council", "UN Security Council", L), ("Eritrea", "Eritrea", L)],
        ("yield to", F),
        ACT,
    ),
    # --- 70
    c(
        "In what year was the Central Intelligence Agency first investigated by Romania?",
        "Romania",
        "Investigate",
        "Central Intelligence Agency",
        "first",
        "year",
        [("Romania", "Romania", L), ("the Central Intelligence Agency", "Central Intelligence Agency", L)],
        ("investigated", F),
        PAS,
    ),
    c(
        "What is the latest year in which Daniel Ortega appealed to Barack Obama for economic aid?",
        "Daniel Ortega",
        "Appeal for economic aid",
        "Barack Obama",
        "last",
        "year",
        [("Daniel Ortega", "Daniel Ortega", L), ("Barack Obama", "Barack Obama", L)],
        ("appealed to Barack Obama for economic aid", F),
        ACT,
    ),
    c(
        "Could you tell me the date on which Donald Rumsfeld demanded institutional change in Iraq?",
        "Donald Rumsfeld",
        "Demand change in institutions, regime",
        "Iraq",
        None,
        "day",
        [("Donald Rumsfeld", "Donald Rumsfeld", L), ("Iraq", "Iraq", L)],
        ("demanded institutional change in", F),
        ACT,
    ),
    c(
        "When did China receive an appeal for judicial cooperation from Ai Weiwei?",
        "Ai Weiwei",
        "Appeal for judicial cooperation",
        "China",
        None,
        "day",
        [("Ai Weiwei", "Ai Weiwei", L), ("China", "China", L)],
        ("receive an appeal for judicial cooperation from", P),
        CON,
    ),
    c(
        "When was the last occasion on which Iran signed a formal agreement with Bolivia?",
        "Iran",
        "Sign formal agreement",
        "Bolivia",
        "last",
        "day",
        [("Iran", "Iran", L), ("Bolivia", "Bolivia", L)],
        ("signed a formal agreement with", F),
        ACT,
    ),
    # --- 75
    c(
        "When were Brazilian citizens first accused of corruption by a Brazilian public prosecutor?",
        "Public Prosecutor (Brazil)",
        "Accuse of crime, corruption",
        "Citizen (Brazil)",
        "first",
        "day",
        [
            ("a Brazilian public prosecutor", "Public Prosecutor (Brazil)", D),
            ("Brazilian citizens", "Citizen (Brazil)", D),
        ],
        ("accused of corruption", F),
        PAS,
    ),
    c(
        "Do you know the month in which a Somali city mayor refused to yield to the Islamic Courts Union?",
        "City Mayor (Somalia)",
        "Refuse to yield",
        "Islamic Courts Union",
        None,
        "month",
        [("a Somali city mayor", "City Mayor (Somalia)", D), ("the Islamic Courts Union", "Islamic Courts Union", L)],
        ("refused to yield to", F),
        ACT,
    ),
    c(
        "In what month and year did Croatian citizens express an intent to change the leadership of the Croatian government?",
        "Citizen (Croatia)",
        "Express intent to change leadership",
        "Government (Croatia)",
        None,
        "month",
        [("Croatian citizens", "Citizen (Croatia)", D), ("the Croatian government", "Government (Croatia)", D)],
        ("express an intent to change the leadership of", F),
        ACT,
    ),
    c(
        "Which month saw the first criticism of Leopoldo López by Venezuelan citizens?",
        "Citizen (Venezuela)",
        "Criticize or denounce",
        "Leopoldo López",
        "first",
        "month",
        [("Venezuelan citizens", "Citizen (Venezuela)", D), ("Leopoldo López", "Leopoldo López", L)],
        ("criticism of", F),
        NOM,
    ),
    c(
        "In which month did Alexis Tsipras most recently have a telephone discussion with Barack Obama?",
        "Alexis Tsipras",
        "Discuss by telephone",
        "Barack Obama",
        "last",
        "month",
        [("Alexis Tsipras", "Alexis Tsipras", L), ("Barack Obama", "Barack Obama", L)],
        ("have a telephone discussion with", F),
        ACT,
    ),
    # --- 80
    c(
        "Could you tell me the year in which the African Union threatened to cut ties with Madagascar?",
        "African Union",
        "Threaten to reduce or break relations",
        "Madagascar",
        None,
        "year",
        [("the African Union", "African Union", L), ("Madagascar", "Madagascar", L)],
        ("threatened to cut ties with", P),
        ACT,
    ),
    # --- 81
    c(
        "Can you tell me the year in which the Grand National Party was investigated for corruption by the South Korean police?",
        "Police (South Korea)",
        "Investigate crime, corruption",
        "Grand National Party",
        None,
        "year",
        [
            ("the South Korean police", "Police (South Korea)", D),
            ("the Grand National Party", "Grand National Party", L),
        ],
        ("investigated for corruption", F),
        PAS,
    ),
    c(
        "What is the latest year in which Iran imposed restrictions on the political freedoms of international journalists?",
        "Iran",
        "Impose restrictions on political freedoms",
        "Media Personnel (International)",
        "last",
        "year",
        [("Iran", "Iran", L), ("international journalists", "Media Personnel (International)", D)],
        ("imposed restrictions on the political freedoms of", F),
        ACT,
    ),
    c(
        "Which year saw Malaysia's first pledge to cooperate with Thailand on intelligence?",
        "Malaysia",
        "Express intent to cooperate on intelligence",
        "Thailand",
        "first",
        "year",
        [("Malaysia", "Malaysia", L), ("Thailand", "Thailand", L)],
        ("pledge to cooperate with Thailand on intelligence", P),
        NOM,
    ),
    c(
        "On which date was a German businessman deported by Thailand?",
        "Thailand",
        "Expel or deport individuals",
        "Businessperson (Germany)",
        None,
        "day",
        [("Thailand", "Thailand", L), ("a German businessman", "Businessperson (Germany)", D)],
        ("deported", F),
        PAS,
    ),
    # --- 85
    c(
        "When did Belgian men have property confiscated by the Belgian police?",
        "Police (Belgium)",
        "Confiscate property",
        "Men (Belgium)",
        None,
        "day",
        [("the Belgian police", "Police (Belgium)", D), ("Belgian men", "Men (Belgium)", D)],
        ("have property confiscated", F),
        CON,
    ),
    c(
        "When was the last occasion on which the Japan Self-Defense Forces raised their military alert status in Japan?",
        "Japan Self-Defense Forces",
        "Increase military alert status",
        "Japan",
        "last",
        "day",
        [("the Japan Self-Defense Forces", "Japan Self-Defense Forces", L), ("Japan", "Japan", L)],
        ("raised their military alert status in", P),
        ACT,
    ),
    c(
        "At what point in time did an armed gang in Syria first carry out a suicide bombing against the Syrian police?",
        "Armed Gang (Syria)",
        "Carry out suicide bombing",
        "Police (Syria)",
        "first",
        "day",
        [("an armed gang in Syria", "Armed Gang (Syria)", D), ("the Syrian police", "Police (Syria)", D)],
        ("carry out a suicide bombing against", F),
        ACT,
    ),
    c(
        "Hey, do you know in which month South Africa expressed an intent to cooperate with South Korea?",
        "South Africa",
        "Express intent to cooperate",
        "South Korea",
        None,
        "month",
        [("South Africa", "South Africa", L), ("South Korea", "South Korea", L)],
        ("expressed an intent to cooperate with", F),
        ACT,
        extra=["Hey,"],
    ),
    c(
        "In what month and year did Yemen receive aid from USAID?",
        "USAID",
        "Provide aid",
        "Yemen",
        None,
        "month",
        [("USAID", "USAID", L), ("Yemen", "Yemen", L)],
        ("receive aid from", P),
        CON,
    ),
    # --- 90
    c(
        "In which month did Vietnam first urge Thailand to settle its dispute?",
        "Vietnam",
        "Appeal to others to settle dispute",
        "Thailand",
        "first",
        "month",
        [("Vietnam", "Vietnam", L), ("Thailand", "Thailand", L)],
        ("urge Thailand to settle its dispute", P),
        ACT,
    ),
    c(
        "Which month saw the most recent sexual assault on Ugandan women by the Ugandan police?",
        "Police (Uganda)",
        "Sexually assault",
        "Women (Uganda)",
        "last",
        "month",
        [("the Ugandan police", "Police (Uganda)", D), ("Ugandan women", "Women (Uganda)", D)],
        ("sexual assault on", F),
        NOM,
    ),
    c(
        "In what year did the Nigerian government express an intention to cooperate economically with China?",
        "Government (Nigeria)",
        "Express intent to cooperate economically",
        "China",
        None,
        "year",
        [("the Nigerian government", "Government (Nigeria)", D), ("China", "China", L)],
        ("express an intention to cooperate economically with", F),
        ACT,
    ),
    c(
        "Which year saw Kyrgyz citizens demonstrate against Roza Otunbayeva for a change in leadership?",
        "Citizen (Kyrgyzstan)",
        "Demonstrate for leadership change",
        "Roza Otunbayeva",
        None,
        "year",
        [("Kyrgyz citizens", "Citizen (Kyrgyzstan)", D), ("Roza Otunbayeva", "Roza Otunbayeva", L)],
        ("demonstrate against Roza Otunbayeva for a change in leadership", F),
        ACT,
    ),
    c(
        "Can you tell me the year of South Korea's most recent request to China for information?",
        "South Korea",
        "Appeal for intelligence",
        "China",
        "last",
        "year",
        [("South Korea", "South Korea", L), ("China", "China", L)],
        ("request to China for information", P),
        NOM,
    ),
    # --- 95
    c(
        "What is the earliest year in which China mobilized armed forces against Japan?",
        "China",
        "Mobilize or increase armed forces",
        "Japan",
        "first",
        "year",
        [("China", "China", L), ("Japan", "Japan", L)],
        ("mobilized armed forces against", F),
        ACT,
    ),
    c(
        "On what day did Daniel Arap Moi mediate in Sudan?",
        "Daniel Arap Moi",
        "Mediate",
        "Sudan",
        None,
        "day",
        [("Daniel Arap Moi", "Daniel Arap Moi", L), ("Sudan", "Sudan", L)],
        ("mediate in", F),
        ACT,
    ),
    c(
        "What was the date on which Nicos Anastasiades expressed accord with Herman Van Rompuy?",
        "Nicos Anastasiades",
        "Express accord",
        "Herman Van Rompuy",
        None,
        "day",
        [("Nicos Anastasiades", "Nicos Anastasiades", L), ("Herman Van Rompuy", "Herman Van Rompuy", L)],
        ("expressed accord with", F),
        ACT,
    ),
    c(
        "When did Guatemala first receive a visit from Ma Ying Jeou?",
        "Ma Ying Jeou",
        "Make a visit",
        "Guatemala",
        "first",
        "day",
        [("Ma Ying Jeou", "Ma Ying Jeou", L), ("Guatemala", "Guatemala", L)],
        ("receive a visit from", P),
        CON,
    ),
    c(
        "What was the date of the African Union's latest threat of sanctions against Togo?",
        "African Union",
        "Threaten with sanctions, boycott, embargo",
        "Togo",
        "last",
        "day",
        [("the African Union", "African Union", L), ("Togo", "Togo", L)],
        ("threat of sanctions against", F),
        NOM,
    ),
    # --- 100
    c(
        "In what month and year did the Kenyan head of government give in to William Ruto's demands for a change in leadership?",
        "Head of Government (Kenya)",
        "Accede to demands for change in leadership",
        "William Ruto",
        None,
        "month",
        [("the Kenyan head of government", "Head of Government (Kenya)", D), ("William Ruto", "William Ruto", L)],
        ("give in to William Ruto's demands for a change in leadership", P),
        ACT,
    ),
    c(
        "Which month saw China mobilize police power against South Korea?",
        "China",
        "Mobilize or increase police power",
        "South Korea",
        None,
        "month",
        [("China", "China", L), ("South Korea", "South Korea", L)],
        ("mobilize police power against", F),
        ACT,
    ),
    c(
        "In what month and year did Tzipi Livni most recently receive an appeal for material cooperation from Shimon Peres?",
        "Shimon Peres",
        "Appeal for material cooperation",
        "Tzipi Livni",
        "last",
        "month",
        [("Shimon Peres", "Shimon Peres", L), ("Tzipi Livni", "Tzipi Livni", L)],
        ("receive an appeal for material cooperation from", P),
        CON,
    ),
    c(
        "Which month saw the first violent protest by Israeli Jews against the Israeli police?",
        "Jew (Israel)",
        "Protest violently, riot",
        "Police (Israel)",
        "first",
        "month",
        [("Israeli Jews", "Jew (Israel)", D), ("the Israeli police", "Police (Israel)", D)],
        ("violent protest", F),
        NOM,
    ),
    c(
        "Can you tell me the year in which South Korea offered peacekeepers to South Sudan?",
        "South Korea",
        "Express intent to provide military protection or peacekeeping",
        "South Sudan",
        None,
        "year",
        [("South Korea", "South Korea", L), ("South Sudan", "South Sudan", L)],
        ("offered peacekeepers to", P),
        ACT,
    ),
    # --- 105
    c(
        "Could you tell me the year in which Yasuo Fukuda promised military aid to Sudan?",
        "Yasuo Fukuda",
        "Express intent to provide military aid",
        "Sudan",
        None,
        "year",
        [("Yasuo Fukuda", "Yasuo Fukuda", L), ("Sudan", "Sudan", L)],
        ("promised military aid to", P),
        ACT,
    ),
    c(
        "In which year did the UN Security Council first rally support on behalf of Rafiq Hariri?",
        "UN Security Council",
        "Rally support on behalf of",
        "Rafiq Hariri",
        "first",
        "year",
        [("the UN Security Council", "UN Security Council", L), ("Rafiq Hariri", "Rafiq Hariri", L)],
        ("rally support on behalf of", F),
        ACT,
    ),
    c(
        "What is the latest year in which Pakistani journalists made a statement on the Pakistan People's Party?",
        "Media Personnel (Pakistan)",
        "Make statement",
        "Pakistan People's Party",
        "last",
        "year",
        [
            ("Pakistani journalists", "Media Personnel (Pakistan)", D),
            ("the Pakistan People's Party", "Pakistan People's Party", L),
        ],
        ("made a statement on", F),
        ACT,
    ),
    c(
        "Could you tell me when Iraq received military aid from the United Arab Emirates, please?",
        "United Arab Emirates",
        "Provide military aid",
        "Iraq",
        None,
        "day",
        [("the United Arab Emirates", "United Arab Emirates", L), ("Iraq", "Iraq", L)],
        ("received military aid from", P),
        CON,
        extra=[", please"],
    ),
    c(
        "When did the UN Security Council call on the Libyan legislature to negotiate?",
        "UN Security Council",
        "Appeal to others to meet or negotiate",
        "Legislature (Libya)",
        None,
        "day",
        [("the UN Security Council", "UN Security Council", L), ("the Libyan legislature", "Legislature (Libya)", D)],
        ("call on the Libyan legislature to negotiate", P),
        ACT,
    ),
    # --- 110
    c(
        "When was Mahmoud Abbas threatened by Benjamin Netanyahu for the first time?",
        "Benjamin Netanyahu",
        "Threaten",
        "Mahmoud Abbas",
        "first",
        "day",
        [("Benjamin Netanyahu", "Benjamin Netanyahu", L), ("Mahmoud Abbas", "Mahmoud Abbas", L)],
        ("threatened", F),
        PAS,
    ),
    c(
        "At what point in time did Cambodia last express an intent to engage in diplomatic cooperation with Iran?",
        "Cambodia",
        "Express intent to engage in diplomatic cooperation (such as policy support)",
        "Iran",
        "last",
        "day",
        [("Cambodia", "Cambodia", L), ("Iran", "Iran", L)],
        ("express an intent to engage in diplomatic cooperation with", F),
        ACT,
    ),
    c(
        "Do you happen to know the month in which Iran received an appeal for diplomatic cooperation from Iraq?",
        "Iraq",
        "Appeal for diplomatic cooperation (such as policy support)",
        "Iran",
        None,
        "month",
        [("Iraq", "Iraq", L), ("Iran", "Iran", L)],
        ("received an appeal for diplomatic cooperation from", P),
        CON,
    ),
    c(
        "In what month and year did Wen Jiabao meet Shaukat Aziz at a third location?",
        "Wen Jiabao",
        "Meet at a 'third' location",
        "Shaukat Aziz",
        None,
        "month",
        [("Wen Jiabao", "Wen Jiabao", L), ("Shaukat Aziz", "Shaukat Aziz", L)],
        ("meet Shaukat Aziz at a third location", F),
        ACT,
    ),
    c(
        "Which month saw French special forces first cooperate militarily with the Malian military?",
        "Military Personnel - Special (France)",
        "Cooperate militarily",
        "Military (Mali)",
        "first",
        "month",
        [
            ("French special forces", "Military Personnel - Special (France)", D),
            ("the Malian military", "Military (Mali)", D),
        ],
        ("cooperate militarily with", F),
        ACT,
    ),
    # --- 115
    c(
        "In which month did South Korea most recently pledge humanitarian aid to North Korean citizens?",
        "South Korea",
        "Express intent to provide humanitarian aid",
        "Citizen (North Korea)",
        "last",
        "month",
        [("South Korea", "South Korea", L), ("North Korean citizens", "Citizen (North Korea)", D)],
        ("pledge humanitarian aid to", P),
        ACT,
    ),
    c(
        "In what year was Barack Obama defied by Mahmoud Abbas?",
        "Mahmoud Abbas",
        "Defy norms, law",
        "Barack Obama",
        None,
        "year",
        [("Mahmoud Abbas", "Mahmoud Abbas", L), ("Barack Obama", "Barack Obama", L)],
        ("defied", F),
        PAS,
    ),
    c(
        "Can you tell me the year in which Malian officials demanded negotiations with Malian militants?",
        "Other Authorities / Officials (Mali)",
        "Demand meeting, negotiation",
        "Militant (Mali)",
        None,
        "year",
        [("Malian officials", "Other Authorities / Officials (Mali)", D), ("Malian militants", "Militant (Mali)", D)],
        ("demanded negotiations with", F),
        ACT,
    ),
    c(
        "What is the earliest year in which Vietnam received intelligence from Laos?",
        "Laos",
        "Share intelligence or information",
        "Vietnam",
        "first",
        "year",
        [("Laos", "Laos", L), ("Vietnam", "Vietnam", L)],
        ("received intelligence from", P),
        CON,
    ),
    c(
        "Which year saw Rafael Correa's most recent grant of asylum to Julian Paul Assange?",
        "Rafael Correa",
        "Grant asylum",
        "Julian Paul Assange",
        "last",
        "year",
        [("Rafael Correa", "Rafael Correa", L), ("Julian Paul Assange", "Julian Paul Assange", L)],
        ("grant of asylum to", F),
        NOM,
    ),
    # --- 120
    c(
        "When did Alexis Tsipras signal that he would yield to the European Central Bank?",
        "Alexis Tsipras",
        "Express intent to yield",
        "European Central Bank",
        None,
        "day",
        [("Alexis Tsipras", "Alexis Tsipras", L), ("the European Central Bank", "European Central Bank", L)],
        ("signal that he would yield to", P),
        ACT,
    ),
    c(
        "Quick one: what was the date on which Tony Blair expressed an intent to meet Tzipi Livni?",
        "Tony Blair",
        "Express intent to meet or negotiate",
        "Tzipi Livni",
        None,
        "day",
        [("Tony Blair", "Tony Blair", L), ("Tzipi Livni", "Tzipi Livni", L)],
        ("expressed an intent to meet", F),
        ACT,
        extra=["Quick one:"],
    ),
    c(
        "When was the first time that Anders Breivik engaged in mass killings of Norwegian citizens?",
        "Anders Breivik",
        "Engage in mass killings",
        "Citizen (Norway)",
        "first",
        "day",
        [("Anders Breivik", "Anders Breivik", L), ("Norwegian citizens", "Citizen (Norway)", D)],
        ("engaged in mass killings of", F),
        ACT,
    ),
    c(
        "When was the last occasion on which Vietnam was granted diplomatic recognition by Japan?",
        "Japan",
        "Grant diplomatic recognition",
        "Vietnam",
        "last",
        "day",
        [("Japan", "Japan", L), ("Vietnam", "Vietnam", L)],
        ("granted diplomatic recognition", F),
        PAS,
    ),
    c(
        "In which month did Japan receive humanitarian aid from Iran?",
        "Iran",
        "Provide humanitarian aid",
        "Japan",
        None,
        "month",
        [("Iran", "Iran", L), ("Japan", "Japan", L)],
        ("receive humanitarian aid from", P),
        CON,
    ),
    # --- 125
    c(
        "Could you tell me the month in which Tzipi Livni broke off diplomatic relations with Qatar?",
        "Tzipi Livni",
        "Reduce or break diplomatic relations",
        "Qatar",
        None,
        "month",
        [("Tzipi Livni", "Tzipi Livni", L), ("Qatar", "Qatar", L)],
        ("broke off diplomatic relations with", P),
        ACT,
    ),
    c(
        "In what month and year were Tanzanian citizens last physically assaulted by Tanzanian criminals?",
        "Criminal (Tanzania)",
        "Physically assault",
        "Citizen (Tanzania)",
        "last",
        "month",
        [("Tanzanian criminals", "Criminal (Tanzania)", D), ("Tanzanian citizens", "Citizen (Tanzania)", D)],
        ("physically assaulted", F),
        PAS,
    ),
    c(
        "Which month saw Evo Morales first threatened with military force by Bolivia?",
        "Bolivia",
        "Threaten with military force",
        "Evo Morales",
        "first",
        "month",
        [("Bolivia", "Bolivia", L), ("Evo Morales", "Evo Morales", L)],
        ("threatened with military force", F),
        PAS,
    ),
    c(
        "In what year did Massoud Barzani refuse to de-escalate military engagement with Iraq?",
        "Massoud Barzani",
        "Refuse to de-escalate military engagement",
        "Iraq",
        None,
        "year",
        [("Massoud Barzani", "Massoud Barzani", L), ("Iraq", "Iraq", L)],
        ("refuse to de-escalate military engagement with", F),
        ACT,
    ),
    c(
        "Do you know which year Croatian citizens expressed an intent to cooperate with The Hague on judicial matters?",
        "Citizen (Croatia)",
        "Express intent to cooperate on judicial matters",
        "The Hague",
        None,
        "year",
        [("Croatian citizens", "Citizen (Croatia)", D), ("The Hague", "The Hague", L)],
        ("expressed an intent to cooperate with The Hague on judicial matters", F),
        ACT,
    ),
    # --- 130
    c(
        "What is the earliest year in which Ethiopia's head of government consulted Abdel Fattah Al-Sisi?",
        "Head of Government (Ethiopia)",
        "Consult",
        "Abdel Fattah Al-Sisi",
        "first",
        "year",
        [
            ("Ethiopia's head of government", "Head of Government (Ethiopia)", D),
            ("Abdel Fattah Al-Sisi", "Abdel Fattah Al-Sisi", L),
        ],
        ("consulted", F),
        ACT,
    ),
    c(
        "Can you tell me the year in which Japan most recently faced demands for diplomatic cooperation from China?",
        "China",
        "Demand diplomatic cooperation (such as policy support)",
        "Japan",
        "last",
        "year",
        [("China", "China", L), ("Japan", "Japan", L)],
        ("faced demands for diplomatic cooperation from", P),
        CON,
    ),
    c(
        "On which day did Colombian guerrillas declare a ceasefire with Colombia?",
        "Guerrilla (Colombia)",
        "Declare truce, ceasefire",
        "Colombia",
        None,
        "day",
        [("Colombian guerrillas", "Guerrilla (Colombia)", D), ("Colombia", "Colombia", L)],
        ("declare a ceasefire with", F),
        ACT,
    ),
    c(
        "When was Japan hosted by the United Arab Emirates?",
        "United Arab Emirates",
        "Host a visit",
        "Japan",
        None,
        "day",
        [("the United Arab Emirates", "United Arab Emirates", L), ("Japan", "Japan", L)],
        ("hosted", F),
        PAS,
    ),
    c(
        "When was the first time that Javier Solana considered a policy option regarding Iran?",
        "Javier Solana",
        "Consider policy option",
        "Iran",
        "first",
        "day",
        [("Javier Solana", "Javier Solana", L), ("Iran", "Iran", L)],
        ("considered a policy option regarding", F),
        ACT,
    ),
    # --- 135
    c(
        "At what point in time did Angela Merkel most recently express an intent to engage in material cooperation with the Free Democratic Party?",
        "Angela Merkel",
        "Express intent to engage in material cooperation",
        "Free Democratic Party",
        "last",
        "day",
        [("Angela Merkel", "Angela Merkel", L), ("the Free Democratic Party", "Free Democratic Party", L)],
        ("express an intent to engage in material cooperation with", F),
        ACT,
    ),
    c(
        "Which month saw France appeal to Madagascar for a change in leadership?",
        "France",
        "Appeal for change in leadership",
        "Madagascar",
        None,
        "month",
        [("France", "France", L), ("Madagascar", "Madagascar", L)],
        ("appeal to Madagascar for a change in leadership", F),
        ACT,
    ),
    c(
        "In what month and year did Shimon Peres call on Likud for institutional change?",
        "Shimon Peres",
        "Appeal for change in institutions, regime",
        "Likud",
        None,
        "month",
        [("Shimon Peres", "Shimon Peres", L), ("Likud", "Likud", L)],
        ("call on Likud for institutional change", P),
        ACT,
    ),
    c(
        "In which month did Tsai Ing-wen's first accusation against Ma Ying Jeou happen?",
        "Tsai Ing-wen",
        "Accuse",
        "Ma Ying Jeou",
        "first",
        "month",
        [("Tsai Ing-wen", "Tsai Ing-wen", L), ("Ma Ying Jeou", "Ma Ying Jeou", L)],
        ("accusation against", F),
        NOM,
    ),
    c(
        "In which month was Boko Haram most recently forgiven by Nigerian citizens?",
        "Citizen (Nigeria)",
        "Forgive",
        "Boko Haram",
        "last",
        "month",
        [("Nigerian citizens", "Citizen (Nigeria)", D), ("Boko Haram", "Boko Haram", L)],
        ("forgiven", F),
        PAS,
    ),
    # --- 140
    c(
        "Can you tell me, please, the year in which Bolivia was praised by Rafael Correa?",
        "Rafael Correa",
        "Praise or endorse",
        "Bolivia",
        None,
        "year",
        [("Rafael Correa", "Rafael Correa", L), ("Bolivia", "Bolivia", L)],
        ("praised", F),
        PAS,
        extra=[", please,"],
    ),
    c(
        "In what year did the Ogaden National Liberation Front claim responsibility with regard to China?",
        "Ogaden National Liberation Front",
        "Acknowledge or claim responsibility",
        "China",
        None,
        "year",
        [("the Ogaden National Liberation Front", "Ogaden National Liberation Front", L), ("China", "China", L)],
        ("claim responsibility with regard to", P),
        ACT,
    ),
    c(
        "What is the earliest year in which Brazilian citizens were tortured by the Brazilian military?",
        "Military (Brazil)",
        "Torture",
        "Citizen (Brazil)",
        "first",
        "year",
        [("the Brazilian military", "Military (Brazil)", D), ("Brazilian citizens", "Citizen (Brazil)", D)],
        ("tortured", F),
        PAS,
    ),
    c(
        "What is the latest year in which an Indian judge refused to release Indian men?",
        "Court Judge (India)",
        "Refuse to release persons or property",
        "Men (India)",
        "last",
        "year",
        [("an Indian judge", "Court Judge (India)", D), ("Indian men", "Men (India)", D)],
        ("refused to release", F),
        ACT,
    ),
    c(
        "On what date did Greek officials issue a non-force threat against Greek citizens?",
        "Other Authorities / Officials (Greece)",
        "Threaten non-force",
        "Citizen (Greece)",
        None,
        "day",
        [("Greek officials", "Other Authorities / Officials (Greece)", D), ("Greek citizens", "Citizen (Greece)", D)],
        ("issue a non-force threat against", P),
        ACT,
    ),
    # --- 145
    c(
        "Could you help me out: when did Nuri al-Maliki appeal to Iran for aid?",
        "Nuri al-Maliki",
        "Appeal for aid",
        "Iran",
        None,
        "day",
        [("Nuri al-Maliki", "Nuri al-Maliki", L), ("Iran", "Iran", L)],
        ("appeal to Iran for aid", F),
        ACT,
        extra=["Could you help me out:"],
    ),
    c(
        "When were Sudanese citizens first abducted by Sudanese criminals?",
        "Criminal (Sudan)",
        "Abduct, hijack, or take hostage",
        "Citizen (Sudan)",
        "first",
        "day",
        [("Sudanese criminals", "Criminal (Sudan)", D), ("Sudanese citizens", "Citizen (Sudan)", D)],
        ("abducted", F),
        PAS,
    ),
    c(
        "What was the date of Kuwait's most recent demand that Iraq yield?",
        "Kuwait",
        "Demand that target yields",
        "Iraq",
        "last",
        "day",
        [("Kuwait", "Kuwait", L), ("Iraq", "Iraq", L)],
        ("demand that Iraq yield", F),
        NOM,
    ),
    c(
        "In which month was a plan to settle a dispute with Ma Ying Jeou rejected by Japan?",
        "Japan",
        "Reject plan, agreement to settle dispute",
        "Ma Ying Jeou",
        None,
        "month",
        [("Japan", "Japan", L), ("Ma Ying Jeou", "Ma Ying Jeou", L)],
        ("a plan to settle a dispute with Ma Ying Jeou rejected", F),
        PAS,
    ),
    c(
        "Do you know the month in which Thailand asked Laos to ease administrative sanctions?",
        "Thailand",
        "Appeal for easing of administrative sanctions",
        "Laos",
        None,
        "month",
        [("Thailand", "Thailand", L), ("Laos", "Laos", L)],
        ("asked Laos to ease administrative sanctions", P),
        ACT,
    ),
    # --- 150
    c(
        "Which month saw Nuri al-Maliki's first rejection of a proposal to meet with Iran?",
        "Nuri al-Maliki",
        "Reject proposal to meet, discuss, or negotiate",
        "Iran",
        "first",
        "month",
        [("Nuri al-Maliki", "Nuri al-Maliki", L), ("Iran", "Iran", L)],
        ("rejection of a proposal to meet with", F),
        NOM,
    ),
    c(
        "In which month did Boko Haram last carry out a bombing against Nigeria's education sector?",
        "Boko Haram",
        "Conduct suicide, car, or other non-military bombing",
        "Education (Nigeria)",
        "last",
        "month",
        [("Boko Haram", "Boko Haram", L), ("Nigeria's education sector", "Education (Nigeria)", D)],
        ("carry out a bombing against", P),
        ACT,
    ),
    c(
        "Which year saw China demonstrate military power toward Iraq?",
        "China",
        "Demonstrate military or police power",
        "Iraq",
        None,
        "year",
        [("China", "China", L), ("Iraq", "Iraq", L)],
        ("demonstrate military power toward", F),
        ACT,
    ),
    c(
        "In what year did the Jamaican police decline to comment to Agence France-Presse?",
        "Police (Jamaica)",
        "Decline comment",
        "Agence France-Presse",
        None,
        "year",
        [("the Jamaican police", "Police (Jamaica)", D), ("Agence France-Presse", "Agence France-Presse", L)],
        ("decline to comment to", F),
        ACT,
    ),
    c(
        "What was the first year in which Iran cut military assistance to Yemen?",
        "Iran",
        "Reduce or stop military assistance",
        "Yemen",
        "first",
        "year",
        [("Iran", "Iran", L), ("Yemen", "Yemen", L)],
        ("cut military assistance to", P),
        ACT,
    ),
    # --- 155
    c(
        "Can you tell me the year in which Northern Ireland was last given an ultimatum by Tony Blair?",
        "Tony Blair",
        "Give ultimatum",
        "Northern Ireland",
        "last",
        "year",
        [("Tony Blair", "Tony Blair", L), ("Northern Ireland", "Northern Ireland", L)],
        ("given an ultimatum", F),
        PAS,
    ),
    c(
        "Good morning! When did Qatar engage in judicial cooperation with Iraq?",
        "Qatar",
        "Engage in judicial cooperation",
        "Iraq",
        None,
        "day",
        [("Qatar", "Qatar", L), ("Iraq", "Iraq", L)],
        ("engage in judicial cooperation with", F),
        ACT,
        extra=["Good morning!"],
    ),
    c(
        "At what point in time did Sudan receive a deployment of peacekeepers from the Senegalese military?",
        "Sudan",
        "Receive deployment of peacekeepers",
        "Military (Senegal)",
        None,
        "day",
        [("Sudan", "Sudan", L), ("the Senegalese military", "Military (Senegal)", D)],
        ("receive a deployment of peacekeepers from", F),
        ACT,
    ),
    c(
        "When was the first time that British citizens were rejected by Tony Blair?",
        "Tony Blair",
        "Reject",
        "Citizen (United Kingdom)",
        "first",
        "day",
        [("Tony Blair", "Tony Blair", L), ("British citizens", "Citizen (United Kingdom)", D)],
        ("rejected", F),
        PAS,
    ),
    c(
        "When did China most recently receive an appeal for rights from Ma Ying Jeou?",
        "Ma Ying Jeou",
        "Appeal for rights",
        "China",
        "last",
        "day",
        [("Ma Ying Jeou", "Ma Ying Jeou", L), ("China", "China", L)],
        ("receive an appeal for rights from", P),
        CON,
    ),
    # --- 160
    c(
        "In what month and year did the Saudi police say they would release Saudi citizens?",
        "Police (Saudi Arabia)",
        "Express intent to release persons or property",
        "Citizen (Saudi Arabia)",
        None,
        "month",
        [("the Saudi police", "Police (Saudi Arabia)", D), ("Saudi citizens", "Citizen (Saudi Arabia)", D)],
        ("say they would release", P),
        ACT,
    ),
    c(
        "Do you know, by any chance, in which month Thailand returned property to Malaysia?",
        "Thailand",
        "Return, release property",
        "Malaysia",
        None,
        "month",
        [("Thailand", "Thailand", L), ("Malaysia", "Malaysia", L)],
        ("returned property to", F),
        ACT,
        extra=["by any chance"],
    ),
    c(
        "In what month and year did China first refuse to ease administrative sanctions on Chinese dissidents?",
        "China",
        "Refuse to ease administrative sanctions",
        "Dissident (China)",
        "first",
        "month",
        [("China", "China", L), ("Chinese dissidents", "Dissident (China)", D)],
        ("refuse to ease administrative sanctions on", F),
        ACT,
    ),
    c(
        "Which month saw the most recent accusation of human rights abuses against the South Sudanese military by Human Rights Watch?",
        "Human Rights Watch",
        "Accuse of human rights abuses",
        "Military (South Sudan)",
        "last",
        "month",
        [("Human Rights Watch", "Human Rights Watch", L), ("the South Sudanese military", "Military (South Sudan)", D)],
        ("accusation of human rights abuses against", F),
        NOM,
    ),
    c(
        "Can you tell me the year in which the Nigerian government reduced relations with German business?",
        "Government (Nigeria)",
        "Reduce relations",
        "Business (Germany)",
        None,
        "year",
        [("the Nigerian government", "Government (Nigeria)", D), ("German business", "Business (Germany)", D)],
        ("reduced relations with", F),
        ACT,
    ),
    # --- 165
    c(
        "Please tell me which year saw Bulgarian citizens demand that the Bulgarian police share intelligence?",
        "Citizen (Bulgaria)",
        "Demand intelligence cooperation",
        "Police (Bulgaria)",
        None,
        "year",
        [("Bulgarian citizens", "Citizen (Bulgaria)", D), ("the Bulgarian police", "Police (Bulgaria)", D)],
        ("demand that the Bulgarian police share intelligence", P),
        ACT,
        extra=["Please"],
    ),
    c(
        "What is the earliest year in which Thai protesters rallied against Thai civil servants?",
        "Protester (Thailand)",
        "Demonstrate or rally",
        "Civil Servant (Thailand)",
        "first",
        "year",
        [("Thai protesters", "Protester (Thailand)", D), ("Thai civil servants", "Civil Servant (Thailand)", D)],
        ("rallied against", F),
        ACT,
    ),
    c(
        "Can you tell me the year in which the Israeli Defense Forces last faced a demand for de-escalation from the UN Security Council?",
        "UN Security Council",
        "Demand de-escalation of military engagement",
        "Israeli Defense Forces",
        "last",
        "year",
        [
            ("the UN Security Council", "UN Security Council", L),
            ("the Israeli Defense Forces", "Israeli Defense Forces", L),
        ],
        ("faced a demand for de-escalation from", P),
        CON,
    ),
    c(
        "Quick question: on which day did Okada Katsuya express an intent to de-escalate military engagement in Iraq?",
        "Okada Katsuya",
        "Express intent to de-escalate military engagement",
        "Iraq",
        None,
        "day",
        [("Okada Katsuya", "Okada Katsuya", L), ("Iraq", "Iraq", L)],
        ("express an intent to de-escalate military engagement in", F),
        ACT,
        extra=["Quick question:"],
    ),
    c(
        "What was the date on which the South Korean police raised their alert level against Japan?",
        "Police (South Korea)",
        "Increase police alert status",
        "Japan",
        None,
        "day",
        [("the South Korean police", "Police (South Korea)", D), ("Japan", "Japan", L)],
        ("raised their alert level against", P),
        ACT,
    ),
    # --- 170
    c(
        "When was China's first appeal to Japan for a change in policy?",
        "China",
        "Appeal for policy change",
        "Japan",
        "first",
        "day",
        [("China", "China", L), ("Japan", "Japan", L)],
        ("appeal to Japan for a change in policy", F),
        NOM,
    ),
    c(
        "When did Nigerian citizens last call on Umaru Musa Yar'Adua to accept mediation?",
        "Citizen (Nigeria)",
        "Appeal to engage in or accept mediation",
        "Umaru Musa Yar'Adua",
        "last",
        "day",
        [("Nigerian citizens", "Citizen (Nigeria)", D), ("Umaru Musa Yar'Adua", "Umaru Musa Yar'Adua", L)],
        ("call on Umaru Musa Yar'Adua to accept mediation", P),
        ACT,
    ),
    c(
        "Could you please tell me in what month and year the Ethiopian police damaged property in Ethiopia?",
        "Police (Ethiopia)",
        "Seize or damage property",
        "Ethiopia",
        None,
        "month",
        [("the Ethiopian police", "Police (Ethiopia)", D), ("Ethiopia", "Ethiopia", L)],
        ("damaged property in", F),
        ACT,
        extra=["please"],
    ),
    c(
        "Which month saw the Kenyan police physically assaulted by a Kenyan mob?",
        "Mob (Kenya)",
        "Physically assault",
        "Police (Kenya)",
        None,
        "month",
        [("a Kenyan mob", "Mob (Kenya)", D), ("the Kenyan police", "Police (Kenya)", D)],
        ("physically assaulted", F),
        PAS,
    ),
    c(
        "In what month and year did Thailand last receive a call from Cambodia to settle their dispute?",
        "Cambodia",
        "Appeal to others to settle dispute",
        "Thailand",
        "last",
        "month",
        [("Cambodia", "Cambodia", L), ("Thailand", "Thailand", L)],
        ("receive a call from Cambodia to settle their dispute", P),
        CON,
    ),
    # --- 175
    c(
        "Do you know in which month Iran first refused to yield to the UN Security Council?",
        "Iran",
        "Refuse to yield",
        "UN Security Council",
        "first",
        "month",
        [("Iran", "Iran", L), ("the UN Security Council", "UN Security Council", L)],
        ("refused to yield to", F),
        ACT,
    ),
    c(
        "Which year saw a veto by South Africa at the UN Security Council?",
        "South Africa",
        "Veto",
        "UN Security Council",
        None,
        "year",
        [("South Africa", "South Africa", L), ("the UN Security Council", "UN Security Council", L)],
        ("veto", F),
        NOM,
    ),
    c(
        "In what year did Romania pledge intelligence cooperation with France?",
        "Romania",
        "Express intent to cooperate on intelligence",
        "France",
        None,
        "year",
        [("Romania", "Romania", L), ("France", "France", L)],
        ("pledge intelligence cooperation with", P),
        ACT,
    ),
    c(
        "What is the latest year in which an Australian city mayor engaged in a symbolic act for Australian citizens?",
        "City Mayor (Australia)",
        "Engage in symbolic act",
        "Citizen (Australia)",
        "last",
        "year",
        [("an Australian city mayor", "City Mayor (Australia)", D), ("Australian citizens", "Citizen (Australia)", D)],
        ("engaged in a symbolic act for", F),
        ACT,
    ),
    c(
        "What was the first year in which the Sudanese police raised their alert status in Sudan?",
        "Police (Sudan)",
        "Increase police alert status",
        "Sudan",
        "first",
        "year",
        [("the Sudanese police", "Police (Sudan)", D), ("Sudan", "Sudan", L)],
        ("raised their alert status in", P),
        ACT,
    ),
    # --- 180
    c(
        "Hi! When did the New Zealand police provide peacekeeping in Timor-Leste?",
        "Police (New Zealand)",
        "Provide military protection or peacekeeping",
        "Timor-Leste",
        None,
        "day",
        [("the New Zealand police", "Police (New Zealand)", D), ("Timor-Leste", "Timor-Leste", L)],
        ("provide peacekeeping in", F),
        ACT,
        extra=["Hi!"],
    ),
    c(
        "On which date was legal action taken against the Associated Press by Iran?",
        "Iran",
        "Arrest, detain, or charge with legal action",
        "Associated Press",
        None,
        "day",
        [("Iran", "Iran", L), ("the Associated Press", "Associated Press", L)],
        ("legal action taken against", P),
        PAS,
    ),
    c(
        "When was the last occasion on which the government of Nigeria granted Nigerian citizens' demands for rights?",
        "Government (Nigeria)",
        "Accede to demands for rights",
        "Citizen (Nigeria)",
        "last",
        "day",
        [("the government of Nigeria", "Government (Nigeria)", D), ("Nigerian citizens", "Citizen (Nigeria)", D)],
        ("granted Nigerian citizens' demands for rights", P),
        ACT,
        ok=["Other Authorities / Officials (Nigeria)"],
    ),
    c(
        "What was the date of Japan's first formal agreement with Kazakhstan?",
        "Japan",
        "Sign formal agreement",
        "Kazakhstan",
        "first",
        "day",
        [("Japan", "Japan", L), ("Kazakhstan", "Kazakhstan", L)],
        ("formal agreement with", F),
        NOM,
    ),
    c(
        "Which month saw a blockade imposed on Burundi by the Burundian military?",
        "Military (Burundi)",
        "Impose blockade, restrict movement",
        "Burundi",
        None,
        "month",
        [("the Burundian military", "Military (Burundi)", D), ("Burundi", "Burundi", L)],
        ("blockade imposed on", F),
        PAS,
    ),
    # --- 185
    c(
        "For a report I'm writing: in what month and year did the African Union restrict political freedoms in Togo?",
        "African Union",
        "Impose restrictions on political freedoms",
        "Togo",
        None,
        "month",
        [("the African Union", "African Union", L), ("Togo", "Togo", L)],
        ("restrict political freedoms in", F),
        ACT,
        extra=["For a report I'm writing:"],
    ),
    c(
        "In which month did the National Liberation Army first claim responsibility toward Colombia?",
        "National Liberation Army",
        "Acknowledge or claim responsibility",
        "Colombia",
        "first",
        "month",
        [("the National Liberation Army", "National Liberation Army", L), ("Colombia", "Colombia", L)],
        ("claim responsibility toward", F),
        ACT,
    ),
    c(
        "Which month saw the Sudanese government most recently accused of war crimes by Sudanese citizens?",
        "Citizen (Sudan)",
        "Accuse of war crimes",
        "Government (Sudan)",
        "last",
        "month",
        [("Sudanese citizens", "Citizen (Sudan)", D), ("the Sudanese government", "Government (Sudan)", D)],
        ("accused of war crimes", F),
        PAS,
    ),
    c(
        "Which year saw Vietnam signal it would ease administrative sanctions on Australian citizens?",
        "Vietnam",
        "Express intent to ease administrative sanctions",
        "Citizen (Australia)",
        None,
        "year",
        [("Vietnam", "Vietnam", L), ("Australian citizens", "Citizen (Australia)", D)],
        ("signal it would ease administrative sanctions on", P),
        ACT,
    ),
    c(
        "In what year were Malian citizens the target of a suicide bombing by Malian militants?",
        "Militant (Mali)",
        "Carry out suicide bombing",
        "Citizen (Mali)",
        None,
        "year",
        [("Malian militants", "Militant (Mali)", D), ("Malian citizens", "Citizen (Mali)", D)],
        ("the target of a suicide bombing", P),
        CON,
    ),
    # --- 190
    c(
        "What is the earliest year in which Lee Myung Bak came under criticism from Xi Jinping?",
        "Xi Jinping",
        "Criticize or denounce",
        "Lee Myung Bak",
        "first",
        "year",
        [("Xi Jinping", "Xi Jinping", L), ("Lee Myung Bak", "Lee Myung Bak", L)],
        ("came under criticism from", P),
        CON,
    ),
    c(
        "Can you please tell me the year in which Wang Yi was last consulted by Chuck Hagel?",
        "Chuck Hagel",
        "Consult",
        "Wang Yi",
        "last",
        "year",
        [("Chuck Hagel", "Chuck Hagel", L), ("Wang Yi", "Wang Yi", L)],
        ("consulted", F),
        PAS,
        extra=["please"],
    ),
    c(
        "Sorry to bother you, but when did South Korea ask Japan for judicial cooperation?",
        "South Korea",
        "Appeal for judicial cooperation",
        "Japan",
        None,
        "day",
        [("South Korea", "South Korea", L), ("Japan", "Japan", L)],
        ("ask Japan for judicial cooperation", P),
        ACT,
        extra=["Sorry to bother you, but"],
    ),
    c(
        "On what date did North Korean citizens receive asylum from the South Korean foreign ministry?",
        "Foreign Affairs (South Korea)",
        "Grant asylum",
        "Citizen (North Korea)",
        None,
        "day",
        [
            ("the South Korean foreign ministry", "Foreign Affairs (South Korea)", D),
            ("North Korean citizens", "Citizen (North Korea)", D),
        ],
        ("receive asylum from", P),
        CON,
    ),
    c(
        "At what point in time did Malaysia first call on Malaysian businesspeople for economic cooperation?",
        "Malaysia",
        "Appeal for economic cooperation",
        "Businessperson (Malaysia)",
        "first",
        "day",
        [("Malaysia", "Malaysia", L), ("Malaysian businesspeople", "Businessperson (Malaysia)", D)],
        ("call on Malaysian businesspeople for economic cooperation", P),
        ACT,
    ),
    # --- 195
    c(
        "When did France most recently break off negotiations with Iran?",
        "France",
        "Halt negotiations",
        "Iran",
        "last",
        "day",
        [("France", "France", L), ("Iran", "Iran", L)],
        ("break off negotiations with", P),
        ACT,
    ),
    c(
        "Do you know in which month South Korea rejected economic cooperation with China, by any chance?",
        "South Korea",
        "Reject economic cooperation",
        "China",
        None,
        "month",
        [("South Korea", "South Korea", L), ("China", "China", L)],
        ("rejected economic cooperation with", F),
        ACT,
        extra=[", by any chance"],
    ),
    c(
        "In what month and year were British citizens threatened by Britain's Labour Party?",
        "Labor Party (United Kingdom)",
        "Threaten",
        "Citizen (United Kingdom)",
        None,
        "month",
        [
            ("Britain's Labour Party", "Labor Party (United Kingdom)", D),
            ("British citizens", "Citizen (United Kingdom)", D),
        ],
        ("threatened", F),
        PAS,
    ),
    c(
        "In what month and year did Javier Solana's first negotiations with Farouk al-Sharaa take place?",
        "Javier Solana",
        "Engage in negotiation",
        "Farouk al-Sharaa",
        "first",
        "month",
        [("Javier Solana", "Javier Solana", L), ("Farouk al-Sharaa", "Farouk al-Sharaa", L)],
        ("negotiations with", F),
        NOM,
    ),
    c(
        "In which month did China last accede to demands from Iran for a policy change?",
        "China",
        "Accede to demands for change in policy",
        "Iran",
        "last",
        "month",
        [("China", "China", L), ("Iran", "Iran", L)],
        ("accede to demands from Iran for a policy change", F),
        ACT,
    ),
    # --- 200
    c(
        "Can you please tell me the year in which Tanzanian citizens demanded regime change in Tanzania?",
        "Citizen (Tanzania)",
        "Demand change in institutions, regime",
        "Tanzania",
        None,
        "year",
        [("Tanzanian citizens", "Citizen (Tanzania)", D), ("Tanzania", "Tanzania", L)],
        ("demanded regime change in", F),
        ACT,
        extra=["please"],
    ),
    c(
        "Which year saw Ukrainian militants bombed from the air by the Ukrainian military?",
        "Military (Ukraine)",
        "Employ aerial weapons",
        "Militant (Ukraine)",
        None,
        "year",
        [("the Ukrainian military", "Military (Ukraine)", D), ("Ukrainian militants", "Militant (Ukraine)", D)],
        ("bombed from the air", P),
        PAS,
    ),
    c(
        "In what year did the French government first impose a state of emergency in France?",
        "Government (France)",
        "Impose state of emergency or martial law",
        "France",
        "first",
        "year",
        [("the French government", "Government (France)", D), ("France", "France", L)],
        ("impose a state of emergency in", F),
        ACT,
    ),
    c(
        "What is the latest year in which Ethiopia was threatened with military force by Al-Shabaab?",
        "Al-Shabaab",
        "Threaten with military force",
        "Ethiopia",
        "last",
        "year",
        [("Al-Shabaab", "Al-Shabaab", L), ("Ethiopia", "Ethiopia", L)],
        ("threatened with military force", F),
        PAS,
    ),
    c(
        "On which day did the Moro Islamic Liberation Front refuse to release Filipino men?",
        "Moro Islamic Liberation Front",
        "Refuse to release persons or property",
        "Men (Philippines)",
        None,
        "day",
        [
            ("the Moro Islamic Liberation Front", "Moro Islamic Liberation Front", L),
            ("Filipino men", "Men (Philippines)", D),
        ],
        ("refuse to release", F),
        ACT,
    ),
    # --- 205
    c(
        "Could you kindly tell me when Iraq demanded that Qatar yield?",
        "Iraq",
        "Demand that target yields",
        "Qatar",
        None,
        "day",
        [("Iraq", "Iraq", L), ("Qatar", "Qatar", L)],
        ("demanded that Qatar yield", F),
        ACT,
        extra=["kindly"],
    ),
    c(
        "When was the last occasion on which the Malian military received military aid from France?",
        "France",
        "Provide military aid",
        "Military (Mali)",
        "last",
        "day",
        [("France", "France", L), ("the Malian military", "Military (Mali)", D)],
        ("received military aid from", P),
        CON,
    ),
    c(
        "When did Iran first receive praise from Raúl Castro?",
        "Raúl Castro",
        "Praise or endorse",
        "Iran",
        "first",
        "day",
        [("Raúl Castro", "Raúl Castro", L), ("Iran", "Iran", L)],
        ("receive praise from", P),
        CON,
    ),
    c(
        "In which month did Emmanuel Eweta Uduaghan receive forgiveness from Edwin Clark?",
        "Edwin Clark",
        "Forgive",
        "Emmanuel Eweta Uduaghan",
        None,
        "month",
        [("Edwin Clark", "Edwin Clark", L), ("Emmanuel Eweta Uduaghan", "Emmanuel Eweta Uduaghan", L)],
        ("receive forgiveness from", P),
        CON,
    ),
    c(
        "Out of curiosity, which month saw Hungarian citizens demonstrate for a leadership change aimed at Viktor Orban?",
        "Citizen (Hungary)",
        "Demonstrate for leadership change",
        "Viktor Orban",
        None,
        "month",
        [("Hungarian citizens", "Citizen (Hungary)", D), ("Viktor Orban", "Viktor Orban", L)],
        ("demonstrate for a leadership change aimed at", P),
        ACT,
        extra=["Out of curiosity,"],
    ),
    # --- 210
    c(
        "In what month and year did Norwegian citizens most recently rally against Anders Breivik?",
        "Citizen (Norway)",
        "Demonstrate or rally",
        "Anders Breivik",
        "last",
        "month",
        [("Norwegian citizens", "Citizen (Norway)", D), ("Anders Breivik", "Anders Breivik", L)],
        ("rally against", F),
        ACT,
    ),
    c(
        "Which month saw Sudan's first optimistic comment on Barack Obama?",
        "Sudan",
        "Make optimistic comment",
        "Barack Obama",
        "first",
        "month",
        [("Sudan", "Sudan", L), ("Barack Obama", "Barack Obama", L)],
        ("optimistic comment on", F),
        NOM,
    ),
    c(
        "Can you tell me the year in which Fatah al-Islam was the target of an assassination by the Lebanese military?",
        "Military (Lebanon)",
        "Assassinate",
        "Fatah al-Islam",
        None,
        "year",
        [("the Lebanese military", "Military (Lebanon)", D), ("Fatah al-Islam", "Fatah al-Islam", L)],
        ("the target of an assassination", P),
        CON,
    ),
    c(
        "Just wondering, in what year did France offer to provide military protection to Sudan?",
        "France",
        "Express intent to provide military protection or peacekeeping",
        "Sudan",
        None,
        "year",
        [("France", "France", L), ("Sudan", "Sudan", L)],
        ("offer to provide military protection to", P),
        ACT,
        extra=["Just wondering,"],
    ),
    c(
        "What was the first year in which the African Union used conventional military force against Al-Shabaab combatants?",
        "African Union",
        "Use conventional military force",
        "Combatant (Al-Shabaab)",
        "first",
        "year",
        [("the African Union", "African Union", L), ("Al-Shabaab combatants", "Combatant (Al-Shabaab)", D)],
        ("used conventional military force against", F),
        ACT,
    ),
    # --- 215
    c(
        "Which year saw the Moro Islamic Liberation Front's latest official complaint against the Philippine military?",
        "Moro Islamic Liberation Front",
        "Complain officially",
        "Military (Philippines)",
        "last",
        "year",
        [
            ("the Moro Islamic Liberation Front", "Moro Islamic Liberation Front", L),
            ("the Philippine military", "Military (Philippines)", D),
        ],
        ("official complaint against", F),
        NOM,
    ),
    c(
        "On which day did the UN Security Council meet Javier Solana at a third-party venue?",
        "UN Security Council",
        "Meet at a 'third' location",
        "Javier Solana",
        None,
        "day",
        [("the UN Security Council", "UN Security Council", L), ("Javier Solana", "Javier Solana", L)],
        ("meet Javier Solana at a third-party venue", P),
        ACT,
    ),
    c(
        "I'm curious: when did France downgrade its relations with Romania?",
        "France",
        "Reduce relations",
        "Romania",
        None,
        "day",
        [("France", "France", L), ("Romania", "Romania", L)],
        ("downgrade its relations with", P),
        ACT,
        extra=["I'm curious:"],
    ),
    c(
        "When was Julian Paul Assange first released by a British judge?",
        "Court Judge (United Kingdom)",
        "Return, release person(s)",
        "Julian Paul Assange",
        "first",
        "day",
        [("a British judge", "Court Judge (United Kingdom)", D), ("Julian Paul Assange", "Julian Paul Assange", L)],
        ("released", F),
        PAS,
    ),
    c(
        "Hello, at what point in time did the Sri Lankan navy last open fire on Indian fishermen?",
        "Naval (Sri Lanka)",
        "fight with small arms and light weapons",
        "Fishermen (India)",
        "last",
        "day",
        [("the Sri Lankan navy", "Naval (Sri Lanka)", D), ("Indian fishermen", "Fishermen (India)", D)],
        ("open fire on", P),
        ACT,
        extra=["Hello,"],
    ),
    # --- 220
    c(
        "Do you know the month in which Mexican officials engaged in judicial cooperation with Colombia?",
        "Other Authorities / Officials (Mexico)",
        "Engage in judicial cooperation",
        "Colombia",
        None,
        "month",
        [("Mexican officials", "Other Authorities / Officials (Mexico)", D), ("Colombia", "Colombia", L)],
        ("engaged in judicial cooperation with", F),
        ACT,
    ),
    c(
        "Please tell me in what month and year South Africa expressed a wish to meet Oman?",
        "South Africa",
        "Express intent to meet or negotiate",
        "Oman",
        None,
        "month",
        [("South Africa", "South Africa", L), ("Oman", "Oman", L)],
        ("expressed a wish to meet", P),
        ACT,
        extra=["Please"],
    ),
    c(
        "Which month saw François Bozizé's most recent appeal to France for aid?",
        "François Bozizé",
        "Appeal for aid",
        "France",
        "last",
        "month",
        [("François Bozizé", "François Bozizé", L), ("France", "France", L)],
        ("appeal to France for aid", F),
        NOM,
    ),
    c(
        "In what month and year did the South Korean police first use violent repression in South Korea?",
        "Police (South Korea)",
        "Use tactics of violent repression",
        "South Korea",
        "first",
        "month",
        [("the South Korean police", "Police (South Korea)", D), ("South Korea", "South Korea", L)],
        ("use violent repression in", F),
        ACT,
    ),
    c(
        "Can you tell me the year in which Thai citizens called on Thai insurgents to de-escalate?",
        "Citizen (Thailand)",
        "Appeal for de-escalation of military engagement",
        "Insurgent (Thailand)",
        None,
        "year",
        [("Thai citizens", "Citizen (Thailand)", D), ("Thai insurgents", "Insurgent (Thailand)", D)],
        ("called on Thai insurgents to de-escalate", P),
        ACT,
    ),
    # --- 225
    c(
        "In what year did a US member of the judiciary express an intent to cooperate with France on judicial matters?",
        "Member of the Judiciary (United States)",
        "Express intent to cooperate on judicial matters",
        "France",
        None,
        "year",
        [("a US member of the judiciary", "Member of the Judiciary (United States)", D), ("France", "France", L)],
        ("express an intent to cooperate with France on judicial matters", F),
        ACT,
    ),
    c(
        "For my notes: what is the latest year in which Barack Obama engaged in diplomatic cooperation with Xi Jinping?",
        "Barack Obama",
        "Engage in diplomatic cooperation",
        "Xi Jinping",
        "last",
        "year",
        [("Barack Obama", "Barack Obama", L), ("Xi Jinping", "Xi Jinping", L)],
        ("engaged in diplomatic cooperation with", F),
        ACT,
        extra=["For my notes:"],
    ),
    c(
        "In which year did a Philippine city mayor, for the first time, demand judicial cooperation from the Philippine police?",
        "City Mayor (Philippines)",
        "Demand judicial cooperation",
        "Police (Philippines)",
        "first",
        "year",
        [
            ("a Philippine city mayor", "City Mayor (Philippines)", D),
            ("the Philippine police", "Police (Philippines)", D),
        ],
        ("demand judicial cooperation from", F),
        ACT,
    ),
    c(
        "When did Mahmoud Ahmadinejad make a show of military power toward Iraq?",
        "Mahmoud Ahmadinejad",
        "Demonstrate military or police power",
        "Iraq",
        None,
        "day",
        [("Mahmoud Ahmadinejad", "Mahmoud Ahmadinejad", L), ("Iraq", "Iraq", L)],
        ("make a show of military power toward", P),
        ACT,
    ),
    c(
        "Hello! What was the date on which Julian Paul Assange was rejected by France?",
        "France",
        "Reject",
        "Julian Paul Assange",
        None,
        "day",
        [("France", "France", L), ("Julian Paul Assange", "Julian Paul Assange", L)],
        ("rejected", F),
        PAS,
        extra=["Hello!"],
    ),
    # --- 230
    c(
        "When was the Central Intelligence Agency most recently accused of crimes by Evo Morales?",
        "Evo Morales",
        "Accuse of crime, corruption",
        "Central Intelligence Agency",
        "last",
        "day",
        [("Evo Morales", "Evo Morales", L), ("the Central Intelligence Agency", "Central Intelligence Agency", L)],
        ("accused of crimes", F),
        PAS,
    ),
    c(
        "When was Barack Obama first accused by Iran?",
        "Iran",
        "Accuse",
        "Barack Obama",
        "first",
        "day",
        [("Iran", "Iran", L), ("Barack Obama", "Barack Obama", L)],
        ("accused", F),
        PAS,
    ),
    c(
        "In which month did Yair Lapid reject a plan to settle a dispute with Benjamin Netanyahu?",
        "Yair Lapid",
        "Reject plan, agreement to settle dispute",
        "Benjamin Netanyahu",
        None,
        "month",
        [("Yair Lapid", "Yair Lapid", L), ("Benjamin Netanyahu", "Benjamin Netanyahu", L)],
        ("reject a plan to settle a dispute with", F),
        ACT,
    ),
    c(
        "Could you tell me the month in which Kazakhstan was accused of human rights abuses by Human Rights Watch, please?",
        "Human Rights Watch",
        "Accuse of human rights abuses",
        "Kazakhstan",
        None,
        "month",
        [("Human Rights Watch", "Human Rights Watch", L), ("Kazakhstan", "Kazakhstan", L)],
        ("accused of human rights abuses", F),
        PAS,
        extra=[", please"],
    ),
    c(
        "In which month did Thai citizens first abduct Thai protesters?",
        "Citizen (Thailand)",
        "Abduct, hijack, or take hostage",
        "Protester (Thailand)",
        "first",
        "month",
        [("Thai citizens", "Citizen (Thailand)", D), ("Thai protesters", "Protester (Thailand)", D)],
        ("abduct", F),
        ACT,
    ),
    # --- 235
    c(
        "In what month and year did China most recently cooperate militarily with Kazakhstan?",
        "China",
        "Cooperate militarily",
        "Kazakhstan",
        "last",
        "month",
        [("China", "China", L), ("Kazakhstan", "Kazakhstan", L)],
        ("cooperate militarily with", F),
        ACT,
    ),
    c(
        "Sorry, one more: which year saw a Philippine city mayor targeted with unconventional violence by the Philippine military?",
        "Military (Philippines)",
        "Use unconventional violence",
        "City Mayor (Philippines)",
        None,
        "year",
        [
            ("the Philippine military", "Military (Philippines)", D),
            ("a Philippine city mayor", "City Mayor (Philippines)", D),
        ],
        ("targeted with unconventional violence", P),
        PAS,
        extra=["Sorry, one more:"],
    ),
    c(
        "Can you tell me the year in which Chinese villagers rioted against China?",
        "Villager (China)",
        "Protest violently, riot",
        "China",
        None,
        "year",
        [("Chinese villagers", "Villager (China)", D), ("China", "China", L)],
        ("rioted against", F),
        ACT,
    ),
    c(
        "What is the latest year in which the United States Senate refused to de-escalate military engagement in Iraq?",
        "United States Senate",
        "Refuse to de-escalate military engagement",
        "Iraq",
        "last",
        "year",
        [("the United States Senate", "United States Senate", L), ("Iraq", "Iraq", L)],
        ("refused to de-escalate military engagement in", F),
        ACT,
    ),
    c(
        "Can you tell me the first year in which the UN Security Council reduced military assistance to Eritrea?",
        "UN Security Council",
        "Reduce or stop military assistance",
        "Eritrea",
        "first",
        "year",
        [("the UN Security Council", "UN Security Council", L), ("Eritrea", "Eritrea", L)],
        ("reduced military assistance to", F),
        ACT,
    ),
]


def load(path):
    df = pd.read_csv(
        path,
        sep="\t",
        header=None,
        names=["h", "r", "t", "d"],
        dtype=str,
        keep_default_na=False,
        quoting=csv.QUOTE_MINIMAL,
    )
    for col in "hrt":
        df[col] = df[col].str.replace("_", " ", regex=False)
    assert len(df) == 461329, len(df)
    assert df.d.str.fullmatch(r"\d{4}-\d\d-\d\d").all()
    return df


def earlier_patterns():
    """(h, r, t) triples of the earlier set wording-time-2, left out of the draw."""
    prev = HERE.parent / "wording-time-2" / "gold.py"
    if not prev.exists():
        return set()
    text = prev.read_text(encoding="utf-8")
    return set(re.findall(r'\n    c\("(?:[^"\\]|\\.)*",\s*"([^"]*)",\s*"([^"]*)",\s*"([^"]*)"', text))


def sample(df, n=240, seed=20250704):
    """The seeded draw the fact patterns were picked from (four candidates a slot)."""
    rc = df.r.value_counts()
    rels = sorted(r for r, k in rc.items() if k >= 30)
    days = df.groupby(["h", "r", "t"])["d"].agg(lambda s: sorted(set(s)))
    freq = pd.concat([df.h, df.t]).value_counts()
    rng = random.Random(seed)
    order = []
    while len(order) < n:
        x = rels[:]
        rng.shuffle(x)
        order += x
    earlier = earlier_patterns()
    byrel = {}
    for (h, r, t), ds in days.items():
        if (h, r, t) not in earlier and h != t:
            byrel.setdefault(r, []).append((h, t, ds))
    for i, r in enumerate(order[:n]):
        ext, lv = COMBOS[(i // 2) % 6]
        eq = ext is None
        fits = lambda ds: (len(ds) == 1) if eq else (len(ds) >= 3)
        pool = [x for x in byrel[r] if fits(x[2]) and freq[x[0]] >= 50 and freq[x[1]] >= 50]
        if len(pool) < 4:
            pool = [
                x
                for x in byrel[r]
                if ((len(x[2]) == 1) if eq else (len(x[2]) >= 2)) and freq[x[0]] >= 20 and freq[x[1]] >= 20
            ]
        pool.sort()
        print(f"#{i} {'equal' if eq else 'first_last'} {lv} | {r}")
        for h, t, ds in rng.sample(pool, min(4, len(pool))):
            print(f"    {h} || {t} || {len(ds)} {ds[0]}..{ds[-1]}")


# ---------------------------------------------------------------- checks
# How a question opens; the first pattern that matches names its frame.
FRAMES = [
    ("could you tell me", r"could you (?:please |kindly )?tell me\b"),
    ("can you tell me", r"can you (?:please )?tell me\b"),
    ("do you know", r"do you (?:happen to )?know\b"),
    (
        "polite request",
        r"(?:please tell me|i'd like to know|i would like to know|i'm curious|i wonder|i was wondering|tell me)\b",
    ),
    ("at what point in time", r"at what point in time\b"),
    ("what was the date", r"what (?:was|is) the date\b"),
    ("which year/month saw", r"which (?:year|month) saw\b"),
    ("in what month and year", r"in (?:what|which) month and year\b"),
    ("when was the first time", r"when was the first (?:time|occasion)\b"),
    ("when was the last occasion", r"when was the (?:last|latest|most recent) (?:occasion|time)\b"),
    ("on which day", r"on (?:which|what) day\b"),
    (
        "what is the earliest/latest",
        r"what (?:is|was) the (?:earliest|latest|first|last|most recent) (?:year|month|date|day)\b",
    ),
    ("on which date", r"on (?:which|what) date\b"),
    ("in which month/year", r"in (?:which|what) (?:month|year)\b"),
    ("which month/year", r"(?:which|what) (?:month|year)\b"),
    ("when", r"when (?:did|was|were|does|do|has|had)\b"),
]
# Roles whose descriptions could be confused with each other: a description of
# Role (Place) must not fit another entity of the same place with the same
# relation and the same other argument (anywhere in the graph).
RIVALS = [
    {"Government Official", "Other Authorities / Officials", "Government"},
    {
        "Military",
        "Military Personnel",
        "Military Personnel - Special",
        "High Ranking Military Personnel",
        "Defense / Security Ministry",
        "Army",
        "Armed Forces",
        "Naval",
        "Air Force",
    },
    {"Media", "Media Personnel", "Newspaper", "News Editor", "Journalist"},
    {"Citizen", "Population", "People"},
    {"Lawyer/Attorney", "Attorney General", "Public Prosecutor", "Defense Attorney", "Prosecutor"},
    {"Court Judge", "Member of the Judiciary", "Oversight Court", "Supreme Court", "Judiciary"},
    {
        "Legislature",
        "Member of Parliament",
        "Lawmaker",
        "Congress",
        "Parliament",
        "Senate",
        "House of Representatives",
        "Member of Legislative (Govt)",
        "Assemblies",
        "Representatives",
        "National Assembly",
        "Legislative",
    },
    {
        "Armed Rebel",
        "Insurgent",
        "Militant",
        "Rebel Group",
        "Armed Opposition",
        "Guerrilla",
        "Armed Gang",
        "Armed Band",
        "Separatist",
        "Terrorist",
        "Islamic Militant",
        "Combatant",
        "Separatist Militant",
        "Attacker",
        "Rebel",
    },
    {"Criminal", "Armed Gang", "Armed Band", "Mob"},
    {"Business", "Businessperson", "Company - Owner or Operator", "Industry", "Company"},
    {
        "Protester",
        "Activist",
        "Rights Activist",
        "Opposition Supporter",
        "Demonstrator",
        "Opposition Activist",
        "Citizen",
    },
    {"Foreign Affairs", "Ministry", "Foreign Ministry"},
    {"Treasury/Finance Ministry", "Finance / Economy / Commerce / Trade Ministry"},
    {"Student", "Education", "Youth", "Children"},
    {"Employee", "Labor Union", "Worker", "Labor"},
    {"Police", "Police Chief", "Police Officer"},
    {"Cabinet / Council of Ministers / Advisors", "Government", "Ministry"},
    {"Head of Government", "Head of State", "President", "Prime Minister"},
    {"Political Parties", "Party Member", "Political Party", "Opposition Major Party (Out Of Government)"},
]
# The same event recorded from the other side: a passive or converse wording of one
# must not be answerable differently from the reversed fact of the other.
COUNTERPART = {"Make a visit": "Host a visit", "Host a visit": "Make a visit"}
SECTOR = re.compile(r"^(.+) \(([^()]+)\)$")
STOP = set(
    ["a", "an", "the", "to", "with", "of", "in", "on", "for", "its", "his", "her", "their", "by", "against", "at", "from", "and", "any", "s", "was", "were", "been", "be", "being", "did", "do", "does", "had", "has", "have", "it", "them", "him", "her", "they", "first", "last", "time", "into", "over", "upon", "regarding", "toward", "towards"]
)
IRREGULAR = {
    "made": "make",
    "held": "hold",
    "gave": "give",
    "took": "take",
    "met": "meet",
    "sought": "seek",
    "brought": "bring",
    "paid": "pay",
    "fought": "fight",
    "threw": "throw",
    "given": "give",
    "broke": "break",
    "broken": "break",
    "rallied": "rally",
    "defied": "defy",
}
EXTREME = {
    "first": r"\b(?:first|earliest|initially|initial)\b",
    "last": r"\b(?:last|latest|most recent|most recently)\b",
}
# words that would change the meaning (or the question type) and are kept out
BANNED = (
    r"\b(?:or|nor|not|never|no|none|neither|exactly|approximately|roughly|around|circa|precisely|"
    r"about|before|after|since|until|till|during|while|between|previously|prior|again|ever|"
    r"ago|often|how|many|times|both|also|once|recently|usually|soon|later|earlier|if|maybe|perhaps|"
    r"probably|likely|some|almost|nearly)\b|n't"
)


def own_words(text, relation):
    """True when every content word of text is a form of a word of the relation."""
    rel = [w for w in re.findall(r"[a-z]+", relation.lower()) if w not in STOP]
    toks = [IRREGULAR.get(w, w) for w in re.findall(r"[a-z]+", text.lower()) if w not in STOP]

    def same(a, b):
        n = 0
        while n < min(len(a), len(b)) and a[n] == b[n]:
            n += 1
        return n >= min(5, len(a), len(b))

    return bool(toks) and all(any(same(w, x) for x in rel) for w in toks)


def locate(q, mentions):
    """Start, end of each mention text (longest first, each masked once found)."""
    s, out = q, {}
    for text in sorted({m[0] for m in mentions}, key=len, reverse=True):
        hit = re.search(r"(?<![\w-])" + re.escape(text) + r"(?![\w-])", s)
        if hit:
            out[text] = hit.span()
            s = s[: hit.start()] + "#" * len(text) + s[hit.end() :]
    return out, s


def fmt(day, level):
    return {"day": day, "month": day[:7], "year": day[:4]}[level]


def answer(ds, ext):
    if not ds:
        return None
    if ext is None:
        return ds[0] if len(ds) == 1 else None
    return ds[0] if ext == "first" else ds[-1]


def main():
    df = load(DATA)
    if "--sample" in sys.argv:
        return sample(df)
    days = df.groupby(["h", "r", "t"])["d"].agg(lambda s: sorted(set(s))).to_dict()
    by_rel_tail = df.groupby(["r", "t"])["h"].agg(lambda s: set(s)).to_dict()
    by_head_rel = df.groupby(["h", "r"])["t"].agg(lambda s: set(s)).to_dict()
    ents = set(df.h) | set(df.t)
    rels = set(df.r)
    earlier = earlier_patterns()
    problems, seen_q, seen_pat, records = [], set(), set(), []

    def bad(i, msg):
        problems.append(f"#{i}: {msg}  [{Q[i]['q']}]")

    for i, c in enumerate(Q):
        q, h, r, t, ext, lv, voice = c["q"], c["h"], c["r"], c["t"], c["ext"], c["lv"], c["voice"]
        if h not in ents or t not in ents or r not in rels:
            bad(i, "unknown entity or relation")
            continue
        if h == t:
            bad(i, "head and tail are the same entity")
        if not q.endswith("?") or q != q.strip() or "  " in q or not q[0].isupper():
            bad(i, "punctuation")
        if q.lower() in seen_q:
            bad(i, "duplicate question")
        seen_q.add(q.lower())
        if (h, r, t) in seen_pat:
            bad(i, "duplicate fact pattern")
        seen_pat.add((h, r, t))
        if (h, r, t) in earlier:
            bad(i, "fact pattern already used in wording-time-2")
        ds = days.get((h, r, t))
        if not ds:
            bad(i, "no such fact")
            continue
        if ext is None and len(ds) != 1:
            bad(i, f"equal question but {len(ds)} days")
        if ext is not None and (ext not in ("first", "last") or len(ds) < 2):
            bad(i, f"first/last question with extreme {ext!r} over {len(ds)} day(s)")
            continue
        day = answer(ds, ext) or ds[0]
        if (None if ext is None else "fl", lv) != COMBOS[(i // 2) % 6]:
            bad(i, f"slot {i} is for {COMBOS[(i // 2) % 6]}")
        if lv not in ("day", "month", "year"):
            bad(i, "level")
            continue
        # mentions
        pos, masked = locate(q, c["m"])
        covered = set()
        for text, ent, kind in c["m"]:
            if text not in pos:
                bad(i, f"mention {text!r} not in question")
            if ent not in (h, t):
                bad(i, f"mention entity {ent!r} not in the pattern")
            covered.add(ent)
            if kind == L:
                plain = re.sub(r"^the ", "", text, flags=re.I)
                if ent.lower() not in (plain.lower(), text.lower()) or SECTOR.match(ent):
                    bad(i, f"literal mention {text!r} is not the name {ent!r}")
            elif kind == D:
                if text.lower() == ent.lower():
                    bad(i, f"description {text!r} is the name itself")
                m = SECTOR.match(ent)
                if m:
                    role, place = m.groups()
                    group = set().union(*[g for g in RIVALS if role in g]) - {role}
                    fillers = by_rel_tail.get((r, t), set()) if ent == h else by_head_rel.get((h, r), set())
                    for x in sorted(fillers):
                        mx = SECTOR.match(x)
                        if x != ent and mx and mx.group(2) == place and mx.group(1) in group and x not in c["ok"]:
                            bad(i, f"description {text!r} of {ent!r} may also fit {x!r}")
            else:
                bad(i, f"mention kind {kind!r}")
        if covered != {h, t} or len(c["m"]) != 2:
            bad(i, "head and tail must each be mentioned once")
            continue
        for text in pos:
            if re.search(r"(?<![\w-])" + re.escape(text) + r"(?![\w-])", masked):
                bad(i, f"mention {text!r} appears more than once")
        hm = next(m[0] for m in c["m"] if m[1] == h)
        tm = next(m[0] for m in c["m"] if m[1] == t)
        if hm not in pos or tm not in pos:
            continue
        low = masked.lower()  # the question with the mentions masked
        # wording of the extreme and of the level
        for e, pat in EXTREME.items():
            if (ext == e) != bool(re.search(pat, low)):
                bad(i, f"extreme wording ({e})")
        has_year = re.search(r"\byears?\b", low)
        has_month = re.search(r"\bmonths?\b", low)
        has_day = re.search(r"\b(?:date|day)s?\b", low)
        if (
            (lv == "year"
            and not (has_year and not has_month and not has_day))
            or (lv == "month"
            and not (has_month and not has_day and (not has_year or "month and year" in low)))
            or (lv == "day"
            and (has_year or has_month or not re.search(r"\bwhen\b|\bdate\b|\bday\b|point in time", low)))
        ):
            bad(i, "level wording")
        if re.search(BANNED, low.replace("most recently", "#")):
            bad(i, f"banned word {re.search(BANNED, low.replace('most recently', '#')).group(0)!r}")
        # frame
        opening = q
        for e in c["extra"]:  # a greeting or the like before the frame
            if opening.startswith(e):
                opening = opening[len(e) :].lstrip(" ,:!")
        frame = next((f for f, pat in FRAMES if re.match(pat, opening.lower())), None)
        if frame is None:
            bad(i, "no known frame")
        for e in c["extra"]:
            if e not in q:
                bad(i, f"extra words {e!r} not in question")
        # relation wording
        rtext, para = c["rw"]
        if rtext not in q:
            bad(i, f"relation wording {rtext!r} not in question")
        bare = rtext
        for text, _, _ in c["m"]:
            bare = bare.replace(text, " ")
        if own_words(bare, r) == para:
            bad(i, f"relation wording {rtext!r} paraphrase flag {para} looks wrong for {r!r}")
        rest = low.replace(rtext.lower(), "#").replace("month and year", "#")
        for e in c["extra"]:
            rest = rest.replace(e.lower(), "#")
        if re.search(r"\band\b", rest):
            bad(i, "'and' outside the relation wording and the names")
        # voice: who stands where
        (hs, he), (ts, te) = pos[hm], pos[tm]
        pre_h = q[:hs].lower()
        poss_h = q[he : he + 2] in ("'s", "s'") or q[he : he + 1] == "'"
        poss_t = q[te : te + 2] in ("'s", "s'") or q[te : te + 1] == "'"
        if voice == ACT:
            okv = hs < ts and not re.search(r"\b(?:by|from)\s*$", pre_h)
        elif voice == PAS:
            okv = (
                (ts < hs
                and pre_h.endswith("by ")
                and re.search(r"\b(?:was|were|been|being|get|got|is|are)\b", q[:hs].lower()) is not None)
                or (ts < hs
                and pre_h.endswith("by ")
                and opening.lower().startswith("which ")
                and " saw " in q.lower())
            )
        elif voice == CON:
            okv = ts < hs and re.search(r"\b(?:from|by|of)\s*$", pre_h) is not None
        elif voice == NOM:
            okv = ((poss_h and hs < ts) or pre_h.endswith("by ")) and not poss_t
        else:
            okv = False
        if not okv:
            bad(i, f"voice {voice!r} does not fit where the head and tail stand")
        if voice in (PAS, CON) and r in COUNTERPART:
            other = answer(days.get((t, COUNTERPART[r], h), []), ext)
            if days.get((t, COUNTERPART[r], h)) and (other is None or fmt(other, lv) != fmt(day, lv)):
                bad(i, f"reversed {COUNTERPART[r]!r} fact gives another answer")
        records.append(
            {
                "quid": QUID0 + i,
                "question": q,
                "answers": [fmt(day, lv)],
                "answer_type": "time",
                "time_level": lv,
                "qtype": "equal" if ext is None else "first_last",
                "qlabel": "Single",
                "spec": {
                    "head": h,
                    "relation": r,
                    "tail": t,
                    "extreme": ext,
                    "answer_level": lv,
                    "frame": frame,
                    "voice": voice,
                    "extra_words": c["extra"],
                    "mentions": [{"text": a, "entity": b, "kind": k} for a, b, k in c["m"]],
                    "relation_wording": {"text": rtext, "paraphrase": para},
                    "days_of_fact": len(ds),
                },
            }
        )
    if len(Q) != 240:
        problems.append(f"{len(Q)} questions, not 240")
    for name, part in (("dev", records[0::2]), ("test", records[1::2])):
        cnt = Counter((x["qtype"], x["time_level"]) for x in part)
        if len(Q) == 240 and (len(cnt) != 6 or set(cnt.values()) != {20}):
            problems.append(f"{name}: counts per qtype x level {dict(cnt)}")
    if problems:
        print("\n".join(problems), file=sys.stderr)
        if "--draft" not in sys.argv:
            sys.exit(f"{len(problems)} problem(s)")
    if "--draft" in sys.argv:
        pairs = {}
        for (a, r, b), v in days.items():
            pairs.setdefault((a, b), []).append((r, len(v), v[0], v[-1]))
        for x in records:
            s = x["spec"]
            h, t = s["head"], s["tail"]
            words = {w for w in re.findall(r"[a-z]+", s["relation"].lower()) if len(w) > 4 and w not in STOP}
            kin = lambda rr: words & set(re.findall(r"[a-z]+", rr.lower()))
            near = sorted(x for x in pairs.get((h, t), []) if x[0] != s["relation"] and kin(x[0]))
            back = sorted(x for x in pairs.get((t, h), []) if kin(x[0]) or x[0] in COUNTERPART)
            print(
                f"#{x['quid'] - QUID0} {x['answers'][0]} ({s['days_of_fact']}d) {s['frame']}/{s['voice']}: {x['question']}"
            )
            if "--near" in sys.argv and (near or back):
                print("      same pair:", near[:12], "\n      reversed:", back[:12])
        summary(records)
        return records
    for name, part in (("time4-dev.json", records[0::2]), ("time4-test.json", records[1::2])):
        (HERE / name).write_text(json.dumps(part, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    summary(records)


def summary(records):
    n = len(records)
    for name, part in (("dev", records[0::2]), ("test", records[1::2])):
        print(name, len(part), dict(sorted(Counter((x["qtype"], x["time_level"]) for x in part).items())))
    for key in ("frame", "voice"):
        print(key, dict(Counter(x["spec"][key] for x in records).most_common()))
    desc = sum(any(m["kind"] == D for m in x["spec"]["mentions"]) for x in records)
    para = sum(x["spec"]["relation_wording"]["paraphrase"] for x in records)
    extra = sum(bool(x["spec"]["extra_words"]) for x in records)
    print(
        f"total {n}; with a description mention {desc}; paraphrased relation {para}; "
        f"with extra words {extra}; relations {len({x['spec']['relation'] for x in records})}"
    )


if __name__ == "__main__":
    main()
