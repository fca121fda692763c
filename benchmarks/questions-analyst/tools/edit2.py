import os
exec(open(os.path.join(os.path.dirname(os.path.abspath(__file__)), 'edit.py')).read())
replace("Who held consultations with Bolivia within the 3 days following the first time Colombia hosted Bolivia?",
 ("off", "mq", "During the week after Mahmoud Ahmadinejad first visited Sudan, who made a statement about Sudan?",
  {"op": "who", "x": "Sudan", "r": "Make statement", "role": "tail", "window": {"anchor": {"h": "Mahmoud Ahmadinejad", "r": "Make a visit", "t": "Sudan", "which": "first"}, "unit": "week", "dir": "after"}}))
replace("In the 60 days after France's negotiations with the United Arab Emirates on 25 May 2009, who consulted the United Arab Emirates?",
 ("off", "mq", "During the month after Julia Gillard's visit to China on April 27, 2011, whom did China negotiate with?",
  {"op": "who", "x": "China", "r": "Engage in negotiation", "role": "head", "window": {"anchor": {"h": "Julia Gillard", "r": "Make a visit", "t": "China", "which": "date", "date": "2011-04-27"}, "unit": "month", "dir": "after"}}))
write()
