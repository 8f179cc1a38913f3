import type { Expression, Property } from './expression';
import type { BandChild } from './element';
import type { Located } from './source-location';

export type SplitType = 'Stretch' | 'Prevent' | 'Immediate';

/** A horizontal section of the page (`<band>` in 6.x; in 7.x also the section tag itself). */
export interface Band extends Located {
  height: number;
  splitType?: SplitType;
  printWhenExpression?: Expression;
  properties: Property[];
  children: BandChild[];
}
