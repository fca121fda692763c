#!/usr/bin/env python3
"""Compute the gold answers of the wording-full benchmark from MultiTQ's full.txt.gz,
check every case, and write events-full-dev.json / events-full-test.json.

Run:  python gold.py [--data PATH] [--check-only] [--show]
Needs only pandas. Output is byte-for-byte reproducible.
"""
import argparse, json, os, re, sys
import pandas as pd

HERE = os.path.dirname(os.path.abspath(__file__))
DEFAULT_DATA = os.path.normpath(os.path.join(HERE, '..', '..', '..', 'shared', 'data', 'multitq', 'full.txt.gz'))
if not os.path.exists(DEFAULT_DATA):
    DEFAULT_DATA = '/work/shared/data/multitq/full.txt.gz'

# Countries: a bare graph entity X counts as a country when (1) some `Sector (X)` entity exists
# in the graph and (2) X is a sovereign state. The list below is every name that passes (1) and
# is a sovereign state; load() re-checks (1) for each. (The graph has no bare entity for many
# states, e.g. India, Nigeria, United States, so they can never be an answer.)
COUNTRIES = sorted([
    'Angola', 'Bahamas', 'Belize', 'Bhutan', 'Bolivia', 'Burundi', 'Cambodia', 'Cape Verde', 'China',
    'Colombia', 'Comoros', 'Djibouti', 'Dominican Republic', 'Eritrea', 'Ethiopia', 'France',
    'Guatemala', 'Guinea-Bissau', 'Iran', 'Iraq', 'Ireland', 'Japan', 'Kazakhstan', 'Kuwait', 'Laos',
    'Lesotho', 'Madagascar', 'Malawi', 'Malaysia', 'Maldives', 'Mauritania', 'Mexico', 'Niger', 'Oman',
    'Portugal', 'Qatar', 'Romania', 'South Africa', 'South Korea', 'South Sudan', 'Sudan', 'Swaziland',
    'Tanzania', 'Thailand', 'Timor-Leste', 'Togo', 'Trinidad and Tobago', 'United Arab Emirates',
    'Vanuatu', 'Vietnam', 'Yemen'])

LEVEL_LEN = {'day': 10, 'month': 7, 'year': 4}
LEN_LEVEL = {10: 'day', 7: 'month', 4: 'year'}


def load(path):
    # CSV-style quoting: "Antony_Harold_Curties_""Tony""_Windsor" -> Antony Harold Curties "Tony" Windsor
    df = pd.read_csv(path, sep='\t', header=None, names=['h', 'r', 't', 'd'], dtype=str,
                     keep_default_na=False, na_filter=False, quotechar='"', doublequote=True)
    for c in ('h', 'r', 't'):
        df[c] = df[c].str.replace('_', ' ', regex=False)
    assert len(df) == 461329, len(df)
    assert df.d.str.fullmatch(r'\d{4}-\d{2}-\d{2}').all()
    ents = set(df.h) | set(df.t)
    assert len(ents) == 10488, len(ents)
    parens = {m.group(1) for e in ents for m in [re.fullmatch(r'.+ \((.+)\)', e)] if m}
    for c in COUNTRIES:
        assert c in ents and c in parens, c
    return df, ents


# ---------------------------------------------------------------------------------------------
# Case construction. Every question below was written by hand; Q() only records its meaning.
#   qt    : equal | before_after | first_last | equal_multi | after_first | before_last
#   ask   : 'head' | 'tail' (entity answer: the counterpart in that slot) or
#           'time:day' | 'time:month' | 'time:year' (time answer at that granularity)
#   h,r,t : the fixed head / relation / tail of the asked facts (None = the asked slot, or
#           "anyone" for a time question)
#   time  : 'in P' | 'before P' | 'after P' | 'since P'   with P = YYYY, YYYY-MM or YYYY-MM-DD
#   ext   : 'first' | 'last'
#   ref   : (head, relation, tail) of a reference event that happened on exactly one day
#   same  : 'day' | 'month' | 'year' (equal_multi: same period as the reference event)
#   country: the question asks "which country"; every gold answer must be a country
#   desc  : {entity: text} for entities mentioned by a description instead of their graph name;
#           every other fixed entity must occur literally in the question
#   rw / rl: the words the question uses for the relation; rw = a paraphrase, rl = the
#           relation's own name (possibly inflected)
# ---------------------------------------------------------------------------------------------
CASES = []


def Q(qt, question, ask, r, h=None, t=None, time=None, ext=None, ref=None, same=None,
      country=False, desc=None, rw=None, rl=None):
    assert (rw is None) != (rl is None), question
    CASES.append(dict(qt=qt, q=question, ask=ask, r=r, h=h, t=t, time=time, ext=ext, ref=ref,
                      same=same, country=country, desc=desc or {}, rw=rw, rl=rl))


# =============================== equal ===============================
# entity answers: every counterpart of a matching fact inside the period
Q('equal', 'About whom did Rodrigo Rato speak optimistically on 22 September 2005?', 'tail',
  'Make optimistic comment', h='Rodrigo Rato', time='in 2005-09-22', rw='speak optimistically')
Q('equal', 'Whom did Australian police release in June 2011?', 'tail',
  'Return, release person(s)', h='Police (Australia)', time='in 2011-06',
  desc={'Police (Australia)': 'Australian police'}, rl='release')
Q('equal', "Who conferred with France's foreign ministry on Feb 28, 2007?", 'head',
  'Consult', t='Foreign Affairs (France)', time='in 2007-02-28',
  desc={'Foreign Affairs (France)': "France's foreign ministry"}, rw='conferred with')
Q('equal', 'Who kidnapped Saudi citizens in July 2014?', 'head',
  'Abduct, hijack, or take hostage', t='Citizen (Saudi Arabia)', time='in 2014-07',
  desc={'Citizen (Saudi Arabia)': 'Saudi citizens'}, rw='kidnapped')
Q('equal', 'In November 2005, against whom did Thai citizens use unconventional violence?', 'tail',
  'Use unconventional violence', h='Citizen (Thailand)', time='in 2005-11',
  desc={'Citizen (Thailand)': 'Thai citizens'}, rl='use unconventional violence')
Q('equal', 'Which country did the Zimbabwean foreign ministry praise in 2005?', 'tail',
  'Praise or endorse', h='Foreign Affairs (Zimbabwe)', time='in 2005', country=True,
  desc={'Foreign Affairs (Zimbabwe)': 'the Zimbabwean foreign ministry'}, rl='praise')
Q('equal', 'With whom did the KMT say it wanted to meet on 3 January 2005?', 'tail',
  'Express intent to meet or negotiate', h='Kuomintang', time='in 2005-01-03',
  desc={'Kuomintang': 'the KMT'}, rw='say it wanted to meet')
Q('equal', 'Whom did Chinese journalists criticise in 2006?', 'tail',
  'Criticize or denounce', h='Media Personnel (China)', time='in 2006',
  desc={'Media Personnel (China)': 'Chinese journalists'}, rl='criticise')
Q('equal', 'With which country did German businesses cooperate economically on 12 January 2006?', 'tail',
  'Cooperate economically', h='Business (Germany)', time='in 2006-01-12', country=True,
  desc={'Business (Germany)': 'German businesses'}, rl='cooperate economically')
Q('equal', "Who made demands of Nigeria's citizens in November 2010?", 'head',
  'Demand', t='Citizen (Nigeria)', time='in 2010-11',
  desc={'Citizen (Nigeria)': "Nigeria's citizens"}, rl='made demands')
Q('equal', 'Which countries did ASEAN send a visit to in July 2009?', 'tail',
  'Make a visit', h='Association of Southeast Asian Nations', time='in 2009-07', country=True,
  desc={'Association of Southeast Asian Nations': 'ASEAN'}, rl='visit')
Q('equal', 'Who expressed a wish to meet ASEAN on 12 Oct 2010?', 'head',
  'Express intent to meet or negotiate', t='Association of Southeast Asian Nations', time='in 2010-10-12',
  desc={'Association of Southeast Asian Nations': 'ASEAN'}, rw='expressed a wish to meet')
Q('equal', 'Which countries played host to the Iraqi legislature in 2007?', 'head',
  'Host a visit', t='Legislature (Iraq)', time='in 2007', country=True,
  desc={'Legislature (Iraq)': 'the Iraqi legislature'}, rw='played host to')
Q('equal', 'Who accused the Nigerian government in February 2014?', 'head',
  'Accuse', t='Government (Nigeria)', time='in 2014-02',
  desc={'Government (Nigeria)': 'the Nigerian government'}, rl='accused')
Q('equal', 'Who did police in Australia arrest in June 2010?', 'tail',
  'Arrest, detain, or charge with legal action', h='Police (Australia)', time='in 2010-06',
  desc={'Police (Australia)': 'police in Australia'}, rl='arrest')
Q('equal', 'Who sought diplomatic cooperation from the citizens of Thailand in April 2007?', 'head',
  'Appeal for diplomatic cooperation (such as policy support)', t='Citizen (Thailand)', time='in 2007-04',
  desc={'Citizen (Thailand)': 'the citizens of Thailand'}, rw='sought diplomatic cooperation from')
Q('equal', 'In March 2012, who made a request to the Egyptian police?', 'head',
  'Make an appeal or request', t='Police (Egypt)', time='in 2012-03',
  desc={'Police (Egypt)': 'the Egyptian police'}, rl='made a request')
Q('equal', 'Against whom did Israeli settlers commit acts of violence in March 2014?', 'tail',
  'Use unconventional violence', h='Settler (Israel)', time='in 2014-03',
  desc={'Settler (Israel)': 'Israeli settlers'}, rw='commit acts of violence')
Q('equal', 'In June 2007, who said they intended to meet the US Congress?', 'head',
  'Express intent to meet or negotiate', t='Congress (United States)', time='in 2007-06',
  desc={'Congress (United States)': 'the US Congress'}, rw='said they intended to meet')
Q('equal', 'Who made demands on the government of Pakistan in August 2014?', 'head',
  'Demand', t='Government (Pakistan)', time='in 2014-08',
  desc={'Government (Pakistan)': 'the government of Pakistan'}, rl='made demands')
Q('equal', 'Whom did AFP speak to by phone in January 2005?', 'tail',
  'Discuss by telephone', h='Agence France-Presse', time='in 2005-01',
  desc={'Agence France-Presse': 'AFP'}, rw='speak to by phone')
Q('equal', 'Who formally signed an agreement with Pakistan\'s government on October 5, 2007?', 'head',
  'Sign formal agreement', t='Government (Pakistan)', time='in 2007-10-05',
  desc={'Government (Pakistan)': "Pakistan's government"}, rw='formally signed an agreement with')
Q('equal', 'Who violently repressed Afghan protesters on 5 June 2007?', 'head',
  'Use tactics of violent repression', t='Protester (Afghanistan)', time='in 2007-06-05',
  desc={'Protester (Afghanistan)': 'Afghan protesters'}, rw='violently repressed')
Q('equal', 'With whom did the Bangladeshi prime minister hold negotiations on 14 June 2010?', 'tail',
  'Engage in negotiation', h='Head of Government (Bangladesh)', time='in 2010-06-14',
  desc={'Head of Government (Bangladesh)': 'the Bangladeshi prime minister'}, rl='negotiations')
Q('equal', 'Who took Afghan workers hostage on 27 October 2008?', 'head',
  'Abduct, hijack, or take hostage', t='Employee (Afghanistan)', time='in 2008-10-27',
  desc={'Employee (Afghanistan)': 'Afghan workers'}, rl='hostage')
Q('equal', 'On 10 December 2014, with whom did the Pentagon sign a formal agreement?', 'tail',
  'Sign formal agreement', h='Defense / Security Ministry (United States)', time='in 2014-12-10',
  desc={'Defense / Security Ministry (United States)': 'the Pentagon'}, rl='sign a formal agreement')
Q('equal', 'Who fought Thai soldiers with small arms and light weapons in February 2007?', 'head',
  'fight with small arms and light weapons', t='Military Personnel (Thailand)', time='in 2007-02',
  desc={'Military Personnel (Thailand)': 'Thai soldiers'}, rl='small arms and light weapons')
Q('equal', 'Who did Australian citizens threaten in 2009?', 'tail',
  'Threaten', h='Citizen (Australia)', time='in 2009',
  desc={'Citizen (Australia)': 'Australian citizens'}, rl='threaten')
Q('equal', 'Who used force against South Korean farm workers on 15 November 2005?', 'head',
  'Use conventional military force', t='Farm Worker (South Korea)', time='in 2005-11-15',
  desc={'Farm Worker (South Korea)': 'South Korean farm workers'}, rw='used force against')
Q('equal', 'Which country did the German finance ministry signal it was willing to negotiate with on 16 September 2015?', 'tail',
  'Express intent to meet or negotiate', h='Treasury/Finance Ministry (Germany)', time='in 2015-09-16', country=True,
  desc={'Treasury/Finance Ministry (Germany)': 'the German finance ministry'}, rw='signal it was willing to negotiate with')
Q('equal', 'Who did the UAE host in July 2006?', 'tail',
  'Host a visit', h='United Arab Emirates', time='in 2006-07',
  desc={'United Arab Emirates': 'the UAE'}, rl='host')
Q('equal', 'Which country received economic aid from the German government in August 2005?', 'tail',
  'Provide economic aid', h='Government (Germany)', time='in 2005-08', country=True,
  desc={'Government (Germany)': 'the German government'}, rw='received economic aid from')
Q('equal', 'Who rebuffed the UN Security Council in May 2008?', 'head',
  'Reject', t='UN Security Council', time='in 2008-05', rw='rebuffed')
Q('equal', 'Against whom did South Korean farm workers rally in 2005?', 'tail',
  'Demonstrate or rally', h='Farm Worker (South Korea)', time='in 2005',
  desc={'Farm Worker (South Korea)': 'South Korean farm workers'}, rl='rally')
Q('equal', 'Who paid a visit to Iran in August 2007?', 'head',
  'Make a visit', t='Iran', time='in 2007-08', rw='paid a visit to')
Q('equal', 'Who travelled to Japan in May 2010?', 'head',
  'Make a visit', t='Japan', time='in 2010-05', rw='travelled to')
Q('equal', 'Which country did the IMF commend in 2007?', 'tail',
  'Praise or endorse', h='International Monetary Fund', time='in 2007', country=True,
  desc={'International Monetary Fund': 'the IMF'}, rw='commend')
# time answers: the facts of (head, relation, tail) fall in exactly one period at the asked level
Q('equal', 'On what date did Saudi armed gangs abduct citizens of Saudi Arabia?', 'time:day',
  'Abduct, hijack, or take hostage', h='Armed Gang (Saudi Arabia)', t='Citizen (Saudi Arabia)',
  desc={'Armed Gang (Saudi Arabia)': 'Saudi armed gangs', 'Citizen (Saudi Arabia)': 'citizens of Saudi Arabia'}, rl='abduct')
Q('equal', 'When did Nepalese students voice their support for Sher Bahadur Deuba?', 'time:day',
  'Praise or endorse', h='Student (Nepal)', t='Sher Bahadur Deuba',
  desc={'Student (Nepal)': 'Nepalese students'}, rw='voice their support for')
Q('equal', 'In which year did Adrian Cioroianu express an intention to meet the United States Congress?', 'time:year',
  'Express intent to meet or negotiate', h='Adrian Cioroianu', t='Congress (United States)',
  desc={'Congress (United States)': 'the United States Congress'}, rw='express an intention to meet')
Q('equal', 'What was the date on which the Pakistani government detained women in Pakistan?', 'time:day',
  'Arrest, detain, or charge with legal action', h='Government (Pakistan)', t='Women (Pakistan)',
  desc={'Government (Pakistan)': 'the Pakistani government', 'Women (Pakistan)': 'women in Pakistan'}, rl='detained')
Q('equal', 'When did the German government give economic assistance to Laos?', 'time:day',
  'Provide economic aid', h='Government (Germany)', t='Laos',
  desc={'Government (Germany)': 'the German government'}, rw='give economic assistance to')
Q('equal', 'Could you tell me the exact month when the National Liberation Army expressed its intention to cooperate with the Colombian envoy?', 'time:month',
  'Express intent to cooperate', h='National Liberation Army', t='Envoy (Colombia)',
  desc={'Envoy (Colombia)': 'the Colombian envoy'}, rl='expressed its intention to cooperate')
Q('equal', "On which day did the IMF put a request to Fiji's defence ministry?", 'time:day',
  'Make an appeal or request', h='International Monetary Fund', t='Defense / Security Ministry (Fiji)',
  desc={'International Monetary Fund': 'the IMF', 'Defense / Security Ministry (Fiji)': "Fiji's defence ministry"}, rw='put a request to')
Q('equal', 'When did the UN Security Council condemn children in Uganda?', 'time:day',
  'Criticize or denounce', t='Children (Uganda)', h='UN Security Council',
  desc={'Children (Uganda)': 'children in Uganda'}, rw='condemn')
Q('equal', 'On what day did ISIL extremists use conventional military force against Syrian rebels?', 'time:day',
  'Use conventional military force', h='Extremist (Islamic State of Iraq and the Levant)', t='Armed Rebel (Syria)',
  desc={'Extremist (Islamic State of Iraq and the Levant)': 'ISIL extremists', 'Armed Rebel (Syria)': 'Syrian rebels'},
  rl='use conventional military force')
Q('equal', 'At what time did the US cabinet express an intention to negotiate with the African Union?', 'time:day',
  'Express intent to meet or negotiate', h='Cabinet / Council of Ministers / Advisors (United States)', t='African Union',
  desc={'Cabinet / Council of Ministers / Advisors (United States)': 'the US cabinet'}, rw='express an intention to negotiate with')
Q('equal', 'When did Thai citizens file a lawsuit against armed gangs in Thailand?', 'time:day',
  'Bring lawsuit against', h='Citizen (Thailand)', t='Armed Gang (Thailand)',
  desc={'Citizen (Thailand)': 'Thai citizens', 'Armed Gang (Thailand)': 'armed gangs in Thailand'}, rw='file a lawsuit against')
Q('equal', 'In which year did Thai citizens rally opposition against Thai MPs?', 'time:year',
  'Rally opposition against', h='Citizen (Thailand)', t='Member of Parliament (Thailand)',
  desc={'Citizen (Thailand)': 'Thai citizens', 'Member of Parliament (Thailand)': 'Thai MPs'}, rl='rally opposition against')
Q('equal', 'In what month did the Canadian police investigate Susan Fennell?', 'time:month',
  'Investigate', h='Police (Canada)', t='Susan Fennell',
  desc={'Police (Canada)': 'the Canadian police'}, rl='investigate')
Q('equal', "When did Romania receive a visit from Denmark's defence ministry?", 'time:day',
  'Host a visit', h='Romania', t='Defense / Security Ministry (Denmark)',
  desc={'Defense / Security Ministry (Denmark)': "Denmark's defence ministry"}, rw='receive a visit from')
