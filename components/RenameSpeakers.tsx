import { t } from '../lib/i18n/messages';
import { useId, useState } from 'react';
import { isPlaceholderSpeaker, MAX_SPEAKER_NAME_LENGTH } from '../lib/session/speaker-rename';

export interface RenameSpeakersProps {
  speakers: readonly string[];
  onRename(from: string, to: string): void;
}

/** The page named some speakers only "Speaker N": the user names each once, for all their lines. */
export function RenameSpeakers({ speakers, onRename }: RenameSpeakersProps) {
  const unnamed = speakers.filter(isPlaceholderSpeaker);
  if (unnamed.length === 0) return null;
  return (
    <section className="rename-speakers" aria-label={t('panelUnnamedSpeakers')}>
      <p className="muted">{t('panelUnnamedExplain')}</p>
      {unnamed.map((label) => (
        <RenameForm key={label} label={label} onRename={onRename} />
      ))}
    </section>
  );
}

function RenameForm({ label, onRename }: { label: string; onRename(from: string, to: string): void }) {
  const id = useId();
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<string>();
  return (
    <form
      className="field"
      onSubmit={(event) => {
        event.preventDefault();
        const to = name.trim();
        if (!to) {
          setProblem(t('panelNameMissing'));
          return;
        }
        setProblem(undefined);
        onRename(label, to);
      }}
    >
      <label htmlFor={id}>{t('panelNameFor', label)}</label>
      <input
        id={id}
        value={name}
        maxLength={MAX_SPEAKER_NAME_LENGTH}
        onChange={(event) => setName(event.target.value)}
      />
      <button type="submit">{t('panelRename')}</button>
      {problem && <p role="alert">{problem}</p>}
    </form>
  );
}
