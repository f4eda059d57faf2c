import { CheckCircleOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Skeleton } from 'antd';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from '../../app/toast/toasts';
import { imagesThisMonthText, isOfflineGenerator } from '../../modules/ai/ai-format';
import { FunnelBriefForm } from '../../modules/ai/FunnelBriefForm';
import { FunnelGenerationProgress } from '../../modules/ai/FunnelGenerationProgress';
import { FUNNEL_GENERATOR_TEXT } from '../../modules/ai/funnel-generator-text';
import { GeneratorBadge } from '../../modules/ai/GeneratorBadge';
import {
  isActiveRun,
  useFunnelGeneration,
  type FunnelGenerationRun,
} from '../../modules/ai/use-funnel-generation';
import './ai-generator.css';

const WHAT_YOU_GET = [
  'A landing page: hero, benefits, testimonials to replace with real ones, pricing for your price point, FAQ and a sign-up form',
  'A thank-you page, already wired as the next step',
  'Images for the hero and the benefits, kept in your media library',
  'A 5-email welcome sequence for everyone who signs up, off until you turn it on',
];

/**
 * 002 §2 AI Complete Funnel Generator: five answers in, a draft funnel with its images and a
 * 5-email sequence out. The run is a job whose steps arrive live; on success the builder opens.
 */
export function AiGeneratorPage() {
  const navigate = useNavigate();

  const onEnded = useCallback(
    (run: FunnelGenerationRun) => {
      if (run.status === 'completed' && run.editUrl) {
        toast({
          title: FUNNEL_GENERATOR_TEXT.readyTitle,
          description: run.message ?? undefined,
          variant: 'success',
        });
        void navigate(run.editUrl);
        return;
      }
      if (run.status === 'cancelled') {
        toast({ title: FUNNEL_GENERATOR_TEXT.cancelledTitle, description: FUNNEL_GENERATOR_TEXT.cancelled });
        return;
      }
      toast({
        title: FUNNEL_GENERATOR_TEXT.failedTitle,
        description: FUNNEL_GENERATOR_TEXT.failed,
        variant: 'destructive',
      });
    },
    [navigate],
  );

  const { setup, run, generate, cancel, dismiss } = useFunnelGeneration(onEnded);
  const running = run !== null && isActiveRun(run);
  const loaded = setup.data;

  // A failed run stays shown (with its reason) until closed or another starts.
  const failure = run?.status === 'failed' ? (run.error ?? '') : null;

  return (
    <div className="ff-generator-page">
      <p className="ff-generator-page__intro">
        Answer five questions and get a whole funnel system to edit: the pages built from real elements,
        images for them, and a 5-email sequence for everyone who signs up.
      </p>
      <div className="ff-generator-page__grid">
        <Card title="Your business" className="ff-generator-page__form">
          {failure !== null ? (
            <Alert
              type="error"
              showIcon
              closable
              onClose={dismiss}
              className="ff-generator-page__failure"
              message={FUNNEL_GENERATOR_TEXT.failedTitle}
              description={
                failure ? `${FUNNEL_GENERATOR_TEXT.failed} (${failure})` : FUNNEL_GENERATOR_TEXT.failed
              }
            />
          ) : null}
          {setup.loading && !loaded ? (
            <Skeleton active paragraph={{ rows: 6 }} />
          ) : (
            <FunnelBriefForm disabled={running} onGenerate={generate} />
          )}
        </Card>
        <Card
          className={
            running ? 'ff-generator-page__side ff-generator-page__side--running' : 'ff-generator-page__side'
          }
        >
          {running && run ? (
            <FunnelGenerationProgress run={run} onCancel={cancel} />
          ) : (
            <section aria-label="What you get">
              <h2 className="ff-generator-page__side-title">What you get</h2>
              <ul className="ff-generator-page__list">
                {WHAT_YOU_GET.map((item) => (
                  <li key={item}>
                    <CheckCircleOutlined aria-hidden="true" /> {item}
                  </li>
                ))}
              </ul>
              {setup.error && !loaded ? (
                <Alert
                  type="warning"
                  showIcon
                  message="Who writes and draws could not be loaded."
                  action={
                    <Button size="small" onClick={() => void setup.refetch()}>
                      Retry
                    </Button>
                  }
                />
              ) : null}
              {loaded ? (
                <div className="ff-generator-page__who">
                  <p>
                    Copy: <GeneratorBadge generator={loaded.aiTextGenerator} />
                    {isOfflineGenerator(loaded.aiTextGenerator)
                      ? ' written on this machine from a library of structures for your business type and goal.'
                      : null}
                  </p>
                  <p>
                    Images: <GeneratorBadge generator={loaded.aiUsage.imageGenerator} /> they count against
                    your allowance (
                    {imagesThisMonthText(loaded.aiUsage.imagesThisMonth, loaded.aiUsage.imagesAllowed)}).
                  </p>
                </div>
              ) : null}
            </section>
          )}
        </Card>
      </div>
    </div>
  );
}
