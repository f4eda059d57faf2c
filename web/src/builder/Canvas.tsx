import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type Active,
  type Announcements,
  type DragEndEvent,
  type Over,
} from '@dnd-kit/core';
import {
  SortableContext,
  hasSortableData,
  sortableKeyboardCoordinates,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { DragOutlined } from '@ant-design/icons';
import { useCallback, useMemo, useState } from 'react';
import { pageBackgroundStyle } from '../page-model/css';
import type { PageElement, RenderContext } from '../page-model/types';
import { useBuilder, useBuilderActions } from './builder-context';
import { activeElements, activeStep } from './builder-store';
import { CanvasItem } from './CanvasItem';
import { canvasWarnings } from './dangling-links';
import { closestCenterNearby } from './nearest-center';
import { elementLabel } from './palette-items';

export type CanvasWidth = 'desktop' | 'mobile';

/** Where the palette that adds elements is: a sidebar on desktop, a toolbar below on a phone. */
export type PalettePlace = 'sidebar' | 'toolbar';

// Sensor options are constants: new ones would make dnd-kit hand every element new listeners.
const POINTER_OPTIONS = { activationConstraint: { distance: 6 } };
const TOUCH_OPTIONS = { activationConstraint: { delay: 200, tolerance: 8 } };
const KEYBOARD_OPTIONS = { coordinateGetter: sortableKeyboardCoordinates };

type Props = { width: CanvasWidth; funnelId: string | null; palette: PalettePlace };

/**
 * The page being built. The list re-renders when the order changes; each element only when it
 * changes itself (see CanvasItem). Clicking the blank canvas clears the selection. Dragging
 * re-renders no element on a plain pointer move, and only CanvasItem's thin wrapper of each when
 * the drag's target changes; what is handed to dnd-kit stays the same object during a drag.
 */
export function Canvas({ width, funnelId, palette }: Props) {
  const elements = useBuilder(activeElements);
  const background = useBuilder((s) => activeStep(s).pageBackground);
  // Links that lead nowhere are marked on the element holding them, as publishing would refuse them.
  const steps = useBuilder((s) => s.doc.steps);
  const stepId = useBuilder((s) => activeStep(s).id);
  const warnings = useMemo(() => canvasWarnings(steps, stepId), [steps, stepId]);
  const selectedId = useBuilder((s) => s.selectedId);
  const { select, moveElement } = useBuilderActions();
  const [now] = useState(() => Date.now());
  const ctx = useMemo<RenderContext>(() => ({ mode: 'canvas', funnelId, now }), [funnelId, now]);
  const idsKey = elements.map((el) => el.id).join('\n');
  // A new ids array only when the order or membership changes, not when an element's content does.
  const ids = useMemo(() => (idsKey ? idsKey.split('\n') : []), [idsKey]);

  const sensors = useSensors(
    useSensor(PointerSensor, POINTER_OPTIONS),
    useSensor(TouchSensor, TOUCH_OPTIONS),
    useSensor(KeyboardSensor, KEYBOARD_OPTIONS),
  );
  const accessibility = useMemo(() => ({ announcements: announcementsFor(elements) }), [elements]);

  const onDragEnd = useCallback(
    ({ active, over }: DragEndEvent) => {
      if (over && active.id !== over.id) moveElement(String(active.id), String(over.id));
    },
    [moveElement],
  );

  return (
    <div className="ff-canvas" onClick={() => select(null)}>
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
            collisionDetection={closestCenterNearby}
            onDragEnd={onDragEnd}
            accessibility={accessibility}
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
                    warning={warnings.get(element.id)?.label ?? null}
                    warningDetail={warnings.get(element.id)?.detail ?? null}
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

/**
 * What a screen reader hears during a drag. Positions and labels come from the sortable data of
 * the elements involved (their index), not from a search of the list at each step.
 */
function announcementsFor(elements: readonly PageElement[]): Announcements {
  const labelOf = (entry: Active | Over) => {
    const element = hasSortableData(entry) ? elements[entry.data.current.sortable.index] : undefined;
    return element ? elementLabel(element.type) : 'element';
  };
  const positionOf = (over: Over) =>
    hasSortableData(over)
      ? over.data.current.sortable.index + 1
      : elements.findIndex((el) => el.id === over.id) + 1;
  return {
    onDragStart: ({ active }) => `Picked up ${labelOf(active)}.`,
    onDragOver: ({ active, over }) =>
      over ? `${labelOf(active)} is over position ${positionOf(over)}.` : '',
    onDragEnd: ({ active, over }) =>
      over ? `${labelOf(active)} dropped at position ${positionOf(over)}.` : '',
    onDragCancel: ({ active }) => `Moving ${labelOf(active)} was cancelled.`,
  };
}
