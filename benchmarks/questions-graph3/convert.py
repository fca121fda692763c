#!/usr/bin/env python3
"""Convert the F1DB Formula One database (CC BY 4.0) into graph.tsv.gz.

Usage:  python3 convert.py GIT_DIR [OUT]      (OUT: graph.tsv.gz by default; plain if not .gz)

GIT_DIR is a clone (bare or not) of https://github.com/f1db/f1db.  Only the YAML source
files under src/data/ at COMMIT are read.  The output is a tab-separated table:

    head  relation  tail  start  end

Dates are YYYY-MM-DD (race days); an empty end is an open (unknown) end.  Standard library
only, plus the `git` command to read the repository.  Byte-identical on every run.

Relations (see README.md for the reasoning):
  droveFor        driver -> constructor        a run of consecutive seasons with race entries
  won             driver -> Grand Prix         one row per race won (start = end = race day)
  wonChampionship driver / constructor -> "World Drivers' Championship" /
                  "World Constructors' Championship"   one row per title, the season's span
  poweredBy       constructor -> engine maker  a run of consecutive seasons
  heldAt          Grand Prix -> circuit        a run of consecutive years at one circuit
                                               (the calendar of CURRENT counts in full)
A run that reaches the season still running at COMMIT (CURRENT) is cut in two: its known
past, closed at the last race of the season before, and an open span from the first race
of CURRENT (the end is unknown).
"""
import collections
import gzip
import re
import subprocess
import sys

COMMIT = '6a5845b840e68d53400f3e8db97b55c3ad2fab52'   # 2026-08-21, newest snapshot fetched
CURRENT = 2026          # the season under way at COMMIT: spans reaching it stay open
DRIVERS_TITLE = "World Drivers' Championship"
CONSTRUCTORS_TITLE = "World Constructors' Championship"


# ---------------------------------------------------------------------------
# a small reader for the block YAML F1DB is written in
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
        if '\\' in t:
            raise YamlError('escapes not supported %r' % text)
        return t[1:-1]
    t = re.sub(r'\s+#.*$', '', t)          # an inline comment after a plain scalar
    if t[:1] in ('[', '{', '|', '>', '&', '*', '!'):
        if t in ('[]', '{}'):
            return [] if t == '[]' else {}
        raise YamlError('unsupported YAML construct %r' % text)
    if t in ('', '~', 'null', 'Null', 'NULL'):
        return None
    return t          # every other plain scalar is kept as text (numbers too)


def parse_yaml(text):
    lines = []
    for raw in text.split('\n'):
        if not raw.strip() or raw.lstrip().startswith('#') or raw.startswith('---'):
            continue
        lines.append(raw.rstrip())
    if not lines:
        return None
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
            if val is None or val.strip() == '' or val.strip().startswith('#'):
                if pos[0] < len(lines):
                    nxt = lines[pos[0]]
                    ni = indent(nxt)
                    if ni > ind or (ni == ind and nxt[ind:].startswith('- ')):
                        out[key] = block(ni)
                        continue
                out[key] = None
            else:
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
    """Contents of many objects (rev:path) through one cat-file --batch."""
    p = subprocess.run(['git', '--git-dir', gitdir, 'cat-file', '--batch'],
                       input=('\n'.join(names) + '\n').encode(), stdout=subprocess.PIPE,
                       check=True)
    data, out, i = p.stdout, [], 0
    for name in names:
        j = data.index(b'\n', i)
        head = data[i:j].decode().split()
        if len(head) != 3:
            raise SystemExit('git cat-file: %s: %s' % (name, data[i:j].decode()))
        size = int(head[2])
        out.append(data[j + 1:j + 1 + size].decode('utf-8'))
        i = j + 1 + size + 1
    return out


