import { useEffect, useRef, useState, type PointerEvent } from 'react';
import { toast, type ToastRecord } from './toastStore';
import type { ToastOptions, ToastPhase } from './toastOptions';
import { useToastTimer } from './useToastTimer';

const GLYPH = { success: '✓', error: '!', info: 'i', warning: '!' } as const;

export function ToastItem({ toast: item, options }: { toast: ToastRecord; options: ToastOptions }) {
  const [phase, setPhase] = useState<ToastPhase>('entering');
  const [hovered, setHovered] = useState(false);
  const [dragX, setDragX] = useState<number | null>(null);
  const drag = useRef<{ startX: number; width: number; moved: boolean } | null>(null);

  const close = () =>
    setPhase((current) => (current === 'exiting' || current === 'exited' ? current : 'exiting'));
  const paused = (options.pauseOnHover && hovered) || dragX !== null;
  const timerPaused = useToastTimer(
    options.autoClose,
    paused || phase !== 'entered',
    options.pauseOnFocusLoss,
    close,
  );

  useEffect(() => {
    const next: Partial<Record<ToastPhase, ToastPhase>> = {
      entering: 'entered',
      exiting: 'exited',
    };
    const target = next[phase];
    if (!target) return undefined;
    const timer = setTimeout(() => setPhase(target), options.transitionMs);
    return () => clearTimeout(timer);
  }, [phase, options.transitionMs]);

  useEffect(() => {
    if (phase === 'exited') toast.dismiss(item.id);
  }, [phase, item.id]);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (!options.draggable) return;
    drag.current = {
      startX: event.clientX,
      width: event.currentTarget.offsetWidth || 1,
      moved: false,
    };
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (!drag.current) return;
    const dx = event.clientX - drag.current.startX;
    if (Math.abs(dx) > 3) drag.current.moved = true;
    setDragX(dx);
  };
  const onPointerUp = () => {
    const state = drag.current;
    drag.current = null;
    if (
      state &&
      dragX !== null &&
      Math.abs(dragX) >= (state.width * options.draggablePercent) / 100
    )
      close();
    setDragX(null);
    if (state?.moved) return;
    if (options.closeOnClick) close();
  };

  return (
    <div
      role={options.role}
      className={`toast toast--${item.kind} toast--${phase}`}
      data-phase={phase}
      style={
        dragX === null ? undefined : { transform: `translateX(${dragX}px)`, transition: 'none' }
      }
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={() => {
        drag.current = null;
        setDragX(null);
      }}
    >
      <span className="toast__icon" aria-hidden="true">
        {GLYPH[item.kind]}
      </span>
      <span className="toast__message">{item.message}</span>
      <span
        className="toast__progress"
        style={{
          animationDuration: `${options.autoClose}ms`,
          animationPlayState: timerPaused ? 'paused' : 'running',
        }}
      />
    </div>
  );
}
