import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { CompleteTwoFactorSignInDocument, SignInDocument } from '../../gql/graphql';
import { janeDoe } from '../../test/fixtures';
import { currentLocation, LocationProbe } from '../../test/location';
import { renderWithApp } from '../../test/render';
import { SignInPage } from './SignInPage';

const input = { email: 'jane@example.com', password: 'Wrong-Password-1' };

describe('SignInPage', () => {
  it('checks the form before sending anything', async () => {
    renderWithApp(<SignInPage />, { path: '/login' });
    await userEvent.type(screen.getByLabelText('Email'), 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();
    expect(await screen.findByText('Password is required')).toBeInTheDocument();
  });

  it("shows the server's answer when sign-in fails", async () => {
    renderWithApp(<SignInPage />, {
      path: '/login',
      mocks: [
        {
          request: { query: SignInDocument, variables: { input } },
          result: {
            errors: [
              new GraphQLError('Invalid email or password', { extensions: { code: 'UNAUTHENTICATED' } }),
            ],
          },
        },
      ],
    });
    await userEvent.type(screen.getByLabelText('Email'), input.email);
    await userEvent.type(screen.getByLabelText('Password'), input.password);
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
  });

  it('puts field errors from the server next to their inputs', async () => {
    renderWithApp(<SignInPage />, {
      path: '/login',
      mocks: [
        {
          request: { query: SignInDocument, variables: { input } },
          result: {
            errors: [
              new GraphQLError('Too many sign-in attempts. Try again in 14 minutes.', {
                extensions: { code: 'RATE_LIMITED' },
              }),
            ],
          },
        },
      ],
    });
    await userEvent.type(screen.getByLabelText('Email'), input.email);
    await userEvent.type(screen.getByLabelText('Password'), input.password);
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many sign-in attempts. Try again in 14 minutes.',
    );
  });

  it('asks for the two-factor code after the password, and shows a refused code', async () => {
    const right = { email: 'jane@example.com', password: 'Right-Password-1' };
    renderWithApp(<SignInPage />, {
      path: '/login',
      mocks: [
        {
          request: { query: SignInDocument, variables: { input: right } },
          result: { data: { signIn: { __typename: 'SignInResult', twoFactorRequired: true, user: null } } },
        },
        {
          request: { query: CompleteTwoFactorSignInDocument, variables: { code: '000000' } },
          result: {
            errors: [
              new GraphQLError('That code is not valid.', {
                extensions: { code: 'BAD_USER_INPUT', fieldErrors: { code: 'That code is not valid.' } },
              }),
            ],
          },
        },
      ],
    });
    await userEvent.type(screen.getByLabelText('Email'), right.email);
    await userEvent.type(screen.getByLabelText('Password'), right.password);
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('heading', { name: 'Two-factor authentication' })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Authentication code'), '000000');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('That code is not valid.')).toBeInTheDocument();
    expect(screen.getByLabelText('Authentication code')).toBeInTheDocument();
  });

  it('opens at the code step when the identity provider handed over to it, then goes on to returnTo', async () => {
    renderWithApp(
      <>
        <SignInPage />
        <LocationProbe />
      </>,
      {
        path: '/login?twoFactor=1&returnTo=%2Ffunnels',
        mocks: [
          {
            request: { query: CompleteTwoFactorSignInDocument, variables: { code: '123456' } },
            result: { data: { completeTwoFactorSignIn: janeDoe } },
          },
        ],
      },
    );
    expect(screen.getByRole('heading', { name: 'Two-factor authentication' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Authentication code'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(currentLocation()).toBe('/funnels'));
  });

  it('goes back to the password form from a handed-over code step', async () => {
    renderWithApp(
      <>
        <SignInPage />
        <LocationProbe />
      </>,
      { path: '/login?twoFactor=1&returnTo=%2Ffunnels' },
    );
    await userEvent.click(screen.getByRole('button', { name: 'Sign in with a different account' }));
    expect(await screen.findByLabelText('Password')).toBeInTheDocument();
    expect(currentLocation()).toBe('/login?returnTo=%2Ffunnels');
  });

  it('shows an error handed back by the identity provider', () => {
    renderWithApp(<SignInPage />, { path: '/login?error=Sign-in%20failed.' });
    expect(screen.getByRole('alert')).toHaveTextContent('Sign-in failed.');
  });
});
