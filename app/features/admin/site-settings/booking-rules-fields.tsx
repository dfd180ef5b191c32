import styled from 'styled-components';
import { partyLockLine } from '#contract/messages.ts';
import { AGREEMENT_TEXT_LIMITS } from '#contract/site-settings.ts';
import { SITE_SETTINGS_LABELS, type SiteSettingsTextField } from '#contract/site-settings-labels.ts';
import { media } from '#shared/theme.ts';
import { ChoiceField } from '../ui/form-controls.tsx';
import { Panel, PanelTitle } from '../ui/panels.tsx';
import { PolicyMismatch } from './policy-mismatch.tsx';
import { SampleContentSwitch } from './sample-content-switch.tsx';
import type { SettingsDraft } from './settings-draft.ts';
import type { FieldMaker } from './settings-fields.tsx';
import { Grid, Lead } from './settings-layout.ts';
import { TypedNumber } from './typed-number.tsx';

// Her booking rules in Site Settings: home ZIP and travel fee, retainers, when the balance is due, her capacity, how
// to pay and the agreement paragraph. Drawn with the form's own field makers, so each message shows beside its field
// (the schema's, before sending, or the server's ApiError.field) and the first one is focused.

type NumberPath =
  | 'travelFee.baseFee'
  | 'travelFee.includedMiles'
  | 'travelFee.perMile'
  | 'travelFee.maxMiles'
  | 'retainerAmount'
  | 'eventRetainerAmount'
  | 'weddingMinimum'
  | 'balanceDueDaysBefore'
  | 'bookingsPerDay'
  | 'bookingHorizonMonths'
  | 'partyLockDays'
  | 'setupMinutes'
  | 'intakeKeepDays';

/** Nightly backups are kept this many days (the server's default BACKUP_KEEP): her deleted answers live on there. */
const BACKUP_DAYS = 14;

/** A number of days as the line under its field says it: the typed value while it is not a number yet. */
const daysOf = (value: number | string) => (typeof value === 'number' ? value : Number(value) || 0);

const NUMBER_FIELDS: readonly {
  path: NumberPath;
  /** The line under the field; written from what she typed when it states her rule. */
  hint?: string | ((value: number | string) => string);
  inputMode: 'decimal' | 'numeric';
}[] = [
  { path: 'travelFee.baseFee', hint: 'Dollars, for any trip away from your place.', inputMode: 'decimal' },
  { path: 'travelFee.includedMiles', hint: 'One-way miles the base fee covers.', inputMode: 'numeric' },
  { path: 'travelFee.perMile', hint: 'Dollars for each mile beyond them.', inputMode: 'decimal' },
  { path: 'travelFee.maxMiles', hint: 'Farther than this, travel is quoted by text.', inputMode: 'numeric' },
  { path: 'retainerAmount', hint: 'Due when a wedding is booked; counts toward the total.', inputMode: 'decimal' },
  { path: 'eventRetainerAmount', hint: '0 for none.', inputMode: 'decimal' },
  {
    path: 'weddingMinimum',
    hint: "Saturdays and Sundays; a bridal preview doesn't count. Your policies and price list say it.",
    inputMode: 'numeric',
  },
  { path: 'balanceDueDaysBefore', hint: '0: due on the event date.', inputMode: 'numeric' },
  {
    path: 'bookingsPerDay',
    hint: 'A second booking beyond this is warned about, never refused.',
    inputMode: 'numeric',
  },
  { path: 'bookingHorizonMonths', hint: 'How far ahead "Is my date open?" shows.', inputMode: 'numeric' },
  {
    path: 'partyLockDays',
    hint: (value) =>
      `${partyLockLine(daysOf(value))}: from then on each person's details are read-only on her link. You can still change anything.`,
    inputMode: 'numeric',
  },
  {
    path: 'setupMinutes',
    hint: (value) => `Your team's call sheets say to arrive ${daysOf(value)} minutes before their first chair.`,
    inputMode: 'numeric',
  },
  {
    path: 'intakeKeepDays',
    hint: (value) =>
      `Allergies, answers and inspiration photos are deleted ${daysOf(value)} days after the wedding. Nightly backups keep copies for ${BACKUP_DAYS} days more.`,
    inputMode: 'numeric',
  },
];

const Wide = styled.div`
  ${media.md} {
    grid-column: 1 / -1;
  }
`;

/** The value at a path of the draft (a number, or the text she typed that is not one yet). */
const valueAt = (draft: SettingsDraft, path: NumberPath): number | string =>
  path.split('.').reduce<unknown>((at, key) => (at as Record<string, unknown>)[key], draft) as number | string;

