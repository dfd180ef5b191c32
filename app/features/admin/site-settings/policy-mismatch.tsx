import { useCallback, useEffect, useState } from 'react';
import { api } from '#contract/api.ts';
import type { Policy } from '#contract/policy.ts';
import { useToast } from '#shared/ui/toast.tsx';
import { PolicyMismatchList } from '../ui/policy-mismatch-list.tsx';
import { reasonOf, useAdminSession } from '../session/admin-session.tsx';
import { useSavedSettings } from '../ui/saved-settings.tsx';
import { useTabActive } from '../ui/use-tab-active.ts';

/**
 * Site Settings' word on her policies: a policy in her own words that names a figure her saved settings disagree
 * with is named here, with the figure and the setting, and one tap writes that sentence from her settings. Nothing
 * shows while they agree. It reads her saved settings (not the form's unsaved ones) and her policies, again after
 * every save (a save writes the policies still in the first run's words from the new settings) and on each return
 * to the tab.
 */
export function PolicyMismatch() {
  const { saved } = useSavedSettings();
  const session = useAdminSession();
  const toast = useToast();
  const [policies, setPolicies] = useState<Policy[]>([]);
  const active = useTabActive();

  const load = useCallback(
    () =>
      session
        .call(api.adminPolicies.list)
        .then(setPolicies)
        .catch(() => {
          // Not known: nothing is said rather than something wrongly.
        }),
    [session],
  );
  // Again on each return to the tab: she may have fixed a policy in the Policies tab meanwhile.
  useEffect(() => {
    if (saved && active) void load();
  }, [saved, load, active]);

  if (!saved) return null;
  return (
    <PolicyMismatchList
      policies={policies}
      settings={saved}
      headingId="settings-policy-mismatch-title"
      onFix={async (id, body) => {
        try {
          await session.call(api.adminPolicies.update, { params: { id }, body });
          toast({
            title: 'Success',
            description: `${body.title}: sentence written from your settings`,
            variant: 'success',
          });
        } catch (error) {
          toast({ title: 'Error', description: `Failed to update policy: ${reasonOf(error)}`, variant: 'error' });
        }
        await load();
      }}
    />
  );
}
