import { formatCount } from '../../app/format';

/**
 * 'Visitors now' with a pulsing dot (still when reduced motion is asked for). The count is not a
 * live region (it would talk at every arrival); a new lead is told politely, once.
 */
export function LiveVisitors({
  visitorsNow,
  newLead,
}: {
  visitorsNow: number | null;
  newLead: string | null;
}) {
  return (
    <div className="ff-live-visitors">
      <div className="ff-live-visitors__figure" role="group" aria-label="Visitors now">
        <span className="ff-live-visitors__dot" aria-hidden="true" />
        <span className="ff-live-visitors__label">Visitors now</span>
        <strong className="ff-live-visitors__count">
          {visitorsNow === null ? '–' : formatCount(visitorsNow)}
        </strong>
      </div>
      <p className="ff-live-visitors__notice" role="status">
        {newLead}
      </p>
    </div>
  );
}