Q('equal', 'In which year did the UN Security Council accuse the military of Guinea of human rights abuses?', 'time:year',
  'Accuse of human rights abuses', h='UN Security Council', t='Military (Guinea)',
  desc={'Military (Guinea)': 'the military of Guinea'}, rl='accuse')
Q('equal', 'In which year did armed gangs in Syria attack the military of Lebanon with unconventional violence?', 'time:year',
  'Use unconventional violence', h='Armed Gang (Syria)', t='Military (Lebanon)',
  desc={'Armed Gang (Syria)': 'armed gangs in Syria', 'Military (Lebanon)': 'the military of Lebanon'}, rl='unconventional violence')
Q('equal', "On what date did the Saudi royal court heap praise on Sheikh Hamad bin Isa al Khalifah?", 'time:day',
  'Praise or endorse', h='Royal Administration (Saudi Arabia)', t='Sheikh Hamad bin Isa al Khalifah',
  desc={'Royal Administration (Saudi Arabia)': 'the Saudi royal court'}, rw='heap praise on')
Q('equal', 'When was Mohamed Ben Omar tortured by the Sudanese police?', 'time:day',
  'Torture', h='Police (Sudan)', t='Mohamed Ben Omar',
  desc={'Police (Sudan)': 'the Sudanese police'}, rl='tortured by')
Q('equal', 'When did Bolivia expel members of the Bolivian military?', 'time:day',
  'Expel or deport individuals', h='Bolivia', t='Military (Bolivia)',
  desc={'Military (Bolivia)': 'members of the Bolivian military'}, rl='expel')
Q('equal', "In which month did Iraqi businesses deliver humanitarian aid to Iraq?", 'time:month',
  'Provide humanitarian aid', h='Business (Iraq)', t='Iraq',
  desc={'Business (Iraq)': 'Iraqi businesses'}, rw='deliver humanitarian aid to')
Q('equal', 'In which year did the Egyptian police torture Egyptian lawyers?', 'time:year',
  'Torture', h='Police (Egypt)', t='Lawyer/Attorney (Egypt)',
  desc={'Police (Egypt)': 'the Egyptian police', 'Lawyer/Attorney (Egypt)': 'Egyptian lawyers'}, rl='torture')
Q('equal', 'In what year did the military of Mali use conventional military force against Mauritanian citizens?', 'time:year',
  'Use conventional military force', h='Military (Mali)', t='Citizen (Mauritania)',
  desc={'Military (Mali)': 'the military of Mali', 'Citizen (Mauritania)': 'Mauritanian citizens'}, rl='use conventional military force')
Q('equal', 'In which year did Iran say it would release Afghan refugees?', 'time:year',
  'Express intent to release persons or property', h='Iran', t='Refugee (Afghanistan)',
  desc={'Refugee (Afghanistan)': 'Afghan refugees'}, rw='say it would release')
Q('equal', "Which year did Brazil's head of government travel to France?", 'time:year',
  'Make a visit', h='Head of Government (Brazil)', t='France',
  desc={'Head of Government (Brazil)': "Brazil's head of government"}, rw='travel to')
Q('equal', 'In which month did the US cabinet hold consultations with Fang Fenghui?', 'time:month',
  'Consult', h='Cabinet / Council of Ministers / Advisors (United States)', t='Fang Fenghui',
  desc={'Cabinet / Council of Ministers / Advisors (United States)': 'the US cabinet'}, rl='consultations')
Q('equal', 'When did Julia Gillard formally sign an agreement with Australian MPs? Give the month.', 'time:month',
  'Sign formal agreement', h='Julia Gillard', t='Member of Parliament (Australia)',
  desc={'Member of Parliament (Australia)': 'Australian MPs'}, rw='formally sign an agreement with')
Q('equal', 'Which year did Barack Obama express the intention to meet Belgian citizens?', 'time:year',
  'Express intent to meet or negotiate', h='Barack Obama', t='Citizen (Belgium)',
  desc={'Citizen (Belgium)': 'Belgian citizens'}, rw='express the intention to meet')
Q('equal', 'In which month did Mahmoud Abbas consult the legislature of Turkey?', 'time:month',
  'Consult', h='Mahmoud Abbas', t='Legislature (Turkey)',
  desc={'Legislature (Turkey)': 'the legislature of Turkey'}, rl='consult')
Q('equal', 'When did Rafael Correa confer with OPEC?', 'time:day',
  'Consult', h='Rafael Correa', t='Organization of Petroleum Exporting Countries',
  desc={'Organization of Petroleum Exporting Countries': 'OPEC'}, rw='confer with')
Q('equal', "In which month did the International Monetary Fund speak highly of South Korea?", 'time:month',
  'Praise or endorse', h='International Monetary Fund', t='South Korea', rw='speak highly of')
Q('equal', 'When did the US envoy enter into negotiations with the Lebanese foreign ministry?', 'time:day',
  'Engage in negotiation', h='Envoy (United States)', t='Foreign Affairs (Lebanon)',
  desc={'Envoy (United States)': 'the US envoy', 'Foreign Affairs (Lebanon)': 'the Lebanese foreign ministry'}, rl='negotiations')
Q('equal', "On what date did the prime minister of Portugal confer with Barack Obama?", 'time:day',
  'Consult', h='Head of Government (Portugal)', t='Barack Obama',
  desc={'Head of Government (Portugal)': 'the prime minister of Portugal'}, rw='confer with')


# =============================== before_after ===============================
Q('before_after', 'After 2011, whom did the Australian police set free?', 'tail',
  'Return, release person(s)', h='Police (Australia)', time='after 2011',
  desc={'Police (Australia)': 'the Australian police'}, rw='set free')
Q('before_after', 'Following 28 October 2010, to whom did Thai soldiers provide humanitarian aid?', 'tail',
  'Provide humanitarian aid', h='Military Personnel (Thailand)', time='after 2010-10-28',
  desc={'Military Personnel (Thailand)': 'Thai soldiers'}, rl='provide humanitarian aid')
Q('before_after', 'Prior to 15 May 2012, whom did villagers in India accuse?', 'tail',
  'Accuse', h='Villager (India)', time='before 2012-05-15',
  desc={'Villager (India)': 'villagers in India'}, rl='accuse')
Q('before_after', 'Who arrested Tanzanian students after November 2012?', 'head',
  'Arrest, detain, or charge with legal action', t='Student (Tanzania)', time='after 2012-11',
  desc={'Student (Tanzania)': 'Tanzanian students'}, rl='arrested')
Q('before_after', 'After June 2006, who drew criticism from Chinese journalists?', 'tail',
  'Criticize or denounce', h='Media Personnel (China)', time='after 2006-06',
  desc={'Media Personnel (China)': 'Chinese journalists'}, rw='drew criticism from')
Q('before_after', 'After July 2015, about whom did the citizens of Nigeria make optimistic comments?', 'tail',
  'Make optimistic comment', h='Citizen (Nigeria)', time='after 2015-07',
  desc={'Citizen (Nigeria)': 'the citizens of Nigeria'}, rl='make optimistic comments')
Q('before_after', 'Before 2009, to whom did Australian journalists make appeals?', 'tail',
  'Make an appeal or request', h='Media Personnel (Australia)', time='before 2009',
  desc={'Media Personnel (Australia)': 'Australian journalists'}, rl='make appeals')
Q('before_after', 'Before 22 October 2014, against whom did Ukrainian rebels use unconventional violence?', 'tail',
  'Use unconventional violence', h='Armed Rebel (Ukraine)', time='before 2014-10-22',
  desc={'Armed Rebel (Ukraine)': 'Ukrainian rebels'}, rl='use unconventional violence')
Q('before_after', 'Whom did the Sudanese police take into custody after 2014?', 'tail',
  'Arrest, detain, or charge with legal action', h='Police (Sudan)', time='after 2014',
  desc={'Police (Sudan)': 'the Sudanese police'}, rw='take into custody')
Q('before_after', 'Before 2007, who used conventional military force against the citizens of Uganda?', 'head',
  'Use conventional military force', t='Citizen (Uganda)', time='before 2007',
  desc={'Citizen (Uganda)': 'the citizens of Uganda'}, rl='used conventional military force')
Q('before_after', 'After 25 June 2008, who did the Indonesian police crack down on violently?', 'tail',
  'Use tactics of violent repression', h='Police (Indonesia)', time='after 2008-06-25',
  desc={'Police (Indonesia)': 'the Indonesian police'}, rw='crack down on violently')
Q('before_after', 'Who took Afghan workers hostage before 2008?', 'head',
  'Abduct, hijack, or take hostage', t='Employee (Afghanistan)', time='before 2008',
  desc={'Employee (Afghanistan)': 'Afghan workers'}, rl='hostage')
Q('before_after', 'Who turned down Human Rights Watch after 2011?', 'head',
  'Reject', t='Human Rights Watch', time='after 2011', rw='turned down')
Q('before_after', 'Who leveled accusations at the Sudanese government before 26 January 2006?', 'head',
  'Accuse', t='Government (Sudan)', time='before 2006-01-26',
  desc={'Government (Sudan)': 'the Sudanese government'}, rw='leveled accusations at')
Q('before_after', 'After 17 February 2008, who attacked Palestinian armed gangs with conventional military force?', 'head',
  'Use conventional military force', t='Armed Gang (Palestinian Territory, Occupied)', time='after 2008-02-17',
  desc={'Armed Gang (Palestinian Territory, Occupied)': 'Palestinian armed gangs'}, rl='conventional military force')
Q('before_after', 'Which countries declared an intention to cooperate with ASEAN after 2011?', 'head',
  'Express intent to cooperate', t='Association of Southeast Asian Nations', time='after 2011', country=True,
  desc={'Association of Southeast Asian Nations': 'ASEAN'}, rw='declared an intention to cooperate with')
Q('before_after', 'Before June 2007, whom did Kenyan police release?', 'tail',
  'Return, release person(s)', h='Police (Kenya)', time='before 2007-06',
  desc={'Police (Kenya)': 'Kenyan police'}, rl='release')
Q('before_after', 'Since April 2014, about whom have Australian lawyers voiced pessimism?', 'tail',
  'Make pessimistic comment', h='Lawyer/Attorney (Australia)', time='since 2014-04',
  desc={'Lawyer/Attorney (Australia)': 'Australian lawyers'}, rw='voiced pessimism')
Q('before_after', 'Whom did British lawyers investigate after 13 September 2007?', 'tail',
  'Investigate', h='Lawyer/Attorney (United Kingdom)', time='after 2007-09-13',
  desc={'Lawyer/Attorney (United Kingdom)': 'British lawyers'}, rl='investigate')
Q('before_after', 'Before December 2005, who denounced José Dirceu de Oliveira e Silva?', 'head',
  'Criticize or denounce', t='José Dirceu de Oliveira e Silva', time='before 2005-12', rl='denounced')
Q('before_after', 'Who did the Australian police make demands of after March 2012?', 'tail',
  'Demand', h='Police (Australia)', time='after 2012-03',
  desc={'Police (Australia)': 'the Australian police'}, rl='make demands')
Q('before_after', 'After 26 November 2014, who arrested citizens of Mauritania?', 'head',
  'Arrest, detain, or charge with legal action', t='Citizen (Mauritania)', time='after 2014-11-26',
  desc={'Citizen (Mauritania)': 'citizens of Mauritania'}, rl='arrested')
Q('before_after', 'With whom had the Nigerian government signed formal agreements before 2011?', 'tail',
  'Sign formal agreement', h='Government (Nigeria)', time='before 2011',
  desc={'Government (Nigeria)': 'the Nigerian government'}, rl='signed formal agreements')
Q('before_after', 'After March 2013, against whom did the Mexican military deploy conventional force?', 'tail',
  'Use conventional military force', h='Military (Mexico)', time='after 2013-03',
  desc={'Military (Mexico)': 'the Mexican military'}, rw='deploy conventional force')
Q('before_after', 'Who killed Ugandan citizens by physical assault after 2009?', 'head',
  'Kill by physical assault', t='Citizen (Uganda)', time='after 2009',
  desc={'Citizen (Uganda)': 'Ugandan citizens'}, rl='killed')
Q('before_after', 'Prior to November 2009, who criticised Newin Chidchob?', 'head',
  'Criticize or denounce', t='Newin Chidchob', time='before 2009-11', rl='criticised')
Q('before_after', 'Before 2006, whom did armed gangs in South Africa fight with small arms?', 'tail',
  'fight with small arms and light weapons', h='Armed Gang (South Africa)', time='before 2006',
  desc={'Armed Gang (South Africa)': 'armed gangs in South Africa'}, rl='small arms')
Q('before_after', 'Since February 2014, by whom have Indian fishermen been arrested?', 'head',
  'Arrest, detain, or charge with legal action', t='Fishermen (India)', time='since 2014-02',
  desc={'Fishermen (India)': 'Indian fishermen'}, rl='arrested')
Q('before_after', 'Before September 2005, whom did Australian citizens threaten?', 'tail',
  'Threaten', h='Citizen (Australia)', time='before 2005-09',
  desc={'Citizen (Australia)': 'Australian citizens'}, rl='threaten')
Q('before_after', 'Before December 2005, whom did ASEAN express an interest in meeting?', 'tail',
  'Express intent to meet or negotiate', h='Association of Southeast Asian Nations', time='before 2005-12',
  desc={'Association of Southeast Asian Nations': 'ASEAN'}, rw='express an interest in meeting')
Q('before_after', 'After 2 May 2014, who used unconventional violence against the AU?', 'head',
  'Use unconventional violence', t='African Union', time='after 2014-05-02',
  desc={'African Union': 'the AU'}, rl='used unconventional violence')
Q('before_after', 'Who sought to negotiate with the African Union prior to 2 June 2005?', 'head',
  'Express intent to meet or negotiate', t='African Union', time='before 2005-06-02', rw='sought to negotiate with')
Q('before_after', 'To whom did Thai protesters appeal before 19 February 2014?', 'tail',
  'Make an appeal or request', h='Protester (Thailand)', time='before 2014-02-19',
  desc={'Protester (Thailand)': 'Thai protesters'}, rl='appeal')
Q('before_after', 'After October 2015, who asked the citizens of Nigeria for diplomatic cooperation?', 'head',
  'Appeal for diplomatic cooperation (such as policy support)', t='Citizen (Nigeria)', time='after 2015-10',
  desc={'Citizen (Nigeria)': 'the citizens of Nigeria'}, rw='asked the citizens of Nigeria for diplomatic cooperation')
Q('before_after', 'After 16 June 2009, to whom did the Italian foreign ministry address requests?', 'tail',
  'Make an appeal or request', h='Foreign Affairs (Italy)', time='after 2009-06-16',
  desc={'Foreign Affairs (Italy)': 'the Italian foreign ministry'}, rw='address requests')
Q('before_after', 'After 16 June 2005, who came under investigation by the Ethiopian police?', 'tail',
  'Investigate', h='Police (Ethiopia)', time='after 2005-06-16',
  desc={'Police (Ethiopia)': 'the Ethiopian police'}, rw='came under investigation by')
Q('before_after', 'Who said they wanted to negotiate with Pakistani rebels before April 2008?', 'head',
  'Express intent to meet or negotiate', t='Armed Rebel (Pakistan)', time='before 2008-04',
  desc={'Armed Rebel (Pakistan)': 'Pakistani rebels'}, rw='said they wanted to negotiate with')
Q('before_after', 'To whom did the Nigerian government deliver humanitarian aid after March 2009?', 'tail',
  'Provide humanitarian aid', h='Government (Nigeria)', time='after 2009-03',
  desc={'Government (Nigeria)': 'the Nigerian government'}, rw='deliver humanitarian aid')
Q('before_after', 'After 2014, to whom did Nigerian Muslims make appeals?', 'tail',
  'Make an appeal or request', h='Muslim (Nigeria)', time='after 2014',
  desc={'Muslim (Nigeria)': 'Nigerian Muslims'}, rl='make appeals')
Q('before_after', 'Before 2008, about whom did the Indian prime minister express pessimism?', 'tail',
  'Make pessimistic comment', h='Head of Government (India)', time='before 2008',
  desc={'Head of Government (India)': 'the Indian prime minister'}, rw='express pessimism')
Q('before_after', 'After 19 January 2009, who detained British Muslims?', 'head',
  'Arrest, detain, or charge with legal action', t='Muslim (United Kingdom)', time='after 2009-01-19',
  desc={'Muslim (United Kingdom)': 'British Muslims'}, rl='detained')
Q('before_after', 'Before July 2012, who issued threats against Thai protesters?', 'head',
  'Threaten', t='Protester (Thailand)', time='before 2012-07',
  desc={'Protester (Thailand)': 'Thai protesters'}, rl='threats')
Q('before_after', 'Before 29 December 2014, who appealed to Greek lawmakers?', 'head',
  'Make an appeal or request', t='Lawmaker (Greece)', time='before 2014-12-29',
  desc={'Lawmaker (Greece)': 'Greek lawmakers'}, rl='appealed')
Q('before_after', 'Who hosted the Kuomintang before August 2013?', 'head',
  'Host a visit', t='Kuomintang', time='before 2013-08', rl='hosted')
Q('before_after', 'After 2010, with whom did Australian MPs express a desire to meet?', 'tail',
  'Express intent to meet or negotiate', h='Member of Parliament (Australia)', time='after 2010',
  desc={'Member of Parliament (Australia)': 'Australian MPs'}, rw='express a desire to meet')
Q('before_after', 'Before 2006, who received praise from the Iraqi legislature?', 'tail',
  'Praise or endorse', h='Legislature (Iraq)', time='before 2006',
  desc={'Legislature (Iraq)': 'the Iraqi legislature'}, rw='received praise from')
Q('before_after', 'Before 31 October 2007, whom did British lawmakers denounce?', 'tail',
  'Criticize or denounce', h='Lawmaker (United Kingdom)', time='before 2007-10-31',
  desc={'Lawmaker (United Kingdom)': 'British lawmakers'}, rl='denounce')
Q('before_after', 'Before 2008, against whom did Kenyan police use tactics of violent repression?', 'tail',
  'Use tactics of violent repression', h='Police (Kenya)', time='before 2008',
  desc={'Police (Kenya)': 'Kenyan police'}, rl='use tactics of violent repression')
Q('before_after', 'Who negotiated with Isaias Afewerki before 2006?', 'head',
  'Engage in negotiation', t='Isaias Afewerki', time='before 2006', rl='negotiated')
Q('before_after', 'Before 2013, who spoke favourably of the US envoy?', 'head',
  'Praise or endorse', t='Envoy (United States)', time='before 2013',
  desc={'Envoy (United States)': 'the US envoy'}, rw='spoke favourably of')
