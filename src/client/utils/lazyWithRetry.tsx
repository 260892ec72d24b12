import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { ChunkLoadFailure } from './chunkError';

type Loader<P> = () => Promise<{ default: ComponentType<P> }>;

/**
 * React.lazy keeps a rejected import forever, so a chunk that failed once (offline, a deploy replaced it)
 * could never load again without a page reload. This lazy component tags the failure with its chunk name and
 * a `retry` that swaps in a fresh lazy; the error boundary calls it before rendering its children again.
 * Swapping only on an explicit retry (not on every render) keeps a failing chunk from retrying in a loop.
 */
export function lazyWithRetry<P extends object>(
  loader: Loader<P>,
  chunkName: string,
): ComponentType<P> {
  let current: LazyExoticComponent<ComponentType<P>>;
  const load = () => {
    current = lazy(() =>
      loader().catch((cause: unknown) => {
        const error = (
          cause instanceof Error ? cause : new Error(String(cause))
        ) as ChunkLoadFailure;
        error.chunkName = chunkName;
        error.retry = load;
        throw error;
      }),
    );
  };
  load();

  function LazyWithRetry(props: P) {
    const Current = current;
    return <Current {...props} />;
  }
  LazyWithRetry.displayName = `Lazy(${chunkName})`;
  return LazyWithRetry;
}
