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