Q('before_after', 'Before March 2005, who accused the citizens of Australia?', 'head',
  'Accuse', t='Citizen (Australia)', time='before 2005-03',
  desc={'Citizen (Australia)': 'the citizens of Australia'}, rl='accused')
Q('before_after', 'Prior to October 2013, about whom were Chinese journalists upbeat?', 'tail',
  'Make optimistic comment', h='Media Personnel (China)', time='before 2013-10',
  desc={'Media Personnel (China)': 'Chinese journalists'}, rw='upbeat')
Q('before_after', 'After 1 March 2013, who arrested criminals in Israel?', 'head',
  'Arrest, detain, or charge with legal action', t='Criminal (Israel)', time='after 2013-03-01',
  desc={'Criminal (Israel)': 'criminals in Israel'}, rl='arrested')
Q('before_after', 'Who released Australian citizens after 2014?', 'head',
  'Return, release person(s)', t='Citizen (Australia)', time='after 2014',
  desc={'Citizen (Australia)': 'Australian citizens'}, rl='released')
# time answers: the matching facts before/after the period fall in one period at the asked level
Q('before_after', 'After October 2010, in which month did Thai soldiers give humanitarian aid to Thai citizens?', 'time:month',
  'Provide humanitarian aid', h='Military Personnel (Thailand)', t='Citizen (Thailand)', time='after 2010-10',
  desc={'Military Personnel (Thailand)': 'Thai soldiers', 'Citizen (Thailand)': 'Thai citizens'}, rw='give humanitarian aid to')
Q('before_after', 'In which month after 2006 did Chinese journalists criticise Japan?', 'time:month',
  'Criticize or denounce', h='Media Personnel (China)', t='Japan', time='after 2006',
  desc={'Media Personnel (China)': 'Chinese journalists'}, rl='criticise')
Q('before_after', 'After 14 June 2012, in which month did the US cabinet negotiate with Nasser Judeh?', 'time:month',
  'Engage in negotiation', h='Cabinet / Council of Ministers / Advisors (United States)', t='Nasser Judeh', time='after 2012-06-14',
  desc={'Cabinet / Council of Ministers / Advisors (United States)': 'the US cabinet'}, rl='negotiate')
Q('before_after', 'Before 2009, in what month did women in Australia make accusations against criminals in Australia?', 'time:month',
  'Accuse', h='Women (Australia)', t='Criminal (Australia)', time='before 2009',
  desc={'Women (Australia)': 'women in Australia', 'Criminal (Australia)': 'criminals in Australia'}, rw='make accusations against')
Q('before_after', 'In which month after 4 October 2013 did the Sudanese police impose administrative sanctions on Sudanese citizens?', 'time:month',
  'Impose administrative sanctions', h='Police (Sudan)', t='Citizen (Sudan)', time='after 2013-10-04',
  desc={'Police (Sudan)': 'the Sudanese police', 'Citizen (Sudan)': 'Sudanese citizens'}, rl='impose administrative sanctions')
Q('before_after', 'Prior to 14 February 2011, in which year did the Cambodian police impose administrative sanctions on Cambodia?', 'time:year',
  'Impose administrative sanctions', h='Police (Cambodia)', t='Cambodia', time='before 2011-02-14',
  desc={'Police (Cambodia)': 'the Cambodian police'}, rl='impose administrative sanctions')
Q('before_after', 'Before 2012, in which year did the South African judiciary reject the South African government?', 'time:year',
  'Reject', h='Member of the Judiciary (South Africa)', t='Government (South Africa)', time='before 2012',
  desc={'Member of the Judiciary (South Africa)': 'the South African judiciary', 'Government (South Africa)': 'the South African government'}, rl='reject')
Q('before_after', 'Could you tell me the month before 2015 when Muhammadu Buhari rejected the Nigerian citizens?', 'time:month',
  'Reject', h='Muhammadu Buhari', t='Citizen (Nigeria)', time='before 2015',
  desc={'Citizen (Nigeria)': 'the Nigerian citizens'}, rl='rejected')
Q('before_after', 'After 2013, in which month did Australian citizens denounce Australian medical staff?', 'time:month',
  'Criticize or denounce', h='Citizen (Australia)', t='Medical Personnel (Australia)', time='after 2013',
  desc={'Citizen (Australia)': 'Australian citizens', 'Medical Personnel (Australia)': 'Australian medical staff'}, rl='denounce')
Q('before_after', 'In what year after 12 October 2011 did the IDF use conventional military force against the Egyptian police?', 'time:year',
  'Use conventional military force', h='Israeli Defense Forces', t='Police (Egypt)', time='after 2011-10-12',
  desc={'Israeli Defense Forces': 'the IDF', 'Police (Egypt)': 'the Egyptian police'}, rl='use conventional military force')
Q('before_after', 'After December 2013, in which month did Japan express an intention to cooperate economically with ASEAN?', 'time:month',
  'Express intent to cooperate economically', h='Japan', t='Association of Southeast Asian Nations', time='after 2013-12',
  desc={'Association of Southeast Asian Nations': 'ASEAN'}, rl='intention to cooperate economically')
Q('before_after', 'On what date after 6 June 2012 did the Security Council praise Sudan?', 'time:day',
  'Praise or endorse', h='UN Security Council', t='Sudan', time='after 2012-06-06',
  desc={'UN Security Council': 'the Security Council'}, rl='praise')
Q('before_after', "Before 16 July 2005, on what day did Bangladesh's prime minister visit Japan?", 'time:day',
  'Make a visit', h='Head of Government (Bangladesh)', t='Japan', time='before 2005-07-16',
  desc={'Head of Government (Bangladesh)': "Bangladesh's prime minister"}, rl='visit')
Q('before_after', "In which year before 11 August 2009 did Singapore's foreign ministry express its intention to meet China?", 'time:year',
  'Express intent to meet or negotiate', h='Foreign Affairs (Singapore)', t='China', time='before 2009-08-11',
  desc={'Foreign Affairs (Singapore)': "Singapore's foreign ministry"}, rl='express its intention to meet')
Q('before_after', 'After 20 July 2005, in which year did Tony Blair hold consultations with British Muslims?', 'time:year',
  'Consult', h='Tony Blair', t='Muslim (United Kingdom)', time='after 2005-07-20',
  desc={'Muslim (United Kingdom)': 'British Muslims'}, rl='consultations')
Q('before_after', 'After 30 August 2010, in which year did Benjamin Netanyahu make a request to the Israeli army?', 'time:year',
  'Make an appeal or request', h='Benjamin Netanyahu', t='Israeli Defense Forces',
  time='after 2010-08-30', desc={'Israeli Defense Forces': 'the Israeli army'}, rl='make a request')
Q('before_after', 'Before 4 July 2014, in which year did Nigerian medical staff criticise the government of Nigeria?', 'time:year',
  'Criticize or denounce', h='Medical Personnel (Nigeria)', t='Government (Nigeria)', time='before 2014-07-04',
  desc={'Medical Personnel (Nigeria)': 'Nigerian medical staff', 'Government (Nigeria)': 'the government of Nigeria'}, rl='criticise')
Q('before_after', 'On which day after June 2010 did Thai citizens make an appeal to the National United Front for Democracy Against Dictatorship?', 'time:day',
  'Make an appeal or request', h='Citizen (Thailand)', t='National United Front for Democracy Against Dictatorship', time='after 2010-06',
  desc={'Citizen (Thailand)': 'Thai citizens'}, rl='make an appeal')
Q('before_after', 'After October 2010, when did Vietnam play host to ASEAN?', 'time:day',
  'Host a visit', h='Vietnam', t='Association of Southeast Asian Nations', time='after 2010-10',
  desc={'Association of Southeast Asian Nations': 'ASEAN'}, rw='play host to')
Q('before_after', 'Before January 2008, on what date did the Malaysian police consult Malaysian lawyers?', 'time:day',
  'Consult', h='Police (Malaysia)', t='Lawyer/Attorney (Malaysia)', time='before 2008-01',
  desc={'Police (Malaysia)': 'the Malaysian police', 'Lawyer/Attorney (Malaysia)': 'Malaysian lawyers'}, rl='consult')


# =============================== first_last ===============================
# entity answers: every counterpart on the first / last day of the matching facts
Q('first_last', 'Who were the last people the Australian police released?', 'tail',
  'Return, release person(s)', h='Police (Australia)', ext='last',
  desc={'Police (Australia)': 'the Australian police'}, rl='released')
Q('first_last', "Who was the first to consult France's foreign ministry?", 'head',
  'Consult', t='Foreign Affairs (France)', ext='first',
  desc={'Foreign Affairs (France)': "France's foreign ministry"}, rl='consult')
Q('first_last', 'Against whom did South Korean farm workers most recently stage a rally?', 'tail',
  'Demonstrate or rally', h='Farm Worker (South Korea)', ext='last',
  desc={'Farm Worker (South Korea)': 'South Korean farm workers'}, rw='stage a rally')
Q('first_last', 'Who was the first to abduct Saudi citizens?', 'head',
  'Abduct, hijack, or take hostage', t='Citizen (Saudi Arabia)', ext='first',
  desc={'Citizen (Saudi Arabia)': 'Saudi citizens'}, rl='abduct')
Q('first_last', 'Whom did the Mexican military first use conventional military force against?', 'tail',
  'Use conventional military force', h='Military (Mexico)', ext='first',
  desc={'Military (Mexico)': 'the Mexican military'}, rl='use conventional military force')
Q('first_last', 'Which country did the Zimbabwean foreign ministry praise most recently?', 'tail',
  'Praise or endorse', h='Foreign Affairs (Zimbabwe)', ext='last', country=True,
  desc={'Foreign Affairs (Zimbabwe)': 'the Zimbabwean foreign ministry'}, rl='praise')
Q('first_last', 'Who were the first people villagers in India accused?', 'tail',
  'Accuse', h='Villager (India)', ext='first',
  desc={'Villager (India)': 'villagers in India'}, rl='accused')
Q('first_last', 'Who was the last to detain Tanzanian students?', 'head',
  'Arrest, detain, or charge with legal action', t='Student (Tanzania)', ext='last',
  desc={'Student (Tanzania)': 'Tanzanian students'}, rl='detain')
Q('first_last', 'Whom did Chinese journalists denounce last?', 'tail',
  'Criticize or denounce', h='Media Personnel (China)', ext='last',
  desc={'Media Personnel (China)': 'Chinese journalists'}, rl='denounce')
Q('first_last', 'Which country was the first that German businesses cooperated with economically?', 'tail',
  'Cooperate economically', h='Business (Germany)', ext='first', country=True,
  desc={'Business (Germany)': 'German businesses'}, rl='cooperated with economically')
Q('first_last', 'Who was the first to make demands of the citizens of Nigeria?', 'head',
  'Demand', t='Citizen (Nigeria)', ext='first',
  desc={'Citizen (Nigeria)': 'the citizens of Nigeria'}, rl='make demands')
Q('first_last', 'Which country did ASEAN visit first?', 'tail',
  'Make a visit', h='Association of Southeast Asian Nations', ext='first', country=True,
  desc={'Association of Southeast Asian Nations': 'ASEAN'}, rl='visit')
Q('first_last', 'Who was the first to express an intention to meet with ASEAN?', 'head',
  'Express intent to meet or negotiate', t='Association of Southeast Asian Nations', ext='first',
  desc={'Association of Southeast Asian Nations': 'ASEAN'}, rw='express an intention to meet with')
Q('first_last', 'Who was the last to receive a visit from the Iraqi legislature?', 'head',
  'Host a visit', t='Legislature (Iraq)', ext='last',
  desc={'Legislature (Iraq)': 'the Iraqi legislature'}, rw='receive a visit from')
Q('first_last', 'Who did the Turkish authorities first arrest?', 'tail',
  'Arrest, detain, or charge with legal action', h='Other Authorities / Officials (Turkey)', ext='first',
  desc={'Other Authorities / Officials (Turkey)': 'the Turkish authorities'}, rl='arrest')
Q('first_last', 'Who was the first to threaten the citizens of Uganda?', 'head',
  'Threaten', t='Citizen (Uganda)', ext='first',
  desc={'Citizen (Uganda)': 'the citizens of Uganda'}, rl='threaten')
Q('first_last', 'Who first made a request to the Egyptian police?', 'head',
  'Make an appeal or request', t='Police (Egypt)', ext='first',
  desc={'Police (Egypt)': 'the Egyptian police'}, rl='made a request')
Q('first_last', 'Who was the first to open fire on Indian fishermen with conventional military force?', 'head',
  'Use conventional military force', t='Fishermen (India)', ext='first',
  desc={'Fishermen (India)': 'Indian fishermen'}, rl='conventional military force')
Q('first_last', 'Against whom did Israeli settlers first commit unconventional violence?', 'tail',
  'Use unconventional violence', h='Settler (Israel)', ext='first',
  desc={'Settler (Israel)': 'Israeli settlers'}, rl='unconventional violence')
Q('first_last', 'Who was the first to tell the US Congress they wanted to meet?', 'head',
  'Express intent to meet or negotiate', t='Congress (United States)', ext='first',
  desc={'Congress (United States)': 'the US Congress'}, rw='tell the US Congress they wanted to meet')
Q('first_last', 'Who was the last to make a demand of the Pakistani government?', 'head',
  'Demand', t='Government (Pakistan)', ext='last',
  desc={'Government (Pakistan)': 'the Pakistani government'}, rl='make a demand')
Q('first_last', 'Whom did AFP phone first?', 'tail',
  'Discuss by telephone', h='Agence France-Presse', ext='first',
  desc={'Agence France-Presse': 'AFP'}, rw='phone')
Q('first_last', 'Who was the first to sign a formal agreement with the Pakistani government?', 'head',
  'Sign formal agreement', t='Government (Pakistan)', ext='first',
  desc={'Government (Pakistan)': 'the Pakistani government'}, rl='sign a formal agreement')
Q('first_last', 'Who was the last to investigate Angola?', 'head',
  'Investigate', t='Angola', ext='last', rl='investigate')
Q('first_last', 'Which country was the first to receive economic aid from the German government?', 'tail',
  'Provide economic aid', h='Government (Germany)', ext='first', country=True,
  desc={'Government (Germany)': 'the German government'}, rw='receive economic aid from')
Q('first_last', 'Who was the first to be turned down by the UN Security Council?', 'tail',
  'Reject', h='UN Security Council', ext='first', rw='turned down by')
Q('first_last', 'Who was the most recent to speak by phone with AFP?', 'head',
  'Discuss by telephone', t='Agence France-Presse', ext='last',
  desc={'Agence France-Presse': 'AFP'}, rw='speak by phone with')
Q('first_last', 'Which country was the first to appeal to the UN Security Council?', 'head',
  'Make an appeal or request', t='UN Security Council', ext='first', country=True, rl='appeal')
Q('first_last', 'Which country did Afghan refugees first travel to?', 'tail',
  'Make a visit', h='Refugee (Afghanistan)', ext='first', country=True,
  desc={'Refugee (Afghanistan)': 'Afghan refugees'}, rw='travel to')
Q('first_last', 'Which country was the first to fight the Cambodian military with conventional military force?', 'head',
  'Use conventional military force', t='Military (Cambodia)', ext='first', country=True,
  desc={'Military (Cambodia)': 'the Cambodian military'}, rl='conventional military force')
Q('first_last', 'Which country was the first to be accused of human rights abuses by Human Rights Watch?', 'tail',
  'Accuse of human rights abuses', h='Human Rights Watch', ext='first', country=True, rl='accused of human rights abuses')
Q('first_last', 'Which was the last country to which Chuck Hagel paid a visit?', 'tail',
  'Make a visit', h='Chuck Hagel', ext='last', country=True, rw='paid a visit')
# time answers: the first / last day of the matching facts, at the asked level
Q('first_last', 'When did the Kenyan police first arrest Kenyan students?', 'time:day',
  'Arrest, detain, or charge with legal action', h='Police (Kenya)', t='Student (Kenya)', ext='first',
  desc={'Police (Kenya)': 'the Kenyan police', 'Student (Kenya)': 'Kenyan students'}, rl='arrest')
Q('first_last', 'In which year did the US envoy last travel to Sudan?', 'time:year',
  'Make a visit', h='Envoy (United States)', t='Sudan', ext='last',
  desc={'Envoy (United States)': 'the US envoy'}, rw='travel to')
Q('first_last', 'When did Angela Merkel pay her first visit to China?', 'time:day',
  'Make a visit', h='Angela Merkel', t='China', ext='first', rw='pay her first visit to')
Q('first_last', 'In what month did Xi Jinping first go to South Korea?', 'time:month',
  'Make a visit', h='Xi Jinping', t='South Korea', ext='first', rw='go to')
Q('first_last', 'In which year did Mahmoud Ahmadinejad make his last visit to Iraq?', 'time:year',
  'Make a visit', h='Mahmoud Ahmadinejad', t='Iraq', ext='last', rl='make his last visit')
Q('first_last', 'When did Japan last sign a formal agreement with Vietnam?', 'time:day',
  'Sign formal agreement', h='Japan', t='Vietnam', ext='last', rl='sign a formal agreement')
Q('first_last', 'When did the IMF last speak approvingly of Romania?', 'time:day',
  'Praise or endorse', h='International Monetary Fund', t='Romania', ext='last',
  desc={'International Monetary Fund': 'the IMF'}, rw='speak approvingly of')
Q('first_last', 'In what year did the prime minister of Egypt last visit Qatar?', 'time:year',
  'Make a visit', h='Head of Government (Egypt)', t='Qatar', ext='last',
  desc={'Head of Government (Egypt)': 'the prime minister of Egypt'}, rl='visit')
Q('first_last', 'When did the Security Council first impose sanctions on Iran?', 'time:day',
  'Impose embargo, boycott, or sanctions', h='UN Security Council', t='Iran', ext='first',
  desc={'UN Security Council': 'the Security Council'}, rl='impose sanctions')
Q('first_last', 'In which month did China last provide humanitarian aid to Cambodia?', 'time:month',
  'Provide humanitarian aid', h='China', t='Cambodia', ext='last', rl='provide humanitarian aid')
Q('first_last', 'When was Wen Jiabao\'s first trip to Japan?', 'time:day',
  'Make a visit', h='Wen Jiabao', t='Japan', ext='first', rw='first trip to')
Q('first_last', 'In which month did Thai soldiers first hand out humanitarian aid to Thai citizens?', 'time:month',
  'Provide humanitarian aid', h='Military Personnel (Thailand)', t='Citizen (Thailand)', ext='first',
  desc={'Military Personnel (Thailand)': 'Thai soldiers', 'Citizen (Thailand)': 'Thai citizens'}, rw='hand out humanitarian aid to')
Q('first_last', 'When did villagers in India first accuse Indian men?', 'time:day',
  'Accuse', h='Villager (India)', t='Men (India)', ext='first',
  desc={'Villager (India)': 'villagers in India', 'Men (India)': 'Indian men'}, rl='accuse')
