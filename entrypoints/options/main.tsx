import { createRoot } from 'react-dom/client';
import '../../components/theme.css';
import { OptionsForm } from '../../components/OptionsForm';
import { checkConnection } from '../../lib/settings/connection-check';
import { loadSettings, saveSettings } from '../../lib/settings/storage';

const deps = { check: checkConnection, save: saveSettings };

void loadSettings().then((initial) => {
  createRoot(document.getElementById('root')!).render(<OptionsForm initial={initial} deps={deps} />);
});
