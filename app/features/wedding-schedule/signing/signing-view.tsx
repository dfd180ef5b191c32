import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import * as v from 'valibot';
import type { SignatureRecord, SigningView } from '#contract/agreement.ts';
import { ELECTRONIC_CONSENT_HEADING, signAgreementInput } from '#contract/agreement.ts';
import { longDate } from '#contract/calendar-day.ts';
import { ApiError } from '#shared/api-client.ts';
import { useSite } from '#shared/site-settings.tsx';
import { media, theme } from '#shared/theme.ts';
import { Button } from '#shared/ui/button.tsx';
import { FieldError, TextField } from '#shared/ui/form-controls.tsx';
import {
  AgreementCard,
  AgreementStatus,
  AgreementText,
  consentOfText,
  Notice,
  SignatureView,
  TextHash,
} from '../components/agreement-document.tsx';
import { CardTitle, Center, Message, Page, Panel, PanelLead, PanelTitle } from '../components/schedule-styles.tsx';
import { forgetLinkToken, getSigningView, sha256Of, signWithLink, takeLinkToken } from './signing-api.ts';

// The signing page (`/sign#<token>`): the bride opens the link the artist texted to her alone, reads her booking
// agreement and signs it. The token never leaves the phone but in a header (signing-api.ts). A link that was
// replaced, has expired or opens nothing is said so, in the server's words, and the page stops asking.

const Form = styled.form`
  display: grid;
  gap: ${theme.space.md};
  margin-top: ${theme.space.lg};
  ${media.print} {
    display: none;
  }
`;

/** The document's last section, its consent to sign electronically, with the box it is the consent of. */
const Consent = styled.div`
  display: grid;
  gap: ${theme.space.xs};
  padding: ${theme.space.md};
  border-radius: ${theme.radii.md};
  border: 1px solid ${theme.colors.line};
  background: ${theme.colors.white};
  h3 {
    margin: 0;
    font-size: ${theme.fontSizes.sm};
    font-family: inherit;
    font-weight: 700;
    letter-spacing: 0.12em;
    color: ${theme.colors.roseDeep};
    overflow-wrap: anywhere;
  }
  p {
    margin: 0;
    font-size: ${theme.fontSizes.sm};
    color: ${theme.colors.text};
  }
  label {
    display: flex;
    align-items: center;
    gap: ${theme.space.sm};
    min-height: 44px;
    font-weight: 600;
    color: ${theme.colors.ink};
    cursor: pointer;
  }
  input {
    width: 1.5rem;
    height: 1.5rem;
    flex: none;
    accent-color: ${theme.colors.roseDeep};
  }
  &[data-invalid] {
    border-color: ${theme.colors.danger};
  }
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space.sm};
`;

type Errors = Partial<Record<'signedName' | 'agree' | 'form', string>>;

/** A refusal's words beside the field it names, or beside the button. */
function errorsOf(error: unknown): Errors {
  if (error instanceof ApiError && (error.field === 'signedName' || error.field === 'agree')) {
    return { [error.field]: error.message };
  }
  return {
    form: error instanceof ApiError ? error.message : 'Something went wrong on this page. Please try again.',
  };
}

/** What the server's refusal of the link means for the page: it stops asking (replaced, expired, unknown). */
const stopsAsking = (error: unknown) => error instanceof ApiError && (error.status === 404 || error.status === 410);

type State =
  | { step: 'loading' }
  | { step: 'stopped'; message: string }
  | { step: 'failed'; message: string }
  | { step: 'ready'; view: SigningView };

export function SigningPage() {
  const { artistName } = useSite();
  const [state, setState] = useState<State>({ step: 'loading' });
  const token = useRef<string | undefined>(undefined);

  const stop = useCallback((message: string) => {
    forgetLinkToken();
    token.current = undefined;
    setState({ step: 'stopped', message });
  }, []);

  /** Fetches the agreement as it is now; `quietly` keeps what is shown when that fails for a passing reason. */
  const load = useCallback(
    async (quietly = false) => {
      if (!token.current) return;
      try {
        setState({ step: 'ready', view: await getSigningView(token.current) });
      } catch (error) {
        if (stopsAsking(error)) stop((error as ApiError).message);
        else if (!quietly) {
          setState({
            step: 'failed',
            message: error instanceof ApiError ? error.message : 'The agreement could not be opened.',
          });
        }
      }
    },
    [stop],
  );

  // The link's token, from the address or kept from before; again when another link is opened in this tab (only the
  // part after # changes, so the page is not loaded anew).
  useEffect(() => {
    const open = () => {
      token.current = takeLinkToken();
      if (token.current) void load();
      else setState({ step: 'stopped', message: `Open the signing link ${artistName} texted you.` });
    };
    open();
    const onHashChange = () => {
      if (window.location.hash.includes('.')) open();
    };
    window.addEventListener('hashchange', onHashChange);
    return () => window.removeEventListener('hashchange', onHashChange);
  }, [load, artistName]);

  return (
    <Page aria-busy={state.step === 'loading'}>
      {state.step === 'ready' ? (
        <>
          <Panel>
            <PanelTitle>Your booking agreement</PanelTitle>
            <PanelLead>
              {state.view.clientName}, for {longDate(state.view.eventDate)}
            </PanelLead>
          </Panel>
          <SigningSection view={state.view} token={token.current ?? ''} onChanged={() => load(true)} onStop={stop} />
        </>
      ) : (
        <Panel>
          <PanelTitle>Your booking agreement</PanelTitle>
          {state.step === 'loading' && <Message role="status">Opening your agreement…</Message>}
          {state.step === 'stopped' && (
            <Message role="alert" data-link-refused="">
              {state.message}
            </Message>
          )}
          {state.step === 'failed' && (
            <>
              <Message role="alert">{state.message}</Message>
              <Center>
                <Button type="button" onClick={() => void load()}>
                  Try again
                </Button>
              </Center>
            </>
          )}
        </Panel>
      )}
    </Page>
  );
}

