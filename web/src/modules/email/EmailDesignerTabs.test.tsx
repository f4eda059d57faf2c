import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { renderWithApp } from '../../test/render';
import '../../test/timeouts';
import { expectToast, resetToasts } from '../../test/toasts';
import { EmailLivePreview, PREVIEW_WIDTHS } from './EmailLivePreview';
import { EmailPerformancePanel } from './EmailPerformancePanel';
import { EmailThemePicker } from './EmailThemePicker';
import { chooseMock, designerMock, figures, performanceMock, previewMock } from './email-designer-fixtures';

beforeEach(() => resetToasts());

describe('Email Designer tab', () => {
  it('shows the five themes with their read-only colours and marks the current one', async () => {
    renderWithApp(<EmailThemePicker />, { mocks: [designerMock('Modern')] });
    const modern = await screen.findByTestId('theme-Modern');
    expect(within(modern).getByText('Current theme')).toBeInTheDocument();
    expect(within(modern).getByRole('button', { name: 'In use' })).toBeDisabled();
    for (const name of ['Professional', 'Modern', 'Minimal', 'Vibrant', 'Corporate'])
      expect(screen.getByTestId(`theme-${name}`)).toBeInTheDocument();
    const primary = screen.getByLabelText(/Primary Color/, { selector: '#theme-Vibrant-primary' });
    expect(primary).toHaveValue('#c2410c');
    expect(primary).toHaveAttribute('readonly');
    expect(screen.getByLabelText(/Background Color/, { selector: '#theme-Vibrant-background' })).toHaveValue(
      '#fff7ed',
    );
  });

  it('saves the chosen theme, says so, and shows it as current', async () => {
    const user = userEvent.setup();
    renderWithApp(<EmailThemePicker />, {
      mocks: [designerMock('Professional'), chooseMock('Vibrant', 'ok'), designerMock('Vibrant')],
    });
    const vibrant = await screen.findByTestId('theme-Vibrant');
    await user.click(within(vibrant).getByRole('button', { name: 'Use Vibrant' }));
    await expectToast('Theme saved', 'Your campaign and sequence emails now use the Vibrant theme.');
    await waitFor(() =>
      expect(within(screen.getByTestId('theme-Vibrant')).getByText('Current theme')).toBeInTheDocument(),
    );
  });

  it("shows the server's message when saving fails", async () => {
    const user = userEvent.setup();
    const refused = {
      errors: [
        new GraphQLError('Theme must be one of Professional, Modern, Minimal, Vibrant, Corporate', {
          extensions: { code: 'BAD_USER_INPUT' },
        }),
      ],
    };
    renderWithApp(<EmailThemePicker />, {
      mocks: [designerMock('Professional'), chooseMock('Minimal', refused)],
    });
    const minimal = await screen.findByTestId('theme-Minimal');
    await user.click(within(minimal).getByRole('button', { name: 'Use Minimal' }));
    await expectToast('Error', 'Theme must be one of Professional, Modern, Minimal, Vibrant, Corporate');
  });
});

describe('Live Preview tab', () => {
  it('shows the rendered welcome email in a sandboxed frame at desktop, tablet and mobile widths', async () => {
    const user = userEvent.setup();
    renderWithApp(<EmailLivePreview />, {
      mocks: [designerMock('Modern'), previewMock('Modern', { theme: null })],
    });
    const frame = await screen.findByTitle('Email preview');
    expect(frame).toHaveAttribute('sandbox', '');
    expect(frame.getAttribute('srcdoc')).toContain('data-theme="Modern"');
    expect(frame).toHaveStyle({ width: `${PREVIEW_WIDTHS.desktop}px` });
    expect(screen.getByText('Welcome to Forge News!')).toBeInTheDocument();

    await user.click(screen.getByText('Tablet'));
    expect(frame).toHaveStyle({ width: `${PREVIEW_WIDTHS.tablet}px` });
    await user.click(screen.getByText('Mobile'));
    expect(frame).toHaveStyle({ width: `${PREVIEW_WIDTHS.mobile}px` });
    expect(PREVIEW_WIDTHS.mobile).toBeLessThan(PREVIEW_WIDTHS.tablet);
    expect(PREVIEW_WIDTHS.tablet).toBeLessThan(PREVIEW_WIDTHS.desktop);
  });

  it('previews another theme without choosing it', async () => {
    const user = userEvent.setup();
    renderWithApp(<EmailLivePreview />, {
      mocks: [
        designerMock('Modern'),
        previewMock('Modern', { theme: null }),
        previewMock('Corporate', { theme: 'Corporate' }),
      ],
    });
    await screen.findByTitle('Email preview');
    await user.click(screen.getByRole('combobox', { name: 'Preview theme' }));
    await user.click(await screen.findByTitle('Corporate'));
    await waitFor(() =>
      expect(screen.getByTitle('Email preview').getAttribute('srcdoc')).toContain('data-theme="Corporate"'),
    );
  });
});

