import { TOAST_REMOVE_DELAY_MS, currentToasts, dismissToast, toast } from './toast-store';

describe('toast store (000 §4)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.runOnlyPendingTimers();
    jest.useRealTimers();
  });

  it('keeps at most one toast: a new one replaces the visible one', () => {
    toast({ title: 'First' });
    toast({ title: 'Second', description: 'Newest wins' });
    expect(currentToasts()).toHaveLength(1);
    expect(currentToasts()[0]).toMatchObject({ title: 'Second', description: 'Newest wins', open: true });
  });

  it('closes on dismissal and removes the toast only after the removal delay', () => {
    const { id } = toast({ title: 'Saved' });
    dismissToast(id);
    expect(currentToasts()[0]).toMatchObject({ id, open: false });
    jest.advanceTimersByTime(TOAST_REMOVE_DELAY_MS - 1);
    expect(currentToasts().some((t) => t.id === id)).toBe(true);
    jest.advanceTimersByTime(1);
    expect(currentToasts().some((t) => t.id === id)).toBe(false);
  });
});
