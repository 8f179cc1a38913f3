import type { PreparedElement } from './prepared-element';

export interface Placement {
  relativeY: number;
  height: number;
  toPrint: boolean;
}

/**
 * stretchType after the container's height is known: RelativeToBandHeight / ContainerHeight
 * grow by the container's growth, ContainerBottom keeps the distance to the container's
 * bottom, RelativeToTallestObject / ElementGroupHeight grow like the most grown element of
 * their `<elementGroup>` (or container), ElementGroupBottom reach its lowest bottom.
 */
export function stretchRelative(
  items: PreparedElement[],
  placements: Map<PreparedElement, Placement>,
  containerHeight: number,
  stretchHeight: number,
): void {
  const own = new Map(
    items.map((item) => [item, placements.get(item)?.height ?? 0]),
  );
  const members = (item: PreparedElement) =>
    items.filter(
      (other) => other.group === item.group && placements.get(other)?.toPrint,
    );
  for (const item of items) {
    const placement = placements.get(item);
    if (!placement?.toPrint) continue;
    const { y, height } = item.design;
    let wanted = placement.height;
    switch (item.design.stretchType) {
      case 'RelativeToBandHeight':
      case 'ContainerHeight':
        wanted = height + stretchHeight - containerHeight;
        break;
      case 'ContainerBottom':
        wanted =
          stretchHeight - placement.relativeY - (containerHeight - y - height);
        break;
      case 'RelativeToTallestObject':
      case 'ElementGroupHeight':
        wanted =
          height +
          Math.max(
            0,
            ...members(item).map(
              (other) => (own.get(other) ?? 0) - other.design.height,
            ),
          );
        break;
      case 'ElementGroupBottom': {
        const group = members(item);
        const bottom = Math.max(
          ...group.map((other) => {
            const at = placements.get(other);
            return (at?.relativeY ?? 0) + (own.get(other) ?? 0);
          }),
        );
        const designBottom = Math.max(
          ...group.map((other) => other.design.y + other.design.height),
        );
        wanted = bottom - placement.relativeY - (designBottom - y - height);
        break;
      }
      default:
        break;
    }
    if (wanted > placement.height) placement.height = wanted;
  }
}