describe('Performance tab', () => {
  it('says nothing was sent yet instead of showing figures', async () => {
    renderWithApp(<EmailPerformancePanel />, { mocks: [performanceMock()] });
    expect(await screen.findByText('No emails sent yet')).toBeInTheDocument();
    expect(screen.queryByText('Delivery Rate')).not.toBeInTheDocument();
    expect(screen.queryByText('98.5%')).not.toBeInTheDocument();
  });

  it('shows the real rates, their trends, the grade with its rule and the latest activity', async () => {
    renderWithApp(<EmailPerformancePanel />, {
      mocks: [
        performanceMock({
          overall: figures({
            attempted: 10,
            delivered: 8,
            failed: 2,
            opened: 5,
            clicked: 2,
            deliveryRate: 80,
            openRate: 62.5,
            clickRate: 25,
          }),
          current: figures({
            attempted: 5,
            delivered: 4,
            failed: 1,
            opened: 3,
            clicked: 1,
            deliveryRate: 80,
            openRate: 75,
            clickRate: 25,
          }),
          previous: figures({
            attempted: 4,
            delivered: 3,
            failed: 1,
            opened: 1,
            deliveryRate: 75,
            openRate: 33.3,
            clickRate: 0,
          }),
          trend: { __typename: 'EmailPerformanceTrend', deliveryRate: 5, openRate: -1.5, clickRate: 0 },
          grade: 'C',
          activity: [
            {
              __typename: 'EmailSendingActivity',
              id: 'c1',
              kind: 'campaign',
              name: 'Spring sale',
              subject: 'Spring is here',
              stepNumber: null,
              lastSentAt: '2026-11-20T10:00:00.000Z',
              delivered: 4,
              simulated: 0,
              failed: 1,
              opened: 3,
              clicked: 1,
            },
            {
              __typename: 'EmailSendingActivity',
              id: 's1:t2',
              kind: 'sequence',
              name: 'Welcome series',
              subject: 'Day two',
              stepNumber: 2,
              lastSentAt: '2026-10-12T10:00:00.000Z',
              delivered: 4,
              simulated: 0,
              failed: 1,
              opened: 2,
              clicked: 1,
            },
          ],
        }),
      ],
    });
    const delivery = await screen.findByTestId('deliveryRate');
    expect(within(delivery).getByText('80.0%')).toBeInTheDocument();
    expect(within(delivery).getByText('8 of 10 delivered')).toBeInTheDocument();
    expect(within(delivery).getByText(/Up 5.0 pts vs the previous 30 days/)).toBeInTheDocument();
    expect(within(screen.getByTestId('openRate')).getByText('62.5%')).toBeInTheDocument();
    expect(within(screen.getByTestId('openRate')).getByText(/Down 1.5 pts/)).toBeInTheDocument();
    expect(
      within(screen.getByTestId('clickRate')).getByText(/Unchanged vs the previous 30 days/),
    ).toBeInTheDocument();

    expect(screen.getByLabelText('Health grade')).toHaveTextContent('C');
    expect(screen.getByText(/best row below whose every rate/)).toBeInTheDocument();
    const ruleA = screen.getByRole('cell', { name: 'A+' }).closest('tr');
    expect(ruleA).toHaveTextContent(/≥\s98%/);
    expect(screen.getByRole('cell', { name: 'C' }).closest('tr')).toHaveClass('ff-email-health__current');

    expect(screen.getByText('Spring sale')).toBeInTheDocument();
    expect(screen.getByText('Nov 20, 2026')).toBeInTheDocument();
    expect(screen.getByText(/Welcome series · Step 2/)).toBeInTheDocument();
    expect(screen.getByText('4 delivered · 1 failed · 3 opened · 1 clicked')).toBeInTheDocument();
  });
  // Issue 24, item 6: opens by bots, scanners and privacy proxies are shown apart from the rates.
  it('shows machine opens apart from the readers’ open rate', async () => {
    renderWithApp(<EmailPerformancePanel />, {
      mocks: [
        performanceMock({
          overall: figures({
            attempted: 10,
            delivered: 10,
            opened: 2,
            machineOpened: 5,
            deliveryRate: 100,
            openRate: 20,
          }),
          current: figures({
            attempted: 10,
            delivered: 10,
            opened: 2,
            machineOpened: 5,
            deliveryRate: 100,
            openRate: 20,
          }),
        }),
      ],
    });
    const open = await screen.findByTestId('openRate');
    expect(within(open).getByText('20.0%')).toBeInTheDocument();
    expect(
      within(open).getByText('2 opened by readers · 5 only by machines, not counted'),
    ).toBeInTheDocument();
    const machines = screen.getByTestId('machine-opens');
    expect(within(machines).getByText('Machine opens (not counted)')).toBeInTheDocument();
    expect(within(machines).getByText('5')).toBeInTheDocument();
    expect(within(machines).getByText(/Apple Mail Privacy Protection/)).toBeInTheDocument();
  });
  // Issue 14, finding 6: simulated sends (no SMTP server) were counted as delivered.
  it('counts simulated sends apart, labelled as not delivered, and never as delivered', async () => {
    renderWithApp(<EmailPerformancePanel />, {
      mocks: [
        performanceMock({
          overall: figures({ simulated: 3 }),
          current: figures({ simulated: 3 }),
          activity: [
            {
              __typename: 'EmailSendingActivity',
              id: 'c1',
              kind: 'campaign',
              name: 'Launch',
              subject: 'We are live',
              stepNumber: null,
              lastSentAt: '2026-11-20T10:00:00.000Z',
              delivered: 0,
              simulated: 3,
              failed: 0,
              opened: 0,
              clicked: 0,
            },
          ],
        }),
      ],
    });
    const simulated = await screen.findByTestId('simulated');
    expect(within(simulated).getByText('Simulated (not delivered)')).toBeInTheDocument();
    expect(within(simulated).getByText('3')).toBeInTheDocument();
    expect(within(simulated).getByText(/logged, not delivered to anyone/)).toBeInTheDocument();
    // Nothing was delivered: no rate, no grade.
    const delivery = screen.getByTestId('deliveryRate');
    expect(within(delivery).getByText('–')).toBeInTheDocument();
    expect(within(delivery).getByText('0 of 0 delivered')).toBeInTheDocument();
    expect(screen.getByLabelText('Health grade')).toHaveTextContent('–');
    expect(screen.queryByText('No emails sent yet')).not.toBeInTheDocument();
    expect(
      screen.getByText(
        'Last 30 days: 0 sent (– opened) · 3 simulated (not delivered) · previous 30 days: 0 sent (– opened) · all time: 0 sent · 3 simulated (not delivered).',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText('0 delivered · 3 simulated (not delivered) · 0 failed · 0 opened · 0 clicked'),
    ).toBeInTheDocument();
  });

  it('shows no simulated figure when every send was real', async () => {
    renderWithApp(<EmailPerformancePanel />, {
      mocks: [performanceMock({ overall: figures({ attempted: 2, delivered: 2, deliveryRate: 100 }) })],
    });
    expect(await screen.findByTestId('deliveryRate')).toHaveTextContent('2 of 2 delivered');
    expect(screen.queryByTestId('simulated')).not.toBeInTheDocument();
    expect(screen.queryByText(/simulated/i)).not.toBeInTheDocument();
  });
});
