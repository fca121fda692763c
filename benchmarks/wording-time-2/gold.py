#!/usr/bin/env python
"""Independent TIME-question benchmark over the MultiTQ temporal knowledge graph,
with the emphasis on RELATION WORDINGS.

Every question below was written by hand, with its structured meaning next to it.
The fact patterns were drawn with a fixed seed (see sample(), run with --sample):
relations uniformly from those with at least 30 facts (minus "Make statement"),
then a triple of that relation.  This script computes every gold answer from the
graph itself, checks each case, and writes time2-dev.json (even positions) and
time2-test.json (odd positions).

    /work/main/.venv/bin/python gold.py [path/to/full.txt.gz]
    /work/main/.venv/bin/python gold.py --sample      # print the seeded candidates

Each question: c(q, h, r, t, ext, lv, m, rw, ok=())
    q    the question
    h, r, t   head, relation, tail of the fact pattern (graph names, spaces for _)
    ext  None (qtype "equal") or "first" / "last" (qtype "first_last")
    lv   answer granularity: "day" (YYYY-MM-DD), "month" (YYYY-MM), "year" (YYYY)
    m    mentions: (text in the question, graph entity, "literal" | "description")
    rw   relation wording: (text in the question, paraphrase?)
    ok   same-place entities checked by hand and judged not to fit the description
Semantics: equal -> the (h, r, t) triple occurs on exactly one day; that day.
first_last -> earliest / latest day of any fact (h, r, t).  Only the exact
relation counts.  The answer is the day cut to the asked granularity.
"""
import csv
import json
import random
import re
import sys
from pathlib import Path

import pandas as pd

HERE = Path(__file__).resolve().parent
ARGS = [a for a in sys.argv[1:] if not a.startswith('--')]
DATA = Path(ARGS[0]) if ARGS else Path('/work/shared/data/multitq/full.txt.gz')
QUID0 = 7300001
L, D = 'literal', 'description'
F, P = False, True  # relation wording: own words / paraphrase


def c(q, h, r, t, ext, lv, m, rw, ok=()):
    return dict(q=q, h=h, r=r, t=t, ext=ext, lv=lv, m=m, rw=rw, ok=list(ok))


