import styled from 'styled-components';
import { mileageRateLabel } from '#contract/site-settings-labels.ts';
import { theme } from '#shared/theme.ts';
import { Panel, PanelTitle } from '../ui/panels.tsx';
import type { FieldErrors, SettingsDraft } from './settings-draft.ts';
import type { FieldMaker } from './settings-fields.tsx';
import type { SettingsSection } from './settings-sections.tsx';
import { YearValueRows } from './typed-number.tsx';
import { Lead } from './settings-layout.ts';

// Her mileage rate for each year (the Books tab's deduction): the IRS standard business rate, which she adds when it
// is announced each December. A year without one is never guessed: its books say so.

const Row = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 5rem) minmax(0, 16rem) auto;
  justify-content: start;
  gap: ${theme.space.sm};
  align-items: end;
  margin-bottom: ${theme.space.sm};
`;

function MileageRateFields({
  draft,
  change,
  field,
  errors,
}: {
  draft: SettingsDraft;
  change: (update: (next: SettingsDraft) => void) => void;
  field: FieldMaker;
  errors: FieldErrors;
}) {
  return (
    <Panel aria-labelledby={mileageSection.titleId}>
      <PanelTitle id={mileageSection.titleId} tabIndex={-1}>
        {mileageSection.title}
      </PanelTitle>
      <Lead>
        Your mileage deduction in Books is the year&apos;s miles at its rate, in cents a mile: the IRS standard business
        rate, announced each December. A year without one counts no deduction.
      </Lead>
      <YearValueRows
        path="mileageRates"
        valueName="centsPerMile"
        draft={draft}
        change={change}
        Row={Row}
        field={field}
        error={errors.mileageRates}
        unit="¢"
        valueInputMode="number"
        valueLabel={(year) => `${mileageRateLabel(year)} (¢ a mile)`}
        removeLabel={(year) => `Remove the mileage rate for ${year}`}
        addLabel="Add a year's rate"
        firstNewYear={new Date().getFullYear()}
      />
    </Panel>
  );
}

/** Its section of the Site Settings form (settings-sections.tsx). */
export const mileageSection: SettingsSection = {
  titleId: 'mileage-title',
  title: 'Mileage rates',
  fields: [],
  render: ({ draft, change, field, errors }) => (
    <MileageRateFields draft={draft} change={change} field={field} errors={errors} />
  ),
};
