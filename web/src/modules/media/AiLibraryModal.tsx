import { Button, Empty, Modal, Skeleton } from 'antd';
import { useState } from 'react';
import { refetchQuietly } from '../../app/refetch-quietly';
import type { AiImageFieldsFragment, MediaLibraryItemFragment } from '../../gql/graphql';
import { AiImageLibrary } from '../ai/AiImageLibrary';
import { LoadMore } from './LoadMore';
import { MediaCard } from './MediaCard';
import { MediaErrorState } from './MediaErrorState';
import { MEDIA_LIBRARY_TEXTS } from './media-texts';
import { useMediaItems } from './use-media-items';

export type AiLibraryKind = 'image' | 'video';

const TITLES: Record<AiLibraryKind, string> = { image: 'AI Images library', video: 'AI Videos library' };

/** The AI videos of the library (mediaItems with source ai), asked for only while open. */
function AiVideoItems({ onOpenItem }: { onOpenItem?(item: MediaLibraryItemFragment): void }) {
  const list = useMediaItems({ source: 'ai', type: 'video' });
  const [scroller, setScroller] = useState<HTMLDivElement | null>(null);
  if (list.error && !list.loaded)
    return <MediaErrorState error={list.error} onRetry={() => refetchQuietly(list)} />;
  if (!list.loaded)
    return (
      <div aria-busy="true" className="ff-media-ai__loading">
        <Skeleton active />
      </div>
    );
  if (list.items.length === 0) return <Empty description={MEDIA_LIBRARY_TEXTS.noAiVideos} />;
  return (
    <div className="ff-media-ai__scroll" ref={setScroller}>
      <ul className="ff-medialib-grid" aria-label={TITLES.video}>
        {list.items.map((item) => (
          <li key={item.id}>
            <MediaCard item={item} onOpen={onOpenItem ?? (() => undefined)} />
          </li>
        ))}
      </ul>
      {list.hasMore ? (
        <LoadMore onLoadMore={list.loadMore} loading={list.loadingMore} root={scroller} />
      ) : null}
    </div>
  );
}

/**
 * The AI libraries, one dialog for the Media Library's buttons and the builder's sub-dialogs:
 * the AI images (their generations: prompt, size and style, maker, cost; picked for an element
 * when `onPickImage` is given) or the AI videos. Content is asked for only while open.
 */
export function AiLibraryModal({
  kind,
  onClose,
  onOpenItem,
  onPickImage,
}: {
  kind: AiLibraryKind | null;
  onClose(): void;
  onOpenItem?(item: MediaLibraryItemFragment): void;
  onPickImage?(generation: AiImageFieldsFragment): void;
}) {
  const shown = kind ?? 'image';
  return (
    <Modal
      open={kind !== null}
      title={TITLES[shown]}
      onCancel={onClose}
      width={900}
      className="ff-ai-modal"
      destroyOnHidden
      footer={[
        <Button key="close" type="primary" onClick={onClose}>
          Close
        </Button>,
      ]}
    >
      {kind === 'image' ? (
        <AiImageLibrary onPick={onPickImage} />
      ) : kind === 'video' ? (
        <AiVideoItems onOpenItem={onOpenItem} />
      ) : null}
    </Modal>
  );
}
