import type { DraggableAttributes } from '@dnd-kit/core';
import { SortableSlots, type SlotState } from './sortable-slots';

const attributes: DraggableAttributes = {
  role: 'button',
  tabIndex: 0,
  'aria-disabled': false,
  'aria-pressed': undefined,
  'aria-roledescription': 'sortable',
  'aria-describedby': 'DndDescribedBy-0',
};
const listeners = { onPointerDown: () => undefined };
const still = { transform: '', transition: '' };

function state(isDragging = false): SlotState {
  return { attributes, listeners, isDragging };
}

describe('SortableSlots', () => {
  it('hands the element its node whether the slot or the element comes first', () => {
    const slots = new SortableSlots();
    const setNodeRef = jest.fn();
    const setActivatorNodeRef = jest.fn();
    const node = document.createElement('div');
    const handle = document.createElement('button');

    slots.setNode('a', node);
    slots.setActivator('a', handle);
    slots.attach('a', setNodeRef, setActivatorNodeRef);
    expect(setNodeRef).toHaveBeenLastCalledWith(node);
    expect(setActivatorNodeRef).toHaveBeenLastCalledWith(handle);

    const later = jest.fn();
    slots.attach('b', later, jest.fn());
    expect(later).toHaveBeenLastCalledWith(null);
    const other = document.createElement('div');
    slots.setNode('b', other);
    expect(later).toHaveBeenLastCalledWith(other);
  });

  it("tells an element's subscribers only when what it renders changes, and moves its node without them", () => {
    const slots = new SortableSlots();
    const node = document.createElement('div');
    slots.setNode('a', node);
    const notify = jest.fn();
    slots.subscribe('a', notify);

    slots.publish('a', state(), still);
    expect(notify).toHaveBeenCalledTimes(1);
    expect(slots.state('a')?.isDragging).toBe(false);

    // A move of the drag: the node moves, nothing re-renders.
    slots.publish('a', state(), { transform: 'translate3d(0px, 40px, 0)', transition: '' });
    slots.publish('a', state(), { transform: 'translate3d(0px, 44px, 0)', transition: '' });
    expect(notify).toHaveBeenCalledTimes(1);
    expect(node.style.transform).toBe('translate3d(0px, 44px, 0)');

    slots.publish('a', state(true), { transform: 'translate3d(0px, 44px, 0)', transition: '' });
    expect(notify).toHaveBeenCalledTimes(2);
    expect(slots.state('a')?.isDragging).toBe(true);

    // Another element's slot tells this one nothing.
    slots.publish('b', state(true), still);
    expect(notify).toHaveBeenCalledTimes(2);
  });

  it('moves an element drawn anew (a new node) to where its slot says, and stills it after the drag', () => {
    const slots = new SortableSlots();
    slots.publish('a', state(), {
      transform: 'translate3d(0px, -60px, 0)',
      transition: 'transform 200ms ease',
    });
    const node = document.createElement('div');
    slots.setNode('a', node);
    expect(node.style.transform).toBe('translate3d(0px, -60px, 0)');
    expect(node.style.transition).toBe('transform 200ms ease');

    slots.publish('a', state(), still);
    expect(node.style.transform).toBe('');
    expect(node.style.transition).toBe('');
  });

  it('forgets the state of a slot that has gone', () => {
    const slots = new SortableSlots();
    slots.attach('a', jest.fn(), jest.fn());
    slots.publish('a', state(), still);
    slots.detach('a');
    expect(slots.state('a')).toBeUndefined();
  });
});

/** A list of nodes 100 px high and 8 px apart from y = 0, in a store, with what moves them. */
function listOf(count: number) {
  const slots = new SortableSlots();
  const ids = Array.from({ length: count }, (_, i) => `el-${i}`);
  const nodes = ids.map((id, i) => {
    const node = document.createElement('div');
    node.getBoundingClientRect = () => DOMRect.fromRect({ x: 0, y: i * 108, width: 800, height: 100 });
    slots.setNode(id, node);
    return node;
  });
  const moved = () => nodes.map((node) => node.style.transform);
  return { slots, ids, nodes, moved };
}

describe('SortableSlots sorting', () => {
  it('makes room between the dragged element and its target, and reports the drop', () => {
    const { slots, ids, moved } = listOf(6);
    slots.begin(ids, 'el-1', false);
    // Down by 2.2 elements: its centre is nearest el-3's.
    slots.moveTo(2.2 * 108);
    expect(moved()).toEqual(['', '', 'translate3d(0px, -108px, 0)', 'translate3d(0px, -108px, 0)', '', '']);
    expect(slots.newPosition()).toBe(4);
    expect(slots.newPosition()).toBeUndefined();
    // Back up to el-2: el-3 returns.
    slots.moveTo(108);
    expect(moved()[3]).toBe('translate3d(0px, 0px, 0)');
    expect(moved()[2]).toBe('translate3d(0px, -108px, 0)');
    expect(slots.end()).toEqual({ from: 1, to: 2 });
    expect(moved()).toEqual(['', '', '', '', '', '']);
    expect(slots.lastDropped()).toEqual({ from: 1, to: 2 });
  });

  it('touches only the elements between the old target and the new one', () => {
    const { slots, ids, nodes } = listOf(200);
    slots.begin(ids, 'el-100', false);
    slots.moveTo(3 * 108);
    const writes = jest.fn();
    nodes.forEach((node, i) => {
      const style = node.style;
      Object.defineProperty(node, 'style', {
        get: () => {
          writes(i);
          return style;
        },
      });
    });
    slots.moveTo(4 * 108);
    expect(new Set(writes.mock.calls.map(([i]) => i))).toEqual(new Set([103, 104]));
    slots.end();
  });

  it('moves a keyboard drag one element per arrow key, and not past either end', () => {
    const { slots, ids, moved } = listOf(3);
    slots.begin(ids, 'el-1', true);
    // Pointer moves do not change a keyboard drag's target.
    slots.moveTo(500);
    expect(slots.newPosition()).toBeUndefined();
    slots.moveTo(0);
    expect(slots.step(-1)).toBe(-108);
    expect(moved()[0]).toBe('translate3d(0px, 108px, 0)');
    slots.moveTo(-108);
    expect(slots.step(-1)).toBeUndefined();
    expect(slots.step(1)).toBe(108);
    slots.moveTo(0);
    expect(slots.step(1)).toBe(108);
    expect(slots.step(1)).toBeUndefined();
    expect(slots.end()).toEqual({ from: 1, to: 2 });
  });
});
