import { SettingOutlined } from '@ant-design/icons';
import { Button, Menu, Tooltip } from 'antd';
import { useNavigate } from 'react-router-dom';
import type { CurrentUserFragment } from '../../gql/graphql';
import { displayNameFromEmail, planLabel } from '../../modules/accounts/display-name';
import { NAV_ENTRIES } from '../navigation';
import { BrandMark } from './BrandMark';
import { UserAvatar } from '../../modules/accounts/UserAvatar';

type Props = { user: CurrentUserFragment; pageKey: string; onNavigate?: () => void };

export function Sidebar({ user, pageKey, onNavigate }: Props) {
  const navigate = useNavigate();
  const go = (path: string) => {
    // A data router's navigate answers a promise; with no loaders it never rejects.
    void navigate(path);
    onNavigate?.();
  };
  return (
    <div className="ff-sidebar">
      <div className="ff-sidebar__brand">
        <BrandMark />
      </div>
      <nav className="ff-sidebar__nav" aria-label="Main">
        <Menu
          mode="inline"
          selectedKeys={[pageKey]}
          items={NAV_ENTRIES.map(({ key, label, icon: Icon }) => ({ key, label, icon: <Icon /> }))}
          onClick={({ key }) => {
            const entry = NAV_ENTRIES.find((e) => e.key === key);
            if (entry) go(entry.path);
          }}
        />
      </nav>
      <div className="ff-sidebar__user">
        <UserAvatar user={user} size={36} />
        <div className="ff-sidebar__user-text">
          <div className="ff-sidebar__user-name">{displayNameFromEmail(user.email)}</div>
          <div className="ff-sidebar__user-plan">{planLabel(user.membershipLevel)}</div>
        </div>
        <Tooltip title="Profile">
          <Button
            type="text"
            icon={<SettingOutlined />}
            aria-label="Profile settings"
            onClick={() => go('/profile')}
          />
        </Tooltip>
      </div>
      <div className="ff-sidebar__copyright">© 2024 FunnelForge</div>
    </div>
  );
}
