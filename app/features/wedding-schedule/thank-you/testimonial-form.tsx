import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { thankYouSavedMessage, type ThankYouInput, type ThankYouView } from '#contract/thank-you.ts';
import { ApiError } from '#shared/api-client.ts';
import { theme } from '#shared/theme.ts';
import { Button } from '#shared/ui/button.tsx';
import { FieldError, TextAreaField, TextField } from '#shared/ui/form-controls.tsx';
import { CardTitle, SectionCard } from '../components/schedule-styles.tsx';
import { CheckLabel, RadioGroup } from '../party/choice-fields.tsx';
import { saveThankYou } from './thank-you-api.ts';

// Her one testimonial on her thank-you page: her name as it should appear (prefilled), a rating from 5 to 1 (none
// chosen for her), her words, the service type from the booking, and her consent to have it on the site. Once the
// artist publishes it, it is shown as it is, no longer to change here.

const Form = styled.form`
  display: grid;
  gap: ${theme.space.lg};
`;

const Note = styled.p`
  margin: 0;
  color: ${theme.colors.muted};
  font-size: ${theme.fontSizes.sm};
`;

const Sent = styled.p`
  margin: 0;
  padding: ${theme.space.sm} ${theme.space.md};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.cream};
  border-left: 4px solid ${theme.colors.success};
  color: ${theme.colors.ink};
  font-weight: 600;
`;

const Quote = styled.blockquote`
  margin: 0;
  white-space: pre-line;
  overflow-wrap: anywhere;
`;

const RATINGS = (['5', '4', '3', '2', '1'] as const).map((value) => ({
  value,
  label: `${value} ${value === '1' ? 'star' : 'stars'}`,
}));

type Field = keyof ThankYouInput;

/** The first field at fault takes the focus, so her screen reader reads its message. */
const focusField = (field: Field) =>
  document
    .querySelector<HTMLElement>(
      field === 'rating' || field === 'consent' ? `[data-field="${field}"] input` : `#tt-${field}`,
    )
    ?.focus();

export function TestimonialForm({
  token,
  view,
  onSaved,
  onRefused,
}: {
  token: string;
  view: ThankYouView;
  onSaved: (view: ThankYouView) => void;
  onRefused: (message: string) => void;
}) {
  const mine = view.testimonial;
  const [clientName, setClientName] = useState(mine?.clientName ?? view.clientName);
  const [rating, setRating] = useState<string>(mine ? String(mine.rating) : '');
  const [content, setContent] = useState(mine?.content ?? '');
  const [consent, setConsent] = useState(mine?.consent ?? false);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string>();
  const [pending, setPending] = useState(false);
  const [saved, setSaved] = useState(false);

  if (view.published && mine) {
    return (
      <SectionCard as="section" aria-labelledby="testimonial-title">
        <CardTitle id="testimonial-title">Your testimonial</CardTitle>
        <Sent>{view.artistName} has published your words on her site. Thank you!</Sent>
        <Quote>{mine.content}</Quote>
        <Note>
          &mdash; {mine.clientName}, {mine.serviceType}
        </Note>
      </SectionCard>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Partial<Record<Field, string>> = {};
    if (!clientName.trim()) found.clientName = 'Type your name as it should appear';
    if (!rating) found.rating = 'Choose a rating from 5 to 1';
    if (!content.trim()) found.content = 'Write a few words about your day';
    setErrors(found);
    setFailure(undefined);
    setSaved(false);
    if (Object.keys(found).length > 0) {
      focusField(Object.keys(found)[0] as Field);
      return;
    }
    setPending(true);
    try {
      const answer = await saveThankYou(token, { clientName, rating: Number(rating), content, consent });
      setSaved(true);
      onSaved(answer);
    } catch (error) {
      if (error instanceof ApiError && (error.status === 404 || error.status === 410)) {
        onRefused(error.message);
        return;
      }
      if (error instanceof ApiError && error.field) {
        setErrors({ [error.field as Field]: error.message });
        focusField(error.field as Field);
      } else setFailure(error instanceof ApiError ? error.message : 'It could not be sent. Please try again.');
    } finally {
      setPending(false);
    }
  };

  return (
    <SectionCard as="section" aria-labelledby="testimonial-title">
      <CardTitle id="testimonial-title">A few words for {view.artistName}&apos;s site</CardTitle>
      <Form onSubmit={(event) => void submit(event)} noValidate>
        <TextField
          id="tt-clientName"
          tone="public"
          label="Your name as it should appear"
          autoComplete="name"
          maxLength={120}
          value={clientName}
          error={errors.clientName}
          onChange={setClientName}
        />
        <RadioGroup
          name="rating"
          legend="Your rating"
          value={rating as (typeof RATINGS)[number]['value'] | ''}
          options={RATINGS}
          error={errors.rating}
          onChange={setRating}
        />
        <TextAreaField
          id="tt-content"
          tone="public"
          label="Your testimonial"
          rows={6}
          maxLength={5000}
          value={content}
          error={errors.content}
          onChange={setContent}
        />
        <Note>For: {view.serviceType}</Note>
        <div data-field="consent">
          <CheckLabel>
            <input type="checkbox" checked={consent} onChange={(event) => setConsent(event.target.checked)} />
            {view.artistName} may publish it on her site, with my name as above
          </CheckLabel>
          {errors.consent && <FieldError $tone="public">{errors.consent}</FieldError>}
        </div>
        {saved && <Sent role="status">{thankYouSavedMessage} You can change it here until she publishes it.</Sent>}
        {failure && (
          <FieldError role="alert" $tone="public">
            {failure}
          </FieldError>
        )}
        <Button type="submit" disabled={pending}>
          {mine ? 'Save my changes' : 'Send my testimonial'}
        </Button>
      </Form>
    </SectionCard>
  );
}
