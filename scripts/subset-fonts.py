#!/usr/bin/env python3
"""
Writes the two small "core" web fonts the first paint uses, and the CSS that declares them.

The full Latin files of Inter and Source Serif 4 (99 kB together) sat on the critical path of every
page: on Lighthouse's slow-4G model they were the last thing before the largest paint. The core
files keep only the characters this product's own text uses and the weights it sets (400-700),
about 45 kB together. They are declared after @fontsource's faces, with the same family and
descriptors, so a character they cover comes from them (CSS Fonts 4: of overlapping faces the last
declared is tried first) and any other Latin character (a member's accented name, say) still
downloads fontsource's full file on demand.

Run after upgrading either @fontsource-variable package; needs Debian's python3-fonttools and
python3-brotli (`apt-get install -y python3-fonttools python3-brotli`):

    /usr/bin/python3 scripts/subset-fonts.py

The outputs are committed, so neither building nor CI needs fontTools. Decision 294.
"""

import io
import pathlib
import re

from fontTools import subset
from fontTools.ttLib import TTFont
from fontTools.varLib import instancer

ROOT = pathlib.Path(__file__).resolve().parent.parent
OUT_DIR = ROOT / "apps/web/src/assets/fonts"
CSS = ROOT / "apps/web/src/styles/fonts-core.css"

# Printable ASCII and the typography the product's texts use (found by counting every character
# above U+007E in apps/web/src, packages/domain/src and the seeded content).
CORE = list(range(0x20, 0x7F)) + [
    0x00A0, 0x00A3, 0x00A7, 0x00A9, 0x00AE, 0x00B0, 0x00B1, 0x00B7, 0x00D7, 0x00F7,
    0x2013, 0x2014, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2026, 0x20AC, 0x2122,
    0x2192, 0x2212, 0x2248, 0x2264, 0x2265,
]

FONTS = [
    # (family as @fontsource declares it, package, file stem, output name)
    ("Inter Variable", "inter", "inter-latin-wght-normal", "inter-core"),
    ("Source Serif 4 Variable", "source-serif-4", "source-serif-4-latin-wght-normal", "source-serif-4-core"),
]


def unicode_range(codepoints):
    """CSS unicode-range for a set of code points, consecutive ones merged."""
    points = sorted(codepoints)
    parts, start, prev = [], points[0], points[0]
    for cp in points[1:] + [None]:
        if cp is not None and cp == prev + 1:
            prev = cp
            continue
        parts.append(f"U+{start:04X}" if start == prev else f"U+{start:04X}-{prev:04X}")
        if cp is not None:
            start = prev = cp
    return ", ".join(parts)


def fontsource_weight(package, stem):
    """The font-weight descriptor of @fontsource's face for the file: ours must be identical."""
    css = (ROOT / f"node_modules/@fontsource-variable/{package}/wght.css").read_text()
    for block in css.split("@font-face")[1:]:
        if f"/{stem}.woff2" in block:
            return re.search(r"font-weight:\s*([^;]+);", block).group(1).strip()
    raise SystemExit(f"no @font-face for {stem} in @fontsource-variable/{package}/wght.css")


def build(package, stem, out_name):
    source = ROOT / f"node_modules/@fontsource-variable/{package}/files/{stem}.woff2"
    font = TTFont(source)
    options = subset.Options()
    # tnum: the tools set figures in tabular-nums; case: punctuation for capitals.
    options.layout_features = sorted(set(options.layout_features) | {"tnum", "case"})
    options.flavor = None
    subsetter = subset.Subsetter(options)
    subsetter.populate(unicodes=CORE)
    subsetter.subset(font)
    # Tailwind's font-normal to font-bold, and <strong>'s bolder: nothing asks for other weights.
    font = instancer.instantiateVariableFont(font, {"wght": (400, 700)})
    buffer = io.BytesIO()
    font.save(buffer)
    final = TTFont(io.BytesIO(buffer.getvalue()))
    final.flavor = "woff2"
    target = OUT_DIR / f"{out_name}.woff2"
    final.save(target)
    covered = set(final.getBestCmap().keys())
    return target, covered


def main():
    OUT_DIR.mkdir(parents=True, exist_ok=True)
    faces = []
    for family, package, stem, out_name in FONTS:
        target, covered = build(package, stem, out_name)
        weight = fontsource_weight(package, stem)
        print(f"{target.relative_to(ROOT)}: {target.stat().st_size} bytes, {len(covered)} characters")
        # The same font-weight as fontsource's own face (Inter 100 900, Source Serif 200 900):
        # only identical descriptors make the two one segmented font, chosen between by
        # unicode-range. With different ones the browser picks one face by weight and a character
        # it lacks falls to a system font instead of loading the full file. (The file stops at 700.)
        faces.append(
            "@font-face {\n"
            f"  font-family: '{family}';\n"
            "  font-style: normal;\n"
            "  font-display: swap;\n"
            f"  font-weight: {weight};\n"
            f"  src: url(../assets/fonts/{out_name}.woff2) format('woff2-variations');\n"
            f"  unicode-range: {unicode_range(covered)};\n"
            "}\n"
        )
    CSS.write_text(
        "/* Generated by scripts/subset-fonts.py; do not edit. Imported after @fontsource's faces so these\n"
        "   small files serve the characters they hold (decision 294). */\n" + "\n".join(faces)
    )
    print(f"{CSS.relative_to(ROOT)} written")


if __name__ == "__main__":
    main()
