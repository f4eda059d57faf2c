import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { renderWithApp } from '../../test/render';
import '../../test/timeouts';
import { expectToast, resetToasts } from '../../test/toasts';
import { LeadDrawer } from './LeadDrawer';
import { leadMock, makeLeadDetail, updateLeadMock } from './lead-test-fixtures';

const lead = makeLeadDetail();

function renderDrawer(mocks: ReadonlyArray<MockLink.MockedResponse>, leadId: string | null = lead.id) {
  const user = userEvent.setup();
  const onClose = jest.fn();
  const onChanged = jest.fn();
  const view = renderWithApp(<LeadDrawer leadId={leadId} onClose={onClose} onChanged={onChanged} />, {
    mocks,
  });
  return { user, onClose, onChanged, ...view };
}

/** The drawer's section titled `title`, once the lead has loaded. */
async function findSection(title: string): Promise<HTMLElement> {
  return screen.findByRole('region', { name: title });
}

/** The value next to the label `label` in a list of fields. */
function fieldValue(section: HTMLElement, label: string): HTMLElement {
  const term = within(section).getByText(label, { selector: 'dt' });
  const value = term.nextElementSibling;
  if (!(value instanceof HTMLElement)) throw new Error(`No value for ${label}`);
  return value;
}

const failure = (message: string, code: string, fieldErrors?: Record<string, string>) => ({
  errors: [new GraphQLError(message, { extensions: { code, ...(fieldErrors ? { fieldErrors } : {}) } })],
});

async function editField(user: UserEvent, label: string, value: string) {
  await user.click(screen.getByRole('button', { name: `Edit ${label}` }));
  const input = screen.getByRole('textbox', { name: label });
  await user.clear(input);
  await user.type(input, value);
  return input;
}

beforeEach(() => resetToasts());

