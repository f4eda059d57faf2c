import {
  CopyOutlined,
  DeleteOutlined,
  LeftOutlined,
  MoreOutlined,
  PlusOutlined,
  RightOutlined,
  SettingOutlined,
  WarningOutlined,
} from '@ant-design/icons';
import { App, Button, Dropdown, Tooltip } from 'antd';
import { useState } from 'react';
import { MAX_STEPS, STEP_KIND_LABELS } from '../page-model/steps';
import type { FunnelStep } from '../page-model/types';
import { useBuilder, useBuilderActions } from './builder-context';
import { activeStep } from './builder-store';
import { danglingLinksOf, stepWarningLabel } from './dangling-links';
import { StepSettingsDialog } from './StepSettingsDialog';

/**
 * The funnel's steps above the canvas (opt-in → thank-you → offer): switch between them, add,
 * reorder, duplicate, delete (confirmed) and open a step's settings. Every change is undoable.
 */
export function StepsBar() {
  const steps = useBuilder((s) => s.doc.steps);
  const currentId = useBuilder((s) => activeStep(s).id);
  const dangling = useBuilder((s) => danglingLinksOf(s.doc.steps));
  const actions = useBuilderActions();
  const { modal } = App.useApp();
  // The step whose settings are open; 'new' for a step being added.
  const [editing, setEditing] = useState<string | 'new' | null>(null);
  const full = steps.length >= MAX_STEPS;

  const confirmDelete = (step: FunnelStep) =>
    modal.confirm({
      title: `Delete the step '${step.name}'?`,
      content:
        'Its page and elements go with it. Links to it from other steps will need a new destination before you publish. Undo brings it back.',
      okText: 'Delete step',
      okButtonProps: { danger: true },
      onOk: () => actions.removeStep(step.id),
    });

  return (
    <nav className="ff-steps" aria-label="Funnel steps">
      <ol className="ff-steps__list">
        {steps.map((step, index) => {
          const current = step.id === currentId;
          const broken = dangling.filter((link) => link.stepId === step.id);
          return (
            <li key={step.id} className={`ff-steps__item${current ? ' ff-steps__item--current' : ''}`}>
              <button
                type="button"
                className="ff-steps__tab"
                aria-current={current ? 'step' : undefined}
                onClick={() => actions.selectStep(step.id)}
                title={`/${index === 0 ? '' : step.slug} · ${STEP_KIND_LABELS[step.kind]}`}
              >
                <span className="ff-steps__number" aria-hidden>
                  {index + 1}
                </span>
                <span className="ff-steps__name">{step.name}</span>
                {broken.length > 0 ? (
                  <span className="ff-steps__warning" title={broken.map((link) => link.message).join('\n')}>
                    <WarningOutlined aria-hidden />
                    <span aria-hidden>{broken.length}</span>
                    <span className="ff-visually-hidden">({stepWarningLabel(broken)})</span>
                  </span>
                ) : null}
              </button>
              <Dropdown
                trigger={['click']}
                menu={{
                  items: [
                    { key: 'settings', icon: <SettingOutlined />, label: 'Settings and SEO…' },
                    { key: 'left', icon: <LeftOutlined />, label: 'Move earlier', disabled: index === 0 },
                    {
                      key: 'right',
                      icon: <RightOutlined />,
                      label: 'Move later',
                      disabled: index === steps.length - 1,
                    },
                    { key: 'duplicate', icon: <CopyOutlined />, label: 'Duplicate', disabled: full },
                    { type: 'divider' },
                    {
                      key: 'delete',
                      icon: <DeleteOutlined />,
                      label: 'Delete…',
                      danger: true,
                      disabled: steps.length === 1,
                    },
                  ],
                  onClick: ({ key }) => {
                    if (key === 'settings') setEditing(step.id);
                    else if (key === 'left') actions.moveStep(step.id, -1);
                    else if (key === 'right') actions.moveStep(step.id, 1);
                    else if (key === 'duplicate') actions.duplicateStep(step.id);
                    else if (key === 'delete') confirmDelete(step);
                  },
                }}
              >
                <Button
                  type="text"
                  size="small"
                  className="ff-steps__more"
                  icon={<MoreOutlined />}
                  aria-label={`Step ${index + 1} ${step.name}: actions`}
                />
              </Dropdown>
            </li>
          );
        })}
      </ol>
      <Tooltip title={full ? `A funnel can hold ${MAX_STEPS} steps at most` : undefined}>
        <Button icon={<PlusOutlined />} disabled={full} onClick={() => setEditing('new')}>
          Add step
        </Button>
      </Tooltip>
      {editing ? (
        <StepSettingsDialog
          step={editing === 'new' ? null : (steps.find((step) => step.id === editing) ?? null)}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </nav>
  );
}
