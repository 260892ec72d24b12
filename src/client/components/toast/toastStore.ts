/**
 * A tiny toast queue. The toast behaviour of docs/product.md#constants is react-toastify's; this is our own
 * ≈2 kB implementation of it, because that library with its stylesheet cost /login ≈12 kB of its 200 kB
 * budget (docs/performance.md#browser-downloads).
 */
import { isUnexpectedFailure } from '../unexpectedErrors';

export type ToastKind = 'success' | 'error' | 'info' | 'warning';

export interface ToastRecord {
  id: number;
  kind: ToastKind;
  message: string;
}

type Listener = (toasts: readonly ToastRecord[]) => void;

let toasts: readonly ToastRecord[] = [];
let nextId = 1;
const listeners = new Set<Listener>();

function emit() {
  for (const listener of listeners) listener(toasts);
}

function show(kind: ToastKind, message: string): number {
  const id = nextId++;
  toasts = [...toasts, { id, kind, message }];
  emit();
  return id;
}

export const toast = {
  success: (message: string) => show('success', message),
  /**
   * An error toast; given the failure it reports, nothing is shown when that failure already opened the
   * generic error dialog (a 5xx, no answer: components/unexpectedErrors.ts) — one message per failure.
   */
  error: (message: string, cause?: unknown) =>
    cause !== undefined && isUnexpectedFailure(cause) ? undefined : show('error', message),
  info: (message: string) => show('info', message),
  warning: (message: string) => show('warning', message),
  dismiss: (id?: number) => {
    toasts = id === undefined ? [] : toasts.filter((item) => item.id !== id);
    emit();
  },
};

export function subscribeToasts(listener: Listener): () => void {
  listeners.add(listener);
  listener(toasts);
  return () => {
    listeners.delete(listener);
  };
}
