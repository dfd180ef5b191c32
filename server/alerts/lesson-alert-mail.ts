import {
  FOCUS_AREA_CHOICES,
  KIT_PREFERENCE_CHOICES,
  labelOf,
  LESSON_PURPOSE_CHOICES,
  MAIN_GOAL_CHOICES,
  SKILL_LEVEL_CHOICES,
} from '../../contract/choices.ts';
import { escapeHtmlAndApostrophes } from '../../contract/html.ts';
import { LESSON_FORMS_TAB_PATH } from '../../contract/inquiry-alerts.ts';
import type { LessonSubmission } from '../../contract/lesson-submission.ts';
import { LESSON_QUESTIONS } from '../../contract/lesson-questions.ts';
import { smsHref } from '../../contract/phone.ts';
import { PLAIN_ADDRESS, withoutBidiControls } from './mail-config.ts';

/** Her business is in Sacramento: the time a questionnaire arrived is told in her clock. */
const TIME_ZONE = 'America/Los_Angeles';

/**
 * Text fit for a header (Subject, a display name) or any one line of an alert: every control character (CR and LF
 * above all, which would start a new header), tab and Unicode line or paragraph separator becomes a space, runs of
 * spaces become one, and it stops at `max` characters. What a student or a bride typed is also shown as she typed
 * it: format characters (Unicode Cf) are dropped, the bidirectional controls among them (which reorder what follows,
 * showing "exe.fdp" as "pdf.exe") and the invisible ones (zero-width spaces and joiners, which make two names look
 * alike), and every `=?` becomes `= ?`, so that no mail app decodes an RFC 2047 encoded word (`=?UTF-8?B?...?=`)
 * into text she never wrote.
 */
