#!/usr/bin/env python3
"""Convert the public-domain unitedstates/congress-legislators data into graph.tsv.

Usage:  python3 convert.py GIT_DIR [OUT]      (OUT: graph.tsv.gz by default; plain if not .gz)

GIT_DIR is a clone (bare or not) of https://github.com/unitedstates/congress-legislators.
The output is a tab-separated table with a header line:

    head  relation  tail  start  end

Dates are YYYY-MM-DD; an empty end is an open (unknown) end.  Standard library only,
plus the `git` command to read the repository's history.  Byte-identical on every run
(the commit is pinned, see COMMIT below).

What is read (see README.md for the reasoning):
  * executive.yaml at COMMIT: every president and vice president since 1789;
  * legislators-current.yaml at every first-parent commit from START (2015-09-03, the
    commit after which every term end is the constitutional end of the term) to COMMIT:
    the union of everybody who was a sitting member of Congress at some time in that
    span, each with the last version of their record (their whole career, all terms).
The file legislators-historical.yaml is not used (it is not in the mirror we have).
"""
import bisect
import datetime
import gzip
import re
import subprocess
import sys

COMMIT = 'dfa9622263dd4c8d08636926e498f1845704d7eb'   # 2026-06-15, newest snapshot fetched
START = 'fb72657ec52acb1dcd418638578a065bb1c4bad0'    # 2015-09-03, "historical-term-end" merged
GAP_DAYS = 31          # two terms of the same kind this close are one continuous service
LEFT_SLACK_DAYS = 30   # an end this long after a member left the file is the scheduled end

STATES = {
    'AL': 'Alabama', 'AK': 'Alaska', 'AZ': 'Arizona', 'AR': 'Arkansas', 'CA': 'California',
    'CO': 'Colorado', 'CT': 'Connecticut', 'DE': 'Delaware', 'FL': 'Florida', 'GA': 'Georgia',
    'HI': 'Hawaii', 'ID': 'Idaho', 'IL': 'Illinois', 'IN': 'Indiana', 'IA': 'Iowa',
    'KS': 'Kansas', 'KY': 'Kentucky', 'LA': 'Louisiana', 'ME': 'Maine', 'MD': 'Maryland',
    'MA': 'Massachusetts', 'MI': 'Michigan', 'MN': 'Minnesota', 'MS': 'Mississippi',
    'MO': 'Missouri', 'MT': 'Montana', 'NE': 'Nebraska', 'NV': 'Nevada', 'NH': 'New Hampshire',
    'NJ': 'New Jersey', 'NM': 'New Mexico', 'NY': 'New York', 'NC': 'North Carolina',
    'ND': 'North Dakota', 'OH': 'Ohio', 'OK': 'Oklahoma', 'OR': 'Oregon', 'PA': 'Pennsylvania',
    'RI': 'Rhode Island', 'SC': 'South Carolina', 'SD': 'South Dakota', 'TN': 'Tennessee',
    'TX': 'Texas', 'UT': 'Utah', 'VT': 'Vermont', 'VA': 'Virginia', 'WA': 'Washington',
    'WV': 'West Virginia', 'WI': 'Wisconsin', 'WY': 'Wyoming',
    'DC': 'District of Columbia', 'PR': 'Puerto Rico', 'GU': 'Guam', 'VI': 'U.S. Virgin Islands',
    'AS': 'American Samoa', 'MP': 'Northern Mariana Islands',
}
CHAMBER = {'sen': 'Senate', 'rep': 'House of Representatives'}
OFFICE = {'prez': 'President of the United States', 'viceprez': 'Vice President of the United States'}


# ---------------------------------------------------------------------------
# a small reader for the block YAML these files are written in (rtyaml output)
# ---------------------------------------------------------------------------
class YamlError(Exception):
    pass


def _scalar(text):
    t = text.strip()
    if t.startswith("'"):
        if not t.endswith("'") or len(t) < 2:
            raise YamlError('bad quoted scalar %r' % text)
        return t[1:-1].replace("''", "'")
    if t.startswith('"'):
        if not t.endswith('"') or len(t) < 2:
            raise YamlError('bad quoted scalar %r' % text)
        return t[1:-1].encode('latin-1', 'backslashreplace').decode('unicode_escape') \
            if '\\' in t else t[1:-1]
    if t[:1] in ('[', '{', '|', '>', '&', '*', '!'):
        if t in ('[]', '{}'):
            return [] if t == '[]' else {}
        raise YamlError('unsupported YAML construct %r' % text)
    if t in ('~', 'null', 'Null', 'NULL'):
        return None
    return t          # every other plain scalar is kept as text (numbers too)


