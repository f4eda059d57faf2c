import { VideoCameraAddOutlined } from '@ant-design/icons';
import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Button, Checkbox, Input, Select } from 'antd';
import { useEffect, useId, useRef, useState } from 'react';
import { formatDate } from '../../app/format';
import { errorInfo } from '../../app/graphql-errors';
import { AiUsageDocument, GenerateVideoDocument, VideoGenerationsDocument } from '../../gql/graphql';
import { formatUsd, isOfflineGenerator } from './ai-format';
import { GeneratorBadge } from './GeneratorBadge';
import { useAiCostRates } from './use-ai-cost-rates';
import {
  VIDEO_ASPECT_RATIOS,
  VIDEO_AUDIO,
  VIDEO_DURATIONS,
  VIDEO_MODELS,
  VIDEO_RESOLUTIONS,
  VIDEO_STARTED_MS,
  VIDEO_STYLES,
  VIDEO_TEXTS,
  videoCostUsd,
} from './video-options';
import './ai.css';

const options = (values: readonly string[]) => values.map((value) => ({ value, label: value }));

/**
 * The video element's 'Generate with AI' panel (000 §4, §5, §7): prompt and settings, who makes
 * the video, the month's allowance and the estimated cost. Generate shows a started state for 2 s;
 * the video is followed and used from the AI videos picker (`onOpenVideos`).
 */
export function AiVideoPanel({
  funnelId,
  elementId,
  onOpenVideos,
}: {
  funnelId: string | null;
  elementId: string | null;
  onOpenVideos(): void;
}) {
  const id = useId();
  const usage = useQuery(AiUsageDocument, {
    fetchPolicy: 'cache-and-network',
    nextFetchPolicy: 'cache-first',
  });
  const figures = usage.data?.aiUsage;
  const rates = useAiCostRates();
  const [prompt, setPrompt] = useState('');
  const [duration, setDuration] = useState<string>('5s');
  const [resolution, setResolution] = useState<string>('720p');
  const [model, setModel] = useState<string>('ray-2');
  const [aspectRatio, setAspectRatio] = useState<string>('16:9');
  const [style, setStyle] = useState<string | undefined>(undefined);
  const [audio, setAudio] = useState<string>('none');
  const [enhancePrompt, setEnhancePrompt] = useState(true);
  const [loop, setLoop] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [started, setStarted] = useState(false);
  const [generateVideo, { loading }] = useMutation(GenerateVideoDocument);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const offline = isOfflineGenerator(figures?.videoGenerator);
  const cost = videoCostUsd({ model, resolution, duration }, rates?.videos);
  const exhausted = figures ? figures.videosThisMonth >= figures.videosAllowed : false;

  const start = async () => {
    if (!prompt.trim()) {
      setProblem(VIDEO_TEXTS.promptRequired);
      return;
    }
    setProblem(null);
    try {
      await generateVideo({
        variables: {
          input: {
            prompt: prompt.trim(),
            duration,
            resolution,
            model,
            aspectRatio,
            audio,
            enhancePrompt,
            loop,
            ...(style ? { style } : {}),
            ...(funnelId ? { funnelId } : {}),
            ...(elementId ? { elementId } : {}),
          },
        },
        refetchQueries: [AiUsageDocument, VideoGenerationsDocument],
      });
      setStarted(true);
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => setStarted(false), VIDEO_STARTED_MS);
    } catch (failure) {
      // 000 §8: a failed video generation is only logged; the reason is shown here too.
      console.error('Video generation failed', failure);
      setProblem(errorInfo(failure).message);
    }
  };

  const select = (
    label: string,
    value: string | undefined,
    set: (v: string) => void,
    values: readonly string[],
  ) => (
    <div className="ff-field">
      <label className="ff-field__label" htmlFor={`${id}-${label}`}>
        {label}
      </label>
      <Select
        id={`${id}-${label}`}
        value={value}
        allowClear={label === 'Style'}
        placeholder={label === 'Style' ? 'Any' : undefined}
        onChange={(next: string | undefined) => set(next ?? '')}
        options={options(values)}
      />
    </div>
  );

  return (
    <section className="ff-ai-panel" aria-labelledby={`${id}-title`}>
      <h3 className="ff-ai-panel__title" id={`${id}-title`}>
        <VideoCameraAddOutlined aria-hidden="true" /> Generate with AI
      </h3>
      <div className="ff-ai-panel__generator">
        {figures ? (
          offline ? (
            <Alert
              type="info"
              showIcon
              title="Offline generator: the video is made on this machine by the offline generator, not by an AI provider."
            />
          ) : (
            <span>
              Made by <GeneratorBadge generator={figures.videoGenerator} />
            </span>
          )
        ) : null}
      </div>
      <div className="ff-field">
        <label className="ff-field__label" htmlFor={`${id}-prompt`}>
          Video prompt
        </label>
        <Input.TextArea
          id={`${id}-prompt`}
          rows={3}
          maxLength={4000}
          value={prompt}
          placeholder="Describe the video, e.g. waves rolling onto a beach at sunset"
          onChange={(event) => setPrompt(event.target.value)}
        />
      </div>
      <div className="ff-ai-video__grid">
        {select('Duration', duration, setDuration, VIDEO_DURATIONS)}
        {select('Resolution', resolution, setResolution, VIDEO_RESOLUTIONS)}
        {select('Model', model, setModel, VIDEO_MODELS)}
        {select('Aspect ratio', aspectRatio, setAspectRatio, VIDEO_ASPECT_RATIOS)}
        {select('Style', style, (v) => setStyle(v || undefined), VIDEO_STYLES)}
        {select('Audio', audio, setAudio, VIDEO_AUDIO)}
      </div>
      <div className="ff-ai-panel__actions">
        <Checkbox checked={enhancePrompt} onChange={(event) => setEnhancePrompt(event.target.checked)}>
          Enhance prompt
        </Checkbox>
        <Checkbox checked={loop} onChange={(event) => setLoop(event.target.checked)}>
          Loop
        </Checkbox>
      </div>
      <p className="ff-ai-panel__usage" aria-live="polite">
        {figures ? (
          <>
            <span>
              {figures.videosThisMonth} of {figures.videosAllowed} videos this month
            </span>
            <span> · renews {formatDate(figures.resetsAt)}</span>
            {offline || cost !== null ? (
              <span>
                {' '}
                · estimated cost{' '}
                {offline || cost === null ? 'free (offline generator)' : `≈ ${formatUsd(cost)}`}
              </span>
            ) : null}
          </>
        ) : null}
      </p>
      {problem ? (
        <Alert type="error" showIcon role="alert" title={problem} className="ff-ai-panel__alert" />
      ) : null}
      {exhausted && figures ? (
        <Alert
          type="warning"
          showIcon
          className="ff-ai-panel__alert"
          title={`You have used ${figures.videosThisMonth} of ${figures.videosAllowed} AI videos this month. Your allowance renews on ${formatDate(figures.resetsAt)}.`}
        />
      ) : null}
      <div className="ff-ai-panel__actions">
        <Button
          type="primary"
          icon={<VideoCameraAddOutlined />}
          loading={loading}
          disabled={exhausted || started}
          onClick={() => void start()}
        >
          {started ? 'Generation started!' : 'Generate video'}
        </Button>
        <Button onClick={onOpenVideos}>AI videos</Button>
        {started ? (
          <span className="ff-muted" role="status">
            Follow it in AI videos{offline ? '' : ' (usually 2 to 5 minutes)'}.
          </span>
        ) : null}
      </div>
    </section>
  );
}
