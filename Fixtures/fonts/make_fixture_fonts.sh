#!/usr/bin/env bash
# Rebuilds the fixture fonts in this folder from Debian's font packages (see README.md).
# Needs: apt-get install fonts-dejavu-core fonts-noto-cjk fonts-noto-core; pip install fonttools.
set -euo pipefail
cd "$(dirname "$0")"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# Every character of the fixture specs' strings, plus printable ASCII.
python3 - "$work/text.txt" ../specs/*.dialog.json <<'PY'
import json, sys
chars = {chr(c) for c in range(0x20, 0x7F)}
def walk(value):
    if isinstance(value, str): chars.update(value)
    elif isinstance(value, dict): [walk(v) for v in value.values()]
    elif isinstance(value, list): [walk(v) for v in value]
for path in sys.argv[2:]:
    with open(path, encoding="utf-8") as f: walk(json.load(f))
with open(sys.argv[1], "w", encoding="utf-8") as f: f.write("".join(sorted(chars)))
PY

# Options shared by every subset: keep the family names (IDs 16/17 too) and the .notdef
# glyph; drop layout features and hinting, which the reader does not use.
common=(--text-file="$work/text.txt" --layout-features= --no-hinting --notdef-outline
        --name-IDs=0,1,2,3,4,5,6,16,17 --drop-tables+=DSIG)

# Latin, TrueType outlines: + Latin-1 Supplement, and U+1F600 so the cmap keeps format 12.
pyftsubset /usr/share/fonts/truetype/dejavu/DejaVuSans.ttf "${common[@]}" \
    --unicodes=U+A0-FF,U+2013,U+2014,U+2026,U+1F600 --output-file=DejaVuSans-Subset.ttf
pyftsubset /usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf "${common[@]}" \
    --unicodes=U+A0-FF --output-file="$work/DejaVuSans-Bold-Subset.ttf"

# Hangul and CJK, CFF outlines ('OTTO'): face 1 (Korean) of the Noto Sans CJK collection,
# + a few ideographs, CJK punctuation and two non-BMP ideographs (format 12).
cjk=U+4E00,U+4E2D,U+6587,U+65E5,U+672C,U+8A9E,U+6F22,U+5B57,U+3001,U+3002,U+300C,U+300D,U+FF01,U+FF08,U+FF09,U+FF1F,U+20B9F,U+2000B
pyftsubset /usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc --font-number=1 "${common[@]}" \
    --unicodes="$cjk" --output-file=NotoSansCJKkr-Subset.otf

# A collection of two TrueType faces (regular, bold), for the 'ttcf' reader.
python3 - DejaVuSans-Subset.ttf "$work/DejaVuSans-Bold-Subset.ttf" DejaVuSans-Subset.ttc <<'PY'
import sys
from fontTools.ttLib import TTFont, TTCollection
collection = TTCollection()
collection.fonts = [TTFont(path) for path in sys.argv[1:3]]
collection.save(sys.argv[3], shareTables=True)
PY

cp /usr/share/doc/fonts-dejavu-core/copyright LICENSE-DejaVu.txt
cp /usr/share/doc/fonts-noto-cjk/copyright LICENSE-NotoSansCJK.txt

# Thai, TrueType outlines, with the GDEF mark classes and the features a browser applies to
# Thai (kern, locl, ccmp, mark, mkmk): the Thai block and the space, for the font cascade's
# script fallbacks (`fontFallbacks`) and the `font-coverage` fixture. Needs fonts-noto-core.
pyftsubset /usr/share/fonts/truetype/noto/NotoSansThai-Regular.ttf --unicodes=U+20,U+E01-E5B \
    --layout-features=kern,locl,mark,mkmk,ccmp --no-hinting --notdef-outline \
    --name-IDs=0,1,2,3,4,5,6,16,17 --drop-tables+=DSIG --output-file=NotoSansThai-Subset.ttf
cp /usr/share/doc/fonts-noto-core/copyright LICENSE-NotoSansThai.txt

# Arabic, TrueType outlines, with the GDEF mark classes and the features the Arabic shaper
# applies (joining forms, rlig, liga, kern with its chained contexts, mark, mkmk, ccmp, locl):
# the Arabic block and the space, for the joining tests.
pyftsubset /usr/share/fonts/truetype/noto/NotoSansArabic-Regular.ttf --unicodes=U+20,U+600-6FF \
    --layout-features=isol,init,medi,fina,rlig,liga,kern,mark,mkmk,ccmp,locl --no-hinting --notdef-outline \
    --name-IDs=0,1,2,3,4,5,6,16,17 --drop-tables+=DSIG --output-file=NotoSansArabic-Subset.ttf
cp /usr/share/doc/fonts-noto-core/copyright LICENSE-NotoSansArabic.txt

ls -l ./*.ttf ./*.otf ./*.ttc
