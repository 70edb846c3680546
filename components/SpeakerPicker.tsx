import { useId } from 'react';

export interface SpeakerPickerProps {
  speakers: readonly string[];
  currentUser?: string;
  onPick(name: string): void;
}

/** The coached person may not have spoken yet (their own name by default), so it is listed too. */
export function SpeakerPicker({ speakers, currentUser, onPick }: SpeakerPickerProps) {
  const id = useId();
  const names = currentUser && !speakers.includes(currentUser) ? [currentUser, ...speakers] : speakers;
  return (
    <div className="field">
      <label htmlFor={id}>Guidance for</label>
      <select id={id} value={currentUser ?? ''} onChange={(event) => onPick(event.target.value)} disabled={names.length === 0}>
        {!currentUser && <option value="">{names.length ? 'Pick a participant' : 'Speakers appear once they talk'}</option>}
        {names.map((name) => (
          <option key={name} value={name}>
            {name}
          </option>
        ))}
      </select>
    </div>
  );
}
