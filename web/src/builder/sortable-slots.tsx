import { useDraggable, type DraggableAttributes, type DraggableSyntheticListeners } from '@dnd-kit/core';
import { CSS } from '@dnd-kit/utilities';
import { memo, useCallback, useLayoutEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { ListSort, type Place } from './list-sort';

/** What an element on the canvas renders of its drag state: it changes when a drag starts or ends. */
export type SlotState = {
  attributes: DraggableAttributes;
  listeners: DraggableSyntheticListeners;
  isDragging: boolean;
};

/** How an element is moved during a drag: it changes at every pointer move. */
export type Motion = { transform: string; transition: string };

const STILL: Motion = { transform: '', transition: '' };

/** How the elements that make room move (dnd-kit sortable's default). */
const MAKING_ROOM = 'transform 200ms ease';

type NodeSetter = (element: HTMLElement | null) => void;

type Entry = {
  state?: SlotState;
  /** From the slot: the dragged element follows the pointer. */
  motion: Motion;
  /** From the sort: an element making room for the dragged one. */
  shift?: Motion;
  node: HTMLElement | null;
  activator: HTMLElement | null;
  setNodeRef?: NodeSetter;
  setActivatorNodeRef?: NodeSetter;
  subscribers: Set<() => void>;
};

const sameState = (a: SlotState | undefined, b: SlotState) =>
  a !== undefined &&
  a.attributes === b.attributes &&
  a.listeners === b.listeners &&
  a.isDragging === b.isDragging;

function show(entry: Entry) {
  const { node } = entry;
  if (!node) return;
  const motion = entry.shift ?? entry.motion;
  node.style.transform = motion.transform;
  node.style.transition = motion.transition;
}

type Sort = {
  ids: readonly string[];
  list: ListSort;
  /** By keyboard the target moves one element per arrow key; by pointer it is the nearest. */
  keyboard: boolean;
  /** How far the dragged element has moved down the page (px, scrolling included). */
  deltaY: number;
  /** The elements given a shift during this drag, to still at its end. */
  shifted: Set<number>;
  /** The target last announced to screen readers. */
  announced: number;
};

/** Where a drag ended: the dragged element's index and the one it was dropped on. */
export type Drop = { from: number; to: number };

/**
 * The canvas's drag and drop, around dnd-kit's DndContext and sensors.
 *
 * dnd-kit re-renders its providers at every pointer move of a drag (the dragged element's
 * transform is a context value) and React then looks at every fiber below them for readers; its
 * sortable preset also re-renders every element whenever the drag's target changes. So here:
 * - each element's useDraggable runs in a slot (SlotList), a leaf inside DndContext that renders
 *   nothing, and the elements are drawn beside DndContext. An element re-renders only when its
 *   slot's state changes (a drag of it starts or ends); the transform that moves it is written to
 *   its node here, which owns the node's `transform` and `transition` (never rendered).
 * - the sorting is done here, not by dnd-kit's droppables: the elements' places are measured once
 *   when a drag starts (ListSort), the target is the nearest centre, and a change of target moves
 *   only the elements between the old and the new one. dnd-kit sees no droppable, so its contexts
 *   do not change during the drag.
 * A move then costs the same on a page of 20 elements as on one of 200.
 */
export class SortableSlots {
  private readonly entries = new Map<string, Entry>();
  private sort: Sort | null = null;
  private lastDrop: Drop | null = null;

  private entry(id: string): Entry {
    let entry = this.entries.get(id);
    if (!entry) {
      entry = { motion: STILL, node: null, activator: null, subscribers: new Set() };
      this.entries.set(id, entry);
    }
    return entry;
  }

  /** Forgets an element whose slot and canvas item have both gone. */
  private prune(id: string, entry: Entry) {
    if (!entry.setNodeRef && !entry.node && entry.subscribers.size === 0) this.entries.delete(id);
  }

  /** The slot's ref setters: linked to the element's nodes whichever of the two comes first. */
  attach(id: string, setNodeRef: NodeSetter, setActivatorNodeRef: NodeSetter) {
    const entry = this.entry(id);
    entry.setNodeRef = setNodeRef;
    entry.setActivatorNodeRef = setActivatorNodeRef;
    setNodeRef(entry.node);
    setActivatorNodeRef(entry.activator);
  }

  detach(id: string) {
    const entry = this.entries.get(id);
    if (!entry) return;
    entry.setNodeRef = undefined;
    entry.setActivatorNodeRef = undefined;
    entry.state = undefined;
    this.prune(id, entry);
  }

  /** The element's node (its ref): it is measured and moved during a drag. */
  setNode(id: string, node: HTMLElement | null) {
    const entry = this.entry(id);
    entry.node = node;
    show(entry);
    entry.setNodeRef?.(node);
    if (!node) this.prune(id, entry);
  }

  /** The element's drag handle (its ref). */
  setActivator(id: string, node: HTMLElement | null) {
    const entry = this.entry(id);
    entry.activator = node;
    entry.setActivatorNodeRef?.(node);
  }

  /** From a slot: moves the element, and tells its subscribers when what it renders has changed. */
  publish(id: string, state: SlotState, motion: Motion) {
    const entry = this.entry(id);
    if (entry.motion.transform !== motion.transform || entry.motion.transition !== motion.transition) {
      entry.motion = motion;
      show(entry);
    }
    if (sameState(entry.state, state)) return;
    entry.state = state;
    for (const notify of entry.subscribers) notify();
  }

  subscribe(id: string, notify: () => void): () => void {
    const entry = this.entry(id);
    entry.subscribers.add(notify);
    return () => {
      entry.subscribers.delete(notify);
      this.prune(id, entry);
    };
  }

  state(id: string): SlotState | undefined {
    return this.entries.get(id)?.state;
  }

  /** A drag of `activeId` starts: the elements' places are measured, once. */
  begin(ids: readonly string[], activeId: string, keyboard: boolean) {
    this.end();
    const activeIndex = ids.indexOf(activeId);
    const origin = this.entries.get(activeId)?.node?.getBoundingClientRect().top;
    if (activeIndex < 0 || origin === undefined) return;
    const places: Place[] = ids.map((id) => {
      const rect = this.entries.get(id)?.node?.getBoundingClientRect();
      return rect ? { top: rect.top - origin, height: rect.height } : { top: 0, height: 0 };
    });
    this.sort = {
      ids,
      list: new ListSort(places, activeIndex),
      keyboard,
      deltaY: 0,
      shifted: new Set(),
      announced: activeIndex,
    };
    this.lastDrop = null;
  }

  /** The dragged element has moved `deltaY` px down the page since the start. */
  moveTo(deltaY: number) {
    const sort = this.sort;
    if (!sort) return;
    sort.deltaY = deltaY;
    if (!sort.keyboard) this.target(sort.list.nearest(deltaY + sort.list.activeHeight / 2));
  }

  /**
   * For the keyboard: the target one element up (-1) or down (+1), and how far (px) the dragged
   * element moves to be over it; undefined at either end of the list.
   */
  step(direction: -1 | 1): number | undefined {
    const sort = this.sort;
    if (!sort) return undefined;
    const target = sort.list.overIndex + direction;
    if (target < 0 || target >= sort.ids.length) return undefined;
    this.target(target);
    return sort.list.topOver(target) - sort.deltaY;
  }

  /** Makes `over` the target: only the elements between the old target and the new one move. */
  private target(over: number) {
    const sort = this.sort;
    if (!sort || over < 0 || over === sort.list.overIndex) return;
    const previous = sort.list.overIndex;
    sort.list.overIndex = over;
    for (let index = Math.min(previous, over); index <= Math.max(previous, over); index += 1) {
      if (index === sort.list.activeIndex) continue;
      const entry = this.entries.get(sort.ids[index] ?? '');
      if (!entry) continue;
      const y = sort.list.shift(index);
      entry.shift = { transform: `translate3d(0px, ${y}px, 0)`, transition: MAKING_ROOM };
      sort.shifted.add(index);
      show(entry);
    }
  }

  /** The target's position (1-based) when it changed since last asked, for screen readers. */
  newPosition(): number | undefined {
    const sort = this.sort;
    if (!sort || sort.announced === sort.list.overIndex) return undefined;
    sort.announced = sort.list.overIndex;
    return sort.announced + 1;
  }

  /** The drag ends (dropped or cancelled): every element is stilled; returns where it went. */
  end(): Drop | null {
    const sort = this.sort;
    if (!sort) return null;
    this.sort = null;
    for (const index of sort.shifted) {
      const entry = this.entries.get(sort.ids[index] ?? '');
      if (!entry) continue;
      entry.shift = undefined;
      show(entry);
    }
    this.lastDrop = { from: sort.list.activeIndex, to: sort.list.overIndex };
    return this.lastDrop;
  }

  /** Where the last drag ended (for its announcement). */
  lastDropped(): Drop | null {
    return this.lastDrop;
  }
}

/** The slots of one canvas, made once. */
export function useSortableSlots(): SortableSlots {
  const [slots] = useState(() => new SortableSlots());
  return slots;
}

/** An element's drag state (undefined until its slot has rendered once). */
export function useSlotState(slots: SortableSlots, id: string): SlotState | undefined {
  const subscribe = useCallback((notify: () => void) => slots.subscribe(id, notify), [slots, id]);
  const read = useCallback(() => slots.state(id), [slots, id]);
  return useSyncExternalStore(subscribe, read, read);
}

/**
 * How many slots share a parent. At each move of a drag React re-renders the dragged element's
 * slot and goes through each sibling of it and of its ancestors: in groups, about 16 + n / 16
 * fibers instead of n.
 */
const GROUP = 16;

type ListProps = { ids: readonly string[]; slots: SortableSlots };

/** The slots of a list's elements, in groups (see GROUP); for inside dnd-kit's DndContext. */
export const SlotList = memo(function SlotList({ ids, slots }: ListProps) {
  const groups = useMemo(() => {
    const result: (readonly string[])[] = [];
    for (let start = 0; start < ids.length; start += GROUP) result.push(ids.slice(start, start + GROUP));
    return result;
  }, [ids]);
  return groups.map((group, index) => <SlotGroup key={index} ids={group} slots={slots} />);
});

const SlotGroup = memo(function SlotGroup({ ids, slots }: ListProps) {
  return ids.map((id) => <Slot key={id} id={id} slots={slots} />);
});

// Read by screen readers as 'sortable', as dnd-kit's sortable preset says.
const ATTRIBUTES = { roleDescription: 'sortable' };

/** dnd-kit's useDraggable for one element, handed to the element through `slots`. Renders nothing. */
const Slot = memo(function Slot({ id, slots }: { id: string; slots: SortableSlots }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, isDragging, activatorEvent } =
    useDraggable({ id, attributes: ATTRIBUTES });
  const translate = (isDragging && transform && CSS.Translate.toString(transform)) || '';
  // By keyboard the dragged element glides from one place to the next; by pointer it follows.
  const transition = isDragging && activatorEvent instanceof KeyboardEvent ? MAKING_ROOM : '';

  useLayoutEffect(() => {
    slots.attach(id, setNodeRef, setActivatorNodeRef);
    return () => slots.detach(id);
  }, [slots, id, setNodeRef, setActivatorNodeRef]);

  useLayoutEffect(() => {
    slots.publish(id, { attributes, listeners, isDragging }, { transform: translate, transition });
  }, [slots, id, attributes, listeners, isDragging, translate, transition]);

  return null;
});
