import { api, LINK_TOKEN_HEADER } from '#contract/api.ts';
import { sacramentoDate } from '#contract/calendar-day.ts';
import { call } from '#shared/api-client.ts';
import { ChairBoard, type BoardTransport } from '#shared/chair-board/chair-board.tsx';

// Start / Done / Undo on a team artist's call sheet on the wedding's day (issue 42): the chair board of her own
// chairs, through her call sheet's link; the server refuses any other chair or day.

const linkTransport = (token: string): BoardTransport => ({
  history: () => call(api.callSheetProgress.history, { headers: { [LINK_TOKEN_HEADER]: token } }),
  tap: (body) => call(api.callSheetProgress.tap, { headers: { [LINK_TOKEN_HEADER]: token }, body }),
});

export function CallSheetBoard({ token, bookingId, date }: { token: string; bookingId: string; date: string }) {
  if (date.slice(0, 10) !== sacramentoDate(new Date())) return null;
  return <ChairBoard scheduleId={`call-sheet:${bookingId}:${token.slice(0, 12)}`} transport={linkTransport(token)} />;
}
