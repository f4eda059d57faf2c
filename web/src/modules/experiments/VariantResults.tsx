import { CrownOutlined, TrophyOutlined } from '@ant-design/icons';
import { Button, Card } from 'antd';
import { useId } from 'react';
import { formatCount } from '../../app/format';
import type { ExperimentDetailFragment } from '../../gql/graphql';
import { CONTROL_KEY, variantLabel } from './experiment-meta';
import {
  decisionLabel,
  formatRateWithInterval,
  formatUplift,
  formatUpliftInterval,
} from './experiment-format';
import { goalLabel } from './experiment-goals';

type Experiment = ExperimentDetailFragment;
type VariantFigures = Experiment['results']['variants'][number];

/** Each variant's figures against A, with the leader marked and, while it may, 'Promote'. */
export function VariantResults({
  experiment,
  onPromote,
}: {
  experiment: Experiment;
  onPromote: (key: string) => void;
}) {
  const headingId = useId();
  const { results, winnerKey } = experiment;
  const totalWeight = results.variants.reduce((sum, v) => sum + v.weight, 0);
  // A promoted test is over for good; an ended one may still promote what it found.
  const canPromote = experiment.status !== 'draft' && winnerKey === null;
  return (
    <section className="ff-experiment__section" aria-labelledby={headingId}>
      <h2 id={headingId} className="ff-experiment__section-title">
        Variants
      </h2>
      <div className="ff-variant-grid">
        {results.variants.map((v) => (
          <VariantCard
            key={v.key}
            variant={v}
            share={totalWeight > 0 ? v.weight / totalWeight : 0}
            leader={results.leader === v.key}
            winner={winnerKey === v.key}
            onPromote={canPromote && v.key !== CONTROL_KEY ? () => onPromote(v.key) : null}
            secondaryGoals={experiment.goals.secondary}
          />
        ))}
      </div>
    </section>
  );
}

function VariantCard({
  variant: v,
  share,
  leader,
  winner,
  onPromote,
  secondaryGoals,
}: {
  variant: VariantFigures;
  share: number;
  /** Also measured, in the order of the variant's secondary figures. */
  secondaryGoals: Experiment['goals']['secondary'];
  leader: boolean;
  winner: boolean;
  onPromote: (() => void) | null;
}) {
  const headingId = useId();
  const control = v.key === CONTROL_KEY;
  const interval = formatUpliftInterval(v.alwaysValidUpliftLow, v.alwaysValidUpliftHigh);
  return (
    <section className="ff-variant" aria-labelledby={headingId}>
      <Card size="small">
        <div className="ff-variant__head">
          <h3 id={headingId} className="ff-variant__name">
            Variant {variantLabel(v.key, v.name)}
          </h3>
          {winner ? (
            <span className="ff-badge ff-badge--default">
              <TrophyOutlined aria-hidden /> Promoted
            </span>
          ) : leader ? (
            <span className="ff-badge ff-badge--outline">
              <CrownOutlined aria-hidden /> Leader
            </span>
          ) : null}
        </div>
        <p className="ff-variant__share ff-muted">
          {control ? 'The page as it is · ' : ''}
          {Math.round(share * 100)}% of visitors
        </p>
        <dl className="ff-variant__figures">
          <div>
            <dt>Visitors</dt>
            <dd>{formatCount(v.visitors)}</dd>
          </div>
          <div>
            <dt>Conversions</dt>
            <dd>{formatCount(v.conversions)}</dd>
          </div>
          <div className="ff-variant__wide">
            <dt>Conversion rate (95% interval)</dt>
            <dd>{formatRateWithInterval(v.rate, v.rateLow, v.rateHigh)}</dd>
          </div>
          {secondaryGoals.map((g, index) => {
            const figures = v.secondary[index];
            return figures ? (
              <div key={index} className="ff-variant__wide">
                <dt>{goalLabel(g)}</dt>
                <dd>{formatRateWithInterval(figures.rate, figures.low, figures.high)}</dd>
              </div>
            ) : null;
          })}
          {control ? null : (
            <>
              <div className="ff-variant__wide">
                <dt>Uplift vs A</dt>
                <dd>
                  {formatUplift(v.uplift)}
                  {interval ? (
                    <span className="ff-variant__interval"> (always valid: {interval})</span>
                  ) : null}
                </dd>
              </div>
              <div className="ff-variant__wide">
                <dt>Decision</dt>
                <dd>
                  {v.hasMinimumSample ? decisionLabel(v.decision) : 'Not decided: too few visitors yet'}
                </dd>
              </div>
            </>
          )}
        </dl>
        {onPromote ? (
          <Button block onClick={onPromote}>
            Promote {v.key}
          </Button>
        ) : null}
      </Card>
    </section>
  );
}
