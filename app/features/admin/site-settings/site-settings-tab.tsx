import type { ReactNode } from 'react';
import styled from 'styled-components';
import { SignedInDevices } from '../session/signed-in-devices.tsx';
import { BackupsPanel } from './backups-panel.tsx';
import { CalendarLinkPanel } from './calendar-link-panel.tsx';
import { DownloadContent } from './download-content.tsx';
import { SiteSettingsForm } from './site-settings-form.tsx';
import { theme } from '#shared/theme.ts';

const Stack = styled.div`
  display: grid;
  gap: ${theme.space.xl};
`;

/** The tab's panels after the form, in its jump links too (the ids of their titles). */
const MORE_LINKS = [
  { titleId: 'calendar-link-title', title: 'Calendar link' },
  { titleId: 'alert-settings-title', title: 'Alerts' },
  { titleId: 'devices-title', title: 'Devices' },
  { titleId: 'backups-title', title: 'Backups' },
] as const;

/**
 * The artist's own tool: her business facts, then the devices and passkeys that may open the dashboard. The alert
 * settings, a subject of their own, are handed in by the dashboard that composes the tabs.
 */
export function SiteSettingsTab({ alertSettings }: { alertSettings: ReactNode }) {
  return (
    <Stack>
      <SiteSettingsForm more={MORE_LINKS} />
      <CalendarLinkPanel />
      {alertSettings}
      <SignedInDevices />
      <BackupsPanel />
      <DownloadContent />
    </Stack>
  );
}
