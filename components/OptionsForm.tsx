import { useId, useState, type ReactNode } from 'react';
import { redactionKinds, redactionLabels } from '../lib/privacy/redact';
import type { Settings } from '../lib/settings/schema';
import {
  saveSettingsFlow,
  toNumber,
  type FieldErrors,
  type SaveFlowDeps,
  type SaveOutcome,
} from '../lib/settings/save-flow';

type Draft = Omit<Settings, 'minIntervalSeconds' | 'maxMessagesSent' | 'historyDays'> & {
  minIntervalSeconds: string;
  maxMessagesSent: string;
  historyDays: string;
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

export function OptionsForm({ initial, deps }: { initial: Settings; deps: SaveFlowDeps }) {
  const [draft, setDraft] = useState<Draft>(() => toDraft(initial));
  const [outcome, setOutcome] = useState<SaveOutcome | undefined>();
  const [busy, setBusy] = useState<'checking' | 'saving' | undefined>();
  const [showToken, setShowToken] = useState(false);
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

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit(false);
      }}
    >
      <h1>Sidecue options</h1>
      <Field label="Proxy URL" error={errors.proxyUrl}>
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
      <Field label="Proxy access token" error={errors.proxyToken}>
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
              {showToken ? 'Hide' : 'Show'}
            </button>
          </span>
        )}
      </Field>
      <Field label="My display name" error={errors.displayName}>
        {(props) => <input {...props} value={draft.displayName} onChange={(e) => set('displayName', e.target.value)} />}
      </Field>
      <Check label="Automatic suggestions" checked={draft.autoSuggest} onChange={(v) => set('autoSuggest', v)} />
      <Field label="Minimum interval (seconds)" error={errors.minIntervalSeconds}>
        {(props) => (
          <input
            {...props}
            type="number"
            inputMode="numeric"
            value={draft.minIntervalSeconds}
            onChange={(e) => set('minIntervalSeconds', e.target.value)}
          />
        )}
      </Field>
      <Check
        label="Turn on captions automatically"
        checked={draft.autoCaptions}
        onChange={(v) => set('autoCaptions', v)}
      />
      <Field label="Messages sent for guidance" error={errors.maxMessagesSent}>
        {(props) => (
          <input
            {...props}
            type="number"
            inputMode="numeric"
            value={draft.maxMessagesSent}
            onChange={(e) => set('maxMessagesSent', e.target.value)}
          />
        )}
      </Field>
      {draft.neverCaptureSites.length > 0 && (
        <fieldset>
          <legend>Sites Sidecue never reads</legend>
          <ul aria-label="Sites Sidecue never reads">
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
                  Allow {site} again
                </button>
              </li>
            ))}
          </ul>
          <p className="muted">A site allowed again is read from its next page load, once you save.</p>
        </fieldset>
      )}
      <fieldset>
        <legend>Redact before sending</legend>
        <p className="muted">
          Replaced by a placeholder such as [email] in everything sent to the proxy; the panel still shows the words.
        </p>
        {redactionKinds.map((kind) => (
          <Check
            key={kind}
            label={redactionLabels[kind]}
            checked={draft.redaction[kind]}
            onChange={(v) => set('redaction', { ...draft.redaction, [kind]: v })}
          />
        ))}
      </fieldset>
      <h2>Outreach</h2>
      <Field label="About me and my offer" error={errors.aboutMe}>
        {(props) => (
          <textarea
            {...props}
            rows={4}
            placeholder="Who you are and what you offer, in a sentence or two: Generate uses it in every message."
            value={draft.aboutMe}
            onChange={(e) => set('aboutMe', e.target.value)}
          />
        )}
      </Field>
      <Check
        label="Free LinkedIn account (connection notes up to 200 characters)"
        checked={draft.linkedinFreeAccount}
        onChange={(v) => set('linkedinFreeAccount', v)}
      />
      <Field label="Save conversations" error={errors.saveConversations}>
        {(props) => (
          <select
            {...props}
            value={draft.saveConversations}
            onChange={(e) => set('saveConversations', e.target.value as Draft['saveConversations'])}
          >
            <option value="auto">Automatically, from the first guidance</option>
            <option value="on_request">Only when I choose "Save this conversation"</option>
          </select>
        )}
      </Field>
      <Field label="Keep local history (days)" error={errors.historyDays}>
        {(props) => (
          <input
            {...props}
            type="number"
            inputMode="numeric"
            value={draft.historyDays}
            onChange={(e) => set('historyDays', e.target.value)}
          />
        )}
      </Field>
      <div className="controls">
        <button type="submit" disabled={busy !== undefined}>
          Save
        </button>
        {outcome?.kind === 'check_failed' && (
          <button type="button" disabled={busy !== undefined} onClick={() => void submit(true)}>
            Save anyway
          </button>
        )}
      </div>
      {busy ? (
        <p className="muted">{busy === 'checking' ? 'Checking the proxy and the token…' : 'Saving…'}</p>
      ) : (
        <Outcome outcome={outcome} />
      )}
    </form>
  );
}

function Outcome({ outcome }: { outcome?: SaveOutcome }) {
  if (!outcome) return null;
  if (outcome.kind === 'saved') return <p role="status">{outcome.message}</p>;
  if (outcome.kind === 'invalid') return <p role="alert">Nothing was saved: correct the fields marked above.</p>;
  return (
    <div className="notice notice-error" role="alert">
      <strong>Not saved.</strong> <span>{outcome.title}</span> <span>{outcome.action}</span>
    </div>
  );
}

interface InputProps {
  id: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}

function Field({ label, error, children }: { label: string; error?: string; children(props: InputProps): ReactNode }) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': error ? errorId : undefined })}
      {error && (
        <p id={errorId} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}

function Check({ label, checked, onChange }: { label: string; checked: boolean; onChange(value: boolean): void }) {
  return (
    <label className="field" style={{ flexDirection: 'row', gap: 6 }}>
      <input type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} />
      {label}
    </label>
  );
}
