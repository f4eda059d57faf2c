import {
  closestCenter,
  type Collision,
  type CollisionDetection,
  type DroppableContainer,
} from '@dnd-kit/core';

/** How many elements on each side of the dragged one's centre are compared. */
const NEIGHBOURS = 3;

/** The rectangles dnd-kit measured, by element (its RectMap, which it does not export). */
type RectMap = Parameters<CollisionDetection>[0]['droppableRects'];

type Order = { containers: DroppableContainer[]; centres: number[] };

/** The elements in the order of their centres, for each measurement of the elements during a drag. */
const orders = new WeakMap<RectMap, { containers: DroppableContainer[]; order: Order }>();

function orderOf(containers: DroppableContainer[], rects: RectMap): Order {
  const known = orders.get(rects);
  if (known && known.containers === containers) return known.order;
  const entries: { container: DroppableContainer; centre: number }[] = [];
  for (const container of containers) {
    const rect = rects.get(container.id);
    if (rect) entries.push({ container, centre: rect.top + rect.height / 2 });
  }
  entries.sort((a, b) => a.centre - b.centre);
  const order = { containers: entries.map((e) => e.container), centres: entries.map((e) => e.centre) };
  orders.set(rects, { containers, order });
  return order;
}

/**
 * closestCenter among the few elements whose centres are nearest, found by binary search in the
 * order taken once per measurement, where closestCenter measures the distance to every element
 * (and reads the scroll offsets for each) at every pointer move. The elements' rectangles follow
 * the page's scrolling alike, so the order stays and one rectangle tells how far they have moved.
 */
const nearest: CollisionDetection = (args) => {
  const { collisionRect, droppableRects, droppableContainers } = args;
  if (droppableContainers.length <= 2 * NEIGHBOURS + 1) return closestCenter(args);
  const { containers, centres } = orderOf(droppableContainers, droppableRects);
  const first = containers[0] ? droppableRects.get(containers[0].id) : undefined;
  if (!first) return closestCenter(args);
  const scrolled = first.top + first.height / 2 - centres[0]!;
  const centre = collisionRect.top + collisionRect.height / 2 - scrolled;
  let low = 0;
  let high = centres.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (centres[middle]! < centre) low = middle + 1;
    else high = middle;
  }
  return closestCenter({
    ...args,
    droppableContainers: containers.slice(Math.max(0, low - NEIGHBOURS), low + NEIGHBOURS),
  });
};

/** The last answer for each list of elements. */
const lastAnswers = new WeakMap<DroppableContainer[], Collision[]>();

/**
 * dnd-kit's closestCenter for a vertical list, in time independent of the list's length (see
 * `nearest`). While the nearest element stays the same, the previous answer is handed back as it
 * was: dnd-kit puts the answer in the context its readers (SortableContext) re-render on, so a
 * new array at every pointer move would re-render them at every move; only the first collision
 * decides where the element goes.
 */
export const closestCenterNearby: CollisionDetection = (args) => {
  const found = nearest(args);
  const last = lastAnswers.get(args.droppableContainers);
  if (last && last[0]?.id === found[0]?.id) return last;
  lastAnswers.set(args.droppableContainers, found);
  return found;
};