def parse_yaml(text):
    lines = []
    for raw in text.split('\n'):
        if not raw.strip() or raw.lstrip().startswith('#'):
            continue
        if raw.startswith('---'):
            continue
        lines.append(raw.rstrip())
    pos = [0]

    def indent(s):
        return len(s) - len(s.lstrip(' '))

    def block(ind):
        line = lines[pos[0]]
        if line[ind:].startswith('- ') or line[ind:] == '-':
            return seq(ind)
        return mapping(ind)

    def seq(ind):
        out = []
        while pos[0] < len(lines):
            line = lines[pos[0]]
            if indent(line) != ind or not line[ind:].startswith('-'):
                if indent(line) > ind:
                    raise YamlError('unexpected indentation: %r' % line)
                break
            rest = line[ind + 1:]
            if not rest.strip():
                pos[0] += 1
                out.append(block(indent(lines[pos[0]])))
                continue
            # "- key: value" opens a mapping whose keys sit at ind + 2
            lines[pos[0]] = ' ' * (ind + 2) + rest.lstrip(' ')
            if re.match(r'^\s*[^\s\'"][^:]*:( |$)', lines[pos[0]]):
                out.append(mapping(ind + 2))
            else:
                out.append(_scalar(rest))
                pos[0] += 1
        return out

    def mapping(ind):
        out = {}
        while pos[0] < len(lines):
            line = lines[pos[0]]
            li = indent(line)
            if li < ind:
                break
            if li > ind:
                raise YamlError('unexpected indentation: %r' % line)
            if line[ind:].startswith('- '):
                break
            m = re.match(r'^([^\s\'"][^:]*):(?: (.*))?$', line[ind:])
            if not m:
                raise YamlError('not a key: %r' % line)
            key, val = m.group(1), m.group(2)
            pos[0] += 1
            if val is None or val == '':
                if pos[0] < len(lines):
                    nxt = lines[pos[0]]
                    ni = indent(nxt)
                    if ni > ind or (ni == ind and nxt[ind:].startswith('- ')):
                        out[key] = block(ni)
                        continue
                out[key] = None
            else:
                # a plain scalar may continue on more-indented lines
                while pos[0] < len(lines) and indent(lines[pos[0]]) > ind \
                        and not val.startswith(("'", '"')):
                    val += ' ' + lines[pos[0]].strip()
                    pos[0] += 1
                out[key] = _scalar(val)
        return out

    result = block(indent(lines[0]))
    if pos[0] != len(lines):
        raise YamlError('trailing lines from %r' % lines[pos[0]])
    return result


# ---------------------------------------------------------------------------
# git
# ---------------------------------------------------------------------------
def git(gitdir, *args):
    return subprocess.run(['git', '--git-dir', gitdir] + list(args), check=True,
                          stdout=subprocess.PIPE).stdout.decode('utf-8')


def read_blobs(gitdir, names):
    """Contents of many objects (rev:path or blob ids) through one cat-file --batch."""
    p = subprocess.run(['git', '--git-dir', gitdir, 'cat-file', '--batch'],
                       input=('\n'.join(names) + '\n').encode(), stdout=subprocess.PIPE,
                       check=True)
    data, out, i = p.stdout, [], 0
    for _ in names:
        nl = data.index(b'\n', i)
        header = data[i:nl].decode().split()
        if header[-1] == 'missing':
            raise SystemExit('missing object: %s' % header[0])
        size = int(header[2])
        out.append(data[nl + 1:nl + 1 + size].decode('utf-8'))
        i = nl + 1 + size + 1
    return out


def versions(gitdir):
    """[(commit date, blob id)] of legislators-current.yaml, oldest first, START..COMMIT."""
    fp = git(gitdir, 'rev-list', '--first-parent', '--format=%cI', COMMIT).split('\n')
    commits = []
    for i in range(0, len(fp) - 1, 2):
        commits.append((fp[i].split()[1], fp[i + 1][:10]))
        if commits[-1][0] == START:
            break
    else:
        raise SystemExit('START is not on the first-parent line of COMMIT')
    commits.reverse()
    p = subprocess.run(['git', '--git-dir', gitdir, 'cat-file', '--batch-check'],
                       input=''.join('%s:legislators-current.yaml\n' % c for c, _ in commits).encode(),
                       stdout=subprocess.PIPE, check=True)
    out = []
    for (c, d), line in zip(commits, p.stdout.decode().splitlines()):
        blob = line.split()[0]
        if out and out[-1][1] == blob:
            continue
        out.append((d, blob))
    return out


