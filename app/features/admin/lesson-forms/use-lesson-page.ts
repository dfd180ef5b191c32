import { useCallback, useEffect, useRef, useState } from 'react';
import { api } from '#contract/api.ts';
import {
  LESSON_PAGE_SIZE,
  type LessonSubmissionListItem,
  type LessonSubmissionPage,
} from '#contract/lesson-submission-list.ts';
import { ApiError } from '#shared/api-client.ts';
import { useAdminSession } from '../session/admin-session.tsx';
import type { AdminList } from '../ui/use-admin-list.ts';
import { useTabActive } from '../ui/use-tab-active.ts';

/** One page of the questionnaires, and the list state `ListState` shows (loading, failed, empty). */
export interface LessonPageList extends AdminList<LessonSubmissionListItem> {
  total: number;
  unread: number;
  page: number;
  pageSize: number;
}

/**
 * One page of the questionnaires matching `q`, fetched when the tab opens, when the page or search changes, and
 * after every change. An answer that arrives after a newer request was sent (a search typed on) is dropped.
 */
export function useLessonPage(q: string, page: number): LessonPageList {
  const { call } = useAdminSession();
  const active = useTabActive();
  const [answer, setAnswer] = useState<LessonSubmissionPage | null>(null);
  const [status, setStatus] = useState<AdminList<unknown>['status']>('loading');
  const [error, setError] = useState('');
  const latest = useRef(0);

  const refetch = useCallback(async () => {
    const asked = ++latest.current;
    setStatus('loading');
    try {
      const data = await call(api.adminLessonSubmissions.list, {
        query: { page, pageSize: LESSON_PAGE_SIZE.default, ...(q !== '' ? { q } : {}) },
      });
      if (asked !== latest.current) return;
      setAnswer(data);
      setStatus('ready');
      setError('');
    } catch (caught) {
      if (asked !== latest.current) return;
      const code = caught instanceof ApiError ? caught.status : 0;
      setError(
        code === 0 && caught instanceof ApiError ? caught.message : `Failed to fetch lesson submissions: ${code}`,
      );
      setStatus('error');
    }
  }, [call, q, page]);

  useEffect(() => {
    if (active) void refetch();
  }, [refetch, active]);

  return {
    items: answer?.items ?? [],
    total: answer?.total ?? 0,
    unread: answer?.unread ?? 0,
    page: answer?.page ?? page,
    pageSize: answer?.pageSize ?? LESSON_PAGE_SIZE.default,
    status,
    error,
    refetch,
  };
}
