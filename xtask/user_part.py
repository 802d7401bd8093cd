#!/usr/bin/env python3
"""Prints the user part of a host translation: from the first line marker
into the case file after the last marker into a header, with trailing blanks
dropped. The same cut as `extract_host` in testsuite/lowering.rs (and as the
recorder of ../shared/conformance), for `xtask/hostcheck.sh`.

usage: user_part.py HOST_FILE STEM
"""
import re
import sys

MARKER = re.compile(r'^(?:# |#line )(\d+) "([^"]*)"')


def marker_file(line):
    m = MARKER.match(line)
    if not m:
        return None
    f = m.group(2)
    return f if f.startswith('<') else f.rsplit('/', 1)[-1]


def user_part(text, stem):
    lines = text.split('\n')
    case, stub = stem + '.cu', stem + '.cudafe1.stub.c'
    last_hdr, first_stub = -1, len(lines)
    for i, line in enumerate(lines):
        f = marker_file(line)
        if f is None:
            continue
        if f == stub:
            first_stub = min(first_stub, i)
            continue
        if i < first_stub and f not in (case, '<built-in>', '<command-line>'):
            last_hdr = i
    for i in range(last_hdr + 1, len(lines)):
        if marker_file(lines[i]) == case:
            return '\n'.join(l.rstrip() for l in lines[i:]).rstrip()
    return None


if __name__ == '__main__':
    with open(sys.argv[1], encoding='utf-8', errors='replace') as f:
        part = user_part(f.read(), sys.argv[2])
    if part is None:
        sys.exit('no user part in ' + sys.argv[1])
    print(part)