Q = [
    # --- 0
    c("On which date did Myanmar's military increase its armed forces against China?",
      "Military (Myanmar)", "Mobilize or increase armed forces", "China", None, "day",
      [("Myanmar's military", "Military (Myanmar)", D), ("China", "China", L)],
      ("increase its armed forces against", F)),
    c("When did Iran first attack Iraq with artillery and tanks?",
      "Iran", "fight with artillery and tanks", "Iraq", "first", "day",
      [("Iran", "Iran", L), ("Iraq", "Iraq", L)],
      ("attack Iraq with artillery and tanks", P)),
    c("In which month did the United Arab Emirates call on Ethiopia to scale back its military operations?",
      "United Arab Emirates", "Appeal for de-escalation of military engagement", "Ethiopia", None, "month",
      [("the United Arab Emirates", "United Arab Emirates", L), ("Ethiopia", "Ethiopia", L)],
      ("call on Ethiopia to scale back its military operations", P)),
    c("In what month did the citizens of Nigeria last issue non-violent threats against the Nigerian government?",
      "Citizen (Nigeria)", "Threaten non-force", "Government (Nigeria)", "last", "month",
      [("the citizens of Nigeria", "Citizen (Nigeria)", D), ("the Nigerian government", "Government (Nigeria)", D)],
      ("issue non-violent threats against", P)),
    c("In what year did the US Congress cut military aid to Colombia?",
      "Congress (United States)", "Reduce or stop military assistance", "Colombia", None, "year",
      [("the US Congress", "Congress (United States)", D), ("Colombia", "Colombia", L)],
      ("cut military aid to", P)),
    # --- 5
    c("In which year did China first accuse Rio Tinto of spying?",
      "China", "Accuse of espionage, treason", "Rio Tinto", "first", "year",
      [("China", "China", L), ("Rio Tinto", "Rio Tinto", L)],
      ("accuse Rio Tinto of spying", P)),
    c("On which date did Iran demand legal cooperation from France?",
      "Iran", "Demand judicial cooperation", "France", None, "day",
      [("Iran", "Iran", L), ("France", "France", L)],
      ("demand legal cooperation from", P)),
    c("When did France first suspend material aid to Mauritania?",
      "France", "Reduce or stop material aid", "Mauritania", "first", "day",
      [("France", "France", L), ("Mauritania", "Mauritania", L)],
      ("suspend material aid to", P)),
    c("Could you tell me the month in which Roh Moo Hyun played host to Japan?",
      "Roh Moo Hyun", "Host a visit", "Japan", None, "month",
      [("Roh Moo Hyun", "Roh Moo Hyun", L), ("Japan", "Japan", L)],
      ("played host to", P)),
    c("For the first time, in which month did Shimon Peres express a wish to meet Cristina Fernández de Kirchner?",
      "Shimon Peres", "Express intent to meet or negotiate", "Cristina Fernández de Kirchner", "first", "month",
      [("Shimon Peres", "Shimon Peres", L), ("Cristina Fernández de Kirchner", "Cristina Fernández de Kirchner", L)],
      ("express a wish to meet", P)),
    # --- 10
    c("In what year did Julia Gillard signal a willingness to cooperate with Malaysia on legal matters?",
      "Julia Gillard", "Express intent to cooperate on judicial matters", "Malaysia", None, "year",
      [("Julia Gillard", "Julia Gillard", L), ("Malaysia", "Malaysia", L)],
      ("signal a willingness to cooperate with Malaysia on legal matters", P)),
    c("What was the last year in which Pervez Musharraf spoke on the phone with Mahmoud Ahmadinejad?",
      "Pervez Musharraf", "Discuss by telephone", "Mahmoud Ahmadinejad", "last", "year",
      [("Pervez Musharraf", "Pervez Musharraf", L), ("Mahmoud Ahmadinejad", "Mahmoud Ahmadinejad", L)],
      ("spoke on the phone with", P)),
    c("On what date did Tony Blair refuse to give in to France?",
      "Tony Blair", "Refuse to yield", "France", None, "day",
      [("Tony Blair", "Tony Blair", L), ("France", "France", L)],
      ("refuse to give in to", P)),
    c("When did Benjamin Netanyahu last turn down economic cooperation with Iran?",
      "Benjamin Netanyahu", "Reject economic cooperation", "Iran", "last", "day",
      [("Benjamin Netanyahu", "Benjamin Netanyahu", L), ("Iran", "Iran", L)],
      ("turn down economic cooperation with", P)),
    c("In which month did Lashkar-e-Taiba carry out a suicide attack on Indian special forces?",
      "Lashkar-e-Taiba", "Carry out suicide bombing", "Military Personnel - Special (India)", None, "month",
      [("Lashkar-e-Taiba", "Lashkar-e-Taiba", L), ("Indian special forces", "Military Personnel - Special (India)", D)],
      ("carry out a suicide attack on", P)),
    # --- 15
    c("In which month did Daniel Arap Moi first bow to Mwai Kibaki's demands for a change of leadership?",
      "Daniel Arap Moi", "Accede to demands for change in leadership", "Mwai Kibaki", "first", "month",
      [("Daniel Arap Moi", "Daniel Arap Moi", L), ("Mwai Kibaki", "Mwai Kibaki", L)],
      ("bow to Mwai Kibaki's demands for a change of leadership", P)),
    c("In what year did Ethiopia exchange small-arms fire with Sudan?",
      "Ethiopia", "fight with small arms and light weapons", "Sudan", None, "year",
      [("Ethiopia", "Ethiopia", L), ("Sudan", "Sudan", L)],
      ("exchange small-arms fire with", P)),
    c("In what year did Ma Ying Jeou last call a truce with China?",
      "Ma Ying Jeou", "Declare truce, ceasefire", "China", "last", "year",
      [("Ma Ying Jeou", "Ma Ying Jeou", L), ("China", "China", L)],
      ("call a truce with", P)),
    c("On what date did Iran refuse to free British citizens?",
      "Iran", "Refuse to release persons or property", "Citizen (United Kingdom)", None, "day",
      [("Iran", "Iran", L), ("British citizens", "Citizen (United Kingdom)", D)],
      ("refuse to free", P)),
    c("When did citizens of the international community first stage a boycott against China?",
      "Citizen (International)", "Conduct strike or boycott", "China", "first", "day",
      [("citizens of the international community", "Citizen (International)", D), ("China", "China", L)],
      ("stage a boycott against", P)),
    # --- 20
    c("In which month did Seyoum Mesfin hold talks with Abdullah Gül?",
      "Seyoum Mesfin", "Engage in negotiation", "Abdullah Gül", None, "month",
      [("Seyoum Mesfin", "Seyoum Mesfin", L), ("Abdullah Gül", "Abdullah Gül", L)],
      ("hold talks with", P)),
    c("In which month did the Colombian guerrillas last say they would free Ingrid Betancourt Pulecio?",
      "Guerrilla (Colombia)", "Express intent to release persons or property", "Ingrid Betancourt Pulecio",
      "last", "month",
      [("the Colombian guerrillas", "Guerrilla (Colombia)", D),
       ("Ingrid Betancourt Pulecio", "Ingrid Betancourt Pulecio", L)],
      ("say they would free", P)),
    c("In what year did the Ugandan police take British citizens into custody?",
      "Police (Uganda)", "Arrest, detain, or charge with legal action", "Citizen (United Kingdom)", None, "year",
      [("the Ugandan police", "Police (Uganda)", D), ("British citizens", "Citizen (United Kingdom)", D)],
      ("take British citizens into custody", P)),
    c("In which year did Mahmoud Ahmadinejad first make a symbolic gesture toward an Iranian Islamic preacher?",
      "Mahmoud Ahmadinejad", "Engage in symbolic act", "Islamic Preacher (Iran)", "first", "year",
      [("Mahmoud Ahmadinejad", "Mahmoud Ahmadinejad", L),
       ("an Iranian Islamic preacher", "Islamic Preacher (Iran)", D)],
      ("make a symbolic gesture toward", P)),
    c("On which date did Niger's military carry out air strikes against Boko Haram?",
      "Military (Niger)", "Employ aerial weapons", "Boko Haram", None, "day",
      [("Niger's military", "Military (Niger)", D), ("Boko Haram", "Boko Haram", L)],
      ("carry out air strikes against", P)),
    # --- 25
    c("When did Japan first demand talks with China?",
      "Japan", "Demand meeting, negotiation", "China", "first", "day",
      [("Japan", "Japan", L), ("China", "China", L)],
      ("demand talks with", P)),
    c("In which month did the Pakistani government issue an ultimatum to criminals in Pakistan?",
      "Government (Pakistan)", "Give ultimatum", "Criminal (Pakistan)", None, "month",
      [("the Pakistani government", "Government (Pakistan)", D), ("criminals in Pakistan", "Criminal (Pakistan)", D)],
      ("issue an ultimatum to", P)),
    c("In which month did South Sudan first ask the East African Community for material cooperation?",
      "South Sudan", "Appeal for material cooperation", "East African Community", "first", "month",
      [("South Sudan", "South Sudan", L), ("the East African Community", "East African Community", L)],
      ("ask the East African Community for material cooperation", P)),
    c("In what year did China come to the verbal defence of Vietnam?",
      "China", "Defend verbally", "Vietnam", None, "year",
      [("China", "China", L), ("Vietnam", "Vietnam", L)],
      ("come to the verbal defence of", P)),
    c("In which year did the Australian police last signal that they would ease administrative sanctions on Australian citizens?",
      "Police (Australia)", "Express intent to ease administrative sanctions", "Citizen (Australia)", "last", "year",
      [("the Australian police", "Police (Australia)", D), ("Australian citizens", "Citizen (Australia)", D)],
      ("signal that they would ease administrative sanctions on", P)),
    # --- 30
    c("On what date did Abhisit Vejjajiva demand that Thai citizens share intelligence?",
      "Abhisit Vejjajiva", "Demand intelligence cooperation", "Citizen (Thailand)", None, "day",
      [("Abhisit Vejjajiva", "Abhisit Vejjajiva", L), ("Thai citizens", "Citizen (Thailand)", D)],
      ("demand that Thai citizens share intelligence", P)),
    c("When did the Ugandan police first confiscate or damage the property of the Democratic Party?",
      "Police (Uganda)", "Seize or damage property", "Democratic Party", "first", "day",
      [("the Ugandan police", "Police (Uganda)", D), ("the Democratic Party", "Democratic Party", L)],
      ("confiscate or damage the property of", P)),
    c("In which month did Isaias Afewerki call on China for economic cooperation?",
      "Isaias Afewerki", "Appeal for economic cooperation", "China", None, "month",
      [("Isaias Afewerki", "Isaias Afewerki", L), ("China", "China", L)],
      ("call on China for economic cooperation", P)),
    c("In which month did the South African police last impose a blockade on South Africa?",
      "Police (South Africa)", "Impose blockade, restrict movement", "South Africa", "last", "month",
      [("the South African police", "Police (South Africa)", D), ("South Africa", "South Africa", L)],
      ("impose a blockade on", F)),
    c("In which year did Australian citizens announce an intention to oust an Australian city mayor?",
      "Citizen (Australia)", "Express intent to change leadership", "City Mayor (Australia)", None, "year",
      [("Australian citizens", "Citizen (Australia)", D), ("an Australian city mayor", "City Mayor (Australia)", D)],
      ("announce an intention to oust", P)),
    # --- 35
    c("What was the first year in which Yair Lapid made accusations against Benjamin Netanyahu?",
      "Yair Lapid", "Accuse", "Benjamin Netanyahu", "first", "year",
      [("Yair Lapid", "Yair Lapid", L), ("Benjamin Netanyahu", "Benjamin Netanyahu", L)],
      ("made accusations against", P)),
    c("On which date did Barack Obama cut economic aid to South Korea?",
      "Barack Obama", "Reduce or stop economic assistance", "South Korea", None, "day",
      [("Barack Obama", "Barack Obama", L), ("South Korea", "South Korea", L)],
      ("cut economic aid to", P)),
    c("When did Angela Merkel first press Barack Obama for material cooperation?",
      "Angela Merkel", "Demand material cooperation", "Barack Obama", "first", "day",
      [("Angela Merkel", "Angela Merkel", L), ("Barack Obama", "Barack Obama", L)],
      ("press Barack Obama for material cooperation", P)),
    c("In which month did Australian citizens ask Campbell Newman for information?",
      "Citizen (Australia)", "Appeal for intelligence", "Campbell Newman", None, "month",
      [("Australian citizens", "Citizen (Australia)", D), ("Campbell Newman", "Campbell Newman", L)],
      ("ask Campbell Newman for information", P)),
    c("In which month did Barack Obama first call on Iraq for institutional or regime change?",
      "Barack Obama", "Appeal for change in institutions, regime", "Iraq", "first", "month",
      [("Barack Obama", "Barack Obama", L), ("Iraq", "Iraq", L)],
      ("call on Iraq for institutional or regime change", P)),
    # --- 40
    c("In what year did the ANC Youth League admit responsibility to a South African member of the judiciary?",
      "ANC Youth League", "Acknowledge or claim responsibility", "Member of the Judiciary (South Africa)", None, "year",
      [("the ANC Youth League", "ANC Youth League", L),
       ("a South African member of the judiciary", "Member of the Judiciary (South Africa)", D)],
      ("admit responsibility to", P)),
    c("In which year did a British lawyer first ask a judge in the United Kingdom for legal cooperation?",
      "Lawyer/Attorney (United Kingdom)", "Appeal for judicial cooperation", "Court Judge (United Kingdom)",
      "first", "year",
      [("a British lawyer", "Lawyer/Attorney (United Kingdom)", D),
       ("a judge in the United Kingdom", "Court Judge (United Kingdom)", D)],
      ("ask a judge in the United Kingdom for legal cooperation", P)),
    c("On which date did Thai citizens stage a protest against the Cambodian military?",
      "Citizen (Thailand)", "Demonstrate or rally", "Military (Cambodia)", None, "day",
      [("Thai citizens", "Citizen (Thailand)", D), ("the Cambodian military", "Military (Cambodia)", D)],
      ("stage a protest against", P)),
    c("When did Lee Myung Bak first press Emperor Akihito for diplomatic cooperation?",
      "Lee Myung Bak", "Demand diplomatic cooperation (such as policy support)", "Emperor Akihito", "first", "day",
      [("Lee Myung Bak", "Lee Myung Bak", L), ("Emperor Akihito", "Emperor Akihito", L)],
      ("press Emperor Akihito for diplomatic cooperation", P)),
    c("In which month did Alexis Tsipras signal he was ready to give in to the International Monetary Fund?",
      "Alexis Tsipras", "Express intent to yield", "International Monetary Fund", None, "month",
      [("Alexis Tsipras", "Alexis Tsipras", L), ("the International Monetary Fund", "International Monetary Fund", L)],
      ("signal he was ready to give in to", P)),
    # --- 45
    c("In which month did Malaysia first send peacekeepers to Timor-Leste?",
      "Malaysia", "Provide military protection or peacekeeping", "Timor-Leste", "first", "month",
      [("Malaysia", "Malaysia", L), ("Timor-Leste", "Timor-Leste", L)],
      ("send peacekeepers to", P)),
    c("In what year did Yemen force British men to leave the country?",
      "Yemen", "Expel or deport individuals", "Men (United Kingdom)", None, "year",
      [("Yemen", "Yemen", L), ("British men", "Men (United Kingdom)", D)],
      ("force British men to leave the country", P)),
    c("In which year did Japan last urge South Korea to relax administrative sanctions?",
      "Japan", "Appeal for easing of administrative sanctions", "South Korea", "last", "year",
      [("Japan", "Japan", L), ("South Korea", "South Korea", L)],
      ("urge South Korea to relax administrative sanctions", P)),
    c("On what date did Japan pledge to share intelligence with Kazakhstan?",
      "Japan", "Express intent to cooperate on intelligence", "Kazakhstan", None, "day",
      [("Japan", "Japan", L), ("Kazakhstan", "Kazakhstan", L)],
      ("pledge to share intelligence with", P)),
    c("When did Kuwait first ink a formal deal with Ethiopia?",
      "Kuwait", "Sign formal agreement", "Ethiopia", "first", "day",
      [("Kuwait", "Kuwait", L), ("Ethiopia", "Ethiopia", L)],
      ("ink a formal deal with", P)),
    # --- 50
    c("In which month did the UN Security Council call on Yemen to settle its disputes?",
      "UN Security Council", "Appeal to others to settle dispute", "Yemen", None, "month",
      [("the UN Security Council", "UN Security Council", L), ("Yemen", "Yemen", L)],
      ("call on Yemen to settle its disputes", P)),
    c("In which month did the Sri Lankan navy last give assistance to Indian fishermen?",
      "Naval (Sri Lanka)", "Provide aid", "Fishermen (India)", "last", "month",
      [("the Sri Lankan navy", "Naval (Sri Lanka)", D), ("Indian fishermen", "Fishermen (India)", D)],
      ("give assistance to", P)),
    c("In which year did Eli Yishai express a willingness to work with Chen Deming?",
      "Eli Yishai", "Express intent to cooperate", "Chen Deming", None, "year",
      [("Eli Yishai", "Eli Yishai", L), ("Chen Deming", "Chen Deming", L)],
      ("express a willingness to work with", P)),
    c("In what year did the UN Security Council first pledge peacekeeping support to Timor-Leste?",
      "UN Security Council", "Express intent to provide military protection or peacekeeping", "Timor-Leste",
      "first", "year",
      [("the UN Security Council", "UN Security Council", L), ("Timor-Leste", "Timor-Leste", L)],
      ("pledge peacekeeping support to", P)),
    c("On which date did Guatemala make a show of military or police power toward Mexico?",
      "Guatemala", "Demonstrate military or police power", "Mexico", None, "day",
      [("Guatemala", "Guatemala", L), ("Mexico", "Mexico", L)],
      ("make a show of military or police power toward", P)),
    # --- 55
    c("When did Iran first deliver humanitarian assistance to the Middle East?",
      "Iran", "Provide humanitarian aid", "Middle East", "first", "day",
      [("Iran", "Iran", L), ("the Middle East", "Middle East", L)],
      ("deliver humanitarian assistance to", P)),
    c("In which month did the Cambodian military violently crack down on Thai protesters?",
      "Military (Cambodia)", "Use tactics of violent repression", "Protester (Thailand)", None, "month",
      [("the Cambodian military", "Military (Cambodia)", D), ("Thai protesters", "Protester (Thailand)", D)],
      ("violently crack down on", P)),
    c("In which month did the citizens of Sudan last clash violently with the Sudanese police?",
      "Citizen (Sudan)", "Protest violently, riot", "Police (Sudan)", "last", "month",
      [("the citizens of Sudan", "Citizen (Sudan)", D), ("the Sudanese police", "Police (Sudan)", D)],
      ("clash violently with", P)),
    c("In what year did Human Rights Watch accuse the United Arab Emirates of human rights violations?",
      "Human Rights Watch", "Accuse of human rights abuses", "United Arab Emirates", None, "year",
      [("Human Rights Watch", "Human Rights Watch", L), ("the United Arab Emirates", "United Arab Emirates", L)],
      ("accuse the United Arab Emirates of human rights violations", P)),
    c("In what year did France first cooperate with Romania on legal matters?",
      "France", "Engage in judicial cooperation", "Romania", "first", "year",
      [("France", "France", L), ("Romania", "Romania", L)],
      ("cooperate with Romania on legal matters", P)),
    # --- 60
    c("On which date did Thailand suspend negotiations with Japan?",
      "Thailand", "Halt negotiations", "Japan", None, "day",
      [("Thailand", "Thailand", L), ("Japan", "Japan", L)],
      ("suspend negotiations with", P)),
    c("When did Barack Obama last call on China for diplomatic cooperation?",
      "Barack Obama", "Appeal for diplomatic cooperation (such as policy support)", "China", "last", "day",
      [("Barack Obama", "Barack Obama", L), ("China", "China", L)],
      ("call on China for diplomatic cooperation", P)),
    c("In which month did Portugal seize territory of Timor-Leste?",
      "Portugal", "Occupy territory", "Timor-Leste", None, "month",
      [("Portugal", "Portugal", L), ("Timor-Leste", "Timor-Leste", L)],
      ("seize territory of", P)),
    c("In which month did France first use its veto at the UN Security Council?",
      "France", "Veto", "UN Security Council", "first", "month",
      [("France", "France", L), ("the UN Security Council", "UN Security Council", L)],
      ("use its veto at", P)),
    c("In which year did German lawyers urge the German government to change its policy?",
      "Lawyer/Attorney (Germany)", "Appeal for policy change", "Government (Germany)", None, "year",
      [("German lawyers", "Lawyer/Attorney (Germany)", D), ("the German government", "Government (Germany)", D)],
      ("urge the German government to change its policy", P)),
    # --- 65
    c("In what year did Thailand last weigh policy options regarding Cambodia?",
      "Thailand", "Consider policy option", "Cambodia", "last", "year",
      [("Thailand", "Thailand", L), ("Cambodia", "Cambodia", L)],
      ("weigh policy options regarding", P)),
    c("On what date did Thailand turn down a proposed settlement with Vietnam?",
      "Thailand", "Reject plan, agreement to settle dispute", "Vietnam", None, "day",
      [("Thailand", "Thailand", L), ("Vietnam", "Vietnam", L)],
      ("turn down a proposed settlement with", P)),
    c("When did Benjamin Netanyahu first urge Mahmoud Abbas to come to the negotiating table?",
      "Benjamin Netanyahu", "Appeal to others to meet or negotiate", "Mahmoud Abbas", "first", "day",
      [("Benjamin Netanyahu", "Benjamin Netanyahu", L), ("Mahmoud Abbas", "Mahmoud Abbas", L)],
      ("urge Mahmoud Abbas to come to the negotiating table", P)),
    c("In which month did Valdis Dombrovskis express sympathy for Kazakhstan?",
      "Valdis Dombrovskis", "Make empathetic comment", "Kazakhstan", None, "month",
      [("Valdis Dombrovskis", "Valdis Dombrovskis", L), ("Kazakhstan", "Kazakhstan", L)],
      ("express sympathy for", P)),
    c("In which month did Ireland last demand that the Provisional Irish Republican Army scale back its military activity?",
      "Ireland", "Demand de-escalation of military engagement", "Provisional Irish Republican Army", "last", "month",
      [("Ireland", "Ireland", L),
       ("the Provisional Irish Republican Army", "Provisional Irish Republican Army", L)],
      ("demand that the Provisional Irish Republican Army scale back its military activity", P)),
    # --- 70
    c("In which year did Vietnam put its police on a higher state of alert over Iraq?",
      "Vietnam", "Increase police alert status", "Iraq", None, "year",
      [("Vietnam", "Vietnam", L), ("Iraq", "Iraq", L)],
      ("put its police on a higher state of alert over", P)),
    c("In which year did the Nigerian government first hand back property to Nigerian citizens?",
      "Government (Nigeria)", "Return, release property", "Citizen (Nigeria)", "first", "year",
      [("the Nigerian government", "Government (Nigeria)", D), ("Nigerian citizens", "Citizen (Nigeria)", D)],
      ("hand back property to", P)),
    c("On which date did the High Commission for Refugees ask South Korea for humanitarian aid?",
      "High Commission for Refugees", "Appeal for humanitarian aid", "South Korea", None, "day",
      [("the High Commission for Refugees", "High Commission for Refugees", L), ("South Korea", "South Korea", L)],
      ("ask South Korea for humanitarian aid", P)),
    c("When did South African men last set off a suicide, car or other non-military bomb against South Africa?",
      "Men (South Africa)", "Conduct suicide, car, or other non-military bombing", "South Africa", "last", "day",
      [("South African men", "Men (South Africa)", D), ("South Africa", "South Africa", L)],
      ("set off a suicide, car or other non-military bomb against", P)),
    c("In which month did a criminal in China kill Chinese women in a physical attack?",
      "Criminal (China)", "Kill by physical assault", "Women (China)", None, "month",
      [("a criminal in China", "Criminal (China)", D), ("Chinese women", "Women (China)", D)],
      ("kill Chinese women in a physical attack", P)),
    # --- 75
    c("In which month did Iraq first relax administrative sanctions on Tariq Aziz?",
      "Iraq", "Ease administrative sanctions", "Tariq Aziz", "first", "month",
      [("Iraq", "Iraq", L), ("Tariq Aziz", "Tariq Aziz", L)],
      ("relax administrative sanctions on", P)),
    c("In what year did Human Rights Watch say that Afghan insurgents had committed war crimes?",
      "Human Rights Watch", "Accuse of war crimes", "Insurgent (Afghanistan)", None, "year",
      [("Human Rights Watch", "Human Rights Watch", L), ("Afghan insurgents", "Insurgent (Afghanistan)", D)],
      ("say that Afghan insurgents had committed war crimes", P)),
    c("In what year did Japan first slap administrative sanctions on North Korean citizens?",
      "Japan", "Impose administrative sanctions", "Citizen (North Korea)", "first", "year",
      [("Japan", "Japan", L), ("North Korean citizens", "Citizen (North Korea)", D)],
      ("slap administrative sanctions on", P)),
    c("On which date did Frank Bainimarama threaten to cut ties with Prime Minister Qarase?",
      "Frank Bainimarama", "Threaten to reduce or break relations", "Prime Minister Qarase", None, "day",
      [("Frank Bainimarama", "Frank Bainimarama", L), ("Prime Minister Qarase", "Prime Minister Qarase", L)],
      ("threaten to cut ties with", P)),
    c("When did Tony Blair last refuse to scale down the military engagement in Iraq?",
      "Tony Blair", "Refuse to de-escalate military engagement", "Iraq", "last", "day",
      [("Tony Blair", "Tony Blair", L), ("Iraq", "Iraq", L)],
      ("refuse to scale down the military engagement in", P)),
    # --- 80
    c("In which month did Ugandan women resort to unconventional violence against the Ugandan police?",
      "Women (Uganda)", "Use unconventional violence", "Police (Uganda)", None, "month",
      [("Ugandan women", "Women (Uganda)", D), ("the Ugandan police", "Police (Uganda)", D)],
      ("resort to unconventional violence against", P)),
    c("In which month did South Africa first say sorry to the Nigerian government?",
      "South Africa", "Apologize", "Government (Nigeria)", "first", "month",
      [("South Africa", "South Africa", L), ("the Nigerian government", "Government (Nigeria)", D)],
      ("say sorry to", P)),
    c("In what year did Tahirul Qadri lead protests demanding the removal of Pakistan's head of government?",
      "Tahirul Qadri", "Demonstrate for leadership change", "Head of Government (Pakistan)", None, "year",
      [("Tahirul Qadri", "Tahirul Qadri", L), ("Pakistan's head of government", "Head of Government (Pakistan)", D)],
      ("lead protests demanding the removal of", P)),
    c("In which year did Catherine Ashton first make demands of China?",
      "Catherine Ashton", "Demand", "China", "first", "year",
      [("Catherine Ashton", "Catherine Ashton", L), ("China", "China", L)],
      ("make demands of", P)),
    c("On what date did Malaysia voice its intention to cooperate diplomatically with Kuwait?",
      "Malaysia", "Express intent to engage in diplomatic cooperation (such as policy support)", "Kuwait", None, "day",
      [("Malaysia", "Malaysia", L), ("Kuwait", "Kuwait", L)],
      ("voice its intention to cooperate diplomatically with", P)),
    # --- 85
    c("When did the Sudanese government first grant the rights demanded by Sudanese citizens?",
      "Government (Sudan)", "Accede to demands for rights", "Citizen (Sudan)", "first", "day",
      [("the Sudanese government", "Government (Sudan)", D), ("Sudanese citizens", "Citizen (Sudan)", D)],
      ("grant the rights demanded by", P)),
    c("In which month did the Israeli police seize property from Sudanese citizens?",
      "Police (Israel)", "Confiscate property", "Citizen (Sudan)", None, "month",
      [("the Israeli police", "Police (Israel)", D), ("Sudanese citizens", "Citizen (Sudan)", D)],
      ("seize property from", P)),
    c("In which month did China last kick out journalists from the international media?",
      "China", "Expel or withdraw", "Media Personnel (International)", "last", "month",
      [("China", "China", L), ("journalists from the international media", "Media Personnel (International)", D)],
      ("kick out", P)),
    c("In what year did Egypt's head of government threaten Iran?",
      "Head of Government (Egypt)", "Threaten", "Iran", None, "year",
      [("Egypt's head of government", "Head of Government (Egypt)", D), ("Iran", "Iran", L)],
      ("threaten", F)),
    c("In what year did Gerhard Schröder last rebuff Iraq?",
      "Gerhard Schröder", "Reject", "Iraq", "last", "year",
      [("Gerhard Schröder", "Gerhard Schröder", L), ("Iraq", "Iraq", L)],
      ("rebuff", P)),
    # --- 90
    c("On what date did Nigerian citizens condemn China?",
      "Citizen (Nigeria)", "Criticize or denounce", "China", None, "day",
      [("Nigerian citizens", "Citizen (Nigeria)", D), ("China", "China", L)],
      ("condemn", P)),
    c("When did the Australian police first launch a criminal or corruption probe into an Australian member of parliament?",
      "Police (Australia)", "Investigate crime, corruption", "Member of Parliament (Australia)", "first", "day",
      [("the Australian police", "Police (Australia)", D),
       ("an Australian member of parliament", "Member of Parliament (Australia)", D)],
      ("launch a criminal or corruption probe into", P)),
    c("In which month did Ali Abdullah Saleh speak optimistically about China?",
      "Ali Abdullah Saleh", "Make optimistic comment", "China", None, "month",
      [("Ali Abdullah Saleh", "Ali Abdullah Saleh", L), ("China", "China", L)],
      ("speak optimistically about", P)),
    c("In which month did the International Monetary Fund last pledge economic aid to Romania?",
      "International Monetary Fund", "Express intent to provide economic aid", "Romania", "last", "month",
      [("the International Monetary Fund", "International Monetary Fund", L), ("Romania", "Romania", L)],
      ("pledge economic aid to", P)),
    c("In what year did Cambodia demand that Thailand back down?",
      "Cambodia", "Demand that target yields", "Thailand", None, "year",
      [("Cambodia", "Cambodia", L), ("Thailand", "Thailand", L)],
      ("demand that Thailand back down", P)),
    # --- 95
    c("In which year did the African Union last refuse to relax administrative sanctions on Comoros?",
      "African Union", "Refuse to ease administrative sanctions", "Comoros", "last", "year",
      [("the African Union", "African Union", L), ("Comoros", "Comoros", L)],
      ("refuse to relax administrative sanctions on", P)),
    c("On which date did the International Monetary Fund voice pessimism about Japan?",
      "International Monetary Fund", "Make pessimistic comment", "Japan", None, "day",
      [("the International Monetary Fund", "International Monetary Fund", L), ("Japan", "Japan", L)],
      ("voice pessimism about", P)),
    c("When did the Thai cabinet last curb the political freedoms of Thai citizens?",
      "Cabinet / Council of Ministers / Advisors (Thailand)", "Impose restrictions on political freedoms",
      "Citizen (Thailand)", "last", "day",
      [("the Thai cabinet", "Cabinet / Council of Ministers / Advisors (Thailand)", D),
       ("Thai citizens", "Citizen (Thailand)", D)],
      ("curb the political freedoms of", P)),
    c("In which month did Canadian businesspeople do business with Angola?",
      "Businessperson (Canada)", "Cooperate economically", "Angola", None, "month",
      [("Canadian businesspeople", "Businessperson (Canada)", D), ("Angola", "Angola", L)],
      ("do business with", P)),
    c("In which month did South Sudan first call for an overhaul of the institutions or regime of Sudan?",
      "South Sudan", "Demand change in institutions, regime", "Sudan", "first", "month",
      [("South Sudan", "South Sudan", L), ("Sudan", "Sudan", L)],
      ("call for an overhaul of the institutions or regime of", P)),
    # --- 100
    c("In which year did Thai citizens carry out the assassination of a Thai governor?",
      "Citizen (Thailand)", "Assassinate", "Governor (Thailand)", None, "year",
      [("Thai citizens", "Citizen (Thailand)", D), ("a Thai governor", "Governor (Thailand)", D)],
      ("carry out the assassination of", P)),
    c("In which year did the UN Security Council last drum up support for Kuwait?",
      "UN Security Council", "Rally support on behalf of", "Kuwait", "last", "year",
      [("the UN Security Council", "UN Security Council", L), ("Kuwait", "Kuwait", L)],
      ("drum up support for", P)),
    c("On which date did Milo Djukanovic urge the citizens of Montenegro to give way?",
      "Milo Djukanovic", "Appeal to yield", "Citizen (Montenegro)", None, "day",
      [("Milo Djukanovic", "Milo Djukanovic", L), ("the citizens of Montenegro", "Citizen (Montenegro)", D)],
      ("urge the citizens of Montenegro to give way", P)),
    c("When did Emperor Akihito first travel to Ireland?",
      "Emperor Akihito", "Make a visit", "Ireland", "first", "day",
      [("Emperor Akihito", "Emperor Akihito", L), ("Ireland", "Ireland", L)],
      ("travel to", P)),
    c("In which month did Abdel Fattah Al-Sisi give in to Egyptian news editors?",
      "Abdel Fattah Al-Sisi", "Yield", "News Editor (Egypt)", None, "month",
      [("Abdel Fattah Al-Sisi", "Abdel Fattah Al-Sisi", L), ("Egyptian news editors", "News Editor (Egypt)", D)],
      ("give in to", P)),
    # --- 105
    c("In which month did the Sudan People's Liberation Army last pull back militarily from Sudan?",
      "Sudan People's Liberation Army", "Retreat or surrender militarily", "Sudan", "last", "month",
      [("the Sudan People's Liberation Army", "Sudan People's Liberation Army", L), ("Sudan", "Sudan", L)],
      ("pull back militarily from", P)),
    c("In what year did Sheikh Hamad bin Khalifa al-Thani confer with Zalmai Rassoul?",
      "Sheikh Hamad bin Khalifa al-Thani", "Consult", "Zalmai Rassoul", None, "year",
      [("Sheikh Hamad bin Khalifa al-Thani", "Sheikh Hamad bin Khalifa al-Thani", L),
       ("Zalmai Rassoul", "Zalmai Rassoul", L)],
      ("confer with", P)),
    c("In which year did Qatar first promise military aid to armed rebels in Syria?",
      "Qatar", "Express intent to provide military aid", "Armed Rebel (Syria)", "first", "year",
      [("Qatar", "Qatar", L), ("armed rebels in Syria", "Armed Rebel (Syria)", D)],
      ("promise military aid to", P)),
    c("On what date did Malaysia use coercion against Singaporean citizens?",
      "Malaysia", "Coerce", "Citizen (Singapore)", None, "day",
      [("Malaysia", "Malaysia", L), ("Singaporean citizens", "Citizen (Singapore)", D)],
      ("use coercion against", P)),
    c("When did Iran last act in defiance of France?",
      "Iran", "Defy norms, law", "France", "last", "day",
      [("Iran", "Iran", L), ("France", "France", L)],
      ("act in defiance of", P)),
    # --- 110
    c("In which month did the Brazilian military physically attack Brazilian citizens?",
      "Military (Brazil)", "Physically assault", "Citizen (Brazil)", None, "month",
      [("the Brazilian military", "Military (Brazil)", D), ("Brazilian citizens", "Citizen (Brazil)", D)],
      ("physically attack", P)),
    c("In which month did France first give asylum to Irakli Okruashvili?",
      "France", "Grant asylum", "Irakli Okruashvili", "first", "month",
      [("France", "France", L), ("Irakli Okruashvili", "Irakli Okruashvili", L)],
      ("give asylum to", P)),
    c("In which year did Japan say it would engage in material cooperation with the African Union?",
      "Japan", "Express intent to engage in material cooperation", "African Union", None, "year",
      [("Japan", "Japan", L), ("the African Union", "African Union", L)],
      ("say it would engage in material cooperation with", P)),
    c("In what year did Iran last express its willingness to cooperate economically with China?",
      "Iran", "Express intent to cooperate economically", "China", "last", "year",
      [("Iran", "Iran", L), ("China", "China", L)],
      ("express its willingness to cooperate economically with", P)),
    c("On which date did Sali Berisha ask Japan for economic aid?",
      "Sali Berisha", "Appeal for economic aid", "Japan", None, "day",
      [("Sali Berisha", "Sali Berisha", L), ("Japan", "Japan", L)],
      ("ask Japan for economic aid", P)),
    # --- 115
    c("When did Muhammadu Buhari first lodge an official complaint against Umaru Musa Yar'Adua?",
      "Muhammadu Buhari", "Complain officially", "Umaru Musa Yar'Adua", "first", "day",
      [("Muhammadu Buhari", "Muhammadu Buhari", L), ("Umaru Musa Yar'Adua", "Umaru Musa Yar'Adua", L)],
      ("lodge an official complaint against", P)),
    c("In which month did the Council for National Security raise the military alert level regarding Thailand?",
      "Council for National Security", "Increase military alert status", "Thailand", None, "month",
      [("the Council for National Security", "Council for National Security", L), ("Thailand", "Thailand", L)],
      ("raise the military alert level regarding", P)),
    c("In which month did the Australian police first engage in practical cooperation with the Indonesian police?",
      "Police (Australia)", "Engage in material cooperation", "Police (Indonesia)", "first", "month",
      [("the Australian police", "Police (Australia)", D), ("the Indonesian police", "Police (Indonesia)", D)],
      ("engage in practical cooperation with", P)),
    c("In what year did Evo Morales yield to Bolivia's demands for a policy change?",
      "Evo Morales", "Accede to demands for change in policy", "Bolivia", None, "year",
      [("Evo Morales", "Evo Morales", L), ("Bolivia", "Bolivia", L)],
      ("yield to Bolivia's demands for a policy change", P)),
    c("In which year did Mexico last extend diplomatic recognition to China?",
      "Mexico", "Grant diplomatic recognition", "China", "last", "year",
      [("Mexico", "Mexico", L), ("China", "China", L)],
      ("extend diplomatic recognition to", P)),
    # --- 120
    c("On which date did the Indonesian police open an investigation into Saudi citizens?",
      "Police (Indonesia)", "Investigate", "Citizen (Saudi Arabia)", None, "day",
      [("the Indonesian police", "Police (Indonesia)", D), ("Saudi citizens", "Citizen (Saudi Arabia)", D)],
      ("open an investigation into", P)),
    c("When did Thai citizens first block passage in Thailand?",
      "Citizen (Thailand)", "Obstruct passage, block", "Thailand", "first", "day",
      [("Thai citizens", "Citizen (Thailand)", D), ("Thailand", "Thailand", L)],
      ("block passage in", F)),
    c("In which month did a Ugandan lawyer demand financial support from the citizens of Uganda?",
      "Lawyer/Attorney (Uganda)", "Demand economic aid", "Citizen (Uganda)", None, "month",
      [("a Ugandan lawyer", "Lawyer/Attorney (Uganda)", D), ("the citizens of Uganda", "Citizen (Uganda)", D)],
      ("demand financial support from", P)),
    c("In which month did Australian citizens last sue medical personnel in Australia?",
      "Citizen (Australia)", "Bring lawsuit against", "Medical Personnel (Australia)", "last", "month",
      [("Australian citizens", "Citizen (Australia)", D),
       ("medical personnel in Australia", "Medical Personnel (Australia)", D)],
      ("sue", P)),
    c("In which year did Qatar scale back relations with Syrian armed rebels?",
      "Qatar", "Reduce relations", "Armed Rebel (Syria)", None, "year",
      [("Qatar", "Qatar", L), ("Syrian armed rebels", "Armed Rebel (Syria)", D)],
      ("scale back relations with", P)),
    # --- 125
    c("What was the first year in which Barack Obama warned Iran of sanctions?",
      "Barack Obama", "Threaten with sanctions, boycott, embargo", "Iran", "first", "year",
      [("Barack Obama", "Barack Obama", L), ("Iran", "Iran", L)],
      ("warned Iran of sanctions", P)),
    c("On which date did Thailand voice agreement with Malaysia?",
      "Thailand", "Express accord", "Malaysia", None, "day",
      [("Thailand", "Thailand", L), ("Malaysia", "Malaysia", L)],
      ("voice agreement with", P)),
    c("When did Somali criminals last free British citizens?",
      "Criminal (Somalia)", "Return, release person(s)", "Citizen (United Kingdom)", "last", "day",
      [("Somali criminals", "Criminal (Somalia)", D), ("British citizens", "Citizen (United Kingdom)", D)],
      ("free", P)),
    c("In which month did the United Arab Emirates take in peacekeepers deployed by South Korea?",
      "United Arab Emirates", "Receive deployment of peacekeepers", "South Korea", None, "month",
      [("the United Arab Emirates", "United Arab Emirates", L), ("South Korea", "South Korea", L)],
      ("take in peacekeepers deployed by", P)),
    c("In which month did Laos last signal its willingness to resolve disputes with China?",
      "Laos", "Express intent to settle dispute", "China", "last", "month",
      [("Laos", "Laos", L), ("China", "China", L)],
      ("signal its willingness to resolve disputes with", P)),
    # --- 130
    c("In which year did a Burundian rebel group say it was willing to de-escalate the fighting with the government of Burundi?",
      "Rebel Group (Burundi)", "Express intent to de-escalate military engagement", "Government (Burundi)", None, "year",
      [("a Burundian rebel group", "Rebel Group (Burundi)", D), ("the government of Burundi", "Government (Burundi)", D)],
      ("say it was willing to de-escalate the fighting with", P)),
    c("In what year did South Korea first pledge humanitarian aid to Guatemala?",
      "South Korea", "Express intent to provide humanitarian aid", "Guatemala", "first", "year",
      [("South Korea", "South Korea", L), ("Guatemala", "Guatemala", L)],
      ("pledge humanitarian aid to", P)),
    # --- 132
    c("On which date did China ease economic sanctions on France?",
      "China", "Ease economic sanctions, boycott, embargo", "France", None, "day",
      [("China", "China", L), ("France", "France", L)],
      ("ease economic sanctions on", F)),
    c("When did the United Arab Emirates first downgrade or cut diplomatic ties with Qatar?",
      "United Arab Emirates", "Reduce or break diplomatic relations", "Qatar", "first", "day",
      [("the United Arab Emirates", "United Arab Emirates", L), ("Qatar", "Qatar", L)],
      ("downgrade or cut diplomatic ties with", P)),
    c("In which month did Nuri al-Maliki say he was open to mediation by Barack Obama?",
      "Nuri al-Maliki", "Express intent to accept mediation", "Barack Obama", None, "month",
      [("Nuri al-Maliki", "Nuri al-Maliki", L), ("Barack Obama", "Barack Obama", L)],
      ("say he was open to mediation by", P)),
    c("In which month did Umaru Musa Yar'Adua first pardon Nigerian militants?",
      "Umaru Musa Yar'Adua", "Forgive", "Militant (Nigeria)", "first", "month",
      [("Umaru Musa Yar'Adua", "Umaru Musa Yar'Adua", L), ("Nigerian militants", "Militant (Nigeria)", D)],
      ("pardon", P)),
    c("In which year did South African men sexually abuse Kenyan women?",
      "Men (South Africa)", "Sexually assault", "Women (Kenya)", None, "year",
      [("South African men", "Men (South Africa)", D), ("Kenyan women", "Women (Kenya)", D)],
      ("sexually abuse", P)),
    # --- 137
    c("In what year did British citizens first demand that Tony Blair step down?",
      "Citizen (United Kingdom)", "Demand change in leadership", "Tony Blair", "first", "year",
      [("British citizens", "Citizen (United Kingdom)", D), ("Tony Blair", "Tony Blair", L)],
      ("demand that Tony Blair step down", P)),
    c("On which date did the Saudi Arabian Defence Forces accuse armed rebels in Yemen of aggression?",
      "Saudi Arabian Defence Forces", "Accuse of aggression", "Armed Rebel (Yemen)", None, "day",
      [("the Saudi Arabian Defence Forces", "Saudi Arabian Defence Forces", L),
       ("armed rebels in Yemen", "Armed Rebel (Yemen)", D)],
      ("accuse armed rebels in Yemen of aggression", F)),
    c("When did South Korea last give economic aid to Cambodia?",
      "South Korea", "Provide economic aid", "Cambodia", "last", "day",
      [("South Korea", "South Korea", L), ("Cambodia", "Cambodia", L)],
      ("give economic aid to", P)),
    c("In which month did Transparency International accuse Ugandan citizens of crime or corruption?",
      "Transparency International", "Accuse of crime, corruption", "Citizen (Uganda)", None, "month",
      [("Transparency International", "Transparency International", L), ("Ugandan citizens", "Citizen (Uganda)", D)],
      ("accuse Ugandan citizens of crime or corruption", F)),
    c("In which month did China first supply military aid to the Sudanese government?",
      "China", "Provide military aid", "Government (Sudan)", "first", "month",
      [("China", "China", L), ("the Sudanese government", "Government (Sudan)", D)],
      ("supply military aid to", P)),
    # --- 142
    c("In which year did Ma Ying Jeou refuse to comment on China?",
      "Ma Ying Jeou", "Decline comment", "China", None, "year",
      [("Ma Ying Jeou", "Ma Ying Jeou", L), ("China", "China", L)],
      ("refuse to comment on", P)),
    c("In what year did the Cambodian police last step up police deployment in Cambodia?",
      "Police (Cambodia)", "Mobilize or increase police power", "Cambodia", "last", "year",
      [("the Cambodian police", "Police (Cambodia)", D), ("Cambodia", "Cambodia", L)],
      ("step up police deployment in", P)),
    c("On what date did the Sudanese government express its intention to mediate with Qatar?",
      "Government (Sudan)", "Express intent to mediate", "Qatar", None, "day",
      [("the Sudanese government", "Government (Sudan)", D), ("Qatar", "Qatar", L)],
      ("express its intention to mediate with", F)),
    c("When did Shimon Peres first rally opposition against Iran?",
      "Shimon Peres", "Rally opposition against", "Iran", "first", "day",
      [("Shimon Peres", "Shimon Peres", L), ("Iran", "Iran", L)],
      ("rally opposition against", F)),
    c("In which month did John Baird issue a plea to Egyptian officials?",
      "John Baird", "Make an appeal or request", "Other Authorities / Officials (Egypt)", None, "month",
      [("John Baird", "John Baird", L), ("Egyptian officials", "Other Authorities / Officials (Egypt)", D)],
      ("issue a plea to", P)),
    # --- 147
    c("In which month did Roh Moo Hyun last call on Japan to respect rights?",
      "Roh Moo Hyun", "Appeal for rights", "Japan", "last", "month",
      [("Roh Moo Hyun", "Roh Moo Hyun", L), ("Japan", "Japan", L)],
      ("call on Japan to respect rights", P)),
    c("In what year did Abhisit Vejjajiva impose a state of emergency against South Korea?",
      "Abhisit Vejjajiva", "Impose state of emergency or martial law", "South Korea", None, "year",
      [("Abhisit Vejjajiva", "Abhisit Vejjajiva", L), ("South Korea", "South Korea", L)],
      ("impose a state of emergency against", F)),
    c("In which year did Thai citizens first call for Abhisit Vejjajiva to be replaced as leader?",
      "Citizen (Thailand)", "Appeal for change in leadership", "Abhisit Vejjajiva", "first", "year",
      [("Thai citizens", "Citizen (Thailand)", D), ("Abhisit Vejjajiva", "Abhisit Vejjajiva", L)],
      ("call for Abhisit Vejjajiva to be replaced as leader", P)),
    c("On which date did France voice support for African peacekeeping troops?",
      "France", "Praise or endorse", "Peacekeeping Troop (Africa)", None, "day",
      [("France", "France", L), ("African peacekeeping troops", "Peacekeeping Troop (Africa)", D)],
      ("voice support for", P)),
    c("When did Eid Kabalu last disclaim responsibility toward the Philippine military?",
      "Eid Kabalu", "Deny responsibility", "Military (Philippines)", "last", "day",
      [("Eid Kabalu", "Eid Kabalu", L), ("the Philippine military", "Military (Philippines)", D)],
      ("disclaim responsibility toward", P)),
    # --- 152
    c("In which month did Abu Sayyaf criminals kidnap a Chinese businessperson?",
      "Criminal (Abu Sayyaf)", "Abduct, hijack, or take hostage", "Businessperson (China)", None, "month",
      [("Abu Sayyaf criminals", "Criminal (Abu Sayyaf)", D), ("a Chinese businessperson", "Businessperson (China)", D)],
      ("kidnap", P)),
    c("In which month did South Africa last act as a mediator for the Movement for Democratic Change?",
      "South Africa", "Mediate", "Movement for Democratic Change", "last", "month",
      [("South Africa", "South Africa", L), ("the Movement for Democratic Change", "Movement for Democratic Change", L)],
      ("act as a mediator for", P)),
    c("In what year did Thailand work together militarily with Malaysia?",
      "Thailand", "Cooperate militarily", "Malaysia", None, "year",
      [("Thailand", "Thailand", L), ("Malaysia", "Malaysia", L)],
      ("work together militarily with", P)),
    c("In which year did South Africa first meet China on neutral ground?",
      "South Africa", "Meet at a 'third' location", "China", "first", "year",
      [("South Africa", "South Africa", L), ("China", "China", L)],
      ("meet China on neutral ground", P)),
    c("On what date did Cambodia ask the UN Security Council to mediate?",
      "Cambodia", "Appeal to engage in or accept mediation", "UN Security Council", None, "day",
      [("Cambodia", "Cambodia", L), ("the UN Security Council", "UN Security Council", L)],
      ("ask the UN Security Council to mediate", P)),
    # --- 157
    c("When did the population of Georgia first ask the Georgian government for aid?",
      "Population (Georgia)", "Appeal for aid", "Government (Georgia)", "first", "day",
      [("the population of Georgia", "Population (Georgia)", D), ("the Georgian government", "Government (Georgia)", D)],
      ("ask the Georgian government for aid", P)),
    c("In which month did the Kenyan police torture a Kenyan businessperson?",
      "Police (Kenya)", "Torture", "Businessperson (Kenya)", None, "month",
      [("the Kenyan police", "Police (Kenya)", D), ("a Kenyan businessperson", "Businessperson (Kenya)", D)],
      ("torture", F)),
    c("In which month did Japan first offer material aid to the United Arab Emirates?",
      "Japan", "Express intent to provide material aid", "United Arab Emirates", "first", "month",
      [("Japan", "Japan", L), ("the United Arab Emirates", "United Arab Emirates", L)],
      ("offer material aid to", P)),
    c("In which year did Portugal voice its intention to cooperate militarily with France?",
      "Portugal", "Express intent to cooperate militarily", "France", None, "year",
      [("Portugal", "Portugal", L), ("France", "France", L)],
      ("voice its intention to cooperate militarily with", P)),
    c("In what year did Japan first slap an embargo, boycott or sanctions on Iran?",
      "Japan", "Impose embargo, boycott, or sanctions", "Iran", "first", "year",
      [("Japan", "Japan", L), ("Iran", "Iran", L)],
      ("slap an embargo, boycott or sanctions on", P)),
    # --- 162
    c("On which date did Henry M. Paulson turn down a proposal to meet Germany's finance ministry?",
      "Henry M. Paulson", "Reject proposal to meet, discuss, or negotiate", "Treasury/Finance Ministry (Germany)",
      None, "day",
      [("Henry M. Paulson", "Henry M. Paulson", L),
       ("Germany's finance ministry", "Treasury/Finance Ministry (Germany)", D)],
      ("turn down a proposal to meet", P)),
    c("When did François Bozizé last ask France for military aid?",
      "François Bozizé", "Appeal for military aid", "France", "last", "day",
      [("François Bozizé", "François Bozizé", L), ("France", "France", L)],
      ("ask France for military aid", P)),
    c("In which month did Human Rights Watch urge Iran to let go of the people or property it held?",
      "Human Rights Watch", "Appeal for release of persons or property", "Iran", None, "month",
      [("Human Rights Watch", "Human Rights Watch", L), ("Iran", "Iran", L)],
      ("urge Iran to let go of the people or property it held", P)),
    c("In which month did Yemen first launch military attacks on the Saudi Arabian Defence Forces?",
      "Yemen", "Use conventional military force", "Saudi Arabian Defence Forces", "first", "month",
      [("Yemen", "Yemen", L), ("the Saudi Arabian Defence Forces", "Saudi Arabian Defence Forces", L)],
      ("launch military attacks on", P)),
    c("In which year did Lord's Resistance Army rebels slaughter Ugandan citizens?",
      "Armed Rebel (Lord's Resistance Army)", "Engage in mass killings", "Citizen (Uganda)", None, "year",
      [("Lord's Resistance Army rebels", "Armed Rebel (Lord's Resistance Army)", D),
       ("Ugandan citizens", "Citizen (Uganda)", D)],
      ("slaughter", P)),
    # --- 167
    c("In what year did Vietnam last pass intelligence to Laos?",
      "Vietnam", "Share intelligence or information", "Laos", "last", "year",
      [("Vietnam", "Vietnam", L), ("Laos", "Laos", L)],
      ("pass intelligence to", P)),
    c("On which date did Iran threaten military action against Iraq?",
      "Iran", "Threaten with military force", "Iraq", None, "day",
      [("Iran", "Iran", L), ("Iraq", "Iraq", L)],
      ("threaten military action against", P)),
    c("When did Niger first work diplomatically with France?",
      "Niger", "Engage in diplomatic cooperation", "France", "first", "day",
      [("Niger", "Niger", L), ("France", "France", L)],
      ("work diplomatically with", P)),
    c("In which month did Jack Straw demand regime or institutional change in Iraq?",
      "Jack Straw", "Demand change in institutions, regime", "Iraq", None, "month",
      [("Jack Straw", "Jack Straw", L), ("Iraq", "Iraq", L)],
      ("demand regime or institutional change in", F)),
    c("In which month did Qatar last announce plans for military cooperation with Iran?",
      "Qatar", "Express intent to cooperate militarily", "Iran", "last", "month",
      [("Qatar", "Qatar", L), ("Iran", "Iran", L)],
      ("announce plans for military cooperation with", P)),
    # --- 172
    c("In which year did Palestinian women riot against the Israeli police?",
      "Women (Palestinian Territory, Occupied)", "Protest violently, riot", "Police (Israel)", None, "year",
      [("Palestinian women", "Women (Palestinian Territory, Occupied)", D), ("the Israeli police", "Police (Israel)", D)],
      ("riot against", F)),
    c("In what year did France last threaten Iran with sanctions, a boycott or an embargo?",
      "France", "Threaten with sanctions, boycott, embargo", "Iran", "last", "year",
      [("France", "France", L), ("Iran", "Iran", L)],
      ("threaten Iran with sanctions, a boycott or an embargo", F)),
    c("On which date did Russian representatives make non-military threats against a Russian news editor?",
      "Representatives (Russia)", "Threaten non-force", "News Editor (Russia)", None, "day",
      [("Russian representatives", "Representatives (Russia)", D), ("a Russian news editor", "News Editor (Russia)", D)],
      ("make non-military threats against", P)),
    c("When did Benazir Bhutto first demand the resignation of Pervez Musharraf?",
      "Benazir Bhutto", "Demand change in leadership", "Pervez Musharraf", "first", "day",
      [("Benazir Bhutto", "Benazir Bhutto", L), ("Pervez Musharraf", "Pervez Musharraf", L)],
      ("demand the resignation of", P)),
    c("In which month did an Iranian admiral press Oman for diplomatic cooperation?",
      "Admiral (Iran)", "Demand diplomatic cooperation (such as policy support)", "Oman", None, "month",
      [("an Iranian admiral", "Admiral (Iran)", D), ("Oman", "Oman", L)],
      ("press Oman for diplomatic cooperation", P)),
    # --- 177
    c("In which month did Abhisit Vejjajiva first back down in the face of Thai protesters?",
      "Abhisit Vejjajiva", "Yield", "Protester (Thailand)", "first", "month",
      [("Abhisit Vejjajiva", "Abhisit Vejjajiva", L), ("Thai protesters", "Protester (Thailand)", D)],
      ("back down in the face of", P)),
    c("In what year did Roh Moo Hyun demand that South Korea's ruling party give in?",
      "Roh Moo Hyun", "Demand that target yields", "Ruling Party (South Korea)", None, "year",
      [("Roh Moo Hyun", "Roh Moo Hyun", L), ("South Korea's ruling party", "Ruling Party (South Korea)", D)],
      ("demand that South Korea's ruling party give in", P)),
    c("In which year did South Korea first threaten to downgrade or sever ties with Japan?",
      "South Korea", "Threaten to reduce or break relations", "Japan", "first", "year",
      [("South Korea", "South Korea", L), ("Japan", "Japan", L)],
      ("threaten to downgrade or sever ties with", P)),
    c("On which date did Bolivia cooperate with South Korea on judicial matters?",
      "Bolivia", "Engage in judicial cooperation", "South Korea", None, "day",
      [("Bolivia", "Bolivia", L), ("South Korea", "South Korea", L)],
      ("cooperate with South Korea on judicial matters", P)),
    c("When did Al-Shabaab first take over territory from the Islamic Courts Union?",
      "Al-Shabaab", "Occupy territory", "Islamic Courts Union", "first", "day",
      [("Al-Shabaab", "Al-Shabaab", L), ("the Islamic Courts Union", "Islamic Courts Union", L)],
      ("take over territory from", P)),
    # --- 182
    c("In which month did Taliban militants kill Afghan women by physical assault?",
      "Militant (Taliban)", "Kill by physical assault", "Women (Afghanistan)", None, "month",
      [("Taliban militants", "Militant (Taliban)", D), ("Afghan women", "Women (Afghanistan)", D)],
      ("kill Afghan women by physical assault", F)),
    c("In which month did Agence France-Presse last look into British citizens?",
      "Agence France-Presse", "Investigate", "Citizen (United Kingdom)", "last", "month",
      [("Agence France-Presse", "Agence France-Presse", L), ("British citizens", "Citizen (United Kingdom)", D)],
      ("look into", P)),
    c("In which year did a British lawmaker defy Tony Blair?",
      "Lawmaker (United Kingdom)", "Defy norms, law", "Tony Blair", None, "year",
      [("a British lawmaker", "Lawmaker (United Kingdom)", D), ("Tony Blair", "Tony Blair", L)],
      ("defy", F)),
    c("In what year did Iran first deny responsibility to Barack Obama?",
      "Iran", "Deny responsibility", "Barack Obama", "first", "year",
      [("Iran", "Iran", L), ("Barack Obama", "Barack Obama", L)],
      ("deny responsibility to", F)),
    c("On which date did the Ecuadorian government signal a willingness to de-escalate militarily with Colombia?",
      "Government (Ecuador)", "Express intent to de-escalate military engagement", "Colombia", None, "day",
      [("the Ecuadorian government", "Government (Ecuador)", D), ("Colombia", "Colombia", L)],
      ("signal a willingness to de-escalate militarily with", P)),
    # --- 187
    c("When did the United Arab Emirates last urge Iran to accept mediation?",
      "United Arab Emirates", "Appeal to engage in or accept mediation", "Iran", "last", "day",
      [("the United Arab Emirates", "United Arab Emirates", L), ("Iran", "Iran", L)],
      ("urge Iran to accept mediation", P)),
    c("In which month did Japan accede to demands for rights from Chinese women?",
      "Japan", "Accede to demands for rights", "Women (China)", None, "month",
      [("Japan", "Japan", L), ("Chinese women", "Women (China)", D)],
      ("accede to demands for rights from", F)),
    c("In which month did Thailand first pledge legal cooperation to Laos?",
      "Thailand", "Express intent to cooperate on judicial matters", "Laos", "first", "month",
      [("Thailand", "Thailand", L), ("Laos", "Laos", L)],
      ("pledge legal cooperation to", P)),
    c("In what year did Somali scholars demand military de-escalation from African Union peacekeeping troops?",
      "Scholar (Somalia)", "Demand de-escalation of military engagement", "Peacekeeping Troop (African Union)",
      None, "year",
      [("Somali scholars", "Scholar (Somalia)", D),
       ("African Union peacekeeping troops", "Peacekeeping Troop (African Union)", D)],
      ("demand military de-escalation from", F)),
    c("In which year did Barack Obama first say no to economic cooperation with South Korea?",
      "Barack Obama", "Reject economic cooperation", "South Korea", "first", "year",
      [("Barack Obama", "Barack Obama", L), ("South Korea", "South Korea", L)],
      ("say no to economic cooperation with", P)),
    # --- 192
    c("On what date did Japan halt material aid to China?",
      "Japan", "Reduce or stop material aid", "China", None, "day",
      [("Japan", "Japan", L), ("China", "China", L)],
      ("halt material aid to", P)),
    c("When did British citizens last appeal to a UK judge for judicial cooperation?",
      "Citizen (United Kingdom)", "Appeal for judicial cooperation", "Court Judge (United Kingdom)", "last", "day",
      [("British citizens", "Citizen (United Kingdom)", D), ("a UK judge", "Court Judge (United Kingdom)", D)],
      ("appeal to a UK judge for judicial cooperation", F)),
    c("In which month did Mauritanian citizens carry out a suicide, car or other non-military bombing against Mauritania?",
      "Citizen (Mauritania)", "Conduct suicide, car, or other non-military bombing", "Mauritania", None, "month",
      [("Mauritanian citizens", "Citizen (Mauritania)", D), ("Mauritania", "Mauritania", L)],
      ("carry out a suicide, car or other non-military bombing against", P)),
    c("In which month did Vanuatu first recognize the Republic of South Ossetia diplomatically?",
      "Vanuatu", "Grant diplomatic recognition", "Republic of South Ossetia", "first", "month",
      [("Vanuatu", "Vanuatu", L), ("the Republic of South Ossetia", "Republic of South Ossetia", L)],
      ("recognize the Republic of South Ossetia diplomatically", F)),
    c("In what year did Iran cut off economic assistance to the United Arab Emirates?",
      "Iran", "Reduce or stop economic assistance", "United Arab Emirates", None, "year",
      [("Iran", "Iran", L), ("the United Arab Emirates", "United Arab Emirates", L)],
      ("cut off economic assistance to", P)),
    # --- 197
    c("In what year did the African Union last impose an embargo, boycott or sanctions on Mauritania?",
      "African Union", "Impose embargo, boycott, or sanctions", "Mauritania", "last", "year",
      [("the African Union", "African Union", L), ("Mauritania", "Mauritania", L)],
      ("impose an embargo, boycott or sanctions on", F)),
    c("On which date did Ma Ying Jeou express an intent to engage in material cooperation with China?",
      "Ma Ying Jeou", "Express intent to engage in material cooperation", "China", None, "day",
      [("Ma Ying Jeou", "Ma Ying Jeou", L), ("China", "China", L)],
      ("express an intent to engage in material cooperation with", F)),
    c("When did Boko Haram first acknowledge responsibility to Nigerian citizens?",
      "Boko Haram", "Acknowledge or claim responsibility", "Citizen (Nigeria)", "first", "day",
      [("Boko Haram", "Boko Haram", L), ("Nigerian citizens", "Citizen (Nigeria)", D)],
      ("acknowledge responsibility to", F)),
    c("In which month did the Belgian police appeal to Belgian citizens for help?",
      "Police (Belgium)", "Appeal for aid", "Citizen (Belgium)", None, "month",
      [("the Belgian police", "Police (Belgium)", D), ("Belgian citizens", "Citizen (Belgium)", D)],
      ("appeal to Belgian citizens for help", P)),
    c("In which month did Thai citizens last stage a strike or boycott against Thailand?",
      "Citizen (Thailand)", "Conduct strike or boycott", "Thailand", "last", "month",
      [("Thai citizens", "Citizen (Thailand)", D), ("Thailand", "Thailand", L)],
      ("stage a strike or boycott against", P)),
    # --- 202
    c("In what year did South Africa stop military assistance to the Sudanese government?",
      "South Africa", "Reduce or stop military assistance", "Government (Sudan)", None, "year",
      [("South Africa", "South Africa", L), ("the Sudanese government", "Government (Sudan)", D)],
      ("stop military assistance to", F)),
    c("In which year did Zillur Rahman first engage in a symbolic act for the citizens of Bangladesh?",
      "Zillur Rahman", "Engage in symbolic act", "Citizen (Bangladesh)", "first", "year",
      [("Zillur Rahman", "Zillur Rahman", L), ("the citizens of Bangladesh", "Citizen (Bangladesh)", D)],
      ("engage in a symbolic act for", F)),
    c("On which date did the Australian police loosen administrative sanctions on Australian activists?",
      "Police (Australia)", "Ease administrative sanctions", "Activist (Australia)", None, "day",
      [("the Australian police", "Police (Australia)", D), ("Australian activists", "Activist (Australia)", D)],
      ("loosen administrative sanctions on", P)),
    c("When did China first show off its military or police power to Thailand?",
      "China", "Demonstrate military or police power", "Thailand", "first", "day",
      [("China", "China", L), ("Thailand", "Thailand", L)],
      ("show off its military or police power to", P)),
    c("In which month did Ugandan journalists demand economic aid from the citizens of Uganda?",
      "Media Personnel (Uganda)", "Demand economic aid", "Citizen (Uganda)", None, "month",
      [("Ugandan journalists", "Media Personnel (Uganda)", D), ("the citizens of Uganda", "Citizen (Uganda)", D)],
      ("demand economic aid from", F)),
    # --- 207
    c("In which month did the Kenyan police last beat Kenyan women?",
      "Police (Kenya)", "Physically assault", "Women (Kenya)", "last", "month",
      [("the Kenyan police", "Police (Kenya)", D), ("Kenyan women", "Women (Kenya)", D)],
      ("beat", P)),
    c("In which year did Pakistani criminals use unconventional violence against Taliban militants?",
      "Criminal (Pakistan)", "Use unconventional violence", "Militant (Taliban)", None, "year",
      [("Pakistani criminals", "Criminal (Pakistan)", D), ("Taliban militants", "Militant (Taliban)", D)],
      ("use unconventional violence against", F)),
    c("In which year did Nigerian citizens first appeal to Muhammadu Buhari for a change of leadership?",
      "Citizen (Nigeria)", "Appeal for change in leadership", "Muhammadu Buhari", "first", "year",
      [("Nigerian citizens", "Citizen (Nigeria)", D), ("Muhammadu Buhari", "Muhammadu Buhari", L)],
      ("appeal to Muhammadu Buhari for a change of leadership", F)),
    c("On which date did Cambodia offer to send peacekeepers to Timor-Leste?",
      "Cambodia", "Express intent to provide military protection or peacekeeping", "Timor-Leste", None, "day",
      [("Cambodia", "Cambodia", L), ("Timor-Leste", "Timor-Leste", L)],
      ("offer to send peacekeepers to", P)),
    c("When did the Mekong River Commission last pay a visit to Thailand?",
      "Mekong River Commission", "Make a visit", "Thailand", "last", "day",
      [("the Mekong River Commission", "Mekong River Commission", L), ("Thailand", "Thailand", L)],
      ("pay a visit to", P)),
    # --- 212
    c("In which month did Nevers Mumba level criminal or corruption allegations at Zambian citizens?",
      "Nevers Mumba", "Accuse of crime, corruption", "Citizen (Zambia)", None, "month",
      [("Nevers Mumba", "Nevers Mumba", L), ("Zambian citizens", "Citizen (Zambia)", D)],
      ("level criminal or corruption allegations at", P)),
    c("In which month did Bolivia first downgrade its relations with USAID?",
      "Bolivia", "Reduce relations", "USAID", "first", "month",
      [("Bolivia", "Bolivia", L), ("USAID", "USAID", L)],
      ("downgrade its relations with", P)),
    c("In what year did Brazilian criminals assassinate a member of the Brazilian military?",
      "Criminal (Brazil)", "Assassinate", "Military (Brazil)", None, "year",
      [("Brazilian criminals", "Criminal (Brazil)", D), ("the Brazilian military", "Military (Brazil)", D)],
      ("assassinate", F)),
    c("In which year did the Nigerian government last forgive Nigerian militants?",
      "Government (Nigeria)", "Forgive", "Militant (Nigeria)", "last", "year",
      [("the Nigerian government", "Government (Nigeria)", D), ("Nigerian militants", "Militant (Nigeria)", D)],
      ("forgive", F)),
    c("On which date did a British lawmaker provide economic aid to the Palestinian government?",
      "Lawmaker (United Kingdom)", "Provide economic aid", "Government (Palestinian Territory, Occupied)", None, "day",
      [("a British lawmaker", "Lawmaker (United Kingdom)", D),
       ("the Palestinian government", "Government (Palestinian Territory, Occupied)", D)],
      ("provide economic aid to", F)),
    # --- 217
    c("When did Thai citizens first say they intended to change the leadership of Thailand?",
      "Citizen (Thailand)", "Express intent to change leadership", "Thailand", "first", "day",
      [("Thai citizens", "Citizen (Thailand)", D), ("Thailand", "Thailand", L)],
      ("say they intended to change the leadership of", P)),
    c("In which month did Ronald Kirk signal his readiness to cooperate diplomatically with A.P. Sharma?",
      "Ronald Kirk", "Express intent to engage in diplomatic cooperation (such as policy support)", "A.P. Sharma",
      None, "month",
      [("Ronald Kirk", "Ronald Kirk", L), ("A.P. Sharma", "A.P. Sharma", L)],
      ("signal his readiness to cooperate diplomatically with", P)),
    c("In which month did Qatar first say it wanted to cooperate economically with Kuwait?",
      "Qatar", "Express intent to cooperate economically", "Kuwait", "first", "month",
      [("Qatar", "Qatar", L), ("Kuwait", "Kuwait", L)],
      ("say it wanted to cooperate economically with", P)),
    c("In which year did the Aam Aadmi Party demonstrate for a leadership change at India's foreign ministry?",
      "Aam Aadmi Party", "Demonstrate for leadership change", "Foreign Affairs (India)", None, "year",
      [("the Aam Aadmi Party", "Aam Aadmi Party", L), ("India's foreign ministry", "Foreign Affairs (India)", D)],
      ("demonstrate for a leadership change at", F)),
    c("In what year did Japan last pull its troops back from Iraq?",
      "Japan", "Retreat or surrender militarily", "Iraq", "last", "year",
      [("Japan", "Japan", L), ("Iraq", "Iraq", L)],
      ("pull its troops back from", P)),
    # --- 222
    c("On which date did the UN Security Council relax economic sanctions on Togo?",
      "UN Security Council", "Ease economic sanctions, boycott, embargo", "Togo", None, "day",
      [("the UN Security Council", "UN Security Council", L), ("Togo", "Togo", L)],
      ("relax economic sanctions on", P)),
    c("When did the Nigerian government first give humanitarian aid to Nigerian farm workers?",
      "Government (Nigeria)", "Provide humanitarian aid", "Farm Worker (Nigeria)", "first", "day",
      [("the Nigerian government", "Government (Nigeria)", D), ("Nigerian farm workers", "Farm Worker (Nigeria)", D)],
      ("give humanitarian aid to", P)),
    c("In which month did the African Union give the Sudanese government an ultimatum?",
      "African Union", "Give ultimatum", "Government (Sudan)", None, "month",
      [("the African Union", "African Union", L), ("the Sudanese government", "Government (Sudan)", D)],
      ("give the Sudanese government an ultimatum", F)),
    c("In which month did the International Monetary Fund last promise humanitarian aid to Ethiopia?",
      "International Monetary Fund", "Express intent to provide humanitarian aid", "Ethiopia", "last", "month",
      [("the International Monetary Fund", "International Monetary Fund", L), ("Ethiopia", "Ethiopia", L)],
      ("promise humanitarian aid to", P)),
    c("In what year did the Republic of South Ossetia use conventional military force against the Russian military?",
      "Republic of South Ossetia", "Use conventional military force", "Military (Russia)", None, "year",
      [("the Republic of South Ossetia", "Republic of South Ossetia", L), ("the Russian military", "Military (Russia)", D)],
      ("use conventional military force against", F)),
    # --- 227
    c("In which year did Sudanese citizens last obstruct passage in Sudan?",
      "Citizen (Sudan)", "Obstruct passage, block", "Sudan", "last", "year",
      [("Sudanese citizens", "Citizen (Sudan)", D), ("Sudan", "Sudan", L)],
      ("obstruct passage in", F)),
    c("On which date did the Austrian police impound property belonging to Austrian criminals?",
      "Police (Austria)", "Confiscate property", "Criminal (Austria)", None, "day",
      [("the Austrian police", "Police (Austria)", D), ("Austrian criminals", "Criminal (Austria)", D)],
      ("impound property belonging to", P)),
    c("When did the Ugandan police last refuse to ease administrative sanctions on Ugandan citizens?",
      "Police (Uganda)", "Refuse to ease administrative sanctions", "Citizen (Uganda)", "last", "day",
      [("the Ugandan police", "Police (Uganda)", D), ("Ugandan citizens", "Citizen (Uganda)", D)],
      ("refuse to ease administrative sanctions on", F)),
    c("In which month did a British party member ask Tony Blair to change his policy?",
      "Party Member (United Kingdom)", "Appeal for policy change", "Tony Blair", None, "month",
      [("a British party member", "Party Member (United Kingdom)", D), ("Tony Blair", "Tony Blair", L)],
      ("ask Tony Blair to change his policy", P)),
    c("In which month did Barack Obama first put demands to Nuri al-Maliki?",
      "Barack Obama", "Demand", "Nuri al-Maliki", "first", "month",
      [("Barack Obama", "Barack Obama", L), ("Nuri al-Maliki", "Nuri al-Maliki", L)],
      ("put demands to", P)),
    # --- 232
    c("In which year did Rafael Correa insist on talks with Mexico?",
      "Rafael Correa", "Demand meeting, negotiation", "Mexico", None, "year",
      [("Rafael Correa", "Rafael Correa", L), ("Mexico", "Mexico", L)],
      ("insist on talks with", P)),
    c("In what year did Abhisit Vejjajiva first express an intent to ease administrative sanctions on Thailand?",
      "Abhisit Vejjajiva", "Express intent to ease administrative sanctions", "Thailand", "first", "year",
      [("Abhisit Vejjajiva", "Abhisit Vejjajiva", L), ("Thailand", "Thailand", L)],
      ("express an intent to ease administrative sanctions on", F)),
    c("On which date did China engage in material cooperation with Nigerian citizens?",
      "China", "Engage in material cooperation", "Citizen (Nigeria)", None, "day",
      [("China", "China", L), ("Nigerian citizens", "Citizen (Nigeria)", D)],
      ("engage in material cooperation with", F)),
    c("When did the Royal Thai Police last raise the police alert level in Thailand?",
      "Royal Thai Police", "Increase police alert status", "Thailand", "last", "day",
      [("the Royal Thai Police", "Royal Thai Police", L), ("Thailand", "Thailand", L)],
      ("raise the police alert level in", P)),
    c("In which month did the Hong Kong police step up police power regarding China?",
      "Police (Hong Kong)", "Mobilize or increase police power", "China", None, "month",
      [("the Hong Kong police", "Police (Hong Kong)", D), ("China", "China", L)],
      ("step up police power regarding", P)),
    # --- 237
    c("In which month did Laos last work together economically with Vietnam?",
      "Laos", "Cooperate economically", "Vietnam", "last", "month",
      [("Laos", "Laos", L), ("Vietnam", "Vietnam", L)],
      ("work together economically with", P)),
    c("In what year did Jonah David Jang make pessimistic remarks about Nigerian citizens?",
      "Jonah David Jang", "Make pessimistic comment", "Citizen (Nigeria)", None, "year",
      [("Jonah David Jang", "Jonah David Jang", L), ("Nigerian citizens", "Citizen (Nigeria)", D)],
      ("make pessimistic remarks about", P)),
    c("In which year did Malaysia first provide asylum to Thai citizens?",
      "Malaysia", "Grant asylum", "Citizen (Thailand)", "first", "year",
      [("Malaysia", "Malaysia", L), ("Thai citizens", "Citizen (Thailand)", D)],
      ("provide asylum to", P)),
]

