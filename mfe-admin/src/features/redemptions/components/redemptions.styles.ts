import { styled } from 'styled-components';
import { vars } from '@bonis/design-system';

/** The reward's picture before its name (decorative: the name says it). */
export const Thumb = styled.img`
  display: block;
  width: 40px;
  height: 40px;
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.sm};
  background: ${vars.color.surfaceSunken};
  object-fit: cover;
`;

/** A reward without a picture: an empty box of the same size. */
export const NoThumb = styled.span`
  display: block;
  width: 40px;
  height: 40px;
  border: 1px dashed ${vars.color.borderStrong};
  border-radius: ${vars.radius.sm};
`;

/** The shopper's email and phone: links, muted, cut like the name. */
export const ContactLink = styled.a`
  display: block;
  max-width: 24ch;
  overflow: hidden;
  color: ${vars.color.textMuted};
  font-size: ${vars.fontSize.sm};
  text-overflow: ellipsis;
  white-space: nowrap;
`;

/** The dialogs' form: the fields, then the buttons at the end. */
export const DialogForm = styled.form`
  display: grid;
  gap: ${vars.space[4]};
`;

export const DialogActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${vars.space[2]};
`;

/** What the dialog's action does, over the form. */
export const Consequence = styled.p`
  margin: 0;
  padding: ${vars.space[3]};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surfaceSunken};
`;
