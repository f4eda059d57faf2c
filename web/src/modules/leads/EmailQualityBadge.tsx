import type { EmailQuality } from '../../gql/graphql';
import { EMAIL_QUALITY } from './lead-meta';

/** 001 §5: how the address looks, as the server classified it: Valid, Flagged or Invalid. */
export function EmailQualityBadge({ quality }: { quality: EmailQuality }) {
  const meta = EMAIL_QUALITY[quality];
  return (
    <span className={meta.className} title={`Email address: ${meta.label}`}>
      {meta.label}
    </span>
  );
}
