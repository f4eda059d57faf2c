/** An element's box when a drag started, in px from the dragged element's top (the page's axis). */
export type Place = { top: number; height: number };

/**
 * The arithmetic of sorting a vertical list by dragging one of its elements, over the places the
 * elements had when the drag started (measured once): which element the dragged one is over, and
 * how far each other element moves to make room. The same answers as dnd-kit's closestCenter and
 * verticalListSortingStrategy, in time independent of the list's length: a binary search for the
 * nearest centre, and a change of target moves only the elements between the old and new one.
 */
export class ListSort {
  /** The centres of the places; ascending in a list laid out top to bottom. */
  private readonly centres: number[];
  private readonly ascending: boolean;
  overIndex: number;

  constructor(
    readonly places: readonly Place[],
    readonly activeIndex: number,
  ) {
    this.centres = places.map((place) => place.top + place.height / 2);
    this.ascending = this.centres.every((centre, i) => i === 0 || centre >= this.centres[i - 1]!);
    this.overIndex = activeIndex;
  }

  get activeHeight(): number {
    return this.places[this.activeIndex]?.height ?? 0;
  }

  /** The element whose centre is nearest `centre` (the upper one of two as near). */
  nearest(centre: number): number {
    const { centres } = this;
    if (centres.length === 0) return -1;
    if (!this.ascending) {
      // An unusual layout (elements out of order): compare them all.
      let best = 0;
      centres.forEach((c, i) => {
        if (Math.abs(c - centre) < Math.abs(centres[best]! - centre)) best = i;
      });
      return best;
    }
    let low = 0;
    let high = centres.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (centres[middle]! < centre) low = middle + 1;
      else high = middle;
    }
    // centres[low - 1] < centre <= centres[low]; with equal centres the first of them.
    if (low === centres.length) return low - 1;
    if (low === 0) return 0;
    return centre - centres[low - 1]! <= centres[low]! - centre ? firstOf(centres, low - 1) : low;
  }

  /**
   * How far (px, down positive) the element at `index` moves while the dragged one is over
   * `over`: by the dragged one's height and the gap beside it when it lies between the two.
   */
  shift(index: number, over = this.overIndex): number {
    const active = this.activeIndex;
    if (index === active) return 0;
    if (active < index && index <= over) return -(this.activeHeight + this.gap(index));
    if (over <= index && index < active) return this.activeHeight + this.gap(index);
    return 0;
  }

  /** The space between the element at `index` and its neighbour (dnd-kit's getItemGap). */
  private gap(index: number): number {
    const current = this.places[index];
    const previous = this.places[index - 1];
    const next = this.places[index + 1];
    if (!current) return 0;
    const before = previous ? current.top - (previous.top + previous.height) : null;
    const after = next ? next.top - (current.top + current.height) : null;
    return (this.activeIndex < index ? (before ?? after) : (after ?? before)) ?? 0;
  }

  /**
   * Where the dragged element's top goes (px from its top at the start) to be over `target`
   * moving by keyboard, as dnd-kit's sortableKeyboardCoordinates puts it: on the target's top
   * above the start, with its bottom on the target's bottom below.
   */
  topOver(target: number): number {
    const place = this.places[target];
    if (!place) return 0;
    return target > this.activeIndex ? place.top + place.height - this.activeHeight : place.top;
  }
}

/** The first index holding the same centre as `index` (ties go to the upper element). */
function firstOf(centres: number[], index: number): number {
  let first = index;
  while (first > 0 && centres[first - 1] === centres[index]) first -= 1;
  return first;
}