Q('first_last', 'In which month did Chinese journalists last criticise Japan?', 'time:month',
  'Criticize or denounce', h='Media Personnel (China)', t='Japan', ext='last',
  desc={'Media Personnel (China)': 'Chinese journalists'}, rl='criticise')
Q('first_last', 'In what year did the Iraqi state last hold consultations with the Iraqi legislature?', 'time:year',
  'Consult', h='Iraq', t='Legislature (Iraq)', ext='last',
  desc={'Iraq': 'the Iraqi state', 'Legislature (Iraq)': 'the Iraqi legislature'}, rl='consultations')
Q('first_last', 'When did Abhisit Vejjajiva first say he wanted to meet ASEAN?', 'time:day',
  'Express intent to meet or negotiate', h='Abhisit Vejjajiva', t='Association of Southeast Asian Nations', ext='first',
  desc={'Association of Southeast Asian Nations': 'ASEAN'}, rw='say he wanted to meet')
Q('first_last', 'When did Australian journalists first make an appeal to Australian citizens?', 'time:day',
  'Make an appeal or request', h='Media Personnel (Australia)', t='Citizen (Australia)', ext='first',
  desc={'Media Personnel (Australia)': 'Australian journalists', 'Citizen (Australia)': 'Australian citizens'}, rl='make an appeal')
Q('first_last', 'In which year did Palestinian armed gangs first take members of the IDF hostage?', 'time:year',
  'Abduct, hijack, or take hostage', h='Armed Gang (Palestinian Territory, Occupied)', t='Israeli Defense Forces', ext='first',
  desc={'Armed Gang (Palestinian Territory, Occupied)': 'Palestinian armed gangs', 'Israeli Defense Forces': 'the IDF'}, rl='hostage')
Q('first_last', 'In which month did Israeli settlers first use unconventional violence against Palestinian children?', 'time:month',
  'Use unconventional violence', h='Settler (Israel)', t='Children (Palestinian Territory, Occupied)', ext='first',
  desc={'Settler (Israel)': 'Israeli settlers', 'Children (Palestinian Territory, Occupied)': 'Palestinian children'}, rl='unconventional violence')
Q('first_last', 'When did AFP first speak to Thai governors on the telephone?', 'time:day',
  'Discuss by telephone', h='Agence France-Presse', t='Governor (Thailand)', ext='first',
  desc={'Agence France-Presse': 'AFP', 'Governor (Thailand)': 'Thai governors'}, rw='speak to Thai governors on the telephone')
Q('first_last', 'When did Afghan special forces first use conventional military force against Afghan rebels?', 'time:day',
  'Use conventional military force', h='Military Personnel - Special (Afghanistan)', t='Armed Rebel (Afghanistan)', ext='first',
  desc={'Military Personnel - Special (Afghanistan)': 'Afghan special forces', 'Armed Rebel (Afghanistan)': 'Afghan rebels'}, rl='conventional military force')
Q('first_last', 'In what year did the Sudanese police last arrest criminals in Sudan?', 'time:year',
  'Arrest, detain, or charge with legal action', h='Police (Sudan)', t='Criminal (Sudan)', ext='last',
  desc={'Police (Sudan)': 'the Sudanese police', 'Criminal (Sudan)': 'criminals in Sudan'}, rl='arrest')
Q('first_last', 'In which month did Nigerian citizens most recently appeal to Bukola Saraki?', 'time:month',
  'Make an appeal or request', h='Citizen (Nigeria)', t='Bukola Saraki', ext='last',
  desc={'Citizen (Nigeria)': 'Nigerian citizens'}, rl='appeal')
Q('first_last', 'On what date did the Taliban militants first kidnap Afghan workers?', 'time:day',
  'Abduct, hijack, or take hostage', h='Militant (Taliban)', t='Employee (Afghanistan)', ext='first',
  desc={'Militant (Taliban)': 'the Taliban militants', 'Employee (Afghanistan)': 'Afghan workers'}, rw='kidnap')
Q('first_last', 'In which month did Ugandan police first resort to military force against Ugandan citizens?', 'time:month',
  'Use conventional military force', h='Police (Uganda)', t='Citizen (Uganda)', ext='first',
  desc={'Police (Uganda)': 'Ugandan police', 'Citizen (Uganda)': 'Ugandan citizens'}, rw='resort to military force against')
Q('first_last', 'When did Nigerian citizens last accuse Murtala Nyako?', 'time:day',
  'Accuse', h='Citizen (Nigeria)', t='Murtala Nyako', ext='last',
  desc={'Citizen (Nigeria)': 'Nigerian citizens'}, rl='accuse')
Q('first_last', 'When did the Nigerian government last commend Nigerian farm workers?', 'time:day',
  'Praise or endorse', h='Government (Nigeria)', t='Farm Worker (Nigeria)', ext='last',
  desc={'Government (Nigeria)': 'the Nigerian government', 'Farm Worker (Nigeria)': 'Nigerian farm workers'}, rw='commend')
Q('first_last', 'On what date did the UAE first host Nuri al-Maliki?', 'time:day',
  'Host a visit', h='United Arab Emirates', t='Nuri al-Maliki', ext='first',
  desc={'United Arab Emirates': 'the UAE'}, rl='host')
Q('first_last', 'When did the Kenyan police last release women in Kenya?', 'time:day',
  'Return, release person(s)', h='Police (Kenya)', t='Women (Kenya)', ext='last',
  desc={'Police (Kenya)': 'the Kenyan police', 'Women (Kenya)': 'women in Kenya'}, rl='release')
Q('first_last', 'In which year did France last sign a formal agreement with the UAE?', 'time:year',
  'Sign formal agreement', h='France', t='United Arab Emirates', ext='last',
  desc={'United Arab Emirates': 'the UAE'}, rl='sign a formal agreement')
Q('first_last', 'When did the UN Security Council first consult Iran?', 'time:day',
  'Consult', h='UN Security Council', t='Iran', ext='first', rl='consult')
Q('first_last', 'In which month did Indian MPs first voice praise for the Indian prime minister?', 'time:month',
  'Praise or endorse', h='Member of Parliament (India)', t='Head of Government (India)', ext='first',
  desc={'Member of Parliament (India)': 'Indian MPs', 'Head of Government (India)': 'the Indian prime minister'}, rw='voice praise for')
Q('first_last', 'In which month did Tanzanian citizens first accuse the Tanzanian police?', 'time:month',
  'Accuse', h='Citizen (Tanzania)', t='Police (Tanzania)', ext='first',
  desc={'Citizen (Tanzania)': 'Tanzanian citizens', 'Police (Tanzania)': 'the Tanzanian police'}, rl='accuse')
Q('first_last', "In which month did Nepal's election commission last negotiate with Nepalese political parties?", 'time:month',
  'Engage in negotiation', h='Election Commission (Nepal)', t='Political Parties (Nepal)', ext='last',
  desc={'Election Commission (Nepal)': "Nepal's election commission", 'Political Parties (Nepal)': 'Nepalese political parties'}, rl='negotiate')
Q('first_last', 'When did South Korea first make an appeal to the UN Security Council? Just the month, please.', 'time:month',
  'Make an appeal or request', h='South Korea', t='UN Security Council', ext='first', rl='make an appeal')
Q('first_last', 'When did the citizens of Brazil last denounce José Dirceu de Oliveira e Silva?', 'time:day',
  'Criticize or denounce', h='Citizen (Brazil)', t='José Dirceu de Oliveira e Silva', ext='last',
  desc={'Citizen (Brazil)': 'the citizens of Brazil'}, rl='denounce')
Q('first_last', 'In which month did the Saudi royal court last express an interest in meeting Pervez Musharraf?', 'time:month',
  'Express intent to meet or negotiate', h='Royal Administration (Saudi Arabia)', t='Pervez Musharraf', ext='last',
  desc={'Royal Administration (Saudi Arabia)': 'the Saudi royal court'}, rw='express an interest in meeting')
Q('first_last', 'On what day did the Egyptian police last use conventional military force against Sudanese citizens?', 'time:day',
  'Use conventional military force', h='Police (Egypt)', t='Citizen (Sudan)', ext='last',
  desc={'Police (Egypt)': 'the Egyptian police', 'Citizen (Sudan)': 'Sudanese citizens'}, rl='conventional military force')
Q('first_last', 'In which year did Mike Rann last appeal to Australian citizens?', 'time:year',
  'Make an appeal or request', h='Mike Rann', t='Citizen (Australia)', ext='last',
  desc={'Citizen (Australia)': 'Australian citizens'}, rl='appeal')
Q('first_last', 'In what year did the IMF first sign a formal agreement with Romania?', 'time:year',
  'Sign formal agreement', h='International Monetary Fund', t='Romania', ext='first',
  desc={'International Monetary Fund': 'the IMF'}, rl='sign a formal agreement')


# =============================== equal_multi ===============================
# (a) first / last inside a period
Q('equal_multi', 'Whom did the Australian police release last in 2011?', 'tail',
  'Return, release person(s)', h='Police (Australia)', time='in 2011', ext='last',
  desc={'Police (Australia)': 'the Australian police'}, rl='release')
Q('equal_multi', 'In 2005, against whom did South Korean farm workers demonstrate last?', 'tail',
  'Demonstrate or rally', h='Farm Worker (South Korea)', time='in 2005', ext='last',
  desc={'Farm Worker (South Korea)': 'South Korean farm workers'}, rl='demonstrate')
Q('equal_multi', 'Who were the last to make an appeal to the citizens of Nigeria in July 2009?', 'head',
  'Make an appeal or request', t='Citizen (Nigeria)', time='in 2009-07', ext='last',
  desc={'Citizen (Nigeria)': 'the citizens of Nigeria'}, rl='make an appeal')
Q('equal_multi', 'In 2006, who were the last to petition Thai citizens?', 'head',
  'Make an appeal or request', t='Citizen (Thailand)', time='in 2006', ext='last',
  desc={'Citizen (Thailand)': 'Thai citizens'}, rw='petition')
Q('equal_multi', 'Who was the first to make demands of Nigerian citizens in 2010?', 'head',
  'Demand', t='Citizen (Nigeria)', time='in 2010', ext='first',
  desc={'Citizen (Nigeria)': 'Nigerian citizens'}, rl='make demands')
Q('equal_multi', 'Which country was the first to say it wanted to meet ASEAN in 2010?', 'head',
  'Express intent to meet or negotiate', t='Association of Southeast Asian Nations', time='in 2010', ext='first',
  country=True, desc={'Association of Southeast Asian Nations': 'ASEAN'}, rw='say it wanted to meet')
Q('equal_multi', 'In 2006, whom did AFP first reach by telephone?', 'tail',
  'Discuss by telephone', h='Agence France-Presse', time='in 2006', ext='first',
  desc={'Agence France-Presse': 'AFP'}, rw='reach by telephone')
Q('equal_multi', 'Who was the first to express an intention to meet the US Congress in 2007?', 'head',
  'Express intent to meet or negotiate', t='Congress (United States)', time='in 2007', ext='first',
  desc={'Congress (United States)': 'the US Congress'}, rw='express an intention to meet')
Q('equal_multi', 'Whom did the Sudanese police arrest last in 2014?', 'tail',
  'Arrest, detain, or charge with legal action', h='Police (Sudan)', time='in 2014', ext='last',
  desc={'Police (Sudan)': 'the Sudanese police'}, rl='arrest')
Q('equal_multi', 'Which country was the last to host Taiwanese businesses in 2008?', 'head',
  'Host a visit', t='Business (Taiwan)', time='in 2008', ext='last', country=True,
  desc={'Business (Taiwan)': 'Taiwanese businesses'}, rl='host')
Q('equal_multi', 'Who was the first to kidnap Afghan workers in 2008?', 'head',
  'Abduct, hijack, or take hostage', t='Employee (Afghanistan)', time='in 2008', ext='first',
  desc={'Employee (Afghanistan)': 'Afghan workers'}, rw='kidnap')
Q('equal_multi', 'In 2006, whom did the UAE welcome as its first visitor?', 'tail',
  'Host a visit', h='United Arab Emirates', time='in 2006', ext='first',
  desc={'United Arab Emirates': 'the UAE'}, rw='welcome as its first visitor')
Q('equal_multi', 'Who were the first to rebuff the UN Security Council in 2008?', 'head',
  'Reject', t='UN Security Council', time='in 2008', ext='first', rw='rebuff')
Q('equal_multi', 'Which country did the Bangladeshi prime minister praise first in June 2005?', 'tail',
  'Praise or endorse', h='Head of Government (Bangladesh)', time='in 2005-06', ext='first', country=True,
  desc={'Head of Government (Bangladesh)': 'the Bangladeshi prime minister'}, rl='praise')
Q('equal_multi', 'Which country was the last in 2011 to express its intention to cooperate with ASEAN?', 'head',
  'Express intent to cooperate', t='Association of Southeast Asian Nations', time='in 2011', ext='last', country=True,
  desc={'Association of Southeast Asian Nations': 'ASEAN'}, rl='express its intention to cooperate')
Q('equal_multi', 'In August 2013, against whom did Egyptian protesters first riot?', 'tail',
  'Protest violently, riot', h='Protester (Egypt)', time='in 2013-08', ext='first',
  desc={'Protester (Egypt)': 'Egyptian protesters'}, rl='riot')
Q('equal_multi', 'Who was the first to make demands on the government of Nigeria in 2009?', 'head',
  'Demand', t='Government (Nigeria)', time='in 2009', ext='first',
  desc={'Government (Nigeria)': 'the government of Nigeria'}, rl='make demands')
Q('equal_multi', 'Which country was the last in 2007 to impose sanctions on Iran?', 'head',
  'Impose embargo, boycott, or sanctions', t='Iran', time='in 2007', ext='last', country=True, rl='impose sanctions')
Q('equal_multi', 'In 2010, to whom did the UN Security Council make its last appeal?', 'tail',
  'Make an appeal or request', h='UN Security Council', time='in 2010', ext='last', rl='make its last appeal')
Q('equal_multi', 'In 2011, who was the first to confer with the prime minister of Qatar?', 'head',
  'Consult', t='Head of Government (Qatar)', time='in 2011', ext='first',
  desc={'Head of Government (Qatar)': 'the prime minister of Qatar'}, rw='confer with')
# time answers for first / last inside a period
Q('equal_multi', 'On what date in 2015 did Egypt\'s prime minister last visit Ethiopia?', 'time:day',
  'Host a visit', h='Ethiopia', t='Head of Government (Egypt)', time='in 2015', ext='last',
  desc={'Head of Government (Egypt)': "Egypt's prime minister"}, rw='visit')
Q('equal_multi', 'When in 2005 did the citizens of Brazil first resort to unconventional violence against criminals in Brazil?', 'time:day',
  'Use unconventional violence', h='Citizen (Brazil)', t='Criminal (Brazil)', time='in 2005', ext='first',
  desc={'Citizen (Brazil)': 'the citizens of Brazil', 'Criminal (Brazil)': 'criminals in Brazil'}, rw='resort to unconventional violence against')
Q('equal_multi', 'In which month of 2012 did Angela Merkel last consult the Greek prime minister?', 'time:month',
  'Consult', h='Angela Merkel', t='Head of Government (Greece)', time='in 2012', ext='last',
  desc={'Head of Government (Greece)': 'the Greek prime minister'}, rl='consult')
Q('equal_multi', 'Which month of 2006 saw the US cabinet first visit the Middle East?', 'time:month',
  'Make a visit', h='Cabinet / Council of Ministers / Advisors (United States)', t='Middle East', time='in 2006', ext='first',
  desc={'Cabinet / Council of Ministers / Advisors (United States)': 'the US cabinet'}, rl='visit')
Q('equal_multi', 'In 2008, when did Iran first receive a visit from the Indian foreign ministry?', 'time:day',
  'Host a visit', h='Iran', t='Foreign Affairs (India)', time='in 2008', ext='first',
  desc={'Foreign Affairs (India)': 'the Indian foreign ministry'}, rw='receive a visit from')
Q('equal_multi', 'In which month of 2009 did the US envoy hold his first consultations with Benjamin Netanyahu?', 'time:month',
  'Consult', h='Envoy (United States)', t='Benjamin Netanyahu', time='in 2009', ext='first',
  desc={'Envoy (United States)': 'the US envoy'}, rl='consultations')
Q('equal_multi', 'On what date in 2015 did Muhammadu Buhari last praise the Nigerian government?', 'time:day',
  'Praise or endorse', h='Muhammadu Buhari', t='Government (Nigeria)', time='in 2015', ext='last',
  desc={'Government (Nigeria)': 'the Nigerian government'}, rl='praise')
Q('equal_multi', 'In 2009, when did the government of Nigeria first reject Nigerian citizens?', 'time:day',
  'Reject', h='Government (Nigeria)', t='Citizen (Nigeria)', time='in 2009', ext='first',
  desc={'Government (Nigeria)': 'the government of Nigeria', 'Citizen (Nigeria)': 'Nigerian citizens'}, rl='reject')
Q('equal_multi', 'In which month of 2013 did women in Pakistan last rally against the Pakistani government?', 'time:month',
  'Demonstrate or rally', h='Women (Pakistan)', t='Government (Pakistan)', time='in 2013', ext='last',
  desc={'Women (Pakistan)': 'women in Pakistan', 'Government (Pakistan)': 'the Pakistani government'}, rl='rally')
Q('equal_multi', "In which month of 2006 did Syria's foreign ministry make its final trip to Iraq that year?", 'time:month',
  'Make a visit', h='Foreign Affairs (Syria)', t='Iraq', time='in 2006', ext='last',
  desc={'Foreign Affairs (Syria)': "Syria's foreign ministry"}, rw='make its final trip to')
Q('equal_multi', 'On which day in 2007 did Iranian students first demonstrate against Mahmoud Ahmadinejad?', 'time:day',
  'Demonstrate or rally', h='Student (Iran)', t='Mahmoud Ahmadinejad', time='in 2007', ext='first',
  desc={'Student (Iran)': 'Iranian students'}, rl='demonstrate')
Q('equal_multi', 'In which month of 2006 did the Brazilian military last use conventional military force against criminals in Brazil?', 'time:month',
  'Use conventional military force', h='Military (Brazil)', t='Criminal (Brazil)', time='in 2006', ext='last',
  desc={'Military (Brazil)': 'the Brazilian military', 'Criminal (Brazil)': 'criminals in Brazil'}, rl='use conventional military force')
Q('equal_multi', 'When in 2010 did Barack Obama first signal a willingness to cooperate diplomatically with Colombia?', 'time:day',
  'Express intent to engage in diplomatic cooperation (such as policy support)', h='Barack Obama', t='Colombia', time='in 2010', ext='first',
  rw='signal a willingness to cooperate diplomatically with')
