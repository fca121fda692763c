"""Country -> the adjective people use for it ("Kenya" -> "Kenyan"), for names like "Kenyan citizens"."""

from __future__ import annotations

_TABLE = """
Afghanistan:Afghan Albania:Albanian Algeria:Algerian Angola:Angolan Argentina:Argentine Armenia:Armenian
Australia:Australian Austria:Austrian Azerbaijan:Azerbaijani Bahrain:Bahraini Bangladesh:Bangladeshi
Belarus:Belarusian Belgium:Belgian Benin:Beninese Bolivia:Bolivian Bosnia_and_Herzegovina:Bosnian
Botswana:Botswanan Brazil:Brazilian Bulgaria:Bulgarian Burundi:Burundian Cambodia:Cambodian
Cameroon:Cameroonian Canada:Canadian Chad:Chadian Chile:Chilean China:Chinese Colombia:Colombian
Costa_Rica:Costa_Rican Croatia:Croatian Cuba:Cuban Cyprus:Cypriot Czech_Republic:Czech Denmark:Danish
Djibouti:Djiboutian Ecuador:Ecuadorian Egypt:Egyptian El_Salvador:Salvadoran Estonia:Estonian
Ethiopia:Ethiopian Fiji:Fijian Finland:Finnish France:French Gabon:Gabonese Gambia:Gambian
Georgia:Georgian Germany:German Ghana:Ghanaian Greece:Greek Guatemala:Guatemalan Haiti:Haitian
Honduras:Honduran Hungary:Hungarian Iceland:Icelandic India:Indian Indonesia:Indonesian Iran:Iranian
Iraq:Iraqi Ireland:Irish Israel:Israeli Italy:Italian Jamaica:Jamaican Japan:Japanese Jordan:Jordanian
Kazakhstan:Kazakh Kenya:Kenyan Korea:Korean Kosovo:Kosovar Kuwait:Kuwaiti Kyrgyzstan:Kyrgyz Laos:Lao Latvia:Latvian
Lebanon:Lebanese Liberia:Liberian Libya:Libyan Lithuania:Lithuanian Luxembourg:Luxembourgish
Macedonia:Macedonian Madagascar:Malagasy Malawi:Malawian Malaysia:Malaysian Mali:Malian
Mauritania:Mauritanian Mauritius:Mauritian Mexico:Mexican Moldova:Moldovan Mongolia:Mongolian
Montenegro:Montenegrin Morocco:Moroccan Mozambique:Mozambican Myanmar:Burmese Namibia:Namibian
Nepal:Nepalese Netherlands:Dutch New_Zealand:New_Zealand Nicaragua:Nicaraguan Niger:Nigerien
Nigeria:Nigerian North_Korea:North_Korean Norway:Norwegian Oman:Omani Pakistan:Pakistani
Panama:Panamanian Paraguay:Paraguayan Peru:Peruvian Philippines:Filipino Poland:Polish
Portugal:Portuguese Qatar:Qatari Romania:Romanian Russia:Russian Rwanda:Rwandan Saudi_Arabia:Saudi
Senegal:Senegalese Serbia:Serbian Sierra_Leone:Sierra_Leonean Singapore:Singaporean Slovakia:Slovak
Slovenia:Slovenian Somalia:Somali South_Africa:South_African South_Korea:South_Korean
South_Sudan:South_Sudanese Spain:Spanish Sri_Lanka:Sri_Lankan Sudan:Sudanese Sweden:Swedish
Switzerland:Swiss Syria:Syrian Taiwan:Taiwanese Tajikistan:Tajik Tanzania:Tanzanian Thailand:Thai
Timor-Leste:Timorese Togo:Togolese Tunisia:Tunisian Turkey:Turkish Turkmenistan:Turkmen Uganda:Ugandan
Ukraine:Ukrainian United_Arab_Emirates:Emirati United_Kingdom:British United_States:American
Uruguay:Uruguayan Uzbekistan:Uzbek Venezuela:Venezuelan Vietnam:Vietnamese Yemen:Yemeni Zambia:Zambian
Zimbabwe:Zimbabwean Palestinian_Territory,_Occupied:Palestinian Africa:African Europe:European
"""

DEMONYMS: dict[str, str] = {
    place.replace("_", " "): adjective.replace("_", " ")
    for place, adjective in (item.split(":") for item in _TABLE.split())
}
