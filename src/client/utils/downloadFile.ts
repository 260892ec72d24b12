/**
 * Downloads a file that needs the admin's Bearer token (a plain link cannot send it, and tokens never go in a
 * query string — docs/security.md#tokens), then hands it to the browser as a Blob through a temporary object
 * URL.
 */
export class DownloadError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** The name the server gives in Content-Disposition, else `fallbackName`. */
function fileNameOf(response: Response, fallbackName: string): string {
  const header = response.headers.get('Content-Disposition') ?? '';
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(header);
  if (encoded?.[1]) return decodeURIComponent(encoded[1]);
  const plain = /filename="?([^";]+)"?/i.exec(header);
  return plain?.[1] ?? fallbackName;
}

export async function downloadFile(
  url: string,
  token: string | null,
  fallbackName: string,
): Promise<void> {
  const response = await fetch(url, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { message?: unknown } | null;
    throw new DownloadError(
      response.status,
      typeof body?.message === 'string' ? body.message : response.statusText,
    );
  }
  const blob = await response.blob();
  const objectUrl = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = objectUrl;
  link.download = fileNameOf(response, fallbackName);
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next tick: some browsers start reading the Blob only after click() returns.
  setTimeout(() => URL.revokeObjectURL(objectUrl), 0);
}
