// The preview of what a picked recipe will capture, from the rows the picker read: pure functions on
// plain data, so the panel shows and corrects the preview without reading the page.
import type { ParticipantSide } from '../messaging/capture-protocol';
import type { PickedChat } from '../messaging/picker-protocol';
import { SIDE_NAMES } from './recipe';

export interface PreviewLine {
  name: string;
  text: string;
  side: ParticipantSide;
}

/**
 * The user says which part is the speaker (or that rows show none). Picking the text part swaps the
 * two: what was the speaker becomes the text.
 */
export function withSpeaker(picked: PickedChat, speakerPart: number | undefined): PickedChat {
  if (speakerPart === picked.speakerPart) return picked;
  const textPart = speakerPart === picked.textPart ? (picked.speakerPart ?? picked.textPart) : picked.textPart;
  if (speakerPart === textPart) return picked; // nothing left to read as text
  const speaker = speakerPart === undefined ? undefined : picked.parts[speakerPart]?.selector;
  return {
    ...picked,
    speakerPart,
    textPart,
    recipe: { ...picked.recipe, speaker, text: picked.parts[textPart]!.selector },
  };
}

/**
 * The transcript the saved recipe will capture (lib/capture/recipes/platform.ts and the shared chat capture): a
 * row without a name continues the name above it (a group names its sender once), the user's own rows
 * without one are "You", and with no speaker part each side is named by its side.
 */
export function previewTranscript(picked: PickedChat): PreviewLine[] {
  const lines: PreviewLine[] = [];
  let previous: string | undefined;
  for (const row of picked.table) {
    const text = row.cells[picked.textPart];
    if (!text) continue;
    const speaker = picked.speakerPart;
    const shown = speaker === undefined || row.same[speaker] === row.same[picked.textPart] ? null : row.cells[speaker];
    const name =
      speaker === undefined
        ? SIDE_NAMES[row.side]
        : (shown ?? (row.side === 'agent' ? SIDE_NAMES.agent : (previous ?? SIDE_NAMES[row.side])));
    lines.push({ name, text, side: row.side });
    previous = name;
  }
  return lines;
}
