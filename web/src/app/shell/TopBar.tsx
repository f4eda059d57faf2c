import { BellOutlined, MenuOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Popover } from 'antd';
import { useNavigate } from 'react-router-dom';
import type { CurrentUserFragment } from '../../gql/graphql';
import type { PageHeading } from '../navigation';
import { UserMenu } from './UserMenu';

type Props = {
  user: CurrentUserFragment;
  heading: PageHeading;
  isMobile: boolean;
  onOpenMenu: () => void;
};

export function TopBar({ user, heading, isMobile, onOpenMenu }: Props) {
  const navigate = useNavigate();
  return (
    <header className="ff-topbar">
      {isMobile ? (
        <Button type="text" icon={<MenuOutlined />} aria-label="Open menu" onClick={onOpenMenu} />
      ) : null}
      <div className="ff-topbar__heading">
        <h1 className="ff-topbar__title">{heading.title}</h1>
        {heading.subtitle ? <p className="ff-topbar__subtitle">{heading.subtitle}</p> : null}
      </div>
      <div className="ff-topbar__actions">
        <Popover
          trigger="click"
          placement="bottomRight"
          title="Notifications"
          content={<span className="ff-muted">You&apos;re all caught up.</span>}
        >
          <Button type="text" shape="circle" icon={<BellOutlined />} aria-label="Notifications" />
        </Popover>
        <Button
          type="primary"
          icon={<PlusOutlined />}
          onClick={() => navigate('/builder')}
          aria-label="New funnel"
        >
          <span className="ff-topbar__new-label">New</span>
        </Button>
        <UserMenu user={user} />
      </div>
    </header>
  );
}
