import { useEffect, useState } from 'react';
import { subscribeToasts, type ToastRecord } from './toastStore';
import { ToastItem } from './ToastItem';
import { TOAST_DEFAULTS, type ToastOptions } from './toastOptions';
import './toast.css';

/** The toast container at the root of the app (docs/product.md#shell). */
export function Toaster({ options = TOAST_DEFAULTS }: { options?: ToastOptions }) {
  const [toasts, setToasts] = useState<readonly ToastRecord[]>([]);
  useEffect(() => subscribeToasts(setToasts), []);
  return (
    <div className={`toaster toaster--${options.position}`}>
      {toasts.map((item) => (
        <ToastItem key={item.id} toast={item} options={options} />
      ))}
    </div>
  );
}
