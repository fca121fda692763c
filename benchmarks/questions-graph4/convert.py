#!/usr/bin/env python3
"""Convert openfootball league results (CC0) into graph.tsv.gz: dated match events.

Usage:  python3 convert.py FOOTBALL_JSON_GIT_DIR ESPANA_GIT_DIR [OUT]
        (OUT: graph.tsv.gz by default; plain text if it does not end in .gz)

FOOTBALL_JSON_GIT_DIR is a clone (bare or not) of https://github.com/openfootball/football.json,
ESPANA_GIT_DIR one of https://github.com/openfootball/espana (used only for ten La Liga
results that the JSON export of 2024-25 lacks).  The output is a tab-separated table with
no header, one event a line, in the layout of chronorag's event reader:

    head  relation  tail  YYYY-MM-DD

Relations (one match gives one `hosted` row and one result row):
  hosted    home team -> away team        every match
  beat      winner -> loser               every match with a winner (by the full-time score)
  drewWith  home team -> away team        every drawn match

Leagues and seasons: the English Premier League (en.1) 2010-11 to 2024-25, the German
Bundesliga (de.1) 2010-11 to 2024-25 and the Spanish Primera Division (es.1) 2012-13 to
2024-25: every complete season of the three in football.json at COMMIT.  Standard library
only, plus the `git` command to read the repositories.  Byte-identical on every run.
"""
import collections
import gzip
import json
import re
import subprocess
import sys

COMMIT = '25cfaf102954ebbcdc48f9c2984198b71d48610d'          # football.json, 2026-03-13
ESPANA_COMMIT = 'a3fd997aabb623ccdc1f8006e5f31525be6f89c6'   # espana, 2026-07-02
LEAGUES = {'en.1': range(2010, 2025), 'de.1': range(2010, 2025), 'es.1': range(2012, 2025)}
GAMES = {'en.1': 380, 'de.1': 306, 'es.1': 380}

# One club, one name: the publisher changed the spelling of some clubs in 2020-21 (mostly by
# adding "FC"); every older spelling is mapped to the newest one the publisher writes.
SAME_CLUB = {
    # England
    'Aston Villa': 'Aston Villa FC',
    'Brighton & Hove Albion': 'Brighton & Hove Albion FC',
    'Crystal Palace': 'Crystal Palace FC',
    'Leicester City': 'Leicester City FC',
    'Manchester City': 'Manchester City FC',
    'Manchester United': 'Manchester United FC',
    'Newcastle United': 'Newcastle United FC',
    'Norwich City': 'Norwich City FC',
    'Sheffield United': 'Sheffield United FC',
    'Tottenham Hotspur': 'Tottenham Hotspur FC',
    'West Bromwich Albion': 'West Bromwich Albion FC',
    'West Ham United': 'West Ham United FC',
    'Wolverhampton Wanderers': 'Wolverhampton Wanderers FC',
    # Germany
    '1899 Hoffenheim': 'TSG 1899 Hoffenheim',
    'Bayer Leverkusen': 'Bayer 04 Leverkusen',
    'Bayern München': 'FC Bayern München',
    'Bor. Mönchengladbach': 'Borussia Mönchengladbach',
    'FC St. Pauli': 'FC St. Pauli 1910',
    'SpVgg Greuther Fürth': 'SpVgg Greuther Fürth 1903',
    'Werder Bremen': 'SV Werder Bremen',
    # Spain
    'Atlético Madrid': 'Club Atlético de Madrid',
    'CD Alavés': 'Deportivo Alavés',
    'Espanyol Barcelona': 'RCD Espanyol de Barcelona',
    'RC Celta': 'RC Celta de Vigo',
    'Rayo Vallecano': 'Rayo Vallecano de Madrid',
    'Real Betis': 'Real Betis Balompié',
    'Real Madrid': 'Real Madrid CF',
    'Real Sociedad': 'Real Sociedad de Fútbol',
    'Real Valladolid': 'Real Valladolid CF',
}


