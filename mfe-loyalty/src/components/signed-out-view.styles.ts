import { styled } from 'styled-components';

/**
 * The shell's hint on `<html>`, set by an inline script in the page's head before the first
 * paint: `data-session="maybe"` when the browser holds a supabase-js session
 * (`sb-<ref>-auth-token` in localStorage), so the visitor may well be signed in. It says
 * nothing for sure (the token may be expired), which is why it only ever hides the signed-out
 * view while the session is unknown.
 */
export const SESSION_HINT_ATTRIBUTE = 'data-session';
export const SESSION_HINT_MAYBE = 'maybe';

/**
 * No box of its own (`display: contents`), nor have its two views: whichever shows lays out as
 * the parent's child (a grid's gap, a flex row). While the session is unknown
 * (`data-awaiting-session`) and the hint says a session is stored, the signed-out view is not
 * displayed (nor read by screen readers) and the placeholder is; otherwise the placeholder is
 * never displayed.
 */
export const Frame = styled.div`
  display: contents;

  & > [data-session-view] {
    display: contents;
  }

  & > [data-session-view='maybe-signed-in'] {
    display: none;
  }

  html[${SESSION_HINT_ATTRIBUTE}='${SESSION_HINT_MAYBE}']
    &[data-awaiting-session]
    > [data-session-view='signed-out'] {
    display: none;
  }

  html[${SESSION_HINT_ATTRIBUTE}='${SESSION_HINT_MAYBE}']
    &[data-awaiting-session]
    > [data-session-view='maybe-signed-in'] {
    display: contents;
  }
`;
