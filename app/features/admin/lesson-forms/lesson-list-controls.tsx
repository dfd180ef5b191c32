import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { LESSON_SEARCH_MAX_LENGTH } from '#contract/lesson-submission-list.ts';
import { theme } from '#shared/theme.ts';
import { Button } from '#shared/ui/button.tsx';
import { TextField } from '../ui/form-controls.tsx';

const count = (value: number) => value.toLocaleString('en-US');

/** "21–40 of 2,000": which questionnaires the page shows. */
export function pageRange(page: number, pageSize: number, total: number): string {
  if (total === 0) return '0 of 0';
  const first = Math.min((page - 1) * pageSize + 1, total);
  const last = Math.min(page * pageSize, total);
  return `${count(first)}–${count(last)} of ${count(total)}`;
}

const SearchForm = styled.form`
  margin-bottom: ${theme.space.md};
`;

/**
 * The search box: what she types is searched a moment after she stops typing (or at once on Enter), so a name is
 * found without a button and without a request per letter.
 */
export function LessonSearch({ onSearch }: { onSearch: (q: string) => void }) {
  const [text, setText] = useState('');
  // What was last searched: the same words again (Enter after the pause) keep her on her page.
  const searched = useRef('');
  const send = useCallback(
    (q: string) => {
      if (q === searched.current) return;
      searched.current = q;
      onSearch(q);
    },
    [onSearch],
  );
  useEffect(() => {
    const timer = setTimeout(() => send(text.trim()), 300);
    return () => clearTimeout(timer);
  }, [text, send]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send(text.trim());
  };
  return (
    <SearchForm role="search" onSubmit={submit}>
      <TextField
        label="Search by name, e-mail or phone"
        type="search"
        value={text}
        onChange={setText}
        maxLength={LESSON_SEARCH_MAX_LENGTH}
        autoComplete="off"
        enterKeyHint="search"
        wide
      />
    </SearchForm>
  );
}

const PagerBar = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space.sm};
  margin-top: ${theme.space.md};
  p {
    margin: 0;
    font-size: ${theme.fontSizes.sm};
    font-variant-numeric: tabular-nums;
  }
`;

/** Previous and Next, with where she is: "21–40 of 2,000". Shown only when there is more than one page. */
export function Pager({
  page,
  pageSize,
  total,
  onPage,
}: {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  return (
    <PagerBar aria-label="Lesson form pages">
      <Button type="button" $size="sm" $variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </Button>
      <p aria-live="polite">{pageRange(page, pageSize, total)}</p>
      <Button type="button" $size="sm" $variant="secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        Next
      </Button>
    </PagerBar>
  );
}
