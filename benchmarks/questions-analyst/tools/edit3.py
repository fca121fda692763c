import os
exec(open(os.path.join(os.path.dirname(os.path.abspath(__file__)), 'edit.py')).read())
R_ = [
 ("Who did the Association of Southeast Asian Nations visit in the month after the agreement Barack Obama signed with the Association of Southeast Asian Nations on October 10, 2009?",
  "Whom did Japan express an intent to cooperate with the day after Japan's first visit to Iraq?",
  {"op": "who", "x": "Japan", "r": "Express intent to cooperate", "role": "head", "window": {"anchor": {"h": "Japan", "r": "Make a visit", "t": "Iraq", "which": "first"}, "unit": "day", "dir": "after"}}),
 ("In the month after Mexico signed a formal agreement with Bolivia on 4 May 2005, who did Mexico express an intent to cooperate with?",
  "The day before the second time Barack Obama visited Japan, whom did Japan express the intention to meet or negotiate with?",
  {"op": "who", "x": "Japan", "r": "Express intent to meet or negotiate", "role": "head", "window": {"anchor": {"h": "Barack Obama", "r": "Make a visit", "t": "Japan", "which": "nth", "n": 2}, "unit": "day", "dir": "before"}}),
 ("Whom did Pervez Musharraf praise or endorse during the month after Pervez Musharraf first consulted with Donald Rumsfeld?",
  "Exactly 4 days before the first time Iran visited France, who made a statement about France?",
  {"op": "who", "x": "France", "r": "Make statement", "role": "tail", "window": {"anchor": {"h": "Iran", "r": "Make a visit", "t": "France", "which": "first"}, "unit": "exact", "dir": "before", "n": 4}}),
 ("Whom did Iraq negotiate with during the month after the first agreement Iraq signed with Yemen?",
  "Who signed a formal agreement with Japan exactly 7 days after Mahmoud Abbas' third trip to Japan?",
  {"op": "who", "x": "Japan", "r": "Sign formal agreement", "role": "tail", "window": {"anchor": {"h": "Mahmoud Abbas", "r": "Make a visit", "t": "Japan", "which": "nth", "n": 3}, "unit": "exact", "dir": "after", "n": 7}}),
 ("During the month after the fourth time Pervez Musharraf visited Malaysia, who did Malaysia play host to?",
  "Who consulted with Barack Obama on the day after Barack Obama's last trip to Iraq?",
  {"op": "who", "x": "Barack Obama", "r": "Consult", "role": "tail", "window": {"anchor": {"h": "Barack Obama", "r": "Make a visit", "t": "Iraq", "which": "last"}, "unit": "day", "dir": "after"}}),
 ("In the month after Nuri al-Maliki's first visit to Kuwait, who signed an agreement with Kuwait?",
  "Who criticized China the day after Thailand's last visit to China?",
  {"op": "who", "x": "China", "r": "Criticize or denounce", "role": "tail", "window": {"anchor": {"h": "Thailand", "r": "Make a visit", "t": "China", "which": "last"}, "unit": "day", "dir": "after"}}),
]
for old, q, m in R_:
    replace(old, ("off", "mq", q, m))
write()
