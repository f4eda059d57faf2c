import { fireEvent, render } from '@testing-library/react';
import { createElement } from '../config';
import { PageView } from '../PageView';
import { attachPageRuntime } from './runtime';

/**
 * Engagement reports (POST /api/track/engagement): visible time in deltas, the deepest scroll
 * and whether a form was started, sent when the page is hidden or left.
 */

const NOW = Date.UTC(2026, 0, 1);

function page(funnelId: string | null = 'f1') {
  return render(
    <PageView
      config={{
        elements: [createElement('heading', 'title'), createElement('form', 'optin')],
        pageBackground: { color: '#fff', gradient: '', useGradient: false },
      }}
      ctx={{ mode: funnelId ? 'published' : 'preview', funnelId, now: NOW }}
    />,
  ).container;
}

let visibility: DocumentVisibilityState = 'visible';
let clock = NOW;
const fetchBefore = global.fetch;
let beacon: jest.Mock<boolean, [string, Blob]>;
let fetchMock: jest.Mock;

/** Sets a property of an object for one test (undone in afterEach). */
const undo: (() => void)[] = [];
function stub<T extends object>(target: T, key: string, value: unknown) {
  const own = Object.getOwnPropertyDescriptor(target, key);
  Object.defineProperty(target, key, { configurable: true, writable: true, value });
  undo.push(() => {
    if (own) Object.defineProperty(target, key, own);
    else delete (target as Record<string, unknown>)[key];
  });
}

function setVisibility(state: DocumentVisibilityState) {
  visibility = state;
  document.dispatchEvent(new Event('visibilitychange'));
}
const advance = (ms: number) => {
  clock += ms;
};
const pagehide = () => window.dispatchEvent(new Event('pagehide'));

/** A blob's text (jsdom's Blob has no text()). */
function read(blob: Blob) {
  return new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsText(blob);
  });
}

/** The reports sent by beacon: where to and what. */
async function beacons() {
  return Promise.all(
    beacon.mock.calls.map(async ([url, blob]) => ({ url, body: JSON.parse(await read(blob)) as unknown })),
  );
}
async function sentBodies() {
  return (await beacons()).map((b) => b.body as Record<string, unknown>);
}

/** Attaches the runtime with the test clock; detached after the test. */
function attach(root: HTMLElement | Document, overrides = {}) {
  const detach = attachPageRuntime(root, { now: () => clock, navigate: jest.fn(), ...overrides });
  undo.push(detach);
  return detach;
}

beforeEach(() => {
  visibility = 'visible';
  clock = NOW;
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
  beacon = jest.fn((_url: string, _blob: Blob) => true);
  stub(navigator, 'sendBeacon', beacon);
  fetchMock = jest.fn(async () => new Response(null, { status: 204 }));
  global.fetch = fetchMock as unknown as typeof global.fetch;
  window.history.replaceState(null, '', '/p/f1/offer');
});

afterEach(() => {
  while (undo.length > 0) undo.pop()?.();
  delete (document as unknown as Record<string, unknown>).visibilityState;
  global.fetch = fetchBefore;
  window.history.replaceState(null, '', '/');
});

