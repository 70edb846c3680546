// Wiring only: Microsoft Teams' adapter, started by the shared content-script runner.
import { defineContentScript } from 'wxt/utils/define-content-script';
import { runCapture } from '../lib/capture/core/content-script';
import { TEAMS } from '../lib/capture/platforms/teams/selectors';
import { startTeamsCapture } from '../lib/capture/platforms/teams/adapter';

export default defineContentScript({
  matches: ['https://teams.microsoft.com/*', 'https://teams.live.com/*', 'https://teams.cloud.microsoft/*'],
  runAt: 'document_idle',
  main: (ctx) => runCapture(ctx, startTeamsCapture, { platform: 'teams', selectors: TEAMS }),
});
