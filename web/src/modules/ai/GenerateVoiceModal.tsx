import { useQuery } from '@apollo/client/react';
import { Button, Modal } from 'antd';
import { AudioMonthlyCostDocument, type AudioFieldsFragment } from '../../gql/graphql';
import { formatEur } from './ai-format';
import { GenerateVoiceForm } from './GenerateVoiceForm';

/** The voice form in a dialog (the Media Library's Audio tab), with this month's voice cost. */
export function GenerateVoiceModal({
  open,
  onClose,
  onGenerated,
}: {
  open: boolean;
  onClose(): void;
  onGenerated?(audio: AudioFieldsFragment): void;
}) {
  const cost = useQuery(AudioMonthlyCostDocument, { skip: !open, fetchPolicy: 'cache-and-network' });
  const monthly = cost.data?.audioMonthlyCost;
  return (
    <Modal
      open={open}
      title="Generate voice"
      onCancel={onClose}
      width={640}
      className="ff-ai-modal"
      destroyOnHidden
      footer={[
        <Button key="close" onClick={onClose}>
          Close
        </Button>,
      ]}
    >
      <p className="ff-muted" aria-live="polite">
        {monthly === undefined ? '\u00a0' : `Voice cost this month: ${formatEur(monthly)}`}
      </p>
      <GenerateVoiceForm onGenerated={onGenerated} />
    </Modal>
  );
}
