import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { Button } from '#shared/ui/button.tsx';
import { media, theme } from '#shared/theme.ts';
import type { AdminList } from './use-admin-list.ts';

/** A tab's form on the left (top on a phone) and its list beside (below) it. */
export const TabLayout = styled.div`
  display: grid;
  gap: ${theme.space.lg};
  align-items: start;
  ${media.lg} {
    grid-template-columns: minmax(0, 5fr) minmax(0, 6fr);
  }
`;

export const Panel = styled.section`
  background: ${theme.colors.white};
  border: 1px solid ${theme.colors.line};
  border-radius: ${theme.radii.md};
  box-shadow: ${theme.shadows.soft};
  padding: ${theme.space.md};
  min-width: 0;
  scroll-margin-top: calc(${theme.layout.navHeight} + ${theme.space.md});
  ${media.sm} {
    padding: ${theme.space.lg};
  }
`;

/** A tab's form; beside a long list on a laptop it stays in view, so Edit never sends her scrolling. */
export const FormPanel = styled(Panel)`
  ${media.lg} {
    position: sticky;
    top: calc(${theme.layout.navHeight} + ${theme.space.md});
    max-height: calc(100vh - ${theme.layout.navHeight} - ${theme.space.xl});
    overflow-y: auto;
  }
`;

export const PanelTitle = styled.h2`
  font-size: ${theme.fontSizes.xl};
  margin-bottom: ${theme.space.md};
`;

export const PanelHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space.sm};
  margin-bottom: ${theme.space.md};
  ${PanelTitle} {
    margin: 0;
  }
`;

export const ItemList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${theme.space.md};
`;

export const ItemCard = styled.li<{ $highlight?: boolean }>`
  border: 1px solid ${theme.colors.line};
  border-radius: ${theme.radii.md};
  padding: ${theme.space.md};
  background: ${theme.colors.ivory};
  min-width: 0;
  overflow-wrap: anywhere;
  ${({ $highlight, theme }) =>
    $highlight &&
    css`
      border-color: ${theme.colors.rose};
      background: ${theme.colors.white};
      box-shadow: inset 4px 0 0 ${theme.colors.rose};
    `}
`;

export const ItemTitle = styled.h3`
  font-family: ${theme.fonts.body};
  font-size: ${theme.fontSizes.md};
  font-weight: 700;
  margin: 0;
`;

export const ItemHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space.sm};
  margin-bottom: ${theme.space.sm};
`;

export const ItemMeta = styled.p`
  margin: 0 0 ${theme.space.sm};
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.muted};
`;

export const ItemText = styled.p`
  margin: 0 0 ${theme.space.sm};
  font-size: ${theme.fontSizes.sm};
  white-space: pre-line;
`;

export const ItemActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.sm};
  margin-top: ${theme.space.sm};
`;

type BadgeTone = 'neutral' | 'hidden' | 'new' | 'active' | 'category';

const badgeTones = {
  neutral: css`
    background: ${theme.colors.cream};
    color: ${theme.colors.text};
  `,
  hidden: css`
    background: #eee7e3;
    color: ${theme.colors.ink};
    border: 1px dashed ${theme.colors.muted};
  `,
  new: css`
    background: ${theme.colors.roseDeep};
    color: ${theme.colors.white};
  `,
  active: css`
    background: #e3efe6;
    color: ${theme.colors.success};
  `,
  category: css`
    background: ${theme.colors.blush};
    color: ${theme.colors.ink};
  `,
};

export const Badge = styled.span<{ $tone?: BadgeTone }>`
  display: inline-flex;
  align-items: center;
  padding: 0.1rem 0.55rem;
  border-radius: ${theme.radii.pill};
  font-size: 0.75rem;
  font-weight: 700;
  letter-spacing: 0.04em;
  white-space: nowrap;
  ${({ $tone = 'neutral' }) => badgeTones[$tone]}
`;

const Empty = styled.p`
  margin: 0;
  padding: ${theme.space.lg} ${theme.space.md};
  text-align: center;
  color: ${theme.colors.muted};
  border: 1px dashed ${theme.colors.line};
  border-radius: ${theme.radii.md};
`;

/**
 * What a list shows before and instead of items: loading, a failed fetch with a retry, or the empty text.
 * Returns null once there are items to show.
 */
export function ListState({ list, empty }: { list: AdminList<unknown>; empty: ReactNode }) {
  const { status, error, refetch: onRetry } = list;
  const count = list.items.length;
  if (status === 'loading' && count === 0) return <Empty role="status">Loading...</Empty>;
  if (status === 'error') {
    return (
      <Empty role="alert">
        {error}{' '}
        <Button type="button" $size="sm" $variant="secondary" onClick={onRetry}>
          Try again
        </Button>
      </Empty>
    );
  }
  if (count === 0) return <Empty>{empty}</Empty>;
  return null;
}

/** An item's Edit and Delete buttons, each named for its item so a screen reader can tell one row's from the next. */
export function EditDeleteButtons({
  editLabel,
  deleteLabel,
  onEdit,
  onDelete,
}: {
  editLabel: string;
  deleteLabel: string;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <>
      <Button type="button" $size="sm" $variant="secondary" aria-label={editLabel} onClick={onEdit}>
        Edit
      </Button>
      <Button type="button" $size="sm" $variant="danger" aria-label={deleteLabel} onClick={onDelete}>
        Delete
      </Button>
    </>
  );
}
