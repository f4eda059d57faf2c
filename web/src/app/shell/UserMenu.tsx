import { DownOutlined, LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Dropdown } from 'antd';
import { useNavigate } from 'react-router-dom';
import type { CurrentUserFragment } from '../../gql/graphql';
import { assignLocation } from '../browser-navigation';
import { displayNameFromEmail, initialsFromEmail } from '../../modules/accounts/display-name';

export function UserAvatar({ user, size = 32 }: { user: CurrentUserFragment; size?: number }) {
  return (
    <Avatar size={size} src={user.profileImageUrl ?? undefined} className="ff-avatar">
      {initialsFromEmail(user.email)}
    </Avatar>
  );
}

export function UserMenu({ user }: { user: CurrentUserFragment }) {
  const navigate = useNavigate();
  return (
    <Dropdown
      trigger={['click']}
      placement="bottomRight"
      menu={{
        items: [
          { key: 'profile', icon: <UserOutlined />, label: 'Profile' },
          { type: 'divider' },
          { key: 'logout', icon: <LogoutOutlined />, label: 'Log out', danger: true },
        ],
        onClick: ({ key }) => {
          // A data router's navigate answers a promise; with no loaders it never rejects.
          if (key === 'profile') void navigate('/profile');
          // A full navigation: the server ends the session and returns to the landing page.
          if (key === 'logout') assignLocation('/api/logout');
        },
      }}
    >
      <button type="button" className="ff-user-menu" aria-label="Account menu">
        <UserAvatar user={user} />
        <span className="ff-user-menu__name">{displayNameFromEmail(user.email)}</span>
        <DownOutlined className="ff-user-menu__caret" />
      </button>
    </Dropdown>
  );
}
