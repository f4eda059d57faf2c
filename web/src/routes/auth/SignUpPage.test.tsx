import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { SignUpDocument } from '../../gql/graphql';
import { renderWithApp } from '../../test/render';
import { SignUpPage } from './SignUpPage';

describe('SignUpPage', () => {
  beforeEach(() => window.localStorage.clear());

  it('asks for matching passwords of at least 8 characters', async () => {
    renderWithApp(<SignUpPage />, { path: '/signup' });
    await userEvent.type(screen.getByLabelText('Email'), 'new@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'short');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'different');
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(await screen.findByText('The passwords do not match')).toBeInTheDocument();
  });

  it('shows the reason a weak password was refused next to the password, and sends the referral code', async () => {
    window.localStorage.setItem('referralCode', 'FRIEND10');
    const input = { email: 'new@example.com', password: 'password1234', referralCode: 'FRIEND10' };
    renderWithApp(<SignUpPage />, {
      path: '/signup',
      mocks: [
        {
          request: { query: SignUpDocument, variables: { input } },
          result: {
            errors: [
              new GraphQLError('This password is too common. Choose one that is harder to guess.', {
                extensions: {
                  code: 'BAD_USER_INPUT',
                  fieldErrors: {
                    password: 'This password is too common. Choose one that is harder to guess.',
                  },
                },
              }),
            ],
          },
        },
      ],
    });
    await userEvent.type(screen.getByLabelText('Email'), input.email);
    await userEvent.type(screen.getByLabelText('Password'), input.password);
    await userEvent.type(screen.getByLabelText('Confirm password'), input.password);
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(
      await screen.findByText('This password is too common. Choose one that is harder to guess.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  // Issue 14, finding 5: a sign-up with an address that has an account is refused neutrally.
  it("shows a refused sign-up's message in the alert, with the way to sign in, not as a fault of the email", async () => {
    const refused =
      'We could not create an account with these details. If you already have an account, sign in instead.';
    const input = {
      email: 'taken@example.com',
      password: 'Another-Strong-Passphrase-77',
      referralCode: null,
    };
    renderWithApp(<SignUpPage />, {
      path: '/signup?returnTo=%2Ffunnels',
      mocks: [
        {
          request: { query: SignUpDocument, variables: { input } },
          result: {
            errors: [
              new GraphQLError(refused, {
                extensions: { code: 'BAD_USER_INPUT', fieldErrors: { email: refused } },
              }),
            ],
          },
        },
      ],
    });
    await userEvent.type(screen.getByLabelText('Email'), input.email);
    await userEvent.type(screen.getByLabelText('Password'), input.password);
    await userEvent.type(screen.getByLabelText('Confirm password'), input.password);
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(refused);
    expect(within(alert).getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/login?returnTo=%2Ffunnels',
    );
    // Said once, in the alert: not next to the email as if the address were wrong.
    expect(screen.getAllByText(refused)).toHaveLength(1);
    expect(screen.getByLabelText('Email')).not.toHaveAttribute('aria-invalid', 'true');
  });
});
