import { SAMPLE_TESTIMONIAL_COUNT } from '#contract/sample-content.ts';
import { SITE_SETTINGS_LABELS } from '#contract/site-settings-labels.ts';
import { useSampleContentFacts } from '../ui/sample-content-facts.ts';
import { SwitchField } from '../ui/form-controls.tsx';
import { Panel, PanelTitle } from '../ui/panels.tsx';
import type { SettingsDraft } from './settings-draft.ts';
import { Lead } from './settings-layout.ts';

/**
 * Site Settings' switch for the built-in sample testimonials (on at first run, as the spec shows them while she has
 * none): part of the form's draft, saved with it. Below it, what of the samples her site still publishes in her
 * name, as the first-run checklist says it.
 */
export function SampleContentSwitch({
  draft,
  change,
}: {
  draft: SettingsDraft;
  change: (update: (next: SettingsDraft) => void) => void;
}) {
  const published = useSampleContentFacts();
  return (
    <Panel aria-labelledby="sample-content-title">
      <PanelTitle id="sample-content-title">Sample content</PanelTitle>
      <Lead>
        Until you add testimonials of your own, your Testimonials page can show {SAMPLE_TESTIMONIAL_COUNT} built-in
        ones, each marked &ldquo;Sample&rdquo;: no client of yours wrote them. Your own visible testimonials always
        replace them.
      </Lead>
      {/* The first-run checklist's sample facts take her here (its focusField finds `data-field`). */}
      <div data-field="showSampleTestimonials" tabIndex={-1}>
        <SwitchField
          label={SITE_SETTINGS_LABELS.showSampleTestimonials}
          checked={draft.showSampleTestimonials}
          onChange={(on) => change((next) => void (next.showSampleTestimonials = on))}
        />
      </div>
      {published.length > 0 && (
        <ul aria-label="Samples your site publishes now">
          {published.map(({ fact }) => (
            <li key={fact}>{fact}</li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
