"""Drafts the wordings for the sampled facts (seed 5005); the output was read and edited by hand and
pasted into gold.py as QUESTIONS.  Kept for the record."""
import json, random, re

from common5 import sector
from lexicon import PLACES, ROLES, RELATIONS

rng = random.Random(5005)
THE_WORDS = ('Council', 'Union', 'Army', 'Party', 'Front', 'Agency', 'Fund', 'Association', 'Forces', 'Group',
             'Battalion', 'Commission', 'Police', 'University', 'Senate', 'Mission', 'Congress', 'Associated_Press',
             'Kuomintang', 'Court', 'Ministry', 'Organization', 'Organisation', 'Bank', 'Nations', 'Federation')
THE_COUNTRIES = {'United_States', 'United_Kingdom', 'United_Arab_Emirates', 'Philippines', 'Netherlands', 'Czech_Republic',
                 'Central_African_Republic', 'Democratic_Republic_of_Congo', 'Maldives', 'Middle_East', 'Vatican'}


def literal(e):
    s = e.replace('_', ' ')
    if e.startswith('The_'):
        return s
    if e in THE_COUNTRIES or any(w in e for w in THE_WORDS) or e.startswith(('UN_', 'United_', 'National_', 'International_')):
        return 'the ' + s
    return s


# hand corrections made after reading the first draft (applied after the draw, so the draw is unchanged)
OVERRIDE = {
 'ITAR_TASS': ('ITAR-TASS', 'literal'),
 'Presidential_Family_(Ireland)': ('the Irish presidential family', 'description'),
 'Scientist_(China)': ('Chinese scientists', 'description'),
 'Terrorist_(Albania)': ('the Albanian terrorists', 'description'),
 'Healthcare_Facility_(Ecuador)': ('the healthcare facility of Ecuador', 'description'),
 'Main_Opposition_(Egypt)': ('the main opposition of Egypt', 'description'),
 'Justice_Department/Ministery_(Sweden)': ('the Swedish Justice Ministry', 'description'),
 'Attorney_General_(Colombia)': ('the Colombian attorney general', 'description'),
 'Defense_Attorney_(Peru)': ('the defence attorney from Peru', 'description'),
 'Scholar_(Yemen)': ('Yemeni scholars', 'description'),
 'Naval_(Sri_Lanka)': ('the Sri Lankan navy', 'description'),
 'Member_of_Legislative_(Govt)_(Botswana)': ('the Member of Legislative of Govt of Botswana', 'description'),
 'Armed_Band_(Lebanon)': ('the armed band of Lebanon', 'description'),
}


def describe(e):
    if e in OVERRIDE:
        describe_draw(e)
        return OVERRIDE[e]
    return describe_draw(e)


def describe_draw(e):
    role, place = sector(e)
    if rng.random() < 0.07:
        return e.replace('_', ' ').replace('/', ' / ').replace('  ', ' ') if False else e.replace('_', ' '), 'literal'
    pn, adj = PLACES[place]
    temps = [t for t in ROLES[role][0] if adj or '{adj}' not in t]
    t = rng.choice(temps)
    poss = pn + ("'" if pn.endswith('s') else "'s")
    t = t.replace("{of}'s", poss)
    text = t.format(adj=adj, of=pn)
    # a/an
    text = re.sub(r'\ba ([AEIOU])', r'an \1', text)
    text = re.sub(r'\ban ([^AEIOUaeiou])', r'a \1', text)
    return text, 'description'


FRAMES = {
 ('none', 'day'): ['When did {H} {B}?', 'When did {H} {B}?', 'On what date did {H} {B}?'],
 ('none', 'month'): ['In which month did {H} {B}?', 'In what month did {H} {B}?', 'Could you tell me the exact month when {H} {P}?'],
 ('none', 'year'): ['In which year did {H} {B}?', 'In what year did {H} {B}?', 'Which year did {H} {B}?'],
 ('first', 'day'): ['When did {H} first {B}?', 'When did {H} {B} for the first time?', 'When was the first time {H} {P}?', 'At what time did {H} first {B}?'],
 ('last', 'day'): ['When did {H} last {B}?', 'When was the last time {H} {P}?', 'At what time did {H} last {B}?'],
 ('first', 'month'): ['In which month did {H} first {B}?', 'In what month did {H} {B} for the first time?', 'Could you tell me the exact month when {H} first {P}?'],
 ('last', 'month'): ['In which month did {H} last {B}?', 'In what month did {H} last {B}?', 'Could you tell me the exact month when {H} last {P}?'],
 ('first', 'year'): ['In which year did {H} first {B}?', 'In what year did {H} {B} for the first time?', 'In what year did {H} first {B}?'],
 ('last', 'year'): ['In which year did {H} last {B}?', 'In what year did {H} last {B}?', 'In which year did {H} {B} for the last time?'],
}


def phrase(p, tail):
    return p.replace('{T}', tail) if '{T}' in p else p + ' ' + tail


def main():
    d = json.load(open('/tmp/time5-draft.json'))
    out = []
    for c in d:
        h, r, t = c['head'], c['relation'], c['tail']
        ments = []
        for e in (h, r and t):
            if sector(e):
                text, kind = describe(e)
            else:
                text, kind = OVERRIDE.get(e, (literal(e), 'literal'))
            ments.append((text, e, kind))
        base, past = rng.choice(RELATIONS[r][0])
        frame = rng.choice(FRAMES[c['extreme'], c['level']])
        q = frame.format(H=ments[0][0], B=phrase(base, ments[1][0]), P=phrase(past, ments[1][0]))
        rw = (past if '{P}' in frame else base).replace('{T}', '...')
        out.append((h, r, t, c['extreme'], c['level'], q, ments, rw))
    with open('/tmp/time5-wordings.py', 'w') as f:
        for x in out:
            f.write(' Q(%r, %r, %r, %r, %r,\n   %r,\n   %r, %r),\n' % x)
    for x in out:
        print(x[5])


if __name__ == '__main__':
    main()
