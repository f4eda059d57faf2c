import { useMutation, useQuery } from '@apollo/client/react';
import { Checkbox, Empty, Input, Modal, Spin } from 'antd';
import { useState } from 'react';
import { failureToast, successToast } from '../../app/toast/notify';
import { EnrolLeadsInSequenceDocument, SequenceLeadOptionsDocument } from '../../gql/graphql';
import { SEQUENCE_TEXT, leadName } from './sequence-meta';

const PICKER_SIZE = 50;

/** 'Enrol leads': search the user's leads and pick some; unsubscribed ones cannot be picked. */
export function EnrolLeadsDialog({
  sequenceId,
  open,
  onClose,
  onEnrolled,
}: {
  sequenceId: string;
  open: boolean;
  onClose: () => void;
  onEnrolled: () => void;
}) {
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<string[]>([]);
  const leads = useQuery(SequenceLeadOptionsDocument, {
    skip: !open,
    variables: { filter: search ? { search } : null, paging: { limit: PICKER_SIZE } },
  });
  const [enrol, { loading }] = useMutation(EnrolLeadsInSequenceDocument);
  const items = (leads.data ?? leads.previousData)?.leads.items ?? [];

  const submit = async () => {
    try {
      const result = await enrol({ variables: { sequenceId, leadIds: chosen } });
      const answer = result.data?.enrolLeadsInSequence;
      const parts = [`${answer?.enrolled.length ?? 0} lead(s) enrolled`];
      if (answer?.alreadyEnrolled.length) parts.push(`${answer.alreadyEnrolled.length} already enrolled`);
      if (answer?.refused.length)
        parts.push(`${answer.refused.length} refused (${answer.refused.map((r) => r.reason).join(', ')})`);
      successToast(parts.join('; '));
      setChosen([]);
      onEnrolled();
    } catch (error) {
      failureToast(error, (info) => info.message || SEQUENCE_TEXT.enrolFailed);
    }
  };

  return (
    <Modal
      title="Enrol leads"
      open={open}
      okText={`Enrol ${chosen.length} lead${chosen.length === 1 ? '' : 's'}`}
      okButtonProps={{ disabled: chosen.length === 0 }}
      confirmLoading={loading}
      onOk={() => void submit()}
      onCancel={onClose}
    >
      <Input.Search
        placeholder="Search leads..."
        aria-label="Search leads"
        allowClear
        onSearch={(value) => setSearch(value.trim())}
      />
      <div className="ff-enrol__list">
        {leads.loading && items.length === 0 ? (
          <Spin />
        ) : items.length === 0 ? (
          <Empty description={search ? 'No leads found' : 'No leads yet'} />
        ) : (
          items.map((lead) => (
            <Checkbox
              key={lead.id}
              className="ff-enrol__lead"
              disabled={Boolean(lead.unsubscribedAt)}
              checked={chosen.includes(lead.id)}
              onChange={(event) =>
                setChosen((current) =>
                  event.target.checked ? [...current, lead.id] : current.filter((id) => id !== lead.id),
                )
              }
            >
              {leadName(lead)} <span className="ff-enrol__email">{lead.email}</span>
              {lead.unsubscribedAt ? <em> (unsubscribed)</em> : null}
            </Checkbox>
          ))
        )}
      </div>
      {leads.data?.leads.hasMore ? (
        <p className="ff-sequences__hint">Showing the first {PICKER_SIZE} matches; search to narrow them.</p>
      ) : null}
    </Modal>
  );
}
