import type { MockLink } from '@apollo/client/testing';
import { MeDocument, MeUpdatedDocument, type CurrentUserFragment } from '../gql/graphql';

export const janeDoe: CurrentUserFragment = {
  __typename: 'User',
  id: '3f1c6a52-9a7e-4a53-9e35-5b9a1f0c2d11',
  email: 'jane.doe@example.com',
  firstName: null,
  lastName: null,
  profileImageUrl: null,
  membershipLevel: 'free',
  createdAt: '2026-11-01T10:00:00.000Z',
  username: null,
  bio: null,
  subscriptionStatus: null,
  subscriptionEndDate: null,
};

export function meMock(user: CurrentUserFragment | null, delay = 0): MockLink.MockedResponse {
  return { request: { query: MeDocument }, result: { data: { __typename: 'Query', me: user } }, delay };
}

/** The signed-in shell listens for account changes; this subscription stays open and silent. */
export const quietMeUpdated: MockLink.MockedResponse = {
  request: { query: MeUpdatedDocument },
  result: { data: null },
  delay: Infinity,
};

export const signedIn = (user: CurrentUserFragment = janeDoe, delay = 0) => [
  meMock(user, delay),
  quietMeUpdated,
];