# ---------------------------------------------------------------------------
# people
# ---------------------------------------------------------------------------
def display_name(name):
    if name.get('official_full'):
        return name['official_full']
    first = name.get('nickname') or ' '.join(x for x in (name.get('first'), name.get('middle')) if x)
    return ' '.join(x for x in (first, name['last']) if x)


def day(s):
    return datetime.date.fromisoformat(s)


def load_members(gitdir):
    vers = versions(gitdir)
    texts = read_blobs(gitdir, [b for _, b in vers])
    last = {}      # person key -> (version index, chunk text)
    alias = {}     # 'g<govtrack>' / 'b<bioguide>' -> person key (a new member may lack either)
    for vi, text in enumerate(texts):
        for chunk in re.split(r'\n(?=- id:\n)', '\n' + text):
            if not chunk.strip():
                continue
            ids = ['g' + x for x in re.findall(r'^    govtrack: (\d+)$', chunk, re.M)] + \
                  ['b' + x for x in re.findall(r'^    bioguide: (\S+)$', chunk, re.M)]
            if not ids:
                raise SystemExit('a record without an id in version %d' % vi)
            keys = sorted({alias[i] for i in ids if i in alias})
            if len(keys) > 1:
                raise SystemExit('two records meet in version %d: %s' % (vi, keys))
            key = keys[0] if keys else ids[0]
            for i in ids:
                alias[i] = key
            last[key] = (vi, chunk)
    members = {}
    for bid, (vi, chunk) in sorted(last.items()):
        rec = parse_yaml(chunk.strip('\n'))[0]
        # the date after which the record may describe the future: the date the member
        # left the file, or the snapshot's date for members still in it
        left = vers[vi + 1][0] if vi + 1 < len(vers) else None
        members[bid] = (rec, left, vers[vi][0])
    return members, vers[-1][0], vers[0][0], alias


def open_end(end, left, snapshot):
    """The end as known, or '' when it is only the scheduled end of an unfinished term."""
    if left is None:
        return '' if end > snapshot else end
    if day(end) > day(left) + datetime.timedelta(days=LEFT_SLACK_DAYS):
        return ''
    return end


def merge(spans):
    """Join the closed spans (start, end) of one (head, relation, tail) that follow each
    other; a span with an open end (an unfinished or unknown term) is never joined, so the
    known part of a career stays closed."""
    closed = sorted(x for x in spans if x[1])
    opened = sorted(x for x in spans if not x[1])
    out = []
    for s, e in closed:
        if out and day(s) <= day(out[-1][1]) + datetime.timedelta(days=GAP_DAYS):
            out[-1] = (out[-1][0], max(e, out[-1][1]))
            continue
        out.append((s, e))
    for s, e in opened:
        if any(day(s) < day(ce) for _, ce in out if day(ce) > day(s) and day(s) >= day(_)):
            raise SystemExit('an open span inside a closed one: %s' % (spans,))
        out.append((s, e))
    return sorted(out)


def leadership_title(role):
    """Older records write a few titles without their chamber ('Speaker', 'Majority
    Leader'); the chamber field completes them to the titles the newer records use."""
    t, ch = role['title'], role.get('chamber')
    if t == 'Speaker' and ch == 'house':
        return 'Speaker of the House'
    if t in ('Majority Leader', 'Minority Leader', 'Majority Whip', 'Minority Whip') \
            and ch in ('house', 'senate'):
        return '%s %s' % (ch.capitalize(), t)
    return t


def ordinal(n):
    suf = 'th' if 10 <= n % 100 <= 20 else {1: 'st', 2: 'nd', 3: 'rd'}.get(n % 10, 'th')
    return '%d%s' % (n, suf)


def district_name(state, district):
    if district in ('0', 0):
        return "%s's at-large congressional district" % STATES[state]
    return "%s's %s congressional district" % (STATES[state], ordinal(int(district)))


