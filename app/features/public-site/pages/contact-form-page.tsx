import { useLayoutEffect, useRef, useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import {
  FOCUS_AREA_CHOICES,
  KIT_PREFERENCE_CHOICES,
  LESSON_PURPOSE_CHOICES,
  MAIN_GOAL_CHOICES,
  SKILL_LEVEL_CHOICES,
  type Choices,
} from '#contract/choices.ts';
import { api } from '#contract/api.ts';
import { LESSON_QUESTIONS } from '#contract/lesson-questions.ts';
import { LESSON_FIELD_LIMITS } from '#contract/limits.ts';
import { ApiError, call } from '#shared/api-client.ts';
import { smsHref, telHref } from '#contract/phone.ts';
import { homePlace, mailHref } from '#contract/site-settings.ts';
import { useSite } from '#shared/site-settings.tsx';
import { media, theme } from '#shared/theme.ts';
import { Button } from '#shared/ui/button.tsx';
import { FieldError, RequiredMark, SelectField, TextAreaField, TextField } from '#shared/ui/form-controls.tsx';
import { Card, Container, Section } from '#shared/ui/layout.tsx';
import { PageHeader } from '../components/page-header.tsx';

const initialValues = {
  name: '',
  email: '',
  phone: '',
  lessonPurpose: '',
  skillLevel: '',
  mainGoal: '',
  otherGoal: '',
  focusAreas: [] as string[],
  otherFocusArea: '',
  wearMakeup: '',
  usualLook: '',
  currentProducts: '',
  struggles: '',
  kitPreference: '',
  additionalInfo: '',
  /** The honeypot: hidden from people, so only bots fill it in. */
  company: '',
};
type Values = typeof initialValues;

/**
 * What the questionnaire's fields hold, read from the page itself (field names match the keys of Values): `current`
 * itself when they hold just that, so that React keeps the render it has. Read as the page comes to life, a new but
 * equal object re-rendered the whole questionnaire at once, in the same task as hydration's commit (a layout effect's
 * update is not split up): 5 to 10 ms at 1x, most of a 15 to 22 ms task.
 */
function readFields(form: HTMLFormElement, current: Values): Values {
  const fields = new FormData(form);
  const focusAreas = fields.getAll('focusAreas').map(String);
  let changed =
    focusAreas.length !== current.focusAreas.length ||
    focusAreas.some((area, index) => area !== current.focusAreas[index]);
  const next = { ...current, focusAreas: changed ? focusAreas : current.focusAreas };
  for (const key of Object.keys(current) as (keyof Values)[]) {
    const value = fields.get(key);
    if (key === 'focusAreas' || typeof value !== 'string' || value === current[key]) continue;
    next[key] = value;
    changed = true;
  }
  return changed ? next : current;
}
type TextKey = Exclude<keyof Values, 'focusAreas'>;

/**
 * The questionnaire's rules, the server's own, fetched when she starts on the form (its first focus) rather than with
 * the page: they carry the validation library, which the visitors' pages otherwise do without. By the time she sends
 * it they are here, so Submit waits for no download on a slow connection.
 */
const loadRules = () => import('#contract/lesson-submission.ts');
const fetchRulesAhead = () => void loadRules().catch(() => undefined);

/** A refusal shown at its field: the field's name in the form ("phone") and the message. */
interface FieldProblem {
  field: keyof Values;
  message: string;
}

/** The form's field a refusal names ("focusAreas.0" is the focus areas), or undefined when it names none of them. */
function formFieldOf(path: string | undefined): keyof Values | undefined {
  const key = path?.split('.')[0];
  return key !== undefined && key !== 'company' && Object.hasOwn(initialValues, key)
    ? (key as keyof Values)
    : undefined;
}

/** The control to put her back in: the field itself, the chosen option of a group, or its first option. */
function controlOf(form: HTMLFormElement, field: keyof Values): HTMLElement | null {
  const found = form.elements.namedItem(field);
  if (found instanceof RadioNodeList) {
    const options = [...found].filter((item): item is HTMLInputElement => item instanceof HTMLInputElement);
    return options.find((option) => option.checked) ?? options[0] ?? null;
  }
  return found instanceof HTMLElement ? found : null;
}

const errorIdOf = (field: keyof Values) => `lesson-${field}-error`;

const Form = styled(Card).attrs({ as: 'form' })`
  padding: ${theme.space.lg} clamp(1rem, 4vw, 2.5rem) ${theme.space.xl};
`;

/** A part of the form under its own heading; the radio and checkbox groups inside are fieldsets. */
const Fieldset = styled.section`
  padding: ${theme.space.lg} 0;
  & + & {
    border-top: 1px solid ${theme.colors.line};
  }
`;

const Legend = styled.h2`
  font-family: ${theme.fonts.display};
  font-size: ${theme.fontSizes.xl};
  font-weight: 600;
  color: ${theme.colors.ink};
  padding: 0;
  margin-bottom: ${theme.space.md};
`;

const SubLegend = styled.legend`
  font-weight: 600;
  color: ${theme.colors.ink};
  padding: 0;
  margin-bottom: ${theme.space.sm};
`;

const Grid = styled.div`
  display: grid;
  gap: ${theme.space.md};
  ${media.md} {
    grid-template-columns: repeat(2, 1fr);
  }
`;

const Choices = styled.div<{ $columns?: number }>`
  display: grid;
  gap: ${theme.space.sm};
  ${media.md} {
    grid-template-columns: repeat(${({ $columns = 1 }) => $columns}, 1fr);
  }
`;

const Choice = styled.label`
  display: flex;
  align-items: flex-start;
  gap: ${theme.space.sm};
  padding: 10px 14px;
  border: 1px solid ${theme.colors.line};
  border-radius: 10px;
  cursor: pointer;
  background: ${theme.colors.ivory};
  &:has(input:checked) {
    border-color: ${theme.colors.roseDeep};
    background: #fbeee9;
  }
  &:has(input[aria-invalid='true']) {
    border-color: ${theme.colors.danger};
  }
  input {
    width: 20px;
    height: 20px;
    margin: 2px 0 0;
    flex: 0 0 auto;
    accent-color: ${theme.colors.roseDeep};
  }
`;

const Honeypot = styled.div`
  position: absolute;
  left: -10000px;
  width: 1px;
  height: 1px;
  overflow: hidden;
`;

const ErrorBox = styled.p`
  border: 1px solid ${theme.colors.danger};
  background: #fbeeec;
  color: ${theme.colors.danger};
  border-radius: ${theme.radii.sm};
  padding: ${theme.space.md};
  font-weight: 500;
`;

const Submit = styled.div`
  padding-top: ${theme.space.lg};
  border-top: 1px solid ${theme.colors.line};
  display: flex;
  flex-direction: column;
  gap: ${theme.space.md};
  align-items: stretch;
  ${media.sm} {
    align-items: flex-start;
  }
`;

const Note = styled.p`
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.muted};
`;

const ThankYou = styled(Card)`
  text-align: center;
  padding: ${theme.space.xl} ${theme.space.lg};
  border-top: 4px solid ${theme.colors.rose};
  h2 {
    font-size: ${theme.fontSizes.xxl};
  }
  &:focus {
    outline: none;
  }
`;

const MoreQuestions = styled.section`
  margin-top: ${theme.space.xl};
  text-align: center;
  background: ${theme.colors.cream};
  border-radius: ${theme.radii.md};
  padding: ${theme.space.xl} ${theme.space.lg};
  h2 {
    font-size: ${theme.fontSizes.xl};
  }
  a {
    display: inline-block;
    padding: 6px 0;
  }
`;

/** Centred like the text around it, so no bullets: they would hang at the list's left edge. */
const ContactList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${theme.space.xs};
  a {
    display: inline-block;
    padding: 6px 0;
  }
`;

function ContactLines() {
  const site = useSite();
  return (
    <ContactList>
      <li>
        Phone: <a href={telHref(site.phone)}>{site.phone}</a>
      </li>
      <li>
        Email: <a href={mailHref(site, 'Makeup lesson')}>{site.email}</a>
      </li>
    </ContactList>
  );
}

export function ContactFormPage() {
  const site = useSite();
  const [values, setValues] = useState<Values>(initialValues);
  const [status, setStatus] = useState<'editing' | 'submitting' | 'sent'>('editing');
  const [error, setError] = useState<string | null>(null);
  const [problem, setProblem] = useState<FieldProblem | null>(null);
  const thanks = useRef<HTMLDivElement>(null);
  const errorBox = useRef<HTMLParagraphElement>(null);
  const formRef = useRef<HTMLFormElement>(null);

  // The form arrives as server HTML, so she may start typing before the page's code runs. React would then put its
  // own empty values back into those fields; instead, whatever they hold becomes the form's state.
  useLayoutEffect(() => {
    const form = formRef.current;
    if (form) setValues((current) => readFields(form, current));
  }, []);

  /** Once she changes the field she was asked to fix, its mark and the word by the button go. */
  const fixing = (field: keyof Values) => {
    if (problem?.field !== field) return;
    setProblem(null);
    setError(null);
  };
  const set = (field: TextKey) => (value: string) => {
    fixing(field);
    setValues((current) => ({ ...current, [field]: value }));
  };
  const toggleFocus = (area: string) => (event: ChangeEvent<HTMLInputElement>) => {
    fixing('focusAreas');
    setValues((current) => ({
      ...current,
      focusAreas: event.target.checked
        ? [...current.focusAreas, area]
        : current.focusAreas.filter((item) => item !== area),
    }));
  };

  /** Says why by the button, and puts her there. */
  const refuseAtButton = (message: string) => {
    setError(message);
    setStatus('editing');
    requestAnimationFrame(() => errorBox.current?.focus());
  };

  /** Marks the field, says why beside it and by the button, and puts her in it. */
  const refuse = (found: FieldProblem) => {
    const control = formRef.current && controlOf(formRef.current, found.field);
    // A field not on the form just now still gets its message, by the button.
    if (!control) return refuseAtButton(`Your questionnaire was not sent: ${found.message}`);
    setProblem(found);
    setError('Your questionnaire was not sent. Please fix the highlighted field, then send it again.');
    setStatus('editing');
    requestAnimationFrame(() => {
      // Centred, so the sticky header does not cover it, with its message below it on screen too.
      control.scrollIntoView({ block: 'center' });
      control.focus({ preventScroll: true });
    });
  };

  /** A field's message while it is the one to fix, with the fixed id its control is described by. */
  const problemAt = (field: TextKey) => ({
    error: problem?.field === field ? problem.message : undefined,
    errorId: errorIdOf(field),
  });
  /** The same for a radio or checkbox group, whose fieldset the shared field does not draw. */
  const marked = (field: keyof Values) =>
    problem?.field === field ? { 'aria-invalid': true, 'aria-describedby': errorIdOf(field) } : {};
  const note = (field: keyof Values) =>
    problem?.field === field && (
      <FieldError $tone="public" id={errorIdOf(field)}>
        {problem.message}
      </FieldError>
    );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setStatus('submitting');
    setError(null);
    setProblem(null);
    const { focusAreas, otherGoal, otherFocusArea, ...rest } = values;
    const body = {
      ...rest,
      otherGoal: values.mainGoal === 'other' ? otherGoal : '',
      focusAreas: JSON.stringify(focusAreas),
      otherFocusArea: focusAreas.includes('other') ? otherFocusArea : '',
    };
    // The server's rules, checked here first; should they fail to load, the server checks them anyway.
    const found = await loadRules().then(
      (rules) => rules.lessonSubmissionProblem(body),
      () => undefined,
    );
    const field = formFieldOf(found?.field);
    if (found && field) {
      refuse({ field, message: found.message });
      return;
    }
    try {
      await call(api.lessonSubmission, { body });
      setStatus('sent');
      requestAnimationFrame(() => {
        window.scrollTo({ top: 0 });
        thanks.current?.focus();
      });
    } catch (failure) {
      const field = failure instanceof ApiError && failure.status === 400 ? formFieldOf(failure.field) : undefined;
      if (failure instanceof ApiError && field) {
        refuse({ field, message: failure.message });
        return;
      }
      console.error('Lesson questionnaire was not sent', failure);
      const detail =
        failure instanceof ApiError && failure.status !== 0 && failure.status < 500 ? failure.message : null;
      refuseAtButton(
        detail
          ? `Your questionnaire was not sent: ${detail}`
          : `Sorry, your questionnaire could not be sent just now. Everything you typed is still here, so please try again in a moment, or text ${site.phone}.`,
      );
    }
  };

  const radioGroup = (field: TextKey, options: Choices, legend: ReactNode, columns?: number) => (
    <fieldset style={{ border: 0, padding: 0, margin: '0 0 1.25rem', minWidth: 0 }}>
      <SubLegend>
        {legend}
        <RequiredMark />
      </SubLegend>
      <Choices $columns={columns}>
        {options.map(([value, label]) => (
          <Choice key={value}>
            <input
              type="radio"
              name={field}
              value={value}
              checked={values[field] === value}
              onChange={(event) => set(field)(event.target.value)}
              required
              {...marked(field)}
            />
            {label}
          </Choice>
        ))}
      </Choices>
      {note(field)}
    </fieldset>
  );

  return (
    <>
      <PageHeader
        eyebrow="1:1 Makeup Lessons"
        title="Student Information and Questionnaire"
        lead={`For lessons in ${site.serviceArea}. Tell me about you and your goals, and I'll tailor the lesson to you.`}
      />
      <Section>
        <Container $narrow>
          {status === 'sent' ? (
            <ThankYou ref={thanks} tabIndex={-1} role="status">
              <h2>Thank You!</h2>
              <p>
                Your lesson inquiry has been received. I&apos;ll get back to you within 24 hours to schedule your
                session!
              </p>
              <ContactLines />
            </ThankYou>
          ) : (
            // POST, should the browser send it itself before the page's code has run: her details then stay out of
            // the address bar, the history and the server's log.
            <Form
              ref={formRef}
              method="post"
              onSubmit={submit}
              onFocus={fetchRulesAhead}
              aria-label="Lesson questionnaire"
            >
              <Note>
                Fields marked <span aria-hidden="true">*</span>
                <span className="visually-hidden">with an asterisk</span> are required.
              </Note>
              <Fieldset>
                <Legend>Student Information</Legend>
                <Grid>
                  <TextField
                    tone="public"
                    wide
                    id="lesson-name"
                    label={LESSON_QUESTIONS.name}
                    name="name"
                    maxLength={LESSON_FIELD_LIMITS.name}
                    autoComplete="name"
                    required
                    value={values.name}
                    onChange={set('name')}
                    {...problemAt('name')}
                  />
                  <TextField
                    tone="public"
                    id="lesson-email"
                    label={LESSON_QUESTIONS.email}
                    name="email"
                    maxLength={LESSON_FIELD_LIMITS.email}
                    type="email"
                    autoComplete="email"
                    required
                    value={values.email}
                    onChange={set('email')}
                    {...problemAt('email')}
                  />
                  <TextField
                    tone="public"
                    id="lesson-phone"
                    label={LESSON_QUESTIONS.phone}
                    name="phone"
                    maxLength={LESSON_FIELD_LIMITS.phone}
                    type="tel"
                    autoComplete="tel"
                    required
                    value={values.phone}
                    onChange={set('phone')}
                    {...problemAt('phone')}
                  />
                </Grid>
                <Honeypot aria-hidden="true">
                  <label htmlFor="lesson-company">Company</label>
                  <input
                    id="lesson-company"
                    name="company"
                    tabIndex={-1}
                    autoComplete="off"
                    value={values.company}
                    onChange={(event) => set('company')(event.target.value)}
                  />
                </Honeypot>
              </Fieldset>

              <Fieldset>
                <Legend>Lesson Details</Legend>
                <div style={{ marginBottom: '1.25rem' }}>
                  <SelectField
                    tone="public"
                    id="lesson-purpose"
                    label={LESSON_QUESTIONS.lessonPurpose}
                    name="lessonPurpose"
                    required
                    value={values.lessonPurpose}
                    onChange={set('lessonPurpose')}
                    options={[
                      { value: '', label: 'Select lesson purpose' },
                      ...LESSON_PURPOSE_CHOICES.map(([value, label]) => ({ value, label })),
                    ]}
                    {...problemAt('lessonPurpose')}
                  />
                </div>
                {radioGroup('skillLevel', SKILL_LEVEL_CHOICES, LESSON_QUESTIONS.skillLevel, 3)}
                {radioGroup('mainGoal', MAIN_GOAL_CHOICES, LESSON_QUESTIONS.mainGoal)}
                {values.mainGoal === 'other' && (
                  <div style={{ marginBottom: '1.25rem' }}>
                    <TextField
                      tone="public"
                      id="lesson-other-goal"
                      label={LESSON_QUESTIONS.otherGoal}
                      name="otherGoal"
                      maxLength={LESSON_FIELD_LIMITS.otherGoal}
                      required
                      value={values.otherGoal}
                      onChange={set('otherGoal')}
                      {...problemAt('otherGoal')}
                    />
                  </div>
                )}
                <fieldset style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
                  <SubLegend>{LESSON_QUESTIONS.focusAreas}</SubLegend>
                  <Choices $columns={2}>
                    {FOCUS_AREA_CHOICES.map(([area, label]) => (
                      <Choice key={area}>
                        <input
                          type="checkbox"
                          name="focusAreas"
                          value={area}
                          checked={values.focusAreas.includes(area)}
                          onChange={toggleFocus(area)}
                          {...marked('focusAreas')}
                        />
                        {label}
                      </Choice>
                    ))}
                  </Choices>
                  {note('focusAreas')}
                </fieldset>
                {values.focusAreas.includes('other') && (
                  <div style={{ marginTop: '1rem' }}>
                    <TextField
                      tone="public"
                      id="lesson-other-focus"
                      label={LESSON_QUESTIONS.otherFocusArea}
                      name="otherFocusArea"
                      maxLength={LESSON_FIELD_LIMITS.otherFocusArea}
                      value={values.otherFocusArea}
                      onChange={set('otherFocusArea')}
                      {...problemAt('otherFocusArea')}
                    />
                  </div>
                )}
              </Fieldset>

              <Fieldset>
                <Legend>Routine and Preferences</Legend>
                <Grid>
                  <TextAreaField
                    tone="public"
                    id="lesson-wear"
                    label={LESSON_QUESTIONS.wearMakeup}
                    name="wearMakeup"
                    maxLength={LESSON_FIELD_LIMITS.wearMakeup}
                    rows={2}
                    value={values.wearMakeup}
                    onChange={set('wearMakeup')}
                    {...problemAt('wearMakeup')}
                  />
                  <TextAreaField
                    tone="public"
                    id="lesson-look"
                    label={LESSON_QUESTIONS.usualLook}
                    name="usualLook"
                    maxLength={LESSON_FIELD_LIMITS.usualLook}
                    rows={2}
                    value={values.usualLook}
                    onChange={set('usualLook')}
                    {...problemAt('usualLook')}
                  />
                  <TextAreaField
                    tone="public"
                    id="lesson-products"
                    label={LESSON_QUESTIONS.currentProducts}
                    name="currentProducts"
                    maxLength={LESSON_FIELD_LIMITS.currentProducts}
                    rows={3}
                    value={values.currentProducts}
                    onChange={set('currentProducts')}
                    {...problemAt('currentProducts')}
                  />
                  <TextAreaField
                    tone="public"
                    id="lesson-struggles"
                    label={LESSON_QUESTIONS.struggles}
                    name="struggles"
                    maxLength={LESSON_FIELD_LIMITS.struggles}
                    rows={3}
                    value={values.struggles}
                    onChange={set('struggles')}
                    {...problemAt('struggles')}
                  />
                </Grid>
              </Fieldset>

              <Fieldset>
                <Legend>Your Kit</Legend>
                {radioGroup('kitPreference', KIT_PREFERENCE_CHOICES, LESSON_QUESTIONS.kitPreference)}
                <TextAreaField
                  tone="public"
                  id="lesson-additional"
                  label={LESSON_QUESTIONS.additionalInfo}
                  name="additionalInfo"
                  maxLength={LESSON_FIELD_LIMITS.additionalInfo}
                  rows={4}
                  value={values.additionalInfo}
                  onChange={set('additionalInfo')}
                  {...problemAt('additionalInfo')}
                />
              </Fieldset>

              <Submit>
                {error && (
                  <ErrorBox ref={errorBox} role="alert" tabIndex={-1}>
                    {error}
                  </ErrorBox>
                )}
                <Button type="submit" disabled={status === 'submitting'}>
                  {status === 'submitting' ? 'Submitting...' : 'Submit Questionnaire'}
                </Button>
              </Submit>
            </Form>
          )}

          <MoreQuestions aria-labelledby="more-questions">
            <h2 id="more-questions">More Questions?</h2>
            <p>
              Text or call any time, or <a href={smsHref(site.phone)}>send a text message</a>.
            </p>
            <ContactLines />
            <p style={{ marginTop: '0.5rem', marginBottom: 0 }}>{homePlace(site)}</p>
          </MoreQuestions>
        </Container>
      </Section>
    </>
  );
}
