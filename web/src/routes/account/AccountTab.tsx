import type { CurrentUserFragment } from '../../gql/graphql';
import { AccountProfileForm } from '../../modules/accounts/AccountProfileForm';

/** The Settings screen's Account tab (002 §2): the account's username, email and password. */
export function AccountTab({ user }: { user: CurrentUserFragment }) {
  return <AccountProfileForm user={user} />;
}
