import type { PrintElement, PrintFrame, PrintText } from '../print';
import { blankLineShift } from './blank-lines';
import type { PreparedElement } from './prepared-element';
import { stretchRelative, type Placement } from './relative-stretch';
import {
  hasLines,
  measurePrintText,
  stretchedTextHeight,
  truncation,
} from './text-lines';

/** One pass of a band (or frame) on a page: what it prints and how high it is. */
export interface LayoutPass {
  /** Print elements relative to the pass's top-left corner. */
  elements: PrintElement[];
  height: number;
  /** Something did not fit: the band continues in the next column or page. */
  willOverflow: boolean;
  /** Whether anything was printed. */
  printedAny: boolean;
  /** A break element ended this pass: the rest goes to the next page or column. */
  breakType?: 'Page' | 'Column';
  /** Records what this pass printed (call once the pass is placed). */
  commit(): void;
}

interface ItemState extends Placement {
  reprinted?: boolean;
  /** A stretching text whose rest goes on in the next pass. */
  more?: boolean;
  lines?: string[];
  consumedTo?: number;
  frame?: LayoutPass;
}

/**
 * Lays out a container's elements the way JasperReports' JRFillElementContainer does: text
 * fields with textAdjust StretchHeight grow with their lines, Float elements move down by the
 * growth of the elements above them, the container grows keeping the space below its lowest
 * element, then stretchType and FixRelativeToBottom apply. When `available` is less than the
 * container needs, the elements that do not fit (and the rest of a split text) are left for
 * the next pass (`overflow` true), which starts at the first element it prints. `force`
 * prints everything regardless of the room (a band too high for an empty page).
 */
export function layoutContainer(
  items: PreparedElement[],
  containerHeight: number,
  available: number,
  overflow: boolean,
  force = false,
): LayoutPass {
  const headers = overflow
    ? items.filter((item) => item.repeatOnOverflow && item.done)
    : [];
  if (headers.length === 0)
    return layoutItems(items, containerHeight, available, overflow, force);
  // A subreport's headers again at the top, the rest of its content below them.
  const top = Math.min(...headers.map((item) => item.design.y));
  const headerHeight =
    Math.max(...headers.map((item) => item.design.y + item.design.height)) -
    top;
  const pass = layoutItems(
    items,
    containerHeight,
    available - headerHeight,
    overflow,
    force,
  );
  if (!pass.printedAny) return pass;
  for (const element of pass.elements) element.y += headerHeight;
  const copies = headers.map((item) => ({
    ...structuredClone(item.print),
    x: item.design.x,
    y: item.design.y - top,
  }));
  return {
    ...pass,
    elements: [...copies, ...pass.elements],
    height: pass.height + headerHeight,
  };
}

