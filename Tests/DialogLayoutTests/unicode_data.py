"""What the Unicode table generators (make_*_table.py beside this file) share: reading the
Unicode Character Database from Debian's `unicode-data` package, and writing a property as
the sorted ranges `PackedRanges` reads (each entry a range's first code point shifted left
by 8, then the value's raw value; a range ends where the next begins)."""
import os
import re

UCD = "/usr/share/unicode"


def version(name):
    """The Unicode version a UCD file's first line names (`# Scripts-15.0.0.txt`)."""
    stem = name[:-len(".txt")]
    with open(os.path.join(UCD, name), encoding="utf-8") as handle:
        return re.search(re.escape(stem) + r"-([0-9.]+)\.txt", handle.readline()).group(1)


def ranges(name):
    """(first, last, value) per data line of a UCD file with `code(..code)?;value`."""
    with open(os.path.join(UCD, name), encoding="utf-8") as handle:
        for line in handle:
            data = line.split("#", 1)[0].strip()
            if not data:
                continue
            codes, value = [part.strip() for part in data.split(";")[:2]]
            first, _, last = codes.partition("..")
            yield int(first, 16), int(last or first, 16), value


def general_categories():
    """General_Category by code point, from UnicodeData.txt (its `First>`/`Last>` pairs
    spread over their range); a code point it leaves out is not in the dictionary (Cn)."""
    categories = {}
    pending = None
    with open(os.path.join(UCD, "UnicodeData.txt"), encoding="utf-8") as handle:
        for line in handle:
            fields = line.split(";")
            code, name, category = int(fields[0], 16), fields[1], fields[2]
            if name.endswith(", First>"):
                pending = code
                continue
            start = pending if name.endswith(", Last>") else code
            pending = None
            for value in range(start, code + 1):
                categories[value] = category
    return categories


def runs(values):
    """(first code point, value) of each run of equal values, `values` indexed by code point."""
    entries = []
    previous = object()
    for code, value in enumerate(values):
        if value != previous:
            entries.append((code, value))
            previous = value
    return entries


def write_table(output, header, entries, footer=("}",)):
    """Writes `header` (the Swift lines before the array), the `ranges` array of `entries`
    ((first code point, raw value) pairs), and `footer`."""
    packed = ["0x%06X_%02X" % entry for entry in entries]
    lines = list(header) + ["    static let ranges: [UInt32] = ["]
    for start in range(0, len(packed), 8):
        lines.append("        " + ", ".join(packed[start:start + 8]) + ",")
    lines += ["    ]"] + list(footer) + [""]
    with open(output, "w", encoding="utf-8") as handle:
        handle.write("\n".join(lines))
