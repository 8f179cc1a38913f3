import type { BandChild } from '../model';
import type { NodeCursor } from './node-cursor';

/** Reads the elements left in a container (band, frame, table cell) in document order. */
export type ChildrenReader = (container: NodeCursor) => BandChild[];
