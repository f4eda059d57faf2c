import { Button, Empty } from 'antd';
import { refetchQuietly, type Refetchable } from '../../app/refetch-quietly';

/** The account could not be read (network, server): say so, with Retry. */
export function AffiliateLoadFailed({ query }: { query: Refetchable }) {
  return (
    <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Could not load your affiliate account.">
      <Button onClick={() => refetchQuietly(query)}>Retry</Button>
    </Empty>
  );
}
