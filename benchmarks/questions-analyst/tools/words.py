# wording helpers for the MultiTQ drafts
import random

MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August",
          "September", "October", "November", "December"]

# relation -> list of variants (base, past); "{o}" is the object
VERBS = {
    "Make a visit": [("visit {o}", "visited {o}"), ("pay a visit to {o}", "paid a visit to {o}"),
                     ("visit {o}", "visited {o}")],
    "Host a visit": [("host {o}", "hosted {o}"), ("receive a visit from {o}", "received a visit from {o}"),
                     ("play host to {o}", "played host to {o}")],
    "Make statement": [("make a statement about {o}", "made a statement about {o}"),
                       ("issue a statement on {o}", "issued a statement on {o}")],
    "Express intent to meet or negotiate": [
        ("express an intent to meet or negotiate with {o}", "expressed an intent to meet or negotiate with {o}"),
        ("express the intention to meet or negotiate with {o}", "expressed the intention to meet or negotiate with {o}")],
    "Criticize or denounce": [("criticise {o}", "criticised {o}"), ("criticize {o}", "criticized {o}"),
                              ("denounce {o}", "denounced {o}"), ("criticise or denounce {o}", "criticised or denounced {o}")],
    "Sign formal agreement": [("sign a formal agreement with {o}", "signed a formal agreement with {o}"),
                              ("sign an agreement with {o}", "signed an agreement with {o}")],
    "Consult": [("consult {o}", "consulted {o}"), ("hold consultations with {o}", "held consultations with {o}"),
                ("consult with {o}", "consulted with {o}")],
    "Praise or endorse": [("praise {o}", "praised {o}"), ("endorse {o}", "endorsed {o}"),
                          ("praise or endorse {o}", "praised or endorsed {o}")],
    "Engage in negotiation": [("negotiate with {o}", "negotiated with {o}"),
                              ("hold negotiations with {o}", "held negotiations with {o}")],
    "Discuss by telephone": [("speak by telephone with {o}", "spoke by telephone with {o}"),
                             ("hold a phone call with {o}", "held a phone call with {o}")],
    "Express intent to cooperate": [("express an intent to cooperate with {o}", "expressed an intent to cooperate with {o}")],
}
# noun phrases for "A's first visit to B"
NOUNS = {"Make a visit": ["visit to {o}", "trip to {o}"]}


def date_text(d, R):
    y, m, dd = int(d[:4]), int(d[5:7]), int(d[8:10])
    if R.random() < 0.5:
        return "%d %s %d" % (dd, MONTHS[m - 1], y)
    return "%s %d, %d" % (MONTHS[m - 1], dd, y)


def period_text(p, R):
    if p == "all":
        return ""
    if len(p) == 4:
        return p
    if len(p) == 7:
        return "%s %s" % (MONTHS[int(p[5:7]) - 1], p[:4])
    return date_text(p, R)


def period_pp(p, R):
    """prepositional phrase: 'in 2012', 'in May 2010', 'on 5 May 2010'."""
    t = period_text(p, R)
    if len(p) == 10:
        return "on " + t
    return R.choice(["in ", "during "]) + t if len(p) == 4 else R.choice(["in ", "during "]) + t


ORD = {1: "first", 2: "second", 3: "third", 4: "fourth", 5: "fifth", 6: "sixth", 7: "seventh",
       8: "eighth", 9: "ninth", 10: "tenth"}


def cap(s):
    return s[0].upper() + s[1:]