function layoutItems(
  items: PreparedElement[],
  containerHeight: number,
  available: number,
  overflow: boolean,
  force: boolean,
): LayoutPass {
  const room = force ? Number.POSITIVE_INFINITY : available;
  const blank = overflow
    ? { shift: () => 0, removed: 0 }
    : blankLineShift(items);
  const height = containerHeight - blank.removed;
  const sorted = [...items].sort((a, b) => a.design.y - b.design.y);
  const states = new Map<PreparedElement, ItemState>(
    items.map((item) => [
      item,
      {
        relativeY: item.design.y - blank.shift(item.design.y),
        height: item.design.height,
        toPrint: false,
      },
    ]),
  );
  // A continued container starts at its first printed element (its content may reach below
  // its design height: subreports).
  let firstY = overflow
    ? Math.max(
        height,
        ...items.map((item) => item.design.y + item.design.height),
      )
    : 0;
  let firstFound = false;
  let calculated = overflow ? 0 : height;
  let willOverflow = false;
  let breakAt:
    | { y: number; type: 'Page' | 'Column'; item: PreparedElement }
    | undefined;
  sorted.forEach((item, index) => {
    const state = states.get(item) as ItemState;
    if (breakAt && item.design.y >= breakAt.item.design.y) {
      // Below a break element: printed after the break.
      if (item.visible && !item.done) willOverflow = true;
      return;
    }
    if (item.design.kind === 'break') {
      if (item.visible && !item.done) {
        breakAt = { y: state.relativeY, type: item.design.breakType, item };
        willOverflow = true;
      }
      return;
    }
    const elementFirstY = !overflow
      ? 0
      : firstFound || item.design.y >= firstY
        ? firstY
        : state.relativeY;
    willOverflow =
      prepare(item, state, room + elementFirstY, overflow) || willOverflow;
    moveDependants(item, state, sorted.slice(index + 1), states);
    if (!state.toPrint) return;
    if (overflow && (!firstFound || state.reprinted)) {
      // JasperReports starts the continued band at its first printed element, or at the
      // top when an element is printed again.
      firstY = state.reprinted ? 0 : Math.min(firstY, state.relativeY);
      firstFound = true;
    }
    const spaceBelow = Math.max(
      0,
      containerHeight - item.design.y - item.design.height,
    );
    calculated = Math.max(
      calculated,
      state.relativeY + state.height + spaceBelow,
    );
  });
  if (overflow && !firstFound) firstY = 0;
  if (breakAt) calculated = Math.max(firstY, breakAt.y);
  else if (calculated > room + firstY) willOverflow = true;
  let stretchHeight =
    willOverflow && !breakAt
      ? Math.max(firstY, Math.min(calculated, available + firstY))
      : calculated;
  const before = new Map(items.map((item) => [item, states.get(item)?.height]));
  stretchRelative(items, states, height, stretchHeight);
  // As JasperReports: an element stretched relative to others pushes its Float dependants.
  sorted.forEach((item, index) => {
    const state = states.get(item) as ItemState;
    if (state.toPrint && state.height !== before.get(item))
      moveDependants(item, state, sorted.slice(index + 1), states);
  });
  if (!willOverflow)
    for (const item of items) {
      const state = states.get(item) as ItemState;
      if (!state.toPrint) continue;
      const spaceBelow = Math.max(
        0,
        containerHeight - item.design.y - item.design.height,
      );
      stretchHeight = Math.max(
        stretchHeight,
        state.relativeY + state.height + spaceBelow,
      );
    }
  for (const item of items) {
    const state = states.get(item) as ItemState;
    if (state.toPrint && item.design.positionType === 'FixRelativeToBottom')
      state.relativeY = item.design.y + stretchHeight - containerHeight;
  }
  const printed = items.filter((item) => states.get(item)?.toPrint);
  return {
    elements: printed.map((item) =>
      output(item, states.get(item) as ItemState, firstY),
    ),
    height: stretchHeight - firstY,
    willOverflow,
    printedAny:
      breakAt !== undefined ||
      printed.some((item) => states.get(item)?.frame?.printedAny ?? true),
    ...(breakAt && { breakType: breakAt.type }),
    commit: () => {
      for (const item of printed) commit(item, states.get(item) as ItemState);
      if (breakAt) breakAt.item.done = true;
    },
  };
}