def main():
    if len(sys.argv) not in (2, 3):
        raise SystemExit(__doc__)
    gitdir = sys.argv[1]
    out_path = sys.argv[2] if len(sys.argv) == 3 else 'graph.tsv.gz'
    members, snapshot, first, alias = load_members(gitdir)
    executive = parse_yaml(read_blobs(gitdir, ['%s:executive.yaml' % COMMIT])[0])

    names = {}
    for bid, (rec, _, _) in members.items():
        names[bid] = display_name(rec['name'])
    # the same name for two people gets the first state they represented in brackets
    by_name = {}
    for bid, n in names.items():
        by_name.setdefault(n, []).append(bid)
    for n, bids in by_name.items():
        if len(bids) > 1:
            # the same name for two people: a suffix the name leaves out is added
            # (Robert Menendez and his son Robert Menendez, Jr.), else the first state
            for bid in bids:
                suffix = members[bid][0]['name'].get('suffix')
                if suffix and suffix not in n:
                    names[bid] = '%s, %s' % (n, suffix)
            if len({names[b] for b in bids}) < len(bids):
                for bid in bids:
                    st = STATES[members[bid][0]['terms'][0]['state']]
                    names[bid] = '%s (%s)' % (n, st)
    if len(set(names.values())) != len(names):
        raise SystemExit('names still collide')

    spans = {}   # (head, relation, tail) -> [(start, end)]

    def add(head, rel, tail, start, end):
        if end and end < start:
            raise SystemExit('end before start: %s' % ((head, rel, tail, start, end),))
        spans.setdefault((head, rel, tail), []).append((start, end))

    for bid, (rec, left, _) in sorted(members.items()):
        who = names[bid]
        for t in rec['terms']:
            end = open_end(t['end'], left, snapshot)
            kind = t['type']
            add(who, 'servedIn', CHAMBER[kind], t['start'], end)
            state = STATES[t['state']]
            add(who, 'representedInSenate' if kind == 'sen' else 'representedInHouse', state,
                t['start'], end)
            if kind == 'rep' and t.get('district') not in (None, '-1'):
                add(who, 'representedDistrict', district_name(t['state'], t['district']),
                    t['start'], end)
            parts = t.get('party_affiliations') or [
                {'start': t['start'], 'end': t['end'], 'party': t.get('party'),
                 'caucus': t.get('caucus')}]
            for pa in parts:
                pend = open_end(pa['end'], left, snapshot)
                if pa.get('party'):
                    add(who, 'belongedToParty', pa['party'], pa['start'], pend)
                caucus = pa.get('caucus', t.get('caucus') if pa is parts[-1] else None)
                if caucus and caucus != pa.get('party'):
                    add(who, 'caucusedWith', caucus, pa['start'], pend)
        for r in rec.get('leadership_roles') or []:
            if not r.get('start'):
                continue
            end = open_end(r['end'], left, snapshot) if r.get('end') else ''
            add(who, 'heldOffice', leadership_title(r), r['start'], end)

    for p in executive:
        bid = alias.get('g%s' % p['id'].get('govtrack'))
        who = names[bid] if bid in names else display_name(p['name'])
        if bid not in names and who in by_name:
            raise SystemExit('executive name collides with a member: %s' % who)
        for t in p['terms']:
            end = t['end'] if t['end'] <= snapshot else ''
            add(who, 'heldOffice', OFFICE[t['type']], t['start'], end)
            if t.get('party') and t['party'] != 'no party':
                # party is given per term here; a member's party comes from their terms above
                if bid not in names:
                    add(who, 'belongedToParty', t['party'], t['start'], end)

    rows = []
    for (h, r, tl), ss in spans.items():
        for s, e in merge(ss):
            rows.append((h, r, tl, s, e))
    rows.sort(key=lambda x: (x[0], x[1], x[3], x[2]))
    text = 'head\trelation\ttail\tstart\tend\n'
    for row in rows:
        if any('\t' in x or '\n' in x for x in row):
            raise SystemExit('a tab or newline in %r' % (row,))
        text += '\t'.join(row) + '\n'
    data = text.encode('utf-8')
    if out_path.endswith('.gz'):
        # no file name and no time in the gzip header: the same bytes on every run
        with open(out_path, 'wb') as raw, \
                gzip.GzipFile(filename='', fileobj=raw, mode='wb', compresslevel=9, mtime=0) as f:
            f.write(data)
    else:
        with open(out_path, 'wb') as f:
            f.write(data)
    print('%s: %d rows, %d members (in the file at some time from %s to %s), %d executive'
          % (out_path, len(rows), len(members), first, snapshot, len(executive)), file=sys.stderr)


if __name__ == '__main__':
    main()