def load(gitdir):
    paths = git(gitdir, 'ls-tree', '-r', '--name-only', COMMIT, '--', 'src/data').split('\n')
    paths = [p for p in paths if p.endswith('.yml')]
    wanted = []
    for p in paths:
        parts = p.split('/')
        if parts[2] in ('drivers', 'constructors', 'engine-manufacturers', 'grands-prix',
                        'circuits') and len(parts) == 4:
            wanted.append(p)
        elif parts[2] == 'seasons' and len(parts) == 5 and parts[4] in (
                'entrants.yml', 'driver-standings.yml', 'constructor-standings.yml'):
            wanted.append(p)
        elif parts[2] == 'seasons' and len(parts) == 7 and parts[6] in (
                'race.yml', 'race-results.yml'):
            wanted.append(p)
    texts = read_blobs(gitdir, ['%s:%s' % (COMMIT, p) for p in wanted])
    return {p: parse_yaml(t) for p, t in zip(wanted, texts)}


# ---------------------------------------------------------------------------
# conversion
# ---------------------------------------------------------------------------
def parse_rounds(text):
    out = set()
    for part in str(text).split(','):
        part = part.strip()
        if '-' in part:
            a, b = part.split('-')
            out.update(range(int(a), int(b) + 1))
        elif part:
            out.add(int(part))
    return out


def runs(by_year):
    """{year: (first day, last day)} -> spans over consecutive years: (start, end|None)."""
    years = sorted(by_year)
    out, cur = [], None
    for y in years:
        if cur is not None and y == cur[1] + 1:
            cur = (cur[0], y)
        else:
            if cur is not None:
                out.append(cur)
            cur = (y, y)
    if cur is not None:
        out.append(cur)
    spans = []
    for a, b in out:
        if b < CURRENT:
            spans.append((by_year[a][0], by_year[b][1]))
            continue
        # a run reaching the season under way: its known past stays closed (up to the end
        # of the season before), and the season under way is a span of its own, open
        if a < CURRENT:
            spans.append((by_year[a][0], by_year[CURRENT - 1][1]))
        spans.append((by_year[CURRENT][0], None))
    return spans


