import { PictureOutlined, ReloadOutlined, VideoCameraOutlined } from '@ant-design/icons';
import { Button, Modal, Spin, Tabs, Tag } from 'antd';
import { useState, type CSSProperties } from 'react';
import { formatFileSize } from './format-file-size';
import { useMediaLibrary, type MediaItem, type MediaLibraryError, type MediaType } from './use-media-library';
import './media.css';

/** 000 §8 texts. */
export const MEDIA_TEXTS = {
  title: 'Media Library',
  loadFailed: 'Failed to load media files',
  networkError: 'Network error',
  signedOut: 'Please refresh the page to continue',
  refreshPage: 'Refresh Page',
  retry: 'Retry',
  libraryEmpty: 'No images in your library yet. Upload some images first!',
  noneUploaded: (type: MediaType) => `No ${type === 'image' ? 'images' : 'videos'} uploaded yet`,
} as const;

/** 000 §2.7: the grid is 400 px tall (it scrolls) with three columns. */
export const GRID_STYLE: CSSProperties = {
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: 12,
  alignContent: 'start',
  height: 400,
  overflowY: 'auto',
};

/** Shown instead of a picture that cannot be loaded (000 §8: broken images fall back once). */
export const PLACEHOLDER_IMAGE =
  'data:image/svg+xml;charset=utf-8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="160" height="120" viewBox="0 0 160 120">' +
      '<rect width="160" height="120" fill="#f1f5f9"/>' +
      '<path d="M52 84l20-24 14 16 10-12 14 20z" fill="#cbd5e1"/>' +
      '<circle cx="100" cy="44" r="8" fill="#cbd5e1"/></svg>',
  );

export type MediaPickerProps = {
  open: boolean;
  onClose(): void;
  /** Called with the chosen item's URL (the caller closes the picker). */
  onSelect(url: string, item: MediaItem): void;
  /** The tab shown first. */
  initialTab?: MediaType;
  /** Only items of this type can be chosen (the other tab stays visible, its items disabled). */
  accept?: MediaType;
  /** Pause between retries (000 §7: 1 s); tests pass 0. */
  retryDelayMs?: number;
  /** 'Refresh Page' after the session ended; reloads the page. */
  reloadPage?(): void;
};

const reloadWindow = () => window.location.reload();

/**
 * 000 §2.7 media library picker: Images and Videos tabs with their counts, a three-column grid
 * 400 px tall, Refresh and Cancel. GET /api/media runs only while it is open.
 */
export function MediaPicker({
  open,
  onClose,
  onSelect,
  initialTab = 'image',
  accept,
  retryDelayMs,
  reloadPage = reloadWindow,
}: MediaPickerProps) {
  const [tab, setTab] = useState<MediaType>(initialTab);
  const library = useMediaLibrary(open, { retryDelayMs });
  const { status, data, error, refresh } = library;
  const images = data?.images ?? [];
  const videos = data?.videos ?? [];
  const loading = status === 'loading';

  const panel = (type: MediaType) => {
    if (status === 'error' && error)
      return <ErrorState error={error} onRetry={refresh} onReloadPage={reloadPage} />;
    if (!data)
      return (
        <div className="ff-media-state" role="status">
          <Spin />
          <span>Loading media…</span>
        </div>
      );
    const items = type === 'image' ? images : videos;
    if (items.length === 0) {
      // The whole library empty: say where images come from; one list empty: say which.
      const text =
        type === 'image' && videos.length === 0 ? MEDIA_TEXTS.libraryEmpty : MEDIA_TEXTS.noneUploaded(type);
      return (
        <div className="ff-media-state">
          {type === 'image' ? (
            <PictureOutlined style={{ fontSize: 32 }} />
          ) : (
            <VideoCameraOutlined style={{ fontSize: 32 }} />
          )}
          <p>{text}</p>
        </div>
      );
    }
    return (
      <Spin spinning={loading}>
        <ul
          className="ff-media-grid"
          role="list"
          aria-label={type === 'image' ? 'Images' : 'Videos'}
          aria-busy={loading}
          style={GRID_STYLE}
        >
          {items.map((item) => (
            <li key={`${item.type}-${item.id}`}>
              <MediaTile
                item={item}
                disabled={accept !== undefined && item.type !== accept}
                onChoose={() => onSelect(item.url, item)}
              />
            </li>
          ))}
        </ul>
      </Spin>
    );
  };

  return (
    <Modal
      open={open}
      title={MEDIA_TEXTS.title}
      onCancel={onClose}
      width={760}
      className="ff-media-picker"
      footer={[
        <Button key="refresh" icon={<ReloadOutlined />} onClick={refresh} loading={loading}>
          Refresh
        </Button>,
        <Button key="cancel" onClick={onClose}>
          Cancel
        </Button>,
      ]}
    >
      <Tabs
        activeKey={tab}
        onChange={(key) => setTab(key === 'video' ? 'video' : 'image')}
        destroyOnHidden
        items={[
          { key: 'image', label: `Images (${images.length})`, children: panel('image') },
          { key: 'video', label: `Videos (${videos.length})`, children: panel('video') },
        ]}
      />
    </Modal>
  );
}

function ErrorState({
  error,
  onRetry,
  onReloadPage,
}: {
  error: MediaLibraryError;
  onRetry(): void;
  onReloadPage(): void;
}) {
  const signedOut = error.kind === 'auth';
  return (
    <div className="ff-media-state" role="alert">
      <p className="ff-media-state__title">{MEDIA_TEXTS.loadFailed}</p>
      <p>{signedOut ? MEDIA_TEXTS.signedOut : error.message || MEDIA_TEXTS.networkError}</p>
      {signedOut ? (
        <Button type="primary" onClick={onReloadPage}>
          {MEDIA_TEXTS.refreshPage}
        </Button>
      ) : (
        <Button type="primary" icon={<ReloadOutlined />} onClick={onRetry}>
          {MEDIA_TEXTS.retry}
        </Button>
      )}
    </div>
  );
}

function MediaTile({ item, disabled, onChoose }: { item: MediaItem; disabled: boolean; onChoose(): void }) {
  const [broken, setBroken] = useState(false);
  return (
    <button
      type="button"
      className="ff-media-tile"
      disabled={disabled}
      title={
        disabled
          ? `Only ${item.type === 'image' ? 'videos' : 'images'} can be used here`
          : (item.prompt ?? item.name)
      }
      onClick={onChoose}
      data-media-id={item.id}
    >
      <span className="ff-media-tile__thumb">
        {item.type === 'image' || item.thumbnailUrl ? (
          // The small thumbnail when there is one (an image's variant, a video's poster frame).
          <img
            src={broken ? PLACEHOLDER_IMAGE : (item.thumbnailUrl ?? item.url)}
            alt=""
            loading="lazy"
            decoding="async"
            // Once only: if the placeholder failed too, nothing more is tried.
            onError={() => setBroken(true)}
          />
        ) : broken ? (
          <VideoCameraOutlined aria-hidden="true" />
        ) : (
          <video
            src={item.url}
            preload="metadata"
            muted
            playsInline
            tabIndex={-1}
            aria-hidden="true"
            onError={() => setBroken(true)}
          />
        )}
        {item.source === 'ai' ? (
          <Tag color="purple" className="ff-media-tile__badge">
            AI
          </Tag>
        ) : null}
      </span>
      <span className="ff-media-tile__meta">
        <span className="ff-media-tile__name">{item.name}</span>
        {item.size > 0 ? <span className="ff-media-tile__size">{formatFileSize(item.size)}</span> : null}
      </span>
    </button>
  );
}
