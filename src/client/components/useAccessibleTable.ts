import { useEffect, useRef } from 'react';

/**
 * What antd's Table leaves to its user for the keyboard (docs/product.md#accessibility), applied after each
 * render to the tables inside the returned ref's element:
 * - the hidden row that measures column widths repeats each column's title, the select-all checkbox
 *   included; that copy is taken out of the focus order (`inert`, and `tabindex="-1"` on its controls);
 * - a table wider than its area scrolls sideways: its scroller takes the focus, named `label`, so the
 *   arrow keys can scroll it.
 */
export function useAccessibleTable<E extends HTMLElement>(label: string) {
  const ref = useRef<E>(null);
  useEffect(() => {
    const root = ref.current;
    if (!root) return;
    root.querySelectorAll('.ant-table-measure-row').forEach((row) => {
      row.setAttribute('inert', '');
      row
        .querySelectorAll('input, button, a[href], [tabindex]')
        .forEach((control) => control.setAttribute('tabindex', '-1'));
    });
    root.querySelectorAll<HTMLElement>('.ant-table-content').forEach((scroller) => {
      if (scroller.scrollWidth > scroller.clientWidth) {
        scroller.tabIndex = 0;
        scroller.setAttribute('role', 'region');
        scroller.setAttribute('aria-label', label);
      } else {
        scroller.removeAttribute('tabindex');
        scroller.removeAttribute('role');
        scroller.removeAttribute('aria-label');
      }
    });
  });
  return ref;
}