def convert(gitdir):
    data = load(gitdir)

    def table(kind):
        return {p.split('/')[3][:-4]: v for p, v in data.items()
                if p.split('/')[2] == kind and len(p.split('/')) == 4}

    drivers = {k: v['name'] for k, v in table('drivers').items()}
    constructors = table('constructors')
    cnames = collections.Counter(v['name'] for v in constructors.values())
    constructors = {k: (v['name'] if cnames[v['name']] == 1 else v['fullName'])
                    for k, v in constructors.items()}
    engines = {k: v['name'] for k, v in table('engine-manufacturers').items()}
    gps = {k: v['fullName'] for k, v in table('grands-prix').items()}
    circuits = {k: v['fullName'] for k, v in table('circuits').items()}
    for names in (drivers, constructors, engines, gps, circuits):
        if len(set(names.values())) != len(names):
            raise SystemExit('names not unique: %r' % collections.Counter(
                names.values()).most_common(3))

    # races: (year, round) -> (day, grand prix, circuit), only races that were run
    races = {}
    scheduled = {}      # every race on a calendar, also those of CURRENT not run yet
    winners = collections.defaultdict(list)
    for p, v in data.items():
        parts = p.split('/')
        if len(parts) == 7 and parts[6] == 'race.yml':
            year = int(parts[3])
            scheduled[year, int(v['round'])] = (v['date'], v['grandPrixId'], v['circuitId'])
            results = data.get(p[:-len('race.yml')] + 'race-results.yml')
            if not results:
                continue
            races[year, int(v['round'])] = (v['date'], v['grandPrixId'], v['circuitId'])
            for r in results:
                if r.get('position') == '1':
                    winners[year, int(v['round'])].append(r['driverId'])

    rows = set()

    # droveFor and poweredBy, from the entrants of each season
    drove = collections.defaultdict(dict)       # (driver, constructor) -> {year: (first, last)}
    powered = collections.defaultdict(dict)     # (constructor, engine) -> {year: (first, last)}

    def note(d, key, year, day):
        a = d[key].get(year)
        d[key][year] = (min(a[0], day), max(a[1], day)) if a else (day, day)

    for p, v in data.items():
        parts = p.split('/')
        if len(parts) == 5 and parts[4] == 'entrants.yml':
            year = int(parts[3])
            for ent in v or ():
                # an entrant is one constructor unit, or lists several under 'constructors'
                for unit in ent.get('constructors') or [ent]:
                    c = unit['constructorId']
                    e = unit['engineManufacturerId']
                    entries = unit.get('drivers') or [
                        {'driverId': unit['driverId'], 'rounds': unit.get('rounds')}]
                    for d in entries:
                        if d.get('testDriver') == 'true' or not d.get('rounds'):
                            continue
                        for rnd in parse_rounds(d['rounds']):
                            if (year, rnd) not in races:
                                continue       # a round not run yet at COMMIT
                            day = races[year, rnd][0]
                            note(drove, (d['driverId'], c), year, day)
                            note(powered, (c, e), year, day)
    for (d, c), by_year in drove.items():
        for s, e in runs(by_year):
            rows.add((drivers[d], 'droveFor', constructors[c], s, e or ''))
    for (c, e), by_year in powered.items():
        for s, end in runs(by_year):
            rows.add((constructors[c], 'poweredBy', engines[e], s, end or ''))

    # won: every race won (a shared car's drivers both)
    for key, ds in winners.items():
        day, gp, _ = races[key]
        for d in ds:
            rows.add((drivers[d], 'won', gps[gp], day, day))

    # heldAt: a Grand Prix at one circuit in consecutive years
    # (a race of CURRENT still to be run counts: the Grand Prix goes on, its span is open)
    held = collections.defaultdict(dict)
    for (year, rnd), (day, gp, circ) in scheduled.items():
        note(held, (gp, circ), year, day)
    for (gp, circ), by_year in held.items():
        for s, e in runs(by_year):
            rows.add((gps[gp], 'heldAt', circuits[circ], s, e or ''))

    # wonChampionship: the season's champions, seasons finished at COMMIT
    season_days = collections.defaultdict(list)
    for (year, rnd), (day, _, _) in races.items():
        season_days[year].append(day)
    for p, v in data.items():
        parts = p.split('/')
        if len(parts) == 5 and parts[4] in ('driver-standings.yml', 'constructor-standings.yml'):
            year = int(parts[3])
            if year >= CURRENT or not v:
                continue
            first, last = min(season_days[year]), max(season_days[year])
            top = [r for r in v if r.get('position') == '1']
            if len(top) != 1:
                raise SystemExit('%s: %d champions' % (p, len(top)))
            if parts[4] == 'driver-standings.yml':
                rows.add((drivers[top[0]['driverId']], 'wonChampionship', DRIVERS_TITLE,
                          first, last))
            else:
                rows.add((constructors[top[0]['constructorId']], 'wonChampionship',
                          CONSTRUCTORS_TITLE, first, last))
    return sorted(rows)


def main(argv):
    if len(argv) < 2:
        raise SystemExit(__doc__)
    out = argv[2] if len(argv) > 2 else 'graph.tsv.gz'
    rows = convert(argv[1])
    text = 'head\trelation\ttail\tstart\tend\n' + ''.join('\t'.join(r) + '\n' for r in rows)
    if out.endswith('.gz'):
        with open(out, 'wb') as raw, \
                gzip.GzipFile(filename='', fileobj=raw, mode='wb', compresslevel=9, mtime=0) as f:
            f.write(text.encode('utf-8'))
    else:
        with open(out, 'w', encoding='utf-8', newline='\n') as f:
            f.write(text)
    print('%d rows -> %s' % (len(rows), out), file=sys.stderr)


if __name__ == '__main__':
    main(sys.argv)
