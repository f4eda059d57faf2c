import {
  PictureOutlined,
  RobotOutlined,
  SoundOutlined,
  UploadOutlined,
  VideoCameraOutlined,
} from '@ant-design/icons';
import { useMutation, useQuery } from '@apollo/client/react';
import { App, Button, Empty, Input, Skeleton, Tabs } from 'antd';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { formatCount } from '../../app/format';
import { refetchQuietly } from '../../app/refetch-quietly';
import { failureToast } from '../../app/toast/notify';
import { toast } from '../../app/toast/toasts';
import {
  DeleteMediaDocument,
  MediaStatsDocument,
  type MediaFilter,
  type MediaLibraryItemFragment,
  type MediaStatsQuery,
} from '../../gql/graphql';
import { AiMonthTotals } from '../../modules/ai/AiMonthTotals';
import { GenerateVoiceModal } from '../../modules/ai/GenerateVoiceModal';
import { AiLibraryModal, type AiLibraryKind } from '../../modules/media/AiLibraryModal';
import { LoadMore } from '../../modules/media/LoadMore';
import { MediaCard, usedInText } from '../../modules/media/MediaCard';
import { MediaErrorState } from '../../modules/media/MediaErrorState';
import { MediaPreviewModal } from '../../modules/media/MediaPreviewModal';
import { formatMediaSize } from '../../modules/media/media-format';
import { MEDIA_LIBRARY_TEXTS } from '../../modules/media/media-texts';
import { UploadFilesDialog } from '../../modules/media/UploadFilesDialog';
import { LIVE_MEDIA_DELAY_MS, useLiveMedia } from '../../modules/media/use-live-media';
import { useMediaItems } from '../../modules/media/use-media-items';
import './media-library.css';

/** 002 §2 tabs and the filter each one asks for. */
export const MEDIA_TABS = [
  { key: 'all', label: 'All Media', filter: {} },
  { key: 'image', label: 'Images', filter: { type: 'image' } },
  { key: 'video', label: 'Videos', filter: { type: 'video' } },
  { key: 'audio', label: 'Audio', filter: { type: 'audio' } },
  { key: 'upload', label: 'Uploaded', filter: { source: 'upload' } },
  { key: 'ai', label: 'AI Generated', filter: { source: 'ai' } },
] as const satisfies ReadonlyArray<{ key: string; label: string; filter: MediaFilter }>;

type TabKey = (typeof MEDIA_TABS)[number]['key'];

const TAB_EMPTY: Record<TabKey, string> = {
  all: MEDIA_LIBRARY_TEXTS.noMedia,
  image: 'No images yet',
  video: 'No videos yet',
  audio: 'No audio files found.',
  upload: 'No uploaded files yet',
  ai: 'No AI-generated media yet',
};

/** The search box asks the server once typing pauses this long. */
export const SEARCH_DEBOUNCE_MS = 300;

type Stats = MediaStatsQuery['mediaStats'];
const STAT_CARDS: ReadonlyArray<{ key: Exclude<keyof Stats, '__typename' | 'totalBytes'>; label: string }> = [
  { key: 'total', label: 'Total' },
  { key: 'images', label: 'Images' },
  { key: 'videos', label: 'Videos' },
  { key: 'audio', label: 'Audio' },
  { key: 'aiGenerated', label: 'AI Generated' },
];