function setValueAt(draft: SettingsDraft, path: NumberPath, value: number | string) {
  const keys = path.split('.');
  const last = keys.pop()!;
  const parent = keys.reduce<unknown>((at, key) => (at as Record<string, unknown>)[key], draft);
  (parent as Record<string, unknown>)[last] = value;
}

export function BookingRulesFields({
  draft,
  change,
  field,
  area,
}: {
  draft: SettingsDraft;
  change: (update: (next: SettingsDraft) => void) => void;
  field: FieldMaker;
  area: FieldMaker;
}) {
  const text = (path: SiteSettingsTextField & keyof SettingsDraft, hint?: string, inputMode?: 'numeric') =>
    field(
      path,
      SITE_SETTINGS_LABELS[path],
      String(draft[path]),
      (value) => change((d) => void ((d as Record<string, unknown>)[path] = value)),
      hint,
      inputMode,
    );
  const number = (path: NumberPath) => {
    const spec = NUMBER_FIELDS.find((item) => item.path === path)!;
    const value = valueAt(draft, path);
    return (
      <TypedNumber
        key={path}
        path={path}
        label={SITE_SETTINGS_LABELS[path]}
        value={value}
        hint={typeof spec.hint === 'function' ? spec.hint(value) : spec.hint}
        inputMode={spec.inputMode}
        unit="$"
        field={field}
        onValue={(value) => change((d) => setValueAt(d, path, value))}
      />
    );
  };

  return (
    <>
      <Panel aria-labelledby="booking-rules-title">
        <PanelTitle id="booking-rules-title">Bookings and travel</PanelTitle>
        <Lead>
          Your quotes, retainers and travel fee follow these. A change never alters a quote you already sent (use
          &quot;Use today&apos;s prices&quot; on a booking for that).
        </Lead>
        <PolicyMismatch />
        <Grid>
          {text('homeZip', 'Where your miles start. Never shown on your site: only miles are.', 'numeric')}
          {number('travelFee.baseFee')}
          {number('travelFee.includedMiles')}
          {number('travelFee.perMile')}
          <ChoiceField
            legend={SITE_SETTINGS_LABELS['travelFee.roundTrip']}
            value={draft.travelFee.roundTrip ? 'both' : 'one'}
            options={[
              { value: 'both', label: 'Both ways' },
              { value: 'one', label: 'One way' },
            ]}
            onChange={(value) => change((d) => void (d.travelFee.roundTrip = value === 'both'))}
          />
          {number('travelFee.maxMiles')}
          {number('retainerAmount')}
          {number('eventRetainerAmount')}
          {number('weddingMinimum')}
          {number('balanceDueDaysBefore')}
          {number('bookingsPerDay')}
          <ChoiceField
            legend={SITE_SETTINGS_LABELS.chairs}
            value={String(draft.chairs) as '1' | '2' | '3' | '4'}
            options={[
              { value: '1', label: 'Just me' },
              { value: '2', label: 'Two chairs' },
              { value: '3', label: 'Three' },
              { value: '4', label: 'Four' },
            ]}
            onChange={(value) => change((d) => void (d.chairs = Number(value) as 1 | 2 | 3 | 4))}
          />
          {number('bookingHorizonMonths')}
          {number('partyLockDays')}
          {number('setupMinutes')}
          {number('intakeKeepDays')}
          <Wide>
            {area(
              'paymentInstructions',
              SITE_SETTINGS_LABELS.paymentInstructions,
              draft.paymentInstructions,
              (value) => change((d) => void (d.paymentInstructions = value)),
              'Such as "Venmo @yourname, Zelle (916) 555-0142, or cash". Shown to your brides on their schedule page.',
            )}
          </Wide>
          <Wide>
            {text('paymentLink', 'Optional: a https:// link where brides can pay. Shown on their schedule page.')}
          </Wide>
          <Wide>
            {area(
              'agreementText',
              SITE_SETTINGS_LABELS.agreementText,
              draft.agreementText,
              (value) => change((d) => void (d.agreementText = value)),
              `Your own terms, in the booking agreement the bride signs. At most ${AGREEMENT_TEXT_LIMITS.lines} lines and ${AGREEMENT_TEXT_LIMITS.characters.toLocaleString('en-US')} characters.`,
            )}
          </Wide>
        </Grid>
      </Panel>
      {/* Its own panel, after this one (the lead may move it elsewhere in the form). */}
      <SampleContentSwitch draft={draft} change={change} />
    </>
  );
}
