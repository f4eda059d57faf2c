import {
  DndContext,
  KeyboardCode,
  KeyboardSensor,
  PointerSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type Announcements,
  type Collision,
  type CollisionDetection,
  type DragEndEvent,
  type DragMoveEvent,
  type DragStartEvent,
  type KeyboardCoordinateGetter,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { DragOutlined } from '@ant-design/icons';
import { useCallback, useMemo, useState } from 'react';
import { pageBackgroundStyle } from '../page-model/css';
import type { PageElement, RenderContext } from '../page-model/types';
import { useBuilder, useBuilderActions } from './builder-context';
import { activeElements, activeStep } from './builder-store';
import { CanvasItem } from './CanvasItem';
import { canvasWarnings } from './dangling-links';
import { elementLabel } from './palette-items';
import { SlotList, useSortableSlots, type SortableSlots } from './sortable-slots';

export type CanvasWidth = 'desktop' | 'mobile';

/** Where the palette that adds elements is: a sidebar on desktop, a toolbar below on a phone. */
export type PalettePlace = 'sidebar' | 'toolbar';

// Sensor options are constants: new ones would make dnd-kit hand every element new listeners.
const POINTER_OPTIONS = { activationConstraint: { distance: 6 } };
const TOUCH_OPTIONS = { activationConstraint: { delay: 200, tolerance: 8 } };

/**
 * dnd-kit is told of no collision: the target is found by SortableSlots over the places measured
 * when the drag started, so dnd-kit's `over`, and with it the context every slot reads, stays the
 * same during a drag.
 */
const NO_COLLISIONS: Collision[] = [];
const noCollisions: CollisionDetection = () => NO_COLLISIONS;

type Props = { width: CanvasWidth; funnelId: string | null; palette: PalettePlace };

/**
 * The page being built. The list re-renders when the order changes; each element only when it
 * changes itself (see CanvasItem). Clicking the blank canvas clears the selection. Elements are
 * reordered by dragging their handle (mouse, touch, or space and the arrow keys): dnd-kit's
 * context holds only a leaf slot per element and the elements are drawn beside it, so a move of
 * a drag re-renders no element and a change of its target moves only the elements between the old
 * and the new one, whatever the page's length (see SortableSlots).
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
  const slots = useSortableSlots();
  const [now] = useState(() => Date.now());
  const ctx = useMemo<RenderContext>(() => ({ mode: 'canvas', funnelId, now }), [funnelId, now]);
  const idsKey = elements.map((el) => el.id).join('\n');
  // A new ids array only when the order or membership changes, not when an element's content does.
  const ids = useMemo(() => (idsKey ? idsKey.split('\n') : []), [idsKey]);

  const keyboardOptions = useMemo(() => ({ coordinateGetter: keyboardCoordinates(slots) }), [slots]);
  const sensors = useSensors(
    useSensor(PointerSensor, POINTER_OPTIONS),
    useSensor(TouchSensor, TOUCH_OPTIONS),
    useSensor(KeyboardSensor, keyboardOptions),
  );
  const accessibility = useMemo(
    () => ({ announcements: announcementsFor(elements, slots) }),
    [elements, slots],
  );

  const onDragStart = useCallback(
    ({ active, activatorEvent }: DragStartEvent) =>
      slots.begin(ids, String(active.id), activatorEvent instanceof KeyboardEvent),
    [slots, ids],
  );
  const onDragMove = useCallback(({ delta }: DragMoveEvent) => slots.moveTo(delta.y), [slots]);
  const onDragEnd = useCallback(
    ({ delta }: DragEndEvent) => {
      slots.moveTo(delta.y);
      const drop = slots.end();
      const [from, to] = [ids[drop?.from ?? -1], ids[drop?.to ?? -1]];
      if (from && to && from !== to) moveElement(from, to);
    },
    [slots, ids, moveElement],
  );
  const onDragCancel = useCallback(() => slots.end(), [slots]);

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
          <>
            <DndContext
              sensors={sensors}
              collisionDetection={noCollisions}
              onDragStart={onDragStart}
              onDragMove={onDragMove}
              onDragEnd={onDragEnd}
              onDragCancel={onDragCancel}
              accessibility={accessibility}
            >
              <SlotList ids={ids} slots={slots} />
            </DndContext>
            <div className="ffp-page__inner ff-canvas__list" role="list" aria-label="Page elements">
              {elements.map((element, index) => (
                <CanvasItem
                  key={element.id}
                  element={element}
                  selected={element.id === selectedId}
                  ctx={ctx}
                  index={index}
                  count={elements.length}
                  slots={slots}
                  warning={warnings.get(element.id)?.label ?? null}
                  warningDetail={warnings.get(element.id)?.detail ?? null}
                />
              ))}
            </div>
          </>
        )}
      </div>
    </div>
  );
}

/**
 * Moves a keyboard drag one element up or down per arrow key: the dragged element goes to the
 * place of its neighbour, as dnd-kit's sortable keyboard does.
 */
function keyboardCoordinates(slots: SortableSlots): KeyboardCoordinateGetter {
  return (event, { currentCoordinates }) => {
    if (event.code !== KeyboardCode.Down && event.code !== KeyboardCode.Up) return undefined;
    event.preventDefault();
    const by = slots.step(event.code === KeyboardCode.Down ? 1 : -1);
    return by === undefined ? undefined : { x: currentCoordinates.x, y: currentCoordinates.y + by };
  };
}

/**
 * What a screen reader hears during a drag. The position is the target's, announced when it
 * changes; the label is looked up only then.
 */
function announcementsFor(elements: readonly PageElement[], slots: SortableSlots): Announcements {
  const labelOf = (id: UniqueIdentifier) => {
    const element = elements.find((el) => el.id === id);
    return element ? elementLabel(element.type) : 'element';
  };
  return {
    onDragStart: ({ active }) => `Picked up ${labelOf(active.id)}.`,
    onDragMove: ({ active }) => {
      const position = slots.newPosition();
      return position === undefined ? undefined : `${labelOf(active.id)} is over position ${position}.`;
    },
    onDragOver: () => undefined,
    onDragEnd: ({ active }) => {
      const drop = slots.lastDropped();
      return drop ? `${labelOf(active.id)} dropped at position ${drop.to + 1}.` : undefined;
    },
    onDragCancel: ({ active }) => `Moving ${labelOf(active.id)} was cancelled.`,
  };
}