describe('LeadDrawer', () => {
  it('shows every field of the lead', async () => {
    renderDrawer([leadMock(lead)]);
    const details = await findSection('Details');
    expect(screen.getByText('Jane Doe', { selector: '.ff-lead-drawer__title' })).toBeInTheDocument();
    expect(fieldValue(details, 'Email')).toHaveTextContent('jane@acme.com');
    expect(fieldValue(details, 'First Name')).toHaveTextContent('Jane');
    expect(fieldValue(details, 'Last Name')).toHaveTextContent('Doe');
    expect(fieldValue(details, 'Phone')).toHaveTextContent('+1 555 0100');
    expect(fieldValue(details, 'Company')).toHaveTextContent('Acme Inc');
    expect(fieldValue(details, 'Source')).toHaveTextContent('Website');
    expect(within(fieldValue(details, 'Status')).getByTitle('New')).toBeInTheDocument();
    expect(fieldValue(details, 'Funnel')).toHaveTextContent('Spring Launch');
    expect(fieldValue(details, 'Date Added')).toHaveTextContent('Nov 21, 2026');
    expect(fieldValue(details, 'Last Updated')).toHaveTextContent(/^Nov 22, 2026, \d{1,2}:30 (AM|PM)$/);
    expect(fieldValue(details, 'Last Contacted')).toHaveTextContent('Never');

    expect(within(await findSection('Tags')).getByText('vip')).toBeInTheDocument();
    expect(fieldValue(await findSection('Custom Fields'), 'plan')).toHaveTextContent('pro');

    const submissions = await findSection('Form Submissions');
    expect(within(submissions).getByText('Spring Launch')).toBeInTheDocument();
    expect(fieldValue(submissions, 'message')).toHaveTextContent('Tell me more');
    expect(within(await findSection('Activity')).getByText('Captured by Spring Launch')).toBeInTheDocument();
    // No campaign row for a lead whose visit had no UTM parameters.
    expect(within(details).queryByText('Campaign', { selector: 'dt' })).toBeNull();
  });

  it('shows a pending double opt-in lead with the consent it gave, and a confirmed one with its time', async () => {
    const consent = {
      __typename: 'LeadConsent' as const,
      id: 'c-1',
      createdAt: '2026-11-21T12:00:00.000Z',
      formName: 'Form "Get the letter" on step \'Main\' (Spring Launch)',
      consentText: 'Send me the weekly letter.',
      ipNetwork: '203.0.113.0',
      confirmedAt: null,
    };
    const pending = makeLeadDetail({ optIn: 'pending', consents: [consent] });
    const { unmount } = renderDrawer([leadMock(pending)]);
    const details = await findSection('Details');
    const value = fieldValue(details, 'Email consent');
    expect(within(value).getByText('Pending confirmation')).toBeInTheDocument();
    expect(value).toHaveTextContent('from network 203.0.113.0');
    expect(value).toHaveTextContent('Form "Get the letter"');
    expect(value).toHaveTextContent('Send me the weekly letter.');
    unmount();

    const confirmed = makeLeadDetail({
      optIn: 'confirmed',
      consents: [{ ...consent, confirmedAt: '2026-11-21T12:05:00.000Z' }],
    });
    renderDrawer([leadMock(confirmed)]);
    const again = fieldValue(await findSection('Details'), 'Email consent');
    expect(within(again).queryByText('Pending confirmation')).not.toBeInTheDocument();
    expect(again).toHaveTextContent(/Confirmed Nov 21, 2026/);
  });

  it('says a lead without a consent record was never asked', async () => {
    renderDrawer([leadMock(lead)]);
    expect(fieldValue(await findSection('Details'), 'Email consent')).toHaveTextContent('No double opt-in');
  });

  it('shows the UTM campaign of the visit that captured the lead', async () => {
    const tagged = makeLeadDetail({
      utm: {
        __typename: 'LeadUtm',
        source: 'google',
        medium: 'cpc',
        campaign: 'brand',
        term: 'shoes',
        content: null,
      },
    });
    renderDrawer([leadMock(tagged)]);
    const details = await findSection('Details');
    expect(fieldValue(details, 'Campaign')).toHaveTextContent('google / cpc / brand · term: shoes');
  });

  it('explains the automatic score rule by rule', async () => {
    renderDrawer([leadMock(lead)]);
    const score = await findSection('Score');
    expect(within(score).getByText('Automatic score', { selector: '.ff-badge' })).toBeInTheDocument();
    expect(within(score).getByText('Automatic score: 85')).toBeInTheDocument();
    const rows = within(within(score).getByRole('list', { name: 'Score breakdown' }))
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(rows).toEqual(['Valid email address+20', 'Phone number given+10', 'No campaign emails opened0']);
    expect(within(score).queryByText('Use automatic score')).not.toBeInTheDocument();
  });

  it("shows a manual score overriding the automatic one, and 'Use automatic score' clears it", async () => {
    const manual = makeLeadDetail({ score: 40, manualScore: 40 });
    const { user, onChanged } = renderDrawer([
      leadMock(manual),
      updateLeadMock(manual.id, { clearManualScore: true }, makeLeadDetail()),
    ]);
    const score = await findSection('Score');
    expect(within(score).getByText('Manual score', { selector: '.ff-badge' })).toBeInTheDocument();
    expect(
      within(score).getByText('A score of 40 set by hand overrides the automatic score of 85.'),
    ).toBeInTheDocument();
    expect(within(score).getByRole('meter', { name: 'Lead score' })).toHaveAttribute('aria-valuenow', '40');

    await user.click(within(score).getByText('Use automatic score'));
    await expectToast('Success', 'Lead updated successfully');
    await waitFor(() =>
      expect(within(score).getByRole('meter', { name: 'Lead score' })).toHaveAttribute('aria-valuenow', '85'),
    );
    expect(within(score).getByText('Automatic score', { selector: '.ff-badge' })).toBeInTheDocument();
    expect(within(score).queryByText(/set by hand overrides/)).not.toBeInTheDocument();
    expect(onChanged).toHaveBeenCalledTimes(1);
  });

  it('sets a score by hand, refusing one out of range without asking the server', async () => {
    const { user } = renderDrawer([
      leadMock(lead),
      updateLeadMock(lead.id, { score: 70 }, makeLeadDetail({ score: 70, manualScore: 70 })),
    ]);
    const score = await findSection('Score');
    await user.click(within(score).getByText('Set score by hand'));
    expect(within(score).getByRole('alert')).toHaveTextContent('Enter a whole number from 0 to 100');
    await user.type(within(score).getByRole('spinbutton', { name: 'Manual score' }), '70');
    await user.click(within(score).getByText('Set score by hand'));
    await waitFor(() =>
      expect(
        within(score).getByText('A score of 70 set by hand overrides the automatic score of 85.'),
      ).toBeInTheDocument(),
    );
  });

  it('adds a tag with Enter and removes one with its button', async () => {
    const { user } = renderDrawer([
      leadMock(lead),
      updateLeadMock(lead.id, { tags: ['vip', 'hot'] }, makeLeadDetail({ tags: ['vip', 'hot'] })),
      updateLeadMock(lead.id, { tags: ['hot'] }, makeLeadDetail({ tags: ['hot'] })),
    ]);
    const tags = await findSection('Tags');
    await user.type(within(tags).getByRole('textbox', { name: 'New tag' }), ' hot {Enter}');
    expect(await within(tags).findByText('hot')).toBeInTheDocument();
    expect(within(tags).getByRole('textbox', { name: 'New tag' })).toHaveValue('');

    await user.click(within(tags).getByRole('button', { name: 'Remove tag vip' }));
    await waitFor(() => expect(within(tags).queryByText('vip')).not.toBeInTheDocument());
    expect(within(tags).getByText('hot')).toBeInTheDocument();
  });

  it('refuses a tag the lead already has without asking the server', async () => {
    const { user } = renderDrawer([leadMock(lead)]);
    const tags = await findSection('Tags');
    await user.type(within(tags).getByRole('textbox', { name: 'New tag' }), 'vip{Enter}');
    expect(within(tags).getByRole('alert')).toHaveTextContent('"vip" is already a tag');
  });

  it('edits a custom value in place, adds a field and removes one', async () => {
    const { user } = renderDrawer([
      leadMock(lead),
      updateLeadMock(
        lead.id,
        { customFields: { plan: 'enterprise' } },
        makeLeadDetail({ customFields: { plan: 'enterprise' } }),
      ),
      updateLeadMock(
        lead.id,
        { customFields: { plan: 'enterprise', seats: '25' } },
        makeLeadDetail({ customFields: { plan: 'enterprise', seats: '25' } }),
      ),
      updateLeadMock(
        lead.id,
        { customFields: { seats: '25' } },
        makeLeadDetail({ customFields: { seats: '25' } }),
      ),
    ]);
    const custom = await findSection('Custom Fields');
    await user.click(within(custom).getByRole('button', { name: 'Edit Value of plan' }));
    const input = within(custom).getByRole('textbox', { name: 'Value of plan' });
    await user.clear(input);
    await user.type(input, 'enterprise{Enter}');
    await waitFor(() => expect(fieldValue(custom, 'plan')).toHaveTextContent('enterprise'));

    await user.type(within(custom).getByRole('textbox', { name: 'Field name' }), 'seats');
    await user.type(within(custom).getByRole('textbox', { name: 'Field value' }), '25');
    await user.click(within(custom).getByText('Add field'));
    await waitFor(() => expect(fieldValue(custom, 'seats')).toHaveTextContent('25'));

    await user.click(within(custom).getByRole('button', { name: 'Remove field plan' }));
    await waitFor(() => expect(within(custom).queryByText('plan')).not.toBeInTheDocument());
  });

  it('saves an edited field and shows a refusal of the server next to it', async () => {
    const { user } = renderDrawer([
      leadMock(lead),
      updateLeadMock(lead.id, { company: 'Globex' }, makeLeadDetail({ company: 'Globex' })),
      {
        request: updateLeadMock(lead.id, { email: 'bob@acme.com' }, lead).request,
        result: failure('A lead with this email already exists', 'CONFLICT', {
          email: 'A lead with this email already exists',
        }),
      },
    ]);
    const details = await findSection('Details');
    await editField(user, 'Company', 'Globex{Enter}');
    await waitFor(() => expect(fieldValue(details, 'Company')).toHaveTextContent('Globex'));
    await expectToast('Success', 'Lead updated successfully');

    const email = await editField(user, 'Email', 'bob@acme.com{Enter}');
    await expectToast('Error', 'Failed to update lead');
    expect(await within(details).findByRole('alert')).toHaveTextContent(
      'A lead with this email already exists',
    );
    expect(email).toHaveAttribute('aria-invalid', 'true');
  });

  it('refuses an empty email without asking the server', async () => {
    const { user } = renderDrawer([leadMock(lead)]);
    const details = await findSection('Details');
    await user.click(screen.getByRole('button', { name: 'Edit Email' }));
    await user.clear(screen.getByRole('textbox', { name: 'Email' }));
    await user.click(screen.getByRole('button', { name: 'Save Email' }));
    expect(within(details).getByRole('alert')).toHaveTextContent('Email is required');
  });

  it('cancels an edit with Escape without closing, and closes with Escape after', async () => {
    const { user, onClose } = renderDrawer([leadMock(lead)]);
    const details = await findSection('Details');
    await editField(user, 'Phone', '999');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('textbox', { name: 'Phone' })).not.toBeInTheDocument();
    expect(fieldValue(details, 'Phone')).toHaveTextContent('+1 555 0100');
    expect(onClose).not.toHaveBeenCalled();

    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('says so when the lead no longer exists', async () => {
    renderDrawer([{ request: leadMock(lead).request, result: failure('Lead not found', 'NOT_FOUND') }]);
    expect(await screen.findByText('This lead no longer exists.')).toBeInTheDocument();
  });
});
