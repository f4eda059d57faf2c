import type { DraggableAttributes, DraggableSyntheticListeners } from '@dnd-kit/core';
import { useSortable, type NewIndexGetter } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { memo, useCallback, useLayoutEffect, useMemo, useState, useSyncExternalStore } from 'react';

/** What an element on the canvas renders of its sortable state: it changes when a drag starts or ends. */
export type SlotState = {
  attributes: DraggableAttributes;
  listeners: DraggableSyntheticListeners;
  isDragging: boolean;
};

/** How the element is moved during a drag: it changes at every pointer move. */
type Motion = { transform: string; transition: string };

const STILL: Motion = { transform: '', transition: '' };

type NodeSetter = (element: HTMLElement | null) => void;

type Entry = {
  state?: SlotState;
  motion: Motion;
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

function applyMotion(node: HTMLElement | null, motion: Motion) {
  if (!node) return;
  node.style.transform = motion.transform;
  node.style.transition = motion.transition;
}

/**
 * Where dnd-kit's sortable state of each canvas element meets the element.
 *
 * dnd-kit re-renders its providers at every pointer move of a drag (the dragged element's
 * transform is a context value); React then looks at every fiber below them for readers, and
 * re-renders every useSortable reader whenever the drag's target changes. So useSortable runs in
 * a slot (SortableSlotList), a leaf inside DndContext that renders nothing, and the elements are
 * drawn outside dnd-kit's providers. An element re-renders only when its slot's state changes
 * (a drag of it starts or ends); the transform that moves it during a drag is written to its
 * node here, which owns the node's `transform` and `transition` (the element never renders
 * them), so a move re-renders no element, whatever the page's length.
 */
export class SortableSlots {
  private readonly entries = new Map<string, Entry>();

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

  /** The element's node (its ref): dnd-kit measures it, and it is moved during a drag. */
  setNode(id: string, node: HTMLElement | null) {
    const entry = this.entry(id);
    entry.node = node;
    applyMotion(node, entry.motion);
    entry.setNodeRef?.(node);
    if (!node) this.prune(id, entry);
  }

  /** The element's drag handle (its ref). */
  setActivator(id: string, node: HTMLElement | null) {
    const entry = this.entry(id);
    entry.activator = node;
    entry.setActivatorNodeRef?.(node);
  }

  /** Moves the element, and tells its subscribers only when what it renders has changed. */
  publish(id: string, state: SlotState, motion: Motion) {
    const entry = this.entry(id);
    if (entry.motion.transform !== motion.transform || entry.motion.transition !== motion.transition) {
      entry.motion = motion;
      applyMotion(entry.node, motion);
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
}

/** The slots of one canvas, made once. */
export function useSortableSlots(): SortableSlots {
  const [slots] = useState(() => new SortableSlots());
  return slots;
}

/** An element's sortable state (undefined until its slot has rendered once). */
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

/** The slots of a list's elements, in groups (see GROUP); for inside dnd-kit's SortableContext. */
export const SortableSlotList = memo(function SortableSlotList({ ids, slots }: ListProps) {
  const groups = useMemo(() => {
    const result: (readonly string[])[] = [];
    for (let start = 0; start < ids.length; start += GROUP) result.push(ids.slice(start, start + GROUP));
    return result;
  }, [ids]);
  return groups.map((group, index) => (
    <SlotGroup key={index} ids={group} first={index * GROUP} slots={slots} />
  ));
});

type GroupProps = { ids: readonly string[]; first: number; slots: SortableSlots };

const SlotGroup = memo(function SlotGroup({ ids, first, slots }: GroupProps) {
  return ids.map((id, index) => <SortableSlot key={id} id={id} index={first + index} slots={slots} />);
});

type SlotProps = { id: string; index: number; slots: SortableSlots };

/** dnd-kit's useSortable for one element, handed to the element through `slots`. Renders nothing. */
const SortableSlot = memo(function SortableSlot({ id, index, slots }: SlotProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id, getNewIndex: newIndexGetter(index) });
  const translate = (transform && CSS.Translate.toString(transform)) ?? '';

  useLayoutEffect(() => {
    slots.attach(id, setNodeRef, setActivatorNodeRef);
    return () => slots.detach(id);
  }, [slots, id, setNodeRef, setActivatorNodeRef]);

  useLayoutEffect(() => {
    slots.publish(
      id,
      { attributes, listeners, isDragging },
      { transform: translate, transition: transition ?? '' },
    );
  }, [slots, id, attributes, listeners, isDragging, translate, transition]);

  return null;
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
