import type { InputHTMLAttributes, ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { media, theme } from '#shared/theme.ts';
import type { Answer, Tone } from './step-answers.ts';

// The look of "Check your date"'s steps: a numbered fieldset each, the labelled fields, and the line under a field
// that answers it (in the tone of its answer).

export const Step = styled.fieldset`
  margin: 0;
  min-width: 0;
  background: ${theme.colors.white};
  border: 1px solid ${theme.colors.line};
  border-radius: ${theme.radii.md};
  box-shadow: ${theme.shadows.soft};
  padding: ${theme.space.md};
  ${media.sm} {
    padding: ${theme.space.lg};
  }
  legend {
    float: left;
    width: 100%;
    padding: 0;
    margin-bottom: ${theme.space.md};
    font-family: ${theme.fonts.display};
    font-size: ${theme.fontSizes.xl};
    font-weight: 600;
    color: ${theme.colors.ink};
    line-height: 1.2;
  }
  legend + * {
    clear: both;
  }
`;

const StepNumber = styled.span`
  display: inline-grid;
  place-items: center;
  width: 1.6em;
  height: 1.6em;
  margin-right: ${theme.space.sm};
  border-radius: 50%;
  background: ${theme.colors.blush};
  color: ${theme.colors.roseDeep};
  font-family: ${theme.fonts.body};
  font-size: ${theme.fontSizes.sm};
  font-weight: 700;
  vertical-align: 0.2em;
`;

/** A step's legend with its number ("1 Your date"); the number is for the eye only. */
export function StepLegend({ number, children }: { number: number; children: ReactNode }) {
  return (
    <legend>
      <StepNumber aria-hidden="true">{number}</StepNumber>
      {children}
    </legend>
  );
}

export const DateRow = styled.div`
  display: grid;
  gap: ${theme.space.md};
  ${media.sm} {
    grid-template-columns: auto minmax(0, 1fr);
    align-items: end;
  }
`;

export const Occasions = styled.div`
  display: inline-flex;
  border: 1px solid ${theme.colors.muted};
  border-radius: ${theme.radii.pill};
  padding: 3px;
  gap: 3px;
  align-self: end;
  width: fit-content;
`;

export const OccasionChoice = styled.label<{ $on: boolean }>`
  position: relative;
  display: inline-flex;
  align-items: center;
  min-height: 42px;
  padding: 0 ${theme.space.md};
  border-radius: ${theme.radii.pill};
  font-size: ${theme.fontSizes.sm};
  font-weight: 600;
  cursor: pointer;
  ${({ $on, theme }) =>
    $on
      ? css`
          background: ${theme.colors.roseDeep};
          color: ${theme.colors.white};
        `
      : css`
          color: ${theme.colors.roseDeep};
        `}
  input {
    position: absolute;
    opacity: 0;
    inset: 0;
    margin: 0;
    cursor: pointer;
  }
  &:has(input:focus-visible) {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
`;

const tones: Record<Tone, ReturnType<typeof css>> = {
  neutral: css`
    color: ${theme.colors.muted};
  `,
  good: css`
    color: ${theme.colors.success};
    background: #edf4ef;
  `,
  caution: css`
    color: ${theme.colors.goldDeep};
    background: #f8f0e4;
  `,
  bad: css`
    color: ${theme.colors.danger};
    background: #fbeeec;
  `,
};

/** A status line with room for two lines held, so an answer arriving late does not push the page down. */
const StatusLine = styled.p<{ $tone: Tone }>`
  margin: ${theme.space.md} 0 0;
  min-height: 3.3em;
  padding: ${theme.space.sm} ${theme.space.md};
  border-radius: ${theme.radii.sm};
  font-size: ${theme.fontSizes.sm};
  font-weight: 500;
  ${({ $tone }) => tones[$tone]}
  strong {
    font-weight: 700;
  }
`;

/** The line that answers a field (the field names it with aria-describedby), read out as it changes. */
export const Status = ({ id, answer }: { id: string; answer: Answer }) => (
  <StatusLine id={id} $tone={answer.tone} role="status">
    {answer.text}
  </StatusLine>
);

export const Note = styled.p`
  margin: ${theme.space.md} 0 0;
  padding: ${theme.space.sm} ${theme.space.md};
  border-left: 3px solid ${theme.colors.gold};
  background: ${theme.colors.ivory};
  font-size: ${theme.fontSizes.sm};
`;

/** A short field's width from small screens up (a ZIP, a time, a first name). */
export const TwoFields = styled.div`
  display: grid;
  gap: ${theme.space.md};
  ${media.sm} {
    grid-template-columns: minmax(0, 14rem);
  }
`;

const FieldLabel = styled.label`
  display: flex;
  flex-direction: column;
  gap: 6px;
  font-size: ${theme.fontSizes.sm};
  font-weight: 600;
  color: ${theme.colors.ink};
  input {
    width: 100%;
    min-height: 48px;
    padding: 10px 14px;
    border: 1px solid ${theme.colors.muted};
    border-radius: 10px;
    background: ${theme.colors.white};
    font-weight: 400;
  }
  input[aria-invalid='true'] {
    border-color: ${theme.colors.danger};
  }
  small {
    font-weight: 400;
    color: ${theme.colors.muted};
  }
`;

/**
 * A labelled input in the visitors' form look. Not form-controls' TextField: this chunk importing form-controls made
 * the bundler move styled-components and the theme out of the entry into a chunk of their own, 0.7 KB more on every
 * page's first load (measured); these inputs need only the label and the look.
 */
export function Field({
  label,
  optional = false,
  onChange,
  ...input
}: { label: string; optional?: boolean; onChange: (value: string) => void } & Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'onChange'
>) {
  return (
    <FieldLabel>
      <span>
        {label}
        {optional && <small> (optional)</small>}
      </span>
      <input {...input} onChange={(event) => onChange(event.target.value)} />
    </FieldLabel>
  );
}
