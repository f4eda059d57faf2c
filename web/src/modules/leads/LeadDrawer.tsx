import { skipToken, useQuery } from '@apollo/client/react';
import { Button, Drawer, Empty, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { errorInfo } from '../../app/graphql-errors';
import { LeadDocument, type LeadDetailFragment } from '../../gql/graphql';
import { EmailQualityBadge } from './EmailQualityBadge';
import { LeadActivityList } from './LeadActivityList';
import { LeadCustomFields } from './LeadCustomFields';
import { LeadFields } from './LeadFields';
import { leadLabel } from './lead-meta';
import { LeadScorePanel } from './LeadScorePanel';
import { LeadSubmissions } from './LeadSubmissions';
import { LeadTags } from './LeadTags';
import { useUpdateLead } from './use-update-lead';

type Props = {
  /** The lead shown; null keeps the drawer closed. */
  leadId: string | null;
  onClose: () => void;
  /** After any saved change, so the list around it can reload. */
  onChanged?: () => void;
};

/** One lead in full, edited in place: fields, tags, custom fields, score, submissions and activity. */
export function LeadDrawer({ leadId, onClose, onChanged }: Props) {
  const query = useQuery(
    LeadDocument,
    leadId ? { variables: { id: leadId }, fetchPolicy: 'cache-and-network' } : skipToken,
  );
  const lead = query.data?.lead;
  const { save } = useUpdateLead(onChanged);

  let body: ReactNode;
  if (lead && lead.id === leadId) {
    body = <LeadDetail lead={lead} save={(input) => save(lead.id, input)} />;
  } else if (query.error) {
    body =
      errorInfo(query.error).code === 'NOT_FOUND' ? (
        <Empty description="This lead no longer exists." />
      ) : (
        <Empty description="Could not load this lead. Check your connection and try again.">
          <Button onClick={() => void query.refetch()}>Retry</Button>
        </Empty>
      );
  } else {
    body = <Skeleton active paragraph={{ rows: 8 }} aria-busy="true" />;
  }

  const current = lead && lead.id === leadId ? lead : null;
  return (
    <Drawer
      className="ff-lead-drawer"
      open={leadId !== null}
      onClose={onClose}
      size={560}
      destroyOnHidden
      title={
        // A heading above the sections' h3s (the page's h1 is the screen title).
        <h2 className="ff-lead-drawer__title">
          {current ? (
            <>
              {leadLabel(current)} <EmailQualityBadge quality={current.emailQuality} />
            </>
          ) : (
            'Lead'
          )}
        </h2>
      }
      closable={{ 'aria-label': 'Close lead details' }}
    >
      {body}
    </Drawer>
  );
}

function LeadDetail({
  lead,
  save,
}: {
  lead: LeadDetailFragment;
  save: Parameters<typeof LeadFields>[0]['save'];
}) {
  return (
    <div className="ff-lead-detail">
      <Section title="Details">
        <LeadFields lead={lead} save={save} />
      </Section>
      <Section title="Score">
        <LeadScorePanel lead={lead} save={save} />
      </Section>
      <Section title="Tags">
        <LeadTags tags={lead.tags} save={save} />
      </Section>
      <Section title="Custom Fields">
        <LeadCustomFields fields={lead.customFields} save={save} />
      </Section>
      <Section title="Form Submissions">
        <LeadSubmissions submissions={lead.submissions} />
      </Section>
      <Section title="Activity">
        <LeadActivityList activity={lead.activity} />
      </Section>
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="ff-lead-detail__section" aria-label={title}>
      <h3>{title}</h3>
      {children}
    </section>
  );
}
