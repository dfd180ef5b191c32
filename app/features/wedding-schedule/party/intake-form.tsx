import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { longDate } from '#contract/calendar-day.ts';
import { partyLockedMessage } from '#contract/messages.ts';
import {
  COMMON_ALLERGIES,
  EYEWEAR,
  INTAKE_LIMITS,
  LASH_CHOICES,
  PHOTO_CONSENT,
  SKIN_TYPES,
  type IntakeInput,
  type PartyCard,
} from '#contract/party-link.ts';
import { smsHref } from '#contract/phone.ts';
import { ApiError } from '#shared/api-client.ts';
import {
  capitalized,
  EYEWEAR_LABELS,
  intakeRows,
  LASH_LABELS,
  PHOTO_CONSENT_LABELS,
  SKIN_LABELS,
} from '#shared/intake-rows.ts';
import { theme } from '#shared/theme.ts';
import { Button } from '#shared/ui/button.tsx';
import { FieldError, TextAreaField, TextField } from '#shared/ui/form-controls.tsx';
import { CardTitle, SectionCard } from '../components/schedule-styles.tsx';
import { CheckGroup, CheckLabel, RadioGroup } from './choice-fields.tsx';
import { InspirationPhotos } from './inspiration-photos.tsx';
import { linkRefused, saveIntake } from './party-api.ts';

// Her intake on her own link: skin, allergies, lashes, glasses, her hair when she has a hair service, anything else,
// consent to photos, and up to three inspiration photos. A minor's link asks her parent or guardian instead: their
// name, consent to the services listed, allergies and photo consent (no photos of the child). After the count lock
// it is read-only, with a text to the artist for changes.

const Form = styled.form`
  display: grid;
  gap: ${theme.space.lg};
`;

const Lead = styled.p`
  margin: 0 0 ${theme.space.md};
  color: ${theme.colors.text};
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

const Answers = styled.dl`
  margin: 0 0 ${theme.space.md};
  display: grid;
  gap: ${theme.space.sm};
  dt {
    font-size: ${theme.fontSizes.sm};
    font-weight: 600;
    color: ${theme.colors.muted};
  }
  dd {
    margin: 0;
    color: ${theme.colors.ink};
    overflow-wrap: anywhere;
    white-space: pre-line;
  }
`;

const Locked = styled.div`
  margin-bottom: ${theme.space.md};
  padding: ${theme.space.md};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.cream};
  display: grid;
  gap: ${theme.space.sm};
  justify-items: start;
  p {
    margin: 0;
    font-weight: 600;
    color: ${theme.colors.ink};
  }
