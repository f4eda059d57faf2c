import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Modal, Radio, Skeleton } from 'antd';
import { useState } from 'react';
import { errorInfo } from '../../app/graphql-errors';
import { toast } from '../../app/toast/toasts';
import {
  AudioGenerationsDocument,
  DubVideoDocument,
  VideoGenerationsDocument,
  type AiVideoFieldsFragment,
  type AudioFieldsFragment,
} from '../../gql/graphql';
import { costText, formatDuration, formatEur } from './ai-format';
import { GenerateVoiceForm } from './GenerateVoiceForm';
import { VIDEO_TEXTS } from './video-options';
import './ai.css';

/** 000 §9: the dub's audio volume. */
export const DUB_VOLUME = 0.8;

/** How an audio reads in the list: voice, text, then length, characters and cost (Deliver 4). */
export function audioChoiceLabel(audio: AudioFieldsFragment): string {
  const text = audio.text.length > 60 ? `${audio.text.slice(0, 60)}…` : audio.text;
  const facts = [
    formatDuration(audio.duration) || 'unknown length',
    `${audio.characterCount.toLocaleString('en-US')} characters`,
    costText(audio.estimatedCost, audio.generator, formatEur),
  ];
  return `${audio.voiceName ?? 'Voice'}: "${text}" (${facts.join(' · ')})`;
}

/**
 * The dub-video-with-audio dialog (000 §2.7): the chosen video's sound replaced by one of the
 * user's voice generations, or one made here. Busy while it runs; on success it closes and the
 * dubbed video joins the list.
 */
export function DubVideoDialog({
  video,
  onClose,
  onDubbed,
}: {
  video: AiVideoFieldsFragment | null;
  onClose(): void;
  onDubbed?(dubbed: AiVideoFieldsFragment): void;
}) {
  const open = video !== null;
  const audios = useQuery(AudioGenerationsDocument, { skip: !open, fetchPolicy: 'cache-and-network' });
  const [audioId, setAudioId] = useState<string | null>(null);
  const [made, setMade] = useState<AudioFieldsFragment[]>([]);
  const [dubVideo, { loading }] = useMutation(DubVideoDocument);
  const listed = audios.data?.audioGenerations.items ?? [];
  const choices = [...made, ...listed.filter((a) => !made.some((m) => m.id === a.id))].filter(
    (a) => a.status === 'completed' && a.audioUrl,
  );

  const close = () => {
    setAudioId(null);
    setMade([]);
    onClose();
  };

  const dub = async () => {
    if (!video) return;
    if (!audioId) {
      toast({
        title: VIDEO_TEXTS.noAudioTitle,
        description: VIDEO_TEXTS.noAudioText,
        variant: 'destructive',
      });
      return;
    }
    try {
      const { data } = await dubVideo({
        variables: { input: { videoId: video.id, audioId, audioVolume: DUB_VOLUME } },
        refetchQueries: [VideoGenerationsDocument],
      });
      const result = data?.dubVideo;
      if (!result?.success) {
        toast({
          title: VIDEO_TEXTS.dubFailedTitle,
          description: result?.error || VIDEO_TEXTS.dubFailed,
          variant: 'destructive',
        });
        return;
      }
      toast({ title: VIDEO_TEXTS.dubbed, variant: 'success' });
      if (result.generation) onDubbed?.(result.generation);
      close();
    } catch (failure) {
      toast({
        title: VIDEO_TEXTS.dubFailedTitle,
        description: errorInfo(failure, VIDEO_TEXTS.dubFailed).message,
        variant: 'destructive',
      });
    }
  };

  return (
    <Modal
      open={open}
      title="Dub video with audio"
      onCancel={close}
      width={720}
      className="ff-ai-modal"
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={close} disabled={loading}>
          Cancel
        </Button>,
        <Button key="dub" type="primary" loading={loading} onClick={() => void dub()}>
          {loading ? 'Dubbing…' : 'Dub video'}
        </Button>,
      ]}
    >
      <div aria-busy={loading}>
        <section className="ff-ai-dub__section" aria-label="Video">
          <h3>Video</h3>
          <p className="ff-muted">{video?.prompt}</p>
        </section>
        <section className="ff-ai-dub__section" aria-label="Audio">
          <h3>Audio</h3>
          {!audios.data && audios.loading ? (
            <Skeleton active paragraph={{ rows: 2 }} />
          ) : choices.length === 0 ? (
            <p className="ff-muted">No audio files found.</p>
          ) : (
            <Radio.Group
              aria-label="Audio"
              value={audioId}
              onChange={(event) => setAudioId(String(event.target.value))}
              style={{ display: 'grid', gap: 6 }}
              options={choices.map((a) => ({ value: a.id, label: audioChoiceLabel(a) }))}
            />
          )}
        </section>
        <section className="ff-ai-dub__section" aria-label="Generate new audio">
          <h3>Or generate new audio</h3>
          <GenerateVoiceForm
            onGenerated={(audio) => {
              setMade((current) => [audio, ...current]);
              setAudioId(audio.id);
            }}
          />
        </section>
      </div>
    </Modal>
  );
}
