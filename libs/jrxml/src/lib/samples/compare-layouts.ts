import type { PdfLayout, PdfWord } from './pdf-layout';

/** How far our words are from the reference's, after matching words by text on the same page. */
export interface LayoutComparison {
  referencePages: number;
  pages: number;
  referenceWords: number;
  matched: number;
  /** Largest and mean distance in points between matched word boxes (alignment-agnostic, see `distance`). */
  maxDeviation: number;
  meanDeviation: number;
  /** Every match, worst first. */
  matches: MatchedWord[];
  /** The five worst matches, for the report. */
  worst: MatchedWord[];
}

export interface MatchedWord {
  text: string;
  page: number;
  /** Points, rounded to hundredths. */
  deviation: number;
}

/**
 * Text used to match words: numbers lose their grouping and decimal separators and currency
 * signs (the samples' reference PDFs were made in other locales than our it-IT).
 */
export function matchKey(text: string): string {
  return /\d/.test(text) ? text.replace(/[.,\s¥￥€$]/g, '') : text;
}

/**
 * Distance between two boxes of the same word: horizontally the smallest of the left, right and
 * centre offsets (the PDF does not say how the text was aligned, and fonts differ slightly in
 * width); vertically the offset of the box bottoms, which sit a font's descent below the baseline
 * (descents differ little between fonts, while the ascents pdftotext reports differ a lot).
 */
export function distance(ours: PdfWord, reference: PdfWord): number {
  const dx = Math.min(
    Math.abs(ours.xMin - reference.xMin),
    Math.abs(ours.xMax - reference.xMax),
    Math.abs(
      (ours.xMin + ours.xMax) / 2 - (reference.xMin + reference.xMax) / 2,
    ),
  );
  const dy = Math.abs(ours.yMax - reference.yMax);
  return Math.hypot(dx, dy);
}

/**
 * Matches every reference word with the nearest unmatched word of ours with the same text on the
 * same page, closest pairs first; pairs further apart than `radius` points are not a match.
 */
export function compareLayouts(
  ours: PdfLayout,
  reference: PdfLayout,
  radius = 40,
): LayoutComparison {
  const pairs: { ours: number; reference: number; distance: number }[] = [];
  const byKey = new Map<string, number[]>();
  ours.words.forEach((word, index) => {
    const key = `${word.page}\u0000${matchKey(word.text)}`;
    byKey.set(key, [...(byKey.get(key) ?? []), index]);
  });
  reference.words.forEach((word, index) => {
    for (const candidate of byKey.get(
      `${word.page}\u0000${matchKey(word.text)}`,
    ) ?? []) {
      const d = distance(ours.words[candidate], word);
      if (d <= radius)
        pairs.push({ ours: candidate, reference: index, distance: d });
    }
  });
  pairs.sort((a, b) => a.distance - b.distance);
  const usedOurs = new Set<number>();
  const usedReference = new Set<number>();
  const matched: typeof pairs = [];
  for (const pair of pairs) {
    if (usedOurs.has(pair.ours) || usedReference.has(pair.reference)) continue;
    usedOurs.add(pair.ours);
    usedReference.add(pair.reference);
    matched.push(pair);
  }
  const deviations = matched.map((pair) => pair.distance);
  const matches = [...matched]
    .sort((a, b) => b.distance - a.distance)
    .map((pair) => ({
      text: reference.words[pair.reference].text,
      page: reference.words[pair.reference].page,
      deviation: Math.round(pair.distance * 100) / 100,
    }));
  return {
    referencePages: reference.pages.length,
    pages: ours.pages.length,
    referenceWords: reference.words.length,
    matched: matched.length,
    maxDeviation: deviations.length ? Math.max(...deviations) : 0,
    meanDeviation: deviations.length
      ? deviations.reduce((sum, d) => sum + d, 0) / deviations.length
      : 0,
    matches,
    worst: matches.slice(0, 5),
  };
}

/** One line for the test log. */
export function describeComparison(name: string, c: LayoutComparison): string {
  return (
    `${name}: pages ours ${c.pages} / JasperReports ${c.referencePages}; ` +
    `texts matched ${c.matched}/${c.referenceWords}; deviation max ${c.maxDeviation.toFixed(2)} pt, ` +
    `mean ${c.meanDeviation.toFixed(2)} pt; worst ${c.worst.map((w) => `"${w.text}" p${w.page} ${w.deviation}`).join(', ')}`
  );
}
