/**
 * Webpack's chunk-loading failures, told apart from rendering errors so the user sees which part of the app
 * failed to load and why (docs/architecture.md#error-boundaries). Webpack's JS error: name 'ChunkLoadError',
 * `type` ('missing', 'timeout', 'error'), `request` (the URL), message 'Loading chunk X failed.\n(type:
 * URL)'. mini-css-extract-plugin's is the same with 'Loading CSS chunk' and code 'CSS_CHUNK_LOAD_FAILED'.
 */
export interface ChunkLoadFailure extends Error {
  type?: string;
  request?: string;
  code?: string;
  /** Our name for the chunk (webpackChunkName); production chunk ids are numbers. */
  chunkName?: string;
  /** Set by lazyWithRetry: makes the next render import the chunk afresh. */
  retry?: () => void;
}

export interface ChunkErrorInfo {
  chunk: string;
  kind: 'script' | 'style';
  /** 'timeout', 'missing', 'error'… as webpack reports it. */
  type: string;
  url?: string;
}

const CHUNK_MESSAGE = /^Loading (CSS )?chunk (\S+) failed/;

export function isChunkLoadError(error: unknown): error is ChunkLoadFailure {
  if (!(error instanceof Error)) return false;
  const { code } = error as ChunkLoadFailure;
  return (
    error.name === 'ChunkLoadError' ||
    code === 'CSS_CHUNK_LOAD_FAILED' ||
    CHUNK_MESSAGE.test(error.message)
  );
}

export function chunkErrorInfo(error: ChunkLoadFailure): ChunkErrorInfo {
  const match = CHUNK_MESSAGE.exec(error.message);
  const isStyle = error.code === 'CSS_CHUNK_LOAD_FAILED' || Boolean(match?.[1]);
  // The message's "(type: URL)" part stands in when the properties are missing.
  const detail = /\((\w+): ([^)]*)\)\s*$/.exec(error.message);
  const url = error.request ?? detail?.[2];
  return {
    chunk: fileChunkName(url) ?? error.chunkName ?? match?.[2] ?? '?',
    kind: isStyle ? 'style' : 'script',
    type: error.type ?? detail?.[1] ?? 'error',
    url,
  };
}

/**
 * The chunk's name as webpack wrote it into the file's name and the network panel shows it
 * ('js/not-found.13e7e48cc1.js' → 'not-found'); a numbered chunk ('512.…js') has none.
 */
function fileChunkName(url: string | undefined): string | undefined {
  const name = url && /([\w-]+)\.[0-9a-f]{6,}\.(?:js|css)(?:\?.*)?$/.exec(url)?.[1];
  return name && !/^\d+$/.test(name) ? name : undefined;
}
