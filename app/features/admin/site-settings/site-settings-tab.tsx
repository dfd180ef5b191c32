import styled from 'styled-components';
import { AlertSettings } from '../alerts/alert-settings.tsx';
import { SignedInDevices } from '../signed-in-devices.tsx';
import { BackupsPanel } from './backups-panel.tsx';
import { DownloadContent } from './download-content.tsx';
import { SiteSettingsForm } from './site-settings-form.tsx';

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
`;

/** The artist's own tool: her business facts, then the devices and passkeys that may open the dashboard. */
export function SiteSettingsTab() {
  return (
    <Stack>
      <SiteSettingsForm />
      <AlertSettings />
      <SignedInDevices />
      <BackupsPanel />
      <DownloadContent />
    </Stack>
  );
}
