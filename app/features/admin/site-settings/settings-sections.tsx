import type { ReactNode } from 'react';
import { type SiteSettingsTextField } from '#contract/site-settings-labels.ts';
import { placeholderFields } from '#contract/site-settings-defaults.ts';
import { Panel, PanelTitle } from '../ui/panels.tsx';
import { AfterWeddingFields } from './after-wedding-fields.tsx';
import { BookingRulesFields } from './booking-rules-fields.tsx';
import { HomePicturesFields } from './home-pictures-fields.tsx';
import { ServiceGroupsFields } from './service-groups-editor.tsx';
import type { SettingsDraft } from './settings-draft.ts';
import {
  BIO_INTRO,
  BUSINESS_FIELDS,
  HOME_WORDS_FIELDS,
  INCLUDED_FIELDS,
  type SectionContext,
  type TextFieldSpec,
} from './settings-fields.tsx';
import { Grid, Group, Lead } from './settings-layout.ts';
import { mileageSection } from './mileage-rate-fields.tsx';
import { teamPaySection } from './team-pay-fields.tsx';

/**
 * One section of Site Settings, in the order of the form and of its jump links. A new part of the form (a switch, a
 * notice) is one more entry here: its jump link and its place come with it.
 */
export interface SettingsSection {
  /** Its title's id: where its jump link goes. */
  titleId: string;
  /** Its title, which its jump link says. */
  title: string;
  /** The fields in it whose first-run placeholders its jump link counts. */
  fields: readonly SiteSettingsTextField[];
  /** The section itself, a panel titled `title` with the id `titleId`. */
  render: (context: SectionContext) => ReactNode;
}

/** A section's panel: its title (focused by its jump link), then its fields. */
function SectionPanel({ section, children }: { section: SettingsSection; children: ReactNode }) {
  return (
    <Panel aria-labelledby={section.titleId}>
      <PanelTitle id={section.titleId} tabIndex={-1}>
        {section.title}
      </PanelTitle>
      {children}
    </Panel>
  );
}

const paths = (specs: readonly TextFieldSpec[]) => specs.map((spec) => spec.path);

const business: SettingsSection = {
  titleId: 'business-title',
  title: 'Business details',
  fields: paths(BUSINESS_FIELDS),
  render: ({ textField }) => (
    <SectionPanel section={business}>
      <Grid>{BUSINESS_FIELDS.map(textField)}</Grid>
    </SectionPanel>
  ),
};

const homeWords: SettingsSection = {
  titleId: 'home-words-title',
  title: 'Home page words',
  fields: paths([...HOME_WORDS_FIELDS, BIO_INTRO]),
  render: ({ draft, change, field, area, textField }) => (
    <SectionPanel section={homeWords}>
      <Grid>{HOME_WORDS_FIELDS.map(textField)}</Grid>
      <Grid style={{ marginTop: '1rem' }}>
        {textField(BIO_INTRO)}
        {draft.bio.sections.map((section, index) => (
          <Group key={index}>
            <legend>Read More section {index + 1}</legend>
            {field(`bio.sections.${index}.heading`, 'Heading', section.heading, (value) =>
              change((d) => void (d.bio.sections[index]!.heading = value)),
            )}
            {area(`bio.sections.${index}.text`, 'Text', section.text, (value) =>
              change((d) => void (d.bio.sections[index]!.text = value)),
            )}
          </Group>
        ))}
      </Grid>
    </SectionPanel>
  ),
};

const services: SettingsSection = {
  titleId: 'services-title',
  title: 'Services and prices',
  fields: [],
  render: (context) => (
    <SectionPanel section={services}>
      <ServiceGroupsFields {...context} />
    </SectionPanel>
  ),
};

/** Drawn by its own component, whose panel has this title and id. */
const bookingRules: SettingsSection = {
  titleId: 'booking-rules-title',
  title: 'Bookings and travel',
  fields: [],
  render: ({ draft, change, field, area }) => (
    <BookingRulesFields draft={draft} change={change} field={field} area={area} />
  ),
};

const included: SettingsSection = {
  titleId: 'included-title',
  title: "What's included",
  fields: paths(INCLUDED_FIELDS),
  render: ({ textField }) => (
    <SectionPanel section={included}>
      <Lead>One line per bullet point.</Lead>
      <Grid>{INCLUDED_FIELDS.map(textField)}</Grid>
    </SectionPanel>
  ),
};

const pictures: SettingsSection = {
  titleId: 'pictures-title',
  title: 'Home pictures',
  fields: [],
  render: (context) => (
    <SectionPanel section={pictures}>
      <HomePicturesFields {...context} />
    </SectionPanel>
  ),
};

const afterWedding: SettingsSection = {
  titleId: 'after-wedding-title',
  title: 'E-mails and reviews',
  fields: [],
  render: (context) => (
    <SectionPanel section={afterWedding}>
      <AfterWeddingFields {...context} />
    </SectionPanel>
  ),
};

export const SETTINGS_SECTIONS: readonly SettingsSection[] = [
  business,
  homeWords,
  services,
  bookingRules,
  teamPaySection,
  mileageSection,
  included,
  pictures,
  afterWedding,
];

/** How many of a section's fields still hold a first-run placeholder, in the draft as she has typed it. */
export const placeholdersIn = (section: SettingsSection, draft: SettingsDraft, now = new Date()): number =>
  placeholderFields(draft, now).filter(({ field }) => section.fields.includes(field)).length;
