import { act, fireEvent, render, screen } from '@testing-library/react';
import { ToastHost } from './ToastHost';
import { TOAST_DURATION_S, toast } from './toasts';

function renderHost() {
  return render(
    <ToastHost>
      <p>screen</p>
    </ToastHost>,
  );
}

const toasts = () => screen.queryAllByTestId('toast');

/** jsdom has no PointerEvent; a mouse event with a pointer id is what the swipe reads. */
class TestPointerEvent extends MouseEvent {
  readonly pointerId: number;
  constructor(type: string, init: PointerEventInit = {}) {
    super(type, init);
    this.pointerId = init.pointerId ?? 0;
  }
}
beforeAll(() => {
  window.PointerEvent ??= TestPointerEvent as unknown as typeof PointerEvent;
});

describe('toasts through antd notifications (000 §4, §9)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    act(() => jest.runOnlyPendingTimers());
    jest.useRealTimers();
  });

  it('keeps at most one toast: a new one replaces the visible one', async () => {
    renderHost();
    act(() => toast({ title: 'First' }));
    act(() => toast({ title: 'Second', description: 'Newest wins', variant: 'success' }));
    await act(async () => {
      await jest.advanceTimersByTimeAsync(50);
    });
    expect(toasts()).toHaveLength(1);
    expect(screen.getByTestId('toast')).toHaveTextContent('Second');
    expect(screen.getByTestId('toast')).toHaveTextContent('Newest wins');
    expect(screen.getByTestId('toast')).toHaveClass('ant-notification-notice-success');
  });

  it('is announced to screen readers (role alert), destructive ones as errors', () => {
    renderHost();
    act(() => toast({ title: 'Error', description: 'Failed to delete lead', variant: 'destructive' }));
    const shown = screen.getByRole('alert');
    expect(shown).toHaveTextContent('Failed to delete lead');
    expect(shown).toHaveClass('ant-notification-notice-error');
  });

  it('closes by itself after 5 s', async () => {
    renderHost();
    act(() => toast({ title: 'Saved' }));
    await act(async () => {
      await jest.advanceTimersByTimeAsync(TOAST_DURATION_S * 1000 - 100);
    });
    expect(toasts()).toHaveLength(1);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(1000);
    });
    expect(toasts()).toHaveLength(0);
  });

  it('closes with its close button', async () => {
    renderHost();
    act(() => toast({ title: 'Saved' }));
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await act(async () => {
      await jest.advanceTimersByTimeAsync(50);
    });
    expect(toasts()).toHaveLength(0);
  });

  it('is dismissed by a swipe right of 50 px, and stays for a shorter one', async () => {
    renderHost();
    act(() => toast({ title: 'Saved' }));
    const notice = screen.getByTestId('toast');
    fireEvent.pointerDown(notice, { button: 0, pointerId: 1, clientX: 100 });
    fireEvent.pointerMove(notice, { pointerId: 1, clientX: 130 });
    expect(notice.style.transform).toBe('translateX(30px)');
    fireEvent.pointerUp(notice, { pointerId: 1, clientX: 149 });
    expect(notice.style.transform).toBe('');
    await act(async () => {
      await jest.advanceTimersByTimeAsync(50);
    });
    expect(toasts()).toHaveLength(1);

    fireEvent.pointerDown(notice, { button: 0, pointerId: 2, clientX: 100 });
    fireEvent.pointerMove(notice, { pointerId: 2, clientX: 150 });
    fireEvent.pointerUp(notice, { pointerId: 2, clientX: 150 });
    await act(async () => {
      await jest.advanceTimersByTimeAsync(50);
    });
    expect(toasts()).toHaveLength(0);
  });

  it('moves focus to the toast on F8', () => {
    renderHost();
    act(() => toast({ title: 'Saved' }));
    fireEvent.keyDown(window, { key: 'F8' });
    expect(screen.getByTestId('toast')).toHaveFocus();
  });

  it('shows a toast asked for before the app mounted once it does', () => {
    act(() => toast({ title: 'Unauthorized', description: 'You are logged out. Logging in again...' }));
    renderHost();
    expect(screen.getByTestId('toast')).toHaveTextContent('You are logged out. Logging in again...');
  });
});
