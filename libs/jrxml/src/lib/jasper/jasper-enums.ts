import type { JasperNode } from './jasper-node';

/** Java enum constants whose model name is not simply the PascalCase of the constant. */
const SPECIAL_NAMES: Readonly<Record<string, string>> = {
  LTR: 'LTR',
  RTL: 'RTL',
  ONE_AND_HALF: '1_1_2',
};

/** FIX_RELATIVE_TO_TOP → FixRelativeToTop. */
export function pascalCase(constant: string): string {
  return (
    SPECIAL_NAMES[constant] ??
    constant
      .toLowerCase()
      .split('_')
      .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
      .join('')
  );
}

/**
 * Reads an enum field (e.g. `positionTypeValue`) as one of the model's names.
 * Unset gives `undefined`; a constant the model does not know is an error naming the field.
 */
export function enumField<T extends string>(node: JasperNode, field: string, allowed: readonly T[]): T | undefined {
  const constant = node.enumConstant(field);
  if (constant === undefined) return undefined;
  const name = pascalCase(constant);
  const match = allowed.find((candidate) => candidate === name);
  if (match === undefined) node.fail(`valore ${constant} di ${field} non supportato`);
  return match;
}

export const SPLIT_TYPES = ['Stretch', 'Prevent', 'Immediate'] as const;
export const POSITION_TYPES = ['Float', 'FixRelativeToTop', 'FixRelativeToBottom'] as const;
export const STRETCH_TYPES = [
  'NoStretch',
  'RelativeToTallestObject',
  'RelativeToBandHeight',
  'ElementGroupHeight',
  'ElementGroupBottom',
  'ContainerHeight',
  'ContainerBottom',
] as const;
export const EVALUATION_TIMES = ['Now', 'Report', 'Page', 'Column', 'Group', 'Band', 'Auto', 'Master'] as const;
export const TEXT_ADJUSTS = ['CutText', 'StretchHeight', 'ScaleFont'] as const;
export const CALCULATIONS = [
  'Nothing',
  'Count',
  'DistinctCount',
  'Sum',
  'Average',
  'Lowest',
  'Highest',
  'StandardDeviation',
  'Variance',
  'System',
  'First',
] as const;
export const RESET_TYPES = ['None', 'Report', 'Page', 'Column', 'Group', 'Master'] as const;
export const WHEN_NO_DATA_TYPES = ['NoPages', 'BlankPage', 'AllSectionsNoDetail', 'NoDataSection'] as const;
export const WHEN_RESOURCE_MISSING_TYPES = ['Null', 'Empty', 'Key', 'Error'] as const;
export const ORIENTATIONS = ['Portrait', 'Landscape'] as const;
export const PRINT_ORDERS = ['Vertical', 'Horizontal'] as const;
export const RUN_DIRECTIONS = ['LTR', 'RTL'] as const;
export const FOOTER_POSITIONS = ['Normal', 'StackAtBottom', 'ForceAtBottom', 'CollateAtBottom'] as const;
export const SORT_ORDERS = ['Ascending', 'Descending'] as const;
export const SORT_FIELD_TYPES = ['Field', 'Variable'] as const;
export const LINE_DIRECTIONS = ['TopDown', 'BottomUp'] as const;
export const BREAK_TYPES = ['Page', 'Column'] as const;
export const ON_ERROR_TYPES = ['Error', 'Blank', 'Icon'] as const;
export const BORDER_SPLIT_TYPES = ['NoBorders', 'DrawBorders'] as const;
export const OVERFLOW_TYPES = ['Stretch', 'NoStretch'] as const;
export const LINE_STYLES = ['Solid', 'Dashed', 'Dotted', 'Double'] as const;
export const MODES = ['Opaque', 'Transparent'] as const;
export const FILLS = ['Solid'] as const;
export const H_TEXT_ALIGNS = ['Left', 'Center', 'Right', 'Justified'] as const;
export const V_TEXT_ALIGNS = ['Top', 'Middle', 'Bottom', 'Justified'] as const;
export const H_IMAGE_ALIGNS = ['Left', 'Center', 'Right'] as const;
export const V_IMAGE_ALIGNS = ['Top', 'Middle', 'Bottom'] as const;
export const SCALE_IMAGES = ['Clip', 'FillFrame', 'RetainShape', 'RealHeight', 'RealSize'] as const;
export const ROTATIONS = ['None', 'Left', 'Right', 'UpsideDown'] as const;
export const LINE_SPACINGS = ['Single', '1_1_2', 'Double', 'AtLeast', 'Fixed', 'Proportional'] as const;
export const TAB_STOP_ALIGNS = ['Left', 'Center', 'Right'] as const;
