import { useCallback, useEffect, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import {
  FOCUS_AREA_CHOICES,
  KIT_PREFERENCE_CHOICES,
  labelOf,
  LESSON_PURPOSE_CHOICES,
  MAIN_GOAL_CHOICES,
  SKILL_LEVEL_CHOICES,
} from '#contract/choices.ts';
import type { LessonSubmission } from '#contract/lesson-submission.ts';
import { api } from '#contract/api.ts';
import { ApiError } from '#shared/api-client.ts';
import { media, theme } from '#shared/theme.ts';
import { Button } from '#shared/ui/button.tsx';
import { useToast } from '#shared/ui/toast.tsx';
import { reasonOf, useAdminSession } from '../session/admin-session.tsx';
import { EmailAlertLine } from './email-alert-status.tsx';
import { showUnreadOnAppIcon } from './unread-badge.ts';
import {
  Badge,
  ItemActions,
  ItemCard,
  ItemHead,
  ItemList,
  ItemMeta,
  ItemTitle,
  ListState,
  Panel,
  PanelHeader,
  PanelTitle,
} from '../ui/panels.tsx';
import { smsHref } from '#contract/phone.ts';
import { focusList } from './focus-list.ts';
import { useConfirm } from '../ui/use-confirm.tsx';
import { useLessonPage } from './use-lesson-page.ts';
import { LessonSearch, Pager } from './lesson-list-controls.tsx';

/** "Other: Mature skin": an Other answer with what the student wrote for it. */
const withOther = (label: string, written: string | false) => (written ? `${label}: ${written}` : label);

const receivedOn = (iso: string) =>
  new Date(iso).toLocaleString('en-US', {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });

const Answers = styled.dl`
  display: grid;
  gap: ${theme.space.sm};
  margin: ${theme.space.sm} 0;
  ${media.md} {
    grid-template-columns: minmax(10rem, 14rem) 1fr;
    gap: ${theme.space.sm} ${theme.space.md};
  }
  dt {
    font-size: ${theme.fontSizes.xs};
    font-weight: 700;
    letter-spacing: 0.06em;
    text-transform: uppercase;
    color: ${theme.colors.muted};
  }
  dd {
    margin: 0;
    white-space: pre-line;
    font-size: ${theme.fontSizes.sm};
  }
  ul {
    margin: 0;
    padding-left: 1.2rem;
  }
`;

const Contact = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.sm};
  margin: 0;
  font-size: ${theme.fontSizes.sm};
  overflow-wrap: anywhere;
