import { createRoot } from 'react-dom/client';
import '../../components/theme.css';
import { Welcome } from '../../components/Welcome';
import { markPageLanguage, t } from '../../lib/i18n/messages';
import { firstOpenStep, WELCOME_STEPS, type WelcomeStep } from '../../lib/onboarding/welcome';
import { checkConnection } from '../../lib/settings/connection-check';
import { loadSettings, saveSettings } from '../../lib/settings/storage';

document.title = t('welcomeTitle');
markPageLanguage();

// The options page links here with ?resume: start at the first step still missing.
const resume = new URLSearchParams(location.search).has('resume');

void loadSettings().then((initial) => {
  const startAt: WelcomeStep = resume ? firstOpenStep(initial) : WELCOME_STEPS[0];
  createRoot(document.getElementById('root')!).render(
    <Welcome initial={initial} deps={{ check: checkConnection, save: saveSettings }} startAt={startAt} />,
  );
});