`;

const blankIntake = (minor: boolean): IntakeInput => ({
  skinType: '',
  allergies: [],
  allergyNotes: '',
  lashes: '',
  eyewear: '',
  hairLength: '',
  extensions: false,
  anythingElse: '',
  // A child's photos are not posted unless her parent says so.
  photoConsent: minor ? 'no' : '',
  guardianName: '',
  guardianConsent: false,
});

/** The form's copy of her answers: what she sent before, else nothing chosen. */
function startingAnswers(card: PartyCard): IntakeInput {
  const { completedAt: _, ...sent } = card.intake ?? { ...blankIntake(card.person.minor), completedAt: '' };
  return sent;
}

const options = <T extends string>(values: readonly T[], labels: Record<T, string>) =>
  values.map((value) => ({ value, label: labels[value] }));

const sentOn = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'America/Los_Angeles' });

type Errors = Record<string, string>;

export function IntakeSection({
  card,
  token,
  onCard,
  onStop,
}: {
  card: PartyCard;
  token: string;
  onCard: (card: PartyCard) => void;
  /** Her link was replaced: the page forgets it and says so. */
  onStop: (message: string) => void;
}) {
  const { person, artistName } = card;
  const minor = person.minor;
  const [answers, setAnswers] = useState<IntakeInput>(() => startingAnswers(card));
  const [errors, setErrors] = useState<Errors>({});
  const [pending, setPending] = useState(false);
  const set = <K extends keyof IntakeInput>(key: K, value: IntakeInput[K]) => {
    setAnswers((before) => ({ ...before, [key]: value }));
    setErrors(({ [key]: _, form: __, ...rest }) => rest);
  };

  /** One of her single-choice questions, as pills: the answer's key names the field its error is shown at. */
  const radio = <K extends 'skinType' | 'lashes' | 'eyewear' | 'photoConsent'>(
    name: K,
    legend: string,
    values: readonly Exclude<IntakeInput[K], ''>[],
    labels: Record<Exclude<IntakeInput[K], ''>, string>,
  ) => (
    <RadioGroup
      name={name}
      legend={legend}
      value={answers[name]}
      options={options(values, labels)}
      error={errors[name]}
      onChange={(value) => set(name, value as IntakeInput[K])}
    />
  );

  if (card.locked) {
    return (
      <SectionCard as="section" aria-labelledby="intake-title" data-intake="locked">
        <CardTitle id="intake-title">{minor ? `${person.name}'s details` : 'Your details'}</CardTitle>
        <Locked>
          <p>{partyLockedMessage(artistName)}</p>
          {card.artistPhone && (
            <Button as="a" href={smsHref(card.artistPhone)} $size="sm">
              Text {artistName}
            </Button>
          )}
        </Locked>
        {card.intake ? (
          <Answers>
            {intakeRows(card.intake, person).map((row) => (
              <div key={row.label}>
                <dt>{row.label}</dt>
                <dd>{row.value}</dd>
              </div>
            ))}
          </Answers>
        ) : (
          <Lead>No details were sent.</Lead>
        )}
        {!minor && <InspirationPhotos card={card} token={token} onCard={onCard} onStop={onStop} readOnly />}
      </SectionCard>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    setPending(true);
    setErrors({});
    try {
      onCard(
        await saveIntake(token, {
          ...answers,
          // Her hair is asked only with a hair service; a child's link asks no skin, lashes or hair.
          hairLength: person.hasHairService ? answers.hairLength : '',
          extensions: person.hasHairService && answers.extensions,
        }),
      );
    } catch (error) {
      if (linkRefused(error)) {
        onStop(error.message);
        return;
      }
      if (error instanceof ApiError && error.status === 423) {
        // The lock closed while she typed: the card says so, read-only.
        onCard({ ...card, locked: true });
        return;
      }
      const field = error instanceof ApiError ? error.field?.split('.')[0] : undefined;
      const message =
        error instanceof ApiError ? error.message : 'Something went wrong on this page. Please try again.';
      setErrors(field && field in answers ? { [field]: message } : { form: message });
      if (field) {
        requestAnimationFrame(() =>
          document
            .querySelector<HTMLElement>(`[data-field="${field}"] input, [data-field="${field}"] textarea`)
            ?.focus(),
        );
      }
    } finally {
      setPending(false);
    }
  };

  const consentLegend = minor
    ? `May ${artistName} post photos of ${person.name}?`
    : `May ${artistName} post photos of you?`;
  const allergies = (
    <CheckGroup
      name="allergies"
      legend="Allergies and sensitivities"
      values={answers.allergies}
      options={COMMON_ALLERGIES.map((value) => ({ value, label: capitalized(value) }))}
      error={errors.allergies}
      onChange={(value) => set('allergies', value)}
    >
      <div data-field="allergyNotes" style={{ marginTop: theme.space.xs }}>
        <TextAreaField
          tone="public"
          label="Any others, or more about them"
          rows={2}
          maxLength={INTAKE_LIMITS.allergyNotes}
          value={answers.allergyNotes}
          error={errors.allergyNotes}
          onChange={(value) => set('allergyNotes', value)}
        />
      </div>
    </CheckGroup>
  );
  const consent = radio('photoConsent', consentLegend, PHOTO_CONSENT, PHOTO_CONSENT_LABELS);
  const anythingElse = (
    <div data-field="anythingElse">
      <TextAreaField
        tone="public"
        label={`Anything else ${artistName} should know`}
        rows={3}
        maxLength={INTAKE_LIMITS.anythingElse}
        value={answers.anythingElse}
        error={errors.anythingElse}
        onChange={(value) => set('anythingElse', value)}
      />
    </div>
  );

  return (
    <SectionCard as="section" aria-labelledby="intake-title" data-intake="open">
      <CardTitle id="intake-title">{minor ? `${person.name}'s details` : 'Your details'}</CardTitle>
      <Lead>
        {minor
          ? `For ${person.name}'s parent or guardian. Only you and ${artistName} see these answers.`
          : `Only you and ${artistName} see these answers.`}
      </Lead>
      <Form
        noValidate
        onSubmit={(event) => void submit(event)}
        aria-label={minor ? 'Guardian consent' : 'Your details'}
      >
        {minor ? (
          <>
            <div data-field="guardianName">
              <TextField
                tone="public"
                label="Your name (parent or guardian)"
                autoComplete="name"
                maxLength={INTAKE_LIMITS.guardianName}
                value={answers.guardianName}
                error={errors.guardianName}
                onChange={(value) => set('guardianName', value)}
              />
            </div>
            <div data-field="guardianConsent">
              <CheckLabel>
                <input
                  type="checkbox"
                  checked={answers.guardianConsent}
                  aria-invalid={errors.guardianConsent ? true : undefined}
                  onChange={(event) => set('guardianConsent', event.target.checked)}
                />
                I am {person.name}&apos;s parent or guardian, and I consent to her services:{' '}
                {person.services.join(', ')}
              </CheckLabel>
              {errors.guardianConsent && <FieldError $tone="public">{errors.guardianConsent}</FieldError>}
            </div>
            {allergies}
            {consent}
            {anythingElse}
          </>
        ) : (
          <>
            {radio('skinType', 'Skin type', SKIN_TYPES, SKIN_LABELS)}
            {allergies}
            {radio('lashes', 'Lashes', LASH_CHOICES, LASH_LABELS)}
            {radio('eyewear', 'Glasses or contacts on the day', EYEWEAR, EYEWEAR_LABELS)}
            {person.hasHairService && (
              <>
                <div data-field="hairLength">
                  <TextField
                    tone="public"
                    label="Hair length"
                    hint="Such as chin length, shoulder length or waist length."
                    maxLength={INTAKE_LIMITS.hairLength}
                    value={answers.hairLength}
                    error={errors.hairLength}
                    onChange={(value) => set('hairLength', value)}
                  />
                </div>
                <div data-field="extensions">
                  <CheckLabel>
                    <input
                      type="checkbox"
                      checked={answers.extensions}
                      onChange={(event) => set('extensions', event.target.checked)}
                    />
                    I&apos;ll wear extensions
                  </CheckLabel>
                  {errors.extensions && <FieldError $tone="public">{errors.extensions}</FieldError>}
                </div>
              </>
            )}
            {anythingElse}
            {consent}
          </>
        )}
        <div>
          <Button type="submit" aria-busy={pending || undefined} disabled={pending}>
            {pending ? 'Sending…' : card.intake ? 'Save my changes' : 'Send my details'}
          </Button>
          {errors.form && (
            <FieldError role="alert" $tone="public">
              {errors.form}
            </FieldError>
          )}
        </div>
        {card.intake && !errors.form && (
          <Sent role="status">
            Sent {sentOn(card.intake.completedAt)}: {artistName} has your details. You can change them until{' '}
            {longDate(card.lockDate)}.
          </Sent>
        )}
      </Form>
      {!minor && <InspirationPhotos card={card} token={token} onCard={onCard} onStop={onStop} />}
    </SectionCard>
  );
}
