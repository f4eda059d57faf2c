import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { DeleteAccountDocument } from '../../gql/graphql';
import { renderWithApp } from '../../test/render';
import '../../test/timeouts';
import { DeleteAccountSection } from './DeleteAccountSection';

const input = (password: string) => ({ input: { password, confirmation: 'DELETE' } });

describe('DeleteAccountSection', () => {
  it('deletes only after the password and DELETE typed out, then leaves', async () => {
    const onDeleted = jest.fn();
    renderWithApp(<DeleteAccountSection onDeleted={onDeleted} />, {
      mocks: [
        {
          request: { query: DeleteAccountDocument, variables: input('Wrong-Password-1') },
          result: {
            errors: [
              new GraphQLError('That password is not correct', {
                extensions: {
                  code: 'BAD_USER_INPUT',
                  fieldErrors: { password: 'That password is not correct' },
                },
              }),
            ],
          },
        },
        {
          request: { query: DeleteAccountDocument, variables: input('Right-Password-1') },
          result: { data: { deleteAccount: true } },
        },
      ],
    });

    await userEvent.click(screen.getByRole('button', { name: 'Delete Account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    expect(dialog).toBeInTheDocument();
    const confirm = screen.getByRole('button', { name: 'Delete My Account' });
    expect(confirm).toBeDisabled();

    await userEvent.type(screen.getByLabelText('Current password'), 'Wrong-Password-1');
    await userEvent.type(screen.getByLabelText('Type DELETE to confirm'), 'delete');
    expect(confirm).toBeDisabled();
    await userEvent.clear(screen.getByLabelText('Type DELETE to confirm'));
    await userEvent.type(screen.getByLabelText('Type DELETE to confirm'), 'DELETE');
    expect(confirm).toBeEnabled();
    await userEvent.click(confirm);
    expect(await screen.findByText('That password is not correct')).toBeInTheDocument();
    expect(onDeleted).not.toHaveBeenCalled();

    await userEvent.clear(screen.getByLabelText('Current password'));
    await userEvent.type(screen.getByLabelText('Current password'), 'Right-Password-1');
    await userEvent.click(screen.getByRole('button', { name: 'Delete My Account' }));
    await screen.findByRole('dialog');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(onDeleted).toHaveBeenCalledTimes(1);
    // Many steps through antd forms on a shared machine.
  }, 90_000);
});
