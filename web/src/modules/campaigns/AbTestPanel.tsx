import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Input, Select, Switch } from 'antd';
import { useId } from 'react';
import { formatCount } from '../../app/format';
import type { CampaignAbMetric, CampaignDetailFragment } from '../../gql/graphql';
import { MAX_VARIANTS, VARIANT_KEYS } from '../experiments/experiment-meta';

/** As page tests: A (the campaign itself) and up to three more versions. */
const LABELS = VARIANT_KEYS;

export type AbVariantValue = { subject: string; content: string };

export type AbTestValue = {
  enabled: boolean;
  variants: AbVariantValue[];
  samplePercent: number;
  metric: CampaignAbMetric;
  waitMinutes: number;
};

export const NO_AB_TEST: AbTestValue = {
  enabled: false,
  variants: [{ subject: '', content: '' }],
  samplePercent: 20,
  metric: 'opens',
  waitMinutes: 240,
};

const SAMPLES = [10, 20, 30, 40, 50];
const WAITS: Array<{ value: number; label: string }> = [
  { value: 30, label: '30 minutes' },
  { value: 60, label: '1 hour' },
  { value: 120, label: '2 hours' },
  { value: 240, label: '4 hours' },
  { value: 480, label: '8 hours' },
  { value: 720, label: '12 hours' },
  { value: 1440, label: '1 day' },
  { value: 2880, label: '2 days' },
];
const METRICS: Array<{ value: CampaignAbMetric; label: string }> = [
  { value: 'opens', label: 'Open rate' },
  { value: 'clicks', label: 'Click rate' },
];

/** The form's value for a campaign's test (the content of version A is the campaign's). */
export function abTestValueOf(test: CampaignDetailFragment['abTest']): AbTestValue {
  if (!test) return NO_AB_TEST;
  return {
    enabled: true,
    // A variant's text equal to A's was left blank when saved: show it blank again.
    variants: test.variants.slice(1).map((variant) => ({
      subject: variant.subject === test.variants[0]?.subject ? '' : variant.subject,
      content: variant.content === test.variants[0]?.content ? '' : variant.content,
    })),
    samplePercent: test.samplePercent,
    metric: test.metric,
    waitMinutes: test.waitMinutes,
  };
}

/** The test as the api takes it; null when off. */
export function abTestInput(value: AbTestValue) {
  if (!value.enabled) return null;
  return {
    variants: value.variants.map((variant) => ({
      subject: variant.subject.trim() || null,
      content: variant.content.trim() ? variant.content : null,
    })),
    samplePercent: value.samplePercent,
    metric: value.metric,
    waitMinutes: value.waitMinutes,
  };
}

/** The first version that changes nothing, in the api's words; null when every one differs. */
export function abTestProblem(value: AbTestValue, subject: string, content: string): string | null {
  if (!value.enabled) return null;
  const index = value.variants.findIndex(
    (variant) =>
      (variant.subject.trim() || subject.trim()) === subject.trim() &&
      (variant.content.trim() ? variant.content : content) === content,
  );
  return index < 0 ? null : `Variant ${LABELS[index + 1]} must change the subject or the content`;
}

/** In words: who gets what, and when the rest get the winner. */
export function abTestSummary(value: AbTestValue, recipients: number): string {
  const versions = value.variants.length + 1;
  const sample = Math.max(versions, Math.round((recipients * value.samplePercent) / 100));
  const wait = WAITS.find((w) => w.value === value.waitMinutes)?.label ?? `${value.waitMinutes} minutes`;
  const metric = value.metric === 'opens' ? 'open rate' : 'click rate';
  if (recipients === 0)
    return `${value.samplePercent}% of the recipients try ${versions} versions; after ${wait} the best ${metric} goes to the rest.`;
  return `${formatCount(sample)} of ${formatCount(recipients)} recipients (${value.samplePercent}%) try ${versions} versions, about ${formatCount(Math.floor(sample / versions))} each; after ${wait} the version with the best ${metric} goes to the other ${formatCount(Math.max(0, recipients - sample))}.`;
}

type Props = {
  value: AbTestValue;
  onChange: (value: AbTestValue) => void;
  /** The campaign's recipients now, for the summary. */
  recipients: number;
  /** Emails already went out: the test is shown, not changed. */
  locked: boolean;
};

/**
 * The campaign form's A/B test (issue 21): versions B–D of the subject and/or content, the
 * share of recipients they are tried on, what picks the winner, and when.
 */