`;

function Answer({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </>
  );
}

export function LessonFormsTab() {
  // 2,000 questionnaires are one 2 MB answer: the list comes a page at a time, newest first, searched on the server.
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const list = useLessonPage(q, page);
  const { call } = useAdminSession();
  const toast = useToast();
  const [confirm, confirmDialog] = useConfirm();
  const { unread } = list;
  const search = useCallback((text: string) => {
    setQ(text);
    setPage(1);
  }, []);
  const showPage = (next: number) => {
    setPage(next);
    // Her place is the top of the new page, for the keyboard and the eye alike.
    const title = document.getElementById('lesson-list-title');
    title?.focus();
    title?.scrollIntoView({ block: 'start' });
  };
  // The installed app's icon counts what is still unread; marking them read here clears it.
  useEffect(() => {
    if (list.status === 'ready') showUnreadOnAppIcon(unread);
  }, [list.status, unread]);

  const markRead = async (item: LessonSubmission) => {
    try {
      await call(api.adminLessonSubmissions.markRead, { params: { id: item.id } });
      toast({ title: 'Success', description: 'Lesson submission marked as read', variant: 'success' });
      await list.refetch();
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) return;
      toast({ title: 'Error', description: `Failed to mark submission as read: ${reasonOf(error)}`, variant: 'error' });
    }
  };

  const askDelete = async (item: LessonSubmission) => {
    const ok = await confirm({
      title: 'Delete lesson inquiry?',
      description: `The inquiry from ${item.name} will be deleted. This cannot be undone.`,
    });
    if (!ok) return;
    try {
      await call(api.adminLessonSubmissions.remove, { params: { id: item.id } });
      toast({ title: 'Success', description: 'Lesson submission deleted successfully', variant: 'success' });
      // The last one on a later page takes her to the page before, not to an empty page.
      if (list.items.length === 1 && page > 1) setPage(page - 1);
      else await list.refetch();
      document.getElementById('lesson-list-title')?.focus();
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) return;
      toast({ title: 'Error', description: `Failed to delete submission: ${reasonOf(error)}`, variant: 'error' });
    }
  };

  return (
    <Panel aria-labelledby="lesson-list-title">
      <PanelHeader>
        <PanelTitle id="lesson-list-title" tabIndex={-1}>
          Lesson Inquiries{q === '' && list.status === 'ready' && ` (${list.total.toLocaleString('en-US')})`}
          {unread > 0 && `, ${unread.toLocaleString('en-US')} new`}
        </PanelTitle>
        {/* A plain link: the session cookie goes with it, and the file's name and type come from the server. */}
        <Button as="a" href={api.adminExports.lessonSubmissionsCsv.path()} download $size="sm" $variant="secondary">
          Download CSV (Excel)
        </Button>
      </PanelHeader>
      <LessonSearch onSearch={search} />
      <ListState
        list={list}
        empty={
          q === ''
            ? 'No lesson submissions yet. Share the contact form link with your clients!'
            : `No lesson forms match "${q}".`
        }
      />
      <ItemList>
        {list.items.map((item) => {
          const focus = focusList(item.focusAreas);
          return (
            <ItemCard key={item.id} $highlight={!item.isRead} aria-label={`Lesson inquiry from ${item.name}`}>
              <ItemHead>
                <ItemTitle>{item.name}</ItemTitle>
                {!item.isRead && <Badge $tone="new">NEW</Badge>}
              </ItemHead>
              <ItemMeta>Received {receivedOn(item.createdAt)}</ItemMeta>
              <EmailAlertLine status={item.emailAlert} />
              <Contact>
                <Button as="a" href={smsHref(item.phone)} $size="sm" $variant="secondary">
                  Text {item.phone}
                </Button>
                <Button
                  as="a"
                  href={`mailto:${item.email}?subject=${encodeURIComponent('Your makeup lesson inquiry')}`}
                  $size="sm"
                  $variant="secondary"
                  style={{ textTransform: 'none', letterSpacing: 0 }}
                >
                  Email {item.email}
                </Button>
              </Contact>
              <Answers>
                {/* The answers in the words the student saw on the questionnaire. */}
                <Answer label="Lesson purpose">{labelOf(LESSON_PURPOSE_CHOICES, item.lessonPurpose)}</Answer>
                <Answer label="Skill level">{labelOf(SKILL_LEVEL_CHOICES, item.skillLevel)}</Answer>
                <Answer label="Main goal">
                  {withOther(labelOf(MAIN_GOAL_CHOICES, item.mainGoal), item.mainGoal === 'other' && item.otherGoal)}
                </Answer>
                <Answer label="Focus areas">
                  {focus.length === 0 ? (
                    'None chosen'
                  ) : (
                    <ul>
                      {focus.map((area) => (
                        <li key={area}>
                          {withOther(labelOf(FOCUS_AREA_CHOICES, area), area === 'other' && item.otherFocusArea)}
                        </li>
                      ))}
                    </ul>
                  )}
                </Answer>
                {item.otherFocusArea && !focus.includes('other') && (
                  <Answer label="Other focus area">{item.otherFocusArea}</Answer>
                )}
                {item.wearMakeup && <Answer label="How often they wear makeup">{item.wearMakeup}</Answer>}
                {item.usualLook && <Answer label="Usual look">{item.usualLook}</Answer>}
                {item.currentProducts && <Answer label="Current products">{item.currentProducts}</Answer>}
                {item.struggles && <Answer label="Struggles with">{item.struggles}</Answer>}
                <Answer label="Kit preference">{labelOf(KIT_PREFERENCE_CHOICES, item.kitPreference)}</Answer>
                {item.additionalInfo && <Answer label="Anything else">{item.additionalInfo}</Answer>}
              </Answers>
              <ItemActions>
                {!item.isRead && (
                  <Button
                    type="button"
                    $size="sm"
                    aria-label={`Mark Read: inquiry from ${item.name}`}
                    onClick={() => void markRead(item)}
                  >
                    Mark Read
                  </Button>
                )}
                <Button
                  type="button"
                  $size="sm"
                  $variant="danger"
                  aria-label={`Delete inquiry from ${item.name}`}
                  onClick={() => void askDelete(item)}
                >
                  Delete
                </Button>
              </ItemActions>
            </ItemCard>
          );
        })}
      </ItemList>
      <Pager page={list.page} pageSize={list.pageSize} total={list.total} onPage={showPage} />
      {confirmDialog}
    </Panel>
  );
}
