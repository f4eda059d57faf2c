import { Flex } from 'antd';
import type { CurrentUserFragment } from '../../gql/graphql';
import { AccountProfileForm } from '../../modules/accounts/AccountProfileForm';
import { DeleteAccountSection } from './DeleteAccountSection';

/** The Settings screen's Account tab (002 §2): username, email and password, and deleting the account. */
export function AccountTab({ user }: { user: CurrentUserFragment }) {
  return (
    <Flex vertical gap={24}>
      <AccountProfileForm user={user} />
      <DeleteAccountSection />
    </Flex>
  );
}
