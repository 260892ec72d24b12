/**
 * Build-time stand-in for the antd Pagination that antd Table imports (webpack.config.ts swaps it in for
 * antd/es/table only). Our lists page on the server with components/ResourceList/ListPager and give Table
 * `pagination={false}`, so Table never renders it; without the swap every list page would carry antd
 * Pagination and the Select of its page-size changer (≈20 kB gzip). A table that turns its pagination on
 * gets this error instead of a silently missing pager.
 */
export default function TablePagination(): never {
  throw new Error(
    'antd Table pagination is not bundled (see src/client/vendor/tablePagination.ts): use ListPager with pagination={false}.',
  );
}
