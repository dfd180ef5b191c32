import { Fragment, useRef, useState } from 'react';
import styled from 'styled-components';
import { api } from '#contract/api.ts';
import { ApiError } from '#shared/api-client.ts';
import { theme } from '#shared/theme.ts';
import { Button } from '#shared/ui/button.tsx';
import { useToast } from '#shared/ui/toast.tsx';
import { reasonOf, useAdminSession } from '../session/admin-session.tsx';

const Note = styled.p`
  margin: 0 0 ${theme.space.sm};
  color: ${theme.colors.muted};
  font-size: ${theme.fontSizes.sm};
`;

const CodeLabel = styled.p`
  margin: 0 0 ${theme.space.xs};
  font-size: ${theme.fontSizes.sm};
  font-weight: 600;
  color: ${theme.colors.ink};
`;

/** The code whole at any width: monospaced, breaking only between its groups of four, and selectable at a click. */
const CodeText = styled.div`
  margin: 0 0 ${theme.space.sm};
  padding: ${theme.space.sm} ${theme.space.md};
  border: 1px solid ${theme.colors.line};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.white};
  font-family: ui-monospace, 'SF Mono', Menlo, Consolas, monospace;
  font-size: ${theme.fontSizes.md};
  letter-spacing: 0.04em;
  color: ${theme.colors.ink};
  user-select: all;
  &:focus-visible {
    outline: 2px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.sm};
`;

/**
 * "Show backup code": the code that proves a backup is hers (it signs every backup this server makes, and is never
 * in one), shown when she asks, to copy and keep with her backups. The page never stores it.
 */
export function BackupCode() {
  const { call } = useAdminSession();
  const toast = useToast();
  const [code, setCode] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const field = useRef<HTMLDivElement>(null);

  const selectCode = () => {
    if (field.current) window.getSelection()?.selectAllChildren(field.current);
  };

  const show = async () => {
    setLoading(true);
    try {
      setCode((await call(api.adminBackups.code)).code);
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 401)) {
        toast({ title: 'Error', description: reasonOf(error), variant: 'error' });
      }
    } finally {
      setLoading(false);
    }
  };

  const copy = async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      toast({ title: 'Copied', description: 'Backup code copied', variant: 'success' });
    } catch {
      field.current?.focus();
      selectCode();
      toast({ title: 'Copy the code', description: 'The code is selected: copy it from the box.', variant: 'info' });
    }
  };

  return (
    <>
      <Note>
        It proves a backup is yours: restoring on a new server, or after this server lost its data, asks for it. Without
        it a backup brings back your content, but not your passkeys, notification devices or saved links. Keep it with
        your backups (on paper, or in your password manager), never inside one.
      </Note>
      {code === null ? (
        <Button type="button" $size="sm" $variant="secondary" disabled={loading} onClick={() => void show()}>
          {loading ? 'Loading...' : 'Show backup code'}
        </Button>
      ) : (
        <>
          <CodeLabel id="backup-code-label">Your backup code</CodeLabel>
          <CodeText
            ref={field}
            role="textbox"
            aria-readonly="true"
            aria-labelledby="backup-code-label"
            tabIndex={0}
            onFocus={selectCode}
          >
            {code.split('-').map((group, index, groups) => (
              <Fragment key={index}>
                {group}
                {index < groups.length - 1 && (
                  <>
                    -<wbr />
                  </>
                )}
              </Fragment>
            ))}
          </CodeText>
          <Buttons>
            <Button type="button" $size="sm" onClick={() => void copy(code)}>
              Copy code
            </Button>
            <Button type="button" $size="sm" $variant="secondary" onClick={() => setCode(null)}>
              Hide
            </Button>
          </Buttons>
        </>
      )}
    </>
  );
}
