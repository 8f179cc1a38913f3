import type { PreparedElement } from './prepared-element';

type Range = [number, number];

function subtract(ranges: Range[], [from, to]: Range): Range[] {
  return ranges.flatMap(([a, b]): Range[] => {
    if (to <= a || from >= b) return [[a, b]];
    return [
      ...(from > a ? [[a, from] as Range] : []),
      ...(to < b ? [[to, b] as Range] : []),
    ];
  });
}

/**
 * isRemoveLineWhenBlank: the horizontal stripes of blank elements (not printed, or empty texts)
 * that no printed element shares are removed from the container; what is below moves up.
 * Returns how far an element at design y moves up and how much the container shrinks.
 */
export function blankLineShift(items: PreparedElement[]): {
  shift(y: number): number;
  removed: number;
} {
  const removable = items.filter(
    (item) =>
      item.design.removeLineWhenBlank &&
      (!item.visible || item.blank || item.onlyOnOverflow === true),
  );
  if (removable.length === 0) return { shift: () => 0, removed: 0 };
  const printed = items.filter(
    (item) => item.visible && !item.onlyOnOverflow && !removable.includes(item),
  );
  let stripes: Range[] = [];
  for (const item of removable) {
    let own: Range[] = [[item.design.y, item.design.y + item.design.height]];
    for (const other of printed)
      own = subtract(own, [
        other.design.y,
        other.design.y + other.design.height,
      ]);
    for (const range of own) {
      stripes = subtract(stripes, range);
      stripes.push(range);
    }
  }
  const shift = (y: number) =>
    stripes.reduce((sum, [a, b]) => sum + Math.max(0, Math.min(b, y) - a), 0);
  return {
    shift,
    removed: stripes.reduce((sum, [a, b]) => sum + (b - a), 0),
  };
}
