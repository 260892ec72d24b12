/**
 * The antd modules that webpack.config.ts swaps for the stand-ins in this folder (each stand-in says why).
 * __tests__/client/vendor/antdStandIns.test.ts fails when antd moves or renames one, or imports from it
 * what its stand-in lacks: a swap that silently stopped matching would bring the module back into lists.
 */
export interface AntdStandIn {
  /** The replaced module under node_modules, as imports name it (no extension). */
  module: string;
  /** The stand-in, from the repository's root. */
  standIn: string;
  /** When set, only this import of the module from this folder is replaced (else every import of it). */
  importedAs?: { request: string; from: string };
}

export const ANTD_STAND_INS: AntdStandIn[] = [
  {
    module: 'antd/es/table/hooks/useFilter/FilterDropdown',
    standIn: 'src/client/vendor/tableFilterDropdown.ts',
  },
  {
    // Only Table's own import: antd Pagination itself stays whole for anything else that uses it.
    module: 'antd/es/pagination',
    standIn: 'src/client/vendor/tablePagination.ts',
    importedAs: { request: '../pagination', from: 'antd/es/table' },
  },
  {
    // Only Table's import of its virtual body.
    module: 'antd/es/table/RcTable/VirtualTable',
    standIn: 'src/client/vendor/tableVirtual.ts',
    importedAs: { request: './RcTable/VirtualTable', from: 'antd/es/table' },
  },
  {
    // Only Radio.Group's import of one helper: antd Form keeps the real module.
    module: 'antd/es/form/hooks/useForm',
    standIn: 'src/client/vendor/radioFormName.ts',
    importedAs: { request: '../form/hooks/useForm', from: 'antd/es/radio' },
  },
  {
    // Only Card's import of Skeleton (its `loading` state): Skeleton itself stays whole for the pages.
    module: 'antd/es/skeleton',
    standIn: 'src/client/vendor/cardSkeleton.ts',
    importedAs: { request: '../skeleton', from: 'antd/es/card' },
  },
  {
    // Only Table's row selection's import of rc-tree: strict selection's list helpers, no tree walk.
    module: '@rc-component/tree/es/index',
    standIn: 'src/client/vendor/tableTreeSelection.ts',
    importedAs: { request: '@rc-component/tree', from: 'antd/es/table/hooks' },
  },
  {
    // Only Form's import of its validator: loaded with the first validation instead of the first render.
    module: '@rc-component/async-validator/es/index',
    standIn: 'src/client/vendor/lazyValidator.ts',
    importedAs: { request: '@rc-component/async-validator', from: '@rc-component/form/es/utils' },
  },
];
