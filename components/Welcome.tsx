// The first-run walk-through: connect, name, sites, practice call. Every step can be skipped; the
// options page links back here, resuming at the first step still missing.
import { useId, useState, type ReactNode } from 'react';
import {
  isLocalProxy,
  PRACTICE_CALL_URL,
  WELCOME_STEP_TITLES,
  WELCOME_STEPS,
  type WelcomeStep,
} from '../lib/onboarding/welcome';
import { saveSettingsFlow, type SaveFlowDeps } from '../lib/settings/save-flow';
import { Settings } from '../lib/settings/schema';

type Outcome = { ok: true; message: string } | { ok: false; message: string };

export interface WelcomeProps {
  initial: Settings;
  deps: SaveFlowDeps;
  startAt?: WelcomeStep;
}

export function Welcome({ initial, deps, startAt = 'connect' }: WelcomeProps) {
  const [settings, setSettings] = useState(initial);
  const [step, setStep] = useState<WelcomeStep | 'done'>(startAt);
  const index = step === 'done' ? WELCOME_STEPS.length : WELCOME_STEPS.indexOf(step);
  const next = () => setStep(WELCOME_STEPS[index + 1] ?? 'done');
  // Every save keeps the settings this page holds current, so a later step never writes back old values.
  const saved = (changed: Settings) => setSettings(changed);

  return (
    <>
      <h1>Welcome to Sidecue</h1>
      <p className="muted">Four short steps. Skip any of them: the options page brings you back here.</p>
      <ol aria-label="Steps">
        {WELCOME_STEPS.map((name, at) => (
          <li key={name} aria-current={name === step ? 'step' : undefined}>
            {at < index ? `${WELCOME_STEP_TITLES[name]} (done or skipped)` : WELCOME_STEP_TITLES[name]}
          </li>
        ))}
      </ol>
      {step === 'connect' && <ConnectStep settings={settings} deps={deps} onSaved={saved} onNext={next} />}
      {step === 'name' && <NameStep settings={settings} deps={deps} onSaved={saved} onNext={next} />}
      {step === 'sites' && <SitesStep onNext={next} />}
      {step === 'practice' && <PracticeStep proxyUrl={settings.proxyUrl} onNext={next} />}
      {step === 'done' && (
        <section aria-label="Done">
          <h2>You are set</h2>
          <p>
            Open Sidecue during a call or a support conversation with its toolbar button, or press Alt+Shift+S.
            Everything you chose here can be changed in the <a href="options.html">options</a>.
          </p>
        </section>
      )}
    </>
  );
}

interface StepProps {
  settings: Settings;
  deps: SaveFlowDeps;
  onSaved(settings: Settings): void;
  onNext(): void;
}

function StepSection({ step, children }: { step: WelcomeStep; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{WELCOME_STEP_TITLES[step]}</h2>
      {children}
    </section>
  );
}

function ConnectStep({ settings, deps, onSaved, onNext }: StepProps) {
  const [proxyUrl, setProxyUrl] = useState(settings.proxyUrl);
  const [proxyToken, setProxyToken] = useState(settings.proxyToken);
  const [outcome, setOutcome] = useState<Outcome | undefined>();
  const [checking, setChecking] = useState(false);
  const urlId = useId();
  const tokenId = useId();

  async function test() {
    if (!proxyUrl.trim()) {
      setOutcome({
        ok: false,
        message: 'Enter the Proxy URL your admin gave you (or http://127.0.0.1:8787 for the local proxy).',
      });
      return;
    }
    setChecking(true);
    try {
      const changed = { ...settings, proxyUrl, proxyToken };
      // The options page's own check: the same words for the same failures, and saved only when it passes.
      const save = async (valid: Settings) => {
        await deps.save(valid);
        onSaved(valid);
      };
      const result = await saveSettingsFlow(changed, { check: deps.check, save });
      if (result.kind === 'saved') setOutcome({ ok: true, message: result.message });
      else if (result.kind === 'check_failed')
        setOutcome({ ok: false, message: `Not connected. ${result.title} ${result.action}` });
      else setOutcome({ ok: false, message: Object.values(result.errors).join(' ') });
    } finally {
      setChecking(false);
    }
  }

  return (
    <StepSection step="connect">
      <p>
        Sidecue gets its guidance from a proxy your team runs (or the local one <code>npm start</code> starts). Your
        admin gives you its address and your personal access token.
      </p>
      <div className="field">
        <label htmlFor={urlId}>Proxy URL</label>
        <input
          id={urlId}
          type="url"
          value={proxyUrl}
          placeholder="https://sidecue.example.com"
          onChange={(e) => setProxyUrl(e.target.value)}
        />
      </div>
      <div className="field">
        <label htmlFor={tokenId}>Proxy access token</label>
        <input
          id={tokenId}
          type="password"
          autoComplete="off"
          value={proxyToken}
          onChange={(e) => setProxyToken(e.target.value)}
        />
      </div>
      <div className="controls">
        <button type="button" disabled={checking} onClick={() => void test()}>
          Test connection
        </button>
        <button type="button" onClick={onNext}>
          {outcome?.ok ? 'Next' : 'Skip this step'}
        </button>
      </div>
      {checking ? <p className="muted">Checking the proxy and the token…</p> : <OutcomeLine outcome={outcome} />}
    </StepSection>
  );
}

