/**
 * A binary min-heap. `before(a, b)` returns true when a must come out before b. Items live in an
 * array where the children of index i are 2i + 1 and 2i + 2, and every parent comes before its
 * children; push and pop restore that by moving one item up or down a single branch: O(log n).
 */
export interface PriorityQueue<T> {
  readonly size: number;
  push(item: T): void;
  /** Removes and returns the first item, or undefined when empty. */
  pop(): T | undefined;
  /** The first item without removing it. */
  peek(): T | undefined;
}

export function createPriorityQueue<T>(before: (a: T, b: T) => boolean): PriorityQueue<T> {
  const heap: T[] = [];

  function siftUp(i: number): void {
    const item = heap[i]!;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (!before(item, heap[parent]!)) break;
      heap[i] = heap[parent]!;
      i = parent;
    }
    heap[i] = item;
  }

  function siftDown(i: number): void {
    const item = heap[i]!;
    const n = heap.length;
    for (;;) {
      const left = 2 * i + 1;
      if (left >= n) break;
      const right = left + 1;
      const child = right < n && before(heap[right]!, heap[left]!) ? right : left;
      if (!before(heap[child]!, item)) break;
      heap[i] = heap[child]!;
      i = child;
    }
    heap[i] = item;
  }

  return {
    get size() {
      return heap.length;
    },
    push(item) {
      heap.push(item);
      siftUp(heap.length - 1);
    },
    pop() {
      if (heap.length === 0) return undefined;
      const first = heap[0];
      const last = heap.pop()!;
      if (heap.length > 0) {
        heap[0] = last;
        siftDown(0);
      }
      return first;
    },
    peek() {
      return heap[0];
    },
  };
}
