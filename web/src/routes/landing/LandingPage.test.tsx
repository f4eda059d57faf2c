import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithApp } from '../../test/render';
import { LandingPage } from './LandingPage';

describe('LandingPage (000 §1, §2.2)', () => {
  const fetchMock = jest.fn();

  beforeEach(() => {
    window.localStorage.clear();
    window.sessionStorage.clear();
    fetchMock.mockReset();
    fetchMock.mockResolvedValue({ ok: true, status: 202, text: async () => '' });
    Object.assign(globalThis, { fetch: fetchMock });
  });

  it('sends Login and both calls to action to /api/login', () => {
    renderWithApp(<LandingPage />);
    for (const name of ['Login', 'Start Building for Free', 'Start Your Free Trial']) {
      expect(screen.getByRole('link', { name })).toHaveAttribute('href', '/api/login');
    }
  });

  it('makes every promise of the product', () => {
    renderWithApp(<LandingPage />);
    for (const title of [
      'Drag-and-drop builder',
      'Lead capture and scoring',
      'Automated email campaigns',
      'Analytics',
      'Template library',
      'A/B testing',
      'AI-powered platform',
    ]) {
      expect(screen.getByRole('heading', { level: 3, name: title })).toBeInTheDocument();
    }
    expect(screen.getAllByText(/No credit card required/).length).toBeGreaterThan(0);
    expect(screen.getByText('© 2024 FunnelForge')).toBeInTheDocument();
  });

  it('scrolls to the features when Explore Features is pressed', async () => {
    const scroll = jest.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(() => undefined);
    renderWithApp(<LandingPage />);
    await userEvent.click(screen.getByRole('button', { name: 'Explore Features' }));
    expect(scroll).toHaveBeenCalledTimes(1);
    expect(scroll.mock.contexts[0]).toBe(document.getElementById('features'));
    scroll.mockRestore();
  });

  it('stores ?ref= as referralCode and tracks it once', async () => {
    renderWithApp(<LandingPage />, { path: '/?ref=FRIEND10' });
    await screen.findByRole('heading', { level: 1 });
    expect(window.localStorage.getItem('referralCode')).toBe('FRIEND10');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/referral/track',
      expect.objectContaining({ method: 'POST' }),
    );
  });

  it('tracks nothing without ?ref=', () => {
    renderWithApp(<LandingPage />);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
