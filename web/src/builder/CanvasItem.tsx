import { CloseOutlined, EditOutlined, HolderOutlined } from '@ant-design/icons';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { memo, useState, type KeyboardEvent } from 'react';
import { compact, textStyle } from '../page-model/css';
import { ElementView } from '../page-model/PageView';
import { definitionOf } from '../page-model/registry';
import type { PageElement, RenderContext } from '../page-model/types';
import { useBuilderActions } from './builder-context';
import { InlineText } from './InlineText';
import { elementLabel } from './palette-items';

type Props = { element: PageElement; selected: boolean; ctx: RenderContext; index: number; count: number };

/**
 * One element on the canvas: selectable, sortable (mouse, touch and keyboard via the handle),
 * with pencil and × buttons, and double-click (or a tap on the selected element) to type in
 * place. Memoised: it re-renders only when its own element or selection changes.
 */
export const CanvasItem = memo(function CanvasItem({ element, selected, ctx, index, count }: Props) {
  const actions = useBuilderActions();
  const [inline, setInline] = useState(false);
  const label = elementLabel(element.type);
  // Types whose content is a line or block of text can be typed in place.
  const inlineSpec = definitionOf(element.type)?.inlineText;
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({
      id: element.id,
    });

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
      className={`ff-canvas-item${selected ? ' ff-canvas-item--selected' : ''}${isDragging ? ' ff-canvas-item--dragging' : ''}`}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      role="listitem"
      tabIndex={0}
      aria-label={`${label}, element ${index + 1} of ${count}`}
      aria-current={selected ? 'true' : undefined}
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
          onClick={() => actions.openEditor(element.id)}
        >
          <EditOutlined />
        </button>
        <button
          type="button"
          className="ff-canvas-item__tool ff-canvas-item__tool--danger"
          aria-label={`Delete ${label}`}
          onClick={() => actions.removeElement(element.id)}
        >
          <CloseOutlined />
        </button>
      </div>
      {inline && inlineSpec ? (
        <div className={`ffp-el ffp-el--${element.type}`}>
          <InlineText
            value={element.content}
            multiline={inlineSpec === 'lines'}
            label={label}
            style={compact({
              ...textStyle(element.styles),
              textAlign: textStyle(element.styles).textAlign ?? undefined,
            })}
            onCommit={(content) => {
              setInline(false);
              actions.updateElement({ ...element, content });
            }}
            onCancel={() => setInline(false)}
          />
        </div>
      ) : (
        <ElementView element={element} ctx={ctx} />
      )}
    </div>
  );
});
