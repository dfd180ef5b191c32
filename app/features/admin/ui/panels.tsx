import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { Button } from '#shared/ui/button.tsx';
import { media } from '#shared/theme.ts';
import type { AdminList } from './use-admin-list.ts';

/** A tab's form on the left (top on a phone) and its list beside (below) it. */
export const TabLayout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  align-items: start;
  ${media.lg} {
    grid-template-columns: minmax(0, 5fr) minmax(0, 6fr);
  }
`;

export const Panel = styled.section`
  background: ${({ theme }) => theme.colors.white};
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.soft};
  padding: ${({ theme }) => theme.space.md};
  min-width: 0;
  scroll-margin-top: calc(${({ theme }) => theme.layout.navHeight} + ${({ theme }) => theme.space.md});
  ${media.sm} {
    padding: ${({ theme }) => theme.space.lg};
  }
`;

/** A tab's form; beside a long list on a laptop it stays in view, so Edit never sends her scrolling. */
export const FormPanel = styled(Panel)`
  ${media.lg} {
    position: sticky;
    top: calc(${({ theme }) => theme.layout.navHeight} + ${({ theme }) => theme.space.md});
    max-height: calc(100vh - ${({ theme }) => theme.layout.navHeight} - ${({ theme }) => theme.space.xl});
    overflow-y: auto;
  }
`;

export const PanelTitle = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  margin-bottom: ${({ theme }) => theme.space.md};
`;

export const PanelHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.md};
  ${PanelTitle} {
    margin: 0;
  }
`;

export const ItemList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

export const ItemCard = styled.li<{ $highlight?: boolean }>`
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radii.md};
  padding: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.ivory};
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
  font-family: ${({ theme }) => theme.fonts.body};
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: 700;
  margin: 0;
`;

export const ItemHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.sm};
`;

export const ItemMeta = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.muted};
`;

export const ItemText = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  white-space: pre-line;
`;

export const ItemActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.sm};
`;

type BadgeTone = 'neutral' | 'hidden' | 'new' | 'active' | 'category';

const badgeTones = {
  neutral: css`
    background: ${({ theme }) => theme.colors.cream};
    color: ${({ theme }) => theme.colors.text};
  `,
  hidden: css`
    background: #eee7e3;
    color: ${({ theme }) => theme.colors.ink};
    border: 1px dashed ${({ theme }) => theme.colors.muted};
  `,
  new: css`
    background: ${({ theme }) => theme.colors.roseDeep};
    color: ${({ theme }) => theme.colors.white};
  `,
  active: css`
    background: #e3efe6;
    color: ${({ theme }) => theme.colors.success};
  `,
  category: css`
    background: ${({ theme }) => theme.colors.blush};
    color: ${({ theme }) => theme.colors.ink};
  `,
};

export const Badge = styled.span<{ $tone?: BadgeTone }>`
  display: inline-flex;
  align-items: center;
  padding: 0.1rem 0.55rem;
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: 0.75rem;
  font-weight: 700;
  letter-spacing: 0.04em;
  white-space: nowrap;
  ${({ $tone = 'neutral' }) => badgeTones[$tone]}
`;

const Empty = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.md};
  text-align: center;
  color: ${({ theme }) => theme.colors.muted};
  border: 1px dashed ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radii.md};
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
