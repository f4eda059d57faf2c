import { fireEvent, render, waitFor } from '@testing-library/react';
import { createElement } from '../config';
import { PageView } from '../PageView';
import { attachPageRuntime } from './runtime';

/**
 * What the page runtime did before engagement was added, kept as it was while the script was
 * made smaller: form validation and posting, click reports, countdowns.
 */

const NOW = Date.UTC(2026, 0, 1);

function page() {
  return render(
    <PageView
      config={{
        elements: [
          createElement('form', 'optin'),
          createElement('countdown', 'cd'),
          { ...createElement('button', 'b'), link: 'https://example.com/x' },
        ],
        pageBackground: { color: '#fff', gradient: '', useGradient: false },
      }}
      ctx={{ mode: 'published', funnelId: 'f1', now: NOW }}
    />,
  ).container;
}

const fetchBefore = global.fetch;
const undo: (() => void)[] = [];
let clock = NOW;

function attach(root: HTMLElement) {
  const detach = attachPageRuntime(root, { now: () => clock, navigate: jest.fn() });
  undo.push(detach);
}

function respond(status: number, body: unknown) {
  const fetch = jest.fn(async () => new Response(JSON.stringify(body), { status }));
  global.fetch = fetch as unknown as typeof global.fetch;
  return fetch;
}

const field = (container: HTMLElement, name: string) =>
  container.querySelector(`input[name="${name}"]`) as HTMLInputElement;
const errorOf = (input: HTMLElement) =>
  input.closest('.ffp-field')?.querySelector('.ffp-field__error')?.textContent;

afterEach(() => {
  while (undo.length > 0) undo.pop()?.();
  global.fetch = fetchBefore;
  clock = NOW;
  jest.useRealTimers();
});

