#!/usr/bin/env python3
"""Turns the output of scripts/conformance.sh into docs/CONFORMANCE.md
tables and the case lists CI checks: tests/data/conformance.tsv (matched
in under 2 s) and tests/data/conformance-slow.tsv (matched, slower; run
the measurement with a timeout long enough for them, e.g. 120 s).
Usage: scripts/conformance-report.py RESULTS.tsv"""
import csv, re, sys
from collections import Counter, defaultdict

idx = {r['id']: r for r in csv.DictReader(open('../shared/popeye-suite/index.tsv'), delimiter='\t')}
rows = [l.rstrip('\n').split('\t') for l in open(sys.argv[1]) if l.count('\t') >= 2]
res = {r[0]: (r[1], float(r[2])) for r in rows}

def reason(v):
    if v.startswith('error:'):
        m = re.search(r'not supported yet: (.*)', v)
        return 'not supported yet: ' + (m.group(1).strip() if m else v[6:60])
    return v

kind = Counter()
by_reason = defaultdict(list)
for id, (v, t) in sorted(res.items()):
    k = 'same' if v == 'same' else 'order' if v == 'order' else reason(v)
    kind[k] += 1
    if k not in ('same', 'order'):
        by_reason[k].append(id)

total = len(res)
match = kind['same'] + kind['order']
print(f"matched: {match} of {total} ({kind['same']} in Popeye's line order, {kind['order']} up to the order of sibling lines)")
print()
print('| result | cases |')
print('|---|---:|')
for k, n in kind.most_common():
    print(f'| {k} | {n} |')
print()
print('Cases that do not match, by reason:')
print()
for k, ids in sorted(by_reason.items(), key=lambda x: -len(x[1])):
    print(f'* **{k}** ({len(ids)}): ' + ', '.join(ids))

with open('tests/data/conformance.tsv', 'w') as f:
    f.write('# Suite cases mansuba solves as Popeye does, in under 2 s, measured with\n')
    f.write('# scripts/conformance.sh (id, same = in Popeye\'s line order | order = up to sibling order).\n')
    for id, (v, t) in sorted(res.items()):
        if v in ('same', 'order') and t < 2:
            f.write(f'{id}\t{v}\n')

with open('tests/data/conformance-slow.tsv', 'w') as f:
    f.write('# Suite cases mansuba solves as Popeye does, in 2 s or more (2 threads), measured\n')
    f.write('# with scripts/conformance.sh (id, verdict as in conformance.tsv; seconds kept as a comment).\n')
    for id, (v, t) in sorted(res.items()):
        if v in ('same', 'order') and t >= 2:
            f.write(f'{id}\t{v}\t# {t:.1f} s\n')