Q('equal_multi', 'On what day in 2009 did Barack Obama last make a request of China?', 'time:day',
  'Make an appeal or request', h='Barack Obama', t='China', time='in 2009', ext='last', rl='make a request')
Q('equal_multi', 'In 2007, on which day did insurgents in Thailand last use unconventional violence against Thai children?', 'time:day',
  'Use unconventional violence', h='Insurgent (Thailand)', t='Children (Thailand)', time='in 2007', ext='last',
  desc={'Insurgent (Thailand)': 'insurgents in Thailand', 'Children (Thailand)': 'Thai children'}, rl='unconventional violence')
Q('equal_multi', 'In which month of 2011 did Xi Jinping first voice a wish to negotiate with Vietnam?', 'time:month',
  'Express intent to meet or negotiate', h='Xi Jinping', t='Vietnam', time='in 2011', ext='first',
  rw='voice a wish to negotiate with')
Q('equal_multi', 'When in 2006 did the CIA first visit Niger?', 'time:day',
  'Make a visit', h='Central Intelligence Agency', t='Niger', time='in 2006', ext='first',
  desc={'Central Intelligence Agency': 'the CIA'}, rl='visit')
# (b) same day / month / year as a reference event that happened on exactly one day;
#     the reference event's own counterpart is not an answer
Q('equal_multi', 'In the same month that Henry M. Paulson expressed a wish to meet Ghanaian businesspeople, with whom else did he express a wish to meet?', 'tail',
  'Express intent to meet or negotiate', h='Henry M. Paulson', same='month',
  ref=('Henry M. Paulson', 'Express intent to meet or negotiate', 'Businessperson (Ghana)'),
  desc={'Businessperson (Ghana)': 'Ghanaian businesspeople'}, rw='expressed a wish to meet')
Q('equal_multi', 'Which countries praised the Sudanese government in the same month as Mwai Kibaki did?', 'head',
  'Praise or endorse', t='Government (Sudan)', same='month', country=True,
  ref=('Mwai Kibaki', 'Praise or endorse', 'Government (Sudan)'),
  desc={'Government (Sudan)': 'the Sudanese government'}, rl='praised')
Q('equal_multi', 'On the same day that Angela Merkel hosted the US cabinet, whom else did she host?', 'tail',
  'Host a visit', h='Angela Merkel', same='day',
  ref=('Angela Merkel', 'Host a visit', 'Cabinet / Council of Ministers / Advisors (United States)'),
  desc={'Cabinet / Council of Ministers / Advisors (United States)': 'the US cabinet'}, rl='host')
Q('equal_multi', 'Which country expressed the intention to meet the UN Security Council in the same month as Islam Karimov?', 'head',
  'Express intent to meet or negotiate', t='UN Security Council', same='month', country=True,
  ref=('Islam Karimov', 'Express intent to meet or negotiate', 'UN Security Council'), rw='expressed the intention to meet')
Q('equal_multi', 'In the same month that Abhisit Vejjajiva rejected a proposal to meet ASEAN, whose proposal to meet did he also reject?', 'tail',
  'Reject proposal to meet, discuss, or negotiate', h='Abhisit Vejjajiva', same='month',
  ref=('Abhisit Vejjajiva', 'Reject proposal to meet, discuss, or negotiate', 'Association of Southeast Asian Nations'),
  desc={'Association of Southeast Asian Nations': 'ASEAN'}, rl='rejected a proposal to meet')
Q('equal_multi', 'Which country spoke well of the AU in the same month as Raúl Castro?', 'head',
  'Praise or endorse', t='African Union', same='month', country=True,
  ref=('Raúl Castro', 'Praise or endorse', 'African Union'),
  desc={'African Union': 'the AU'}, rw='spoke well of')
Q('equal_multi', 'In the month when the Slovak foreign ministry said it wanted to meet Benedict XVI, whom else did it say it wanted to meet?', 'tail',
  'Express intent to meet or negotiate', h='Foreign Affairs (Slovakia)', same='month',
  ref=('Foreign Affairs (Slovakia)', 'Express intent to meet or negotiate', 'Benedict XVI'),
  desc={'Foreign Affairs (Slovakia)': 'the Slovak foreign ministry'}, rw='said it wanted to meet')
Q('equal_multi', 'Who else made requests of Japanese lawmakers in the same month as Kazuhiro Haraguchi?', 'head',
  'Make an appeal or request', t='Lawmaker (Japan)', same='month',
  ref=('Kazuhiro Haraguchi', 'Make an appeal or request', 'Lawmaker (Japan)'),
  desc={'Lawmaker (Japan)': 'Japanese lawmakers'}, rl='made requests')
Q('equal_multi', 'In the same month as Ali Abdullah Saleh, who else expressed the intention to meet the Saudi royal court?', 'head',
  'Express intent to meet or negotiate', t='Royal Administration (Saudi Arabia)', same='month',
  ref=('Ali Abdullah Saleh', 'Express intent to meet or negotiate', 'Royal Administration (Saudi Arabia)'),
  desc={'Royal Administration (Saudi Arabia)': 'the Saudi royal court'}, rw='expressed the intention to meet')
Q('equal_multi', 'In the same month that the Egyptian prime minister negotiated with people associated with the Egyptian opposition, with whom else did he negotiate?', 'tail',
  'Engage in negotiation', h='Head of Government (Egypt)', same='month',
  ref=('Head of Government (Egypt)', 'Engage in negotiation', 'People Associated with the Opposition (Egypt)'),
  desc={'Head of Government (Egypt)': 'the Egyptian prime minister', 'People Associated with the Opposition (Egypt)': 'people associated with the Egyptian opposition'},
  rl='negotiate')
Q('equal_multi', 'On the same day that criminals in Israel threatened the Israeli police with military force, whom else did they threaten that way?', 'tail',
  'Threaten with military force', h='Criminal (Israel)', same='day',
  ref=('Criminal (Israel)', 'Threaten with military force', 'Police (Israel)'),
  desc={'Criminal (Israel)': 'criminals in Israel', 'Police (Israel)': 'the Israeli police'}, rl='threatened the Israeli police with military force')
Q('equal_multi', 'Which other country hosted the US envoy on the same day as Timor-Leste?', 'head',
  'Host a visit', t='Envoy (United States)', same='day', country=True,
  ref=('Timor-Leste', 'Host a visit', 'Envoy (United States)'),
  desc={'Envoy (United States)': 'the US envoy'}, rl='hosted')
Q('equal_multi', 'Who else arrested Belgian citizens in the same month as the IDF did?', 'head',
  'Arrest, detain, or charge with legal action', t='Citizen (Belgium)', same='month',
  ref=('Israeli Defense Forces', 'Arrest, detain, or charge with legal action', 'Citizen (Belgium)'),
  desc={'Citizen (Belgium)': 'Belgian citizens', 'Israeli Defense Forces': 'the IDF'}, rl='arrested')
Q('equal_multi', 'On the same day the Greek prime minister sought diplomatic cooperation from Alexis Tsipras, from whom else did he seek it?', 'tail',
  'Appeal for diplomatic cooperation (such as policy support)', h='Head of Government (Greece)', same='day',
  ref=('Head of Government (Greece)', 'Appeal for diplomatic cooperation (such as policy support)', 'Alexis Tsipras'),
  desc={'Head of Government (Greece)': 'the Greek prime minister'}, rw='sought diplomatic cooperation from')
Q('equal_multi', 'In the same month the UAE negotiated with the Qatari prime minister, who else did it negotiate with?', 'tail',
  'Engage in negotiation', h='United Arab Emirates', same='month',
  ref=('United Arab Emirates', 'Engage in negotiation', 'Head of Government (Qatar)'),
  desc={'United Arab Emirates': 'the UAE', 'Head of Government (Qatar)': 'the Qatari prime minister'}, rl='negotiate')
Q('equal_multi', 'Which country made demands of the US Congress in the same month as the Dominican Republic?', 'head',
  'Demand', t='Congress (United States)', same='month', country=True,
  ref=('Dominican Republic', 'Demand', 'Congress (United States)'),
  desc={'Congress (United States)': 'the US Congress'}, rl='made demands')
Q('equal_multi', 'In the same year that Vietnam freed Vietnamese fishermen, which other country freed them?', 'head',
  'Return, release person(s)', t='Fishermen (Vietnam)', same='year', country=True,
  ref=('Vietnam', 'Return, release person(s)', 'Fishermen (Vietnam)'),
  desc={'Fishermen (Vietnam)': 'Vietnamese fishermen'}, rw='freed')
Q('equal_multi', 'Which country signed a formal agreement with US mayors in the same month as China?', 'head',
  'Sign formal agreement', t='City Mayor (United States)', same='month', country=True,
  ref=('China', 'Sign formal agreement', 'City Mayor (United States)'),
  desc={'City Mayor (United States)': 'US mayors'}, rl='signed a formal agreement')
Q('equal_multi', 'Which country endorsed Evo Morales in the same month as Portugal did?', 'head',
  'Praise or endorse', t='Evo Morales', same='month', country=True,
  ref=('Portugal', 'Praise or endorse', 'Evo Morales'), rl='endorsed')
Q('equal_multi', 'In the same month the US navy expressed a desire to meet Djibouti, which other country did it want to meet?', 'tail',
  'Express intent to meet or negotiate', h='Naval (United States)', same='month', country=True,
  ref=('Naval (United States)', 'Express intent to meet or negotiate', 'Djibouti'),
  desc={'Naval (United States)': 'the US navy'}, rw='expressed a desire to meet')
Q('equal_multi', 'On the same day Burundi said it intended to meet Comoros, which other country did Burundi say it would meet?', 'tail',
  'Express intent to meet or negotiate', h='Burundi', same='day', country=True,
  ref=('Burundi', 'Express intent to meet or negotiate', 'Comoros'), rw='said it intended to meet')
Q('equal_multi', 'Which country cooperated militarily with the Ivorian government on the same day as Angola?', 'head',
  'Cooperate militarily', t="Government (Cote d'Ivoire)", same='day', country=True,
  ref=('Angola', 'Cooperate militarily', "Government (Cote d'Ivoire)"),
  desc={"Government (Cote d'Ivoire)": 'the Ivorian government'}, rl='cooperated militarily')
Q('equal_multi', 'Which country formally signed an agreement with the IMF in the same month as Mexico?', 'head',
  'Sign formal agreement', t='International Monetary Fund', same='month', country=True,
  ref=('Mexico', 'Sign formal agreement', 'International Monetary Fund'),
  desc={'International Monetary Fund': 'the IMF'}, rw='formally signed an agreement with')
Q('equal_multi', 'In the same month the IMF visited Togo, which other countries did it visit?', 'tail',
  'Make a visit', h='International Monetary Fund', same='month', country=True,
  ref=('International Monetary Fund', 'Make a visit', 'Togo'),
  desc={'International Monetary Fund': 'the IMF'}, rl='visit')
Q('equal_multi', 'On the same day as Djibouti, which countries signed formal agreements with the Maldives?', 'head',
  'Sign formal agreement', t='Maldives', same='day', country=True,
  ref=('Djibouti', 'Sign formal agreement', 'Maldives'), rl='signed formal agreements')
Q('equal_multi', 'Which countries offered diplomatic cooperation to the Pakistani government in the same month as Iran?', 'head',
  'Express intent to engage in diplomatic cooperation (such as policy support)', t='Government (Pakistan)', same='month', country=True,
  ref=('Iran', 'Express intent to engage in diplomatic cooperation (such as policy support)', 'Government (Pakistan)'),
  desc={'Government (Pakistan)': 'the Pakistani government'}, rw='offered diplomatic cooperation to')
Q('equal_multi', 'Which other country rebuffed Evo Morales on the same day as Portugal?', 'head',
  'Reject', t='Evo Morales', same='day', country=True,
  ref=('Portugal', 'Reject', 'Evo Morales'), rw='rebuffed')
Q('equal_multi', 'Which country signalled an intention to cooperate with Kuwait in the same month as Mauritania?', 'head',
  'Express intent to cooperate', t='Kuwait', same='month', country=True,
  ref=('Mauritania', 'Express intent to cooperate', 'Kuwait'), rw='signalled an intention to cooperate with')
Q('equal_multi', 'In the month the Belgian police arrested Al Qaeda extremists, whom else did they arrest?', 'tail',
  'Arrest, detain, or charge with legal action', h='Police (Belgium)', same='month',
  ref=('Police (Belgium)', 'Arrest, detain, or charge with legal action', 'Extremist (Al Qaeda)'),
  desc={'Police (Belgium)': 'the Belgian police', 'Extremist (Al Qaeda)': 'Al Qaeda extremists'}, rl='arrest')
Q('equal_multi', 'In the same year the Israeli foreign ministry accused France, whom else did it accuse?', 'tail',
  'Accuse', h='Foreign Affairs (Israel)', same='year',
  ref=('Foreign Affairs (Israel)', 'Accuse', 'France'),
  desc={'Foreign Affairs (Israel)': 'the Israeli foreign ministry'}, rl='accuse')
Q('equal_multi', 'On the same day that Abu Bakr Abdullah al-Qirbi sought diplomatic cooperation from Ethiopia, which other country did he seek it from?', 'tail',
  'Appeal for diplomatic cooperation (such as policy support)', h='Abu Bakr Abdullah al-Qirbi', same='day', country=True,
  ref=('Abu Bakr Abdullah al-Qirbi', 'Appeal for diplomatic cooperation (such as policy support)', 'Ethiopia'), rw='sought diplomatic cooperation from')
Q('equal_multi', 'In the same month that Australian citizens expressed an intention to meet Qatar, whom else did they want to meet?', 'tail',
  'Express intent to meet or negotiate', h='Citizen (Australia)', same='month',
  ref=('Citizen (Australia)', 'Express intent to meet or negotiate', 'Qatar'),
  desc={'Citizen (Australia)': 'Australian citizens'}, rw='expressed an intention to meet')
Q('equal_multi', 'Who else accused Nigerian citizens in the same month as Chimaroke Nnamani?', 'head',
  'Accuse', t='Citizen (Nigeria)', same='month',
  ref=('Chimaroke Nnamani', 'Accuse', 'Citizen (Nigeria)'),
  desc={'Citizen (Nigeria)': 'Nigerian citizens'}, rl='accused')
Q('equal_multi', 'Which other country received a visit from the Iraqi legislature in the same year as Japan?', 'head',
  'Host a visit', t='Legislature (Iraq)', same='year', country=True,
  ref=('Japan', 'Host a visit', 'Legislature (Iraq)'),
  desc={'Legislature (Iraq)': 'the Iraqi legislature'}, rw='received a visit from')


# =============================== after_first ===============================
# the first matching fact strictly after the day of the reference event
Q('after_first', "After Chen Zhili consulted France's foreign ministry, who was the next to consult it?", 'head',
  'Consult', t='Foreign Affairs (France)', ext='first', ref=('Chen Zhili', 'Consult', 'Foreign Affairs (France)'),
  desc={'Foreign Affairs (France)': "France's foreign ministry"}, rl='consult')
Q('after_first', 'After negotiating with criminals in Jordan, with whom did the Jordanian police next negotiate?', 'tail',
  'Engage in negotiation', h='Police (Jordan)', ext='first', ref=('Police (Jordan)', 'Engage in negotiation', 'Criminal (Jordan)'),
  desc={'Police (Jordan)': 'the Jordanian police', 'Criminal (Jordan)': 'criminals in Jordan'}, rl='negotiat')
Q('after_first', 'After South Korean farm workers rallied against South Korean trade unions, against whom did they rally next?', 'tail',
  'Demonstrate or rally', h='Farm Worker (South Korea)', ext='first',
  ref=('Farm Worker (South Korea)', 'Demonstrate or rally', 'Labor Union (South Korea)'),
  desc={'Farm Worker (South Korea)': 'South Korean farm workers', 'Labor Union (South Korea)': 'South Korean trade unions'}, rl='rallied')
Q('after_first', 'After Ethiopia made an appeal to the citizens of Nigeria, who were the first to appeal to them?', 'head',
  'Make an appeal or request', t='Citizen (Nigeria)', ext='first', ref=('Ethiopia', 'Make an appeal or request', 'Citizen (Nigeria)'),
  desc={'Citizen (Nigeria)': 'the citizens of Nigeria'}, rl='appeal')
Q('after_first', 'Who was the first to accuse Nigerian citizens after Chimaroke Nnamani did?', 'head',
  'Accuse', t='Citizen (Nigeria)', ext='first', ref=('Chimaroke Nnamani', 'Accuse', 'Citizen (Nigeria)'),
  desc={'Citizen (Nigeria)': 'Nigerian citizens'}, rl='accuse')
Q('after_first', 'After a Somali scholar praised the UN Security Council, which country was the first to praise it?', 'head',
  'Praise or endorse', t='UN Security Council', ext='first', country=True, ref=('Scholar (Somalia)', 'Praise or endorse', 'UN Security Council'),
  desc={'Scholar (Somalia)': 'a Somali scholar'}, rl='praise')
Q('after_first', 'After Indian special forces used military force against Indian fishermen, who was the next to do so?', 'head',
  'Use conventional military force', t='Fishermen (India)', ext='first',
  ref=('Military Personnel - Special (India)', 'Use conventional military force', 'Fishermen (India)'),
  desc={'Military Personnel - Special (India)': 'Indian special forces', 'Fishermen (India)': 'Indian fishermen'}, rl='used military force')
Q('after_first', 'After the Japanese cabinet performed a symbolic act toward the Japanese royal court, who was the first to do so?', 'head',
  'Engage in symbolic act', t='Royal Administration (Japan)', ext='first',
  ref=('Cabinet / Council of Ministers / Advisors (Japan)', 'Engage in symbolic act', 'Royal Administration (Japan)'),
  desc={'Cabinet / Council of Ministers / Advisors (Japan)': 'the Japanese cabinet', 'Royal Administration (Japan)': 'the Japanese royal court'},
  rw='performed a symbolic act toward')
Q('after_first', 'After the Pakistani government detained women in Pakistan, who next detained them?', 'head',
  'Arrest, detain, or charge with legal action', t='Women (Pakistan)', ext='first',
  ref=('Government (Pakistan)', 'Arrest, detain, or charge with legal action', 'Women (Pakistan)'),
  desc={'Government (Pakistan)': 'the Pakistani government', 'Women (Pakistan)': 'women in Pakistan'}, rl='detained')
Q('after_first', "After the Pakistan People's Party signed a formal agreement with the government of Pakistan, who was the next to do so?", 'head',
  'Sign formal agreement', t='Government (Pakistan)', ext='first', ref=("Pakistan People's Party", 'Sign formal agreement', 'Government (Pakistan)'),
  desc={'Government (Pakistan)': 'the government of Pakistan'}, rl='signed a formal agreement')