describe('engagement reports', () => {
  it('sends 12 s of visible time once when the page is hidden after 12 s', async () => {
    attach(page());
    advance(12_000);
    setVisibility('hidden');
    pagehide(); // leaving after hiding: nothing new, nothing sent
    expect(await beacons()).toEqual([
      {
        url: '/api/track/engagement',
        body: { funnelId: 'f1', path: '/p/f1/offer', engagedMs: 12_000, scroll: 100, formStarted: false },
      },
    ]);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('does not count hidden time, and sends the time since the previous send (deltas)', async () => {
    attach(page());
    advance(12_000);
    setVisibility('hidden');
    advance(60_000); // another tab
    setVisibility('visible');
    advance(3_000);
    pagehide();
    expect((await sentBodies()).map((body) => body.engagedMs)).toEqual([12_000, 3_000]);
  });

  it('sends a beacon for each of three tab switches, adding up to the visible time', async () => {
    attach(page());
    for (const visible of [5_000, 7_000, 1_500]) {
      advance(visible);
      setVisibility('hidden');
      advance(30_000);
      setVisibility('visible');
    }
    const times = (await sentBodies()).map((body) => body.engagedMs);
    expect(times).toEqual([5_000, 7_000, 1_500]);
    expect((times as number[]).reduce((a, b) => a + b)).toBe(13_500);
  });

  it('counts nothing while a page that opened in the background stays hidden', async () => {
    visibility = 'hidden';
    attach(page());
    advance(20_000);
    setVisibility('visible');
    advance(2_000);
    setVisibility('hidden');
    expect((await sentBodies()).map((body) => body.engagedMs)).toEqual([2_000]);
  });

  it('sends nothing when nothing is new since the last send', async () => {
    attach(page());
    advance(1_000);
    setVisibility('hidden');
    setVisibility('visible');
    setVisibility('hidden');
    pagehide();
    expect(beacon).toHaveBeenCalledTimes(1);
  });

  it('reports a form started once a field of a lead form is focused', async () => {
    const container = page();
    attach(container);
    advance(1_000);
    setVisibility('hidden');
    setVisibility('visible');
    (container.querySelector('form[data-ff-form] input[type="email"]') as HTMLInputElement).focus();
    setVisibility('hidden'); // no new time, but the form was started
    expect((await sentBodies()).map((body) => body.formStarted)).toEqual([false, true]);
    expect((await sentBodies())[1]).toMatchObject({ engagedMs: 0, formStarted: true });
  });

  it('reports a form started when a field is typed into', async () => {
    const container = page();
    attach(container);
    fireEvent.input(container.querySelector('form[data-ff-form] input[type="email"]') as HTMLInputElement, {
      target: { value: 'v' },
    });
    advance(500);
    pagehide();
    expect(await sentBodies()).toEqual([expect.objectContaining({ engagedMs: 500, formStarted: true })]);
  });

  it('does not count a focus outside lead forms as a form started', async () => {
    const container = page();
    const outside = document.createElement('input');
    outside.name = 'search';
    container.appendChild(outside);
    attach(container);
    outside.focus();
    advance(500);
    pagehide();
    expect((await sentBodies())[0]).toMatchObject({ formStarted: false });
  });

  it('reports the deepest scroll reached, in percent of the document seen', async () => {
    stub(document.documentElement, 'scrollHeight', 3_072);
    stub(window, 'innerHeight', 768);
    stub(window, 'scrollY', 0);
    attach(page());
    advance(1_000);
    setVisibility('hidden'); // the first screen: 25 %
    setVisibility('visible');
    stub(window, 'scrollY', 1_536);
    window.dispatchEvent(new Event('scroll')); // 75 %
    stub(window, 'scrollY', 100);
    window.dispatchEvent(new Event('scroll')); // back up: still 75 %
    setVisibility('hidden'); // deeper: sent without new time
    expect((await sentBodies()).map((body) => [body.engagedMs, body.scroll])).toEqual([
      [1_000, 25],
      [0, 75],
    ]);
  });

  it('reads the layout only once a frame has been drawn, so the first paint waits for nothing', async () => {
    let reads = 0;
    Object.defineProperty(document.documentElement, 'scrollHeight', {
      configurable: true,
      get: () => {
        reads += 1;
        return 3_072;
      },
    });
    undo.push(() => delete (document.documentElement as unknown as Record<string, unknown>).scrollHeight);
    stub(window, 'innerHeight', 768);
    stub(window, 'scrollY', 768);
    attach(page());
    expect(reads).toBe(0);
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 10)));
    expect(reads).toBe(1);
    // The first screen seen then counts, though the window is back at the top when it is hidden.
    stub(window, 'scrollY', 0);
    advance(1_000);
    setVisibility('hidden');
    expect((await sentBodies())[0]).toMatchObject({ engagedMs: 1_000, scroll: 50 });
  });

  it('reports a page shorter than the window as seen whole', async () => {
    stub(document.documentElement, 'scrollHeight', 500);
    stub(window, 'innerHeight', 768);
    stub(window, 'scrollY', 0);
    attach(page());
    advance(1_000);
    pagehide();
    expect((await sentBodies())[0]).toMatchObject({ scroll: 100 });
  });

  it('sends nothing on a page without a funnel id', () => {
    const container = document.createElement('div');
    container.innerHTML = '<p>A preview without a funnel</p>';
    document.body.appendChild(container);
    undo.push(() => container.remove());
    attach(container);
    advance(8_000);
    setVisibility('hidden');
    pagehide();
    expect(beacon).not.toHaveBeenCalled();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('falls back to a keepalive fetch when the beacon is refused, and when there is none', async () => {
    attach(page(), { engagementUrl: '/track/e' });
    beacon.mockReturnValue(false);
    advance(4_000);
    setVisibility('hidden');
    stub(navigator, 'sendBeacon', undefined);
    setVisibility('visible');
    advance(1_000);
    pagehide();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    const calls = fetchMock.mock.calls as unknown as [string, RequestInit][];
    for (const [url, init] of calls) {
      expect(url).toBe('/track/e');
      expect(init).toMatchObject({ method: 'POST', keepalive: true });
    }
    expect(
      calls.map(([, init]) => (JSON.parse(String(init.body)) as { engagedMs: number }).engagedMs),
    ).toEqual([4_000, 1_000]);
  });

  it('does not throw when the fallback fetch fails', async () => {
    beacon.mockReturnValue(false);
    fetchMock.mockRejectedValue(new TypeError('offline'));
    attach(page());
    advance(1_000);
    expect(() => setVisibility('hidden')).not.toThrow();
    await Promise.resolve();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('unwiring removes every listener it added: nothing is sent after', () => {
    const added: [EventTarget, string, unknown][] = [];
    const removed: [EventTarget, string, unknown][] = [];
    const container = page();
    for (const target of [window, document, container] as EventTarget[]) {
      const add = jest.spyOn(target, 'addEventListener');
      const remove = jest.spyOn(target, 'removeEventListener');
      add.mockImplementation(function (this: EventTarget, ...args) {
        added.push([target, args[0], args[1]]);
        return EventTarget.prototype.addEventListener.apply(this, args);
      });
      remove.mockImplementation(function (this: EventTarget, ...args) {
        removed.push([target, args[0], args[1]]);
        return EventTarget.prototype.removeEventListener.apply(this, args);
      });
      undo.push(() => {
        add.mockRestore();
        remove.mockRestore();
      });
    }
    const detach = attachPageRuntime(container, { now: () => clock, navigate: jest.fn() });
    detach();
    expect(added.map(([, type]) => type)).toEqual(
      expect.arrayContaining(['visibilitychange', 'pagehide', 'scroll', 'focusin', 'input']),
    );
    const same = (a: (typeof added)[number], b: (typeof added)[number]) =>
      a[0] === b[0] && a[1] === b[1] && a[2] === b[2];
    expect(added.filter((a) => !removed.some((r) => same(a, r)))).toEqual([]);
    expect(removed).toHaveLength(added.length);
    advance(5_000);
    (container.querySelector('input[type="email"]') as HTMLInputElement).focus();
    setVisibility('hidden');
    pagehide();
    expect(beacon).not.toHaveBeenCalled();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
