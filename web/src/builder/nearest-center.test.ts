import { closestCenter, type Active, type ClientRect, type DroppableContainer } from '@dnd-kit/core';
import { closestCenterNearby } from './nearest-center';

type RectMap = Map<string, ClientRect>;

/** A vertical list of `heights`, 8 px apart, whose rectangles follow `scroll.y` as dnd-kit's do. */
function list(heights: number[], scroll: { y: number }) {
  const containers: DroppableContainer[] = [];
  const rects: RectMap = new Map();
  let top = 100;
  heights.forEach((height, index) => {
    const id = `el-${index}`;
    const at = top;
    const rect: ClientRect = {
      width: 800,
      height,
      left: 40,
      right: 840,
      get top() {
        return at - scroll.y;
      },
      get bottom() {
        return at + height - scroll.y;
      },
    };
    rects.set(id, rect);
    containers.push({
      id,
      key: id,
      data: { current: {} },
      disabled: false,
      node: { current: null },
      rect: { current: rect },
    });
    top += height + 8;
  });
  return { containers, rects };
}

const active: Active = {
  id: 'el-1',
  data: { current: {} },
  rect: { current: { initial: null, translated: null } },
};

function dragged(top: number, height: number): ClientRect {
  return { width: 800, height, left: 40, right: 840, top, bottom: top + height };
}

describe('closestCenterNearby', () => {
  it('finds the element closestCenter finds, wherever the dragged one is and however far the page scrolled', () => {
    let seed = 7;
    const random = () => {
      seed = (seed * 16807) % 2147483647;
      return seed / 2147483647;
    };
    const heights = Array.from({ length: 200 }, () => 20 + Math.round(random() * 400));
    const scroll = { y: 0 };
    const { containers, rects } = list(heights, scroll);
    for (let i = 0; i < 300; i += 1) {
      scroll.y = Math.round(random() * 20_000);
      const collisionRect = dragged(Math.round(random() * 60_000) - 2_000 - scroll.y, 30 + random() * 300);
      const args = {
        active,
        collisionRect,
        droppableRects: rects,
        droppableContainers: containers,
        pointerCoordinates: null,
      };
      expect(closestCenterNearby(args)[0]?.id).toBe(closestCenter(args)[0]?.id);
    }
  });

  it('answers as closestCenter does on a short list', () => {
    const scroll = { y: 0 };
    const { containers, rects } = list([40, 60, 80], scroll);
    const args = {
      active,
      collisionRect: dragged(150, 60),
      droppableRects: rects,
      droppableContainers: containers,
      pointerCoordinates: null,
    };
    expect(closestCenterNearby(args)).toEqual(closestCenter(args));
  });

  it('hands back the same answer while the nearest element stays, and a new one when it changes', () => {
    const scroll = { y: 0 };
    const heights = Array.from({ length: 40 }, () => 100);
    const { containers, rects } = list(heights, scroll);
    const at = (top: number) =>
      closestCenterNearby({
        active,
        collisionRect: dragged(top, 100),
        droppableRects: rects,
        droppableContainers: containers,
        pointerCoordinates: null,
      });
    // Element 3's centre is at 100 + 3 * 108 + 50 = 474: both rectangles are nearest to it.
    const first = at(420);
    const second = at(430);
    expect(first[0]?.id).toBe('el-3');
    expect(second).toBe(first);
    // Element 4's centre is at 582.
    const third = at(530);
    expect(third[0]?.id).toBe('el-4');
    expect(third).not.toBe(first);
  });
});
