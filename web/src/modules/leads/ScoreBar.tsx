import { scoreBar } from './lead-meta';
import type { LeadScoreBandRange } from './use-lead-score-bands';

type Props = {
  score: number;
  /** The api's score bands (`useLeadScoreBands`, asked once by the bar's screen); null while they load. */
  bands: readonly LeadScoreBandRange[] | null;
};

/**
 * 001 §2.2: the score as a bar (green, blue or grey by band, neutral until the bands are known;
 * never under 10 percent wide) and the number.
 */
export function ScoreBar({ score, bands }: Props) {
  const { tone, width } = scoreBar(score, bands);
  return (
    <span className="ff-score">
      <span
        className="ff-score__track"
        role="meter"
        aria-label="Lead score"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={score}
      >
        <span className={`ff-score__fill ff-score__fill--${tone}`} style={{ width: `${width}%` }} />
      </span>
      <span className="ff-score__value">{score}</span>
    </span>
  );
}
