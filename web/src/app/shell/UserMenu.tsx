import { DownOutlined, LogoutOutlined, SettingOutlined, UserOutlined } from '@ant-design/icons';
import { Dropdown } from 'antd';
import { useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import type { CurrentUserFragment } from '../../gql/graphql';
import { displayNameFromEmail } from '../../modules/accounts/display-name';
import { UserAvatar } from '../../modules/accounts/UserAvatar';

/** Where signing out posts (000 §2.3 'Log out (/api/logout)'): the server ends the session and answers 303 to '/'. */
export const LOGOUT_PATH = '/api/logout';

export function UserMenu({ user }: { user: CurrentUserFragment }) {
  const navigate = useNavigate();
  const logoutForm = useRef<HTMLFormElement>(null);
  return (
    <>
      {/* Signing out is a same-origin form post (a browser navigation), never a GET a link or image could trigger. */}
      <form ref={logoutForm} method="post" action={LOGOUT_PATH} hidden />
      <Dropdown
        trigger={['click']}
        placement="bottomRight"
        // Inside the top bar's banner landmark, so the open menu is part of it.
        getPopupContainer={(trigger) => trigger.parentElement ?? document.body}
        menu={{
          items: [
            { key: 'profile', icon: <UserOutlined />, label: 'Profile' },
            { key: 'account', icon: <SettingOutlined />, label: 'Account Settings' },
            { type: 'divider' },
            { key: 'logout', icon: <LogoutOutlined />, label: 'Log out', danger: true },
          ],
          onClick: ({ key }) => {
            // A data router's navigate answers a promise; with no loaders it never rejects.
            if (key === 'profile') void navigate('/profile');
            if (key === 'account') void navigate('/account');
            if (key === 'logout') logoutForm.current?.requestSubmit();
          },
        }}
      >
        {/* Named by what it shows (initials, name) and what it is, so a spoken "click Jane Doe" finds it. */}
        <button type="button" className="ff-user-menu">
          <UserAvatar user={user} />
          <span className="ff-user-menu__name">{displayNameFromEmail(user.email)}</span>
          <span className="ff-visually-hidden">Account menu</span>
          <DownOutlined className="ff-user-menu__caret" aria-hidden />
        </button>
      </Dropdown>
    </>
  );
}