def git(gitdir, *args):
    return subprocess.run(['git', '--git-dir', gitdir] + list(args), check=True,
                          stdout=subprocess.PIPE).stdout.decode('utf-8')


def espana_results(gitdir, season):
    """{(date, home, away): (g1, g2)} from a Football.TXT file of openfootball/espana."""
    year = int(season[:4])
    months = {m: i + 1 for i, m in enumerate(
        'Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec'.split())}
    text = git(gitdir, 'show', '%s:%s/1-liga.txt' % (ESPANA_COMMIT, season))
    out, day = {}, None
    for line in text.split('\n'):
        m = re.match(r'^\s+(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun) (\w{3}) (\d{1,2})(?: (\d{4}))?\s*$', line)
        if m:
            mon = months[m.group(1)]
            y = int(m.group(3)) if m.group(3) else (year if mon >= 7 else year + 1)
            day = '%04d-%02d-%02d' % (y, mon, int(m.group(2)))
            continue
        m = re.match(r'^\s+(?:\d\d[:.]\d\d)?\s+(.+?)\s+v\s+(.+?)\s+(\d+)-(\d+)\b', line)
        if m and day:
            out[day, m.group(1).strip(), m.group(2).strip()] = (int(m.group(3)), int(m.group(4)))
    return out


def convert(gitdir, espana):
    rows = set()
    for lg, years in LEAGUES.items():
        for y in years:
            season = '%d-%02d' % (y, (y + 1) % 100)
            data = json.loads(git(gitdir, 'show', '%s:%s/%s.json' % (COMMIT, season, lg)))
            matches = data['matches']
            if len(matches) != GAMES[lg]:
                raise SystemExit('%s %s: %d matches' % (season, lg, len(matches)))
            first = min(m['date'] for m in matches if m['round'] == 'Matchday 1')
            patch = None
            seen = collections.Counter()
            for m in matches:
                day = m['date']
                if day < first:
                    # The JSON export of en.1 2019-20 dates the matches played after the
                    # lockdown in July 2020 as July 2019 (the Football.TXT source says
                    # "Wed Jul/1" in a season running "Aug/9 2019 - Jul/26 2020").
                    day = '%04d%s' % (int(day[:4]) + 1, day[4:])
                    if day < first or day[:4] != str(y + 1):
                        raise SystemExit('%s %s: date %s' % (season, lg, m['date']))
                home = SAME_CLUB.get(m['team1'], m['team1'])
                away = SAME_CLUB.get(m['team2'], m['team2'])
                ft = (m.get('score') or {}).get('ft')
                if ft is None:
                    # es.1 2024-25, matchday 38: no score in the JSON export; the result is
                    # taken from the Football.TXT file of openfootball/espana
                    if patch is None:
                        patch = espana_results(espana, season)
                    ft = patch.get((day, m['team1'], m['team2']))
                    if ft is None:
                        raise SystemExit('%s %s: no score %r' % (season, lg, m))
                g1, g2 = int(ft[0]), int(ft[1])
                seen[day, home] += 1
                seen[day, away] += 1
                rows.add((home, 'hosted', away, day))
                if g1 > g2:
                    rows.add((home, 'beat', away, day))
                elif g2 > g1:
                    rows.add((away, 'beat', home, day))
                else:
                    rows.add((home, 'drewWith', away, day))
            if max(seen.values()) != 1:
                raise SystemExit('%s %s: a team plays twice on one day' % (season, lg))
    return sorted(rows, key=lambda r: (r[3], r[1], r[0], r[2]))


def main(argv):
    if len(argv) < 3:
        raise SystemExit(__doc__)
    out = argv[3] if len(argv) > 3 else 'graph.tsv.gz'
    rows = convert(argv[1], argv[2])
    text = ''.join('\t'.join(r) + '\n' for r in rows)
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
