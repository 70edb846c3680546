// The options page: six groups (Connection, You, Guidance, Privacy, Sites and recipes, Data), help
// under every field, a live proxy status line, and one Save for the settings. The recipes and the
// local-data controls act at once and are passed in, so the page reads top to bottom as one form.
import { useId, useState, type ReactNode } from 'react';
import type { ProxyCheck } from '../lib/api/client';
import { type Language, languages } from '../lib/api/language';
import { t, type MessageKey } from '../lib/i18n/messages';
import { redactionKinds, type RedactionKind } from '../lib/privacy/redact';
import { proxyStatusWords, useProxyStatus } from '../lib/settings/proxy-status';
import {
  ABOUT_ME_MAX_CHARS,
  HISTORY_DAYS,
  MESSAGES_SENT,
  MIN_INTERVAL_SECONDS,
  type Settings,
} from '../lib/settings/schema';
import {
  saveSettingsFlow,
  toNumber,
  type Connection,
  type FieldErrors,
  type SaveFlowDeps,
  type SaveOutcome,
} from '../lib/settings/save-flow';
import { TextWithLink } from './TextWith';

type Draft = Omit<Settings, 'minIntervalSeconds' | 'maxMessagesSent' | 'historyDays'> & {
  minIntervalSeconds: string;
  maxMessagesSent: string;
  historyDays: string;
};

export interface OptionsDeps extends SaveFlowDeps {
  /** The status line's own check of what is typed; Save checks again before it saves. */
  probe(connection: Connection): Promise<ProxyCheck>;
}

const REDACTION_LABELS: Record<RedactionKind, MessageKey> = {
  email: 'optionsRedactEmail',
  phone: 'optionsRedactPhone',
  card: 'optionsRedactCard',
  iban: 'optionsRedactIban',
  nationalId: 'optionsRedactNationalId',
};

/**
 * Each language as its speakers name it, whatever the page's language, so a user finds theirs; with
 * its tag, so a screen reader says the name in that language's voice.
 */
const LANGUAGE_CHOICES: Record<Language, { name: string; tag: string }> = {
  en: { name: 'English', tag: 'en' },
  de: { name: 'Deutsch', tag: 'de' },
  fr: { name: 'Français', tag: 'fr' },
  es: { name: 'Español', tag: 'es' },
  pt: { name: 'Português (Brasil)', tag: 'pt-BR' },
  ja: { name: '日本語', tag: 'ja' },
};

function toDraft(settings: Settings): Draft {
  return {
    ...settings,
    minIntervalSeconds: String(settings.minIntervalSeconds),
    maxMessagesSent: String(settings.maxMessagesSent),
    historyDays: String(settings.historyDays),
  };
}

function fromDraft(draft: Draft) {
  return {
    ...draft,
    minIntervalSeconds: toNumber(draft.minIntervalSeconds),
    maxMessagesSent: toNumber(draft.maxMessagesSent),
    historyDays: toNumber(draft.historyDays),
  };
}

export interface OptionsFormProps {
  initial: Settings;
  deps: OptionsDeps;
  /** The "Sites and recipes" group's content. */
  recipes?: ReactNode;
  /** What the "Data" group offers besides its settings (deleting local data). */
  localData?: ReactNode;
}