Q('after_first', 'After Angolan soldiers investigated Angola, who was the first to launch an investigation into Angola?', 'head',
  'Investigate', t='Angola', ext='first', ref=('Military Personnel (Angola)', 'Investigate', 'Angola'),
  desc={'Military Personnel (Angola)': 'Angolan soldiers'}, rw='launch an investigation into')
Q('after_first', 'After Vietnam rejected Human Rights Watch, which country was the next to reject it?', 'head',
  'Reject', t='Human Rights Watch', ext='first', country=True, ref=('Vietnam', 'Reject', 'Human Rights Watch'), rl='reject')
Q('after_first', 'After the hunters of Nigeria consulted the Nigerian government, who was the next to consult it?', 'head',
  'Consult', t='Government (Nigeria)', ext='first', ref=('Hunter (Nigeria)', 'Consult', 'Government (Nigeria)'),
  desc={'Hunter (Nigeria)': 'the hunters of Nigeria', 'Government (Nigeria)': 'the Nigerian government'}, rl='consult')
Q('after_first', 'After the Venezuelan foreign ministry spoke to AP by phone, whom did it next speak to by phone?', 'tail',
  'Discuss by telephone', h='Foreign Affairs (Venezuela)', ext='first', ref=('Foreign Affairs (Venezuela)', 'Discuss by telephone', 'Associated Press'),
  desc={'Foreign Affairs (Venezuela)': 'the Venezuelan foreign ministry', 'Associated Press': 'AP'}, rw='speak to by phone')
Q('after_first', 'After providing economic aid to Laos, which country did the German government next give economic aid to?', 'tail',
  'Provide economic aid', h='Government (Germany)', ext='first', country=True, ref=('Government (Germany)', 'Provide economic aid', 'Laos'),
  desc={'Government (Germany)': 'the German government'}, rw='give economic aid to')
Q('after_first', 'Whom did the head of government of Ghana visit first after visiting France?', 'tail',
  'Make a visit', h='Head of Government (Ghana)', ext='first', ref=('Head of Government (Ghana)', 'Make a visit', 'France'),
  desc={'Head of Government (Ghana)': 'the head of government of Ghana'}, rl='visit')
Q('after_first', 'Who was the first to discuss matters by phone with AFP after Ali al-Dabbagh did?', 'head',
  'Discuss by telephone', t='Agence France-Presse', ext='first', ref=('Ali al-Dabbagh', 'Discuss by telephone', 'Agence France-Presse'),
  desc={'Agence France-Presse': 'AFP'}, rw='discuss matters by phone with')
Q('after_first', 'After South Sudan used conventional military force against Sudanese citizens, which country was the next to do so?', 'head',
  'Use conventional military force', t='Citizen (Sudan)', ext='first', country=True, ref=('South Sudan', 'Use conventional military force', 'Citizen (Sudan)'),
  desc={'Citizen (Sudan)': 'Sudanese citizens'}, rl='used conventional military force')
Q('after_first', 'Following Cristina Fernández de Kirchner, who was the first to negotiate with the US cabinet?', 'head',
  'Engage in negotiation', t='Cabinet / Council of Ministers / Advisors (United States)', ext='first',
  ref=('Cristina Fernández de Kirchner', 'Engage in negotiation', 'Cabinet / Council of Ministers / Advisors (United States)'),
  desc={'Cabinet / Council of Ministers / Advisors (United States)': 'the US cabinet'}, rl='negotiate')
Q('after_first', 'After snubbing Mahmoud Ahmadinejad, whom did the German government reject next?', 'tail',
  'Reject', h='Government (Germany)', ext='first', ref=('Government (Germany)', 'Reject', 'Mahmoud Ahmadinejad'),
  desc={'Government (Germany)': 'the German government'}, rl='reject')
Q('after_first', 'After signing a formal agreement with UNICEF, with whom did the Nigerian government next sign one?', 'tail',
  'Sign formal agreement', h='Government (Nigeria)', ext='first', ref=('Government (Nigeria)', 'Sign formal agreement', "United Nations Children's Fund"),
  desc={'Government (Nigeria)': 'the Nigerian government', "United Nations Children's Fund": 'UNICEF'}, rl='signing a formal agreement')
Q('after_first', 'After consulting A.B. Bardhan, whom did Indian MPs consult next?', 'tail',
  'Consult', h='Member of Parliament (India)', ext='first', ref=('Member of Parliament (India)', 'Consult', 'A.B. Bardhan'),
  desc={'Member of Parliament (India)': 'Indian MPs'}, rl='consult')
Q('after_first', 'After the Nigerian Bar Association threatened Nigerian citizens, who was the first to threaten them?', 'head',
  'Threaten', t='Citizen (Nigeria)', ext='first', ref=('Nigerian Bar Association', 'Threaten', 'Citizen (Nigeria)'),
  desc={'Citizen (Nigeria)': 'Nigerian citizens'}, rl='threaten')
Q('after_first', 'After making an appeal to New Zealand medical staff, to whom did the New Zealand police next appeal?', 'tail',
  'Make an appeal or request', h='Police (New Zealand)', ext='first', ref=('Police (New Zealand)', 'Make an appeal or request', 'Medical Personnel (New Zealand)'),
  desc={'Police (New Zealand)': 'the New Zealand police', 'Medical Personnel (New Zealand)': 'New Zealand medical staff'}, rl='appeal')
Q('after_first', 'After Abu Bakr Abdullah al-Qirbi conferred with the Qatari prime minister, who was the next to confer with him?', 'head',
  'Consult', t='Head of Government (Qatar)', ext='first', ref=('Abu Bakr Abdullah al-Qirbi', 'Consult', 'Head of Government (Qatar)'),
  desc={'Head of Government (Qatar)': 'the Qatari prime minister'}, rw='conferred with')
Q('after_first', 'Following Rodolphe Adada, who was the first to consult the Sudanese police?', 'head',
  'Consult', t='Police (Sudan)', ext='first', ref=('Rodolphe Adada', 'Consult', 'Police (Sudan)'),
  desc={'Police (Sudan)': 'the Sudanese police'}, rl='consult')
Q('after_first', 'After ISIL extremists attacked Syrian rebels with conventional military force, who was the next to do so?', 'head',
  'Use conventional military force', t='Armed Rebel (Syria)', ext='first',
  ref=('Extremist (Islamic State of Iraq and the Levant)', 'Use conventional military force', 'Armed Rebel (Syria)'),
  desc={'Extremist (Islamic State of Iraq and the Levant)': 'ISIL extremists', 'Armed Rebel (Syria)': 'Syrian rebels'}, rl='conventional military force')
Q('after_first', 'Which country was the first to express an intention to meet the African Union after the US cabinet did?', 'head',
  'Express intent to meet or negotiate', t='African Union', ext='first', country=True,
  ref=('Cabinet / Council of Ministers / Advisors (United States)', 'Express intent to meet or negotiate', 'African Union'),
  desc={'Cabinet / Council of Ministers / Advisors (United States)': 'the US cabinet'}, rw='express an intention to meet')
Q('after_first', 'After negotiating with Jonah David Jang, with whom did the government of Nigeria next negotiate?', 'tail',
  'Engage in negotiation', h='Government (Nigeria)', ext='first', ref=('Government (Nigeria)', 'Engage in negotiation', 'Jonah David Jang'),
  desc={'Government (Nigeria)': 'the government of Nigeria'}, rl='negotiat')
Q('after_first', 'After the Ethiopian police investigated Ethiopian detainees, who was the next target of their investigations?', 'tail',
  'Investigate', h='Police (Ethiopia)', ext='first', ref=('Police (Ethiopia)', 'Investigate', 'Detainee (Ethiopia)'),
  desc={'Police (Ethiopia)': 'the Ethiopian police', 'Detainee (Ethiopia)': 'Ethiopian detainees'}, rl='investigat')
Q('after_first', 'After the Indian prime minister made pessimistic remarks about China, about whom did he next make pessimistic remarks?', 'tail',
  'Make pessimistic comment', h='Head of Government (India)', ext='first', ref=('Head of Government (India)', 'Make pessimistic comment', 'China'),
  desc={'Head of Government (India)': 'the Indian prime minister'}, rw='made pessimistic remarks about')
Q('after_first', 'After consulting Daniel Arap Moi, whom did the US Congress consult next?', 'tail',
  'Consult', h='Congress (United States)', ext='first', ref=('Congress (United States)', 'Consult', 'Daniel Arap Moi'),
  desc={'Congress (United States)': 'the US Congress'}, rl='consult')
Q('after_first', 'After the Saudi education sector consulted the Saudi royal court, who was the first to consult it?', 'head',
  'Consult', t='Royal Administration (Saudi Arabia)', ext='first', ref=('Education (Saudi Arabia)', 'Consult', 'Royal Administration (Saudi Arabia)'),
  desc={'Education (Saudi Arabia)': 'the Saudi education sector', 'Royal Administration (Saudi Arabia)': 'the Saudi royal court'}, rl='consult')
Q('after_first', 'After the Philippine military released members of Bagong Alyansang Makabayan, whom did it release next?', 'tail',
  'Return, release person(s)', h='Military (Philippines)', ext='first', ref=('Military (Philippines)', 'Return, release person(s)', 'Bagong Alyansang Makabayan'),
  desc={'Military (Philippines)': 'the Philippine military'}, rl='release')
Q('after_first', "After hosting Denmark's defence ministry, whom did Romania host next?", 'tail',
  'Host a visit', h='Romania', ext='first', ref=('Romania', 'Host a visit', 'Defense / Security Ministry (Denmark)'),
  desc={'Defense / Security Ministry (Denmark)': "Denmark's defence ministry"}, rl='host')
Q('after_first', 'After Dmitry Anatolyevich Medvedev praised the UN Security Council, who was the first to praise it?', 'head',
  'Praise or endorse', t='UN Security Council', ext='first', ref=('Dmitry Anatolyevich Medvedev', 'Praise or endorse', 'UN Security Council'),
  rl='praise')
Q('after_first', 'After arresting Philippine militants, whom did the Philippine military arrest next?', 'tail',
  'Arrest, detain, or charge with legal action', h='Military (Philippines)', ext='first', ref=('Military (Philippines)', 'Arrest, detain, or charge with legal action', 'Militant (Philippines)'),
  desc={'Military (Philippines)': 'the Philippine military', 'Militant (Philippines)': 'Philippine militants'}, rl='arrest')
Q('after_first', 'After the French foreign ministry negotiated with Isaias Afewerki, who was the first to negotiate with him?', 'head',
  'Engage in negotiation', t='Isaias Afewerki', ext='first', ref=('Foreign Affairs (France)', 'Engage in negotiation', 'Isaias Afewerki'),
  desc={'Foreign Affairs (France)': 'the French foreign ministry'}, rl='negotiate')
Q('after_first', 'After the IMF gave economic aid to Sudan, which country was the next recipient of its economic aid?', 'tail',
  'Provide economic aid', h='International Monetary Fund', ext='first', country=True, ref=('International Monetary Fund', 'Provide economic aid', 'Sudan'),
  desc={'International Monetary Fund': 'the IMF'}, rw='recipient of its economic aid')
Q('after_first', 'After the Philippine military used force against Australian citizens, who was the first to use force against them?', 'head',
  'Use conventional military force', t='Citizen (Australia)', ext='first', ref=('Military (Philippines)', 'Use conventional military force', 'Citizen (Australia)'),
  desc={'Military (Philippines)': 'the Philippine military', 'Citizen (Australia)': 'Australian citizens'}, rw='use force against')
Q('after_first', 'After Kuwait spoke optimistically about Qatar, which countries did it next speak optimistically about?', 'tail',
  'Make optimistic comment', h='Kuwait', ext='first', country=True, ref=('Kuwait', 'Make optimistic comment', 'Qatar'),
  rw='speak optimistically about')
Q('after_first', 'After signing a formal agreement with Mexico, which country did France next sign one with?', 'tail',
  'Sign formal agreement', h='France', ext='first', country=True, ref=('France', 'Sign formal agreement', 'Mexico'), rl='sign')
Q('after_first', 'Which country did the Japanese royal family visit first after its visit to Malaysia?', 'tail',
  'Make a visit', h='Royal Administration (Japan)', ext='first', country=True, ref=('Royal Administration (Japan)', 'Make a visit', 'Malaysia'),
  desc={'Royal Administration (Japan)': 'the Japanese royal family'}, rl='visit')
Q('after_first', 'After the US navy called at Angola, which country did it visit next?', 'tail',
  'Make a visit', h='Naval (United States)', ext='first', country=True, ref=('Naval (United States)', 'Make a visit', 'Angola'),
  desc={'Naval (United States)': 'the US navy'}, rw='called at')
Q('after_first', 'After France said it wanted to meet ASEAN, which country was the first to say the same?', 'head',
  'Express intent to meet or negotiate', t='Association of Southeast Asian Nations', ext='first', country=True,
  ref=('France', 'Express intent to meet or negotiate', 'Association of Southeast Asian Nations'),
  desc={'Association of Southeast Asian Nations': 'ASEAN'}, rw='said it wanted to meet')
Q('after_first', 'After the Pentagon made an appeal to Iran, to which country did it next appeal?', 'tail',
  'Make an appeal or request', h='Defense / Security Ministry (United States)', ext='first', country=True,
  ref=('Defense / Security Ministry (United States)', 'Make an appeal or request', 'Iran'),
  desc={'Defense / Security Ministry (United States)': 'the Pentagon'}, rl='appeal')
Q('after_first', 'After expressing the intention to meet Angola, which countries did Vietnam next express the intention to meet?', 'tail',
  'Express intent to meet or negotiate', h='Vietnam', ext='first', country=True, ref=('Vietnam', 'Express intent to meet or negotiate', 'Angola'),
  rw='expressing the intention to meet')
Q('after_first', 'After making an appeal to South Africa, which country did the UN Security Council appeal to next?', 'tail',
  'Make an appeal or request', h='UN Security Council', ext='first', country=True, ref=('UN Security Council', 'Make an appeal or request', 'South Africa'),
  rl='appeal')
Q('after_first', 'After the Italian foreign ministry travelled to Kuwait, which country did it travel to next?', 'tail',
  'Make a visit', h='Foreign Affairs (Italy)', ext='first', country=True, ref=('Foreign Affairs (Italy)', 'Make a visit', 'Kuwait'),
  desc={'Foreign Affairs (Italy)': 'the Italian foreign ministry'}, rw='travel')
Q('after_first', 'After the UNHCR commended Yemen, which country did it commend next?', 'tail',
  'Praise or endorse', h='High Commission for Refugees', ext='first', country=True, ref=('High Commission for Refugees', 'Praise or endorse', 'Yemen'),
  desc={'High Commission for Refugees': 'the UNHCR'}, rw='commend')
Q('after_first', 'After Malaysia expressed the intention to settle its dispute with Vietnam, which country was the first to express the same intention?', 'head',
  'Express intent to settle dispute', t='Vietnam', ext='first', country=True, ref=('Malaysia', 'Express intent to settle dispute', 'Vietnam'),
  rl='intention to settle')
Q('after_first', 'After Javier Solana criticised China, which country did he criticise next?', 'tail',
  'Criticize or denounce', h='Javier Solana', ext='first', country=True, ref=('Javier Solana', 'Criticize or denounce', 'China'), rl='criticise')
Q('after_first', 'After the South Korean foreign ministry expressed a wish to meet Qatar, which country did it next wish to meet?', 'tail',
  'Express intent to meet or negotiate', h='Foreign Affairs (South Korea)', ext='first', country=True,
  ref=('Foreign Affairs (South Korea)', 'Express intent to meet or negotiate', 'Qatar'),
  desc={'Foreign Affairs (South Korea)': 'the South Korean foreign ministry'}, rw='wish to meet')
# time answers
Q('after_first', "After Chen Zhili's consultation with the French foreign ministry, when did anyone next consult that ministry?", 'time:day',
  'Consult', t='Foreign Affairs (France)', ext='first', ref=('Chen Zhili', 'Consult', 'Foreign Affairs (France)'),
  desc={'Foreign Affairs (France)': 'the French foreign ministry'}, rl='consult')
Q('after_first', 'After Japan hosted the Iraqi legislature, on what date was the legislature next hosted by anyone?', 'time:day',
  'Host a visit', t='Legislature (Iraq)', ext='first', ref=('Japan', 'Host a visit', 'Legislature (Iraq)'),
  desc={'Legislature (Iraq)': 'the Iraqi legislature'}, rl='hosted')
Q('after_first', 'After the German government gave economic aid to Laos, in which year did it next provide economic aid to anyone?', 'time:year',
  'Provide economic aid', h='Government (Germany)', ext='first', ref=('Government (Germany)', 'Provide economic aid', 'Laos'),
  desc={'Government (Germany)': 'the German government'}, rl='provide economic aid')
Q('after_first', 'After Vietnam rejected Human Rights Watch, in which month did the next rejection of Human Rights Watch come?', 'time:month',
  'Reject', t='Human Rights Watch', ext='first', ref=('Vietnam', 'Reject', 'Human Rights Watch'), rl='rejection')
Q('after_first', 'Once Mwai Kibaki had praised the Sudanese government, when was the government next praised by anyone?', 'time:day',
  'Praise or endorse', t='Government (Sudan)', ext='first', ref=('Mwai Kibaki', 'Praise or endorse', 'Government (Sudan)'),
  desc={'Government (Sudan)': 'the Sudanese government'}, rl='praised')
Q('after_first', 'After the Pentagon appealed to Iran, in which year did it next make an appeal to anyone?', 'time:year',
  'Make an appeal or request', h='Defense / Security Ministry (United States)', ext='first',
  ref=('Defense / Security Ministry (United States)', 'Make an appeal or request', 'Iran'),
  desc={'Defense / Security Ministry (United States)': 'the Pentagon'}, rl='make an appeal')
Q('after_first', 'After the Mongolian prime minister expressed the intention to meet Sergey Vladilenovich Kiriyenko, in which month did he next express an intention to meet anyone?', 'time:month',
  'Express intent to meet or negotiate', h='Head of Government (Mongolia)', ext='first',
  ref=('Head of Government (Mongolia)', 'Express intent to meet or negotiate', 'Sergey Vladilenovich Kiriyenko'),
  desc={'Head of Government (Mongolia)': 'the Mongolian prime minister'}, rl='express an intention to meet')
Q('after_first', 'After Michael Sata made demands of children in Zambia, on what day did he next make a demand of anyone?', 'time:day',
  'Demand', h='Michael Sata', ext='first', ref=('Michael Sata', 'Demand', 'Children (Zambia)'),
  desc={'Children (Zambia)': 'children in Zambia'}, rl='make a demand')
