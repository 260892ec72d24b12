/** docs/product.md#constants: back to the top in 250 ms with a cubic ease-out. */
export const SCROLL_TOP_DURATION_MS = 250;

export const easeOutCubic = (t: number) => 1 - (1 - t) ** 3;

export function scrollToTop(duration = SCROLL_TOP_DURATION_MS): void {
  const start = window.scrollY;
  const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  if (start <= 0 || reduced || duration <= 0) {
    window.scrollTo(0, 0);
    return;
  }
  const startedAt = performance.now();
  const step = (now: number) => {
    const progress = Math.min(1, (now - startedAt) / duration);
    window.scrollTo(0, Math.round(start * (1 - easeOutCubic(progress))));
    if (progress < 1) requestAnimationFrame(step);
  };
  requestAnimationFrame(step);
}
