import '@testing-library/jest-dom';
import { act, cleanup, configure } from '@testing-library/react';
import { toast } from '../../src/client/components/toast/toastStore';
import { dismissUnexpected } from '../../src/client/components/unexpectedErrors';
import { server } from './mswServer';

// findBy… and waitFor give up after 1 s by default; a lazy page under antd on two cores shared with the
// server suites can take longer. Passing tests do not wait any longer for it.
configure({ asyncUtilTimeout: 10_000 });

// A whole-app render in jsdom shares two cores with the server suites, and a race that only that load
// shows has cost a landing more than once. A failed test runs once more and its first failure is printed
// in full (under "LOGGING RETRY ERRORS" in the log), so a flaky one is seen and mended
// (docs/architecture.md#flaky-client-tests), while a real failure fails twice and fails the run.
jest.retryTimes(1, { logErrorsBeforeRetry: true });

// antd's responsive helpers ask for matchMedia, which jsdom lacks. The tests run as a person who asked for
// reduced motion (docs/product.md#accessibility), like the browser tests: no dialog or drawer waits for the
// end of an animation jsdom never plays.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: query === '(prefers-reduced-motion: reduce)',
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }),
});

// antd's menus and overflow helpers observe sizes; jsdom has no layout, so nothing ever resizes.
class NoLayoutResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
Object.defineProperty(window, 'ResizeObserver', { writable: true, value: NoLayoutResizeObserver });

// antd measures scrollbars with getComputedStyle(el, '::-webkit-scrollbar'); jsdom implements no pseudo-elements.
const computeStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => computeStyle(element);

// jsdom has no PointerEvent, so pointer events would lose their coordinates.
if (!('PointerEvent' in window)) {
  Object.defineProperty(window, 'PointerEvent', {
    writable: true,
    value: class PointerEvent extends MouseEvent {},
  });
}

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  // The toasts and the error dialog are module-level stores: a test's leftovers would show in the next one
  // (an error dialog opening there takes the focus from whatever that test is typing into).
  act(() => {
    toast.dismiss();
    dismissUnexpected();
  });
  server.resetHandlers();
  window.localStorage.clear();
});
afterAll(() => server.close());
