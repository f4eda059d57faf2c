import { ThunderboltOutlined } from '@ant-design/icons';
import { useQuery } from '@apollo/client/react';
import { Alert, Button, Input, Radio, Skeleton } from 'antd';
import { useId, useState } from 'react';
import { formatDate } from '../../app/format';
import { toast } from '../../app/toast/toasts';
import { AiUsageDocument } from '../../gql/graphql';
import { formatUsd, imagesThisMonthText, isOfflineGenerator } from './ai-format';
import { AI_TEXTS, IMAGE_FAILURE_TOAST_S, IMAGE_SUCCESS_TOAST_S } from './ai-texts';
import { GeneratorBadge } from './GeneratorBadge';
import { useAiCostRates } from './use-ai-cost-rates';
import { useImageGeneration, type ImageOutcome } from './use-image-generation';
import './ai.css';

/** 000 §5 and 002 §9: the image styles and sizes, defaults first. */
export const IMAGE_STYLES = [
  { value: 'vivid', label: 'Vivid' },
  { value: 'natural', label: 'Natural' },
] as const;
export const IMAGE_SIZES = [
  { value: '1024x1024', label: '1024x1024 (square)' },
  { value: '1792x1024', label: '1792x1024 (landscape)' },
  { value: '1024x1792', label: '1024x1792 (portrait)' },
] as const;

const PROMPT_MAX = 4000;

/**
 * The image element's 'Generate with AI' panel: a prompt, style and size; who will make the
 * image (the offline generator said plainly), this month's use and the estimated cost; busy
 * while the image is made; on success the element takes it and the panel closes.
 */
export function AiImagePanel({
  funnelId,
  elementId,
  onGenerated,
}: {
  funnelId: string | null;
  elementId: string | null;
  onGenerated(imageUrl: string): void;
}) {
  const id = useId();
  const [prompt, setPrompt] = useState('');
  const [style, setStyle] = useState<string>('vivid');
  const [size, setSize] = useState<string>('1024x1024');
  const [refused, setRefused] = useState<string | null>(null);
  const usage = useQuery(AiUsageDocument, {
    fetchPolicy: 'cache-and-network',
    nextFetchPolicy: 'cache-first',
  });
  const figures = usage.data?.aiUsage;
  const rates = useAiCostRates();

  const { generate, busy } = useImageGeneration((outcome: ImageOutcome) => {
    if (outcome.kind === 'completed' && outcome.generation.imageUrl) {
      toast({ title: AI_TEXTS.imageGenerated, variant: 'success', durationS: IMAGE_SUCCESS_TOAST_S });
      onGenerated(outcome.generation.imageUrl);
      return;
    }
    if (outcome.kind === 'failed') {
      if (outcome.code === 'RATE_LIMITED') setRefused(outcome.error);
      toast({
        title: AI_TEXTS.imageFailed(outcome.error),
        variant: 'destructive',
        durationS: IMAGE_FAILURE_TOAST_S,
      });
    }
  });

  const offline = isOfflineGenerator(figures?.imageGenerator);
  const exhausted =
    figures && figures.imagesThisMonth >= figures.imagesAllowed
      ? `You have used ${figures.imagesThisMonth} of ${figures.imagesAllowed} AI images this month. Your allowance renews on ${formatDate(figures.resetsAt)}.`
      : null;
  const blockedBy = refused ?? exhausted;
  const blankPrompt = prompt.trim() === '';
  const reason = blockedBy ?? (blankPrompt ? 'Enter a prompt to generate an image.' : null);

  return (
    <section className="ff-ai-panel" aria-labelledby={`${id}-title`} aria-busy={busy}>
      <h3 className="ff-ai-panel__title" id={`${id}-title`}>
        <ThunderboltOutlined aria-hidden="true" /> Generate with AI
      </h3>
      <div className="ff-ai-panel__generator">
        {figures ? (
          offline ? (
            <Alert type="info" showIcon title={AI_TEXTS.offlineImageNote} />
          ) : (
            <span>
              Made by <GeneratorBadge generator={figures.imageGenerator} />
            </span>
          )
        ) : usage.loading ? (
          <Skeleton.Input active size="small" aria-label="Loading the generator" />
        ) : null}
      </div>
      <div className="ff-field">
        <label className="ff-field__label" htmlFor={`${id}-prompt`}>
          Prompt
        </label>
        <Input.TextArea
          id={`${id}-prompt`}
          value={prompt}
          disabled={busy}
          maxLength={PROMPT_MAX}
          rows={3}
          placeholder="Describe the image, e.g. a sunrise over mountains in watercolour"
          onChange={(event) => setPrompt(event.target.value)}
        />
      </div>
      <div className="ff-ai-panel__options">
        <div className="ff-field" role="group" aria-labelledby={`${id}-style`}>
          <span className="ff-field__label" id={`${id}-style`}>
            Style
          </span>
          <Radio.Group
            value={style}
            disabled={busy}
            onChange={(event) => setStyle(String(event.target.value))}
            options={IMAGE_STYLES.map((s) => ({ value: s.value, label: s.label }))}
          />
        </div>
        <div className="ff-field" role="group" aria-labelledby={`${id}-size`}>
          <span className="ff-field__label" id={`${id}-size`}>
            Size
          </span>
          <Radio.Group
            value={size}
            disabled={busy}
            onChange={(event) => setSize(String(event.target.value))}
            options={IMAGE_SIZES.map((s) => ({ value: s.value, label: s.label }))}
          />
        </div>
      </div>
      <p className="ff-ai-panel__usage" aria-live="polite">
        {figures ? (
          <>
            <span>{imagesThisMonthText(figures.imagesThisMonth, figures.imagesAllowed)}</span>
            <span> · renews {formatDate(figures.resetsAt)}</span>
            {offline || rates ? (
              <span>
                {' '}
                · estimated cost{' '}
                {offline || !rates ? 'free (offline generator)' : `${formatUsd(rates.imageUsd)} per image`}
              </span>
            ) : null}
          </>
        ) : null}
      </p>
      {blockedBy ? <Alert type="warning" showIcon title={blockedBy} className="ff-ai-panel__alert" /> : null}
      <div className="ff-ai-panel__actions">
        <Button
          type="primary"
          icon={<ThunderboltOutlined />}
          loading={busy}
          disabled={!busy && (blankPrompt || blockedBy !== null)}
          aria-describedby={reason && !busy ? `${id}-reason` : undefined}
          onClick={() =>
            void generate({
              prompt: prompt.trim(),
              style,
              size,
              ...(funnelId ? { funnelId } : {}),
              ...(elementId ? { elementId } : {}),
            })
          }
        >
          {busy ? 'Generating…' : 'Generate'}
        </Button>
        {busy ? (
          <span className="ff-muted" role="status">
            Generating your image{offline ? '' : ' (usually 10 to 30 s)'}…
          </span>
        ) : reason && !blockedBy ? (
          <span className="ff-muted" id={`${id}-reason`}>
            {reason}
          </span>
        ) : blockedBy ? (
          <span className="ff-visually-hidden" id={`${id}-reason`}>
            {blockedBy}
          </span>
        ) : null}
      </div>
    </section>
  );
}
