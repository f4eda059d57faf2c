import { DeleteOutlined, EyeOutlined, WarningOutlined } from '@ant-design/icons';
import { Button, Tag, Tooltip } from 'antd';
import { Link } from 'react-router-dom';
import { formatDate } from '../../app/format';
import type { MediaLibraryItemFragment } from '../../gql/graphql';
import { GeneratorBadge } from '../ai/GeneratorBadge';
import { costText, formatEur, formatUsd } from '../ai/ai-format';
import { MEDIA_KIND_LABELS, formatMediaSize, mediaKindOf } from './media-format';
import { MediaThumb } from './MediaThumb';

export const usedInText = (count: number) => `Used in ${count} funnel${count === 1 ? '' : 's'}`;

/**
 * One file of the library (002 §2): its picture, name, type, size in MB, date, an AI badge (the
 * prompt in a tooltip), where it is used, and the open and delete actions.
 */
export function MediaCard({
  item,
  onOpen,
  onDelete,
  deleting = false,
}: {
  item: MediaLibraryItemFragment;
  onOpen(item: MediaLibraryItemFragment): void;
  onDelete?(item: MediaLibraryItemFragment): void;
  deleting?: boolean;
}) {
  const kind = mediaKindOf(item.type);
  const used = item.usedInFunnels;
  return (
    <article className="ff-media-card" aria-label={item.name} data-media-id={item.id}>
      <button
        type="button"
        className="ff-media-card__open"
        onClick={() => onOpen(item)}
        // The Open button below is the keyboard's way in; one tab stop per action.
        tabIndex={-1}
        aria-label={`Preview ${item.name}`}
      >
        <MediaThumb item={item} />
      </button>
      {item.source === 'ai' ? (
        <Tooltip title={item.prompt ? `Prompt: ${item.prompt}` : 'AI generated'}>
          <Tag
            color="purple"
            className="ff-media-card__badge"
            tabIndex={0}
            aria-label={item.prompt ? `AI generated. Prompt: ${item.prompt}` : 'AI generated'}
          >
            AI
          </Tag>
        </Tooltip>
      ) : null}
      <div className="ff-media-card__body">
        <h3 className="ff-media-card__name" title={item.name}>
          {item.name}
        </h3>
        <p className="ff-media-card__meta">
          <span>{MEDIA_KIND_LABELS[kind]}</span> · <span>{formatMediaSize(item.size)}</span> ·{' '}
          <span>{formatDate(item.uploadedAt)}</span>
        </p>
        {item.source === 'ai' && item.generator ? (
          <p className="ff-media-card__meta">
            <GeneratorBadge generator={item.generator} />
            {item.estimatedCost !== null && item.estimatedCost !== undefined ? (
              <span>
                {' '}
                ·{' '}
                {costText(
                  item.estimatedCost,
                  item.generator,
                  item.costCurrency === 'EUR' ? formatEur : formatUsd,
                )}
              </span>
            ) : null}
          </p>
        ) : null}
        {used.length > 0 ? (
          <div className="ff-media-card__used" role="note">
            <WarningOutlined aria-hidden="true" /> <span>{usedInText(used.length)}:</span>
            <ul>
              {used.map((use) => (
                <li key={use.funnelId}>
                  <Link to={`/builder/${encodeURIComponent(use.funnelId)}`}>{use.funnelName}</Link>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        <div className="ff-media-card__actions">
          <Button
            size="small"
            icon={<EyeOutlined />}
            onClick={() => onOpen(item)}
            aria-label={`Open ${item.name}`}
          >
            Open
          </Button>
          {onDelete ? (
            <Button
              size="small"
              danger
              icon={<DeleteOutlined />}
              loading={deleting}
              onClick={() => onDelete(item)}
              aria-label={`Delete ${item.name}`}
            >
              Delete
            </Button>
          ) : null}
        </div>
      </div>
    </article>
  );
}