export function AbTestPanel({ value, onChange, recipients, locked }: Props) {
  const ids = useId();
  const set = (change: Partial<AbTestValue>) => onChange({ ...value, ...change });
  const setVariant = (index: number, change: Partial<AbVariantValue>) =>
    set({ variants: value.variants.map((v, i) => (i === index ? { ...v, ...change } : v)) });
  return (
    <section className="ff-ab-panel" aria-labelledby={`${ids}-title`}>
      <div className="ff-ab-panel__head">
        <h3 id={`${ids}-title`} className="ff-ab-panel__title">
          A/B test
        </h3>
        <Switch
          aria-label="Test other subject lines or contents"
          checked={value.enabled}
          disabled={locked}
          onChange={(enabled) => set({ enabled })}
        />
      </div>
      {locked ? (
        <p className="ff-muted ff-ab-panel__note">
          {value.enabled
            ? 'This test started with the send; it cannot change now.'
            : 'Emails already went out: a test can no longer be added.'}
        </p>
      ) : !value.enabled ? (
        <p className="ff-muted ff-ab-panel__note">
          Try up to three more subject lines or contents on a sample; the best one goes to everyone else.
        </p>
      ) : null}
      {value.enabled ? (
        <>
          {value.variants.map((variant, index) => {
            const label = LABELS[index + 1];
            return (
              <fieldset key={label} className="ff-ab-variant" disabled={locked}>
                <legend className="ff-ab-variant__legend">
                  <span>Variant {label}</span>
                  {value.variants.length > 1 && !locked ? (
                    <Button
                      size="small"
                      type="text"
                      icon={<DeleteOutlined />}
                      aria-label={`Remove variant ${label}`}
                      onClick={() => set({ variants: value.variants.filter((_, i) => i !== index) })}
                    />
                  ) : null}
                </legend>
                <label htmlFor={`${ids}-subject-${index}`}>
                  Subject<span className="ff-visually-hidden">{` of variant ${label}`}</span>
                </label>
                <Input
                  id={`${ids}-subject-${index}`}
                  value={variant.subject}
                  maxLength={500}
                  placeholder="Same as A"
                  onChange={(event) => setVariant(index, { subject: event.target.value })}
                />
                <label htmlFor={`${ids}-content-${index}`}>
                  Content<span className="ff-visually-hidden">{` of variant ${label}`}</span>
                </label>
                <Input.TextArea
                  id={`${ids}-content-${index}`}
                  value={variant.content}
                  rows={3}
                  placeholder="Same as A"
                  onChange={(event) => setVariant(index, { content: event.target.value })}
                />
              </fieldset>
            );
          })}
          {value.variants.length < MAX_VARIANTS - 1 && !locked ? (
            <Button
              icon={<PlusOutlined />}
              onClick={() => set({ variants: [...value.variants, { subject: '', content: '' }] })}
            >
              Add variant {LABELS[value.variants.length + 1]}
            </Button>
          ) : null}
          <div className="ff-ab-panel__settings">
            <div className="ff-field">
              <label htmlFor={`${ids}-sample`}>Test on</label>
              <Select<number>
                id={`${ids}-sample`}
                aria-label="Test on"
                disabled={locked}
                value={value.samplePercent}
                options={[...new Set([...SAMPLES, value.samplePercent])]
                  .sort((a, b) => a - b)
                  .map((p) => ({ value: p, label: `${p}% of recipients` }))}
                onChange={(samplePercent) => set({ samplePercent })}
              />
            </div>
            <div className="ff-field">
              <label htmlFor={`${ids}-metric`}>Winner by</label>
              <Select<CampaignAbMetric>
                id={`${ids}-metric`}
                aria-label="Winner by"
                disabled={locked}
                value={value.metric}
                options={METRICS}
                onChange={(metric) => set({ metric })}
              />
            </div>
            <div className="ff-field">
              <label htmlFor={`${ids}-wait`}>Pick the winner after</label>
              <Select<number>
                id={`${ids}-wait`}
                aria-label="Pick the winner after"
                disabled={locked}
                value={value.waitMinutes}
                options={
                  WAITS.some((w) => w.value === value.waitMinutes)
                    ? WAITS
                    : [...WAITS, { value: value.waitMinutes, label: `${value.waitMinutes} minutes` }]
                }
                onChange={(waitMinutes) => set({ waitMinutes })}
              />
            </div>
          </div>
          <p className="ff-ab-panel__summary" aria-live="polite">
            {abTestSummary(value, recipients)}
          </p>
        </>
      ) : null}
    </section>
  );
}
