import os
exec(open(os.path.join(os.path.dirname(os.path.abspath(__file__)), 'edit.py')).read())
replace("Within 3 days of the first time Lee Myung Bak paid a visit to Kazakhstan, who played host to Lee Myung Bak?",
 ("off", "mq", "During the month after Wen Jiabao first visited France, who negotiated with France?",
  {"op": "who", "x": "France", "r": "Engage in negotiation", "role": "tail", "window": {"anchor": {"h": "Wen Jiabao", "r": "Make a visit", "t": "France", "which": "first"}, "unit": "month", "dir": "after"}}))
replace("Who did Djibouti host the day before the last time Mahmoud Abbas paid a visit to Djibouti?",
 ("off", "mq", "Whom did Yemen play host to in the month preceding Abdullah Gül's trip to Yemen on 14 January 2011?",
  {"op": "who", "x": "Yemen", "r": "Host a visit", "role": "head", "window": {"anchor": {"h": "Abdullah Gül", "r": "Make a visit", "t": "Yemen", "which": "date", "date": "2011-01-14"}, "unit": "month", "dir": "before"}}))
retext("5 days before Abdullah Gül visited Japan for the third time, who visited Japan?",
       "Exactly 5 days before Abdullah Gül visited Japan for the third time, who visited Japan?")
retext("During the year preceding the UN Security Council's third negotiations with Dmitry Medvedev, on how many days did the UN Security Council consult Dmitry Medvedev?",
       "During the year before the third time the UN Security Council negotiated with Dmitry Medvedev, on how many days did the UN Security Council consult Dmitry Medvedev?")
retext("How many days were there between Mahmoud Abbas' first negotiations with Wen Jiabao and Mahmoud Abbas' first negotiations with Angela Merkel?",
       "How many days were there between the first time Mahmoud Abbas negotiated with Wen Jiabao and the first time he negotiated with Angela Merkel?")
add_after_group("mq", "cmb", ("cmb", "mq", "During the month after the first time Angela Merkel visited Romania, whom did Angela Merkel visit most often?",
  {"op": "most", "x": "Angela Merkel", "r": "Make a visit", "role": "head", "window": {"anchor": {"h": "Angela Merkel", "r": "Make a visit", "t": "Romania", "which": "first"}, "unit": "month", "dir": "after"}, "why": "tie"}))
add_after_group("mq", "cmb", ("cmb", "mq", "Within the 10 days following the first time China signed an agreement with the African Union, who visited China more often than anyone else?",
  {"op": "most", "x": "China", "r": "Make a visit", "role": "tail", "window": {"anchor": {"h": "China", "r": "Sign formal agreement", "t": "African Union", "which": "first"}, "unit": "ndays", "dir": "after", "n": 10}, "why": "tie"}))
add_after_group("mq", "cmb", ("cmb", "mq", "On how many days did Vietnam consult with Laos in the year after Laos' visit to Vietnam on February 28, 2014?",
  {"op": "count", "h": "Vietnam", "r": "Consult", "t": "Laos", "window": {"anchor": {"h": "Laos", "r": "Make a visit", "t": "Vietnam", "which": "date", "date": "2014-02-28"}, "unit": "year", "dir": "after"}}))
# YAGO
replace("Which club did Danny Murphy spend the most years at?",
 ("agg", "yago", "Which club did Medhi Benatia play for the longest?",
  {"op": "y_longest", "x": "Medhi Benatia", "rel": "playsFor", "filter": "club", "why": "tie"}))
replace("How many prizes did Rudolf Peierls win?",
 ("agg", "yago", "How many different awards has Eugene Wigner won?", {"op": "y_count", "x": "Eugene Wigner", "rel": "hasWonPrize"}))
replace("How many prizes has Yoichiro Nambu received?",
 ("agg", "yago", "How many prizes did J. J. Thomson receive?", {"op": "y_count", "x": "J. J. Thomson", "rel": "hasWonPrize"}))
replace("Which club did Chris Woods join third?",
 ("ord", "yago", "What was Albert Einstein's second award?", {"op": "y_nth", "x": "Albert Einstein", "rel": "hasWonPrize", "n": 2, "why": "tie"}))
replace("What was Yoichiro Nambu's second award?",
 ("ord", "yago", "What was the third prize J. J. Thomson won?", {"op": "y_nth", "x": "J. J. Thomson", "rel": "hasWonPrize", "n": 3}))
replace("Which club did Paul Konchesky join the year after leaving Leicester City F.C.?",
 ("off", "yago", "In the year after leaving Liverpool F.C., which club did Harry Kewell join?",
  {"op": "y_who", "x": "Harry Kewell", "rel": "playsFor", "filter": "club", "mode": "start", "delta": 1, "anchor": {"x": "Harry Kewell", "rel": "playsFor", "t": "Liverpool F.C.", "end": "end"}}))
replace("How many years passed between George Porter winning the Davy Medal and George Porter winning the Order of Merit?",
 ("btw", "yago", "How many years after John G. Thompson won the Cole Prize did he win the Fields Medal?",
  {"op": "y_between", "e1": {"x": "John G. Thompson", "rel": "hasWonPrize", "t": "Cole Prize", "end": "start"}, "e2": {"x": "John G. Thompson", "rel": "hasWonPrize", "t": "Fields Medal", "end": "start"}}))
write()
