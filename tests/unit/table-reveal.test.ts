import { describe, expect, it } from 'vitest';
import { scrollTopToReveal } from '../../renderer/src/lib/table/reveal';

describe('bringing a panel into view in the side dock', () => {
  const region = { top: 100, height: 400, scrollTop: 50 };

  it('leaves a panel already seen where it is', () => {
    expect(scrollTopToReveal(region, { top: 120, height: 200 })).toBeNull();
  });

  it('scrolls down to a panel below the fold until it is seen whole, or its top when taller than the region', () => {
    expect(scrollTopToReveal(region, { top: 450, height: 200 })).toBe(50 + 150);
    expect(scrollTopToReveal(region, { top: 700, height: 900 })).toBe(50 + 600);
  });

  it('scrolls up to a panel above the region', () => {
    expect(scrollTopToReveal(region, { top: 40, height: 100 })).toBe(50 - 60);
  });
});