Q('after_first', 'After Thai citizens complained officially about Thai party members, in which month did they next lodge an official complaint against anyone?', 'time:month',
  'Complain officially', h='Citizen (Thailand)', ext='first', ref=('Citizen (Thailand)', 'Complain officially', 'Party Member (Thailand)'),
  desc={'Citizen (Thailand)': 'Thai citizens', 'Party Member (Thailand)': 'Thai party members'}, rl='complained officially')
Q('after_first', 'After Thai protesters rallied opposition against Thai citizens, in which year did anyone next rally opposition against Thai citizens?', 'time:year',
  'Rally opposition against', t='Citizen (Thailand)', ext='first', ref=('Protester (Thailand)', 'Rally opposition against', 'Citizen (Thailand)'),
  desc={'Protester (Thailand)': 'Thai protesters', 'Citizen (Thailand)': 'Thai citizens'}, rl='rally opposition against')


# =============================== before_last ===============================
# the last matching fact strictly before the day of the reference event
Q('before_last', 'Before armed gangs in Saudi Arabia abducted Saudi citizens, who was the last to abduct them?', 'head',
  'Abduct, hijack, or take hostage', t='Citizen (Saudi Arabia)', ext='last', ref=('Armed Gang (Saudi Arabia)', 'Abduct, hijack, or take hostage', 'Citizen (Saudi Arabia)'),
  desc={'Armed Gang (Saudi Arabia)': 'armed gangs in Saudi Arabia', 'Citizen (Saudi Arabia)': 'Saudi citizens'}, rl='abduct')
Q('before_last', 'Before Ethiopia appealed to the citizens of Nigeria, who had last made an appeal to them?', 'head',
  'Make an appeal or request', t='Citizen (Nigeria)', ext='last', ref=('Ethiopia', 'Make an appeal or request', 'Citizen (Nigeria)'),
  desc={'Citizen (Nigeria)': 'the citizens of Nigeria'}, rl='appeal')
Q('before_last', 'Who had most recently accused Nigerian citizens before Chimaroke Nnamani accused them?', 'head',
  'Accuse', t='Citizen (Nigeria)', ext='last', ref=('Chimaroke Nnamani', 'Accuse', 'Citizen (Nigeria)'),
  desc={'Citizen (Nigeria)': 'Nigerian citizens'}, rl='accused')
Q('before_last', 'Which country last hosted the Iraqi legislature before Japan did?', 'head',
  'Host a visit', t='Legislature (Iraq)', ext='last', country=True, ref=('Japan', 'Host a visit', 'Legislature (Iraq)'),
  desc={'Legislature (Iraq)': 'the Iraqi legislature'}, rl='hosted')
Q('before_last', 'Before a Somali scholar praised the UN Security Council, who was the last to praise it?', 'head',
  'Praise or endorse', t='UN Security Council', ext='last', ref=('Scholar (Somalia)', 'Praise or endorse', 'UN Security Council'),
  desc={'Scholar (Somalia)': 'a Somali scholar'}, rl='praise')
Q('before_last', 'Before criminals in Somalia consulted AFP, whom had they last consulted?', 'tail',
  'Consult', h='Criminal (Somalia)', ext='last', ref=('Criminal (Somalia)', 'Consult', 'Agence France-Presse'),
  desc={'Criminal (Somalia)': 'criminals in Somalia', 'Agence France-Presse': 'AFP'}, rl='consult')
Q('before_last', 'Who was the last to sign a formal agreement with the Pakistani government before the Pakistan People\'s Party did?', 'head',
  'Sign formal agreement', t='Government (Pakistan)', ext='last', ref=("Pakistan People's Party", 'Sign formal agreement', 'Government (Pakistan)'),
  desc={'Government (Pakistan)': 'the Pakistani government'}, rl='sign a formal agreement')
Q('before_last', 'Before negotiating with Xi Jinping, with whom had the Bangladeshi prime minister last negotiated?', 'tail',
  'Engage in negotiation', h='Head of Government (Bangladesh)', ext='last', ref=('Head of Government (Bangladesh)', 'Engage in negotiation', 'Xi Jinping'),
  desc={'Head of Government (Bangladesh)': 'the Bangladeshi prime minister'}, rl='negotiat')
Q('before_last', 'Before Angolan soldiers looked into Angola, which country had last investigated it?', 'head',
  'Investigate', t='Angola', ext='last', country=True, ref=('Military Personnel (Angola)', 'Investigate', 'Angola'),
  desc={'Military Personnel (Angola)': 'Angolan soldiers'}, rw='looked into')
Q('before_last', 'Before signing a formal agreement with Ashraf Ghani Ahmadzai, with whom did the Pentagon last sign one?', 'tail',
  'Sign formal agreement', h='Defense / Security Ministry (United States)', ext='last',
  ref=('Defense / Security Ministry (United States)', 'Sign formal agreement', 'Ashraf Ghani Ahmadzai'),
  desc={'Defense / Security Ministry (United States)': 'the Pentagon'}, rl='signing a formal agreement')
Q('before_last', 'Before Vietnam rejected Human Rights Watch, which country was the last to reject it?', 'head',
  'Reject', t='Human Rights Watch', ext='last', country=True, ref=('Vietnam', 'Reject', 'Human Rights Watch'), rl='reject')
Q('before_last', 'Before the Canadian police spoke by phone with Canadian businesses, who was the last party they spoke to by phone?', 'tail',
  'Discuss by telephone', h='Police (Canada)', ext='last', ref=('Police (Canada)', 'Discuss by telephone', 'Business (Canada)'),
  desc={'Police (Canada)': 'the Canadian police', 'Business (Canada)': 'Canadian businesses'}, rw='spoke by phone with')
Q('before_last', 'Which country did the head of government of Ghana last visit before going to France?', 'tail',
  'Make a visit', h='Head of Government (Ghana)', ext='last', country=True, ref=('Head of Government (Ghana)', 'Make a visit', 'France'),
  desc={'Head of Government (Ghana)': 'the head of government of Ghana'}, rl='visit')
Q('before_last', 'Before Ali al-Dabbagh had a phone conversation with AFP, who was the last to have one with AFP?', 'head',
  'Discuss by telephone', t='Agence France-Presse', ext='last', ref=('Ali al-Dabbagh', 'Discuss by telephone', 'Agence France-Presse'),
  desc={'Agence France-Presse': 'AFP'}, rw='phone conversation')
Q('before_last', 'Before the ECB made demands of Ireland, which country had it last made demands of?', 'tail',
  'Demand', h='European Central Bank', ext='last', country=True, ref=('European Central Bank', 'Demand', 'Ireland'),
  desc={'European Central Bank': 'the ECB'}, rl='made demands')
Q('before_last', 'Prior to Cristina Fernández de Kirchner, who was the last to hold negotiations with the US cabinet?', 'head',
  'Engage in negotiation', t='Cabinet / Council of Ministers / Advisors (United States)', ext='last',
  ref=('Cristina Fernández de Kirchner', 'Engage in negotiation', 'Cabinet / Council of Ministers / Advisors (United States)'),
  desc={'Cabinet / Council of Ministers / Advisors (United States)': 'the US cabinet'}, rl='negotiations')
Q('before_last', 'Which country did the German government last reject before rejecting Mahmoud Ahmadinejad?', 'tail',
  'Reject', h='Government (Germany)', ext='last', country=True, ref=('Government (Germany)', 'Reject', 'Mahmoud Ahmadinejad'),
  desc={'Government (Germany)': 'the German government'}, rl='reject')
Q('before_last', 'Before French students threatened French professors, whom had they last threatened?', 'tail',
  'Threaten', h='Student (France)', ext='last', ref=('Student (France)', 'Threaten', 'Professor (France)'),
  desc={'Student (France)': 'French students', 'Professor (France)': 'French professors'}, rl='threaten')
Q('before_last', 'With whom did the Nigerian government last sign a formal agreement before signing one with UNICEF?', 'tail',
  'Sign formal agreement', h='Government (Nigeria)', ext='last', ref=('Government (Nigeria)', 'Sign formal agreement', "United Nations Children's Fund"),
  desc={'Government (Nigeria)': 'the Nigerian government', "United Nations Children's Fund": 'UNICEF'}, rl='sign a formal agreement')
Q('before_last', 'Before appealing to New Zealand medical staff, to whom had the New Zealand police last appealed?', 'tail',
  'Make an appeal or request', h='Police (New Zealand)', ext='last', ref=('Police (New Zealand)', 'Make an appeal or request', 'Medical Personnel (New Zealand)'),
  desc={'Police (New Zealand)': 'the New Zealand police', 'Medical Personnel (New Zealand)': 'New Zealand medical staff'}, rl='appeal')
Q('before_last', 'Who had last conferred with the prime minister of Qatar before Abu Bakr Abdullah al-Qirbi did?', 'head',
  'Consult', t='Head of Government (Qatar)', ext='last', ref=('Abu Bakr Abdullah al-Qirbi', 'Consult', 'Head of Government (Qatar)'),
  desc={'Head of Government (Qatar)': 'the prime minister of Qatar'}, rw='conferred with')
Q('before_last', 'Before Rodolphe Adada, who was the last to consult the Sudanese police?', 'head',
  'Consult', t='Police (Sudan)', ext='last', ref=('Rodolphe Adada', 'Consult', 'Police (Sudan)'),
  desc={'Police (Sudan)': 'the Sudanese police'}, rl='consult')
Q('before_last', 'Before the Taiwanese premier appealed to Chiang Kai-shek, to whom had he last appealed?', 'tail',
  'Make an appeal or request', h='Head of Government (Taiwan)', ext='last', ref=('Head of Government (Taiwan)', 'Make an appeal or request', 'Chiang Kai-shek'),
  desc={'Head of Government (Taiwan)': 'the Taiwanese premier'}, rl='appeal')
Q('before_last', 'Before ISIL extremists did so, who last used conventional military force against Syrian rebels?', 'head',
  'Use conventional military force', t='Armed Rebel (Syria)', ext='last',
  ref=('Extremist (Islamic State of Iraq and the Levant)', 'Use conventional military force', 'Armed Rebel (Syria)'),
  desc={'Extremist (Islamic State of Iraq and the Levant)': 'ISIL extremists', 'Armed Rebel (Syria)': 'Syrian rebels'}, rl='used conventional military force')
Q('before_last', 'Who was the last to express an intention to negotiate with the African Union before the US cabinet did?', 'head',
  'Express intent to meet or negotiate', t='African Union', ext='last',
  ref=('Cabinet / Council of Ministers / Advisors (United States)', 'Express intent to meet or negotiate', 'African Union'),
  desc={'Cabinet / Council of Ministers / Advisors (United States)': 'the US cabinet'}, rw='express an intention to negotiate with')
Q('before_last', 'Before negotiating with Jonah David Jang, with whom did the government of Nigeria last negotiate?', 'tail',
  'Engage in negotiation', h='Government (Nigeria)', ext='last', ref=('Government (Nigeria)', 'Engage in negotiation', 'Jonah David Jang'),
  desc={'Government (Nigeria)': 'the government of Nigeria'}, rl='negotiat')
Q('before_last', 'Before Malaysia sexually assaulted women in Indonesia, who was the last to sexually assault them?', 'head',
  'Sexually assault', t='Women (Indonesia)', ext='last', ref=('Malaysia', 'Sexually assault', 'Women (Indonesia)'),
  desc={'Women (Indonesia)': 'women in Indonesia'}, rl='sexually assault')
Q('before_last', 'Which country last made an appeal to the US navy before Maltese officials did?', 'head',
  'Make an appeal or request', t='Naval (United States)', ext='last', country=True, ref=('Other Authorities / Officials (Malta)', 'Make an appeal or request', 'Naval (United States)'),
  desc={'Naval (United States)': 'the US navy', 'Other Authorities / Officials (Malta)': 'Maltese officials'}, rl='made an appeal')
Q('before_last', 'Before the Indian prime minister spoke pessimistically about China, about whom had he last spoken pessimistically?', 'tail',
  'Make pessimistic comment', h='Head of Government (India)', ext='last', ref=('Head of Government (India)', 'Make pessimistic comment', 'China'),
  desc={'Head of Government (India)': 'the Indian prime minister'}, rw='spoken pessimistically')
Q('before_last', 'Before consulting Daniel Arap Moi, whom had the US Congress last consulted?', 'tail',
  'Consult', h='Congress (United States)', ext='last', ref=('Congress (United States)', 'Consult', 'Daniel Arap Moi'),
  desc={'Congress (United States)': 'the US Congress'}, rl='consulted')
Q('before_last', 'Before lodging an official complaint against Thai party members, against whom did Thai citizens last complain officially?', 'tail',
  'Complain officially', h='Citizen (Thailand)', ext='last', ref=('Citizen (Thailand)', 'Complain officially', 'Party Member (Thailand)'),
  desc={'Citizen (Thailand)': 'Thai citizens', 'Party Member (Thailand)': 'Thai party members'}, rl='complain officially')
Q('before_last', "Before hosting Denmark's defence ministry, whom did Romania last host?", 'tail',
  'Host a visit', h='Romania', ext='last', ref=('Romania', 'Host a visit', 'Defense / Security Ministry (Denmark)'),
  desc={'Defense / Security Ministry (Denmark)': "Denmark's defence ministry"}, rl='host')
Q('before_last', 'Which country did Iran praise last before praising the Moroccan energy ministry?', 'tail',
  'Praise or endorse', h='Iran', ext='last', country=True, ref=('Iran', 'Praise or endorse', 'Energy Department/Ministry (Morocco)'),
  desc={'Energy Department/Ministry (Morocco)': 'the Moroccan energy ministry'}, rl='prais')
Q('before_last', 'Before Labaran Maku sought diplomatic cooperation from Nigerian citizens, who had last sought it from them?', 'head',
  'Appeal for diplomatic cooperation (such as policy support)', t='Citizen (Nigeria)', ext='last',
  ref=('Labaran Maku', 'Appeal for diplomatic cooperation (such as policy support)', 'Citizen (Nigeria)'),
  desc={'Citizen (Nigeria)': 'Nigerian citizens'}, rw='sought diplomatic cooperation from')
Q('before_last', 'Which country was the last to praise the UN Security Council before Dmitry Anatolyevich Medvedev?', 'head',
  'Praise or endorse', t='UN Security Council', ext='last', country=True, ref=('Dmitry Anatolyevich Medvedev', 'Praise or endorse', 'UN Security Council'),
  rl='praise')
Q('before_last', 'Before the Philippine military arrested Philippine militants, whom had it last arrested?', 'tail',
  'Arrest, detain, or charge with legal action', h='Military (Philippines)', ext='last', ref=('Military (Philippines)', 'Arrest, detain, or charge with legal action', 'Militant (Philippines)'),
  desc={'Military (Philippines)': 'the Philippine military', 'Militant (Philippines)': 'Philippine militants'}, rl='arrest')
Q('before_last', 'Who last expressed willingness to cooperate diplomatically with British citizens before Tesco?', 'head',
  'Express intent to engage in diplomatic cooperation (such as policy support)', t='Citizen (United Kingdom)', ext='last',
  ref=('Tesco', 'Express intent to engage in diplomatic cooperation (such as policy support)', 'Citizen (United Kingdom)'),
  desc={'Citizen (United Kingdom)': 'British citizens'}, rw='expressed willingness to cooperate diplomatically with')
Q('before_last', 'Before the French foreign ministry negotiated with Isaias Afewerki, who last negotiated with him?', 'head',
  'Engage in negotiation', t='Isaias Afewerki', ext='last', ref=('Foreign Affairs (France)', 'Engage in negotiation', 'Isaias Afewerki'),
  desc={'Foreign Affairs (France)': 'the French foreign ministry'}, rl='negotiated')
Q('before_last', 'Who was the last to speak well of the US envoy before South Sudan did?', 'head',
  'Praise or endorse', t='Envoy (United States)', ext='last', ref=('South Sudan', 'Praise or endorse', 'Envoy (United States)'),
  desc={'Envoy (United States)': 'the US envoy'}, rw='speak well of')
Q('before_last', 'Before criminals in Australia accused Australian citizens of crime or corruption, who last made such an accusation against them?', 'head',
  'Accuse of crime, corruption', t='Citizen (Australia)', ext='last', ref=('Criminal (Australia)', 'Accuse of crime, corruption', 'Citizen (Australia)'),
  desc={'Criminal (Australia)': 'criminals in Australia', 'Citizen (Australia)': 'Australian citizens'}, rl='accused Australian citizens of crime or corruption')
Q('before_last', 'Before an Egyptian judge accused Egyptian lawyers, whom had Egyptian judges last accused?', 'tail',
  'Accuse', h='Court Judge (Egypt)', ext='last', ref=('Court Judge (Egypt)', 'Accuse', 'Lawyer/Attorney (Egypt)'),
  desc={'Court Judge (Egypt)': 'an Egyptian judge', 'Lawyer/Attorney (Egypt)': 'Egyptian lawyers'}, rl='accuse')
Q('before_last', 'Before Henry M. Paulson said he wanted to meet Ghanaian businesspeople, whom had he last said he wanted to meet?', 'tail',
  'Express intent to meet or negotiate', h='Henry M. Paulson', ext='last', ref=('Henry M. Paulson', 'Express intent to meet or negotiate', 'Businessperson (Ghana)'),
  desc={'Businessperson (Ghana)': 'Ghanaian businesspeople'}, rw='said he wanted to meet')
Q('before_last', 'Before France rejected the UN Security Council, which country had last rejected it?', 'head',
  'Reject', t='UN Security Council', ext='last', country=True, ref=('France', 'Reject', 'UN Security Council'), rl='rejected')
Q('before_last', 'Before Boko Haram militants released Nigerian militants, who was the last to release them?', 'head',
  'Return, release person(s)', t='Militant (Nigeria)', ext='last', ref=('Militant (Boko Haram)', 'Return, release person(s)', 'Militant (Nigeria)'),
  desc={'Militant (Boko Haram)': 'Boko Haram militants', 'Militant (Nigeria)': 'Nigerian militants'}, rl='release')
Q('before_last', 'Which country last negotiated with Angola before Mexico did?', 'head',
  'Engage in negotiation', t='Angola', ext='last', country=True, ref=('Mexico', 'Engage in negotiation', 'Angola'), rl='negotiated')
Q('before_last', "Before visiting China, which country had Burundi's head of government last visited?", 'tail',
  'Make a visit', h='Head of Government (Burundi)', ext='last', country=True, ref=('Head of Government (Burundi)', 'Make a visit', 'China'),
  desc={'Head of Government (Burundi)': "Burundi's head of government"}, rl='visit')
Q('before_last', 'Which country was the last to negotiate with the US envoy before Thailand did?', 'head',
  'Engage in negotiation', t='Envoy (United States)', ext='last', country=True, ref=('Thailand', 'Engage in negotiation', 'Envoy (United States)'),
  desc={'Envoy (United States)': 'the US envoy'}, rl='negotiate')
