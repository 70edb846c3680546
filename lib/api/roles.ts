// The spec's role rule lives here only: every dialogue participant, human or AI agent, is
// `user`; guidance the service produced earlier, sent back as context, is `assistant`.
import type { TranscriptMessage } from './contract';

export const GUIDANCE_SPEAKER_NAME = 'Sidecue guidance';

export function participantMessage(speakerName: string, text: string): TranscriptMessage {
  return { speakerRole: 'user', speakerName, content: text };
}

export function earlierGuidanceMessage(text: string): TranscriptMessage {
  return { speakerRole: 'assistant', speakerName: GUIDANCE_SPEAKER_NAME, content: text };
}
