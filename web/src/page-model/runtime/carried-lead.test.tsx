import { fireEvent, render, waitFor } from '@testing-library/react';
import { createElement } from '../config';
import { PageView } from '../PageView';
import { attachPageRuntime } from './runtime';

const NOW = Date.UTC(2026, 0, 1);
const formElement = () => ({
  ...createElement('form', 'optin'),
  action: 'form-redirect' as const,
  link: '/p/f1/thanks',
});

function page() {
  return render(
    <PageView
      config={{
        elements: [formElement()],
        pageBackground: { color: '#fff', gradient: '', useGradient: false },
      }}
      ctx={{ mode: 'published', funnelId: 'f1', now: NOW }}
    />,
  ).container;
}

function respond(body: unknown) {
  return jest.fn(async () => new Response(JSON.stringify(body), { status: 201 }));
}

describe('a lead carried between steps', () => {
  const fetchBefore = global.fetch;
  afterEach(() => {
    global.fetch = fetchBefore;
    window.history.replaceState(null, '', '/');
  });

  it('goes to the next step with the token in the fragment', async () => {
    const fetch = respond({ ok: true, leadToken: 'abc.def' });
    global.fetch = fetch as unknown as typeof global.fetch;
    const navigate = jest.fn();
    const container = page();
    const detach = attachPageRuntime(container, { navigate });
    const form = container.querySelector('form') as HTMLFormElement;
    fireEvent.change(form.querySelector('input[type="email"]') as HTMLInputElement, {
      target: { value: 'vera@example.com' },
    });
    try {
      fireEvent.submit(form);
      // After the success message has been seen for a moment (the runtime's redirect delay).
      await waitFor(() => expect(navigate).toHaveBeenCalledWith('/p/f1/thanks#ff-lead=abc.def'), {
        timeout: 3000,
      });
    } finally {
      detach();
    }
  });

  it('on the next step, hides the email field, sends the token and takes it out of the address', async () => {
    window.history.replaceState(null, '', '/p/f1/thanks#ff-lead=abc.def');
    const fetch = respond({ ok: true, leadToken: 'abc.def' });
    global.fetch = fetch as unknown as typeof global.fetch;
    const container = page();
    const detach = attachPageRuntime(container, { navigate: jest.fn() });
    try {
      expect(window.location.hash).toBe('');
      const email = container.querySelector('input[type="email"]') as HTMLInputElement;
      expect(email.closest('.ffp-field')).toHaveAttribute('hidden');
      fireEvent.submit(container.querySelector('form') as HTMLFormElement);
      await waitFor(() => expect(fetch).toHaveBeenCalled());
      const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
      expect(JSON.parse(String(init.body))).toMatchObject({ leadToken: 'abc.def' });
    } finally {
      detach();
    }
  });
});
