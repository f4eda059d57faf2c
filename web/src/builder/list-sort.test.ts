import { closestCenter, type ClientRect, type DroppableContainer } from '@dnd-kit/core';
import { verticalListSortingStrategy } from '@dnd-kit/sortable';
import { ListSort, type Place } from './list-sort';

/** A seeded random number generator, so that a failure can be replayed. */
function randomFrom(seed: number) {
  let state = seed;
  return () => {
    state = (state * 16807) % 2147483647;
    return state / 2147483647;
  };
}

/** A vertical list of `count` elements of random heights and gaps, from y = 0. */
function randomPlaces(random: () => number, count: number): Place[] {
  const places: Place[] = [];
  let top = 0;
  for (let i = 0; i < count; i += 1) {
    const height = 20 + Math.round(random() * 400);
    places.push({ top, height });
    top += height + Math.round(random() * 24);
  }
  return places;
}

const rectOf = ({ top, height }: Place): ClientRect => ({
  top,
  height,
  bottom: top + height,
  left: 40,
  right: 840,
  width: 800,
});

describe('ListSort', () => {
  it('finds the element that dnd-kit’s closestCenter finds, wherever the dragged one is', () => {
    const random = randomFrom(7);
    const places = randomPlaces(random, 200);
    const containers = places.map(
      (_, i) =>
        ({
          id: `el-${i}`,
          key: `el-${i}`,
          data: { current: {} },
          disabled: false,
          node: { current: null },
          rect: { current: null },
        }) as DroppableContainer,
    );
    const droppableRects = new Map(places.map((place, i) => [`el-${i}`, rectOf(place)]));
    for (let i = 0; i < 500; i += 1) {
      const sort = new ListSort(places, Math.floor(random() * places.length));
      const height = 30 + random() * 300;
      const top = Math.round(random() * 60_000) - 2_000;
      const expected = closestCenter({
        active: {
          id: 'dragged',
          data: { current: {} },
          rect: { current: { initial: null, translated: null } },
        },
        collisionRect: rectOf({ top, height }),
        droppableRects,
        droppableContainers: containers,
        pointerCoordinates: null,
      })[0]?.id;
      expect(`el-${sort.nearest(top + height / 2)}`).toBe(expected);
    }
  });

  it('moves each element as dnd-kit’s verticalListSortingStrategy does', () => {
    const random = randomFrom(11);
    for (let round = 0; round < 40; round += 1) {
      const places = randomPlaces(random, 12);
      const rects = places.map(rectOf);
      const activeIndex = Math.floor(random() * places.length);
      const overIndex = Math.floor(random() * places.length);
      const sort = new ListSort(places, activeIndex);
      sort.overIndex = overIndex;
      places.forEach((_, index) => {
        if (index === activeIndex) return;
        const expected = verticalListSortingStrategy({
          rects,
          activeNodeRect: rects[activeIndex] ?? null,
          activeIndex,
          overIndex,
          index,
        });
        expect(sort.shift(index)).toBe(expected?.y ?? 0);
      });
    }
  });

  it('puts a keyboard-dragged element on its neighbour’s place: top on top going up, bottom on bottom going down', () => {
    const places: Place[] = [
      { top: -200, height: 100 },
      { top: -92, height: 80 },
      { top: 0, height: 60 },
      { top: 68, height: 140 },
    ];
    const sort = new ListSort(places, 2);
    expect(sort.topOver(1)).toBe(-92);
    expect(sort.topOver(3)).toBe(68 + 140 - 60);
  });

  it('answers the first of elements whose centres are as near', () => {
    const sort = new ListSort(
      [
        { top: 0, height: 100 },
        { top: 100, height: 100 },
      ],
      0,
    );
    expect(sort.nearest(100)).toBe(0);
    expect(sort.nearest(101)).toBe(1);
    expect(sort.nearest(-500)).toBe(0);
    expect(sort.nearest(5_000)).toBe(1);
  });
});