function useDebounced(value: string, ms: number): string {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

/** 002 §2 Media library: search, figures, tabs, a paged grid of files, uploads and the AI libraries. */
export function MediaLibraryPage() {
  const { modal } = App.useApp();
  const [tab, setTab] = useState<TabKey>('all');
  const [searchText, setSearchText] = useState('');
  const search = useDebounced(searchText.trim(), SEARCH_DEBOUNCE_MS);
  const filter = useMemo<MediaFilter>(() => {
    const base: MediaFilter = { ...(MEDIA_TABS.find((t) => t.key === tab)?.filter ?? {}) };
    if (search) base.search = search;
    return base;
  }, [tab, search]);

  const list = useMediaItems(filter);
  const stats = useQuery(MediaStatsDocument, {
    fetchPolicy: 'cache-and-network',
    nextFetchPolicy: 'cache-first',
  });
  const [deleteMedia] = useMutation(DeleteMediaDocument);
  const [deleting, setDeleting] = useState<string | null>(null);
  const [uploadOpen, setUploadOpen] = useState(false);
  const [aiLibrary, setAiLibrary] = useState<AiLibraryKind | null>(null);
  const [voiceOpen, setVoiceOpen] = useState(false);
  const [preview, setPreview] = useState<MediaLibraryItemFragment | null>(null);

  const { refetch: refetchList } = list;
  const { refetch: refetchStats } = stats;
  const reload = useCallback(() => {
    refetchQuietly({ refetch: refetchList });
    refetchQuietly({ refetch: refetchStats });
  }, [refetchList, refetchStats]);
  useLiveMedia(reload);
  // A batch of uploads finishing together reloads once.
  const uploadReload = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (uploadReload.current) clearTimeout(uploadReload.current);
    },
    [],
  );
  const afterUpload = useCallback(() => {
    if (uploadReload.current) clearTimeout(uploadReload.current);
    uploadReload.current = setTimeout(() => {
      uploadReload.current = null;
      reload();
    }, LIVE_MEDIA_DELAY_MS);
  }, [reload]);

  const remove = async (item: MediaLibraryItemFragment) => {
    setDeleting(item.id);
    try {
      await deleteMedia({
        variables: { id: item.id },
        update(cache) {
          // Gone from every list it was in; the figures are asked for again.
          cache.evict({ id: cache.identify({ __typename: 'MediaItem', id: item.id }) });
          cache.gc();
        },
      });
      refetchQuietly({ refetch: refetchStats });
      toast({ title: 'Media deleted', description: `"${item.name}" was deleted.`, variant: 'success' });
    } catch (failure) {
      failureToast(failure, MEDIA_LIBRARY_TEXTS.deleteFailed, {
        title: MEDIA_LIBRARY_TEXTS.deleteFailedTitle,
      });
    } finally {
      setDeleting(null);
    }
  };

  const confirmDelete = (item: MediaLibraryItemFragment) => {
    const used = item.usedInFunnels;
    modal.confirm({
      title: `Delete "${item.name}"?`,
      content:
        used.length > 0 ? (
          <div className="ff-media-confirm">
            <p>{usedInText(used.length)}:</p>
            <ul>
              {used.map((use) => (
                <li key={use.funnelId}>{use.funnelName}</li>
              ))}
            </ul>
            <p>Those pages will show a placeholder instead. This cannot be undone.</p>
          </div>
        ) : (
          'This cannot be undone.'
        ),
      okText: 'Delete',
      okButtonProps: { danger: true },
      cancelText: 'Cancel',
      focusable: { autoFocusButton: 'cancel' },
      onOk: () => remove(item),
    });
  };

  const figures = stats.data?.mediaStats;
  const searching = search.length > 0;

  let body;
  if (list.error && !list.loaded) {
    body = <MediaErrorState error={list.error} onRetry={() => refetchQuietly(list)} />;
  } else if (!list.loaded) {
    body = (
      <ul className="ff-medialib-grid" aria-busy="true" aria-label="Loading media">
        {Array.from({ length: 8 }, (_, i) => (
          <li key={i} className="ff-media-card ff-media-card--skeleton">
            <Skeleton.Node active className="ff-media-card__skeleton-thumb" />
            <Skeleton active title paragraph={{ rows: 1 }} />
          </li>
        ))}
      </ul>
    );
  } else if (list.items.length === 0) {
    body = searching ? (
      <div className="ff-empty">
        <Empty description={MEDIA_LIBRARY_TEXTS.noMatches(search)} />
      </div>
    ) : tab === 'all' ? (
      <div className="ff-empty">
        <Empty
          description={
            <span className="ff-pending">
              <strong>{MEDIA_LIBRARY_TEXTS.noMedia}</strong>
              <span>{MEDIA_LIBRARY_TEXTS.noMediaHint}</span>
            </span>
          }
        >
          <Button type="primary" icon={<UploadOutlined />} onClick={() => setUploadOpen(true)}>
            Upload Files
          </Button>
        </Empty>
      </div>
    ) : (
      <div className="ff-empty">
        <Empty description={TAB_EMPTY[tab]} />
      </div>
    );
  } else {
    body = (
      <>
        <h2 className="ff-visually-hidden">Media files</h2>
        <ul className="ff-medialib-grid" aria-label="Media files" aria-busy={list.loadingMore}>
          {list.items.map((item) => (
            <li key={item.id}>
              <MediaCard
                item={item}
                onOpen={setPreview}
                onDelete={confirmDelete}
                deleting={deleting === item.id}
              />
            </li>
          ))}
        </ul>
        {list.hasMore ? <LoadMore onLoadMore={list.loadMore} loading={list.loadingMore} /> : null}
      </>
    );
  }

  return (
    <div className="ff-medialib">
      <div className="ff-toolbar">
        <Input.Search
          className="ff-toolbar__grow"
          placeholder="Search media..."
          aria-label="Search media"
          allowClear
          value={searchText}
          onChange={(event) => setSearchText(event.target.value)}
          onSearch={(value) => setSearchText(value)}
        />
        <div className="ff-medialib__buttons">
          <Button icon={<PictureOutlined />} onClick={() => setAiLibrary('image')}>
            AI Images library
          </Button>
          <Button icon={<VideoCameraOutlined />} onClick={() => setAiLibrary('video')}>
            AI Videos library
          </Button>
          <Button type="primary" icon={<UploadOutlined />} onClick={() => setUploadOpen(true)}>
            Upload Files
          </Button>
        </div>
      </div>

      <section className="ff-medialib__stats" aria-label="Media statistics">
        {STAT_CARDS.map(({ key, label }) => (
          <div className="ff-stat" key={key} data-stat={key}>
            <div className="ff-stat__label">
              {key === 'aiGenerated' ? <RobotOutlined aria-hidden="true" /> : null} {label}
            </div>
            <div className="ff-stat__value" aria-busy={!figures && stats.loading}>
              {figures ? (
                formatCount(figures[key])
              ) : stats.loading ? (
                <>
                  <Skeleton.Input active size="small" />
                  <span className="ff-visually-hidden">Loading {label}</span>
                </>
              ) : (
                <span aria-label={`${label} not available`}>—</span>
              )}
            </div>
            {key === 'total' && figures ? (
              <div className="ff-muted ff-medialib__bytes">{formatMediaSize(figures.totalBytes)} stored</div>
            ) : null}
          </div>
        ))}
      </section>

      <AiMonthTotals />

      <Tabs
        activeKey={tab}
        onChange={(key) => setTab(MEDIA_TABS.find((t) => t.key === key)?.key ?? 'all')}
        items={MEDIA_TABS.map((t) => ({ key: t.key, label: t.label }))}
      />

      {tab === 'audio' ? (
        <div className="ff-medialib__tab-actions">
          <Button type="primary" icon={<SoundOutlined />} onClick={() => setVoiceOpen(true)}>
            Generate voice
          </Button>
        </div>
      ) : null}

      {body}

      <UploadFilesDialog open={uploadOpen} onClose={() => setUploadOpen(false)} onUploaded={afterUpload} />
      <AiLibraryModal kind={aiLibrary} onClose={() => setAiLibrary(null)} />
      <MediaPreviewModal item={preview} onClose={() => setPreview(null)} />
      <GenerateVoiceModal open={voiceOpen} onClose={() => setVoiceOpen(false)} onGenerated={reload} />
    </div>
  );
}
