import type { ReportDesign } from '../model';
import type { FillOptions } from './fill-options';
import { jsonRecords } from './json-path';

/**
 * How one JSON document (the `data` of POST /api/print/createreport) feeds a report:
 * - records: the main dataset's `json`/`jsonql` query selects them from the document (e.g.
 *   `righeDocumento`); without such a query an array is the records and anything else one record;
 * - parameters: each top-level property of an object document whose name is a parameter the
 *   report declares (so a header reads `$P{numeroDocumento}` while the detail lists the lines).
 */
export function jsonPrintData(
  design: ReportDesign,
  data: unknown,
): Required<Pick<FillOptions, 'parameters' | 'records'>> {
  const query = design.mainDataset.query;
  const byQuery = query && /^json(ql)?$/i.test(query.language);
  const records = byQuery
    ? jsonRecords(data, query.text)
    : Array.isArray(data)
      ? data
      : data === null || data === undefined
        ? []
        : [data];
  const parameters: Record<string, unknown> = {};
  if (data !== null && typeof data === 'object' && !Array.isArray(data)) {
    for (const parameter of design.mainDataset.parameters) {
      if (parameter.systemDefined) continue;
      if (Object.prototype.hasOwnProperty.call(data, parameter.name))
        parameters[parameter.name] = (data as Record<string, unknown>)[
          parameter.name
        ];
    }
  }
  return { parameters, records };
}
