import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { EMPTY_CHECKOUT, type CheckoutInput, type CheckoutValues } from '../schemas/checkout';
import { draftKey } from '../utils/checkout-draft';
import { DRAFT_SAVE_DELAY_MS, useCheckoutDraft } from './use-checkout-draft';

const USER = 'user-1';
const stored = () => {
  const raw = sessionStorage.getItem(draftKey(USER));
  return raw ? (JSON.parse(raw) as { values: Partial<CheckoutValues> }).values : null;
};

function renderDraft() {
  return renderHook(() => {
    const form = useForm<CheckoutValues, unknown, CheckoutInput>({
      defaultValues: EMPTY_CHECKOUT,
    });
    return { form, clear: useCheckoutDraft(USER, form) };
  });
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  sessionStorage.clear();
});

describe('the checkout draft', () => {
  it('is written once typing pauses, not at each keystroke', () => {
    const { result } = renderDraft();

    act(() => result.current.form.setValue('address', 'Calle 8'));
    act(() => vi.advanceTimersByTime(DRAFT_SAVE_DELAY_MS - 1));
    act(() => result.current.form.setValue('address', 'Calle 80'));
    act(() => vi.advanceTimersByTime(DRAFT_SAVE_DELAY_MS - 1));
    expect(stored()).toBeNull();

    act(() => vi.advanceTimersByTime(1));
    expect(stored()).toMatchObject({ address: 'Calle 80' });
  });

  it('is written at once when the page is left (a refresh right after typing)', () => {
    const { result } = renderDraft();
    act(() => result.current.form.setValue('phone', '3101234567'));

    window.dispatchEvent(new Event('pagehide'));

    expect(stored()).toMatchObject({ phone: '3101234567' });
  });

  it('is written when the checkout unmounts before the pause ends', () => {
    const { result, unmount } = renderDraft();
    act(() => result.current.form.setValue('city', 'Bogotá'));

    unmount();

    expect(stored()).toMatchObject({ city: 'Bogotá' });
  });

  it('is forgotten when cleared, and a pending write never lands', () => {
    const { result, unmount } = renderDraft();
    act(() => result.current.form.setValue('address', 'Calle 80'));
    act(() => vi.advanceTimersByTime(DRAFT_SAVE_DELAY_MS));
    expect(stored()).not.toBeNull();

    act(() => result.current.form.setValue('notes', 'Portería'));
    act(() => result.current.clear());
    act(() => result.current.form.setValue('notes', 'Portería 2'));
    act(() => vi.advanceTimersByTime(DRAFT_SAVE_DELAY_MS * 2));
    window.dispatchEvent(new Event('pagehide'));
    unmount();

    expect(sessionStorage.getItem(draftKey(USER))).toBeNull();
  });
});
