import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { janeDoe, quietMeUpdated } from '../../test/fixtures';
import { renderWithApp } from '../../test/render';
import { assignLocation } from '../browser-navigation';
import { AppShell } from './AppShell';

jest.mock('../browser-navigation', () => ({ assignLocation: jest.fn() }));

function Where() {
  return <div data-testid="where">{useLocation().pathname}</div>;
}

function renderShell(path = '/', user = janeDoe) {
  return renderWithApp(
    <Routes>
      <Route element={<AppShell user={user} />}>
        <Route path="*" element={<Where />} />
      </Route>
    </Routes>,
    { path, mocks: [quietMeUpdated] },
  );
}

describe('AppShell (000 §2.3)', () => {
  beforeEach(() => {
    window.innerWidth = 1280;
    (assignLocation as jest.Mock).mockReset();
  });

  it('names the user from the email, with initials, and their plan', () => {
    renderShell();
    expect(screen.getAllByText('Jane Doe').length).toBeGreaterThan(0);
    expect(screen.getAllByText('JD').length).toBeGreaterThan(0);
    expect(screen.getByText('Free Plan')).toBeInTheDocument();
    expect(screen.getByText('© 2024 FunnelForge')).toBeInTheDocument();
  });

  it('shows the profile picture when there is one', () => {
    renderShell('/', { ...janeDoe, profileImageUrl: 'https://img.example/jane.png' });
    expect(document.querySelector('img[src="https://img.example/jane.png"]')).not.toBeNull();
  });

  it('opens /profile from the gear and /builder from New', async () => {
    renderShell('/leads');
    await userEvent.click(screen.getByRole('button', { name: 'Profile settings' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/profile');
    await userEvent.click(screen.getByRole('button', { name: 'New funnel' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/builder');
  });

  it('names the account menu by what it shows, so its label contains its visible text', () => {
    renderShell();
    expect(screen.getByRole('button', { name: 'JD Jane Doe Account menu' })).toBeInTheDocument();
  });

  it('offers Profile and Log out in the user menu; Log out posts a form to /api/logout', async () => {
    renderShell();
    const form = document.querySelector<HTMLFormElement>('form[action="/api/logout"]');
    expect(form).not.toBeNull();
    expect(form).toHaveAttribute('method', 'post');
    // jsdom cannot leave the page: the submission is observed and stopped.
    const submitted = jest.fn((event: Event) => event.preventDefault());
    form?.addEventListener('submit', submitted);
    await userEvent.click(screen.getByRole('button', { name: /Account menu/ }));
    await userEvent.click(await screen.findByText('Log out'));
    expect(submitted).toHaveBeenCalledTimes(1);
    // Never a GET navigation to the sign-out path.
    expect(assignLocation).not.toHaveBeenCalled();
  });

  it('opens Profile from the user menu', async () => {
    renderShell('/leads');
    await userEvent.click(screen.getByRole('button', { name: /Account menu/ }));
    await userEvent.click(await screen.findByText('Profile'));
    expect(screen.getByTestId('where')).toHaveTextContent('/profile');
  });

  it('starts with a skip link that moves focus to the main content', async () => {
    renderShell('/leads');
    await userEvent.tab();
    const skip = screen.getByRole('link', { name: 'Skip to content' });
    expect(skip).toHaveFocus();
    expect(skip).toHaveAttribute('href', '#main');
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('navigates from the sidebar and marks the current page', async () => {
    renderShell('/');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    await userEvent.click(within(nav).getByText('Recycle Bin'));
    expect(screen.getByTestId('where')).toHaveTextContent('/recycle-bin');
    expect(screen.getByRole('heading', { level: 1, name: 'Recycle Bin' })).toBeInTheDocument();
  });

  it('uses a drawer under 768 px that closes after a choice', async () => {
    window.innerWidth = 375;
    renderShell('/');
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    await userEvent.click(within(nav).getByText('Analytics'));
    expect(screen.getByTestId('where')).toHaveTextContent('/analytics');
    await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument());
  });
});
