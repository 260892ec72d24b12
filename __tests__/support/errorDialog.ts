import { screen } from '@testing-library/react';

/**
 * The generic error dialog, found by its 'Status Code' line: antd names a dialog by an id that, in tests,
 * other elements of a page may share, so its accessible name is not reliable here.
 */
export async function findErrorDialog(): Promise<HTMLElement> {
  const status = await screen.findByText('Status Code', undefined, { timeout: 10_000 });
  return status.closest('[role="dialog"]') as HTMLElement;
}
