import { CloseOutlined, EditOutlined, HolderOutlined, WarningOutlined } from '@ant-design/icons';
import type { DraggableAttributes, DraggableSyntheticListeners } from '@dnd-kit/core';
import { useSortable, type NewIndexGetter } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { memo, useId, useState, type KeyboardEvent } from 'react';
import { compact, textStyle } from '../page-model/css';
import { ElementView } from '../page-model/PageView';
import { definitionOf } from '../page-model/registry';
import type { PageElement, RenderContext } from '../page-model/types';
import { useBuilderActions } from './builder-context';
import { InlineText } from './InlineText';
import { elementLabel } from './palette-items';

type Props = {
  element: PageElement;
  selected: boolean;
  ctx: RenderContext;
  index: number;
  count: number;
  /** What is wrong with the element's links ('Links to a deleted step'), and the messages in full. */
  warning?: string | null;
  warningDetail?: string | null;
};

/**
 * One element on the canvas: selectable, sortable (mouse, touch and keyboard via the handle),
 * with pencil and × buttons, and double-click (or a tap on the selected element) to type in
 * place. Memoised: it re-renders only when its own element or selection changes, and while an
 * element is dragged, when the drag's target changes (dnd-kit's useSortable). Then only this
 * wrapper runs: the toolbar and the element's content are memoised on props that do not change
 * during a drag, so the cost of a drag does not grow with what the page's elements contain.
 */
export const CanvasItem = memo(function CanvasItem({
  element,
  selected,
  ctx,
  index,
  count,
  warning = null,
  warningDetail = null,
}: Props) {
  const actions = useBuilderActions();
  const warningId = useId();
  const [inline, setInline] = useState(false);
  const label = elementLabel(element.type);
  // Types whose content is a line or block of text can be typed in place.
  const inlineSpec = definitionOf(element.type)?.inlineText;
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: element.id, getNewIndex: newIndexGetter(index) });

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
      className={`ff-canvas-item${selected ? ' ff-canvas-item--selected' : ''}${isDragging ? ' ff-canvas-item--dragging' : ''}${warning ? ' ff-canvas-item--warning' : ''}`}
      style={{ transform: CSS.Translate.toString(transform), transition }}
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
        attributes={attributes}
        listeners={listeners}
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

/**
 * Where the element at `index` goes when the dragged one moves from activeIndex to overIndex:
 * arithmetic, where dnd-kit's default copies the list for every element at each step of a drag.
 */
function newIndexGetter(index: number): NewIndexGetter {
  return ({ activeIndex, overIndex }) => {
    if (index === activeIndex) return overIndex;
    if (activeIndex < index && index <= overIndex) return index - 1;
    if (overIndex <= index && index < activeIndex) return index + 1;
    return index;
  };
}

type ToolbarProps = {
  id: string;
  label: string;
  attributes: DraggableAttributes;
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
