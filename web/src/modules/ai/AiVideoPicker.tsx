import { CheckOutlined, CopyOutlined, SoundOutlined, VideoCameraOutlined } from '@ant-design/icons';
import { Button, Empty, Segmented, Skeleton, Tag } from 'antd';
import { useState } from 'react';
import { formatDate } from '../../app/format';
import { refetchQuietly } from '../../app/refetch-quietly';
import { toast } from '../../app/toast/toasts';
import type { AiVideoFieldsFragment } from '../../gql/graphql';
import { LoadMore } from '../media/LoadMore';
import { MediaErrorState } from '../media/MediaErrorState';
import { costText, formatUsd } from './ai-format';
import { DubVideoDialog } from './DubVideoDialog';
import { GeneratorBadge } from './GeneratorBadge';
import { useVideoGenerations } from './use-video-generations';
import { VIDEO_TEXTS, videoStatusText } from './video-options';
import './ai.css';

const STATUS_COLORS: Record<string, string> = {
  pending: 'default',
  processing: 'processing',
  dreaming: 'processing',
  completed: 'success',
  failed: 'error',
};

async function copyUrl(url: string) {
  const absolute = new URL(url, window.location.origin).toString();
  try {
    await navigator.clipboard.writeText(absolute);
    toast({ title: VIDEO_TEXTS.copiedTitle, description: VIDEO_TEXTS.copiedText, variant: 'success' });
  } catch (failure) {
    console.error('Copying the video URL failed', failure);
    toast({ title: 'Copy failed', description: absolute, variant: 'destructive' });
  }
}

/**
 * The AI-generated videos picker (000 §2.7): each generation with its live status (pending,
 * processing, dreaming shown as in progress with its progress, failed with its reason), 'Use
 * Video' only once it has a URL (and only when `onUse` is given), copy URL, and dubbing.
 */
export function AiVideoPicker({ onUse }: { onUse?(video: AiVideoFieldsFragment): void }) {
  const [filter, setFilter] = useState<'all' | 'completed'>('all');
  const list = useVideoGenerations(filter === 'completed' ? 'completed' : null);
  const [scroller, setScroller] = useState<HTMLDivElement | null>(null);
  const [dubbing, setDubbing] = useState<AiVideoFieldsFragment | null>(null);

  let body;
  if (list.error && !list.loaded)
    body = (
      <MediaErrorState
        error={list.error}
        title={VIDEO_TEXTS.libraryFailed}
        onRetry={() => refetchQuietly(list)}
      />
    );
  else if (!list.loaded)
    body = (
      <div aria-busy="true" aria-label="Loading AI videos">
        <Skeleton active />
      </div>
    );
  else if (list.items.length === 0)
    body = <Empty description={filter === 'completed' ? VIDEO_TEXTS.noCompleted : VIDEO_TEXTS.noVideos} />;
  else
    body = (
      <div className="ff-ai-scroll" ref={setScroller}>
        <ul className="ff-ai-videos" aria-label="AI videos">
          {list.items.map((video) => (
            <li key={video.id} className="ff-ai-video" aria-label={video.prompt} data-video-id={video.id}>
              <div className="ff-ai-video__thumb">
                {video.thumbnailUrl ? (
                  <img src={video.thumbnailUrl} alt="" loading="lazy" />
                ) : (
                  <VideoCameraOutlined aria-hidden="true" />
                )}
              </div>
              <div className="ff-ai-card__body">
                <h3 className="ff-ai-card__prompt" title={video.prompt}>
                  {video.prompt}
                </h3>
                <p className="ff-ai-card__meta">
                  <Tag color={STATUS_COLORS[video.status] ?? 'default'} data-testid="video-status">
                    {videoStatusText(video.status, video.progress)}
                  </Tag>
                  {video.isPatched ? <Tag color="purple">Dubbed</Tag> : null}
                  <span>
                    {video.resolution} · {video.duration} · {video.model}
                  </span>
                  <GeneratorBadge generator={video.generator} />
                </p>
                {video.status === 'failed' ? (
                  <p className="ff-ai-video__failed">
                    {video.failureReason ?? 'The video could not be made.'}
                  </p>
                ) : null}
                <p className="ff-ai-card__meta">
                  <span>Estimated cost: {costText(video.estimatedCost, video.generator, formatUsd)}</span>
                  <span>{formatDate(video.createdAt)}</span>
                </p>
                {video.videoUrl ? (
                  <div className="ff-ai-card__actions">
                    {onUse ? (
                      <Button
                        size="small"
                        type="primary"
                        icon={<CheckOutlined />}
                        onClick={() => {
                          onUse(video);
                          toast({
                            title: VIDEO_TEXTS.selectedTitle,
                            description: VIDEO_TEXTS.selectedText,
                            variant: 'success',
                          });
                        }}
                      >
                        Use Video
                      </Button>
                    ) : null}
                    <Button
                      size="small"
                      icon={<CopyOutlined />}
                      onClick={() => void copyUrl(video.videoUrl ?? '')}
                    >
                      Copy URL
                    </Button>
                    {video.status === 'completed' ? (
                      <Button size="small" icon={<SoundOutlined />} onClick={() => setDubbing(video)}>
                        Dub with audio
                      </Button>
                    ) : null}
                  </div>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
        {list.hasMore ? (
          <LoadMore onLoadMore={list.loadMore} loading={list.loadingMore} root={scroller} />
        ) : null}
      </div>
    );

  return (
    <div>
      <Segmented
        aria-label="Show videos"
        value={filter}
        onChange={(value) => setFilter(value === 'completed' ? 'completed' : 'all')}
        options={[
          { value: 'all', label: 'All' },
          { value: 'completed', label: 'Completed' },
        ]}
        style={{ marginBottom: 12 }}
      />
      {body}
      <DubVideoDialog video={dubbing} onClose={() => setDubbing(null)} />
    </div>
  );
}
