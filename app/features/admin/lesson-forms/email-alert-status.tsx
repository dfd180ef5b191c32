import styled from 'styled-components';
import type { EmailAlertStatus } from '#contract/inquiry-alerts.ts';
import { Badge } from '../ui/panels.tsx';
import { theme } from '#shared/theme.ts';

const Line = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${theme.space.xs} ${theme.space.sm};
  margin: ${theme.space.xs} 0 ${theme.space.sm};
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.muted};
`;

const Reason = styled.span`
  overflow-wrap: anywhere;
`;

const time = (iso: string) => new Date(iso).toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' });
const tries = (count: number) => `${count} ${count === 1 ? 'try' : 'tries'}`;

/** Whether her e-mail alert for one questionnaire went out: sent, being retried (and why), or given up on. */
export function EmailAlertLine({ status }: { status: EmailAlertStatus | null | undefined }) {
  if (!status) return null;
  switch (status.state) {
    case 'sent':
      return (
        <Line>
          <Badge $tone="active">E-mail alert sent</Badge>
          {status.sentAt && <span>at {time(status.sentAt)}</span>}
        </Line>
      );
    case 'sending':
      return (
        <Line>
          <Badge>E-mail alert sending</Badge>
        </Line>
      );
    case 'retrying':
      return (
        <Line>
          <Badge $tone="hidden">E-mail alert retrying</Badge>
          <Reason>
            {tries(status.failedAttempts)} failed
            {status.nextAttemptAt ? `, next at ${time(status.nextAttemptAt)}` : ''}
            {status.lastError ? `: ${status.lastError}` : ''}
          </Reason>
        </Line>
      );
    case 'failed':
      return (
        <Line>
          <Badge $tone="new">E-mail alert failed</Badge>
          <Reason>
            Gave up after a day ({tries(status.failedAttempts)}){status.lastError ? `: ${status.lastError}` : ''}. Check
            the mail settings, and answer this one from here.
          </Reason>
        </Line>
      );
  }
}
