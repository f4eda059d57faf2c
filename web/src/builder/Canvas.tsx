import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  TouchSensor,
  closestCenter,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { DragOutlined } from '@ant-design/icons';
import { useMemo, useState } from 'react';
import { pageBackgroundStyle } from '../page-model/css';
import type { RenderContext } from '../page-model/types';
import { useBuilder, useBuilderActions } from './builder-context';
import { activeElements, activeStep } from './builder-store';
import { CanvasItem } from './CanvasItem';
import { elementLabel } from './palette-items';

export type CanvasWidth = 'desktop' | 'mobile';

/** Where the palette that adds elements is: a sidebar on desktop, a toolbar below on a phone. */
export type PalettePlace = 'sidebar' | 'toolbar';

type Props = { width: CanvasWidth; funnelId: string | null; palette: PalettePlace };

/**
 * The page being built. The list re-renders when the order changes; each element only when it
 * changes itself (see CanvasItem). Clicking the blank canvas clears the selection.
 */
export function Canvas({ width, funnelId, palette }: Props) {
  const elements = useBuilder(activeElements);
  const background = useBuilder((s) => activeStep(s).pageBackground);
  const selectedId = useBuilder((s) => s.selectedId);
  const actions = useBuilderActions();
  const [now] = useState(() => Date.now());
  const ctx = useMemo<RenderContext>(() => ({ mode: 'canvas', funnelId, now }), [funnelId, now]);
  const idsKey = elements.map((el) => el.id).join('\n');
  // A new ids array only when the order or membership changes, not when an element's content does.
  const ids = useMemo(() => (idsKey ? idsKey.split('\n') : []), [idsKey]);

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over && active.id !== over.id) actions.moveElement(String(active.id), String(over.id));
  };

  return (
    <div className="ff-canvas" onClick={() => actions.select(null)}>
      <div
        className={`ffp-page ff-canvas__page ff-canvas__page--${width}`}
        style={pageBackgroundStyle(background)}
        aria-label="Page canvas"
      >
        {elements.length === 0 ? (
          <div className="ff-canvas__empty">
            <DragOutlined className="ff-canvas__empty-icon" aria-hidden />
            <h2>Start Building Your Funnel</h2>
            <p>
              {palette === 'toolbar'
                ? 'Add elements from the toolbar below to begin'
                : 'Add elements from the sidebar to begin'}
            </p>
          </div>
        ) : (
          <DndContext
            sensors={sensors}
            collisionDetection={closestCenter}
            onDragEnd={onDragEnd}
            accessibility={{
              announcements: {
                onDragStart: ({ active }) => `Picked up ${labelOf(elements, active.id)}.`,
                onDragOver: ({ active, over }) =>
                  over
                    ? `${labelOf(elements, active.id)} is over position ${ids.indexOf(String(over.id)) + 1}.`
                    : '',
                onDragEnd: ({ active, over }) =>
                  over
                    ? `${labelOf(elements, active.id)} dropped at position ${ids.indexOf(String(over.id)) + 1}.`
                    : '',
                onDragCancel: ({ active }) => `Moving ${labelOf(elements, active.id)} was cancelled.`,
              },
            }}
          >
            <SortableContext items={ids} strategy={verticalListSortingStrategy}>
              <div className="ffp-page__inner ff-canvas__list" role="list" aria-label="Page elements">
                {elements.map((element, index) => (
                  <CanvasItem
                    key={element.id}
                    element={element}
                    selected={element.id === selectedId}
                    ctx={ctx}
                    index={index}
                    count={elements.length}
                  />
                ))}
              </div>
            </SortableContext>
          </DndContext>
        )}
      </div>
    </div>
  );
}

function labelOf(elements: readonly { id: string; type: string }[], id: string | number): string {
  const element = elements.find((el) => el.id === String(id));
  return element ? elementLabel(element.type) : 'element';
}
