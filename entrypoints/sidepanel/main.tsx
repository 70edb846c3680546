import { createRoot } from 'react-dom/client';
import '../../components/theme.css';
import { App } from './App';
import { markPageLanguage } from '../../lib/i18n/messages';

markPageLanguage();
createRoot(document.getElementById('root')!).render(<App />);