describe('lead forms', () => {
  it('shows what is wrong with each field, focuses the first, and posts nothing', () => {
    const fetch = respond(201, {});
    const container = page();
    attach(container);
    const form = container.querySelector('form') as HTMLFormElement;
    const email = field(container, 'email');
    fireEvent.change(email, { target: { value: '   ' } });
    fireEvent.submit(form);
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(errorOf(email)).toBe('Email is required');
    expect(field(container, 'name')).toHaveAttribute('aria-invalid', 'false');
    expect(document.activeElement).toBe(email);

    fireEvent.change(email, { target: { value: 'not-an-address' } });
    fireEvent.submit(form);
    expect(errorOf(email)).toBe('Enter a valid email address');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('asks for a required field of a contact form in its own words', () => {
    const fetch = respond(201, {});
    const container = render(
      <PageView
        config={{
          elements: [createElement('contact-form', 'contact')],
          pageBackground: { color: '#fff', gradient: '', useGradient: false },
        }}
        ctx={{ mode: 'published', funnelId: 'f1', now: NOW }}
      />,
    ).container;
    attach(container);
    const required = Array.from(container.querySelectorAll<HTMLInputElement>('.ffp-input')).filter(
      (input) => input.required && input.type !== 'email',
    );
    expect(required.length).toBeGreaterThan(0);
    fireEvent.change(field(container, 'email'), { target: { value: 'vera@example.com' } });
    fireEvent.submit(container.querySelector('form') as HTMLFormElement);
    for (const input of required) expect(errorOf(input)).toBe('This field is required');
    expect(errorOf(field(container, 'email'))).toBe('');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('clears the errors and posts the fields, the element and the page', async () => {
    const fetch = respond(201, { ok: true });
    const container = page();
    attach(container);
    const form = container.querySelector('form') as HTMLFormElement;
    const email = field(container, 'email');
    fireEvent.submit(form);
    expect(errorOf(email)).toBe('Email is required');
    fireEvent.change(email, { target: { value: ' vera@example.com ' } });
    fireEvent.change(field(container, 'name'), { target: { value: 'Vera' } });
    fireEvent.submit(form);
    expect(email).toHaveAttribute('aria-invalid', 'false');
    expect(errorOf(email)).toBe('');
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/public/funnels/f1/leads');
    expect(init).toMatchObject({ method: 'POST', headers: { 'Content-Type': 'application/json' } });
    expect(JSON.parse(String(init.body))).toEqual({
      name: 'Vera',
      email: 'vera@example.com',
      phone: '',
      website: '',
      elementId: 'optin',
      pageUrl: window.location.href,
    });
    await waitFor(() =>
      expect(container.querySelector('.ffp-form__message')).toHaveTextContent(
        "Thank you! We'll be in touch soon.",
      ),
    );
  });

  it("shows the server's field errors and message when the lead is refused", async () => {
    respond(422, { message: 'Please check the form.', fieldErrors: { email: 'Use your work address' } });
    const container = page();
    attach(container);
    fireEvent.change(field(container, 'email'), { target: { value: 'vera@example.com' } });
    fireEvent.submit(container.querySelector('form') as HTMLFormElement);
    const message = container.querySelector('.ffp-form__message') as HTMLElement;
    await waitFor(() => expect(message).toHaveTextContent('Please check the form.'));
    expect(message).toHaveAttribute('data-kind', 'error');
    expect(errorOf(field(container, 'email'))).toBe('Use your work address');
    // As with the form's own checks, the first field in error has the focus.
    expect(field(container, 'email')).toHaveAttribute('aria-invalid', 'true');
    expect(document.activeElement).toBe(field(container, 'email'));
  });
});

describe('click reports', () => {
  const stopNavigation = (event: Event) => event.preventDefault();
  beforeEach(() => document.addEventListener('click', stopNavigation));
  afterEach(() => {
    document.removeEventListener('click', stopNavigation);
    delete (navigator as unknown as Record<string, unknown>).sendBeacon;
  });

  const report = {
    funnelId: 'f1',
    elementId: 'b',
    elementType: 'button',
    action: 'link',
    targetUrl: 'https://example.com/x',
  };

  it('sends a tracked click by beacon', async () => {
    const sendBeacon = jest.fn((_url: string, _blob: Blob) => true);
    Object.defineProperty(navigator, 'sendBeacon', { configurable: true, value: sendBeacon });
    const fetch = respond(204, {});
    const container = page();
    attach(container);
    fireEvent.click(container.querySelector('[data-ff-track]') as HTMLElement);
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    const [url, blob] = sendBeacon.mock.calls[0] as [string, Blob];
    expect(url).toBe('/api/track/click');
    expect(blob.type).toBe('application/json');
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(blob);
    });
    expect(JSON.parse(text)).toEqual(report);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('falls back to a keepalive fetch without a beacon', () => {
    const fetch = respond(204, {});
    const container = page();
    attach(container);
    fireEvent.click(container.querySelector('[data-ff-track]') as HTMLElement);
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/track/click');
    expect(init).toMatchObject({ method: 'POST', keepalive: true });
    expect(JSON.parse(String(init.body))).toEqual(report);
  });
});

describe('countdowns', () => {
  const values = (counter: Element) =>
    Array.from(counter.querySelectorAll('[data-unit]')).map((unit) => unit.textContent);

  it('ticks an evergreen countdown from the visitor’s arrival', () => {
    const container = page();
    jest.useFakeTimers();
    attach(container);
    const counter = container.querySelector('[data-ff-countdown]') as HTMLElement;
    expect(values(counter)).toEqual(['01', '00', '00', '00']);
    clock += 1_000;
    jest.advanceTimersByTime(1_000);
    expect(values(counter)).toEqual(['00', '23', '59', '59']);
  });

  it('shows the expired text once the end has passed, and leaves one without an end alone', () => {
    const container = document.createElement('div');
    container.innerHTML = `
      <div id="past" data-ff-countdown data-end="2025-12-31T23:59:00.000Z">
        <div class="ffp-countdown__units"><span data-unit="minutes">07</span><span data-unit="seconds">05</span></div>
        <p class="ffp-countdown__expired" hidden>Over</p>
      </div>
      <div id="none" data-ff-countdown><span data-unit="seconds">42</span></div>`;
    document.body.appendChild(container);
    undo.push(() => container.remove());
    attach(container);
    const past = container.querySelector('#past') as HTMLElement;
    expect(values(past)).toEqual(['00', '00']);
    expect(past.querySelector('.ffp-countdown__units')).toHaveAttribute('hidden');
    expect(past.querySelector('.ffp-countdown__expired')).not.toHaveAttribute('hidden');
    expect(values(container.querySelector('#none') as HTMLElement)).toEqual(['42']);
  });
});
