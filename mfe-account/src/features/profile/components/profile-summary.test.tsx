import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders, signInOnBus } from '@bonis/test-utils';
import { EMPTY_PROFILE } from '../api/get-profile';
import { ProfileSummary } from './profile-summary';

const LONG_EMAIL = 'valentina.rios.gomez.de.la.torre@veterinaria-los-andes.com.co';

function renderSummary(email: string) {
  signInOnBus();
  renderWithProviders(
    <ProfileSummary
      userId="user-1"
      sessionName="Valentina"
      profile={{ ...EMPTY_PROFILE, firstName: 'Valentina', lastName: 'Ríos' }}
      identity={{ email, phone: null, createdAt: '2026-01-15T15:00:00Z' }}
      tab="profile"
    />,
    { theme: true },
  );
  return screen.getByText(email);
}

describe('ProfileSummary', () => {
  it('keeps the email on one line, never broken mid-word: a long one ends in an ellipsis and the whole address is its title', () => {
    const email = renderSummary(LONG_EMAIL);
    expect(email).toHaveAttribute('title', LONG_EMAIL);
    const style = getComputedStyle(email);
    expect(style.whiteSpace).toBe('nowrap');
    expect(style.overflow).toBe('hidden');
    expect(style.textOverflow).toBe('ellipsis');
    expect(style.maxWidth).toBe('100%');
    expect(style.overflowWrap).not.toBe('anywhere');
  });

  it('wraps the other lines of the card between words only', () => {
    renderSummary('ana@correo.co');
    for (const text of [/^Miembro desde/, 'Valentina Ríos']) {
      const style = getComputedStyle(screen.getByText(text));
      expect(style.overflowWrap).toBe('break-word');
      expect(style.wordBreak).toBe('normal');
    }
  });
});
