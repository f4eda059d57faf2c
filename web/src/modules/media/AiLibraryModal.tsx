import { Button, Empty, Modal, Skeleton } from 'antd';
import { useState } from 'react';
import { refetchQuietly } from '../../app/refetch-quietly';
import type { MediaLibraryItemFragment } from '../../gql/graphql';
import { LoadMore } from './LoadMore';
import { MediaCard } from './MediaCard';
import { MediaErrorState } from './MediaErrorState';
import { MEDIA_LIBRARY_TEXTS } from './media-texts';
import { useMediaItems } from './use-media-items';

export type AiLibraryKind = 'image' | 'video';

const TITLES: Record<AiLibraryKind, string> = { image: 'AI Images library', video: 'AI Videos library' };
const EMPTY: Record<AiLibraryKind, string> = {
  image: MEDIA_LIBRARY_TEXTS.noAiImages,
  video: MEDIA_LIBRARY_TEXTS.noAiVideos,
};

/** The AI-generated images or videos of the library (mediaItems with source ai), asked for only while open. */
export function AiLibraryModal({
  kind,
  onClose,
  onOpenItem,
}: {
  kind: AiLibraryKind | null;
  onClose(): void;
  onOpenItem(item: MediaLibraryItemFragment): void;
}) {
  const shown = kind ?? 'image';
  const list = useMediaItems({ source: 'ai', type: shown }, { skip: kind === null });
  const [scroller, setScroller] = useState<HTMLDivElement | null>(null);
  return (
    <Modal
      open={kind !== null}
      title={TITLES[shown]}
      onCancel={onClose}
      width={900}
      destroyOnHidden
      footer={[
        <Button key="close" type="primary" onClick={onClose}>
          Close
        </Button>,
      ]}
    >
      {list.error && !list.loaded ? (
        <MediaErrorState error={list.error} onRetry={() => refetchQuietly(list)} />
      ) : !list.loaded ? (
        <div aria-busy="true" className="ff-media-ai__loading">
          <Skeleton active />
        </div>
      ) : list.items.length === 0 ? (
        <Empty description={EMPTY[shown]} />
      ) : (
        <div className="ff-media-ai__scroll" ref={setScroller}>
          <ul className="ff-medialib-grid" aria-label={TITLES[shown]}>
            {list.items.map((item) => (
              <li key={item.id}>
                <MediaCard item={item} onOpen={onOpenItem} />
              </li>
            ))}
          </ul>
          {list.hasMore ? (
            <LoadMore onLoadMore={list.loadMore} loading={list.loadingMore} root={scroller} />
          ) : null}
        </div>
      )}
    </Modal>
  );
}