# Slots were drawn alternately equal / first_last; every second pair is swapped so
# that both files (dev = even positions, test = odd) hold both question types.
Q = [Q[i ^ 1] if (i // 2) % 2 else Q[i] for i in range(len(Q))]

# ---------------------------------------------------------------- checks
# Roles whose descriptions could be confused with each other: a description of
# Role (Place) must not fit another entity of the same place with the same
# relation and the same other argument (anywhere in the graph).
RIVALS = [
    {'Government Official', 'Other Authorities / Officials', 'Government'},
    {'Military', 'Military Personnel', 'Military Personnel - Special', 'High Ranking Military Personnel',
     'Defense / Security Ministry', 'Army', 'Armed Forces'},
    {'Media', 'Media Personnel', 'Newspaper', 'News Editor', 'Journalist'},
    {'Citizen', 'Population', 'People'},
    {'Lawyer/Attorney', 'Attorney General', 'Public Prosecutor', 'Defense Attorney', 'Prosecutor'},
    {'Court Judge', 'Member of the Judiciary', 'Oversight Court', 'Supreme Court', 'Judiciary'},
    {'Legislature', 'Member of Parliament', 'Lawmaker', 'Congress', 'Parliament', 'Senate',
     'House of Representatives', 'Member of Legislative (Govt)', 'Assemblies', 'Representatives',
     'National Assembly', 'Legislative'},
    {'Armed Rebel', 'Insurgent', 'Militant', 'Rebel Group', 'Armed Opposition', 'Guerrilla', 'Armed Gang',
     'Armed Band', 'Separatist', 'Terrorist', 'Islamic Militant', 'Combatant', 'Separatist Militant',
     'Attacker', 'Rebel'},
    {'Business', 'Businessperson', 'Company - Owner or Operator', 'Industry', 'Company'},
    {'Protester', 'Activist', 'Rights Activist', 'Opposition Supporter', 'Demonstrator',
     'Opposition Activist'},
    {'Foreign Affairs', 'Ministry', 'Foreign Ministry'},
    {'Treasury/Finance Ministry', 'Finance / Economy / Commerce / Trade Ministry'},
    {'Student', 'Education', 'Youth'},
    {'Employee', 'Labor Union', 'Worker', 'Labor'},
    {'Police', 'Police Chief', 'Police Officer'},
    {'Cabinet / Council of Ministers / Advisors', 'Government', 'Ministry'},
]
SECTOR = re.compile(r'^(.+) \(([^()]+)\)$')
STOP = set('a an the to with of in on for its his her their by against at from about and or any '
           'was were been be being did do does had has have it them him her they first last time '
           'into over upon regarding'.split())
IRREGULAR = {'made': 'make', 'held': 'hold', 'gave': 'give', 'took': 'take', 'met': 'meet',
             'sought': 'seek', 'brought': 'bring', 'paid': 'pay', 'fought': 'fight', 'threw': 'throw'}


def load(path):
    df = pd.read_csv(path, sep='\t', header=None, names=['h', 'r', 't', 'd'], dtype=str,
                     keep_default_na=False, quoting=csv.QUOTE_MINIMAL)
    for c in 'hrt':
        df[c] = df[c].str.replace('_', ' ', regex=False)
    assert len(df) == 461329, len(df)
    assert df.d.str.fullmatch(r'\d{4}-\d\d-\d\d').all()
    return df


def own_words(text, relation):
    """True when every content word of text is a form of a word of the relation."""
    rel = [w for w in re.findall(r"[a-z']+", relation.lower()) if w not in STOP]
    toks = [IRREGULAR.get(w, w) for w in re.findall(r"[a-z']+", text.lower()) if w not in STOP]

    def same(a, b):
        n = 0
        while n < min(len(a), len(b)) and a[n] == b[n]:
            n += 1
        return n >= min(5, len(a), len(b))
    return bool(toks) and all(any(same(w, x) for x in rel) for w in toks)


def sample(df, n=240, seed=20240602):
    """The seeded draw the fact patterns were picked from (three candidates a slot)."""
    rc = df.r.value_counts()
    rels = sorted(r for r, k in rc.items() if k >= 30 and r != 'Make statement')
    days = df.groupby(['h', 'r', 't'])['d'].agg(lambda s: sorted(set(s)))
    freq = pd.concat([df.h, df.t]).value_counts()
    rng = random.Random(seed)
    order = []
    while len(order) < n:
        x = rels[:]
        rng.shuffle(x)
        order += x
    earlier = set()  # fact patterns of the earlier set wording-time, left out
    prev = HERE.parent / 'wording-time' / 'gold.py'
    if prev.exists():
        earlier = set(re.findall(r'h="([^"]*)",\s*r="([^"]*)",\s*t="([^"]*)"', prev.read_text(encoding='utf-8')))
    byrel = {}
    for (h, r, t), ds in days.items():
        if (h, r, t) not in earlier:
            byrel.setdefault(r, []).append((h, t, ds))
    for i, r in enumerate(order[:n]):
        eq = i % 2 == 0
        lv = ['day', 'month', 'year'][(i // 2) % 3]
        ok = lambda h, t, ds: h != t and ((len(ds) == 1) if eq else (len(ds) >= 3))
        pool = [x for x in byrel[r] if ok(*x) and freq[x[0]] >= 40 and freq[x[1]] >= 40]
        if not pool:
            pool = [x for x in byrel[r] if x[0] != x[1] and ((len(x[2]) == 1) if eq else (len(x[2]) >= 2))]
        pool.sort()
        print(f'#{i} {"equal" if eq else "first_last"} {lv} | {r}')
        for h, t, ds in rng.sample(pool, min(3, len(pool))):
            print(f'    {h} || {t} || {len(ds)} {ds[0]}..{ds[-1]}')


def fmt(day, level):
    return {'day': day, 'month': day[:7], 'year': day[:4]}[level]


def main():
    df = load(DATA)
    if '--sample' in sys.argv:
        return sample(df)
    days = df.groupby(['h', 'r', 't'])['d'].agg(lambda s: sorted(set(s))).to_dict()
    by_rel_tail = df.groupby(['r', 't'])['h'].agg(lambda s: set(s)).to_dict()
    by_head_rel = df.groupby(['h', 'r'])['t'].agg(lambda s: set(s)).to_dict()
    ents = set(df.h) | set(df.t)
    rels = set(df.r)
    problems, seen_q, seen_pat, records = [], set(), set(), []

    def bad(i, msg):
        problems.append(f'#{i}: {msg}  [{Q[i]["q"]}]')

    for i, c in enumerate(Q):
        q, h, r, t, ext, lv = c['q'], c['h'], c['r'], c['t'], c['ext'], c['lv']
        low = q.lower()
        if h not in ents or t not in ents or r not in rels:
            bad(i, 'unknown entity or relation')
            continue
        if not q.endswith('?') or q != q.strip() or '  ' in q:
            bad(i, 'punctuation')
        if low in seen_q:
            bad(i, 'duplicate question')
        seen_q.add(low)
        if (h, r, t, ext) in seen_pat:
            bad(i, 'duplicate pattern')
        seen_pat.add((h, r, t, ext))
        ds = days.get((h, r, t))
        if not ds:
            bad(i, 'no such fact')
            continue
        if ext is None:
            if len(ds) != 1:
                bad(i, f'equal question but {len(ds)} days')
            day = ds[0]
        elif ext in ('first', 'last'):
            if len(ds) < 2:
                bad(i, 'first/last question over a single day')
            day = ds[0] if ext == 'first' else ds[-1]
        else:
            bad(i, f'extreme {ext!r}')
            continue
        # wording of the extreme and of the level
        has_first = re.search(r'\b(first|earliest)\b', low)
        has_last = re.search(r'\b(last|latest|most recent|most recently)\b', low)
        if (ext == 'first') != bool(has_first) or (ext == 'last') != bool(has_last):
            bad(i, 'extreme wording')
        has_year, has_month = 'year' in low, 'month' in low
        if lv == 'year' and not (has_year and not has_month) or \
           lv == 'month' and not has_month or \
           lv == 'day' and (has_year or has_month):
            bad(i, 'level wording')
        if lv not in ('day', 'month', 'year'):
            bad(i, 'level')
            continue
        # mentions
        covered = set()
        for text, ent, kind in c['m']:
            if text not in q:
                bad(i, f'mention {text!r} not in question')
            if ent not in (h, t):
                bad(i, f'mention entity {ent!r} not in the pattern')
            covered.add(ent)
            if kind == L:
                plain = re.sub(r'^the ', '', text, flags=re.I)
                if plain.lower() != ent.lower() or SECTOR.match(ent):
                    bad(i, f'literal mention {text!r} is not the name {ent!r}')
            elif kind == D:
                if text.lower() == ent.lower():
                    bad(i, f'description {text!r} is the name itself')
                m = SECTOR.match(ent)
                if m:
                    role, place = m.groups()
                    group = set().union(*[g for g in RIVALS if role in g]) - {role}
                    if ent == h:
                        fillers = by_rel_tail.get((r, t), set())
                    else:
                        fillers = by_head_rel.get((h, r), set())
                    for x in sorted(fillers):
                        mx = SECTOR.match(x)
                        if x != ent and mx and mx.group(2) == place and mx.group(1) in group \
                                and x not in c.get('ok', ()):
                            bad(i, f'description {text!r} of {ent!r} may also fit {x!r}')
            else:
                bad(i, f'mention kind {kind!r}')
        if covered != {h, t}:
            bad(i, 'head and tail must both be mentioned')
        rtext, para = c['rw']
        if rtext not in q:
            bad(i, f'relation wording {rtext!r} not in question')
        bare = rtext
        for text, _, _ in c['m']:
            bare = bare.replace(text, ' ')
        if own_words(bare, r) == para:
            bad(i, f'relation wording {rtext!r} paraphrase flag {para} looks wrong for {r!r}')
        records.append({
            'quid': QUID0 + i,
            'question': q,
            'answers': sorted([fmt(day, lv)]),
            'answer_type': 'time',
            'time_level': lv,
            'qtype': 'equal' if ext is None else 'first_last',
            'qlabel': 'Single',
            'spec': {
                'head': h, 'relation': r, 'tail': t, 'extreme': ext, 'answer_level': lv,
                'mentions': [{'text': a, 'entity': b, 'kind': k} for a, b, k in c['m']],
                'relation_wording': {'text': rtext, 'paraphrase': para},
            },
        })
    if problems:
        print('\n'.join(problems), file=sys.stderr)
        sys.exit(f'{len(problems)} problem(s)')
    for name, part in (('time2-dev.json', records[0::2]), ('time2-test.json', records[1::2])):
        (HERE / name).write_text(json.dumps(part, ensure_ascii=False, indent=1) + '\n', encoding='utf-8')
    # summary
    from collections import Counter
    for name, part in (('dev', records[0::2]), ('test', records[1::2])):
        print(name, len(part), dict(sorted(Counter((x['qtype'], x['time_level']) for x in part).items())))
    n = len(records)
    desc = sum(any(m['kind'] == D for m in x['spec']['mentions']) for x in records)
    para = sum(x['spec']['relation_wording']['paraphrase'] for x in records)
    print(f'total {n}; with a description mention {desc} ({desc / n:.0%}); '
          f'paraphrased relation {para} ({para / n:.0%}); relations {len({x["spec"]["relation"] for x in records})}')


if __name__ == '__main__':
    main()
