/**
 * Build-time stand-in for @rc-component/tree where antd Table's row selection imports it (webpack.config.ts
 * swaps it in for antd/es/table/hooks only). Selection takes four helpers from it: two list helpers for
 * ordinary (strict) selection, kept here as antd writes them (@rc-component/tree/es/util.js), and the tree
 * walk that selecting a parent row with its children needs (`rowSelection.checkStrictly: false`), which
 * brought rc-tree's key maps and conduction (≈ 6 kB brotli) to every list page. No table of ours selects
 * tree-shaped rows; one that did would get the error below instead.
 */
type Key = string | number | bigint;

export function arrDel(list: readonly Key[] | undefined, value: Key): Key[] {
  if (!list) return [];
  const clone = list.slice();
  const index = clone.indexOf(value);
  if (index >= 0) clone.splice(index, 1);
  return clone;
}

export function arrAdd(list: readonly Key[] | undefined, value: Key): Key[] {
  const clone = (list ?? []).slice();
  if (clone.indexOf(value) === -1) clone.push(value);
  return clone;
}

function treeSelection(): never {
  throw new Error(
    'antd Table tree-shaped row selection (checkStrictly: false) is not bundled (see src/client/vendor/tableTreeSelection.ts).',
  );
}

export const conductCheck = treeSelection;
export const convertDataToEntities = treeSelection;