/** JRFillElement.prepare: whether the element prints in this pass and how high it is. */
function prepare(
  item: PreparedElement,
  state: ItemState,
  available: number,
  overflow: boolean,
): boolean {
  if (!item.visible || (item.onlyOnOverflow && !overflow)) return false;
  if (item.blank && item.design.removeLineWhenBlank) return false;
  if (overflow && item.done) {
    // isPrintWhenDetailOverflows: printed again, whole, on the band's next page or column.
    if (!item.design.printWhenDetailOverflows) return false;
    state.reprinted = true;
  }
  if (state.relativeY + item.design.height > available) return true;
  state.toPrint = true;
  const { text, print } = item;
  if (print.kind === 'text' && text && !text.deferred && hasLines(print)) {
    const stretching = text.stretch && print.rotation === 'None';
    const measured = measurePrintText(
      print,
      text.value,
      state.reprinted ? 0 : text.offset,
      stretching ? available - state.relativeY : item.design.height,
      stretching ? undefined : truncation(item.design.properties),
    );
    state.lines = measured.lines;
    // A cut text keeps its whole value (JasperReports keeps only the printed part unless
    // net.sf.jasperreports.print.keep.full.text): `lines` is what prints.
    state.consumedTo = stretching ? measured.consumed : text.value.length;
    if (stretching) {
      state.more = measured.consumed < text.value.length;
      if (state.more) {
        state.height = available - state.relativeY;
        return true;
      }
      state.height = Math.max(
        item.design.height,
        stretchedTextHeight(print, measured),
      );
    }
  }
  if (print.kind === 'frame' && item.children) {
    // The frame's elements are a container of their own: the frame grows with them and, when
    // they do not fit, splits with them (the rest prints in the band's next pass).
    const { topPadding, bottomPadding } = print.box;
    const padding = topPadding + bottomPadding;
    const content = layoutContainer(
      item.children,
      item.design.height - padding,
      available - state.relativeY - padding,
      item.printedOnce,
    );
    state.frame = content;
    // As JasperReports: a continued frame is at least as high as in the design.
    const minimum = item.design.height;
    if (content.willOverflow && !content.printedAny) {
      // Nothing of it fits here: the whole frame moves on.
      state.toPrint = false;
      return true;
    }
    if (content.willOverflow) {
      state.height = available - state.relativeY;
      return true;
    }
    state.height = Math.max(minimum, content.height + padding);
  }
  return false;
}

/** Float elements below an element move down by as much as it moved and grew. */
function moveDependants(
  item: PreparedElement,
  state: ItemState,
  below: PreparedElement[],
  states: Map<PreparedElement, ItemState>,
): void {
  // A removed blank line pushes nothing (its stripe is gone).
  if (item.blank && item.design.removeLineWhenBlank) return;
  const bottom = item.design.y + item.design.height;
  const grown = state.toPrint ? state.height : item.design.height;
  for (const other of below) {
    if (other.design.positionType !== 'Float' || other.design.y < bottom)
      continue;
    // Only elements sharing some of its width (JasperReports 6.x, non legacy stretch).
    const { x, width } = item.design;
    if (other.design.x >= x + width || other.design.x + other.design.width <= x)
      continue;
    const otherState = states.get(other) as ItemState;
    const moved = state.relativeY + grown + other.design.y - bottom;
    if (moved > otherState.relativeY) otherState.relativeY = moved;
  }
}

function output(
  item: PreparedElement,
  state: ItemState,
  firstY: number,
): PrintElement {
  // The first pass prints the prepared object itself (deferred texts fill it in later).
  const print: PrintElement = item.printedOnce ? { ...item.print } : item.print;
  print.x = item.design.x;
  print.y = state.relativeY - firstY;
  print.height = state.height;
  if (print.kind === 'text' && state.lines) {
    (print as PrintText).lines = state.lines;
    const from = state.reprinted ? 0 : (item.text?.offset ?? 0);
    // The part of a split text printed here (the first pass may have cut the original).
    if (item.text && state.consumedTo !== undefined)
      (print as PrintText).text = item.text.value.slice(from, state.consumedTo);
  }
  if (print.kind === 'frame' && state.frame)
    (print as PrintFrame).children = state.frame.elements;
  return print;
}

function commit(item: PreparedElement, state: ItemState): void {
  item.printedOnce = true;
  if (state.frame) {
    state.frame.commit();
    item.done = !state.frame.willOverflow;
    return;
  }
  if (item.text && state.consumedTo !== undefined) {
    item.text.offset = state.consumedTo;
    item.done = !state.more;
  } else item.done = true;
}
