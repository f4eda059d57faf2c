import { Button, InputNumber } from 'antd';
import { useState } from 'react';
import type { LeadDetailFragment } from '../../gql/graphql';
import type { SaveLead } from './LeadFields';
import { ScoreBar } from './ScoreBar';
import { useLeadScoreBands } from './use-lead-score-bands';

type ScoreLead = Pick<LeadDetailFragment, 'score' | 'autoScore' | 'manualScore' | 'scoreBreakdown'>;

const points = (n: number) => (n > 0 ? `+${n}` : String(n));

/**
 * The score and why: the rules behind the automatic score, whether a score set by hand
 * overrides it, a way to set one and 'Use automatic score' to go back.
 */
export function LeadScorePanel({ lead, save }: { lead: ScoreLead; save: SaveLead }) {
  const manual = lead.manualScore !== null;
  const bands = useLeadScoreBands();
  const [draft, setDraft] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const store = async (input: Parameters<SaveLead>[0]) => {
    setSaving(true);
    const info = await save(input);
    setSaving(false);
    setError(info === null ? null : (info.fieldErrors.score ?? info.message));
    return info === null;
  };

  const setManual = async () => {
    if (draft === null || !Number.isInteger(draft) || draft < 0 || draft > 100) {
      return setError('Enter a whole number from 0 to 100');
    }
    if (await store({ score: draft })) setDraft(null);
  };

  return (
    <div className="ff-lead-score">
      <div className="ff-lead-score__head">
        <ScoreBar score={lead.score} bands={bands} />
        <span className={manual ? 'ff-badge ff-badge--outline' : 'ff-badge ff-badge--secondary'}>
          {manual ? 'Manual score' : 'Automatic score'}
        </span>
      </div>
      {manual ? (
        <div className="ff-lead-score__override">
          <p>
            A score of {lead.manualScore} set by hand overrides the automatic score of {lead.autoScore}.
          </p>
          <Button size="small" loading={saving} onClick={() => void store({ clearManualScore: true })}>
            Use automatic score
          </Button>
        </div>
      ) : null}
      <h4 className="ff-lead-score__title">Automatic score: {lead.autoScore}</h4>
      <ul className="ff-lead-score__breakdown" aria-label="Score breakdown">
        {lead.scoreBreakdown.map((factor) => (
          <li key={`${factor.rule}:${factor.label}`}>
            <span>{factor.label}</span>
            <span className={factor.points > 0 ? 'ff-lead-score__points' : 'ff-lead-score__points ff-muted'}>
              {points(factor.points)}
            </span>
          </li>
        ))}
      </ul>
      <div className="ff-lead-score__manual">
        <InputNumber
          size="small"
          aria-label="Manual score"
          placeholder="0-100"
          min={0}
          max={100}
          precision={0}
          value={draft}
          status={error ? 'error' : undefined}
          onChange={(value) => {
            setDraft(value);
            setError(null);
          }}
          onPressEnter={() => void setManual()}
        />
        <Button size="small" loading={saving} onClick={() => void setManual()}>
          Set score by hand
        </Button>
      </div>
      {error ? (
        <span role="alert" className="ff-field-error">
          {error}
        </span>
      ) : null}
    </div>
  );
}
