#!/usr/bin/env python
"""Independent TIME-question benchmark over the MultiTQ temporal knowledge graph,
with the emphasis on HOW ENTITIES ARE SAID.

Every question below was written by hand, with its structured meaning next to it.
The fact patterns were drawn with a fixed seed (see sample(), run with --sample):
relations uniformly from those with at least 30 facts (minus "Make statement"), each
slot asking for a kind of entity to describe (a sector entity "Role (Place)", a person
with a title, an organisation with an acronym or common name, or nothing special),
then a triple of that relation.  This script computes every gold answer from the
graph itself, checks each case, and writes time3-dev.json (even positions) and
time3-test.json (odd positions).

    /work/main/.venv/bin/python gold.py [path/to/full.txt.gz]
    /work/main/.venv/bin/python gold.py --sample      # print the seeded candidates
    /work/main/.venv/bin/python gold.py --notes       # also list same-name entities of partial names

Each question: c(q, h, r, t, ext, lv, m, ok=())
    q    the question
    h, r, t   head, relation, tail of the fact pattern (graph names, spaces for _)
    ext  None (qtype "equal") or "first" / "last" (qtype "first_last")
    lv   answer granularity: "day" (YYYY-MM-DD), "month" (YYYY-MM), "year" (YYYY)
    m    mentions: (text in the question, graph entity, kind), kind one of
         L  literal: the entity's exact graph name (a leading "the" allowed)
         S  sector: a natural description of a sector entity "Role (Place)"
         T  title: a person's full graph name with a title or office
         P  partial: a person named partly (surname, or without patronymic),
            mostly with a title or office
         A  acronym: an organisation by its acronym
         N  common name: another usual name of an organisation, country or person
    ok   same-place (or same-name) entities checked by hand and judged not to fit;
         REVIEWED: every person with the same relation and other party was read by
         hand and none held the office that the description names
Semantics: equal -> the (h, r, t) triple occurs on exactly one day; that day.
first_last -> earliest / latest day of any fact (h, r, t).  Only the exact
relation counts.  The answer is the day cut to the asked granularity.
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
ARGS = [a for a in sys.argv[1:] if not a.startswith('--')]
DATA = Path(ARGS[0]) if ARGS else Path('/work/shared/data/multitq/full.txt.gz')
QUID0 = 7400001
L, S, T, P, A, N = 'literal', 'sector', 'title', 'partial', 'acronym', 'common name'
KINDS = (L, S, T, P, A, N)


def c(q, h, r, t, ext, lv, m, ok=()):
    return dict(q=q, h=h, r=r, t=t, ext=ext, lv=lv, m=m, ok=list(ok))


# ---------------------------------------------------------------- tables
# How a role may be said.  A sector description must contain one of these
# (case-insensitive regular expressions) and must name the place (below).
ROLEWORDS = {
    'Citizen': r'\b(citizens|nationals|civilians|people|public|residents|population)\b',
    'Police': r'\b(police|policemen|police officers?|police force)\b',
    'Government': r'\bgovernment\b',
    'Interim Government': r'\b(interim|transitional) government\b',
    'Head of Government': r'\b(head of (the )?([\w-]+ )?government|head of government|prime minister|premier)\b',
    'Men': r'\bmen\b',
    'Women': r'\bwomen\b',
    'Children': r'\b(children|kids)\b',
    'Military': r'\b(military|armed forces|army)\b',
    'Foreign Affairs': r'\b(foreign ministry|foreign minister|ministry of foreign affairs|foreign affairs ministry|'
                       r'minister of foreign affairs|foreign office|foreign secretary|ministry of external affairs|'
                       r'external affairs minister)\b',
    'Lawyer/Attorney': r'\b(lawyers?|attorneys?)\b',
    'Media Personnel': r'\b(journalists?|reporters?|media workers)\b',
    'Media': r'\b(media|press)\b',
    'Criminal': r'\b(criminals?)\b',
    'Cabinet / Council of Ministers / Advisors': r'\b(cabinet|council of ministers)\b',
    'Other Authorities / Officials': r'\b(officials|authorities)\b',
    'Member of Parliament': r'\b(members? of parliament|MPs?|parliamentarians?)\b',
    'Protester': r'\b(protesters?|demonstrators?)\b',
    'Business': r'\b(business community|business sector|businesses|business world)\b',
    'Court Judge': r'\b(judges?|courts?)\b',
    'Military Personnel': r'\b(soldiers|troops|military personnel|servicemen)\b',
    'Military Personnel - Special': r'\b(special forces|special operations forces)\b',
    'Royal Administration': r'\b(royal (court|family|household|palace)|monarchy)\b',
    'Armed Gang': r'\b(armed gangs?|gunmen)\b',
    'Armed Rebel': r'\b(rebels?|armed rebels?)\b',
    'Party Member': r'\b(party members?|members? of (a|the) [\w\' -]*party)\b',
    'City Mayor': r'\b(mayors?)\b',
    'Militant': r'\b(militants?)\b',
    'Governor': r'\b(governors?)\b',
    'Envoy': r'\b(ambassadors?|envoys?)\b',
    'Legislature': r'\b(legislature|parliament)\b',
    'Businessperson': r'\b(businessm[ae]n|businesswom[ae]n|businesspeople|business people|businessperson|business leaders?|entrepreneurs?)\b',
    'Employee': r'\b(employees|workers|staff)\b',
    'Congress': r'\b(congress)\b',
    'Insurgent': r'\b(insurgents?)\b',
    'Defense / Security Ministry': r'\b(defen[cs]e ministry|defen[cs]e minister|ministry of defen[cs]e|defen[cs]e secretary|'
                                   r'defen[cs]e department|department of defen[cs]e|security ministry|defence establishment)\b',
    'Lawmaker': r'\b(lawmakers?|legislators?)\b',
    'Education': r'\b(education sector|educators|teachers|schools)\b',
    'Labor Union': r'\b((trade|labou?r) unions?|unions)\b',
    'Medical Personnel': r'\b(doctors|medical (staff|workers|personnel)|health workers)\b',
    'Combatant': r'\b(fighters|combatants)\b',
    'Student': r'\b(students?)\b',
    'Government Official': r'\b(government officials?)\b',
    'Indigenous People': r'\b(indigenous)\b',
    'Muslim': r'\b(muslims?|muslim community)\b',
    'People Associated with the Opposition': r'\b(opposition (figures|members|politicians|camp)|the opposition)\b',
    'Member of Legislative (Govt)': r'\b(legislators|members of the legislature|lawmakers)\b',
    'Activist': r'\b(activists?)\b',
    'Member of the Judiciary': r'\b(judiciary|judges?|judicial)\b',
    'Villager': r'\b(villagers)\b',
    'Newspaper': r'\b(newspapers?|papers?)\b',
    'Naval': r'\b(navy|naval)\b',
    'Election Commission': r'\b(election commission|electoral commission|electoral body|election body)\b',
    'Political Parties': r'\b(political parties)\b',
    'Treasury/Finance Ministry': r'\b(finance ministry|finance minister|treasury|ministry of finance|minister of finance)\b',
    'Justice Department/Ministery': r'\b(justice ministry|justice minister|ministry of justice|justice department|department of justice)\b',
    'High Ranking Military Personnel': r'\b(generals?|senior (military )?(officers|commanders)|military commanders?|top brass|top military officers?)\b',
    'Domestic Affairs': r'\b(interior ministry|interior minister|home ministry|home minister|ministry of (the )?interior|home affairs|internal affairs)\b',
    'Islamic Preacher': r'\b(islamic preachers?|muslim preachers?|imams?)\b',
    'Attacker': r'\b(attackers|assailants)\b',
    'Senate': r'\b(senate|senators)\b',
    'Thief': r'\b(thieves|robbers)\b',
    'Farm Worker': r'\b(farmers|farm workers|farmworkers)\b',
    'Armed Band': r'\b(armed bands?)\b',
    'Company - Owner or Operator': r'\b(compan(y|ies)|firms?)\b',
    'Fishermen': r'\b(fishermen)\b',
    'Guerrilla': r'\b(guerrillas?)\b',
    'Presidential Candidate': r'\b(presidential candidates?)\b',
    'Energy Department/Ministry': r'\b(energy ministry|energy minister|ministry of energy|energy department|department of energy)\b',
    'Refugee': r'\b(refugees)\b',
    'Professor': r'\b(professors?|academics?)\b',
    'Director General': r'\b(director[- ]general)\b',
    'Main Opposition': r'\b(main opposition)\b',
    'Health Ministry': r'\b(health ministry|health minister|ministry of health)\b',
    'Education Ministry': r'\b(education ministry|education minister|ministry of education)\b',
    'Bank': r'\b(banks?)\b',
    'News Editor': r'\b(editors?)\b',
    'Armed Opposition': r'\b(armed opposition)\b',
    'Secret Agent': r'\b(secret agents?|spies)\b',
    'Peacekeeping Troop': r'\b(peacekeepers|peacekeeping (troops|force))\b',
    'Finance / Economy / Commerce / Trade Ministry': r'\b((economy|commerce|trade) (ministry|minister)|ministry of (economy|commerce|trade))\b',
    'Scholar': r'\b(scholars?)\b',
    'Reserve Personnel': r'\b(reservists)\b',
    'Industry': r'\b(industry)\b',
    'Ruling Party': r'\b(ruling party)\b',
    'House of Representatives': r'\b(house of representatives)\b',
    'Detainee': r'\b(detainees)\b',
    'Immigrants': r'\b(immigrants|migrants)\b',
    'Rights Activist': r'\b(rights activists?)\b',
    'Attorney General': r'\b(attorney[- ]general)\b',
    'Separatist': r'\b(separatists?)\b',
    'Murderer': r'\b(murderers?|killers?)\b',
    'Opposition Supporter': r'\b(opposition supporters)\b',
    'High Commission': r'\b(high commission)\b',
    'Information / Communication / Transparency Ministry': r'\b((information|communications?) (ministry|minister)|ministry of (information|communications?))\b',
    'Tourist': r'\b(tourists?)\b',
    'Islamic Militant': r'\b(islamic militants|islamist militants)\b',
    'Air Force': r'\b(air force)\b',
    'Scientist': r'\b(scientists?)\b',
    'Economist': r'\b(economists?)\b',
    'Priest': r'\b(priests?)\b',
    'Settler': r'\b(settlers?)\b',
    'Environment Department/Ministry': r'\b(environment (ministry|minister)|ministry of (the )?environment)\b',
    'Public Prosecutor': r'\b(prosecutors?|prosecution)\b',
    'Labor and Employment Ministry': r'\b(labou?r (ministry|minister)|ministry of labou?r|employment ministry)\b',
    'Ombudsman': r'\b(ombudsman)\b',
    'Human Rights Commission': r'\b(human rights commission)\b',
    'Constitutional Court': r'\b(constitutional court)\b',
    'Extremist': r'\b(extremists?)\b',
    'Information Ministry': r'\b(information (ministry|minister)|ministry of information)\b',
    'Dissident': r'\b(dissidents?)\b',
    'Christian': r'\b(christians)\b',
    'Civil Servant': r'\b(civil servants?)\b',
    'Terrorist': r'\b(terrorists?)\b',
    'Militia': r'\b(militias?|militiamen)\b',
    'Intelligence': r'\b(intelligence (services?|agency|agencies))\b',
    'Veterans': r'\b(veterans)\b',
    'Agriculture / Fishing / Forestry Ministry': r'\b(agriculture (ministry|minister)|ministry of agriculture)\b',
    'Kidnapper': r'\b(kidnappers?)\b',
    'National Security Advisor': r'\b(national security advis[eo]r)\b',
    'Cleric': r'\b(clerics?)\b',
    'Defense Attorney': r'\b(defen[cs]e (lawyers?|attorneys?|counsel))\b',
    'Intelligence Officer': r'\b(intelligence (officers?|officials?))\b',
    'Drug Gang': r'\b(drug (gangs?|cartels?))\b',
    'Rioter': r'\b(rioters)\b',
    'Nurse': r'\b(nurses)\b',
    'Bishop': r'\b(bishops?)\b',
    'Asylum Seeker': r'\b(asylum[- ]seekers?)\b',
    'Appeals Court': r'\b(appeals? court|court of appeals?)\b',
    'Intelligence Chief': r'\b(intelligence chief|spy chief|head of intelligence)\b',
    'Archbishop': r'\b(archbishop)\b',
    'Customs Official': r'\b(customs (officials?|officers?|authorities))\b',
    'Blogger': r'\b(bloggers?)\b',
    'Chief Court Judge': r'\b(chief (justice|judge))\b',
    'Commando': r'\b(commandos)\b',
    'Opposition Activist': r'\b(opposition activists?)\b',
    'Military Police': r'\b(military police)\b',
    'Pilgrim': r'\b(pilgrims)\b',
    'Hunter': r'\b(hunters)\b',
    'Central Bank': r'\b(central bank)\b',
    'Undersecretary': r'\b(under-?secretar(y|ies))\b',
    'Admiral': r'\b(admirals?)\b',
    'Organized Crime': r'\b(organi[sz]ed crime)\b',
    'Religion': r'\b(religious (leaders|community|authorities))\b',
    'Secretariat': r'\b(secretariat)\b',
    'Muslim Cleric': r'\b(muslim clerics?|islamic clerics?)\b',
    'Military Ruler': r'\b(military (ruler|junta|leader|government))\b',
    'State Security Court': r'\b(state security court)\b',
    'Inspector General': r'\b(inspector[- ]general)\b',
    'Ministry of Public Security': r'\b(public security (ministry|minister)|ministry of public security)\b',
}

# Roles whose descriptions could be confused with each other: a description of
# Role (Place) must not fit another entity of the same place with the same
# relation and the same other argument (anywhere in the graph).
RIVALS = [
    {'Government Official', 'Other Authorities / Officials', 'Government', 'Civil Servant', 'Bureaucrat',
     'Provincial Officials', 'Government Delegation', 'Interim Government'},
    {'Military', 'Military Personnel', 'Military Personnel - Special', 'High Ranking Military Personnel',
     'Defense / Security Ministry', 'Army', 'Armed Forces', 'Army Personnel', 'Armed Force', 'Commando',
     'Reserve Personnel', 'Military Ruler', 'Army Chief of Staff', 'Joint Chiefs of Staff'},
    {'Naval', 'Navy Personnel', 'Admiral', 'Naval Base', 'Commander in Chief of the Navy'},
    {'Air Force', 'Air Force Chief', 'Air Marshall', 'Chief of the Air Force', 'Airman'},
    {'Media', 'Media Personnel', 'Newspaper', 'News Editor', 'Journalist', 'State Media', 'Local Media',
     'Opposition Newspaper', 'National Press', 'Blogger'},
    {'Citizen', 'Population', 'People', 'Villager'},
    {'Citizen', 'Protester', 'Demonstrator'},
    {'Lawyer/Attorney', 'Attorney General', 'Public Prosecutor', 'Defense Attorney', 'Prosecutor',
     'Government Lawyer/Representative', 'Public Defender', 'Office of the Attorney General'},
    {'Court Judge', 'Member of the Judiciary', 'Oversight Court', 'Supreme Court', 'Judiciary', 'Chief Court Judge',
     'Federal Judge', 'Appeals Court', 'Constitutional Court', 'Special Court', 'Public Courts',
     'State Security Court', 'Military Judge', 'Municipal Court', 'Sharia Court', 'Religious Court'},
    {'Legislature', 'Member of Parliament', 'Lawmaker', 'Congress', 'Parliament', 'Senate',
     'House of Representatives', 'Member of Legislative (Govt)', 'Assemblies', 'Representatives',
     'National Assembly', 'Legislative', 'Lower House of Parliament', 'Government Lawmaker', 'State Duma',
     'Consultative Assembly', 'House Speaker', 'President of the Senate'},
    {'Armed Rebel', 'Insurgent', 'Militant', 'Rebel Group', 'Armed Opposition', 'Guerrilla', 'Armed Gang',
     'Armed Band', 'Separatist', 'Terrorist', 'Islamic Militant', 'Combatant', 'Separatist Militant',
     'Attacker', 'Rebel', 'Militia', 'Rebel Commander', 'Armed Separatist', 'Resistance Movement',
     'Muslim Militant', 'Extremist', 'Insurgency', 'Opposition Force', 'Guerilla Faction', 'Islamic Rebel',
     'Armed Insurgent', 'Ethnic Rebel', 'Freedom Fighter', 'Mujahideen', 'Paramilitary', 'Terrorist Organization',
     'Islamic Extremist Group', 'Alleged Militants', 'Insurgent Leader', 'Guerrilla Leader'},
    {'Criminal', 'Armed Gang', 'Thief', 'Murderer', 'Organized Crime', 'Kidnapper', 'Drug Gang', 'Attacker',
     'Hitman', 'Mob', 'Drug Dealer', 'Looter'},
    {'Business', 'Businessperson', 'Company - Owner or Operator', 'Industry', 'Company', 'Holding Company'},
    {'Protester', 'Activist', 'Rights Activist', 'Opposition Supporter', 'Demonstrator', 'Opposition Activist',
     'Human Rights Activist', 'Labor Activist', 'Democracy Activist', 'Rioter', 'Environmentalist',
     'Anti Government Activist'},
    {'People Associated with the Opposition', 'Opposition Supporter', 'Opposition Activist', 'Main Opposition',
     'Opposition Coalition', 'Coalition of Opposition Parties', 'Exiled Opposition', 'Spokesman for the Opposition'},
    {'Foreign Affairs', 'Ministry', 'Foreign Ministry'},
    {'Treasury/Finance Ministry', 'Finance / Economy / Commerce / Trade Ministry', 'Ministry'},
    {'Student', 'Education', 'Youth', 'Education Ministry', 'Education Official', 'Student Dissident'},
    {'Employee', 'Labor Union', 'Worker', 'Labor', 'Protesting Worker', 'Striking Worker', 'Civil Service'},
    {'Police', 'Police Chief', 'Police Officer', 'Paramilitary Police', 'Military Police', 'Border Patrol'},
    {'Cabinet / Council of Ministers / Advisors', 'Government', 'Ministry'},
    {'Head of Government', 'Interim Leader', 'Military Ruler', 'Exiled Prime Minister', 'Interim Government'},
    {'Domestic Affairs', 'Ministry of Public Security', 'Ministry'},
    {'Envoy', 'Representative to the United Nations', 'High Commission', "Charge D'affaires", 'Honorary Consul'},
    {'Intelligence', 'Secret Agent', 'Intelligence Officer', 'Intelligence Chief', 'Military Intelligence',
     'Senior Intelligence Officer', 'Chief of Intelligence', 'Army Intelligence'},
    {'Islamic Preacher', 'Cleric', 'Muslim Cleric', 'Islamic Cleric', 'Preacher', 'Religion', 'Priest', 'Clergy'},
    {'Medical Personnel', 'Nurse', 'Medical Association', 'Healthcare Facility'},
    {'Governor', 'Regional Governor', 'Governor General', 'District Commissioner'},
    {'City Mayor', 'City Manager'},
    {'Party Member', 'Party President', 'Political Parties', 'Ruling Party'},
    {'Farm Worker', 'Landowner'},
    {'Justice Department/Ministery', 'Ministry', 'Attorney General'},
    {'Defense / Security Ministry', 'Ministry'},
    {'Health Ministry', 'Ministry'}, {'Education Ministry', 'Ministry'},
    {'Bank', 'Government Affiliated Bank', 'Central Bank'},
    {'Human Rights Commission', 'Human Rights Group', 'Center for Human Rights', 'Rights Activist'},
    {'Indigenous People', 'Ethnic Group', 'Hmong', 'Tamil'},
    {'Court Judge', 'State Security Court', 'Member of the Judiciary'},
    {'Energy Department/Ministry', 'Ministry'},
    {'Information / Communication / Transparency Ministry', 'Information Ministry', 'Ministry'},
]

# How a place may be named inside a sector description (besides its own name).
DEMONYMS = {
    'Afghanistan': ['Afghan'], 'Albania': ['Albanian'], 'Algeria': ['Algerian'], 'Angola': ['Angolan'],
    'Argentina': ['Argentine', 'Argentinian'], 'Armenia': ['Armenian'], 'Australia': ['Australian'],
    'Austria': ['Austrian'], 'Azerbaijan': ['Azerbaijani'], 'Bahrain': ['Bahraini'],
    'Bangladesh': ['Bangladeshi'], 'Belarus': ['Belarusian'], 'Belgium': ['Belgian'], 'Bolivia': ['Bolivian'],
    'Bosnia and Herzegovina': ['Bosnian'], 'Brazil': ['Brazilian'], 'Bulgaria': ['Bulgarian'],
    'Burundi': ['Burundian'], 'Cambodia': ['Cambodian'], 'Cameroon': ['Cameroonian'], 'Canada': ['Canadian'],
    'Chile': ['Chilean'], 'China': ['Chinese'], 'Colombia': ['Colombian'], 'Croatia': ['Croatian'],
    'Cuba': ['Cuban'], 'Cyprus': ['Cypriot'], 'Czech Republic': ['Czech'], 'Denmark': ['Danish'],
    'Ecuador': ['Ecuadorian'], 'Egypt': ['Egyptian'], 'Eritrea': ['Eritrean'], 'Estonia': ['Estonian'],
    'Ethiopia': ['Ethiopian'], 'Fiji': ['Fijian'], 'Finland': ['Finnish'], 'France': ['French'],
    'Georgia': ['Georgian'], 'Germany': ['German'], 'Ghana': ['Ghanaian'], 'Greece': ['Greek'],
    'Guatemala': ['Guatemalan'], 'Guinea': ['Guinean'], 'Haiti': ['Haitian'], 'Honduras': ['Honduran'],
    'Hungary': ['Hungarian'], 'India': ['Indian'], 'Indonesia': ['Indonesian'], 'Iran': ['Iranian'],
    'Iraq': ['Iraqi'], 'Ireland': ['Irish'], 'Israel': ['Israeli'], 'Italy': ['Italian'],
    'Jamaica': ['Jamaican'], 'Japan': ['Japanese'], 'Jordan': ['Jordanian'], 'Kazakhstan': ['Kazakh'],
    'Kenya': ['Kenyan'], 'Kosovo': ['Kosovar', 'Kosovo'], 'Kuwait': ['Kuwaiti'], 'Kyrgyzstan': ['Kyrgyz'],
    'Laos': ['Lao', 'Laotian'], 'Latvia': ['Latvian'], 'Lebanon': ['Lebanese'], 'Liberia': ['Liberian'],
    'Libya': ['Libyan'], 'Lithuania': ['Lithuanian'], 'Macedonia': ['Macedonian'],
    'Madagascar': ['Malagasy'], 'Malawi': ['Malawian'], 'Malaysia': ['Malaysian'], 'Mali': ['Malian'],
    'Mauritania': ['Mauritanian'], 'Mexico': ['Mexican'], 'Moldova': ['Moldovan'], 'Mongolia': ['Mongolian'],
    'Montenegro': ['Montenegrin'], 'Morocco': ['Moroccan'], 'Mozambique': ['Mozambican'],
    'Myanmar': ['Burmese', 'Myanmar'], 'Namibia': ['Namibian'], 'Nepal': ['Nepali', 'Nepalese'],
    'Netherlands': ['Dutch'], 'New Zealand': ['New Zealand'], 'Nicaragua': ['Nicaraguan'],
    'Niger': ['Nigerien'], 'Nigeria': ['Nigerian'], 'North Korea': ['North Korean'], 'Norway': ['Norwegian'],
    'Oman': ['Omani'], 'Pakistan': ['Pakistani'], 'Palestinian Territory, Occupied': ['Palestinian'],
    'Panama': ['Panamanian'], 'Paraguay': ['Paraguayan'], 'Peru': ['Peruvian'], 'Philippines': ['Philippine', 'Filipino'],
    'Poland': ['Polish'], 'Portugal': ['Portuguese'], 'Qatar': ['Qatari'], 'Romania': ['Romanian'],
    'Russia': ['Russian'], 'Rwanda': ['Rwandan'], 'Saudi Arabia': ['Saudi'], 'Senegal': ['Senegalese'],
    'Serbia': ['Serbian'], 'Sierra Leone': ['Sierra Leonean'], 'Singapore': ['Singaporean'],
    'Slovakia': ['Slovak'], 'Slovenia': ['Slovenian'], 'Somalia': ['Somali'], 'South Africa': ['South African'],
    'South Korea': ['South Korean'], 'South Sudan': ['South Sudanese'], 'Spain': ['Spanish'],
    'Sri Lanka': ['Sri Lankan'], 'Sudan': ['Sudanese'], 'Sweden': ['Swedish'], 'Switzerland': ['Swiss'],
    'Syria': ['Syrian'], 'Taiwan': ['Taiwanese'], 'Tajikistan': ['Tajik'], 'Tanzania': ['Tanzanian'],
    'Thailand': ['Thai'], 'Timor-Leste': ['East Timorese', 'East Timor'], 'Tunisia': ['Tunisian'],
    'Turkey': ['Turkish'], 'Turkmenistan': ['Turkmen'], 'Uganda': ['Ugandan'], 'Ukraine': ['Ukrainian'],
    'United Arab Emirates': ['Emirati', 'UAE'], 'United Kingdom': ['British', 'UK', 'Britain'],
    'United States': ['American', 'US', 'U.S.', 'America'], 'Uruguay': ['Uruguayan'], 'Uzbekistan': ['Uzbek'],
    'Venezuela': ['Venezuelan'], 'Vietnam': ['Vietnamese'], 'Yemen': ['Yemeni'], 'Zambia': ['Zambian'],
    'Zimbabwe': ['Zimbabwean'], 'Hong Kong': ['Hong Kong'], 'Occupied Palestinian Territory': ['Palestinian'],
    'Taliban': ['Taliban'], 'Boko Haram': ['Boko Haram'], 'International': ['international', 'foreign'], "Lord's Resistance Army": ["Lord's Resistance Army", 'LRA'], 'Hamas': ['Hamas'], 'Hezbollah': ['Hezbollah'], 'Al Qaeda': ['al-Qaeda', 'al Qaeda'],
    'African Union': ['African Union', 'AU'], 'United Nations': ['UN', 'United Nations'],
    'Europe': ['European'], 'Kurdistan': ['Kurdish'], 'Chechnya': ['Chechen'], 'Bhutan': ['Bhutanese'],
    'Maldives': ['Maldivian'], 'Djibouti': ['Djiboutian'], 'Togo': ['Togolese'], 'Gabon': ['Gabonese'],
    'Sri Lanka ': [], 'Swaziland': ['Swazi'], 'Lesotho': ['Basotho'], 'Botswana': ['Botswana'],
    'Brunei': ['Bruneian'], 'Dominican Republic': ['Dominican'], 'El Salvador': ['Salvadoran'],
    'Costa Rica': ['Costa Rican'], 'Trinidad and Tobago': ['Trinidadian'], 'Papua New Guinea': ['Papua New Guinean'],
    'Iceland': ['Icelandic'], 'Luxembourg': ['Luxembourg'], 'Malta': ['Maltese'], 'Chad': ['Chadian'],
    'Central African Republic': ['Central African'], 'Democratic Republic of Congo': ['Congolese'],
    'Cote d\'Ivoire': ['Ivorian', 'Ivory Coast'], 'Benin': ['Beninese'], 'Burkina Faso': ['Burkinabe'],
    'Gambia': ['Gambian'], 'Guinea-Bissau': ['Bissau-Guinean'], 'Equatorial Guinea': ['Equatorial Guinean'],
    'Western Sahara': ['Sahrawi'], 'Kashmir': ['Kashmiri'], 'Tibet': ['Tibetan'], 'Scotland': ['Scottish'],
    'Northern Ireland': ['Northern Irish'], 'Wales': ['Welsh'], 'England': ['English'],
}

# Persons with titles or offices: (pattern that must be in the mention, first day, day after last).
# A title may only be used when every day of the fact pattern falls in its period.
OPEN, ALWAYS = '9999-12-31', '0000-01-01'
TITLES = {
    'Barack Obama': [('President', '2009-01-20', '2017-01-20'), ('Senator', '2005-01-03', '2008-11-16')],
    'Mahmoud Abbas': [('President', '2005-01-15', OPEN), ('Palestinian leader', ALWAYS, OPEN)],
    'Mahmoud Ahmadinejad': [('President', '2005-08-03', '2013-08-03')],
    'Benjamin Netanyahu': [('Prime Minister', '2009-03-31', OPEN)],
    'Dmitry Anatolyevich Medvedev': [('President', '2008-05-07', '2012-05-07'),
                                     ('Prime Minister', '2012-05-08', OPEN)],
    'Angela Merkel': [('Chancellor', '2005-11-22', OPEN)],
    'Wen Jiabao': [('Premier', '2003-03-16', '2013-03-15')],
    'Xi Jinping': [('Vice President', '2008-03-15', '2013-03-14'), ('President', '2013-03-14', OPEN)],
    'Lee Myung Bak': [('President', '2008-02-25', '2013-02-25')],
    'Pervez Musharraf': [('President', ALWAYS, '2008-08-18'), ('General', ALWAYS, '2007-11-28')],
    'Abhisit Vejjajiva': [('Prime Minister', '2008-12-17', '2011-08-05')],
    'Tony Blair': [('Prime Minister', ALWAYS, '2007-06-27')],
    'Nuri al-Maliki': [('Prime Minister', '2006-05-20', '2014-09-08')],
    'Abdullah Gül': [('Foreign Minister', ALWAYS, '2007-08-28'), ('President', '2007-08-28', '2014-08-28')],
    'Ma Ying Jeou': [('President', '2008-05-20', '2016-05-20')],
    'Roh Moo Hyun': [('President', ALWAYS, '2008-02-25')],
    'Evo Morales': [('President', '2006-01-22', OPEN)],
    'Julia Gillard': [('Prime Minister', '2010-06-24', '2013-06-27')],
    'Ali Abdullah Saleh': [('President', ALWAYS, '2012-02-25')],
    'Muhammadu Buhari': [('President', '2015-05-29', OPEN)],
    'Cristina Fernández de Kirchner': [('President', '2007-12-10', '2015-12-10')],
    'Javier Solana': [('EU foreign policy chief', ALWAYS, '2009-12-01')],
    'Catherine Ashton': [('EU foreign policy chief', '2009-12-01', '2014-11-01'), ('Baroness', ALWAYS, OPEN)],
    'Shimon Peres': [('President', '2007-07-15', '2014-07-24')],
    "Umaru Musa Yar'Adua": [('President', '2007-05-29', '2010-05-05')],
    'Yoshihiko Noda': [('Prime Minister', '2011-09-02', '2012-12-26')],
    'Yasuo Fukuda': [('Prime Minister', '2007-09-26', '2008-09-24')],
    'Alexis Tsipras': [('Prime Minister', '2015-01-26', OPEN)],
    'Abdel Fattah Al-Sisi': [('President', '2014-06-08', OPEN)],
    'Shaukat Aziz': [('Prime Minister', ALWAYS, '2007-11-16')],
    'Raúl Castro': [('President', '2008-02-24', OPEN)],
    'Rafael Correa': [('President', '2007-01-15', OPEN)],
    'Islam Karimov': [('President', ALWAYS, OPEN)],
    'Uhuru Muigai Kenyatta': [('President', '2013-04-09', OPEN)],
    'Wang Yi': [('Foreign Minister', '2013-03-16', OPEN)],
    'Tzipi Livni': [('Foreign Minister', '2006-05-04', '2009-03-31')],
    'Antonis Samaras': [('Prime Minister', '2012-06-20', '2015-01-26')],
    'Jakaya Mrisho Kikwete': [('President', '2005-12-21', '2015-11-05')],
    'Georgios Papandreou': [('Prime Minister', '2009-10-06', '2011-11-11')],
    'Benedict XVI': [('Pope', '2005-04-19', '2013-02-28')],
    'Gurbanguly Berdymukhammedov': [('President', '2007-02-14', OPEN)],
    'Donald Rumsfeld': [('Defense Secretary', ALWAYS, '2006-12-18')],
    'Mwai Kibaki': [('President', ALWAYS, '2013-04-09')],
    'Michael Sata': [('President', '2011-09-23', '2014-10-28')],
    'Christine Lagarde': [('IMF chief', '2011-07-05', OPEN)],
    'Jack Straw': [('Foreign Secretary', ALWAYS, '2006-05-05')],
    'Gerhard Schröder': [('Chancellor', ALWAYS, '2005-11-22')],
    'Isaias Afewerki': [('President', ALWAYS, OPEN)],
    'Haider Al-Abadi': [('Prime Minister', '2014-09-08', OPEN)],
    'Saud bin Faisal bin Abdul-Aziz': [('Prince', ALWAYS, OPEN), ('Foreign Minister', ALWAYS, '2015-04-29')],
    'Ashraf Ghani Ahmadzai': [('President', '2014-09-29', OPEN)],
    'Chuck Hagel': [('Defense Secretary', '2013-02-27', '2015-02-17')],
    'Abdoulaye Wade': [('President', ALWAYS, '2012-04-02')],
    'Daniel Ortega': [('President', '2007-01-10', OPEN)],
    'Julie Bishop': [('Foreign Minister', '2013-09-18', OPEN)],
    'Henry M. Paulson': [('Treasury Secretary', '2006-07-10', '2009-01-20')],
    'Muhammad VI': [('King', ALWAYS, OPEN)],
    'Arseniy Yatsenyuk': [('Prime Minister', '2014-02-27', OPEN)],
    'Sergey Kuzhugetovich Shoygu': [('Defen[cs]e Minister', '2012-11-06', OPEN)],
    'Macky Sall': [('President', '2012-04-02', OPEN)],
    'Elizabeth II': [('Queen', ALWAYS, OPEN)],
    'Herman Van Rompuy': [('European Council President', '2009-12-01', '2014-12-01')],
    'Heinz Fischer': [('President', '2004-07-08', OPEN)],
    'Juan Carlos I': [('King', ALWAYS, '2014-06-19')],
    'Radoslaw Sikorski': [('Foreign Minister', '2007-11-16', '2014-09-22')],
    'Viktor Orban': [('Prime Minister', '2010-05-29', OPEN)],
    'Jens Stoltenberg': [('Prime Minister', '2005-10-17', '2013-10-16'), ('NATO Secretary General', '2014-10-01', OPEN)],
    'Mario Monti': [('Prime Minister', '2011-11-16', '2013-04-28')],
    'Boris Johnson': [('Mayor', '2008-05-04', '2016-05-09')],
    'Theresa May': [('Home Secretary', '2010-05-12', '2016-07-13')],
    'Mikhail Yefimovich Fradkov': [('Prime Minister', ALWAYS, '2007-09-12')],
    'Bertie Ahern': [('Taoiseach', ALWAYS, '2008-05-07'), ('Prime Minister', ALWAYS, '2008-05-07')],
    'Valdas Adamkus': [('President', '2004-07-12', '2009-07-12')],
    'Ivan Gasparovic': [('President', '2004-06-15', '2014-06-15')],
    'Nicos Anastasiades': [('President', '2013-02-28', OPEN)],
    'Hashim Thaçi': [('Prime Minister', '2008-01-09', '2014-12-09')],
    'Sali Berisha': [('Prime Minister', '2005-09-11', '2013-09-15')],
    'Toomas Hendrik Ilves': [('President', '2006-10-09', '2016-10-10')],
    'Werner Faymann': [('Chancellor', '2008-12-02', '2016-05-09')],
    'Joachim Gauck': [('President', '2012-03-18', OPEN)],
    'Maithripala Sirisena': [('President', '2015-01-09', OPEN)],
    'Ali Bongo Ondimba': [('President', '2009-10-16', OPEN)],
    'Klaus Johannis': [('President', '2014-12-21', OPEN)],
    'John Dramani Mahama': [('President', '2012-07-24', OPEN)],
    'Ibrahim Boubacar Keïta': [('President', '2013-09-04', OPEN)],
    'Tsakhiagiyn Elbegdorj': [('President', '2009-06-18', OPEN)],
    'Zine El Abidine Ben Ali': [('President', ALWAYS, '2011-01-14')],
    'Federica Mogherini': [('EU foreign policy chief', '2014-11-01', OPEN),
                           ('Foreign Minister', '2014-02-22', '2014-11-01')],
    'Philip Hammond': [('Defence Secretary', '2011-10-14', '2014-07-15'), ('Foreign Secretary', '2014-07-15', OPEN)],
    'John Baird': [('Foreign Minister', '2011-05-18', '2015-02-03')],
    'Nabih Berri': [('Speaker', ALWAYS, OPEN)],
    'Massoud Barzani': [('Kurdish regional president', '2005-06-14', OPEN)],
    'Oluṣẹgun Ọbasanjọ': [('President', ALWAYS, '2007-05-29')],
    'Rupiah Banda': [('President', '2008-11-02', '2011-09-23')],
    'Elmar Mammadyarov': [('Foreign Minister', ALWAYS, OPEN)],
    'Pham Binh Minh': [('Foreign Minister', '2011-08-03', OPEN)],
    'Boris Vyacheslavovich Gryzlov': [('Speaker', ALWAYS, '2011-12-14')],
    'Sheikh Hamad bin Khalifa al-Thani': [('Emir', ALWAYS, '2013-06-25')],
    'Sheikh Hamad bin Isa al Khalifah': [('King', ALWAYS, OPEN)],
    'Jusuf Kalla': [('Vice President', '2004-10-20', '2009-10-20'), ('Vice President', '2014-10-20', OPEN)],
    'Mohamed Ould Abdel Aziz': [('President', '2009-08-05', OPEN)],
    'Nasser Judeh': [('Foreign Minister', '2009-02-23', OPEN)],
    'A.K. Antony': [('Defen[cs]e Minister', '2006-10-24', '2014-05-26')],
    'Shivraj Patil': [('Home Minister', '2004-05-22', '2008-11-30')],
    'Raheel Sharif': [('General', '2013-11-29', OPEN)],
    'Hisham Qandil': [('Prime Minister', '2012-07-24', '2013-07-08')],
    'Abdelilah Benkirane': [('Prime Minister', '2011-11-29', OPEN)],
    'Pedro Manuel Mamede Passos Coelho': [('Prime Minister', '2011-06-21', '2015-11-26')],
    'Valdis Dombrovskis': [('Prime Minister', '2009-03-12', '2014-01-22')],
    'Andrius Kubilius': [('Prime Minister', '2008-12-09', '2012-12-13')],
    'Algirdas Butkevičius': [('Prime Minister', '2012-12-13', OPEN)],
    'Aigars Kalvitis': [('Prime Minister', '2004-12-02', '2007-12-20')],
    'Mikulas Dzurinda': [('Prime Minister', ALWAYS, '2006-07-04')],
    'Branko Crvenkovski': [('President', '2004-05-12', '2009-05-12')],
    'Gjorge Ivanov': [('President', '2009-05-12', OPEN)],
    'Wolfgang Schüssel': [('Chancellor', ALWAYS, '2007-01-11')],
    'Benjamin William Mkapa': [('President', ALWAYS, '2005-12-21')],
    'John Paul II': [('Pope', ALWAYS, '2005-04-03')],
    'Prachanda': [('Maoist leader', ALWAYS, OPEN)],
    'Ai Weiwei': [('artist', ALWAYS, OPEN)],
    'Julian Paul Assange': [('WikiLeaks founder', '2006-10-04', OPEN)],
    'Tom Motsoahae Thabane': [('Prime Minister', '2012-06-08', '2015-03-17')],
    'Don McKinnon': [('Commonwealth Secretary-General', ALWAYS, '2008-04-01')],
    'François Bozizé': [('President', ALWAYS, '2013-03-24')],
    'Tsai Ing-wen': [('DPP chairwoman', '2008-05-20', '2012-02-29'), ('DPP chairwoman', '2014-05-28', OPEN)],
}

# Acronyms and other usual names (checked by hand against the graph's name).
ALIASES = {
    'International Monetary Fund': ['IMF', 'the Fund'],
    'African Union': ['AU'],
    'Association of Southeast Asian Nations': ['ASEAN'],
    'High Commission for Refugees': ['UNHCR', 'UN refugee agency', 'United Nations refugee agency',
                                     'UN High Commissioner for Refugees'],
    'Central Intelligence Agency': ['CIA'],
    'Agence France-Presse': ['AFP'],
    'Associated Press': ['AP'],
    'Human Rights Watch': ['HRW'],
    'European Central Bank': ['ECB'],
    'Inter-Services Intelligence': ['ISI', "Pakistan's ISI", "Pakistan's Inter-Services Intelligence agency"],
    "Sudan People's Liberation Army": ['SPLA'],
    'Doctors Without Borders': ['MSF', 'Médecins Sans Frontières'],
    'Drug Enforcement Administration': ['DEA', 'US Drug Enforcement Administration'],
    "United Nations Children's Fund": ['UNICEF'],
    'Office of the United Nations High Commissioner for Human Rights': ['UN human rights office', 'OHCHR'],
    'Organization of Petroleum Exporting Countries': ['OPEC'],
    'International Court of Justice': ['ICJ', 'World Court'],
    'Israeli Defense Forces': ['IDF', 'Israel Defense Forces'],
    'UN Security Council': ['Security Council', 'United Nations Security Council', 'UNSC'],
    'Nonaligned Movement': ['Non-Aligned Movement', 'NAM'],
    "Pakistan People's Party": ['PPP', "Pakistan Peoples Party"],
    'Movement for Democratic Change': ['MDC'],
    'Straits Exchange Foundation': ['SEF'],
    'United Nations Interim Administration in Kosovo': ['UNMIK', 'UN mission in Kosovo'],
    'Central Reserve Police Force': ['CRPF'],
    'United Progressive Alliance': ['UPA'],
    'Rapid Action Battalion': ['RAB', "Bangladesh's Rapid Action Battalion"],
    'International Federation of Red Cross and Red Crescent Societies': ['IFRC', 'International Federation of the Red Cross'],
    'Kuomintang': ['KMT', 'Nationalist Party'],
    'Grand National Party': ['GNP'],
    'Moro Islamic Liberation Front': ['MILF'],
    'Moro National Liberation Front': ['MNLF'],
    'National United Front for Democracy Against Dictatorship': ['UDD', 'red shirt movement', 'Red Shirts'],
    'Panhellenic Socialist Movement': ['PASOK'],
    'National Resistance Movement': ['NRM', "Uganda's ruling NRM"],
    'Islamic Courts Union': ['ICU'],
    'Afghan National Army': ['ANA', 'Afghan army'],
    'National Transitional Council': ['NTC', "Libya's NTC"],
    'East African Community': ['EAC'],
    'Lashkar-e-Taiba': ['LeT', 'Lashkar-e-Toiba'],
    'Ogaden National Liberation Front': ['ONLF'],
    'Provisional Irish Republican Army': ['IRA', 'Provisional IRA'],
    'Economic Cooperation Organization': ['ECO'],
    'Mainland Affairs Council': ['MAC', "Taiwan's Mainland Affairs Council"],
    'Taiwan Affairs Office': ['TAO', "China's Taiwan Affairs Office"],
    'Civic United Front': ['CUF'],
    'Chongwadai': ['Blue House', 'Cheong Wa Dae'],
    'Secretary of State for the Home Department': ['British Home Secretary', 'UK Home Secretary', "Britain's Home Secretary"],
    'Council for National Security': ['CNS', "Thailand's Council for National Security"],
    'Internal Security Operations Command': ['ISOC', "Thailand's Internal Security Operations Command"],
    'Liberal National Party': ['LNP'],
    'Hellenic Armed Forces': ['Greek armed forces'],
    'United States Senate': ['US Senate', 'U.S. Senate'],
    'Saudi Arabian Defence Forces': ['Saudi armed forces', 'Saudi military'],
    'Verkhovna Rada': ["Ukraine's parliament", 'Ukrainian parliament'],
    'Rajya Sabha': ["upper house of India's parliament"],
    'Special Rapporteurs of the United Nations': ['UN special rapporteurs'],
    'Syrian Observatory for Human Rights': ['SOHR'],
    'ITAR TASS': ['ITAR-TASS', 'TASS'],
    'Korean Workers Party': ["Workers' Party of Korea", "North Korea's ruling Workers' Party"],
    'National Front Malaysia': ['Barisan Nasional', "Malaysia's National Front"],
    'Holy See': ['Vatican'],
    'United Arab Emirates': ['UAE', 'Emirates'],
    'Timor-Leste': ['East Timor'],
    'China': ["People's Republic of China", 'PRC'],
    'South Korea': ['Republic of Korea'],
    'Iran': ['Islamic Republic of Iran', 'Islamic Republic'],
    'Laos': ['Lao PDR'],
    'Muhammad VI': ['King Mohammed VI', 'King Mohammed VI of Morocco', "Morocco's King Mohammed VI"],
    'Sergey Kuzhugetovich Shoygu': ['Sergei Shoigu', 'Defence Minister Sergei Shoigu'],
    'Benedict XVI': ['Pope Benedict XVI', 'Pope Benedict'],
    'Saud bin Faisal bin Abdul-Aziz': ['Prince Saud al-Faisal', 'Saud al-Faisal'],
    'Oluṣẹgun Ọbasanjọ': ['Olusegun Obasanjo', 'President Olusegun Obasanjo'],
    'Roh Moo Hyun': ['Roh Moo-hyun', 'President Roh Moo-hyun'],
    'Lee Myung Bak': ['Lee Myung-bak', 'President Lee Myung-bak'],
    'Ma Ying Jeou': ['Ma Ying-jeou', 'President Ma Ying-jeou'],
    'Okada Katsuya': ['Katsuya Okada'],
    'Abdel Fattah Al-Sisi': ['Abdel Fattah el-Sisi', 'President Abdel Fattah el-Sisi'],
    'Julian Paul Assange': ['Julian Assange'],
}
# Sector entities that an alias could also be read as (same organisation said another way).
ALIAS_RIVALS = {
    'Israeli Defense Forces': ['Military (Israel)', 'Military Personnel (Israel)', 'Army (Israel)'],
    'Saudi Arabian Defence Forces': ['Military (Saudi Arabia)', 'Military Personnel (Saudi Arabia)'],
    'Hellenic Armed Forces': ['Military (Greece)'],
    'Afghan National Army': ['Military (Afghanistan)'],
    'Central Reserve Police Force': ['Police (India)', 'Paramilitary Police (India)'],
    'United States Senate': ['Senate (United States)'],
    'Secretary of State for the Home Department': ['Domestic Affairs (United Kingdom)'],
    'Verkhovna Rada': ['Legislature (Ukraine)', 'Member of Parliament (Ukraine)'],
    'Chongwadai': ['Head of Government (South Korea)', 'Cabinet / Council of Ministers / Advisors (South Korea)'],
    'High Commission for Refugees': ['Refugee (United Nations)'],
    'Inter-Services Intelligence': ['Intelligence (Pakistan)'],
}
ALIAS_CATEGORY = {  # what kind of thing each alias names, for the README counts
    'Holy See': 'country', 'United Arab Emirates': 'country', 'Timor-Leste': 'country', 'China': 'country',
    'South Korea': 'country', 'Iran': 'country', 'Laos': 'country',
    'Muhammad VI': 'person', 'Sergey Kuzhugetovich Shoygu': 'person', 'Benedict XVI': 'person',
    'Saud bin Faisal bin Abdul-Aziz': 'person', 'Oluṣẹgun Ọbasanjọ': 'person', 'Roh Moo Hyun': 'person',
    'Lee Myung Bak': 'person', 'Ma Ying Jeou': 'person', 'Okada Katsuya': 'person',
    'Abdel Fattah Al-Sisi': 'person', 'Julian Paul Assange': 'person',
}

# Roles that name one office-holder or one office: a description of such a role could
# also be read as the person who held the office, so no other non-sector entity that is
# not a country or organisation-like place may have the same relation with the same other
# party (unless checked by hand and listed in ok).
REVIEWED = 'persons reviewed'  # in ok: every person with the same relation and other party was
# checked by hand and none held the described office in the graph's period
OFFICES = {'Head of Government', 'Foreign Affairs', 'Defense / Security Ministry', 'Domestic Affairs',
           'Treasury/Finance Ministry', 'Justice Department/Ministery', 'Education Ministry', 'Health Ministry',
           'Energy Department/Ministry', 'Attorney General', 'Chief Court Judge', 'Intelligence Chief',
           'National Security Advisor', 'Finance / Economy / Commerce / Trade Ministry', 'Information Ministry',
           'Information / Communication / Transparency Ministry', 'Labor and Employment Ministry',
           'Environment Department/Ministry', 'Agriculture / Fishing / Forestry Ministry', 'Ombudsman',
           'Director General', 'Ministry of Public Security', 'Military Ruler', 'Royal Administration',
           'Election Commission', 'Human Rights Commission', 'Central Bank', 'Secretariat', 'Envoy'}

SECTOR = re.compile(r'^(.+) \(([^()]+(?:\([^()]*\))?[^()]*)\)$')


def load(path):
    df = pd.read_csv(path, sep='\t', header=None, names=['h', 'r', 't', 'd'], dtype=str,
                     keep_default_na=False, quoting=csv.QUOTE_MINIMAL)
    for col in 'hrt':
        df[col] = df[col].str.replace('_', ' ', regex=False)
    assert len(df) == 461329, len(df)
    assert df.d.str.fullmatch(r'\d{4}-\d\d-\d\d').all()
    return df


def sector(ent):
    m = SECTOR.match(ent)
    return m.groups() if m else None


def earlier_patterns():
    """Fact patterns of wording-time-2 (the set this one follows), left out of the draw."""
    prev = HERE.parent / 'wording-time-2' / 'gold.py'
    if not prev.exists():
        return set()
    text = prev.read_text(encoding='utf-8')
    return set(re.findall(r'c\(\s*"(?:[^"\\]|\\.)*",\s*"([^"]*)", "([^"]*)", "([^"]*)"', text))


# Slot kinds of the seeded draw: which kind of entity the slot's triple should have.
SLOT_KINDS = ['sector', 'person', 'sector', 'org', 'sector', 'sector', 'person', 'sector',
              'country', 'sector', 'org', 'sector', 'person', 'sector', 'plain', 'sector']


def describable(ent):
    s = sector(ent)
    return bool(s) and s[0] in ROLEWORDS and s[1] in DEMONYMS \
        and s[0] not in LATER['roles'] and s[1] not in LATER['places']


# Table entries added while wording (after the draw).  The draw ignores them, so that
# --sample prints exactly the candidates the questions were picked from.
LATER = {'roles': {'Interim Government', 'State Security Court', 'Inspector General'},
         'places': {"Lord's Resistance Army", 'Boko Haram', 'International'},
         'names': {'Tom Motsoahae Thabane', 'Don McKinnon', 'François Bozizé', 'United States Senate',
                   'Saudi Arabian Defence Forces'},
         'rival groups': [{'Bank', 'Government Affiliated Bank', 'Central Bank'},
                          {'Human Rights Commission', 'Human Rights Group', 'Center for Human Rights',
                           'Rights Activist'},
                          {'Indigenous People', 'Ethnic Group', 'Hmong', 'Tamil'},
                          {'Court Judge', 'State Security Court', 'Member of the Judiciary'},
                          {'Citizen', 'Protester', 'Demonstrator'}]}
DRAW_RIVALS = [g - {'Interim Government'} for g in RIVALS if g not in LATER['rival groups']]


def rivals(ent, fillers, groups=None):
    """Same-place entities of a confusable role among fillers (same relation, same other party)."""
    role, place = sector(ent)
    group = set().union(*[g for g in (groups or RIVALS) if role in g]) - {role}
    return sorted(x for x in fillers if x != ent and sector(x) and sector(x)[1] == place and sector(x)[0] in group)


def slot_kind_ok(kind, ent):
    if kind == 'sector':
        return describable(ent)
    if ent in LATER['names']:
        return False
    if kind == 'person':
        return ent in TITLES
    if kind == 'org':
        return ent in ALIASES and ALIAS_CATEGORY.get(ent) is None
    if kind == 'country':
        return ALIAS_CATEGORY.get(ent) == 'country'
    return True


def sample(df, n=240, seed=20240703):
    """The seeded draw the fact patterns were picked from (up to four candidates a slot)."""
    rc = df.r.value_counts()
    rels = sorted(r for r, k in rc.items() if k >= 30 and r != 'Make statement')
    days = df.groupby(['h', 'r', 't'])['d'].agg(lambda s: sorted(set(s)))
    freq = pd.concat([df.h, df.t]).value_counts()
    fillers = df.groupby(['r', 't'])['h'].agg(set).to_dict()
    fillers_t = df.groupby(['h', 'r'])['t'].agg(set).to_dict()
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
        eq = i % 2 == 0
        lv = ['day', 'month', 'year'][(i // 2) % 3]
        kind = SLOT_KINDS[i % len(SLOT_KINDS)]
        nd = (lambda ds: len(ds) == 1) if eq else (lambda ds: len(ds) >= 3)
        base = [x for x in byrel[r] if nd(x[2])]
        got = kind
        pool = []
        for k in (kind, 'sector', 'plain'):
            pool = [x for x in base if (slot_kind_ok(k, x[0]) and not (k == 'sector' and rivals(
                        x[0], fillers.get((r, x[1]), ()), DRAW_RIVALS)) or slot_kind_ok(k, x[1]) and not (
                        k == 'sector' and rivals(x[1], fillers_t.get((x[0], r), ()), DRAW_RIVALS)))
                    and freq[x[0]] >= 40 and freq[x[1]] >= 40]
            if pool:
                got = k
                break
        if not pool:
            pool = [x for x in byrel[r] if (len(x[2]) == 1) == eq]
            got = 'any'
        pool.sort()
        # roles are drawn uniformly among those present, so that rare roles come up too
        if got == 'sector':
            roles = sorted({sector(e)[0] for x in pool for e in x[:2] if describable(e)})
            picks = []
            for role in rng.sample(roles, min(4, len(roles))):
                sub = [x for x in pool if any(describable(e) and sector(e)[0] == role for e in x[:2])]
                picks.append(rng.choice(sub))
        else:
            picks = rng.sample(pool, min(4, len(pool)))
        print(f'#{i} {"equal" if eq else "first_last"} {lv} [{kind}->{got}] | {r}')
        for h, t, ds in picks:
            print(f'    {h} || {t} || {len(ds)} {ds[0]}..{ds[-1]}')
            for e, other, fill in ((h, t, fillers.get((r, t), set())), (t, h, fillers_t.get((h, r), set()))):
                s = sector(e)
                if s:
                    same = sorted(x for x in fill if x != e and sector(x) and sector(x)[1] == s[1])
                    if same:
                        print(f'        same place as {e}: {same}')


def fmt(day, level):
    return {'day': day, 'month': day[:7], 'year': day[:4]}[level]


def strip_the(text):
    return re.sub(r"^the ", '', text, flags=re.I)


def words(text):
    return re.findall(r"[\w'.-]+", text.lower())



TITLE_WORDS = re.compile(r"\b(President|Prime Minister|Premier|Chancellor|King|Queen|Pope|Emir|Prince|Minister|"
                         r"Secretary|General|Speaker|Senator|Mayor|Governor|Chairman|Chairwoman|chief|leader|"
                         r"founder|artist|Taoiseach)\b")


def title_ok(ent, text, ds):
    """Titles named in text that are valid for ent on every day of ds (None: a title word
    appears that no valid title of ent covers)."""
    valid = [pat for pat, a, b in TITLES.get(ent, []) if all(a <= d < b for d in ds)]
    hits = [pat for pat in valid if re.search(r'\b' + pat + r'\b', text)]
    rest = text
    for pat in hits:
        rest = re.sub(r'\b' + pat + r'\b', ' ', rest)
    if TITLE_WORDS.search(rest):
        return None
    return hits


Q = [
    # --- 0
    c("What was the date on which Taliban militants imposed administrative sanctions on women in Pakistan?",
      "Militant (Taliban)", "Impose administrative sanctions", "Women (Pakistan)", None, "day",
      [("Taliban militants", "Militant (Taliban)", S), ("women in Pakistan", "Women (Pakistan)", S)]),
    c("On what date did ordinary Nigerians appeal to the Nigerian government for their rights for the first time?",
      "Citizen (Nigeria)", "Appeal for rights", "Government (Nigeria)", "first", "day",
      [("ordinary Nigerians", "Citizen (Nigeria)", S), ("the Nigerian government", "Government (Nigeria)", S)]),
    c("Could you tell me the month when guerrillas in Colombia assassinated a Colombian lawmaker?",
      "Guerrilla (Colombia)", "Assassinate", "Lawmaker (Colombia)", None, "month",
      [("guerrillas in Colombia", "Guerrilla (Colombia)", S), ("a Colombian lawmaker", "Lawmaker (Colombia)", S)]),
    c("In which month did the United Nations Security Council first express its intent to cooperate with the AU?",
      "UN Security Council", "Express intent to cooperate", "African Union", "first", "month",
      [("the United Nations Security Council", "UN Security Council", N), ("the AU", "African Union", A)]),
    c("Which year saw Somali scholars deny responsibility to Somali journalists?",
      "Scholar (Somalia)", "Deny responsibility", "Media Personnel (Somalia)", None, "year",
      [("Somali scholars", "Scholar (Somalia)", S), ("Somali journalists", "Media Personnel (Somalia)", S)]),
    # --- 5
    c("In which year did American lawyers last appeal to Pope Benedict XVI for aid?",
      "Lawyer/Attorney (United States)", "Appeal for aid", "Benedict XVI", "last", "year",
      [("American lawyers", "Lawyer/Attorney (United States)", S), ("Pope Benedict XVI", "Benedict XVI", T)]),
    c("On what date did France restrict the political freedoms of Bolivian President Evo Morales?",
      "France", "Impose restrictions on political freedoms", "Evo Morales", None, "day",
      [("France", "France", L), ("Bolivian President Evo Morales", "Evo Morales", T)]),
    c("When did then-Senator Barack Obama first reject economic cooperation with Colombia?",
      "Barack Obama", "Reject economic cooperation", "Colombia", "first", "day",
      [("then-Senator Barack Obama", "Barack Obama", T), ("Colombia", "Colombia", L)]),
    c("Could you tell me the exact month when the UAE eased administrative sanctions on Indian men?",
      "United Arab Emirates", "Ease administrative sanctions", "Men (India)", None, "month",
      [("the UAE", "United Arab Emirates", A), ("Indian men", "Men (India)", S)]),
    c("In which month did the Italian Senate last express an intention to cooperate diplomatically with the government of Italy?",
      "Senate (Italy)", "Express intent to engage in diplomatic cooperation (such as policy support)",
      "Government (Italy)", "last", "month",
      [("the Italian Senate", "Senate (Italy)", S), ("the government of Italy", "Government (Italy)", S)]),
    # --- 10
    c("What year did HRW hold a demonstration against the authorities in Russia?",
      "Human Rights Watch", "Demonstrate or rally", "Other Authorities / Officials (Russia)", None, "year",
      [("HRW", "Human Rights Watch", A), ("the authorities in Russia", "Other Authorities / Officials (Russia)", S)]),
    c("What year did Guatemalan protesters block passage in Guatemala for the first time?",
      "Protester (Guatemala)", "Obstruct passage, block", "Guatemala", "first", "year",
      [("Guatemalan protesters", "Protester (Guatemala)", S), ("Guatemala", "Guatemala", L)]),
    c("On what date did US Defense Secretary Chuck Hagel accuse China of espionage?",
      "Chuck Hagel", "Accuse of espionage, treason", "China", None, "day",
      [("US Defense Secretary Chuck Hagel", "Chuck Hagel", T), ("China", "China", L)]),
    c("When was the first time that Iraqi Prime Minister Nuri al-Maliki acceded to Iraq's demands for a change in policy?",
      "Nuri al-Maliki", "Accede to demands for change in policy", "Iraq", "first", "day",
      [("Iraqi Prime Minister Nuri al-Maliki", "Nuri al-Maliki", T), ("Iraq", "Iraq", L)]),
    c("Could you tell me which month Kuwait provided economic aid to China?",
      "Kuwait", "Provide economic aid", "China", None, "month",
      [("Kuwait", "Kuwait", L), ("China", "China", L)]),
    # --- 15
    c("In which month did a US envoy last appeal to Thailand to ease administrative sanctions?",
      "Envoy (United States)", "Appeal for easing of administrative sanctions", "Thailand", "last", "month",
      [("a US envoy", "Envoy (United States)", S), ("Thailand", "Thailand", L)]),
    c("In what year did opposition supporters in Pakistan defy President Pervez Musharraf?",
      "Opposition Supporter (Pakistan)", "Defy norms, law", "Pervez Musharraf", None, "year",
      [("opposition supporters in Pakistan", "Opposition Supporter (Pakistan)", S),
       ("President Pervez Musharraf", "Pervez Musharraf", T)]),
    c("What year did British citizens make a symbolic gesture toward Queen Elizabeth II for the first time?",
      "Citizen (United Kingdom)", "Engage in symbolic act", "Elizabeth II", "first", "year",
      [("British citizens", "Citizen (United Kingdom)", S), ("Queen Elizabeth II", "Elizabeth II", T)]),
    c("What was the date when Russian officials halted military assistance to Iran?",
      "Other Authorities / Officials (Russia)", "Reduce or stop military assistance", "Iran", None, "day",
      [("Russian officials", "Other Authorities / Officials (Russia)", S), ("Iran", "Iran", L)]),
    c("When was Libya's NTC first granted diplomatic recognition by France?",
      "France", "Grant diplomatic recognition", "National Transitional Council", "first", "day",
      [("France", "France", L), ("Libya's NTC", "National Transitional Council", A)]),
    # --- 20
    c("In which month did the Iraqi parliament appeal to Prime Minister Nuri al-Maliki to de-escalate military engagement?",
      "Legislature (Iraq)", "Appeal for de-escalation of military engagement", "Nuri al-Maliki", None, "month",
      [("the Iraqi parliament", "Legislature (Iraq)", S), ("Prime Minister Nuri al-Maliki", "Nuri al-Maliki", T)]),
    c("In which month did the UNSC last ease economic sanctions on the Islamic Republic of Iran?",
      "UN Security Council", "Ease economic sanctions, boycott, embargo", "Iran", "last", "month",
      [("the UNSC", "UN Security Council", A), ("the Islamic Republic of Iran", "Iran", N)]),
    c("In what year did Israeli President Shimon Peres receive a visit from Austrian President Heinz Fischer?",
      "Heinz Fischer", "Make a visit", "Shimon Peres", None, "year",
      [("Austrian President Heinz Fischer", "Heinz Fischer", T), ("Israeli President Shimon Peres", "Shimon Peres", T)]),
    c("In which year were Belgian citizens first subjected to property confiscation by the Belgian police?",
      "Police (Belgium)", "Confiscate property", "Citizen (Belgium)", "first", "year",
      [("the Belgian police", "Police (Belgium)", S), ("Belgian citizens", "Citizen (Belgium)", S)]),
    c("On which date were Taiwanese military personnel released by the People's Republic of China?",
      "China", "Return, release person(s)", "Military Personnel (Taiwan)", None, "day",
      [("the People's Republic of China", "China", N), ("Taiwanese military personnel", "Military Personnel (Taiwan)", S)]),
    # --- 25
    c("On what date did a British judge most recently give an ultimatum to British citizens?",
      "Court Judge (United Kingdom)", "Give ultimatum", "Citizen (United Kingdom)", "last", "day",
      [("a British judge", "Court Judge (United Kingdom)", S), ("British citizens", "Citizen (United Kingdom)", S)]),
    c("In which month did Hungarian citizens demonstrate for a change of leadership against Prime Minister Viktor Orban?",
      "Citizen (Hungary)", "Demonstrate for leadership change", "Viktor Orban", None, "month",
      [("Hungarian citizens", "Citizen (Hungary)", S), ("Prime Minister Viktor Orban", "Viktor Orban", T)]),
    c("In which month did the Sudanese government first step up police power in Sudan?",
      "Government (Sudan)", "Mobilize or increase police power", "Sudan", "first", "month",
      [("the Sudanese government", "Government (Sudan)", S), ("Sudan", "Sudan", L)]),
    c("In what year did Prime Minister Netanyahu acknowledge responsibility toward Palestinian President Mahmoud Abbas?",
      "Benjamin Netanyahu", "Acknowledge or claim responsibility", "Mahmoud Abbas", None, "year",
      [("Prime Minister Netanyahu", "Benjamin Netanyahu", P),
       ("Palestinian President Mahmoud Abbas", "Mahmoud Abbas", T)]),
    c("What year did South Africa first cut economic assistance to Iran?",
      "South Africa", "Reduce or stop economic assistance", "Iran", "first", "year",
      [("South Africa", "South Africa", L), ("Iran", "Iran", L)]),
    # --- 30
    c("On what date did Barack Obama pledge military aid to the Lebanese army?",
      "Barack Obama", "Express intent to provide military aid", "Military (Lebanon)", None, "day",
      [("Barack Obama", "Barack Obama", L), ("the Lebanese army", "Military (Lebanon)", S)]),
    c("What was the earliest date on which the Nigerian government returned property to Nigerian citizens?",
      "Government (Nigeria)", "Return, release property", "Citizen (Nigeria)", "first", "day",
      [("the Nigerian government", "Government (Nigeria)", S), ("Nigerian citizens", "Citizen (Nigeria)", S)]),
    c("In which month did civilians in Bangladesh torture Bangladeshi employees?",
      "Citizen (Bangladesh)", "Torture", "Employee (Bangladesh)", None, "month",
      [("civilians in Bangladesh", "Citizen (Bangladesh)", S), ("Bangladeshi employees", "Employee (Bangladesh)", S)]),
    c("In which month did Ugandan citizens first forgive Lord's Resistance Army rebels?",
      "Citizen (Uganda)", "Forgive", "Armed Rebel (Lord's Resistance Army)", "first", "month",
      [("Ugandan citizens", "Citizen (Uganda)", S),
       ("Lord's Resistance Army rebels", "Armed Rebel (Lord's Resistance Army)", S)]),
    c("In what year did a Thai party member engage in diplomatic cooperation with Thai villagers?",
      "Party Member (Thailand)", "Engage in diplomatic cooperation", "Villager (Thailand)", None, "year",
      [("a Thai party member", "Party Member (Thailand)", S), ("Thai villagers", "Villager (Thailand)", S)]),
    # --- 35
    c("In what year were Indian protesters first targeted with small arms and light weapons by the CRPF?",
      "Central Reserve Police Force", "fight with small arms and light weapons", "Protester (India)", "first", "year",
      [("the CRPF", "Central Reserve Police Force", A), ("Indian protesters", "Protester (India)", S)]),
    c("Do you know the date on which Kenyan students appealed to the Kenyan police for judicial cooperation?",
      "Student (Kenya)", "Appeal for judicial cooperation", "Police (Kenya)", None, "day",
      [("Kenyan students", "Student (Kenya)", S), ("the Kenyan police", "Police (Kenya)", S)]),
    c("When did a city mayor in the Philippines first demand material cooperation from the Philippine police?",
      "City Mayor (Philippines)", "Demand material cooperation", "Police (Philippines)", "first", "day",
      [("a city mayor in the Philippines", "City Mayor (Philippines)", S),
       ("the Philippine police", "Police (Philippines)", S)]),
    c("During which month did Zambian citizens appeal to President Rupiah Banda for a change in policy?",
      "Citizen (Zambia)", "Appeal for policy change", "Rupiah Banda", None, "month",
      [("Zambian citizens", "Citizen (Zambia)", S), ("President Rupiah Banda", "Rupiah Banda", T)]),
    c("In which month did the MILF last lodge an official complaint against the Philippine military?",
      "Moro Islamic Liberation Front", "Complain officially", "Military (Philippines)", "last", "month",
      [("the MILF", "Moro Islamic Liberation Front", A), ("the Philippine military", "Military (Philippines)", S)]),
    # --- 40
    c("In which year was military aid provided by Japan to the Republic of Korea?",
      "Japan", "Provide military aid", "South Korea", None, "year",
      [("Japan", "Japan", L), ("the Republic of Korea", "South Korea", N)]),
    c("In which year did a British party member last physically assault British citizens?",
      "Party Member (United Kingdom)", "Physically assault", "Citizen (United Kingdom)", "last", "year",
      [("a British party member", "Party Member (United Kingdom)", S),
       ("British citizens", "Citizen (United Kingdom)", S)]),
    c("On what date did Tzipi Livni weigh a policy option concerning the IDF?",
      "Tzipi Livni", "Consider policy option", "Israeli Defense Forces", None, "day",
      [("Tzipi Livni", "Tzipi Livni", L), ("the IDF", "Israeli Defense Forces", A)]),
    c("On what date did rebels in Ukraine first accuse the Ukrainian military of aggression?",
      "Armed Rebel (Ukraine)", "Accuse of aggression", "Military (Ukraine)", "first", "day",
      [("rebels in Ukraine", "Armed Rebel (Ukraine)", S), ("the Ukrainian military", "Military (Ukraine)", S)]),
    c("In which month did Chancellor Merkel urge Iran to come to the negotiating table?",
      "Angela Merkel", "Appeal to others to meet or negotiate", "Iran", None, "month",
      [("Chancellor Merkel", "Angela Merkel", P), ("Iran", "Iran", L)]),
    # --- 45
    c("Can you tell me the most recent month in which Australian citizens said they intended to change the leadership of the Australian cabinet?",
      "Citizen (Australia)", "Express intent to change leadership", "Cabinet / Council of Ministers / Advisors (Australia)",
      "last", "month",
      [("Australian citizens", "Citizen (Australia)", S),
       ("the Australian cabinet", "Cabinet / Council of Ministers / Advisors (Australia)", S)]),
    c("What year did the Red Shirts riot against Abhisit Vejjajiva?",
      "National United Front for Democracy Against Dictatorship", "Protest violently, riot", "Abhisit Vejjajiva",
      None, "year",
      [("the Red Shirts", "National United Front for Democracy Against Dictatorship", N),
       ("Abhisit Vejjajiva", "Abhisit Vejjajiva", L)]),
    c("What year did a Kenyan governor ask the Kenyan police for information for the first time?",
      "Governor (Kenya)", "Appeal for intelligence", "Police (Kenya)", "first", "year",
      [("a Kenyan governor", "Governor (Kenya)", S), ("the Kenyan police", "Police (Kenya)", S)]),
    c("On what date did the Polish defence ministry pull back militarily from Iraq?",
      "Defense / Security Ministry (Poland)", "Retreat or surrender militarily", "Iraq", None, "day",
      [("the Polish defence ministry", "Defense / Security Ministry (Poland)", S), ("Iraq", "Iraq", L)],
      ok=[REVIEWED]),
    c("What was the latest date on which President Obama signed a formal agreement with South Korean President Lee Myung-bak?",
      "Barack Obama", "Sign formal agreement", "Lee Myung Bak", "last", "day",
      [("President Obama", "Barack Obama", P), ("President Lee Myung-bak", "Lee Myung Bak", N)]),
    # --- 50
    c("In which month did Kenya's interior minister criticize Kenyan lawyers?",
      "Domestic Affairs (Kenya)", "Criticize or denounce", "Lawyer/Attorney (Kenya)", None, "month",
      [("Kenya's interior minister", "Domestic Affairs (Kenya)", S), ("Kenyan lawyers", "Lawyer/Attorney (Kenya)", S)],
      ok=[REVIEWED]),
    c("In which month did Barack Obama first demand talks with Iran?",
      "Barack Obama", "Demand meeting, negotiation", "Iran", "first", "month",
      [("Barack Obama", "Barack Obama", L), ("Iran", "Iran", L)]),
    c("In what year was Japan asked for humanitarian aid by Taiwan's military?",
      "Military (Taiwan)", "Appeal for humanitarian aid", "Japan", None, "year",
      [("Taiwan's military", "Military (Taiwan)", S), ("Japan", "Japan", L)]),
    c("In which year did Egyptian protesters last call for a change in leadership from Egypt's head of government?",
      "Protester (Egypt)", "Appeal for change in leadership", "Head of Government (Egypt)", "last", "year",
      [("Egyptian protesters", "Protester (Egypt)", S), ("Egypt's head of government", "Head of Government (Egypt)", S)]),
    c("On what date was Israeli Prime Minister Benjamin Netanyahu boycotted by the US Congress?",
      "Congress (United States)", "Conduct strike or boycott", "Benjamin Netanyahu", None, "day",
      [("the US Congress", "Congress (United States)", S),
       ("Israeli Prime Minister Benjamin Netanyahu", "Benjamin Netanyahu", T)]),
    # --- 55
    c("On what date did Thailand most recently use conventional military force against Thai insurgents?",
      "Thailand", "Use conventional military force", "Insurgent (Thailand)", "last", "day",
      [("Thailand", "Thailand", L), ("Thai insurgents", "Insurgent (Thailand)", S)]),
    c("In which month did India's Ministry of External Affairs rebuff the PRC?",
      "Foreign Affairs (India)", "Reject", "China", None, "month",
      [("India's Ministry of External Affairs", "Foreign Affairs (India)", S), ("the PRC", "China", A)],
      ok=[REVIEWED]),
    c("Which month saw Nigerian hunters use unconventional violence against Boko Haram militants for the first time?",
      "Hunter (Nigeria)", "Use unconventional violence", "Militant (Boko Haram)", "first", "month",
      [("Nigerian hunters", "Hunter (Nigeria)", S), ("Boko Haram militants", "Militant (Boko Haram)", S)]),
    c("In what year did the AU offer to mediate for Somalia's interim government?",
      "African Union", "Express intent to mediate", "Interim Government (Somalia)", None, "year",
      [("the AU", "African Union", A), ("Somalia's interim government", "Interim Government (Somalia)", S)]),
    c("What year did Prime Minister Julia Gillard first come to the defence of an Australian MP?",
      "Julia Gillard", "Defend verbally", "Member of Parliament (Australia)", "first", "year",
      [("Prime Minister Julia Gillard", "Julia Gillard", T), ("an Australian MP", "Member of Parliament (Australia)", S)]),
    # --- 60
    c("On what date did Prime Minister al-Maliki raise the police alert level in Iraq?",
      "Nuri al-Maliki", "Increase police alert status", "Iraq", None, "day",
      [("Prime Minister al-Maliki", "Nuri al-Maliki", P), ("Iraq", "Iraq", L)]),
    c("What is the most recent date on which South African police officers beat South African men to death?",
      "Police (South Africa)", "Kill by physical assault", "Men (South Africa)", "last", "day",
      [("South African police officers", "Police (South Africa)", S), ("South African men", "Men (South Africa)", S)]),
    c("In which month did China use its veto against France?",
      "China", "Veto", "France", None, "month",
      [("China", "China", L), ("France", "France", L)]),
    c("Could you tell me the last month in which a Greek government official accused PASOK?",
      "Government Official (Greece)", "Accuse", "Panhellenic Socialist Movement", "last", "month",
      [("a Greek government official", "Government Official (Greece)", S), ("PASOK", "Panhellenic Socialist Movement", A)]),
    c("In what year did Egypt's attorney general demand judicial cooperation from the Egyptian police?",
      "Attorney General (Egypt)", "Demand judicial cooperation", "Police (Egypt)", None, "year",
      [("Egypt's attorney general", "Attorney General (Egypt)", S), ("the Egyptian police", "Police (Egypt)", S)]),
    # --- 65
    c("In which year were Palestinian children first abducted by Israeli settlers?",
      "Settler (Israel)", "Abduct, hijack, or take hostage", "Children (Palestinian Territory, Occupied)", "first", "year",
      [("Israeli settlers", "Settler (Israel)", S), ("Palestinian children", "Children (Palestinian Territory, Occupied)", S)]),
    c("On what date did Indonesian police coerce Indonesian protesters?",
      "Police (Indonesia)", "Coerce", "Protester (Indonesia)", None, "day",
      [("Indonesian police", "Police (Indonesia)", S), ("Indonesian protesters", "Protester (Indonesia)", S)]),
    c("When was the first time an Indian judge refused to release Indian men?",
      "Court Judge (India)", "Refuse to release persons or property", "Men (India)", "first", "day",
      [("an Indian judge", "Court Judge (India)", S), ("Indian men", "Men (India)", S)]),
    c("During which month did Eritrea provide aid to Somali rebels?",
      "Eritrea", "Provide aid", "Armed Rebel (Somalia)", None, "month",
      [("Eritrea", "Eritrea", L), ("Somali rebels", "Armed Rebel (Somalia)", S)]),
    c("In which month did Thai citizens last decline to comment to the Thai media?",
      "Citizen (Thailand)", "Decline comment", "Media (Thailand)", "last", "month",
      [("Thai citizens", "Citizen (Thailand)", S), ("the Thai media", "Media (Thailand)", S)]),
    # --- 70
    c("In what year did President Cristina Kirchner mediate with Iran?",
      "Cristina Fernández de Kirchner", "Mediate", "Iran", None, "year",
      [("President Cristina Kirchner", "Cristina Fernández de Kirchner", P), ("Iran", "Iran", L)]),
    c("In which year did Brazilian prosecutors last accuse Brazilian citizens of crime or corruption?",
      "Public Prosecutor (Brazil)", "Accuse of crime, corruption", "Citizen (Brazil)", "last", "year",
      [("Brazilian prosecutors", "Public Prosecutor (Brazil)", S), ("Brazilian citizens", "Citizen (Brazil)", S)]),
    c("On what date did the PRC file a lawsuit against Japan?",
      "China", "Bring lawsuit against", "Japan", None, "day",
      [("the PRC", "China", A), ("Japan", "Japan", L)]),
    c("When did French special forces first cooperate militarily with the Malian army?",
      "Military Personnel - Special (France)", "Cooperate militarily", "Military (Mali)", "first", "day",
      [("French special forces", "Military Personnel - Special (France)", S), ("the Malian army", "Military (Mali)", S)]),
    c("In which month did Human Rights Watch demand intelligence cooperation from Libyan authorities?",
      "Human Rights Watch", "Demand intelligence cooperation", "Other Authorities / Officials (Libya)", None, "month",
      [("Human Rights Watch", "Human Rights Watch", L),
       ("Libyan authorities", "Other Authorities / Officials (Libya)", S)]),
    # --- 75
    c("What was the last month in which Yemeni students demanded that President Saleh step down?",
      "Student (Yemen)", "Demand change in leadership", "Ali Abdullah Saleh", "last", "month",
      [("Yemeni students", "Student (Yemen)", S), ("President Saleh", "Ali Abdullah Saleh", P)]),
    c("In what year did WikiLeaks founder Julian Assange issue a non-violent threat against a British newspaper?",
      "Julian Paul Assange", "Threaten non-force", "Newspaper (United Kingdom)", None, "year",
      [("Julian Assange", "Julian Paul Assange", N), ("a British newspaper", "Newspaper (United Kingdom)", S)]),
    c("What is the most recent year in which Iran expelled foreign journalists?",
      "Iran", "Expel or withdraw", "Media Personnel (International)", "last", "year",
      [("Iran", "Iran", L), ("foreign journalists", "Media Personnel (International)", S)]),
    c("On what date did France express an intent to engage in material cooperation with Portugal?",
      "France", "Express intent to engage in material cooperation", "Portugal", None, "day",
      [("France", "France", L), ("Portugal", "Portugal", L)]),
    c("When did a US judge last make demands on Iran?",
      "Member of the Judiciary (United States)", "Demand", "Iran", "last", "day",
      [("a US judge", "Member of the Judiciary (United States)", S), ("Iran", "Iran", L)]),
    # --- 80
    c("In which month did a Chinese city mayor appeal to Chinese industry for economic cooperation?",
      "City Mayor (China)", "Appeal for economic cooperation", "Industry (China)", None, "month",
      [("a Chinese city mayor", "City Mayor (China)", S), ("Chinese industry", "Industry (China)", S)]),
    c("In which month did Chancellor Angela Merkel first threaten Iran with sanctions?",
      "Angela Merkel", "Threaten with sanctions, boycott, embargo", "Iran", "first", "month",
      [("Chancellor Angela Merkel", "Angela Merkel", T), ("Iran", "Iran", L)]),
    c("In what year did Brazilian criminals demand economic aid from Brazilian citizens?",
      "Criminal (Brazil)", "Demand economic aid", "Citizen (Brazil)", None, "year",
      [("Brazilian criminals", "Criminal (Brazil)", S), ("Brazilian citizens", "Citizen (Brazil)", S)]),
    c("In what year did the IMF most recently pledge economic aid to Tanzania?",
      "International Monetary Fund", "Express intent to provide economic aid", "Tanzania", "last", "year",
      [("the IMF", "International Monetary Fund", A), ("Tanzania", "Tanzania", L)]),
    c("On what date did Mexican farmers impose a blockade in Mexico?",
      "Farm Worker (Mexico)", "Impose blockade, restrict movement", "Mexico", None, "day",
      [("Mexican farmers", "Farm Worker (Mexico)", S), ("Mexico", "Mexico", L)]),
    # --- 85
    c("When did the AU most recently receive peacekeepers deployed by the Burundian military?",
      "African Union", "Receive deployment of peacekeepers", "Military (Burundi)", "last", "day",
      [("the AU", "African Union", A), ("the Burundian military", "Military (Burundi)", S)]),
    c("In which month did Australian Foreign Minister Julie Bishop express sympathy to Kenyan President Uhuru Muigai Kenyatta?",
      "Julie Bishop", "Make empathetic comment", "Uhuru Muigai Kenyatta", None, "month",
      [("Australian Foreign Minister Julie Bishop", "Julie Bishop", T),
       ("Kenyan President Uhuru Muigai Kenyatta", "Uhuru Muigai Kenyatta", T)]),
    c("In which month did Human Rights Watch last accuse the South Sudanese military of human rights abuses?",
      "Human Rights Watch", "Accuse of human rights abuses", "Military (South Sudan)", "last", "month",
      [("Human Rights Watch", "Human Rights Watch", L), ("the South Sudanese military", "Military (South Sudan)", S)]),
    c("In what year did HRW call on the Emirates to release people or property?",
      "Human Rights Watch", "Appeal for release of persons or property", "United Arab Emirates", None, "year",
      [("HRW", "Human Rights Watch", A), ("the Emirates", "United Arab Emirates", N)]),
    c("In which year did Jordan's State Security Court last refuse to ease administrative sanctions on Jordanian militants?",
      "State Security Court (Jordan)", "Refuse to ease administrative sanctions", "Militant (Jordan)", "last", "year",
      [("Jordan's State Security Court", "State Security Court (Jordan)", S),
       ("Jordanian militants", "Militant (Jordan)", S)]),
    # --- 90
    c("What was the date of the mass killing of Kenyan students carried out by Somali gunmen?",
      "Armed Gang (Somalia)", "Engage in mass killings", "Student (Kenya)", None, "day",
      [("Somali gunmen", "Armed Gang (Somalia)", S), ("Kenyan students", "Student (Kenya)", S)]),
    c("When did France last appeal to Chinese banks for material cooperation?",
      "France", "Appeal for material cooperation", "Bank (China)", "last", "day",
      [("France", "France", L), ("Chinese banks", "Bank (China)", S)]),
    c("In which month did EU foreign policy chief Federica Mogherini speak by phone with Greek Prime Minister Alexis Tsipras?",
      "Federica Mogherini", "Discuss by telephone", "Alexis Tsipras", None, "month",
      [("EU foreign policy chief Federica Mogherini", "Federica Mogherini", T),
       ("Greek Prime Minister Alexis Tsipras", "Alexis Tsipras", T)]),
    c("In which month did Nick Xenophon first receive an apology from an Australian MP?",
      "Member of Parliament (Australia)", "Apologize", 'Nicholas "Nick" Xenophon', "first", "month",
      [("an Australian MP", "Member of Parliament (Australia)", S), ("Nick Xenophon", 'Nicholas "Nick" Xenophon', P)]),
    c("In what year did the Thai cabinet yield to Thai citizens?",
      "Cabinet / Council of Ministers / Advisors (Thailand)", "Yield", "Citizen (Thailand)", None, "year",
      [("the Thai cabinet", "Cabinet / Council of Ministers / Advisors (Thailand)", S),
       ("Thai citizens", "Citizen (Thailand)", S)]),
    # --- 95
    c("In which year did Iraqi Prime Minister al-Abadi first appeal to US Defense Secretary Chuck Hagel for military aid?",
      "Haider Al-Abadi", "Appeal for military aid", "Chuck Hagel", "first", "year",
      [("Prime Minister al-Abadi", "Haider Al-Abadi", P), ("US Defense Secretary Chuck Hagel", "Chuck Hagel", T)]),
    c("On what date did Egyptian protesters declare a truce with the Egyptian police?",
      "Protester (Egypt)", "Declare truce, ceasefire", "Police (Egypt)", None, "day",
      [("Egyptian protesters", "Protester (Egypt)", S), ("the Egyptian police", "Police (Egypt)", S)]),
    c("When did the Saudi armed forces last fight Yemen with artillery and tanks?",
      "Saudi Arabian Defence Forces", "fight with artillery and tanks", "Yemen", "last", "day",
      [("the Saudi armed forces", "Saudi Arabian Defence Forces", N), ("Yemen", "Yemen", L)]),
    c("In which month did the American Congress stop material aid to the Palestinian media?",
      "Congress (United States)", "Reduce or stop material aid", "Media (Palestinian Territory, Occupied)", None, "month",
      [("the American Congress", "Congress (United States)", S),
       ("the Palestinian media", "Media (Palestinian Territory, Occupied)", S)]),
    c("In which month did Iran last refuse to yield to the Security Council?",
      "Iran", "Refuse to yield", "UN Security Council", "last", "month",
      [("Iran", "Iran", L), ("the Security Council", "UN Security Council", N)]),
    # --- 100
    c("In what year did a British businessman say he would cooperate on judicial matters with British lawyers?",
      "Businessperson (United Kingdom)", "Express intent to cooperate on judicial matters",
      "Lawyer/Attorney (United Kingdom)", None, "year",
      [("a British businessman", "Businessperson (United Kingdom)", S),
       ("British lawyers", "Lawyer/Attorney (United Kingdom)", S)]),
    c("In which year did the Indian prime minister first receive intelligence shared by Thailand?",
      "Thailand", "Share intelligence or information", "Head of Government (India)", "first", "year",
      [("Thailand", "Thailand", L), ("the Indian prime minister", "Head of Government (India)", S)]),
    c("On what date did Cuban President Raúl Castro urge Colombia to settle its dispute?",
      "Raúl Castro", "Appeal to others to settle dispute", "Colombia", None, "day",
      [("Cuban President Raúl Castro", "Raúl Castro", T), ("Colombia", "Colombia", L)]),
    c("When did Prime Minister Abhisit first halt negotiations with Thai citizens?",
      "Abhisit Vejjajiva", "Halt negotiations", "Citizen (Thailand)", "first", "day",
      [("Prime Minister Abhisit", "Abhisit Vejjajiva", P), ("Thai citizens", "Citizen (Thailand)", S)]),
    c("In which month did a British newspaper accuse the Nigerian government of war crimes?",
      "Newspaper (United Kingdom)", "Accuse of war crimes", "Government (Nigeria)", None, "month",
      [("a British newspaper", "Newspaper (United Kingdom)", S), ("the Nigerian government", "Government (Nigeria)", S)]),
    # --- 105
    c("In which month did President Shimon Peres first call on Foreign Minister Tzipi Livni for a change in institutions?",
      "Shimon Peres", "Appeal for change in institutions, regime", "Tzipi Livni", "first", "month",
      [("President Shimon Peres", "Shimon Peres", T), ("Foreign Minister Tzipi Livni", "Tzipi Livni", T)]),
    c("What year did President Morales expel the DEA?",
      "Evo Morales", "Expel or deport individuals", "Drug Enforcement Administration", None, "year",
      [("President Morales", "Evo Morales", P), ("the DEA", "Drug Enforcement Administration", A)]),
    c("What was the most recent year in which Taiwanese farmers cooperated economically with China?",
      "Farm Worker (Taiwan)", "Cooperate economically", "China", "last", "year",
      [("Taiwanese farmers", "Farm Worker (Taiwan)", S), ("China", "China", L)]),
    c("On what date did Nigerian President Olusegun Obasanjo say he wanted to meet Charles Taylor?",
      "Oluṣẹgun Ọbasanjọ", "Express intent to meet or negotiate", "Charles Taylor", None, "day",
      [("President Olusegun Obasanjo", "Oluṣẹgun Ọbasanjọ", N), ("Charles Taylor", "Charles Taylor", L)]),
    c("When was South Sudan first offered peacekeeping protection by the UN Security Council?",
      "UN Security Council", "Express intent to provide military protection or peacekeeping", "South Sudan",
      "first", "day",
      [("the UN Security Council", "UN Security Council", L), ("South Sudan", "South Sudan", L)]),
    # --- 110
    c("In which month did the Mexican military seize territory from Mexican criminals?",
      "Military (Mexico)", "Occupy territory", "Criminal (Mexico)", None, "month",
      [("the Mexican military", "Military (Mexico)", S), ("Mexican criminals", "Criminal (Mexico)", S)]),
    c("In which month did Somali gunmen last carry out a suicide bombing against African Union peacekeepers?",
      "Armed Gang (Somalia)", "Carry out suicide bombing", "Peacekeeping Troop (African Union)", "last", "month",
      [("Somali gunmen", "Armed Gang (Somalia)", S),
       ("African Union peacekeepers", "Peacekeeping Troop (African Union)", S)]),
    c("In what year did South Africa's main opposition reject the South African government's plan to settle a dispute?",
      "Main Opposition (South Africa)", "Reject plan, agreement to settle dispute", "Government (South Africa)",
      None, "year",
      [("South Africa's main opposition", "Main Opposition (South Africa)", S),
       ("the South African government", "Government (South Africa)", S)]),
    c("In which year did the GNP last make a pessimistic comment about Roh Moo-hyun?",
      "Grand National Party", "Make pessimistic comment", "Roh Moo Hyun", "last", "year",
      [("the GNP", "Grand National Party", A), ("Roh Moo-hyun", "Roh Moo Hyun", N)]),
    c("On what date was the Moro Islamic Liberation Front investigated by Philippine secret agents?",
      "Secret Agent (Philippines)", "Investigate", "Moro Islamic Liberation Front", None, "day",
      [("Philippine secret agents", "Secret Agent (Philippines)", S),
       ("the Moro Islamic Liberation Front", "Moro Islamic Liberation Front", L)]),
    # --- 115
    c("When was the Grand National Party first investigated for crime or corruption by South Korean lawyers?",
      "Lawyer/Attorney (South Korea)", "Investigate crime, corruption", "Grand National Party", "first", "day",
      [("South Korean lawyers", "Lawyer/Attorney (South Korea)", S),
       ("the Grand National Party", "Grand National Party", L)]),
    c("In which month did Malawi cut diplomatic ties with the British High Commission?",
      "Malawi", "Reduce or break diplomatic relations", "High Commission (United Kingdom)", None, "month",
      [("Malawi", "Malawi", L), ("the British High Commission", "High Commission (United Kingdom)", S)]),
    c("In which month were the Philippine armed forces first threatened with military force by Abu Sayyaf?",
      "Abu Sayyaf", "Threaten with military force", "Military (Philippines)", "first", "month",
      [("Abu Sayyaf", "Abu Sayyaf", L), ("the Philippine armed forces", "Military (Philippines)", S)]),
    c("In what year did British Prime Minister Tony Blair demand diplomatic cooperation from France?",
      "Tony Blair", "Demand diplomatic cooperation (such as policy support)", "France", None, "year",
      [("British Prime Minister Tony Blair", "Tony Blair", T), ("France", "France", L)]),
    c("What year did Thailand first express an intent to cooperate with Malaysia on intelligence?",
      "Thailand", "Express intent to cooperate on intelligence", "Malaysia", "first", "year",
      [("Thailand", "Thailand", L), ("Malaysia", "Malaysia", L)]),
    # --- 120
    c("On what date did China express an intent to cooperate militarily with US Defense Secretary Donald Rumsfeld?",
      "China", "Express intent to cooperate militarily", "Donald Rumsfeld", None, "day",
      [("China", "China", L), ("US Defense Secretary Donald Rumsfeld", "Donald Rumsfeld", T)]),
    c("When did a Canadian businessman first sexually assault Canadian women?",
      "Businessperson (Canada)", "Sexually assault", "Women (Canada)", "first", "day",
      [("a Canadian businessman", "Businessperson (Canada)", S), ("Canadian women", "Women (Canada)", S)]),
    c("In which month was the Palestinian media threatened by the Israel Defense Forces?",
      "Israeli Defense Forces", "Threaten", "Media (Palestinian Territory, Occupied)", None, "month",
      [("the Israel Defense Forces", "Israeli Defense Forces", N),
       ("the Palestinian media", "Media (Palestinian Territory, Occupied)", S)]),
    c("In which month did Japan's finance ministry last reject a proposal to meet with the IMF?",
      "Treasury/Finance Ministry (Japan)", "Reject proposal to meet, discuss, or negotiate", "International Monetary Fund",
      "last", "month",
      [("Japan's finance ministry", "Treasury/Finance Ministry (Japan)", S), ("the IMF", "International Monetary Fund", A)]),
    c("In what year did EU foreign policy chief Catherine Ashton demand that Yemen de-escalate its military engagement?",
      "Catherine Ashton", "Demand de-escalation of military engagement", "Yemen", None, "year",
      [("EU foreign policy chief Catherine Ashton", "Catherine Ashton", T), ("Yemen", "Yemen", L)]),
    # --- 125
    c("In which year did Iran first threaten to cut relations with the United Arab Emirates?",
      "Iran", "Threaten to reduce or break relations", "United Arab Emirates", "first", "year",
      [("Iran", "Iran", L), ("the United Arab Emirates", "United Arab Emirates", L)]),
    c("On what date did Norodom Sihanouk provide humanitarian aid to China?",
      "Norodom Sihanouk", "Provide humanitarian aid", "China", None, "day",
      [("Norodom Sihanouk", "Norodom Sihanouk", L), ("China", "China", L)]),
    c("On what date did Iran most recently offer material aid to Lebanon's armed forces?",
      "Iran", "Express intent to provide material aid", "Military (Lebanon)", "last", "day",
      [("Iran", "Iran", L), ("Lebanon's armed forces", "Military (Lebanon)", S)]),
    c("In which month did the authorities in Somalia violently repress reporters in Somalia?",
      "Other Authorities / Officials (Somalia)", "Use tactics of violent repression", "Media Personnel (Somalia)",
      None, "month",
      [("the authorities in Somalia", "Other Authorities / Officials (Somalia)", S),
       ("reporters in Somalia", "Media Personnel (Somalia)", S)]),
    c("In which month did Lesotho's Prime Minister Tom Thabane first say he would accept mediation from South Africa?",
      "Tom Motsoahae Thabane", "Express intent to accept mediation", "South Africa", "first", "month",
      [("Prime Minister Tom Thabane", "Tom Motsoahae Thabane", P), ("South Africa", "South Africa", L)]),
    # --- 130
    c("In which year were North Korean citizens granted asylum by South Korea's foreign ministry?",
      "Foreign Affairs (South Korea)", "Grant asylum", "Citizen (North Korea)", None, "year",
      [("South Korea's foreign ministry", "Foreign Affairs (South Korea)", S),
       ("North Korean citizens", "Citizen (North Korea)", S)]),
    c("In which year did Commonwealth Secretary-General Don McKinnon first demand that President Musharraf yield?",
      "Don McKinnon", "Demand that target yields", "Pervez Musharraf", "first", "year",
      [("Commonwealth Secretary-General Don McKinnon", "Don McKinnon", T),
       ("President Musharraf", "Pervez Musharraf", P)]),
    c("On what date did Islamist militants in the Philippines say they would free Philippine employees?",
      "Islamic Militant (Philippines)", "Express intent to release persons or property", "Employee (Philippines)",
      None, "day",
      [("Islamist militants in the Philippines", "Islamic Militant (Philippines)", S),
       ("Philippine employees", "Employee (Philippines)", S)]),
    c("When did the US Senate refuse for the first time to de-escalate military engagement in Iraq?",
      "United States Senate", "Refuse to de-escalate military engagement", "Iraq", "first", "day",
      [("the US Senate", "United States Senate", N), ("Iraq", "Iraq", L)]),
    c("In which month did President Yar'Adua signal that he would ease administrative sanctions on Nigerian citizens?",
      "Umaru Musa Yar'Adua", "Express intent to ease administrative sanctions", "Citizen (Nigeria)", None, "month",
      [("President Yar'Adua", "Umaru Musa Yar'Adua", P), ("Nigerian citizens", "Citizen (Nigeria)", S)]),
    # --- 135
    c("Could you tell me the month in which Pakistani clerics first held negotiations with the Pakistani government?",
      "Cleric (Pakistan)", "Engage in negotiation", "Government (Pakistan)", "first", "month",
      [("Pakistani clerics", "Cleric (Pakistan)", S), ("the Pakistani government", "Government (Pakistan)", S)]),
    c("In what year did the People's Republic of China praise Zambian President Michael Sata?",
      "China", "Praise or endorse", "Michael Sata", None, "year",
      [("the People's Republic of China", "China", N), ("Zambian President Michael Sata", "Michael Sata", T)]),
    c("In which year did IMF chief Christine Lagarde last appeal to the US Congress for diplomatic cooperation?",
      "Christine Lagarde", "Appeal for diplomatic cooperation (such as policy support)", "Congress (United States)",
      "last", "year",
      [("IMF chief Christine Lagarde", "Christine Lagarde", T), ("the US Congress", "Congress (United States)", S)]),
    c("On what date did Iran host a visit by Médecins Sans Frontières?",
      "Iran", "Host a visit", "Doctors Without Borders", None, "day",
      [("Iran", "Iran", L), ("Médecins Sans Frontières", "Doctors Without Borders", N)]),
    c("What was the earliest date on which the US cabinet made an optimistic comment about Iran?",
      "Cabinet / Council of Ministers / Advisors (United States)", "Make optimistic comment", "Iran", "first", "day",
      [("the US cabinet", "Cabinet / Council of Ministers / Advisors (United States)", S), ("Iran", "Iran", L)]),
    # --- 140
    c("In which month did Israel's Foreign Minister Livni impose sanctions on Iran?",
      "Tzipi Livni", "Impose embargo, boycott, or sanctions", "Iran", None, "month",
      [("Foreign Minister Livni", "Tzipi Livni", P), ("Iran", "Iran", L)]),
    c("Which month saw Yemen last engage in judicial cooperation with Ethiopia?",
      "Yemen", "Engage in judicial cooperation", "Ethiopia", "last", "month",
      [("Yemen", "Yemen", L), ("Ethiopia", "Ethiopia", L)]),
    c("In what year did New Zealand police engage in material cooperation with the Royal Thai Police?",
      "Police (New Zealand)", "Engage in material cooperation", "Royal Thai Police", None, "year",
      [("New Zealand police", "Police (New Zealand)", S), ("the Royal Thai Police", "Royal Thai Police", L)]),
    c("What year did Mexico's armed forces first seize or damage property in Mexico?",
      "Military (Mexico)", "Seize or damage property", "Mexico", "first", "year",
      [("Mexico's armed forces", "Military (Mexico)", S), ("Mexico", "Mexico", L)]),
    c("On what date did Lebanese protesters appeal to Speaker Nabih Berri to accept mediation?",
      "Protester (Lebanon)", "Appeal to engage in or accept mediation", "Nabih Berri", None, "day",
      [("Lebanese protesters", "Protester (Lebanon)", S), ("Speaker Nabih Berri", "Nabih Berri", T)]),
    # --- 145
    c("When did President Kenyatta last accede to William Ruto's demands for a change in leadership?",
      "Uhuru Muigai Kenyatta", "Accede to demands for change in leadership", "William Ruto", "last", "day",
      [("President Kenyatta", "Uhuru Muigai Kenyatta", P), ("William Ruto", "William Ruto", L)]),
    c("In which month did Mexico's interior ministry impose a state of emergency in Mexico?",
      "Domestic Affairs (Mexico)", "Impose state of emergency or martial law", "Mexico", None, "month",
      [("Mexico's interior ministry", "Domestic Affairs (Mexico)", S), ("Mexico", "Mexico", L)],
      ok=[REVIEWED]),
    c("In which month did Taiwan's Mainland Affairs Council last appeal to the People's Republic of China to yield?",
      "Mainland Affairs Council", "Appeal to yield", "China", "last", "month",
      [("Mainland Affairs Council", "Mainland Affairs Council", L), ("the People's Republic of China", "China", N)]),
    c("In what year did Singapore's education ministry appeal to Singaporean citizens for economic aid?",
      "Education Ministry (Singapore)", "Appeal for economic aid", "Citizen (Singapore)", None, "year",
      [("Singapore's education ministry", "Education Ministry (Singapore)", S),
       ("Singaporean citizens", "Citizen (Singapore)", S)]),
    c("In which year did the UNSC first rally support on behalf of peacekeepers in Sudan?",
      "UN Security Council", "Rally support on behalf of", "Peacekeeping Troop (Sudan)", "first", "year",
      [("the UNSC", "UN Security Council", A), ("peacekeepers in Sudan", "Peacekeeping Troop (Sudan)", S)]),
    # --- 150
    c("On what date did General Musharraf accede to Pakistani women's demands for rights?",
      "Pervez Musharraf", "Accede to demands for rights", "Women (Pakistan)", None, "day",
      [("General Musharraf", "Pervez Musharraf", P), ("Pakistani women", "Women (Pakistan)", S)]),
    c("When did the IDF most recently carry out air strikes against Palestinian gunmen?",
      "Israeli Defense Forces", "Employ aerial weapons", "Armed Gang (Palestinian Territory, Occupied)", "last", "day",
      [("the IDF", "Israeli Defense Forces", A),
       ("Palestinian gunmen", "Armed Gang (Palestinian Territory, Occupied)", S)]),
    c("In which month did the UAE say it wanted to cooperate economically with Kazakhstan?",
      "United Arab Emirates", "Express intent to cooperate economically", "Kazakhstan", None, "month",
      [("the UAE", "United Arab Emirates", A), ("Kazakhstan", "Kazakhstan", L)]),
    c("In which month did the US Navy last mobilize its forces against Yemen?",
      "Naval (United States)", "Mobilize or increase armed forces", "Yemen", "last", "month",
      [("the US Navy", "Naval (United States)", S), ("Yemen", "Yemen", L)]),
    c("In what year did Pakistani Prime Minister Shaukat Aziz meet the Economic Cooperation Organization at a third location?",
      "Shaukat Aziz", "Meet at a 'third' location", "Economic Cooperation Organization", None, "year",
      [("Pakistani Prime Minister Shaukat Aziz", "Shaukat Aziz", T),
       ("the Economic Cooperation Organization", "Economic Cooperation Organization", L)]),
    # --- 155
    c("What is the last year in which the Jordanian royal court expressed accord with China?",
      "Royal Administration (Jordan)", "Express accord", "China", "last", "year",
      [("the Jordanian royal court", "Royal Administration (Jordan)", S), ("China", "China", L)],
      ok=[REVIEWED]),
    c("On what date did Foreign Secretary Jack Straw rally opposition against Iran?",
      "Jack Straw", "Rally opposition against", "Iran", None, "day",
      [("Foreign Secretary Jack Straw", "Jack Straw", T), ("Iran", "Iran", L)]),
    c("When did Japanese lawmakers hold consultations with China for the first time?",
      "Lawmaker (Japan)", "Consult", "China", "first", "day",
      [("Japanese lawmakers", "Lawmaker (Japan)", S), ("China", "China", L)]),
    c("In which month did Radoslaw Sikorski express an intent to de-escalate military engagement in Iraq?",
      "Radoslaw Sikorski", "Express intent to de-escalate military engagement", "Iraq", None, "month",
      [("Radoslaw Sikorski", "Radoslaw Sikorski", L), ("Iraq", "Iraq", L)]),
    c("In which month did armed gangs in Saudi Arabia first carry out a bombing against the Saudi police?",
      "Armed Gang (Saudi Arabia)", "Conduct suicide, car, or other non-military bombing", "Police (Saudi Arabia)",
      "first", "month",
      [("armed gangs in Saudi Arabia", "Armed Gang (Saudi Arabia)", S), ("the Saudi police", "Police (Saudi Arabia)", S)]),
    # --- 160
    c("In what year did the National Democratic Party express an intent to settle its dispute with Egyptian political parties?",
      "National Democratic Party", "Express intent to settle dispute", "Political Parties (Egypt)", None, "year",
      [("the National Democratic Party", "National Democratic Party", L),
       ("Egyptian political parties", "Political Parties (Egypt)", S)]),
    c("In what year was the artist Ai Weiwei first detained by China?",
      "China", "Arrest, detain, or charge with legal action", "Ai Weiwei", "first", "year",
      [("China", "China", L), ("the artist Ai Weiwei", "Ai Weiwei", T)]),
    c("On what date did South African gunmen make a show of force in South Africa?",
      "Armed Gang (South Africa)", "Demonstrate military or police power", "South Africa", None, "day",
      [("South African gunmen", "Armed Gang (South Africa)", S), ("South Africa", "South Africa", L)]),
    c("When did insurgents in Thailand last demand a change of regime in Thailand?",
      "Insurgent (Thailand)", "Demand change in institutions, regime", "Thailand", "last", "day",
      [("insurgents in Thailand", "Insurgent (Thailand)", S), ("Thailand", "Thailand", L)]),
    c("Could you tell me the month when the Bangladeshi prime minister offered humanitarian aid to Japan?",
      "Head of Government (Bangladesh)", "Express intent to provide humanitarian aid", "Japan", None, "month",
      [("the Bangladeshi prime minister", "Head of Government (Bangladesh)", S), ("Japan", "Japan", L)],
      ok=[REVIEWED]),
    # --- 165
    c("In which month were peacekeepers first provided to Sudan by Cambodia?",
      "Cambodia", "Provide military protection or peacekeeping", "Sudan", "first", "month",
      [("Cambodia", "Cambodia", L), ("Sudan", "Sudan", L)]),
    c("In what year did Prime Minister Gillard signal that she would yield to the opposition in Australia?",
      "Julia Gillard", "Express intent to yield", "People Associated with the Opposition (Australia)", None, "year",
      [("Prime Minister Gillard", "Julia Gillard", P),
       ("the opposition in Australia", "People Associated with the Opposition (Australia)", S)]),
    c("In which year did the Bolivian armed forces first raise their alert level in Bolivia?",
      "Military (Bolivia)", "Increase military alert status", "Bolivia", "first", "year",
      [("the Bolivian armed forces", "Military (Bolivia)", S), ("Bolivia", "Bolivia", L)]),
    c("On what date did Iran scale back its relations with the PRC?",
      "Iran", "Reduce relations", "China", None, "day",
      [("Iran", "Iran", L), ("the PRC", "China", A)]),
    c("When did an Indian court last make an appeal to Indian doctors?",
      "Court Judge (India)", "Make an appeal or request", "Medical Personnel (India)", "last", "day",
      [("an Indian court", "Court Judge (India)", S), ("Indian doctors", "Medical Personnel (India)", S)]),
    # --- 170
    c("In which month did the MDC accuse Zimbabwean officials?",
      "Movement for Democratic Change", "Accuse", "Other Authorities / Officials (Zimbabwe)", None, "month",
      [("the MDC", "Movement for Democratic Change", A),
       ("Zimbabwean officials", "Other Authorities / Officials (Zimbabwe)", S)]),
    c("What was the last month in which a US ambassador accused China of human rights abuses?",
      "Envoy (United States)", "Accuse of human rights abuses", "China", "last", "month",
      [("a US ambassador", "Envoy (United States)", S), ("China", "China", L)],
      ok=[REVIEWED]),
    c("In what year did Australian Foreign Minister Bishop deny responsibility to President Obama?",
      "Julie Bishop", "Deny responsibility", "Barack Obama", None, "year",
      [("Foreign Minister Bishop", "Julie Bishop", P), ("President Obama", "Barack Obama", P)]),
    c("In which year did British nationals last use unconventional violence in Iraq?",
      "Citizen (United Kingdom)", "Use unconventional violence", "Iraq", "last", "year",
      [("British nationals", "Citizen (United Kingdom)", S), ("Iraq", "Iraq", L)]),
    c("On what date did South African men appeal to the South African judiciary to ease administrative sanctions?",
      "Men (South Africa)", "Appeal for easing of administrative sanctions", "Member of the Judiciary (South Africa)",
      None, "day",
      [("South African men", "Men (South Africa)", S),
       ("the South African judiciary", "Member of the Judiciary (South Africa)", S)]),
    # --- 175
    c("When did Malian rebels last seize territory from the Malian military?",
      "Armed Rebel (Mali)", "Occupy territory", "Military (Mali)", "last", "day",
      [("Malian rebels", "Armed Rebel (Mali)", S), ("the Malian military", "Military (Mali)", S)]),
    c("In which month did a Japanese government official make demands of the Japanese cabinet?",
      "Government Official (Japan)", "Demand", "Cabinet / Council of Ministers / Advisors (Japan)", None, "month",
      [("a Japanese government official", "Government Official (Japan)", S),
       ("the Japanese cabinet", "Cabinet / Council of Ministers / Advisors (Japan)", S)]),
    c("In which month were South Korean farmers first assaulted by South Korean police?",
      "Police (South Korea)", "Physically assault", "Farm Worker (South Korea)", "first", "month",
      [("South Korean police", "Police (South Korea)", S), ("South Korean farmers", "Farm Worker (South Korea)", S)]),
    c("In what year did the Russian military signal an intent to de-escalate its military engagement with rebels in Russia?",
      "Military (Russia)", "Express intent to de-escalate military engagement", "Armed Rebel (Russia)", None, "year",
      [("the Russian military", "Military (Russia)", S), ("rebels in Russia", "Armed Rebel (Russia)", S)]),
    c("In which year did North Korean citizens last appeal to South Korea for humanitarian aid?",
      "Citizen (North Korea)", "Appeal for humanitarian aid", "South Korea", "last", "year",
      [("North Korean citizens", "Citizen (North Korea)", S), ("South Korea", "South Korea", L)]),
    # --- 180
    c("On what date did the Ethiopian police seize or damage property in Ethiopia?",
      "Police (Ethiopia)", "Seize or damage property", "Ethiopia", None, "day",
      [("the Ethiopian police", "Police (Ethiopia)", S), ("Ethiopia", "Ethiopia", L)]),
    c("When did President Ma Ying-jeou first appeal to China for rights?",
      "Ma Ying Jeou", "Appeal for rights", "China", "first", "day",
      [("President Ma Ying-jeou", "Ma Ying Jeou", N), ("China", "China", L)]),
    c("In which month did Russian Prime Minister Dmitry Medvedev engage in diplomatic cooperation with Thailand?",
      "Dmitry Anatolyevich Medvedev", "Engage in diplomatic cooperation", "Thailand", None, "month",
      [("Prime Minister Dmitry Medvedev", "Dmitry Anatolyevich Medvedev", P), ("Thailand", "Thailand", L)]),
    c("In which month did Central African President François Bozizé last appeal to France for military aid?",
      "François Bozizé", "Appeal for military aid", "France", "last", "month",
      [("Central African President François Bozizé", "François Bozizé", T), ("France", "France", L)]),
    c("In what year did the Islamic Republic of Iran threaten Nobel laureate Shirin Ebadi?",
      "Iran", "Threaten", "Shirin Ebadi", None, "year",
      [("the Islamic Republic of Iran", "Iran", N), ("Shirin Ebadi", "Shirin Ebadi", L)]),
    # --- 185
    c("What year did armed gangs in Thailand assassinate a Thai party member for the first time?",
      "Armed Gang (Thailand)", "Assassinate", "Party Member (Thailand)", "first", "year",
      [("armed gangs in Thailand", "Armed Gang (Thailand)", S), ("a Thai party member", "Party Member (Thailand)", S)]),
    c("On what date did the CUF issue a non-violent threat against Tanzania?",
      "Civic United Front", "Threaten non-force", "Tanzania", None, "day",
      [("the CUF", "Civic United Front", A), ("Tanzania", "Tanzania", L)]),
    c("When did Iran's business community first say it wanted diplomatic cooperation with Iraq?",
      "Business (Iran)", "Express intent to engage in diplomatic cooperation (such as policy support)", "Iraq",
      "first", "day",
      [("Iran's business community", "Business (Iran)", S), ("Iraq", "Iraq", L)]),
    c("In which month did Prime Minister Blair provide peacekeeping support to the AU?",
      "Tony Blair", "Provide military protection or peacekeeping", "African Union", None, "month",
      [("Prime Minister Blair", "Tony Blair", P), ("the AU", "African Union", A)]),
    c("In which month did the CIA first provide military aid to Syrian rebels?",
      "Central Intelligence Agency", "Provide military aid", "Armed Rebel (Syria)", "first", "month",
      [("the CIA", "Central Intelligence Agency", A), ("Syrian rebels", "Armed Rebel (Syria)", S)]),
    # --- 190
    c("Which year saw Japan accede to Iraq's demands for a change in policy?",
      "Japan", "Accede to demands for change in policy", "Iraq", None, "year",
      [("Japan", "Japan", L), ("Iraq", "Iraq", L)]),
    c("In which year did Iran last receive information shared by Iraq?",
      "Iraq", "Share intelligence or information", "Iran", "last", "year",
      [("Iraq", "Iraq", L), ("Iran", "Iran", L)]),
    c("On what date did the Israeli police make a pessimistic comment about Israeli criminals?",
      "Police (Israel)", "Make pessimistic comment", "Criminal (Israel)", None, "day",
      [("the Israeli police", "Police (Israel)", S), ("Israeli criminals", "Criminal (Israel)", S)]),
    c("When did President Obama last use a veto against the UN Security Council?",
      "Barack Obama", "Veto", "UN Security Council", "last", "day",
      [("President Obama", "Barack Obama", P), ("the UN Security Council", "UN Security Council", L)]),
    c("In which month did Mexico urge Mexican labor unions to negotiate?",
      "Mexico", "Appeal to others to meet or negotiate", "Labor Union (Mexico)", None, "month",
      [("Mexico", "Mexico", L), ("Mexican labor unions", "Labor Union (Mexico)", S)]),
    # --- 195
    c("In which month did the Security Council last express sympathy to the French government?",
      "UN Security Council", "Make empathetic comment", "Government (France)", "last", "month",
      [("the Security Council", "UN Security Council", N), ("the French government", "Government (France)", S)]),
    c("In what year did an Italian company cooperate economically with Ethiopia?",
      "Company - Owner or Operator (Italy)", "Cooperate economically", "Ethiopia", None, "year",
      [("an Italian company", "Company - Owner or Operator (Italy)", S), ("Ethiopia", "Ethiopia", L)]),
    c("In which year did the cleric Tahirul Qadri last demand that Pakistan's prime minister step aside?",
      "Tahirul Qadri", "Demand change in leadership", "Head of Government (Pakistan)", "last", "year",
      [("Tahirul Qadri", "Tahirul Qadri", L), ("Pakistan's prime minister", "Head of Government (Pakistan)", S)]),
    c("On what date did Foreign Secretary Straw pledge economic aid to the African Union?",
      "Jack Straw", "Express intent to provide economic aid", "African Union", None, "day",
      [("Foreign Secretary Straw", "Jack Straw", P), ("the African Union", "African Union", L)]),
    c("When was President Ali Abdullah Saleh first hosted by a Yemeni governor?",
      "Governor (Yemen)", "Host a visit", "Ali Abdullah Saleh", "first", "day",
      [("a Yemeni governor", "Governor (Yemen)", S), ("President Ali Abdullah Saleh", "Ali Abdullah Saleh", T)]),
    # --- 200
    c("In which month did Iran make an optimistic comment about Baroness Ashton?",
      "Iran", "Make optimistic comment", "Catherine Ashton", None, "month",
      [("Iran", "Iran", L), ("Baroness Ashton", "Catherine Ashton", P)]),
    c("In which month were Yemeni rebels first hit with sanctions by the UN Security Council?",
      "UN Security Council", "Impose embargo, boycott, or sanctions", "Armed Rebel (Yemen)", "first", "month",
      [("the UN Security Council", "UN Security Council", L), ("Yemeni rebels", "Armed Rebel (Yemen)", S)]),
    c("In what year did the UN refugee agency appeal to South Africa for material cooperation?",
      "High Commission for Refugees", "Appeal for material cooperation", "South Africa", None, "year",
      [("the UN refugee agency", "High Commission for Refugees", N), ("South Africa", "South Africa", L)]),
    c("In which year did China first offer peacekeeping protection to South Sudan?",
      "China", "Express intent to provide military protection or peacekeeping", "South Sudan", "first", "year",
      [("China", "China", L), ("South Sudan", "South Sudan", L)]),
    c("On what date did an armed band in Afghanistan sexually assault Afghan women?",
      "Armed Band (Afghanistan)", "Sexually assault", "Women (Afghanistan)", None, "day",
      [("an armed band in Afghanistan", "Armed Band (Afghanistan)", S), ("Afghan women", "Women (Afghanistan)", S)]),
    # --- 205
    c("When did the United Nations Security Council last appeal for a change of institutions or regime in Iraq?",
      "UN Security Council", "Appeal for change in institutions, regime", "Iraq", "last", "day",
      [("the United Nations Security Council", "UN Security Council", N), ("Iraq", "Iraq", L)]),
    c("In which month did South Sudan refuse to release Ugandan businesspeople?",
      "South Sudan", "Refuse to release persons or property", "Businessperson (Uganda)", None, "month",
      [("South Sudan", "South Sudan", L), ("Ugandan businesspeople", "Businessperson (Uganda)", S)]),
    c("In which month did Iranian journalists first demand diplomatic cooperation from Iran?",
      "Media Personnel (Iran)", "Demand diplomatic cooperation (such as policy support)", "Iran", "first", "month",
      [("Iranian journalists", "Media Personnel (Iran)", S), ("Iran", "Iran", L)]),
    c("In what year did Malaysia grant asylum to Thailand's indigenous people?",
      "Malaysia", "Grant asylum", "Indigenous People (Thailand)", None, "year",
      [("Malaysia", "Malaysia", L), ("Thailand's indigenous people", "Indigenous People (Thailand)", S)]),
    c("In which year did US President Barack Obama last appeal to China to release people or property?",
      "Barack Obama", "Appeal for release of persons or property", "China", "last", "year",
      [("US President Barack Obama", "Barack Obama", T), ("China", "China", L)]),
    # --- 210
    c("On what date did an Egyptian judge defend the Egyptian police?",
      "Court Judge (Egypt)", "Defend verbally", "Police (Egypt)", None, "day",
      [("an Egyptian judge", "Court Judge (Egypt)", S), ("the Egyptian police", "Police (Egypt)", S)]),
    c("When did Thai citizens first offer to mediate in Thailand?",
      "Citizen (Thailand)", "Express intent to mediate", "Thailand", "first", "day",
      [("Thai citizens", "Citizen (Thailand)", S), ("Thailand", "Thailand", L)]),
    c("In which month did French children demand that the French government yield?",
      "Children (France)", "Demand that target yields", "Government (France)", None, "month",
      [("French children", "Children (France)", S), ("the French government", "Government (France)", S)]),
    c("In which month did Aceh first restrict the political freedoms of Indonesian women?",
      "Aceh", "Impose restrictions on political freedoms", "Women (Indonesia)", "first", "month",
      [("Aceh", "Aceh", L), ("Indonesian women", "Women (Indonesia)", S)]),
    c("In what year did Thailand's Prime Minister Abhisit express an intent to cooperate with Thailand on judicial matters?",
      "Abhisit Vejjajiva", "Express intent to cooperate on judicial matters", "Thailand", None, "year",
      [("Prime Minister Abhisit", "Abhisit Vejjajiva", P), ("Thailand", "Thailand", L)]),
    # --- 215
    c("In which year did Croatian trade unions last turn down an agreement with the Croatian government to settle a dispute?",
      "Labor Union (Croatia)", "Reject plan, agreement to settle dispute", "Government (Croatia)", "last", "year",
      [("Croatian trade unions", "Labor Union (Croatia)", S), ("the Croatian government", "Government (Croatia)", S)]),
    c("On what date did the People's Republic of China appeal to Ethiopia for diplomatic cooperation?",
      "China", "Appeal for diplomatic cooperation (such as policy support)", "Ethiopia", None, "day",
      [("the People's Republic of China", "China", N), ("Ethiopia", "Ethiopia", L)]),
    c("When did Indonesian police last engage in material cooperation with the Indonesian business community?",
      "Police (Indonesia)", "Engage in material cooperation", "Business (Indonesia)", "last", "day",
      [("Indonesian police", "Police (Indonesia)", S),
       ("the Indonesian business community", "Business (Indonesia)", S)]),
    c("In which month did Thai soldiers reduce relations with the CNS?",
      "Military Personnel (Thailand)", "Reduce relations", "Council for National Security", None, "month",
      [("Thai soldiers", "Military Personnel (Thailand)", S), ("the CNS", "Council for National Security", A)]),
    c("In which month did Iran first provide aid to Afghan insurgents?",
      "Iran", "Provide aid", "Insurgent (Afghanistan)", "first", "month",
      [("Iran", "Iran", L), ("Afghan insurgents", "Insurgent (Afghanistan)", S)]),
    # --- 220
    c("In what year did Saudi Foreign Minister Prince Saud al-Faisal stop material aid to the Palestinian government?",
      "Saud bin Faisal bin Abdul-Aziz", "Reduce or stop material aid", "Government (Palestinian Territory, Occupied)",
      None, "year",
      [("Prince Saud al-Faisal", "Saud bin Faisal bin Abdul-Aziz", N),
       ("the Palestinian government", "Government (Palestinian Territory, Occupied)", S)]),
    c("In which year did China first refuse to yield to the American navy?",
      "China", "Refuse to yield", "Naval (United States)", "first", "year",
      [("China", "China", L), ("the American navy", "Naval (United States)", S)]),
    c("On what date did the Ministry of Foreign Affairs of Belgium make an appeal to Belgian businesspeople?",
      "Foreign Affairs (Belgium)", "Make an appeal or request", "Businessperson (Belgium)", None, "day",
      [("the Ministry of Foreign Affairs of Belgium", "Foreign Affairs (Belgium)", S),
       ("Belgian businesspeople", "Businessperson (Belgium)", S)]),
    c("What was the most recent date on which China provided humanitarian aid to Vietnamese fishermen?",
      "China", "Provide humanitarian aid", "Fishermen (Vietnam)", "last", "day",
      [("China", "China", L), ("Vietnamese fishermen", "Fishermen (Vietnam)", S)]),
    c("In which month did Iraq receive peacekeepers deployed by the Armenian authorities?",
      "Iraq", "Receive deployment of peacekeepers", "Other Authorities / Officials (Armenia)", None, "month",
      [("Iraq", "Iraq", L), ("the Armenian authorities", "Other Authorities / Officials (Armenia)", S)]),
    # --- 225
    c("In which month did MSF first receive an apology from President Obama?",
      "Barack Obama", "Apologize", "Doctors Without Borders", "first", "month",
      [("President Obama", "Barack Obama", P), ("MSF", "Doctors Without Borders", A)]),
    c("In what year did Pakistan's human rights commission accuse the Pakistani government of aggression?",
      "Human Rights Commission (Pakistan)", "Accuse of aggression", "Government (Pakistan)", None, "year",
      [("Pakistan's human rights commission", "Human Rights Commission (Pakistan)", S),
       ("the Pakistani government", "Government (Pakistan)", S)]),
    c("In which year did Nigeria's education sector last appeal to the Nigerian government to accept mediation?",
      "Education (Nigeria)", "Appeal to engage in or accept mediation", "Government (Nigeria)", "last", "year",
      [("Nigeria's education sector", "Education (Nigeria)", S), ("the Nigerian government", "Government (Nigeria)", S)]),
    c("On what date did the al-Aqsa Martyrs' Brigades abduct an Israeli settler?",
      "al-Aqsa Martyrs' Brigades", "Abduct, hijack, or take hostage", "Settler (Israel)", None, "day",
      [("the al-Aqsa Martyrs' Brigades", "al-Aqsa Martyrs' Brigades", L), ("an Israeli settler", "Settler (Israel)", S)]),
    c("When did the Turkish parliament last mobilize armed forces against Iraq?",
      "Legislature (Turkey)", "Mobilize or increase armed forces", "Iraq", "last", "day",
      [("the Turkish parliament", "Legislature (Turkey)", S), ("Iraq", "Iraq", L)]),
    # --- 230
    c("In which month did Defense Secretary Rumsfeld demand institutional change in Iraq?",
      "Donald Rumsfeld", "Demand change in institutions, regime", "Iraq", None, "month",
      [("Defense Secretary Rumsfeld", "Donald Rumsfeld", P), ("Iraq", "Iraq", L)]),
    c("In which month did Thailand first accede to Thai citizens' demands for rights?",
      "Thailand", "Accede to demands for rights", "Citizen (Thailand)", "first", "month",
      [("Thailand", "Thailand", L), ("Thai citizens", "Citizen (Thailand)", S)]),
    c("In what year did the Republic of Korea refuse to ease administrative sanctions on a Japanese journalist?",
      "South Korea", "Refuse to ease administrative sanctions", "Media Personnel (Japan)", None, "year",
      [("the Republic of Korea", "South Korea", N), ("a Japanese journalist", "Media Personnel (Japan)", S)]),
    c("In which year did the Tanzanian police last step up police power in Tanzania?",
      "Police (Tanzania)", "Mobilize or increase police power", "Tanzania", "last", "year",
      [("the Tanzanian police", "Police (Tanzania)", S), ("Tanzania", "Tanzania", L)]),
    c("On what date did UNHCR yield to Ethiopia?",
      "High Commission for Refugees", "Yield", "Ethiopia", None, "day",
      [("UNHCR", "High Commission for Refugees", A), ("Ethiopia", "Ethiopia", L)]),
    # --- 235
    c("When did South Korea first return property to Japan?",
      "South Korea", "Return, release property", "Japan", "first", "day",
      [("South Korea", "South Korea", L), ("Japan", "Japan", L)]),
    c("In which month did Argentine President Cristina Fernández de Kirchner acknowledge responsibility toward the US judiciary?",
      "Cristina Fernández de Kirchner", "Acknowledge or claim responsibility", "Member of the Judiciary (United States)",
      None, "month",
      [("Argentine President Cristina Fernández de Kirchner", "Cristina Fernández de Kirchner", T),
       ("the US judiciary", "Member of the Judiciary (United States)", S)]),
    c("In which month did DPP chairwoman Tsai Ing-wen last demand material cooperation from Taiwan's premier?",
      "Tsai Ing-wen", "Demand material cooperation", "Head of Government (Taiwan)", "last", "month",
      [("DPP chairwoman Tsai Ing-wen", "Tsai Ing-wen", T), ("Taiwan's premier", "Head of Government (Taiwan)", S)]),
    c("What year did Japan express an intent to provide material aid to Tanzania?",
      "Japan", "Express intent to provide material aid", "Tanzania", None, "year",
      [("Japan", "Japan", L), ("Tanzania", "Tanzania", L)]),
    c("In which year did a British party member first appeal to British citizens for a change in leadership?",
      "Party Member (United Kingdom)", "Appeal for change in leadership", "Citizen (United Kingdom)", "first", "year",
      [("a British party member", "Party Member (United Kingdom)", S), ("British citizens", "Citizen (United Kingdom)", S)]),
]

# Slots were drawn alternately equal / first_last; every second pair is swapped so
# that both files (dev = even positions, test = odd) hold both question types.
Q = [Q[i ^ 1] if (i // 2) % 2 and (i ^ 1) < len(Q) else Q[i] for i in range(len(Q))]


def main():
    df = load(DATA)
    if '--sample' in sys.argv:
        return sample(df)
    days = df.groupby(['h', 'r', 't'])['d'].agg(lambda s: sorted(set(s))).to_dict()
    by_rel_tail = df.groupby(['r', 't'])['h'].agg(set).to_dict()
    by_head_rel = df.groupby(['h', 'r'])['t'].agg(set).to_dict()
    ents = set(df.h) | set(df.t)
    rels = set(df.r)
    places = {sector(e)[1] for e in ents if sector(e)}
    problems, seen_q, seen_pat, records = [], set(), set(), []
    notes = []

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
        if (h, r, t) in seen_pat:
            bad(i, 'duplicate pattern')
        seen_pat.add((h, r, t))
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
            other = t if ent == h else h
            fillers = by_rel_tail.get((r, t), set()) if ent == h else by_head_rel.get((h, r), set())
            plain = strip_the(text)
            if kind not in KINDS:
                bad(i, f'mention kind {kind!r}')
                continue
            if kind != L and plain.lower() == ent.lower():
                bad(i, f'description {text!r} is the name itself')
            if kind == L:
                if plain.lower() != ent.lower() or sector(ent):
                    bad(i, f'literal mention {text!r} is not the name {ent!r}')
            elif kind == S:
                s = sector(ent)
                if not s:
                    bad(i, f'{ent!r} is not a sector entity')
                    continue
                role, place = s
                plural = role == 'Citizen' and any(re.search(r'\b' + re.escape(x) + r's\b', text)
                                                   for x in DEMONYMS.get(place, []))
                if role not in ROLEWORDS or not (plural or re.search(ROLEWORDS[role], text, re.I)):
                    bad(i, f'description {text!r} does not say the role {role!r}')
                names = [place] + DEMONYMS.get(place, [])
                if not plural and not any(re.search(r'(?<![\w-])' + re.escape(x) + r'(?![\w-])', text)
                                          for x in names):
                    bad(i, f'description {text!r} does not name the place {place!r}')
                if role in OFFICES:
                    for x in sorted(fillers):
                        if not sector(x) and x not in places and x not in c['ok'] and REVIEWED not in c['ok']:
                            bad(i, f'office description {text!r} of {ent!r}: {x!r} has the same relation '
                                   f'with {other!r}; check by hand')
                group = set().union(*[g for g in RIVALS if role in g]) - {role}
                for x in sorted(fillers):
                    sx = sector(x)
                    if x != ent and sx and sx[1] == place and sx[0] in group and x not in c['ok']:
                        bad(i, f'description {text!r} of {ent!r} may also fit {x!r}')
            elif kind in (T, P):
                if kind == T and ent not in TITLES:
                    bad(i, f'{ent!r} has no titles in TITLES')
                    continue
                hits = title_ok(ent, text, ds)
                if hits is None:
                    bad(i, f'{text!r}: a title that does not fit {ent!r} on {ds[0]}..{ds[-1]}')
                    continue
                key = text
                for pat in hits:
                    key = re.sub(r"\b" + pat + r"\b", ' ', key)
                key = re.sub(r"^(the |[\w ]+'s )", '', key.strip()).strip()
                key = re.sub(r"^(Iranian|Israeli|Palestinian|Chinese|Japanese|South Korean|Russian|German|"
                             r"French|British|US|American|Thai|Iraqi|Pakistani|Taiwanese|Nigerian|Kenyan|Bolivian|"
                             r"Greek|Afghan|Egyptian|Australian|Cuban|Ecuadorian|Uzbek|Tanzanian|Zambian|"
                             r"Turkish|Yemeni|Argentine|Saudi|Senegalese|Nicaraguan|Ukrainian|Austrian|Spanish|"
                             r"Polish|Hungarian|Italian|Norwegian|Irish|Lithuanian|Slovak|Cypriot|Kosovo|"
                             r"Albanian|Estonian|Romanian|Ghanaian|Malian|Mongolian|Tunisian|Canadian|Lebanese|"
                             r"Kurdish|Qatari|Bahraini|Indonesian|Mauritanian|Jordanian|Indian|Moroccan|"
                             r"Latvian|Macedonian|Eritrean|Turkmen|Gabonese|Sri Lankan|Portuguese|Slovenian|"
                             r"Austrian|Nepali|Vietnamese|Azerbaijani|Libyan|Syrian) ", '', key).strip()
                kw, nw = words(key), words(ent)
                if kind == T:
                    if not hits:
                        bad(i, f'title mention {text!r} has no title')
                    if ent not in text:
                        bad(i, f'title mention {text!r} lacks the full name {ent!r}')
                else:
                    if not kw or not set(kw) <= set(nw) or kw == nw:
                        bad(i, f'partial mention {text!r} (key {key!r}) is not part of {ent!r}')
                    pat = r'(?<!\w)' + r'\b.*\b'.join(re.escape(w) for w in kw) + r'(?!\w)'
                    for x in sorted(fillers):
                        if x != ent and re.search(pat, x, re.I) and x not in c['ok']:
                            bad(i, f'partial {text!r} of {ent!r} may also fit {x!r}')
                    same = sorted(x for x in ents if x != ent and re.search(pat, x, re.I))
                    if same:
                        notes.append(f'#{i} partial {key!r}: other entities with that name: {same[:6]}')
            else:  # A, N
                if plain not in ALIASES.get(ent, ()) and text not in ALIASES.get(ent, ()):
                    bad(i, f'{text!r} is not a listed alias of {ent!r}')
                is_acr = bool(re.fullmatch(r"([\w ]+'s )?[A-Z][A-Za-z]*[A-Z](-[A-Z]+)?", plain))
                if (kind == A) != is_acr:
                    bad(i, f'{text!r} marked {kind} but acronym={is_acr}')
                if ent in TITLES and title_ok(ent, text, ds) is None:
                    bad(i, f'{text!r}: a title that does not fit {ent!r} on {ds[0]}..{ds[-1]}')
                if plain in ents and plain != ent:
                    bad(i, f'alias {plain!r} is itself another entity')
                for x in ALIAS_RIVALS.get(ent, ()):
                    if x in fillers and x not in c['ok']:
                        bad(i, f'{text!r} of {ent!r} may also be read as {x!r}')
                core = re.sub(r"^[\w ]+'s ", '', plain)
                for x in sorted(fillers):
                    if x != ent and re.search(r'(?<!\w)' + re.escape(core) + r'(?!\w)', x, re.I) \
                            and x not in c['ok']:
                        bad(i, f'{text!r} of {ent!r} may also fit {x!r}')
        if covered != {h, t}:
            bad(i, 'head and tail must both be mentioned')
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
                'days': len(ds),
                'mentions': [{'text': a, 'entity': b, 'kind': k} for a, b, k in c['m']],
            },
        })
    if '--notes' in sys.argv:
        print('\n'.join(notes))
    if problems:
        print('\n'.join(problems), file=sys.stderr)
        sys.exit(f'{len(problems)} problem(s) in {len(Q)} questions')
    if len(records) != 240:
        sys.exit(f'only {len(records)} questions, 240 wanted')
    for name, part in (('time3-dev.json', records[0::2]), ('time3-test.json', records[1::2])):
        (HERE / name).write_text(json.dumps(part, ensure_ascii=False, indent=1) + '\n', encoding='utf-8')
    summary(records)


def summary(records):
    for name, part in (('dev', records[0::2]), ('test', records[1::2])):
        print(name, len(part), dict(sorted(Counter((x['qtype'], x['time_level']) for x in part).items())))
    n = len(records)
    desc = sum(any(m['kind'] != L for m in x['spec']['mentions']) for x in records)
    print(f'total {n}; with a non-literal mention {desc} ({desc / n:.0%}); '
          f'relations {len({x["spec"]["relation"] for x in records})}')
    kinds = Counter(m['kind'] for x in records for m in x['spec']['mentions'])
    qkinds = Counter(k for x in records for k in {m['kind'] for m in x['spec']['mentions']})
    print('mentions by kind', dict(kinds))
    print('questions with a mention of kind', dict(qkinds))
    roles = Counter(sector(m['entity'])[0] for x in records for m in x['spec']['mentions'] if m['kind'] == S)
    print(f'sector roles described: {len(roles)}', dict(roles.most_common()))
    cats = Counter(ALIAS_CATEGORY.get(m['entity'], 'organisation') for x in records
                   for m in x['spec']['mentions'] if m['kind'] in (A, N))
    print('acronym/common names by category', dict(cats))


if __name__ == '__main__':
    main()