function NameStep({ settings, deps, onSaved, onNext }: StepProps) {
  const [displayName, setDisplayName] = useState(settings.displayName);
  const [outcome, setOutcome] = useState<Outcome | undefined>();
  const id = useId();

  async function save() {
    const parsed = Settings.safeParse({ ...settings, displayName });
    if (!parsed.success) {
      setOutcome({ ok: false, message: parsed.error.issues.map((issue) => issue.message).join(' ') });
      return;
    }
    await deps.save(parsed.data);
    onSaved(parsed.data);
    setOutcome({
      ok: true,
      message: parsed.data.displayName
        ? `Saved. Your own lines will show as ${parsed.data.displayName}.`
        : 'Saved without a display name.',
    });
  }

  return (
    <StepSection step="name">
      <p>
        The name people see for you in meetings and support tools. Sidecue uses it to tell your lines from everyone
        else's when a page does not say which are yours, and coaches you by default.
      </p>
      <div className="field">
        <label htmlFor={id}>My display name</label>
        <input id={id} value={displayName} onChange={(e) => setDisplayName(e.target.value)} />
      </div>
      <div className="controls">
        <button type="button" onClick={() => void save()}>
          Save name
        </button>
        <button type="button" onClick={onNext}>
          {outcome?.ok ? 'Next' : 'Skip this step'}
        </button>
      </div>
      <OutcomeLine outcome={outcome} />
    </StepSection>
  );
}

function SitesStep({ onNext }: { onNext(): void }) {
  return (
    <StepSection step="sites">
      <ul>
        <li>
          <strong>Meetings</strong> (Google Meet, Microsoft Teams, Zoom in the browser): the live captions and the chat,
          while you are in a call, so it can suggest answers to objections and open questions.
        </li>
        <li>
          <strong>Support tools</strong> (Zendesk, Intercom, HubSpot, Freshdesk, Front, WhatsApp Web): the conversation
          on screen, to suggest your next reply.
        </li>
        <li>
          <strong>LinkedIn profiles</strong>: the profile you have open, to draft a first message for that person.
        </li>
        <li>
          <strong>Other chat pages</strong>: only a site you teach it with "Capture from this page" and allow yourself.
        </li>
      </ul>
      <p>
        What it reads goes only to your proxy, with e-mail addresses, phone numbers and similar details replaced first.
        You can pause capture or exclude a site from the panel at any time. The{' '}
        <a href="privacy.html">privacy policy</a> says what is sent where and how long it is kept.
      </p>
      <div className="controls">
        <button type="button" onClick={onNext}>
          Next
        </button>
      </div>
    </StepSection>
  );
}

function PracticeStep({ proxyUrl, onNext }: { proxyUrl: string; onNext(): void }) {
  const local = isLocalProxy(proxyUrl);
  return (
    <StepSection step="practice">
      {local ? (
        <>
          <p>
            Your proxy runs on this machine, so you can try Sidecue on a scripted sales call with live captions. It
            plays in the browser <code>npm start</code> opened, which serves the practice call at Google Meet's address.
          </p>
          <p>
            <a href={PRACTICE_CALL_URL} target="_blank" rel="noreferrer">
              Open the practice call
            </a>
          </p>
        </>
      ) : (
        <p>
          The practice call needs the local proxy: run <code>npm start</code> in Sidecue's folder, which opens a browser
          on it.
          {proxyUrl ? '' : ' Connect to a proxy first to get guidance in real calls.'}
        </p>
      )}
      <div className="controls">
        <button type="button" onClick={onNext}>
          {local ? 'Finish' : 'Skip this step'}
        </button>
      </div>
    </StepSection>
  );
}

function OutcomeLine({ outcome }: { outcome?: Outcome }) {
  if (!outcome) return null;
  return outcome.ok ? (
    <p role="status">{outcome.message}</p>
  ) : (
    <p className="notice notice-error" role="alert">
      {outcome.message}
    </p>
  );
}