export function OptionsForm({ initial, deps, recipes, localData }: OptionsFormProps) {
  const [draft, setDraft] = useState<Draft>(() => toDraft(initial));
  const [outcome, setOutcome] = useState<SaveOutcome | undefined>();
  // New stored settings (after "Delete all local data") replace the draft; the rest of the page keeps its state.
  const [shown, setShown] = useState(initial);
  if (shown !== initial) {
    setShown(initial);
    setDraft(toDraft(initial));
    setOutcome(undefined);
  }
  const [busy, setBusy] = useState<'checking' | 'saving' | undefined>();
  const [showToken, setShowToken] = useState(false);
  const proxy = useProxyStatus({ proxyUrl: draft.proxyUrl, proxyToken: draft.proxyToken }, deps.probe);
  const errors: FieldErrors = outcome?.kind === 'invalid' ? outcome.errors : {};
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }));

  async function submit(skipCheck: boolean) {
    setBusy(skipCheck ? 'saving' : 'checking');
    try {
      setOutcome(await saveSettingsFlow(fromDraft(draft), deps, { skipCheck }));
    } finally {
      setBusy(undefined);
    }
  }

  const number = (key: 'minIntervalSeconds' | 'maxMessagesSent' | 'historyDays') => (props: InputProps) => (
    <input {...props} type="number" inputMode="numeric" value={draft[key]} onChange={(e) => set(key, e.target.value)} />
  );

  return (
    <form
      className="options"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit(false);
      }}
    >
      <h1>{t('optionsTitle')}</h1>
      <p>
        <a href="welcome.html?resume">{t('optionsWelcomeLink')}</a>
      </p>

      <Group title={t('optionsConnectionHeading')}>
        <Field label={t('optionsProxyUrlLabel')} help={t('optionsProxyUrlHelp')} error={errors.proxyUrl}>
          {(props) => (
            <input
              {...props}
              type="url"
              placeholder="http://127.0.0.1:8787"
              value={draft.proxyUrl}
              onChange={(e) => set('proxyUrl', e.target.value)}
            />
          )}
        </Field>
        <Field label={t('optionsProxyTokenLabel')} help={t('optionsProxyTokenHelp')} error={errors.proxyToken}>
          {(props) => (
            <span className="controls">
              <input
                {...props}
                type={showToken ? 'text' : 'password'}
                autoComplete="off"
                value={draft.proxyToken}
                onChange={(e) => set('proxyToken', e.target.value)}
              />
              <button type="button" onClick={() => setShowToken((s) => !s)} aria-pressed={showToken}>
                {showToken ? t('optionsHideToken') : t('optionsShowToken')}
              </button>
            </span>
          )}
        </Field>
        <div className="controls">
          <button type="button" onClick={proxy.checkNow}>
            {t('optionsTestConnection')}
          </button>
        </div>
        <p
          role="status"
          aria-label={t('optionsStatusName')}
          className={`proxy-status proxy-status-${proxy.status.kind}`}
        >
          {proxyStatusWords(proxy.status)}
        </p>
      </Group>

      <Group title={t('optionsYouHeading')}>
        <Field label={t('optionsDisplayNameLabel')} help={t('optionsDisplayNameHelp')} error={errors.displayName}>
          {(props) => (
            <input {...props} value={draft.displayName} onChange={(e) => set('displayName', e.target.value)} />
          )}
        </Field>
        <Field
          label={t('optionsAboutMeLabel')}
          help={t('optionsAboutMeHelp', ABOUT_ME_MAX_CHARS)}
          error={errors.aboutMe}
        >
          {(props) => (
            <textarea
              {...props}
              rows={4}
              placeholder={t('optionsAboutMePlaceholder')}
              value={draft.aboutMe}
              onChange={(e) => set('aboutMe', e.target.value)}
            />
          )}
        </Field>
        <Check
          label={t('optionsLinkedinFreeLabel')}
          help={t('optionsLinkedinFreeHelp')}
          checked={draft.linkedinFreeAccount}
          onChange={(v) => set('linkedinFreeAccount', v)}
        />
      </Group>

      <Group title={t('optionsGuidanceHeading')}>
        <Check
          label={t('optionsAutoSuggestLabel')}
          help={t('optionsAutoSuggestHelp')}
          checked={draft.autoSuggest}
          onChange={(v) => set('autoSuggest', v)}
        />
        <Field
          label={t('optionsMinIntervalLabel')}
          help={t('optionsMinIntervalHelp', MIN_INTERVAL_SECONDS.min, MIN_INTERVAL_SECONDS.max)}
          error={errors.minIntervalSeconds}
        >
          {number('minIntervalSeconds')}
        </Field>
        <Check
          label={t('optionsAutoCaptionsLabel')}
          help={t('optionsAutoCaptionsHelp')}
          checked={draft.autoCaptions}
          onChange={(v) => set('autoCaptions', v)}
        />
        <Field
          label={t('optionsMaxMessagesLabel')}
          help={t('optionsMaxMessagesHelp', MESSAGES_SENT.min, MESSAGES_SENT.max)}
          error={errors.maxMessagesSent}
        >
          {number('maxMessagesSent')}
        </Field>
        <Field label={t('optionsGuidanceLanguageLabel')} help={t('optionsGuidanceLanguageHelp')}>
          {(props) => (
            <select
              {...props}
              value={draft.guidanceLanguage}
              onChange={(e) => set('guidanceLanguage', e.target.value as Draft['guidanceLanguage'])}
            >
              <option value="auto">{t('optionsGuidanceLanguageAuto')}</option>
              {languages.map((language) => (
                <option key={language} value={language} lang={LANGUAGE_CHOICES[language].tag}>
                  {LANGUAGE_CHOICES[language].name}
                </option>
              ))}
            </select>
          )}
        </Field>
      </Group>

      <Group title={t('optionsPrivacyHeading')}>
        <HelpedFieldset legend={t('optionsRedactLegend')} help={t('optionsRedactHelp')}>
          {redactionKinds.map((kind) => (
            <Check
              key={kind}
              label={t(REDACTION_LABELS[kind])}
              checked={draft.redaction[kind]}
              onChange={(v) => set('redaction', { ...draft.redaction, [kind]: v })}
            />
          ))}
        </HelpedFieldset>
        <HelpedFieldset legend={t('optionsNeverSitesLegend')} help={t('optionsNeverSitesHelp')}>
          {draft.neverCaptureSites.length === 0 ? (
            <p>{t('optionsNeverSitesEmpty')}</p>
          ) : (
            <ul aria-label={t('optionsNeverSitesLegend')}>
              {draft.neverCaptureSites.map((site) => (
                <li key={site}>
                  {site}{' '}
                  <button
                    type="button"
                    onClick={() =>
                      set(
                        'neverCaptureSites',
                        draft.neverCaptureSites.filter((s) => s !== site),
                      )
                    }
                  >
                    {t('optionsAllowSiteAgain', site)}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </HelpedFieldset>
        <p>
          <TextWithLink message="optionsPrivacyPolicy" href="privacy.html" link="optionsPrivacyPolicyLink" />
        </p>
      </Group>

      <Group title={t('optionsSitesHeading')}>{recipes}</Group>

      <Group title={t('optionsDataHeading')}>
        <Field
          label={t('optionsSaveConversationsLabel')}
          help={t('optionsSaveConversationsHelp')}
          error={errors.saveConversations}
        >
          {(props) => (
            <select
              {...props}
              value={draft.saveConversations}
              onChange={(e) => set('saveConversations', e.target.value as Draft['saveConversations'])}
            >
              <option value="auto">{t('optionsSaveAuto')}</option>
              <option value="on_request">{t('optionsSaveOnRequest')}</option>
            </select>
          )}
        </Field>
        <Field
          label={t('optionsHistoryDaysLabel')}
          help={t('optionsHistoryDaysHelp', HISTORY_DAYS.min, HISTORY_DAYS.max)}
          error={errors.historyDays}
        >
          {number('historyDays')}
        </Field>
        <p className="muted">{t('optionsExportHelp')}</p>
        {localData}
      </Group>

      {/* biome-ignore lint/a11y/useSemanticElements: a bar of one button and its outcome, not a set of form fields */}
      <div className="save-bar" role="group" aria-label={t('optionsSaveGroup')}>
        <div className="controls">
          <button type="submit" disabled={busy !== undefined}>
            {t('optionsSave')}
          </button>
          {outcome?.kind === 'check_failed' && (
            <button type="button" disabled={busy !== undefined} onClick={() => void submit(true)}>
              {t('optionsSaveAnyway')}
            </button>
          )}
        </div>
        {busy ? (
          <p className="muted">{busy === 'checking' ? t('optionsSaveChecking') : t('optionsSaving')}</p>
        ) : (
          <Outcome outcome={outcome} />
        )}
      </div>
    </form>
  );
}

function Group({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className="options-group" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

function Outcome({ outcome }: { outcome?: SaveOutcome }) {
  if (!outcome) return null;
  if (outcome.kind === 'saved') return <p role="status">{outcome.message}</p>;
  if (outcome.kind === 'invalid') return <p role="alert">{t('optionsSaveInvalid')}</p>;
  return (
    <p className="notice notice-error" role="alert">
      {t('optionsNotSaved', outcome.title, outcome.action)}
    </p>
  );
}

interface InputProps {
  id: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}

/** A field's error first, then its help: the error is what to fix now. */
function describedBy(...ids: (string | false | undefined)[]): string | undefined {
  return ids.filter(Boolean).join(' ') || undefined;
}

function Field({
  label,
  help,
  error,
  children,
}: {
  label: string;
  help: string;
  error?: string;
  children(props: InputProps): ReactNode;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  const helpId = `${id}-help`;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy(error && errorId, helpId),
      })}
      {error && (
        <p id={errorId} className="field-error">
          {error}
        </p>
      )}
      <p id={helpId} className="field-help">
        {help}
      </p>
    </div>
  );
}

function Check({
  label,
  help,
  checked,
  onChange,
}: {
  label: string;
  help?: string;
  checked: boolean;
  onChange(value: boolean): void;
}) {
  const helpId = useId();
  return (
    <div className="field">
      <label className="check">
        <input
          type="checkbox"
          checked={checked}
          aria-describedby={help ? helpId : undefined}
          onChange={(e) => onChange(e.target.checked)}
        />
        {label}
      </label>
      {help && (
        <p id={helpId} className="field-help">
          {help}
        </p>
      )}
    </div>
  );
}

/** A group of controls whose help text applies to all of them. */
function HelpedFieldset({ legend, help, children }: { legend: string; help: string; children: ReactNode }) {
  const helpId = useId();
  return (
    <fieldset aria-describedby={helpId}>
      <legend>{legend}</legend>
      <p id={helpId} className="field-help">
        {help}
      </p>
      {children}
    </fieldset>
  );
}
