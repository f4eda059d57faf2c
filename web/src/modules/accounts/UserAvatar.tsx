import { Avatar } from 'antd';
import type { CurrentUserFragment } from '../../gql/graphql';
import { initialsFromEmail } from './display-name';

/** 000 §2.3: the profile image, else initials made from the email. */
export function UserAvatar({ user, size = 32 }: { user: CurrentUserFragment; size?: number }) {
  return (
    // The picture is decorative: the name is always said beside it.
    <Avatar size={size} src={user.profileImageUrl ?? undefined} alt="" className="ff-avatar">
      {initialsFromEmail(user.email)}
    </Avatar>
  );
}
