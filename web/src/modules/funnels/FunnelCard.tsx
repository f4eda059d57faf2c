import { CopyOutlined, DeleteOutlined, EditOutlined, EyeOutlined } from '@ant-design/icons';
import { Button, Card, Popconfirm, Skeleton, Tag, Tooltip } from 'antd';
import { useNavigate } from 'react-router-dom';
import { formatCount, formatDate } from '../../app/format';
import type { FunnelCardFragment } from '../../gql/graphql';
import { FunnelAbTestMenu } from './FunnelAbTestMenu';
import { FunnelLiveLink } from './FunnelLiveLink';
import { STATUS_META, typeMeta } from './funnel-types';
import type { FunnelActions } from './use-funnel-actions';

/** 000 §2.5: one funnel with its tile, badges, figures and actions. */
export function FunnelCard({ funnel, actions }: { funnel: FunnelCardFragment; actions: FunnelActions }) {
  const navigate = useNavigate();
  const meta = typeMeta(funnel.templateType);
  const status = STATUS_META[funnel.status];
  const busy = actions.busyId === funnel.id;
  return (
    <Card className="ff-funnel-card" styles={{ body: { padding: 16 } }}>
      <div className="ff-funnel-card__tile" style={{ background: meta.tile }} aria-hidden="true">
        {funnel.templateType.toUpperCase()} PAGE
      </div>
      <div className="ff-funnel-card__head">
        <h3 className="ff-funnel-card__name" title={funnel.name}>
          {funnel.name}
        </h3>
        <span className={status.className}>{status.label}</span>
      </div>
      <Tag color={meta.color} className="ff-funnel-card__type">
        {meta.label}
      </Tag>
      <Tag className="ff-funnel-card__steps">
        {funnel.stepCount} {funnel.stepCount === 1 ? 'step' : 'steps'}
      </Tag>
      <p className="ff-funnel-card__description">{funnel.description || 'No description available'}</p>
      <dl className="ff-funnel-card__figures">
        <div>
          <dt>Views</dt>
          <dd>{formatCount(funnel.totalViews)}</dd>
        </div>
        <div>
          <dt>Rate</dt>
          <dd>{funnel.conversionRate}% conversion</dd>
        </div>
      </dl>
      <p className="ff-funnel-card__updated">Updated {formatDate(funnel.updatedAt)}</p>
      <FunnelLiveLink
        className="ff-funnel-card__live"
        funnelId={funnel.id}
        published={funnel.status === 'published'}
        name={funnel.name}
        notPublished="Not published: publish it to get a live link."
      />
      <div className="ff-funnel-card__actions">
        <Tooltip title="Preview">
          <Button
            aria-label={`Preview ${funnel.name}`}
            icon={<EyeOutlined />}
            href={`/preview/${funnel.id}`}
            target="_blank"
            rel="noopener"
          />
        </Tooltip>
        <Tooltip title="Edit">
          <Button
            aria-label={`Edit ${funnel.name}`}
            icon={<EditOutlined />}
            onClick={() => navigate(`/builder/${funnel.id}`)}
          />
        </Tooltip>
        <Tooltip title="Duplicate">
          <Button
            aria-label={`Duplicate ${funnel.name}`}
            icon={<CopyOutlined />}
            disabled={busy}
            onClick={() => void actions.duplicate(funnel.id)}
          />
        </Tooltip>
        <Popconfirm
          title="Move this funnel to the recycle bin?"
          description="You can restore it within 7 days."
          okText="Move to Recycle Bin"
          okButtonProps={{ danger: true }}
          onConfirm={() => actions.remove(funnel.id)}
        >
          <Tooltip title="Delete">
            <Button aria-label={`Delete ${funnel.name}`} icon={<DeleteOutlined />} danger disabled={busy} />
          </Tooltip>
        </Popconfirm>
        <FunnelAbTestMenu funnelId={funnel.id} funnelName={funnel.name} />
        <span className="ff-funnel-card__spacer" />
        {funnel.status === 'draft' ? (
          <Button type="primary" loading={busy} onClick={() => void actions.publish(funnel.id)}>
            Publish
          </Button>
        ) : null}
        {funnel.status === 'published' ? (
          <Button loading={busy} onClick={() => void actions.unpublish(funnel.id)}>
            Unpublish
          </Button>
        ) : null}
      </div>
    </Card>
  );
}

export function FunnelCardSkeleton() {
  return (
    <Card className="ff-funnel-card" styles={{ body: { padding: 16 } }}>
      <Skeleton.Node active className="ff-funnel-card__tile-skeleton">
        <span />
      </Skeleton.Node>
      <Skeleton active paragraph={{ rows: 3 }} />
    </Card>
  );
}
