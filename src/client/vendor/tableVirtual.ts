/**
 * Build-time stand-in for antd Table's virtual body (webpack.config.ts swaps it in for antd/es/table only).
 * No table of ours sets `virtual`, but Table imports it regardless, and with it @rc-component/virtual-list
 * (≈ 5 kB brotli) on every list page. A table that turns `virtual` on gets this error instead.
 */
export default function TableVirtual(): never {
  throw new Error(
    'antd Table virtual scrolling is not bundled (see src/client/vendor/tableVirtual.ts).',
  );
}
