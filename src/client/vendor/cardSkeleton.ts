/**
 * Build-time stand-in for antd Card's import of Skeleton (webpack.config.ts swaps it in for antd/es/card
 * only). Card draws a Skeleton only with `loading`, which no card of ours sets (pages show their own
 * loaders), but it imports Skeleton regardless (≈ 3 kB brotli, 94 % never run) on the SEO, speed-to-lead and
 * profile pages. A card that sets `loading` gets this error instead.
 */
export default function CardSkeleton(): never {
  throw new Error('antd Card `loading` is not bundled (see src/client/vendor/cardSkeleton.ts).');
}
