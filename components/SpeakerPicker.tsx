import { type MessageKey, t } from '../lib/i18n/messages';
import { useId } from 'react';
import type { ParticipantSide } from '../lib/messaging/capture-protocol';

export interface SpeakerPickerProps {
  speakers: readonly string[];
  currentUser?: string;
  /** Support conversations: which side each participant is on, said next to the name. */
  sides?: Readonly<Record<string, ParticipantSide>>;
  onPick(name: string): void;
}

const sideWords: Record<ParticipantSide, MessageKey> = {
  customer: 'panelSideCustomer',
  agent: 'panelSideAgent',
  bot: 'panelSideBot',
};

/** "Dana Cole (customer)"; the bare name where the page marks no side. */
export function participantLabel(name: string, side: ParticipantSide | undefined): string {
  return side ? t('panelParticipantWithSide', name, t(sideWords[side])) : name;
}

/** The coached person may not have spoken yet (their own name by default), so it is listed too. */
export function SpeakerPicker({ speakers, currentUser, sides, onPick }: SpeakerPickerProps) {
  const id = useId();
  const names = currentUser && !speakers.includes(currentUser) ? [currentUser, ...speakers] : speakers;
  return (
    <div className="field">
      <label htmlFor={id}>{t('panelGuidanceFor')}</label>
      <select
        id={id}
        value={currentUser ?? ''}
        onChange={(event) => onPick(event.target.value)}
        disabled={names.length === 0}
      >
        {!currentUser && <option value="">{t(names.length ? 'panelPickParticipant' : 'panelSpeakersAppear')}</option>}
        {names.map((name) => (
          <option key={name} value={name}>
            {participantLabel(name, sides && Object.hasOwn(sides, name) ? sides[name] : undefined)}
          </option>
        ))}
      </select>
    </div>
  );
}
