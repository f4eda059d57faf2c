import { useMutation } from '@apollo/client/react';
import { App, Empty, Skeleton } from 'antd';
import { useState } from 'react';
import { refetchQuietly } from '../../app/refetch-quietly';
import { failureToast } from '../../app/toast/notify';
import { DeleteImageGenerationDocument, type AiImageFieldsFragment } from '../../gql/graphql';
import { LoadMore } from '../media/LoadMore';
import { MediaErrorState } from '../media/MediaErrorState';
import { AI_TEXTS } from './ai-texts';
import { AiImageCard } from './AiImageCard';
import { useImageGenerations } from './use-image-generations';
import './ai.css';

/**
 * The user's AI images (imageGenerations), live while shown, 24 at a time: pick one (in the
 * builder), delete one after confirming.
 */
export function AiImageLibrary({ onPick }: { onPick?(generation: AiImageFieldsFragment): void }) {
  const { modal } = App.useApp();
  const list = useImageGenerations();
  const [scroller, setScroller] = useState<HTMLDivElement | null>(null);
  const [deleting, setDeleting] = useState<string | null>(null);
  const [deleteGeneration] = useMutation(DeleteImageGenerationDocument);

  const remove = async (generation: AiImageFieldsFragment) => {
    setDeleting(generation.id);
    try {
      await deleteGeneration({
        variables: { id: generation.id },
        update(cache) {
          cache.evict({ id: cache.identify({ __typename: 'ImageGeneration', id: generation.id }) });
          cache.gc();
        },
      });
    } catch (failure) {
      failureToast(failure, (info) => info.message, {
        title: 'Delete failed',
        fallback: 'Failed to delete the image. Please try again.',
      });
    } finally {
      setDeleting(null);
    }
  };

  const confirmDelete = (generation: AiImageFieldsFragment) =>
    modal.confirm({
      title: 'Delete this AI image?',
      content: `"${generation.prompt}" will be deleted. This cannot be undone.`,
      okText: 'Delete',
      okButtonProps: { danger: true },
      cancelText: 'Cancel',
      focusable: { autoFocusButton: 'cancel' },
      onOk: () => remove(generation),
    });

  if (list.error && !list.loaded)
    return (
      <MediaErrorState
        error={list.error}
        title={AI_TEXTS.aiImagesFailed}
        onRetry={() => refetchQuietly(list)}
      />
    );
  if (!list.loaded)
    return (
      <div aria-busy="true" aria-label="Loading AI images">
        <Skeleton active />
      </div>
    );
  if (list.items.length === 0) return <Empty description={AI_TEXTS.noAiImages} />;
  return (
    <div className="ff-ai-scroll" ref={setScroller}>
      <ul className="ff-ai-grid" aria-label="AI images" aria-busy={list.loadingMore}>
        {list.items.map((generation) => (
          <li key={generation.id}>
            <AiImageCard
              generation={generation}
              onPick={onPick}
              onDelete={confirmDelete}
              deleting={deleting === generation.id}
            />
          </li>
        ))}
      </ul>
      {list.hasMore ? (
        <LoadMore onLoadMore={list.loadMore} loading={list.loadingMore} root={scroller} />
      ) : null}
    </div>
  );
}
