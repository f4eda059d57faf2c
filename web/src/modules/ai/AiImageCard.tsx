import { CheckOutlined, DeleteOutlined, LoadingOutlined, WarningOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { formatDate } from '../../app/format';
import type { AiImageFieldsFragment } from '../../gql/graphql';
import { MediaThumb } from '../media/MediaThumb';
import { costText, formatUsd } from './ai-format';
import { GeneratorBadge } from './GeneratorBadge';

/** One AI image: its picture (or where it got to), prompt, size and style, maker, cost and date. */
export function AiImageCard({
  generation,
  onPick,
  onDelete,
  deleting = false,
}: {
  generation: AiImageFieldsFragment;
  onPick?(generation: AiImageFieldsFragment): void;
  onDelete?(generation: AiImageFieldsFragment): void;
  deleting?: boolean;
}) {
  const { status, imageUrl, prompt } = generation;
  return (
    <article className="ff-ai-card" aria-label={prompt} data-generation-id={generation.id}>
      {status === 'completed' && imageUrl ? (
        <MediaThumb item={{ type: 'image', url: imageUrl }} />
      ) : status === 'failed' ? (
        <div className="ff-ai-card__status ff-ai-card__status--failed" role="note">
          <WarningOutlined aria-hidden="true" /> Failed
          {generation.failureReason ? `: ${generation.failureReason}` : ''}
        </div>
      ) : (
        <div className="ff-ai-card__status" role="status">
          <LoadingOutlined aria-hidden="true" /> {status === 'pending' ? 'Queued…' : 'Generating…'}
        </div>
      )}
      <div className="ff-ai-card__body">
        <h3 className="ff-ai-card__prompt" title={prompt}>
          {prompt}
        </h3>
        <p className="ff-ai-card__meta">
          <span>
            {generation.size} · {generation.style}
          </span>
          <GeneratorBadge generator={generation.generator} />
        </p>
        <p className="ff-ai-card__meta">
          <span>Estimated cost: {costText(generation.estimatedCost, generation.generator, formatUsd)}</span>
          <span>{formatDate(generation.createdAt)}</span>
        </p>
        <div className="ff-ai-card__actions">
          {onPick && status === 'completed' && imageUrl ? (
            <Button
              size="small"
              type="primary"
              icon={<CheckOutlined />}
              onClick={() => onPick(generation)}
              aria-label={`Use image: ${prompt}`}
            >
              Use image
            </Button>
          ) : null}
          {onDelete ? (
            <Button
              size="small"
              danger
              icon={<DeleteOutlined />}
              loading={deleting}
              onClick={() => onDelete(generation)}
              aria-label={`Delete image: ${prompt}`}
            >
              Delete
            </Button>
          ) : null}
        </div>
      </div>
    </article>
  );
}
