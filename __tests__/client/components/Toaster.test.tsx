import { act, fireEvent, render, screen } from '@testing-library/react';
import { Toaster } from '../../../src/client/components/toast/Toaster';
import { toast } from '../../../src/client/components/toast/toastStore';
import { TOAST_DEFAULTS } from '../../../src/client/components/toast/toastOptions';

describe('Toaster', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const show = (message: string) => {
    render(<Toaster />);
    act(() => {
      toast.success(message);
    });
    act(() => jest.advanceTimersByTime(TOAST_DEFAULTS.transitionMs)); // entering → entered
    return screen.getByRole('alert');
  };
  const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms));

  it('uses the binding defaults', () => {
    expect(TOAST_DEFAULTS).toMatchObject({
      position: 'top-right',
      autoClose: 5000,
      pauseOnHover: true,
      pauseOnFocusLoss: true,
      closeOnClick: true,
      draggable: true,
      draggablePercent: 80,
      role: 'alert',
    });
  });

  it('enters, stays 5 s, then exits', () => {
    const alert = show('Saved');
    expect(alert).toHaveAttribute('data-phase', 'entered');
    advance(4900);
    expect(screen.getByRole('alert')).toHaveTextContent('Saved');
    advance(100);
    expect(screen.getByRole('alert')).toHaveAttribute('data-phase', 'exiting');
    advance(TOAST_DEFAULTS.transitionMs);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('pauses while hovered and while the window is out of focus', () => {
    const alert = show('Hold on');
    fireEvent.mouseEnter(alert);
    advance(10000);
    expect(screen.getByRole('alert')).toHaveAttribute('data-phase', 'entered');
    fireEvent.mouseLeave(alert);
    act(() => {
      window.dispatchEvent(new Event('blur'));
    });
    advance(10000);
    expect(screen.getByRole('alert')).toHaveAttribute('data-phase', 'entered');
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    advance(5000);
    expect(screen.getByRole('alert')).toHaveAttribute('data-phase', 'exiting');
  });

  it('closes on click', () => {
    const alert = show('Click me');
    fireEvent.pointerDown(alert, { clientX: 10 });
    fireEvent.pointerUp(alert, { clientX: 10 });
    advance(TOAST_DEFAULTS.transitionMs);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('is dismissed by a drag of 80 % of its width, and snaps back from a shorter one', () => {
    const alert = show('Drag me');
    Object.defineProperty(alert, 'offsetWidth', { value: 300 });
    fireEvent.pointerDown(alert, { clientX: 0 });
    fireEvent.pointerMove(alert, { clientX: 200 });
    fireEvent.pointerUp(alert, { clientX: 200 });
    advance(TOAST_DEFAULTS.transitionMs);
    expect(screen.getByRole('alert')).toHaveAttribute('data-phase', 'entered');
    fireEvent.pointerDown(alert, { clientX: 0 });
    fireEvent.pointerMove(alert, { clientX: 250 });
    fireEvent.pointerUp(alert, { clientX: 250 });
    advance(TOAST_DEFAULTS.transitionMs);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
