import styled from 'styled-components';
import { SITE_SETTINGS_LABELS } from '#contract/site-settings-labels.ts';
import { theme } from '#shared/theme.ts';
import { Button } from '#shared/ui/button.tsx';
import type { SectionContext } from './settings-fields.tsx';
import { Grid, Group, Lead } from './settings-layout.ts';

// Site Settings' part for her clients' e-mails and the thank-you (issue 43): the prep sheet the day-before note
// carries, and her review links (label and https address), which the thank-you text, e-mail and page show.

/** At most this many review links (the schema says the same). */
const MAX_REVIEW_LINKS = 8;

const Row = styled(Group)`
  display: grid;
  gap: ${theme.space.sm};
  grid-template-columns: minmax(0, 1fr);
`;

export function AfterWeddingFields({ draft, change, field, area }: SectionContext) {
  const links = draft.reviewLinks;
  return (
    <>
      <Lead>
        The day-before e-mail and text carry your prep sheet. After the wedding, her thank-you carries your review links
        and her own link to write a testimonial for your site.
      </Lead>
      <Grid>
        {area('prepSheet', SITE_SETTINGS_LABELS.prepSheet, draft.prepSheet, (value) =>
          change((next) => void (next.prepSheet = value)),
        )}
      </Grid>
      <div data-field="reviewLinks" tabIndex={-1} style={{ marginTop: theme.space.md }}>
        {links.map((link, index) => (
          <Row key={index}>
            <legend>Review link {index + 1}</legend>
            {field(
              `reviewLinks.${index}.label`,
              'Label',
              link.label,
              (value) => change((next) => void (next.reviewLinks[index]!.label = value)),
              'Such as Google, The Knot, WeddingWire or Yelp.',
            )}
            {field(
              `reviewLinks.${index}.url`,
              'Address',
              link.url,
              (value) => change((next) => void (next.reviewLinks[index]!.url = value)),
              'Your page where brides write a review (https://…).',
              'url',
            )}
            <div>
              <Button
                type="button"
                $size="sm"
                $variant="secondary"
                onClick={() => change((next) => void next.reviewLinks.splice(index, 1))}
              >
                Remove {link.label.trim() || `review link ${index + 1}`}
              </Button>
            </div>
          </Row>
        ))}
        {links.length < MAX_REVIEW_LINKS && (
          <Button
            type="button"
            $size="sm"
            $variant="secondary"
            onClick={() => change((next) => void next.reviewLinks.push({ label: '', url: '' }))}
          >
            Add a review link
          </Button>
        )}
      </div>
    </>
  );
}