Q('before_last', 'Before the Security Council signed a formal agreement with Yemen, which country did it last sign one with?', 'tail',
  'Sign formal agreement', h='UN Security Council', ext='last', country=True, ref=('UN Security Council', 'Sign formal agreement', 'Yemen'),
  desc={'UN Security Council': 'the Security Council'}, rl='signed a formal agreement')
Q('before_last', 'Before its visit to Japan, which country did the UNHCR last visit?', 'tail',
  'Make a visit', h='High Commission for Refugees', ext='last', country=True, ref=('High Commission for Refugees', 'Make a visit', 'Japan'),
  desc={'High Commission for Refugees': 'the UNHCR'}, rl='visit')
Q('before_last', 'Before Yasuo Fukuda appealed to Thailand, which countries had he last appealed to?', 'tail',
  'Make an appeal or request', h='Yasuo Fukuda', ext='last', country=True, ref=('Yasuo Fukuda', 'Make an appeal or request', 'Thailand'), rl='appealed')
Q('before_last', 'Before criticising Swaziland, which country had the IMF last criticised?', 'tail',
  'Criticize or denounce', h='International Monetary Fund', ext='last', country=True, ref=('International Monetary Fund', 'Criticize or denounce', 'Swaziland'),
  desc={'International Monetary Fund': 'the IMF'}, rl='criticis')
Q('before_last', 'Which country did Lee Myung Bak last appeal to before making an appeal to Qatar?', 'tail',
  'Make an appeal or request', h='Lee Myung Bak', ext='last', country=True, ref=('Lee Myung Bak', 'Make an appeal or request', 'Qatar'), rl='appeal')
Q('before_last', 'Before going to Vietnam, which country did Angela Merkel last pay a visit to?', 'tail',
  'Make a visit', h='Angela Merkel', ext='last', country=True, ref=('Angela Merkel', 'Make a visit', 'Vietnam'), rw='pay a visit to')
# time answers
Q('before_last', 'Before Chen Zhili consulted the French foreign ministry, when had anyone last consulted it?', 'time:day',
  'Consult', t='Foreign Affairs (France)', ext='last', ref=('Chen Zhili', 'Consult', 'Foreign Affairs (France)'),
  desc={'Foreign Affairs (France)': 'the French foreign ministry'}, rl='consulted')
Q('before_last', 'Before South Korean farm workers rallied against South Korean trade unions, on which day had they last staged a rally against anyone?', 'time:day',
  'Demonstrate or rally', h='Farm Worker (South Korea)', ext='last', ref=('Farm Worker (South Korea)', 'Demonstrate or rally', 'Labor Union (South Korea)'),
  desc={'Farm Worker (South Korea)': 'South Korean farm workers', 'Labor Union (South Korea)': 'South Korean trade unions'}, rl='rallied')
Q('before_last', 'Before the Indian special forces used military force against Indian fishermen, in which year had anyone last used military force against those fishermen?', 'time:year',
  'Use conventional military force', t='Fishermen (India)', ext='last', ref=('Military Personnel - Special (India)', 'Use conventional military force', 'Fishermen (India)'),
  desc={'Military Personnel - Special (India)': 'the Indian special forces', 'Fishermen (India)': 'Indian fishermen'}, rl='used military force')
Q('before_last', 'Before the Bangladeshi prime minister negotiated with Xi Jinping, in which year had he last held negotiations with anyone?', 'time:year',
  'Engage in negotiation', h='Head of Government (Bangladesh)', ext='last', ref=('Head of Government (Bangladesh)', 'Engage in negotiation', 'Xi Jinping'),
  desc={'Head of Government (Bangladesh)': 'the Bangladeshi prime minister'}, rl='negotiat')
Q('before_last', 'Before Vietnam rejected Human Rights Watch, in what month had Human Rights Watch last been rejected by anyone?', 'time:month',
  'Reject', t='Human Rights Watch', ext='last', ref=('Vietnam', 'Reject', 'Human Rights Watch'), rl='rejected')
Q('before_last', 'Before the Pentagon signed a formal agreement with Ashraf Ghani Ahmadzai, in which year had it last signed one with anyone?', 'time:year',
  'Sign formal agreement', h='Defense / Security Ministry (United States)', ext='last',
  ref=('Defense / Security Ministry (United States)', 'Sign formal agreement', 'Ashraf Ghani Ahmadzai'),
  desc={'Defense / Security Ministry (United States)': 'the Pentagon'}, rl='signed a formal agreement')
Q('before_last', 'Prior to rejecting Mahmoud Ahmadinejad, in which month had the German government last rejected anyone?', 'time:month',
  'Reject', h='Government (Germany)', ext='last', ref=('Government (Germany)', 'Reject', 'Mahmoud Ahmadinejad'),
  desc={'Government (Germany)': 'the German government'}, rl='reject')
Q('before_last', 'Before the Mongolian prime minister consulted Karl-Theodor zu Guttenberg, on what date had he last consulted anyone?', 'time:day',
  'Consult', h='Head of Government (Mongolia)', ext='last', ref=('Head of Government (Mongolia)', 'Consult', 'Karl-Theodor zu Guttenberg'),
  desc={'Head of Government (Mongolia)': 'the Mongolian prime minister'}, rl='consulted')
Q('before_last', 'Before the Sudanese government said it wanted to meet the Resistance Movement in Sudan, in which year had it last expressed an intention to meet anyone?', 'time:year',
  'Express intent to meet or negotiate', h='Government (Sudan)', ext='last', ref=('Government (Sudan)', 'Express intent to meet or negotiate', 'Resistance Movement (Sudan)'),
  desc={'Government (Sudan)': 'the Sudanese government', 'Resistance Movement (Sudan)': 'the Resistance Movement in Sudan'}, rw='said it wanted to meet')
Q('before_last', 'Before Somali mayors consulted Abdirahman Mohamed Farole, when had they last consulted anyone? Give the year.', 'time:year',
  'Consult', h='City Mayor (Somalia)', ext='last', ref=('City Mayor (Somalia)', 'Consult', 'Abdirahman Mohamed Farole'),
  desc={'City Mayor (Somalia)': 'Somali mayors'}, rl='consulted')
Q('before_last', 'Before the Argentine foreign ministry consulted Anatoly Antonov, in which month had it last consulted anyone?', 'time:month',
  'Consult', h='Foreign Affairs (Argentina)', ext='last', ref=('Foreign Affairs (Argentina)', 'Consult', 'Anatoly Antonov'),
  desc={'Foreign Affairs (Argentina)': 'the Argentine foreign ministry'}, rl='consulted')


# ---------------------------------------------------------------------------------------------
# Semantics
# ---------------------------------------------------------------------------------------------
# English wordings of these relations are symmetric ("held talks with", "signed a deal with"):
# a question over one of them is kept only if adding the mirrored facts (t, r, h) changes nothing.
SYMMETRIC = {'Consult', 'Engage in negotiation', 'Discuss by telephone', "Meet at a 'third' location",
             'Sign formal agreement', 'Engage in diplomatic cooperation', 'Cooperate economically',
             'Cooperate militarily', 'Engage in material cooperation', 'Engage in judicial cooperation',
             'fight with small arms and light weapons', 'fight with artillery and tanks'}
# "X visited Y" and "Y hosted X" describe one event: a question over either relation is kept only
# if adding the converse facts changes nothing.
CONVERSE = {'Make a visit': 'Host a visit', 'Host a visit': 'Make a visit'}


class Graph:
    def __init__(self, df):
        self.df = df
        self.by_r = {r: g for r, g in df.groupby('r', sort=False)}

    def facts(self, h, r, t, alt=False):
        """Facts of relation r with the given head/tail. alt=True also admits the mirrored
        facts of a symmetric relation, or the swapped facts of the converse relation."""
        x = self._f(h, r, t)
        if alt and (r in SYMMETRIC or r in CONVERSE):
            r2 = r if r in SYMMETRIC else CONVERSE[r]
            y = self._f(t, r2, h).rename(columns={'h': 't', 't': 'h'})
            x = pd.concat([x, y[['h', 'r', 't', 'd']]], ignore_index=True)
        return x

    def _f(self, h, r, t):
        x = self.by_r[r]
        if h is not None:
            x = x[x.h == h]
        if t is not None:
            x = x[x.t == t]
        return x

    def ref_day(self, ref, alt=False):
        h, r, t = ref
        days = sorted(set(self.facts(h, r, t, alt).d))
        assert len(days) == 1, ('reference event must be on exactly one day', ref, days)
        return days[0]


def time_filter(x, spec):
    op, p = spec.split(' ')
    assert len(p) in LEN_LEVEL and re.fullmatch(r'\d{4}(-\d{2}(-\d{2})?)?', p), spec
    if op == 'in':
        return x[x.d.str[:len(p)] == p]
    if op == 'before':        # strictly before the first day of p
        return x[x.d.str[:len(p)] < p]
    if op == 'after':         # strictly after the last day of p
        return x[x.d.str[:len(p)] > p]
    if op == 'since':         # from the first day of p on (inclusive)
        return x[x.d.str[:len(p)] >= p]
    raise ValueError(spec)


def norm(s):
    return re.sub(r'\s+', ' ', s.lower().replace('\u2019', "'"))


def gold(G, c, alt):
    """The gold answers of case c (and the excluded entity, and the reference day)."""
    q, qt, ask = c['q'], c['qt'], c['ask']
    entity = ask in ('head', 'tail')
    level = ask.split(':')[1] if not entity else None
    L = LEVEL_LEN[level] if level else None
    col = {'head': 'h', 'tail': 't'}.get(ask)
    h, r, t = c['h'], c['r'], c['t']
    x = G.facts(h, r, t, alt)
    assert len(x), ('no facts at all', q)
    ref_date = G.ref_day(c['ref'], alt) if c['ref'] else None
    excl = None

    def extreme(y, which):
        assert len(y), ('empty', q)
        day = y.d.min() if which == 'first' else y.d.max()
        return y[y.d == day], day

    if qt in ('equal', 'before_after'):
        assert not c['ext'] and not c['ref'], q
        # equal: "in P" (or no period at all for a "when did ...?" question whose facts fall in
        # one period); before_after: before / after / since P
        if qt == 'equal':
            assert (c['time'] or '').startswith('in ') or (not c['time'] and not entity), q
        else:
            assert c['time'] and not c['time'].startswith('in '), q
        y = time_filter(x, c['time']) if c['time'] else x
        if c['time'] and c['time'].startswith('since '):
            p = c['time'].split(' ')[1]
            y2 = time_filter(x, 'after ' + p)
            same = (sorted(set(y[col])) == sorted(set(y2[col]))) if entity else \
                (set(y.d.str[:L]) == set(y2.d.str[:L]))
            assert same, ('"since" must not depend on inclusiveness', q)
        if entity:
            ans = sorted(set(y[col]))
            assert 1 <= len(ans) <= 12, (q, ans)
        else:
            ans = sorted(set(y.d.str[:L]))
            assert len(ans) == 1, ('time answer must be unique', q, ans)
    elif qt == 'first_last':
        assert c['ext'] and not c['time'] and not c['ref'], q
        y, day = extreme(x, c['ext'])
        ans = sorted(set(y[col])) if entity else [day[:L]]
    elif qt == 'equal_multi':
        if c['ext']:
            assert c['time'] and c['time'].startswith('in ') and not c['ref'], q
            y, day = extreme(time_filter(x, c['time']), c['ext'])
            ans = sorted(set(y[col])) if entity else [day[:L]]
        else:
            assert c['same'] and c['ref'] and entity and not c['time'], q
            n = LEVEL_LEN[c['same']]
            y = x[x.d.str[:n] == ref_date[:n]]
            excl = c['ref'][0] if ask == 'head' else c['ref'][2]
            ans = sorted(set(y[col]) - {excl})
            assert 1 <= len(ans) <= 12, (q, ans)
    elif qt in ('after_first', 'before_last'):
        assert c['ref'] and not c['time'], q
        assert c['ext'] == ('first' if qt == 'after_first' else 'last'), q
        # nothing else matching may happen on the reference day itself, so "next" / "last
        # before" cannot be read as "also on that day"
        same_day = x[x.d == ref_date]
        ref_slot = 'h' if c['h'] is None else 't'
        assert set(same_day[ref_slot]) <= {c['ref'][0] if ref_slot == 'h' else c['ref'][2]}, \
            ('other matching facts on the reference day', q, sorted(set(same_day[ref_slot])))
        y = x[x.d > ref_date] if qt == 'after_first' else x[x.d < ref_date]
        y, day = extreme(y, c['ext'])
        if entity:
            ans = sorted(set(y[col]))
            excl = c['ref'][0] if ask == 'head' else c['ref'][2]
            assert excl not in ans, ('excluding the reference entity must not matter', q)
            excl = None
        else:
            ans = [day[:L]]
    else:
        raise ValueError(qt)

    return ans, excl, ref_date


def compute(G, c):
    """Return (answers, spec) for case c, asserting every property the benchmark promises."""
    q = c['q']
    qt, ask = c['qt'], c['ask']
    entity = ask in ('head', 'tail')
    level = ask.split(':')[1] if not entity else None
    h, r, t = c['h'], c['r'], c['t']
    if entity:
        assert (h is None) == (ask == 'head') and (t is None) == (ask == 'tail'), q
    ans, excl, ref_date = gold(G, c, alt=False)
    if r in SYMMETRIC or r in CONVERSE or (c['ref'] and (c['ref'][1] in SYMMETRIC or c['ref'][1] in CONVERSE)):
        ans2, _, ref2 = gold(G, c, alt=True)
        assert (ans2, ref2) == (ans, ref_date), ('mirrored/converse facts change the gold', q, ans, ans2)

    assert ans, ('empty gold', q)
    if c['ext'] and entity:
        assert len(ans) <= 3, ('first/last gold longer than 3', q, ans)
    if c['country']:
        assert entity and all(a in COUNTRY_SET for a in ans), ('"which country" gold not all countries', q, ans)
        assert 'country' in q.lower() or 'countries' in q.lower(), q

    # mentions: literal names must occur in the question, descriptions as written
    nq = norm(q)
    mentioned = [e for e in (h, t) if e is not None]
    if c['ref']:
        mentioned += [e for e in (c['ref'][0], c['ref'][2]) if e not in mentioned]
    mentions = []
    for e in mentioned:
        if e in c['desc']:
            text = c['desc'][e]
            assert norm(text) in nq, ('description not in question', q, text)
            assert not re.search(r'(?<!\w)' + re.escape(norm(e)) + r'(?!\w)', nq), \
                ('description given but literal name used', q, e)
            mentions.append({'text': text, 'entity': e, 'kind': 'description'})
        else:
            assert re.search(r'(?<!\w)' + re.escape(norm(e)) + r'(?!\w)', nq), ('literal mention missing', q, e)
            mentions.append({'text': e, 'entity': e, 'kind': 'literal'})
    for e in c['desc']:
        assert e in mentioned, ('description for an entity not in the spec', q, e)
    wording = c['rw'] or c['rl']
    assert norm(wording) in nq, ('relation wording not in question', q, wording)

    if entity:
        tl = LEN_LEVEL[len(c['time'].split(' ')[1])] if c['time'] else (c['same'] or 'day')
    else:
        tl = level
    spec = {
        'ask': ask.split(':')[0],
        'head': h, 'relation': r, 'tail': t,
        'time': ({'op': c['time'].split(' ')[0], 'period': c['time'].split(' ')[1]}
                 if c['time'] else None),
        'extreme': c['ext'],
        'reference': ({'head': c['ref'][0], 'relation': c['ref'][1], 'tail': c['ref'][2],
                       'date': ref_date} if c['ref'] else None),
        'same': c['same'],
        'exclude': excl,
        'answer_filter': 'country' if c['country'] else None,
        'answer_level': level,
        'mentions': mentions,
        'relation_wording': {'text': wording, 'paraphrase': c['rw'] is not None},
    }
    rec = {
        'quid': None,
        'question': q,
        'answers': ans,
        'answer_type': 'entity' if entity else 'time',
        'time_level': tl,
        'qtype': qt,
        'qlabel': 'Multiple' if qt in ('equal_multi', 'after_first', 'before_last') else 'Single',
        'spec': spec,
    }
    return rec


COUNTRY_SET = set(COUNTRIES)
QTYPES = ['equal', 'before_after', 'first_last', 'equal_multi', 'after_first', 'before_last']


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--data', default=DEFAULT_DATA)
    ap.add_argument('--out', default=HERE)
    ap.add_argument('--check-only', action='store_true')
    ap.add_argument('--show', action='store_true', help='print every question with its gold')
    a = ap.parse_args()
    df, ents = load(a.data)
    G = Graph(df)
    qs = [norm(c['q']) for c in CASES]
    assert len(set(qs)) == len(qs), 'duplicate question text'
    for c in CASES:
        for e in (c['h'], c['t']) + (tuple(c['ref']) if c['ref'] else ()):
            if e is not None and e not in ents and e not in G.by_r:
                raise AssertionError(('unknown entity', e, c['q']))
        assert c['r'] in G.by_r, c['r']
    recs, errors = [], []
    for i, c in enumerate(CASES):
        try:
            rec = compute(G, c)
        except AssertionError as e:
            errors.append(str(e))
            continue
        rec['quid'] = 7100001 + i
        recs.append(rec)
        if a.show:
            print(f"[{rec['qtype']}/{rec['answer_type']}] {rec['question']}\n    -> {rec['answers']}")
    if errors:
        for e in errors:
            print('FAIL', e, file=sys.stderr)
        sys.exit(1)
    # split: within each qtype, alternate in authored order (dev gets the 1st, 3rd, ...)
    dev, test = [], []
    for qt in QTYPES:
        sub = [r for r in recs if r['qtype'] == qt]
        for j, r in enumerate(sub):
            (dev if j % 2 == 0 else test).append(r)
    print(f'{len(recs)} cases: dev {len(dev)}, test {len(test)}')
    for name, part in (('dev', dev), ('test', test)):
        cnt = {}
        for r in part:
            k = (r['qtype'], r['answer_type'])
            cnt[k] = cnt.get(k, 0) + 1
        print(name, sorted(cnt.items()))
    nd = sum(any(m['kind'] == 'description' for m in r['spec']['mentions']) for r in recs)
    npara = sum(r['spec']['relation_wording']['paraphrase'] for r in recs)
    ntime = sum(r['answer_type'] == 'time' for r in recs)
    print(f'with a description: {nd}; paraphrased relation: {npara}; time answers: {ntime}')
    if a.check_only:
        return
    for name, part in (('events-full-dev.json', dev), ('events-full-test.json', test)):
        with open(os.path.join(a.out, name), 'w', encoding='utf-8', newline='\n') as f:
            json.dump(part, f, ensure_ascii=False, indent=1)
            f.write('\n')


if __name__ == '__main__':
    main()
