#!/usr/bin/env bash
# Builds NotoSansCJKkr-Layout.otf, the font the fixture config (Fixtures/dialogc.json)
# measures text with, from Debian's fonts-noto-cjk (see README.md).
# Needs: apt-get install fonts-noto-cjk; pip install fonttools.
set -euo pipefail
cd "$(dirname "$0")"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# Printable ASCII, Latin-1, the punctuation dialogs use, the 2,350 Hangul syllables of
# KS X 1001 (the common ones) and every character of the fixture specs.
python3 - "$work/text.txt" ../specs/*.dialog.json <<'PY'
import json, sys
chars = {chr(c) for c in range(0x20, 0x7F)} | {chr(c) for c in range(0xA0, 0x100)}
chars |= set("\u2013\u2014\u2018\u2019\u201C\u201D\u2026\u00B7\u3001\u3002\u300C\u300D\uFF01\uFF08\uFF09\uFF1F")
for code in range(0xAC00, 0xD7A4):
    try:
        chr(code).encode("euc_kr")
        chars.add(chr(code))
    except UnicodeEncodeError:
        pass
def walk(value):
    if isinstance(value, str): chars.update(value)
    elif isinstance(value, dict): [walk(v) for v in value.values()]
    elif isinstance(value, list): [walk(v) for v in value]
for path in sys.argv[2:]:
    with open(path, encoding="utf-8") as f: walk(json.load(f))
with open(sys.argv[1], "w", encoding="utf-8") as f: f.write("".join(sorted(chars)))
PY

# Face 1 of the collection is Noto Sans CJK KR. Only the two features the engine applies
# are kept (locl, kern; docs/DECISIONS.md, "Text shaping"), with GSUB and GPOS themselves.
pyftsubset /usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc --font-number=1 \
    --text-file="$work/text.txt" --layout-features=locl,kern --no-hinting --notdef-outline \
    --name-IDs=0,1,2,3,4,5,6,16,17 --drop-tables+=DSIG --output-file=NotoSansCJKkr-Layout.otf
ls -l NotoSansCJKkr-Layout.otf
