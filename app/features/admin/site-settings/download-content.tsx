import styled from 'styled-components';
import { api } from '#contract/api.ts';
import { theme } from '#shared/theme.ts';
import { Button } from '#shared/ui/button.tsx';
import { Panel, PanelTitle } from '../ui/panels.tsx';

const Intro = styled.p`
  margin: 0 0 ${theme.space.md};
  color: ${theme.colors.muted};
  font-size: ${theme.fontSizes.sm};
`;

/**
 * Site Settings' "Your content": everything she entered, as one file she keeps herself, whatever becomes of the
 * site. A plain link: the session cookie goes with it, and the server names the file with today's date.
 */
export function DownloadContent() {
  return (
    <Panel aria-labelledby="download-content-title">
      <PanelTitle id="download-content-title">Your content</PanelTitle>
      <Intro>
        One file with everything you entered: your settings, testimonials, gallery entries, FAQs, policies, vendors,
        lesson forms and wedding schedules with their PINs. Keep it somewhere safe; it holds your clients&apos; details.
        (Photos themselves are kept in Backups.)
      </Intro>
      <Button as="a" href={api.adminExports.siteJson.path()} download $variant="secondary">
        Download all my content (JSON)
      </Button>
    </Panel>
  );
}
