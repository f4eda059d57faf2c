import { ExperimentOutlined, MoreOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { Button, Dropdown, Tooltip } from 'antd';
import { useNavigate } from 'react-router-dom';
import { experimentsPath } from '../experiments/experiment-meta';
import { useCreateExperiment } from '../experiments/use-create-experiment';

// In the page's main landmark (axe: all content in landmarks), not in the card, which clips.
const inMain = (trigger: HTMLElement) => trigger.closest<HTMLElement>('main') ?? document.body;

/** The card's menu of A/B test actions: create one for this funnel, or see its tests. */
export function FunnelAbTestMenu({ funnelId, funnelName }: { funnelId: string; funnelName: string }) {
  const navigate = useNavigate();
  const { createFor, creatingFor } = useCreateExperiment();
  return (
    <Dropdown
      trigger={['click']}
      getPopupContainer={inMain}
      menu={{
        items: [
          { key: 'create', label: 'Create A/B test', icon: <ExperimentOutlined /> },
          { key: 'list', label: 'See A/B tests', icon: <UnorderedListOutlined /> },
        ],
        onClick: ({ key }) => {
          if (key === 'create') void createFor(funnelId);
          else void navigate(experimentsPath(funnelId));
        },
      }}
    >
      <Tooltip title="More" getPopupContainer={inMain}>
        <Button
          aria-label={`More actions for ${funnelName}`}
          icon={<MoreOutlined />}
          loading={creatingFor === funnelId}
        />
      </Tooltip>
    </Dropdown>
  );
}
