import { createRoot } from 'react-dom/client';
import '../../components/theme.css';
import { OptionsForm } from '../../components/OptionsForm';
import { createApiClient } from '../../lib/api/client';
import { loadSettings, saveSettings } from '../../lib/settings/storage';

const deps = {
  check: (s: { proxyUrl: string; proxyToken: string }) =>
    createApiClient({ baseUrl: s.proxyUrl, token: s.proxyToken || undefined, timeoutMs: 8_000, readRetries: 0 }).checkProxy(),
  save: saveSettings,
};

void loadSettings().then((initial) => {
  createRoot(document.getElementById('root')!).render(<OptionsForm initial={initial} deps={deps} />);
});
