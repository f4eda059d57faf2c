import { useState } from 'react';
import { SequenceDetail } from '../../modules/sequences/SequenceDetail';
import { SequenceList } from '../../modules/sequences/SequenceList';
import './autoresponders.css';

/** 001 §2.5 Autoresponders: the sequence list, or one sequence's tabs, switched in place. */
export function AutorespondersPage() {
  const [openId, setOpenId] = useState<string | null>(null);
  return (
    <div className="ff-autoresponders-page">
      {openId ? (
        <SequenceDetail key={openId} sequenceId={openId} onBack={() => setOpenId(null)} />
      ) : (
        <SequenceList onOpen={setOpenId} />
      )}
    </div>
  );
}
