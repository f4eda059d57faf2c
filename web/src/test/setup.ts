import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { TextDecoder, TextEncoder } from 'node:util';

/** antd's forms batch work through MessageChannel; a timer-based stand-in that holds no handles. */
class TimerMessageChannel {
  port1: { onmessage: ((event: { data: unknown }) => void) | null } = { onmessage: null };
  port2 = {
    postMessage: (data: unknown) => {
      setTimeout(() => this.port1.onmessage?.({ data }), 0);
    },
  };
}

// react-router and antd's forms need these; jsdom does not provide them.
Object.assign(globalThis, { TextEncoder, TextDecoder, MessageChannel: TimerMessageChannel });

// antd reads media queries and computed styles that jsdom does not implement.
// Width queries are answered against window.innerWidth, so a test can pick desktop or phone.
function matchesWidth(query: string): boolean {
  const min = /min-width:\s*(\d+)px/.exec(query);
  const max = /max-width:\s*(\d+)px/.exec(query);
  return (!min || window.innerWidth >= Number(min[1])) && (!max || window.innerWidth <= Number(max[1]));
}

Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: matchesWidth(query),
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }),
});

const { getComputedStyle } = window;
// jsdom does not implement pseudo-elements; antd asks for them, so they are answered for the element.
window.getComputedStyle = (element: Element) => getComputedStyle(element);

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = window.ResizeObserver ?? ResizeObserverStub;

window.scrollTo = () => undefined;
Element.prototype.scrollIntoView = Element.prototype.scrollIntoView ?? (() => undefined);

// jsdom cannot leave the page: full-page navigations (sign-in after an 'Unauthorized' answer,
// sign-out) are recorded, not performed. Tests that check where the browser went mock it too.
jest.mock('../app/browser-navigation', () => ({ assignLocation: jest.fn(), reloadPage: jest.fn() }));

// Two test files run at once on a 2-core machine: waiting for the screen gets more than the 1 s default.
configure({ asyncUtilTimeout: 4000 });
