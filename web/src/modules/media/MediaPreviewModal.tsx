import { ExportOutlined } from '@ant-design/icons';
import { Button, Modal } from 'antd';
import { formatDate } from '../../app/format';
import { safeMediaSrc } from '../../page-model/safe-url';
import type { MediaLibraryItemFragment } from '../../gql/graphql';
import { MEDIA_KIND_LABELS, formatMediaSize, mediaKindOf } from './media-format';

/** An item opened from the library: the image, or the video or audio with the browser's controls. */
export function MediaPreviewModal({
  item,
  onClose,
}: {
  item: MediaLibraryItemFragment | null;
  onClose(): void;
}) {
  const src = item ? safeMediaSrc(item.url) : null;
  const kind = item ? mediaKindOf(item.type) : 'image';
  return (
    <Modal
      open={item !== null}
      title={item?.name}
      onCancel={onClose}
      width={820}
      destroyOnHidden
      footer={[
        src ? (
          <Button key="tab" href={src} target="_blank" rel="noopener noreferrer" icon={<ExportOutlined />}>
            Open in new tab
          </Button>
        ) : null,
        <Button key="close" type="primary" onClick={onClose}>
          Close
        </Button>,
      ]}
    >
      {item && src ? (
        <div className="ff-media-preview">
          {kind === 'image' ? (
            <img src={src} alt={item.prompt ?? item.name} />
          ) : kind === 'video' ? (
            <video src={src} controls preload="metadata" aria-label={item.name} />
          ) : (
            <audio src={src} controls preload="metadata" aria-label={item.name} />
          )}
          <p className="ff-muted">
            {MEDIA_KIND_LABELS[kind]} · {formatMediaSize(item.size)}
            {item.width && item.height ? ` · ${item.width}×${item.height}` : ''}
            {item.duration ? ` · ${Math.round(item.duration)} s` : ''} · {formatDate(item.uploadedAt)}
          </p>
          {item.source === 'ai' && item.prompt ? (
            <p>
              <strong>Prompt:</strong> {item.prompt}
              {item.generator ? <span className="ff-muted"> ({item.generator})</span> : null}
            </p>
          ) : null}
        </div>
      ) : item ? (
        <p>This file has no address that can be opened.</p>
      ) : null}
    </Modal>
  );
}
