import {
  DesktopOutlined,
  EyeOutlined,
  MobileOutlined,
  RedoOutlined,
  SaveOutlined,
  SettingOutlined,
  UndoOutlined,
} from '@ant-design/icons';
import { Button, Input, Segmented, Select, Tooltip } from 'antd';
import { useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { BackgroundPicker } from './BackgroundPicker';
import { FunnelSettingsDialog } from './FunnelSettingsDialog';
import { canRedo, canUndo, isDirty } from './builder-store';
import { useBuilder, useBuilderActions } from './builder-context';
import type { CanvasWidth } from './Canvas';

/** 000 §2.7 page types. */
export const PAGE_TYPES = [
  { value: 'landing', label: 'Landing Page' },
  { value: 'sales', label: 'Sales Page' },
  { value: 'capture', label: 'Lead Capture' },
];

type Props = {
  width: CanvasWidth;
  onWidthChange(width: CanvasWidth): void;
  saving: boolean;
  onSave(): void;
  /**
   * Editing an A/B test variant's page: only the page is saved, so the funnel's name, type,
   * settings and preview (which are the funnel's) are shown, not offered.
   */
  variantKey?: string | null;
};

export function BuilderTopBar({ width, onWidthChange, saving, onSave, variantKey = null }: Props) {
  const name = useBuilder((s) => s.doc.name);
  const templateType = useBuilder((s) => s.doc.templateType);
  const funnelId = useBuilder((s) => s.funnelId);
  const dirty = useBuilder(isDirty);
  const undoable = useBuilder(canUndo);
  const redoable = useBuilder(canRedo);
  const actions = useBuilderActions();
  const [settingsOpen, setSettingsOpen] = useState(false);
  const mac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);
  const mod = mac ? '⌘' : 'Ctrl+';
  const barRef = useRef<HTMLDivElement>(null);
  useStickyHeight(barRef);
  // A funnel made from a template keeps the template's category ('events', 'thank-you').
  const typeOptions = PAGE_TYPES.some((t) => t.value === templateType)
    ? PAGE_TYPES
    : [...PAGE_TYPES, { value: templateType, label: categoryLabel(templateType) }];
  return (
    <div className="ff-builder-bar" ref={barRef}>
      <Input
        className="ff-builder-bar__name"
        aria-label="Funnel name"
        value={name}
        maxLength={200}
        placeholder="Funnel name"
        disabled={variantKey !== null}
        title={variantKey ? 'The funnel’s name: a variant saves its page only' : undefined}
        onChange={(event) => actions.setName(event.target.value)}
      />
      <Select
        aria-label="Page type"
        className="ff-builder-bar__type"
        value={templateType}
        options={typeOptions}
        disabled={variantKey !== null}
        onChange={actions.setTemplateType}
      />
      <Segmented
        aria-label="Canvas width"
        value={width}
        onChange={(value) => onWidthChange(value as CanvasWidth)}
        options={[
          {
            value: 'desktop',
            icon: <DesktopOutlined />,
            label: <span className="ff-builder-bar__label">Desktop</span>,
          },
          {
            value: 'mobile',
            icon: <MobileOutlined />,
            label: <span className="ff-builder-bar__label">Mobile</span>,
          },
        ]}
      />
      <span className="ff-builder-bar__spacer" />
      <Tooltip title={`Undo (${mod}Z)`}>
        <Button icon={<UndoOutlined />} aria-label="Undo" disabled={!undoable} onClick={actions.undo} />
      </Tooltip>
      <Tooltip title={`Redo (${mod}${mac ? '⇧Z' : 'Shift+Z'})`}>
        <Button icon={<RedoOutlined />} aria-label="Redo" disabled={!redoable} onClick={actions.redo} />
      </Tooltip>
      <BackgroundPicker />
      {variantKey ? null : (
        <Tooltip
          title={funnelId ? 'Domain, icon, tracking and code' : 'Save the funnel to change its settings'}
        >
          <Button
            icon={<SettingOutlined />}
            disabled={!funnelId}
            onClick={() => setSettingsOpen(true)}
            aria-label="Funnel settings"
          >
            <span className="ff-builder-bar__label">Settings</span>
          </Button>
        </Tooltip>
      )}
      {settingsOpen && funnelId ? (
        <FunnelSettingsDialog funnelId={funnelId} onClose={() => setSettingsOpen(false)} />
      ) : null}
      {variantKey ? null : (
        <Tooltip title={funnelId ? 'Open the preview in a new tab' : 'Save the funnel to preview it'}>
          <Button
            icon={<EyeOutlined />}
            disabled={!funnelId}
            href={funnelId ? `/preview/${funnelId}` : undefined}
            target="_blank"
            rel="noopener"
            aria-label="Preview"
          >
            <span className="ff-builder-bar__label">Preview</span>
          </Button>
        </Tooltip>
      )}
      <Button
        type="primary"
        className="ff-builder-bar__save"
        icon={<SaveOutlined />}
        loading={saving}
        onClick={onSave}
        aria-label={saving ? 'Saving...' : 'Save'}
      >
        {saving ? 'Saving...' : 'Save'}
        {dirty && !saving ? <span className="ff-builder-bar__dirty" aria-label="Unsaved changes" /> : null}
      </Button>
    </div>
  );
}

/**
 * Tells the builder (--ff-builder-bar-height on the bar's parent) how tall the sticky toolbar is:
 * it wraps onto more rows on narrower screens, and the palette sticks right below it.
 */
function useStickyHeight(ref: RefObject<HTMLDivElement | null>) {
  useLayoutEffect(() => {
    const bar = ref.current;
    const builder = bar?.parentElement;
    if (!bar || !builder || typeof ResizeObserver === 'undefined') return;
    const update = () => builder.style.setProperty('--ff-builder-bar-height', `${bar.offsetHeight}px`);
    update();
    const observer = new ResizeObserver(update);
    observer.observe(bar);
    return () => observer.disconnect();
  }, [ref]);
}

/** 'thank-you' → 'Thank You'. */
function categoryLabel(value: string): string {
  return value
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}
