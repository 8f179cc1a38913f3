import type { KeyboardEvent } from 'react';

/**
 * The keydown handler of a dialog's form: Esc on an open drop-down list closes only that list.
 * PrimeReact's Dialog closes on an Esc that reaches the document, so the event stops here once
 * the list has handled it; the dialog, and what was typed in it, stay.
 */
export function escapeClosesOnlyTheMenu(event: KeyboardEvent<HTMLElement>): void {
  if (event.key !== 'Escape') return;
  const target = event.target as HTMLElement | null;
  if (!target?.closest) return;
  // the key comes from an input inside an open panel (a drop-down's filter), from an expanded
  // control, or from a component (drop-down, autocomplete, calendar) whose toggle is expanded
  const aperto =
    !!target.closest('[aria-expanded="true"], .p-dropdown-panel, .p-multiselect-panel, .p-autocomplete-panel, .p-datepicker:not(.p-datepicker-inline)') ||
    !!target.closest('.p-inputwrapper')?.querySelector('[aria-expanded="true"]');
  if (aperto) event.nativeEvent.stopPropagation();
}
