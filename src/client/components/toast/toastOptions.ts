/** The toast defaults of docs/product.md#constants. */
export interface ToastOptions {
  position: 'top-right';
  autoClose: number;
  pauseOnHover: boolean;
  pauseOnFocusLoss: boolean;
  closeOnClick: boolean;
  draggable: boolean;
  /** Share of the toast's width it must be dragged before it is dismissed. */
  draggablePercent: number;
  role: 'alert';
  /** Enter/exit transition length (fade 150 ms, docs/product.md#constants). */
  transitionMs: number;
}

export const TOAST_DEFAULTS: ToastOptions = {
  position: 'top-right',
  autoClose: 5000,
  pauseOnHover: true,
  pauseOnFocusLoss: true,
  closeOnClick: true,
  draggable: true,
  draggablePercent: 80,
  role: 'alert',
  transitionMs: 150,
};

/** A toast is entering, entered, exiting, then exited (removed). */
export type ToastPhase = 'entering' | 'entered' | 'exiting' | 'exited';
