import type {
  BandChild,
  Dataset,
  Located,
  ReportDesign,
  TableColumn,
} from '../model';
import { JrxmlError } from './jrxml-error';

/**
 * Refuses names that point nowhere: element and parent styles, groups used by variables and
 * elements, and the sub-datasets of dataset runs. JasperReports refuses them when compiling;
 * here they fail at upload time instead of printing something wrong.
 */
export function checkReferences(report: ReportDesign): void {
  const styles = new Set(report.styles.map((style) => style.name));
  const datasets = new Map(
    report.subDatasets.map((dataset) => [dataset.name, dataset]),
  );
  const requireName = (
    names: Set<string>,
    name: string | undefined,
    what: string,
    where: Located,
  ) => {
    if (name !== undefined && !names.has(name)) {
      throw new JrxmlError(
        `${what} "${name}" non definito`,
        where.source?.line,
        where.source?.origin,
      );
    }
  };

  for (const style of report.styles)
    requireName(styles, style.parentStyle, 'stile', style);
  for (const dataset of [report.mainDataset, ...report.subDatasets])
    checkDatasetGroups(dataset, requireName);

  const mainGroups = groupNames(report.mainDataset);
  const checkChildren = (children: BandChild[], groups: Set<string>): void => {
    for (const child of children) {
      if (child.kind === 'elementGroup') {
        checkChildren(child.children, groups);
        continue;
      }
      requireName(styles, child.style, 'stile', child);
      requireName(groups, child.printWhenGroupChanges, 'gruppo', child);
      if (child.kind === 'textField' || child.kind === 'image') {
        requireName(groups, child.evaluationGroup, 'gruppo', child);
      }
      if (child.kind === 'frame') checkChildren(child.children, groups);
      if (child.kind === 'component' && child.component.kind === 'table') {
        const run = child.component.datasetRun;
        const dataset = datasets.get(run.subDataset);
        if (!dataset)
          requireName(new Set(datasets.keys()), run.subDataset, 'dataset', run);
        else checkColumns(child.component.columns, groupNames(dataset));
      }
    }
  };
  const checkColumns = (columns: TableColumn[], groups: Set<string>): void => {
    for (const column of columns) {
      for (const groupCell of [
        ...column.groupHeaders,
        ...column.groupFooters,
      ]) {
        requireName(groups, groupCell.groupName, 'gruppo', groupCell.cell);
      }
      const cells = [
        column.tableHeader,
        column.tableFooter,
        column.columnHeader,
        column.columnFooter,
        column.detailCell,
      ];
      for (const cell of [
        ...cells,
        ...[...column.groupHeaders, ...column.groupFooters].map((g) => g.cell),
      ]) {
        if (!cell) continue;
        requireName(styles, cell.style, 'stile', cell);
        checkChildren(cell.children, groups);
      }
      checkColumns(column.columns ?? [], groups);
    }
  };

  const groupBands = report.mainDataset.groups.flatMap((group) => [
    ...group.headers,
    ...group.footers,
  ]);
  for (const band of [...Object.values(report.bands).flat(), ...groupBands]) {
    checkChildren(band.children, mainGroups);
  }
}

function groupNames(dataset: Dataset): Set<string> {
  return new Set(dataset.groups.map((group) => group.name));
}

function checkDatasetGroups(
  dataset: Dataset,
  requireName: (
    names: Set<string>,
    name: string | undefined,
    what: string,
    where: Located,
  ) => void,
): void {
  const groups = groupNames(dataset);
  for (const variable of dataset.variables) {
    requireName(groups, variable.resetGroup, 'gruppo', variable);
    requireName(groups, variable.incrementGroup, 'gruppo', variable);
  }
}
