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
import { t } from '../lib/i18n/messages';
import { TextWith, TextWithLink } from './TextWith';

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
      <h1>{t('welcomeTitle')}</h1>
      <p className="muted">{t('welcomeIntro')}</p>
      <ol aria-label={t('welcomeStepsLabel')}>
        {WELCOME_STEPS.map((name, at) => (
          <li key={name} aria-current={name === step ? 'step' : undefined}>
            {at < index ? t('welcomeStepDone', t(WELCOME_STEP_TITLES[name])) : t(WELCOME_STEP_TITLES[name])}
          </li>
        ))}
      </ol>
      {step === 'connect' && <ConnectStep settings={settings} deps={deps} onSaved={saved} onNext={next} />}
      {step === 'name' && <NameStep settings={settings} deps={deps} onSaved={saved} onNext={next} />}
      {step === 'sites' && <SitesStep onNext={next} />}
      {step === 'practice' && <PracticeStep proxyUrl={settings.proxyUrl} onNext={next} />}
      {step === 'done' && (
        <section aria-label={t('welcomeDoneLabel')}>
          <h2>{t('welcomeDoneHeading')}</h2>
          <p>
            <TextWithLink message="welcomeDoneText" href="options.html" link="welcomeOptionsLink" />
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
      <h2 id={id}>{t(WELCOME_STEP_TITLES[step])}</h2>
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
      setOutcome({ ok: false, message: t('welcomeNeedUrl') });
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
        setOutcome({ ok: false, message: t('welcomeNotConnected', result.title, result.action) });
      else setOutcome({ ok: false, message: Object.values(result.errors).join(' ') });
    } finally {
      setChecking(false);
    }
  }

  return (
    <StepSection step="connect">
      <p>
        <TextWith message="welcomeConnectIntro" parts={[<code key="command">npm start</code>]} />
      </p>
      <div className="field">
        <label htmlFor={urlId}>{t('welcomeProxyUrlLabel')}</label>
        <input
          id={urlId}
          type="url"
          value={proxyUrl}
          placeholder="https://sidecue.example.com"
          onChange={(e) => setProxyUrl(e.target.value)}
        />
      </div>
      <div className="field">
        <label htmlFor={tokenId}>{t('welcomeProxyTokenLabel')}</label>
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
          {t('welcomeTestConnection')}
        </button>
        <button type="button" onClick={onNext}>
          {outcome?.ok ? t('welcomeNext') : t('welcomeSkip')}
        </button>
      </div>
      {checking ? <p className="muted">{t('welcomeChecking')}</p> : <OutcomeLine outcome={outcome} />}
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
      message: parsed.data.displayName ? t('welcomeNameSaved', parsed.data.displayName) : t('welcomeNameSavedEmpty'),
    });
  }

  return (
    <StepSection step="name">
      <p>{t('welcomeNameIntro')}</p>
      <div className="field">
        <label htmlFor={id}>{t('welcomeDisplayNameLabel')}</label>
        <input id={id} value={displayName} onChange={(e) => setDisplayName(e.target.value)} />
      </div>
      <div className="controls">
        <button type="button" onClick={() => void save()}>
          {t('welcomeSaveName')}
        </button>
        <button type="button" onClick={onNext}>
          {outcome?.ok ? t('welcomeNext') : t('welcomeSkip')}
        </button>
      </div>
      <OutcomeLine outcome={outcome} />
    </StepSection>
  );
}

const SITE_KINDS = [
  ['welcomeSitesMeetingsKind', 'welcomeSitesMeetings'],
  ['welcomeSitesSupportKind', 'welcomeSitesSupport'],
  ['welcomeSitesLinkedinKind', 'welcomeSitesLinkedin'],
  ['welcomeSitesOtherKind', 'welcomeSitesOther'],
] as const;

function SitesStep({ onNext }: { onNext(): void }) {
  return (
    <StepSection step="sites">
      <ul>
        {SITE_KINDS.map(([kind, text]) => (
          <li key={kind}>
            <TextWith message={text} parts={[<strong key="kind">{t(kind)}</strong>]} />
          </li>
        ))}
      </ul>
      <p>
        <TextWithLink message="welcomeSitesPrivacy" href="privacy.html" link="welcomePrivacyLink" />
      </p>
      <div className="controls">
        <button type="button" onClick={onNext}>
          {t('welcomeNext')}
        </button>
      </div>
    </StepSection>
  );
}

function PracticeStep({ proxyUrl, onNext }: { proxyUrl: string; onNext(): void }) {
  const local = isLocalProxy(proxyUrl);
  const command = <code key="command">npm start</code>;
  return (
    <StepSection step="practice">
      {local ? (
        <>
          <p>
            <TextWith message="welcomePracticeLocal" parts={[command]} />
          </p>
          <p>
            <a href={PRACTICE_CALL_URL} target="_blank" rel="noreferrer">
              {t('welcomePracticeOpen')}
            </a>
          </p>
        </>
      ) : (
        <p>
          <TextWith message="welcomePracticeNeedsLocal" parts={[command]} />
          {proxyUrl ? '' : ` ${t('welcomePracticeConnectFirst')}`}
        </p>
      )}
      <div className="controls">
        <button type="button" onClick={onNext}>
          {local ? t('welcomeFinish') : t('welcomeSkip')}
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