function SigningSection({
  view,
  token,
  onChanged,
  onStop,
}: {
  view: SigningView;
  token: string;
  onChanged: () => Promise<void>;
  onStop: (message: string) => void;
}) {
  const { agreement } = view;
  const consent = consentOfText(agreement.text);
  const [name, setName] = useState('');
  const [agree, setAgree] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [pending, setPending] = useState(false);
  const [record, setRecord] = useState<SignatureRecord>();
  const [changed, setChanged] = useState(false);
  const agreeId = useId();
  const sectionRef = useRef<HTMLElement>(null);

  // The text she was reading was replaced (a refused signing, or a reload while she read): say so plainly.
  const readSha = useRef(agreement.sha256);
  useEffect(() => {
    if (readSha.current === agreement.sha256) return;
    readSha.current = agreement.sha256;
    if (agreement.status === 'unsigned') {
      setChanged(true);
      setRecord(undefined);
    }
  }, [agreement.sha256, agreement.status]);

  // A record just made shows at once; the page's refreshed copy then says the same.
  const signed =
    agreement.status === 'signed'
      ? { name: agreement.signedName ?? '', at: agreement.signedAt ?? '', sha256: agreement.sha256 }
      : record && record.version === agreement.version
        ? { name: record.signedName, at: record.signedAt, sha256: record.sha256 }
        : undefined;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const sha256 = await sha256Of(agreement.text, agreement.sha256);
    const checked = v.safeParse(signAgreementInput, {
      version: agreement.version,
      sha256,
      signedName: name,
      agree: agree || undefined,
    });
    if (!checked.success) {
      const found: Errors = {};
      for (const issue of checked.issues) {
        const key = v.getDotPath(issue);
        if ((key === 'signedName' || key === 'agree') && !found[key]) found[key] = issue.message;
      }
      setErrors(Object.keys(found).length ? found : { form: checked.issues[0].message });
      return;
    }
    setErrors({});
    setPending(true);
    try {
      setRecord(await signWithLink(token, checked.output));
      setChanged(false);
      await onChanged();
    } catch (error) {
      if (stopsAsking(error)) {
        onStop((error as ApiError).message);
        return;
      }
      setErrors(errorsOf(error));
      if (error instanceof ApiError && error.status === 409) {
        // A newer text, or a signature made meanwhile: fetch what the agreement says now.
        await onChanged();
        // Back to the top of the section, where it says what changed, to read the text again from its start.
        sectionRef.current?.scrollIntoView({ block: 'start' });
      }
    } finally {
      setPending(false);
    }
  };

  return (
    <AgreementCard as="section" ref={sectionRef} aria-labelledby="agreement-title" data-agreement="">
      <CardTitle id="agreement-title">Booking agreement</CardTitle>
      <AgreementStatus version={agreement.version} signed={Boolean(signed)} />
      {changed && !signed && (
        <Notice $tone="warning" role="status">
          The agreement changed while you were reading it. This is the new text: please read it again before you sign.
        </Notice>
      )}
      {/* Unsigned, the consent to sign electronically is read once, beside "I agree", not also in the document. */}
      <AgreementText agreement={agreement} consentApart={!signed && consent !== undefined} />
      {signed ? (
        <SignatureView signed={signed}>
          {errors.form && (
            <FieldError role="alert" data-sign-failure="" style={{ marginBottom: '0.5rem' }}>
              {errors.form}
            </FieldError>
          )}
        </SignatureView>
      ) : (
        <Form noValidate onSubmit={(event) => void submit(event)} aria-label="Sign the agreement">
          <TextField
            label="Your full name"
            autoComplete="name"
            value={name}
            onChange={(value) => {
              setName(value);
              setErrors(({ signedName: _, ...rest }) => rest);
            }}
            error={errors.signedName}
            required
            maxLength={120}
          />
          <Consent
            role="group"
            aria-labelledby={consent ? `${agreeId}-consent-title` : undefined}
            aria-label={consent ? undefined : 'I agree'}
            data-invalid={errors.agree ? '' : undefined}
          >
            {consent && (
              <>
                <h3 id={`${agreeId}-consent-title`}>{ELECTRONIC_CONSENT_HEADING}</h3>
                <p id={`${agreeId}-consent`}>{consent}</p>
              </>
            )}
            <label>
              <input
                type="checkbox"
                checked={agree}
                onChange={(event) => {
                  setAgree(event.target.checked);
                  setErrors(({ agree: _, ...rest }) => rest);
                }}
                required
                aria-invalid={errors.agree ? true : undefined}
                aria-describedby={
                  [errors.agree ? `${agreeId}-error` : '', consent ? `${agreeId}-consent` : '']
                    .filter(Boolean)
                    .join(' ') || undefined
                }
              />
              I agree
            </label>
            {errors.agree && <FieldError id={`${agreeId}-error`}>{errors.agree}</FieldError>}
          </Consent>
          <Buttons>
            <Button type="submit" disabled={pending} aria-busy={pending || undefined}>
              {pending ? 'Signing…' : 'Sign'}
            </Button>
            {errors.form && (
              <FieldError role="alert" style={{ flexBasis: '100%' }} data-sign-failure="">
                {errors.form}
              </FieldError>
            )}
          </Buttons>
        </Form>
      )}
      {/* The small print: signed, the hash is in the signature; until then, here, after all there is to read. */}
      {!signed && <TextHash sha256={agreement.sha256} />}
    </AgreementCard>
  );
}
