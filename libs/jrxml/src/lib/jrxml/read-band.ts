import type { Band, SplitType } from '../model';
import type { ChildrenReader } from './children-reader';
import { compact } from './compact';
import type { Dialect } from './dialect';
import type { NodeCursor } from './node-cursor';
import { readExpression, readProperties } from './read-expression';

/** Reads elements in the dialect of the template. */
export interface SectionReader {
  dialect: Dialect;
  readChildren: ChildrenReader;
}

/** A `<band>` (or, in 7.x, a single-band section tag such as `<title height>`). */
export function readBand(cursor: NodeCursor, reader: SectionReader): Band {
  const splitAllowed =
    reader.dialect === 'jrxml6' ? cursor.boolean('isSplitAllowed') : undefined;
  const band = compact<Band>({
    height: cursor.number('height') ?? 0,
    splitType: cursor.oneOf<SplitType>('splitType', [
      'Stretch',
      'Prevent',
      'Immediate',
    ] as const),
    printWhenExpression: readExpression(cursor, 'printWhenExpression'),
    properties: readProperties(cursor),
    children: [],
    source: cursor.source(),
  });
  if (splitAllowed === false && !band.splitType) band.splitType = 'Prevent';
  band.children = reader.readChildren(cursor);
  cursor.finish();
  return band;
}

/**
 * title, pageHeader, ... : 6.x wraps one `<band>` (possibly none); in 7.x the section is the band.
 */
export function readSingleBandSection(
  cursor: NodeCursor,
  reader: SectionReader,
): Band | undefined {
  if (reader.dialect === 'jrxml7') return readBand(cursor, reader);
  const band = cursor.child('band');
  cursor.finish();
  return band ? readBand(band, reader) : undefined;
}

/** detail, groupHeader, groupFooter: any number of `<band>` in both formats. */
export function readMultiBandSection(
  cursor: NodeCursor | undefined,
  reader: SectionReader,
): Band[] {
  if (!cursor) return [];
  const bands = cursor.children('band').map((band) => readBand(band, reader));
  cursor.finish();
  return bands;
}
