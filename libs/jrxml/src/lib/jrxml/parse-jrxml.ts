import type { ReportDesign } from '../model';
import { checkReferences } from './check-references';
import { detectDialect } from './dialect';
import { NodeCursor } from './node-cursor';
import { readReport } from './read-report';
import { parseXmlTree } from './xml-tree';

/**
 * Reads a JRXML template, 6.x or 7.x format, into the report design model.
 * Throws a JrxmlError (Italian message with the line) for malformed or hostile XML and for
 * anything the engine does not support.
 */
export function parseJrxml(xml: string | Uint8Array): ReportDesign {
  const text =
    typeof xml === 'string'
      ? xml
      : new TextDecoder('utf-8', { fatal: false }).decode(xml);
  const root = parseXmlTree(text);
  const report = readReport(new NodeCursor(root), detectDialect(root));
  checkReferences(report);
  return report;
}