export function headerText(value: string, max = 120): string {
  const flat = value
    .replace(/\p{Cf}+/gu, '')
    .replace(/[\p{Cc}\p{Zl}\p{Zp}]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .replace(/=\?/g, '= ?')
    .trim();
  return flat.length > max ? `${flat.slice(0, max - 1).trimEnd()}…` : flat;
}

/** One question and the student's answer, in the form's own words. */
interface AnswerLine {
  question: string;
  answer: string;
  /** Set for the answers that are a way to reach her. */
  href?: string;
}

const NOT_ANSWERED = 'Not answered';
const orNotAnswered = (value: string) => (value.trim() === '' ? NOT_ANSWERED : value);

/** The questionnaire as the student filled it in, in the form's order; the conditional questions only when shown. */
export function answerLines(submission: LessonSubmission): AnswerLine[] {
  const lines: AnswerLine[] = [
    { question: LESSON_QUESTIONS.name, answer: submission.name },
    {
      question: LESSON_QUESTIONS.email,
      answer: submission.email,
      ...(PLAIN_ADDRESS.test(submission.email) ? { href: `mailto:${submission.email}` } : {}),
    },
    {
      question: LESSON_QUESTIONS.phone,
      answer: submission.phone,
      href: smsHref(submission.phone),
    },
    { question: LESSON_QUESTIONS.lessonPurpose, answer: labelOf(LESSON_PURPOSE_CHOICES, submission.lessonPurpose) },
    { question: LESSON_QUESTIONS.skillLevel, answer: labelOf(SKILL_LEVEL_CHOICES, submission.skillLevel) },
    { question: LESSON_QUESTIONS.mainGoal, answer: labelOf(MAIN_GOAL_CHOICES, submission.mainGoal) },
  ];
  if (submission.mainGoal === 'other' || submission.otherGoal !== '') {
    lines.push({ question: LESSON_QUESTIONS.otherGoal, answer: orNotAnswered(submission.otherGoal) });
  }
  const focus = submission.focusAreas.map((area) => labelOf(FOCUS_AREA_CHOICES, area));
  lines.push({ question: LESSON_QUESTIONS.focusAreas, answer: focus.length > 0 ? focus.join('\n') : 'None chosen' });
  if (submission.focusAreas.includes('other') || submission.otherFocusArea !== '') {
    lines.push({ question: LESSON_QUESTIONS.otherFocusArea, answer: orNotAnswered(submission.otherFocusArea) });
  }
  lines.push(
    { question: LESSON_QUESTIONS.wearMakeup, answer: orNotAnswered(submission.wearMakeup) },
    { question: LESSON_QUESTIONS.usualLook, answer: orNotAnswered(submission.usualLook) },
    { question: LESSON_QUESTIONS.currentProducts, answer: orNotAnswered(submission.currentProducts) },
    { question: LESSON_QUESTIONS.struggles, answer: orNotAnswered(submission.struggles) },
    { question: LESSON_QUESTIONS.kitPreference, answer: labelOf(KIT_PREFERENCE_CHOICES, submission.kitPreference) },
    { question: LESSON_QUESTIONS.additionalInfo, answer: orNotAnswered(submission.additionalInfo) },
  );
  // Shown as she typed it, in the body as in the headers: no bidirectional control reorders an answer.
  return lines.map((line) => ({ ...line, answer: withoutBidiControls(line.answer) }));
}

export interface AlertMail {
  subject: string;
  text: string;
  html: string;
  /** The student, so that "Reply" answers her; absent when her address is not one plain address. */
  replyTo?: { name: string; address: string };
  /** Someone other than her (a client's automatic e-mail, server/client-emails/): her own inbox when absent. */
  to?: string;
  /** The From line's name instead of MAIL_FROM's (her name, on a client's e-mail); MAIL_FROM's address stays. */
  fromName?: string;
}

/** The link to the Lesson Forms tab on her own site, or none while the site address is not a web address. */
export function lessonFormsLink(siteUrl: string): string | null {
  try {
    const url = new URL(LESSON_FORMS_TAB_PATH, siteUrl);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

const receivedAt = (iso: string) =>
  `${new Date(iso).toLocaleString('en-US', {
    timeZone: TIME_ZONE,
    weekday: 'short',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  })} (Pacific time)`;

/**
 * The owner's alert for one new questionnaire: the subject names the student and what the lesson is for, the
 * body holds every answer under the form's own questions, as plain text and as simple HTML in which every value
 * the student typed is escaped.
 */
export function lessonAlertMail(submission: LessonSubmission, site: { siteUrl: string }): AlertMail {
  const name = headerText(submission.name, 80) || 'A student';
  const purpose = labelOf(LESSON_PURPOSE_CHOICES, submission.lessonPurpose);
  const subject = headerText(`New lesson questionnaire: ${name} (${purpose})`, 160);
  const link = lessonFormsLink(site.siteUrl);
  const lines = answerLines(submission);
  const when = receivedAt(submission.createdAt);
  const firstName = name.split(' ')[0] ?? name;

  const text = [
    `New lesson questionnaire from ${name} (${purpose}), received ${when}.`,
    '',
    ...lines.flatMap(({ question, answer }) => [question, answer, '']),
    `Reply to this e-mail to answer ${firstName} directly.`,
    link ? `Open it in your dashboard: ${link}` : 'Open it in your dashboard, on the Lesson Forms tab.',
    '',
  ].join('\n');

  const rows = lines
    .map(({ question, answer, href }) => {
      const value = href
        ? `<a href="${escapeHtmlAndApostrophes(href)}" style="color:#8f4a3c;">${escapeHtmlAndApostrophes(answer)}</a>`
        : escapeHtmlAndApostrophes(answer);
      return `<tr><td style="padding:12px 0;border-top:1px solid #eadfd8;">
<div style="font-size:12px;font-weight:700;letter-spacing:0.04em;text-transform:uppercase;color:#6b5f5b;margin:0 0 4px;">${escapeHtmlAndApostrophes(question)}</div>
<div style="font-size:16px;line-height:1.5;white-space:pre-wrap;overflow-wrap:anywhere;">${value}</div>
</td></tr>`;
    })
    .join('\n');
  const button = link
    ? `<p style="margin:0 0 24px;"><a href="${escapeHtmlAndApostrophes(link)}" style="display:inline-block;padding:12px 20px;border-radius:999px;background:#8f4a3c;color:#ffffff;font-weight:600;text-decoration:none;">Open Lesson Forms</a></p>`
    : '';
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtmlAndApostrophes(subject)}</title>
</head>
<body style="margin:0;padding:0;background:#fbf7f4;">
<div style="max-width:600px;margin:0 auto;padding:24px 16px;font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;color:#2b2523;">
<h1 style="font-size:22px;line-height:1.3;margin:0 0 4px;">New lesson questionnaire</h1>
<p style="margin:0 0 20px;color:#6b5f5b;font-size:15px;">From <strong style="color:#2b2523;">${escapeHtmlAndApostrophes(name)}</strong> for ${escapeHtmlAndApostrophes(purpose)}, received ${escapeHtmlAndApostrophes(when)}. Reply to this e-mail to answer ${escapeHtmlAndApostrophes(firstName)} directly.</p>
${button}
<table role="presentation" style="width:100%;border-collapse:collapse;">
${rows}
</table>
</div>
</body>
</html>
`;
  const replyTo = PLAIN_ADDRESS.test(submission.email) ? { name, address: submission.email } : undefined;
  return { subject, text, html, ...(replyTo ? { replyTo } : {}) };
}

/** A test message, so she can see that alerts reach her inbox before a student's does. */
export function testMail(site: { siteUrl: string }): AlertMail {
  const link = lessonFormsLink(site.siteUrl);
  const text = [
    'This is a test of the alerts for new lesson questionnaires.',
    '',
    'It arrived, so each new questionnaire will reach this inbox too, with every answer and a Reply that answers the student.',
    link ? `Your dashboard: ${link}` : '',
    '',
  ].join('\n');
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Test alert</title></head>
<body style="margin:0;padding:24px 16px;font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;color:#2b2523;background:#fbf7f4;">
<p>This is a test of the alerts for new lesson questionnaires.</p>
<p>It arrived, so each new questionnaire will reach this inbox too, with every answer and a Reply that answers the student.</p>
${link ? `<p><a href="${escapeHtmlAndApostrophes(link)}" style="color:#8f4a3c;">Open your dashboard</a></p>` : ''}
</body></html>
`;
  return { subject: 'Test: lesson questionnaire alerts work', text, html };
}
