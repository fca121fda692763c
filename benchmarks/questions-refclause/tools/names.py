# Curated well-known entities (graph name -> form used in question text).
COUNTRIES = """China Iran Japan Thailand France Iraq Vietnam Sudan Cambodia Mexico Malaysia Laos Yemen
Ethiopia Kazakhstan Colombia Qatar Kuwait Angola Romania Tanzania Bolivia Portugal Eritrea Oman Ireland
Mauritania Guatemala Niger Djibouti Burundi Malawi Togo Timor-Leste Madagascar Swaziland Bhutan Lesotho
Belize Vanuatu""".split()
COUNTRIES += ["South Korea", "South Africa", "United Arab Emirates", "South Sudan", "Dominican Republic",
              "Maldives", "Trinidad and Tobago", "Comoros", "Cape Verde"]
THE = {"United Arab Emirates", "Dominican Republic", "Maldives", "Comoros"}

ORGS = {
    "UN Security Council": "the UN Security Council",
    "African Union": "the African Union",
    "Association of Southeast Asian Nations": "the Association of Southeast Asian Nations",
    "International Monetary Fund": "the International Monetary Fund",
    "High Commission for Refugees": "the High Commission for Refugees",
    "Human Rights Watch": "Human Rights Watch",
    "Nonaligned Movement": "the Nonaligned Movement",
    "European Central Bank": "the European Central Bank",
    "International Court of Justice": "the International Court of Justice",
    "East African Community": "the East African Community",
    "Boko Haram": "Boko Haram",
    "Al-Shabaab": "Al-Shabaab",
    "Kuomintang": "the Kuomintang",
    "Moro Islamic Liberation Front": "the Moro Islamic Liberation Front",
    "Doctors Without Borders": "Doctors Without Borders",
    "Israeli Defense Forces": "the Israeli Defense Forces",
}

PEOPLE = {
    "Barack Obama": None, "Mahmoud Abbas": None, "Mahmoud Ahmadinejad": None,
    "Benjamin Netanyahu": None, "Dmitry Anatolyevich Medvedev": "Dmitry Medvedev",
    "Angela Merkel": None, "Wen Jiabao": None, "Xi Jinping": None, "Lee Myung Bak": None,
    "Pervez Musharraf": None, "Abhisit Vejjajiva": None, "Tony Blair": None, "Nuri al-Maliki": None,
    "Abdullah Gül": None, "Ma Ying Jeou": None, "Roh Moo Hyun": None, "Evo Morales": None,
    "Julia Gillard": None, "Ali Abdullah Saleh": None, "Muhammadu Buhari": None,
    "Cristina Fernández de Kirchner": None, "Javier Solana": None, "Catherine Ashton": None,
    "Oluṣẹgun Ọbasanjọ": "Olusegun Obasanjo", "Shimon Peres": None, "Umaru Musa Yar'Adua": None,
    "Yoshihiko Noda": None, "Yasuo Fukuda": None, "Alexis Tsipras": None,
    "Abdel Fattah Al-Sisi": None, "Shaukat Aziz": None, "Raúl Castro": None, "Rafael Correa": None,
    "Islam Karimov": None, "Uhuru Muigai Kenyatta": "Uhuru Kenyatta", "Benazir Bhutto": None,
    "Wang Yi": None, "Tzipi Livni": None, "Antonis Samaras": None,
    "Jakaya Mrisho Kikwete": "Jakaya Kikwete", "Georgios Papandreou": None,
    "Benedict XVI": "Pope Benedict XVI", "Gurbanguly Berdymukhammedov": None,
    "Donald Rumsfeld": None, "Lien Chan": None, "Mwai Kibaki": None, "Michael Sata": None,
    "Christine Lagarde": None, "Jack Straw": None, "Gerhard Schröder": None,
    "Isaias Afewerki": None, "Haider Al-Abadi": None, "Saud bin Faisal bin Abdul-Aziz": None,
    "Ashraf Ghani Ahmadzai": "Ashraf Ghani", "Mikhail Yefimovich Fradkov": "Mikhail Fradkov",
    "Chuck Hagel": None, "William Ruto": None, "Abdoulaye Wade": None, "Nabih Berri": None,
    "Rupiah Banda": None, "Qin Gang": None, "Daniel Ortega": None, "Okada Katsuya": None,
    "Kim Kye Gwan": None, "Julie Bishop": None, "Henry M. Paulson": "Henry Paulson",
    "Arseniy Yatsenyuk": None, "Sergey Kuzhugetovich Shoygu": "Sergey Shoygu",
    "Elmar Mammadyarov": None, "Macky Sall": None, "Ivan Gasparovic": None,
    "Emperor Akihito": None, "Tsai Ing-wen": None, "Bertie Ahern": None, "George Yeo": None,
    "Elizabeth II": "Queen Elizabeth II", "Valdas Adamkus": None, "Frank Bainimarama": None,
    "Herman Van Rompuy": None, "Heinz Fischer": None, "Nicos Anastasiades": None,
    "Juan Carlos I": "King Juan Carlos I", "José Miguel Insulza": None, "Radoslaw Sikorski": None,
    "Federica Mogherini": None, "Hashim Thaçi": None, "Sali Berisha": None, "Viktor Orban": None,
    "Jens Stoltenberg": None, "Nasser Judeh": None, "Philip Hammond": None, "Mario Monti": None,
    "Boris Johnson": None, "John Baird": None, "Joachim Gauck": None,
    "Toomas Hendrik Ilves": None, "Tsakhiagiyn Elbegdorj": None, "Joschka Fischer": None,
    "Pedro Manuel Mamede Passos Coelho": "Pedro Passos Coelho", "Zhang Dejiang": None,
    "Yu Zhengsheng": None, "John Dramani Mahama": None, "Zine El Abidine Ben Ali": None,
    "Massoud Barzani": None, "Nelson Azevedo Jobim": "Nelson Jobim", "Richard Boucher": None,
    "Stephen Hadley": None, "Bill Richardson": None, "Klaus Johannis": None,
    "Sheikh Hamad bin Khalifa al-Thani": None, "Muhammad VI": "King Muhammad VI",
    "Daniel Arap Moi": None, "Prachanda": None, "Mohamed Ould Abdel Aziz": None,
    "Isaias Afewerki": None, "Jusuf Kalla": None, "Omar Suleiman": None,
}

DISPLAY = {}
for c in COUNTRIES:
    DISPLAY[c] = ("the " + c) if c in THE else c
DISPLAY.update(ORGS)
for p, d in PEOPLE.items():
    DISPLAY[p] = d or p
