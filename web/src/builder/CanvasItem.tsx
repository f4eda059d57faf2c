import { CloseOutlined, EditOutlined, HolderOutlined, WarningOutlined } from '@ant-design/icons';
import type { DraggableAttributes, DraggableSyntheticListeners } from '@dnd-kit/core';
import { memo, useCallback, useId, useState, type KeyboardEvent } from 'react';
import { compact, textStyle } from '../page-model/css';
import { ElementView } from '../page-model/PageView';
import { definitionOf } from '../page-model/registry';
import type { PageElement, RenderContext } from '../page-model/types';
import { useBuilderActions } from './builder-context';
import { InlineText } from './InlineText';
import { elementLabel } from './palette-items';
import { useSlotState, type SortableSlots } from './sortable-slots';

type Props = {
  element: PageElement;
  selected: boolean;
  ctx: RenderContext;
  index: number;
  count: number;
  slots: SortableSlots;
  /** What is wrong with the element's links ('Links to a deleted step'), and the messages in full. */
  warning?: string | null;
  warningDetail?: string | null;
};

/**
 * One element on the canvas: selectable, sortable (mouse, touch and keyboard via the handle),
 * with pencil and × buttons, and double-click (or a tap on the selected element) to type in
 * place. Memoised: it re-renders only when its own element or selection changes, or a drag of it
 * starts or ends: it lies outside dnd-kit's providers and reads its sortable state from its slot
 * (see sortable-slots), which also moves it during a drag (its node's transform and transition,
 * never rendered here). The toolbar and the content are memoised too.
 */
export const CanvasItem = memo(function CanvasItem({
  element,
  selected,
  ctx,
  index,
  count,
  slots,
  warning = null,
  warningDetail = null,
}: Props) {
  const actions = useBuilderActions();
  const warningId = useId();
  const [inline, setInline] = useState(false);
  const label = elementLabel(element.type);
  // Types whose content is a line or block of text can be typed in place.
  const inlineSpec = definitionOf(element.type)?.inlineText;
  const sortable = useSlotState(slots, element.id);
  const id = element.id;
  const setNodeRef = useCallback((node: HTMLElement | null) => slots.setNode(id, node), [slots, id]);
  const setActivatorNodeRef = useCallback(
    (node: HTMLElement | null) => slots.setActivator(id, node),
    [slots, id],
  );

  const startInline = () => {
    if (inlineSpec) {
      actions.select(element.id);
      setInline(true);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.target !== event.currentTarget) return;
    if (event.key === 'Enter') {
      event.preventDefault();
      if (inlineSpec) startInline();
      else actions.openEditor(element.id);
    } else if (event.key === 'Delete' || event.key === 'Backspace') {
      event.preventDefault();
      actions.removeElement(element.id);
    } else if (event.altKey && (event.key === 'ArrowUp' || event.key === 'ArrowDown')) {
      event.preventDefault();
      actions.moveBy(element.id, event.key === 'ArrowUp' ? -1 : 1);
    }
  };

  return (
    <div
      ref={setNodeRef}
      className={`ff-canvas-item${selected ? ' ff-canvas-item--selected' : ''}${sortable?.isDragging ? ' ff-canvas-item--dragging' : ''}${warning ? ' ff-canvas-item--warning' : ''}`}
      role="listitem"
      tabIndex={0}
      aria-label={`${label}, element ${index + 1} of ${count}`}
      aria-current={selected ? 'true' : undefined}
      aria-describedby={warning ? warningId : undefined}
      data-element-id={element.id}
      data-element-type={element.type}
      onClick={(event) => {
        event.stopPropagation();
        // A tap on the element already selected types in place (000 §2.7: double-click or touch).
        if (
          selected &&
          event.nativeEvent instanceof PointerEvent &&
          event.nativeEvent.pointerType === 'touch'
        )
          startInline();
        else actions.select(element.id);
      }}
      onDoubleClick={(event) => {
        event.stopPropagation();
        startInline();
      }}
      onKeyDown={onKeyDown}
    >
      <ItemToolbar
        id={element.id}
        label={label}
        attributes={sortable?.attributes}
        listeners={sortable?.listeners}
        setActivatorNodeRef={setActivatorNodeRef}
      />
      {warning ? (
        <p className="ff-canvas-item__warning" id={warningId} title={warningDetail ?? undefined}>
          <WarningOutlined aria-hidden /> {warning}
        </p>
      ) : null}
      <ItemContent
        element={element}
        ctx={ctx}
        editing={inline && Boolean(inlineSpec)}
        setEditing={setInline}
      />
    </div>
  );
});

type ToolbarProps = {
  id: string;
  label: string;
  /** dnd-kit's, from the element's slot (undefined before it has rendered). */
  attributes: DraggableAttributes | undefined;
  listeners: DraggableSyntheticListeners;
  setActivatorNodeRef(element: HTMLElement | null): void;
};

/** The drag handle, pencil and ×. Its props stay the same during a drag (dnd-kit memoises them). */
const ItemToolbar = memo(function ItemToolbar({
  id,
  label,
  attributes,
  listeners,
  setActivatorNodeRef,
}: ToolbarProps) {
  const actions = useBuilderActions();
  return (
    <div className="ff-canvas-item__toolbar" onClick={(event) => event.stopPropagation()}>
      <button
        type="button"
        ref={setActivatorNodeRef}
        className="ff-canvas-item__tool ff-canvas-item__handle"
        aria-label={`Drag to reorder ${label}`}
        {...attributes}
        {...listeners}
      >
        <HolderOutlined />
      </button>
      <button
        type="button"
        className="ff-canvas-item__tool"
        aria-label={`Edit ${label}`}
        onClick={() => actions.openEditor(id)}
      >
        <EditOutlined />
      </button>
      <button
        type="button"
        className="ff-canvas-item__tool ff-canvas-item__tool--danger"
        aria-label={`Delete ${label}`}
        onClick={() => actions.removeElement(id)}
      >
        <CloseOutlined />
      </button>
    </div>
  );
});

type ContentProps = {
  element: PageElement;
  ctx: RenderContext;
  editing: boolean;
  setEditing(editing: boolean): void;
};

/** The element as the page shows it, or the field typing in place. */
const ItemContent = memo(function ItemContent({ element, ctx, editing, setEditing }: ContentProps) {
  const actions = useBuilderActions();
  if (!editing) return <ElementView element={element} ctx={ctx} />;
  const style = textStyle(element.styles);
  return (
    <div className={`ffp-el ffp-el--${element.type}`}>
      <InlineText
        value={element.content}
        multiline={definitionOf(element.type)?.inlineText === 'lines'}
        label={elementLabel(element.type)}
        style={compact({ ...style, textAlign: style.textAlign ?? undefined })}
        onCommit={(content) => {
          setEditing(false);
          actions.updateElement({ ...element, content });
        }}
        onCancel={() => setEditing(false)}
      />
    </div>
  );
});
