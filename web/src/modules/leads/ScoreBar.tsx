import { scoreBar } from './lead-meta';

/** 001 §2.2: the score as a bar (green, blue or grey; never under 10 percent wide) and the number. */
export function ScoreBar({ score }: { score: number }) {
  const { tone, width } = scoreBar(score);
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
